// RUN: cleave-opt %s --cleave-host-step-buffers | FileCheck %s

// An optimizer step on the host reads host-placed arguments: what it
// writes (the new momentum, then the new weight from it) is host memory;
// the device copy of the weight (a copy: a transfer), the gradient and the
// write-backs' destinations are not.

#id = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @step
// CHECK: %[[DEV:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NEXT: linalg.copy ins(%arg0
// CHECK: %[[G:.*]] = memref.alloc() : memref<64xf32>
// CHECK: call @__cleave_next_alloc_on_host() : () -> ()
// CHECK-NEXT: %[[MN:.*]] = memref.alloc() {cleave.host_memory} : memref<64xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg1, %[[G]] : {{.*}} outs(%[[MN]] :
// CHECK: call @__cleave_next_alloc_on_host() : () -> ()
// CHECK-NEXT: %[[WN:.*]] = memref.alloc() {cleave.host_memory} : memref<64xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[MN]], %{{.*}} : {{.*}} outs(%[[WN]] :
// CHECK-NOT: __cleave_next_alloc_on_host
// CHECK: return
func.func @step(%w: memref<64xf32> {cleave.placement = "host"}, %m: memref<64xf32> {cleave.placement = "host"},
                %x: memref<64xf32>, %wout: memref<64xf32>, %mout: memref<64xf32>) {
  %dev = memref.alloc() : memref<64xf32>
  linalg.copy ins(%w : memref<64xf32>) outs(%dev : memref<64xf32>)
  %g = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%dev, %x : memref<64xf32>, memref<64xf32>) outs(%g : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  }
  %mn = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%m, %g : memref<64xf32>, memref<64xf32>) outs(%mn : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  }
  %wn = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mn, %x : memref<64xf32>, memref<64xf32>) outs(%wn : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  }
  linalg.copy {cleave.write_back = 1 : i64} ins(%mn : memref<64xf32>) outs(%mout : memref<64xf32>)
  linalg.copy {cleave.write_back = 0 : i64} ins(%wn : memref<64xf32>) outs(%wout : memref<64xf32>)
  memref.dealloc %dev : memref<64xf32>
  memref.dealloc %g : memref<64xf32>
  memref.dealloc %mn : memref<64xf32>
  memref.dealloc %wn : memref<64xf32>
  return
}

// Without host-placed arguments nothing changes.
// CHECK-LABEL: func.func @device_only
// CHECK-NOT: host
func.func @device_only(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  return
}

// A buffer a device op wrote first (reused in place as a host op's init)
// stays device memory.
// CHECK-LABEL: func.func @reused_device_buffer
// CHECK-NOT: __cleave_next_alloc_on_host
// CHECK: return
func.func @reused_device_buffer(%m: memref<64xf32> {cleave.placement = "host"}, %x: memref<64xf32>) {
  %g = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<64xf32>) outs(%g : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%m : memref<64xf32>) outs(%g : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  memref.dealloc %g : memref<64xf32>
  return
}
