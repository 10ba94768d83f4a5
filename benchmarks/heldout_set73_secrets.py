"""A seventy-fourth held-out secrets set (set 73), blind: written before any redaction was run.

Written on 2026-12-07 (12:23-13:15 UTC by ``date -u``) by the helper session ``secrets73``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``,
``benchmarks/results/`` or any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share (one of four sets 73 built in parallel): vendors in automotive and EV charging,
smart-home and industrial IoT platforms, energy and utilities APIs, agriculture and weather;
the languages of Central Asia and the Caucasus; agent tools of coding agents' edit loops.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this share:
  ``_heldout_secrets73_vendors.py`` (30 vendors searched with the ``search`` tool, 23 pages
  gave the format, each case naming its source; the rest say the shape is remembered) and
  ``_heldout_secrets73_vendors2.py`` (chargers and networks, smart-home clouds, historians,
  home batteries, agriculture and weather; shapes remembered), in the shapes they really
  appear in (.env, YAML, TOML, INI, JSON, XML, HCL, properties, River, PowerShell, curl and
  httpie, headers, query strings, CSV printed bare, SDK calls in Python, TypeScript, Kotlin,
  Swift, Go, Rust, C#, Java, Ruby, PHP, Scala, Dart and R, SDK errors, debug logs and CI steps).
* ``agent``: tool results of coding agents' edit loops (``_heldout_secrets73_agents.py``): six
  three-step scenarios (an editor view, apply_patch and ``vite build``; ``perl -pi``,
  ``gofmt -d`` and ``gopls``; rust-analyzer diagnostics, ``cargo nextest`` and ``cargo
  build``; ``bun test``, ``oxlint`` and ``prettier``; ``ktlint``, Gradle ``--info`` and
  ``detekt``; ``flake8 --show-source``, the editor's ``str_replace`` and ``pytest -l``) and
  single results (linters, LSP logs, test runners, build tools, ``patch -p1``, ``sed -i``,
  ``rg``, ``grep``, ``git diff``, HTTP responses minting device and charger credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets73_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in Kazakh
  (Cyrillic and Latin), Uzbek (Latin and Cyrillic), Kyrgyz, Tajik, Turkmen, Azerbaijani,
  Georgian, Armenian, Mongolian (Cyrillic and traditional script), Tatar, Bashkir and Chechen
  (``_heldout_secrets73_i18n.py``).
* ``encoding``: keyboard-layout mistyping, Mongolian digits and vertical layout, combining
  underlines and PINs as number words (``_heldout_secrets73_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets73_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set73_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set73_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set73_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets73_agents import agent_cases
from _heldout_secrets73_args import argument_cases
from _heldout_secrets73_encoded import encoded_cases
from _heldout_secrets73_i18n import i18n_cases
from _heldout_secrets73_live import live_tool_cases
from _heldout_secrets73_vendors import vendor_cases
from _heldout_secrets73_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 73_2026_12_07_01


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
    sys.exit(main("set 73", __doc__ or "", heldout()))
