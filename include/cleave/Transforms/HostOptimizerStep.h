//===- HostOptimizerStep.h - Host state updated on the host ----*- C++ -*-===//
//
// ZeRO-Offload's optimizer step: when the training state an update chain
// reads and writes (a weight, its moments) is kept in host memory
// (Offload.h), the chain can run on the host instead of copying that state
// to the device and writing it back: only the device values it reads (the
// gradient, a learning rate) cross the host link, and the updated state is
// made where it lives. The chain's ops read the host arguments themselves
// instead of their device copies, which is what puts them on the host.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_HOSTOPTIMIZERSTEP_H
#define CLEAVE_TRANSFORMS_HOSTOPTIMIZERSTEP_H

#include "cleave/IR/CleaveAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace cleave {

/// What moving the host-placed state's update chains to the host would do.
struct HostStepChoice {
  /// The chains' ops (the host arguments' device copies excluded).
  llvm::SmallVector<mlir::Operation *> ops;
  /// Arguments whose update would run on the host.
  llvm::SmallVector<unsigned> arguments;
  /// Modeled seconds of the same work on the device (its compute, the
  /// state's copies in that only the chains read, the write-backs) and on
  /// the host (its compute at the host's memory bandwidth, the device
  /// values it reads over the host link).
  double deviceSeconds = 0, hostSeconds = 0;
};

/// The update chains of `fn` that may run on the host: those whose every
/// training-state argument is host-placed, made of elementwise linalg ops
/// and views, whose values reach only each other and the results updating
/// host arguments. Priced with `device` (a neutral model when null).
HostStepChoice findHostStep(mlir::func::FuncOp fn, DeviceAttr device);

/// Makes `choice`'s ops read the host arguments instead of their device
/// copies (copies left unused are erased), which puts them on the host
/// (runsOnHost); marks the ops that run there kOnHostAttr.
void runOnHost(mlir::func::FuncOp fn, const HostStepChoice &choice);

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_HOSTOPTIMIZERSTEP_H
