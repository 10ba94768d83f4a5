"""A sixth innocent corpus (set 5), blind: written before any redaction was run on it.

Written on 2026-12-03 (17:48-17:52 UTC) for issue 24 without reading ``src/toolretry/redact/``
or ``docs/redaction*`` and without running any redaction on these messages while writing
them; set 4's innocents were read only to keep to their format and not repeat their messages.
Real-looking error text from many domains (AWS, GCP and Azure SDKs, Kubernetes events, Helm,
Argo CD, Flux, Terraform, Vault, Consul, service meshes, proxies, CDNs, systemd, sshd, PAM,
Windows and Active Directory logs; PostgreSQL, MySQL, SQL Server, Oracle, SQLite,
CockroachDB, Snowflake, ClickHouse, MongoDB, Cassandra, DynamoDB, Redis, Elasticsearch,
Kafka, RabbitMQ, NATS, Pulsar, Celery, Sidekiq, Airflow, dbt, Spark, migrations, ORMs,
backups; compilers, type checkers, linters, secret scanners, package managers, git, CI, test
runners, container builds; HTTP APIs and gateways, OAuth/OIDC/SAML, identity providers,
payments, mail, chat, webhooks, LLM APIs, browsers, mobile keychains, password managers,
monitoring) holding no secret, though most hold credential words next to values a model
needs: secret and parameter *names*, file and column names (``stg_password_resets.sql``,
``token_bucket_test.go``), ``using password: YES`` flags, token counts and limits, commit
hashes, digests, request, trace and correlation ids, UUIDs, storage object keys, partition
and sort keys, ARNs, key ids and fingerprints, lease accessors, sequence tokens.

Each fact a model needs is marked ``⟦like this⟧`` and must survive redaction; ids marked
``«h40»`` (hex), ``«H16»`` (upper hex), ``«d12»`` (digits), ``«l5»`` (lower alnum), ``«U12»``
(upper alnum), ``«A24»`` (alnum), ``«b64_43»`` (base64) and ``«uuid»`` are filled from a fixed
seed, so they look generated (the hard case for a detector of generated-looking values) and
every run is the same.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set5.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set5.py [--verbose]
"""

from __future__ import annotations

import argparse
import random
import re
import string
import sys
from collections import Counter
from collections.abc import Callable

from _heldout_innocents5_cloud import CLOUD
from _heldout_innocents5_data import DATA
from _heldout_innocents5_dev import DEV
from _heldout_innocents5_web import WEB

_FACT = re.compile("\u27e6(.*?)\u27e7")
_SLOT = re.compile(r"«(uuid|b64_\d+|[hHdlUA]\d+)»")
R = random.Random(5_2026_12_03_1)
_ALPHABETS = {
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "d": string.digits,
    "l": string.ascii_lowercase + string.digits,
    "U": string.ascii_uppercase + string.digits,
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
    for domain, lines in (("cloud", CLOUD), ("data", DATA), ("dev", DEV), ("web", WEB)):
        for line in lines:
            filled = _SLOT.sub(_fill, line)
            out.append((domain, _FACT.sub(r"\1", filled), tuple(_FACT.findall(filled))))
    return out


def _check(messages: list[tuple[str, str, tuple[str, ...]]]) -> None:
    """Every message marks a fact, holds each fact, has no slot or mark left, and appears once."""
    seen = set()
    for _, message, facts in messages:
        assert facts, message
        assert all(fact and fact in message for fact in facts), message
        assert not re.search("[«»\u27e6\u27e7]", message), message
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
        # Nothing below imports toolretry: the corpus is only built, checked and printed.
        facts = sum(len(f) for _, _, f in messages)
        domains = Counter(domain for domain, _, _ in messages)
        print(f"set 5 innocents: {len(messages)} messages, {facts} facts (nothing redacted)")
        print(", ".join(f"{domain} {n}" for domain, n in domains.items()))
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
        f"set 5 innocents: {len(messages)} messages, {damaged} lose a needed fact "
        f"({damaged / len(messages):.1%})"
    )


if __name__ == "__main__":
    sys.exit(main())
