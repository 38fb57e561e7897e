//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "cleave/Support/Npy.h"

#include <cstring>
#include <fstream>
#include <sstream>

namespace cleave {

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

static const char *descrOf(const std::string &dtype) {
  if (dtype == "f32")
    return "<f4";
  if (dtype == "f64")
    return "<f8";
  if (dtype == "f16")
    return "<f2";
  if (dtype == "i32")
    return "<i4";
  if (dtype == "i64")
    return "<i8";
  if (dtype == "bf16")
    return "<V2"; // ml_dtypes' bfloat16, read only
  if (dtype == "i8")
    return "|i1";
  if (dtype == "i1")
    return "|b1"; // NumPy's bool: a byte, 0 or 1
  return nullptr;
}

static size_t bytesOf(const std::string &dtype) {
  return dtype == "f64" || dtype == "i64"    ? 8
         : dtype == "f16" || dtype == "bf16" ? 2
         : dtype == "i1" || dtype == "i8"    ? 1
                                             : 4;
}

/// Value of `key` in the header dict, e.g. 'descr': '<f4' -> <f4.
static std::string field(const std::string &header, const std::string &key) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos)
    return {};
  size_t colon = header.find(':', at);
  if (colon == std::string::npos)
    return {};
  size_t begin = header.find_first_not_of(" ", colon + 1);
  if (begin == std::string::npos)
    return {};
  if (header[begin] == '\'') {
    size_t end = header.find('\'', begin + 1);
    return end == std::string::npos ? std::string()
                                    : header.substr(begin + 1, end - begin - 1);
  }
  if (header[begin] == '(') {
    size_t end = header.find(')', begin);
    return end == std::string::npos ? std::string()
                                    : header.substr(begin, end - begin + 1);
  }
  size_t end = header.find_first_of(",}", begin);
  return header.substr(begin, end - begin);
}

bool readNpy(const std::string &path, NpyArray &out, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open '" + path + "'";
    return false;
  }
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0) {
    error = "'" + path + "' is not a .npy file";
    return false;
  }
  uint32_t headerLength = 0;
  if (magic[6] == 1) {
    unsigned char len[2];
    in.read(reinterpret_cast<char *>(len), 2);
    headerLength = len[0] | (len[1] << 8);
  } else {
    unsigned char len[4];
    in.read(reinterpret_cast<char *>(len), 4);
    headerLength = len[0] | (len[1] << 8) | (len[2] << 16) | (len[3] << 24);
  }
  std::string header(headerLength, '\0');
  if (!in.read(&header[0], headerLength)) {
    error = "'" + path + "': truncated header";
    return false;
  }
  std::string descr = field(header, "descr");
  if (field(header, "fortran_order") != "False") {
    error = "'" + path + "': Fortran-order arrays are not supported";
    return false;
  }
  out.dtype.clear();
  for (const char *d : {"f32", "f64", "f16", "bf16", "i32", "i64", "i8", "i1"})
    if (descr == descrOf(d) || (descr == "|V2" && d == std::string("bf16")))
      out.dtype = d;
  if (out.dtype.empty()) {
    error = "'" + path + "': unsupported dtype '" + descr +
            "' (little-endian f4, f8, f2, i4, i8, i1, b1, or V2 for bfloat16)";
    return false;
  }
  std::string shape = field(header, "shape");
  out.shape.clear();
  std::stringstream ss(
      shape.substr(1, shape.size() > 2 ? shape.size() - 2 : 0));
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (item.find_first_not_of(" ") == std::string::npos)
      continue;
    out.shape.push_back(std::stoll(item));
  }
  size_t bytes = out.numElements() * bytesOf(out.dtype);
  out.data.resize(bytes);
  if (!in.read(out.data.data(), bytes)) {
    error = "'" + path + "': truncated data";
    return false;
  }
  return true;
}

static NpyArray widenBf16(const NpyArray &array) {
  NpyArray wide;
  wide.dtype = "f32";
  wide.shape = array.shape;
  wide.data.resize(array.data.size() * 2);
  for (size_t i = 0; i < array.data.size() / 2; ++i) {
    uint16_t bits;
    std::memcpy(&bits, array.data.data() + 2 * i, 2);
    uint32_t wideBits = uint32_t(bits) << 16;
    std::memcpy(wide.data.data() + 4 * i, &wideBits, 4);
  }
  return wide;
}

void toBf16(NpyArray &array) {
  std::vector<char> narrow(array.data.size() / 2);
  for (size_t i = 0; i < narrow.size() / 2; ++i) {
    uint32_t bits;
    std::memcpy(&bits, array.data.data() + 4 * i, 4);
    bool nan = (bits & 0x7fffffffu) > 0x7f800000u;
    uint16_t h = nan ? uint16_t((bits >> 16) | 0x40)
                     : uint16_t((bits + 0x7fffu + ((bits >> 16) & 1)) >> 16);
    std::memcpy(narrow.data() + 2 * i, &h, 2);
  }
  array.dtype = "bf16";
  array.data = std::move(narrow);
}

bool writeNpy(const std::string &path, const NpyArray &array,
              std::string &error) {
  if (array.dtype == "bf16")
    return writeNpy(path, widenBf16(array), error);
  const char *descr = descrOf(array.dtype);
  if (!descr) {
    error = "cannot write dtype " + array.dtype + " to .npy";
    return false;
  }
  std::string shape = "(";
  for (int64_t s : array.shape)
    shape += std::to_string(s) + ", ";
  if (array.shape.size() > 1)
    shape.resize(shape.size() - 2);
  else if (array.shape.size() == 1)
    shape.resize(shape.size() - 1);
  shape += ")";
  std::string header = std::string("{'descr': '") + descr +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad so that data starts at a multiple of 64 bytes.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  if (!out) {
    error = "cannot write '" + path + "'";
    return false;
  }
  uint16_t len = header.size();
  out.write("\x93NUMPY\x01\x00", 8);
  out.put(char(len & 0xff));
  out.put(char(len >> 8));
  out.write(header.data(), header.size());
  out.write(array.data.data(), array.data.size());
  if (!out) {
    error = "writing '" + path + "' failed";
    return false;
  }
  return true;
}

} // namespace cleave
