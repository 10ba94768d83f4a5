"""``import toolretry`` loads only what decorating and calling a plain tool needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"

# Loaded on first use: a retry (tenacity), a failure (the classifier, the models and pydantic), a
# config file (tomllib), an exporter or statistics, a store, an HTTP client, a framework, a
# turn, upstream protection. The call pipeline loads with the first decoration, and with it what
# a failure's answer needs (the models, the classifier), so a first failure meets its deadline.
NOT_AT_IMPORT = (
    "pydantic",
    "pydantic_core",
    "tenacity",
    "tomllib",
    "tomli",
    "redis",
    "httpx",
    "requests",
    "opentelemetry",
    "prometheus_client",
    "structlog",
    "asyncio",
    "toolretry._error_info",
    "toolretry._events",
    "toolretry._call",
    "toolretry._call._wrappers",
    "toolretry._call._steps",
    "toolretry._call._settings",
    "toolretry._call._engine",
    "toolretry.classify._classify",
    "toolretry.classify._recognise",
    "toolretry.classify._vendor_codes",
    "toolretry.classify._protocol_tables",
    "toolretry.config",
    "toolretry.config._live",
    "toolretry.config._policy",
    "toolretry.config._sources",
    "toolretry.http",
    "toolretry.instrumentation",
    "toolretry.instrumentation._hub",
    "toolretry.instrumentation._stats",
    "toolretry.instrumentation._switches",
    "toolretry.instrumentation._otel",
    "toolretry.instrumentation._prometheus",
    "toolretry.integrations",
    "toolretry.observe._observation",
    "toolretry.observe._hints",
    "toolretry.observe._render",
    "toolretry.redact",
    "toolretry.retry._waits",
    "toolretry.stores",
    "toolretry.stores._memory",
    "toolretry.stores._redis",
    "toolretry.stores._redis_connection",
    "toolretry.testing",
    "toolretry.turn._turn",
    "toolretry.turn._ticket",
    "toolretry.turn._counters",
    "toolretry.turn._visibility",
    "toolretry.turn._unknown_tool",
    "toolretry.upstream._breaker",
    "toolretry.upstream._budget",
    "toolretry.upstream._call",
    "toolretry.upstream._guard",
    "toolretry.upstream._idempotency",
    "toolretry.upstream._local",
)

# A plain tool decorated and called successfully still needs none of these.
NOT_AFTER_A_SUCCESS = (
    "tenacity",
    "tomllib",
    "redis",
    "toolretry.config._policy",
    "toolretry.instrumentation._stats",
    "toolretry.instrumentation._otel",
    "toolretry.instrumentation._prometheus",
    "toolretry.integrations",
    "toolretry.retry._waits",
    "toolretry.stores._redis",
    "toolretry.testing",
    "toolretry.turn._turn",
    "toolretry.turn._ticket",
)

PROGRAMS = {
    "import": "import toolretry",
    "success": (
        "import toolretry\n"
        "@toolretry.smart_retry_with_observation\n"
        "def tool(city: str) -> str:\n"
        "    return 'sunny'\n"
        "assert tool('Paris') == 'sunny'\n"
    ),
}


def _loaded(program: str, tmp_path: Path) -> set[str]:
    """The modules a fresh interpreter holds after ``program`` (run away from any config file)."""
    env = {k: v for k, v in os.environ.items() if not k.upper().startswith("TOOLRETRY__")}
    env["PYTHONPATH"] = str(SRC)
    probe = f"{program}\nimport sys, json\nprint(json.dumps(list(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tmp_path,
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


@pytest.fixture(scope="module")
def after_import(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    return _loaded(PROGRAMS["import"], tmp_path_factory.mktemp("import"))


@pytest.fixture(scope="module")
def after_success(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    return _loaded(PROGRAMS["success"], tmp_path_factory.mktemp("success"))


@pytest.mark.parametrize("module", NOT_AT_IMPORT)
def test_import_does_not_load(after_import: set[str], module: str) -> None:
    """``import toolretry`` in a fresh process leaves ``module`` unloaded."""
    assert module not in after_import


@pytest.mark.parametrize("module", NOT_AFTER_A_SUCCESS)
def test_a_successful_call_does_not_load(after_success: set[str], module: str) -> None:
    """Decorating a plain tool and calling it successfully leaves ``module`` unloaded."""
    assert module not in after_success


@pytest.mark.parametrize(
    "module",
    [
        "pydantic",
        "toolretry._error_info",
        "toolretry.observe._observation",
        "toolretry.classify._classify",
        "toolretry.redact._table",
    ],
)
def test_decorating_loads_what_a_failure_answers_with(after_success: set[str], module: str) -> None:
    """The models, classifier and redaction rules a failure's answer needs load at decoration,
    outside any call's deadline."""
    assert module in after_success


