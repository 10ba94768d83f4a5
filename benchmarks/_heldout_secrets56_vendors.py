"""Held-out set 56: open-source self-hosted software no earlier set named, each looked up with
the ``search`` tool — intrusion prevention, threat intelligence, incident response, security
findings and SBOM servers, forensics, package registries, auth proxies, phishing simulation,
secrets stores, EV charging, identity servers, backups, provisioning, customer messaging,
monitoring, gem and Python indexes, certificate authorities, time-series dashboards, forges,
status pages, mail servers and spreadsheet front ends for Postgres.

Every name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 400 other names did and were dropped, among them Gitea, Forgejo, Mattermost,
Nextcloud, Home Assistant, Keycloak, n8n, Outline, Immich, Vaultwarden, Paperless, Jellyfin,
the *arr family, Authentik, Authelia, Uptime Kuma, Miniflux, Wallabag, Mealie, Grocy,
Firefly, BookStack, Plausible, Umami, Matomo, Misskey, Lemmy, PeerTube, Synapse, Zulip,
Gotify, ntfy, Woodpecker, Concourse, Harbor, Portainer, Syncthing, Seafile, Baserow, NocoDB,
Appsmith, Directus, Strapi, Plane, Vikunja, Zammad, Chatwoot, Listmonk, Mautic, Navidrome,
Frigate, ESPHome, OctoPrint, Pi-hole, NetBox, Zabbix, Graylog, Unleash, Infisical, Zitadel,
Airbyte, Superset, Metabase, Headscale, Snipe-IT, Dolibarr, Kimai, Jitsi, Joplin, Trilium,
Memos, Linkwarden, Stirling, Kometa, Restic, Kopia, Netdata, Prometheus, Thanos, SigNoz,
Vector, Telegraf, InfluxDB, Mailcow, Stalwart, Postal, Novu, Roundcube, Radicale, Rundeck,
AWX, Nexus, Artifactory, Quay, Gerrit, Phabricator, OneDev, Sourcehut, Trac, Tuleap,
Focalboard, Planka, AFFiNE, Docmost, XWiki, DokuWiki, MediaWiki, Etherpad, CryptPad, Grist,
Datasette, Trino, ClickHouse, Traccar, Passbolt, FreeIPA, Kanidm, Logto, Firezone, NetBird,
Guacamole, MeshCentral, RustDesk, Fleet, Wazuh, MISP and Trivy).

Looked up with the ``search`` tool, corpus ``docs`` (26 software searched; 22 pages gave the
format, and the source of each is named per case): CrowdSec (``cscli bouncers add`` prints
the key once, ``-k`` example 32 alphanumerics; bouncer YAML ``api_key:``; ``CS_LAPI_SECRET``
from GitGuardian's detector page), OpenCTI (configuration keys as double-underscore
environment variables), TheHive (``Authorization: Bearer <api_key>``; ``/key/renew``),
DefectDojo (``DefectDojoAPI(host, api_key, user)``), Dependency-Track (``X-Api-Key``, a
32-character example key; dt-tool's ``apiKey=`` properties), Velociraptor (``apiclient.yaml``
with ``client_private_key``; the server's ``oauth_client_secret``), Verdaccio
(verdaccio-static-token ``middlewares: static-token: - token:``; ``//host/:_authToken``),
oauth2-proxy (cookie secret = urlsafe base64 of 32 random bytes; ``client_secret`` in
``oauth2-proxy.cfg``), Gophish (``Authorization`` header or ``api_key=`` GET parameter;
``Gophish(api_key, host=...)``), OpenBao (service tokens ``s.``, ``X-Vault-Token``,
``BAO_TOKEN``), evcc (``sponsortoken: eyJhbGci[...]`` in evcc.yaml), Ory Kratos
(``secrets: cookie: - ...``), Bareos (``Director { Password = "..." }``, 44 base64
characters in the pastes), Foreman (hammer's ``~/.hammer/cli.modules.d/foreman.yml``
``:password:``; ``hammer -u -p``), Dittofeed (Admin API key as ``Authorization: Bearer``),
Centreon (``{"authToken": "NTc1...="}`` from ``action=authenticate``), devpi (``devpi
login``), Gemstash (``gemstash authorize`` prints ``Your new key is:`` 32 hex), step-ca
(``--password-file``, ``--provisioner-password-file``), Chronograf (``Authorization:
CHRONOGRAF-SHA256 <token>``), Pagure (``Authorization: token $TOKEN``), OneUptime
(``ApiKey`` and ``ProjectID`` headers), iRedMail (iRedAdmin-Pro ``/api/login`` with username
and password) and Mathesar (``SECRET_KEY``, a 50-character string). Searched and found
nothing of their own: Review Board (its ``rbp_`` token prefix) and Kallithea (its API key;
Kallithea is in ``_heldout_secrets56_vendors2.py`` with a shape remembered). Lengths and
alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
crowdsec bouncer add ¦ docs.crowdsec.net cscli bouncers add (the key printed once; -k example 32 alphanumerics) ¦ {A32} ¦ $ sudo cscli bouncers add nginx-edge\nAPI key for 'nginx-edge':\n\n   {t}\n\nPlease keep this key since you will not be able to retrieve it!
crowdsec bouncer yaml ¦ openSUSE crowdsec-custom-bouncer setup script: api_key: in /etc/crowdsec/bouncers/*.yaml ¦ {A32} ¦ $ sudo grep -n api_ /etc/crowdsec/bouncers/crowdsec-firewall-bouncer.yaml\n12:api_url: http://127.0.0.1:8080/\n13:api_key: {t}\ntime="2026-12-06T19:21:04Z" level=error msg="auth-api: auth with api key failed return nil response, error: dial tcp 127.0.0.1:8080: connect: connection refused"
crowdsec lapi secret ¦ GitGuardian detector page for the CrowdSec LAPI secret (CS_LAPI_SECRET signs machine tokens; shape assumed) ¦ {A64} ¦ $ docker inspect crowdsec --format '{{range .Config.Env}}{{println .}}{{end}}' | grep CS_\nCS_LAPI_SECRET={t}\nCOLLECTIONS=crowdsecurity/nginx
opencti admin token ¦ OpenCTI docs deployment/configuration.md: app:admin:token as APP__ADMIN__TOKEN (a UUID as remembered) ¦ {uuid} ¦ $ docker compose config | grep -n ADMIN__\n41:      APP__ADMIN__EMAIL: soc@acme.io\n42:      APP__ADMIN__TOKEN: {t}
opencti pycti client ¦ OpenCTI docs: connectors take OPENCTI_URL and OPENCTI_TOKEN (pycti client as remembered) ¦ {uuid} ¦ >>> api = OpenCTIApiClient("http://opencti:8080", "{t}")\nValueError: OpenCTI API is not reachable. Waiting for OpenCTI API to start or check your configuration...
thehive bearer ¦ StrangeBee TheHive API docs: curl -H 'Authorization: Bearer <api_key>' https://<thehive_host>/api/v1/<endpoint> (shape assumed) ¦ {A32} ¦ $ curl -s -H 'Authorization: Bearer {t}' https://thehive.acme.io/api/v1/user/current\n{"type":"AuthenticationError","message":"Authentication failure"}
thehive key renew ¦ StrangeBee TheHive API docs: POST /api/v1/user/{{id}}/key/renew returns a new API key ¦ {A32} ¦ POST /api/v1/user/analyst@acme.io/key/renew -> 200\n{t}\n(thehive4py) AlertCreate failed with the old key: 401
defectdojo wrapper ¦ defectdojo_api (PyPI README): DefectDojoAPI(host, api_key, user) (a 40-hex DRF token as remembered) ¦ {h40} ¦ Traceback (most recent call last):\n  File "sync_findings.py", line 9, in <module>\n    dd = defectdojo.DefectDojoAPI('https://dojo.acme.io/', '{t}', 'ci-bot', debug=False)\ndefectdojo_api.defectdojo.DefectDojoError: 401 Invalid token
defectdojo token header ¦ DefectDojo API v2 (as remembered): Authorization: Token <api key> ¦ {h40} ¦ > POST /api/v2/import-scan/ HTTP/1.1\n> Host: dojo.acme.io\n> Authorization: Token {t}\n< HTTP/1.1 403 Forbidden
dtrack x-api-key ¦ owasp-dependency-track-client (PyPI): headers={"X-Api-Key": ...}; dependency-track example key 32 alphanumerics ¦ {A32} ¦ $ curl -sf -X POST https://dtrack.acme.io/api/v1/bom -H 'X-Api-Key: {t}' -F projectName=web -F autoCreate=true -F bom=@bom.json\ncurl: (22) The requested URL returned error: 401
dtrack dt-tool properties ¦ elomagic/dt-tool README: baseUrl=... and apiKey=<API-KEY> ¦ {A32} ¦ $ cat ~/.dt-tool/dt-tool.properties\nbaseUrl=https://dtrack.acme.io\napiKey={t}
velociraptor api client key ¦ velociraptor_api crate README: apiclient.yaml with ca_certificate, client_cert and client_private_key PEM blocks ¦ {b64} ¦ $ cat ~/.config/velociraptor/apiclient.yaml\nclient_private_key: |\n  -----BEGIN RSA PRIVATE KEY-----\n  {t}\n  -----END RSA PRIVATE KEY-----\napi_connection_string: 127.0.0.1:8001
velociraptor oauth secret ¦ mgreen27's Velociraptor server config gist: GUI.authenticator.oauth_client_secret (shape assumed) ¦ {u40} ¦ $ jq .GUI.authenticator server.config.json\n{\n  "type": "Google",\n  "oauth_client_id": "1043-acme.apps.googleusercontent.com",\n  "oauth_client_secret": "{t}"\n}
verdaccio static token ¦ verdaccio-static-token (npm README): middlewares: static-token: - token: ... user: ... (shape assumed) ¦ {A40} ¦ # /verdaccio/conf/config.yaml\nmiddlewares:\n  static-token:\n    - token: {t}\n      user: ci-publisher\n      password: unused
verdaccio npmrc ¦ registry-auth-token README and verdaccio issue 541: //host/:_authToken in .npmrc (base64 shape assumed) ¦ {b44} ¦ $ cat .npmrc\nregistry=http://npm.acme.internal:4873/\n//npm.acme.internal:4873/:_authToken="{t}"\nnpm ERR! code E401
oauth2-proxy cookie secret ¦ oauth2-proxy configuration overview: python -c 'print(base64.urlsafe_b64encode(os.urandom(32)).decode())' ¦ {u43}= ¦ oauth2-proxy | [2026/12/06 19:21:33] [main.go:54] invalid configuration:\n  cookie_secret must be 16, 24, or 32 bytes to create an AES cipher, but is 44 bytes\n  OAUTH2_PROXY_COOKIE_SECRET={t}
oauth2-proxy client secret ¦ oauth2-proxy configuration overview: every flag in oauth2-proxy.cfg with underscores (shape assumed) ¦ {u35} ¦ $ sed -n 3,6p /etc/oauth2-proxy.cfg\nprovider = "oidc"\nclient_id = "grafana-proxy"\nclient_secret = "{t}"\ncookie_secure = true
gophish query key ¦ docs.getgophish.com API documentation: api_key=[API_KEY] as a GET parameter (64 hex as remembered) ¦ {h64} ¦ 2026/12/06 19:21:37 [gophish] 10.0.8.4 - - "GET /api/campaigns/?api_key={t} HTTP/1.1" 401 41
gophish python client ¦ docs.getgophish.com Python client: api = Gophish(api_key, host=..., verify=False) ¦ {h64} ¦ >>> api = Gophish('{t}', host='https://127.0.0.1:3333', verify=False)\n>>> api.campaigns.get()\ngophish.models.Error: Invalid API Key
openbao login table ¦ openbao.org bao login: the token table (service tokens start s.) ¦ s.{A24} ¦ $ bao login -method=userpass username=deploy\nSuccess! You are now authenticated.\n\nKey                    Value\n---                    -----\ntoken                  {t}\ntoken_accessor         Hq3c0sLzvU2bD4Jw8kPm1yXa\ntoken_duration         768h
openbao header ¦ openbao.org token auth: X-Vault-Token: <token> or Authorization: Bearer <token> ¦ s.{A24} ¦ $ curl -s -H "X-Vault-Token: {t}" http://127.0.0.1:8200/v1/kv/data/billing\n{"errors":["permission denied"]}
openbao env ¦ gitlab MR 258982 (OpenBao root token runbook): BAO_ADDR=... BAO_TOKEN=<root_token> bao token lookup ¦ s.{A24} ¦ $ BAO_ADDR=http://127.0.0.1:8200 BAO_TOKEN={t} bao token lookup\nError looking up token: Code: 403. Errors:\n* permission denied
evcc sponsortoken ¦ docs.evcc.io sponsortoken: sponsortoken: eyJhbGci[...]RX5s in evcc.yaml (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ [main  ] FATAL 2026/12/06 19:21:45 sponsortoken: token is expired\n$ grep sponsortoken /etc/evcc.yaml\nsponsortoken: {t}
kratos cookie secret ¦ ory/kratos quickstart .kratos.yml: secrets: cookie: - PLEASE-CHANGE-ME-I-AM-VERY-INSECURE ¦ {A48} ¦ $ yq .secrets kratos.yml\ncookie:\n  - {t}\ncipher:\n  - 32-LONG-SECRET-NOT-SECURE-AT-ALL
bareos fd password ¦ Bareos bareos-fd.conf pastes: Director { Name = ...-dir Password = "..." } (44 base64 characters) ¦ {b44} ¦ $ sudo cat /etc/bareos/bareos-fd.d/director/bareos-dir.conf\nDirector {\n  Name = bareos-dir\n  Password = "{t}"\n}
bareos bconsole ¦ Bareos bat/bconsole configuration paste: Director { DIRport = 9101 address = ... Password = "..." } ¦ {b44} ¦ $ bconsole -c /etc/bareos/bconsole.conf\nConnecting to Director backup01:9101\nDirector authorization problem.\n(bconsole.conf: Password = "{t}")
foreman hammer yml ¦ hammer-cli-foreman doc/configuration.md: ~/.hammer/cli.modules.d/foreman.yml with :username: and :password: ¦ {p} ¦ $ cat ~/.hammer/cli.modules.d/foreman.yml\n:foreman:\n  :host: 'https://foreman.acme.io'\n  :username: 'admin'\n  :password: '{t}'
foreman hammer flags ¦ hammer-cli-foreman doc/configuration.md: hammer -u admin -p example ... ¦ {p} ¦ $ hammer -u admin -p '{t}' host list --search 'os = RedHat'\n[ERROR 2026-12-06T19:21:58 API] 401 Unauthorized\nUnable to authenticate user admin
dittofeed admin key ¦ docs.dittofeed.com accessing-admin-api: Authorization: Bearer <token> on /api/admin (shape assumed) ¦ {A48} ¦ fetch('https://dittofeed.acme.io/api/admin/journeys', { headers: { Authorization: 'Bearer {t}' } })\n-> 401 {"message":"Invalid admin API key"}
centreon auth token ¦ Centreon REST API (v1) authentication: {"authToken": "NTc1MDU3MGE3M2JiODIuMjA4OTA2OTc="} ¦ {b31}= ¦ $ curl -s -d 'username=api&password=x' 'https://centreon.acme.io/centreon/api/index.php?action=authenticate'\n{"authToken":"{t}"}
centreon header ¦ Centreon REST API (v1): the token is sent on later calls in the centreon-auth-token header (as remembered) ¦ {b31}= ¦ > GET /centreon/api/index.php?object=centreon_realtime_hosts&action=list HTTP/1.1\n> centreon-auth-token: {t}\n< HTTP/1.1 401 Unauthorized
devpi login ¦ devpi-client docs: devpi login <user> (--password as remembered) ¦ {p} ¦ $ devpi login ci --password '{t}'\n401 Unauthorized: The login credentials were wrong
gemstash authorize ¦ Gemstash private gems guide: gemstash authorize prints "Your new key is: e374e237fdf5fa5718d2a21bd63dc911" ¦ {h32} ¦ $ gemstash authorize push fetch\nYour new key is: {t}
gemstash credentials ¦ Gemstash private gems guide (tell Rubygems about the key) and rubygems-source-cli: keys in ~/.gem/credentials ¦ {h32} ¦ $ cat ~/.gem/credentials\n---\n:rubygems_api_key: rubygems_0f3e\n:gemstash: {t}\n$ gem push acme-billing-2.1.0.gem --host http://gems.acme.internal:9292/private --key gemstash\nAccess Denied. Please sign up for an account
step-ca password file ¦ step-ca man page: --password-file to decrypt the intermediate private key ¦ {p} ¦ $ sudo cat /etc/step-ca/password.txt\n{t}\n$ step-ca /etc/step-ca/config/ca.json --password-file /etc/step-ca/password.txt\nerror decrypting intermediate key: x509: decryption password incorrect
step provisioner password ¦ smallstep/cli issue 853: --password-file is an alias for --provisioner-password-file ¦ {p} ¦ $ step ca certificate api.acme.internal api.crt api.key --provisioner admin --provisioner-password-file <(echo '{t}')\nfailed to decrypt JWK: invalid password
chronograf token ¦ Chronograf chronoctl token docs: Authorization: CHRONOGRAF-SHA256 <returned-expiring-token> (shape assumed) ¦ {u86} ¦ $ curl -s -H 'Authorization: CHRONOGRAF-SHA256 {t}' http://127.0.0.1:8888/chronograf/v1/users\n{"code":401,"message":"unauthorized"}
pagure token ¦ gist: curl -X POST https://pagure.io/api/0/-/whoami -H "Authorization: token $TOKEN" (64 upper alphanumerics as remembered) ¦ {U64} ¦ $ TOKEN={t}\n$ curl -X POST "https://pagure.io/api/0/-/whoami" -H "Authorization: token $TOKEN"\n{"error": "Invalid or expired token", "error_code": "EINVALIDTOK"}
oneuptime api key ¦ oneuptime.com reference/authentication: curl --header "ApiKey: {secret-api-key}" --header "ProjectID: {project-id}" ¦ {uuid} ¦ $ curl -s --header "ApiKey: {t}" --header "ProjectID: 5f0c7e2a-41b8-4c3d-9a6e-1b2c3d4e5f60" https://oneuptime.acme.io/api/monitor\n{"error":"Invalid API Key"}
iredadmin login ¦ docs.iredmail.org iRedAdmin-Pro RESTful API with curl: curl -X POST -c cookie.txt -d "username=<username>&password=<password>" https://<server>/iredadmin/api/login ¦ {p} ¦ $ curl -X POST -c cookie.txt -d "username=postmaster@acme.io&password={t}" https://mail.acme.io/iredadmin/api/login\n{"_success": false, "_msg": "INVALID_CREDENTIALS"}
iredadmin create user ¦ docs.iredmail.org iRedAdmin-Pro RESTful API: POST /api/user/<mail> -d "password=...&cn=...&mailQuota=1024" ¦ {p} ¦ $ curl -X POST -i -b cookie.txt -d "password={t}&cn=Mei Tanaka&mailQuota=1024" https://mail.acme.io/iredadmin/api/user/mei@acme.io\nHTTP/1.1 403 FORBIDDEN
mathesar secret key ¦ docs.mathesar.org environment variables: SECRET_KEY, a 50 character string ¦ {A50} ¦ mathesar_service  | django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.\n$ grep -n SECRET_KEY .env\n4:#SECRET_KEY={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
