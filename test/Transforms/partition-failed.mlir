// What the partitioner cannot do yet is reported at the op, never miscompiled.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition -split-input-file -verify-diagnostics

cleave.mesh @mesh(a = 4)
// expected-error@+1 {{argument #0: padded shardings are not partitioned yet}}
func.func @padded(%x: tensor<6xf32> {cleave.sharding = #cleave.sharding<@mesh, [[a]], uneven = pad>}) -> tensor<6xf32> {
  return %x : tensor<6xf32>
}

// -----

cleave.mesh @mesh(a = 2)
// expected-error@+1 {{result #0 cannot be returned partial}}
func.func @partial_result(%x: tensor<4xf32>) -> (tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[]], partial = sum [a]>}) {
  return %x : tensor<4xf32>
}

// -----

cleave.mesh @mesh(a = 2)
func.func @make_partial(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{cannot make a value partial on mesh axis 'a' by resharding}}
  %p = cleave.annotate %x : tensor<4xf32> to #cleave.sharding<@mesh, [[]], partial = sum [a]>
  return %p : tensor<4xf32>
}
