"""A thirty-eighth held-out secrets set (set 37), blind: written before any redaction was run.

Written on 2026-12-06 (13:08-13:30 UTC by ``date -u``) by the helper session ``secrets37``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Another helper built a set in parallel; this one kept to vendors named A to M,
languages mostly of Europe, Africa and the Americas, and fresh agent-framework tool shapes.

Kinds:

* ``vendor``: keys of vendors named A to M that no earlier set named
  (``_heldout_secrets37_vendors.py``: weather-station clouds, ad servers, video encoding, SaaS
  metrics, sales CRMs, help desks, email marketing, expense reports, door access, deploy
  platforms, data notebooks, BI workspaces, blockchain analytics, AI video, media APIs, ERPs,
  smart-meter data, smart locks, smart-home hubs and whiteboards, 25 searches with the
  ``search`` tool (23 gave the format), each case naming its source;
  ``_heldout_secrets37_vendors2.py``: camera clouds, door access, game-item marketplaces,
  component licences, NLP, help desks, smart locks and stem separation, shapes remembered), in
  the shapes they really appear in (.env, YAML, INI, JSON, PHP, curl and httpie, headers,
  query strings, access logs, SDK exceptions, REPLs, C#, Node and Node-RED flows and Home
  Assistant logs).
* ``agent``: coding-agent tool results (``_heldout_secrets37_agents.py``): six three-step
  scenarios in an MCP ``CallToolResult``, Jupyter kernel messages, the OpenAI Agents SDK's
  ``ToolCallOutputItem``, CAMEL-AI's ``ToolCallingRecord``, Burr action results and a txtai
  agent's steps, and single results (ripgrep, ag, grep and diff output, HTTP tool responses
  minting credentials) over files of 19 self-hosted apps no earlier set read.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets37_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 43
  languages (10 that no earlier set named) and 15 scripts (``_heldout_secrets37_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets37_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets37_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set37_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set37_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set37_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets37_agents import agent_cases
from _heldout_secrets37_args import argument_cases
from _heldout_secrets37_encoded import encoded_cases
from _heldout_secrets37_i18n import i18n_cases
from _heldout_secrets37_live import live_tool_cases
from _heldout_secrets37_vendors import vendor_cases
from _heldout_secrets37_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 37_2026_12_06_14


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
    sys.exit(main("set 37", __doc__ or "", heldout()))
