//===- Flags.cpp - The cleave command line's flags ------------------------===//

#include "Flags.h"

#include "cleave/Target/HostMachine.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>

using namespace llvm;

namespace {

// One category per command: `cleave C --help` lists C's options only, and an
// option of another command is an error (checkCommandOptions).
cl::OptionCategory importCat("cleave import options"),
    clusterCat("cleave cluster options"), compileCat("cleave compile options"),
    runCat("cleave run options"), planCat("cleave plan options"),
    verifyCat("cleave verify options"),
    calibrateCat("cleave calibrate options");

/// The option belongs to the categories given.
struct Cats {
  std::vector<cl::OptionCategory *> list;
  Cats(std::initializer_list<cl::OptionCategory *> l) : list(l) {}
  void apply(cl::Option &o) const {
    for (cl::OptionCategory *c : list)
      o.addCategory(*c);
  }
};
/// A count of bytes: a number (2000000, 2e6); anything else (a unit such
/// as "2GB") is refused saying what to write.
struct BytesParser : cl::parser<double> {
  using cl::parser<double>::parser;
  bool parse(cl::Option &o, StringRef, StringRef arg, double &value) {
    if (!arg.trim().getAsDouble(value))
      return false;
    return o.error("expects a number of bytes (e.g. 2000000000 or 2e9; "
                   "no units), not '" +
                   arg + "'");
  }
};

const Cats kProgram = {&importCat, &compileCat, &planCat, &verifyCat};
const Cats kMesh = {&importCat, &clusterCat, &compileCat,
                    &planCat,   &verifyCat,  &calibrateCat};
const Cats kSearch = {&compileCat, &planCat, &verifyCat};
const Cats kGpu = {&compileCat, &verifyCat};
const Cats kLaunch = {&runCat, &verifyCat, &calibrateCat};

cl::opt<std::string>
    inputFile(cl::Positional, cl::desc("<input.mlir>"), cl::init("-"),
              Cats{&importCat, &compileCat, &runCat, &planCat, &verifyCat});
cl::opt<std::string> outputFile("o", cl::desc("output file (default: stdout)"),
                                cl::init("-"),
                                Cats{&importCat, &compileCat, &calibrateCat});
cl::opt<std::string> clusterName(
    "cluster",
    cl::desc("cluster preset (cpu, h200-node, h200-pod) or a JSON file"),
    kMesh);
cl::opt<std::string> meshShape("mesh", cl::desc("mesh shape, e.g. 8 or 2x4"),
                               kMesh);
cl::list<std::string> axisNames("axes", cl::CommaSeparated,
                                cl::desc("mesh axis names, e.g. dp,tp"), kMesh);
cl::opt<std::string> meshName("mesh-name",
                              cl::desc("symbol of the mesh (default: the "
                                       "module's only mesh, else 'mesh')"),
                              kProgram);
cl::list<std::string> shardSpecs(
    "shard",
    cl::desc("ARG=SPEC: annotate entry argument ARG (argN or its cleave.name) "
             "with the sharding SPEC, e.g. --shard arg1=[[],[tp]]"),
    kProgram);
cl::list<std::string> updateSpecs(
    "update",
    cl::desc("resultN=ARG: entry result N is the next value of argument ARG "
             "(training state); the search gives both one layout. auto: "
             "the longest run of results typed like arguments 0, 1, ... "
             "in order updates them"),
    kProgram);
cl::opt<cleave::Target>
    target("target", cl::desc("code generation target"),
           cl::values(clEnumValN(cleave::Target::Cpu, "cpu", "CPUs (LLVM)"),
                      clEnumValN(cleave::Target::Cuda, "cuda", "NVIDIA GPUs")),
           cl::init(cleave::Target::Cpu),
           Cats{&compileCat, &planCat, &verifyCat, &calibrateCat});
cl::opt<std::string> gpuChip("gpu-chip", cl::desc("GPU architecture (cuda)"),
                             cl::init("sm_90"), kGpu);
cl::opt<std::string>
    gpuBinary("gpu-binary",
              cl::desc("what --target cuda embeds: auto (cubin when ptxas is "
                       "found, else PTX), ptx, cubin or fatbin"),
              cl::init("auto"), kGpu);
cl::opt<bool> gpuTf32("gpu-tf32",
                      cl::desc("--target cuda: f32 GEMMs may use TF32 tensor "
                               "cores"),
                      kGpu);
cl::opt<std::string> hostCpu(
    "cpu",
    cl::desc("the CPU the artifact's code is for: an LLVM CPU name such as "
             "x86-64-v3 or skylake-avx512 (default: this machine's)"),
    cl::value_desc("name"), Cats{&compileCat});
cl::opt<unsigned> codegenThreads(
    "codegen-threads",
    cl::desc("threads that generate code (default: one per core, at most "
             "8)"),
    Cats{&compileCat, &verifyCat});
cl::opt<bool> emulateGpuKernels(
    "emulate-gpu-kernels",
    cl::desc("--target cpu: build the CUDA target's kernels and run their "
             "blocks and threads as loops"),
    cl::Hidden, kGpu);
cl::opt<std::string> entryName("entry",
                               cl::desc("entry function (default: the only "
                                        "public one)"),
                               kSearch);
cl::opt<int> numRanks("np", cl::desc("ranks (default: the mesh's devices)"),
                      kLaunch);
cl::list<std::string> inputs("input", cl::desc("NAME=FILE.npy for an input"),
                             Cats{&runCat, &verifyCat});
cl::opt<std::string> outputDir("output", cl::desc("directory for outputs"),
                               cl::init("cleave-out"), Cats{&runCat});
cl::opt<unsigned long long> seed("seed", cl::desc("seed of random inputs"),
                                 Cats{&runCat, &verifyCat});
cl::opt<std::string> saveInputs("save-inputs",
                                cl::desc("also write the inputs used here"),
                                Cats{&runCat});
cl::opt<unsigned> timeoutSeconds(
    "timeout", cl::desc("end every rank after this many seconds (0: never)"),
    cl::init(3600), kLaunch);
cl::opt<int> repeat("repeat",
                    cl::desc("calls of the entry (timing), each from the "
                             "same inputs"),
                    cl::init(1), kLaunch);
cl::opt<double, false, BytesParser> deviceCapacity(
    "device-capacity",
    cl::desc("cap a CPU artifact's device pool at this many bytes (default: "
             "the compile's --memory-budget, else none)"),
    Cats{&runCat});
cl::opt<bool> fixedPlan("fixed", cl::desc("cost the shardings in the file"),
                        Cats{&planCat});
cl::opt<double, false, BytesParser> memoryBudget(
    "memory-budget",
    cl::desc("bytes per device (default: the device model's capacity)"),
    kSearch);
cl::opt<cleave::Completion> searchMode(
    "search",
    cl::desc("how shardings are completed (default: propagate when the "
             "program has annotations, auto when it has none)"),
    cl::values(clEnumValN(cleave::Completion::Search, "auto",
                          "cost-model search; annotations are constraints"),
               clEnumValN(cleave::Completion::Propagate, "propagate",
                          "from the annotations alone")),
    cl::init(cleave::Completion::Default), kSearch);
cl::opt<std::string> pipelineStages(
    "pipeline",
    cl::desc("STAGES along the mesh's first axis (re-factored from the "
             "next axes when its size differs: 2x8 with 4 stages runs as "
             "4x4, a one-axis 8 with 2 stages as pp=2 x 4); auto: every stage "
             "count the mesh re-factors for, or "
             "none, by modeled step time; off (default)"),
    cl::init("off"), kSearch);
cl::opt<std::string> microbatches(
    "microbatches",
    cl::desc("cut the batch (dimension 0 of the arguments no result "
             "updates) into M microbatches, or auto (the count with the "
             "shortest modeled step that fits; the default with "
             "--pipeline); without --pipeline, one stage: gradient "
             "accumulation"),
    cl::init("auto"), kSearch);

/// A positive count, or -1 for "auto", 0 for "off" (where allowed), -2 if
/// malformed.
int parseCount(StringRef text, bool allowOff) {
  if (text == "auto")
    return -1;
  if (allowOff && text == "off")
    return 0;
  unsigned n;
  if (text.getAsInteger(10, n) || n == 0)
    return -2;
  return int(n);
}
cl::list<std::string> batchArguments(
    "batch",
    cl::desc("with --pipeline: an argument carrying the batch (cleave.name or "
             "argN; repeat for more), cut on its first dimension (default: "
             "the arguments no result updates with the last one's first "
             "dimension)"),
    cl::value_desc("ARG"), kSearch);
cl::opt<std::string> scheduleName(
    "schedule",
    cl::desc("with --pipeline: gpipe, 1f1b (default) or zb (1F1B with the "
             "backward split into input and weight gradients)"),
    cl::init("1f1b"), kSearch);
cl::opt<double> searchTimeLimit("time-limit",
                                cl::desc("seconds for the search's solver"),
                                cl::init(60), kSearch);
using Solver = cleave::SearchOptions::Solver;
cl::opt<Solver> searchSolver(
    "solver", cl::desc("the search's solver"),
    cl::values(clEnumValN(Solver::Auto, "auto", "ILP unless it is too large"),
               clEnumValN(Solver::Ilp, "ilp", "CBC"),
               clEnumValN(Solver::Greedy, "greedy", "local search")),
    cl::init(Solver::Auto), kSearch);
cl::opt<std::string> jsonFile("json", cl::desc("write the plan as JSON"),
                              Cats{&planCat});
cl::opt<std::string> emitMlir("emit-mlir",
                              cl::desc("write the partitioned program"),
                              Cats{&planCat});
cl::opt<std::string>
    htmlFile("html", cl::desc("write the plan as one self-contained HTML page"),
             cl::value_desc("file"), Cats{&planCat});
cl::opt<std::string> referenceFile("reference",
                                   cl::desc("single-device program to "
                                            "compare against"),
                                   Cats{&verifyCat});
cl::opt<double> relTolerance(
    "rtol",
    cl::desc("relative tolerance (default 1e-4; f16 and bf16 outputs: 2^-8 "
             "and 2^-5)"),
    cl::init(1e-4), Cats{&verifyCat});
cl::opt<double> absTolerance("atol",
                             cl::desc("absolute tolerance (default 1e-5)"),
                             cl::init(1e-5), Cats{&verifyCat});

cleave::ProgramOptions getProgramOptions() {
  cleave::ProgramOptions p;
  p.mesh = cleave::cli::getMeshOptions();
  for (const std::string &spec : shardSpecs)
    p.shardings.push_back(
        {spec.substr(0, spec.find('=')), spec.substr(spec.find('=') + 1)});
  for (const std::string &spec : updateSpecs) {
    if (spec == "auto") {
      p.autoUpdates = true;
      continue;
    }
    p.updates.push_back({unsigned(std::stoul(spec.substr(6))),
                         spec.substr(spec.find('=') + 1)});
  }
  p.entry = entryName;
  return p;
}

cleave::SearchSettings getSearchSettings() {
  cleave::SearchSettings s;
  s.completion = searchMode;
  s.memoryBudgetBytes = memoryBudget;
  s.timeLimitSeconds = searchTimeLimit;
  s.solver = searchSolver;
  int stages = parseCount(pipelineStages, /*allowOff=*/true);
  int count = parseCount(microbatches, /*allowOff=*/false);
  s.pipeline.stages = std::max(stages, 0);
  s.pipeline.chooseStages = stages == -1;
  s.pipeline.microbatches = std::max(count, 1);
  // Without a pipeline there is one microbatch unless asked (gradient
  // accumulation, settlePipelineSettings); with one, the default is auto
  // (1, its old default, is a pure bubble: 2 stages modeled slower than 1
  // device).
  s.pipeline.chooseMicrobatches =
      count == -1 && (stages != 0 || microbatches.getNumOccurrences());
  s.pipeline.batchArguments.assign(batchArguments.begin(),
                                   batchArguments.end());
  s.pipeline.schedule = cleave::parseSchedule(scheduleName)
                            .value_or(cleave::PipelineSchedule::OneFOneB);
  s.progress = cleave::cli::getTerminalProgress();
  return s;
}

cleave::CompileOptions getCompileOptions() {
  cleave::CompileOptions c;
  c.program = getProgramOptions();
  c.search = getSearchSettings();
  c.target.target = target;
  c.target.cpu.emulateGpuKernels = emulateGpuKernels;
  c.target.gpuChip = gpuChip;
  c.target.gpuTf32 = gpuTf32;
  c.target.codegenThreads = codegenThreads;
  c.target.hostCpu = hostCpu;
  using cleave::GpuBinaryFormat;
  if (gpuBinary != "auto")
    c.target.gpuBinary = llvm::StringSwitch<GpuBinaryFormat>(gpuBinary)
                             .Case("ptx", GpuBinaryFormat::Ptx)
                             .Case("cubin", GpuBinaryFormat::Cubin)
                             .Default(GpuBinaryFormat::Fatbin);
  return c;
}

std::vector<std::pair<std::string, std::string>> getInputFiles() {
  std::vector<std::pair<std::string, std::string>> files;
  for (const std::string &in : inputs)
    files.push_back({in.substr(0, in.find('=')), in.substr(in.find('=') + 1)});
  return files;
}

void refuse(bool &ok, const Twine &message) {
  errs() << "cleave: error: " << message << "\n";
  ok = false;
}

cl::OptionCategory *categoryOf(StringRef command) {
  return llvm::StringSwitch<cl::OptionCategory *>(command)
      .Case("import", &importCat)
      .Case("cluster", &clusterCat)
      .Case("compile", &compileCat)
      .Case("run", &runCat)
      .Case("plan", &planCat)
      .Case("verify", &verifyCat)
      .Case("calibrate", &calibrateCat)
      .Default(nullptr);
}

/// Refuses a flag no command defines, suggesting the nearest of `command`'s
/// own when it is a likely typo (LLVM's parser suggests its nearest option
/// however far: '--frobnicate' got "Did you mean '--update'?").
bool refuseUnknownFlags(StringRef command, cl::OptionCategory &cat,
                        ArrayRef<const char *> args) {
  auto &options = cl::getRegisteredOptions();
  bool ok = true;
  for (size_t i = 0; i < args.size(); ++i) {
    StringRef arg = args[i];
    if (arg == "--")
      break;
    if (!arg.starts_with("-") || arg == "-")
      continue;
    StringRef name = arg.drop_while([](char c) { return c == '-'; });
    bool inlineValue = name.contains('=');
    name = name.split('=').first;
    if (cl::Option *known = options.lookup(name)) {
      // Its value may start with '-' (`--memory-budget -1`).
      if (!inlineValue && known->getValueExpectedFlag() == cl::ValueRequired)
        ++i;
      continue;
    }
    std::string nearest;
    unsigned best = std::max<unsigned>(2, name.size() / 3) + 1;
    for (const auto &entry : options) {
      if (!is_contained(entry.second->Categories, &cat))
        continue;
      unsigned distance = name.edit_distance(entry.first, true, best - 1);
      if (distance < best) {
        best = distance;
        nearest = entry.first.str();
      }
    }
    refuse(ok,
           "unknown option '" + arg + "' for 'cleave " + command + "'" +
               (nearest.empty() ? "" : "; did you mean '--" + nearest + "'?") +
               " (see cleave " + command + " --help)");
  }
  return ok;
}

/// Refuses options `command` does not take and values no command can use,
/// before any work starts: one message per problem, naming the option.
LogicalResult checkCommandOptions(StringRef command, cl::OptionCategory &cat) {
  bool ok = true;
  auto refuse = [&](const Twine &message) { ::refuse(ok, message); };
  for (const auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    if (option->getNumOccurrences() && !is_contained(option->Categories, &cat))
      refuse((entry.first.size() == 1 ? "-" : "--") + entry.first +
             " is not an option of 'cleave " + command + "' (see cleave " +
             command + " --help)");
  }
  // An option that takes one value, given twice: which would win is a guess
  // (sweep 39: the last --mesh, --cluster, --memory-budget or --np did).
  for (const auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    if (option->getNumOccurrences() > 1 &&
        option->getNumOccurrencesFlag() == cl::Optional &&
        is_contained(option->Categories, &cat) && entry.first == option->ArgStr)
      refuse((entry.first.size() == 1 ? "-" : "--") + entry.first +
             " is given twice");
  }
  if (meshShape.getNumOccurrences() && meshShape.empty())
    refuse("--mesh needs a shape (8, 2x4)");
  if (target != cleave::Target::Cuda)
    for (cl::Option *option :
         std::initializer_list<cl::Option *>{&gpuChip, &gpuBinary, &gpuTf32})
      if (option->getNumOccurrences())
        refuse("--" + option->ArgStr +
               " is for --target cuda, which is not "
               "given");
  // An artifact is a file: standard input cannot be loaded.
  if (command == "run" && !inputFile.getNumOccurrences())
    refuse("cleave run needs the artifact to run (cleave run model.so)");
  // Positional arguments are not in the registered-option map.
  if ((command == "cluster" || command == "calibrate") &&
      inputFile.getNumOccurrences())
    refuse("cleave " + command + " takes no input file, got '" + inputFile +
           "'");
  // NAME=VALUE lists: each well formed, and each name once (which of two
  // would win is a guess).
  auto checkPairs = [&](const auto &list, StringRef flag, StringRef form) {
    std::set<std::string> names;
    for (const std::string &item : list)
      if (item.find('=') == std::string::npos)
        refuse("--" + flag + " expects " + form + ", got '" + item + "'");
      else if (!names.insert(item.substr(0, item.find('='))).second)
        refuse("--" + flag + " " + item.substr(0, item.find('=')) +
               " is given twice");
  };
  checkPairs(inputs, "input", "NAME=FILE.npy");
  checkPairs(shardSpecs, "shard", "ARG=SPEC");
  std::vector<std::string> updatePairs;
  for (const std::string &item : updateSpecs)
    if (item != "auto")
      updatePairs.push_back(item);
  if (updatePairs.size() != updateSpecs.size() && (updateSpecs.size() != 1))
    refuse("--update auto pairs every result itself: give it alone, not "
           "with other --update pairs");
  checkPairs(updatePairs, "update", "resultN=ARG");
  for (const std::string &item : updatePairs) {
    if (!StringRef(item).contains('=')) // refused above
      continue;
    StringRef name = StringRef(item).split('=').first;
    unsigned index;
    if (!name.consume_front("result") || name.getAsInteger(10, index))
      refuse("--update expects resultN=ARG (N a result index), got '" + item +
             "'");
  }
  std::set<std::string> axes;
  for (const std::string &axis : axisNames)
    if (axis.empty())
      refuse("--axes has an empty axis name");
    else if (!axes.insert(axis).second)
      refuse("--axes names axis '" + axis + "' twice");
  auto shown = [](double bytes) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.17g", bytes); // 123456.5, -1, 1e+30
    return std::string(text);
  };
  if (memoryBudget.getNumOccurrences() && !cleave::isByteCount(memoryBudget))
    refuse("--memory-budget must be a whole positive number of bytes (at "
           "most 2^62), not " +
           shown(memoryBudget));
  if (repeat < 1)
    refuse("--repeat must be at least 1, not " + Twine(repeat));
  if (deviceCapacity.getNumOccurrences() &&
      !cleave::isByteCount(deviceCapacity))
    refuse("--device-capacity must be a whole positive number of bytes (at "
           "most 2^62), not " +
           shown(deviceCapacity));
  if (numRanks < 0 || (numRanks.getNumOccurrences() && numRanks == 0))
    refuse("--np must be a positive number of ranks, not " + Twine(numRanks));
  if (!(searchTimeLimit > 0))
    refuse(formatv("--time-limit must be a positive number of seconds, not "
                   "{0}",
                   double(searchTimeLimit)));
  if (codegenThreads.getNumOccurrences() &&
      (codegenThreads < 1 || codegenThreads > 256))
    refuse("--codegen-threads must be from 1 to 256, not " +
           Twine(codegenThreads));
  if (hostCpu.getNumOccurrences() && hostCpu.empty())
    refuse("--cpu needs a CPU name (native: this machine's)");
  if (std::string error = cleave::checkHostCpuName(hostCpu); !error.empty())
    refuse("--cpu: " + error);
  if (!(relTolerance >= 0) || !(absTolerance >= 0))
    refuse("--rtol and --atol must be non-negative");
  if (!is_contained({"auto", "ptx", "cubin", "fatbin"}, gpuBinary.getValue()))
    refuse("--gpu-binary " + gpuBinary +
           ": expected auto, ptx, cubin or fatbin");
  int stages = parseCount(pipelineStages, /*allowOff=*/true);
  if (stages == -2)
    refuse("--pipeline expects auto, off or a number of stages, not '" +
           pipelineStages + "'");
  if (parseCount(microbatches, /*allowOff=*/false) == -2)
    refuse("--microbatches expects auto or a positive count, not '" +
           microbatches + "'");
  if (!cleave::parseSchedule(scheduleName))
    refuse("--schedule " + scheduleName + ": expected gpipe, 1f1b or zb");
  // One microbatch is the program as it is (review 46: `--microbatches 1
  // --fixed` was refused as a pipeline).
  bool accumulates = microbatches.getNumOccurrences() &&
                     parseCount(microbatches, /*allowOff=*/false) != 1;
  if (stages == 0 && batchArguments.getNumOccurrences() && !accumulates)
    refuse("--batch needs --microbatches (or --pipeline)");
  if (stages == 0 && scheduleName.getNumOccurrences() && !accumulates)
    refuse("--schedule needs --pipeline (or --microbatches above 1)");
  if ((stages != 0 || accumulates) && fixedPlan)
    refuse("--fixed costs the shardings in the file; a pipeline is searched");
  std::set<std::string> batchNames;
  for (const std::string &name : batchArguments)
    if (!batchNames.insert(name).second)
      refuse("--batch names argument '" + name + "' twice");
  // Files written at the end of long work (a calibration runs for a
  // minute, then found its -o unwritable): checked before it starts.
  std::map<std::string, std::string> written;
  auto checkOutput = [&](const cl::opt<std::string> &option) {
    if (!option.getNumOccurrences() || option == "-")
      return;
    std::string flag =
        (option.ArgStr.size() > 1 ? "--" : "-") + option.ArgStr.str();
    if (option.getNumOccurrences() > 1)
      return; // (said above)
    if (option.empty())
      return refuse(flag + " needs a file name");
    if (sys::fs::is_directory(option.getValue()))
      return refuse(flag + " " + option + " is a directory, not a file");
    StringRef parent = sys::path::parent_path(option.getValue());
    if (!parent.empty() && !sys::fs::is_directory(parent))
      return refuse(flag + " " + option + ": no directory '" + parent + "'");
    auto [it, fresh] = written.emplace(option.getValue(), flag);
    if (!fresh)
      refuse(it->second + " and " + flag + " name the same file, " + option);
  };
  for (const cl::opt<std::string> *option :
       {&outputFile, &jsonFile, &emitMlir, &htmlFile})
    checkOutput(*option);
  if (fixedPlan && searchMode == cleave::Completion::Search)
    refuse("--fixed costs the shardings in the file; it cannot be combined "
           "with --search=auto");
  return success(ok);
}

} // namespace

