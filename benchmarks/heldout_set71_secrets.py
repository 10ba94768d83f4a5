"""A seventy-second held-out secrets set (set 71), blind: written before any redaction was run.

Written on 2026-12-07 (08:47-08:56 UTC by ``date -u``) by the helper session ``secrets71``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Smaller than the brief asked (246 cases, not about 300; live 7 and encoding 8
rather than about 15 each): the session's deadline.

Share: vendors in telecom carrier and network APIs, eSIM and IoT connectivity, CPaaS other
than Twilio and Vonage, satellite, space and drone APIs, and GIS; the languages of the Pacific
and of Indigenous North America; agent tools of RAG and document ingestion.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this share:
  ``_heldout_secrets71_vendors.py`` (Airalo, eSIM Go, Nokia Network as Code, SkyFi, Capella
  Space, D7 Networks, Arlula, Celitech, Telna; 12 vendors looked up with the ``search`` tool,
  9 kept, 8 pages gave the format, each case naming its source) and
  ``_heldout_secrets71_vendors2.py`` (IoT SIM platforms, satellite IoT and ground segment,
  imagery, drones, CPaaS and network APIs, shapes remembered), in the shapes they really appear
  in (.env, YAML, TOML, INI, JSON, XML, HCL, properties, Asterisk conf, curl and httpie, headers,
  query strings, CSV printed bare, SDK calls in Python, PHP, Ruby, TypeScript, Kotlin, Swift,
  C#, Go, Rust, Elixir and Lua, SDK errors, debug logs and a CI step).
* ``agent``: tool results of RAG and document-ingestion agents (``_heldout_secrets71_agents.py``):
  six three-step scenarios (Qdrant, Weaviate, Milvus, Chroma, pgvector in psql, a crawler's
  sitemap walk with trafilatura and html2text) and single results (document loaders, chunkers,
  embedding jobs, rerankers, LlamaIndex nodes, Docling, a crawler's cookie jar, configs,
  ``rg``, an HTTP response minting an ingestion key).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets71_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in Māori,
  Samoan, Tongan, Hawaiian, Fijian, Tok Pisin, Bislama, Cherokee (syllabary), Navajo, Plains
  Cree (syllabics), Ojibwe, Lakota, Yup'ik and Nahuatl (``_heldout_secrets71_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets71_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets71_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set71_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set71_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set71_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets71_agents import agent_cases
from _heldout_secrets71_args import argument_cases
from _heldout_secrets71_encoded import encoded_cases
from _heldout_secrets71_i18n import i18n_cases
from _heldout_secrets71_live import live_tool_cases
from _heldout_secrets71_vendors import vendor_cases
from _heldout_secrets71_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 71_2026_12_07_01


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
    sys.exit(main("set 71", __doc__ or "", heldout()))
