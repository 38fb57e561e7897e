//===- PipelineStages.cpp - A partitioned step as pipeline stages ---------===//
//
// See PipelineStages.h. The function is read once into categories (what
// depends on the batch, what needs every microbatch first, what runs after
// the sums over microbatches), its per-microbatch ops get stages, and each
// stage's function is written by cloning: per-microbatch ops once per
// microbatch in schedule order, everything else once, on demand.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/PipelineStages.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/IR/SourceLocation.h"
#include "cleave/Interfaces/ShardingOpInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallBitVector.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

using namespace mlir;

namespace cleave {

StringRef getScheduleName(PipelineSchedule schedule) {
  switch (schedule) {
  case PipelineSchedule::GPipe:
    return "gpipe";
  case PipelineSchedule::OneFOneB:
    return "1f1b";
  case PipelineSchedule::ZeroBubble:
    return "zb";
  }
  return "?";
}

std::optional<PipelineSchedule> parseSchedule(StringRef name) {
  if (name == "gpipe")
    return PipelineSchedule::GPipe;
  if (name == "1f1b")
    return PipelineSchedule::OneFOneB;
  if (name == "zb")
    return PipelineSchedule::ZeroBubble;
  return std::nullopt;
}

std::vector<PipelineSlot> getScheduleSlots(PipelineSchedule schedule,
                                           unsigned stage, unsigned stages,
                                           unsigned microbatches) {
  std::vector<PipelineSlot> slots;
  auto forward = [&](unsigned i) {
    slots.push_back({PipelineSlot::Forward, i});
  };
  auto backward = [&](unsigned i) {
    slots.push_back({PipelineSlot::Backward, i});
    if (schedule == PipelineSchedule::ZeroBubble)
      slots.push_back({PipelineSlot::WeightGradient, i});
  };
  if (schedule == PipelineSchedule::GPipe) {
    for (unsigned i = 0; i < microbatches; ++i)
      forward(i);
    for (unsigned i = 0; i < microbatches; ++i)
      backward(i);
    return slots;
  }
  // 1F1B: stage s starts p-s-1 forwards ahead, then alternates, so that it
  // holds at most p-s microbatches' activations.
  unsigned warmup = std::min(stages - stage - 1, microbatches);
  for (unsigned i = 0; i < warmup; ++i)
    forward(i);
  for (unsigned j = 0; j < microbatches; ++j) {
    if (warmup + j < microbatches)
      forward(warmup + j);
    backward(j);
  }
  return slots;
}

PipelineTiming simulatePipeline(const std::vector<PipelineStage> &stages,
                                double transferSeconds) {
  unsigned p = stages.size();
  PipelineTiming timing;
  if (p == 0)
    return timing;
  unsigned m = 0;
  for (const PipelineSlot &slot : stages[0].slots)
    m = std::max(m, slot.microbatch + 1);
  const double unset = -1;
  // When each stage's forward / backward (input-gradient part) of each
  // microbatch ends.
  std::vector<std::vector<double>> forwardEnd(p, std::vector<double>(m, unset)),
      backwardEnd(p, std::vector<double>(m, unset));
  std::vector<size_t> next(p, 0);
  std::vector<double> free(p, 0), busy(p, 0);
  // Which microbatches' weight gradients have slots apart (zb), wherever
  // in the order they are.
  std::vector<std::vector<bool>> split(p, std::vector<bool>(m, false));
  for (unsigned s = 0; s < p; ++s)
    for (const PipelineSlot &slot : stages[s].slots)
      if (slot.phase == PipelineSlot::WeightGradient && slot.microbatch < m)
        split[s][slot.microbatch] = true;
  // Advance any stage whose next slot's input is there, until all are done.
  for (bool progress = true; progress;) {
    progress = false;
    for (unsigned s = 0; s < p; ++s) {
      while (next[s] < stages[s].slots.size()) {
        const PipelineSlot &slot = stages[s].slots[next[s]];
        unsigned i = slot.microbatch;
        double ready = free[s], seconds = 0;
        if (slot.phase == PipelineSlot::Forward) {
          if (s > 0) {
            if (forwardEnd[s - 1][i] == unset)
              break;
            ready = std::max(ready, forwardEnd[s - 1][i] + transferSeconds);
          }
          seconds = stages[s].forwardSeconds;
        } else if (slot.phase == PipelineSlot::Backward) {
          if (forwardEnd[s][i] == unset)
            break;
          if (s + 1 < p) {
            if (backwardEnd[s + 1][i] == unset)
              break;
            ready = std::max(ready, backwardEnd[s + 1][i] + transferSeconds);
          }
          seconds = stages[s].backwardSeconds;
          // Without a weight-gradient slot of its own, the backward slot
          // does both (its send comes at the end).
          if (!split[s][i])
            seconds += stages[s].weightGradientSeconds;
        } else {
          seconds = stages[s].weightGradientSeconds;
        }
        double end = ready + seconds;
        if (slot.phase == PipelineSlot::Forward)
          forwardEnd[s][i] = end;
        else if (slot.phase == PipelineSlot::Backward)
          backwardEnd[s][i] = end;
        busy[s] += seconds;
        free[s] = end;
        ++next[s];
        progress = true;
      }
    }
  }
  double span = 0, step = 0, idle = 0;
  for (unsigned s = 0; s < p; ++s) {
    span = std::max(span, free[s]);
    step = std::max(step, free[s] + stages[s].updateSeconds);
  }
  for (unsigned s = 0; s < p; ++s)
    idle += span - busy[s];
  timing.stepSeconds = step;
  timing.bubbleFraction = span > 0 ? idle / (span * p) : 0;
  return timing;
}

namespace {

enum class Kind {
  Invariant, ///< no batch in it: once per stage that uses it
  Prologue,  ///< per microbatch, needed by a whole-batch sum the batch uses
  Main,      ///< per microbatch, in the schedule
  Temporal,  ///< a sum over microbatches after the backward: accumulated
  Update,    ///< after the sums: once
};

/// Every value an op reads: operands and values its regions capture.
SmallVector<Value> readsOf(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  if (op->getNumRegions()) {
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    values.append(captured.begin(), captured.end());
  }
  return values;
}

/// Whether a cleave op names mesh axis `axis`.
bool namesAxis(Operation *op, StringRef axis) {
  auto axes = op->getAttrOfType<ArrayAttr>("mesh_axes");
  if (!axes)
    return false;
  return llvm::any_of(axes, [&](Attribute a) {
    return cast<StringAttr>(a).getValue() == axis;
  });
}

ArrayAttr withoutAxis(OpBuilder &b, ArrayAttr axes, StringRef axis) {
  SmallVector<Attribute> rest;
  for (Attribute a : axes)
    if (cast<StringAttr>(a).getValue() != axis)
      rest.push_back(a);
  return b.getArrayAttr(rest);
}

/// `acc` combined with `x` elementwise (into `acc`'s tensor).
Value combine(OpBuilder &b, Location loc, Value acc, Value x,
              ReductionKind kind) {
  auto type = cast<RankedTensorType>(acc.getType());
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{x}, ValueRange{acc}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value v;
        bool isFloat = isa<FloatType>(type.getElementType());
        switch (kind) {
        case ReductionKind::Sum:
          v = isFloat ? Value(arith::AddFOp::create(nb, nl, args[0], args[1]))
                      : Value(arith::AddIOp::create(nb, nl, args[0], args[1]));
          break;
        case ReductionKind::Max:
          v = isFloat
                  ? Value(arith::MaximumFOp::create(nb, nl, args[0], args[1]))
                  : Value(arith::MaxSIOp::create(nb, nl, args[0], args[1]));
          break;
        case ReductionKind::Min:
          v = isFloat
                  ? Value(arith::MinimumFOp::create(nb, nl, args[0], args[1]))
                  : Value(arith::MinSIOp::create(nb, nl, args[0], args[1]));
          break;
        }
        linalg::YieldOp::create(nb, nl, v);
      });
  return generic.getResult(0);
}

/// The init operand of the linalg op that makes `x` when that op sums
/// into its init and the init is a zero fill (a matmul, a row sum): given
/// a running sum as its init instead, the op itself accumulates a
/// microbatch's part (a GEMM with beta = 1), where a separate pass would
/// read and write the whole sum once more per microbatch. Null otherwise.
static OpOperand *zeroInitSummedInto(Value x) {
  auto op = x.getDefiningOp<linalg::LinalgOp>();
  if (!op || op->getNumResults() != 1 || op.getNumDpsInits() != 1 ||
      op->getNumRegions() != 1)
    return nullptr;
  OpOperand *init = op.getDpsInitOperand(0);
  auto fill = init->get().getDefiningOp<linalg::FillOp>();
  if (!fill || !(matchPattern(fill.value(), m_AnyZeroFloat()) ||
                 matchPattern(fill.value(), m_Zero())))
    return nullptr;
  Block &body = op->getRegion(0).front();
  BlockArgument into = op.getMatchingBlockArgument(init);
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield->getNumOperands() != 1 || !into.hasOneUse())
    return nullptr;
  Operation *add = yield->getOperand(0).getDefiningOp();
  if (!add || add->getBlock() != &body ||
      !isa<arith::AddFOp, arith::AddIOp>(add))
    return nullptr;
  return llvm::is_contained(add->getOperands(), Value(into)) ? init : nullptr;
}

