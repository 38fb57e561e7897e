//===- PlanCharts.cpp - The plan page's timeline and memory chart ---------===//
//
// Inline SVG drawn here, not by script, so the charts need nothing but a
// browser that reads HTML. Times come from the cost model's two schedules:
// the overlapped one (each op's start and end, collectives on their own
// stream, as the CUDA target runs them) and the serial one (the sum, as the
// CPU target's blocking collectives run).
//
//===----------------------------------------------------------------------===//

#include "PlanHtml.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace cleave::html {

// One width for every chart: the page is laid out for 1400-pixel windows and
// the SVGs scale with it.
static constexpr double kWidth = 1320, kGutter = 112, kRight = 20;
static constexpr double kLaneTop = 26, kLaneHeight = 28, kLaneGap = 8;
static constexpr double kLanesBottom = kLaneTop + 2 * kLaneHeight + kLaneGap;
/// A bar narrower than this is drawn this wide, so no op disappears.
static constexpr double kMinBar = 0.6;
/// The budget is drawn to scale when at most this many times the peak;
/// further up it would flatten the curve to a line on the axis.
static constexpr double kBudgetOnScale = 3;

namespace {
/// Where a row's compute and collectives run on one schedule.
struct Spans {
  double computeBegin = 0, computeEnd = 0, commBegin = 0, commEnd = 0;
};
} // namespace

static double getCommunicationSeconds(const PlanRow &row) {
  double seconds = 0;
  for (const CollectiveCost &c : row.collectives)
    seconds += c.seconds;
  return seconds;
}

/// The overlapped schedule is the cost model's; the serial one adds up.
/// A row that computes and communicates holds both streams, compute first.
static std::vector<Spans> getSpans(const Plan &plan, bool overlapped) {
  std::vector<Spans> spans;
  double clock = 0;
  for (const PlanRow &row : plan.rows) {
    double begin = overlapped ? row.startSeconds : clock;
    double comm = getCommunicationSeconds(row);
    Spans s;
    s.computeBegin = begin;
    s.computeEnd = s.commBegin = begin + row.computeSeconds;
    s.commEnd = s.commBegin + comm;
    clock = s.commEnd;
    spans.push_back(s);
  }
  return spans;
}

namespace {
/// A linear map from [from, to) onto [x0, x1).
struct Scale {
  double from, to, x0, x1;
  double operator()(double v) const {
    return to > from ? x0 + (v - from) / (to - from) * (x1 - x0) : x0;
  }
};
} // namespace

/// Round steps (1, 2 or 5 times a power of ten, counted in `unit`s)
/// giving about `target` ticks over [0, top].
static std::vector<double> getTicks(double top, double unit, int target) {
  std::vector<double> ticks;
  if (!(top > 0))
    return {0};
  double raw = top / unit / target;
  double magnitude = std::pow(10, std::floor(std::log10(raw)));
  double norm = raw / magnitude;
  double step = (norm < 1.5   ? 1
                 : norm < 3.5 ? 2
                 : norm < 7.5 ? 5
                              : 10) *
                magnitude * unit;
  for (double t = 0; t <= top * (1 + 1e-9); t += step)
    ticks.push_back(t);
  return ticks;
}

/// The power of 1024 that labels bytes up to `top` (ticks of 200 KiB, not
/// of 204800 B).
static double getByteUnit(double top) {
  double unit = 1;
  while (top >= 1024 * unit && unit < 1024.0 * 1024 * 1024 * 1024)
    unit *= 1024;
  return unit;
}

/// Calls `callback` for each copy of each folded block within [first, last).
static void forEachCopy(ArrayRef<RowBlock> blocks, size_t first, size_t last,
                        function_ref<void(const RowBlock &, size_t)> callback) {
  for (const RowBlock &b : blocks) {
    if (b.count < 2 || b.first < first || b.end() > last)
      continue;
    for (size_t copy = 0; copy < b.count; ++copy)
      callback(b, copy);
  }
}

