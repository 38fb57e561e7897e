// Upstream forms cleave does not model are reported at the op, not dropped.
// RUN: cleave-opt %s --cleave-import-shard -split-input-file -verify-diagnostics

shard.grid @grid(shape = 4)
func.func @halo(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error@+1 {{uses halo sizes, which cleave does not support}}
  %s = shard.sharding @grid split_axes = [[0]] halo_sizes = [1, 2] : !shard.sharding
  %0 = shard.shard %a to %s : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

shard.grid @grid(shape = 4)
func.func @offsets(%a: tensor<14xf32>) -> tensor<14xf32> {
  // expected-error@+1 {{uses explicit sharded_dims_offsets, which cleave does not support}}
  %s = shard.sharding @grid split_axes = [[0]] sharded_dims_offsets = [0, 2, 5, 9, 14] : !shard.sharding
  %0 = shard.shard %a to %s : tensor<14xf32>
  return %0 : tensor<14xf32>
}

// -----

// expected-error@+1 {{axis 1 has a dynamic size; cleave meshes need static sizes}}
shard.grid @grid(shape = 2x?)

// -----

// Upstream silently gives each of 4 devices 1 of the 6 rows; cleave refuses.
shard.grid @grid(shape = 4)
func.func @uneven(%a: tensor<6xf32>) -> tensor<6xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  // expected-error@below {{dimension 0 of size 6 is not divisible into 4 shards}}
  %0 = shard.shard %a to %s : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

shard.grid @grid(shape = 4)
func.func @collective(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{cannot be imported: cleave imports shard.grid, shard.sharding and shard.shard annotations}}
  %0 = shard.all_reduce %a on @grid grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 4)
func.func @too_many_dims(%a: tensor<8xf32>) -> tensor<8xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  // expected-error@+1 {{sharding splits dimension 1 of a rank-1 tensor}}
  %0 = shard.shard %a to %s : tensor<8xf32>
  return %0 : tensor<8xf32>
}
