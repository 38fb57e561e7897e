//===- PrefetchHostCopies.cpp - Host-to-device copies ahead of their use --===//
//
// See Passes.td. Host offload (cleave-offload-arguments) copies a
// host-placed argument to the device just before its first use; run as it
// stands, the copy stalls compute for its whole transfer. Here each copy
// starts asynchronously as early as double buffering allows: when the
// previous copy's data is first used, so one transfer runs while the data
// of the one before is computed with. Write-backs of updated arguments stay
// synchronous: running one behind compute holds the updated buffer until
// the transfer ends, which raised the peak (design.md).
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/Common/BufferTouches.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/Conversion/Cuda/Passes.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEPREFETCHHOSTCOPIES
#include "cleave/Conversion/Cuda/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// A copy from a host-placed argument into a contiguous device buffer:
/// what offloading an argument bufferizes to. When the buffer is a fresh
/// static allocation of this block used by nothing before the copy (the CPU
/// target's; the CUDA target's bufferization reuses buffers), the copy may
/// start earlier, its allocation with it.
struct HostCopy {
  Operation *copy;
  Value source, target;
  Operation *alloc; ///< null: the copy starts where it is
  int64_t bytes;
};

bool isHostPlaced(func::FuncOp fn, Value root) {
  auto arg = dyn_cast<BlockArgument>(root);
  if (!arg || arg.getOwner() != &fn.getBody().front())
    return false;
  auto placement = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                   cleave::kPlacementAttr);
  return placement && placement.getValue() == "host";
}

/// The bytes a copy between `source` and `target` moves when both are
/// static, contiguous and alike (one memcpy), else nothing.
std::optional<int64_t> getContiguousBytes(Value source, Value target) {
  auto sourceType = dyn_cast<MemRefType>(source.getType());
  auto targetType = dyn_cast<MemRefType>(target.getType());
  if (!sourceType || !targetType || !sourceType.hasStaticShape() ||
      sourceType.getShape() != targetType.getShape() ||
      sourceType.getElementType() != targetType.getElementType() ||
      !sourceType.getLayout().isIdentity() ||
      !targetType.getLayout().isIdentity())
    return std::nullopt;
  return sourceType.getNumElements() *
         int64_t(cleave::getElementBytes(sourceType.getElementType()));
}

/// Whether `buffer` (through views) was allocated in the host pool
/// (cleave-host-step-buffers).
bool isHostPoolBuffer(Value buffer) {
  Operation *alloc = cleave::getBufferRoot(buffer).getDefiningOp();
  // (On CUDA, pinned by cleave-device-allocs: a `gpu.alloc host_shared`.)
  return isa_and_nonnull<memref::AllocOp, gpu::AllocOp>(alloc) &&
         alloc->hasAttr(cleave::kHostMemoryAttr);
}

/// The entry argument `buffer` is, if it is one.
std::optional<unsigned> getArgumentNumber(Value buffer) {
  if (auto arg = dyn_cast<BlockArgument>(buffer))
    return arg.getArgNumber();
  return std::nullopt;
}

std::optional<HostCopy> matchHostCopy(func::FuncOp fn, Operation &op) {
  Value source, target;
  if (auto copy = dyn_cast<linalg::CopyOp>(op);
      copy && copy.hasPureBufferSemantics()) {
    source = copy.getInputs()[0];
    target = copy.getOutputs()[0];
  } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    source = copy.getSource();
    target = copy.getTarget();
  } else {
    return std::nullopt;
  }
  // An offloaded argument, or an activation's buffer in the host pool.
  if (!isHostPlaced(fn, source) && !isHostPoolBuffer(source))
    return std::nullopt;
  std::optional<int64_t> bytes = getContiguousBytes(source, target);
  if (!bytes)
    return std::nullopt;
  Operation *alloc = target.getDefiningOp();
  if (!alloc || !isa<memref::AllocOp, gpu::AllocOp>(alloc) ||
      alloc->getNumOperands() != 0 || alloc->getBlock() != op.getBlock())
    alloc = nullptr;
  DenseSet<Value> aliases;
  cleave::addBufferAliases(target, aliases);
  for (Value v : aliases)
    for (Operation *user : v.getUsers()) {
      Operation *top = op.getBlock()->findAncestorOpInBlock(*user);
      if (user != &op && top && top->isBeforeInBlock(&op))
        alloc = nullptr;
    }
  return HostCopy{&op, source, target, alloc, *bytes};
}

