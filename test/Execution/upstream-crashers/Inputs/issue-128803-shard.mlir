// The #128803 input in upstream `shard` syntax: grid axis 1 of a 1-D grid.
shard.grid @mesh_1d(shape = 4)
func.func @sharded_tensor_operations(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %s = shard.sharding @mesh_1d split_axes = [[1]] : !shard.sharding
  // expected-error@-1 {{splits dimension 0 over grid axis 1, but @mesh_1d has rank 1}}
  %0 = shard.shard %arg0 to %s : tensor<4xi32>
  return %0 : tensor<4xi32>
}
