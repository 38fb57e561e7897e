"""What a training step's loss_fn reads from the model, on the traced state.

loss_fn gets a stand-in for the model: calling it runs the model on the
traced parameters. A CLIP loss also reads `model.logit_scale` and calls
`model.get_image_features(...)`; those read the real parameters, outside
the trace, and were refused (sweep 38). Here a parameter or buffer read
from the stand-in is its traced tensor, and a method or submodule called
through it runs with the traced parameters in place."""

import inspect

import torch
from torch import nn
from torch.nn.utils.stateless import _reparametrize_module

from ._export import PreservedState


def traced_call(model, state, function, args, kwargs):
    """function(*args, **kwargs) with `model`'s parameters and buffers the
    traced ones (`state`, by name; tied weights follow their name, as
    functional_call ties them), restored afterwards."""
    with PreservedState(model), _reparametrize_module(model, state, tie_weights=True):
        return function(*args, **kwargs)


# What would hand out the real tensors or modules once the call returns (a
# generator runs after the traced state is restored: a penalty over
# `model.encoder.parameters()` was a constant of the initial weights).
_REFUSED = {"parameters", "named_parameters", "buffers", "named_buffers", "state_dict",
            "modules", "named_modules", "children", "named_children", "apply",
            "get_submodule", "get_parameter", "get_buffer"}


def traced_attribute(model, state, owner, name, path, refuse):
    """`owner.name` (owner: the model or one of its submodules) as loss_fn
    may use it; `refuse(what)` for what would read untraced state."""
    if owner is not model and name in _REFUSED:
        refuse(f"{path}(), a method of a submodule (model.named_parameters() and "
               "model.get_parameter() give the traced parameters)")
    # Read with the traced state in place: a parameter is its traced tensor,
    # a property computed from parameters is computed from them (read
    # outside, it was a constant of the initial weights: the review).
    value = traced_call(model, state, getattr, (owner, name), {})
    if isinstance(value, torch.Tensor):
        return value
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
