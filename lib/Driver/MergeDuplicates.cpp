//===- MergeDuplicates.cpp - One op for a computation written twice -------===//
//
// See MergeDuplicates.h.
//
//===----------------------------------------------------------------------===//

#include "MergeDuplicates.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;

namespace {

/// A static-shaped tensor.empty.
bool isStaticEmpty(Value v) {
  auto empty = v.getDefiningOp<tensor::EmptyOp>();
  return empty && empty.getType().hasStaticShape();
}

/// Whether inits `a` and `b` hold the same contents before their ops run.
bool sameFreshInit(Value a, Value b) {
  if (a == b)
    return true;
  if (a.getType() != b.getType())
    return false;
  if (isStaticEmpty(a) && isStaticEmpty(b))
    return true;
  auto fillA = a.getDefiningOp<linalg::FillOp>();
  auto fillB = b.getDefiningOp<linalg::FillOp>();
  if (!fillA || !fillB || !isStaticEmpty(fillA.getOutputs()[0]) ||
      !isStaticEmpty(fillB.getOutputs()[0]))
    return false;
  Value x = fillA.getInputs()[0], y = fillB.getInputs()[0];
  Attribute cx, cy;
  return x == y || (matchPattern(x, m_Constant(&cx)) &&
                    matchPattern(y, m_Constant(&cy)) && cx == cy);
}

/// Erases `v`'s producer if nothing reads it any more, and a fill's empty
/// with it.
void eraseIfUnused(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !def->use_empty() || !isa<linalg::FillOp, tensor::EmptyOp>(def))
    return;
  Value inner = isa<linalg::FillOp>(def) ? def->getOperand(1) : Value();
  def->erase();
  if (inner)
    eraseIfUnused(inner);
}

/// Whether `op` computes what `prior` does; if so its inits are `prior`'s.
bool sameComputation(linalg::LinalgOp prior, linalg::LinalgOp op) {
  if (prior->getName() != op->getName() ||
      prior.getNumDpsInits() != op.getNumDpsInits())
    return false;
  SmallVector<Value> saved;
  for (auto [mine, theirs] :
       llvm::zip(op.getDpsInitsMutable(), prior.getDpsInits())) {
    saved.push_back(mine.get());
    if (!sameFreshInit(mine.get(), theirs))
      return false;
  }
  for (auto [mine, theirs] :
       llvm::zip(op.getDpsInitsMutable(), prior.getDpsInits()))
    mine.set(theirs);
  if (OperationEquivalence::isEquivalentTo(
          prior, op, OperationEquivalence::IgnoreLocations))
    return true;
  for (auto [mine, old] : llvm::zip(op.getDpsInitsMutable(), saved))
    mine.set(old);
  return false;
}

} // namespace

void cleave::mergeDuplicateComputations(ModuleOp module) {
  module.walk([](func::FuncOp fn) {
    if (!fn.getBody().hasOneBlock())
      return;
    llvm::DenseMap<llvm::hash_code, SmallVector<linalg::LinalgOp>> seen;
    llvm::DenseMap<llvm::hash_code, SmallVector<Operation *>> seenOther;
    for (Operation &op : llvm::make_early_inc_range(fn.getBody().front())) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (!linalgOp) {
        // Views, constants and other side-effect-free ops as CSE merges
        // them (a chain of duplicates starts at a reshape of an input);
        // not empty tensors, which are inits.
        if (isa<tensor::EmptyOp>(op) || op.getNumRegions() ||
            op.getNumResults() == 0 || !isMemoryEffectFree(&op))
          continue;
        llvm::hash_code hash = OperationEquivalence::computeHash(
            &op, OperationEquivalence::directHashValue,
            OperationEquivalence::ignoreHashValue,
            OperationEquivalence::IgnoreLocations);
        SmallVector<Operation *> &bucket = seenOther[hash];
        auto prior = llvm::find_if(bucket, [&](Operation *p) {
          return OperationEquivalence::isEquivalentTo(
              p, &op, OperationEquivalence::IgnoreLocations);
        });
        if (prior == bucket.end()) {
          bucket.push_back(&op);
          continue;
        }
        op.replaceAllUsesWith(*prior);
        op.erase();
        continue;
      }
      if (!linalgOp.hasPureTensorSemantics() || isa<linalg::FillOp>(op))
        continue;
      // Inits by type only: fresh ones of equal contents are told apart
      // by sameComputation.
      llvm::hash_code hash = OperationEquivalence::computeHash(
          &op,
          [&](Value v) {
            return llvm::is_contained(linalgOp.getDpsInits(), v)
                       ? hash_value(v.getType())
                       : hash_value(v);
          },
          OperationEquivalence::ignoreHashValue,
          OperationEquivalence::IgnoreLocations);
      SmallVector<linalg::LinalgOp> &bucket = seen[hash];
      SmallVector<Value> inits(linalgOp.getDpsInits());
      auto prior = llvm::find_if(bucket, [&](linalg::LinalgOp p) {
        return sameComputation(p, linalgOp);
      });
      if (prior == bucket.end()) {
        bucket.push_back(linalgOp);
        continue;
      }
      op.replaceAllUsesWith(*prior);
      op.erase();
      for (Value init : inits)
        eraseIfUnused(init);
    }
  });
}
