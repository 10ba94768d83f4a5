"""Held-out set 25: coding-agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, commands and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py`` and ``_heldout_cases.py`` file (none matched; ``docker compose
config``, ``kubectl get secret``, ``wp-config.php``, ``sasl_passwd``, ``dovecot``, Cline's
and Roo's ``execute_command``, Cursor's ``run_terminal_cmd``, ``str_replace_editor``,
``gitleaks``, ``trufflehog``, ``semgrep``, ``svn``, ``fossil`` and ``jj`` diffs and many more
did and were dropped). Tool shapes, written as each tool prints its result in a transcript
(remembered from using them, not copied, so details such as padding may differ): GitHub
Copilot agent mode's ``run_in_terminal``, Crush's ``view`` (numbered ``|`` lines) and
``bash``, opencode's ``read`` (``<file>`` with five-digit line numbers) and ``bash``,
Augment's ``launch-process`` (``<return-code>``, ``<stdout>``), Qwen Code's
``read_many_files`` (``--- path ---``) and ``search_file_content``, Claude Code's ``Bash``
rendered with ``⏺``/``⎿``, and LangChain's ``ShellTool`` (``terminal``). Commands:
``wp config get``, ``wp option get mailserver_pass``, ``wp config list``, ``grep -o
PlexOnlineToken``, Moonraker's ``/access/api_key``, ``pcs stonith config``, ``ugrep``,
``colordiff`` (its colour escapes kept, as a captured terminal shows them), ``pijul diff``.
Files no earlier set read: Synapse's ``homeserver.yaml`` (``registration_shared_secret``,
``macaroon_secret_key``), coturn's ``turnserver.conf``, Roundcube's ``config.inc.php``
(``des_key``), rspamd's ``controller.inc``, PowerDNS's ``pdns.conf``, ``patroni.yml``,
``maxscale.cnf``, a Galera ``wsrep_sst_auth``, Paperless-ngx, HedgeDoc and Redash compose
files, Node-RED's ``settings.js``, ``.travis.yml``, ``gitlab.rb``, ``litestream.yml``, VS
Code's ``sqltools.connections``, Sentry's ``config.yml``, ``uv.toml``, Jitsi's ``.env``,
3proxy, stunnel PSK files, ``nslcd.conf``, Squid's ``cachemgr_passwd``, a Ceph keyring, BIND's
``rndc.key``, DRBD's ``shared-secret``, frp, rathole, chisel, gost, inlets, Shadowsocks and
Trojan configs, Asterisk's ``pjsip.conf``, Seafile's ``ccnet.conf``, Wiki.js, Strapi's
``APP_KEYS``, Pixelfed's ``APP_KEY``, Lemmy's ``lemmy.hjson``, Zulip's ``zulip-secrets.conf``,
ToolJet's ``LOCKBOX_MASTER_KEY``, ProxySQL's ``admin_credentials``. HTTP tool responses of
self-hosted servers minting credentials: Discourse ``/admin/api/keys``, Zulip
``fetch_api_key``, Nextcloud ``getapppassword``, PeerTube ``/users/token``, Home Assistant's
``auth/long_lived_access_token``, Paperless-ngx ``/api/token/`` and Immich ``/api/api-keys``.
"""

from __future__ import annotations

