"""Innocent set 24: ids from domains earlier innocent sets did not draw on.

Bonsai nurseries, typefounding, clockmaking, accordion and bagpipe repair, saffron farming,
heraldry, orienteering, bobsleigh, ski jumping, biathlon, caving, ballet, carillons, tsunami
buoys, permafrost boreholes, salt marshes, whale and sea-turtle monitoring, barges, hump
yards, signal boxes, parking garages, weigh stations, duty-free shops, jet bridges, shortwave
broadcasting, radio telescopes, bookshops, wine cellars and sommeliers, butchers and
fishmongers, wastewater plants, hydropower, wind farms, nuclear plants, smart meters, body
shops, window cleaning, demolition, asphalt and concrete plants, pulp mills, shoemaking,
pearl farming, mosaics and fresco restoration, vinyl pressing, film labs, saunas and
crematoria. Each domain was grepped against every earlier innocent set's files by its name
(none matched; beekeeping, perfumery, bookbinding, brewing, cheese, ferries, elevators,
libraries, auctions, tattoo studios and about ninety more did and were left out). None holds
a secret; each marks what a model needs.

``FLAGS``: ids, counts, dates, prefixes, settings and policy values that sit next to
credential words (``password_expiry_days``, ``tokens_revoked``, ``secret_rotation``,
``api_keys_active``, ``auth_method``, ``credential_source``, ``passphrase_required``,
``masked``, ``password: set``) and hold no value. ``PARSE``: parse, conversion and
validation errors quoting ordinary values (regions, ports, dates, versions, time zones,
column names, option names) in the messages of the tools set 24's secrets came from (git,
Node, Perl, OpenSSL, GnuPG, sqlite3, curl, Django, unittest.mock, argparse, dateutil,
jsonschema, click, graphql-core, pandas, prometheus_client, botocore, requests-oauthlib,
websockets, aiohttp), and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bonsai: ⟦tree «U2»-«d4»⟧ ⟦juniper, repotted 2026-03-02⟧; ⟦root rot in 2 of 5 roots⟧
bonsai: ⟦order «d6»⟧ ⟦wire 2.5 mm copper, 3 rolls⟧ — ⟦ships 2026-12-09⟧
typefounding: ⟦matrix «U3»«d3»⟧ ⟦12 pt Caslon, lowercase g⟧; ⟦depth 0.050 in out by 0.002⟧
typefounding: ⟦casting run «d5»⟧ ⟦2,400 sorts⟧ (⟦caster «U1»«d2» overheated at 410 °C⟧)
clockmaking: ⟦movement «d7»⟧ ⟦escapement loses 41 s/day⟧; ⟦mainspring replaced⟧
clockmaking: ⟦tower clock «U2»-«d3»⟧ ⟦hands stopped at 10:08⟧ — ⟦drive shaft «d4» seized⟧
accordion-repair: ⟦instrument «d6»⟧ ⟦reed block 3 leaks⟧; ⟦bellows 17 folds, 2 torn⟧
bagpipe-repair: ⟦chanter «U2»«d4»⟧ ⟦reed too hard, 36 in H2O⟧ (⟦replaced with medium⟧)
saffron-farming: ⟦plot «U1»-«d3»⟧ ⟦412 g dried stigmas⟧; ⟦harvest ended 2026-11-14⟧
saffron-farming: ⟦lot «d8»⟧ ⟦ISO 3632 category I⟧ — ⟦crocin 241 at 440 nm⟧
heraldry: ⟦grant «d5»⟧ ⟦Azure, a chevron Or⟧; ⟦painting proof «d2» approved⟧
orienteering: ⟦event «d5»⟧ ⟦control 143 misplaced by 40 m⟧ — ⟦course M21E voided⟧
orienteering: ⟦SI card «d7»⟧ ⟦missing punch at control 9⟧ (⟦runner disqualified⟧)
bobsleigh: ⟦sled «U3»-«d2»⟧ ⟦runner temperature 4.1 °C above ambient limit⟧; ⟦heat 2 scratched⟧
ski-jumping: ⟦hill HS«d3»⟧ ⟦wind compensation −6.2 points⟧ — ⟦gate lowered to 14⟧
biathlon: ⟦bib «d3»⟧ ⟦prone 5/5, standing 3/5⟧; ⟦2 penalty loops⟧ (⟦split «d2»:«d2».«d1»⟧)
caving: ⟦survey station «U2»«d3»⟧ ⟦sump 4 flooded⟧ — ⟦trip «d5» postponed to 2026-12-20⟧
caving: ⟦rig «d4»⟧ ⟦anchor bolt «U1»«d2» corroded⟧; ⟦rope 9 mm, 62 m retired⟧
ballet: ⟦production «U3»«d3»⟧ ⟦pointe shoes order «d6»: 48 pairs⟧; ⟦delivery late⟧
ballet: ⟦rehearsal «d4»⟧ ⟦stage rake 3%⟧ (⟦sprung floor panel «U1»«d2» cracked⟧)
carillon: ⟦bell «d2» of 49⟧ ⟦clapper spring broken⟧ — ⟦recital 2026-12-24 keeps 47 bells⟧
tsunami-buoys: ⟦buoy «d5»⟧ ⟦BPR pressure 5 812.4 dbar⟧; ⟦event mode triggered 0 times⟧
tsunami-buoys: ⟦station «U4»«d1»⟧ ⟦Iridium link down 6 h⟧ (⟦maintenance cruise «U2»-«d3»⟧)
permafrost: ⟦borehole «U2»-«d3»⟧ ⟦−1.7 °C at 10 m⟧; ⟦active layer 112 cm⟧
salt-marsh: ⟦transect «d3»⟧ ⟦Spartina cover 64%⟧ — ⟦elevation gain 4.2 mm/yr⟧
whale-monitoring: ⟦hydrophone «U1»«d3»⟧ ⟦fin whale calls 1 412 in 24 h⟧; ⟦clip «h12».wav⟧
whale-monitoring: ⟦sighting «d6»⟧ ⟦humpback, fluke id «U2»-«d4»⟧ (⟦3 animals⟧)
sea-turtles: ⟦nest «d4»⟧ ⟦loggerhead, 104 eggs⟧; ⟦hatch success 81%⟧ — ⟦beach sector «U1»⟧
barges: ⟦barge «U3»«d4»⟧ ⟦draught 2.8 m over 2.5 m lock limit⟧; ⟦1 620 t grain⟧
hump-yard: ⟦cut «d5»⟧ ⟦retarder «d2» slipped⟧ — ⟦wagon «d12» hit at 11 km/h⟧
signal-box: ⟦lever «d2»⟧ ⟦locked by route «U1»«d2»⟧; ⟦track circuit «U2»«d3» showing occupied⟧
parking-garage: ⟦level P«d1»⟧ ⟦barrier «d2» stuck open⟧ — ⟦412 of 600 bays free⟧
parking-garage: ⟦ticket «d10»⟧ ⟦entry 07:41, exit 19:02⟧ (⟦fee 24.00 EUR⟧)
weigh-station: ⟦truck «U2»-«d4»⟧ ⟦gross 44 120 kg over 40 000 kg⟧; ⟦axle 3 at 11.9 t⟧
duty-free: ⟦store «U3»«d2»⟧ ⟦allowance 1 l spirits⟧ — ⟦boarding pass check failed for flight «U2»«d4»⟧
jet-bridge: ⟦gate «U1»«d2»⟧ ⟦auto-level fault E-«d3»⟧; ⟦PCA unit off⟧ (⟦stand «d3» towed⟧)
shortwave: ⟦transmitter «d2»⟧ ⟦5 955 kHz, 250 kW⟧ — ⟦antenna «U1»«d2» VSWR 1.9⟧
radio-telescope: ⟦dish «d2»⟧ ⟦pointing error 14 arcsec⟧; ⟦observation «U4»«d4» rescheduled⟧
radio-telescope: ⟦correlator job «uuid»⟧ ⟦3 of 27 antennas flagged⟧ (⟦RFI at 1 575 MHz⟧)
bookshop: ⟦ISBN 978«d10»⟧ ⟦0 in stock⟧; ⟦reorder «d6» from distributor «U2»⟧
wine-cellar: ⟦bin «U1»-«d3»⟧ ⟦Barolo 2016, 11 bottles⟧ — ⟦humidity 58%⟧ (⟦min 60%⟧)
sommelier: ⟦list «d4»⟧ ⟦by-the-glass 22 wines⟧; ⟦Coravin capsule stock 3⟧
butcher: ⟦carcass «d8»⟧ ⟦hot weight 312 kg⟧ — ⟦dry-age 28 days, room «U1»«d1»⟧
fishmonger: ⟦catch certificate «U2»«d7»⟧ ⟦hake 84 kg⟧; ⟦ice 1.4 °C⟧
wastewater: ⟦clarifier «d1»⟧ ⟦sludge blanket 1.8 m⟧ — ⟦ammonia 3.2 mg/l over 2.0⟧
wastewater: ⟦pump station «U2»«d2»⟧ ⟦wet well high level alarm⟧ (⟦pump «d1» tripped⟧)
hydropower: ⟦unit «U1»«d1»⟧ ⟦head 84.2 m⟧; ⟦output 41 MW, gate 72%⟧ — ⟦fish screen cleaned⟧
wind-farm: ⟦turbine «U2»-«d2»⟧ ⟦pitch fault on blade B⟧; ⟦curtailed 18:00-22:00⟧
wind-farm: ⟦SCADA event «d9»⟧ ⟦yaw misalignment 11°⟧ (⟦nacelle «d5»⟧)
nuclear: ⟦work order «d7»⟧ ⟦RCP seal leak-off 2.1 l/h⟧; ⟦tech spec limit 4 l/h⟧
smart-meter: ⟦meter «d12»⟧ ⟦last read 2026-12-05 00:00⟧ — ⟦1 412.6 kWh⟧ (⟦comms hub «U2»«d6»⟧)
body-shop: ⟦job «d6»⟧ ⟦paint code «U3»⟧ ⟦rear quarter panel⟧; ⟦booth 2 cure 60 °C⟧
window-cleaning: ⟦round «d3»⟧ ⟦42 houses⟧ — ⟦pole 7 m water-fed⟧ (⟦TDS 0 ppm⟧)
demolition: ⟦permit «U2»/«d6»⟧ ⟦asbestos clearance due 2026-12-11⟧; ⟦floors 6-8 first⟧
asphalt-plant: ⟦batch «d6»⟧ ⟦AC 16 surf at 162 °C⟧ — ⟦bitumen 4.8%⟧
concrete-plant: ⟦ticket «d7»⟧ ⟦C30/37, slump 120 mm⟧; ⟦truck «U2»-«d3» returned 2 m³⟧
pulp-mill: ⟦digester «d1»⟧ ⟦kappa 28.4⟧ — ⟦recovery boiler «U1»«d1» soot blowing⟧
shoemaking: ⟦last «U2»«d3»⟧ ⟦size 42 E⟧; ⟦welt stitched, sole pending⟧ (⟦order «d5»⟧)
pearl-farming: ⟦raft «d3»⟧ ⟦1 200 oysters seeded⟧ — ⟦mortality 6%⟧
mosaic-restoration: ⟦panel «U1»-«d2»⟧ ⟦412 tesserae loose⟧; ⟦lime mortar cure 21 days⟧
fresco-restoration: ⟦scene «d2»⟧ ⟦salt bloom on 0.8 m²⟧ — ⟦poultice «d3» applied⟧
vinyl-pressing: ⟦order «d6»⟧ ⟦500 × 180 g black⟧; ⟦test pressing «U2»«d2» rejected: non-fill⟧
film-lab: ⟦roll «d5»⟧ ⟦C-41 at 37.8 °C⟧ — ⟦scan «h10».tif, 4 500 dpi⟧
sauna: ⟦cabin «d2»⟧ ⟦heater 9 kW tripped at 110 °C⟧; ⟦stones replaced⟧
crematorium: ⟦booking «d6»⟧ ⟦service 2026-12-09 11:30⟧ — ⟦chapel «U1»⟧ (⟦cremator «d1» relined⟧)
"""

