//===- PipelineSchedule.h - Pipeline stages and schedules as data -*- C++ -*-//
//
// What a pipelined plan is, without the IR: the schedules, each stage's
// slots and modeled times, and the schedule's modeled step time and bubble.
// The transform is PipelineStages.h; plans and reports read this.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PIPELINESCHEDULE_H
#define CLEAVE_TRANSFORMS_PIPELINESCHEDULE_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cleave {

enum class PipelineSchedule { GPipe, OneFOneB, ZeroBubble };

/// "gpipe", "1f1b", "zb".
llvm::StringRef getScheduleName(PipelineSchedule schedule);
std::optional<PipelineSchedule> parseSchedule(llvm::StringRef name);

/// One slot of a stage's schedule: a phase of one microbatch.
struct PipelineSlot {
  enum Phase { Forward, Backward, WeightGradient } phase = Forward;
  unsigned microbatch = 0;

  /// "F0", "B3", "W1": the slot as plans print it.
  std::string getName() const {
    return (phase == Forward    ? "F"
            : phase == Backward ? "B"
                                : "W") +
           std::to_string(microbatch);
  }
};

struct PipelineStage {
  std::string entry;
  /// Indices into the original function's arguments and results.
  std::vector<unsigned> inputs, outputs;
  unsigned forwardOps = 0, backwardOps = 0, weightGradientOps = 0,
           updateOps = 0;
  /// Modeled seconds of one microbatch's forward, backward (input-gradient
  /// part) and weight-gradient part, and of the update, on this stage.
  double forwardSeconds = 0, backwardSeconds = 0, weightGradientSeconds = 0,
         updateSeconds = 0;
  /// Bytes this stage sends per microbatch (activations and gradients).
  double sendBytesPerMicrobatch = 0;
  /// Where its forward part begins and ends (FILE:LINE of the first and last
  /// forward op), for reports.
  std::string firstForward, lastForward;
  std::vector<PipelineSlot> slots;
};

struct PipelineResult {
  std::vector<PipelineStage> stages;
  /// Ops run for every microbatch before the schedule (whole-batch
  /// reductions the backward needs first).
  unsigned wholeBatchOps = 0;
  /// Modeled seconds before the schedule: each stage runs those ops for
  /// every microbatch, and its ops without the batch once, before its first
  /// slot, side by side with the other stages; the busiest stage's sum
  /// delays the step (the schedule's simulation does not hold them).
  double upFrontSeconds = 0;
  /// The simulated step of the balanced cut and of the cut chosen from it
  /// (the cut's own objective: messages priced by the widest cut).
  double balancedCutSeconds = 0, chosenCutSeconds = 0;
};

/// Modeled time of a schedule: each stage runs its slots in order, a slot
/// starting when the stage is free and its input arrived (forward slots
/// after the previous stage's forward of the same microbatch, backward
/// slots after the next stage's backward), then its update.
struct PipelineTiming {
  double stepSeconds = 0;
  /// Idle time within the schedule (before the updates) over the stages'
  /// total time: (p-1)/(m+p-1) for 1F1B with equal stages.
  double bubbleFraction = 0;
};
PipelineTiming simulatePipeline(const std::vector<PipelineStage> &stages,
                                double transferSeconds);

/// The slot order of `schedule` for stage `stage` of `stages`, with
/// `microbatches` microbatches (zb: each backward slot is followed by its
/// weight-gradient slot).
std::vector<PipelineSlot> getScheduleSlots(PipelineSchedule schedule,
                                           unsigned stage, unsigned stages,
                                           unsigned microbatches);

/// ZB-H1's weight-gradient slots for `stages` (their times, and slots in
/// the zb order, each backward followed by its weight gradient): per stage,
/// the same forward and backward order, each weight gradient deferred into
/// a wait of the stage (one it fits, or any), or run once too many are
/// pending, before a forward that would hold more than p-s+1 microbatches,
/// or at the end; of a few such rules, the one whose simulated step is
/// shortest.
std::vector<std::vector<PipelineSlot>>
placeWeightGradients(const std::vector<PipelineStage> &stages,
                     double transferSeconds);

/// Sets every stage's slots for `schedule`: getScheduleSlots, and for zb
/// the placement above where it models a shorter step.
void assignScheduleSlots(std::vector<PipelineStage> &stages,
                         PipelineSchedule schedule, unsigned microbatches,
                         double transferSeconds);

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_PIPELINESCHEDULE_H
