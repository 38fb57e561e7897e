//===- CollectivesTest.cpp - Conformance of the runtime's collectives -----===//
//
// Run as `mpirun -np N CleaveRuntimeTests SHAPE`. Device d's local tensor
// holds v(d, i) = 1000 d + i, so every expected value is computed from the
// mesh's group arithmetic (cleave/Sharding) independently of the backend.
// Every axis list of the mesh (each order) is tested for every collective.
//
//===----------------------------------------------------------------------===//

#include "cleave/Sharding/MeshShape.h"
#include "cleave/runtime.h"
#include "cleave/runtime_codegen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using cleave::MeshShape;

namespace {

int64_t checks = 0, failures = 0;

void expectEq(double got, double want, const std::string &what) {
  ++checks;
  if (got == want)
    return;
  if (++failures <= 10)
    std::fprintf(stderr, "FAIL %s: got %g, want %g\n", what.c_str(), got, want);
}

void expectOk(cleave_status_t status, const std::string &what) {
  ++checks;
  if (!status)
    return;
  ++failures;
  std::fprintf(stderr, "FAIL %s: %s\n", what.c_str(),
               cleave_status_message(status));
  cleave_status_free(status);
}

float v(int64_t device, int64_t i) { return float(1000 * device + i); }

std::vector<float> local(int64_t device, int64_t count) {
  std::vector<float> x(count);
  for (int64_t i = 0; i < count; ++i)
    x[i] = v(device, i);
  return x;
}

uint16_t toBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return uint16_t(bits >> 16); // exact for the small integers used here
}
float fromBf16(uint16_t h) {
  uint32_t bits = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

struct Case {
  cleave_mesh_t *mesh;
  const MeshShape &shape;
  int64_t device;
  std::vector<int32_t> axes;
  std::vector<int64_t> group; // devices of this device's group, in order
  int64_t index;              // this device's index in the group
  std::string name;
};

void testAllReduce(const Case &c) {
  const int64_t count = 37;
  std::vector<float> in = local(c.device, count), out(count);
  expectOk(cleave_all_reduce(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                             CLEAVE_SUM, in.data(), out.data(), count),
           c.name + " all_reduce");
  for (int64_t i = 0; i < count; ++i) {
    double want = 0;
    for (int64_t g : c.group)
      want += v(g, i);
    expectEq(out[i], want, c.name + " all_reduce sum");
  }
  // In place, max.
  expectOk(cleave_all_reduce(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                             CLEAVE_MAX, in.data(), in.data(), count),
           c.name + " all_reduce max");
  int64_t top = *std::max_element(c.group.begin(), c.group.end());
  expectEq(in[5], v(top, 5), c.name + " all_reduce max in place");
  // bf16 sum through the runtime's own reduction operator.
  std::vector<uint16_t> h(8), hout(8);
  for (int i = 0; i < 8; ++i)
    h[i] = toBf16(float(c.device + i));
  expectOk(cleave_all_reduce(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_BF16,
                             CLEAVE_SUM, h.data(), hout.data(), 8),
           c.name + " all_reduce bf16");
  for (int i = 0; i < 8; ++i) {
    double want = 0;
    for (int64_t g : c.group)
      want += g + i;
    expectEq(fromBf16(hout[i]), want, c.name + " all_reduce bf16 sum");
  }
}

void testAllGather(const Case &c) {
  int64_t n = c.group.size();
  int64_t shape[3] = {2, 3, 4};
  std::vector<float> in = local(c.device, 24), out(24 * n);
  expectOk(cleave_all_gather(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                             shape, 3, 1, in.data(), out.data()),
           c.name + " all_gather");
  for (int64_t a = 0; a < 2; ++a)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t b = 0; b < 3; ++b)
        for (int64_t k = 0; k < 4; ++k)
          expectEq(out[(a * 3 * n + j * 3 + b) * 4 + k],
                   v(c.group[j], (a * 3 + b) * 4 + k),
                   c.name + " all_gather dim 1");
  std::vector<float> out0(24 * n);
  expectOk(cleave_all_gather(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                             shape, 3, 0, in.data(), out0.data()),
           c.name + " all_gather dim 0");
  for (int64_t j = 0; j < n; ++j)
    expectEq(out0[j * 24 + 7], v(c.group[j], 7), c.name + " all_gather dim 0");
}

