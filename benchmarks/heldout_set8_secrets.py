"""An eighth held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-04 (02:46-03:20 UTC) for issue 24 without reading ``src/toolretry/redact/``,
the redaction tests, ``docs/redaction*`` or the case lists of sets 1-7, and without running any
redaction (nor the decorator, nor an observation) on these cases. Set 7's runner and base were
read only for the channel harness; from set 8 on that harness is one shared module
(``_heldout_secrets_harness.py``) that a set parametrizes with its seed and cases. Vendors,
tools and argument names were grepped against sets 1-7 so that most of them are new.

Kinds (``--list`` prints every case and where its format comes from):

* ``vendor``: published token formats of vendors no earlier set used (gitleaks rules for
  Authress, Beamer, Bittrex, Cisco Meraki, ClickHouse Cloud, Finicity, Fly.io, Frame.io,
  Freemius, Gitter, 42 Intra, KuCoin, Looker, NYTimes, Private AI, Sendinblue, SettleMint,
  Sidekiq, Squarespace, Sumo Logic, Bedrock; vendors' docs for Trigger.dev, Mercury, Brex,
  Alpaca, Twelve Data, Tenderly, Pinata, Geoapify, OpenCage, LocationIQ, Radar, what3words,
  Daily, Dyte, Tally, Todoist, Shortcut, Sanity, Builder.io, Wix, Coveo, Semgrep, Coveralls,
  Percy, Chromatic, BrowserStack, Sauce Labs, LambdaTest, Cypress, AppVeyor, TeamCity,
  Codeberg, Zapier, IFTTT, Fivetran, BigQuery, Logz.io, Chronosphere, Splunk On-Call,
  Pingdom, Pangea, Nightfall, Qovery, Rootly, FireHydrant, Courier, Elastic Email,
  ShipEngine, Avalara, TaxJar, Maxio, Unsplash, Imgur, Pexels, GIPHY, Egnyte, Salesforce,
  Gorgias);
* ``cli``: command lines and output of tools that take a credential as an argument (ovftool,
  bw, hydra, nikto, ansible, medusa, ncrack, ldappasswd, pure-pw, doveadm, saslpasswd2,
  chpasswd, openssl passwd, htdigest, ncat, socat, ssh-keygen, veracrypt, zip, rar, qpdf,
  pdftotext, gs, kcat, mc, s3cmd, azcopy, az, gcloud, aws, gh, glab, vault, etcdctl, kubectl,
  kubeadm, k3s, docker swarm, nomad, consul, boundary, netbird, headscale, wg, strongSwan,
  wpa_supplicant, sqlplus, isql, mongosh);
* ``http``: every HTTP authorization scheme (Basic, Digest, token, Bearer, Hawk,
  AWS4-HMAC-SHA256, SAPISIDHASH, EdgeGrid, OAuth 1.0, NTLM, SCRAM, Client-ID) and the verbose
  output of curl, wget and HTTPie, cookies and vendor headers;
* ``config``: TOML, INI, YAML, dotenv, properties, XML, HCL, JSON5/JSONC, Kubernetes,
  Compose, Dockerfile, CI logs, SQL dumps, tracebacks that print locals and the debug
  formats of seven languages, credential files (.pgpass, .netrc, .npmrc, pip.conf...);
* ``dsn``: connection strings of 38 drivers, brokers and cloud services;
* ``i18n``: credential names in 34 languages with their own punctuation and prose;
* ``encoding``: NBSP and other spaces, full-width punctuation, zero-width characters,
  percent- and double-encoding, base64 (Basic, Docker auth, Kubernetes data, MIME-wrapped),
  line wraps, ANSI codes, JSON, HTML, XML and shell escapes, quoted-printable, hex;
* ``traceback``: the secret raised as a cause, a context, a note, one of several args, a
  KeyError, an OSError file name, a CalledProcessError command or in an ExceptionGroup;
* ``argument``: the secret only in a tool argument named in many styles and 18 languages.

Every value is generated from the fixed seed below. A case leaks in a channel when its secret,
or any 8-character piece of it, is in that channel's output (observation text and JSON,
``on_event`` records, INFO and DEBUG logs with tracebacks, an export of the message, stack
trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set8_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set8_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set8_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets8_args import argument_cases, traceback_cases
from _heldout_secrets8_configs import config_cases, dsn_cases
from _heldout_secrets8_encodings import encoding_cases
from _heldout_secrets8_i18n import i18n_cases
from _heldout_secrets8_tools import http_cases, tool_cases
from _heldout_secrets8_vendors import vendor_cases
from _heldout_secrets_harness import Case, Values, main

SEED = 8_2026_12_04_03


def heldout() -> list[Case]:
    values = Values(SEED)
    return [
        *vendor_cases(values),
        *tool_cases(values),
        *http_cases(values),
        *config_cases(values),
        *dsn_cases(values),
        *i18n_cases(values),
        *encoding_cases(values),
        *traceback_cases(values),
        *argument_cases(values),
    ]


if __name__ == "__main__":
    sys.exit(main("set 8", __doc__ or "", heldout()))
