"""A twenty-first held-out secrets set (set 20), blind: written before any redaction was run.

Written on 2026-12-05 (10:21-10:37 UTC) by the helper session ``secrets20`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``,
and without running any redaction (nor the decorator, nor an observation) on these cases; only
``--dry-run`` and ``--list`` were run. Set 19's files and the shared harness were read for the
shape; vendors, tools and their calls, languages, encodings, libraries and argument names were
grepped against sets 4-19 so that none repeats.

The mix differs from set 19's: about a third vendors, a third real tool, runtime and library
output (run here, or written in a runtime's shape), a third languages, encodings and
arguments. Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: research, library, museum, lab, test, monitoring, messaging and social vendors
  (``_heldout_secrets20_vendors.py``); food, events, music, maps, transit, travel, sports,
  market data, games and marketplace vendors (``_heldout_secrets20_vendors2.py``);
* ``agent``: what a coding agent's tools return: numbered file reads (``cat -n``, ``bat``,
  ``L12:``, ``12 |``) of credential files set 19 did not read, ripgrep hits, shell commands
  with credentials in flags and the environment, ``set -x`` traces, diffs, ``git log -p``,
  ``git add -p`` and ``git stash show -p`` hunks, and JSON tool results
  (``_heldout_secrets20_agents.py``);
* ``runtime``: error output of Node, Deno, Bun, Java, Kotlin, Scala, Go, Rust, Ruby, .NET,
  Swift, Dart, Haskell, Clojure, Erlang, R and Julia quoting connection strings, headers and
  configuration (``_heldout_secrets20_runtimes.py``);
* ``cli`` (live): Node, npm, Java, Rust, Perl, psql, pg_dump, sqlite3, git, OpenSSL,
  Terraform, the AWS CLI, jq, make, CMake, tar, unzip, zcat, iconv, pr, sdiff, nl, awk, cut,
  join, strings and base64 run for real here (``_heldout_secrets20_live.py``);
* ``traceback``: Python libraries' real errors (idna, cyclopts, fastavro, croniter, sqlite3,
  botocore) (``_heldout_secrets20_live.py``);
* ``i18n``: credential words of 14 languages no earlier set used, eight in scripts other than
  Latin (``_heldout_secrets20_i18n.py``);
* ``encoding``: Morse, PostgreSQL dollar-quoting, YAML ``!!binary``, PowerShell backticks,
  keycap and circled digits, circled letters, JSON escaped twice, xxencode, yEnc, proquints,
  Atbash, a Caesar shift, a combining stroke, Fraktur, double-struck and monospace letters,
  Elixir ``~s``, PHP nowdoc, z-base-32, Go ``[]byte``, a right-to-left override, Python
  ``bytes`` fully escaped, a PIN in words and Punycode (``_heldout_secrets20_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets20_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in a CSR's key and signature, the AWS CLI's timestamps, signature and invocation id, and
the order of a Java ``Map.of``'s two entries).
A case leaks in a channel when its secret, or any 8-character piece of it, is in that
channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set20_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set20_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set20_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets20_agents import agent_cases
from _heldout_secrets20_args import argument_cases
from _heldout_secrets20_encoded import encoded_cases
from _heldout_secrets20_i18n import i18n_cases
from _heldout_secrets20_live import live_tool_cases
from _heldout_secrets20_runtimes import runtime_cases
from _heldout_secrets20_vendors import vendor_cases
from _heldout_secrets20_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 20_2026_12_05_10


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *runtime_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "runtime", "cli", "traceback", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 20", __doc__ or "", heldout()))
