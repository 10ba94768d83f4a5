"""A seventh held-out set of secrets, blind: written before any redaction was run on it.

Written on 2026-12-03 (21:42-22:05 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction*`` or ``benchmarks/results/`` and without running any
redaction (nor the decorator, nor an observation) on these cases; set 6's scripts were read
only to mirror their format and channel harness, and ``benchmarks/`` was grepped for every
vendor, tool, flag, file syntax, driver, runtime format, encoding and argument name so that
none of sets 1-6 is repeated.

Kinds and sources:

* vendors' published token shapes (``_heldout_secrets7_vendors*.py``; each row names the
  vendor's doc page and says "shape assumed" where the length or alphabet is a guess): AI21,
  Weights & Biases, Comet, Neptune, ClearML, Roboflow, Helicone, Braintrust, Weaviate, Zilliz,
  Convex, Appwrite, Kinde, Privy, Moralis, QuickNode, Helius, Hume, SambaNova, Novita,
  DeepInfra, RunPod, Vast.ai, Lambda, Paperspace, Predibase, Unstructured, Nomic, Vespa,
  turbopuffer, Mem0, Steel, Exa, Diffbot, Rev.ai, Speechmatics, Gladia, Cartesia, PlayHT,
  Leonardo, Ideogram, fal, Clipdrop, remove.bg, TinyPNG, Bannerbear, DocRaptor, CloudConvert,
  Mindee, Onfido, Sumsub, Axiom, Better Stack, Mezmo, AppSignal, Airbrake, Raygun,
  Optimizely, RudderStack, Exoscale, Civo, Koyeb, Deno Deploy, GitGuardian, Codacy,
  DeepSource, Bitrise, Codemagic, SourceHut, Cloudsmith, Packagecloud, Gemfury, Spacelift,
  env0, Rundeck, AWX, Zitadel, authentik, Duo, Yubico, Anaconda, Wistia, Vonage/Nexmo,
  Bandwidth, SignalWire, Infobip, TextMagic, ClickSend, MSG91, Gupshup, Aircall, Genesys,
  Botpress, Voiceflow, ManyChat, Crisp, Missive, PubNub, Stream, Agora, LiveKit, Xendit,
  Midtrans, Lemon Squeezy, Pipedrive, monday.com, Basecamp, Jotform, SurveyMonkey,
  Customer.io, Braze, ActiveCampaign, Kit, SMTP2GO, MailerSend, Mailtrap, Patreon, Shodan,
  VirusTotal, Censys, AbuseIPDB, Hunter, MaxMind, IPQualityScore, hCaptcha, reCAPTCHA,
  Turnstile, Apify, ScrapingBee, Browserless, Steam, Riot, Roblox, Twitch, LinkedIn, Webex,
  RingCentral, Help Scout;
* real tools (``_heldout_secrets7_tools.py``), run here on 2026-12-03 (PostgreSQL 15.18
  statement and error logs, psql ``LINE 1:`` echoes, pg_dumpall SCRAM verifiers, curl 7.88.1
  ``--libcurl`` and ``--trace-ascii``, OpenSSL 3.0.19 ``dgst -hmac``/``mac``/``kdf``/``enc -K``,
  SQLite 3.40.1 parse errors, ``java -XshowSettings``, Node 20 ``JSON.parse`` and
  ``URLSearchParams``, Perl 5.36 warnings, rustc 1.95 ``assert_eq!``) or from their manuals
  (snmpget/snmpwalk, nmap script args, duplicity, sshfs, ncftp, rpcclient, net rpc, impacket,
  crackmapexec, evil-winrm, rdesktop, govc, Proxmox, OpenStack, s3fs, fastlane, altool,
  notarytool, security, apksigner, Gradle signing, signtool, certutil, pk12util, acme.sh,
  lego, mosquitto_passwd, grafana cli, isql, tsql, pgcli, usql, dbmate, Flyway,
  golang-migrate);
* configuration, dot-files and history files (``_heldout_secrets7_configs.py``): WordPress,
  Drupal, Rails, Magento, Joomla, Moodle, MediaWiki, phpMyAdmin, Nextcloud, appsettings.json,
  Spring YAML, uWSGI, Superset, Airflow, Jupyter, Logstash, Fluentd, Serverless, Zabbix,
  Nagios, Asterisk, OpenVPN, WildFly, WebLogic, Jetty, Hadoop, Spark, Mercurial, CVS,
  Perforce, unattend.xml, kickstart, preseed, cloud-init, netplan, hostapd, GPP cpassword,
  FileZilla, WinSCP, .rdp, registry, cmdkey, schtasks, PowerShell, .wgetrc, .curlrc, .boto,
  .terraformrc, gh, ngrok, Maven settings-security, Ivy, .Renviron, pip.conf, Composer,
  NuGet, RubyGems, Kustomize, Vagrant, Packer, tfvars, Hiera, Salt, credential_process,
  .sentryclirc, .transifexrc, ZNC, WeeChat, Irssi, zsh, psql and Python histories;
* connection strings of 37 more drivers and protocols (R2DBC, Memgraph, Dgraph, RethinkDB,
  YugabyteDB, SingleStore, Avatica, Impala, Dremio, Exasol, Netezza, SQL Anywhere, CUBRID,
  Dameng, KingbaseES, openGauss, OceanBase, Kusto, App Configuration, NATS creds, librdkafka,
  CurveZMQ, Celery SQS and Redis socket, Aerospike, Tarantool, Databend, MotherDuck, Prisma
  Accelerate, EdgeDB, Hasura, RTMP, SRT, Redfish, TDengine, CrateDB);
* encodings not used before (base32 TOTP seeds, base32hex, Crockford, base36, base45,
  base62, Z85, UTF-7, uuencode, Python bytes repr, Go ``[]byte``, gzip+base64, URL-safe
  base64 of JSON) and new ways to split a value (SQL ``||``, PHP ``.``, Java ``append``, C
  backslash-newline, YAML escaped breaks, HTTP chunks, CRI and Docker partial log records,
  ANSI colour codes, ``xxd`` and ``hexdump -C`` rows, ``<wbr>``, ``&shy;``, LRM, BOM);
* other runtimes' error formats (Go, Rust serde/toml/anyhow, .NET 8, PHP, Ruby, Rails, Deno,
  Bun, Python notes, groups and f-string ``=``, Spring Boot, Scala, Haskell, Erlang, Dart,
  Objective-C, PowerShell, C++, gdb);
* tool arguments named with credential words in new naming styles and abbreviations
  (kebab-case, dotted, SCREAMING_CASE, Hungarian, pwd/otp/sk/tkn, form fields, JSON
  Pointer) and in eight languages or scripts not used for an argument name before.

Every case names where its format comes from (``--list``). The value is generated at run time
from a fixed seed. A case leaks in a channel when its secret, or any 8-character piece of it,
is in that channel's output (observation text and JSON, ``on_event`` records, INFO and DEBUG
logs with tracebacks, exports).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set7_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set7_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set7_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets7_args import argument_cases, traceback_cases
from _heldout_secrets7_configs import config_cases
from _heldout_secrets7_text import text_cases
from _heldout_secrets7_tools import tool_cases
from _heldout_secrets7_vendors import vendor_cases
from _heldout_secrets7_vendors2 import more_vendor_cases
from _heldout_secrets_harness import OLD_PUNCTUATION, Case, Values, main

SEED = 7_2026_12_03_22


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
    # Set 7's export held no stack trace and its leak lines said "no arguments".
    sys.exit(main("set 7", __doc__ or "", heldout(), stacktrace=False, name_raises=False))
