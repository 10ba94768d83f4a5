"""A fifty-ninth held-out secrets set (set 58), blind: written before any redaction was run.

Written on 2026-12-06 (22:17-22:52 UTC by ``date -u``) by the helper session ``secrets58``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of the work (three other helpers built sets in parallel): vendors whose
names start with C, F, I, L, O, Q, T, W or X in cloud infrastructure and telephony/SMS,
African languages, browser and web-automation agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets58_vendors.py``: DNS
  hosts and registrars, IPAM, IaaS and OpenStack clouds, edge and serverless platforms, SMS,
  voice and messaging APIs, 28 vendors looked up with the ``search`` tool (21 pages gave the
  format) and each case naming its source; ``_heldout_secrets58_vendors2.py``: CDNs, VPS and
  bare-metal hosts, S3-compatible storage, SIP trunks, SMS gateways and streaming servers,
  shapes remembered), in the shapes they really appear in (.env, YAML, INI, JSON, TOML-like
  configs, PHP, Erlang terms, Dart, C#, Ruby, Python and Node REPLs, curl, raw HTTP, headers,
  query strings, access logs, SDK exceptions, CI steps and container logs).
* ``agent``: browser and web-automation agents' tool results (``_heldout_secrets58_agents.py``):
  six three-step scenarios in chrome-devtools-mcp (``evaluate_script``,
  ``list_console_messages``), Midscene.js, WebdriverIO, chromedriver's verbose log, Crawl4AI
  and agent-browser, and single results (Jina Reader, MultiOn, Notte, Airtop, Magnitude,
  nodriver, DevTools "Copy as cURL", HTTP Toolkit, Proxyman, test-grid and scraper configs,
  ripgrep, ag, grep and diff output, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets58_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 41
  African languages and varieties (10 that no earlier set named) and 7 scripts, 60 cases
  (``_heldout_secrets58_i18n.py``).
* ``encoding``: encodings, transforms and layouts no earlier set used
  (``_heldout_secrets58_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets58_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set58_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set58_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set58_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets58_agents import agent_cases
from _heldout_secrets58_args import argument_cases
from _heldout_secrets58_encoded import encoded_cases
from _heldout_secrets58_i18n import i18n_cases
from _heldout_secrets58_live import live_tool_cases
from _heldout_secrets58_vendors import vendor_cases
from _heldout_secrets58_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 58_2026_12_06_22


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
    sys.exit(main("set 58", __doc__ or "", heldout()))
