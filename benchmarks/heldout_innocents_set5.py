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

Each fact a model needs is marked ``⟦like this⟧`` and ids are filled from the fixed seed below,
as ``_heldout_innocents_harness.py`` describes; a fact is damaged when it no longer appears in
the redacted output.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set5.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set5.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents5_cloud import CLOUD
from _heldout_innocents5_data import DATA
from _heldout_innocents5_dev import DEV
from _heldout_innocents5_web import WEB
from _heldout_innocents_harness import Message, corpus, main

SEED = 5_2026_12_03_1


def messages() -> list[Message]:
    # Set 5's domains are lists of lines; the harness reads one line of a table per message.
    domains = (("cloud", CLOUD), ("data", DATA), ("dev", DEV), ("web", WEB))
    return corpus(SEED, tuple((domain, "\n".join(lines)) for domain, lines in domains))


if __name__ == "__main__":
    # Set 5 had no --list and did not name domains when measuring.
    sys.exit(main("set 5", __doc__ or "", messages(), listing=False, by_domain=False))
