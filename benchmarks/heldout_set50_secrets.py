"""A fifty-first held-out secrets set (set 50), blind: written before any redaction was run.

Written on 2026-12-06 (18:55-19:08 UTC by ``date -u``) by the helper session ``secrets50``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Its share of a four-way partition: vendors from G to M in messaging, email and SMS,
e-signature, CRM, marketing automation, product analytics and support desks; minority and
regional languages of East and Southeast Asia; customer-support and messaging agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets50_vendors.py``:
  Helpshift, Jitbit, Kissmetrics, Marketo, MoEngage, JPush, Getui, Google Chat webhooks,
  Maropost, MailPace, Mixmax, Mifiel, Legalesign, Less Annoying CRM, Kommo, LeadSquared,
  Messente, GatewayAPI, GoSquared, MailWizz, Highrise, Mitto, Mailercloud and Salesforce's
  Live Agent, 28 searches with the ``search`` tool, 24 giving the format, the source named
  per case; ``_heldout_secrets50_vendors2.py``: SMS gateways, WhatsApp inboxes, support
  desks and chat widgets, e-signature, CRM, marketing automation, email and product
  analytics, shapes remembered), in the shapes they really appear in (.env, YAML, INI, JSON,
  PHP, Ruby, Node, Python REPLs and tracebacks, Gradle, artisan tinker, Kestra flows, curl and
  httpie, headers, query strings, access logs, SDK exceptions).
* ``agent``: customer-support and messaging agents' tool results
  (``_heldout_secrets50_agents.py``): six three-step scenarios in Freddy AI Copilot, a
  Decagon agent over Outlook threads, a Cognigy Tool Action over an SMS Backup & Restore XML,
  a Forethought Solve agent over a Telegram ``result.json``, Kapture CX and Zoho SalesIQ
  tools, and single results (DiscordChatExporter JSON, a Slack export day file, Intercom's
  ``conversation_parts``, a Sunshine Conversations webhook, mbox, Twilio Conversations, a
  "Sent from my iPhone" mail, an ``<mms>`` part, an Outlook original, a Telegram HTML export).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against local files and 127.0.0.1 only (``_heldout_secrets50_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 46
  minority and regional languages of East and Southeast Asia (10 that no earlier set named)
  and 9 scripts (``_heldout_secrets50_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets50_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets50_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set50_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set50_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set50_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets50_agents import agent_cases
from _heldout_secrets50_args import argument_cases
from _heldout_secrets50_encoded import encoded_cases
from _heldout_secrets50_i18n import i18n_cases
from _heldout_secrets50_live import live_tool_cases
from _heldout_secrets50_vendors import vendor_cases
from _heldout_secrets50_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 50_2026_12_06_19


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
    sys.exit(main("set 50", __doc__ or "", heldout()))
