"""A sixth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (20:54-21:20 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction*`` or ``benchmarks/results/`` and without running any
redaction (nor the decorator, nor an observation) on these cases; set 5's scripts were read
only to mirror their format and channel harness, and ``benchmarks/`` was grepped for every
vendor, prefix, tool flag, driver scheme and language so that none of sets 1-5 is repeated.

Kinds and sources: vendors' published token shapes, each case naming the vendor's doc page
(AssemblyAI, Deepgram, Stability, LlamaCloud, Tavily, Firecrawl, Serper, SerpApi,
Browserbase, Baseten, Stytch, WorkOS, FusionAuth, Infisical, Akeyless, Conjur, Teleport,
JumpCloud, Descope, Frontegg, SuperTokens, Paystack, Klarna, Revolut, Plivo, MessageBird,
Sinch, Pusher, OneSignal, QuickBooks, Xero, FreshBooks, Chargebee, Recurly, Gumroad,
WooCommerce, eBay, Etsy, DocuSign, Dropbox Sign, PandaDoc, Adobe, Opsgenie, Statuspage,
Loggly, Coralogix, Lightstep, Instana, Checkly, UptimeRobot, Cronitor, Healthchecks,
Mixpanel, Amplitude, FullStory, Flagsmith, Unleash, Statsig, GrowthBook, Discourse, Ghost,
Strapi, Storyblok, DatoCMS, Webflow, Contentstack, Prismic, BigCommerce, WordPress, Trello,
ClickUp, Smartsheet, Coda, Harvest, Toggl, Clockify, Miro, Calendly, Freshdesk, Spotify,
Reddit, Mastodon, Bluesky, Pinterest, Vimeo, Flickr, Epic Online Services, MapQuest, TomTom,
OpenWeatherMap, NewsAPI, Alpha Vantage, Polygon, Finnhub, Tiingo, Nasdaq Data Link, Hex,
CocoaPods, Sonatype Central, Cachix, Travis CI, Drone, Codecov, OVHcloud, UpCloud, OCI,
Fauna, MongoDB Atlas, Aiven, Redis Cloud, bunny.net, Uploadcare, KeyCDN); real tools'
command lines and verbose output, many run on this machine (wget -d, GIT_TRACE, curl -v
--oauth2-bearer/--aws-sigv4/-E, keytool, jarsigner, openssl enc/pkcs12/passwd, ssh-keygen,
zip/unzip, psql, pg_dump, pgbench, redis-cli -u, node and python reprs) and others from
their manuals (sqlcmd, mysqlsh, Percona DSNs, xtrabackup, clickhouse-client, etcdctl,
rabbitmqctl, mc, aws/az/kubectl/helm/argocd/vault/skopeo/podman/crane, terraform, pulumi,
gh, twine, gradle, dotnet user-secrets, ab, sqlmap, ffmpeg, gstreamer, yt-dlp, aria2c,
transmission, plink, qpdf, ghostscript, veracrypt, sqlcipher, x11vnc, racadm, k6, newman,
grpcurl, wscat); configuration files (HCL, INI variants, .properties, JAAS, XML attributes
and elements, YAML anchors/block/flow, TOML, systemd units, nginx, Apache, HAProxy,
crontabs, .pgpass, .netrc, .git-credentials, PPP, IPsec, wpa_supplicant, NetworkManager,
BIND TSIG, NTP keys, RADIUS, Redis/Sentinel, Cisco IOS, RouterOS, Postfix, msmtp, mutt,
fetchmail, docker env files); connection strings of 37 more drivers (Db2, Snowflake, Redshift
IAM, Hive, Trino, jTDS, Informix, Teradata, Firebird, Derby, HANA, Vertica, ibm_db, Go
MySQL/pgx/sqlserver, Npgsql, Couchbase, Cassandra, Elasticsearch, LDAP, XMPP, SIP, libSQL,
SurrealDB, WebHDFS, VNC, ...); secrets in tracebacks, exception arguments and reprs of
objects (Python source lines, logging errors, pytest, rich, dataclasses, Kotlin, Java
records, C# records, Rust Debug, Swift dump, PHP and Perl traces, R, Jackson, Go, Node,
Jest, Elixir, Lua, Django); tool arguments named with credential words in 30 languages,
26 of them never used for an argument name before; encodings not used before (base85,
Ascii85, base58, octal and decimal escapes, PowerShell -EncodedCommand, XML character
references, double percent-encoding, reversed, binary, grouped, colon hex, Java \\u
escapes); and secrets split across lines or joined with odd punctuation (wraps, carriage
returns, log prefixes, zero-width spaces, soft hyphens, guillemets, CJK brackets, U+2236,
U+FF1D, em dashes, Markdown tables).

Every case names where its format comes from (``--list``). The value is generated at run time
from a fixed seed. A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, exports).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set6_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set6_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set6_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets6_args import argument_cases, traceback_cases
from _heldout_secrets6_configs import config_cases
from _heldout_secrets6_text import text_cases
from _heldout_secrets6_tools import tool_cases
from _heldout_secrets6_vendors import vendor_cases
from _heldout_secrets6_vendors2 import more_vendor_cases
from _heldout_secrets_harness import OLD_PUNCTUATION, Case, Values, main

SEED = 6_2026_12_03_21


def heldout() -> list[Case]:
    values = Values(SEED, punctuation=OLD_PUNCTUATION)
    return [
        *vendor_cases(values),
        *more_vendor_cases(values),
        *tool_cases(values),
        *config_cases(values),
        *text_cases(values),
        *traceback_cases(values),
        *argument_cases(values),
    ]


if __name__ == "__main__":
    # Set 6's export held no stack trace and its leak lines said "no arguments".
    sys.exit(main("set 6", __doc__ or "", heldout(), stacktrace=False, name_raises=False))
