"""An eighty-second held-out secrets set (set 81), blind: written before any redaction was run.

Written on 2026-12-07 (19:28-19:40 UTC by ``date -u``) by the helper session ``secrets81``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Share: government e-ID and digital identity outside the EU and the US (national eID and login
schemes, identity wallets, state e-signature), postal services, customs brokerage and courier
APIs; numbers and codes as people write and say them (native digits, Chinese and Japanese
financial numerals, Roman numerals, digits spelled out, spelling alphabets, codes dictated
over the phone, grouped and dashed codes); agent tools of password managers and secret CLIs
(1Password ``op``, Bitwarden ``bw``, ``pass`` and gopass, KeePassXC-cli, Vault, sops and age,
Doppler, Infisical, Keeper Commander).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets81_vendors.py`` (UAE
  PASS, Nafath through Paylink, SwissID, Corppass, MATTR VII, Affinidi, RealMe, Diia, Swiss
  Post, PostNord, NZ Post, Blue Dart, StarTrack, Interparcel, Yurtiçi Kargo, envia.com, and
  remembered: Bhutan NDI, NCALayer, Procivis One, FrankieOne, Buypass, Xpressbees, kdniao,
  Meest, Emirates Post, HMRC customs; 26 looked up with the ``search`` tool, 16 pages gave
  the format, each case naming its source) and ``_heldout_secrets81_vendors2.py`` (more
  national e-ID schemes, wallets, postal operators, couriers and customs platforms, shapes
  remembered), in the shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, HCL,
  properties, Dart, TypeScript, PHP, Ruby, Go, C#, Kotlin, Swift, Rust, Elixir, curl and
  httpie, headers, query strings, CSV and tables printed bare, SDK errors, debug logs, CI
  steps).
* ``agent``: tool results of agents driving password managers and secret CLIs
  (``_heldout_secrets81_agents.py``): six three-step scenarios (``op``, ``bw``, ``pass`` and
  gopass, ``keepassxc-cli``, ``vault``, sops with Doppler and Infisical) and single results
  (Keeper Commander, ``age``, shell histories, ``rg``, ``git diff``, HTTP responses minting
  wrapping, service and machine-identity tokens, configs of these tools).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files only (``_heldout_secrets81_live.py``).
* ``i18n``: codes, PINs and passwords in native digits of 18 scripts, in Chinese and Japanese
  numerals, in Roman numerals, spelled out in 23 languages, in the NATO and five national
  spelling alphabets, dictated and grouped (``_heldout_secrets81_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used, most of them ways of writing digits
  (``_heldout_secrets81_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles, scripts and languages (``_heldout_secrets81_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set81_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set81_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set81_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets81_agents import agent_cases
from _heldout_secrets81_args import argument_cases
from _heldout_secrets81_encoded import encoded_cases
from _heldout_secrets81_i18n import i18n_cases
from _heldout_secrets81_live import live_tool_cases
from _heldout_secrets81_vendors import vendor_cases
from _heldout_secrets81_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 81_2026_12_07_01


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
    sys.exit(main("set 81", __doc__ or "", heldout()))
