"""A seventy-first held-out secrets set (set 70), blind: written before any redaction was run.

Written on 2026-12-07 (08:47-08:58 UTC by ``date -u``) by the helper session ``secrets70``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Share: vendors of hospitality, restaurants and point of sale, food delivery, ticketing and
events, sports, fitness and wearables; the languages of mainland and maritime Southeast Asia
in their scripts; agent tools of notebook and data-science agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets70_vendors.py``
  (Flipdish, Epos Now, Intervals.icu, Peloton, Concept2, Restaurant365, Sirius menus,
  Skiddle, Trainerize, PushPress, Virtuagym, HotelRunner, Paytronix, StubHub, COROS,
  Swoogo, Eight Sleep, Lunchbox, Ticketbud; 25 vendors looked up with the ``search`` tool,
  18 pages gave the format or where the secret travels, each case naming its source) and
  ``_heldout_secrets70_vendors2.py`` (Punchh, Lavu, Tevalis, orderbird, Vectron, Gastrofix,
  Kounta, Tillster, MarketMan, Cuboh, Chowly, foodpanda, Baemin, ShopeeFood, Purplepass,
  TicketSpice, Ticketleap, Yapsody, Vivid Seats, Partiful, Whova, Roanuz, Zwift,
  TrainingPeaks, MapMyFitness, Runkeeper, RideWithGPS, Ultrahuman, Sahha, Catapult,
  Gymdesk, Duve, ClassPass; shapes remembered), in .env, YAML, TOML, INI, JSON, XML, HCL,
  properties, C#, Ruby, PHP, Go, Rust, Kotlin, Swift, Dart, Elixir, Python and R errors,
  curl and httpie, headers, query strings, a cookie jar, CSV printed bare, debug logs and a
  CI step.
* ``agent``: tool results of notebook and data-science agents
  (``_heldout_secrets70_agents.py``): six three-step scenarios (a Jupyter session, a Spark
  job, an MLflow run, a W&B run, a DuckDB session, a Dask cluster) and single results
  (polars and pandas reprs, .ipynb files, Jupyter server logs, ``rg`` and ``git diff`` over
  notebooks, HTTP responses minting notebook-hub and wearable tokens, configs of Streamlit,
  Quarto, marimo and Kaggle).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets70_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in Thai,
  Lao, Khmer, Burmese, Vietnamese, Tagalog (Latin and Baybayin), Cebuano, Javanese,
  Sundanese, Balinese (each in Latin and its script), Malay (Rumi and Jawi) and Tetum
  (``_heldout_secrets70_i18n.py``; words as remembered; Cham left out).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets70_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles, languages and scripts (``_heldout_secrets70_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set70_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set70_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set70_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets70_agents import agent_cases
from _heldout_secrets70_args import argument_cases
from _heldout_secrets70_encoded import encoded_cases
from _heldout_secrets70_i18n import i18n_cases
from _heldout_secrets70_live import live_tool_cases
from _heldout_secrets70_vendors import vendor_cases
from _heldout_secrets70_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 70_2026_12_07_01


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
    sys.exit(main("set 70", __doc__ or "", heldout()))
