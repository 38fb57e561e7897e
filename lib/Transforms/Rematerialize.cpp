//===- Rematerialize.cpp - Recompute values instead of keeping them -------===//
//
// See Rematerialize.h and Passes.td. The model is the per-device program's
// tensor liveness on its top-level block: a value lives from its producer to
// its last use (uses inside a region count at the op holding the region);
// arguments and returned values (the runner's buffers) live throughout;
// constants are globals, not allocations. Bufferization reuses and copies
// buffers this model does not see; the driver checks the result with the
// bufferized replay (DevicePeak.h) and asks for more where it is over.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Rematerialize.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/LinalgToBlas/OwnInits.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/SourceLocation.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>

namespace cleave {
#define GEN_PASS_DEF_CLEAVEREMATERIALIZE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave

using namespace mlir;
using namespace cleave;

namespace {

/// At most this many computing ops (empty tensors, fills and views not
/// counted) are cloned to recompute one value: longer chains reach back
/// into the forward pass and cost more than they save. Attention's
/// probabilities from q and k take 8 (scores, scale, mask, max, shift,
/// exp, sum, divide).
constexpr unsigned kMaxChainOps = 16;

bool isConstantValue(Value v) {
  Operation *def = v.getDefiningOp();
  return def && matchPattern(def, m_Constant());
}

/// Per-device bytes of `v` in the liveness model.
double valueBytes(Value v) {
  return isConstantValue(v) ? 0 : getTensorBytes(v.getType());
}

/// Ops whose clone computes the same values: no effects, no collectives,
/// no regions other than a linalg body, tensor or scalar results.
bool isRecomputable(Operation *op) {
  if (op->getNumResults() == 0 || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  if (op->getDialect() && isa<CleaveDialect>(op->getDialect()))
    return false;
  if (op->getNumRegions() && !isa<linalg::LinalgOp>(op))
    return false;
  if (!isMemoryEffectFree(op))
    return false;
  return llvm::all_of(op->getResultTypes(), [](Type t) {
    return isa<RankedTensorType>(t) || t.isIntOrIndexOrFloat();
  });
}

/// Values that share one buffer once bufferized: a destination-passing
/// op's result and an init used nowhere else (written in place), a view
/// (reshape, slice, cast) and its source. Union-find on values.
class BufferClasses {
public:
  Value find(Value v) {
    auto it = parent.find(v);
    if (it == parent.end() || it->second == v)
      return v;
    Value root = find(it->second);
    parent[v] = root;
    return root;
  }
  void join(Value a, Value b) {
    Value ra = find(a), rb = find(b);
    if (ra != rb)
      parent[ra] = rb;
  }

private:
  llvm::DenseMap<Value, Value> parent;
};

/// The buffers an op's results share with its operands (BufferClasses).
void joinAliases(Operation *op, BufferClasses &classes) {
  if (isTensorView(op)) {
    classes.join(op->getResult(0), op->getOperand(0));
    return;
  }
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dps || !dps.hasPureTensorSemantics())
    return;
  for (OpOperand &init : dps.getDpsInitsMutable()) {
    Value v = init.get();
    if (isConstantValue(v) || isa<BlockArgument>(v) || !v.hasOneUse())
      continue; // bufferization copies it
    classes.join(dps.getTiedOpResult(&init), v);
  }
}

/// The top-level block's liveness by buffer: a buffer (BufferClasses)
/// lives from its first member's definition to its members' last use;
/// arguments and returned buffers live throughout.
struct Liveness {
  Block *body = nullptr;
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, int> position;
  /// Sorted positions of each top-level value's own uses.
  llvm::DenseMap<Value, std::vector<int>> uses;
  BufferClasses classes;
  /// Per buffer (class root): first definition, last use, bytes.
  struct Buffer {
    int def = std::numeric_limits<int>::max(), last = -1;
    double bytes = 0;
    bool fixed = false;
  };
  llvm::DenseMap<Value, Buffer> buffers;
  std::vector<double> bytesAt; ///< live bytes at each position
  double fixedBytes = 0;       ///< arguments and returned values
  /// Host memory (host-placed arguments, what an optimizer step on the
  /// host makes): not the device's, and never recomputed.
  llvm::DenseSet<Value> host;

