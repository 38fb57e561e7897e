//===- BufferTouches.h - Where lowered code next touches a buffer -*- C++
//-*-===//
//
// Work started asynchronously on a buffer (a collective, a copy from host
// memory) is waited for just before the first later op that may read or
// write it. After bufferization a buffer is reached through views and
// through the addresses runtime calls take (RuntimeCalls::pointer), so
// "touches" follows both.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_BUFFERTOUCHES_H
#define CLEAVE_CONVERSION_COMMON_BUFFERTOUCHES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseSet.h"

namespace cleave {

/// The allocation (or argument) `buffer` is a view of.
mlir::Value getBufferRoot(mlir::Value buffer);

/// Adds `root`, every memref view of it (transitively), and every value
/// pure region-free ops compute from them (addresses, dims), anywhere in
/// the function.
void addBufferAliases(mlir::Value root, llvm::DenseSet<mlir::Value> &aliases);

/// The buffers whose addresses an index value is computed from.
void getAddressedBuffers(mlir::Value address,
                         llvm::SmallVectorImpl<mlir::Value> &buffers);

/// The first op after `from` in its block that may touch a value of
/// `aliases` (itself, or inside its regions), or the block's terminator.
/// Pure ops using them only add their results; frees of them are skipped
/// and listed in `frees` (they may move after the wait).
mlir::Operation *
findFirstTouch(mlir::Operation *from, llvm::DenseSet<mlir::Value> &aliases,
               llvm::SmallVectorImpl<mlir::Operation *> &frees);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_BUFFERTOUCHES_H
