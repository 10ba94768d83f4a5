"""A sixty-fourth held-out secrets set (set 63), blind: written before any redaction was run.

Written on 2026-12-07 (01:39-01:48 UTC by ``date -u``) by the helper session ``secrets63``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/`` (nor any set's measurement output, nor the log or diffs of commits
touching them), and without running any redaction (nor the decorator, nor an observation) on
these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

This set's share (one of four sets 61 to 64 built in parallel): vendors in marketing
automation, ad tech and attribution, social-media APIs, CMS and headless commerce; the
languages of Eastern Europe and the Turkic world in Latin and Cyrillic and their
transliterations; agent tools of observability and SRE.

Kinds:

* ``vendor``: keys of vendors no earlier set named, within the share:
  ``_heldout_secrets63_vendors.py`` (Google Ads, Account Engagement/Pardot, Constant Contact,
  Campaign Monitor, Sailthru, Attentive, Amazon Ads, Microsoft Advertising, mParticle, GA4
  Measurement Protocol, Snapchat Marketing, Eloqua, Smile.io, Dub, Short.io, Metricool,
  Airbridge, Responsys, Reply.io, Moltin, Acoustic Campaign, Sprout Social, Talon.One; 26
  looked up with the ``search`` tool, 22 pages gave the format or where the secret goes, each
  case naming its source) and ``_heldout_secrets63_vendors2.py`` (email and SMS marketing,
  ad networks and attribution, social publishing and listening, link-in-bio, loyalty and
  referral, headless CMS; shapes remembered), in the shapes they really appear in (.env,
  YAML, TOML, INI, JSON, XML, HCL, properties, PHP, Ruby, Go, Kotlin, Elixir, Perl, R, C#,
  TypeScript and Python calls, curl and httpie, headers, query strings, CSV printed bare,
  SDK errors, debug logs and CI steps).
* ``agent``: tool results of observability and SRE agents (``_heldout_secrets63_agents.py``):
  six three-step scenarios (a Grafana MCP session, a Sentry MCP session, a PagerDuty
  incident, an Opsgenie alert, Loki ``logcli`` and Elasticsearch results, an OpenTelemetry
  collector's logs and ``k9s``) and single results (configs of k9s, the Datadog agent,
  Prometheus, Alertmanager, Grafana, promtail; ``rg``, ``grep``, ``git diff``; HTTP responses
  minting Grafana, Sentry, Datadog and PagerDuty credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets63_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  share's languages, in Latin and Cyrillic (``_heldout_secrets63_i18n.py``).
* ``encoding``: code-page and layout mishaps no earlier set used
  (``_heldout_secrets63_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets63_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set63_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set63_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set63_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets63_agents import agent_cases
from _heldout_secrets63_args import argument_cases
from _heldout_secrets63_encoded import encoded_cases
from _heldout_secrets63_i18n import i18n_cases
from _heldout_secrets63_live import live_tool_cases
from _heldout_secrets63_vendors import vendor_cases
from _heldout_secrets63_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 63_2026_12_07_01


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
    sys.exit(main("set 63", __doc__ or "", heldout()))
