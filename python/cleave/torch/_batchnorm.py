"""BatchNorm in training mode inside a compiled training step.

BatchNorm's forward updates its running statistics in place, which a
function that torch.func.grad differentiates cannot do to its inputs (the
batch mean is a tensor of the differentiated level). So while the step is
traced each such module normalizes with its batch's statistics without
touching its buffers (as track_running_stats=False does), a hook hands out
the statistics of each call's input, and the running ones are updated
outside the gradient, with BatchNorm's own formulas: an exponential average
with `momentum` (a cumulative one when it is None), the unbiased variance,
and `num_batches_tracked` counted per call. The step takes the running
statistics as inputs and returns them updated, like optimizer state."""
import contextlib

from torch import nn


def tracked_batchnorms(model):
    """[(qualified name, module)] of the BatchNorm modules in training mode
    that keep running statistics."""
    return [(name, m) for name, m in model.named_modules()
            if isinstance(m, nn.modules.batchnorm._BatchNorm) and m.training
            and m.track_running_stats]


def running_buffer_names(norms):
    """The buffers a step carries, three per module, in this order."""
    names = []
    for prefix, _ in norms:
        dot = prefix + "." if prefix else ""
        names += [dot + "running_mean", dot + "running_var", dot + "num_batches_tracked"]
    return names


@contextlib.contextmanager
def batch_statistics(norms, calls, statistics):
    """While active, each of `norms` normalizes with its batch's statistics
    and leaves its buffers alone; each call appends the module's index to
    `calls` and (mean, unbiased variance) of its input, detached, to
    `statistics`."""
    index = {id(m): i for i, (_, m) in enumerate(norms)}

    def hook(module, args):
        x = args[0]
        dims = [0] + list(range(2, x.dim()))
        calls.append(index[id(module)])
        statistics.extend([x.mean(dims).detach(), x.var(dims, unbiased=True).detach()])

    saved = [m.track_running_stats for _, m in norms]
    handles = []
    try:
        for _, m in norms:
            m.track_running_stats = False
            handles.append(m.register_forward_pre_hook(hook))
        yield
    finally:
        for handle in handles:
            handle.remove()
        for (_, m), track in zip(norms, saved):
            m.track_running_stats = track


def updated_statistics(norms, running, calls, statistics):
    """`running` (three tensors per module, as running_buffer_names) after
    the step's calls, as BatchNorm's forward would have left them."""
    running = list(running)
    for k, i in enumerate(calls):
        module = norms[i][1]
        mean, var = statistics[2 * k], statistics[2 * k + 1]
        count = running[3 * i + 2] + 1
        factor = 1.0 / count if module.momentum is None else module.momentum
        running[3 * i] = (1 - factor) * running[3 * i] + factor * mean
        running[3 * i + 1] = (1 - factor) * running[3 * i + 1] + factor * var
        running[3 * i + 2] = count
    return running
