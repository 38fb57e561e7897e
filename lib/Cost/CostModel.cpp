//===- CostModel.cpp - Modeled time and memory of an SPMD program ---------===//

#include "cleave/Cost/CostModel.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Conversion/Common/InPlaceUpdates.h"

#include "cleave/IR/CleaveDialect.h"
#include "cleave/Interfaces/ShardingOpInterface.h"
#include "cleave/Sharding/ReshardPlan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;

namespace cleave {

double collectiveSeconds(StringRef kind, int64_t n, double bytes,
                         double latency, double bandwidth) {
  if (n <= 1)
    return 0;
  double fraction = double(n - 1) / double(n);
  double volume = kind == "all_reduce" ? 2 * fraction * bytes
                  : kind == "collective_permute" || kind == "send" ||
                          kind == "recv" || kind == "broadcast"
                      ? bytes
                      : fraction * bytes;
  return latency + volume / bandwidth;
}

unsigned getElementBytes(Type element) {
  if (element.isIndex())
    return 8;
  if (auto complex = dyn_cast<ComplexType>(element))
    return 2 * getElementBytes(complex.getElementType());
  if (element.isIntOrFloat())
    return std::max<unsigned>(1, (element.getIntOrFloatBitWidth() + 7) / 8);
  return 8; // opaque element types: price them as a pointer
}

double getTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  return double(tensor.getNumElements()) *
         getElementBytes(tensor.getElementType());
}

static std::string elementName(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isInteger(8))
    return "i8";
  return "f32";
}

void meshGroupLink(MeshOp mesh, ArrayRef<unsigned> axes, int64_t &n,
                   double &latency, double &bandwidth, StringRef kind) {
  n = 1;
  latency = 0;
  bandwidth = 1e300;
  ArrayAttr links = mesh.getLinksAttr();
  for (unsigned index : axes) {
    n *= mesh.getShape()[index];
    auto link = cast<LinkAttr>(links[index]).getForKind(kind);
    latency = std::max(latency, link.getLatencySeconds());
    bandwidth = std::min(bandwidth, link.getBandwidthBytesPerSecond());
  }
}

/// Seconds of a collective of `kind` over mesh axes `axes` moving `bytes`
/// per device. On a mesh whose axis stands for the microbatches of a
/// pipeline (kMicrobatchAxisAttr), a sum over that axis is an accumulation
/// in time and a gather over it keeps each microbatch's part until the
/// last (both priced over the other axes only); anything else over it
/// cannot run, so it is priced out of any plan.
static double axesCollectiveSeconds(MeshOp mesh, StringRef kind,
                                    ArrayRef<unsigned> axes, double bytes) {
  SmallVector<unsigned> rest(axes);
  if (auto mb = mesh->getAttrOfType<StringAttr>(kMicrobatchAxisAttr))
    if (std::optional<unsigned> index = mesh.getAxisIndex(mb.getValue()))
      if (llvm::is_contained(axes, *index)) {
        if (kind != "all_reduce" && kind != "all_gather")
          return 1e3;
        llvm::erase(rest, *index);
      }
  int64_t n;
  double latency, bandwidth;
  meshGroupLink(mesh, rest, n, latency, bandwidth, kind);
  if (n <= 1)
    return 0;
  // Measured curves, where every axis of the group has one: the group's
  // volume on the slowest axis's curve.
  double volume = collectiveSeconds(kind, n, bytes, 0, 1);
  double measured = 0;
  for (unsigned index : rest) {
    auto link = cast<LinkAttr>(mesh.getLinksAttr()[index]).getForKind(kind);
    if (!link.getCurve())
      return collectiveSeconds(kind, n, bytes, latency, bandwidth);
    measured = std::max(measured, link.getSecondsForVolume(volume));
  }
  return measured;
}

StringRef getGemmShapeClass(double m, double n, double k) {
  double smallest = std::min({m, n, k});
  return smallest < 32 ? "small" : smallest < 256 ? "medium" : "";
}

std::string getGemmPointKey(StringRef element, int64_t m, int64_t n, int64_t k,
                            bool transposedB) {
  return (element + (transposedB ? "/gemm-bt/" : "/gemm/") + Twine(m) + "x" +
          Twine(n) + "x" + Twine(k))
      .str();
}

