#!/usr/bin/env python3
"""Exports a corpus of real models to linalg-on-tensors MLIR, as a new user
would bring them to Cleave: transformers models and torch.nn modules with
tiny configs and random weights (nothing is downloaded), every parameter a
function argument, each model called as its users call it (token ids, an
attention mask of ones, pixel values).

Needs torch, transformers and torch-mlir (versions in requirements.txt beside
this file); the generated fixtures are committed, so tests never need torch.

usage: export_corpus.py [OUT_DIR] [--only NAME ...] [--list]
OUT_DIR defaults to test/Execution/corpus beside this script's repository.

Each fixture begins with a comment saying how it was exported (model class,
config, inputs) and what its arguments and results are. Forward programs go
through torch.export. Training steps (forward, backward through
torch.func.grad and the optimizer update, one graph) go through make_fx of
the step, functionalized (trace_graph in cleave.torch: where
torch.func.functionalize cannot take a step, e.g. transformers' vmapped mask
functions, the in-place ops make_fx leaves are rewritten out of place), and
the traced graph is checked against eager. Buffers (rotary
frequencies, BatchNorm running statistics, BERT's position ids) are constants
of the graph, not arguments.

Training a model whose embedding is trained, or whose loss is cross-entropy
(nll_loss backward), makes torch-mlir emit `tm_tensor.scatter`; Cleave reads
it (its own TMTensor dialect) and gives it sharding rules.
"""
import argparse
import os
import sys

import torch
import torch.nn as nn
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType

BATCH, SEQ, HIDDEN, HEADS, LAYERS, FFN, VOCAB = 2, 8, 32, 4, 2, 64, 64
IMAGE, PATCH, CHANNELS = 16, 4, 3

# The fields of each transformers config that this script sets; the header
# of each fixture records them.
LLAMA = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=FFN,
             num_hidden_layers=LAYERS, num_attention_heads=HEADS,
             num_key_value_heads=HEADS, max_position_embeddings=2 * SEQ,
             tie_word_embeddings=False, use_cache=False)
QWEN2 = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=FFN,
             num_hidden_layers=LAYERS, num_attention_heads=HEADS,
             num_key_value_heads=HEADS // 2, max_position_embeddings=2 * SEQ,
             tie_word_embeddings=False, use_cache=False)
MISTRAL = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=FFN,
               num_hidden_layers=LAYERS, num_attention_heads=HEADS,
               num_key_value_heads=HEADS // 2, max_position_embeddings=2 * SEQ,
               sliding_window=SEQ // 2, tie_word_embeddings=False,
               use_cache=False)
GPT_NEOX = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=FFN,
                num_hidden_layers=LAYERS, num_attention_heads=HEADS,
                max_position_embeddings=2 * SEQ, rotary_pct=0.25,
                use_parallel_residual=True, hidden_dropout=0.0,
                attention_dropout=0.0, use_cache=False)
