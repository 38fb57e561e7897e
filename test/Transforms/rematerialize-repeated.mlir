// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-rematerialize=budget=140000 2>&1 | FileCheck %s
// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-rematerialize=budget=150000 2>&1 | FileCheck %s --check-prefix=ONE

// Two layers compute the same activation (exp of their input), used early
// and again at the end, across the peak (the 64 KB %big). Recomputing one
// does not fit the budget: the same value of the other layer is recomputed
// in the same decision, as repeated layers share their sharding classes
// (without that: decisions 0 and 1).

#map = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// CHECK-COUNT-2: remark: recomputes linalg.generic at rematerialize-repeated.mlir:{{[0-9]+}} (tensor<64x64xf32>, 16384 bytes, 2 ops, decision 0)
// CHECK-NOT: remark: recomputes
// CHECK: remark: tensor-liveness peak 163840 -> 131072 bytes for a budget of 140000
// Where one is enough, the other layer's stays: sharing never recomputes
// more than the budget needs.
// ONE: remark: recomputes linalg.generic {{.*}} decision 0)
// ONE-NOT: remark: recomputes
// ONE: remark: tensor-liveness peak 163840 -> 147456 bytes for a budget of 150000
func.func @step(%x1: tensor<64x64xf32>, %x2: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e1 = tensor.empty() : tensor<64x64xf32>
  %a1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x1 : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %a2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x2 : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %h = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a1, %a2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %v = arith.mulf %in, %in2 : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e4 = tensor.empty() : tensor<64x256xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, 0)>, #map], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x64xf32>) outs(%e4 : tensor<64x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %in : f32
    linalg.yield %v : f32
  } -> tensor<64x256xf32>
  %c0 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%big : tensor<64x256xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  %e6 = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a1, %a2, %s : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>) outs(%e6 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %v = arith.subf %in, %in2 : f32
    %u = arith.addf %v, %in3 : f32
    linalg.yield %u : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
