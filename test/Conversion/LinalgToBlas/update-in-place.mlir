// RUN: cleave-opt %s --pass-pipeline='builtin.module(func.func(cleave-update-in-place))' | FileCheck %s

// A result that updates an argument is copied into a tensor of its own
// after the argument's last read (here through a view, after the update
// itself), marked as the write-back the prefetch of host copies waits
// for; the argument is not writable. The marks are consumed. A result
// whose argument is also returned (or that is an argument) is left alone.

#map = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @sgd
// CHECK-SAME: %[[W:.*]]: tensor<4xf32> {bufferization.writable = false}
// CHECK-SAME: -> (tensor<4xf32>, f32) {
func.func @sgd(%w: tensor<4xf32>, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}, f32) {
  %e = tensor.empty() : tensor<4xf32>
  // CHECK: %[[NEW:.*]] = linalg.generic
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  // CHECK: %[[VIEW:.*]] = tensor.expand_shape %[[W]]
  %view = tensor.expand_shape %w [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  // CHECK: %[[LAST:.*]] = tensor.extract %[[VIEW]]
  %c0 = arith.constant 0 : index
  %x = tensor.extract %view[%c0, %c0] : tensor<2x2xf32>
  // CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
  // CHECK-NEXT: %[[COPY:.*]] = linalg.copy {cleave.write_back = 0 : i64} ins(%[[NEW]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
  // CHECK: return %[[COPY]], %[[LAST]]
  return %new, %x : tensor<4xf32>, f32
}

// CHECK-LABEL: func.func @returned
// CHECK-NOT: writable
// CHECK-NOT: linalg.copy
// CHECK-NOT: cleave.updates
func.func @returned(%w: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.negf %a : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %n, %w : tensor<4xf32>, tensor<4xf32>
}

// An optimizer step on the host (its op reads a host-placed argument) that
// is the argument's last reader, at the element it writes, is computed
// straight into the argument's buffer: no copy.
// CHECK-LABEL: func.func @host_step
// CHECK: %[[NEW:.*]] = linalg.generic
// CHECK-NOT: linalg.copy
// CHECK: return %[[NEW]]
func.func @host_step(%w: tensor<4xf32> {cleave.placement = "host"}, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %new : tensor<4xf32>
}

// Not when the argument is read after it, nor when it reads another element
// of the argument than it writes: then the copy goes after the last read.
// CHECK-LABEL: func.func @host_step_read_later
// CHECK: linalg.copy {cleave.write_back = 0 : i64}
// CHECK-LABEL: func.func @host_step_reversed
// CHECK: linalg.copy {cleave.write_back = 0 : i64}
func.func @host_step_read_later(%w: tensor<4xf32> {cleave.placement = "host"}, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %copy = linalg.copy ins(%w : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %new, %copy : tensor<4xf32>, tensor<4xf32>
}
func.func @host_step_reversed(%w: tensor<4xf32> {cleave.placement = "host"}, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i) -> (3 - i)>, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %new : tensor<4xf32>
}

// Nor when its init is not a fresh tensor (what wrote it would write the
// argument's buffer before the argument is read), nor when it reads the
// argument from inside its body, nor when it does not read the argument
// (copies of it still in flight would not be joined before it).
// CHECK-LABEL: func.func @host_step_init_written
// CHECK: linalg.copy {cleave.write_back = 0 : i64}
// CHECK-LABEL: func.func @host_step_reads_inside
// CHECK: linalg.copy {cleave.write_back = 0 : i64}
// CHECK-LABEL: func.func @host_step_without_argument
// CHECK: linalg.copy {cleave.write_back = 0 : i64}
func.func @host_step_init_written(%w: tensor<4xf32> {cleave.placement = "host"}, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%b: f32, %o: f32):
    %d = arith.negf %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %new = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%w : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.addf %a, %o : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %new : tensor<4xf32>
}
func.func @host_step_reads_inside(%w: tensor<4xf32> {cleave.placement = "host"}, %g: tensor<4xf32>) -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %j = arith.subi %c3, %i : index
    %r = tensor.extract %w[%j] : tensor<4xf32>
    %d = arith.subf %r, %b : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %new : tensor<4xf32>
}
func.func @host_step_without_argument(%w: tensor<4xf32> {cleave.placement = "host"}, %m: tensor<4xf32> {cleave.placement = "host"}) -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%m : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.negf %a : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %new : tensor<4xf32>
}
