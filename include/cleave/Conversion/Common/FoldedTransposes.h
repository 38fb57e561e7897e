//===- FoldedTransposes.h - Transposes a GEMM reads in place ---*- C++ -*-===//
//
// torch-mlir exports a linear layer as `matmul(x, transpose(w))`, and a
// weight gradient as `matmul(transpose(x), dy)`: BLAS and cuBLAS read either
// operand transposed for free, so cleave-fold-transposes-into-gemms makes
// such a GEMM read the transpose's input directly, and the copy is never
// made. The cost model asks the same question, so the search prices what
// the target runs.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_FOLDEDTRANSPOSES_H
#define CLEAVE_CONVERSION_COMMON_FOLDEDTRANSPOSES_H

namespace mlir {
class Operation;
} // namespace mlir

namespace cleave {

/// Whether `op` is a `linalg.transpose` on tensors swapping the last two
/// dimensions (of a matrix, or of a batch of matrices) each of whose uses
/// is an input of a `linalg.matmul` (2-D) or `linalg.batch_matmul` (3-D)
/// with their default indexing maps: each GEMM will read its input
/// transposed.
bool isTransposeFoldedIntoGemm(mlir::Operation *op);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_FOLDEDTRANSPOSES_H
