//===- SearchProblem.cpp - Evaluating and dispatching a search ------------===//

#include "cleave/Search/SearchProblem.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace cleave {

double evaluateTime(const SearchProblem &problem,
                    const std::vector<unsigned> &choice) {
  double total = problem.fixedSeconds, stream = 0;
  for (unsigned n = 0; n < problem.nodes.size(); ++n) {
    total += problem.nodes[n].cost[choice[n]];
    if (!problem.nodes[n].stream.empty())
      stream += problem.nodes[n].stream[choice[n]];
  }
  for (const SearchEdge &e : problem.edges) {
    size_t k = choice[e.from] * problem.nodes[e.to].cost.size() + choice[e.to];
    total += e.cost[k];
    if (!e.stream.empty())
      stream += e.stream[k];
  }
  for (const SearchShare &share : problem.shares) {
    if (!share.isPaid(choice))
      continue;
    total += share.cost[choice[share.from]];
    if (!share.stream.empty())
      stream += share.stream[choice[share.from]];
  }
  return problem.overlapCollectives ? std::max(total, stream) : total;
}

double getTieBreakSeconds(const SearchProblem &problem,
                          const std::vector<unsigned> &choice) {
  double seconds = 0;
  for (const SearchValue &v : problem.values)
    seconds += v.bytes[choice[v.node]] * v.tieBreakSecondsPerByte;
  return seconds;
}

double getValueBytes(const SearchProblem &problem, unsigned v,
                     const std::vector<unsigned> &choice) {
  const SearchValue &value = problem.values[v];
  return value.bytes[choice[value.node]];
}

double getTempBytes(const SearchProblem &problem, unsigned t,
                    const std::vector<unsigned> &choice) {
  const SearchTemp &temp = problem.temps[t];
  const SearchEdge &e = problem.edges[temp.edge];
  return temp
      .bytes[choice[e.from] * problem.nodes[e.to].cost.size() + choice[e.to]];
}

double getShareTempBytes(const SearchProblem &problem, unsigned t,
                         const std::vector<unsigned> &choice) {
  const SearchShareTemp &temp = problem.shareTemps[t];
  const SearchShare &share = problem.shares[temp.share];
  return share.isPaid(choice) ? temp.bytes[choice[share.from]] : 0;
}

double getBytesAt(const SearchProblem &problem,
                  const std::vector<unsigned> &choice, unsigned p) {
  double live = problem.getFixedBytesAt(p);
  for (unsigned v : problem.livePoints[p])
    live += getValueBytes(problem, v, choice);
  if (p < problem.liveTemps.size())
    for (unsigned t : problem.liveTemps[p])
      live += getTempBytes(problem, t, choice);
  if (p < problem.liveShareTemps.size())
    for (unsigned t : problem.liveShareTemps[p])
      live += getShareTempBytes(problem, t, choice);
  return live;
}

double evaluatePeak(const SearchProblem &problem,
                    const std::vector<unsigned> &choice, unsigned *peakPoint) {
  double peak = problem.fixedBytes;
  if (peakPoint)
    *peakPoint = 0;
  for (unsigned p = 0; p < problem.livePoints.size(); ++p) {
    double live = getBytesAt(problem, choice, p);
    if (live > peak) {
      peak = live;
      if (peakPoint)
        *peakPoint = p;
    }
  }
  return peak;
}

double minimumPeak(const SearchProblem &problem) {
  double peak = problem.fixedBytes;
  for (unsigned p = 0; p < problem.livePoints.size(); ++p) {
    double live = problem.getFixedBytesAt(p);
    for (unsigned v : problem.livePoints[p])
      live += *std::min_element(problem.values[v].bytes.begin(),
                                problem.values[v].bytes.end());
    if (p < problem.liveTemps.size())
      for (unsigned t : problem.liveTemps[p])
        live += *std::min_element(problem.temps[t].bytes.begin(),
                                  problem.temps[t].bytes.end());
    peak = std::max(peak, live);
  }
  return peak;
}

uint64_t countIlpVariables(const SearchProblem &problem) {
  uint64_t count = 0;
  for (const SearchNode &n : problem.nodes)
    count += n.cost.size() > 1 ? n.cost.size() : 0;
  for (const SearchEdge &e : problem.edges)
    count += e.cost.size();
  for (const SearchShare &share : problem.shares)
    count += share.cost.size();
  return count;
}

/// How far from the best time the most frugal plan may be.
static constexpr double kFrugalGap = 0.05;

