// A gated MLP whose gate and up projections are one matmul cut in halves
// afterwards (Phi-3, and QKV in one projection): plan-prices-view-reshards.test.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused_gate_up(%x: tensor<64x256xf32>, %wgu: tensor<2048x256xf32>, %wd: tensor<256x1024xf32>) -> tensor<64x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %e0 = tensor.empty() : tensor<256x2048xf32>
  %wguT = linalg.transpose ins(%wgu : tensor<2048x256xf32>) outs(%e0 : tensor<256x2048xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<64x2048xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<64x2048xf32>) -> tensor<64x2048xf32>
  %gu = linalg.matmul ins(%x, %wguT : tensor<64x256xf32>, tensor<256x2048xf32>) outs(%f1 : tensor<64x2048xf32>) -> tensor<64x2048xf32>
  %gate = tensor.extract_slice %gu[0, 0] [64, 1024] [1, 1] : tensor<64x2048xf32> to tensor<64x1024xf32>
  %up = tensor.extract_slice %gu[0, 1024] [64, 1024] [1, 1] : tensor<64x2048xf32> to tensor<64x1024xf32>
  %e2 = tensor.empty() : tensor<64x1024xf32>
  %act = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%gate, %up : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%e2 : tensor<64x1024xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %n = arith.negf %g : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %g, %d : f32
    %m = arith.mulf %s, %u : f32
    linalg.yield %m : f32
  } -> tensor<64x1024xf32>
  %e3 = tensor.empty() : tensor<1024x256xf32>
  %wdT = linalg.transpose ins(%wd : tensor<256x1024xf32>) outs(%e3 : tensor<1024x256xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<64x256xf32>
  %f4 = linalg.fill ins(%cst : f32) outs(%e4 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.matmul ins(%act, %wdT : tensor<64x1024xf32>, tensor<1024x256xf32>) outs(%f4 : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}
