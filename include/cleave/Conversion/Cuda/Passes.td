//===- Passes.td - CUDA host code --------------------------*- tablegen -*-===//
//
// The host side of the CUDA target: buffers in device memory, collectives
// overlapped with compute, kernels launched asynchronously on one stream,
// and one device module for the whole program.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_CUDA_PASSES_TD
#define CLEAVE_CONVERSION_CUDA_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveDeviceAllocs : Pass<"cleave-device-allocs", "::mlir::ModuleOp"> {
  let summary = "Put host functions' buffers in device memory";
  let description = [{
    For the CUDA target, after bufferization and deallocation placement:
    every `memref.alloc` in a host function becomes a `gpu.alloc` (device
    memory, which the runtime takes from a stream-ordered pool) and every
    `memref.dealloc` a call to `__cleave_cuda_free` (a stream-ordered free;
    MLIR lowers only asynchronous `gpu.dealloc`). The host never touches
    device memory, so what used to be host work becomes device work:
    `memref.copy` becomes `linalg.copy` (a kernel), and a constant
    `memref.get_global` is copied into a device buffer on entry (freed
    before every return).

    ```mlir
    %t = memref.alloc() : memref<4xf32>
    linalg.generic ... outs(%t : memref<4xf32>) {...}
    memref.copy %t, %o : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    // becomes
    %t = gpu.alloc () : memref<4xf32>
    linalg.generic ... outs(%t : memref<4xf32>) {...}
    linalg.copy ins(%t : memref<4xf32>) outs(%o : memref<4xf32>)
    %p = memref.extract_aligned_pointer_as_index %t : memref<4xf32> -> index
    call @__cleave_cuda_free(%p) : (index) -> ()
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveOverlapCollectives
    : Pass<"cleave-overlap-collectives", "::mlir::ModuleOp"> {
  let summary = "Let collectives run while independent compute does";
  let description = [{
    For the CUDA target after `cleave-device-allocs`, for the CPU target
    after `cleave-free-after-last-use` (where the MPI backend runs
    announced all-reduces as `MPI_Iallreduce`): each collective
    runtime call (all_reduce, all_gather, reduce_scatter, all_to_all,
    collective_permute, broadcast) is announced with
    `__cleave_collective_async` and joined with `__cleave_collective_join`
    right before the first later op of its block that touches one of its
    buffers or a view of them (a kernel, a GEMM, another collective, a
    loop containing one), or at the end of the block. Frees of those
    buffers (`__cleave_cuda_free`, `memref.dealloc`) are moved after the
    join instead of forcing it. Between the
    call and the join, compute runs on the device stream while the
    collective runs on NCCL's: a data-parallel gradient's all_reduce
    overlaps the rest of the backward pass.

    ```mlir
    call @__cleave_all_reduce(%pin, %pout, %n, %c0, %c0, %c1)
        : (index, index, i64, i64, i64, i64) -> ()
    linalg.generic ins(%x : memref<64x256xf32>) outs(%y : ...) {...}
    linalg.generic ins(%out : memref<128x256xf32>) outs(%z : ...) {...}
    // becomes
    %token = call @__cleave_collective_async() : () -> i64
    call @__cleave_all_reduce(%pin, %pout, %n, %c0, %c0, %c1)
        : (index, index, i64, i64, i64, i64) -> ()
    linalg.generic ins(%x : memref<64x256xf32>) outs(%y : ...) {...}
    call @__cleave_collective_join(%token) : (i64) -> ()
    linalg.generic ins(%out : memref<128x256xf32>) outs(%z : ...) {...}
    ```

    With `input-copied` (the CPU target), only all-reduces are announced
    and only their output holds the join: the MPI backend copies the input
    into the output when it starts and reduces there, so the input may be
    freed or overwritten at once and holds no memory longer than before.
  }];
  let options = [
    Option<"inputCopied", "input-copied", "bool", /*default=*/"false",
           "The backend copies an all-reduce's input when it starts; other "
           "collectives run blocking">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

def CleavePrefetchHostCopies
    : Pass<"cleave-prefetch-host-copies", "::mlir::ModuleOp"> {
  let summary = "Copy offloaded arguments to the device ahead of their use";
  let description = [{
    For both targets, after bufferization, the placement of frees and
    cleave-overlap-collectives (which moves frees too): a copy
    of a host-placed argument (`cleave.placement = "host"`) into a fresh
    static buffer starts asynchronously with `__cleave_host_copy_async`
    (CUDA: `__cleave_cuda_host_copy_async`, on a copy stream of its own
    from pinned host memory) and is joined with `__cleave_host_copy_join`
    right before the first later op that touches the buffer. Its start
    moves up, with its buffer's allocation, to just before the op that
    first uses the previous such copy (double buffering: one transfer runs
    while the previous one's data is in use), but never above an op that
    may write the argument; a copy into a buffer used before it (the CUDA
    target's bufferization reuses buffers) starts where it is. Frees of the
    buffer move after the join, and the argument's write-back
    (`cleave.write_back = N`: the out-parameter the caller points at
    argument N's buffer) waits for it. Write-backs stay synchronous (with
    `cuda`, one into a host-placed argument becomes a DMA copy in stream
    order, `__cleave_cuda_memcpy`). An activation's copy to host memory
    (`linalg.copy {cleave.to_host}` into a host-pool buffer) starts the same
    way where it is and is joined only before its source may be written or
    freed, or its host buffer touched by anything but the copy stream (the
    copy back, in order after it): it runs while the forward pass goes on.
    The placement attributes are consumed.

    ```mlir
    %a = memref.alloc() : memref<64xf32>
    linalg.copy ins(%w0 : memref<64xf32>) outs(%a : memref<64xf32>)
    linalg.generic ins(%a : memref<64xf32>) ...      // first use of %a
    linalg.generic ... // more compute
    %b = memref.alloc() : memref<64xf32>
    linalg.copy ins(%w1 : memref<64xf32>) outs(%b : memref<64xf32>)
    linalg.generic ins(%b : memref<64xf32>) ...
    // becomes
    %a = memref.alloc() : memref<64xf32>
    %t0 = call @__cleave_host_copy_async(%pa, %pw0, %c256) ...
    call @__cleave_host_copy_join(%t0) : (i64) -> ()
    %b = memref.alloc() : memref<64xf32>
    %t1 = call @__cleave_host_copy_async(%pb, %pw1, %c256) ...
    linalg.generic ins(%a : memref<64xf32>) ...
    linalg.generic ... // runs while %w1 is copied
    call @__cleave_host_copy_join(%t1) : (i64) -> ()
    linalg.generic ins(%b : memref<64xf32>) ...
    ```
  }];
  let options = [
    Option<"cuda", "cuda", "bool", /*default=*/"false",
           "Call the CUDA runtime's copies (a copy stream, events)">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveDeviceStream : Pass<"cleave-device-stream", "::mlir::ModuleOp"> {
  let summary = "Launch every kernel asynchronously on the one device stream";
  let description = [{
    For the CUDA target, after kernel outlining: each host function takes a
    token (the runtime's process-wide compute stream) on entry, launches
    every kernel and allocates every device buffer asynchronously on it,
    and waits for it once, before each return (`__cleave_cuda_synchronize`).
    cuBLAS calls, stream-ordered allocations and frees, and NCCL
    collectives (through events) are ordered on the same stream by the
    runtime, so no kernel waits for the host. This is only correct if host
    code never reads or writes device memory: the pass checks that and
    fails naming the op that does.

    ```mlir
    func.func @step(%a: memref<4xf32>) {
      %t = gpu.alloc () : memref<4xf32>
      gpu.launch_func @step_kernel::@step_kernel blocks in (...) ...
      return
    }
    // becomes
    func.func @step(%a: memref<4xf32>) {
      %s = gpu.wait async
      %t, %0 = gpu.alloc async [%s] () : memref<4xf32>
      %1 = gpu.launch_func async [%s] @step_kernel::@step_kernel ...
      call @__cleave_cuda_synchronize() : () -> ()
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def CleaveMergeGpuModules
    : Pass<"cleave-merge-gpu-modules", "::mlir::ModuleOp"> {
  let summary = "Put every outlined kernel into one gpu.module";
  let description = [{
    For the CUDA target, after kernel outlining: MLIR outlines each kernel
    into its own `gpu.module`, and each becomes its own PTX module, ptxas
    run and driver module (a training step has hundreds). Kernels whose
    module holds nothing else move into one module, named after their old
    module (unique), and launches are redirected; the whole program then
    costs one ptxas run and one module load.

    ```mlir
    gpu.module @step_kernel { gpu.func @step_kernel(...) kernel {...} }
    gpu.module @step_kernel_0 { gpu.func @step_kernel(...) kernel {...} }
    gpu.launch_func @step_kernel_0::@step_kernel ...
    // becomes
    gpu.module @cleave_kernels {
      gpu.func @step_kernel(...) kernel {...}
      gpu.func @step_kernel_0(...) kernel {...}
    }
    gpu.launch_func @cleave_kernels::@step_kernel_0 ...
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def CleaveNvvmMath : Pass<"cleave-nvvm-math", "::mlir::ModuleOp"> {
  let summary = "Math ops MLIR's NVVM lowering gets wrong, made right";
  let description = [{
    For the CUDA target, before the NVVM lowering. MLIR 22 lowers
    `math.fpowi` to a call of libdevice's `__nv_powif(float, int)` but
    passes the exponent as it is: with an i64 exponent (what torch-mlir
    emits for `x ** 2`, `x ** 3`) the callee reads a register the caller
    did not set, and GPT-2's GELU and LLaMA's RMSNorm computed NaN on an
    H200. A constant exponent up to 16 in magnitude becomes multiplications
    (square and multiply, the order compiler-rt's `__powisf2` uses on the
    CPU, so both targets round alike); any other i64 exponent is narrowed
    to i32, clamped with its parity kept (a float's power that large is 0,
    1 or infinite either way).

    ```mlir
    %r = math.fpowi %x, %c3 : f32, i64
    // becomes
    %x2 = arith.mulf %x, %x : f32
    %r = arith.mulf %x, %x2 : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // CLEAVE_CONVERSION_CUDA_PASSES_TD
