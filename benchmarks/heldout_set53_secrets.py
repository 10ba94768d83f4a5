"""A fifty-fourth held-out secrets set (set 53), blind: written before any redaction was run.

Written on 2026-12-06 (19:18-19:40 UTC by ``date -u``) by the helper session ``secrets53``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named, all in this helper's share (names starting
  A, D, G, J, M, P, S, V or Y; developer tools, databases as a service, auth and identity,
  email delivery). ``_heldout_secrets53_vendors.py``: 22 vendors whose format the ``search``
  tool found (28 searched), each case naming its source — Asgardeo, Astra DB, Atlantis, Azure
  Artifacts, AWS CodeArtifact, Develocity, DoltHub, Gitee, Gluu, MailSlurp, Mailosaur,
  Mailcoach, PropelAuth, Pepipost, Private Packagist, SocketLabs, SendPulse, Stack Auth,
  Verdaccio, Veracode, Scalekit, MailChannels (44 cases); ``_heldout_secrets53_vendors2.py``:
  48 more vendors whose shapes are remembered (48 cases: email delivery, identity, managed
  databases, code hosting, security scanners, build caches). Shapes: .env, YAML, TOML, INI,
  JSON, HCL, XML, properties, Composer ``auth.json``, ``.npmrc``, ``bunfig.toml``, curl and
  headers, query strings, SDK exceptions, REPLs, CI workflows, postfix and psql errors.
* ``agent``: coding agents' plain shell sessions (``_heldout_secrets53_agents.py``): six
  three-step scenarios (a ``PS4`` xtrace, husky hooks, ``turbo run``, ``make[1]`` recursion,
  zsh ``HISTFILE`` and ``fc -l``, lefthook and overcommit) and single results (``nx run``,
  ``pnpm run``, ``yarn run``, ``bun run``, ``deno task``, ``cargo make``, ``hatch run``,
  ``uv run``, ``devbox run``, ``nix develop``, ``compgen -e``, an asciinema cast, a ``script``
  typescript, go-task, ``env-cmd``, ``envchain``, ``lerna run``, ``moon run``), files read,
  ripgrep, grep and diff output and HTTP tool responses minting credentials.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets53_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 58
  languages of Western and Central Europe's regions and diasporas (12 that no earlier set
  named) and 6 scripts (``_heldout_secrets53_i18n.py``).
* ``encoding``: encodings, code pages and layouts no earlier set used
  (``_heldout_secrets53_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets53_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set53_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set53_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set53_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets53_agents import agent_cases
from _heldout_secrets53_args import argument_cases
from _heldout_secrets53_encoded import encoded_cases
from _heldout_secrets53_i18n import i18n_cases
from _heldout_secrets53_live import live_tool_cases
from _heldout_secrets53_vendors import vendor_cases
from _heldout_secrets53_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 53_2026_12_06_19


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
    sys.exit(main("set 53", __doc__ or "", heldout()))
