"""Innocent set 51: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: steel pan, sugar mills, hammock weaving, calypso, tide tables, reggae sound
systems and telenovela production (each grepped for in every earlier ``_heldout_innocents*``
and ``heldout_innocents*`` file; none matched, while glassblowing, luthiers, cheesemaking,
sheepdog trials, hurling, sumo, perfumery, mushing, letterpress, bookbinding, coffee
roasting, dragon boats, pigeon racing, carnival, cricket, dominoes, cacao, rum, capoeira,
lighthouses, ferries, birding, surfing, cenotes, cartography and seed banks did).
``FLAGS``: settings whose names say password, token, key or secret and whose values are
not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
steel pan: ⟦pan «d5»⟧ ⟦double seconds, tuned to A440⟧ — ⟦tuner «U2»«d3»⟧
steel pan: ⟦band «l6»⟧ ⟦Panorama prelims 2027-02-06⟧ — ⟦112 players⟧
steel pan: ⟦arrangement «d6»⟧ ⟦tempo 132 bpm⟧ — ⟦8 min 40 s⟧
steel pan: ⟦drum «U3»-«d4»⟧ ⟦55-gallon, 18 gauge⟧ — ⟦sunk to 9 in⟧
sugar mill: ⟦grind «d7»⟧ ⟦1,240 t cane⟧ — ⟦pol 13.2%⟧
sugar mill: ⟦boiler «U2»«d2»⟧ ⟦bagasse fired⟧ — ⟦38 bar⟧
sugar mill: ⟦batch «l8»⟧ ⟦massecuite A⟧ — ⟦brix 92.4⟧
hammock weaving: ⟦order «d6»⟧ ⟦cotton, 3.2 m⟧ — ⟦Yucatán pattern «U2»«d2»⟧
hammock weaving: ⟦loom «l5»⟧ ⟦1,800 strings⟧ — ⟦weaver M. Pool⟧
hammock weaving: ⟦lot «U4»«d4»⟧ ⟦12 matrimonial, 6 single⟧
calypso: ⟦song «d6»⟧ ⟦key of D, 4/4⟧ — ⟦Monarch semifinal⟧
calypso: ⟦tent «l6»⟧ ⟦show 21:00⟧ — ⟦row «U1», seat «d2»⟧
calypso: ⟦recording «U2»-«d5»⟧ ⟦ISRC TT-«U3»-26-«d5»⟧
tide tables: ⟦station «d7»⟧ ⟦high 1.42 m at 06:18⟧ — ⟦low 0.21 m at 12:31⟧
tide tables: ⟦harmonic M2 «d3»⟧ ⟦amplitude 0.38 m⟧ — ⟦phase 212.4°⟧
tide tables: ⟦datum «U4»⟧ ⟦chart datum −0.62 m⟧ — ⟦epoch 1983–2001⟧
sound system: ⟦dubplate «d6»⟧ ⟦10" acetate, 45 rpm⟧ — ⟦cut «l6»⟧
sound system: ⟦speaker box «U2»«d3»⟧ ⟦18" scoop, 2 kW⟧ — ⟦stack 4 of 8⟧
sound system: ⟦clash «d5»⟧ ⟦round 3 of 4⟧ — ⟦judge panel «U3»⟧
telenovela: ⟦episode «d4»⟧ ⟦scene 37B⟧ — ⟦call time 05:30⟧
telenovela: ⟦script «l7»⟧ ⟦revision pink, 2026-12-04⟧ — ⟦48 pages⟧
telenovela: ⟦cast member «d6»⟧ ⟦wardrobe fitting 14:00⟧ — ⟦stage «U1»«d1»⟧
steel pan: ⟦tuning log «d6»⟧ ⟦note C#5 at +3 cents⟧ — ⟦re-tuned 2026-11-30⟧
sugar mill: ⟦crusher «U2»-«d3»⟧ ⟦roller speed 5.8 rpm⟧ — ⟦extraction 96.1%⟧
sugar mill: ⟦vacuum pan «d2»⟧ ⟦strike «d5»⟧ — ⟦62 t sugar⟧
hammock weaving: ⟦dye lot «l6»⟧ ⟦achiote orange⟧ — ⟦fade test 40 h⟧
calypso: ⟦band call «d4»⟧ ⟦rehearsal 19:30⟧ — ⟦horns 3, rhythm 4⟧
tide tables: ⟦prediction «l8»⟧ ⟦spring tide 2026-12-19⟧ — ⟦range 1.9 m⟧
tide tables: ⟦gauge «U3»«d4»⟧ ⟦sampling 6 min⟧ — ⟦offset +0.04 m⟧
sound system: ⟦selector «d5»⟧ ⟦set 23:00–01:00⟧ — ⟦riddim count 41⟧
sound system: ⟦amp rack «l6»⟧ ⟦4 × 5 kW⟧ — ⟦crossover at 90 Hz⟧
telenovela: ⟦location «U2»«d4»⟧ ⟦hacienda, exterior night⟧ — ⟦permit until 2027-01-15⟧
telenovela: ⟦dub session «d6»⟧ ⟦Portuguese track⟧ — ⟦reels 1–4⟧
telenovela: ⟦ratings week 49⟧ ⟦share 23.4%⟧ — ⟦episode «d3»⟧
"""

