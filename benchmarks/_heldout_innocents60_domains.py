"""Innocent set 60: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: yerba mate, charrería, salsa and merengue congresses, tequila distilling, a
muskox survey and a Québec sugar shack (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while capoeira, tango,
lucha libre, cenotes, alpacas, cacao, steelpan, carnival, coffee cupping, rodeo, quinoa,
dominoes, pelota, mezcal, mushing, maple and hockey did). ``FLAGS``: settings whose names say
password, token, key, secret, PIN or passphrase and whose values are not. ``PARSE``: parse
errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
yerba mate: ⟦lot «U3»-«d5»⟧ ⟦con palo, 24 months aged⟧ — ⟦Misiones, 500 g⟧
yerba mate: ⟦secadero «d4»⟧ ⟦barbacuá drying 18 h⟧ — ⟦moisture 4.1%⟧
yerba mate: ⟦cooperative member «d6»⟧ ⟦2,140 kg green leaf⟧ — ⟦paid 2026-11-30⟧
charrería: ⟦charro «d7»⟧ ⟦cala de caballo 38 pts⟧ — ⟦lienzo «U2»«d3»⟧
charrería: ⟦equipo «l6»⟧ ⟦piales en el lienzo 2 of 3⟧ — ⟦total 214 pts⟧
charrería: ⟦escaramuza «d5»⟧ ⟦8 riders, sidesaddle⟧ — ⟦penalty 4 pts⟧
salsa congress: ⟦couple «d5»⟧ ⟦On2 cabaret, 2nd place⟧ — ⟦score 87.4⟧
salsa congress: ⟦workshop «l7»⟧ ⟦shines, intermediate⟧ — ⟦room B, 14:30⟧
merengue festival: ⟦orchestra «d4»⟧ ⟦tambora, güira, accordion⟧ — ⟦set 45 min⟧
tequila distilling: ⟦NOM «d4»⟧ ⟦blanco, 40% ABV⟧ — ⟦batch «U2»«d6»⟧
tequila distilling: ⟦horno «d2»⟧ ⟦piñas 36 t, 48 h cook⟧ — ⟦Brix 27.5⟧
tequila distilling: ⟦barrel «d6»⟧ ⟦reposado 7 months⟧ — ⟦ex-bourbon, char 3⟧
muskox survey: ⟦transect «l6»⟧ ⟦42 adults, 9 calves⟧ — ⟦Banks Island sector «U1»«d2»⟧
muskox survey: ⟦collar «d8»⟧ ⟦GPS fix every 4 h⟧ — ⟦battery 71%⟧
muskox survey: ⟦flight «U3»«d4»⟧ ⟦altitude 150 m AGL⟧ — ⟦observers 3⟧
sugar shack: ⟦cabane «d5»⟧ ⟦4,200 taps, tubing⟧ — ⟦evaporator 3x10 ft⟧
sugar shack: ⟦baril «d7»⟧ ⟦sirop doré, goût délicat⟧ — ⟦Brix 66.3⟧
sugar shack: ⟦réservation «l8»⟧ ⟦tablée de 12, 14 h⟧ — ⟦tire sur la neige incluse⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=14⟧ ⟦PASSWORD_REQUIRE_SYMBOL=true⟧
flags: ⟦token_ttl_seconds: 900⟧ ⟦refresh_token_rotation: enabled⟧
flags: ⟦SECRET_SCAN_ENABLED=1⟧ ⟦SECRET_SCAN_EXCLUDE=docs/**⟧
flags: ⟦api_key_header: X-Api-Key⟧ ⟦api_key_prefix: sk_⟧ (format only)
flags: ⟦PIN_ATTEMPTS_MAX=5⟧ ⟦PIN_LOCKOUT_MINUTES=30⟧
flags: ⟦passphrase_words: 6⟧ ⟦passphrase_wordlist: eff_large⟧
flags: ⟦--vault-addr https://vault.acme.io:8200⟧ ⟦--vault-namespace admin/ci⟧
flags: ⟦KMS_KEY_ROTATION_DAYS=365⟧ ⟦KMS_KEY_SPEC=SYMMETRIC_DEFAULT⟧
flags: ⟦PUSH_APNS_ENV=production⟧ ⟦PUSH_FCM_PROJECT=acme-mobile⟧
flags: ⟦recovery_codes_count: 10⟧ ⟦recovery_code_length: 10⟧
flags: ⟦RCON_ENABLED=false⟧ ⟦RCON_PORT=25575⟧
flags: ⟦masked_variables: [CI_REGISTRY_PASSWORD, NPM_TOKEN]⟧ (names only)
flags: ⟦secretKeyRef.name: payments-env⟧ ⟦secretKeyRef.key: STRIPE_KEY⟧
flags: ⟦tokenAudience: sts.amazonaws.com⟧ ⟦tokenExpirationSeconds: 3600⟧
flags: ⟦PASSWORDSTATE_LIST_ID=118⟧ ⟦PASSWORDSTATE_URL=https://passwordstate.acme.local⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'forty-two'⟧
parse: ⟦could not convert string to float: '3,14'⟧ (locale pt-BR)
parse: ⟦unknown currency 'ARS$'⟧ ⟦expected ISO 4217 code, e.g. ARS⟧
parse: ⟦time data '31/12/2026' does not match format '%Y-%m-%d'⟧
parse: ⟦unexpected token 'reposado' at line 4, column 9⟧
parse: ⟦invalid duration '7 meses'⟧ ⟦use 7mo or 210d⟧
parse: ⟦yaml: line 12: mapping values are not allowed in this context⟧
parse: ⟦toml: expected '=' after key 'lienzo' at line 3⟧
parse: ⟦invalid timezone 'America/Montreal_Old'⟧
parse: ⟦cron: field 'dom' out of range: 32⟧
parse: ⟦bad escape \q at position 7⟧ in pattern ⟦cabane\q⟧
parse: ⟦JSONDecodeError: Expecting ',' delimiter: line 1 column 48⟧
parse: ⟦invalid semver '1.4'⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦unknown field 'escaramuzaa'; did you mean 'escaramuza'?⟧
parse: ⟦CSV row 88: expected 7 fields, saw 6⟧
"""
