"""Innocent set 41: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: canoe polo, disc golf, gymnastics, synchronized (artistic) swimming,
volleyball, squash and lepidoptery (each grepped for in every earlier ``_heldout_innocents*``
and ``heldout_innocents*`` file; none matched, while glassblowing, letterpress, dog agility,
sumo, kendo, pétanque, hurling, kabaddi, lacrosse, bandy, korfball, bobsleigh, biathlon,
paragliding, origami, calligraphy, horology, bookbinding, ornithology, water polo, roller
derby, ultimate, dragon boat, figure skating, snooker, darts, croquet, badminton, table
tennis, geocaching, astronomy, mycology, entomology and about forty others did). ``FLAGS``:
settings whose names say password, token, key or secret and whose values are not.
``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
canoe polo: ⟦match «d6»⟧ ⟦ESP 4–3 GER⟧ — ⟦golden goal at 2:14⟧
canoe polo: ⟦player «d5»⟧ ⟦cap 7, goalkeeper⟧ — ⟦2 green cards⟧
canoe polo: ⟦boat «U3»«d4»⟧ ⟦3.0 m, 17 kg⟧ — ⟦bumpers checked⟧
canoe polo: ⟦tournament «l8»⟧ ⟦pool B, 6 teams⟧ — ⟦pitch 35 × 23 m⟧
disc golf: ⟦round «d7»⟧ ⟦−6 (48) on par 54⟧ — ⟦layout «U2»«d2»⟧
disc golf: ⟦disc «U4»«d5»⟧ ⟦flight 12 / 5 / -1 / 3⟧ — ⟦174 g⟧
disc golf: ⟦player «d6»⟧ ⟦PDGA rating 968⟧ — ⟦division MPO⟧
disc golf: ⟦hole 14⟧ ⟦312 ft, OB left⟧ — ⟦basket «l6»⟧
gymnastics: ⟦routine «d6»⟧ ⟦D 5.8 E 8.433⟧ — ⟦total 14.233⟧
gymnastics: ⟦athlete «d7»⟧ ⟦vault Yurchenko 1½⟧ — ⟦start value 5.4⟧
gymnastics: ⟦session «l7»⟧ ⟦rotation 3, beam⟧ — ⟦judges panel «U1»«d2»⟧
gymnastics: ⟦element «U2»«d3»⟧ ⟦Code of Points value F⟧ — ⟦named 2024⟧
artistic swimming: ⟦routine «d5»⟧ ⟦technical duet⟧ — ⟦2:20 music⟧
artistic swimming: ⟦hybrid «l6»⟧ ⟦DD 28.4⟧ — ⟦base mark 0.5 deducted⟧
artistic swimming: ⟦swimmer «d6»⟧ ⟦nose clip spare⟧ — ⟦lane 4⟧
volleyball: ⟦match «d8»⟧ ⟦3–1 (25-21, 23-25, 25-18, 25-22)⟧ — ⟦MVP #9⟧
volleyball: ⟦rotation «U1»«d1»⟧ ⟦libero in for #5⟧ — ⟦serve «d3» km/h⟧
volleyball: ⟦challenge «l8»⟧ ⟦ball in, point reversed⟧ — ⟦set 2 at 19-20⟧
volleyball: ⟦ball «U3»«d6»⟧ ⟦V200W, 0.30 kgf/cm²⟧ — ⟦home court⟧
squash: ⟦match «d6»⟧ ⟦11-7 9-11 11-4 11-8⟧ — ⟦court 3⟧
squash: ⟦player «d5»⟧ ⟦PSA rank 41⟧ — ⟦racket 125 g⟧
squash: ⟦let «l6»⟧ ⟦stroke awarded⟧ — ⟦referee «U2»«d3»⟧
squash: ⟦ball «U2»«d4»⟧ ⟦double yellow dot⟧ — ⟦warmed 2 min⟧
lepidoptery: ⟦specimen «U3»«d6»⟧ ⟦Parnassius apollo⟧ — ⟦wingspan 78 mm⟧
lepidoptery: ⟦trap «d4»⟧ ⟦Robinson MV, 125 W⟧ — ⟦43 macro moths⟧
lepidoptery: ⟦record «l10»⟧ ⟦Lycaena dispar⟧ — ⟦grid ref TL 4532 7810⟧
lepidoptery: ⟦transect «U1»«d3»⟧ ⟦15 sections⟧ — ⟦17 °C, 60% sun⟧
lepidoptery: ⟦larva «d6»⟧ ⟦instar 4⟧ — ⟦foodplant Urtica dioica⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=14⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦token_ttl_seconds: 900⟧ ⟦refresh_token_ttl: 30d⟧
flags: ⟦--api-key-header X-Api-Key⟧ ⟦--api-key-source env⟧
flags: ⟦secret_store = "vault"⟧ ⟦secret_path_prefix = "kv/data/apps"⟧
flags: ⟦KEY_ROTATION_DAYS=90⟧ ⟦KEY_ALGORITHM=ES256⟧
flags: ⟦[auth] password_reset_expiry = 1h⟧ ⟦lockout_threshold = 8⟧
flags: ⟦SESSION_SECRET_FILE=/run/secrets/session_secret⟧
flags: ⟦require_pin: true⟧ ⟦pin_length: 6⟧ ⟦pin_attempts: 3⟧
flags: ⟦recovery_codes_count=10⟧ ⟦recovery_code_format=xxxxx-xxxxx⟧
flags: ⟦passphrase_words: 6⟧ ⟦wordlist: eff_large⟧
flags: ⟦ARKOSE_ENABLED=true⟧ ⟦ARKOSE_MODE=inline⟧
flags: ⟦featureflow.environment=production⟧ ⟦featureflow.cacheTtl=60s⟧
flags: ⟦DIDIT_WORKFLOW_ID=«uuid»⟧ ⟦DIDIT_CALLBACK=https://acme.io/kyc/done⟧
flags: ⟦BING_MAPS_CULTURE=pt-PT⟧ ⟦BING_MAPS_MAX_RESULTS=5⟧
flags: ⟦COLISSIMO_PRODUCT=DOS⟧ ⟦COLISSIMO_LABEL_FORMAT=PDF_10x15_300dpi⟧
flags: ⟦evergreen: api_server_host: https://evergreen.acme.dev/api⟧
flags: ⟦token_endpoint_auth_method: client_secret_basic⟧ ⟦grant_types: [client_credentials]⟧
flags: ⟦mqtt.password_file=/etc/mosquitto/passwd⟧ ⟦mqtt.allow_anonymous=false⟧
flags: ⟦keyring_backend=SecretService⟧ ⟦keyring_collection=login⟧
flags: ⟦ssh: PasswordAuthentication no⟧ ⟦PubkeyAuthentication yes⟧
flags: ⟦api_token_scopes: read:orders,write:labels⟧ ⟦api_token_expiry: 365d⟧
flags: ⟦secrets.provider=sops⟧ ⟦secrets.age_recipients=2⟧
flags: ⟦mask_passwords_in_logs=true⟧ ⟦mask_char=*⟧
flags: ⟦JWT_AUDIENCE=mapkit⟧ ⟦JWT_TTL=1800⟧ ⟦JWT_ALG=ES256⟧
flags: ⟦webhook.secret_header=X-Signature⟧ ⟦webhook.tolerance=300s⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'twelve'⟧
parse: ⟦could not convert string to float: '3,5'⟧
parse: ⟦time data '06/12/2026' does not match format '%Y-%m-%d'⟧
parse: ⟦unknown timezone 'Europe/Kiev'⟧ (⟦did you mean 'Europe/Kyiv'?⟧)
parse: ⟦yaml: line 14: mapping values are not allowed here⟧ ⟦near "retries: 3: 5"⟧
parse: ⟦toml: expected '=' after key 'max_parcels'⟧ ⟦line 7 column 12⟧
parse: ⟦JSONDecodeError: Expecting ',' delimiter: line 3 column 18 (char 41)⟧
parse: ⟦invalid country code 'UK'⟧ (⟦ISO 3166 uses 'GB'⟧)
parse: ⟦postcode '7500' is not a valid FR code⟧ ⟦expected 5 digits⟧
parse: ⟦invalid grade '7a++'⟧ ⟦allowed: 7a, 7a+, 7b⟧
parse: ⟦unknown division 'MP0'⟧ ⟦did you mean 'MPO'⟧
parse: ⟦weight '174gr' has an unknown unit⟧ ⟦use g or oz⟧
parse: ⟦score '11-13-2' has 3 parts⟧ ⟦expected 2⟧
parse: ⟦ValueError: 'Wednesdy' is not a valid Weekday⟧
parse: ⟦cron: bad minute field '61'⟧ ⟦in '61 * * * *'⟧
parse: ⟦ipaddress: '10.0.0.256' does not appear to be an IPv4 address⟧
parse: ⟦semver: '1.2' is not a valid version⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦unknown currency 'EURO'⟧ ⟦ISO 4217 code is 'EUR'⟧
parse: ⟦color '#12345G' is not hex⟧
parse: ⟦duration '90x' not understood⟧ ⟦use s, m, h or d⟧
parse: ⟦CSV row 42: expected 6 fields, saw 7⟧ ⟦'Lycaena dispar, 2026-07-14, TL 4532 7810'⟧
parse: ⟦XML: mismatched tag at line 9, column 4⟧ ⟦</parcel>⟧
parse: ⟦HCL: unexpected token '}' at main.tf:22,1⟧
parse: ⟦locale 'pt_PT.utf' is not supported⟧ ⟦did you mean 'pt_PT.UTF-8'⟧
parse: ⟦bad MQTT topic 'meters/+/#/x'⟧ ⟦'#' must be last⟧
"""
