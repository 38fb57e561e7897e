"""PyTorch to linalg-on-tensors MLIR, every parameter a function argument.

Two ways in, both torch-mlir's FX importer: torch.export (inference:
`export_function`) and make_fx with torch-mlir's decompositions (training
steps built with torch.func.grad, which torch.export cannot take:
`trace_function`). tm_tensor ops the importer emits (scatter for embedding
gradients and nll_loss backward, scan for cumsum) are parsed and lowered by
Cleave's import, not here.
"""
import contextlib
import io
import json
import logging
import math
import multiprocessing
import os
import re
import signal
import sys
import tempfile
import threading
import warnings

import torch
from torch import nn
from torch.nn import functional as F
from torch.utils import _pytree as pytree

from .._errors import CompileError, Diagnostic
from ._above_autograd import conv_tbc_as_conv1d, ctc_as_ops, eager_equivalents, \
    index_put_masked, rewritten_above_autograd
from ._frames import CLEAVE_DIR as _CLEAVE_DIR, NOT_USERS_CODE as _NOT_USERS_CODE, \
    TORCH_DIR as _TORCH_DIR, innermost_user_frame as _innermost_user_frame
from ._complex_as_real import complex_as_real, has_complex
from ._dense_selections import take_used
from ._old_style_functions import converted as old_style_functions_converted
from ._masked_updates import masked_updates


