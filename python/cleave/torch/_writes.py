"""Which op, at which line of the model, writes a tensor in place.

A compiled module changes no state; the example call finds that one was
written (version counters, compared values) but not where. On that error
path only, the call runs again under a dispatch mode that records the
first in-place op writing each watched tensor, with the innermost line of
the user's code on the stack (sweep 34: an `_index_put_impl_` on an input
was reported as "writes input 0", with a hint about BatchNorm)."""

import traceback

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from ._frames import innermost_user_frame as _innermost_user_frame


class _WriteRecorder(TorchDispatchMode):
    """Records, per watched storage, the first op that writes it."""

    def __init__(self, watched, depth):
        super().__init__()
        self.watched = watched  # storage address -> name
        self.depth = depth  # frames of the stack outside the call
        self.found = {}  # name -> (op, line or None)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        for i, argument in enumerate(func._schema.arguments):
            if argument.alias_info is None or not argument.alias_info.is_write:
                continue
            value = kwargs.get(argument.name, args[i] if i < len(args) else None)
            for tensor in (value if isinstance(value, (list, tuple)) else (value,)):
                if not isinstance(tensor, torch.Tensor):
                    continue
                name = self.watched.get(tensor.untyped_storage().data_ptr())
                if name is not None and name not in self.found:
                    # Only the call's frames: not the line calling compile.
                    line = _innermost_user_frame(
                        (f.filename, f.lineno, f.line)
                        for f in traceback.extract_stack()[self.depth:])
                    self.found[name] = (f"aten.{func.name().split('::')[-1]}", line)
        return func(*args, **kwargs)


def find_writes(call, watched):
    """{name: (aten op, `path:line: code` or None)} of the in-place writes
    `call()` makes to the tensors of `watched` ({name: tensor}); {} where
    the call fails under the recorder."""
    recorder = _WriteRecorder({t.untyped_storage().data_ptr(): name
                               for name, t in watched.items()}, len(traceback.extract_stack()))
    try:
        with torch.no_grad(), recorder:
            call()
    except Exception:  # noqa: BLE001 - a diagnosis only: the refusal stands
        return {}
    return recorder.found
