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

import argparse
import random
import re
import string
import sys
from collections.abc import Callable

from _heldout_innocents4_app import APP
from _heldout_innocents4_dev import DEV
from _heldout_innocents4_ops import OPS

_FACT = re.compile("\u27e6(.*?)\u27e7")
_SLOT = re.compile(r"«(uuid|b64_\d+|[hHdlA]\d+)»")
R = random.Random(4_2026_12_03)
_ALPHABETS = {
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "d": string.digits,
    "l": string.ascii_lowercase + string.digits,
    "A": string.ascii_letters + string.digits,
}


def _gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def _fill(match: re.Match[str]) -> str:
    slot = match.group(1)
    if slot == "uuid":
        return "-".join(_gen(_ALPHABETS["h"], n) for n in (8, 4, 4, 4, 12))
    if slot.startswith("b64_"):
        return _gen(string.ascii_letters + string.digits + "+/", int(slot[4:]))
    first = "123456789" if slot[0] == "d" else _ALPHABETS[slot[0]]
    return R.choice(first) + _gen(_ALPHABETS[slot[0]], int(slot[1:]) - 1)


def corpus() -> list[tuple[str, str, tuple[str, ...]]]:
    """Each message's domain file, the message without its marks, and the facts it marks."""
    out = []
    for domain, lines in (("dev", DEV), ("ops", OPS), ("app", APP)):
        for line in lines:
            filled = _SLOT.sub(_fill, line)
            out.append((domain, _FACT.sub(r"\1", filled), tuple(_FACT.findall(filled))))
    return out


def _check(messages: list[tuple[str, str, tuple[str, ...]]]) -> None:
    """Every message marks a fact, holds each fact, and appears once."""
    seen = set()
    for _, message, facts in messages:
        assert facts, message
        assert all(fact in message for fact in facts), message
        assert "«" not in message, message
        assert message not in seen, message
        seen.add(message)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="build the corpus, redact nothing")
    parser.add_argument("--verbose", action="store_true", help="name each damaged message")
    args = parser.parse_args()
    messages = corpus()
    _check(messages)
    if args.dry_run:
        facts = sum(len(f) for _, _, f in messages)
        print(f"set 4 innocents: {len(messages)} messages, {facts} facts (nothing redacted)")
        for domain, message, marked in messages[:: max(1, len(messages) // 8)]:
            print(f"- [{domain}] {message!r}\n    facts {list(marked)!r}")
        return
    from toolretry.redact import redact

    run: Callable[[str], str] = redact
    damaged = 0
    for _, message, facts in messages:
        out = run(message)
        lost = [fact for fact in facts if fact not in out]
        damaged += bool(lost)
        if lost and args.verbose:
            print(f"DAMAGED {message!r}\n  -> {out!r}\n  lost {lost}")
    print(
        f"set 4 innocents: {len(messages)} messages, {damaged} lose a needed fact "
        f"({damaged / len(messages):.1%})"
    )


if __name__ == "__main__":
    sys.exit(main())
