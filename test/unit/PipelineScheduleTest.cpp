//===- PipelineScheduleTest.cpp - Schedules and their modeled bubble ------===//

#include "cleave/Transforms/PipelineSchedule.h"

#include <gtest/gtest.h>

using namespace cleave;

namespace {

std::vector<PipelineStage> equalStages(PipelineSchedule schedule, unsigned p,
                                       unsigned m, double f, double b,
                                       double w) {
  std::vector<PipelineStage> stages(p);
  for (unsigned s = 0; s < p; ++s) {
    stages[s].forwardSeconds = f;
    stages[s].backwardSeconds = b;
    stages[s].weightGradientSeconds = w;
    stages[s].slots = getScheduleSlots(schedule, s, p, m);
  }
  return stages;
}

/// The most microbatches a stage holds (forward done, backward not yet).
unsigned inFlight(const std::vector<PipelineSlot> &slots) {
  unsigned held = 0, most = 0;
  for (const PipelineSlot &slot : slots) {
    if (slot.phase == PipelineSlot::Forward)
      most = std::max(most, ++held);
    else if (slot.phase == PipelineSlot::Backward)
      --held;
  }
  return most;
}

TEST(PipelineSchedule, OneFOneBBubbleIsTheFormulaForEqualStages) {
  for (unsigned p : {2u, 4u})
    for (unsigned m : {1u, 4u, 8u}) {
      PipelineTiming t = simulatePipeline(
          equalStages(PipelineSchedule::OneFOneB, p, m, 1, 2, 0), 0);
      EXPECT_NEAR(t.bubbleFraction, double(p - 1) / (m + p - 1), 1e-12)
          << "p=" << p << " m=" << m;
      EXPECT_NEAR(t.stepSeconds, 3.0 * (m + p - 1), 1e-12);
      // GPipe has the same bubble, with every microbatch in flight.
      PipelineTiming g = simulatePipeline(
          equalStages(PipelineSchedule::GPipe, p, m, 1, 2, 0), 0);
      EXPECT_NEAR(g.bubbleFraction, double(p - 1) / (m + p - 1), 1e-12);
    }
}

TEST(PipelineSchedule, OneFOneBHoldsAtMostPMinusSMicrobatches) {
  unsigned p = 4, m = 8;
  for (unsigned s = 0; s < p; ++s) {
    std::vector<PipelineSlot> slots =
        getScheduleSlots(PipelineSchedule::OneFOneB, s, p, m);
    EXPECT_EQ(slots.size(), 2 * m);
    EXPECT_EQ(inFlight(slots), p - s);
    EXPECT_EQ(inFlight(getScheduleSlots(PipelineSchedule::GPipe, s, p, m)), m);
    // Each microbatch's backward comes after its forward.
    std::vector<int> forwardAt(m, -1);
    for (unsigned i = 0; i < slots.size(); ++i)
      if (slots[i].phase == PipelineSlot::Forward)
        forwardAt[slots[i].microbatch] = i;
      else
        EXPECT_GE(forwardAt[slots[i].microbatch], 0);
  }
}

TEST(PipelineSchedule, WeightGradientSplitShrinksTheBubble) {
  unsigned p = 4, m = 4;
  // The same backward work, half of it weight gradients nobody waits for.
  PipelineTiming whole = simulatePipeline(
      equalStages(PipelineSchedule::OneFOneB, p, m, 1, 1, 1), 0);
  PipelineTiming split = simulatePipeline(
      equalStages(PipelineSchedule::ZeroBubble, p, m, 1, 1, 1), 0);
  EXPECT_NEAR(whole.bubbleFraction, 3.0 / 7, 1e-12);
  EXPECT_LT(split.bubbleFraction, whole.bubbleFraction);
  EXPECT_LT(split.stepSeconds, whole.stepSeconds);
  std::vector<PipelineSlot> slots =
      getScheduleSlots(PipelineSchedule::ZeroBubble, 0, p, m);
  EXPECT_EQ(slots.size(), 3 * m);
  EXPECT_EQ(inFlight(slots), p);
}

TEST(PipelineSchedule, WeightGradientsFillTheWaits) {
  // ZB-H1: weight gradients placed by simulated time into the waits of
  // 1F1B's order. Equal stages, W as long as B.
  for (unsigned p : {2u, 4u})
    for (unsigned m : {4u, 8u}) {
      std::vector<PipelineStage> afterB =
          equalStages(PipelineSchedule::ZeroBubble, p, m, 1, 1, 1);
      std::vector<PipelineStage> placed = afterB;
      assignScheduleSlots(placed, PipelineSchedule::ZeroBubble, m, 0);
      PipelineTiming before = simulatePipeline(afterB, 0);
      PipelineTiming after = simulatePipeline(placed, 0);
      EXPECT_LE(after.stepSeconds, before.stepSeconds) << p << "x" << m;
      for (unsigned s = 0; s < p; ++s) {
        // Every slot once; each W after its own B; F and B in 1F1B's order.
        std::vector<PipelineSlot> fb, expected;
        std::vector<int> backwardAt(m, -1);
        unsigned w = 0;
        for (unsigned i = 0; i < placed[s].slots.size(); ++i) {
          const PipelineSlot &slot = placed[s].slots[i];
          if (slot.phase == PipelineSlot::WeightGradient) {
            EXPECT_GE(backwardAt[slot.microbatch], 0);
            ++w;
            continue;
          }
          if (slot.phase == PipelineSlot::Backward)
            backwardAt[slot.microbatch] = i;
          fb.push_back(slot);
        }
        EXPECT_EQ(w, m);
        for (const PipelineSlot &slot : afterB[s].slots)
          if (slot.phase != PipelineSlot::WeightGradient)
            expected.push_back(slot);
        ASSERT_EQ(fb.size(), expected.size());
        for (unsigned i = 0; i < fb.size(); ++i)
          EXPECT_TRUE(fb[i].phase == expected[i].phase &&
                      fb[i].microbatch == expected[i].microbatch);
      }
    }
  // 4 stages, 8 microbatches: the waits of the cooldown are filled, and the
  // step is shorter than with each W right after its B.
  std::vector<PipelineStage> afterB =
      equalStages(PipelineSchedule::ZeroBubble, 4, 8, 1, 1, 1);
  std::vector<PipelineStage> placed = afterB;
  assignScheduleSlots(placed, PipelineSchedule::ZeroBubble, 8, 0);
  EXPECT_LT(simulatePipeline(placed, 0).stepSeconds,
            simulatePipeline(afterB, 0).stepSeconds);
  // W right after B: 30 units; ZB-H1's m(F+B+W) + (p-1)(F+B-W) = 27 holds
  // more microbatches than the placement's bound of one beyond 1F1B: 29.
  EXPECT_DOUBLE_EQ(simulatePipeline(placed, 0).stepSeconds, 29);
  EXPECT_DOUBLE_EQ(simulatePipeline(afterB, 0).stepSeconds, 30);
  // That bound, on every stage: forwards run less weight gradients run.
  for (unsigned s = 0; s < 4; ++s) {
    int held = 0, most = 0;
    for (const PipelineSlot &slot : placed[s].slots) {
      held += slot.phase == PipelineSlot::Forward;
      held -= slot.phase == PipelineSlot::WeightGradient;
      most = std::max(most, held);
    }
    EXPECT_LE(most, int(4 - s + 1)) << "stage " << s;
  }
  EXPECT_LT(simulatePipeline(placed, 0).bubbleFraction,
            simulatePipeline(afterB, 0).bubbleFraction);
}

TEST(PipelineSchedule, TransfersDelayTheSchedule) {
  PipelineTiming fast = simulatePipeline(
      equalStages(PipelineSchedule::OneFOneB, 2, 4, 1, 2, 0), 0);
  PipelineTiming slow = simulatePipeline(
      equalStages(PipelineSchedule::OneFOneB, 2, 4, 1, 2, 0), 0.5);
  EXPECT_GT(slow.stepSeconds, fast.stepSeconds);
}

TEST(PipelineSchedule, Names) {
  for (auto s : {PipelineSchedule::GPipe, PipelineSchedule::OneFOneB,
                 PipelineSchedule::ZeroBubble})
    EXPECT_EQ(parseSchedule(getScheduleName(s)), s);
  EXPECT_FALSE(parseSchedule("interleaved"));
}

} // namespace
