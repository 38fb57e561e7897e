// A layout change on 4 devices: rows split in, columns split out, moved by
// one all_to_all; the scale runs on the new layout.
// REQUIRES: mpi
// RUN: cleave verify %s --reference %S/Inputs/scale-ref.mlir --seed 5 | FileCheck %s
// CHECK: verify: 1 output matches (max rel err {{.*}}) on 4 ranks

cleave.mesh @mesh(a = 4)
func.func @relayout(%x: tensor<2x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[a], []]>})
    -> (tensor<8x2xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], [a]]>}) {
  %t = cleave.all_to_all %x on @mesh axes [a] split 1 concat 0 : tensor<2x8xf32> -> tensor<8x2xf32>
  %two = arith.constant dense<2.0> : tensor<8x2xf32>
  %y = arith.mulf %t, %two : tensor<8x2xf32>
  return %y : tensor<8x2xf32>
}
