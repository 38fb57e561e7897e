//===- UpdateChains.h - From training state to its updates ------*- C++ -*-===//
//
// The update chains of a training step: the elementwise ops (every loop
// parallel) and pass-throughs (views, Cleave's one-operand reshards) that
// lead from the state arguments (those a result updates: `cleave.updates`)
// to the updated results. What a chain takes from outside the state with
// the element count of what it updates is the gradient (the backward's
// output); a state argument read outside every chain is a parameter.
// Shared by the plan's model-state count and by cleave-updates-early.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_LINALGTOBLAS_UPDATECHAINS_H
#define CLEAVE_CONVERSION_LINALGTOBLAS_UPDATECHAINS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace cleave {

class UpdateChains {
public:
  /// The state: arguments some result of `fn` updates.
  explicit UpdateChains(mlir::func::FuncOp fn);

  bool isState(mlir::Value v) const;
  /// Whether `v` derives from the state through chain ops only.
  bool touchesState(mlir::Value v);
  /// Walks back from `updated` (a result's value): records the chain's
  /// ops, and returns the values it takes from outside the state with the
  /// element count of the value they feed (the gradient, possibly scaled).
  llvm::SmallVector<mlir::Value> walk(mlir::Value updated);
  /// Whether some use of `arg` (through pass-throughs) is outside every
  /// chain walked so far.
  bool usedOutsideChains(mlir::Value arg);
  /// The chain ops walked so far.
  const llvm::DenseSet<mlir::Operation *> &ops() const { return chain; }

private:
  llvm::DenseSet<mlir::Value> state;
  llvm::DenseMap<mlir::Operation *, bool> touches;
  llvm::DenseSet<mlir::Operation *> chain;
};

/// Views and Cleave's one-operand ops (reshards, annotations): the same
/// value in another layout or shape.
bool isPassThrough(mlir::Operation *op);

} // namespace cleave

#endif // CLEAVE_CONVERSION_LINALGTOBLAS_UPDATECHAINS_H
