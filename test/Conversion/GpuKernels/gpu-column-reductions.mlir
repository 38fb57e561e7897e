// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-reductions-innermost,cleave-gpu-row-reductions,cleave-gpu-column-reductions))" | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-nvvm | FileCheck %s --check-prefix=LOWERED

// A bias gradient sums 4096 tokens for 1024 outputs: one thread per output
// would be 4 blocks on a 132-SM GPU. It is split: 32 parts of 128 tokens
// (4 x 32 blocks of 256 threads, neighbouring threads on neighbouring
// outputs), then each output folds its 32 partials in order.
// CHECK-LABEL: func.func @bias_gradient
// CHECK: %[[PARTIAL:.*]] = gpu.alloc () : memref<32x1024xf32>
// CHECK: gpu.launch blocks({{.*}}, %[[SPLIT:[^,]*]], {{.*}}) in ({{.*}} = %[[BLOCKS:[^,]*]], {{.*}} = %[[SPLITS:[^,]*]], {{.*}}) threads
// CHECK: %[[BEGIN:.*]] = arith.muli %[[SPLIT]], %{{.*}} : index
// CHECK: %[[SUM:.*]] = scf.for %[[T:.*]] = %[[BEGIN]] to
// CHECK:   memref.load %{{.*}}[%[[T]], %{{.*}}] : memref<4096x1024xf32>
// CHECK:   arith.addf
// CHECK: memref.store %[[SUM]], %[[PARTIAL]][%[[SPLIT]], %{{.*}}]
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK:   memref.load %[[PARTIAL]]
// CHECK: call @__cleave_cuda_free
// A short reduction keeps one thread per output.
// CHECK: linalg.generic
func.func @bias_gradient(%dy: memref<4096x1024xf32>, %db: memref<1024xf32>, %small: memref<64x1024xf32>, %ds: memref<1024xf32>) {
  linalg.generic {indexing_maps = [affine_map<(t, h) -> (t, h)>, affine_map<(t, h) -> (h)>], iterator_types = ["reduction", "parallel"]}
      ins(%dy : memref<4096x1024xf32>) outs(%db : memref<1024xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(t, h) -> (t, h)>, affine_map<(t, h) -> (h)>], iterator_types = ["reduction", "parallel"]}
      ins(%small : memref<64x1024xf32>) outs(%ds : memref<1024xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// Through the whole CUDA pipeline: the partial buffer comes from the pool
// on the stream, both stages are kernels, and the buffer is freed.
// LOWERED: llvm.call @mgpuMemAlloc
// LOWERED: gpu.launch_func
// LOWERED: gpu.launch_func
// LOWERED: llvm.call @__cleave_cuda_free
