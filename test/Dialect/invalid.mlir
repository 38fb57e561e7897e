// Every verifier error of the cleave dialect, one case per split.
// RUN: cleave-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{mesh axis 'x' is declared twice}}
cleave.mesh @m(x = 2, x = 4)

// -----

// expected-error@+1 {{mesh axis 'x' has size 0; sizes must be positive}}
cleave.mesh @m(x = 0)

// -----

// expected-error@+1 {{needs at least one axis}}
cleave.mesh @m()

// -----

// expected-error@+1 {{has 1 links for 2 axes}}
cleave.mesh @m(x = 2, y = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09>]

// -----

// expected-error@+1 {{link bandwidth must be positive, got 0}}
cleave.mesh @m(x = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 0.0>]

// -----

// expected-error@+1 {{link latency must be non-negative}}
cleave.mesh @m(x = 2) links [#cleave.link<latency = -1.0, bandwidth = 1.0>]

// -----

// expected-error@+1 {{link collectives entry 'all_reduce' must be a #cleave.link without collectives}}
cleave.mesh @m(x = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09, collectives = {all_reduce = 3.0 : f64}>]

// -----

// expected-error@+1 {{link collectives entry 'all_reduc' is not a collective kind}}
cleave.mesh @m(x = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09, collectives = {all_reduc = #cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09>}>]

// -----

// expected-error@+1 {{link curve must have non-negative points in increasing x}}
cleave.mesh @m(x = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09, curve = [2.0, 1.0, 1.0, 2.0]>]

// -----

// expected-error@+1 {{device memory_curve must hold (x, seconds) pairs, got 3 numbers}}
cleave.mesh @m(x = 2) device #cleave.device<name = "d", peak_flops = {f32 = 1.0e+12 : f64}, memory = 1.0, memory_bandwidth = 1.0e+12, memory_curve = [1.0, 2.0, 3.0]>

// -----

// expected-error@+1 {{device op_overhead must be non-negative (0: unknown), got -1}}
cleave.mesh @m(x = 2) device #cleave.device<name = "d", peak_flops = {f32 = 1.0e+12 : f64}, memory = 1.0, memory_bandwidth = 1.0e+12, op_overhead = -1.0>

// -----

// expected-error@+1 {{device memory must be positive}}
cleave.mesh @m(x = 2) device #cleave.device<name = "d", peak_flops = {f32 = 1.0e+12 : f64}, memory = 0.0, memory_bandwidth = 1.0e+12>

// -----

// expected-error@+1 {{peak_flops entry 'f32' must be a positive float}}
cleave.mesh @m(x = 2) device #cleave.device<name = "d", peak_flops = {f32 = "fast"}, memory = 1.0, memory_bandwidth = 1.0e+12>

// -----

func.func @mesh_in_function() {
  // expected-error@+1 {{expects parent op 'builtin.module'}}
  cleave.mesh @m(x = 2)
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @unknown_mesh(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{refers to @nowhere, which is not a cleave.mesh}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@nowhere, [[x]]>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @unknown_axis(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{mesh axis 'z' is not an axis of mesh @m (axes: x, y)}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@m, [[z]]>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @axis_used_twice(%arg0: tensor<8x8xf32>) {
  // expected-error@+1 {{mesh axis 'x' is used more than once in a sharding}}
  %0 = cleave.annotate %arg0 : tensor<8x8xf32> to #cleave.sharding<@m, [[x], [x]]>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @split_and_partial(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{mesh axis 'y' is used more than once in a sharding}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@m, [[y]], partial = sum [y]>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @rank_mismatch(%arg0: tensor<8x8xf32>) {
  // expected-error@+1 {{sharding has rank 1 but the tensor has rank 2}}
  %0 = cleave.annotate %arg0 : tensor<8x8xf32> to #cleave.sharding<@m, [[x]]>
  return
}

// -----

// Upstream `shard` silently computes 6 / 4 = 1 row per device here.
cleave.mesh @m(x = 4)
func.func @uneven(%arg0: tensor<6xf32>) {
  // expected-error@+1 {{dimension 0 of size 6 is not divisible into 4 shards (split a dimension the axes divide, or leave it whole: `uneven = pad` verifies but is not partitioned yet)}}
  %0 = cleave.annotate %arg0 : tensor<6xf32> to #cleave.sharding<@m, [[x]]>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @uneven_two_axes(%arg0: tensor<12xf32>) {
  // expected-error@+1 {{dimension 0 of size 12 is not divisible into 8 shards}}
  %0 = cleave.annotate %arg0 : tensor<12xf32> to #cleave.sharding<@m, [[x, y]]>
  return
}

// -----

cleave.mesh @m(x = 4)
func.func @bad_reduction(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{expected sum, max or min, got 'avg'}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@m, [[]], partial = avg [x]>
  return
}

// -----

cleave.mesh @m(x = 4)
func.func @bad_uneven_policy(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{expected pad or reject, got 'wrap'}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@m, [[x]], uneven = wrap>
  return
}

// -----

cleave.mesh @m(x = 4)
func.func @bad_sharding_key(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{expected 'partial' or 'uneven', got 'halo'}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.sharding<@m, [[x]], halo = 1>
  return
}

// -----

cleave.mesh @m(x = 4)
func.func @not_a_sharding(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{expected a #cleave.sharding attribute}}
  %0 = cleave.annotate %arg0 : tensor<8xf32> to #cleave.link<latency = 1.0, bandwidth = 1.0>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @collective_unknown_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{mesh axis 'tp' is not an axis of mesh @m (axes: x, y)}}
  %0 = cleave.all_reduce %arg0 on @m axes [tp] sum : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @collective_axis_twice(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{mesh axis 'y' is listed twice}}
  %0 = cleave.all_reduce %arg0 on @m axes [y, y] sum : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @collective_unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{refers to @m, which is not a cleave.mesh}}
  %0 = cleave.all_reduce %arg0 on @m axes [y] sum : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_gather_wrong_size(%arg0: tensor<8x16xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{dimension 1 must be 64 (16 * 4 devices), got 32}}
  %0 = cleave.all_gather %arg0 on @m axes [y] dim 1 : tensor<8x16xf32> -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_gather_other_dim(%arg0: tensor<8x16xf32>) -> tensor<16x64xf32> {
  // expected-error@+1 {{dimension 0 must stay 8, got 16}}
  %0 = cleave.all_gather %arg0 on @m axes [y] dim 1 : tensor<8x16xf32> -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_gather_dim_range(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{dim 2 is out of range for a tensor of rank 2}}
  %0 = cleave.all_gather %arg0 on @m axes [y] dim 2 : tensor<8x16xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_gather_element_type(%arg0: tensor<8xf32>) -> tensor<32xf16> {
  // expected-error@+1 {{changes the element type from 'f32' to 'f16'}}
  %0 = cleave.all_gather %arg0 on @m axes [y] dim 0 : tensor<8xf32> -> tensor<32xf16>
  return %0 : tensor<32xf16>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @reduce_scatter_indivisible(%arg0: tensor<6xf32>) -> tensor<1xf32> {
  // expected-error@+1 {{dimension 0 of size 6 is not divisible by the group size 4}}
  %0 = cleave.reduce_scatter %arg0 on @m axes [y] dim 0 sum : tensor<6xf32> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @reduce_scatter_wrong_size(%arg0: tensor<16xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{dimension 0 must be 2 (16 / 8 devices), got 8}}
  %0 = cleave.reduce_scatter %arg0 on @m axes [x, y] dim 0 sum : tensor<16xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_reduce_type(%arg0: tensor<8xf32>) -> tensor<8xf16> {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "cleave.all_reduce"(%arg0) <{mesh = @m, mesh_axes = ["y"], reduction = 0 : i32}> : (tensor<8xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_to_all_indivisible(%arg0: tensor<8x6xf32>) -> tensor<32x1xf32> {
  // expected-error@+1 {{split dimension 1 of size 6 is not divisible by the group size 4}}
  %0 = cleave.all_to_all %arg0 on @m axes [y] split 1 concat 0 : tensor<8x6xf32> -> tensor<32x1xf32>
  return %0 : tensor<32x1xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_to_all_wrong_concat(%arg0: tensor<8x8xf32>) -> tensor<16x2xf32> {
  // expected-error@+1 {{dimension 0 must be 32 for a group of 4, got 16}}
  %0 = cleave.all_to_all %arg0 on @m axes [y] split 1 concat 0 : tensor<8x8xf32> -> tensor<16x2xf32>
  return %0 : tensor<16x2xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @all_to_all_range(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{concat 3 is out of range for a tensor of rank 2}}
  %0 = cleave.all_to_all %arg0 on @m axes [y] split 1 concat 3 : tensor<8x8xf32> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @permute_out_of_group(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{device 4 is outside the group of 4 devices}}
  %0 = cleave.collective_permute %arg0 on @m axes [y] pairs [0 -> 4] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @permute_sends_twice(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{device 0 sends twice}}
  %0 = cleave.collective_permute %arg0 on @m axes [y] pairs [0 -> 1, 0 -> 2] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @permute_receives_twice(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{device 1 receives twice}}
  %0 = cleave.collective_permute %arg0 on @m axes [y] pairs [0 -> 1, 2 -> 1] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @broadcast_root_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{root needs one coordinate per mesh axis (2), got 1}}
  %0 = cleave.broadcast %arg0 on @m axes [x, y] root [0] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @broadcast_root_range(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{root coordinate 4 on mesh axis 'y' is outside [0, 4)}}
  %0 = cleave.broadcast %arg0 on @m axes [y] root [4] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @send_peer_count(%arg0: tensor<8xf32>, %i: index) {
  // expected-error@+1 {{needs one peer coordinate per mesh axis (2), got 1}}
  cleave.send %arg0 on @m axes [x, y] to [%i] tag 0 : tensor<8xf32>
  return
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @recv_no_axes() -> tensor<8xf32> {
  // expected-error@+1 {{needs at least one mesh axis}}
  %0 = cleave.recv on @m axes [] from [] tag 0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @recv_dynamic(%i: index) -> tensor<?xf32> {
  // expected-error@+1 {{result #0 must be statically shaped tensor}}
  %0 = cleave.recv on @m axes [x] from [%i] tag 0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @process_index_results() -> index {
  // expected-error@+1 {{returns one index per mesh axis (2), got 1}}
  %0 = cleave.process_index on @m axes [x, y] : index
  return %0 : index
}

// -----

cleave.mesh @m(x = 2, y = 4)
func.func @process_count_axis() -> index {
  // expected-error@+1 {{mesh axis 'z' is not an axis of mesh @m}}
  %0 = cleave.process_count on @m axes [z] : index
  return %0 : index
}