/// zeroInitSummedInto for `x` or, where `x` is a reshape of a part no
/// other op reads (a weight gradient made over 3-d activations and
/// collapsed to the weight's shape: 16 of the GPT-2 step's 52 gradients),
/// for the reshaped part; with that reshape (null where there is none).
static std::pair<OpOperand *, Operation *> summedPart(Value x) {
  if (OpOperand *init = zeroInitSummedInto(x))
    return {init, nullptr};
  Operation *reshape = x.getDefiningOp();
  if (!isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
          reshape) ||
      !cast<RankedTensorType>(x.getType()).hasStaticShape() ||
      !reshape->getOperand(0).hasOneUse())
    return {nullptr, nullptr};
  OpOperand *init = zeroInitSummedInto(reshape->getOperand(0));
  return {init, init ? reshape : nullptr};
}

/// The function read into categories and stages.
struct Analysis {
  func::FuncOp fn;
  MeshOp mesh;
  const PipelineConfig &config;
  std::string mbAxis;
  unsigned numMicrobatches = 1;
  SmallVector<Operation *> ops; ///< top level, in order, without the return
  DenseMap<Operation *, Kind> kind;
  DenseMap<Operation *, PipelineSlot::Phase> phase; ///< Main ops
  DenseMap<Operation *, unsigned> stage; ///< Main, Temporal, Update ops
  DenseSet<Value> varying;
  /// Per argument: the dimension split over microbatches, or -1.
  SmallVector<int> argSplitDim;
  /// Per result: its dimension split over microbatches (-1: none), and
  /// whether it is partial over them (a sum still to take).
  SmallVector<int> resultSplitDim;
  SmallVector<bool> resultPartial;
  SmallVector<ReductionKind> resultReduction;
  SmallVector<unsigned> resultStage;
  DenseMap<Operation *, double> seconds;

  Analysis(func::FuncOp fn, MeshOp mesh, const PipelineConfig &config)
      : fn(fn), mesh(mesh), config(config) {}

  Kind kindOf(Value v) const {
    if (auto arg = dyn_cast<BlockArgument>(v))
      return argSplitDim[arg.getArgNumber()] >= 0 ? Kind::Prologue
                                                  : Kind::Invariant;
    return kind.lookup(v.getDefiningOp());
  }
  /// The stage that produces `v` (Main, Temporal and Update values).
  unsigned stageOf(Value v) const { return stage.lookup(v.getDefiningOp()); }

  LogicalResult readLayouts();
  LogicalResult classify();
  void priceMicrobatchWork();
  /// Whether Temporal sum `op` is accumulated by the op making its
  /// operand (StageWriter::accumulate, zeroInitSummedInto).
  bool isFusedAccumulation(Operation *op) const;
  void assignPhases();
  LogicalResult assignStages();
  void keepGradientsWithWeights(const DenseMap<Value, unsigned> &available);
  void assignWeightGradients();

  /// The forward ops in program order, and the bytes live across the cut
  /// before each of them.
  SmallVector<Operation *> forward;
  std::vector<double> crossing;
  /// Stage of every op and result for forward cuts `cuts` (stage s starts
  /// at forward[cuts[s]]), with the B/W split; phases as assignPhases left
  /// them are in `mainPhase`.
  void placeStages(ArrayRef<unsigned> cuts);
  DenseMap<Operation *, PipelineSlot::Phase> mainPhase;
  /// Where each stage starts in `forward` for the current placement.
  std::vector<unsigned> stageStart;
  /// Moves the balanced cuts where the simulated schedule is fastest.
  void refineCuts(std::vector<unsigned> &cuts);
  /// The modeled step for the current placement: the schedule and the
  /// busiest stage's work before it.
  double simulatedStep() const;
  /// The step's delay before the schedule (PipelineResult::upFrontSeconds).
  double upFrontSeconds() const;
  /// The stages' modeled phase times and schedule slots on the current
  /// placement (simulatedStep's), and the message time it assumes.
  std::vector<PipelineStage> timedStages(double &transfer) const;
  /// Each stage's slots, fixed once the stages are: what StageWriter
  /// writes.
  std::vector<std::vector<PipelineSlot>> slots;
  /// simulatedStep() of the balanced cut and of the one refineCuts chose.
  double balancedCutSeconds = 0, chosenCutSeconds = 0;
};

/// Which dimension of each argument and result the partitioner split over
/// the microbatch axis.
LogicalResult Analysis::readLayouts() {
  auto axisIn = [&](DictionaryAttr attrs, Location loc, int &dim, bool *partial,
                    ReductionKind *reduction) -> LogicalResult {
    dim = -1;
    auto attr =
        attrs ? attrs.getAs<ShardingAttr>("cleave.sharding") : ShardingAttr();
    if (!attr)
      return success();
    FailureOr<TensorSharding> s =
        toTensorSharding(attr, mesh, [&]() { return emitError(loc); });
    if (failed(s))
      return failure();
    for (unsigned d = 0; d < s->getRank(); ++d) {
      const std::vector<unsigned> &axes = s->getDimAxes(d);
      auto it = llvm::find(axes, 0u);
      if (it == axes.end())
        continue;
      // Each device's block must be its microbatches' blocks in order: the
      // microbatch axis is the last (least significant) of the dimension.
      if (it + 1 != axes.end())
        return emitError(loc)
               << "pipelining needs the microbatch axis last among the mesh "
                  "axes splitting dimension "
               << d << ", but the plan splits it over " << axes.size()
               << " axes with the microbatch axis first";
      dim = d;
    }
    bool isPartial = llvm::is_contained(s->getPartialAxes(), 0u);
    *partial = isPartial;
    *reduction = ReductionKind(int(s->getPartialKind()));
    return success();
  };
  argSplitDim.assign(fn.getNumArguments(), -1);
  for (unsigned i : config.batchArguments)
    argSplitDim[i] = 0;
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    int dim;
    bool partial = false;
    ReductionKind reduction = ReductionKind::Sum;
    if (failed(axisIn(fn.getResultAttrDict(i), fn.getLoc(), dim, &partial,
                      &reduction)))
      return failure();
    resultSplitDim.push_back(dim);
    resultPartial.push_back(partial);
    resultReduction.push_back(reduction);
  }
  return success();
}

LogicalResult Analysis::classify() {
  Block &body = fn.getBody().front();
  for (Operation &op : body.without_terminator())
    ops.push_back(&op);
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    if (argSplitDim[i] >= 0)
      varying.insert(fn.getArgument(i));

  // What depends on the batch; which collectives sum over microbatches.
  DenseSet<Operation *> temporal;
  for (Operation *op : ops) {
    if (isa<SendOp, RecvOp>(op))
      return op->emitError()
             << "pipelining needs a program without point-to-point messages";
    bool isVarying =
        llvm::any_of(readsOf(op), [&](Value v) { return varying.contains(v); });
    if (auto index = dyn_cast<ProcessIndexOp>(op))
      isVarying = index.getMeshAxes().empty() || namesAxis(op, mbAxis);
    else if (isa<ProcessCountOp>(op))
      isVarying = false;
    else if (namesAxis(op, mbAxis)) {
      // Sums accumulate; gathers keep each microbatch's part (in order:
      // the microbatch axis must be the most significant).
      auto gather = dyn_cast<AllGatherOp>(op);
      bool ordered =
          gather &&
          cast<StringAttr>(gather.getMeshAxes()[0]).getValue() == mbAxis;
      if (!isa<AllReduceOp>(op) && !ordered)
        return op->emitError()
               << "pipelining cannot run this plan: it moves data between "
                  "microbatches ("
               << op->getName() << " over the microbatch axis); only sums "
               << "and gathers over microbatches can be taken in time";
      temporal.insert(op);
      continue;
    }
    if (isVarying)
      for (Value r : op->getResults())
        varying.insert(r);
  }

  // Sums over microbatches that the batch's own ops read (through ops
  // without the batch): they need every microbatch first.
  DenseSet<Operation *> early, seen;
  SmallVector<Operation *> work;
  auto pushDef = [&](Value v) {
    if (Operation *def = v.getDefiningOp())
      if (def->getBlock() == &body && seen.insert(def).second)
        work.push_back(def);
  };
  for (Operation *op : ops)
    if (!temporal.contains(op) && llvm::any_of(op->getResults(), [&](Value r) {
          return varying.contains(r);
        }))
      for (Value v : readsOf(op))
        if (!varying.contains(v))
          pushDef(v);
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (temporal.contains(op)) {
      early.insert(op);
      if (!varying.contains(op->getOperand(0)))
        pushDef(op->getOperand(0));
      continue;
    }
    for (Value v : readsOf(op))
      if (!varying.contains(v))
        pushDef(v);
  }
  // The batch's ops those sums read: run first, per microbatch.
  DenseSet<Operation *> prologue;
  seen.clear();
  for (Operation *op : early)
    if (varying.contains(op->getOperand(0)))
      pushDef(op->getOperand(0));
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    prologue.insert(op);
    for (Value v : readsOf(op))
      if (varying.contains(v))
        pushDef(v);
  }
  // Scalars that vary by microbatch (offsets from the microbatch index)
  // are made where they are used: messages carry tensors.
  for (Operation *op : ops) {
    bool scalars = op->getNumResults() > 0 &&
                   llvm::none_of(op->getResultTypes(),
                                 [](Type t) { return isa<TensorType>(t); });
    if (!scalars || temporal.contains(op) ||
        !llvm::any_of(op->getResults(),
                      [&](Value r) { return varying.contains(r); }))
      continue;
    if (llvm::all_of(readsOf(op), [&](Value v) {
          Operation *def = v.getDefiningOp();
          return !varying.contains(v) || !def || prologue.contains(def);
        }))
      prologue.insert(op);
  }
  // A sum of values computed up front (or without the batch) can be taken
  // up front too.
  for (Operation *op : temporal) {
    Value x = op->getOperand(0);
    if (!varying.contains(x) || isa<BlockArgument>(x) ||
        prologue.contains(x.getDefiningOp()))
      early.insert(op);
  }

  // Say where the schedule loses overlap: ops of the batch that must run
  // for every microbatch first (in program order, not the set's).
  for (Operation *op : ops)
    if (early.contains(op) && varying.contains(op->getOperand(0)) &&
        !isa<BlockArgument>(op->getOperand(0)))
      op->emitRemark()
          << "pipelining: the batch's ops read this "
          << (isa<AllGatherOp>(op) ? "gather" : "sum")
          << " over all microbatches, so what it depends on runs for every "
             "microbatch before the schedule";
  for (Operation *op : ops) {
    bool late = llvm::any_of(readsOf(op), [&](Value v) {
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != &body)
        return false;
      Kind k = kind.lookup(def);
      return k == Kind::Temporal || k == Kind::Update;
    });
    Kind k;
    if (temporal.contains(op))
      k = early.contains(op) ? Kind::Invariant : Kind::Temporal;
    else if (prologue.contains(op))
      k = Kind::Prologue;
    else if (llvm::any_of(op->getResults(),
                          [&](Value r) { return varying.contains(r); }) ||
             (op->getNumResults() == 0 &&
              llvm::any_of(readsOf(op),
                           [&](Value v) { return varying.contains(v); })))
      k = Kind::Main;
    else
      k = late ? Kind::Update : Kind::Invariant;
    if (late && k != Kind::Update && k != Kind::Temporal)
      return op->emitError()
             << "pipelining cannot run this program: this op needs the sum "
                "over the whole batch of a value the backward computes";
    kind[op] = k;
  }
  return success();
}

