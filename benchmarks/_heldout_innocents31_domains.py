"""Innocent set 31: ids and values from domains earlier sets did not draw on, settings and
flags beside credential words, and parse errors quoting ordinary values.

``DOMAINS``: basketry, candlemaking, cidermaking, baking, magic tricks, birdwatching, model
trains, model rockets, RC cars, slot cars, brick building sets, board games, tabletop
wargaming, cosplay, fountain pens, watches, beadwork, quilling, leather tanning, cat shows,
greenhouses and orchards. Each domain was grepped against every earlier innocent set's files
by its name (none matched; about 110 others did, among them bookbinding, calligraphy,
glassblowing, blacksmithing, pottery, weaving, brewing, winemaking, cheesemaking, coffee, tea,
bonsai, orchids, mushrooms, falconry, kites, juggling, crossword, bridge, darts, archery,
fencing, rowing, climbing, caving, geocaching, astronomy, ham radio, drones, origami,
typewriters, clocks, locks, knots, macrame, felting, leather, horses, aquascaping, koi,
composting, hydroponics, vineyards, honey, saffron and oysters). ``FLAGS``: settings and flags
whose names hold credential words and whose values are ordinary. ``PARSE``: parse and
validation errors quoting ordinary values. None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
basketry: ⟦basket order «d6»⟧ ⟦rattan 2.25 mm⟧ — ⟦base 28 cm oval⟧
basketry: ⟦willow bundle «U2»«d4»⟧ ⟦soak 40 min⟧ (⟦stake count 24⟧)
basketry: ⟦pattern «l5»-«d3»⟧ ⟦twill 2/2⟧ — ⟦handle wrap 3 m⟧
candlemaking: ⟦batch «U3»-«d5»⟧ ⟦soy wax 464⟧ — ⟦pour at 57 °C⟧
candlemaking: ⟦wick CD-12⟧ ⟦vessel «d4»⟧ (⟦fragrance load 8%⟧)
candlemaking: ⟦burn test «d6»⟧ ⟦tunneling none⟧ — ⟦melt pool 4 h⟧
cidermaking: ⟦pressing «d6»⟧ ⟦Dabinett 60% / Kingston Black 40%⟧ — ⟦SG 1.052⟧
cidermaking: ⟦tank «U2»«d3»⟧ ⟦yeast SafCider AB-1⟧ (⟦pH 3.6⟧)
cidermaking: ⟦bottling run «d5»⟧ ⟦priming 7 g/L⟧ — ⟦lot «H8»⟧
baking: ⟦levain «d4»⟧ ⟦hydration 78%⟧ — ⟦bulk 5 h at 24 °C⟧
baking: ⟦oven load «d6»⟧ ⟦batards ×18⟧ (⟦steam 12 s⟧)
baking: ⟦flour lot «U4»«d6»⟧ ⟦T65⟧ — ⟦falling number 320⟧
magic tricks: ⟦routine «l6»⟧ ⟦Ambitious Card⟧ — ⟦deck «U2»«d5»⟧
magic tricks: ⟦gimmick order «d7»⟧ ⟦shell coin 50c⟧ (⟦show «d4»⟧)
magic tricks: ⟦force «l4»-«d2»⟧ ⟦classic force⟧ — ⟦set list v«d1»⟧
birdwatching: ⟦checklist S«d9»⟧ ⟦Eurasian wigeon ×41⟧ — ⟦hide 3⟧
birdwatching: ⟦ring «U2»«d5»⟧ ⟦reed warbler⟧ (⟦wing 66 mm⟧)
birdwatching: ⟦survey square «U2»«d4»⟧ ⟦transect B⟧ — ⟦07:12 start⟧
model trains: ⟦loco «d5»⟧ ⟦DCC address 3⟧ — ⟦decoder «U3»«d4»⟧
model trains: ⟦layout block «U1»«d2»⟧ ⟦turnout 14⟧ (⟦N scale 1:160⟧)
model trains: ⟦CV 29 value 34⟧ ⟦consist «d3»⟧ — ⟦sound slot «l6»⟧
model rockets: ⟦launch «d6»⟧ ⟦motor C6-5⟧ — ⟦apogee 212 m⟧
model rockets: ⟦kit «U3»-«d4»⟧ ⟦chute 45 cm⟧ (⟦pad 2⟧)
model rockets: ⟦altimeter log «h12»⟧ ⟦deploy at 5.1 s⟧ — ⟦range permit «d7»⟧
rc cars: ⟦chassis «U2»«d4»⟧ ⟦1:10 buggy⟧ — ⟦pinion 19T⟧
rc cars: ⟦ESC «l8»⟧ ⟦firmware 4.2⟧ (⟦transponder «d7»⟧)
rc cars: ⟦heat «d3»⟧ ⟦lap 14.82 s⟧ — ⟦tyres «U3»«d3»⟧
slot cars: ⟦car «U2»-«d4»⟧ ⟦1:32⟧ — ⟦lane 4⟧
slot cars: ⟦controller «l6»⟧ ⟦brake 40%⟧ (⟦track «d5»⟧)
slot cars: ⟦race «d6»⟧ ⟦best 5.412 s⟧ — ⟦guide blade «U3»⟧
brick sets: ⟦set «d5»-1⟧ ⟦1,842 pieces⟧ — ⟦bag 7 of 12⟧
brick sets: ⟦part «d4»⟧ ⟦colour 194 light bluish grey⟧ (⟦qty 16⟧)
brick sets: ⟦minifig «l3»«d3»⟧ ⟦2019⟧ — ⟦lot «d8»⟧
board games: ⟦BGG id «d6»⟧ ⟦2-4 players⟧ — ⟦90 min⟧
board games: ⟦league «l5»⟧ ⟦round 7⟧ (⟦table «d2»⟧)
board games: ⟦scoresheet «d7»⟧ ⟦winner 142 VP⟧ — ⟦seed «d5»⟧
tabletop: ⟦army list «U3»«d4»⟧ ⟦2,000 pts⟧ — ⟦mission «d2»⟧
tabletop: ⟦unit «l6»⟧ ⟦movement 6"⟧ (⟦save 3+⟧)
tabletop: ⟦tournament «d6»⟧ ⟦table 14⟧ — ⟦paint score 8/10⟧
cosplay: ⟦build «d5»⟧ ⟦EVA foam 10 mm⟧ — ⟦con «U3»-«d4»⟧
cosplay: ⟦wig «l7»⟧ ⟦heat-resistant⟧ (⟦badge «d8»⟧)
cosplay: ⟦pattern «U2»«d5»⟧ ⟦size 38⟧ — ⟦fabric 3.5 m⟧
fountain pens: ⟦pen «U3»-«d5»⟧ ⟦nib EF⟧ — ⟦ink «l8»⟧
fountain pens: ⟦converter «d4»⟧ ⟦0.9 mL⟧ (⟦order «d7»⟧)
fountain pens: ⟦nib grind «l5»⟧ ⟦stub 1.1⟧ — ⟦repair «d6»⟧
watches: ⟦reference «d6»⟧ ⟦caliber «U2»«d4»⟧ — ⟦serial «d8»⟧
watches: ⟦service «d7»⟧ ⟦rate +4 s/day⟧ (⟦amplitude 287°⟧)
watches: ⟦strap «U3»«d3»⟧ ⟦20 mm lug⟧ — ⟦box «d5»⟧
beadwork: ⟦pattern «l6»⟧ ⟦peyote 2-drop⟧ — ⟦beads 11/0⟧
beadwork: ⟦colour «d4»⟧ ⟦Delica DB-«d4»⟧ (⟦7.2 g⟧)
beadwork: ⟦kit «U2»«d5»⟧ ⟦loom 28 rows⟧ — ⟦thread «l4»⟧
quilling: ⟦strip «d3» mm⟧ ⟦coil 42⟧ — ⟦design «U3»«d3»⟧
quilling: ⟦card «d6»⟧ ⟦teardrop ×64⟧ (⟦glue «l5»⟧)
quilling: ⟦order «d7»⟧ ⟦frame 20×20 cm⟧ — ⟦palette «U2»⟧
leather tanning: ⟦hide «U2»«d6»⟧ ⟦veg-tan⟧ — ⟦drum «d2»⟧
leather tanning: ⟦pit «d3»⟧ ⟦mimosa 22%⟧ (⟦day 41⟧)
leather tanning: ⟦lot «d8»⟧ ⟦2.0-2.2 mm⟧ — ⟦grade B⟧
cat shows: ⟦entry «d4»⟧ ⟦Maine Coon⟧ — ⟦ring 3⟧
cat shows: ⟦registration «U3»«d8»⟧ ⟦blue tabby⟧ (⟦cage «d3»⟧)
cat shows: ⟦judge card «d6»⟧ ⟦Best in Show 2⟧ — ⟦club «l5»⟧
greenhouses: ⟦bench «U1»«d2»⟧ ⟦tomato 'Moneymaker'⟧ — ⟦EC 2.4⟧
greenhouses: ⟦sensor «l8»⟧ ⟦RH 71%⟧ (⟦vent 30%⟧)
greenhouses: ⟦sowing «d6»⟧ ⟦plug tray 128⟧ — ⟦batch «H10»⟧
orchards: ⟦row «d2» tree «d3»⟧ ⟦Cox on M26⟧ — ⟦graft «d4»⟧
orchards: ⟦spray record «d7»⟧ ⟦copper 0.3%⟧ (⟦block «U1»⟧)
orchards: ⟦harvest bin «d6»⟧ ⟦Brix 13.8⟧ — ⟦store «U2»«d2»⟧
"""

