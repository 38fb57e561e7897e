"""Ops rewritten above autograd while a step is traced.

The decomposition table rewrites ops below autograd: by then autograd has
recorded the op's own backward formula, and some cannot be traced into a
program of static shapes. torch's `x[mask] = v` is an index_put whose
backward selects the gradient by the mask (`grad[mask]`, a size that
depends on the mask's values); conv_tbc's backward views a gradient
whose strides make_fx's decompositions changed ("view size is not
compatible"); torch-mlir lowers neither ctc_loss nor its backward. So
while a step is traced, a torch function mode (rewritten_above_autograd)
computes them as ops whose backward keeps the shape and lowers. Activation checkpoints, which
torch.func.grad cannot take, are plain calls there and in the eager
runs of the step that check the trace, and attention under autocast is
its ops (eager_equivalents)."""

import contextlib
import math

import torch
import torch.utils.checkpoint
from torch.overrides import TorchFunctionMode

from ._ctc import ctc_loss
from ._draws import CertainDraws
from ._masked_updates import masked_updates


def index_put_masked(input, indices, values, accumulate=False):
    """`x[mask] = v` and `x.index_put_((mask,), v, accumulate=True)` (a
    boolean mask over x's leading dimensions) at a static shape: one value
    or one row for every selected element as torch.where(mask, v, x);
    values for each selected element in turn as a gather at the mask's
    running count (their count is the example's: a mask selecting more
    fails when it runs, in the gather's index check; one selecting fewer
    leaves the last values unused, where eager raises). A gather, not
    masked_scatter: its backward is a scatter-add, masked_scatter's a
    masked_select of data-dependent size. torch-mlir's
    scatter for it needs static shapes (sweep 18: `scores[mask] = 0` could
    not compile; sweep 34: torch-mlir's IndexPutBoolMask tests). Anything
    else: the op as it is."""
    if (len(indices) != 1 or indices[0] is None or indices[0].dtype != torch.bool
            or tuple(indices[0].shape) != tuple(input.shape[:indices[0].dim()])):
        return NotImplemented
    if any(isinstance(d, torch.SymInt) for d in values.shape):
        # Values of a size the mask's values decide (`x[mask] -= 1` reads
        # x[mask] first): refused as that selection is, with its line
        # (asking the size here failed inside this function, sweep 36).
        return NotImplemented
    rest = tuple(input.shape[indices[0].dim():])
    mask = indices[0].reshape(tuple(indices[0].shape) + (1,) * len(rest))
    values = values.to(input.dtype)
    if values.dim() == len(rest) + 1 and values.shape[0] == 0:
        return input.clone()  # nothing selected, nothing written (as eager)
    if values.dim() == len(rest) + 1 and values.shape[0] == 1:
        values = values.squeeze(0)  # one row for all, broadcast as eager
    if values.numel() == 1:
        values = values.reshape(())
    elif values.dim() > len(rest) or torch.broadcast_shapes(values.shape, rest) != rest:
        # One value per selected element, in order: the k-th selected
        # element takes values[k], k its running count less one.
        if (values.dim() != len(rest) + 1
                or torch.broadcast_shapes(values.shape[1:], rest) != rest):
            return NotImplemented
        selected = indices[0].reshape(-1)
        order = torch.cumsum(selected.to(torch.int64), 0) - 1
        order = torch.where(selected, order, torch.zeros((), dtype=torch.int64))
        values = values.expand((values.shape[0],) + rest)[order.reshape(indices[0].shape)]
    # One value or one row for every selected element (wav2vec2's
    # `hidden[mask] = masked_spec_embed`).
    if accumulate:
        return input + torch.where(mask, values, torch.zeros((), dtype=input.dtype))
    return torch.where(mask, values, input)


def _mask_of(key):
    """The boolean mask of an index `key` that is one mask, or None."""
    if isinstance(key, (tuple, list)) and len(key) == 1:
        key = key[0]
    if isinstance(key, torch.Tensor) and key.dtype == torch.bool:
        return key
    return None


def _written(input, key, values, accumulate):
    """`input` with `values` written (or added) where the one-mask index
    `key` selects, as index_put_masked computes it; None where the write
    is not one whose values need a gradient, or index_put_masked does not
    take it (then torch's own op runs, and the step is refused as before)."""
    mask = _mask_of(key)
    if (mask is None or not isinstance(values, torch.Tensor) or not values.requires_grad
            or not torch.is_grad_enabled()):
        return None
    written = index_put_masked(input, (mask,), values, accumulate)
    return None if written is NotImplemented else written


def conv_tbc_as_conv1d(input, weight, bias, pad=0):
    """conv_tbc (time, batch, channels; weight as width, in, out: fairseq's
    layout) as conv1d between permutations: torch-mlir typed its result in
    the input's layout (sweep 34: [6, 9, 4] for [9, 4, 6])."""
    out = torch.nn.functional.conv1d(input.permute(1, 2, 0), weight.permute(2, 1, 0), bias,
                                     padding=pad)
    return out.permute(2, 0, 1).contiguous()  # as eager's: a later view() works


