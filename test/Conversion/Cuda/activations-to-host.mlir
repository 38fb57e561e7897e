// RUN: cleave-opt %s --cleave-host-step-buffers=activations-only=true --cleave-device-allocs --cleave-prefetch-host-copies=cuda=true | FileCheck %s
// RUN: cleave-opt %s --cleave-host-step-buffers=activations-only=true | FileCheck %s --check-prefix=MARKED
// RUN: cleave-opt %s --cleave-host-step-buffers --cleave-prefetch-host-copies | FileCheck %s --check-prefix=CPU

// An activation kept in host memory on CUDA (rematerialization's copy
// marked cleave.to_host): its host buffer is pinned (gpu.alloc host_shared,
// the runtime's pinned pool), the copy out runs on the copy stream while
// the forward pass goes on reading the device buffer, and the compute
// stream waits for it only before that buffer is freed (its memory is
// reused in stream order). The copy back starts on the same copy stream,
// after the copy out, and is joined before its data is used; the pinned
// buffer goes back to the pool.

// The CPU target the same way, on its copy thread (host-pool buffer).
// CPU-LABEL: func.func @activation
// CPU: %[[A:.*]] = memref.alloc() : memref<64xf32>
// CPU: call @__cleave_next_alloc_on_host() : () -> ()
// CPU-NEXT: memref.alloc() {cleave.host_memory} : memref<64xf32>
// CPU: %[[OUT:.*]] = call @__cleave_host_copy_async(%{{.*}}, %{{.*}}, %{{.*}}) : (index, index, i64) -> i64
// CPU-NOT: __cleave_host_copy_join
// CPU: linalg.generic {{.*}} ins(%[[A]] : memref<64xf32>)
// CPU: math.exp
// CPU: call @__cleave_host_copy_join(%[[OUT]]) : (i64) -> ()
// CPU-NEXT: memref.dealloc %[[A]]
// CPU: %[[IN:.*]] = call @__cleave_host_copy_async(
// CPU: call @__cleave_host_copy_join(%[[IN]]) : (i64) -> ()
// CPU: return

// MARKED-LABEL: func.func @activation
// MARKED: call @__cleave_next_alloc_on_host() : () -> ()
// MARKED-NEXT: memref.alloc() {cleave.host_memory} : memref<64xf32>
// MARKED-NOT: cleave.host_memory
// MARKED: return

// CHECK-LABEL: func.func @activation
// CHECK-NOT: __cleave_next_alloc_on_host
// CHECK: %[[A:.*]] = gpu.alloc  () : memref<64xf32>
// CHECK: %[[H:.*]] = gpu.alloc  host_shared () {cleave.host_memory} : memref<64xf32>
// CHECK: %[[OUT:.*]] = call @__cleave_cuda_host_copy_async(%{{.*}}, %{{.*}}, %{{.*}}) : (index, index, i64) -> i64
// CHECK-NOT: __cleave_cuda_host_copy_join
// CHECK: linalg.generic {{.*}} ins(%[[A]] : memref<64xf32>)
// CHECK: math.exp
// CHECK: call @__cleave_cuda_host_copy_join(%[[OUT]]) : (i64) -> ()
// CHECK-NEXT: call @__cleave_cuda_free(
// CHECK: %[[IN:.*]] = call @__cleave_cuda_host_copy_async(
// CHECK: call @__cleave_cuda_host_copy_join(%[[IN]]) : (i64) -> ()
// CHECK: call @__cleave_cuda_host_free(
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @activation(%x: memref<64xf32>, %out: memref<64xf32>) attributes {cleave.to_host} {
  %a = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<64xf32>) outs(%a : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.tanh %in : f32
    linalg.yield %e : f32
  }
  %h = memref.alloc() : memref<64xf32>
  linalg.copy {cleave.to_host} ins(%a : memref<64xf32>) outs(%h : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : memref<64xf32>) outs(%b : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  memref.dealloc %a : memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  linalg.copy ins(%h : memref<64xf32>) outs(%c : memref<64xf32>)
  memref.dealloc %h : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%c, %b : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%in: f32, %in2: f32, %o: f32):
    %e = arith.mulf %in, %in2 : f32
    linalg.yield %e : f32
  }
  memref.dealloc %c : memref<64xf32>
  memref.dealloc %b : memref<64xf32>
  return
}
