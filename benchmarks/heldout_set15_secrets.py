"""A sixteenth held-out set of secrets (set 15), blind: written before any redaction was run on it.

Written on 2026-12-04 (23:45-00:40 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 14's files and the shared harness were read
for the shape; vendors, prefixes, tools, layouts, languages' word forms, encodings, reprs and
argument names were grepped against sets 4-14 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: games and game services, government APIs and telecom and messaging APIs no
  earlier set named (``_heldout_secrets15_vendors.py``); IoT platforms, regional clouds,
  operations and chat SaaS, private-key blocks in new carriers and tokens in SMTP XOAUTH2,
  gRPC metadata, graphql-ws, STOMP and SIP (``_heldout_secrets15_vendors2.py``);
* ``cli`` (live): node, pip, env, git, curl, gcloud, kubectl, aws, openssl and java run for
  real here, with commands and options earlier sets did not run (``_heldout_secrets15_live.py``);
* ``tool``: Salt, Ansible, systemd, sudo, cron, HAProxy, Envoy, Apache, Kubernetes events,
  Helm, gcloud, Azure CLI, VPN clients, MikroTik, ProxySQL, Ignition, CIFS, Dovecot and
  Postfix output (``_heldout_secrets15_logs.py``);
* ``log``: Go http2 debug, Rust, .NET, Elixir, Rails, Ktor, Quarkus, Micronaut, Android,
  Gleam and F# output, logfmt, RFC 5424 structured data, a bounce, Markdown, Jupyter, NGINX
  Unit and Caddy;
* ``i18n``: tenses, voices, cases, verb-final orders, suffixes, synonyms and chat forms in
  common languages (``_heldout_secrets15_i18n.py``);
* ``encoding``: separators and encodings earlier sets did not use
  (``_heldout_secrets15_encoded.py``);
* ``traceback``: Python objects printed for real that earlier sets did not print, and other
  languages' printouts (``_heldout_secrets15_reprs.py``);
* ``argument``: the secret only in a tool argument, as an agent would pass it: free text,
  structured values, and names no earlier set used (``_heldout_secrets15_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in ports and timings). A case leaks in a channel when its secret, or any 8-character piece
of it, is in that channel's output (observation text and JSON, ``on_event`` records, INFO and
DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set15_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set15_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set15_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets15_args import argument_cases
from _heldout_secrets15_encoded import encoded_cases
from _heldout_secrets15_i18n import i18n_cases
from _heldout_secrets15_live import live_tool_cases
from _heldout_secrets15_logs import log_cases, tool_cases
from _heldout_secrets15_reprs import repr_cases
from _heldout_secrets15_vendors import vendor_cases
from _heldout_secrets15_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 15_2026_12_04_23


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
    sys.exit(main("set 15", __doc__ or "", heldout()))
