"""Complex tensors as pairs of real ones, in a traced graph.

Rotary position embeddings are often written with complex numbers (Meta's
LLaMA reference code, transformers' Llama 4 and DeepSeek-V2:
`torch.view_as_complex`, a product with `torch.polar(1, angles)`,
`torch.view_as_real`); torch-mlir imports complex tensors, and Cleave's
compiler has no complex element type ("no known conversion for innermost
element type"). Each complex value of the graph becomes a real tensor with a
last dimension of 2 (real, imaginary), as `view_as_real` lays it out, and
each op on complex values the real ops computing the same: a product is
(ac - bd, ad + bc), a view gets the pair's dimension at the end. The graph
is then traced again through the decompositions (its values typed anew),
and checked against eager like any traced graph. An op this does not know
on a complex value, a complex input or a complex result is refused, naming
the op and the model's line."""

import operator

import torch
from torch import fx

from .._errors import CompileError

aten = torch.ops.aten

_REAL = {torch.complex32: torch.float16, torch.complex64: torch.float32,
         torch.complex128: torch.float64}


def _val(node):
    return node.meta.get("val") if isinstance(node, fx.Node) else None


def _complex(node):
    val = _val(node)
    return isinstance(val, torch.Tensor) and val.is_complex()


def has_complex(graph):
    """Whether a node of `graph` is complex, and none is an FFT: torch-mlir
    lowers rfft (and stft through it) with its complex values, which this
    rewrite leaves to it (torch.export's program keeps them)."""
    return any(_complex(n) for n in graph.nodes) and not any(
        mark in getattr(n.target, "__name__", "") for n in graph.nodes
        if n.op == "call_function" for mark in ("fft", "stft"))


class _Rewriter:
    """Emits, into `graph`, the real ops of each complex op."""

    def __init__(self, graph):
        self.graph = graph
        self.trace = None  # (the stack of the op rewritten, for messages)

    def call(self, target, *args, **kwargs):
        node = self.graph.call_function(target, args, kwargs)
        if self.trace:
            node.meta["stack_trace"] = self.trace
        return node

    def parts(self, pair):
        return self.call(aten.select.int, pair, -1, 0), self.call(aten.select.int, pair, -1, 1)

    def pair(self, re, im):
        return self.call(aten.stack.default, [re, im], -1)

    def times(self, a, b):
        (ar, ai), (br, bi) = self.parts(a), self.parts(b)
        return self.pair(self.call(aten.sub.Tensor, self.call(aten.mul.Tensor, ar, br),
                                   self.call(aten.mul.Tensor, ai, bi)),
                         self.call(aten.add.Tensor, self.call(aten.mul.Tensor, ar, bi),
                                   self.call(aten.mul.Tensor, ai, br)))

    def conj(self, a):
        re, im = self.parts(a)
        return self.pair(re, self.call(aten.neg.default, im))


def _dim(dim, rank):
    return dim % rank if rank else 0


