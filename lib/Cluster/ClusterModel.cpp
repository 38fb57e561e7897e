//===- ClusterModel.cpp - Cluster descriptions and their JSON form --------===//

#include "cleave/Cluster/ClusterModel.h"
#include "ClusterPresets.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace cleave {

const NetworkLevel &ClusterModel::getLevelForAxis(ArrayRef<int64_t> shape,
                                                  unsigned axis) const {
  // The groups of `axis` are `shape[axis]` devices `stride` apart; together
  // they cover aligned windows of `span` devices. A level whose group size is
  // a multiple of `span` holds every such window whole.
  int64_t stride = 1;
  for (unsigned i = axis + 1; i < shape.size(); ++i)
    stride *= shape[i];
  int64_t span = stride * shape[axis];
  for (const NetworkLevel &level : levels)
    if (level.devices == 0 || level.devices % span == 0)
      return level;
  return levels.back();
}

Error ClusterModel::checkMesh(ArrayRef<int64_t> shape) const {
  int64_t n = 1;
  for (int64_t s : shape) {
    if (s <= 0)
      return createStringError(inconvertibleErrorCode(),
                               "mesh sizes must be positive");
    n *= s;
  }
  if (maxDevices && n > maxDevices)
    return createStringError(
        inconvertibleErrorCode(),
        formatv("a mesh of {0} devices does not fit cluster '{1}', which has "
                "{2}",
                n, name, maxDevices));
  return Error::success();
}

static Error jsonError(StringRef origin, const json::Path::Root &root) {
  return createStringError(inconvertibleErrorCode(), "%s: %s",
                           origin.str().c_str(),
                           toString(root.getError()).c_str());
}

static bool readPositive(const json::Object &obj, StringRef key, double &out,
                         json::Path path, bool required = true) {
  const json::Value *v = obj.get(key);
  if (!v) {
    if (required)
      path.field(key).report("required field is missing");
    return !required;
  }
  std::optional<double> d = v->getAsNumber();
  if (!d || !(*d > 0)) {
    path.field(key).report("expected a positive number");
    return false;
  }
  out = *d;
  return true;
}

/// An optional array of [x, seconds] pairs in increasing x.
static bool readCurve(const json::Object &obj, StringRef key,
                      std::vector<double> &out, json::Path path) {
  const json::Value *v = obj.get(key);
  if (!v)
    return true;
  const json::Array *points = v->getAsArray();
  if (!points) {
    path.field(key).report("expected an array of [x, seconds] pairs");
    return false;
  }
  for (size_t i = 0; i < points->size(); ++i) {
    const json::Array *pair = (*points)[i].getAsArray();
    std::optional<double> x, y;
    if (pair && pair->size() == 2) {
      x = (*pair)[0].getAsNumber();
      y = (*pair)[1].getAsNumber();
    }
    if (!x || !y || *x < 0 || *y < 0 ||
        (!out.empty() && !(*x > out[out.size() - 2]))) {
      path.field(key).index(i).report(
          "expected [x, seconds], non-negative, x increasing");
      return false;
    }
    out.push_back(*x);
    out.push_back(*y);
  }
  return true;
}

static bool readString(const json::Object &obj, StringRef key, std::string &out,
                       json::Path path) {
  const json::Value *v = obj.get(key);
  if (!v) {
    path.field(key).report("required field is missing");
    return false;
  }
  std::optional<StringRef> s = v->getAsString();
  if (!s || s->empty()) {
    path.field(key).report("expected a non-empty string");
    return false;
  }
  out = s->str();
  return true;
}

/// Refuses a field the reader does not know: a misspelt optional one
/// (`op_overhed_s`) silently kept its default (sweep 39).
static bool onlyKnownFields(const json::Object &obj, ArrayRef<StringRef> known,
                            json::Path path) {
  for (const auto &kv : obj)
    if (!is_contained(known, StringRef(kv.first))) {
      path.field(kv.first).report("unknown field (misspelt?)");
      return false;
    }
  return true;
}

