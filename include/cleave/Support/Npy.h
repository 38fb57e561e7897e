//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//
//
// Version 1.0/2.0 .npy, little-endian, C order: what NumPy writes by default.
// Plain C++ so the runner and the driver share it.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_NPY_H
#define CLEAVE_SUPPORT_NPY_H

#include <cstdint>
#include <string>
#include <vector>

namespace cleave {

struct NpyArray {
  std::string dtype; ///< manifest names: f32, f64, f16, i32, i64
  std::vector<int64_t> shape;
  std::vector<char> data;
  int64_t numElements() const;
};

/// Reads `path`; on failure returns false and sets `error`.
bool readNpy(const std::string &path, NpyArray &out, std::string &error);
bool writeNpy(const std::string &path, const NpyArray &array,
              std::string &error);

} // namespace cleave

#endif // CLEAVE_SUPPORT_NPY_H
