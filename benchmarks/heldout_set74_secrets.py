"""A seventy-fifth held-out secrets set (set 74), blind: written before any redaction was run.

Written on 2026-12-07 (12:23-12:40 UTC by ``date -u``) by the helper session ``secrets74``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Share: vendors in insurance, real estate and proptech, legal tech and e-signature, government
and open-data portals; the languages of South Asia other than Hindi and Bengali; agent tools
of email and calendar assistants.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets74_vendors.py`` (ZapSign, Clicksign, D4Sign, Docmosis, Carbone, Repliers,
  Banxico SIE, Portal da Transparência, Kadaster BAG, LINZ Data Service, Nomis, idealista,
  ImmoScout24, Domain, Propexo, BatchData, PriceLabs, Surepass, Acrobat Sign, Signaturit,
  Autentique, Datafiniti, MLS Grid, Rentometer, Indian Kanoon, Statistics Canada; 25 searches
  with the ``search`` tool, 18 pages gave the format or where the key goes, each case naming its
  source) and ``_heldout_secrets74_vendors2.py`` (insurance cores and insurtech, proptech and
  portals, e-signature and legal research, government and open-data portals, shapes
  remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, HCL,
  properties, web.config, netrc, PowerShell, curl and httpie, headers, query strings, CSV and
  tables printed bare, SDK calls in Python, Node, PHP, R, Ruby, Go, Kotlin, Swift, C#, Java,
  SDK errors, debug and nginx logs, CI steps).
* ``agent``: tool results of email and calendar assistants (``_heldout_secrets74_agents.py``):
  six three-step scenarios (an IMAP session, a JMAP session, Microsoft Graph mail and events,
  Google Calendar with conference data, an ICS invite, a forwarded thread) and single results
  (aerc, vdirsyncer, notmuch, gcalcli, hydroxide, mbox grep, rg over a Maildir, MIME parts,
  HTTP responses minting app passwords, tokens and feed URLs, git diff, Get-InboxRule).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets74_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Tamil, Telugu, Kannada, Malayalam, Marathi, Gujarati, Punjabi (Gurmukhi and Shahmukhi),
  Odia, Assamese, Sinhala, Nepali, Dhivehi (Thaana) and Sindhi (Arabic and Devanagari), with
  their own digits where used (``_heldout_secrets74_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets74_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages and scripts (``_heldout_secrets74_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set74_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set74_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set74_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets74_agents import agent_cases
from _heldout_secrets74_args import argument_cases
from _heldout_secrets74_encoded import encoded_cases
from _heldout_secrets74_i18n import i18n_cases
from _heldout_secrets74_live import live_tool_cases
from _heldout_secrets74_vendors import vendor_cases
from _heldout_secrets74_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 74_2026_12_07_01


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
    sys.exit(main("set 74", __doc__ or "", heldout()))
