// torch-mlir lowers torch's while_loop to an scf.for up to INT64_MAX and
// drops its condition: the program compiled and its first call spun for
// ever (sweep 34, torch-mlir's own TorchPrimLoopWhileLikeHOPModule). Every
// command refuses it, naming the loop.
// RUN: not cleave plan %s --mesh 1 2>&1 | FileCheck %s
// RUN: not cleave compile %s --mesh 2 -o %t.so 2>&1 | FileCheck %s
// RUN: not cleave verify %s --mesh 1 2>&1 | FileCheck %s
// CHECK: endless-loop.mlir:15:8: error: 'scf.for' op runs 9223372036854775807 iterations, which never end: a while loop whose condition the exporter dropped
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @forward(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %max = arith.constant 9223372036854775807 : index
  %r = scf.for %i = %c0 to %max step %c1 iter_args(%acc = %x) -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %n = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
        ins(%acc : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %one : f32
      linalg.yield %s : f32
    } -> tensor<2x3xf32>
    scf.yield %n : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
