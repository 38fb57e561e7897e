//===- ModelState.h - What a training step holds per device -----*- C++ -*-===//
//
// The model state of a training step, by ZeRO's categories: parameters,
// their gradients and the optimizer state, in bytes per device of the
// (partitioned) function. The state is what `--update` pairs (results with
// `cleave.updates`); an update chain is the elementwise ops from those
// arguments to their updated results. A state argument used outside every
// update chain is a parameter (the forward and backward read it); the rest
// (moments, the step count) are optimizer state. A parameter's gradient is
// the largest value its update chain takes from outside the state (the
// backward's output, reduced or reduce-scattered), counted once per
// parameter.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_MODELSTATE_H
#define CLEAVE_LIB_DRIVER_MODELSTATE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace cleave {

struct ModelState {
  double parameterBytes = 0, gradientBytes = 0, optimizerBytes = 0;
  unsigned parameters = 0;
  double totalBytes() const {
    return parameterBytes + gradientBytes + optimizerBytes;
  }
};

ModelState getModelState(mlir::func::FuncOp fn);

/// ZeRO's stage as the layouts give it (`local` per device of the
/// partitioned function against `global`, the same function unpartitioned,
/// on `devices`): 1 when the optimizer state is sharded over the whole mesh
/// (a 1/devices share each), 2 when the gradients are too, 3 when the
/// parameters are too, else 0. Tensor parallelism shards parameters too;
/// the stage names the bytes held, not how they were split.
int getZeroStage(const ModelState &local, const ModelState &global,
                 int64_t devices);

} // namespace cleave

#endif // CLEAVE_LIB_DRIVER_MODELSTATE_H
