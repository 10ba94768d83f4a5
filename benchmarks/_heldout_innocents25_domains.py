"""Innocent set 25: ids from domains earlier innocent sets did not draw on.

Geocaching, olive oil mills, tea estates, sugar refining, seaweed farming, harbour pilotage,
pilot boats, buoy tenders, icebreakers, trawlers and fish auctions, canneries and
smokehouses, snow ploughing and road salt, toll plazas, scrapyards and ship repair, waste
incinerators, botanical gardens, bat surveys, butterfly counts, rare books, stage rigging,
dubbing studios, trampoline parks, ice resurfacing (Zamboni), hot air balloons, drone racing,
ropeways and gondolas, canal boats and lock keepers, salt mines, gravel pits, lime kilns,
tile factories, bottle banks and glass recycling, sail lofts, rope making, cooperage,
cideries and meaderies, kombucha, soy sauce and tofu, noodle and ice cream makers,
patisseries, spice mills, vanilla curing, cashew and almond processing, cranberry bogs, hop
farms, lavender and tulip growers, orchid and cactus nurseries, lichen surveys, rattan,
rubber tapping, palm oil mills, cotton gins, felt and quilt makers, umbrella, glove and wig
makers, candles and incense, fireworks displays, marionettes, magic shows, jugglers and
tightrope walkers. Each domain was grepped against every earlier innocent set's files by its
name (none matched; falconry, glassblowing, luthiers, beekeeping, vineyards, lighthouses,
zoos, chess, casinos and about a hundred and thirty more did and were left out). None holds
a secret; each marks what a model needs.

``FLAGS``: ids, counts, dates, settings, enum names, docs links and policy values that sit
next to credential words (recovery codes left, passphrase policies, key ids, ``password:
set``, ``secret_ref``, masked values, token lifetimes) and hold no value. ``PARSE``: parse,
conversion and validation errors quoting ordinary values (ports, dates, versions, regions,
column names, file names) in the messages of the tools set 25's secrets came from (git,
sqlite3, curl, ruff, Django, python-dotenv, Make, Node's assert, hypothesis, ``http.client``,
requests, urllib3, polars, duckdb, pandas, ldap3, mcp, the kubernetes client, pymongo,
uvicorn, OpenTelemetry), and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
geocaching: ⟦cache GC«U5»⟧ ⟦difficulty 3.5, terrain 4⟧; ⟦logbook full⟧ (⟦owner notified 2026-12-02⟧)
geocaching: ⟦trackable TB«U6»⟧ ⟦moved 1 412 km⟧ — ⟦last seen in cache GC«U5»⟧
olive-oil-mill: ⟦batch «d6»⟧ ⟦acidity 0.31%⟧; ⟦malaxation 28 °C for 40 min⟧
tea-estate: ⟦garden «U2»-«d3»⟧ ⟦second flush, 612 kg green leaf⟧ — ⟦withering trough «d2» fan fault⟧
sugar-refinery: ⟦pan «d1»⟧ ⟦massecuite brix 92.4⟧; ⟦centrifuge «U1»«d2» vibration alarm⟧
seaweed-farm: ⟦longline «d3»⟧ ⟦kelp 18 kg/m⟧ — ⟦storm damage on 4 of 30 lines⟧
pilotage: ⟦pilot order «d7»⟧ ⟦vessel IMO «d7»⟧ ⟦boarding at 03:40⟧; ⟦draught 14.2 m⟧
pilot-boat: ⟦boat «U2»-«d2»⟧ ⟦port engine 1 840 h to service⟧ (⟦starboard ok⟧)
buoy-tender: ⟦buoy «U1»«d3»⟧ ⟦light character Fl(2) G 6s⟧; ⟦lamp replaced⟧
icebreaker: ⟦convoy «d4»⟧ ⟦ice 65 cm⟧ — ⟦3 ships, speed 6 kn⟧
trawler: ⟦trip «d6»⟧ ⟦cod 4 120 kg, haddock 980 kg⟧; ⟦quota left 12%⟧
fish-auction: ⟦lot «d8»⟧ ⟦turbot 2-4 kg, 3 boxes⟧ — ⟦sold 18.40 EUR/kg to buyer «d4»⟧
cannery: ⟦retort «d2»⟧ ⟦F0 value 6.2⟧; ⟦line «U1» seamer adjusted⟧ (⟦batch «d7» held⟧)
smokehouse: ⟦kiln «d1»⟧ ⟦cold smoke 24 °C, 14 h⟧ — ⟦salmon sides 84⟧
snow-plough: ⟦route «U2»-«d2»⟧ ⟦plough blade 3 worn⟧; ⟦completed 05:12⟧
road-salt: ⟦depot «d3»⟧ ⟦stock 1 240 t⟧ — ⟦spread rate 15 g/m²⟧ (⟦brine «d2»%⟧)
toll-plaza: ⟦lane «d2»⟧ ⟦barrier fault E«d3»⟧; ⟦transponder reads 98.7%⟧
toll-plaza: ⟦transaction «d12»⟧ ⟦class 2, 4.60 EUR⟧ — ⟦plate read «U3»-«d3» confidence 0.91⟧
scrapyard: ⟦weighbridge ticket «d7»⟧ ⟦heavy melt 12.4 t⟧; ⟦radiation portal clear⟧
ship-repair: ⟦job «U3»-«d4»⟧ ⟦propeller blade 2 cracked⟧ — ⟦dry dock «d1» until 2026-12-18⟧
incinerator: ⟦line «d1»⟧ ⟦furnace 1 048 °C⟧; ⟦CO 12 mg/Nm³ (limit 50)⟧
botanical-garden: ⟦accession «d4».«d4»⟧ ⟦Welwitschia mirabilis⟧ — ⟦glasshouse «U1» 28 °C⟧
bat-survey: ⟦detector «U2»«d3»⟧ ⟦412 passes⟧; ⟦Pipistrellus pipistrellus 81%⟧
butterfly-count: ⟦transect «d3»⟧ ⟦section 7⟧ ⟦small tortoiseshell ×14⟧ (⟦sunny, 19 °C⟧)
rare-books: ⟦lot «d4»⟧ ⟦first edition, 1851⟧ — ⟦foxing on 12 leaves⟧; ⟦estimate 4 000 GBP⟧
stage-rigging: ⟦fly bar «d2»⟧ ⟦load 212 kg of 250 kg⟧; ⟦arbor weights «d2» bricks⟧
dubbing-studio: ⟦reel «d2»⟧ ⟦episode S02E«d2»⟧ — ⟦loop «d3» re-recorded⟧ (⟦sync off 3 frames⟧)
trampoline-park: ⟦court «d2»⟧ ⟦spring 44 replaced⟧; ⟦session «d6» 22 jumpers⟧
ice-resurfacing: ⟦machine «U1»«d2»⟧ ⟦blade changed at 412 h⟧ — ⟦water 71 °C⟧
hot-air-balloon: ⟦envelope «U1»-«U4»⟧ ⟦porosity 42 s⟧; ⟦burner «d1» pilot light fault⟧
drone-racing: ⟦heat «d2»⟧ ⟦pilot «d4»⟧ ⟦lap 23.84 s⟧ — ⟦gate «d1» missed⟧ (⟦video channel R3⟧)
ropeway: ⟦cabin «d2»⟧ ⟦grip force 42 kN⟧; ⟦wind stop at 68 km/h⟧
gondola: ⟦haul rope «U2»-«d4»⟧ ⟦splice inspection 2026-12-10⟧ — ⟦tower «d2» sheave bearing⟧
canal-boat: ⟦hire «d5»⟧ ⟦boat «U3»-«d2»⟧; ⟦stern gland leaking⟧ (⟦pumped out⟧)
lock-keeper: ⟦lock «d2»⟧ ⟦paddle «U1» seized⟧ — ⟦34 passages today⟧
salt-mine: ⟦chamber «U1»-«d3»⟧ ⟦roof bolt «d5» torque 180 Nm⟧; ⟦ventilation 41 m³/s⟧
gravel-pit: ⟦screen «d1»⟧ ⟦0/32 mm, 812 t⟧ — ⟦excavator «U2»-«d3» hydraulic leak⟧
lime-kiln: ⟦kiln «d1»⟧ ⟦CaO 92.1%⟧; ⟦residual CO2 1.4%⟧ (⟦fuel «U1»⟧)
tile-factory: ⟦press «d2»⟧ ⟦60×60 cm porcelain⟧ — ⟦batch «d6» shade «U1»⟧; ⟦3% breakage⟧
glass-recycling: ⟦bottle bank «d5»⟧ ⟦green 84% full⟧; ⟦collection 2026-12-08⟧
sail-loft: ⟦order «d5»⟧ ⟦mainsail 32.4 m²⟧ — ⟦batten pocket «d1» reinforced⟧
rope-making: ⟦reel «d6»⟧ ⟦12 mm polyester, 220 m⟧; ⟦break test 2 940 daN⟧
cooperage: ⟦barrel «d5»⟧ ⟦225 l, medium toast⟧ — ⟦stave «d2» leaking⟧
cidery: ⟦tank «d2»⟧ ⟦SG 1.004⟧; ⟦malolactic done⟧ (⟦bottling «d4» 2026-12-12⟧)
meadery: ⟦batch «d4»⟧ ⟦honey 38 kg⟧ — ⟦yeast «U2»-«d4» stalled at 1.020⟧
kombucha: ⟦vessel «d2»⟧ ⟦pH 3.1⟧; ⟦SCOBY split⟧ (⟦batch «d5» discarded⟧)
soy-sauce: ⟦moromi tank «d2»⟧ ⟦month 9 of 12⟧ — ⟦salt 17.2%⟧
tofu: ⟦line «d1»⟧ ⟦coagulant nigari 0.3%⟧; ⟦press «d2» 14 min⟧
noodle-factory: ⟦extruder «d1»⟧ ⟦moisture 31%⟧ — ⟦batch «d6» 2.4 t⟧
ice-cream: ⟦mix «U2»«d3»⟧ ⟦overrun 92%⟧; ⟦freezer «d1» −5.8 °C⟧
patisserie: ⟦order «d5»⟧ ⟦croquembouche, 120 choux⟧ — ⟦pickup 2026-12-24 10:00⟧
spice-mill: ⟦lot «U3»-«d5»⟧ ⟦cumin, moisture 8.1%⟧; ⟦aflatoxin below limit⟧
vanilla-curing: ⟦lot «d4»⟧ ⟦vanillin 2.1%⟧ — ⟦sweating day 14⟧
cashew-processing: ⟦batch «d6»⟧ ⟦W320 grade 64%⟧; ⟦broken 7%⟧
almond-huller: ⟦bin «d4»⟧ ⟦Nonpareil 18 400 kg⟧ — ⟦moisture 5.9%⟧
cranberry-bog: ⟦bog «U1»-«d2»⟧ ⟦flooded for harvest⟧; ⟦412 barrels⟧
hop-farm: ⟦yard «d2»⟧ ⟦Cascade, alpha 6.8%⟧ — ⟦kiln «d1» 62 °C⟧
lavender-farm: ⟦field «d2»⟧ ⟦distillation 2 h 10 min⟧; ⟦oil 3.2 l⟧
tulip-grower: ⟦lot «d6»⟧ ⟦bulbs 12/+ 48 000⟧ — ⟦virus scan 0 positives⟧
orchid-nursery: ⟦bench «U1»«d2»⟧ ⟦Phalaenopsis spikes 88%⟧; ⟦humidity 70%⟧
cactus-nursery: ⟦tray «d4»⟧ ⟦seedlings 240⟧ — ⟦mealybug on 3⟧
lichen-survey: ⟦plot «d3»⟧ ⟦Usnea cover 14%⟧; ⟦photo «h10».jpg⟧
rattan: ⟦shipment «d6»⟧ ⟦cane 6-8 mm, 2.1 t⟧ — ⟦moisture 11%⟧
rubber-tapping: ⟦block «U1»«d2»⟧ ⟦latex DRC 33%⟧; ⟦412 trees tapped⟧
palm-oil-mill: ⟦FFB lot «d7»⟧ ⟦OER 21.4%⟧ — ⟦sterilizer «d1» cycle 90 min⟧
cotton-gin: ⟦module «d8»⟧ ⟦lint turnout 38%⟧; ⟦bale «d9» 227 kg⟧
felt-maker: ⟦order «d4»⟧ ⟦5 mm wool felt, 4 m²⟧ — ⟦fulling 3 h⟧
quilt-maker: ⟦commission «d4»⟧ ⟦queen size, 1 412 pieces⟧; ⟦binding pending⟧
umbrella-maker: ⟦order «d5»⟧ ⟦canopy 8 ribs⟧ — ⟦ferrule «U1»«d2» backordered⟧
glove-maker: ⟦pattern «U2»«d3»⟧ ⟦size 7½⟧; ⟦peccary leather, 12 pairs⟧
wig-maker: ⟦commission «d4»⟧ ⟦hand-tied, 180 g⟧ — ⟦fitting 2026-12-15⟧
candle-maker: ⟦pour «d5»⟧ ⟦soy wax 72 °C⟧; ⟦wick «U2»-«d2»⟧ (⟦frosting on 4%⟧)
incense-maker: ⟦batch «d5»⟧ ⟦sandalwood 18%⟧ — ⟦drying room 4 days⟧
fireworks-display: ⟦show «d5»⟧ ⟦412 cues⟧; ⟦safety distance 120 m⟧ (⟦wind 14 km/h⟧)
marionettes: ⟦puppet «U1»-«d2»⟧ ⟦9 strings⟧ — ⟦control bar repaired⟧
magic-show: ⟦booking «d5»⟧ ⟦2026-12-31 22:00⟧; ⟦stage 6×4 m⟧
juggling: ⟦workshop «d4»⟧ ⟦14 participants⟧ — ⟦clubs «d2» sets⟧
tightrope: ⟦wire «U1»«d2»⟧ ⟦tension 18 kN⟧; ⟦span 21 m⟧ (⟦inspection passed⟧)
"""

