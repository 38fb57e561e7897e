//===- LinalgShardingRule.cpp - Sharding any linalg op by its loops -------===//

#include "cleave/Analysis/LinalgShardingRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace mlir;

namespace cleave {

/// The reduction of a single-result body `yield op(out, x)` / `op(x, out)`.
static std::optional<Reduction> detectCombiner(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInits() != 1)
    return std::nullopt;
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *combine = yield.getOperand(0).getDefiningOp();
  if (!combine || combine->getNumOperands() != 2)
    return std::nullopt;
  Value out = body->getArgument(body->getNumArguments() - 1);
  if (combine->getOperand(0) != out && combine->getOperand(1) != out)
    return std::nullopt;
  if (isa<arith::AddFOp, arith::AddIOp>(combine))
    return Reduction::Sum;
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(combine))
    return Reduction::Max;
  if (isa<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp>(combine))
    return Reduction::Min;
  return std::nullopt;
}

bool LinalgShardingRule::hasZeroInits(linalg::LinalgOp op) {
  for (Value init : op.getDpsInits()) {
    auto fill = init.getDefiningOp<linalg::FillOp>();
    if (!fill || !(matchPattern(fill.getDpsInputs()[0], m_AnyZeroFloat()) ||
                   matchPattern(fill.getDpsInputs()[0], m_Zero())))
      return false;
  }
  return true;
}

namespace {
enum class Form { Constant, Linear, NonLinear };

/// How `v` depends on the block arguments in `linear`.
Form formOf(Value v, Block *body, const llvm::SmallDenseSet<unsigned> &linear,
            unsigned depth = 0) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (arg.getOwner() == body)
      return linear.contains(arg.getArgNumber()) ? Form::Linear
                                                 : Form::Constant;
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return Form::Constant; // defined outside the body
  if (depth > 32)
    return Form::NonLinear;
  auto form = [&](unsigned i) {
    return formOf(def->getOperand(i), body, linear, depth + 1);
  };
  if (isa<arith::AddFOp, arith::SubFOp>(def)) {
    Form a = form(0), b = form(1);
    if (a == Form::Constant && b == Form::Constant)
      return Form::Constant;
    return a == Form::Linear && b == Form::Linear ? Form::Linear
                                                  : Form::NonLinear;
  }
  if (isa<arith::MulFOp>(def)) {
    Form a = form(0), b = form(1);
    if (a == Form::Constant && b == Form::Constant)
      return Form::Constant;
    if ((a == Form::Linear && b == Form::Constant) ||
        (a == Form::Constant && b == Form::Linear))
      return Form::Linear;
    return Form::NonLinear;
  }
  if (isa<arith::DivFOp>(def)) {
    Form a = form(0), b = form(1);
    if (b != Form::Constant)
      return Form::NonLinear;
    return a;
  }
  if (isa<arith::NegFOp>(def))
    return form(0);
  for (unsigned i = 0; i < def->getNumOperands(); ++i)
    if (form(i) != Form::Constant)
      return Form::NonLinear;
  return Form::Constant;
}
} // namespace

