"""Innocent set 59: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: dombra making, snow leopard camera trapping, cloud seeding, tree planting, soil
survey, groundwater monitoring, karez (qanat) upkeep, felt making, tea gardens, pilgrimage,
terrace farming, prayer flags and dromedary husbandry (each
grepped for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none
matched, while glaciology, buzkashi, kabaddi, cricket, carpets, yaks, seismology, hydrology,
kites, ikat, saffron, falconry, avalanches, meteorites, speleology, bird ringing, stamps,
calligraphy, tabla, sitar, pashmina, monsoons, radiosondes, yurts, thangka, rickshaws and
camels did). ``FLAGS``: settings whose names say password, token, key or secret and whose
values are not, named for set 59's vendors. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
dombra making: ⟦instrument «d5»⟧ ⟦mulberry body, 2 strings⟧ — ⟦frets 19⟧
dombra making: ⟦order «l8»⟧ ⟦scale length 720 mm⟧ — ⟦apricot wood top⟧
dombra making: ⟦workshop batch «U2»«d4»⟧ ⟦14 bodies drying⟧ — ⟦ready 2027-01⟧
snow leopard survey: ⟦camera trap «U3»-«d3»⟧ ⟦3,412 frames⟧ — ⟦2 detections⟧
snow leopard survey: ⟦individual «U2»«d2»⟧ ⟦left flank match 0.93⟧ — ⟦valley «l6»⟧
snow leopard survey: ⟦transect «d4»⟧ ⟦scrapes 7, scats 3⟧ — ⟦altitude 4,180 m⟧
cloud seeding: ⟦flight «d6»⟧ ⟦silver iodide flares 24⟧ — ⟦cloud top -14 °C⟧
cloud seeding: ⟦generator «U2»«d3»⟧ ⟦ground site ridge 3⟧ — ⟦burn 2h 10m⟧
cloud seeding: ⟦case «l10»⟧ ⟦radar echo +6 dBZ⟧ — ⟦control cell «d4»⟧
tree planting: ⟦plot «U1»«d5»⟧ ⟦1,100 saplings⟧ — ⟦survival 81%⟧
tree planting: ⟦nursery lot «d7»⟧ ⟦Juniperus seravschanica⟧ — ⟦age 2 years⟧
tree planting: ⟦volunteer group «l7»⟧ ⟦42 people⟧ — ⟦planted 2026-11-14⟧
soil survey: ⟦profile «U2»-«d4»⟧ ⟦horizon Bt 28–61 cm⟧ — ⟦pH 7.8⟧
soil survey: ⟦sample «d8»⟧ ⟦organic carbon 1.9%⟧ — ⟦texture silt loam⟧
soil survey: ⟦map unit «l5»⟧ ⟦slope 8–15%⟧ — ⟦erosion class 2⟧
groundwater: ⟦well «U3»«d5»⟧ ⟦depth to water 38.42 m⟧ — ⟦logger «h8»⟧
groundwater: ⟦piezometer «d6»⟧ ⟦drop 0.7 m since May⟧ — ⟦aquifer unit «U1»⟧
groundwater: ⟦pump test «l9»⟧ ⟦yield 6.5 L/s⟧ — ⟦drawdown 4.1 m⟧
karez upkeep: ⟦karez «d4»⟧ ⟦62 shafts⟧ — ⟦flow 14 L/s⟧
karez upkeep: ⟦shaft «U2»«d3»⟧ ⟦cleaned 2026-10-02⟧ — ⟦depth 21 m⟧
karez upkeep: ⟦water share «l6»⟧ ⟦3 hours every 12 days⟧ — ⟦mirab A. Karimov⟧
felt making: ⟦shyrdak «d5»⟧ ⟦2 × 3 m, 4 colours⟧ — ⟦wool 9 kg⟧
felt making: ⟦batch «U3»«d3»⟧ ⟦rolled 400 times⟧ — ⟦shrinkage 30%⟧
felt making: ⟦order «l8»⟧ ⟦ala-kiyiz pattern⟧ — ⟦ships 2026-12-20⟧
tea garden: ⟦section «U1»«d3»⟧ ⟦second flush⟧ — ⟦plucked 412 kg⟧
tea garden: ⟦lot «d7»⟧ ⟦FTGFOP1⟧ — ⟦auction 2026-12-11⟧
tea garden: ⟦bush row «l6»⟧ ⟦pruned skiff⟧ — ⟦yield index 1.07⟧
pilgrimage: ⟦group «d5»⟧ ⟦38 walkers⟧ — ⟦stage 4 of 11⟧
pilgrimage: ⟦permit «U3»«d5»⟧ ⟦valid 2026-05-01 to 2026-05-21⟧
pilgrimage: ⟦hostel booking «l8»⟧ ⟦bunk 14⟧ — ⟦check-in 16:00⟧
terrace farming: ⟦terrace «U1»«d4»⟧ ⟦width 3.2 m⟧ — ⟦wall repaired 2026-04⟧
terrace farming: ⟦field «d6»⟧ ⟦buckwheat 0.4 ha⟧ — ⟦sown 2026-06-12⟧
terrace farming: ⟦channel «l6»⟧ ⟦flow share 2 hours⟧ — ⟦users 9⟧
prayer flags: ⟦order «d6»⟧ ⟦25 sets, 5 colours⟧ — ⟦cotton, 20 × 25 cm⟧
prayer flags: ⟦block «U2»«d3»⟧ ⟦woodcut wind horse⟧ — ⟦carved 1998⟧
prayer flags: ⟦string «l7»⟧ ⟦hung at the pass 4,620 m⟧
dromedary husbandry: ⟦calf «d7»⟧ ⟦born 2026-02-03⟧ — ⟦38 kg⟧
dromedary husbandry: ⟦herd «U3»«d2»⟧ ⟦41 head⟧ — ⟦milk 6.2 L/day⟧
dromedary husbandry: ⟦microchip «d15»⟧ ⟦(public registry id)⟧
tea garden: ⟦withering trough «d3»⟧ ⟦14 h⟧ — ⟦moisture 62%⟧ — ⟦batch «U2»«d4»⟧
groundwater: ⟦logger «h8»⟧ ⟦battery 3.41 V⟧ — ⟦last upload 2026-12-06 21:00⟧ — ⟦well «U3»«d5»⟧
snow leopard survey: ⟦SD card «l8»⟧ ⟦32 GB, 71% full⟧ — ⟦trap «U3»-«d3»⟧ — ⟦swap 2027-01-15⟧
cloud seeding: ⟦aircraft «U2»-«U3»⟧ ⟦hours 412.6⟧ — ⟦next check 450 h⟧ — ⟦base «l5»⟧
soil survey: ⟦auger hole «d5»⟧ ⟦refusal at 1.1 m⟧ — ⟦gravel 35%⟧ — ⟦photo «d6»⟧
"""