/// Forward ops are the batch's ops that results updating nothing (the loss)
/// come from; the rest of them are the backward. A result computed from
/// the gradients (their norm, returned for logging beside the loss) is not
/// such a root: it would make the whole backward forward.
void Analysis::assignPhases() {
  Operation *ret = fn.getBody().front().getTerminator();
  Block *body = ret->getBlock();
  bool training = false;
  SmallVector<Value> roots, updates;
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    if (fn.getResultAttr(i, "cleave.updates")) {
      training = true;
      updates.push_back(ret->getOperand(i));
    } else {
      roots.push_back(ret->getOperand(i));
    }
  }
  // The ops values come from; with `throughMain` false, a walk stops at the
  // batch's ops (which it keeps).
  auto reach = [&](ArrayRef<Value> from, bool throughMain) {
    DenseSet<Operation *> reached;
    SmallVector<Operation *> work;
    auto push = [&](Value v) {
      if (Operation *def = v.getDefiningOp())
        if (def->getBlock() == body && reached.insert(def).second)
          work.push_back(def);
    };
    for (Value v : from)
      push(v);
    while (!work.empty()) {
      Operation *op = work.pop_back_val();
      if (!throughMain && kind.lookup(op) == Kind::Main)
        continue;
      for (Value v : readsOf(op))
        push(v);
    }
    return reached;
  };
  if (training && roots.size() > 1) {
    std::vector<DenseSet<Operation *>> cones;
    for (Value r : roots)
      cones.push_back(reach(r, /*throughMain=*/true));
    // The batch's ops an update reads last, through the update's own ops:
    // its gradient (or, for running statistics, forward values). It is a
    // gradient where some root does not reach it all.
    std::vector<SmallVector<Operation *>> gradients;
    for (Value u : updates) {
      SmallVector<Operation *> last;
      for (Operation *op : reach(u, /*throughMain=*/false))
        if (kind.lookup(op) == Kind::Main)
          last.push_back(op);
      auto reachedBy = [&](const DenseSet<Operation *> &cone) {
        return llvm::all_of(last,
                            [&](Operation *op) { return cone.contains(op); });
      };
      if (!last.empty() && !llvm::all_of(cones, reachedBy))
        gradients.push_back(std::move(last));
    }
    // A root reading most gradients whole is computed from them; one that
    // reads a few such sets (a running loss sum kept as state reads the
    // loss's last ops) is still the forward's.
    SmallVector<Value> kept;
    for (auto [r, cone] : llvm::zip(roots, cones)) {
      size_t read = llvm::count_if(gradients, [&](ArrayRef<Operation *> g) {
        return llvm::all_of(g,
                            [&](Operation *op) { return cone.contains(op); });
      });
      if (2 * read <= gradients.size())
        kept.push_back(r);
    }
    if (!kept.empty())
      roots = std::move(kept);
  }
  DenseSet<Operation *> reached = reach(roots, /*throughMain=*/true);
  for (Operation *op : ops)
    if (kind.lookup(op) == Kind::Main)
      phase[op] = !training || reached.contains(op) ? PipelineSlot::Forward
                                                    : PipelineSlot::Backward;
}

LogicalResult Analysis::assignStages() {
  unsigned p = config.stages;
  for (Operation *op : ops)
    if (kind.lookup(op) == Kind::Main && phase[op] == PipelineSlot::Forward)
      forward.push_back(op);
  if (forward.size() < p) {
    // Ops of the batch that a sum or gather over the whole batch needs
    // first run before the schedule, not in it (a loss's max over the
    // batch): counted apart, or the message said the program has none.
    unsigned upFront = llvm::count_if(
        ops, [&](Operation *op) { return kind.lookup(op) == Kind::Prologue; });
    InFlightDiagnostic diag =
        fn.emitError() << "pipelining into " << p
                       << " stages needs at least as many forward ops that "
                          "run per microbatch; this program has "
                       << forward.size();
    if (upFront)
      diag << " (" << upFront
           << " ops of the batch run for every microbatch before the "
              "schedule: later ops read a sum or gather over the whole "
              "batch, named by the remarks above)";
    return diag;
  }

  // Cut the forward ops along program order: near each 1/p of the modeled
  // time, where the fewest bytes are live across the cut.
  DenseMap<Operation *, unsigned> position;
  for (unsigned i = 0; i < forward.size(); ++i)
    position[forward[i]] = i;
  crossing.assign(forward.size() + 1, 0);
  std::vector<double> prefix(1, 0);
  for (unsigned i = 0; i < forward.size(); ++i) {
    prefix.push_back(prefix.back() + seconds.lookup(forward[i]));
    for (Value r : forward[i]->getResults()) {
      unsigned last = i;
      for (Operation *user : r.getUsers()) {
        Operation *top = fn.getBody().front().findAncestorOpInBlock(*user);
        if (top && position.count(top))
          last = std::max(last, position[top]);
      }
      for (unsigned j = i + 1; j <= last; ++j)
        crossing[j] += getTensorBytes(r.getType());
    }
  }
  double total = prefix.back();
  std::vector<unsigned> cuts; // stage s starts at forward[cuts[s]]
  cuts.push_back(0);
  for (unsigned k = 1; k < p; ++k) {
    double target = total * k / p, window = total / p * 0.2;
    unsigned lo = cuts.back() + 1, hi = forward.size() - (p - k);
    unsigned best = lo;
    double bestScore = std::numeric_limits<double>::infinity();
    for (unsigned j = lo; j <= hi; ++j) {
      double off = std::abs(prefix[j] - target);
      // Outside the window only balance counts; inside, bytes first.
      double score = off > window || total == 0
                         ? 1e30 + off
                         : crossing[j] + off / std::max(window, 1e-30) * 1e-3;
      if (score < bestScore) {
        bestScore = score;
        best = j;
      }
    }
    cuts.push_back(best);
  }
  mainPhase = phase;
  placeStages(cuts);
  refineCuts(cuts);
  return success();
}

