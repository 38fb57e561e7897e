"""Old-style torch.autograd.Functions under torch.func.grad.

A training step is traced with torch.func.grad, which differentiates an
autograd.Function only when it has a `setup_context` (its forward without
ctx). Most Functions users and libraries write are old-style: `forward(ctx,
*args)` saving tensors and attributes on ctx (gradient reversal layers,
straight-through estimators, BLOOM's GeLU, PhiMoE's sparsemixer). Each is
run here as a new-style Function built from it: its forward runs the old
forward on a recording ctx; what that ctx kept (saved tensors, attributes)
reaches setup_context as extra outputs (tensors made in the forward must be
outputs to be saved under torch.func) or, for plain values, beside them;
its backward is the old backward on the real ctx, the extra outputs'
gradients dropped. The Function's own backward is kept, not replaced by
the derivative of its forward: a straight-through estimator's gradient is
not its forward's."""

import contextlib

import torch
from torch.autograd.function import _is_setup_context_defined
from torch.utils import _pytree as pytree
from torch.utils.weak import WeakIdKeyDictionary


class Unconvertible(Exception):
    """An old-style Function this conversion cannot run as it is."""


class _Recording:
    """The ctx an old forward gets: records what it keeps."""

    def __init__(self, args):
        self.saved_for_backward = ()
        self.non_differentiable = []
        self.materialize = True
        self.needs_input_grad = tuple(isinstance(a, torch.Tensor) and
                                      (a.requires_grad or a.is_floating_point()) for a in args)

    def save_for_backward(self, *tensors):
        self.saved_for_backward = tensors

    def mark_non_differentiable(self, *tensors):
        self.non_differentiable.extend(tensors)

    def set_materialize_grads(self, value):
        self.materialize = value

    def mark_dirty(self, *tensors):
        raise Unconvertible("it writes its inputs in place (ctx.mark_dirty)")

    def save_for_forward(self, *tensors):
        raise Unconvertible("it defines a forward-mode derivative (ctx.save_for_forward)")


_OWN = ("saved_for_backward", "non_differentiable", "materialize", "needs_input_grad")
_converted = WeakIdKeyDictionary()


def _position(tensor, tensors):
    return next((i for i, t in enumerate(tensors) if t is tensor), None)


def _new_style(cls):
    """A new-style Function computing as `cls` (old-style) does, and its
    apply returning what `cls.apply` returns."""
    if cls in _converted:
        return _converted[cls]
    # What each call's forward kept, for its setup_context (called once per
    # torch.func level) until apply returns: nested calls run inside the
    # forward, so a stack pairs them.
    pending = []

    class Converted(torch.autograd.Function):
        @staticmethod
        def forward(*args):
            ctx = _Recording(args)
            result = cls.forward(ctx, *args)
            single = not isinstance(result, tuple)
            outputs = (result,) if single else result
            kept = {k: v for k, v in vars(ctx).items() if k not in _OWN}
            tensors = [k for k, v in kept.items() if isinstance(v, torch.Tensor)]
            plain = {k: v for k, v in kept.items() if k not in tensors}
            if any(isinstance(t, torch.Tensor) for t in pytree.tree_leaves(list(plain.values()))):
                raise Unconvertible("it keeps tensors on ctx inside a container")
            # Each kept tensor is an input, an output, or an extra output.
            refs, extras = [], []
            for t in list(ctx.saved_for_backward) + [kept[k] for k in tensors]:
                if t is None:
                    refs.append(("none", None))
                elif _position(t, args) is not None:
                    refs.append(("input", _position(t, args)))
                elif _position(t, outputs) is not None:
                    refs.append(("output", _position(t, outputs)))
                else:
                    refs.append(("extra", len(extras)))
                    extras.append(t)
            fixed = [i for i, o in enumerate(outputs)
                     if any(o is t for t in ctx.non_differentiable)]
            pending.append((single, len(outputs), len(ctx.saved_for_backward), tensors, refs,
                            plain, fixed, ctx.materialize))
            return (*outputs, *extras)

        @staticmethod
        def setup_context(ctx, inputs, output):
            single, count, saved, tensors, refs, plain, fixed, materialize = pending[-1]
            outputs, extras = output[:count], output[count:]
            kept = [None if kind == "none" else inputs[i] if kind == "input" else
                    outputs[i] if kind == "output" else extras[i] for kind, i in refs]
            ctx.save_for_backward(*kept[:saved])
            for name, value in zip(tensors, kept[saved:]):
                setattr(ctx, name, value)
            for name, value in plain.items():
                setattr(ctx, name, value)
            ctx.mark_non_differentiable(*extras, *[outputs[i] for i in fixed])
            ctx.set_materialize_grads(materialize)
            ctx._cleave_outputs = (single, count)

        @staticmethod
        def backward(ctx, *grads):
            count = ctx._cleave_outputs[1]
            return cls.backward(ctx, *grads[:count])

    def apply(*args, **kwargs):
        if kwargs:
            raise Unconvertible("it is called with keyword arguments")
        depth = len(pending)
        try:
            result = Converted.apply(*args)
            single, count = pending[-1][:2]
        finally:
            del pending[depth:]
        return result[0] if single else tuple(result[:count])

    _converted[cls] = apply
    return apply


@contextlib.contextmanager
def converted():
    """Function.apply runs an old-style Function as a new-style one where
    torch.func transforms are active (a training step's trace and its eager
    check), naming it where that cannot be done (torch's own error named
    neither the class nor where it is: BLOOM's GeLU, sweep 17)."""
    from .._errors import CompileError
    apply = torch.autograd.Function.__dict__["apply"]

    def compatible(cls, *args, **kwargs):
        if not torch._C._are_functorch_transforms_active() or _is_setup_context_defined(
                cls.setup_context):
            return apply.__func__(cls, *args, **kwargs)
        try:
            return _new_style(cls)(*args, **kwargs)
        except Unconvertible as why:
            raise CompileError(
                f"{cls.__module__}.{cls.__qualname__} is an old-style torch.autograd."
                "Function (its forward takes ctx; it has no setup_context), which "
                "torch.func.grad, how a training step is traced, cannot differentiate, "
                f"and Cleave cannot run it as a new-style one: {why}; give it a "
                "setup_context (https://pytorch.org/docs/main/notes/extending.func.html), "
                "or replace it by the plain ops of its forward where its backward is their "
                "derivative") from None

    torch.autograd.Function.apply = classmethod(compatible)
    try:
        yield
    finally:
        torch.autograd.Function.apply = apply
