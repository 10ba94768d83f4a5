"""Innocent set 45: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: lace making, skeleton sledding, lepidoptera recording, chocolate making, brick
building, live-action role play, miniature painting, rally, speedway, rope access, arborists,
gemology, enduro, spearfishing and vexillology (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while bagpipes, accordion, piano tuning, harp,
carillon, motocross, canyoning, via ferrata, freediving, pigeons, aquascaping, koi, lapidary,
numismatics, heraldry, genealogy, mycology, horology, letterpress, bookbinding, puppetry,
juggling, geocaching, paragliding, model railways and about eighty others did). ``FLAGS``:
settings whose names say password, token, key or secret and whose values are not, many named
after set 45's vendors. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
lace making: ⟦pattern «d5»⟧ ⟦Torchon ground, 24 pairs⟧ — ⟦pricking «U2»«d3»⟧
lace making: ⟦bobbin set «l6»⟧ ⟦spangled, 48 bobbins⟧ — ⟦thread Egyptian cotton 60/2⟧
lace making: ⟦class «d4»⟧ ⟦Bucks Point edging⟧ — ⟦tutor M. Hardy⟧
skeleton: ⟦run «d6»⟧ ⟦start 4.71 s, finish 53.08 s⟧ — ⟦curve 9 exit 118 km/h⟧
skeleton: ⟦athlete «U3»«d5»⟧ ⟦sled mass 29.5 kg⟧ — ⟦runner set «l5»⟧
skeleton: ⟦heat «d3»⟧ ⟦track Igls⟧ — ⟦ice temperature −7 °C⟧
lepidoptera: ⟦record «d8»⟧ ⟦Aglais io, 3 adults⟧ — ⟦grid ref SU 412 286⟧
lepidoptera: ⟦trap night «l7»⟧ ⟦Robinson MV, 41 macro species⟧ — ⟦min 9 °C⟧
lepidoptera: ⟦specimen «U2»«d6»⟧ ⟦Lycaena phlaeas⟧ — ⟦det. by genitalia prep «d4»⟧
chocolatier: ⟦batch «d6»⟧ ⟦70% Ecuador, tempered at 31.5 °C⟧ — ⟦shelf life 12 weeks⟧
chocolatier: ⟦mould «U3»-«d2»⟧ ⟦24 cavities, 10 g⟧ — ⟦line 2⟧
chocolatier: ⟦order «l8»⟧ ⟦300 pralines, hazelnut gianduja⟧ — ⟦ship 2026-12-18⟧
brick building: ⟦set «d5»-1⟧ ⟦3,036 pieces⟧ — ⟦missing part «d4»«U1» ×2⟧
brick building: ⟦MOC «l6»⟧ ⟦modular corner, 32×32 baseplate⟧ — ⟦instructions v3⟧
brick building: ⟦minifig «U3»«d3»⟧ ⟦torso print «d5»⟧ — ⟦condition used⟧
larp: ⟦character «d5»⟧ ⟦hit points 3, skill Herbalism II⟧ — ⟦faction Ashen Vale⟧
larp: ⟦event «l8»⟧ ⟦weekend 3, 180 players⟧ — ⟦time-in 19:00 Friday⟧
larp: ⟦prop weapon «U2»«d4»⟧ ⟦latex sword 105 cm⟧ — ⟦safety checked⟧
miniature painting: ⟦model «d6»⟧ ⟦28 mm, zenithal prime⟧ — ⟦base 32 mm round⟧
miniature painting: ⟦recipe «l6»⟧ ⟦Contrast Blood Angels Red, then edge highlight⟧ — ⟦3 layers⟧
miniature painting: ⟦commission «U3»«d3»⟧ ⟦10 infantry, tabletop standard⟧ — ⟦due 2027-01-10⟧
rally: ⟦stage SS«d2»⟧ ⟦18.42 km gravel⟧ — ⟦car «d3» cleared 10:41:07⟧
rally: ⟦pace note «d4»⟧ ⟦"left 4 tightens 3, over crest"⟧ — ⟦codriver «U2»«d2»⟧
rally: ⟦service «U1»«d1»⟧ ⟦30 min, tyres Pirelli Scorpion⟧ — ⟦parc fermé 18:30⟧
speedway: ⟦heat «d2»⟧ ⟦gate 3, 58.91 s⟧ — ⟦rider «d6» 3 points⟧
speedway: ⟦meeting «l7»⟧ ⟦15 heats, track 342 m⟧ — ⟦referee B. Nowak⟧
speedway: ⟦engine «U3»«d5»⟧ ⟦GM 500 cc, methanol⟧ — ⟦tuned 2026-11-02⟧
rope access: ⟦job «d6»⟧ ⟦façade inspection, 14 drops⟧ — ⟦IRATA L3 «d5»⟧
rope access: ⟦anchor «U2»-«d3»⟧ ⟦proof load 12 kN⟧ — ⟦next test 2027-06⟧
rope access: ⟦rescue drill «l6»⟧ ⟦pick-off, 4 min 20 s⟧ — ⟦team of 3⟧
arborist: ⟦tree «d5»⟧ ⟦Quercus robur, DBH 84 cm⟧ — ⟦crown reduction 20%⟧
arborist: ⟦survey «l7»⟧ ⟦BS5837 category B2⟧ — ⟦RPA radius 10.1 m⟧
gemology: ⟦stone «d7»⟧ ⟦sapphire 2.14 ct, RI 1.762–1.770⟧ — ⟦heated⟧
gemology: ⟦report «U3»«d6»⟧ ⟦diamond VS1 F⟧ — ⟦laser inscription «d10»⟧
gemology: ⟦parcel «l8»⟧ ⟦32 tourmalines⟧ — ⟦SG 3.06⟧
enduro: ⟦rider «d4»⟧ ⟦special test 3: 6:42.18⟧ — ⟦class E2⟧
enduro: ⟦time card «U2»«d4»⟧ ⟦check 4 at 11:37⟧ — ⟦penalty 60 s⟧
enduro: ⟦bike «l7»⟧ ⟦300 cc two-stroke⟧ — ⟦tyres FIM approved⟧
spearfishing: ⟦catch «d5»⟧ ⟦sea bream 1.9 kg⟧ — ⟦depth 14 m⟧
spearfishing: ⟦competitor «U3»«d3»⟧ ⟦5 h, 11 fish⟧ — ⟦zone «U1»«d1»⟧
spearfishing: ⟦speargun «l6»⟧ ⟦90 cm, double band⟧ — ⟦serviced 2026-10⟧
vexillology: ⟦flag «d4»⟧ ⟦ratio 2:3, three horizontal bands⟧ — ⟦adopted 1991⟧
vexillology: ⟦design «l8»⟧ ⟦Pantone 186 C on white⟧ — ⟦proposal «U2»«d3»⟧
vexillology: ⟦catalogue «U3»-«d5»⟧ ⟦municipal flag of Kotor⟧ — ⟦FOTW entry⟧
"""

