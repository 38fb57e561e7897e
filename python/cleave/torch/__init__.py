"""PyTorch models on a device mesh through Cleave.

    import cleave.torch
    fast = cleave.torch.compile(model, (x,), mesh=4)      # a callable
    y = fast(x)                                            # torch tensors in and out

    step = cleave.torch.compile_train_step(model, loss_fn, (x, y), optimizer="adam",
                                           lr=1e-3, mesh=4)
    for batch in data:
        loss = step(*batch)                                # parameters stay on the mesh
    step.copy_to(model)                                    # read them back

    torch.compile(model, backend="cleave", options={"mesh": 2})   # inference

Parameters (and buffers) are function arguments of the exported program,
not frozen constants, so the search can shard them; they are placed on the
mesh once and stay there between calls.
"""
import contextlib
import numbers
import warnings

import numpy as np
import torch
from torch import nn
from torch.utils import _pytree as pytree

from .. import _compiler
from .._artifact import contiguous
from .._errors import CompileError, Error, ExecutionError


class _StandInError(Error, AttributeError):
    """loss_fn read what the model's stand-in cannot give (an AttributeError
    too, so that hasattr() stays false)."""
from . import _batchnorm, _holders, _modes, _python_reads, _stand_in, _writes
from ._above_autograd import eager_equivalents
from ._export import _EXPORTING, PreservedState as _PreservedState, eager_backward_refusal, \
    export_function, stateless_call, trace_function, name_arguments

__all__ = ["CompiledModule", "TrainStep", "compile", "compile_train_step", "dynamo_backend"]


def _tensors_only(values, what, keywords=()):
    """Refuses a value that is no tensor, naming it: `what` and its position,
    or for the last len(keywords) values, which are keyword inputs, its
    keyword."""
    first_keyword = len(values) - len(keywords)
    for i, value in enumerate(values):
        if not isinstance(value, torch.Tensor):
            name = (f"keyword {what} '{keywords[i - first_keyword]}'" if i >= first_keyword
                    else f"{what} {i}")
            held = len(_holders.tensor_paths(value))
            raise Error(f"{name} is a {type(value).__name__}; cleave.torch takes tensors "
                        + (f"(this one holds {held}: pass them as tensor inputs and build "
                           "the object from them in a wrapper module's forward, as a "
                           "transformers cache is built from its layers' key and value "
                           "tensors)" if held else
                           "(pass Python scalars and flags to the model by other means)"))
        if value.is_complex():
            # It failed inside torch-mlir's import ("entry tensors of element
            # type 'complex<f32>' are not supported", naming no input;
            # sweep 36).
            name = (f"keyword {what} '{keywords[i - first_keyword]}'" if i >= first_keyword
                    else f"{what} {i}")
            raise Error(f"{name} is {str(value.dtype).replace('torch.', '')}: a compiled "
                        "program takes and returns real tensors; pass torch.view_as_real(z) "
                        "and make it complex inside the model (torch.view_as_complex)")
        if value.device.type == "meta":
            # Through torch.compile a meta model's parameters are inputs too
            # (sweep 29: "aten::equal ... Meta tensors").
            name = (f"keyword {what} '{keywords[i - first_keyword]}'" if i >= first_keyword
                    else f"{what} {i}")
            raise Error(f"{name} is on the meta device, which holds no values: cleave.torch "
                        "computes from CPU tensors (load the weights, then model.to('cpu'))")


def _to_torch(array):
    return torch.from_numpy(contiguous(array))


def _check_on_cpu(model):
    """The module's state must be CPU tensors: Cleave reads their values
    (a meta tensor has none; a CUDA one would be copied silently)."""
    for kind, items in (("parameter", model.named_parameters()),
                        ("buffer", model.named_buffers())):
        for name, tensor in items:
            if tensor.device.type != "cpu":
                raise Error(f"{kind} {name} is on device '{tensor.device}': cleave.torch "
                            "compiles from CPU tensors (model.to('cpu')"
                            + (", after loading its weights" if tensor.device.type == "meta"
                               else "") + ")")


def _argument_shardings(shardings, names):
    """{parameter name or argument index: spec} -> {argument index: spec}."""
    if not shardings:
        return None
    result = {}
    for key, spec in shardings.items():
        if isinstance(key, int):
            result[key] = spec
        elif key in names:
            result[names.index(key)] = spec
        else:
            shown = ", ".join(repr(n) for n in names[:12])
            raise Error(f"shardings: no parameter or input named {key!r} (the names are "
                        f"{shown}{', ...' if len(names) > 12 else ''}, or argument indices)")
    return result


class CompiledModule:
    """A module compiled for a mesh: call it with tensors shaped as the
    example inputs; it returns what the module returns (same structure),
    computed on the mesh. `plan`, `artifact` and `mlir` tell what was built;
    after changing the module's parameters, call `reload_parameters()`.
    What compiling fixed stays: integer and boolean buffers (constants of
    the program; reload_parameters refuses a changed one), the random
    state's start (torch's seed when compiled), and the modes: a call after
    `train()`/`eval()` changed a submodule's mode, or under another
    autocast, is refused (compile once per mode)."""

    def __init__(self, model, artifact, mlir, names, tensors, input_count, keywords,
                 output_spec, constants, input_dtypes, reads=None):
        self.artifact, self.plan, self.mlir = artifact, artifact.plan, mlir
        self._reads = reads
        self.parameter_names = names
        self._model, self._input_count, self._keywords = model, input_count, keywords
        self._output_spec, self._constants = output_spec, constants
        self._input_dtypes = input_dtypes
        self._modes = _modes.Modes(model)
        # Integer and boolean buffers are constants of the program (_state).
        self._constant_buffers = {n: b.clone() for n, b in model.named_buffers()
                                  if not b.is_floating_point()}
        self._placed_inputs = {}
        self._place(tensors)

    def _place(self, tensors):
        self._placed = [self.artifact.put(i, t) for i, t in enumerate(tensors)]

    def _placed_parameter(self, i, tensor):
        """Input `i`, a parameter (torch.compile passes a module's
        parameters as inputs of the graph), placed on the mesh once and
        again only when it changed (another tensor, storage or version):
        every call had sent every weight to the ranks (sweep 29: 53.7 ms a
        call, 4.1 ms placed once)."""
        key = (id(tensor), tensor.data_ptr(), tensor._version)
        cached = self._placed_inputs.get(i)
        if cached is None or cached[0] != key:
            cached = (key, self.artifact.put(len(self._placed) + i, tensor.detach()))
            self._placed_inputs[i] = cached
        return cached[1]

    def train(self, mode=True):
        """Refused unless the module was compiled in that mode (sweep 32:
        an AttributeError): its modes are fixed by compiling."""
        if not self._modes.all_in(bool(mode)):
            raise Error(f"a compiled module keeps the modes it was compiled in; for "
                        f"{'training' if mode else 'eval'} mode, call model."
                        f"{'train()' if mode else 'eval()'} on the module and compile it again")
        return self

    def eval(self):
        return self.train(False)

    def reload_parameters(self):
        """Places the module's current parameters and floating-point buffers
        on the mesh. Integer and boolean buffers are constants of the
        compiled program: if one changed, this refuses (compile again)
        rather than run half the new state (sweep 29: a checkpoint's
        integer table was ignored)."""
        state = dict(self._model.named_parameters())
        state.update(self._model.named_buffers())  # _state's names
        missing = [n for n in self.parameter_names if n not in state]
        if missing:
            raise Error(f"the module no longer has {', '.join(missing[:4])}: its layers "
                        "changed since it was compiled; compile it again")
        changed = [n for n, old in self._constant_buffers.items()
                   if n not in state or not _same(state[n], old)]
        if changed:
            raise Error(f"buffer {', '.join(changed[:4])} changed since the module was "
                        "compiled: integer and boolean buffers are constants of the compiled "
                        "program; compile it again")
        self._place([state[n].detach() for n in self.parameter_names])

    # Dynamo traced into the runtime's calls when a compiled module ran
    # inside a torch.compile()d model (sweep 29): it runs as it is.
    @torch.compiler.disable
    def __call__(self, *inputs, **keywords):
        self._modes.check("the compiled module")
        if len(inputs) != self._input_count:
            unexpected = sorted(set(keywords) - set(self._keywords))
            hint = (f" (and keywords {unexpected}: inputs given by keyword at the call must "
                    "be given by keyword in compile's example_kwargs too)" if unexpected else "")
            raise Error(f"the compiled module takes {self._input_count} positional inputs, got "
                        f"{len(inputs)}{hint}")
        if sorted(keywords) != self._keywords:
            raise Error(f"the compiled module takes the keyword inputs "
                        f"{self._keywords or 'none'}, got {sorted(keywords) or 'none'}")
        inputs = inputs + tuple(keywords[k] for k in self._keywords)
        _tensors_only(inputs, "input", self._keywords)
        labels = [f"input {i}" for i in range(self._input_count)] + self._keywords
        _check_inputs(inputs, self.artifact.inputs[len(self._placed):], labels)
        # Widened at the boundary, a uint8 or bool input is converted back
        # inside: another integer type would wrap there (-1 to 255) unseen.
        for value, want, label in zip(inputs, self._input_dtypes, labels):
            if want in _WIDENED and value.dtype != want:
                raise Error(f"{label}: expected {want} (as the example), got {value.dtype}")
        inputs = [self._placed_parameter(i, t) if isinstance(t, nn.Parameter) else _boundary(t)
                  for i, t in enumerate(inputs)]
        with _callers_labels(self.artifact, len(self._placed),
                             [f"input {i}" for i in range(self._input_count)] + self._keywords):
            outputs = self.artifact.call(*self._placed, *inputs)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        if self._reads:
            self._reads.check(np.asarray(outputs[-1]), "the compiled module")
            outputs = outputs[:-1]
        dtypes = [d for leaf in self._constants for d in (
            leaf.dtypes if isinstance(leaf, _holders.Holder) else
            [leaf.dtype] if isinstance(leaf, _Computed) else [])]
        computed = [_restore(_output_tensor(o, spec), dtype)
                    for o, spec, dtype in zip(outputs, self.artifact.outputs, dtypes)]
        # As the module's own call would, its outputs (those inside objects
        # too) join autograd where its parameters or inputs require
        # gradients, and a backward through them says that none are
        # computed (they came back detached, and a head trained on top left
        # the body's gradients None, sweep 16).
        tensors = iter(_guard_gradients(tuple(computed), [*self._model.parameters(), *inputs],
                                        "a module compiled by cleave.torch.compile"))
        leaves = []
        for leaf in self._constants:
            if isinstance(leaf, _holders.Holder):
                leaves.append(leaf.rebuild([next(tensors) for _ in leaf.dtypes]))
            elif isinstance(leaf, _Computed):
                leaves.append(next(tensors))
            else:
                leaves.append(leaf)
        return pytree.tree_unflatten(leaves, self._output_spec)


