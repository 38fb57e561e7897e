// RUN: cleave-opt %s --cleave-lower-process-queries | FileCheck %s

cleave.mesh @mesh(dp = 2, tp = 4)

// CHECK-LABEL: func @queries
// CHECK: %[[C1:.*]] = arith.constant 1 : i64
// CHECK: %[[TP:.*]] = call @__cleave_process_index(%[[C1]]) : (i64) -> i64
// CHECK: %[[TPI:.*]] = arith.index_cast %[[TP]] : i64 to index
// CHECK: %[[CM1:.*]] = arith.constant -1 : i64
// CHECK: %[[R:.*]] = call @__cleave_process_index(%[[CM1]]) : (i64) -> i64
// CHECK: %[[RI:.*]] = arith.index_cast %[[R]] : i64 to index
// CHECK: %[[N:.*]] = arith.constant 4 : index
// CHECK: return %[[TPI]], %[[RI]], %[[N]]
func.func @queries() -> (index, index, index) {
  %tp = cleave.process_index on @mesh axes [tp] : index
  %rank = cleave.process_index on @mesh axes [] : index
  %n = cleave.process_count on @mesh axes [tp] : index
  return %tp, %rank, %n : index, index, index
}
