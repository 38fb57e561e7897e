//===- ImportShard.cpp - Upstream shard annotations to cleave -------------===//
//
// Checks everything first and rewrites only if the whole module imports, so a
// failure leaves the input untouched and every problem is reported at once.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "cleave-import-shard"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEIMPORTSHARD
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

struct ImportShardPass : cleave::impl::CleaveImportShardBase<ImportShardPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  LogicalResult checkGrid(shard::GridOp grid);
  LogicalResult checkSharding(shard::ShardingOp sharding);
  FailureOr<ShardingAttr> convertSharding(shard::ShardOp op,
                                          shard::ShardingOp sharding);
  SmallVector<std::string> namesFor(shard::GridOp grid);
};

} // namespace

SmallVector<std::string> ImportShardPass::namesFor(shard::GridOp grid) {
  SmallVector<std::string> names;
  if (!axisNames.empty()) {
    names.assign(axisNames.begin(), axisNames.end());
    return names;
  }
  for (int64_t i = 0; i < grid.getRank(); ++i)
    names.push_back("a" + std::to_string(i));
  return names;
}

LogicalResult ImportShardPass::checkGrid(shard::GridOp grid) {
  if (!meshShape.empty() &&
      static_cast<int64_t>(meshShape.size()) != grid.getRank() &&
      llvm::any_of(grid.getShape(), ShapedType::isDynamic))
    return grid.emitOpError()
           << "has rank " << grid.getRank() << " with dynamic sizes, but the "
           << "mesh asked for has " << meshShape.size() << " axes";
  for (auto [i, size] : llvm::enumerate(grid.getShape()))
    if (ShapedType::isDynamic(size) && meshShape.empty())
      return grid.emitOpError()
             << "axis " << i
             << " has a dynamic size; cleave meshes need static sizes (give "
                "the mesh's shape, e.g. --mesh on the command line)";
  if (!axisNames.empty() &&
      static_cast<int64_t>(axisNames.size()) != grid.getRank())
    return grid.emitOpError() << "has rank " << grid.getRank() << " but "
                              << axisNames.size() << " axis names were given";
  return success();
}

LogicalResult ImportShardPass::checkSharding(shard::ShardingOp sharding) {
  if (!sharding.getStaticHaloSizes().empty() ||
      !sharding.getDynamicHaloSizes().empty())
    return sharding.emitOpError()
           << "uses halo sizes, which cleave does not support";
  if (!sharding.getStaticShardedDimsOffsets().empty() ||
      !sharding.getDynamicShardedDimsOffsets().empty())
    return sharding.emitOpError()
           << "uses explicit sharded_dims_offsets, which cleave does not "
              "support (use uneven = pad on a cleave sharding instead)";
  return success();
}

FailureOr<ShardingAttr>
ImportShardPass::convertSharding(shard::ShardOp op,
                                 shard::ShardingOp sharding) {
  auto grid = dyn_cast_or_null<shard::GridOp>(
      SymbolTable::lookupNearestSymbolFrom(sharding, sharding.getGridAttr()));
  if (!grid)
    return sharding.emitOpError() << "refers to " << sharding.getGridAttr()
                                  << ", which is not a shard.grid";
  auto type = dyn_cast<RankedTensorType>(op.getSrc().getType());
  if (!type)
    return op.emitOpError()
           << "annotates a value of type " << op.getSrc().getType()
           << "; cleave annotates ranked tensors only";
  ArrayRef<shard::GridAxesAttr> split = sharding.getSplitAxes().getAxes();
  // Empty lists past the rank say nothing: MLIR 22 prints a 0-d tensor's
  // replicated sharding as [[]], and writers pad with trailing [].
  while (static_cast<int64_t>(split.size()) > type.getRank() &&
         split.back().empty())
    split = split.drop_back();
  if (static_cast<int64_t>(split.size()) > type.getRank())
    return op.emitOpError() << "sharding splits dimension " << split.size() - 1
                            << " of a rank-" << type.getRank() << " tensor";
  SmallVector<std::string> names = namesFor(grid);
  MLIRContext *ctx = op.getContext();
  SmallVector<SmallVector<StringAttr>> dims(type.getRank());
  for (auto [dim, axes] : llvm::enumerate(split))
    for (int16_t axis : axes.asArrayRef()) {
      if (axis < 0 || axis >= grid.getRank())
        return sharding.emitOpError()
               << "splits dimension " << dim << " over grid axis " << axis
               << ", but @" << grid.getSymName() << " has rank "
               << grid.getRank();
      dims[dim].push_back(StringAttr::get(ctx, names[axis]));
    }
  return ShardingAttr::getChecked(
      [&]() { return op.emitOpError(); }, ctx,
      FlatSymbolRefAttr::get(ctx, grid.getSymName()),
      [&] {
        SmallVector<Attribute> out;
        for (auto &axes : dims)
          out.push_back(ArrayAttr::get(
              ctx, SmallVector<Attribute>(axes.begin(), axes.end())));
        return ArrayAttr::get(ctx, out);
      }(),
      ArrayAttr::get(ctx, {}), ReductionKind::Sum, UnevenPolicy::Reject);
}

