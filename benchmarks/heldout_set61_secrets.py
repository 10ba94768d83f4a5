"""A sixty-second held-out secrets set (set 61), blind: written before any redaction was run.

Written on 2026-12-07 (01:39-01:51 UTC by ``date -u``) by the helper session ``secrets61``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share (one of four parallel sets 61-64): vendors in HR and payroll, e-signature and legal
tech, real estate and property management, and insurance; Northern and Western Europe's
Germanic, Celtic and Nordic minority languages and dialects; agents in game engines and
creative editors (Unity, Godot, Blender, Figma, Canva, Unreal).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets61_vendors.py`` (Check, Oneflow, eversign, Signeasy, Planday, Bullhorn,
  UKG Pro, OwnerRez, Hostfully, HouseCanary, Matterport, Dokobit, Signicat, Keka,
  Contractbook, Zoopla, Cherre, TenantCloud, AgencyZoom, greytHR, eSignatures.io, OneSpan
  Sign; 26 looked up with the ``search`` tool, 22 formats found that way, each case naming
  its source) and ``_heldout_secrets61_vendors2.py`` (Socotra, Skribble, Penneo, Zywave,
  Vertafore, Guidewire, insurers, property managers and listing portals, qualified
  e-signature providers; shapes remembered), in the shapes they really appear in (.env,
  YAML, TOML, INI, JSON, XML and SOAP, HCL, properties, curl and httpie, headers, query
  strings, CSV printed bare, SDK calls in Python, Ruby, PHP, Go, Java, Kotlin, C#, Swift,
  Rust, Elixir and TypeScript, SDK errors, debug logs and CI steps).
* ``agent``: tool results of agents in game engines and creative editors
  (``_heldout_secrets61_agents.py``): six three-step scenarios (a Unity MCP server, a Godot
  MCP server, Blender MCP, a Figma MCP server and plugin, an Unreal editor agent, a Canva
  app) and single results (files of editors and tools no earlier set read, ``rg``, ``grep``,
  ``git diff``, HTTP responses minting UGS, Figma, Canva and Tripo credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets61_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Frisian, Low German, Westphalian, Luxembourgish, Faroese, Northern Sami, Scots (Doric,
  Shetlandic, Orcadian), Manx, Cornish, Breton, Walloon, Swiss German, Alsatian, Swabian,
  Bavarian, Kölsch, Limburgish, Gronings, Zeelandic, Twents, Welsh, Irish and Scottish Gaelic
  (``_heldout_secrets61_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets61_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets61_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set61_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set61_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set61_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets61_agents import agent_cases
from _heldout_secrets61_args import argument_cases
from _heldout_secrets61_encoded import encoded_cases
from _heldout_secrets61_i18n import i18n_cases
from _heldout_secrets61_live import live_tool_cases
from _heldout_secrets61_vendors import vendor_cases
from _heldout_secrets61_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 61_2026_12_07_01


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
    sys.exit(main("set 61", __doc__ or "", heldout()))
