// The search shards through an scf.for as the partitioner does: the carried
// tensor keeps its init's layout and the body's matmul, priced once per
// iteration, splits its rows; no collective runs in the loop. The plan is
// not all-replicated and computes the single-device numbers.
// REQUIRES: mpi
// RUN: cleave plan %s --cluster %S/../auto/slow-devices.json --mesh 2 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: cleave verify %s --cluster %S/../auto/slow-devices.json --mesh 2 --seed 63 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// PLAN: argument 0: #cleave.sharding<@mesh, {{\[\[a0\], \[\]\]}}>
// PLAN: linalg.matmul      loops {{\[\["a0"\], \[\], \[\]\]}}
// PLAN: scf.for              tensor<32x32xf32>
// PLAN: communication 0.000 us
// PLAN: partitioned program / search objective: {{1\.00|0\.99}}
// VERIFY: verify: 1 output matches {{.*}} on 2 ranks

func.func @steps(%x: tensor<64x32xf32>, %w: tensor<32x32xf32>) -> tensor<64x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<64x32xf32>) {
    %e = tensor.empty() : tensor<64x32xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    %y = linalg.matmul ins(%acc, %w : tensor<64x32xf32>, tensor<32x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
    scf.yield %y : tensor<64x32xf32>
  }
  return %r : tensor<64x32xf32>
}
