"""A thirteenth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (13:58-14:20 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 12's files and the shared harness were read
for the shape; vendors, prefixes, tools, layouts, languages' word forms, encodings, reprs and
argument names were grepped against sets 4-12 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats of vendors no earlier set named: marketplaces and regional
  payments, telecom, IoT and home automation, health and sport, music, games, government APIs
  and regional clouds (``_heldout_secrets13_vendors.py``); IoT connectivity, game and media
  catalogues, postal and transport APIs, public statistics, and JWTs in cookies, gRPC
  metadata, WebSocket URLs and SQL rows (``_heldout_secrets13_vendors2.py``);
* ``cli`` (live): curl -v, curl --trace-ascii and ``bash -x`` traces of psql, redis-cli and
  openssl run against loopback (``_heldout_secrets13_live.py``);
* ``tool``: Ansible, Salt, Chef, systemd/journald, nginx, Apache, HAProxy, Envoy, Traefik,
  Kubernetes events, Helm, gcloud, az, oci, doctl, JDBC and ODBC, LDAP, SNMP, RADIUS, IPsec and
  WireGuard output;
* ``log``: Go, Rust, Node, Ruby, .NET, Elixir and Kotlin traces, logfmt, GELF, CEF, LEEF,
  RFC 5424 structured data, HTTP/2 and HPACK dumps, e-mail headers and bodies, SMTP AUTH and
  URLs in Markdown, reStructuredText and HTML (``_heldout_secrets13_logs.py``);
* ``i18n``: verbs, pronouns, abbreviations, inflected loanwords and value-first orders in
  twelve less-used languages and the commonest ones (``_heldout_secrets13_i18n.py``);
* ``encoding`` and ``traceback``: encodings and Python reprs earlier sets did not use
  (``_heldout_secrets13_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used.

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in ports and timings). A case leaks in a channel when its secret, or any 8-character piece
of it, is in that channel's output (observation text and JSON, ``on_event`` records, INFO and
DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set13_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set13_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set13_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets13_args import argument_cases
from _heldout_secrets13_encoded import encoded_cases, repr_cases
from _heldout_secrets13_i18n import i18n_cases
from _heldout_secrets13_live import live_tool_cases
from _heldout_secrets13_logs import log_cases, tool_cases
from _heldout_secrets13_vendors import vendor_cases
from _heldout_secrets13_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 13_2026_12_04_14


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *tool_cases(values),
        *log_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *repr_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "cli", "tool", "log", "i18n", "encoding", "traceback", "argument")


if __name__ == "__main__":
    sys.exit(main("set 13", __doc__ or "", heldout()))
