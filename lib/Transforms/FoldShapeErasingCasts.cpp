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
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFOLDSHAPEERASINGCASTS
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// The source of `v`'s defining cast when the cast only forgets sizes
/// (the source says at least as much), else `v`.
Value withSizesKept(Value v) {
  auto cast = v.getDefiningOp<tensor::CastOp>();
  if (cast && tensor::preservesStaticInformation(cast.getType(),
                                                 cast.getSource().getType()))
    return cast.getSource();
  return v;
}

struct FoldShapeErasingCastsPass
    : cleave::impl::CleaveFoldShapeErasingCastsBase<FoldShapeErasingCastsPass> {
  void runOnOperation() override {
    SmallVector<tensor::ConcatOp> concats;
    getOperation().walk([&](tensor::ConcatOp op) { concats.push_back(op); });
    for (tensor::ConcatOp concat : concats) {
      SmallVector<Value> pieces;
      for (Value operand : concat.getInputs())
        pieces.push_back(withSizesKept(operand));
      if (ValueRange(pieces) == concat.getInputs())
        continue;
      // The pieces' sizes must add up to the result's: a program whose do
      // not fails here, at the concatenation, not at run time.
      RankedTensorType inferred = tensor::ConcatOp::inferResultType(
          concat.getDim(), ValueRange(pieces).getTypes());
      if (failed(verifyCompatibleShape(inferred, concat.getType()))) {
        concat.emitError() << "concatenates pieces of " << inferred
                           << " (their static sizes, under casts to dynamic "
                              "ones), not the result's "
                           << concat.getType();
        return signalPassFailure();
      }
      llvm::SetVector<Operation *> casts; // a cast may feed two pieces
      for (auto [operand, piece] : llvm::zip(concat->getOpOperands(), pieces)) {
        if (operand.get() == piece)
          continue;
        casts.insert(operand.get().getDefiningOp());
        operand.set(piece);
      }
      for (Operation *cast : casts)
        if (cast->use_empty())
          cast->erase();
    }
  }
};

} // namespace
