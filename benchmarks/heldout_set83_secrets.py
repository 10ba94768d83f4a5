"""An eighty-fourth held-out secrets set (set 83), blind: written before any redaction was run.

Written on 2026-12-07 (19:28-20:10 UTC by ``date -u``) by the helper session ``secrets83``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``,
``benchmarks/results/`` or any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share (one of four sets 83 built in parallel): vendors of mobility (ride-hailing,
micromobility, parking, tolls, transit ticketing, car rental), maps, geocoding and location
SaaS; the Arabic of the Levant, the Gulf, Iraq, Sudan and Yemen in Arabic script and in
Arabizi, colloquial Persian, Balochi and romanized Urdu; agent tools of data pipelines and
warehouses (Airbyte, Fivetran, Kafka Connect, Debezium, Kafka clients, snowsql, bq,
Databricks CLI, spark-submit, Trino, ClickHouse).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this share:
  ``_heldout_secrets83_vendors.py`` (Lyft, Transitland, Rome2rio, HyperTrack, Tile38, Unwired
  Labs, Combain, Sygic, IndoorAtlas, Estimote, Citymapper, ParkWhiz, Cabify, BlaBlaCar,
  Skyhook, Map.ir, TollGuru, Swiftly, Getaround, Karhoo, Mozio, iCabbi, EasyPark, Mapon; 25
  vendors looked up with the ``search`` tool, 17 pages gave the format or the scheme, each
  case naming its source) and ``_heldout_secrets83_vendors2.py`` (ride-hailing of the Gulf,
  the Levant, North Africa, Iran and South Asia, parking, tolls, transit ticketing, car
  sharing and rental, micromobility and location SaaS; shapes remembered), in the shapes they
  really appear in (.env, YAML, TOML, INI, JSON, XML, HCL, properties, code in Kotlin, Swift,
  Dart, Go, Rust, C#, PHP, Ruby, Elixir, Python, JavaScript and Squirrel, curl and httpie,
  headers, query strings, CSV and tables printing values bare, SDK errors, debug logs and CI
  steps).
* ``agent``: tool results of agents working on data pipelines and warehouses
  (``_heldout_secrets83_agents.py``): six three-step scenarios (Kafka Connect and Debezium,
  Airbyte's abctl and octavia, Fivetran's API and Terraform, the Databricks CLI and
  spark-submit, Snowflake's CLI and snowsql, Trino and ClickHouse) and single results (Kafka
  client dumps, kcat, MirrorMaker 2, ksqlDB, schema registry, bq, connector files, git diff,
  HTTP responses minting Databricks, Confluent Cloud, Airbyte and Fivetran credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets83_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  Arabic of the Levant (Lebanese, Syrian, Jordanian, Palestinian), the Gulf (Saudi, Emirati,
  Kuwaiti, Qatari, Bahraini, Omani), Iraq, Sudan and Yemen, in Arabic script and Arabizi,
  colloquial Persian in Persian script and Finglish, Balochi and romanized Urdu
  (``_heldout_secrets83_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used, most in warehouse SQL dialects
  (``_heldout_secrets83_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets83_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set83_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set83_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set83_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets83_agents import agent_cases
from _heldout_secrets83_args import argument_cases
from _heldout_secrets83_encoded import encoded_cases
from _heldout_secrets83_i18n import i18n_cases
from _heldout_secrets83_live import live_tool_cases
from _heldout_secrets83_vendors import vendor_cases
from _heldout_secrets83_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 83_2026_12_07_01


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
    sys.exit(main("set 83", __doc__ or "", heldout()))
