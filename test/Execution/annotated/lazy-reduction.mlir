// Lazy reduction: two partial gradients (from two micro-batches split over
// dp) are added while still partial and scaled, and reduced once where the
// update needs them: one all_reduce instead of two.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @accumulate
// CHECK-COUNT-1: cleave.all_reduce %{{.*}} on @mesh axes [dp] sum : tensor<8x4xf32>
// CHECK-NOT: cleave.all_reduce
// CHECK: return
// REQUIRES: mpi
// RUN: cleave verify %s --seed 24 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

#xmap = affine_map<(d, o, b) -> (b, d)>
#ymap = affine_map<(d, o, b) -> (b, o)>
#gmap = affine_map<(d, o, b) -> (d, o)>
cleave.mesh @mesh(dp = 2)
func.func @accumulate(%x1: tensor<8x8xf32>, %dy1: tensor<8x4xf32>,
                      %x2: tensor<8x8xf32>, %dy2: tensor<8x4xf32>,
                      %w: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %x1s = cleave.annotate %x1 : tensor<8x8xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %dy1s = cleave.annotate %dy1 : tensor<8x4xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %x2s = cleave.annotate %x2 : tensor<8x8xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %dy2s = cleave.annotate %dy2 : tensor<8x4xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g1 = linalg.generic {indexing_maps = [#xmap, #ymap, #gmap], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x1s, %dy1s : tensor<8x8xf32>, tensor<8x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %g2 = linalg.generic {indexing_maps = [#xmap, #ymap, #gmap], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x2s, %dy2s : tensor<8x8xf32>, tensor<8x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %g = arith.addf %g1, %g2 : tensor<8x4xf32>
  %lr = arith.constant dense<0.05> : tensor<8x4xf32>
  %step = arith.mulf %g, %lr : tensor<8x4xf32>
  %w2 = arith.subf %w, %step : tensor<8x4xf32>
  return %w2 : tensor<8x4xf32>
}
