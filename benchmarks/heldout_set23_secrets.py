"""A twenty-fourth held-out secrets set (set 23), blind: written before any redaction was run.

Written on 2026-12-05 (16:54-17:06 UTC) by the helper session ``secrets23`` for issue 24
("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. Set 22's files and
the shared harness were read for the shape; vendors, tools and their calls, languages,
encodings, agent tool shapes and argument names were grepped against every earlier
``_heldout_secrets*``, ``_heldout_families*`` and ``heldout_set*_secrets.py`` file so that
none repeats (what matched was dropped; each file's docstring names what).

A fresh sample rather than traps: about a third vendors (new ones only), a third real tool,
runtime and library output run here, a third agent results (multi-step scenarios whose every
step is a case), languages, encodings and arguments. Kinds (``--list`` prints every case and
where its format comes from):

* ``vendor``: legal, CRM, newsletter, ticketing, forms, scheduling, email-verification,
  address, IP and phone lookup, direct-mail, scraping, realtime, notification, team-chat,
  podcast, music, stock-media, icon, 3D, image-generation and GPU-cloud vendors, placed in
  ``.env`` lines, YAML and INI files, curl commands, headers, URLs and SDK errors
  (``_heldout_secrets23_vendors.py``); CMS, commerce, hosting, integration-platform and
  customer-success vendors (``_heldout_secrets23_vendors2.py``);
* ``agent``: ten three-step scenarios (a ``text_editor`` view, ``grep_search``,
  ``codebase_search``, ``search_files``, ``list_code_definition_names``, an MCP fetch, a
  ``browser_snapshot``, then shell commands such as ``git config --get``, ``rails console``,
  ``set | grep``, ``export -p``, ``podman secret inspect``, ``tmux capture-pane``, ``pgrep
  -a``, ``flux get``, ``sst secret list``, ``cdk context``, Go's expvar, ``phpinfo()``, and
  diffs from ``hg``, ``jj`` and Sapling), a ``Task`` summary and a ``todo_write`` list, and
  single results: file reads of PHP, Maven, pypirc, Cargo, Gradle, Hasura and service-account
  files, REPLs (``jshell``, ``ghci``, ``mix run``), ``heroku run``, ``sort -u``, ``compgen``,
  ``kubectl logs`` and HTTP tool responses (``_heldout_secrets23_agents.py``);
* ``cli`` (live): Perl, Node, OpenSSL, git, sqlite3 and curl run for real here;
* ``traceback`` (live): Python's standard library (``configparser``, ``urllib.parse``,
  ``importlib.metadata``) and installed packages (kafka-python, netaddr, networkx, FastAPI);
* ``log`` (live): urllib3, httpx, Tornado, SQLAlchemy and structlog logging
  (``_heldout_secrets23_live.py``);
* ``i18n``: credential words of 20 languages no earlier set used, in nine scripts (Latin,
  Hebrew, Cyrillic, Arabic, Devanagari, Tirhuta, Coptic, Glagolitic, Lontara)
  (``_heldout_secrets23_i18n.py``);
* ``encoding``: 13 encodings, escapes and layouts no earlier set used
  (``_heldout_secrets23_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets23_args.py``).

Every value is generated from the fixed seed below; the live texts are the same on every run
(times, ports, paths and thread ids are normalized). A case leaks in a channel when its
secret, or any 8-character piece of it, is in that channel's output (observation text and
JSON, ``on_event`` records, INFO and DEBUG logs with tracebacks, an export of the message,
stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set23_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set23_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set23_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets23_agents import agent_cases
from _heldout_secrets23_args import argument_cases
from _heldout_secrets23_encoded import encoded_cases
from _heldout_secrets23_i18n import i18n_cases
from _heldout_secrets23_live import live_tool_cases
from _heldout_secrets23_vendors import vendor_cases
from _heldout_secrets23_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 23_2026_12_05_17


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "cli", "traceback", "log", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 23", __doc__ or "", heldout()))
