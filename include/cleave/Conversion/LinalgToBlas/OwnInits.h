//===- OwnInits.h - One init per destination-passing op ---------*- C++ -*-===//
//
// torch-mlir writes one zero fill and uses it as the init of every GEMM of
// a layer or a whole training step. Bufferization writes such a shared init
// out of place: the fill's buffer lives from the first user to the last and
// every user copies it first, and one-shot bufferization's conflict
// analysis grows with the number of users. Each user given its own fill
// (or empty tensor) just before it is written in place.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_LINALGTOBLAS_OWNINITS_H
#define CLEAVE_CONVERSION_LINALGTOBLAS_OWNINITS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace cleave {

/// Gives every destination-passing op of `fn`'s body whose init is a
/// `linalg.fill` or `tensor.empty` used elsewhere too a copy of its own,
/// just before it, numbered `cleave.own_init` so that CSE keeps them apart;
/// originals left without uses are erased. Returns the ops added.
unsigned giveOwnInits(mlir::func::FuncOp fn);

} // namespace cleave

#endif // CLEAVE_CONVERSION_LINALGTOBLAS_OWNINITS_H
