"""A forty-fourth held-out secrets set (set 43), blind: written before any redaction was run.

Written on 2026-12-06 (15:08-15:45 UTC by ``date -u``) by the helper session ``secrets43``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share (three other helpers built sets in parallel): vendors whose names start N
to S, languages of South and Southeast Asia and the Pacific, agent outputs with ANSI colour
codes, box-drawing and tab tables, truncation, CRLF line ends and progress bars.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets43_vendors.py``:
  low-code databases, affiliate tracking, SEO data, VFX pipelines, warehouse inventory,
  endpoint security, cloud cost tools, scraping, hyperconverged clusters, edge CDNs, advisor
  CRMs, field service, SMS, construction management, cloud telephony, on-call alerting, data
  lakes, fundraising, sales CRMs, checkout carts, APM and game server panels, 26 vendors
  looked up with the ``search`` tool (23 pages gave the format) and each case naming its
  source; ``_heldout_secrets43_vendors2.py``: RMM, marketing popups, identity checks,
  postage, research panels, retargeting, 3PLs, IoT modems, agronomy stations, couriers,
  game hosts, parish and law software, school messaging, translation, marine charts, VoIP,
  data versioning, e-commerce apps, on-call paging, BI, native ads and more, shapes
  remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, HCL,
  SOAP, R, PowerShell, Ruby, JavaScript, curl and httpie, headers, query strings, access
  logs, SDK exceptions, CI files and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets43_agents.py``): six three-step
  scenarios in RA.Aid's shell panel with ANSI colours, Grok CLI's bash tool with CRLF line
  ends, AnythingLLM's truncated ``@agent`` output, Open WebUI's tool-call details with tab
  tables, Cherry Studio's MCP results under progress bars and PraisonAI's rich tables, and
  single results (ai-shell, Same.dev, Tusk, Fine.dev, Conductor, LobeChat, 5ire, Msty,
  TypingMind, Chatbox, CodeWhisperer, Claude Desktop, SuperCoder; files of 20 self-hosted
  apps no earlier set read, ripgrep, ag, grep and diff output, HTTP tool responses minting
  credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets43_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 43
  languages of South and Southeast Asia and the Pacific (11 that no earlier set named) and 18
  scripts (``_heldout_secrets43_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets43_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and set 43's languages (``_heldout_secrets43_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set43_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set43_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set43_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets43_agents import agent_cases
from _heldout_secrets43_args import argument_cases
from _heldout_secrets43_encoded import encoded_cases
from _heldout_secrets43_i18n import i18n_cases
from _heldout_secrets43_live import live_tool_cases
from _heldout_secrets43_vendors import vendor_cases
from _heldout_secrets43_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 43_2026_12_06_15


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
    sys.exit(main("set 43", __doc__ or "", heldout()))