std::optional<double> interpolateGemmPeak(ArrayRef<GemmPoint> points,
                                          const GemmShape &shape) {
  bool sameForm = llvm::any_of(points, [&](const GemmPoint &p) {
    return p.shape.transposedB == shape.transposedB;
  });
  auto log2Ratio = [](double a, double b) {
    return std::log2(std::max(a, 1.0) / std::max(b, 1.0));
  };
  SmallVector<std::pair<double, double>> near; // (d^2, log rate)
  double nearest = std::numeric_limits<double>::infinity();
  for (const GemmPoint &p : points) {
    if (sameForm && p.shape.transposedB != shape.transposedB)
      continue;
    double dm = log2Ratio(shape.m, p.shape.m),
           dn = log2Ratio(shape.n, p.shape.n),
           dk = log2Ratio(shape.k, p.shape.k);
    near.push_back({dm * dm + dn * dn + dk * dk, std::log(p.flopsPerSecond)});
    nearest = std::min(nearest, near.back().first);
  }
  if (near.empty())
    return std::nullopt;
  double weights = 0, logRate = 0;
  for (auto [d2, log] : near) {
    // A point's own shape: its figure alone.
    if (nearest < 1e-12 && d2 > nearest)
      continue;
    double w = std::exp(-(d2 - nearest) / 2);
    weights += w;
    logRate += w * log;
  }
  return std::exp(logRate / weights);
}

/// The measured GEMM points of `element` in `peakFlops` (sorted by key:
/// they are one run of it). Read each time, not cached by the dictionary's
/// address: a context created after another one is destroyed (the C API's
/// sessions) may put another cluster's dictionary at the same address.
static SmallVector<GemmPoint> getGemmPoints(DictionaryAttr peakFlops,
                                            StringRef element) {
  SmallVector<GemmPoint> points;
  std::string prefix = (element + "/gemm").str();
  ArrayRef<NamedAttribute> entries = peakFlops.getValue();
  const NamedAttribute *it = llvm::lower_bound(
      entries, prefix, [](const NamedAttribute &e, StringRef key) {
        return e.getName().getValue() < key;
      });
  for (; it != entries.end(); ++it) {
    StringRef key = it->getName().getValue();
    if (!key.consume_front(prefix))
      break;
    GemmPoint p;
    p.shape.transposedB = key.consume_front("-bt");
    if (!key.consume_front("/"))
      continue;
    SmallVector<StringRef, 3> sizes;
    key.split(sizes, 'x');
    int64_t m, n, k;
    auto value = dyn_cast<FloatAttr>(it->getValue());
    if (sizes.size() != 3 || sizes[0].getAsInteger(10, m) ||
        sizes[1].getAsInteger(10, n) || sizes[2].getAsInteger(10, k) || !value)
      continue;
    p.shape.m = double(m);
    p.shape.n = double(n);
    p.shape.k = double(k);
    p.flopsPerSecond = value.getValueAsDouble();
    points.push_back(p);
  }
  return points;
}

double getOpClassPeakFlops(DeviceAttr device, Type element, StringRef opClass) {
  std::string type = elementName(element);
  std::optional<double> peak;
  if (!opClass.empty())
    peak = device.getPeakFlops(type + "/" + opClass.str());
  // Transposes measured apart or not: then they are loops like others.
  if (!peak && opClass == kPermuteOpClass)
    return getOpClassPeakFlops(device, element, kVectorOpClass);
  if (!peak)
    peak = device.getPeakFlops(type);
  if (!peak)
    peak = device.getPeakFlops("f32").value_or(1e12);
  return *peak;
}

double getGemmPeakFlops(DeviceAttr device, Type element,
                        const GemmShape &shape) {
  if (std::optional<double> peak = interpolateGemmPeak(
          getGemmPoints(device.getPeakFlops(), elementName(element)), shape))
    return *peak;
  return getOpClassPeakFlops(device, element,
                             getGemmShapeClass(shape.m, shape.n, shape.k));
}

double rooflineSecondsAtPeak(DeviceAttr device, double peak, double flops,
                             double bytes) {
  if (!(flops > 0) && !(bytes > 0))
    return 0;
  return device.getOpOverheadSeconds() +
         std::max(flops / peak, device.getMemorySeconds(bytes));
}

double rooflineSeconds(DeviceAttr device, Type element, double flops,
                       double bytes, StringRef opClass) {
  if (!(flops > 0) && !(bytes > 0))
    return 0;
  return rooflineSecondsAtPeak(
      device, getOpClassPeakFlops(device, element, opClass), flops, bytes);
}