def _openable(artifact):
    """`artifact`, or ExecutionError where this machine cannot run it (a
    CUDA artifact without a GPU driver): a cleave.torch module places its
    parameters at once, so it cannot be returned unopened. The error
    carries the artifact (`error.artifact.save(path)`)."""
    if not isinstance(artifact, _compiler.UnopenedArtifact):
        return artifact
    error = ExecutionError(
        f"compiled, but this machine cannot run the artifact ({artifact.reason}): "
        "a cleave.torch module runs where it is compiled; this error's `artifact` can "
        "be saved (error.artifact.save(path)) and run with cleave.load where it can",
        "unavailable")
    error.artifact = artifact
    raise error


class _Computed:
    """An output leaf the artifact computes, of torch dtype `dtype`."""

    def __init__(self, dtype):
        self.dtype = dtype


# Dtypes no entry tensor has: they cross the boundary as i32, converted back
# inside the program and after the call.
_WIDENED = (torch.bool, torch.uint8, torch.int16)


def _restore(tensor, dtype):
    return tensor.to(dtype) if dtype in _WIDENED else tensor


def _leaf_names(output):
    """Where each leaf of `output` is (`['past_key_values']`), for messages;
    positions where a registered type gives no keys (transformers'
    ModelOutput)."""
    try:
        return [pytree.keystr(key) or "result"
                for key, _ in pytree.tree_flatten_with_path(output)[0]]
    except ValueError:
        return [f"leaf {i}" for i in range(len(pytree.tree_leaves(output)))]


def _output_leaf(leaf, where):
    """What the compiled module returns for one leaf of the module's
    output: a tensor it computes, an object holding tensors it computes
    (_holders.Holder), or a constant (a flag, a None)."""
    if isinstance(leaf, torch.Tensor):
        if leaf.is_complex():
            raise CompileError(
                f"the module's output {where} is {str(leaf.dtype).replace('torch.', '')}: a "
                "compiled program takes and returns real tensors; return "
                "torch.view_as_real(z) (torchaudio's Spectrogram: power=None gives complex "
                "values, a power does not)")
        return _Computed(leaf.dtype)
    if _holders.tensor_paths(leaf):
        return _holders.Holder(leaf, where)
    if _holders.holds_tensor_deeper(leaf):
        raise CompileError(
            f"the module's output {where} is a {type(leaf).__name__} holding tensors more "
            f"than {_holders._MAX_DEPTH} objects deep, which every call would return as "
            "the example's: return them less deeply nested")
    return leaf


def _boundary(tensor):
    """Booleans, uint8 and int16 cross the artifact's boundary as i32
    (entry tensors are floats, i32, i64 or i8: uint8 as i8 refused image
    bytes from 128 on, int16 was refused, sweep 20); the program converts
    them back inside."""
    return tensor.to(torch.int32) if tensor.dtype in _WIDENED else tensor


@contextlib.contextmanager
def _callers_labels(artifact, first, labels):
    """The artifact's input checks (values that do not fit, ids out of
    range) name the caller's input ("input 0", "attention_mask"), not the
    program's argument ("input 2 ('input0') of @forward", after the
    parameters; sweep 16)."""
    try:
        yield
    except ExecutionError as error:
        for i, label in enumerate(labels):
            spec = artifact.inputs[first + i]
            prefix = f"input {first + i} ('{spec.name}') of @{artifact.entry}: "
            if str(error).startswith(prefix):
                raise ExecutionError(f"{label}: {str(error)[len(prefix):]}",
                                     error.code) from None
        raise


def _check_inputs(values, specs, labels):
    """The caller's tensors against the artifact's inputs, named the
    caller's way (input 0, attention_mask, batch tensor 1)."""
    for value, spec, label in zip(values, specs, labels):
        if tuple(value.shape) != spec.shape:
            raise Error(f"{label}: expected shape {list(spec.shape)} (the example's), got "
                        f"{list(value.shape)}")
        # Floats convert to floats and integers to integers; a kind apart
        # was reported later as the program's "input 4 ('arg4')".
        want_float = spec.dtype in ("f32", "f64", "f16", "bf16")
        if value.is_floating_point() != want_float or value.is_complex():
            kind = "floating-point" if want_float else "integer"
            raise Error(f"{label}: expected {kind} values ({spec.dtype}, as the example), "
                        f"got {value.dtype}")


def _output_tensor(array, spec):
    tensor = _to_torch(array)
    return tensor.to(torch.bfloat16) if spec.dtype == "bf16" else tensor


def _nested_tensor_hint(model, error):
    """Why an exported program differs where the model holds an
    nn.TransformerEncoder that takes PyTorch's nested-tensor fast path: in
    eval mode with a padding mask, eager gives zeros at padded positions,
    which no export reproduces (sweep 17: the message blamed
    is_compiling())."""
    if "computes other values when torch.export traces it" not in str(error):
        return None
    for name, module in model.named_modules():
        if (isinstance(module, nn.TransformerEncoder) and not module.training
                and getattr(module, "use_nested_tensor", False)):
            where = f"'{name}'" if name else "the model"
            return (f"Here it is {where}, an nn.TransformerEncoder in eval mode: with a "
                    "padding mask PyTorch takes its nested-tensor fast path, whose outputs "
                    "at padded positions are zeros. Build it with enable_nested_tensor="
                    "False to compile it (the outputs elsewhere are the same)")
    return None


def _export_with_eager_attention_fallback(model, forward, values, reads):
    """torch.export, and once more with transformers' eager attention where
    the sdpa path cannot be exported: decomposed sdpa leaves a transposed
    result that GPT-2 then views, which torch.export's decompositions refuse
    ("Cannot view a tensor"). Eager attention computes the same values."""
    try:
        with _PreservedState(model):
            return export_function(forward, values, "forward")
    except CompileError as error:
        # torch.export's own verifier refused its program (an autocast
        # region inside forward, sweep 37: "function_const_func_spec0 is
        # missing val field"), or the model reads a value in Python
        # (specialized there, _python_reads): make_fx, as a step is traced,
        # takes it.
        if "SpecViolationError" in str(error) or _reads_a_value(error) or type(
                error.__cause__).__name__ == "ComplexValues":
            reads.enabled = True
            with _PreservedState(model):
                return trace_function(forward, values, "forward", what="the model")
        hint = _nested_tensor_hint(model, error)
        if hint:
            raise CompileError(f"{error}. {hint}") from error
        # The model's config, or its submodules' (a transformers model
        # inside the user's wrapper, or peft's: sweep 37).
        configs = list({id(c): c for c in (getattr(m, "config", None) for m in model.modules())
                        if getattr(c, "_attn_implementation", None) == "sdpa"}.values())
        if "Cannot view a tensor" not in str(error) or not configs:
            raise
    for config in configs:
        config._attn_implementation = "eager"
    try:
        with _PreservedState(model):
            return export_function(forward, values, "forward")
    finally:
        for config in configs:
            config._attn_implementation = "sdpa"


def _reads_a_value(error):
    """Whether torch.export failed on a value read in Python (a guard on a
    data-dependent value, or such a value used as a size)."""
    cause = error.__cause__
    return cause is not None and ("DataDependent" in type(cause).__name__
                                  or "data-dependent" in str(cause))


def _state(model):
    """Parameters and floating-point buffers, the program's arguments.
    Integer and boolean buffers (masks, position tables) stay constants of
    the program: nothing shards or trains them."""
    named = list(model.named_parameters()) + [
        (n, b) for n, b in model.named_buffers() if b.is_floating_point()]
    return [n for n, _ in named], [t.detach() for _, t in named]


def _same(a, b):
    """Whether tensors `a` and `b` hold the same values, NaN equal to NaN."""
    return torch.equal(a, b) or (a.is_floating_point() and a.shape == b.shape and
                                 torch.allclose(a, b, rtol=0, atol=0, equal_nan=True))


