//===- DistinctResults.cpp - One tensor per function result ---------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEDISTINCTRESULTS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

struct DistinctResultsPass
    : cleave::impl::CleaveDistinctResultsBase<DistinctResultsPass> {
  void runOnOperation() override {
    getOperation().walk([](func::ReturnOp ret) {
      llvm::SmallDenseSet<Value> seen;
      OpBuilder b(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        Value value = operand.get();
        auto type = dyn_cast<RankedTensorType>(value.getType());
        if (!type || isa<BlockArgument>(value) || seen.insert(value).second)
          continue;
        Value empty =
            tensor::EmptyOp::create(b, ret.getLoc(), type.getShape(),
                                    type.getElementType(), ValueRange{});
        Value copy =
            linalg::CopyOp::create(b, ret.getLoc(), value, empty).getResult(0);
        operand.set(copy);
      }
    });
  }
};

} // namespace
