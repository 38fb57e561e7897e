"""Selections whose size the data decides, computed densely.

transformers' sparse mixtures of experts (Mixtral, Qwen2-MoE, OLMoE, Jamba,
DeepSeek-V3 and their kin) pick each expert's tokens with `torch.where(mask)`
or `nonzero()` and add the expert's results back with `index_add_`: sizes the
data decides, which one compiled program cannot have. While a program is
traced on real tensors (make_fx), such a selection returns every position of
the mask (a constant, the grid of its coordinates) and remembers which of
them the data selects: their validity, a traced boolean. What is computed
from the selected positions carries the validity along (pointwise and
row-wise ops such as linear layers and activations, reductions and
concatenations along other dimensions, views keeping every position in
order, gathers by the positions), each result set to 1, 0 or False where
nothing is selected (finite, in range, its gradient cut there); where it is
added back (`index_add`), what the data did not select is masked to zero.
A boolean index (`x[mask]`, Switch Transformers' and NLLB-MoE's experts)
is its mask's positions (torch.where), the same selection for the same
mask (or the same constant index of the same mask); a write at them
(`y[mask] = v`) writes every position of the grid once, the selected ones
with v and the others with what they held. A split by sizes read in Python
(GraniteMoE's and JetMoE's `expert_size.tolist()`) gives every row to
every part, each valid in its run; the cat of all the parts, in order,
takes each row from its run.
Anything else done with such values (a reduction over them, a part of a
selection, two selections paired, a write other than index_add, reading
them in Python, their count used as a number, reaching the program's
results) stops the rewrite (NotDense), and the program is traced as before,
refused with the dense-routing advice and where the rewrite stopped. A
loop over a selection (`for e in experts_hit:`) and a branch on its
emptiness run in Python, where an unselected iteration cannot be masked (a
counter in its body): the example's rows (or emptiness) are taken, recorded
by a dense eager run, and checked at every call like a value read in Python
(_python_reads), except in transformers' own MoE loops and branches, known
to change nothing but through index_add.

Cost: every expert runs on every (slot, token) pair of its mask: top_k
times the work of routing every token to every expert."""

import re

import numpy
import torch
from torch.fx.experimental.proxy_tensor import get_proxy_mode, has_proxy_slot
from torch.overrides import TorchFunctionMode
from torch.utils import _pytree as pytree
from torch.utils._python_dispatch import _disable_current_modes
from torch.utils.weak import WeakIdKeyDictionary

from ._frames import current_users_line


class NotDense(Exception):
    """A selected value used where validity cannot follow it."""


# Ops computing each element from the elements at the same position (with
# broadcasting).
_POINTWISE = {
    "add", "sub", "mul", "div", "true_divide", "neg", "abs", "exp", "log", "sqrt", "rsqrt",
    "pow", "clamp", "clip", "minimum", "maximum", "where", "to", "type", "float", "half",
    "bfloat16", "double", "clone", "detach", "contiguous", "silu", "gelu", "relu", "sigmoid",
    "tanh", "softplus", "elu", "leaky_relu", "mish", "hardswish", "hardsigmoid", "hardtanh",
    "relu6", "square", "reciprocal", "erf", "eq", "ne", "lt", "le", "gt", "ge",
    "logical_and", "logical_or", "logical_not", "masked_fill", "sign", "floor_divide",
    "remainder", "fmod", "__floordiv__", "__rfloordiv__", "__mod__", "zeros_like", "ones_like",
    "full_like", "empty_like", "type_as", "long", "int", "short", "byte", "char", "bool",
    "bitwise_and", "bitwise_or", "bitwise_not", "__xor__",
    # (Each element kept or not by a draw of its own: rows not selected
    # draw too, and are masked.)
    "dropout", "alpha_dropout",
    "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__",
    "__rtruediv__", "__rdiv__", "__div__", "__neg__", "__pow__", "__rpow__", "__eq__", "__ne__",
    "__lt__", "__le__", "__gt__", "__ge__", "__and__", "__or__", "__invert__", "_to_copy"}
# Ops mixing values along their last dimensions only (a row stays a row).
_ROW_WISE = {"linear", "matmul", "__matmul__", "mm", "softmax", "log_softmax", "layer_norm",
             "rms_norm", "normalize"}
# Reductions over the dimensions given (`dim`), the selected one not among
# them (an RMSNorm inside an expert).
_REDUCTIONS = {"sum", "mean", "amax", "amin", "logsumexp", "prod", "all", "any", "var", "std",
               "norm", "linalg_vector_norm", "max", "min"}
# Ops rearranging one tensor (their other arguments are not tensors).
_SHAPE = {"view", "reshape", "flatten", "unflatten", "squeeze", "unsqueeze", "permute",
          "transpose", "swapaxes", "movedim", "t", "expand", "narrow", "select", "split",
          "chunk", "__getitem__", "repeat"}
# Reads of values in Python.
_READS = {"item", "__int__", "__index__", "__bool__", "__float__", "tolist", "numpy",
          "__array__", "equal", "allclose", "__contains__"}
_SELECTIONS = {"nonzero", "argwhere"}
_INTEGER_DIVISIONS = {"floor_divide", "remainder", "fmod", "div", "__floordiv__", "__mod__",
                      "__truediv__", "true_divide"}
# What a tensor is, not its values.
_METADATA = {"dim", "ndimension", ".ndim", ".dtype", ".device", ".layout", ".requires_grad",
             ".is_leaf", ".grad_fn", ".is_cuda", ".is_sparse", ".is_quantized", ".is_meta",
             ".is_nested", "is_floating_point", "is_complex", "element_size", "stride",
             "is_contiguous", "get_device", "__hash__", "__format__", "__repr__", ".names",
             ".itemsize"}

# What reads a parameter without its gradient depending on it: no use of
# it (an expert's weight's dtype read outside the loop, sweep 45).
_NO_USE = _METADATA | {".shape", "size", "numel", "__len__", "detach", ".data", "dim",
                       ".grad", "data_ptr", "untyped_storage", "is_set_to"}

_last_used = None


def take_used():
    """The DenseSelections that rewrote a selection since the last call, or
    None."""
    global _last_used
    used, _last_used = _last_used, None
    return used


class NeedsExample(NotDense):
    """A loop over a selection, traced before the example's selections were
    recorded (trace_function records them eagerly, then traces again)."""


class _Valid:
    """A validity: `traced`, the program's boolean; `example`, its value on
    the example (a NumPy array, recorded eagerly: under torch.func.grad
    even a real tensor's ops are wrapped) or None."""
    __slots__ = ("traced", "example")

    def __init__(self, traced, example=None):
        self.traced, self.example = traced, example

    @property
    def shape(self):
        return self.traced.shape

    def dim(self):
        return self.traced.dim()

    def __and__(self, other):
        both = self.example is not None and other.example is not None
        return _Valid(self.traced & other.traced, self.example & other.example if both else None)

    def __getitem__(self, index):
        taken = index.numpy() if isinstance(index, torch.Tensor) else index
        return _Valid(self.traced[index], None if self.example is None else self.example[taken])

    def reshape(self, shape):
        return _Valid(self.traced.reshape(shape),
                      None if self.example is None else self.example.reshape(shape))


