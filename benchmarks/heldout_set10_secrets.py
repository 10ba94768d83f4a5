"""A tenth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (09:50-10:50 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 9's files and the shared harness were read
for the shape; vendors, token prefixes, languages' word forms, syntaxes and argument names were
grepped against the earlier sets' files so that (with the exceptions the module docstrings
name) none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats from the vendors' own documentation, changelogs and merge requests
  (Langfuse, GitLab's glcbt-/glagent-/glimt-/glffct- tokens, CircleCI's CCIPAT_/CCIPRJ_,
  OpenShift sha256~, Yandex Cloud, Ory, Vercel Blob, Anyscale, Jina, Brave Search, Humanloop,
  Daytona, Luma, Runway, Directus, Arize, AgentOps, Letta, Zep, Composio, Northflank, Coolify,
  PayMongo, Cashfree, iyzico, Mercado Pago, PagBank, Culqi, Conekta, Openpay, Airwallex,
  Rapyd, dLocal, PayU, BTCPay, NOWPayments, Lithic, Marqeta, TrueLayer, Yapily, Storj, Gcore,
  Cribl, Mackerel, Socket, Gitpod, ZeroTier, Twingate, Pomerium, cloudflared, RKE2, Rancher,
  Portainer, ProGet, Woodpecker, Concourse);
* ``cli``, ``http``, ``dsn`` (live): what curl -v, git, ssh -G, openssl, psql (and a shell's
  ``set -x``), kubectl, pip, node, jq, sqlite3, Python's http.server, poplib and psycopg2
  printed here against loopback servers or files written here, and ``bash -x`` traces of CI
  steps (docker login, git clone, curl -u, printenv);
* ``http``, ``dsn``: authorization schemes, vendor headers and connection strings no earlier
  set used (an OAuth 1.0a signing key, WRAP, Azure SAS, Discogs, Elsevier, Azure Functions,
  Parse, Binance, CoinMarketCap, Astra; Event Hubs, SignalR, IRC, Pulsar, Druid, BigQuery,
  Redshift, Couchbase, memcached);
* ``i18n``: credential words of Polish, Czech, Ukrainian, Hungarian, Turkish, Romanian, Greek,
  Hebrew, Hindi, Thai, Malay and Swahili (and a few of Vietnamese, Bengali and Finnish) in
  their inflected forms, native quotation marks and word orders;
* ``config``: YAML, TOML, INI, .env, HCL and XML in less common constructions (block scalars,
  anchors, inline tables, continuations, heredocs, CDATA), JSON in JSON, Docker and kube
  configs, unit files, crontab, .netrc and .pgpass lines, quoted in the error that parses them,
  and (live) PyYAML's and configparser's errors quoting the line;
* ``log``: logfmt, RFC 5424 and BSD syslog, journald, CEF, GELF, Apache, nginx, HAProxy,
  Windows events, log4j MDC and Python logging lines;
* ``encoding``: URL in URL (once and twice), JSON in a URL, base64 of user:password outside an
  Authorization header, base64 of JSON, base64url, hex of bytes, shell, CSV, SQL and HTML
  escaping, a value wrapped across table cells, \\u escapes;
* ``traceback``: the layouts frameworks print locals in (pytest, Django, IPython, Sentry,
  Celery, loguru, better-exceptions, stackprinter, RQ, Airflow, Go, Java, Rust, Node, Ruby,
  PHP), (live) pytest -l, rich, structlog and ``capture_locals`` with secrets inside object
  reprs, (live) a ``SyntaxError``'s source line, pydantic's ``input_value``, argparse's
  "unrecognized arguments" and a ``CalledProcessError``'s command, and the secret raised as a
  cause, note, group member, command, key, file name, context or argument;
* ``argument``: the secret only in a tool argument under names no earlier set used (network
  and key-store terms, transliterated and non-ASCII identifiers, abbreviations, generic and
  positional names) or inside a structured argument.

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in loopback ports, timings, memory addresses and the checkout's path). A case leaks in a
channel when its secret, or any 8-character piece of it, is in that channel's output
(observation text and JSON, ``on_event`` records, INFO and DEBUG logs with tracebacks, an
export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set10_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set10_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set10_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets10_args import argument_cases, written_traceback_cases
from _heldout_secrets10_configs import config_cases, log_cases
from _heldout_secrets10_encoded import encoded_cases
from _heldout_secrets10_i18n import i18n_cases
from _heldout_secrets10_live import live_cases
from _heldout_secrets10_parsers import parser_cases
from _heldout_secrets10_tracebacks import live_traceback_cases, raised_cases
from _heldout_secrets10_vendors import vendor_cases
from _heldout_secrets10_wire import dsn_cases, http_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 10_2026_12_04_09


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *i18n_cases(values),
        *config_cases(values),
        *log_cases(values),
        *encoded_cases(values),
        *written_traceback_cases(values),
        *raised_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_cases(values)
    cases += live_traceback_cases(values)
    cases += parser_cases(values)
    # Added after the cases above were written, and last so that their values stay the same.
    cases += http_cases(values)
    cases += dsn_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = (
    "vendor",
    "cli",
    "http",
    "dsn",
    "i18n",
    "config",
    "log",
    "encoding",
    "traceback",
    "argument",
)


if __name__ == "__main__":
    sys.exit(main("set 10", __doc__ or "", heldout()))
