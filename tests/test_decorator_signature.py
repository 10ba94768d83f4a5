"""The decorator shows its real parameters, declared once."""

from __future__ import annotations

import inspect
import pydoc
import sys
import typing

import pytest

from toolretry import smart_retry_with_observation
from toolretry._options import DEFAULTS

NAMES = sorted(DEFAULTS)


@pytest.mark.parametrize("name", NAMES)
def test_signature_names_the_parameter_with_its_default(name: str) -> None:
    """inspect.signature shows each keyword with the default the decorator uses."""
    parameter = inspect.signature(smart_retry_with_observation).parameters[name]
    assert parameter.kind is inspect.Parameter.KEYWORD_ONLY
    assert parameter.default == DEFAULTS[name]


@pytest.mark.parametrize("name", NAMES)
def test_help_shows_the_parameter(name: str) -> None:
    """help() text lists each parameter, not ``**options``."""
    text = pydoc.render_doc(smart_retry_with_observation, renderer=pydoc.plaintext)
    assert f"{name}: " in text
    assert "**options" not in text


@pytest.mark.skipif(sys.version_info < (3, 11), reason="typing.get_overloads is 3.11+")
def test_the_typing_overload_declares_the_same_keywords_and_defaults() -> None:
    """The overload type checkers read agrees with the runtime signature, name for name."""
    overloads = typing.get_overloads(smart_retry_with_observation)
    keywords = [
        inspect.signature(o).parameters
        for o in overloads
        if len(inspect.signature(o).parameters) > 1
    ]
    (declared,) = keywords
    found = {n: p.default for n, p in declared.items() if p.kind is inspect.Parameter.KEYWORD_ONLY}
    assert found == dict(DEFAULTS)
