//===- CpuFeatures.cpp - Whether this CPU runs an artifact's code ---------===//

#include "CpuFeatures.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sstream>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace cleave::runtime {
namespace {

#if defined(__x86_64__) || defined(__i386__)

enum Register : uint8_t { Eax, Ebx, Ecx, Edx };

/// The register state a feature's instructions need the OS to save (XCR0
/// bits): a CPU with AVX-512 under a kernel that does not enable it faults.
enum State : uint64_t {
  NoState = 0,
  YmmState = 0x6,  // SSE and AVX
  ZmmState = 0xe6, // and opmask, upper ZMM, high ZMM
};

/// Where CPUID reports an LLVM feature (Intel SDM vol. 2, CPUID; AMD APM
/// vol. 3 for the 0x80000001 leaf). Read from the CPU rather than through
/// __builtin_cpu_supports, which knows a different set of names in each
/// compiler. Only what the code generator may emit unasked: features
/// reached only through intrinsics (XSAVE, RDRAND, SHA, AMX, ...) would
/// refuse an artifact on a CPU with the same vector ISA that lacks them.
struct FeatureBit {
  const char *name;
  uint32_t leaf, subleaf;
  Register reg;
  uint8_t bit;
  uint64_t state;
};

constexpr FeatureBit kFeatureBits[] = {
    {"cx8", 1, 0, Edx, 8, NoState},
    {"cmov", 1, 0, Edx, 15, NoState},
    {"mmx", 1, 0, Edx, 23, NoState},
    {"fxsr", 1, 0, Edx, 24, NoState},
    {"sse", 1, 0, Edx, 25, NoState},
    {"sse2", 1, 0, Edx, 26, NoState},
    {"sse3", 1, 0, Ecx, 0, NoState},
    {"pclmul", 1, 0, Ecx, 1, NoState},
    {"ssse3", 1, 0, Ecx, 9, NoState},
    {"fma", 1, 0, Ecx, 12, YmmState},
    {"cx16", 1, 0, Ecx, 13, NoState},
    {"sse4.1", 1, 0, Ecx, 19, NoState},
    {"sse4.2", 1, 0, Ecx, 20, NoState},
    {"movbe", 1, 0, Ecx, 22, NoState},
    {"popcnt", 1, 0, Ecx, 23, NoState},
    {"aes", 1, 0, Ecx, 25, NoState},
    {"avx", 1, 0, Ecx, 28, YmmState},
    {"f16c", 1, 0, Ecx, 29, YmmState},
    {"bmi", 7, 0, Ebx, 3, NoState},
    {"avx2", 7, 0, Ebx, 5, YmmState},
    {"bmi2", 7, 0, Ebx, 8, NoState},
    {"avx512f", 7, 0, Ebx, 16, ZmmState},
    {"avx512dq", 7, 0, Ebx, 17, ZmmState},
    {"avx512ifma", 7, 0, Ebx, 21, ZmmState},
    {"avx512cd", 7, 0, Ebx, 28, ZmmState},
    {"avx512bw", 7, 0, Ebx, 30, ZmmState},
    {"avx512vl", 7, 0, Ebx, 31, ZmmState},
    {"avx512vbmi", 7, 0, Ecx, 1, ZmmState},
    {"avx512vbmi2", 7, 0, Ecx, 6, ZmmState},
    {"gfni", 7, 0, Ecx, 8, NoState},
    {"vaes", 7, 0, Ecx, 9, YmmState},
    {"vpclmulqdq", 7, 0, Ecx, 10, YmmState},
    {"avx512vnni", 7, 0, Ecx, 11, ZmmState},
    {"avx512bitalg", 7, 0, Ecx, 12, ZmmState},
    {"avx512vpopcntdq", 7, 0, Ecx, 14, ZmmState},
    {"avx512vp2intersect", 7, 0, Edx, 8, ZmmState},
    {"avx512fp16", 7, 0, Edx, 23, ZmmState},
    {"avxvnni", 7, 1, Eax, 4, YmmState},
    {"avx512bf16", 7, 1, Eax, 5, ZmmState},
    {"avxifma", 7, 1, Eax, 23, YmmState},
    {"avxvnniint8", 7, 1, Edx, 4, YmmState},
    {"avxneconvert", 7, 1, Edx, 5, YmmState},
    {"sahf", 0x80000001, 0, Ecx, 0, NoState},
    {"lzcnt", 0x80000001, 0, Ecx, 5, NoState},
    {"sse4a", 0x80000001, 0, Ecx, 6, NoState},
    {"xop", 0x80000001, 0, Ecx, 11, YmmState},
    {"fma4", 0x80000001, 0, Ecx, 16, YmmState},
    {"tbm", 0x80000001, 0, Ecx, 21, NoState},
    {"64bit", 0x80000001, 0, Edx, 29, NoState},
};

/// The register states the OS saves (XCR0), 0 when XGETBV is not enabled.
uint64_t savedStates() {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & (1u << 27)))
    return 0; // no OSXSAVE
  uint32_t low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  return (uint64_t(high) << 32) | low;
}

#endif

/// Whether this CPU has `feature` (an LLVM name); true for what cannot be
/// asked (a feature not in the table, another architecture).
bool hasFeature(const std::string &feature) {
#if defined(__x86_64__) || defined(__i386__)
  for (const FeatureBit &f : kFeatureBits) {
    if (feature != f.name)
      continue;
    unsigned r[4] = {0, 0, 0, 0};
    if (!__get_cpuid_count(f.leaf, f.subleaf, &r[Eax], &r[Ebx], &r[Ecx],
                           &r[Edx]))
      return false; // the CPU does not have this leaf
    if (!(r[f.reg] & (1u << f.bit)))
      return false;
    return (savedStates() & f.state) == f.state;
  }
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
