"""A nineteenth held-out secrets set (set 18), blind: written before any redaction was run.

Written on 2026-12-05 (06:08-06:25 UTC) by the helper session ``secrets18`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``,
and without running any redaction (nor the decorator, nor an observation) on these cases; only
``--dry-run`` and ``--list`` were run. Set 17's files and the shared harness were read for the
shape; vendors, tools, formats, languages, encodings, libraries and argument names were grepped
against sets 4-17 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: travel, hospitality, retail, health, logistics, property, legal, education and
  commerce vendors (``_heldout_secrets18_vendors.py``); crypto exchanges, sports and market
  data, translation, OCR, threat intelligence, sales data, work management, AI and developer
  tools, HR, support and e-signature (``_heldout_secrets18_vendors2.py``);
* ``cli`` (live): date, seq, numfmt, id, Bash, psql, node, perl, ssh-keygen, git, sqlite3,
  jq, openssl, od, sed and curl run for real here, mostly with a secret pasted into the wrong
  place (``_heldout_secrets18_live.py``);
* ``tool``: knife, hiera-eyaml, Fabric, Capistrano, Luigi, Metabase, kcadm, occ, Drush,
  artisan, Rails, Django, Symfony, Spring actuator, Postfix, Dovecot, Bacula, Nagios, Munin,
  collectd, Fluent Bit, Filebeat, Graylog, Splunk, FreeSWITCH, Kamailio, EMQX, NATS, Artemis,
  Vitess, arangosh, Flink, Barman, pgBackRest and WAL-G output (``_heldout_secrets18_logs.py``);
* ``log``: Fortran, COBOL, Delphi, VB.NET, AppleScript, SAS, Stata, Prolog, Pharo,
  PureScript, ABAP, JCL, PL/SQL, T-SQL, IBM i, Solidity, Verilog, VHDL, Octave, VBA,
  ColdFusion, FoxPro and MUMPS printouts, a Snort alert, HAR, JMeter, Gatling, Locust,
  Playwright, xh, an Azure activity log and Charles, Fiddler and Burp exports;
* ``i18n``: credential words of 15 languages no earlier set used (Tatar, Bashkir, Tigrinya,
  Yiddish, Kabyle in Latin and Tifinagh, Breton, Occitan, Xhosa, Oromo, Sesotho, Samoan,
  Hmong, Lingala, Luganda, Northern Sami) (``_heldout_secrets18_i18n.py``);
* ``encoding``: WebSphere ``{xor}``, Jetty ``OBF:``, ROT13, SQL ``CHAR()``/``UNHEX``/UTF-16LE
  hex, dash and spaced hex, Extended JSON, CBOR diagnostic, ``\\U`` escapes, LDAP filter
  escapes, charlists, a Tor key, overstrike, ANSI codes, folded, flowed and chunked text
  (``_heldout_secrets18_encoded.py``);
* ``traceback``: errors and reprs Python libraries make for real here
  (``_heldout_secrets18_reprs.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets18_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in timings). A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set18_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set18_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set18_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets18_args import argument_cases
from _heldout_secrets18_encoded import encoded_cases
from _heldout_secrets18_i18n import i18n_cases
from _heldout_secrets18_live import live_tool_cases
from _heldout_secrets18_logs import log_cases, tool_cases
from _heldout_secrets18_reprs import repr_cases
from _heldout_secrets18_vendors import vendor_cases
from _heldout_secrets18_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 18_2026_12_05_06


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
    sys.exit(main("set 18", __doc__ or "", heldout()))
