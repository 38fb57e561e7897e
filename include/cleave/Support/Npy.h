//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//
//
// Version 1.0/2.0 .npy, little-endian, C order: what NumPy writes by default.
// Plain C++ so the runner and the driver share it. NumPy has no bfloat16:
// bf16 arrays are written widened to f32 (exact), and read from f32 (rounded
// to nearest even, see toBf16) or from ml_dtypes' raw 2-byte '<V2' files.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_NPY_H
#define CLEAVE_SUPPORT_NPY_H

#include <cstdint>
#include <string>
#include <vector>

namespace cleave {

struct NpyArray {
  std::string dtype; ///< manifest names: f32, f64, f16, bf16, i32, i64, i1
  std::vector<int64_t> shape;
  std::vector<char> data;
  int64_t numElements() const;
};

/// Reads `path`; on failure returns false and sets `error`.
bool readNpy(const std::string &path, NpyArray &out, std::string &error);
/// Writes `array` to `path` (bf16 widened to f32).
bool writeNpy(const std::string &path, const NpyArray &array,
              std::string &error);

/// `array` (f32) rounded to bf16, to nearest even; NaNs stay NaNs.
void toBf16(NpyArray &array);

} // namespace cleave

#endif // CLEAVE_SUPPORT_NPY_H