class _Validity:
    """Of a tensor computed from selected positions: along `dim`, which
    entries the data selects (`valid`, 1-d boolean); `dim` None: the whole
    tensor is valid where the 0-d `valid` is (a row of a selection's result,
    an iteration of a loop over it; None: valid). `values`: the tensor's
    values where they are constants (a grid and its rows), else None.
    `source`: the selection whose positions `dim` runs over: values of two
    selections are not paired position by position (eager pairs the i-th
    selected of each)."""
    __slots__ = ("dim", "valid", "values", "source")

    def __init__(self, dim, valid, values=None, source=None):
        self.dim, self.valid, self.values, self.source = dim, valid, values, source


def _tensors(tree):
    return [t for t in pytree.tree_leaves(tree) if isinstance(t, torch.Tensor)]


def _name(func):
    name = getattr(func, "__name__", "")
    if name == "__get__":  # a property: Tensor.T, Tensor.shape
        return "." + getattr(getattr(func, "__self__", None), "__name__", "")
    return name


def traced(tensor):
    """Whether `tensor` is traced, not a constant (under torch.func.grad, a
    wrapper of a traced tensor)."""
    mode = get_proxy_mode()
    return torch._is_functional_tensor(tensor) or (
        torch._C._functorch.is_functorch_wrapped_tensor(tensor)) or (
        mode is not None and has_proxy_slot(tensor, mode.tracer))


