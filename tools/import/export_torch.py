#!/usr/bin/env python3
"""Exports small PyTorch models to linalg-on-tensors MLIR for Cleave's tests.

Needs torch, transformers and torch-mlir (versions in requirements.txt beside
this file); the generated fixtures are committed, so tests never need torch.

usage: export_torch.py OUT_DIR

Writes, with random weights (no downloads) and every weight a function
argument so fixtures stay small:
  gpt2_forward.mlir    GPT-2 (transformers' GPT2Model, 2 layers, 32 hidden,
                       4 heads, batch 2, 8 tokens) from input embeddings to
                       the last hidden state
  gpt2_train_step.mlir one SGD step of that model on an MSE loss: forward,
                       backward (torch.func.grad) and the update, one graph
  llama_block.mlir     a LLaMA-style block: RMSNorm, rotary embedding,
                       attention, SwiGLU MLP
"""
import os
import sys

import torch
import torch.nn as nn
from torch.func import functional_call, functionalize, grad
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType

torch.manual_seed(0)
BATCH, SEQ, HIDDEN, HEADS, LAYERS = 2, 8, 32, 4, 2


def gpt2_kwargs(embeds):
    # Explicit positions keep the position cumsum (a tm_tensor.scan, which
    # upstream MLIR cannot parse) out of the graph.
    positions = torch.arange(SEQ).unsqueeze(0)
    return {"inputs_embeds": embeds, "use_cache": False,
            "position_ids": positions, "cache_position": torch.arange(SEQ),
            "attention_mask": torch.ones(BATCH, SEQ, dtype=torch.long)}


def gpt2():
    from transformers import GPT2Config, GPT2Model
    config = GPT2Config(n_layer=LAYERS, n_embd=HIDDEN, n_head=HEADS,
                        n_positions=SEQ, vocab_size=64, resid_pdrop=0.0,
                        embd_pdrop=0.0, attn_pdrop=0.0,
                        attn_implementation="eager", use_cache=False)
    return GPT2Model(config).eval()


class Rms(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim) + 0.1 * torch.randn(dim))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class LlamaBlock(nn.Module):
    def __init__(self, dim=HIDDEN, heads=HEADS, ffn=64):
        super().__init__()
        self.heads, self.dh = heads, dim // heads
        self.norm1, self.norm2 = Rms(dim), Rms(dim)
        self.wq, self.wk, self.wv, self.wo = (nn.Linear(dim, dim, bias=False) for _ in range(4))
        self.gate = nn.Linear(dim, ffn, bias=False)
        self.up = nn.Linear(dim, ffn, bias=False)
        self.down = nn.Linear(ffn, dim, bias=False)
        inv = 1.0 / (10000 ** (torch.arange(0, self.dh, 2).float() / self.dh))
        angles = torch.outer(torch.arange(SEQ).float(), inv)
        self.register_buffer("cos", angles.cos(), persistent=False)
        self.register_buffer("sin", angles.sin(), persistent=False)

    def rotate(self, x):  # x: [heads, seq, dh]
        x1, x2 = x[..., 0::2], x[..., 1::2]
        r1 = x1 * self.cos - x2 * self.sin
        r2 = x1 * self.sin + x2 * self.cos
        return torch.stack([r1, r2], dim=-1).flatten(-2)

    def forward(self, x):  # x: [seq, dim]
        h = self.norm1(x)
        q = self.wq(h).view(SEQ, self.heads, self.dh).transpose(0, 1)
        k = self.wk(h).view(SEQ, self.heads, self.dh).transpose(0, 1)
        v = self.wv(h).view(SEQ, self.heads, self.dh).transpose(0, 1)
        q, k = self.rotate(q), self.rotate(k)
        mask = torch.full((SEQ, SEQ), float("-inf")).triu(1)
        att = torch.softmax(q @ k.transpose(-1, -2) / self.dh**0.5 + mask, dim=-1)
        o = (att @ v).transpose(0, 1).reshape(SEQ, -1)
        x = x + self.wo(o)
        h = self.norm2(x)
        return x + self.down(nn.functional.silu(self.gate(h)) * self.up(h))


