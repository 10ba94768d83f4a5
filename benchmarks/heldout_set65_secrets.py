"""A sixty-sixth held-out secrets set (set 65), blind: written before any redaction was run.

Written on 2026-12-07 (05:18-05:45 UTC by ``date -u``) by the helper session ``secrets65``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

This set's share: vendors in security tooling (SIEM, EDR/XDR, secrets managers, PAM,
vulnerability scanners, bug-bounty and threat-intel platforms, email security) and legal and
compliance SaaS; the languages of the Caucasus and the Iranian plateau; agent tools of
security and pentest agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets65_vendors.py`` (24 vendors whose format the ``search`` tool gave or
  came back with: 26 searched, 20 pages giving the shape; each case names its source) and
  ``_heldout_secrets65_vendors2.py`` (50 vendors, shapes remembered, among them the four
  searches that gave no format), in the shapes they really appear in
  (.env, YAML, TOML, INI, JSON, XML, HCL, properties, PowerShell, Go, Rust, Ruby, PHP, C#,
  Java, JavaScript, Python, curl and httpie, headers, query strings, CSV printed bare, SDK
  errors, debug logs and CI steps).
* ``agent``: tool results of security and pentest agents (``_heldout_secrets65_agents.py``):
  six three-step scenarios (nmap, Burp, ZAP, sqlmap, trufflehog/gitleaks/git, Metasploit and
  hashcat) and single results (nuclei, semgrep, hashcat and john, netexec, secretsdump,
  subfinder, amass, BloodHound, Sliver, Havoc, Evilginx, Mythic, Caldera, DefectDojo,
  TheHive, Velociraptor, ffuf, wpscan, Responder and others).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets65_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Georgian, Armenian, Kurmanji and Sorani Kurdish, Pashto, Dari, Persian, Tajik, Ossetian,
  Chechen, Avar, Lezgian and Azerbaijani (``_heldout_secrets65_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets65_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets65_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set65_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set65_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set65_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets65_agents import agent_cases
from _heldout_secrets65_args import argument_cases
from _heldout_secrets65_encoded import encoded_cases
from _heldout_secrets65_i18n import i18n_cases
from _heldout_secrets65_live import live_tool_cases
from _heldout_secrets65_vendors import vendor_cases
from _heldout_secrets65_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 65_2026_12_07_01


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
    sys.exit(main("set 65", __doc__ or "", heldout()))
