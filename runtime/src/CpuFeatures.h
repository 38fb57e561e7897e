//===- CpuFeatures.h - Whether this CPU runs an artifact's code -*- C++ -*-===//
//
// A CPU artifact's code is generated for the compiling machine's CPU (its
// features: AVX-512 where it has them). On a CPU without one of them the
// first call dies of SIGILL; the manifest lists the features, and opening
// the artifact checks them.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_CPUFEATURES_H
#define CLEAVE_RUNTIME_CPUFEATURES_H

#include <string>
#include <vector>

namespace cleave::runtime {

/// The features of `features` (LLVM's names: "avx2", "avx512f") that this
/// CPU lacks, among those CPUID reports (the x86 vector, bit-manipulation,
/// half-precision and matrix extensions, with the register state the OS
/// must save for them; others are not checked). The
/// environment variable CLEAVE_HOST_CPU_LACKS (a comma-separated list)
/// names features to take as missing: a CPU without them, for tests.
std::vector<std::string>
getMissingCpuFeatures(const std::vector<std::string> &features);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_CPUFEATURES_H
