"""Held-out set 84: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, process ids, temporary paths) so that every run gives the same text except
the values. Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file
before they were chosen; the counts of earlier files naming each are in the commit message.
Missing here (and so skipped): rsync, screen, telnet, socat, sshpass, autossh, minicom.

* ``cli``: ``ssh -v`` with a ``ProxyCommand`` that carries a token (``debug1: Executing proxy
  command``), ``scp -v`` through the same kind of proxy, ``ssh -G`` resolving a
  ``RemoteCommand`` that holds a MySQL password, ``tmux capture-pane`` of a pane that printed
  an AGV's Wi-Fi PSK, ``tmux show-environment`` after ``set-environment``, and ``git
  ls-remote`` under ``GIT_TRACE`` with a ``core.sshCommand`` holding a token (all against
  127.0.0.1 port 9 or a private tmux socket).
* ``traceback``: pexpect's ``EOF`` (its message lists the spawned ssh's arguments) and
  paramiko's ``ConfigParseError`` on a stray note in an ssh config.
* ``repr``: paramiko ``SSHConfig.lookup``'s dict with a proxy command, a pexpect ``spawn``
  printed before it runs, and ``urllib.parse.parse_qs`` of a web terminal's URL.
* ``log``: httpx's INFO line for a web terminal's URL with a token, against a local server
  answering 401.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "HOME": "/nonexistent",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/ops/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d\d:\d\d:\d\d\.\d+", "19:30:00.000000", text)
    text = re.sub(r"127\.0\.0\.1:\d{4,5}", "127.0.0.1:8080", text)
    text = re.sub(r"(pid|child_fd): \d+", r"\1: 4242", text)
    text = re.sub(r"OpenSSH_[^\s,]+", "OpenSSH_9.x", text)
    return re.sub(r"/tmp/\S+?/", "/home/ops/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 31, 20, 37, 33, 28, 35, 30, 32, 26, 36)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw), tmp, "repr", "cause")
        logs = _collect(_log_runs(an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    (Path(tmp) / "model.3mf").write_text("x\n")
    sock = str(Path(tmp) / "tmux.sock")
    nul = ["-F", "/dev/null", "-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes"]

    def ssh_proxy() -> str:
        out = run_command(
            ["ssh", "-v", *nul, "-o", f"ProxyCommand=plant-relay --token {an[0]} %h %p",
             "-p", "9", "ops@127.0.0.1", "true"],
            tmp, env=_ENV, timeout=20,
        )  # fmt: skip
        return "\n".join(line for line in out.splitlines() if "proxy" in line.lower())

    def scp_proxy() -> str:
        out = run_command(
            ["scp", "-v", *nul, "-o", f"ProxyCommand=farm-relay --key {an[1]} %h %p",
             "-P", "9", "model.3mf", "farm@127.0.0.1:/spool/"],
            tmp, env=_ENV, timeout=20,
        )  # fmt: skip
        keep = ("Executing", "proxy", "lost connection", "Connection closed")
        return "\n".join(line for line in out.splitlines() if any(k in line for k in keep))

    def ssh_g() -> str:
        out = run_command(
            ["ssh", "-G", "-F", "/dev/null", "-o", f"RemoteCommand=mysql -u bim -p{pw[0]} bim",
             "-p", "2222", "ops@127.0.0.1"],
            tmp, env=_ENV,
        )  # fmt: skip
        keep = ("user ", "hostname ", "port ", "remotecommand ")
        return "\n".join(line for line in out.splitlines() if line.startswith(keep))

    def tmux_capture() -> str:
        base = ["tmux", "-S", sock, "-f", "/dev/null"]
        run_command([*base, "new-session", "-d", "-s", "agv", "-x", "100", "-y", "10",
                     f"printf 'AGV-07 setup\\n  SSID  FACTORY-IOT-5G\\n  PSK   {an[3]}\\n'; sleep 30"],
                    tmp, env=_ENV)  # fmt: skip
        import time

        time.sleep(0.6)
        out = run_command([*base, "capture-pane", "-p", "-t", "agv"], tmp, env=_ENV)
        run_command([*base, "kill-server"], tmp, env=_ENV)
        return "$ tmux capture-pane -p -t agv\n" + out.strip()

    def tmux_env() -> str:
        base = ["tmux", "-S", sock + "2", "-f", "/dev/null"]
        run_command([*base, "new-session", "-d", "-s", "ops", "sleep 30"], tmp, env=_ENV)
        run_command(
            [*base, "set-environment", "-t", "ops", "PRINTFARM_TOKEN", an[4]], tmp, env=_ENV
        )
        out = run_command(
            [*base, "show-environment", "-t", "ops", "PRINTFARM_TOKEN"], tmp, env=_ENV
        )
        run_command([*base, "kill-server"], tmp, env=_ENV)
        return "$ tmux show-environment -t ops PRINTFARM_TOKEN\n" + out

    def git_trace() -> str:
        out = run_command(
            ["git", "-c", f"core.sshCommand=ssh -o ProxyCommand='bim-relay --token {an[5]} %h %p'",
             "ls-remote", "ssh://git@127.0.0.1:9/acme/towerb-models.git"],
            tmp, env={**_ENV, "GIT_TRACE": "1"}, timeout=20,
        )  # fmt: skip
        out = re.sub(r"^\d\d:\d\d:\d\d\.\d+ ", "", out, flags=re.M)
        return "\n".join(
            line for line in out.splitlines() if "run_command" in line or "fatal" in line
        )

    return [
        ("ssh v proxycommand", "ssh -v to 127.0.0.1:9 with a ProxyCommand carrying a token (debug1 lines)", an[0], ssh_proxy),
        ("scp v proxycommand", "scp -v to 127.0.0.1:9 through a ProxyCommand carrying a key", an[1], scp_proxy),
        ("ssh G remotecommand", "ssh -G resolving a RemoteCommand that holds a MySQL password", pw[0], ssh_g),
        ("tmux capture-pane psk", "tmux capture-pane -p of a pane that printed an AGV's Wi-Fi PSK (private socket)", an[3], tmux_capture),
        ("tmux show-environment", "tmux show-environment after set-environment of a token (private socket)", an[4], tmux_env),
        ("git trace sshcommand", "git ls-remote under GIT_TRACE=1 with core.sshCommand holding a token", an[5], git_trace),
    ]  # fmt: skip


def _library_runs(tmp: str, an: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import pexpect

        def spawned() -> str:
            child = pexpect.spawn(
                "ssh", ["-F", "/dev/null", "-o", "ProxyCommand=false",
                        "-o", f"SetEnv=HMI_TOKEN={an[6]}", "-p", "9", "maint@127.0.0.1"],
                timeout=10, env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"},
            )  # fmt: skip
            try:
                child.expect("assword:")
            except pexpect.exceptions.EOF as error:
                text = f"pexpect.exceptions.EOF: {error}"
                keep = [
                    ln
                    for ln in text.splitlines()
                    if not ln.startswith(("<pexpect", "before", "buffer"))
                ]
                return "\n".join(keep)
            return ""

        out.append(("pexpect eof", "pexpect.spawn of ssh expecting a password prompt, the EOF listing its args", an[6], spawned))  # fmt: skip
    with contextlib.suppress(ImportError):
        import paramiko

        def parse() -> str:
            text = f"Host crane-logger\n  User tc\n  pw:{an[7]}\n"
            return raised_message(lambda: paramiko.SSHConfig.from_text(text))

        out.append(("paramiko configparseerror", "paramiko SSHConfig.from_text on a config with a stray pw: note (ConfigParseError)", an[7], parse))  # fmt: skip
    return out


def _repr_runs(an: list[str], pw: list[str]) -> list[Run]:
    from urllib.parse import parse_qs, urlsplit

    out: list[Run] = [
        (
            "parse_qs web terminal",
            "repr of urllib.parse.parse_qs of a web terminal URL's query",
            an[8],
            lambda: repr(parse_qs(urlsplit(f"https://term.acme.io/wetty/ssh/ops?sshpass={an[8]}&host=10.3.0.8").query)),
        ),
    ]  # fmt: skip
    with contextlib.suppress(ImportError):
        import paramiko

        def lookup() -> str:
            cfg = paramiko.SSHConfig.from_text(
                "Host cell-*\n  User service\n"
                f"  ProxyCommand ssh -W %h:%p -o SetEnv=CELL_TOKEN={an[9]} ops@127.0.0.1\n"
            )
            return repr(cfg.lookup("cell-4"))

        out.append(("paramiko sshconfig lookup", "repr of paramiko SSHConfig.lookup with a proxy command holding a token", an[9], lookup))  # fmt: skip
    with contextlib.suppress(ImportError):
        import pexpect

        def unspawned() -> str:
            child = pexpect.spawn("true", ["--user", "maint", "--password", pw[1]])
            child.wait()
            return "\n".join(
                ln for ln in str(child).splitlines() if ln.startswith(("command", "args"))
            )

        out.append(("pexpect spawn str", "str of a pexpect.spawn whose args hold a password", pw[1], unspawned))  # fmt: skip
    return out


def _log_runs(an: list[str]) -> list[Run]:
    def httpx_log() -> str:
        import httpx

        server = start_denying_server()
        try:
            port = server.server_address[1]
            with captured_logs("httpx") as stream:
                httpx.get(f"http://127.0.0.1:{port}/ttyd/ws?token={an[10]}", timeout=5)
        finally:
            server.shutdown()
        return "\n".join(ln for ln in stream.getvalue().splitlines() if an[10] in ln)

    return [("httpx request log", "httpx's INFO log of a web terminal URL with a token, against a local 401 server", an[10], httpx_log)]  # fmt: skip
