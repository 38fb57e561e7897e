"""The exceptions the package raises, and diagnostics as Python values."""
from typing import NamedTuple


class Diagnostic(NamedTuple):
    """One diagnostic of the compiler: `severity` is "error", "warning",
    "note" or "remark"; `location` is "FILE:LINE:COL" ("" when it has none)."""
    severity: str
    location: str
    message: str

    def __str__(self):
        where = f"{self.location}: " if self.location else ""
        return f"{where}{self.severity}: {self.message}"


class Error(Exception):
    """Every error of the package is a cleave.Error."""


class CompileError(Error):
    """The compiler refused the program or an option. `diagnostics` holds
    every diagnostic the failing call emitted (notes and remarks too), in
    order; the message is the errors, one per line as
    "LOCATION: error: MESSAGE" (the C API's error message)."""

    def __init__(self, message, diagnostics=()):
        self.diagnostics = list(diagnostics)
        super().__init__(message)


class ExecutionError(Error):
    """Running an artifact failed: bad inputs, or a rank that failed.
    `code` is the runtime's status code where one caused it ("unavailable":
    the backend or a library it needs cannot be used on this machine)."""

    def __init__(self, message, code=None):
        super().__init__(message)
        self.code = code
