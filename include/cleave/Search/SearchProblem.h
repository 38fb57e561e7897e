//===- SearchProblem.h - Strategy choice as a graph problem -----*- C++ -*-===//
//
// The automatic search in solver terms, free of MLIR: nodes (classes of ops
// that share one decision) each choose one strategy; a node's strategy costs
// time; an edge between two nodes costs the resharding time of each pair of
// strategies; values occupy memory according to their node's strategy, and
// the values live at each program point must fit the per-device budget.
// Times are in seconds, memory in bytes.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SEARCH_SEARCHPROBLEM_H
#define CLEAVE_SEARCH_SEARCHPROBLEM_H

#include <cstdint>
#include <string>
#include <vector>

namespace cleave {

struct SearchNode {
  std::string name;         ///< for statistics and debugging
  std::vector<double> cost; ///< per strategy
  /// SearchProblem::overlapCollectives: the communication stream's busy
  /// time per strategy (empty: none).
  std::vector<double> stream;
};

struct SearchEdge {
  unsigned from = 0, to = 0;
  /// cost[s * |S_to| + t]: `from` takes strategy s, `to` takes t.
  std::vector<double> cost;
  /// Like `cost`, the communication stream's busy time (empty: none).
  std::vector<double> stream;
};

/// One value resharded to one layout that several consumers need: the
/// partitioner emits that reshard once, so it is paid once, whichever of
/// `uses` asks for it. The edges from `from` to the uses leave it out.
struct SearchShare {
  unsigned from = 0;
  std::vector<double> cost;   ///< per strategy of `from`
  std::vector<double> stream; ///< like `cost`, with overlap (empty: none)
  struct Use {
    unsigned to = 0;
    std::vector<bool> wants; ///< per strategy of `to`: needs this layout
  };
  std::vector<Use> uses;
  /// Paid under `choice`: some use's node takes a strategy that wants it.
  bool isPaid(const std::vector<unsigned> &choice) const {
    for (const Use &u : uses)
      if (u.wants[choice[u.to]])
        return true;
    return false;
  }
};

/// A value whose per-device bytes depend on one node's strategy.
struct SearchValue {
  unsigned node = 0;
  std::vector<double> bytes; ///< per strategy of `node`
  /// Seconds per byte the node's cost carries for it, to break ties
  /// towards less memory: not part of the modeled step time.
  double tieBreakSecondsPerByte = 0;
};

/// A reshard's result, held while its consumer runs: bytes depend on both
/// ends of an edge (zero where the layouts agree).
struct SearchTemp {
  unsigned edge = 0;
  std::vector<double> bytes; ///< indexed as the edge's cost
};

/// A reshard several consumers share (a SearchShare): the partitioner
/// emits it once, before its first consumer, and its result is held until
/// the last (a parameter gathered for the forward pass and read again by
/// the backward one). Held at the points between them, when paid.
struct SearchShareTemp {
  unsigned share = 0;        ///< into SearchProblem::shares
  std::vector<double> bytes; ///< per strategy of the share's source
};

struct SearchProblem {
  std::vector<SearchNode> nodes;
  std::vector<SearchEdge> edges;
  std::vector<SearchShare> shares;
  std::vector<SearchValue> values;
  std::vector<SearchTemp> temps;
  /// Values live at each program point (indices into `values`).
  std::vector<std::vector<unsigned>> livePoints;
  /// Reshard temporaries live at each of those points (into `temps`).
  std::vector<std::vector<unsigned>> liveTemps;
  std::vector<SearchShareTemp> shareTemps;
  /// Shared reshards held at each of those points (into `shareTemps`).
  std::vector<std::vector<unsigned>> liveShareTemps;
  /// Bytes live at every point whatever the strategies (e.g. constants).
  double fixedBytes = 0;
  /// Bytes live at each of `livePoints` whatever the strategies: results
  /// of ops that run whole (no rule, generators), held until last used.
  std::vector<double> fixedLive;
  /// fixedBytes plus fixedLive at point `p`.
  double getFixedBytesAt(unsigned p) const {
    return fixedBytes + (p < fixedLive.size() ? fixedLive[p] : 0);
  }
  /// Seconds spent whatever the strategies (ops the search leaves
  /// replicated): part of the objective, so that it prices the whole step.
  double fixedSeconds = 0;
  /// Per-device memory budget; 0 for none.
  double memoryBudget = 0;
  /// Collectives overlap compute: `cost` holds only their exposed part,
  /// `stream` their whole time, and the step is the larger of the costs'
  /// sum and the streams' sum (one communication stream, in order).
  bool overlapCollectives = false;
};

/// The search's time limit unless the caller gives one.
constexpr double kDefaultSearchSeconds = 60;

struct SearchOptions {
  enum class Solver { Auto, Ilp, Greedy };
  Solver solver = Solver::Auto;
  double timeLimitSeconds = kDefaultSearchSeconds;
  /// Above this many ILP variables, Auto uses the greedy solver.
  uint64_t maxIlpVariables = 400000;
  /// A budget below the least any choice needs (minimumPeak) is solved as
  /// that least, the most frugal choice, instead of refused: the driver
  /// then fits the program by recomputing and host memory, which this
  /// problem does not model.
  bool raiseBudgetToLeast = false;
  /// A known choice (a strategy per node) the ILP starts from when it is
  /// better than the greedy one: the answer if nothing better is found.
  std::vector<unsigned> start;
  /// An optional second look (a retry that may find a better plan): the
  /// ILP stops at the limit itself, not with the grace a plan's only solve
  /// gets (CBC returns late after a long root LP), so that the search as a
  /// whole stays within the user's limit.
  bool hardDeadline = false;
  /// The relative gap at which the ILP may stop (0: the solver's own,
  /// 1e-6, or 1% under memory rows or overlap, whichever is larger).
  double allowedGap = 0;
};

/// What the search prices a reshard the partitioner cannot do (a value made
/// partial, a layout no collective reaches): far above any step.
constexpr double kImpossibleSeconds = 1e3;

/// The tie-breaking seconds `choice` carries in its objective.
double getTieBreakSeconds(const SearchProblem &problem,
                          const std::vector<unsigned> &choice);

struct SearchSolution {
  std::vector<unsigned> choice; ///< strategy per node
  double objective = 0;         ///< modeled seconds of `choice`
  double bound = 0;             ///< best lower bound known (ILP)
  double peakBytes = 0;         ///< modeled peak of `choice`
  std::string method; ///< "ilp", "ilp (time limit)", "greedy", or "greedy (the
                      ///< ILP found no solution)"
  uint64_t variables = 0, constraints = 0;
  double solveSeconds = 0;
  bool optimal = false;
  /// SearchOptions::raiseBudgetToLeast applied: the budget it solved under.
  double raisedBudget = 0;
  /// The relative gap the ILP was allowed to stop at (its last solve).
  double allowedGap = 0;
  /// Relative gap between objective and bound (0 when proven optimal).
  double gap() const {
    return objective > 0 ? std::max(0.0, (objective - bound) / objective) : 0;
  }
};

/// Variables the ILP formulation of `problem` would have at most.
uint64_t countIlpVariables(const SearchProblem &problem);

/// Bytes value `v`, temp `t` or share temp `t` holds under `choice` (a
/// share temp only where its share is paid).
double getValueBytes(const SearchProblem &problem, unsigned v,
                     const std::vector<unsigned> &choice);
double getTempBytes(const SearchProblem &problem, unsigned t,
                    const std::vector<unsigned> &choice);
double getShareTempBytes(const SearchProblem &problem, unsigned t,
                         const std::vector<unsigned> &choice);

/// Bytes the memory model holds at point `p` of problem.livePoints under
/// `choice`.
double getBytesAt(const SearchProblem &problem,
                  const std::vector<unsigned> &choice, unsigned p);

/// Modeled time of `choice`: the costs' sum (edges and paid shares
/// included), or with overlap the larger of it and the streams' sum.
double evaluateTime(const SearchProblem &problem,
                    const std::vector<unsigned> &choice);
/// Per-point memory of `choice`; returns the peak and its point.
double evaluatePeak(const SearchProblem &problem,
                    const std::vector<unsigned> &choice,
                    unsigned *peakPoint = nullptr);
/// The least peak any choice reaches (each value at its smallest layout:
/// values only depend on their own node, so this is exact).
double minimumPeak(const SearchProblem &problem);

/// Solves `problem`; returns false with `error` set when the budget cannot be
/// met (the message names the minimum) or the solver fails.
bool solveSearch(const SearchProblem &problem, const SearchOptions &options,
                 SearchSolution &solution, std::string &error);

/// The solvers behind solveSearch (exposed for tests and benchmarks).
bool solveIlp(const SearchProblem &problem, const SearchOptions &options,
              SearchSolution &solution, std::string &error);
bool solveGreedy(const SearchProblem &problem, const SearchOptions &options,
                 SearchSolution &solution, std::string &error);

/// Moves one node at a time to a strategy that lowers its cost, from a
/// plan found elsewhere, until none does; keeps the result only where it
/// is faster and within the memory budget.
void improveLocally(const SearchProblem &problem,
                    std::vector<unsigned> &choice);

} // namespace cleave

#endif // CLEAVE_SEARCH_SEARCHPROBLEM_H
