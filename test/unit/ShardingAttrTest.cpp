//===- ShardingAttrTest.cpp - Attribute <-> algebra conversion ------------===//

#include "cleave/IR/ShardingUtils.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace cleave;

namespace {

class ShardingAttrTest : public ::testing::Test {
protected:
  void SetUp() override {
    context.loadDialect<CleaveDialect>();
    module =
        parseSourceString<ModuleOp>("cleave.mesh @m(dp = 2, tp = 4)", &context);
    ASSERT_TRUE(module);
    mesh = *module->getOps<MeshOp>().begin();
  }

  ShardingAttr parse(StringRef text) {
    return dyn_cast_or_null<ShardingAttr>(parseAttribute(text, &context));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  MeshOp mesh;
};

TEST_F(ShardingAttrTest, ToAlgebraResolvesAxisNames) {
  ShardingAttr attr =
      parse("#cleave.sharding<@m, [[tp, dp], []], partial = max []>");
  ASSERT_TRUE(attr);
  FailureOr<TensorSharding> s =
      toTensorSharding(attr, mesh, [&]() { return mesh.emitError(); });
  ASSERT_TRUE(succeeded(s));
  EXPECT_EQ(s->getDimAxes(0), (std::vector<unsigned>{1, 0}));
  EXPECT_TRUE(s->getDimAxes(1).empty());
  EXPECT_FALSE(s->isPartial());
}

TEST_F(ShardingAttrTest, RoundTripThroughTheAlgebra) {
  for (StringRef text :
       {"#cleave.sharding<@m, [[dp], [tp]]>",
        "#cleave.sharding<@m, [[], []], partial = min [tp, dp]>",
        "#cleave.sharding<@m, [[tp]], uneven = pad>",
        "#cleave.sharding<@m, [], partial = sum [dp]>"}) {
    ShardingAttr attr = parse(text);
    ASSERT_TRUE(attr) << text.str();
    FailureOr<TensorSharding> s =
        toTensorSharding(attr, mesh, [&]() { return mesh.emitError(); });
    ASSERT_TRUE(succeeded(s)) << text.str();
    ShardingAttr back =
        toShardingAttr(&context, attr.getMesh(), getMeshShape(mesh), *s);
    EXPECT_EQ(back, attr) << text.str();
  }
}

TEST_F(ShardingAttrTest, UnknownAxisIsDiagnosed) {
  ShardingAttr attr = parse("#cleave.sharding<@m, [[pp]]>");
  ASSERT_TRUE(attr);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  FailureOr<TensorSharding> s =
      toTensorSharding(attr, mesh, [&]() { return mesh.emitError(); });
  EXPECT_TRUE(failed(s));
  EXPECT_EQ(message, "mesh axis 'pp' is not an axis of mesh @m (axes: dp, tp)");
}

TEST_F(ShardingAttrTest, MeshShapeMatchesTheOp) {
  MeshShape shape = getMeshShape(mesh);
  EXPECT_EQ(shape.getRank(), 2u);
  EXPECT_EQ(shape.getAxisName(1), "tp");
  EXPECT_EQ(shape.getNumDevices(), mesh.getNumDevices());
}

} // namespace
