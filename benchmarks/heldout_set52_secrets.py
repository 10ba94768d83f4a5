"""A fifty-third held-out secrets set (set 52), blind: written before any redaction was run.

Written on 2026-12-06 (18:55-19:07 UTC by ``date -u``) by the helper session ``secrets52``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of the four sets built in parallel: vendors whose names start T to Z or a
digit, of AI and ML kinds; languages of India's north-east, Dravidian languages and
Sino-Tibetan languages of the Himalayas and Myanmar; office-assistant agent tools.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets52_vendors.py``: model
  and video APIs, feature stores, LLM gateways, speech, OCR and dataset tools, 26 looked up
  with the ``search`` tool, 17 pages giving the format, each case naming its source;
  ``_heldout_secrets52_vendors2.py``: labeling, document and vision APIs, speech and video,
  MLOps and serving, LLM observability and guardrails, vector stores, model APIs and gateways,
  shapes remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, HCL,
  XML, properties, PowerShell, Go, Kotlin, PHP, Kubernetes secrets, GitHub Actions logs, curl,
  headers, query strings, access logs, tables printing values bare, SDK exceptions).
* ``agent``: office-assistant agent tool results (``_heldout_secrets52_agents.py``): six
  three-step scenarios (Gmail API messages, Microsoft Graph messages and ``addPassword``, ICS
  events and alarms, docx parts, xlsx parts and formulas, Notion, Confluence and PDF text) and
  single results (PyMuPDF blocks, Sheets ``valueRanges``, CSV exports, ``HYPERLINK`` and
  ``IMPORTXML`` formulas, docx2txt, MIME headers, Graph credentials, xlsx ``connections.xml``,
  Power Query ``Web.Contents``/``Sql.Database``, pptx notes, a docx header, Graph online
  meetings and ``createUploadSession``, a Confluence PAT minted, Gmail ``sendAs`` ``smtpMsa``,
  Notion ``rich_text``, .eml and .msg text, pypdf form fields, Apps Script, a vCard, xlsx data
  validation).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets52_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 29
  languages (14 that no earlier set named) and 11 scripts (``_heldout_secrets52_i18n.py``).
* ``encoding``: encodings, escapes, alphabets and layouts no earlier set used
  (``_heldout_secrets52_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets52_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set52_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set52_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set52_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets52_agents import agent_cases
from _heldout_secrets52_args import argument_cases
from _heldout_secrets52_encoded import encoded_cases
from _heldout_secrets52_i18n import i18n_cases
from _heldout_secrets52_live import live_tool_cases
from _heldout_secrets52_vendors import vendor_cases
from _heldout_secrets52_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 52_2026_12_06_19


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
    sys.exit(main("set 52", __doc__ or "", heldout()))
