//===- PlanHtml.cpp - A plan as one self-contained HTML page --------------===//
//
// What `cleave plan --html` writes: totals, the program as blocks of ops
// coloured by sharding (repeated layers folded), a timeline, memory against
// the budget (PlanCharts.cpp), the memory decisions and the per-op table.
// Styles, SVG and the little script are inline, so the page opens offline and
// can be mailed as one file; every string taken from the plan is escaped.
//
//===----------------------------------------------------------------------===//

#include "PlanHtml.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <iterator>
#include <map>

using namespace llvm;

namespace cleave::html {

std::string escape(StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    case '\'':
      out += "&#39;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

/// Four significant digits without trailing zeros: 402.6, 8, 0.6914.
static std::string formatNumber(double value) {
  double magnitude = std::fabs(value);
  int decimals = magnitude >= 1000  ? 0
                 : magnitude >= 100 ? 1
                 : magnitude >= 10  ? 2
                                    : 3;
  char buffer[64];
  snprintf(buffer, sizeof(buffer), "%.*f", decimals, value);
  std::string text = buffer;
  if (text.find('.') != std::string::npos) {
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.')
      text.pop_back();
  }
  return text;
}

std::string formatSeconds(double seconds) {
  static const std::pair<double, const char *> units[] = {
      {1, "s"}, {1e-3, "ms"}, {1e-6, "\u00b5s"}, {1e-9, "ns"}};
  if (seconds == 0)
    return "0 s";
  for (const auto &[scale, name] : units)
    if (std::fabs(seconds) >= scale || scale == 1e-9)
      return formatNumber(seconds / scale) + " " + name;
  return "";
}

std::string formatBytes(double bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  unsigned unit = 0;
  while (std::fabs(bytes) >= 1024 && unit + 1 < std::size(units)) {
    bytes /= 1024;
    ++unit;
  }
  return (unit ? formatNumber(bytes) : formatv("{0:F0}", bytes).str()) + " " +
         units[unit];
}

StringRef getShortOpName(StringRef opName) {
  auto [dialect, name] = opName.split('.');
  return name.empty() ? dialect : name;
}

/// "all_gather [a0] 512 B 1.038 us" per collective, as `cleave plan` does.
static std::string describeCollectives(const PlanRow &row,
                                       StringRef separator) {
  std::string text;
  for (const CollectiveCost &c : row.collectives) {
    if (!text.empty())
      text += separator;
    text += escape(c.kind + " [" + join(c.meshAxes, ",") + "] ") +
            formatBytes(c.bytes) + " " + formatSeconds(c.seconds);
  }
  return text;
}

std::string describeRow(const PlanRow &row, StringRef sharding) {
  std::string text = escape(row.location.empty() ? "?" : row.location) +
                     " \u00b7 " + escape(row.opName) + " \u00b7 " +
                     escape(row.localResultType) + " \u00b7 " +
                     escape(sharding);
  if (row.computeSeconds > 0)
    text += " \u00b7 compute " + formatSeconds(row.computeSeconds);
  if (!row.collectives.empty())
    text += " \u00b7 " + describeCollectives(row, ", ");
  return text;
}

std::vector<size_t> getCanonicalRows(const Plan &plan,
                                     ArrayRef<RowBlock> blocks) {
  std::vector<size_t> canonical(plan.rows.size());
  for (const RowBlock &b : blocks)
    for (size_t i = b.first; i < b.end(); ++i)
      canonical[i] = b.first + (i - b.first) % b.length;
  return canonical;
}

//===----------------------------------------------------------------------===//
// Colours
//===----------------------------------------------------------------------===//

// Sharded ops take cool colours; collectives warm ones, so a glance tells
// computing from communicating.
static const char *const kShardingFills[] = {
    "#4e79a7", "#59a14f", "#76b7b2", "#edc948", "#a0cbe8", "#8cd17d",
    "#b6992d", "#499894", "#86bcb6", "#f1ce63", "#d4a6c8", "#9d7660"};

const char *Palette::getCollectiveFill(StringRef kind) {
  return StringSwitch<const char *>(kind)
      .Case("all_reduce", "#d62728")
      .Case("all_gather", "#ff7f0e")
      .Case("reduce_scatter", "#e7298a")
      .Case("all_to_all", "#a6761d")
      .Case("collective_permute", "#7b3294")
      .Default("#6b6b6b");
}

/// Dark text on light fills, white on dark ones.
static const char *getTextColour(StringRef fill) {
  unsigned rgb = 0;
  if (fill.consume_front("#") && fill.size() == 6)
    fill.getAsInteger(16, rgb);
  double luma =
      0.299 * (rgb >> 16) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255);
  return luma > 150 ? "#1d2330" : "#ffffff";
}

/// "d0 over dp, d2 over tp": which loops of the op the mesh axes split.
static std::string getShardingLabel(const PlanRow &row, bool &collective) {
  collective = !row.collectives.empty() && row.computeSeconds == 0;
  if (collective)
    return row.collectives.front().kind;
  if (row.loopAxes.empty())
    return "no loop decision";
  SmallVector<std::string> parts;
  for (auto [loop, axes] : enumerate(row.loopAxes))
    if (!axes.empty())
      parts.push_back("d" + std::to_string(loop) + " over " +
                      join(axes, "\u00d7"));
  return parts.empty() ? "replicated" : join(parts, ", ");
}

Palette::Palette(const Plan &plan) {
  StringMap<unsigned> classOfLabel;
  unsigned sharded = 0;
  for (const PlanRow &row : plan.rows) {
    bool collective;
    std::string label = getShardingLabel(row, collective);
    auto [it, inserted] = classOfLabel.try_emplace(label, classes.size());
    if (inserted) {
      Class c;
      c.label = label;
      c.collective = collective;
      c.fill = collective              ? getCollectiveFill(label)
               : label == "replicated" ? "#c3c8d0"
               : label == "no loop decision"
                   ? "#e9ecf1"
                   : kShardingFills[sharded++ % std::size(kShardingFills)];
      c.text = getTextColour(c.fill);
      classes.push_back(std::move(c));
    }
    ++classes[it->second].rows;
    rowClasses.push_back(it->second);
  }
}

//===----------------------------------------------------------------------===//
// The page
//===----------------------------------------------------------------------===//

static const char *const kStyle =
#include "PlanHtmlStyle.inc"
    ;
static const char *const kScript =
#include "PlanHtmlScript.inc"
    ;

/// Seconds one copy of the block's rows takes, run one after the other.
static double getSerialSeconds(const Plan &plan, size_t first, size_t count) {
  double seconds = 0;
  for (size_t i = first; i < first + count; ++i) {
    seconds += plan.rows[i].computeSeconds;
    for (const CollectiveCost &c : plan.rows[i].collectives)
      seconds += c.seconds;
  }
  return seconds;
}

static std::string formatPercent(double part, double whole) {
  if (whole <= 0)
    return "\u2013";
  double percent = 100 * part / whole;
  if (percent > 0 && percent < 0.01)
    return "&lt;0.01%";
  return formatv("{0:F1}%", percent).str();
}

static void writeCard(raw_ostream &os, StringRef cls, StringRef key,
                      StringRef value, StringRef note) {
  os << "<div class=\"card " << cls << "\"><div class=\"k\">" << key
     << "</div><div class=\"v\">" << value << "</div><div class=\"n\">" << note
     << "</div></div>\n";
}

static void writeSummary(raw_ostream &os, const Plan &plan) {
  os << "<section id=\"summary\" class=\"cards\">\n";
  bool communicates = !plan.collectives.empty();
  writeCard(os, "step", "Step time", formatSeconds(plan.stepSeconds),
            communicates ? "compute " + formatSeconds(plan.computeSeconds) +
                               " + collectives " +
                               formatSeconds(plan.communicationSeconds) +
                               ", one after the other (the CPU target)"
                         : std::string("all compute: no collectives"));
  // Rounding can leave the overlapped step a hair above the serial one.
  double hidden = std::max(plan.stepSeconds - plan.overlappedStepSeconds, 0.0);
  writeCard(os, "overlap", "Step with overlap",
            formatSeconds(plan.overlappedStepSeconds),
            communicates
                ? "collectives beside independent compute (the CUDA "
                  "target): " +
                      formatSeconds(hidden) + " hidden, " +
                      formatPercent(hidden, plan.stepSeconds) + " of the step"
                : std::string("the same: nothing to overlap"));
  std::string budget =
      plan.memoryBudgetBytes > 0
          ? formatPercent(plan.peakMemoryBytes, plan.memoryBudgetBytes) +
                " of the budget of " + formatBytes(plan.memoryBudgetBytes)
          : std::string("no budget");
  double fill =
      plan.memoryBudgetBytes > 0
          ? std::min(1.0, plan.peakMemoryBytes / plan.memoryBudgetBytes)
          : 0;
  budget += formatv("<div class=\"meter\"><i style=\"width:{0:F1}%\"></i>"
                    "</div>",
                    100 * fill)
                .str();
  writeCard(os, plan.fitsBudget() ? "memory" : "memory over", "Peak memory",
            formatBytes(plan.peakMemoryBytes), budget);
  if (plan.search) {
    const SearchStatistics &s = *plan.search;
    writeCard(
        os, "search", "Search",
        escape(s.method) +
            (s.axisRounds.empty() ? ""
                                  : " in axis rounds " + escape(s.axisRounds)) +
            (s.optimal           ? " \u00b7 optimal"
             : s.optimalMerged   ? " \u00b7 optimal with elementwise ops "
                                   "following an input"
             : s.flatMeshDevices ? " \u00b7 the flat mesh's plan, mapped"
                                 : " \u00b7 gap " + formatPercent(s.gap, 1)),
        formatv("{0} ops, {1} decisions in {2} classes; {3} variables, {4} "
                "constraints; {5}. Partitioned / objective {6:F4}",
                s.ops, s.decisions, s.classes, s.variables, s.constraints,
                formatSeconds(s.solveSeconds),
                plan.getPartitionedOverObjective())
            .str());
  } else {
    writeCard(os, "search", "Shardings", "from the program",
              "annotations and propagation; no search");
  }
  std::map<std::string, std::pair<size_t, double>> byKind;
  for (const CollectiveCost &c : plan.collectives) {
    ++byKind[c.kind].first;
    byKind[c.kind].second += c.bytes;
  }
  std::string kinds;
  for (const auto &[kind, countAndBytes] : byKind)
    kinds += formatv("<span class=\"sw\" style=\"background:{0}\"></span>{1} "
                     "\u00d7 {2}: {3}<br>",
                     Palette::getCollectiveFill(kind), escape(kind),
                     countAndBytes.first, formatBytes(countAndBytes.second))
                 .str();
  writeCard(os, "collectives", "Collectives",
            std::to_string(plan.collectives.size()),
            kinds.empty() ? "none: every op runs on its own shard" : kinds);
  os << "</section>\n";
}

static void writeLegend(raw_ostream &os, const Palette &palette) {
  os << "<div class=\"legend\">";
  for (bool collectives : {false, true})
    for (const Palette::Class &c : palette.getClasses())
      if (c.collective == collectives)
        os << "<span class=\"key\"><i style=\"background:" << c.fill
           << "\"></i>" << escape(c.label) << "<b>" << c.rows << "</b></span>";
  os << "</div>\n";
}

/// Rows 38\u201370: 1-based, as people count.
static std::string describeRows(size_t first, size_t end) {
  return end - first == 1 ? formatv("row {0}", first + 1).str()
                          : formatv("rows {0}\u2013{1}", first + 1, end).str();
}

static void writeProgram(raw_ostream &os, const Plan &plan,
                         ArrayRef<RowBlock> blocks, const Palette &palette) {
  os << "<section id=\"layers\"><h2>Program</h2><p class=\"note\">Ops that "
        "compute or communicate, in program order, coloured by how each is "
        "sharded (dN: the op's Nth loop, split over those mesh axes). "
        "Identical consecutive layers are folded into one block with a "
        "count.</p>\n";
  writeLegend(os, palette);
  os << "<div class=\"blocks\">\n";
  for (const RowBlock &b : blocks) {
    bool folded = b.count > 1;
    double each = getSerialSeconds(plan, b.first, b.length);
    os << "<div class=\"layer-group" << (folded ? " folded" : "")
       << "\"><div class=\"block-head\">";
    if (folded)
      os << "<span class=\"count\">\u00d7 " << b.count << "</span>";
    os << "<span class=\"what\">" << describeRows(b.first, b.end());
    if (folded)
      os << " \u00b7 " << b.length << " ops per copy";
    os << "</span><span class=\"cost\">";
    if (folded)
      os << formatSeconds(each) << " per copy, ";
    os << formatSeconds(each * b.count) << " in all ("
       << formatPercent(each * b.count, plan.stepSeconds)
       << " of the serial step)</span></div><div class=\"chips\">";
    for (size_t i = b.first; i < b.first + b.length; ++i) {
      const Palette::Class &c = palette.getRowClass(i);
      os << "<span class=\"chip" << (c.collective ? " collective" : "")
         << "\" data-row=\"" << i << "\" style=\"background:" << c.fill
         << ";color:" << c.text << "\" title=\""
         << describeRow(plan.rows[i], c.label) << "\">"
         << escape(getShortOpName(plan.rows[i].opName)) << "</span>";
    }
    os << "</div></div>\n";
  }
  if (blocks.empty())
    os << "<p class=\"note\">No op computes or communicates.</p>\n";
  os << "</div></section>\n";
}

namespace {
/// The table's one unit for compute times: the one its longest reads in.
struct TimeUnit {
  double scale;
  const char *name, *format;
};
} // namespace

static TimeUnit getTableUnit(const Plan &plan) {
  double longest = 0;
  for (const PlanRow &row : plan.rows)
    longest = std::max(longest, row.computeSeconds);
  if (longest < 1e-6)
    return {1e9, "ns", "%.1f"};
  if (longest < 1e-3)
    return {1e6, "\u00b5s", "%.3f"};
  return {1e3, "ms", "%.3f"};
}

static void writeTableRow(raw_ostream &os, const Plan &plan, size_t i,
                          const Palette &palette, const TimeUnit &unit) {
  const PlanRow &row = plan.rows[i];
  const Palette::Class &c = palette.getRowClass(i);
  os << "<tr data-row=\"" << i << "\"><td class=\"num\">" << i + 1
     << "</td><td class=\"mono\">" << escape(row.location)
     << "</td><td class=\"mono\">" << escape(row.opName)
     << "</td><td class=\"mono\">" << escape(row.localResultType)
     << "</td><td><span class=\"sw\" style=\"background:" << c.fill
     << "\"></span>" << escape(c.label) << "</td><td class=\"num\">"
     << format(unit.format, row.computeSeconds * unit.scale) << "</td><td>"
     << describeCollectives(row, "<br>") << "</td></tr>\n";
}

static void writeTable(raw_ostream &os, const Plan &plan,
                       ArrayRef<RowBlock> blocks, const Palette &palette) {
  TimeUnit unit = getTableUnit(plan);
  os << "<section id=\"ops\"><h2>Per-op costs</h2><p class=\"note\">The rows "
        "<code>cleave plan</code> prints, per device; a folded block lists "
        "its first copy.</p>\n<table class=\"ops\"><thead><tr><th "
        "class=\"num\">#</th><th>location</th><th>op</th><th>local "
        "result</th><th>sharding</th><th class=\"num\">compute "
     << unit.name << "</th><th>collectives</th></tr></thead>\n<tbody>\n";
  bool headings = blocks.size() > 1;
  for (const RowBlock &b : blocks) {
    if (headings) {
      os << "<tr class=\"block-row\"><td colspan=\"7\">"
         << describeRows(b.first, b.end());
      if (b.count > 1)
        os << ": \u00d7 " << b.count << " identical copies of " << b.length
           << " ops; the first is shown (locations "
           << escape(plan.rows[b.first].location) << " to "
           << escape(plan.rows[b.end() - 1].location) << ")";
      os << "</td></tr>\n";
    }
    for (size_t i = b.first; i < b.first + b.length; ++i)
      writeTableRow(os, plan, i, palette, unit);
  }
  os << "</tbody>\n<tfoot><tr><td></td><td colspan=\"4\">all "
     << plan.rows.size() << " rows</td><td class=\"num\">"
     << formatSeconds(plan.computeSeconds) << "</td><td>"
     << formatSeconds(plan.communicationSeconds)
     << " of collectives</td></tr></tfoot></table></section>\n";
}

/// The entry's argument and result layouts, folded away: a model has many.
static void writeLayouts(raw_ostream &os, const Plan &plan) {
  for (const FunctionDecisions &d : plan.decisions) {
    if (d.function != plan.entry)
      continue;
    auto count = [](size_t n, StringRef what) {
      return std::to_string(n) + " " + what.str() + (n == 1 ? "" : "s");
    };
    os << "<section id=\"layouts\"><details><summary>Layouts of @"
       << escape(d.function) << "'s " << count(d.arguments.size(), "argument")
       << " and " << count(d.results.size(), "result")
       << "</summary><table class=\"ops\"><tbody>\n";
    auto writeLayout = [&](StringRef what, const FunctionDecisions::Layout &l) {
      os << "<tr><td>" << what << " " << l.index << "</td><td class=\"mono\">"
         << escape(l.name) << "</td><td class=\"mono\">" << escape(l.sharding)
         << "</td></tr>\n";
    };
    for (const FunctionDecisions::Layout &l : d.arguments)
      writeLayout("argument", l);
    for (const FunctionDecisions::Layout &l : d.results)
      writeLayout("result", l);
    os << "</tbody></table></details></section>\n";
  }
}

/// What the memory fit decided, folded away: values recomputed, values kept
/// in host memory between their uses, arguments kept there.
static void writeMemoryDecisions(raw_ostream &os, const Plan &plan) {
  if (plan.recomputed.empty() && plan.offloaded.empty())
    return;
  size_t onHost = llvm::count_if(
      plan.recomputed, [](const RecomputedValue &v) { return v.onHost; });
  os << "<section id=\"decisions\"><details><summary>Memory decisions: "
     << plan.recomputed.size() - onHost << " values recomputed, " << onHost
     << " kept in host memory between their uses, " << plan.offloaded.size()
     << " arguments in host memory</summary><table class=\"ops\"><thead><tr>"
        "<th>placement</th><th>location</th><th>op</th><th>local "
        "type</th><th class=\"num\">bytes</th><th class=\"num\">time</th>"
        "</tr></thead><tbody>\n";
  for (const RecomputedValue &v : plan.recomputed)
    os << "<tr><td>" << (v.onHost ? "host (copied out and back)" : "recomputed")
       << "</td><td class=\"mono\">" << escape(v.location)
       << "</td><td class=\"mono\">" << escape(v.opName)
       << "</td><td class=\"mono\">" << escape(v.type)
       << "</td><td class=\"num\">" << formatBytes(v.bytes)
       << "</td><td class=\"num\">" << formatSeconds(v.seconds)
       << "</td></tr>\n";
  for (const Plan::OffloadedArgument &a : plan.offloaded)
    os << "<tr><td>host (argument" << (a.updatedOnHost ? ", updated there" : "")
       << ")</td><td class=\"mono\">"
       << escape(a.name.empty() ? "arg" + std::to_string(a.index) : a.name)
       << "</td><td></td><td></td><td class=\"num\">" << formatBytes(a.bytes)
       << "</td><td class=\"num\">" << formatSeconds(a.transferSeconds)
       << "</td></tr>\n";
  os << "</tbody></table></details></section>\n";
}

/// A pipeline's schedule: its stages (what each runs per microbatch, its
/// peak), their slot order and the modeled bubble, as the text plan says.
static void writePipeline(raw_ostream &os, const Plan &plan) {
  if (!plan.pipeline)
    return;
  const Plan::PipelinePlan &p = *plan.pipeline;
  os << "<section id=\"pipeline\"><h2>Pipeline</h2><p class=\"note\">"
     << p.stages.size() << " stages of " << p.devicesPerStage << " devices, "
     << p.microbatches << " microbatches, schedule " << escape(p.schedule)
     << "; modeled bubble " << formatPercent(p.bubbleFraction, 1)
     << " of the schedule";
  if (p.wholeBatchOps)
    os << "; " << p.wholeBatchOps
       << " ops need the whole batch first and run before it";
  os << ".</p><table class=\"ops\"><thead><tr><th>stage</th><th>forward "
        "ops</th><th class=\"num\">forward</th><th class=\"num\">backward"
        "</th><th class=\"num\">weight gradients</th><th class=\"num\">"
        "update</th><th class=\"num\">sends</th><th class=\"num\">peak"
        "</th><th>order</th></tr></thead><tbody>\n";
  for (auto [s, st] : llvm::enumerate(p.stages)) {
    std::string order;
    for (const PipelineSlot &slot : st.slots)
      order += (order.empty() ? "" : " ") + slot.getName();
    os << "<tr><td class=\"mono\">" << s << " @" << escape(st.entry)
       << "</td><td class=\"mono\">" << st.forwardOps << " ("
       << escape(st.firstForward) << " to " << escape(st.lastForward)
       << ")</td><td class=\"num\">" << formatSeconds(st.forwardSeconds)
       << "</td><td class=\"num\">" << formatSeconds(st.backwardSeconds)
       << "</td><td class=\"num\">" << formatSeconds(st.weightGradientSeconds)
       << "</td><td class=\"num\">" << formatSeconds(st.updateSeconds)
       << "</td><td class=\"num\">" << formatBytes(st.sendBytesPerMicrobatch)
       << "</td><td class=\"num\">"
       << formatBytes(s < p.stagePeakBytes.size() ? p.stagePeakBytes[s] : 0)
       << "</td><td class=\"mono\">" << escape(order) << "</td></tr>\n";
  }
  os << "</tbody></table></section>\n";
}

} // namespace cleave::html

