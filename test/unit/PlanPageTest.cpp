//===- PlanPageTest.cpp - Folding a plan's rows, and its HTML page --------===//
//
// Plans built by hand (no MLIR): repeated layers fold into one block cut
// between layers, short repeats stay as they are, and the page escapes
// what it takes from the plan.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/PlanBlocks.h"
#include "cleave/Driver/Results.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace cleave;

namespace cleave {
/// Failures print blocks as {first, length, count}.
void PrintTo(const RowBlock &b, std::ostream *os) {
  *os << "{" << b.first << ", " << b.length << ", " << b.count << "}";
}
} // namespace cleave

namespace {

/// One row per letter of `ops`, each a distinct op; every row at its own
/// program point with `live[i]` bytes live (1 when not given).
Plan makePlan(llvm::StringRef ops, std::vector<double> live = {}) {
  Plan plan;
  for (size_t i = 0; i < ops.size(); ++i) {
    PlanRow row;
    row.opName = std::string("test.") + ops[i];
    row.localResultType = "tensor<4xf32>";
    row.computeSeconds = 1e-6 * (ops[i] - 'A' + 1);
    row.programPoint = i;
    plan.rows.push_back(row);
    plan.liveBytes.push_back(i < live.size() ? live[i] : 1);
  }
  return plan;
}

std::vector<RowBlock> blocksOf(std::initializer_list<RowBlock> list) {
  return list;
}

TEST(PlanBlocks, FoldsIdenticalLayers) {
  // An embedding, five layers of four ops, a head.
  Plan plan = makePlan("EABCBABCBABCBABCBABCBH");
  EXPECT_EQ(foldRepeatedRows(plan),
            blocksOf({{0, 1, 1}, {1, 4, 5}, {21, 1, 1}}));
}

TEST(PlanBlocks, CutsBetweenLayers) {
  // "C ABC ABC ABC ABC" repeats from row 0 or from row 1; the fewest bytes
  // are live before each A, so the layers start there.
  std::vector<double> live = {5, 1, 5, 5, 1, 5, 5, 1, 5, 5, 1, 5, 5};
  EXPECT_EQ(foldRepeatedRows(makePlan("CABCABCABCABC", live)),
            blocksOf({{0, 1, 1}, {1, 3, 4}}));
  // With nothing to tell them apart, the earliest cut.
  EXPECT_EQ(foldRepeatedRows(makePlan("CABCABCABCABC")),
            blocksOf({{0, 3, 4}, {12, 1, 1}}));
}

TEST(PlanBlocks, ShortRepeatsStayUnfolded) {
  // Three equal matmuls in a row are not a layer.
  EXPECT_EQ(foldRepeatedRows(makePlan("AAAB")), blocksOf({{0, 4, 1}}));
  EXPECT_EQ(foldRepeatedRows(makePlan("AAAB"), /*minRows=*/2),
            blocksOf({{0, 1, 3}, {3, 1, 1}}));
  EXPECT_TRUE(foldRepeatedRows(Plan()).empty());
}

TEST(PlanBlocks, RowsDifferInCostOrLayout) {
  Plan plan = makePlan("AA");
  EXPECT_TRUE(isSameRow(plan.rows[0], plan.rows[1]));
  plan.rows[1].location = "other.mlir:3"; // locations do not matter
  EXPECT_TRUE(isSameRow(plan.rows[0], plan.rows[1]));
  plan.rows[1].loopAxes = {{"dp"}, {}};
  EXPECT_FALSE(isSameRow(plan.rows[0], plan.rows[1]));
  plan.rows[1] = plan.rows[0];
  plan.rows[1].collectives.push_back({"all_reduce", {"tp"}, 512, 1e-6});
  EXPECT_FALSE(isSameRow(plan.rows[0], plan.rows[1]));
}

TEST(PlanPage, EscapesTextAndLoadsNothing) {
  Plan plan = makePlan("ABABABABABABABAB");
  plan.entry = "f<&>";
  plan.meshName = "m\"'";
  plan.rows[0].location = "<script>.mlir:1";
  plan.stepSeconds = 1e-3;
  plan.peakMemoryBytes = 1;
  std::string page;
  llvm::raw_string_ostream os(page);
  writePlanHtml(os, plan);
  EXPECT_NE(page.find("@f&lt;&amp;&gt;"), std::string::npos);
  EXPECT_NE(page.find("@m&quot;&#39;"), std::string::npos);
  EXPECT_NE(page.find("&lt;script&gt;.mlir:1"), std::string::npos);
  EXPECT_EQ(page.find("<script>.mlir"), std::string::npos);
  for (const char *id : {"summary", "layers", "timeline", "memory", "ops"})
    EXPECT_NE(page.find(std::string("<section id=\"") + id + "\""),
              std::string::npos)
        << id;
  EXPECT_NE(page.find("\u00d7 8</span>"), std::string::npos);
  EXPECT_EQ(page.find("http"), std::string::npos);
}

} // namespace