/// The balanced cut, then each cut moved, one at a time, to the position
/// between its neighbours (no wider than the balanced cut's widest) where
/// the simulated schedule is fastest, until no move helps. The objective is the
/// one the plan reports (the schedule's step with each stage's forward,
/// backward, weight-gradient and update times, and the messages' time), so a
/// move is kept only when it shortens what the plan will say.
void Analysis::refineCuts(std::vector<unsigned> &cuts) {
  unsigned p = config.stages;
  // One stage (gradient accumulation) has no cut: its schedule is still
  // what the plan is compared with (it was compared with the search's
  // objective, which prices one microbatch, as "mispriced", sweep 32).
  if (p < 2)
    chosenCutSeconds = simulatedStep();
  if (p < 2 || forward.size() <= p)
    return;
  // Positions no wider than the balanced cut's widest: moving there never
  // makes a message bigger than the plan already sends.
  double widest = 0;
  for (unsigned k = 1; k < p; ++k)
    widest = std::max(widest, crossing[cuts[k]]);
  std::vector<unsigned> candidates;
  for (unsigned j = 1; j < forward.size(); ++j)
    if (crossing[j] <= widest)
      candidates.push_back(j);
  // Each evaluation places every op: at most 256 positions, spread evenly,
  // keep the refinement linear in the depth.
  constexpr size_t kMaxCandidates = 256;
  if (candidates.size() > kMaxCandidates) {
    std::vector<unsigned> kept;
    for (size_t i = 0; i < kMaxCandidates; ++i)
      kept.push_back(candidates[i * candidates.size() / kMaxCandidates]);
    candidates = std::move(kept);
  }
  double best = balancedCutSeconds = chosenCutSeconds = simulatedStep();
  std::vector<unsigned> bestCuts = cuts;
  for (int round = 0; round < 2; ++round) {
    bool moved = false;
    for (unsigned k = 1; k < p; ++k) {
      unsigned lo = bestCuts[k - 1];
      unsigned hi = k + 1 < p ? bestCuts[k + 1] : forward.size();
      for (unsigned j : candidates) {
        if (j <= lo || j >= hi || j == bestCuts[k])
          continue;
        std::vector<unsigned> trial = bestCuts;
        trial[k] = j;
        placeStages(trial);
        double step = simulatedStep();
        if (step < best * (1 - 1e-9)) {
          best = step;
          bestCuts = std::move(trial);
          moved = true;
        }
      }
    }
    if (!moved)
      break;
  }
  cuts = bestCuts;
  chosenCutSeconds = best;
  placeStages(cuts);
}

/// Adds a Main op's modeled seconds to its phase's time on `stage`.
static void addPhaseSeconds(PipelineStage &stage, PipelineSlot::Phase phase,
                            double seconds) {
  if (phase == PipelineSlot::Forward)
    stage.forwardSeconds += seconds;
  else if (phase == PipelineSlot::Backward)
    stage.backwardSeconds += seconds;
  else
    stage.weightGradientSeconds += seconds;
}

/// What the stages run beyond the microbatch program's ops, as the cost
/// model prices the stage functions: each microbatch's part of a sum over
/// microbatches is added to the running sum in the slot of the op that
/// makes it (the first adds nothing), and each op writing into a fill
/// made up front gets a buffer of its own per microbatch (bufferization
/// copies the zeros; the fill is priced once per writer). Both are added
/// to those ops' per-microbatch seconds; a Temporal op's own seconds (its
/// collective over the other axes, a gather's concatenation) run after
/// the schedule, with the update.
bool Analysis::isFusedAccumulation(Operation *op) const {
  auto reduce = dyn_cast<AllReduceOp>(op);
  if (!reduce || kind.lookup(op) != Kind::Temporal ||
      reduce.getReduction() != ReductionKind::Sum)
    return false;
  Value x = op->getOperand(0);
  Operation *def = x.getDefiningOp();
  return def && kind.lookup(def) == Kind::Main && x.hasOneUse() &&
         summedPart(x).first;
}

void Analysis::priceMicrobatchWork() {
  DeviceAttr device = mesh.getDeviceAttr();
  if (!device || numMicrobatches < 2)
    return;
  double later = double(numMicrobatches - 1) / numMicrobatches;
  Block *block = ops.empty() ? nullptr : ops.front()->getBlock();
  for (Operation *op : ops) {
    Kind k = kind.lookup(op);
    if (k == Kind::Temporal) {
      auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
      Operation *def = op->getOperand(0).getDefiningOp();
      if (!type || !type.hasStaticShape())
        continue;
      double bytes = getTensorBytes(type);
      if (isa<AllGatherOp>(op))
        seconds[op] +=
            rooflineSeconds(device, type.getElementType(), 0,
                            2 * bytes * numMicrobatches, kVectorOpClass);
      else if (def && kind.lookup(def) == Kind::Main &&
               !isFusedAccumulation(op))
        seconds[def] += later * rooflineSeconds(device, type.getElementType(),
                                                double(type.getNumElements()),
                                                3 * bytes, kVectorOpClass);
      continue;
    }
    auto iface = dyn_cast<ShardingOpInterface>(op);
    if (k != Kind::Invariant || !iface || !iface.isRecreatable() ||
        op->getNumResults() != 1)
      continue;
    SmallVector<Operation *> mainWriters;
    unsigned writers = 0;
    for (OpOperand &use : op->getResult(0).getUses()) {
      if (!writesIntoInit(use))
        continue;
      ++writers;
      Operation *top = block->findAncestorOpInBlock(*use.getOwner());
      // A writer that accumulates into the sum (directly or through a
      // reshape) takes the zeros once.
      Operation *reader =
          top && top->getNumResults() == 1 && top->getResult(0).hasOneUse()
              ? *top->getResult(0).getUsers().begin()
              : nullptr;
      if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
              reader) &&
          reader->getResult(0).hasOneUse())
        reader = *reader->getResult(0).getUsers().begin();
      bool fused = reader && isFusedAccumulation(reader);
      if (top && kind.lookup(top) == Kind::Main && !fused)
        mainWriters.push_back(top);
    }
    double each = seconds.lookup(op) / std::max(1u, writers);
    for (Operation *writer : mainWriters)
      seconds[writer] += later * each;
  }
}

std::vector<PipelineStage> Analysis::timedStages(double &transfer) const {
  std::vector<PipelineStage> stages(config.stages);
  for (Operation *op : ops) {
    Kind k = kind.lookup(op);
    auto it = stage.find(op);
    if (it == stage.end())
      continue;
    PipelineStage &st = stages[it->second];
    double t = seconds.lookup(op);
    if (k == Kind::Update) {
      st.updateSeconds += t;
      continue;
    }
    if (k == Kind::Temporal)
      st.updateSeconds += t;
    if (k == Kind::Main)
      addPhaseSeconds(st, phase.lookup(op), t);
  }
  double widest = 0;
  for (unsigned s = 1; s < config.stages; ++s)
    widest = std::max(widest, crossing[stageStart[s]]);
  transfer = config.transferSeconds ? config.transferSeconds(widest) : 0;
  assignScheduleSlots(stages, config.schedule, numMicrobatches, transfer);
  return stages;
}

/// Each stage runs, before its first slot, the ops outside the schedule
/// that its own ops read (through others of them): Prologue ops for every
/// microbatch, Invariant ones once. Stages do so side by side; the step
/// starts when the busiest is done. Ops no staged op reads (results made
/// without the batch) fall to stage 0.
double Analysis::upFrontSeconds() const {
  DenseMap<Operation *, llvm::SmallBitVector> neededBy;
  std::vector<double> perStage(config.stages, 0);
  Block *block = ops.empty() ? nullptr : ops.front()->getBlock();
  for (Operation *op : llvm::reverse(ops)) {
    Kind k = kind.lookup(op);
    if (k != Kind::Prologue && k != Kind::Invariant)
      continue;
    llvm::SmallBitVector stages(config.stages);
    for (Operation *user : op->getUsers()) {
      Operation *top = block->findAncestorOpInBlock(*user);
      if (!top)
        continue;
      if (auto it = stage.find(top); it != stage.end())
        stages.set(it->second);
      else if (auto it = neededBy.find(top); it != neededBy.end())
        stages |= it->second;
    }
    if (stages.none())
      stages.set(0);
    double t = seconds.lookup(op) * (k == Kind::Prologue ? numMicrobatches : 1);
    for (unsigned s : stages.set_bits())
      perStage[s] += t;
    neededBy[op] = std::move(stages);
  }
  return *llvm::max_element(perStage);
}

double Analysis::simulatedStep() const {
  double transfer;
  std::vector<PipelineStage> stages = timedStages(transfer);
  // What the plan reports: the schedule after the busiest stage's work
  // before it (a cut moves that work between stages too).
  return simulatePipeline(stages, transfer).stepSeconds + upFrontSeconds();
}

