"""A sixty-third held-out secrets set (set 62), blind: written before any redaction was run.

Written on 2026-12-07 (01:39-01:50 UTC by ``date -u``) by the helper session ``secrets62``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Share: vendors in logistics and shipping, fleet/telematics and automotive, IoT platforms,
energy and utilities, agriculture; the ten major languages (en, zh, ja, ko, ru, de, fr, es,
pt, ar) in informal chat registers, abbreviations and mixed-script writing; agent tools of
infrastructure-as-code (Terraform/OpenTofu plan and apply, Ansible -vvv, Pulumi previews,
CloudFormation/CDK events, Crossplane, Nix builds).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this share:
  ``_heldout_secrets62_vendors.py`` (ocean carriers and container tracking, couriers, EV
  charging, inverter clouds, heat pumps, connected-car platforms, IoT connectivity and OTA;
  27 looked up with the ``search`` tool, 22 pages gave the format, each case naming its
  source) and ``_heldout_secrets62_vendors2.py`` (couriers of Latin America, Russia, Japan,
  Korea and China, load boards, telematics and video safety, car brands, OCPI roaming,
  inverter and meter clouds, livestock and dairy tech; shapes as remembered), in the shapes
  they really appear in (.env, YAML, TOML, INI, JSON, XML, properties, Java, PHP, Ruby,
  Python, Node, C#, .NET config, curl and httpie, headers, query strings, CSV printed bare,
  SDK errors, debug logs, serial AT commands and CI workflow steps).
* ``agent``: tool results of infrastructure-as-code agents (``_heldout_secrets62_agents.py``):
  six three-step scenarios (OpenTofu plan/apply/state, Ansible -vvv, Pulumi preview/config/
  outputs, CDK and CloudFormation, Crossplane, Nix builds) and single results (files of tools
  no earlier set read, ``rg``, ``grep``, ``git diff``, HTTP responses minting IaC tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets62_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the ten
  major languages' chat registers (``_heldout_secrets62_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used, most in IaC languages
  (``_heldout_secrets62_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets62_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set62_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set62_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set62_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets62_agents import agent_cases
from _heldout_secrets62_args import argument_cases
from _heldout_secrets62_encoded import encoded_cases
from _heldout_secrets62_i18n import i18n_cases
from _heldout_secrets62_live import live_tool_cases
from _heldout_secrets62_vendors import vendor_cases
from _heldout_secrets62_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 62_2026_12_07_01


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
    sys.exit(main("set 62", __doc__ or "", heldout()))
