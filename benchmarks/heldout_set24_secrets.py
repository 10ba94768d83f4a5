"""A twenty-fifth held-out secrets set (set 24), blind: written before any redaction was run.

Written on 2026-12-05 (19:28-19:46 UTC by ``date -u``) by the helper session ``secrets24``
for issue 24 ("redaction that generalizes: secrets it was never shown") without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. Set 23's files and
the shared harness were read for the shape; vendors, tools and their calls, languages,
encodings, agent tool shapes, files and argument names were grepped against every earlier
``_heldout_secrets*``, ``_heldout_families*`` and ``heldout_set*_secrets.py`` file so that
none repeats (what matched was dropped; each file's docstring names what).

A fresh sample rather than traps: the values vary as real ones do (hex, base62, base64,
base64url, base32-like, UUIDs, typed passwords, passphrases with spaces, digit groups; 12 to
110 characters), each sits where such a value really turns up, and each case names its
source (the vendor's documentation, or the tool, its version and the command). Kinds
(``--list`` prints every case and where its format comes from):

* ``vendor``: identity verification and KYC, background checks, payments infrastructure,
  banking and open-banking data, income verification, spend management, cross-border
  payouts, tax engines, HR and payroll vendors (``_heldout_secrets24_vendors.py``); CI,
  dotenv tooling, APM, document parsing, embeddings, regional LLM APIs, proxies, telephony,
  print-on-demand, inventory, low-code, integration, web-security and container-image
  vendors (``_heldout_secrets24_vendors2.py``), in ``.env``, YAML, TOML, INI, properties and
  JSON files, Kubernetes secrets, Terraform variables, curl commands, headers, URLs, SDK
  exceptions and debug logs;
* ``agent``: seven three-step scenarios (OpenHands ``execute_bash``, Gemini CLI
  ``run_shell_command``, Goose ``developer__shell``, Continue ``builtin_*`` tools, Vault and
  LocalStack, password managers and task runners, a server's bootstrap) and single results:
  file reads of configs no earlier set read, diffs from Bazaar, darcs, Perforce and CVS,
  code searches (``ast-grep``, ``gh search code``, Sourcegraph ``src``), a secret scanner's
  report, ``hurl`` and HTTP tool responses of self-hosted token endpoints
  (``_heldout_secrets24_agents.py``);
* ``cli`` (live): git, Node, Perl, OpenSSL, GnuPG, sqlite3, curl and Django run here;
* ``traceback`` (live): ``unittest.mock``, ``argparse``, python-dateutil, jsonschema, click
  and graphql-core;
* ``repr`` (live): pandas, prometheus_client, requests' and httpx's cookie jars;
* ``log`` (live): botocore, requests-oauthlib, websockets and aiohttp
  (``_heldout_secrets24_live.py``);
* ``i18n``: credential words of 24 languages no earlier set used, in seven scripts (Latin,
  Cyrillic, Arabic, Devanagari, Adlam, Meetei Mayek, N'Ko) (``_heldout_secrets24_i18n.py``);
* ``encoding``: 16 encodings, escapes and layouts no earlier set used
  (``_heldout_secrets24_encoded.py``);
* ``argument``: the secret only in a tool argument, under names no earlier set used
  (``_heldout_secrets24_args.py``).

Every value is generated from the fixed seed below (except the session key GnuPG draws
itself); the live texts are otherwise the same on every run (times, ports, paths and request
ids are normalized). A case leaks in a channel when its secret, or any 8-character piece of
it, is in that channel's output (observation text and JSON, ``on_event`` records, INFO and
DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set24_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set24_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set24_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets24_agents import agent_cases
from _heldout_secrets24_args import argument_cases
from _heldout_secrets24_encoded import encoded_cases
from _heldout_secrets24_i18n import i18n_cases
from _heldout_secrets24_live import live_tool_cases
from _heldout_secrets24_vendors import vendor_cases
from _heldout_secrets24_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 24_2026_12_05_19


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


_GROUPS = ("vendor", "agent", "cli", "traceback", "repr", "log", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 24", __doc__ or "", heldout()))
