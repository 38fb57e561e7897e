// Regression (issue 12): a function argument whose `cleave.sharding` has the
// wrong rank crashed the search (propagation diagnosed it). The dialect's
// verifier now refuses it, for every pass and command.
// RUN: cleave-opt %s -split-input-file -verify-diagnostics

cleave.mesh @mesh(x = 2)
// expected-error@+1 {{'cleave.sharding' of argument #0 lists 2 dimensions, but its type 'tensor<8xf32>' has rank 1}}
func.func @arg_rank(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[x], []]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

cleave.mesh @mesh(x = 2)
// expected-error@+1 {{'cleave.sharding' of result #0 lists 1 dimensions, but its type 'tensor<8x4xf32>' has rank 2}}
func.func @result_rank(%a: tensor<8x4xf32>) -> (tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[x]]>}) {
  return %a : tensor<8x4xf32>
}

// -----

cleave.mesh @mesh(x = 2)
// expected-error@+1 {{'cleave.sharding' on argument #0 of type 'f32', which is not a ranked tensor}}
func.func @scalar(%a: f32 {cleave.sharding = #cleave.sharding<@mesh, []>}) -> f32 {
  return %a : f32
}

// -----

// expected-error@+1 {{'cleave.sharding' of argument #0 is not a #cleave.sharding attribute}}
func.func @not_a_sharding(%a: tensor<8xf32> {cleave.sharding = 3 : i64}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