class DenseSelections(TorchFunctionMode):
    """The rewrite, active while a program is traced (make_fx); eager calls
    pass. `enabled` False: selections are left as they are (the retry after
    NotDense); `stopped`: why the last rewrite stopped."""

    def __init__(self, reads):
        super().__init__()
        self.reads = reads  # (the guard of a loop over a selection)
        self.enabled = True
        self.stopped = None
        self.lines = []
        self._of = WeakIdKeyDictionary()
        # The example's masks, in the order selected (an eager run's), and
        # how many selections this trace made so far.
        self._examples, self._count = [], 0
        self.recording = self.wanted_example = False
        # Eager too (real tensors, nothing checked): which parameters the
        # dense program reaches (an expert no example token routes to).
        self.eager = False
        # The parameters watched (watch()), the conditions each was used
        # under, and the condition of the code running now: an iteration
        # of a known loop, a known branch's body.
        self._watched, self._uses = WeakIdKeyDictionary(), {}
        self._iteration = self._branch = None
        # Boolean masks taken from another by constant indices (the base and
        # the index), and the selections made so far by a mask (by the mask
        # itself or by its base and index, and its version).
        self._views, self._made = WeakIdKeyDictionary(), {}
        # Where a trace split rows by sizes read in Python (_split).
        self.splits = []

    def starting(self):
        """A call of the traced function starts (its selections counted from
        the first)."""
        self._count = 0
        self._made = {}
        if self.recording and get_proxy_mode() is None:
            self._examples = []

    def record(self, run):
        """Runs `run` eagerly, densely as the trace will (its loops over
        every expert make as many selections, in the same order), recording
        the masks it selects by."""
        self.recording, self.wanted_example, self.stopped = True, False, None
        self.eager = True
        try:
            with torch.random.fork_rng():
                run()
        finally:
            self.recording = self.eager = False

    def watch(self, parameters):
        """Notes, until live() answers, under which condition each of
        `parameters` is used (a training step's, as the loss sees them)."""
        self._watched = WeakIdKeyDictionary({t: i for i, t in enumerate(parameters)})
        self._uses, self._iteration, self._branch = {}, None, None

    def live(self, indices):
        """Whether each watched parameter of `indices` was used, a boolean
        tensor: traced for one used only in iterations of transformers'
        expert loops or bodies of their branches on a selection's emptiness
        (_KNOWN_LOOPS, _KNOWN_BRANCHES), which run here whatever the
        routing: whether eager runs any of them, i.e. whether torch.optim
        sees a gradient (an expert no token is routed to has none, and its
        optimizer state and step count stay as they are). Also the indices
        used only so that are not among `indices`."""
        flags = []
        for index in indices:
            conditions = self._uses.get(index, [])
            if not conditions or None in conditions:
                flags.append(torch.tensor(bool(conditions)))
                continue
            flag = conditions[0]
            for condition in conditions[1:]:
                flag = flag | condition
            flags.append(flag.reshape(()))
        others = sorted(i for i, c in self._uses.items() if None not in c and i not in indices)
        self._watched, self._uses, self._iteration, self._branch = (
            WeakIdKeyDictionary(), {}, None, None)
        return flags, others

    def _note_uses(self, tensors):
        """Records the condition the watched parameters among `tensors` are
        used under: the known loop's iteration, else the known branch's when
        selected values are used with them (the code after the branch runs
        for every routing), else none."""
        used = [self._watched[t] for t in tensors if t in self._watched]
        if not used:
            return
        condition = self._iteration
        if condition is None and self._branch is not None and any(
                t in self._of and self._of[t].dim is not None for t in tensors):
            condition = self._branch
        for index in used:
            self._uses.setdefault(index, []).append(condition)

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = _name(func)
        if len(self._watched) and name not in _NO_USE:
            # (Eager too: there the loops run only the experts hit.)
            self._note_uses(_tensors((args, kwargs)))
        if not self.enabled or get_proxy_mode() is None and not self.eager:
            return func(*args, **kwargs)
        if not _writes_a_mask(name, args, kwargs):
            return self._handle(func, name, args, kwargs)
        # A mask written in place selects otherwise from here on (`m[0] =
        # False`, `m &= n`, `m[m] = False` between two uses of m: the first
        # selection was reused, sweep 47; a functional tensor's version does
        # not change): made again at its next use.
        self._made.clear()
        try:
            return self._handle(func, name, args, kwargs)
        finally:
            self._made.clear()

    def _handle(self, func, name, args, kwargs):
        if name in ("__getitem__", "__setitem__") and len(args) > 1:
            args = self._masks_expanded(args)
        if name in ("index_put", "index_put_") and len(args) > 2 and isinstance(
                args[1], (tuple, list)) and not kwargs.get("accumulate", args[3] if len(
                    args) > 3 else False):
            # As `x[indices] = v` (on a copy, out of place): the advice
            # Cleave gives for a write into an input led here (sweep 47).
            expanded = self._masks_expanded((args[0], tuple(args[1])))[1]
            if any(t in self._of for t in _tensors((expanded, args[2]))):
                target = args[0] if name == "index_put_" else args[0].clone()
                self._handle(torch.Tensor.__setitem__, "__setitem__",
                             (target, expanded, args[2]), {})
                return target
        if name == "masked_select" and len(args) == 2 and not kwargs and isinstance(
                args[1], torch.Tensor) and args[1].shape == args[0].shape:
            # (Of a mask of the input's shape: x[mask], the same positions.)
            return self._handle(torch.Tensor.__getitem__, "__getitem__", args, {})
        tensors = _tensors((args, kwargs))
        selection = self._selection(func, name, args, kwargs)
        if selection is not None:
            return self._select(selection, name, args, kwargs)
        if name == "tolist" and _KNOWN_SIZES.match(current_users_line() or "") and \
                args[0] not in self._of and args[0].dim() == 1 and \
                not args[0].is_floating_point():
            return [_Size(self, args[0], k) for k in range(args[0].shape[0])]
        if name == "split":
            sizes = args[1] if len(args) > 1 else kwargs.get("split_size", kwargs.get(
                "split_size_or_sections"))
            if isinstance(sizes, (list, tuple)) and any(isinstance(v, _Size) for v in sizes):
                return self._split(args[0], sizes, args[2] if len(args) > 2 else
                                   kwargs.get("dim", 0))
        marked = [t for t in tensors if t in self._of]
        if not marked:
            result = func(*args, **kwargs)
            if name == "__getitem__" and isinstance(result, torch.Tensor) and \
                    result.dtype == torch.bool and not _tensors(args[1:]):
                # (A mask taken again the same way selects the same
                # positions: Switch Transformers' `x[m[:, :, i]] = f(y[m[:, :, i]])`.)
                self._views[result] = (args[0], repr(args[1]))
            return result
        try:
            return self._carry(func, name, args, kwargs, marked)
        except NotDense as error:
            self.stopped = self.stopped or str(error)
            raise

    def _refuse(self, text):
        line = current_users_line()
        text += f" at {line}" if line else ""
        self.stopped = self.stopped or text
        raise NotDense(text)

    @staticmethod
    def _selection(func, name, args, kwargs, eager=False):
        """The mask a call selects the true positions of, or None."""
        if func is torch.where and len(args) == 1 and not kwargs:
            mask = args[0]
        elif name in _SELECTIONS and args and isinstance(args[0], torch.Tensor) and \
                set(kwargs) <= {"as_tuple"}:
            mask = args[0]
        else:
            return None
        return mask if (eager or traced(mask) or get_proxy_mode() is None) and mask.dim() > 0 \
            and mask.numel() > 0 else None

    def _masks_expanded(self, args):
        """`x[mask]` (and `x[mask] = v`) as `x[torch.where(mask)]`: a boolean
        index means its true positions, one index tensor per dimension it
        covers (NumPy's and torch's meaning), here computed densely (NLLB-MoE's
        `h[e, token_indices]`, Switch Transformers' `x[router_mask[:, :, e]]`)."""
        index = args[1]
        items = index if isinstance(index, tuple) else (index,)
        masks = [isinstance(item, torch.Tensor) and item.dtype == torch.bool and
                 self._selection(torch.where, "where", (item,), {}) is not None for item in items]
        if not any(masks):
            return args
        expanded = []
        for item, mask in zip(items, masks):
            expanded.extend(self._select(item, "boolean-mask indexing", (), {}) if mask else
                            (item,))
        return (args[0], tuple(expanded), *args[2:])

    def _key(self, mask):
        """What identifies the positions `mask` selects within this trace:
        the mask (or the base and index it was taken by) and its version;
        None if it cannot be told. (A functional tensor's version does not
        change on a write: a write into a mask also drops the selections
        made, __torch_function__.)"""
        try:
            version = mask._version
        except (AttributeError, RuntimeError):
            return None
        view = self._views.get(mask)
        return (id(view[0]), view[1], version) if view is not None else (id(mask), version)

    def _select(self, mask, name, args, kwargs):
        global _last_used
        self._branch = None  # (a known branch's body ends before the next selection)
        stacked = name in _SELECTIONS and not (kwargs.get("as_tuple") or
                                               (len(args) > 1 and args[1]))
        key = None if stacked else self._key(mask)
        if key is not None and key in self._made:
            return self._made[key][1]  # (the same positions: one selection)
        with _disable_current_modes():
            grids = [g.reshape(-1) for g in torch.meshgrid(
                *[torch.arange(n) for n in mask.shape], indexing="ij")]
        # The example's selection, recorded eagerly in the same order.
        tracing = get_proxy_mode() is not None
        example = self._examples[self._count] if tracing and self._count < len(
            self._examples) else None
        self._count += tracing
        if example is not None and example.shape != tuple(mask.shape):
            example = None
        if mask in self._of and self._of[mask].dim is not None:
            # (Its positions would be the grid's, where eager's are ranks
            # among the selected: `torch.where(x[idx][:, 0] > 0)`, sweep 44.)
            self._refuse(f"{name} of selected values")
        if self.recording and not tracing:
            # (Element by element: under torch.func.grad only item() reads
            # a wrapped tensor; tolist() and numpy() find no storage.)
            flat = (mask != 0).reshape(-1)
            self._examples.append(numpy.array([v.item() for v in flat], dtype=bool).reshape(
                tuple(mask.shape)))
        valid = _Valid(mask != 0, example)
        if mask in self._of and self._of[mask].valid is not None:
            valid = valid & self._spread(self._of[mask], mask)
        valid = valid.reshape(-1)
        if tracing:
            _last_used = self
            self.lines.append(current_users_line())
        # The positions not selected are given the first selected one's:
        # what is computed from them is masked out, and it stays finite
        # (`1 / d[idx]` of a d that is 0 only where unselected: its
        # gradient was NaN) and in range (`lp[idx, t[idx]]` of labels -100
        # only where unselected: the process aborted).
        first = valid.traced.to(torch.int32).argmax().reshape(1)
        safe = [torch.where(valid.traced, grid, grid.index_select(0, first)) for grid in grids]
        source = object()
        if stacked:
            with _disable_current_modes():
                stacked = torch.stack(grids, dim=1)
            result = torch.stack(safe, dim=1)
            self._of[result] = _Validity(0, valid, stacked, source)
            return result
        for grid, index in zip(grids, safe):
            self._of[index] = _Validity(0, valid, grid, source)
        if key is not None:  # (the mask or its base kept: ids stay theirs)
            self._made[key] = (self._views.get(mask, (mask,))[0], tuple(safe))
        return tuple(safe)

    @staticmethod
    def _spread(validity, tensor):
        """`validity` as a boolean broadcastable to `tensor`."""
        if validity.dim is None:
            return validity.valid
        return validity.valid.reshape([-1 if i == validity.dim else 1
                                       for i in range(tensor.dim())])

    def _carry(self, func, name, args, kwargs, marked):
        infos = [self._of[t] for t in marked]
        along = [(t, i) for t, i in zip(marked, infos) if i.dim is not None]
        if name in _READS:
            if along and name == "tolist" and _KNOWN_LISTS.match(current_users_line() or ""):
                return self._listed(args[0])
            if along:
                self._refuse(f"{name} reads the selected values in Python")
            values = self._values(func, args, kwargs)
            return func(*args, **kwargs) if values is None else values
        if name == "__iter__" or name == "unbind":
            return self._rows(func, name, args, kwargs)
        if name in ("cat", "concat", "concatenate") and args and isinstance(
                args[0], (list, tuple)) and any(isinstance(i.source, _Part) for i in infos):
            return self._merged(args, kwargs)
        if name in (".shape", "size", "numel", "__len__") and args[0] in self._of and \
                self._of[args[0]].dim is not None:
            return self._counted(name, args, self._of[args[0]].dim)
        if name in ("index_add", "index_add_"):
            return self._index_add(func, args, kwargs)
        writes = (name.endswith("_") and not name.endswith("__")) or name in (
            "__setitem__", "__iadd__", "__isub__", "__imul__", "__itruediv__") or "out" in kwargs
        if name in ("__getitem__", "__setitem__"):
            # A 0-d integer index is read in C++ (gpt-oss's `w[expert_idx]`
            # in a loop over the experts hit): its constant value instead.
            args = (args[0], pytree.tree_map(self._known_int, args[1]), *args[2:])
        if name == "__setitem__" and args[0] not in self._of and along:
            return self._put(args)
        if writes and args[0] not in self._of and any(
                i.valid is not None or i.dim is not None for i in infos):
            self._refuse(f"{name} writes selected values into another tensor")
        if not along and all(i.valid is None for i in infos):
            # Constants (the rows of a checked loop over a selection): as
            # they are, their values kept for reads.
            result = func(*args, **kwargs)
            values = self._values(func, args, kwargs)
            for k, out in enumerate(_tensors(result) if result is not args[0] else ()):
                self._of[out] = _Validity(None, None, _nth(values, k))
            return result
        if writes:  # (into a selected tensor: as the op out of place)
            name = {"__iadd__": "__add__", "__isub__": "__sub__", "__imul__": "__mul__",
                    "__itruediv__": "__truediv__"}.get(
                        name, name if name.endswith("__") else name[:-1])
        if name in _METADATA:
            return func(*args, **kwargs)
        if along and len({i.source for _, i in along}) != 1:
            self._refuse(f"{name} pairs the positions of two selections")
        if name == "__getitem__" and _tensors(args[1:]) or name in ("index_select", "embedding"):
            kind = self._gathered
        elif name in _SHAPE or name in (".T", ".mT"):
            kind = self._rearranged
        elif name in _POINTWISE or name in _ROW_WISE or name in ("max", "min") and len(
                _tensors(args)) > 1:  # (torch.max(a, b): elementwise)
            kind = self._same_rows
        elif name in _REDUCTIONS:
            kind = self._reduced
        elif name in ("cat", "concat", "concatenate", "stack"):
            kind = self._joined
        elif name == "einsum":
            kind = self._einsum
        elif along:
            # (Refused before it runs: its own error on positions not
            # selected, `index -1 is out of bounds`, would hide why.)
            self._refuse(f"{name or func} takes selected values")
        if name in _INTEGER_DIVISIONS and len(args) > 1 and isinstance(args[1], torch.Tensor) \
                and self._of.get(args[1]) is not None and self._of[args[1]].dim is not None \
                and not args[1].is_floating_point():
            # (An integer divisor of 0 where unselected traps: SIGFPE.)
            divisor, info = args[1], self._of[args[1]]
            args = (args[0], torch.where(self._spread(info, divisor).traced, divisor,
                                         divisor.new_ones(())), *args[2:])
            self._of[args[1]] = info
        result = func(*args, **kwargs)
        outputs = _tensors(result)
        if not outputs:
            return result  # a shape, a dtype
        values = self._values(func, args, kwargs)
        scalar = self._all_of([i.valid for i in infos if i.dim is None and i.valid is not None])
        if not along:
            # Every row computed in an iteration is valid with it.
            for k, out in enumerate(outputs):
                self._of[out] = _Validity(None, scalar, _nth(values, k))
            return result
        result = kind(func, name, args, kwargs, result, along, scalar, values)
        if kind is self._rearranged or writes:
            return result  # (views and in-place writes of values already safe)
        return pytree.tree_map_only(torch.Tensor, self._safe, result)

    def _safe(self, tensor):
        """`tensor` with what the data did not select replaced by 1 (floats),
        0 (integers: an index in range) or False: every value flowing
        between ops is finite there, and each op's gradient is cut there (a
        NaN of 0 * inf in an unselected row's backward, `x / d[idx]` of a d
        that is 0 there, no longer reaches a parameter; a bin `(u * n).long()`
        is in range, sweeps 43 and 44)."""
        info = self._of.get(tensor)
        if info is None or info.dim is None or tensor.is_complex():
            return tensor
        fill = (False if tensor.dtype == torch.bool else
                1 if tensor.is_floating_point() else 0)
        safe = torch.where(self._spread(info, tensor).traced, tensor,
                           torch.tensor(fill, dtype=tensor.dtype))
        self._of[safe] = info
        return safe

    def _known_int(self, value):
        info = self._of.get(value) if isinstance(value, torch.Tensor) else None
        if info is None or info.values is None or value.dim() != 0 or \
                value.is_floating_point() or value.dtype == torch.bool:
            return value
        return int(info.values)

    def _values(self, func, args, kwargs):
        """func on the constant values of its tensors, if all are known."""
        known = {}
        for t in _tensors((args, kwargs)):
            info = self._of.get(t)
            if info is None or info.values is None:
                return None
            known[id(t)] = info.values
        with _disable_current_modes():
            args, kwargs = pytree.tree_map(
                lambda v: known[id(v)] if isinstance(v, torch.Tensor) else v, (args, kwargs))
            return func(*args, **kwargs)

    def _all_of(self, valids):
        if not valids:
            return None
        valid = valids[0]
        for v in valids[1:]:
            valid = valid & v
        return valid

    def _with(self, valid, scalar):
        return valid if scalar is None else valid & scalar

    def _counted(self, name, args, dim):
        """A selected tensor's size: the selected dimension's is a _Count."""
        tensor = args[0]
        count = _Count(self, self._of[tensor].valid)
        shape = tuple(count if d == dim else n for d, n in enumerate(tensor.shape))
        if name == "__len__":
            self._refuse("len() of selected values")
        if name == "numel":
            return count if tensor.numel() else 0
        if name == "size" and len(args) > 1:
            return shape[args[1]]
        return shape

    def _rows(self, func, name, args, kwargs):
        """Iterating over (unbinding) a tensor along a dimension. Along the
        selected one: the rows the data selects, read and checked as a value
        read in Python (the loop's body is Python's, not maskable)."""
        tensor = args[0]
        dim = kwargs.get("dim", args[1] if len(args) > 1 else 0) % max(tensor.dim(), 1)
        info = self._of[tensor]
        if info.dim == dim and _known_loop():
            # Every row, valid with its entry: the loop's body is known to
            # change nothing in Python (a call routing otherwise is served).
            rows = torch.Tensor.unbind(tensor, dim)
            valids = [info.valid[k] for k in range(len(rows))]
            for k, row in enumerate(rows):
                self._of[row] = _Validity(None, valids[k], None if info.values is None else
                                          info.values.select(dim, k))
            # (Tensor.__iter__ is iter(self.unbind(0)).)
            return _Iterated(rows, self, valids)
        if info.dim == dim and self.eager and get_proxy_mode() is None:
            # (item() by item(): a tensor wrapped by torch.func.grad has no
            # storage for tolist().)
            kept = [k for k, keep in enumerate(info.valid.traced.reshape(-1)) if keep.item()]
            return self._kept_rows(tensor, dim, info, kept, name)
        if info.dim == dim:
            if info.valid.example is None:
                if not self._examples:
                    self.wanted_example = True
                    raise NeedsExample("a loop over a selection")
                self._refuse("a loop over a selection not recorded")
            taken = [bool(v) for v in info.valid.example.tolist()]
            if not self.reads.guarded(info.valid.traced, "a loop over a selection", taken):
                self._refuse("a loop over a selection a random draw decides")
            return self._kept_rows(tensor, dim, info,
                                   [k for k, keep in enumerate(taken) if keep], name)
        rows = torch.Tensor.unbind(tensor, dim)
        for k, row in enumerate(rows):
            values = None if info.values is None else info.values.select(dim, k)
            if info.dim is None:
                self._of[row] = _Validity(None, info.valid, values)
            else:
                self._of[row] = _Validity(info.dim - (info.dim > dim), info.valid, values,
                                          info.source)
        return iter(rows) if name == "__iter__" else rows

    def _kept_rows(self, tensor, dim, info, kept, name):
        """The rows `kept` of `tensor` along its selected dimension `dim`:
        valid (the example's, checked), a grid's row keeping its value
        (gpt-oss indexes by `expert_idx[0]`, read in C++)."""
        every = torch.Tensor.unbind(tensor, dim)
        rows = tuple(every[k] for k in kept)
        for k, row in zip(kept, rows):
            self._of[row] = _Validity(None, None, None if info.values is None else
                                      info.values.select(dim, k))
        return iter(rows) if name == "__iter__" else rows

    def check_result(self, tree):
        """Refuses selected values among a traced program's results."""
        if self.enabled and get_proxy_mode() is not None and any(
                t in self._of and self._of[t].valid is not None for t in _tensors(tree)):
            raise NotDense("selected values reach the program's results (the model returns "
                           "them, or the loss is made of them alone)")
        return tree

    def _index_add(self, func, args, kwargs):
        """index_add of selected values: those not selected masked to zero."""
        names = ("self", "dim", "index", "source")
        bound = dict(zip(names, args))
        bound.update({k: kwargs.pop(k) for k in names if k in kwargs})
        target, dim, index, source = (bound[k] for k in names)
        if target in self._of:
            self._refuse("index_add into a tensor computed from selected values")
        dim %= source.dim()
        valids, sources = [], set()
        for tensor, along in ((index, 0), (source, dim)):
            info = self._of.get(tensor)
            if info is None or info.valid is None:
                continue
            if info.dim is not None and info.dim != along:
                self._refuse("index_add of values selected along another dimension")
            if info.dim is not None:
                sources.add(info.source)
            valids.append(info.valid)
        if len(sources) > 1:
            self._refuse("index_add pairs the positions of two selections")
        valid = self._all_of(valids)
        if valid is None:  # (constants: a row of a loop over a selection)
            return func(target, dim, index, source, *args[4:], **kwargs)
        if valid.dim() == 1:
            valid = valid.reshape([-1 if i == dim else 1 for i in range(source.dim())])
        source = torch.where(valid.traced, source, source.new_zeros(()))
        return func(target, dim, index, source, *args[4:], **kwargs)

    def _put(self, args):
        """target[positions] = value, the positions those of one selection (its
        index tensors as it made them, each position once): every position
        of its grid written, the selected ones with `value` (computed from
        them, or not), the others with what they held."""
        target, index, value = args[0], args[1], args[2]
        items = index if isinstance(index, tuple) else (index,)
        infos = [self._of.get(t) if isinstance(t, torch.Tensor) else None for t in items]
        chosen = [i for i in infos if i is not None and i.dim is not None]
        if not chosen or len({i.source for i in chosen}) != 1 or any(
                i is None and isinstance(t, torch.Tensor) and t.dim() > 0 or i is not None and (
                    i.dim is None and i.valid is not None or i.dim is not None and (
                        t.dim() != 1 or i.values is None))
                for t, i in zip(items, infos)):
            self._refuse("__setitem__ of selected values into another tensor")
        grid = tuple(i.values if i is not None and i.dim is not None else t
                     for t, i in zip(items, infos))
        grid = grid if isinstance(index, tuple) else grid[0]
        dim = self._position_dim(target, grid, {id(i.values) for i in chosen},
                                 "__setitem__ by selected positions")
        with _disable_current_modes():  # (constants: no reads, no graph)
            probe = torch.arange(target.numel()).reshape(target.shape)
            written = probe[grid]
            once = written.unique().numel() == written.numel()
            # Each written element's coordinates in `target`: one index_put_
            # on it, not on a view of it (an int in the index made a select,
            # whose in-place write torch-mlir cannot import under
            # functionalization: as_strided_scatter).
            coordinates = tuple(torch.div(written, int(numpy.prod(target.shape[d + 1:])),
                                          rounding_mode="floor") % target.shape[d]
                                for d in range(target.dim()))
        if not once:
            self._refuse("__setitem__ at selected positions some of which repeat")
        valid = self._all_of([i.valid for i in chosen])
        info = self._of.get(value) if isinstance(value, torch.Tensor) else None
        if info is not None and info.dim is not None:
            old_dims = target[grid].dim()
            if info.source is not chosen[0].source or \
                    info.dim + old_dims - value.dim() != dim:
                self._refuse("__setitem__ of values selected otherwise (by another mask, or "
                             "the same mask computed twice: compute it once, `m = x > 0`, "
                             "and index with m)")
        if info is not None and info.valid is not None:
            valid = valid & (info.valid if info.dim is not None else
                             _Valid(info.valid.traced.expand(valid.shape)))
        old = target[grid]
        while isinstance(value, torch.Tensor) and value.dim() > old.dim() and \
                value.shape[0] == 1 and (info is None or info.dim is None):
            value = value.squeeze(0)  # (as eager drops them: `w[m] = v` of v (1, 1, 4))
        along = dim - (old.dim() - value.dim()) if isinstance(value, torch.Tensor) else -1
        if (info is None or info.dim is None) and along >= 0 and value.shape[along] != 1:
            # (As many values as the grid has positions: eager has as many
            # as are selected, and refuses this unless all are.)
            self._refuse("__setitem__ of a value not selected by the same positions")
        keep = valid.traced.reshape([-1 if d == dim else 1 for d in range(old.dim())])
        target.index_put_(coordinates, torch.where(keep, value, old).to(target.dtype))
        return None

    def _position_dim(self, source, index, selected, what):
        """The dimension of source[index] its selected positions run along:
        found by indexing a probe with stand-ins of a size no dimension has
        for the index tensors whose ids are in `selected`."""
        items = index if isinstance(index, tuple) else (index,)
        odd = max(list(source.shape) + [0]) + source.dim() + len(items) + 2
        with _disable_current_modes():
            probe = torch.zeros(()).expand(source.shape)
            stand_ins = tuple(
                torch.zeros(odd if id(item) in selected else item.shape, dtype=torch.long)
                if isinstance(item, torch.Tensor) else item for item in items)
            try:
                shape = probe[stand_ins if isinstance(index, tuple) else stand_ins[0]].shape
            except (IndexError, RuntimeError):
                self._refuse(what)
        dims = [d for d, n in enumerate(shape) if n == odd]
        if len(dims) != 1:
            self._refuse(what)
        return dims[0]

    def _einsum(self, func, name, args, kwargs, result, along, scalar, values):
        """einsum with the selected positions one letter of every operand
        that has it, kept in the output (NLLB-MoE's "b,be->be")."""
        equation = args[0].replace(" ", "") if isinstance(args[0], str) else ""
        operands = list(args[1]) if len(args) == 2 and isinstance(args[1], (list, tuple)) \
            else list(args[1:])
        if "->" not in equation or "..." in equation:
            self._refuse("einsum of selected values with an ellipsis or without an output")
        inputs, output = equation.split("->")
        inputs = inputs.split(",")
        letters = {subs[self._of[op].dim] for op, subs in zip(operands, inputs)
                   if isinstance(op, torch.Tensor) and op in self._of and
                   self._of[op].dim is not None}
        letter = letters.pop() if len(letters) == 1 else None
        for op, subs in zip(operands, inputs):
            info = self._of.get(op) if isinstance(op, torch.Tensor) else None
            if letter is not None and letter in subs and (
                    info is None or info.dim is None or subs.count(letter) != 1
                    or subs[info.dim] != letter):
                letter = None
        if letter is None:
            self._refuse("einsum pairs the selected positions with another dimension")
        if letter not in output:
            self._refuse("einsum sums over the selected dimension")
        valid = self._all_of([i.valid for _, i in along])
        self._of[result] = _Validity(output.index(letter), self._with(valid, scalar), None,
                                     along[0][1].source)
        return result

    def _split(self, tensor, sizes, dim):
        """tensor.split(sizes) by sizes read from a traced tensor (_Size, in
        GraniteMoE's and JetMoE's experts: rows sorted by expert, each
        expert's run as long as its count): each part is every row, valid
        where the row lies in its run."""
        global _last_used
        counts = sizes[0]._sizes if isinstance(sizes[0], _Size) else None
        if counts is None or any(not isinstance(v, _Size) or v._sizes is not counts
                                 for v in sizes) or \
                [v._k for v in sizes] != list(range(counts.shape[0])):
            self._refuse("split by sizes read from a tensor, not all of them in order")
        info = self._of.get(tensor)
        if info is not None and (info.dim is not None or info.valid is not None):
            # (Its parts' validity would mix the runs with another's: the
            # merge takes each row as its run says, nothing else.)
            self._refuse("split of values computed from selected ones by sizes read from a "
                         "tensor")
        dim %= tensor.dim()
        if get_proxy_mode() is not None:
            _last_used = self  # (said in the dense warning)
            self.lines.append(current_users_line())
            self.splits.append(current_users_line())
        ends = counts.cumsum(0)
        starts = ends - counts
        rows = torch.arange(tensor.shape[dim])
        whole, parts = object(), []
        for k in range(len(sizes)):
            run = _Valid((rows >= starts[k]) & (rows < ends[k]))
            part = tensor.view(tensor.shape)
            self._of[part] = _Validity(dim, run, None, _Part(whole, k, len(sizes), run))
            parts.append(self._safe(part))
        return tuple(parts)

    def _merged(self, args, kwargs):
        """cat of every part of a split (_split) in order, along their
        dimension: each row from the part whose run it lies in."""
        tensors = list(args[0])
        axis = kwargs.get("dim", args[1] if len(args) > 1 else 0)
        infos = [self._of.get(t) for t in tensors]
        parts = [i.source if i is not None and isinstance(i.source, _Part) else None
                 for i in infos]
        if None in parts or any(p.whole is not parts[0].whole for p in parts) or \
                [p.index for p in parts] != list(range(parts[0].count)) or any(
                    i.dim != axis % t.dim() or t.shape != tensors[0].shape
                    for i, t in zip(infos, tensors)):
            self._refuse("cat of parts of a split by sizes read from a tensor, not every part "
                         "in order along its dimension")
        if any(i.valid is not p.run for i, p in zip(infos, parts)):
            # (Computed with values of a condition, an iteration's: the
            # merged rows would drop it.)
            self._refuse("cat of parts of a split by sizes read from a tensor, computed with "
                         "values valid under another condition")
        dim = infos[0].dim
        result = tensors[-1]
        for tensor, part in zip(reversed(tensors[:-1]), reversed(parts[:-1])):
            keep = part.run.traced.reshape([-1 if d == dim else 1 for d in range(tensor.dim())])
            result = torch.where(keep, tensor, result)
        return result

    def _listed(self, tensor):
        """A known loop's selected positions as Python ints (Switch
        Transformers' experts hit, `.tolist()`): every position, each
        iteration's condition its validity (the body writes through the
        boolean masks, which select nothing where the expert has no token)."""
        info = self._of[tensor]
        if tensor.dim() != 1 or info.dim != 0 or info.values is None:
            self._refuse("tolist reads the selected values in Python")
        valids = [info.valid[k] for k in range(tensor.shape[0])]
        with _disable_current_modes():  # (item() by item(): wrapped under torch.func.grad)
            ints = [int(v.item()) for v in info.values.reshape(-1)]
        return _Iterated(ints, self, valids)

    def _rearranged(self, func, name, args, kwargs, result, along, scalar, values):
        """A view or copy of one tensor: where its selected dimension went,
        found by rearranging a probe (each entry its index along it)."""
        if len(along) != 1 or along[0][0] is not args[0] or len(_tensors((args, kwargs))) != 1:
            self._refuse(f"{name} of selected values with tensor arguments")
        tensor, info = along[0]
        size = tensor.shape[info.dim]
        with _disable_current_modes():
            probe = torch.arange(size).reshape(
                [-1 if i == info.dim else 1 for i in range(tensor.dim())]).expand(tensor.shape)
            try:
                probed = func(probe, *args[1:], **kwargs)
            except RuntimeError:  # a view of the expanded probe
                probed = func(probe.contiguous(), *args[1:], **kwargs)
        for k, (out, positions) in enumerate(zip(_tensors(result), _tensors(probed))):
            self._of[out] = self._followed(info, positions, scalar, _nth(values, k), name)
        return result

    def _followed(self, info, positions, scalar, values, name):
        """The validity of a result whose entries come from the positions
        `positions` (a real tensor) of a selected dimension: all of them, in
        order. A part (`idx[:2]`, `idx[0]`, `chunk`) or another order would
        take positions by their place in the grid, where eager takes the
        i-th selected one."""
        with _disable_current_modes():  # (constants: no reads, no graph)
            varying = [d for d in range(positions.dim()) if positions.shape[d] > 1 and bool(
                (positions != positions.narrow(d, 0, 1)).any())]
            whole = False
            if len(varying) == 1:
                line = positions
                for other in reversed(range(positions.dim())):
                    if other != varying[0]:
                        line = line.select(other, 0)
                whole = torch.equal(line, torch.arange(info.valid.shape[0]))
        if not whole:
            self._refuse(f"{name} takes selected positions by their place (eager's i-th "
                         "selected is not the i-th position)" if len(varying) < 2 else
                         f"{name} mixes selected values with others")
        return _Validity(varying[0], self._with(info.valid, scalar), values, info.source)

    def _gathered(self, func, name, args, kwargs, result, along, scalar, values):
        """x[..., positions, ...] (x itself not selected along a dimension):
        the result's dimension of the positions, found by indexing a probe
        with index tensors of a size no dimension has."""
        source, index = args[0], args[1]
        origin = along[0][1].source
        if name == "embedding":  # (rows of a table by selected ids)
            ids, info = args[0], self._of[args[0]]
            if along[0][0] is not ids or len(along) != 1:
                self._refuse("embedding of a selected table")
            self._of[result] = _Validity(info.dim, self._with(info.valid, scalar), None, origin)
            return result
        if source in self._of and self._of[source].dim is not None:
            self._refuse(f"{name} of selected values")
        if name == "index_select":
            dim = args[1] % source.dim()
            valid = along[0][1].valid
            self._of[result] = _Validity(dim, self._with(valid, scalar), values, origin)
            return result
        items = index if isinstance(index, tuple) else (index,)
        lengths = {i.valid.shape[0] for _, i in along}
        if len(lengths) != 1 or any(t.dim() != 1 for t, _ in along) or any(
                isinstance(item, torch.Tensor) and item.dim() > 0 and item not in self._of
                or isinstance(item, torch.Tensor) and item.dtype == torch.bool
                for item in items):
            self._refuse(f"{name} by selected positions with other index tensors")
        dim = self._position_dim(source, index, {id(t) for t, _ in along},
                                 f"{name} by selected positions")
        valid = self._all_of([i.valid for _, i in along])
        self._of[result] = _Validity(dim, self._with(valid, scalar), values, origin)
        return result

    def _same_rows(self, func, name, args, kwargs, result, along, scalar, values):
        """Pointwise and row-wise ops: the selected dimension stays where it
        is (counted from the end); row-wise ops must not mix along it."""
        out = _tensors(result)
        if len(out) != 1:
            self._refuse(f"{name} of selected values")
        out = out[0]
        dims = set()
        for tensor, info in along:
            dim = info.dim + out.dim() - tensor.dim()
            if dim < 0 or out.shape[dim] != tensor.shape[info.dim]:
                self._refuse(f"{name} broadcasts selected values")
            dims.add(dim)
        if len(dims) != 1:
            self._refuse(f"{name} of values selected along different dimensions")
        dim = dims.pop()
        if name in _ROW_WISE:
            first = args[0] if args else None
            if len(along) != 1 or along[0][0] is not first:
                self._refuse(f"{name} with selected values as its weight")
            mixed = {"softmax": 1, "log_softmax": 1, "normalize": 1}.get(name)
            if mixed is not None:
                axis = kwargs.get("dim", args[1] if len(args) > 1 else None)
                if axis is None or axis % first.dim() == along[0][1].dim:
                    self._refuse(f"{name} along the selected dimension")
            elif name in ("layer_norm", "rms_norm"):
                shape = kwargs.get("normalized_shape", args[1] if len(args) > 1 else ())
                if along[0][1].dim >= first.dim() - len(shape):
                    self._refuse(f"{name} across the selected dimension")
            elif along[0][1].dim >= first.dim() - 1:
                self._refuse(f"{name} contracts the selected dimension")
        valid = self._all_of([i.valid for _, i in along])
        self._of[out] = _Validity(dim, self._with(valid, scalar), values if
                                  isinstance(values, torch.Tensor) else None, along[0][1].source)
        return result

    def _reduced(self, func, name, args, kwargs, result, along, scalar, values):
        """A reduction over dimensions given, the selected one not among
        them."""
        tensor, info = along[0]
        position = 2 if name in ("norm", "linalg_vector_norm") else 1
        dims = kwargs.get("dim", args[position] if len(args) > position else None)
        if len(along) != 1 or tensor is not args[0] or dims is None or isinstance(
                dims, bool) or isinstance(dims, (tuple, list)) and not dims:
            # (dim=[]: torch reduces over every dimension.)
            self._refuse(f"{name} over the selected values")
        dims = {d % tensor.dim() for d in (dims if isinstance(dims, (tuple, list)) else (dims,))}
        if info.dim in dims:
            self._refuse(f"{name} over the selected dimension")
        out = _tensors(result)
        dim = info.dim if out[0].dim() == tensor.dim() else \
            info.dim - sum(d < info.dim for d in dims)
        for t in out:
            self._of[t] = _Validity(dim, self._with(info.valid, scalar), None, info.source)
        return result

    def _joined(self, func, name, args, kwargs, result, along, scalar, values):
        """cat or stack of values of one selection, along another dimension."""
        tensors = list(args[0]) if args and isinstance(args[0], (list, tuple)) else []
        axis = kwargs.get("dim", args[1] if len(args) > 1 else 0)
        infos = [self._of.get(t) for t in tensors]
        if not tensors or any(i is None or i.dim is None or i.dim != infos[0].dim
                              for i in infos):
            self._refuse(f"{name} of selected values with others")
        dim = infos[0].dim
        if name == "stack":
            axis %= tensors[0].dim() + 1
            dim += axis <= dim
        elif axis % tensors[0].dim() == dim:
            self._refuse(f"{name} along the selected dimension")
        self._of[result] = _Validity(dim, self._with(self._all_of([i.valid for i in infos]),
                                                     scalar), None, infos[0].source)
        return result


