"""Innocent set 49: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: cross-country skiing, whisky casks, Fair Isle knitting, the herring fishery,
puffin monitoring, the eisteddfod, ceilidh bands and the tartan register (each grepped for in
every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
reindeer, sheepdog trials, hurling, shinty, ski jumping, biathlon, ferries, peat, distilling,
knitting, harps, bagpipes, cheese, truffles, olives, lighthouses, bookbinding, glaciers,
saunas, mountain rescue and avalanches did). ``FLAGS``: settings whose names say password,
token, key or secret and whose values are not. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
cross-country skiing: ⟦bib «d4»⟧ ⟦15 km classic⟧ — ⟦42:18.6⟧ (⟦wax «U2»«d2»⟧)
cross-country skiing: ⟦race «l8»⟧ ⟦sprint qualification⟧ — ⟦heat 3, lane 2⟧
cross-country skiing: ⟦FIS code «d7»⟧ ⟦points 38.12⟧ — ⟦nation NOR⟧
cross-country skiing: ⟦ski pair «U3»«d5»⟧ ⟦grind «l4»⟧ — ⟦cold snow, -8 °C⟧
whisky: ⟦cask «d5»⟧ ⟦first-fill oloroso butt⟧ — ⟦filled 2014-03-11⟧
whisky: ⟦bottling «U2»-«d4»⟧ ⟦46% ABV, non-chill filtered⟧ — ⟦312 bottles⟧
whisky: ⟦warehouse «d2» rack «U1»«d2»⟧ ⟦angel's share 2.1%/yr⟧
whisky: ⟦batch «l10»⟧ ⟦peat 35 ppm⟧ — ⟦distilled at still «d1»⟧
fair isle knitting: ⟦pattern «U3»«d3»⟧ ⟦OXO band, 17 rows⟧ — ⟦5 colours⟧
fair isle knitting: ⟦yarn lot «d6»⟧ ⟦shade 1290 Moorit⟧ — ⟦jumper weight⟧
fair isle knitting: ⟦chart «l6»⟧ ⟦peerie pattern⟧ — ⟦repeat 8 stitches⟧
herring fishery: ⟦landing «d8»⟧ ⟦1,240 t⟧ — ⟦ICES area IVa⟧
herring fishery: ⟦vessel «U2» «d3»⟧ ⟦pelagic trawler⟧ — ⟦quota remaining 18%⟧
herring fishery: ⟦haul «l9»⟧ ⟦mean length 27.4 cm⟧ — ⟦fat 14%⟧
puffin monitoring: ⟦burrow «U1»«d4»⟧ ⟦occupied, chick seen⟧ — ⟦plot «d2»⟧
puffin monitoring: ⟦ring «U2»«d5»⟧ ⟦adult, wing 162 mm⟧ — ⟦retrap⟧
puffin monitoring: ⟦count «l7»⟧ ⟦1,184 birds on the sea⟧ — ⟦19:40 BST⟧
eisteddfod: ⟦competitor «d5»⟧ ⟦cerdd dant, under 16⟧ — ⟦stage 2, 14:10⟧
eisteddfod: ⟦entry «U3»«d3»⟧ ⟦crown poem, pseudonym Gwylan⟧ — ⟦adjudication Friday⟧
eisteddfod: ⟦choir «l8»⟧ ⟦mixed choir over 40 voices⟧ — ⟦second prize⟧
ceilidh: ⟦band «l6»⟧ ⟦Strip the Willow at 21:15⟧ — ⟦caller Mhairi⟧
ceilidh: ⟦booking «d6»⟧ ⟦village hall, 120 guests⟧ — ⟦deposit paid⟧
ceilidh: ⟦set «U2»«d2»⟧ ⟦Gay Gordons, Dashing White Sergeant⟧ — ⟦jigs in 6/8⟧
tartan register: ⟦tartan «d5»⟧ ⟦threadcount K4 R32 G16⟧ — ⟦district tartan⟧
tartan register: ⟦registration «U2»«d6»⟧ ⟦approved 2026-11-28⟧ — ⟦weaver «l5»⟧
tartan register: ⟦sett «l8»⟧ ⟦symmetric, 144 threads⟧ — ⟦colours 6⟧
cross-country skiing: ⟦relay «d3»⟧ ⟦leg 2 skate⟧ — ⟦exchange at 31:02⟧
cross-country skiing: ⟦trail «l6»⟧ ⟦groomed 05:30⟧ — ⟦classic tracks set⟧
whisky: ⟦sample «U3»«d4»⟧ ⟦nose: heather, brine⟧ — ⟦score 87⟧
whisky: ⟦duty stamp «d9»⟧ ⟦70 cl⟧ — ⟦bonded warehouse «U1»⟧
fair isle knitting: ⟦kit «d5»⟧ ⟦yoke sweater, size M⟧ — ⟦needles 3.25 mm⟧
fair isle knitting: ⟦steek «l4»⟧ ⟦5 stitches⟧ — ⟦crocheted edge⟧
herring fishery: ⟦auction lot «d6»⟧ ⟦€0.61/kg⟧ — ⟦Killybegs⟧
herring fishery: ⟦logbook «U3»«d6»⟧ ⟦trip 14⟧ — ⟦3 hauls⟧
puffin monitoring: ⟦camera «l5»⟧ ⟦4 feeds/hour⟧ — ⟦sandeels⟧
puffin monitoring: ⟦colony «U2»«d2»⟧ ⟦apparently occupied burrows 412⟧
eisteddfod: ⟦medal «d4»⟧ ⟦Blue Riband⟧ — ⟦pavilion 19:00⟧
eisteddfod: ⟦recitation «l7»⟧ ⟦under 12⟧ — ⟦mark 84⟧
ceilidh: ⟦caller card «d4»⟧ ⟦Canadian Barn Dance⟧ — ⟦32 bars⟧
ceilidh: ⟦fiddler «l5»⟧ ⟦set of reels in D⟧ — ⟦112 bpm⟧
tartan register: ⟦certificate «d7»⟧ ⟦hunting sett⟧ — ⟦mill «l6»⟧
tartan register: ⟦swatch «U2»«d4»⟧ ⟦13 oz cloth⟧ — ⟦approved⟧
"""

