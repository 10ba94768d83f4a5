"""Held-out set 26: vendors no earlier set named — observability and tracing, CI/CD, game
servers and game backends, IoT platforms, human and machine translation, maps and routing,
telephony and call tracking, site search.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 110 other names did and were dropped, among them Better Stack, Axiom, Checkly,
Coralogix, Lightstep, Cronitor, Buildkite, Semaphore, Bitrise, Woodpecker, Pterodactyl,
PlayFab, Hathora, Nakama, Particle, Blynk, Golioth, DeepL, Crowdin, Lokalise, Transifex,
Mapbox, TomTom, Geoapify, Plivo, Telnyx, Vonage, Sinch, Aircall, Algolia, Typesense,
Meilisearch and Coveo): Highlight.io, Uptrace, SigNoz, Last9, Dash0, Hydrolix, Buddy.works,
Codeship, Nitrado, Gameye, Beamable, AccelByte, BattleMetrics, Arduino IoT Cloud, Home
Connect, Favoriot, Gengo, Unbabel, Lilt, Mappedin, openrouteservice, GraphHopper, Knowlarity,
CallRail, Zadarma, Voximplant, Swiftype, SearchStax, Klevu, Doofinder, Searchspring,
Constructor.io and AddSearch. Formats as the vendors' documentation shows them, looked up
with the project's documentation search where it had the page (CallRail's ``Authorization:
Token token="..."`` from apidocs.callrail.com, GraphHopper's ``key`` parameter,
openrouteservice's ``api_key`` parameter) and otherwise as remembered (Uptrace's DSN with the
token as its user part, SigNoz Cloud's ``signoz-ingestion-key`` header, Codeship Pro's
``codeship.aes`` key file, ``arduino-cloud-cli``'s credentials file, Unbabel's ``ApiKey
user:key`` scheme, Mappedin's ``mik_``/``mis_`` pairs, openrouteservice keys beginning
``5b3ce3597851110001cf6248``, Doofinder's region-prefixed ``eu1-`` tokens, Constructor.io's
``tok_`` API tokens, Voximplant's ``account_id``/``api_key`` parameters); where a page shows
the header but no length or alphabet, the source says "shape assumed". Each sits where such a
key turns up: OpenTelemetry Collector and Prometheus YAML, ``.env`` and compose files, a
Fluent Bit INI section, Buddy's YAML pipeline, a Unity ``ScriptableObject`` asset, HCL, XML,
Java properties, ``curl`` and ``httpie`` commands, request headers, query strings, SDK
exceptions, debug logs and tables that print the value bare.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
highlight key ¦ Highlight.io docs, a private API key for the public API (shape assumed) ¦ {A40} ¦ highlight: POST https://pub.highlight.io/v1/logs 401 Unauthorized\n# apps/api/.env.production\nHIGHLIGHT_PROJECT_ID=4d7rq2ve\nHIGHLIGHT_API_KEY={t}\nHIGHLIGHT_SERVICE_NAME=checkout-api
uptrace dsn ¦ Uptrace docs, a DSN with the project token as its user part (token shape assumed) ¦ {u22} ¦ uptrace: export failed: 401 Unauthorized (project 118 token rejected)\n  UPTRACE_DSN=https://{t}@api.uptrace.dev?grpc=4317
signoz ingestion ¦ SigNoz Cloud docs, signoz-ingestion-key header in the collector's OTLP exporter (shape assumed) ¦ {uuid} ¦ otelcol-contrib: Exporting failed. Will retry the request after interval. error="rpc error: code = Unauthenticated"\n# otel-collector-config.yaml\nexporters:\n  otlp:\n    endpoint: ingest.eu.signoz.cloud:443\n    headers:\n      signoz-ingestion-key: "{t}"
last9 remote write ¦ Last9 docs, Prometheus remote_write with basic_auth (password shape assumed) ¦ {A36} ¦ prometheus: msg="non-recoverable error" remote_name=last9 err="server returned HTTP status 401 Unauthorized"\nremote_write:\n  - url: https://app-tsdb.last9.io/v1/metrics/8c1f/sender/acme/write\n    basic_auth:\n      username: acme-prod\n      password: {t}
dash0 token ¦ Dash0 docs, auth_ tokens sent as Bearer on OTLP export (prefix as remembered) ¦ auth_{A32} ¦ dash0: OTLP/HTTP export 401 — OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer {t},Dash0-Dataset=checkout"
hydrolix token ¦ Hydrolix docs, a Bearer token from /config/v1/login (shape assumed) ¦ {u64} ¦ $ curl -s -H "Authorization: Bearer {t}" https://hdx.acme.io/config/v1/orgs/\n{"detail":"Invalid token."}
buddy token ¦ Buddy.works docs, a personal access token as Bearer (shape assumed) ¦ {A44} ¦ buddy: GET https://api.buddy.works/workspaces/acme/projects/shop/pipelines 401 {"errors":[{"message":"Invalid access token"}]}\n  BUDDY_TOKEN={t} ./scripts/trigger-pipeline.sh shop 118
codeship aes ¦ Codeship Pro docs, the project's AES key in codeship.aes (a base64 key) ¦ {b43}= ¦ jet: error decrypting env file: cipher: message authentication failed\n$ cat codeship.aes\n{t}
nitrado token ¦ Nitrado API docs, a long-life token as Bearer (shape assumed) ¦ {A64} ¦ nitrado: 401 GET https://api.nitrado.net/services/11882311/gameservers {"status":"error","message":"The provided access token is not valid."}\nconfig/bot.json: {"nitrado_token": "{t}", "service_id": 11882311}
gameye token ¦ Gameye docs, Authorization: Bearer <api token> (shape assumed) ¦ {h48} ¦ gameye: POST https://api.production.gameye.io/session 401\n    -H 'Authorization: Bearer {t}' -d '{"location":"frankfurt","image":"acme-arena","env":{}}'
beamable secret ¦ Beamable docs, a realm secret used to sign requests (shape assumed) ¦ {uuid} ¦ beam: X-BEAM-SIGNATURE mismatch for cid 1338004997867618 pid DE_1338004997867619\n# ~/.beamable/connection-configuration.json\n{"cid":"1338004997867618","pid":"DE_1338004997867619","realm_secret":"{t}"}
accelbyte secret ¦ AccelByte Gaming Services docs, IAM client id and secret (shape assumed) ¦ {p} ¦ ags: POST https://acme.prod.gamingservices.accelbyte.io/iam/v3/oauth/token 401 {"error":"invalid_client"}\n[accelbyte]\nBaseUrl=https://acme.prod.gamingservices.accelbyte.io\nClientId=4f1e8c2a9b7d4e0f8a6c1b3d5e7f9a2c\nClientSecret={t}\nNamespace=acme-arena
battlemetrics token ¦ BattleMetrics API docs, a personal access token as Bearer (a JWT; shape assumed) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u84}.{u43} ¦ battlemetrics: 401 GET https://api.battlemetrics.com/servers/9921442/relationships/sessions {"errors":[{"title":"Unauthorized","status":"401"}]} (Authorization: Bearer {t})
arduino cloud cli ¦ arduino-cloud-cli docs, credentials init writing client and secret to a file ¦ {A64} ¦ $ arduino-cloud-cli device list\nError: cannot retrieve devices: 401 Unauthorized\n$ cat ~/.arduino15/arduino-cloud-credentials.yaml\nclient: Xq7vN2kR9pL4tW8zB3mC6fH1jD5sG0aE\nsecret: {t}\norganization: ""
homeconnect secret ¦ Home Connect developer docs, OAuth client secret (shape assumed) ¦ {H64} ¦ homeconnect: POST https://api.home-connect.com/security/oauth/token 401 {"error":"unauthorized_client"}\n# homeassistant secrets.yaml\nhome_connect_client_id: 3C9F1B2A0E8D7C6B5A4F3E2D1C0B9A8F7E6D5C4B3A2F1E0D9C8B7A6F5E4D3C2B\nhome_connect_client_secret: {t}
favoriot apikey ¦ Favoriot API docs, an apikey header (shape assumed) ¦ {A48} ¦ favoriot: POST https://apiv2.favoriot.com/v2/streams 401 {"statusCode":401,"message":"Invalid apikey"}\nheaders = {"apikey": "{t}", "Content-Type": "application/json"}
gengo private ¦ Gengo API docs, a public key and a private key signing requests (private key shape assumed) ¦ {p}{A20} ¦ gengo.GengoError: 1100 — authentication failed (api_sig did not verify)\n  gengo = Gengo(public_key="rRP9w]IlkE{=rMyj4YyT(JZf|aTa8TPjYV6Q]yzGKw", private_key="{t}", sandbox=False)
unbabel apikey ¦ Unbabel API docs, Authorization: ApiKey <username>:<api key> ¦ {h40} ¦ unbabel: POST https://api.unbabel.com/tapi/v2/translation/ 401 {"error":"Authentication credentials were not provided or are invalid."}\nAuthorization: ApiKey acme-support:{t}
lilt key ¦ Lilt API docs, an API key as the key query parameter (shape assumed) ¦ {h32} ¦ lilt: 401 GET https://lilt.com/2/projects?key={t}&state=in_progress {"message":"Unauthorized"}
mappedin secret ¦ Mappedin docs, an API key (mik_) and secret (mis_) pair ¦ mis_{A40} ¦ MappedinError: Unable to fetch venue 'acme-mall-east' (401)\n  getMapData({ key: "mik_Qx2kT7vN4pR9sW1yZ6bC", secret: "{t}", mapId: "66f2b1c0a4e5d7001f3c8a21" })
ors key ¦ openrouteservice docs, api_key query parameter (keys beginning 5b3ce3597851110001cf6248) ¦ 5b3ce3597851110001cf6248{h32} ¦ openrouteservice: 403 GET https://api.openrouteservice.org/v2/directions/driving-hgv?api_key={t}&start=8.681495,49.41461&end=8.687872,49.420318 {"error":"Access to this API has been disallowed"}
graphhopper key ¦ GraphHopper docs, key query parameter (a UUID) ¦ {uuid} ¦ WARN route-planner: GraphHopper 401 for https://graphhopper.com/api/1/route?point=52.5,13.4&point=52.52,13.36&profile=truck&key={t} — {"message":"Wrong credentials. Register and get a valid API key at https://www.graphhopper.com/developers/"}
knowlarity key ¦ Knowlarity docs, x-api-key with an Authorization channel key (shape assumed) ¦ {A40} ¦ knowlarity: POST https://kpi.knowlarity.com/Basic/v1/account/call/makecall 403 {"message":"Forbidden"}\n  x-api-key: {t}\n  authorization: 2f1e0d9c-8b7a-4f6e-9d5c-3b2a1f0e9d8c
callrail token ¦ CallRail API v3 docs, Authorization: Token token="KEY" (apidocs.callrail.com; 32 hex assumed) ¦ {h32} ¦ callrail: GET https://api.callrail.com/v3/a/418822991/calls.json?date_range=last_7_days 401\nAuthorization: Token token="{t}"\n-> {"error":"HTTP Token: Access denied."}
zadarma secret ¦ Zadarma API docs, user key and secret signing each call (shape assumed) ¦ {h20} ¦ zadarma: {"status":"error","message":"Not authorized"}\n# /etc/asterisk-bridge/zadarma.ini\n[zadarma]\napi_key = 8c3f1a9e2d7b4c60a5f1\napi_secret = {t}
voximplant key ¦ Voximplant HTTP API docs, account_id and api_key query parameters ¦ {uuid} ¦ voximplant: GET https://api.voximplant.com/platform_api/GetCallHistory/?account_id=4412881&api_key={t}&from_date=2026-12-01+00:00:00 {"error":{"msg":"Authorization failed","code":100}}
swiftype token ¦ Swiftype Site Search docs, auth_token in the body or query ¦ {u20} ¦ swiftype: 401 POST https://api.swiftype.com/api/v1/engines/acme-docs/document_types/page/documents/bulk_create_or_update_verbose.json {"error":"You need to sign in or sign up before continuing."} auth_token={t}
searchstax token ¦ SearchStax docs, a token for the Solr update endpoint (shape assumed) ¦ {h40} ¦ pysolr.SolrError: Solr responded with an error (HTTP 401): [Reason: Unauthorized]\n  solr = pysolr.Solr("https://ss118223-acme.searchstax.com/solr/products", headers={"Authorization": "Token {t}"})
klevu rest key ¦ Klevu docs, a REST AUTH key for the indexing API (shape assumed) ¦ {b44} ¦ klevu: 401 PUT https://indexing.ksearchnet.com/v2/batch — <klevu><jsApiKey>klevu-164651914788114877</jsApiKey><restAuthKey>{t}</restAuthKey></klevu>
doofinder token ¦ Doofinder docs, Authorization: Token <zone>-<hex> ¦ eu1-{h40} ¦ doofinder: 401 GET https://eu1-api.doofinder.com/api/v2/hashid/4a1c2e8f9b3d/indices {"detail":"Invalid token."}\n  -H "Authorization: Token {t}"
searchspring secret ¦ Searchspring docs, siteId and secretKey for Basic auth (shape assumed) ¦ {h32} ¦ searchspring: 401 POST https://api.searchspring.net/api/index/updateProductsBySku.json — curl -u "x7q2ab:{t}" -d @skus.json
constructor token ¦ Constructor.io docs, an API key (key_) and API token (tok_) ¦ tok_{A16} ¦ ConstructorIO HttpError 401: Invalid auth_token\n  new ConstructorIO({ apiKey: 'key_vQ3rT8zN1kPw6XyB', apiToken: '{t}' })
addsearch secret ¦ AddSearch docs, site key and secret API key for Basic auth (shape assumed) ¦ {h32} ¦ addsearch: 401 PUT https://api.addsearch.com/v2/indices/2c9f0b6e1a7d4c3e/documents/ — Authorization: Basic base64("2c9f0b6e1a7d4c3e:{t}")
signoz fluentbit ¦ a Fluent Bit output section sending to SigNoz Cloud (key shape assumed) ¦ {uuid} ¦ [2026/12/06 02:41:07] [error] [output:opentelemetry:opentelemetry.0] ingest.eu.signoz.cloud:443, HTTP status=401\n[OUTPUT]\n    Name    opentelemetry\n    Match   *\n    Host    ingest.eu.signoz.cloud\n    Port    443\n    Header  signoz-ingestion-key {t}\n    Tls     On
callrail table ¦ a MySQL client table of integration credentials (the value printed bare) ¦ {h32} ¦ +----+-----------+----------------------------------+---------------------+\n| id | provider  | api_key                          | updated_at          |\n+----+-----------+----------------------------------+---------------------+\n|  7 | callrail  | {t} | 2026-12-01 09:14:22 |\n+----+-----------+----------------------------------+---------------------+
graphhopper hcl ¦ a Terraform variable default holding the key ¦ {uuid} ¦ Error: routing probe failed with status 401\n# variables.tf\nvariable "graphhopper_key" {\n  type    = string\n  default = "{t}"\n}
nitrado unity ¦ a Unity ScriptableObject asset (YAML) with the token serialized ¦ {A64} ¦ Assets/Settings/ServerBrowserSettings.asset\n%YAML 1.1\n--- !u!114 &11400000\nMonoBehaviour:\n  m_Name: ServerBrowserSettings\n  serviceId: 11882311\n  nitradoToken: {t}
zadarma debug ¦ an integration's DEBUG log of the signed request ¦ {h20} ¦ DEBUG zadarma.client: sign('/v1/info/balance/', 'format=json', secret='{t}') -> Authorization: 8c3f1a9e2d7b4c60a5f1:ZjA4YTU3...
doofinder properties ¦ a Java properties file of a search indexer ¦ eu1-{h40} ¦ indexer.properties\ndoofinder.hashid=4a1c2e8f9b3d\ndoofinder.api.token={t}\ndoofinder.batch.size=500
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="context"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="args"),
    ]
