"""A thirty-fifth held-out secrets set (set 34), blind: written before any redaction was run.

Written on 2026-12-06 (12:36-12:47 UTC by ``date -u``) by the helper session ``secrets34``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Other helpers build sets in parallel: this set's share is vendors whose names start
with A to H, languages mostly of Africa and Europe, and the agent shapes named below.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets34_vendors.py``:
  container scanning, API gateways, PaaS, data catalogs, social publishing, maps, link
  shorteners, web scraping, preview environments, customer engagement, semantic layers,
  metadata platforms, customer service, work management, hotel distribution, anomaly
  detection, experimentation and cloud telephony, 28 vendors looked up with the ``search``
  tool (22 pages gave the format or where the key goes) and each case naming its source;
  ``_heldout_secrets34_vendors2.py``: telephony, usage billing, IoT, offerwalls, last-mile
  delivery, SMS gateways, warehouses, freight, site search, LMS, contract management, ad
  monetization, game servers, school administration, referral marketing, shared inboxes,
  vacation rentals, time tracking and mobile money, shapes remembered), in the shapes they
  really appear in (.env, YAML, INI, JSON, PHP, Ruby, Python REPLs and tracebacks, shell
  scripts, PowerShell, JavaScript, curl and httpie, headers, query strings, access logs, SDK
  exceptions, container and worker logs).
* ``agent``: coding-agent tool results (``_heldout_secrets34_agents.py``): six three-step
  scenarios in Amp's (ampcode) Bash and Read blocks, Agent Zero's ``code_execution_tool``,
  OpenManus' tool results, Refact.ai's ``cat`` and ``shell`` tools, Amazon Q Developer's
  ``q chat`` ``execute_bash`` / ``fs_read`` and Warp AI's agent-mode command blocks, and
  single results (Browser Use, Skyvern, Stagehand, Langroid, Parlant, Portia, XAgent,
  Swarms, CodeAct, Microsandbox, Shell-GPT, Butterfish, files of 25 self-hosted apps no
  earlier set read, ripgrep, ag, grep, git diff and git show output, HTTP tool responses
  minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets34_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 39
  languages (11 that no earlier set named) and 15 scripts (``_heldout_secrets34_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets34_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets34_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set34_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set34_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set34_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets34_agents import agent_cases
from _heldout_secrets34_args import argument_cases
from _heldout_secrets34_encoded import encoded_cases
from _heldout_secrets34_i18n import i18n_cases
from _heldout_secrets34_live import live_tool_cases
from _heldout_secrets34_vendors import vendor_cases
from _heldout_secrets34_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 34_2026_12_06_13


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
    sys.exit(main("set 34", __doc__ or "", heldout()))