void ImportShardPass::runOnOperation() {
  ModuleOp module = getOperation();
  bool ok = true;

  // Phase 1: check everything and compute the replacements.
  SmallVector<shard::GridOp> grids;
  SmallVector<shard::ShardingOp> shardings;
  SmallVector<std::pair<shard::ShardOp, ShardingAttr>> annotations;
  bool refusedTosa = false;
  module.walk([&](Operation *op) {
    // Dialects Cleave has no rules or lowering for fail here, with the way
    // out, instead of deep in bufferization ("op was not bufferized").
    if (op->getDialect() && op->getDialect()->getNamespace() == "tosa") {
      if (!refusedTosa)
        op->emitOpError()
            << "is a TOSA op, which Cleave does not partition or compile: "
               "lower TOSA to linalg first (mlir-opt "
               "--pass-pipeline=\"builtin.module(func.func(tosa-to-linalg-"
               "named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))\")";
      refusedTosa = true;
      ok = false;
      return;
    }
    if (!isa_and_nonnull<shard::ShardDialect>(op->getDialect()))
      return;
    if (auto grid = dyn_cast<shard::GridOp>(op)) {
      ok &= succeeded(checkGrid(grid));
      grids.push_back(grid);
      return;
    }
    if (auto sharding = dyn_cast<shard::ShardingOp>(op)) {
      ok &= succeeded(checkSharding(sharding));
      shardings.push_back(sharding);
      for (Operation *user : sharding->getUsers())
        if (!isa<shard::ShardOp>(user)) {
          user->emitOpError() << "uses a shard.sharding; only shard.shard "
                                 "uses can be imported";
          ok = false;
        }
      return;
    }
    if (auto shardOp = dyn_cast<shard::ShardOp>(op)) {
      auto sharding = shardOp.getSharding().getDefiningOp<shard::ShardingOp>();
      if (!sharding) {
        shardOp.emitOpError()
            << "takes its sharding from something other than shard.sharding";
        ok = false;
        return;
      }
      FailureOr<ShardingAttr> attr = convertSharding(shardOp, sharding);
      if (failed(attr)) {
        ok = false;
        return;
      }
      annotations.emplace_back(shardOp, *attr);
      return;
    }
    op->emitOpError()
        << "cannot be imported: cleave imports shard.grid, shard.sharding "
           "and shard.shard annotations of single-device programs";
    ok = false;
  });
  if (!ok)
    return signalPassFailure();

  // Phase 2: rewrite.
  OpBuilder b(&getContext());
  for (shard::GridOp grid : grids) {
    b.setInsertionPoint(grid);
    SmallVector<Attribute> names;
    for (const std::string &n : namesFor(grid))
      names.push_back(b.getStringAttr(n));
    // Dynamic sizes are the ones the caller gives (checkGrid).
    SmallVector<int64_t> shape(grid.getShape());
    for (auto [i, size] : llvm::enumerate(shape))
      if (ShapedType::isDynamic(size))
        size = meshShape[i];
    MeshOp::create(b, grid.getLoc(), grid.getSymNameAttr(),
                   b.getArrayAttr(names), b.getDenseI64ArrayAttr(shape),
                   ArrayAttr(), DeviceAttr());
  }
  for (auto [shardOp, attr] : annotations) {
    b.setInsertionPoint(shardOp);
    auto annotate = AnnotateOp::create(b, shardOp.getLoc(), shardOp.getSrc(),
                                       attr, /*hint=*/false);
    shardOp.getResult().replaceAllUsesWith(annotate.getResult());
    shardOp.erase();
  }
  // Phase 1 checked that shard.shard ops were the only users.
  for (shard::ShardingOp sharding : shardings)
    sharding.erase();
  for (shard::GridOp grid : grids)
    grid.erase();
}
