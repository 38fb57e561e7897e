//===- CpuFeatures.cpp - Whether this CPU runs an artifact's code ---------===//

#include "CpuFeatures.h"

#include <cstdlib>
#include <cstring>
#include <sstream>

namespace cleave::runtime {
namespace {

/// Whether this CPU has `feature` (an LLVM name); true for what cannot be
/// asked. __builtin_cpu_supports takes only literals known to both GCC and
/// Clang, hence the table.
bool hasFeature(const std::string &feature) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
#define CLEAVE_CPU_FEATURE(NAME)                                               \
  if (feature == NAME)                                                         \
    return __builtin_cpu_supports(NAME) != 0;
  CLEAVE_CPU_FEATURE("sse2")
  CLEAVE_CPU_FEATURE("sse3")
  CLEAVE_CPU_FEATURE("ssse3")
  CLEAVE_CPU_FEATURE("sse4.1")
  CLEAVE_CPU_FEATURE("sse4.2")
  CLEAVE_CPU_FEATURE("popcnt")
  CLEAVE_CPU_FEATURE("avx")
  CLEAVE_CPU_FEATURE("avx2")
  CLEAVE_CPU_FEATURE("fma")
  CLEAVE_CPU_FEATURE("bmi")
  CLEAVE_CPU_FEATURE("bmi2")
  CLEAVE_CPU_FEATURE("aes")
  CLEAVE_CPU_FEATURE("pclmul")
  CLEAVE_CPU_FEATURE("gfni")
  CLEAVE_CPU_FEATURE("vpclmulqdq")
  CLEAVE_CPU_FEATURE("avx512f")
  CLEAVE_CPU_FEATURE("avx512vl")
  CLEAVE_CPU_FEATURE("avx512bw")
  CLEAVE_CPU_FEATURE("avx512dq")
  CLEAVE_CPU_FEATURE("avx512cd")
  CLEAVE_CPU_FEATURE("avx512vnni")
  CLEAVE_CPU_FEATURE("avx512bf16")
  CLEAVE_CPU_FEATURE("avx512vbmi")
  CLEAVE_CPU_FEATURE("avx512vbmi2")
  CLEAVE_CPU_FEATURE("avx512ifma")
  CLEAVE_CPU_FEATURE("avx512vpopcntdq")
  CLEAVE_CPU_FEATURE("avx512bitalg")
#undef CLEAVE_CPU_FEATURE
#endif
  (void)feature;
  return true;
}

bool takenAsMissing(const std::string &feature) {
  const char *lacks = std::getenv("CLEAVE_HOST_CPU_LACKS");
  if (!lacks)
    return false;
  std::stringstream list(lacks);
  for (std::string name; std::getline(list, name, ',');)
    if (name == feature)
      return true;
  return false;
}

} // namespace

std::vector<std::string>
getMissingCpuFeatures(const std::vector<std::string> &features) {
  std::vector<std::string> missing;
  for (const std::string &feature : features)
    if (takenAsMissing(feature) || !hasFeature(feature))
      missing.push_back(feature);
  return missing;
}

} // namespace cleave::runtime