  explicit Liveness(func::FuncOp fn)
      : body(&fn.getBody().front()), host(getHostStepValues(fn)) {
    for (Operation &op : *body) {
      position[&op] = int(ops.size());
      ops.push_back(&op);
      joinAliases(&op, classes);
    }
    auto visit = [&](Value v, int def) {
      std::vector<int> &at = uses[v];
      Buffer &buffer = buffers[classes.find(v)];
      buffer.def = std::min(buffer.def, def);
      buffer.last = std::max(buffer.last, def);
      buffer.fixed |= def < 0;
      if (!isa_and_nonnull<tensor::EmptyOp>(v.getDefiningOp()))
        buffer.bytes =
            std::max(buffer.bytes, host.contains(v) ? 0.0 : valueBytes(v));
      for (OpOperand &use : v.getUses()) {
        Operation *owner = body->findAncestorOpInBlock(*use.getOwner());
        if (!owner)
          continue;
        buffer.fixed |= owner->hasTrait<OpTrait::IsTerminator>();
        at.push_back(position.lookup(owner));
      }
      llvm::sort(at);
      at.erase(std::unique(at.begin(), at.end()), at.end());
      if (!at.empty())
        buffer.last = std::max(buffer.last, at.back());
    };
    for (BlockArgument arg : body->getArguments())
      visit(arg, -1);
    for (Operation *op : ops)
      for (Value result : op->getResults())
        visit(result, position[op]);
    int n = int(ops.size());
    std::vector<double> delta(n + 1, 0);
    for (auto &[root, buffer] : buffers) {
      if (buffer.fixed) {
        fixedBytes += buffer.bytes;
        continue;
      }
      delta[std::max(0, buffer.def)] += buffer.bytes;
      delta[buffer.last + 1] -= buffer.bytes;
    }
    bytesAt.resize(n);
    double live = fixedBytes;
    for (int i = 0; i < n; ++i)
      bytesAt[i] = live += delta[i];
  }

