// Inclusive sums (torch.cumsum) whose rows have a unit dimension before a
// kept one, and a 1-d scan: each row is a full-rank slice, collapsed.
func.func @rows_after_unit(%x: tensor<1x8x16xf32>) -> tensor<1x8x16xf32> {
  %c = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x8x16xf32>
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %2 = tensor.empty() : tensor<1x8xf32>
  %3 = linalg.fill ins(%c : f32) outs(%2 : tensor<1x8xf32>) -> tensor<1x8xf32>
  %r, %a = tm_tensor.scan dimension(2) inclusive(true) ins(%x : tensor<1x8x16xf32>) outs(%1, %3 : tensor<1x8x16xf32>, tensor<1x8xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<1x8x16xf32>, tensor<1x8xf32>
  return %r : tensor<1x8x16xf32>
}

func.func @scan_shorter_than_row(%x: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %c = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x4x3xf32>
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %2 = tensor.empty() : tensor<1x4xf32>
  %3 = linalg.fill ins(%c : f32) outs(%2 : tensor<1x4xf32>) -> tensor<1x4xf32>
  %r, %a = tm_tensor.scan dimension(2) inclusive(true) ins(%x : tensor<1x4x3xf32>) outs(%1, %3 : tensor<1x4x3xf32>, tensor<1x4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<1x4x3xf32>, tensor<1x4xf32>
  return %r : tensor<1x4x3xf32>
}

func.func @first_dim(%x: tensor<6x1x5xf32>) -> tensor<6x1x5xf32> {
  %c = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<6x1x5xf32>
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<6x1x5xf32>) -> tensor<6x1x5xf32>
  %2 = tensor.empty() : tensor<1x5xf32>
  %3 = linalg.fill ins(%c : f32) outs(%2 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %r, %a = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<6x1x5xf32>) outs(%1, %3 : tensor<6x1x5xf32>, tensor<1x5xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<6x1x5xf32>, tensor<1x5xf32>
  return %r : tensor<6x1x5xf32>
}

func.func @one_dim(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<16xf32>
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
  %2 = tensor.empty() : tensor<f32>
  %3 = linalg.fill ins(%c : f32) outs(%2 : tensor<f32>) -> tensor<f32>
  %r, %a = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<16xf32>) outs(%1, %3 : tensor<16xf32>, tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.addf %p, %q : f32
    tm_tensor.yield %m : f32
  } -> tensor<16xf32>, tensor<f32>
  return %r : tensor<16xf32>
}
