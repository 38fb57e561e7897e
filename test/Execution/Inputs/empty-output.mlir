func.func @empty(%x: tensor<0x4xf32>) -> tensor<0x4xf32> {
  return %x : tensor<0x4xf32>
}
