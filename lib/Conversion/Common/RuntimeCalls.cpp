//===- RuntimeCalls.cpp - Emitting calls to runtime_codegen.h -------------===//

#include "cleave/Conversion/Common/RuntimeCalls.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace cleave {

ValueRange RuntimeCalls::call(StringRef name, ValueRange args,
                              TypeRange results) {
  auto module = anchor->getParentOfType<ModuleOp>();
  auto fn = module.lookupSymbol<func::FuncOp>(name);
  if (!fn) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    fn = func::FuncOp::create(
        rewriter, loc, name,
        rewriter.getFunctionType(args.getTypes(), results));
    fn.setPrivate();
  }
  return func::CallOp::create(rewriter, loc, fn, args).getResults();
}

Value RuntimeCalls::i64(int64_t value) {
  return arith::ConstantIntOp::create(rewriter, loc, value, 64);
}

Value RuntimeCalls::index(int64_t value) {
  return arith::ConstantIndexOp::create(rewriter, loc, value);
}

Value RuntimeCalls::f32(float value) {
  return arith::ConstantOp::create(rewriter, loc,
                                   rewriter.getF32FloatAttr(value));
}

Value RuntimeCalls::f64(double value) {
  return arith::ConstantOp::create(rewriter, loc,
                                   rewriter.getF64FloatAttr(value));
}

Value RuntimeCalls::toI64(Value index) {
  return arith::IndexCastOp::create(rewriter, loc, rewriter.getI64Type(),
                                    index);
}

Value RuntimeCalls::pointer(Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, buffer);
  if (type.getLayout().isIdentity())
    return base;
  auto metadata =
      memref::ExtractStridedMetadataOp::create(rewriter, loc, buffer);
  unsigned bytes = type.getElementTypeBitWidth() / 8;
  Value scale = arith::ConstantIndexOp::create(rewriter, loc, bytes);
  Value offset =
      arith::MulIOp::create(rewriter, loc, metadata.getOffset(), scale);
  return arith::AddIOp::create(rewriter, loc, base, offset);
}

Value RuntimeCalls::contiguous(Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getLayout().isIdentity())
    return buffer;
  auto identity = MemRefType::get(type.getShape(), type.getElementType());
  Value copy = memref::AllocOp::create(rewriter, loc, identity);
  memref::CopyOp::create(rewriter, loc, buffer, copy);
  return copy;
}

Value RuntimeCalls::allocate(RankedTensorType type) {
  return memref::AllocOp::create(
      rewriter, loc, MemRefType::get(type.getShape(), type.getElementType()));
}

Value RuntimeCalls::constantArray(ArrayRef<int64_t> values) {
  auto module = anchor->getParentOfType<ModuleOp>();
  auto type = MemRefType::get({(int64_t)values.size()}, rewriter.getI64Type());
  auto init = DenseElementsAttr::get(
      RankedTensorType::get(type.getShape(), rewriter.getI64Type()), values);
  // Named by content, so identical constants are shared and the output does
  // not depend on the order in which functions are bufferized.
  std::string name = "__cleave_i64";
  if (values.size() <= 16) {
    for (int64_t v : values)
      name += "_" + (v < 0 ? "m" + std::to_string(-v) : std::to_string(v));
  } else {
    name += "_h" + llvm::utohexstr(
                       llvm::hash_combine_range(values.begin(), values.end()));
  }
  if (auto existing = module.lookupSymbol<memref::GlobalOp>(name))
    return pointer(memref::GetGlobalOp::create(rewriter, loc, type, name));
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    memref::GlobalOp::create(rewriter, loc, rewriter.getStringAttr(name),
                             rewriter.getStringAttr("private"),
                             TypeAttr::get(type), init, rewriter.getUnitAttr(),
                             IntegerAttr());
  }
  return pointer(memref::GetGlobalOp::create(rewriter, loc, type, name));
}

FailureOr<int64_t> packAxes(Operation *op, FlatSymbolRefAttr meshName,
                            ArrayAttr axes) {
  FailureOr<MeshOp> mesh = lookupMesh(op, meshName);
  if (failed(mesh))
    return failure();
  if (axes.size() > 15)
    return op->emitOpError() << "runs over more than 15 mesh axes";
  int64_t packed = 0;
  for (auto [i, a] : llvm::enumerate(axes)) {
    std::optional<unsigned> index =
        mesh->getAxisIndex(cast<StringAttr>(a).getValue());
    if (!index || *index >= 15)
      return op->emitOpError() << "cannot lower mesh axis " << a;
    packed |= int64_t(*index + 1) << (4 * i);
  }
  return packed;
}

} // namespace cleave