BERT = dict(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=FFN,
            num_hidden_layers=LAYERS, num_attention_heads=HEADS,
            max_position_embeddings=2 * SEQ, type_vocab_size=2,
            hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
T5 = dict(vocab_size=VOCAB, d_model=HIDDEN, d_kv=HIDDEN // HEADS, d_ff=FFN,
          num_layers=LAYERS, num_heads=HEADS,
          relative_attention_num_buckets=8,
          relative_attention_max_distance=2 * SEQ, dropout_rate=0.0,
          feed_forward_proj="relu", use_cache=False)
VIT = dict(image_size=IMAGE, patch_size=PATCH, num_channels=CHANNELS,
           hidden_size=HIDDEN, intermediate_size=FFN,
           num_hidden_layers=LAYERS, num_attention_heads=HEADS,
           hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
GPT2 = dict(vocab_size=VOCAB, n_embd=HIDDEN, n_layer=LAYERS, n_head=HEADS,
            n_positions=2 * SEQ, resid_pdrop=0.0, embd_pdrop=0.0,
            attn_pdrop=0.0, use_cache=False)
# One encoder and one decoder layer: the regression tests' T5 training step.
T5_SMALL = dict(vocab_size=VOCAB, d_model=HIDDEN, d_kv=HIDDEN // HEADS, d_ff=FFN, num_layers=1,
                num_decoder_layers=1, num_heads=HEADS, dropout_rate=0.0,
                decoder_start_token_id=0, pad_token_id=0)
# Hidden 256 (test/Regression/Inputs): Phi-3's fused QKV and gate/up
# projections, cut in pieces after one GEMM each, at a size where sharding
# them pays.
PHI3_H256 = dict(vocab_size=VOCAB, hidden_size=256, intermediate_size=1024,
                 num_hidden_layers=LAYERS, num_attention_heads=8,
                 num_key_value_heads=8, max_position_embeddings=2 * SEQ,
                 tie_word_embeddings=False, use_cache=False, pad_token_id=0)
TRANSFORMER_LAYER = dict(d_model=HIDDEN, nhead=HEADS, dim_feedforward=FFN,
                         dropout=0.0, batch_first=True)
SGD_LR = 0.01
ADAM = dict(lr=1e-3, beta1=0.9, beta2=0.999, eps=1e-8)


# Shared with the older fixtures' exporter (same directory).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from export_torch import Wrap, stateless_call, trace_graph  # noqa: E402


def describe(t):
    dtype = {torch.float32: "f32", torch.int64: "i64", torch.bool: "i1"}.get(t.dtype, str(t.dtype))
    return "x".join(map(str, t.shape)) + ("x" if t.dim() else "") + dtype


class Fixture:
    """One program of the corpus: `fn(*args)`, its name, how it was made and
    what its arguments and results mean (for the header comment)."""

    def __init__(self, name, fn, args, how, arg_names, results, train=False):
        self.name, self.fn, self.args, self.how = name, fn, args, how
        self.arg_names, self.results, self.train = arg_names, results, train

    def header(self):
        lines = [f"Exported by tools/import/export_corpus.py (torch {torch.__version__}, "
                 f"transformers {transformers_version()}, torch-mlir {torch_mlir_version()}).",
                 f"Program {self.name}: {self.how}"]
        lines.append("Arguments:")
        for i, (n, a) in enumerate(zip(self.arg_names, self.args)):
            lines.append(f"  %arg{i} {n} [{describe(a)}]")
        lines.append("Results: " + self.results)
        out = []
        for line in lines:
            out.extend(wrap_comment(line))
        return "".join(out)


def wrap_comment(line, width=96):
    words, cur, out = line.split(" "), "", []
    indent = " " * (len(line) - len(line.lstrip(" ")))
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            out.append(f"// {cur}\n")
            cur = indent + "    " + w
        else:
            cur = f"{cur} {w}" if cur else w
    out.append(f"// {cur}\n")
    return out


def transformers_version():
    import transformers
    return transformers.__version__


def torch_mlir_version():
    from importlib.metadata import version
    try:
        return version("torch-mlir")
    except Exception:  # noqa: BLE001 - a source build has no metadata
        return "unknown"


def config_text(cls, fields):
    return f"{cls}(" + ", ".join(f"{k}={v!r}" for k, v in fields.items()) + ")"


def stateless(model):
    """The names and detached values of `model`'s parameters (tied ones once)."""
    names = [n for n, _ in model.named_parameters()]
    params = [p.detach().clone() for _, p in model.named_parameters()]
    return names, params


def randomize_batchnorm(model):
    """Running statistics other than the initial 0/1, so eval BatchNorm is
    not an identity."""
    g = torch.Generator().manual_seed(1)
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.copy_(0.1 * torch.randn(m.num_features, generator=g))
            m.running_var.copy_(0.5 + torch.rand(m.num_features, generator=g))


def token_ids(seed, seq=SEQ, batch=BATCH, vocab=VOCAB):
    return torch.randint(0, vocab, (batch, seq), generator=torch.Generator().manual_seed(seed))


def hf(cls_name, config_cls, fields, **kw):
    import transformers
    config = getattr(transformers, config_cls)(**fields, **kw)
    return getattr(transformers, cls_name)(config).eval()


# -- forward programs -------------------------------------------------------

def text_forward(name, cls, config_cls, fields, output, how_out, impl="sdpa"):
    """A transformers text model called as `model(input_ids, attention_mask=
    ones)` (what a tokenizer without padding returns)."""
    model = hf(cls, config_cls, fields, attn_implementation=impl)
    names, params = stateless(model)

    def forward(*args):
        *p, ids = args
        out = stateless_call(model, dict(zip(names, p)), args=(ids,),
                              kwargs={"attention_mask": torch.ones_like(ids)})
        return getattr(out, output)

    how = (f"transformers {cls}({config_text(config_cls, fields)}, attn_implementation={impl!r}), "
           f"eval, random weights; forward(input_ids [{BATCH}x{SEQ}], attention_mask=ones) -> "
           f"{output}.")
    return Fixture(name, forward, (*params, token_ids(7)), how, names + ["input_ids"], how_out)


def llama_causal_lm():
    return text_forward("llama_causal_lm", "LlamaForCausalLM", "LlamaConfig", LLAMA, "logits",
                        f"logits [{BATCH}x{SEQ}x{VOCAB}xf32]")


def qwen2_causal_lm():
    return text_forward("qwen2_causal_lm", "Qwen2ForCausalLM", "Qwen2Config", QWEN2, "logits",
                        f"logits [{BATCH}x{SEQ}x{VOCAB}xf32]")


def mistral_causal_lm():
    return text_forward("mistral_causal_lm", "MistralForCausalLM", "MistralConfig", MISTRAL,
                        "logits", f"logits [{BATCH}x{SEQ}x{VOCAB}xf32]")


def gpt_neox_model():
    return text_forward("gpt_neox_model", "GPTNeoXModel", "GPTNeoXConfig", GPT_NEOX,
                        "last_hidden_state", f"last_hidden_state [{BATCH}x{SEQ}x{HIDDEN}xf32]")


def gpt2_lm_head():
    # GPT-2's sdpa attention output is viewed without a copy after a
    # transpose, which torch.export's decompositions refuse: eager attention.
    return text_forward("gpt2_lm_head", "GPT2LMHeadModel", "GPT2Config", GPT2, "logits",
                        f"logits [{BATCH}x{SEQ}x{VOCAB}xf32] (lm_head tied to wte)", impl="eager")


def bert_model():
    import transformers
    config = transformers.BertConfig(**BERT, attn_implementation="sdpa")
    model = transformers.BertModel(config, add_pooling_layer=False).eval()
    names, params = stateless(model)

    def forward(*args):
        *p, ids = args
        return stateless_call(model, dict(zip(names, p)), args=(ids,),
                               kwargs={"attention_mask": torch.ones_like(ids)}).last_hidden_state

    how = (f"transformers BertModel({config_text('BertConfig', BERT)}, attn_implementation='sdpa', "
           f"add_pooling_layer=False), eval, random weights; forward(input_ids [{BATCH}x{SEQ}], "
           f"attention_mask=ones, token_type_ids=zeros) -> last_hidden_state.")
    return Fixture("bert_model", forward, (*params, token_ids(8)), how, names + ["input_ids"],
                   f"last_hidden_state [{BATCH}x{SEQ}x{HIDDEN}xf32]")


def t5_encoder():
    return text_forward("t5_encoder", "T5EncoderModel", "T5Config", T5, "last_hidden_state",
                        f"last_hidden_state [{BATCH}x{SEQ}x{HIDDEN}xf32]", impl="eager")


def vit_model():
    import transformers
    config = transformers.ViTConfig(**VIT, attn_implementation="sdpa")
    model = transformers.ViTModel(config, add_pooling_layer=False).eval()
    names, params = stateless(model)
    pixels = torch.randn(BATCH, CHANNELS, IMAGE, IMAGE)

    def forward(*args):
        *p, x = args
        return stateless_call(model, dict(zip(names, p)), args=(x,)).last_hidden_state

    tokens = (IMAGE // PATCH) ** 2 + 1
    how = (f"transformers ViTModel({config_text('ViTConfig', VIT)}, attn_implementation='sdpa', "
           f"add_pooling_layer=False), eval, random weights; forward(pixel_values "
           f"[{BATCH}x{CHANNELS}x{IMAGE}x{IMAGE}]) -> last_hidden_state.")
    return Fixture("vit_model", forward, (*params, pixels), how, names + ["pixel_values"],
                   f"last_hidden_state [{BATCH}x{tokens}x{HIDDEN}xf32]")


def transformer_encoder_layer():
    model = nn.TransformerEncoderLayer(**TRANSFORMER_LAYER).eval()
    names, params = stateless(model)
    x = torch.randn(BATCH, SEQ, HIDDEN)

    def forward(*args):
        *p, src = args
        return stateless_call(model, dict(zip(names, p)), args=(src,))

    how = (f"torch.nn.TransformerEncoderLayer({config_text('', TRANSFORMER_LAYER)[1:-1]}), "
           f"eval (post-norm, ReLU), random weights; forward(src [{BATCH}x{SEQ}x{HIDDEN}]).")
    return Fixture("transformer_encoder_layer", forward, (*params, x), how, names + ["src"],
                   f"output [{BATCH}x{SEQ}x{HIDDEN}xf32]")


class SmallCnn(nn.Module):
    def __init__(self, classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(CHANNELS, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1))
        self.classifier = nn.Linear(16, classes)

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


def cnn():
    torch.manual_seed(0)
    model = SmallCnn().eval()
    with torch.no_grad():
        randomize_batchnorm(model)
    names, params = stateless(model)
    x = torch.randn(BATCH, CHANNELS, IMAGE, IMAGE)

    def forward(*args):
        *p, img = args
        return stateless_call(model, dict(zip(names, p)), args=(img,))

    how = ("a CNN: Conv2d(3, 8, 3, padding=1), BatchNorm2d(8), ReLU, MaxPool2d(2), "
           "Conv2d(8, 16, 3, padding=1), BatchNorm2d(16), ReLU, AdaptiveAvgPool2d(1), flatten, "
           "Linear(16, 10); eval (BatchNorm's running statistics are random constants), random "
           f"weights; forward(images [{BATCH}x{CHANNELS}x{IMAGE}x{IMAGE}]).")
    return Fixture("cnn_batchnorm", forward, (*params, x), how, names + ["images"],
                   f"logits [{BATCH}x10xf32]")


# -- training steps ---------------------------------------------------------

def lm_model(kind, seq=SEQ, layers=LAYERS, vocab=VOCAB):
    # Eager attention: the sdpa mask asks `attention_mask.all()` on a traced
    # tensor, which make_fx cannot answer (torch.export can).
    import transformers
    gpt2 = {**GPT2, "n_positions": 2 * seq, "n_layer": layers, "vocab_size": vocab}
    if kind == "t5":
        return (transformers.T5ForConditionalGeneration(transformers.T5Config(**T5_SMALL)).eval(),
                "T5ForConditionalGeneration", "T5Config", T5_SMALL)
    if kind == "llama":
        llama = {**LLAMA, "vocab_size": vocab}
        return (transformers.LlamaForCausalLM(transformers.LlamaConfig(
            **llama, attn_implementation="eager")).eval(), "LlamaForCausalLM", "LlamaConfig", llama)
    return (transformers.GPT2LMHeadModel(transformers.GPT2Config(
        **gpt2, attn_implementation="eager")).eval(), "GPT2LMHeadModel", "GPT2Config", gpt2)


class OneHotEmbedding(nn.Module):
    """nn.Embedding as a product of one-hot rows with the table: the same
    values, and a gradient that is a matmul rather than a scatter."""

    def __init__(self, weight):
        super().__init__()
        self.weight = weight

    def forward(self, ids):
        hot = (ids.unsqueeze(-1) == torch.arange(self.weight.shape[0])).to(self.weight.dtype)
        return hot @ self.weight


def one_hot_embeddings(model):
    for parent in list(model.modules()):
        for child_name, child in list(parent.named_children()):
            if isinstance(child, nn.Embedding):
                setattr(parent, child_name, OneHotEmbedding(child.weight))


def one_hot_cross_entropy(logits, labels):
    """The causal-LM loss (shifted, mean over tokens) with the label picked
    by a one-hot mask instead of nll_loss's gather/scatter."""
    logp = torch.log_softmax(logits[:, :-1].float(), dim=-1)
    target = labels[:, 1:]
    hot = (target.unsqueeze(-1) == torch.arange(logits.shape[-1])).to(logp.dtype)
    return -(logp * hot).sum(-1).mean()


def train_step(kind, optimizer, one_hot=False, seq=SEQ, layers=LAYERS, batch=BATCH,
               vocab=VOCAB):
    """One step of `optimizer` on the model's own causal-LM loss
    (`model(input_ids, labels=labels).loss`: shifted cross-entropy, mean over
    tokens), every parameter trained (embeddings included). With `one_hot`,
    embeddings and the loss pick rows through one-hot masks (the same
    values, no tm_tensor.scatter in the gradient): a variant for comparing
    with the scatter, not part of the default corpus."""
    model, cls, config_cls, fields = lm_model(kind, seq, layers, vocab)
    if one_hot:
        one_hot_embeddings(model)
    names, params = stateless(model)
    n = len(names)

    def loss(p, ids, labels):
        kwargs = {"attention_mask": torch.ones_like(ids)}
        if one_hot:
            out = stateless_call(model, dict(zip(names, p)), args=(ids,), kwargs=kwargs)
            return one_hot_cross_entropy(out.logits, labels)
        return stateless_call(model, dict(zip(names, p)), args=(ids,),
                               kwargs={**kwargs, "labels": labels}).loss

    value_and_grad = torch.func.grad_and_value(loss)

    if optimizer == "sgd":
        def step(*args):
            p, (ids, labels) = args[:n], args[n:]
            grads, value = value_and_grad(tuple(p), ids, labels)
            return (value, *(w - SGD_LR * g for w, g in zip(p, grads)))

        args = (*params, token_ids(9, seq, batch, vocab), token_ids(10, seq, batch, vocab))
        arg_names = names + ["input_ids", "labels"]
        results = (f"the loss [f32], then the {n} updated parameters in argument order")
        opt = f"SGD (lr={SGD_LR}, no momentum, no weight decay): w' = w - lr * g"
    else:
        b1, b2, lr, eps = ADAM["beta1"], ADAM["beta2"], ADAM["lr"], ADAM["eps"]

        def step(*args):
            p, m, v = args[:n], args[n:2 * n], args[2 * n:3 * n]
            t, ids, labels = args[3 * n:]
            grads, value = value_and_grad(tuple(p), ids, labels)
            t1 = t + 1
            c1, c2 = 1 - b1 ** t1, 1 - b2 ** t1
            new_p, new_m, new_v = [], [], []
            for w, mm, vv, g in zip(p, m, v, grads):
                mm = b1 * mm + (1 - b1) * g
                vv = b2 * vv + (1 - b2) * g * g
                new_p.append(w - lr * (mm / c1) / (torch.sqrt(vv / c2) + eps))
                new_m.append(mm)
                new_v.append(vv)
            return (value, *new_p, *new_m, *new_v, t1)

        g = torch.Generator().manual_seed(3)
        moments = [0.01 * torch.randn(w.shape, generator=g) for w in params]
        squares = [1e-4 * torch.rand(w.shape, generator=g) for w in params]
        args = (*params, *moments, *squares, torch.tensor(3.0), token_ids(9, seq, batch, vocab),
                token_ids(10, seq, batch, vocab))
        arg_names = (names + [f"exp_avg.{x}" for x in names] + [f"exp_avg_sq.{x}" for x in names]
                     + ["step", "input_ids", "labels"])
        results = (f"the loss [f32], then the {n} updated parameters, the {n} updated exp_avg, "
                   f"the {n} updated exp_avg_sq (each in argument order) and step + 1 [f32]")
        opt = (f"Adam as torch.optim.Adam computes it (lr={lr}, betas=({b1}, {b2}), eps={eps}, "
               "no weight decay, bias-corrected; the optimizer state exp_avg, exp_avg_sq and "
               "step are arguments and results)")

    attention = "" if kind == "t5" else ", attn_implementation='eager'"
    how = (f"one training step of transformers {cls}({config_text(config_cls, fields)}"
           f"{attention}), random weights, every parameter trained (embeddings "
           f"included): loss = model(input_ids [{batch}x{seq}], attention_mask=ones, "
           f"labels [{batch}x{seq}]).loss ("
           + ("the decoder reads the labels shifted right; cross-entropy" if kind == "t5"
              else "shifted cross-entropy")
           + ", mean), gradients by "
           f"torch.func.grad_and_value, then {opt}; forward, backward and update in one graph, "
           "traced by make_fx with torch-mlir's decompositions, functionalized or in-place ops "
           "rewritten out of place.")
    if one_hot:
        how += (" Variant: every nn.Embedding replaced by a one-hot matmul and the loss computed "
                "as -(log_softmax(logits) * one_hot(labels)).sum(-1).mean() over the shifted "
                "tokens (same values; no tm_tensor.scatter).")
    name = f"{kind}_{optimizer}_step" + ("_onehot" if one_hot else "") + ("_long" if seq != SEQ else "") + (f"_{layers}l" if layers != LAYERS else "") + (f"_v{vocab}" if vocab != VOCAB else "")
    return Fixture(name, step, args, how, arg_names, results, train=True)


class SeqClassifier(nn.Module):
    """An LSTM over [batch, seq, features] (batch_first: torch transposes to
    seq-major inside, so the batch is not the leading dimension of its
    matmuls) and a linear head on the last step's state."""

    def __init__(self, features=4, hidden=8, classes=3):
        super().__init__()
        self.rnn = nn.LSTM(features, hidden, batch_first=True)
        self.head = nn.Linear(hidden, classes)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out[:, -1])


def lstm_sgd_step(batch=4, seq=4):
    model = SeqClassifier()
    names, params = stateless(model)
    n = len(names)

    def loss(p, x, labels):
        logits = stateless_call(model, dict(zip(names, p)), args=(x,))
        return nn.functional.cross_entropy(logits, labels)

    value_and_grad = torch.func.grad_and_value(loss)

    def step(*args):
        p, (x, labels) = args[:n], args[n:]
        # oneDNN's fused RNN layer has no torch-mlir lowering; the plain
        # one decomposes into matmuls and pointwise ops.
        with torch.backends.mkldnn.flags(enabled=False):
            grads, value = value_and_grad(tuple(p), x, labels)
        return (value, *(w - SGD_LR * g for w, g in zip(p, grads)))

    g = torch.Generator().manual_seed(11)
    x = torch.randn(batch, seq, 4, generator=g)
    labels = torch.randint(0, 3, (batch,), generator=g)
    how = (f"one SGD step (lr={SGD_LR}) of nn.LSTM(4, 8, batch_first=True) and "
           f"nn.Linear(8, 3) on the last step's output, cross-entropy (mean), random "
           f"weights; inputs x [{batch}x{seq}x4], labels [{batch}]; gradients by "
           "torch.func.grad_and_value, traced by make_fx with torch-mlir's "
           "decompositions.")
    return Fixture("lstm_sgd_step", step, (*params, x, labels), how,
                   names + ["x", "labels"],
                   f"the loss [f32], then the {n} updated parameters in argument order",
                   train=True)


def mlp_clip_sgd_step(batch=8):
    """An MLP step that clips its gradients' global norm as
    torch.nn.utils.clip_grad_norm_ does (written functionally) and returns
    the norm beside the loss, as training loops log it: a result computed
    from every gradient (the pipeline's phases must not take it for the
    forward)."""
    torch.manual_seed(12)
    model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(),
                          nn.Linear(16, 4))
    names, params = stateless(model)
    n = len(names)
    max_norm = 1.0

    def loss(p, x, labels):
        out = stateless_call(model, dict(zip(names, p)), args=(x,))
        return nn.functional.cross_entropy(out, labels)

    value_and_grad = torch.func.grad_and_value(loss)

    def step(*args):
        p, (x, labels) = args[:n], args[n:]
        grads, value = value_and_grad(tuple(p), x, labels)
        total = torch.linalg.vector_norm(
            torch.stack([torch.linalg.vector_norm(g) for g in grads]))
        coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
        return (*(w - SGD_LR * coef * g for w, g in zip(p, grads)), value, total)

    g = torch.Generator().manual_seed(13)
    x = torch.randn(batch, 8, generator=g)
    labels = torch.randint(0, 4, (batch,), generator=g)
    how = (f"one SGD step (lr={SGD_LR}) of a 3-layer MLP (8-16-16-4, ReLU), cross-entropy "
           f"(mean), gradients clipped to a global norm of {max_norm} as "
           "torch.nn.utils.clip_grad_norm_ computes it; inputs x "
           f"[{batch}x8], labels [{batch}]; gradients by torch.func.grad_and_value, traced "
           "by make_fx with torch-mlir's decompositions.")
    return Fixture("mlp_clip_sgd_step", step, (*params, x, labels), how,
                   names + ["x", "labels"],
                   f"the {n} updated parameters in argument order, then the loss [f32] "
                   "and the gradients' global norm before clipping [f32]",
                   train=True)


FIXTURES = {
    "llama_causal_lm": llama_causal_lm,
    "qwen2_causal_lm": qwen2_causal_lm,
    "mistral_causal_lm": mistral_causal_lm,
    "gpt_neox_model": gpt_neox_model,
    "bert_model": bert_model,
    "t5_encoder": t5_encoder,
    "vit_model": vit_model,
    "transformer_encoder_layer": transformer_encoder_layer,
    "cnn_batchnorm": cnn,
    "gpt2_lm_head": gpt2_lm_head,
    "llama_sgd_step": lambda: train_step("llama", "sgd"),
    "llama_adam_step": lambda: train_step("llama", "adam"),
    "gpt2_sgd_step": lambda: train_step("gpt2", "sgd"),
    "gpt2_adam_step": lambda: train_step("gpt2", "adam"),
    # Sequence 64 against hidden 32: the S x S attention tensors dominate the
    # activations (5as/h = 40 against 34 in Korthikanti's count), as in long
    # contexts; the rematerialization tests' program.
    "gpt2_adam_step_long": lambda: train_step("gpt2", "adam", seq=64),
    # The same at 8 layers: a stack with 303 arguments and 302 results, the
    # memory decisions' proof at a quarter of the unconstrained peak.
    "gpt2_adam_step_long_8l": lambda: train_step("gpt2", "adam", seq=64, layers=8),
    # 4 layers and a batch of 8: the pipeline tests' stack (2 or 4 stages,
    # 4 microbatches of 2 sequences).
    "gpt2_adam_step_4l": lambda: train_step("gpt2", "adam", layers=4, batch=8),
    # A vocabulary of 4096 against 16 tokens and hidden 32: the tied
    # embedding (lookup, LM head and their gradients) is most of the step,
    # as in language models; the vocabulary-parallel tests' program.
    "gpt2_sgd_step_1l_v4096": lambda: train_step("gpt2", "sgd", layers=1, vocab=4096),
}

# Exported only when named with --only: scatter-free rewrites of the training
# steps (for comparing with the scatter's) and inputs of regression tests.
VARIANTS = {
    f"{kind}_{opt}_step_onehot": (lambda kind=kind, opt=opt: train_step(kind, opt, one_hot=True))
    for kind in ("llama", "gpt2") for opt in ("sgd", "adam")
}
# The regression tests' T5 training step (its 2x2 ILP stalled CBC's
# preprocessing) and Phi-3 (test/Regression/Inputs, named with --only).
VARIANTS["t5_adam_step"] = lambda: train_step("t5", "adam")
# A seq-first recurrent step: the pipeline tests' batch behind a transpose.
VARIANTS["lstm_sgd_step"] = lstm_sgd_step
# A step returning its gradients' norm: the pipeline tests' phases.
VARIANTS["mlp_clip_sgd_step"] = mlp_clip_sgd_step
# The regression tests' Phi-3 (test/Regression/Inputs, named with --only).
VARIANTS["phi3_causal_lm_h256"] = lambda: text_forward(
    "phi3_causal_lm_h256", "Phi3ForCausalLM", "Phi3Config", PHI3_H256, "logits",
    f"logits [{BATCH}x{SEQ}x{VOCAB}xf32]")


def check_same(got, want, name):
    """The traced graph (in-place ops rewritten) computes what eager does."""
    got, want = tuple(got), tuple(want)
    assert len(got) == len(want), f"{name}: {len(got)} results, eager has {len(want)}"
    for i, (a, b) in enumerate(zip(got, want)):
        if not torch.allclose(a, b, rtol=1e-5, atol=1e-6):
            raise AssertionError(f"{name}: result {i} differs from eager by "
                                 f"{(a - b).abs().max().item():.3g}")


def export(fixture, out_dir):
    if fixture.train:
        gm = trace_graph(fixture.fn, fixture.args)
        check_same(gm(*fixture.args), fixture.fn(*fixture.args), fixture.name)
        module = fx.stateless_fx_import(gm, output_type=OutputType.LINALG_ON_TENSORS,
                                        model_name=fixture.name)
    else:
        module = fx.export_and_import(Wrap(fixture.fn), *fixture.args,
                                      output_type=OutputType.LINALG_ON_TENSORS,
                                      func_name=fixture.name)
    path = os.path.join(out_dir, fixture.name + ".mlir")
    with open(path, "w") as f:
        f.write(fixture.header())
        f.write(str(module))
    print(f"wrote {path} ({os.path.getsize(path)} bytes)")


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", nargs="?", default=os.path.join(root, "test", "Execution", "corpus"))
    parser.add_argument("--only", nargs="+", choices=sorted({**FIXTURES, **VARIANTS}),
                        help="export only these (also the *_onehot variants)")
    parser.add_argument("--list", action="store_true", help="list the fixtures and exit")
    opts = parser.parse_args()
    if opts.list:
        print("\n".join(FIXTURES))
        print("\n".join(f"{v} (variant)" for v in VARIANTS))
        return
    os.makedirs(opts.out_dir, exist_ok=True)
    failed = []
    for name in opts.only or FIXTURES:
        torch.manual_seed(0)
        try:
            export({**FIXTURES, **VARIANTS}[name](), opts.out_dir)
        except Exception as e:  # noqa: BLE001 - report every model, then fail
            if os.environ.get("EXPORT_CORPUS_DEBUG"):
                import traceback
                traceback.print_exc()
            print(f"FAILED {name}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                  file=sys.stderr)
            failed.append(name)
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