/// The most frugal plan, roughly: solved under `budget`, raised by a
/// quarter until a plan fits. The least peak is a bound only (a shared
/// reshard's held result may be unavoidable at the most sharded layouts).
/// The tries share one time limit.
static bool solveFrugally(const SearchProblem &problem, double budget,
                          const SearchOptions &options,
                          SearchSolution &solution, std::string &error) {
  SearchProblem frugal = problem;
  SearchOptions once = options;
  once.raiseBudgetToLeast = false;
  // The plan the driver then fits by recomputing and host memory (or
  // refuses): what matters is that it fits, not its last percents of time.
  // Proving 1% under a budget at the least peak took a 2-layer LSTM's AdamW
  // step on 4 devices 36 s (2.2% after 7 s, the same plan).
  once.allowedGap = std::max(options.allowedGap, kFrugalGap);
  frugal.memoryBudget = budget;
  auto start = std::chrono::steady_clock::now();
  for (int step = 0; step < 16; ++step, frugal.memoryBudget *= 1.25) {
    double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (step > 0 && elapsed >= options.timeLimitSeconds)
      break;
    once.timeLimitSeconds = std::max(1.0, options.timeLimitSeconds - elapsed);
    std::string why;
    if (solveSearch(frugal, once, solution, why)) {
      solution.raisedBudget = frugal.memoryBudget;
      return true;
    }
    if (step == 0)
      error = why;
  }
  return false;
}

/// Where `solution` pays kImpossibleSeconds: ", first where X reads Y"
/// (the nodes' ops and places), or nothing if no single term does.
static std::string describeImpossible(const SearchProblem &problem,
                                      const SearchSolution &solution) {
  for (const SearchEdge &e : problem.edges) {
    unsigned width = problem.nodes[e.to].cost.size();
    double cost =
        e.cost[solution.choice[e.from] * width + solution.choice[e.to]];
    if (cost >= kImpossibleSeconds)
      return ", first where " + problem.nodes[e.to].name + " reads " +
             problem.nodes[e.from].name;
  }
  for (size_t n = 0; n < problem.nodes.size(); ++n)
    if (problem.nodes[n].cost[solution.choice[n]] >= kImpossibleSeconds)
      return ", first at " + problem.nodes[n].name;
  for (const SearchShare &share : problem.shares)
    if (share.cost[solution.choice[share.from]] >= kImpossibleSeconds)
      return ", first of the result of " + problem.nodes[share.from].name;
  return "";
}

bool solveSearch(const SearchProblem &problem, const SearchOptions &options,
                 SearchSolution &solution, std::string &error) {
  if (problem.memoryBudget > 0) {
    double least = minimumPeak(problem);
    if (least > problem.memoryBudget && options.raiseBudgetToLeast)
      return solveFrugally(problem, least * (1 + 1e-9), options, solution,
                           error);
    if (least > problem.memoryBudget) {
      char buffer[256];
      std::snprintf(buffer, sizeof(buffer),
                    "no sharding fits the memory budget of %.0f bytes per "
                    "device: without recomputing, the search's memory "
                    "model needs at least %.0f bytes per device (every "
                    "value at its most sharded layout)",
                    problem.memoryBudget, least);
      error = buffer;
      return false;
    }
  }
  bool useIlp = options.solver == SearchOptions::Solver::Ilp ||
                (options.solver == SearchOptions::Solver::Auto &&
                 countIlpVariables(problem) <= options.maxIlpVariables);
  if (!(useIlp ? solveIlp(problem, options, solution, error)
               : solveGreedy(problem, options, solution, error))) {
    if (problem.memoryBudget <= 0 || !options.raiseBudgetToLeast)
      return false;
    return solveFrugally(problem, problem.memoryBudget * 1.25, options,
                         solution, error);
  }
  // An impossible reshard is priced kImpossibleSeconds, not forbidden: a
  // budget only the most sharded layouts meet can force one (a U-Net's
  // strided insert whose operand would have to become partial), and the
  // partitioner then fails on it. That is no plan under the budget.
  if (problem.memoryBudget > 0 && solution.objective >= kImpossibleSeconds) {
    // A budget that binds is named; a device's whole capacity (a
    // pipeline's stages together) is no reason.
    char buffer[256];
    if (problem.memoryBudget < 1e15)
      std::snprintf(buffer, sizeof(buffer),
                    "no sharding under the memory budget of %.0f bytes per "
                    "device can be partitioned: ",
                    problem.memoryBudget);
    else
      std::snprintf(buffer, sizeof(buffer), "no sharding can be partitioned: ");
    error = std::string(buffer) + "the layouts that " +
            (problem.memoryBudget < 1e15 ? "fit" : "the constraints allow") +
            " need a reshard the partitioner cannot do" +
            describeImpossible(problem, solution);
    return false;
  }
  return true;
}

} // namespace cleave
