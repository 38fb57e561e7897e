//===- ArtifactManifest.cpp - The manifest an artifact embeds -------------===//

#include "ArtifactManifest.h"

#include "Json.h"

#include <algorithm>
#include <limits>

namespace cleave::runtime {

namespace {

using json::Value;

/// Reads the fields of one manifest; the first problem met becomes `error`,
/// named by its path ("inputs[3].sharding.dims[1]").
class Reader {
public:
  std::string error;

  bool fail(const std::string &path, const std::string &what) {
    error = path + ": " + what;
    return false;
  }

  const Value *member(const Value &object, const std::string &path,
                      const std::string &key, Value::Kind kind) {
    const Value *v = object.find(key);
    if (!v) {
      fail(path.empty() ? key : path + "." + key, "missing");
      return nullptr;
    }
    if (v->kind != kind) {
      fail(path.empty() ? key : path + "." + key,
           std::string("expected ") + json::describe(kind) + ", found " +
               json::describe(v->kind));
      return nullptr;
    }
    return v;
  }

  bool string(const Value &object, const std::string &path,
              const std::string &key, std::string &out) {
    const Value *v = member(object, path, key, Value::Kind::String);
    if (v)
      out = v->string;
    return v;
  }

  /// An array of integers in [min, max].
  bool integers(const Value &array, const std::string &path, int64_t min,
                int64_t max, std::vector<int64_t> &out) {
    if (array.kind != Value::Kind::Array)
      return fail(path, std::string("expected an array, found ") +
                            json::describe(array.kind));
    for (size_t i = 0; i < array.array.size(); ++i) {
      const Value &v = array.array[i];
      std::string at = path + "[" + std::to_string(i) + "]";
      if (v.kind != Value::Kind::Integer)
        return fail(at, std::string("expected an integer, found ") +
                            json::describe(v.kind));
      if (v.integer < min || v.integer > max)
        return fail(at, std::to_string(v.integer) + " is out of range [" +
                            std::to_string(min) + ", " + std::to_string(max) +
                            "]");
      out.push_back(v.integer);
    }
    return true;
  }

  bool axes(const Value &array, const std::string &path, unsigned meshRank,
            std::vector<unsigned> &out) {
    std::vector<int64_t> raw;
    if (!integers(array, path, 0, int64_t(meshRank) - 1, raw))
      return false;
    out.assign(raw.begin(), raw.end());
    return true;
  }

  /// Integers in [0, count) listed at most once each.
  bool indices(const Value &array, const std::string &path, size_t count,
               std::vector<int64_t> &out) {
    if (!integers(array, path, 0, int64_t(count) - 1, out))
      return false;
    std::vector<bool> seen(count, false);
    for (size_t i = 0; i < out.size(); ++i) {
      if (seen[out[i]])
        return fail(path + "[" + std::to_string(i) + "]",
                    std::to_string(out[i]) + " is listed twice");
      seen[out[i]] = true;
    }
    return true;
  }

  bool tensor(const Value &v, const std::string &path, const MeshShape &mesh,
              TensorManifest &t);
  bool pipeline(const Value &v, ArtifactManifest &out);
  bool top(const Value &root, ArtifactManifest &out);
};

bool parseDtype(const std::string &name, cleave_dtype_t &out) {
  static const std::pair<const char *, cleave_dtype_t> kDtypes[] = {
      {"f32", CLEAVE_F32},   {"f64", CLEAVE_F64}, {"f16", CLEAVE_F16},
      {"bf16", CLEAVE_BF16}, {"i32", CLEAVE_I32}, {"i64", CLEAVE_I64},
      {"i8", CLEAVE_I8},     {"i1", CLEAVE_I8}};
  for (const auto &[text, dtype] : kDtypes)
    if (name == text) {
      out = dtype;
      return true;
    }
  return false;
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "x" : "") + std::to_string(shape[i]);
  return s + "]";
}

/// Element count of `shape`, or -1 past 2^62 elements (no buffer is that
/// large; a damaged manifest must not overflow the arithmetic).
int64_t elements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t s : shape) {
    if (s != 0 && n > (int64_t(1) << 62) / s)
      return -1;
    n *= s;
  }
  return n;
}

