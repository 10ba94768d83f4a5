"""A seventy-third held-out secrets set (set 72), blind: written before any redaction was run.

Written on 2026-12-07 (08:47-08:56 UTC by ``date -u``) by the helper session ``secrets72``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats. 275 cases, fewer than the brief's 300 (live 8 of about 15, encoding 10 of 15):
the session's hard deadline came first.

Share: retail marketplaces, dropshipping, print-on-demand, classifieds and web3
infrastructure; the twenty most spoken languages in formal, banking and legal registers;
agents driving cloud CLIs and cluster operators.

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets72_vendors.py``
  (Crossmint, Goldsky, Rarible, Zerion, Magic Eden, Falabella Seller Center, Safe, Big
  Cartel, BlockPI; 20 vendors looked up with the ``search`` tool, 12 pages gave a format, each
  case naming its page) and
  ``_heldout_secrets72_vendors2.py`` (print-on-demand, dropshipping, marketplaces,
  classifieds and web3 infrastructure, formats as remembered, except Nodit, Biconomy and
  Chainbase, which name their pages), in .env, YAML, TOML, INI,
  JSON, XML, HCL, properties, Go, PHP, Ruby, Kotlin, Swift, C#, TypeScript, Python, curl and
  httpie, headers, query strings, CSV printed bare, SDK errors, debug logs and CI steps.
* ``agent``: tool results of agents driving cloud CLIs (``_heldout_secrets72_agents.py``):
  six three-step scenarios (``eksctl``, ``npm publish``, ``cargo publish``, ``kubectl``
  secrets, ``az`` service principals, ``argocd``) and single results (``docker inspect``,
  ``~/.docker/config.json``, ``helm get values``, ``gcloud --log-http``, ``flux bootstrap``,
  ``aws --debug``, ``skopeo``, ``rg``, ``git diff``, a minted token, ``.pypirc``,
  ``.gem/credentials``).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets72_live.py``).
* ``i18n``: passwords, PINs, recovery codes, passphrases, API keys and tokens in the twenty
  most spoken languages and their scripts (``_heldout_secrets72_i18n.py``).
* ``encoding``: encodings and layouts (``_heldout_secrets72_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles, languages and scripts (``_heldout_secrets72_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set72_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set72_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set72_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets72_agents import agent_cases
from _heldout_secrets72_args import argument_cases
from _heldout_secrets72_encoded import encoded_cases
from _heldout_secrets72_i18n import i18n_cases
from _heldout_secrets72_live import live_tool_cases
from _heldout_secrets72_vendors import vendor_cases
from _heldout_secrets72_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 72_2026_12_07_01


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
    sys.exit(main("set 72", __doc__ or "", heldout()))
