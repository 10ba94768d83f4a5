"""Held-out set 27: vendors no earlier set named — observability and uptime monitoring, CI/CD
and mobile build services, game servers and game backends, ad networks and mediation, maps
and routing, telephony, site search and feature flags.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 170 other names did and were dropped, among them Logz.io, Sumo Logic, Mezmo,
Papertrail, Rollbar, Bugsnag, Honeybadger, Pingdom, UptimeRobot, Healthchecks.io, AppVeyor,
Codefresh, Codemagic, Depot, Edgegap, LootLocker, Photon, ThingSpeak, Ubidots, HERE,
MapTiler, OpenCage, Bandwidth, Infobip, 46elks, Manticore, Vespa, ConfigCat, Flagsmith,
GrowthBook, Statsig, Taboola, Criteo, ironSource, Moloco and Luigi's Box): Sematext,
OpenObserve, HyperDX, Groundcover, Kloudfuse, Atatus, Oh Dear, updown.io, Dead Man's Snitch,
Cronhub, Appcircle, Rivet, i3D.net, Multiplay, Overwolf, Unity Ads, Mintegral, Pangle,
Vungle (Liftoff), AdColony, InMobi, Smaato, Magnite, Index Exchange, NextBillion.ai, Navixy,
Flowroute, voip.ms, Marqo, Searchanise, Bloomreach, Tggl and Timeplus. Formats as the
vendors' documentation shows them, looked up with the project's documentation search where
it had the page (Sematext's logs token as the ``<index>`` of a logback Elasticsearch
appender and logsene-js's ``new Logsene('LOGS-APP-TOKEN')``, OpenObserve's ``curl -u
'root@example.com:...'`` ingestion and Fluent Bit's ``HTTP_Passwd``, Oh Dear's one API
token sent as ``Authorization: Bearer`` and ``OHDEAR_API_TOKEN``) and otherwise as
remembered (updown.io's ``api-key`` query parameter, Dead Man's Snitch's key as the Basic
user, Cronhub's ``X-Api-Key``, voip.ms's ``api_username``/``api_password`` query
parameters, Flowroute's access key and secret key as Basic credentials, Marqo Cloud's
``x-api-key``, Rivet's ``RIVET_TOKEN``, Multiplay's service-account key id and secret);
where a page shows the header but no length or alphabet, the source says "shape assumed".
Each sits where such a key turns up: logback XML, Fluent Bit INI, Helm values and OTel
collector YAML, ``.env``, TOML, HCL, JSON, Java properties, ``curl`` and ``wget``
commands, request headers, query strings, SDK exceptions, debug logs and tables printing
the value bare.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
sematext logback ¦ Sematext docs (via a logback Elasticsearch appender config), the Logs App token as the bulk index (a UUID) ¦ {uuid} ¦ 14:02:11,118 |-ERROR in com.internetitem.logback.elasticsearch.ElasticsearchAppender[SEMATEXT] - Failed to send events to Elasticsearch: Got response code [403] from server with data {"error":"token not found"}\n<!-- src/main/resources/logback-spring.xml -->\n<appender name="SEMATEXT" class="com.internetitem.logback.elasticsearch.ElasticsearchAppender">\n  <url>https://logsene-receiver.eu.sematext.com/_bulk</url>\n  <index>{t}</index>\n</appender>
sematext logsene js ¦ logsene-js README, new Logsene('LOGS-APP-TOKEN') (a UUID) ¦ {uuid} ¦ Error: logsene-js: bulk request failed, HTTP 403 — check your Logs App token\n    at Logsene.send (/srv/app/node_modules/logsene-js/index.js:301:19)\n  // server/logging.js:4\n  const logger = new Logsene('{t}', 'api', 'https://logsene-receiver.sematext.com/_bulk')
openobserve curl ¦ OpenObserve docs, curl -u 'root@example.com:Complexpass#123' to /api/<org>/<stream>/_json ¦ {p} ¦ $ curl -s -i https://o2.acme.io/api/acme/k8s_events/_json -u 'ingest@acme.io:{t}' -d '[{"level":"info","log":"deploy started"}]'\nHTTP/2 401\ncontent-type: application/json\n\n{"code":401,"message":"Unauthorized Access"}
openobserve fluent bit ¦ Fluent Bit's OpenObserve output docs, HTTP_User and HTTP_Passwd (the ingestion token, shape assumed) ¦ {A20} ¦ [2026/12/06 05:48:02] [error] [output:http:http.0] o2.acme.io:443, HTTP status=401\n# /etc/fluent-bit/outputs.conf\n[OUTPUT]\n    Name         http\n    Match        kube.*\n    Host         o2.acme.io\n    URI          /api/acme/default/_json\n    HTTP_User    ingest@acme.io\n    HTTP_Passwd  {t}\n    tls          On
hyperdx otel ¦ HyperDX docs, the ingestion API key in the OTLP exporter's authorization header (a UUID, as remembered) ¦ {uuid} ¦ 2026-12-06T05:48:10.221Z	error	exporterhelper/queue_sender.go:92	Exporting failed. Dropping data.	{"kind": "exporter", "name": "otlphttp/hyperdx", "error": "Permanent error: rpc error: code = Unauthenticated desc = error exporting items, request to https://in-otel.hyperdx.io/v1/traces responded with HTTP Status Code 401"}\n  exporters:\n    otlphttp/hyperdx:\n      endpoint: https://in-otel.hyperdx.io\n      headers:\n        authorization: {t}
groundcover values ¦ groundcover docs, an API key in the sensor's Helm values (shape assumed) ¦ {A32} ¦ Error: UPGRADE FAILED: sensor bootstrap rejected: 401 invalid api key\n$ cat groundcover-values.yaml\nglobal:\n  groundcover_token: {t}\n  clusterId: prod-eu-1
kloudfuse env ¦ Kloudfuse docs, an ingest API key for the agent (shape assumed) ¦ {h40} ¦ kfuse-agent | level=error msg="ingest rejected" status=401 endpoint=https://acme.kloudfuse.io/ingester/v1/logs\n# docker/.env\nKFUSE_INGEST_ENDPOINT=https://acme.kloudfuse.io\nKFUSE_API_KEY={t}
atatus license ¦ Atatus APM docs, a license key beginning lic_apm_ (as remembered) ¦ lic_apm_{h32} ¦ atatus: [ERROR] Failed to send transactions: 401 Invalid license key\n# newrelic-style ini: /etc/atatus/atatus.ini\n[atatus]\nlicense_key = "{t}"\napp_name = "Billing PHP"
ohdear token ¦ Oh Dear docs (Pulumi provider page), one API token sent as Authorization: Bearer and read from OHDEAR_API_TOKEN (shape assumed) ¦ {A48} ¦ $ OHDEAR_API_TOKEN={t} pulumi up --yes\n    error: ohdear:index:Monitor status-page: GET https://ohdear.app/api/monitors 401 Unauthenticated.
updown key ¦ updown.io API docs, the api-key query parameter (shape assumed) ¦ ro-{A20} ¦ updown: GET https://updown.io/api/checks?api-key={t} → 401 {"error":"Invalid API key"}
snitch key ¦ Dead Man's Snitch API docs, the API key as the Basic auth user with an empty password ¦ {h32} ¦ $ curl -u {t}: https://api.deadmanssnitch.com/v1/snitches\n{"type":"sign_in_incorrect","error":"Invalid API key"}
cronhub key ¦ Cronhub API docs, an X-Api-Key header (shape assumed) ¦ {A40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://cronhub.io/api/v1/monitors\n  session.headers.update({"X-Api-Key": "{t}"})
appcircle pat ¦ Appcircle CLI docs, login with a personal access token (shape assumed) ¦ {u64} ¦ $ appcircle login personal-access-token --pat={t}\n✖ Request failed with status code 401 (POST https://auth.appcircle.io/auth/v1/token)
rivet token ¦ Rivet docs, RIVET_TOKEN for the CLI and deploys (a cloud token, shape assumed) ¦ cloud.{u86} ¦ error: failed to deploy: 401 Unauthorized (API error: CLAIMS_ENTITLEMENT_EXPIRED)\n# .github/workflows/deploy.yml\n      - run: rivet deploy --env production\n        env:\n          RIVET_TOKEN: {t}
i3d token ¦ i3D.net API docs, a PRIVATE-TOKEN header (shape assumed) ¦ {A36} ¦ i3d-api: GET https://api.i3d.net/v3/host 401\n> PRIVATE-TOKEN: {t}\n> Accept: application/json\n< HTTP/1.1 401 Unauthorized
multiplay secret ¦ Unity Multiplay Hosting docs, a service account key id and secret as Basic credentials (secret shape assumed) ¦ {u32} ¦ ugs: multiplay fleets list failed: 401\n  key-id: 9d1f4c2a-8b3e-4f7a-a5c6-1e2d3f4a5b6c\n  secret-key: {t}\n  project: acme-arena (4f1e8c2a)
overwolf secret ¦ Overwolf developer docs, an app's secret for the events API (shape assumed) ¦ {h64} ¦ overwolf-ingest: HMAC mismatch on /v1/events from app kjdgiamdpmimldfblckhkfgmbhaejkfjpmfhbidj\n  app.config.json: {"appId": "kjdgiamdpmimldfblckhkfgmbhaejkfjpmfhbidj", "appSecret": "{t}"}
unity ads apikey ¦ Unity Ads monetization stats API docs, the apikey query parameter (shape assumed) ¦ {h64} ¦ WARN ad-revenue-sync: GET https://monetization.api.unity.com/stats/v1/operate/organizations/8812934/?groupBy=country&fields=revenue_sum&apikey={t} → 401
mintegral skey ¦ Mintegral reporting API docs, skey and secret with a token = md5(secret + md5(time)) (secret shape assumed) ¦ {h32} ¦ mintegral: {"code":-1,"msg":"token invalid"}\n  config/adnetworks.toml:\n  [mintegral]\n  skey = "a9c2f1e4b7d03e58"\n  secret = "{t}"
pangle security key ¦ Pangle (Pangle.io) reporting docs, a user_id and a security key for the sign (shape assumed) ¦ {h32} ¦ pangle report 2026-12-05: {"Code":"40003","Message":"sign error"}\n# pangle.properties\npangle.user_id=120348\npangle.role_id=120348\npangle.security_key={t}
vungle reporting ¦ Liftoff Monetize (Vungle) reporting API docs, a Bearer API key (shape assumed) ¦ {h32} ¦ $ curl -H "Authorization: Bearer {t}" -H "Vungle-Version: 1" "https://report.api.vungle.com/ext/pub/reports/performance?start=2026-12-01&end=2026-12-05"\n{"code":401,"message":"Unauthorized"}
adcolony key ¦ AdColony reporting API docs, user_credentials query parameter (shape assumed) ¦ {A24} ¦ adcolony: 403 GET http://clients-api.adcolony.com/api/v2/publisher_summary?user_credentials={t}&date=12052026&format=json
inmobi secret ¦ InMobi publisher reporting API docs, userName, secretKey and accountId headers (shape assumed) ¦ {h32} ¦ inmobi: POST https://api.inmobi.com/v1.0/generatesession/generate 401 {"error":"Invalid secretKey"}\n  userName: ads@acme.io\n  secretKey: {t}
smaato secret ¦ Smaato publisher API docs, an OAuth client id and client secret (shape assumed) ¦ {A40} ¦ smaato: POST https://auth.smaato.com/v2/auth/token 401 invalid_client\n  SMAATO_CLIENT_ID=1100049215\n  SMAATO_CLIENT_SECRET={t}
magnite password ¦ Magnite (Rubicon) reporting API, an API key and secret as Basic credentials (shape assumed) ¦ {p} ¦ magnite: 401 GET https://api.rubiconproject.com/analytics/v1/report/?account=publisher/18842 — credentials rejected\n# ~/.netrc\nmachine api.rubiconproject.com login 7f2c9e1ab43d5d8e0c1f password {t}
index exchange ¦ Index Exchange API docs, a login with username and password returning a token (password typed) ¦ {p} ¦ ix-api: POST https://app.indexexchange.com/api/authentication/v1/login 401\n  payload: {"username": "adops@acme.io", "password": "{t}"}
nextbillion key ¦ NextBillion.ai docs, a key query parameter on routing calls (shape assumed) ¦ {h32} ¦ nbai: GET https://api.nextbillion.io/directions/json?origin=34.0522,-118.2437&destination=34.1016,-118.3267&mode=truck&key={t} → 401 {"msg":"invalid key"}
navixy hash ¦ Navixy API docs, a session or API hash parameter (32 hex) ¦ {h32} ¦ navixy: {"success":false,"status":{"code":4,"description":"User or API key not found or session ended"}}\n  POST https://api.navixy.com/v2/tracker/list  hash={t}
flowroute basic ¦ Flowroute API docs, access key and secret key as Basic credentials (secret shape assumed) ¦ {A32} ¦ $ curl -u 28331477:{t} https://api.flowroute.com/v2/numbers\n{"errors":[{"detail":"Authentication failed","status":401}]}
voipms password ¦ voip.ms API docs, api_username and api_password query parameters (an API password typed by the user) ¦ {p} ¦ voipms: GET https://voip.ms/api/v1/rest.php?api_username=ops@acme.io&api_password={t}&method=getBalance → {"status":"invalid_credentials"}
marqo key ¦ Marqo Cloud docs, an x-api-key header (shape assumed) ¦ {A40} ¦ marqo.errors.MarqoWebError: {'message': 'unauthorized', 'code': 'unauthorized', 'status': 401}\n  mq = marqo.Client(url="https://acme-search-a1b2c3.dp1.marqo.ai", api_key="{t}")
searchanise private ¦ Searchanise docs, an api key and a private key (shape assumed) ¦ {A10}{d10} ¦ searchanise: POST https://www.searchanise.com/api/import/update 403 (private_key mismatch)\n  <searchanise api_key="2L1w0j4F8g" private_key="{t}"/>
bloomreach key ¦ Bloomreach Engagement API docs, an API key id and secret as Basic credentials (secret shape assumed) ¦ {l64} ¦ bloomreach: 401 POST https://api.exponea.com/track/v2/projects/7c3f8b2a-2a4e-11ef-9a1c-6a1f2b3c4d5e/customers\n  Authorization: Basic <key id>:<secret>, key id 9m1x3o5q7s9u, secret {t}
tggl server key ¦ Tggl docs, an x-tggl-api-key header (shape assumed) ¦ {u40} ¦ tggl: POST https://api.tggl.io/flags 401 {"error":"Invalid API key"}\n  TGGL_API_KEY={t} node server.js
timeplus key ¦ Timeplus Cloud docs, an API key as X-Api-Key (shape assumed) ¦ {A60} ¦ timeplus: 401 GET https://us-west-2.timeplus.cloud/acme/api/v1beta2/streams\n  [timeplus]\n  address = "https://us-west-2.timeplus.cloud"\n  workspace = "acme"\n  api_key = "{t}"
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
