//===- CleaveDialect.h - The cleave dialect ---------------------*- C++ -*-===//

#ifndef CLEAVE_IR_CLEAVEDIALECT_H
#define CLEAVE_IR_CLEAVEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "Cleave/CleaveDialect.h.inc"

namespace cleave {

/// The argument attribute placing an entry argument: "host" when it lives
/// in host memory (Offload.h), copied to the device before use.
constexpr llvm::StringLiteral kPlacementAttr = "cleave.placement";

/// On an op of a per-device program: it runs on the host (an optimizer
/// step of host-placed training state, HostOptimizerStep.h), reading host
/// memory where it is and the device's values over the host link. For a
/// reader of the program only: where an op runs follows from what it reads
/// (runsOnHost in HostMemory.h), which passes that rebuild ops keep.
constexpr llvm::StringLiteral kOnHostAttr = "cleave.on_host";

/// On a mesh being partitioned for a pipeline: the name of the axis that
/// stands for microbatches (PipelineStages.h), whose collectives are
/// accumulations in time.
constexpr llvm::StringLiteral kMicrobatchAxisAttr = "cleave.microbatch_axis";

/// On an op of such a program: which of its loops data parallelism over
/// the microbatch axis splits (DenseBoolArrayAttr, one per loop), so that
/// the search keeps exactly those on it.
constexpr llvm::StringLiteral kMicrobatchLoopsAttr = "cleave.microbatch_loops";

} // namespace cleave

#endif // CLEAVE_IR_CLEAVEDIALECT_H
