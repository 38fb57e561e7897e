//===- HostOptimizerStep.cpp - Updates of host state run on the host ------===//
//
// See HostOptimizerStep.h and Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/HostOptimizerStep.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/LinalgToBlas/UpdateChains.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Transforms/Offload.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEHOSTOPTIMIZERSTEP
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace cleave {

namespace {

/// A device copy of a host-placed argument (Offload.h makes them).
bool isHostCopy(Operation *op) {
  return isa<linalg::CopyOp>(op) && op->getNumResults() == 1 &&
         isHostArgument(op->getOperand(0));
}

/// What `v` is on the host: the host argument a device copy was made from,
/// else itself.
Value hostSource(Value v) {
  Operation *def = v.getDefiningOp();
  return def && isHostCopy(def) ? def->getOperand(0) : v;
}

} // namespace

HostStepChoice findHostStep(func::FuncOp fn, DeviceAttr device) {
  HostStepChoice choice;
  if (fn.isExternal() || !fn.getBody().hasOneBlock())
    return choice;
  Block &body = fn.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  // Which argument each result updates, where that argument is on the host.
  SmallVector<std::optional<unsigned>> hostUpdate(fn.getNumResults());
  UpdateChains chains(fn);
  for (unsigned r = 0; r < fn.getNumResults(); ++r) {
    auto a = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates");
    if (!a || !isOnHost(fn, a.getInt()) ||
        ret.getOperand(r).getType() != fn.getArgument(a.getInt()).getType())
      continue;
    hostUpdate[r] = a.getInt();
    chains.walk(ret.getOperand(r));
  }
  // In program order: the choice is deterministic.
  llvm::SetVector<Operation *> ops;
  for (Operation &op : body) {
    if (!chains.ops().contains(&op) || isHostCopy(&op))
      continue;
    if (!isa<linalg::LinalgOp>(op) && !isTensorView(&op))
      continue;
    // Training state on the device is updated on the device.
    bool readsDeviceState = llvm::any_of(op.getOperands(), [&](Value v) {
      return chains.isState(v) && !isHostArgument(v);
    });
    if (!readsDeviceState)
      ops.insert(&op);
  }
  // Only each other and results updating host arguments read their values:
  // anything else would read host memory from the device.
  auto readOnlyHere = [&](Operation *op) {
    return llvm::all_of(op->getUses(), [&](OpOperand &use) {
      if (use.getOwner() == ret)
        return hostUpdate[use.getOperandNumber()].has_value();
      return ops.contains(use.getOwner());
    });
  };
  for (bool changed = true; changed;) {
    SmallVector<Operation *> dropped;
    for (Operation *op : ops)
      if (!readOnlyHere(op))
        dropped.push_back(op);
    for (Operation *op : dropped)
      ops.remove(op);
    changed = !dropped.empty();
  }
  if (ops.empty())
    return choice;
  choice.ops.assign(ops.begin(), ops.end());
  for (unsigned r = 0; r < fn.getNumResults(); ++r)
    if (Operation *def = ret.getOperand(r).getDefiningOp();
        def && hostUpdate[r] && ops.contains(def))
      choice.arguments.push_back(*hostUpdate[r]);

  if (!device)
    return choice;
  // The same work priced both ways.
  llvm::SmallPtrSet<Operation *, 16> copies;
  llvm::DenseSet<Value> crossing;
  for (Operation *op : ops) {
    double bytes = 0, seconds = 0;
    if (auto iface = dyn_cast<ShardingOpInterface>(op))
      if (std::optional<ComputeCost> c = iface.getComputeCost(device)) {
        bytes = c->bytes;
        seconds = c->seconds;
      }
    choice.deviceSeconds += seconds;
    choice.hostSeconds += hostStepSeconds(device, bytes);
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (Value v : op->getOperands()) {
      Operation *def = v.getDefiningOp();
      if (def && isHostCopy(def)) {
        copies.insert(def);
        continue;
      }
      if ((dps && llvm::is_contained(dps.getDpsInits(), v)) ||
          isHostArgument(v) || (def && ops.contains(def)) ||
          !crossing.insert(v).second)
        continue;
      choice.hostSeconds +=
          hostLinkSeconds(device, getTensorBytes(v.getType()));
    }
  }
  // Copies in that only the chains read are saved, and every write-back.
  for (Operation *copy : copies)
    if (llvm::all_of(copy->getUsers(),
                     [&](Operation *user) { return ops.contains(user); }))
      choice.deviceSeconds +=
          hostLinkSeconds(device, getTensorBytes(copy->getResult(0).getType()));
  // On the device each updated argument is written back; on the host it
  // is made in its buffer (cleave-update-in-place).
  for (unsigned a : choice.arguments)
    choice.deviceSeconds +=
        hostLinkSeconds(device, getTensorBytes(fn.getArgumentTypes()[a]));
  return choice;
}

void runOnHost(func::FuncOp fn, const HostStepChoice &choice) {
  llvm::SetVector<Operation *> copies;
  for (Operation *op : choice.ops) {
    for (OpOperand &operand : op->getOpOperands()) {
      Value source = hostSource(operand.get());
      if (source == operand.get())
        continue;
      copies.insert(operand.get().getDefiningOp());
      operand.set(source);
    }
  }
  // Where they run follows from what they read (runsOnHost); the mark is
  // for a reader of the program.
  UnitAttr unit = UnitAttr::get(fn.getContext());
  for (Operation *op : getHostStepOps(fn))
    op->setAttr(kOnHostAttr, unit);
  for (Operation *copy : copies)
    if (copy->use_empty()) {
      Operation *init = copy->getOperand(1).getDefiningOp();
      copy->erase();
      if (init && init->use_empty() && isa<tensor::EmptyOp>(init))
        init->erase();
    }
}

} // namespace cleave

namespace {

struct HostOptimizerStepPass
    : cleave::impl::CleaveHostOptimizerStepBase<HostOptimizerStepPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    cleave::DeviceAttr device;
    for (auto mesh : module.getOps<cleave::MeshOp>())
      device = mesh.getDeviceAttr();
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isExternal() || !fn.isPublic())
        continue;
      cleave::HostStepChoice choice = cleave::findHostStep(fn, device);
      if (always || !device || choice.hostSeconds <= choice.deviceSeconds)
        cleave::runOnHost(fn, choice);
    }
  }
};

} // namespace
