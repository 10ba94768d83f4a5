"""Held-out set 29: vendors no earlier set named — uptime and observability, CI/CD and
deployment, game servers and multiplayer, IoT platforms, translation, maps, telephony,
site search, feature flags and data warehouses.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 230 other names did and were dropped, among them Uptrace, OpenObserve, Squadcast,
Zenduty, Codemagic, Woodpecker, Edgegap, Beamable, ThingsBoard, Datacake, Tolgee,
SimpleLocalize, MapTiler, LocationIQ, 46elks, ClickSend, Meilisearch, Manticore, Flagsmith,
ConfigCat, Flipt, Dremio, Yellowbrick, StatusCake, Coolify, Nitrado, Pterodactyl, Tuya,
EMQX, Papago, Geocodio, SignalWire, GrowthBook, Vertica and Materialize): Spike.sh, Gatus,
Upptime, Middleware.io, HetrixTools, Namespace.so, Blacksmith, Garden.io, Dokploy, Pelican
Panel, CubeCoders AMP, Multicraft, Playroom, HiveMQ Cloud, flespi, AllThingsTalk, TagoIO,
Gridly, Pontoon, Ola Maps, MapmyIndia, Ozonetel, Quickwit, ZincSearch, Orama, flagd,
Vexilla, Greenplum, Panoply and Hevo. Formats as remembered from each vendor's documentation
(no page was at hand in the time this set had; "shape assumed" where the length or alphabet
was not remembered). Each sits where such a key turns up: Helm and compose YAML, ``.env``,
TOML, INI, JSON, HCL, XML, properties, ``curl`` commands, request headers, query strings,
SDK exceptions, debug logs and tables printing the value bare.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
spike.sh webhook ¦ Spike.sh docs, an integration webhook URL carrying its token in the path (shape assumed) ¦ {A32} ¦ alertmanager: level=error component=dispatcher msg="Notify for alerts failed" num_alerts=3 err="spike/webhook[0]: notify retry canceled after 4 attempts: unexpected status code 404: https://hooks.spike.sh/{t}/push-events"
gatus alerting ¦ Gatus README, alerting.custom with a bearer header in config.yaml (token shape assumed) ¦ {u40} ¦ 2026/12/06 07:30:11 [watchdog.handleAlertsToTrigger] Failed to send an alert for endpoint=api-health: POST https://alerts.acme.io/hook returned 401\n# config.yaml\nalerting:\n  custom:\n    url: "https://alerts.acme.io/hook"\n    method: "POST"\n    headers:\n      Authorization: "Bearer {t}"
upptime pat ¦ Upptime docs, the GH_PAT repository secret its workflows read (a classic PAT, ghp_ + 36) ¦ ghp_{A36} ¦ Run upptime/uptime-monitor@v1.37.1\n  with:\n    command: update\n  env:\n    GH_PAT: {t}\nError: HttpError: Bad credentials
middleware.io key ¦ Middleware.io docs, the MW_API_KEY its host agent reads (shape assumed) ¦ {l32} ¦ $ MW_API_KEY={t} MW_TARGET=https://acme.middleware.io:443 bash -c "$(curl -L https://install.middleware.io/scripts/deb-install.sh)"\nmw-agent: failed to register host: 401 invalid api key
hetrixtools api ¦ HetrixTools API docs, the API key in the URL path (v1) (32 hex, as remembered) ¦ {h32} ¦ Traceback (most recent call last):\n  File "/opt/status/sync.py", line 22, in <module>\n    r.raise_for_status()\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.hetrixtools.com/v1/{t}/uptime/monitors/0/30/
namespace token ¦ Namespace.so docs, an nsc token in NSC_TOKEN for CI runners (shape assumed) ¦ nsct_{A48} ¦ Error: failed to create builder: unauthenticated: token rejected\n  env:\n    NSC_TOKEN_FILE: /var/run/nsc/token.json\n  # cat /var/run/nsc/token.json\n  {"bearer_token": "{t}"}
blacksmith sticky ¦ Blacksmith docs, an API token for the runner CLI (shape assumed) ¦ bs_{A40} ¦ blacksmith-cli: error: GET https://api.blacksmith.sh/v1/cache/stickydisks returned 401 Unauthorized\n  ~/.config/blacksmith/config.toml\n  [auth]\n  token = "{t}"
garden.io auth ¦ Garden docs, GARDEN_AUTH_TOKEN for garden deploy in CI (shape assumed) ¦ {A52} ¦ ℹ garden               → Running in environment ci.pr-412\n✖ Authentication failed: the token in GARDEN_AUTH_TOKEN was rejected (401)\nGARDEN_AUTH_TOKEN={t} garden deploy --env ci
dokploy api ¦ Dokploy docs, an API key sent as x-api-key (shape assumed) ¦ {A64} ¦ $ curl -X POST https://deploy.acme.io/api/application.deploy -H 'accept: application/json' -H 'x-api-key: {t}' -d '{"applicationId":"k3Xq9"}'\n{"message":"Unauthorized","code":"UNAUTHORIZED"}
pelican panel ¦ Pelican Panel docs, a client API key sent as Bearer (ptlc_ + 43, as remembered for its Pterodactyl lineage) ¦ ptlc_{A43} ¦ GuzzleHttp\Exception\ClientException: Client error: `POST https://panel.acme.gg/api/client/servers/1a7ce997/power` resulted in a `401 Unauthorized` response\n#0 app/Jobs/RestartServer.php(41): $client->post(..., ['headers' => ['Authorization' => 'Bearer {t}']])
cubecoders amp ¦ CubeCoders AMP API, Core/Login returning a sessionID used on later calls (UUID, as remembered) ¦ {uuid} ¦ POST http://amp.acme.lan:8080/API/Core/GetStatus\n{"SESSIONID": "{t}"}\n-> {"Title":"Unauthorized Access","Message":"Your session has expired","StackTrace":""}
multicraft api ¦ Multicraft API docs, an API user and key in the request's _MulticraftAPIKey (shape assumed) ¦ {A25} ¦ <?php // panel/api/config.php\n$api = new MulticraftAPI('https://mc.acme.gg/api.php', 'admin', '{t}');\n// PHP Warning:  Multicraft API: Invalid API key (code 3) in /var/www/panel/restart.php on line 12
playroom key ¦ Playroom Kit docs, a game id and a server secret for the REST API (shape assumed) ¦ {u36} ¦ [playroom] 403 Forbidden: POST https://api.joinplayroom.com/v1/rooms/R9KX/state\n  .env.local\n  PLAYROOM_GAME_ID=Zx8q1wT7rQ\n  PLAYROOM_SERVER_SECRET={t}
hivemq cloud ¦ HiveMQ Cloud docs, per-cluster credentials in an MQTT client (typed password) ¦ {p} ¦ $ mosquitto_sub -h 3f2a91c7e5.s1.eu.hivemq.cloud -p 8883 -u sensor-gw -P '{t}' -t 'plant/#' -v\nConnection error: Connection Refused: not authorised.
flespi token ¦ flespi docs, Authorization: FlespiToken <64 letters and digits> ¦ {A64} ¦ $ curl -H "Authorization: FlespiToken {t}" "https://flespi.io/gw/devices/all"\n{"errors":[{"code":401,"reason":"Authorization token is not valid"}]}
allthingstalk device ¦ AllThingsTalk docs, a device id and a device token (maker:..., as remembered) ¦ maker:{A40} ¦ [ATTalk] WiFi connected, 192.168.4.27\n[ATTalk] MQTT connect to api.allthingstalk.io:1883 failed, rc=5\n// keys.h\n#define DEVICE_ID    "q8TZ2mfNvA3JwPkEUdLxYr1c"\n#define DEVICE_TOKEN "{t}"
tagoio device token ¦ TagoIO docs, a device token sent as the Device-Token header (a UUID) ¦ {uuid} ¦ POST https://api.tago.io/data\nDevice-Token: {t}\nContent-Type: application/json\n\nHTTP/1.1 401 Unauthorized\n{"status":false,"message":"Invalid Token"}
gridly key ¦ Gridly docs, Authorization: ApiKey <key> (shape assumed) ¦ {A28} ¦ gridly-sync | ERROR sync aborted: GET https://api.gridly.com/v1/views/8q2r1k/records -> 401\ngridly-sync | headers={'Authorization': 'ApiKey {t}', 'Accept': 'application/json'}
pontoon token ¦ Mozilla Pontoon docs, a personal access token for its API (shape assumed) ¦ {A40} ¦ $ http GET https://pontoon.acme.org/api/v2/projects/ "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized\n{"detail": "Invalid token."}
ola maps key ¦ Ola Maps docs, an api_key query parameter (shape assumed) ¦ {A40} ¦ W/OlaMapsSDK(22314): tile request failed 401: https://api.olamaps.io/tiles/vector/v1/styles/default-light-standard/style.json?api_key={t}
mapmyindia client ¦ MapmyIndia (Mappls) docs, an OAuth client id and client secret (shape assumed) ¦ {u64} ¦ # mappls.properties\nmappls.client.id=96dHZVzsAuv4h8bKkZpqQ0v3cBbMtpVW\nmappls.client.secret={t}\n# 2026-12-06 07:31:40 ERROR MapplsAuth - token endpoint said invalid_client
ozonetel api ¦ Ozonetel (CloudAgent) docs, an api_key query parameter with a username (shape assumed) ¦ {A32} ¦ GET https://in1-ccaas-api.ozonetel.com/CAServices/AgentManualDial.php?api_key={t}&username=acme_cc&agentID=ag104&campaignName=Outbound_Collect&customerNumber=9100000000\n<status>error</status><message>Invalid api_key</message>
quickwit basic ¦ Quickwit docs behind a reverse proxy with Basic auth in the OTLP exporter (typed password) ¦ {p} ¦ quickwit:\n  endpoint: https://qw.acme.io\n  auth:\n    username: ingest\n    password: "{t}"\nError: failed to ingest 1200 docs into index otel-logs-v0_7: 401 Unauthorized
zincsearch admin ¦ ZincSearch docs, ZINC_FIRST_ADMIN_PASSWORD in its env (typed password) ¦ {p} ¦ services:\n  zincsearch:\n    image: public.ecr.aws/zinclabs/zincsearch:latest\n    environment:\n      ZINC_FIRST_ADMIN_USER: admin\n      ZINC_FIRST_ADMIN_PASSWORD: "{t}"\n# zincsearch-1 | {"level":"error","error":"auth failed","time":"2026-12-06T07:31:58Z"}
orama private key ¦ Orama Cloud docs, a private API key for index updates (shape assumed) ¦ {A32} ¦ OramaCloudError: 401 Unauthorized — POST https://api.oramasearch.com/api/v1/webhooks/idx_71kq/notify\n    at IndexManager.insert (node_modules/@oramacloud/client/dist/index.js:211:13)\n  ORAMA_PRIVATE_API_KEY={t}
flagd sync token ¦ flagd docs, an http sync source with a bearerToken (shape assumed) ¦ {u43} ¦ {"level":"error","ts":1733470322.1,"caller":"sync/http","msg":"error fetching flags: 401 Unauthorized"}\n# flagd --sources='[{"uri":"https://flags.acme.io/flags.json","provider":"http","bearerToken":"{t}"}]'
vexilla token ¦ Vexilla docs, a hosted-config bucket read with an access token in the query (shape assumed) ¦ {h40} ¦ VexillaClient: fetch manifest failed (403): https://vexilla-acme.s3.amazonaws.com/manifest.json?token={t}
greenplum password ¦ Greenplum docs, a gpfdist/psql connection with PGPASSWORD (typed password) ¦ {p} ¦ $ PGPASSWORD='{t}' psql -h gp-master.acme.internal -p 5432 -U etl -d warehouse -c 'select count(*) from gp_segment_configuration'\npsql: error: connection to server at "gp-master.acme.internal" (10.2.0.11), port 5432 failed: FATAL:  password authentication failed for user "etl"
panoply password ¦ Panoply docs, a Postgres-compatible endpoint user and password (typed password) ¦ {p} ¦ [panoply]\nhost = db.panoply.io\nport = 5439\ndatabase = acme_wh\nuser = bi_reader\npassword = {t}\n; dbt debug: Connection test: [ERROR] password authentication failed
hevo api secret ¦ Hevo docs, an API key and API secret sent as Basic auth (shape assumed) ¦ {A40} ¦ hevo_client.HevoAPIError: 401 Unauthorized (GET https://us.hevodata.com/api/public/v2.0/pipelines)\n  HevoClient(api_key="V8HJQ2M4KX7Z3N1P", api_secret="{t}", region="us")
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
