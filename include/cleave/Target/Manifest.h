//===- Manifest.h - What an artifact computes, for its runner ---*- C++ -*-===//
//
// Embedded in every artifact as the C string `__cleave_manifest` (JSON), so a
// runner can scatter global inputs and gather global outputs without the
// source program. LLVM Support only: the runner links no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_MANIFEST_H
#define CLEAVE_TARGET_MANIFEST_H

#include "cleave/Sharding/TensorSharding.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace cleave {

/// The most bytes a tensor, a memory budget or a device capacity may hold
/// (2^62: the counts are int64 at the runtime's ABI).
constexpr double kMostBytes = 4611686018427387904.0;

struct TensorSpec {
  std::string name;
  std::string dtype; ///< "f32", "f64", "f16", "bf16", "i32", "i64", "i8", "i1"
  std::vector<int64_t> globalShape;
  std::vector<int64_t> localShape;
  TensorSharding sharding;
  /// Integer inputs that index something (token ids, labels): random values
  /// are drawn in [0, indexBound). 0: no known bound.
  int64_t indexBound = 0;
  /// Outputs only: the input this output updates in place (its buffer may
  /// be that input's: UpdateInPlace.h); -1 for none.
  int64_t updatesInput = -1;
  /// Inputs only: kept in host memory (cleave.placement = "host", Offload.h)
  /// rather than the device pool.
  bool onHost = false;
  /// Float inputs whose values reach a square root (a running variance):
  /// random values are drawn in [0, 1) (InputRanges.h).
  bool nonNegative = false;
  /// Integer inputs with an index bound: the value the program masks out
  /// (a loss's ignore_index) and accepts beside [0, indexBound).
  std::optional<int64_t> ignoredIndex;
  /// Integer inputs with an index bound: the program wraps a negative value
  /// by indexBound before it indexes (PyTorch's x[-1]), so values in
  /// [-indexBound, indexBound) are valid.
  bool indexWraps = false;
};

/// A pipelined artifact's stage: ranks whose coordinate on the pipeline
/// axis is the stage's index run `entry` on these global inputs and
/// outputs (indices, in the entry's order). Every output has one stage.
struct ManifestStage {
  std::string entry;
  std::vector<int64_t> inputs, outputs;
};

struct Manifest {
  static constexpr int version = 1;
  std::string entry;
  /// "cpu" or "cuda": what the artifact's code runs on (the runner picks
  /// buffers and the collective backend from it).
  std::string target = "cpu";
  std::string meshName;
  MeshShape mesh;
  std::vector<TensorSpec> inputs;
  std::vector<TensorSpec> outputs;
  /// The most bytes a CPU artifact's device pool may hold: the compile's
  /// memory budget (0: none given).
  int64_t deviceCapacityBytes = 0;
  /// The CPU the artifact's code was generated for (the compiling
  /// machine's): its LLVM name and features ("avx2", "avx512f"), which
  /// cleave_artifact_open checks before any of the code runs.
  std::string cpu;
  std::vector<std::string> cpuFeatures;
  /// Pipelined artifacts (MPMD): the mesh axis whose coordinate picks the
  /// stage, and the stages; no stages otherwise. Tensors are replicated
  /// over that axis (the owner stage's replica of an output is the real
  /// one).
  int64_t pipelineAxis = 0;
  std::vector<ManifestStage> stages;

  std::string toJSON() const;
  static llvm::Expected<Manifest> fromJSON(llvm::StringRef text);
};

/// Bytes per element of a manifest dtype, 0 if unknown.
size_t dtypeBytes(llvm::StringRef dtype);

} // namespace cleave

#endif // CLEAVE_TARGET_MANIFEST_H
