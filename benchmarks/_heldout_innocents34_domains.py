"""Innocent set 34: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: dog sledding, typography, meteorology, volcanology, birding, baseball, weiqi,
trainspotting, freediving, tea tasting, judo and figure skating (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
glassblowing, letterpress, lacrosse, kabaddi, hurling, netball, korfball, handball, luge,
biathlon, ikebana, origami, calligraphy, cheesemaking, viticulture, blacksmithing,
bookbinding, horology, cartography, genealogy, numismatics, seismology, mycology, rodeo,
cricket, backgammon, scrabble, esports, rocketry, surfing, sumo, kendo, darts, snooker,
falconry, canoeing, ski jumping, curling and others did). ``FLAGS``: settings whose names say
password, token, key or secret and whose values are not. ``PARSE``: parse errors quoting
ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
dog sledding: ⟦team «d4»⟧ ⟦12 dogs, lead dog Kobuk⟧ — ⟦checkpoint «U3»«d2»⟧ ⟦rest 4h 10m⟧
dog sledding: ⟦musher bib «d3»⟧ ⟦Iditarod split 38:12:04⟧ — ⟦booties used 320⟧
dog sledding: ⟦dog chip «d15»⟧ ⟦vet check passed⟧ — ⟦weight 24.6 kg⟧
typography: ⟦font build «h10»⟧ ⟦Inter Display 4.1⟧ — ⟦1,812 glyphs⟧ ⟦kerning pairs 9,420⟧
typography: ⟦glyph uni«H4»⟧ ⟦advance width 612⟧ — ⟦OpenType feature ss02⟧
typography: ⟦proof «l8»⟧ ⟦set in 10/13 pt⟧ — ⟦measure 66 characters⟧ ⟦widow on p. 14⟧
meteorology: ⟦METAR EGLL «d6»Z 24012KT 9999 FEW035 09/04 Q1012⟧ ⟦station «U4»⟧
meteorology: ⟦sounding «d8»⟧ ⟦CAPE 1,840 J/kg⟧ — ⟦lifted index -4⟧ ⟦freezing level 2,950 m⟧
meteorology: ⟦radar scan «h12»⟧ ⟦reflectivity 52 dBZ⟧ — ⟦hail probability 40%⟧
volcanology: ⟦seismometer «U3»«d3»⟧ ⟦tremor RSAM 412⟧ — ⟦alert level yellow⟧
volcanology: ⟦SO2 flux «d4» t/d⟧ ⟦DOAS scan «l10»⟧ — ⟦plume height 3.2 km⟧
volcanology: ⟦sample «U2»-«d5»⟧ ⟦SiO2 58.4 wt%⟧ — ⟦andesite⟧ ⟦collected 2026-11-29⟧
birding: ⟦checklist S«d9»⟧ ⟦38 species⟧ — ⟦2 h 15 min, 4.1 km⟧ ⟦protocol traveling⟧
birding: ⟦ring «U2»«d6»⟧ ⟦Eurasian reed warbler⟧ — ⟦wing 66 mm⟧ ⟦fat score 3⟧
birding: ⟦hotspot L«d7»⟧ ⟦first record of the year: Smew⟧ — ⟦count 3⟧
baseball: ⟦game «d6»⟧ ⟦BOT 7, 2 outs, runners on 1st and 3rd⟧ — ⟦pitch count 94⟧
baseball: ⟦player «d6»⟧ ⟦.312/.398/.541⟧ — ⟦OPS+ 151⟧ ⟦WAR 4.8⟧
baseball: ⟦pitch «h16»⟧ ⟦sinker 94.1 mph⟧ — ⟦spin 2,210 rpm⟧ ⟦called strike⟧
weiqi: ⟦game «d8»⟧ ⟦komi 7.5⟧ — ⟦B+R at move 213⟧ ⟦time 60m + 3x30s⟧
weiqi: ⟦kifu «l10»⟧ ⟦opening Chinese fuseki⟧ — ⟦ladder broken at Q4⟧
weiqi: ⟦player «d7»⟧ ⟦rank 5d⟧ — ⟦club «U3»«d2»⟧ ⟦rating 2,410⟧
trainspotting: ⟦loco «d5» «d3»⟧ ⟦class 66⟧ — ⟦headcode 4L«d2»⟧ ⟦seen at Ely 14:32⟧
trainspotting: ⟦unit «d6»⟧ ⟦Class 800/0⟧ — ⟦set «U3»«d2»⟧ ⟦platform 4⟧
trainspotting: ⟦log entry «d5»⟧ ⟦2 cops, 1 haulage⟧ — ⟦railtour «l8»⟧
freediving: ⟦dive «d6»⟧ ⟦CWT 62 m⟧ — ⟦2:31 dive time⟧ ⟦clean surface protocol⟧
freediving: ⟦athlete «U3»-«d4»⟧ ⟦STA 5:48⟧ — ⟦white card⟧
freediving: ⟦computer log «h12»⟧ ⟦max depth 41.2 m⟧ — ⟦water 19 °C⟧ ⟦surface interval 6:00⟧
tea tasting: ⟦lot «U2»«d6»⟧ ⟦Darjeeling second flush⟧ — ⟦score 88/100⟧ ⟦muscatel notes⟧
tea tasting: ⟦cupping «d5»⟧ ⟦3 g, 150 ml, 95 °C, 5 min⟧ — ⟦liquor bright amber⟧
tea tasting: ⟦sample «l9»⟧ ⟦Tieguanyin 2026 spring⟧ — ⟦7 infusions⟧
judo: ⟦contest «d5»⟧ ⟦ippon by uchi-mata at 2:14⟧ — ⟦-73 kg⟧
judo: ⟦judoka «U3»«d6»⟧ ⟦2nd dan⟧ — ⟦IJF ranking 212⟧
judo: ⟦pool «U1»«d1»⟧ ⟦repechage bout «d3»⟧ — ⟦shido 2-1⟧
figure skating: ⟦program «d6»⟧ ⟦TES 84.12⟧ — ⟦PCS 76.40⟧ ⟦deductions -1.00⟧
figure skating: ⟦element «l6»⟧ ⟦3Lz+3T⟧ — ⟦GOE +2.13⟧ ⟦base value 10.30⟧
figure skating: ⟦skater «d7»⟧ ⟦ISU personal best 201.88⟧ — ⟦club «U4»⟧
"""