FLAGS = r"""
settings: ⟦ARCJET_KEY_FILE=/run/secrets/arcjet⟧ ⟦ARCJET_ENV=production⟧
settings: ⟦gretel.api_key_source = keyring⟧ ⟦gretel.project = patients-2026⟧
settings: ⟦GISKARD_HUB_BASE_URL=https://hub.acme.ai⟧ ⟦(API key from the vault)⟧
settings: ⟦creatomate.api_key_env = CREATOMATE_API_KEY⟧ ⟦creatomate.timeout_s = 120⟧
settings: ⟦antmedia.jwtControlEnabled = true⟧ ⟦antmedia.jwtSecretKey.min_length = 32⟧
settings: ⟦settings.hashControlPlayEnabled=true⟧ ⟦settings.tokenHashSecret=${TOKEN_HASH_SECRET}⟧
settings: ⟦monte_carlo.token_rotation_days = 90⟧ ⟦monte_carlo.key_scope = account⟧
settings: ⟦artillery.record = true⟧ ⟦artillery.key_from = ARTILLERY_CLOUD_API_KEY⟧
settings: ⟦incapsula:apiId: 51820⟧ ⟦incapsula:apiKey: (secret, set with --secret)⟧
settings: ⟦MAKESWIFT_API_ORIGIN=https://api.makeswift.com⟧ ⟦MAKESWIFT_SITE_API_KEY is set⟧
settings: ⟦glesys:userid: CL12345⟧ ⟦glesys:token is encrypted in Pulumi.prod.yaml⟧
settings: ⟦ey.api_token_path = ~/.eyrc⟧ ⟦ey.environment = shop_production⟧
settings: ⟦password_policy.min_length = 14⟧ ⟦password_policy.history = 5⟧
settings: ⟦token_ttl = 15m⟧ ⟦refresh_token_ttl = 720h⟧
settings: ⟦secret_backend = vault⟧ ⟦secret_mount = kv/shop⟧
settings: ⟦--api-key-env GUMLET_API_KEY⟧ ⟦--dry-run⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.length = 10⟧
settings: ⟦pin.length = 6⟧ ⟦pin.max_attempts = 5⟧
settings: ⟦gigalixir.api_key_file = ~/.netrc⟧ ⟦gigalixir.app = shop-api⟧
settings: ⟦convelio.auth_scheme = token⟧ ⟦convelio.key_prefix = sk⟧
settings: ⟦everypixel.client_secret_env = EVERYPIXEL_SECRET⟧
settings: ⟦cincopa.api_token_ttl_days = 365⟧ ⟦cincopa.permissions = read⟧
settings: ⟦KRISP_LICENSE_KEY_PATH=/etc/krisp/license⟧ ⟦KRISP_MODEL=c6⟧
settings: ⟦kinaxis.client_secret_rotation = quarterly⟧
settings: ⟦session_secret_length = 64⟧ ⟦session_cookie_secure = true⟧
"""

