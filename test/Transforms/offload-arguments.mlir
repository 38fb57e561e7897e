// RUN: cleave-opt %s --cleave-offload-arguments=arguments=0,2 | FileCheck %s
// RUN: not cleave-opt %s --cleave-offload-arguments=arguments=7 2>&1 | FileCheck %s --check-prefix=BAD

// Argument 0 is kept in host memory: its uses read a device copy made just
// before the first of them. Argument 2 is returned as it is, so it stays.

#map = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[M:.*]]: tensor<16xf32> {cleave.placement = "host"}
// CHECK-SAME: %[[G:[^:]*]]: tensor<16xf32>,
// CHECK-NOT: cleave.placement
// CHECK: tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %[[D:.*]] = linalg.copy ins(%[[M]] : tensor<16xf32>) outs(%[[E]] : tensor<16xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[D]], %[[G]] :
// BAD: error: no argument #7 to offload
func.func @step(%m: tensor<16xf32>, %g: tensor<16xf32>, %k: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %n = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %n, %k : tensor<16xf32>, tensor<16xf32>
}
