"""Held-out set 41: more vendors no earlier set named (A to F) — error trackers and API
monitors, eBPF observability, mobile CI, dependency bots, game server hosts and Minecraft
admin tools, IoT platforms, website translation proxies and agencies, Asian and Nordic maps,
collaborative GIS, contact-centre and SMS gateways, e-commerce search, ad exchanges and
video players, classroom and school tools, donor CRMs, legal practice and case law search,
farm imagery and satellite crop monitoring, parcel and freight carriers, warehouse
networks, event ticketing and satellite analytics warehouses.

Each name was grepped for like those of ``_heldout_secrets41_vendors.py`` (none matched).
None of these gave its format in a search: Apitally, Bugsink, Coroot, Exaroton, Baato,
Dexatel, Findologic, Boxtal, Depfu and Doorkeeper were searched for and the search found
nothing of their own; the rest were not searched. Their shapes are remembered or assumed,
and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
apitally client id ¦ Apitally (searched, nothing found; client id in the middleware config as remembered, a UUID) ¦ {uuid} ¦ app.add_middleware(ApitallyMiddleware, client_id="{t}", env="prod")\nWARNING:apitally.client:Sync failed: 401 Unauthorized (invalid client_id)
bugsink dsn ¦ Bugsink (searched, nothing found; Sentry-compatible DSN with a secret key part as remembered) ¦ {h32} ¦ $ cat bugsink.conf\nSENTRY_DSN=https://7f1c0d2e3b4a59687a6b5c4d3e2f1a0b:{t}@errors.acme.io/3\n# bugsink: event rejected (403)
coroot api key ¦ Coroot (searched, nothing found; the node-agent's --api-key as remembered) ¦ {a32} ¦ $ sudo systemctl status coroot-node-agent | tail -2\ncoroot-node-agent[812]: --collector-endpoint=https://coroot.acme.io --api-key={t}\ncoroot-node-agent[812]: E1206 15:15:02 exporter.go:91] 401 Unauthorized
errorception key ¦ Errorception (as remembered): an API token for the REST API (shape assumed) ¦ {h40} ¦ GET https://api.errorception.com/projects/5f3a1b2c4d/errors?limit=10\nAuthorization: Basic ops@acme.io:{t}\n<- 403 Forbidden
buddybuild secret ¦ buddybuild (as remembered, retired): an API access token in the CI settings (shape assumed) ¦ {A40} ¦ $ curl -s -H 'Authorization: Bearer {t}' https://api.buddybuild.com/v1/apps\n{"error":"Unauthorized"}
depfu token ¦ Depfu (searched, nothing found; a personal API token as remembered) ¦ {u40} ¦ depfu-sync | POST https://depfu.com/api/v1/repos/acme/web/resync Authorization: Token {t} -> 401
craftserve panel key ¦ Craftserve (as remembered): a panel API key for a Minecraft server (shape assumed) ¦ {A48} ¦ [15:15:08 ERROR]: [CraftserveBackup] panel API rejected key '{t}' (HTTP 403)
exaroton token ¦ Exaroton (searched, nothing found; an API token from the account page, Bearer as remembered) ¦ {b64} ¦ >>> client = Exaroton("{t}")\n>>> client.get_servers()\nexaroton.exceptions.HTTPError: 401 {"success":false,"error":"Invalid token"}
aternos password ¦ Aternos (as remembered): account login for an unofficial client ¦ {p} ¦ Traceback (most recent call last):\n  File "start_server.py", line 7, in <module>\n    at.login('blockparty', '{t}')\npython_aternos.atserver.CredentialsError: Incorrect password
cftools secret ¦ CFTools Cloud (DayZ server admin, as remembered): application id and secret for the Data API ¦ {h40} ¦ CFTOOLS_APPLICATION_ID=6341f0aa2d0b8e5c7f1a9b3d\nCFTOOLS_SECRET={t}\n[cftools] POST https://data.cftools.cloud/v1/auth/register -> 401
fogwing key ¦ Fogwing IIoT (as remembered): an API key for device telemetry (shape assumed) ¦ {A32} ¦ mqtt: CONNECT rejected for client fw-pump-07 (username=acme, password={t}) -> return code 5 (not authorized)
easyling key ¦ Easyling website translation proxy (as remembered): a project API key (shape assumed) ¦ {h32} ¦ [easyling]\nproject = acme-shop\napi_key = {t}\n; easyling sync: 403 Forbidden
blend api key ¦ Blend (getblend, translation, as remembered): an API key header (shape assumed) ¦ {A40} ¦ POST https://api.getblend.com/v2/documents\nX-Blend-Api-Key: {t}\n<- 401 {"message":"bad key"}
day translations key ¦ Day Translations (as remembered): an API key for order status (shape assumed) ¦ {A32} ¦ dt-orders: GET https://api.daytranslations.com/orders/88213?api_key={t} returned 401
bureau works token ¦ Bureau Works (as remembered): a personal token for the API (shape assumed) ¦ {u48} ¦ $ bwx push --project legal-pt-en --token {t}\nbwx: error: authentication failed (401)
flitto key ¦ Flitto (as remembered): an API key for the translation API (shape assumed) ¦ {A40} ¦ FlittoClientError: 401 Unauthorized (api-key: {t})
baato key ¦ Baato (searched, nothing found; a key query parameter as remembered) ¦ bpk.{u40} ¦ GET https://api.baato.io/api/v1/search?q=Thamel&key={t} -> 401 {"message":"Invalid key"}
autonavi key ¦ AutoNavi / Amap web service (as remembered): key= of 32 hex ¦ {h32} ¦ requests.exceptions.HTTPError: 10001 INVALID_USER_KEY for url: https://restapi.amap.com/v3/geocode/geo?address=%E6%9D%AD%E5%B7%9E&key={t}
eniro key ¦ Eniro maps (as remembered): an API key (shape assumed) ¦ {A32} ¦ 2026-12-06 15:15:20 WARN eniro-geo: https://api.eniro.com/cs/search/basic?profile=acme&key={t}&search_word=pizza&country=se -> 401
felt token ¦ Felt (collaborative maps, as remembered): an API token felt_pat_ prefixed ¦ felt_pat_{u43} ¦ $ curl -s https://felt.com/api/v2/maps -H "Authorization: Bearer {t}"\n{"errors":[{"title":"Unauthorized"}]}
diafaan password ¦ Diafaan SMS Server (as remembered): HTTP API with username and password ¦ {p} ¦ http://sms-gw.acme.local:9710/http/send-message?username=admin&password={t}&to=%2B46701234567&message-type=sms.automatic&message=Order+88 -> 401
dexatel key ¦ Dexatel (searched, nothing found; an API key header as remembered) ¦ {h32} ¦ [2026-12-06 15:15:26] sms.ERROR: Dexatel send failed {"status":401,"headers":{"X-Dexatel-Key":"{t}"}}
findologic shopkey ¦ Findologic (searched, nothing found; a 32-character upper-hex shopkey as remembered) ¦ {H32} ¦ config/packages/findologic.yaml\nfindologic:\n    shopkey: '{t}'\n# Findologic API: shopkey unknown (404)
factfinder password ¦ FactFinder NG (as remembered): REST API basic auth with an API user ¦ {p} ¦ FACTFINDER_SERVER_URL=https://acme.fact-finder.de/fact-finder\nFACTFINDER_USERNAME=api-shop\nFACTFINDER_PASSWORD={t}
celebros key ¦ Celebros site search (as remembered): a site key in the search URL (shape assumed) ¦ {A32} ¦ GET https://acme-search.celebros.com/UiSearch/DoSearch?siteKey={t}&query=boots 403
adkernel key ¦ AdKernel (as remembered): a reporting API token (shape assumed) ¦ {h40} ¦ adkernel_report.py:31: AdKernelError: token '{t}' rejected by https://login.adkernel.com/admin/api/Report
bidtellect secret ¦ Bidtellect (as remembered): client credentials for reporting (shape assumed) ¦ {A40} ¦ bidtellect:\n  client_id: acme-pub\n  client_secret: "{t}"\n  endpoint: https://api.bidtellect.com/v1
connatix key ¦ Connatix (as remembered): an API key for the reporting API (shape assumed) ¦ {uuid} ¦ fetch("https://reporting.connatix.com/api/v2/report", {headers: {"x-api-key": "{t}"}})\nUncaught (in promise) Error: 401
buysellads key ¦ BuySellAds (as remembered): a publisher API key in the query (shape assumed) ¦ {h32} ¦ https://buysellads.com/api/publisher/stats?key={t}&zone=CVADC53U -> 403 Forbidden
eduflow token ¦ Eduflow (as remembered): an institution API token (shape assumed) ¦ {A48} ¦ EDUFLOW_API_TOKEN={t} python sync_roster.py\neduflow.APIError: 401 token revoked
classkick password ¦ Classkick (as remembered): teacher login for a roster export script ¦ {p} ¦ $ classkick-export --email teacher@school.edu --password '{t}' --class 7B\nerror: login failed (401)
frontline key ¦ Frontline Education (as remembered): an API key for absence management (shape assumed) ¦ {A40} ¦ [frontline]\nbase_url = https://api.frontlineeducation.com/absence\napi_key = {t}
charityengine password ¦ CharityEngine (as remembered): a SOAP API password for the integration user ¦ {p} ¦ <ce:Credentials>\n  <ce:Username>api@acme-food-bank.org</ce:Username>\n  <ce:Password>{t}</ce:Password>\n</ce:Credentials>
donorsnap key ¦ DonorSnap (as remembered): an API key for form posts (shape assumed) ¦ {h32} ¦ DonorSnapError: 401 for POST https://api.donorsnap.com/v1/donations (apikey={t})
casefox token ¦ CaseFox (as remembered): an API token for time entries (shape assumed) ¦ {A40} ¦ > POST /api/timeentries HTTP/1.1\n> Host: api.casefox.com\n> Authorization: Bearer {t}\n< HTTP/1.1 401
abacus law password ¦ Abacus (AbacusLaw, as remembered): the database login in an ODBC DSN ¦ {p} ¦ [AbacusLaw]\nDriver=Advantage StreamlineSQL ODBC\nDataDirectory=\\\\fs01\\abacus\\data\nUID=abacus\nPWD={t}
casemine key ¦ CaseMine (as remembered): an API key for judgments search (shape assumed) ¦ {A32} ¦ casemine.search(q="arbitration clause", api_key="{t}")\ncasemine.exceptions.Forbidden: invalid api key
ceres imaging token ¦ Ceres Imaging (as remembered): an API token for field imagery (shape assumed) ¦ {u40} ¦ CERES_API_TOKEN={t}\nceres-pull: GET /v1/flights?ranch=westside-12 -> 401
farmonaut key ¦ Farmonaut (as remembered): an API key for satellite crop data (shape assumed) ¦ {A36} ¦ Farmonaut API error 403 for UID=acme-agro key={t}: quota or key invalid
chronopost password ¦ Chronopost (as remembered): accountNumber and password in the SOAP shipping call ¦ {d6} ¦ <shippingWithReservationAndESDWithRefClient>\n  <accountNumber>19869502</accountNumber>\n  <password>{t}</password>\n</shippingWithReservationAndESDWithRefClient>\nsoap:Fault: Identifiant ou mot de passe incorrect
dachser key ¦ Dachser (as remembered): an API key header for tracking (shape assumed) ¦ {h32} ¦ GET https://api-gateway.dachser.com/rest/v2/shipmenthistory?tracking-number=2741880301 X-API-Key: {t} -> 401
boxtal secret ¦ Boxtal (searched, nothing found; an access key and secret key pair as remembered) ¦ {A40} ¦ BOXTAL_ACCESS_KEY=K9ZT3QW1\nBOXTAL_SECRET_KEY={t}\nboxtal: 401 Unauthorized (bad signature)
ekart token ¦ Ekart Logistics (as remembered): client name and an authorization token (shape assumed) ¦ {A32} ¦ ekart-shipping | POST https://api.ekartlogistics.com/v2/shipments/create Authorization={t} HTTP_X_MERCHANT_CODE=ACME -> 401
fastway key ¦ Fastway Couriers (as remembered): api_key in the query string (32 hex) ¦ {h32} ¦ GET https://api.fastway.org/v6/tracktrace/detail/Z60012345678?api_key={t} 401 Unauthorized
schenker password ¦ DB Schenker (as remembered): eSchenker API user and password ¦ {p} ¦ $ schenker-booking --user ACME_API --password '{t}' --from DEHAM --to SEGOT\nERROR: authentication failed (HTTP 401)
coordinadora key ¦ Coordinadora (Colombia, as remembered): a SOAP apikey and clave ¦ {A32} ¦ <ws:Guias_generarGuia>\n  <p><id_cliente>32111</id_cliente><usuario>acme.ws</usuario><clave>{t}</clave></p>\n</ws:Guias_generarGuia>
flexe token ¦ Flexe warehousing (as remembered): a bearer API token (shape assumed) ¦ {u48} ¦ flexe-sync ERROR 401 from https://api.flexe.com/v2/inventory (Authorization: Bearer {t})
doorkeeper token ¦ Doorkeeper (event ticketing, searched; only scrapers found): a personal access token as remembered ¦ {u20} ¦ $ curl -s 'https://api.doorkeeper.jp/groups/acme/events' -H 'Authorization: Bearer {t}'\n{"errors":{"status":401}}
doublecloud password ¦ DoubleCloud managed ClickHouse (as remembered): an admin password in the connection string ¦ {p} ¦ clickhouse-client --host rw.chcpbbeap8lpuv24hhh5.at.double.cloud --port 9440 --secure --user admin --password '{t}'\nCode: 516. DB::Exception: admin: Authentication failed
coherence token ¦ coherence (game networking, as remembered): a project runtime key (shape assumed) ¦ {A40} ¦ [Coherence] Replication server refused connection: runtime key {t} is not valid for project acme-arena
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
