"""The command line a newcomer meets first: help, version, no command, a closed pipe."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import toolretry
from toolretry.__main__ import BROKEN_PIPE_EXIT, main

SRC = str(Path(toolretry.__file__).resolve().parents[1])
# What the `toolretry` console script runs (pyproject: toolretry = "toolretry.__main__:main").
AS_SCRIPT = [
    sys.executable,
    "-c",
    "import sys; from toolretry.__main__ import main; sys.exit(main())",
]
AS_MODULE = [sys.executable, "-m", "toolretry"]
INSTALLED = shutil.which("toolretry", path=str(Path(sys.executable).parent))
STARTS = [(AS_SCRIPT, "toolretry"), (AS_MODULE, "python -m toolretry")]
if INSTALLED is not None:
    STARTS.append(([INSTALLED], "toolretry"))


def _env(**extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([SRC, os.environ.get("PYTHONPATH", "")]),
        **extra,
    }


def _run(command: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*command, *args], env=_env(), capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.parametrize(("command", "prog"), STARTS, ids=lambda v: str(v)[-24:])
def test_help_names_the_program_as_it_was_started(command: list[str], prog: str) -> None:
    """``--help`` says ``usage: toolretry`` as the script, ``python -m toolretry`` as a module."""
    done = _run(command, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {prog} ")


@pytest.mark.parametrize(("command", "prog"), STARTS, ids=lambda v: str(v)[-24:])
def test_version_prints_the_package_version(command: list[str], prog: str) -> None:
    """``--version`` prints ``toolretry <version>`` and exits 0."""
    done = _run(command, "--version")
    assert (done.returncode, done.stdout.strip()) == (0, f"toolretry {toolretry.__version__}")


@pytest.mark.parametrize("prog", ["toolretry", "python -m toolretry", "tr"])
def test_no_command_prints_help_and_succeeds(prog: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Without a command the help is printed on stdout and the exit status is 0."""
    assert main([], prog=prog) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"usage: {prog} ")
    assert "demo" in out
    assert err == ""


def test_bare_module_run_prints_help() -> None:
    """``python -m toolretry`` alone helps instead of failing."""
    done = _run(AS_MODULE)
    assert (done.returncode, done.stderr) == (0, "")
    assert "usage: python -m toolretry" in done.stdout


@pytest.mark.parametrize("args", [["nope"], ["demo", "nope"], ["--bogus"]])
def test_wrong_arguments_are_a_usage_error(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A wrong command or option exits 2 with argparse's message naming the program."""
    with pytest.raises(SystemExit) as info:
        main(args, prog="toolretry")
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: toolretry")
    assert ": error: " in err


@pytest.mark.parametrize("which", ["http", "agent"])
def test_closed_pipe_ends_quietly(which: str) -> None:
    """When the reader is gone before anything is written, the demo ends with no traceback."""
    process = subprocess.Popen(
        [*AS_MODULE, "demo", which],
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    process.stdout.close()  # no reader left: every write raises BrokenPipeError
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err) == (BROKEN_PIPE_EXIT, "")


@pytest.mark.parametrize("lines", [1, 3, 8])
def test_reader_that_stops_early_is_quiet(lines: int) -> None:
    """``toolretry demo | head`` with unbuffered output: no BrokenPipeError traceback."""
    process = subprocess.Popen(
        [*AS_MODULE, "demo", "agent"],
        env=_env(PYTHONUNBUFFERED="1"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    read = [process.stdout.readline() for _ in range(lines)]
    process.stdout.close()
    _, err = process.communicate(timeout=60)
    assert len(read) == lines
    assert "Traceback" not in err
    assert "BrokenPipeError" not in err
    assert process.returncode == BROKEN_PIPE_EXIT
