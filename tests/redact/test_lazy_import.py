"""Importing toolretry compiles none of the redaction rules; the first redaction does."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

_SRC = str(Path(__file__).resolve().parents[2] / "src")
_RULE_MODULES = ("_pipeline", "_table", "_token_search", "_key_values", "_secret_shapes")


def _modules_after(code: str) -> set[str]:
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {_SRC!r})
        {code}
        print(" ".join(m for m in sys.modules if m.startswith("toolretry.redact.")))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    return {name.rsplit(".", 1)[-1] for name in out.stdout.split()}


@pytest.mark.parametrize("statement", ["import toolretry.redact", "import toolretry"])
def test_import_leaves_the_rule_modules_unbuilt(statement: str) -> None:
    """After the import alone, no module that compiles the rule table is loaded."""
    loaded = _modules_after(statement)
    assert not loaded & set(_RULE_MODULES), sorted(loaded & set(_RULE_MODULES))


def test_the_first_redaction_builds_the_rules() -> None:
    """One redaction loads the rule modules (the laziness is real, not a missing import)."""
    loaded = _modules_after(
        "import toolretry.redact; "
        "assert toolretry.redact.redact('password=Xy7!k2q9') != 'password=Xy7!k2q9'"
    )
    assert set(_RULE_MODULES) <= loaded


def test_rules_built_once_across_threads() -> None:
    """Threads redacting at once share one compiled rule set and agree on the result."""
    import threading

    from toolretry.redact._policy import RedactionPolicy

    policy = RedactionPolicy()
    results: list[str] = []
    pipelines: list[object] = []

    def work() -> None:
        results.append(policy.redact("token=zx81Kq0PLmmQ7vW3nT5yR2uB"))
        pipelines.append(policy._rules)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(results)) == 1
    assert "zx81Kq0P" not in results[0]
    assert len({id(p) for p in pipelines}) == 1
