"""A seventy-ninth held-out secrets set (set 78), blind: written before any redaction was run.

Written on 2026-12-07 (15:46-15:58 UTC by ``date -u``) by the helper session ``secrets78``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``,
``benchmarks/results/`` or any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share: vendors of developer platforms (package registries other than npm and PyPI, CI/CD and
build services, feature flags, API gateways, edge and CDN, DNS registrars, error tracking,
status pages); the ten major languages other than English (Chinese, Japanese, Korean,
Russian, German, French, Spanish, Portuguese, Arabic, Hindi) as software prints them in
localized errors and UIs; agent tools of MCP itself (JSON-RPC frames, ``tools/list``
schemas, MCP Inspector output, OAuth flows for MCP servers, server logs and stdio traces).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets78_vendors.py``
  (Gravitee, Apache APISIX, KrakenD, Ansible Galaxy, Puppet Forge, Artifact Hub,
  ChartMuseum, vsce, Kellnr, JetBrains Marketplace, prefix.dev, Treblle, Bump.sh, DNS Made
  Easy, Domeneshop, Loopia, Mythic Beasts, Hawk.so, Backtrace, Speakeasy, Joker.com and
  Moesif; 29 vendors looked up with the ``search`` tool, 26 pages gave the format, two of
  those vendors dropped after the grep, the source named per case) and
  ``_heldout_secrets78_vendors2.py`` (FreeDNS and easyDNS looked up; StatusGator, EngFlow
  and Status.io searched without a format page; the rest remembered), in the shapes they
  really appear in (.env, YAML, TOML, INI, JSON, XML, HCL, properties, code in many
  languages, curl and httpie, headers, query strings, CSV, SDK errors, debug logs, CI steps).
* ``agent``: tool results of agents speaking MCP (``_heldout_secrets78_agents.py``): six
  three-step scenarios (a Streamable HTTP trace, the MCP Inspector, an OAuth flow for an MCP
  server with dynamic client registration, a stdio trace, client configs with mcp-remote
  and supergateway, a fastmcp server and its resources) and single results (JSON-RPC frames,
  notifications, configs, ``rg``, ``git diff``, HTTP responses minting MCP credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets78_live.py``: ``xgettext``,
  GNU ``gettext``, ``msgcat``, Node's ``URL``, ``wget -d``, the ``mcp`` SDK's types, OAuth
  models and client log).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens in the ten
  languages' localized software messages (``_heldout_secrets78_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets78_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets78_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set78_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set78_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set78_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets78_agents import agent_cases
from _heldout_secrets78_args import argument_cases
from _heldout_secrets78_encoded import encoded_cases
from _heldout_secrets78_i18n import i18n_cases
from _heldout_secrets78_live import live_tool_cases
from _heldout_secrets78_vendors import vendor_cases
from _heldout_secrets78_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 78_2026_12_07_01


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
    sys.exit(main("set 78", __doc__ or "", heldout()))