def _reference_call(model, inputs, kwargs, rewritten=None):
    """model(*inputs, **kwargs) without gradients, leaving the model and
    the caller's tensors as they were; CompileError if the call writes one
    of them in place (a compiled program returns its results and changes
    nothing: BatchNorm in training mode updates its running statistics).
    Buffers written with the values they held are appended to `rewritten`
    (InstanceNorm with running statistics copies them back in eval mode)."""
    # Version counters see in-place ops; BatchNorm's kernel writes its
    # running statistics without one, so buffers are compared too.
    parameters = list(model.named_parameters())
    versions = [t._version for _, t in parameters]
    buffers = [(name, t, t.clone(), t._version) for name, t in model.named_buffers()]
    copies = [t.clone() for t in inputs]
    keyword_copies = {k: t.clone() for k, t in kwargs.items()}
    with torch.no_grad(), _PreservedState(model):
        out = model(*copies, **keyword_copies)
    written = [name for (name, t), v in zip(parameters, versions) if t._version != v]
    with torch.no_grad():
        for name, t, old, version in buffers:
            if not _same(t, old):
                written.append(name)
                t.copy_(old)
            elif t._version != version and rewritten is not None:
                rewritten.append(name)
    # A captured graph's inputs are named by what Dynamo read them from
    # (sweep 29: "writes input 10, input 11" of a static KV cache).
    placeholders = ([n.name for n in model.graph.nodes if n.op == "placeholder"]
                    if isinstance(model, torch.fx.GraphModule) else [])
    written += [f"input {i}" + (f" ({placeholders[i]})" if i < len(placeholders) else "")
                for i, (t, c) in enumerate(zip(inputs, copies))
                if c._version != 0 or not _same(c, t)]
    written += [f"input '{k}'" for k, c in keyword_copies.items()
                if c._version != 0 or not _same(c, kwargs[k])]
    if written:
        raise CompileError(_writes_message(model, inputs, kwargs, written))
    return out


def _writes_message(model, inputs, kwargs, written):
    """The refusal of a call that writes `written` (names as
    _reference_call gives them) in place, each with the op and the line
    that write it where a second call under a recorder finds them."""
    parameters = dict(model.named_parameters())
    named = dict(parameters)
    named.update(model.named_buffers())
    # Put back after the second call: the buffers (every one: the call may
    # write others than the first), and the parameters it writes (the
    # first call's writes stay: no copy of every parameter is kept).
    saved = {name: t.detach().clone() for name, t in model.named_buffers()}
    saved.update({name: named[name].detach().clone() for name in written
                  if name in parameters})
    copies = [t.clone() for t in inputs]
    keyword_copies = {k: t.clone() for k, t in kwargs.items()}
    watched = {name: named[name] for name in written if name in named}
    for i, copy in enumerate(copies):
        watched.update({name: copy for name in written if name.split(" (")[0] == f"input {i}"})
    watched.update({f"input '{k}'": c for k, c in keyword_copies.items()
                    if f"input '{k}'" in written})

    def call():
        with _PreservedState(model):
            model(*copies, **keyword_copies)
    try:
        found = _writes.find_writes(call, watched)
    finally:
        with torch.no_grad():
            for name, t in list(model.named_buffers()) + list(model.named_parameters()):
                # Only what changed: an inference-mode or expanded buffer
                # cannot be written, and need not be.
                if name in saved and not _same(t, saved[name]):
                    t.copy_(saved[name])

    def described(name):
        if name not in found:
            return name
        op, line = found[name]
        return f"{name} ({op}" + (f" at {line}" if line else "") + ")"
    inputs_written = any(name.startswith("input") for name in written)
    state_written = any(not name.startswith("input") for name in written)
    batch_norm = any(isinstance(m, nn.modules.batchnorm._BatchNorm) and m.training
                     and m.track_running_stats for m in model.modules())
    hints = []
    if batch_norm and state_written:
        hints.append("call model.eval() for BatchNorm's running statistics")
    if state_written:
        hints.append("keep the state outside the module and return its new value")
    if inputs_written:
        hints.append("write into a copy of the input (x = x.clone()) or use the op's "
                     "out-of-place form (index_put for index_put_)")
    return (f"the module writes {', '.join(described(n) for n in written[:4])}"
            f"{' and more' if len(written) > 4 else ''} in place; a compiled module "
            f"changes no state ({', or '.join(hints)})")


def _rewrites_of_running_statistics(model, rewritten):
    """Of buffers the example call wrote with the values they held, those
    every call writes so: an eval-mode InstanceNorm's running statistics
    (torch copies them back unchanged). Any other such write may depend on
    the data (`peak.copy_(max(peak, x.max()))` held its value only for a
    small example: compiled, it was silently dropped, the review found),
    and is refused as a write."""
    kept = set()
    for prefix, module in model.named_modules():
        if (isinstance(module, nn.modules.instancenorm._InstanceNorm)
                and module.track_running_stats and not module.training):
            for name in ("running_mean", "running_var"):
                kept.add(f"{prefix}.{name}" if prefix else name)
    refused = [name for name in rewritten if name not in kept]
    if refused:
        raise CompileError(
            f"the module writes {', '.join(refused[:4])}{' and more' if len(refused) > 4 else ''}"
            " in place (with the values it held, for the example inputs); a compiled module "
            "changes no state: keep the state outside the module and return its new value")
    return rewritten


def compile(model, example_inputs, *, mesh, example_kwargs=None, axes=None, cluster=None,
            target="cpu", memory_budget=None, shardings=None, **options):
    """Exports `model` (its parameters and buffers as function arguments)
    with torch-mlir's FX importer, compiles it for `mesh` and returns a
    CompiledModule. `example_inputs`: a tensor or a tuple of tensors, the
    shapes every call will have; `example_kwargs`: tensors passed by
    keyword ({"attention_mask": mask}), which every call passes too.
    `shardings` may name parameters ({"fc1.weight": [["tp"], []]}). Other
    options as cleave.compile."""
    if not isinstance(model, nn.Module):
        raise Error(f"model: expected a torch.nn.Module, got {type(model).__name__}")
    _check_on_cpu(model)
    inputs = tuple(example_inputs) if isinstance(example_inputs, (tuple, list)) else (
        example_inputs,)
    if example_kwargs is not None and not isinstance(example_kwargs, dict):
        raise Error(f"example_kwargs: expected a dict of tensors, got "
                    f"{type(example_kwargs).__name__}")
    keywords = sorted(example_kwargs or {})
    _tensors_only(inputs + tuple((example_kwargs or {})[k] for k in keywords), "example input",
                  keywords)
    names, tensors = _state(model)
    rewritten = []
    eager = _reference_call(model, inputs, example_kwargs or {}, rewritten)
    rewritten = _rewrites_of_running_statistics(model, rewritten)
    leaves, spec = pytree.tree_flatten(eager)
    constants = [_output_leaf(leaf, where) for leaf, where in zip(leaves, _leaf_names(eager))]
    given = inputs + tuple((example_kwargs or {})[k] for k in keywords)
    widened = [(i, t.dtype) for i, t in enumerate(given) if t.dtype in _WIDENED]

    positional = len(names) + len(inputs)
    # Values forward reads in Python, specialized where torch.export could
    # not take them (its data-dependent guards): then traced by make_fx.
    reads = _python_reads.SpecializedReads()

    def forward(*args):
        args = list(args)
        for i, dtype in widened:
            args[len(names) + i] = args[len(names) + i].to(dtype)
        state = dict(zip(names, args[:len(names)]))
        # Their copies take the writes of the same values: else the export
        # returned them as results the module does not return (refused as
        # "the exported program has 3 results", sweep 27).
        for name in rewritten:
            state[name] = state[name].clone()
        with reads.collecting() if reads.enabled else contextlib.nullcontext():
            out = reads.dense.check_result(stateless_call(
                model, state, tuple(args[len(names):positional]),
                dict(zip(keywords, args[positional:]))))
        guard = reads.guard() if reads.enabled else None
        flat = []
        for leaf, constant in zip(pytree.tree_leaves(out), constants):
            if isinstance(constant, _holders.Holder):
                flat += [_holders.get_at(leaf, p) for p in constant.paths]
            elif isinstance(leaf, torch.Tensor):
                flat.append(leaf)
        return tuple(_boundary(t) for t in flat) + ((guard,) if guard is not None else ())

    values = (*tensors, *[_boundary(t) for t in given])
    mlir = name_arguments(_export_with_eager_attention_fallback(model, forward, values, reads),
                          "forward", names + [f"input{i}" for i in range(len(inputs))] + keywords)
    artifact = _openable(_compiler.compile(
        mlir, mesh=mesh, axes=axes, cluster=cluster, target=target,
        memory_budget=memory_budget,
        shardings=_argument_shardings(shardings, names + [f"input{i}" for i in range(len(inputs))]
                                      + keywords),
        **options))
    expected = sum(len(c.paths) if isinstance(c, _holders.Holder) else
                   isinstance(c, _Computed) for c in constants)
    reads = _specialized(reads, "every call of the compiled module")
    if len(artifact.outputs) != expected + bool(reads):
        raise CompileError(f"the exported program has {len(artifact.outputs)} results, the "
                           f"module returns {expected} tensors")
    return CompiledModule(model, artifact, mlir, names, tensors, len(inputs), keywords, spec,
                          constants, [t.dtype for t in given], reads)


def _specialized(reads, checked):
    """`reads` if the trace read values in Python (said as a warning: the
    program serves only calls that read the same), else None."""
    if not reads.reads:
        return None
    warnings.warn(f"cleave: compiled for the example's values where the model reads tensors "
                  f"in Python: {reads.describe()}; {checked} checks them", stacklevel=3)
    return reads


# Training.

_OPTIMIZERS = ("sgd", "adam", "adamw", "rmsprop", "adagrad")