void testReduceScatter(const Case &c) {
  int64_t n = c.group.size();
  int64_t shape[3] = {2, 2 * n, 3};
  int64_t count = 2 * 2 * n * 3;
  std::vector<float> in = local(c.device, count), out(12);
  expectOk(cleave_reduce_scatter(c.mesh, c.axes.data(), c.axes.size(),
                                 CLEAVE_F32, CLEAVE_SUM, shape, 3, 1, in.data(),
                                 out.data()),
           c.name + " reduce_scatter");
  for (int64_t a = 0; a < 2; ++a)
    for (int64_t b = 0; b < 2; ++b)
      for (int64_t k = 0; k < 3; ++k) {
        double want = 0;
        for (int64_t g : c.group)
          want += v(g, (a * 2 * n + c.index * 2 + b) * 3 + k);
        expectEq(out[(a * 2 + b) * 3 + k], want,
                 c.name + " reduce_scatter dim 1");
      }
}

void testAllToAll(const Case &c) {
  int64_t n = c.group.size();
  int64_t shape[3] = {2, 2 * n, 3};
  int64_t count = 2 * 2 * n * 3;
  std::vector<float> in = local(c.device, count), out(count);
  expectOk(cleave_all_to_all(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                             shape, 3, 1, 0, in.data(), out.data()),
           c.name + " all_to_all");
  // out has shape [2n, 2, 3]: rows j*2 + a come from member j.
  for (int64_t j = 0; j < n; ++j)
    for (int64_t a = 0; a < 2; ++a)
      for (int64_t b = 0; b < 2; ++b)
        for (int64_t k = 0; k < 3; ++k)
          expectEq(out[((j * 2 + a) * 2 + b) * 3 + k],
                   v(c.group[j], (a * 2 * n + c.index * 2 + b) * 3 + k),
                   c.name + " all_to_all split 1 concat 0");
}

void testPermuteBroadcastSendRecv(const Case &c) {
  int64_t n = c.group.size();
  const int64_t count = 16;
  std::vector<float> in = local(c.device, count), out(count);
  std::vector<int64_t> pairs;
  for (int64_t i = 0; i + 1 < n; ++i) { // a chain: the first gets zeros
    pairs.push_back(i);
    pairs.push_back(i + 1);
  }
  expectOk(cleave_collective_permute(c.mesh, c.axes.data(), c.axes.size(),
                                     CLEAVE_F32, pairs.data(), pairs.size() / 2,
                                     in.data(), out.data(), count),
           c.name + " collective_permute");
  for (int64_t i = 0; i < count; ++i)
    expectEq(out[i], c.index == 0 ? 0.0 : v(c.group[c.index - 1], i),
             c.name + " collective_permute chain");

  std::vector<int64_t> root;
  for (int32_t a : c.axes)
    root.push_back(c.shape.getAxisSize(a) - 1);
  std::vector<float> buffer = local(c.device, count);
  expectOk(cleave_broadcast(c.mesh, c.axes.data(), c.axes.size(), CLEAVE_F32,
                            root.data(), buffer.data(), count),
           c.name + " broadcast");
  for (int64_t i = 0; i < count; ++i)
    expectEq(buffer[i], v(c.group[n - 1], i), c.name + " broadcast");

  if (c.axes.size() != 1 || n % 2 != 0)
    return;
  // Pairs (2k, 2k+1) along one axis exchange tensors.
  int64_t peerIndex = c.index ^ 1;
  int64_t peer[1] = {peerIndex};
  std::vector<float> got(count);
  auto doSend = [&] {
    expectOk(cleave_send(c.mesh, c.axes.data(), 1, peer, 7, CLEAVE_F32,
                         in.data(), count),
             c.name + " send");
  };
  auto doRecv = [&] {
    expectOk(cleave_recv(c.mesh, c.axes.data(), 1, peer, 7, CLEAVE_F32,
                         got.data(), count),
             c.name + " recv");
  };
  if (c.index % 2 == 0) {
    doSend();
    doRecv();
  } else {
    doRecv();
    doSend();
  }
  expectEq(got[3], v(c.group[peerIndex], 3), c.name + " send/recv");
}

