"""A fifth innocent corpus (set 4), blind: written before any redaction was run on it.

Written on 2026-12-03 (14:43-14:55 UTC) for issue 24 without reading ``src/toolretry/redact/``
and without running any redaction on these messages while writing them. Real-looking error
text from many domains (compilers, linters, package managers, git, CI, test runners,
kubernetes events, cloud SDKs, object stores, HTTP and proxy logs, OS and auth logs,
databases, queues, identity providers, secret managers, LLM APIs, payments, mail, config
docs, audit and metrics lines) holding no secret, though most hold credential words next to
values a model needs: file and column names (``password_reset.py``, ``token_bucket.go``),
``using password: YES`` flags, token counts, commit hashes, digests, request and trace ids,
UUIDs, storage object keys, partition keys, ARNs and secret *names*.

Each fact a model needs is marked ``⟦like this⟧`` and must survive redaction; ids marked
``«h40»`` (hex), ``«H16»`` (upper hex), ``«d12»`` (digits), ``«l5»`` (lower alnum), ``«A24»``
(alnum), ``«b64_43»`` (base64) and ``«uuid»`` are filled from a fixed seed, so they look
generated (the hard case for a detector of generated-looking values) and every run is the same.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set4.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set4.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents4_app import APP
from _heldout_innocents4_dev import DEV
from _heldout_innocents4_ops import OPS
from _heldout_innocents_harness import Message, corpus, main

SEED = 4_2026_12_03


def messages() -> list[Message]:
    # Set 4's domains are lists of lines; the harness reads one line of a table per message.
    domains = (("dev", DEV), ("ops", OPS), ("app", APP))
    return corpus(SEED, tuple((domain, "\n".join(lines)) for domain, lines in domains))


if __name__ == "__main__":
    # Set 4 had no --list and named no domains, not even in its dry run.
    sys.exit(
        main(
            "set 4",
            __doc__ or "",
            messages(),
            listing=False,
            dry_run_domains=False,
            by_domain=False,
        )
    )
