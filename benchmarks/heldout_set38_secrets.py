"""A thirty-ninth held-out secrets set (set 38), blind: written before any redaction was run.

Written on 2026-12-06 (13:08-13:35 UTC by ``date -u``) by the helper session ``secrets38``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named, names N to Z and a digit
  (``_heldout_secrets38_vendors.py``: e-mail marketing, video rendering, OCR, CRM and
  membership, search results, file conversion, dictionaries, wikis, messaging, vector tiles,
  Gulf payments, product management and call tracking, 14 vendors looked up with the
  ``search`` tool (10 pages gave the header or parameter) and each case naming what the
  search gave;
  ``_heldout_secrets38_vendors2.py``: low-code databases, task managers, shops, passwordless
  login, course catalogues, coupons, SaaS billing, NPS, wikis, travel reviews, bug reporting,
  app-store data, translation, freight, weather, EV charging, air quality, phone lookup, API
  gateways, isochrones, WhatsApp inboxes, tides, payouts, spatial SQL, NFT minting and SMS,
  shapes remembered except three met in the searches), in the shapes they really appear in
  (.env, YAML, INI, JSON, Ruby, PHP, PowerShell, R, JavaScript, curl and httpie, headers,
  query strings, SDK exceptions, connector and container logs).
* ``agent``: coding-agent tool results (``_heldout_secrets38_agents.py``): six three-step
  scenarios in Amazon Q Developer CLI's ``use_aws``, ``gh copilot suggest``, AutoDev's DevIns
  commands, mini-swe-agent's observations, rawdog and Codel, and single results (Tabnine
  Chat, Potpie, Mistral's Vibe CLI, Copilot Edits, Le Chat, Graphite Reviewer, ``pipx
  environment``, ``snyk config``, files of 15 self-hosted apps no earlier set read, ripgrep,
  ag, grep, jq, psql, ``docker inspect`` and diff output, HTTP tool responses minting
  credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets38_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 49
  languages (20 that no earlier set named), mostly of Asia, Oceania and the Middle East, and
  22 scripts (``_heldout_secrets38_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets38_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets38_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set38_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set38_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set38_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets38_agents import agent_cases
from _heldout_secrets38_args import argument_cases
from _heldout_secrets38_encoded import encoded_cases
from _heldout_secrets38_i18n import i18n_cases
from _heldout_secrets38_live import live_tool_cases
from _heldout_secrets38_vendors import vendor_cases
from _heldout_secrets38_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 38_2026_12_06_14


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
    sys.exit(main("set 38", __doc__ or "", heldout()))