FLAGS = r"""
⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_HISTORY=5⟧ in ⟦auth/settings.py⟧
⟦api_key_rotation_days: 90⟧ and ⟦api_key_prefix: "sk_"⟧ in ⟦policy.yml⟧
⟦--token-ttl 3600⟧ ⟦--refresh-token-ttl 2592000⟧ passed to ⟦authd⟧
⟦SECRET_MANAGER=vault⟧ ⟦VAULT_ADDR=https://vault.acme.io:8200⟧
⟦require_pin: true⟧ ⟦pin_length: 6⟧ for ⟦kiosk «d3»⟧
⟦recovery_codes_count = 10⟧ ⟦recovery_code_length = 10⟧ (⟦mfa.toml⟧)
⟦OTP_STEP_SECONDS=30⟧ ⟦OTP_DIGITS=6⟧ ⟦OTP_ALGORITHM=SHA1⟧
⟦session_cookie_secure = true⟧ ⟦session_cookie_samesite = "lax"⟧
⟦ssh.password_authentication: no⟧ ⟦ssh.pubkey_authentication: yes⟧
⟦allow_app_passwords: false⟧ on ⟦tenant «l6»⟧
⟦KEY_ROTATION_SCHEDULE=0 3 * * 0⟧ for ⟦kms-key «uuid»⟧
⟦token_endpoint_auth_method: private_key_jwt⟧ for ⟦client «l8»⟧
⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧ on ⟦repo acme/«l6»⟧
⟦passphrase_words=6⟧ ⟦passphrase_separator="-"⟧ in ⟦genpass.conf⟧
⟦MAX_LOGIN_ATTEMPTS=5⟧ ⟦LOCKOUT_MINUTES=15⟧
⟦webhook_secret_header: X-Signature-256⟧ ⟦webhook_tolerance_s: 300⟧
⟦api_token_scopes: read:orders,write:labels⟧ for ⟦integration «d5»⟧
⟦credential_helper = osxkeychain⟧ in ⟦~/.gitconfig⟧
⟦PASSWORD_HASHER=argon2id⟧ ⟦ARGON2_MEMORY_KB=65536⟧ ⟦ARGON2_ITERATIONS=3⟧
⟦auth.basic.enabled=false⟧ ⟦auth.oauth2.enabled=true⟧ in ⟦application.properties⟧
⟦ALLOW_EMPTY_PASSWORD=no⟧ for ⟦bitnami/redis⟧
⟦encryption_key_id: «uuid»⟧ (⟦KMS alias alias/«l6»⟧)
"""

