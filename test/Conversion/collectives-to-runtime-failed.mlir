// RUN: cleave-opt %s --one-shot-bufferize="bufferize-function-boundaries" -verify-diagnostics

cleave.mesh @mesh(x = 2)
func.func @unsupported_type(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error@+2 {{cannot run on element type 'i8' (the runtime supports f32, f16, bf16, f64, i32, i64)}}
  // expected-error@+1 {{failed to bufferize op}}
  %0 = cleave.all_reduce %arg0 on @mesh axes [x] sum : tensor<4xi8>
  return %0 : tensor<4xi8>
}