bool isHostArgument(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  auto fn = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp())
                : func::FuncOp();
  if (!fn || arg.getOwner() != &fn.getBody().front())
    return false;
  auto placement =
      fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(), kPlacementAttr);
  return placement && placement.getValue() == "host";
}

std::optional<double> hostCopySeconds(DeviceAttr device, double bytes) {
  if (!device || !(device.getHostBytesPerSecond() > 0))
    return std::nullopt;
  return device.getHostLatencySeconds() +
         bytes / device.getHostBytesPerSecond();
}

double hostLinkSeconds(DeviceAttr device, double bytes) {
  return hostCopySeconds(device, bytes)
      .value_or(2 * bytes / device.getMemoryBytesPerSecond());
}

double hostStepSeconds(DeviceAttr device, double bytes) {
  if (bytes <= 0)
    return 0;
  return device.getOpOverheadSeconds() +
         bytes / device.getHostMemoryBytesPerSecond();
}

double getLocalBytes(Value value, const TensorSharding &sharding,
                     const MeshShape &mesh) {
  auto type = cast<RankedTensorType>(value.getType());
  std::vector<int64_t> global(type.getShape().begin(), type.getShape().end());
  double bytes = getElementBytes(type.getElementType());
  for (int64_t d : sharding.getLocalShape(mesh, global))
    bytes *= double(d);
  return bytes;
}

double reshardSeconds(MeshOp mesh, const MeshShape &shape,
                      const std::vector<int64_t> &globalShape,
                      unsigned elementBytes, const TensorSharding &from,
                      const TensorSharding &to,
                      std::vector<CollectiveCost> *collectives) {
  std::vector<ReshardStep> steps;
  std::string error;
  if (!planReshard(shape, globalShape, from, to, steps, error))
    return std::numeric_limits<double>::infinity();
  auto localBytes = [&](const TensorSharding &s) {
    double bytes = elementBytes;
    for (int64_t d : s.getLocalShape(shape, globalShape))
      bytes *= double(d);
    return bytes;
  };
  double seconds = 0;
  TensorSharding cur = from;
  for (const ReshardStep &step : steps) {
    TensorSharding next = applyReshardStep(cur, step);
    // Bytes as costFunction counts them on the emitted op.
    const char *kind = nullptr;
    double bytes = 0;
    switch (step.kind) {
    case ReshardStep::Kind::AllReduce:
      kind = "all_reduce";
      bytes = localBytes(cur);
      break;
    case ReshardStep::Kind::ReduceScatter:
      kind = "reduce_scatter";
      bytes = localBytes(cur);
      break;
    case ReshardStep::Kind::AllGather:
      kind = "all_gather";
      bytes = localBytes(next);
      break;
    case ReshardStep::Kind::AllToAll:
      kind = "all_to_all";
      bytes = localBytes(cur);
      break;
    case ReshardStep::Kind::Slice:
      break;
    }
    if (kind) {
      double t = axesCollectiveSeconds(mesh, kind, step.axes, bytes);
      seconds += t;
      if (collectives) {
        CollectiveCost c;
        c.kind = kind;
        for (unsigned a : step.axes)
          c.meshAxes.push_back(shape.getAxisName(a));
        c.bytes = bytes;
        c.seconds = t;
        collectives->push_back(std::move(c));
      }
    }
    cur = next;
  }
  return seconds;
}

/// Whether `use` is an init its owner writes into: a destination-passing
/// op's init, or an operand after a rule's inputs (tm_tensor.scan's outs,
/// which are no DPS op's: two scans sharing torch's zeros were priced one
/// fill where the search priced two, as bufferization copies one).
bool writesIntoInit(OpOperand &use) {
  Operation *user = use.getOwner();
  // A linalg op that never reads its init takes no copy of the zeros (the
  // search prices it so: getStrategySeconds).
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user))
    return linalgOp.isDpsInit(&use) &&
           linalgOp.payloadUsesValueFromOperand(&use);
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(user))
    return dps.isDpsInit(&use);
  if (auto iface = dyn_cast<ShardingOpInterface>(user))
    if (std::optional<LoopRule> rule = iface.getLoopRule())
      return use.getOperandNumber() >= rule->getNumInputs();
  return false;
}

