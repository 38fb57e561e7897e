//===- DriverTest.cpp - The driver library without any CLI ----------------===//
//
// A module built in memory with the builder API (no parser, no files),
// planned, compiled and checked through the typed results.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/Driver.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/InitAll.h"
#include "cleave/Target/DevicePeak.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class DriverTest : public ::testing::Test {
protected:
  DriverTest() : context(makeRegistry()) {
    context.loadAllAvailableDialects();
    // Diagnostics are collected, not printed.
    context.getDiagEngine().registerHandler([this](Diagnostic &diag) {
      messages.push_back(diag.str());
      return success();
    });
  }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    cleave::registerAllDialects(registry);
    return registry;
  }

  /// func @mlp(%x: 64x256, %w1: 256x512, %w2: 512x256) -> 64x256:
  /// (x @ w1) @ w2, both matmuls accumulating into zero-filled inits.
  OwningOpRef<ModuleOp> buildMlp() {
    OpBuilder b(&context);
    Location loc = b.getUnknownLoc();
    OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
    b.setInsertionPointToEnd(module->getBody());
    Type f32 = b.getF32Type();
    auto x = RankedTensorType::get({64, 256}, f32);
    auto w1 = RankedTensorType::get({256, 512}, f32);
    auto w2 = RankedTensorType::get({512, 256}, f32);
    auto h = RankedTensorType::get({64, 512}, f32);
    auto fn = func::FuncOp::create(b, loc, "mlp",
                                   b.getFunctionType({x, w1, w2}, {x}));
    Block *body = fn.addEntryBlock();
    b.setInsertionPointToEnd(body);
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
    auto matmul = [&](Value lhs, Value rhs, RankedTensorType type) {
      Value empty = tensor::EmptyOp::create(b, loc, type.getShape(), f32);
      Value init = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
      return linalg::MatmulOp::create(b, loc, ValueRange{lhs, rhs},
                                      ValueRange{init})
          .getResult(0);
    };
    Value hidden = matmul(body->getArgument(0), body->getArgument(1), h);
    Value out = matmul(hidden, body->getArgument(2), x);
    func::ReturnOp::create(b, loc, out);
    return module;
  }

  cleave::ProgramOptions onTwoDevices() {
    cleave::ProgramOptions options;
    options.mesh.shape = "2";
    options.mesh.axisNames = {"tp"};
    options.mesh.cluster = "cpu";
    return options;
  }

  bool saw(StringRef text) {
    return llvm::any_of(messages, [&](const std::string &m) {
      return StringRef(m).contains(text);
    });
  }

  MLIRContext context;
  std::vector<std::string> messages;
};

TEST_F(DriverTest, PlansAModuleBuiltInMemory) {
  OwningOpRef<ModuleOp> module = buildMlp();
  cleave::PlanOptions options;
  options.program = onTwoDevices();
  ASSERT_TRUE(succeeded(cleave::prepareProgram(*module, options.program)));
  FailureOr<cleave::Plan> plan = cleave::planModule(*module, options);
  ASSERT_TRUE(succeeded(plan)) << (messages.empty() ? "" : messages[0]);
  EXPECT_EQ(plan->entry, "mlp");
  EXPECT_EQ(plan->devices, 2);
  ASSERT_TRUE(plan->search.has_value());
  EXPECT_GT(plan->search->variables, 0);
  EXPECT_GT(plan->stepSeconds, 0);
  // The plan is the program the partitioner emitted, priced by the code
  // that priced the search's choice.
  EXPECT_NEAR(plan->getPartitionedOverObjective(), 1.0, 0.01);
  // Every op is split (data parallel costs no communication here, as the
  // inputs come sharded), and the plan beats replicating everything.
  ASSERT_EQ(plan->decisions.size(), 1u);
  EXPECT_EQ(plan->decisions[0].splitOps.size(), 4u);
  cleave::PlanOptions replicated = options;
  replicated.fixed = true;
  FailureOr<cleave::Plan> baseline = cleave::planModule(*module, replicated);
  ASSERT_TRUE(succeeded(baseline));
  EXPECT_LT(plan->stepSeconds, 0.75 * baseline->stepSeconds);
  EXPECT_LT(plan->peakMemoryBytes, baseline->peakMemoryBytes);
  EXPECT_TRUE(plan->fitsBudget());
  // What the plan's pictures draw: the cost model's bytes live at every
  // op, peaking at its estimate, and each row's place in program order
  // and on the overlapped schedule, which ends with the overlapped step.
  // The plan's peak is the bufferized program's (predictDevicePeak).
  ASSERT_FALSE(plan->liveBytes.empty());
  EXPECT_DOUBLE_EQ(
      *std::max_element(plan->liveBytes.begin(), plan->liveBytes.end()),
      plan->costModelPeakBytes);
  EXPECT_EQ(plan->peakMemorySource, "bufferized");
  EXPECT_GT(plan->peakMemoryBytes, plan->argumentBytes);
  EXPECT_GT(plan->argumentBytes, 0);
  double lastEnd = 0;
  size_t lastPoint = 0;
  for (const cleave::PlanRow &row : plan->rows) {
    EXPECT_LT(row.programPoint, plan->liveBytes.size());
    EXPECT_GE(row.programPoint, lastPoint);
    EXPECT_GE(row.endSeconds, row.startSeconds);
    lastEnd = std::max(lastEnd, row.endSeconds);
    lastPoint = row.programPoint;
  }
  EXPECT_DOUBLE_EQ(lastEnd, plan->overlappedStepSeconds);
  EXPECT_NE(plan->program.find("tensor<32x256xf32>"), std::string::npos);
  // planModule works on a copy: the module is still the global program.
  bool annotated = false;
  module->walk(
      [&](Operation *op) { annotated |= op->hasAttr("cleave.loops"); });
  EXPECT_FALSE(annotated);
}

