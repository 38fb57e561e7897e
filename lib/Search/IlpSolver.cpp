//===- IlpSolver.cpp - Exact strategy choice with COIN-OR CBC -------------===//
//
// Alpa's formulation: a binary one-hot x[n][s] per node, and per edge
// continuous e[s][t] whose row sums are x[from][s] and column sums
// x[to][t] (so e is the product of the two one-hots at integral points, with
// a tighter relaxation than e >= x + x - 1). Edges that do not couple the two
// choices (zero, or separable into per-node terms) become node costs.
// A share (one reshard several consumers need) is a column per source
// strategy bounded below by each use's product columns: paid once.
// Memory constraints are generated lazily: solve, find the peak point of the
// solution, add that point's constraint if it is over budget, solve again.
// The greedy solution is the MIP start, so a time limit still returns a
// plan. Costs are scaled to microseconds for the solver's tolerances.
//
//===----------------------------------------------------------------------===//

#include "cleave/Search/SearchProblem.h"

#include "llvm/ADT/STLExtras.h"

#include <coin/Cbc_C_Interface.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>

namespace cleave {

namespace {

constexpr double kScale = 1e6; // seconds -> microseconds

/// What one Cbc_solve found.
struct CbcResult {
  std::vector<double> x; ///< empty: no solution
  bool infeasible = false, optimal = false, hitLimit = false;
  double bestPossible = 0;
};

CbcResult readResult(Cbc_Model *model, size_t variables) {
  CbcResult r;
  if (const double *x = Cbc_bestSolution(model))
    r.x.assign(x, x + variables);
  r.infeasible = Cbc_isProvenInfeasible(model);
  r.optimal = Cbc_isProvenOptimal(model);
  r.hitLimit = Cbc_isSecondsLimitReached(model);
  r.bestPossible = Cbc_getBestPossibleObjValue(model);
  return r;
}

bool writeAll(int fd, const void *data, size_t bytes) {
  const char *p = static_cast<const char *>(data);
  while (bytes) {
    ssize_t n = ::write(fd, p, bytes);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    p += n;
    bytes -= size_t(n);
  }
  return true;
}

/// Cbc_solve in a child process, killed once `seconds` are over. CBC's
/// own time limit starts after the root LP relaxation, which ran past 10
/// minutes on a 12-layer GPT-2 Adam step on 2x8 (`--time-limit 20` did not
/// hold); a solve past its time is no solution in the time limit. The
/// child writes what it found to a pipe and exits.
CbcResult solveWithin(Cbc_Model *model, size_t variables, double seconds) {
  int fds[2];
  pid_t pid = -1;
  if (::pipe(fds) == 0) {
    pid = ::fork();
    if (pid < 0) {
      ::close(fds[0]);
      ::close(fds[1]);
    }
  }
  if (pid < 0) { // no child: solve here, under CBC's own limit
    Cbc_solve(model);
    return readResult(model, variables);
  }
  if (pid == 0) {
    ::close(fds[0]);
    Cbc_solve(model);
    CbcResult r = readResult(model, variables);
    double header[5] = {r.x.empty() ? 0.0 : 1.0, double(r.infeasible),
                        double(r.optimal), double(r.hitLimit), r.bestPossible};
    bool ok = writeAll(fds[1], header, sizeof(header)) &&
              (r.x.empty() ||
               writeAll(fds[1], r.x.data(), variables * sizeof(double)));
    ::_exit(ok ? 0 : 1);
  }
  ::close(fds[1]);
  std::vector<char> bytes;
  auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  bool late = false;
  for (char buffer[1 << 16];;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - std::chrono::steady_clock::now())
                    .count();
    pollfd wait{fds[0], POLLIN, 0};
    int ready = left > 0 ? ::poll(&wait, 1, int(left)) : 0;
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0) {
      late = ready == 0;
      break;
    }
    ssize_t n = ::read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    bytes.insert(bytes.end(), buffer, buffer + n);
  }
  ::close(fds[0]);
  if (late)
    ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
  CbcResult r;
  double header[5];
  if (late || bytes.size() < sizeof(header)) {
    r.hitLimit = true;
    return r;
  }
  std::memcpy(header, bytes.data(), sizeof(header));
  r.infeasible = header[1] != 0;
  r.optimal = header[2] != 0;
  r.hitLimit = header[3] != 0;
  r.bestPossible = header[4];
  if (header[0] != 0 &&
      bytes.size() == sizeof(header) + variables * sizeof(double)) {
    r.x.resize(variables);
    std::memcpy(r.x.data(), bytes.data() + sizeof(header),
                variables * sizeof(double));
  }
  return r;
}
/// Memory rows added per round: the points most over the budget.
constexpr size_t kPointsPerRound = 8;

