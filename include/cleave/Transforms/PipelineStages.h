//===- PipelineStages.h - A partitioned step as pipeline stages -*- C++ -*-===//
//
// Pipeline parallelism on a training (or inference) step that the
// partitioner has already split over a *microbatch* axis: mesh axis 0 of
// the partitioned program stands for the M microbatches (the batch is split
// on it as data parallelism would split it), so every collective over it is
// a sum over microbatches, which in time is an accumulation. This turns that
// SPMD function into one function per pipeline stage, run by the ranks
// whose coordinate on the execution mesh's axis 0 is the stage:
//
//  - per-microbatch ops (those that depend on the batch) are cut into
//    stages: forward ops (ancestors of results that update nothing: the
//    loss) along program order, balanced by modeled time, at the cut that
//    moves the fewest bytes; backward ops go to the stage of the forward
//    values they read, never to a later stage than the gradients they take;
//    update ops (after the sums over microbatches) to the stage of their
//    latest operand;
//  - each stage runs its per-microbatch ops once per microbatch in the
//    schedule's order (GPipe, 1F1B, or 1F1B with the backward split into
//    input-gradient and weight-gradient halves), on its slice of the batch;
//    sums over microbatches accumulate in place; then the update once;
//  - values crossing stages become cleave.send/cleave.recv over the
//    pipeline axis with one tag per value and microbatch (sends do not
//    block, receives are placed at first use: no schedule deadlocks);
//  - ops that need the whole batch before any backward (the token count of
//    a mean loss) run first, for every microbatch, on every stage that needs
//    them; ops on weights only (no batch) run once per stage that uses them.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PIPELINESTAGES_H
#define CLEAVE_TRANSFORMS_PIPELINESTAGES_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/PipelineSchedule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <functional>
#include <string>
#include <vector>

namespace cleave {

struct PipelineConfig {
  unsigned stages = 1;
  /// The size of the partitioned program's mesh axis 0.
  unsigned microbatches = 1;
  /// The arguments that carry the batch, split over that axis on
  /// dimension 0 (the others do not depend on it).
  std::vector<unsigned> batchArguments;
  PipelineSchedule schedule = PipelineSchedule::OneFOneB;
  /// When nonzero, only the schedule's slots of microbatches below this
  /// are written, on the same shapes: not the step, but the same stages,
  /// slots and modeled times, and (past the schedule's steady state) the
  /// same buffers at their peak: docs/design.md, "Pipeline parallelism".
  /// Values gathered over microbatches hold the unwritten ones' parts from
  /// the start, as the step's last slots hold the earlier microbatches'.
  unsigned scheduledMicrobatches = 0;
  /// The name axis 0 gets on the execution mesh.
  std::string pipelineAxis = "pp";
  /// Modeled seconds of one message of this many bytes between stages
  /// (null: free); the cut between stages is chosen with it.
  std::function<double(double bytes)> transferSeconds;
};

/// Splits `fn` (partitioned on `mesh`, whose axis 0 is the microbatch axis
/// of size config.microbatches) into one public function per stage, named
/// `<fn>__stage<s>`, inserted after `fn`. Their messages name
/// config.pipelineAxis, which the caller makes `mesh`'s axis 0 (of
/// config.stages devices) in place of the microbatch axis; `fn` is left in
/// place (its collectives still name that axis) for the caller to erase. Errors
/// name the op that prevents pipelining (a collective other than a sum over
/// microbatches, a value that needs the whole batch after the backward has
/// begun).
mlir::FailureOr<PipelineResult>
splitPipelineStages(mlir::func::FuncOp fn, MeshOp mesh,
                    const PipelineConfig &config);

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_PIPELINESTAGES_H
