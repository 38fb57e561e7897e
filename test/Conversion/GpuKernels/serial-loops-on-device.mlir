// RUN: cleave-opt %s --cleave-serial-loops-on-device | FileCheck %s

// A scatter's update loop (cleave-decompose-aggregates, bufferized, its
// slice op a parallel loop): the row each update goes to is an index loaded
// from device memory. The loop stays on the host, one kernel per update in
// stream order (the scatter's sequential semantics); the load, the bounds
// asserts and the row's view move into the kernel, which reads the index
// itself.
// CHECK-LABEL: func.func @scatter_rows
// CHECK: scf.for %[[I:.*]] = 
// CHECK-NOT: memref.load
// CHECK: scf.parallel
// CHECK-NEXT: %[[IDX:.*]] = memref.load %{{.*}}[%[[I]], %{{.*}}] : memref<64x1xi64>
// CHECK-NEXT: arith.index_cast %[[IDX]]
// CHECK: cf.assert
// CHECK: cf.assert
// CHECK: memref.subview
// CHECK: arith.addf
func.func @scatter_rows(%updates: memref<64x1x32xf32>, %indices: memref<64x1xi64>, %out: memref<128x32xf32>) {
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %0 = memref.load %indices[%i, %c0] : memref<64x1xi64>
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.cmpi slt, %1, %c128 : index
    cf.assert %2, "index must be smaller than dim size"
    %3 = arith.cmpi sge, %1, %c0 : index
    cf.assert %3, "index must be larger or equal to 0"
    %row = memref.subview %out[%1, 0] [1, 32] [1, 1] : memref<128x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    %update = memref.subview %updates[%i, 0, 0] [1, 1, 32] [1, 1, 1] : memref<64x1x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c32) step (%c1, %c1) {
      %4 = memref.load %update[%a, %b] : memref<1x32xf32, strided<[32, 1], offset: ?>>
      %5 = memref.load %row[%a, %b] : memref<1x32xf32, strided<[32, 1], offset: ?>>
      %6 = arith.addf %4, %5 : f32
      memref.store %6, %row[%a, %b] : memref<1x32xf32, strided<[32, 1], offset: ?>>
      scf.reduce
    }
  }
  return
}

// The loop writes the buffer its index comes from: each kernel reading it
// at its own time would see later values, so the load stays (and the
// device-stream check reports it).
// CHECK-LABEL: func.func @index_written
// CHECK: scf.for
// CHECK-NEXT: memref.load %{{.*}} : memref<64x1xi64>
// CHECK: scf.parallel
func.func @index_written(%updates: memref<64x1x32xf32>, %indices: memref<64x1xi64>, %out: memref<128x32xf32>) {
  %c32 = arith.constant 32 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c64 step %c1 {
    %0 = memref.load %indices[%i, %c0] : memref<64x1xi64>
    %1 = arith.index_cast %0 : i64 to index
    %row = memref.subview %out[%1, 0] [1, 32] [1, 1] : memref<128x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c32) step (%c1, %c1) {
      %5 = memref.load %row[%a, %b] : memref<1x32xf32, strided<[32, 1], offset: ?>>
      memref.store %5, %row[%a, %b] : memref<1x32xf32, strided<[32, 1], offset: ?>>
      memref.store %z, %indices[%i, %c0] : memref<64x1xi64>
      scf.reduce
    }
  }
  return
}

// A kernel's bound loaded from device memory is the host's to know: the
// load cannot move into the kernel (device-stream reports it).
// CHECK-LABEL: func.func @loaded_bound
// CHECK: scf.for
// CHECK-NEXT: memref.load %{{.*}} : memref<64xindex>
// CHECK-NEXT: scf.parallel
func.func @loaded_bound(%lengths: memref<64xindex>, %out: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    %n = memref.load %lengths[%i] : memref<64xindex>
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %z, %out[%i, %j] : memref<64x32xf32>
      scf.reduce
    }
  }
  return
}

// A 0-d op with torch's check of its divisor (AdamW's bias correction
// `lr / (1 - b1 ** t)`, clipping's `max_norm / (norm + eps)`): the assert
// on the loaded value goes into the one-iteration kernel with the load and
// the store. It ended the run, so the load stayed on the host and the CUDA
// target refused the program (sweep 15: 3 of 5 training steps).
// CHECK-LABEL: func.func @checked_scalar
// CHECK: scf.parallel
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.cmpf
// CHECK-NEXT: cf.assert
// CHECK-NEXT: arith.divf
// CHECK-NEXT: memref.store
func.func @checked_scalar(%a: memref<f32>, %out: memref<f32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %0 = memref.load %a[] : memref<f32>
  %1 = arith.cmpf one, %0, %zero : f32
  cf.assert %1, "unimplemented: tensor with zero element"
  %2 = arith.divf %one, %0 : f32
  memref.store %2, %out[] : memref<f32>
  return
}

// A scatter of points (each update one element: a max-pool gradient's 2-D
// dimension_map): bufferization copies the updated element back onto its
// own slice, through reshapes of it. That copy, a kernel, split the host
// run around it, so the run's loads stayed on the host and the CUDA target
// refused the program. It copies nothing and goes; the loop then runs as
// one one-thread kernel.
// CHECK-LABEL: func.func @point_scatter
// CHECK: scf.parallel
// CHECK-NEXT: scf.for
// CHECK: memref.load %{{.*}} : memref<8x2xi64>
// CHECK: arith.addf
// CHECK: memref.store
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @point_scatter(%upd: memref<8xf32>, %idx: memref<8x2xi64>, %out: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %a = memref.load %idx[%i, %c0] : memref<8x2xi64>
    %ia = arith.index_cast %a : i64 to index
    %b = memref.load %idx[%i, %c1] : memref<8x2xi64>
    %ib = arith.index_cast %b : i64 to index
    %slot = memref.subview %out[%ia, %ib] [1, 1] [1, 1] : memref<4x4xf32> to memref<1x1xf32, strided<[4, 1], offset: ?>>
    %point = memref.collapse_shape %slot [] : memref<1x1xf32, strided<[4, 1], offset: ?>> into memref<f32, strided<[], offset: ?>>
    %u = memref.load %upd[%i] : memref<8xf32>
    %o = memref.load %point[] : memref<f32, strided<[], offset: ?>>
    %s = arith.addf %o, %u : f32
    memref.store %s, %point[] : memref<f32, strided<[], offset: ?>>
    %back = memref.expand_shape %point [] output_shape [1, 1] : memref<f32, strided<[], offset: ?>> into memref<1x1xf32, strided<[1, 1], offset: ?>>
    scf.parallel (%p, %q) = (%c0, %c0) to (%c1, %c1) step (%c1, %c1) {
      %v = memref.load %back[%p, %q] : memref<1x1xf32, strided<[1, 1], offset: ?>>
      memref.store %v, %slot[%p, %q] : memref<1x1xf32, strided<[4, 1], offset: ?>>
      scf.reduce
    }
  }
  return
}
