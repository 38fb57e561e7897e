//===- ShardingOpInterface.h - How an op is sharded -------------*- C++ -*-===//
//
// The op interface (ShardingOpInterface.td) and what its methods exchange:
// the sharding style, loop rules, compute costs, and the partitioner's
// services a model uses to emit an op's local version.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_SHARDINGOPINTERFACE_H
#define CLEAVE_INTERFACES_SHARDINGOPINTERFACE_H

#include "cleave/IR/CleaveAttrs.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Interfaces/LoopRule.h"
#include "cleave/Sharding/MeshShape.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpDefinition.h"

#include <string>

namespace cleave {

/// See the interface's description.
enum class ShardingStyle { Loops, Layout, Free, Carried, Replicated };

/// What an op costs on one device.
struct ComputeCost {
  double flops = 0;
  double bytes = 0;
  double seconds = 0;
};

/// The partitioner as the models see it: global values of the program being
/// partitioned, their local counterparts and the layouts they have.
class Partitioner {
public:
  virtual ~Partitioner() = default;

  virtual mlir::OpBuilder &getBuilder() = 0;
  virtual MeshOp getMesh() = 0;
  virtual const MeshShape &getMeshShape() = 0;
  /// `global`'s local value laid out as `want` (resharded if needed).
  virtual mlir::FailureOr<mlir::Value>
  get(mlir::Value global, const TensorSharding &want, mlir::Location loc) = 0;
  /// The local counterpart of a value that is not a tensor (an index, a
  /// scalar).
  virtual mlir::Value lookup(mlir::Value global) = 0;
  /// The layout propagation decided for `global` where it is produced.
  virtual TensorSharding getSharding(mlir::Value global) = 0;
  /// The loop assignment propagation decided for `op`.
  virtual LoopAxes getLoops(mlir::Operation *op, const LoopRule &rule) = 0;
  /// `sharding` plus the partial axes lazy reduction keeps on `op`.
  virtual TensorSharding withLazyPartial(mlir::Operation *op,
                                         const TensorSharding &sharding) = 0;
  virtual mlir::RankedTensorType getLocalType(mlir::Value global,
                                              const TensorSharding &s) = 0;
  /// Records `local`, laid out as `sharding`, as `global`'s local value.
  virtual void record(mlir::Value global, mlir::Value local,
                      TensorSharding sharding) = 0;
  /// Replaces `global`'s recorded local value by `local`, same layout.
  virtual void replaceLocal(mlir::Value global, mlir::Value local) = 0;
  /// The layout `global`'s local value has; std::nullopt if it has none yet.
  virtual std::optional<TensorSharding>
  getLocalSharding(mlir::Value global) = 0;
  /// Clones `op` with operands and captured values mapped to local ones;
  /// tensors its regions capture are read whole, so they are replicated.
  virtual mlir::FailureOr<mlir::Operation *>
  cloneReadingCapturesWhole(mlir::Operation *op) = 0;
  /// Maps a value of a region being rebuilt (an induction variable).
  virtual void map(mlir::Value global, mlir::Value local) = 0;
  /// Partitions `op` (one op of a region's body being rebuilt).
  virtual mlir::LogicalResult partitionOp(mlir::Operation &op) = 0;
};

/// Every way of giving each mesh axis of size > 1 to one of `extents.size()`
/// slots (or none), where `allowed[slot]` and the slot's extent is divisible
/// by the product of its axes. Axes on one slot are ordered as on the mesh.
/// The first entry is "nothing split".
std::vector<LoopAxes> enumerateSplits(const MeshShape &mesh,
                                      llvm::ArrayRef<int64_t> extents,
                                      llvm::ArrayRef<bool> allowed);

/// The default strategies of a `Loops` op: every split of its splittable
/// loops (reductions only with a known combiner).
std::vector<LoopAxes> enumerateLoopStrategies(mlir::Operation *op,
                                              const MeshShape &mesh);

/// Partitions a `Loops` op by its rule: operands fetched in the layouts the
/// loops imply (`getOperand` may provide some itself), the op cloned on
/// local blocks. Returns the local op.
mlir::FailureOr<mlir::Operation *> partitionByLoops(
    mlir::Operation *op, const LoopRule &rule, Partitioner &p,
    llvm::function_ref<mlir::FailureOr<mlir::Value>(
        mlir::OpOperand &, const TensorSharding &, const LoopAxes &)>
        getOperand = nullptr);

/// Partitions a `Layout` op: its result is laid out as `want` when each
/// tensor operand can give it (else everything is replicated); `build`
/// creates the local op from the local operands and result type.
mlir::LogicalResult partitionByLayout(
    mlir::Operation *op, Partitioner &p, TensorSharding want,
    llvm::function_ref<mlir::FailureOr<mlir::Value>(
        mlir::OpBuilder &, mlir::ValueRange, mlir::RankedTensorType)>
        build);

/// The fallback: `op` runs whole on every device, on replicated operands,
/// with a remark naming it when it reads tensors.
mlir::LogicalResult partitionReplicated(mlir::Operation *op, Partitioner &p);

/// `partitionByLoops` for `Loops` ops, `partitionReplicated` otherwise.
mlir::LogicalResult partitionByStyle(mlir::Operation *op, Partitioner &p);

} // namespace cleave

#include "cleave/Interfaces/ShardingOpInterface.h.inc"

namespace cleave {

/// The op's style; `Replicated` for ops without a model.
inline ShardingStyle getShardingStyle(mlir::Operation *op) {
  auto iface = llvm::dyn_cast<ShardingOpInterface>(op);
  return iface ? iface.getShardingStyle() : ShardingStyle::Replicated;
}

/// The layout a loop carries a tensor in whose init has layout `init`:
/// reduced (partial sums completed), and on a pipeline's microbatch mesh
/// (kMicrobatchAxisAttr) not split over the microbatch axis, whose
/// collectives the stage writer takes in time only outside loops (a CNN's
/// max-pool backward carried its scatter per microbatch and gathered it in
/// every trip). The search, the partitioner and the sharding state share it.
TensorSharding getCarriedSharding(const TensorSharding &init, MeshOp mesh);

/// Lazy reduction's rule, for cleave-propagate and the search alike: `op`'s
/// single result may stay partial when its inputs `inputs` are partial
/// sums: it is linear in them jointly, and no larger than the largest of
/// them (a delayed reduction never moves more bytes).
bool canStayPartial(ShardingOpInterface op, llvm::ArrayRef<unsigned> inputs);

} // namespace cleave

#endif // CLEAVE_INTERFACES_SHARDINGOPINTERFACE_H