struct Triplet {
  int row, col;
  double value;
};

/// The ILP's columns and rows, rebuilt for each solve.
struct Formulation {
  std::vector<double> obj, colLower, colUpper;
  /// With overlap: each column's share of the communication stream's time.
  std::vector<double> stream;
  std::vector<bool> integer;
  std::vector<double> rowLower, rowUpper;
  std::vector<Triplet> entries;
  int addColumn(double cost, bool isInteger, double streamCost = 0) {
    obj.push_back(cost);
    stream.push_back(streamCost);
    colLower.push_back(0);
    colUpper.push_back(1);
    integer.push_back(isInteger);
    return obj.size() - 1;
  }
  int addRow(double lower, double upper) {
    rowLower.push_back(lower);
    rowUpper.push_back(upper);
    return rowLower.size() - 1;
  }
};

constexpr int kNoColumn = -1, kPaid = -2;

/// Each share costs a column z[s] per strategy s of its source, bounded
/// below by every use's indicator of "source takes s and the consumer a
/// strategy that wants the layout": the sum of the edge's product columns
/// e[s][t] over wanted t where the edge is coupled (as tight as the edge
/// itself), x[from][s] + sum x[to][t] - 1 where no edge joins the two.
void addShares(const SearchProblem &problem,
               const std::vector<int> &firstColumn,
               const std::vector<int> &productColumn,
               const std::map<std::pair<unsigned, unsigned>, unsigned> &edgeOf,
               Formulation &f, double &fixedCost, double &fixedStream,
               std::vector<std::vector<int>> &shareColumns) {
  // Per share and source strategy: its column, kNoColumn (never paid) or
  // kPaid (paid for certain).
  shareColumns.assign(problem.shares.size(), {});
  // A share that holds memory needs its columns for the memory rows.
  std::vector<bool> holds(problem.shares.size(), false);
  for (const SearchShareTemp &temp : problem.shareTemps)
    holds[temp.share] = true;
  for (auto [index, share] : llvm::enumerate(problem.shares)) {
    unsigned rows = problem.nodes[share.from].cost.size();
    std::vector<int> &columns = shareColumns[index];
    columns.assign(rows, kNoColumn);
    for (unsigned s = 0; s < rows; ++s) {
      double cost = share.cost[s];
      double stream = share.stream.empty() ? 0.0 : share.stream[s];
      if (cost == 0 && stream == 0 && !holds[index])
        continue;
      // Indicators as (columns, constant) sums.
      std::vector<std::pair<std::vector<int>, double>> indicators;
      bool always = false;
      for (const SearchShare::Use &use : share.uses) {
        unsigned cols = problem.nodes[use.to].cost.size();
        std::vector<int> terms;
        double constant = 0;
        if (use.to == share.from) {
          if (!use.wants[s])
            continue;
          if (rows == 1)
            constant = 1;
          else
            terms.push_back(firstColumn[share.from] + s);
        } else if (rows == 1 || cols == 1) {
          for (unsigned t = 0; t < cols; ++t) {
            if (!use.wants[t])
              continue;
            if (rows == 1 && cols == 1)
              constant = 1;
            else if (rows == 1)
              terms.push_back(firstColumn[use.to] + t);
            else
              terms.push_back(firstColumn[share.from] + s);
          }
        } else {
          auto forward = edgeOf.find({share.from, use.to});
          auto backward = edgeOf.find({use.to, share.from});
          int product = -1;
          bool reversed = false;
          if (forward != edgeOf.end() && productColumn[forward->second] >= 0)
            product = productColumn[forward->second];
          else if (backward != edgeOf.end() &&
                   productColumn[backward->second] >= 0) {
            product = productColumn[backward->second];
            reversed = true;
          }
          bool anyWanted = false;
          for (unsigned t = 0; t < cols; ++t) {
            if (!use.wants[t])
              continue;
            anyWanted = true;
            if (product >= 0)
              terms.push_back(product +
                              (reversed ? t * rows + s : s * cols + t));
            else
              terms.push_back(firstColumn[use.to] + t);
          }
          if (!anyWanted)
            continue;
          if (product < 0) {
            terms.push_back(firstColumn[share.from] + s);
            constant = -1;
          }
        }
        if (terms.empty() && constant <= 0)
          continue;
        if (terms.empty()) {
          always = true;
          break;
        }
        indicators.push_back({std::move(terms), constant});
      }
      if (always) { // only a source without a choice pays for certain
        fixedCost += cost;
        fixedStream += stream;
        columns[s] = kPaid;
        continue;
      }
      if (indicators.empty())
        continue;
      int z = f.addColumn(cost * kScale, false, stream * kScale);
      columns[s] = z;
      for (auto &[terms, constant] : indicators) {
        int row = f.addRow(constant, 1e30);
        f.entries.push_back({row, z, 1});
        for (int col : terms)
          f.entries.push_back({row, col, -1});
      }
    }
  }
}

