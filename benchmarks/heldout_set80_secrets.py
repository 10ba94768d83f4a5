"""An eighty-first held-out secrets set (set 80), blind: written before any redaction was run.

Written on 2026-12-07 (15:46-15:58 UTC by ``date -u``) by the helper session ``secrets80``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, nor any other set's measurement output, and without running any
redaction (nor the decorator, nor an observation) on these cases; only ``--dry-run`` and
``--list`` were run. The shared harness (``_heldout_secrets_harness.py``,
``_heldout_innocents_harness.py``), ``_heldout_live_tools.py`` and set 60's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Share: vendors of AI and ML platforms other than the big model providers (inference hosts,
GPU clouds, vector databases, eval and LLM-observability tools, speech and vision APIs, model
hubs); the minority, historical and variant writing of East Asia (written Cantonese, Hokkien
in POJ and Han characters, Hakka, Zhuang, Yi script, Hmong in RPA and Pahawh, Okinawan, Ainu
in katakana, Jeju, Classical Chinese and Japanese kanbun, Korean mixed script with Hanja);
agent tools of mobile-app development (adb logcat, Xcode and xcodebuild logs, fastlane,
Expo/EAS, Firebase CLI, App Store Connect and Play Console API results, Gradle builds).

Kinds:

* ``vendor``: keys of vendors no earlier set named, within the share:
  ``_heldout_secrets80_vendors.py`` (LanceDB, SaladCloud, Langtrace, LangWatch, Soniox,
  Segmind, BentoCloud, CUDO Compute, Shadeform, DataCrunch, Activeloop Deep Lake, Athina,
  Gentrace, Prime Intellect, Fish Audio, Requesty, Lightning AI, Ragie, Landing AI, Jarvis
  Labs, Epsilla, KDB.AI, Log10, Lamini, Inferless, Modelbit; 27 looked up with the ``search``
  tool, Upstash then dropped as already named, 17 pages gave the format or shape, each case
  naming its source) and ``_heldout_secrets80_vendors2.py`` (GPU clouds, MLOps, labelling,
  eval, speech and image APIs, shapes remembered), in the shapes they really appear in
  (.env, YAML, TOML, JSON, HCL tfvars, Python, TypeScript, Go, Swift, Kotlin, C#, PHP, curl and
  httpie, headers, query strings, WebSocket frames, CLI config tables, SDK errors and CI steps).
* ``agent``: tool results of coding agents building mobile apps
  (``_heldout_secrets80_agents.py``): six three-step scenarios (``adb logcat`` with OkHttp's
  logging interceptor, an ``xcodebuild`` build and upload, ``fastlane pilot`` and ``supply``,
  ``eas env:list``/build log/``eas submit``, ``firebase login:ci`` and ``firebase-debug.log``,
  a Gradle release build) and single results (files of mobile projects no earlier set read,
  ``rg``, ``grep``, ``git diff``/``git show``, ``adb shell run-as``, ``simctl`` logs, HTTP
  responses minting an Expo robot token, an App Check debug token, an App Store Connect JWT
  and a Play OAuth token).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets80_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  share's languages and scripts (``_heldout_secrets80_i18n.py``), as remembered.
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets80_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets80_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set80_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set80_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set80_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets80_agents import agent_cases
from _heldout_secrets80_args import argument_cases
from _heldout_secrets80_encoded import encoded_cases
from _heldout_secrets80_i18n import i18n_cases
from _heldout_secrets80_live import live_tool_cases
from _heldout_secrets80_vendors import vendor_cases
from _heldout_secrets80_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 80_2026_12_07_01


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
    sys.exit(main("set 80", __doc__ or "", heldout()))
