"""An eighteenth held-out secrets set (set 17), blind: written before any redaction was run.

Written on 2026-12-05 (03:03-03:20 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 16's files and the shared harness were read
for the shape; vendors, tools, layouts, languages' forms, encodings, reprs and argument names
were grepped against sets 4-16 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: payment vendors of Eastern and Western Europe, Central Asia, South-East Asia,
  South Asia and Africa, and buy-now-pay-later (``_heldout_secrets17_vendors.py``); IoT, game
  backends, e-invoicing and tax authorities, postal and shipping carriers, DNS registrars and
  a regional cloud (``_heldout_secrets17_vendors2.py``);
* ``cli`` (live): jq, yq, sqlite3, psql, tclsh, node, perl, curl and kubectl run for real
  here, with commands earlier sets did not run (``_heldout_secrets17_live.py``);
* ``tool``: nmcli, Helm, az, ODBC, OpenVPN, Gunicorn, honcho, CloudFormation, Zappa, pipenv,
  Go, buildah, Ansible with smbpasswd, supervisord, WireGuard, cloud-init, kubectl describe,
  HAProxy, Envoy, Salt, journald, systemd, lighttpd, tinyproxy, Maven, Composer, pnpm,
  Vagrant, Packer, gcloud, Bicep, Redis Sentinel, rabbitmqadmin, MinIO mc, Kafka and
  Prometheus output (``_heldout_secrets17_logs.py``);
* ``log``: Go, Rust, Node, Ruby, .NET, Java, PHP, Kotlin, Swift, Erlang, Clojure, Haskell,
  R, OCaml, Dart and Julia printouts, logfmt, RFC 5424 structured data, Windows event XML,
  gRPC metadata, nbformat, reStructuredText and Org links, CSV, a slow query log and LDIF;
* ``i18n``: credential words in new forms of common languages and in Vietnamese,
  Indonesian, Polish, Czech, Ukrainian, Hindi, Bengali, Persian, Swahili, Thai, Turkish and
  Hebrew (``_heldout_secrets17_i18n.py``);
* ``encoding``: separators and encodings earlier sets did not use
  (``_heldout_secrets17_encoded.py``);
* ``traceback``: errors Python libraries make for real here (``_heldout_secrets17_reprs.py``);
* ``argument``: the secret only in a tool argument, as an agent would pass it, under names no
  earlier set used (``_heldout_secrets17_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in timings). A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set17_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set17_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set17_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets17_args import argument_cases
from _heldout_secrets17_encoded import encoded_cases
from _heldout_secrets17_i18n import i18n_cases
from _heldout_secrets17_live import live_tool_cases
from _heldout_secrets17_logs import log_cases, tool_cases
from _heldout_secrets17_reprs import repr_cases
from _heldout_secrets17_vendors import vendor_cases
from _heldout_secrets17_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 17_2026_12_05_03


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
    sys.exit(main("set 17", __doc__ or "", heldout()))