/// Every column's value at the node choice `choice`: the one-hots, the
/// product columns, then each remaining continuous column (shares, the
/// overlap term) at the least value allowed by the rows it is the last
/// column of (a share's rows end at its column, the overlap row at the
/// overlap term, which follows every share it reads). CBC takes a start with
/// integers only too, but completing one itself was a sub-MIP: 5.5 of 7 s on a
/// 96-layer step whose root LP took 1.5 s.
std::vector<double> completeStart(const SearchProblem &problem,
                                  const Formulation &f,
                                  const std::vector<int> &firstColumn,
                                  const std::vector<int> &productColumn,
                                  const std::vector<unsigned> &choice) {
  std::vector<double> x(f.obj.size(), 0);
  std::vector<bool> known(f.obj.size(), false);
  for (unsigned n = 0; n < firstColumn.size(); ++n)
    if (firstColumn[n] >= 0) {
      for (unsigned s = 0; s < problem.nodes[n].cost.size(); ++s)
        known[firstColumn[n] + s] = true;
      x[firstColumn[n] + choice[n]] = 1;
    }
  for (unsigned i = 0; i < productColumn.size(); ++i) {
    if (productColumn[i] < 0)
      continue;
    const SearchEdge &e = problem.edges[i];
    unsigned rows = problem.nodes[e.from].cost.size();
    unsigned cols = problem.nodes[e.to].cost.size();
    for (unsigned k = 0; k < rows * cols; ++k)
      known[productColumn[i] + k] = true;
    x[productColumn[i] + choice[e.from] * cols + choice[e.to]] = 1;
  }
  std::vector<std::vector<std::pair<int, double>>> rowEntries(
      f.rowLower.size());
  std::vector<std::vector<std::pair<int, double>>> colEntries(f.obj.size());
  std::vector<int> lastColumn(f.rowLower.size(), -1);
  for (const Triplet &t : f.entries) {
    rowEntries[t.row].push_back({t.col, t.value});
    colEntries[t.col].push_back({t.row, t.value});
    lastColumn[t.row] = std::max(lastColumn[t.row], t.col);
  }
  for (size_t c = 0; c < f.obj.size(); ++c) {
    if (known[c])
      continue;
    double value = f.colLower[c];
    for (auto [row, a] : colEntries[c]) {
      if (a <= 0 || lastColumn[row] != int(c))
        continue;
      double rest = 0;
      for (auto [other, b] : rowEntries[row])
        if (other != int(c))
          rest += b * x[other];
      value = std::max(value, (f.rowLower[row] - rest) / a);
    }
    x[c] = std::min(value, f.colUpper[c]);
  }
  return x;
}

} // namespace

/// The relative gap at which the overlap objective's solve, and one under
/// memory rows, stops.
static constexpr double kLooseGap = 0.01;