def test_the_probe_sees_toolretry(after_import: set[str]) -> None:
    """The probe really imported toolretry (so the absences above can fail)."""
    assert "toolretry._decorator" in after_import


LAZY_NAMES = [
    "Observation",
    "ErrorInfo",
    "Turn",
    "turn",
    "CircuitBreaker",
    "RetryBudget",
    "GaveUp",
    "configure",
    "register_hint",
    "stats",
    "reset_stats",
    "classify",
]


@pytest.mark.parametrize("name", LAZY_NAMES)
def test_lazy_names_are_listed_and_loaded_on_use(name: str, tmp_path: Path) -> None:
    """A name loaded on first use is in ``dir(toolretry)`` and resolves to a callable."""
    program = (
        "import toolretry\n"
        f"assert {name!r} in dir(toolretry)\n"
        f"assert callable(toolretry.{name})\n"
        f"assert not isinstance(toolretry.{name}, type(toolretry))\n"
        f"from toolretry import {name}\n"
    )
    assert "toolretry" in _loaded(program, tmp_path)


FAILURES = {
    "ValueError": "raise ValueError('bad city')",
    "ConnectionError": "raise ConnectionError('refused')",
    "KeyError": "raise KeyError('city')",
    "ClientError": "raise toolretry.ClientError('no such city', code='CITY_NOT_FOUND')",
}


@pytest.mark.parametrize("raise_it", FAILURES.values(), ids=list(FAILURES))
def test_a_first_failure_loads_what_it_needs(raise_it: str, tmp_path: Path) -> None:
    """A plain tool's first failure, after a light import, answers with a full observation."""
    program = (
        "import toolretry\n"
        "@toolretry.smart_retry_with_observation(max_retries=0)\n"
        "def tool(city: str) -> str:\n"
        f"    {raise_it}\n"
        "text = tool('Paris')\n"
        "observation = tool.observe('Paris')\n"
        "assert isinstance(observation, toolretry.Observation), type(observation)\n"
        "assert observation.status == 'error' and observation.error_code in text, text\n"
    )
    assert "pydantic" in _loaded(program, tmp_path)


@pytest.mark.parametrize("raise_it", FAILURES.values(), ids=list(FAILURES))
def test_a_first_failure_imports_nothing_of_ours(raise_it: str, tmp_path: Path) -> None:
    """After decorating, a process's first failure loads no toolretry module: nothing is paid
    for after the call's deadline (a first call cut at 0.3 s once answered 0.14 s late)."""
    program = (
        "import sys, toolretry\n"
        "@toolretry.smart_retry_with_observation(max_retries=0)\n"
        "def tool(city: str) -> str:\n"
        f"    {raise_it}\n"
        "before = set(sys.modules)\n"
        "text = tool('Paris')\n"
        "assert 'Tool call failed' in text, text\n"
        "new = sorted(m for m in set(sys.modules) - before if m.startswith('toolretry'))\n"
        "assert not new, new\n"
    )
    assert "toolretry.classify._classify" in _loaded(program, tmp_path)


@pytest.mark.parametrize("name", ["turn", "classify"])
def test_functions_named_like_subpackages_stay_functions(name: str, tmp_path: Path) -> None:
    """After decorating and failing (which loads the subpackages), ``toolretry.turn`` and
    ``toolretry.classify`` are still the public functions, not the subpackages."""
    program = (
        "import types, toolretry\n"
        "@toolretry.smart_retry_with_observation(max_retries=0)\n"
        "def tool() -> str:\n"
        "    raise ValueError('no')\n"
        "tool()\n"
        f"assert not isinstance(toolretry.{name}, types.ModuleType), toolretry.{name}\n"
        f"from toolretry import {name}\n"
        f"assert callable({name})\n"
    )
    assert "toolretry.turn._current" in _loaded(program, tmp_path)


def test_unknown_attribute_still_raises(tmp_path: Path) -> None:
    """A name toolretry does not have raises AttributeError, not an import error."""
    program = (
        "import toolretry\n"
        "try:\n"
        "    toolretry.no_such_name\n"
        "except AttributeError:\n"
        "    pass\n"
        "else:\n"
        "    raise SystemExit('no AttributeError')\n"
    )
    assert "toolretry" in _loaded(program, tmp_path)
