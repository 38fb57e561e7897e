//===- Manifest.cpp - Artifact manifests as JSON --------------------------===//

#include "cleave/Target/Manifest.h"

#include "llvm/Support/JSON.h"

using namespace llvm;

namespace cleave {

size_t dtypeBytes(StringRef dtype) {
  return StringSwitch<size_t>(dtype)
      .Cases({"f32", "i32"}, 4)
      .Cases({"f64", "i64"}, 8)
      .Cases({"f16", "bf16"}, 2)
      .Cases({"i8", "i1"}, 1)
      .Default(0);
}

static const char *reductionName(Reduction r) {
  return r == Reduction::Sum ? "sum" : r == Reduction::Max ? "max" : "min";
}

static json::Value tensorToJSON(const TensorSpec &t) {
  json::Array dims;
  for (const auto &axes : t.sharding.getAllDimAxes())
    dims.push_back(json::Array(axes));
  json::Object o{
      {"name", t.name},
      {"dtype", t.dtype},
      {"global_shape", json::Array(t.globalShape)},
      {"local_shape", json::Array(t.localShape)},
      {"sharding",
       json::Object{{"dims", std::move(dims)},
                    {"partial", json::Array(t.sharding.getPartialAxes())},
                    {"reduction", reductionName(t.sharding.getPartialKind())},
                    {"uneven", t.sharding.getUneven() == Uneven::Pad
                                   ? "pad"
                                   : "reject"}}}};
  if (t.indexBound)
    o["index_bound"] = t.indexBound;
  if (t.updatesInput >= 0)
    o["updates"] = t.updatesInput;
  if (t.onHost)
    o["placement"] = "host";
  if (t.nonNegative)
    o["non_negative"] = true;
  if (t.ignoredIndex)
    o["ignored_index"] = *t.ignoredIndex;
  if (t.indexWraps)
    o["index_wraps"] = true;
  return o;
}

std::string Manifest::toJSON() const {
  json::Array axisNames, shape;
  for (unsigned i = 0; i < mesh.getRank(); ++i) {
    axisNames.push_back(mesh.getAxisName(i));
    shape.push_back(mesh.getAxisSize(i));
  }
  json::Array in, out;
  for (const TensorSpec &t : inputs)
    in.push_back(tensorToJSON(t));
  for (const TensorSpec &t : outputs)
    out.push_back(tensorToJSON(t));
  json::Value root =
      json::Object{{"version", version},
                   {"entry", entry},
                   {"target", target},
                   {"mesh", json::Object{{"name", meshName},
                                         {"axes", std::move(axisNames)},
                                         {"shape", std::move(shape)}}},
                   {"inputs", std::move(in)},
                   {"outputs", std::move(out)}};
  if (deviceCapacityBytes > 0)
    root.getAsObject()->insert({"device_capacity_bytes", deviceCapacityBytes});
  if (!cpu.empty())
    root.getAsObject()->insert(
        {"cpu",
         json::Object{{"name", cpu}, {"features", json::Array(cpuFeatures)}}});
  if (!stages.empty()) {
    json::Array list;
    for (const ManifestStage &stage : stages)
      list.push_back(json::Object{{"entry", stage.entry},
                                  {"inputs", json::Array(stage.inputs)},
                                  {"outputs", json::Array(stage.outputs)}});
    root.getAsObject()->insert(
        {"pipeline",
         json::Object{{"axis", pipelineAxis}, {"stages", std::move(list)}}});
  }
  std::string text;
  raw_string_ostream os(text);
  os << root;
  return text;
}

static bool readTensor(const json::Value &v, TensorSpec &t, json::Path p) {
  const json::Object *o = v.getAsObject();
  if (!o) {
    p.report("expected an object");
    return false;
  }
  json::ObjectMapper m(v, p);
  const json::Object *s = o->getObject("sharding");
  if (!m || !m.map("name", t.name) || !m.map("dtype", t.dtype) ||
      !m.map("global_shape", t.globalShape) ||
      !m.map("local_shape", t.localShape) || !s) {
    if (!s)
      p.field("sharding").report("missing");
    return false;
  }
  if (std::optional<int64_t> bound = o->getInteger("index_bound"))
    t.indexBound = *bound;
  if (std::optional<int64_t> updates = o->getInteger("updates"))
    t.updatesInput = *updates;
  if (std::optional<StringRef> placement = o->getString("placement"))
    t.onHost = *placement == "host";
  if (std::optional<bool> nonNegative = o->getBoolean("non_negative"))
    t.nonNegative = *nonNegative;
  t.ignoredIndex = o->getInteger("ignored_index");
  if (std::optional<bool> wraps = o->getBoolean("index_wraps"))
    t.indexWraps = *wraps;
  std::vector<std::vector<int64_t>> dims64;
  std::vector<int64_t> partial64;
  std::string reduction, uneven;
  json::ObjectMapper sm(*o->get("sharding"), p.field("sharding"));
  if (!sm.map("dims", dims64) || !sm.map("partial", partial64) ||
      !sm.map("reduction", reduction) || !sm.map("uneven", uneven))
    return false;
  std::vector<std::vector<unsigned>> dims;
  for (const auto &axes : dims64)
    dims.emplace_back(axes.begin(), axes.end());
  std::vector<unsigned> partial(partial64.begin(), partial64.end());
  Reduction r = reduction == "max"   ? Reduction::Max
                : reduction == "min" ? Reduction::Min
                                     : Reduction::Sum;
  t.sharding = TensorSharding(std::move(dims), std::move(partial), r,
                              uneven == "pad" ? Uneven::Pad : Uneven::Reject);
  if (dtypeBytes(t.dtype) == 0) {
    p.field("dtype").report("unknown dtype");
    return false;
  }
  return true;
}

Expected<Manifest> Manifest::fromJSON(StringRef text) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return parsed.takeError();
  json::Path::Root root("manifest");
  json::Path p(root);
  Manifest manifest;
  const json::Object *o = parsed->getAsObject();
  const json::Object *mesh = o ? o->getObject("mesh") : nullptr;
  const json::Array *in = o ? o->getArray("inputs") : nullptr;
  const json::Array *out = o ? o->getArray("outputs") : nullptr;
  std::optional<int64_t> v = o ? o->getInteger("version") : std::nullopt;
  if (!o || !mesh || !in || !out || v != version)
    return createStringError(inconvertibleErrorCode(),
                             "not a version-%d cleave manifest", version);
  std::vector<std::string> axes;
  std::vector<int64_t> shape;
  json::ObjectMapper mm(*o->get("mesh"), p.field("mesh"));
  json::ObjectMapper m(*parsed, p);
  if (!m.map("entry", manifest.entry) || !mm.map("name", manifest.meshName) ||
      !mm.map("axes", axes) || !mm.map("shape", shape))
    return root.getError();
  manifest.mesh = MeshShape(axes, shape);
  if (std::optional<StringRef> target = o->getString("target"))
    manifest.target = target->str();
  manifest.deviceCapacityBytes =
      o->getInteger("device_capacity_bytes").value_or(0);
  if (const json::Object *cpu = o->getObject("cpu")) {
    if (std::optional<StringRef> name = cpu->getString("name"))
      manifest.cpu = name->str();
    if (const json::Array *features = cpu->getArray("features"))
      for (const json::Value &feature : *features)
        if (std::optional<StringRef> text = feature.getAsString())
          manifest.cpuFeatures.push_back(text->str());
  }
  for (size_t i = 0; i < in->size(); ++i) {
    TensorSpec t;
    if (!readTensor((*in)[i], t, p.field("inputs").index(i)))
      return root.getError();
    manifest.inputs.push_back(std::move(t));
  }
  for (size_t i = 0; i < out->size(); ++i) {
    TensorSpec t;
    if (!readTensor((*out)[i], t, p.field("outputs").index(i)))
      return root.getError();
    manifest.outputs.push_back(std::move(t));
  }
  if (const json::Object *pipeline = o->getObject("pipeline")) {
    json::ObjectMapper pm(*o->get("pipeline"), p.field("pipeline"));
    const json::Array *stages = pipeline->getArray("stages");
    if (!pm.map("axis", manifest.pipelineAxis) || !stages)
      return createStringError(inconvertibleErrorCode(),
                               "manifest: a pipeline needs an axis and stages");
    for (size_t i = 0; i < stages->size(); ++i) {
      ManifestStage stage;
      json::Path sp = p.field("pipeline").field("stages").index(i);
      json::ObjectMapper sm((*stages)[i], sp);
      if (!sm || !sm.map("entry", stage.entry) ||
          !sm.map("inputs", stage.inputs) || !sm.map("outputs", stage.outputs))
        return root.getError();
      manifest.stages.push_back(std::move(stage));
    }
  }
  return manifest;
}

} // namespace cleave
