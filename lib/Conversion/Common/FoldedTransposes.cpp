//===- FoldedTransposes.cpp - Transposes a GEMM reads in place ------------===//

#include "cleave/Conversion/Common/FoldedTransposes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

bool cleave::isTransposeFoldedIntoGemm(Operation *op) {
  auto transpose = dyn_cast_or_null<linalg::TransposeOp>(op);
  if (!transpose || !transpose.hasPureTensorSemantics() ||
      transpose->getResult(0).use_empty())
    return false;
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  int64_t rank = int64_t(permutation.size());
  if (rank != 2 && rank != 3)
    return false;
  for (int64_t d = 0; d + 2 < rank; ++d)
    if (permutation[d] != d)
      return false;
  if (permutation[rank - 2] != rank - 1 || permutation[rank - 1] != rank - 2)
    return false;
  // Every use: CSE merges the transposes of one weight that two GEMMs read
  // (a shared weight); each reads it in place.
  return llvm::all_of(transpose->getResult(0).getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (auto matmul = dyn_cast<linalg::MatmulOp>(user))
      return rank == 2 && !matmul.hasUserDefinedMaps() &&
             matmul.isDpsInput(&use);
    if (auto batch = dyn_cast<linalg::BatchMatmulOp>(user))
      return rank == 3 && !batch.hasUserDefinedMaps() && batch.isDpsInput(&use);
    return false;
  });
}