class _Wrap(nn.Module):
    """A function of tensors as a module without parameters, so that every
    weight stays a function argument of the exported graph."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


class PreservedState:
    """Every submodule's parameter and buffer dicts as they were: tracing
    through functional_call can leave tracer tensors behind in a module
    that appears twice in the model; restoring keeps the user's model.
    And its own `forward` attribute: transformers' output recorders
    (output_router_logits=True) replace a module's forward for a call and
    restore it only when the call returns, so a trace that failed midway
    left the wrapper, whose copy.deepcopy then ran the original module's
    experts (a reference model without their gradients)."""

    def __init__(self, model):
        self.saved = [(m, dict(m._parameters), dict(m._buffers), m.__dict__.get("forward"))
                      for m in model.modules()]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for module, parameters, buffers, forward in self.saved:
            module._parameters.clear()
            module._parameters.update(parameters)
            module._buffers.clear()
            module._buffers.update(buffers)
            if forward is not None:
                module.__dict__["forward"] = forward
            else:
                module.__dict__.pop("forward", None)


def stateless_call(model, state, args=(), kwargs=None):
    """torch.func.functional_call(model, state, args, kwargs), the module's
    parameter and buffer dicts restored afterwards: functional_call leaves a
    tied weight untied (T5's lm_head keeps the tensor of the call), so the
    next call, eager or traced, would read that tensor as a constant."""
    with PreservedState(model):
        return torch.func.functional_call(model, state, args, kwargs or {})


def _torch_mlir():
    try:
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType
    except ImportError as error:
        raise CompileError(f"cleave.torch needs torch-mlir ({error}); "
                           "pip install torch-mlir (python/requirements-test.txt pins it)") from None
    return fx, OutputType


def _decompositions(fx):
    """torch-mlir's decomposition table, and torch's own decompositions of
    the ops torch-mlir lowers wrongly: aten.gelu with approximate="tanh"
    (and its backward) used 0.797724 for sqrt(2/pi) = 0.7978846, 5e-5
    relative error in every GELU of Gemma and GPT-J; the backward of
    RReLU in eval mode gave max(0, g) + slope * min(0, x) for
    where(x > 0, g, slope * g)."""
    from torch._decomp import get_decompositions
    table = dict(fx.get_decomposition_table())
    table.update(get_decompositions([torch.ops.aten.gelu, torch.ops.aten.gelu_backward,
                                     torch.ops.aten.rrelu_with_noise_backward]))
    for spatial, op in enumerate((torch.ops.aten.upsample_nearest1d,
                                  torch.ops.aten.upsample_nearest2d,
                                  torch.ops.aten.upsample_nearest3d), 1):
        table[op.default] = _upsample_nearest(spatial)
    aten = torch.ops.aten
    for op, decomposition in ((aten.clamp.default, _clamp), (aten.clamp.Tensor, _clamp),
                              (aten.clamp_min.default, _clamp_min),
                              (aten.clamp_min.Tensor, _clamp_min),
                              (aten.clamp_max.default, _clamp_max),
                              (aten.clamp_max.Tensor, _clamp_max),
                              (aten.hardtanh.default, _hardtanh),
                              (aten.maximum.default, _maximum), (aten.minimum.default, _minimum),
                              (aten.argmax.default, _argmax), (aten.argmin.default, _argmin),
                              (aten.max.dim, _max_dim), (aten.min.dim, _min_dim),
                              (aten.isfinite.default, _isfinite)):
        table[op] = decomposition
    for op, tensor_op in ((aten.gt.Scalar, aten.gt.Tensor), (aten.ge.Scalar, aten.ge.Tensor),
                          (aten.lt.Scalar, aten.lt.Tensor), (aten.le.Scalar, aten.le.Tensor),
                          (aten.eq.Scalar, aten.eq.Tensor), (aten.ne.Scalar, aten.ne.Tensor)):
        table[op] = _scalar_compare(tensor_op)
    for op, equal_holds in ((aten.eq.Tensor, True), (aten.ge.Tensor, True),
                            (aten.le.Tensor, True), (aten.gt.Tensor, False),
                            (aten.lt.Tensor, False)):
        table[op] = _self_compare(op, equal_holds)
    table[aten.threshold.default] = _threshold
    table[aten.threshold_backward.default] = _threshold_backward
    table[aten.pow.Tensor_Scalar] = _integer_power
    table[aten.kthvalue.default] = _kthvalue
    table[aten.median.dim] = _median_dim
    table[aten.hardshrink_backward.default] = _shrink_backward
    table[aten.softshrink_backward.default] = _shrink_backward
    for sources, spatial, forward_op, backward_op, has_align in (
            # torch-mlir's nearest backward read grad[min(i, out-1)], right
            # only for integer upscales (an 11x5 resize of 8x8 trained 17%
            # off); torch-mlir lowers neither bilinear op (sweep 17).
            (_nearest_sources, 1, None, aten.upsample_nearest1d_backward, False),
            (_nearest_sources, 2, None, aten.upsample_nearest2d_backward, False),
            (_nearest_sources, 3, None, aten.upsample_nearest3d_backward, False),
            (_linear_sources, 2, aten.upsample_bilinear2d, aten.upsample_bilinear2d_backward,
             True),
            (_linear_sources, 1, aten.upsample_linear1d, aten.upsample_linear1d_backward, True),
            (_linear_sources, 3, aten.upsample_trilinear3d, aten.upsample_trilinear3d_backward,
             True),
            (_cubic_sources, 2, aten.upsample_bicubic2d, aten.upsample_bicubic2d_backward, True),
            (_antialiased_sources(2, _triangle), 2, aten._upsample_bilinear2d_aa,
             aten._upsample_bilinear2d_aa_backward, True),
            (_antialiased_sources(4, _keys_half), 2, aten._upsample_bicubic2d_aa,
             aten._upsample_bicubic2d_aa_backward, True),
            # torch decomposes nearest-exact's forward (to an index) itself.
            (_nearest_exact_sources, 1, None, aten._upsample_nearest_exact1d_backward, False),
            (_nearest_exact_sources, 2, None, aten._upsample_nearest_exact2d_backward, False),
            (_nearest_exact_sources, 3, None, aten._upsample_nearest_exact3d_backward, False)):
        if forward_op is not None:
            table[forward_op.default] = _resampling(sources, spatial, True, has_align)
        table[backward_op.default] = _resampling(sources, spatial, False, has_align)
    table[aten.empty_strided.default] = _empty_strided
    table[aten.constant_pad_nd.default] = _cropped_then_padded
    table[aten.topk.default] = _topk_sorted
    for op, extreme in ((aten.max.default, torch.max), (aten.min.default, torch.min),
                        (aten.amax.default, torch.amax), (aten.amin.default, torch.amin)):
        table[op] = _widened_extreme(extreme)
    table[aten.masked_scatter_backward.default] = _masked_scatter_backward
    table[aten.lgamma.default] = _lgamma
    # (torch.distributions' argument checks, which torch.export keeps.)
    table[aten._is_all_true.default] = lambda x: x.all()
    table[aten._is_any_true.default] = lambda x: x.any()
    table[aten.digamma.default] = _digamma
    table[aten.scatter.src] = _scatter_src
    table[aten.scatter.value] = _scatter_value
    table[aten.scatter_add.default] = _scatter_add
    # A 0-d tensor of a number (xlogy's with a number): torch-mlir has no
    # lowering of the prim, and lowers aten.full.
    table[torch.ops.prims.scalar_tensor.default] = _scalar_tensor
    table[aten.diagonal_scatter.default] = _diagonal_scatter
    table[aten.diagonal_backward.default] = _diagonal_backward
    table[aten.index_put.default] = index_put_masked
    table[aten.convolution_backward.default] = _convolution_backward
    table[aten.convolution.default] = _convolution
    table[aten._adaptive_avg_pool2d_backward.default] = _adaptive_avg_pool2d_backward
    for op in (aten.embedding_bag.default, aten.embedding_bag.padding_idx,
               aten._embedding_bag.default, aten._embedding_bag_forward_only.default):
        table[op] = _embedding_bag
    table[aten._embedding_bag_backward.default] = _embedding_bag_backward
    table[aten.avg_pool2d_backward.default] = _avg_pool_backward(2)
    table[aten.unfold_backward.default] = _unfold_backward
    table[aten._cdist_forward.default] = _cdist_forward
    table[aten.as_strided.default] = _as_strided
    table[aten.as_strided_scatter.default] = _as_strided_scatter
    table[aten._cdist_backward.default] = _cdist_backward
    table[aten.multi_margin_loss_backward.default] = _multi_margin_loss_backward
    table[aten.adaptive_max_pool2d_backward.default] = _adaptive_max_pool2d_backward
    table[aten.avg_pool3d_backward.default] = _avg_pool_backward(3)
    lstm = table.get(torch.ops.aten.lstm.input)
    if lstm is not None:
        table[torch.ops.aten.lstm.input] = _final_states_shaped_like_inputs(lstm)
    table[aten.conv_tbc.default] = conv_tbc_as_conv1d
    # |z| of a complex z: torch-mlir's abs takes reals only (sweep 36:
    # torchaudio's MelSpectrogram, inside its own code).
    table[aten.abs.default] = _complex_abs
    # z.conj(): torch-mlir has no lowering of aten._conj.
    for op in (aten._conj.default, aten.conj_physical.default):
        table[op] = _conjugate
    # Windows made inside forward (sweep 36: torch.stft's hann_window).
    for op in (aten.hann_window.default, aten.hann_window.periodic):
        table[op] = _hann_window
    for op in (aten.hamming_window.default, aten.hamming_window.periodic,
               aten.hamming_window.periodic_alpha, aten.hamming_window.periodic_alpha_beta):
        table[op] = _hamming_window
    table[aten.max_pool3d_with_indices_backward.default] = _max_pool3d_backward
    # Last: wraps what the table has for them.
    for spatial, ops in ((2, (aten.avg_pool2d, aten.max_pool2d, aten.max_pool2d_with_indices,
                              aten.avg_pool2d_backward, aten.max_pool2d_with_indices_backward,
                              aten.adaptive_max_pool2d, aten.adaptive_max_pool2d_backward)),
                         (3, (aten.avg_pool3d, aten.max_pool3d, aten.max_pool3d_with_indices,
                              aten.avg_pool3d_backward, aten.max_pool3d_with_indices_backward))):
        for op in ops:
            table[op.default] = _on_a_batch_of_one(op.default, spatial, table.get(op.default))
    return table


def _on_a_batch_of_one(op, spatial, previous):
    """`op` of an unbatched input (channels, then `spatial` sizes: torch's
    pooling takes both) on a batch of one, its results unbatched:
    torch-mlir lowers pooling of batches only (sweep 34: an avg_pool2d of
    a CHW image; every pooling op, 1-3 d, failed so). A batch: `previous`
    (the table's decomposition) or the op as it is."""
    def pool(*args, **kwargs):
        if args[0].dim() != spatial + 1:
            return previous(*args, **kwargs) if previous is not None else NotImplemented
        # The input, the gradient and max pooling's indices are unbatched.
        batched = [a.unsqueeze(0) if isinstance(a, torch.Tensor) and a.dim() == spatial + 1
                   else a for a in args]
        out = op(*batched, **kwargs)
        if isinstance(out, (tuple, list)):
            return type(out)(o.squeeze(0) for o in out)
        return out.squeeze(0)
    return pool


def _max_pool3d_backward(grad_output, input, kernel_size, stride, padding, dilation,
                         ceil_mode, indices):
    """A 3-d max pool's backward: each output's gradient added where its
    maximum was (the indices count positions in each plane of
    depth x height x width); torch-mlir has no lowering of it (a 3-d max
    pool could not train)."""
    planes = tuple(input.shape[:2]) + (-1,)
    return torch.zeros_like(input).reshape(planes).scatter_add(
        2, indices.reshape(planes), grad_output.to(input.dtype).reshape(planes)).reshape(input.shape)


def _sorts_as_lowered(graph):
    """sort(stable=True) as sort, after every check ran (eager's sort is
    not stable, so the checks keep the stable op): Cleave's lowering of
    sort keeps ties in order either way (design.md), and torch-mlir had no
    import of sort.stable (sweep 36: PyG's sort_edge_index)."""
    changed = False
    for node in graph.nodes:
        if node.op == "call_function" and node.target is torch.ops.aten.sort.stable:
            node.target = torch.ops.aten.sort.default
            node.args = (node.args[0], node.kwargs.get("dim", -1),
                         node.kwargs.get("descending", False))
            node.kwargs = {}
            changed = True
    return changed


def _conjugate(x):
    """conj(z) as view_as_complex of (re, -im); reals as they are."""
    if not x.is_complex():
        return x.clone()
    parts = torch.view_as_real(x)
    return torch.view_as_complex(torch.stack([parts[..., 0], -parts[..., 1]], -1))


def _complex_abs(x):
    """|z| as the norm of view_as_real(z), scaled by the larger part so
    that squares cannot overflow (eager's |3e19| is no inf); reals as they
    are."""
    if not x.is_complex():
        return NotImplemented
    parts = torch.view_as_real(x.resolve_conj()).abs()
    scale = parts.amax(-1)
    safe = torch.where(scale > 0, scale, torch.ones((), dtype=scale.dtype))
    return scale * (parts / safe.unsqueeze(-1)).square().sum(-1).sqrt()


def _hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None,
                    layout=None, device=None, pin_memory=None):
    """torch.hamming_window as eager computes it (alpha - beta cos(2 pi n /
    span), span N periodic, N - 1 symmetric): torch-mlir has no lowering."""
    del layout, pin_memory
    dtype = dtype or torch.get_default_dtype()
    if window_length <= 1:
        return torch.ones(window_length, dtype=dtype, device=device)
    span = window_length if periodic else window_length - 1
    positions = torch.arange(window_length, dtype=dtype, device=device)
    return positions.mul(2 * math.pi / span).cos().mul(-beta).add(alpha)


def _hann_window(window_length, periodic=True, **options):
    return _hamming_window(window_length, periodic, 0.5, 0.5, **options)


# The largest as_strided view (in elements) decomposed: its positions are
# computed while tracing, one Python int each.
_MAX_STRIDED_POSITIONS = 1 << 20


# NaN in, NaN out. torch-mlir lowers clamp to `cmpf ult` and a select that
# picks the bound for NaN, maximum/minimum to a compare that drops a NaN
# first operand, and argmax/argmin to compares that never pick a NaN, where
# PyTorch propagates NaN (and argmax/argmin give the first NaN's index): a
# run whose values diverge had its NaN clipped into finite numbers (sweep
# 17). These forms give PyTorch's values through the ops torch-mlir lowers
# faithfully (a comparison false for NaN keeps the NaN). Integer tensors
# keep the op (NotImplemented).


def _floating(x):
    return isinstance(x, torch.Tensor) and x.dtype.is_floating_point


def _bounded(x, bound, beyond):
    """x where it is within `bound`, else the bound; NaN where either is.
    A number bound becomes a filled tensor of x's type: as a Python scalar
    in a traced step, where() took it as an f64 scalar_tensor, which
    torch-mlir could not lower."""
    dtype = torch.result_type(x, bound)
    if not isinstance(bound, torch.Tensor):
        return torch.where(beyond, torch.full_like(x, bound, dtype=dtype), x.to(dtype))
    result = torch.where(beyond, bound, x)
    return torch.where(torch.isnan(bound), bound, result).to(dtype)


def _clamp_min(x, low):
    if not _floating(x):
        return NotImplemented
    return _bounded(x, low, x < low)


def _clamp_max(x, high):
    if not _floating(x):
        return NotImplemented
    return _bounded(x, high, x > high)


def _clamp(x, min=None, max=None):
    if not _floating(x):
        return NotImplemented
    result = x if min is None else _clamp_min(x, min)
    return result if max is None else _clamp_max(result, max)


def _number(value, dtype):
    """A 0-d tensor of `value` in `dtype`, rounded as PyTorch casts a number
    (past the type's range: infinity, where torch.full refuses)."""
    if dtype.is_floating_point and not isinstance(value, bool):
        value, info = float(value), torch.finfo(dtype)
        if math.isfinite(value) and abs(value) > info.max:
            # Round to nearest: from half an ulp past the largest, infinity.
            ulp = info.eps * info.max / (2 - info.eps)
            value = math.copysign(math.inf if abs(value) >= info.max + ulp / 2
                                  else info.max, value)
    return torch.full((), value, dtype=dtype)


def _scalar_compare(compare):
    """`compare` of a floating tensor with a number in the tensor's type,
    as PyTorch does: torch-mlir compared in f64 (the tensor extended), so
    an f32 0.1 was not `== 0.1` and 0.05 was `> 0.05` (sweep 25)."""
    def decomposed(x, other):
        if not _floating(x) or isinstance(other, (torch.Tensor, complex)):
            return NotImplemented
        return compare(x, _number(other, x.dtype))
    return decomposed


def _self_compare(compare, equal_holds):
    """`compare` of a floating tensor with a tensor: of one with itself, the
    NaN test it is (`x == x` is false at a NaN; torch-mlir folded it to
    true, sweep 25), else the op as it is."""
    def decomposed(x, other):
        if other is not x or not _floating(x):
            return NotImplemented
        return ~torch.isnan(x) if equal_holds else torch.zeros_like(x, dtype=torch.bool)
    return decomposed


def _threshold(x, threshold, value):
    """x where it is above `threshold`, else `value` (NaN kept: PyTorch's
    x <= threshold ? value : x), compared in x's type (_scalar_compare)."""
    if not _floating(x):
        return NotImplemented
    return torch.where(x <= _number(threshold, x.dtype),
                       _number(value, x.dtype), x)


def _threshold_backward(grad, x, threshold):
    """In the promoted type of the gradient and the input, as eager
    (an int64 gradient of a float32 input was returned as int64, sweep 34)."""
    if not _floating(x):
        return NotImplemented
    dtype = torch.result_type(grad, x)
    return torch.where(x <= _number(threshold, x.dtype),
                       torch.zeros((), dtype=dtype), grad.to(dtype))


def _integer_power(x, exponent):
    """An integer tensor to a whole non-negative power by squaring and
    multiplying (torch-mlir lowers no integer pow: `ids % 5 ** 2`)."""
    if _floating(x) or x.dtype in (torch.bool, torch.complex64, torch.complex128) \
            or not isinstance(exponent, int) or isinstance(exponent, bool) or exponent < 0:
        return NotImplemented
    result, square = torch.ones_like(x), x
    while exponent:
        if exponent & 1:
            result = result * square
        exponent >>= 1
        if exponent:
            square = square * square
    return result


def _kthvalue(x, k, dim=-1, keepdim=False):
    """The k-th smallest along `dim` and its index, from a sort (torch-mlir
    lowers kthvalue to tm_tensor.topk, which Cleave does not read)."""
    if x.dim() == 0:
        return NotImplemented
    values, indices = torch.sort(x, dim)
    values, indices = values.narrow(dim, k - 1, 1), indices.narrow(dim, k - 1, 1)
    if not keepdim:
        values, indices = values.squeeze(dim), indices.squeeze(dim)
    return values, indices


def _median_dim(x, dim=0, keepdim=False):
    """The lower median along `dim` (PyTorch's), NaN where the slice has
    one, from a sort (torch-mlir has no lowering of median.dim)."""
    if not _floating(x) or x.dim() == 0:
        return NotImplemented
    values, indices = _kthvalue(x, (x.shape[dim] - 1) // 2 + 1, dim, keepdim)
    isnan = torch.isnan(x)
    nan = isnan.any(dim, keepdim=keepdim)
    # PyTorch's index of a NaN median is its first NaN's.
    first_nan = isnan.to(x.dtype).argmax(dim, keepdim=keepdim)
    return (torch.where(nan, torch.full((), float("nan"), dtype=x.dtype), values),
            torch.where(nan, first_nan, indices))


def _shrink_backward(grad, x, lambd):
    """hardshrink's and softshrink's backward (torch-mlir lowers neither):
    0 where |x| <= lambd, else the gradient, as PyTorch's kernels."""
    bound = _number(lambd, x.dtype)
    return torch.where((x >= -bound) & (x <= bound), torch.zeros((), dtype=grad.dtype), grad)


def _hardtanh(x, min_val=-1.0, max_val=1.0):
    return _clamp(x, min_val, max_val)


def _either_nan(a, b, picked):
    """`picked`, or a NaN where `a` or `b` has one (NaN compares false)."""
    result = torch.where(torch.isnan(a), a, picked)
    return torch.where(torch.isnan(b), b, result).to(torch.result_type(a, b))


def _maximum(a, b):
    if not (_floating(a) or _floating(b)):
        return NotImplemented
    return _either_nan(a, b, torch.where(a > b, a, b))


def _minimum(a, b):
    if not (_floating(a) or _floating(b)):
        return NotImplemented
    return _either_nan(a, b, torch.where(a < b, a, b))


def _arg_extreme(x, dim, keepdim, largest):
    """argmax/argmin with the first NaN's index where there is one: the
    first position of a 0/1 mask (an integer argmax, kept as it is) of the
    NaNs, or else of the values equal to the extreme."""
    if not _floating(x):
        return NotImplemented
    flat = dim is None
    values = x.reshape(-1) if flat else x
    axis = 0 if flat else dim
    nan = torch.isnan(values)
    clean = torch.where(nan, float("-inf") if largest else float("inf"), values)
    extreme = clean.amax(axis, keepdim=True) if largest else clean.amin(axis, keepdim=True)
    hits = torch.where(nan.any(axis, keepdim=True), nan, clean == extreme)
    index = torch.argmax(hits.to(torch.int32), axis, keepdim=keepdim)
    if flat and keepdim:
        index = index.reshape([1] * x.dim())
    return index


def _argmax(x, dim=None, keepdim=False):
    return _arg_extreme(x, dim, keepdim, largest=True)


def _extreme_along(x, dim, keepdim, largest):
    """max.dim/min.dim: the extreme and its index, NaN and the first NaN's
    index where the slice has one (torch-mlir's index skipped a NaN:
    sweep 25)."""
    if not _floating(x):
        return NotImplemented
    index = _arg_extreme(x, dim, True, largest)
    values = torch.gather(x, dim, index)
    if not keepdim:
        values, index = values.squeeze(dim), index.squeeze(dim)
    return values, index


def _max_dim(x, dim, keepdim=False):
    return _extreme_along(x, dim, keepdim, largest=True)


def _min_dim(x, dim, keepdim=False):
    return _extreme_along(x, dim, keepdim, largest=False)


def _isfinite(x):
    """Neither NaN nor infinite (torch-mlir has no lowering of isfinite)."""
    if x.is_complex():
        return NotImplemented
    if not _floating(x):
        return torch.ones_like(x, dtype=torch.bool)
    return ~torch.isnan(x) & (x.abs() != float("inf"))


def _argmin(x, dim=None, keepdim=False):
    return _arg_extreme(x, dim, keepdim, largest=False)


def _one_hot_of(one_hot):
    """F.one_hot as a comparison with the class ids where num_classes is
    given, else `one_hot` (torch's, which reads the largest index). An id
    out of range gives a row of zeros here, where eager raises."""
    def traceable(index, num_classes=-1):
        if num_classes < 0:
            return one_hot(index, num_classes)
        classes = torch.arange(num_classes, device=index.device)
        return (index.unsqueeze(-1) == classes).to(torch.int64)
    return traceable


# The most elements _scatter_src's comparison may hold (index elements
# times the scattered dimension's size): 64 MB of f32.
_MAX_SCATTER_COMPARISONS = 1 << 24


def _scattered(input, dim, index, src):
    """Scatter's values along `dim` as a comparison of the indices with the
    positions and a masked sum: (the sums of `src` at each position, where
    an index hit it), both of input's shape; None where the comparison
    would be larger than _MAX_SCATTER_COMPARISONS (or a 0-d input)."""
    if input.dim() == 0:
        return None
    dim = dim % input.dim()
    size = input.shape[dim]
    if index.numel() * size > _MAX_SCATTER_COMPARISONS or index.dim() != input.dim():
        return None
    src = src[tuple(slice(0, n) for n in index.shape)]
    shape = [1] * (index.dim() + 1)
    shape[dim + 1] = size
    positions = torch.arange(size, device=index.device).reshape(shape)
    hits = index.unsqueeze(dim + 1) == positions  # index.shape with `size` after dim
    values = torch.where(hits, src.unsqueeze(dim + 1), torch.zeros((), dtype=src.dtype))
    values, hit = values.sum(dim), hits.any(dim).to(torch.int8)
    # index.shape with `dim` now `size` long; padded to input's shape (an
    # index smaller than input leaves the rest of it as it is).
    padding = []
    for have, want in zip(reversed(values.shape), reversed(input.shape)):
        padding += [0, want - have]
    if any(padding):
        values, hit = F.pad(values, padding), F.pad(hit, padding)
    return values, hit.to(torch.bool)


def _scatter_src(input, dim, index, src):
    """aten.scatter.src (top-k's backward, a dense MoE's combine) through
    _scattered; torch-mlir crashed on it (SIGSEGV; sweep 17). Where
    indices repeat, the values add up (torch leaves which one is written
    unspecified). Too large: the op as it is."""
    scattered = _scattered(input, dim, index, src)
    if scattered is None:
        return NotImplemented
    values, hit = scattered
    return torch.where(hit, values, input).to(input.dtype)


def _scatter_value(input, dim, index, value):
    """aten.scatter.value: `value` wherever an index points (repeats
    write the same value). torch-mlir aborted on it (DeBERTa's relative
    attention, trained; sweep 18)."""
    scattered = _scattered(input, dim, index, input.new_zeros(index.shape))
    if scattered is None:
        return NotImplemented
    return torch.where(scattered[1], torch.full((), value, dtype=input.dtype), input)


def _diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """`input` with its diagonal (offset, dim1, dim2) replaced by `src`, as
    a select over a mask, which torch-mlir lowers (it has no lowering of
    aten.diagonal_scatter, diagonal's backward: sweep 25's InfoNCE loss)."""
    rank = input.dim()
    dim1, dim2 = dim1 % rank, dim2 % rank
    rows = torch.arange(input.shape[dim1]).view([-1 if d == dim1 else 1 for d in range(rank)])
    cols = torch.arange(input.shape[dim2]).view([-1 if d == dim2 else 1 for d in range(rank)])
    # The diagonal's k-th element sits at row k (offset >= 0) or column k.
    along, across = (dim1, dim2) if offset >= 0 else (dim2, dim1)
    padded = torch.nn.functional.pad(src, (0, input.shape[along] - src.shape[-1]))
    rest = iter(range(rank - 2))
    order = [rank - 2 if d == along else rank - 1 if d == across else next(rest)
             for d in range(rank)]
    placed = padded.unsqueeze(-1).permute(order)
    return torch.where(cols - rows == offset, placed.to(input.dtype), input)


def _cropped_then_padded(x, pad, value=0):
    """aten.constant_pad_nd with negative pads as slices first: torch-mlir
    returned the input unchanged where one side of a dimension is padded
    and the other cropped (RWKV's time shift, ZeroPad2d((0, 0, 1, -1)):
    every output wrong, sweep 38)."""
    if all(p >= 0 for p in pad) or all(p <= 0 for p in pad):
        return NotImplemented  # (lowered right)
    for i, (low, high) in enumerate(zip(pad[::2], pad[1::2])):
        dim = x.dim() - 1 - i
        start, end = max(-low, 0), x.size(dim) - max(-high, 0)
        x = x.narrow(dim, start, max(end - start, 0))
    return torch.constant_pad_nd(x, [max(p, 0) for p in pad], value)


def _widened_extreme(extreme):
    """A max or min of 8- and 16-bit integers (and booleans) in int32: torch-
    mlir has no initial value for those reductions and crashed (`int(t.max())`
    of a uint8 tensor: SIGSEGV in createInitElementForReduceOp, sweep 40)."""
    def decomposition(x, *args, **kwargs):
        if x.dtype not in (torch.uint8, torch.int8, torch.int16, torch.bool):
            return NotImplemented
        return extreme(x.to(torch.int32), *args, **kwargs).to(x.dtype)
    return decomposition


def _topk_sorted(x, k, dim=-1, largest=True, sorted=True):
    """topk(sorted=False) as the sorted one, a valid answer (its order is
    unspecified): torch-mlir lowers only sorted (Informer's ProbSparse
    attention, sweep 38)."""
    if sorted:
        return NotImplemented
    return torch.topk(x, k, dim, largest, True)


def _masked_scatter_backward(grad, mask, sizes):
    """The source's gradient: the masked elements of `grad` in order, zeros
    after them. torch selects them (a size the mask decides); here each
    masked element adds into its rank among them, the others into a spare
    slot (LLaVA's image features merged into the text, sweep 38)."""
    count = math.prod(sizes)
    mask = mask.expand_as(grad).reshape(-1)
    rank = torch.cumsum(mask.to(torch.int64), 0) - 1
    slot = torch.where(mask & (rank < count), rank, count)
    flat = torch.zeros(count + 1, dtype=grad.dtype, device=grad.device)
    return flat.scatter_add(0, slot, grad.reshape(-1))[:count].reshape(sizes)


# Lanczos's approximation of the gamma function (g = 7, nine terms).
_LANCZOS = (0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012,
            9.9843695780195716e-6, 1.5056327351493116e-7)


def _lgamma(x):
    """log|Gamma(x)| in f64 (Lanczos; reflected below 1/2): torch-mlir has
    no lowering of aten.lgamma (the Student-t, negative binomial and Poisson
    log-likelihoods: transformers' time-series models, sweep 38)."""
    if not x.is_floating_point():
        return NotImplemented
    wide = x.to(torch.float64)
    reflected = wide < 0.5
    z = torch.where(reflected, 1 - wide, wide) - 1
    series = sum(c / (z + i) for i, c in enumerate(_LANCZOS[1:], 1)) + _LANCZOS[0]
    t = z + 7.5
    value = 0.5 * math.log(2 * math.pi) + (z + 0.5) * torch.log(t) - t + torch.log(series)
    value = torch.where(reflected, math.log(math.pi)
                        - torch.log(torch.abs(torch.sin(math.pi * wide))) - value, value)
    return value.to(x.dtype)


def _digamma(x):
    """d/dx lgamma(x) in f64 (lgamma's backward): six steps of the
    recurrence, then the asymptotic series; reflected below 1/2."""
    if not x.is_floating_point():
        return NotImplemented
    wide = x.to(torch.float64)
    reflected = wide < 0.5
    y = torch.where(reflected, 1 - wide, wide)
    shift = sum(1 / (y + k) for k in range(6))
    y = y + 6
    inverse = 1 / (y * y)
    value = (torch.log(y) - 0.5 / y - inverse * (1 / 12 - inverse * (1 / 120 - inverse * (
        1 / 252 - inverse * (1 / 240 - inverse / 132))))) - shift
    value = torch.where(reflected, value - math.pi / torch.tan(math.pi * wide), value)
    return value.to(x.dtype)


def _empty_strided(size, stride, *, dtype=None, layout=None, device=None, pin_memory=None):
    """aten.empty_strided as aten.empty: torch-mlir lowers no empty_strided
    with a zero size (torchaudio's Emformer: "failed to legalize
    torch.constant.bool"), and a program's values have no strides."""
    return torch.empty(size, dtype=dtype, device=device)


def _scalar_tensor(value, *, dtype=None, device=None):
    if dtype is None:  # the prim's: the number's own type
        dtype = (torch.bool if isinstance(value, bool) else torch.int64
                 if isinstance(value, int) else torch.get_default_dtype())
    return torch.full((), value, dtype=dtype)


def _diagonal_backward(grad, input_sizes, offset, dim1, dim2):
    return _diagonal_scatter(grad.new_zeros(input_sizes), grad, offset, dim1, dim2)


def _scatter_add(input, dim, index, src):
    """aten.scatter_add (a gather's backward): input plus the sums of
    `src` at each position, through _scattered (sweep 18, as above)."""
    scattered = _scattered(input, dim, index, src)
    if scattered is None:
        return NotImplemented
    return (input + scattered[0]).to(input.dtype)


# An EmbeddingBag's bags are found by comparing each index's position with
# every offset, and max bags by masking every row per bag: up to this many
# elements of such products (larger bags stay the op).
_MAX_BAG_COMPARISONS = 1 << 24


def _embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False,
                   per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """aten.embedding_bag (and _embedding_bag) as an embedding's rows
    reduced per bag: a 2-d input's rows are its bags; a 1-d input's bags
    are found from the offsets, each row's bag by comparing its position
    with them, and reduced as a product with the bag membership (sum,
    mean) or a masked max. Empty bags give 0 and padding_idx rows count
    nowhere, as PyTorch. torch-mlir lowers only the summing forward: mean
    and max bags, and training through any, were refused (sweep 27); the
    embedding's own backward now trains it. Returns the op's four results
    (the bag of each index, each bag's size, the max's source rows)."""
    if scale_grad_by_freq or sparse or not weight.is_floating_point():
        return NotImplemented
    if padding_idx is not None and padding_idx < 0:
        padding_idx = None
    dim = weight.shape[1]
    if indices.dim() == 2:
        bags, length = indices.shape
        flat = indices.reshape(-1)
        bag = torch.arange(bags * length, device=indices.device) // length
    elif indices.dim() == 1:
        bags = offsets.shape[0] - (1 if include_last_offset else 0)
        flat = indices
        position = torch.arange(indices.shape[0], device=indices.device)
        bag = (offsets[None, :bags] <= position[:, None]).sum(1) - 1
        if include_last_offset:
            bag = torch.where(position < offsets[bags], bag, -1)
    else:
        return NotImplemented
    if bags * flat.shape[0] * (dim if mode == 2 else 1) > _MAX_BAG_COMPARISONS:
        return NotImplemented
    rows = torch.nn.functional.embedding(flat, weight)
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.reshape(-1)[:, None].to(rows.dtype)
    member = bag[None, :] == torch.arange(bags, device=indices.device)[:, None]
    if padding_idx is not None:
        member = member & (flat != padding_idx)[None, :]
    size = member.sum(1)
    if mode == 2:
        masked = torch.where(member[:, :, None], rows[None, :, :],
                             torch.full((), float("-inf"), dtype=rows.dtype))
        source = masked.argmax(1)
        output = torch.where((size > 0)[:, None], masked.amax(1),
                             torch.zeros((), dtype=rows.dtype))
        max_indices = torch.where((size > 0)[:, None], flat[source], 0)
    else:
        output = member.to(rows.dtype) @ rows
        if mode == 1:
            output = output / torch.clamp(size, min=1)[:, None].to(rows.dtype)
        max_indices = torch.zeros(bags, dtype=torch.int64, device=indices.device)
    return output, bag.to(torch.int64), size.to(torch.int64), max_indices.to(torch.int64)


def _embedding_bag_backward(grad, indices, offsets, offset2bag, bag_size, maximum_indices,
                            num_weights, scale_grad_by_freq, mode, sparse,
                            per_sample_weights=None, padding_idx=-1):
    """The weight's gradient of an embedding bag: autograd records the
    forward op's own backward even where _embedding_bag decomposed it.
    Each index's row gets its bag's gradient (over the bag's size for a
    mean, times its weight where given), through one-hot products; a max
    bag's gradient goes to the rows its maximum came from. Bags come from
    `offset2bag` (the bag of each index, which the forward returned)."""
    if scale_grad_by_freq or sparse or indices.dim() != 1:
        return NotImplemented
    bags, dim = grad.shape
    if (indices.shape[0] * max(bags, num_weights) > _MAX_BAG_COMPARISONS
            or (mode == 2 and bags * dim * num_weights > _MAX_BAG_COMPARISONS)):
        return NotImplemented
    rows = torch.arange(num_weights, device=grad.device)
    member = offset2bag[None, :] == torch.arange(bags, device=grad.device)[:, None]
    if padding_idx is not None and padding_idx >= 0:
        member = member & (indices != padding_idx)[None, :]
    if mode == 2:
        # An empty bag's (or one of padding rows only) maximum index is 0,
        # a row its zero output never read (review: row 0 trained).
        hit = (maximum_indices[:, :, None] == rows) & (member.sum(1) > 0)[:, None, None]
        return torch.einsum("bdw,bd->wd", hit.to(grad.dtype), grad)
    if mode == 1:
        grad = grad / torch.clamp(member.sum(1), min=1)[:, None].to(grad.dtype)
    per_index = member.to(grad.dtype).t() @ grad
    if per_sample_weights is not None:
        per_index = per_index * per_sample_weights[:, None].to(grad.dtype)
    return (indices[:, None] == rows[None, :]).to(grad.dtype).t() @ per_index


def _per_dimension(count, *lists):
    """The lists with one value per spatial dimension, or None where they
    have it: torch takes `[0]` for every dimension, torch-mlir reads
    padding[1] beyond it (Conv2d(padding="valid") with a stride traced so:
    a garbage size in its IR, a different one each run, sweep 38)."""
    if all(len(values) == count for values in lists):
        return None
    return [list(values) * count if len(values) == 1 else list(values) for values in lists]


def _convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding,
                 groups):
    lists = _per_dimension(input.dim() - 2, stride, padding, dilation, output_padding)
    if lists is None:
        return NotImplemented
    return torch.ops.aten.convolution(input, weight, bias, *lists[:3], transposed, lists[3],
                                      groups)


def _convolution_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation,
                          transposed, output_padding, groups, output_mask):
    """convolution_backward in the forms torch-mlir lowers: it emitted
    invalid IR for grouped convolutions (depthwise: MobileNet, ConvNeXt)
    and had no lowering of a transposed convolution's (sweep 17). Grouped:
    one ungrouped backward per group, concatenated. Transposed: the
    gradient of its input is the ordinary convolution of the output's
    gradient, and of its weight the weight gradient of the ordinary
    convolution that maps the output's gradient to the input (the
    transposed convolution is that convolution's adjoint). Ungrouped and
    not transposed: the op as it is."""
    spatial = list(range(2, grad_output.dim()))
    lists = _per_dimension(len(spatial), stride, padding, dilation, output_padding)
    if lists:
        return torch.ops.aten.convolution_backward(
            grad_output, input, weight, bias_sizes, *lists[:3], transposed, lists[3], groups,
            output_mask)
    grad_bias = grad_output.sum([0] + spatial) if output_mask[2] else None
    if transposed:
        grad_input = grad_weight = None
        if output_mask[0]:
            grad_input = torch.ops.aten.convolution(grad_output, weight, None, stride, padding,
                                                    dilation, False, [0] * len(spatial), groups)
        if output_mask[1]:
            grad_weight = torch.ops.aten.convolution_backward(
                input, grad_output, weight, None, stride, padding, dilation, False,
                [0] * len(spatial), groups, [False, True, False])[1]
        return grad_input, grad_weight, grad_bias
    if groups == 1:
        return NotImplemented
    if grad_output.dim() == 4 and not any(output_padding):
        return _grouped_convolution_backward_2d(grad_output, input, weight, stride, padding,
                                                dilation, groups, output_mask, grad_bias)
    if grad_output.dim() == 3 and not any(output_padding):
        # 1-d as 2-d over a height of one (a Conformer's depthwise conv1d
        # of 256 channels was 256 backward convolutions).
        grad_input, grad_weight, _ = _grouped_convolution_backward_2d(
            grad_output.unsqueeze(2), input.unsqueeze(2), weight.unsqueeze(2),
            [1, stride[0]], [0, padding[0]], [1, dilation[0]], groups, output_mask, None)
        return (None if grad_input is None else grad_input.squeeze(2),
                None if grad_weight is None else grad_weight.squeeze(2), grad_bias)
    parts = [torch.ops.aten.convolution_backward(
        g, x, w, None, stride, padding, dilation, False, output_padding, 1,
        [output_mask[0], output_mask[1], False])
        for g, x, w in zip(grad_output.chunk(groups, 1), input.chunk(groups, 1),
                           weight.chunk(groups, 0))]
    grad_input = torch.cat([p[0] for p in parts], 1) if output_mask[0] else None
    grad_weight = torch.cat([p[1] for p in parts], 0) if output_mask[1] else None
    return grad_input, grad_weight, grad_bias


