"""A fifty-eighth held-out secrets set (set 57), blind: written before any redaction was run.

Written on 2026-12-06 (22:17-22:52 UTC by ``date -u``) by the helper session ``secrets57``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Set 57's share, split with three helpers building sets in parallel: vendors whose
names start with B, E, H, K, N, R, U or Z in payments, billing and invoicing, product
analytics, support desks and scheduling; the languages of Southeast Asia and the Pacific;
notebook and data agents' tool shapes.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets57_vendors.py``:
  BlueSnap, Braspag, Billsby, Elavon Converge, easybill, UXCam, Usermaven, heidelpay,
  Netaxept, Realex, HelloAsso, ECOMMPAY, BookingSync and Hesk, 28 vendors searched with the
  ``search`` tool, 13 pages giving the format, the source of each named per case;
  ``_heldout_secrets57_vendors2.py``: 58 more payment, billing, analytics, support and
  booking vendors, shapes remembered), in the shapes they really appear in (.env, YAML,
  TOML, INI, JSON, HCL, XML, Java properties, PHP, Ruby, Dart, curl and HTTPie, headers,
  query strings, CSV and table output printing values bare, SOAP bodies, SDK exceptions and
  debug logs).
* ``agent``: notebook and data agents' tool results (``_heldout_secrets57_agents.py``): six
  three-step scenarios in jupyter-mcp-server's ``insert_execute_code_cell``, Airflow task
  logs, Dagster run events, Prefect flow run logs, Spark driver logs with a
  ``Py4JJavaError`` and Gemini in Colab's executed cells, and single results (Data Wrangler,
  Code Interpreter, Cortex Analyst, dbt Copilot, JupyterLab's terminal, Ploomber, pandas and
  polars errors, configs of data tools no earlier set read, ripgrep, ag, grep and an
  nbstripout'd diff, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets57_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 55
  languages of Southeast Asia and the Pacific (25 that no earlier set named) and 8 scripts
  (``_heldout_secrets57_i18n.py``).
* ``encoding``: encodings, digits and layouts no earlier set used
  (``_heldout_secrets57_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets57_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set57_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set57_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set57_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets57_agents import agent_cases
from _heldout_secrets57_args import argument_cases
from _heldout_secrets57_encoded import encoded_cases
from _heldout_secrets57_i18n import i18n_cases
from _heldout_secrets57_live import live_tool_cases
from _heldout_secrets57_vendors import vendor_cases
from _heldout_secrets57_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 57_2026_12_06_22


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
    sys.exit(main("set 57", __doc__ or "", heldout()))
