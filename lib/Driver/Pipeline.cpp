//===- Pipeline.cpp - Partitioning a program into pipeline stages ---------===//
//
// The mesh's first axis (the pipeline axis, one device per stage) is
// renamed and resized to the microbatch axis, the batch arguments are split
// over it, and the usual search and partitioner run: data parallelism over
// that axis is exactly microbatching (a sum over it is gradient
// accumulation), and the other axes get their intra-operator plan as any
// program does. The cost model prices the axis as time, not devices (a sum
// over it is free, anything else impossible), so the search keeps the batch
// split on it. Then the step is cut into stages and the mesh gets its
// pipeline axis back.
//
//===----------------------------------------------------------------------===//

#include "Pipeline.h"
#include "MemoryFit.h"
#include "UpdatePairs.h"
#include "VerifyOnce.h"
#include "cleave/Analysis/ShardingState.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/DevicePeak.h"
#include "cleave/Target/InputFacts.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/PipelineStages.h"
#include "cleave/Transforms/Rematerialize.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SetVector.h"

#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

using namespace mlir;

namespace cleave {

/// Whether some stage's weight-gradient slot does not follow its backward
/// slot (assignScheduleSlots placed it by time).
static bool
hasDeferredWeightGradients(const std::vector<PipelineStage> &stages) {
  for (const PipelineStage &stage : stages)
    for (size_t i = 0; i < stage.slots.size(); ++i)
      if (stage.slots[i].phase == PipelineSlot::WeightGradient &&
          (i == 0 || stage.slots[i - 1].phase != PipelineSlot::Backward ||
           stage.slots[i - 1].microbatch != stage.slots[i].microbatch))
        return true;
  return false;
}

/// The tensor on the execution mesh: the microbatch axis (index 0, which
/// the pipeline axis takes over) no longer splits or sums it; a stage holds
/// every microbatch of what it was split over.
static void dropMicrobatchAxis(TensorSpec &spec, int64_t microbatches) {
  std::vector<std::vector<unsigned>> dims = spec.sharding.getAllDimAxes();
  for (unsigned d = 0; d < dims.size(); ++d) {
    auto it = llvm::find(dims[d], 0u);
    if (it == dims[d].end())
      continue;
    dims[d].erase(it);
    spec.localShape[d] *= microbatches;
  }
  std::vector<unsigned> partial = spec.sharding.getPartialAxes();
  llvm::erase(partial, 0u);
  spec.sharding =
      TensorSharding(std::move(dims), std::move(partial),
                     spec.sharding.getPartialKind(), spec.sharding.getUneven());
}

FailureOr<PipelineSettings>
settlePipelineSettings(ModuleOp module, const PipelineSettings &pipe) {
  PipelineSettings settled = pipe;
  if (pipe.stages || pipe.chooseStages)
    return settled;
  if (pipe.microbatches > 1 || pipe.chooseMicrobatches) {
    settled.stages = 1;
    return settled;
  }
  // One microbatch on one stage is the program as it is: batch arguments
  // alone ask for nothing (the review found them building a 1 x 1
  // "pipeline").
  if (!pipe.batchArguments.empty())
    return emitError(module.getLoc()) << "batch arguments need microbatches "
                                         "(or a pipeline) to be cut into";
  return settled;
}

/// The modeled step of `program`'s stages: the simulated schedule, the
/// work the busiest stage runs before it, and one call of a stage's entry
/// per rank.
static PipelineTiming timePipeline(const PipelinedProgram &program,
                                   MeshOp mesh) {
  PipelineTiming timing =
      simulatePipeline(program.pipeline.stages, program.transferSeconds);
  timing.stepSeconds += program.pipeline.upFrontSeconds;
  if (DeviceAttr device = mesh.getDeviceAttr())
    timing.stepSeconds += device.getCallOverheadSeconds();
  return timing;
}

/// Recomputing inside the stages over the budget, as the memory fit does
/// for one program (rounds of rematerialize with the liveness target
/// lowered by what the replay is over), on each such stage's entry whole:
/// the shorter schedule's replay cannot carry the decisions, so from here
/// the stages replay whole. The recomputed ops run in backward slots; their
/// modeled time is spread over the stage's microbatches and the schedule
/// simulated again. Host offload does not run here (a stage's arguments
/// are the manifest's; its entries would have to say where each lives).
static LogicalResult recomputeInStages(ModuleOp module,
                                       PipelinedProgram &program,
                                       const SearchSettings &settings,
                                       MeshOp mesh) {
  FailureOr<std::vector<double>> peaks =
      predictStagePeaks(module, program, settings);
  if (failed(peaks))
    return failure();
  double budget = settings.memoryBudgetBytes;
  if (llvm::all_of(*peaks, [&](double peak) { return peak <= budget; }))
    return success();
  program.peakReplay = OwningOpRef<ModuleOp>();
  program.replayedMicrobatches = 0;
  unsigned microbatches = std::max(1u, settings.pipeline.microbatches);
  bool changed = false;
  for (auto [s, stage] : llvm::enumerate(program.pipeline.stages)) {
    double peak = (*peaks)[s];
    auto fn = module.lookupSymbol<func::FuncOp>(stage.entry);
    if (peak <= budget || !fn || !isReplayable(fn))
      continue;
    settings.report("recomputing values inside pipeline stages");
    // The whole stage, not its shorter schedule.
    FailureOr<DevicePeak> whole = predictDevicePeak(module, stage.entry);
    if (failed(whole))
      return failure();
    peak = double(whole->peakBytes);
    // The recomputation's model of the stage is not its replay: asked for
    // the replay's excess alone, it could stop short every round (a GPT-2
    // stage met 300000 bytes but not 690000: it got down to 527312 only
    // when asked for more). Each round that still does not fit asks for
    // twice the excess. A round is kept only if the replay's peak went
    // down: what the liveness model frees is not always where the replay
    // peaks, and a LLaMA stage recomputing 30 values rose from 243516 to
    // 258868 bytes (sweep 24) and was refused over a budget it had met
    // but for 516 bytes.
    func::FuncOp kept = fn.clone();
    for (int round = 0; round < 8 && peak > budget; ++round) {
      double live = rematerialize(fn, mesh.getDeviceAttr(),
                                  std::numeric_limits<double>::infinity())
                        .peakAfterBytes;
      double excess = (peak - budget) * double(1u << round);
      RematerializationResult r =
          rematerialize(fn, mesh.getDeviceAttr(), live - excess);
      if (r.values.empty())
        break;
      FailureOr<DevicePeak> replay = predictDevicePeak(module, stage.entry);
      if (failed(replay)) {
        kept.erase();
        return failure();
      }
      if (double(replay->peakBytes) >= peak) {
        fn.getBody().takeBody(kept.getBody());
        kept.erase();
        kept = fn.clone();
        continue;
      }
      peak = double(replay->peakBytes);
      changed = true;
      for (const RecomputedValue &v : r.values)
        stage.backwardSeconds += v.seconds / microbatches;
      recordRecomputedValues(module, r.values);
      kept.erase();
      kept = fn.clone();
    }
    kept.erase();
  }
  if (changed)
    program.timing = timePipeline(program, mesh);
  return success();
}

/// Each op of `module` with its copy in `twin`, a clone that a propagation
/// annotated (it adds attributes, never ops).
static FailureOr<std::vector<std::pair<Operation *, Operation *>>>
pairWithTwin(ModuleOp module, ModuleOp twin) {
  std::vector<std::pair<Operation *, Operation *>> pairs;
  module.walk([&](Operation *op) { pairs.push_back({op, nullptr}); });
  size_t i = 0;
  WalkResult walked = twin.walk([&](Operation *op) {
    if (i == pairs.size())
      return WalkResult::interrupt();
    pairs[i++].second = op;
    return WalkResult::advance();
  });
  if (walked.wasInterrupted() || i != pairs.size())
    return emitError(module.getLoc())
           << "internal error: propagation changed the program's ops";
  return pairs;
}

FailureOr<PipelinedProgram>
pipelineProgram(ModuleOp module, const SearchSettings &settings, Target target,
                const MeshOptions &meshOptions, StringRef entryName,
                llvm::function_ref<void(ModuleOp)> inspect,
                PipelineBuild build) {
  bool modelOnly = build == PipelineBuild::Modeled;
  const PipelineSettings &pipe = settings.pipeline;
  MLIRContext *ctx = module.getContext();
  if (target != Target::Cpu)
    return emitError(module.getLoc())
           << (pipe.stages == 1
                   ? "gradient accumulation (microbatches on one stage) runs "
                     "on the CPU target for now (it is built as a pipeline, "
                     "whose stage programs are not on the CUDA target yet)"
                   : "pipelined programs run on the CPU target for now (their "
                     "point-to-point messages are not on NCCL yet)");
  if (pipe.microbatches < 1)
    return emitError(module.getLoc()) << "the microbatch count must be >= 1";
  FailureOr<MeshOp> found = getTheMesh(module, "pipelining");
  if (failed(found))
    return failure();
  MeshOp mesh = *found;
  if (!mesh)
    return emitError(module.getLoc())
           << "a pipeline of " << pipe.stages
           << " stages runs along the first axis of a mesh; the program has "
              "none (give --mesh)";
  // Other stage counts than the first axis's size re-factor the mesh.
  if (failed(setStageMesh(mesh, pipe.stages, meshOptions, target)))
    return failure();
  FailureOr<func::FuncOp> entry = findEntry(module, entryName);
  if (failed(entry))
    return failure();
  // A training step given no updates is cut as inference: every op its
  // results read is forward, and the schedule has no backward to overlap
  // (GPT-2's AdamW step: "backward 0" on both stages, modeled 963 us
  // against 720 us unpipelined).
  if (!modelOnly &&
      llvm::none_of(llvm::seq(entry->getNumResults()), [&](unsigned r) {
        return entry->getResultAttr(r, "cleave.updates");
      })) {
    std::vector<std::pair<unsigned, unsigned>> state = getInOrderRun(*entry);
    if (state.size() >= 2)
      emitWarning(entry->getLoc())
          << "pipelining @" << entry->getSymName()
          << " as a program without training state: if results "
          << state.front().first << " to " << state.back().first
          << " are the next values of arguments 0 to " << state.size() - 1
          << " (their types are), say so (--update auto): without, every "
             "op is forward and no backward overlaps it";
  }
  std::string fnName = entry->getSymName().str();
  // What integer inputs index and which float inputs reach a square root,
  // read before the rewrites below hide it.
  InputFacts inputFacts = readInputFacts(*entry);

  // The batch: arguments no result updates, cut on dimension 0.
  llvm::SmallBitVector updated(entry->getNumArguments());
  for (unsigned r = 0; r < entry->getNumResults(); ++r)
    if (auto a = entry->getResultAttrOfType<IntegerAttr>(r, "cleave.updates"))
      updated.set(a.getInt());
  PipelineConfig config;
  config.stages = pipe.stages;
  config.microbatches = pipe.microbatches;
  config.schedule = pipe.schedule;
  config.pipelineAxis =
      cast<StringAttr>(mesh.getAxisNames()[0]).getValue().str();
  // Exporters put inputs after parameters: the batch size is the first
  // dimension of the last argument that carries one.
  auto batchable = [&](unsigned i) -> RankedTensorType {
    auto type = dyn_cast<RankedTensorType>(entry->getArgumentTypes()[i]);
    if (updated.test(i) || !type || type.getRank() == 0 || type.isDynamicDim(0))
      return {};
    return type;
  };
  // The seed: the arguments the caller names, or the last batchable one.
  llvm::SmallBitVector seeds(entry->getNumArguments());
  for (const std::string &name : pipe.batchArguments) {
    std::optional<unsigned> index;
    for (unsigned i = 0; i < entry->getNumArguments(); ++i) {
      auto n = entry->getArgAttrOfType<StringAttr>(i, "cleave.name");
      if ((n && n.getValue() == name) || name == "arg" + std::to_string(i))
        index = i;
    }
    if (!index)
      return emitError(entry->getLoc())
             << "the batch argument '" << name << "' is not an argument of @"
             << entry->getSymName()
             << " (its cleave.name or argN, N from 0; MLIR does not keep "
                "the %names of the source)";
    if (!batchable(*index))
      return emitError(entry->getArgument(*index).getLoc())
             << "the batch argument '" << name
             << "' must be a tensor with a static first dimension that no "
                "result updates";
    seeds.set(*index);
  }
  int64_t batch = 0;
  bool defaultSeed = seeds.none();
  auto checkBatchArgument = [&](unsigned i) -> LogicalResult {
    auto type = cast<RankedTensorType>(entry->getArgumentTypes()[i]);
    if (type.getDimSize(0) % pipe.microbatches != 0) {
      // Named as the user knows it (cleave.torch names "batch1"), with
      // the batch size, not only the argument's position and type.
      InFlightDiagnostic diag = emitError(entry->getArgument(i).getLoc());
      diag << "argument " << i;
      if (auto named = entry->getArgAttrOfType<StringAttr>(i, "cleave.name"))
        diag << " ('" << named.getValue() << "')";
      return diag << " carries the batch, of " << type.getDimSize(0)
                  << " along its first dimension, which does not divide into "
                  << pipe.microbatches << " microbatches: choose a count "
                  << "that divides it";
    }
    if (entry->getArgAttr(i, "cleave.sharding"))
      return emitError(entry->getArgument(i).getLoc())
             << "argument " << i
             << " carries the batch, which the pipeline cuts into "
                "microbatches; it cannot also have a required sharding";
    return success();
  };
  for (unsigned i : seeds.set_bits())
    if (failed(checkBatchArgument(i)))
      return failure();

  // The microbatch axis in place of the pipeline axis.
  std::string mbAxis = "microbatch";
  while (mesh.getAxisIndex(mbAxis))
    mbAxis += "_";
  SmallVector<Attribute> names(mesh.getAxisNames().begin(),
                               mesh.getAxisNames().end());
  SmallVector<int64_t> shape(mesh.getShape());
  names[0] = StringAttr::get(ctx, mbAxis);
  shape[0] = pipe.microbatches;
  mesh.setAxisNamesAttr(ArrayAttr::get(ctx, names));
  mesh.setShape(shape);
  mesh->setAttr(kMicrobatchAxisAttr, StringAttr::get(ctx, mbAxis));
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  auto batchLayout = [&](Type t) {
    SmallVector<SmallVector<StringAttr>> dims(
        cast<RankedTensorType>(t).getRank());
    dims[0].push_back(StringAttr::get(ctx, mbAxis));
    return ShardingAttr::get(ctx, meshRef, dims);
  };
  auto splitOnBatch = [&](unsigned i) {
    entry->setArgAttr(i, "cleave.sharding",
                      batchLayout(entry->getArgumentTypes()[i]));
    config.batchArguments.push_back(i);
  };
  // Propagation over the microbatch axis must read the program as data
  // parallelism and nothing else: an argument outside the batch (training
  // state above all) and the training state it returns stay whole. Left
  // free, propagation carried the axis from BART's updated biases back into
  // their gradients' hidden dimension, and the view before it resharded the
  // batch there (an all_to_all over microbatches, which time cannot run).
  auto wholeOutsideBatch = [&](func::FuncOp fn,
                               const llvm::SmallBitVector &batchLike) {
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      auto type = dyn_cast<RankedTensorType>(fn.getArgumentTypes()[i]);
      if (type && !batchLike.test(i) && !fn.getArgAttr(i, "cleave.sharding"))
        fn.setArgAttr(i, "cleave.sharding",
                      ShardingAttr::get(ctx, meshRef,
                                        SmallVector<SmallVector<StringAttr>>(
                                            type.getRank())));
    }
    for (unsigned r = 0; r < fn.getNumResults(); ++r) {
      auto type = dyn_cast<RankedTensorType>(fn.getResultTypes()[r]);
      if (type && fn.getResultAttr(r, "cleave.updates") &&
          !fn.getResultAttr(r, "cleave.sharding"))
        fn.setResultAttr(r, "cleave.sharding",
                         ShardingAttr::get(ctx, meshRef,
                                           SmallVector<SmallVector<StringAttr>>(
                                               type.getRank())));
    }
  };