class Wrap(nn.Module):
    """A function of tensors as a module without parameters, so that every
    weight stays a function argument of the exported graph."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def remove_inplace(gm):
    """Rewrites in-place aten ops (`x.add_(y)`) left by tracing into their
    out-of-place forms, redirecting later uses of `x` to the result."""
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    for node in list(gm.graph.nodes):
        target = getattr(node, "target", None)
        name = getattr(target, "__name__", "")
        if node.op != "call_function" or not name.split(".")[0].endswith("_"):
            continue
        packet = getattr(torch.ops.aten, name.split(".")[0][:-1], None)
        overload = name.split(".")[1] if "." in name else "default"
        if packet is None or not hasattr(packet, overload):
            continue
        mutated = node.args[0]
        node.target = getattr(packet, overload)
        for user in list(mutated.users):
            if user is not node and order[user] > order[node]:
                user.replace_input_with(mutated, node)
    gm.graph.lint()
    gm.recompile()


def export(fn, args, path, name, trace=False):
    """Imports `fn(*args)` as linalg on tensors: through torch.export, or for
    functions torch.export cannot take (torch.func.grad) through make_fx."""
    if trace:
        gm = make_fx(fn, decomposition_table=fx.get_decomposition_table(),
                     tracing_mode="real")(*args)
        remove_inplace(gm)
        module = fx.stateless_fx_import(
            gm, output_type=OutputType.LINALG_ON_TENSORS, model_name=name)
    else:
        module = fx.export_and_import(Wrap(fn), *args,
                                      output_type=OutputType.LINALG_ON_TENSORS,
                                      func_name=name)
    with open(path, "w") as f:
        f.write(f"// Generated by tools/import/export_torch.py (torch {torch.__version__}).\n")
        f.write(str(module))
    print(f"wrote {path}")


def stateless(model):
    names = [n for n, _ in model.named_parameters()]
    params = [p.detach() for _, p in model.named_parameters()]
    return names, params


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)

    model = gpt2()
    names, params = stateless(model)
    x = torch.randn(BATCH, SEQ, HIDDEN)

    def forward(*args):
        *p, embeds = args
        return functional_call(model, dict(zip(names, p)),
                               kwargs=gpt2_kwargs(embeds)).last_hidden_state

    export(forward, (*params, x), f"{out}/gpt2_forward.mlir", "gpt2_forward")

    target = torch.randn(BATCH, SEQ, HIDDEN)

    # The embedding tables are frozen: their gradients are scatters
    # (tm_tensor.scatter), which upstream MLIR cannot parse.
    frozen = [i for i, n in enumerate(names) if n.startswith(("wte", "wpe"))]
    trained = [i for i in range(len(names)) if i not in frozen]

    def loss(train, fixed, embeds, tgt):
        p = [None] * len(names)
        for i, w in zip(trained, train):
            p[i] = w
        for i, w in zip(frozen, fixed):
            p[i] = w
        y = functional_call(model, dict(zip(names, p)),
                            kwargs=gpt2_kwargs(embeds)).last_hidden_state
        return ((y - tgt) ** 2).mean()

    def train_step(*args):
        *p, embeds, tgt = args
        train = tuple(p[i] for i in trained)
        fixed = tuple(p[i] for i in frozen)
        grads = grad(loss)(train, fixed, embeds, tgt)
        return tuple(w - 0.01 * g for w, g in zip(train, grads))

    export(train_step, (*params, x, target), f"{out}/gpt2_train_step.mlir",
           "gpt2_train_step", trace=True)

    block = LlamaBlock().eval()
    bnames, bparams = stateless(block)

    def llama(*args):
        *p, xx = args
        return functional_call(block, dict(zip(bnames, p)), (xx,))

    export(llama, (*bparams, torch.randn(SEQ, HIDDEN)), f"{out}/llama_block.mlir",
           "llama_block")


if __name__ == "__main__":
    main()
