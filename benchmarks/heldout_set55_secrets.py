"""A fifty-sixth held-out secrets set (set 55), blind: written before any redaction was run.

Written on 2026-12-06 (19:18-19:36 UTC by ``date -u``) by the helper session ``secrets55``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets55_vendors.py``: video
  CDNs and streaming servers, embed and podcast APIs, WebRTC relays, OK.ru's API, social
  check-ins, affiliate and attribution networks, an audience data platform, headless and
  hosted e-commerce, order and inventory hubs, loyalty programs, marketplace feed managers and
  app and extension stores, 29 vendors looked up with the ``search`` tool (24 pages gave the
  format) and each case naming its source; ``_heldout_secrets55_vendors2.py``: video
  analytics, hosted players and streaming servers, podcast hosting, live and on-demand video,
  film and social networks, decentralized video, affiliate networks, identity graphs, video
  ad servers and ad verification, feed managers, shops, grocery and food delivery
  marketplaces and Android and Linux app stores, shapes remembered), in the shapes they really
  appear in (.env, YAML, INI, JSON, XML, PHP, Python, Ruby, R, JavaScript, PowerShell,
  Terraform, a systemd unit, a CSV printed bare, curl and httpie, raw HTTP, headers, query
  strings, access logs, SDK exceptions, CI workflows, docker and CLI runs, RTMP URLs and
  FFmpeg errors).
* ``agent``: computer-use and desktop agents' tool results (``_heldout_secrets55_agents.py``):
  six three-step scenarios in UI-TARS desktop, Bytebot, Windows-MCP, Peekaboo, droidrun and
  OpenAdapt, and single results (accessibility trees, screenshot OCR, clipboard reads, window
  titles, keystroke logs, form fills and password-manager autofill logs from pywinauto,
  AT-SPI, macOS AX attributes, xdotool, wmctrl, xprop, pbpaste, wl-paste, Get-Clipboard,
  tesseract, PowerToys Text Extractor, OmniParser, AppAgent, Mobile-Agent, Nova Act, Project
  Mariner, Claude for Chrome, Fellou, Agent-TARS, Self-Operating Computer, macOS-use, Simular,
  Dashlane, Proton Pass, NordPass, RoboForm, Buttercup, NVDA, Appium, AutoHotkey, AutoIt,
  Espanso, Maccy, CopyQ, Raycast, Flameshot, ShareX, PyAutoGUI and UiPath), plus a diff,
  ripgrep, sqlite3 and an HTTP tool response minting a key.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets55_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 55
  languages of Russia, Siberia, the Arctic and Central Asia's minorities (21 that no earlier
  set named) and 6 scripts (``_heldout_secrets55_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets55_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets55_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set55_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set55_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set55_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets55_agents import agent_cases
from _heldout_secrets55_args import argument_cases
from _heldout_secrets55_encoded import encoded_cases
from _heldout_secrets55_i18n import i18n_cases
from _heldout_secrets55_live import live_tool_cases
from _heldout_secrets55_vendors import vendor_cases
from _heldout_secrets55_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 55_2026_12_06_19


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
    sys.exit(main("set 55", __doc__ or "", heldout()))