bool solveIlp(const SearchProblem &problem, const SearchOptions &options,
              SearchSolution &solution, std::string &error) {
  auto start = std::chrono::steady_clock::now();
  unsigned numNodes = problem.nodes.size();

  // Fold edges that do not couple choices into node costs.
  // With overlap the objective is max(costs, streams) (evaluateTime): the
  // streams' part of each term is carried beside its cost, and a column Z
  // >= streams - costs added to the costs.
  bool overlap = problem.overlapCollectives;
  std::vector<std::vector<double>> nodeCost(numNodes), nodeStream(numNodes);
  for (unsigned n = 0; n < numNodes; ++n) {
    nodeCost[n] = problem.nodes[n].cost;
    nodeStream[n] = problem.nodes[n].stream;
    nodeStream[n].resize(nodeCost[n].size(), 0);
  }
  auto streamOf = [](const SearchEdge &e, size_t k) {
    return e.stream.empty() ? 0.0 : e.stream[k];
  };
  // Separable iff c[s][t] = c[s][0] + c[0][t] - c[0][0] everywhere.
  auto isSeparable = [](size_t rows, size_t cols, auto at) {
    for (size_t s = 0; s < rows; ++s)
      for (size_t t = 0; t < cols; ++t) {
        double predicted = at(s * cols) + at(t) - at(0);
        double actual = at(s * cols + t);
        if (std::abs(predicted - actual) >
            1e-9 * std::max({1e-12, std::abs(actual)}))
          return false;
      }
    return true;
  };
  // A share's uses read the product columns of the edge between its nodes
  // (the tight form): those edges stay coupled whatever their costs.
  std::map<std::pair<unsigned, unsigned>, unsigned> edgeOf;
  for (unsigned i = 0; i < problem.edges.size(); ++i)
    edgeOf.emplace(std::make_pair(problem.edges[i].from, problem.edges[i].to),
                   i);
  std::vector<bool> sharedEdge(problem.edges.size(), false);
  for (const SearchShare &share : problem.shares)
    for (const SearchShare::Use &use : share.uses)
      for (auto key : {std::make_pair(share.from, use.to),
                       std::make_pair(use.to, share.from)})
        if (auto it = edgeOf.find(key); it != edgeOf.end())
          sharedEdge[it->second] = true;

  // Under a budget, an edge whose reshard holds a temporary keeps its
  // product columns: the memory rows need both ends.
  std::vector<bool> heldEdge(problem.edges.size(), false);
  if (problem.memoryBudget > 0)
    for (const SearchTemp &temp : problem.temps)
      heldEdge[temp.edge] = true;
  std::vector<unsigned> coupled;
  double constant = 0, streamConstant = 0;
  for (unsigned i = 0; i < problem.edges.size(); ++i) {
    const SearchEdge &e = problem.edges[i];
    size_t rows = problem.nodes[e.from].cost.size();
    size_t cols = problem.nodes[e.to].cost.size();
    bool separable =
        !sharedEdge[i] && !heldEdge[i] &&
        isSeparable(rows, cols, [&](size_t k) { return e.cost[k]; }) &&
        (!overlap ||
         isSeparable(rows, cols, [&](size_t k) { return streamOf(e, k); }));
    if (!separable) {
      coupled.push_back(i);
      continue;
    }
    for (size_t s = 0; s < rows; ++s) {
      nodeCost[e.from][s] += e.cost[s * cols];
      nodeStream[e.from][s] += streamOf(e, s * cols);
    }
    for (size_t t = 0; t < cols; ++t) {
      nodeCost[e.to][t] += e.cost[t];
      nodeStream[e.to][t] += streamOf(e, t);
    }
    constant -= e.cost[0];
    streamConstant -= streamOf(e, 0);
  }

  // Greedy start: also the answer if the solver finds nothing better.
  SearchSolution start0;
  if (!solveGreedy(problem, options, start0, error))
    start0.choice.clear();
  if (options.start.size() == problem.nodes.size() &&
      (problem.memoryBudget <= 0 ||
       evaluatePeak(problem, options.start) <= problem.memoryBudget) &&
      (start0.choice.empty() ||
       evaluateTime(problem, options.start) < start0.objective)) {
    start0.choice = options.start;
    start0.objective = evaluateTime(problem, options.start);
    start0.peakBytes = evaluatePeak(problem, options.start);
  }

  std::vector<unsigned> memoryPoints; // into problem.livePoints
  std::vector<unsigned> choice;
  double objective = 0, bound = 0;
  bool optimal = false, hitLimit = false, fellBack = false;
  double allowedGap = 1e-6;
  uint64_t variables = 0, constraints = 0;
  for (int round = 0; round < 40; ++round) {
    Formulation f;
    std::vector<int> firstColumn(numNodes, -1);
    double fixedCost = constant, fixedStream = streamConstant;
    for (unsigned n = 0; n < numNodes; ++n) {
      if (nodeCost[n].size() == 1) {
        fixedCost += nodeCost[n][0];
        fixedStream += nodeStream[n][0];
        continue;
      }
      int row = f.addRow(1, 1);
      firstColumn[n] = f.obj.size();
      for (unsigned s = 0; s < nodeCost[n].size(); ++s) {
        int col = f.addColumn(nodeCost[n][s] * kScale, true,
                              nodeStream[n][s] * kScale);
        f.entries.push_back({row, col, 1});
      }
    }
    std::vector<int> productColumn(problem.edges.size(), -1);
    for (unsigned index : coupled) {
      const SearchEdge *e = &problem.edges[index];
      unsigned rows = problem.nodes[e->from].cost.size();
      unsigned cols = problem.nodes[e->to].cost.size();
      // A single-strategy side makes the edge a node cost.
      if (rows == 1 || cols == 1) {
        for (unsigned s = 0; s < rows; ++s)
          for (unsigned t = 0; t < cols; ++t) {
            double c = e->cost[s * cols + t] * kScale;
            double b = streamOf(*e, s * cols + t) * kScale;
            int col = rows == 1 && cols == 1 ? -1
                      : rows == 1            ? firstColumn[e->to] + int(t)
                                             : firstColumn[e->from] + int(s);
            if (col < 0) {
              fixedCost += c / kScale;
              fixedStream += b / kScale;
            } else {
              f.obj[col] += c;
              f.stream[col] += b;
            }
          }
        continue;
      }
      std::vector<int> rowOf(rows), colOf(cols);
      for (unsigned s = 0; s < rows; ++s) {
        rowOf[s] = f.addRow(0, 0);
        f.entries.push_back({rowOf[s], firstColumn[e->from] + int(s), -1});
      }
      for (unsigned t = 0; t < cols; ++t) {
        colOf[t] = f.addRow(0, 0);
        f.entries.push_back({colOf[t], firstColumn[e->to] + int(t), -1});
      }
      productColumn[index] = f.obj.size();
      for (unsigned s = 0; s < rows; ++s)
        for (unsigned t = 0; t < cols; ++t) {
          int col = f.addColumn(e->cost[s * cols + t] * kScale, false,
                                streamOf(*e, s * cols + t) * kScale);
          f.entries.push_back({rowOf[s], col, 1});
          f.entries.push_back({colOf[t], col, 1});
        }
    }
    std::vector<std::vector<int>> shareColumns;
    addShares(problem, firstColumn, productColumn, edgeOf, f, fixedCost,
              fixedStream, shareColumns);
    for (unsigned point : memoryPoints) {
      double rhs = problem.memoryBudget - problem.getFixedBytesAt(point);
      std::map<int, double> coefficients;
      for (unsigned v : problem.livePoints[point]) {
        const SearchValue &value = problem.values[v];
        if (firstColumn[value.node] < 0) {
          rhs -= value.bytes[0];
          continue;
        }
        for (unsigned s = 0; s < value.bytes.size(); ++s)
          if (value.bytes[s] != 0)
            coefficients[firstColumn[value.node] + s] += value.bytes[s];
      }
      // Reshard temporaries: on the edge's product columns, or on its one
      // free end's columns, as its cost.
      if (point < problem.liveTemps.size())
        for (unsigned t : problem.liveTemps[point]) {
          const SearchTemp &temp = problem.temps[t];
          const SearchEdge &e = problem.edges[temp.edge];
          unsigned rows = problem.nodes[e.from].cost.size();
          unsigned cols = problem.nodes[e.to].cost.size();
          for (unsigned s = 0; s < rows; ++s)
            for (unsigned u = 0; u < cols; ++u) {
              double bytes = temp.bytes[s * cols + u];
              if (bytes == 0)
                continue;
              int col = productColumn[temp.edge] >= 0
                            ? productColumn[temp.edge] + int(s * cols + u)
                        : rows == 1 && cols == 1 ? -1
                        : rows == 1              ? firstColumn[e.to] + int(u)
                        : cols == 1              ? firstColumn[e.from] + int(s)
                                                 : -2;
              if (col == -1)
                rhs -= bytes;
              else if (col >= 0)
                coefficients[col] += bytes;
            }
        }
      // Shared reshards: on the share's columns (paid, it holds them).
      if (point < problem.liveShareTemps.size())
        for (unsigned t : problem.liveShareTemps[point]) {
          const SearchShareTemp &temp = problem.shareTemps[t];
          const std::vector<int> &columns = shareColumns[temp.share];
          for (unsigned s = 0; s < columns.size(); ++s) {
            if (temp.bytes[s] == 0 || columns[s] == kNoColumn)
              continue;
            if (columns[s] == kPaid)
              rhs -= temp.bytes[s];
            else
              coefficients[columns[s]] += temp.bytes[s];
          }
        }
      // Scale bytes to GB-ish magnitudes for the LP's tolerances.
      int row = f.addRow(-1e30, rhs / 1e6);
      for (auto [col, c] : coefficients)
        f.entries.push_back({row, col, c / 1e6});
    }
    if (overlap) {
      // Z + costs - streams >= 0: the objective costs + Z is their max.
      int row = f.addRow((fixedStream - fixedCost) * kScale, 1e30);
      for (size_t c = 0; c < f.obj.size(); ++c)
        if (double d = f.obj[c] - f.stream[c]; d != 0)
          f.entries.push_back({row, int(c), d});
      int z = f.addColumn(1, false);
      f.colUpper[z] = 1e30;
      f.entries.push_back({row, z, 1});
    }
    variables = f.obj.size();
    constraints = f.rowLower.size();

    if (variables == 0) {
      choice.assign(numNodes, 0);
      objective = evaluateTime(problem, choice);
      bound = objective;
      optimal = true;
    } else {
      std::stable_sort(
          f.entries.begin(), f.entries.end(),
          [](const Triplet &a, const Triplet &b) { return a.col < b.col; });
      std::vector<CoinBigIndex> colStart(variables + 1, 0);
      std::vector<int> index;
      std::vector<double> value;
      for (const Triplet &t : f.entries) {
        ++colStart[t.col + 1];
        index.push_back(t.row);
        value.push_back(t.value);
      }
      for (size_t c = 0; c < variables; ++c)
        colStart[c + 1] += colStart[c];
      // CBC's C interface is not reentrant: Cbc_solve runs its command-line
      // driver, whose parameter tables are static. Two searches at once
      // (choosePipeline builds configurations side by side) lost solutions
      // ("no solution in the time limit" on a 2-variable problem, under
      // load), so one model is solved at a time.
      static std::mutex cbcMutex;
      std::lock_guard<std::mutex> lockCbc(cbcMutex);
      Cbc_Model *model = Cbc_newModel();
      Cbc_setLogLevel(model, 0);
      Cbc_loadProblem(model, variables, constraints, colStart.data(),
                      index.data(), value.data(), f.colLower.data(),
                      f.colUpper.data(), f.obj.data(), f.rowLower.data(),
                      f.rowUpper.data());
      for (size_t c = 0; c < variables; ++c)
        if (f.integer[c])
          Cbc_setInteger(model, c);
      double elapsed = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - start)
                           .count();
      double seconds = std::max(1.0, options.timeLimitSeconds - elapsed);
      allowedGap = std::max(problem.overlapCollectives || !memoryPoints.empty()
                                ? kLooseGap
                                : 1e-6,
                            options.allowedGap);
      // Under a hard deadline CBC stops early enough to report its best
      // before the child is stopped.
      Cbc_setMaximumSeconds(model,
                            options.hardDeadline ? seconds * 0.8 : seconds);
      // The overlap objective is itself an estimate, off by more than a
      // percent from the partitioned program's schedule (docs/design.md):
      // proving it to 1e-6 took GPT-2's AdamW step on 8 H200s 20.9 s, to
      // 1% 5.7 s for the same plan. A plan within that is not optimal.
      // Memory rows make proving slow too: a 2-layer LSTM's AdamW step on 4
      // devices under a 60 kB budget was at a 0.26% gap after the whole
      // 60 s limit (0.4 s without the budget; sweep 17).
      Cbc_setAllowableFractionGap(model, allowedGap);
      // Clp's presolve took 2.4 s of the root LP's 2.6 s on a 96-layer
      // step's 19373 columns (0.2 s without), and with a start from the
      // local search the feasibility pump only spent seconds finding worse
      // solutions: 10.9 s -> 1.7 s to the same optimum there, and no slower
      // on the corpus' ILPs (docs/design.md). Under memory rows there is no
      // start, and the pump is what finds a first feasible point.
      Cbc_setParameter(model, "presolve", "off");
      // Cgl's MIP preprocessing solves the root LP itself, outside the time
      // limit, and can conclude wrongly: a T5 training step on 2x2 (114899
      // columns) spent 204 s there to call a problem "infeasible" that has
      // a feasible start; without it the same ILP is optimal in 2.5 s.
      Cbc_setParameter(model, "preprocess", "off");
      if (memoryPoints.empty())
        Cbc_setParameter(model, "feas", "off");
      if (!start0.choice.empty() && memoryPoints.empty()) {
        std::vector<double> values = completeStart(
            problem, f, firstColumn, productColumn, start0.choice);
        std::vector<int> cols(values.size());
        for (size_t c = 0; c < cols.size(); ++c)
          cols[c] = c;
        Cbc_setMIPStartI(model, cols.size(), cols.data(), values.data());
      }
      // CBC's own limit first, where it holds; the child's a little later.
      CbcResult solved = solveWithin(
          model, variables, options.hardDeadline ? seconds : seconds * 1.1 + 2);
      Cbc_deleteModel(model);
      const double *x = solved.x.empty() ? nullptr : solved.x.data();
      if (!x) {
        bool infeasible = solved.infeasible;
        // The local search's choice is a plan whenever it meets the budget
        // (always, without one): CBC's "no solution" is then its own
        // failure, not the problem's.
        if (!start0.choice.empty() && (problem.memoryBudget <= 0 ||
                                       evaluatePeak(problem, start0.choice) <=
                                           problem.memoryBudget * (1 + 1e-9))) {
          fellBack = true;
          choice = start0.choice;
          objective = evaluateTime(problem, choice);
          bound = 0;
          optimal = false;
          break;
        }
        error = infeasible ? "the sharding problem is infeasible under the "
                             "memory budget"
                           : "the ILP solver found no solution in the time "
                             "limit";
        return false;
      }
      choice.assign(numNodes, 0);
      for (unsigned n = 0; n < numNodes; ++n)
        if (firstColumn[n] >= 0) {
          unsigned best = 0;
          for (unsigned s = 1; s < nodeCost[n].size(); ++s)
            if (x[firstColumn[n] + s] > x[firstColumn[n] + best])
              best = s;
          choice[n] = best;
        }
      hitLimit = solved.hitLimit;
      bound = solved.bestPossible / kScale + fixedCost;
      objective = evaluateTime(problem, choice);
      optimal = solved.optimal && (allowedGap <= 1e-6 || objective <= 0 ||
                                   (objective - bound) / objective <= 1e-6);
    }
    if (problem.memoryBudget <= 0)
      break;
    // The points over the budget, the worst few at once: one a round took
    // a solve per point on programs with many (an attention step's
    // hundreds of points, 470 s to plan under a budget).
    std::vector<std::pair<double, unsigned>> over;
    for (unsigned p = 0; p < problem.livePoints.size(); ++p)
      if (double live = getBytesAt(problem, choice, p);
          live > problem.memoryBudget * (1 + 1e-9))
        over.push_back({live, p});
    if (over.empty())
      break;
    llvm::stable_sort(
        over, [](const auto &a, const auto &b) { return a.first > b.first; });
    if (round == 39 || llvm::is_contained(memoryPoints, over.front().second)) {
      error = "the ILP could not meet the memory budget";
      return false;
    }
    for (size_t i = 0; i < std::min<size_t>(over.size(), kPointsPerRound); ++i)
      if (!llvm::is_contained(memoryPoints, over[i].second))
        memoryPoints.push_back(over[i].second);
  }
  solution.choice = choice;
  solution.objective = objective;
  solution.bound = std::min(bound, objective);
  if (optimal)
    solution.bound = objective;
  solution.peakBytes = evaluatePeak(problem, choice);
  solution.allowedGap = allowedGap;
  solution.method = fellBack   ? "greedy (the ILP found no solution)"
                    : hitLimit ? "ilp (time limit)"
                               : "ilp";
  solution.optimal = optimal;
  solution.variables = variables;
  solution.constraints = constraints;
  solution.solveSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return true;
}

} // namespace cleave
