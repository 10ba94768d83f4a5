"""A thirty-second held-out secrets set (set 31), blind: written before any redaction was run.

Written on 2026-12-06 (09:47-10:01 UTC by ``date -u``) by the helper session ``secrets31``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``), ``_heldout_live_tools.py`` and set 30's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets31_vendors.py``:
  translation and localization, maps and geocoding, observability and synthetic monitoring,
  error tracking, container tracking and order management, legal research and contracts,
  nonprofit fundraising and campaigns, school rostering and LMS, low-code front ends, 26 of
  them looked up with the ``search`` tool and each case naming its source;
  ``_heldout_secrets31_vendors2.py``: mobile attribution and ad networks, freight and
  fulfilment, fleet inspections, agriculture data, classroom and campaign tools, contract
  lifecycle, game backends, IoT dashboards and digital twins, address quality, old CI services
  and church management, legal research, fleet telematics and more nonprofit CRMs), in the
  shapes they really appear in (.env, YAML, TOML, INI, JSON, Kubernetes Secrets, tfvars, XML
  and SOAP, properties, PHP, PowerShell, R, Unity assets, curl and httpie,
  headers, query strings, cookies, SDK exceptions, debug logs, Apex logs, CI logs).
* ``agent``: coding-agent tool results (``_heldout_secrets31_agents.py``): six three-step
  scenarios in JetBrains AI Assistant's terminal-command step, Wave Terminal's Wave AI command
  blocks, a Mastra agent's ``toolResults``, phidata's ``show_tool_calls`` panels, a DSPy
  ``ReAct`` trajectory and a Haystack ``ToolInvoker`` reply, and single results (Fitten Code,
  Supermaven, Phind, ChatDev, Marvin, ControlFlow, files of self-hosted apps no earlier set
  read (46 apps), HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets31_live.py``).
* ``i18n``: app passwords, code words, secret codes, one-time and backup codes, PINs, passwords
  and an access key named in 39 languages (13 that no earlier set named) and 16 scripts
  (``_heldout_secrets31_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets31_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets31_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set31_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set31_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set31_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets31_agents import agent_cases
from _heldout_secrets31_args import argument_cases
from _heldout_secrets31_encoded import encoded_cases
from _heldout_secrets31_i18n import i18n_cases
from _heldout_secrets31_live import live_tool_cases
from _heldout_secrets31_vendors import vendor_cases
from _heldout_secrets31_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 31_2026_12_06_10


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
    sys.exit(main("set 31", __doc__ or "", heldout()))