TEST_F(DriverTest, FixedPlanOfAnUnannotatedProgramIsReplicated) {
  OwningOpRef<ModuleOp> module = buildMlp();
  cleave::PlanOptions options;
  options.program = onTwoDevices();
  options.fixed = true;
  ASSERT_TRUE(succeeded(cleave::prepareProgram(*module, options.program)));
  FailureOr<cleave::Plan> plan = cleave::planModule(*module, options);
  ASSERT_TRUE(succeeded(plan));
  EXPECT_FALSE(plan->search.has_value());
  EXPECT_TRUE(plan->collectives.empty());
}

TEST_F(DriverTest, CompilesToABufferWithItsManifest) {
  OwningOpRef<ModuleOp> module = buildMlp();
  cleave::CompileOptions options;
  options.program = onTwoDevices();
  // Column-split w1: the search must respect it.
  options.program.shardings = {{"arg1", "[[], [\"tp\"]]"}};
  ASSERT_TRUE(succeeded(cleave::prepareProgram(*module, options.program)));
  options.search.completion = cleave::Completion::Search;
  cleave::InstallPaths paths{CLEAVE_BINARY_DIR "/bin",
                             CLEAVE_BINARY_DIR "/lib"};
  cleave::Manifest manifest;
  FailureOr<std::string> bytes =
      cleave::compileModuleToBuffer(*module, options, &manifest, paths);
  ASSERT_TRUE(succeeded(bytes)) << (messages.empty() ? "" : messages[0]);
  ASSERT_GT(bytes->size(), 4u);
  EXPECT_EQ(bytes->substr(0, 4), "\x7f"
                                 "ELF");
  EXPECT_EQ(manifest.entry, "mlp");
  EXPECT_EQ(manifest.target, "cpu");
  EXPECT_EQ(manifest.mesh.getNumDevices(), 2);
  ASSERT_EQ(manifest.inputs.size(), 3u);
  ASSERT_EQ(manifest.outputs.size(), 1u);
  EXPECT_EQ(manifest.inputs[1].globalShape, (std::vector<int64_t>{256, 512}));
  EXPECT_EQ(manifest.inputs[1].localShape, (std::vector<int64_t>{256, 256}));
}

