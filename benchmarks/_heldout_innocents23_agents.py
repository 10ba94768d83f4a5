"""Innocent set 23: coding-agent output with no secret, public ids beside credential words,
set 23's languages and public ids of set 23's vendors.

``AGENT``: the tool shapes set 23's secrets used, holding nothing secret: ``text_editor``
views of sample configs with variable references or empty values, ``grep_search`` and
``codebase_search`` hits on names only, an MCP fetch of a page that only names variables,
``browser_snapshot`` trees with masked fields, ``git config --get`` of a plain URL, ``jj``,
``hg`` and Sapling diffs of ordinary settings, ``export -p`` of non-secret variables, ``sst
secret list`` and ``podman secret ls`` (names only), ``flux get`` with a plain URL, expvar
counters, ``phpinfo`` lines with ``no value``, configprops with Spring's ``******``, REPL
output of ids, ``git var -l`` of ordinary config, sqlite3 rows of settings, build and trace
ids. ``PUBLIC``: values public by design beside credential words (key IDs, JWKS ``kid``, SSH
and PGP fingerprints, certificate serials and SHA-256 fingerprints, ``age`` and WireGuard
public keys, minisign and signify public keys, Sigstore log indexes, SLSA digests, Docker
image digests, git object ids, SPKI pins, OAuth client ids, publishable keys, site keys,
DSNs' public keys, build, trace and span ids, idempotency keys, ETags). ``WORLD``: set 23's
languages' credential words next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 23's vendors (site ids, app ids, space ids, public keys).
None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Here's the result of running `cat -n` on /repo/deploy/docker-compose.yml:⟧\n⟦     5	      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root⟧ (⟦a file reference⟧)
agent: ⟦$ git config --get remote.origin.url⟧\n⟦git@bitbucket.org:acme/shop.git⟧
agent: ⟦$ hg diff settings.ini⟧\n⟦-timeout = 30⟧\n⟦+timeout = 45⟧
agent: ⟦Found 2 matches for "PAYSTACK_SECRET_KEY" in 2 files:⟧ ⟦src/payments/client.ts:L8: requireEnv("PAYSTACK_SECRET_KEY")⟧ ⟦.env.example:L3: PAYSTACK_SECRET_KEY=⟧
agent: ⟦$ jj diff --git⟧ ⟦-const RETRIES = 3;⟧ ⟦+const RETRIES = 5;⟧ (⟦src/payments/client.ts⟧)
agent: ⟦$ jj show @-⟧ ⟦Change ID: kxqvmnrsptwylzou⟧ ⟦payments: read webhook secret from env⟧
agent: ⟦Contents of https://wiki.acme.internal/ops/onboarding:⟧ ⟦Tokens live in 1Password, vault "Staging"; never paste them here.⟧
agent: ⟦Command: curl -s https://gw.staging.acme.io/healthz⟧ ⟦Exit code: 0⟧ ⟦{"status":"ok","version":"2026.12.1"}⟧
agent: ⟦{"url": "https://gw.staging.acme.io/internal/config", "status": 200⟧, ⟦"jwt": {"issuer": "gw", "alg": "RS256", "jwks_uri": "/.well-known/jwks.json"}}⟧
agent: ⟦<search_result path="config/initializers/mailgun.rb">⟧ ⟦api_key: ENV.fetch("MAILGUN_API_KEY")⟧
agent: ⟦shop(prod)> Rails.application.credentials.keys⟧\n⟦=> [:aws, :stripe, :secret_key_base]⟧ (⟦names only⟧)
agent: ⟦$ sl diff config/puma.rb⟧ ⟦-workers 2⟧ ⟦+workers 4⟧
agent: ⟦│    password: "{{ vault_replicator_password }}"⟧ (⟦search_files, a template variable⟧)
agent: ⟦$ export -p | grep PG⟧\n⟦declare -x PGHOST="db-1.acme.internal"⟧\n⟦declare -x PGPORT="5432"⟧
agent: ⟦12--14 | class ShipEngineClient:⟧ ⟦15--15 |     API_KEY = os.environ["SHIPENGINE_API_KEY"]⟧
agent: ⟦Task(Find hardcoded credentials in src/integrations)⟧ ⟦Done (9 tool uses · 12.8k tokens · 37s)⟧ ⟦None found⟧
agent: ⟦☐ Rotate the ShipEngine key in the dashboard⟧ ⟦☒ Move the key to SHIPENGINE_API_KEY⟧ (⟦todo_write⟧)
agent: ⟦- textbox "Signing secret" [ref=e14]: ••••••••⟧ ⟦- button "Reveal" [ref=e15]⟧
agent: ⟦mcp__postgres__query result:⟧ ⟦[{"id": 3, "provider": "svix", "secret_last4": "9f2a", "rotated_at": "2026-10-02"}]⟧
agent: ⟦$ kubectl logs -n hooks deploy/dispatcher --tail=2⟧ ⟦INFO starting dispatcher v3.2.0⟧ ⟦INFO connected to redis://redis-hooks:6379/0⟧
agent: ⟦$ podman secret ls⟧\n⟦ID                         NAME          DRIVER⟧\n⟦«l25»  ldap_bind_pw  file⟧
agent: ⟦$ pgrep -a ldapsearch⟧\n⟦48213 ldapsearch -x -H ldaps://ldap.acme.io -y /run/secrets/ldap_pw -b dc=acme,dc=io⟧ (⟦password from a file⟧)
agent: ⟦$ flux get sources git -A⟧ ⟦flux-system infra main@sha1:«h8» False True stored artifact for revision 'main@sha1:«h40»'⟧
agent: ⟦$ npx sst secret list --stage prod⟧ ⟦StripeSecret⟧ ⟦SiteUrl⟧ (⟦names only⟧)
agent: ⟦$ curl -s localhost:6060/debug/vars | jq .cmdline⟧ ⟦["/app/ingest","-listen=:8080","-bucket=raw-events"]⟧
agent: ⟦DB_PASSWORD => no value⟧ ⟦REDIS_PASSWORD => no value⟧ (⟦phpinfo, unset⟧)
agent: ⟦"password":"******"⟧ ⟦"username":"orders"⟧ (⟦/actuator/configprops, sanitized⟧)
agent: ⟦jshell> var retries = 3⟧\n⟦retries ==> 3⟧
agent: ⟦ghci> cfg⟧\n⟦AppConfig {dbHost = "pg-1", dbUser = "app", dbPasswordFile = "/run/secrets/db", dbPool = 10}⟧
agent: ⟦$ git var -l | grep ^user⟧\n⟦user.name=dev⟧\n⟦user.email=dev@acme.io⟧
agent: ⟦[{"host":"smtp.acme.io","user":"alerts","port":587}]⟧ (⟦sqlite3 .mode json⟧)
agent: ⟦| host | user | password_set |⟧ ⟦| smtp.acme.io | alerts | 1 |⟧ (⟦sqlite3 .mode markdown⟧)
agent: ⟦Deploy-Token-Id: dtk_«l12»⟧ (⟦git interpret-trailers, an id⟧)
agent: ⟦build «d7»⟧ ⟦trace «h32»⟧ ⟦span «h16»⟧ ⟦passed in 4m12s⟧
agent: ⟦$ sort -u .env.example⟧\n⟦APP_URL=https://acme.io⟧\n⟦SENDGRID_API_KEY=⟧
agent: ⟦<file path="wp-config.php" lines="20-23">⟧ ⟦define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );⟧
"""