FLAGS = r"""
policy: ⟦password_expiry_days=365⟧ ⟦password_min_length=16⟧ (⟦unchanged since 2026-01-12⟧)
revocation run «uuid»: ⟦tokens_revoked=0⟧ ⟦tokens_checked=4 412⟧
secret rotation: ⟦secret_rotation=enabled⟧ ⟦interval 30d⟧ ⟦last 2026-11-20⟧
tenant «d6»: ⟦api_keys_active=2⟧ ⟦api_keys_revoked=5⟧
smtp: ⟦auth_method=LOGIN⟧ ⟦starttls=true⟧ ⟦port 587⟧
aws: ⟦credential_source=Ec2InstanceMetadata⟧ ⟦role ops-ci⟧
ssh: ⟦passphrase_required=yes⟧ ⟦keys loaded 2⟧
db: ⟦user orders⟧ ⟦password: set⟧ ⟦host pg-2:5432⟧ (⟦from env⟧)
config dump: ⟦DATABASE_PASSWORD=********⟧ ⟦masked⟧ ⟦DEBUG=False⟧
vault: ⟦secrets engines 4⟧ ⟦auth methods 3⟧ ⟦sealed false⟧
scanner: ⟦secrets_found=0⟧ ⟦files scanned 18 412⟧ ⟦rules 211⟧
login: ⟦failed_password_attempts=3⟧ ⟦lockout_threshold=5⟧ (⟦account active⟧)
oauth: ⟦client_secret_expires_at=0⟧ (⟦never⟧) ⟦grant_types client_credentials⟧
keystore: ⟦entries 3⟧ ⟦type PKCS12⟧ ⟦storepass from env KEYSTORE_PASSWORD⟧
tokens: ⟦token_type=Bearer⟧ ⟦expires_in=3600⟧ ⟦scope orders:read⟧
enum: ⟦CredentialKind.PASSWORD⟧ ⟦CredentialKind.API_KEY⟧ ⟦CredentialKind.SSH_KEY⟧
flag: ⟦--password-stdin⟧ ⟦reads the password from standard input⟧
docs: ⟦see https://docs.acme.io/security/api-keys#rotation⟧ ⟦(rotation guide)⟧
settings: ⟦SECRET_KEY_FALLBACKS=[]⟧ ⟦SESSION_COOKIE_SECURE=True⟧
env check: ⟦STRIPE_SECRET_KEY is set (len 107)⟧ ⟦STRIPE_WEBHOOK_SECRET is missing⟧
mfa: ⟦backup_codes_remaining=7⟧ ⟦totp enabled⟧ ⟦webauthn keys 2⟧
key management: ⟦key_version=14⟧ ⟦primary version 14⟧ ⟦destroyed versions 1-9⟧
audit: ⟦event secret.read⟧ ⟦actor «uuid»⟧ ⟦path kv/orders/db⟧ ⟦allowed⟧
cli help: ⟦--token TOKEN  API token (default: $ACME_TOKEN)⟧
k8s: ⟦secret orders-db⟧ ⟦type Opaque⟧ ⟦data 2 keys⟧ ⟦age 41d⟧
jenkins: ⟦credentials 14⟧ ⟦domain global⟧ ⟦last used 2026-12-04⟧
password manager: ⟦vault Staging⟧ ⟦items 38⟧ ⟦weak passwords 0⟧ ⟦reused 2⟧
htpasswd: ⟦users 4⟧ ⟦hash bcrypt cost 12⟧
gpg: ⟦passphrase cache ttl 600 s⟧ ⟦max 7200 s⟧
api: ⟦X-RateLimit-Remaining: 4 412⟧ ⟦key tier: standard⟧
"""