def _optimizer_name(optimizer):
    """The optimizer's name from a name (any case) or a torch.optim class
    (sweep 30: torch.optim.AdamW and "Adam" were refused as unknown, and an
    instance's whole repr was the message)."""
    if isinstance(optimizer, type) and issubclass(optimizer, torch.optim.Optimizer):
        name = optimizer.__name__.lower()
        if name in _OPTIMIZERS:
            return name
        raise Error(f"optimizer: torch.optim.{optimizer.__name__} is not supported (one of "
                    f"{', '.join(_OPTIMIZERS)})")
    if isinstance(optimizer, torch.optim.Optimizer):
        name = type(optimizer).__name__
        raise Error(f"optimizer: pass the optimizer's name ({name.lower()!r}) or class "
                    f"(torch.optim.{name}) and its hyper-parameters as keywords (lr=..., "
                    "weight_decay=...), not an instance: the step makes its own state")
    if isinstance(optimizer, str) and optimizer.lower() in _OPTIMIZERS:
        return optimizer.lower()
    shown = optimizer if isinstance(optimizer, str) else type(optimizer).__name__
    raise Error(f"optimizer: expected one of {', '.join(_OPTIMIZERS)} or a torch.optim class, "
                f"got {shown!r}")
# torch.optim keywords that choose an implementation (any value computes the
# same update here), and those that change the update (their default only).
_IMPLEMENTATION_FLAGS = ("foreach", "fused", "capturable", "differentiable")
_OPTIM_FLAGS = {"foreach": None, "fused": None, "capturable": False, "differentiable": False,
                "maximize": False, "amsgrad": False}


def _optimizer(name, hyper):
    """The update rule as torch.optim computes it: (state names per
    parameter, whether it keeps a step count, update(w, g, state, t, lr,
    wd), the hyper-parameters, each state's initial value), the learning
    rate a tensor of the step, the weight decay the parameter's
    group's."""
    hyper = dict(hyper)

    def take(allowed, defaults):
        # torch.optim's choices of implementation (foreach, fused, ...)
        # compute the same update; its flags that change the update are
        # taken at their defaults only (sweep 18: foreach=False refused).
        for key, default in _OPTIM_FLAGS.items():
            if key in hyper and (key != "amsgrad" or name != "sgd"):
                value = hyper.pop(key)
                if key in _IMPLEMENTATION_FLAGS and value in (None, True, False):
                    continue
                if value is not default and value != default:
                    raise Error(f"{name}: {key}={value!r} is not supported (only "
                                f"{key}={default!r}, torch.optim's default)")
        unknown = sorted(set(hyper) - set(allowed))
        if unknown:
            raise TypeError(f"compile_train_step: unexpected keyword argument(s) "
                            f"{', '.join(unknown)}: neither an option of the step nor a "
                            f"hyper-parameter of {name} (which takes {', '.join(allowed)})")
        h = {**defaults, **hyper}
        # A one-element tensor (torch.optim takes lr as one, for schedulers
        # that keep it on a device) is its number (sweep 29: refused).
        if isinstance(h.get("lr"), torch.Tensor) and h["lr"].numel() == 1:
            h["lr"] = h["lr"].item()
        # torch.optim's own checks.
        # The step computes in f32: a value beyond its range is inf there.
        largest = float(np.finfo(np.float32).max)
        for key in ("lr", "momentum", "dampening", "weight_decay", "eps", "alpha", "lr_decay",
                    "initial_accumulator_value"):
            if key in h and (isinstance(h[key], bool) or not isinstance(h[key], (int, float))
                             or not 0 <= h[key] <= largest):
                raise Error(f"{name}: {key} must be a finite number >= 0 that fits f32, "
                            f"got {h[key]!r}")
        if "betas" in h:
            betas = h["betas"]
            if (not isinstance(betas, (tuple, list)) or len(betas) != 2
                    or not all(isinstance(b, (int, float)) and 0 <= b < 1 for b in betas)):
                raise Error(f"{name}: betas must be two numbers in [0, 1), got {betas!r}")
        return h

    if name == "sgd":
        h = take(("lr", "momentum", "dampening", "weight_decay", "nesterov"),
                 dict(lr=1e-3, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False))
        if h["dampening"] != 0:
            raise Error("sgd: dampening other than 0 is not supported (torch.optim.SGD's first "
                        "step ignores it, which one graph for every step cannot)")
        if h["nesterov"] and h["momentum"] <= 0:
            raise Error("sgd: nesterov needs a positive momentum")
        momentum, nesterov = h["momentum"], h["nesterov"]

        def update(w, g, state, t, lr, wd):
            if wd:
                g = g + wd * w
            if not momentum:
                return w - lr * g, []
            buf = momentum * state[0] + g  # a zero buffer makes torch's first step
            g = g + momentum * buf if nesterov else buf
            return w - lr * g, [buf]
        return (["momentum_buffer"] if momentum else []), False, update, h, None

    if name == "rmsprop":
        h = take(("lr", "alpha", "eps", "weight_decay", "momentum", "centered"),
                 dict(lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0,
                      centered=False))
        if not h["alpha"] < 1:
            raise Error(f"rmsprop: alpha must be below 1, got {h['alpha']!r}")
        alpha, eps, momentum, centered = h["alpha"], h["eps"], h["momentum"], h["centered"]
        names = ["square_avg"] + (["momentum_buffer"] if momentum else []) + (
            ["grad_avg"] if centered else [])

        def update(w, g, state, t, lr, wd):
            if wd:
                g = g + wd * w
            square = alpha * state[0] + (1 - alpha) * g * g
            new = [square]
            if centered:
                mean = alpha * state[-1] + (1 - alpha) * g
                avg = torch.sqrt(square - mean * mean) + eps
            else:
                avg = torch.sqrt(square) + eps
            if momentum:
                buf = momentum * state[1] + g / avg
                new.append(buf)
                w = w - lr * buf
            else:
                w = w - lr * (g / avg)
            return w, new + ([mean] if centered else [])
        return names, True, update, h, None

    if name == "adagrad":
        h = take(("lr", "lr_decay", "weight_decay", "initial_accumulator_value", "eps"),
                 dict(lr=1e-2, lr_decay=0.0, weight_decay=0.0, initial_accumulator_value=0.0,
                      eps=1e-10))
        lr_decay, eps = h["lr_decay"], h["eps"]

        def update(w, g, state, t, lr, wd):
            if wd:
                g = g + wd * w
            total = state[0] + g * g
            step_lr = lr / (1 + (t - 1) * lr_decay)
            return w - step_lr * (g / (torch.sqrt(total) + eps)), [total]
        return ["sum"], True, update, h, [float(h["initial_accumulator_value"])]

    h = take(("lr", "betas", "eps", "weight_decay"),
             dict(lr=1e-3, betas=(0.9, 0.999), eps=1e-8,
                  weight_decay=1e-2 if name == "adamw" else 0.0))
    (b1, b2), eps = h["betas"], h["eps"]

    def update(w, g, state, t, lr, wd):
        m, v = state
        if wd and name == "adamw":
            w = w * (1 - lr * wd)
        elif wd:
            g = g + wd * w
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        bias1 = 1 - torch.pow(torch.tensor(b1, dtype=t.dtype), t)
        bias2 = 1 - torch.pow(torch.tensor(b2, dtype=t.dtype), t)
        denom = torch.sqrt(v) / torch.sqrt(bias2) + eps
        return w - (lr / bias1) * (m / denom), [m, v]
    return ["exp_avg", "exp_avg_sq"], True, update, h, None


