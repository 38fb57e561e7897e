// RUN: cleave-opt %s --one-shot-bufferize="bufferize-function-boundaries" -split-input-file -verify-diagnostics

cleave.mesh @mesh(x = 2)
func.func @unsupported_type(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  // expected-error@+2 {{cannot run on element type 'i16' (the runtime supports f32, f16, bf16, f64, i32, i64, i8 and i1)}}
  // expected-error@+1 {{failed to bufferize op}}
  %0 = cleave.all_reduce %arg0 on @mesh axes [x] sum : tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

cleave.mesh @mesh(x = 2)
func.func @boolean_sum(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+2 {{cannot reduce i1 values}}
  // expected-error@+1 {{failed to bufferize op}}
  %0 = cleave.all_reduce %arg0 on @mesh axes [x] sum : tensor<4xi1>
  return %0 : tensor<4xi1>
}
