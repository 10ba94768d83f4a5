"""A fifth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (17:40-17:52 UTC) for issue 24 without reading ``src/toolretry/redact/``
or ``docs/redaction*`` and without running any redaction (nor the decorator, nor an
observation) on these cases; set 4's scripts were read only to list the vendors and kinds they
cover (none is repeated) and to mirror their format and channel harness.

Kinds: vendors' published token shapes (Datadog, New Relic, Sentry user/org tokens, Grafana,
Dynatrace, Doppler, Pulumi, Terraform Cloud, Render, PlanetScale, Neon, Netlify, DigitalOcean,
Linode, Hetzner, Vultr, Buildkite, Tailscale, ngrok, Cloudflare, Vault batch/recovery tokens,
npm, PyPI, NuGet, Docker Hub PATs, Postman, Linear, Atlassian, Bitbucket, Asana, Notion,
Square, Stripe webhook secrets, Braintree, PayPal, Postmark, Brevo, Mailchimp, Telegram,
Discord, Slack app tokens, LINE, DingTalk, WeChat, Groq, Perplexity, xAI, OpenRouter,
Replicate, Pinecone, Tencent, Yandex, Volcengine, IBM, Okta, Auth0, age identities, ...);
real tools' command lines (htpasswd -b, openssl -passin, wget, redis-cli -a, ldapsearch -w,
smbclient -U, ipmitool, sqlplus, db2, bcp, 7z, gpg, ...) and verbose output (curl -v, git
remote -v, git credential, env, docker compose config, kubectl secrets, terraform plan and
output, ansible -vvv, .npmrc, SMTP/IMAP/FTP traces); JDBC/ODBC/ADO.NET/OLE DB and URI
connection strings; credential words in 27 more languages; odd separators and syntaxes;
encodings (quoted-printable, hex, MIME encoded-word, JSON unicode escapes, ...); tracebacks
and exception arguments; and tool arguments named with credential words in 15 languages.

Every case names where its format comes from (``--list``). The value is generated at run time
from a fixed seed. A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, exports).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set5_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets5_args import argument_cases, traceback_cases
from _heldout_secrets5_dumps import dump_cases
from _heldout_secrets5_text import text_cases
from _heldout_secrets5_tools import tool_cases
from _heldout_secrets5_vendors import vendor_cases
from _heldout_secrets5_vendors2 import more_vendor_cases
from _heldout_secrets_harness import OLD_PUNCTUATION, Case, Values, main

SEED = 5_2026_12_03


def heldout() -> list[Case]:
    values = Values(SEED, punctuation=OLD_PUNCTUATION)
    return [
        *vendor_cases(values),
        *more_vendor_cases(values),
        *tool_cases(values),
        *dump_cases(values),
        *text_cases(values),
        *traceback_cases(values),
        *argument_cases(values),
    ]


if __name__ == "__main__":
    # Set 5's export held no stack trace and its leak lines said "no arguments".
    sys.exit(main("set 5", __doc__ or "", heldout(), stacktrace=False, name_raises=False))