def _rewrite(r, node, env):
    """The real pair of complex `node` (or its real value where it is real,
    of complex arguments), or None if unknown."""
    target, args = node.target, node.args
    kwargs = dict(node.kwargs)

    def get(a):
        return env[a] if isinstance(a, fx.Node) else a

    def is_c(a):
        return _complex(a)

    val = _val(node)
    rank = val.dim() if isinstance(val, torch.Tensor) else 0
    first = args[0] if args else None
    in_rank = _val(first).dim() if isinstance(_val(first), torch.Tensor) else 0
    if target == aten.view_as_complex.default:
        return get(first)
    if target == aten.view_as_real.default:
        return get(first)
    if target in (aten.clone.default, aten.alias.default, aten.detach.default,
                  aten.lift_fresh_copy.default) and is_c(first):
        return r.call(aten.clone.default, get(first))
    if target == aten._to_copy.default:
        dtype = kwargs.get("dtype")
        if is_c(first) and (dtype is None or dtype in _REAL):
            real = _REAL.get(dtype, _REAL[_val(first).dtype])
            return r.call(aten._to_copy.default, get(first), dtype=real)
        if not is_c(first) and dtype in _REAL:
            x = r.call(aten._to_copy.default, get(first), dtype=_REAL[dtype])
            return r.pair(x, r.call(aten.zeros_like.default, x))
        return None
    if target in (aten.mul.Tensor, aten.div.Tensor, aten.add.Tensor, aten.sub.Tensor) \
            and kwargs.get("alpha", 1) == 1 and len(args) == 2:
        a, b = args
        if isinstance(b, complex) or isinstance(a, complex):
            return None
        if is_c(a) and is_c(b):
            if target == aten.mul.Tensor:
                return r.times(get(a), get(b))
            if target == aten.div.Tensor:
                br, bi = r.parts(get(b))
                norm = r.call(aten.add.Tensor, r.call(aten.mul.Tensor, br, br),
                              r.call(aten.mul.Tensor, bi, bi))
                return r.call(aten.div.Tensor, r.times(get(a), r.conj(get(b))),
                              r.call(aten.unsqueeze.default, norm, -1))
            return r.call(target, get(a), get(b))
        complex_one, real_one = (a, b) if is_c(a) else (b, a)
        real_value = get(real_one)
        if isinstance(real_one, fx.Node):
            real_value = r.call(aten.unsqueeze.default, real_value, -1)
        if target == aten.mul.Tensor:
            return r.call(aten.mul.Tensor, get(complex_one), real_value)
        if target == aten.div.Tensor:
            return r.call(aten.div.Tensor, get(a), real_value) if is_c(a) else None
        # Adding a real value moves the real part only.
        re, im = r.parts(get(complex_one))
        plain = get(real_one)
        if target == aten.add.Tensor:
            return r.pair(r.call(aten.add.Tensor, re, plain), im)
        if is_c(a):
            return r.pair(r.call(aten.sub.Tensor, re, plain), im)
        return r.pair(r.call(aten.sub.Tensor, plain, re), r.call(aten.neg.default, im))
    if target == aten.neg.default:
        return r.call(aten.neg.default, get(first))
    if target in (aten._conj.default, aten.conj_physical.default, aten.conj.default,
                  aten.resolve_conj.default) and is_c(first):
        return (r.conj(get(first)) if target != aten.resolve_conj.default
                else r.call(aten.clone.default, get(first)))
    if target in (aten.view.default, aten._unsafe_view.default, aten.reshape.default):
        return r.call(target, get(first), list(args[1]) + [2])
    if target == aten.expand.default:
        return r.call(aten.expand.default, get(first), list(args[1]) + [2])
    if target == aten.slice.Tensor:
        rest = list(args[1:]) + [None] * (4 - len(args[1:]))
        dim = _dim(rest[0] if rest[0] is not None else 0, in_rank)
        return r.call(aten.slice.Tensor, get(first), dim, rest[1], rest[2],
                      rest[3] if rest[3] is not None else 1)
    if target == aten.select.int:
        return r.call(aten.select.int, get(first), _dim(args[1], in_rank), args[2])
    if target == aten.unsqueeze.default:
        return r.call(aten.unsqueeze.default, get(first), _dim(args[1], rank))
    if target == aten.squeeze.dim:
        return r.call(aten.squeeze.dim, get(first), _dim(args[1], in_rank))
    if target == aten.squeeze.dims:
        return r.call(aten.squeeze.dims, get(first), [_dim(d, in_rank) for d in args[1]])
    if target == aten.permute.default:
        return r.call(aten.permute.default, get(first),
                      [_dim(d, in_rank) for d in args[1]] + [in_rank])
    if target == aten.transpose.int:
        return r.call(aten.transpose.int, get(first), _dim(args[1], in_rank),
                      _dim(args[2], in_rank))
    if target == aten.sum.dim_IntList and is_c(first):
        dims = args[1] if len(args) > 1 and args[1] is not None else list(range(in_rank))
        keep = args[2] if len(args) > 2 else kwargs.get("keepdim", False)
        return r.call(aten.sum.dim_IntList, get(first), [_dim(d, in_rank) for d in dims], keep)
    if target == aten.sum.default and is_c(first):
        return r.call(aten.sum.dim_IntList, get(first), list(range(in_rank)), False)
    if target in (aten.cat.default, aten.stack.default) and all(is_c(a) for a in args[0]):
        dim = args[1] if len(args) > 1 else 0
        dim = _dim(dim, in_rank if target == aten.cat.default else rank)
        return r.call(target, [get(a) for a in args[0]], dim)
    if target == aten.polar.default:
        magnitude, angle = get(args[0]), get(args[1])
        return r.pair(r.call(aten.mul.Tensor, magnitude, r.call(aten.cos.default, angle)),
                      r.call(aten.mul.Tensor, magnitude, r.call(aten.sin.default, angle)))
    if target == aten.complex.default:
        return r.pair(get(args[0]), get(args[1]))
    if target in (aten.real.default, aten.imag.default):
        return r.parts(get(first))[target == aten.imag.default]
    if target == aten.abs.default and is_c(first):
        re, im = r.parts(get(first))
        return r.call(aten.sqrt.default, r.call(aten.add.Tensor, r.call(aten.mul.Tensor, re, re),
                                                r.call(aten.mul.Tensor, im, im)))
    if target == aten.angle.default and is_c(first):
        re, im = r.parts(get(first))
        return r.call(aten.atan2.default, im, re)
    if target == aten.exp.default:
        re, im = r.parts(get(first))
        size = r.call(aten.exp.default, re)
        return r.pair(r.call(aten.mul.Tensor, size, r.call(aten.cos.default, im)),
                      r.call(aten.mul.Tensor, size, r.call(aten.sin.default, im)))
    if target == aten.where.self and (is_c(args[1]) and is_c(args[2])):
        return r.call(aten.where.self, r.call(aten.unsqueeze.default, get(args[0]), -1),
                      get(args[1]), get(args[2]))
    if target in (aten.zeros_like.default, aten.ones_like.default) and is_c(first):
        re = r.call(aten.zeros_like.default, r.parts(get(first))[0])
        if target == aten.zeros_like.default:
            return r.pair(re, re)
        return r.pair(r.call(aten.ones_like.default, re), re)
    return None


