"""A fifth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (17:40-17:52 UTC) for issue 24 without reading ``src/toolretry/redact/``
or ``docs/redaction*`` and without running any redaction (nor the decorator, nor an
observation) on these cases; set 4's scripts were read only to list the vendors and kinds they
cover (none is repeated) and to mirror their format and channel harness.

Kinds: vendors' published token shapes (Datadog, New Relic, Sentry user/org tokens, Grafana,
Dynatrace, Doppler, Pulumi, Terraform Cloud, Render, PlanetScale, Neon, Netlify, DigitalOcean,
Linode, Hetzner, Vultr, Buildkite, Tailscale, ngrok, Cloudflare, Vault batch/recovery tokens,
npm, PyPI, NuGet, Docker Hub PATs, Postman, Linear, Atlassian, Bitbucket, Asana, Notion,
Square, Stripe webhook secrets, Braintree, PayPal, Postmark, Brevo, Mailchimp, Telegram,
Discord, Slack app tokens, LINE, DingTalk, WeChat, Groq, Perplexity, xAI, OpenRouter,
Replicate, Pinecone, Tencent, Yandex, Volcengine, IBM, Okta, Auth0, age identities, ...);
real tools' command lines (htpasswd -b, openssl -passin, wget, redis-cli -a, ldapsearch -w,
smbclient -U, ipmitool, sqlplus, db2, bcp, 7z, gpg, ...) and verbose output (curl -v, git
remote -v, git credential, env, docker compose config, kubectl secrets, terraform plan and
output, ansible -vvv, .npmrc, SMTP/IMAP/FTP traces); JDBC/ODBC/ADO.NET/OLE DB and URI
connection strings; credential words in 27 more languages; odd separators and syntaxes;
encodings (quoted-printable, hex, MIME encoded-word, JSON unicode escapes, ...); tracebacks
and exception arguments; and tool arguments named with credential words in 15 languages.

Every case names where its format comes from (``--list``). The value is generated at run time
from a fixed seed. A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, exports).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from _heldout_secrets5_args import argument_cases, traceback_cases
from _heldout_secrets5_base import CHANNELS, Case, channel_outputs, leaked
from _heldout_secrets5_dumps import dump_cases
from _heldout_secrets5_text import text_cases
from _heldout_secrets5_tools import tool_cases
from _heldout_secrets5_vendors import vendor_cases
from _heldout_secrets5_vendors2 import more_vendor_cases


def heldout() -> list[Case]:
    return [
        *vendor_cases(),
        *more_vendor_cases(),
        *tool_cases(),
        *dump_cases(),
        *text_cases(),
        *traceback_cases(),
        *argument_cases(),
    ]


def _group(case: Case) -> str:
    return case.kind.split(":", 1)[0]


def _check(cases: list[Case]) -> None:
    """Each case's secret is in its text (or, for an argument case, in an argument and not in
    its text), is long enough to count, and no two cases share a kind or a secret."""
    kinds = Counter(case.kind for case in cases)
    assert all(n == 1 for n in kinds.values()), [k for k, n in kinds.items() if n > 1]
    secrets = Counter(case.secret for case in cases)
    assert all(n == 1 for n in secrets.values()), [s for s, n in secrets.items() if n > 1]
    for case in cases:
        assert len(case.secret) >= 6, case.kind
        assert "{" + "t}" not in case.text, case.kind
        if case.args:
            assert case.secret not in case.text, case.kind
            assert any(case.secret in value for _, value in case.args), case.kind
        else:
            assert case.secret in case.text, case.kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="build the cases, redact nothing")
    mode.add_argument("--list", action="store_true", help="every case, its source and text")
    parser.add_argument("--verbose", action="store_true", help="name each leak")
    args = parser.parse_args()
    cases = heldout()
    _check(cases)
    groups = Counter(_group(case) for case in cases)
    if args.dry_run or args.list:
        # Nothing below imports toolretry: the cases are only built, checked and printed.
        print(f"set 5 held-out secrets: {len(cases)} cases (nothing redacted)")
        print(", ".join(f"{group} {n}" for group, n in groups.items()))
        shown = cases if args.list else cases[:: max(1, len(cases) // 8)]
        for case in shown:
            print(f"- {case.kind}  [{case.source}]\n    {case.text!r}\n    secret {case.secret!r}")
            if case.args:
                print(f"    args {dict(case.args)!r}")
        return
    from toolretry.redact import redact

    leaks = dict.fromkeys(CHANNELS, 0)
    by_group: Counter[str] = Counter()
    leaking = 0
    for case in cases:
        outputs = channel_outputs(case)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        if bad:
            leaking += 1
            by_group[_group(case)] += 1
            if args.verbose:
                # An argument case's value is never printed: only its name is.
                names = ", ".join(name for name, _ in case.args)
                shown = f"arguments {names}" if case.args else "no arguments"
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r} ({shown})")
    print(f"set 5 held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    print(
        "leaking cases by group: "
        + ", ".join(f"{group} {by_group[group]}/{n}" for group, n in groups.items())
    )


if __name__ == "__main__":
    sys.exit(main())