  PassManager prepare(ctx);
  addGlobalPreparation(prepare);
  // Scatters as loops, as before they had a rule: split over microbatches,
  // the position embedding's gradient (a select of a sum over the batch)
  // would read a sum over microbatches, and the stages would run the
  // whole forward up front (docs/design.md, "Pipeline parallelism").
  prepare.addPass(createCleaveLowerTMTensor());
  if (failed(runVerifyingOnce(prepare, module)))
    return failure();

  // A copy of the program with the microbatch axis propagated forward from
  // the arguments in `split` (cut on their first dimension where the
  // program does not already), every other argument and the training
  // state whole: data parallelism over microbatches and nothing else.
  auto propagateForward = [&](const llvm::SmallBitVector &split)
      -> FailureOr<OwningOpRef<ModuleOp>> {
    OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
    FailureOr<func::FuncOp> twin = findEntry(*copy, fnName);
    if (failed(twin))
      return failure();
    for (unsigned i : split.set_bits())
      if (!twin->getArgAttr(i, "cleave.sharding"))
        twin->setArgAttr(i, "cleave.sharding",
                         batchLayout(twin->getArgumentTypes()[i]));
    wholeOutsideBatch(*twin, split);
    PassManager propagate(ctx);
    propagate.addPass(createCleavePropagate({/*forwardOnly=*/true}));
    if (failed(runVerifyingOnce(propagate, *copy)))
      return failure();
    return copy;
  };
  auto loopsOnMicrobatches = [&](ArrayAttr loops) {
    SmallVector<bool> mask;
    for (Attribute axes : loops)
      mask.push_back(llvm::any_of(cast<ArrayAttr>(axes), [&](Attribute x) {
        return cast<StringAttr>(x).getValue() == mbAxis;
      }));
    return mask;
  };

