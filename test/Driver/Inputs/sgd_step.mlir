// One SGD step of a linear layer (loss, updated weight): the search puts
// the weight replicated in and split out unless told that result 1 updates
// argument 0 (cleave-plan-updates.test).
func.func @step(%w: tensor<64x64xf32>, %x: tensor<256x64xf32>) -> (tensor<f32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %e0 = tensor.empty() : tensor<256x64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<256x64xf32>, tensor<64x64xf32>) outs(%f0 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %e1 = tensor.empty() : tensor<64x256xf32>
  // A transpose as a generic: a copy the GEMM cannot read in place (a
  // linalg.transpose would be, and the search would then split the weight
  // both ways).
  %xt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<256x64xf32>) outs(%e1 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<64x256xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<64x256xf32>, tensor<256x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %w2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%w, %g : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %lr : f32
    %d = arith.subf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<f32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%y : tensor<256x64xf32>) outs(%f3 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %l, %w2 : tensor<f32>, tensor<64x64xf32>
}