FLAGS = r"""
settings: ⟦PURPLE_AIR_API_KEY_FILE=/run/secrets/purpleair⟧ ⟦mode 0400⟧
settings: ⟦cdsapi.key_source = ~/.cdsapirc⟧ ⟦cdsapi.verify = 1⟧
settings: ⟦earthdata.password_from = netrc⟧ ⟦earthdata.machine = urs.earthdata.nasa.gov⟧
settings: ⟦ambient.application_key_required = true⟧ ⟦ambient.rate_limit_rps = 1⟧
settings: ⟦betfair.session_token_ttl_min = 20⟧ ⟦betfair.keep_alive = true⟧
settings: ⟦getblock.token_in_url = true⟧ ⟦getblock.roll_on_leak = true⟧
settings: ⟦DRPC_DKEY_ENV=DRPC_KEY⟧ ⟦DRPC_NETWORK=base⟧
settings: ⟦pc.subscription_key = optional⟧ ⟦pc.sign_inplace = true⟧
settings: ⟦mysportsfeeds.v2_password = MYSPORTSFEEDS⟧ ⟦(the fixed word v2 takes)⟧
settings: ⟦--apikey-header api-key⟧ ⟦--apikey-required⟧
settings: ⟦comtrade.subscription = free⟧ ⟦comtrade.max_records = 250000⟧
settings: ⟦rpcauth_users = 2⟧ ⟦rpcallowip = 127.0.0.1⟧
settings: ⟦wallet-password-file = /keys/pw.txt⟧ ⟦(a path, not a password)⟧
settings: ⟦passphrase_min_words = 6⟧ ⟦recovery_codes.count = 10⟧
settings: ⟦pin.max_attempts = 5⟧ ⟦token_refresh_skew_s = 30⟧
settings: ⟦BETFAIR_APP_KEY_KIND=delayed⟧ ⟦(live key not enabled)⟧
settings: ⟦opencorporates.api_token_tier = open-data⟧ ⟦max 200/month⟧
settings: ⟦tfl.app_key_header = app_key⟧ ⟦tfl.app_id = 7a0c21f3⟧
settings: ⟦up42.project_api_key_env = UP42_PROJECT_API_KEY⟧
settings: ⟦scopus.insttoken_required = false⟧ ⟦scopus.ip_bound = true⟧
settings: ⟦comtrade.key_rotation_days = 365⟧
settings: ⟦pocket.secret_key_enabled = true⟧ ⟦pocket.origin_check = true⟧
settings: ⟦lnd.rpcpass_from = /run/secrets/btc⟧ ⟦(file path)⟧
settings: ⟦freqtrade.secret_in_config = false⟧ ⟦freqtrade.dry_run = true⟧
settings: ⟦marinetraffic.key_version = v:5⟧ ⟦protocol jsono⟧
settings: ⟦AMBIENT_API_KEY_REQUIRED=false⟧ ⟦AMBIENT_DEMO=true⟧ ⟦AMBIENT_POLL_S=60⟧
settings: ⟦nownodes.api_key_header = api-key⟧ ⟦nownodes.timeout_s = 10⟧ ⟦nownodes.retries = 2⟧
settings: ⟦secret_backend = vault⟧ ⟦secret_path = kv/odds/feeds⟧ ⟦secret_ttl = 1h⟧
settings: ⟦password_hash = argon2id⟧ ⟦password_min_length = 12⟧ ⟦password_history = 5⟧
settings: ⟦token_audience = api.acme.aero⟧ ⟦token_issuer = https://auth.acme.aero/⟧ ⟦token_ttl = 15m⟧
"""

