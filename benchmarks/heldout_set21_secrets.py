"""A twenty-second held-out secrets set (set 21), blind: written before any redaction was run.

Written on 2026-12-05 (12:25-12:50 UTC) by the helper session ``secrets21`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``,
and without running any redaction (nor the decorator, nor an observation) on these cases; only
``--dry-run`` and ``--list`` were run. Set 20's files and the shared harness were read for the
shape; vendors, tools and their calls, languages, encodings, libraries and argument names were
grepped against sets 4-20 (and the ``_heldout_families*`` files) so that none repeats.

The mix: about a third vendors (new ones only), a third real tool, runtime and library output
run here, a third agent-tool results, languages, encodings and arguments. The classes that
leaked most in earlier blind sets are sampled rather than built as traps: values quoted by a
parser, converter or validator that rejected them with no credential word beside them (most
of the ``cli`` and ``traceback`` cases), secrets in encodings, vendor keys under names of the
vendors' own, and minor languages. Kinds (``--list`` prints every case and where its format
comes from):

* ``vendor``: energy, smart-home, fitness, farm, earth-observation, weather, maps,
  translation, podcast and stock-media vendors (``_heldout_secrets21_vendors.py``);
  accounting, invoicing, open-banking, crypto-exchange, blockchain-data and headless-CMS
  vendors (``_heldout_secrets21_vendors2.py``);
* ``agent``: what a coding agent's tools return: arrow-numbered reads, an editor tool's view
  and edit confirmation, an MCP ``read_text_file`` result, ``<file>`` wrappers, fenced
  blocks, ``head`` and ``sed -n``, ``rg --json``, ``grep -rn``, ``git grep``, a code-search
  fragment, secret stores' and CLIs' output, commands with credentials in flags, a Codex
  ``apply_patch``, ``diff -u``, ``--word-diff``, ``svn diff``, a review comment's
  ``diff_hunk`` and HTTP tool responses (``_heldout_secrets21_agents.py``);
* ``runtime``: Node, Java, Kotlin, Go, Rust, Ruby, .NET, PHP and Elixir messages and log lines
  quoting headers, URLs, configuration and rejected values (``_heldout_secrets21_runtimes.py``);
* ``cli`` (live): Node, Java, Perl, Tcl, a PostgreSQL 15 server with ``psql``, sqlite3, git,
  curl, OpenSSL, ssh, kubectl, jq and wget run for real here (``_heldout_secrets21_live.py``);
* ``traceback``: Python's standard library and installed packages raising their real errors
  on a value that stood where another was expected (``_heldout_secrets21_live.py``);
* ``i18n``: credential words of 17 languages no earlier set used, in six scripts (Latin,
  Cherokee, Canadian syllabics, Ol Chiki, Meetei Mayek, N'Ko) (``_heldout_secrets21_i18n.py``);
* ``encoding``: 26 encodings, quotings and scripts no earlier set used
  (``_heldout_secrets21_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets21_args.py``).

Every value is generated from the fixed seed below; the live texts are the same on every run
(times, ports and process ids are normalized). A case leaks in a channel when its secret, or
any 8-character piece of it, is in that channel's output (observation text and JSON,
``on_event`` records, INFO and DEBUG logs with tracebacks, an export of the message, stack
trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set21_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set21_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set21_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets21_agents import agent_cases
from _heldout_secrets21_args import argument_cases
from _heldout_secrets21_encoded import encoded_cases
from _heldout_secrets21_i18n import i18n_cases
from _heldout_secrets21_live import live_tool_cases
from _heldout_secrets21_runtimes import runtime_cases
from _heldout_secrets21_vendors import vendor_cases
from _heldout_secrets21_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 21_2026_12_05_12


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
    sys.exit(main("set 21", __doc__ or "", heldout()))
