//===- Passes.td - Cleave passes ---------------------------*- tablegen -*-===//

#ifndef CLEAVE_TRANSFORMS_PASSES_TD
#define CLEAVE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// cleave-uncollapse-batch-matmul
//===----------------------------------------------------------------------===//

def CleaveUncollapseBatchMatmul
    : Pass<"cleave-uncollapse-batch-matmul", "::mlir::ModuleOp"> {
  let summary = "Contract attention over (batch, heads) instead of their collapse";
  let description = [{
    torch-mlir writes attention as a `tensor.collapse_shape` of (batch,
    heads) into one dimension, a `linalg.batch_matmul` and an
    `tensor.expand_shape` back. A split of the heads (Megatron's tensor
    parallelism) is the minor factor of the collapsed dimension, which no
    block layout expresses, so the partitioner had to gather q, k and v
    around every attention. This pass replaces such a batch_matmul (both
    operands collapsed from the same batch dimensions) by the same
    contraction as a `linalg.generic` over the uncollapsed operands, and
    uses it directly where the result was expanded back. Runs before
    propagation and the search; cleave-linalg-to-blas still makes one
    batched GEMM of it.

    Before:
    ```mlir
    %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %s = linalg.batch_matmul ins(%qc, %kc : ...) outs(%fill : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    ```
    After:
    ```mlir
    %s = linalg.generic {indexing_maps = [(b, h, m, n, k) -> (b, h, m, k),
                                          (b, h, m, n, k) -> (b, h, k, n),
                                          (b, h, m, n, k) -> (b, h, m, n)], ...}
           ins(%q, %k : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>)
           outs(%fill4 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-expand-marked-collapses
//===----------------------------------------------------------------------===//

def CleaveExpandMarkedCollapses
    : Pass<"cleave-expand-marked-collapses", "::mlir::ModuleOp"> {
  let summary = "Push marked collapses into their consumers' loops";
  let description = [{
    A seq-first model (an LSTM with `batch_first`, `x.transpose(0, 1)`)
    transposes (batch, seq) to (seq, batch) and collapses both into the
    rows of a linear layer. The batch is then the minor factor of the rows,
    which no block layout splits: pipelining's microbatch axis stopped at the
    collapse and the whole forward ran before the schedule. The driver marks
    such collapses (`cleave.expand_into_consumers`); this pass folds each
    into its linalg consumers by giving them a loop per collapsed dimension
    (upstream's fold-reshape-by-expansion), pushes the collapses that leaves
    on their results further the same way, and folds them with the
    `tensor.expand_shape`s back. Unmarked collapses stay as they are
    (but a reshape of a `tensor.empty` becomes an empty tensor of its
    shape, upstream's folding of the inits involved).
    cleave-linalg-to-blas still makes one GEMM of a contraction whose row
    loops are contiguous.

    Before:
    ```mlir
    %c = tensor.collapse_shape %t [[0, 1], [2]] {cleave.expand_into_consumers}
        : tensor<6x4x8xf32> into tensor<24x8xf32>
    %m = linalg.matmul ins(%c, %w : tensor<24x8xf32>, tensor<8x8xf32>)
        outs(%fill : tensor<24x8xf32>) -> tensor<24x8xf32>
    %e = tensor.expand_shape %m [[0, 1], [2]] output_shape [6, 4, 8]
        : tensor<24x8xf32> into tensor<6x4x8xf32>
    ```
    After:
    ```mlir
    %m = linalg.generic {indexing_maps = [(s, b, n, k) -> (s, b, k),
                                          (s, b, n, k) -> (k, n),
                                          (s, b, n, k) -> (s, b, n)], ...}
           ins(%t, %w : tensor<6x4x8xf32>, tensor<8x8xf32>)
           outs(%fill3 : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-fold-empty-loops
//===----------------------------------------------------------------------===//

def CleaveFoldEmptyLoops
    : Pass<"cleave-fold-empty-loops", "::mlir::ModuleOp"> {
  let summary = "Replace linalg ops whose loops run no iteration by their inits";
  let description = [{
    A structured op with a loop of static size 0 runs its body never: each
    result is the op's init. torch exports `bmm` of a 2x3x0 and a 2x0x4
    operand (zeros of 2x3x4) as a `linalg.batch_matmul` over a contraction
    of size 0, which failed in the lowering ("offset 1 is out-of-bounds",
    naming no op); ops with a zero-size parallel loop have empty results.
    Such ops on tensors are erased, their results replaced by their inits
    (an op with no results, kept for an assertion in its body, asserts
    nothing and goes too). Runs in the driver's import, for every command.

    Before:
    ```mlir
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %r = linalg.batch_matmul ins(%a, %b : tensor<2x3x0xf32>, tensor<2x0x4xf32>)
           outs(%z : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    ```
    After:
    ```mlir
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    ```
    with `%r`'s uses reading `%z`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-fold-shape-erasing-casts
//===----------------------------------------------------------------------===//

def CleaveFoldShapeErasingCasts
    : Pass<"cleave-fold-shape-erasing-casts", "::mlir::ModuleOp"> {
  let summary = "Concatenate the static pieces a cast to a dynamic size hides";
  let description = [{
    torch-mlir exports `torch.roll` as two `tensor.extract_slice`s, each
    `tensor.cast` to a dynamic size along the rolled dimension, and a
    `tensor.concat` back to the static shape. The casts' results are the
    program's only dynamically shaped tensors; the partitioner splits only
    static ones, so a plan splitting them (along a static dimension) was
    refused. A `tensor.concat` operand that is a cast which only forgets
    sizes becomes the cast's source (the concatenation's result type is
    unchanged; pieces whose static sizes do not add up to it are an error
    at the concatenation); casts left without users go. Runs in the driver's
    preparation, before the search and propagation.

    Before:
    ```mlir
    %ca = tensor.cast %a : tensor<4x3xf32> to tensor<4x?xf32>
    %cb = tensor.cast %b : tensor<4x5xf32> to tensor<4x?xf32>
    %r = tensor.concat dim(1) %ca, %cb : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x8xf32>
    ```
    After:
    ```mlir
    %r = tensor.concat dim(1) %a, %b : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-gathers-as-selects
//===----------------------------------------------------------------------===//

def CleaveGathersAsSelects
    : Pass<"cleave-gathers-as-selects", "::mlir::ModuleOp"> {
  let summary = "Read gathered elements through a selecting loop, not a capture";
  let description = [{
    torch-mlir lowers `aten.gather` (the nll loss picking each token's
    log-probability) to a parallel `linalg.generic` whose body
    `tensor.extract`s from a tensor it captures, at indices that are loop
    indices or data. A captured tensor is read whole, so the sharding
    search and the partitioner replicate it: a pipeline would need the
    whole batch's log-probabilities before any backward. This rewrites such
    a generic into one that reads the tensor as an input, with a reduction
    loop per data-dependent index that adds the element whose position
    equals it, and zeros elsewhere, into a zero fill: the same values
    exactly (a picked -0.0 comes back +0.0), a sum the sharding rules split
    like any other (the batch loop
    too: Megatron's vocabulary-parallel cross-entropy when the classes are
    split), and V times the reads of the gather (the softmax before it reads
    as much). Only where the sum reads no more elements than the captured
    tensor has (an embedding-like read of a row per token is left alone).
    Run by the driver's import, after `cleave-raise-gathers`.

    Before:
    ```mlir
    %g = linalg.generic {indexing_maps = [(i, j) -> (i, j), (i, j) -> (i, j)],
                         iterator_types = ["parallel", "parallel"]}
        ins(%labels : tensor<16x1xi64>) outs(%e : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %i = linalg.index 0 : index
      %c = arith.index_cast %in : i64 to index
      %x = tensor.extract %logp[%i, %c] : tensor<16x64xf32>
      linalg.yield %x : f32
    } -> tensor<16x1xf32>
    ```
    After:
    ```mlir
    %g = linalg.generic {indexing_maps = [(i, j, v) -> (i, j), (i, j, v) -> (i, v),
                                          (i, j, v) -> (i, j)],
                         iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%labels, %logp : tensor<16x1xi64>, tensor<16x64xf32>)
        outs(%zero : tensor<16x1xf32>) {
    ^bb0(%in: i64, %t: f32, %acc: f32):
      %c = arith.index_cast %in : i64 to index
      %v = linalg.index 2 : index
      %hit = arith.cmpi eq, %c, %v : index
      %x = arith.select %hit, %t, %cst0 : f32
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<16x1xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-lower-tm-tensor
//===----------------------------------------------------------------------===//

def CleaveLowerTMTensor : Pass<"cleave-lower-tm-tensor", "::mlir::ModuleOp"> {
  let summary = "Rewrite torch-mlir's tm_tensor scatter, scan and sort into scf, tensor and linalg";
  let description = [{
    Part of the import: what torch-mlir leaves in its TMTensor dialect
    becomes ops every later pass knows. A scatter becomes a loop over its
    index rows carrying the original tensor: each row's slice of the
    original is extracted at the row's indices, combined elementwise with
    the row's updates by the scatter's own region, and inserted back (rows
    in order, so repeated indices accumulate or overwrite as in PyTorch). An
    inclusive scan becomes a loop along its dimension carrying the output
    and the running combination. Exclusive scans are refused with a message.
    A sort along a row of up to 16 elements becomes three linalg ops,
    parallel along its other dimensions: each element's position (how many
    elements of its row go before it by the comparator, ties in order), the
    element at each position, and a pick of every sorted tensor by select.
    A longer row goes through a bitonic merge network (padded to a power of
    two; one parallel generic per compare-exchange stage, ties broken by
    the original positions).
    The scatter's loop asserts each id's bounds as torch does.

    With `scatters=false` (the driver's import) scatters are only checked:
    they stay ops with a sharding rule of their own (ScatterModel.cpp:
    rows of the original split by the ids' range, a vocabulary-parallel
    embedding gradient, or rows of updates split as a partial sum) until
    `cleave-decompose-aggregates` lowers each device's local scatter to
    this loop. Likewise `scans=false` keeps scans (ScanModel.cpp: every
    dimension but the scanned one split, the position ids torch computes
    from an attention mask split with the batch).

    Before:
    ```mlir
    %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
           ins(%upd, %ids : tensor<16x1x32xf32>, tensor<16x1xi64>)
           outs(%zeros : tensor<64x32xf32>) {
         ^bb0(%u: f32, %o: f32):
           %s = arith.addf %o, %u : f32
           tm_tensor.yield %s : f32
         } -> tensor<64x32xf32>
    ```
    After:
    ```mlir
    %g = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zeros) -> (tensor<64x32xf32>) {
      %id = tensor.extract %ids[%i, %c0] : tensor<16x1xi64>
      %row = arith.index_cast %id : i64 to index
      cf.assert ... (0 <= %row < 64)
      %old = tensor.extract_slice %acc[%row, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<1x32xf32>
      %u = tensor.extract_slice %upd[%i, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<16x1x32xf32> to tensor<1x32xf32>
      %new = linalg.generic ... ins(%u) outs(%old) { arith.addf } -> tensor<1x32xf32>
      %next = tensor.insert_slice %new into %acc[%row, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<64x32xf32>
      scf.yield %next : tensor<64x32xf32>
    }
    ```
  }];
  let options = [
    Option<"scatters", "scatters", "bool", /*default=*/"true",
           "Lower scatters too (false: check them and keep them)">,
    Option<"scans", "scans", "bool", /*default=*/"true",
           "Lower scans too (false: check them and keep them)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-raise-gathers
//===----------------------------------------------------------------------===//

def CleaveLowerPacks : Pass<"cleave-lower-packs", "::mlir::ModuleOp"> {
  let summary = "Write data-layout ops as ops Cleave can shard and bufferize";
  let description = [{
    Part of the import. `linalg.pack` becomes pad, expand_shape and
    transpose, `linalg.unpack` transpose, collapse_shape and extract_slice
    (upstream's `lowerPack`/`lowerUnPack`): ops with sharding rules and a
    bufferization, where the packs had neither and failed at bufferization
    with "op was not bufferized". A `tensor.pad` by negative amounts (a
    crop: torch-mlir's `F.pad` with negative pads, `nn.Fold`'s padding)
    becomes an `extract_slice` and the pad of the rest; it failed in a
    slice's verifier ("expected offsets to be non-negative"), which named
    an op the user never wrote. `tensor.bitcast` becomes an elementwise
    `arith.bitcast`, a chain of them one from the chain's first source (so
    `i32 -> ui32 -> f32` needs no `arith.bitcast` of `ui32`, which arith
    does not have; a bitcast that still needs one is refused, naming the
    types). `tensor.scatter` has no lowering in MLIR 22 and is
    refused, by name.

    Before:
    ```mlir
    %p = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [32, 16]
           into %dst : tensor<128x256xf32> -> tensor<4x16x32x16xf32>
    ```
    After:
    ```mlir
    %e = tensor.expand_shape %src [[0, 1], [2, 3]] output_shape [4, 32, 16, 16]
           : tensor<128x256xf32> into tensor<4x32x16x16xf32>
    %p = linalg.transpose ins(%e : tensor<4x32x16x16xf32>)
           outs(%dst : tensor<4x16x32x16xf32>) permutation = [0, 2, 1, 3]
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveRaiseGathers : Pass<"cleave-raise-gathers", "::mlir::ModuleOp"> {
  let summary = "Raise embedding lookups (a generic reading a captured table at an id) to tensor.gather";
  let description = [{
    Part of the import. torch-mlir writes `embedding` as a generic whose
    body extracts from the table, which the op captures: the table is no
    operand, so every device had to hold it whole. As a `tensor.gather`
    the table is an operand with a sharding rule (its rows may be split:
    a vocabulary-parallel embedding). Raised when the body computes nothing
    but the extract at one id (an input of the op, indexed by the leading
    loops) and the other table dimensions at the trailing loops in order;
    bounds checks feeding `cf.assert` are dropped, and the gather's
    lowering (`cleave-decompose-aggregates`) asserts the same bounds.
    Anything else is left as it is (and reads its captures whole).

    Before:
    ```mlir
    %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>,
                                          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
           ins(%ids : tensor<2x8xi64>) outs(%empty : tensor<2x8x32xf32>) {
         ^bb0(%id: i64, %out: f32):
           %i = arith.index_cast %id : i64 to index
           %h = linalg.index 2 : index
           %v = tensor.extract %table[%i, %h] : tensor<64x32xf32>
           linalg.yield %v : f32
         } -> tensor<2x8x32xf32>
    ```
    After:
    ```mlir
    %ids1 = tensor.expand_shape %ids [[0], [1, 2]] output_shape [2, 8, 1]
              : tensor<2x8xi64> into tensor<2x8x1xi64>
    %e = tensor.gather %table[%ids1] gather_dims([0])
           : (tensor<64x32xf32>, tensor<2x8x1xi64>) -> tensor<2x8x32xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-import-shard
//===----------------------------------------------------------------------===//

def CleaveImportShard : Pass<"cleave-import-shard", "::mlir::ModuleOp"> {
  let summary = "Rewrite upstream `shard` annotations into the cleave dialect";
  let description = [{
    Accepts IR written for MLIR's `shard` dialect: every `shard.grid` becomes
    a `cleave.mesh` of the same name (axes named `a0`, `a1`, ... unless
    `axis-names` is given), and every `shard.shard` of a value with a
    `shard.sharding` becomes a user-required `cleave.annotate`. Split axes
    given for fewer dimensions than the tensor has are padded with replicated
    dimensions. Forms Cleave does not model (halo sizes, explicit shard
    offsets, dynamic grid sizes) and `shard` ops other than grid, sharding and
    shard are reported with an error at the op, and nothing is rewritten.

    Before:
    ```mlir
    shard.grid @grid(shape = 4)
    %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
    %w = shard.shard %arg1 to %s : tensor<64x256xf32>
    ```
    After:
    ```mlir
    cleave.mesh @grid(a0 = 4)
    %w = cleave.annotate %arg1 : tensor<64x256xf32> to #cleave.sharding<@grid, [[], [a0]]>
    ```
  }];
  let options = [
    ListOption<"axisNames", "axis-names", "std::string",
               "names for the axes of every imported grid (its rank must match)">,
    ListOption<"meshShape", "mesh-shape", "int64_t",
               "sizes for the dynamic axes of every imported grid (one per "
               "axis; static axes keep theirs)">
  ];
  let dependentDialects = ["::cleave::CleaveDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-define-mesh
//===----------------------------------------------------------------------===//

def CleaveDefineMesh : Pass<"cleave-define-mesh", "::mlir::ModuleOp"> {
  let summary = "Declare a mesh from a cluster description and a shape";
  let description = [{
    Adds `cleave.mesh @<name>` of the given shape to the module, with each
    axis's link taken from the cluster's network level that contains the
    axis's device groups (devices are laid out row-major, the last axis
    fastest), and the cluster's device model. Fails if a mesh of that name
    exists with another shape, or if the mesh does not fit the cluster.

    ```mlir
    // cleave-opt --cleave-define-mesh="cluster=h200-node shape=2x4 axes=dp,tp"
    cleave.mesh @mesh(dp = 2, tp = 4)
        links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>,
               #cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>]
        device #cleave.device<...>
    ```
  }];
  let options = [
    Option<"meshName", "name", "std::string", "\"mesh\"", "symbol name">,
    Option<"shape", "shape", "std::string", "\"\"",
           "mesh shape such as 8 or 2x4">,
    ListOption<"axisNames", "axes", "std::string",
               "axis names (default: a0, a1, ...)">,
    Option<"cluster", "cluster", "std::string", "\"cpu\"",
           "cluster preset name or JSON file">
  ];
  let dependentDialects = ["::cleave::CleaveDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-apply-cluster
//===----------------------------------------------------------------------===//

def CleaveApplyCluster : Pass<"cleave-apply-cluster", "::mlir::ModuleOp"> {
  let summary = "Fill in link and device models of meshes from a cluster";
  let description = [{
    For every `cleave.mesh` (or only those without a cost model, unless
    `overwrite` is set), sets per-axis links and the device model from a
    cluster preset or JSON file, as `cleave-define-mesh` does. A mesh larger
    than the cluster is an error naming both.

    ```mlir
    cleave.mesh @mesh(dp = 2, tp = 4)
    // with cluster=h200-node becomes
    cleave.mesh @mesh(dp = 2, tp = 4)
        links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>, ...]
        device #cleave.device<name = "h200", ...>
    ```
  }];
  let options = [
    Option<"cluster", "cluster", "std::string", "\"cpu\"",
           "cluster preset name or JSON file">,
    Option<"overwrite", "overwrite", "bool", "false",
           "replace cost models that are already present">
  ];
  let dependentDialects = ["::cleave::CleaveDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-auto-shard
//===----------------------------------------------------------------------===//

def CleaveAutoShard : Pass<"cleave-auto-shard", "::mlir::ModuleOp"> {
  let summary = "Choose a sharding for every op by minimizing modeled time";
  let description = [{
    The automatic search (docs/design.md, "Automatic search"). For each
    function with a body, every linalg op chooses mesh axes per loop and every
    tensor argument and result without a `cleave.sharding` chooses a layout,
    minimizing the modeled step time (rooflines of local compute plus the
    alpha-beta time of the collectives the reshard planner would emit) under
    a per-device memory budget. `cleave.annotate` ops and existing
    `cleave.sharding` attributes are constraints. Ops whose structure
    repeats share one decision (`share-repeated`); in large problems
    elementwise ops follow the input indexed like their result
    (`merge-followers`). The solver is an integer
    program (COIN-OR CBC) or, above `max-ilp-variables`, a greedy search;
    `solver` forces one. On meshes of three or more axes whose whole
    problem is above `max-ilp-variables`, axes are decided two per round,
    each round keeping the earlier rounds' choices (`axis_rounds` in
    `cleave.search`). Writes `cleave.loops` (which `cleave-propagate`
    keeps) and argument/result shardings, and the solver statistics as
    `cleave.search` on the function. Run `cleave-propagate` and
    `cleave-partition` after it. The mesh needs a cost model
    (`cleave-apply-cluster`). An infeasible budget is an error giving the
    least memory the program needs.

    ```mlir
    func.func @mlp(%x: tensor<64x256xf32>, %w: tensor<256x512xf32>) -> ... {
      %h = linalg.matmul ins(%x, %w : ...) outs(%init : tensor<64x512xf32>)
    // becomes (on a mesh of 2 devices along `a0`, data parallel here)
    func.func @mlp(%x: tensor<64x256xf32>
                       {cleave.sharding = #cleave.sharding<@mesh, [[a0], []]>},
                   ...) attributes {cleave.search = {method = "ilp", ...}} {
      %h = linalg.matmul {cleave.loops = [["a0"], [], []]} ins(%x, %w : ...)
    ```
  }];
  let options = [
    Option<"memoryBudget", "memory-budget", "double", "0",
           "bytes per device (0: the mesh's device memory)">,
    Option<"timeLimit", "time-limit", "double", "60",
           "seconds for the solver; the best plan found is kept">,
    Option<"solver", "solver", "std::string", "\"auto\"",
           "auto, ilp or greedy">,
    Option<"shareRepeated", "share-repeated", "bool", "true",
           "one decision for ops whose structure repeats (identical layers)">,
    Option<"maxIlpVariables", "max-ilp-variables", "uint64_t", "400000",
           "above this, auto uses the greedy search">,
    Option<"mergeFollowers", "merge-followers", "std::string", "\"auto\"",
           "elementwise ops follow the layout of the input indexed like "
           "their result: always, never, or auto (when the problem would "
           "otherwise have more than `merge-above` ILP variables)">,
    Option<"mergeAbove", "merge-above", "uint64_t", "40000",
           "problem size above which merge-followers=auto merges">,
    Option<"overlapCollectives", "overlap-collectives", "bool", "false",
           "collectives run on their own stream (the CUDA target): a reshard "
           "costs what the compute before its first use does not hide">
  ];
  let dependentDialects = ["::cleave::CleaveDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-propagate
//===----------------------------------------------------------------------===//

def CleavePropagate : Pass<"cleave-propagate", "::mlir::ModuleOp"> {
  let summary = "Complete a sharding for every value from a few annotations";
  let description = [{
    Decides, for every linalg op, which mesh axes split which of its loops
    (`cleave.loops`), from `cleave.annotate` ops and `cleave.sharding`
    argument/result attributes. Priority: user annotations are fixed; then
    forward from operands (in operand order), then backward from consumers,
    to a fixed point; ops that already carry `cleave.loops` (written by the
    user or `cleave-auto-shard`) keep them; a loop already split or an axis
    already used is kept,
    and the partitioner reshards where layouts disagree. Reduction loops are
    split only for sum-reductions into a zero fill, so partial results are
    exact. Unannotated arguments and fresh tensors take the layout their first
    consumer wants (`cleave.sharding`, `cleave.result_shardings`); results
    keep their producer's layout, reduced. Arithmetic on tensors should be
    converted to linalg first (`convert-elementwise-to-linalg`).

    ```mlir
    %w = cleave.annotate %arg1 : tensor<16x32xf32> to #cleave.sharding<@mesh, [[], [tp]]>
    %h = linalg.matmul ins(%x, %w : ...) outs(%f : ...) -> tensor<8x32xf32>
    // becomes
    %h = linalg.matmul {cleave.loops = [[], ["tp"], []]} ins(%x, %w : ...) ...
    ```

    With `forward-only`, layouts only flow from operands to results, in
    program order, views included in the same sweep: what the annotations
    reach by data flow and nothing a consumer asks for. Pipelining reads
    which loops carry the batch this way (data parallelism over the
    microbatch axis); consumers' wishes carried that axis from updated
    biases into their gradients' hidden dimension.
  }];
  let options = [
    Option<"forwardOnly", "forward-only", "bool", /*default=*/"false",
           "propagate from operands to results only, in program order">,
  ];
  let dependentDialects = ["::cleave::CleaveDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-partition
//===----------------------------------------------------------------------===//

def CleavePartition : Pass<"cleave-partition", "::mlir::ModuleOp"> {
  let summary = "Rewrite a propagated global program into the per-device one";
  let description = [{
    Every tensor gets its local type; every linalg op runs on its local
    blocks; between a producer and a consumer whose layouts differ, the
    reshard planner's collectives are inserted (partial -> all_reduce or
    reduce_scatter, split -> all_gather, moved split -> all_to_all,
    replicated -> split: a local slice). Ops without a rule run whole on
    replicated operands. Arguments and results keep their global layout in
    `cleave.sharding` attributes, which `cleave compile` puts in the
    manifest.

    ```mlir
    %y = linalg.matmul {cleave.loops = [[], [], ["tp"]]} ins(%g, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) ...
    return %y   // result replicated
    // becomes, on a mesh (tp = 2)
    %y = linalg.matmul ins(%g, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) ...
    %r = cleave.all_reduce %y on @mesh axes [tp] sum : tensor<8x16xf32>
    return %r
    ```
  }];
  let dependentDialects = ["::cleave::CleaveDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-offload-arguments
//===----------------------------------------------------------------------===//

def CleaveOffloadArguments
    : Pass<"cleave-offload-arguments", "::mlir::ModuleOp"> {
  let summary = "Keep entry arguments in host memory, copied in before use";
  let description = [{
    On a per-device program on tensors: each listed argument of every
    public function is marked `cleave.placement = "host"` (the manifest
    says so, and the runner keeps it in host memory, outside the device
    pool) and its uses read a device copy made just before the first of
    them. The copy is an op like any other: `cleave-rematerialize` copies
    again before late uses rather than keep the device copy alive. An
    argument returned as it is stays on the device. The driver offloads
    when recomputing alone cannot fit the budget (docs/design.md, "Memory
    decisions").

    ```mlir
    func.func @step(%m: tensor<1024xf32>, %g: tensor<1024xf32>) -> ... {
      ... (forward and backward) ...
      %m2 = linalg.generic ... ins(%m, %g) ...
    // becomes, with arguments=0
    func.func @step(%m: tensor<1024xf32> {cleave.placement = "host"}, ...) {
      ...
      %e = tensor.empty() : tensor<1024xf32>
      %md = linalg.copy ins(%m : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
      %m2 = linalg.generic ... ins(%md, %g) ...
    ```
  }];
  let options = [
    ListOption<"arguments", "arguments", "unsigned",
               "indices of the arguments to keep in host memory">
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-host-optimizer-step
//===----------------------------------------------------------------------===//

def CleaveHostOptimizerStep
    : Pass<"cleave-host-optimizer-step", "::mlir::ModuleOp"> {
  let summary = "Run the updates of host-placed training state on the host";
  let description = [{
    ZeRO-Offload's optimizer step, on a per-device program on tensors whose
    offloaded arguments (`cleave.placement = "host"`) are read through
    device copies (`cleave-offload-arguments`). An update chain (the
    elementwise ops from training state to the results that update it,
    `cleave.updates`) whose state is all on the host, and whose values
    reach only each other and those results, runs on the host: its ops are
    marked `cleave.on_host` and read the host arguments themselves, so the
    copies they alone read disappear and nothing is written back; the
    device values they read (the gradient) cross the host link instead.
    The chains move when the mesh's device model prices them faster on the
    host (compute at `host_memory_bandwidth` plus the gradient's transfer,
    against device compute plus the state's copies in and write-backs);
    `always` moves them whatever it says. The CPU target allocates what
    they write in the host pool (`cleave-host-step-buffers`).

    ```mlir
    func.func @step(%m: tensor<1024xf32> {cleave.placement = "host"}, ...)
        -> (tensor<1024xf32> {cleave.updates = 0 : i64}) {
      %md = linalg.copy ins(%m : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
      %m2 = linalg.generic ... ins(%md, %g) ...
    // becomes
      %m2 = linalg.generic ... ins(%m, %g) ... attrs = {cleave.on_host}
    ```
  }];
  let options = [
    Option<"always", "always", "bool", /*default=*/"false",
           "move every chain that may run on the host, whatever the cost "
           "model says">
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// cleave-rematerialize
//===----------------------------------------------------------------------===//

def CleaveRematerialize : Pass<"cleave-rematerialize", "::mlir::ModuleOp"> {
  let summary = "Recompute values before their late uses to fit a memory budget";
  let description = [{
    On a per-device program on tensors (after `cleave-partition`): while the
    tensor-liveness peak of a function is over `budget` bytes, the value
    live across the peak whose recompute costs the fewest modeled seconds
    per byte of peak removed is recomputed just before its first use after
    the peak, from values live there anyway (its producer and, transitively,
    producers of operands that are dead by then, at most 16 computing ops
    (fills, empty tensors and views not counted); ops with
    effects, collectives and region ops other than linalg are never
    recomputed). Uses from there on take the recomputed value, so the
    original dies at its last early use. Recomputed ops carry
    `cleave.recomputed` (the index of the value they recompute), which keeps
    CSE from merging them back; the cost model prices them like any op.
    Emits a remark per recomputed value. The driver runs it when a program's
    bufferized peak is over the memory budget (docs/design.md,
    "Rematerialization").

    ```mlir
    %s = linalg.generic ... ins(%q, %k) outs(%e)        // S x S scores
    %p = linalg.softmax ins(%s) ...                     // S x S
    %o = linalg.generic ... ins(%p, %v) ...             // forward use
    ... (the peak: the rest of the forward, the loss) ...
    %dv = linalg.generic ... ins(%p, %do) ...           // backward use
    // becomes, with %q and %k used again later
    %o = linalg.generic ... ins(%p, %v) ...             // %p dies here
    ...
    %s2 = linalg.generic {cleave.recomputed = 0} ... ins(%q, %k) outs(%e2)
    %p2 = linalg.softmax {cleave.recomputed = 0} ins(%s2) ...
    %dv = linalg.generic ... ins(%p2, %do) ...
    ```

    With `to-host` and a mesh whose device model has a host link, a value
    may instead be kept in host memory between its uses, where that is
    cheaper by modeled seconds than its recompute (or it has none: a
    collective's result): a copy to host memory after its producer
    (`cleave.to_host`, whose result is host memory for every pass:
    HostMemory.h) and a copy back before its first late use, which the
    lowering starts ahead of it (cleave-prefetch-host-copies).

    ```mlir
    %y = cleave.all_reduce %x ...                       // not recomputable
    %h = linalg.copy {cleave.to_host} ins(%y) outs(%e)  // to host memory
    ... (the peak) ...
    %y2 = linalg.copy ins(%h) outs(%e2)                 // back to the device
    %dx = linalg.generic ... ins(%y2, %dy) ...
    ```
  }];
  let options = [
    Option<"budget", "budget", "double", "0",
           "bytes per device the tensor-liveness peak must fit">,
    Option<"toHost", "to-host", "bool", "false",
           "values may be kept in host memory instead, where cheaper">
  ];
  let dependentDialects = ["::cleave::CleaveDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // CLEAVE_TRANSFORMS_PASSES_TD
