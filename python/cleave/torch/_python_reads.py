"""Integer and boolean values a model reads in Python, specialized.

`max_len = int(lengths.max())` (torchaudio's Conformer and Emformer),
`if mask.any():` (x-transformers' padding), `if (x < 0).any(): raise`
(torch's own argument checks): one traced graph cannot branch on them or
size a tensor by them. While a program is traced with real tensors (make_fx),
each such read returns the example's value, and the tensor it read becomes
an extra output of the program, which every call compares with that value:
a call whose data would take another path is refused, never answered by the
example's path. Reads of floating-point values (a loss's `.item()` for a
log), of more than a few values (`ids.tolist()`) and of values that depend
on a random draw stay refused: a guard on them would fail at almost every
call."""

import contextlib
import sys

import torch
from torch.fx.experimental.proxy_tensor import get_proxy_mode
from torch.overrides import TorchFunctionMode
from torch.utils import _pytree as pytree
from torch.utils._python_dispatch import _disable_current_modes
from torch.utils.weak import WeakIdKeyDictionary

from .._errors import CompileError, Error
from ._dense_selections import DenseSelections, traced as _traced
from ._frames import current_users_line

_READS = {torch.Tensor.item: "item()", torch.Tensor.__bool__: "bool()",
          torch.Tensor.__int__: "int()", torch.Tensor.__index__: "an index",
          torch.Tensor.tolist: "tolist()"}
# Reads never specialized: while traced they are refused here, where make_fx
# without functionalization had read the data unseen (`.tolist()` of floats,
# `.numpy()`: the example's values kept, sweep 40).
_REFUSED = (torch.Tensor.__float__, torch.Tensor.__complex__, torch.Tensor.numpy,
            torch.Tensor.__array__)
# Functions that take sizes: a 0-d integer tensor among their arguments is
# read as an int in C++ (`x.view(n, -1)`, `x[:, :n]`: Longformer, sweep 40).
_SIZE_TAKERS = {"view", "reshape", "expand", "repeat", "narrow", "new_zeros", "new_ones",
                "new_full", "new_empty", "zeros", "ones", "full", "empty", "arange",
                "unflatten", "tile", "split", "chunk", "__getitem__", "__setitem__",
                "select", "roll", "flip", "permute", "transpose", "unsqueeze", "squeeze",
                "as_strided", "unfold", "pad", "interpolate"}


GENERATOR_REFUSAL = ("a random draw takes a torch.Generator (generator=): a compiled "
                     "program draws from its own random state, seeded from torch's seed "
                     "when compiled (torch.manual_seed before compiling); drop generator=")


_FLOAT_BOUND = "a float bound of torch.arange"


class UnspecializedRead(RuntimeError):
    """A read of a traced tensor's value that is not specialized; its text
    holds the marker the trace's refusal looks for."""


# More values than this in one read are the data itself, not a size or a
# branch: a program for them alone would serve no other call.
_MOST_VALUES = 64

# Functions whose results are random draws (dropout only in training).
_DRAWS = {"rand", "rand_like", "randn", "randn_like", "randint", "randint_like", "randperm",
          "bernoulli", "bernoulli_", "normal", "normal_", "uniform_", "random_",
          "exponential_", "geometric_", "cauchy_", "log_normal_", "poisson", "multinomial",
          "rrelu", "rrelu_", "gumbel_softmax", "native_dropout", "binomial",
          "_standard_gamma", "_sample_dirichlet"}  # (torch.distributions' samples)
_DROPOUTS = {"dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout",
             "feature_alpha_dropout"}


def _draws(func, args, kwargs):
    name = getattr(func, "__name__", "")
    if name in _DRAWS:
        return True
    if name in _DROPOUTS:
        p = kwargs.get("p", args[1] if len(args) > 1 else 0.5)
        return bool(kwargs.get("training", args[2] if len(args) > 2 else True)) and p != 0
    if name == "scaled_dot_product_attention":
        return kwargs.get("dropout_p", args[4] if len(args) > 4 else 0.0) != 0
    return False


def _tensors(tree):
    return [t for t in pytree.tree_leaves(tree) if isinstance(t, torch.Tensor)]


def _flat(value):
    if isinstance(value, (list, tuple)):
        return [v for item in value for v in _flat(item)]
    # (A boolean stays one: the messages say True, not 1.)
    return [value if isinstance(value, bool) else int(value)]


