// A data-parallel training step: only the batch is annotated; the weight
// gradient becomes partial over dp and the single all_reduce happens before
// the (non-linear in the gradient's partials) update uses it.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @sgd
// CHECK-COUNT-1: cleave.all_reduce %{{.*}} on @mesh axes [dp] sum : tensor<8x4xf32>
// CHECK-NOT: cleave.
// CHECK: return
// REQUIRES: mpi
// RUN: cleave verify %s --seed 14 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 4 ranks

cleave.mesh @mesh(dp = 4)
func.func @sgd(%x: tensor<16x8xf32>, %dy: tensor<16x4xf32>, %w: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %xs = cleave.annotate %x : tensor<16x8xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %dys = cleave.annotate %dy : tensor<16x4xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(d, o, b) -> (b, d)>, affine_map<(d, o, b) -> (b, o)>,
                       affine_map<(d, o, b) -> (d, o)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xs, %dys : tensor<16x8xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %lr = arith.constant dense<0.1> : tensor<8x4xf32>
  %step = arith.mulf %g, %lr : tensor<8x4xf32>
  %w2 = arith.subf %w, %step : tensor<8x4xf32>
  return %w2 : tensor<8x4xf32>
}
