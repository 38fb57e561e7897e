// Ops that only move data: once bufferized, each is a copy of its bytes.
func.func @pad(%x: tensor<1024x1024xf32>) -> tensor<1032x1032xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[4, 4] high[4, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<1024x1024xf32> to tensor<1032x1032xf32>
  return %0 : tensor<1032x1032xf32>
}

func.func @concat(%a: tensor<512x1024xf32>, %b: tensor<512x1024xf32>) -> tensor<512x2048xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x2048xf32>
  return %0 : tensor<512x2048xf32>
}

func.func @insert(%s: tensor<64x64xf32>, %t: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %0 = tensor.insert_slice %s into %t[1, 3][64, 64][3, 5] : tensor<64x64xf32> into tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}

func.func @slice(%x: tensor<256x512xf32>) -> tensor<128x128xf32> {
  %0 = tensor.extract_slice %x[1, 3][128, 128][2, 4] : tensor<256x512xf32> to tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