  // Without names, the seed is, of the last few arguments no result
  // updates (exporters put inputs last), the one whose first dimension the
  // most ops loop over as data parallelism would, the later one on a tie.
  // A loss's class weights after the labels are read by one broadcast
  // over classes: taken as the batch, the pipeline cut the classes into
  // "microbatches", one forward op per stage.
  auto loopsSplit = [&](unsigned i) -> FailureOr<unsigned> {
    llvm::SmallBitVector alone(entry->getNumArguments());
    alone.set(i);
    FailureOr<OwningOpRef<ModuleOp>> copy = propagateForward(alone);
    if (failed(copy))
      return failure();
    unsigned count = 0;
    (*copy)->walk([&](Operation *op) {
      if (auto loops = op->getAttrOfType<ArrayAttr>("cleave.loops"))
        count += llvm::is_contained(loopsOnMicrobatches(loops), true);
    });
    return count;
  };
  constexpr unsigned kSeedCandidates = 4;
  SmallVector<unsigned> candidates;
  for (unsigned i = entry->getNumArguments();
       defaultSeed && i-- > 0 && candidates.size() < kSeedCandidates;)
    if (batchable(i))
      candidates.push_back(i);
  // One candidate needs no propagation: it is the batch or there is none.
  std::optional<unsigned> seed;
  if (candidates.size() == 1) {
    seed = candidates.front();
  } else {
    unsigned mostSplit = 0;
    for (unsigned i : candidates) {
      FailureOr<unsigned> split = loopsSplit(i);
      if (failed(split))
        return failure();
      if (*split > mostSplit) {
        mostSplit = *split;
        seed = i;
      }
    }
  }
  if (seed) {
    batch = batchable(*seed).getDimSize(0);
    seeds.set(*seed);
  }
  if (seeds.none())
    return emitError(entry->getLoc())
           << "pipelining needs a batch to cut into microbatches: an "
              "argument that no result updates (`--update`) whose first "
              "dimension an op loops over (the last such one, unless "
              "`--batch` names them)";
  for (unsigned i : seeds.set_bits())
    if (defaultSeed && failed(checkBatchArgument(i)))
      return failure();
  for (unsigned i : seeds.set_bits())
    splitOnBatch(i);