FLAGS = r"""
account: ⟦recovery_codes_remaining=6⟧ ⟦of 10⟧ (⟦last used 2026-11-30⟧)
mfa: ⟦recovery codes regenerated⟧ ⟦2026-12-05 23:12 UTC⟧ ⟦by admin «uuid»⟧
policy: ⟦passphrase_min_words=5⟧ ⟦passphrase_max_age_days=0⟧ (⟦never expires⟧)
ssh: ⟦key has passphrase: yes⟧ ⟦type ed25519⟧ ⟦comment deploy@ci⟧
wallet: ⟦passphrase set: true⟧ ⟦unlocked false⟧ ⟦accounts 3⟧
settings: ⟦WORDPRESS_DB_PASSWORD_FILE=/run/secrets/db_password⟧ ⟦(a path, not the value)⟧
compose: ⟦secrets: [db_password]⟧ ⟦file: ./secrets/db_password.txt⟧ ⟦mode 0400⟧
helm: ⟦existingSecret: paperless-secrets⟧ ⟦secretKeyRef key: PAPERLESS_SECRET_KEY⟧
k8s: ⟦secret_ref: orders-db/password⟧ ⟦version 14⟧ ⟦synced 2026-12-05⟧
vault: ⟦token_ttl=3600⟧ ⟦token_max_ttl=86400⟧ ⟦token_num_uses=0⟧
synapse: ⟦enable_registration: false⟧ ⟦registration_shared_secret: <set>⟧ (⟦from secrets.yaml⟧)
coturn: ⟦use-auth-secret⟧ ⟦static-auth-secret loaded⟧ ⟦realm turn.acme.chat⟧
pdns: ⟦api=yes⟧ ⟦api-key: (hashed)⟧ ⟦webserver-port=8081⟧
galera: ⟦wsrep_sst_method=mariabackup⟧ ⟦wsrep_sst_auth: set⟧ ⟦cluster size 3⟧
mariadb: ⟦users without password: 0⟧ ⟦anonymous users: 0⟧ ⟦remote root: disabled⟧
ldap: ⟦userPassword attribute present on 412 entries⟧ ⟦scheme {SSHA}⟧
redis: ⟦requirepass: yes⟧ ⟦acl users 4⟧ ⟦default user: off⟧
plex: ⟦PlexOnlineToken present⟧ ⟦claimed true⟧ ⟦server «l20»⟧
node-red: ⟦credentialSecret: false⟧ ⟦credentials encrypted with a generated key⟧
jitsi: ⟦ENABLE_AUTH=1⟧ ⟦AUTH_TYPE=internal⟧ ⟦JICOFO_AUTH_PASSWORD generated⟧
tooljet: ⟦LOCKBOX_MASTER_KEY length 64⟧ ⟦SECRET_KEY_BASE length 128⟧ (⟦both set⟧)
strapi: ⟦APP_KEYS count 4⟧ ⟦API_TOKEN_SALT set⟧ ⟦ADMIN_JWT_SECRET set⟧
wp-cli: ⟦AUTH_KEY defined⟧ ⟦SECURE_AUTH_KEY defined⟧ ⟦salts shuffled 2026-12-01⟧
ruff: ⟦S105 hardcoded-password-string⟧ ⟦0 violations⟧ ⟦412 files checked⟧
scanner: ⟦S106 hardcoded-password-func-arg⟧ ⟦ignored in tests/⟧
dotenv: ⟦keys 14⟧ ⟦empty values 2 (SENTRY_DSN, SMTP_PASSWORD)⟧ ⟦duplicates 0⟧
django: ⟦SECRET_KEY length 50⟧ ⟦unique characters 31⟧ (⟦check --deploy passes⟧)
openssl: ⟦rand -base64 32⟧ ⟦generates 44 characters⟧ (⟦documented in docs/secrets.md⟧)
mcp: ⟦server 'gitlab'⟧ ⟦env vars 2⟧ ⟦GITLAB_PERSONAL_ACCESS_TOKEN: from keychain⟧
oauth: ⟦client_secret_basic⟧ ⟦token_endpoint_auth_method⟧ ⟦pkce required⟧
api: ⟦X-Api-Key header required⟧ ⟦401 on missing key⟧ ⟦rate 60/min⟧
vendor: ⟦Yotpo app key is public⟧ ⟦secret key server-side only⟧ ⟦see https://apidocs.yotpo.com⟧
vendor: ⟦Bazaarvoice passkey type: conversations (read)⟧ ⟦environment staging⟧
password manager: ⟦entries 212⟧ ⟦passkeys 14⟧ ⟦recovery kit printed⟧
keyring: ⟦items 9⟧ ⟦locked: yes⟧ ⟦collection login⟧
enum: ⟦SecretType.RECOVERY_CODE⟧ ⟦SecretType.PASSPHRASE⟧ ⟦SecretType.API_KEY⟧
cli help: ⟦--passphrase-file PATH  read the passphrase from PATH⟧
cli help: ⟦--recovery-code CODE  use a recovery code instead of TOTP⟧
docs: ⟦https://docs.acme.io/auth/recovery-codes#regenerate⟧ ⟦(regenerating invalidates old codes)⟧
audit: ⟦event auth.recovery_code.used⟧ ⟦user «d6»⟧ ⟦remaining 5⟧
audit: ⟦event api_key.rotated⟧ ⟦key id ak_«l8»…⟧ ⟦actor ci-bot⟧
k8s: ⟦sealedsecret orders-db⟧ ⟦status Synced⟧ ⟦encryptedData keys 2⟧
config dump: ⟦TRELLO_TOKEN=***⟧ ⟦masked⟧ ⟦TRELLO_BOARD=«A8»⟧
db: ⟦user reporter⟧ ⟦password: (from MONGO_PASSWORD)⟧ ⟦replicaSet rs0⟧
uvicorn: ⟦--proxy-headers⟧ ⟦--forwarded-allow-ips 10.0.0.0/8⟧ ⟦access log on⟧
"""

