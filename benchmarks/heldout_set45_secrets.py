"""A forty-sixth held-out secrets set (set 45), blind: written before any redaction was run.

Written on 2026-12-06 (15:39-15:53 UTC by ``date -u``) by the helper session ``secrets45``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Three other helpers built sets at the same time; this one kept to vendors whose
names start with A, C, E, G, I, K, M or O, the languages of Southeast Europe, the Baltics and
the Caucasus, and coding-agent CLIs' transcripts.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets45_vendors.py``: bot
  protection, synthetic data, LLM testing, video rendering and hosting, streaming servers,
  image recognition, PaaS, Nordic cloud, data observability, load testing, art shipping,
  Elixir hosting, WAF and visual site builders, 30 vendors looked up with the ``search`` tool
  (16 pages gave the format) and each case naming its source;
  ``_heldout_secrets45_vendors2.py``: app platforms, bare-metal clouds, LLM guardrails,
  shipping and freight, noise cancellation, CDN and streaming, corporate gifting, serverless,
  inference, farm software, HR and staffing, headless CMS, supply chain, telephony, mileage,
  ERP and security, shapes remembered), in the shapes they really appear in (.env, YAML,
  TOML, INI, JSON, HCL, XML, properties, Pulumi config, .netrc, git remotes, curl and httpie,
  headers, query strings, access logs, CSV and table output, SDK exceptions, debug logs, VBA,
  PowerShell, pjsip.conf and ODBC strings).
* ``agent``: coding-agent CLIs' transcripts (``_heldout_secrets45_agents.py``): six
  three-step scenarios in Codex CLI's ``exec_command_end`` events and TUI cells, Claude Code's
  session JSONL (``toolUseResult``), Aider's ``.aider.chat.history.md``, OpenCode's stored tool
  parts and Crush's JSON log, and single results (Grep, Edit, MultiEdit, numbered Read
  output, ``/git diff``, ``/add``, webfetch, fetch and edit tools, keys minted over
  HTTP, ripgrep, ag, grep, sqlite3 and diff output) over files of 17 self-hosted apps no
  earlier set read.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets45_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 50
  languages of Southeast Europe, the Baltics and the Caucasus (18 that no earlier set named)
  and 7 scripts (``_heldout_secrets45_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets45_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets45_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set45_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set45_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set45_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets45_agents import agent_cases
from _heldout_secrets45_args import argument_cases
from _heldout_secrets45_encoded import encoded_cases
from _heldout_secrets45_i18n import i18n_cases
from _heldout_secrets45_live import live_tool_cases
from _heldout_secrets45_vendors import vendor_cases
from _heldout_secrets45_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 45_2026_12_06_15


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
    sys.exit(main("set 45", __doc__ or "", heldout()))