namespace cleave {

void writePlanHtml(raw_ostream &os, const Plan &plan) {
  using namespace html;
  std::vector<RowBlock> blocks = foldRepeatedRows(plan);
  Palette palette(plan);
  std::vector<size_t> canonicalRows = getCanonicalRows(plan, blocks);
  std::string title = "@" + plan.entry + " on @" + plan.meshName;
  os << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n<meta name=\"viewport\" "
        "content=\"width=device-width, initial-scale=1\">\n<title>cleave plan: "
     << escape(title) << "</title>\n<style>\n"
     << kStyle << "</style>\n</head>\n<body>\n<main>\n<header "
     << "class=\"top\"><h1>Plan for <code>@" << escape(plan.entry)
     << "</code></h1><span class=\"sub\">mesh <code>@" << escape(plan.meshName)
     << "</code> \u00b7 " << plan.devices << " devices \u00b7 "
     << plan.rows.size()
     << " ops that compute or communicate \u00b7 every number is per device "
        "and modeled</span></header>\n";
  writeSummary(os, plan);
  writePipeline(os, plan);
  writeProgram(os, plan, blocks, palette);
  writeTimeline(os, plan, blocks, palette, canonicalRows);
  writeMemoryChart(os, plan, blocks);
  writeMemoryDecisions(os, plan);
  writeTable(os, plan, blocks, palette);
  writeLayouts(os, plan);
  os << "<footer>Written by <code>cleave plan --html</code>. Times are the "
        "cost model's (roofline compute, alpha-beta collectives), memory its "
        "liveness over the partitioned program; nothing here was "
        "measured.</footer>\n</main>\n<script>\n"
     << kScript << "</script>\n</body>\n</html>\n";
}

} // namespace cleave