def _grouped_convolution_backward_2d(grad_output, input, weight, stride, padding, dilation,
                                     groups, output_mask, grad_bias):
    """A grouped 2-d convolution's backward as one product over all groups:
    the input's windows (im2col) against the output's gradient give the
    weight's gradient, and the weight against the output's gradient give
    the windows' gradient, summed back into the input (col2im). One
    backward per group had made a depthwise layer of 576 channels 576
    convolutions: MobileNetV3's training step held 5,478 ops and its
    compile ran past 10 minutes (sweep 33)."""
    n, c_in, h, w = input.shape
    c_out, c_in_g, kh, kw = weight.shape
    c_out_g = c_out // groups
    windows = dict(kernel_size=(kh, kw), dilation=dilation, padding=padding, stride=stride)
    go = grad_output.reshape(n, groups, c_out_g, -1)
    grad_input = grad_weight = None
    if output_mask[1]:
        cols = F.unfold(input, **windows).reshape(n, groups, c_in_g * kh * kw, -1)
        grad_weight = torch.einsum("ngkl,ngol->gok", cols, go).reshape(weight.shape)
    if output_mask[0]:
        w_g = weight.reshape(groups, c_out_g, c_in_g * kh * kw)
        cols = torch.einsum("gok,ngol->ngkl", w_g, go).reshape(n, c_in * kh * kw, -1)
        grad_input = F.fold(cols, output_size=(h, w), **windows)
    return grad_input, grad_weight, grad_bias


def _final_states_shaped_like_inputs(lstm):
    """torch's decomposition of aten.lstm with its final states (h_n, c_n)
    shaped as the initial ones are: it squeezes each layer's state on the
    wrong dimension (`hx.squeeze(1)` of a (1, batch, hidden) state), so
    h_n came out (layers, 1, batch, hidden), and a classifier on the
    concatenated final states of a bidirectional LSTM computed other values
    (sweep 17: 0.18 off)."""
    def decomposed(input, hx, *args, **kwargs):
        output, h, c = lstm(input, hx, *args, **kwargs)
        return output, h.reshape(hx[0].shape), c.reshape(hx[1].shape)
    return decomposed


def _nearest_sources(out_len, in_len, scale, dtype):
    """(out_len, in_len) one-hot: row i marks the input element output
    element i copies, as torch's nearest upsampling picks it (float32
    floor(i * in/out), or 1/scale when given, clamped to the input)."""
    source = _nearest_source_index(out_len, in_len, scale)
    return (source[:, None] == torch.arange(in_len)[None, :]).to(dtype)


def _nearest_source_index(out_len, in_len, scale):
    """The input element each output element copies under torch's nearest
    upsampling: itself at the same size, i // 2 at twice it (whatever the
    scales say), else floor(i * in/out) in float32 (1/scale when given),
    clamped to the input."""
    out = torch.arange(out_len, dtype=torch.int64)
    if out_len == in_len:
        return out
    if out_len == 2 * in_len:
        return out // 2
    step = in_len / out_len if scale is None or scale <= 0 else 1.0 / scale
    source = torch.arange(out_len, dtype=torch.float32) * step
    return torch.clamp(source.floor().to(torch.int64), max=in_len - 1)


def _upsample_nearest(spatial):
    """Nearest upsampling over the last `spatial` dimensions as one
    index_select per dimension, the sources clamped to the input as torch's
    kernel clamps them. torch's own decomposition does not clamp: with
    scales that put a source past the input (an 8 x 11 output of a 2 x 2
    input at scales 2.3, 4.7) it failed inside the trace with an
    IndexError (sweep 34, torch-mlir's own e2e suite)."""
    def decomposition(x, output_size, *scales):
        scales = list(scales) + [None] * spatial
        for d in range(spatial):
            axis = x.dim() - spatial + d
            source = _nearest_source_index(output_size[d], x.shape[axis], scales[d])
            x = x.index_select(axis, source)
        return x
    return decomposition