# Loops over a selection whose bodies change nothing in Python but through
# index_add (transformers' sparse MoE blocks: Mixtral, Qwen2/3-MoE,
# gpt-oss, Ernie-4.5-MoE, Hunyuan-MoE, MiniMax), read to check.
_KNOWN_LOOPS = re.compile(r"transformers/models/(mixtral|qwen2_moe|qwen3_moe|qwen3_next|"
                          r"qwen3_omni_moe|qwen3_vl_moe|gpt_oss|ernie4_5_moe|hunyuan_v1_moe|"
                          r"minimax)/modeling_\w+\.py:\d+: for expert_idx in expert_hit(\[:\])?:$")


# Known loops over a selection's positions read as Python ints, whose
# bodies change nothing but through writes by boolean masks (Switch
# Transformers' experts hit).
_KNOWN_LISTS = re.compile(r"transformers/models/switch_transformers/modeling_\w+\.py:\d+: "
                          r"\]\.tolist\(\)")


def _known_loop():
    return bool(_KNOWN_LOOPS.match(current_users_line() or ""))


class _Iterated(tuple):
    """The rows of a known loop: iterated, each iteration's condition (its
    validity) is the mode's while its body runs."""

    def __new__(cls, rows, mode, valids):
        rows = super().__new__(cls, rows)
        rows._mode, rows._valids = mode, valids
        return rows

    def __iter__(self):
        try:
            for row, valid in zip(tuple.__iter__(self), self._valids):
                self._mode._iteration = valid.traced
                yield row
        finally:
            self._mode._iteration = None


