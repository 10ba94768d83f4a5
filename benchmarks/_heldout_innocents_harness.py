"""Held-out innocent corpora: one harness, each set bringing its seed (if any) and its lines.

A set passes its domain tables and seed to ``corpus`` and ``main`` here. Sets 4 to 7 were
written on copies of this machinery; they now run here with switches that keep the output
those copies printed (see ``main``), so their results stay reproducible. Set 3 and the ops
corpus have no seed, slots, domains or ``--dry-run``: they run ``main_unseeded``.

In a line, each fact a model needs is marked ``⟦like this⟧`` and must survive redaction; ids
marked ``«h40»`` (hex), ``«H16»`` (upper hex), ``«d12»`` (digits, no leading zero), ``«l5»``
(lower alnum), ``«U12»`` (upper alnum), ``«A24»`` (alnum), ``«b64_43»`` (base64 alphabet)
and ``«uuid»`` are filled from the set's seed, so they look generated (the hard case for a
detector of generated-looking values) and every run is the same. A fact is damaged when it no
longer appears in the redacted text.
"""

from __future__ import annotations

import argparse
import random
import re
import string
from collections import Counter

__all__ = ["Message", "check", "corpus", "main", "main_unseeded", "measure"]

_FACT = re.compile("\u27e6(.*?)\u27e7")
_SLOT = re.compile(r"«(uuid|b64_\d+|[hHdlUA]\d+)»")
_ALPHABETS = {
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "d": string.digits,
    "l": string.ascii_lowercase + string.digits,
    "U": string.ascii_uppercase + string.digits,
    "A": string.ascii_letters + string.digits,
}

Message = tuple[str, str, tuple[str, ...]]


def corpus(seed: int, domains: tuple[tuple[str, str], ...]) -> list[Message]:
    """Each message's domain, the message without its marks, and the facts it marks."""
    rng = random.Random(seed)

    def gen(alphabet: str, n: int) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))

    def fill(match: re.Match[str]) -> str:
        slot = match.group(1)
        if slot == "uuid":
            return "-".join(gen(_ALPHABETS["h"], n) for n in (8, 4, 4, 4, 12))
        if slot.startswith("b64_"):
            return gen(string.ascii_letters + string.digits + "+/", int(slot[4:]))
        first = "123456789" if slot[0] == "d" else _ALPHABETS[slot[0]]
        return rng.choice(first) + gen(_ALPHABETS[slot[0]], int(slot[1:]) - 1)

    out = []
    for domain, lines in domains:
        for line in lines.strip().splitlines():
            filled = _SLOT.sub(fill, line).replace("\\n", "\n")
            out.append((domain, _FACT.sub(r"\1", filled), tuple(_FACT.findall(filled))))
    return out


def check(messages: list[Message]) -> None:
    """Every message marks a fact, holds each fact, has no slot or mark left, and appears once."""
    seen = set()
    for _, message, facts in messages:
        assert facts, message
        assert all(fact and fact in message for fact in facts), message
        assert not re.search("[«»\u27e6\u27e7]", message), message
        assert message not in seen, message
        seen.add(message)


def main(
    name: str,
    doc: str,
    messages: list[Message],
    listing: bool = True,
    dry_run_domains: bool = True,
    by_domain: bool = True,
) -> None:
    """The command line of a set: ``--dry-run``, ``--list`` or the measurement.

    The switches keep earlier sets' output: without ``listing`` there is no ``--list`` (sets 4
    and 5), without ``dry_run_domains`` the dry run does not count messages by domain (set 4),
    and without ``by_domain`` a damaged message does not name its domain and the run ends
    without a count by domain (sets 4 to 7)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    mode = parser.add_mutually_exclusive_group() if listing else parser
    mode.add_argument("--dry-run", action="store_true", help="build the corpus, redact nothing")
    if listing:
        mode.add_argument("--list", action="store_true", help="every message and its facts")
    parser.add_argument("--verbose", action="store_true", help="name each damaged message")
    args = parser.parse_args()
    listed = listing and args.list
    check(messages)
    domains = Counter(domain for domain, _, _ in messages)
    if args.dry_run or listed:
        # Nothing below imports toolretry: the corpus is only built, checked and printed.
        facts = sum(len(f) for _, _, f in messages)
        print(f"{name} innocents: {len(messages)} messages, {facts} facts (nothing redacted)")
        if dry_run_domains:
            print(", ".join(f"{domain} {n}" for domain, n in domains.items()))
        shown = messages if listed else messages[:: max(1, len(messages) // 8)]
        for domain, message, marked in shown:
            print(f"- [{domain}] {message!r}\n    facts {list(marked)!r}")
        return
    measure(name, messages, args.verbose, by_domain)


def main_unseeded(name: str, doc: str, lines: list[str]) -> None:
    """The command line of a corpus with marked facts but no seed or domains (set 3 and ops):
    ``--verbose`` or nothing."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="name each damaged message")
    args = parser.parse_args()
    messages = [("", _FACT.sub(r"\1", line), tuple(_FACT.findall(line))) for line in lines]
    measure(name, messages, args.verbose, by_domain=False)


def measure(name: str, messages: list[Message], verbose: bool, by_domain: bool = True) -> None:
    """Redact each message and print how many lose a needed fact (``verbose``: which, and
    what became of them); ``by_domain`` as in ``main``."""
    from toolretry.redact import redact

    domains = Counter(domain for domain, _, _ in messages)
    damaged: Counter[str] = Counter()
    for domain, message, facts in messages:
        out = redact(message)
        lost = [fact for fact in facts if fact not in out]
        damaged[domain] += bool(lost)
        if lost and verbose:
            where = f"[{domain}] " if by_domain else ""
            print(f"DAMAGED {where}{message!r}\n  -> {out!r}\n  lost {lost}")
    total = sum(damaged.values())
    print(
        f"{name} innocents: {len(messages)} messages, {total} lose a needed fact "
        f"({total / len(messages):.1%})"
    )
    if by_domain:
        print("by domain: " + ", ".join(f"{d} {damaged[d]}/{n}" for d, n in domains.items()))
