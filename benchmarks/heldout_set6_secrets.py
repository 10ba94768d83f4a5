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

import argparse
import sys
from collections import Counter

from _heldout_secrets6_args import argument_cases, traceback_cases
from _heldout_secrets6_base import CHANNELS, Case, channel_outputs, leaked
from _heldout_secrets6_configs import config_cases
from _heldout_secrets6_text import text_cases
from _heldout_secrets6_tools import tool_cases
from _heldout_secrets6_vendors import vendor_cases
from _heldout_secrets6_vendors2 import more_vendor_cases


def heldout() -> list[Case]:
    return [
        *vendor_cases(),
        *more_vendor_cases(),
        *tool_cases(),
        *config_cases(),
        *text_cases(),
        *traceback_cases(),
        *argument_cases(),
    ]


def _group(case: Case) -> str:
    return case.kind.split(":", 1)[0]


def _check(cases: list[Case]) -> None:
    """Each case's secret is in its text (in pieces for a split case; for an argument case in
    an argument and not in its text), is long enough to count, and no two cases share a kind
    or a secret."""
    kinds = Counter(case.kind for case in cases)
    assert all(n == 1 for n in kinds.values()), [k for k, n in kinds.items() if n > 1]
    secrets = Counter(case.secret for case in cases)
    assert all(n == 1 for n in secrets.values()), [s for s, n in secrets.items() if n > 1]
    for case in cases:
        assert len(case.secret) >= 6, case.kind
        assert "{" + "t}" not in case.text, case.kind
        if case.args:
            assert case.secret not in case.text, case.kind
            assert any(case.secret in value for _, value in case.args), case.kind
        elif case.secret not in case.text:
            # A split case shows its secret only in pieces, each a leak if it survives.
            assert _group(case) == "split", case.kind
            assert leaked(case.secret, case.text), case.kind
        else:
            assert case.secret in case.text, case.kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="build the cases, redact nothing")
    mode.add_argument("--list", action="store_true", help="every case, its source and text")
    parser.add_argument("--verbose", action="store_true", help="name each leak")
    args = parser.parse_args()
    cases = heldout()
    _check(cases)
    groups = Counter(_group(case) for case in cases)
    if args.dry_run or args.list:
        # Nothing below imports toolretry: the cases are only built, checked and printed.
        print(f"set 6 held-out secrets: {len(cases)} cases (nothing redacted)")
        print(", ".join(f"{group} {n}" for group, n in groups.items()))
        shown = cases if args.list else cases[:: max(1, len(cases) // 8)]
        for case in shown:
            print(f"- {case.kind}  [{case.source}]\n    {case.text!r}\n    secret {case.secret!r}")
            if case.args:
                print(f"    args {dict(case.args)!r}")
        return
    from toolretry.redact import redact

    leaks = dict.fromkeys(CHANNELS, 0)
    by_group: Counter[str] = Counter()
    leaking = 0
    for case in cases:
        outputs = channel_outputs(case)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        if bad:
            leaking += 1
            by_group[_group(case)] += 1
            if args.verbose:
                # An argument case's value is never printed: only its name is.
                names = ", ".join(name for name, _ in case.args)
                shown = f"arguments {names}" if case.args else "no arguments"
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r} ({shown})")
    print(f"set 6 held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    print(
        "leaking cases by group: "
        + ", ".join(f"{group} {by_group[group]}/{n}" for group, n in groups.items())
    )


if __name__ == "__main__":
    sys.exit(main())
