// An op without a sharding rule runs whole on every device, with a remark
// naming it; the program still computes the single-device result.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition 2>&1 | FileCheck %s
// CHECK: remark: no sharding rule (an indexing map names a loop twice): replicated
// CHECK: remark: no sharding rule for 'linalg.generic': replicated
// CHECK: cleave.all_gather %{{.*}} on @mesh axes [a] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK: linalg.generic
// REQUIRES: mpi
// RUN: cleave verify %s --seed 16 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
// The diagonal: the map (i) -> (i, i) names loop i twice.
func.func @diagonal(%x: tensor<8x8xf32>) -> tensor<8xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %e = tensor.empty() : tensor<8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i) -> (i, i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%xs : tensor<8x8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8xf32>
  %y = arith.addf %m, %m : tensor<8xf32>
  return %y : tensor<8xf32>
}