import base64
import dataclasses
import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 wp config get ¦ scenario 1 step 1: Copilot agent mode run_in_terminal, wp config get DB_PASSWORD (the value bare) ¦ {p} ¦ run_in_terminal {"command": "wp config get DB_PASSWORD --path=/var/www/shop", "explanation": "Check which database password WordPress uses", "isBackground": false}\nOutput:\n{t}
s1 wp option get ¦ scenario 1 step 2: Copilot agent mode run_in_terminal, wp option get mailserver_pass (core's post-by-email password) ¦ {p} ¦ run_in_terminal {"command": "wp option get mailserver_pass --path=/var/www/shop", "isBackground": false}\nOutput:\n{t}
s2 synapse view ¦ scenario 2 step 1: Crush view of Synapse's homeserver.yaml ¦ {u40} ¦ view /etc/matrix-synapse/homeserver.yaml (offset 30, limit 6)\n<file>\n    31|enable_registration: false\n    32|registration_shared_secret: "{t}"\n    33|report_stats: false\n    34|macaroon_secret_key: "<moved to secrets.yaml>"\n    35|form_secret: "<moved to secrets.yaml>"\n</file>
s2 synapse grep ¦ scenario 2 step 2: Crush bash grepping the included secrets file ¦ {A50} ¦ bash {"command": "sudo grep -n secret /etc/matrix-synapse/conf.d/secrets.yaml"}\n1:macaroon_secret_key: "{t}"\n2:form_secret: "<unset>"
s2 coturn view ¦ scenario 2 step 3: Crush view of coturn's turnserver.conf (static-auth-secret) ¦ {h64} ¦ view /etc/turnserver.conf\n<file>\n     1|listening-port=3478\n     2|fingerprint\n     3|use-auth-secret\n     4|static-auth-secret={t}\n     5|realm=turn.acme.chat\n</file>
s3 roundcube read ¦ scenario 3 step 1: opencode read of Roundcube's config.inc.php (des_key, 24 characters) ¦ {A24} ¦ read /var/www/roundcube/config/config.inc.php\n<file>\n00012| $config['smtp_host'] = 'tls://mail.acme.io';\n00013| $config['support_url'] = '';\n00014| $config['des_key'] = '{t}';\n00015| $config['plugins'] = ['archive', 'zipdownload'];\n</file>
s3 rspamd grep ¦ scenario 3 step 2: opencode bash grepping rspamd's controller.inc (a plain password) ¦ {p} ¦ bash {"command": "grep -rn password /etc/rspamd/local.d/", "description": "Find the web UI password"}\n/etc/rspamd/local.d/worker-controller.inc:1:password = "{t}";\n/etc/rspamd/local.d/worker-controller.inc:2:enable_password = "$2$qecacwgrz13owkag4gqhv3$4d7e0d1ba3e1a4";
s3 pdns grep ¦ scenario 3 step 3: opencode bash grepping PowerDNS's pdns.conf for its API key ¦ {A32} ¦ bash {"command": "sudo grep -E '^(api|api-key|webserver-port)=' /etc/powerdns/pdns.conf"}\napi=yes\napi-key={t}\nwebserver-port=8081
s4 patroni cat ¦ scenario 4 step 1: Augment launch-process, cat of patroni.yml ¦ {p} ¦ launch-process {"command": "sudo sed -n '/authentication:/,/rewind:/p' /etc/patroni/patroni.yml", "wait": true}\nHere are the results from executing the command.\n<return-code>0</return-code>\n<stdout>\n  authentication:\n    replication:\n      username: replicator\n      password: {t}\n    superuser:\n      username: postgres\n      password: "<see vault>"\n    rewind:\n</stdout>\n<stderr>\n</stderr>
s4 maxscale cat ¦ scenario 4 step 2: Augment launch-process, a MaxScale server section ¦ {p} ¦ launch-process {"command": "sudo grep -A6 '^\[Galera-Monitor\]' /etc/maxscale.cnf", "wait": true}\nHere are the results from executing the command.\n<return-code>0</return-code>\n<stdout>\n[Galera-Monitor]\ntype=monitor\nmodule=galeramon\nservers=db1,db2,db3\nuser=maxscale_mon\npassword={t}\nmonitor_interval=2000ms\n</stdout>\n<stderr>\n</stderr>
s4 galera sst ¦ scenario 4 step 3: Augment launch-process, wsrep_sst_auth in a Galera config ¦ {u24} ¦ launch-process {"command": "grep -h wsrep_sst /etc/mysql/mariadb.conf.d/60-galera.cnf", "wait": true}\nHere are the results from executing the command.\n<return-code>0</return-code>\n<stdout>\nwsrep_sst_method=mariabackup\nwsrep_sst_auth=sst_user:{t}\n</stdout>\n<stderr>\n</stderr>
s5 paperless files ¦ scenario 5 step 1: Qwen Code read_many_files of a Paperless-ngx compose env ¦ {A64} ¦ read_many_files {"paths": ["docker-compose.env", "docker-compose.yml"]}\n--- docker-compose.env ---\nPAPERLESS_URL=https://docs.acme.home\nPAPERLESS_SECRET_KEY={t}\nPAPERLESS_TIME_ZONE=Europe/Berlin\nPAPERLESS_OCR_LANGUAGE=deu+eng\n--- docker-compose.yml ---\nservices:\n  webserver:\n    image: ghcr.io/paperless-ngx/paperless-ngx:latest\n    env_file: docker-compose.env
s5 hedgedoc search ¦ scenario 5 step 2: Qwen Code search_file_content for HedgeDoc's session secret ¦ {h64} ¦ search_file_content {"pattern": "CMD_SESSION_SECRET"}\nFound 1 match for pattern "CMD_SESSION_SECRET" in path ".":\n---\nFile: hedgedoc/docker-compose.yml\nL18:       - CMD_SESSION_SECRET={t}\n---
s5 redash shell ¦ scenario 5 step 3: Qwen Code run_shell_command, docker compose exec env of Redash's server ¦ {A32} ¦ run_shell_command {"command": "docker compose -f redash/compose.yaml exec server env | grep REDASH_"}\nCommand: docker compose -f redash/compose.yaml exec server env | grep REDASH_\nDirectory: (root)\nStdout: REDASH_LOG_LEVEL=INFO\nREDASH_COOKIE_SECRET={t}\nREDASH_REDIS_URL=redis://redis:6379/0\nStderr: (empty)\nExit Code: 0
s6 plex token ¦ scenario 6 step 1: Claude Code Bash, grep -o PlexOnlineToken in Plex's Preferences.xml ¦ {u20} ¦ ⏺ Bash(grep -o 'PlexOnlineToken="[^"]*"' "/var/lib/plexmediaserver/Library/Application Support/Plex Media Server/Preferences.xml")\n  ⎿  PlexOnlineToken="{t}"
s6 moonraker key ¦ scenario 6 step 2: Claude Code Bash, curl of Moonraker's /access/api_key ¦ {h32} ¦ ⏺ Bash(curl -s http://printer.local:7125/access/api_key)\n  ⎿  {"result": "{t}"}
s6 nodered secret ¦ scenario 6 step 3: Claude Code Bash, grep of Node-RED's settings.js for credentialSecret ¦ {A40} ¦ ⏺ Bash(grep -n credentialSecret ~/.node-red/settings.js)\n  ⎿  62:    credentialSecret: "{t}",
"""

SINGLES = r"""
travis yml ¦ a file read of a .travis.yml with a plain env value ¦ {A32} ¦ .travis.yml\nlanguage: node_js\nnode_js: 20\nenv:\n  global:\n    - SAUCE_USERNAME=acme-ci\n    - SAUCE_ACCESS_KEY={t}\nscript: npm run test:e2e
gitlab rb ¦ grep of /etc/gitlab/gitlab.rb for the SMTP password ¦ {p} ¦ $ sudo grep -n smtp_ /etc/gitlab/gitlab.rb | grep -v '^#'\n61:gitlab_rails['smtp_enable'] = true\n62:gitlab_rails['smtp_address'] = "smtp.eu.mailgun.org"\n65:gitlab_rails['smtp_password'] = "{t}"
litestream yml ¦ a file read of /etc/litestream.yml with a replica's keys ¦ {b40} ¦ /etc/litestream.yml\ndbs:\n  - path: /var/lib/app/app.db\n    replicas:\n      - url: s3://acme-backups/app.db\n        access-key-id: AKIA4QX7LMN2PZ4RT6VX\n        secret-access-key: {t}
vscode sqltools ¦ a file read of .vscode/settings.json with a SQLTools connection ¦ {p} ¦ .vscode/settings.json\n{\n  "sqltools.connections": [\n    {\n      "name": "reporting (staging)",\n      "driver": "PostgreSQL",\n      "server": "pg-staging.acme.internal",\n      "username": "report_ro",\n      "password": "{t}",\n      "database": "reporting"\n    }\n  ]\n}
sentry config yml ¦ a file read of self-hosted Sentry's config.yml ¦ {A50} ¦ sentry/config.yml\nmail.host: 'smtp'\nmail.port: 25\nsystem.url-prefix: 'https://sentry.acme.io'\nsystem.secret-key: '{t}'
uv toml ¦ a file read of uv.toml with an index URL holding a token ¦ {u32} ¦ ~/.config/uv/uv.toml\n[[index]]\nname = "acme"\nurl = "https://__token__:{t}@pypi.acme.io/simple/"\ndefault = false
jitsi env ¦ grep of a docker-jitsi-meet .env for the XMPP passwords ¦ {h32} ¦ $ grep _PASSWORD= jitsi/.env\nJICOFO_AUTH_PASSWORD={t}\nJVB_AUTH_PASSWORD=\nJIGASI_XMPP_PASSWORD=
proxy3 cfg ¦ a file read of 3proxy.cfg with a cleartext user ¦ {p} ¦ /etc/3proxy/3proxy.cfg\nnserver 1.1.1.1\nauth strong\nusers scraper:CL:{t}\nallow scraper\nproxy -p3128
stunnel psk ¦ cat of a stunnel PSK secrets file ¦ {A32} ¦ $ sudo cat /etc/stunnel/psk.txt\nredis-replica:{t}
nslcd conf ¦ grep of /etc/nslcd.conf for the bind password ¦ {p} ¦ $ sudo grep -E '^(binddn|bindpw)' /etc/nslcd.conf\nbinddn cn=nslcd,ou=services,dc=acme,dc=io\nbindpw {t}
squid cachemgr ¦ grep of squid.conf for cachemgr_passwd ¦ {p} ¦ $ grep -n cachemgr_passwd /etc/squid/squid.conf\n4412:cachemgr_passwd {t} all
ceph keyring ¦ cat of a Ceph client keyring (a base64 key) ¦ AQ{b36}== ¦ $ sudo cat /etc/ceph/ceph.client.admin.keyring\n[client.admin]\n\tkey = {t}\n\tcaps mds = "allow *"\n\tcaps mon = "allow *"
rndc key ¦ cat of BIND's rndc.key (an HMAC secret) ¦ {b43}= ¦ $ sudo cat /etc/bind/rndc.key\nkey "rndc-key" {\n\talgorithm hmac-sha256;\n\tsecret "{t}";\n};
drbd secret ¦ grep of a DRBD resource for its shared-secret ¦ {A24} ¦ $ grep -A3 'net {' /etc/drbd.d/r0.res\n  net {\n    cram-hmac-alg sha1;\n    shared-secret "{t}";\n  }
frpc toml ¦ a file read of frpc.toml with the auth token ¦ {u32} ¦ frpc.toml\nserverAddr = "edge.acme.io"\nserverPort = 7000\nauth.method = "token"\nauth.token = "{t}"\n\n[[proxies]]\nname = "ssh"\ntype = "tcp"\nlocalPort = 22
rathole toml ¦ a file read of rathole's client.toml ¦ {A36} ¦ client.toml\n[client]\nremote_addr = "edge.acme.io:2333"\n\n[client.services.nas]\ntoken = "{t}"\nlocal_addr = "127.0.0.1:5000"
chisel ps ¦ ps output of a chisel client with --auth on its command line ¦ {p} ¦ $ ps -eo pid,args | grep [c]hisel\n 2291 /usr/local/bin/chisel client --auth tunnel:{t} https://edge.acme.io R:2222:localhost:22
gost ps ¦ systemctl status of a gost proxy with credentials in its -L argument ¦ {p} ¦ $ systemctl status gost\n● gost.service - GO Simple Tunnel\n     Active: active (running) since Sat 2026-12-05 18:02:11 UTC; 1h 12min ago\n   Main PID: 811 (gost)\n     CGroup: /system.slice/gost.service\n             └─811 /usr/bin/gost -L socks5://ops:{t}@:1080
inlets history ¦ a shell history line starting an inlets client ¦ {A48} ¦ $ history | grep inlets\n  702  inlets-pro tcp client --url wss://edge.acme.io:8123 --token {t} --upstream 127.0.0.1 --ports 5432
shadowsocks json ¦ a file read of a Shadowsocks config.json ¦ {b32} ¦ /etc/shadowsocks-libev/config.json\n{\n    "server": "0.0.0.0",\n    "server_port": 8388,\n    "password": "{t}",\n    "method": "chacha20-ietf-poly1305"\n}
trojan json ¦ a file read of a Trojan server config ¦ {p} ¦ /usr/local/etc/trojan/config.json\n{\n    "run_type": "server",\n    "local_port": 443,\n    "remote_addr": "127.0.0.1",\n    "remote_port": 80,\n    "password": [\n        "{t}"\n    ]\n}
pjsip conf ¦ grep of Asterisk's pjsip.conf for an auth section ¦ {p} ¦ $ grep -A4 '^\[trunk-auth\]' /etc/asterisk/pjsip.conf\n[trunk-auth]\ntype=auth\nauth_type=userpass\nusername=4412881\npassword={t}
seafile ccnet ¦ a file read of Seafile's ccnet.conf ¦ {p} ¦ conf/ccnet.conf\n[General]\nSERVICE_URL = https://files.acme.io\n\n[Database]\nENGINE = mysql\nHOST = 127.0.0.1\nUSER = seafile\nPASSWD = {t}\nDB = ccnet_db
wikijs config ¦ a file read of Wiki.js config.yml ¦ {u28} ¦ config.yml\nport: 3000\ndb:\n  type: postgres\n  host: db\n  port: 5432\n  user: wikijs\n  pass: {t}\n  db: wiki
pixelfed app key ¦ grep of a Pixelfed .env for APP_KEY ¦ base64:{b32}= ¦ $ grep ^APP_ /srv/pixelfed/.env\nAPP_NAME="Acme Photos"\nAPP_ENV=production\nAPP_KEY={t}\nAPP_URL=https://photos.acme.io
lemmy hjson ¦ a file read of lemmy.hjson with the pict-rs API key ¦ {A40} ¦ lemmy.hjson\n{\n  hostname: "lemmy.acme.io"\n  pictrs: {\n    url: "http://pictrs:8080/"\n    api_key: "{t}"\n  }\n}
zulip secrets ¦ sudo cat of /etc/zulip/zulip-secrets.conf (one value) ¦ {A44} ¦ $ sudo grep rabbitmq /etc/zulip/zulip-secrets.conf\nrabbitmq_password = {t}
tooljet lockbox ¦ grep of a ToolJet .env for LOCKBOX_MASTER_KEY (64 hex) ¦ {h64} ¦ $ grep -E '^(LOCKBOX_MASTER_KEY|TOOLJET_HOST)=' tooljet/.env\nTOOLJET_HOST=https://apps.acme.io\nLOCKBOX_MASTER_KEY={t}
proxysql admin ¦ grep of proxysql.cnf for admin_credentials ¦ {p} ¦ $ grep admin_credentials /etc/proxysql.cnf\n    admin_credentials="admin:admin;radmin:{t}"
pcs stonith ¦ pcs stonith config printing a fence device's attributes ¦ {p} ¦ $ sudo pcs stonith config fence-node1\nResource: fence-node1 (class=stonith type=fence_ipmilan)\n  Attributes: fence-node1-instance_attributes\n    ip=10.0.9.11\n    lanplus=1\n    password={t}\n    username=fence\n  Operations:\n    monitor: fence-node1-monitor-interval-60s
ugrep search ¦ ugrep -rn across a repository (file:line:text) ¦ {u36} ¦ $ ugrep -rn --ignore-files 'SLACK_SIGNING' .\ninfra/ansible/roles/bot/templates/bot.env.j2:4:SLACK_SIGNING_SECRET={{ vault_slack_signing_secret }}\nlegacy/bot/.env.prod:4:SLACK_SIGNING_SECRET={t}
colordiff escapes ¦ diff -u | colordiff captured from a terminal (ANSI colour escapes kept) ¦ {p} ¦ $ diff -u deploy/ldap.conf.orig deploy/ldap.conf | colordiff\n\x1b[0;36m@@ -3,2 +3,2 @@\x1b[0;0m\n\x1b[0;31m-bind_password =\x1b[0;0m\n\x1b[0;32m+bind_password = {t}\x1b[0;0m
pijul diff ¦ pijul diff of a config change (approximate layout) ¦ {A32} ¦ $ pijul diff\nmessage = ''\ntimestamp = '2026-12-05T19:58:02Z'\n\n# Hunks\n\n1. Edit in "config/hooks.toml":3 2.118 "UTF-8"\n  up 2.140, new 0:58, down 2.140\n- secret = ""\n+ secret = "{t}"
discourse api key ¦ an HTTP tool response of Discourse's POST /admin/api/keys ¦ {h64} ¦ POST https://forum.acme.io/admin/api/keys\nstatus: 200\n{"key":{"id":14,"key":"{t}","truncated_key":"…","description":"agent sync","created_at":"2026-12-05T19:58:00.000Z"}}
zulip fetch api key ¦ an HTTP tool response of Zulip's /api/v1/fetch_api_key ¦ {A32} ¦ POST https://chat.acme.io/api/v1/fetch_api_key\n200 OK\n{"result":"success","msg":"","api_key":"{t}","email":"bot-ops@acme.io","user_id":88}
nextcloud app password ¦ an HTTP tool response of Nextcloud's getapppassword (OCS XML) ¦ {A72} ¦ GET https://cloud.acme.io/ocs/v2.php/core/getapppassword\nOCS-APIRequest: true\n200\n<?xml version="1.0"?>\n<ocs>\n <meta><status>ok</status><statuscode>200</statuscode></meta>\n <data><apppassword>{t}</apppassword></data>\n</ocs>
peertube users token ¦ an HTTP tool response of PeerTube's /api/v1/users/token ¦ {h40} ¦ POST https://video.acme.io/api/v1/users/token\n200 OK\n{"token_type":"Bearer","access_token":"{t}","refresh_token":"e9c4a2b1d0f38765a4c3b2a190f8e7d6c5b4a392","expires_in":86399,"refresh_token_expires_in":1209599}
paperless api token ¦ an HTTP tool response of Paperless-ngx's /api/token/ ¦ {h40} ¦ POST https://docs.acme.home/api/token/\nHTTP 200\n{"token":"{t}"}
immich api key ¦ an HTTP tool response of Immich's POST /api/api-keys ¦ {A43} ¦ POST https://photos.acme.home/api/api-keys\n201 Created\n{"apiKey":{"id":"6a1e2f3d-4c5b-4a69-8788-99aabbccddee","name":"agent","createdAt":"2026-12-05T19:59:00.000Z","permissions":["all"]},"secret":"{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    scenarios = SCENARIOS.strip().splitlines()
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    cases = [
        *v.table("agent", "\n".join(scenarios)),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="note"),
    ]
    cases += _by_code(v)
    # ``\t`` is the tab some configs indent with; ``\x1b`` is the escape colordiff prints.
    return [
        dataclasses.replace(case, text=case.text.replace("\\t", "\t").replace("\\x1b", "\x1b"))
        for case in cases
    ]


# The characters WordPress's secret-key service draws salts from.
_WP_SALT = ALNUM + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"


def _by_code(v: Values) -> list[Case]:
    """Cases whose values need more than a table slot: WordPress salts (symbols and spaces),
    Strapi's four comma-separated keys, a Home Assistant long-lived token (a JWT)."""
    out = []
    salts = [v.gen(_WP_SALT, 64) for _ in range(2)]
    out.append(
        Case(
            "agent: s1 wp config list",
            "scenario 1 step 3: Copilot agent mode run_in_terminal, wp config list (a table "
            "with the salts)",
            'run_in_terminal {"command": "wp config list --fields=name,value --path=/var/www/'
            'shop", "isBackground": false}\nOutput:\n+------------------+-----------------------'
            f"-----------+\n| name             | value                            |\n+------------"
            f"------+----------------------------------+\n| DB_NAME          | shop           "
            f"                  |\n| AUTH_KEY         | {salts[0]} |\n| SECURE_AUTH_KEY  | "
            f"{salts[1]} |\n| WP_DEBUG         | false                            |",
            salts[0],
        )
    )
    keys = ",".join(base64.b64encode(bytes(v.r.randrange(256) for _ in range(16))).decode()
                    for _ in range(4))  # fmt: skip
    out.append(
        Case(
            "agent: strapi app keys",
            "grep of a Strapi .env for APP_KEYS (four base64 keys joined by commas)",
            f"$ grep -E '^(APP_KEYS|HOST|PORT)=' cms/.env\nHOST=0.0.0.0\nPORT=1337\n"
            f"APP_KEYS={keys}",
            keys,
            raises="keyerror",
        )
    )
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    claims = base64.urlsafe_b64encode(
        ('{"iss":"' + v.gen(string.hexdigits[:16], 32) + '","iat":1796500000,"exp":2111860000}')
        .encode()
    ).decode().rstrip("=")  # fmt: skip
    signature = v.gen(ALNUM + "-_", 43)
    jwt = f"{header}.{claims}.{signature}"
    out.append(
        Case(
            "agent: home assistant long lived",
            "a tool's websocket exchange with Home Assistant, auth/long_lived_access_token",
            '> {"id": 7, "type": "auth/long_lived_access_token", "client_name": "agent", '
            f'"lifespan": 3650}}\n< {{"id": 7, "type": "result", "success": true, "result": '
            f'"{jwt}"}}',
            signature,
            raises="cause",
        )
    )
    return out
