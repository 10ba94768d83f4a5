"""Held-out set 59: more vendors no earlier set named, shapes remembered rather than looked up
(each marked "as remembered" or "shape assumed"): parcel data, scholarly indexes, football
and odds feeds, weather networks and historical weather, Nordic and Australian transit open
data, open-data portals, election data, filings search, flight and ship tracking, satellite
imagery, node providers and on-chain analytics.

Every name was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched): Regrid, OpenAlex, Goalserve, Pinnacle, OddsJam, WeatherXM, Oikolab, StormGeo,
MET Norway (Frost), Meteo-France, Transport NSW, Translink, Open Data Hub, CKAN,
OpenDataSoft, Democracy Club, SEC API (sec-api.io), ADS-B Exchange, Aviation Edge,
VesselFinder, Datalastic, Spire Maritime, Blast API, Nansen, Maxar, SkyWatch, USGS M2M,
Synoptic (MesoWest), CryptoCompare, Amberdata, Bitquery, Triton, Shyft, Allnodes,
OnFinality, Subscan, TronGrid, Maestro, Blockchair, BtcTurk, WhiteBIT, Nobitex, Smarkets,
Matchbook, CricAPI, EntitySport, NASA ADS, Space-Track, N2YO, ENTSO-E, EPA AirNow,
Electricity Maps and WattTime.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
regrid token ¦ Regrid parcel API: token= query parameter (a JWT-like string as remembered) ¦ eyJ{u36}.{u64} ¦ GET https://app.regrid.com/api/v2/parcels/point?lat=41.88&lon=-87.63&token={t} -> 401 {"message":"Unauthorized token"}
openalex api key ¦ OpenAlex: api_key= query parameter for premium (as remembered) ¦ {A22} ¦ httpx.HTTPStatusError: Client error '403 Forbidden' for url 'https://api.openalex.org/works?filter=institutions.ror:05f950310&api_key={t}'
goalserve feed key ¦ Goalserve XML feeds: the key in the path /getfeed/<key>/soccernew/home (as remembered) ¦ {h32} ¦ 2026-12-06 22:20:04 [scores] WARN fetch http://www.goalserve.com/getfeed/{t}/soccernew/home?json=1 -> "Invalid key"
pinnacle basic ¦ Pinnacle API: HTTP Basic with the account id and password (pinnacle.API R: SetCredentials) ¦ {p} ¦ > SetCredentials("PN1188421", "{t}")\n> GetSports()\nError: 401 UNAUTHORIZED
oddsjam key ¦ OddsJam API: key= query parameter (UUID, shape assumed) ¦ {uuid} ¦ odds-sync  | 2026-12-06T22:20:07Z GET https://api-external.oddsjam.com/api/v2/game-odds?sportsbook=Pinnacle&key={t} 401
weatherxm token ¦ WeatherXM Pro API: X-API-KEY header (shape assumed) ¦ {A32} ¦ $ curl -H 'X-API-KEY: {t}' https://pro.weatherxm.com/api/v1/stations/near?lat=37.98&lon=23.72\n{"code":"Unauthorized"}
oikolab key ¦ Oikolab: api-key header on api.oikolab.com/weather (32 hex as remembered) ¦ {h32} ¦ r = requests.get('https://api.oikolab.com/weather', params={'param': ['temperature'], 'location': 'Lisbon'}, headers={'api-key': '{t}'})\n>>> r.status_code\n401
stormgeo client ¦ StormGeo WeatherWorks: client_id / client_secret OAuth (shape assumed) ¦ {A40} ¦ [stormgeo] token request failed: invalid_client (client_id=ops-routing, client_secret={t})
frost client ¦ MET Norway Frost API: client ID as the basic-auth user, client secret beside it (UUID as remembered) ¦ {uuid} ¦ $ cat frost.ini\n[frost]\nclient_id = 5b7c0f0e-0f3c-4e4d-9c1a-0a7c2d9e8b11\nclient_secret = {t}
meteofrance apikey ¦ Météo-France portail API: apikey header with a long JWT-like key (as remembered) ¦ eyJ{u40}.{u80} ¦ curl -H 'apikey: {t}' 'https://public-api.meteofrance.fr/public/DPObs/v1/station/infrahoraire-6m?id_station=75114001' -> 401 Invalid Credentials
transportnsw apikey ¦ Transport for NSW Open Data: Authorization: apikey <key> (as remembered) ¦ {A40} ¦ GET https://api.transport.nsw.gov.au/v1/gtfs/realtime/buses\nAuthorization: apikey {t}\n<- 401 {"ErrorDetails":{"Message":"The calling application is unauthenticated."}}
translink key ¦ TransLink (Vancouver) RTTI: apikey= query parameter (as remembered) ¦ {A20} ¦ gtfs-rt poll failed: https://gtfsapi.translink.ca/v3/gtfsrealtime?apikey={t} (403)
ckan api token ¦ CKAN: Authorization header with an API token (a JWT since 2.9, as remembered) ¦ eyJ{u36}.{u72} ¦ ckanapi.errors.NotAuthorized: Access denied\n$ ckanapi action package_create -r https://data.city.gov.example -a {t} name=bike-counts
opendatasoft apikey ¦ OpenDataSoft Explore API: Authorization: Apikey <key> (as remembered) ¦ {h48} ¦ > fetch('https://data.acme-city.opendatasoft.com/api/explore/v2.1/catalog/datasets', {headers: {Authorization: 'Apikey {t}'}})\n< 401 {"error_code":"InvalidAPIKeyError"}
democracyclub token ¦ Democracy Club Developers API: auth_token= parameter (as remembered) ¦ {h40} ¦ polling-lookup | GET https://developers.democracyclub.org.uk/api/v1/postcode/SW1A1AA/?auth_token={t} -> 401 Invalid token
secapi token ¦ sec-api.io: QueryApi(api_key="...") and token= parameter (64 hex as remembered) ¦ {h64} ¦ >>> queryApi = QueryApi(api_key="{t}")\n>>> queryApi.get_filings(query)\nException: API error: 401 - Unauthorized
adsbx key ¦ ADS-B Exchange via RapidAPI / api-auth header (UUID as remembered) ¦ {uuid} ¦ GET https://adsbexchange.com/api/aircraft/v2/lat/51.47/lon/-0.45/dist/25/\napi-auth: {t}\n<- 403 {"msg":"invalid api-auth"}
aviationedge key ¦ Aviation Edge: key= query parameter (as remembered) ¦ {h32} ¦ flights.py:44 HTTPError 401 for https://aviation-edge.com/v2/public/flights?key={t}&arrIata=LHR
vesselfinder userkey ¦ VesselFinder API: userkey= parameter (as remembered) ¦ {U32} ¦ $ curl 'https://api.vesselfinder.com/vessels?userkey={t}&imo=9321483'\n{"error":"Invalid userkey"}
datalastic key ¦ Datalastic: api-key= query parameter (UUID as remembered) ¦ {uuid} ¦ ERROR vessel_pro: https://api.datalastic.com/api/v0/vessel_pro?api-key={t}&mmsi=566093000 -> 401
spire token ¦ Spire Maritime GraphQL: Authorization: Bearer <token> (shape assumed) ¦ {A32} ¦ gql.transport.exceptions.TransportServerError: 401 Client Error\n  headers={"Authorization": "Bearer {t}"}
blastapi project ¦ Blast API: the project id in the endpoint URL (UUID as remembered) ¦ {uuid} ¦ hardhat.config.ts\n  networks: { mainnet: { url: "https://eth-mainnet.blastapi.io/{t}" } }\nError HH110: Invalid JSON-RPC response received: 401
nansen apikey ¦ Nansen API: apiKey header (shape assumed) ¦ {A32} ¦ 2026-12-06 22:20:21 nansen-sync ERROR POST https://api.nansen.ai/api/beta/smart-money/inflows apiKey={t} -> 401
maxar key ¦ Maxar MGP Pro: MAXAR_API_KEY in the environment (shape assumed) ¦ {A48} ¦ $ export MAXAR_API_KEY={t}\n$ maxar-geospatial discovery search --bbox 39.84,-105.05,39.95,-104.94\nMaxarError: 401 invalid API key
skywatch key ¦ SkyWatch EarthCache: x-api-key header (UUID as remembered) ¦ {uuid} ¦ POST https://api.skywatch.co/earthcache/pipelines\nx-api-key: {t}\n<- 401 {"errors":[{"message":"Invalid API key"}]}
usgs m2m token ¦ USGS M2M API: login-token with an application token (as remembered) ¦ {A64} ¦ POST https://m2m.cr.usgs.gov/api/api/json/stable/login-token {"username": "eo_lab", "token": "{t}"}\n<- {"errorCode":"AUTH_INVALID","errorMessage":"User credential verification failed"}
synoptic token ¦ Synoptic Data (MesoWest) API: token= query parameter (32 hex as remembered) ¦ {h32} ¦ GET https://api.synopticdata.com/v2/stations/latest?stid=WBB&token={t} -> {"SUMMARY":{"RESPONSE_CODE":-1,"RESPONSE_MESSAGE":"Invalid token."}}
cryptocompare key ¦ CryptoCompare: Authorization: Apikey <key> or api_key= (64 hex as remembered) ¦ {h64} ¦ $ curl -s 'https://min-api.cryptocompare.com/data/price?fsym=BTC&tsyms=USD,EUR&api_key={t}'\n{"Response":"Error","Message":"You are over your rate limit please upgrade your account!"}
amberdata key ¦ Amberdata: x-api-key header (UUID-like with a prefix, as remembered) ¦ UAK{h32} ¦ GET https://api.amberdata.com/markets/spot/ohlcv/btc_usd\nx-api-key: {t}\n<- 401 {"status":401,"title":"Unauthorized"}
bitquery key ¦ Bitquery GraphQL: X-API-KEY header (shape assumed) ¦ BQY{A29} ¦ graphql.error: 401 Unauthorized at https://graphql.bitquery.io (headers {'X-API-KEY': '{t}'})
triton rpc ¦ Triton One: a Solana RPC URL with the token in its path (as remembered) ¦ {u36} ¦ Error: 401 Unauthorized: {"jsonrpc":"2.0","error":{"code":401}} from https://acme-mainnet.rpcpool.com/{t}
shyft key ¦ Shyft: x-api-key header or api_key query (shape assumed) ¦ {A16} ¦ WARN solana-indexer GET https://api.shyft.to/sol/v1/wallet/balance?network=mainnet-beta&wallet=9xQe...&api_key={t} -> 401
allnodes rpc ¦ Allnodes Portal: the key in the RPC host path (as remembered) ¦ {h32} ¦ providers.JsonRpcProvider("https://eth-mainnet.allnodes.me:8545/{t}")\nError: server response 401 Unauthorized
onfinality key ¦ OnFinality: apikey in the endpoint path, polkadot.api.onfinality.io/ws?apikey= (UUID as remembered) ¦ {uuid} ¦ 2026-12-06 22:24:44 API-WS: disconnected from wss://polkadot.api.onfinality.io/ws?apikey={t}: 1006:: Abnormal Closure
subscan key ¦ Subscan: X-API-Key header (32 hex as remembered) ¦ {h32} ¦ $ curl -s -X POST https://polkadot.api.subscan.io/api/scan/metadata -H 'X-API-Key: {t}'\n{"code":401,"message":"API KEY is invalid"}
trongrid key ¦ TronGrid: TRON-PRO-API-KEY header, a UUID ¦ {uuid} ¦ tronweb.setHeader({ "TRON-PRO-API-KEY": "{t}" });\nError: Request failed with status code 401 (api key invalid)
maestro key ¦ Maestro (Cardano/Bitcoin): api-key header (shape assumed) ¦ {A32} ¦ maestro.errors.MaestroError: 401 Unauthorized\n  client = MaestroClient(network="mainnet", api_key="{t}")
blockchair key ¦ Blockchair: key= query parameter (as remembered) ¦ {A32} ¦ GET https://api.blockchair.com/bitcoin/dashboards/address/bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?key={t} -> 402 {"context":{"code":402,"error":"Invalid key"}}
btcturk private ¦ BtcTurk: X-PCK public key, X-Stamp and X-Signature made with a base64 private key (as remembered) ¦ {b32} ¦ $ grep BTCTURK .env\nBTCTURK_PUBLIC_KEY=5e6a0f4b-1c2d-4e3f-8a9b-0c1d2e3f4a5b\nBTCTURK_PRIVATE_KEY={t}
whitebit secret ¦ WhiteBIT: X-TXC-APIKEY and a secret signing X-TXC-SIGNATURE (as remembered) ¦ {h32} ¦ whitebit-client | 2026-12-06T22:24:52Z config {apiKey: 'f1e2d3c4', apiSecret: '{t}'} -> {"code":0,"message":"Invalid signature"}
nobitex token ¦ Nobitex: Authorization: Token <token> (40 hex as remembered) ¦ {h40} ¦ POST https://api.nobitex.ir/users/wallets/list\nAuthorization: Token {t}\n<- 401 {"status":"failed","code":"InvalidToken"}
smarkets session ¦ Smarkets trading API: a session token from /v3/sessions (shape assumed) ¦ {u40} ¦ smarkets.exceptions.Unauthorized: session expired\n  headers={'Authorization': 'Session-Token {t}'}
matchbook session ¦ Matchbook: session-token header from /bpapi/rest/security/session (shape assumed) ¦ {h32} ¦ GET https://api.matchbook.com/edge/rest/events?sport-ids=15\nsession-token: {t}\n<- 401 {"errors":[{"messages":["You are not logged in."]}]}
cricapi key ¦ CricAPI (cricketdata.org): apikey= query, a UUID (as remembered) ¦ {uuid} ¦ scores-bot ERROR https://api.cricapi.com/v1/currentMatches?apikey={t}&offset=0 -> {"status":"failure","reason":"Invalid API Key"}
entitysport token ¦ EntitySport: token= query parameter (32 hex as remembered) ¦ {h32} ¦ GET https://rest.entitysport.com/v2/matches/?status=3&token={t} -> 401 {"status":"unauthorized"}
nasaads token ¦ NASA ADS API: Authorization: Bearer <40-character token> (as remembered) ¦ {A40} ¦ >>> import ads\n>>> ads.config.token = "{t}"\n>>> list(ads.SearchQuery(q="exoplanet"))\nads.exceptions.APIResponseError: '{"error": "Unauthorized"}'
spacetrack login ¦ Space-Track.org: POST /ajaxauth/login with identity and password (as remembered) ¦ {p} ¦ $ curl -s -c cookies.txt -d 'identity=orbit-lab@acme.edu' -d 'password={t}' https://www.space-track.org/ajaxauth/login\n{"Login":"Failed"}
n2yo key ¦ N2YO: &apiKey= on /rest/v1/satellite (shape assumed) ¦ {U6}-{U6}-{U6}-{U4} ¦ 2026-12-06 22:25:03 passes.py WARNING GET https://api.n2yo.com/rest/v1/satellite/visualpasses/25544/41.7/-74.0/0/2/300/&apiKey={t} -> {"error":"Invalid API Key!"}
entsoe token ¦ ENTSO-E Transparency: securityToken= query, a UUID (as remembered) ¦ {uuid} ¦ entsoe.exceptions.InvalidBusinessParameterError\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://web-api.tp.entsoe.eu/api?securityToken={t}&documentType=A44
airnow key ¦ EPA AirNow API: API_KEY= query, a UUID (as remembered) ¦ {uuid} ¦ GET https://www.airnowapi.org/aq/observation/zipCode/current/?format=application/json&zipCode=20002&API_KEY={t} -> 401 Invalid API key
electricitymaps token ¦ Electricity Maps: auth-token header (shape assumed) ¦ {A24} ¦ $ curl -H 'auth-token: {t}' 'https://api.electricitymap.org/v3/carbon-intensity/latest?zone=DE'\n{"error":"Invalid auth-token"}
watttime login ¦ WattTime: /login with HTTP Basic username and password, returning a token (as remembered) ¦ {p} ¦ >>> requests.get('https://api.watttime.org/login', auth=HTTPBasicAuth('grid_lab', '{t}')).json()\n{'error': 'Invalid credentials'}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
