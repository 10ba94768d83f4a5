"""A sixty-seventh held-out secrets set (set 66), blind: written before any redaction was run.

Written on 2026-12-07 (05:18-05:45 UTC by ``date -u``) by the helper session ``secrets66``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``, ``_heldout_phrase_values.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Share: vendors in media, streaming, music and podcasting, video hosting, photo and stock, game
backends and live-ops; the regional and minority languages of Southern Europe and the
Mediterranean; agent tools of database agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within this share:
  ``_heldout_secrets66_vendors.py`` (ACRCloud, AudD, Dacast, Cleeng, Qencode, Chartmetric,
  Soundcharts, Streamlabs, Trovo, Cloudflare Stream, Dailymotion, PallyCon, looked up with
  the ``search`` tool and each case naming the page; then StreamYard, Adobe Stock, SmugMug,
  Podchaser, ShazamKit, Bandsintown, Odesli, Millicast, Zype, SproutVideo, Spotlightr,
  BoxCast, Nightbot, Anghami, Boomplay, Qobuz, Beatport, DistroKid, TuneCore, Songtradr,
  Musicbed, Picsart, Cloudimage, Pixelbin, Pixieset, Zenfolio, ShootProof, GameDistribution
  and Balancy, as remembered) and ``_heldout_secrets66_vendors2.py`` (podcast hosting, OTT
  and DRM, music data and distribution, game storefronts; as remembered), in .env, YAML,
  TOML, INI, JSON, XML, SOAP, HCL, properties, PHP, Perl, Ruby, Go, C#, Java, Kotlin, Swift,
  Dart, Rust, PowerShell, JavaScript, GraphQL, curl, httpie, headers, query strings, tables
  printed bare, SDK errors, debug logs and a CI step.
* ``agent``: tool results of database agents (``_heldout_secrets66_agents.py``): six
  three-step scenarios (psql over ``pg_stat_activity`` and a settings table, the mysql
  client, mongosh, redis-cli, sqlcmd, a dbt run) and single results (cqlsh, DataGrip and
  DBeaver files and exports, Prisma, Alembic and Flyway migrations and configs,
  ``mysql_config_editor``, ``.pgpass``, Redis configs and ACL files, HTTP responses minting
  database credentials, ``git diff``).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets66_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Catalan, Basque, Galician, Asturian, Occitan, Corsican, Sardinian, Maltese, Sicilian,
  Neapolitan, Venetian, Friulian, Ladin, Romansh and Aromanian (``_heldout_secrets66_i18n.py``;
  words as remembered).
* ``encoding``: encodings and layouts no earlier set used, mostly a database agent's
  (``_heldout_secrets66_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets66_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set66_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set66_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set66_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets66_agents import agent_cases
from _heldout_secrets66_args import argument_cases
from _heldout_secrets66_encoded import encoded_cases
from _heldout_secrets66_i18n import i18n_cases
from _heldout_secrets66_live import live_tool_cases
from _heldout_secrets66_vendors import vendor_cases
from _heldout_secrets66_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 66_2026_12_07_01


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
    sys.exit(main("set 66", __doc__ or "", heldout()))
