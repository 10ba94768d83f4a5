"""The public face: names, their kinds, and nothing missing from ``__all__``."""

from __future__ import annotations

import enum
import importlib
import pathlib
import pickle

import pytest

import toolretry

ISSUE_NAMES = (
    "smart_retry_with_observation",
    "Observation",
    "ErrorInfo",
    "ErrorCategory",
    "classify",
    "ToolError",
    "TransientError",
    "ClientError",
    "BusinessError",
    "FatalError",
    "set_testing",
    "remaining_time",
    "ConfigurationError",
)


def test_all_is_sorted() -> None:
    """``__all__`` is kept sorted, so additions are easy to review."""
    assert toolretry.__all__ == sorted(toolretry.__all__)


def test_all_has_no_duplicates() -> None:
    """Each public name is listed once."""
    assert len(set(toolretry.__all__)) == len(toolretry.__all__)


@pytest.mark.parametrize("name", toolretry.__all__)
def test_every_name_in_all_is_importable(name: str) -> None:
    """``from toolretry import <name>`` works for every name in ``__all__``."""
    module = importlib.import_module("toolretry")
    assert getattr(module, name) is not None


@pytest.mark.parametrize("name", ISSUE_NAMES)
def test_issue_names_are_public(name: str) -> None:
    """Every name the issue promises is exported and listed in ``__all__``."""
    assert name in toolretry.__all__
    assert hasattr(toolretry, name)


def test_public_functions_are_not_private_modules() -> None:
    """Nothing in ``__all__`` is a module or starts with an underscore."""
    for name in toolretry.__all__:
        assert not name.startswith("_")
        assert type(getattr(toolretry, name)).__name__ != "module"


def test_error_category_is_a_str_enum_with_four_values() -> None:
    """``ErrorCategory`` is a ``str`` enum of exactly the four documented categories."""
    assert issubclass(toolretry.ErrorCategory, str)
    assert issubclass(toolretry.ErrorCategory, enum.Enum)
    assert [c.value for c in toolretry.ErrorCategory] == [
        "transient",
        "client",
        "business",
        "fatal",
    ]
    assert toolretry.ErrorCategory("business") == "business"


def test_configuration_error_is_a_value_error() -> None:
    """Misuse raises something existing ``except ValueError`` clauses catch."""
    assert issubclass(toolretry.ConfigurationError, ValueError)


@pytest.mark.parametrize(
    ("cls", "category"),
    [
        (toolretry.TransientError, "transient"),
        (toolretry.ClientError, "client"),
        (toolretry.BusinessError, "business"),
        (toolretry.FatalError, "fatal"),
    ],
)
def test_tool_error_subclasses_take_the_documented_keywords(
    cls: type[toolretry.ToolError], category: str
) -> None:
    """Each ToolError subclass takes a message and code, suggestion, retry_after, details."""
    exc = cls("it broke", code="MY_CODE", suggestion="Do X.", retry_after=2.5, details={"k": 1})
    assert isinstance(exc, toolretry.ToolError)
    assert isinstance(exc, Exception)
    assert (exc.message, exc.code, exc.suggestion) == ("it broke", "MY_CODE", "Do X.")
    assert (exc.retry_after, exc.details) == (2.5, {"k": 1})
    assert exc.category == category
    assert str(exc) == "it broke"


def test_version_is_a_string() -> None:
    """The package says which version it is."""
    assert isinstance(toolretry.__version__, str)
    assert toolretry.__version__.count(".") >= 2


def test_package_ships_py_typed() -> None:
    """Type checkers see the package's annotations (PEP 561 marker)."""
    assert (pathlib.Path(toolretry.__file__).parent / "py.typed").is_file()


def test_exceptions_module_draws_the_hierarchy() -> None:
    """The exception tree is drawn in the exceptions module's docstring."""
    doc = toolretry.exceptions.__doc__ or ""
    for name in ("ToolError", "TransientError", "ClientError", "BusinessError", "FatalError"):
        assert name in doc


def test_tool_errors_survive_pickling() -> None:
    """A ToolError crossing a process boundary keeps its code, retry_after and details."""
    exc = toolretry.TransientError("busy", code="BUSY", retry_after=2, details={"queue": 3})
    copy = pickle.loads(pickle.dumps(exc))
    assert type(copy) is toolretry.TransientError
    assert (copy.message, copy.code, copy.retry_after, copy.details) == (
        "busy",
        "BUSY",
        2,
        {"queue": 3},
    )