/// Pairs along axis 0 both send large messages before receiving, as
/// neighbours in a 1F1B pipeline schedule do: a send that waited for its
/// receive would deadlock here.
void testSendsDoNotBlock(cleave_mesh_t *mesh, const MeshShape &shape,
                         int64_t device) {
  if (shape.getAxisSize(0) % 2 != 0)
    return;
  const int64_t count = int64_t(1) << 20; // 4 MiB of f32
  int32_t axis = 0;
  std::vector<int64_t> coords = shape.getCoordinates(device);
  coords[0] ^= 1;
  int64_t peer[1] = {coords[0]}, from = shape.getDevice(coords);
  std::vector<float> out(count), in(count);
  for (int64_t i = 0; i < count; ++i)
    out[i] = float(device * count + i);
  for (int64_t tag : {21, 22}) // two in flight at once
    expectOk(
        cleave_send(mesh, &axis, 1, peer, tag, CLEAVE_F32, out.data(), count),
        "large send");
  // The send took a copy: the buffer is the caller's again.
  std::fill(out.begin(), out.end(), -1.0f);
  // The tags pick the messages, not their order.
  for (int64_t tag : {22, 21}) {
    std::fill(in.begin(), in.end(), 0.0f);
    expectOk(
        cleave_recv(mesh, &axis, 1, peer, tag, CLEAVE_F32, in.data(), count),
        "large recv");
    expectEq(in[12345], double(from * count + 12345), "large send/recv");
    expectEq(in[count - 1], double(from * count + count - 1),
             "large send/recv, last element");
  }
  expectOk(cleave_mesh_flush(mesh), "flush");
  expectOk(cleave_mesh_flush(mesh), "flush with nothing in flight");
}

/// After cleave_mesh_prepare_groups ranks may run different code: here the
/// devices with coordinate 0 on axis 0 (one pipeline stage) run collectives
/// over the other axes that the rest never join, and then everyone runs one
/// over all axes in reverse order (a group derived from a prepared one).
/// Lazily created groups would mismatch their splits or hang.
void testPreparedGroups(cleave_runtime_t *runtime, const MeshShape &shape,
                        int64_t device) {
  cleave_mesh_t *mesh = nullptr;
  expectOk(cleave_mesh_create(runtime, int32_t(shape.getRank()),
                              shape.getSizes().data(), &mesh),
           "second mesh");
  if (!mesh)
    return;
  expectOk(cleave_mesh_prepare_groups(mesh), "prepare groups");
  expectOk(cleave_mesh_prepare_groups(mesh), "prepare groups again");
  std::vector<int32_t> rest, reversed;
  for (unsigned a = 1; a < shape.getRank(); ++a)
    rest.push_back(int32_t(a));
  for (unsigned a = shape.getRank(); a-- > 0;)
    reversed.push_back(int32_t(a));
  if (shape.getCoordinates(device)[0] == 0) {
    std::vector<unsigned> urest(rest.begin(), rest.end());
    double want = 0;
    for (int64_t d : shape.getGroup(device, urest))
      want += double(d);
    float x = float(device), sum = 0;
    expectOk(cleave_all_reduce(mesh, rest.data(), int32_t(rest.size()),
                               CLEAVE_F32, CLEAVE_SUM, &x, &sum, 1),
             "stage-only all_reduce");
    expectEq(sum, want, "stage-only all_reduce");
  }
  std::vector<unsigned> urev(reversed.begin(), reversed.end());
  std::vector<int64_t> group = shape.getGroup(device, urev);
  std::vector<float> mine = {float(device)}, all(group.size());
  int64_t one[1] = {1};
  expectOk(cleave_all_gather(mesh, reversed.data(), int32_t(reversed.size()),
                             CLEAVE_F32, one, 1, 0, mine.data(), all.data()),
           "all_gather over reversed axes");
  for (size_t j = 0; j < group.size(); ++j)
    expectEq(all[j], double(group[j]), "all_gather over reversed axes");
  cleave_mesh_release(mesh);
}