def _adaptive_windows(out_len, in_len, dtype):
    """(out_len, in_len): row i averages adaptive pooling's window i, from
    floor(i * in / out) to ceil((i + 1) * in / out)."""
    i = torch.arange(out_len)
    start = (i * in_len) // out_len
    end = ((i + 1) * in_len + out_len - 1) // out_len
    j = torch.arange(in_len)
    inside = (j[None, :] >= start[:, None]) & (j[None, :] < end[:, None])
    # Divided in f32 at least: 1/3 rounded to bf16 is 0.5% off.
    work = torch.promote_types(dtype, torch.float32)
    return (inside.to(work) / (end - start)[:, None].to(work)).to(dtype)


def _adaptive_avg_pool2d_backward(grad_output, self):
    """The gradient of adaptive average pooling: each input element gets
    the output gradients of the windows holding it, each over its window's
    size, as two products with the window matrices. torch-mlir has no
    lowering of it: training through AdaptiveAvgPool2d((4, 4)) (a VGG
    head) or AdaptiveAvgPool1d was refused (sweep 20)."""
    rows = _adaptive_windows(grad_output.shape[-2], self.shape[-2], grad_output.dtype)
    cols = _adaptive_windows(grad_output.shape[-1], self.shape[-1], grad_output.dtype)
    return torch.einsum("...hw,hi,wj->...ij", grad_output, rows, cols)


def _avg_pool_windows(out_len, in_len, kernel, stride, pad, count_include_pad, dtype):
    """(out_len, in_len): row o holds 1/divisor at the input elements window
    o averages, the divisor along this dimension as torch's CPU kernel
    takes it (windows clipped to the padded input, then to the input; the
    padding counted or not). A window's divisor is the product of its
    dimensions' (or divisor_override)."""
    start = torch.arange(out_len) * stride - pad
    end = torch.clamp(start + kernel, max=in_len + pad)
    size = end - start
    start, end = torch.clamp(start, min=0), torch.clamp(end, max=in_len)
    j = torch.arange(in_len)
    inside = (j[None, :] >= start[:, None]) & (j[None, :] < end[:, None])
    divisor = torch.clamp(size if count_include_pad else end - start, min=1)
    return inside.to(dtype) / divisor[:, None].to(dtype)


def _avg_pool_backward(spatial):
    """The gradient of average pooling over the last `spatial` dimensions
    (2: avg_pool2d's, which 1-d pooling runs as; 3): each input element
    gets the output gradients of the windows holding it, over their
    divisors, as one product per dimension with the window matrices
    (ceil_mode is in the output's size). torch-mlir has no lowering of it:
    a training step through AvgPool was refused naming only a constant
    left around it (sweep 27)."""
    def backward(grad_output, self, kernel_size, stride, padding, ceil_mode,
                 count_include_pad, divisor_override=None):
        def at(values, d):
            values = list(values) or list(kernel_size)
            return values[d] if len(values) > 1 else values[0]

        # In f32 at least, rounded once: 1/3 in bf16 is 0.5% off (the
        # review saw 1% against eager).
        work = torch.promote_types(grad_output.dtype, torch.float32)
        windows = []
        for d in range(spatial):
            window = _avg_pool_windows(
                grad_output.shape[d - spatial], self.shape[d - spatial], at(kernel_size, d),
                at(stride, d), at(padding, d) if list(padding) else 0,
                count_include_pad, work)
            if divisor_override is not None:
                window = (window != 0).to(work)
            windows.append(window)
        letters = "dhw"[3 - spatial:]
        spec = ("..." + letters + "," + ",".join(c + c.upper() for c in letters) + "->..." +
                letters.upper())
        grad = torch.einsum(spec, grad_output.to(work), *windows)
        if divisor_override is not None:
            grad = grad / divisor_override
        return grad.to(grad_output.dtype)
    return backward


def _linear_sources(out_len, in_len, align_corners, scale, dtype):
    """(out_len, in_len): row i holds the weights output element i takes
    from the input under torch's linear interpolation (the two neighbours
    of its source position, computed in float32 as torch does)."""
    out = torch.arange(out_len, dtype=torch.float32)
    if align_corners:
        source = out * ((in_len - 1) / (out_len - 1) if out_len > 1 else 0.0)
    else:
        ratio = in_len / out_len if scale is None or scale <= 0 else 1.0 / scale
        source = torch.clamp((out + 0.5) * ratio - 0.5, min=0.0)
    low = torch.clamp(source.floor(), max=in_len - 1)
    high = torch.clamp(low + 1, max=in_len - 1)
    weight = source - low
    columns = torch.arange(in_len, dtype=torch.float32)
    return ((1 - weight)[:, None] * (low[:, None] == columns)
            + weight[:, None] * (high[:, None] == columns)).to(dtype)


def _cubic_sources(out_len, in_len, align_corners, scale, dtype):
    """(out_len, in_len): row i holds the weights output element i takes
    from the input under torch's bicubic interpolation (Keys' kernel with
    A = -0.75 on the four neighbours of its source position, which is not
    clamped to 0; taps past an edge read the edge), in float32 as torch's
    kernel computes them."""
    out = torch.arange(out_len, dtype=torch.float32)
    if align_corners:
        source = out * ((in_len - 1) / (out_len - 1) if out_len > 1 else 0.0)
    else:
        ratio = in_len / out_len if scale is None or scale <= 0 else 1.0 / scale
        source = (out + 0.5) * ratio - 0.5
    low = source.floor()
    t = source - low
    a = -0.75

    def near(x):  # |x| <= 1
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def far(x):  # 1 < |x| < 2
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    columns = torch.arange(in_len, dtype=torch.float32)
    matrix = torch.zeros(out_len, in_len, dtype=torch.float32)
    for offset, weight in ((-1, far(t + 1)), (0, near(t)), (1, near(1 - t)), (2, far(2 - t))):
        tap = torch.clamp(low + offset, min=0, max=in_len - 1)
        matrix = matrix + weight[:, None] * (tap[:, None] == columns)
    return matrix.to(dtype)


def _nearest_exact_sources(out_len, in_len, scale, dtype):
    """(out_len, in_len) one-hot: nearest-exact upsampling copies input
    element floor((i + 0.5) * in/out) (1/scale when given), clamped."""
    step = in_len / out_len if scale is None or scale <= 0 else 1.0 / scale
    source = (torch.arange(out_len, dtype=torch.float32) + 0.5) * step
    source = torch.clamp(source.floor().to(torch.int64), max=in_len - 1)
    return (source[:, None] == torch.arange(in_len)[None, :]).to(dtype)


def _antialiased_sources(taps, kernel):
    """An interpolation-matrix function for antialiased resizing with
    `kernel` (`taps` wide at scale 1): as torch's CPU kernel computes
    them, output element i reads the inputs within the kernel's support
    (widened by the scale when downsampling) around scale * (i + 0.5),
    weighted by the kernel stretched likewise, normalized to sum to 1."""
    def sources(out_len, in_len, align_corners, scale, dtype):
        if align_corners:
            ratio = (in_len - 1) / (out_len - 1) if out_len > 1 else 0.0
        else:
            ratio = in_len / out_len if scale is None or scale <= 0 else 1.0 / scale
        support = taps / 2 * ratio if ratio >= 1.0 else taps / 2
        stretch = 1.0 / ratio if ratio >= 1.0 else 1.0
        center = (torch.arange(out_len, dtype=torch.float32) + 0.5) * ratio
        low = torch.clamp((center - support + 0.5).to(torch.int64), min=0)
        high = torch.clamp((center + support + 0.5).to(torch.int64), max=in_len)
        j = torch.arange(in_len)
        inside = (j[None, :] >= low[:, None]) & (j[None, :] < high[:, None])
        weight = kernel(((j[None, :] - center[:, None]) + 0.5) * stretch) * inside
        total = weight.sum(1, keepdim=True)
        weight = torch.where(total != 0, weight / torch.where(total != 0, total, 1.0), weight)
        return weight.to(dtype)
    return sources


def _triangle(x):
    return torch.clamp(1 - x.abs(), min=0)


def _keys_half(x):
    """Keys' cubic kernel with a = -0.5 (antialiased bicubic's, as PIL's)."""
    x, a = x.abs(), -0.5
    near = ((a + 2) * x - (a + 3)) * x * x + 1
    far = (((x - 5) * x + 8) * x - 4) * a
    return torch.where(x < 1, near, torch.where(x < 2, far, torch.zeros_like(x)))


def _resampling(sources, spatial, forward, has_align=True):
    """A decomposition of a separable resampling over the last `spatial`
    dimensions as one product per dimension with its interpolation matrix
    (`sources(out_len, in_len, [align_corners,] scale, dtype)`): the
    forward (input, output_size, [align_corners,] scales...) or its
    backward (grad_output, output_size, input_size, [align_corners,]
    scales...). torch-mlir lowers neither the overloads a traced training
    step holds nor the backwards (bicubic, trilinear, linear and
    nearest-exact training was refused); as products they shard like
    matmuls. Computed in f32 at least, rounded once, as torch's kernels
    accumulate."""
    letters = "dhw"[3 - spatial:]
    outer = "..." + letters.upper()
    inner = "..." + letters
    pairs = ",".join(c.upper() + c for c in letters)

    def decomposition(x, output_size, *rest):
        if forward:
            in_sizes = x.shape[-spatial:]
        else:
            in_sizes, rest = rest[0][-spatial:], rest[1:]
        align = (rest[0],) if has_align else ()
        scales = list(rest[1:] if has_align else rest) + [None] * spatial
        work = torch.promote_types(x.dtype, torch.float32)
        matrices = [sources(output_size[d], in_sizes[d], *align, scales[d], work)
                    for d in range(spatial)]
        spec = (inner + "," + pairs + "->" + outer if forward
                else outer + "," + pairs + "->" + inner)
        return torch.einsum(spec, x.to(work), *matrices).to(x.dtype)
    return decomposition


def _unfold_backward(grad, input_size, dimension, size, step):
    """The gradient of Tensor.unfold: input element l gets the window
    elements that copy it, as a product with the one-hot (windows, size,
    length) map of w * step + k == l. torch's own decomposition unfolds an
    index tensor and accumulates through an index_put, which torch-mlir
    could not lower: training through Tensor.unfold was refused."""
    if len(input_size) == 0:
        return grad.reshape(())
    dim = dimension % len(input_size)
    length, windows = input_size[dim], grad.shape[dim]
    if windows * size * length > _MAX_PAIRWISE:
        return NotImplemented
    work = torch.promote_types(grad.dtype, torch.float32)
    start = torch.arange(windows)[:, None, None] * step
    copies = (start + torch.arange(size)[None, :, None]) == torch.arange(length)[None, None, :]
    moved = grad.movedim(dim, -2).to(work)  # [..., windows, size]
    result = torch.einsum("...wk,wkl->...l", moved, copies.to(work))
    return result.movedim(-1, dim).to(grad.dtype)


def _multi_margin_loss_backward(grad_output, input, target, p, margin, weight=None,
                                reduction=1):
    """The gradient of multi_margin_loss: each class i other than the
    target y whose margin - x[y] + x[i] is positive adds p * that^(p-1)
    (times weight[y]) over the class count to x[i] and takes it from x[y].
    torch has no decomposition of it and torch-mlir no lowering."""
    x = torch.atleast_2d(input)
    classes = x.shape[1]
    y = torch.atleast_1d(target).reshape(-1, 1)
    work = torch.promote_types(x.dtype, torch.float32)
    x = x.to(work)
    picked = torch.gather(x, 1, y)
    z = margin - picked + x
    others = torch.arange(classes)[None, :] != y
    active = (z > 0) & others
    slope = active.to(work) if p == 1 else 2 * z * active.to(work)
    if weight is not None:
        slope = slope * weight.to(work)[y]
    slope = slope / classes
    if reduction == 0:  # none: one gradient per sample
        slope = slope * grad_output.to(work).reshape(-1, 1)
    else:
        slope = slope * grad_output.to(work)
        if reduction == 1:  # mean
            slope = slope / x.shape[0]
    own = (torch.arange(classes)[None, :] == y).to(work)
    grad = slope - own * slope.sum(1, keepdim=True)
    return grad.reshape(input.shape).to(input.dtype)


def _adaptive_max_pool2d_backward(grad_output, input, indices):
    """The gradient of adaptive max pooling: each output's gradient goes
    to the input element its index names (summed where windows share
    one), as a scatter_add over the flattened plane (torch-mlir has no
    lowering of the backward)."""
    plane = input.shape[-2] * input.shape[-1]
    flat_grad = grad_output.reshape(grad_output.shape[:-2] + (-1,))
    flat_index = indices.reshape(indices.shape[:-2] + (-1,))
    zeros = torch.zeros(input.shape[:-2] + (plane,), dtype=grad_output.dtype)
    grad = _scatter_add(zeros, -1, flat_index, flat_grad)
    if grad is NotImplemented:
        return NotImplemented
    return grad.reshape(input.shape)


def _strided_positions(size, stride, offset):
    """The storage positions an as_strided view of `size` and `stride` at
    `offset` reads, as Python ints (the view's shape, row-major)."""
    positions = [offset or 0]
    for length, step in zip(size, stride):
        positions = [p + i * step for p in positions for i in range(length)]
    return positions


def _strided_index(size, stride, offset):
    """The positions of _strided_positions as a traced int64 tensor of the
    view's shape (arange arithmetic: a constant made by torch.tensor while
    tracing leaves a detach_ torch-mlir cannot lower)."""
    index = torch.full((1,) * len(size), offset or 0, dtype=torch.int64)
    for d, (length, step) in enumerate(zip(size, stride)):
        shape = [1] * len(size)
        shape[d] = length
        index = index + torch.arange(length, dtype=torch.int64).reshape(shape) * step
    return index.expand(list(size))


def _as_strided(x, size, stride, storage_offset=None):
    """A strided view of `x`'s elements in order (x contiguous, its own
    storage): a reshape where the view reads them all in order (pooling to
    1 x 1 restrides a channels-last result: only size-1 dimensions' strides
    differ), else a gather of the positions it reads. torch-mlir lowers no
    as_strided: training through a pool of a permuted tensor (the heads of
    torchvision's Swin and ConvNeXt) was refused (sweep 33)."""
    try:
        plain = x.is_contiguous() and x.storage_offset() == 0
    except (RuntimeError, NotImplementedError):
        return NotImplemented
    count = 1
    for length in size:
        count *= length
    if not plain or count > _MAX_STRIDED_POSITIONS:
        return NotImplemented
    positions = _strided_positions(size, stride, storage_offset)
    if count and (max(positions) >= x.numel() or min(positions) < 0):
        return NotImplemented
    flat = x.reshape(-1)
    if positions == list(range(x.numel())):
        return flat.reshape(size)
    return flat[_strided_index(size, stride, storage_offset).reshape(-1)].reshape(size)