PARSE = r"""
parse: ⟦invalid value 'four' for --strings⟧: ⟦expected an integer⟧
parse: ⟦depth '38,42 m' is not a number⟧ (⟦use a dot⟧)
parse: ⟦horizon 'Bt2x' is not in the code list⟧ (⟦did you mean Btx?⟧)
parse: ⟦grade 'FTGFOP9' is unknown⟧ (⟦known: FTGFOP1, TGFOP, GFOP⟧)
parse: ⟦altitude '4180m' must be an integer of metres⟧
parse: ⟦'2026-11-31' does not match format '%Y-%m-%d'⟧
parse: ⟦unknown network 'etherium'⟧ (⟦did you mean ethereum?⟧)
parse: ⟦chain id 'base-mainnet' must be a number⟧ in ⟦rpc.yaml line 3⟧
parse: ⟦postcode 'SW1A-1AA' is not valid⟧
parse: ⟦station id 'SN-18700' must look like SN18700⟧
parse: ⟦could not convert string to float: '6,5 L/s'⟧
parse: ⟦league 'nhl2' is not supported⟧ (⟦use nba, nfl, nhl, mlb⟧)
parse: ⟦season '2026/2027' must be 2026-2027-regular⟧
parse: ⟦cloud cover '10 percent' must be 0..100⟧
parse: ⟦mmsi '31102600' must have 9 digits⟧
parse: ⟦fret count 'nineteen' must be an integer⟧
parse: ⟦shaft depth '21m' must be in metres⟧ in ⟦karez.csv row 14⟧
parse: ⟦'2026-W53' is not a valid ISO week⟧
parse: ⟦flight level 'FL 120' must look like FL120⟧
parse: ⟦bbox '39.84,-105.05,39.95' needs 4 numbers⟧
parse: ⟦zone 'DE-LU-X' is unknown⟧ (⟦did you mean DE-LU?⟧)
parse: ⟦period '2025Q5' is not a quarter⟧
parse: ⟦jurisdiction 'us-de' must be lower snake: us_de⟧
parse: ⟦network 'mainet' is unknown⟧ (⟦did you mean mainnet?⟧)
parse: ⟦odds '2,02' must use a dot⟧
parse: ⟦expected ',' or '}' after property value in JSON at position 212⟧ (⟦line 9 column 4⟧)
parse: ⟦mapping values are not allowed here⟧ in ⟦pygeoapi-config.yml⟧, ⟦line 41, column 15⟧
parse: ⟦Invalid initial character for a key part (at line 3, column 1)⟧ in ⟦foundry.toml⟧
parse: ⟦unexpected token 'exchange'⟧ at ⟦config.json:14:5⟧
parse: ⟦Unknown config option 'rpcauthh'⟧ in ⟦bitcoin.conf line 4⟧
"""
