//===- FoldShapeErasingCasts.cpp - Concatenate static pieces --------------===//
//
// See Passes.td. torch-mlir exports torch.roll as two slices cast to a
// dynamic size and concatenated back to the static shape; the casts' values
// are the only dynamically shaped tensors of such a program, which the
// partitioner cannot split, so a plan that split them was refused.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFOLDSHAPEERASINGCASTS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

struct FoldShapeErasingCastsPass
    : cleave::impl::CleaveFoldShapeErasingCastsBase<FoldShapeErasingCastsPass> {
  void runOnOperation() override {
    SmallVector<tensor::CastOp> casts;
    getOperation().walk([&](tensor::CastOp cast) { casts.push_back(cast); });
    for (tensor::CastOp cast : casts) {
      // Only casts that forget sizes: the source says at least as much.
      if (!tensor::preservesStaticInformation(cast.getType(),
                                              cast.getSource().getType()))
        continue;
      for (OpOperand &use : llvm::make_early_inc_range(cast->getUses()))
        // The concatenation's result type stays: the pieces' sizes add
        // up to it.
        if (isa<tensor::ConcatOp>(use.getOwner()))
          use.set(cast.getSource());
      if (cast->use_empty())
        cast->erase();
    }
  }
};

} // namespace