class TrainStep:
    """One compiled training step. `step(*batch)` runs forward, backward and
    the optimizer update on the mesh and returns the loss (a Python float);
    parameters and optimizer state stay on the mesh between steps. `lr` is
    the learning rate of the next step: set it between steps (a schedule's
    warmup and decay) without compiling again.
    `parameters()` and `optimizer_state()` gather them; `copy_to(model)`
    writes the parameters into a module."""

    def __init__(self, artifact, mlir, names, state_names, counted, values, fixed,
                 batch_dtypes, buffer_names=(), lr=1e-3, reads=None, stepped=()):
        self.artifact, self.plan, self.mlir = artifact, artifact.plan, mlir
        self._reads = reads
        self.lr = lr
        # f64 for an f64 model's step (its lr input's dtype), else f32.
        self._lr_dtype = np.float64 if artifact.inputs[len(values)].dtype == "f64" else np.float32
        self.parameter_names, self._state_names = names, state_names
        self.buffer_names = list(buffer_names)
        # The parameters with their own step count (experts a batch may
        # route no token to), held just before the step's.
        self._stepped = list(stepped)
        self._counted, self._batch_dtypes = counted, list(batch_dtypes)
        self._batch_count = len(self._batch_dtypes)
        # Parameters and optimizer state (replaced by each step's outputs),
        # then the constants (frozen parameters, buffers).
        # (The learning rate, an input of every call, comes between them.)
        self._values = [artifact.put(i, v) for i, v in enumerate(values)]
        self._dtypes = [v.dtype for v in values]
        self._fixed = [artifact.put(len(values) + 1 + i, v) for i, v in enumerate(fixed)]
        self.steps = 0

    @torch.compiler.disable
    def __call__(self, *batch):
        if len(batch) != self._batch_count:
            raise Error(f"the step takes a batch of {self._batch_count} tensors, got {len(batch)}")
        _tensors_only(batch, "batch tensor")
        labels = [f"batch tensor {i}" for i in range(len(batch))]
        _check_inputs(batch, self.artifact.inputs[len(self._values) + 1 + len(self._fixed):],
                      labels)
        # uint8 and bool cross as i32 (sweep 17: uint8 images typed i8
        # compiled, then a batch with a byte from 128 on was refused).
        for value, want, label in zip(batch, self._batch_dtypes, labels):
            if want in _WIDENED and value.dtype != want:
                raise Error(f"{label}: expected {want} (as the example), got {value.dtype}")
        batch = [_boundary(t) for t in batch]
        # The step takes lr as f32 (f64 for an f64 model): beyond f32's range
        # it would be inf, and every parameter NaN for good (sweep 19: lr =
        # 1e40).
        if isinstance(self.lr, torch.Tensor) and self.lr.numel() == 1:
            self.lr = self.lr.item()
        if (isinstance(self.lr, bool) or not isinstance(self.lr, numbers.Real)
                or not 0 <= self.lr <= float(np.finfo(np.float32).max)):
            raise Error(f"lr must be a finite number >= 0 that fits f32, got {self.lr!r}")
        lr = np.array(self.lr, dtype=self._lr_dtype)
        # The state is updated in place: held once, as the plan counts it.
        with _callers_labels(self.artifact, len(self._values) + 1 + len(self._fixed),
                             [f"batch tensor {i}" for i in range(len(batch))]):
            outputs = self.artifact.call(*self._values, lr, *self._fixed, *batch,
                                         fetch=False, donate=True)
        if self._reads:
            guard, outputs = outputs[-1], outputs[:-1]
        loss, self._values = outputs[0], list(outputs[1:])
        if self._reads:
            # The program kept the state as it was if the values differ.
            self._reads.check(guard.numpy(), "the step")
        self.steps += 1
        return float(loss.numpy())

    def _gathered(self, offset, count):
        # In the values' own dtypes: NumPy has no bf16 (the mesh returns
        # f32), and a bf16 model's parameters are bf16.
        return [_to_torch(v.numpy()).to(dtype) for v, dtype in
                zip(self._values[offset:offset + count], self._dtypes[offset:offset + count])]

    def parameters(self):
        """{name: tensor}: the trained parameters, gathered from the mesh."""
        n = len(self.parameter_names)
        return dict(zip(self.parameter_names, self._gathered(0, n)))

    def buffers(self):
        """{name: tensor}: the running statistics of the BatchNorm modules
        the step trains in training mode, gathered from the mesh."""
        offset = len(self.parameter_names) * (len(self._state_names) + 1)
        return dict(zip(self.buffer_names, self._gathered(offset, len(self.buffer_names))))

    def optimizer_state(self):
        """{parameter name: {state name: tensor}} and "step" as torch.optim
        names them."""
        n, state = len(self.parameter_names), {}
        for k, state_name in enumerate(self._state_names):
            for name, value in zip(self.parameter_names, self._gathered(n * (k + 1), n)):
                state.setdefault(name, {})[state_name] = value
        if self._counted:
            state["step"] = float(self._values[-1].numpy())
        # An expert's own count: the steps that routed a token to it.
        first = len(self._values) - 1 - len(self._stepped)
        for k, name in enumerate(self._stepped):
            state[name]["step"] = float(self._values[first + k].numpy())
        return state

    def __reduce__(self):
        raise TypeError("a TrainStep holds its state on the mesh and cannot be pickled or "
                        "copied: save parameters(), optimizer_state() and buffers(), and "
                        "give them to a new step's load_state()")

    def load_state(self, parameters=None, optimizer_state=None, buffers=None):
        """Places parameters, optimizer state and running statistics on the
        mesh in place of the step's, to resume from a checkpoint: dicts by
        name as parameters(), optimizer_state() ("step" included) and
        buffers() return them; a name left out keeps its value. Resumed
        Adam had restarted its moments and step count (sweep 29)."""
        n, count = len(self.parameter_names), len(self._values)
        new = list(self._values)

        def place(index, value, label):
            if not isinstance(value, torch.Tensor):
                value = torch.as_tensor(value)
            spec = self.artifact.inputs[index]
            _check_inputs([value], [spec], [label])
            new[index] = self.artifact.put(index, value.detach().to(self._dtypes[index]))

        def take(given, names, offset, what):
            given = dict(given or {})
            unknown = sorted(set(given) - set(names))
            if unknown:
                raise Error(f"load_state: {what} has no {', '.join(unknown[:4])} (the step "
                            f"has {', '.join(names[:4])}{', ...' if len(names) > 4 else ''})")
            for i, name in enumerate(names):
                if name in given:
                    place(offset + i, given[name], f"{what} {name}")

        take(parameters, self.parameter_names, 0, "parameters")
        state = dict(optimizer_state or {})
        step = state.pop("step", None)
        if step is not None:
            if not self._counted:
                raise Error("load_state: this optimizer keeps no step count")
            place(count - 1, torch.tensor(float(step)), "optimizer_state step")
        # An expert's own count: its entry's "step" (torch.optim's form:
        # an expert with no entry never stepped, and keeps its count); with
        # no entry's "step" at all, the step's, said.
        first = count - 1 - len(self._stepped)
        per_parameter = any(isinstance(e, dict) and "step" in e for e in state.values())
        if self._stepped and step is not None and not per_parameter:
            warnings.warn(f"load_state: {len(self._stepped)} parameters ({self._stepped[0]}, "
                          "...) keep their own step count (experts a batch may route no "
                          "token to), and optimizer_state gives none: each takes the "
                          "step's, which is right only if every batch routed tokens to "
                          "every expert; give optimizer_state()'s per-parameter 'step'",
                          stacklevel=2)
        for k, name in enumerate(self._stepped):
            entry = state.get(name) or {}
            own = entry.get("step", None if per_parameter else step)
            if own is not None:
                place(first + k, torch.tensor(float(own)), f"optimizer_state {name} step")
        unknown = sorted(set(state) - set(self.parameter_names))
        if unknown:
            raise Error(f"load_state: optimizer_state has no parameter {', '.join(unknown[:4])}")
        for k, state_name in enumerate(self._state_names):
            take({name: entry[state_name] for name, entry in state.items()
                  if state_name in entry}, self.parameter_names, n * (k + 1),
                 f"optimizer_state {state_name}")
        take(buffers, self.buffer_names, n * (len(self._state_names) + 1), "buffers")
        self._values = new

    def copy_to(self, model):
        """Writes the trained parameters, and the running statistics the
        step updates, into `model` (same names)."""
        if not isinstance(model, torch.nn.Module):
            raise TypeError(f"copy_to: expected a torch.nn.Module, got {type(model).__name__}")
        # The module a torch.compile() or DataParallel wrapper holds (their
        # names carry "_orig_mod." or "module.": sweep 29).
        while True:
            if isinstance(getattr(model, "_orig_mod", None), torch.nn.Module):
                model = model._orig_mod
            elif isinstance(model, (torch.nn.DataParallel,
                                    torch.nn.parallel.DistributedDataParallel)):
                model = model.module
            else:
                break
        own = dict(model.named_parameters())
        own.update(model.named_buffers())
        trained = {**self.parameters(), **self.buffers()}
        missing = [n for n in trained if n not in own]
        wrong = [n for n in trained if n in own and own[n].shape != trained[n].shape]
        # Parameters the trained model had none of (its tied weight, untied
        # here) would stay as they are, unseen (sweep 29).
        known = getattr(self, "_model_parameter_names", None)
        extra = [n for n, _ in model.named_parameters()
                 if known is not None and n not in known and n not in trained]
        if missing or wrong or extra:
            raise Error("copy_to: the model does not have the trained parameters"
                        + (f"; missing: {', '.join(missing[:5])}" if missing else "")
                        + (f"; other shapes: {', '.join(wrong[:5])}" if wrong else "")
                        + (f"; it has parameters the trained model did not (a weight "
                           f"tied there, untied here?): {', '.join(extra[:5])}"
                           if extra else ""))
        with torch.no_grad():
            for name, value in trained.items():
                own[name].copy_(value)


