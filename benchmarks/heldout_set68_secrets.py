"""A sixty-ninth held-out secrets set (set 68), blind: written before any redaction was run.

Written on 2026-12-07 (05:18-05:48 UTC by ``date -u``) by the helper session ``secrets68``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or any measurement output, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats. (Early greps were run with ``grep -r`` over ``benchmarks/`` and so also matched file
names under ``benchmarks/results/``; only the names and counts of matching files were printed,
never their text, and later greps excluded that directory.)

Share: vendors of Asian clouds and SaaS (Chinese, Japanese, Korean, Indian and Southeast Asian
platforms: cloud, messaging, maps, payments' developer consoles); the Indo-Aryan languages in
their own scripts and the formal and honorific registers of Japanese, Korean and Chinese; agent
tools of workflow automation (n8n, Zapier, Make, Temporal, Airflow and Prefect logs,
LangGraph/CrewAI/AutoGen traces, agent memory stores).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets68_vendors.py`` (looked up
  with the ``search`` tool, the page named in each case's source) and
  ``_heldout_secrets68_vendors2.py`` (shapes remembered), in the shapes they appear in (.env,
  YAML, INI, JSON, properties, Rails credentials, PHP, Ruby, JS/TS, Python, Go, Java, Swift
  configs and SDK calls, curl and httpie, headers, query strings, SDK errors and debug lines).
* ``agent``: tool results of workflow-automation agents (``_heldout_secrets68_agents.py``): six
  three-step scenarios (n8n execution data and credential export, ``temporal workflow show`` and
  ``temporal operator``, an Airflow task log and ``airflow tasks render``, a Prefect flow run log,
  LangGraph checkpoints and stream events, CrewAI verbose output) and single results (AutoGen,
  mem0, Letta, Make, Zapier, Cognee, Graphiti, Motorhead, Restate, DBOS, Cadence, Relevance AI,
  Lindy, n8n).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets68_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens in Bengali,
  Gujarati, Punjabi (Gurmukhi and Shahmukhi), Marathi, Odia, Assamese, Sinhala, Nepali, Sindhi,
  Dhivehi (Thaana) and in honorific Japanese, Korean and Chinese (``_heldout_secrets68_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets68_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets68_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set68_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set68_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set68_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets68_agents import agent_cases
from _heldout_secrets68_args import argument_cases
from _heldout_secrets68_encoded import encoded_cases
from _heldout_secrets68_i18n import i18n_cases
from _heldout_secrets68_live import live_tool_cases
from _heldout_secrets68_vendors import vendor_cases
from _heldout_secrets68_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 68_2026_12_07_01


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
    sys.exit(main("set 68", __doc__ or "", heldout()))