void Analysis::placeStages(ArrayRef<unsigned> cuts) {
  unsigned p = config.stages;
  phase = mainPhase;
  stage.clear();
  resultStage.clear();
  stageStart.assign(cuts.begin(), cuts.end());
  for (unsigned s = 0; s < p; ++s) {
    unsigned end = s + 1 < p ? cuts[s + 1] : forward.size();
    for (unsigned i = cuts[s]; i < end; ++i)
      stage[forward[i]] = s;
  }

  // Forward values are there, for the backward, wherever a forward op
  // reads them.
  DenseMap<Value, unsigned> available;
  for (Operation *op : forward)
    for (Value r : op->getResults()) {
      unsigned s = stage[op];
      for (Operation *user : r.getUsers()) {
        Operation *top = fn.getBody().front().findAncestorOpInBlock(*user);
        if (top && stage.count(top) &&
            phase.lookup(top) == PipelineSlot::Forward &&
            kind.lookup(top) == Kind::Main)
          s = std::max(s, stage[top]);
      }
      available[r] = s;
    }
  // Weights (arguments) are where the forward reads them, directly or
  // through batch-invariant ops (a transpose done once): a backward op
  // reading one there keeps the weight on one stage (the input gradient
  // of a layer's matmul reads the weight and the gradient from the next
  // stage; at the later stage it would hold a second copy).
  for (BlockArgument arg : fn.getArguments()) {
    SmallVector<Value> work{arg}, reached{arg};
    DenseSet<Operation *> seen;
    int latest = -1;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      for (Operation *user : v.getUsers()) {
        Operation *top = fn.getBody().front().findAncestorOpInBlock(*user);
        if (!top || !seen.insert(top).second)
          continue;
        if (kind.lookup(top) == Kind::Invariant) {
          llvm::append_range(work, top->getResults());
          llvm::append_range(reached, top->getResults());
        } else if (stage.count(top) && kind.lookup(top) == Kind::Main &&
                   phase.lookup(top) == PipelineSlot::Forward) {
          latest = std::max<int>(latest, stage[top]);
        }
      }
    }
    if (latest >= 0)
      for (Value v : reached)
        available.try_emplace(v, latest);
  }
  // Backward ops: at most the stage of the gradients they read (gradients
  // flow to earlier stages), at the latest stage where their forward
  // values are. Those that read no gradient go where they are used.
  SmallVector<Operation *> pending;
  for (Operation *op : ops) {
    if (kind.lookup(op) != Kind::Main || phase[op] != PipelineSlot::Backward)
      continue;
    int maxForward = -1;
    unsigned minBackward = std::numeric_limits<unsigned>::max();
    for (Value v : readsOf(op)) {
      Operation *def = v.getDefiningOp();
      if (!def || kind.lookup(def) == Kind::Invariant)
        if (auto it = available.find(v); it != available.end())
          maxForward = std::max<int>(maxForward, it->second);
      if (!def || kind.lookup(def) != Kind::Main || !stage.count(def))
        continue;
      if (phase[def] == PipelineSlot::Forward)
        maxForward = std::max<int>(maxForward, available[v]);
      else
        minBackward = std::min(minBackward, stage[def]);
    }
    if (minBackward == std::numeric_limits<unsigned>::max()) {
      pending.push_back(op);
      // Where its forward values are, unless a user pulls it later.
      stage[op] = maxForward >= 0 ? unsigned(maxForward) : p - 1;
      continue;
    }
    stage[op] = maxForward >= 0 ? std::min(unsigned(maxForward), minBackward)
                                : minBackward;
  }
  for (Operation *op : llvm::reverse(pending)) {
    int latest = -1;
    for (Value r : op->getResults())
      for (Operation *user : r.getUsers()) {
        Operation *top = fn.getBody().front().findAncestorOpInBlock(*user);
        if (top && kind.lookup(top) == Kind::Main && stage.count(top))
          latest = std::max<int>(latest, stage[top]);
      }
    if (latest >= 0)
      stage[op] = latest;
  }
  // Check the direction rule: a backward value is read at its stage or an
  // earlier one (the schedule runs stage s's backward after stage s+1's).
  for (Operation *op : ops) {
    if (kind.lookup(op) != Kind::Main || phase[op] != PipelineSlot::Backward)
      continue;
    for (Value v : readsOf(op)) {
      Operation *def = v.getDefiningOp();
      if (def && kind.lookup(def) == Kind::Main &&
          phase[def] != PipelineSlot::Forward && stage[def] < stage[op]) {
        // A pending producer pulled early by another user: move this one.
        stage[op] = stage[def];
      }
    }
  }
  keepGradientsWithWeights(available);
  // Sums over microbatches accumulate where their operand is; updates run
  // at the stage of their operands that moves the fewest bytes, the latest
  // of those that tie. A clipped update reads its gradient (a tensor) and
  // the global norm's factor (a scalar made where the last gradient is):
  // at the latest operand's stage every weight was updated on one stage
  // (sweep 15: 254.9 us of updates on the last stage, 6 us on the first),
  // with every gradient sent there and every weight read there too.
  for (Operation *op : ops) {
    Kind k = kind.lookup(op);
    if (k == Kind::Temporal) {
      stage[op] = stageOf(op->getOperand(0));
    } else if (k == Kind::Update) {
      // Where each operand is: a sum's or update's stage, or where the
      // forward reads a weight (a second stage would hold a second copy).
      SmallVector<std::pair<unsigned, double>> where;
      for (Value v : readsOf(op)) {
        Operation *def = v.getDefiningOp();
        Kind dk = def ? kind.lookup(def) : Kind::Invariant;
        double bytes =
            isa<ShapedType>(v.getType()) ? getTensorBytes(v.getType()) : 8;
        if (def && (dk == Kind::Temporal || dk == Kind::Update))
          where.push_back({stage[def], bytes});
        else if (auto it = available.find(v); it != available.end())
          where.push_back({it->second, bytes});
      }
      unsigned best = 0;
      double least = std::numeric_limits<double>::infinity();
      for (auto [candidate, unused] : where) {
        double moved = 0;
        for (auto [s, bytes] : where)
          moved += s == candidate ? 0 : bytes;
        if (moved < least || (moved == least && candidate > best)) {
          least = moved;
          best = candidate;
        }
      }
      stage[op] = best;
    }
  }
  Operation *ret = fn.getBody().front().getTerminator();
  for (Value v : ret->getOperands()) {
    Operation *def = v.getDefiningOp();
    Kind k = kindOf(v);
    resultStage.push_back(
        def && (k == Kind::Main || k == Kind::Temporal || k == Kind::Update)
            ? stage[def]
            : 0);
  }
  assignWeightGradients();
}

/// A weight's gradient made from values its weight's stage receives anyway
/// moves there (a bias before a cut: its gradient is the sum of the next
/// stage's output gradient, which the weight's stage receives for its
/// input gradient): the weight is then read and updated on one stage, and
/// no message is added. `available`: where the forward reads each weight.
void Analysis::keepGradientsWithWeights(
    const DenseMap<Value, unsigned> &available) {
  Block &body = fn.getBody().front();
  auto topOf = [&](Operation *user) {
    return body.findAncestorOpInBlock(*user);
  };
  auto isBackward = [&](Operation *op) {
    return op && kind.lookup(op) == Kind::Main && stage.count(op) &&
           phase.lookup(op) == PipelineSlot::Backward;
  };
  // At most this many ops move with one gradient (a reduction and the
  // views around it): a longer computation is the next stage's work.
  constexpr unsigned kMaxMoved = 8;
  for (Operation *sum : ops) {
    if (kind.lookup(sum) != Kind::Temporal || sum->getNumOperands() == 0)
      continue;
    // The weights the optimizer's chain from this sum updates (moments,
    // then the weight, through update ops), read by the forward at one
    // stage.
    std::optional<unsigned> weightStage;
    bool oneWeightStage = true;
    SmallVector<Operation *> chain{sum};
    DenseSet<Operation *> seen;
    while (!chain.empty()) {
      Operation *from = chain.pop_back_val();
      for (Operation *user : from->getUsers()) {
        Operation *top = topOf(user);
        if (!top || kind.lookup(top) != Kind::Update ||
            !seen.insert(top).second)
          continue;
        chain.push_back(top);
        for (Value v : readsOf(top))
          if (auto arg = dyn_cast<BlockArgument>(v))
            if (auto it = available.find(arg); it != available.end()) {
              oneWeightStage &= !weightStage || *weightStage == it->second;
              weightStage = it->second;
            }
      }
    }
    Operation *last = sum->getOperand(0).getDefiningOp();
    if (!oneWeightStage || !weightStage || !isBackward(last) ||
        stage[last] <= *weightStage)
      continue;
    unsigned w = *weightStage;
    // The backward ops that only feed this sum, walked back to values the
    // weight's stage has anyway: made there, arguments, batch-invariant,
    // or read there by another op (so received there).
    SetVector<Operation *> group;
    group.insert(last);
    bool movable = true;
    for (unsigned n = 0; movable && n < group.size(); ++n) {
      Operation *op = group[n];
      for (Value r : op->getResults())
        for (Operation *user : r.getUsers()) {
          Operation *top = topOf(user);
          movable &= top == sum || group.contains(top);
        }
      for (Value v : readsOf(op)) {
        Operation *def = v.getDefiningOp();
        if (!def || kind.lookup(def) == Kind::Invariant || group.contains(def))
          continue;
        if (kind.lookup(def) != Kind::Main || !stage.count(def)) {
          movable = false;
          break;
        }
        if (stage[def] == w)
          continue;
        bool there =
            stage[def] > w && llvm::any_of(v.getUsers(), [&](Operation *user) {
              Operation *top = topOf(user);
              return top && !group.contains(top) && isBackward(top) &&
                     stage[top] == w;
            });
        if (there)
          continue;
        if (!isBackward(def) || stage[def] < w || group.size() == kMaxMoved) {
          movable = false;
          break;
        }
        group.insert(def);
      }
    }
    if (movable)
      for (Operation *op : group)
        stage[op] = w;
  }
}

