"""Held-out set 59: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (eight that matched were dropped:
``gsangTshig``, ``guptaPin``, ``kupiyaSoz``, ``muraPadaya``, ``nuutsUg``, ``parolKaliti``,
``patNum``, ``syrSoz``). Names in many styles: camel case for set 59's vendors
(``purpleAirReadKey``, ``openUvApiKey``, ``cdsApiKey``, ``ambientAppKey``, ``legiscanKey``,
``tflAppKey``, ``resrobotAccessId``, ``elsevierInstToken``, ``betfairSsoid``,
``getblockAccessToken``, ``drpcDkey``, ``poktPortalSecret``, ``up42ProjectApiKey``,
``comtradeSubKey`` and others), snake case (``regrid_parcel_token``, ``frost_client_secret``,
``tfnsw_apikey``, ``adsbx_api_auth``, ``blast_project_id``...), kebab case (``maxar-api-key``,
``m2m-login-token``, ``bitcoind-rpcauth-hash``, ``lnd-rpcpass``, ``teku-keystore-pw``...),
upper snake (``FREQTRADE_EXCHANGE_SECRET``, ``NETHERMIND_JWT_HEX``, ``FR24_SHARING_KEY``...),
abbreviations (``kwdPw``, ``sbkKey``, ``rpcAuthKey``) and words of set 59's languages in
ASCII (Tajik ``rmziMaxfi``, Dari ``ramzOburGuzar``, Turkmen ``acharSozi``, Uyghur
``imBelge``, Bukharian ``parolShumo``, Tripuri ``paswardNwngni``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
purpleAirReadKey ¦ {s} ¦ uuid ¦ sensor 131075 reports PM2.5 of 12.4
purpleAirWriteKey ¦ {s} ¦ uuid ¦ group 'school-yard' has 6 members
openUvApiKey ¦ openuv-{s}-io ¦ l20 ¦ UV index at solar noon is 7.2
cdsApiKey ¦ {s} ¦ uuid ¦ request for ERA5 2m temperature is queued
earthdataPw ¦ {s} ¦ p ¦ granule MOD11A1.A2026339 is 38 MB
ambientAppKey ¦ {s} ¦ h64 ¦ station 'barn' last reported 2 minutes ago
ambientUserApiKey ¦ {s} ¦ h64 ¦ rain today is 4.3 mm
airvisualCommunityKey ¦ {s} ¦ uuid ¦ AQI in Amsterdam is 31 (good)
opencorpApiToken ¦ {s} ¦ A20 ¦ 14 companies match 'acme holdings'
legiscanKey ¦ {s} ¦ h32 ¦ bill HB 1204 passed second reading
twfyApiKey ¦ {s} ¦ A24 ¦ 650 members returned
tflAppKey ¦ {s} ¦ h32 ¦ Victoria line has a good service
resrobotAccessId ¦ {s} ¦ uuid ¦ next departure from stop 740000001 in 4 min
elsevierInstToken ¦ {s} ¦ h32 ¦ 2,318 documents match the query
betfairAppKey ¦ {s} ¦ A16 ¦ market 1.176329443 is suspended
betfairSsoid ¦ {s} ¦ b44 ¦ 3 current orders are unmatched
bdlApiKey ¦ {s} ¦ uuid ¦ 30 teams returned
msfApiKey ¦ {s} ¦ uuid ¦ schedule has 1,312 games
getblockAccessToken ¦ https://go.getblock.io/{s}/ ¦ h32 ¦ block 21877310 has 148 transactions
nownodesApiKey ¦ {s} ¦ uuid ¦ mempool holds 41,220 transactions
drpcDkey ¦ {s} ¦ u52 ¦ chain id is 8453
blockdaemonBearer ¦ Bearer {s} ¦ A48 ¦ sync height is 21877309
poktPortalSecret ¦ {s} ¦ h32 ¦ relay served by 5 suppliers
pcSubscriptionKey ¦ {s} ¦ h32 ¦ 12 Sentinel-2 items signed
up42ProjectApiKey ¦ {s} ¦ A40 ¦ order 'pleiades-neo-88' is FULFILLED
govinfoApiKey ¦ {s} ¦ A40 ¦ package BILLS-118hr815enr has 3 granules
comtradeSubKey ¦ {s} ¦ h32 ¦ 500 records previewed
marinetrafficKey ¦ {s} ¦ h40 ¦ vessel 311026000 is moored
regrid_parcel_token ¦ eyJ0eXAi.{s} ¦ u64 ¦ parcel 17-09-412-033 is 0.21 acres
openalex_premium_key ¦ {s} ¦ A22 ¦ 8,412 works cite this DOI
goalserve_feed_key ¦ {s} ¦ h32 ¦ 9 live matches in the feed
pinnacle_acct_pw ¦ {s} ¦ p ¦ line for event 1580072114 moved to -2.5
oddsjam_key ¦ {s} ¦ uuid ¦ 14 sportsbooks priced the game
wxm_pro_api_key ¦ {s} ¦ A32 ¦ 3 stations within 5 km
oikolab_api_key ¦ {s} ¦ h32 ¦ 8,760 hourly rows returned
frost_client_secret ¦ {s} ¦ uuid ¦ station SN18700 has 24 observations
tfnsw_apikey ¦ apikey {s} ¦ A40 ¦ 412 buses in the feed
ckan_api_token ¦ {s} ¦ u72 ¦ dataset 'bike-counts' has 4 resources
ods_apikey ¦ Apikey {s} ¦ h48 ¦ catalog lists 318 datasets
dc_auth_token ¦ {s} ¦ h40 ¦ postcode SW1A 1AA has 1 ballot
sec_api_token ¦ {s} ¦ h64 ¦ 50 filings of form 10-K returned
adsbx_api_auth ¦ {s} ¦ uuid ¦ 37 aircraft within 25 nm
vesselfinder_userkey ¦ {s} ¦ U32 ¦ IMO 9321483 is under way
datalastic_api_key ¦ {s} ¦ uuid ¦ vessel 566093000 ETA 2026-12-09
spire_bearer ¦ {s} ¦ A32 ¦ 1,200 vessels in the area
blast_project_id ¦ {s} ¦ uuid ¦ gas price is 14 gwei
nansen_api_key ¦ {s} ¦ A32 ¦ smart money inflow was 2.1M
maxar-api-key ¦ {s} ¦ A48 ¦ 6 scenes under 10% cloud
skywatch-x-api-key ¦ {s} ¦ uuid ¦ pipeline 'farm-ndvi' is running
m2m-login-token ¦ {s} ¦ A64 ¦ scene LC09_L2SP_034033 is downloadable
weewx-station-pass ¦ {s} ¦ p ¦ archive interval is 300 s
bitcoind-rpcauth-hash ¦ explorer:{s} ¦ h64 ¦ node is 0 blocks behind
lnd-rpcpass ¦ {s} ¦ p ¦ 12 channels are active
teku-keystore-pw ¦ {s} ¦ A32 ¦ validator 412009 attested in epoch 331204
FREQTRADE_EXCHANGE_SECRET ¦ {s} ¦ A64 ¦ 3 open trades on BTC/USDT
HUMMINGBOT_DB_PASSWORD ¦ {s} ¦ p ¦ strategy 'pure_mm' is stopped
JESSE_FUTURES_SECRET ¦ {s} ¦ A40 ¦ backtest finished in 41 s
WEB3SIGNER_KEYSTORE_PW ¦ {s} ¦ p ¦ 64 keys loaded
NETHERMIND_JWT_HEX ¦ 0x{s} ¦ h64 ¦ engine API is listening on 8551
FR24_SHARING_KEY ¦ {s} ¦ h16 ¦ feeder T-EGLL123 is online
aiscatcherShareKey ¦ {s} ¦ uuid ¦ 212 messages per minute
pygeoapiDbPw ¦ {s} ¦ p ¦ collection 'hydro' has 18,004 features
geoserverAdminPasswd ¦ {s} ¦ p ¦ layer 'parcels' is enabled
kwdPw ¦ {s} ¦ p ¦ Kannada workspace synced
rpcAuthKey ¦ {s} ¦ A36 ¦ odds server is healthy
sbkKey ¦ {s} ¦ A30 ¦ sportsbook feed lag is 2 s
rmziMaxfi ¦ {s} ¦ p ¦ Корбар 'dushanbe-ops' фаъол аст
ramzOburGuzar ¦ {s} ¦ p ¦ حساب 'kabul-field' فعال است
acharSozi ¦ {s} ¦ p ¦ Hasap 'ashgabat-1' işjeň
imBelge ¦ {s} ¦ p ¦ ھېسابات 'kashgar-2' ئاكتىپ
parolShumo ¦ {s} ¦ w4 ¦ Ҳисоби 'samarqand' фаъол аст
paswardNwngni ¦ {s} ¦ p ¦ account 'agartala-3' is active
"""

_WORDS = [
    "apricot",
    "barchan",
    "caravan",
    "deodar",
    "felt",
    "glacier",
    "juniper",
    "kumis",
    "lapis",
    "moraine",
    "nomad",
    "oasis",
    "saxaul",
    "yurt",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
