//===- HostMemory.cpp - Buffers the CUDA target keeps on the host ---------===//

#include "cleave/Conversion/Common/HostMemory.h"

#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

namespace cleave {

bool isHostFunction(func::FuncOp fn) { return fn->hasAttr(kHostMemoryAttr); }

bool isHostBuffer(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      buffer = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<memref::CastOp>(def)) {
      buffer = cast.getSource();
      continue;
    }
    if (auto global = dyn_cast<memref::GetGlobalOp>(def))
      return global.getName().starts_with("__cleave_");
    return def->hasAttr(kHostMemoryAttr) || isa<memref::AllocaOp>(def);
  }
  auto fn = dyn_cast<func::FuncOp>(
      cast<BlockArgument>(buffer).getOwner()->getParentOp());
  return fn && isHostFunction(fn);
}

/// Whether `arg` is an entry argument placed on the host.
static bool isHostPlaced(BlockArgument arg) {
  auto fn = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
  auto placement =
      fn && arg.getOwner() == &fn.getBody().front()
          ? fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(), kPlacementAttr)
          : StringAttr();
  return placement && placement.getValue() == "host";
}

bool isCopyToHost(Operation *op) {
  return isa<linalg::CopyOp>(op) && op->hasAttr(kToHostAttr);
}

/// Whether `fn` has an argument placed on the host or a copy to host memory
/// (else nothing is there, and no walk is needed).
static bool hasHostArguments(func::FuncOp fn) {
  return fn && !fn.isExternal() &&
         (fn->hasAttr(kToHostAttr) ||
          llvm::any_of(fn.getArguments(),
                       [](BlockArgument a) { return isHostPlaced(a); }));
}

static bool isTensorViewOp(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp, tensor::CastOp, tensor::ReshapeOp>(op);
}

bool runsOnHost(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && !isa<linalg::CopyOp>(op) &&
         llvm::any_of(linalgOp.getDpsInputs(), isHostStepTensor);
}

/// One pass over `fn`'s body in program order: the host ops and the host
/// tensors.
static void findHostStep(func::FuncOp fn, llvm::DenseSet<Operation *> &ops,
                         llvm::DenseSet<Value> &host) {
  if (!hasHostArguments(fn))
    return;
  for (BlockArgument arg : fn.getArguments())
    if (isHostPlaced(arg))
      host.insert(arg);
  for (Operation &op : fn.getBody().front()) {
    if (isTensorViewOp(&op)) {
      if (host.contains(op.getOperand(0)))
        host.insert(op.getResult(0));
      continue;
    }
    if (isCopyToHost(&op)) {
      host.insert(op.getResult(0));
      continue;
    }
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp || isa<linalg::CopyOp>(op) ||
        llvm::none_of(linalgOp.getDpsInputs(),
                      [&](Value v) { return host.contains(v); }))
      continue;
    ops.insert(&op);
    host.insert(op.result_begin(), op.result_end());
  }
}

llvm::DenseSet<Operation *> getHostStepOps(func::FuncOp fn) {
  llvm::DenseSet<Operation *> ops;
  llvm::DenseSet<Value> host;
  findHostStep(fn, ops, host);
  return ops;
}

llvm::DenseSet<Value> getHostStepValues(func::FuncOp fn) {
  llvm::DenseSet<Operation *> ops;
  llvm::DenseSet<Value> host;
  findHostStep(fn, ops, host);
  return host;
}

bool isHostStepTensor(Value v) {
  if (!hasHostArguments(
          v.getParentRegion()
              ? v.getParentRegion()->getParentOfType<func::FuncOp>()
              : func::FuncOp()))
    return false;
  llvm::SmallPtrSet<Operation *, 16> seen;
  SmallVector<Value> work{v};
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      if (isHostPlaced(arg))
        return true;
      continue;
    }
    Operation *def = x.getDefiningOp();
    if (!seen.insert(def).second)
      continue;
    if (isCopyToHost(def))
      return true;
    if (isTensorViewOp(def)) {
      work.push_back(def->getOperand(0));
    } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(def)) {
      if (!isa<linalg::CopyOp>(def))
        llvm::append_range(work, linalgOp.getDpsInputs());
    }
  }
  return false;
}

/// `value`'s users, through casts.
static void collectUsers(Value value, SmallVectorImpl<Operation *> &users) {
  for (Operation *user : value.getUsers()) {
    if (auto cast = dyn_cast<memref::CastOp>(user))
      collectUsers(cast.getResult(), users);
    else
      users.push_back(user);
  }
}

void markDeallocationBookkeeping(ModuleOp module) {
  // The name bufferization::buildDeallocationLibraryFunction gives it.
  auto helper = module.lookupSymbol<func::FuncOp>("dealloc_helper");
  if (!helper || helper.isExternal())
    return;
  helper->setAttr(kHostMemoryAttr, UnitAttr::get(module.getContext()));
  module.walk([&](memref::AllocOp alloc) {
    Type element = alloc.getType().getElementType();
    if (!element.isIndex() && !element.isInteger(1))
      return;
    SmallVector<Operation *> users;
    collectUsers(alloc.getResult(), users);
    bool bookkeeping = llvm::all_of(users, [&](Operation *user) {
      if (auto call = dyn_cast<func::CallOp>(user))
        return call.getCallee() == helper.getSymName();
      return isa<memref::LoadOp, memref::StoreOp, memref::DeallocOp>(user);
    });
    if (bookkeeping)
      alloc->setAttr(kHostMemoryAttr, UnitAttr::get(module.getContext()));
  });
}

} // namespace cleave
