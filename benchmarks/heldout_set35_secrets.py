"""A thirty-sixth held-out secrets set (set 35), blind: written before any redaction was run.

Written on 2026-12-06 (12:36-12:50 UTC by ``date -u``) by the helper session ``secrets35``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of the parallel sets: vendors named I to Q, languages mostly of Asia and
Oceania, and Gemini CLI, Cursor, OpenHands, Codex and Factory Droid tool shapes.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets35_vendors.py``: IP
  geolocation, message queues, SIP and voice platforms, data pipelines, event analytics,
  Kubernetes observability and cost, LoRa mesh radios, on-device voice AI, satellite imagery
  ML, feature flags, in-app chat, flight search, device-cloud testing, mobile engagement,
  personal finance, CAD, open-source funding, game wallets, brokerage, online judges,
  endpoint agents, WireGuard meshes, retail e-mail and browser workspaces, 28 vendors looked
  up with the ``search`` tool (25 pages gave the format) and each case naming its source;
  ``_heldout_secrets35_vendors2.py``: 32 more vendors, from business directories and device
  management to satellite IoT, precision agriculture, host intrusion detection and game
  tunnels, shapes remembered), in the shapes they really appear in (.env, YAML, TOML, INI,
  JSON, XML, Terraform/HCL, systemd units, plists, AndroidManifest, Swift, R, curl and
  httpie, headers, query strings, access logs, heroku config, CI plugins, SDK exceptions).
* ``agent``: coding-agent tool results (``_heldout_secrets35_agents.py``): six three-step
  scenarios in Gemini CLI's ``ReadManyFiles`` and ``SearchText``, Cursor's
  ``glob_file_search``, OpenHands' ``IPythonRunCellAction``/``IPythonRunCellObservation``/
  ``FileReadObservation``, Codex ``local_shell_call`` items and Factory's Droid, and single
  results (Gemini CLI's ``GoogleSearch``, OpenHands' ``BrowseInteractiveAction``, bolt.diy,
  Genspark, files of 27 self-hosted apps no earlier set read, ripgrep, ag, grep and diff
  output, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets35_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 41
  languages (12 that no earlier set named) and 22 scripts (``_heldout_secrets35_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets35_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets35_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set35_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set35_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set35_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets35_agents import agent_cases
from _heldout_secrets35_args import argument_cases
from _heldout_secrets35_encoded import encoded_cases
from _heldout_secrets35_i18n import i18n_cases
from _heldout_secrets35_live import live_tool_cases
from _heldout_secrets35_vendors import vendor_cases
from _heldout_secrets35_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 35_2026_12_06_13


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
    sys.exit(main("set 35", __doc__ or "", heldout()))