  // A batch moved off the leading dimension (seq-first models: an LSTM with
  // batch_first transposes (batch, seq) to (seq, batch) and collapses both
  // into the rows of a linear layer) is the minor factor of the rows, which
  // no block layout splits: the microbatch axis stopped at the collapse, the
  // whole forward ran before the schedule, and the inputs were not found to
  // be one batch. Such collapses are pushed into their consumers' loops
  // (cleave-expand-marked-collapses), found by propagating the batch
  // forward, a few rounds while new ones show up behind the last.
  {
    llvm::SmallBitVector batchLike = seeds;
    if (pipe.batchArguments.empty())
      for (unsigned i = 0; i < entry->getNumArguments(); ++i)
        if (RankedTensorType type = batchable(i))
          if (type.getDimSize(0) == batch)
            batchLike.set(i);
    // One round per layer the batch reaches through such a collapse.
    for (int round = 0; round < 64; ++round) {
      FailureOr<OwningOpRef<ModuleOp>> propagated = propagateForward(batchLike);
      if (failed(propagated))
        return failure();
      OwningOpRef<ModuleOp> copy = std::move(*propagated);
      FailureOr<MeshOp> twinMesh = getTheMesh(*copy, "pipelining");
      if (failed(twinMesh) || !*twinMesh)
        return failure();
      ShardingState state(*twinMesh);
      auto carriesBatch = [&](Value v) {
        std::optional<TensorSharding> s = state.getProducerSharding(v);
        return s && !s->isPartial() && s->getSplitDimOfAxis(0) >= 0;
      };
      FailureOr<std::vector<std::pair<Operation *, Operation *>>> pairs =
          pairWithTwin(module, *copy);
      if (failed(pairs))
        return failure();
      bool marked = false;
      for (auto [op, twinOp] : *pairs) {
        // A collapse that loses the batch, or a concatenation of pieces
        // split on it (an RNN's states over time, which becomes a collapse).
        bool losesBatch = false;
        if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(twinOp))
          losesBatch = carriesBatch(collapse.getSrc()) &&
                       llvm::any_of(op->getUsers(), [](Operation *u) {
                         return isa<linalg::LinalgOp>(u);
                       });
        else if (auto concat = dyn_cast<tensor::ConcatOp>(twinOp))
          losesBatch = llvm::any_of(concat.getInputs(), carriesBatch);
        if (!losesBatch || carriesBatch(twinOp->getResult(0)))
          continue;
        op->setAttr("cleave.expand_into_consumers", UnitAttr::get(ctx));
        marked = true;
      }
      if (!marked)
        break;
      // Stops where the marked collapses' consumers cannot take them.
      OperationFingerPrint before(module);
      PassManager expand(ctx);
      expand.addPass(createCleaveExpandMarkedCollapses());
      if (failed(runVerifyingOnce(expand, module)))
        return failure();
      if (OperationFingerPrint(module) == before)
        break;
    }
  }
  // Without names, the other arguments of the batch's size join the seed
  // where the batch's data flow connects them: propagated from one alone
  // (the rest whole), the other's consumers split its first dimension over the
  // microbatch axis (the input ids reach the labels at the loss). A
  // parameter whose first dimension only happens to be the batch size
  // (BERT's two token-type embeddings at batch 2) is read by index or by a
  // contraction: its first dimension is no loop the batch's is, and cut
  // into microbatches it would be a sum over them.
  if (pipe.batchArguments.empty()) {
    SmallVector<unsigned> candidates;
    llvm::SmallBitVector candidateBits(entry->getNumArguments());
    for (unsigned i = 0; i < entry->getNumArguments(); ++i)
      if (RankedTensorType type = batchable(i))
        if (type.getDimSize(0) == batch) {
          candidates.push_back(i);
          candidateBits.set(i);
        }
    // reaches[c][d]: forward from candidate c alone reaches d as a batch.
    std::vector<llvm::SmallBitVector> reaches;
    for (unsigned c : candidates) {
      reaches.emplace_back(entry->getNumArguments());
      if (candidates.size() == 1)
        break;
      OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
      FailureOr<func::FuncOp> found = findEntry(*copy, fnName);
      if (failed(found))
        return failure();
      func::FuncOp twin = *found;
      for (unsigned d : candidates)
        twin.removeArgAttr(d, "cleave.sharding");
      twin.setArgAttr(c, "cleave.sharding",
                      batchLayout(twin.getArgumentTypes()[c]));
      wholeOutsideBatch(twin, candidateBits);
      // Both ways: labels meet the batch only at the loss, through a view.
      PassManager propagate(ctx);
      propagate.addPass(createCleavePropagate());
      if (failed(runVerifyingOnce(propagate, *copy)))
        return failure();
      for (unsigned d : candidates) {
        auto got = twin.getArgAttrOfType<ShardingAttr>(d, "cleave.sharding");
        if (d != c && got && !got.isPartial() &&
            llvm::is_contained(got.getAxesOfDim(0), StringRef(mbAxis)))
          reaches.back().set(d);
      }
    }
    // The seed's component, edges either way.
    llvm::SmallBitVector joined = seeds;
    for (bool grew = true; grew;) {
      grew = false;
      for (auto [k, c] : llvm::enumerate(candidates))
        for (unsigned d : candidates)
          if (joined.test(c) != joined.test(d) &&
              (reaches[k].test(d) ||
               reaches[llvm::find(candidates, d) - candidates.begin()].test(
                   c))) {
            joined.set(c);
            joined.set(d);
            grew = true;
          }
    }
    for (unsigned d : candidates)
      if (joined.test(d) && !seeds.test(d)) {
        if (failed(checkBatchArgument(d)))
          return failure();
        splitOnBatch(d);
      }
    llvm::sort(config.batchArguments);
  }

  // Data parallelism over the microbatch axis, as propagation from the
  // batch gives it, tells the search which loops of each op the axis
  // splits: exactly what microbatching computes.
  {
    llvm::SmallBitVector batchLike(entry->getNumArguments());
    for (unsigned i : config.batchArguments)
      batchLike.set(i);
    FailureOr<OwningOpRef<ModuleOp>> dataParallel = propagateForward(batchLike);
    if (failed(dataParallel))
      return failure();
    FailureOr<std::vector<std::pair<Operation *, Operation *>>> pairs =
        pairWithTwin(module, **dataParallel);
    if (failed(pairs))
      return failure();
    for (auto [op, twin] : *pairs) {
      auto loops = twin->getAttrOfType<ArrayAttr>("cleave.loops");
      if (!loops)
        continue;
      SmallVector<bool> mask = loopsOnMicrobatches(loops);
      if (llvm::is_contained(mask, true))
        op->setAttr(kMicrobatchLoopsAttr, DenseBoolArrayAttr::get(ctx, mask));
    }
  }

  SearchSettings partition = settings;
  partition.pipeline = PipelineSettings();
  partition.completion = Completion::Search;
  partition.hostOffload = false;
  // Nor is its peak what a stage holds: each stage's replayed peak is held
  // to the budget after the cut (checkStagesFit, after recomputing inside
  // the stages). The search gets the capacity of the stages' devices
  // together (each stage holds about its share of the step), so that it
  // does not refuse a program that fits only cut.
  partition.memoryBudgetBytes =
      mesh.getDeviceAttr() ? mesh.getDeviceAttr().getMemoryBytes() * pipe.stages
                           : 0;
  // The program over the microbatch axis is not what a stage holds: each
  // stage's own peak is predicted after the cut (planPipelined).
  partition.replayPeak = false;
  PipelinedProgram result;
  FailureOr<std::optional<SearchStatistics>> stats =
      partitionProgram(module, partition, target, meshOptions, inspect);
  if (failed(stats))
    return failure();
  result.search = *stats;
  // The search's winner replaced the module's ops.
  found = getTheMesh(module, "pipelining");
  if (failed(found) || !*found)
    return failure();
  mesh = *found;
  entry = findEntry(module, fnName);
  if (failed(entry))
    return failure();
  module.walk([](Operation *op) { op->removeAttr(kMicrobatchLoopsAttr); });
  FailureOr<Manifest> manifest = buildManifest(module, *entry);
  if (failed(manifest))
    return failure();

  // One microbatch's messages over the pipeline axis's link: what the cut
  // is chosen with, and what the schedule is priced with.
  if (ArrayAttr links = mesh.getLinksAttr()) {
    auto link = cast<LinkAttr>(links[0]).getForKind("send");
    config.transferSeconds = [link](double bytes) {
      return collectiveSeconds("send", 2, bytes, link.getLatencySeconds(),
                               link.getBandwidthBytesPerSecond());
    };
  }
  // The memory replay's copy: the same step with a schedule only as long
  // as its steady state (1F1B holds at most p-s microbatches), cut below.
  OwningOpRef<ModuleOp> replay;
  unsigned steadyState = pipe.stages + 1;
  if (settings.replayPeak && !modelOnly &&
      pipe.schedule != PipelineSchedule::GPipe &&
      pipe.microbatches > steadyState)
    replay = cast<ModuleOp>(module->clone());
  // Only the modeled step is wanted: one microbatch's ops written.
  if (modelOnly)
    config.scheduledMicrobatches = 1;

  settings.report("cutting into pipeline stages");
  FailureOr<PipelineResult> stages = splitPipelineStages(*entry, mesh, config);
  if (failed(stages))
    return failure();
  result.pipeline = std::move(*stages);
  // Said where it is built for use: a cut that leaves a stage almost no
  // forward work is nearly no pipeline (messages cost more than they
  // overlap there), though printed as one.
  if (!modelOnly) {
    unsigned total = 0;
    for (const PipelineStage &s : result.pipeline.stages)
      total += s.forwardOps;
    for (auto [i, s] : llvm::enumerate(result.pipeline.stages))
      if (s.forwardOps * 4 * result.pipeline.stages.size() < total) {
        emitRemark(module.getLoc())
            << "pipelining: stage " << i << " runs " << s.forwardOps
            << " of the " << total
            << " forward ops, where the cut models the fastest schedule: "
               "this is nearly no pipeline (`--pipeline auto` compares it "
               "with none)";
        break;
      }
  }
  if (config.transferSeconds) {
    double bytes = 0;
    for (const PipelineStage &s : result.pipeline.stages)
      bytes = std::max(bytes, s.sendBytesPerMicrobatch);
    result.transferSeconds = config.transferSeconds(bytes);
  }
  result.timing = timePipeline(result, mesh);

  // Back to the execution mesh.
  names[0] = StringAttr::get(ctx, config.pipelineAxis);
  shape[0] = pipe.stages;
  auto restoreMesh = [&](MeshOp m) {
    m.setAxisNamesAttr(ArrayAttr::get(ctx, names));
    m.setShape(shape);
    m->removeAttr(kMicrobatchAxisAttr);
  };
  restoreMesh(mesh);
  entry->erase();
  for (TensorSpec &spec : manifest->inputs)
    dropMicrobatchAxis(spec, pipe.microbatches);
  addInputFacts(inputFacts, *manifest);
  for (TensorSpec &spec : manifest->outputs)
    dropMicrobatchAxis(spec, pipe.microbatches);
  manifest->mesh = getMeshShape(mesh);
  manifest->pipelineAxis = 0;
  for (const PipelineStage &s : result.pipeline.stages)
    manifest->stages.push_back(
        {s.entry, std::vector<int64_t>(s.inputs.begin(), s.inputs.end()),
         std::vector<int64_t>(s.outputs.begin(), s.outputs.end())});
  result.manifest = std::move(*manifest);

  if (modelOnly)
    return result;
  // Per stage function: they are cleaned up in parallel. The cut is
  // verified; the clean-up's upstream passes are not after each one (on
  // four 46k-op stages that was 0.5 s of the plan).
  PassManager cleanup(ctx);
  cleanup.enableVerifier(false);
  cleanup.addNestedPass<func::FuncOp>(createCanonicalizerPass());
  cleanup.addNestedPass<func::FuncOp>(createCSEPass());
  if (failed(verify(module)) ||
      (build == PipelineBuild::Program && failed(cleanup.run(module))))
    return failure();

  // Values made up front for every microbatch are held until each one's
  // slots, which a shorter schedule drops early: such stages replay whole.
  // So do stages whose weight gradients were placed by time: deferred ones
  // hold their microbatches' activations past any steady state.
  if (replay && result.pipeline.wholeBatchOps == 0 &&
      !hasDeferredWeightGradients(result.pipeline.stages)) {
    settings.report("cutting the memory replay's shorter schedule");
    PipelineConfig shorter = config;
    shorter.scheduledMicrobatches = steadyState;
    // Where the shorter schedule cannot be cut, the stages replay whole:
    // the step itself was cut above, so there is nothing to report.
    ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
    FailureOr<MeshOp> replayMesh = getTheMesh(*replay, "pipelining");
    FailureOr<func::FuncOp> replayEntry = findEntry(*replay, fnName);
    if (succeeded(replayMesh) && *replayMesh && succeeded(replayEntry) &&
        succeeded(splitPipelineStages(*replayEntry, *replayMesh, shorter))) {
      restoreMesh(*replayMesh);
      replayEntry->erase();
      // Not cleaned up: bufferization begins with the same passes.
      if (succeeded(verify(*replay))) {
        result.peakReplay = std::move(replay);
        result.replayedMicrobatches = steadyState;
      }
    }
  }
  if (settings.memoryBudgetBytes > 0 &&
      (failed(recomputeInStages(module, result, settings, mesh)) ||
       failed(checkStagesFit(module, result, settings))))
    return failure();
  return result;
}

