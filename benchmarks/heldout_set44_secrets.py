"""A forty-fifth held-out secrets set (set 44), blind: written before any redaction was run.

Written on 2026-12-06 (15:08-15:45 UTC by ``date -u``) by the helper session ``secrets44``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of the four parallel sets: vendors named T to Z or with a digit, languages
of the Americas and East Asia, MCP, XML/YAML/TOML and memory-file tool shapes.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets44_vendors.py``: CDPs,
  commerce, semantic search, language learning, brokers, workflow engines, MLOps, push,
  machine identity, API gateways, editors, identity checks, API security, charity streaming,
  alerting, metrics proxies, trace testing, delivery, telephony, analytics, landing pages,
  investment APIs, fraud monitoring, plagiarism checks, tracing, metrics storage, IoT feeds
  and voice agents, 31 vendors looked up with the ``search`` tool (28 gave the format) and
  each case naming its source; ``_heldout_secrets44_vendors2.py``: telephony, LMS, legal,
  freight, routing, translation management, crop science, Apple CI, native ads, reviews,
  endpoint and privileged access, brokerages, consent, cloud governance, payments, listings,
  content hubs, managed DNS, IoT, SMS, call tracking, attribution, conversational AI,
  storage, telematics, caller id, email verification and feature flags, shapes remembered),
  in the shapes they really appear in (.env, YAML, Kubernetes and operator manifests, INI,
  TOML-like objstore files, JSON, XML, PHP, Java, C#, Android manifests, PowerShell, Elixir,
  curl, headers, query strings, nginx/APIcast logs, SDK exceptions and CI workflows).
* ``agent``: coding-agent tool results (``_heldout_secrets44_agents.py``): six three-step
  scenarios in MCP ``resources/read`` results, MCP ``elicitation/create`` answers, MCP
  ``notifications/progress`` messages, Cline memory-bank files, XML tool output
  (``<tool_result>``, ``<function_results>``, ``<observation>``) and YAML/TOML tool output,
  and single results (an MCP ``resource_link`` result, a ``prompts/get`` message,
  ``TodoWrite`` lists, ``plan.md``, ``tasks.md``, ``MEMORY.md``, ``AGENTS.md`` and
  ``GEMINI.md``, files of 29 self-hosted apps no earlier set read, ripgrep, grep and diff
  output, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets44_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 39
  languages and dialects of the Americas and East Asia (17 that no earlier set named) and 8
  scripts (``_heldout_secrets44_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets44_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets44_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set44_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set44_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set44_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets44_agents import agent_cases
from _heldout_secrets44_args import argument_cases
from _heldout_secrets44_encoded import encoded_cases
from _heldout_secrets44_i18n import i18n_cases
from _heldout_secrets44_live import live_tool_cases
from _heldout_secrets44_vendors import vendor_cases
from _heldout_secrets44_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 44_2026_12_06_15


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
    sys.exit(main("set 44", __doc__ or "", heldout()))
