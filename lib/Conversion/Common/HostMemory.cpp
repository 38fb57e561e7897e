//===- HostMemory.cpp - Buffers the CUDA target keeps on the host ---------===//

#include "cleave/Conversion/Common/HostMemory.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
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
