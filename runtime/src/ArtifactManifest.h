//===- ArtifactManifest.h - The manifest an artifact embeds -----*- C++ -*-===//
//
// What the compiler writes (lib/Target/Manifest.cpp) read back without
// LLVM: the entry, the mesh and, per input and output, its dtype, shapes and
// sharding, and for a pipelined artifact its stages. Reading checks the
// manifest is consistent (local shapes are what the sharding gives on the
// mesh, every output has one owner stage), so scatter and gather can trust
// it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_ARTIFACTMANIFEST_H
#define CLEAVE_RUNTIME_ARTIFACTMANIFEST_H

#include "cleave/Sharding/TensorSharding.h"
#include "cleave/runtime.h"

#include <string>
#include <vector>

namespace cleave::runtime {

struct TensorManifest {
  std::string name;
  std::string
      dtypeName; ///< "f32", "f64", "f16", "bf16", "i32", "i64", "i8", "i1"
  cleave_dtype_t dtype = CLEAVE_F32;
  std::vector<int64_t> globalShape;
  std::vector<int64_t> localShape;
  TensorSharding sharding;
  int64_t indexBound = 0;
  /// Outputs: the input whose buffer this output may share (-1: none).
  int64_t updatesInput = -1;
  /// Inputs: kept in host memory rather than the device's.
  bool onHost = false;
  /// Float inputs that must not be negative (random values in [0, 1)).
  bool nonNegative = false;
  /// Index inputs: the value the program masks out (a loss's ignore_index).
  bool hasIgnoredIndex = false;
  int64_t ignoredIndex = 0;
  /// Index inputs: negative values wrap by indexBound (x[-1]): valid in
  /// [-indexBound, indexBound).
  bool indexWraps = false;
  int64_t localElements = 1;
  int64_t globalElements = 1;
  /// Outputs of a pipelined artifact: the mesh axis whose coordinate picks
  /// the stage, and the stage that computes this output. Every tensor is
  /// replicated over that axis but only the owner's replica is real (-1,
  /// -1: not pipelined).
  int64_t pipelineAxis = -1;
  int64_t ownerStage = -1;

  // The sharding flattened for the C API (cleave_tensor_info_t).
  std::vector<int32_t> dimAxesBegin, dimAxes, partialAxes;
  std::string shardingText;
};

/// One stage of a pipelined artifact: the devices whose coordinate on the
/// pipeline axis is the stage's index run `entry` (exported as
/// `__cleave_packed_<entry>`) on these global inputs, then these global
/// outputs, in this order.
struct PipelineStage {
  std::string entry;
  std::vector<int64_t> inputs, outputs;
};

struct ArtifactManifest {
  /// The version this runtime reads (Manifest::version of the compiler).
  static constexpr int64_t kVersion = 1;
  std::string entry;
  std::string target = "cpu";
  std::string meshName;
  MeshShape mesh;
  std::vector<std::string> axisNames;
  std::vector<TensorManifest> inputs, outputs;
  /// CPU artifacts: the most bytes the device pool may hold (the compile's
  /// memory budget); 0 for no limit.
  int64_t deviceCapacityBytes = 0;
  /// The CPU the code was generated for: its LLVM name and features.
  std::string cpu;
  std::vector<std::string> cpuFeatures;
  /// Pipelined artifacts (MPMD): the axis and one stage per coordinate on
  /// it; -1 and none otherwise.
  int64_t pipelineAxis = -1;
  std::vector<PipelineStage> stages;

  bool isPipelined() const { return !stages.empty(); }
  /// The stage `device` runs (0 when not pipelined).
  int64_t stageOf(int64_t device) const {
    return isPipelined() ? mesh.getCoordinates(device)[pipelineAxis] : 0;
  }
};

/// Parses and checks `text`; on failure returns false with `error` naming
/// the place, e.g. "inputs[2].local_shape: expected [4x8] for this sharding".
bool parseManifest(const std::string &text, ArtifactManifest &out,
                   std::string &error);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_ARTIFACTMANIFEST_H
