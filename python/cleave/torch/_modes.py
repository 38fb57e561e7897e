"""What a compiled program fixed of the module's modes, checked at each call.

A program is traced in the modes of the moment: each submodule's training
flag (dropout, BatchNorm) and autocast. Changing them afterwards would
change what eager computes and not what the program computes, so a call in
other modes is refused (compile again) rather than answered with the old
modes' numbers (`m.train()` after compiling in eval mode kept dropout off,
silently)."""

import torch

from .._errors import Error

_AUTOCAST_DEVICES = ("cpu", "cuda")


def _autocast_state():
    return tuple((torch.is_autocast_enabled(d), torch.get_autocast_dtype(d))
                 if torch.is_autocast_enabled(d) else (False, None)
                 for d in _AUTOCAST_DEVICES)


def _describe_autocast(state):
    on = [f"autocast({d}, {str(dtype).replace('torch.', '')})"
          for d, (enabled, dtype) in zip(_AUTOCAST_DEVICES, state) if enabled]
    return " and ".join(on) if on else "no autocast"


class Modes:
    """The training flags of `model`'s submodules and the autocast state
    when it was compiled."""

    def __init__(self, model):
        self._named = list(model.named_modules(remove_duplicate=False))
        self._training = tuple(m.training for _, m in self._named)
        self._autocast = _autocast_state()

    def all_in(self, training):
        """Whether every submodule was compiled in `training` mode."""
        return all(t == training for t in self._training)

    def check(self, what):
        """Raises Error where a submodule's mode or autocast changed since
        compiling; `what` names the compiled object."""
        if tuple(m.training for _, m in self._named) != self._training:
            name, module, was = next(
                (n, m, t) for (n, m), t in zip(self._named, self._training) if m.training != t)
            mode = {True: "training", False: "eval"}
            raise Error(
                f"{what} was compiled with "
                + (f"submodule {name!r} ({type(module).__name__})" if name else
                   f"the model ({type(module).__name__})")
                + f" in {mode[was]} mode, now in {mode[not was]} mode: "
                "a compiled program keeps the modes it was traced in; compile again in "
                "this mode (or keep one compiled object per mode)")
        autocast = _autocast_state()
        if autocast != self._autocast:
            raise Error(
                f"{what} was compiled under {_describe_autocast(self._autocast)}, called under "
                f"{_describe_autocast(autocast)}: a compiled program keeps the precision it was "
                "traced in; compile again under the same autocast")
