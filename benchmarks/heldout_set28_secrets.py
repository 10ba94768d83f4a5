"""A twenty-ninth held-out secrets set (set 28), blind: written before any redaction was run.

Written on 2026-12-06 (06:45-07:10 UTC by ``date -u``) by the helper session ``secrets28``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``), ``_heldout_live_tools.py`` and set 27's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets28_vendors.py``:
  observability and remote monitoring and management, CI/CD and merge queues, game servers
  and multiplayer backends, IoT platforms, translation, maps and street imagery, telephony,
  site search, feature flags, data warehouses; ``_heldout_secrets28_vendors2.py``: ad
  networks and ad servers, learning and school platforms, church and nonprofit software,
  legal practice and e-discovery, agriculture and drones, delivery and parcel tracking), in
  the shapes they really appear in (.env, YAML, TOML, INI, JSON, HCL-like blocks, XML, Unity
  assets, properties, PowerShell, curl and httpie, headers, query strings, netrc, CSV rows,
  SDK exceptions, debug logs).
* ``agent``: coding-agent tool results (``_heldout_secrets28_agents.py``): six three-step
  scenarios in AutoGPT's ``execute_shell``, Rovo Dev CLI's ``Calling bash``, Tongyi Lingma's
  agent terminal, GitHub Copilot CLI's ``● Run``, MetaGPT's ``Terminal.run`` and Mistral
  Vibe's bash tool shapes, and single results (Sweep, Auggie, Codebuff, Devika, Moatless
  Tools, Agentless, Bito, Zencoder, CodeGeeX, Comate, CodeBuddy, iFlow CLI, Firebase Studio,
  Copilot Workspace, Melty, Double.bot, MarsCode, Blackbox and CodeGPT transcripts, file
  reads of self-hosted apps' configs no earlier set read, ``findstr``, ``sg``, ``zoekt``,
  ``comby``, ``fzf --filter``, ``diff-so-fancy``, ``ydiff``, ``csvdiff``, ``xmldiff``,
  ``ansible-playbook --check --diff``, ``nvim -d``, ``gron``, ``dasel``, ``yq -o``,
  ``xmlstarlet``, ``htmlq``, ``pup``, ``mlr --ojson``, ``csvlook``, ``q``, ``lnav``,
  ``podman inspect``, ``launchctl getenv``, ``sops --decrypt``, ``weed shell``, HTTP tool
  responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets28_live.py``).
* ``i18n``: unlock and recovery keys, recovery and backup codes, one-time passwords, app
  passwords, API keys, PINs, passphrases and passwords named in 46 languages (12 that no
  earlier set named) and 16 scripts (``_heldout_secrets28_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets28_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets28_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set28_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set28_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set28_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets28_agents import agent_cases
from _heldout_secrets28_args import argument_cases
from _heldout_secrets28_encoded import encoded_cases
from _heldout_secrets28_i18n import i18n_cases
from _heldout_secrets28_live import live_tool_cases
from _heldout_secrets28_vendors import vendor_cases
from _heldout_secrets28_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 28_2026_12_06_07


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
    sys.exit(main("set 28", __doc__ or "", heldout()))
