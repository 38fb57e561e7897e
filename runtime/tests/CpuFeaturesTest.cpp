//===- CpuFeaturesTest.cpp - The CPUID table against the kernel's view ----===//
//
// The runtime reads CPUID itself (the compilers' __builtin_cpu_supports
// each know a different set of names); the kernel's /proc/cpuinfo flags are
// an independent reading of the same bits, under Linux's names.
//
//===----------------------------------------------------------------------===//

#include "CpuFeatures.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

namespace {

std::set<std::string> kernelFlags() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::set<std::string> flags;
  for (std::string line; std::getline(cpuinfo, line);) {
    if (line.rfind("flags", 0) != 0)
      continue;
    std::stringstream words(line.substr(line.find(':') + 1));
    for (std::string word; words >> word;)
      flags.insert(word);
    break;
  }
  return flags;
}

bool has(const std::string &feature) {
  return cleave::runtime::getMissingCpuFeatures({feature}).empty();
}

TEST(CpuFeatures, AgreeWithTheKernel) {
#if !defined(__x86_64__)
  GTEST_SKIP() << "CPUID is read on x86-64 only";
#else
  unsetenv("CLEAVE_HOST_CPU_LACKS");
  std::set<std::string> flags = kernelFlags();
  if (flags.empty())
    GTEST_SKIP() << "no /proc/cpuinfo flags";
  // LLVM's name, Linux's name: what generated code may use.
  const std::pair<const char *, const char *> names[] = {
      {"sse2", "sse2"},         {"sse3", "pni"},
      {"ssse3", "ssse3"},       {"sse4.1", "sse4_1"},
      {"sse4.2", "sse4_2"},     {"popcnt", "popcnt"},
      {"cx16", "cx16"},         {"sahf", "lahf_lm"},
      {"movbe", "movbe"},       {"lzcnt", "abm"},
      {"bmi", "bmi1"},          {"bmi2", "bmi2"},
      {"aes", "aes"},           {"pclmul", "pclmulqdq"},
      {"avx", "avx"},           {"avx2", "avx2"},
      {"fma", "fma"},           {"f16c", "f16c"},
      {"avx512f", "avx512f"},   {"avx512bw", "avx512bw"},
      {"avx512dq", "avx512dq"}, {"avx512vl", "avx512vl"},
      {"avx512cd", "avx512cd"}, {"64bit", "lm"}};
  // (Newer flags, avx512_fp16 and avx_vnni, are left out: a kernel older
  // than the CPU does not print them.)
  for (const auto &[llvm, kernel] : names)
    EXPECT_EQ(has(llvm), flags.count(kernel) == 1)
        << llvm << " (/proc/cpuinfo: " << kernel << ")";
  // What the table does not know is not refused; a test's stand-in is.
  EXPECT_TRUE(has("no-such-feature"));
  setenv("CLEAVE_HOST_CPU_LACKS", "sse2", 1);
  EXPECT_FALSE(has("sse2"));
  unsetenv("CLEAVE_HOST_CPU_LACKS");
#endif
}

} // namespace