class _AboveAutograd(TorchFunctionMode):
    """`x[mask] = v`, `x.index_put_((mask,), v)` and `index_put` with `v`
    needing a gradient, as torch.where (copied into x for the in-place
    forms, as torch writes x); conv_tbc as conv1d."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.conv_tbc:
            return conv_tbc_as_conv1d(*args, **kwargs)
        if func is torch.Tensor.__setitem__ and len(args) == 3 and not kwargs:
            written = _written(args[0], args[1], args[2], False)
            if written is not None:
                args[0].copy_(written)
                return None
        elif func in (torch.Tensor.index_put_, torch.Tensor.index_put, torch.index_put,
                      torch.index_put_):
            named = dict(zip(("input", "indices", "values", "accumulate"), args), **kwargs)
            if set(named) <= {"input", "indices", "values", "accumulate"} and len(named) >= 3:
                written = _written(named["input"], named["indices"], named["values"],
                                   bool(named.get("accumulate", False)))
                if written is not None:
                    if func in (torch.Tensor.index_put_, torch.index_put_):
                        return named["input"].copy_(written)
                    return written
        return func(*args, **kwargs)


class _CtcAsOps(TorchFunctionMode):
    """F.ctc_loss and torch.ctc_loss as _ctc.py's ops."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        if func in (torch.nn.functional.ctc_loss, torch.ctc_loss):
            return ctc_loss(*args, **(kwargs or {}))
        return func(*args, **(kwargs or {}))


@contextlib.contextmanager
def ctc_as_ops():
    """While exporting: the CTC loss as its ops (torch-mlir lowers none of
    aten._ctc_loss, and torch.export's fake tensors refuse it)."""
    with _CtcAsOps():
        yield


def _no_checkpoint_generator(fn, *args, **kwargs):
    """torch's non-reentrant checkpoint brackets the call with two steps of
    this generator (saved-tensor hooks, which torch.func.grad refuses):
    nothing around it here."""
    yield


class _NoCheckpointFunction:
    """torch's reentrant checkpoint (an autograd.Function of the old style,
    which torch.func.grad refuses) as the call it wraps, with its gradient:
    none where no tensor argument needs one (the reentrant forward runs
    without grad, and eager's gradient for the function's parameters is
    then None too)."""

    @staticmethod
    def apply(function, preserve_rng_state, *args):
        del preserve_rng_state  # one forward: its random draws are the only ones
        if torch.is_grad_enabled() and not any(
                isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            with torch.no_grad():
                return function(*args)
        return function(*args)


@contextlib.contextmanager
def _checkpoints_as_calls():
    """torch.utils.checkpoint's activation checkpointing (a model's memory
    hint: transformers' gradient_checkpointing_enable()) as the plain call:
    Cleave's search decides what to keep and what to recompute, and the
    value is the same."""
    module = torch.utils.checkpoint
    saved = module.CheckpointFunction, module._checkpoint_without_reentrant_generator
    module.CheckpointFunction = _NoCheckpointFunction
    module._checkpoint_without_reentrant_generator = _no_checkpoint_generator
    try:
        yield
    finally:
        module.CheckpointFunction, module._checkpoint_without_reentrant_generator = saved


def _attention_as_ops(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
                      scale=None, enable_gqa=False):
    """scaled_dot_product_attention as its matmuls and softmax."""
    if enable_gqa:
        key = key.repeat_interleave(query.size(-3) // key.size(-3), -3)
        value = value.repeat_interleave(query.size(-3) // value.size(-3), -3)
    scale = 1 / math.sqrt(query.size(-1)) if scale is None else scale
    scores = query @ key.transpose(-2, -1) * scale
    if is_causal:
        causal = torch.ones(query.size(-2), key.size(-2), dtype=torch.bool,
                            device=query.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
    if attn_mask is not None:
        scores = (scores.masked_fill(~attn_mask, float("-inf")) if attn_mask.dtype == torch.bool
                  else scores + attn_mask)
    # A row with every key masked attends to nothing: zeros, as torch's
    # kernels give (softmax alone gives NaN: the review).
    # (Its scores are zeros first: a softmax of -infs is NaN, and so would
    # its gradient be, through the where.)
    nothing = torch.isneginf(scores).all(-1, keepdim=True)
    zero = torch.zeros((), dtype=scores.dtype)
    weights = torch.where(nothing, zero, torch.softmax(torch.where(nothing, zero, scores), -1))
    if dropout_p > 0:
        weights = torch.nn.functional.dropout(weights, dropout_p)
    return weights @ value


class _AutocastAttention(TorchFunctionMode):
    """scaled_dot_product_attention under autocast as its ops: the math
    kernel, the one traced, fails in its own backward there ("expected m1
    and m2 to have the same dtype", eager torch too; the fused kernels'
    backward has no lowering), sweep 37."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if (func is torch.nn.functional.scaled_dot_product_attention
                and any(torch.is_autocast_enabled(d) for d in ("cpu", "cuda"))):
            return _attention_as_ops(*args, **kwargs)
        return func(*args, **kwargs)


@contextlib.contextmanager
def eager_equivalents():
    """For the trace and for the eager runs that check it (the same
    program both ways): activation checkpoints as plain calls, attention
    under autocast as its ops."""
    with _checkpoints_as_calls(), _AutocastAttention():
        yield


@contextlib.contextmanager
def rewritten_above_autograd():
    """While tracing: the ops of _AboveAutograd as it computes them, the
    CTC loss as its ops, the eager_equivalents, random draws whose branch
    is certain (CertainDraws), and `x[mask] op= v` as a where."""
    with _AboveAutograd(), _CtcAsOps(), eager_equivalents(), CertainDraws(), \
            masked_updates():
        yield