PARSE = r"""
⟦invalid date 'Brix 13.8'⟧ in ⟦column harvest_date⟧, ⟦row «d4»⟧
⟦expected integer, got 'C6-5'⟧ for ⟦field motor_count⟧
⟦unknown locale 'pt_BR.UTF8x'⟧ in ⟦settings.LANGUAGE⟧
⟦could not parse duration '90 min.'⟧ (⟦game «d6»⟧)
⟦invalid colour code '194 light bluish grey'⟧ at ⟦line «d2»⟧
⟦YAML: mapping values are not allowed here⟧ at ⟦line 7, column 14⟧ (⟦key: level: 3⟧)
⟦TOML: expected '=' after key 'pinion'⟧ at ⟦line 3⟧
⟦JSON: unexpected token '}' at position 118⟧ in ⟦layout.json⟧
⟦CSV: row 41 has 7 fields, expected 6⟧ (⟦tyres.csv⟧)
⟦invalid semver '4.2'⟧ for ⟦esc_firmware⟧
⟦date '31/11/2026' out of range⟧ in ⟦bottling.csv⟧
⟦enum 'blue tabby' not in [red, cream, black]⟧ for ⟦colour⟧
⟦cannot convert '2.0-2.2 mm' to float⟧ in ⟦thickness⟧
⟦invalid cron '0 3 * * 8'⟧ for ⟦job rotate-logs⟧
⟦unknown field 'password_hint'⟧ in ⟦UserCreate⟧ (⟦ignored⟧)
⟦ValueError: invalid literal for int() with base 10: '14.82'⟧ (⟦lap_time⟧)
⟦INI: duplicate section [smtp]⟧ at ⟦line 12⟧
"""
