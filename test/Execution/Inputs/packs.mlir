// Data-layout ops from upstream MLIR's tests (Dialect/Tensor/ops.mlir,
// Dialect/Linalg/named-ops.mlir), as entries.
func.func @pack(%source: tensor<128x256xf32>, %dest: tensor<4x16x32x16xf32>) -> tensor<4x16x32x16xf32> {
  %0 = linalg.pack %source inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dest : tensor<128x256xf32> -> tensor<4x16x32x16xf32>
  return %0 : tensor<4x16x32x16xf32>
}

func.func @pack_padded_round_trip(%source: tensor<13x15xf32>) -> tensor<13x15xf32> {
  %padding = arith.constant 7.0 : f32
  %dest = tensor.empty() : tensor<2x8x8x2xf32>
  %0 = linalg.pack %source padding_value(%padding : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dest : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  %1 = tensor.empty() : tensor<13x15xf32>
  %2 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %1 : tensor<2x8x8x2xf32> -> tensor<13x15xf32>
  return %2 : tensor<13x15xf32>
}

func.func @unpack_perm(%src: tensor<16x4x32x16xf32>) -> tensor<128x256xf32> {
  %1 = tensor.empty() : tensor<128x256xf32>
  %2 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %1 : tensor<16x4x32x16xf32> -> tensor<128x256xf32>
  return %2 : tensor<128x256xf32>
}

func.func @unpack_truncating(%src: tensor<2x8x8x2xf32>) -> tensor<13x15xf32> {
  %1 = tensor.empty() : tensor<13x15xf32>
  %2 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %1 : tensor<2x8x8x2xf32> -> tensor<13x15xf32>
  return %2 : tensor<13x15xf32>
}

func.func @bitcast(%a: tensor<1024x64xf32>) -> tensor<1024x64xi32> {
  %0 = tensor.bitcast %a : tensor<1024x64xf32> to tensor<1024x64xi32>
  return %0 : tensor<1024x64xi32>
}

// A chain through an unsigned type is one bitcast (arith has no bitcast
// to ui32): found running upstream's Tensor/canonicalize.mlir.
func.func @bitcast_chain(%a: tensor<1024x64xi32>) -> (tensor<1024x64xf32>, tensor<1024x64xi32>) {
  %0 = tensor.bitcast %a : tensor<1024x64xi32> to tensor<1024x64xui32>
  %1 = tensor.bitcast %0 : tensor<1024x64xui32> to tensor<1024x64xf32>
  %2 = tensor.bitcast %1 : tensor<1024x64xf32> to tensor<1024x64xui32>
  %3 = tensor.bitcast %2 : tensor<1024x64xui32> to tensor<1024x64xi32>
  return %1, %3 : tensor<1024x64xf32>, tensor<1024x64xi32>
}

// An unsigned tensor an op reads is refused, naming the types.
func.func @bitcast_unsigned_used(%a: tensor<8xi32>) -> tensor<8xi32> {
  %0 = tensor.bitcast %a : tensor<8xi32> to tensor<8xui32>
  %e = tensor.empty() : tensor<8xui32>
  %1 = linalg.copy ins(%0 : tensor<8xui32>) outs(%e : tensor<8xui32>) -> tensor<8xui32>
  %2 = tensor.bitcast %1 : tensor<8xui32> to tensor<8xi32>
  return %2 : tensor<8xi32>
}

// F.pad(x, (-1, -1, 2, -1)) as torch-mlir exports it: negative amounts crop.
func.func @negative_pad(%x: tensor<2x3x6x6xf32>) -> tensor<2x3x7x4xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, -1] high[0, 0, -1, -1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<2x3x6x6xf32> to tensor<2x3x7x4xf32>
  return %p : tensor<2x3x7x4xf32>
}

// A crop that leaves nothing of the source is refused, naming the pad.
func.func @crop_everything(%x: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, -3] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<2x1xf32>
  return %p : tensor<2x1xf32>
}