bool Reader::tensor(const Value &v, const std::string &path,
                    const MeshShape &mesh, TensorManifest &t) {
  if (v.kind != Value::Kind::Object)
    return fail(path, std::string("expected an object, found ") +
                          json::describe(v.kind));
  if (!string(v, path, "name", t.name) ||
      !string(v, path, "dtype", t.dtypeName))
    return false;
  if (!parseDtype(t.dtypeName, t.dtype))
    return fail(path + ".dtype", "unknown dtype '" + t.dtypeName +
                                     "' (known: f32, f64, f16, bf16, i32, "
                                     "i64)");
  const int64_t kMax = std::numeric_limits<int64_t>::max();
  const Value *global = member(v, path, "global_shape", Value::Kind::Array);
  const Value *local = member(v, path, "local_shape", Value::Kind::Array);
  if (!global || !local ||
      !integers(*global, path + ".global_shape", 0, kMax, t.globalShape) ||
      !integers(*local, path + ".local_shape", 0, kMax, t.localShape))
    return false;
  if (const Value *bound = v.find("index_bound")) {
    if (bound->kind != Value::Kind::Integer || bound->integer < 0)
      return fail(path + ".index_bound", "expected a non-negative integer");
    t.indexBound = bound->integer;
  }
  if (const Value *updates = v.find("updates")) {
    if (updates->kind != Value::Kind::Integer || updates->integer < 0)
      return fail(path + ".updates", "expected a non-negative input index");
    t.updatesInput = updates->integer;
  }
  if (const Value *placement = v.find("placement")) {
    if (placement->kind != Value::Kind::String ||
        (placement->string != "host" && placement->string != "device"))
      return fail(path + ".placement", "expected \"host\" or \"device\"");
    t.onHost = placement->string == "host";
  }
  if (const Value *nonNegative = v.find("non_negative")) {
    if (nonNegative->kind != Value::Kind::Bool)
      return fail(path + ".non_negative", "expected true or false");
    t.nonNegative = nonNegative->boolean;
  }
  if (const Value *ignored = v.find("ignored_index")) {
    if (ignored->kind != Value::Kind::Integer)
      return fail(path + ".ignored_index", "expected an integer");
    t.hasIgnoredIndex = true;
    t.ignoredIndex = ignored->integer;
  }
  if (const Value *wraps = v.find("index_wraps")) {
    if (wraps->kind != Value::Kind::Bool)
      return fail(path + ".index_wraps", "expected true or false");
    t.indexWraps = wraps->boolean;
  }
  std::string at = path + ".sharding";
  const Value *s = member(v, path, "sharding", Value::Kind::Object);
  if (!s)
    return false;
  const Value *dims = member(*s, at, "dims", Value::Kind::Array);
  const Value *partial = member(*s, at, "partial", Value::Kind::Array);
  std::string reduction, uneven;
  if (!dims || !partial || !string(*s, at, "reduction", reduction) ||
      !string(*s, at, "uneven", uneven))
    return false;
  std::vector<std::vector<unsigned>> dimAxes(dims->array.size());
  for (size_t d = 0; d < dims->array.size(); ++d)
    if (!axes(dims->array[d], at + ".dims[" + std::to_string(d) + "]",
              mesh.getRank(), dimAxes[d]))
      return false;
  std::vector<unsigned> partialAxes;
  if (!axes(*partial, at + ".partial", mesh.getRank(), partialAxes))
    return false;
  Reduction kind;
  if (reduction == "sum")
    kind = Reduction::Sum;
  else if (reduction == "max")
    kind = Reduction::Max;
  else if (reduction == "min")
    kind = Reduction::Min;
  else
    return fail(at + ".reduction",
                "unknown reduction '" + reduction + "' (sum, max or min)");
  if (uneven != "pad" && uneven != "reject")
    return fail(at + ".uneven",
                "unknown value '" + uneven + "' (pad or reject)");
  t.sharding = TensorSharding(dimAxes, partialAxes, kind,
                              uneven == "pad" ? Uneven::Pad : Uneven::Reject);
  if (std::string why = t.sharding.verify(mesh, t.globalShape); !why.empty())
    return fail(at, why);
  std::vector<int64_t> expected = t.sharding.getLocalShape(mesh, t.globalShape);
  if (t.localShape != expected)
    return fail(path + ".local_shape",
                shapeText(t.localShape) + " is not the local shape " +
                    shapeText(expected) + " of global shape " +
                    shapeText(t.globalShape) + " under this sharding");
  t.localElements = elements(t.localShape);
  t.globalElements = elements(t.globalShape);
  if (t.localElements < 0 || t.globalElements < 0)
    return fail(path + ".global_shape", "too many elements");

  t.dimAxesBegin.push_back(0);
  for (const auto &list : dimAxes) {
    t.dimAxes.insert(t.dimAxes.end(), list.begin(), list.end());
    t.dimAxesBegin.push_back(int32_t(t.dimAxes.size()));
  }
  t.partialAxes.assign(partialAxes.begin(), partialAxes.end());
  t.shardingText = t.sharding.toString(mesh);
  return true;
}

