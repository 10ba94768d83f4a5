"""A sixty-first held-out secrets set (set 60), blind: written before any redaction was run.

Written on 2026-12-06 (22:17-22:27 UTC by ``date -u``) by the helper session ``secrets60``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share (secrets and
  password managers and key managers with their own token formats, mobile push and
  app-store tooling, game backends and game-server hosting): ``_heldout_secrets60_vendors.py``
  (Delinea, Pulumi ESC, Onboardbase, Pusher Beams, Pushy, Qonversion, Apphud, Superwall,
  SpacetimeDB, Game Jolt, Newgrounds.io, Shorebird, Fortanix DSM, Passwork, Passwordstate,
  PushEngage, Glassfy, TestFairy, Appfigures, Swrve, BeyondTrust Password Safe, WebEngage,
  Catapush, Kumulos, Webpushr, Aembit; 26 looked up with the ``search`` tool, 21 pages gave
  the format, each case naming its source) and ``_heldout_secrets60_vendors2.py`` (HSMs,
  key managers, PAM, web push, app-store tooling, game-server panels and game SDKs, shapes
  remembered), in the shapes they really appear in (.env, YAML, INI, JSON, XML, plist,
  PowerShell, curl and httpie, headers, query strings, CSV printed bare, SDK calls in Swift,
  Dart, Kotlin, Java, GML and Haxe, SDK errors, debug logs and CI workflow steps).
* ``agent``: tool results of coding agents run in CI and on clusters
  (``_heldout_secrets60_agents.py``): six three-step scenarios (a GitLab CI job log, a
  Buildkite step log, a GitHub Actions raw log, ``helm get manifest``, ``istioctl`` and
  ``kubectl`` on a mesh, a Renovate debug log) and single results (files of apps no earlier
  set read, ``rg``, ``grep``, ``git diff``, HTTP responses minting CI and DNS tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets60_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  Americas' Indigenous languages, Caribbean creoles and regional registers of Spanish,
  Portuguese and French (``_heldout_secrets60_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets60_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets60_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set60_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set60_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set60_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets60_agents import agent_cases
from _heldout_secrets60_args import argument_cases
from _heldout_secrets60_encoded import encoded_cases
from _heldout_secrets60_i18n import i18n_cases
from _heldout_secrets60_live import live_tool_cases
from _heldout_secrets60_vendors import vendor_cases
from _heldout_secrets60_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 60_2026_12_06_22


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
    sys.exit(main("set 60", __doc__ or "", heldout()))
