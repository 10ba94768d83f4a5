"""A fourth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (14:35-14:55 UTC) for issue 24 without reading ``src/toolretry/redact/``
and without running any redaction on these cases while writing them; the only earlier
scripts read were ``heldout_set3.py``, ``heldout_innocents_set3.py`` and the channel harness
of ``heldout_secrets.py``, for the measurement format. The first run of an engine on them
(main's, at the end) is recorded in ``benchmarks/results/secrets4_main_engine.txt``.

Kinds the rules were never shown: every vendor prefix was grepped for in the earlier held-out
scripts and in ``tests/`` before it was kept (14 that were found in ``tests/`` were replaced).
Vendors' published token shapes (Fly.io macaroons, Supabase ``sb_secret_``, Airtable PATs,
Shopify ``shpca_``/``shppa_``, Adyen, Mandrill, Mattermost and Teams webhooks, Mux, PostHog,
Honeycomb, Google refresh tokens, Meta, FCM, NVIDIA, Inngest, Paddle, Polar, Vercel, Docker
Hub organization tokens, SonarQube, Backblaze, JFrog, GitLab feed/trigger/OAuth, Azure
DevOps, Alibaba STS, Baidu, Jupyter, Bitwarden, 1Password secret keys, kubeadm and k3s
tokens, Solana keypairs, two made-up vendors, ...), real tools' command lines and first-run
output, dot-files, connection URIs and cloud connection strings, credential names in 30
languages, odd separators, authorization schemes, encoded, escaped and wrapped values,
runtimes' dumps and tracebacks with locals, key blocks. ``SEEN_IN_TESTS`` names the 34 cases
whose syntax (not value) also appears under ``tests/``; the figure is printed without them too.

Every case names where its format comes from (``--list``). The value is generated at run time
from a fixed seed. A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, exports).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set4_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set4_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set4_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from _heldout_secrets4_base import CHANNELS, Case, channel_outputs, leaked
from _heldout_secrets4_shapes import shape_cases
from _heldout_secrets4_text import text_cases
from _heldout_secrets4_tools import tool_cases
from _heldout_secrets4_vendors import vendor_cases

# Cases whose syntax (never their value) also appears somewhere under tests/: found by grepping
# tests/ for each case's distinctive cue (`sshpass`, `Digest username`, `mongodb+srv`, `：`, ...)
# on 2026-12-03 after writing the set. They stay in the set; the figure is also printed without
# them, for the cases whose kind the rules were never shown in any form.
SEEN_IN_TESTS = frozenset(
    {
        "scheme: digest response",
        "scheme: hawk mac",
        "scheme: aws sigv4 signature",
        "scheme: negotiate kerberos ticket",
        "scheme: django sessionid cookie",
        "separator: full-width colon ascii name",
        "separator: unicode arrow",
        "separator: Go :=",
        "separator: php array =>",
        "language: fr jeton d'accès narrow NBSP",
        "command: sshpass -p",
        "command: pg_dump PGPASSWORD prefix",
        "command: podman login -p",
        "command: sqlcmd -P",
        "command: keytool -storepass",
        "command: jarsigner -storepass",
        "command: chpasswd stdin",
        "command: aws configure get",
        "file: maven settings.xml",
        "file: aws credentials file",
        "file: redis.conf requirepass",
        "file: tomcat-users.xml",
        "uri: mongodb+srv",
        "uri: mssql+pyodbc odbc_connect",
        "uri: oracle easy connect",
        "uri: amqp url user:pass",
        "uri: elasticsearch url",
        "uri: ftp url",
        "uri: sftp url",
        "uri: aws presigned url",
        "encoded: double percent-encoded",
        "dump: go mysql DSN",
        "traceback: hard-coded source line",
        "traceback: chained exception args",
    }
)


def heldout() -> list[Case]:
    return [*vendor_cases(), *tool_cases(), *text_cases(), *shape_cases()]


def _group(case: Case) -> str:
    return case.kind.split(":", 1)[0]


def _check(cases: list[Case]) -> None:
    """Each case's secret is in its own text, and no two cases share a kind."""
    kinds = Counter(case.kind for case in cases)
    assert all(n == 1 for n in kinds.values()), [k for k, n in kinds.items() if n > 1]
    assert kinds.keys() >= SEEN_IN_TESTS, SEEN_IN_TESTS - kinds.keys()
    for case in cases:
        assert case.secret, case.kind
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
        print(f"set 4 held-out secrets: {len(cases)} cases (nothing redacted)")
        seen = len(SEEN_IN_TESTS)
        print(f"{seen} share a syntax with tests/, {len(cases) - seen} do not")
        print(", ".join(f"{group} {n}" for group, n in groups.items()))
        shown = cases if args.list else cases[:: max(1, len(cases) // 8)]
        for case in shown:
            print(f"- {case.kind}  [{case.source}]\n    {case.text!r}\n    secret {case.secret!r}")
        return
    from toolretry.redact import redact

    leaks = dict.fromkeys(CHANNELS, 0)
    by_group: Counter[str] = Counter()
    leaking = 0
    unseen_leaking = 0
    for case in cases:
        outputs = channel_outputs(case.text)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        if bad:
            leaking += 1
            by_group[_group(case)] += 1
            unseen_leaking += case.kind not in SEEN_IN_TESTS
            if args.verbose:
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r}")
    print(f"set 4 held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    unseen = len(cases) - len(SEEN_IN_TESTS)
    print(f"  of which never shown in any form: {unseen} cases, {unseen_leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    print(
        "leaking cases by group: "
        + ", ".join(f"{group} {by_group[group]}/{n}" for group, n in groups.items())
    )


if __name__ == "__main__":
    sys.exit(main())
