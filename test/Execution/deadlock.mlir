// A program whose ranks wait for a message nobody sends fails at the time
// limit with a message, instead of hanging.
// The error itself carries each rank's words as the runtime recorded them
// (cleave_last_words), not only as mpirun forwarded them.
// REQUIRES: mpi
// RUN: cleave compile %s -o %t.so
// RUN: not cleave run %t.so --timeout 3 --output %t.out 2>&1 | FileCheck %s
// CHECK-DAG: cleave-runner: error: rank 0 timed out after 3 s, waiting in recv over mesh axes 0 (collective #1)
// CHECK-DAG: cleave-runner: error: rank 1 timed out after 3 s, waiting in recv over mesh axes 0 (collective #1)
// CHECK: cleave: error: the run of '{{.*}}' on 2 ranks failed: a rank timed out after 3 s{{.*}}; rank {{[01]}}: timed out after 3 s, waiting in recv over mesh axes 0 (collective #1)

cleave.mesh @mesh(a = 2)
func.func @stuck(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = cleave.recv on @mesh axes [a] from [%c0] tag 9 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
