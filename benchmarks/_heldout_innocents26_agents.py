"""Innocent set 26: coding-agent output with no secret, public ids beside credential words,
set 26's languages and public ids of set 26's vendors.

``AGENT``: the tool shapes set 26's secrets used, holding nothing secret: Windsurf Cascade's
"Ran terminal command" with ``etcdctl``, ``kubectl get cm`` and ``dyff`` of ordinary
settings, Kiro's ``executeBash`` and ``fsRead``, JetBrains Junie's search and terminal steps,
Devin's shell with ``sift`` and ``icdiff``, gptme's ``shell`` and ``ipython`` blocks, Goose's
``developer__text_editor`` views, Warp, Plandex and Cody blocks, ``rg --vimgrep``, ``ag
-C``, ``git grep --heading``, ``wdiff`` and plain ``diff`` of ordinary settings, and HTTP tool
responses listing tokens by id and prefix only. ``PUBLIC``: values public by design beside
credential words (SSH, age and minisign public keys, PGP fingerprints, JWKS ``kid`` and
``n``, certificate serials and SPKI pins, DNSSEC DS digests, TSIG key names, WireGuard
public keys, publishable and client-side SDK keys, commit, build, trace and span ids, image
digests). ``WORLD``: set 26's words for PINs, recovery codes, tokens, passphrases and
passwords next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 26's vendors (project, account, site, map, campaign and service ids). None holds a
secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Ran terminal command⟧\n⟦~/src/payments $ etcdctl get /config/payments/log_level --print-value-only⟧\n⟦info⟧\n\n⟦Exit Code 0⟧
agent: ⟦Ran terminal command⟧\n⟦~/src/payments $ kubectl -n payments get cm payments-config -o jsonpath='{.data.LEDGER_DB_HOST}'⟧\n⟦pg-ledger.payments.svc⟧\n\n⟦Exit Code 0⟧
agent: ⟦Ran terminal command⟧\n⟦$ dyff between rendered/old.yaml rendered/new.yaml⟧\n⟦spec.replicas⟧\n⟦  ± value change⟧\n⟦    - 2⟧\n⟦    + 4⟧
agent: ⟦executeBash {"command": "lpass ls Shared-Ops | wc -l"}⟧\n⟦Output:⟧\n⟦17⟧\n⟦Exit code: 0⟧
agent: ⟦fsRead {"path": "/var/lib/iwd/Acme-Office.psk"}⟧\n⟦[Settings]⟧\n⟦AutoConnect=true⟧ (⟦the [Security] section was not shown⟧)
agent: ⟦executeBash {"command": "systemctl is-failed kopia-snapshot.service"}⟧\n⟦Output:⟧\n⟦failed⟧
agent: ⟦Searching project for "mail.password"⟧\n⟦  src/main/resources/application-dev.yml:14   spring.mail.password: ${MAIL_PASSWORD:}⟧\n⟦1 result in 1 file⟧
agent: ⟦Terminal: mvn -q help:evaluate -Dexpression=project.version -DforceStdout⟧\n⟦2.4.1-SNAPSHOT⟧
agent: ⟦ubuntu@devin-box:~/repo$ sift -n 'INTERNAL_TOKEN_URI' deploy/⟧\n⟦deploy/gitea/app.ini:32:INTERNAL_TOKEN_URI = file:/etc/gitea/internal_token⟧
agent: ⟦ubuntu@devin-box:~/repo$ icdiff --no-headers .env.example .env⟧\n⟦DRONE_RUNNER_CAPACITY=2      DRONE_RUNNER_CAPACITY=4⟧
agent: ⟦```shell⟧\n⟦git stash list⟧\n⟦```⟧\n⟦stash@{0}: WIP on main: «h7» bump harbor chart to 1.16.2⟧
agent: ⟦```ipython⟧\n⟦len(os.environ["MINIO_ROOT_PASSWORD"])⟧\n⟦```⟧\n⟦Result: 64⟧ (⟦a length only⟧)
agent: ⟦─── text_editor | developer ──────────────────────────⟧\n⟦path: /etc/nut/ups.conf⟧\n⟦[rack-a]⟧\n⟦    driver = usbhid-ups⟧\n⟦    port = auto⟧
agent: ⟦─── text_editor | developer ──────────────────────────⟧\n⟦path: /srv/nzbget/nzbget.conf⟧\n⟦ControlPort=6789⟧\n⟦ControlUsername=nzbget⟧
agent: ⟦❯ grep -n WebUI\\Port ~/.config/qBittorrent/qBittorrent.conf⟧\n⟦43:WebUI\Port=8081⟧
agent: ⟦🚀 Executing: systemctl status minio --no-pager | head -3⟧\n⟦● minio.service - MinIO⟧\n⟦     Active: active (running) since Sat 2026-12-05 20:01:11 UTC⟧
agent: ⟦Terminal output (grep -n hostname harbor.yml):⟧\n⟦5:hostname: registry.acme.io⟧
agent: ⟦$ rg --vimgrep 'SENDGRID_API_KEY' docs/⟧\n⟦docs/mail.md:8:5:Set SENDGRID_API_KEY in .env (see 1Password).⟧
agent: ⟦$ ag -C1 'ingest_endpoint' services/⟧\n⟦services/collector/config.toml⟧\n⟦13:endpoint = "https://logs.acme.io"⟧
agent: ⟦$ git grep --heading --break -n 'smtp_port'⟧\n⟦ansible/group_vars/mail.yml⟧\n⟦3:smtp_port: 587⟧
agent: ⟦$ wdiff telegraf.conf.orig telegraf.conf⟧\n⟦  interval = [-"10s"-] {+"30s"+}⟧
agent: ⟦$ diff keepalived.conf.bak keepalived.conf⟧\n⟦9c9⟧\n⟦<     priority 100⟧\n⟦---⟧\n⟦>     priority 150⟧
agent: ⟦GET https://netbox.acme.io/api/users/tokens/⟧\n⟦{"count": 3, "results": [{"id": 41, "display": "agent", "key": "«h4»…", "write_enabled": false}]}⟧
agent: ⟦GET https://chat.acme.io/api/v4/users/tokens?page=0⟧\n⟦[{"id":"«l26»","user_id":"«l26»","description":"agent","is_active":true}]⟧ (⟦no token values in listings⟧)
agent: ⟦GET https://git.acme.io/api/v1/users/agent/tokens⟧\n⟦[{"id":12,"name":"agent-ci","token_last_eight":"«h8»","scopes":["write:repository"]}]⟧
agent: ⟦GET https://registry.acme.io/api/v2.0/robots?q=name%3Dci-push⟧\n⟦[{"id":9,"name":"robot$ci-push","disable":false,"expires_at":-1}]⟧
agent: ⟦GET https://sso.acme.io/admin/realms/acme/clients/«uuid»/client-secret⟧\n⟦403 Forbidden⟧ (⟦the agent's role cannot view secrets⟧)
agent: ⟦GET https://ntfy.acme.io/v1/account⟧\n⟦{"username":"agent","role":"user","tokens":[{"token":"tk_…«l4»","label":"ci"}]}⟧
agent: ⟦$ mc admin user svcacct ls local backup-bot⟧\n⟦Access Key: «U20»⟧\n⟦Expiration: no-expiry⟧ (⟦access key ids are not secret⟧)
agent: ⟦$ tsig-keygen -h⟧\n⟦Usage: tsig-keygen [-a alg] [keyname]⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@acme⟧ (⟦public key⟧)
public: ⟦age1«l58»⟧ is the ⟦recipient (public key)⟧ for ⟦backups.age⟧
public: ⟦minisign public key: RWQ«b64_53»⟧ ⟦(verify releases with minisign -V)⟧
public: ⟦PGP fingerprint «H4» «H4» «H4» «H4» «H4»  «H4» «H4» «H4» «H4» «H4»⟧ for ⟦release signing⟧
public: ⟦JWKS kid «l16»⟧, ⟦alg RS256⟧, ⟦use sig⟧ — ⟦n starts 0vx7agoebGcQSuu⟧
public: ⟦certificate serial «H32»⟧ ⟦not after 2027-03-01⟧ for ⟦*.acme.io⟧
public: ⟦SPKI pin sha256/«b64_43»=⟧ ⟦(backup pin for the next key)⟧
public: ⟦DS 41234 13 2 «H64»⟧ for ⟦acme.io.⟧ (⟦DNSSEC digest⟧)
public: ⟦TSIG key name ddns-update.⟧ ⟦algorithm hmac-sha256.⟧ — ⟦secret kept in /etc/bind/keys.d⟧
public: ⟦WireGuard peer public key «b64_43»=⟧ ⟦AllowedIPs 10.8.0.12/32⟧
public: ⟦DevCycle client SDK key dvc_client_«uuid»_«h7»⟧ ⟦(client-side, safe to ship)⟧
public: ⟦Mappedin API key mik_«A20»⟧ ⟦(public, paired with a server-side secret)⟧
public: ⟦Constructor.io API key key_«A16»⟧ ⟦(public index key; the token is separate)⟧
public: ⟦Klevu JS API key klevu-«d18»⟧ ⟦(storefront, public)⟧
public: ⟦HIGHLIGHT_PROJECT_ID=«l8»⟧ ⟦(the project id the browser SDK sends)⟧
public: ⟦commit «h40»⟧ ⟦signed, key id «H16»⟧ — ⟦Verified⟧
public: ⟦build «d6»⟧ ⟦artifact sha256:«h64»⟧ ⟦passed⟧
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ ⟦auth_ms=42⟧
public: ⟦image registry.acme.io/payments@sha256:«h64»⟧ ⟦(pull secret: regcred)⟧
public: ⟦request id «uuid»⟧ ⟦token validation failed⟧ (⟦see logs⟧)
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦(publishable, embedded in checkout.js)⟧
public: ⟦git-crypt key id «H16»⟧ ⟦(GPG user unlocked the repo)⟧
public: ⟦API key id «U10»⟧ ⟦last used 2026-12-05 22:14 UTC⟧ — ⟦secret not retrievable⟧
public: ⟦OIDC client_id «uuid»⟧ ⟦(public client, PKCE)⟧
public: ⟦Sigstore log index «d9»⟧ ⟦rekor entry «h64»⟧
"""

