func.func @scatter(%dest: tensor<8x16xf32>, %src: tensor<2x1x16xf32>, %idx: tensor<2x1xindex>) -> tensor<8x16xf32> {
  %0 = tensor.scatter %src into %dest[%idx] scatter_dims([0]) unique : (tensor<2x1x16xf32>, tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
