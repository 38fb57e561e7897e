//===- MeshShape.cpp - Device numbering on an N-D mesh --------------------===//

#include "cleave/Sharding/MeshShape.h"

#include <cctype>
#include <set>

namespace cleave {

MeshShape::MeshShape(std::vector<std::string> axisNames,
                     std::vector<int64_t> axisSizes)
    : names(std::move(axisNames)), sizes(std::move(axisSizes)) {}

bool isAxisName(const std::string &name) {
  if (name.empty() || !(std::isalpha((unsigned char)name[0]) || name[0] == '_'))
    return false;
  for (char c : name)
    if (!(std::isalnum((unsigned char)c) || c == '_'))
      return false;
  return true;
}

std::string MeshShape::validate() const {
  if (names.size() != sizes.size())
    return "mesh has " + std::to_string(names.size()) + " axis names but " +
           std::to_string(sizes.size()) + " sizes";
  std::set<std::string> seen;
  for (unsigned i = 0; i < names.size(); ++i) {
    if (!isAxisName(names[i]))
      return "mesh axis name '" + names[i] + "' is not an identifier";
    if (!seen.insert(names[i]).second)
      return "mesh axis '" + names[i] + "' is declared twice";
    if (sizes[i] <= 0)
      return "mesh axis '" + names[i] + "' has size " +
             std::to_string(sizes[i]) + "; sizes must be positive";
  }
  return {};
}

int64_t MeshShape::getNumDevices() const {
  int64_t n = 1;
  for (int64_t s : sizes)
    n *= s;
  return n;
}

std::optional<unsigned> MeshShape::findAxis(const std::string &name) const {
  for (unsigned i = 0; i < names.size(); ++i)
    if (names[i] == name)
      return i;
  return std::nullopt;
}

int64_t MeshShape::getStride(unsigned axis) const {
  int64_t stride = 1;
  for (unsigned i = axis + 1; i < sizes.size(); ++i)
    stride *= sizes[i];
  return stride;
}

std::vector<int64_t> MeshShape::getCoordinates(int64_t device) const {
  std::vector<int64_t> coords(sizes.size());
  for (int i = (int)sizes.size() - 1; i >= 0; --i) {
    coords[i] = device % sizes[i];
    device /= sizes[i];
  }
  return coords;
}

int64_t MeshShape::getDevice(const std::vector<int64_t> &coordinates) const {
  int64_t device = 0;
  for (unsigned i = 0; i < sizes.size(); ++i)
    device = device * sizes[i] + coordinates[i];
  return device;
}

int64_t MeshShape::getGroupSize(const std::vector<unsigned> &axes) const {
  int64_t n = 1;
  for (unsigned a : axes)
    n *= sizes[a];
  return n;
}

int64_t MeshShape::getIndexInGroup(int64_t device,
                                   const std::vector<unsigned> &axes) const {
  std::vector<int64_t> coords = getCoordinates(device);
  int64_t index = 0;
  for (unsigned a : axes)
    index = index * sizes[a] + coords[a];
  return index;
}

std::vector<int64_t>
MeshShape::getGroup(int64_t device, const std::vector<unsigned> &axes) const {
  std::vector<int64_t> coords = getCoordinates(device);
  int64_t n = getGroupSize(axes);
  std::vector<int64_t> group;
  group.reserve(n);
  for (int64_t index = 0; index < n; ++index) {
    int64_t rest = index;
    for (int i = (int)axes.size() - 1; i >= 0; --i) {
      coords[axes[i]] = rest % sizes[axes[i]];
      rest /= sizes[axes[i]];
    }
    group.push_back(getDevice(coords));
  }
  return group;
}

std::string formatMeshShape(const std::vector<int64_t> &sizes) {
  std::string text;
  for (int64_t size : sizes)
    text += (text.empty() ? "" : "x") + std::to_string(size);
  return text;
}

std::string explainMeshShape(const std::string &text) {
  std::vector<int64_t> shape;
  size_t pos = 0;
  while (true) {
    size_t end = pos;
    while (end < text.size() && std::isdigit((unsigned char)text[end]))
      ++end;
    if (end - pos > 9)
      return "more than " + std::to_string(kMaxMeshDevices) + " devices";
    if (end == pos || std::stoll(text.substr(pos, end - pos)) <= 0)
      return "expected positive sizes separated by 'x', such as 8 or 2x4";
    shape.push_back(std::stoll(text.substr(pos, end - pos)));
    if (end == text.size())
      break;
    if (text[end] != 'x')
      return "expected positive sizes separated by 'x', such as 8 or 2x4";
    pos = end + 1;
  }
  if (shape.size() > kMaxMeshAxes)
    return std::to_string(shape.size()) +
           " axes; Cleave plans meshes of up to " +
           std::to_string(kMaxMeshAxes) + " axes";
  int64_t devices = 1;
  for (int64_t size : shape)
    if ((devices *= size) > kMaxMeshDevices)
      return "more than " + std::to_string(kMaxMeshDevices) + " devices";
  return "";
}

std::optional<std::vector<int64_t>> parseMeshShape(const std::string &text) {
  if (!explainMeshShape(text).empty())
    return std::nullopt;
  std::vector<int64_t> shape;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('x', pos);
    if (end == std::string::npos)
      end = text.size();
    shape.push_back(std::stoll(text.substr(pos, end - pos)));
    pos = end + 1;
  }
  return shape;
}

} // namespace cleave
