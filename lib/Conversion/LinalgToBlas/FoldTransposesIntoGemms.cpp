//===- FoldTransposesIntoGemms.cpp - GEMMs read transposes in place -------===//

#include "cleave/Conversion/Common/FoldedTransposes.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEFOLDTRANSPOSESINTOGEMMS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Makes `gemm` read the input of each transpose it reads that folds,
/// through the operand's map with its last two results swapped.
void foldTransposes(RewriterBase &rewriter, linalg::LinalgOp gemm) {
  SmallVector<std::pair<unsigned, Value>> folded;
  for (OpOperand *input : gemm.getDpsInputOperands())
    if (auto t = input->get().getDefiningOp<linalg::TransposeOp>();
        t && cleave::isTransposeFoldedIntoGemm(t))
      folded.push_back({input->getOperandNumber(), t.getInput()});
  if (folded.empty())
    return;
  rewriter.setInsertionPoint(gemm);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, gemm);
  if (failed(generic))
    return;
  SmallVector<AffineMap> maps = generic->getIndexingMapsArray();
  for (auto [number, source] : folded) {
    AffineMap map = maps[number];
    SmallVector<AffineExpr> results(map.getResults());
    std::swap(results[results.size() - 2], results[results.size() - 1]);
    maps[number] = AffineMap::get(map.getNumDims(), map.getNumSymbols(),
                                  results, map.getContext());
  }
  rewriter.modifyOpInPlace(*generic, [&] {
    generic->setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    for (auto [number, source] : folded)
      generic->setOperand(number, source);
  });
}

struct FoldTransposesIntoGemmsPass
    : cleave::impl::CleaveFoldTransposesIntoGemmsBase<
          FoldTransposesIntoGemmsPass> {
  void runOnOperation() override {
    // Decided on the whole function first: a GEMM reading two transposes
    // folds both (the rule holds for each before either folds).
    SmallVector<linalg::LinalgOp> gemms;
    SmallVector<Operation *> transposes;
    getOperation().walk([&](linalg::TransposeOp op) {
      if (!cleave::isTransposeFoldedIntoGemm(op))
        return;
      transposes.push_back(op);
      for (Operation *user : op->getUsers()) {
        auto gemm = cast<linalg::LinalgOp>(user);
        if (!llvm::is_contained(gemms, gemm))
          gemms.push_back(gemm);
      }
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp gemm : gemms)
      foldTransposes(rewriter, gemm);
    for (Operation *transpose : transposes)
      if (transpose->use_empty())
        rewriter.eraseOp(transpose);
  }
};

} // namespace
