//===- ElementUses.h - Where the elements of a value go ----------*- C++
//-*-===//
//
// The input analyses that make random inputs valid (InputRanges.h,
// IndexBounds.h's ignored index) follow the elements of an argument forward
// the same way: through views and casts that keep them, into the payloads
// of the linalg ops that read them, and out through their yields.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_ELEMENTUSES_H
#define CLEAVE_TARGET_ELEMENTUSES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace cleave {

/// Calls `visit` on every use of the elements of `value` that is no view,
/// element cast (integer or float), linalg input or yield: those are
/// followed. `visit` may `follow` a value that holds the same elements (a
/// sum with a constant, say); it returns true to stop the walk, whose
/// result it then is.
bool anyElementUse(
    mlir::Value value,
    llvm::function_ref<bool(mlir::OpOperand &use,
                            llvm::function_ref<void(mlir::Value)> follow)>
        visit);

} // namespace cleave

#endif // CLEAVE_TARGET_ELEMENTUSES_H