/// The argument `op` writes a result over (cleave-update-in-place's
/// copies into the out-parameter the caller points at the argument's
/// buffer, which the IR cannot see), if it is one.
std::optional<unsigned> getWrittenBack(Operation *op) {
  auto index = op->getAttrOfType<IntegerAttr>(cleave::kWriteBackAttr);
  if (!index || index.getInt() < 0)
    return std::nullopt;
  return unsigned(index.getInt());
}

/// A write-back over a host-placed argument: a contiguous copy into the
/// out-parameter the caller points at that argument's buffer.
std::optional<HostCopy> matchHostWriteBack(func::FuncOp fn, Operation &op) {
  auto copy = dyn_cast<linalg::CopyOp>(op);
  std::optional<unsigned> arg = getWrittenBack(&op);
  if (!copy || !arg || !copy.hasPureBufferSemantics() ||
      *arg >= fn.getNumArguments() || !isHostPlaced(fn, fn.getArgument(*arg)))
    return std::nullopt;
  Value source = copy.getInputs()[0], target = copy.getOutputs()[0];
  std::optional<int64_t> bytes = getContiguousBytes(source, target);
  if (!bytes)
    return std::nullopt;
  return HostCopy{&op, source, target, nullptr, *bytes};
}

bool isHostCopyCall(Operation *op) {
  auto call = dyn_cast<func::CallOp>(op);
  return call &&
         llvm::is_contained(
             {"__cleave_host_copy_async", "__cleave_cuda_host_copy_async",
              "__cleave_host_copy_join", "__cleave_cuda_host_copy_join"},
             call.getCallee());
}

