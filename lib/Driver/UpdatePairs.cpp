//===- UpdatePairs.cpp - Which results update which arguments -------------===//

#include "UpdatePairs.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;

namespace cleave {

/// Ops an update is made of: elementwise generics (all loops parallel, the
/// scalars they broadcast included) and casts.
static bool isUpdateOp(Operation *op) {
  if (isa<tensor::CastOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.getNumLoops() == generic.getNumParallelLoops();
}

std::vector<unsigned> getArgumentsUpdatedBy(func::FuncOp fn, unsigned result) {
  Operation *ret = fn.getBody().front().getTerminator();
  Type type = fn.getResultTypes()[result];
  llvm::SmallBitVector reached(fn.getNumArguments());
  SmallVector<Value> work = {ret->getOperand(result)};
  llvm::DenseSet<Value> seen;
  // An update is a few ops; the walk stops well before a model's forward.
  unsigned budget = 256;
  while (!work.empty() && budget) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    --budget;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner()->isEntryBlock() &&
          arg.getParentRegion() == &fn.getBody() && arg.getType() == type)
        reached.set(arg.getArgNumber());
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || !isUpdateOp(def))
      continue;
    if (auto generic = dyn_cast<linalg::GenericOp>(def))
      llvm::append_range(work, generic.getDpsInputs());
    else
      llvm::append_range(work, def->getOperands());
  }
  // A result that is an argument as it came (w_prev' = w in heavy-ball
  // momentum) is a copy of it, not its update: it says nothing.
  if (isa<BlockArgument>(ret->getOperand(result)))
    return {};
  std::vector<unsigned> args;
  for (unsigned a : reached.set_bits())
    args.push_back(a);
  return args;
}

std::vector<std::pair<unsigned, unsigned>> getInOrderRun(func::FuncOp fn) {
  unsigned args = fn.getNumArguments(), results = fn.getNumResults();
  auto runFrom = [&](unsigned first) {
    unsigned n = 0;
    while (first + n < results && n < args &&
           fn.getResultTypes()[first + n] == fn.getArgumentTypes()[n])
      ++n;
    return n;
  };
  unsigned first = results, longest = 0;
  for (unsigned r = 0; r < results; ++r)
    if (unsigned n = runFrom(r); n > longest) {
      first = r;
      longest = n;
    }
  std::vector<std::pair<unsigned, unsigned>> run;
  for (unsigned n = 0; n < longest; ++n)
    run.push_back({first + n, n});
  return run;
}

std::vector<std::pair<unsigned, unsigned>>
pairByReads(func::FuncOp fn,
            const std::vector<std::pair<unsigned, unsigned>> &inOrder,
            bool &reordered) {
  reordered = false;
  std::vector<std::vector<unsigned>> reads;
  bool contradicted = false;
  for (auto [result, argument] : inOrder) {
    reads.push_back(getArgumentsUpdatedBy(fn, result));
    contradicted |=
        !reads.back().empty() && !llvm::is_contained(reads.back(), argument);
  }
  if (!contradicted)
    return inOrder;
  size_t n = inOrder.size();
  // Only the run's own arguments are state (not the batch, nor a 0-d
  // hyperparameter typed like a 0-d parameter).
  llvm::DenseSet<unsigned> state;
  for (auto [result, argument] : inOrder)
    state.insert(argument);
  std::vector<int64_t> chosen(n, -1);
  llvm::DenseSet<unsigned> taken;
  auto freeReads = [&](size_t k) {
    std::vector<unsigned> free;
    for (unsigned a : reads[k])
      if (state.contains(a) && !taken.contains(a))
        free.push_back(a);
    return free;
  };
  // A result reading one free argument takes it; what it took may leave
  // another with one (Adam's w' reads w, m and v; m' and v' read theirs).
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k < n; ++k)
      if (chosen[k] < 0)
        if (std::vector<unsigned> free = freeReads(k); free.size() == 1) {
          chosen[k] = free.front();
          taken.insert(free.front());
          changed = true;
        }
  }
  for (size_t k = 0; k < n; ++k)
    if (chosen[k] < 0)
      if (std::vector<unsigned> free = freeReads(k); !free.empty()) {
        chosen[k] = free.front();
        taken.insert(free.front());
      }
  // Reading none through its own ops (a scatter's sparse update): the
  // in-order argument, if no other result took it.
  for (size_t k = 0; k < n; ++k)
    if (chosen[k] < 0 && reads[k].empty() &&
        taken.insert(inOrder[k].second).second)
      chosen[k] = inOrder[k].second;
  // Taken only where it pairs every result and more of them with what they
  // read: a result it leaves out would not be updated at all.
  unsigned supportedInOrder = 0, supported = 0;
  for (size_t k = 0; k < n; ++k) {
    supportedInOrder += llvm::is_contained(reads[k], inOrder[k].second);
    supported += chosen[k] >= 0 && llvm::is_contained(reads[k], chosen[k]);
  }
  if (llvm::is_contained(chosen, -1) || supported <= supportedInOrder)
    return inOrder;
  reordered = true;
  std::vector<std::pair<unsigned, unsigned>> pairs;
  for (size_t k = 0; k < n; ++k)
    pairs.push_back({inOrder[k].first, unsigned(chosen[k])});
  return pairs;
}

} // namespace cleave
