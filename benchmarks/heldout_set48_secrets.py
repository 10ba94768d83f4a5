"""A forty-ninth held-out secrets set (set 48), blind: written before any redaction was run.

Written on 2026-12-06 (15:39-15:54 UTC by ``date -u``) by the helper session ``secrets48``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of the parallel sets 45 to 48: payment processors of Asia, Africa and
Latin America, game and esports platforms, healthcare APIs, government open-data portals,
crypto exchanges and wallets, and smart-home hubs; languages of the Pacific, Oceania and
Indigenous North America; browser-automation and web-agent tool shapes.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets48_vendors.py``: 28
  vendors looked up with the ``search`` tool, 26 of whose pages gave the format, source
  named per case — SwitchBot, Rachio, deCONZ, Bitkub, Coincheck, BitMEX, BitoPro, OpenNode,
  CoinGate, RoyaleAPI, Guild Wars 2, Wargaming.net, PandaScore, Infermedica, OpenEMR,
  OpenFEC, Socrata, Trove, LTA DataMall, OpenAQ, INEGI, Zarinpal, Paynow, pawaPay,
  Woovi/OpenPix, Loxone, Digitransit; ``_heldout_secrets48_vendors2.py``: 53 more with
  shapes remembered — Payku, DPO Pay, PayPhone, Bancard, Mobbex, Vindi, Zoop, PlacetoPay,
  EcoCash, AsiaPay, Abios, Brawl Stars, Liquipedia, Tracker Network, Hi-Rez, Nadeo, GRID
  esports, Allscripts, Availity, Eligible, Health Gorilla, Human API, Validic, Zus, pVerify,
  ModMed, Smile CDR, HAPI FHIR, BLS, Congress.gov, DigitalNZ, KOSIS, data.gouv.fr,
  data.gov.sg, data.gov.in, Open States, Blockchain.com, Poloniex, CoinEx, ZebPay, CoinJar,
  Independent Reserve, BTC Markets, Swyftx, Bitcoin Core, Electrum, Abode, HomeSeer,
  Homematic, Insteon, TaHoma, KNX Secure, Lutron), in the shapes they really appear in
  (.env, YAML, INI, JSON, XML, PHP, Ruby, R, Python REPLs, Java and Node stack
  traces, curl, httpie, wscat, headers, query strings, HTTP request dumps, access and
  application logs, SDK exceptions).
* ``agent``: browser-automation and web-agent tool results (``_heldout_secrets48_agents.py``):
  six three-step scenarios in browser-use's step log, the Chrome DevTools MCP server, the
  Playwright MCP server, HAR entries, a Playwright storageState / codegen / show-trace run
  and LaVague's world model and engines, and single results (WebVoyager, AgentQL, MultiOn,
  Nanobrowser, chromedp, DevTools' Copy as fetch / PowerShell, the Application panel's
  cookie table, sessionStorage, document.cookie, console output, files of 23 self-hosted
  apps no earlier set read, ripgrep, ag, grep and diff output, HTTP tool responses minting
  credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets48_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 48
  languages of the Pacific, Oceania and Indigenous North America (24 that no earlier set
  named) and 5 scripts (``_heldout_secrets48_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets48_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets48_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set48_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set48_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set48_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets48_agents import agent_cases
from _heldout_secrets48_args import argument_cases
from _heldout_secrets48_encoded import encoded_cases
from _heldout_secrets48_i18n import i18n_cases
from _heldout_secrets48_live import live_tool_cases
from _heldout_secrets48_vendors import vendor_cases
from _heldout_secrets48_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 48_2026_12_06_15


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
    sys.exit(main("set 48", __doc__ or "", heldout()))