class SpecializedReads(TorchFunctionMode):
    """The reads of one traced call: `collecting()` around the model's call,
    then `guard()` is the tensor of the values read (or None). `reads`:
    (line, how, values, hint) of the latest call, for the checks' messages."""

    def __init__(self):
        super().__init__()
        self.reads, self._tensors = [], []
        self._random = WeakIdKeyDictionary()  # tensors a random draw decides
        self.enabled = False  # (torch.export's fake tensors have no values)
        # Selections of data-dependent size (a mixture of experts' tokens),
        # traced densely on the same real tensors.
        self.dense = DenseSelections(self)

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        what = _READS.get(func) or ("torch.equal()" if func in (torch.equal, torch.Tensor.equal)
                                    else None)
        inputs = _tensors((args, kwargs))
        tracing = get_proxy_mode() is not None
        if tracing and kwargs.get("generator") is not None:
            raise CompileError(GENERATOR_REFUSAL + (f", at {current_users_line()}"
                                             if current_users_line() else ""))
        if tracing and inputs and _traced(inputs[0]) and (
                func in _REFUSED or what and not self._specializes(what, inputs)
                and not (what in ("item()", "bool()") and self._drawn(inputs))):
            # (A drawn number's item() and bool() pass: CertainDraws answers
            # a LayerDrop comparison, and make_fx refuses the rest.)
            raise UnspecializedRead(
                "aten._local_scalar_dense: the model reads a tensor's value in Python")
        if not tracing or what is None or not self._specializes(what, inputs):
            if tracing and getattr(func, "__name__", "") in _SIZE_TAKERS:
                args, kwargs = self._sizes_read(func, args, kwargs)
            if not tracing and func is torch.Tensor.tolist and inputs and \
                    torch._C._functorch.is_functorch_wrapped_tensor(inputs[0]):
                # (The eager check of a training step, under torch.func.grad:
                # a wrapped tensor has no storage for tolist(), item() reads
                # it. Switch Transformers lists the experts hit.)
                return _items(inputs[0])
            result = func(*args, **kwargs)
            if _draws(func, args, kwargs) or self._drawn(inputs):
                # Its results, and what it wrote in place (a view's base too).
                self._random.update(dict.fromkeys(_tensors(result), True))
                if getattr(func, "__name__", "").endswith("_") or func is \
                        torch.Tensor.__setitem__:
                    self._random[inputs[0]] = True
                    if inputs[0]._base is not None:
                        self._random[inputs[0]._base] = True
            return result
        return self._read(func, what, inputs, args, kwargs)

    def _drawn(self, tensors):
        return any(t in self._random or t._base is not None and t._base in self._random
                   for t in tensors)

    def _read(self, func, what, inputs, args, kwargs):
        """The example's value of the read, recorded with the tensor read."""
        with _disable_current_modes():  # the trace runs on the real tensors
            value = func(*args, **kwargs)
        if what == "torch.equal()":
            if inputs[0].shape != inputs[1].shape:
                return value  # (the shapes decide: no guard)
            tensor = (inputs[0] == inputs[1]).all()
        elif what == "bool()":
            # Its truth, not its value (`if mask.sum():` read 2 where the
            # expected True is 1: every such model refused, the review).
            tensor = inputs[0] != 0
        else:
            tensor = inputs[0]
        # A copy: the model may write the tensor in place after reading it
        # (`c = m.sum(); k = int(c); c.clamp_(max=2)`: the check compared
        # the written value, sweep 40).
        self._tensors.append(tensor.detach().reshape(-1).to(torch.int64, copy=True))
        self.reads.append((current_users_line(), what, _flat(value), _hint()))
        return value

    def guarded(self, tensor, what, values):
        """Checks at every call that `tensor` has the example's `values` (a
        list known otherwise: DenseSelections records them eagerly), as a
        read in Python is; False where a random draw decides them."""
        if self._drawn([tensor]):
            return False
        self._tensors.append(tensor.detach().reshape(-1).to(torch.int64, copy=True))
        self.reads.append((current_users_line(), what, values, _hint()))
        return True

    def _read_float(self, tensor):
        """A 0-d float tensor's example value, checked exactly (the guard is
        whether it equals the example's, in float64)."""
        with _disable_current_modes():
            value = float(tensor)
        self._tensors.append((tensor.detach().reshape(-1).to(torch.float64) == value)
                             .to(torch.int64))
        self.reads.append((current_users_line(), f"{_FLOAT_BOUND} ({value!r} in the example)",
                           [True], ""))
        return value

    def _sizes_read(self, func, args, kwargs):
        """args and kwargs with each 0-d integer tensor given as a size (in
        a list, a slice or as an argument) read as an int, specialized."""
        def size(value):
            if (isinstance(value, torch.Tensor) and value.dim() == 0 and _traced(value)
                    and not value.is_floating_point() and not value.is_complex()
                    and value.dtype != torch.bool and not self._drawn([value])):
                return self._read(torch.Tensor.__index__, "a size", [value], (value,), {})
            if (func.__name__ == "arange" and isinstance(value, torch.Tensor)
                    and value.dim() == 0 and _traced(value) and value.is_floating_point()
                    and not self._drawn([value])):
                # A float bound (Funnel's relative positions, from a float
                # arange of the length): checked bit for bit.
                return self._read_float(value)
            if isinstance(value, slice):
                return slice(size(value.start), size(value.stop), size(value.step))
            if isinstance(value, (list, tuple)):
                return type(value)(size(v) for v in value)
            return value
        # The tensor the method is called on stays a tensor, and so does an
        # index (`x[t]` is a gather, not a read).
        if func.__name__ in ("__getitem__", "__setitem__"):
            def size_in_slices(value):
                if isinstance(value, slice):
                    return size(value)
                if isinstance(value, tuple):
                    return tuple(size_in_slices(v) for v in value)
                return value
            return (args[0], size_in_slices(args[1]), *args[2:]), kwargs
        # Only the factories take a size first; the other functions take the
        # tensor (`torch.unsqueeze(count, 0)`: its input became an int, the
        # review).
        first_is_size = func.__name__ in ("zeros", "ones", "full", "empty", "arange") and \
            not getattr(func, "__qualname__", "").startswith(("TensorBase.", "Tensor."))
        return ((tuple(size(a) for a in args) if first_is_size else
                 (args[0], *[size(a) for a in args[1:]])) if args else args,
                {k: size(v) for k, v in kwargs.items()})

    def _specializes(self, what, inputs):
        """Whether a call is a read to specialize (else it runs as it is,
        refused by the trace if it reads a value)."""
        if what is None or self._drawn(inputs):
            return False
        if what == "torch.equal()":  # one boolean whatever the tensors
            return True
        return not (inputs[0].is_floating_point() or inputs[0].is_complex()
                    or inputs[0].numel() > _MOST_VALUES)

    @contextlib.contextmanager
    def collecting(self):
        if get_proxy_mode() is not None:
            self.reads, self._tensors = [], []
        self.dense.starting()
        with self, self.dense:
            yield self

    def guard(self):
        """The values read, one int64 tensor, or None if nothing was read.
        Run eagerly (the checks of a trace), the values the trace read: the
        eager code may read others (under torch.compiler.is_compiling()
        only the trace skips a check), and the outputs must match."""
        if get_proxy_mode() is None:
            return torch.tensor(self.expected(), dtype=torch.int64) if self.reads else None
        return torch.cat(self._tensors) if self._tensors else None

    def expected(self):
        return [int(v) for _, _, values, _ in self.reads for v in values]

    def describe(self):
        """What a compile says it did: the reads, their lines and values."""
        # (A line read twice with one value is said once.)
        said = dict.fromkeys(f"{how} of a tensor" + (f" at {line}" if line else "")
                             + f" gave {_shown(how, values)}"
                             for line, how, values, _ in self.reads)
        return "; ".join(said)

    def check(self, got, what):
        """Refuses a call whose reads differ from the example's."""
        got = [int(v) for v in got.reshape(-1).tolist()]
        offset = 0
        for line, how, values, hint in self.reads:
            seen = got[offset:offset + len(values)]
            offset += len(values)
            seen = [bool(v) if isinstance(w, bool) else v for v, w in zip(seen, values)]
            if seen != values:
                raise Error(
                    f"{what} serves the example's value of a tensor the model reads in "
                    f"Python ({how}" + (f" at {line}" if line else "")
                    + f"): {_shown(how, values)} there, {_shown(how, seen)} in this call, "
                    "which would take another path or size; compile again with an "
                    "example that gives this call's value, or compute it with tensor ops "
                    "(torch.where) so that one program serves every value" + hint)


def _hint():
    """What to do about a read in torch's own code: nn.Transformer and its
    layers compare a given mask with the causal one (sweep 20)."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "_detect_is_causal_mask":
            return ("; here torch's nn.Transformer checks whether the attention mask is "
                    "causal: say which it is with the mask, is_causal=True for the causal "
                    "mask and is_causal=False for any other (tgt_is_causal for the "
                    "decoder's target mask)")
        frame = frame.f_back
    return ""


def _shown(how, values):
    values = [bool(v) for v in values] if how in ("bool()", "torch.equal()") else values
    if how.startswith(_FLOAT_BOUND):
        values = ["that value" if v else "another" for v in values]
    text = str(values[0]) if len(values) == 1 else str(values)
    return text if len(text) <= 80 else text[:77] + "..."


def _items(tensor):
    """tensor.tolist(), element by element."""
    if tensor.dim() == 0:
        return tensor.item()
    return [_items(row) for row in tensor.unbind(0)]
