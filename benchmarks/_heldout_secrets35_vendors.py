"""Held-out set 35: vendors no earlier set named (names I to Q), each looked up with the
``search`` tool — IP geolocation, message queues, SIP and voice platforms, data pipelines,
event analytics, Kubernetes observability and cost, LoRa mesh radios, on-device voice AI,
satellite imagery ML, feature flags and config, in-app chat, flight search, device-cloud
testing, mobile engagement, personal finance, CAD, open-source funding, game wallets,
brokerage, online judges, endpoint agents, WireGuard meshes, retail email and browser
workspaces.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 110 other names did and were dropped, among them Instana, Icinga, Logz.io, Loggly,
Lightstep, Mezmo, Netdata, Nagios, OpenObserve, Quickwit, Pingdom, Parseable, Qovery, Kestra,
Jitsu, Kameleoon, Iterable, ipdata, Kakao, Mappls, Mapillary, Naver, Openrouteservice,
OneSignal, Plivo, Pusher, Karix, Knowlarity, Ozonetel, Pterodactyl, PlayFab, Nakama, Photon,
Pelican, Modrinth, Overwolf, itch.io, Nexus Mods, Qubitro, Lilt, Lokalise, Matecat, ModernMT,
Lingvanex, Papago, OneSky, Positionstack, NextBillion, Jambonz's neighbours Kazoo and Ooma,
OpenPhone's neighbours JustCall, Manticore, OpenSearch, Klevu, Nosto, Materialize,
MotherDuck, Kinetica, QuestDB, Panoply, InMobi, Kargo, Magnite, Moloco, Liftoff, Pangle,
PubMatic, OpenX, Index Exchange, Quantcast's neighbour Ogury, Mediavine, iSpring, Kajabi,
LearnDash, LearnWorlds, Open edX, Podia, Kahoot, Quizlet, Nearpod, Ministry Platform,
OneCause, Kindful, Neon CRM, Qgiv, Little Green Light, MyCase, Lawmatics, Juro, PandaDoc,
Litify, LexisNexis, Leaf Agriculture, Planet Labs, Onfleet, OptimoRoute, Packlink, Karrio,
Loadsmart, Lalamove, Locus, Imgix, Infisical, Instatus, Jotform, JumpCloud, Kinde, Knock,
Koyeb, Lemlist, Lago, Logto, Metabase, Mollie, Moralis, Nango, Northflank, Novu, Nylas,
Okteto, Paystack, Pirsch, Plausible, Porkbun, Prismic, Qase, Qonto and Qualtrics).

Looked up with the ``search`` tool (28 vendors searched; 25 pages gave the format, the
source of each is named per case): Ipregistry (``IpregistryClient("YOUR_API_KEY")``),
Iron.io (``token`` and ``project_id``, ``Authorization: OAuth <token>``, iron.json /
``IRON_TOKEN``), jambonz (``Authorization: Bearer``; ``POST /v1/ApiKeys`` returns a UUID
``token``), Keboola (``X-StorageApi-Token``, ``StorageApiToken('your-token')``), Keen
(``Authorization: MASTER_KEY`` or ``?api_key=``, ``KEEN_WRITE_KEY``), Komodor (``helm
upgrade --install komodor-agent --set apiKey=``), Kubecost (``--set kubecostToken=`` with a
base64 e-mail, ``=`` and a tail), Meshtastic (a channel ``psk`` in base64, 16 or 32 bytes),
Picovoice (an ``AccessKey`` from the console, ``ACCESS_KEY = "..."``), Picterra
(``PICTERRA_API_KEY``), Prefab (``Options(prefab_api_key=...)``), Qiscus (``AppId`` public;
the secret key header as remembered), Kiwi.com Tequila (a partner API key), Kobiton
(``username:api_token`` base64 as ``KOBITON_CREDENTIALS``; ``kobi-api-key`` a UUID), Leanplum
(App ID, development and production keys, ``LeanplumProdSecret``), Lunch Money
(``LunchMoney(access_token=...)``, ``LUNCHMONEY_ACCESS_TOKEN``), Onshape (access and secret
keys, basic auth in the API explorer), Open Collective (an API key is needed for GraphQL v2;
the ``Personal-Token`` header as remembered), Questrade (a single-use refresh token traded at
the login server), ipbase (``ipbase.Client('API_KEY')``, ``IPBASE_API_KEY``), Judge0
(``X-Auth-Token`` with a UUID, ``AUTHN_TOKEN`` in judge0.conf), Kolide launcher
(``--enroll_secret``, ``KOLIDE_LAUNCHER_ENROLL_SECRET``, 32 characters in the example),
Netmaker (``netclient join -t <token>``), Listrak (client_credentials at
``auth.listrak.com/OAuth2/Token``) and Kasm Workspaces (``API_KEY`` and ``API_KEY_SECRET``
as basic auth). Searched and found nothing of their own: Ortto, PagerTree and Openfort
(shapes remembered, marked so). Lengths and alphabets the pages did not give are "shape
assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
ipregistry client ¦ ipregistry (pypi): client = IpregistryClient("YOUR_API_KEY") (lower alnum, shape assumed) ¦ {l24} ¦ >>> client = IpregistryClient("{t}")\n>>> client.lookup("54.85.132.205")\nipregistry.core.ApiError: (INVALID_API_KEY) Your API key is invalid.
ipregistry node ¦ @ipregistry/client (npm): new IpregistryClient('YOUR_API_KEY') ¦ {l24} ¦ /srv/geo/index.js:4\nconst client = new IpregistryClient('{t}');\nApiError: FORBIDDEN_IP: the key is restricted to other origins\n    at /srv/geo/node_modules/@ipregistry/client/dist/index.js:211:19
ironmq json ¦ iron_mq_php README: iron.json / iron.ini with token and project_id (alnum, shape assumed) ¦ {A27} ¦ $ cat iron.json\n{\n  "project_id": "5e8f2c1a9b3d4e0012f7a6c4",\n  "token": "{t}",\n  "host": "mq-aws-us-east-1-1.iron.io"\n}
ironmq oauth header ¦ IronMQ-Python-GAE: headers={'Authorization': 'OAuth ' + self.token} ¦ {A27} ¦ DEBUG urllib3: POST https://mq-aws-us-east-1-1.iron.io/3/projects/5e8f2c1a9b3d4e0012f7a6c4/queues/orders/messages\nDEBUG headers: {'Content-Type': 'application/json', 'Authorization': 'OAuth {t}'}\nERROR 401 {"msg":"Invalid project/token combination"}
ironmq env ¦ iron_mq_php README: IRON_MQ_TOKEN / IRON_TOKEN environment variables ¦ {A27} ¦ worker-7  | IRON_PROJECT_ID=5e8f2c1a9b3d4e0012f7a6c4\nworker-7  | IRON_TOKEN={t}\nworker-7  | beanstalk: oauth rejected, reconnecting in 5s
jambonz bearer ¦ docs.jambonz.org About the REST API: Authorization: Bearer 'your-api-token' ¦ {uuid} ¦ $ curl -s https://jambonz.cloud/api/v1/Accounts -H 'Authorization: Bearer {t}'\n{"msg":"invalid or expired api key"}
jambonz minted key ¦ docs.jambonz.org create api key: POST /v1/ApiKeys returns {"sid": ..., "token": ...} (UUIDs) ¦ {uuid} ¦ HTTP/1.1 201 Created\n{"sid":"3c1e77a2-9d40-4f6b-8a21-5e0c9b7d1f34","token":"{t}"}\n(saved to .env as JAMBONZ_API_KEY)
keboola header ¦ kbcstorage (pypi): Storage API token, sent as X-StorageApi-Token (tokens as remembered: project-id-digits-secret) ¦ {d4}-{d6}-{A40} ¦ > GET /v2/storage/buckets HTTP/2\n> Host: connection.keboola.com\n> X-StorageApi-Token: {t}\n< HTTP/2 401\n{"error":"Invalid access token","code":"storage.tokenInvalid"}
keboola client ¦ kbcstorage (pypi): client = Client('https://connection.keboola.com', StorageApiToken('your-token')) ¦ {d4}-{d6}-{A40} ¦ Traceback (most recent call last):\n  File "sync.py", line 6, in <module>\n    client = Client("https://connection.eu-central-1.keboola.com", StorageApiToken("{t}"))\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://connection.eu-central-1.keboola.com/v2/storage/tokens/verify
keen master header ¦ keen.io API docs: -H "Authorization: MASTER_KEY" (upper hex, shape assumed) ¦ {H64} ¦ $ curl https://api.keen.io/3.0/projects/5f2a9c11e4b0d81a2c3e7f90/events/purchases -H "Authorization: {t}" -H 'Content-Type: application/json' -d '{"key": 123}'\n{"message": "The provided API key is not valid.", "error_code": "InvalidApiKeyError"}
keen api key query ¦ keen.io API docs: ?api_key=MASTER_KEY&key=123 query string ¦ {H64} ¦ 10.1.4.9 - - [06/Dec/2026:12:41:02 +0000] "GET /proxy/keen?url=https://api.keen.io/3.0/projects/5f2a9c11e4b0d81a2c3e7f90/queries/count%3Fapi_key%3D{t}%26event_collection%3Dpurchases HTTP/1.1" 502 0
keen write key env ¦ keen (pypi): KEEN_PROJECT_ID, KEEN_WRITE_KEY, KEEN_READ_KEY, KEEN_MASTER_KEY (hex, shape assumed) ¦ {h88} ¦ $ env | grep KEEN_\nKEEN_PROJECT_ID=5f2a9c11e4b0d81a2c3e7f90\nKEEN_WRITE_KEY={t}
komodor helm ¦ komodorio/helm-charts komodor-agent README: helm upgrade --install komodor-agent komodorio/komodor-agent --set apiKey= (a UUID, shape assumed) ¦ {uuid} ¦ $ helm upgrade --install komodor-agent komodorio/komodor-agent --set apiKey={t} --set clusterName=prod-eu --wait --timeout=90s\nError: UPGRADE FAILED: context deadline exceeded
komodor values ¦ komodorio/helm-charts: values.yaml apiKey (shape assumed) ¦ {uuid} ¦ # values-prod.yaml\napiKey: "{t}"\nclusterName: prod-eu\ncapabilities:\n  metrics: true
kubecost helm token ¦ kubecost/cost-analyzer-helm-chart README: --set kubecostToken="aGVsbUBrdWJlY29zdC5jb20=xm343yadf98" (base64 of an e-mail, =, a tail) ¦ {b28}={l11} ¦ resource "helm_release" "kubecost" {\n  chart = "cost-analyzer"\n  set {\n    name  = "kubecostToken"\n    value = "{t}"\n  }\n}\n│ Error: failed to download "cost-analyzer"
meshtastic psk cli ¦ meshtastic.org CLI guide and firmware issue 3855: --ch-set psk takes a base64 key of 16 or 32 bytes ¦ {b43}= ¦ $ meshtastic --port /dev/ttyUSB0 --ch-index 1 --ch-set psk base64:{t} --ch-set name "Ridge"\nConnected to radio\nWriting modified channels to device
meshtastic channel list ¦ meshtastic python PR 449: showChannels prints role psk=... with the channel settings ¦ {b43}= ¦ Channels:\n  Index 0: PRIMARY psk=default { "psk": "AQ==" }\n  Index 1: SECONDARY psk=secret { "psk": "{t}", "name": "Ridge", "id": 2 }
picovoice python ¦ pvporcupinedemo (pypi) and Picovoice demos: a valid AccessKey from Picovoice Console (base64, shape assumed) ¦ {b54}== ¦ $ porcupine_demo_mic --access_key {t} --keywords porcupine\npvporcupine._porcupine.PorcupineActivationLimitError: AccessKey has reached its device limit
picovoice swift ¦ Picovoice cobra iOS demo: private let ACCESS_KEY = "YOUR_ACCESS_KEY_HERE" ¦ {b54}== ¦ CobraDemo/ViewModel.swift:12\n    private let ACCESS_KEY = "{t}"\nCobraError.CobraActivationRefusedError: AccessKey refused
picterra env ¦ picterra (pypi): Set the PICTERRA_API_KEY environment variable (hex, shape assumed) ¦ {h40} ¦ $ PICTERRA_API_KEY={t} python upload_and_detect.py\nUploading raster...\npicterra.base_client.APIError: 401 {"detail":"Invalid token."}
prefab options ¦ prefab-cloud-python (pypi): Options(prefab_api_key="your-prefab-api-key") (key layout as remembered) ¦ {d3}-Production-P{d4}-E{d2}-SDK-{uuid} ¦ >>> options = Options(prefab_api_key="{t}")\n>>> Client(options)\nprefab_cloud_python.errors.InitTimeoutError: no config after 10.0s (401 from belt.prefab.cloud)
qiscus secret header ¦ qiscus-sdk-core (npm): AppId from dashboard.qiscus.com (public); the server API's QISCUS-SDK-SECRET header as remembered (shape assumed) ¦ {h32} ¦ POST https://api.qiscus.com/api/v2.1/rest/login_or_register\nQISCUS-SDK-APP-ID: shop-9xk2ab\nQISCUS-SDK-SECRET: {t}\n<- 401 {"error":{"message":"Unauthorized. App ID or Secret Key is invalid."}}
kiwi tequila apikey ¦ kiwi-ruby (rubydoc): KiwiApi.api_key = "your-api-key"; Tequila partner key sent in an apikey header (as remembered) ¦ {u32} ¦ $ http GET 'https://api.tequila.kiwi.com/v2/search?fly_from=CNX&fly_to=BKK&date_from=10/01/2027' apikey:{t}\nHTTP/1.1 403 Forbidden\n{"message": "Invalid API key"}
kobiton credentials ¦ Codemagic Kobiton integration: username:api_token base64 encoded as KOBITON_CREDENTIALS ¦ {uuid} ¦ $ echo -n 'qa-bot:{t}' | openssl base64\n$ curl -u qa-bot:{t} https://api.kobiton.com/v1/apps\n{"message":"Unauthorized"}
kobiton buildkite ¦ kobiton-execute-test Buildkite plugin: kobi-api-key, e.g. "2c8n41e4-b30d-4f19-ba63-6596016c9e58" ¦ {uuid} ¦ steps:\n  - label: "Kobiton Execute Test"\n    plugins:\n      - kobiton/kobiton-execute-test#v1.0.0:\n          kobi-username: 'qa-bot'\n          kobi-api-key: "{t}"
leanplum android meta ¦ @gleeph/react-native-leanplum: AndroidManifest meta-data APP_ID, DEV_KEY, PROD_KEY (prod_ keys as remembered) ¦ prod_{A43} ¦ app/src/main/AndroidManifest.xml:31:\n    <meta-data android:name="com.reactnativeleanplum.PROD_KEY" android:value="{t}" />\nLeanplum: [ERROR] Invalid app ID / client key.
leanplum plist ¦ @gleeph/react-native-leanplum: Info.plist LeanplumProdSecret / LeanplumDevSecret (dev_ keys as remembered) ¦ dev_{A43} ¦ $ plutil -p ios/Shop/Info.plist | grep Leanplum\n  "LeanplumAppId" => "app_5xY0qL2mN8vB4cR7tK1hJ9dF3gS6wE0aZ2pO4iU8yT5"\n  "LeanplumDevSecret" => "{t}"
lunchmoney env ¦ lunchable (pypi): export LUNCHMONEY_ACCESS_TOKEN="xxxxxxxxxxx" (hex, shape assumed) ¦ {h50} ¦ $ export LUNCHMONEY_ACCESS_TOKEN="{t}"\n$ lunchable transactions get --limit 5\nlunchable.exceptions.LunchMoneyHTTPError: 401 Client Error: Access token does not exist.
lunchmoney mcp ¦ lunchmoney-app (pypi): "env": { "LUNCHMONEY_ACCESS_TOKEN": "your-lunch-money-token" } in an MCP client's settings ¦ {h50} ¦ {\n  "mcpServers": {\n    "lunchmoney": {\n      "command": "uvx",\n      "args": ["lunchmoney-app", "mcp"],\n      "env": { "LUNCHMONEY_ACCESS_TOKEN": "{t}" }\n    }\n  }\n}
onshape secret key ¦ Onshape API keys docs and onshape-test-client: access key as username, secret key as password (alnum, shape assumed) ¦ {A48} ¦ $ curl -u 'Xp3LnQ8rT2vW6yZ1aB4cD7eF:{t}' 'https://cad.onshape.com/api/v10/documents?q=bracket'\n{"message":"Unauthenticated API request","status":401}
onshape creds json ¦ onshape-public apikey samples: a creds file with access_key and secret_key (as remembered) ¦ {A48} ¦ $ cat ~/.onshape_client_config.yaml\nbase_url: https://cad.onshape.com\naccess_key: Xp3LnQ8rT2vW6yZ1aB4cD7eF\nsecret_key: {t}
opencollective token ¦ opencollective discussion 3816: an API key is needed for GraphQL v2 (the Personal-Token header as remembered, hex shape assumed) ¦ {h40} ¦ POST https://api.opencollective.com/graphql/v2\nPersonal-Token: {t}\nContent-Type: application/json\n<- {"errors":[{"message":"Invalid Personal Token"}]}
questrade refresh ¦ questrade-client (docs.rs) and qtrade (pypi): a single-use refresh token exchanged at the login server (shape assumed) ¦ {A33} ¦ GET https://login.questrade.com/oauth2/token?grant_type=refresh_token&refresh_token={t}\n<- 400 Bad Request (token already used; Questrade refresh tokens are single-use)
questrade yaml ¦ qtrade (pypi): token yaml with access_token, api_server, refresh_token, token_type ¦ {A33} ¦ $ cat access_token.yml\naccess_token: C3lTUKuNQrAAmSD3dzW3qD4Ztq7oH1i60\napi_server: https://api01.iq.questrade.com/\nexpires_in: 1800\nrefresh_token: {t}\ntoken_type: Bearer
ipbase r ¦ ipbase (CRAN): Sys.setenv(IPBASE_API_KEY = <key>) (the ipb_live_ prefix as remembered) ¦ ipb_live_{A40} ¦ > Sys.setenv(IPBASE_API_KEY = "{t}")\n> get_ip_info("1.1.1.1")\nError in get_ip_info("1.1.1.1") : 401 Unauthorized: invalid api key
judge0 header ¦ Judge0 docs (authentication.md): X-Auth-Token: f6583e60-b13b-4228-b554-2eb332ca64e7 ¦ {uuid} ¦ POST /submissions?base64_encoded=false&wait=true HTTP/1.1\nHost: judge.acme.edu:2358\nX-Auth-Token: {t}\n\nHTTP/1.1 401 Unauthorized
judge0 conf ¦ judge0.conf (Authentication section): AUTHN_TOKEN= with AUTHN_HEADER X-Auth-Token ¦ {A32} ¦ $ grep -n AUTHN judge0.conf\n118:AUTHN_HEADER=X-Auth-Token\n123:AUTHN_TOKEN={t}
kolide enroll flag ¦ kolide/launcher cmd docs: --enroll_secret=32IeN3QLgckHUmMD3iW40kyLdNJcGzP5 ¦ {A32} ¦ $ sudo launcher --hostname=fleet.acme.io:443 --root_directory=/var/kolide-fleet --enroll_secret={t}\ncaller=enroll.go:91 msg="enrollment failed" err="enroll secret invalid"
kolide enroll env ¦ kolide/launcher cmd docs: KOLIDE_LAUNCHER_ENROLL_SECRET environment variable ¦ {A32} ¦ [Service]\nEnvironment=KOLIDE_LAUNCHER_HOSTNAME=fleet.acme.io:443\nEnvironment=KOLIDE_LAUNCHER_ENROLL_SECRET={t}\nExecStart=/usr/local/bin/launcher
netmaker join ¦ gravitl/netclient README: netclient join -t <token> (base64 JSON token, shape assumed) ¦ eyJ{u80} ¦ $ sudo netclient join -t {t}\n[netclient] 2026/12/06 12:41:20 error joining network: enrollment key is expired or has no uses left
listrak token request ¦ Workarea::Listrak::Oauth and nango Listrak guide: POST /OAuth2/Token with client_id and client_secret (shape assumed) ¦ {u43} ¦ POST https://auth.listrak.com/OAuth2/Token\ngrant_type=client_credentials&client_id=q8v2m5x1k7c3z9b4&client_secret={t}\n<- 400 {"error":"invalid_client"}
listrak env ¦ listrak-api-wrapper (pypi): LISTRAK_CLIENT_ID and LISTRAK_CLIENT_SECRET environment variables ¦ {u43} ¦ $ heroku config -a shop-mail | grep LISTRAK\nLISTRAK_CLIENT_ID:     q8v2m5x1k7c3z9b4\nLISTRAK_CLIENT_SECRET: {t}
kasm basic ¦ Kasm Workspaces Developer API: Authorization: Basic base64 of api_key:api_key_secret (shape assumed) ¦ {A32} ¦ $ curl -s -u 'Zq8Wm3Rk5Tn1:{t}' -X POST https://kasm.acme.io/api/public/get_users -d '{}'\n{"error_message": "Invalid API Key"}
ortto private key ¦ Ortto API (the search found nothing of its own; X-Api-Key header as remembered, shape assumed) ¦ {h64} ¦ curl -X POST https://api.ap3api.com/v1/person/merge -H 'X-Api-Key: {t}' -H 'Content-Type: application/json'\n{"error":"Unauthorized","status":401}
pagertree key ¦ PagerTree REST API (the search found nothing of its own; Bearer key as remembered, shape assumed) ¦ {A32} ¦ [2026-12-06 12:41:31] alert-bridge.ERROR POST https://api.pagertree.com/api/v4/alerts failed: 401 (Authorization: Bearer {t})
openfort secret key ¦ Openfort (the search found nothing of its own; sk_test_ keys as remembered) ¦ sk_test_{uuid} ¦ OPENFORT_PUBLISHABLE_KEY=pk_test_5a1b9c2d-3e4f-4a6b-8c7d-9e0f1a2b3c4d\nOPENFORT_SECRET_KEY={t}\n# openfort-node: 401 Invalid API key provided
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