static bool readDevice(const json::Value &value, DeviceModel &device,
                       json::Path path) {
  const json::Object *obj = value.getAsObject();
  if (!obj) {
    path.report("expected an object");
    return false;
  }
  if (!onlyKnownFields(*obj,
                       {"name", "memory_bytes", "memory_bandwidth",
                        "peak_flops", "math_flops", "memory_curve",
                        "host_bandwidth_bytes_per_s", "host_latency_s",
                        "host_memory_bytes", "host_memory_bandwidth",
                        "op_overhead_s", "call_overhead_s"},
                       path))
    return false;
  if (!readString(*obj, "name", device.name, path) ||
      !readPositive(*obj, "memory_bytes", device.memoryBytes, path) ||
      !readPositive(*obj, "memory_bandwidth", device.memoryBandwidth, path) ||
      !readPositive(*obj, "host_bandwidth_bytes_per_s",
                    device.hostLink.bandwidth, path, /*required=*/false) ||
      !readPositive(*obj, "host_latency_s", device.hostLink.latency, path,
                    /*required=*/false) ||
      !readPositive(*obj, "host_memory_bytes", device.hostMemoryBytes, path,
                    /*required=*/false) ||
      !readPositive(*obj, "host_memory_bandwidth", device.hostMemoryBandwidth,
                    path, /*required=*/false) ||
      !readPositive(*obj, "op_overhead_s", device.opOverhead, path,
                    /*required=*/false) ||
      !readPositive(*obj, "call_overhead_s", device.callOverhead, path,
                    /*required=*/false) ||
      !readCurve(*obj, "memory_curve", device.memoryCurve, path))
    return false;
  if (const json::Value *math = obj->get("math_flops")) {
    const json::Object *table = math->getAsObject();
    if (!table) {
      path.field("math_flops").report("expected an object of math op -> FLOPs");
      return false;
    }
    for (const auto &kv : *table) {
      std::optional<double> d = kv.second.getAsNumber();
      if (!d || !(*d > 0)) {
        path.field("math_flops")
            .field(kv.first)
            .report("expected a positive number");
        return false;
      }
      device.mathFlops.emplace_back(kv.first.str(), *d);
    }
    llvm::sort(device.mathFlops);
  }
  const json::Object *flops = obj->getObject("peak_flops");
  if (!flops || flops->empty()) {
    path.field("peak_flops")
        .report("expected an object of element type -> FLOP/s");
    return false;
  }
  for (const auto &kv : *flops) {
    std::optional<double> d = kv.second.getAsNumber();
    if (!d || !(*d > 0)) {
      path.field("peak_flops")
          .field(kv.first)
          .report("expected a positive number");
      return false;
    }
    device.peakFlops.emplace_back(kv.first.str(), *d);
  }
  // json::Object iterates in hash order; keep output deterministic.
  llvm::sort(device.peakFlops);
  return true;
}

static bool readLevels(const json::Value &value, ClusterModel &cluster,
                       json::Path path) {
  const json::Array *arr = value.getAsArray();
  if (!arr || arr->empty()) {
    path.report("expected a non-empty array of network levels");
    return false;
  }
  for (size_t i = 0; i < arr->size(); ++i) {
    json::Path lp = path.index(i);
    const json::Object *obj = (*arr)[i].getAsObject();
    if (!obj) {
      lp.report("expected an object");
      return false;
    }
    NetworkLevel level;
    // (The curve calibrate measured: written, and dropped when read.)
    if (!onlyKnownFields(*obj,
                         {"name", "devices", "latency_s",
                          "bandwidth_bytes_per_s", "curve", "collectives"},
                         lp) ||
        !readString(*obj, "name", level.name, lp) ||
        !readPositive(*obj, "latency_s", level.link.latency, lp) ||
        !readPositive(*obj, "bandwidth_bytes_per_s", level.link.bandwidth,
                      lp) ||
        !readCurve(*obj, "curve", level.link.curve, lp))
      return false;
    if (const json::Value *kinds = obj->get("collectives")) {
      const json::Object *byKind = kinds->getAsObject();
      if (!byKind) {
        lp.field("collectives")
            .report("expected an object of collective kind -> link");
        return false;
      }
      // json::Path keeps a pointer to its parent: the parent is named.
      json::Path collectivesPath = lp.field("collectives");
      for (const auto &kv : *byKind) {
        json::Path kp = collectivesPath.field(kv.first);
        const json::Object *link = kv.second.getAsObject();
        if (!isCollectiveKind(kv.first)) {
          kp.report("unknown collective kind (expected all_reduce, "
                    "all_gather, reduce_scatter, all_to_all, send, "
                    "collective_permute or broadcast)");
          return false;
        }
        LinkModel model;
        if (!link) {
          kp.report("expected an object with latency_s and "
                    "bandwidth_bytes_per_s");
          return false;
        }
        if (!onlyKnownFields(
                *link, {"latency_s", "bandwidth_bytes_per_s", "curve"}, kp) ||
            !readPositive(*link, "latency_s", model.latency, kp) ||
            !readPositive(*link, "bandwidth_bytes_per_s", model.bandwidth,
                          kp) ||
            !readCurve(*link, "curve", model.curve, kp))
          return false;
        level.collectives.emplace_back(kv.first.str(), model);
      }
      llvm::sort(level.collectives, [](const auto &a, const auto &b) {
        return a.first < b.first;
      });
    }
    std::optional<int64_t> devices =
        obj->get("devices") ? obj->getInteger("devices") : 0;
    bool last = i + 1 == arr->size();
    if (!devices || *devices < 0 || (*devices == 0 && !last)) {
      lp.field("devices").report(
          "expected a positive integer (0 or absent: unbounded, last level "
          "only)");
      return false;
    }
    if (!cluster.levels.empty() && *devices != 0 &&
        *devices % cluster.levels.back().devices != 0) {
      lp.field("devices").report(
          "must be a multiple of the previous level's devices");
      return false;
    }
    level.devices = *devices;
    cluster.levels.push_back(level);
  }
  return true;
}

