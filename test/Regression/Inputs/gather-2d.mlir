// tensor.gather of two dimensions at once (upstream's form; torch's
// advanced indexing table[i, j]): the element at each pair of ids, in
// the unit-dimension form and the rank-reduced one.
func.func @pick(%table: tensor<6x5x3xf32>, %ids: tensor<4x2xi64>) -> (tensor<4x1x1x3xf32>, tensor<4x3xf32>) {
  %g = tensor.gather %table[%ids] gather_dims([0, 1]) : (tensor<6x5x3xf32>, tensor<4x2xi64>) -> tensor<4x1x1x3xf32>
  %r = tensor.gather %table[%ids] gather_dims([0, 1]) : (tensor<6x5x3xf32>, tensor<4x2xi64>) -> tensor<4x3xf32>
  return %g, %r : tensor<4x1x1x3xf32>, tensor<4x3xf32>
}
