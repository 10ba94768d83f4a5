"""A twelfth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (13:40-14:05 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 11's files and the shared harness were read
for the shape; vendors, prefixes, languages' word forms, file formats, reprs, argument names
and tools were grepped against the earlier sets' files so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: token formats of vendors no earlier set named: self-hosted and home-lab software
  (Harbor, Vaultwarden, Sonarr, Radarr, TrueNAS, pfSense, OPNsense, Synology, Ceph RGW),
  ERP and business systems (Zoho, Frappe/ERPNext, Odoo, Zuora), build and dev tools (Depot,
  Earthly, Dagger, BuildJet, Okteto, Coder, Nx Cloud, Turborepo, Waypoint, Tekton,
  Spinnaker, Chef, Salt), security and device consoles (Wazuh, Lacework, Qualys, Rapid7,
  Huntress, Kandji, Jamf, Intune, UniFi), shipping, courses, surveys and scheduling
  (AfterShip, ShipStation, Sendcloud, Printful, Lulu, Teachable, Thinkific, Acuity,
  Qualtrics, Typeform, Formspree), hosting and storage (Leaseweb, Equinix Metal, Rackspace,
  IDrive e2, Filebase, Surge), data (Bitstamp, Nasdaq Data Link, Smarty) and others;
* ``cli`` (live): ``bash -x`` traces of psql, pg_dump, zip, gpg and docker login, xargs -t,
  openssl enc -P, make, ps, /proc environ, aws configure get, envsubst and curl through a
  loopback proxy (``_heldout_secrets12_live.py``);
* ``i18n``: credential words in cases, possessives, compounds and word orders earlier sets did
  not use, and twenty languages no earlier set had;
* ``config``, ``sql``, ``dump``: configuration snippets in parser errors, SQL statements that
  set credentials echoed by databases, shell history, environment and process dumps, CI logs,
  crash dumps, browser exports, gRPC and HTTP/2 frames (``_heldout_secrets12_formats.py``);
* ``encoding``: double percent-encoding, ``\\u`` escapes, HTML ampersands, hex dumps, base64url,
  base64 JSON, data URIs, CSV quoting, shell splicing, PowerShell and Windows commands, split
  literals, wrapped table cells, zero-width and fullwidth characters, markup, JWTs in new
  places;
* ``traceback``: reprs of real Python objects and traceback layouts that print locals (pytest,
  rich, better_exceptions, stackprinter, Django, cgitb, IPython, Sentry, and Node, Ruby, Rust,
  Go, PHP and .NET dumps);
* ``keys``: private key blocks (OpenSSH, PGP, SEC1 EC, PuTTY, NATS NKEY seeds, age) and TLS key
  logs, and connection strings or client commands of drivers no earlier set used
  (``_heldout_secrets12_keys.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used.

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in ports, pids and temporary paths). A case leaks in a channel when its secret, or any
8-character piece of it, is in that channel's output (observation text and JSON, ``on_event``
records, INFO and DEBUG logs with tracebacks, an export of the message, stack trace and
arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set12_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set12_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set12_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets12_args import argument_cases
from _heldout_secrets12_encoded import encoded_cases
from _heldout_secrets12_formats import config_cases, dump_cases, sql_cases
from _heldout_secrets12_i18n import i18n_cases
from _heldout_secrets12_keys import key_cases
from _heldout_secrets12_live import live_tool_cases
from _heldout_secrets12_reprs import repr_cases
from _heldout_secrets12_vendors import vendor_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 12_2026_12_04_13


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *i18n_cases(values),
        *config_cases(values),
        *sql_cases(values),
        *dump_cases(values),
        *encoded_cases(values),
        *repr_cases(values),
        *key_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = (
    "vendor",
    "cli",
    "i18n",
    "config",
    "sql",
    "dump",
    "encoding",
    "traceback",
    "keys",
    "argument",
)


if __name__ == "__main__":
    sys.exit(main("set 12", __doc__ or "", heldout()))
