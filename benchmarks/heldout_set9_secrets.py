"""A ninth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (05:35-07:00 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/`` or
``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases. Set 8's files and the shared harness were read for the shape;
vendors, tools, syntaxes, header schemes, words and argument names were grepped against the
earlier sets' files so that (with the exceptions the module docstrings name) none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats from the vendors' own documentation (Clerk, E2B, Cloudflare's new
  scannable tokens, Mapbox, Ably, RevenueCat, Blockfrost, CoinGecko, Temporal Cloud, Zulip,
  Zendesk, Kakao, Naver, Matrix/Synapse, Rocket.Chat, Meilisearch, Typesense, OpenSearch,
  Bonsai, IONOS, Gemini, Bitfinex, OKX, Bybit, Authorize.Net, Lago, Orb, Stigg, MapTiler,
  WeatherAPI, Tomorrow.io, AccuWeather, FRED, Ankr, thirdweb, Novu, Loops, Intercom, Hygraph,
  Saleor, commercetools, Attio, Apollo, Clearbit, Close, Gong, Dialpad, TikTok, Gogs,
  App Center, Adapty, Branch, AppsFlyer, Adjust, Split, Pendo, Hightouch, Census, Airbyte,
  Dagster+, Astronomer, Hatchet, Windmill, Make, Pipedream, Retool, Budibase, Logto, Magic,
  Dynamic, Turnkey, Zeabur);
* ``cli``: command lines and output of tools no earlier set used, and (live) the output of
  curl, wget, git, sqlite3, hexdump, xxd, ps, openssl and redis-cli run here on loopback;
* ``http``: header schemes, vendor headers and dump formats (HTTP/2, HAR, mitmproxy, tcpdump,
  access logs, OkHttp, axios, signed URLs, OAuth bodies, SAML) and (live) the errors of
  requests, httpx, aiohttp, urllib, http.client and smtplib against loopback servers;
* ``config``: 53 configuration syntaxes earlier sets did not use (CUE, Nix, Dhall, Jsonnet,
  Pkl, EDN, KDL, RON, HOCON, Starlark, Caddyfile, VCL, launchd, dconf, CMake, Erlang, ...);
* ``dsn``: connection strings of drivers, brokers and services earlier sets did not use, and
  (live) SQLAlchemy's and aiohttp's errors on URLs holding credentials;
* ``i18n``: the words for key, secret, token and access code (and a few for password) in 32
  languages earlier sets did not use them in;
* ``encoding``: bech32, base58check, BIP-39 words, byte arrays, unicode_escape, mojibake,
  UTF-16 and EBCDIC hex, character references, form encoding, values with spaces, quotes,
  ``&``, ``=`` and ``#``, non-ASCII values, JSON in JSON, data URIs, double base64,
  quoted-printable and header folding, wraps and continuations that split a secret;
* ``traceback``: the secret raised as a cause, a context, a note, one of several args, a
  KeyError, an OSError file name, a CalledProcessError command or in an ExceptionGroup, and
  (live) stdlib tracebacks with ``capture_locals`` and a ``cgitb`` report;
* ``argument``: the secret only in a tool argument: new names (dotted, ``__``, ``--``, typos,
  16 languages), generic names holding a vendor-shaped value, and structured values.

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in loopback port numbers and process ids). A case leaks in a channel when its secret, or
any 8-character piece of it, is in that channel's output (observation text and JSON,
``on_event`` records, INFO and DEBUG logs with tracebacks, an export of the message, stack
trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set9_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set9_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set9_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets9_args import argument_cases, traceback_cases
from _heldout_secrets9_configs import config_cases, dsn_cases
from _heldout_secrets9_encodings import encoding_cases
from _heldout_secrets9_live import live_cases
from _heldout_secrets9_text import cli_rows, http_rows, i18n_cases
from _heldout_secrets9_values import value_cases
from _heldout_secrets9_vendors import vendor_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 9_2026_12_04_05


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *cli_rows(values),
        *http_rows(values),
        *config_cases(values),
        *dsn_cases(values),
        *i18n_cases(values),
        *encoding_cases(values),
        *value_cases(values),
        *traceback_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "cli", "http", "config", "dsn", "i18n", "encoding", "traceback", "argument")


if __name__ == "__main__":
    sys.exit(main("set 9", __doc__ or "", heldout()))
