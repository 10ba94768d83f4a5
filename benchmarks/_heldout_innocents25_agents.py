"""Innocent set 25: coding-agent output with no secret, public ids beside credential words,
set 25's languages and public ids of set 25's vendors.

``AGENT``: the tool shapes set 25's secrets used, holding nothing secret: GitHub Copilot
agent mode's ``run_in_terminal`` with WP-CLI listings of ordinary options, Crush's ``view``
and ``bash`` of Synapse and coturn settings that name secrets without values, opencode's
``read`` and ``bash``, Augment's ``launch-process`` with ``<return-code>`` blocks, Qwen Code's
``read_many_files`` and ``search_file_content``, Claude Code's ``Bash`` (``⏺``/``⎿``),
``ugrep`` hits on names, ``colordiff`` and ``pijul diff`` of ordinary settings, ``pcs``
status, and HTTP tool responses of self-hosted servers listing keys by id and prefix only.
``PUBLIC``: values public by design beside credential words (SSH and age public keys, PGP
fingerprints and key ids, WebAuthn credential ids, JWKS ``kid`` and ``x``, TLS SPKI pins,
Sigstore log indexes, Nostr ``npub`` keys, WireGuard public keys, DKIM ``p=`` records,
publishable keys, commit, build and trace ids, image digests). ``WORLD``: set 25's words for
recovery codes, passphrases and passwords next to counts, dates and policies, holding no
value. ``VENDOR_IDS``: public ids of set 25's vendors (store, location, merchant, account and
app ids). None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦run_in_terminal {"command": "wp option get blogname"}⟧\nOutput:\n⟦Acme Outdoor Shop⟧
agent: ⟦run_in_terminal {"command": "wp plugin list --status=active --format=count"}⟧\nOutput:\n⟦14⟧
agent: ⟦run_in_terminal {"command": "wp config has DB_PASSWORD"}⟧\nOutput:\n⟦(exit code 0: the constant is defined)⟧
agent: ⟦view /etc/matrix-synapse/homeserver.yaml (offset 30, limit 3)⟧\n⟦    31|enable_registration: false⟧\n⟦    32|registration_shared_secret_path: /etc/matrix-synapse/reg.secret⟧
agent: ⟦bash {"command": "stat -c '%a %U' /etc/matrix-synapse/reg.secret"}⟧\n⟦600 matrix-synapse⟧
agent: ⟦view /etc/turnserver.conf⟧\n⟦     1|listening-port=3478⟧\n⟦     2|realm=turn.acme.chat⟧\n⟦     3|total-quota=100⟧
agent: ⟦read /var/www/roundcube/config/config.inc.php⟧\n⟦00012| $config['smtp_host'] = 'tls://mail.acme.io';⟧\n⟦00013| $config['product_name'] = 'Acme Mail';⟧
agent: ⟦bash {"command": "rspamadm configtest"}⟧\n⟦syntax OK⟧
agent: ⟦bash {"command": "pdnsutil list-all-zones | wc -l"}⟧\n⟦41⟧
agent: ⟦launch-process {"command": "patronictl list"}⟧\n⟦<return-code>0</return-code>⟧\n⟦| pg-1 | 10.0.7.11 | Leader  | running | 14 |⟧
agent: ⟦launch-process {"command": "maxctrl list servers"}⟧\n⟦<return-code>0</return-code>⟧\n⟦db1 | 10.0.7.21 | 3306 | 412 | Master, Synced, Running⟧
agent: ⟦launch-process {"command": "mysql -e \"SHOW STATUS LIKE 'wsrep_cluster_size'\""}⟧\n⟦wsrep_cluster_size	3⟧
agent: ⟦read_many_files {"paths": ["docker-compose.env"]}⟧\n⟦--- docker-compose.env ---⟧\n⟦PAPERLESS_TIME_ZONE=Europe/Berlin⟧\n⟦PAPERLESS_OCR_LANGUAGE=deu+eng⟧
agent: ⟦search_file_content {"pattern": "CMD_SESSION_SECRET"}⟧\n⟦Found 1 match⟧\n⟦L18: - CMD_SESSION_SECRET=${HEDGEDOC_SESSION_SECRET}⟧
agent: ⟦run_shell_command {"command": "docker compose ps --format '{{.Name}} {{.Status}}'"}⟧\n⟦redash-server-1 Up 3 days⟧\n⟦Exit Code: 0⟧
agent: ⟦⏺ Bash(curl -s http://printer.local:7125/printer/info)⟧\n⟦  ⎿  {"result": {"state": "ready", "hostname": "voron"}}⟧
agent: ⟦⏺ Bash(grep -c credentialSecret ~/.node-red/settings.js)⟧\n⟦  ⎿  1⟧ (⟦a count⟧)
agent: ⟦⏺ Bash(systemctl is-active plexmediaserver)⟧\n⟦  ⎿  active⟧
agent: ⟦$ ugrep -rn --ignore-files 'SLACK_SIGNING' .⟧\n⟦infra/ansible/roles/bot/templates/bot.env.j2:4:SLACK_SIGNING_SECRET={{ vault_slack_signing_secret }}⟧
agent: ⟦$ diff -u app.conf.orig app.conf | colordiff⟧\n⟦-workers = 2⟧\n⟦+workers = 4⟧
agent: ⟦$ pijul diff⟧\n⟦1. Edit in "config/hooks.toml":3⟧\n⟦- timeout = 10⟧\n⟦+ timeout = 30⟧
agent: ⟦$ sudo pcs status⟧\n⟦2 nodes configured⟧\n⟦fence-node1 (stonith:fence_ipmilan): Started node2⟧
agent: ⟦GET https://forum.acme.io/admin/api/keys⟧\n⟦{"keys":[{"id":14,"truncated_key":"a3f9","description":"agent sync"}]}⟧
agent: ⟦GET https://photos.acme.home/api/api-keys⟧\n⟦[{"id":"«uuid»","name":"agent","permissions":["all"]}]⟧ (⟦no secret in listings⟧)
agent: ⟦GET https://cloud.acme.io/ocs/v2.php/core/apppassword⟧\n⟦<statuscode>403</statuscode>⟧ (⟦app passwords cannot be created with an app password⟧)
agent: ⟦$ git log -L3,3:mail.ini --format=%h⟧\n⟦«h7»⟧\n⟦+password = ${SMTP_PASSWORD}⟧
agent: ⟦$ make -n push⟧\n⟦docker login registry.acme.io -u ci --password-stdin < /run/secrets/registry_token⟧
agent: ⟦$ dotenv list --format=json | jq 'keys | length'⟧\n⟦14⟧
agent: ⟦$ python manage.py shell -c "from django.conf import settings; print(settings.DATABASES['default']['HOST'])"⟧\n⟦pg-1⟧
agent: ⟦$ openssl rand -hex 4⟧\n⟦«h8»⟧ (⟦a nonce for a cache-busting query, not a secret⟧)
"""