PARSE = r"""
parse: ⟦invalid value 'twenty-four' for --pairs⟧: ⟦expected an integer⟧
parse: ⟦grid ref 'SU41228' has an odd number of digits⟧
parse: ⟦temperature '31,5C' is not a number⟧ in ⟦batch.yaml line 7⟧
parse: ⟦'Torchon groun' is not a known ground⟧ (⟦did you mean Torchon ground?⟧)
parse: ⟦time '53.08.2' is not in ss.hh⟧
parse: ⟦unknown stage 'SS1O'⟧ (⟦known: SS1 to SS16⟧)
parse: ⟦'3 pts' is not a heat result⟧ (⟦use 3, 2, 1 or 0⟧)
parse: ⟦carat '2,14ct' is not a weight⟧ in ⟦stones.csv row 18⟧
parse: ⟦timezone 'Europe/Bucuresti' not found⟧ (⟦did you mean Europe/Bucharest?⟧)
parse: ⟦Port could not be cast to integer value as 'eighty'⟧
parse: ⟦pytest.ini:3: unexpected line: 'addopts -q'⟧ (⟦missing '='⟧)
parse: ⟦'2026-02-30' does not match format '%Y-%m-%d'⟧
parse: ⟦could not convert string to float: '1.762–1.770'⟧ (⟦use one value⟧)
parse: ⟦unknown faction 'Ashen Vail'⟧ (⟦did you mean Ashen Vale?⟧)
parse: ⟦base '32mm' must be one of 25, 28, 32, 40⟧
parse: ⟦DBH '84cm' is not in centimetres as a number⟧
parse: ⟦anchor load '12kN' needs a space before the unit⟧
parse: ⟦set number '10497' needs a variant suffix⟧ (⟦e.g. 10497-1⟧)
parse: ⟦unknown species 'Aglais ioo'⟧ (⟦did you mean Aglais io?⟧)
parse: ⟦No package metadata was found for shop-plugins-extra⟧
parse: ⟦There is no item named 'README.md' in the archive⟧
parse: ⟦jq: error (at config.json:1): Cannot index string with "retries"⟧
parse: ⟦gate '5' must be 1..4⟧
parse: ⟦mould '24x10g' is not in the catalogue⟧
"""
