"""A thirty-fourth held-out secrets set (set 33), blind: written before any redaction was run.

Written on 2026-12-06 (10:38-10:58 UTC by ``date -u``) by the helper session ``secrets33``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 32's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets33_vendors.py``:
  smart-home clouds and locks, IP geolocation, status pages, offerwall ads, HomeKit bridges,
  CI masters, translation servers, SMS gateways, aerial maps, IP PBXs, LMS login, freight
  quoting, CI pipelines and home automation servers, 26 vendors looked up with the ``search``
  tool (21 pages gave the format) and each case naming its source;
  ``_heldout_secrets33_vendors2.py``: translation agencies and CAT tools, CI servers, game
  server hosts and stores, SMS aggregators, site search, legal billing and case management,
  freight and parcel tracking, ad exchanges and SDKs, LMS and classroom tools, church
  management, experimentation, IoT SIMs, data pipelines and giving apps, shapes remembered),
  in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, Kannel conf, php,
  Arduino C, C#, Ruby, R, PowerShell, Terraform, curl and httpie, headers, query strings,
  access logs, SDK exceptions, CI workflows and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets33_agents.py``): six three-step
  scenarios in OpenDevin's ``CmdRunAction``/``CmdOutputObservation``, Kimi CLI's shell tool,
  VoltAgent tool results, Inngest AgentKit tool calls, Julep execution transitions and
  Promptflow traces, and single results (bolt.new, CodeRabbit, Greptile, AgentGPT, SuperAGI,
  Magentic, files of 23 self-hosted apps no earlier set read, ripgrep, ag, grep and diff
  output, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets33_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 37
  languages (10 that no earlier set named) and 19 scripts (``_heldout_secrets33_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets33_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets33_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set33_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set33_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set33_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets33_agents import agent_cases
from _heldout_secrets33_args import argument_cases
from _heldout_secrets33_encoded import encoded_cases
from _heldout_secrets33_i18n import i18n_cases
from _heldout_secrets33_live import live_tool_cases
from _heldout_secrets33_vendors import vendor_cases
from _heldout_secrets33_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 33_2026_12_06_12


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
    sys.exit(main("set 33", __doc__ or "", heldout()))
