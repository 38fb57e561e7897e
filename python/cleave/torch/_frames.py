"""Which frames of a stack are the user's: the line a message names.

Torch's and Cleave's own frames are not (nor contextlib's); a library's
are (transformers, torch_geometric), named from their package."""

import contextlib
import io
import os
import tokenize
import traceback

import torch

# Directories as prefixes, with their separator: torch's alone matched
# torchaudio, torchvision and torch_geometric, whose lines were skipped as
# torch's own.
TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
CLEAVE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
NOT_USERS_CODE = (TORCH_DIR, CLEAVE_DIR, os.path.dirname(contextlib.__file__) + os.sep)


def innermost_user_frame(frames):
    """Of (path, line, code) frames, outermost first, the innermost outside
    torch and cleave as `path:line: code` (a library's path from its
    package), or None."""
    frames = [f for f in frames if not f[0].startswith(NOT_USERS_CODE)]
    if not frames:
        return None
    path, line, code = frames[-1]
    path = path.split("site-packages" + os.sep)[-1]
    code = _without_comment((code or "").strip())
    if code.endswith(("(", "[", "{")):
        code += "..." + {"(": ")", "[": "]", "{": "}"}[code[-1]]
    return f"{path}:{line}: {code}" if code else f"{path}:{line}"


def _without_comment(code):
    """The first line of a call spanning several, without its comment: a
    `#` inside a string is not one (the tokenizer knows)."""
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.COMMENT:
                return code[:token.start[1]].rstrip()
    except (tokenize.TokenError, SyntaxError):
        pass  # an open bracket ends the line: the comment came before it
    return code


def current_users_line():
    """innermost_user_frame of the stack that calls this."""
    return innermost_user_frame(
        (f.filename, f.lineno, f.line) for f in traceback.extract_stack()[:-1])
