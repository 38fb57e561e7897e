"""Output objects torch's pytree cannot open (a transformers Cache, a
plain dataclass) that hold tensors: their tensors are outputs of the
program too, and each call returns a copy of the object with them in place.
Until stop 52 such an object was a constant of the compile-time call, so
every call returned the example's past_key_values (sweep 16)."""
import copy
import numbers

import torch
from torch import nn

from .._errors import CompileError

# Deeper than any cache layout transformers has (Cache.layers[i].keys).
_MAX_DEPTH = 6


def _children(obj):
    """(kind, items) of what `obj` holds: list, tuple and dict items, and
    attributes (its __dict__'s and its classes' __slots__)."""
    if isinstance(obj, (list, tuple)):
        return "item", list(enumerate(obj))
    if isinstance(obj, dict):
        return "item", list(obj.items())
    items = list(vars(obj).items()) if hasattr(obj, "__dict__") else []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for name in [slots] if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                items.append((name, getattr(obj, name)))
    return "attr", items


def _opaque(obj):
    return obj is None or isinstance(obj, (str, bytes, numbers.Number, type, nn.Module))


def tensor_paths(obj, depth=0, seen=None, limit=_MAX_DEPTH):
    """Paths ((kind, key), ...) from `obj` to every tensor it holds through
    attributes (__slots__ too), lists, tuples and dicts; kind is "attr" or
    "item"."""
    if isinstance(obj, torch.Tensor):
        return [()]
    seen = set() if seen is None else seen
    if depth >= limit or id(obj) in seen or _opaque(obj):
        return []
    seen.add(id(obj))
    kind, items = _children(obj)
    return [((kind, key),) + rest for key, value in items
            for rest in tensor_paths(value, depth + 1, seen, limit)]


def holds_tensor_deeper(obj):
    """Whether `obj` holds a tensor below _MAX_DEPTH levels (looked for
    down to 32): such an output would come back as the example's (sweep
    29: a 7-deep box returned the compile-time tensor every call)."""
    return bool(tensor_paths(obj, limit=32)) and not tensor_paths(obj)


def get_at(obj, path):
    for kind, key in path:
        obj = getattr(obj, key) if kind == "attr" else obj[key]
    return obj


def _set_at(obj, path, value):
    parent = get_at(obj, path[:-1])
    kind, key = path[-1]
    if kind == "attr":
        setattr(parent, key, value)
    else:
        parent[key] = value  # a tuple refuses: Holder checks at compile time


class Holder:
    """An output leaf holding tensors at `paths`: `rebuild` returns a copy
    of the compile-time `reference` with the given tensors there."""

    def __init__(self, reference, where):
        self.reference = reference
        self.paths = tensor_paths(reference)
        self.dtypes = [get_at(reference, p).dtype for p in self.paths]
        try:
            self.rebuild([get_at(reference, p) for p in self.paths])
        except Exception as error:
            raise CompileError(
                f"the module's output {where} is a {type(reference).__name__} holding "
                f"tensors that cannot be put back in a copy of it ({error}); return "
                "tensors, tuples, lists, dicts or dataclasses registered with "
                "torch.utils._pytree") from None

    def rebuild(self, tensors):
        # The reference's tensors are replaced, not copied.
        memo = {id(get_at(self.reference, p)): None for p in self.paths}
        result = copy.deepcopy(self.reference, memo)
        for path, tensor in zip(self.paths, tensors):
            _set_at(result, path, tensor)
        return result