FailureOr<std::vector<double>>
predictStagePeaks(ModuleOp module, const PipelinedProgram &program,
                  const SearchSettings &settings) {
  FailureOr<MeshOp> mesh = getTheMesh(module, "pipelining");
  if (failed(mesh) || !*mesh)
    return failure();
  // The shorter schedule's stages when there are some (same peaks, less IR).
  ModuleOp replayed = program.peakReplay ? *program.peakReplay : module;
  std::vector<double> peaks;
  for (const PipelineStage &stage : program.pipeline.stages) {
    auto fn = replayed.lookupSymbol<func::FuncOp>(stage.entry);
    if (!fn)
      return emitError(module.getLoc())
             << "internal error: no stage entry @" << stage.entry;
    if (!isReplayable(fn)) {
      FailureOr<ProgramCost> cost =
          costFunction(module.lookupSymbol<func::FuncOp>(stage.entry), *mesh);
      if (failed(cost))
        return failure();
      peaks.push_back(cost->peakMemoryBytes);
      continue;
    }
    settings.report("bufferizing to predict each stage's device peak");
    FailureOr<DevicePeak> replay = predictDevicePeak(replayed, stage.entry);
    if (failed(replay))
      return failure();
    peaks.push_back(double(replay->peakBytes));
  }
  return peaks;
}

