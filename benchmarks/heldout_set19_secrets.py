"""A twentieth held-out secrets set (set 19), blind: written before any redaction was run.

Written on 2026-12-05 (09:23-09:35 UTC) by the helper session ``secrets19`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``,
and without running any redaction (nor the decorator, nor an observation) on these cases; only
``--dry-run`` and ``--list`` were run. Set 18's files and the shared harness were read for the
shape; vendors, tools, formats, languages, encodings, libraries and argument names were grepped
against sets 4-18 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: agriculture, church and nonprofit, fitness, restaurant, property, government and
  education vendors (``_heldout_secrets19_vendors.py``); education, legal, health, HR,
  accounting, logistics, weather, trading and Chinese AI vendors
  (``_heldout_secrets19_vendors2.py``);
* ``agent``: what a coding agent's tools return: numbered file reads of ``.env`` variants,
  ``.npmrc``, ``.pypirc``, ``.netrc``, kubeconfig, Docker ``config.json`` and other package
  managers' and build tools' credential files, search hits, shell commands with credentials in
  flags and in the environment, diff, ``git show`` and ``.rej`` hunks, JSON tool results and a
  notebook's output (``_heldout_secrets19_agents.py``);
* ``runtime``: error output of Node, Java, Kotlin, Go, Rust, Ruby, .NET, PHP and Elixir quoting
  connection strings, headers and configuration (``_heldout_secrets19_runtimes.py``);
* ``cli`` (live): Node, Java (single-file launcher) and Rust (compiled here) programs, Perl,
  psql, sqlite3, git, diff, hexdump, fold, base32, column and ssh-keygen run for real here
  (``_heldout_secrets19_live.py``);
* ``i18n``: credential words of 13 languages no earlier set used (Malayalam, Kannada, Gujarati
  and Punjabi with their native terms, Kurmanji, Sundanese, Haitian Creole, Tok Pisin, Tongan,
  Fijian, Sardinian, Corsican, Cebuano) (``_heldout_secrets19_i18n.py``);
* ``encoding``: ``$$`` doubling, Oracle ``q'[...]'``, Lua long brackets, Ruby ``%q()``, Java
  ``byte[]``, Excel ``CHAR()&``, PowerShell ``[char]``, ROT47, CSS escapes, Braille bytes,
  mathematical bold, mojibake, a heredoc, ``/proc/<pid>/environ``, splits over JSON chunks,
  log records and two variables, ``-passin env:``, ``rev`` and an HPACK trace
  (``_heldout_secrets19_encoded.py``);
* ``traceback``: errors and outputs Python libraries make for real here (configparser,
  optparse, vobject, python-liquid, strictyaml, cattrs, tablib, python-hcl2, xmltodict,
  difflib, doctest) (``_heldout_secrets19_reprs.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets19_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in an ssh key's fingerprint). A case leaks in a channel when its secret, or any
8-character piece of it, is in that channel's output (observation text and JSON, ``on_event``
records, INFO and DEBUG logs with tracebacks, an export of the message, stack trace and
arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set19_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set19_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set19_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets19_agents import agent_cases
from _heldout_secrets19_args import argument_cases
from _heldout_secrets19_encoded import encoded_cases
from _heldout_secrets19_i18n import i18n_cases
from _heldout_secrets19_live import live_tool_cases
from _heldout_secrets19_reprs import repr_cases
from _heldout_secrets19_runtimes import runtime_cases
from _heldout_secrets19_vendors import vendor_cases
from _heldout_secrets19_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 19_2026_12_05_09


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *runtime_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *repr_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "runtime", "cli", "i18n", "encoding", "traceback", "argument")


if __name__ == "__main__":
    sys.exit(main("set 19", __doc__ or "", heldout()))
