//===- VerifyOnce.h - Pass pipelines verified at their end ------*- C++ -*-===//
//
// The driver's own short pipelines (preparation, propagation, partitioning,
// clean-up) run many times per plan on programs of tens of thousands of
// ops, and MLIR verifies the whole program after every pass: on the
// 96-layer pipeline search that was a fifth of the time. These run their
// passes unverified and verify the result once, so invalid IR still never
// leaves them.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DRIVER_VERIFYONCE_H
#define CLEAVE_DRIVER_VERIFYONCE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace cleave {

/// Runs `pm` on `module` without verifying after each pass, then verifies
/// `module` once.
mlir::LogicalResult runVerifyingOnce(mlir::PassManager &pm,
                                     mlir::ModuleOp module);

} // namespace cleave

#endif // CLEAVE_DRIVER_VERIFYONCE_H
