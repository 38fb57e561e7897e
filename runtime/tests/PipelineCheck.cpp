//===- PipelineCheck.cpp - Checks a run of PipelinedArtifact.c ------------===//
//
//   cleave-pipeline-check INPUTS_DIR OUTPUTS_DIR
//
// Reads the inputs cleave-runner saved and the outputs it assembled, and
// checks a = 2 x, b = 3 x and c = 2 w. z, which no stage reads, must have
// been saved too (a single-device reference takes every input).
//
//===----------------------------------------------------------------------===//

#include "cleave/Support/Npy.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

std::vector<float> read(const std::string &dir, const char *name) {
  cleave::NpyArray array;
  std::string error;
  if (!cleave::readNpy(dir + "/" + name + ".npy", array, error) ||
      array.dtype != "f32") {
    std::fprintf(stderr, "FAIL %s: %s\n", name,
                 error.empty() ? "not f32" : error.c_str());
    return {};
  }
  std::vector<float> values(array.numElements());
  std::memcpy(values.data(), array.data.data(), values.size() * 4);
  return values;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: cleave-pipeline-check INPUTS OUTPUTS\n");
    return 2;
  }
  std::vector<float> x = read(argv[1], "x"), w = read(argv[1], "w"),
                     z = read(argv[1], "z"), a = read(argv[2], "a"),
                     b = read(argv[2], "b"), c = read(argv[2], "c");
  int failures = 0;
  auto expect = [&](const std::vector<float> &got, const std::vector<float> &of,
                    float factor, const char *what) {
    bool ok = got.size() == 4 && of.size() == 4;
    for (size_t i = 0; ok && i < 4; ++i)
      ok = got[i] == factor * of[i];
    if (!ok && ++failures)
      std::fprintf(stderr, "FAIL %s\n", what);
  };
  expect(a, x, 2, "a = 2 x (stage 0, split over dp)");
  expect(b, x, 3, "b = 3 x (stage 1, partial over dp)");
  expect(c, w, 2, "c = 2 w (stage 0, updating w in place)");
  if (z.size() != 3 && ++failures)
    std::fprintf(stderr, "FAIL z, read by no stage, was not saved\n");
  std::printf("pipelined run: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}