PARSE = r"""
git: ⟦fatal: ambiguous argument 'hotfx': unknown revision or path not in the working tree.⟧
git: ⟦error: pathspec 'deploy/relay.cnf' did not match any file(s) known to git⟧
node: ⟦TypeError: Failed to parse URL from /v2/_catalog⟧
node: ⟦Error: Cannot find module 'undici-fetch'⟧
perl: ⟦Can't locate MIME/Base32.pm in @INC⟧ (⟦you may need to install the MIME::Base32 module⟧)
openssl: ⟦base64: invalid input length 7⟧ (⟦input truncated⟧)
gpg: ⟦gpg: decryption failed: No secret key⟧ ⟦keyid «H16»⟧
sqlite3: ⟦Error: unknown mode "boxed"⟧ (⟦did you mean box?⟧)
curl: ⟦curl: (3) URL rejected: Port number was not a decimal number between 0 and 65535⟧
django: ⟦django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.⟧
mock: ⟦AssertionError: Expected 'login' to be called once. Called 2 times.⟧
argparse: ⟦deploy: error: argument --region: invalid choice: 'eu-west-9' (choose from 'eu-west-1', 'us-east-1')⟧
dateutil: ⟦ParserError: month must be in 1..12: 2026-13-01⟧
jsonschema: ⟦ValidationError: 70000 is greater than the maximum of 65535⟧ ⟦On instance['port']⟧
click: ⟦Error: Invalid value for '--port': 'http' is not a valid integer.⟧
graphql: ⟦Syntax Error: Expected Name, found "}".⟧ ⟦GraphQL request:3:1⟧
pandas: ⟦KeyError: 'client_secret'⟧ (⟦column not in DataFrame⟧)
prometheus: ⟦ValueError: Incorrect label names⟧ ⟦expected ('url',)⟧
botocore: ⟦ResourceNotFoundException: Secrets Manager can't find the specified secret.⟧ ⟦prod/shop/smtp⟧
oauthlib: ⟦InsecureTransportError: (insecure_transport) OAuth 2 MUST utilize https.⟧
websockets: ⟦InvalidStatus: server rejected WebSocket connection: HTTP 403⟧
aiohttp: ⟦ClientConnectorError: Cannot connect to host 127.0.0.1:8443 ssl:default⟧
lookup: ⟦order «d8» not found⟧ ⟦searched shards 0-15⟧
lookup: ⟦user «uuid» has no API keys⟧ ⟦nothing to revoke⟧
lookup: ⟦commit «h40» is not on any branch⟧
"""