def complex_as_real(gm, retrace, source):
    """`gm` with its complex values as real pairs (traced again by
    `retrace(gm)`), or `gm` itself if it has none; CompileError naming what
    it cannot rewrite and where (`source(node)`: the model's line)."""
    if not has_complex(gm.graph):
        return gm
    graph = fx.Graph()
    graph._codegen = gm.graph._codegen
    env = {}
    rewriter = _Rewriter(graph)
    for node in gm.graph.nodes:
        touches = _complex(node) or any(_complex(a) for a in node.all_input_nodes)
        if node.op == "placeholder" and _complex(node):
            raise CompileError(f"the program takes a complex tensor ({node.name}); Cleave "
                               "compiles real tensors: pass its real and imaginary parts "
                               "(torch.view_as_real) and make it complex inside")
        if node.op == "get_attr" and _complex(node):
            value = torch.view_as_real(operator.attrgetter(node.target)(gm)).clone()
            name = f"_cleave_real_{len(env)}"
            setattr(gm, name, value)
            env[node] = graph.get_attr(name)
            continue
        if node.op == "output":
            if any(_complex(a) for a in node.all_input_nodes):
                raise CompileError("the program returns a complex tensor; Cleave compiles "
                                   "real tensors: return torch.view_as_real(...) of it")
            graph.node_copy(node, lambda a: env[a])
            continue
        if node.op != "call_function" or not touches:
            env[node] = graph.node_copy(node, lambda a: env[a])
            continue
        rewriter.trace = node.meta.get("stack_trace")
        replacement = _rewrite(rewriter, node, env)
        if replacement is None:
            where = source(node)
            raise CompileError(f"Cleave computes complex tensors as pairs of real ones and "
                               f"has no rewrite of {node.target} on them"
                               f"{f' (at {where})' if where else ''}: "
                               "compute with the real and imaginary parts "
                               "(torch.view_as_real) instead")
        env[node] = replacement
    gm.graph = graph
    gm.recompile()
    return retrace(gm)
