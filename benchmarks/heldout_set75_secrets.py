"""A seventy-sixth held-out secrets set (set 75), blind: written before any redaction was run.

Written on 2026-12-07 (12:23-12:34 UTC by ``date -u``) by the helper session ``secrets75``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``,
``benchmarks/results/`` or any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats (vendors, tools,
language words, encodings and argument names).

Share: media, streaming, podcast and music vendors, game backends and app stores, ad-tech
and attribution; Europe's smaller and minority languages (Icelandic, Faroese, Irish, Welsh,
Basque, Catalan, Galician, Maltese, Albanian, Macedonian, Serbian in Cyrillic, Slovene,
Estonian, Latvian, Lithuanian, Finnish, Hungarian, Greek, Luxembourgish, North Sámi); agent
tools of SQL and database agents (psql, mysql and sqlite sessions, query plans, migration
tools, ORM errors, connection-pool logs).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets75_vendors.py`` (Appodeal, Everflow, Voluum, RedTrack, Keitaro,
  PartnerStack, AppTweak, Appetize, Pollfish, Admitad, Affise, Mubert, Feed.fm, the Amazon
  Appstore and Microsoft Store submission APIs, Phenix EdgeAuth, Partnerize, the Teads DSP,
  FreeWheel, Podscribe; 28 searches with the ``search`` tool covering 31 vendors, 20 of whose
  pages gave the format or at least the header or variable, each case naming its source)
  and ``_heldout_secrets75_vendors2.py``
  (streaming, podcast hosting and audio ads, radio and music, game backends and tournaments,
  offerwalls and kids' ads, ad-tech and ASO tooling; shapes remembered), in the shapes they
  really appear in (.env, YAML, TOML, INI, JSON, XML, HCL, properties, PHP serialized
  options, Liquidsoap, code in C#, C++, Go, Rust, Kotlin, Swift, Dart, Ruby, PHP, Python,
  Elixir, Lua, JavaScript and PowerShell, curl and httpie, headers, query strings, CSV printed
  bare, SDK errors, debug logs, CI steps).
* ``agent``: tool results of SQL and database agents (``_heldout_secrets75_agents.py``): six
  three-step scenarios (``pgroll``, ``gh-ost``, Skeema, pgcat, Supavisor, pgloader) and single
  results (an ``EXPLAIN ANALYZE`` plan, psql, mysql and sqlite sessions, ORM and migration
  tool errors, database GUI exports, pooler configs, HTTP responses minting database
  credentials, ``rg`` and ``git diff``).
* ``cli``, ``traceback``, ``repr``, ``log``: output of database tools and libraries really run
  here against local files and in-memory databases only (``_heldout_secrets75_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Europe's smaller and minority languages, in Latin, Cyrillic and Greek scripts
  (``_heldout_secrets75_i18n.py``).
* ``encoding``: SQL encodings and layouts no earlier set used (``_heldout_secrets75_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets75_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set75_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set75_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set75_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets75_agents import agent_cases
from _heldout_secrets75_args import argument_cases
from _heldout_secrets75_encoded import encoded_cases
from _heldout_secrets75_i18n import i18n_cases
from _heldout_secrets75_live import live_tool_cases
from _heldout_secrets75_vendors import vendor_cases
from _heldout_secrets75_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 75_2026_12_07_01


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
    sys.exit(main("set 75", __doc__ or "", heldout()))