namespace cleave::cli {

bool parseFlags(StringRef command, int argc, char **argv) {
  cl::OptionCategory *cat = categoryOf(command);
  if (!cat)
    return false;
  // Parse the options after the command as if it were its own program;
  // --help lists this command's options under its heading only.
  std::string overview = ("cleave " + command).str();
  SmallVector<const char *> args = {overview.c_str()};
  args.append(argv, argv + argc);
  for (const auto &entry : cl::getRegisteredOptions())
    if (is_contained(entry.second->Categories, cat))
      entry.second->Categories.assign({cat});
  cl::HideUnrelatedOptions(*cat);
  // What the one positional argument is, and what -o writes, per command.
  inputFile.setDescription(command == "run" ? "<artifact.so>"
                           : command == "cluster" || command == "calibrate"
                               ? ""
                               : "<input.mlir>");
  outputFile.setDescription(command == "compile" ? "the artifact to write (.so)"
                            : command == "calibrate"
                                ? "the cluster file to write (.json)"
                                : "output file (default: stdout)");
  if (!refuseUnknownFlags(command, *cat, ArrayRef(args).drop_front()))
    return false;
  return cl::ParseCommandLineOptions(args.size(), args.data(), overview,
                                     &errs()) &&
         succeeded(checkCommandOptions(command, *cat));
}

MeshOptions getMeshOptions() {
  MeshOptions mesh;
  mesh.shape = meshShape;
  mesh.axisNames.assign(axisNames.begin(), axisNames.end());
  mesh.name = meshName;
  mesh.cluster = clusterName;
  return mesh;
}

ProgramOptions getProgramOptions() { return ::getProgramOptions(); }
CompileOptions getCompileOptions() { return ::getCompileOptions(); }

PlanOptions getPlanOptions() {
  PlanOptions options;
  options.program = getProgramOptions();
  options.search = getSearchSettings();
  options.target = target;
  options.fixed = fixedPlan;
  // The plan is the program `compile` builds from the same flags.
  options.asCompiled = true;
  options.compareWithReplicated = true;
  return options;
}

RunOptions getRunOptions() {
  RunOptions options;
  options.ranks = numRanks;
  options.inputFiles = getInputFiles();
  options.seed = seed;
  options.outputDir = outputDir;
  if (!options.outputDir.empty())
    options.statsFile = options.outputDir + "/run.json";
  options.saveInputsDir = saveInputs;
  options.repeat = repeat;
  options.timeoutSeconds = timeoutSeconds;
  options.deviceCapacityBytes = int64_t(deviceCapacity);
  return options;
}

CalibrateOptions getCalibrateOptions() {
  CalibrateOptions options;
  options.mesh = getMeshOptions();
  options.ranks = numRanks;
  options.target = target;
  if (repeat.getNumOccurrences())
    options.repeat = repeat;
  options.timeoutSeconds = timeoutSeconds.getNumOccurrences()
                               ? timeoutSeconds
                               : options.timeoutSeconds;
  options.progress = getTerminalProgress();
  return options;
}

VerifyOptions getVerifyOptions() {
  VerifyOptions options;
  options.compile = getCompileOptions();
  options.referencePath = referenceFile;
  options.ranks = numRanks;
  options.inputFiles = getInputFiles();
  options.seed = seed;
  options.repeat = repeat;
  if (relTolerance.getNumOccurrences())
    options.rtol = relTolerance;
  options.atol = absTolerance;
  options.timeoutSeconds = timeoutSeconds;
  return options;
}

Files getFiles() {
  return {inputFile, outputFile, jsonFile, emitMlir, htmlFile};
}

} // namespace cleave::cli