# Branches on a selection's emptiness whose bodies change nothing but
# through index_add (DeepSeek-V3 and its kin; Jamba, DBRX and PhiMoE skip
# an empty expert with `continue`): the body runs, masked, whatever the
# routing.
_KNOWN_BRANCHES = re.compile(r"transformers/models/((deepseek_v3|dots1|glm4_moe|glm4v_moe|"
                             r"longcat_flash)/modeling_\w+\.py:\d+: "
                             r"if token_indices\.numel\(\) > 0:|"
                             r"(jamba|dbrx|phimoe)/modeling_\w+\.py:\d+: "
                             r"if (top_x|token_idx)\.shape\[0\] == 0:)$")


def _writes_a_mask(name, args, kwargs):
    """Whether the call writes in place into a boolean tensor (or a view of
    one)."""
    target = kwargs.get("out", args[0] if args else None)
    if not isinstance(target, torch.Tensor) or not (
            name.endswith("_") and not name.endswith("__") or "out" in kwargs or name in (
                "__setitem__", "__iadd__", "__isub__", "__imul__", "__itruediv__", "__iand__",
                "__ior__", "__ixor__", "__ilshift__", "__irshift__")):
        return False
    base = target._base
    return target.dtype == torch.bool or base is not None and base.dtype == torch.bool