/// Adds `op`'s compute and collectives, run `repeats` times, to `cost` (its
/// row) and `total`. A `Carried` loop's row holds its body's, once per
/// iteration.
static void priceOp(Operation &op, MeshOp mesh, double repeats, OpCost &cost,
                    ProgramCost &total) {
  auto collective = [&](StringRef kind, ArrayAttr axes, double bytes) {
    SmallVector<unsigned> indices;
    for (Attribute a : axes)
      if (std::optional<unsigned> index =
              mesh.getAxisIndex(cast<StringAttr>(a).getValue()))
        indices.push_back(*index);
    CollectiveCost c;
    c.kind = kind.str();
    for (Attribute a : axes)
      c.meshAxes.push_back(cast<StringAttr>(a).getValue().str());
    c.bytes = bytes * repeats;
    c.seconds = axesCollectiveSeconds(mesh, kind, indices, bytes) * repeats;
    cost.collectives.push_back(c);
    total.collectives.push_back(c);
    total.communicationSeconds += c.seconds;
  };
  if (auto ar = dyn_cast<AllReduceOp>(op))
    collective("all_reduce", ar.getMeshAxes(), getTensorBytes(ar.getType()));
  else if (auto ag = dyn_cast<AllGatherOp>(op))
    collective("all_gather", ag.getMeshAxes(), getTensorBytes(ag.getType()));
  else if (auto rs = dyn_cast<ReduceScatterOp>(op))
    collective("reduce_scatter", rs.getMeshAxes(),
               getTensorBytes(rs.getInput().getType()));
  else if (auto a2a = dyn_cast<AllToAllOp>(op))
    collective("all_to_all", a2a.getMeshAxes(),
               getTensorBytes(a2a.getInput().getType()));
  else if (auto perm = dyn_cast<CollectivePermuteOp>(op))
    collective("collective_permute", perm.getMeshAxes(),
               getTensorBytes(perm.getType()));
  else if (auto bc = dyn_cast<BroadcastOp>(op))
    collective("broadcast", bc.getMeshAxes(), getTensorBytes(bc.getType()));
  else if (auto loop = dyn_cast<LoopLikeOpInterface>(op)) {
    if (getShardingStyle(&op) != ShardingStyle::Carried ||
        op.getNumRegions() != 1 || !op.getRegion(0).hasOneBlock())
      return;
    double trips = 1;
    if (std::optional<APInt> n = loop.getStaticTripCount())
      trips = std::max<int64_t>(0, n->getSExtValue());
    for (Operation &inner : op.getRegion(0).front())
      priceOp(inner, mesh, repeats * trips, cost, total);
  } else if (auto iface = dyn_cast<ShardingOpInterface>(op)) {
    // Each op writing into a fill's result gets a buffer of its own,
    // filled or copied (one-shot bufferization): a fill costs once per
    // writer, as the search prices it in each of them.
    if (iface.isRecreatable() && isa<DestinationStyleOpInterface>(op) &&
        op.getNumResults() == 1) {
      // Read as well (a linalg op's input, a result), the zeros themselves
      // are a buffer too: the search pays that read once per layout.
      unsigned writers = 0;
      bool read = false;
      for (OpOperand &use : op.getResult(0).getUses()) {
        writers += writesIntoInit(use);
        read |= isa<func::ReturnOp>(use.getOwner()) ||
                (isa<linalg::LinalgOp>(use.getOwner()) &&
                 cast<DestinationStyleOpInterface>(use.getOwner())
                     .isDpsInput(&use));
      }
      repeats *= std::max(1u, writers + (writers && read ? 1 : 0));
    }
    if (std::optional<ComputeCost> c =
            iface.getComputeCost(mesh.getDeviceAttr())) {
      cost.flops += c->flops * repeats;
      cost.bytesTouched += c->bytes * repeats;
      cost.computeSeconds += c->seconds * repeats;
      total.computeSeconds += c->seconds * repeats;
    }
  }
}

/// The values `op` reads: its operands, and for a region op other than a
/// destination-passing one (whose tensors are operands: linalg) the values
/// its regions use from outside (a loop reading a copied weight).
static SmallVector<Value> getReadValues(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  if (op->getNumRegions() && !isa<DestinationStyleOpInterface>(op)) {
    llvm::SetVector<Value> above;
    for (Region &region : op->getRegions())
      getUsedValuesDefinedAbove(region, above);
    values.append(above.begin(), above.end());
  }
  return values;
}

/// When host copies may start (cleave-prefetch-host-copies): each when the
/// previous one's result is first used, or at its own place in the program
/// if that comes first; the host link runs them in order.
struct HostCopyStream {
  double free = 0;
  Value previous;
  std::optional<double> previousFirstUse;

