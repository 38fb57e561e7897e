// RUN: cleave-opt %s --cleave-overlap-collectives | FileCheck %s

// A collective is announced asynchronous and joined right before the first
// later op that may touch its buffers (or views of them); pure address and
// view arithmetic does not count, and frees of its buffers move after the
// join. Compute in between overlaps it.
func.func private @__cleave_all_reduce(index, index, i64, i64, i64, i64)
func.func private @__cleave_cuda_free(index)
func.func private @kernel(index)

// CHECK-LABEL: func.func @gradient
// CHECK: %[[T:.*]] = call @__cleave_collective_async() : () -> i64
// CHECK-NEXT: call @__cleave_all_reduce(
// The input's free waits for the collective, not the other way round.
// CHECK-NOT: __cleave_cuda_free
// CHECK: linalg.generic {{.*}} ins(%arg2
// CHECK: %[[VIEW:.*]] = memref.expand_shape %[[OUT:.*]] {{\[\[}}0, 1], [2]]
// CHECK-NEXT: call @__cleave_collective_join(%[[T]]) : (i64) -> ()
// CHECK-NEXT: call @__cleave_cuda_free
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[VIEW]]
func.func @gradient(%g: memref<128x256xf32>, %out: memref<128x256xf32>, %x: memref<64x256xf32>, %y: memref<64x256xf32>, %z: memref<2x64x256xf32>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 32768 : i64
  %in = memref.alloc() : memref<128x256xf32>
  %pin = memref.extract_aligned_pointer_as_index %in : memref<128x256xf32> -> index
  %pout = memref.extract_aligned_pointer_as_index %out : memref<128x256xf32> -> index
  call @__cleave_all_reduce(%pin, %pout, %n, %c0, %c0, %c1) : (index, index, i64, i64, i64, i64) -> ()
  %pfree = memref.extract_aligned_pointer_as_index %in : memref<128x256xf32> -> index
  call @__cleave_cuda_free(%pfree) : (index) -> ()
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<64x256xf32>) outs(%y : memref<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  %view = memref.expand_shape %out [[0, 1], [2]] output_shape [2, 64, 256] : memref<128x256xf32> into memref<2x64x256xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view : memref<2x64x256xf32>) outs(%z : memref<2x64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  return
}

// A use inside a loop joins before the loop; a runtime call given an
// address computed from the output joins before that call.
// CHECK-LABEL: func.func @loop
// CHECK: %[[T:.*]] = call @__cleave_collective_async
// CHECK-NEXT: call @__cleave_all_reduce(
// CHECK-NEXT: call @__cleave_collective_join(%[[T]])
// CHECK-NEXT: scf.for
// CHECK: %[[T2:.*]] = call @__cleave_collective_async
// CHECK-NEXT: call @__cleave_all_reduce(
// CHECK-NEXT: memref.extract_aligned_pointer_as_index
// CHECK-NEXT: arith.addi
// CHECK-NEXT: call @__cleave_collective_join(%[[T2]])
// CHECK-NEXT: call @kernel
func.func @loop(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<16xf32>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 16 : i64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i4 = arith.constant 4 : index
  %pa = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  %pc = memref.extract_aligned_pointer_as_index %c : memref<16xf32> -> index
  call @__cleave_all_reduce(%pa, %pb, %n, %c0, %c0, %c1) : (index, index, i64, i64, i64, i64) -> ()
  scf.for %i = %i0 to %i4 step %i1 {
    %v = memref.load %b[%i] : memref<16xf32>
    memref.store %v, %a[%i] : memref<16xf32>
  }
  call @__cleave_all_reduce(%pa, %pc, %n, %c0, %c0, %c1) : (index, index, i64, i64, i64, i64) -> ()
  %p = memref.extract_aligned_pointer_as_index %c : memref<16xf32> -> index
  %q = arith.addi %p, %i4 : index
  call @kernel(%q) : (index) -> ()
  return
}

// Nothing uses the result: joined at the end of the block.
// CHECK-LABEL: func.func @unused
// CHECK: call @__cleave_all_reduce(
// CHECK-NEXT: call @__cleave_collective_join
// CHECK-NEXT: return
func.func @unused(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 16 : i64
  %pa = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  call @__cleave_all_reduce(%pa, %pb, %n, %c0, %c0, %c1) : (index, index, i64, i64, i64, i64) -> ()
  return
}