std::vector<bool> LinalgShardingRule::getReducedLoops(linalg::LinalgOp op) {
  std::vector<bool> reduced;
  for (utils::IteratorType t : op.getIteratorTypesArray())
    reduced.push_back(t == utils::IteratorType::reduction);
  if (op.getNumDpsInits() == 0)
    return reduced; // nothing is accumulated (a generic kept for asserts)
  // MLIR's verifier accepts a `parallel` loop that no output map indexes,
  // but every output element then accumulates over it: it reduces.
  std::vector<bool> indexed(reduced.size(), false);
  for (OpOperand &init : op.getDpsInitsMutable())
    for (AffineExpr expr : op.getMatchingIndexingMap(&init).getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        indexed[dim.getPosition()] = true;
  for (unsigned l = 0; l < reduced.size(); ++l)
    reduced[l] = reduced[l] || !indexed[l];
  return reduced;
}

bool LinalgShardingRule::isLinearIn(linalg::LinalgOp op,
                                    ArrayRef<unsigned> inputs) {
  std::vector<bool> reduced = getReducedLoops(op);
  if (op->getNumResults() != 1 || llvm::is_contained(reduced, true) ||
      inputs.empty())
    return false;
  Block *body = op.getBlock();
  llvm::SmallDenseSet<unsigned> linear(inputs.begin(), inputs.end());
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return formOf(yield.getOperand(0), body, linear) == Form::Linear;
}

std::optional<LinalgShardingRule> LinalgShardingRule::get(linalg::LinalgOp op) {
  LinalgShardingRule rule;
  rule.numLoops = op.getNumLoops();
  rule.numInputs = op.getNumDpsInputs();
  rule.reductionLoops = getReducedLoops(op);
  // The body sees loop indices: a split loop would see local ones.
  rule.indexedLoops.assign(rule.numLoops, false);
  op.getBlock()->walk([&](linalg::IndexOp index) {
    if (index.getDim() < rule.numLoops)
      rule.indexedLoops[index.getDim()] = true;
  });
  for (AffineMap map : op.getIndexingMapsArray()) {
    // A result that is one loop follows that loop's split. Any other result
    // (a convolution's window `oh * stride + kh`, a constant 0 indexing a
    // size-1 dimension, a mirror `7 - j`) indexes a dimension that stays
    // whole, and the loops in it are never split: then every device reads
    // the window it needs. So convolutions and pooling split their batch
    // and channel loops. There may be more results than loops ((d0) ->
    // (d0, 0), torch-mlir's unsqueeze); a loop twice in one map (a
    // diagonal) has no rule.
    llvm::SmallDenseSet<unsigned> seen;
    std::vector<int> loops;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        if (!seen.insert(dim.getPosition()).second)
          return std::nullopt;
        loops.push_back(int(dim.getPosition()));
        continue;
      }
      expr.walk([&](AffineExpr inner) {
        if (auto dim = dyn_cast<AffineDimExpr>(inner))
          rule.indexedLoops[dim.getPosition()] = true;
      });
      loops.push_back(-1);
    }
    rule.operandLoops.push_back(std::move(loops));
  }
  bool hasReduction =
      std::any_of(rule.reductionLoops.begin(), rule.reductionLoops.end(),
                  [](bool r) { return r; });
  if (hasReduction)
    rule.combiner = detectCombiner(op);
  return rule;
}

TensorSharding
LinalgShardingRule::getOperandSharding(unsigned operand,
                                       const LoopAxes &loops) const {
  std::vector<std::vector<unsigned>> dims;
  for (int loop : operandLoops[operand])
    dims.push_back(loop < 0 ? std::vector<unsigned>() : loops[loop]);
  return TensorSharding(std::move(dims));
}

TensorSharding
LinalgShardingRule::getResultSharding(unsigned result,
                                      const LoopAxes &loops) const {
  TensorSharding init = getOperandSharding(numInputs + result, loops);
  std::vector<unsigned> partial;
  for (unsigned l = 0; l < numLoops; ++l)
    if (reductionLoops[l])
      partial.insert(partial.end(), loops[l].begin(), loops[l].end());
  if (partial.empty())
    return init;
  return TensorSharding(init.getAllDimAxes(), partial,
                        combiner.value_or(Reduction::Sum));
}

bool LinalgShardingRule::mergeOperandSharding(unsigned operand,
                                              const TensorSharding &sharding,
                                              LoopAxes &loops) const {
  if (sharding.getRank() != operandLoops[operand].size())
    return false;
  std::vector<bool> used;
  for (const auto &axes : loops)
    for (unsigned a : axes) {
      if (a >= used.size())
        used.resize(a + 1);
      used[a] = true;
    }
  bool changed = false;
  for (unsigned d = 0; d < sharding.getRank(); ++d) {
    int loop = operandLoops[operand][d];
    const std::vector<unsigned> &axes = sharding.getDimAxes(d);
    if (loop < 0 || axes.empty() || !loops[loop].empty() || indexedLoops[loop])
      continue;
    // Reduction loops may be split only when the body's reduction is known.
    if (reductionLoops[loop] && !combiner)
      continue;
    bool fresh = std::none_of(axes.begin(), axes.end(), [&](unsigned a) {
      return a < used.size() && used[a];
    });
    if (!fresh)
      continue;
    loops[loop] = axes;
    for (unsigned a : axes) {
      if (a >= used.size())
        used.resize(a + 1);
      used[a] = true;
    }
    changed = true;
  }
  return changed;
}

} // namespace cleave
