// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-rematerialize=budget=90000 2>&1 | FileCheck %s
// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-rematerialize=budget=1000000 2>&1 | FileCheck %s --check-prefix=FITS
// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-apply-cluster=cluster=cpu --cleave-rematerialize="budget=90000 to-host=true" 2>&1 | FileCheck %s

// A forward value (%act) is used early and again at the end, across the
// peak (%c and %d live together): under the budget it is recomputed from
// %x (an argument, live anyway) just before its late use, and the late use
// reads the recomputed value. The all_reduce's result is live across the
// peak too, but a collective is never recomputed. With host memory allowed
// (on the cpu preset) the exp's recompute is still the cheaper way: it
// costs less than copying %act out and back.

#map = affine_map<(i, j) -> (i, j)>
cleave.mesh @mesh(a = 2)

// CHECK: remark: recomputes linalg.generic at rematerialize.mlir:{{[0-9]+}} (tensor<64x64xf32>, 16384 bytes, 2 ops, decision 0)
// CHECK: remark: tensor-liveness peak 114688 -> 98304 bytes for a budget of 90000
// CHECK: func.func @step(%arg0
// CHECK: %[[ACT:.*]] = linalg.generic {{.*}} ins(%arg0
// CHECK: math.exp
// CHECK: %[[EMPTY:.*]] = tensor.empty() {cleave.recomputed = 0 : i64}
// CHECK: %[[AGAIN:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64x64xf32>) outs(%[[EMPTY]] : tensor<64x64xf32>) attrs = {cleave.recomputed = 0 : i64}
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[AGAIN]], %{{.*}} :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.subf
// FITS-NOT: remark
// FITS-NOT: cleave.recomputed
func.func @step(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e0 = tensor.empty() : tensor<64x64xf32>
  %act = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %red = cleave.all_reduce %w on @mesh axes [a] sum : tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %b = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%act, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %v = arith.addf %in, %in2 : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %c = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.mulf %in, %in : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %d = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %in : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e4 = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%d, %act, %red : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) outs(%e4 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %v = arith.subf %in, %in2 : f32
    %u = arith.addf %v, %in3 : f32
    linalg.yield %u : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
