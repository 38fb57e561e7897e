//===- DevicePeak.cpp - What a partitioned program will allocate ----------===//

#include "cleave/Target/DevicePeak.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Transforms/Offload.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <deque>
#include <mutex>

using namespace mlir;

namespace cleave {

void dropEntryAttributes(ModuleOp module) {
  MLIRContext *context = module.getContext();
  for (auto fn : module.getOps<func::FuncOp>()) {
    fn->removeAttr("cleave.search");
    // (cleave.placement stays for cleave-prefetch-host-copies, which
    // consumes it.)
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      for (StringRef name : {"cleave.sharding", "cleave.name"})
        fn.removeArgAttr(i, name);
    for (unsigned i = 0; i < fn.getNumResults(); ++i)
      for (StringRef name : {"cleave.sharding", "cleave.name"})
        fn.removeResultAttr(i, StringAttr::get(context, name));
  }
}

namespace {

int64_t bufferBytes(MemRefType type, bool &dynamic) {
  if (!type.hasStaticShape()) {
    dynamic = true;
    return 0;
  }
  // The cost model's element sizes (index, i1, complex elements too).
  return type.getNumElements() * getElementBytes(type.getElementType());
}

/// Replays `block`'s allocations from `live` bytes: returns the most held
/// at once inside it and leaves `live` at what is held after it.
struct Replay {
  llvm::DenseMap<Value, int64_t> held;
  DevicePeak result;
  /// The most held so far (the snapshot's).
  int64_t best = 0;

  void snapshotIfPeak(int64_t live) {
    if (live <= best)
      return;
    best = live;
    result.heldAtPeak.clear();
    for (auto [value, bytes] : held)
      result.heldAtPeak.push_back({value.getLoc(), bytes});
  }

  int64_t block(Block &block, int64_t &live,
                std::vector<int64_t> *timeline = nullptr) {
    int64_t peak = live;
    for (Operation &op : block) {
      int64_t opPeak = live;
      // Host memory (an optimizer step on the host) is not the device's.
      auto alloc = dyn_cast<memref::AllocOp>(op);
      if (alloc && !alloc->hasAttr(kHostMemoryAttr)) {
        bool dynamic = false;
        int64_t bytes = bufferBytes(alloc.getType(), dynamic);
        // MLIR's lowering of an aligned alloc asks for `alignment` bytes
        // more and aligns the pointer itself.
        if (std::optional<uint64_t> align = alloc.getAlignment())
          bytes += int64_t(*align);
        result.uncountedAllocations += dynamic;
        held[alloc.getResult()] = bytes;
        live += bytes;
        opPeak = std::max(opPeak, live);
        snapshotIfPeak(live);
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        auto it = held.find(dealloc.getMemref());
        if (it != held.end()) {
          live -= it->second;
          held.erase(it);
        }
      }
      // A region runs within this op: its peak adds to what is live here.
      // A loop body runs twice in a row: what one iteration carries to the
      // next (its iter_args' new buffers, freed only once the next
      // iteration has allocated its own) is live during the second.
      bool loop = isa<LoopLikeOpInterface>(op);
      for (Region &region : op.getRegions())
        for (Block &inner : region) {
          int64_t innerLive = live;
          for (int pass = 0; pass < (loop ? 2 : 1); ++pass)
            opPeak = std::max(opPeak, this->block(inner, innerLive));
        }
      peak = std::max(peak, opPeak);
      if (timeline && !isa<memref::DeallocOp>(op))
        timeline->push_back(opPeak);
    }
    return peak;
  }
};

} // namespace

bool isReplayable(func::FuncOp fn) {
  int64_t ops = 0;
  fn.walk([&](Operation *) { ++ops; });
  return ops <= kMaxOpsToReplay;
}

namespace {
/// The answers for the last programs asked about. The memory check and the
/// plan's report ask about the same partitioned program, and bufferizing a
/// large one takes seconds. A program is known by the fingerprints of the
/// module's top-level ops (their pointers, attributes and operands,
/// nested ops included), so any change to it is a new key.
struct ProgramKey {
  std::vector<OperationFingerPrint> ops;
  bool operator==(const ProgramKey &other) const { return ops == other.ops; }
};
struct PeakCache {
  std::mutex mutex;
  std::deque<std::pair<ProgramKey, llvm::StringMap<DevicePeak>>> entries;
  static constexpr size_t kSize = 4;
};
PeakCache &getPeakCache() {
  static PeakCache cache;
  return cache;
}
ProgramKey fingerprint(ModuleOp module) {
  ProgramKey key;
  for (Operation &op : module.getBody()->getOperations())
    key.ops.emplace_back(&op);
  return key;
}
} // namespace

/// Every function's peak from one bufferization of `module`: a
/// pipeline's stages are entries of one module, and each asks in turn.
static FailureOr<llvm::StringMap<DevicePeak>>
replayDevicePeaks(ModuleOp module);

void forgetDevicePeaks() {
  PeakCache &cache = getPeakCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.entries.clear();
}

FailureOr<DevicePeak> predictDevicePeak(ModuleOp module, StringRef name) {
  FailureOr<func::FuncOp> fn = findEntry(module, name);
  if (failed(fn))
    return failure();
  StringRef entry = fn->getSymName();
  ProgramKey key = fingerprint(module);
  PeakCache &cache = getPeakCache();
  auto lookup = [&]() -> std::optional<DevicePeak> {
    for (const auto &[k, peaks] : cache.entries)
      if (k == key) {
        auto it = peaks.find(entry);
        if (it != peaks.end())
          return it->second;
      }
    return std::nullopt;
  };
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    if (std::optional<DevicePeak> peak = lookup())
      return *peak;
  }
  FailureOr<llvm::StringMap<DevicePeak>> peaks = replayDevicePeaks(module);
  if (failed(peaks))
    return failure();
  auto it = peaks->find(entry);
  if (it == peaks->end())
    return emitError(module.getLoc())
           << "@" << entry << " did not survive bufferization";
  DevicePeak peak = it->second;
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.entries.push_front({std::move(key), std::move(*peaks)});
  if (cache.entries.size() > PeakCache::kSize)
    cache.entries.pop_back();
  return peak;
}

