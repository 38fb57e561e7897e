//===- ReductionKernels.h - Helpers of GPU reduction kernels ----*- C++ -*-===//
//
// What cleave-gpu-row-reductions and cleave-gpu-column-reductions share: the
// combiner of a single-output reduction body (with its block-reduce kind and
// identity), index arithmetic for simple indexing maps, and one step of the
// body on explicit loop indices.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_GPUKERNELS_REDUCTIONKERNELS_H
#define CLEAVE_CONVERSION_GPUKERNELS_REDUCTIONKERNELS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace cleave {

/// The combiner `yield op(acc, x)` of a single-output reduction body, with
/// the matching block reduction, identity and accumulator type: f64 for f64
/// outputs, else f32 (f16 and bf16 reductions are exact to f32 until the
/// output is rounded once, as cuDNN and PyTorch do); integers in their own
/// type.
struct Combiner {
  mlir::Operation *op = nullptr;
  mlir::gpu::AllReduceOperation kind;
  double identity; ///< floats; integers take theirs from the kind
  mlir::Type accumulator;
};

/// The combiner of `op`'s body if the output's value is used once, by a
/// float add, mul, maximum, minimum, maxnum or minnum, or an integer add,
/// mul, signed or unsigned max or min, and, or or xor, whose result only
/// yields.
std::optional<Combiner> matchCombiner(mlir::linalg::GenericOp op);

/// A static f64, f32, f16, bf16, i32 or i64 op with one output and one
/// reduction loop, the last one, whose maps index with loop dimensions and
/// constants only, the output not along the reduction.
bool isSimpleReduction(mlir::linalg::GenericOp op);

/// Indices of `map`'s results for the loop indices `loops`.
llvm::SmallVector<mlir::Value> applyMap(mlir::OpBuilder &b, mlir::Location loc,
                                        mlir::AffineMap map,
                                        llvm::ArrayRef<mlir::Value> loops);

/// `linear` split row-major over `sizes` (the last varies fastest).
llvm::SmallVector<mlir::Value> delinearize(mlir::OpBuilder &b,
                                           mlir::Location loc,
                                           mlir::Value linear,
                                           llvm::ArrayRef<int64_t> sizes);

/// One step of `op`'s body at `loops`: the inputs loaded, the body applied,
/// the accumulator `acc` combined with the element; returns the new
/// accumulator.
mlir::Value emitBodyStep(mlir::OpBuilder &b, mlir::linalg::GenericOp op,
                         const Combiner &combiner,
                         llvm::ArrayRef<mlir::Value> loops, mlir::Value acc);

/// `combiner`'s operation on the accumulator `acc` and `x` (extended to the
/// accumulator type).
mlir::Value emitCombine(mlir::OpBuilder &b, mlir::Location loc,
                        const Combiner &combiner, mlir::Value acc,
                        mlir::Value x);

/// The combiner's identity as an accumulator constant.
mlir::Value emitIdentity(mlir::OpBuilder &b, mlir::Location loc,
                         const Combiner &combiner);

/// Folds the accumulator `total` into `op`'s output element at `loops`:
/// loaded, combined, rounded to the output type once, stored.
void emitFoldIntoOutput(mlir::OpBuilder &b, mlir::linalg::GenericOp op,
                        const Combiner &combiner,
                        llvm::ArrayRef<mlir::Value> loops, mlir::Value total);

} // namespace cleave

#endif // CLEAVE_CONVERSION_GPUKERNELS_REDUCTIONKERNELS_H
