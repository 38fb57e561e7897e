"""The CTC loss as tensor ops, for a step's trace.

torch-mlir has no lowering of aten._ctc_loss (sweep 36: the standard loss of
speech recognition, wav2vec2's fine-tuning). Here it is the forward
algorithm in log space over the targets with blanks between them (2S + 1
states), one step per frame: a log-sum-exp of the state, its predecessor,
and the one before that where a label may skip its blank. Autograd
differentiates it, so the step's backward is the same recursion run back.
Frames past a sequence's length keep its state; the loss reads the last
two states of each sequence's own target length. Unreachable states hold a
large finite negative number rather than -inf, whose log-sum-exp has a NaN
gradient; a sequence that no alignment reaches costs +inf, as in eager."""

import torch

# Far below any log-probability sum, far above float32's lowest.
_UNREACHABLE = -1e30
_REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}


def _lengths(values, device):
    return (values if isinstance(values, torch.Tensor)
            else torch.tensor(list(values), dtype=torch.long, device=device)).long()


def _padded_targets(targets, target_lengths, batch, blank):
    """(N, S) targets from the padded form or the concatenated 1-d one,
    entries past a sequence's length the blank (eager reads none of them:
    transformers pads with -100, an index out of range here)."""
    if targets.dim() == 2:
        past = torch.arange(targets.shape[1], device=targets.device) >= \
            target_lengths.unsqueeze(1)
        # Clamped too: the inputs' check would take the padding for
        # indices out of range (the gather reads the select's values).
        return torch.where(past, torch.full((), blank, dtype=torch.long),
                           targets.long().clamp(min=0))
    if batch == 0:
        return targets.long().reshape(0, 0)
    longest = targets.numel()
    starts = torch.cumsum(target_lengths, 0) - target_lengths
    positions = (starts.unsqueeze(1) + torch.arange(longest, device=targets.device)).clamp(
        max=max(longest - 1, 0))
    return targets.long()[positions] if longest else targets.long().reshape(batch, 0)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean",
             zero_infinity=False):
    """F.ctc_loss (log_probs (T, N, C) or (T, C)) computed by tensor ops."""
    if isinstance(reduction, int):
        reduction = _REDUCTIONS[reduction]
    # In float32 at least, as autocast runs torch's (-1e30 is no half).
    if log_probs.dtype in (torch.float16, torch.bfloat16):
        log_probs = log_probs.float()
    unbatched = log_probs.dim() == 2
    if unbatched:
        log_probs = log_probs.unsqueeze(1)
        targets = targets.unsqueeze(0) if targets.dim() == 1 else targets
    frames, batch, _ = log_probs.shape
    device = log_probs.device
    input_lengths = _lengths(input_lengths, device).reshape(batch)
    target_lengths = _lengths(target_lengths, device).reshape(batch)
    targets = _padded_targets(targets, target_lengths, batch, blank)
    labels = targets.shape[1]
    states = 2 * labels + 1
    # The targets with a blank before, between and after them.
    extended = torch.full((batch, states), blank, dtype=torch.long, device=device)
    if labels:
        extended[:, 1::2] = targets
    emitted = log_probs.gather(2, extended.unsqueeze(0).expand(frames, batch, states))
    # A label may follow the label before its blank when the two differ.
    position = torch.arange(states, device=device)
    skips = torch.zeros(batch, states, dtype=torch.bool, device=device)
    if states > 2:
        skips[:, 2:] = (position[2:] % 2 == 1) & (extended[:, 2:] != extended[:, :-2])
    unreachable = torch.full((batch, states), _UNREACHABLE, dtype=log_probs.dtype,
                             device=device)
    alpha = torch.where(position < 2, emitted[0], unreachable)
    alpha = torch.where((position == 1) & (target_lengths.unsqueeze(1) == 0), unreachable,
                        alpha)
    # No frame at all: only the empty alignment, before the first blank.
    alpha = torch.where((input_lengths == 0).unsqueeze(1),
                        torch.where(position == 0, torch.zeros((), dtype=alpha.dtype),
                                    unreachable), alpha)
    padding = unreachable[:, :1]
    for frame in range(1, frames):
        previous = torch.cat([padding, alpha[:, :-1]], 1)
        skipped = torch.where(skips, torch.cat([padding, padding, alpha[:, :-2]], 1),
                              unreachable)
        step = torch.logsumexp(torch.stack([alpha, previous, skipped]), 0) + emitted[frame]
        alpha = torch.where((frame < input_lengths).unsqueeze(1), step, alpha)
    last = (2 * target_lengths).unsqueeze(1)
    ends = torch.cat([alpha.gather(1, last),
                      torch.where(last > 0, alpha.gather(1, (last - 1).clamp(min=0)),
                                  unreachable[:, :1])], 1)
    loss = -torch.logsumexp(ends, 1)
    # No alignment reaches the end: +inf, as eager's (or 0 when asked).
    impossible = loss > -_UNREACHABLE / 2
    loss = torch.where(impossible, torch.zeros((), dtype=loss.dtype) if zero_infinity
                       else torch.full((), float("inf"), dtype=loss.dtype), loss)
    if unbatched:
        loss = loss.squeeze(0)
    if reduction == "mean":
        return (loss / target_lengths.clamp(min=1).to(loss.dtype)).mean()
    if reduction == "sum":
        return loss.sum()
    return loss
