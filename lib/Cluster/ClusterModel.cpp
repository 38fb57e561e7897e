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

static bool readDevice(const json::Value &value, DeviceModel &device,
                       json::Path path) {
  const json::Object *obj = value.getAsObject();
  if (!obj) {
    path.report("expected an object");
    return false;
  }
  if (!readString(*obj, "name", device.name, path) ||
      !readPositive(*obj, "memory_bytes", device.memoryBytes, path) ||
      !readPositive(*obj, "memory_bandwidth", device.memoryBandwidth, path) ||
      !readPositive(*obj, "host_bandwidth_bytes_per_s",
                    device.hostLink.bandwidth, path, /*required=*/false) ||
      !readPositive(*obj, "host_latency_s", device.hostLink.latency, path,
                    /*required=*/false) ||
      !readPositive(*obj, "host_memory_bytes", device.hostMemoryBytes, path,
                    /*required=*/false))
    return false;
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
    if (!readString(*obj, "name", level.name, lp) ||
        !readPositive(*obj, "latency_s", level.link.latency, lp) ||
        !readPositive(*obj, "bandwidth_bytes_per_s", level.link.bandwidth, lp))
      return false;
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