class _Part:
    """The source of a part of a split by sizes read from a tensor: which
    split (`whole`), which part of how many, its run of rows."""
    __slots__ = ("whole", "index", "count", "run")

    def __init__(self, whole, index, count, run):
        self.whole, self.index, self.count, self.run = whole, index, count, run


# Sizes read from a traced tensor in Python whose only use is a split's
# sizes (GraniteMoE's, GraniteMoE-Shared's, GraniteMoE-Hybrid's and
# JetMoE's routers: `expert_size.tolist()`).
_KNOWN_SIZES = re.compile(r"transformers/models/(granitemoe|granitemoeshared|granitemoehybrid|"
                          r"jetmoe)/modeling_\w+\.py:\d+: expert_size = expert_size\.tolist\(\)$")


class _Size:
    """Entry `_k` of the traced sizes `_sizes`, read as a Python int where
    its value is not known: only a split's size (_split); any other use
    stops the rewrite."""

    def __init__(self, mode, sizes, k):
        self._mode, self._sizes, self._k = mode, sizes, k

    def _stop(self, *_):
        self._mode.stopped = self._mode.stopped or (
            "a size read from a tensor is used other than as a split's" + (
                f" at {current_users_line()}" if current_users_line() else ""))
        raise NotDense(self._mode.stopped)


