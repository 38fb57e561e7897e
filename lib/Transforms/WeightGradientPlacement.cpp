//===- WeightGradientPlacement.cpp - ZB-H1's weight-gradient slots --------===//
//
// See PipelineSchedule.h. The zero-bubble schedule's weight-gradient (W)
// slots are placed by simulated time: 1F1B's forward and backward order is
// kept, and a stage whose next slot would wait for another stage runs a
// pending W instead when that W ends before the slot could start, so W
// fills the waits (the cooldown's above all) instead of delaying the
// backward slots the previous stage waits for.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/PipelineSchedule.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace cleave {

namespace {

/// How weight gradients are deferred: at most `extra` + p - s - 1 pending
/// on stage s, and run in a wait only when they fit it (`fitOnly`) or
/// whenever the stage would wait.
struct PlacementRule {
  unsigned extra;
  bool fitOnly;
};

struct Placement {
  const std::vector<PipelineStage> &stages;
  double transfer;
  PlacementRule rule;
  unsigned p = 0, m = 0;
  static constexpr double kUnset = -1;
  std::vector<std::vector<PipelineSlot>> order, placed;
  std::vector<std::vector<double>> forwardEnd, backwardEnd;
  std::vector<size_t> next;
  std::vector<double> free;
  std::vector<std::deque<unsigned>> pending;
  /// Forward and weight-gradient slots run so far, per stage.
  std::vector<unsigned> forwards, weightGradients;

  Placement(const std::vector<PipelineStage> &stages, double transfer,
            PlacementRule rule)
      : stages(stages), transfer(transfer), rule(rule), p(stages.size()) {
    for (const PipelineSlot &slot : stages[0].slots)
      m = std::max(m, slot.microbatch + 1);
    order.resize(p);
    placed.resize(p);
    for (unsigned s = 0; s < p; ++s)
      for (const PipelineSlot &slot : stages[s].slots)
        if (slot.phase != PipelineSlot::WeightGradient)
          order[s].push_back(slot);
    forwardEnd.assign(p, std::vector<double>(m, kUnset));
    backwardEnd.assign(p, std::vector<double>(m, kUnset));
    next.assign(p, 0);
    free.assign(p, 0);
    pending.resize(p);
    forwards.assign(p, 0);
    weightGradients.assign(p, 0);
  }

  /// The stage slot `slot` of stage `s` waits for, if any.
  std::optional<unsigned> producer(unsigned s, const PipelineSlot &slot) const {
    if (slot.phase == PipelineSlot::Forward && s > 0)
      return s - 1;
    if (slot.phase == PipelineSlot::Backward && s + 1 < p)
      return s + 1;
    return std::nullopt;
  }

  /// When `slot` of stage `s` may start by its input (not the stage): the
  /// arrival, or a lower bound on it when the producer has not run yet
  /// (its stage's free time plus its slot), with `known` saying which.
  double arrival(unsigned s, const PipelineSlot &slot, bool &known) const {
    known = true;
    std::optional<unsigned> from = producer(s, slot);
    if (!from)
      return 0;
    const auto &end =
        slot.phase == PipelineSlot::Forward ? forwardEnd : backwardEnd;
    if (end[*from][slot.microbatch] != kUnset)
      return end[*from][slot.microbatch] + transfer;
    known = false;
    double seconds = slot.phase == PipelineSlot::Forward
                         ? stages[*from].forwardSeconds
                         : stages[*from].backwardSeconds;
    return free[*from] + seconds + transfer;
  }

  void runWeightGradient(unsigned s) {
    placed[s].push_back({PipelineSlot::WeightGradient, pending[s].front()});
    pending[s].pop_front();
    free[s] += stages[s].weightGradientSeconds;
    ++weightGradients[s];
  }

