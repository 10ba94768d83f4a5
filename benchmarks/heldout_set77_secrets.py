"""A seventy-eighth held-out secrets set (set 77), blind: written before any redaction was run.

Written on 2026-12-07 (15:46-15:56 UTC by ``date -u``) by the helper session ``secrets77``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, without reading any other set's measurement output or the log
of commits touching those paths, and without running any redaction (nor the decorator, nor
an observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared
harness (``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``),
``_heldout_live_tools.py`` and set 60's files were read for the shape; every earlier
held-out file was only grepped, for repeats.

This set's share (one of four built in parallel, sets 77 to 80): vendors in fintech beyond
card acquiring (banking-as-a-service, card issuing, payouts and remittance, FX, crypto
exchanges' trading APIs, payroll cards, open-finance aggregators outside Europe and the US);
the languages and creoles of the Americas and the Caribbean and their registers; agent tools
of customer-support agents (Zendesk, Intercom, Freshdesk, Help Scout, Front, CRM records,
helpdesk macros, live-chat transcripts).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets77_vendors.py``
  (open finance and banks-as-a-service outside Europe and the US, FX-rate APIs, payouts, crypto
  exchanges; 25 looked up with the ``search`` tool, 19 pages gave the format, each case
  naming its source) and ``_heldout_secrets77_vendors2.py`` (earned-wage access and payroll
  cards, open finance in Latin America and Canada, issuing processors, remittance, FX, more
  exchanges; shapes remembered), in .env, YAML, TOML, INI, JSON, XML, HCL, properties,
  Python, Node, Dart, Elixir, PHP, Kotlin, Go, Ruby and Rust code, curl and httpie, headers,
  query strings, CSV printed bare, SDK errors, debug logs and CI output.
* ``agent``: tool results of customer-support agents (``_heldout_secrets77_agents.py``): six
  three-step scenarios (a Zendesk ticket, comments and side conversation; an Intercom
  conversation, note and reply; a Freshdesk ticket with Freshchat messages; Help Scout
  threads, a customer and a saved reply; Front conversations, comments and drafts;
  Salesforce Case, Contact and EmailMessage records) and single results (macros, canned and
  saved replies, CRM objects, live-chat transcripts, rg, git diff, HTTP responses minting
  helpdesk tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets77_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  languages and creoles of the Americas and the Caribbean and their registers
  (``_heldout_secrets77_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets77_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets77_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set77_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set77_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set77_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets77_agents import agent_cases
from _heldout_secrets77_args import argument_cases
from _heldout_secrets77_encoded import encoded_cases
from _heldout_secrets77_i18n import i18n_cases
from _heldout_secrets77_live import live_tool_cases
from _heldout_secrets77_vendors import vendor_cases
from _heldout_secrets77_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 77_2026_12_07_01


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "cli", "traceback", "repr", "log", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 77", __doc__ or "", heldout()))
