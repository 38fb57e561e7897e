// RUN: cleave-opt %s --cleave-device-allocs | FileCheck %s --check-prefix=ALLOCS
// RUN: cleave-opt %s --pass-pipeline="builtin.module(cleave-device-allocs,func.func(cleave-reductions-innermost,convert-linalg-to-parallel-loops,cleave-serial-loops-on-device,cleave-innermost-first,scf-parallel-loop-tiling{parallel-loop-tile-sizes=256 no-min-max-bounds},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),canonicalize,gpu-kernel-outlining,cleave-device-stream)" | FileCheck %s --check-prefix=STREAM

// The CUDA target's host code never touches memory: temporaries are device
// allocations, copies are kernels, constants are staged to the device.
memref.global "private" constant @mask : memref<4xf32> = dense<[1.0, 0.0, 1.0, 0.0]>
memref.global "private" constant @__cleave_i64_4 : memref<1xi64> = dense<4>
func.func private @host_reads_shape(index)
func.func @step(%a: memref<4xf32>, %o: memref<4xf32>, %s: memref<f32>, %d: memref<f32>) {
  %m = memref.get_global @mask : memref<4xf32>
  %shape = memref.get_global @__cleave_i64_4 : memref<1xi64>
  %p = memref.extract_aligned_pointer_as_index %shape : memref<1xi64> -> index
  func.call @host_reads_shape(%p) : (index) -> ()
  // A loop of host calls (batched cuBLAS calls are one) stays on the host.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    func.call @host_reads_shape(%p) : (index) -> ()
  }
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%a, %m : memref<4xf32>, memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  }
  memref.copy %t, %o : memref<4xf32> to memref<4xf32>
  // A full reduction has no parallel loop: a one-thread kernel.
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%t : memref<4xf32>) outs(%s : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  }
  // Ops without loops (on 0-D buffers) are bare loads and stores: they run
  // as one one-thread kernel, the doubling with them.
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%d : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s : memref<f32>) outs(%d : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %x : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// ALLOCS-LABEL: func.func @step
// ALLOCS: %[[GLOBAL:.*]] = memref.get_global @mask
// ALLOCS: %[[MASK:.*]] = gpu.alloc () : memref<4xf32>
// Whole bytes: 4 x 4 (a byte count of 4 x 39 / 8 = 19 overran the copy).
// ALLOCS: %[[BYTES:.*]] = arith.constant 16 : i64
// ALLOCS: call @__cleave_cuda_memcpy(%{{.*}}, %{{.*}}, %[[BYTES]]) : (index, index, i64) -> ()
// The runtime's own arguments stay host constants.
// ALLOCS: memref.get_global @__cleave_i64_4
// ALLOCS-NOT: host_shared
// ALLOCS: %[[T:.*]] = gpu.alloc () : memref<4xf32>
// ALLOCS: linalg.generic {{.*}} ins(%{{.*}}, %[[MASK]] : memref<4xf32>, memref<4xf32>) outs(%[[T]]
// ALLOCS: linalg.copy ins(%[[T]] : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
// ALLOCS: call @__cleave_cuda_free
// ALLOCS: call @__cleave_cuda_free
// ALLOCS-NEXT: return

// STREAM-LABEL: func.func @step
// STREAM: %[[S:.*]] = gpu.wait async
// STREAM: scf.for
// STREAM-NEXT: func.call @host_reads_shape
// STREAM: gpu.alloc async [%[[S]]] ()
// STREAM: gpu.launch_func async [%[[S]]] @step_kernel::@step_kernel
// STREAM: gpu.launch_func async [%[[S]]] @step_kernel_0::@step_kernel
// STREAM: gpu.launch_func async [%[[S]]] @step_kernel_1::@step_kernel blocks in (%[[ONE:.*]], %[[ONE]], %[[ONE]])
// STREAM: gpu.launch_func async [%[[S]]] @step_kernel_2::@step_kernel blocks in (%[[ONE]], %[[ONE]], %[[ONE]])
// STREAM-NOT: memref.copy
// STREAM: call @__cleave_cuda_synchronize() : () -> ()
// STREAM-NEXT: return
// The full reduction's kernel: one thread of the block loops over it.
// STREAM: gpu.func @step_kernel(
// STREAM: gpu.func @step_kernel(
// STREAM: gpu.func @step_kernel(
// STREAM: arith.cmpi ult, %thread_id_x, %[[UNIT:.*]] : index
// STREAM: scf.for
// STREAM: gpu.func @step_kernel(
// STREAM: memref.store
// STREAM: memref.load
// STREAM: arith.addf
// STREAM: memref.store

