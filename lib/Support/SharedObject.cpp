//===- SharedObject.cpp - Check a file before dlopen maps it --------------===//

#include "cleave/Support/SharedObject.h"

#include <cstring>
#include <elf.h>
#include <fstream>
#include <sys/stat.h>
#include <vector>

namespace cleave {

std::string checkSharedObject(const std::string &path) {
  // A directory opens as a stream of unknown size (said to be 2^63 bytes).
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
    return "it is a directory, not an artifact (a shared library)";
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in)
    return "cannot open it";
  const uint64_t size = uint64_t(in.tellg());
  in.seekg(0);
  Elf64_Ehdr header;
  if (size < sizeof(header) ||
      !in.read(reinterpret_cast<char *>(&header), sizeof(header)))
    return "it is " + std::to_string(size) +
           " bytes, too short for an ELF header (truncated?)";
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
    return "it is not an ELF shared object";
  if (header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_type != ET_DYN)
    return "it is not a 64-bit ELF shared object";
  auto past = [&](uint64_t offset, uint64_t count, uint64_t each) {
    return offset > size || count * each > size - offset;
  };
  if (past(header.e_shoff, header.e_shnum, header.e_shentsize) ||
      past(header.e_phoff, header.e_phnum, sizeof(Elf64_Phdr)))
    return "it is truncated: its headers reach past its " +
           std::to_string(size) + " bytes";
  std::vector<Elf64_Phdr> segments(header.e_phnum);
  in.seekg(header.e_phoff);
  if (!in.read(reinterpret_cast<char *>(segments.data()),
               segments.size() * sizeof(Elf64_Phdr)))
    return "cannot read its program headers";
  for (const Elf64_Phdr &segment : segments)
    if (segment.p_type == PT_LOAD &&
        past(segment.p_offset, 1, segment.p_filesz))
      return "it is truncated: a segment ends at byte " +
             std::to_string(segment.p_offset + segment.p_filesz) + " of a " +
             std::to_string(size) + "-byte file";
  return "";
}

} // namespace cleave
