//===- EmitReshard.cpp - Emitting a reshard plan as collectives -----------===//

#include "cleave/Partition/EmitReshard.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace cleave {

ArrayAttr axisNames(OpBuilder &b, const MeshShape &mesh,
                    const std::vector<unsigned> &axes) {
  SmallVector<Attribute> names;
  for (unsigned a : axes)
    names.push_back(b.getStringAttr(mesh.getAxisName(a)));
  return b.getArrayAttr(names);
}

Value emitBlockOffset(OpBuilder &b, Location loc, MeshOp meshOp,
                      const std::vector<unsigned> &axes, int64_t extent) {
  MeshShape mesh = getMeshShape(meshOp);
  SmallVector<Type> indexTypes(axes.size(), b.getIndexType());
  auto coords = ProcessIndexOp::create(
      b, loc, indexTypes, FlatSymbolRefAttr::get(meshOp.getSymNameAttr()),
      axisNames(b, mesh, axes));
  // The block's position: the axes' coordinates, major to minor.
  Value linear = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [i, a] : llvm::enumerate(axes)) {
    Value size = arith::ConstantIndexOp::create(b, loc, mesh.getAxisSize(a));
    linear = arith::AddIOp::create(b, loc,
                                   arith::MulIOp::create(b, loc, linear, size),
                                   coords.getResult(i));
  }
  return arith::MulIOp::create(b, loc, linear,
                               arith::ConstantIndexOp::create(b, loc, extent));
}

bool isZeroTensor(Value value) {
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    value = fill.getDpsInputs()[0];
  return matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero());
}

Value emitKeptOnFirst(OpBuilder &b, Location loc, MeshOp meshOp,
                      const std::vector<unsigned> &axes, Value value) {
  MeshShape mesh = getMeshShape(meshOp);
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<Type> indexTypes(axes.size(), b.getIndexType());
  auto coords = ProcessIndexOp::create(
      b, loc, indexTypes, FlatSymbolRefAttr::get(meshOp.getSymNameAttr()),
      axisNames(b, mesh, axes));
  Value zeroIndex = arith::ConstantIndexOp::create(b, loc, 0);
  Value first = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (Value coord : coords.getResults())
    first = arith::AndIOp::create(
        b, loc, first,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, coord,
                              zeroIndex));
  Value zeros = arith::ConstantOp::create(
      b, loc, type,
      SplatElementsAttr::get(type, b.getZeroAttr(type.getElementType())));
  return arith::SelectOp::create(b, loc, first, value, zeros);
}

static ReductionKind toKind(Reduction r) {
  return r == Reduction::Sum   ? ReductionKind::Sum
         : r == Reduction::Max ? ReductionKind::Max
                               : ReductionKind::Min;
}

FailureOr<Value> emitReshard(OpBuilder &b, Location loc, Value local,
                             MeshOp meshOp, ArrayRef<int64_t> globalShape,
                             const TensorSharding &from,
                             const TensorSharding &to) {
  MeshShape mesh = getMeshShape(meshOp);
  std::vector<int64_t> global(globalShape.begin(), globalShape.end());
  std::vector<ReshardStep> steps;
  std::string error;
  if (!planReshard(mesh, global, from, to, steps, error))
    return emitError(loc) << error;
  FlatSymbolRefAttr meshRef = FlatSymbolRefAttr::get(meshOp.getSymNameAttr());
  StringRef meshName = meshOp.getSymName();
  TensorSharding cur = from;
  Value value = local;
  for (const ReshardStep &step : steps) {
    TensorSharding next = applyReshardStep(cur, step);
    auto type = cast<RankedTensorType>(value.getType());
    auto nextType = RankedTensorType::get(next.getLocalShape(mesh, global),
                                          type.getElementType());
    ArrayAttr axes = axisNames(b, mesh, step.axes);
    switch (step.kind) {
    case ReshardStep::Kind::AllReduce:
      value = AllReduceOp::create(
          b, loc, type, value, meshRef, axes,
          ReductionKindAttr::get(b.getContext(), toKind(step.reduction)));
      break;
    case ReshardStep::Kind::ReduceScatter:
      value = ReduceScatterOp::create(
          b, loc, nextType, value, meshRef, axes, b.getI64IntegerAttr(step.dim),
          ReductionKindAttr::get(b.getContext(), toKind(step.reduction)));
      break;
    case ReshardStep::Kind::AllGather:
      value = AllGatherOp::create(b, loc, nextType, value, meshName, axes,
                                  step.dim);
      break;
    case ReshardStep::Kind::AllToAll:
      value = AllToAllOp::create(b, loc, nextType, value, meshName, axes,
                                 step.dim, step.concatDim);
      break;
    case ReshardStep::Kind::Slice: {
      int64_t extent = nextType.getDimSize(step.dim);
      if (type.getDimSize(step.dim) % mesh.getGroupSize(step.axes) != 0)
        return emitError(loc) << "cannot split dimension " << step.dim
                              << " of size " << type.getDimSize(step.dim)
                              << " evenly over mesh axes " << axes;
      Value offset = emitBlockOffset(b, loc, meshOp, step.axes, extent);
      SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
      offsets[step.dim] = offset;
      SmallVector<OpFoldResult> sizes,
          strides(type.getRank(), b.getIndexAttr(1));
      for (int64_t s : nextType.getShape())
        sizes.push_back(b.getIndexAttr(s));
      value = tensor::ExtractSliceOp::create(b, loc, nextType, value, offsets,
                                             sizes, strides);
      break;
    }
    }
    cur = next;
  }
  return value;
}

} // namespace cleave
