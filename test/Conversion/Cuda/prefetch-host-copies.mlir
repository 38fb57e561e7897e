// RUN: cleave-opt %s --cleave-prefetch-host-copies | FileCheck %s
// RUN: cleave-opt %s --cleave-prefetch-host-copies=cuda=true | FileCheck %s --check-prefix=CUDA
// RUN: cleave-opt %s --cleave-prefetch-host-copies | FileCheck %s --check-prefix=GONE

// Copies of host-placed arguments start asynchronously and are joined
// before the first op touching their buffer. The first starts where it
// was; the second starts, with its buffer's allocation, just before the
// op that first uses the first one's data, so the compute in between runs
// while it transfers, unless holding its buffer that long would raise the
// function's peak.
func.func private @__cleave_sgemm(index, index, index)

// CHECK-LABEL: func.func @two_layers
// CHECK: memref.dealloc %[[BIG:.*]] : memref<1024xf32>
// CHECK: %[[A:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[T0:.*]] = call @__cleave_host_copy_async(%{{.*}}, %{{.*}}, %{{.*}}) : (index, index, i64) -> i64
// CHECK: call @__cleave_host_copy_join(%[[T0]]) : (i64) -> ()
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[T1:.*]] = call @__cleave_host_copy_async(
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<64xf32>)
// CHECK-NEXT: ^bb0
// CHECK: linalg.generic {{.*}} ins(%arg2 : memref<64xf32>)
// CHECK: memref.dealloc %[[A]]
// CHECK: call @__cleave_host_copy_join(%[[T1]]) : (i64) -> ()
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[B]], %{{.*}} : memref<64xf32>, memref<64xf32>)
// GONE-LABEL: func.func @two_layers
// GONE-NOT: linalg.copy
// GONE: return
// CUDA-LABEL: func.func @two_layers
// CUDA: call @__cleave_cuda_host_copy_async(
// CUDA: call @__cleave_cuda_host_copy_join(
// CUDA: call @__cleave_cuda_host_copy_async(
// CUDA: call @__cleave_cuda_host_copy_join(
func.func @two_layers(%w0: memref<64xf32> {cleave.placement = "host"}, %w1: memref<64xf32> {cleave.placement = "host"}, %x: memref<64xf32>, %out: memref<64xf32>) {
  // The peak is here, so the layers below have room for one buffer more.
  %c = arith.constant 0.0 : f32
  %big = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%c : f32) outs(%big : memref<1024xf32>)
  memref.dealloc %big : memref<1024xf32>
  %a = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w0 : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : memref<64xf32>) outs(%h : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.tanh %in : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<64xf32>) outs(%h : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = arith.addf %in, %o : f32
    linalg.yield %e : f32
  }
  memref.dealloc %a : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w1 : memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%b, %h : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%in: f32, %in2: f32, %o: f32):
    %e = arith.mulf %in, %in2 : f32
    linalg.yield %e : f32
  }
  memref.dealloc %b : memref<64xf32>
  memref.dealloc %h : memref<64xf32>
  return
}

// Where the layers are the peak, starting the second copy early would
// raise it: it starts where it was (still asynchronously).
// CHECK-LABEL: func.func @no_room
// CHECK: memref.dealloc %[[A:.*]] : memref<64xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[T1:.*]] = call @__cleave_host_copy_async(
// CHECK-NEXT: call @__cleave_host_copy_join(%[[T1]]) : (i64) -> ()
func.func @no_room(%w0: memref<64xf32> {cleave.placement = "host"}, %w1: memref<64xf32> {cleave.placement = "host"}, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w0 : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : memref<64xf32>) outs(%h : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.tanh %in : f32
    linalg.yield %e : f32
  }
  memref.dealloc %a : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w1 : memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%b, %h : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%in: f32, %in2: f32, %o: f32):
    %e = arith.mulf %in, %in2 : f32
    linalg.yield %e : f32
  }
  memref.dealloc %b : memref<64xf32>
  memref.dealloc %h : memref<64xf32>
  return
}

// The copy's data is used only after the argument's write-back, whose
// out-parameter the caller points at the very host buffer being copied:
// the copy is joined before it. The write-back itself stays synchronous.
// CHECK-LABEL: func.func @write_back
// CHECK: %[[T:.*]] = call @__cleave_host_copy_async(
// CHECK-NEXT: call @__cleave_host_copy_join(%[[T]]) : (i64) -> ()
// CHECK-NEXT: linalg.copy {cleave.write_back = 0 : i64} ins(%arg1
// On CUDA the write-back into pinned memory is a DMA copy in stream order.
// CUDA-LABEL: func.func @write_back
// CUDA: %[[T:.*]] = call @__cleave_cuda_host_copy_async(
// CUDA-NEXT: call @__cleave_cuda_host_copy_join(%[[T]]) : (i64) -> ()
// CUDA: call @__cleave_cuda_memcpy(%{{.*}}, %{{.*}}, %{{.*}}) : (index, index, i64) -> ()
// CUDA-NOT: cleave.write_back
func.func @write_back(%w: memref<64xf32> {cleave.placement = "host"}, %g: memref<64xf32>, %new: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w : memref<64xf32>) outs(%a : memref<64xf32>)
  linalg.copy {cleave.write_back = 0 : i64} ins(%g : memref<64xf32>) outs(%new : memref<64xf32>)
  linalg.copy ins(%a : memref<64xf32>) outs(%out : memref<64xf32>)
  memref.dealloc %a : memref<64xf32>
  return
}