void testBadArguments(cleave_mesh_t *mesh) {
  int32_t bad[1] = {9};
  float x = 0;
  cleave_status_t s =
      cleave_all_reduce(mesh, bad, 1, CLEAVE_F32, CLEAVE_SUM, &x, &x, 1);
  ++checks;
  if (!s || cleave_status_code(s) != CLEAVE_INVALID_ARGUMENT ||
      !std::strstr(cleave_status_message(s), "does not exist")) {
    ++failures;
    std::fprintf(stderr, "FAIL bad axis accepted: %s\n",
                 cleave_status_message(s));
  }
  cleave_status_free(s);
}

/// The overlap ABI generated code uses (__cleave_collective_async, the
/// collective, __cleave_collective_join) on the MPI backend: an announced
/// all_reduce runs nonblocking until its join (other collectives complete on
/// return and their joins are no-ops), and an announcement covers exactly
/// one collective (the deferred ticket is cleared after it).
void testOverlapAbi(cleave_mesh_t *mesh) {
  cleave_codegen_set_mesh(mesh);
  float x = 1, y = 0;
  int64_t first = __cleave_collective_async();
  ++checks;
  if (cleave_codegen_deferred_ticket() != first) {
    ++failures;
    std::fprintf(stderr, "FAIL announced ticket not visible to backends\n");
  }
  // Axis 0 packed as runtime_codegen.h describes.
  __cleave_all_reduce(intptr_t(&x), intptr_t(&y), 1, CLEAVE_F32, CLEAVE_SUM,
                      0x1);
  ++checks;
  if (cleave_codegen_deferred_ticket() != -1) {
    ++failures;
    std::fprintf(stderr, "FAIL the announcement outlived its collective\n");
  }
  __cleave_collective_join(first);
  __cleave_collective_join(-1);
  expectEq(y, double(cleave_mesh_axis_size(mesh, 0)),
           "announced all_reduce on axis 0");
  int64_t second = __cleave_collective_async();
  ++checks;
  if (second != first + 1) {
    ++failures;
    std::fprintf(stderr, "FAIL tickets are not consecutive\n");
  }
  __cleave_all_reduce(intptr_t(&x), intptr_t(&y), 1, CLEAVE_F32, CLEAVE_SUM,
                      0x1);
  __cleave_collective_join(second);
  // Two large ones in flight at once, in place and not, joined out of order.
  const int64_t n = 1 << 20;
  std::vector<float> a(n, 1.0f), b(n, 2.0f), sum(n, 0.0f);
  int64_t third = __cleave_collective_async();
  __cleave_all_reduce(intptr_t(a.data()), intptr_t(a.data()), n, CLEAVE_F32,
                      CLEAVE_SUM, 0x1);
  int64_t fourth = __cleave_collective_async();
  __cleave_all_reduce(intptr_t(b.data()), intptr_t(sum.data()), n, CLEAVE_F32,
                      CLEAVE_SUM, 0x1);
  __cleave_collective_join(fourth);
  __cleave_collective_join(third);
  double size = double(cleave_mesh_axis_size(mesh, 0));
  expectEq(a[n - 1], size, "announced in-place all_reduce, joined last");
  expectEq(sum[n / 2], 2 * size, "announced all_reduce, joined first");
  cleave_codegen_set_mesh(nullptr);
}

/// Every ordered list of distinct axes, the empty one included.
void axisLists(unsigned rank, std::vector<int32_t> &prefix,
               std::vector<bool> &used,
               std::vector<std::vector<int32_t>> &out) {
  out.push_back(prefix);
  for (unsigned a = 0; a < rank; ++a) {
    if (used[a])
      continue;
    used[a] = true;
    prefix.push_back(a);
    axisLists(rank, prefix, used, out);
    prefix.pop_back();
    used[a] = false;
  }
}

} // namespace

