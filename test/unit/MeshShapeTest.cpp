//===- MeshShapeTest.cpp - Device numbering on N-D meshes -----------------===//

#include "cleave/Sharding/MeshShape.h"

#include <gtest/gtest.h>

using namespace cleave;

namespace {

MeshShape mesh2x4() { return MeshShape({"dp", "tp"}, {2, 4}); }

TEST(MeshShape, RowMajorNumbering) {
  MeshShape mesh = mesh2x4();
  EXPECT_EQ(mesh.getNumDevices(), 8);
  EXPECT_EQ(mesh.getStride(0), 4);
  EXPECT_EQ(mesh.getStride(1), 1);
  EXPECT_EQ(mesh.getCoordinates(6), (std::vector<int64_t>{1, 2}));
  for (int64_t d = 0; d < mesh.getNumDevices(); ++d)
    EXPECT_EQ(mesh.getDevice(mesh.getCoordinates(d)), d);
}

TEST(MeshShape, GroupsAlongOneAxis) {
  MeshShape mesh = mesh2x4();
  EXPECT_EQ(mesh.getGroup(6, {1}), (std::vector<int64_t>{4, 5, 6, 7}));
  EXPECT_EQ(mesh.getGroup(6, {0}), (std::vector<int64_t>{2, 6}));
  EXPECT_EQ(mesh.getIndexInGroup(6, {1}), 2);
  EXPECT_EQ(mesh.getIndexInGroup(6, {0}), 1);
}

TEST(MeshShape, GroupOrderFollowsAxisOrder) {
  MeshShape mesh = mesh2x4();
  // Group over [tp, dp]: tp is the most significant digit.
  EXPECT_EQ(mesh.getGroup(0, {1, 0}),
            (std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}));
  EXPECT_EQ(mesh.getIndexInGroup(5, {1, 0}), 3);
  EXPECT_EQ(mesh.getIndexInGroup(5, {0, 1}), 5);
  EXPECT_EQ(mesh.getGroupSize({0, 1}), 8);
  EXPECT_EQ(mesh.getGroup(3, {}), (std::vector<int64_t>{3}));
}

TEST(MeshShape, Validate) {
  EXPECT_EQ(mesh2x4().validate(), "");
  EXPECT_NE(MeshShape({"x", "x"}, {2, 2}).validate().find("declared twice"),
            std::string::npos);
  EXPECT_NE(MeshShape({"x"}, {0}).validate().find("must be positive"),
            std::string::npos);
  EXPECT_NE(MeshShape({"1x"}, {2}).validate().find("not an identifier"),
            std::string::npos);
  EXPECT_NE(MeshShape({"x", "y"}, {2}).validate(), "");
}

TEST(MeshShape, ParseShape) {
  EXPECT_EQ(parseMeshShape("8"), (std::vector<int64_t>{8}));
  EXPECT_EQ(parseMeshShape("2x4"), (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(parseMeshShape("2x2x2"), (std::vector<int64_t>{2, 2, 2}));
  EXPECT_FALSE(parseMeshShape(""));
  EXPECT_FALSE(parseMeshShape("2x"));
  EXPECT_FALSE(parseMeshShape("0"));
  EXPECT_FALSE(parseMeshShape("2*4"));
  EXPECT_FALSE(parseMeshShape("x4"));
  EXPECT_FALSE(parseMeshShape("99999999999"));
}

} // namespace
