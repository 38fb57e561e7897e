//===- ShardingUtils.cpp - Between the IR and the sharding algebra --------===//

#include "cleave/IR/ShardingUtils.h"

using namespace mlir;

namespace cleave {

MeshShape getMeshShape(MeshOp mesh) {
  std::vector<std::string> names;
  for (Attribute a : mesh.getAxisNames())
    names.push_back(cast<StringAttr>(a).getValue().str());
  ArrayRef<int64_t> shape = mesh.getShape();
  return MeshShape(std::move(names),
                   std::vector<int64_t>(shape.begin(), shape.end()));
}

static Reduction toReduction(ReductionKind kind) {
  switch (kind) {
  case ReductionKind::Sum:
    return Reduction::Sum;
  case ReductionKind::Max:
    return Reduction::Max;
  case ReductionKind::Min:
    return Reduction::Min;
  }
  llvm_unreachable("unknown reduction kind");
}

static ReductionKind toReductionKind(Reduction kind) {
  switch (kind) {
  case Reduction::Sum:
    return ReductionKind::Sum;
  case Reduction::Max:
    return ReductionKind::Max;
  case Reduction::Min:
    return ReductionKind::Min;
  }
  llvm_unreachable("unknown reduction");
}

FailureOr<TensorSharding>
toTensorSharding(ShardingAttr sharding, MeshOp mesh,
                 function_ref<InFlightDiagnostic()> emitError) {
  auto resolve = [&](Attribute a) -> FailureOr<unsigned> {
    StringRef name = cast<StringAttr>(a).getValue();
    if (std::optional<unsigned> index = mesh.getAxisIndex(name))
      return *index;
    InFlightDiagnostic diag = emitError();
    diag << "mesh axis '" << name << "' is not an axis of mesh @"
         << mesh.getSymName() << " (axes: ";
    llvm::interleaveComma(mesh.getAxisNames(), diag, [&](Attribute axis) {
      diag << cast<StringAttr>(axis).getValue();
    });
    diag << ")";
    return failure();
  };
  std::vector<std::vector<unsigned>> dims;
  for (Attribute dim : sharding.getDimAxes()) {
    dims.emplace_back();
    for (Attribute a : cast<ArrayAttr>(dim)) {
      FailureOr<unsigned> index = resolve(a);
      if (failed(index))
        return failure();
      dims.back().push_back(*index);
    }
  }
  std::vector<unsigned> partial;
  for (Attribute a : sharding.getPartialAxes()) {
    FailureOr<unsigned> index = resolve(a);
    if (failed(index))
      return failure();
    partial.push_back(*index);
  }
  return TensorSharding(
      std::move(dims), std::move(partial),
      toReduction(sharding.getPartialKind()),
      sharding.getUneven() == UnevenPolicy::Pad ? Uneven::Pad : Uneven::Reject);
}

ShardingAttr toShardingAttr(MLIRContext *ctx, FlatSymbolRefAttr meshName,
                            const MeshShape &mesh,
                            const TensorSharding &sharding) {
  auto names = [&](const std::vector<unsigned> &axes) {
    SmallVector<StringAttr> out;
    for (unsigned a : axes)
      out.push_back(StringAttr::get(ctx, mesh.getAxisName(a)));
    return out;
  };
  SmallVector<SmallVector<StringAttr>> dims;
  for (const std::vector<unsigned> &axes : sharding.getAllDimAxes())
    dims.push_back(names(axes));
  return ShardingAttr::get(
      ctx, meshName, dims, names(sharding.getPartialAxes()),
      toReductionKind(sharding.getPartialKind()),
      sharding.getUneven() == Uneven::Pad ? UnevenPolicy::Pad
                                          : UnevenPolicy::Reject);
}

FailureOr<MeshOp> lookupMesh(Operation *from, FlatSymbolRefAttr name,
                             SymbolTableCollection *tables) {
  Operation *symbol = tables ? tables->lookupNearestSymbolFrom(from, name)
                             : SymbolTable::lookupNearestSymbolFrom(from, name);
  auto mesh = dyn_cast_or_null<MeshOp>(symbol);
  if (!mesh)
    return from->emitOpError()
           << "refers to " << name << ", which is not a cleave.mesh";
  return mesh;
}

int64_t getRuntimeDtype(Type type) {
  if (type.isF32())
    return 0;
  if (type.isF16())
    return 1;
  if (type.isBF16())
    return 2;
  if (type.isF64())
    return 3;
  if (type.isInteger(32))
    return 4;
  if (type.isInteger(64))
    return 5;
  if (type.isInteger(8) || type.isInteger(1))
    return 6; // moved as bytes: an i1 occupies one in memory
  return -1;
}

} // namespace cleave