  /// Starts the copy `cost` when compute reaches `now`; returns its end.
  double copy(const OpCost &cost, double now) {
    double issue = previousFirstUse.value_or(now);
    double end = std::max(issue, free) + cost.computeSeconds;
    free = end;
    previous = cost.op->getResult(0);
    previousFirstUse.reset();
    return end;
  }
  /// Writes back `cost`'s results when compute reaches it at `start`,
  /// after the copies in flight; returns when compute may go on (the
  /// write-backs block, see cleave-prefetch-host-copies).
  double writeBack(const OpCost &cost, double start) {
    double seconds = getWriteBackSeconds(cost);
    if (seconds == 0)
      return start;
    free = std::max(start, free) + seconds;
    return free;
  }
  /// Starts an activation's copy out when compute reaches `now`, after the
  /// copies in flight; returns its end. Copies in keep their double
  /// buffering (it does not count as one of them).
  double copyOut(const OpCost &cost, double now) {
    free = std::max(now, free) + cost.computeSeconds;
    return free;
  }
  static double getWriteBackSeconds(const OpCost &cost) {
    double seconds = 0;
    for (const OpCost::WriteBack &w : cost.writeBacks)
      seconds += w.seconds;
    return seconds;
  }
  /// Notes that `op`, which reads `reads`, starts at `start`.
  void started(ArrayRef<Value> reads, double start) {
    if (previous && !previousFirstUse && llvm::is_contained(reads, previous))
      previousFirstUse = start;
  }
};

/// Where compute waits for each activation's copy out: after the last op
/// of the block reading its source (itself when nothing else does), by
/// index into `ops`.
static llvm::DenseMap<unsigned, SmallVector<unsigned>>
getCopyOutJoins(ArrayRef<OpCost> ops) {
  llvm::DenseMap<Operation *, unsigned> index;
  for (auto [i, cost] : llvm::enumerate(ops))
    index[cost.op] = i;
  llvm::DenseMap<unsigned, SmallVector<unsigned>> joins;
  for (auto [i, cost] : llvm::enumerate(ops)) {
    if (!cost.hostCopyOut)
      continue;
    unsigned last = i;
    Block *block = cost.op->getBlock();
    for (Operation *user : cost.op->getOperand(0).getUsers())
      if (Operation *top = block->findAncestorOpInBlock(*user))
        last = std::max(last, index.lookup(top));
    joins[last].push_back(i);
  }
  return joins;
}

/// Program order on the compute stream, collectives blocking, host copies
/// on their own stream: the seconds compute waits for host copies.
/// Also adds each argument's part of the wait to `byArgument`: a wait for
/// copies is the latest-arriving one's, a write-back's is split by seconds.
static double
exposedHostTransferSeconds(ArrayRef<OpCost> ops,
                           std::map<unsigned, HostArgumentTraffic> &byArgument,
                           HostActivationTraffic &activations) {
  if (llvm::none_of(ops, [](const OpCost &c) {
        return c.hostCopy || c.hostCopyOut || !c.writeBacks.empty();
      }))
    return 0;
  llvm::DenseMap<Value, double> arrives;
  llvm::DenseMap<unsigned, SmallVector<unsigned>> joins = getCopyOutJoins(ops);
  llvm::DenseMap<unsigned, double> copiedOut;
  HostCopyStream link;
  double now = 0, waited = 0;
  // After op `i`: wait for the copies out whose source it read last.
  auto join = [&](unsigned i) {
    for (unsigned out : joins.lookup(i))
      if (double done = copiedOut.lookup(out); done > now) {
        activations.exposedSeconds += done - now;
        waited += done - now;
        now = done;
      }
  };
  for (auto [i, cost] : llvm::enumerate(ops)) {
    if (cost.hostCopy) {
      arrives[cost.op->getResult(0)] = link.copy(cost, now);
      continue;
    }
    if (cost.hostCopyOut) {
      copiedOut[i] = link.copyOut(cost, now);
      join(i);
      continue;
    }
    double start = now;
    Operation *latest = nullptr;
    SmallVector<Value> reads = getReadValues(cost.op);
    for (Value operand : reads)
      if (double arrival = arrives.lookup(operand); arrival > start) {
        start = arrival;
        latest = operand.getDefiningOp();
      }
    if (latest) {
      Value source = latest->getOperand(0);
      if (auto arg = dyn_cast<BlockArgument>(source))
        byArgument[arg.getArgNumber()].exposedSeconds += start - now;
      else if (Operation *def = source.getDefiningOp();
               def && isCopyToHost(def))
        activations.exposedSeconds += start - now;
    }
    link.started(reads, start);
    double resumed = link.writeBack(cost, start);
    if (double seconds = HostCopyStream::getWriteBackSeconds(cost); seconds > 0)
      for (const OpCost::WriteBack &w : cost.writeBacks)
        if (w.argument != OpCost::WriteBack::kNoArgument)
          byArgument[w.argument].exposedSeconds +=
              (resumed - start) * w.seconds / seconds;
    waited += resumed - now;
    double seconds =
        cost.computeSeconds - HostCopyStream::getWriteBackSeconds(cost);
    for (const CollectiveCost &c : cost.collectives)
      seconds += c.seconds;
    now = resumed + seconds;
    join(i);
  }
  return waited;
}

