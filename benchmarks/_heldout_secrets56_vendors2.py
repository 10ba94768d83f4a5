"""Held-out set 56: more open-source self-hosted software no earlier set named — groupware,
CalDAV and sync servers, note and password-manager sync, identity servers, Linux fleet
management, Python indexes, web desktops, link pages, Discord request bots, SQL gateways,
tracing and metrics stores, Kubernetes backups, endpoint agents, forges, low-code platforms,
accounting and helpdesks, plus password managers and one-time secret sharing, API clients,
web SSH consoles, job schedulers and app platforms (Passky, Yaade, Standard Notes, Password
Pusher, KeeWeb, Sshwifty, Dkron, Ofelia, Chadburn and Cloudron).

Each name was grepped for like those of ``_heldout_secrets56_vendors.py`` (none matched).
None of these was looked up except Kallithea (searched; the search found nothing): their
config keys and shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
kolab bind pw ¦ Kolab (as remembered): /etc/kolab/kolab.conf [ldap] bind_pw (typed password) ¦ {p} ¦ $ grep -A3 '^\[ldap\]' /etc/kolab/kolab.conf\n[ldap]\nldap_uri = ldap://127.0.0.1:389\nbind_dn = cn=Directory Manager\nbind_pw = {t}
davical db password ¦ DAViCal (as remembered): /etc/davical/config.php $c->pg_connect[] with a password ¦ {p} ¦ PHP Warning:  pg_connect(): Unable to connect to PostgreSQL server: FATAL:  password authentication failed for user "davical_app"\n/etc/davical/config.php:7: $c->pg_connect[] = "dbname=davical port=5432 user=davical_app password={t}";
etesync secret key ¦ EteSync etebase-server (as remembered): etebase-server.ini [global] secret_file / secret_key (shape assumed) ¦ {A50} ¦ $ cat /etc/etebase-server/etebase-server.ini\n[global]\nsecret_key = {t}\ndebug = false\n[allowed_hosts]\nallowed_host1 = etebase.acme.io
notesnook api secret ¦ Notesnook sync server (as remembered): NOTESNOOK_API_SECRET in .env (shape assumed) ¦ {A64} ¦ notesnook-identity  | fail: Identity.Startup[0] signing credentials rejected\n$ grep NOTESNOOK_API_SECRET .env\nNOTESNOOK_API_SECRET={t}
padloc smtp password ¦ Padloc server (as remembered): PL_EMAIL_SMTP_PASSWORD (typed password) ¦ {p} ¦ padloc_server | Error: Invalid login: 535 5.7.8 Authentication failed\n  env PL_EMAIL_SMTP_USER=vault@acme.io PL_EMAIL_SMTP_PASSWORD={t}
rauthy bootstrap ¦ Rauthy (as remembered): BOOTSTRAP_ADMIN_PASSWORD_PLAIN for the first admin (typed password) ¦ {p} ¦ # rauthy.cfg\nBOOTSTRAP_ADMIN_EMAIL="admin@acme.io"\nBOOTSTRAP_ADMIN_PASSWORD_PLAIN="{t}"\n# rauthy: admin already exists, bootstrap values ignored
rauthy enc keys ¦ Rauthy (as remembered): ENC_KEYS with a key id and base64 key ¦ {b44} ¦ ERROR rauthy::app_state: ENC_KEYS could not be parsed\n  ENC_KEYS="q6u26onRvXVG4427/{t}"\n  ENC_KEY_ACTIVE=q6u26onRvXVG4427
uyuni spacecmd ¦ Uyuni spacecmd (as remembered): ~/.spacecmd/config [spacecmd] username / password ¦ {p} ¦ $ cat ~/.spacecmd/config\n[spacecmd]\nserver=uyuni.acme.io\nusername=admin\npassword={t}\n$ spacecmd system_list\nERROR: Invalid credentials
katello hammer activation ¦ Katello (as remembered): subscription-manager register with --password for a content host ¦ {p} ¦ $ subscription-manager register --org=ACME --username=registrar --password='{t}'\nHTTP error (401 - Unauthorized): Invalid credentials.
pypiserver htpasswd ¦ pypiserver (as remembered): .pypirc [internal] repository, username and password for uploads ¦ {p} ¦ $ cat ~/.pypirc\n[distutils]\nindex-servers = internal\n\n[internal]\nrepository = http://pypi.acme.internal:8080\nusername = uploader\npassword = {t}
kodbox db password ¦ Kodbox (as remembered): config/setting_user.php database password ¦ {p} ¦ [kodbox] SQLSTATE[HY000] [1045] Access denied for user 'kodbox'@'172.18.0.3'\n$GLOBALS['config']['database'] = array('DB_TYPE'=>'mysqli','DB_USER'=>'kodbox','DB_PWD'=>'{t}');
linkstack app key ¦ LinkStack (Laravel, as remembered): APP_KEY=base64:... in .env ¦ base64:{b44} ¦ $ docker exec linkstack grep APP_KEY /htdocs/.env\nAPP_KEY={t}
requestrr bot token ¦ Requestrr (as remembered): config/settings.json ChatClients.Discord.BotToken (Discord's three-part shape) ¦ {A24}.{A6}.{u38} ¦ $ jq .ChatClients.Discord config/settings.json\n{\n  "BotToken": "{t}",\n  "ClientId": "1178213950120398858"\n}
kyuubi ldap password ¦ Apache Kyuubi (as remembered): kyuubi.authentication.ldap.bindpw in kyuubi-defaults.conf ¦ {p} ¦ $ grep ldap conf/kyuubi-defaults.conf\nkyuubi.authentication=LDAP\nkyuubi.authentication.ldap.baseDN=dc=acme,dc=io\nkyuubi.authentication.ldap.binddn=cn=kyuubi,ou=svc,dc=acme,dc=io\nkyuubi.authentication.ldap.bindpw={t}
jaeger es password ¦ Jaeger (as remembered): --es.password / ES_PASSWORD for the Elasticsearch span store ¦ {p} ¦ {"level":"fatal","ts":1796586124.51,"caller":"./main.go:107","msg":"Failed to init storage factory","error":"failed to create primary Elasticsearch client: health check timeout: 401"}\n  command: ["--es.server-urls=https://es:9200", "--es.username=jaeger", "--es.password={t}"]
mimir s3 secret ¦ Grafana Mimir (as remembered): blocks_storage.s3.secret_access_key in mimir.yaml ¦ {b40} ¦ blocks_storage:\n  backend: s3\n  s3:\n    endpoint: minio.acme.internal:9000\n    access_key_id: MIMIRBLOCKS\n    secret_access_key: "{t}"
velero credentials ¦ Velero (as remembered): credentials-velero file in AWS INI shape passed with --secret-file ¦ {b40} ¦ $ cat credentials-velero\n[default]\naws_access_key_id = AKIAQ4ZJ7VELERO2026X\naws_secret_access_key = {t}
osquery enroll secret ¦ osquery (as remembered): --enroll_secret_path to a file holding the TLS enroll secret ¦ {A32} ¦ $ sudo cat /etc/osquery/enroll_secret\n{t}\nE1206 19:22:31.004 tls.cpp:254] TLS/HTTPS POST request to URI: https://fleet.acme.io/api/v1/osquery/enroll failed: 401
rhodecode auth token ¦ RhodeCode (as remembered): ~/.rhoderc or an auth_token in JSON-RPC calls (40 hex shape assumed) ¦ {h40} ¦ $ curl -s https://code.acme.io/_admin/api -d '{"id":1,"auth_token":"{t}","method":"get_repos","args":{}}'\n{"id": 1, "result": null, "error": "Invalid API KEY"}
kallithea api key ¦ Kallithea (searched, nothing found; api_key in the JSON-RPC body as remembered, 40 hex) ¦ {h40} ¦ requests.post("https://hg.acme.io/_admin/api", json={"id": 7, "api_key": "{t}", "method": "get_repo", "args": {"repoid": "firmware"}})\n-> {"id": 7, "result": null, "error": "Invalid API key"}
corteza jwt secret ¦ Corteza (as remembered): AUTH_JWT_SECRET in .env (shape assumed) ¦ {A40} ¦ $ grep -n AUTH_ .env\n3:AUTH_JWT_SECRET={t}\n4:AUTH_EXTERNAL_ENABLED=false
bigcapital jwt secret ¦ Bigcapital (as remembered): JWT_SECRET in the docker .env (shape assumed) ¦ {A56} ¦ bigcapital-server | JsonWebTokenError: invalid signature\n  at /app/packages/server/src/api/middleware/jwtAuth.ts:21\n  JWT_SECRET={t}
libredesk encryption key ¦ Libredesk (as remembered): config.toml [app] encryption_key (32 characters) ¦ {A32} ¦ $ sed -n 1,5p config.toml\n[app]\nlog_level = "info"\nencryption_key = "{t}"\nroot_url = "https://help.acme.io"
passky db password ¦ Passky server (as remembered): MYSQL_PASSWORD in the server's .env ¦ {p} ¦ passky-server  | PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'passky'\n$ grep MYSQL_ .env\nMYSQL_USER=passky\nMYSQL_PASSWORD={t}
yaade admin password ¦ Yaade (as remembered): YAADE_ADMIN_USERNAME and the admin password set on first start (typed password) ¦ {p} ¦ $ docker run -d --name yaade -e YAADE_ADMIN_USERNAME=admin -e YAADE_ADMIN_PASSWORD='{t}' -p 9339:9339 esperotech/yaade:latest\ndocker: Error response from daemon: Conflict. The container name "/yaade" is already in use.
standard notes auth secret ¦ Standard Notes self-hosted server (as remembered): AUTH_JWT_SECRET in .env (64 hex shape assumed) ¦ {h64} ¦ $ grep -n _SECRET .env\n7:AUTH_JWT_SECRET={t}\n8:AUTH_SERVER_ENCRYPTION_SERVER_KEY=see-vault
pwpush master key ¦ Password Pusher (as remembered): PWPUSH_MASTER_KEY encrypts pushes at rest (64 hex shape assumed) ¦ {h64} ¦ pwpush  | ActiveSupport::MessageEncryptor::InvalidMessage\n  PWPUSH_MASTER_KEY={t}\n  (was the master key changed after pushes were created?)
keeweb webdav password ¦ KeeWeb (as remembered): config.json files[] with a WebDAV storage user and password ¦ {p} ¦ $ jq '.files[0]' keeweb/config.json\n{\n  "storage": "webdav",\n  "name": "team.kdbx",\n  "path": "https://dav.acme.io/vault/team.kdbx",\n  "options": { "user": "keeweb", "password": "{t}" }\n}
sshwifty shared key ¦ Sshwifty (as remembered): SharedKey in sshwifty.conf.json gates the web console (typed) ¦ {p} ¦ $ jq .SharedKey /etc/sshwifty.conf.json\n"{t}"
dkron encrypt key ¦ Dkron (as remembered): encrypt key for the Serf gossip ring in dkron.yml (base64 of 16 bytes) ¦ {b22}== ¦ # /etc/dkron/dkron.yml\nserver: true\nbootstrap-expect: 3\nencrypt: {t}\n# dkron: memberlist: failed to decrypt message
ofelia smtp password ¦ Ofelia (as remembered): [global] smtp-password in config.ini for job mails ¦ {p} ¦ $ sed -n 1,6p /etc/ofelia/config.ini\n[global]\nsmtp-host = smtp.acme.io\nsmtp-user = cron@acme.io\nsmtp-password = {t}\nemail-to = ops@acme.io
chadburn docker label ¦ Chadburn (as remembered): job labels on a container, here a job command carrying a token ¦ {A40} ¦ $ docker inspect backup --format '{{json .Config.Labels}}'\n{"chadburn.enabled":"true","chadburn.job-exec.push.schedule":"@hourly","chadburn.job-exec.push.command":"curl -fsS -H 'Authorization: Bearer {t}' https://hc.acme.io/ping/backup"}
cloudron api token ¦ Cloudron (as remembered): an API token from the profile used as Bearer on /api/v1 (64 hex shape assumed) ¦ {h64} ¦ $ curl -s -H "Authorization: Bearer {t}" https://my.acme.io/api/v1/apps | head -c 80\n{"status":"Unauthorized","message":"Token invalid"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