static void writeBar(raw_ostream &os, double x0, double x1, double y,
                     StringRef fill, size_t dataRow, StringRef title,
                     StringRef label, StringRef labelFill) {
  double width = std::max(x1 - x0, kMinBar);
  os << formatv("<rect class=\"bar\" x=\"{0:F2}\" y=\"{1}\" width=\"{2:F2}\" "
                "height=\"{3}\" fill=\"{4}\" data-row=\"{5}\"><title>{6}"
                "</title></rect>",
                x0, y, width, kLaneHeight, fill, dataRow, title);
  // About 6.5 pixels a character at the bar labels' size.
  if (!label.empty() && width > 6.5 * label.size() + 8)
    os << formatv("<text class=\"bar-label\" x=\"{0:F1}\" y=\"{1}\" "
                  "style=\"fill:{2}\" text-anchor=\"middle\">{3}</text>",
                  x0 + width / 2, y + kLaneHeight / 2 + 4, labelFill,
                  escape(label));
  os << "\n";
}

namespace {
struct TimelineView {
  const Plan &plan;
  ArrayRef<RowBlock> blocks;
  const Palette &palette;
  ArrayRef<size_t> canonicalRows;
  /// The rows drawn: all, or one copy of a block.
  size_t first, last;
};

/// The times one schedule's picture spans, and where and how it ends.
struct Window {
  double from, to, end;
  std::string endLabel;
};
} // namespace

/// One schedule's bars, copy stripes, time axis and end marker.
static void writeSchedule(raw_ostream &os, const TimelineView &view,
                          bool overlapped, const Window &window) {
  std::vector<Spans> spans = getSpans(view.plan, overlapped);
  double from = window.from, to = window.to;
  Scale x{from, to, kGutter, kWidth - kRight};
  os << "<g class=\"sched\" data-sched=\""
     << (overlapped ? "overlap" : "serial") << "\""
     << (overlapped ? "" : " style=\"display:none\"") << ">\n";
  // Stripes alternate per copy of a folded block: the layers show as bands.
  forEachCopy(
      view.blocks, view.first, view.last, [&](const RowBlock &b, size_t copy) {
        size_t row = b.first + copy * b.length;
        double begin = spans[row].computeBegin;
        double end = copy + 1 < b.count ? spans[row + b.length].computeBegin
                                        : spans[b.end() - 1].commEnd;
        os << formatv("<rect class=\"copy{0}\" x=\"{1:F2}\" y=\"{2}\" "
                      "width=\"{3:F2}\" height=\"{4}\"/>",
                      copy % 2, x(begin), kLaneTop - 4,
                      std::max(x(end) - x(begin), 0.0),
                      kLanesBottom - kLaneTop + 8);
        if (copy == 0 && x(spans[b.end() - 1].commEnd) - x(begin) > 40)
          os << formatv("<text class=\"copies\" x=\"{0:F1}\" "
                        "y=\"{1}\">\u00d7 {2} copies</text>",
                        x(begin) + 2, kLaneTop - 8, b.count);
      });
  double commY = kLaneTop + kLaneHeight + kLaneGap;
  for (size_t i = view.first; i < view.last; ++i) {
    const PlanRow &row = view.plan.rows[i];
    const Palette::Class &c = view.palette.getRowClass(i);
    std::string title = describeRow(row, c.label);
    StringRef name = getShortOpName(row.opName);
    size_t dataRow = view.canonicalRows[i];
    if (row.computeSeconds > 0)
      writeBar(os, x(spans[i].computeBegin), x(spans[i].computeEnd), kLaneTop,
               c.fill, dataRow, title, name, c.text);
    if (!row.collectives.empty()) {
      StringRef fill = Palette::getCollectiveFill(row.collectives[0].kind);
      writeBar(os, x(spans[i].commBegin), x(spans[i].commEnd), commY, fill,
               dataRow, title, getShortOpName(row.collectives[0].kind),
               "#ffffff");
    }
  }
  // Time axis.
  double axisY = kLanesBottom + 4;
  for (double t : getTicks(to - from, 1, 8)) {
    double tx = x(from + t);
    os << formatv("<line class=\"tick\" x1=\"{0:F1}\" x2=\"{0:F1}\" "
                  "y1=\"{1}\" y2=\"{2}\"/><text x=\"{0:F1}\" y=\"{3}\" "
                  "text-anchor=\"middle\">{4}</text>\n",
                  tx, axisY, axisY + 4, axisY + 16,
                  t == 0 ? std::string("0")
                         : (from > 0 ? "+" : "") + formatSeconds(t));
  }
  double endX = x(window.end);
  os << formatv("<line class=\"end\" x1=\"{0:F1}\" x2=\"{0:F1}\" y1=\"{1}\" "
                "y2=\"{2}\"/><text class=\"end-label\" x=\"{3:F1}\" y=\"{4}\" "
                "text-anchor=\"end\">{5}</text>\n",
                endX, kLaneTop - 6, kLanesBottom + 2, endX - 4, kLaneTop - 8,
                window.endLabel);
  os << "</g>\n";
}