PUBLIC = r"""
ssh: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ (⟦public key, safe to share⟧)
ssh: ⟦SHA256:«b64_43»⟧ ⟦ED25519 key fingerprint for pilot-boat-gw⟧
age: ⟦recipient age1«l58»⟧ ⟦(public)⟧ ⟦used by sops for secrets/prod.yaml⟧
pgp: ⟦fingerprint «H40»⟧ ⟦key id «H16»⟧ ⟦expires 2028-01-01⟧
webauthn: ⟦credential id «b64_43»⟧ ⟦aaguid «uuid»⟧ ⟦sign count 412⟧
jwks: ⟦kid «A24»⟧ ⟦kty OKP⟧ ⟦crv Ed25519⟧ ⟦x «b64_43»⟧ (⟦public JWK⟧)
tls: ⟦pin-sha256="«b64_43»="⟧ ⟦SPKI pin for api.acme.io⟧
sigstore: ⟦rekor log index «d9»⟧ ⟦entry uuid «h64»⟧ ⟦verified⟧
nostr: ⟦npub1«l58»⟧ ⟦relay wss://relay.acme.chat⟧ (⟦public key⟧)
wireguard: ⟦peer public key «b64_43»=⟧ ⟦allowed ips 10.8.0.4/32⟧ ⟦handshake 41 s ago⟧
dkim: ⟦selector s2026._domainkey.acme.io⟧ ⟦v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_43»⟧
stripe-like: ⟦publishable key pk_live_«A24»⟧ ⟦(safe in the browser)⟧
git: ⟦commit «h40»⟧ ⟦signed with ssh key SHA256:«b64_43»⟧ ⟦Good signature⟧
build: ⟦build «d6»⟧ ⟦image digest sha256:«h64»⟧ ⟦pushed⟧
trace: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦POST /ingest 202⟧
ldap: ⟦entryUUID «uuid»⟧ ⟦dn cn=svc-backup,ou=services,dc=acme,dc=io⟧ ⟦pwdChangedTime 20261130⟧
kubernetes: ⟦secret orders-db⟧ ⟦uid «uuid»⟧ ⟦resourceVersion «d7»⟧
mongodb: ⟦replica set rs0⟧ ⟦electionId «h24»⟧ ⟦primary mongo1.acme.internal:27017⟧
vault: ⟦accessor «A24»⟧ ⟦(a token accessor, not a token)⟧ ⟦policies default, ci⟧
oauth: ⟦client_id «l20»⟧ ⟦redirect_uri https://app.acme.io/callback⟧ ⟦public client⟧
webhook: ⟦webhook id «uuid»⟧ ⟦signature header X-Hub-Signature-256⟧ ⟦deliveries 412⟧
apns: ⟦key id «U10»⟧ ⟦team id «U10»⟧ (⟦ids only; the .p8 stays in the vault⟧)
kms: ⟦key arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ ⟦alias alias/orders⟧
sso: ⟦SAML certificate fingerprint «H40»⟧ ⟦valid until 2029-03-01⟧
tor: ⟦onion address «l56».onion⟧ ⟦(public)⟧
"""