bool Reader::pipeline(const Value &v, ArtifactManifest &out) {
  if (v.kind != Value::Kind::Object)
    return fail("pipeline", std::string("expected an object, found ") +
                                json::describe(v.kind));
  const Value *axis = member(v, "pipeline", "axis", Value::Kind::Integer);
  const Value *stages = member(v, "pipeline", "stages", Value::Kind::Array);
  if (!axis || !stages)
    return false;
  unsigned rank = out.mesh.getRank();
  if (axis->integer < 0 || axis->integer >= int64_t(rank))
    return fail("pipeline.axis", std::to_string(axis->integer) +
                                     " is not an axis of the mesh (rank " +
                                     std::to_string(rank) + ")");
  out.pipelineAxis = axis->integer;
  int64_t size = out.mesh.getAxisSize(unsigned(out.pipelineAxis));
  if (int64_t(stages->array.size()) != size)
    return fail("pipeline.stages", std::to_string(stages->array.size()) +
                                       " stages for pipeline axis '" +
                                       out.axisNames[out.pipelineAxis] +
                                       "' of size " + std::to_string(size));
  std::vector<int64_t> owner(out.outputs.size(), -1);
  out.stages.resize(stages->array.size());
  for (size_t s = 0; s < stages->array.size(); ++s) {
    const Value &stage = stages->array[s];
    std::string at = "pipeline.stages[" + std::to_string(s) + "]";
    PipelineStage &p = out.stages[s];
    if (stage.kind != Value::Kind::Object)
      return fail(at, std::string("expected an object, found ") +
                          json::describe(stage.kind));
    if (!string(stage, at, "entry", p.entry))
      return false;
    if (p.entry.empty())
      return fail(at + ".entry", "empty");
    const Value *inputs = member(stage, at, "inputs", Value::Kind::Array);
    const Value *outputs = member(stage, at, "outputs", Value::Kind::Array);
    if (!inputs || !outputs ||
        !indices(*inputs, at + ".inputs", out.inputs.size(), p.inputs) ||
        !indices(*outputs, at + ".outputs", out.outputs.size(), p.outputs))
      return false;
    for (size_t i = 0; i < p.outputs.size(); ++i) {
      int64_t &o = owner[p.outputs[i]];
      if (o >= 0)
        return fail(at + ".outputs[" + std::to_string(i) + "]",
                    "output #" + std::to_string(p.outputs[i]) +
                        " is already computed by stage " + std::to_string(o));
      o = int64_t(s);
    }
  }
  for (size_t i = 0; i < out.outputs.size(); ++i) {
    if (owner[i] < 0)
      return fail("pipeline.stages", "no stage computes output #" +
                                         std::to_string(i) + " (" +
                                         out.outputs[i].name + ")");
    out.outputs[i].pipelineAxis = out.pipelineAxis;
    out.outputs[i].ownerStage = owner[i];
  }
  // Each stage holds whole replicas: a tensor split or partial over the
  // pipeline axis would have parts on devices that run other code.
  auto axis32 = int32_t(out.pipelineAxis);
  for (auto [key, list] :
       {std::pair{"inputs", &out.inputs}, std::pair{"outputs", &out.outputs}})
    for (size_t i = 0; i < list->size(); ++i) {
      const TensorManifest &t = (*list)[i];
      auto names = [&](const std::vector<int32_t> &axes) {
        return std::find(axes.begin(), axes.end(), axis32) != axes.end();
      };
      if (names(t.dimAxes) || names(t.partialAxes))
        return fail(std::string(key) + "[" + std::to_string(i) + "].sharding",
                    "names the pipeline axis '" +
                        out.axisNames[out.pipelineAxis] +
                        "' (tensors are replicated over it)");
    }
  return true;
}

