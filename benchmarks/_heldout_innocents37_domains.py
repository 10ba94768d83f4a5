"""Innocent set 37: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: speed skating, Gaelic football, shinty, combined events (decathlon and pole
vault), ultramarathons, cyclocross, table tennis, taekwondo and theatre lighting (each grepped
for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched,
while glassblowing, letterpress, cartography, lacrosse, kendo, sumo, perfumery, horology,
origami, genealogy, biathlon, luge, bookbinding, handball, netball, hurling, bandy, water polo,
snooker, darts, croquet, badminton, judo, capoeira, backgammon, sudoku, juggling, puppetry,
choir, gamelan and others did). ``FLAGS``: settings whose names say password, token, key or
secret and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
speed skating: ⟦race «d6»⟧ ⟦500 m, inner lane⟧ — ⟦34.71 s⟧ (⟦pair 7⟧)
speed skating: ⟦skater «U3»«d5»⟧ ⟦blade 17 in, rocker 21 m⟧ — ⟦sharpened 2026-12-01⟧
speed skating: ⟦heat «l6»⟧ ⟦1500 m mass start⟧ — ⟦lap 9 of 16⟧
gaelic football: ⟦match «d7»⟧ ⟦1-14 to 0-16⟧ — ⟦throw-in 15:30⟧
gaelic football: ⟦player «d6»⟧ ⟦black card, 10 min⟧ — ⟦jersey 11⟧
gaelic football: ⟦fixture «U2»«d4»⟧ ⟦county semi-final⟧ — ⟦referee C. Ó Dálaigh⟧
shinty: ⟦tie «d5»⟧ ⟦Camanachd Cup round 2⟧ — ⟦3-2 after extra time⟧
shinty: ⟦caman «U2»«d6»⟧ ⟦38 in, hickory⟧ — ⟦stock 4 left⟧
shinty: ⟦league «l5»⟧ ⟦Premiership⟧ — ⟦played 12, won 9⟧
combined events: ⟦athlete «d6»⟧ ⟦decathlon 8,112 pts⟧ — ⟦1500 m 4:31.22⟧
combined events: ⟦pole «U3»-«d4»⟧ ⟦5.20 m, flex 11.9⟧ — ⟦rated 90 kg⟧
combined events: ⟦attempt «l7»⟧ ⟦pole vault 5.35 m⟧ — ⟦cleared, 2nd try⟧
ultramarathon: ⟦bib «d4»⟧ ⟦checkpoint 6 at km 81⟧ — ⟦cut-off 19:00⟧
ultramarathon: ⟦entry «U2»«d7»⟧ ⟦UTMB index 612⟧ — ⟦mandatory kit checked⟧
ultramarathon: ⟦tracker «h12»⟧ ⟦last ping 03:14⟧ — ⟦battery 41%⟧
cyclocross: ⟦race «d6»⟧ ⟦Elite Men, 8 laps⟧ — ⟦pit lap 3⟧
cyclocross: ⟦rider «U3»«d8»⟧ ⟦UCI points 145⟧ — ⟦tyres 33 mm, 1.4 bar⟧
cyclocross: ⟦course «l6»⟧ ⟦2.9 km, 2 barriers⟧ — ⟦sand 60 m⟧
table tennis: ⟦match «d7»⟧ ⟦11-9, 8-11, 11-6, 11-13, 11-7⟧ — ⟦table 4⟧
table tennis: ⟦player «d6»⟧ ⟦ITTF rating 2114⟧ — ⟦rubber Tenergy 05, 2.1 mm⟧
table tennis: ⟦league «U2»«d3»⟧ ⟦Division 2⟧ — ⟦home Thursdays⟧
taekwondo: ⟦bout «d5»⟧ ⟦round 2, 7-4⟧ — ⟦gam-jeom 2⟧
taekwondo: ⟦athlete «U3»«d6»⟧ ⟦-68 kg⟧ — ⟦poomsae Koryo 8.1⟧
taekwondo: ⟦grading «l6»⟧ ⟦2nd dan⟧ — ⟦Kukkiwon cert «d8»⟧
theatre lighting: ⟦cue «d3».5⟧ ⟦GO at 7s fade⟧ — ⟦channel 101@75⟧
theatre lighting: ⟦fixture «U2»«d5»⟧ ⟦DMX universe 2 address 161⟧ — ⟦gel L201⟧
theatre lighting: ⟦show file «l8»⟧ ⟦ETC Eos v3.2⟧ — ⟦312 cues⟧
"""

FLAGS = r"""
settings: ⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_HISTORY=5⟧
settings: ⟦TOKEN_TTL_SECONDS=3600⟧ (⟦refresh after 50 min⟧)
settings: ⟦API_KEY_HEADER=X-Api-Key⟧ ⟦API_KEY_PREFIX=none⟧
settings: ⟦SECRET_BACKEND=vault⟧ ⟦SECRET_MOUNT=kv-v2⟧
settings: ⟦ecowitt.application_key_env=ECOWITT_APP_KEY⟧ (⟦name only⟧)
settings: ⟦--token-file /run/secrets/heygen⟧ ⟦--key-id-only⟧
settings: ⟦mural.client_secret_source = keyring⟧
settings: ⟦chartmogul.retry_on_401 = false⟧ ⟦chartmogul.max_retries = 20⟧
settings: ⟦close.api_key_scope = read-only⟧
settings: ⟦deskpro.token_lifetime = 8h⟧ ⟦deskpro.rotate = on demand⟧
settings: ⟦expensify.partnerUserSecret_ref = vault://finance/expensify⟧
settings: ⟦moosend.apikey_in = query⟧ ⟦format = json⟧
settings: ⟦aqara.token_validity = 30d⟧ ⟦aqara.region = eu⟧
settings: ⟦SB_USER_FROM_ENV=true⟧ ⟦FLATNOTES_AUTH_TYPE=totp⟧
settings: ⟦mcp.tool_timeout_s = 30⟧ ⟦mcp.redact_secrets = true⟧
"""

PARSE = r"""
parse: ⟦lap time '34,71' is not a number⟧ (⟦use a dot⟧)
parse: ⟦score '1-14-0' is not goals-points⟧ in ⟦fixtures.csv row 7⟧
parse: ⟦pole flex 'stiff' must be a number⟧
parse: ⟦bib 'A12B' is not numeric⟧ (⟦checkpoint 6⟧)
parse: ⟦tyre pressure '1,4bar' is not in bar⟧
parse: ⟦game score '11-13-2' is invalid⟧ (⟦use 11-9 style⟧)
parse: ⟦weight class '-68kgs' unknown⟧ (⟦known: -58, -68, -80, +80⟧)
parse: ⟦DMX address '513' out of range 1..512⟧
parse: ⟦unknown cue list 'main2'⟧ (⟦known: main, house⟧)
parse: ⟦invalid region 'eu-west-9'⟧ for ⟦AQARA_REGION⟧
parse: ⟦'weekly funnel' is not a report token⟧ (⟦use the report id⟧)
parse: ⟦notebook id 'abaf-726' must be 32 hex digits⟧
parse: ⟦'ToolCallOutputItem' has no attribute 'content'⟧ (⟦use .output⟧)
parse: ⟦execution_count 'four' must be an integer⟧ in ⟦cell 3⟧
parse: ⟦language 'rom' is not a BCP 47 tag⟧ (⟦did you mean rgn?⟧)
"""
