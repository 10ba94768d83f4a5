"""A sixty-fifth held-out secrets set (set 64), blind: written before any redaction was run.

Written on 2026-12-07 (01:39-01:50 UTC by ``date -u``) by the helper session ``secrets64``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share: vendors in education and LMS, healthcare (FHIR, HL7, e-prescribing), government and
open banking, and travel (airline distribution, hotel channel managers, rail); romanized and
transliterated writing of non-Latin languages and the Dravidian languages in their own
scripts; agent tools of chat-ops and voice (Slack, Discord and Teams bots, Twilio and Vonage
voice agents, Rasa and Botpress) and of embedded/IoT development (PlatformIO, arduino-cli,
ESP-IDF monitor, Zephyr west, serial consoles).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets64_vendors.py`` (30
  vendors looked up with the ``search`` tool, 26 pages gave the format or where the credential
  goes, each case naming its source) and ``_heldout_secrets64_vendors2.py`` (54 more vendors,
  shapes as remembered), in .env, YAML, TOML, INI, JSON, XML and SOAP, HCL, properties, code in
  Python, JavaScript, Kotlin, Go, Swift, C#, PHP and Ruby, curl and HTTPie, headers, query
  strings, CSV printed bare, SDK errors, debug logs and CI steps.
* ``agent``: tool results of chat-ops, voice and embedded-development agents
  (``_heldout_secrets64_agents.py``): six three-step scenarios (a Slack Bolt debug log, a
  discord.js gateway log, a Bot Framework adapter log, a Twilio ConversationRelay transcript, a
  ``rasa run --debug`` trace, an ``idf.py monitor`` boot log) and single results.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets64_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens in romanized
  Arabic, Indic, Chinese, Japanese, Greek, Russian, Persian, Thai and Korean, and in Tamil,
  Telugu, Kannada, Malayalam and Tulu scripts (``_heldout_secrets64_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets64_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets64_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set64_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set64_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set64_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets64_agents import agent_cases
from _heldout_secrets64_args import argument_cases
from _heldout_secrets64_encoded import encoded_cases
from _heldout_secrets64_i18n import i18n_cases
from _heldout_secrets64_live import live_tool_cases
from _heldout_secrets64_vendors import vendor_cases
from _heldout_secrets64_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 64_2026_12_07_01


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
    sys.exit(main("set 64", __doc__ or "", heldout()))