WORLD = r"""
world: ⟦PIN-код⟧ ⟦меняется каждые 90 дней⟧; ⟦последняя смена 2026-11-01⟧
world: ⟦κωδικός PIN⟧ ⟦6 ψηφία⟧ — ⟦3 προσπάθειες⟧
world: ⟦קוד PIN⟧ ⟦הוחלף ב-2026-12-01⟧ (⟦הקוד עצמו לא נשמר בפתק⟧)
world: ⟦รหัส PIN⟧ ⟦ต้องมี 6 หลัก⟧; ⟦เปลี่ยนทุก 3 เดือน⟧
world: ⟦PIN կոդ⟧ ⟦4-ից 8 թվանշան⟧
world: ⟦পুনরুদ্ধার কোড⟧ ⟦বাকি আছে 4টি⟧ (⟦মোট 10টি⟧)
world: ⟦აღდგენის კოდი⟧ ⟦გამოყენებულია 2026-11-30⟧; ⟦დარჩა 7⟧
world: ⟦የመልሶ ማግኛ ኮድ⟧ ⟦10 ኮዶች ተፈጥረዋል⟧
world: ⟦恢复码⟧ ⟦剩余 6 个⟧，⟦每个只能使用一次⟧
world: ⟦リカバリーキー⟧ ⟦は 28 文字⟧ — ⟦紙に保管⟧
world: ⟦인증 토큰⟧ ⟦유효 기간 1시간⟧; ⟦자동 갱신 켜짐⟧
world: ⟦mã khôi phục⟧ ⟦còn 5 mã⟧ (⟦tạo ngày 2026-10-02⟧)
world: ⟦kode pemulihan⟧ ⟦tersisa 8⟧ — ⟦simpan di tempat aman⟧
world: ⟦bərpa kodu⟧ ⟦10 ədəd⟧, ⟦2-si istifadə olunub⟧
world: ⟦herstelkode⟧ ⟦is 32 karakters⟧ (⟦gestoor in die kluis⟧)
world: ⟦गोप्य शब्द⟧ ⟦कम्तिमा ५ शब्द⟧ — ⟦नीति «d4»⟧
world: ⟦ishiwi lya nkama⟧ ⟦lyalyalyaluka pa 2026-11-20⟧ (⟦bem⟧)
world: ⟦bi̍t-bé⟧ ⟦tio̍h 12 jī⟧ — ⟦nan⟧
world: ⟦ta'akbil t'aan⟧ ⟦k'a'abéet 12 u túul⟧ (⟦yua⟧)
world: ⟦sikret wod⟧ ⟦mas garem 12 leta⟧ — ⟦pis⟧
world: ⟦paròla ëd passagi⟧ ⟦cambià ël 2026-11-28⟧ (⟦pms⟧)
world: ⟦гъайибаб рагӀи⟧ ⟦12 хӀарпалдаса⟧ — ⟦av⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Highlight project «l8»⟧ ⟦service checkout-api⟧
vendor-ids: ⟦Uptrace project 118⟧ ⟦(project id in the DSN path)⟧
vendor-ids: ⟦Nitrado service 11882311⟧ ⟦gameserver «d7»⟧
vendor-ids: ⟦Beamable cid 1338004997867618⟧ ⟦pid DE_1338004997867619⟧
vendor-ids: ⟦Mappedin map 66f2b1c0a4e5d7001f3c8a21⟧ ⟦venue acme-mall-east⟧
vendor-ids: ⟦CallRail account «d9»⟧ ⟦company «d3»⟧
vendor-ids: ⟦Doofinder hashid «h12»⟧ ⟦index product⟧
vendor-ids: ⟦The Trade Desk advertiser «l7»⟧ ⟦campaign «l7»⟧
vendor-ids: ⟦Outbrain marketer «h14»⟧ ⟦campaign «h6»⟧
vendor-ids: ⟦LearnWorlds Lw-Client «h24»⟧ ⟦(the school's public client id)⟧
vendor-ids: ⟦ChurchSuite account stmarksbristol⟧ ⟦application rota-sync⟧
vendor-ids: ⟦CourtListener docket «d8»⟧ ⟦court scotus⟧
vendor-ids: ⟦AgroMonitoring polygon «h24»⟧ ⟦area 412 ha⟧
"""