  int peakPoint() const {
    return int(std::max_element(bytesAt.begin(), bytesAt.end()) -
               bytesAt.begin());
  }
  double peak() const {
    return bytesAt.empty() ? fixedBytes : bytesAt[peakPoint()];
  }
  const Buffer &bufferOf(Value v) { return buffers[classes.find(v)]; }
};

/// A value to recompute: the ops to clone (in program order) before the op
/// at `before`, and what that costs.
struct Candidate {
  Value value;
  int before = 0;
  std::vector<Operation *> chain;
  double seconds = 0, flops = 0, bytes = 0;
  /// Kept in host memory instead (`chain` is its producer, for the key).
  bool toHost = false;
};

/// Whether `v` may be kept in host memory between its uses: a static
/// tensor made on the device, other than a device copy of host memory
/// (copying it again is the cheaper way back).
bool canKeepOnHost(Liveness &live, Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  Operation *def = v.getDefiningOp();
  return type && type.hasStaticShape() && def &&
         !(isa<linalg::CopyOp>(def) && live.host.contains(def->getOperand(0)));
}

/// The ops to clone so that `v` can be recomputed before position `b`:
/// its producer and, transitively, producers of operands whose buffers are
/// not live at `b` (or are `v`'s own, which the recompute is to free).
/// False when one of those cannot be recomputed or the chain is too long.
bool collectChain(Liveness &live, Value v, int b,
                  std::vector<Operation *> &chain) {
  Value own = live.classes.find(v);
  llvm::SetVector<Operation *> ops;
  ops.insert(v.getDefiningOp());
  unsigned computing = 0;
  for (unsigned i = 0; i < ops.size(); ++i) {
    Operation *op = ops[i];
    if (!isRecomputable(op) || llvm::any_of(op->getResults(), [&](Value r) {
          return live.host.contains(r);
        }))
      return false;
    llvm::SetVector<Value> inputs;
    inputs.insert(op->getOperands().begin(), op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), inputs);
    for (Value u : inputs) {
      Operation *def = u.getDefiningOp();
      if (!def || def->getBlock() != live.body || isConstantValue(u) ||
          ops.contains(def))
        continue;
      const Liveness::Buffer &buffer = live.bufferOf(u);
      if (live.classes.find(u) != own && (buffer.fixed || buffer.last >= b))
        continue; // live at b anyway
      if (!isa<tensor::EmptyOp, linalg::FillOp>(def) && !isTensorView(def) &&
          ++computing > kMaxChainOps)
        return false;
      ops.insert(def);
    }
  }
  chain.assign(ops.begin(), ops.end());
  llvm::sort(chain, [&](Operation *x, Operation *y) {
    return live.position.lookup(x) < live.position.lookup(y);
  });
  return true;
}

double recomputeCost(ArrayRef<Operation *> chain, DeviceAttr device,
                     double &flops) {
  double seconds = 0;
  flops = 0;
  for (Operation *op : chain)
    if (auto iface = dyn_cast<ShardingOpInterface>(op))
      if (std::optional<ComputeCost> c = iface.getComputeCost(device)) {
        seconds += c->seconds;
        flops += c->flops;
      }
  return seconds;
}

/// Values whose buffers are live across the peak with a use after it, each
/// with its recompute chain, cheapest per byte first.
std::vector<Candidate> listCandidates(Liveness &live, DeviceAttr device,
                                      double hostBytes) {
  int p = live.peakPoint();
  std::vector<Candidate> candidates;
  for (int d = 0; d < p; ++d) {
    for (Value v : live.ops[d]->getResults()) {
      if (isConstantValue(v) || isa<tensor::EmptyOp>(live.ops[d]))
        continue;
      const Liveness::Buffer &buffer = live.bufferOf(v);
      if (buffer.fixed || buffer.bytes <= 0 || buffer.last <= p)
        continue;
      const std::vector<int> &at = live.uses.find(v)->second;
      auto after = std::upper_bound(at.begin(), at.end(), p);
      if (after == at.end() || (after != at.begin() && *(after - 1) == p))
        continue; // no use past p, or one at p
      Candidate c;
      c.value = v;
      c.before = *after;
      c.bytes = buffer.bytes;
      // Each way is a candidate of its own: which removes more of the peak
      // per second is measured on the liveness, not assumed.
      std::optional<double> link =
          c.bytes <= hostBytes && canKeepOnHost(live, v)
              ? hostCopySeconds(device, getTensorBytes(v.getType()))
              : std::nullopt;
      if (link) {
        Candidate h = c;
        h.toHost = true;
        h.chain = {live.ops[d]};
        h.seconds = 2 * *link;
        candidates.push_back(std::move(h));
      }
      if (!collectChain(live, v, c.before, c.chain))
        continue;
      c.seconds = recomputeCost(c.chain, device, c.flops);
      candidates.push_back(std::move(c));
    }
  }
  llvm::stable_sort(candidates, [](const Candidate &x, const Candidate &y) {
    return x.seconds / x.bytes < y.seconds / y.bytes;
  });
  return candidates;
}

/// Clones the chain before the op at `before` and moves the uses at or
/// after it to the clones; returns the clones (in order).
SmallVector<Operation *> clone(Liveness &live, const Candidate &c) {
  Operation *at = live.ops[c.before];
  OpBuilder b(at);
  IRMapping mapping;
  SmallVector<Operation *> clones;
  for (Operation *op : c.chain)
    clones.push_back(b.clone(*op, mapping));
  for (Operation *op : c.chain)
    for (Value r : op->getResults())
      r.replaceUsesWithIf(mapping.lookup(r), [&](OpOperand &use) {
        Operation *owner = live.body->findAncestorOpInBlock(*use.getOwner());
        auto it = live.position.find(owner);
        return it != live.position.end() && it->second >= c.before;
      });
  return clones;
}

/// Keeps the candidate's value in host memory: a copy to host memory after
/// its producer, a copy back before the op at `before` for the uses at or
/// after it. Returns the new ops (in order).
SmallVector<Operation *> applyToHost(Liveness &live, const Candidate &c) {
  Value v = c.value;
  auto type = cast<RankedTensorType>(v.getType());
  Location loc = v.getLoc();
  OpBuilder b(v.getContext());
  b.setInsertionPointAfterValue(v);
  auto outInit = tensor::EmptyOp::create(b, loc, type.getShape(),
                                         type.getElementType(), ValueRange{});
  auto out = linalg::CopyOp::create(b, loc, v, outInit.getResult());
  out->setAttr(kToHostAttr, b.getUnitAttr());
  b.setInsertionPoint(live.ops[c.before]);
  auto inInit = tensor::EmptyOp::create(b, loc, type.getShape(),
                                        type.getElementType(), ValueRange{});
  auto in =
      linalg::CopyOp::create(b, loc, out.getResult(0), inInit.getResult());
  v.replaceUsesWithIf(in.getResult(0), [&](OpOperand &use) {
    Operation *owner = live.body->findAncestorOpInBlock(*use.getOwner());
    auto it = live.position.find(owner);
    return it != live.position.end() && it->second >= c.before;
  });
  // The function has host memory now (HostMemory.h's queries walk it).
  live.body->getParentOp()->setAttr(kToHostAttr, b.getUnitAttr());
  return {outInit, out, inInit, in};
}

SmallVector<Operation *> apply(Liveness &live, const Candidate &c) {
  return c.toHost ? applyToHost(live, c) : clone(live, c);
}

/// Undoes apply: the originals take their uses back, the new ops go.
void undo(const Candidate &c, ArrayRef<Operation *> clones) {
  if (c.toHost)
    clones.back()->replaceAllUsesWith(ValueRange{c.value});
  else
    for (auto [op, clone] : llvm::zip(c.chain, clones))
      clone->replaceAllUsesWith(op->getResults());
  for (Operation *clone : llvm::reverse(clones))
    clone->erase();
}

/// What a candidate is, apart from where: the ops its recompute clones
/// (names, attributes but Cleave's own marks, types, bodies) and which
/// result it is. The same value in each of repeated layers has one key.
llvm::hash_code getCandidateKey(const Candidate &c) {
  llvm::hash_code h =
      llvm::hash_combine(cast<OpResult>(c.value).getResultNumber(), c.toHost);
  for (Operation *op : c.chain) {
    h = llvm::hash_combine(h, op->getName().getAsOpaquePointer());
    for (NamedAttribute a : op->getAttrs())
      if (!a.getName().getValue().starts_with("cleave."))
        h = llvm::hash_combine(h, a.getName().getAsOpaquePointer(),
                               a.getValue().getAsOpaquePointer());
    for (Type t : op->getOperandTypes())
      h = llvm::hash_combine(h, t.getAsOpaquePointer());
    for (Type t : op->getResultTypes())
      h = llvm::hash_combine(h, t.getAsOpaquePointer());
    op->walk([&](Operation *inner) {
      if (inner != op)
        h = llvm::hash_combine(h, inner->getName().getAsOpaquePointer());
    });
  }
  return h;
}

/// Candidates tried per step and per way (recompute, host memory),
/// cheapest per byte first: each is applied, priced on the new liveness and
/// undone, and the best per byte of peak removed is kept.
constexpr unsigned kTriesPerStep = 12;

} // namespace

