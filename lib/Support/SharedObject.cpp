//===- SharedObject.cpp - Check a file before dlopen maps it --------------===//

#include "cleave/Support/SharedObject.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace cleave {
namespace {

/// The seal after an artifact's bytes. The magic comes last so a reader
/// finds it at the end of the file.
struct Seal {
  uint64_t sealedBytes;
  uint64_t checksum;
  char magic[8];
};
constexpr char kSealMagic[8] = {'C', 'L', 'V', 'S', 'E', 'A', 'L', '1'};

/// A file descriptor that closes itself.
struct File {
  int fd;
  explicit File(int fd) : fd(fd) {}
  ~File() {
    if (fd >= 0)
      close(fd);
  }
};

/// Reads exactly `size` bytes at `offset`.
bool readAt(int fd, void *out, size_t size, uint64_t offset) {
  char *p = static_cast<char *>(out);
  while (size) {
    ssize_t n = pread(fd, p, size, off_t(offset));
    if (n <= 0) {
      if (n < 0 && errno == EINTR)
        continue;
      return false;
    }
    p += n;
    size -= size_t(n);
    offset += uint64_t(n);
  }
  return true;
}

/// A 64-bit checksum of the first `bytes` bytes of `fd`, four independent
/// lanes of a word at a time (catches damage, not tampering). False when
/// they cannot be read.
bool checksumOf(int fd, uint64_t bytes, uint64_t &out) {
  constexpr uint64_t kMultiplier = 0x9e3779b97f4a7c15ull;
  // Whole 32-byte blocks per chunk, so chunking never changes the sum.
  std::vector<char> buffer(1 << 20);
  uint64_t lanes[4] = {0x6a09e667f3bcc908ull ^ bytes, 0xbb67ae8584caa73bull,
                       0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull};
  for (uint64_t done = 0; done < bytes;) {
    size_t n = size_t(std::min<uint64_t>(buffer.size(), bytes - done));
    if (!readAt(fd, buffer.data(), n, done))
      return false;
    size_t blocks = n / 32;
    for (size_t b = 0; b < blocks; ++b)
      for (int lane = 0; lane < 4; ++lane) {
        uint64_t w;
        std::memcpy(&w, buffer.data() + 32 * b + 8 * lane, 8);
        uint64_t h = (lanes[lane] ^ w) * kMultiplier;
        lanes[lane] = h ^ (h >> 29);
      }
    // The last chunk's tail: up to 31 bytes, with its length.
    for (size_t at = 32 * blocks; at < n; at += 8) {
      uint64_t w = 0;
      std::memcpy(&w, buffer.data() + at, std::min<size_t>(8, n - at));
      uint64_t h = (lanes[0] ^ w ^ (uint64_t(n - at) << 56)) * kMultiplier;
      lanes[0] = h ^ (h >> 29);
    }
    done += n;
  }
  uint64_t h = lanes[0];
  for (int lane = 1; lane < 4; ++lane)
    h = (h ^ lanes[lane]) * kMultiplier, h ^= h >> 31;
  out = h;
  return true;
}

std::string bytesText(uint64_t n) { return std::to_string(n) + " bytes"; }

/// Empty when `fd` (of `size` bytes) has no seal or a seal that matches;
/// `body` is set to the bytes before the seal.
std::string checkSeal(int fd, uint64_t size, uint64_t &body) {
  body = size;
  Seal seal;
  if (size < sizeof(Seal) ||
      !readAt(fd, &seal, sizeof(Seal), size - sizeof(Seal)) ||
      std::memcmp(seal.magic, kSealMagic, sizeof kSealMagic) != 0)
    return "";
  if (seal.sealedBytes != size - sizeof(Seal))
    return "it is damaged: it was sealed at " + bytesText(seal.sealedBytes) +
           " and now has " + bytesText(size - sizeof(Seal)) +
           " before its seal (compile it again)";
  uint64_t sum;
  if (!checksumOf(fd, seal.sealedBytes, sum))
    return "cannot read it";
  if (sum != seal.checksum)
    return "it is damaged: its bytes no longer match the checksum written "
           "when it was compiled (compile it again)";
  body = seal.sealedBytes;
  return "";
}

} // namespace

std::string checkSharedObject(const std::string &path) {
  File file(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (file.fd < 0)
    return "cannot open it";
  struct stat st;
  if (fstat(file.fd, &st) != 0)
    return "cannot open it";
  if (S_ISDIR(st.st_mode))
    return "it is a directory, not an artifact (a shared library)";
  if (!S_ISREG(st.st_mode))
    return "it is not a regular file";
  uint64_t size = uint64_t(st.st_size);
  Elf64_Ehdr header;
  if (size < sizeof(header) || !readAt(file.fd, &header, sizeof(header), 0))
    return "it is " + bytesText(size) +
           ", too short for an ELF header (truncated?)";
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
    return "it is not an ELF shared object";
  if (header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_type != ET_DYN)
    return "it is not a 64-bit ELF shared object";
  if (std::string why = checkSeal(file.fd, size, size); !why.empty())
    return why;
  auto past = [&](uint64_t offset, uint64_t count, uint64_t each) {
    return offset > size || (each && count > (size - offset) / each);
  };
  if (past(header.e_shoff, header.e_shnum, header.e_shentsize) ||
      past(header.e_phoff, header.e_phnum, sizeof(Elf64_Phdr)))
    return "it is truncated: its headers reach past its " + bytesText(size);
  std::vector<Elf64_Phdr> segments(header.e_phnum);
  if (!readAt(file.fd, segments.data(), segments.size() * sizeof(Elf64_Phdr),
              header.e_phoff))
    return "cannot read its program headers";
  for (const Elf64_Phdr &segment : segments)
    if (segment.p_type == PT_LOAD &&
        past(segment.p_offset, 1, segment.p_filesz))
      return "it is truncated: a segment ends at byte " +
             std::to_string(segment.p_offset + segment.p_filesz) + " of a " +
             bytesText(size) + " file";
  return "";
}

std::string sealSharedObject(const std::string &path) {
  File file(open(path.c_str(), O_RDWR | O_CLOEXEC));
  struct stat st;
  if (file.fd < 0 || fstat(file.fd, &st) != 0)
    return "cannot open " + path + " to seal it: " + std::strerror(errno);
  Seal seal;
  seal.sealedBytes = uint64_t(st.st_size);
  std::memcpy(seal.magic, kSealMagic, sizeof kSealMagic);
  if (!checksumOf(file.fd, seal.sealedBytes, seal.checksum))
    return "cannot read " + path + " to seal it: " + std::strerror(errno);
  const char *p = reinterpret_cast<const char *>(&seal);
  for (size_t done = 0; done < sizeof(Seal);) {
    ssize_t n = pwrite(file.fd, p + done, sizeof(Seal) - done,
                       off_t(seal.sealedBytes + done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return "cannot seal " + path + ": " + std::strerror(errno);
    done += size_t(n);
  }
  if (close(file.fd) != 0) {
    file.fd = -1;
    return "cannot seal " + path + ": " + std::strerror(errno);
  }
  file.fd = -1;
  return "";
}

} // namespace cleave
