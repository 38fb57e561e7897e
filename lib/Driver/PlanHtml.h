//===- PlanHtml.h - Pieces of the plan page shared by its parts -*- C++ -*-===//
//
// Private to lib/Driver: escaping, units, how rows are coloured, and the
// two charts (PlanCharts.cpp) that writePlanHtml (PlanHtml.cpp) places.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_PLANHTML_H
#define CLEAVE_LIB_DRIVER_PLANHTML_H

#include "cleave/Driver/PlanBlocks.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace cleave::html {

/// `text` with the characters HTML gives meaning to (& < > " ') escaped.
std::string escape(llvm::StringRef text);
/// Times and sizes in the unit that reads best (ns, us, ms, s; B, KiB, ...).
std::string formatSeconds(double seconds);
std::string formatBytes(double bytes);
/// "linalg.matmul" -> "matmul".
llvm::StringRef getShortOpName(llvm::StringRef opName);
/// A one-line description of a row for tooltips (escaped).
std::string describeRow(const PlanRow &row, llvm::StringRef sharding);

/// Rows coloured by how they are sharded: one class per distinct loop
/// decision, one per collective kind.
class Palette {
public:
  struct Class {
    std::string label, fill, text;
    bool collective = false;
    size_t rows = 0;
  };
  explicit Palette(const Plan &plan);
  const Class &getRowClass(size_t row) const {
    return classes[rowClasses[row]];
  }
  /// The colour of a collective kind (bars of rows that also compute).
  static const char *getCollectiveFill(llvm::StringRef kind);
  llvm::ArrayRef<Class> getClasses() const { return classes; }

private:
  std::vector<Class> classes;
  std::vector<unsigned> rowClasses;
};

/// Per row, the row of the first copy of its block (itself outside folded
/// blocks): views tag an op with it, so hovering one op lights it up in
/// every copy and every view.
std::vector<size_t> getCanonicalRows(const Plan &plan,
                                     llvm::ArrayRef<RowBlock> blocks);

/// Two lanes per device, compute and collectives, on the overlapped and
/// the serial schedule; a second, zoomed one for one copy of the longest
/// folded block.
void writeTimeline(llvm::raw_ostream &os, const Plan &plan,
                   llvm::ArrayRef<RowBlock> blocks, const Palette &palette,
                   llvm::ArrayRef<size_t> canonicalRows);
/// Live bytes over program order against the budget.
void writeMemoryChart(llvm::raw_ostream &os, const Plan &plan,
                      llvm::ArrayRef<RowBlock> blocks);

} // namespace cleave::html

#endif // CLEAVE_LIB_DRIVER_PLANHTML_H