bool Reader::top(const Value &root, ArtifactManifest &out) {
  if (root.kind != Value::Kind::Object)
    return fail("manifest", std::string("expected an object, found ") +
                                json::describe(root.kind));
  const Value *version = member(root, "", "version", Value::Kind::Integer);
  if (!version)
    return false;
  if (version->integer != ArtifactManifest::kVersion)
    return fail("version", "this runtime reads version " +
                               std::to_string(ArtifactManifest::kVersion) +
                               " manifests, not version " +
                               std::to_string(version->integer) +
                               " (compile the artifact again)");
  if (!string(root, "", "entry", out.entry))
    return false;
  if (out.entry.empty())
    return fail("entry", "empty");
  if (root.find("target") && !string(root, "", "target", out.target))
    return false;
  if (out.target != "cpu" && out.target != "cuda")
    return fail("target", "unknown target '" + out.target + "' (cpu, cuda)");
  if (root.find("device_capacity_bytes")) {
    const Value *capacity =
        member(root, "", "device_capacity_bytes", Value::Kind::Integer);
    if (!capacity)
      return false;
    if (capacity->integer < 0)
      return fail("device_capacity_bytes", "negative");
    out.deviceCapacityBytes = capacity->integer;
  }
  if (root.find("cpu")) {
    const Value *cpu = member(root, "", "cpu", Value::Kind::Object);
    if (!cpu || !string(*cpu, "cpu", "name", out.cpu))
      return false;
    const Value *features = member(*cpu, "cpu", "features", Value::Kind::Array);
    if (!features)
      return false;
    for (const Value &feature : features->array) {
      if (feature.kind != Value::Kind::String)
        return fail("cpu.features", "expected strings");
      out.cpuFeatures.push_back(feature.string);
    }
  }
  const Value *mesh = member(root, "", "mesh", Value::Kind::Object);
  if (!mesh || !string(*mesh, "mesh", "name", out.meshName))
    return false;
  const Value *names = member(*mesh, "mesh", "axes", Value::Kind::Array);
  const Value *shape = member(*mesh, "mesh", "shape", Value::Kind::Array);
  if (!names || !shape)
    return false;
  for (size_t i = 0; i < names->array.size(); ++i) {
    const Value &n = names->array[i];
    if (n.kind != Value::Kind::String)
      return fail("mesh.axes[" + std::to_string(i) + "]", "expected a string");
    out.axisNames.push_back(n.string);
  }
  std::vector<int64_t> sizes;
  if (!integers(*shape, "mesh.shape", 1, int64_t(1) << 20, sizes))
    return false;
  if (sizes.size() != out.axisNames.size())
    return fail("mesh", std::to_string(out.axisNames.size()) +
                            " axis names for " + std::to_string(sizes.size()) +
                            " sizes");
  if (sizes.size() > 15) // axis lists pack one axis per nibble
    return fail("mesh.shape", "more than 15 axes");
  int64_t devices = 1;
  for (int64_t size : sizes)
    if ((devices *= size) > (int64_t(1) << 20))
      return fail("mesh.shape", "more than 2^20 devices");
  out.mesh = MeshShape(out.axisNames, sizes);
  if (std::string why = out.mesh.validate(); !why.empty())
    return fail("mesh", why);
  for (auto [key, list] :
       {std::pair{"inputs", &out.inputs}, std::pair{"outputs", &out.outputs}}) {
    const Value *array = member(root, "", key, Value::Kind::Array);
    if (!array)
      return false;
    list->resize(array->array.size());
    for (size_t i = 0; i < array->array.size(); ++i)
      if (!tensor(array->array[i],
                  std::string(key) + "[" + std::to_string(i) + "]", out.mesh,
                  (*list)[i]))
        return false;
  }
  // An output sharing an input's buffer must be that input's block.
  for (size_t i = 0; i < out.outputs.size(); ++i) {
    const TensorManifest &t = out.outputs[i];
    if (t.updatesInput < 0)
      continue;
    std::string at = "outputs[" + std::to_string(i) + "].updates";
    if (size_t(t.updatesInput) >= out.inputs.size())
      return fail(at, "no input #" + std::to_string(t.updatesInput));
    const TensorManifest &in = out.inputs[t.updatesInput];
    if (in.localShape != t.localShape || in.dtype != t.dtype)
      return fail(at, "input " + in.name + " has another local type");
  }
  if (const Value *p = root.find("pipeline"))
    return pipeline(*p, out);
  return true;
}

} // namespace

bool parseManifest(const std::string &text, ArtifactManifest &out,
                   std::string &error) {
  json::Value root;
  if (!json::parse(text, root, error)) {
    error = "not valid JSON: " + error;
    return false;
  }
  Reader reader;
  out = ArtifactManifest();
  if (reader.top(root, out))
    return true;
  error = reader.error;
  return false;
}

} // namespace cleave::runtime