/// Two in-order streams, compute and communication: an op starts when its
/// stream is free and its operands are ready; the step ends when both
/// streams are idle. Host transfers run on a third (HostCopyStream).
/// Records each op's start and end.
static double overlappedSeconds(MutableArrayRef<OpCost> ops) {
  llvm::DenseMap<Value, double> ready;
  llvm::DenseMap<unsigned, SmallVector<unsigned>> joins = getCopyOutJoins(ops);
  llvm::DenseMap<unsigned, double> copiedOut;
  double computeFree = 0, communicationFree = 0;
  HostCopyStream link;
  for (auto [i, cost] : llvm::enumerate(ops)) {
    double operandsReady = 0;
    SmallVector<Value> reads = getReadValues(cost.op);
    for (Value operand : reads)
      operandsReady = std::max(operandsReady, ready.lookup(operand));
    double begin, end;
    double seconds = 0;
    for (const CollectiveCost &c : cost.collectives)
      seconds += c.seconds;
    if (cost.hostCopy) {
      end = link.copy(cost, computeFree);
      begin = end - cost.computeSeconds;
    } else if (cost.hostCopyOut) {
      end = copiedOut[i] =
          link.copyOut(cost, std::max(operandsReady, computeFree));
      begin = end - cost.computeSeconds;
    } else if (!cost.collectives.empty() && cost.computeSeconds > 0) {
      // A loop computing and communicating holds both streams.
      begin = std::max({operandsReady, computeFree, communicationFree});
      end = begin + cost.computeSeconds + seconds;
      computeFree = communicationFree = end;
    } else if (!cost.collectives.empty()) {
      begin = std::max(operandsReady, communicationFree);
      end = begin + seconds;
      communicationFree = end;
    } else {
      begin = std::max(operandsReady, computeFree);
      end = link.writeBack(cost, begin) + cost.computeSeconds -
            HostCopyStream::getWriteBackSeconds(cost);
      computeFree = end;
    }
    if (!cost.hostCopy && !cost.hostCopyOut)
      link.started(reads, begin);
    cost.startSeconds = begin;
    cost.endSeconds = end;
    for (Value result : cost.op->getResults())
      ready[result] = end;
    for (unsigned out : joins.lookup(i))
      computeFree = std::max(computeFree, copiedOut.lookup(out));
  }
  return std::max({computeFree, communicationFree, link.free});
}

/// The training-state argument whose update `op`, run on the host, is
/// part of: the first result updating one that its values reach.
static std::optional<unsigned> getHostStepArgument(Operation *op) {
  SmallVector<Value> work(op->getResults());
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto ret = dyn_cast<func::ReturnOp>(user)) {
        auto fn = dyn_cast<func::FuncOp>(ret->getParentOp());
        if (auto a = fn ? fn.getResultAttrOfType<IntegerAttr>(
                              use.getOperandNumber(), "cleave.updates")
                        : IntegerAttr())
          return unsigned(a.getInt());
        continue;
      }
      work.append(user->result_begin(), user->result_end());
    }
  }
  for (Value operand : op->getOperands())
    if (isHostArgument(operand))
      return cast<BlockArgument>(operand).getArgNumber();
  return std::nullopt;
}

