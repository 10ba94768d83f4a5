"""Held-out set 28: vendors no earlier set named — observability, remote monitoring and
management, CI/CD and merge queues, game servers and multiplayer backends, IoT platforms,
translation and localization, maps and street imagery, telephony, site search, feature flags
and data warehouses.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 160 other names did and were dropped, among them Axiom, Better Stack, Checkly,
Cronitor, SigNoz, Coralogix, Buildkite, Bitrise, Semaphore, Codacy, PlayFab, Nakama, Hathora,
Particle, Blynk, Golioth, Crowdin, Lokalise, Transifex, Weblate, DeepL, Geoapify, TomTom,
what3words, Telnyx, Plivo, Sinch, Typesense, Coveo, Unleash, DevCycle, Firebolt, MotherDuck
and Tinybird): KloudMate, Edge Delta, Checkmk, LogicMonitor, PRTG, Auvik, NinjaOne,
Pulseway, Mergify, Trunk.io, WarpBuild, Ubicloud, Terrateam, Normcore, Colyseus, Vivox,
Thunderstore, Metaplay, Qubitro, Anedya, Cumulocity, Loriot, nRF Cloud, Lingvanex,
Localizely, i18nexus, Mapillary, Radar, Woosmap, Barikoi, sipgate, Placetel, DIDWW, Skyetel,
BulkVS, Hawksearch, Websolr, DataForSEO, GO Feature Flag, FeatBit, Reflag, Kinetica and
StarTree. Formats looked up with the project's documentation search where it had the page:
Radar's secret keys beginning ``prj_live_sk_`` (nango.dev's Radar page), Mapillary's client
tokens ``MLY|...`` sent as ``?access_token=`` or ``Authorization: OAuth`` (the
mapillary-python-sdk docs), PRTG's ``username``/``passhash`` and ``apitoken`` query
parameters (Paessler's HTTP API manual), LogicMonitor's access id and access key
(``Connect-LMAccount -AccessId -AccessKey`` in the Logic.Monitor PowerShell module's help),
Checkmk's REST API bearer credentials of an automation user (docs.checkmk.com) and Woosmap's
public and private project keys (Woosmap's getting-started page); the rest as remembered,
"shape assumed" where the length or alphabet was not shown. Each sits where such a key turns
up: OTel collector and Helm YAML, ``.env``, TOML, INI, JSON, HCL, XML, Unity assets, Java
properties, PowerShell transcripts, ``curl`` commands, request headers, query strings, SDK
exceptions, debug logs and tables printing the value bare.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
kloudmate otel ¦ KloudMate docs, the workspace key in the OTLP exporter's Authorization header (shape assumed) ¦ sk_{A32} ¦ 2026-12-06T06:50:02.114Z	error	exporterhelper/retry_sender.go:126	Exporting failed. The error is not retryable. Dropping data.	{"kind": "exporter", "name": "otlphttp/kloudmate", "error": "Permanent error: error exporting items, request to https://otel.kloudmate.com:4318/v1/metrics responded with HTTP Status Code 403"}\n  exporters:\n    otlphttp/kloudmate:\n      endpoint: https://otel.kloudmate.com:4318\n      headers:\n        Authorization: {t}
edge delta helm ¦ Edge Delta agent install docs, the API key passed to Helm as secretApiKey.value (shape assumed) ¦ {h40} ¦ $ helm upgrade --install edgedelta edgedelta/edgedelta -n edgedelta --set secretApiKey.value={t} --set tags.environment=prod\nError: UPGRADE FAILED: post-upgrade hooks failed: job ed-config-check failed: BackoffLimitExceeded (api key rejected: 401)
checkmk bearer ¦ Checkmk REST API docs (docs.checkmk.com), Authorization: Bearer <automation user> <secret> (secret shape assumed) ¦ {A40} ¦ $ curl -s -H "Authorization: Bearer automation {t}" -H "Accept: application/json" "https://monitor.acme.io/prod/check_mk/api/1.0/domain-types/host_config/collections/all"\n{"title": "Unauthorized", "status": 401, "detail": "You need to be authenticated to use the REST API."}
logicmonitor access key ¦ Logic.Monitor PowerShell module help, Connect-LMAccount -AccessId -AccessKey -AccountName (key shape assumed) ¦ {A40} ¦ PS C:\ops> Connect-LMAccount -AccessId 'u5S7xWq2Hk3dP9rT4LmZ' -AccessKey '{t}' -AccountName 'acme'\nConnect-LMAccount : Unable to login to account, please ensure your access info and account name are correct: HTTP 401 Unauthorized\nAt line:1 char:1
prtg passhash ¦ Paessler PRTG manual (HTTP API), username and passhash query parameters (a ten-digit passhash) ¦ {d10} ¦ WARNING prtg_export: GET https://prtg.acme.local/api/table.json?content=sensors&columns=objid,sensor,status&username=svc-export&passhash={t} returned 401
prtg api token ¦ Paessler PRTG manual, the apitoken parameter (token shape assumed) ¦ {B56} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://prtg.acme.local/api/historicdata.csv?id=2291&avg=3600&sdate=2026-12-01-00-00-00&edate=2026-12-06-00-00-00&apitoken={t}
auvik api key ¦ Auvik API docs, Basic auth with a username and an API key (key shape assumed) ¦ {A44} ¦ auvik-sync: GET https://auvikapi.us1.my.auvik.com/v1/inventory/device/info 401 Unauthorized\n# /etc/auvik-sync/auvik.ini\n[auvik]\nregion = us1\nusername = api@acme.io\napi_key = {t}
ninjaone client secret ¦ NinjaOne public API docs, an OAuth client id and client secret (secret shape assumed) ¦ {u56} ¦ ninjarmm: POST https://app.ninjarmm.com/ws/oauth/token 401 {"error":"invalid_client"}\n# .env.production\nNINJA_CLIENT_ID=8sYqJ2pWcE1rT5vN0xKdL7mA\nNINJA_CLIENT_SECRET={t}\nNINJA_SCOPE=monitoring management
pulseway token ¦ Pulseway REST API docs, Basic auth with an API username and token (token shape assumed) ¦ {h32} ¦ pulseway.errors.PulsewayAuthError: 401 Unauthorized (https://api.pulseway.com/v3/devices)\n  # rmm/settings.py:14\n  PULSEWAY = {"username": "rmm-bot", "token": "{t}", "instance": "api.pulseway.com"}
mergify app key ¦ Mergify API docs, an application key as a Bearer token (shape assumed) ¦ {A44} ¦ Run curl -fsS -X POST -H "Authorization: bearer {t}" https://api.mergify.com/v1/repos/acme/shop/queues/main/freeze\ncurl: (22) The requested URL returned error: 403\nError: Process completed with exit code 22.
trunk token ¦ Trunk docs, TRUNK_TOKEN for uploading test results (shape assumed) ¦ {h32} ¦ ERROR trunk-analytics-cli: upload failed: 401 Unauthorized (org acme, repo shop)\n  env:\n    TRUNK_ORG_URL_SLUG: acme\n    TRUNK_TOKEN: {t}
warpbuild api key ¦ WarpBuild docs, an API key for the runner API (shape assumed) ¦ wkey-{A40} ¦ warpbuild: DELETE https://api.warpbuild.com/api/v1/runners/rnr_2xk81 403 {"code":"FORBIDDEN"}\n  [warpbuild]\n  api_key = "{t}"\n  org = "acme"
ubicloud pat ¦ Ubicloud CLI docs, a personal access token in UBI_TOKEN (shape assumed) ¦ pat-{l44} ¦ $ UBI_TOKEN={t} ubi vm eu-central-h1/build-1 ssh\n! Unexpected response status: 401\nDetails: invalid personal access token
terrateam secret ¦ Terrateam self-hosted docs, a GitHub app webhook secret and API key in the server env (shape assumed) ¦ {u40} ¦ terrateam-server | 2026-12-06 06:51:10 ERROR webhook signature mismatch; check TERRAT_GITHUB_WEBHOOK_SECRET\n# docker-compose.yml (terrateam)\n      TERRAT_GITHUB_APP_ID: "381102"\n      TERRAT_GITHUB_WEBHOOK_SECRET: "{t}"
normcore app key ¦ Normcore docs, the app key in NormcoreAppSettings (a UUID, as remembered) ¦ {uuid} ¦ Normcore: Failed to connect to room "lobby-eu": Invalid app key (403).\n--- Assets/Normcore/NormcoreAppSettings.asset\nMonoBehaviour:\n  m_Name: NormcoreAppSettings\n  _normcoreAppKey: {t}\n  _matcherURL: wss://normcore-matcher.app/
colyseus cloud token ¦ Colyseus Cloud docs, a deploy token for the CLI (shape assumed) ¦ {A48} ¦ $ npx @colyseus/cloud deploy --env production\n✖ Deploy failed: 401 (token rejected)\n  .colyseus-cloud.json: {"applicationId": 4172, "token": "{t}"}
vivox secret ¦ Vivox (Unity) docs, an issuer and a token signing key for access tokens (shape assumed) ¦ {A16} ¦ VivoxUnity.VivoxApiException: VxErrorAccessTokenInvalid (20121)\n  VivoxService config: Server=https://unity.vivox.com/appconfig/acme32-arena-dev, Domain=mtu1xp.vivox.com, Issuer=acme32-arena-dev, TokenKey={t}
thunderstore token ¦ Thunderstore CLI docs, tcli publish --token with a service account token (tss_, as remembered) ¦ tss_{A40} ¦ $ tcli publish --file build/Acme-BetterLanterns-1.4.0.zip --token {t} --repository https://thunderstore.io\nError: Publish failed: 401 Unauthorized {"detail":"Invalid token."}
metaplay secret ¦ Metaplay docs, a machine-to-machine client secret for the CLI in CI (shape assumed) ¦ {u64} ¦ metaplay: error: authentication failed for project idler-prod (401)\n  METAPLAYCLI_CLIENT_ID=ci-acme-idler\n  METAPLAYCLI_CLIENT_SECRET={t}
qubitro device token ¦ Qubitro docs, an MQTT device id (a UUID) and device token (shape assumed) ¦ {A40} ¦ [mqtt] connack rc=5 (not authorized) broker=broker.qubitro.com:8883\n  // firmware/secrets.h\n  #define QUBITRO_DEVICE_ID    "7f2c1b8e-4a1d-4c3e-9f0a-2b6d8e1c5a7f"\n  #define QUBITRO_DEVICE_TOKEN "{t}"
anedya connection key ¦ Anedya docs, a node's connection key (shape assumed) ¦ {h32} ¦ E (21432) anedya: MQTT connect refused: bad username or password\n  sdkconfig:\n  CONFIG_ANEDYA_NODE_ID="d9a4c3b2-1e0f-4a7b-8c6d-5e4f3a2b1c0d"\n  CONFIG_ANEDYA_CONNECTION_KEY="{t}"
cumulocity basic ¦ Cumulocity IoT docs, Basic auth as <tenant>/<user>:<password> ¦ {p} ¦ $ curl -u 't81423/device-bootstrap:{t}' https://acme.eu-latest.cumulocity.com/inventory/managedObjects?pageSize=5\n{"error":"security/Unauthorized","message":"Invalid credentials! : Bad credentials"}
loriot app token ¦ LORIOT docs, an application access token as Bearer (shape assumed) ¦ {u60} ¦ [node-red] [http request:loriot downlink] HTTP 401 from https://eu1.loriot.io/1/nwk/app/BE7A2F11/device/70B3D57ED0051234/dnq\n  flows.json: {"id":"a1b2c3","type":"http request","url":"https://eu1.loriot.io/1/nwk/app/BE7A2F11/...","headers":{"Authorization":"Bearer {t}"}}
nrf cloud api key ¦ nRF Cloud REST API docs, an account API key as Bearer (40 hex, as remembered) ¦ {h40} ¦ nrfcloud: GET https://api.nrfcloud.com/v1/devices?pageLimit=50 → 401 {"message":"Unauthorized"}\n  NRF_CLOUD_API_KEY={t} python3 scripts/fleet_report.py
lingvanex key ¦ Lingvanex cloud API docs, an Authorization header with the API key (as remembered, prefixed a_) ¦ a_{A60} ¦ lingvanex: POST https://api-b2b.backenster.com/b1/api/v3/translate 403 {"err":"Access denied"}\n  headers = {"Authorization": "{t}", "Content-Type": "application/json"}
localizely token ¦ Localizely API docs, an X-Api-Token header (shape assumed) ¦ {h64} ¦ localizely-cli: download failed: 401 Unauthorized\n# localizely.yml\nconfig_version: 1.0\nproject_id: 8c6e1a4f-0f39-44f8-9c3b-62b1d4a6c0f2\napi_token: {t}\nfile_type: flutter_arb
i18nexus pat ¦ i18nexus CLI docs, a personal access token for pushing strings (shape assumed) ¦ {A32} ¦ $ i18nexus import ./locales/en.json --namespace common --pat {t}\nError: Request failed with status code 401 (Invalid personal access token)
mapillary client token ¦ mapillary-python-sdk docs, a client token MLY|<app id>|<32 hex> sent as access_token ¦ MLY|{d16}|{h32} ¦ mapillary.models.exceptions.InvalidTokenError: Invalid access token\n  GET https://graph.mapillary.com/images?bbox=13.38,52.51,13.41,52.53&fields=id,thumb_256_url&access_token={t}
radar secret key ¦ nango.dev's Radar page, secret keys beginning prj_live_sk_ (the rest shape assumed) ¦ prj_live_sk_{h40} ¦ radar: 401 GET https://api.radar.io/v1/users?limit=100 {"meta":{"code":401,"message":"Unauthorized."}}\n  Authorization: {t}
woosmap private key ¦ Woosmap docs, a project's private key for writing locations (woos- and a UUID, as remembered) ¦ woos-{uuid} ¦ woosmap-import: POST https://api.woosmap.com/stores?private_key={t} → 403 {"status":"error","value":"Forbidden: wrong private key"}
barikoi api key ¦ Barikoi docs, the API key as a path segment of its API URLs (shape assumed) ¦ {b44} ¦ Failed to load resource: 401 https://barikoi.xyz/v2/api/search/autocomplete/{t}/place?q=Mirpur%2010
sipgate pat ¦ sipgate REST API docs, a personal access token id and token as Basic credentials (token a UUID, as remembered) ¦ {uuid} ¦ sipgate: 401 POST https://api.sipgate.com/v2/sessions/sms\n  SIPGATE_TOKEN_ID=token-8KQ2ZD\n  SIPGATE_TOKEN={t}
placetel token ¦ Placetel API v2 docs, a Bearer API token (shape assumed) ¦ {h64} ¦ [placetel] GET https://api.placetel.de/v2/calls?filter[date]=2026-12-05 → 401\n> Authorization: Bearer {t}\n> Accept: application/json
didww api key ¦ DIDWW API v3 docs, an Api-Key header (shape assumed) ¦ {A32} ¦ DIDWW::Errors::Unauthorized: 401 (GET https://api.didww.com/v3/dids)\n  DIDWW::Client.configure { |c| c.api_key = '{t}'; c.api_mode = :production }
skyetel secret ¦ Skyetel API docs, an SID and secret as Basic credentials or query parameters (shape assumed) ¦ {A32} ¦ skyetel: GET https://api.skyetel.com/v1/phonenumbers?sid=SK8wR2tY&secret={t} → 401 {"error":"Invalid credentials"}
bulkvs password ¦ BulkVS REST API docs, Basic auth with the account username and API password (shape assumed) ¦ {h32} ¦ bulkvs.exceptions.AuthError: 401 Unauthorized\n  bulkvs.properties:\n  bulkvs.username=voip@acme.io\n  bulkvs.api.password={t}\n  bulkvs.endpoint=https://portal.bulkvs.com/api/v1.0
hawksearch api key ¦ Hawksearch API docs, an X-HawkSearch-ApiKey header (a UUID, as remembered) ¦ {uuid} ¦ Hawksearch.Api.HawkException: 401 Unauthorized calling https://indexing-dev.hawksearch.net/api/v2/indexing/index\n  <add key="HawkSearch.ApiKey" value="{t}" />
websolr url ¦ Websolr docs, credentials in the WEBSOLR_URL (HTTP Basic, shape assumed) ¦ {A24} ¦ RSolr::Error::Http - 401 Unauthorized\n  config/sunspot.yml:\n  production:\n    solr:\n      url: https://websolr:{t}@index.websolr.com/solr/a1b2c3d4e5f
dataforseo password ¦ DataForSEO docs, Basic auth with the login and the generated API password (shape assumed) ¦ {h16} ¦ $ curl -s -u "seo@acme.io:{t}" https://api.dataforseo.com/v3/serp/google/organic/live/advanced -d '[{"keyword":"acme","location_code":2840}]'\n{"status_code":40100,"status_message":"You are not authorized to access this resource."}
go feature flag keys ¦ GO Feature Flag relay proxy docs, authorizedKeys for evaluation (shape assumed) ¦ {u36} ¦ {"level":"error","msg":"invalid api key","component":"relay-proxy","path":"/v1/allflags"}\n# goff-proxy.yaml\nretriever:\n  kind: file\n  path: /goff/flags.yaml\nauthorizedKeys:\n  evaluation:\n    - {t}
featbit server key ¦ FeatBit docs, an environment's server secret for the server SDK (shape assumed) ¦ {u44} ¦ FeatBit.Sdk.Server: [ERROR] data sync failed: 401 Unauthorized (ws://featbit-evaluation:5100/streaming)\n  "FeatBit": { "EnvSecret": "{t}", "StreamingUri": "ws://featbit-evaluation:5100" }
reflag secret key ¦ Reflag docs, a secret key for the Node SDK (shape assumed) ¦ sec_prod_{A32} ¦ [Reflag] failed to fetch features: 401 Unauthorized\n  const client = new ReflagClient({ secretKey: "{t}" });
kinetica password ¦ Kinetica docs, a username and password in the ODBC/JDBC connection (typed password) ¦ {p} ¦ com.kinetica.jdbc.KineticaException: [Kinetica] Authentication failed for user 'etl'\n  jdbc:kinetica:URL=https://kinetica.acme.io:8082/gpudb-0;UID=etl;PWD={t};RowsPerFetch=20000
startree token ¦ StarTree Cloud docs, a Bearer API token with a database header (shape assumed) ¦ st-{A40} ¦ pinotdb.exceptions.DatabaseError: 401 Unauthorized from https://broker.pinot.acme.s7e.startree.cloud/query/sql\n  conn = connect(host="broker.pinot.acme.s7e.startree.cloud", port=443, scheme="https", extra_request_headers="Authorization=Bearer {t},database=ws_2np9")
"""


def vendor_cases(v: Values) -> list[Case]:
    cases = v.table("vendor", ROWS)
    return [
        Case(c.kind, c.source, c.text.replace("\\t", "\t"), c.secret, c.args, c.raises)
        for c in cases
    ]
