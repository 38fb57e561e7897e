//===- ReshardPlanTest.cpp - The reshard planner --------------------------===//

#include "cleave/Sharding/ReshardPlan.h"

#include <gtest/gtest.h>

using namespace cleave;

namespace {

using Dims = std::vector<std::vector<unsigned>>;
using Kind = ReshardStep::Kind;
constexpr unsigned dp = 0, tp = 1;
MeshShape mesh2x4() { return MeshShape({"dp", "tp"}, {2, 4}); }

std::vector<ReshardStep> plan(const TensorSharding &from,
                              const TensorSharding &to,
                              std::vector<int64_t> shape = {16, 16}) {
  std::vector<ReshardStep> steps;
  std::string error;
  EXPECT_TRUE(planReshard(mesh2x4(), shape, from, to, steps, error)) << error;
  return steps;
}

TEST(ReshardPlan, SameShardingIsFree) {
  TensorSharding s(Dims{{dp}, {tp}});
  EXPECT_TRUE(plan(s, s).empty());
}

TEST(ReshardPlan, PartialToReplicatedIsAllReduce) {
  auto steps =
      plan(TensorSharding(Dims{{}, {}}, {tp}), TensorSharding::replicated(2));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, Kind::AllReduce);
  EXPECT_EQ(steps[0].axes, std::vector<unsigned>{tp});
}

TEST(ReshardPlan, PartialToSplitIsReduceScatter) {
  auto steps =
      plan(TensorSharding(Dims{{}, {}}, {tp}), TensorSharding(Dims{{tp}, {}}));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, Kind::ReduceScatter);
  EXPECT_EQ(steps[0].dim, 0);
}

TEST(ReshardPlan, SplitToReplicatedIsAllGather) {
  auto steps =
      plan(TensorSharding(Dims{{dp, tp}, {}}), TensorSharding(Dims{{dp}, {}}));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, Kind::AllGather);
  EXPECT_EQ(steps[0].axes, std::vector<unsigned>{tp});
}

TEST(ReshardPlan, MovedSplitIsAllToAll) {
  auto steps =
      plan(TensorSharding(Dims{{tp}, {}}), TensorSharding(Dims{{}, {tp}}));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, Kind::AllToAll);
  EXPECT_EQ(steps[0].dim, 1);
  EXPECT_EQ(steps[0].concatDim, 0);
}

// Several axes moving together, in order, are one all_to_all over their
// group, as the flat mesh of their devices moves its one axis (a gather of
// the whole tensor cost 1.7x as much on 2x2).
TEST(ReshardPlan, MovedSplitOfTwoAxesIsOneAllToAll) {
  auto steps = plan(TensorSharding(Dims{{tp, dp}, {}}),
                    TensorSharding(Dims{{}, {tp, dp}}));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, Kind::AllToAll);
  EXPECT_EQ(steps[0].axes, (std::vector<unsigned>{tp, dp}));
  EXPECT_EQ(steps[0].dim, 1);
  EXPECT_EQ(steps[0].concatDim, 0);
}

// Landing in another order is not the same move: gather, then slice.
TEST(ReshardPlan, MovedSplitInAnotherOrderIsGathered) {
  auto steps = plan(TensorSharding(Dims{{tp, dp}, {}}),
                    TensorSharding(Dims{{}, {dp, tp}}));
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].kind, Kind::AllGather);
  EXPECT_EQ(steps[1].kind, Kind::Slice);
}

TEST(ReshardPlan, ReplicatedToSplitIsLocalSlice) {
  auto steps =
      plan(TensorSharding::replicated(2), TensorSharding(Dims{{dp}, {tp}}));
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].kind, Kind::Slice);
  EXPECT_EQ(steps[1].kind, Kind::Slice);
}

TEST(ReshardPlan, MixedPlanEndsAtTarget) {
  // Partial over dp, columns over tp -> rows over dp, columns replicated.
  TensorSharding from(Dims{{}, {tp}}, {dp});
  TensorSharding to(Dims{{dp}, {}});
  auto steps = plan(from, to);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].kind, Kind::ReduceScatter);
  EXPECT_EQ(steps[1].kind, Kind::AllGather);
  TensorSharding cur = from;
  for (const ReshardStep &s : steps)
    cur = applyReshardStep(cur, s);
  EXPECT_EQ(cur, to);
}

TEST(ReshardPlan, CannotCreatePartial) {
  std::vector<ReshardStep> steps;
  std::string error;
  EXPECT_FALSE(planReshard(mesh2x4(), {16}, TensorSharding::replicated(1),
                           TensorSharding(Dims{{}}, {tp}), steps, error));
  EXPECT_NE(error.find("partial"), std::string::npos);
}

} // namespace
