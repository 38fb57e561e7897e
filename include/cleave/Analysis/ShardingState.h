//===- ShardingState.h - Shardings of every value of a function -*- C++ -*-===//
//
// What propagation decides and partitioning consumes, stored in the IR so
// that each pass can be run and tested alone:
//   - `cleave.loops` on `Loops` ops: mesh axes per loop (LoopRule);
//   - `cleave.partial`/`cleave.partial_inputs` on `Loops` ops that keep
//     partial sums partial (lazy reduction);
//   - `cleave.sharding` on function arguments and results;
//   - `cleave.result_shardings` on other ops producing tensors;
//   - `cleave.annotate` results: the annotation.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_SHARDINGSTATE_H
#define CLEAVE_ANALYSIS_SHARDINGSTATE_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Interfaces/LoopRule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {

/// The one mesh of `module`: null if it has none (a single-device program);
/// an error naming `pass` on the second if it has several.
mlir::FailureOr<MeshOp> getTheMesh(mlir::ModuleOp module, llvm::StringRef pass);

class ShardingState {
public:
  ShardingState(MeshOp mesh) : mesh(mesh), shape(getShape(mesh)) {}

  const MeshShape &getMeshShape() const { return shape; }
  MeshOp getMesh() const { return mesh; }

  LoopAxes getLoops(mlir::Operation *op, const LoopRule &rule) const;
  void setLoops(mlir::Operation *op, const LoopAxes &loops) const;

  /// The sharding `value` has where it is produced; std::nullopt if nothing
  /// decided it (a fresh value defaults to replicated).
  std::optional<TensorSharding> getProducerSharding(mlir::Value value) const;
  TensorSharding getProducerShardingOrReplicated(mlir::Value value) const;

  /// Lazy reduction: the partial (sum) axes an op linear in its
  /// partial inputs keeps (`cleave.partial`), and which inputs stay partial
  /// (`cleave.partial_inputs`).
  std::vector<unsigned> getLazyPartialAxes(mlir::Operation *op) const;
  TensorSharding withLazyPartial(mlir::Operation *op,
                                 const TensorSharding &sharding) const;

  ShardingAttr toAttr(const TensorSharding &sharding) const;
  std::optional<TensorSharding> fromAttr(mlir::Attribute attr) const;

private:
  static MeshShape getShape(MeshOp mesh);
  mutable MeshOp mesh; // Op accessors are not const.
  MeshShape shape;
};

} // namespace cleave

#endif // CLEAVE_ANALYSIS_SHARDINGSTATE_H
