"""A seventeenth held-out secrets set (set 16), blind: written before any redaction was run.

Written on 2026-12-05 (01:04-01:35 UTC) for issue 24 ("redaction that generalizes: secrets it
was never shown") without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md`` or ``benchmarks/results/``, and without running any redaction (nor the
decorator, nor an observation) on these cases. Set 15's files and the shared harness were read
for the shape; vendors, tools, layouts, languages' forms, encodings, reprs and argument names
were grepped against sets 4-15 so that none repeats.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: payment, banking and telecom vendors of Europe, Africa, the Gulf and South and
  South-East Asia (``_heldout_secrets16_vendors.py``); AI, developer, IoT, games, government
  and push-notification vendors (``_heldout_secrets16_vendors2.py``);
* ``cli`` (live): node, perl, ssh, rsync, psql and curl run for real here, with commands and
  options earlier sets did not run (``_heldout_secrets16_live.py``);
* ``tool``: Exim, sendmail, Junos, FortiOS, Cisco ASA, Airflow, dbt, GitHub Actions and GitLab
  job logs, knex, TypeORM, Tomcat, SQL*Plus, Samba, autofs, NeoMutt, WPScan, Metasploit,
  Puppet, Nomad, Vector, Telegraf, rclone, Borg, restic, Zabbix and Icinga output
  (``_heldout_secrets16_logs.py``);
* ``log``: PHP stack frames with arguments, Go, Rust, Node, Ruby, .NET, Java, Kotlin, Swift,
  Elixir, Scala, Lua and Perl printouts, GELF, CEF, nghttp frames, e-mail headers, Markdown,
  Slack, HAR and newman;
* ``i18n``: one-time codes in SMS templates of 13 languages, questions, conditionals, the
  future, reported speech, value-first orders, corrections, lists and help-desk form labels
  (``_heldout_secrets16_i18n.py``);
* ``encoding``: separators and encodings earlier sets did not use
  (``_heldout_secrets16_encoded.py``);
* ``traceback``: errors Python libraries make for real here, and other runtimes' printouts
  (``_heldout_secrets16_reprs.py``);
* ``argument``: the secret only in a tool argument, as an agent would pass it: free text,
  whole files and commands, credential links, and names no earlier set used
  (``_heldout_secrets16_args.py``).

Every value is generated from the fixed seed below (the live cases' texts differ between runs
only in timings). A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set16_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set16_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set16_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets16_args import argument_cases
from _heldout_secrets16_encoded import encoded_cases
from _heldout_secrets16_i18n import i18n_cases
from _heldout_secrets16_live import live_tool_cases
from _heldout_secrets16_logs import log_cases, tool_cases
from _heldout_secrets16_reprs import repr_cases
from _heldout_secrets16_vendors import vendor_cases
from _heldout_secrets16_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 16_2026_12_05_01


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
    sys.exit(main("set 16", __doc__ or "", heldout()))