WORLD = r"""
de: ⟦Wiederherstellungscodes: 6 von 10 übrig⟧ ⟦zuletzt verwendet am 30.11.2026⟧
fr: ⟦codes de récupération restants : 4⟧ ⟦régénérés le 01/12/2026⟧
es: ⟦códigos de recuperación generados: 10⟧ ⟦ninguno usado⟧
pl: ⟦kod odzyskiwania: ustawiony⟧ ⟦ostatnia zmiana 2026-11-02⟧
sv: ⟦återställningskod använd⟧ ⟦konto anna@acme.se⟧ ⟦2026-12-05 09:12⟧
tr: ⟦kurtarma kodu sayısı: 8⟧ ⟦iki adımlı doğrulama açık⟧
ru: ⟦код восстановления: не задан⟧ ⟦двухфакторная аутентификация выключена⟧
ja: ⟦回復コード: 残り 7 個⟧ ⟦最終使用 2026-11-28⟧
ar: ⟦رمز الاسترداد: مُفعَّل⟧ ⟦عدد الأجهزة 2⟧
he: ⟦קודי שחזור שנותרו: 5⟧ ⟦אימות דו-שלבי פעיל⟧
el: ⟦φράση πρόσβασης: ορισμένη⟧ ⟦ελάχιστο 5 λέξεις⟧
ko: ⟦암호 문구 최소 단어 수: 6⟧ ⟦변경 주기 없음⟧
zh: ⟦密码短语：已设置⟧ ⟦钱包数量 3⟧
th: ⟦วลีรหัสผ่าน: ตั้งค่าแล้ว⟧ ⟦ความยาวขั้นต่ำ 20 ตัวอักษร⟧
ka: ⟦საიდუმლო ფრაზა: დაყენებულია⟧ ⟦ბოლო ცვლილება 2026-10-14⟧
quc: ⟦ewan tzij: k'o⟧ ⟦3 mul xsach⟧ (⟦account admin⟧)
tw: ⟦kokoam asɛmfua: wɔde asi hɔ⟧ ⟦da 90⟧
rn: ⟦ijambo ry'ibanga: ryahinduwe⟧ ⟦2026-12-01⟧
ab: ⟦амаӡа ажәа: ықәыргылоуп⟧ ⟦2026-11-20⟧
yi: ⟦פּאַראָל: געשטעלט⟧ ⟦לעצטע ענדערונג 2026-11-02⟧
"""

VENDOR_IDS = r"""
yotpo: ⟦app key «A40»⟧ ⟦(the store id, public in the widget)⟧
judge.me: ⟦shop_domain acme-outdoor.myshopify.com⟧ ⟦public token «A20»⟧ (⟦for the widget⟧)
stamped: ⟦pubkey-«A24»⟧ ⟦store hash «d5»⟧ (⟦public key⟧)
bazaarvoice: ⟦client acme-outdoor⟧ ⟦deployment zone main_site⟧ ⟦locale en_GB⟧
7shifts: ⟦company_guid «uuid»⟧ ⟦location «d6»⟧
deputy: ⟦install acme.na.deputy.com⟧ ⟦employee «d5»⟧ ⟦roster «d7»⟧
servicetitan: ⟦tenant «d9»⟧ ⟦app key id ak1.«l16»⟧ (⟦an app id, not the client secret⟧)
oanda: ⟦account 101-004-«d7»-001⟧ ⟦(an account id)⟧ ⟦practice⟧
mews: ⟦enterprise «uuid»⟧ ⟦service «uuid»⟧ ⟦reservation R-«d5»⟧
zenoti: ⟦center «uuid»⟧ ⟦appointment «d8»⟧
payrix: ⟦merchant t1_mer_«h24»⟧ ⟦entity t1_ent_«h24»⟧
ideal-postcodes: ⟦UDPRN «d8»⟧ ⟦UPRN «d12»⟧ ⟦postcode SW1A 2AA⟧
"""
