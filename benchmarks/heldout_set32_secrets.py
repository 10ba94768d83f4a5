"""A thirty-third held-out secrets set (set 32), blind: written before any redaction was run.

Written on 2026-12-06 (10:10-10:30 UTC by ``date -u``) by the helper session ``secrets32``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 31's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets32_vendors.py``: mobile
  logging and error tracking, PHP profiling, live debugging and chaos engineering, uptime
  monitoring, log ingestion, ML observability, translation and CAT tools, spatial SQL,
  cellular routers and fleet firmware, home automation hubs and LLM tracing, 25 vendors
  looked up with the ``search`` tool (23 pages gave the format) and each case naming its
  source;
  ``_heldout_secrets32_vendors2.py``: translation agencies, corporate LMS, giving platforms,
  court data, freight forwarding, farm records, deployment and status pages, serverless
  tracing, game backends and server hosts, industrial IoT and historians, smart-home hubs,
  network controllers, cellular gateways and AV control), in the shapes they really appear
  in (.env, YAML, TOML, INI, JSON, XML and SOAP, php.ini, Kotlin, Swift, TypeScript, Ruby,
  PowerShell, Fluent Bit, CloudFormation, curl and httpie, headers, query strings, SDK
  exceptions, debug and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets32_agents.py``): six three-step
  scenarios in CodeCompanion.nvim's ``@cmd_runner``, PydanticAI's ``ToolReturnPart``, Strands
  Agents' ``toolResult``, a Google ADK ``Event`` with a ``function_response``, Griptape's
  ``ToolkitTask`` log and GPT Pilot's ``EXECUTE COMMAND`` step, and single results (ellama,
  Theia AI, Langflow, Flowise, BeeAI, Upsonic, Atomic Agents, Motia, Smithery, AskCodi,
  Wingman, Replit Agent, the Vercel AI SDK, files of 32 self-hosted apps no earlier set read,
  HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets32_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 40
  languages (14 that no earlier set named) and 20 scripts (``_heldout_secrets32_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets32_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets32_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set32_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set32_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set32_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets32_agents import agent_cases
from _heldout_secrets32_args import argument_cases
from _heldout_secrets32_encoded import encoded_cases
from _heldout_secrets32_i18n import i18n_cases
from _heldout_secrets32_live import live_tool_cases
from _heldout_secrets32_vendors import vendor_cases
from _heldout_secrets32_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 32_2026_12_06_11


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
    sys.exit(main("set 32", __doc__ or "", heldout()))