PARSE = r"""
git: ⟦fatal: -L parameter 'mail.ini': no match⟧ (⟦line range 3,3⟧)
git: ⟦fatal: no submodule mapping found in .gitmodules for path 'vendor/lib2'⟧
sqlite3: ⟦Parse error: no such column: secrte⟧ ⟦SELECT secrte FROM relay⟧
curl: ⟦curl: (22) The requested URL returned error: 404⟧ ⟦GET /authorize?client_id=acme-web⟧
ruff: ⟦settings_local.py:7:1: E402 Module level import not at top of file⟧
django: ⟦django.core.exceptions.ImproperlyConfigured: settings.DATABASES is improperly configured. Please supply the ENGINE value.⟧
dotenv: ⟦Python-dotenv could not parse statement starting at line 4⟧ ⟦.env⟧
make: ⟦make: *** No rule to make target 'pussh'.  Stop.⟧
node: ⟦AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 3 !== 4⟧
hypothesis: ⟦Falsifying example: test_port_range(port=65536)⟧
http.client: ⟦http.client.RemoteDisconnected: Remote end closed connection without response⟧
requests: ⟦requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='api.yotpo.com', port=443)⟧
urllib3: ⟦LocationParseError: Failed to parse: 'registry.acme.io:50o0'⟧ (⟦port typo⟧)
polars: ⟦conversion from `str` to `i64` failed in column 'port' for 1 out of 2 values: ["56 72"]⟧
duckdb: ⟦Conversion Error: Could not convert string 'eu-west-1' to INT32⟧
pandas: ⟦Unknown datetime string format, unable to parse: 2026-13-45⟧
ldap3: ⟦LDAPNoSuchObjectResult - 32 - noSuchObject⟧ ⟦ou=services,dc=acme,dc=io⟧
mcp: ⟦McpError: Connection closed⟧ ⟦server 'gitlab' exited with code 1⟧
kubernetes: ⟦ApiException: (404) Reason: Not Found⟧ ⟦secrets "orders-db" not found⟧
pymongo: ⟦ServerSelectionTimeoutError: mongo1.acme.internal:27017: timed out⟧
uvicorn: ⟦ERROR: [Errno 98] Address already in use⟧ ⟦127.0.0.1:8000⟧
otel: ⟦Invalid type dict for attribute 'url.query' value⟧ (⟦expected one of bool, str, bytes, int, float⟧)
lookup: ⟦recovery code batch «uuid» not found⟧ ⟦user «d6»⟧
lookup: ⟦key id ak_«l8» does not exist⟧ ⟦nothing revoked⟧
lookup: ⟦tree «h40» has no file 'hooks.env'⟧
"""