def _as_strided_scatter(input, src, size, stride, storage_offset=None):
    """`input` with an as_strided view of it replaced by `src` (as_strided's
    backward): `src` itself where the view covers every element in order,
    else a write at the positions it covers, when they are distinct."""
    try:
        plain = input.is_contiguous() and input.storage_offset() == 0
    except (RuntimeError, NotImplementedError):
        return NotImplemented
    if not plain or src.numel() > _MAX_STRIDED_POSITIONS:
        return NotImplemented
    positions = _strided_positions(size, stride, storage_offset)
    if positions == list(range(input.numel())):
        return src.reshape(input.shape).to(input.dtype)
    if (len(set(positions)) != len(positions) or not input.is_floating_point()
            or (positions and (max(positions) >= input.numel() or min(positions) < 0))):
        return NotImplemented
    index = _strided_index(size, stride, storage_offset).reshape(-1)
    hit = torch.zeros(input.numel()).index_add(0, index, torch.ones(len(positions))) > 0
    placed = torch.zeros(input.numel(), dtype=src.dtype).index_add(
        0, index, src.reshape(-1))
    return torch.where(hit, placed.to(input.dtype), input.reshape(-1)).reshape(input.shape)


# The most elements of pairwise differences (cdist) or of a window map
# (unfold's backward) a decomposition materializes.
_MAX_PAIRWISE = 1 << 24


def _pairwise_elements(x1, x2):
    count = x1.shape[-2] * x2.shape[-2] * x1.shape[-1]
    for size in x1.shape[:-2]:
        count *= size
    return count


def _cdist_forward(x1, x2, p, compute_mode=None):
    """Pairwise p-norm distances from the differences of every pair (torch
    takes this exact path for p other than 2, and for p = 2 when both sides
    have 25 rows or fewer; torch-mlir has no lowering of it: cdist on small
    sets was refused). Up to _MAX_PAIRWISE elements of differences."""
    if _pairwise_elements(x1, x2) > _MAX_PAIRWISE:
        return NotImplemented
    if x1.shape[-1] == 0:
        return torch.zeros(x1.shape[:-1] + (x2.shape[-2],), dtype=x1.dtype)
    diff = (x1[..., :, None, :] - x2[..., None, :, :]).abs()
    if p == 0:
        return (diff != 0).to(x1.dtype).sum(-1)
    if p == 1:
        return diff.sum(-1)
    if p == 2:
        return diff.square().sum(-1).sqrt()
    if p == float("inf"):
        return diff.amax(-1)
    return diff.pow(p).sum(-1).pow(1.0 / p)


def _cdist_backward(grad, x1, x2, p, cdist):
    """The gradient of _cdist_forward for x1 (torch asks again with the
    sides swapped for x2): each pair's difference scaled as the p-norm's
    derivative takes it, zero where a distance is zero, summed over x2."""
    if _pairwise_elements(x1, x2) > _MAX_PAIRWISE:
        return NotImplemented
    diff = x1[..., :, None, :] - x2[..., None, :, :]
    dist = cdist[..., None]
    safe = torch.where(dist == 0, torch.ones_like(dist), dist)
    if p == 0:
        return torch.zeros_like(x1)
    if p == 1:
        slope = diff.sign()
    elif p == 2:
        slope = diff / safe
    elif p == float("inf"):
        slope = diff.sign() * (diff.abs() == dist)
    elif p < 2:
        slope = diff.sign() * diff.abs().pow(p - 1) / safe.pow(p - 1)
    else:
        slope = diff * diff.abs().pow(p - 2) / safe.pow(p - 1)
    # A zero difference has no slope below p = 1 either (0 * inf, NaN).
    flat = (dist == 0) | ((diff == 0) if p < 1 else torch.zeros_like(diff, dtype=torch.bool))
    slope = torch.where(flat, torch.zeros_like(slope), slope)
    return (grad[..., None] * slope).sum(-2)


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


# Ops torch-mlir most often crashes on (SIGSEGV in its lowering, or "LLVM
# ERROR: out of memory"): named in the error where the graph holds them.
_CRASHERS = ("scatter", "scatter_add", "scatter_reduce", "index_put", "_unsafe_index_put",
             "index_add", "masked_scatter", "put")


def _likely_crashers(gm):
    """The graph's ops of _CRASHERS, as aten.NAME.OVERLOAD, in graph order."""
    found = []
    for node in gm.graph.nodes:
        name = getattr(node.target, "__name__", "") if node.op == "call_function" else ""
        if name.split(".")[0] in _CRASHERS and f"aten.{name}" not in found:
            found.append(f"aten.{name}")
    return found


def _unlowered_suspects(gm):
    """The graph's strided views and scatters into views (as_strided and its
    backward, *_scatter), which torch-mlir often has no lowering of."""
    found = []
    for node in gm.graph.nodes:
        name = getattr(node.target, "__name__", "") if node.op == "call_function" else ""
        base = name.split(".")[0]
        if (base.startswith("as_strided") or base.endswith("_scatter")) and \
                f"aten.{name}" not in found:
            found.append(f"aten.{name}")
    return found


# Ops whose result's size depends on tensor values: one compiled program
# cannot have them (the trace bakes in the example's count).
_DATA_DEPENDENT = ("nonzero", "masked_select", "argwhere", "unique", "_unique", "_unique2",
                   "unique_dim", "unique_consecutive")


def _node_source(node):
    """`path:line: code` of the model's or loss's line that made `node`
    (the innermost frame of its recorded stack outside torch and cleave),
    or None."""
    trace = node.meta.get("stack_trace") or ""
    return _innermost_user_frame(
        re.findall(r'File "([^"]+)", line (\d+), in [^\n]*\n\s*([^\n]*)', trace))


def _after_topk(node, depth=4):
    """Whether `node` reads a top-k's result within `depth` ops (a router's
    picks compared with an expert's number)."""
    if depth == 0:
        return False
    for arg in node.all_input_nodes:
        if getattr(arg.target, "__name__", "").startswith("topk") or _after_topk(arg, depth - 1):
            return True
    return False


def _refuse_data_dependent(gm, what):
    """A CompileError for boolean-mask indexing (`x[mask]`, `x[mask] = v`)
    and the ops whose result's size depends on values: the example's count
    would be baked in, and torch-mlir ran out of memory on the backward of
    one (sweep 18: ELECTRA's pretraining loss grew its importer by 200 MB/s
    until killed) or failed with an unrelated type error."""
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        name = getattr(node.target, "__name__", "").split(".")[0]
        masked = name in ("index", "index_put", "_unsafe_index_put") and any(
            isinstance(i, torch.fx.Node) and getattr(i.meta.get("val"), "dtype", None) == torch.bool
            for i in (node.args[1] if len(node.args) > 1 and isinstance(node.args[1], (list, tuple))
                      else ()))
        where = _node_source(node)
        if name == "bincount":
            raise CompileError(
                f"cannot compile {what}: aten.bincount "
                + (f"at {where} " if where else "")
                + "gives a tensor whose size depends on the values (the largest + 1, when "
                "above minlength), which one compiled program cannot have; count into a "
                "fixed size instead: torch.zeros(n).index_add_(0, x, torch.ones_like(x, "
                "dtype=torch.float)) or F.one_hot(x, n).sum(0)")
        if not masked and name not in _DATA_DEPENDENT:
            continue
        # PyG's convolutions drop the graph's own self loops before adding
        # theirs (sweep 36: GCNConv, GATConv refused, the fix not named).
        loops = bool(where and where.startswith("torch_geometric/nn/conv/")
                     and re.search(r"self_loops|gcn_norm", where))
        raise CompileError(
            f"cannot compile {what}: "
            f"{'boolean-mask indexing (x[mask])' if masked else 'aten.' + name} "
            + (f"at {where} " if where else "")
            + "gives a tensor whose size depends on the values in the mask, which one "
            "compiled program cannot have; keep the shape instead: torch.where(mask, x, 0) "
            "or x * mask (and a mean as a sum divided by mask.sum()), "
            "or F.cross_entropy's ignore_index for tokens to leave out"
            + ("; here torch_geometric removes the graph's existing self loops before "
               "adding one per node: construct the layer with add_self_loops=False and pass "
               "edge_index with the loops already added "
               "(torch_geometric.utils.add_self_loops(edge_index)[0], outside the compiled "
               "model)" if loops else "")
            + ("; this looks like a mixture of experts picking each expert's tokens: route "
               "densely instead, every expert on every token weighted by its gate (zero where "
               "the router did not pick it: torch.zeros_like(logits).scatter(-1, top_index, "
               "top_weight)), which computes the same and shards over the experts"
               if where and "expert" in where.lower() or _after_topk(node) else ""))


def _refuse_fft(gm, what):
    """A CompileError for the torch.fft ops torch-mlir does not lower (all
    but rfft) and for the absolute value of a complex tensor: they failed
    inside torch-mlir with an illegal torch.operator or "'math.absf' op
    operand #0 must be floating-point-like" (sweep 20)."""
    for node in gm.graph.nodes:
        name = getattr(node.target, "__name__", "").split(".")[0]
        if node.op != "call_function":
            continue
        if name.startswith(("fft_", "_fft_")) and name != "fft_rfft":
            problem = (f"aten.{name} (torch.fft) has no lowering in torch-mlir (of torch.fft "
                       "it lowers rfft only)")
        elif name == "abs" and getattr(node.args[0].meta.get("val"), "is_complex",
                                       lambda: False)():
            problem = ("the absolute value of a complex tensor has no lowering in torch-mlir; "
                       "write it as torch.view_as_real(z).pow(2).sum(-1).sqrt()")
        else:
            continue
        where = _node_source(node)
        raise CompileError(f"cannot compile {what}: {problem}"
                           + (f" (at {where})" if where else ""))


