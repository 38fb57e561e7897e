//===- PlanBlocks.h - A plan's rows folded into repeated blocks -*- C++ -*-===//
//
// A 96-layer model's plan has 96 copies of one layer's rows. Pictures and
// reports fold them into one block with a count, so the plan stays readable
// at any depth.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DRIVER_PLANBLOCKS_H
#define CLEAVE_DRIVER_PLANBLOCKS_H

#include "cleave/Driver/Results.h"

#include <cstddef>
#include <vector>

namespace cleave {

/// `count` consecutive copies of the `length` rows starting at `first`; a
/// count of 1 holds rows that do not repeat.
struct RowBlock {
  size_t first = 0, length = 0, count = 1;
  size_t end() const { return first + length * count; }
  bool operator==(const RowBlock &other) const {
    return first == other.first && length == other.length &&
           count == other.count;
  }
};

/// Whether two rows are the same op of a repeated layer: op, local type,
/// loop decision, compute time and collectives (not the location).
bool isSameRow(const PlanRow &a, const PlanRow &b);

/// Covers `plan.rows` in order with blocks: the longest runs of repeated
/// rows first (at least `minRows` rows in all), cut where the fewest bytes
/// are live (between layers rather than inside one), then the rest.
std::vector<RowBlock> foldRepeatedRows(const Plan &plan, size_t minRows = 8);

} // namespace cleave

#endif // CLEAVE_DRIVER_PLANBLOCKS_H
