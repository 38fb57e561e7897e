// Data parallelism on 2 devices: each device holds half the batch, computes
// a partial weight gradient and all-reduces it; every replica of w takes the
// same SGD step.
// REQUIRES: mpi
// RUN: cleave verify %s --reference %S/Inputs/sgd-ref.mlir --seed 3 | FileCheck %s
// CHECK: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(dp = 2)
func.func @sgd(%x: tensor<8x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[dp], []]>},
               %dy: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[dp], []]>},
               %w: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(d, o, b) -> (b, d)>, affine_map<(d, o, b) -> (b, o)>,
                       affine_map<(d, o, b) -> (d, o)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dy : tensor<8x8xf32>, tensor<8x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %gsum = cleave.all_reduce %g on @mesh axes [dp] sum : tensor<8x4xf32>
  %lr = arith.constant dense<0.1> : tensor<8x4xf32>
  %step = arith.mulf %gsum, %lr : tensor<8x4xf32>
  %w2 = arith.subf %w, %step : tensor<8x4xf32>
  return %w2 : tensor<8x4xf32>
}
