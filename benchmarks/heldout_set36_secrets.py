"""A thirty-seventh held-out secrets set (set 36), blind: written before any redaction was run.

Written on 2026-12-06 (12:36-12:47 UTC by ``date -u``) by the helper session ``secrets36``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors (names R to Z or a digit) no earlier set named
  (``_heldout_secrets36_vendors.py``: link shorteners, API monitors, affiliate and reward
  payouts, knitting and bookmark services, CRM in Gmail, budgeting, promotions, read-later,
  scraping, carts, solar forecasts, weather, game stores, bookings, tournaments, travel
  affiliates, streaming guides, SERP APIs, captcha solvers, WhatsApp gateways, NLU,
  observability proxies, radio playlists, site search and no-code backends, 28 vendors looked
  up with the ``search`` tool (25 pages gave the format; 27 vendors have cases) and each
  case naming its source;
  ``_heldout_secrets36_vendors2.py``: 57 more vendors, feature flags, DRM, telephony, blog
  search, asset and GPS trackers, translation and captioning, deploy platforms, APM, billing,
  NPS, fraud, text analytics, accounting, inspections, e-commerce, signage, radio streaming,
  field service, price comparison, email marketing, transcription, calendars, ticketing,
  banking-as-a-service, VAT lookup, vouchers, identity, video, forms, crypto bots, music stores,
  forex, accessibility, events, wardriving, surveillance, design handoff and duties, shapes
  remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, HCL, XML,
  properties, Jenkins XML, PHP arrays, R, PowerShell, Rust panics, curl and httpie, headers,
  query strings, CSV, access logs and SDK exceptions).
* ``agent``: coding-agent tool results (``_heldout_secrets36_agents.py``): six three-step
  scenarios in Cline's XML tool calls and ``[execute_command for …] Result:`` replies, Roo
  Code's numbered ``read_file`` results and ``use_mcp_tool``, Claude Code's ``⏺ Read`` /
  ``⏺ Grep`` / ``⏺ Bash`` with ``⎿``, Codex CLI's ``codex exec`` log and
  ``function_call_output`` items, Windsurf Cascade's terminal blocks and Amazon Q Developer
  CLI's tool lines, and single results (Cody's @-mentions, Cline's ``list_files``, Codex's
  ``apply_patch``, Cascade memories, files of 38 self-hosted apps no earlier set read,
  ``rg --json``, ``git grep -C``, ``git diff --word-diff``, HTTP tool responses minting
  credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets36_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 36
  languages (11 that no earlier set named) and 9 scripts (``_heldout_secrets36_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets36_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets36_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set36_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set36_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set36_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets36_agents import agent_cases
from _heldout_secrets36_args import argument_cases
from _heldout_secrets36_encoded import encoded_cases
from _heldout_secrets36_i18n import i18n_cases
from _heldout_secrets36_live import live_tool_cases
from _heldout_secrets36_vendors import vendor_cases
from _heldout_secrets36_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 36_2026_12_06_13


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
    sys.exit(main("set 36", __doc__ or "", heldout()))
