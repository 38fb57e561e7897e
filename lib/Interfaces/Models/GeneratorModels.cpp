//===- GeneratorModels.cpp - Sharding fills, empties and constants --------===//
//
// Values that cost nothing to recreate in any layout: a consumer that needs
// another layout gets a fresh local copy rather than data moved between
// devices, and the search treats them as free. linalg.fill is a structured
// op and is sharded by its loops like the others; tensor.empty and
// arith.constant take whatever layout their consumers want.
//
//===----------------------------------------------------------------------===//

#include "LinalgModel.h"

#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace cleave {
namespace {

struct FillModel : linalg_model::LinalgModelBase<FillModel, linalg::FillOp> {
  bool isRecreatable(Operation *) const { return true; }

  /// A scalar fill is refilled at the local shape. Its init is only
  /// overwritten, so whatever it is (an empty tensor, a function argument
  /// the search left split) a fresh empty one stands for it: the search
  /// prices every fill as remade, and a fill of an argument was gathered.
  FailureOr<Value> rematerialize(Operation *op, OpBuilder &b,
                                 RankedTensorType type,
                                 IRMapping &mapping) const {
    auto fill = cast<linalg::FillOp>(op);
    if (isa<ShapedType>(fill.getDpsInputs()[0].getType()))
      return failure();
    Value empty = tensor::EmptyOp::create(b, op->getLoc(), type.getShape(),
                                          type.getElementType());
    return linalg::FillOp::create(
               b, op->getLoc(), mapping.lookupOrDefault(fill.getDpsInputs()[0]),
               empty)
        .getResult(0);
  }
};

struct EmptyModel
    : ShardingOpInterface::ExternalModel<EmptyModel, tensor::EmptyOp> {
  ShardingStyle getShardingStyle(Operation *) const {
    return ShardingStyle::Free;
  }
  bool isRecreatable(Operation *) const { return true; }

  FailureOr<Value> rematerialize(Operation *op, OpBuilder &b,
                                 RankedTensorType type, IRMapping &) const {
    if (!cast<tensor::EmptyOp>(op).getDynamicSizes().empty())
      return failure();
    return Value(tensor::EmptyOp::create(b, op->getLoc(), type.getShape(),
                                         type.getElementType()));
  }

  /// Created directly in its local shape. One of dynamic sizes (inside a
  /// loop: torch-mlir's determinant) is kept whole where it is replicated:
  /// it was refused on every mesh of more than one device though it
  /// compiled on one.
  LogicalResult partition(Operation *op, Partitioner &p) const {
    auto empty = cast<tensor::EmptyOp>(op);
    TensorSharding s = p.getSharding(empty);
    if (!empty.getDynamicSizes().empty()) {
      if (s.isReplicated())
        return partitionReplicated(op, p);
      return op->emitOpError()
             << "dynamic sizes are not split yet: this empty tensor is kept "
                "whole only where it is replicated";
    }
    RankedTensorType type = p.getLocalType(empty, s);
    p.record(empty,
             tensor::EmptyOp::create(p.getBuilder(), op->getLoc(),
                                     type.getShape(), type.getElementType()),
             s);
    return success();
  }
};

/// Splat constants are recreated at any shape; other constants are kept
/// whole on every device.
struct ConstantModel
    : ShardingOpInterface::ExternalModel<ConstantModel, arith::ConstantOp> {
  static DenseElementsAttr getSplat(Operation *op) {
    auto cst = cast<arith::ConstantOp>(op);
    auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
    if (!dense || !dense.isSplat() || !isa<RankedTensorType>(cst.getType()))
      return nullptr;
    return dense;
  }

  ShardingStyle getShardingStyle(Operation *) const {
    return ShardingStyle::Free;
  }
  bool isRecreatable(Operation *) const { return true; }

  FailureOr<Value> rematerialize(Operation *op, OpBuilder &b,
                                 RankedTensorType type, IRMapping &) const {
    DenseElementsAttr splat = getSplat(op);
    if (!splat)
      return failure();
    return Value(arith::ConstantOp::create(b, op->getLoc(), type,
                                           splat.resizeSplat(type)));
  }

  LogicalResult partition(Operation *op, Partitioner &p) const {
    DenseElementsAttr splat = getSplat(op);
    if (!splat)
      return partitionReplicated(op, p);
    Value global = op->getResult(0);
    TensorSharding s = p.getSharding(global);
    RankedTensorType type = p.getLocalType(global, s);
    p.record(global,
             arith::ConstantOp::create(p.getBuilder(), op->getLoc(), type,
                                       splat.resizeSplat(type)),
             s);
    return success();
  }

  /// A splat holds no buffer of its own: fusion folds it into the loops
  /// that read it, and a consumer that writes it (a scatter's or a
  /// reduction's init) gets a fresh buffer filled with it, counted as that
  /// consumer's result (torch's zero-initialized gradient accumulators
  /// counted twice made the model 1.2x a DistilBERT step's replay).
  double getFixedMemoryBytes(Operation *op) const {
    if (getSplat(op))
      return 0;
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !type.hasStaticShape())
      return 0;
    return double(type.getNumElements()) *
           getElementBytes(type.getElementType());
  }
};

} // namespace
} // namespace cleave

void cleave::registerGeneratorShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    linalg::FillOp::attachInterface<FillModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::EmptyOp::attachInterface<EmptyModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    arith::ConstantOp::attachInterface<ConstantModel>(*ctx);
  });
}