  /// Runs what stage `s` can run now; false when it must wait for another
  /// stage (or is done).
  bool step(unsigned s) {
    const PipelineStage &stage = stages[s];
    if (next[s] == order[s].size()) {
      if (pending[s].empty())
        return false;
      runWeightGradient(s);
      return true;
    }
    const PipelineSlot &slot = order[s][next[s]];
    // What a stage holds: 1F1B's p-s microbatches between their forward
    // and their last backward slot, and one more, since a deferred W still
    // holds (part of) its microbatch. Within 1F1B's bound alone no rule
    // shortened the step of equal stages, the 8-layer synthetic step or the
    // 4-layer GPT-2; unbounded, the 8-layer step's stage peaks grew by up
    // to 41%.
    if (slot.phase == PipelineSlot::Forward && !pending[s].empty() &&
        forwards[s] - weightGradients[s] >= p - s + 1) {
      runWeightGradient(s);
      return true;
    }
    bool known;
    double ready = arrival(s, slot, known);
    bool fills = !pending[s].empty() &&
                 (rule.fitOnly ? free[s] + stage.weightGradientSeconds <= ready
                               : free[s] < ready);
    if (fills) {
      runWeightGradient(s);
      return true;
    }
    if (!known)
      return false;
    double start = std::max(ready, free[s]);
    if (slot.phase == PipelineSlot::Forward) {
      free[s] = forwardEnd[s][slot.microbatch] = start + stage.forwardSeconds;
      ++forwards[s];
    } else {
      free[s] = backwardEnd[s][slot.microbatch] = start + stage.backwardSeconds;
    }
    placed[s].push_back(slot);
    ++next[s];
    if (slot.phase == PipelineSlot::Backward) {
      pending[s].push_back(slot.microbatch);
      // Deferred weight gradients hold their microbatches' activations.
      if (pending[s].size() > p - s - 1 + rule.extra)
        runWeightGradient(s);
    }
    return true;
  }

  std::vector<std::vector<PipelineSlot>> run() {
    for (bool progress = true; progress;) {
      progress = false;
      for (unsigned s = 0; s < p; ++s)
        while (step(s))
          progress = true;
    }
    return placed;
  }
};

} // namespace

std::vector<std::vector<PipelineSlot>>
placeWeightGradients(const std::vector<PipelineStage> &stages,
                     double transferSeconds) {
  if (stages.empty())
    return {};
  // Which rule fills the waits best depends on the stages' times: p-s-1
  // pending (the cooldown's waits) can leave the last stages' weight
  // gradients on the backward chain, and a first stage whose backward is
  // all weight gradients (nothing to send back) fits none of them in a
  // wait: they pile up at the end unless run in waits they overflow. Each
  // is simulated; the shortest step wins.
  std::vector<std::vector<PipelineSlot>> best;
  double bestStep = std::numeric_limits<double>::infinity();
  unsigned p = stages.size();
  for (unsigned extra : {0u, 1u, p})
    for (bool fitOnly : {true, false}) {
      std::vector<std::vector<PipelineSlot>> placed =
          Placement(stages, transferSeconds, {extra, fitOnly}).run();
      std::vector<PipelineStage> trial = stages;
      for (unsigned s = 0; s < p; ++s)
        trial[s].slots = placed[s];
      double step = simulatePipeline(trial, transferSeconds).stepSeconds;
      if (step < bestStep) {
        bestStep = step;
        best = std::move(placed);
      }
    }
  return best;
}

void assignScheduleSlots(std::vector<PipelineStage> &stages,
                         PipelineSchedule schedule, unsigned microbatches,
                         double transferSeconds) {
  unsigned p = stages.size();
  for (unsigned s = 0; s < p; ++s)
    stages[s].slots = getScheduleSlots(schedule, s, p, microbatches);
  if (schedule != PipelineSchedule::ZeroBubble || p < 2)
    return;
  std::vector<PipelineStage> trial = stages;
  std::vector<std::vector<PipelineSlot>> placed =
      placeWeightGradients(stages, transferSeconds);
  for (unsigned s = 0; s < p; ++s)
    trial[s].slots = std::move(placed[s]);
  // Kept only where it shortens the step (it fills waits it can see; W
  // right after B may still win when stages are unequal).
  if (simulatePipeline(trial, transferSeconds).stepSeconds <
      simulatePipeline(stages, transferSeconds).stepSeconds * (1 - 1e-9))
    stages = std::move(trial);
}

} // namespace cleave
