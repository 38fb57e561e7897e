// linalg.softmax has a rule (lib/Interfaces/Models/SoftmaxModel.cpp): the
// search splits its rows, never the softmax dimension, and the distributed
// program computes the reference's numbers on 2 and 4 ranks.
// REQUIRES: mpi
// RUN: cleave plan %s --cluster %S/../auto/slow-devices.json --mesh 4 2>&1 | FileCheck %s --check-prefix=PLAN
// The targets decompose linalg.softmax (cleave-decompose-aggregates): the
// program is its own single-device reference, and each device decomposes
// its local softmax. The hand-written decomposition agrees with both.
// RUN: cleave verify %s --cluster %S/../auto/slow-devices.json --mesh 2 --seed 61 2>/dev/null | FileCheck %s --check-prefix=V2
// RUN: cleave verify %s --cluster %S/../auto/slow-devices.json --mesh 4 --seed 62 2>/dev/null | FileCheck %s --check-prefix=V4
// RUN: cleave plan %s --cluster %S/../auto/slow-devices.json --mesh 4 --emit-mlir %t.4.mlir > /dev/null
// RUN: cleave verify %t.4.mlir --reference %S/../Inputs/softmax-ref.mlir --seed 62 2>/dev/null | FileCheck %s --check-prefix=V4
// PLAN: argument 0: #cleave.sharding<@mesh, {{\[\[a0\], \[\]\]}}>
// PLAN: linalg.softmax     loops {{\[\["a0"\], \[\]\]}}
// PLAN: communication 0.000 us
// PLAN: partitioned program / search objective: {{1\.00|0\.99}}
// V2: verify: 1 output matches {{.*}} on 2 ranks
// V4: verify: 1 output matches {{.*}} on 4 ranks

func.func @softmax(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %s : tensor<16x32xf32>
}