FLAGS = r"""
settings: ⟦ANCHORECTL_PASSWORD_FILE=/run/secrets/anchore⟧ ⟦mode 0400⟧
settings: ⟦apigee.apikey.location = header⟧ ⟦apigee.apikey.name = x-apikey⟧
settings: ⟦CUBEJS_API_SECRET_SOURCE=vault:cube/prod⟧ ⟦CUBEJS_DEV_MODE=false⟧
settings: ⟦crawlbase.token_kind = javascript⟧ ⟦crawlbase.page_wait_ms = 2000⟧
settings: ⟦clevertap.passcode_env = CLEVERTAP_PASSCODE⟧ ⟦clevertap.region = in1⟧
settings: ⟦hotelbeds.signature_ttl_s = 300⟧ ⟦hotelbeds.secret_from = keyring⟧
settings: ⟦DUB_API_KEY_SCOPE=links.write⟧ ⟦DUB_WORKSPACE_ID=ws_clw65kb1i000014o06p0qaczn⟧
settings: ⟦bitly.token_rotation_days = 90⟧ ⟦bitly.group_guid = Ba1bc23dE4F⟧
settings: ⟦datahub.token_duration = ONE_MONTH⟧ ⟦datahub.token_type = PERSONAL⟧
settings: ⟦azure_maps.auth = entra⟧ ⟦azure_maps.subscription_key_disabled = true⟧
settings: ⟦passphrase_wordlist = eff_large⟧ ⟦passphrase_words = 6⟧
settings: ⟦token_audience = api.acme.io⟧ ⟦token_ttl = 15m⟧
settings: ⟦recovery_codes.format = xxxxx-xxxxx⟧ ⟦recovery_codes.count = 10⟧
settings: ⟦pin.length = 6⟧ ⟦pin.reuse_history = 5⟧
settings: ⟦secret_scanning.push_protection = enabled⟧ ⟦secret_scanning.validity_checks = on⟧
settings: ⟦password_policy.min_length = 14⟧ ⟦password_policy.breached_check = hibp⟧
settings: ⟦api_key_prefix = acme_live_⟧ ⟦api_key_hash = argon2id⟧
"""

PARSE = r"""
parse: ⟦invalid value 'twelve' for --dogs⟧: ⟦expected an integer⟧
parse: ⟦weight '24,6kg' is not a number⟧ in ⟦vetcheck.csv row 7⟧
parse: ⟦'uni12G4' is not a valid glyph name⟧ (⟦hex digits only after uni⟧)
parse: ⟦point size '10/13pt' must be a number⟧ in ⟦proof.toml line 3⟧
parse: ⟦METAR group 'Q10I2' is not a pressure⟧
parse: ⟦alert level 'amber-ish' is not one of green, yellow, orange, red⟧
parse: ⟦species code 'smew1x' is unknown⟧ (⟦did you mean smew?⟧)
parse: ⟦'.312/.398' needs three slash values⟧ (⟦AVG/OBP/SLG⟧)
parse: ⟦komi '7,5' must use a dot⟧
parse: ⟦headcode '4L9' must have four characters⟧
parse: ⟦depth '62 m' has a unit; use metres as a number⟧
parse: ⟦steep time '5min' is not in seconds⟧
parse: ⟦'uchi mata' is not a known technique⟧ (⟦did you mean uchi-mata?⟧)
parse: ⟦element '3Lz+3' is incomplete⟧ (⟦jump type missing⟧)
parse: ⟦'2026-11-31' is not a valid date⟧ (⟦November has 30 days⟧)
parse: ⟦could not convert string to float: '84,12'⟧ (⟦use a dot⟧)
parse: ⟦invalid int value: 'eight'⟧ for ⟦--port⟧
"""