/// Lane labels and backgrounds, then both schedules over [first, last).
static void writeLanes(raw_ostream &os, const TimelineView &view,
                       const Window &overlapped, const Window &serial) {
  os << formatv("<svg class=\"chart timeline-chart\" viewBox=\"0 0 {0} {1}\" "
                "role=\"img\">\n",
                kWidth, kLanesBottom + 26);
  bool anyCollective = false;
  for (size_t i = view.first; i < view.last; ++i)
    anyCollective |= !view.plan.rows[i].collectives.empty();
  double commY = kLaneTop + kLaneHeight + kLaneGap;
  for (auto [y, label] : {std::pair<double, const char *>{kLaneTop, "compute"},
                          {commY, "collectives"}})
    os << formatv("<rect class=\"lane\" x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                  "height=\"{3}\"/><text class=\"lane-label\" x=\"{4}\" "
                  "y=\"{5}\" text-anchor=\"end\">{6}</text>\n",
                  kGutter, y, kWidth - kRight - kGutter, kLaneHeight,
                  kGutter - 10, y + kLaneHeight / 2 + 4, label);
  writeSchedule(os, view, /*overlapped=*/true, overlapped);
  writeSchedule(os, view, /*overlapped=*/false, serial);
  if (!anyCollective)
    os << formatv("<text class=\"empty\" x=\"{0}\" y=\"{1}\">no collectives: "
                  "every op works on its own shard</text>\n",
                  kGutter + 10, commY + kLaneHeight / 2 + 4);
  os << "</svg>\n";
}

/// The folded block that takes the most time: the layer worth zooming in on.
static const RowBlock *getLongestBlock(const Plan &plan,
                                       ArrayRef<RowBlock> blocks) {
  const RowBlock *longest = nullptr;
  double most = -1;
  for (const RowBlock &b : blocks) {
    if (b.count < 2)
      continue;
    double seconds = 0;
    for (size_t i = b.first; i < b.end(); ++i)
      seconds +=
          plan.rows[i].computeSeconds + getCommunicationSeconds(plan.rows[i]);
    if (seconds > most) {
      most = seconds;
      longest = &b;
    }
  }
  return longest;
}

/// When [first, last) starts and ends on one schedule.
static std::pair<double, double> getRange(ArrayRef<Spans> spans, size_t first,
                                          size_t last) {
  double begin = INFINITY, end = 0;
  for (size_t i = first; i < last; ++i) {
    begin = std::min(begin, spans[i].computeBegin);
    end = std::max(end, spans[i].commEnd);
  }
  return {std::isinf(begin) ? 0 : begin, end};
}

void writeTimeline(raw_ostream &os, const Plan &plan, ArrayRef<RowBlock> blocks,
                   const Palette &palette, ArrayRef<size_t> canonicalRows) {
  os << "<section id=\"timeline\"><h2>Timeline of one device</h2><p "
        "class=\"note\">Every device runs the same program. Each op is a bar "
        "as long as its modeled time; overlapped, a collective runs on its "
        "own stream beside compute that does not need its result (the CUDA "
        "target), serial, everything waits for it (the CPU target's "
        "blocking collectives). Both are drawn to the serial step's "
        "scale.</p>\n";
  TimelineView all{plan, blocks, palette, canonicalRows, 0, plan.rows.size()};
  double serialEnd = std::max(plan.stepSeconds, plan.overlappedStepSeconds);
  writeLanes(os, all,
             {0, serialEnd, plan.overlappedStepSeconds,
              "step " + formatSeconds(plan.overlappedStepSeconds)},
             {0, serialEnd, plan.stepSeconds,
              "step " + formatSeconds(plan.stepSeconds)});
  if (const RowBlock *b = getLongestBlock(plan, blocks)) {
    TimelineView copy{plan,          blocks,   palette,
                      canonicalRows, b->first, b->first + b->length};
    // Each schedule at its own scale: the copy fills the width.
    auto window = [&](bool overlapped) {
      auto [begin, end] =
          getRange(getSpans(plan, overlapped), copy.first, copy.last);
      return Window{begin, end, end, "one copy " + formatSeconds(end - begin)};
    };
    os << "<h3>One copy of the \u00d7 " << b->count << " block, zoomed</h3>\n";
    writeLanes(os, copy, window(true), window(false));
  }
  os << "</section>\n";
}

