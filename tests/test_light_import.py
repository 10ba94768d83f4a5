"""``import toolretry`` loads only what decorating and calling a plain tool needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"

# Loaded on first use: a retry (tenacity), a failure (the classifier), a config file (tomllib),
# an exporter or statistics, a store, an HTTP client, a framework.
NOT_AT_IMPORT = (
    "tenacity",
    "tomllib",
    "tomli",
    "redis",
    "httpx",
    "requests",
    "opentelemetry",
    "prometheus_client",
    "structlog",
    "toolretry.classify._classify",
    "toolretry.classify._recognise",
    "toolretry.classify._vendor_codes",
    "toolretry.classify._protocol_tables",
    "toolretry.http",
    "toolretry.instrumentation._stats",
    "toolretry.instrumentation._switches",
    "toolretry.instrumentation._otel",
    "toolretry.instrumentation._prometheus",
    "toolretry.integrations",
    "toolretry.retry._waits",
    "toolretry.stores._redis",
    "toolretry.stores._redis_connection",
    "toolretry.testing",
)

# A plain tool decorated and called successfully still needs none of these.
NOT_AFTER_A_SUCCESS = (
    "tenacity",
    "tomllib",
    "redis",
    "toolretry.classify._classify",
    "toolretry.instrumentation._stats",
    "toolretry.integrations",
    "toolretry.retry._waits",
    "toolretry.stores._redis",
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


def test_the_probe_sees_toolretry(after_import: set[str]) -> None:
    """The probe really imported toolretry (so the absences above can fail)."""
    assert "toolretry._decorator" in after_import


@pytest.mark.parametrize("name", ["stats", "reset_stats", "classify"])
def test_lazy_names_are_listed_and_loaded_on_use(name: str, tmp_path: Path) -> None:
    """A name loaded on first use is in ``dir(toolretry)`` and resolves to a callable."""
    program = (
        "import toolretry\n"
        f"assert {name!r} in dir(toolretry)\n"
        f"assert callable(toolretry.{name})\n"
        f"from toolretry import {name}\n"
    )
    assert "toolretry" in _loaded(program, tmp_path)


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