LogicalResult checkStagesFit(ModuleOp module, const PipelinedProgram &program,
                             const SearchSettings &settings,
                             bool deviceMemory) {
  FailureOr<std::vector<double>> peaks =
      predictStagePeaks(module, program, settings);
  if (failed(peaks))
    return failure();
  for (auto [s, peak] : llvm::enumerate(*peaks))
    if (peak > settings.memoryBudgetBytes)
      return emitError(module.getLoc())
             << "pipeline stage " << s << " (@"
             << program.pipeline.stages[s].entry << ", "
             << settings.pipeline.microbatches << " microbatches, "
             << getScheduleName(settings.pipeline.schedule) << ") needs "
             << int64_t(peak)
             << " bytes per device at its predicted peak, over "
             << describeBudget(settings.memoryBudgetBytes, deviceMemory)
             << " after recomputing what the stage can (host offload "
                "does not run inside pipeline stages yet): more microbatches "
                "(each smaller), more stages, a schedule holding fewer of "
                "them (1f1b, zb), or no pipeline may fit";
  return success();
}

/// One configuration's modeled step (or why it cannot be built), on
/// `module`, which it changes.
static void evaluateCandidate(ModuleOp module, const SearchSettings &settings,
                              Target target, const MeshOptions &meshOptions,
                              StringRef entryName, Plan::PipelineCandidate &c) {
  SearchSettings attempt = settings;
  attempt.pipeline.stages = c.stages;
  attempt.pipeline.microbatches = c.microbatches;
  attempt.progress = nullptr;
  // Under a budget the whole-mesh plan is fitted as compiling fits it (the
  // replay decides what to recompute or offload).
  attempt.replayPeak =
      !c.stages && settings.memoryBudgetBytes > 0 && settings.replayPeak;
  // Each configuration's own diagnostics would repeat the program's
  // remarks once per try; only why a try failed is kept.
  ScopedDiagnosticHandler quiet(module.getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && c.error.empty())
      c.error = d.str();
    return success();
  });
  if (c.stages) {
    FailureOr<PipelinedProgram> p =
        pipelineProgram(module, attempt, target, meshOptions, entryName,
                        /*inspect=*/nullptr, PipelineBuild::Modeled);
    if (succeeded(p)) {
      c.stepSeconds = p->timing.stepSeconds;
      c.bubbleFraction = p->timing.bubbleFraction;
    } else if (c.error.empty()) {
      c.error = "failed";
    }
    return;
  }
  FailureOr<std::optional<SearchStatistics>> stats =
      partitionProgram(module, attempt, target, meshOptions);
  // A plan over its budget is not a candidate (compiling would refuse it).
  if (succeeded(stats) && settings.memoryBudgetBytes > 0 &&
      failed(checkBudget(module, attempt)))
    stats = failure();
  FailureOr<func::FuncOp> entry = succeeded(stats)
                                      ? findEntry(module, entryName)
                                      : FailureOr<func::FuncOp>(failure());
  FailureOr<MeshOp> m = getTheMesh(module, "pipelining");
  FailureOr<ProgramCost> cost = succeeded(entry) && succeeded(m) && *m
                                    ? costFunction(*entry, *m)
                                    : FailureOr<ProgramCost>(failure());
  if (succeeded(cost))
    c.stepSeconds = cost->stepSeconds;
  else if (c.error.empty())
    c.error = "failed";
}