def _data_limit():
    """Bytes of data the torch-mlir child may hold: what it inherits from
    this process (RLIMIT_DATA counts it) plus half of the memory available
    now. Unbounded, one import grew by 200 MB/s until the kernel killed
    it, starving everything else (sweep 18)."""
    try:
        with open("/proc/self/status") as status:
            data = next(int(line.split()[1]) for line in status if line.startswith("VmData:"))
        with open("/proc/meminfo") as meminfo:
            available = next(int(line.split()[1]) for line in meminfo
                             if line.startswith("MemAvailable:"))
    except (OSError, StopIteration, ValueError, IndexError):
        return None
    return (data + available // 2) * 1024


def _isolated(work, failure, gm=None, torch_level=None):
    """str(work()) computed in a forked child process: torch-mlir segfaults
    or aborts on some graphs (aten.scatter.src: SIGSEGV, or "LLVM ERROR:
    out of memory"), which would end the caller's process with it. An
    exception or a crash there is a CompileError starting with `failure`;
    where torch-mlir names only a constant an op without a lowering left,
    `torch_level()` (the same import in the torch dialect) tells which ops
    those are, and `gm`'s nodes their lines.
    Without fork (not Linux), or once CUDA is initialized (a forked child
    cannot use it, and torch.export may touch the model's device), work()
    runs here."""
    if ("fork" not in multiprocessing.get_all_start_methods()
            or torch.cuda.is_initialized()):
        try:
            return str(work())
        except Exception as error:  # noqa: BLE001 - torch-mlir raises many kinds
            raise CompileError(f"{failure}: {type(error).__name__}: "
                               f"{_first_lines(error)}") from error
    limit = _data_limit()
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    # The child's stderr (MLIR's diagnostics: what torch-mlir could not
    # lower) goes to a file both processes hold, read back whatever the
    # child's end: it belongs in the error, not only on a terminal.
    captured = tempfile.TemporaryFile()

    def run():
        sys.stderr.flush()
        os.dup2(captured.fileno(), 2)
        if limit:
            import resource
            resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
        try:
            sender.send((True, str(work())))
        except BaseException as error:  # noqa: BLE001 - reported to the parent
            sender.send((False, _describe_failure(error)))
        sender.close()
        sys.stderr.flush()
        os._exit(0)  # no atexit handlers: the parent's worker pools are its own

    def child_errors(echo=False):
        captured.seek(0)
        text = captured.read().decode(errors="replace")
        captured.close()
        if text and echo:
            # What the child printed, as before; a failure's errors are
            # the CompileError's own lines (printed twice before).
            sys.stderr.write(text)
        return _mlir_errors(text)

    def fail(message, errors):
        lines = [message] + [str(e) for e in errors]
        return CompileError("\n".join(lines), errors)

    child = context.Process(target=run, daemon=True)
    child.start()
    sender.close()
    try:
        ok, payload = receiver.recv()
    except EOFError:
        child.join()
        code = child.exitcode
        how = f"exit status {code}"
        if code is not None and code < 0:
            try:
                how = signal.Signals(-code).name
            except ValueError:
                how = f"signal {-code}"
        errors = child_errors()
        suspects = _likely_crashers(gm) if gm is not None else []
        if errors:
            # Its own last words name the op and line (sweep 20: a uint8
            # tensor times an int was blamed on scatters).
            cause = "after the error below"
        else:
            cause = (f"the graph holds {', '.join(suspects)}, which torch-mlir often cannot "
                     "lower (a gather's or top-k's backward, an index_put)" if suspects else
                     "an op of the graph it cannot lower (a scatter, an index_put) is the "
                     "usual cause")
            if limit:
                cause += f" (or it ran out of the {limit / 2**30:.1f} GiB of data it may hold)"
        raise fail(f"{failure}: torch-mlir crashed ({how}) in a child process; {cause}",
                   errors) from None
    finally:
        receiver.close()
    child.join()
    errors = child_errors(echo=ok)
    if not ok:
        if errors and payload.startswith("TorchMlirCompilerError"):
            # Its exception is boilerplate ("failed with the following
            # diagnostics: ... For Torch-MLIR developers"); the errors say
            # what it could not lower (sweep 20: the one useful line came
            # last).
            payload = "torch-mlir cannot lower these ops of the model"
            # An op it left is named in the error's IR: named first, with
            # the model's line.
            left = sorted({op for e in errors for op in re.findall(
                r"failed to legalize operation '(?:torch\.operator'.*?"
                r"name = \"torch\.aten\.([\w.]+)\"|torch\.aten\.([\w.]+)')", e.message)
                for op in op if op})
            if left:
                payload = f"torch-mlir has no lowering of {_described_ops(left, gm)}"
            # A constant named alone is what an op without a lowering left
            # behind (as_strided's backward: the message named only a
            # zero literal, sweep 25): name the graph's likely ops.
            if all(re.search(r"'torch\.(vtensor\.literal|constant\.)", e.message)
                   for e in errors):
                named = _unlowered_ops(torch_level, gm) if torch_level is not None else ""
                unlowered = _unlowered_suspects(gm) if gm is not None else []
                if named:
                    payload = f"torch-mlir has no lowering of {named}"
                else:
                    payload += (f" (the constant below is what remains around an op torch-mlir "
                                f"has no lowering of{': the graph holds ' + ', '.join(unlowered) if unlowered else ''})")
        raise fail(f"{failure}: {payload}", errors)
    return payload


# torch-mlir's conversions out of the torch dialect, as its linalg backend
# pipeline runs them: what they leave has no lowering.
_TORCH_CONVERSIONS = ("builtin.module(func.func(convert-torch-to-tmtensor, "
                      "convert-torch-to-tensor, convert-torch-to-linalg, convert-torch-to-scf, "
                      "convert-torch-to-arith, convert-torch-to-tensor))")


def _unlowered_ops(torch_level, gm):
    """The aten ops torch-mlir's conversions leave in `torch_level()` (a
    torch-dialect import), each with the model's line where a node of `gm`
    records one, as `aten.op (at path:line: code), ...`; "" where there is
    none or the import fails. torch-mlir's own error names only a constant
    such an op reads (sweep 34: `_scaled_mm`, `view(dtype)`; a 3-d max
    pool's backward), so this runs, in a child as the import does, on that
    error path only."""
    def names():
        from torch_mlir.compiler_utils import run_pipeline_with_repro_report
        module = torch_level()
        run_pipeline_with_repro_report(module, _TORCH_CONVERSIONS, "torch-mlir's conversions")
        text = str(module)
        found = set(re.findall(r"torch\.aten\.([\w.]+)", text))
        found |= {n.removeprefix("aten.") for n in re.findall(r'torch\.operator "([^"]+)"', text)}
        return " ".join(sorted(found))
    try:
        ops = _isolated(names, "torch-mlir's conversions failed").split()
    except CompileError:
        return ""
    return _described_ops(ops, gm) if ops else ""


def _described_ops(ops, gm):
    """`aten.op (at path:line: code), ...` for aten op names (overloads
    allowed), with the model's line where a node of `gm` records one."""
    described = []
    nodes = [n for n in (gm.graph.nodes if gm is not None else ()) if n.op == "call_function"]
    for op in ops:
        # The op's own overload first (`view.dtype`, not an earlier
        # `view.default`), then any of its name.
        full = op if "." in op else f"{op}.default"
        where = next((w for n in nodes
                      if getattr(n.target, "__name__", "") == full and (w := _node_source(n))),
                     None) or next(
            (w for n in nodes
             if getattr(n.target, "__name__", "").split(".")[0] == op.split(".")[0]
             and (w := _node_source(n))), None)
        described.append(f"aten.{op}" + (f" (at {where})" if where else ""))
    return ", ".join(described)


def _mlir_errors(text):
    """The `LOCATION: error: MESSAGE` lines (MLIR's, and LLVM's fatal
    errors) of a child's stderr, as Diagnostics."""
    errors = []
    for line in text.splitlines():
        where, marker, message = line.partition("error: ")
        if not marker or (where and not where.endswith(": ") and where != "LLVM "):
            continue
        location = where[:-2] if where.endswith(": ") else ""
        if location.startswith("loc("):
            # torch-mlir's call-site chain, the user's frame first: that
            # frame (file:line), not the chain through Cleave's own code.
            frames = [f"{path}:{line}" for path, line in
                      re.findall(r'"([^"]+)":(\d+):\d+', location)
                      if "site-packages" not in path
                      and os.sep + os.path.join("cleave", "torch") + os.sep not in path]
            location = frames[0] if frames else ""
        errors.append(Diagnostic("error", location, message.strip()))
    return errors[:8]


def _importer():
    """A torch-mlir FX importer whose constant cache holds only live tensors.
    torch-mlir caches a constant's MLIR value under id(tensor), and imports
    a bool constant through a uint8 copy it frees at once: the next bool
    constant's copy can get the same id and then reads the first one's
    values (GPT-Neo's two causal masks: wrong logits on one device), or
    fails on its shape. An entry whose tensor is no longer alive is
    dropped."""
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import FxImporter, RefTracker

    class LiveRefTracker(RefTracker):
        def track(self, referrent):
            existing = self._refs.get(id(referrent))
            ref = getattr(existing, "_referrent", None)
            if callable(ref) and ref() is not referrent:
                del self._refs[id(referrent)]
            return super().track(referrent)

    context = ir.Context()
    torch_d.register_dialect(context)
    return FxImporter(context=context, py_attr_tracker=LiveRefTracker())


def _overwriting_scatters(gm):
    """Where `gm` scatters by overwriting (aten.scatter, index_put without
    accumulate), as `path:line` sources joined, or "": with repeated
    indices torch's result is unspecified (sweep 20: the check's
    difference was blamed on a decomposition, "please report the model")."""
    places = []
    for node in gm.graph.nodes:
        name = getattr(node.target, "__name__", "")
        accumulate = node.args[3] if len(node.args) > 3 else node.kwargs.get("accumulate")
        overwrites = (name in ("scatter.src", "scatter.value") or
                      (name.startswith(("index_put.", "index_put_.")) and not accumulate))
        if node.op == "call_function" and overwrites:
            places.append(_node_source(node) or f"aten.{name}")
    return "; ".join(dict.fromkeys(places))


# The largest graph (in nodes) whose wrong decomposition is looked for.
_MOST_NODES_SEARCHED = 2000


def _wrong_decompositions(exported, table, fn, args, most=12):
    """[(aten op, user line)] of the ops of `exported` without whose
    decomposition (and what it decomposes into) `table` makes the program
    compute what eager `fn` does on `args` (sweep 30: torch's own
    multilabel_margin_loss decomposition gave 1.12 for 0.497, and the
    refusal named no op). Only where at most `most` ops are decomposed:
    each is a decomposition and a run."""
    nodes = {}
    graph = exported.graph_module.graph
    for node in graph.nodes:
        if node.op == "call_function" and node.target in table:
            nodes.setdefault(node.target, node)
    # Each try decomposes and runs the whole program (a 12-layer encoder
    # spent 15 s here, the review found): large programs are not searched.
    if len(nodes) > most or len(graph.nodes) > _MOST_NODES_SEARCHED:
        return []
    wrong = []
    for op, node in nodes.items():
        try:
            rest = exported.run_decompositions({k: v for k, v in table.items() if k != op})
            with torch.no_grad():
                if not traced_difference(rest.module(check_guards=False), fn, args):
                    wrong.append((str(op).replace(".default", ""), _node_source(node)))
        except Exception:  # noqa: BLE001 - a decomposition that fails alone says nothing
            continue
    return wrong


def _refuse_if_different(program, fn, args, what, why):
    """CompileError naming `what` (the exported or decomposed program) and
    `why` unless `program` computes what eager `fn` does on `args`."""
    with torch.no_grad():
        # Without guards on the inputs (_drop_guards): the call on `args`
        # is the check.
        difference = traced_difference(program.module(check_guards=False), fn, args)
    if difference:
        raise CompileError(f"{difference.replace('traced graph', what)}: {why}")


def _copy_constants_in_lists(program):
    """Each constant (a buffer or lifted tensor that is not a user input)
    that an op takes inside a list, as a copy the graph computes:
    torch-mlir imports constants as literals, which a list of tensors
    cannot hold (sweep 19: `x[:, self.idx]` with an integer buffer failed
    with its "Heterogeneous lists are not supported" assertion)."""
    graph = program.graph_module.graph
    users = set(program.graph_signature.user_inputs)
    constants = {n for n in graph.nodes if n.op == "placeholder" and n.name not in users}
    changed = False
    for node in list(graph.nodes):
        if node.op != "call_function":
            continue
        arguments = list(node.args)
        for i, argument in enumerate(arguments):
            if not isinstance(argument, (list, tuple)) or not any(
                    a in constants for a in argument):
                continue
            with graph.inserting_before(node):
                copies = [graph.call_function(torch.ops.aten.clone.default, (a,))
                          if a in constants else a for a in argument]
            for copy, original in zip(copies, argument):
                if copy is not original:
                    copy.meta = dict(original.meta)
            arguments[i] = type(argument)(copies)
            changed = True
        node.args = tuple(arguments)
    if changed:
        program.graph_module.recompile()


def _drop_guards(program):
    """The exported program without guards on its inputs: those of a
    graph Dynamo captured are written over Dynamo's frame (`L['h']`),
    which the modules run_decompositions and the check make cannot
    evaluate (sweep 18: the second call of a model with a graph break
    failed with "NameError: name 'L' is not defined"). The artifact checks
    its inputs' shapes at every call."""
    if getattr(program, "_guards_code", None):
        program._guards_code = []


# torch.export and make_fx keep their modes on one stack for the process:
# two threads exporting at once both failed with an empty AssertionError
# (sweep 29). Exports take turns.
_EXPORTING = threading.RLock()


def export_function(fn, args, name):
    with _EXPORTING:
        return seed_random_ops(_export_function(fn, args, name))


def seed_random_ops(mlir):
    """`mlir` with torch-mlir's random-number state starting from torch's
    seed (`torch.manual_seed`, else torch's default) rather than 0: every
    process drew the same dropout masks whatever the seed (sweep 29). The
    compiled program keeps its own state from there: seeding torch after
    compiling does not reach it."""
    return re.sub(r"(ml_program\.global private mutable @global_seed\(dense<)0(> : tensor<i64>\))",
                  lambda m: f"{m.group(1)}{torch.initial_seed() % (1 << 62)}{m.group(2)}",
                  mlir)


class ComplexValues(Exception):
    """torch.export's program has complex values: traced by make_fx instead,
    where _complex_as_real rewrites them."""


class DataDependentSize(Exception):
    """torch.export kept a size symbolic (its name says data-dependent, which
    the caller's retry looks for)."""


@contextlib.contextmanager
def _without_partial_graph():
    """torch.export prints the graph it had traced to stderr when a guard on
    a data-dependent value fails; the error says where (and the model is
    traced again, its reads specialized: _python_reads). Other output
    passes."""
    captured = io.StringIO()
    # (Its log's "Unable to find user code corresponding to {u0}" too.)
    log = logging.getLogger("torch.fx.experimental.symbolic_shapes")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        with contextlib.redirect_stderr(captured):
            yield
    except Exception as error:
        text = captured.getvalue()
        partial = str(getattr(error, "partial_fx_graph", "") or "")
        if partial:
            text = text.replace(partial + "\n", "").replace(partial, "")
        sys.stderr.write(text)
        raise
    finally:
        log.setLevel(level)
    sys.stderr.write(captured.getvalue())


def _export_function(fn, args, name):
    """fn(*args) through torch.export as MLIR text. The exported program is
    run against eager `fn` on `args` first: a module may take another path
    when exported (transformers' RecurrentGemma drops a normalisation under
    is_torchdynamo_compiling(): logits off by 0.19 of 1.43), and Cleave
    compiles what torch.export gives it."""
    fx, output_type = _torch_mlir()
    args = distinct(args)

    failure = "torch-mlir could not import the model"
    try:
        # The CTC loss as its ops: torch.export's fake tensors refused
        # aten._ctc_loss (its second result's size depends on values);
        # `x[mask] -= v` as a where; `module.to` that changes nothing.
        with ctc_as_ops(), masked_updates(), _without_partial_graph(), _unchanging_module_to():
            program = torch.export.export(_Wrap(fn), tuple(args), strict=False)
    except Exception as error:  # noqa: BLE001 - torch.export raises many kinds
        raise CompileError(f"{failure}: {_describe_failure(error)}") from error
    # (Or a runtime assert on a float read from a tensor: `aten.le.float`
    # of Funnel's arange bounds, whose value is a SymBool.)
    symbolic = [n for n in program.graph_module.graph.nodes if n.op == "call_function"
                and (getattr(n.target, "__name__", "").startswith("sym_") or isinstance(
                    n.meta.get("val"), (torch.SymInt, torch.SymFloat, torch.SymBool)))]
    if symbolic:
        # A size the data decides, which torch.export kept symbolic and
        # torch-mlir cannot import (`x.view(n, -1)` with a 0-d tensor n:
        # "Unimplemented call_function sym_not", sweep 40): traced again,
        # the value read (python_reads).
        raise CompileError(f"{failure}: the model sizes a tensor by a tensor's value") \
            from DataDependentSize(symbolic[0].target.__name__)
    if has_complex(program.graph_module.graph):
        # (Rewritten as real pairs on make_fx's graph, _complex_as_real.)
        raise CompileError(f"{failure}: the model computes with complex tensors") \
            from ComplexValues()
    _drop_guards(program)
    scatters = _overwriting_scatters(program.graph_module)
    _refuse_if_different(program, fn, args, "exported program",
                         "the module computes other values when torch.export traces it (a "
                         "model that checks torch.compiler.is_compiling() or "
                         "is_torchdynamo_compiling() takes another path there); Cleave "
                         "would compile the exported one")
    # Decomposed here, not inside torch-mlir, and checked too: a
    # decomposition can be wrong (torch's aten.lstm gave its final states
    # an extra dimension, which the export's own check never saw).
    table = _decompositions(fx)
    exported = program
    try:
        program = program.run_decompositions(table)
    except Exception as error:  # noqa: BLE001 - decompositions raise many kinds
        raise CompileError(f"{failure}: decomposing the exported program failed: "
                           f"{type(error).__name__}: {_first_lines(error)}") from error
    _refuse_data_dependent(program.graph_module, "the model")
    _refuse_fft(program.graph_module, "the model")
    try:
        _refuse_if_different(program, fn, args, "decomposed program",
                             "an aten op's decomposition into the ops torch-mlir lowers "
                             "computes other values; ")
    except CompileError as error:
        if scatters:
            raise CompileError(
                f"{error}the model scatters at {scatters}: with repeated indices torch "
                "leaves which value lands unspecified, and the decomposition lands another "
                "(make the indices unique, or accumulate with scatter_add / "
                "index_put(accumulate=True))") from None
        wrong = _wrong_decompositions(exported, table, fn, args)
        raise CompileError(
            f"{error}" + ("; ".join(f"torch's decomposition of {name}" + (f" (at {where})"
                                                                          if where else "")
                                    for name, where in wrong)
                          + " computes other values: compute it another way "
                          "(a different torch function for the same value), and please "
                          "report it" if wrong else "please report the model")) from None
    _copy_constants_in_lists(program)
    if _sorts_as_lowered(program.graph_module.graph):
        program.graph_module.recompile()
    return _isolated(lambda: fx.export_and_import(
        program, output_type=output_type.LINALG_ON_TENSORS, func_name=name,
        fx_importer=_importer(), decomposition_table={}), failure, program.graph_module,
        lambda: fx.export_and_import(program, output_type=output_type.TORCH, func_name=name,
                                     fx_importer=_importer(), decomposition_table={}))


def name_arguments(mlir, entry, names):
    """`mlir` with @entry's arguments named (`cleave.name`), so that plans,
    --shard and runtime errors say "batch1" or "fc1.weight", not "arg14".
    Arguments that already carry attributes keep them."""
    def attach(match):
        index = int(match.group(1))
        if index >= len(names):
            return match.group(0)
        return f"{match.group(0)} {{cleave.name = {json.dumps(names[index], ensure_ascii=False)}}}"

    lines = mlir.split("\n")
    for i, line in enumerate(lines):
        head = re.match(rf"\s*func\.func (?:public )?@{re.escape(entry)}\(", line)
        if head:
            arguments, arrow, rest = line[head.end():].partition(") -> ")
            arguments = re.sub(r"%arg(\d+): (?:tensor<[^>]*>|[\w.]+)(?= *(?:,|\)|$))",
                               attach, arguments)
            lines[i] = line[:head.end()] + arguments + arrow + rest
            break
    return "\n".join(lines)


def _out_of_place(target):
    """The out-of-place overload of the in-place aten op `target`
    (`add_.Tensor` -> `add.Tensor`, `transpose_.default` -> `transpose.int`):
    the one whose arguments have the same names and types; None if none."""
    base, _, overload = target.__name__.partition(".")
    packet = getattr(torch.ops.aten, base[:-1], None)
    if packet is None:
        return None
    def signature(op):
        return [(a.name, str(a.type)) for a in op._schema.arguments]
    want = signature(target)
    for name in [overload or "default"] + [o for o in packet.overloads() if o != overload]:
        candidate = getattr(packet, name, None)
        if candidate is not None and signature(candidate) == want:
            return candidate
    return None


def remove_inplace(gm):
    """Rewrites in-place aten ops (`x.add_(y)`) left by tracing into their
    out-of-place forms, redirecting later uses of `x` to the result. A write
    through a view of another tensor is lost: check_traced catches it."""
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    for node in list(gm.graph.nodes):
        target = getattr(node, "target", None)
        name = getattr(target, "__name__", "")
        if node.op != "call_function" or not name.split(".")[0].endswith("_"):
            continue
        replacement = _out_of_place(target)
        if replacement is None:
            continue
        mutated = node.args[0]
        node.target = replacement
        for user in list(mutated.users):
            if user is not node and order[user] > order[node]:
                user.replace_input_with(mutated, node)
    gm.graph.lint()
    gm.recompile()


@contextlib.contextmanager
def _under_func_transforms():
    """What torch.func.grad (a training step's trace, and its eager check)
    refuses, made acceptable: old-style autograd.Functions run as new-style
    ones (_old_style_functions), and `module.to` that changes nothing."""
    with _unchanging_module_to(), old_style_functions_converted():
        yield


@contextlib.contextmanager
def _unchanging_module_to():
    """`module.to(dtype)` that changes nothing returns the module untouched
    (Switch Transformers' and NLLB-MoE's routers cast their classifier to
    their own dtype at every call; torch's `.to` sets each parameter's
    `.data`, which torch.func refuses, and swaps them, which torch.export
    refuses: "Couldn't swap Linear.weight")."""
    to = nn.Module.to

    def unchanging_to(module, *args, **kwargs):
        try:
            device, dtype, _, _ = torch._C._nn._parse_to(*args, **kwargs)
        except (TypeError, RuntimeError):
            return to(module, *args, **kwargs)
        tensors = list(module.parameters()) + list(module.buffers())
        if all((device is None or t.device == device) and (
                dtype is None or not (t.is_floating_point() or t.is_complex())
                or t.dtype == dtype) for t in tensors):
            return module
        return to(module, *args, **kwargs)

    nn.Module.to = unchanging_to
    try:
        yield
    finally:
        nn.Module.to = to


@contextlib.contextmanager
def _seen_as_compiling():
    """torch.compiler.is_compiling() true while make_fx traces: libraries
    that skip data-dependent checks when compiled (transformers' sdpa mask
    check, its padding warning, layerdrop's draw) see torch.export and
    Dynamo, not make_fx, and ran those checks on tracing tensors ("set
    tracing_mode='symbolic'" for a make_fx the user never called). The
    traced step is still checked against the eager one.

    Also off: torch's fast path for nn.TransformerEncoder and
    MultiheadAttention in eval mode (nested tensors from a padding mask,
    which torch-mlir cannot lower). Eager training never takes it (autograd
    turns it off); a traced training step did, and failed on
    `_nested_tensor_from_mask_left_aligned`. The math path computes the
    same.

    And F.one_hot with num_classes given is a comparison with the class
    ids: torch's reads its indices in Python, which make_fx cannot trace
    (sweep 17: a top-k router's one_hot in a training step). It is a
    composite op, decomposed before any table is consulted, so the function
    is swapped while tracing.

    And transformers' mask functions are broadcast over (batch, head,
    query, key) indices instead of vmapped: functionalization cannot take
    the vmap, and make_fx without it lost the in-place writes beside it
    (Whisper's decoder ids, shifted from the labels with slice writes,
    became zeros, sweep 41)."""
    saved = torch.compiler.is_compiling
    fastpath = torch.backends.mha.get_fastpath_enabled()
    one_hot = torch.nn.functional.one_hot
    torch.compiler.is_compiling = lambda: True
    torch.backends.mha.set_fastpath_enabled(False)
    torch.nn.functional.one_hot = _one_hot_of(one_hot)
    masking = sys.modules.get("transformers.masking_utils")
    vmapped = getattr(masking, "_vmap_for_bhqkv", None)
    indexing = getattr(masking, "TransformGetItemToIndex", None)
    if vmapped is not None and indexing is not None:
        # (Its getitem of index tensors, an autograd.Function under vmap,
        # is plain indexing once the indices broadcast.)
        masking._vmap_for_bhqkv = _broadcast_for_bhqkv
        masking.TransformGetItemToIndex = contextlib.nullcontext
    try:
        yield
    finally:
        if vmapped is not None and indexing is not None:
            masking._vmap_for_bhqkv = vmapped
            masking.TransformGetItemToIndex = indexing
        torch.nn.functional.one_hot = one_hot
        torch.compiler.is_compiling = saved
        torch.backends.mha.set_fastpath_enabled(fastpath)


def _broadcast_for_bhqkv(mask_function, bh_indices=True):
    """transformers' `_vmap_for_bhqkv`: `mask_function` of every (batch,
    head, query, key) index, each index tensor on its own dimension (its
    mask functions are elementwise: comparisons and gathers by the
    indices)."""
    def mask(batch_idx, head_idx, q_idx, kv_idx):
        if not bh_indices:
            return mask_function(batch_idx, head_idx, q_idx[:, None], kv_idx[None, :]).expand(
                q_idx.shape[0], kv_idx.shape[0])
        shape = (batch_idx.shape[0], head_idx.shape[0], q_idx.shape[0], kv_idx.shape[0])
        return mask_function(batch_idx[:, None, None, None], head_idx[None, :, None, None],
                             q_idx[None, None, :, None], kv_idx[None, None, None, :]).expand(shape)
    return mask


@contextlib.contextmanager
def _user_frames_recorded():
    """make_fx records the frames of `forward` methods only: an op of a
    step's loss function, or of a helper in the user's script, had no line
    (sweep 36: ctc_loss in a loss_fn, named by its aten name alone). The
    user's own files' frames (outside installed packages, torch and
    Cleave) are recorded too."""
    from torch.fx.proxy import TracerBase
    skipped = _NOT_USERS_CODE
    original = TracerBase._filter_traceback_frames

    def filtered(self, summary):
        kept = original(self, summary)
        if not getattr(self, "_record_forward_stack_traces_only", False):
            return kept
        frames = [f for f in summary if f in kept or not (
            f.filename.startswith(skipped) or "-packages" + os.sep in f.filename
            or f.filename.startswith("<"))]
        return type(summary).from_list(frames)

    TracerBase._filter_traceback_frames = filtered
    try:
        yield
    finally:
        TracerBase._filter_traceback_frames = original


def trace_graph(fn, args, decompositions=None):
    """fn(*args) traced by make_fx with torch-mlir's decompositions, free of
    in-place ops. Functionalization first: it replays a write through a view
    (T5's `shifted[..., 1:] = ids[..., :-1]`) on its base. It cannot take
    some functions (transformers' vmapped mask functions): then make_fx
    alone, its in-place ops rewritten out of place (remove_inplace), which
    loses such writes; check_traced tells. `decompositions`: another
    table than torch-mlir's. Stacks are recorded (make_fx keeps the frames
    of `forward` methods, also under torch.func.grad: the model's lines of
    a training step's forward ops), so refusals and torch-mlir's locations
    name the user's line; about as fast as without. Ops whose own backward
    cannot be traced are rewritten above autograd
    (rewritten_above_autograd)."""
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch.func import functionalize
    fx, _ = _torch_mlir()
    if decompositions is None:
        decompositions = _decompositions(fx)
    with _seen_as_compiling(), _under_func_transforms(), rewritten_above_autograd(), \
            _user_frames_recorded():
        try:
            return make_fx(functionalize(fn, remove="mutations"),
                           decomposition_table=decompositions, tracing_mode="real",
                           record_stack_traces=True)(*args)
        except Exception as error:  # noqa: BLE001 - functionalization raises many kinds
            # A read of a value is refused as it is: make_fx alone reads
            # `.tolist()` and `.numpy()` of the real tensors unseen (the
            # example's values kept, sweep 40).
            if "_local_scalar_dense" in str(error) or "have storage" in str(error):
                raise
            gm = make_fx(fn, decomposition_table=decompositions, tracing_mode="real",
                         record_stack_traces=True)(*args)
        remove_inplace(gm)
        if any(n.op == "call_function" and n.target in decompositions for n in gm.graph.nodes):
            # The out-of-place forms of in-place ops are decomposed too (a
            # custom Function's backward writing with scatter_add_:
            # functionalization has no rule for custom Functions, and
            # torch-mlir crashed on the scatter_add left, PhiMoE's router).
            gm = _retraced(gm, args, decompositions)
    return gm


def _retraced(gm, args, decompositions):
    """`gm` traced again through `decompositions`, its nodes' stacks kept."""
    from torch.fx import Interpreter
    from torch.fx import traceback as fx_traceback
    from torch.fx.experimental.proxy_tensor import make_fx
    info = getattr(gm.graph._codegen, "pytree_info", None)

    def run(*given):
        out = Interpreter(gm).run(*pytree.tree_leaves(given))
        return pytree.tree_unflatten(list(out), info.out_spec) if info and info.out_spec \
            else out
    with fx_traceback.preserve_node_meta():
        return make_fx(run, decomposition_table=decompositions, tracing_mode="real",
                       record_stack_traces=True)(*args)


def _as_double(x):
    if isinstance(x, torch.Tensor) and x.dtype.is_floating_point:
        return x.double()
    if isinstance(x, (tuple, list)):
        return type(x)(_as_double(item) for item in x)
    return x


def _rounding_errors(fn, args, want, flat):
    """Per result of eager `fn`, (normwise relative, root-mean-square) error
    of `want` (its results at the arguments' precision) against fn run in
    float64: how much rounding alone moves each result. None where fn cannot
    run in float64 (it makes tensors of its own precision)."""
    try:
        with torch.random.fork_rng():
            torch.manual_seed(0)
            exact = flat(fn(*_as_double(args)))
    except Exception:  # noqa: BLE001 - any failure: no estimate
        return None
    if len(exact) != len(want):
        return None
    errors = []
    for w, e in zip(want, exact):
        if w.shape != e.shape or not w.dtype.is_floating_point:
            errors.append((0.0, 0.0))
            continue
        w, e = w.double(), e.double()
        finite = torch.isfinite(w) & torch.isfinite(e)
        error = (w[finite] - e[finite]).norm().item()
        scale = e[finite].norm().item()
        rms = error / max(1, int(finite.sum())) ** 0.5
        errors.append((error / max(scale, 1e-6), rms))
    return errors


def traced_difference(gm, fn, args, tolerance=1e-3, noise=1e-6, slack=None):
    """How the traced graph's results differ from eager `fn`'s on `args`:
    None where each result's normwise relative error is under `tolerance`,
    or its root-mean-square error under `noise`. Normwise, not elementwise:
    the decomposed graph rounds differently, and an optimizer step
    amplifies that where gradients are near zero (Adam's first step divides
    a gradient by its own magnitude); a lost write moves the whole norm.
    The absolute floor: a gradient that is zero but for rounding (a bias
    before a BatchNorm of batch statistics, 1.4e-8 normwise) is rounding
    noise on both sides, 2% apart relatively and 1e-9 absolutely. Where a
    result still differs, its bounds widen to four times what rounding
    alone moves the eager result (against fn run in float64): a gradient
    zero in exact arithmetic (an attention key's bias) is noise that Adam
    or momentum turns into whole steps, different on each side, while a
    lost write moves a result that rounding does not. `slack` (result index
    -> bound) accepts a result whose every element is within the bound of
    eager's: Adam's first step moves a parameter by at most lr per element,
    whatever its gradient, and a gradient that is zero in exact arithmetic
    can be exactly zero in eager and rounding noise traced (OPT's key bias
    under a padding mask: 0 from rounding alone, 1.2 apart, sweep 17)."""
    def flat(x):
        if isinstance(x, torch.Tensor):
            return [x]
        if isinstance(x, (tuple, list)):
            return [t for item in x for t in flat(item)]
        return []
    # Random ops (dropout in train mode) draw the same numbers on both
    # sides from one seed; the caller's generator is left as it was.
    with torch.random.fork_rng():
        torch.manual_seed(0)
        got = flat(gm(*args))
        torch.manual_seed(0)
        with _under_func_transforms():
            want = flat(fn(*args))
    if len(got) != len(want):
        return f"the traced graph has {len(got)} results where the function returns {len(want)}"
    rounding = None
    for i, (a, b) in enumerate(zip(got, want)):
        if a.shape != b.shape:
            return (f"the traced graph's result {i} has shape {tuple(a.shape)}, the "
                    f"function's {tuple(b.shape)}")
        # Low precision rounds a step apart by several of its own epsilon:
        # a bf16 MLP step 0.4-0.5% (bf16's epsilon 0.8%), and 2.8% on
        # another seed (sweep 17: its decomposed LayerNorm rounds in bf16
        # where eager's kernel accumulates in f32, and Adam's first step
        # turns the sign of a near-zero gradient into a whole lr).
        allowed = tolerance
        if b.dtype.is_floating_point:
            allowed = max(tolerance, 8 * torch.finfo(b.dtype).eps)
        a, b = a.double(), b.double()
        # Where both are not finite they must be the same kind (NaN equal to
        # NaN: torch.equal said no, and a step whose loss is NaN, every label
        # ignored, was "tracing lost part of the computation").
        finite = torch.isfinite(b)
        kinds = [x[~finite].nan_to_num(nan=0.0, posinf=1.0, neginf=-1.0) for x in (a, b)]
        if not torch.equal(finite, torch.isfinite(a)) or not torch.equal(*kinds):
            return f"the traced graph's result {i} is not finite where the function's is"
        error = (a[finite] - b[finite]).norm().item()
        scale = b[finite].norm().item()
        rms = error / max(1, a[finite].numel()) ** 0.5
        if error > allowed * max(scale, 1e-6) and rms > noise:
            if rounding is None:
                rounding = _rounding_errors(fn, args, want, flat) or []
            relative, absolute = rounding[i] if i < len(rounding) else (0.0, 0.0)
            within_slack = (slack is not None and i in slack
                            and (a[finite] - b[finite]).abs().max().item() <= slack[i])
            if (error > max(allowed, 4 * relative) * max(scale, 1e-6)
                    and rms > max(noise, 4 * absolute) and not within_slack):
                return (f"the traced graph's result {i} differs from the function's "
                        f"(normwise relative error {error / max(scale, 1e-6):.3g}, "
                        f"{relative:.3g} from rounding alone)")
    return None


def _wrong_traced_decompositions(fn, args, slack, most=12):
    """The aten ops fn(*args) calls without whose decomposition the traced
    graph computes what eager `fn` does (sweep 30: torch's own
    multilabel_margin_loss decomposition, refused as "tracing lost part of
    the computation"). Only where at most `most` of its ops are decomposed:
    each is a trace and a run."""
    fx, _ = _torch_mlir()
    table = _decompositions(fx)
    try:
        plain = trace_graph(fn, args, decompositions={})
    except Exception:  # noqa: BLE001 - make_fx raises many kinds
        return []
    ops = sorted({n.target for n in plain.graph.nodes
                  if n.op == "call_function" and n.target in table}, key=str)
    if len(ops) > most or len(plain.graph.nodes) > _MOST_NODES_SEARCHED:
        return []
    wrong = []
    for op in ops:
        try:
            gm = trace_graph(fn, args, {k: v for k, v in table.items() if k != op})
            if not traced_difference(gm, fn, args, slack=slack):
                wrong.append(str(op).replace(".default", ""))
        except Exception:  # noqa: BLE001 - a trace that fails says nothing here
            continue
    return wrong


def check_traced(gm, fn, args, slack=None):
    """Raises CompileError unless the traced graph computes what eager `fn`
    does on `args` (a tracing gap must not become a wrong program)."""
    difference = traced_difference(gm, fn, args, slack=slack)
    if difference:
        raise CompileError(f"{difference}: tracing lost part of the computation; please "
                           f"report the model")


def trace_function(fn, args, name, slack=None, checked_only=0, what="the step"):
    # The same program traced and run eagerly by the checks
    # (torch.func.grad refuses checkpoints there as well).
    take_used()
    with _EXPORTING, eager_equivalents():
        for attempt in range(2):
            try:
                return _densely_traced(seed_random_ops(
                    _trace_function(fn, args, name, slack, checked_only, what)), what)
            except Exception as error:
                dense, first = take_used(), error
                if dense is None:
                    raise
            if attempt or not dense.wanted_example:
                break
            # A loop over a selection keeps the example's rows: they are
            # recorded eagerly (a traced tensor under torch.func.grad has
            # no values to read), then traced again; if the dense eager run
            # fails (DeBERTa's loss expands by a selection's count), traced
            # as it is.
            try:
                dense.record(lambda: fn(*args))
            except Exception:  # noqa: BLE001 - the plain trace says what is wrong
                break
        # A selection computed densely that the rewrite could not follow
        # (or whose program the check refused): traced as it is, refused
        # with the reason.
        dense.enabled = False
        try:
            return seed_random_ops(_trace_function(fn, args, name, slack, checked_only, what))
        except CompileError as again:
            reason = dense.stopped or f"its program failed: {_first_lines(first)}"
            raise CompileError(f"{again} (Cleave computes such a selection densely where what "
                               f"follows it allows; here it stopped: {reason})") from first
        finally:
            dense.enabled = True


def _densely_traced(mlir, what):
    """`mlir`, said in a warning where selections were computed densely."""
    dense = take_used()
    if dense is not None:
        lines = [line for line in dict.fromkeys(dense.lines) if line]
        dense.lines = []
        warnings.warn(
            f"cleave: {what} selects positions whose number depends on the data"
            + (f" ({'; '.join(lines[:3])}{' ...' if len(lines) > 3 else ''})" if lines else "")
            + ": compiled densely, every position computed and the unselected ones masked "
            "out (a mixture of experts runs every expert on every token)", stacklevel=4)
    return mlir


def _without_last_outputs(gm, count):
    """`gm` returning all but its last `count` outputs (and computing only
    what the others need)."""
    output = next(n for n in gm.graph.nodes if n.op == "output")
    values = output.args[0]
    output.args = (type(values)(values[:len(values) - count]),)
    gm.graph.eliminate_dead_code()
    gm.recompile()
    return gm


def _host_random_states():
    """Python's and NumPy's random-number states, comparable."""
    import random
    state = [random.getstate()]
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        kind, keys, position, *rest = numpy.random.get_state()
        state.append((kind, keys.tobytes(), position, *rest))
    return state


def _trace_function(fn, args, name, slack=None, checked_only=0, what="the step"):
    """fn(*args) traced (torch.func transforms allowed) as MLIR text; the
    traced graph is checked against fn on `args` (traced_difference's
    `slack`). fn's last `checked_only` results are checked, then left out
    of the program (a step's gradients, which no state of RMSprop or
    Adagrad carries with their sign)."""
    fx, output_type = _torch_mlir()
    args = distinct(args)
    host_random = _host_random_states()
    try:
        with _plain_kernels():
            gm = trace_graph(fn, args)
    except CompileError:
        raise
    except Exception as error:  # noqa: BLE001 - make_fx raises many kinds
        # (A read of a traced tensor's data: `.tolist()`, `.numpy()`.)
        if "_local_scalar_dense" in str(error) or "have storage" in str(error):
            # make_fx's own advice (its tracing_mode) is for a call the
            # user never wrote.
            where = _reading_frame(error)
            # transformers' LayerDrop draws in training mode even at
            # layerdrop 0 (sweep 18: Marian, Pegasus, Wav2Vec2): the code
            # is not the user's to change, eval() is.
            # Bart and Whisper test the draw itself, Wav2Vec2 and HuBERT
            # its `skip_the_layer` (sweep 27).
            layerdrop = any(mark in (where or "") for mark in ("layerdrop", "skip_the_layer"))
            # transformers checks the labels' range in Python inside
            # forward(labels=...) (Wav2Vec2ForCTC's labels.max() >=
            # vocab_size).
            labels = bool(where and where.startswith("transformers/") and "labels" in where)
            # torch's own code reading a value (F.gaussian_nll_loss checks
            # `torch.any(var < 0)`; a backward formula): torch.where at the
            # user's line cannot help (sweep 30).
            inside = _torch_reading_frame(error)
            raise CompileError(
                f"tracing {what} failed: the model or the loss reads a tensor's value in "
                "Python (`if tensor:`, `bool(...)`, `.item()`, `.tolist()`)"
                + (f", at {where}" if where else "")
                + (f"; the read is torch's own code ({inside}) that line calls, so write "
                   f"what it computes with tensor ops, or keep it out of {what}"
                   + _validation_hint(inside)
                   if inside else ", which one compiled graph for every batch cannot; "
                   "compute with tensor ops instead (torch.where)")
                + ("; this is transformers' LayerDrop draw: at layerdrop=0 (the model's "
                   f"config) {what} compiles" if layerdrop else "")
                + ("; this is transformers checking the labels passed to forward: call the "
                   "model without labels= and compute the loss from its logits in loss_fn "
                   "(F.cross_entropy, F.ctc_loss)" if labels else "")) from error
        # (Where in the user's code: XLNet's `labels.view(-1)` of labels
        # the caller sliced failed naming no line, sweep 41.)
        where = _reading_frame(error)
        raise CompileError(f"tracing {what} failed: "
                           f"{type(error).__name__}: {_first_lines(error)}"
                           + (f", at {where}" if where else "")) from error
    if _host_random_states() != host_random:
        # The trace's draws would be the program's constants, the same at
        # every call (transformers' Wav2Vec2 draws its SpecAugment masks
        # with NumPy in training mode; the check then failed as "tracing
        # lost part of the computation").
        raise CompileError(
            f"cannot compile {what}: the model or the loss draws random numbers with NumPy "
            "or Python's random module while traced, which a compiled program would keep "
            "as constants; draw with torch (torch.rand, torch.bernoulli) or pass the draws "
            "as inputs (transformers' Wav2Vec2 and HuBERT do in training mode: "
            "mask_time_prob=0 and "
            "mask_feature_prob=0, or the mask_time_indices argument)")
    # Before the check, which would run the baked-in count.
    _refuse_data_dependent(gm, what)
    _refuse_fft(gm, what)
    # Complex values (a rotary embedding's) as real pairs, then checked.
    gm = complex_as_real(gm, lambda rewritten: _retraced(rewritten, args, _decompositions(fx)),
                         _node_source)
    # Eager with oneDNN's kernels: without, a depthwise convolution's
    # backward runs slow_conv2d, ShuffleNetV2's check took 130 of its
    # step's 190 s, and its ill-conditioned step at 32x32 was refused,
    # 0.11 from slow_conv2d's summation order (sweep 33). Attention's math
    # kernel draws dropout as the graph does.
    with _math_attention():
        try:
            check_traced(gm, fn, args, slack)
        except CompileError as error:
            with _plain_kernels():
                wrong = _wrong_traced_decompositions(fn, args, slack)
            if not wrong:
                raise
            raise CompileError(
                f"{str(error).split(': tracing lost')[0]}: torch's decomposition of "
                f"{' or '.join(wrong)} into the ops torch-mlir lowers computes other values: "
                "compute it another way (a different torch function for the same value), and "
                "please report it") from None
    if checked_only:
        gm = _without_last_outputs(gm, checked_only)
    if _sorts_as_lowered(gm.graph):
        gm.recompile()
    return _isolated(lambda: fx.stateless_fx_import(
        gm, output_type=output_type.LINALG_ON_TENSORS, model_name=name),
        f"torch-mlir could not import {what}", gm,
        lambda: fx.stateless_fx_import(gm, output_type=output_type.TORCH, model_name=name))


def _validation_hint(inside):
    """The way out of torch.distributions' argument checks (transformers'
    time-series models, sweep 38)."""
    if not inside.startswith("torch/distributions/"):
        return ""
    return ("; here torch.distributions checks its arguments' values: turn that off with "
            "torch.distributions.Distribution.set_default_validate_args(False) (or "
            "validate_args=False)")


def _reading_frame(error):
    """Where the model's or the loss's code (a library's too: transformers'
    layerdrop draw) read a tensor's value: the innermost frame of `error`'s
    traceback outside torch and cleave, as `path:line: code` (a library's
    path from its package), or None."""
    import traceback
    return _innermost_user_frame((f.filename, f.lineno, f.line)
                                 for f in traceback.extract_tb(error.__traceback__))


def _torch_reading_frame(error):
    """`path:line: code` of the innermost frame of `error`'s traceback
    where that frame is torch's own code (torch's tracing machinery
    aside), or None."""
    import traceback
    frames = [f for f in traceback.extract_tb(error.__traceback__)
              if not f.filename.startswith(_CLEAVE_DIR)]
    root = _TORCH_DIR
    machinery = tuple(os.path.join(root, d) for d in (
        "fx", "_subclasses", "utils", "_ops.py", "_tensor.py", "overrides.py", "_dynamo",
        "_functorch", "_compile.py", "__init__.py", "_jit_internal.py", "_export",
        "export"))
    frames = [f for f in frames if not f.filename.startswith(machinery)]
    if not frames or not frames[-1].filename.startswith(root):
        return None
    f = frames[-1]
    path = f.filename.split("site-packages" + os.sep)[-1]
    return f"{path}:{f.lineno}: {(f.line or '').strip()}"


@contextlib.contextmanager
def _math_attention():
    """scaled_dot_product_attention's math kernel: the one traced. The
    model's own `sdpa_kernel([...])` contexts choose nothing meanwhile
    (x-transformers' attn_flash: the flash kernel for CPU was traced, and
    its decomposition's gradient differed, sweep 37)."""
    from torch.nn import attention
    with attention.sdpa_kernel([attention.SDPBackend.MATH]):
        choose = attention._sdpa_kernel
        attention._sdpa_kernel = lambda backends, set_priority=False: None
        try:
            yield
        finally:
            attention._sdpa_kernel = choose


@contextlib.contextmanager
def _plain_kernels():
    """Kernels whose backward is plain ops torch-mlir lowers, with the same
    values: scaled_dot_product_attention's math kernel (no lowering for the
    fused kernels' backward ops), and RNNs without oneDNN (nn.LSTM traced
    `aten.mkldnn_rnn_layer`, which torch-mlir does not legalize)."""
    import warnings
    with warnings.catch_warnings():
        # mkldnn.flags warns about TF32 on Intel GPUs at every step (sweep 29).
        warnings.filterwarnings("ignore", message=".*TF32.*")
        with _math_attention(), torch.backends.mkldnn.flags(enabled=False):
            yield


def _describe_failure(error):
    """An export's exception as the error's text: a guard on a data-dependent
    value says where the model (or torch's code under it) branched on a
    tensor's value, and what to do for the known case (sweep 20:
    nn.Transformer with a tgt_mask argument, 150 lines of graph and no
    line)."""
    text = f"{type(error).__name__}: {_first_lines(error)}"
    if "torch._C.Generator" in text:
        from ._python_reads import GENERATOR_REFUSAL
        text = GENERATOR_REFUSAL
    if type(error).__name__ != "GuardOnDataDependentSymNode":
        # Where the model's code made the call that failed (sweep 27: an
        # LSTM over pack_padded_sequence failed in torch's code, naming
        # neither the call nor that lengths read as sizes are the cause).
        where = _reading_frame(error)
        if "FakeTensor" in str(error) and ("unpack" in str(error) or "ints" in str(error)):
            text += (" (a tensor's value is used as a size or a Python number, which "
                     "one exported graph for every input cannot do: sizes must not "
                     "depend on the data, as pack_padded_sequence's lengths do)")
        return text + (f", at {where}" if where else "")
    import traceback
    frames = traceback.extract_tb(error.__traceback__)
    where = _reading_frame(error)
    hint = (f"the model branches on a tensor's value at {where}" if where else
            "the model branches on a tensor's value") + (
        ", which one exported graph for every input cannot do")
    inside = _torch_reading_frame(error)
    if any(f.name == "_detect_is_causal_mask" for f in frames):
        # Both ways: advising is_causal=True for a mask that is not causal
        # led to another refusal (sweep 37).
        hint += ("; here torch's nn.Transformer checks whether the attention mask it was "
                 "given is causal: say which it is with the mask, is_causal=True if it is "
                 "the causal mask and is_causal=False if not (tgt_is_causal for "
                 "nn.Transformer's and the decoder's target mask)")
    elif inside:
        # F.gaussian_nll_loss's `torch.any(var < 0)` (sweep 30).
        hint += (f"; the branch is torch's own code ({inside}) that line calls: write what "
                 "it computes with tensor ops" + _validation_hint(inside))
    first = (str(error).strip().splitlines() or [""])[0]
    return f"{hint} ({type(error).__name__}: {first})"


def eager_backward_refusal(error, rerun):
    """A CompileError for torch's own backward failing in eager (the step
    is checked against eager, so it cannot be compiled either), naming the
    op whose backward failed and the line that called it: `rerun()` repeats
    the failing pass under anomaly detection, which records each op's
    forward stack (conv_tbc's backward fails in eager on a
    gradient that sum(0) made, and the user saw autograd's traceback)."""
    import warnings
    failed = where = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            with torch.autograd.detect_anomaly(check_nan=False):
                rerun()
        except Exception:  # noqa: BLE001 - the error is `error`'s again
            pass
    for warning in caught:
        text = str(warning.message)
        found = re.search(r"Error detected in (\w+)", text)
        if found:
            failed = found.group(1)
            where = _innermost_user_frame(re.findall(
                r'File "([^"]+)", line (\d+), in [^\n]*\n\s*([^\n]*)', text))
    return CompileError(
        "the loss's backward fails in eager torch"
        + (f" (in {failed}, the backward of the op at {where})" if failed and where else
           f" (in {failed})" if failed else "")
        + f", which a training step computes and is checked against: "
        f"{type(error).__name__}: {_first_lines(error, 2)}")


def _first_lines(error, count=6):
    lines = str(error).strip().splitlines()
    return "\n".join(lines[:count]) + ("\n..." if len(lines) > count else "")
