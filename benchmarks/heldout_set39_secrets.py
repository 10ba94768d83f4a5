"""A fortieth held-out secrets set (set 39), blind: written before any redaction was run.

Written on 2026-12-06 (13:29-13:50 UTC by ``date -u``) by the helper session ``secrets39``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Built in twenty minutes, so smaller than set 33 in every kind.

Kinds:

* ``vendor``: keys of vendors no earlier set named, named with a vowel or B, C, D, F, G, H
  (``_heldout_secrets39_vendors.py``: APM and error trackers, WhatsApp gateways, parcel
  tracking, subscription analytics, telephony, file sharing, legal interviews, localization,
  IoT and site search; ``_heldout_secrets39_vendors2.py``: tracing, game server hosts,
  LoRaWAN and IoT clouds, translation proxies, maps, telephony, enterprise search, ad
  networks, LMS, church and nonprofit tools, legal documents, farm data and freight); 16
  vendors looked up with the ``search`` tool (10 pages gave the format, named per case), the
  rest remembered and marked so; in .env, YAML, INI, JSON, XML, PHP, Ruby, PowerShell,
  server.cfg, curl, headers, query strings, form bodies and SDK exceptions.
* ``agent``: coding-agent tool results (``_heldout_secrets39_agents.py``): six three-step
  scenarios (Copilot Workspace, Cosine Genie, Replit Agent, Tabby, Bito, Blackbox) whose
  outputs are pyright, ESLint, vitest, RSpec and ``go vet`` diagnostics quoting fixtures,
  Composer's ``auth.json``, ``journalctl``, ``ps``, ``history``, ``~/.pypirc``, gh's
  ``hosts.yml``, ``.git/config``, ``~/.npmrc``, ``~/.docker/config.json``, ``~/.netrc``,
  ``crontab -l``, ``systemctl cat`` and ``/proc/PID/environ``, and single results (an HTTP
  tool minting a deploy token, ripgrep's ``--json``, a diff, mypy, and twelve CLI config
  files no earlier set read).
* ``cli``, ``traceback``, ``repr``, ``log``: output of clients and tools really run here
  against 127.0.0.1 only (``_heldout_secrets39_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 43
  languages (14 that no earlier set named) and 22 scripts (``_heldout_secrets39_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets39_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets39_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set39_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set39_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set39_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets39_agents import agent_cases
from _heldout_secrets39_args import argument_cases
from _heldout_secrets39_encoded import encoded_cases
from _heldout_secrets39_i18n import i18n_cases
from _heldout_secrets39_live import live_tool_cases
from _heldout_secrets39_vendors import vendor_cases
from _heldout_secrets39_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 39_2026_12_06_15


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
    sys.exit(main("set 39", __doc__ or "", heldout()))
