"""A sixtieth held-out secrets set (set 59), blind: written before any redaction was run.

Written on 2026-12-06 (22:17-22:52 UTC by ``date -u``) by the helper session ``secrets59``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within set 59's share (government and
  open-data APIs, academic and science APIs, weather and geospatial, sports data and odds,
  crypto and blockchain node providers): ``_heldout_secrets59_vendors.py`` (air quality and
  UV, Copernicus CDS, NASA Earthdata, weather stations, company and legislature registries,
  transit open data, Scopus, Betfair, sports feeds, node providers with keys in RPC URLs,
  Planetary Computer, UP42, GovInfo, UN Comtrade, MarineTraffic, AISHub; 26 vendors looked
  up with the ``search`` tool, 25 pages gave the format, each case naming its source) and
  ``_heldout_secrets59_vendors2.py`` (parcel data, OpenAlex, football and odds feeds, weather
  networks, Nordic, Australian and Canadian transit, CKAN and OpenDataSoft portals, election
  data, filings search, flight, ship and satellite tracking, satellite imagery, node
  providers, on-chain analytics, regional crypto exchanges, betting exchanges, cricket feeds,
  energy-grid data and astronomy archives; 53 vendors, shapes remembered), in the shapes
  they really appear in (.env, properties, .cdsapirc, .netrc, .Renviron, INI, JSON, YAML,
  TS config, curl and httpie, headers, query strings and paths, SDK exceptions in Python, R,
  Ruby and JS, access and service logs).
* ``agent``: IDE-extension agents' and MCP servers' tool logs (``_heldout_secrets59_agents.py``):
  six three-step scenarios in Cline's approval and Command Output blocks, Roo Code's prompts
  with ``access_mcp_resource`` and ``switch_mode``, Copilot agent mode's ``run_vscode_command``,
  ``list_dir`` and ``get_errors``, Junie and JetBrains AI Assistant terminal steps, and MCP
  stdio JSON-RPC (``tools/call``, ``[server stderr]``) from the sqlite, filesystem, postgres,
  fetch and github servers; single results, ripgrep and grep output, a diff and HTTP tool
  responses minting credentials; files of trading bots, Bitcoin and Lightning nodes,
  Ethereum clients and signers, flight and AIS feeders and geo servers.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets59_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 56
  languages of South and Central Asia (24 that no earlier set named) and 16 scripts
  (``_heldout_secrets59_i18n.py``).
* ``encoding``: encodings, digit systems and layouts no earlier set used
  (``_heldout_secrets59_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets59_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set59_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set59_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set59_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets59_agents import agent_cases
from _heldout_secrets59_args import argument_cases
from _heldout_secrets59_encoded import encoded_cases
from _heldout_secrets59_i18n import i18n_cases
from _heldout_secrets59_live import live_tool_cases
from _heldout_secrets59_vendors import vendor_cases
from _heldout_secrets59_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 59_2026_12_06_22


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
    sys.exit(main("set 59", __doc__ or "", heldout()))