/// "1,677,722": big ratios read better grouped.
static std::string formatCount(double value) {
  std::string digits = formatv("{0:F0}", value).str();
  for (size_t i = digits.size(); i > 3; i -= 3)
    digits.insert(i - 3, ",");
  return digits;
}

/// One curve of bytes over program order, with the copy bands of folded
/// blocks; the arguments as a band at the bottom and the budget as a line
/// when given (0: none).
static void writeBytesCurve(raw_ostream &os, const Plan &plan,
                            ArrayRef<RowBlock> blocks, ArrayRef<double> values,
                            double arguments, double budget,
                            StringRef peakLabel) {
  double peak = *std::max_element(values.begin(), values.end());
  bool budgetOnScale = budget > 0 && budget <= kBudgetOnScale * peak;
  double top = std::max(budgetOnScale ? std::max(peak, budget) : peak, 1.0);
  top *= 1.12;
  constexpr double left = 86, plotTop = 30, plotHeight = 170;
  constexpr double base = plotTop + plotHeight;
  double right = kWidth - kRight;
  size_t points = values.size();
  Scale x{0, double(points), left, right};
  auto y = [&](double bytes) { return base - bytes / top * plotHeight; };
  os << formatv("<svg class=\"chart memory-chart\" viewBox=\"0 0 {0} {1}\" "
                "role=\"img\">\n",
                kWidth, base + 26);
  double unit = getByteUnit(top);
  for (double t : getTicks(top, unit, 5))
    os << formatv("<line class=\"grid\" x1=\"{0}\" x2=\"{1}\" y1=\"{2:F1}\" "
                  "y2=\"{2:F1}\"/><text x=\"{3}\" y=\"{4:F1}\" "
                  "text-anchor=\"end\">{5}</text>\n",
                  left, right, y(t), left - 8, y(t) + 4, formatBytes(t));
  // Bands per copy of a folded block, as on the timeline.
  const std::vector<PlanRow> &rows = plan.rows;
  forEachCopy(blocks, 0, rows.size(), [&](const RowBlock &b, size_t copy) {
    size_t row = b.first + copy * b.length;
    size_t begin = row ? rows[row - 1].programPoint + 1 : 0;
    size_t end = rows[row + b.length - 1].programPoint + 1;
    os << formatv("<rect class=\"copy{0}\" x=\"{1:F2}\" y=\"{2}\" "
                  "width=\"{3:F2}\" height=\"{4}\"/>",
                  copy % 2, x(begin), plotTop, x(end) - x(begin), plotHeight);
    if (copy == 0)
      os << formatv("<text class=\"copies\" x=\"{0:F1}\" y=\"{1}\">\u00d7 {2} "
                    "copies</text>",
                    x(begin) + 2, plotTop - 8, b.count);
  });
  // A step curve, one column per pixel at most: the most bytes of the
  // points in a column, so the peak survives thinning.
  size_t columns = std::min<size_t>(points, size_t(right - left));
  std::string path = formatv("M{0:F2},{1}", left, base).str();
  for (size_t c = 0; c < columns; ++c) {
    size_t lo = c * points / columns, hi = (c + 1) * points / columns;
    double most = *std::max_element(values.begin() + lo, values.begin() + hi);
    path +=
        formatv(" L{0:F2},{1:F2} L{2:F2},{1:F2}", x(lo), y(most), x(hi)).str();
  }
  path += formatv(" L{0:F2},{1} Z", right, base).str();
  os << "<path class=\"live\" d=\"" << path << "\"/>\n";
  if (arguments > 0) {
    os << formatv("<rect class=\"args\" x=\"{0}\" y=\"{1:F2}\" "
                  "width=\"{2}\" height=\"{3:F2}\"/>",
                  left, y(arguments), right - left, base - y(arguments));
    if (base - y(arguments) > 16)
      os << formatv("<text class=\"args-label\" x=\"{0}\" y=\"{1:F1}\">"
                    "arguments {2}</text>",
                    left + 8, base - 6, formatBytes(arguments));
    os << "\n";
  }
  size_t peakPoint =
      std::max_element(values.begin(), values.end()) - values.begin();
  double px = x(peakPoint + 0.5);
  bool leftOfPeak = px > kWidth * 0.7;
  os << formatv("<circle class=\"peak\" cx=\"{0:F1}\" cy=\"{1:F1}\" r=\"4\"/>"
                "<text class=\"peak-label\" x=\"{2:F1}\" y=\"{3:F1}\" "
                "text-anchor=\"{4}\">{5} {6}</text>\n",
                px, y(peak), px + (leftOfPeak ? -8 : 8), y(peak) - 7,
                leftOfPeak ? "end" : "start", peakLabel, formatBytes(peak));
  if (budgetOnScale)
    os << formatv("<line class=\"budget-line\" x1=\"{0}\" x2=\"{1}\" "
                  "y1=\"{2:F1}\" y2=\"{2:F1}\"/><text class=\"budget-label\" "
                  "x=\"{1}\" y=\"{3:F1}\" text-anchor=\"end\">budget {4}"
                  "</text>\n",
                  left, right, y(budget), y(budget) - 6, formatBytes(budget));
  else if (budget > 0)
    os << formatv("<text class=\"budget-label budget-off\" x=\"{0}\" "
                  "y=\"{1}\" text-anchor=\"end\">\u25b2 budget {2}, {3} "
                  "times the peak: far above this scale</text>\n",
                  right, plotTop - 8, formatBytes(budget),
                  formatCount(budget / std::max(peak, 1.0)));
  os << formatv("<line class=\"axis\" x1=\"{0}\" x2=\"{1}\" y1=\"{2}\" "
                "y2=\"{2}\"/><text x=\"{0}\" y=\"{3}\">first op</text><text "
                "x=\"{1}\" y=\"{3}\" text-anchor=\"end\">op {4}, in program "
                "order</text>\n",
                left, right, base, base + 16, points);
  os << "</svg>\n";
}

