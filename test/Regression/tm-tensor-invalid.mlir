// Bad tm_tensor input: diagnostics at the op, never a crash.
// RUN: cleave-opt %s -split-input-file -verify-diagnostics --cleave-lower-tm-tensor

func.func @map_range(%u: tensor<4x1x3xf32>, %i: tensor<4x1xi64>, %o: tensor<6x3xf32>) -> tensor<6x3xf32> {
  // expected-error@+1 {{dimension_map entry 5 is not a dimension of the original}}
  %g = tm_tensor.scatter {dimension_map = array<i64: 5>} unique_indices(false) ins(%u, %i : tensor<4x1x3xf32>, tensor<4x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return %g : tensor<6x3xf32>
}

// -----

func.func @region(%u: tensor<4x1x3xf32>, %i: tensor<4x1xi64>, %o: tensor<6x3xf32>) -> tensor<6x3xf32> {
  // expected-error@+1 {{region must take two 'f32' arguments}}
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4x1x3xf32>, tensor<4x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: i64, %b: f32):
    tm_tensor.yield %b : f32
  } -> tensor<6x3xf32>
  return %g : tensor<6x3xf32>
}

// -----

func.func @noyield(%u: tensor<4x1x3xf32>, %i: tensor<4x1xi64>, %o: tensor<6x3xf32>) -> tensor<6x3xf32> {
  // expected-error@+1 {{region must yield one 'f32'}}
  %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4x1x3xf32>, tensor<4x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
  } -> tensor<6x3xf32>
  return %g : tensor<6x3xf32>
}

// -----

func.func @excl(%x: tensor<2x5xi64>, %o: tensor<2x5xi64>, %a: tensor<2xi64>) -> tensor<2x5xi64> {
  // expected-error@+1 {{exclusive scans are not supported yet (torch's cumsum is inclusive)}}
  %y:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<2x5xi64>) outs(%o, %a : tensor<2x5xi64>, tensor<2xi64>) {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x5xi64>, tensor<2xi64>
  return %y#0 : tensor<2x5xi64>
}

// -----

func.func @dim(%x: tensor<2x5xi64>, %o: tensor<2x5xi64>, %a: tensor<2xi64>) -> tensor<2x5xi64> {
  // expected-error@+1 {{dimension 7 is out of range}}
  %y:2 = tm_tensor.scan dimension(7) inclusive(true) ins(%x : tensor<2x5xi64>) outs(%o, %a : tensor<2x5xi64>, tensor<2xi64>) {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x5xi64>, tensor<2xi64>
  return %y#0 : tensor<2x5xi64>
}

// -----

func.func @sort_dimension(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{dimension 2 is out of range}}
  %s = tm_tensor.sort dimension(2) outs(%x : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

func.func @sort_shapes(%x: tensor<4x8xf32>, %p: tensor<4x7xi64>) -> tensor<4x8xf32> {
  // expected-error@+1 {{every sorted tensor must have the shape of 'tensor<4x8xf32>'}}
  %s:2 = tm_tensor.sort dimension(1) outs(%x, %p : tensor<4x8xf32>, tensor<4x7xi64>) {
  ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>, tensor<4x7xi64>
  return %s#0 : tensor<4x8xf32>
}

// -----

func.func @sort_comparator(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{region must yield one i1}}
  %s = tm_tensor.sort dimension(1) outs(%x : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

func.func @sort_dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error@+1 {{needs static shapes to be lowered}}
  %s = tm_tensor.sort dimension(1) outs(%x : tensor<?x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<?x8xf32>
  return %s : tensor<?x8xf32>
}
