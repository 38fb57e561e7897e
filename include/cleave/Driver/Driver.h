//===- Driver.h - Cleave as a library ---------------------------*- C++ -*-===//
//
// What every front end calls: load a program (from a file or a module built
// in memory), plan it, compile it, run it, verify it. Errors are emitted as
// MLIR diagnostics on the context (with the op or value's location where
// there is one) and the call returns failure; messages name concepts (the
// mesh, an argument's sharding, the memory budget), not command-line flags.
//
// The context needs Cleave's dialects: cleave::registerAllDialects
// (cleave/InitAll.h).
//
// Data flow: prepareProgram (import upstream `shard`, tm_tensor; declare or
// check the mesh, attach the cluster, apply required shardings, verify) ->
// partitionProgram (complete: search or propagate; partition) -> the
// target's lowering pipeline -> a shared library with a manifest.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_DRIVER_DRIVER_H
#define CLEAVE_DRIVER_DRIVER_H

#include "cleave/Cluster/ClusterModel.h"
#include "cleave/Driver/Options.h"
#include "cleave/Driver/Results.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace cleave {

/// After a failed parse of `text` (file `name`): an error, at the first
/// place the dialect shows, saying what to do when the program is in a
/// dialect Cleave does not read (torch, StableHLO, a tm_tensor op other than
/// scatter and scan); nothing otherwise.
void explainParseFailure(mlir::MLIRContext &context, llvm::StringRef text,
                         llvm::StringRef name);

/// Before parsing `text`: an error, and false, at input MLIR 22's parser
/// crashes on instead of diagnosing: a linalg.transpose, broadcast or
/// reduce whose `permutation`/`dimensions` list is not integers in brackets
/// (`[1 0]`: the op's parser sets a null attribute and segfaults). True if
/// the text is clear of it.
bool refuseParserCrashes(mlir::MLIRContext &context, llvm::StringRef text,
                         llvm::StringRef name);

/// Parses `path` ("-": stdin) into `sourceMgr`'s context, then
/// prepareProgram. Null on failure (diagnostics emitted).
mlir::OwningOpRef<mlir::ModuleOp> loadProgram(mlir::MLIRContext &context,
                                              llvm::StringRef path,
                                              const ProgramOptions &options,
                                              llvm::SourceMgr &sourceMgr,
                                              Target target = Target::Cpu);

/// Imports upstream annotations and tm_tensor ops, declares or checks the
/// mesh, attaches the cluster (the option's, else the target's default to a
/// mesh without one), applies required shardings and verifies.
mlir::LogicalResult prepareProgram(mlir::ModuleOp module,
                                   const ProgramOptions &options,
                                   Target target = Target::Cpu);

/// The cluster a mesh without a cost model gets: `cluster`, else the
/// target's own (an H200 pod for CUDA, the CPU preset otherwise).
std::string getDefaultCluster(const MeshOptions &mesh, Target target);

/// Global programs are completed (searched or propagated) and partitioned
/// into the per-device program; SPMD and single-device programs pass
/// through. `inspect`, when given, sees the completed global program before
/// it is partitioned. Returns the search's statistics when it ran.
mlir::FailureOr<std::optional<SearchStatistics>>
partitionProgram(mlir::ModuleOp module, const SearchSettings &search,
                 Target target, const MeshOptions &mesh,
                 llvm::function_ref<void(mlir::ModuleOp)> inspect = nullptr);

/// Drops what makes a global program distributed (annotations, argument and
/// result shardings, meshes): the single-device program it means. SPMD
/// programs (collectives) have none: an error.
mlir::LogicalResult stripToSingleDevice(mlir::ModuleOp module);

/// What compiling builds before lowering, in place: the pipeline
/// `options.search.pipeline` asks for (chosen first when automatic; one
/// function per stage), else the partitioned program (global programs
/// completed and partitioned, then checked against the memory budget).
/// Returns the manifest the artifact would carry.
mlir::FailureOr<Manifest> distributeModule(mlir::ModuleOp module,
                                           const CompileOptions &options);

