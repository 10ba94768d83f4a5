"""A fifty-seventh held-out secrets set (set 56), blind: written before any redaction was run.

Written on 2026-12-06 (19:18-19:35 UTC by ``date -u``) by the helper session ``secrets56``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: tokens and config keys of open-source self-hosted software no earlier set
  named (``_heldout_secrets56_vendors.py``: intrusion prevention, threat intelligence,
  incident response, security findings and SBOM servers, forensics, npm registries, auth
  proxies, phishing simulation, secrets stores, EV charging, identity, backups,
  provisioning, customer messaging, monitoring, gem and Python indexes, certificate
  authorities, time-series dashboards, forges, status pages, mail servers and Postgres
  spreadsheets, 26 looked up with the ``search`` tool (22 pages gave the format) and each
  case naming its source; ``_heldout_secrets56_vendors2.py``: groupware, CalDAV and sync
  servers, note and password-manager sync, identity servers, Linux fleet management,
  Python indexes, web desktops, link pages, Discord request bots, SQL gateways, tracing and
  metrics stores, Kubernetes backups, endpoint agents, forges, low-code platforms,
  accounting and helpdesks, shapes remembered), in the shapes they really appear in (.env,
  YAML, TOML, INI, JSON, PHP, Bareos resource files, hammer YAML, properties, curl, headers,
  query strings, CLI tables, SDK exceptions, container and access logs).
* ``agent``: multi-agent frameworks' logs (``_heldout_secrets56_agents.py``): six three-step
  scenarios in CrewAI ``TaskOutput``/``CrewOutput``, AG2 group chat transcripts, LangGraph
  ``StateSnapshot``, OpenAI Agents SDK ``RunResult`` and handoffs, Semantic Kernel
  ``FunctionResult`` and KaibanJS ``workflowLogs``, and single results (Qwen-Agent, Agency
  Swarm, Llama Stack, Mirascope, Genkit, ElizaOS, BabyAGI, ModelScope-Agent, CopilotKit,
  CAMEL's RolePlaying, AgentVerse, OpenAgents, the Vercel AI SDK's toolInvocations,
  Magentic-One, MetaChain, AutoAgents, SmythOS, OpenLLMetry spans and Agentarium; files of
  16 self-hosted apps no earlier set read; git grep, fd, ugrep, jq and diff output; HTTP tool
  responses minting keys).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets56_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 56
  creoles, pidgins, constructed and minority languages (15 that no earlier set named) and
  11 scripts (``_heldout_secrets56_i18n.py``).
* ``encoding``: encodings, alphabets, input-method and keyboard-layout slips no earlier set used
  (``_heldout_secrets56_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets56_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set56_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set56_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set56_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets56_agents import agent_cases
from _heldout_secrets56_args import argument_cases
from _heldout_secrets56_encoded import encoded_cases
from _heldout_secrets56_i18n import i18n_cases
from _heldout_secrets56_live import live_tool_cases
from _heldout_secrets56_vendors import vendor_cases
from _heldout_secrets56_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 56_2026_12_06_19


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
    sys.exit(main("set 56", __doc__ or "", heldout()))
