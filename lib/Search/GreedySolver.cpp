//===- GreedySolver.cpp - Fast strategy choice for very large graphs ------===//
//
// Greedy construction in program order (each node takes its cheapest
// strategy given the nodes already decided), then iterated conditional
// modes: each node in turn moves to its best strategy given all neighbours,
// until nothing changes. A memory budget is met by a Lagrangian penalty on
// the bytes live at the peak point, doubled until the peak fits. With
// overlap, where the communication stream binds (evaluateTime's max),
// further sweeps weigh the streams beside the costs, and are kept if the
// objective improves within the budget.
//
//===----------------------------------------------------------------------===//

#include "cleave/Search/SearchProblem.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace cleave {

namespace {
struct Incidence {
  unsigned edge;
  bool isFrom; ///< this node is the edge's `from`
};
/// Per node: the edges and the shares it takes part in.
struct Neighbours {
  std::vector<std::vector<Incidence>> edges;
  std::vector<std::vector<unsigned>> shares;
};
} // namespace

/// A share's cost if `node` takes `s` and the decided nodes keep their
/// choice: paid once if any decided use (or `node` itself) wants it.
static double shareCost(const SearchShare &share,
                        const std::vector<unsigned> &choice,
                        const std::vector<bool> &decided, unsigned node,
                        unsigned s, double streamWeight) {
  auto strategyOf = [&](unsigned n) -> int {
    return n == node ? int(s) : decided[n] ? int(choice[n]) : -1;
  };
  int from = strategyOf(share.from);
  if (from < 0)
    return 0;
  bool paid = false;
  for (const SearchShare::Use &use : share.uses) {
    int t = strategyOf(use.to);
    if (t >= 0 && use.wants[t]) {
      paid = true;
      break;
    }
  }
  if (!paid)
    return 0;
  double c = share.cost[from];
  if (streamWeight > 0)
    c = (1 - streamWeight) * c +
        streamWeight * (share.stream.empty() ? 0.0 : share.stream[from]);
  return c;
}

/// Cost of `node` taking `s` given neighbours' choices; undecided neighbours
/// (`decided` false) are ignored. `streamWeight` mixes in the stream times
/// (0: costs only).
static double localCost(const SearchProblem &problem,
                        const Neighbours &incidence,
                        const std::vector<double> &penalty,
                        const std::vector<unsigned> &choice,
                        const std::vector<bool> &decided, unsigned node,
                        unsigned s, double streamWeight = 0) {
  auto mix = [&](const std::vector<double> &cost,
                 const std::vector<double> &stream, size_t k) {
    double c = cost[k];
    if (streamWeight > 0)
      c = (1 - streamWeight) * c +
          streamWeight * (stream.empty() ? 0.0 : stream[k]);
    return c;
  };
  const SearchNode &n = problem.nodes[node];
  double cost = mix(n.cost, n.stream, s) + penalty[s];
  for (unsigned share : incidence.shares[node])
    cost += shareCost(problem.shares[share], choice, decided, node, s,
                      streamWeight);
  for (const Incidence &inc : incidence.edges[node]) {
    const SearchEdge &e = problem.edges[inc.edge];
    unsigned other = inc.isFrom ? e.to : e.from;
    if (!decided[other])
      continue;
    size_t width = problem.nodes[e.to].cost.size();
    cost +=
        mix(e.cost, e.stream,
            inc.isFrom ? s * width + choice[other] : choice[other] * width + s);
  }
  return cost;
}

/// Iterated conditional modes from `choice` until nothing changes.
static void sweep(const SearchProblem &problem, const Neighbours &incidence,
                  const std::vector<std::vector<double>> &penalty,
                  const std::vector<bool> &decided,
                  std::vector<unsigned> &choice, double streamWeight) {
  for (int round = 0; round < 50; ++round) {
    bool changed = false;
    for (unsigned n = 0; n < problem.nodes.size(); ++n) {
      double best = localCost(problem, incidence, penalty[n], choice, decided,
                              n, choice[n], streamWeight);
      for (unsigned s = 0; s < problem.nodes[n].cost.size(); ++s) {
        double c = localCost(problem, incidence, penalty[n], choice, decided, n,
                             s, streamWeight);
        if (c < best * (1 - 1e-12) - 1e-18) {
          best = c;
          choice[n] = s;
          changed = true;
        }
      }
    }
    if (!changed)
      return;
  }
}

