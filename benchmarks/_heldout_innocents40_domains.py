"""Innocent set 40: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: bell founding, coopering, hot-air ballooning, tug of war, sugarcraft, candle
making, real tennis and rink hockey (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while glassblowing,
bookbinding, lacrosse, sumo, kabaddi, origami, blacksmithing, darts, korfball, bandy,
luthiers, stained glass and others did). ``FLAGS``: settings whose names say password,
token, key or secret and whose values are not. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bell founding: ⟦casting «d5»⟧ ⟦tenor 412 kg in E♭⟧ — ⟦tuned 2026-11-30⟧
bell founding: ⟦mould «U3»«d4»⟧ ⟦loam and horse hair⟧ — ⟦pour at 1,100 °C⟧
coopering: ⟦cask «d6»⟧ ⟦hogshead 250 L⟧ — ⟦French oak, medium toast⟧
coopering: ⟦stave lot «l8»⟧ ⟦air-dried 24 months⟧ — ⟦32 staves⟧
hot-air ballooning: ⟦envelope «U2»-«U3»⟧ ⟦105,000 cu ft⟧ — ⟦burner hours 412⟧
hot-air ballooning: ⟦flight «d7»⟧ ⟦launch 06:42, wind 4 kt⟧ — ⟦landed field «U1»«d2»⟧
tug of war: ⟦team «d4»⟧ ⟦640 kg class⟧ — ⟦pull 3 won 2–1⟧
tug of war: ⟦rope «l6»⟧ ⟦33.5 m, 11 cm girth⟧ — ⟦centre mark checked⟧
sugarcraft: ⟦order «d6»⟧ ⟦3-tier, 48 peonies⟧ — ⟦gum paste batch «U2»«d3»⟧
candle making: ⟦batch «l7»⟧ ⟦soy 464, 8% fragrance load⟧ — ⟦wick CD-12⟧
real tennis: ⟦match «d5»⟧ ⟦chase better than 2⟧ — ⟦6/4 3/6 6/5⟧
rink hockey: ⟦game «d8»⟧ ⟦blue card at 14:02⟧ — ⟦direct free hit scored⟧
bell founding: ⟦bell «d4»⟧ ⟦strike note 329.6 Hz⟧ — ⟦hum −0.4 cents⟧
coopering: ⟦barrel «U2»«d5»⟧ ⟦re-charred 2026-10⟧ — ⟦hoop 6 of 8 loose⟧
hot-air ballooning: ⟦pilot «d6»⟧ ⟦licence class B⟧ — ⟦currency valid to 2027-05⟧
tug of war: ⟦event «l8»⟧ ⟦catchweight 720 kg⟧ — ⟦3 pulls, 2 wins⟧
sugarcraft: ⟦class «d4»⟧ ⟦modelling chocolate roses⟧ — ⟦6 seats left⟧
candle making: ⟦mould «U3»«d3»⟧ ⟦pillar 7×10 cm⟧ — ⟦cure 48 h⟧
real tennis: ⟦court «d2»⟧ ⟦dedans hit⟧ — ⟦handicap 12.4⟧
rink hockey: ⟦player «d5»⟧ ⟦goals 14⟧ — ⟦stick «l6»⟧
"""

FLAGS = r"""
settings: ⟦NOBL9_CLIENT_SECRET_FILE=/run/secrets/nobl9⟧ ⟦mode 0400⟧
settings: ⟦textbelt.key_env = TEXTBELT_KEY⟧ ⟦(read at boot)⟧
settings: ⟦zenhub.token_header = X-Authentication-Token⟧
settings: ⟦kanbanize.apikey_required = true⟧ ⟦timeout 15s⟧
settings: ⟦ZAAKPAY_SECRET_ROTATION_DAYS=90⟧
settings: ⟦WPE_API_PASSWORD_LENGTH=32⟧ ⟦(policy only)⟧
settings: ⟦quix.sdk_token_prefix = "sdk-"⟧
settings: ⟦password_min_length = 14⟧ ⟦password_history = 5⟧
settings: ⟦RELOADLY_AUDIENCE=https://topups.reloadly.com⟧
settings: ⟦zeptomail.token_header = "Zoho-enczapikey"⟧
settings: ⟦MEMBERSTACK_SECRET_KEY_SOURCE=vault⟧ ⟦path kv/memberstack⟧
settings: ⟦lucca.api_key_scope = users:read⟧
settings: ⟦weclapp.auth_header = AuthenticationToken⟧
settings: ⟦TOKEN_TTL_SECONDS=3600⟧ ⟦REFRESH_TOKEN_TTL_DAYS=30⟧
settings: ⟦secret_rotation_enabled: true⟧ ⟦window: sun 02:00⟧
"""

PARSE = r"""
parse: ⟦yaml: line 7: mapping values are not allowed here⟧ near ⟦'tier: gold: yes'⟧
parse: ⟦invalid TOML: expected '=' after key 'project'⟧ ⟦(line 4, col 9)⟧
parse: ⟦JSONDecodeError: Expecting ',' delimiter: line 3 column 12⟧ in ⟦{"cask": 812 "size": "hogshead"}⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'E-flat'⟧
parse: ⟦csv: wrong number of fields on line 22⟧: ⟦"MSW00412,Chai Point,Indiranagar,extra"⟧
parse: ⟦could not parse date '2026-13-01'⟧ ⟦(month out of range)⟧
parse: ⟦invalid value for --tier: 'platinum'⟧ ⟦(choose from bronze, silver, gold)⟧
parse: ⟦ParserError: unexpected token '}' at 12:3⟧ in ⟦terraform.tfvars⟧
parse: ⟦could not convert string to float: '12,5'⟧
parse: ⟦XML parse error: mismatched tag at line 6, column 2⟧ ⟦<account>⟧
"""