/// With the B/W split, a stage's backward ops that the previous stage waits
/// for (ancestors of what it sends down) are B; the others W.
void Analysis::assignWeightGradients() {
  if (config.schedule != PipelineSchedule::ZeroBubble)
    return;
  DenseSet<Operation *> needed;
  SmallVector<Operation *> work;
  for (Operation *op : ops) {
    if (kind.lookup(op) != Kind::Main || phase[op] != PipelineSlot::Backward)
      continue;
    bool sendsDown = false;
    for (Value r : op->getResults())
      for (Operation *user : r.getUsers()) {
        Operation *top = fn.getBody().front().findAncestorOpInBlock(*user);
        if (top && kind.lookup(top) == Kind::Main && stage[top] < stage[op])
          sendsDown = true;
      }
    if (sendsDown && needed.insert(op).second)
      work.push_back(op);
  }
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    for (Value v : readsOf(op)) {
      Operation *def = v.getDefiningOp();
      if (def && kind.lookup(def) == Kind::Main &&
          phase[def] == PipelineSlot::Backward && stage[def] == stage[op] &&
          needed.insert(def).second)
        work.push_back(def);
    }
  }
  for (Operation *op : ops)
    if (kind.lookup(op) == Kind::Main && phase[op] == PipelineSlot::Backward &&
        !needed.contains(op))
      phase[op] = PipelineSlot::WeightGradient;
}

/// Writes one stage's function.
class StageWriter {
public:
  StageWriter(Analysis &a, unsigned s, func::FuncOp stageFn,
              std::map<std::tuple<void *, int, unsigned>, int64_t> &tags,
              PipelineStage &info)
      : a(a), s(s), stageFn(stageFn), tags(tags), info(info),
        b(stageFn.getContext()), pro(stageFn.getContext()) {}

  LogicalResult write();

private:
  Analysis &a;
  unsigned s;
  func::FuncOp stageFn;
  std::map<std::tuple<void *, int, unsigned>, int64_t> &tags;
  PipelineStage &info;
  OpBuilder b;   ///< the schedule and the update, in order
  OpBuilder pro; ///< values made on demand, before the schedule
  Operation *marker = nullptr;
  DenseMap<Value, Value> once;                        ///< Invariant
  std::map<std::pair<void *, unsigned>, Value> perMb; ///< per microbatch
  DenseMap<Value, Value> after;                       ///< Temporal, Update
  DenseMap<Operation *, Value> acc;                   ///< running sums
  DenseMap<Operation *, SmallVector<Value>> parts;    ///< gathers' parts
  LogicalResult status = success();

  int64_t tagOf(Value v, int mb, unsigned to) {
    auto key = std::make_tuple(v.getAsOpaquePointer(), mb, to);
    auto it = tags.find(key);
    if (it != tags.end())
      return it->second;
    int64_t tag = int64_t(tags.size()) + 1;
    tags[key] = tag;
    return tag;
  }
  Value peer(OpBuilder &builder, Location loc, unsigned stage) {
    return arith::ConstantIndexOp::create(builder, loc, stage);
  }
  ArrayAttr ppAxes() { return b.getStrArrayAttr({a.config.pipelineAxis}); }
  FlatSymbolRefAttr meshRef() {
    return FlatSymbolRefAttr::get(a.mesh.getSymNameAttr());
  }
  /// A message's tag is its receiver's key: (value, microbatch, stage).
  void send(Value original, Value local, int mb, unsigned to) {
    Location loc = original.getLoc();
    if (!isa<RankedTensorType>(local.getType())) {
      status = emitError(loc)
               << "pipelining cannot send this " << local.getType()
               << " from stage " << s << " to stage " << to
               << ": only tensors cross stages";
      return;
    }
    SendOp::create(b, loc, local, meshRef(), ppAxes(),
                   ValueRange{peer(b, loc, to)},
                   b.getI64IntegerAttr(tagOf(original, mb, to)));
    if (mb == 0)
      info.sendBytesPerMicrobatch += getTensorBytes(local.getType());
  }
  Value recv(Value original, int mb, unsigned from) {
    Location loc = original.getLoc();
    return RecvOp::create(b, loc, original.getType(), meshRef(), ppAxes(),
                          ValueRange{peer(b, loc, from)},
                          b.getI64IntegerAttr(tagOf(original, mb, s)));
  }

  /// Stages other than this one whose ops read `v` (a Main or Update value).
  SmallVector<unsigned> readers(Value v) {
    llvm::SmallSetVector<unsigned, 4> stages;
    Block &body = a.fn.getBody().front();
    for (Operation *user : v.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top || top == body.getTerminator())
        continue;
      Kind k = a.kind.lookup(top);
      if ((k == Kind::Main || k == Kind::Update) && a.stage[top] != s)
        stages.insert(a.stage[top]);
    }
    return SmallVector<unsigned>(stages.begin(), stages.end());
  }

  /// Whether microbatch `mb`'s slots run (all but in a memory replay).
  bool isScheduled(unsigned mb) const {
    return !a.config.scheduledMicrobatches ||
           mb < a.config.scheduledMicrobatches;
  }
  /// In a memory replay, the part an unscheduled microbatch would add to a
  /// value gathered over microbatches: a buffer held from the start, as
  /// the step holds the parts of the microbatches before the last ones.
  Value unscheduledPart(Value part) {
    auto type = cast<RankedTensorType>(part.getType());
    pro.setInsertionPoint(marker);
    Location loc = part.getLoc();
    Value zero = arith::ConstantOp::create(
        pro, loc, pro.getZeroAttr(type.getElementType()));
    // An allocation, which CSE does not merge as it would empty tensors.
    Value buffer =
        bufferization::AllocTensorOp::create(pro, loc, type, ValueRange{});
    return linalg::FillOp::create(pro, loc, zero, buffer).getResult(0);
  }
  Value lookup(Value v, int mb);
  Value recvFromOtherStage(Value v, int mb);
  Value madeOnce(Value v);
  Value onDemand(Value v, unsigned mb);
  Value sliceArgument(BlockArgument arg, unsigned mb, OpBuilder &builder);
  SmallVector<Value> cloneFor(Operation *op, int mb, OpBuilder &builder);
  /// Adds `x` to `temporal`'s running sum; `onlyUse`: the sum is the
  /// only reader of the value `x` is a microbatch's copy of.
  void accumulate(Operation *temporal, Value x, bool onlyUse,
                  OpBuilder &builder);
  Value finish(Operation *temporal, OpBuilder &builder);
  Value concatenate(AllGatherOp gather, ArrayRef<Value> parts,
                    OpBuilder &builder);
};

Value StageWriter::sliceArgument(BlockArgument arg, unsigned mb,
                                 OpBuilder &builder) {
  Value whole = stageFn.getArgument(arg.getArgNumber());
  auto type = cast<RankedTensorType>(arg.getType());
  int dim = a.argSplitDim[arg.getArgNumber()];
  SmallVector<OpFoldResult> offsets(type.getRank(), builder.getIndexAttr(0)),
      sizes, strides(type.getRank(), builder.getIndexAttr(1));
  for (int64_t d : type.getShape())
    sizes.push_back(builder.getIndexAttr(d));
  offsets[dim] = builder.getIndexAttr(int64_t(mb) * type.getDimSize(dim));
  return tensor::ExtractSliceOp::create(builder, arg.getLoc(), type, whole,
                                        offsets, sizes, strides);
}

/// Clones `op` for microbatch `mb` (-1: not per microbatch), its reads
/// looked up; process queries on the microbatch axis become constants.
SmallVector<Value> StageWriter::cloneFor(Operation *op, int mb,
                                         OpBuilder &builder) {
  Location loc = op->getLoc();
  StringRef mbAxis = a.mbAxis;
  if (auto count = dyn_cast<ProcessCountOp>(op)) {
    // Counts keep the partitioned program's meaning.
    int64_t n = count.getMeshAxes().empty()
                    ? a.mesh.getNumDevices()
                    : a.mesh.getGroupSize(count.getMeshAxes());
    return {arith::ConstantIndexOp::create(builder, loc, n)};
  }
  auto index = dyn_cast<ProcessIndexOp>(op);
  if (index && (index.getMeshAxes().empty() || namesAxis(op, mbAxis))) {
    SmallVector<StringRef> axes;
    if (index.getMeshAxes().empty()) {
      for (unsigned i = 0; i < a.mesh.getRank(); ++i)
        axes.push_back(cast<StringAttr>(a.mesh.getAxisNames()[i]).getValue());
    } else {
      for (Attribute x : index.getMeshAxes())
        axes.push_back(cast<StringAttr>(x).getValue());
    }
    SmallVector<StringRef> rest;
    for (StringRef x : axes)
      if (x != mbAxis)
        rest.push_back(x);
    SmallVector<Value> restIndex;
    if (!rest.empty()) {
      auto q = ProcessIndexOp::create(
          builder, loc, SmallVector<Type>(rest.size(), builder.getIndexType()),
          meshRef(), builder.getStrArrayAttr(rest));
      restIndex.assign(q.getResults().begin(), q.getResults().end());
    }
    SmallVector<Value> coords;
    unsigned next = 0;
    for (StringRef x : axes)
      coords.push_back(
          x == mbAxis ? Value(arith::ConstantIndexOp::create(builder, loc, mb))
                      : restIndex[next++]);
    if (!index.getMeshAxes().empty())
      return coords;
    // The linear index on the partitioned mesh.
    Value linear = coords[0];
    for (unsigned i = 1; i < coords.size(); ++i) {
      Value size =
          arith::ConstantIndexOp::create(builder, loc, a.mesh.getShape()[i]);
      linear = arith::AddIOp::create(
          builder, loc, arith::MulIOp::create(builder, loc, linear, size),
          coords[i]);
    }
    return {linear};
  }
  IRMapping map;
  for (Value v : readsOf(op))
    if (!map.contains(v))
      map.map(v, lookup(v, mb));
  Operation *clone = builder.clone(*op, map);
  return SmallVector<Value>(clone->getResults());
}