PUBLIC = r"""
public: ⟦key ID «H16»⟧ ⟦(PGP, signing subkey)⟧ ⟦expires 2028-01-01⟧
public: ⟦"kid": "«h16»"⟧ ⟦"alg": "RS256"⟧ ⟦"use": "sig"⟧ (⟦JWKS, public⟧)
public: ⟦SHA256:«b64_43»⟧ ⟦dev@acme.io (ED25519)⟧ (⟦SSH key fingerprint⟧)
public: ⟦serial «H32»⟧ ⟦issuer R11⟧ ⟦not after 2027-02-28⟧
public: ⟦SHA-256 fingerprint «H64»⟧ (⟦certificate, public⟧)
public: ⟦age1«l58»⟧ (⟦age recipient, a public key⟧)
public: ⟦PublicKey = «b64_43»=⟧ ⟦Endpoint = vpn.acme.io:51820⟧ (⟦WireGuard peer⟧)
public: ⟦untrusted comment: minisign public key «H16»⟧ ⟦RWQ«b64_53»⟧
public: ⟦Rekor log index «d9»⟧ ⟦integrated 2026-12-05T16:12:44Z⟧
public: ⟦subject digest sha256:«h64»⟧ (⟦SLSA provenance⟧)
public: ⟦image registry.acme.io/shop/api@sha256:«h64»⟧ ⟦pushed⟧
public: ⟦commit «h40»⟧ ⟦tree «h40»⟧ ⟦parent «h40»⟧
public: ⟦pin-sha256="«b64_43»="⟧ (⟦SPKI pin, public⟧)
public: ⟦client_id «d12»-«l32».apps.googleusercontent.com⟧ (⟦OAuth client id, public⟧)
public: ⟦publishable key pk_live_«A24»⟧ (⟦shown in the browser by design⟧)
public: ⟦sitekey 0x4AAAAAAA«A14»⟧ (⟦Turnstile site key, public⟧)
public: ⟦DSN public key «h32»⟧ ⟦project 4412⟧ (⟦Sentry DSN key, public⟧)
public: ⟦Idempotency-Key: «uuid»⟧ ⟦replayed: false⟧
public: ⟦ETag: "«h32»"⟧ ⟦304 Not Modified⟧
public: ⟦X-Request-Id: «uuid»⟧ ⟦took 212 ms⟧
public: ⟦traceparent: 00-«h32»-«h16»-01⟧
public: ⟦build id «U12»⟧ ⟦runner «l8»⟧ ⟦cache hit 91%⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ (⟦lockfile, public⟧)
public: ⟦access key id AKIA«U16»⟧ ⟦last used 2026-12-04⟧ (⟦id only, no secret⟧)
public: ⟦token id «uuid»⟧ ⟦name ci-deploy⟧ ⟦last used 3 h ago⟧ (⟦the token itself is not shown⟧)
public: ⟦API key prefix sk_live_…«A4»⟧ ⟦created 2026-09-14⟧ (⟦last four only⟧)
public: ⟦webhook id we_«A24»⟧ ⟦3 events failing⟧
public: ⟦GPG signature: Good signature from "Release Bot"⟧ ⟦Primary key fingerprint: «H40»⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» deploy@ci⟧ (⟦public key⟧)
public: ⟦DKIM selector s1, p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ (⟦public key record⟧)
"""

