"""An eleventh held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (13:17-14:00 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 10's files and the shared harness were read
for the shape; vendors, prefixes, languages' word forms, config and log formats, reprs,
argument names, header framings and connection schemes were grepped against the earlier sets'
files so that (with the exceptions the module docstrings name) none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats from vendors' own documentation that no earlier set had (Unkey,
  Fastly, dbt Cloud, Asaas, Wompi, Khalti, Africa's Talking, Cal.com, CodeSandbox, SumUp,
  Moyasar, CrowdStrike, Dub, strongDM, Splunk Observability, Bitbucket Data Center,
  Backblaze, Hex, M-Pesa Daraja, bKash, SSLCommerz, PayTabs, Vipps, SentinelOne, OpenMeter,
  Hyperswitch, Nylas, Tinybird, Termii, Kaleyra, NetSuite, BambooHR, Greenhouse, Lever,
  Personio, QuickBooks, Xero, Gusto, Deel, Rippling, Svix, MailerLite, 100ms, Hookdeck,
  Cloudflare Origin CA, OVHcloud, IONOS, Exoscale, UpCloud, Hetzner Robot, Kinsta, ZeroSSL and
  Google Trust Services EAB keys);
* ``cli`` (live): terraform, jq, node, sqlite3, perl, java, git, redis-cli, openssl, kubectl
  and curl run here (``_heldout_secrets11_live.py``);
* ``http``, ``dsn``: HTTP/2 and HTTP/3 dumps, gRPC metadata, WebDAV, WS-Security, framework
  session cookies, STS session tokens; STOMP, ZooKeeper, telnet, FTPS, git+https, Helm OCI,
  Hive, Kafka JAAS, Oracle EZConnect, MQTT and psql ``\\connect``;
* ``i18n``: credential words of forty languages earlier sets used once or never, in use;
* ``config``, ``log``: network gear, daemons, client dotfiles and app settings; database
  statement logs, audit records, cloud and proxy access logs, packet and syscall traces;
* ``encoding``: SASL mechanisms, quoted-printable, MIME encoded-words, form bodies, JSON in
  JSON, bytes reprs, octal escapes, XML references, wrapping at 64 and 76 columns, line
  continuations, YAML folding, UTF-16LE hex, Ascii85, base32, uuencode, base64 of
  ``user:password`` in a query, a cookie and a WebSocket URL;
* ``traceback``: Python container and call-object reprs (``_heldout_secrets11_reprs.py``),
  exceptions real Python libraries raised here for a misplaced secret
  (``_heldout_secrets11_loopback.py``), and other languages' trace layouts;
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (including names that are not Python identifiers) or inside a structured value.

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in loopback ports, memory addresses, temporary paths and the order of a frozenset). A
case leaks in a channel when its secret, or any 8-character piece of it, is in that channel's
output (observation text and JSON, ``on_event`` records, INFO and DEBUG logs with tracebacks,
an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set11_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set11_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set11_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets11_args import argument_cases
from _heldout_secrets11_configs import config_cases, log_cases
from _heldout_secrets11_encoded import encoded_cases
from _heldout_secrets11_i18n import i18n_cases
from _heldout_secrets11_live import live_tool_cases
from _heldout_secrets11_loopback import library_cases
from _heldout_secrets11_reprs import repr_cases
from _heldout_secrets11_vendors import vendor_cases
from _heldout_secrets11_wire import dsn_cases, http_cases, trace_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 11_2026_12_04_13


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *i18n_cases(values),
        *config_cases(values),
        *log_cases(values),
        *encoded_cases(values),
        *http_cases(values),
        *dsn_cases(values),
        *trace_cases(values),
        *repr_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += library_cases(values)
    cases += live_tool_cases(values)
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
    sys.exit(main("set 11", __doc__ or "", heldout()))