FLAGS = r"""
settings: ⟦breathehr.api_key_env = BREATHE_API_KEY⟧ ⟦(value read at boot)⟧
settings: ⟦EMPLOYMENT_HERO_CLIENT_SECRET_FILE=/run/secrets/eh⟧ ⟦mode 0400⟧
settings: ⟦dayforce.password_rotation_days = 90⟧ ⟦dayforce.namespace = acmeretail⟧
settings: ⟦everee.token_source = vault:payroll/everee⟧ ⟦everee.tenant_id = 12345⟧
settings: ⟦airlabs.api_key_required = true⟧ ⟦airlabs.cache_ttl_s = 300⟧
settings: ⟦breezeway.jwt_ttl_h = 24⟧ ⟦breezeway.refresh_before_min = 30⟧
settings: ⟦trestle.client_secret_ref = sops://trestle.yaml#secret⟧
settings: ⟦EVENTZILLA_API_KEY_HEADER=x-api-key⟧ ⟦EVENTZILLA_TIMEOUT_S=20⟧
settings: ⟦alembic.sqlalchemy_url_from = env:DATABASE_URL⟧ ⟦alembic.compare_type = true⟧
settings: ⟦sqitch.target.prod.uri_from = keyring⟧ ⟦sqitch.plan_file = sqitch.plan⟧
settings: ⟦GOOSE_DBSTRING_FILE=/run/secrets/goose⟧ ⟦GOOSE_TABLE=goose_db_version⟧
settings: ⟦atlas.env.prod.url = getenv("ATLAS_URL")⟧ ⟦atlas.lint.latest = 1⟧
settings: ⟦password_min_length = 14⟧ ⟦password_history = 5⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.format = xxxxx-xxxxx⟧
settings: ⟦pin.digits = 6⟧ ⟦pin.max_attempts = 5⟧
settings: ⟦token_cache = redis⟧ ⟦token_refresh_skew_s = 120⟧
settings: ⟦secret_store = vault⟧, ⟦secret_path = kv/hr/*⟧
settings: ⟦--api-key-header X-API-KEY⟧ ⟦--api-key-prefix prod-⟧
settings: ⟦channex.user_api_key_env = CHANNEX_KEY⟧ ⟦channex.rate_push = hourly⟧
settings: ⟦bookingkit.client_secret_file = /etc/bk/secret⟧ ⟦bookingkit.sync = 15m⟧
settings: ⟦dataherald.db_connection_secret = ref⟧ ⟦dataherald.max_rows = 100⟧
settings: ⟦pgadmin.MASTER_PASSWORD_REQUIRED = True⟧ ⟦pgadmin.SERVER_MODE = False⟧
settings: ⟦dbeaver.save-password = false⟧ ⟦dbeaver.auth-model = native⟧
settings: ⟦liquibase.password_from = env⟧ ⟦liquibase.changeLogFile = db/changelog/master.xml⟧
settings: ⟦flyway.cleanDisabled = true⟧ ⟦flyway.password = ${FLYWAY_PASSWORD}⟧
"""

PARSE = r"""
parse: ⟦invalid value 'fifteen' for --distance-km⟧: ⟦expected a number⟧
parse: ⟦wax code 'VR45x' is not in the catalogue⟧
parse: ⟦cask strength '58,4%' must use a dot⟧ in ⟦casks.csv line 12⟧
parse: ⟦colour 'Moorit2' unknown⟧ in ⟦chart oxo-17.yaml⟧
parse: ⟦ICES area '4a' should be 'IVa'⟧
parse: ⟦ring 'EB12' too short⟧: ⟦expected two letters and five digits⟧
parse: ⟦stage 'Main' is not a number⟧ in ⟦schedule.toml line 8⟧
parse: ⟦threadcount 'K4 R32 G' is missing a count⟧
parse: ⟦time signature '6/9' unsupported⟧
parse: ⟦employee id 'EMP-0042x' must be digits after EMP-⟧
parse: ⟦pay period '2026-W53' does not exist⟧
parse: ⟦IATA code 'ARNX' must be three letters⟧
parse: ⟦flight number 'SK 1415' has a space⟧: ⟦use SK1415⟧
parse: ⟦migration version '2026120619' must be 14 digits⟧
parse: ⟦revision 'head+1x' not understood⟧: ⟦alembic expects head+N⟧
parse: ⟦sqitch change name 'seed keys' has a space⟧
parse: ⟦ticket type 'VIP ' has trailing whitespace⟧ in ⟦eventzilla-import.csv line 4⟧
parse: ⟦MLS number 'A12-77x' is not valid⟧ for ⟦Bright MLS⟧
parse: ⟦unit 'Dune 7b' not found⟧ in ⟦escapia-units.json⟧
parse: ⟦hotel code '11201a' must be digits⟧
parse: ⟦goose version '20261206' must be 14 digits⟧
parse: ⟦atlas env 'Prod' not declared⟧: ⟦did you mean 'prod'⟧
parse: ⟦course code 'SAF101 ' has trailing whitespace⟧
parse: ⟦policy number 'CPP–2210' uses an en dash⟧
parse: ⟦shift length '8h30' must be minutes⟧ in ⟦rota.csv line 22⟧
"""
