//===- PlanBlocks.cpp - A plan's rows folded into repeated blocks ---------===//
//
// Identical layers give identical rows (the search's repeated-block classes
// give them one decision), so periodic runs of rows are found directly on
// the plan: for each period, the longest run of rows equal to the row one
// period later. Quadratic in the rows, bounded by kMaxPeriod.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/PlanBlocks.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

using namespace llvm;

namespace cleave {

/// The longest layer folded, in rows: bounds the search's time.
static constexpr size_t kMaxPeriod = 4096;

/// What isSameRow compares, as one string (doubles exactly, in hex).
static std::string getRowKey(const PlanRow &row) {
  std::string key;
  raw_string_ostream os(key);
  os << row.opName << '\0' << row.localResultType << '\0'
     << format("%a", row.computeSeconds);
  for (const std::vector<std::string> &loop : row.loopAxes) {
    os << '\0' << 'L';
    for (const std::string &axis : loop)
      os << axis << ',';
  }
  for (const CollectiveCost &c : row.collectives) {
    os << '\0' << 'C' << c.kind << format("%a %a", c.bytes, c.seconds);
    for (const std::string &axis : c.meshAxes)
      os << ',' << axis;
  }
  return key;
}

bool isSameRow(const PlanRow &a, const PlanRow &b) {
  return getRowKey(a) == getRowKey(b);
}

namespace {
struct Run {
  size_t start = 0, period = 0, count = 0;
  /// Rows past the last whole copy that still repeat: the run may start up
  /// to this many rows later and keep its count.
  size_t slack = 0;
  size_t rows() const { return period * count; }
};
} // namespace

/// The run of [lo, hi) covering the most rows (at least minRows, two
/// copies), the shortest period among equals, then the earliest.
static std::optional<Run> findLongestRun(ArrayRef<unsigned> ids, size_t lo,
                                         size_t hi, size_t minRows) {
  std::optional<Run> best;
  size_t maxPeriod = std::min(kMaxPeriod, (hi - lo) / 2);
  for (size_t p = 1; p <= maxPeriod; ++p) {
    // matches = how many rows from i on equal the row p later.
    size_t matches = 0;
    for (size_t i = hi - p; i-- > lo;) {
      matches = ids[i] == ids[i + p] ? matches + 1 : 0;
      Run run{i, p, 1 + matches / p, matches % p};
      if (run.count < 2 || run.rows() < minRows)
        continue;
      if (!best || run.rows() > best->rows() ||
          (run.rows() == best->rows() && p == best->period))
        best = run;
    }
  }
  return best;
}

/// The fewest bytes live from after row `i - 1` until row `i` has run: low
/// between layers, where only the residual stream crosses.
static double getLiveBytesBefore(const Plan &plan, size_t i) {
  const std::vector<double> &live = plan.liveBytes;
  size_t from = i ? plan.rows[i - 1].programPoint + 1 : 0;
  size_t to = std::min(plan.rows[i].programPoint + 1, live.size());
  double least = std::numeric_limits<double>::infinity();
  for (size_t point = from; point < to; ++point)
    least = std::min(least, live[point]);
  return std::isinf(least) ? 0 : least;
}

static void fold(const Plan &plan, ArrayRef<unsigned> ids, size_t lo, size_t hi,
                 size_t minRows, std::vector<RowBlock> &blocks) {
  if (lo >= hi)
    return;
  std::optional<Run> run = findLongestRun(ids, lo, hi, minRows);
  if (!run) {
    blocks.push_back({lo, hi - lo, 1});
    return;
  }
  size_t start = run->start;
  for (size_t s = run->start + 1; s <= run->start + run->slack; ++s)
    if (getLiveBytesBefore(plan, s) < getLiveBytesBefore(plan, start))
      start = s;
  fold(plan, ids, lo, start, minRows, blocks);
  blocks.push_back({start, run->period, run->count});
  fold(plan, ids, start + run->rows(), hi, minRows, blocks);
}

std::vector<RowBlock> foldRepeatedRows(const Plan &plan, size_t minRows) {
  // One small id per distinct row makes comparing rows cheap.
  StringMap<unsigned> idOfKey;
  std::vector<unsigned> ids;
  for (const PlanRow &row : plan.rows)
    ids.push_back(
        idOfKey.try_emplace(getRowKey(row), idOfKey.size()).first->second);
  std::vector<RowBlock> blocks;
  fold(plan, ids, 0, ids.size(), std::max<size_t>(minRows, 2), blocks);
  return blocks;
}

} // namespace cleave
