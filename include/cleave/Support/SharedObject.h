//===- SharedObject.h - Check a file before dlopen maps it -------*- C++
//-*-===//
//
// dlopen maps an ELF file and touches pages its headers point at; a
// truncated file then dies with SIGBUS inside the loader instead of failing.
// This check reads the headers and refuses a file whose segments or section
// table reach past its end, so tools can say what is wrong.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_SHAREDOBJECT_H
#define CLEAVE_SUPPORT_SHAREDOBJECT_H

#include <string>

namespace cleave {

/// Empty when `path` is a complete 64-bit ELF shared object for this
/// machine's byte order; otherwise why it is not (truncated, not ELF, ...).
std::string checkSharedObject(const std::string &path);

} // namespace cleave

#endif // CLEAVE_SUPPORT_SHAREDOBJECT_H