FLAGS = r"""
settings: ⟦passphrase_min_words = 6⟧ ⟦passphrase_wordlist = eff_large⟧
settings: ⟦token_ttl_minutes = 30⟧ ⟦token_audience = "field-app"⟧
settings: ⟦api_key_header = "X-Api-Key"⟧ ⟦api_key_rotation_days = 90⟧
settings: ⟦secret_backend = "vault"⟧ ⟦secret_mount = "kv-v2"⟧
settings: ⟦password_history = 12⟧ ⟦password_min_length = 14⟧
settings: ⟦keystore_type = PKCS12⟧ ⟦keystore_path = android/upload.jks⟧
settings: ⟦signingConfig = signingConfigs.release⟧ ⟦keyAlias = upload⟧
settings: ⟦CSC_IDENTITY_AUTO_DISCOVERY=false⟧ ⟦CSC_NAME="Acme (8QK2L7M3XZ)"⟧
settings: ⟦recovery_codes.length = 10⟧ ⟦recovery_codes.alphabet = hex⟧
settings: ⟦pin.digits = 6⟧ ⟦pin.allow_sequences = false⟧
settings: ⟦EXPO_PUBLIC_API_URL=https://api.acme.app⟧ ⟦EAS_BUILD_PROFILE=production⟧
settings: ⟦tunnel.auth = basic⟧ ⟦tunnel.token_source = env⟧
settings: ⟦ks_pass_source = env:KS_PASS⟧ ⟦key_pass_source = env:KEY_PASS⟧
settings: ⟦APPLE_API_KEY_ID=2X9R4HUQ6M⟧ ⟦APPLE_API_ISSUER=«uuid»⟧ (⟦ids, not keys⟧)
settings: ⟦password_reset.token_expiry = 15m⟧ ⟦password_reset.max_per_hour = 3⟧
settings: ⟦wireguard.public_key_file = /etc/wg/server.pub⟧ ⟦listen_port = 51820⟧
settings: ⟦VAULT_ADDR=https://vault.acme.lan:8200⟧ ⟦VAULT_TOKEN_PATH=/run/secrets/vault⟧
settings: ⟦secretKeyRef.name = plesk-api⟧ ⟦secretKeyRef.key = key⟧
"""

PARSE = r"""
parse: ⟦invalid value 'double second' for --pan⟧: ⟦expected one of tenor, double tenor, cello, bass⟧
parse: ⟦tempo '132bpm' must be a number⟧ in ⟦arrangement.yaml line 3⟧
parse: ⟦brix '92,4' is not a float⟧ (⟦use a dot⟧)
parse: ⟦tide height '1.42m' has a unit⟧ (⟦heights are in metres⟧)
parse: ⟦'06:18pm' is not a 24-hour time⟧
parse: ⟦rpm '45.0' is not one of 33, 45, 78⟧
parse: ⟦'37B' is not a scene number⟧ (⟦scenes are integers; use the suffix field⟧)
parse: ⟦keyAlias 'upload key' must not contain spaces⟧
parse: ⟦storeType 'jks2' is unknown⟧ (⟦known: JKS, PKCS12⟧)
parse: ⟦minSdk '21.5' is not an integer⟧ in ⟦app/build.gradle.kts line 12⟧
parse: ⟦CFBundleVersion '4.2.0-beta' must be numbers and dots⟧
parse: ⟦'Europe/Port_of_Spain' is not a time zone⟧ (⟦did you mean America/Port_of_Spain?⟧)
parse: ⟦versionCode '4.2' must be an integer⟧ in ⟦app.json⟧
parse: ⟦'arm64-v9a' is not an ABI⟧ (⟦known: armeabi-v7a, arm64-v8a, x86_64⟧)
parse: ⟦DNS TTL '1h' is not a number of seconds⟧
parse: ⟦port 'ftp' must be 1..65535⟧ in ⟦backup.toml line 7⟧
parse: ⟦'acme..io' is not a valid domain name⟧
parse: ⟦EPP result code '2200x' is not numeric⟧
"""
