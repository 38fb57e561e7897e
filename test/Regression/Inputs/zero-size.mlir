// PyTorch's `return x @ w.T, x[:, :0], x[:0]`: results without elements,
// and an argument without elements that nothing reads.
module {
  func.func @zero_size(%w: tensor<8x8xf32>, %x: tensor<4x8xf32>, %unused: tensor<0x8xf32>)
      -> (tensor<4x8xf32>, tensor<4x0xf32>, tensor<0x8xf32>) {
    %zero = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<8x8xf32>
    %wt = linalg.transpose ins(%w : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
    %o = tensor.empty() : tensor<4x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
    %y = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
    %none = tensor.extract_slice %x[0, 0] [4, 0] [1, 1] : tensor<4x8xf32> to tensor<4x0xf32>
    %rows = tensor.extract_slice %x[0, 0] [0, 8] [1, 1] : tensor<4x8xf32> to tensor<0x8xf32>
    return %y, %none, %rows : tensor<4x8xf32>, tensor<4x0xf32>, tensor<0x8xf32>
  }
}