/// An op run on the host: its compute at the host's memory bandwidth, and
/// the device values it reads (a gradient, a learning rate) over the host
/// link, each once (`onHost`: the values there already), blocking as a
/// write-back does.
static void accountHostStep(Operation &op, DeviceAttr device, OpCost &cost,
                            ProgramCost &total,
                            const llvm::DenseSet<Value> &hostValues,
                            llvm::DenseSet<Value> &onHost) {
  double seconds = hostStepSeconds(device, cost.bytesTouched);
  total.computeSeconds += seconds - cost.computeSeconds;
  cost.computeSeconds = seconds;
  total.hostStepSeconds += seconds;
  ++total.hostStepOps;
  // The host argument it updates, whose traffic this is (an op of a program
  // placed by hand may update none: its transfers count in the totals).
  std::optional<unsigned> argument = getHostStepArgument(&op);
  auto fn = op.getParentOfType<func::FuncOp>();
  if (argument && (!fn || *argument >= fn.getNumArguments() ||
                   !isHostArgument(fn.getArgument(*argument))))
    argument.reset();
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  for (Value operand : op.getOperands()) {
    if (hostValues.contains(operand) ||
        !isa<RankedTensorType>(operand.getType()))
      continue;
    // An init is overwritten (an empty tensor, a fill): nothing moves.
    if ((dps && llvm::is_contained(dps.getDpsInits(), operand)) ||
        !onHost.insert(operand).second)
      continue;
    double bytes = getTensorBytes(operand.getType());
    double link = hostLinkSeconds(device, bytes);
    total.deviceToHostBytes += bytes;
    total.hostTransferSeconds += link;
    cost.writeBacks.push_back(
        {operand, argument.value_or(OpCost::WriteBack::kNoArgument), link});
    cost.computeSeconds += link;
    total.computeSeconds += link;
    if (argument) {
      HostArgumentTraffic &traffic = total.hostArguments[*argument];
      traffic.bytesBack += bytes;
      traffic.seconds += link;
    }
  }
}

/// Host offload's transfers at `op`: the device copy of a host-placed
/// argument (priced by its op model at the host link), or at the return,
/// the write-back of results that update host-placed arguments in place.
static void accountHostTraffic(Operation &op, DeviceAttr device, OpCost &cost,
                               ProgramCost &total,
                               const llvm::DenseSet<Operation *> &hostOps,
                               const llvm::DenseSet<Value> &hostValues,
                               llvm::DenseSet<Value> &onHost) {
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    auto fn = dyn_cast<func::FuncOp>(ret->getParentOp());
    if (!fn)
      return;
    for (unsigned r = 0; r < ret.getNumOperands(); ++r) {
      auto a = fn.getResultAttrOfType<IntegerAttr>(r, "cleave.updates");
      if (!a || a.getInt() < 0 || a.getInt() >= fn.getNumArguments() ||
          !isHostArgument(fn.getArgument(a.getInt())))
        continue;
      // Made on the host, in the argument's buffer (cleave-update-in-place).
      if (hostValues.contains(ret.getOperand(r))) {
        total.hostArguments[a.getInt()].updatedOnHost = true;
        continue;
      }
      double bytes = getTensorBytes(ret.getOperand(r).getType());
      double seconds = hostLinkSeconds(device, bytes);
      total.deviceToHostBytes += bytes;
      total.hostTransferSeconds += seconds;
      cost.writeBacks.push_back(
          {ret.getOperand(r), unsigned(a.getInt()), seconds});
      HostArgumentTraffic &traffic = total.hostArguments[a.getInt()];
      traffic.bytesBack += bytes;
      traffic.seconds += seconds;
      cost.computeSeconds += seconds;
      total.computeSeconds += seconds;
    }
    return;
  }
  if (hostOps.contains(&op)) {
    accountHostStep(op, device, cost, total, hostValues, onHost);
    return;
  }
  if (op.getName().getStringRef() != "linalg.copy" || op.getNumResults() != 1)
    return;
  // An activation copied to host memory, on the host link's stream (its op
  // model priced it at the link; cleave-prefetch-host-copies starts it).
  if (isCopyToHost(&op)) {
    double bytes = getTensorBytes(op.getOperand(0).getType());
    total.deviceToHostBytes += bytes;
    total.hostTransferSeconds += cost.computeSeconds;
    ++total.hostActivations.values;
    total.hostActivations.bytesOut += bytes;
    total.hostActivations.seconds += cost.computeSeconds;
    cost.hostCopyOut = true;
    return;
  }
  // A device copy of another host value, on the host link's stream: an
  // activation's copy back (or, in a program placed by hand, of what an op
  // on the host made: in the totals only).
  if (hostValues.contains(op.getOperand(0)) &&
      !isa<BlockArgument>(op.getOperand(0))) {
    double bytes = getTensorBytes(op.getOperand(0).getType());
    total.hostToDeviceBytes += bytes;
    total.hostTransferSeconds += cost.computeSeconds;
    if (Operation *def = op.getOperand(0).getDefiningOp();
        def && isCopyToHost(def)) {
      total.hostActivations.bytesIn += bytes;
      total.hostActivations.seconds += cost.computeSeconds;
    }
    cost.hostCopy = true;
    return;
  }
  // A device copy of a host argument (offload reads them only so).
  if (isHostArgument(op.getOperand(0))) {
    double bytes = getTensorBytes(op.getOperand(0).getType());
    total.hostToDeviceBytes += bytes;
    total.hostTransferSeconds += cost.computeSeconds;
    HostArgumentTraffic &traffic =
        total.hostArguments[cast<BlockArgument>(op.getOperand(0))
                                .getArgNumber()];
    ++traffic.copiesIn;
    traffic.bytesIn += bytes;
    traffic.seconds += cost.computeSeconds;
    cost.hostCopy = true;
  }
}

