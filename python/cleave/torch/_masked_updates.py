"""`x[mask] -= 1` at a static shape, while a program is traced.

Python runs `x[mask] op= v` as a selection (`x[mask]`, a size the mask's
values decide), the in-place operation on it, and a write back through the
mask. The selection cannot be one compiled program (refused), the update
can: `torch.where(mask, x op v, x)`. While tracing, a selection made by
such a statement (its bytecode: the two copies of container and key that
only an augmented subscript assignment makes) is a copy of all of x; the
operation runs on every element, and the write back takes the selected
ones. A value that is not one for all selected elements (a row per
selected element) is refused: its size is the mask's. Any other selection
is the op as it is (refused as before). Sweep 36: PyG's ChebConv
`edge_weight[loop_mask] -= 1`."""

import contextlib
import dis
import sys

import torch
from torch.overrides import TorchFunctionMode
from torch.utils.weak import WeakIdKeyDictionary

from .._errors import CompileError
from ._frames import NOT_USERS_CODE, current_users_line

_IN_PLACE = {"__iadd__": "+", "__isub__": "-", "__imul__": "*", "__itruediv__": "/",
             "add_": "+", "sub_": "-", "mul_": "*", "div_": "/"}


def _leading_mask(tensor, key):
    """The boolean mask of `key` over `tensor`'s leading dimensions, or None."""
    if isinstance(key, tuple) and len(key) == 1:
        key = key[0]
    if (isinstance(key, torch.Tensor) and key.dtype == torch.bool and key.dim() >= 1
            and tuple(key.shape) == tuple(tensor.shape[:key.dim()])):
        return key
    return None


def _in_augmented_subscript():
    """Whether the innermost frame outside torch and Cleave is executing the
    selection of `a[b] op= c` (COPY 2, COPY 2, BINARY_SUBSCR)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename.startswith(NOT_USERS_CODE):
        frame = frame.f_back
    if frame is None:
        return False
    previous = []
    for instruction in dis.get_instructions(frame.f_code):
        if instruction.offset == frame.f_lasti:
            return (instruction.opname == "BINARY_SUBSCR" and len(previous) == 2
                    and all(p.opname == "COPY" and p.arg == 2 for p in previous))
        previous = (previous + [instruction])[-2:]
    return False


class _MaskedUpdates(TorchFunctionMode):
    def __init__(self):
        super().__init__()
        self._copies = WeakIdKeyDictionary()  # a copy of x -> (x, mask)

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = getattr(func, "__name__", "")
        if func is torch.Tensor.__getitem__ and len(args) == 2 and not kwargs:
            mask = _leading_mask(args[0], args[1])
            if mask is not None and _in_augmented_subscript():
                copy = args[0].clone()
                self._copies[copy] = (args[0], mask)
                return copy
        elif (name in _IN_PLACE and len(args) == 2 and isinstance(args[0], torch.Tensor)
              and args[0] in self._copies):
            mask = self._copies[args[0]][1]
            rest = args[0].dim() - mask.dim()
            other = args[1]
            if isinstance(other, torch.Tensor) and other.dim() > rest and (
                    other.dim() > rest + 1 or other.shape[0] != 1):
                where = current_users_line()
                raise CompileError(
                    f"cannot compile `x[mask] {_IN_PLACE[name]}= v` with v of shape "
                    f"{list(other.shape)}" + (f" at {where}" if where else "")
                    + ": a value per selected element has a size the mask's values decide; "
                    "one value or one row for all of them compiles, or write it with the "
                    "shape kept (torch.where(mask, x - v_full, x))")
        elif func is torch.Tensor.__setitem__ and len(args) == 3 and not kwargs:
            target, key, value = args
            if isinstance(value, torch.Tensor) and value in self._copies:
                source, mask = self._copies.pop(value)
                if source is target and _leading_mask(target, key) is mask:
                    rest = (1,) * (target.dim() - mask.dim())
                    target.copy_(torch.where(mask.reshape(tuple(mask.shape) + rest), value,
                                             target))
                    return None
        return func(*args, **kwargs)


@contextlib.contextmanager
def masked_updates():
    """While tracing or exporting: `x[mask] op= v` as a where (see above)."""
    with _MaskedUpdates():
        yield
