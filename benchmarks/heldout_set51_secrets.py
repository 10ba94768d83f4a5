"""A fifty-second held-out secrets set (set 51), blind: written before any redaction was run.

Written on 2026-12-06 (18:55-19:25 UTC by ``date -u``) by the helper session ``secrets51``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Three other helpers built sets in parallel; this one kept to its share (vendors from
N to S among hosting, DNS and registrars, package registries, backup and storage, VPN and
zero-trust and remote access, monitoring and uptime; Indigenous languages of South America
and the Creoles of the Caribbean and the Atlantic; mobile and desktop build tools).

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets51_vendors.py``:
  Spaceship, Reposilite, Plesk, Name.com, Openprovider, Pinggy, OpenZiti and Rage4, looked up
  with the ``search`` tool, each case naming its source; ``_heldout_secrets51_vendors2.py``:
  registrars and registries, ACME accounts, managed WordPress hosts, package registries,
  backup and sync software, VPNs, zero-trust gateways, remote access and monitoring, shapes
  remembered except Netskope's, Resilio Sync's and Splashtop's, also looked up), in the
  shapes they really appear in (.env, INI, TOML, YAML, JSON, XML and EPP, WireGuard and
  OpenVPN files, Maven settings, curl and httpie, headers, query strings, PowerShell, Ruby
  and Python sessions, CLI errors, tables, syslog and container logs).
* ``agent``: coding-agent tool results from mobile and desktop builds
  (``_heldout_secrets51_agents.py``): six three-step scenarios in Gemini in Android Studio,
  Xcode's Intelligence panel, Alex Sidebar, Project IDX, Sweep AI and Swift Assist, and single
  results (file reads, ripgrep, diffs, pod install, Capacitor, MAUI, sdkmanager,
  ``-showBuildSettings``, ``eas env:list`` and an HTTP tool minting a key).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets51_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 26
  languages (13 that no earlier set named), all in the Latin script
  (``_heldout_secrets51_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets51_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets51_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set51_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set51_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set51_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets51_agents import agent_cases
from _heldout_secrets51_args import argument_cases
from _heldout_secrets51_encoded import encoded_cases
from _heldout_secrets51_i18n import i18n_cases
from _heldout_secrets51_live import live_tool_cases
from _heldout_secrets51_vendors import vendor_cases
from _heldout_secrets51_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 51_2026_12_06_19


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
    sys.exit(main("set 51", __doc__ or "", heldout()))