/// A value without the batch, made once in this stage's prologue.
Value StageWriter::madeOnce(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return stageFn.getArgument(arg.getArgNumber());
  if (Value known = once.lookup(v))
    return known;
  Operation *op = v.getDefiningOp();
  pro.setInsertionPoint(marker);
  if (a.kind.lookup(op) == Kind::Invariant && namesAxis(op, a.mbAxis) &&
      !isa<ProcessCountOp>(op)) {
    // A sum or gather over microbatches of values known up front.
    Value x = op->getOperand(0);
    if (auto gather = dyn_cast<AllGatherOp>(op)) {
      SmallVector<Value> terms;
      for (unsigned i = 0; i < a.numMicrobatches; ++i)
        terms.push_back(a.varying.contains(x) ? onDemand(x, i) : madeOnce(x));
      pro.setInsertionPoint(marker);
      Value whole = concatenate(gather, terms, pro);
      once[v] = whole;
      return whole;
    }
    auto reduce = cast<AllReduceOp>(op);
    Value sum;
    for (unsigned i = 0; i < a.numMicrobatches; ++i) {
      Value xi = a.varying.contains(x) ? onDemand(x, i) : madeOnce(x);
      pro.setInsertionPoint(marker);
      // The first term starts the sum (bufferization copies it where it
      // is read again).
      sum =
          sum ? combine(pro, op->getLoc(), sum, xi, reduce.getReduction()) : xi;
    }
    ArrayAttr rest = withoutAxis(pro, reduce.getMeshAxes(), a.mbAxis);
    if (!rest.empty())
      sum = AllReduceOp::create(pro, op->getLoc(), sum.getType(), sum,
                                meshRef(), rest, reduce.getReductionAttr());
    once[v] = sum;
    return sum;
  }
  SmallVector<Value> results = cloneFor(op, -1, pro);
  for (auto [r, n] : llvm::zip(op->getResults(), results))
    once[r] = n;
  return once.lookup(v);
}

/// A per-microbatch value computed up front (the batch's inputs and what
/// whole-batch sums need).
Value StageWriter::onDemand(Value v, unsigned mb) {
  auto key = std::make_pair(v.getAsOpaquePointer(), mb);
  auto it = perMb.find(key);
  if (it != perMb.end())
    return it->second;
  pro.setInsertionPoint(marker);
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Value slice = sliceArgument(arg, mb, pro);
    perMb[key] = slice;
    return slice;
  }
  Operation *op = v.getDefiningOp();
  IRMapping map;
  SmallVector<Value> results;
  if (isa<ProcessIndexOp>(op)) {
    results = cloneFor(op, mb, pro);
  } else {
    for (Value x : readsOf(op))
      if (!map.contains(x))
        map.map(x, a.varying.contains(x) ? onDemand(x, mb) : madeOnce(x));
    pro.setInsertionPoint(marker);
    Operation *clone = pro.clone(*op, map);
    results.assign(clone->getResults().begin(), clone->getResults().end());
  }
  for (auto [r, n] : llvm::zip(op->getResults(), results))
    perMb[std::make_pair(r.getAsOpaquePointer(), mb)] = n;
  return perMb[key];
}

/// `v` (of microbatch `mb`, -1: after them) from the stage computing it;
/// this stage must not be it (it would have computed `v` already).
Value StageWriter::recvFromOtherStage(Value v, int mb) {
  unsigned from = a.stageOf(v);
  if (from == s) {
    status = v.getDefiningOp()->emitError()
             << "internal error: pipeline stage " << s
             << " reads this value before computing it";
    return Value();
  }
  return recv(v, mb, from);
}

Value StageWriter::lookup(Value v, int mb) {
  Kind k = a.kindOf(v);
  switch (k) {
  case Kind::Invariant:
    return madeOnce(v);
  case Kind::Prologue:
    return onDemand(v, unsigned(mb));
  case Kind::Main: {
    auto key = std::make_pair(v.getAsOpaquePointer(), unsigned(mb));
    auto it = perMb.find(key);
    if (it != perMb.end())
      return it->second;
    Value got = recvFromOtherStage(v, mb);
    if (got)
      perMb[key] = got;
    return got;
  }
  case Kind::Temporal:
  case Kind::Update: {
    if (Value known = after.lookup(v))
      return known;
    Value got = recvFromOtherStage(v, -1);
    if (got)
      after[v] = got;
    return got;
  }
  }
  return Value();
}

/// The parts of a gather over microbatches (and its other axes) in order.
Value StageWriter::concatenate(AllGatherOp gather, ArrayRef<Value> parts,
                               OpBuilder &builder) {
  Location loc = gather.getLoc();
  int64_t dim = gather.getDim();
  ArrayAttr rest = withoutAxis(builder, gather.getMeshAxes(), a.mbAxis);
  auto whole = cast<RankedTensorType>(gather.getType());
  Value result = tensor::EmptyOp::create(builder, loc, whole.getShape(),
                                         whole.getElementType());
  int64_t offset = 0;
  for (Value part : parts) {
    if (!rest.empty()) {
      auto type = cast<RankedTensorType>(part.getType());
      SmallVector<int64_t> shape(type.getShape());
      shape[dim] *= a.mesh.getGroupSize(rest);
      part =
          AllGatherOp::create(builder, loc, type.clone(shape), part, meshRef(),
                              rest, builder.getI64IntegerAttr(dim));
    }
    auto type = cast<RankedTensorType>(part.getType());
    SmallVector<OpFoldResult> offsets(type.getRank(), builder.getIndexAttr(0)),
        sizes, strides(type.getRank(), builder.getIndexAttr(1));
    for (int64_t d : type.getShape())
      sizes.push_back(builder.getIndexAttr(d));
    offsets[dim] = builder.getIndexAttr(offset);
    offset += type.getDimSize(dim);
    result = tensor::InsertSliceOp::create(builder, loc, part, result, offsets,
                                           sizes, strides);
  }
  return result;
}

void StageWriter::accumulate(Operation *temporal, Value x, bool onlyUse,
                             OpBuilder &builder) {
  if (isa<AllGatherOp>(temporal)) {
    parts[temporal].push_back(x);
    return;
  }
  auto reduce = cast<AllReduceOp>(temporal);
  Value &sum = acc[temporal];
  if (!sum) {
    sum = x;
    return;
  }
  // Accumulated by the op that makes the part, into the sum (reshaped back
  // to the part's shape where the part reaches it through a reshape).
  if (auto [init, reshape] = summedPart(x);
      init && onlyUse && x.use_empty() &&
      reduce.getReduction() == ReductionKind::Sum) {
    Operation *fill = init->get().getDefiningOp();
    Value into = sum;
    if (reshape) {
      OpBuilder before(init->getOwner());
      auto partType = cast<RankedTensorType>(reshape->getOperand(0).getType());
      if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape))
        into = tensor::ExpandShapeOp::create(
            before, reshape->getLoc(), partType, sum,
            collapse.getReassociationIndices());
      else
        into = tensor::CollapseShapeOp::create(
            before, reshape->getLoc(), partType, sum,
            cast<tensor::ExpandShapeOp>(reshape).getReassociationIndices());
    }
    init->set(into);
    if (fill->use_empty())
      fill->erase();
    sum = x;
    return;
  }
  sum = combine(builder, temporal->getLoc(), sum, x, reduce.getReduction());
}

/// The sum over microbatches, reduced over the other axes of its group.
Value StageWriter::finish(Operation *temporal, OpBuilder &builder) {
  if (auto gather = dyn_cast<AllGatherOp>(temporal)) {
    while (a.config.scheduledMicrobatches && !parts[temporal].empty() &&
           parts[temporal].size() < a.numMicrobatches)
      parts[temporal].push_back(unscheduledPart(parts[temporal].front()));
    if (parts[temporal].size() != a.numMicrobatches) {
      status = temporal->emitError()
               << "internal error: pipeline stage " << s
               << " gathers this value from microbatches it never computed";
      return Value();
    }
    return concatenate(gather, parts[temporal], builder);
  }
  auto reduce = cast<AllReduceOp>(temporal);
  Value sum = acc.lookup(temporal);
  if (!sum) {
    status = temporal->emitError()
             << "internal error: pipeline stage " << s
             << " sums this value over microbatches it never computed";
    return Value();
  }
  ArrayAttr rest = withoutAxis(builder, reduce.getMeshAxes(), a.mbAxis);
  if (!rest.empty())
    sum = AllReduceOp::create(builder, temporal->getLoc(), sum.getType(), sum,
                              meshRef(), rest, reduce.getReductionAttr());
  return sum;
}

