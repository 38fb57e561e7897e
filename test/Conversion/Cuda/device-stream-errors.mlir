// Host code that reads device memory cannot be made asynchronous: a clear
// error naming the op, not a crash at run time.
// RUN: not cleave-opt %s --cleave-device-stream 2>&1 | FileCheck %s --check-prefix=HOST
func.func @reads(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // HOST: error: 'memref.load' would run on the host over device memory
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
