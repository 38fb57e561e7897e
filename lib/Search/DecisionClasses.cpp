//===- DecisionClasses.cpp - Decisions that repeat share one node ---------===//

#include "cleave/Search/DecisionClasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace mlir;

namespace cleave {

/// A value's name for people (plans, `--shard`), not what it is.
static constexpr llvm::StringLiteral kNameAttr = "cleave.name";

std::vector<unsigned>
classifyDecisions(func::FuncOp fn,
                  llvm::ArrayRef<ShardingSpace::Decision> decisions,
                  bool shareRepeated) {
  unsigned numRaw = decisions.size();
  std::vector<unsigned> classOf(numRaw);
  if (!shareRepeated) {
    for (unsigned i = 0; i < numRaw; ++i)
      classOf[i] = i;
  } else {
    // Hash top-level ops and arguments.
    Block &body = fn.getBody().front();
    llvm::DenseMap<Operation *, llvm::hash_code> opHash;
    llvm::DenseMap<Value, llvm::hash_code> argHash;
    // What an argument's or result's attributes say about it, but its name:
    // cleave.torch names every parameter ("transformer.h.3.mlp.c_fc.weight"),
    // and with names each layer of a traced GPT-2 step was a class of its
    // own (8 layers: 3171 decisions in 2300 classes).
    auto attributesHash = [](DictionaryAttr attrs) {
      llvm::hash_code h = llvm::hash_value(StringRef("attributes"));
      if (attrs)
        for (NamedAttribute a : attrs)
          if (a.getName() != kNameAttr)
            h = llvm::hash_combine(h, a.getName().getAsOpaquePointer(),
                                   a.getValue().getAsOpaquePointer());
      return h;
    };
    for (BlockArgument arg : body.getArguments())
      argHash[arg] = llvm::hash_combine(
          arg.getType().getAsOpaquePointer(),
          attributesHash(fn.getArgAttrDict(arg.getArgNumber())));
    for (Operation &op : body) {
      llvm::hash_code h =
          llvm::hash_combine(op.getName().getAsOpaquePointer(),
                             op.getRawDictionaryAttrs().getAsOpaquePointer());
      for (Type t : op.getOperandTypes())
        h = llvm::hash_combine(h, t.getAsOpaquePointer());
      for (Type t : op.getResultTypes())
        h = llvm::hash_combine(h, t.getAsOpaquePointer());
      op.walk([&](Operation *inner) {
        if (inner != &op)
          h = llvm::hash_combine(h, inner->getName().getAsOpaquePointer());
      });
      opHash[&op] = h;
    }
    auto valueHash = [&](Value v) -> llvm::hash_code {
      if (auto arg = dyn_cast<BlockArgument>(v))
        return argHash.lookup(arg);
      Operation *def = v.getDefiningOp();
      auto it = opHash.find(def);
      return llvm::hash_combine(it == opHash.end() ? llvm::hash_code(0)
                                                   : it->second,
                                cast<OpResult>(v).getResultNumber());
    };
    // A returned value is told apart by what its result means (the
    // argument it updates, its attributes), not by its position: with
    // positions, each layer's weights would be a class of their own.
    Operation *ret = body.getTerminator();
    auto returnHash = [&](unsigned result) -> llvm::hash_code {
      DictionaryAttr attrs = fn.getResultAttrDict(result);
      llvm::hash_code h = llvm::hash_value(StringRef("return"));
      if (!attrs)
        return h;
      for (NamedAttribute a : attrs) {
        if (a.getName() == kNameAttr)
          continue;
        if (a.getName() != "cleave.updates") {
          h = llvm::hash_combine(h, a.getName().getAsOpaquePointer(),
                                 a.getValue().getAsOpaquePointer());
          continue;
        }
        int64_t arg = cast<IntegerAttr>(a.getValue()).getInt();
        h = llvm::hash_combine(
            h, a.getName().getAsOpaquePointer(),
            arg >= 0 && arg < int64_t(body.getNumArguments())
                ? size_t(argHash.lookup(body.getArgument(arg)))
                : size_t(0));
      }
      return h;
    };
    for (int round = 0; round < 3; ++round) {
      llvm::DenseMap<Operation *, llvm::hash_code> nextOp;
      llvm::DenseMap<Value, llvm::hash_code> nextArg;
      auto usersHash = [&](Value v) {
        std::vector<size_t> uses;
        for (OpOperand &use : v.getUses()) {
          Operation *owner = body.findAncestorOpInBlock(*use.getOwner());
          if (owner == ret)
            uses.push_back(returnHash(use.getOperandNumber()));
          else if (owner)
            uses.push_back(llvm::hash_combine(opHash.lookup(owner),
                                              use.getOperandNumber()));
        }
        std::sort(uses.begin(), uses.end());
        return llvm::hash_combine_range(uses.begin(), uses.end());
      };
      for (Operation &op : body) {
        llvm::hash_code h = opHash.lookup(&op);
        for (Value operand : op.getOperands())
          h = llvm::hash_combine(h, valueHash(operand));
        for (Value result : op.getResults())
          h = llvm::hash_combine(h, usersHash(result));
        nextOp[&op] = h;
      }
      for (BlockArgument arg : body.getArguments())
        nextArg[arg] = llvm::hash_combine(argHash.lookup(arg), usersHash(arg));
      opHash = std::move(nextOp);
      argHash = std::move(nextArg);
    }
    std::map<std::tuple<size_t, int, size_t>, unsigned> classes;
    for (unsigned i = 0; i < numRaw; ++i) {
      const ShardingSpace::Decision &d = decisions[i];
      size_t h;
      int kind;
      if (d.op && d.op->getBlock() == &body) {
        h = opHash.lookup(d.op);
        kind = 0;
      } else if (d.op) {
        h = i; // ops in a loop body: their own class
        kind = 4;
      } else if (d.argument >= 0) {
        h = argHash.lookup(body.getArgument(d.argument));
        kind = 1;
      } else if (d.result >= 0) {
        h = llvm::hash_combine(valueHash(ret->getOperand(d.result)),
                               returnHash(d.result));
        kind = 2;
      } else {
        h = i; // annotations: their own class
        kind = 3;
      }
      size_t size = d.op ? d.loops.size() : d.layouts.size();
      auto [it, inserted] =
          classes.insert({{h, kind, size}, unsigned(classes.size())});
      classOf[i] = it->second;
    }
  }
  return classOf;
}

} // namespace cleave
