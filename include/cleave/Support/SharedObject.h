//===- SharedObject.h - Check a file before dlopen maps it ------*- C++ -*-===//
//
// dlopen maps an ELF file and trusts what its headers and dynamic section
// point at: a truncated file dies with SIGBUS inside the loader, a damaged
// dynamic section with SIGSEGV, instead of failing. So the compiler seals
// each artifact it writes (a checksum of its bytes after them, where the
// loader never looks), and the check refuses a sealed file whose bytes
// changed; any file also gets its headers checked against its size, so tools
// can say what is wrong.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_SHAREDOBJECT_H
#define CLEAVE_SUPPORT_SHAREDOBJECT_H

#include <string>

namespace cleave {

/// Empty when `path` is a complete 64-bit ELF shared object for this
/// machine's byte order whose seal, if it has one, matches its bytes;
/// otherwise why it is not (truncated, not ELF, damaged, ...).
std::string checkSharedObject(const std::string &path);

/// Appends the seal to the shared object at `path`. Returns the empty
/// string on success, else why it could not be written.
std::string sealSharedObject(const std::string &path);

} // namespace cleave

#endif // CLEAVE_SUPPORT_SHAREDOBJECT_H
