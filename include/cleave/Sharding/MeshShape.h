//===- MeshShape.h - Device numbering on an N-D mesh ------------*- C++ -*-===//
//
// Plain C++ (no MLIR): the compiler, the runtime and the unit tests share it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SHARDING_MESHSHAPE_H
#define CLEAVE_SHARDING_MESHSHAPE_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cleave {

/// The axes of a logical device mesh. Devices are numbered row-major: the last
/// axis varies fastest, so device `d` has coordinate
/// `(d / stride(i)) % size(i)` on axis `i`.
class MeshShape {
public:
  MeshShape() = default;
  MeshShape(std::vector<std::string> axisNames, std::vector<int64_t> sizes);

  /// Checks names (distinct identifiers) and sizes (positive); returns an
  /// error message or the empty string.
  std::string validate() const;

  unsigned getRank() const { return sizes.size(); }
  int64_t getNumDevices() const;
  int64_t getAxisSize(unsigned axis) const { return sizes[axis]; }
  const std::string &getAxisName(unsigned axis) const { return names[axis]; }
  const std::vector<int64_t> &getSizes() const { return sizes; }
  std::optional<unsigned> findAxis(const std::string &name) const;
  /// Distance in device numbers between neighbours along `axis`.
  int64_t getStride(unsigned axis) const;

  std::vector<int64_t> getCoordinates(int64_t device) const;
  int64_t getDevice(const std::vector<int64_t> &coordinates) const;

  /// Number of devices in a group spanning `axes`.
  int64_t getGroupSize(const std::vector<unsigned> &axes) const;
  /// Index of `device` inside its group over `axes`, mixed radix with the
  /// first listed axis most significant.
  int64_t getIndexInGroup(int64_t device,
                          const std::vector<unsigned> &axes) const;
  /// The devices of `device`'s group over `axes`, in group order.
  std::vector<int64_t> getGroup(int64_t device,
                                const std::vector<unsigned> &axes) const;

  bool operator==(const MeshShape &other) const {
    return names == other.names && sizes == other.sizes;
  }

private:
  std::vector<std::string> names;
  std::vector<int64_t> sizes;
};

/// The most axes a mesh may have: the search's strategies grow
/// combinatorially with them (a 15-op MLP planned in 0.9 s on 4 axes, 44 s
/// on 6, and ran for hours on 33), and no cluster has more levels.
constexpr unsigned kMaxMeshAxes = 6;
/// The most devices a mesh may have: what the runtime opens (2^20; a plan
/// and artifact of 2^20 + 1 devices were built, then refused at open,
/// sweep 26).
constexpr int64_t kMaxMeshDevices = int64_t(1) << 20;

/// Parses a mesh shape such as "8" or "2x4"; std::nullopt if malformed or
/// past kMaxMeshAxes or kMaxMeshDevices (explainMeshShape says which).
std::optional<std::vector<int64_t>> parseMeshShape(const std::string &text);
/// Why parseMeshShape refuses `text`, as a phrase ("expected e.g. 8 or
/// 2x4", "7 axes; Cleave plans meshes of up to 6"); empty if it does not.
std::string explainMeshShape(const std::string &text);

/// A valid mesh axis name: an identifier ([A-Za-z_][A-Za-z0-9_]*).
bool isAxisName(const std::string &name);

/// "2x4": the inverse of parseMeshShape.
std::string formatMeshShape(const std::vector<int64_t> &sizes);

} // namespace cleave

#endif // CLEAVE_SHARDING_MESHSHAPE_H
