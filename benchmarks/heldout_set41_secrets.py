"""A forty-second held-out secrets set (set 41), blind: written before any redaction was run.

Written on 2026-12-06 (15:08-15:20 UTC by ``date -u``) by the helper session ``secrets41``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of 67 vendors no earlier set named, all starting A to F
  (``_heldout_secrets41_vendors.py``: maps, flight data, contact-centre telephony, parcel
  carriers, giving platforms, feature flags, CI servers and runners, ad reporting, bot
  defence, identity verification, machine translation and Indic language APIs, 30 vendors
  looked up with the ``search`` tool (19 pages gave the format, for 17 vendors used here)
  and each case naming its source; ``_heldout_secrets41_vendors2.py``: error trackers, eBPF
  observability, mobile CI, dependency bots, game server hosts and Minecraft/DayZ admin
  tools, IoT, website translation, Asian and Nordic maps, collaborative GIS, SMS gateways,
  e-commerce search, ad exchanges, classroom tools, donor CRMs, legal practice, farm
  imagery, parcel and freight carriers, warehousing, event ticketing, shapes remembered), in
  the shapes they really appear in (.env, YAML, INI, JSON, XML and SOAP, ODBC DSN,
  PowerShell, irb, Python, Elixir, Java, C#, TypeScript, curl, headers, query strings,
  tables, SDK exceptions, journald and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets41_agents.py``): six three-step
  scenarios in Cline's ``write_to_file`` / ``replace_in_file`` / ``attempt_completion``,
  Copilot agent mode's ``get_terminal_output`` / ``insert_edit_into_file`` /
  ``semantic_search``, the JetBrains MCP server's tools as Junie calls them, Kilo Code's
  ``new_task`` / ``ask_followup_question``, and JSON-lines ``item.completed``,
  ``tool.completed`` and ``tool_execution_end`` events; single results (``fetch_webpage``,
  ``get_file_problems``), files of 26 self-hosted apps no earlier set read, ripgrep, grep
  and diff output, HTTP tool responses minting credentials.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets41_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 41
  languages of Europe, the Caucasus and Central Asia (12 that no earlier set named) and 7
  scripts (``_heldout_secrets41_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets41_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets41_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set41_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set41_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set41_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets41_agents import agent_cases
from _heldout_secrets41_args import argument_cases
from _heldout_secrets41_encoded import encoded_cases
from _heldout_secrets41_i18n import i18n_cases
from _heldout_secrets41_live import live_tool_cases
from _heldout_secrets41_vendors import vendor_cases
from _heldout_secrets41_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 41_2026_12_06_15


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
    sys.exit(main("set 41", __doc__ or "", heldout()))