// The CPU target's frees are memref.dealloc (after cleave-free-after-last-use
// put the input's right after the call): they move after the join too, so a
// buffer the nonblocking MPI all-reduce reads is not freed under it.
// CHECK-LABEL: func.func @cpu_gradient
// CHECK: %[[T:.*]] = call @__cleave_collective_async() : () -> i64
// CHECK-NEXT: call @__cleave_all_reduce(
// CHECK-NOT: memref.dealloc
// CHECK: linalg.generic {{.*}} ins(%arg1
// CHECK: call @__cleave_collective_join(%[[T]]) : (i64) -> ()
// CHECK-NEXT: memref.dealloc %[[IN:.*]] : memref<128xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg0
func.func @cpu_gradient(%out: memref<128xf32>, %x: memref<64xf32>, %y: memref<64xf32>, %z: memref<128xf32>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 128 : i64
  %in = memref.alloc() : memref<128xf32>
  %pin = memref.extract_aligned_pointer_as_index %in : memref<128xf32> -> index
  %pout = memref.extract_aligned_pointer_as_index %out : memref<128xf32> -> index
  call @__cleave_all_reduce(%pin, %pout, %n, %c0, %c0, %c1) : (index, index, i64, i64, i64, i64) -> ()
  memref.dealloc %in : memref<128xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%out : memref<128xf32>) outs(%z : memref<128xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  return
}

// An address computed before the collective (CSE shares it between the
// collective's output argument and a later GEMM) is the output's too: the
// GEMM joins first. Without this the GEMM read a half-reduced buffer.
// CHECK-LABEL: func.func @shared_address
// CHECK: %[[OUT:.*]] = memref.alloc()
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]] :
// CHECK: %[[T:.*]] = call @__cleave_collective_async
// CHECK-NEXT: call @__cleave_all_reduce(%{{.*}}, %[[P]],
// CHECK-NOT: __cleave_sgemm
// CHECK: call @__cleave_collective_join(%[[T]])
// CHECK-NEXT: call @__cleave_sgemm({{.*}}%[[P]]
func.func private @__cleave_sgemm(i64, i64, i64, i64, i64, f32, index, i64, index, i64, f32, index, i64)
func.func @shared_address(%in: memref<8x16xf32>, %w: memref<16x8xf32>, %y: memref<8x8xf32>) {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c8 = arith.constant 8 : i64
  %c16 = arith.constant 16 : i64
  %n = arith.constant 128 : i64
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<8x16xf32>
  %pin = memref.extract_aligned_pointer_as_index %in : memref<8x16xf32> -> index
  %pout = memref.extract_aligned_pointer_as_index %out : memref<8x16xf32> -> index
  call @__cleave_all_reduce(%pin, %pout, %n, %c0, %c0, %c2) : (index, index, i64, i64, i64, i64) -> ()
  %pw = memref.extract_aligned_pointer_as_index %w : memref<16x8xf32> -> index
  %py = memref.extract_aligned_pointer_as_index %y : memref<8x8xf32> -> index
  call @__cleave_sgemm(%c0, %c0, %c8, %c8, %c16, %one, %pout, %c16, %pw, %c8, %one, %py, %c8) : (i64, i64, i64, i64, i64, f32, index, i64, index, i64, f32, index, i64) -> ()
  memref.dealloc %out : memref<8x16xf32>
  return
}

// RUN: cleave-opt %s --cleave-overlap-collectives="input-copied=true" | FileCheck %s --check-prefix=COPIED
// The CPU target: the MPI backend copies the input when it starts, so the
// input's free stays right after the call and only the output's use
// joins.
// COPIED-LABEL: func.func @cpu_gradient
// COPIED: %[[T:.*]] = call @__cleave_collective_async() : () -> i64
// COPIED-NEXT: call @__cleave_all_reduce(
// COPIED-NEXT: memref.dealloc
// COPIED-NEXT: linalg.generic {{.*}} ins(%arg1
// COPIED: call @__cleave_collective_join(%[[T]]) : (i64) -> ()
// COPIED-NEXT: linalg.generic {{.*}} ins(%arg0
