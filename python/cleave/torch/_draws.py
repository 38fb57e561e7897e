"""Random draws whose Python branch is certain, while a step is traced.

LayerDrop draws one uniform number per layer in training mode and skips the
layer where it falls below the drop probability: transformers'
`torch.rand([]) < config.layerdrop` (Wav2Vec2, HuBERT, Marian, Pegasus) and
torchaudio's `torch.rand(1).item() <= self.layer_drop`. The branch reads the
number in Python, which one traced program cannot (a refusal, even at a
probability of 0). Where the threshold lies outside (0, 1) the answer does
not depend on the draw, so it is given without reading it; a draw of exactly
0 (about 2^-24 per draw of float32) is taken as above 0. Any other threshold
is refused, naming it and the line."""

import torch
from torch.overrides import TorchFunctionMode
from torch.utils.weak import WeakIdKeyDictionary

from .._errors import CompileError
from ._frames import current_users_line

_COMPARISONS = {"lt": "<", "__lt__": "<", "le": "<=", "__le__": "<=", "gt": ">", "__gt__": ">",
                "ge": ">=", "__ge__": ">="}


def _certain(draw_op, threshold):
    """Whether `u op threshold` holds for every u in (0, 1), or None where
    it depends on u."""
    if threshold <= 0:
        return draw_op in (">", ">=")
    if threshold >= 1:
        return draw_op in ("<", "<=")
    return None


def _refusal(use):
    where = current_users_line()
    return CompileError(
        f"a random draw's value {use}" + (f" at {where}" if where else "")
        + ": one compiled program cannot draw it again at every call (LayerDrop skips a "
        "layer so; at a probability of 0, layerdrop=0, the branch is certain and compiles); "
        "draw with tensor ops instead (torch.where(torch.rand(...) < p, ...))")


class _Draw:
    """`torch.rand(1).item()` while tracing: a comparison with a threshold
    outside (0, 1) is answered; any other use of the number is refused
    (a stand-in value would be silently wrong)."""

    def _compare(self, op, other):
        if not isinstance(other, (int, float)) or isinstance(other, bool):
            raise _refusal(f"is compared with a {type(other).__name__}")
        answer = _certain(op, other)
        if answer is None:
            raise _refusal(f"compared with {other} ({op}) decides a Python branch")
        return answer

    def __lt__(self, other):
        return self._compare("<", other)

    def __le__(self, other):
        return self._compare("<=", other)

    def __gt__(self, other):
        return self._compare(">", other)

    def __ge__(self, other):
        return self._compare(">=", other)

    def _used(self, *args):
        raise _refusal("is used as a Python number")

    for _name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul"):
        locals()[f"__{_name}__"] = locals()[f"__r{_name}__"] = _used
    __neg__ = __pos__ = __abs__ = __float__ = __int__ = __index__ = __bool__ = _used
    __round__ = __format__ = __eq__ = __ne__ = __repr__ = __str__ = _used
    __hash__ = None
    del _name


class CertainDraws(TorchFunctionMode):
    """Tracks one-element torch.rand results and their comparisons with a
    number, and answers `bool()` and `.item()` of those (see above): the
    certain answer, or a refusal naming the threshold (a string here)."""

    def __init__(self):
        super().__init__()
        self._draws = WeakIdKeyDictionary()
        self._answers = WeakIdKeyDictionary()

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = getattr(func, "__name__", "")
        if name in ("__bool__", "item") and len(args) == 1 and self._unchanged(
                self._answers, args[0]):
            answer = self._answers[args[0]][1]
            if isinstance(answer, str):
                raise _refusal(answer)
            return answer
        if name == "item" and len(args) == 1 and self._unchanged(self._draws, args[0]):
            return _Draw()
        result = func(*args, **kwargs)
        if func in (torch.rand, torch.rand_like) and isinstance(result, torch.Tensor) and \
                result.numel() == 1 and result.is_floating_point():
            self._draws[result] = (result._version, True)
        elif (name in _COMPARISONS and len(args) == 2 and isinstance(args[0], torch.Tensor)
              and self._unchanged(self._draws, args[0]) and isinstance(args[1], (int, float))
              and not isinstance(args[1], bool)):
            answer = _certain(_COMPARISONS[name], args[1])
            self._answers[result] = (result._version, answer if answer is not None else (
                f"compared with {args[1]} ({_COMPARISONS[name]}) decides a Python branch"))
        return result

    @staticmethod
    def _unchanged(table, tensor):
        """Whether `tensor` is in `table` and not written since (`u.add_(5)`
        or `m |= flag` make the recorded answer wrong: the review)."""
        return (isinstance(tensor, torch.Tensor) and tensor in table
                and table[tensor][0] == tensor._version)
