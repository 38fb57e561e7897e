//===- LoweringStages.h - Stages the target pipelines share -----*- C++ -*-===//
//
// The CPU and CUDA pipelines start the same way, and the CUDA target's kernel
// structure is also what the CPU target emulates: both are built once, here.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_TARGET_LOWERINGSTAGES_H
#define CLEAVE_LIB_TARGET_LOWERINGSTAGES_H

#include "mlir/Pass/PassManager.h"

namespace cleave {

/// Every target's front, on the module: inline, fuse elementwise chains on
/// tensors (never into GEMMs, which must stay BLAS calls), bufferize across
/// function boundaries (collectives become runtime calls on fresh buffers
/// through their bufferization models), and turn results into
/// out-parameters so that the runner owns every buffer.
/// `memoryPasses`: give each destination-passing op an init of its own
/// (cleave-own-inits) and update training state as soon as its gradient is
/// ready (cleave-updates-early); CPU only for now: on CUDA own inits moved
/// a buffer's free between an asynchronous all_reduce and its join, which
/// cleave-overlap-collectives must learn to order first.
void addBufferizeFront(mlir::OpPassManager &pm, bool memoryPasses);

/// Upstream's buffer deallocation pipeline (ownership-based deallocation,
/// simplified, lowered to memref.dealloc), with the block-end deallocs of
/// distinct allocations split before the simplification, which would
/// otherwise compare every pair of buffers (cleave-split-deallocs).
void addBufferDeallocation(mlir::OpPassManager &pm);

/// The GPU program's structure, on one function's linalg ops over buffers:
/// reductions innermost, block-per-row and split-column reduction kernels,
/// parallel loops (with one-thread kernels for what has none), asserts
/// guarded, nests collapsed innermost-first and tiled by 256 threads. What
/// follows maps the tiles to the GPU (CUDA) or emulates them (CPU).
void addGpuKernelShaping(mlir::OpPassManager &funcPm);

} // namespace cleave

#endif // CLEAVE_LIB_TARGET_LOWERINGSTAGES_H
