"""An eightieth held-out secrets set (set 79), blind: written before any redaction was run.

Written on 2026-12-07 (15:46-16:35 UTC by ``date -u``) by the helper session ``secrets79``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Set 79's share: vendors in health and wellness apps, telehealth, pharmacy and
e-prescribing outside FHIR, clinical trials, lab and diagnostics and biotech; the creoles and
pidgins of Africa and the Indian Ocean and West and Central Africa's French and Portuguese
registers; agent tools of spreadsheet and office agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets79_vendors.py`` (fatsecret, Passio, GoodRx, Medidata Rave, Veeva Vault,
  OpenClinica, CDD Vault, Strateos, Arvados, Basepair, Nabla, LibreLinkUp, iHealth, Altibbi,
  Oystehr, WENO Exchange, MeetingDoctors, Practo, Medable, RXNT, Vim, Oracle Clinical One,
  PracticeHub, Medblocks, Jade Diabetes, Everly Health; 24 searches naming 26 vendors with the
  ``search`` tool, 19 gave the format and 7 more came with the answers, each case naming its
  source) and ``_heldout_secrets79_vendors2.py`` (51 more vendors of the share, shapes
  remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, HCL,
  Java properties, SDK calls in Kotlin, Swift, Dart, C#, Go, Ruby, R, Julia, Elixir, PHP and
  Mathematica, curl and httpie, headers, query strings, CSV printed bare, SDK errors, debug
  logs and CI steps).
* ``agent``: tool results of spreadsheet and office agents (``_heldout_secrets79_agents.py``):
  six three-step scenarios (Microsoft Graph's Excel API, the Google Sheets API, Office Scripts
  run from Power Automate, text extracted from .docx, .pptx and .pdf, the Airtable API, the
  Notion and Coda APIs) and single results (CSV exports and converters, document text
  extractors, ``olevba``, ``exiftool``, web queries and Power Query sources, ``clasp`` and
  ``gspread`` credentials, ``rg``, ``git diff``, HTTP responses minting Notion, Google and
  Microsoft tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files and 127.0.0.1 only (``_heldout_secrets79_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  creoles and pidgins of Africa and the Indian Ocean and in West and Central Africa's French
  and Portuguese (``_heldout_secrets79_i18n.py``).
* ``encoding``: encodings and layouts of spreadsheets and office files no earlier set used
  (``_heldout_secrets79_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets79_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set79_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set79_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set79_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets79_agents import agent_cases
from _heldout_secrets79_args import argument_cases
from _heldout_secrets79_encoded import encoded_cases
from _heldout_secrets79_i18n import i18n_cases
from _heldout_secrets79_live import live_tool_cases
from _heldout_secrets79_vendors import vendor_cases
from _heldout_secrets79_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 79_2026_12_07_01


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
    sys.exit(main("set 79", __doc__ or "", heldout()))