FailureOr<ProgramCost> costFunction(func::FuncOp fn, MeshOp mesh) {
  if (!mesh.getLinksAttr() || !mesh.getDeviceAttr())
    return mesh.emitOpError()
           << "has no cost model (links and device): attach one with "
              "--cluster or --cleave-apply-cluster";
  ProgramCost total;
  // Liveness on straight-line code: a value lives from its definition to
  // its last use.
  llvm::DenseMap<Value, Operation *> lastUse;
  Block &body = fn.getBody().front();
  for (Operation &op : body)
    for (Value operand : op.getOperands())
      lastUse[operand] = &op;
  // Host-placed arguments, their views and what an optimizer step on the
  // host makes are host memory.
  llvm::DenseSet<Operation *> hostOps = getHostStepOps(fn);
  llvm::DenseSet<Value> hostValues = getHostStepValues(fn);
  llvm::DenseSet<Value> onHost;
  auto deviceBytes = [&](Value v) {
    return hostValues.contains(v) ? 0.0 : getTensorBytes(v.getType());
  };
  double live = 0;
  for (BlockArgument arg : body.getArguments())
    live += deviceBytes(arg);
  total.argumentBytes = live;
  // Results are held as the lowering holds them: out-parameters the
  // caller allocates before the call, and results written over the
  // argument they update only until after its last read.
  ReturnedBuffers returned = getReturnedBuffers(fn);
  for (Value v : returned.outParameters)
    live += deviceBytes(v);
  for (auto [value, until] : returned.heldUntil)
    lastUse[value] = until;
  total.peakMemoryBytes = live;
  for (Operation &op : body) {
    OpCost cost;
    cost.op = &op;
    priceOp(op, mesh, 1, cost, total);
    accountHostTraffic(op, mesh.getDeviceAttr(), cost, total, hostOps,
                       hostValues, onHost);
    // Memory: results become live; operands whose last use this is die.
    // (Out-parameters are live from the start to the end.)
    for (Value result : op.getResults())
      if (!returned.outParameters.contains(result))
        live += deviceBytes(result);
    cost.liveBytes = live;
    total.peakMemoryBytes = std::max(total.peakMemoryBytes, live);
    for (Value operand : op.getOperands())
      if (lastUse.lookup(operand) == &op && !isa<BlockArgument>(operand) &&
          !returned.outParameters.contains(operand) &&
          !returned.heldUntil.count(operand))
        live -= deviceBytes(operand);
    for (Value result : op.getResults())
      if (result.use_empty() || (!returned.outParameters.contains(result) &&
                                 lastUse.lookup(result) == &op))
        live -= deviceBytes(result);
    // Results written back over their arguments once these are read.
    for (auto [value, until] : returned.heldUntil)
      if (until == &op && value.getDefiningOp() != &op)
        live -= deviceBytes(value);
    total.ops.push_back(std::move(cost));
  }
  total.callOverheadSeconds = mesh.getDeviceAttr().getCallOverheadSeconds();
  total.hostTransferExposedSeconds = exposedHostTransferSeconds(
      total.ops, total.hostArguments, total.hostActivations);
  total.stepSeconds = total.computeSeconds - total.hostTransferSeconds +
                      total.hostTransferExposedSeconds +
                      total.communicationSeconds + total.callOverheadSeconds;
  total.overlappedStepSeconds =
      overlappedSeconds(total.ops) + total.callOverheadSeconds;
  return total;
}

} // namespace cleave
