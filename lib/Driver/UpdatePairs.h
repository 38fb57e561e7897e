//===- UpdatePairs.h - Which results update which arguments ---------------===//
//
// `--update auto`: a training step returns the next value of each piece of
// state it takes. Types alone pair them in order; an optimizer's own ops
// (w - lr * g, b1 * m + (1 - b1) * g) say which argument a result updates
// when the order differs (per parameter w', m', v' against w.., m.., v..).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_UPDATEPAIRS_H
#define CLEAVE_LIB_DRIVER_UPDATEPAIRS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace cleave {

/// The run of results typed like arguments 0, 1, ... in order, as
/// (result, argument) pairs: from the result where it is longest (a 0-d
/// first parameter, CLIP's logit_scale, is typed like the loss before it:
/// the run from the loss is 1 long).
std::vector<std::pair<unsigned, unsigned>> getInOrderRun(mlir::func::FuncOp fn);

/// The arguments typed like result `result` that it reads through
/// elementwise ops only (an update's own), in argument order.
std::vector<unsigned> getArgumentsUpdatedBy(mlir::func::FuncOp fn,
                                            unsigned result);

/// Pairs results with arguments (result, argument): the in-order pairs
/// `inOrder`, unless one of them contradicts what the results read (a
/// result reads same-typed arguments of the run, but not its own). Then
/// each result takes the run's argument it alone reads, then the first
/// free one it reads, and one that reads none keeps its in-order argument
/// if still free; that pairing is taken only where it pairs every result
/// and more of them with what they read than the order does.
std::vector<std::pair<unsigned, unsigned>>
pairByReads(mlir::func::FuncOp fn,
            const std::vector<std::pair<unsigned, unsigned>> &inOrder,
            bool &reordered);

} // namespace cleave

#endif // CLEAVE_LIB_DRIVER_UPDATEPAIRS_H
