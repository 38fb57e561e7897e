//===- CApiWrapperTest.cpp - The C API through its RAII wrappers ----------===//
//
// cleave-c/Cleave.hpp: plan and compile from a file and from bytecode,
// diagnostics into a std::function, errors as exceptions. The bytecode is
// written with upstream MLIR here, as a framework exporting a model would.
//
//===----------------------------------------------------------------------===//

#include "cleave-c/Cleave.hpp"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

namespace {

const std::string kExample = CLEAVE_EXAMPLES_DIR "/mlp_single_device.mlir";

cleavec::Session onTwoDevices() {
  cleavec::Session session;
  session.setMesh("2", {"tp"}).setCluster("cpu").setTimeLimit(30);
  return session;
}

TEST(CApiWrapperTest, PlansAndCompilesAFile) {
  cleavec::Session session = onTwoDevices();
  // Column-split w1: the plan must keep it.
  session.addSharding("arg1", "[[], [\"tp\"]]");
  cleavec::Invocation invocation(session);
  invocation.parseFile(kExample);
  std::string plan = invocation.planJson();
  EXPECT_NE(plan.find("\"modeled_step_time_s\""), std::string::npos);
  EXPECT_NE(plan.find("\"peak_memory_bytes\""), std::string::npos);
  // The required split makes w1's local block 16x16.
  EXPECT_NE(invocation.ir("partitioned").find("tensor<16x16xf32>"),
            std::string::npos);
  std::string artifact = invocation.compileToBuffer();
  ASSERT_GT(artifact.size(), 4u);
  EXPECT_EQ(artifact.substr(0, 4), "\x7f"
                                   "ELF");
}

// An SGD step whose weight is tied to its update: the plan gives both one
// layout (without the tie the search returns the weight split from a
// replicated argument), and a tie of the wrong type is refused.
TEST(CApiWrapperTest, UpdatesTieAnArgumentToItsResult) {
  const std::string step =
      CLEAVE_EXAMPLES_DIR "/../test/Driver/Inputs/sgd_step.mlir";
  cleavec::Session session;
  session.setMesh("2").addUpdate(1, "arg0");
  cleavec::Invocation invocation(session);
  invocation.parseFile(step);
  std::string plan = invocation.planJson();
  size_t argument = plan.find("\"arguments\"");
  size_t result = plan.find("\"results\"");
  ASSERT_NE(argument, std::string::npos);
  ASSERT_NE(result, std::string::npos);
  auto shardingAfter = [&](size_t from, int skip) {
    size_t at = from;
    for (int i = 0; i <= skip; ++i)
      at = plan.find("\"sharding\"", at + 1);
    return plan.substr(at, plan.find('\n', at) - at);
  };
  EXPECT_EQ(shardingAfter(argument, 0), shardingAfter(result, 1));

  cleavec::Session wrong;
  wrong.setMesh("2").addUpdate(1, "arg1");
  cleavec::Invocation refused(wrong);
  EXPECT_THROW(refused.parseFile(step), cleavec::Error);
}

// The same step pipelined over 2 stages, stages and microbatches chosen by
// modeled step time: the plan lists every configuration tried.
TEST(CApiWrapperTest, ChoosesAPipeline) {
  const std::string step =
      CLEAVE_EXAMPLES_DIR "/../test/Driver/Inputs/sgd_step.mlir";
  cleavec::Session session;
  session.setMesh("2").addUpdate(1, "arg0").setPipeline(CLEAVE_AUTO,
                                                        CLEAVE_AUTO);
  cleavec::Invocation invocation(session);
  invocation.parseFile(step);
  std::string plan = invocation.planJson();
  EXPECT_NE(plan.find("\"pipeline_candidates\""), std::string::npos);
  EXPECT_NE(plan.find("\"microbatches\": 8"), std::string::npos);
  EXPECT_THROW(session.setPipeline(2, 2, "looped"), cleavec::Error);
}

TEST(CApiWrapperTest, ParsesBytecode) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect>();
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(kExample, &context);
  ASSERT_TRUE(module);
  std::string bytecode;
  llvm::raw_string_ostream os(bytecode);
  ASSERT_TRUE(mlir::succeeded(mlir::writeBytecodeToFile(*module, os)));
  ASSERT_EQ(bytecode.substr(0, 4), "ML\xef"
                                   "R");

  cleavec::Session session = onTwoDevices();
  cleavec::Invocation invocation(session);
  invocation.parse(bytecode, "mlp.mlirbc");
  EXPECT_NE(invocation.ir("input").find("func.func @mlp"), std::string::npos);
  EXPECT_NE(invocation.planJson().find("\"modeled_step_time_s\""),
            std::string::npos);
}

TEST(CApiWrapperTest, ErrorsThrowAndDiagnosticsReachTheHandler) {
  cleavec::Session session = onTwoDevices();
  std::vector<std::string> seen;
  session.onDiagnostic([&](cleave_severity_t severity,
                           const std::string &location,
                           const std::string &message) {
    seen.push_back(std::to_string(severity) + " " + location + " " + message);
  });
  // Moving the session keeps the handler working.
  cleavec::Session moved = std::move(session);
  cleavec::Invocation invocation(moved);
  try {
    invocation.parse("func.func @f(%x: tensor<4xf32>) {\n  return %y\n}\n",
                     "bad.mlir");
    FAIL() << "a syntax error was accepted";
  } catch (const cleavec::Error &e) {
    EXPECT_NE(std::string(e.what()).find("bad.mlir:2:"), std::string::npos)
        << e.what();
  }
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen[0].rfind("0 bad.mlir:2:", 0), 0u) << seen[0];
  EXPECT_THROW(moved.setMesh("0x3"), cleavec::Error);
  EXPECT_THROW(moved.setTarget("tpu"), cleavec::Error);
  EXPECT_THROW(cleavec::Invocation(moved).ir("input"), cleavec::Error);
}

// Sweep 22: a moved-from object throws on use (it crashed), and a handler's
// exception is thrown from the call after it completes (it unwound through
// the C library's frames).
TEST(CApiWrapperTest, MovedFromObjectsThrowAndHandlersMayThrow) {
  cleavec::Session session = onTwoDevices();
  cleavec::Session moved = std::move(session);
  EXPECT_THROW(session.setMesh("2"), cleavec::Error);
  EXPECT_THROW(session.onDiagnostic(nullptr), cleavec::Error);
  EXPECT_THROW(cleavec::Invocation{session}, cleavec::Error);
  cleavec::Invocation invocation(moved);
  cleavec::Invocation other = std::move(invocation);
  EXPECT_THROW(invocation.planJson(), cleavec::Error);

  struct Stop {
    std::string message;
  };
  int calls = 0;
  moved.onDiagnostic(
      [&](cleave_severity_t, const std::string &, const std::string &message) {
        ++calls;
        throw Stop{message};
      });
  try {
    other.parse("func.func @f(%x: tensor<4xf32>) {\n  return %y\n}\n",
                "bad.mlir");
    FAIL() << "a syntax error was accepted";
  } catch (const Stop &stop) {
    EXPECT_NE(stop.message.find("expected ':'"), std::string::npos)
        << stop.message;
  }
  EXPECT_EQ(calls, 1);
  // The session works on: the next error is an ordinary one.
  moved.onDiagnostic(nullptr);
  EXPECT_THROW(moved.setTarget("tpu"), cleavec::Error);
}

} // namespace
