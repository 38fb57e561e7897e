//===- CostModelTest.cpp - Alpha-beta formulas of collectives -------------===//

#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveAttrs.h"

#include <gtest/gtest.h>

using namespace cleave;

namespace {

TEST(CostModel, AlphaBetaFormulas) {
  const double alpha = 1e-6, beta = 1e9, bytes = 8e6;
  // all_gather / reduce_scatter / all_to_all: alpha + (n-1)/n B/beta.
  EXPECT_DOUBLE_EQ(collectiveSeconds("all_gather", 4, bytes, alpha, beta),
                   alpha + 0.75 * bytes / beta);
  EXPECT_DOUBLE_EQ(collectiveSeconds("reduce_scatter", 4, bytes, alpha, beta),
                   alpha + 0.75 * bytes / beta);
  EXPECT_DOUBLE_EQ(collectiveSeconds("all_to_all", 2, bytes, alpha, beta),
                   alpha + 0.5 * bytes / beta);
  // all_reduce: alpha + 2(n-1)/n B/beta.
  EXPECT_DOUBLE_EQ(collectiveSeconds("all_reduce", 8, bytes, alpha, beta),
                   alpha + 2 * 0.875 * bytes / beta);
  // Point to point moves everything once.
  EXPECT_DOUBLE_EQ(collectiveSeconds("send", 2, bytes, alpha, beta),
                   alpha + bytes / beta);
  // A group of one device costs nothing.
  EXPECT_DOUBLE_EQ(collectiveSeconds("all_reduce", 1, bytes, alpha, beta), 0);
}

TEST(CostModel, GemmShapeClasses) {
  EXPECT_EQ(getGemmShapeClass(8, 4096, 4096), "small");
  EXPECT_EQ(getGemmShapeClass(4096, 4096, 31), "small");
  EXPECT_EQ(getGemmShapeClass(128, 128, 128), "medium");
  EXPECT_EQ(getGemmShapeClass(256, 1024, 512), "");
}

GemmPoint point(double m, double n, double k, bool transposedB,
                double flopsPerSecond) {
  GemmPoint p;
  p.shape = {m, n, k, transposedB};
  p.flopsPerSecond = flopsPerSecond;
  return p;
}

// Measured GEMM points: a point's own figure at its shape; between points
// a geometric mean weighted by exp(-(d^2 - dmin^2) / 2) (d: distance in
// log2 of M, N, K); beyond them all the nearest decides; a transposed B
// takes the transposed points while there are any.
TEST(CostModel, GemmPointInterpolation) {
  std::vector<GemmPoint> points = {point(8, 32, 32, false, 100),
                                   point(512, 512, 512, false, 400),
                                   point(8, 32, 32, true, 50)};
  EXPECT_DOUBLE_EQ(*interpolateGemmPeak(points, {8, 32, 32, false}), 100);
  EXPECT_DOUBLE_EQ(*interpolateGemmPeak(points, {8, 32, 32, true}), 50);
  // Only one transposed point: every transposed shape takes it.
  EXPECT_DOUBLE_EQ(*interpolateGemmPeak(points, {512, 512, 512, true}), 50);
  // Halfway in log2 (64 x 128 x 128: d^2 = 17 to both): the geometric mean.
  EXPECT_NEAR(*interpolateGemmPeak(points, {64, 128, 128, false}), 200, 1e-9);
  // Nearer the big point: nearer its figure, and between the two.
  double near = *interpolateGemmPeak(points, {256, 512, 512, false});
  EXPECT_GT(near, 390);
  EXPECT_LT(near, 400);
  // Far beyond the big point: its figure, almost exactly.
  EXPECT_NEAR(*interpolateGemmPeak(points, {65536, 65536, 65536, false}), 400,
              1e-6);
  // Sizes under 1 (a split of a tiny GEMM) count as 1.
  EXPECT_TRUE(interpolateGemmPeak(points, {0.5, 32, 32, false}).has_value());
  EXPECT_FALSE(interpolateGemmPeak({}, {8, 32, 32, false}).has_value());
  EXPECT_EQ(getGemmPointKey("f32", 8, 32, 64, false), "f32/gemm/8x32x64");
  EXPECT_EQ(getGemmPointKey("f64", 8, 32, 64, true), "f64/gemm-bt/8x32x64");
}

// Measured curves: piecewise linear between points, the last segment on
// beyond them; below the first point a collective keeps its latency, memory
// time scales down to zero.
TEST(CostModel, MeasuredCurves) {
  const double points[] = {1000, 2e-6, 10000, 2e-5};
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(points, 5500, false), 1.1e-5);
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(points, 20000, false), 4e-5);
  // The first segment would reach 0 at x = 0; it is kept above y0 x / x0.
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(points, 500, false), 1e-6);
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(points, 500, true), 1e-6);
  const double latency[] = {1000, 2e-6, 2000, 3e-6};
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(latency, 0, false), 1e-6);
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(latency, 0, true), 0);
  const double one[] = {1000, 2e-6};
  EXPECT_DOUBLE_EQ(interpolateMeasuredCurve(one, 3000, false), 6e-6);
}

} // namespace