for _method in ("__hash__", "__index__", "__int__", "__float__", "__bool__", "__eq__", "__ne__",
                "__lt__", "__le__", "__gt__", "__ge__", "__add__", "__radd__", "__sub__",
                "__rsub__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__",
                "__floordiv__", "__rfloordiv__", "__mod__", "__neg__", "__pow__", "__repr__",
                "__format__"):
    setattr(_Size, _method, _Size._stop)


class _Count:
    """The number of selected positions, unknown while traced: only compared
    with 0. In transformers' expert loops (_KNOWN_BRANCHES) it may be
    nonzero: the body runs, masked, right either way. Elsewhere the branch
    could do anything (`if idx.numel() == 0: return x`): the example's
    emptiness is taken and checked at every call, as a value read in
    Python. Any other use stops the rewrite (a mean's divisor would be the
    grid's size)."""

    def __init__(self, mode, valid):
        self._mode, self._valid = mode, valid

    def _stop(self, *_):
        self._mode.stopped = self._mode.stopped or (
            "the number of selected positions is used as a number" + (
                f" at {current_users_line()}" if current_users_line() else ""))
        raise NotDense(self._mode.stopped)

    def _compare(self, other, nonzero):
        if isinstance(other, bool) or not isinstance(other, int) or other != 0:
            self._stop()
        return self._nonempty() == nonzero

    def _nonempty(self):
        mode, valid = self._mode, self._valid
        if _KNOWN_BRANCHES.match(current_users_line() or ""):
            mode._branch = valid.traced.any()
            return True
        if get_proxy_mode() is None:  # (eager: the real answer)
            return bool(valid.traced.any())
        if valid.example is None:
            if not mode._examples:
                mode.wanted_example = True
                raise NeedsExample("a branch on a selection's emptiness")
            mode._refuse("a branch on the emptiness of a selection not recorded")
        nonempty = bool(valid.example.any())
        if not mode.reads.guarded(valid.traced.any(), "whether a selection is non-empty",
                                  [nonempty]):
            mode._refuse("a branch on the emptiness of a selection a random draw decides")
        return nonempty

    def __bool__(self):
        return self._nonempty()

    def __gt__(self, other):
        return self._compare(other, True)

    def __ne__(self, other):
        return self._compare(other, True)

    def __eq__(self, other):
        return self._compare(other, False)

    def __le__(self, other):
        return self._compare(other, False)

for _method in ("__hash__", "__index__", "__int__", "__float__", "__lt__", "__ge__", "__add__", "__radd__",
                "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__",
                "__floordiv__", "__rfloordiv__", "__mod__", "__neg__", "__pow__", "__repr__"):
    setattr(_Count, _method, _Count._stop)


def _nth(values, k):
    if values is None:
        return None
    tensors = _tensors(values)
    return tensors[k] if k < len(tensors) else None
