//===- CostModelTest.cpp - Alpha-beta formulas of collectives -------------===//

#include "cleave/Cost/CostModel.h"

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

} // namespace