int main(int argc, char **argv) {
  cleave_runtime_t *runtime;
  if (cleave_status_t s =
          cleave_runtime_create("mpi", &argc, &argv, &runtime)) {
    std::fprintf(stderr, "cannot start the runtime: %s\n",
                 cleave_status_message(s));
    return 1;
  }
  std::optional<std::vector<int64_t>> sizes =
      argc > 1 ? cleave::parseMeshShape(argv[1]) : std::nullopt;
  if (!sizes) {
    std::fprintf(stderr,
                 "usage: CleaveRuntimeTests SHAPE [--expect-mismatch]\n");
    cleave_runtime_release(runtime);
    return 2;
  }
  bool expectMismatch = argc > 2 && std::string(argv[2]) == "--expect-mismatch";
  int abortRank = argc > 3 && std::string(argv[2]) == "--abort-rank"
                      ? std::atoi(argv[3])
                      : -1;
  cleave_mesh_t *mesh = nullptr;
  cleave_status_t s =
      cleave_mesh_create(runtime, sizes->size(), sizes->data(), &mesh);
  if (expectMismatch) {
    bool ok = s && std::strstr(cleave_status_message(s),
                               "launch one rank per device");
    if (cleave_runtime_rank(runtime) == 0)
      std::printf("mesh mismatch: %s\n", cleave_status_message(s));
    cleave_status_free(s);
    cleave_runtime_release(runtime);
    return ok ? 0 : 1;
  }
  if (s) {
    std::fprintf(stderr, "mesh: %s\n", cleave_status_message(s));
    cleave_runtime_abort(runtime, cleave_status_message(s));
  }

  if (abortRank >= 0) {
    // One rank fails while the others wait in a collective: the runtime must
    // end them all, not leave them blocked.
    if (cleave_runtime_rank(runtime) == abortRank)
      cleave_runtime_abort(runtime, "deliberate failure for the test");
    int32_t axis = 0;
    float x = 1;
    cleave_status_free(
        cleave_all_reduce(mesh, &axis, 1, CLEAVE_F32, CLEAVE_SUM, &x, &x, 1));
    return 0;
  }

  std::vector<std::string> names;
  for (size_t i = 0; i < sizes->size(); ++i)
    names.push_back("a" + std::to_string(i));
  MeshShape shape(names, *sizes);
  int64_t device = cleave_runtime_rank(runtime);
  std::vector<std::vector<int32_t>> lists;
  std::vector<int32_t> prefix;
  std::vector<bool> used(shape.getRank(), false);
  axisLists(shape.getRank(), prefix, used, lists);
  for (const std::vector<int32_t> &axes : lists) {
    std::vector<unsigned> uaxes(axes.begin(), axes.end());
    Case c{mesh,
           shape,
           device,
           axes,
           shape.getGroup(device, uaxes),
           shape.getIndexInGroup(device, uaxes),
           "axes["};
    for (int32_t a : axes)
      c.name += std::to_string(a) + " ";
    c.name += "]";
    testAllReduce(c);
    testAllGather(c);
    testReduceScatter(c);
    testAllToAll(c);
    testPermuteBroadcastSendRecv(c);
  }
  testBadArguments(mesh);
  testOverlapAbi(mesh);
  testSendsDoNotBlock(mesh, shape, device);
  testPreparedGroups(runtime, shape, device);

  // Agree on the outcome across ranks with the runtime itself.
  std::vector<int32_t> all(shape.getRank());
  for (unsigned a = 0; a < shape.getRank(); ++a)
    all[a] = a;
  int64_t totals[2] = {checks, failures};
  if (cleave_status_t st =
          cleave_all_reduce(mesh, all.data(), all.size(), CLEAVE_I64,
                            CLEAVE_SUM, totals, totals, 2))
    cleave_runtime_abort(runtime, cleave_status_message(st));
  if (device == 0)
    std::printf("runtime collectives on mesh %s: %lld passed, %lld failed\n",
                argv[1], (long long)(totals[0] - totals[1]),
                (long long)totals[1]);
  cleave_mesh_release(mesh);
  cleave_runtime_release(runtime);
  return totals[1] == 0 ? 0 : 1;
}