LogicalResult StageWriter::write() {
  Block *entry = stageFn.addEntryBlock();
  b.setInsertionPointToStart(entry);
  marker = arith::ConstantIndexOp::create(b, stageFn.getLoc(), 0);
  b.setInsertionPointAfter(marker);

  SmallVector<Operation *> mine;
  for (Operation *op : a.ops) {
    Kind k = a.kind.lookup(op);
    if ((k == Kind::Main || k == Kind::Update || k == Kind::Temporal) &&
        a.stage[op] == s)
      mine.push_back(op);
  }
  for (Operation *op : mine) {
    if (a.kind.lookup(op) != Kind::Main)
      continue;
    addPhaseSeconds(info, a.phase[op], a.seconds.lookup(op));
    if (a.phase[op] == PipelineSlot::Forward) {
      ++info.forwardOps;
      if (info.firstForward.empty())
        info.firstForward = getShortLocation(op->getLoc());
      info.lastForward = getShortLocation(op->getLoc());
    } else if (a.phase[op] == PipelineSlot::Backward) {
      ++info.backwardOps;
    } else {
      ++info.weightGradientOps;
    }
  }

  // Checks on values without the batch (asserts) run once, on stage 0.
  if (s == 0)
    for (Operation *op : a.ops)
      if (a.kind.lookup(op) == Kind::Invariant && op->getNumResults() == 0) {
        pro.setInsertionPoint(marker);
        cloneFor(op, -1, pro);
      }

  info.slots = a.slots[s];
  for (const PipelineSlot &slot : info.slots) {
    if (!isScheduled(slot.microbatch))
      continue;
    for (Operation *op : mine) {
      if (a.kind.lookup(op) != Kind::Main || a.phase[op] != slot.phase)
        continue;
      SmallVector<Value> results = cloneFor(op, int(slot.microbatch), b);
      if (failed(status))
        return failure();
      for (auto [r, n] : llvm::zip(op->getResults(), results)) {
        perMb[std::make_pair(r.getAsOpaquePointer(), slot.microbatch)] = n;
        for (unsigned to : readers(r))
          send(r, n, int(slot.microbatch), to);
        if (failed(status))
          return failure();
        for (Operation *user : r.getUsers())
          if (a.kind.lookup(user) == Kind::Temporal && user->getOperand(0) == r)
            accumulate(user, n, r.hasOneUse(), b);
      }
    }
  }

  // After every microbatch: the sums, then the update.
  for (Operation *op : mine) {
    if (a.kind.lookup(op) != Kind::Temporal)
      continue;
    info.updateSeconds += a.seconds.lookup(op);
    Value sum = finish(op, b);
    if (failed(status))
      return failure();
    after[op->getResult(0)] = sum;
    for (unsigned to : readers(op->getResult(0)))
      send(op->getResult(0), sum, -1, to);
  }
  for (Operation *op : mine) {
    if (a.kind.lookup(op) != Kind::Update)
      continue;
    ++info.updateOps;
    info.updateSeconds += a.seconds.lookup(op);
    SmallVector<Value> results = cloneFor(op, -1, b);
    if (failed(status))
      return failure();
    for (auto [r, n] : llvm::zip(op->getResults(), results)) {
      after[r] = n;
      for (unsigned to : readers(r))
        send(r, n, -1, to);
    }
  }

  // This stage's results.
  Operation *ret = a.fn.getBody().front().getTerminator();
  SmallVector<Value> values;
  for (unsigned i : info.outputs) {
    Value v = ret->getOperand(i);
    Location loc = v.getLoc();
    if (!a.varying.contains(v)) {
      values.push_back(lookup(v, -1));
      continue;
    }
    // Per microbatch: concatenated along the split dimension, or summed.
    SmallVector<Value> parts;
    for (unsigned mb = 0; mb < a.numMicrobatches; ++mb)
      parts.push_back(isScheduled(mb) ? lookup(v, int(mb))
                                      : unscheduledPart(parts.front()));
    if (failed(status))
      return failure();
    auto part = cast<RankedTensorType>(v.getType());
    if (a.resultPartial[i]) {
      Value sum;
      for (Value x : parts)
        sum = sum ? combine(b, loc, sum, x, a.resultReduction[i]) : x;
      values.push_back(sum);
      continue;
    }
    int dim = a.resultSplitDim[i];
    if (parts.size() == 1) {
      values.push_back(parts[0]);
      continue;
    }
    if (dim < 0)
      return a.fn.emitError()
             << "result " << i
             << " depends on the batch but the plan neither splits it over "
                "microbatches nor sums it; it cannot be pipelined";
    SmallVector<int64_t> shape(part.getShape());
    shape[dim] *= a.numMicrobatches;
    Value whole = tensor::EmptyOp::create(b, loc, shape, part.getElementType());
    for (unsigned mb = 0; mb < a.numMicrobatches; ++mb) {
      SmallVector<OpFoldResult> offsets(part.getRank(), b.getIndexAttr(0)),
          sizes, strides(part.getRank(), b.getIndexAttr(1));
      for (int64_t d : part.getShape())
        sizes.push_back(b.getIndexAttr(d));
      offsets[dim] = b.getIndexAttr(int64_t(mb) * part.getDimSize(dim));
      whole = tensor::InsertSliceOp::create(b, loc, parts[mb], whole, offsets,
                                            sizes, strides);
    }
    values.push_back(whole);
  }
  if (failed(status))
    return failure();
  func::ReturnOp::create(b, a.fn.getLoc(), values);
  marker->erase();
  return success();
}

} // namespace

FailureOr<PipelineResult> splitPipelineStages(func::FuncOp fn, MeshOp mesh,
                                              const PipelineConfig &config) {
  Analysis a(fn, mesh, config);
  a.mbAxis = cast<StringAttr>(mesh.getAxisNames()[0]).getValue().str();
  a.numMicrobatches = config.microbatches;
  if (config.stages < 1)
    return fn.emitError() << "a pipeline needs at least 1 stage";
  if (failed(a.readLayouts()) || failed(a.classify()))
    return failure();
  if (FailureOr<ProgramCost> cost = costFunction(fn, mesh); succeeded(cost))
    for (const OpCost &c : cost->ops) {
      double t = c.computeSeconds;
      for (const CollectiveCost &x : c.collectives)
        t += x.seconds;
      a.seconds[c.op] += t;
    }
  a.priceMicrobatchWork();
  a.assignPhases();
  if (failed(a.assignStages()))
    return failure();
  {
    double transfer;
    for (PipelineStage &stage : a.timedStages(transfer))
      a.slots.push_back(std::move(stage.slots));
  }

  PipelineResult result;
  result.balancedCutSeconds = a.balancedCutSeconds;
  result.chosenCutSeconds = a.chosenCutSeconds;
  for (Operation *op : a.ops)
    if (a.kind.lookup(op) == Kind::Prologue)
      ++result.wholeBatchOps;
  result.upFrontSeconds = a.upFrontSeconds();
  std::map<std::tuple<void *, int, unsigned>, int64_t> tags;
  OpBuilder top(fn);
  top.setInsertionPointAfter(fn);
  SmallVector<Type> argTypes;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto type = cast<RankedTensorType>(fn.getArgumentTypes()[i]);
    int dim = a.argSplitDim[i];
    if (dim < 0) {
      argTypes.push_back(type);
      continue;
    }
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] *= a.numMicrobatches;
    argTypes.push_back(type.clone(shape));
  }
  for (unsigned s = 0; s < config.stages; ++s) {
    PipelineStage info;
    info.entry = (fn.getSymName() + "__stage" + Twine(s)).str();
    SmallVector<Type> resultTypes;
    for (unsigned i = 0; i < fn.getNumResults(); ++i) {
      if (a.resultStage[i] != s)
        continue;
      info.outputs.push_back(i);
      auto type = cast<RankedTensorType>(fn.getResultTypes()[i]);
      SmallVector<int64_t> shape(type.getShape());
      if (a.resultSplitDim[i] >= 0)
        shape[a.resultSplitDim[i]] *= a.numMicrobatches;
      resultTypes.push_back(type.clone(shape));
    }
    auto stageFn =
        func::FuncOp::create(top, fn.getLoc(), info.entry,
                             top.getFunctionType(argTypes, resultTypes));
    top.setInsertionPointAfter(stageFn);
    StageWriter writer(a, s, stageFn, tags, info);
    if (failed(writer.write()))
      return failure();
    // Only the arguments it reads; names and in-place updates follow.
    llvm::BitVector unused(fn.getNumArguments());
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      if (stageFn.getArgument(i).use_empty())
        unused.set(i);
      else
        info.inputs.push_back(i);
    }
    for (unsigned i = 0; i < fn.getNumArguments(); ++i)
      if (auto name = fn.getArgAttr(i, "cleave.name"))
        stageFn.setArgAttr(i, "cleave.name", name);
    for (auto [local, global] : llvm::enumerate(info.outputs)) {
      if (auto name = fn.getResultAttr(global, "cleave.name"))
        stageFn.setResultAttr(local, "cleave.name", name);
      auto updates =
          fn.getResultAttrOfType<IntegerAttr>(global, "cleave.updates");
      if (!updates)
        continue;
      auto it = llvm::find(info.inputs, unsigned(updates.getInt()));
      if (it != info.inputs.end())
        stageFn.setResultAttr(
            local, "cleave.updates",
            top.getI64IntegerAttr(int64_t(it - info.inputs.begin())));
    }
    if (failed(stageFn.eraseArguments(unused)))
      return failure();
    result.stages.push_back(std::move(info));
  }
  // MPI guarantees tags up to 32767.
  if (tags.size() > 32767)
    return fn.emitError() << "the pipeline needs " << tags.size()
                          << " messages per step; at most 32767 can be tagged";
  return result;
}

} // namespace cleave
