"""Clients are recognised by name: importing or using toolretry imports none of them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from toolretry import ErrorCategory
from toolretry.classify._recognise import recognise

OPTIONAL = (
    "aiohttp",
    "anthropic",
    "boto3",
    "botocore",
    "h11",
    "httpcore",
    "httpcore2",
    "httpx",
    "httpx2",
    "openai",
)
SRC = Path(__file__).resolve().parents[3] / "src"
PROBE = """
import json, sys
import toolretry
before = sorted(sys.modules)
for exc in (ConnectionRefusedError(111, "refused"), TimeoutError(), ValueError("x"), OSError()):
    toolretry.classify(exc)
print(json.dumps({"modules": before, "after": sorted(sys.modules)}))
"""


def test_import_and_classify_load_no_optional_client() -> None:
    """A fresh interpreter that imports toolretry and classifies has no optional client loaded."""
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True
    )
    seen = json.loads(out.stdout)
    for key in ("modules", "after"):
        loaded = {name.partition(".")[0] for name in seen[key]}
        assert loaded.isdisjoint(OPTIONAL), sorted(loaded & set(OPTIONAL))


def _foreign(module: str, name: str, *bases: type) -> type:
    """A class that only claims to come from ``module``, as duck typing sees it."""
    return types.new_class(
        name, bases or (Exception,), exec_body=lambda ns: ns.update(__module__=module)
    )


def test_a_class_is_known_by_module_and_name_only() -> None:
    """Any class named httpx.ReadTimeout is read as one, and so are its subclasses."""
    timeout = _foreign("httpx", "ReadTimeout")
    mine = _foreign("myapp.errors", "SlowUpstream", timeout)
    for cls in (timeout, mine):
        found = recognise(cls("timed out"))
        assert found is not None
        assert (found.category, found.code) == (ErrorCategory.TRANSIENT, "READ_TIMEOUT")


def test_same_name_elsewhere_is_unknown() -> None:
    """A ReadTimeout from an unknown package is not mistaken for httpx's."""
    assert recognise(_foreign("someone.else", "ReadTimeout")("x")) is None


@pytest.mark.parametrize(
    "module", ["requests.exceptions", "httpx", "openai", "botocore.exceptions"]
)
def test_hostile_attributes_never_raise(module: str) -> None:
    """Properties that raise, odd types and self-referencing chains give None or a verdict."""

    class Boom:
        def __getattr__(self, name: str) -> object:
            raise RuntimeError(name)

    names = ["HTTPError", "APIStatusError", "ClientError", "ConnectionError", "HTTPStatusError"]
    for name in names:
        exc = _foreign(module, name)("x")
        exc.response = Boom()  # type: ignore[attr-defined]
        exc.body = {"error": ["not", "a", "mapping"]}  # type: ignore[attr-defined]
        exc.__cause__ = exc
        recognise(exc)  # must not raise, whatever it answers