RematerializationResult cleave::rematerialize(func::FuncOp fn,
                                              DeviceAttr device,
                                              double budgetBytes,
                                              double hostBytes) {
  RematerializationResult result;
  if (fn.isExternal() || !fn.getBody().hasOneBlock())
    return result;
  MLIRContext *ctx = fn.getContext();
  if (!device) {
    Builder b(ctx);
    device = DeviceAttr::get(
        ctx, b.getStringAttr("neutral"),
        b.getDictionaryAttr(b.getNamedAttr("f32", b.getF64FloatAttr(1e12))), 0,
        1e11);
  }
  result.peakBeforeBytes = Liveness(fn).peak();
  giveOwnInits(fn);
  for (unsigned step = 0;; ++step) {
    Liveness live(fn);
    double peak = live.peak();
    result.peakAfterBytes = peak;
    if (live.ops.empty() || peak <= budgetBytes || step == 10000)
      break;
    std::vector<Candidate> candidates = listCandidates(live, device, hostBytes);
    const Candidate *best = nullptr;
    double bestScore = 0;
    // Tried per way, so that cheap transfers that free nothing do not
    // crowd out the recomputes (and the other way round).
    unsigned tries[2] = {0, 0};
    for (const Candidate &c : candidates) {
      if (tries[c.toHost]++ >= kTriesPerStep)
        continue;
      SmallVector<Operation *> clones = apply(live, c);
      double saved = peak - Liveness(fn).peak();
      undo(c, clones);
      if (saved < 1)
        continue;
      double score = c.seconds / saved;
      if (!best || score < bestScore) {
        best = &c;
        bestScore = score;
      }
    }
    if (!best)
      break;
    // Repeated layers share the decision: the same value of the other
    // layers live across the peak is recomputed with it, unless the one
    // already fits the budget.
    SmallVector<const Candidate *> chosen = {best};
    {
      SmallVector<Operation *> clones = apply(live, *best);
      bool fits = Liveness(fn).peak() <= budgetBytes;
      undo(*best, clones);
      llvm::hash_code key = getCandidateKey(*best);
      if (!fits)
        for (const Candidate &c : candidates)
          if (&c != best && c.bytes == best->bytes && getCandidateKey(c) == key)
            chosen.push_back(&c);
    }
    for (const Candidate *c : chosen) {
      if (c->toHost && c->bytes > hostBytes)
        continue;
      if (c->toHost)
        hostBytes -= c->bytes;
      Operation *producer = c->value.getDefiningOp();
      RecomputedValue r;
      r.location = getShortLocation(producer->getLoc());
      r.opName = producer->getName().getStringRef().str();
      llvm::raw_string_ostream(r.type) << c->value.getType();
      r.bytes = c->bytes;
      r.flops = c->flops;
      r.seconds = c->seconds;
      r.ops = c->toHost ? 0 : c->chain.size();
      r.decision = step;
      r.onHost = c->toHost;
      SmallVector<Operation *> made = apply(live, *c);
      if (!c->toHost)
        for (Operation *clone : made)
          clone->setAttr(kRecomputedAttr,
                         IntegerAttr::get(IntegerType::get(ctx, 64),
                                          result.values.size()));
      result.values.push_back(std::move(r));
    }
  }
  // The function's mark says it has copies to host memory (HostMemory.h):
  // tried ones were undone, so it stays only where one was kept.
  if (fn->hasAttr(kToHostAttr) && !fn.walk([](Operation *op) {
                                       return isCopyToHost(op)
                                                  ? WalkResult::interrupt()
                                                  : WalkResult::advance();
                                     }).wasInterrupted())
    fn->removeAttr(kToHostAttr);
  return result;
}

