//===- ElfNeeded.cpp - The libraries a shared object asks for -------------===//

#include "ElfNeeded.h"

#include <elf.h>

#include <cstring>
#include <fstream>
#include <iterator>

namespace cleave::runtime {

std::string readNeededLibraries(const std::string &path,
                                std::vector<std::string> &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return "cannot open it";
  std::string bytes((std::istreambuf_iterator<char>(in)),
                    std::istreambuf_iterator<char>());
  auto fits = [&](uint64_t offset, uint64_t size) {
    return offset <= bytes.size() && size <= bytes.size() - offset;
  };
  Elf64_Ehdr header;
  if (!fits(0, sizeof(header)))
    return "too short for an ELF header";
  std::memcpy(&header, bytes.data(), sizeof(header));
  if (header.e_phentsize != sizeof(Elf64_Phdr) ||
      !fits(header.e_phoff, uint64_t(header.e_phnum) * sizeof(Elf64_Phdr)))
    return "its program headers are damaged";
  std::vector<Elf64_Phdr> segments(header.e_phnum);
  std::memcpy(segments.data(), bytes.data() + header.e_phoff,
              segments.size() * sizeof(Elf64_Phdr));
  // The dynamic section names the string table by address: map it back to
  // a file offset through the loadable segment that holds it.
  auto fileOffset = [&](uint64_t address, uint64_t &offset) {
    for (const Elf64_Phdr &s : segments)
      if (s.p_type == PT_LOAD && address >= s.p_vaddr &&
          address - s.p_vaddr < s.p_filesz) {
        offset = s.p_offset + (address - s.p_vaddr);
        return true;
      }
    return false;
  };
  for (const Elf64_Phdr &s : segments) {
    if (s.p_type != PT_DYNAMIC)
      continue;
    if (!fits(s.p_offset, s.p_filesz))
      return "its dynamic section is truncated";
    std::vector<uint64_t> needed;
    uint64_t strtab = 0, strsz = 0;
    bool haveStrtab = false;
    for (uint64_t at = s.p_offset;
         at + sizeof(Elf64_Dyn) <= s.p_offset + s.p_filesz;
         at += sizeof(Elf64_Dyn)) {
      Elf64_Dyn entry;
      std::memcpy(&entry, bytes.data() + at, sizeof(entry));
      if (entry.d_tag == DT_NULL)
        break;
      if (entry.d_tag == DT_NEEDED)
        needed.push_back(entry.d_un.d_val);
      else if (entry.d_tag == DT_STRTAB) {
        strtab = entry.d_un.d_ptr;
        haveStrtab = true;
      } else if (entry.d_tag == DT_STRSZ)
        strsz = entry.d_un.d_val;
    }
    if (needed.empty())
      return "";
    uint64_t base;
    if (!haveStrtab || !fileOffset(strtab, base) || !fits(base, strsz))
      return "its dynamic string table is damaged";
    for (uint64_t name : needed) {
      if (name >= strsz)
        return "its dynamic section names a library past its string table";
      const char *start = bytes.data() + base + name;
      size_t length = strnlen(start, strsz - name);
      if (length == strsz - name)
        return "its dynamic string table is not terminated";
      out.emplace_back(start, length);
    }
    return "";
  }
  return ""; // statically linked: needs nothing
}

} // namespace cleave::runtime
