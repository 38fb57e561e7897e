//===- Pipeline.h - Partitioning a program into pipeline stages -*- C++ -*-===//
//
// The driver's pipeline path (docs/design.md, "Pipeline parallelism"): the
// mesh's first axis becomes a microbatch axis for the intra-operator
// search and the partitioner, then splitPipelineStages turns the
// partitioned step into one function per stage on the real mesh.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_PIPELINE_H
#define CLEAVE_LIB_DRIVER_PIPELINE_H

#include "cleave/Driver/Options.h"
#include "cleave/Driver/Results.h"
#include "cleave/Search/AutoShard.h"
#include "cleave/Target/Manifest.h"
#include "cleave/Transforms/PipelineSchedule.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <optional>

namespace cleave {

/// The passes every global program goes through before it is completed
/// (inlining, elementwise ops as linalg, canonicalization, batch matmuls
/// uncollapsed): partitionProgram runs them, and the pipeline's
/// data-parallel copy runs them first so that its ops match one to one.
void addGlobalPreparation(mlir::OpPassManager &pm);

struct PipelinedProgram {
  PipelineResult pipeline;
  /// The original signature on the execution mesh, with the stages.
  Manifest manifest;
  std::optional<SearchStatistics> search;
  /// One microbatch's messages between neighbouring stages, modeled.
  double transferSeconds = 0;
  PipelineTiming timing;
  /// The stages with a schedule only as long as its steady state, on the
  /// same shapes (null: replay the stages themselves): their buffers peak
  /// as the stages' do, in a fraction of the bufferization time.
  mlir::OwningOpRef<mlir::ModuleOp> peakReplay;
  unsigned replayedMicrobatches = 0;
};

/// Each stage's predicted device peak (the replay of its bufferized entry,
/// the cost model's liveness for entries too large to replay).
mlir::FailureOr<std::vector<double>>
predictStagePeaks(mlir::ModuleOp module, const PipelinedProgram &program,
                  const SearchSettings &settings);

/// Fails, naming the stage and what it needs, when some stage's predicted
/// peak is over `settings.memoryBudgetBytes` (after pipelineProgram
/// recomputed what it could inside the stages; host offload does not run
/// there yet); `deviceMemory`: that is the device's memory, no budget was
/// given.
mlir::LogicalResult checkStagesFit(mlir::ModuleOp module,
                                   const PipelinedProgram &program,
                                   const SearchSettings &settings,
                                   bool deviceMemory = false);

/// `pipe` as plan and compile take it: microbatches (a count above one or
/// one to choose) or batch arguments without stages ask for one stage on
/// the whole mesh, that is gradient accumulation: the microbatches run one
/// after another, their gradients summed, and the update once (they had
/// been refused without a pipeline). Every front end's options reach plan
/// and compile through here.
mlir::FailureOr<PipelineSettings>
settlePipelineSettings(mlir::ModuleOp module, const PipelineSettings &pipe);

/// What pipelineProgram builds.
enum class PipelineBuild {
  /// The stages cut and modeled; their functions run one microbatch and
  /// are not a program (the choice's candidates).
  Modeled,
  /// Every microbatch written and priced, not cleaned up: what a plan
  /// without a budget reads (canonicalization and CSE change no op it
  /// prices: the plans of the 96-layer step and the GPT-2 Adam step's
  /// three schedules came out the same).
  Priced,
  /// The program, cleaned up, to compile or print.
  Program,
};

/// Partitions `module`'s entry (`entry`, or its only public function) for
/// `settings.pipeline` and replaces it with one public function per stage.
/// `inspect` sees the completed global program (on the microbatch mesh).
mlir::FailureOr<PipelinedProgram>
pipelineProgram(mlir::ModuleOp module, const SearchSettings &settings,
                Target target, const MeshOptions &mesh, llvm::StringRef entry,
                llvm::function_ref<void(mlir::ModuleOp)> inspect = nullptr,
                PipelineBuild build = PipelineBuild::Program);

/// The mesh shape with `stages` devices on the first axis, the others
/// re-factored (StageMesh.cpp), or nullopt when there is none.
std::optional<llvm::SmallVector<int64_t>>
getStageMeshShape(llvm::ArrayRef<int64_t> shape, unsigned stages);

/// Every stage count (at least 2) that `shape` can be re-factored for.
std::vector<unsigned> getStageCounts(llvm::ArrayRef<int64_t> shape);

/// Whether `mesh`'s links are its cluster's (`options.cluster`, else the
/// target's default), so that setStageMesh can derive them for another
/// shape.
mlir::FailureOr<bool> canRefactorMesh(MeshOp mesh, const MeshOptions &options,
                                      Target target);

/// Re-factors `mesh` to have `stages` devices on its first axis, its links
/// derived again from the cluster; errors say why it cannot.
mlir::LogicalResult setStageMesh(MeshOp mesh, unsigned stages,
                                 const MeshOptions &options, Target target);

/// Settles `settings.pipeline`'s automatic choices by modeled step time on
/// copies of `module`: no pipeline (the search's plan on the whole mesh)
/// or each stage count the mesh can be re-factored for (getStageCounts),
/// with each microbatch count tried.
/// Errors of the configurations tried are kept in `tried`, not emitted.
mlir::FailureOr<PipelineSettings>
choosePipeline(mlir::ModuleOp module, const SearchSettings &settings,
               Target target, const MeshOptions &mesh, llvm::StringRef entry,
               std::vector<Plan::PipelineCandidate> *tried = nullptr);

} // namespace cleave

#endif // CLEAVE_LIB_DRIVER_PIPELINE_H
