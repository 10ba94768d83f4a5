"""A seventieth held-out secrets set (set 69), blind: written before any redaction was run.

Written on 2026-12-07 (08:47-08:58 UTC by ``date -u``) by the helper session ``secrets69``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Share: vendors of scientific and research infrastructure (lab notebooks and LIMS, genomics
and bioinformatics platforms, HPC portals, research-data repositories, scholarly publishing
and open-science services), nonprofit fundraising and civic tech; the languages of
Sub-Saharan Africa and their registers; agent tools of browser and computer-use agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets69_vendors.py`` (eLabFTW, Labguru, LabKey, Seqera Platform, Dataverse,
  OSF, REDCap, Illumina Connected Analytics, Flywheel, InvenioRDM, ProPublica, Web of
  Science, OpenNeuro, OpenML, DOAJ, GlobalGiving, MuckRock, Opal, Labstep, GIN, CyVerse,
  FAIRDOM-SEEK, FAIR Data Point, RDMO, XNAT, DocumentCloud, SENAITE; 25 looked up with the
  ``search`` tool, 22 pages gave the format, each case naming its source) and
  ``_heldout_secrets69_vendors2.py`` (39 more LIMS, HPC, scholarly, fundraising and
  civic-tech vendors, shapes remembered), in the shapes they really appear in (.env, YAML,
  TOML, INI, JSON, XML, HCL, properties, R, Python, SAS, PHP, Go, C#, Kotlin, Ruby, Julia,
  Elixir and TypeScript calls, curl and httpie, headers, query strings, CSV printed bare,
  SDK errors, debug logs and CI steps).
* ``agent``: tool results of browser and computer-use agents (``_heldout_secrets69_agents.py``):
  six three-step scenarios (Playwright MCP snapshot, network and console; a browser-use run;
  a CDP accessibility tree; a HAR export; OCR of computer-use screenshots; cookie jars) and
  single results (DOM dumps, CDP events, Puppeteer and selenium-wire logs, page text,
  computer-use bash and editor results, HTTP responses minting credentials, file reads, rg,
  grep and git diff).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets69_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  languages of Sub-Saharan Africa (``_heldout_secrets69_i18n.py``), in Latin, Arabic (Hausa
  Ajami) and Ge'ez scripts.
* ``encoding``: layouts no earlier set used, met by browser agents
  (``_heldout_secrets69_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets69_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set69_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set69_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set69_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets69_agents import agent_cases
from _heldout_secrets69_args import argument_cases
from _heldout_secrets69_encoded import encoded_cases
from _heldout_secrets69_i18n import i18n_cases
from _heldout_secrets69_live import live_tool_cases
from _heldout_secrets69_vendors import vendor_cases
from _heldout_secrets69_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 69_2026_12_07_01


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
    sys.exit(main("set 69", __doc__ or "", heldout()))
