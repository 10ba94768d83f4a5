"""Held-out set 16: what real command-line tools print, run here (network only on loopback).

Each tool is run for real and its output (stdout and stderr, as a tool wrapper would capture
it) is the case's text: Node's ``JSON.parse`` error printing the source line of a config,
Perl ``JSON::PP`` quoting the text after a parse error, ``ssh -v`` announcing its
``ProxyCommand``, ``rsync -vv`` printing the remote shell it opens, ``psql`` quoting a whole
connection URI in an IPv6 parse error, ``curl -w '%{url_effective}'``, Node's ``fetch``
refusing a URL with credentials, ``node --check`` and ``perl -c`` showing a source line.
Earlier sets (grepped) took ``wget -d``, ``git remote -v`` and ``config --show-origin``,
``curl --libcurl``, ``-v -u``, ``--trace-ascii`` and ``-sv``, ``ssh -G``, Node's ``URL``
inspect and ``url.parse``, ``rustc`` and Python source lines, ``bash -x``, ``env -v``, ``pip
config``, ``gcloud``, ``kubectl``, ``aws``, ``openssl`` and ``java``. A tool that is not
installed, or whose output does not hold the secret here, adds no case (the set prints how
many it built); every value is drawn before any tool runs, so a missing tool changes none.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

from _heldout_live_tools import run_command
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_run = functools.partial(run_command, env={"LC_ALL": "C"}, timeout=30)


def live_tool_cases(v: Values) -> list[Case]:
    pw = [v.pw().replace("$", "!").replace("%", "!") for _ in range(6)]
    tok = [v.gen(URLSAFE, 40), v.gen(ALNUM, 32), v.gen(ALNUM, 40)]
    out: list[Case] = []
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "bad.js").write_text(
            f'const client = new Client({{ apiKey: "{tok[0]}" timeout: 30 }});\n'
        )
        Path(tmp, "bad.pl").write_text(
            f'my %db = (user => "etl", pass => "{pw[0]}" host => "pg");\n'
        )
        runs = [
            ("node JSON.parse", "node -e JSON.parse of a config missing a comma", pw[1],
             ["node", "-e", f'JSON.parse(`{{"user":"app","password":"{pw[1]}" "host":"db"}}`)']),
            ("perl JSON::PP", "perl JSON::PP decode_json error quoting the rest of the text",
             tok[1], ["perl", "-MJSON::PP", "-e",
                      f'decode_json(q({{"region":"eu","api_secret" "{tok[1]}"}}))']),
            ("ssh -v proxycommand", "ssh -v prints the ProxyCommand it executes", pw[2],
             ["ssh", "-v", "-o", "BatchMode=yes", "-o", "ConnectTimeout=2",
              "-o", f"ProxyCommand=sshpass -p {pw[2]} ssh -W %h:%p jump.acme.internal",
              "db.acme.internal"]),
            ("rsync -vv remote shell", "rsync -vv prints the remote shell command", pw[3],
             ["rsync", "-vv", "-e", f"sshpass -p {pw[3]} ssh", "bad.js", "backup.acme.internal:/srv/"]),
            ("psql ipv6 uri", "psql quotes the whole URI in a parse error", pw[4],
             ["psql", f"postgresql://report:{pw[4]}@[fd00::12/analytics"]),
            ("curl url_effective", "curl -w '%{url_effective}' echoes the URL with its userinfo",
             pw[5], ["curl", "-s", "-o", "/dev/null", "-w", "%{url_effective} %{http_code}\n",
                     f"http://deploy:{pw[5]}@127.0.0.1:1/hooks/release"]),
            ("node fetch credentials", "Node's fetch refuses a URL that includes credentials",
             tok[2], ["node", "-e", f'fetch("https://bot:{tok[2]}@api.acme.io/v1/me")'
                      '.catch(e => { console.error(String(e)); process.exit(1) })']),
            ("node --check", "node --check prints the offending source line", tok[0],
             ["node", "--check", "bad.js"]),
            ("perl -c", "perl -c quotes the code near a syntax error", pw[0],
             ["perl", "-c", "bad.pl"]),
        ]  # fmt: skip
        for name, source, secret, argv in runs:
            text = _run(argv, tmp).replace(tmp, "/home/ci/work")
            if leaked(secret, text):  # perl shows only the first 19 characters
                out.append(Case(f"cli: {name}", source, text, secret, raises="process"
                                if name.startswith(("rsync", "ssh")) else "runtime"))  # fmt: skip
    return out