/// What `fn`'s arguments hold outside the device pool: outputs written over
/// the inputs they update share their buffers, host-placed arguments live in
/// the host pool.
static int64_t getBytesNotInDevicePool(func::FuncOp fn) {
  int64_t bytes = 0;
  for (auto [result, argument] : getInPlaceUpdates(fn))
    bytes += int64_t(getTensorBytes(fn.getResultTypes()[result]));
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (isOnHost(fn, i))
      bytes += int64_t(getTensorBytes(fn.getArgumentTypes()[i]));
  return bytes;
}

static DevicePeak replayFunction(func::FuncOp fn, int64_t sharedBytes) {
  Replay replay;
  bool dynamic = false;
  for (BlockArgument arg : fn.getArguments())
    if (auto type = dyn_cast<MemRefType>(arg.getType()))
      replay.result.bufferBytes += bufferBytes(type, dynamic);
  replay.result.uncountedAllocations += dynamic;
  replay.result.bufferBytes -= sharedBytes;
  int64_t live = replay.result.bufferBytes;
  replay.best = live;
  replay.result.peakBytes =
      replay.block(fn.getBody().front(), live, &replay.result.timeline);
  llvm::stable_sort(replay.result.heldAtPeak,
                    [](const DevicePeak::Held &a, const DevicePeak::Held &b) {
                      return a.bytes > b.bytes;
                    });
  return replay.result;
}

/// `module` without the public functions other than `keep` (a pipeline's
/// other stages) that nothing left calls; private ones kept for its calls.
/// A public callee stays: erased, its caller's call dangled and one-shot
/// bufferization crashed on it.
static OwningOpRef<ModuleOp> cloneForEntry(ModuleOp module, StringRef keep) {
  OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
  eraseOtherEntries(*copy, keep);
  dropEntryAttributes(*copy);
  return copy;
}

static FailureOr<llvm::StringMap<DevicePeak>>
replayDevicePeaks(ModuleOp module) {
  MLIRContext *context = module.getContext();
  llvm::StringMap<int64_t> sharedBytes;
  std::vector<std::string> entries;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    sharedBytes[fn.getSymName()] = getBytesNotInDevicePool(fn);
    if (fn.isPublic())
      entries.push_back(fn.getSymName().str());
  }
  // One module per public function, bufferized side by side: the stages of
  // a pipeline are independent programs, and most of bufferization runs on
  // the whole module, one pass at a time.
  std::vector<OwningOpRef<ModuleOp>> copies;
  if (entries.size() <= 1) {
    copies.emplace_back(cast<ModuleOp>(module->clone()));
    dropEntryAttributes(**copies.begin());
  } else {
    for (const std::string &entry : entries)
      copies.push_back(cloneForEntry(module, entry));
  }
  std::vector<std::unique_ptr<PassManager>> pms;
  for (size_t i = 0; i < copies.size(); ++i) {
    pms.push_back(std::make_unique<PassManager>(context));
    // Not verified after each pass (on a pipeline stage of 46k ops the
    // verifier was a third of the replay): the replay is measured, never
    // emitted, and compiling runs the same passes verified.
    pms.back()->enableVerifier(false);
    addCpuBufferization(*pms.back());
  }
  // The pipeline's dialects are loaded here, before the threads run it.
  DialectRegistry registry;
  pms.front()->getDependentDialects(registry);
  context->appendDialectRegistry(registry);
  for (StringRef name : registry.getDialectNames())
    context->getOrLoadDialect(name);
  if (failed(failableParallelForEachN(context, 0, copies.size(), [&](size_t i) {
        return pms[i]->run(*copies[i]);
      })))
    return failure();
  llvm::StringMap<DevicePeak> peaks;
  for (OwningOpRef<ModuleOp> &copy : copies)
    for (auto fn : copy->getOps<func::FuncOp>()) {
      auto it = sharedBytes.find(fn.getSymName());
      if (it != sharedBytes.end() && !fn.isExternal() &&
          !peaks.count(fn.getSymName()))
        peaks[fn.getSymName()] = replayFunction(fn, it->second);
    }
  return peaks;
}

} // namespace cleave
