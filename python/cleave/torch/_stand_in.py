"""What a training step's loss_fn reads from the model, on the traced state.

loss_fn gets a stand-in for the model: calling it runs the model on the
traced parameters. A CLIP loss also reads `model.logit_scale` and calls
`model.get_image_features(...)`; those read the real parameters, outside
the trace, and were refused (sweep 38). Here a parameter or buffer read
from the stand-in is its traced tensor, and a method or submodule called
through it runs with the traced parameters in place."""

import inspect
import itertools

import torch
from torch import nn
from torch.nn.utils.stateless import _reparametrize_module

from ._export import PreservedState


def traced_call(model, state, function, args, kwargs):
    """function(*args, **kwargs) with `model`'s parameters and buffers the
    traced ones (`state`, by name), restored afterwards."""
    with PreservedState(model), _reparametrize_module(model, state):
        return function(*args, **kwargs)


def traced_attribute(model, state, owner, name, path, refuse):
    """`owner.name` (owner: the model or one of its submodules) as loss_fn
    may use it; `refuse(what)` for what would read untraced state."""
    value = getattr(owner, name)
    if isinstance(value, torch.Tensor):
        named = itertools.chain(model.named_parameters(remove_duplicate=False),
                                model.named_buffers(remove_duplicate=False))
        traced = next((state[n] for n, t in named if t is value and n in state), None)
        # A plain tensor attribute is a constant of the program.
        return value if traced is None else traced
    if isinstance(value, nn.Module):
        return _SubmoduleStandIn(model, state, value, path, refuse)
    if inspect.ismethod(value) and value.__self__ is owner:
        return lambda *args, **kwargs: traced_call(model, state, value, args, kwargs)
    if callable(value):
        refuse(f"{path}, a {type(value).__name__}")
    return value


class _SubmoduleStandIn:
    """`model.encoder` as loss_fn sees it: called (or its methods) on the
    traced state; its attributes as traced_attribute gives them."""

    def __init__(self, model, state, module, path, refuse):
        self._parts = (model, state, module, path, refuse)

    def __call__(self, *args, **kwargs):
        model, state, module, _, _ = self._parts
        return traced_call(model, state, module, args, kwargs)

    def __getattr__(self, name):
        model, state, module, path, refuse = self._parts
        return traced_attribute(model, state, module, name, f"{path}.{name}", refuse)
