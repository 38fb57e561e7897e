"""PyTorch to linalg-on-tensors MLIR, every parameter a function argument.

Two ways in, both torch-mlir's FX importer: torch.export (inference:
`export_function`) and make_fx with torch-mlir's decompositions (training
steps built with torch.func.grad, which torch.export cannot take:
`trace_function`). tm_tensor ops the importer emits (scatter for embedding
gradients and nll_loss backward, scan for cumsum) are parsed and lowered by
Cleave's import, not here.
"""
import torch
from torch import nn

from .._errors import CompileError


class _Wrap(nn.Module):
    """A function of tensors as a module without parameters, so that every
    weight stays a function argument of the exported graph."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def _torch_mlir():
    try:
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType
    except ImportError as error:
        raise CompileError(f"cleave.torch needs torch-mlir ({error}); "
                           "pip install torch-mlir (python/requirements-test.txt pins it)") from None
    return fx, OutputType


def distinct(args):
    """`args` with every tensor that repeats an earlier one (the same object
    or storage) cloned: tracing maps one tensor passed twice to one program
    input, so the second would silently read the first's values."""
    seen, result = set(), []
    for arg in args:
        key = (arg.untyped_storage().data_ptr(), arg.storage_offset()) if isinstance(
            arg, torch.Tensor) and arg.numel() else id(arg)
        result.append(arg.clone() if key in seen and isinstance(arg, torch.Tensor) else arg)
        seen.add(key)
    return tuple(result)


def export_function(fn, args, name):
    """fn(*args) through torch.export as MLIR text."""
    fx, output_type = _torch_mlir()
    args = distinct(args)
    try:
        module = fx.export_and_import(_Wrap(fn), *args,
                                      output_type=output_type.LINALG_ON_TENSORS, func_name=name)
    except Exception as error:  # noqa: BLE001 - torch-mlir raises many kinds
        raise CompileError(f"torch-mlir could not import the model: "
                           f"{type(error).__name__}: {_first_lines(error)}") from error
    return str(module)


def remove_inplace(gm):
    """Rewrites in-place aten ops (`x.add_(y)`) left by tracing into their
    out-of-place forms, redirecting later uses of `x` to the result."""
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    for node in list(gm.graph.nodes):
        target = getattr(node, "target", None)
        name = getattr(target, "__name__", "")
        if node.op != "call_function" or not name.split(".")[0].endswith("_"):
            continue
        packet = getattr(torch.ops.aten, name.split(".")[0][:-1], None)
        overload = name.split(".")[1] if "." in name else "default"
        if packet is None or not hasattr(packet, overload):
            continue
        mutated = node.args[0]
        node.target = getattr(packet, overload)
        for user in list(mutated.users):
            if user is not node and order[user] > order[node]:
                user.replace_input_with(mutated, node)
    gm.graph.lint()
    gm.recompile()


def trace_function(fn, args, name):
    """fn(*args) traced by make_fx (torch.func transforms allowed) as MLIR
    text; the traced graph is checked against fn on `args`."""
    from torch.fx.experimental.proxy_tensor import make_fx
    fx, output_type = _torch_mlir()
    args = distinct(args)
    from torch.nn.attention import SDPBackend, sdpa_kernel
    try:
        # The math kernel of scaled_dot_product_attention: its backward is
        # plain ops (torch-mlir has no lowering for the fused kernels' own
        # backward ops); the values are the same.
        with sdpa_kernel([SDPBackend.MATH]):
            gm = make_fx(fn, decomposition_table=fx.get_decomposition_table(),
                         tracing_mode="real")(*args)
        remove_inplace(gm)
        module = fx.stateless_fx_import(gm, output_type=output_type.LINALG_ON_TENSORS,
                                        model_name=name)
    except Exception as error:  # noqa: BLE001 - torch-mlir raises many kinds
        raise CompileError(f"torch-mlir could not import the step: "
                           f"{type(error).__name__}: {_first_lines(error)}") from error
    return str(module)


def _first_lines(error, count=6):
    lines = str(error).strip().splitlines()
    return "\n".join(lines[:count]) + ("\n..." if len(lines) > count else "")
