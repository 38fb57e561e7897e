// What the partitioner cannot do yet is reported at the op, never miscompiled.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition -split-input-file -verify-diagnostics

cleave.mesh @mesh(a = 2)
func.func @loop(%x: tensor<8xf32>) -> tensor<8xf32> {
  %xs = cleave.annotate %x : tensor<8xf32> to #cleave.sharding<@mesh, [[a]]>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-remark@+2 {{ops with regions are replicated by this version of the partitioner}}
  // expected-error@+1 {{'scf.for' op has regions that read tensors defined outside; the partitioner does not handle it yet}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %xs) -> (tensor<8xf32>) {
    %s = arith.addf %acc, %xs : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

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
