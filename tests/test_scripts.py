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


def test_http_demo_runs_every_scenario_in_under_15_seconds() -> None:
    """`python -m toolretry demo` narrates six scenarios against its local server, quickly."""
    started = time.monotonic()
    done = _run("-m", "toolretry", "demo")
    elapsed = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert elapsed < 15
    assert "retry_after=1s" in out  # 429 with Retry-After: 1
    assert out.count("succeeded on attempt") == 2  # the 429 and the 503s both recover
    assert "error_code: HTTP_404" in out
    assert "Tool call refused: pay" in out
    assert "sk-live" not in out  # the secret api_key never reaches the model
    assert re.search(r"error_code: (READ_)?TIMEOUT", out)
    assert "gave up after 1 attempt(s): deadline" in out
    assert "error_code: UNEXPECTED_ERROR" in out
    assert "KeyError" in out
    assert "Traceback" not in out + done.stderr


def test_readme_example_output_is_what_the_example_prints() -> None:
    """The output shown under the README's example is what examples/quickstart.py prints."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("prints (`python examples/quickstart.py`):\n\n```\n", 1)[1]
    shown = shown.split("```", 1)[0].strip()
    done = _run("examples/quickstart.py")
    assert done.returncode == 0, done.stderr

    def normal(text: str) -> str:
        text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:PORT", text)
        return re.sub(r"elapsed_s: [0-9.]+", "elapsed_s: N", text).strip()

    assert normal(done.stdout) == normal(shown)


@pytest.mark.parametrize("script", ["benchmarks/bench_success.py", "benchmarks/bench_classify.py"])
def test_benchmark_scripts_run(script: str) -> None:
    """Each benchmark script runs to the end in --quick mode and prints its tables."""
    done = _run(script, "--quick", timeout=300)
    assert done.returncode == 0, done.stderr
    assert "| " in done.stdout
    assert " ns" in done.stdout
