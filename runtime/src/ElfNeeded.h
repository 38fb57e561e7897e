//===- ElfNeeded.h - The libraries a shared object asks for -----*- C++ -*-===//
//
// Artifacts carry no search path for the runtime (so they can move), so
// whoever opens one loads the runtime libraries it needs from beside this
// library first; which ones it needs is in its dynamic section.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_ELFNEEDED_H
#define CLEAVE_RUNTIME_ELFNEEDED_H

#include <string>
#include <vector>

namespace cleave::runtime {

/// The DT_NEEDED names of the 64-bit ELF shared object at `path`. Returns
/// the empty string on success, else why the file cannot be read (a file
/// that checkSharedObject accepted may still have a damaged dynamic
/// section).
std::string readNeededLibraries(const std::string &path,
                                std::vector<std::string> &out);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_ELFNEEDED_H