def compile_train_step(model, loss_fn, example_batch, *, optimizer="sgd", mesh, axes=None,
                       cluster=None, target="cpu", memory_budget=None, shardings=None,
                       search=None, time_limit=None, pipeline=None, microbatches=None,
                       schedule=None, max_grad_norm=None, param_groups=None, **hyper):
    """Builds one graph of forward, backward (torch.func.grad) and the
    optimizer update of every trainable parameter, compiles it for `mesh`
    and returns a TrainStep.

    `loss_fn(model, *batch)` returns the scalar loss; or, when `loss_fn` is a
    torch.nn loss module (nn.MSELoss(), nn.CrossEntropyLoss(), ...), the batch
    is (*inputs, target) and the loss is loss_fn(model(*inputs), target).
    `optimizer`: "sgd" (lr, momentum, weight_decay, nesterov), "adam" or
    "adamw" (lr, betas, eps, weight_decay), "rmsprop" (lr, alpha, eps,
    weight_decay, momentum, centered) or "adagrad" (lr, lr_decay,
    weight_decay, initial_accumulator_value, eps), as torch.optim defines
    them (its class, torch.optim.AdamW, names it too), hyper-parameters as
    keyword arguments. Buffers are inputs of the step;
    the running statistics of BatchNorm modules in training mode are
    updated by it as their forward does (`TrainStep.buffers()`), the
    others are constants. A parameter the loss
    does not reach keeps its value and optimizer state, as torch.optim
    skips a parameter whose grad is None (weight decay included).

    `param_groups` gives groups of parameters (names or the parameters)
    their own weight decay, as torch.optim's groups do (the others take
    `weight_decay`): [{"params": no_decay, "weight_decay": 0.0}].
    `max_grad_norm` clips the gradients' total L2 norm before the update,
    as torch.nn.utils.clip_grad_norm_ does. The learning rate is an input
    of every step: `TrainStep.lr` (initially `lr`) may change between steps.

    `pipeline` (a number of stages along the mesh's first axis, "auto" or
    None), `microbatches` (a count or "auto"; "auto" when a pipeline is
    asked for) and `schedule` ("gpipe", "1f1b", "zb") pipeline the step as
    cleave.compile does; every batch tensor is cut into microbatches on its
    first dimension. Microbatches without a pipeline accumulate gradients:
    they run one after another on the whole mesh, one update."""
    if not isinstance(model, nn.Module):
        raise Error(f"model: expected a torch.nn.Module, got {type(model).__name__}")
    _check_on_cpu(model)
    optimizer = _optimizer_name(optimizer)
    batch = tuple(example_batch) if isinstance(example_batch, (tuple, list)) else (example_batch,)
    _tensors_only(batch, "batch tensor")
    state_names, counted, update, h, initial = _optimizer(optimizer, hyper)
    if max_grad_norm is not None and (isinstance(max_grad_norm, bool)
                                      or not isinstance(max_grad_norm, (int, float))
                                      or not max_grad_norm > 0):
        raise Error(f"max_grad_norm must be a positive number or None, got {max_grad_norm!r}")
    # Running statistics are carried like optimizer state (_batchnorm.py).
    norms = _batchnorm.tracked_batchnorms(model)
    running_names = _batchnorm.running_buffer_names(norms)
    buffers = dict(model.named_buffers())
    running = [buffers[n].detach().clone() for n in running_names]
    trained = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    if not trained:
        raise Error("the model has no trainable parameters (every parameter has "
                    "requires_grad=False): nothing for a training step to update")
    names = [n for n, _ in trained]
    params = [p.detach() for _, p in trained]
    decay = _group_weight_decays(model, trained, param_groups, h["weight_decay"])
    fixed = [(n, t.detach()) for n, t in model.named_parameters() if not t.requires_grad]
    fixed += [(n, t.detach()) for n, t in model.named_buffers()
              if t.is_floating_point() and n not in running_names]
    fixed_names = [n for n, _ in fixed]
    count = len(names)

    if isinstance(loss_fn, type) and issubclass(loss_fn, nn.Module):
        # nn.MSELoss for nn.MSELoss(): called as loss_fn(model, *batch) it
        # constructs a loss (sweep 20: "Boolean value of Tensor ... ambiguous").
        raise Error(f"loss_fn is the class {loss_fn.__name__}, not a loss: pass an instance "
                    f"({loss_fn.__name__}()) or a function loss_fn(model, *batch)")
    if isinstance(loss_fn, nn.modules.loss._Loss):
        criterion = loss_fn

        def loss_of(module, *b):
            return criterion(module(*b[:-1]), b[-1])
    elif callable(loss_fn):
        loss_of = loss_fn
    else:
        raise Error("loss_fn: expected loss_fn(model, *batch) or a torch.nn loss module")

    def loss(p, consts, *b):
        state = dict(zip(names, p))
        state.update(zip(fixed_names, consts))

        class _Stateless(nn.Module):
            """The model as loss_fn sees it: calling it runs the model on
            the traced state. Its plain attributes (model.config, a vocab
            size) read through (sweep 17: model.vocab was an AttributeError
            about '_Stateless'); its parameters, methods and submodules
            (model.logit_scale, model.get_image_features(...)) are the
            traced ones (_stand_in.py); other callables are refused."""
            def forward(self, *args, **kwargs):
                return stateless_call(model, state, args, kwargs)

            def __getattr__(self, name):
                return _stand_in.traced_attribute(model, state, model, name, f"model.{name}",
                                                  _refuse_stand_in)

            # The traced parameters, for a penalty on them in the loss (an
            # L2 term): nn.Module's own methods answered for the stand-in,
            # which has none, so the term was silently 0 (sweep 25).
            def named_parameters(self, prefix="", recurse=True, remove_duplicate=True):
                traced = {id(t): n for n, t in model.named_parameters()}
                for name, t in model.named_parameters(recurse=recurse,
                                                      remove_duplicate=remove_duplicate):
                    yield (f"{prefix}.{name}" if prefix else name), state[traced[id(t)]]

            def parameters(self, recurse=True):
                for _, t in self.named_parameters(recurse=recurse):
                    yield t

            def get_parameter(self, target):
                t = model.get_parameter(target)
                return state[{id(u): n for n, u in model.named_parameters()}[id(t)]]

            def __getitem__(self, index):
                _refuse_stand_in(f"model[{index!r}]")

            def __bool__(self):  # (__len__ is refused)
                return True

            def train(self, mode=True):
                # The mode of the step's trace, not the real model's.
                self.training = mode
                return self

            def eval(self):
                return self.train(False)

        # What else nn.Module answers for would be the stand-in's (nothing)
        # or the real, untraced tensors: refused by name.
        for method in ("buffers", "named_buffers", "state_dict", "modules", "named_modules",
                       "children", "named_children", "get_submodule", "get_buffer", "apply",
                       "__iter__", "__len__"):
            setattr(_Stateless, method,
                    lambda self, *a, _name=method, **k: _refuse_stand_in(f"model.{_name}()"))
        calls.clear()
        statistics = []
        with _batchnorm.batch_statistics(norms, calls, statistics), reads.collecting():
            reads.dense.watch(p)
            stand_in = _Stateless()
            stand_in.training = model.training  # (train() walks children(), refused)
            value = reads.dense.check_result(loss_of(stand_in, *b))
            live, others = reads.dense.live(skippable)
        if not skippable_known:  # (the first call: _parameters_reached's)
            skippable[:], skippable_known[:] = others, [True]
        elif others:
            raise CompileError(f"internal: the traced step uses {names[others[0]]} only in some "
                               "experts' iterations, which the eager pass used always")
        if not isinstance(value, torch.Tensor) or value.numel() != 1:
            raise Error("loss_fn must return a scalar tensor")
        if not value.is_floating_point():
            raise Error(f"loss_fn must return a floating-point loss, got {value.dtype}: "
                        "an integer (an argmax, a count) has no gradient to train with")
        # The values read leave the gradient transform as its aux (a
        # tensor: torch.func takes no None there).
        guard = reads.guard()
        return value.reshape(()), (statistics, guard if guard is not None else
                                   torch.zeros(0, dtype=torch.int64),
                                   torch.stack(live) if live else
                                   torch.zeros(0, dtype=torch.bool))

    reads = _python_reads.SpecializedReads()
    reads.enabled = True
    # Which BatchNorm each call's statistics belong to (Python ints, set by
    # each trace of the loss).
    calls = []
    # The parameters the first call of the loss (the eager pass) used only
    # in some transformers expert's iterations: each call's aux has whether
    # it used them (_dense_selections.DenseSelections.live).
    skippable, skippable_known = [], []
    # The dense program's reach (an expert no example token routes to
    # trains when a later batch routes some, sweep 43), else eager's.
    reads.dense.eager = True
    try:
        reached = _parameters_reached(model, loss, params, [t for _, t in fixed], batch,
                                      fixed_names, names)
    except Exception:  # noqa: BLE001 - the plain pass raises what is wrong
        reads.dense.eager = False
        reached = _parameters_reached(model, loss, params, [t for _, t in fixed], batch,
                                      fixed_names, names)
    finally:
        reads.dense.eager = False
    # An expert eager may skip (no token routed to it) keeps its own step
    # count, as torch.optim's state["step"] of each parameter: Adam's bias
    # correction is by it.
    stepped = [i for i in skippable if reached[i]] if counted else []
    if not any(reached):
        raise Error("the loss does not depend on any trainable parameter (no gradient "
                    "reaches them): nothing for a training step to update (a loss_fn "
                    "computed under torch.no_grad() or from detached outputs reaches none)")
    value_and_grad = torch.func.grad_and_value(loss, has_aux=True)
    per = len(state_names)
    # The parameters get slack in the trace check (a first step moves one by
    # a whole lr whatever its gradient's size); Adam's and SGD's state carry
    # the gradients' signs, RMSprop's and Adagrad's only their squares: the
    # gradients are checked themselves, then left out of the program (the
    # review found a sign-flipped gradient accepted).
    checks_gradients = optimizer in ("rmsprop", "adagrad")

    def step(*args):
        p = args[:count]
        states = [args[count * (k + 1):count * (k + 2)] for k in range(per)]
        offset = count * (per + 1)
        old_running = args[offset:offset + len(running)]
        offset += len(running)
        own_steps = dict(zip(stepped, args[offset:offset + len(stepped)]))
        offset += len(stepped)
        t = args[offset] + 1 if counted else None
        offset += 1 if counted else 0
        lr = args[offset]
        offset += 1
        consts = args[offset:offset + len(fixed)]
        # Batch tensors widened at the boundary (uint8 images, bool masks)
        # are their own type again inside.
        b = [x.to(dtype) if dtype in _WIDENED else x
             for x, dtype in zip(args[offset + len(fixed):], batch_dtypes)]
        grads, (value, (statistics, guard, live)) = value_and_grad(tuple(p), tuple(consts), *b)
        guard = guard if guard.numel() else None
        live = dict(zip(skippable, live))
        new_running = _batchnorm.updated_statistics(norms, old_running, calls, statistics)
        if max_grad_norm is not None:
            # torch.nn.utils.clip_grad_norm_ over the gradients torch has.
            total = torch.sqrt(sum((g * g).sum() for g, r in zip(grads, reached) if r))
            scale = torch.clamp(max_grad_norm / (total + 1e-6), max=1.0)
            grads = [g * scale for g in grads]
        new_p, new_states, new_steps = [], [[] for _ in range(per)], []
        for i, (w, g) in enumerate(zip(p, grads)):
            # torch.optim skips a parameter whose grad is None: weight decay
            # would otherwise move what the loss never reads.
            old = [s[i] for s in states]
            own = own_steps[i] + 1 if i in own_steps else t
            w2, s2 = update(w, g, old, own, lr, decay[i]) if reached[i] else (w, old)
            if reached[i] and i in live:
                # An expert no token was routed to in this batch: eager
                # gives it no gradient, and torch.optim leaves it as it is.
                w2 = torch.where(live[i], w2, w)
                s2 = [torch.where(live[i], a, b) for a, b in zip(s2, old)]
                own = torch.where(live[i], own, own_steps[i]) if i in own_steps else own
            if i in own_steps:
                new_steps.append(own)
            new_p.append(w2)
            for k in range(per):
                new_states[k].append(s2[k])
        state = (*new_p, *[x for s in new_states for x in s], *new_running, *new_steps,
                 *((t,) if counted else ()))
        if guard is not None:
            # A batch that reads other values than the example's leaves the
            # state as it was (the call is then refused): with the state
            # updated in place, the step could not be taken back.
            same = (guard == torch.tensor(reads.expected(), dtype=guard.dtype)).all()
            old = (*p, *[x for s in states for x in s], *old_running, *own_steps.values(),
                   *((args[count * (per + 1) + len(running) + len(stepped)],)
                     if counted else ()))
            state = tuple(torch.where(same, new, before) for new, before in zip(state, old))
        return ((value, *state) + ((guard,) if guard is not None else ())
                + (tuple(grads) if checks_gradients else ()))

    # Distinct tensors: make_fx traces one tensor passed twice as one input.
    zeros = [torch.full_like(p, initial[k]) if initial else torch.zeros_like(p)
             for k in range(per) for p in params]
    # The optimizer's scalars (lr, the step count and Adam's bias
    # corrections) in f64 for an f64 model: in f32 it trained only to f32
    # accuracy (sweep 20: Adam 2e-7 off torch.optim after 3 steps).
    scalar_dtype = (torch.float64 if any(p.dtype == torch.float64 for p in params)
                    else torch.float32)
    values = (params + zeros + running
              + [torch.tensor(0.0, dtype=scalar_dtype) for _ in stepped]
              + ([torch.tensor(0.0, dtype=scalar_dtype)] if counted else []))
    # Outputs map back onto the leading inputs; constants and the batch last.
    lr = torch.tensor(float(h["lr"]), dtype=scalar_dtype)
    batch_dtypes = [t.dtype for t in batch]
    args = (*values, lr, *[t for _, t in fixed], *[_boundary(t) for t in batch])
    # Adam's first step moves each parameter by at most lr per element, so
    # the parameters are checked only that far; the gradients themselves
    # are checked through the optimizer state (exp_avg, exp_avg_sq), which
    # get no slack.
    # RMSprop's first step, g / sqrt((1 - alpha) g^2), moves a parameter by
    # up to lr / sqrt(1 - alpha) (with momentum too: its buffer starts at
    # zero); Adagrad's by lr.
    reach = {"adam": 1.0, "adamw": 1.0, "adagrad": 1.0,
             "rmsprop": 1 / (1 - h.get("alpha", 0)) ** 0.5}
    slack = ({1 + i: 2.01 * reach[optimizer] * float(h["lr"]) for i in range(count)}
             if optimizer in reach else None)
    with _PreservedState(model):
        mlir = trace_function(step, args, "train_step", slack,
                              checked_only=count if checks_gradients else 0)
    arg_names = (names + [f"{s}.{n}" for s in state_names for n in names] + running_names
                 + [f"step.{names[i]}" for i in stepped]
                 + (["step"] if counted else []) + ["lr"] + fixed_names
                 + [f"batch{i}" for i in range(len(batch))])
    mlir = name_arguments(mlir, "train_step", arg_names)
    options = {k: v for k, v in dict(search=search, time_limit=time_limit, pipeline=pipeline,
                                     microbatches=microbatches, schedule=schedule).items()
               if v is not None}
    pipelined = pipeline not in (None, "off", 0)
    if reads.reads and (pipelined or microbatches not in (None, 1)):
        raise CompileError(
            f"cannot compile the step with microbatches: the model or the loss reads tensors "
            f"in Python ({reads.describe()}), which is specialized to the whole batch's "
            "values, and a microbatch would read its own; compute them with tensor ops "
            "(torch.where), or compile without microbatches and pipeline")
    if reads.dense.splits and (pipelined or microbatches not in (None, 1)):
        # (The counts are the whole batch's, a sum over its tokens, which
        # no microbatch has: the partitioner refused, naming a gather,
        # sweep 47.)
        raise CompileError(
            f"cannot compile the step with microbatches: the model splits the whole batch's "
            f"tokens by counts read in Python ({reads.dense.splits[-1]}: GraniteMoE's and "
            "JetMoE's experts), a sum over every microbatch's tokens; compile without "
            "microbatches and pipeline")
    reads = _specialized(reads, "every step")
    # Microbatches without a pipeline: gradient accumulation (one stage).
    if pipelined or microbatches not in (None, 1):
        if pipelined:
            options.setdefault("microbatches", "auto")
        # The batch tensors of the batch's size (the most common first
        # dimension, the earliest on a tie): a loss's class weights passed
        # beside the labels are no batch (cut into microbatches, the step
        # was refused).
        first = len(arg_names) - len(batch)
        sizes = [t.shape[0] for t in batch if t.dim() > 0]
        size = max(sizes, key=sizes.count) if sizes else None
        options["batch"] = [first + i for i, t in enumerate(batch)
                            if t.dim() > 0 and t.shape[0] == size]
    # Each updated value is the next step's argument: one layout for both.
    options["updates"] = {1 + i: i for i in range(len(values))}
    artifact = _openable(_compiler.compile(
        mlir, mesh=mesh, axes=axes, cluster=cluster, target=target,
        memory_budget=memory_budget, shardings=_argument_shardings(shardings, arg_names),
        **options))
    if len(artifact.outputs) != 1 + len(values) + bool(reads):
        raise CompileError(f"the traced step has {len(artifact.outputs)} results; expected the "
                           f"loss and {len(values)} updated values")
    step = TrainStep(artifact, mlir, names, state_names, counted, values,
                     [t for _, t in fixed], batch_dtypes, running_names, float(h["lr"]), reads,
                     [names[i] for i in stepped])
    step._model_parameter_names = {n for n, _ in model.named_parameters()}
    return step


