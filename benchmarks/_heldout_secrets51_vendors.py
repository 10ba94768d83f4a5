"""Held-out set 51: vendors no earlier set named, each looked up with the ``search`` tool —
domain registrars and DNS hosts, package registries, backup servers, zero-trust overlays
and tunnels, and hosting control panels (this set's share: names from N to S).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
among those that did and were dropped: Namecheap, NameSilo, Netlify, Northflank, NS1,
Sonatype, npmjs, NuGet, OVH, Porkbun, Packagecloud, Pingdom, PagerDuty, Papertrail,
Pritunl, Quay, Rackspace, Render, Railway, Restic, Rclone, Rollbar, RunCloud, Sentry,
Scaleway, StatusCake, Storj, Sucuri, Synology, Site24x7, Pydio, PowerDNS, Selectel,
StackPath, SpinupWP, ServerPilot, Opsgenie, OpenVPN, Netdata, New Relic, Nagios, Oh Dear,
Pulseway, Sematext, SolarWinds, Sumo Logic, ProGet, RubyGems, Packagist, Qovery, Ngrok,
Pomerium, Proxmox, Project Quay (Quay), Nagios XI (Nagios), Netbird, Nebula, RustDesk, Splunk, Prometheus, NodePing, Seafile, Nextcloud, pCloud,
Sia, Portainer, Platform.sh, Pantheon, Netcup, Ionos, Sophos, Okta, Rapid7).

Looked up with the ``search`` tool (12 vendors searched; 9 pages gave the format, but Proxmox Backup Server's was dropped
after the search because the grep found Proxmox named in 4 earlier files, the source
of each is named per case): Spaceship (``X-Api-Key`` of 20 characters and ``X-Api-Secret``
of 60 URL-safe characters, docs.spaceship.dev; ``SPACESHIP_API_KEY`` /
``SPACESHIP_API_SECRET``), Reposilite
(``keygen <path> <alias> m`` logging the 64-character token), Plesk (``KEY:`` header of a UUID
for the XML API, ``plesk bin secret_key --create``), Name.com (``NAMECOM_USERNAME`` and
``NAMECOM_TOKEN`` for the CORE API, basic auth), Openprovider (username, password and/or hash
in a ``.env``), Pinggy (the tunnel token sent as the ssh user of ``a.pinggy.io``, and
``b:username:password`` basic auth), OpenZiti (``ziti edge login`` with a username and
password; ``ZITI_PASSWORD``; enrollment one-time tokens as JWTs) and Rage4 (``RAGE4_USERNAME``
/ ``RAGE4_PASSWORD`` for lego, an email and API key in ``credentials.yml``). OpenSRS,
OnlineOrNot and Realtime Register were searched for and the search gave no format; their
cases are in ``_heldout_secrets51_vendors2.py`` with shapes remembered, as are Netskope,
Resilio Sync and Splashtop, searched later (all three gave the format; 16 searched in all,
12 gave it, 11 kept).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
spaceship api secret ¦ docs.spaceship.dev: X-Api-Key (20 characters) and X-Api-Secret (60, URL-safe) headers ¦ {u60} ¦ $ curl -sS https://spaceship.dev/api/v1/domains?take=10 -H 'X-Api-Key: Jd7tQ0sLm2NcVb4Rx9Ke' -H 'X-Api-Secret: {t}'\n{"detail":"Unauthorized"}
spaceship api key ¦ Spaceship.Console README (search): SPACESHIP_API_KEY and SPACESHIP_API_SECRET in the environment ¦ {A20} ¦ $ spaceship dns list acme.dev\nerror: 401 from /v1/dns/records/acme.dev\nenv: SPACESHIP_API_KEY={t} SPACESHIP_API_SECRET=(set)
spaceship mcp env ¦ spaceship-mcp README (search): SPACESHIP_API_SECRET in an MCP client's env block ¦ {u60} ¦ ~/.cursor/mcp.json: {"mcpServers":{"spaceship":{"command":"node","args":["dist/index.js"],"env":{"SPACESHIP_API_KEY":"Hq2LrT8vWz5cPm0Ny3Kd","SPACESHIP_API_SECRET":"{t}"}}}} -> server exited: 401
reposilite keygen ¦ Reposilite docs (search): keygen <path> <alias> m logs the generated token ¦ {u64} ¦ 10:55:20.692 INFO | Generated new access token for ci (/releases) with 'w' permissions\n10:55:20.692 INFO | {t}\n10:55:20.723 INFO | Stored tokens: 3
reposilite maven settings ¦ Reposilite docs (search): a token used as the password of a Maven server ¦ {u64} ¦ [ERROR] Failed to deploy artifacts: Could not transfer artifact io.acme:core:jar:2.4.1 from/to reposilite (https://maven.acme.io/releases): status code: 401\n~/.m2/settings.xml: <server><id>reposilite</id><username>ci</username><password>{t}</password></server>
plesk xml api key ¦ Plesk docs (search): the secret key sent as the KEY HTTP header of XML API packets ¦ {uuid} ¦ POST https://plesk.acme.net:8443/enterprise/control/agent.php\nKEY: {t}\nHTTP_PRETTY_PRINT: TRUE\n<packet><system><status>error</status><errcode>1001</errcode><errtext>Authentication failed</errtext></system></packet>
plesk secret key create ¦ Plesk CLI docs (search): plesk bin secret_key --create prints the key once ¦ {uuid} ¦ [root@web1 ~]# plesk bin secret_key --create -ip-address 192.0.2.1 -description "billing sync"\n{t}\n[root@web1 ~]# exit
namecom token ¦ name.com CORE API skill (search): NAMECOM_USERNAME and NAMECOM_TOKEN, basic auth ¦ {h40} ¦ $ curl -u 'acmeops:{t}' https://api.name.com/core/v1/domains\n{"message":"Unauthenticated"}
namecom sandbox token ¦ name.com CORE API skill (search): NAMECOM_TOKEN_TEST for the sandbox ¦ {h40} ¦ # .env.test\nNAMECOM_USERNAME_TEST=acmeops-test\nNAMECOM_TOKEN_TEST={t}\n# pytest: 401 Unauthorized from api.dev.name.com
openprovider password ¦ @devotis/openprovider on npm (search): username, password and/or hash in a .env ¦ {p} ¦ $ yarn op searchDomainRequest --domainNamePattern %acme%\nError: Authentication/Authorization Failed (196)\n.env: OPENPROVIDER_USERNAME=acmeops OPENPROVIDER_PASSWORD={t}
openprovider hash ¦ @devotis/openprovider on npm (search): the hash instead of a password ¦ {h32} ¦ OPENPROVIDER_USERNAME=acmeops\nOPENPROVIDER_HASH={t}\n# ERROR op-sync: Authentication/Authorization Failed (196)
pinggy tunnel token ¦ pinggy.io docs (search): the token sent as the ssh user of a.pinggy.io (token shape assumed) ¦ {A26} ¦ $ ssh -p 443 -R0:localhost:8000 {t}@a.pinggy.io\nAuthentication failed: invalid token
pinggy basic auth ¦ pinggy.io docs (search): b:username:password as a remote option ¦ {p} ¦ $ ssh -p 443 -R0:localhost:3000 -t a.pinggy.io b:review:{t}\nYou are not authenticated. Your tunnel will expire in 60 minutes.
openziti edge login ¦ openziti/ziti issue 1730 (search): ziti edge login with --username and a password ¦ {p} ¦ $ ziti edge login ctrl.acme.io:443 --username admin --password '{t}' --yes\nerror: unable to authenticate to https://ctrl.acme.io:443/edge/management/v1. Status code: 401 Unauthorized
openziti sdk env ¦ ziti-sdk-csharp enrollment sample (search): ZITI_USERNAME, ZITI_PASSWORD, ZITI_BASEURL ¦ {p} ¦ PS> $env:ZITI_USERNAME='admin'; $env:ZITI_PASSWORD='{t}'; $env:ZITI_BASEURL='ctrl.acme.io:1280'\nPS> dotnet run --project OpenZiti.NET.Samples petstore\nUnhandled exception. OpenZiti.ZitiException: INVALID_AUTH
openziti enrollment jwt ¦ OpenZiti docs (search): one-time enrollment tokens are JWTs ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJ{u96}.{u43} ¦ $ python -m openziti enroll -j laptop.jwt -i laptop.json\nlaptop.jwt: {t}\nERROR enrollment failed: the token has already been used
rage4 lego password ¦ lego DNS providers (search): RAGE4_USERNAME and RAGE4_PASSWORD ¦ {h32} ¦ $ RAGE4_USERNAME="dns@acme.io" RAGE4_PASSWORD="{t}" lego run --dns rage4 -d '*.acme.io'\n[acme.io] acme: error presenting token: rage4: 401 Unauthorized
rage4 credentials yml ¦ haphan/php-rage4dns (search): credentials.yml with an email and an API key ¦ {h32} ¦ $ php bin/rage4dns domain:list\n[Exception] Rage4 API: Authentication failed\n# credentials.yml\nemail: dns@acme.io\napi_key: {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="runtime") + v.table("vendor", ROWS_RAISED, "cause")


ROWS_RAISED = r"""
rage4 fog ruby ¦ fog's Fog::DNS::Rage4 (search): rage4_email and rage4_api_key ¦ {h32} ¦ Fog::DNS::Rage4::Error: 401 Unauthorized (Fog::DNS.new(provider: 'Rage4', rage4_email: 'dns@acme.io', rage4_api_key: '{t}'))
plesk rest basic ¦ Plesk REST API docs (search): basic auth of the administrator or X-API-Key ¦ {uuid} ¦ $ curl -sk -H 'X-API-Key: {t}' https://plesk.acme.net:8443/api/v2/server\n{"code":0,"message":"Authentication failed"}
"""
