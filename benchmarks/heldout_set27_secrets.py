"""A twenty-eighth held-out secrets set (set 27), blind: written before any redaction was run.

Written on 2026-12-06 (05:45-06:01 UTC by ``date -u``) by the helper session ``secrets27``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``), ``_heldout_live_tools.py`` and set 26's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets27_vendors.py``:
  observability and uptime monitoring, CI/CD and mobile builds, game servers, ad networks,
  maps and fleet tracking, telephony, site search, feature flags, streaming analytics;
  ``_heldout_secrets27_vendors2.py``: learning platforms, church and nonprofit software,
  legal, agriculture, parcel tracking, events, libraries, tour booking, holiday lets,
  restaurants and salons, gyms, therapy practices, home energy), in the shapes they really
  appear in (.env, YAML, TOML, INI, JSON, Helm values, XML, properties, curl and
  httpie, headers, query strings, netrc, SDK exceptions, debug logs).
* ``agent``: coding-agent tool results (``_heldout_secrets27_agents.py``): six three-step
  scenarios in VS Code agent mode's ``runInTerminal``, Open Interpreter, Jules, Qodo,
  Tabnine and Refact shapes, and single results (Lovable, PearAI, Codeium, Sourcery and
  AutoCodeRover transcripts, file reads of self-hosted apps' configs no earlier set read,
  ``rga``/``rg -o``/``comm``/``cmp -l`` output, ``dwdiff``, ``json-diff``, ``yamldiff``,
  ``kubectl diff``, ``pulumi preview --diff``, ``graphtage``, ``nbdiff``, ``daff``,
  ``sqldiff``, ``Compare-Object``, ``fc /n`` and ``diffoscope``, HTTP tool responses
  minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets27_live.py``).
* ``i18n``: PINs, recovery codes and keys, backup codes, one-time passwords, access codes,
  API keys, passphrases and passwords named in 36 languages (10 that no earlier set named)
  and 16 scripts (``_heldout_secrets27_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets27_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets27_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set27_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set27_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set27_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets27_agents import agent_cases
from _heldout_secrets27_args import argument_cases
from _heldout_secrets27_encoded import encoded_cases
from _heldout_secrets27_i18n import i18n_cases
from _heldout_secrets27_live import live_tool_cases
from _heldout_secrets27_vendors import vendor_cases
from _heldout_secrets27_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 27_2026_12_06_05


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
    sys.exit(main("set 27", __doc__ or "", heldout()))