// A write-back over another argument does not make the copy wait, and one
// over an argument on the device stays a copy (a kernel on CUDA).
// CUDA-LABEL: func.func @device_write_back
// CUDA: linalg.copy {cleave.write_back = 1 : i64}
// CHECK-LABEL: func.func @device_write_back
// CHECK: %[[T:.*]] = call @__cleave_host_copy_async(
// CHECK-NEXT: linalg.copy {cleave.write_back = 1 : i64} ins(%arg2
// CHECK-NEXT: call @__cleave_host_copy_join(%[[T]]) : (i64) -> ()
func.func @device_write_back(%w: memref<64xf32> {cleave.placement = "host"}, %v: memref<64xf32>, %g: memref<64xf32>, %new: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w : memref<64xf32>) outs(%a : memref<64xf32>)
  linalg.copy {cleave.write_back = 1 : i64} ins(%g : memref<64xf32>) outs(%new : memref<64xf32>)
  linalg.copy ins(%a : memref<64xf32>) outs(%out : memref<64xf32>)
  memref.dealloc %a : memref<64xf32>
  return
}

// An op that may write the argument (a runtime call given its address)
// keeps the second copy from starting above it, room or not.
// CHECK-LABEL: func.func @written_source
// CHECK: call @__cleave_host_copy_join(
// CHECK-NEXT: call @__cleave_sgemm(
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<64xf32>
// CHECK: call @__cleave_host_copy_async(
func.func @written_source(%w0: memref<64xf32> {cleave.placement = "host"}, %w1: memref<64xf32> {cleave.placement = "host"}, %out: memref<64xf32>) {
  %c = arith.constant 0.0 : f32
  %big = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%c : f32) outs(%big : memref<1024xf32>)
  memref.dealloc %big : memref<1024xf32>
  %a = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w0 : memref<64xf32>) outs(%a : memref<64xf32>)
  %pa = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  %pw = memref.extract_aligned_pointer_as_index %w1 : memref<64xf32> -> index
  %po = memref.extract_aligned_pointer_as_index %out : memref<64xf32> -> index
  call @__cleave_sgemm(%pa, %pw, %po) : (index, index, index) -> ()
  memref.dealloc %a : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w1 : memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.copy ins(%b : memref<64xf32>) outs(%out : memref<64xf32>)
  memref.dealloc %b : memref<64xf32>
  return
}

// A copy of an argument not on the host stays. One into a buffer used
// before (an out-parameter here; the CUDA target's bufferization reuses
// buffers) still runs asynchronously, but starts where it is.
// CHECK-LABEL: func.func @reused_buffer
// CHECK: linalg.copy ins(%arg0 : memref<64xf32>) outs(%arg2 : memref<64xf32>)
// CHECK: %[[T:.*]] = call @__cleave_host_copy_async(
// CHECK-NEXT: call @__cleave_host_copy_join(%[[T]]) : (i64) -> ()
// CHECK-NEXT: return
func.func @reused_buffer(%w: memref<64xf32>, %v: memref<64xf32> {cleave.placement = "host"}, %out: memref<64xf32>) {
  linalg.copy ins(%w : memref<64xf32>) outs(%out : memref<64xf32>)
  memref.copy %v, %out : memref<64xf32> to memref<64xf32>
  return
}

// The CUDA target's buffers: device allocations, freed by the runtime in
// stream order (through their address). The second copy's buffer moves up
// with it, and the first buffer's free waits for nothing.
// CUDA-LABEL: func.func @gpu_buffers
// CUDA: call @__cleave_cuda_free
// CUDA: %[[A:.*]] = gpu.alloc () : memref<64xf32>
// CUDA: %[[T0:.*]] = call @__cleave_cuda_host_copy_async(
// CUDA-NEXT: call @__cleave_cuda_host_copy_join(%[[T0]]) : (i64) -> ()
// CUDA-NEXT: %[[B:.*]] = gpu.alloc () : memref<64xf32>
// CUDA: %[[T1:.*]] = call @__cleave_cuda_host_copy_async(
// CUDA-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<64xf32>)
// CUDA: call @__cleave_cuda_free
// CUDA: call @__cleave_cuda_host_copy_join(%[[T1]]) : (i64) -> ()
// CUDA-NEXT: linalg.generic {{.*}} ins(%[[B]] : memref<64xf32>)
func.func private @__cleave_cuda_free(index)
func.func @gpu_buffers(%w0: memref<64xf32> {cleave.placement = "host"}, %w1: memref<64xf32> {cleave.placement = "host"}, %out: memref<64xf32>, %out2: memref<64xf32>) {
  %c = arith.constant 0.0 : f32
  %big = gpu.alloc () : memref<1024xf32>
  linalg.fill ins(%c : f32) outs(%big : memref<1024xf32>)
  %pbig = memref.extract_aligned_pointer_as_index %big : memref<1024xf32> -> index
  call @__cleave_cuda_free(%pbig) : (index) -> ()
  %a = gpu.alloc () : memref<64xf32>
  linalg.copy ins(%w0 : memref<64xf32>) outs(%a : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : memref<64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.tanh %in : f32
    linalg.yield %e : f32
  }
  %pa = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  call @__cleave_cuda_free(%pa) : (index) -> ()
  %b = gpu.alloc () : memref<64xf32>
  linalg.copy ins(%w1 : memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%b : memref<64xf32>) outs(%out2 : memref<64xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  %pb = memref.extract_aligned_pointer_as_index %b : memref<64xf32> -> index
  call @__cleave_cuda_free(%pb) : (index) -> ()
  return
}