Expected<ClusterModel> parseClusterJSON(StringRef text, StringRef origin) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return createStringError(inconvertibleErrorCode(), "%s: invalid JSON: %s",
                             origin.str().c_str(),
                             toString(parsed.takeError()).c_str());
  json::Path::Root root("cluster");
  json::Path path(root);
  ClusterModel cluster;
  const json::Object *obj = parsed->getAsObject();
  if (!obj) {
    path.report("expected an object");
    return jsonError(origin, root);
  }
  // `calibration` says how and when calibrate measured (free-form).
  if (!onlyKnownFields(
          *obj,
          {"name", "source", "device", "levels", "max_devices", "calibration"},
          path))
    return jsonError(origin, root);
  const json::Value *device = obj->get("device");
  const json::Value *levels = obj->get("levels");
  if (!readString(*obj, "name", cluster.name, path))
    return jsonError(origin, root);
  if (!device) {
    path.field("device").report("required field is missing");
    return jsonError(origin, root);
  }
  if (!levels) {
    path.field("levels").report("required field is missing");
    return jsonError(origin, root);
  }
  if (!readDevice(*device, cluster.device, path.field("device")) ||
      !readLevels(*levels, cluster, path.field("levels")))
    return jsonError(origin, root);
  if (std::optional<StringRef> source = obj->getString("source"))
    cluster.source = source->str();
  else
    cluster.source = origin.str();
  if (const json::Value *max = obj->get("max_devices")) {
    std::optional<int64_t> n = max->getAsInteger();
    if (!n || *n <= 0) {
      path.field("max_devices").report("expected a positive integer");
      return jsonError(origin, root);
    }
    cluster.maxDevices = *n;
  } else if (cluster.levels.back().devices != 0) {
    cluster.maxDevices = cluster.levels.back().devices;
  }
  return cluster;
}

static json::Array curveToJSON(const std::vector<double> &curve) {
  json::Array points;
  for (size_t i = 0; i + 1 < curve.size(); i += 2)
    points.push_back(json::Array{curve[i], curve[i + 1]});
  return points;
}

static json::Object linkToJSON(const LinkModel &link) {
  json::Object obj{{"latency_s", link.latency},
                   {"bandwidth_bytes_per_s", link.bandwidth}};
  if (!link.curve.empty())
    obj["curve"] = curveToJSON(link.curve);
  return obj;
}

std::string printClusterJSON(const ClusterModel &cluster) {
  const DeviceModel &d = cluster.device;
  json::Object flops;
  for (const auto &[type, peak] : d.peakFlops)
    flops[type] = peak;
  json::Object device{{"name", d.name},
                      {"memory_bytes", d.memoryBytes},
                      {"memory_bandwidth", d.memoryBandwidth},
                      {"peak_flops", std::move(flops)}};
  auto optional = [&](StringRef key, double value) {
    if (value > 0)
      device[key] = value;
  };
  optional("host_bandwidth_bytes_per_s", d.hostLink.bandwidth);
  optional("host_latency_s", d.hostLink.latency);
  optional("host_memory_bytes", d.hostMemoryBytes);
  optional("host_memory_bandwidth", d.hostMemoryBandwidth);
  optional("op_overhead_s", d.opOverhead);
  optional("call_overhead_s", d.callOverhead);
  if (!d.mathFlops.empty()) {
    json::Object math;
    for (const auto &[name, flops] : d.mathFlops)
      math[name] = flops;
    device["math_flops"] = std::move(math);
  }
  if (!d.memoryCurve.empty())
    device["memory_curve"] = curveToJSON(d.memoryCurve);
  json::Array levels;
  for (const NetworkLevel &level : cluster.levels) {
    json::Object obj = linkToJSON(level.link);
    obj["name"] = level.name;
    obj["devices"] = level.devices;
    if (!level.collectives.empty()) {
      json::Object kinds;
      for (const auto &[kind, link] : level.collectives)
        kinds[kind] = linkToJSON(link);
      obj["collectives"] = std::move(kinds);
    }
    levels.push_back(std::move(obj));
  }
  json::Object root{{"name", cluster.name},
                    {"source", cluster.source},
                    {"device", std::move(device)},
                    {"levels", std::move(levels)}};
  if (cluster.maxDevices)
    root["max_devices"] = cluster.maxDevices;
  return formatv("{0:2}", json::Value(std::move(root))).str();
}

Expected<ClusterModel> loadCluster(StringRef nameOrPath) {
  if (std::optional<ClusterModel> preset = getClusterPreset(nameOrPath))
    return *preset;
  if (!nameOrPath.ends_with(".json")) {
    std::string names;
    for (const std::string &n : getClusterPresetNames())
      names += (names.empty() ? "" : ", ") + n;
    return createStringError(
        inconvertibleErrorCode(),
        "unknown cluster '%s': expected a preset (%s) or a .json file",
        nameOrPath.str().c_str(), names.c_str());
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(nameOrPath);
  if (!file)
    return createStringError(
        file.getError(), "cannot read cluster file '%s': %s",
        nameOrPath.str().c_str(), file.getError().message().c_str());
  return parseClusterJSON((*file)->getBuffer(), nameOrPath);
}

} // namespace cleave
