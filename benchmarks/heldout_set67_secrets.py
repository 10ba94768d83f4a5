"""A sixty-eighth held-out secrets set (set 67), blind: written before any redaction was run.

Written on 2026-12-07 (05:18-05:48 UTC by ``date -u``) by the helper session ``secrets67``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share (one of four sets 65 to 68 built in parallel): vendors in accounting and ERP,
procurement, tax and e-invoicing, crypto custody, BNPL, KYC and identity verification; the
languages of Mongolia, Tibet, Xinjiang, Siberia and the Arctic (Mongolian in Cyrillic and in
the traditional script, Tibetan, Uyghur, Sakha, Buryat, Tuvan, Inuktitut syllabics,
Greenlandic) and Hebrew, Yiddish and Ladino; the coding agents' own tools (Claude Code, Codex
CLI, Aider, Cline, OpenHands, Goose).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within the share:
  ``_heldout_secrets67_vendors.py`` (Facturapi, BitGo, ComplyCube, Storecove, Paxos, Smile ID,
  iDenfy, TaxCloud, Utila, NFE.io, Splitit; 20 vendors no earlier set named were looked up
  with the ``search`` tool and 11 pages gave the format, each case naming its page) and
  ``_heldout_secrets67_vendors2.py`` (Kyriba, Tradeshift, Precoro, Procurify, JAGGAER, Ivalua,
  Fairmarkit, Airbase, Soldo, Hubdoc, Taxamo, Liminal, Palisade, Komainu, Zodia, Finoa,
  Veridas, AU10TIX, uqudo, Kueski, Aplazo, Twisto, Billie, Payflex, Sunbit, Uplift, Payl8r,
  Tranch, Omie, Gosocket, Taxually, Vic.ai, Yokoy, Rillet, DATEV, Billit, Teampay, Ceffu, Hex
  Trust, Ballerine, Prembly, Postpay, Spotii, Dfns, Vatstack, Mondu, Footprint, Dojah,
  Youverify, Hokodo, Vouched; shapes as remembered), in .env, YAML, TOML, INI, JSON, XML and
  SOAP, HCL, properties, PowerShell, curl and httpie, headers, query strings, CSV printed
  bare, SDK code in Node, Python, Ruby, PHP, C#, Java, Kotlin, Swift, Go and R, SDK errors,
  debug logs and CI steps.
* ``agent``: tool results of the coding agents (``_heldout_secrets67_agents.py``): six
  three-step scenarios (a Claude Code transcript, a Codex CLI rollout, an Aider chat
  history, a Cline task log, an OpenHands event stream, a Goose session) and single results
  (file reads, searches, diffs, todo lists, MCP and agent configs, test output, HTTP
  responses minting custody, KYC and BNPL credentials, configs of ledgers and nodes).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets67_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  share's languages, in their scripts (``_heldout_secrets67_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets67_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets67_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set67_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set67_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set67_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets67_agents import agent_cases
from _heldout_secrets67_args import argument_cases
from _heldout_secrets67_encoded import encoded_cases
from _heldout_secrets67_i18n import i18n_cases
from _heldout_secrets67_live import live_tool_cases
from _heldout_secrets67_vendors import vendor_cases
from _heldout_secrets67_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 67_2026_12_07_01


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
    sys.exit(main("set 67", __doc__ or "", heldout()))
