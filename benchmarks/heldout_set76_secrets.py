"""A seventy-seventh held-out secrets set (set 76), blind: written before any redaction was run.

Written on 2026-12-07 (12:23-12:33 UTC by ``date -u``) by the helper session ``secrets76``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``,
``benchmarks/results/`` or any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read
for the shape; every earlier held-out file was only grepped, for repeats.

Share (one of four sets 76 built in parallel): vendors in security tooling (SIEM, EDR, XDR,
scanners, threat intelligence, secret managers, PAM), identity (IdPs, identity governance,
SCIM and directory sync, passkeys) and VPN and zero-trust access; the languages of the Middle
East and North Africa other than Modern Standard Arabic (Hebrew, Kurdish Sorani and
Kurmanji, Pashto, Dari, Tamazight in Tifinagh and Latin, Maghrebi and Egyptian Arabic with
Arabizi, Syriac, Ottoman and modern Turkish); agent tools of chat-ops and messaging bots
(Slack, Discord, Telegram and Matrix payloads, webhook events, slash-command results, bot
logs).

Kinds:

* ``vendor``: ``_heldout_secrets76_vendors.py`` (28 vendors looked up with the ``search``
  tool; for 22 a page gave the format or where the secret travels, for Sekoia.io and Expel
  only that a key exists, for 4 nothing; each case names its page:
  Cloudflare Access, Zscaler ZIA, PingOne, SailPoint, Sysdig, Cortex XDR, ProjectDiscovery,
  Sekoia.io, Corbado, Contrast Security, Endor Labs, Mandiant, ANY.RUN, FOFA, Spur,
  Shadowserver, OpenZiti/NetFoundry, LoginRadius, Password Manager Pro, Bitdefender
  GravityZone, Mullvad, ConductorOne, Britive) and ``_heldout_secrets76_vendors2.py`` (43
  more vendors, shapes remembered), in .env, YAML, TOML, INI, JSON, XML, HCL, properties,
  PowerShell, Python, Go, Rust, C#, Kotlin, Ruby, PHP, CFML and Node code, curl, httpie and
  wget, headers, query strings, CSV and tables printing values bare, SDK errors, debug logs,
  terraform state and CI steps.
* ``agent``: tool results of chat-ops and messaging bots (``_heldout_secrets76_agents.py``):
  six three-step scenarios (a Slack slash command, a Discord interaction, a Telegram bot from
  BotFather to setWebhook, a Matrix login and relayed message, an opsdroid bot, a Google Chat
  webhook) and single results (DingTalk, WeCom, Feishu, Webex, signal-cli, Keybase, Errbot,
  Zulip, Hubot, Rocket.Chat, Mattermost, LINE, Viber, Threema, Revolt, Gitter, Bot Framework,
  Guilded, Botkit, git diffs, HTTP responses minting Slack, Discord and Rocket.Chat tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets76_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
  Hebrew, Sorani, Kurmanji, Pashto, Dari, Tamazight (Tifinagh and Latin), Darija, Algerian,
  Tunisian and Egyptian Arabic (Arabic script and Arabizi), Syriac, Ottoman and modern
  Turkish (``_heldout_secrets76_i18n.py``), as remembered.
* ``encoding``: chat-platform renderings and layouts no earlier set used
  (``_heldout_secrets76_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets76_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set76_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set76_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set76_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets76_agents import agent_cases
from _heldout_secrets76_args import argument_cases
from _heldout_secrets76_encoded import encoded_cases
from _heldout_secrets76_i18n import i18n_cases
from _heldout_secrets76_live import live_tool_cases
from _heldout_secrets76_vendors import vendor_cases
from _heldout_secrets76_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 76_2026_12_07_01


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
    sys.exit(main("set 76", __doc__ or "", heldout()))
