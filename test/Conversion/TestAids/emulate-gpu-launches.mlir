// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-gpu-row-reductions,cleave-emulate-gpu-launches))" | FileCheck %s

// A block reduction on the CPU: loops over blocks, a first sweep over the
// threads storing each one's partial, a fold in thread order, a second
// sweep running the rest of the body with the result.
// CHECK-LABEL: func.func @row_sums
// CHECK-NOT: gpu.
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %c64
// CHECK:   %[[PARTIALS:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:   scf.for %[[T:.*]] = %{{.*}} to %c256
// CHECK:     %[[MAIN:.*]] = scf.for %{{.*}} = %[[T]] to %{{.*}} step %{{.*}} iter_args
// CHECK:     %[[PART:.*]] = scf.for %{{.*}} = %{{.*}} to %c1024 step %{{.*}} iter_args(%{{.*}} = %[[MAIN]])
// CHECK:     memref.store %[[PART]], %[[PARTIALS]]
// CHECK:   %[[FIRST:.*]] = memref.load %[[PARTIALS]][%c0{{.*}}]
// CHECK:   %[[TOTAL:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[FIRST]]) -> (f32)
// CHECK:     arith.addf %[[ACC]]
// CHECK:   scf.for %[[T2:.*]] = %{{.*}} to %c256
// CHECK:     arith.cmpi eq, %[[T2]], %c0
// CHECK:     scf.if
// CHECK:       arith.addf %{{.*}}, %[[TOTAL]]
// CHECK:       memref.store
// CHECK:   memref.dealloc %[[PARTIALS]]
func.func @row_sums(%a: memref<64x1024xf32>, %o: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xf32>) outs(%o : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  return
}

// Split rows use a partial buffer: host memory, freed with a dealloc.
// CHECK-LABEL: func.func @full_sum
// CHECK-NOT: gpu.
// CHECK: %[[P:.*]] = memref.alloc() : memref<32x1xf32>
// CHECK: memref.dealloc %[[P]] : memref<32x1xf32>
// CHECK-NOT: __cleave_cuda_free
func.func @full_sum(%a: memref<65536xf32>, %o: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> ()>], iterator_types = ["reduction"]}
      ins(%a : memref<65536xf32>) outs(%o : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  return
}
