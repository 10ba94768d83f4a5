"""An eighty-third held-out secrets set (set 82), blind: written before any redaction was run.

Written on 2026-12-07 (19:28-20:10 UTC by ``date -u``) by the helper session ``secrets82``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, without reading any other set's measurement output or the log
messages and diffs of commits touching those paths, and without running any redaction (nor
the decorator, nor an observation) on these cases; only ``--dry-run`` and ``--list`` were
run. The shared harness (``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``),
``_heldout_live_tools.py`` and set 60's files were read for the shape; every earlier held-out
file was only grepped, for repeats.

Share: vendors of gaming platforms and their developer consoles, anti-cheat, esports, game
server hosting, community platforms, virtual goods and gift cards; the mainland
Scandinavian, Dutch/Afrikaans and West Slavic languages in their everyday IT registers; agent
tools of package managers and build configuration.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this set's share:
  ``_heldout_secrets82_vendors.py`` (Tango Card, Giftbit, CodesWholesale, Bitrefill, FiveM,
  SteamGridDB, Warcraft Logs, OpenDota, STRATZ, XenForo, Invision Community, Circle, Factorio,
  Palworld, VRChat, Path of Exile, paysafecard, Valheim, DMarket, NEXON Open API, EVE Online,
  Eneba, Raider.IO, Leetify, Khoros; 25 looked up with the ``search`` tool, 21 pages gave the
  format or where the credential sits, each case naming its source) and
  ``_heldout_secrets82_vendors2.py`` (anti-cheat, esports and stats, game-server hosting and
  dedicated-server configs, community platforms, gift cards and top-ups; shapes remembered),
  in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, PHP arrays, server
  .cfg and .ini files, cookie jars, code in Ruby, Python, JavaScript, Go, C#, Rust, Java, PHP
  and Lua-era configs, curl and httpie, headers, query strings, ps output, SDK errors, debug
  logs and CI steps).
* ``agent``: tool results of coding agents working with package managers and build
  configuration (``_heldout_secrets82_agents.py``): six three-step scenarios (an npm publish
  job, a Poetry release, a Maven deploy, a cargo publish to an alternative registry, a
  Composer install behind a private Packagist, a conda and uv release) and single results
  (bunfig.toml, yarn.lock, pnpm-lock.yaml, uv.toml, tox.ini, .pypirc, gradle.properties,
  nuget.config, go env, GOAUTH, conan, choco, stack, pixi, ``rg``, ``grep``, ``git diff``,
  ``git log -p`` and HTTP responses minting PyPI, crates.io, npm, JSR and NuGet tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of pip, npm, cargo, packaging, subprocess,
  tomllib, argparse and httpx really run here against 127.0.0.1 and local files only
  (``_heldout_secrets82_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Swedish, Danish, Norwegian Bokmål and Nynorsk, Dutch, Flemish, Afrikaans, Polish, Czech,
  Slovak, Upper and Lower Sorbian and Kashubian (``_heldout_secrets82_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets82_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets82_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set82_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set82_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set82_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets82_agents import agent_cases
from _heldout_secrets82_args import argument_cases
from _heldout_secrets82_encoded import encoded_cases
from _heldout_secrets82_i18n import i18n_cases
from _heldout_secrets82_live import live_tool_cases
from _heldout_secrets82_vendors import vendor_cases
from _heldout_secrets82_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 82_2026_12_07_01


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
    sys.exit(main("set 82", __doc__ or "", heldout()))