/// Partitions (if global) and lowers `module` in place with the target's
/// pipeline (the LLVM dialect, and GPU binaries for CUDA): what
/// compileModule emits. Returns the manifest the artifact would carry.
mlir::FailureOr<Manifest> lowerModule(mlir::ModuleOp module,
                                      const CompileOptions &options);

/// Partitions (if global) and compiles `module` for `options.target` to a
/// shared library at `outputPath`, linked against the runtime in
/// `paths.libDir`. The module is lowered in place.
mlir::FailureOr<Artifact>
compileModule(mlir::ModuleOp module, const CompileOptions &options,
              llvm::StringRef outputPath,
              const InstallPaths &paths = getDefaultInstallPaths());

/// compileModule for the program planModule returned in `planned` (already
/// partitioned with `options`): checked against the budget and compiled,
/// so that the artifact is the program the plan describes.
mlir::FailureOr<Artifact>
compilePlannedModule(mlir::ModuleOp planned, const CompileOptions &options,
                     llvm::StringRef outputPath,
                     const InstallPaths &paths = getDefaultInstallPaths());

/// The same, into memory: the shared library's bytes (of `module` as
/// compilePlannedModule builds it, when `planned`).
mlir::FailureOr<std::string>
compileModuleToBuffer(mlir::ModuleOp module, const CompileOptions &options,
                      Manifest *manifest = nullptr,
                      const InstallPaths &paths = getDefaultInstallPaths(),
                      bool planned = false);

/// The search's plan for `module` (or, with `fixed`, the plan its
/// annotations give) and its modeled cost. The search's memory model leaves
/// out temporaries; when the partitioned program's peak is over the budget,
/// the search runs again under a budget scaled by the observed ratio. A plan
/// still over the budget is returned (see Plan::fitsBudget). `module` is not
/// changed. With `asCompiled`, where the plan is of one partitioned program
/// (no pipeline), `planned` (if given) receives that program:
/// compilePlannedModule builds it without searching again.
mlir::FailureOr<Plan>
planModule(mlir::ModuleOp module, const PlanOptions &options,
           mlir::OwningOpRef<mlir::ModuleOp> *planned = nullptr);

/// The manifest embedded in a compiled artifact.
mlir::FailureOr<Manifest> readArtifactManifest(mlir::MLIRContext &context,
                                               llvm::StringRef path);

/// Launches one rank per device of `artifact` (mpirun), scattering global
/// inputs and gathering global outputs into `options.outputDir`. Returns the
/// artifact's manifest.
mlir::FailureOr<Manifest> runArtifact(mlir::MLIRContext &context,
                                      llvm::StringRef artifact,
                                      const RunOptions &options);

/// Compiles and runs the single-device reference and the distributed
/// program (from `path`) on the same inputs and compares every output. A
/// mismatch is a report whose matches() is false, not a failure.
mlir::FailureOr<VerifyReport> verifyProgram(mlir::MLIRContext &context,
                                            llvm::StringRef path,
                                            const VerifyOptions &options);

/// Measures the machine with Cleave's own programs (calls, ops, streaming
/// elementwise ops, GEMMs per element type and shape class, each
/// collective kind on each mesh axis over a range of sizes), run on
/// `options.ranks` ranks at once as the programs it will price run, and
/// fits the cost model's figures to the measurements; each sample is then
/// priced by the fitted model (costFunction, as `cleave plan` prices).
mlir::FailureOr<Calibration> calibrateCluster(mlir::MLIRContext &context,
                                              const CalibrateOptions &options);

/// Prints what the cost model believes about `mesh.cluster` (default: the
/// CPU preset) and, given a mesh shape, which network level each axis uses.
llvm::Expected<ClusterModel> describeCluster(llvm::raw_ostream &os,
                                             const MeshOptions &mesh);

} // namespace cleave

#endif // CLEAVE_DRIVER_DRIVER_H
