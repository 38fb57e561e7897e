//===- LowerProcessQueries.cpp - process_index/count to the runtime -------===//

#include "cleave/Conversion/CollectivesToRuntime/Passes.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "cleave-lower-process-queries"

namespace cleave {
#define GEN_PASS_DEF_CLEAVELOWERPROCESSQUERIES
#include "cleave/Conversion/CollectivesToRuntime/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {
struct LowerProcessQueriesPass
    : cleave::impl::CleaveLowerProcessQueriesBase<LowerProcessQueriesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    WalkResult result = getOperation().walk([&](Operation *op) {
      if (auto count = dyn_cast<ProcessCountOp>(op)) {
        FailureOr<MeshOp> mesh = lookupMesh(count, count.getMeshAttr());
        if (failed(mesh))
          return WalkResult::interrupt();
        int64_t n = count.getMeshAxes().empty()
                        ? mesh->getNumDevices()
                        : mesh->getGroupSize(count.getMeshAxes());
        rewriter.setInsertionPoint(count);
        rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(count, n);
        return WalkResult::advance();
      }
      auto index = dyn_cast<ProcessIndexOp>(op);
      if (!index)
        return WalkResult::advance();
      FailureOr<MeshOp> mesh = lookupMesh(index, index.getMeshAttr());
      if (failed(mesh))
        return WalkResult::interrupt();
      rewriter.setInsertionPoint(index);
      RuntimeCalls rt(rewriter, index);
      SmallVector<Value> results;
      SmallVector<int64_t> axes;
      for (Attribute a : index.getMeshAxes())
        axes.push_back(*mesh->getAxisIndex(cast<StringAttr>(a).getValue()));
      if (axes.empty())
        axes.push_back(-1);
      for (int64_t axis : axes) {
        Value i = rt.call("__cleave_process_index", {rt.i64(axis)},
                          {rewriter.getI64Type()})[0];
        results.push_back(arith::IndexCastOp::create(
            rewriter, index.getLoc(), rewriter.getIndexType(), i));
      }
      rewriter.replaceOp(index, results);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
