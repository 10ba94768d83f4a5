"""A fourth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (14:35-15:10 UTC) for issue 24 without reading ``src/toolretry/redact/``
and without running any redaction on these cases while writing them; the only look at the
redaction's source of truth was the measurement format of ``heldout_set3.py``. The first run
of the engine on them is recorded in ``benchmarks/results/secrets4_main_engine.txt``.

Kinds the rules were never shown (each prefix grepped for in the earlier held-out scripts and
in ``tests/`` before it was written down): vendors' published token shapes (Fly.io macaroons,
Supabase ``sb_secret_``, Airtable PATs, Shopify ``shpca_``, Adyen, Mailchimp, Discord and
Teams webhooks, Grafana Cloud, PostHog, Honeycomb, Google OAuth client secrets and refresh
tokens, Meta, FCM, Perplexity, LangSmith, xAI, Stripe live keys, SonarQube, Backblaze, JFrog,
GitLab feed/trigger/OAuth, Azure DevOps, Alibaba STS, Baidu, Jupyter, Bitwarden, 1Password
secret keys, kubeadm and k3s tokens, wallets' keys and seed phrases, two made-up vendors, ...),
real tools' command lines and first-run output, dot-files, connection URIs and cloud
connection strings, credential names in 30 languages, odd separators, authorization schemes,
encoded, escaped and wrapped values, runtimes' dumps and tracebacks with locals, key blocks.

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


def heldout() -> list[Case]:
    return [*vendor_cases(), *tool_cases(), *text_cases(), *shape_cases()]


def _group(case: Case) -> str:
    return case.kind.split(":", 1)[0]


def _check(cases: list[Case]) -> None:
    """Each case's secret is in its own text, and no two cases share a kind."""
    kinds = Counter(case.kind for case in cases)
    assert all(n == 1 for n in kinds.values()), [k for k, n in kinds.items() if n > 1]
    for case in cases:
        assert case.secret and case.secret in case.text, case.kind


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
        print(", ".join(f"{group} {n}" for group, n in groups.items()))
        shown = cases if args.list else cases[:: max(1, len(cases) // 8)]
        for case in shown:
            print(f"- {case.kind}  [{case.source}]\n    {case.text!r}\n    secret {case.secret!r}")
        return
    from toolretry.redact import redact

    leaks = dict.fromkeys(CHANNELS, 0)
    by_group: Counter[str] = Counter()
    leaking = 0
    for case in cases:
        outputs = channel_outputs(case.text)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        if bad:
            leaking += 1
            by_group[_group(case)] += 1
            if args.verbose:
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r}")
    print(f"set 4 held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    print(
        "leaking cases by group: "
        + ", ".join(f"{group} {by_group[group]}/{n}" for group, n in groups.items())
    )


if __name__ == "__main__":
    sys.exit(main())
