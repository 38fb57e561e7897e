//===- Passes.td - GEMMs as BLAS calls ---------------------*- tablegen -*-===//
//
// Both targets run GEMMs through a BLAS library (OpenBLAS, cuBLAS): fusion
// that keeps contractions BLAS-shaped on tensors, then the calls on buffers.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_TD
#define CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveFuseElementwise
    : Pass<"cleave-fuse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fuse elementwise producers into their consumers, not into GEMMs";
  let description = [{
    Upstream's `linalg-fuse-elementwise-ops` (single-use producers, reshape
    folding by expansion, canonicalization), except that nothing is fused
    into a contraction: a GEMM whose operand computes `relu'(h) * dy` is no
    longer a multiply-add of two inputs, so BLAS and cuBLAS cannot take it
    and it runs as naive loops (a 1024 x 256 x 1024 weight gradient took 5 s
    on the CPU instead of milliseconds). The producer stays one fused
    elementwise kernel, one extra pass over memory.

    ```mlir
    %dh = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%da, %h : tensor<16x32xf32>, tensor<16x32xf32>) ... {
      // arith.cmpf ogt, arith.select: relu'(h) * da
    }
    %dw = linalg.generic {iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %dh : tensor<16x8xf32>, tensor<16x32xf32>) ... {
      // arith.mulf, arith.addf
    }
    // stays as it is (upstream would fuse %dh into %dw), while chains of
    // elementwise ops, and elementwise producers of reductions, fuse:
    %s = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%x, %y : tensor<4x64xf32>, tensor<4x64xf32>) ... // arith.addf
    %e = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%s : tensor<4x64xf32>) ...                       // math.exp
    // becomes
    %e = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%x, %y : tensor<4x64xf32>, tensor<4x64xf32>) ... // addf, exp
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::affine::AffineDialect"];
}

def CleaveFoldTransposesIntoGemms
    : Pass<"cleave-fold-transposes-into-gemms", "::mlir::func::FuncOp"> {
  let summary = "Let a GEMM read a transposed operand in place instead of copying it";
  let description = [{
    torch-mlir exports `nn.Linear` as `matmul(x, transpose(w))` and a weight
    gradient as `matmul(transpose(x), dy)`. Left alone, each transpose is a
    copy of the weight or activation, run as gathers (a 32x32 weight's took
    0.57 us, a third of its 8x32x32 GEMM on this CPU; a 4096x4096 weight's
    moves 128 MB). BLAS and cuBLAS take either operand transposed, so the
    GEMM becomes a generic contraction reading the transpose's input with
    the swapped map, which cleave-linalg-to-blas emits with its transpose
    flag. Only a transpose swapping the last two dimensions each of whose
    uses is an input of a default `linalg.matmul` or `linalg.batch_matmul`
    folds (every GEMM reading it reads it in place)
    (`isTransposeFoldedIntoGemm`, the rule the cost model prices it by:
    nothing).

    ```mlir
    %wt = linalg.transpose ins(%w : tensor<64x32xf32>)
                           outs(%e : tensor<32x64xf32>) permutation = [1, 0]
    %y = linalg.matmul ins(%x, %wt : tensor<8x32xf32>, tensor<32x64xf32>)
                       outs(%z : tensor<8x64xf32>) -> tensor<8x64xf32>
    // becomes
    %y = linalg.generic {indexing_maps = [(m, n, k) -> (m, k),
                                          (m, n, k) -> (n, k),
                                          (m, n, k) -> (m, n)],
                         iterator_types = ["parallel", "parallel", "reduction"]}
           ins(%x, %w : tensor<8x32xf32>, tensor<64x32xf32>)
           outs(%z : tensor<8x64xf32>) { mulf, addf }
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def CleaveConvolutionsAsGemms
    : Pass<"cleave-convolutions-as-gemms", "::mlir::func::FuncOp"> {
  let summary = "Run each f32/f64 2-D convolution as im2col copies and GEMMs, one per image";
  let description = [{
    A convolution lowered to loops runs at loop speed (2.4 GFLOP/s here on
    a 302-MFLOP one). After partitioning, each device's
    `linalg.conv_2d_nchw_fchw` on static f32 or f64 tensors becomes a loop
    over its images: the image's im2col copy (a parallel generic reading
    it through the convolution's own affine window map, into
    [C, KH, KW, OH, OW]) and one `linalg.matmul` of the filters as
    [F, C*KH*KW] by the columns as [C*KH*KW, OH*OW] accumulating into the
    image's [F, OH*OW] block of the convolution's init, which BLAS or
    cuBLAS runs. One image's columns are held at a time (C*KH*KW times its
    output positions); the cost model prices the copies and GEMMs and the
    search's memory model holds the columns (ConvolutionGemms.h).

    Before:
    ```mlir
    %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>,
                                   strides = dense<1> : vector<2xi64>}
           ins(%x, %w : tensor<8x32x34x34xf32>, tensor<64x32x3x3xf32>)
           outs(%z : tensor<8x64x32x32xf32>) -> tensor<8x64x32x32xf32>
    ```
    After:
    ```mlir
    %wm = tensor.collapse_shape %w [[0], [1, 2, 3]] : ... into tensor<64x288xf32>
    %y = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (tensor<8x64x32x32xf32>) {
      %xi = tensor.extract_slice %x[%i, 0, 0, 0] [1, 32, 34, 34] [1, 1, 1, 1] : ... to tensor<32x34x34xf32>
      %col = linalg.generic {indexing_maps = [
                 affine_map<(c, kh, kw, oh, ow) -> (c, oh + kh, ow + kw)>,
                 affine_map<(c, kh, kw, oh, ow) -> (c, kh, kw, oh, ow)>], ...}
               ins(%xi) outs(%e : tensor<32x3x3x32x32xf32>) { yield %in }
      %cm = tensor.collapse_shape %col [[0, 1, 2], [3, 4]] : ... into tensor<288x1024xf32>
      %yi = tensor.extract_slice %acc[%i, 0, 0, 0] [1, 64, 32, 32] [1, 1, 1, 1] : ... to tensor<64x32x32xf32>
      %ym = tensor.collapse_shape %yi [[0], [1, 2]] : ... into tensor<64x1024xf32>
      %p = linalg.matmul ins(%wm, %cm) outs(%ym : tensor<64x1024xf32>)
      %p3 = tensor.expand_shape %p [[0], [1, 2]] : ... into tensor<64x32x32xf32>
      %next = tensor.insert_slice %p3 into %acc[%i, 0, 0, 0] [1, 64, 32, 32] [1, 1, 1, 1]
      scf.yield %next : tensor<8x64x32x32xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveDecomposeAggregates
    : Pass<"cleave-decompose-aggregates", "::mlir::func::FuncOp"> {
  let summary = "Decompose aggregate ops (softmax, gathers, scatters, scans) into generics and loops";
  let description = [{
    `linalg.softmax` and other ops implementing upstream's
    `AggregatedOpInterface` have no loop lowering; each becomes the named
    and generic ops it stands for (upstream's `decomposeOperation`), before
    fusion so that the parts fuse with their neighbours. The partitioner has
    already split them by their own rule (a softmax keeps its dimension
    whole), so each device decomposes its local op.

    A `tensor.gather` of one dimension (an embedding) becomes the generic
    that reads the source at each id, and a `tm_tensor.scatter` (an
    embedding gradient) the loop over its rows, both with torch's bounds
    asserts (IndexedLoops.h); others are refused with the reason. A
    `tm_tensor.scan` (a cumsum) becomes the loop along its dimension.
    `linalg.winograd_*_transform` ops become upstream's loops of small
    matmuls (they had no bufferization: "op was not bufferized").

    ```mlir
    %y = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>)
                                     outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
    // becomes
    %max = linalg.generic ... ins(%x) outs(%fill_lowest)   // max over dim 1
    %exp = linalg.generic ... ins(%x, %max) outs(%e)       // exp(x - max)
    %sum = linalg.generic ... ins(%exp) outs(%fill_zero)   // sum over dim 1
    %y   = linalg.generic ... ins(%exp, %sum) outs(%e)     // exp / sum

    %g = tensor.gather %table[%ids] gather_dims([0])
           : (tensor<64x32xf32>, tensor<2x8x1xi64>) -> tensor<2x8x32xf32>
    // becomes
    %g = linalg.generic ... ins(%ids) outs(%empty) {       // table[id, h]
           ... cf.assert (0 <= id < 64) ... tensor.extract %table[%id, %h] ...
         }
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveDistinctResults
    : Pass<"cleave-distinct-results", "::mlir::func::FuncOp"> {
  let summary = "Give each result of a function its own tensor";
  let description = [{
    A function that returns one computed tensor at two positions would
    have both out-parameters (`buffer-results-to-out-params`, which crashes
    on it in MLIR 22) name one buffer. Every repeat after the first becomes
    a copy, so each result has its own buffer; block arguments returned
    twice need nothing (they are copied into their out-parameters anyway).

    ```mlir
    return %r, %r : tensor<4xf32>, tensor<4xf32>
    // becomes
    %e = tensor.empty() : tensor<4xf32>
    %c = linalg.copy ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    return %r, %c : tensor<4xf32>, tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CleaveOwnInits : Pass<"cleave-own-inits", "::mlir::func::FuncOp"> {
  let summary = "Give each destination-passing op an init of its own";
  let description = [{
    torch-mlir writes one zero `linalg.fill` and uses it as the init of
    every GEMM (and one `tensor.empty` for many ops). Bufferization writes
    such a shared init out of place: the fill's buffer lives from the first
    user to the last, each user copies it first, and one-shot
    bufferization's conflict analysis grows with the users (41 s for a
    96-layer synthetic stack, 10 s with own inits). Every user of a shared
    fill or empty tensor gets a copy of its own just before it, numbered
    `cleave.own_init` so that CSE keeps them apart; originals left unused
    are erased. On the GPT-2 long-sequence Adam step: 59 copies -> 14.

    ```mlir
    %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %a = linalg.matmul ins(%x, %w : ...) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %b = linalg.matmul ins(%y, %v : ...) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    // becomes
    %e0 = tensor.empty() {cleave.own_init = 0 : i64} : tensor<8x8xf32>
    %z0 = linalg.fill {cleave.own_init = 1 : i64} ins(%c0 : f32) outs(%e0 : ...)
    %a = linalg.matmul ins(%x, %w : ...) outs(%z0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %e1 = tensor.empty() {cleave.own_init = 2 : i64} : tensor<8x8xf32>
    %z1 = linalg.fill {cleave.own_init = 3 : i64} ins(%c0 : f32) outs(%e1 : ...)
    %b = linalg.matmul ins(%y, %v : ...) outs(%z1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
}

def CleaveUpdatesEarly : Pass<"cleave-updates-early", "::mlir::func::FuncOp"> {
  let summary = "Update training state as soon as its gradient is ready";
  let description = [{
    A whole-graph training step computes every gradient in the backward
    and updates the state after it, so every gradient is live at the end
    of the backward (4 Psi bytes for f32). Each op of an update chain
    (UpdateChains.h: the elementwise ops from a state argument to the
    result that updates it in place, `getInPlaceUpdates`) moves to just
    after the last producer of its operands, its own single-use init with
    it: the update of a layer's weights runs right after that layer's
    gradient, which then dies (as an optimizer step in the backward does).
    Results not updated in place are left where they are, since moving them
    earlier would hold their buffers longer. Runs after fusion, before
    cleave-update-in-place.

    ```mlir
    %g1 = linalg.matmul ...            // gradient of w1
    %g0 = linalg.matmul ...            // gradient of w0, much later
    %n1 = linalg.generic ins(%w1, %g1) // w1 - lr * g1
    %n0 = linalg.generic ins(%w0, %g0)
    // becomes
    %g1 = linalg.matmul ...
    %n1 = linalg.generic ins(%w1, %g1)
    %g0 = linalg.matmul ...
    %n0 = linalg.generic ins(%w0, %g0)
    ```
  }];
}

def CleaveUpdateInPlace
    : Pass<"cleave-update-in-place", "::mlir::func::FuncOp"> {
  let summary = "Make results that update an argument safe to write over it";
  let description = [{
    For each result marked `cleave.updates = N` (UpdateInPlace.h: of
    argument N's type, not an argument, argument N and its views not
    returned), argument N becomes non-writable for bufferization and the
    result is copied into a tensor of its own just after the last op
    reading argument N (through any view) and the result's producer. Its
    out-parameter is then written once, after every read of the argument,
    so the caller may pass the argument's buffer as that output (the
    manifest's `updates`): the runner does, and a training step holds its
    weights and optimizer state once instead of twice. Runs after fusion,
    which would merge the copy back into the update.

    ```mlir
    func.func @step(%w: tensor<4xf32>, %g: tensor<4xf32>)
        -> (tensor<4xf32> {cleave.updates = 0 : i64}) {
      %n = linalg.generic ... ins(%w, %g) ... // w - lr * g
      %u = linalg.generic ... ins(%w) ...     // the last read of %w
      return %n
    // becomes
    func.func @step(%w: tensor<4xf32> {bufferization.writable = false}, ...)
      %n = linalg.generic ... ins(%w, %g) ...
      %u = linalg.generic ... ins(%w) ...
      %e = tensor.empty() : tensor<4xf32>
      %c = linalg.copy ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %c
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::bufferization::BufferizationDialect"];
}

def CleaveSplitDeallocs
    : Pass<"cleave-split-deallocs", "::mlir::func::FuncOp"> {
  let summary = "One bufferization.dealloc per buffer where the buffers are "
                "distinct allocations";
  let description = [{
    Ownership-based deallocation frees every buffer of a block in one
    `bufferization.dealloc` at its end. Upstream's simplification splits it
    into one dealloc per buffer that aliases no other, asking the alias
    analysis about every pair: quadratic in the buffers, 38 s of the 50 s
    it took to bufferize a 96-layer training step's two pipeline stages.
    Where a dealloc retains nothing and each of its buffers is the result of
    its own `memref.alloc`, no two can alias, so this pass does that split
    in one step, before the simplification. Runs between
    `ownership-based-buffer-deallocation` and
    `buffer-deallocation-simplification`.

    ```mlir
    bufferization.dealloc (%a, %b : memref<4xf32>, memref<8xf32>)
        if (%true, %c)
    // becomes
    bufferization.dealloc (%a : memref<4xf32>) if (%true)
    bufferization.dealloc (%b : memref<8xf32>) if (%c)
    ```
  }];
}

def CleaveOutlineSegments
    : Pass<"cleave-outline-segments", "::mlir::ModuleOp"> {
  let summary = "Outline runs of a long function body into private functions";
  let description = [{
    A partitioned training step is one function of thousands of ops, and a
    pipeline stage repeats it once per microbatch. After lowering, each op
    is a loop nest in one LLVM function, and LLVM's -O3 takes time
    quadratic in the function's blocks (ScalarEvolution walking every
    dominating block for guards, dominator tree updates): code generation
    of a 4-layer GPT-2 Adam step's two pipeline stages took 145 s. This
    pass cuts the body of every function with more than `segment-ops`
    top-level ops into runs of that many, each moved into a private
    function (`noinline`: LLVM's inliner would put them back) called in
    its place: values from before the run become arguments, values used
    after it results, constants are cloned in. Stack allocations stay in
    the caller, since a callee's stack dies with it, and end the run
    before them. Runs on buffers, after
    deallocation, before linalg becomes loops; the ops run in the same
    order, so the program and its memory are unchanged.

    ```mlir
    func.func @step(%a: memref<4xf32>, %b: memref<4xf32>) {
      linalg.generic ... ins(%a) outs(%b)
      linalg.generic ... ins(%b) outs(%a)
      return
    }
    // becomes, with segment-ops=1
    func.func @step(%a: memref<4xf32>, %b: memref<4xf32>) {
      call @step__segment0(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
      call @step__segment1(%b, %a) : (memref<4xf32>, memref<4xf32>) -> ()
      return
    }
    func.func private @step__segment0(...) attributes {passthrough = ["noinline"]}
    ```
  }];
  let options = [
    Option<"segmentOps", "segment-ops", "unsigned", "64",
           "top-level ops per outlined run (a function with no more is left "
           "whole)">,
  ];
}

def CleaveHostStepBuffers
    : Pass<"cleave-host-step-buffers", "::mlir::ModuleOp"> {
  let summary = "Allocate what an optimizer step on the host writes in host memory";
  let description = [{
    CPU target, after bufferization. An op of an optimizer step run on the
    host (`cleave-host-optimizer-step`) reads host memory: a host-placed
    argument (`cleave.placement = "host"`) or a buffer such an op wrote.
    Every buffer such an op (a linalg op other than a copy: copies are the
    transfers) writes first is allocated in the host pool: the allocation is
    marked `cleave.host_memory`, which the device-peak replay does not
    count, and preceded by `__cleave_next_alloc_on_host()`, which makes the
    runtime take it from the host pool, outside the device pool's count and
    capacity. Found by data flow, not by the step's marks, which fusion and
    canonicalization do not keep.

    ```mlir
    func.func @step(%m: memref<64xf32> {cleave.placement = "host"}, %g: ..., %out: ...) {
      %a = memref.alloc() : memref<64xf32>
      linalg.generic ... ins(%m, %g : ...) outs(%a : memref<64xf32>)
      linalg.copy {cleave.write_back = 0 : i64} ins(%a : ...) outs(%out : ...)
    // becomes
      call @__cleave_next_alloc_on_host() : () -> ()
      %a = memref.alloc() {cleave.host_memory} : memref<64xf32>
      ...
    ```

    An activation kept in host memory (rematerialization's `linalg.copy
    {cleave.to_host}`) is the same: the buffer the copy writes first is
    host memory. With `activations-only` (the CUDA target, whose optimizer
    step stays on the device) only those are marked; `cleave-device-allocs`
    then makes them pinned host memory.
  }];
  let options = [
    Option<"activationsOnly", "activations-only", "bool", /*default=*/"false",
           "Only the buffers of activations copied to host memory">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def CleaveFreeAfterLastUse
    : Pass<"cleave-free-after-last-use", "::mlir::func::FuncOp"> {
  let summary = "Move each buffer's deallocation to just after its last use";
  let description = [{
    MLIR's ownership-based buffer deallocation frees a buffer at the end of
    the block that allocated it: in a training step's body every temporary
    lived until the function returned, so the device peak was the sum of
    all allocations, whatever the program's liveness (and recomputing a
    value could never lower it). This pass moves an unconditional
    `memref.dealloc` of a buffer allocated in the same block to just after
    the last op of that block that uses the buffer or anything derived from
    it: views, and every result of an op taking one (the pointers the BLAS
    and runtime calls receive as `index` values too). Runs after the
    deallocation pipeline: on CPU programs, whose calls complete before
    they return, and on CUDA programs, whose frees become stream-ordered
    frees after the work issued before them (work on other streams is
    joined before its buffers' frees by later passes).

    ```mlir
    %a = memref.alloc() : memref<64xf32>
    linalg.generic ... outs(%a : memref<64xf32>)
    linalg.generic ... ins(%a : memref<64xf32>) outs(%o : memref<64xf32>)
    ... (the rest of the function) ...
    memref.dealloc %a : memref<64xf32>
    return
    // becomes
    %a = memref.alloc() : memref<64xf32>
    linalg.generic ... outs(%a : memref<64xf32>)
    linalg.generic ... ins(%a : memref<64xf32>) outs(%o : memref<64xf32>)
    memref.dealloc %a : memref<64xf32>
    ... (the rest of the function) ...
    return
    ```
  }];
}

def CleaveReassociateReductions
    : Pass<"cleave-reassociate-reductions", "::mlir::func::FuncOp"> {
  let summary = "Let a floating-point reduction's loop be vectorized";
  let description = [{
    A reduction's loop (a row sum, a layer norm's mean, a softmax's
    denominator) adds into one accumulator element by element, and LLVM may
    not reorder floating-point additions unless told: each `fadd` waited
    for the previous one, so a 512x512 row sum took 201 us where the same
    bytes elementwise took 11. This pass marks the combining op of each
    floating-point reduction in a `linalg.generic` (the one op that reads
    the output's block argument and whose result is yielded for it: add,
    multiply, max, min) `fastmath<reassoc>`, which lets the loop vectorizer
    keep several partial accumulators (the same 512x512 row sum: 11 us).
    Sums then round in a different order, as every parallel or vectorized
    reduction (and the distributed program's own partial sums) does; no
    other op's flags change. Runs on buffers, before linalg becomes loops.

    ```mlir
    linalg.generic {iterator_types = ["parallel", "reduction"]} ... {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.addf %acc, %a : f32
      linalg.yield %r : f32
    }
    // becomes
      %r = arith.addf %acc, %a fastmath<reassoc> : f32
    ```
  }];
}

def CleaveCollapseElementwise
    : Pass<"cleave-collapse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Walk an elementwise op's contiguous trailing loops as one";
  let description = [{
    An elementwise op over a 96x12 buffer is two loops, and LLVM vectorizes
    the inner one of 12: with 16-lane vectors not at all, so exp over
    96x12 took 3.4 us where over 12x96 it took 0.56 (sweep 28; attention
    scores over a sequence of 12 are such ops). On buffers, before linalg
    becomes loops, this pass makes the longest run of trailing parallel
    loops (the innermost included) that every operand reads contiguously
    and in order one loop, its operands collapsed to match
    (`memref.collapse_shape` where the layout guarantees it): an identity
    map's operands fully, a broadcast operand that reads none of the run
    as it is. Ops reading `linalg.index`, or with a reduction among those
    loops, stay.

    ```mlir
    linalg.generic {indexing_maps = [#id2, #id2],
                    iterator_types = ["parallel", "parallel"]}
        ins(%x : memref<96x12xf32>) outs(%y : memref<96x12xf32>) {...}
    // becomes
    %cx = memref.collapse_shape %x [[0, 1]] : memref<96x12xf32> into memref<1152xf32>
    %cy = memref.collapse_shape %y [[0, 1]] : memref<96x12xf32> into memref<1152xf32>
    linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
        ins(%cx : memref<1152xf32>) outs(%cy : memref<1152xf32>) {...}
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def CleaveExpandArith : Pass<"cleave-expand-arith", "::mlir::ModuleOp"> {
  let summary = "Expand the arith ops LLVM cannot lower, keeping max and min";
  let description = [{
    Upstream's `arith-expand` rewrites ceil and floor divisions, bf16
    conversions and scaling extensions, which `convert-arith-to-llvm` has no
    lowering for, but also every float max and min into compares and
    selects (NaN checks included), which LLVM does have: `llvm.maximum` and
    `llvm.maxnum`. A row max written as selects is not a reduction LLVM's
    loop vectorizer recognizes: a 1024x1024 row max took 1.65 ms where the
    same loop's sum took 45 us. This pass applies the rest of
    `arith-expand` (with bf16) and leaves max and min to LLVM. A truncation
    from f64 to bf16, for which LLVM would call libgcc's `__truncdfbf2`
    (absent from Debian's GCC 12), goes through f32 rounded to odd, then
    to bf16 as upstream expands it: one correct rounding.

    ```mlir
    %q = arith.ceildivsi %a, %b : i64   // expanded, as arith-expand does
    %m = arith.maximumf %x, %y : f32    // kept: llvm.intr.maximum
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def CleaveExpandMath : Pass<"cleave-expand-math", "::mlir::ModuleOp"> {
  let summary = "Expand the math ops neither target's lowering takes";
  let description = [{
    MLIR 22 lowers `math.isinf`, `math.isnormal`, `math.clampf` and
    `math.ipowi` neither to LLVM nor to NVVM: `compile` failed with
    "failed to legalize operation 'math.isinf'" after `plan` had accepted
    the program. They become arith ops on the same types: `isinf` a compare
    of `|x|` with infinity, `isnormal` two compares, `clampf %x to [lo, hi]`
    `minimumf(maximumf(x, lo), hi)` (upstream's text and `math-expand-ops`
    swap min and max, which gives `hi` for every `x`), and `ipowi` square
    and multiply over the exponent's bits with selects, so a vectorized
    loop or a GPU thread never branches on the data. A negative exponent
    gives 1 for base 1, -1 or 1 for base -1 and 0 for every other base
    (0 included, instead of a division by zero).

    ```mlir
    %i = math.isinf %x : f32
    // becomes
    %a = math.absf %x : f32
    %i = arith.cmpf oeq, %a, %inf : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect"];
}

def CleaveApproximateMath
    : Pass<"cleave-approximate-math", "::mlir::ModuleOp"> {
  let summary = "Transcendental math ops as polynomials LLVM can vectorize";
  let description = [{
    The CPU target lowered `math.tanh`, `math.exp`, `math.erf`, `math.log`
    and their kin to libm calls: a call per element, so the loop around it
    stays scalar. A transformer's GELU spent 15 ns per element in `tanhf`
    against 0.1 ns for the rest of its body (a 128x512 GELU: 1.0 ms of a
    GPT block's 2.5). This pass rewrites them, on f32 scalars and vectors,
    into MLIR's polynomial approximations (upstream's patterns, within a
    few ulp of libm), plain arithmetic the loop vectorizer widens. Runs
    after linalg becomes loops, before math becomes LLVM; other element
    types and other math ops keep their libm calls.

    ```mlir
    %t = math.tanh %x : f32
    // becomes (abridged)
    %c = arith.cmpf olt, %abs, %tiny : f32
    %p = math.fma %x2, %alpha13, %alpha11 : f32
    ...
    %t = arith.select %c, %x, %q : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def CleaveLinalgToBlas : Pass<"cleave-linalg-to-blas", "::mlir::ModuleOp"> {
  let summary = "Run matmul and batch_matmul on buffers through BLAS";
  let description = [{
    After bufferization, each f32/f64 `linalg.matmul` (default indexing maps)
    and `linalg.batch_matmul` whose operands are row-major with unit inner
    stride becomes a call to `__cleave_sgemm`/`__cleave_dgemm` (OpenBLAS)
    with beta = 1, since linalg accumulates into its output, or beta = 0
    when the op right before zero-fills the output (the fill is dropped);
    batch_matmul loops over the batch. A `linalg.generic` that is a GEMM
    (loops i, j and one reduction k; C(i, j), A(i, k) or A(k, i), B(k, j) or
    B(j, k); body `acc + a * b`) is one too, with BLAS's transpose flags
    instead of layout copies. Other contractions stay for the loop lowering.
    With `library=cublas` (the CUDA target) every GEMM is one call to
    `__cleave_cublas_gemm` on device buffers: f32, f64, f16 and bf16 (these
    two accumulated in f32; `tf32` lets f32 use TF32 tensor cores), f16 or
    bf16 inputs with an f32 output (mixed precision; also a generic that
    extends its inputs before multiplying), and a
    batch_matmul is one strided-batched call (the batch stride is the
    buffers' outer stride).

    ```mlir
    linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x256xf32>)
                  outs(%c : memref<16x256xf32>)
    // becomes
    call @__cleave_sgemm(%no, %no, %m, %n, %k, %one, %pa, %lda, %pb, %ldb,
                         %one, %pc, %ldc) : (...) -> ()
    ```
  }];
  let options = [
    Option<"library", "library", "std::string", "\"openblas\"",
           "openblas (CPU) or cublas (CUDA)">,
    Option<"tf32", "tf32", "bool", "false",
           "cublas: f32 GEMMs may use TF32 tensor cores (10-bit mantissa "
           "products, f32 accumulation)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // CLEAVE_CONVERSION_LINALGTOBLAS_PASSES_TD
