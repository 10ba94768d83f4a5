"""A twenty-third held-out secrets set (set 22), blind: written before any redaction was run.

Written on 2026-12-05 (12:58-13:20 UTC) by the helper session ``secrets22`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``,
and without running any redaction (nor the decorator, nor an observation) on these cases; only
``--dry-run`` and ``--list`` were run. Set 21's files and the shared harness were read for the
shape; vendors, tools and their calls, languages, encodings, libraries, agent tool shapes and
argument names were grepped against sets 4-21 (and the ``_heldout_families*`` files) so that
none repeats.

The mix keeps set 21's thirds with new sources: about a third vendors (new ones only), a
third real tool, compiler, build-tool, runtime and library output run here, a third agent
results (multi-step scenarios: a read, a shell command, a diff, each step a case), languages,
encodings and arguments. The classes that leaked most in earlier blind sets are sampled rather
than built as traps: values quoted by a parser, converter, compiler or validator that rejected
them with no credential word beside them (most ``cli`` and ``traceback`` cases), shell
commands that print a value alone (``agent``), secrets in encodings, vendor keys under names
of the vendors' own, and minor languages. Kinds (``--list`` prints every case and where its
format comes from):

* ``vendor``: web-analytics, product-feedback, in-app-guidance, live-chat, help-desk, SMS and
  prospecting vendors (``_heldout_secrets22_vendors.py``); AI-observability, model-hosting,
  voice, document-parsing, image, PDF, screenshot, scraping, GPU-cloud, developer-platform,
  uptime, fleet and point-of-sale vendors (``_heldout_secrets22_vendors2.py``);
* ``agent``: eight three-step scenarios (read, shell, diff) and single results: SWE-agent's
  ``open`` window, an OpenHands observation, ``read_file``/``view_file``/``<tool_response>``
  results, ``nl -ba``, ``chezmoi cat``, commands printing a value alone (``heroku
  config:get``, ``aws ssm get-parameter --query``, ``kubectl exec printenv``, ``dotenvx
  get``, ``tofu console``, ``keyctl print``, ``age -d``, ``git secret cat``), deploy CLIs with
  values in flags, ``diff -c``, ``diff -y``, ``difft``, ``git range-diff``, combined diffs and
  conflict markers, ``trufflehog`` and ``detect-secrets audit``, ``rg -C``, a Sourcegraph
  result, a GraphQL ``createApiKey`` response (``_heldout_secrets22_agents.py``);
* ``runtime``: Node (Fastify, Next.js, esbuild, Sequelize, SvelteKit, NestJS), Java (jOOQ,
  MyBatis), Kotlin (Exposed), Go (``net/url``, GORM, Fiber), Rust (tower-http, actix-web),
  Ruby (Rack, Sequel, Sinatra), .NET (EF Core, Dapper), Swift (SwiftPM, Vapor), Dart (pub) and
  Maven output (``_heldout_secrets22_runtimes.py``);
* ``cli`` (live): Java, ``javac``, ``rustc`` and a Rust program, Tcl, Node, ``make``,
  ``cmake``, ``terraform``, ``kubectl`` (offline), git, curl, wget, ssh, sqlite3 and a
  PostgreSQL 15 server with ``psql`` run for real here (``_heldout_secrets22_live.py``);
* ``traceback``: Python's standard library and installed packages (packaging, attrs,
  openpyxl, botocore offline, websocket-client's trace, rq, dramatiq, SQLAlchemy) on a value
  that stood where another was expected (``_heldout_secrets22_live.py``);
* ``i18n``: credential words of 19 languages no earlier set used, in six scripts (Latin,
  Cyrillic, Devanagari, Arabic, Balinese, Adlam) (``_heldout_secrets22_i18n.py``);
* ``encoding``: 20 encodings, quotings and scripts no earlier set used
  (``_heldout_secrets22_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets22_args.py``).

Every value is generated from the fixed seed below; the live texts are the same on every run
(times, ports, paths and process ids are normalized). A case leaks in a channel when its
secret, or any 8-character piece of it, is in that channel's output (observation text and
JSON, ``on_event`` records, INFO and DEBUG logs with tracebacks, an export of the message,
stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set22_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set22_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set22_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets22_agents import agent_cases
from _heldout_secrets22_args import argument_cases
from _heldout_secrets22_encoded import encoded_cases
from _heldout_secrets22_i18n import i18n_cases
from _heldout_secrets22_live import live_tool_cases
from _heldout_secrets22_runtimes import runtime_cases
from _heldout_secrets22_vendors import vendor_cases
from _heldout_secrets22_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 22_2026_12_05_13


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *runtime_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "runtime", "cli", "traceback", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 22", __doc__ or "", heldout()))
