//===- TensorShardingTest.cpp - The sharding algebra ----------------------===//

#include "cleave/Sharding/TensorSharding.h"

#include <gtest/gtest.h>

#include <set>

using namespace cleave;

namespace {

using Dims = std::vector<std::vector<unsigned>>;
constexpr unsigned dp = 0, tp = 1;
MeshShape mesh2x4() { return MeshShape({"dp", "tp"}, {2, 4}); }

TEST(TensorSharding, LocalShape) {
  MeshShape mesh = mesh2x4();
  TensorSharding s(Dims{{dp}, {tp}});
  EXPECT_EQ(s.getLocalShape(mesh, {8, 64}), (std::vector<int64_t>{4, 16}));
  TensorSharding both(Dims{{dp, tp}, {}});
  EXPECT_EQ(both.getLocalShape(mesh, {16, 3}), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(TensorSharding::replicated(2).getLocalShape(mesh, {5, 7}),
            (std::vector<int64_t>{5, 7}));
  // Dynamic dimensions stay dynamic.
  EXPECT_EQ(s.getLocalShape(mesh, {-1, 64}), (std::vector<int64_t>{-1, 16}));
}

TEST(TensorSharding, VerifyRejectsUnevenUnlessPadded) {
  MeshShape mesh({"x"}, {4});
  TensorSharding rows(Dims{{0}});
  std::string err = rows.verify(mesh, {6});
  EXPECT_NE(err.find("not divisible into 4 shards"), std::string::npos) << err;
  TensorSharding padded(Dims{{0}}, {}, Reduction::Sum, Uneven::Pad);
  EXPECT_EQ(padded.verify(mesh, {6}), "");
  EXPECT_EQ(padded.getLocalShape(mesh, {6}), (std::vector<int64_t>{2}));
  // Devices hold rows [0,2), [2,4), [4,6) and nothing.
  EXPECT_EQ(padded.getShardSlice(mesh, {6}, 2)[0], (DimSlice{4, 2}));
  EXPECT_EQ(padded.getShardSlice(mesh, {6}, 3)[0], (DimSlice{6, 0}));
  // 6 rows over 4 devices with ceil 2 cover the tensor exactly once.
  int64_t covered = 0;
  for (int64_t d = 0; d < 4; ++d)
    covered += padded.getShardSlice(mesh, {6}, d)[0].size;
  EXPECT_EQ(covered, 6);
}

TEST(TensorSharding, VerifyStructure) {
  MeshShape mesh = mesh2x4();
  EXPECT_NE(
      TensorSharding(Dims{{dp}, {dp}}).verify(mesh).find("more than once"),
      std::string::npos);
  EXPECT_NE(
      TensorSharding(Dims{{tp}}, {tp}).verify(mesh).find("more than once"),
      std::string::npos);
  EXPECT_NE(TensorSharding(Dims{{7}}).verify(mesh).find("does not exist"),
            std::string::npos);
  EXPECT_NE(TensorSharding(Dims{{dp}}).verify(mesh, {8, 8}).find("rank"),
            std::string::npos);
  EXPECT_EQ(TensorSharding(Dims{{dp}, {}}, {tp}).verify(mesh, {8, 8}), "");
}

TEST(TensorSharding, ShardSlicesTileTheTensorOncePerReplica) {
  MeshShape mesh = mesh2x4();
  TensorSharding s(Dims{{tp}, {}});
  std::vector<int64_t> global = {8, 6};
  // Every element is held by exactly |replicated group| = 2 devices.
  std::vector<int> count(8 * 6, 0);
  for (int64_t d = 0; d < mesh.getNumDevices(); ++d) {
    std::vector<DimSlice> slice = s.getShardSlice(mesh, global, d);
    for (int64_t i = slice[0].offset; i < slice[0].offset + slice[0].size; ++i)
      for (int64_t j = slice[1].offset; j < slice[1].offset + slice[1].size;
           ++j)
        ++count[i * 6 + j];
  }
  for (int c : count)
    EXPECT_EQ(c, 2);
  EXPECT_EQ(s.getShardSlice(mesh, global, 6)[0], (DimSlice{4, 2}));
  EXPECT_EQ(s.getReplicas(mesh, 6), (std::vector<int64_t>{2, 6}));
}

TEST(TensorSharding, AxisOrderWithinADimension) {
  MeshShape mesh = mesh2x4();
  // [dp, tp]: dp picks the outer half, tp the quarter inside it.
  TensorSharding dpMajor(Dims{{dp, tp}});
  TensorSharding tpMajor(Dims{{tp, dp}});
  // Device 5 = (dp 1, tp 1).
  EXPECT_EQ(dpMajor.getShardIndex(mesh, 0, 5), 5);
  EXPECT_EQ(tpMajor.getShardIndex(mesh, 0, 5), 3);
  EXPECT_NE(dpMajor, tpMajor);
  EXPECT_FALSE(dpMajor.isEquivalent(tpMajor, mesh));
}

TEST(TensorSharding, PartialState) {
  MeshShape mesh = mesh2x4();
  TensorSharding p(Dims{{dp}, {}}, {tp}, Reduction::Sum);
  EXPECT_TRUE(p.isPartial());
  EXPECT_FALSE(p.isReplicated());
  EXPECT_TRUE(p.getReplicatedAxes(mesh).empty());
  EXPECT_EQ(p.getReplicas(mesh, 3), (std::vector<int64_t>{3}));
  TensorSharding q(Dims{{dp}, {}}, {tp}, Reduction::Max);
  EXPECT_NE(p, q);
  EXPECT_EQ(p.toString(mesh), "[[dp], []] partial = sum [tp]");
}

TEST(TensorSharding, NormalizationIgnoresUnitAxes) {
  MeshShape mesh({"x", "y"}, {1, 4});
  TensorSharding a(Dims{{0, 1}});
  TensorSharding b(Dims{{1}});
  EXPECT_NE(a, b);
  EXPECT_TRUE(a.isEquivalent(b, mesh));
  EXPECT_TRUE(TensorSharding(Dims{{}}, {0})
                  .isEquivalent(TensorSharding::replicated(1), mesh));
}

TEST(TensorSharding, Compose) {
  MeshShape mesh = mesh2x4();
  TensorSharding outer(Dims{{dp}, {}});
  TensorSharding inner(Dims{{tp}, {}});
  std::string err;
  TensorSharding c = outer.compose(inner, &err);
  EXPECT_EQ(err, "");
  EXPECT_EQ(c, TensorSharding(Dims{{dp, tp}, {}}));
  // Composed local shape equals splitting the local shard again.
  std::vector<int64_t> global = {16, 4};
  std::vector<int64_t> local = outer.getLocalShape(mesh, global);
  EXPECT_EQ(c.getLocalShape(mesh, global), inner.getLocalShape(mesh, local));
  // And the composed block of a device lies inside its outer block.
  for (int64_t d = 0; d < mesh.getNumDevices(); ++d) {
    DimSlice o = outer.getShardSlice(mesh, global, d)[0];
    DimSlice f = c.getShardSlice(mesh, global, d)[0];
    EXPECT_GE(f.offset, o.offset);
    EXPECT_LE(f.offset + f.size, o.offset + o.size);
  }
  outer.compose(TensorSharding(Dims{{dp}, {}}), &err);
  EXPECT_NE(err.find("used by both"), std::string::npos);
  err.clear();
  outer.compose(TensorSharding(Dims{{}}), &err);
  EXPECT_NE(err.find("rank"), std::string::npos);
}

TEST(TensorSharding, RefinesAndCommonPrefix) {
  TensorSharding coarse(Dims{{dp}, {}});
  TensorSharding fine(Dims{{dp, tp}, {}});
  TensorSharding other(Dims{{tp}, {dp}});
  EXPECT_TRUE(fine.refines(coarse));
  EXPECT_FALSE(coarse.refines(fine));
  EXPECT_TRUE(TensorSharding(Dims{{dp}, {tp}}).refines(coarse));
  EXPECT_FALSE(other.refines(coarse));
  EXPECT_TRUE(coarse.refines(TensorSharding::replicated(2)));
  EXPECT_FALSE(TensorSharding(Dims{{dp}, {}}, {tp})
                   .refines(TensorSharding(Dims{{dp}, {}})));
  EXPECT_EQ(fine.commonPrefix(TensorSharding(Dims{{dp}, {tp}})), coarse);
  EXPECT_EQ(fine.commonPrefix(other), TensorSharding::replicated(2));
}

TEST(TensorSharding, SplitDimOfAxis) {
  TensorSharding s(Dims{{}, {tp, dp}});
  EXPECT_EQ(s.getSplitDimOfAxis(tp), 1);
  EXPECT_EQ(s.getSplitDimOfAxis(dp), 1);
  EXPECT_EQ(TensorSharding(Dims{{}}).getSplitDimOfAxis(dp), -1);
}

} // namespace