/// Whether `op` (or an op inside it) may write a value of `aliases`: only
/// linalg ops reading them as inputs, copies out of them (host copies
/// started here included: they write fresh buffers) and pure ops are known
/// not to.
bool mayWrite(Operation *op, const DenseSet<Value> &aliases) {
  return op
      ->walk([&](Operation *inner) {
        bool touches = llvm::any_of(
            inner->getOperands(), [&](Value v) { return aliases.contains(v); });
        if (!touches || isPure(inner) || isHostCopyCall(inner))
          return WalkResult::advance();
        if (auto linalgOp = dyn_cast<linalg::LinalgOp>(inner))
          if (llvm::none_of(linalgOp.getDpsInits(),
                            [&](Value v) { return aliases.contains(v); }))
            return WalkResult::advance();
        if (auto copy = dyn_cast<memref::CopyOp>(inner))
          if (!aliases.contains(copy.getTarget()))
            return WalkResult::advance();
        return WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// Whether `op` (or an op inside it) writes a result over argument `arg`.
bool writesBack(Operation *op, unsigned arg) {
  return op
      ->walk([&](Operation *inner) {
        return getWrittenBack(inner) == arg ? WalkResult::interrupt()
                                            : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Starts the copy `target` <- `source` of `bytes` before `issue`, erases
/// `copy` (the synchronous one, if any) and joins it before the first later
/// op that touches either buffer, or before `limit` if that comes first;
/// frees of them move after the join. Returns the op the join precedes.
Operation *copyAsync(IRRewriter &rewriter, StringRef async, StringRef join,
                     Operation *issue, Operation *copy, Value target,
                     Value source, int64_t bytes,
                     llvm::function_ref<bool(Operation *)> limit) {
  rewriter.setInsertionPoint(issue);
  cleave::RuntimeCalls rt(rewriter, copy);
  Value ticket =
      rt.call(async, {rt.pointer(target), rt.pointer(source), rt.i64(bytes)},
              {rewriter.getI64Type()})[0];
  rewriter.eraseOp(copy);
  DenseSet<Value> aliases;
  cleave::addBufferAliases(cleave::getBufferRoot(target), aliases);
  cleave::addBufferAliases(cleave::getBufferRoot(source), aliases);
  SmallVector<Operation *> frees;
  Operation *started = ticket.getDefiningOp();
  Operation *use = cleave::findFirstTouch(started, aliases, frees);
  for (Operation *op = started->getNextNode(); op != use;
       op = op->getNextNode())
    if (limit(op)) {
      use = op;
      break;
    }
  rewriter.setInsertionPoint(use);
  cleave::RuntimeCalls(rewriter, use).call(join, {ticket});
  for (Operation *free : frees)
    if (free->isBeforeInBlock(use))
      rewriter.moveOpBefore(free, use);
  return use;
}

/// Whether `op` (or an op inside it) uses a value of `aliases`.
bool touches(Operation *op, const DenseSet<Value> &aliases) {
  return op
      ->walk([&](Operation *inner) {
        return llvm::any_of(inner->getOperands(),
                            [&](Value v) { return aliases.contains(v); })
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// An activation's copy to host memory (rematerialization's
/// `cleave.to_host`; pinned on CUDA) runs on the copy stream (CPU: the copy
/// thread) while compute goes on. Compute waits for it only before the
/// device buffer may be written or freed (on CUDA its memory is reused in
/// stream order), or before anything but another copy of that stream (the
/// copy back, in order after it) touches the host buffer.
void startCopyOut(IRRewriter &rewriter, linalg::CopyOp copy, int64_t bytes,
                  StringRef async, StringRef joinName) {
  Value source = copy.getInputs()[0], target = copy.getOutputs()[0];
  DenseSet<Value> sourceAliases, targetAliases;
  cleave::addBufferAliases(cleave::getBufferRoot(source), sourceAliases);
  cleave::addBufferAliases(cleave::getBufferRoot(target), targetAliases);
  rewriter.setInsertionPoint(copy);
  cleave::RuntimeCalls rt(rewriter, copy);
  Value ticket =
      rt.call(async, {rt.pointer(target), rt.pointer(source), rt.i64(bytes)},
              {rewriter.getI64Type()})[0];
  rewriter.eraseOp(copy);
  Operation *join = ticket.getDefiningOp()->getNextNode();
  for (; !join->hasTrait<OpTrait::IsTerminator>(); join = join->getNextNode())
    if (mayWrite(join, sourceAliases) ||
        (!isPure(join) && !isHostCopyCall(join) &&
         touches(join, targetAliases)))
      break;
  rewriter.setInsertionPoint(join);
  cleave::RuntimeCalls(rewriter, join).call(joinName, {ticket});
}

/// Bytes of a static allocation's buffer, 0 for anything else.
int64_t getAllocatedBytes(Operation *op) {
  if (!isa<memref::AllocOp, gpu::AllocOp>(op) || op->getNumResults() == 0 ||
      op->hasAttr(cleave::kHostMemoryAttr))
    return 0;
  auto type = dyn_cast<MemRefType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape())
    return 0;
  return type.getNumElements() *
         int64_t(cleave::getElementBytes(type.getElementType()));
}

/// What the block's allocations hold while each of its ops runs (nested
/// allocations counted whole, as if all live at once), and the most.
struct BlockMemory {
  DenseMap<Operation *, int64_t> held;
  int64_t peak = 0;

  explicit BlockMemory(Block &block) {
    DenseMap<Value, int64_t> live;
    int64_t now = 0;
    for (Operation &op : block) {
      int64_t bytes = getAllocatedBytes(&op);
      if (bytes) {
        live[op.getResult(0)] = bytes;
        now += bytes;
      }
      int64_t nested = 0;
      if (op.getNumRegions())
        op.walk([&](Operation *inner) {
          if (inner != &op)
            nested += getAllocatedBytes(inner);
        });
      held[&op] = now + nested;
      peak = std::max(peak, now + nested);
      // Frees: memref.dealloc (CPU), the runtime's free of an address (CUDA).
      SmallVector<Value> freed;
      if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
        freed.push_back(dealloc.getMemref());
      else if (auto call = dyn_cast<func::CallOp>(op);
               call && call.getCallee() == "__cleave_cuda_free")
        cleave::getAddressedBuffers(call.getArgOperands()[0], freed);
      for (Value buffer : freed) {
        auto it = live.find(cleave::getBufferRoot(buffer));
        if (it != live.end()) {
          now -= it->second;
          live.erase(it);
        }
      }
    }
  }
};

/// The earliest op at or after `limit` before which `copy` may start: no op
/// in between may write its source, and holding its buffer from there must
/// not raise the block's peak (prefetching fills the valleys of memory; a
/// budget the program fits stays met).
Operation *getIssuePoint(const HostCopy &copy, Operation *limit) {
  if (!copy.alloc || !limit || !limit->isBeforeInBlock(copy.copy))
    return copy.copy;
  DenseSet<Value> sourceAliases;
  cleave::addBufferAliases(cleave::getBufferRoot(copy.source), sourceAliases);
  BlockMemory memory(*copy.copy->getBlock());
  Operation *issue = copy.copy;
  for (Operation *op = copy.copy->getPrevNode(); op; op = op->getPrevNode()) {
    if (op != copy.alloc &&
        (mayWrite(op, sourceAliases) ||
         (getArgumentNumber(copy.source) &&
          writesBack(op, *getArgumentNumber(copy.source))) ||
         memory.held.lookup(op) + copy.bytes > memory.peak))
      break;
    issue = op;
    if (op == limit)
      break;
  }
  return issue;
}

struct PrefetchHostCopiesPass
    : cleave::impl::CleavePrefetchHostCopiesBase<PrefetchHostCopiesPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    std::string async =
        cuda ? "__cleave_cuda_host_copy_async" : "__cleave_host_copy_async";
    std::string join =
        cuda ? "__cleave_cuda_host_copy_join" : "__cleave_host_copy_join";
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn.isExternal() || cleave::isHostFunction(fn))
        continue;
      SmallVector<HostCopy> copies;
      for (Operation &op : fn.getBody().front())
        if (std::optional<HostCopy> copy = matchHostCopy(fn, op))
          copies.push_back(*copy);
      // Where the previous copy's data is first used: its transfer is done
      // there, and the next one may start.
      Operation *previousUse = nullptr;
      for (HostCopy &copy : copies) {
        Operation *issue = getIssuePoint(copy, previousUse);
        if (issue == copy.alloc)
          issue = copy.alloc->getNextNode();
        else if (copy.alloc && issue->isBeforeInBlock(copy.alloc))
          rewriter.moveOpBefore(copy.alloc, issue);
        // The source's write-back (its last read is this copy or an
        // earlier one) waits for it.
        std::optional<unsigned> arg = getArgumentNumber(copy.source);
        Operation *use =
            copyAsync(rewriter, async, join, issue, copy.copy, copy.target,
                      copy.source, copy.bytes, [&](Operation *op) {
                        return arg && writesBack(op, *arg);
                      });
        previousUse = use->hasTrait<OpTrait::IsTerminator>() ? nullptr : use;
      }
      // After the copies in: a copy back must not start above the copy out
      // that writes its source, which is still a linalg.copy above.
      for (Operation &op : llvm::make_early_inc_range(fn.getBody().front())) {
        auto copy = dyn_cast<linalg::CopyOp>(op);
        if (!copy || !cleave::isCopyToHost(copy) ||
            !copy.hasPureBufferSemantics() ||
            !isHostPoolBuffer(copy.getOutputs()[0]))
          continue;
        if (std::optional<int64_t> bytes =
                getContiguousBytes(copy.getInputs()[0], copy.getOutputs()[0]))
          startCopyOut(rewriter, copy, *bytes, async, join);
      }
      // On CUDA a write-back into pinned host memory is a DMA copy in
      // stream order (what a kernel writing it over PCIe would be, without
      // the SMs).
      if (cuda)
        for (Operation &op : llvm::make_early_inc_range(fn.getBody().front()))
          if (std::optional<HostCopy> back = matchHostWriteBack(fn, op)) {
            rewriter.setInsertionPoint(&op);
            cleave::RuntimeCalls rt(rewriter, &op);
            rt.call("__cleave_cuda_memcpy",
                    {rt.pointer(back->target), rt.pointer(back->source),
                     rt.i64(back->bytes)});
            rewriter.eraseOp(&op);
          }
      // Read by now (the manifest says it); LLVM translation would warn.
      for (unsigned i = 0; i < fn.getNumArguments(); ++i)
        if (fn.getArgAttr(i, cleave::kPlacementAttr))
          fn.removeArgAttr(i, cleave::kPlacementAttr);
    }
  }
};

} // namespace
