// tensor.pad keeps the split of dimensions it does not pad; a loop carries
// its value in the init's layout.
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-propagate --cleave-partition 2>/dev/null | FileCheck %s
// CHECK-LABEL: func @pad_and_loop
// CHECK-NOT: cleave.all_gather
// CHECK: tensor.pad %{{.*}} low[0, 1] high[0, 1]
// CHECK: } : tensor<4x8xf32> to tensor<4x10xf32>
// CHECK: scf.for
// REQUIRES: mpi
// RUN: cleave verify %s --seed 25 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(a = 2)
func.func @pad_and_loop(%x: tensor<8x8xf32>) -> tensor<8x10xf32> {
  %xs = cleave.annotate %x : tensor<8x8xf32> to #cleave.sharding<@mesh, [[a], []]>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %xs low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<8x8xf32> to tensor<8x10xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %p) -> (tensor<8x10xf32>) {
    %s = arith.addf %acc, %acc : tensor<8x10xf32>
    scf.yield %s : tensor<8x10xf32>
  }
  return %r : tensor<8x10xf32>
}
