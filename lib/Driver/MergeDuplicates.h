//===- MergeDuplicates.h - One op for a computation written twice -*- C++
//-*-===//
//
// A loss that calls the model twice gives torch-mlir's program each of its
// ops twice, with inits of their own. The partitioner's clean-up merges the
// copies once their inits are equal, so the search must see one op too: it
// priced both (the partitioned program cost half its objective).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_MERGEDUPLICATES_H
#define CLEAVE_LIB_DRIVER_MERGEDUPLICATES_H

#include "mlir/IR/BuiltinOps.h"

namespace cleave {

/// Replaces each linalg op on tensors that computes what an earlier op of
/// its block computes (same inputs, attributes and body; inits the same
/// value or fresh ones of equal contents: tensor.empty, or a fill of one
/// value into it) by that op, and erases the inits left unused. Inits are
/// not merged otherwise: what is decided per init stays as exported.
void mergeDuplicateComputations(mlir::ModuleOp module);

} // namespace cleave

#endif // CLEAVE_LIB_DRIVER_MERGEDUPLICATES_H