void writeMemoryChart(raw_ostream &os, const Plan &plan,
                      ArrayRef<RowBlock> blocks) {
  const std::vector<double> &live = plan.liveBytes;
  os << "<section id=\"memory\"><h2>Memory over program order</h2><p "
        "class=\"note\">Bytes live on each device while each op of the "
        "entry runs, by the cost model's tensor liveness: the arguments "
        "(live throughout), temporaries still to be used, the op's results "
        "(its peak: "
     << formatBytes(plan.costModelPeakBytes)
     << "). The plan's peak memory, checked against the budget, is "
     << (plan.peakMemorySource == "bufferized"
             ? "the bufferized program's allocations: "
             : "this estimate: ")
     << formatBytes(plan.peakMemoryBytes) << ".</p>\n";
  if (live.empty()) {
    os << "<p class=\"note\">The entry has no ops.</p></section>\n";
    return;
  }
  writeBytesCurve(os, plan, blocks, live, plan.argumentBytes,
                  plan.memoryBudgetBytes, "peak");
  // Weights often dwarf activations; then the temporaries get a chart of
  // their own, or their shape would be a flat line on top of the band.
  std::vector<double> temporaries;
  for (double bytes : live)
    temporaries.push_back(std::max(bytes - plan.argumentBytes, 0.0));
  double peakTemporaries =
      *std::max_element(temporaries.begin(), temporaries.end());
  if (plan.argumentBytes > 0 && peakTemporaries > 0 &&
      peakTemporaries < 0.25 * plan.costModelPeakBytes) {
    os << "<h3>Temporaries alone, zoomed (without the arguments' "
       << formatBytes(plan.argumentBytes) << ")</h3>\n";
    writeBytesCurve(os, plan, blocks, temporaries, 0, 0, "peak temporaries");
  }
  os << "</section>\n";
}

} // namespace cleave::html