def _group_weight_decays(model, trained, groups, default):
    """Each trained parameter's weight decay: its group's, or `default`.
    A group is {"params": names or parameters, "weight_decay": number}, as
    torch.optim takes them (a no-decay group for biases and norms)."""
    decay = {n: default for n, _ in trained}
    if groups is None:
        return list(decay.values())
    if isinstance(groups, dict) or not isinstance(groups, (list, tuple)):
        raise Error("param_groups: expected a list of groups, each a dict with 'params' "
                    "(as torch.optim takes them)")
    by_tensor = {id(p): n for n, p in model.named_parameters()}
    # A tied weight's other names (a head tied to the embedding) are the
    # name named_parameters keeps (sweep 29: "head.weight is not a
    # trainable parameter").
    alias = {n: by_tensor[id(p)]
             for n, p in model.named_parameters(remove_duplicate=False)}
    seen = set()
    for k, group in enumerate(groups):
        if not isinstance(group, dict) or "params" not in group:
            raise Error(f"param_groups[{k}]: expected a dict with 'params'")
        if isinstance(group["params"], (str, torch.Tensor)):
            raise Error(f"param_groups[{k}]: 'params' must be a list of parameters or "
                        "their names, not one")
        other = sorted(set(group) - {"params", "weight_decay"})
        if other:
            raise Error(f"param_groups[{k}]: only weight_decay may differ between groups, "
                        f"not {', '.join(other)}")
        wd = group.get("weight_decay", default)
        if isinstance(wd, bool) or not isinstance(wd, (int, float)) or not wd >= 0:
            raise Error(f"param_groups[{k}]: weight_decay must be a number >= 0, got {wd!r}")
        for item in group["params"]:
            name = alias.get(item, item) if isinstance(item, str) else by_tensor.get(id(item))
            if name not in decay:
                what = repr(item) if isinstance(item, str) else "a tensor"
                raise Error(f"param_groups[{k}]: {what} is not a trainable parameter of "
                            "the model")
            if name in seen:
                raise Error(f"param_groups[{k}]: {name} is in two groups")
            seen.add(name)
            decay[name] = wd
    return list(decay.values())


def _refuse_stand_in(what):
    raise _StandInError(
        f"loss_fn reads {what}: loss_fn gets a stand-in for the model that can be called "
        "(model(...)), read for plain attributes (model.config), parameters and buffers "
        "(model.logit_scale), its methods and submodules called (model.encode(x), "
        "model.encoder(x)) and asked for its parameters (model.parameters(), "
        "named_parameters(), get_parameter()); compute with the model's submodules inside "
        "its forward, or return what loss_fn needs from it")


