"""A fourteenth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (20:10-20:26 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 13's files and the shared harness were read
for the shape; vendors, prefixes, tools, layouts, languages' word forms, encodings, reprs and
argument names were grepped against sets 4-13 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats of payment, banking and commerce vendors no earlier set named, in
  Africa, the Middle East, South and East Asia, Latin America, Europe and US banking rails
  (``_heldout_secrets14_vendors.py``); delivery and marketplaces, regional clouds and hosting,
  games and media, weather and maps, analytics, prefixes of known vendors earlier sets left
  out, an age plugin identity, and JWTs in Kafka SASL, MQTT CONNECT, SSE, CSV and
  ``Sec-WebSocket-Protocol`` (``_heldout_secrets14_vendors2.py``);
* ``cli`` (live): wget, git, curl, ssh, node, java, rustc, python, bash, sqlite3, openssl and
  kubectl run for real here (``_heldout_secrets14_live.py``);
* ``tool``: CI logs, Nomad, Consul, Vault, container runtimes, job queues, data pipelines,
  database logs and shells, host and Windows tools (``_heldout_secrets14_logs.py``);
* ``log``: PHP, Perl, Spring, Scala, Swift, Dart, Haskell, Lua, Julia and R errors,
  OpenTelemetry, baggage, CloudEvents, Sentry, CloudTrail, GCP audit, Windows events, Loki,
  Splunk HEC, SQL, HAR, notebooks and data-science config files;
* ``i18n``: slang, case and prepositional forms, imperatives, value-first orders, pairs,
  locale punctuation and typos in common languages (``_heldout_secrets14_i18n.py``);
* ``encoding``: separators and encodings earlier sets did not use
  (``_heldout_secrets14_encoded.py``);
* ``traceback``: Python reprs earlier sets did not print, captured locals, and other
  languages' printouts of a structure (``_heldout_secrets14_reprs.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets14_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in ports and timings). A case leaks in a channel when its secret, or any 8-character piece
of it, is in that channel's output (observation text and JSON, ``on_event`` records, INFO and
DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set14_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set14_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set14_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets14_args import argument_cases
from _heldout_secrets14_encoded import encoded_cases
from _heldout_secrets14_i18n import i18n_cases
from _heldout_secrets14_live import live_tool_cases
from _heldout_secrets14_logs import log_cases, tool_cases
from _heldout_secrets14_reprs import repr_cases
from _heldout_secrets14_vendors import vendor_cases
from _heldout_secrets14_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 14_2026_12_04_20


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
    sys.exit(main("set 14", __doc__ or "", heldout()))
