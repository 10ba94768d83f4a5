"""Held-out set 59: vendors no earlier set named, each looked up with the ``search`` tool —
air quality and UV sensors, climate and Earth-observation archives, weather stations,
company and legislature registries, transit open data, bibliographic databases, betting
exchanges and sports feeds, blockchain node providers (RPC URLs carrying keys), satellite
imagery marketplaces, trade statistics and ship tracking.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 100 other names of set 59's share did and were dropped, among them Tomorrow.io, Visual
Crossing, Meteomatics, Weatherbit, Stormglass, Xweather, Meteoblue, Open-Meteo, WeatherAPI,
Pirate Weather, Windy, Ambee, Sentinel Hub, Planet Labs, Mapillary, what3words, TomTom,
Mapbox, GraphHopper, Geocodio, Positionstack, NASA, api.data.gov, FRED, BLS, Census, OpenFEC,
Congress.gov, USDA, NREL, EIA, NOAA, Companies House, Semantic Scholar, Springer, Elsevier,
IEEE Xplore, NCBI, ORCID, Zenodo, Figshare, Crossref, Materials Project, SportsDataIO,
Sportradar, API-Football, The Odds API, Kraken, Bitstamp, Gemini, Bitfinex, KuCoin, OKX,
Bybit, Binance, Coinbase, Bitget, MEXC, Deribit, Upbit, Luno, Infura, Alchemy, QuickNode,
Ankr, Chainstack, Moralis, Tatum, Helius, Etherscan, Covalent, CoinGecko, Messari, Glassnode,
Dune, Netatmo, OpenSky, FlightAware, AviationStack, AeroDataBox and Cirium).

Looked up with the ``search`` tool (26 vendors searched, 25 pages gave the format; the
source of each is named per case): PurpleAir (``PURPLE_AIR_API_KEY``, READ and WRITE keys,
``X-API-Key`` on api.purpleair.com as remembered), OpenUV (``Client("<OPENUV_API_KEY>", lat,
lon)`` in pyopenuv; ``OPENUV_API_KEY`` in apiKeys.properties), Copernicus CDS (``~/.cdsapirc``
with ``url:`` and ``key:``, a UUID key, formerly ``uid:key``), NASA Earthdata (``machine
urs.earthdata.nasa.gov login ... password ...`` in ``~/.netrc``; ``EARTHDATA_PASSWORD``),
Ambient Weather (``applicationKey`` and ``apiKey``, ``AMBIENT_API_KEY`` and
``AMBIENT_APPLICATION_KEY``), IQAir AirVisual (``CloudAPI("<YOUR_AIRVISUAL_API_KEY>")``,
``key=`` on ``nearest_city``), OpenCorporates (``api_token`` parameter), LegiScan
(``LEGISCAN_API_KEY``; ``key``/``op=getBill`` query), TheyWorkForYou (``QueryParam "key"`` on
``getMPs``), Transport for London (``app_id`` and ``app_key``), Trafiklab (a ``key`` per API
for ResRobot and SL), Scopus/Elsevier (``Elsevier_API`` in .Renviron, ``SCOPUS_INSTTOKEN``;
``X-ELS-APIKey`` / ``X-ELS-Insttoken`` headers as remembered), Betfair (``Betfair('app_key',
'certs/betfair.pem')``, a session token from login; ``X-Application`` / ``X-Authentication``
as remembered), BALLDONTLIE (``Authorization: Bearer YOUR_API_KEY`` at its MCP, ``api_key``
in the SDK), MySportsFeeds (v2 ``authenticate("<YOUR_API_KEY>", "MYSPORTSFEEDS")``, v1 with
the account password), GetBlock (``https://go.getblock.io/[ACCESS-TOKEN]/``, no headers),
NOWNodes (``api-key`` header on ``btc.nownodes.io`` as remembered), dRPC
(``https://lb.drpc.org/ogrpc?network=...&dkey=...``), Blockdaemon (a bearer API key for
Ubiquity as remembered), Pocket Network (``https://user:${POCKET_SECRET}@eth-mainnet.gateway
.pokt.network/v1/lb/<app id>``), Microsoft Planetary Computer (``PC_SDK_SUBSCRIPTION_KEY``),
UP42 (``up42.authenticate(project_id=..., project_api_key=...)``), GovInfo (``api_key=`` on
api.govinfo.gov, api.data.gov keys), UN Comtrade (a subscription key, ``comtradeapicall``'s
``getFinalData(subscription_key, ...)`` as remembered) and MarineTraffic (``MarineTrafficApi(
api_key=...)``, a 40-character hex key in the Ruby gem's example). AISHub was searched and
gave nothing of its own (its ``username`` parameter is as remembered). Lengths and alphabets
the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
purpleair read key ¦ PurpleAir R package: check_api_key(purple_air_api_key = Sys.getenv("PURPLE_AIR_API_KEY")) (a UUID, shape assumed) ¦ {uuid} ¦ > check_api_key("{t}")\nError in check_api_key("{t}") : \n  HTTP 403 Forbidden: ApiKeyInvalidError - The provided api_key was not valid.
purpleair write key ¦ purpleair-api (pypi): PurpleAirAPI(your_api_read_key, your_api_write_key) ¦ {uuid} ¦ $ curl -s -X POST https://api.purpleair.com/v1/groups -H 'X-API-Key: {t}' -d '{"name":"school-yard"}'\n{"api_version":"V1.0.11","error":"ApiKeyTypeMismatchError","description":"Read key used where a write key is required."}
openuv properties ¦ SolarSeasons README: apiKeys.properties with OPENUV_API_KEY (shape assumed) ¦ openuv-{l20}-io ¦ $ cat apiKeys.properties\nOPENUV_API_KEY=openuv-{t}\nWEATHER_API_KEY=see-1password
openuv client ¦ pyopenuv (pypi): Client("<OPENUV_API_KEY>", "<LATITUDE>", "<LONGITUDE>") ¦ openuv-{l20}-io ¦ >>> client = Client("{t}", "39.7456", "-97.0892")\n>>> await client.uv_index()\npyopenuv.errors.InvalidApiKeyError: User with API Key not found
cds apirc ¦ ECMWF confluence: the 2-line code in ~/.cdsapirc with url and key (a UUID per varunayan docs) ¦ {uuid} ¦ $ cat ~/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api\nkey: {t}
cds uid key ¦ ECMWF confluence (older CDS): the key as uid:API key ¦ 48{d4}:{uuid} ¦ Traceback (most recent call last):\n  File "era5.py", line 9, in <module>\n    c = cdsapi.Client(url="https://cds.climate.copernicus.eu/api/v2", key="{t}")\nException: Authorization failed: 401 Client Error
earthdata netrc ¦ lpdaac Getting Started notebook: ~/.netrc with machine urs.earthdata.nasa.gov, login, password ¦ {p} ¦ $ cat ~/.netrc\nmachine urs.earthdata.nasa.gov\n    login gis_lab_ops\n    password {t}
earthdata env ¦ earthdata-mcp-server docs: EARTHDATA_USERNAME and EARTHDATA_PASSWORD for earthaccess ¦ {p} ¦ [notice] earthaccess.login(strategy="environment") failed\nEARTHDATA_USERNAME=gis_lab_ops EARTHDATA_PASSWORD={t}\nearthaccess: Authentication with Earthdata Login failed with: {"error":"invalid_credentials"}
ambient api key ¦ ambient_api README: AMBIENT_API_KEY and AMBIENT_APPLICATION_KEY (64 hex, shape assumed) ¦ {h64} ¦ $ env | grep AMBIENT\nAMBIENT_ENDPOINT=https://api.ambientweather.net/v1\nAMBIENT_API_KEY={t}
ambient application key ¦ Ambient Weather API (postman collection): applicationKey identifies the developer, on every request ¦ {h64} ¦ GET https://rt.ambientweather.net/v1/devices?applicationKey={t}&apiKey=<user> -> 401 {"error":"applicationKey-invalid"}
airvisual key ¦ pyairvisual: CloudAPI("<YOUR_AIRVISUAL_API_KEY>"); Home Assistant: a Community key valid 12 months (UUID, shape assumed) ¦ {uuid} ¦ 2026-12-06 22:19:40.118 ERROR (MainThread) [homeassistant.components.airvisual] Error requesting data: https://api.airvisual.com/v2/nearest_city?lat=52.37&lon=4.89&key={t} -> incorrect_api_key
opencorporates token ¦ OpenCorporates API docs: an API key is required; api_token parameter (shape assumed) ¦ {A20} ¦ $ curl -s 'https://api.opencorporates.com/v0.4/companies/search?q=acme+holdings&jurisdiction_code=gb&api_token={t}'\n{"error":{"message":"Invalid Api Token"}}
legiscan key ¦ pylegiscan README: LegiScan('MY_API_KEY_GOES_HERE'), LEGISCAN_API_KEY; legiscanrr: query key, op=getBill (32 hex as remembered) ¦ {h32} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.legiscan.com/?key={t}&op=getBill&id=1893442
theyworkforyou key ¦ twfy-api-client (hackage): QueryParam "key" ApiKey on getMPs (shape assumed) ¦ {A24} ¦ 2026-12-06 22:19:44 WARNING twfy: GET https://www.theyworkforyou.com/api/getMPs?key={t}&output=js&party=Labour returned {"error":"Invalid API key"}
tfl app key ¦ tflunifiedapi (pypi): ApiToken(app_id, app_key); scriptable widget: const app_key = "API-TOKEN-HERE" (32 hex, shape assumed) ¦ {h32} ¦ const app_key = "{t}"\nconst stop_modes = ["tube", "elizabeth-line", "dlr"]\nError: 429 {"message":"Invalid app_key provided"}
tfl url ¦ tfl-unified-api (npm): new Line({ app_key, app_id }) ¦ {h32} ¦ fetch failed: https://api.tfl.gov.uk/Line/victoria/Arrivals?app_id=7a0c21f3&app_key={t} (403)
trafiklab resrobot ¦ Trafiklab docs: a key per API for ResRobot v2.1 and SL (UUID, shape assumed) ¦ {uuid} ¦ curl 'https://api.resrobot.se/v2.1/departureBoard?id=740000001&format=json&accessId={t}'\n{"errorCode":"API_AUTH","errorText":"access denied for accessId"}
scopus key ¦ rscopus README: Elsevier_API = "API KEY GOES HERE" in ~/.Renviron (32 hex in Scopus.Dotnet.Client's example) ¦ {h32} ¦ $ tail -2 ~/.Renviron\nElsevier_API = "{t}"\nR_MAX_VSIZE=32Gb
scopus insttoken ¦ scopus-mcp-server docs: SCOPUS_INSTTOKEN beside SCOPUS_API_KEY; rscopus inst_token_header (shape assumed) ¦ {h32} ¦ GET https://api.elsevier.com/content/search/scopus?query=AFFIL(karolinska)\nX-ELS-APIKey: 0d9e3f7b\nX-ELS-Insttoken: {t}\n<- 401 {"service-error":{"status":{"statusCode":"AUTHENTICATION_ERROR"}}}
betfair app key ¦ betfair.py: Betfair('app_key', 'certs/betfair.pem'); a delay key and a live key (shape assumed) ¦ {A16} ¦ betfair.exceptions.BetfairAPIError: INVALID_APP_KEY\n  client = Betfair('{t}', 'certs/betfair.pem')
betfair session ¦ betfairly: every call returns a sessionToken; X-Authentication as remembered (base64, shape assumed) ¦ {b44} ¦ POST https://api.betfair.com/exchange/betting/json-rpc/v1\nX-Application: 3fQp9LmT0aZk1cVb\nX-Authentication: {t}\n<- {"error":{"code":-32099,"data":{"APINGException":{"errorCode":"INVALID_SESSION_INFORMATION"}}}}
balldontlie bearer ¦ balldontlie-api/mcp README: Authorization: Bearer YOUR_API_KEY (UUID, shape assumed) ¦ {uuid} ¦ balldontlie.exceptions.AuthenticationError: Invalid API key. Status: 401, Details: {'error': 'Unauthorized'}\n  api = BalldontlieAPI(api_key="{t}")
mysportsfeeds v2 ¦ mysportsfeeds-node: msf.authenticate("<YOUR_API_KEY>", "MYSPORTSFEEDS") for v2.0 (UUID, shape assumed) ¦ {uuid} ¦ > msf.authenticate("{t}", "MYSPORTSFEEDS");\n> await msf.getData('nhl', '2026-2027-regular', 'seasonal_games', 'json', {})\nError: 401 Access Restricted
mysportsfeeds v1 ¦ mysportsfeeds-python: v1.x authenticate with the account password ¦ {p} ¦ $ grep -A2 Authentication config/config.ini\n[Authentication]\nusername: fantasy_ops\npassword: {t}
getblock url ¦ TON docs (GetBlock): https://go.getblock.io/[ACCESS-TOKEN]/, access tokens in the URL, no headers (32 hex as remembered) ¦ {h32} ¦ Error: could not detect network (event="noNetwork", code=NETWORK_ERROR, version=providers/5.7.2)\n    at new JsonRpcProvider("https://go.getblock.io/{t}/")
getblock env ¦ GetBlock skill (SKILL.md): authentication via access token in the endpoint URL; roll it if compromised ¦ {h32} ¦ # .env.production\nRPC_URL_ETH=https://go.getblock.io/{t}/\nCHAIN_ID=1
nownodes header ¦ NOWNodes: an api-key header on btc.nownodes.io (UUID, shape assumed) ¦ {uuid} ¦ $ curl -s https://btc.nownodes.io -H 'api-key: {t}' -d '{"jsonrpc":"2.0","method":"getblockcount","id":1}'\n{"error":"Unauthorized","message":"api-key is invalid"}
drpc dkey ¦ Lens docs (dRPC): https://lb.drpc.org/ogrpc?network=lens&dkey=insert_api_key_here (shape assumed) ¦ {u52} ¦ [viem] HttpRequestError: HTTP request failed.\nStatus: 401\nURL: https://lb.drpc.org/ogrpc?network=base&dkey={t}\nRequest body: {"method":"eth_chainId"}
blockdaemon bearer ¦ api-evangelist/blockdaemon: Ubiquity Data API and RPC API; a bearer API key as remembered ¦ {A48} ¦ $ http GET https://svc.blockdaemon.com/universal/v1/ethereum/mainnet/sync/block_number 'Authorization:Bearer {t}'\nHTTP/1.1 401 Unauthorized
pocket secret ¦ pocket-portal-tx-viewer: https://user:${POCKET_SECRET}@eth-mainnet.gateway.pokt.network/v1/lb/<app id> (32 hex as remembered) ¦ {h32} ¦ FetchError: request to https://user:{t}@eth-mainnet.gateway.pokt.network/v1/lb/618d53223853830035c7a414 failed, reason: 401
planetary computer key ¦ planetary-computer (pypi): PC_SDK_SUBSCRIPTION_KEY or planetarycomputer configure (32 hex, shape assumed) ¦ {h32} ¦ $ cat ~/.planetarycomputer/settings.env\nPC_SDK_SUBSCRIPTION_KEY={t}
up42 project key ¦ up42-py docs (authentication.md): up42.authenticate(project_id=..., project_api_key=...) or config.json ¦ {A40} ¦ $ cat config.json\n{\n  "project_id": "5e1a0c4d-88b2-4f3e-9a71-2c6d0f4b9e13",\n  "project_api_key": "{t}"\n}
govinfo key ¦ GovInfo API summary: https://api.govinfo.gov/packages/{packageId}/summary?api_key={key}, keys from api.data.gov (40 characters) ¦ {A40} ¦ 2026-12-06T22:19:58Z ERROR fetch https://api.govinfo.gov/packages/BILLS-118hr815enr/summary?api_key={t} -> 403 API_KEY_INVALID
comtrade subscription ¦ comtradeapicall (pypi): getFinalData needs a free or premium subscription key (32 hex as remembered) ¦ {h32} ¦ >>> comtradeapicall.getFinalData('{t}', typeCode='C', freqCode='A', clCode='HS', period='2025', reporterCode='504')\nrequests.exceptions.HTTPError: 401 Client Error: Access Denied for url: https://comtradeapi.un.org/data/v1/get/C/A/HS
marinetraffic key ¦ marinetraffic gem: Marinetraffic.api_key = "2571121d...", 40 hex ¦ {h40} ¦ > Marinetraffic.api_key = "{t}"\n> Marinetraffic::Vessel.find("311026000")\nMarinetraffic::Error: ABOVE MAX CALLS LIMIT
marinetraffic path ¦ Marine-Traffic-API (pypi): MarineTrafficApi(api_key=...); the key in the call path as remembered ¦ {h40} ¦ WARN  fleet-sync  GET https://services.marinetraffic.com/api/exportvessel/v:5/{t}/timespan:10/protocol:jsono -> 403
aishub username ¦ AISHub (searched, nothing found): the username parameter of ws.php as remembered ¦ AH_{d4}_{U8} ¦ $ curl 'https://data.aishub.net/ws.php?username={t}&format=1&output=json&compress=0'\n[{"ERROR":true,"USERNAME":"unknown"}]
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
