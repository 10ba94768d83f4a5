"""The README's promises about its scripts: the demo, the example, the benchmarks."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@pytest.fixture(scope="module")
def http_demo() -> tuple[subprocess.CompletedProcess[str], float]:
    """One run of `python -m toolretry demo` and how long it took, shared by the tests here."""
    started = time.monotonic()
    done = _run("-m", "toolretry", "demo")
    return done, time.monotonic() - started


def test_http_demo_runs_every_scenario_in_under_15_seconds(
    http_demo: tuple[subprocess.CompletedProcess[str], float],
) -> None:
    """`python -m toolretry demo` narrates six scenarios against its local server, quickly."""
    done, elapsed = http_demo
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert elapsed < 15
    assert "retry_after=1s" in out  # 429 with Retry-After: 1
    assert out.count("succeeded on attempt") == 2  # the 429 and the 503s both recover
    assert "error_code: HTTP_404" in out
    assert "Tool call refused: pay" in out
    assert "sk-live" not in out  # the secret api_key never reaches the model
    assert re.search(r"error_code: (READ_)?TIMEOUT", out)
    assert re.search(r"read timeout=1\.\d{1,3}\)", out)  # the deadline, to the millisecond
    assert "gave up after 1 attempt(s): deadline" in out
    assert "error_code: MISSING_FIELD" in out
    assert "KeyError" in out
    assert "Traceback" not in out + done.stderr


def _seen_by_the_model(demo_output: str) -> list[list[str]]:
    """The failure observations the demo prints, as lists of lines."""
    blocks = demo_output.split("--- what the model sees ---\n")[1:]
    seen = []
    for block in blocks:
        lines = [line[2:] for line in block.split("\n\n")[0].splitlines() if line.startswith("  ")]
        if lines and lines[0].startswith("Tool call "):
            seen.append(lines)
    return seen


def test_demo_shows_the_model_the_compact_text(
    http_demo: tuple[subprocess.CompletedProcess[str], float],
) -> None:
    """Each failure the demo prints carries what a model decides on, and no bookkeeping."""
    done, _ = http_demo
    assert done.returncode == 0, done.stderr
    seen = _seen_by_the_model(done.stdout)
    assert len(seen) == 4
    for lines in seen:
        keys = [line.split(": ", 1)[0] for line in lines[1:]]
        assert {"error_code", "category", "retryable", "message", "suggestion"} <= set(keys)
        assert not {"status", "tool", "max_attempts", "elapsed_s", "request"} & set(keys)


def test_observation_size_script_meets_the_target() -> None:
    """benchmarks/observation_size.py measures the demo's failures: compact averages <= 450."""
    done = _run("benchmarks/observation_size.py")
    assert done.returncode == 0, done.stderr
    found = re.search(r"compact average (\d+) chars \(target <= 450\): (PASS|FAIL)", done.stdout)
    assert found is not None, done.stdout
    assert int(found.group(1)) <= 450
    assert found.group(2) == "PASS"


def test_the_quickstart_example_is_the_readme_example() -> None:
    """examples/quickstart.py is the README's first example, line for line (its output is
    checked by test_docs_examples, like every example of the README and the docs)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("```python\n", 1)[1].split("```", 1)[0]
    script = (ROOT / "examples" / "quickstart.py").read_text(encoding="utf-8")
    assert script.endswith(shown)
    done = _run("examples/quickstart.py")
    assert done.returncode == 0, done.stderr
    assert "error_code: HTTP_404" in done.stdout


@pytest.mark.parametrize(
    "script",
    [
        "benchmarks/bench_success.py",
        "benchmarks/bench_classify.py",
        "benchmarks/bench_instrumentation.py",
    ],
)
def test_benchmark_scripts_run(script: str) -> None:
    """Each benchmark script runs to the end in --quick mode and prints its tables."""
    done = _run(script, "--quick", timeout=300)
    assert done.returncode == 0, done.stderr
    assert "| " in done.stdout
    assert " ns" in done.stdout


def test_pipeline_benchmark_prints_every_target_in_one_run() -> None:
    """benchmarks/bench_pipeline.py, at its smallest, prints one row per target of issue 22's
    points 2-6 with its peers' figures and a verdict, and issue 7's async row."""
    done = _run(
        "benchmarks/bench_pipeline.py", "--rounds", "1", "--target-ms", "1", "--tools", "100",
        timeout=300,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr  # 1: a target failed, at this tiny size.
    rows = [line for line in done.stdout.splitlines() if re.match(r"\| (\d|issue 7) ", line)]
    points = sorted({row.split("|")[1].strip() for row in rows})
    assert points == ["2", "3", "4", "5", "6", "issue 7"], done.stdout
    assert len(rows) == 11, done.stdout
    assert all(re.search(r"\| +(PASS|FAIL|info) \|$", row) for row in rows), done.stdout
    assert all("tenacity" in row or "pybreaker" in row for row in rows if "1,000" not in row)