WORLD = r"""
hsb: ⟦Hesło dyrbi 14 znamješkow měć⟧ (⟦policy, no value⟧)
ty: ⟦E 3 tāmataraa parau huna ta'ata'ahi⟧ (⟦3 failed attempts⟧)
pap: ⟦Bo kontraseña ta kaduká riba 2027-01-31⟧
scn: ⟦A palora d'ordini havi a èssiri canciata ogni 90 jorna⟧
lad: ⟦La palavra sekreta deve tener al manko 12 letras⟧
crh: ⟦Gizli söz 2026-12-01 tarihında deñiştirildi⟧
pam: ⟦Amanung lihim: 5 beses a mali⟧ (⟦5 failures⟧)
sco: ⟦Yer passwird wis chynged on 2026-11-30⟧
li: ⟦Wachwoord muut minstens 12 teikens höbbe⟧
krc: ⟦Жашырын сёз 90 күнден эскиреди⟧
kum: ⟦Яшыртгъын сёз 2026-12-31 ге ярай⟧
rue: ⟦Гесло мусить мати 14 знаків⟧
ks: ⟦خُفیہ لفظ 2026-12-01 تبدیل کورمُت⟧
bho: ⟦गुपुत सबद 90 दिन में बदले के बा⟧
gom: ⟦गुपीत उतर 12 अक्षरांचें जाय⟧
mai: ⟦𑒑𑒳𑒣𑓂𑒞 𑒬𑒥𑓂𑒠 — 3 𑒥𑒰𑒩 𑒑𑒪𑒞⟧ (⟦3 wrong attempts⟧)
cop: ⟦ⲥⲁϫⲉ ⲉⲧϩⲏⲡ — 14⟧ (⟦minimum length⟧)
cu: ⟦ⱅⰰⰻⱀⱁ ⱄⰾⱁⰲⱁ — 2026-12-05⟧ (⟦last changed⟧)
bug: ⟦ᨕᨉ ᨑᨖᨔᨗᨕ — 12⟧ (⟦minimum length⟧)
"""

VENDOR_IDS = r"""
vendor: ⟦Loqate service Capture/Interactive/Find v1.1⟧ ⟦4 results for "10 Downing"⟧
vendor: ⟦Keap contact «d6»⟧ ⟦tag 1412 applied⟧
vendor: ⟦Liveblocks room doc-«d4»⟧ ⟦publicApiKey pk_prod_«A43»⟧ (⟦public key, browser side⟧)
vendor: ⟦UploadThing app id «l10»⟧ ⟦file key «A36»⟧ (⟦public file key⟧)
vendor: ⟦Meshy task «uuid»⟧ ⟦status SUCCEEDED⟧ ⟦3 textures⟧
vendor: ⟦Civitai model version «d6»⟧ ⟦SafeTensor 2.1 GB⟧ ⟦SHA256 «H64»⟧
vendor: ⟦Sketchfab model «h32»⟧ ⟦published, 41 k faces⟧
vendor: ⟦Megaphone podcast «uuid»⟧ ⟦episode 212 scheduled 2026-12-08⟧
vendor: ⟦Kickbox result deliverable⟧ ⟦sendex 0.92⟧ ⟦did_you_mean null⟧
vendor: ⟦Shopware client_id SWIA«U22»⟧ (⟦an access key id, not the secret⟧)
vendor: ⟦Tilda publickey «l20»⟧ ⟦project «d7»⟧ (⟦public key⟧)
vendor: ⟦Fillout form «A8»⟧ ⟦214 submissions⟧
vendor: ⟦SavvyCal link intro-call⟧ ⟦event «uuid»⟧ ⟦confirmed⟧
vendor: ⟦Workato recipe «d7»⟧ ⟦job «d9» succeeded⟧
vendor: ⟦Gainsight company GSID «U24»⟧ ⟦health score 72⟧
"""