// predictDevicePeak keeps its last answers; a program changed in place (the
// same ops, a different body) is a new question.
TEST_F(DriverTest, DevicePeakFollowsChangesInPlace) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @f(%a: tensor<256xf32>) -> tensor<256xf32> {
      %c = arith.constant 1.0 : f32
      %e = tensor.empty() : tensor<65536xf32>
      %t = linalg.fill ins(%c : f32) outs(%e : tensor<65536xf32>) -> tensor<65536xf32>
      %x = tensor.extract_slice %t[0] [256] [1] : tensor<65536xf32> to tensor<256xf32>
      %o = tensor.empty() : tensor<256xf32>
      %r = linalg.add ins(%a, %x : tensor<256xf32>, tensor<256xf32>) outs(%o : tensor<256xf32>) -> tensor<256xf32>
      return %r : tensor<256xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  FailureOr<cleave::DevicePeak> before =
      cleave::predictDevicePeak(*module, "f");
  ASSERT_TRUE(succeeded(before));
  EXPECT_GE(before->peakBytes, 65536 * 4);
  FailureOr<cleave::DevicePeak> again = cleave::predictDevicePeak(*module, "f");
  ASSERT_TRUE(succeeded(again));
  EXPECT_EQ(again->peakBytes, before->peakBytes);
  // Add %a to itself instead: the 256 KB temporary goes away.
  auto fn = module->lookupSymbol<func::FuncOp>("f");
  Operation *slice = nullptr;
  fn.walk([&](tensor::ExtractSliceOp op) { slice = op; });
  ASSERT_TRUE(slice);
  Operation *fill = slice->getOperand(0).getDefiningOp();
  Operation *empty = fill->getOperand(1).getDefiningOp();
  slice->getResult(0).replaceAllUsesWith(fn.getArgument(0));
  slice->erase();
  fill->erase();
  empty->erase();
  FailureOr<cleave::DevicePeak> after = cleave::predictDevicePeak(*module, "f");
  ASSERT_TRUE(succeeded(after));
  EXPECT_LT(after->peakBytes, 65536 * 4);
}

TEST_F(DriverTest, ErrorsNameConceptsNotFlags) {
  OwningOpRef<ModuleOp> module = buildMlp();
  cleave::ProgramOptions program = onTwoDevices();
  program.shardings = {{"weights", "[[0]]"}};
  EXPECT_TRUE(failed(cleave::prepareProgram(*module, program)));
  EXPECT_TRUE(saw("a sharding is given for argument 'weights'"));
  for (const std::string &m : messages)
    EXPECT_EQ(m.find("--"), std::string::npos) << m;

  messages.clear();
  OwningOpRef<ModuleOp> unmeshed = buildMlp();
  cleave::PlanOptions options;
  ASSERT_TRUE(succeeded(cleave::prepareProgram(*unmeshed, options.program)));
  // Planned for the one device compile builds it for.
  FailureOr<cleave::Plan> plan = cleave::planModule(*unmeshed, options);
  ASSERT_TRUE(succeeded(plan));
  EXPECT_EQ(plan->devices, 1);
  EXPECT_GT(plan->peakMemoryBytes, 0);
}

} // namespace

// Offload's copies run on the host link's own stream: the step waits for a
// copy only where its data is read before it arrives, also from inside a
// loop, which reads the copied weight from its body rather than as an
// operand.
TEST_F(DriverTest, HostCopyWaitsCountReadsInsideLoops) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    cleave.mesh @m(x = 1) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+10>] device #cleave.device<name = "d", peak_flops = {f32 = 1.0e+09 : f64}, memory = 1.0e+09, memory_bandwidth = 1.0e+10, host_bandwidth = 1.0e+06, host_latency = 0.0>
    func.func @f(%w: tensor<1024xf32> {cleave.placement = "host"}, %x: tensor<1024xf32>) -> tensor<1024xf32> {
      %e = tensor.empty() : tensor<1024xf32>
      %d = linalg.copy ins(%w : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<1024xf32>) {
        %o = tensor.empty() : tensor<1024xf32>
        %s = linalg.add ins(%acc, %d : tensor<1024xf32>, tensor<1024xf32>) outs(%o : tensor<1024xf32>) -> tensor<1024xf32>
        scf.yield %s : tensor<1024xf32>
      }
      return %r : tensor<1024xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  auto mesh = *module->getOps<cleave::MeshOp>().begin();
  auto fn = module->lookupSymbol<func::FuncOp>("f");
  FailureOr<cleave::ProgramCost> cost = cleave::costFunction(fn, mesh);
  ASSERT_TRUE(succeeded(cost));
  // 4096 bytes at 1 MB/s: 4.096 ms, all of it waited for (nothing runs
  // before the loop).
  EXPECT_NEAR(cost->hostTransferSeconds, 4.096e-3, 1e-9);
  EXPECT_NEAR(cost->hostTransferExposedSeconds, 4.096e-3, 1e-9);
  EXPECT_NEAR(cost->hostArguments[0].exposedSeconds, 4.096e-3, 1e-9);
  EXPECT_EQ(cost->hostArguments[0].copiesIn, 1u);
}
