"""Held-out set 38: more vendors no earlier set named (names N to Z and a digit) — low-code
databases, task managers, EDI, dictionaries, on-call, news, video meetings, people search,
place ids, printing, prerendering, profiling, charts, billing, recommendations, scraping,
financial data, data integration, streaming bots, email finding, identity, voices, login,
page watching, tech lookup, proxies, WhatsApp, postcodes, Latin American shops, passwordless login, course catalogues,
coupons, SaaS billing, NPS surveys, team wikis, travel reviews, bug reporting, app-store
data, translation, freight, weather, EV charging, air quality, phone lookup, API gateways,
isochrones, WhatsApp inboxes, email marketing, tides, payouts, spatial SQL, NFT minting and
SMS.

Each name was grepped for like those of ``_heldout_secrets38_vendors.py`` (none matched).
Periskope and Sendiio were met in the search tool's results for other vendors and their
pages gave the headers (so marked); the rest were not looked up: their shapes are remembered
or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
ninox api key ¦ Ninox REST API (as remembered): Authorization: Bearer <personal key> (shape assumed) ¦ {uuid} ¦ $ curl https://api.ninox.com/v1/teams -H "Authorization: Bearer {t}"\n{"message":"Unauthorized","status":401}
nozbe token ¦ Nozbe Teams API (as remembered): an access token in Authorization (shape assumed) ¦ {A40} ¦ nozbe-cli: error: 401 from https://api4.nozbe.com/v1/api/tasks (token {t})
nuvemshop token ¦ Nuvemshop / Tiendanube API (as remembered): Authentication: bearer <access_token> (shape assumed) ¦ {h40} ¦ > GET /v1/1234567/products HTTP/1.1\n> Host: api.tiendanube.com\n> Authentication: bearer {t}\n> User-Agent: acme-sync (ops@acme.com.br)\n< HTTP/1.1 401 Unauthorized
ownid secret ¦ OwnID server SDK (as remembered): an app id and a shared secret (shape assumed) ¦ {b44} ¦ ownid:\n  app_id: m1x2c3v4b5n6\n  shared_secret: "{t}"\n# ownid-node: signature check failed
pluralsight token ¦ Pluralsight Flow / Skills API (as remembered): a bearer token (shape assumed) ¦ {A64} ¦ PLURALSIGHT_API_TOKEN={t} python export_users.py\nTraceback (most recent call last):\n  ...\nrequests.exceptions.HTTPError: 401 Client Error for url: https://app.pluralsight.com/plans/api/reports/v1/users
quotient key ¦ Quotient coupons API (as remembered): an API key in the query (shape assumed) ¦ {h32} ¦ 2026-12-06 13:11:02 WARN offers: GET https://api.quotient.com/offers/v2/list?zip=94040&apiKey={t} -> 403
saasoptics token ¦ SaaSOptics API (as remembered): Authorization: Token <key> (shape assumed) ¦ {h40} ¦ Invoke-RestMethod -Uri "https://ra.saasoptics.com/acme/api/v1.0/customers/" -Headers @{ Authorization = "Token {t}" }\nInvoke-RestMethod: 401 Unauthorized
satismeter write key ¦ SatisMeter (as remembered): a write key public in the widget, an API key secret for exports (shape assumed) ¦ {A32} ¦ SATISMETER_WRITE_KEY=ZmJhZjMyYm\nSATISMETER_API_KEY={t}\nexport-nps: 401 Unauthorized
slab token ¦ Slab GraphQL API (as remembered): an admin token in Authorization (shape assumed) ¦ {u120} ¦ slab_sync.SlabError: query organization failed: 401 (Authorization: {t})
tripadvisor content key ¦ Tripadvisor Content API (as remembered): key= in the query (shape assumed) ¦ {H32} ¦ GET https://api.content.tripadvisor.com/api/v1/location/search?key={t}&searchQuery=Kyoto&language=en\n<- 401 {"message":"Unauthorized"}
usersnap key ¦ Usersnap (as remembered): an API key in the widget, a personal token for the API (shape assumed) ¦ {uuid} ¦ <script>window.onUsersnapLoad = ...</script>\n# server: USERSNAP_API_TOKEN={t}\nHTTP 401 from https://api.usersnap.com/v1/projects
42matters token ¦ 42matters app-store API (as remembered): access_token in the query (shape assumed) ¦ {h40} ¦ curl "https://data.42matters.com/api/v2.0/android/apps/lookup.json?p=com.acme.app&access_token={t}"\n{"error":"Invalid access_token"}
reverso key ¦ Reverso API (as remembered): an API key header (shape assumed) ¦ {A36} ¦ reverso-translate | ERROR 403 POST /translate X-Reverso-Key={t}
sennder secret ¦ sennder carrier API (as remembered): OAuth client credentials (shape assumed) ¦ {A48} ¦ SENNDER_CLIENT_ID=carrier-acme\nSENNDER_CLIENT_SECRET={t}\nERROR token request: invalid_client
pirateweather key ¦ Pirate Weather (as remembered): the key in the path, Dark Sky style (shape assumed) ¦ {A32} ¦ HTTP 401 for GET https://api.pirateweather.net/forecast/{t}/59.33,18.06?units=si
openchargemap key ¦ Open Charge Map API (as remembered): key= in the query (shape assumed) ¦ {uuid} ¦ ocm-import: GET https://api.openchargemap.io/v3/poi?output=json&countrycode=NZ&maxresults=500&key={t} returned 403
waqi token ¦ World Air Quality Index API (as remembered): token= in the query (shape assumed) ¦ {h40} ¦ {"status":"error","data":"Invalid key"} <- https://api.waqi.info/feed/here/?token={t}
numlookup key ¦ NumLookupAPI (as remembered): apikey in the query (shape assumed) ¦ num_live_{A40} ¦ numlookup.errors.AuthError: 401 for https://api.numlookupapi.com/v1/validate/+6421555014?apikey={t}
zuplo key ¦ Zuplo API gateway (as remembered): consumer keys zpka_... in Authorization: Bearer ¦ zpka_{h32}_{h8} ¦ $ curl https://acme-main-4f2c.zuplo.app/v1/orders -H "Authorization: Bearer {t}"\n{"type":"https://httpproblems.com/http-status/401","title":"Unauthorized","status":401}
targomo key ¦ Targomo (searched, met in the Protomaps search: TARGOMO_API_KEY in getTargomoMapURL(api_key=)) ¦ {U32} ¦ > getTargomoMapURL(style = "basic", api_key = "{t}")\nError in curl::curl_fetch_memory(url): HTTP 401
periskope bearer ¦ Periskope API (searched, met in the tyntec search: Bearer <apiKey> plus an x-phone header) ¦ {A40} ¦ fetch('https://api.periskope.app/v1/message/send', { headers: { Authorization: 'Bearer {t}', 'x-phone': '919876512340' } })\n-> 401
sendiio token secret ¦ Sendiio API v1 (searched, met in the Outseta search: 'token' and 'secret' headers) ¦ {h64} ¦ sendiio.php: POST https://sendiio.com/api/v1/lists/subscribe\n  token: 9d1e5f0a\n  secret: {t}\n  -> {"error":1,"msg":"Invalid API credentials"}
worldtides key ¦ WorldTides API v3 (as remembered): key= in the query (shape assumed) ¦ {uuid} ¦ GET https://www.worldtides.info/api/v3?heights&lat=-36.84&lon=174.76&key={t}\n{"status":400,"error":"Invalid key"}
trolley secret ¦ Trolley (formerly Payment Rails, as remembered): access key and secret key for HMAC (shape assumed) ¦ {h64} ¦ trolley:\n  access_key: ALRzB1cF8mT3wq\n  secret_key: {t}\n# payouts: 401 Invalid signature
wherobots key ¦ Wherobots Cloud (as remembered): an API key for the SQL driver (shape assumed) ¦ {A48} ¦ wherobots.db.errors.OperationalError: 401 Unauthorized (api_key='{t}', region='aws-us-west-2')
verbwire key ¦ Verbwire API (as remembered): X-API-Key header (shape assumed) ¦ sk_live_{uuid} ¦ POST https://api.verbwire.com/v1/nft/mint/quickMintFromMetadataUrl\nX-API-Key: {t}\n<- 401
superchat key ¦ Superchat API (as remembered): X-API-KEY header (shape assumed) ¦ {A40} ¦ superchat-webhook-relay  | 13:11:20 error: POST https://api.superchat.com/v1.0/messages 401 (X-API-KEY {t})
sakari secret ¦ Sakari SMS API (as remembered): client id and secret for a token (shape assumed) ¦ {A44} ¦ [sakari]\nclient_id = acme-7f2c\nclient_secret = {t}\naccount_id = 6a1f0c
orderful token ¦ Orderful EDI API (as remembered): an orderful-api-key header (shape assumed) ¦ {A40} ¦ > POST /v3/transactions HTTP/1.1\n> Host: api.orderful.com\n> orderful-api-key: {t}\n< HTTP/1.1 401 Unauthorized
owlbot token ¦ OwlBot dictionary API (as remembered): Authorization: Token <token> (shape assumed) ¦ {h40} ¦ $ curl -H "Authorization: Token {t}" https://owlbot.info/api/v4/dictionary/owl\n{"detail":"Invalid token."}
pagerly key ¦ Pagerly on-call bot (as remembered): an API key for its REST endpoints (shape assumed) ¦ {A32} ¦ PAGERLY_API_KEY={t}\npagerly-sync: rotation 'platform' fetch failed: 401
perigon key ¦ Perigon news API (as remembered): apiKey in the query (shape assumed) ¦ {uuid} ¦ GET https://api.goperigon.com/v1/all?q=monsoon&apiKey={t}\n<- 401 {"message":"Invalid API key"}
pexip secret ¦ Pexip Infinity management API (as remembered): Basic auth to the management node (typed password) ¦ {p} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://admin:{t}@mgr.acme-video.net/api/admin/status/v1/conference/
pipl key ¦ Pipl search API (as remembered): key= in the query (shape assumed) ¦ {l32} ¦ pipl.errors.APIError: 403 Forbidden (GET https://api.pipl.com/search/?email=kim%40acme.io&key={t})
placekey key ¦ Placekey API (as remembered): an apikey header (shape assumed) ¦ {A32} ¦ placekey.api.PlacekeyAPI(api_key="{t}")\nplacekey: 401 Unauthorized for POST https://api.placekey.io/v1/placekey
podio secret ¦ Podio API (as remembered): client id and client secret in an OAuth app (shape assumed) ¦ {A64} ¦ podio:\n  client_id: acme-sync\n  client_secret: {t}\n  app_id: 2391177
printnode key ¦ PrintNode API (as remembered): the API key as the Basic auth user name ¦ {h40} ¦ $ curl -u {t}: https://api.printnode.com/printers\n{"code":"Unauthorized","message":"API Key not found"}
prerender token ¦ Prerender.io (as remembered): X-Prerender-Token header set in nginx (shape assumed) ¦ {A20} ¦ location @prerender {\n    proxy_set_header X-Prerender-Token {t};\n    set $prerender "service.prerender.io";\n}
pyroscope auth ¦ Grafana Pyroscope push (as remembered): basic auth user and token in the agent's config (shape assumed) ¦ glc_{b80} ¦ pyroscope.write "default" {\n  endpoint {\n    url = "https://profiles-prod-008.grafana.net"\n    basic_auth { username = "917204"\n                 password = "{t}" }\n  }\n}
quickchart key ¦ QuickChart (as remembered): key= in the chart URL for paid accounts (shape assumed) ¦ q-{A32} ¦ <img src="https://quickchart.io/chart?c={type:'bar'}&key={t}"> -> 401
rebilly key ¦ Rebilly API (as remembered): REB-APIKEY header (shape assumed) ¦ sk_live_{A36} ¦ 2026-12-06T13:16:02Z rebilly-node ERROR POST https://api.rebilly.com/organizations/acme/customers 401 REB-APIKEY={t}
recombee token ¦ Recombee (as remembered): a private token per database for HMAC-signed calls (shape assumed) ¦ {A64} ¦ RECOMBEE_DB=acme-prod\nRECOMBEE_PRIVATE_TOKEN={t}\nrecombee.errors.ResponseError: 401 Unauthorized
scrapingant key ¦ ScrapingAnt API (as remembered): x-api-key header (shape assumed) ¦ {h32} ¦ ScrapingAntInvalidTokenException: invalid x-api-key {t}
simfin key ¦ SimFin API v3 (as remembered): Authorization: api-key <key> (shape assumed) ¦ {uuid} ¦ > GET /api/v3/companies/statements/compact?ticker=AAPL HTTP/2\n> authorization: api-key {t}\n< HTTP/2 401
skyvia password ¦ Skyvia connection to a data warehouse (as remembered): a typed password in its connection export ¦ {p} ¦ <Connection Name="warehouse" Connector="Snowflake">\n  <User>SKYVIA_SVC</User>\n  <Password>{t}</Password>\n</Connection>
streamelements jwt ¦ StreamElements API (as remembered): a JWT token in Authorization: Bearer ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u80}.{u43} ¦ [SE.Bot] 13:16:10 ERROR: 401 Unauthorized, Authorization: Bearer {t}
tomba secret ¦ Tomba email finder (as remembered): X-Tomba-Key and X-Tomba-Secret headers ¦ ts_{uuid} ¦ X-Tomba-Key: ta_6n2qv8k1\nX-Tomba-Secret: {t}\n<- 401 {"errors":{"message":"Invalid API credentials"}}
trestle key ¦ Trestle identity API (as remembered): x-api-key header (shape assumed) ¦ {A40} ¦ trestle-client: GET https://api.trestleiq.com/3.1/phone?phone=2069735100 failed 403 (x-api-key: {t})
uberduck secret ¦ Uberduck API (as remembered): an API key and secret as Basic auth (shape assumed) ¦ pw_{A36} ¦ $ curl -u "pub_ks7qh2:{t}" https://api.uberduck.ai/speak -d '{"speech":"hi","voice":"zwf"}'\n{"detail":"Invalid credentials"}
userfront key ¦ Userfront (as remembered): a live API key uf_live_admin_... in Authorization: Bearer ¦ uf_live_admin_{A8}_{h32} ¦ Userfront API error 401: Authorization: Bearer {t}
visualping token ¦ Visualping API (as remembered): a bearer id token (shape assumed) ¦ {u160} ¦ visualping.py: GET https://job.api.visualping.io/v2/jobs returned 401 with Authorization: Bearer {t}
wappalyzer key ¦ Wappalyzer API (as remembered): x-api-key header (shape assumed) ¦ {A40} ¦ $ http https://api.wappalyzer.com/v2/lookup/ urls==https://acme.io x-api-key:{t}\nHTTP/1.1 403 Forbidden
webshare token ¦ Webshare proxy API (as remembered): Authorization: Token <key>; proxies with user:password ¦ {l40} ¦ Authorization: Token {t}\nGET https://proxy.webshare.io/api/v2/proxy/list/?mode=direct -> 401
whapi token ¦ Whapi.Cloud WhatsApp API (as remembered): a channel token as Bearer (shape assumed) ¦ {A32} ¦ POST https://gate.whapi.cloud/messages/text\nauthorization: Bearer {t}\n{"to":"6591234567","body":"Order shipped"} -> 401
zipcodebase key ¦ Zipcodebase API (as remembered): apikey header or query (shape assumed) ¦ {uuid} ¦ GET https://app.zipcodebase.com/api/v1/search?codes=10005&country=US&apikey={t}\n{"error":"Invalid API key"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