static Neighbours getNeighbours(const SearchProblem &problem) {
  Neighbours incidence;
  incidence.edges.resize(problem.nodes.size());
  incidence.shares.resize(problem.nodes.size());
  for (unsigned i = 0; i < problem.edges.size(); ++i) {
    incidence.edges[problem.edges[i].from].push_back({i, true});
    incidence.edges[problem.edges[i].to].push_back({i, false});
  }
  for (unsigned i = 0; i < problem.shares.size(); ++i) {
    std::vector<unsigned> members = {problem.shares[i].from};
    for (const SearchShare::Use &use : problem.shares[i].uses)
      members.push_back(use.to);
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    for (unsigned n : members)
      incidence.shares[n].push_back(i);
  }
  return incidence;
}

bool solveGreedy(const SearchProblem &problem, const SearchOptions &options,
                 SearchSolution &solution, std::string &error) {
  auto start = std::chrono::steady_clock::now();
  unsigned numNodes = problem.nodes.size();
  Neighbours incidence = getNeighbours(problem);
  // Memory penalty per node and strategy: lambda * bytes at the peak point.
  std::vector<std::vector<double>> penalty(numNodes);
  for (unsigned n = 0; n < numNodes; ++n)
    penalty[n].assign(problem.nodes[n].cost.size(), 0);
  std::vector<unsigned> choice(numNodes, 0);
  double lambda = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<bool> decided(numNodes, false);
    for (unsigned n = 0; n < numNodes; ++n) {
      double best = std::numeric_limits<double>::infinity();
      for (unsigned s = 0; s < problem.nodes[n].cost.size(); ++s) {
        double c =
            localCost(problem, incidence, penalty[n], choice, decided, n, s);
        if (c < best) {
          best = c;
          choice[n] = s;
        }
      }
      decided[n] = true;
    }
    sweep(problem, incidence, penalty, decided, choice, 0);
    unsigned peakPoint = 0;
    double peak = evaluatePeak(problem, choice, &peakPoint);
    if (problem.memoryBudget <= 0 || peak <= problem.memoryBudget)
      break;
    if (round == 59) {
      error = "the greedy search found no sharding within the memory budget";
      return false;
    }
    // Penalize the bytes live at the peak point, harder each round.
    lambda = lambda == 0 ? evaluateTime(problem, choice) / peak : lambda * 2;
    for (unsigned v : problem.livePoints[peakPoint]) {
      const SearchValue &value = problem.values[v];
      for (unsigned s = 0; s < value.bytes.size(); ++s)
        penalty[value.node][s] += lambda * value.bytes[s];
    }
    // A shared reshard held there: on its source, whose layout decides it.
    if (peakPoint < problem.liveShareTemps.size())
      for (unsigned t : problem.liveShareTemps[peakPoint]) {
        const SearchShareTemp &temp = problem.shareTemps[t];
        unsigned from = problem.shares[temp.share].from;
        for (unsigned s = 0; s < temp.bytes.size(); ++s)
          penalty[from][s] += lambda * temp.bytes[s];
      }
  }
  if (problem.overlapCollectives) {
    std::vector<bool> all(numNodes, true);
    for (double weight : {0.5, 0.75}) {
      std::vector<unsigned> alternative = choice;
      sweep(problem, incidence, penalty, all, alternative, weight);
      bool fits = problem.memoryBudget <= 0 ||
                  evaluatePeak(problem, alternative) <= problem.memoryBudget;
      if (fits &&
          evaluateTime(problem, alternative) < evaluateTime(problem, choice))
        choice = std::move(alternative);
    }
  }
  solution.choice = choice;
  solution.objective = evaluateTime(problem, choice);
  solution.bound = 0;
  solution.peakBytes = evaluatePeak(problem, choice);
  solution.method = "greedy";
  solution.optimal = false;
  solution.variables = numNodes;
  solution.constraints = 0;
  solution.solveSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  (void)options;
  return true;
}

void improveLocally(const SearchProblem &problem,
                    std::vector<unsigned> &choice) {
  unsigned numNodes = problem.nodes.size();
  Neighbours incidence = getNeighbours(problem);
  std::vector<std::vector<double>> penalty(numNodes);
  for (unsigned n = 0; n < numNodes; ++n)
    penalty[n].assign(problem.nodes[n].cost.size(), 0);
  std::vector<unsigned> moved = choice;
  sweep(problem, incidence, penalty, std::vector<bool>(numNodes, true), moved,
        0);
  if ((problem.memoryBudget <= 0 ||
       evaluatePeak(problem, moved) <= problem.memoryBudget) &&
      evaluateTime(problem, moved) < evaluateTime(problem, choice))
    choice = std::move(moved);
}

} // namespace cleave
