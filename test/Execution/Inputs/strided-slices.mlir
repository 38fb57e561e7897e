// A 512x512 matmul whose every other row from row 1 and every other column
// is returned: splitting the matmul's rows or columns lines up with both.
func.func @matmul_then_every_other(%a: tensor<512x256xf32>, %b: tensor<256x512xf32>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %m = linalg.matmul ins(%a, %b : tensor<512x256xf32>, tensor<256x512xf32>) outs(%f : tensor<512x512xf32>) -> tensor<512x512xf32>
  %s = tensor.extract_slice %m[1, 0][256, 256][2, 2] : tensor<512x512xf32> to tensor<256x256xf32>
  return %s : tensor<256x256xf32>
}

// Rotary embeddings' interleaved halves: x[:, 0::2] * c - x[:, 1::2] * s.
func.func @interleaved_halves(%x: tensor<8x16xf32>, %c: tensor<8x8xf32>, %s: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %even = tensor.extract_slice %x[0, 0][8, 8][1, 2] : tensor<8x16xf32> to tensor<8x8xf32>
  %odd = tensor.extract_slice %x[0, 1][8, 8][1, 2] : tensor<8x16xf32> to tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%even, %odd, %c, %s : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %cc: f32, %ss: f32, %o: f32):
    %0 = arith.mulf %a, %cc : f32
    %1 = arith.mulf %b, %ss : f32
    %2 = arith.subf %0, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// Every fourth element from 1: 3 results, which 2 shards cannot share
// evenly; the source is gathered first.
func.func @stride_not_dividing(%x: tensor<12xf32>) -> tensor<3xf32> {
  %0 = tensor.extract_slice %x[1][3][4] : tensor<12xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
