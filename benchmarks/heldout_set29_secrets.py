"""A thirtieth held-out secrets set (set 29), blind: written before any redaction was run.

Written on 2026-12-06 (07:25-07:38 UTC by ``date -u``) by the helper session ``secrets29``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``), ``_heldout_live_tools.py`` and set 28's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets29_vendors.py``: uptime
  and observability, CI/CD and deployment, game servers and multiplayer, IoT platforms,
  translation, maps, telephony, site search, feature flags, data warehouses;
  ``_heldout_secrets29_vendors2.py``: ad networks, learning and school platforms, church and
  nonprofit software, legal practice, agriculture and drones, parcel and courier platforms),
  in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, properties, PHP,
  PowerShell, curl and httpie, headers, query strings, SDK exceptions, debug logs).
* ``agent``: coding-agent tool results (``_heldout_secrets29_agents.py``): six three-step
  scenarios in AutoGen's ``LocalCommandLineCodeExecutor``, AgentScope's
  ``execute_shell_command``, crewAI's ``Using tool``/``Tool Output``, TaskWeaver's
  CodeInterpreter, Qoder's agent terminal and Devon's shell tool shapes, and single results
  (Pythagora, Poolside, gpt-engineer, Semantic Kernel, files of self-hosted apps no earlier
  set read, ``jless``, ``xsv``, ``qsv``, ``tomlq``, ``hclq``, HTTP tool responses minting
  credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets29_live.py``).
* ``i18n``: recovery codes and keys, backup codes, one-time and app passwords, PINs,
  passphrases, keys and passwords named in 45 languages (11 that no earlier set named) and 22
  scripts (``_heldout_secrets29_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets29_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets29_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set29_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set29_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set29_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets29_agents import agent_cases
from _heldout_secrets29_args import argument_cases
from _heldout_secrets29_encoded import encoded_cases
from _heldout_secrets29_i18n import i18n_cases
from _heldout_secrets29_live import live_tool_cases
from _heldout_secrets29_vendors import vendor_cases
from _heldout_secrets29_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 29_2026_12_06_08


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
    sys.exit(main("set 29", __doc__ or "", heldout()))