FailureOr<PipelineSettings>
choosePipeline(ModuleOp module, const SearchSettings &settings, Target target,
               const MeshOptions &meshOptions, StringRef entryName,
               std::vector<Plan::PipelineCandidate> *tried) {
  PipelineSettings chosen = settings.pipeline;
  chosen.chooseStages = chosen.chooseMicrobatches = false;
  FailureOr<MeshOp> mesh = getTheMesh(module, "pipelining");
  if (failed(mesh))
    return failure();
  std::vector<unsigned> stageCounts;
  if (settings.pipeline.chooseStages) {
    stageCounts.push_back(0);
    // Every sub-mesh shape the mesh re-factors into when its links can be
    // derived again; else stages along the first axis as it is.
    FailureOr<bool> refactor =
        *mesh ? canRefactorMesh(*mesh, meshOptions, target) : false;
    if (failed(refactor))
      return failure();
    // One stage (gradient accumulation) only lengthens the step; it is a
    // way to fit a budget.
    if (settings.memoryBudgetBytes > 0 &&
        (settings.pipeline.chooseMicrobatches ||
         settings.pipeline.microbatches > 1))
      stageCounts.push_back(1);
    if (*refactor)
      llvm::append_range(stageCounts, getStageCounts(mesh->getShape()));
    else if (*mesh && mesh->getShape()[0] >= 2)
      stageCounts.push_back(mesh->getShape()[0]);
    // Said once, not as every pipelined candidate's error.
    if (target != Target::Cpu && stageCounts.size() > 1) {
      emitRemark(module.getLoc())
          << "--pipeline auto: pipelined programs run on the CPU target for "
             "now; only the plan without a pipeline is considered";
      stageCounts.resize(1);
    }
  } else {
    // Microbatches to choose on one stage (`--microbatches auto` alone):
    // none, where accumulating does not pay or the batch divides into no
    // power of two, is a candidate too.
    if (settings.pipeline.stages == 1 && settings.pipeline.chooseMicrobatches)
      stageCounts.push_back(0);
    stageCounts.push_back(settings.pipeline.stages);
  }
  auto makeCandidate = [&](unsigned stages, unsigned microbatches) {
    Plan::PipelineCandidate c;
    c.stages = stages;
    c.microbatches = microbatches;
    if (*mesh) {
      std::optional<SmallVector<int64_t>> shape =
          stages ? getStageMeshShape(mesh->getShape(), stages)
                 : SmallVector<int64_t>(mesh->getShape());
      if (shape)
        c.mesh.assign(shape->begin(), shape->end());
    }
    return c;
  };

  // The configurations are independent programs: each is built in a context
  // of its own (diagnostics, uniquing and its passes' threads stay apart),
  // from the program as bytecode, and as many run at once as the context
  // has threads (one where the caller disabled threading).
  SearchSettings base = settings;
  base.pipeline = chosen;
  std::string bytecode;
  {
    llvm::raw_string_ostream os(bytecode);
    if (failed(writeBytecodeToFile(module, os)))
      return emitError(module.getLoc()) << "cannot copy the program";
  }
  MLIRContext *context = module.getContext();
  const DialectRegistry &registry = context->getDialectRegistry();
  auto evaluate = [&](Plan::PipelineCandidate &c) {
    MLIRContext own(registry, MLIRContext::Threading::DISABLED);
    own.loadAllAvailableDialects();
    OwningOpRef<ModuleOp> copy;
    {
      ScopedDiagnosticHandler keep(&own, [&](Diagnostic &d) {
        if (d.getSeverity() == DiagnosticSeverity::Error && c.error.empty())
          c.error = d.str();
        return success();
      });
      copy = parseSourceString<ModuleOp>(bytecode, &own);
    }
    if (!copy) {
      if (c.error.empty())
        c.error = "cannot copy the program";
      return;
    }
    evaluateCandidate(*copy, base, target, meshOptions, entryName, c);
  };
  // One chain per stage count (the search on the whole mesh is one too).
  // A stage count's step, modeled as the microbatches' work plus a bubble
  // that shrinks with more of them and per-microbatch costs (messages,
  // fixed op overheads, weights read again) that grow, is convex in the
  // count: the chain starts at the power of two nearest above four per
  // stage, doubles while the step shortens (until the batch no longer
  // divides), and else halves while it shortens. The counts below where it
  // started that it did not build are listed as skipped. Which ones a chain
  // builds does not depend on thread timing.
  std::vector<std::vector<Plan::PipelineCandidate>> chains(stageCounts.size());
  // `dropped` says, between builds, that a chain run speculatively turned
  // out to be one to skip: the rest is not built.
  auto runChain = [&](unsigned stages,
                      std::vector<Plan::PipelineCandidate> &out,
                      llvm::function_ref<bool()> dropped) {
    if (!stages || !settings.pipeline.chooseMicrobatches) {
      out.push_back(
          makeCandidate(stages, stages ? settings.pipeline.microbatches : 1));
      evaluate(out.back());
      return;
    }
    // Four microbatches per stage bound 1F1B's bubble near a fifth.
    unsigned start = 1;
    while (start < 4 * stages)
      start *= 2;
    auto better = [](const Plan::PipelineCandidate &x,
                     const Plan::PipelineCandidate &y) {
      return x.error.empty() &&
             (!y.error.empty() || x.stepSeconds < y.stepSeconds);
    };
    std::vector<Plan::PipelineCandidate> up;
    up.push_back(makeCandidate(stages, start));
    evaluate(up.back());
    for (unsigned m = start * 2; up.back().error.empty() && m <= (1u << 20);
         m *= 2) {
      if (dropped())
        return;
      Plan::PipelineCandidate c = makeCandidate(stages, m);
      evaluate(c);
      bool improved = better(c, up.back());
      // A count the batch does not divide ends the climb unlisted.
      if (!c.error.empty() && up.back().error.empty())
        break;
      up.push_back(std::move(c));
      if (!improved)
        break;
    }
    std::vector<Plan::PipelineCandidate> down;
    bool stop = up.size() >= 2 && better(up[1], up[0]);
    Plan::PipelineCandidate best = up.front();
    // One stage of one microbatch is the program without a pipeline.
    for (unsigned m = start / 2; m >= (stages == 1 ? 2u : 1u); m /= 2) {
      Plan::PipelineCandidate c = makeCandidate(stages, m);
      if (stop) {
        c.skipped = true;
        c.skipReason = "fewer microbatches only lengthen the step";
      } else {
        if (dropped())
          return;
        evaluate(c);
        // Past a count that could not be built (the batch does not divide
        // it), the halving goes on.
        stop = best.error.empty() && !better(c, best);
        if (better(c, best))
          best = c;
      }
      down.push_back(std::move(c));
    }
    for (auto it = down.rbegin(); it != down.rend(); ++it)
      out.push_back(std::move(*it));
    for (Plan::PipelineCandidate &c : up)
      out.push_back(std::move(c));
  };
  // The best step over stage counts is taken to be unimodal too (more
  // stages: less work and memory per device, more bubble and messages):
  // once a stage count's best step is no shorter than the one before it,
  // the larger counts are not built, except under a memory budget (on the
  // 96-layer step on h200-pod 2x8,
  // 16 stages after 8 lost to 4). Chains run as many at once as there are
  // threads, fewest stages first; one whose skip cannot be decided yet
  // (the counts before it still running) runs anyway, stops at its next
  // build once the skip is decided, and is dropped after if it should not
  // have run: which are listed never depends on timing.
  unsigned threads =
      context->isMultithreadingEnabled()
          ? std::min<unsigned>(chains.size(), context->getNumThreads())
          : 1;
  auto bestOf = [](const std::vector<Plan::PipelineCandidate> &chain) {
    double best = std::numeric_limits<double>::infinity();
    for (const Plan::PipelineCandidate &c : chain)
      if (c.error.empty() && !c.skipped)
        best = std::min(best, c.stepSeconds);
    return best;
  };
  std::mutex mutex;
  std::vector<char> finished(chains.size(), 0);
  // Whether chain `k` is past a stage count whose step grew; with `known`,
  // only from finished chains (no answer is "not yet"). A count none of
  // whose configurations was built says nothing. Under a memory budget
  // every count is built: the model-only steps compared here do not say
  // which stages fit, and more stages need less memory per device.
  bool skipStages =
      settings.pipeline.chooseStages && settings.memoryBudgetBytes <= 0;
  auto pastGrowth = [&](size_t k, bool known) {
    for (size_t j = 1; j < k && skipStages; ++j) {
      if (!stageCounts[j - 1])
        continue;
      if (known && (!finished[j - 1] || !finished[j]))
        return false;
      double step = bestOf(chains[j]);
      if (std::isfinite(step) && step >= bestOf(chains[j - 1]))
        return true;
    }
    return false;
  };
  std::atomic<size_t> next{0};
  auto work = [&]() {
    for (size_t n = next++; n < chains.size(); n = next++) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (pastGrowth(n, /*known=*/true)) {
          finished[n] = 1;
          continue;
        }
      }
      std::vector<Plan::PipelineCandidate> chain;
      runChain(stageCounts[n], chain, [&] {
        std::lock_guard<std::mutex> lock(mutex);
        return pastGrowth(n, /*known=*/true);
      });
      std::lock_guard<std::mutex> lock(mutex);
      chains[n] = std::move(chain);
      finished[n] = 1;
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t)
    pool.emplace_back(work);
  work();
  for (std::thread &t : pool)
    t.join();
  for (size_t k = 0; k < chains.size(); ++k) {
    if (!pastGrowth(k, /*known=*/false))
      continue;
    Plan::PipelineCandidate c = makeCandidate(stageCounts[k], 0);
    c.skipped = true;
    c.skipReason = "more stages only lengthen the step";
    chains[k] = {std::move(c)};
  }
  std::vector<Plan::PipelineCandidate> candidates;
  for (std::vector<Plan::PipelineCandidate> &chain : chains)
    for (Plan::PipelineCandidate &c : chain)
      candidates.push_back(std::move(c));
  // The replays ran in contexts that are gone now.
  forgetDevicePeaks();

  // Model-only candidates hold no stage's real peak: under a budget, from
  // the fastest down, each pipelined one is built whole, recomputing inside
  // its stages what they need to fit, and takes the step that costs; the
  // next is built too while its model-only step is below the fastest such
  // step so far (recomputing may make a faster candidate slower than one
  // that fits as it is). The plan on the whole mesh was fitted, or failed
  // to fit, in its own evaluation.
  if (settings.memoryBudgetBytes > 0) {
    std::vector<Plan::PipelineCandidate *> order;
    for (Plan::PipelineCandidate &c : candidates)
      if (c.error.empty() && !c.skipped)
        order.push_back(&c);
    llvm::stable_sort(order, [](const Plan::PipelineCandidate *x,
                                const Plan::PipelineCandidate *y) {
      return x->stepSeconds < y->stepSeconds;
    });
    double fastestBuilt = std::numeric_limits<double>::infinity();
    for (Plan::PipelineCandidate *c : order) {
      // (Ties are built too: the pick below may take either.)
      if (!c->stages || c->stepSeconds > fastestBuilt)
        break;
      SearchSettings whole = base;
      whole.pipeline.stages = c->stages;
      whole.pipeline.microbatches = c->microbatches;
      whole.progress = nullptr;
      MLIRContext own(registry, MLIRContext::Threading::DISABLED);
      own.loadAllAvailableDialects();
      ScopedDiagnosticHandler keep(&own, [&](Diagnostic &d) {
        if (d.getSeverity() == DiagnosticSeverity::Error && c->error.empty())
          c->error = d.str();
        return success();
      });
      OwningOpRef<ModuleOp> copy = parseSourceString<ModuleOp>(bytecode, &own);
      bool fits = false;
      if (copy) {
        FailureOr<PipelinedProgram> built =
            pipelineProgram(*copy, whole, target, meshOptions, entryName);
        if (succeeded(built)) {
          fits = true;
          c->stepSeconds = built->timing.stepSeconds;
          c->bubbleFraction = built->timing.bubbleFraction;
          fastestBuilt = std::min(fastestBuilt, c->stepSeconds);
        }
      }
      copy = nullptr;
      forgetDevicePeaks();
      if (!fits && c->error.empty())
        c->error = "failed";
    }
  }

  Plan::PipelineCandidate *best = nullptr;
  for (Plan::PipelineCandidate &c : candidates)
    if (c.error.empty() && !c.skipped &&
        (!best || c.stepSeconds < best->stepSeconds))
      best = &c;
  if (!best) {
    // One reason for every configuration (the mesh cannot hold the
    // stages, whatever the microbatches) is said once.
    llvm::SmallSetVector<StringRef, 4> reasons;
    for (const Plan::PipelineCandidate &c : candidates)
      if (!c.skipped)
        reasons.insert(c.error);
    if (reasons.size() == 1 && !reasons.front().empty())
      return emitError(module.getLoc()) << reasons.front();
    InFlightDiagnostic d = emitError(module.getLoc())
                           << "no pipeline configuration could be built:";
    for (const Plan::PipelineCandidate &c : candidates)
      d << " " << c.stages << " stages x " << c.microbatches
        << " microbatches: " << c.error << ";";
    return d;
  }
  best->chosen = true;
  chosen.stages = best->stages;
  chosen.microbatches = best->microbatches;
  // No pipeline: nothing is cut into microbatches.
  if (!chosen.stages)
    chosen.batchArguments.clear();
  if (tried)
    *tried = std::move(candidates);
  return chosen;
}

} // namespace cleave
