"""Held-out set 34: vendors no earlier set named, each looked up with the ``search`` tool —
container scanning, API gateways, PaaS, data catalogs, social publishing, maps, link
shorteners, web scraping, preview environments, customer engagement, semantic layers,
metadata platforms, customer service, work management, hotel distribution, anomaly detection,
experimentation and cloud telephony (partition: vendors whose names start with A to H).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 200 other A-H names did and were dropped, among them Checkly, Cronitor, Healthchecks,
Honeybadger, AppSignal, Airbrake, Bitrise, Codefresh, Bamboo, GoCD, Harness, Buildkite,
Hathora, AccelByte, brainCloud, Blynk, Ubidots, Datacake, Balena, EMQX, HiveMQ, Crowdin,
Lokalise, DeepL, Gengo, Geocodio, GraphHopper, Aircall, CallRail, Dialpad, Clickatell,
Esendex, Gupshup, AddSearch, Doofinder, DevCycle, Flipt, Eppo, Firebolt, Exasol, Databend,
AdColony, Chartboost, AppLovin, Fyber, Adcash, Ezoic, Equativ, Absorb, Docebo, Edmodo,
ChurchSuite, Elvanto, Bloomerang, DonorPerfect, Funraise, Aplos, EveryAction, Actionstep,
CosmoLex, Filevine, Docketwise, Everlaw, Agworld, AgriWebb, Bushel, FarmLogs, CropX,
Farmbrite, AfterShip, Freightos, Bringg, Braze, Airship, CleverTap's neighbour Customer.io,
Amplitude, Appcues, Ably, Agora, Akamai, Alibaba, Argo, Apify, Diffbot, Bright Data, Airtable,
Baserow, Grist, Directus, Hasura, Census, Hightouch, Airbyte, Fivetran, Estuary, Hevo,
Chargebee, Fastspring, Gumroad, Braintree, Adyen, dLocal, EBANX, Flutterwave, Hubtel, Duffel,
Amadeus, Expedia, Guesty, Hostaway, Cloudbeds, Apaleo, Calendly and Doodle's neighbour
Acuity).

Looked up with the ``search`` tool (28 vendors searched; 22 pages gave the format or the place
a key goes, the source of each is named per case): Anchore (``ANCHORECTL_URL``,
``ANCHORECTL_USERNAME``, ``ANCHORECTL_PASSWORD`` for pipelines), Apigee (the consumer key as
``?apikey=``, a consumer key and secret pair per app), Aptible (``~/.aptible/tokens.json``
keyed by ``auth.aptible.com``), Atlan (``ATLAN_BASE_URL``, ``ATLAN_API_KEY``,
``ATLAN_OAUTH_CLIENT_SECRET``), Ayrshare (``Authorization: Bearer API_KEY``), Azure Maps
(``subscription-key=`` on every URL), Bitly (a generic access token as ``Authorization:
Bearer`` to ``/v4/shorten``), Browse AI (a secret API key per workspace), Bunnyshell
(``$HOME/.bunnyshell/config.yaml`` profiles), CleverTap (``X-CleverTap-Account-Id`` and
``X-CleverTap-Passcode``), Crawlbase (a normal and a JavaScript token as ``?token=``, about
22 alphanumerics), Cube (``CUBEJS_API_SECRET`` signing JWTs), Cutt.ly
(``/api/api.php?key=...&short=``), DataHub (personal access tokens from
``createAccessToken``), Dub (``DUB_API_KEY=dub_...``), Dixa (a bearer API token), Fibery
(``FIBERY_WORKSPACE`` and ``FIBERY_TOKEN``), Hootsuite (client id and secret as Basic to
``/auth/oauth/v2/token``), Hotelbeds (``Api-key`` and ``X-Signature`` = SHA256 of key,
secret and time), Anodot (``metric.send(events, token=...)`` with a data collection token),
ABsmartly (endpoint, API key, application, environment) and Freshcaller (account name and API
key). Searched and found nothing of their own: Amberflo, Batch.com, BulkGate, Distancematrix.ai,
Hexomatic and Hubstaff (in ``_heldout_secrets34_vendors2.py`` with shapes remembered).
Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
anchorectl env ¦ anchorectl-pipeline README (pvnovarese): ANCHORECTL_URL, ANCHORECTL_USERNAME, ANCHORECTL_PASSWORD in CI ¦ {p} ¦ $ env | grep ANCHORECTL\nANCHORECTL_URL=https://anchore.acme.io/\nANCHORECTL_USERNAME=ci-scanner\nANCHORECTL_PASSWORD={t}\n$ anchorectl image check registry.acme.io/web:4.2\nerror: 401 Unauthorized
anchorectl yaml ¦ anchorectl-pipeline README: a configuration file instead of environment variables (keys as remembered) ¦ {p} ¦ $ cat ~/.anchore/anchorectl.yaml\nurl: "https://anchore.acme.io/"\nusername: "admin"\npassword: "{t}"
apigee apikey query ¦ Apigee docs (Setting up API key validation): the consumer key as ?apikey=, e.g. ?apikey=Y7yeiuhcbKJHD790 ¦ {A32} ¦ 10.4.2.17 - - [06/Dec/2026:12:41:03 +0000] "GET /v1/shipments/88213?apikey={t} HTTP/1.1" 401 118 "-" "okhttp/4.12.0"
apigee consumer secret ¦ Apigee VerifyAPIKey policy docs: a consumer key and secret pair per developer app ¦ {A16} ¦ $ curl -s -u 'Xk2pQ9mN4rT7vW1yZ3aB5cD8eF0gH6jL:{t}' -d grant_type=client_credentials https://api.acme.io/oauth/token\n{"ErrorCode":"invalid_client","Error":"ClientId is Invalid"}
aptible tokens json ¦ aptible cloud-cli (pkg.go.dev): ~/.aptible/tokens.json {"auth.aptible.com": "<TOKEN>"} (base64url, shape assumed) ¦ {u86} ¦ $ cat ~/.aptible/tokens.json\n{"https://auth.aptible.com":"{t}"}\n$ aptible apps\nError: 401 Unauthorized (token expired)
atlan api key ¦ atlan-python .env.example: ATLAN_BASE_URL, ATLAN_API_KEY (shape assumed) ¦ {u64} ¦ ATLAN_BASE_URL=https://acme.atlan.com\nATLAN_API_KEY={t}\npyatlan.errors.AuthenticationError: ATLAN-PYTHON-401-000 Server responded with an authentication error 401
atlan oauth secret ¦ atlan-python .env.example: ATLAN_OAUTH_CLIENT_ID, ATLAN_OAUTH_CLIENT_SECRET ¦ {A32} ¦ [atlan]\nbase_url = https://acme.atlan.com\noauth_client_id = oauth-client-7f2c\noauth_client_secret = {t}
ayrshare bearer ¦ Ayrshare quickstart: "Authorization": "Bearer API_KEY" (groups of eight, shape assumed) ¦ {U8}-{U8}-{U8}-{U8} ¦ $ curl -s -X POST https://api.ayrshare.com/api/post -H 'Authorization: Bearer {t}' -H 'Content-Type: application/json' -d '{"post":"Spring menu is live","platforms":["instagram"]}'\n{"status":"error","code":102,"message":"API Key not valid."}
azure maps subscription key ¦ Azure Maps authentication docs: add the subscription key as a parameter, ?subscription-key={Your-Azure-Maps-Subscription-key} ¦ {u43} ¦ GET https://atlas.microsoft.com/route/directions/json?api-version=1.0&query=52.50931,13.42936:52.50274,13.43872&subscription-key={t}\n401 Unauthorized: {"error":{"code":"401 Unauthorized","message":"Access denied due to invalid subscription key."}}
azure maps js ¦ Azure-Samples issue #1: new atlas.Map(id, {"subscription-key": subscriptionKey, ...}) ¦ {u43} ¦ src/map.js:12\n  const map = new atlas.Map('map', { 'subscription-key': '{t}', language: 'en-US', zoom: 12 });\nUncaught Error: Failed to load the map: 401
bitly generic token ¦ dev.bitly.com: POST /v4/shorten with Authorization: Bearer {token} (40 hex as remembered) ¦ {h40} ¦ POST https://api-ssl.bitly.com/v4/shorten\nAuthorization: Bearer {t}\nContent-Type: application/json\n\n{"long_url":"https://shop.acme.io/spring","domain":"bit.ly"}\n<- 403 {"message":"FORBIDDEN"}
browseai secret key ¦ nango Browse AI guide: the Secret API Key column of the API keys table (shape assumed) ¦ {uuid}:{h40} ¦ browseai-sync | 2026-12-06T12:41:12Z ERROR GET https://api.browse.ai/v2/robots failed: 401 Unauthorized (Authorization: Bearer {t})
bunnyshell config ¦ Bunnyshell CLI (pkg.go.dev): --configFile default $HOME/.bunnyshell/config.yaml with profiles (token shape assumed) ¦ {A40} ¦ $ cat ~/.bunnyshell/config.yaml\ndefaultProfile: acme\nprofiles:\n  acme:\n    host: api.environments.bunnyshell.com\n    token: {t}\n    context:\n      organization: "1204"
clevertap passcode ¦ CleverTap API authentication: X-CleverTap-Account-Id and X-CleverTap-Passcode headers ¦ {U3}-{U3}-{U4}{U6} ¦ $ curl -s https://in1.api.clevertap.com/1/upload -H 'X-CleverTap-Account-Id: W9R-486-4W5Z' -H 'X-CleverTap-Passcode: {t}' -d @events.json\n{"status":"fail","error":"Invalid Credentials","code":401}
clevertap tealium ¦ Tealium CleverTap connector guide: Account ID and Account Passcode settings ¦ {U3}-{U3}-{U4}{U6} ¦ CleverTap connector "app-events" failed: 401 Unauthorized\nsettings: {"accountId":"W9R-486-4W5Z","passcode":"{t}","region":"in1"}
crawlbase normal token ¦ Crawlbase authentication docs: pass your token as the token query parameter, about 22 alphanumerics ¦ {A22} ¦ $ curl 'https://api.crawlbase.com/?token={t}&url=https%3A%2F%2Fshop.acme.io%2Fsale'\n{"pc_status":401,"original_status":0,"error":"invalid token"}
crawlbase js token ¦ crawlbase-go README: api, _ := crawlbase.NewCrawlingAPI(os.Getenv("CRAWLBASE_JS_TOKEN")) ¦ {A22} ¦ 2026/12/06 12:41:19 crawl failed: crawlbase: 401 for https://api.crawlbase.com/?token={t}&page_wait=2000&url=https%3A%2F%2Fapp.acme.io
cube api secret ¦ Cube environment variables reference: CUBEJS_API_SECRET, the secret key used to sign and verify JWTs ¦ {h64} ¦ $ docker compose config | grep CUBEJS\n      CUBEJS_DB_TYPE: postgres\n      CUBEJS_API_SECRET: {t}\n      CUBEJS_DEV_MODE: "false"
cuttly key ¦ Cutt.ly API docs: https://cutt.ly/api/api.php?key=[API_KEY]&short=[URL] (shape assumed) ¦ {h32} ¦ PHP Warning:  file_get_contents(https://cutt.ly/api/api.php?key={t}&short=https%3A%2F%2Facme.io%2Fspring&name=spring26): Failed to open stream: HTTP request failed! HTTP/1.1 401 Unauthorized in /var/www/links.php on line 14
datahub pat ¦ DataHub token-management docs: createAccessToken returns an accessToken (a JWT as remembered) ¦ eyJhbGciOiJIUzI1NiJ9.{u86}.{u43} ¦ $ cat ~/.datahubenv\ngms:\n  server: https://datahub.acme.io/gms\n  token: eyJhbGciOiJIUzI1NiJ9.{t}
dub api key ¦ Dub API authentication docs: DUB_API_KEY=dub_xxxxxxxx ¦ dub_{A24} ¦ $ vercel env pull .env.local && grep DUB .env.local\nDUB_API_KEY="{t}"\nDUB_WORKSPACE_ID="ws_clw65kb1i000014o06p0qaczn"
dixa bearer ¦ Dixa API standards: bearer token in the Authorization header, made under Settings > Integrations > API Tokens (shape assumed) ¦ {u48} ¦ dixa-export | WARN GET https://dev.dixa.io/v1/conversations/4412 -> 401\n  request headers: {'Authorization': 'Bearer {t}', 'Accept': 'application/json'}
fibery token ¦ laravel-fibery README: FIBERY_WORKSPACE=your-workspace, FIBERY_TOKEN=your-api-token (dot-separated as remembered) ¦ {h8}.{h40} ¦ $ grep FIBERY .env\nFIBERY_WORKSPACE=acme\nFIBERY_TOKEN={t}\nFIBERY_TIMEOUT=30
hootsuite client secret ¦ HootsuiteJosh gist: Basic base64(HOOTSUITE_CLIENT_ID:HOOTSUITE_CLIENT_SECRET) to /auth/oauth/v2/token (shape assumed) ¦ {A32} ¦ <?php\nconst HOOTSUITE_CLIENT_ID = 'a1b2c3d4-acme';\nconst HOOTSUITE_CLIENT_SECRET = '{t}';\n// GuzzleHttp\\Exception\\ClientException: Client error: `POST https://platform.hootsuite.com/auth/oauth/v2/token` resulted in a `401 Unauthorized`
hootsuite access token ¦ hootsweet (pypi) README: token = {"access_token": "e9a90a81-...", "refresh_token": ...} ¦ {uuid} ¦ >>> client = HootSweet("a1b2c3d4-acme", os.environ["HS_SECRET"], token={"access_token": "{t}", "token_type": "Bearer"})\n>>> client.get_me()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://platform.hootsuite.com/v1/me
hotelbeds secret ¦ Hotelbeds getting started: X-Signature = sha256(apiKey + secret + date +%s) in the sample script ¦ {A10} ¦ $ cat hb-status.sh\n#!/bin/bash\napiKey="5f0d3b1e9c2a4f7d8e6b1a0c9d3e2f4a"\nsecret="{t}"\ncurl -i -H 'Api-key:'$apiKey'' -H 'X-Signature:'$(echo -n ${apiKey}${secret}$(date +%s)|sha256sum|awk '{ print $1}')'' https://api.test.hotelbeds.com/hotel-api/1.0/status
hotelbeds api key ¦ hotelbeds-mcp-server schema: HOTELBEDS_API_KEY sent as the Api-key header (32 hex as remembered) ¦ {h32} ¦ hotelbeds-mcp | POST https://api.test.hotelbeds.com/hotel-api/1.0/hotels 403 Forbidden\n  Api-key: {t}\n  X-Signature: (computed)\n  {"error":"Quota exceeded for today"}
anodot data token ¦ python-anodot (pypi): metric.send(events, token='datacollectiontoken', ...) (shape assumed) ¦ {l32} ¦ Traceback (most recent call last):\n  File "/opt/etl/push_metrics.py", line 58, in <module>\n    anodot.send(events, token="{t}", logger=logger, base_url="https://app.anodot.com")\nanodot.exceptions.ApiError: 401 Unauthorized: invalid data collection token
absmartly api key ¦ absmartly ruby-sdk README: config.endpoint, config.api_key, config.application, config.environment (shape assumed) ¦ {u64} ¦ # config/initializers/absmartly.rb\nAbsmartly.configure_client do |config|\n  config.endpoint = "https://acme.absmartly.io/v1"\n  config.api_key = "{t}"\n  config.application = "website"\n  config.environment = "production"\nend
freshcaller key ¦ PostHog Freshcaller source docs: the account name (subdomain) and the API key from Profile settings (shape assumed) ¦ {u22} ¦ posthog-worker | source freshcaller "acme" failed validation: 401 from https://acme.freshcaller.com/api/v1/calls (X-Api-Auth: {t})
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
