"""Held-out set 32: vendors no earlier set named, each looked up with the ``search`` tool —
mobile logging and error tracking, PHP profiling, live debugging and chaos engineering,
synthetic and uptime monitoring, log ingestion, ML observability, translation and CAT tools,
spatial SQL, cellular routers and fleet firmware, home automation hubs and LLM tracing.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 330 other names did and were dropped, among them Lokalise, Crowdin, DeepL, Lingvanex,
ModernMT, TomTom, Mapbox, Geocodio, Checkly, Cronitor, Healthchecks, Honeybadger, Rollbar,
Bugsnag, Raygun, Airbrake, Embrace, Buildkite, Woodpecker, Bitrise, Harness, PlayFab, Nakama,
Hathora, Blynk, Ubidots, Datacake, Plivo, Telnyx, Typesense, Algolia, Unleash, Flipt, PostHog,
Statsig, Firebolt, ClickHouse, MotherDuck, Taboola, AppLovin, Moloco, Schoology, Docebo, Clio,
MyCase, Filevine, EasyPost, Shippo, Samsara, Geotab, Sematext, Logz.io, Mezmo, Papertrail,
Loggly, Rootly, Zenduty, Pingdom, StatusCake, UptimeRobot, Site24x7, AppSignal, SigNoz,
Uptrace, Quickwit, Codefresh, GoCD, TeamCity, Pterodactyl, AccelByte, LootLocker, Xsolla,
Balena, Soracom, Memfault, PubNub, HiveMQ, EMQX, Wialon, Traccar, Lilt, Gengo, Papago,
what3words, Loqate, Aircall, Dialpad, RingCentral, Clickatell, Termii, Gupshup, Vespa, Klevu,
DevCycle, Eppo, Exasol, Vertica, SingleStore, Tinybird, QuestDB, Chartboost, InMobi, PubMatic,
Kochava, TalentLMS, LearnDash, Kajabi, Bloomerang, Neon CRM, Qgiv, Lawmatics, Actionstep,
NetDocuments, CourtListener, Everlaw, Agworld, AgriWebb, Onfleet, Routific, AfterShip,
Sendcloud, Veeqo, Freightos, Graylog, Langfuse, Helicone, Arize, Portkey, Tuya, Shelly,
SmartThings, Home Assistant and Mikrotik).

Looked up with the ``search`` tool (26 vendors searched, 25 used; the source of each is named
per case):
Bugfender (``Bugfender.init`` with an app key), TrackJS (``TrackJS.install({ token })``,
``capture.trackjs.com/capture?token=``), NodePing (an API token from Account Settings → API,
``nodeping_api.check_token``), Tideways (``tideways.api_key`` in php.ini and a CLI token imported
with ``tideways import``), Blackfire (``.blackfire.ini`` with ``client-id`` / ``client-token``,
``BLACKFIRE_SERVER_ID`` / ``BLACKFIRE_SERVER_TOKEN``), OneSky (api key and secret, a
``dev_hash`` per request, ``platform.api.onesky.io/1/projects``), Matecat (an API key and
secret), CARTO (``{user}.carto.com/api/v2/sql?q=...&api_key=``), Instabug (``Instabug.init``
with an app token, ``INSTABUG_APP_TOKEN``), Lightrun (``lightrun.enable(company_key=...)``),
Rookout (``RookInvalidToken``, ``ROOKOUT_TOKEN``), Gremlin (``config.api_key = 'Key ...'``,
team id and secret), Falcon LogScale / Humio (ingest tokens, ``Authorization: Bearer``),
WhyLabs (``WHYLABS_API_KEY``, ``WHYLABS_DEFAULT_ORG_ID``), Jeedom (``/core/api/jeeApi.php``
with an apikey), Cradlepoint NCM (``X-CP-API-ID``, ``X-CP-API-KEY``, ``X-ECM-API-ID``,
``X-ECM-API-KEY``), Teltonika FOTA WEB (an API token made in ``fm.teltonika.lt``, API at
``api.teltonika.lt``), Peplink (``peplinkctl`` ``CLIENT_ID`` / ``CLIENT_SECRET`` and a token),
Homey (Homey.Net: client id and secret from tools.developer.homey.app, or a bearer token),
Fibaro Home Center (``FibaroClient``, ``set_authentication(user, password)``), Domoticz
(``json.htm`` with ``Authorization: Basic``), OpenLIT (``Authorization: Bearer <api-key>``
on its Prompt Hub and Vault API), Helios (``HS_ACCESS_TOKEN``), Better Stack's uptime docs
for Uptime.com (the search found nothing of Uptime.com's own; ``Authorization: Token`` as
remembered), Dashbird (the search found nothing; shape remembered) and Photon Fusion (an App
ID, left out as public by design). Lengths and alphabets the pages did not give are "shape
assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
bugfender app key ¦ Bugfender Android SDK README: Bugfender.init(this, "<YOUR APP KEY>", BuildConfig.DEBUG) (key shape assumed) ¦ {A32} ¦ // App.kt\noverride fun onCreate() {\n    super.onCreate()\n    Bugfender.init(this, "{t}", BuildConfig.DEBUG)\n}\nW/Bugfender: SDK disabled: app key not recognised by https://api.bugfender.com (403)
bugfender web ¦ @bugfender/sdk npm README: Bugfender.init({ appKey: '<YOUR_APP_KEY_HERE>' }) ¦ {A32} ¦ src/app/app.module.ts:14:5\n  Bugfender.init({\n    appKey: '{t}',\n    version: '3.8.1',\n  });\n[Bugfender] Error: Invalid appKey (HTTP 401)
trackjs token ¦ TrackJS docs QuickStart: TrackJS.install({ token: "YOUR_TOKEN" }); capture URL capture.trackjs.com/capture?token= (32 hex as remembered) ¦ {h32} ¦ POST https://capture.trackjs.com/capture?token={t}&v=3.10.4 net::ERR_ABORTED 401 (Unauthorized)\n    at t.js:1:18220
nodeping token ¦ nodeping-api (pypi): token = 'my-api-token' from Account Settings → API; check_token.is_valid(token) (shape assumed) ¦ {U20} ¦ >>> from nodeping_api import check_token\n>>> check_token.info("{t}")\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\nurllib.error.HTTPError: HTTP Error 403: Forbidden
tideways php ini ¦ magebox PR #77: the Tideways PHP extension needs tideways.api_key=<KEY> in php.ini (shape assumed) ¦ {A32} ¦ $ grep -rn tideways /etc/php/8.3/fpm/conf.d/\n/etc/php/8.3/fpm/conf.d/40-tideways.ini:2:tideways.api_key={t}\n/etc/php/8.3/fpm/conf.d/40-tideways.ini:3:tideways.sample_rate=25
tideways cli token ¦ magebox PR #77: the tideways commandline tool authenticates with a personal token imported via tideways import <token> (shape assumed) ¦ {u48} ¦ $ tideways import {t}\nError: the access token could not be verified (401 from app.tideways.io)
blackfire ini ¦ Blackfire docs (CLI configuration): ~/.blackfire.ini with client-id and client-token (64 hex as remembered) ¦ {h64} ¦ $ cat ~/.blackfire.ini\n[blackfire]\nclient-id=5f2c8a10-7d3e-4b9a-a1f0-2e6c4d8b9a31\nclient-token={t}\nendpoint=https://blackfire.io\n$ blackfire curl https://shop.acme.io/\nError: 401 Unauthorized: invalid client credentials
blackfire server token ¦ docker-compose-development docs: BLACKFIRE_CLIENT_ID, BLACKFIRE_CLIENT_TOKEN, BLACKFIRE_SERVER_ID, BLACKFIRE_SERVER_TOKEN (64 hex as remembered) ¦ {h64} ¦ blackfire-1  | BLACKFIRE_SERVER_ID=0c6e2f41-9a8b-4d1c-b3e7-51f0a2c9d884\nblackfire-1  | BLACKFIRE_SERVER_TOKEN={t}\nblackfire-1  | level=error msg="Agent: invalid server credentials, aborting"
onesky secret ¦ OneSky (one_sky gem, bisu, onesky-api-wrapper): OneSky::Client.new(api_key, api_secret); dev_hash = md5(timestamp + secret) (shape assumed) ¦ {A32} ¦ OneSky::Client.new("8fQ2wX0kLr7mZp3cVb6nTj1hYd4sGa9e", "{t}")\nRestClient::Unauthorized: 401 Unauthorized\n  from /app/lib/tasks/i18n.rake:12:in `block (2 levels) in <top (required)>'
onesky rc ¦ @finderly/onesky CLI: .oneskyrc with publicKey and privateKey ("Private key is also known as secret key") ¦ {A32} ¦ ❯ cat $HOME/.oneskyrc\n{\n  publicKey: "Xk3P9qLm2Rt7Vw1Zb5Nc8Hd0Jf4Gs6Ya",\n  privateKey: "{t}"\n}\n❯ onesky download --id 284113 --locale it\nError: 401 — Authentication failed
matecat key ¦ Matecat (bb-io/Matecat: "You have a Matecat API key"; matecat-api on pypi): key and secret as key-secret (shape assumed) ¦ {A16}-{A24} ¦ curl -s -X POST https://www.matecat.com/api/v2/new -H 'x-matecat-key: {t}' -F 'files[]=@handbook.docx' -F source_lang=en-US -F target_lang=it-IT\n{"errors":[{"code":-1,"message":"Authentication failed"}]}
carto api key ¦ CARTO SQL API docs (Authentication): https://{username}.carto.com/api/v2/sql?q={SQL statement}&api_key={api_key} (40 hex as remembered) ¦ {h40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://acme-gis.carto.com/api/v2/sql?q=SELECT+count(*)+FROM+parcels&api_key={t}
instabug token ¦ Instabug (Flutter example, find-token.sh): Instabug.init(token: '...') and INSTABUG_APP_TOKEN in .env (32 hex in the example) ¦ {h32} ¦ $ grep -rn INSTABUG_APP_TOKEN .env*\n.env.production:7:INSTABUG_APP_TOKEN={t}\n.env.staging:7:INSTABUG_APP_TOKEN=
instabug swift ¦ Instabug iOS gist: Instabug.start(withToken: "YOUR-TOKEN-HERE", invocationEvents: .floatingButton) ¦ {h32} ¦ AppDelegate.swift:21:9: warning: 'start(withToken:invocationEvents:)' is deprecated: use Instabug.start(withToken:invocationEvents:) from IBGSDK 12\n        Instabug.start(withToken: "{t}", invocationEvents: [.shake, .screenshot])
lightrun company key ¦ Lightrun (pypi lightrun): lightrun.enable(company_key="<COMPANY_SECRET>") (a UUID as remembered) ¦ {uuid} ¦ Traceback (most recent call last):\n  File "/srv/api/main.py", line 6, in <module>\n    lightrun.enable(company_key="{t}", com_lightrun_server="https://app.lightrun.com")\nlightrun.AgentError: failed to register agent: 401 (company secret rejected)
rookout token ¦ Rookout (ruby gem, RookInvalidToken: "The Rookout token supplied ... is not valid"); ROOKOUT_TOKEN in the environment (64 hex as remembered) ¦ {h64} ¦ $ kubectl -n api exec deploy/orders -- env | grep ROOK\nROOKOUT_TOKEN={t}\nROOKOUT_LABELS=env:prod,team:orders
gremlin api key ¦ gremlin-python: config.api_key = 'Key MU3...ZiTk...Lo...' (shape assumed) ¦ Key {A43} ¦ >>> from gremlinapi.config import GremlinAPIConfig as config\n>>> config.api_key = '{t}'\n>>> GremlinAPIAttacks.list_active_attacks()\ngremlinapi.exceptions.GremlinAuthError: 401 Unauthorized
gremlin team secret ¦ Gremlin agent: GREMLIN_TEAM_ID and GREMLIN_TEAM_SECRET (a UUID as remembered) ¦ {uuid} ¦ # /etc/gremlin/config.yaml\nteam_id: 3c1f0a2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b\nteam_secret: {t}\nidentifier: web-eu-3\n# gremlind: authentication failed (401), retrying in 30s
logscale ingest token ¦ Falcon LogScale / Humio docs: ingest tokens only ingest; sent as Authorization: Bearer on /api/v1/ingest (a UUID as remembered) ¦ {uuid} ¦ [OUTPUT]\n    Name          http\n    Host          cloud.community.humio.com\n    URI           /api/v1/ingest/hec\n    Header        Authorization Bearer {t}\n[2026/12/06 10:14:02] [error] [output:http:http.0] cloud.community.humio.com:443, HTTP status=401
whylabs api key ¦ WhyLabs (LangChain integration, whylogs notebook): WHYLABS_API_KEY with WHYLABS_DEFAULT_ORG_ID (key id, a dot, the secret and :org- as remembered) ¦ {A10}.{A64}:org-7d2Kq9 ¦ os.environ["WHYLABS_DEFAULT_ORG_ID"] = "org-7d2Kq9"\nos.environ["WHYLABS_API_KEY"] = "{t}"\nwhylogs.api.writer.whylabs: ERROR Failed to upload profile: (403) Forbidden
jeedom apikey ¦ Jeedom (jeedom-request-jsonrpc): apiJeedom(jeedomHost, apikey, ..., '/core/api/jeeApi.php') (32 alnum as remembered) ¦ {A32} ¦ curl -s 'http://192.168.1.40/core/api/jeeApi.php?apikey={t}&type=cmd&id=412'\n{"jsonrpc":"2.0","error":{"code":-32001,"message":"Vous n'êtes pas autorisé à effectuer cette action, IP : 192.168.1.12"}}
cradlepoint cp key ¦ Cradlepoint NCM APIv2 (pypi ncm): X-CP-API-ID, X-CP-API-KEY (32 hex), X-ECM-API-ID, X-ECM-API-KEY (40 hex) ¦ {h32} ¦ export X_CP_API_ID="b7e02c94"\nexport X_CP_API_KEY="{t}"\n$ python -c 'import ncm; print(ncm.get_routers())'\n{'success': False, 'exception': 'Unauthorized', 'message': 'invalid API key'}
cradlepoint ecm key ¦ Cradlepoint NCM APIv2 (api-evangelist): paired X-ECM-API-ID / X-ECM-API-KEY headers on https://www.cradlepointecm.com/api/v2/ ¦ {h40} ¦ GET https://www.cradlepointecm.com/api/v2/routers/?limit=500\nX-ECM-API-ID: 4f8b1c2d-6e3a-47b9-9c10-d2e5f7a8b3c4\nX-ECM-API-KEY: {t}\n<- 401 {"success": false, "data": {"exception": "unauthorized"}}
teltonika fota token ¦ Teltonika FOTA WEB Getting Started API: a token created in fm.teltonika.lt, the API at api.teltonika.lt (shape assumed) ¦ {A48} ¦ $ curl -s https://api.teltonika.lt/devices?per_page=50 -H 'Authorization: Bearer {t}' -H 'User-Agent: fleet-sync/2.0'\n{"message":"Unauthenticated."}
peplink client secret ¦ peplinkctl (WHOIGit): create-client prints CLIENT_ID and CLIENT_SECRET (32 hex), get-token uses them ¦ {h32} ¦ $ CLIENT_ID="026a74c97807e2dc3385c99ce90f80f8" \\n  CLIENT_SECRET="{t}" \\n  peplinkctl -k -s https://192.168.50.1 get-token\nError: 401 {"stat":"fail","code":401,"message":"Unauthorized"}
homey client secret ¦ Homey.Net (nuget): HomeyApiConfig with ClientId and ClientSecret from tools.developer.homey.app (40 hex as remembered) ¦ {h40} ¦ Unhandled exception. Homey.Net.HomeyApiException: token request failed (invalid_client)\n   at Homey.Net.HomeyClient.Authenticate(HomeyApiConfig config, String user, String password)\n   config: { ClientId = "5a8d2e6f1b3c4d7e9f0a2b4c", ClientSecret = "{t}", CloudId = "64f1e2d3c4b5a69788796a5b" }
fibaro password ¦ pyfibaro: client.set_authentication("your_fibaro_username", "your_fibaro_password") (typed password) ¦ {p} ¦ >>> client = FibaroClient("http://192.168.1.30/api/")\n>>> client.set_authentication("homeassistant", "{t}")\n>>> client.connect()\npyfibaro.fibaro_client.FibaroAuthFailed: HTTP 401 (user homeassistant)
domoticz basic ¦ Domoticz issue #6064: json.htm with Authorization: Basic over HTTP (typed password) ¦ {p} ¦ $ curl -s -u 'admin:{t}' 'http://192.168.1.2:8080/json.htm?type=command&param=udevice&idx=164&nvalue=0&svalue=12'\n<html><head><title>Unauthorized</title></head><body><h1>401 Unauthorized</h1></body></html>
openlit api key ¦ OpenLIT API reference: Authorization: Bearer <api-key> on Prompt Hub and Vault endpoints (shape assumed) ¦ openlit-{A40} ¦ POST http://openlit.acme.internal:3000/api/vault/get-secrets\nAuthorization: Bearer {t}\n<- 401 {"err":"No such apiKey exists!"}
helios token ¦ helios-opentelemetry-sdk (pypi 0.1.3): the HS_ACCESS_TOKEN env variable, or initialize(api_token=...) (shape assumed) ¦ {h40} ¦ $ HS_ACCESS_TOKEN={t} HS_SERVICE_NAME=orders python -m orders.app\nWARNING:helios:failed to export 128 spans: 401 Unauthorized (collector.heliosphere.io)
uptime com token ¦ Uptime.com REST API (the search found only Better Stack's bearer scheme): Authorization: Token <token> (40 hex as remembered) ¦ {h40} ¦ $ http GET https://uptime.com/api/v1/checks/ 'Authorization:Token {t}'\nHTTP/1.1 401 Unauthorized\n{"detail": "Invalid token."}
dashbird key ¦ Dashbird (the search found nothing; shape remembered): an API key for its Lambda log ingestion and a CloudFormation parameter ¦ {A40} ¦ $ aws cloudformation describe-stacks --stack-name dashbird-integration --query 'Stacks[0].Parameters'\n[\n    {\n        "ParameterKey": "DashbirdApiKey",\n        "ParameterValue": "{t}"\n    }\n]
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