namespace {

struct RematerializePass
    : cleave::impl::CleaveRematerializeBase<RematerializePass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    DeviceAttr device;
    for (auto mesh : module.getOps<MeshOp>())
      if (mesh.getDeviceAttr())
        device = mesh.getDeviceAttr();
    for (auto fn : module.getOps<func::FuncOp>()) {
      double hostBytes = 0;
      if (toHost)
        hostBytes = device && device.getHostMemoryBytes() > 0
                        ? device.getHostMemoryBytes()
                        : std::numeric_limits<double>::infinity();
      RematerializationResult r = rematerialize(fn, device, budget, hostBytes);
      for (const RecomputedValue &v : r.values)
        emitRemark(fn.getLoc())
            << (v.onHost ? "keeps in host memory " : "recomputes ") << v.opName
            << " at " << (v.location.empty() ? "?" : v.location) << " ("
            << v.type << ", " << int64_t(v.bytes) << " bytes, " << v.ops
            << " ops, decision " << v.decision << ")";
      if (!r.values.empty() || r.peakAfterBytes > budget)
        emitRemark(fn.getLoc())
            << "tensor-liveness peak " << int64_t(r.peakBeforeBytes) << " -> "
            << int64_t(r.peakAfterBytes) << " bytes for a budget of "
            << int64_t(budget);
    }
  }
};

} // namespace