def _parameters_reached(model, loss, params, consts, batch, const_names, param_names):
    """Which parameters the loss's gradient reaches, from one eager
    backward pass (autograd leaves the others' grad None). CompileError if
    the pass writes a buffer in place: the step carries only BatchNorm's
    running statistics as state, and torch-mlir failed on any other write
    with an internal error ("torch.aten.copy_ op operand #0 ...")."""
    leaves = [p.clone().requires_grad_(True) for p in params]
    given = [c.clone() for c in consts]
    own = [(n, b, b.clone()) for n, b in model.named_buffers()]
    # Activation checkpoints as plain calls: the reentrant one refuses
    # autograd.grad (transformers' gradient_checkpointing_enable()). They
    # are patched process-wide, so under the lock traces take turns by.
    with _EXPORTING, _PreservedState(model), torch.enable_grad(), eager_equivalents():
        value = loss(leaves, given, *[b.clone() for b in batch])[0]
        written = [n for n, g, c in zip(const_names, given, consts) if not _same(g, c)]
        written += [n for n, b, old in own if n not in const_names and not _same(b, old)]
        # A trained parameter too (nn.Embedding(max_norm=...) renormalizes
        # its rows in place: torch-mlir's internal error, sweep 25).
        written += [n for n, leaf, p in zip(param_names, leaves, params)
                    if not _same(leaf.detach(), p)]
        try:
            if written:
                raise CompileError(
                    f"the model writes {', '.join(written[:4])}"
                    f"{' and more' if len(written) > 4 else ''} in place in its forward: a "
                    "training step carries BatchNorm's running statistics as state, and "
                    "nothing else (InstanceNorm with track_running_stats=True, a running "
                    "average in a buffer, an embedding's max_norm renormalizing its rows); "
                    "keep such state outside the module and return its new value, or turn it "
                    "off")
            if not value.requires_grad:
                return [False] * len(leaves)
            try:
                grads = torch.autograd.grad(value, leaves, allow_unused=True)
            except RuntimeError as error:
                def again():
                    again_leaves = [p.clone().requires_grad_(True) for p in params]
                    again_value = loss(again_leaves, [c.clone() for c in consts],
                                       *[b.clone() for b in batch])[0]
                    torch.autograd.grad(again_value, again_leaves, allow_unused=True)
                raise eager_backward_refusal(error, again) from None
        finally:
            # After the backward, and only what changed: a copy into an
            # integer buffer a gather's backward saved (Swin's
            # relative_position_index, CLIP's position_ids) bumped its version
            # and autograd refused the backward.
            with torch.no_grad():
                for _, b, old in own:
                    if not _same(b, old):
                        b.copy_(old)
    return [g is not None for g in grads]


def _symbolic(value):
    if isinstance(value, torch.Tensor):
        return any(isinstance(d, torch.SymInt) for d in value.shape)
    return isinstance(value, (torch.SymInt, torch.SymFloat, torch.SymBool))


class _Specialized(nn.Module):
    """A captured graph with its non-tensor inputs (sizes Dynamo made
    symbolic, Python numbers) fixed to one call's values."""

    def __init__(self, gm, args):
        super().__init__()
        self.gm = gm
        self.constants = {i: a for i, a in enumerate(args) if not isinstance(a, torch.Tensor)}
        self.count = len(args)

    def forward(self, *tensors):
        it = iter(tensors)
        return self.gm(*[self.constants[i] if i in self.constants else next(it)
                         for i in range(self.count)])


def _views_as_reshapes(gm):
    """`gm` with its views as reshapes (the same values; a copy where the
    strides do not allow a view); whether any changed."""
    changed = False
    for node in gm.graph.nodes:
        reinterprets = any(isinstance(a, torch.dtype) for a in node.args[1:])
        if node.op == "call_method" and node.target == "view" and not reinterprets:
            node.target, changed = "reshape", True
        elif node.op == "call_function" and not reinterprets and node.target in (
                torch.Tensor.view, torch.ops.aten.view.default):
            node.target = (torch.Tensor.reshape if node.target is torch.Tensor.view
                           else torch.ops.aten.reshape.default)
            changed = True
    if changed:
        gm.recompile()
    return changed


def _reads_items(graph):
    """Whether the captured graph reads a tensor as a Python number: with
    dynamic=True, Dynamo passes the model's floats (GPT-2's dropout
    probability) that way, and the export then branched on them (sweep 29:
    the message blamed the model and gave no way out)."""
    return any((n.op == "call_method" and n.target == "item")
               or "_local_scalar_dense" in str(n.target) for n in graph.graph.nodes)


def _compile_graph(gm, example_inputs, mesh, options):
    # A graph with symbolic sizes comes wrapped (_Specialized): its views
    # and ops are the wrapped graph's (sweep 25: "'_Specialized' object has
    # no attribute 'graph'" on GPT-2's second input shape).
    graph = gm.gm if isinstance(gm, _Specialized) else gm
    try:
        try:
            return compile(gm, tuple(example_inputs), mesh=mesh, **options)
        except CompileError as error:
            # Decomposed sdpa leaves a transposed result that GPT-2's graph
            # then views: torch.export refuses ("Cannot view a tensor").
            # The module path retries with eager attention; a captured graph
            # has no config, but its views may be reshapes.
            if "Cannot view a tensor" not in str(error) or not _views_as_reshapes(graph):
                raise
        return compile(gm, tuple(example_inputs), mesh=mesh, **options)
    except CompileError as error:
        ops = sorted({str(n.target) for n in graph.graph.nodes if n.op == "call_function"})
        # A Python float that changed between calls: Dynamo passes it as a
        # 0-d tensor the graph reads with .item() (a value known only at
        # run time, which a compiled program cannot have as a constant).
        hint = ("; a Python number the model takes changed between calls, and Dynamo "
                "passes it as a tensor the graph reads with .item(): set "
                "torch._dynamo.config.specialize_float = True (one graph per value), "
                "or pass it as a tensor the model uses as one"
                if "_local_scalar_dense" in str(error) or _reads_items(graph) else "")
        raise CompileError(f"cleave backend: cannot compile the captured graph "
                           f"({len(ops)} distinct ops: {', '.join(ops[:8])}"
                           f"{', ...' if len(ops) > 8 else ''}): {error}{hint}",
                           error.diagnostics) from error


class _NoGradient(torch.autograd.Function):
    """The outputs of a graph the Dynamo backend compiled, where autograd
    would reach them: the compiled program computes no gradients, and the
    outputs used to come back detached, so training through them left the
    compiled part's gradients None without a word. A backward through them
    is now an error."""

    @staticmethod
    def forward(ctx, anchor, what, *outputs):
        ctx.what = what
        # Aliases, not copies (a call's outputs can be large), and not views,
        # which autograd would forbid writing in place.
        return tuple(o.detach() for o in outputs)

    @staticmethod
    def backward(ctx, *grads):
        raise CompileError(f"a backward pass reached {ctx.what}, which compiles inference and "
                           "computes no gradients: train with cleave.torch.compile_train_step, "
                           "or run the compiled model under torch.no_grad()")


def _guard_gradients(result, args, what="a graph compiled by cleave's torch.compile backend"):
    """`result` with its floating-point tensors joined to autograd through
    _NoGradient when gradients are on and an input requires them."""
    anchors = [a for a in args if isinstance(a, torch.Tensor) and a.requires_grad]
    if not anchors or not torch.is_grad_enabled():
        return result
    flat, spec = pytree.tree_flatten(result)
    floats = [i for i, x in enumerate(flat)
              if isinstance(x, torch.Tensor) and x.is_floating_point()]
    if not floats:
        return result
    guarded = _NoGradient.apply(anchors[0], what, *[flat[i] for i in floats])
    for i, tensor in zip(floats, guarded):
        flat[i] = tensor
    return pytree.tree_unflatten(flat, spec)


def _runs_eagerly(inputs):
    """Whether a captured graph runs as it is, uncompiled: when an input has
    no elements (Dynamo breaks the graph at a selection, `x[torch.where(m)]`,
    and a call selecting nothing gives the next graph 0 rows), which no
    compiled program takes (torch-mlir crashed on it, sweep 43). Such a
    graph has nothing to distribute along that input; a warning says so."""
    empty = [tuple(t.shape) for t in inputs if isinstance(t, torch.Tensor) and t.numel() == 0]
    if empty:
        warnings.warn(f"cleave backend: a captured graph called with an empty tensor (shape "
                      f"{empty[0]}) runs eagerly, uncompiled: a compiled program takes no "
                      "tensor without elements", stacklevel=2)
    return bool(empty)


def dynamo_backend(gm, example_inputs, options=None, **_):
    """torch.compile(model, backend="cleave", options={"mesh": 2, ...}) for
    inference: each graph Dynamo captures is compiled with cleave.torch's
    export (options as cleave.torch.compile's; mesh defaults to 1). Graphs
    with symbolic sizes (Dynamo makes a size dynamic when a second shape
    arrives, or with dynamic=True) are compiled per concrete shape at their
    first call with it and cached. A graph Cleave cannot take (an op
    torch-mlir or Cleave refuses) raises CompileError naming its ops and
    the reason."""
    if options is not None and not isinstance(options, dict):
        raise CompileError(f"cleave backend: options must be a dict such as {{'mesh': 2}}, got "
                           f"{options!r}")
    options = dict(options or {})
    mesh = options.pop("mesh", 1)
    if not any(node.op in ("call_function", "call_module", "call_method")
               for node in gm.graph.nodes):
        return gm.forward  # nothing to compile
    if not any(_symbolic(v) or not isinstance(v, torch.Tensor) for v in example_inputs):
        if _runs_eagerly(example_inputs):
            return gm.forward
        compiled = _compile_graph(gm, example_inputs, mesh, options)
        return lambda *args: _guard_gradients(compiled(*args), args)

    cache = {}

    def run(*args):
        key = tuple((tuple(a.shape), a.dtype) if isinstance(a, torch.Tensor) else (type(a), a)
                    for a in args)
        if key not in cache:
            tensors = [a for a in args if isinstance(a, torch.Tensor)]
            cache[key] = (_Specialized(gm, args) if _runs_eagerly(tensors) else
                          _compile_graph(_Specialized(gm, args), tensors, mesh, options))
        return _guard_gradients(
            cache[key](*[a for a in args if isinstance(a, torch.Tensor)]), args)
    return run
