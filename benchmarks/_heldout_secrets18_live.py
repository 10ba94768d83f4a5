"""Held-out set 18: what real command-line tools print, run here (network only on loopback).

Each tool is run for real and its output (stdout and stderr, as a tool wrapper would capture
it) is the case's text. Most are a secret pasted into the wrong place, as an agent might do:
``date -d``, ``seq``, ``numfmt``, ``id``, Bash's ``[ -eq ]`` and a command line that is only
the token, ``psql -p``, ``node`` and ``perl`` given it as a script, ``ssh-keygen -l -f``,
``git checkout`` given it as a branch, ``sqlite3`` given it as a column and jq iterating it;
then tools printing what they hold: ``openssl asn1parse -genstr``, ``git log -p`` of a
committed ``.env``, ``git diff --word-diff`` of a rotated key, ``od -c`` and ``sed -n l`` of a
file (the one spacing characters, the other wrapping at 69 columns), ``jq -C`` (colour codes
around the value) and ``curl --trace -`` (hex and 16-byte text columns) against a loopback
server that answers 401. Earlier live sets (grepped) took ``jq --arg``/``tonumber``, ``yq``,
``sqlite3`` ``ATTACH``, ``.dump`` and syntax errors, ``psql`` URIs, ``tclsh``, Node's
``assert``, ``-e``, ``JSON.parse``, ``--check``, ``fetch`` and ``URL``, Perl's ``-c``,
``JSON::PP`` and DSNs, ``curl -v``, ``-w``, ``--libcurl``, ``--trace-ascii`` and proxies,
``wget -d``, ``git remote -v``, ``config``, ``credential fill`` and ``GIT_TRACE_CURL``,
``ssh -G``/``-v``, ``rsync``, ``bash -x``, ``env -v``, ``openssl enc``/``pkey``/``pkcs12``/
``ec`` and ``kubectl``. A tool that is not installed, or whose output does not hold the secret
here, adds no case; every value is drawn before any tool runs, so a missing tool changes none.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "ci",
    "GIT_AUTHOR_EMAIL": "ci@acme.io",
    "GIT_COMMITTER_NAME": "ci",
    "GIT_COMMITTER_EMAIL": "ci@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-05T06:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-05T06:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}
_run = functools.partial(
    run_command, env={"LC_ALL": "C", "NO_COLOR": "", "TERM": "dumb", **_GIT_ENV}, timeout=30
)


def _git_repo(tmp: str, first: str, second: str) -> None:
    """A repository whose first commit adds an .env with ``first`` and whose second rotates it
    to ``second`` (fixed dates, so the hashes are the same on every run)."""
    repo = Path(tmp, "repo")
    repo.mkdir()
    _run(["git", "init", "-q", "-b", "main"], str(repo))
    Path(repo, ".env").write_text(f"REGION=eu-west-1\nPAYMENTS_KEY={first}\n")
    _run(["git", "add", ".env"], str(repo))
    _run(["git", "commit", "-q", "-m", "add env"], str(repo))
    Path(repo, ".env").write_text(f"REGION=eu-west-1\nPAYMENTS_KEY={second}\n")
    _run(["git", "commit", "-q", "-am", "rotate key"], str(repo))


def live_tool_cases(v: Values) -> list[Case]:
    tok = [v.gen(ALNUM, 32) for _ in range(12)]
    long = [v.gen(URLSAFE, 40) for _ in range(4)]
    od_pw = v.gen(ALNUM, 11)
    sed_tok = v.gen(ALNUM, 90)
    out: list[Case] = []
    server = start_denying_server()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1/report"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            _git_repo(tmp, long[0], long[1])
            repo = str(Path(tmp, "repo"))
            Path(tmp, "od.env").write_text(f"PASS={od_pw}\nUSER=backup\n")
            Path(tmp, "upload.sh").write_text(f"export UPLOAD_TOKEN={sed_tok}\n")
            Path(tmp, "auth.json").write_text(f'{{"user": "ci", "token": "{long[2]}"}}\n')
            runs = [
                ("date invalid", "date -d given a token in place of a date", tok[0],
                 ["date", "-d", tok[0]], tmp),
                ("seq float", "seq given a token in place of a number", tok[1],
                 ["seq", tok[1]], tmp),
                ("numfmt number", "numfmt --from=iec given a token", tok[2],
                 ["numfmt", "--from=iec", tok[2]], tmp),
                ("id no such user", "id given a password typed into the user field", tok[3],
                 ["id", tok[3]], tmp),
                ("bash integer test", "Bash's [ -eq ] given a token", tok[4],
                 ["bash", "-c", f"[ {tok[4]} -eq 1 ] && echo ok"], tmp),
                ("bash command not found", "a token pasted alone into a shell", tok[5],
                 ["bash", "-c", tok[5]], tmp),
                ("psql port", "psql -p given a token", tok[6], ["psql", "-p", tok[6]], tmp),
                ("node module", "node given a token as the script", tok[7], ["node", tok[7]], tmp),
                ("perl script", "perl given a token as the script", tok[8], ["perl", tok[8]], tmp),
                ("ssh-keygen file", "ssh-keygen -l -f given a token as the key file", tok[9],
                 ["ssh-keygen", "-l", "-f", tok[9]], tmp),
                ("git pathspec", "git checkout given a token as the branch", tok[10],
                 ["git", "checkout", tok[10]], repo),
                ("sqlite3 column", "sqlite3 given an unquoted token as a value", tok[11],
                 ["sqlite3", ":memory:", f"SELECT * FROM (SELECT 1 AS id) WHERE id = {tok[11]}"],
                 tmp),
                ("jq iterate", "jq truncating a string it could not iterate", long[3],
                 ["jq", "-n", "--arg", "key", long[3], "$key[]"], tmp),
                ("openssl asn1parse", "openssl asn1parse -genstr printing a UTF8String", long[2][::-1],
                 ["openssl", "asn1parse", "-genstr", f"UTF8:{long[2][::-1]}"], tmp),
                ("git log patch", "git log -p showing the commit that added an .env", long[0],
                 ["git", "log", "-p", "--reverse", "-1", "--skip=0", "HEAD~1"], repo),
                ("git word diff", "git diff --word-diff of the commit that rotated the key", long[1],
                 ["git", "diff", "--word-diff", "HEAD~1", "HEAD"], repo),
                ("od chars", "od -c of an env file (each character padded to four columns)",
                 "   ".join(od_pw), ["od", "-c", "od.env"], tmp),
                ("sed list wrap", "sed -n l wrapping a long line at 69 columns with a backslash",
                 sed_tok, ["sed", "-n", "l", "upload.sh"], tmp),
                ("jq colour", "jq -C colouring a file's values with ANSI codes", long[2],
                 ["jq", "-C", ".", "auth.json"], tmp),
                ("curl trace hex", "curl --trace - (hex and text columns, 16 bytes a line)",
                 tok[0][::-1] + long[3][::-1],
                 ["curl", "-s", "--max-time", "5", "--trace", "-", "-H",
                  f"X-Api-Key: {tok[0][::-1] + long[3][::-1]}", url], tmp),
            ]  # fmt: skip
            for name, source, secret, argv, cwd in runs:
                text = _run(argv, cwd).replace(tmp, "/home/ci/work")
                port = str(server.server_address[1])
                text = text.replace(port, "8080")
                # curl --trace shows the port in hex too; fixed as well, so runs compare equal.
                text = text.replace(" ".join(f"{b:02x}" for b in port.encode()), "38 30 38 30")
                if leaked(secret, text):
                    raises = "process" if name.startswith(("curl", "git")) else "runtime"
                    out.append(Case(f"cli: {name}", source, text, secret, raises=raises))
    finally:
        server.shutdown()
    return out
