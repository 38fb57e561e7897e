//===- ShardingOpInterface.td - How an op is sharded -------*- tablegen -*-===//
//
// The one place propagation, partitioning and the search learn how an op may
// be split. Models are attached externally (ShardingModels.h), one file per
// op family; an op without a model runs whole on every device.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_INTERFACES_SHARDINGOPINTERFACE
#define CLEAVE_INTERFACES_SHARDINGOPINTERFACE

include "mlir/IR/OpBase.td"

def ShardingOpInterface : OpInterface<"ShardingOpInterface"> {
  let cppNamespace = "::cleave";
  let description = [{
    How an op is sharded, in one of four styles (`ShardingStyle`):

    - `Loops`: the op chooses mesh axes per loop (`LoopRule`: each operand
      and result dimension follows a loop or stays whole; splitting a
      reduction loop leaves the results partial under the rule's combiner).
      Propagation merges known layouts into the loop assignment, the search
      picks one of `getStrategies`, the partitioner builds the local op.
    - `Layout`: the op computes nothing of its own; its result's layout is a
      function of an operand's (`getResultLayout`) and back
      (`getOperandLayout`), e.g. reshapes with compound factors, slices and
      concatenations. Partial state passes through.
    - `Free`: the op's results take whatever layout their consumers want
      (empty tensors, constants).
    - `Carried`: a loop (with LoopLikeOpInterface) whose carried values keep
      their init's layout, reduced; its body is sharded like straight-line
      code, each op priced once per iteration.

    `Replicated` is what an instance that cannot be split (dynamic shapes,
    unsupported forms) answers; ops with no model are replicated too. Both
    run whole on replicated operands, and the partitioner says so in a
    remark naming the op.
  }];

  let methods = [
    InterfaceMethod<"How this op is sharded.", "::cleave::ShardingStyle",
                    "getShardingStyle">,
    InterfaceMethod<[{
        Why a `Replicated` instance cannot be split, for propagation's
        remark; empty when there is nothing more to say than the
        partitioner's "no sharding rule".
      }], "std::string", "getReplicatedReason", (ins), "",
      "return std::string();">,

    // Loops.
    InterfaceMethod<[{
        `Loops`: the op's loops, which of them may be split or reduce, the
        loop each operand and result dimension follows, and the combiner of
        split reductions.
      }], "std::optional<::cleave::LoopRule>", "getLoopRule", (ins), "",
      "return std::nullopt;">,
    InterfaceMethod<[{
        `Loops`: the loop assignments the search chooses among on `mesh`,
        "nothing split" first; empty when the op runs whole (then the search
        prices `getComputeCost` whatever the plan).
      }], "std::vector<::cleave::LoopAxes>", "getStrategies",
      (ins "const ::cleave::MeshShape &":$mesh), "",
      "return ::cleave::enumerateLoopStrategies($_op, mesh);">,
    InterfaceMethod<[{
        `Loops`: whether the single result is linear in inputs `inputs`
        taken together, so partial sums in them may stay partial through the
        op (lazy reduction).
      }], "bool", "isLinearIn", (ins "::llvm::ArrayRef<unsigned>":$inputs),
      "", "return false;">,

    // Layout.
    InterfaceMethod<[{
        `Layout`: the result's layout when operand `operand` is laid out as
        `layout`; std::nullopt if that is not expressible.
      }], "std::optional<::cleave::TensorSharding>", "getResultLayout",
      (ins "unsigned":$operand, "const ::cleave::TensorSharding &":$layout,
           "const ::cleave::MeshShape &":$mesh), "",
      "return std::nullopt;">,
    InterfaceMethod<[{
        `Layout`: the layout operand `operand` needs for the result to be
        laid out as `result`; std::nullopt if none gives it.
      }], "std::optional<::cleave::TensorSharding>", "getOperandLayout",
      (ins "unsigned":$operand, "const ::cleave::TensorSharding &":$result,
           "const ::cleave::MeshShape &":$mesh), "",
      "return std::nullopt;">,

    InterfaceMethod<[{
        `Layout`: builds the op again on local `operands`, its result of
        local type `type` (the partitioner remakes a view of a value every
        device holds whole rather than moving the view's data); failure if
        the op cannot be rebuilt so.
      }], "::mlir::FailureOr<::mlir::Value>", "buildLocalView",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::ValueRange":$operands,
           "::mlir::RankedTensorType":$type), "",
      "return ::mlir::failure();">,

    // Recreation.
    InterfaceMethod<[{
        Whether the results cost nothing to recreate in any layout (fills,
        empties, constants): the search treats them as free and prices a
        recreated fill where it is consumed.
      }], "bool", "isRecreatable", (ins), "", "return false;">,
    InterfaceMethod<[{
        Creates the op's single result directly as a local block of type
        `type`, instead of moving data to that layout; failure if it cannot.
        `mapping` maps the op's operands to local values.
      }], "::mlir::FailureOr<::mlir::Value>", "rematerialize",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::RankedTensorType":$type,
           "::mlir::IRMapping &":$mapping), "",
      "return ::mlir::failure();">,

    // Partitioning.
    InterfaceMethod<[{
        Emits the op's local version through `partitioner` (which fetches
        operands in the layouts the op needs and records the local
        results). The default partitions `Loops` ops by their rule and
        replicates anything else.
      }], "::mlir::LogicalResult", "partition",
      (ins "::cleave::Partitioner &":$partitioner), "",
      "return ::cleave::partitionByStyle($_op, partitioner);">,

    // Costs.
    InterfaceMethod<[{
        Flops, bytes touched and roofline time of the op at its operand
        types on `device` (the cost of a partitioned op, and of an op the
        search leaves whole); std::nullopt for ops that compute nothing.
      }], "std::optional<::cleave::ComputeCost>", "getComputeCost",
      (ins "::cleave::DeviceAttr":$device), "", "return std::nullopt;">,
    InterfaceMethod<[{
        `Layout`: what `getComputeCost` will say of the op partitioned so
        that its result has `layout` (the search's price of a data-moving
        op: a pad or a concatenation copies its local blocks).
      }], "double", "getLayoutSeconds",
      (ins "const ::cleave::TensorSharding &":$layout,
           "const ::cleave::MeshShape &":$mesh,
           "::cleave::DeviceAttr":$device), "", "return 0;">,
    InterfaceMethod<[{
        `Loops`: the search's price of running the op under `loops` on
        `mesh` (the local iteration space's roofline, plus what the local op
        recreates).
      }], "double", "getStrategySeconds",
      (ins "const ::cleave::LoopAxes &":$loops,
           "const ::cleave::MeshShape &":$mesh,
           "::cleave::DeviceAttr":$device), "", "return 0;">,
    InterfaceMethod<[{
        Bytes every device holds for the op whatever the plan (a constant's
        data).
      }], "double", "getFixedMemoryBytes", (ins), "", "return 0;">,
  ];
}

#endif // CLEAVE_INTERFACES_SHARDINGOPINTERFACE
