//===- HalfFloat.h - f16 and bf16 <-> f32 for host reductions ---*- C++ -*-===//

#ifndef CLEAVE_RUNTIME_HALFFLOAT_H
#define CLEAVE_RUNTIME_HALFFLOAT_H

#include <cstdint>
#include <cstring>

namespace cleave::runtime {

struct Bf16 {
  static float toFloat(uint16_t h) {
    uint32_t bits = uint32_t(h) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  static uint16_t fromFloat(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    if ((bits & 0x7fffffff) > 0x7f800000) // NaN stays NaN
      return uint16_t((bits >> 16) | 0x40);
    bits += 0x7fff + ((bits >> 16) & 1); // round to nearest even
    return uint16_t(bits >> 16);
  }
};

struct Fp16 {
  static float toFloat(uint16_t h) { return static_cast<float>(fromBits(h)); }
  static uint16_t fromFloat(float f) {
    return toBits(static_cast<_Float16>(f));
  }

private:
  static _Float16 fromBits(uint16_t h) {
    _Float16 v;
    std::memcpy(&v, &h, 2);
    return v;
  }
  static uint16_t toBits(_Float16 v) {
    uint16_t h;
    std::memcpy(&h, &v, 2);
    return h;
  }
};

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_HALFFLOAT_H
