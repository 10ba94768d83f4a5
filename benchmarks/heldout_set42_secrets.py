"""A forty-third held-out secrets set (set 42), blind: written before any redaction was run.

Written on 2026-12-06 (15:08-15:45 UTC by ``date -u``) by the helper session ``secrets42``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share (three other helpers built sets in parallel): vendors named G to M,
languages of Africa and the Middle East, and CI job logs, notebook cells and REPL sessions as
agent tool shapes.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets42_vendors.py``:
  alerting, observability, product events, embedded analytics, edge databases, code review,
  Nix CI, BLE beacons, humanitarian surveys, captchas, creator tips and memberships, on-chain
  and crypto market data, video streaming, SMS, parcel lockers, metrics, transactional mail,
  weather and recruiting, 26 vendors looked up with the ``search`` tool (21 pages gave the
  format) and each case naming its source; ``_heldout_secrets42_vendors2.py``: CI and code
  hosting, Salesforce deploys, game mods and user acquisition, mobile analytics, knowledge
  bases, CMSs, membership plugins, device management, load balancers, server security, crypto
  data, HR and recruiting, learning, sales calls, video, outdoor maps, giving and organizing,
  legal research and practice, farm finance and irrigation, IoT sensors, freight, print on
  demand, shipping brokers, IoT platforms and drone delivery, shapes remembered), in the shapes
  they really appear in (.env, YAML, TOML, INI, JSON, XML, SOAP headers, properties, .NET
  config, compose files, crontabs, Terraform-like blocks, curl and httpie, headers, query
  strings, SQL result tables, markdown tables, SDK exceptions, panics and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets42_agents.py``): six three-step
  scenarios in Azure Pipelines logs, TeamCity service messages, Google Colab cells, pry
  sessions, psql's ``=#`` prompt and the Node REPL, and single results (Xcode Cloud, Argo
  Workflows, Databricks, Livebook, marimo, Zeppelin, Hex, Observable, ``bun repl``, files of 19
  self-hosted apps no earlier set read, ripgrep, ag, grep and diff output, HTTP tool responses
  minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets42_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 46
  languages and varieties of Africa and the Middle East (14 that no earlier set named) and 7
  scripts (``_heldout_secrets42_i18n.py``).
* ``encoding``: native digits and binary layouts no earlier set used
  (``_heldout_secrets42_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets42_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set42_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set42_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set42_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets42_agents import agent_cases
from _heldout_secrets42_args import argument_cases
from _heldout_secrets42_encoded import encoded_cases
from _heldout_secrets42_i18n import i18n_cases
from _heldout_secrets42_live import live_tool_cases
from _heldout_secrets42_vendors import vendor_cases
from _heldout_secrets42_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 42_2026_12_06_15


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
    sys.exit(main("set 42", __doc__ or "", heldout()))
