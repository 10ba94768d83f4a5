"""A fifty-fifth held-out secrets set (set 54), blind: written before any redaction was run.

Written on 2026-12-06 (19:18-19:35 UTC by ``date -u``) by the helper session ``secrets54``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, without reading any commit message but set 33's (``git show
--stat b3aacd7``), and without running any redaction (nor the decorator, nor an observation)
on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Three other helpers built sets in parallel; this set kept to its share (vendors whose
names start with B, E, H, K, N, Q, T, W, Z or a digit in IoT and telematics, fintech APIs,
shipping, maps and weather; languages of the Middle East, North Africa and the Horn;
web-API agent tool shapes).

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets54_vendors.py``: fleet
  telematics, payouts and KYC, card payouts, parcel networks, national and commercial maps,
  routing and weather services, 29 vendors looked up with the ``search`` tool (17 pages gave
  the format) and each case naming its source; ``_heldout_secrets54_vendors2.py``: OBD
  dongles and fleet APIs, IoT clouds, LPWAN network servers and cellular IoT, KYC registries,
  card issuing, open banking, BNPL and payouts, parcel lockers and freight platforms, mapping
  agencies and tiles, weather, marine wind and air-quality APIs, shapes remembered), in the
  shapes they really appear in (.env, YAML, TOML, INI, JSON, XML, properties, Java
  properties, R, Ruby, PHP tinker, TypeScript, curl and httpie, headers, query strings, form
  bodies, access logs, Home Assistant and weewx logs, SDK exceptions, CLI listings).
* ``agent``: web-API agent tool results (``_heldout_secrets54_agents.py``): six three-step
  scenarios in LangChain's OpenAPI toolkit (request and response dumps), Arcade tool
  executions, StackOne tool calls answered with GraphQL errors, gRPC calls with their status
  details and trailers, webhook deliveries with their signature headers and signing secrets,
  and an OAuth flow's redirect, token exchange and token response; single results in
  Toolhouse, Paragon ActionKit, Merge's Agent Handler and ToolBench, files of 15 self-hosted
  IoT, solar and weather apps no earlier set read, OAuth device and PKCE requests, webhook
  verification failures, ripgrep, grep and diff output, HTTP tool responses
  minting credentials.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets54_live.py``: curl through a local proxy and with
  ``--url-query``, in-process gRPC servers read by sync and ``grpc.aio`` clients,
  ``grpc_status``, ``google.rpc`` status protos and ``json_format``, jinja2, django.request).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 55
  languages and dialects of the Middle East, North Africa and the Horn (22 that no earlier set
  named) and 12 scripts (``_heldout_secrets54_i18n.py``).
* ``encoding``: encodings, alphabets and layouts no earlier set used
  (``_heldout_secrets54_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets54_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set54_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set54_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set54_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets54_agents import agent_cases
from _heldout_secrets54_args import argument_cases
from _heldout_secrets54_encoded import encoded_cases
from _heldout_secrets54_i18n import i18n_cases
from _heldout_secrets54_live import live_tool_cases
from _heldout_secrets54_vendors import vendor_cases
from _heldout_secrets54_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 54_2026_12_06_19


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
    sys.exit(main("set 54", __doc__ or "", heldout()))
