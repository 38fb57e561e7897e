// x[i, 1] and row i of x with i read from a 0-d tensor: no mask, no wrap,
// no assert.
func.func @f(%x: tensor<8x4xf32>, %i: tensor<i64>) -> (tensor<f32>, tensor<4xf32>) {
  %iv = tensor.extract %i[] : tensor<i64>
  %ix = arith.index_cast %iv : i64 to index
  %c1 = arith.constant 1 : index
  %v = tensor.extract %x[%ix, %c1] : tensor<8x4xf32>
  %t = tensor.from_elements %v : tensor<f32>
  %row = tensor.extract_slice %x[%ix, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
  return %t, %row : tensor<f32>, tensor<4xf32>
}
