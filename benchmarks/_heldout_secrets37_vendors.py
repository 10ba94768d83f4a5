"""Held-out set 37: vendors named A to M that no earlier set named, each looked up with the
``search`` tool (corpus ``docs``) — weather-station clouds, ad servers, video encoding, SaaS
metrics, sales CRMs, help desks, email marketing, expense reports, door access, deploy
platforms, data notebooks, BI workspaces, blockchain analytics, AI video, media APIs, ERPs,
smart-meter data, smart locks, smart-home hubs and whiteboards.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 120 other A-to-M names did and were dropped, among them Aiven, Ably, Appwrite,
Buildkite, Bugsnag, Cloudsmith, Contentful, Doppler, Fauna, Gitpod, Honeycomb, Hasura,
Intercom, JFrog, Keygen, Kinde, Linear, Mapbox, Mux, Mailgun, Checkly, Cronitor, Lokalise,
Crowdin, DeepL, Geocodio, Algolia, Flipt, DevCycle, ClickHouse, Firebolt, Braze, Moodle,
Docebo, Bloomerang, Clio, Filevine, Agworld, AfterShip, EasyPost, Blynk, Datacake, LIFX,
Govee, Bitrise, Codefresh, Coolify, Airbyte, Hightouch, Fivetran, Metabase, Lightdash, Brevo,
Klaviyo, Mixpanel, Mollie, Loggly, Lob, Mailjet, Mattermost, Jotform, Kajabi and Hypixel).

Looked up with the ``search`` tool (25 searches; 23 pages gave the credential's name, place
or example, the source named per case; Kapwing and EcoFlow gave nothing of their own and are
left out): Ecowitt (API key and application key in ecowitt2aprs' config.yaml), Ambient
Weather (``applicationKey`` and ``apiKey``; ``AMBIENT_API_KEY`` / ``AMBIENT_APPLICATION_KEY``
in ambient_api's README; ``API("<APP KEY>", "<API KEY>")`` in aioambient), AdButler (a
secret API key from Settings → API Settings, "do not base64-encode it"), Bitmovin
(``BitmovinApi(api_key=...)``, ``new BitmovinApi({apiKey})``), ChartMogul
(``chartmogul.Config('api_key')``, ``CHARTMOGUL_API_KEY``; the Kill Bill plugin's
``account_token`` and ``secret_key``), Close (the API key as the Basic user with an empty
password, ``curl -u yourapikey:``), Deskpro (a user token ``857103:6X62…`` of a person id and
26 upper-case characters), Dotdigital (an API user's email and password), Emarsys (X-WSSE
from a user name and secret), Expensify (``partnerUserID`` and ``partnerUserSecret``),
Moosend (``apikey`` in the query string of every request), Kisi (an API key from My Account
→ API), Cloud 66 (a personal access token, Infisical's app connection ``accessToken``),
Deepnote (an Environment variables integration; API key for notebook runs), Mode (an API
token and its secret, ``castor-extract-mode -t -s``), Flipside (the SDK's API key), HeyGen
(``X-Api-Key``, ``HEYGEN_API_KEY``), Dolby.io (``APP_KEY``/``APP_SECRET``, ``communications
auth -k -s``, ``VITE_CONSUMER_SECRET``), Acumatica (connected application client ID
``GUID@Tenant`` and shared secret), Glowmarkt (an ``applicationId`` header with a Bright
username and password), igloohome (``Auth(client_id=..., client_secret=...)``), Aqara
(``AQARA_APP_ID``, ``AQARA_KEY_ID``, ``AQARA_APP_KEY``, an access token) and Mural (a Client
secret of 128 hex digits in the docs' example, ``MURAL_CLIENT_SECRET``). Lengths and
alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
ecowitt config yaml ¦ ecowitt2aprs (pypi): Ecowitt API and App keys in config.yaml (upper hex and a UUID, shape assumed) ¦ {H32} ¦ $ cat ~/.config/ecowitt2aprs/config.yaml\necowitt:\n  application_key: {t}\n  api_key: 5f1d0c3e-7a2b-4c9d-8e6f-0a1b2c3d4e5f\n  mac: "48:3F:DA:54:2C:11"
ecowitt api key url ¦ ecowitt2aprs: the API key sent with the station's MAC to the real-time endpoint (UUID, shape assumed) ¦ {uuid} ¦ WARNING ecowitt2aprs: GET https://api.ecowitt.net/api/v3/device/real_time?application_key=<redacted>&api_key={t}&mac=48:3F:DA:54:2C:11 -> code 40010 (illegal api_key)
ambient env ¦ avryhof/ambient_api README: AMBIENT_API_KEY='your-api-key-here' (64 hex, shape assumed) ¦ {h64} ¦ $ grep AMBIENT .env\nAMBIENT_ENDPOINT=https://api.ambientweather.net/v1\nAMBIENT_API_KEY='{t}'\nAMBIENT_APPLICATION_KEY=''
ambient aioambient ¦ aioambient (pypi): api = API("<YOUR APPLICATION KEY>", "<YOUR API KEY>") ¦ {h64} ¦ Traceback (most recent call last):\n  File "/srv/wx/poll.py", line 14, in main\n    api = API("{t}", os.environ["AMBIENT_API_KEY"])\naioambient.errors.RequestError: Error requesting data from https://rt.ambientweather.net/v1/devices: 401, message='Unauthorized'
adbutler basic ¦ unified.to AdButler integration: a secret API key from Settings > API Settings, pasted as shown (not base64-encoded); 32 hex, shape assumed ¦ {h32} ¦ $ curl -s https://api.adbutler.com/v2/advertisers -H 'Authorization: Basic {t}'\n{"object":"error","code":401,"message":"Invalid API key"}
adbutler php ¦ unified.to AdButler integration: the API key from API Settings (shape assumed), in a PHP config ¦ {h32} ¦ PHP Fatal error:  Uncaught AdButler\\Error\\APIException: 403 Forbidden in /var/www/ads/vendor/adbutler/src/Client.php:88\n#0 /var/www/ads/config.php(6): AdButler\\API::init(array('api_key' => '{t}'))
bitmovin python ¦ bitmovin-api-sdk-python README: BitmovinApi(api_key='<YOUR_API_KEY>') (a UUID, shape assumed) ¦ {uuid} ¦ >>> bitmovin_api = BitmovinApi(api_key='{t}', tenant_org_id=None)\n>>> bitmovin_api.encoding.encodings.list()\nbitmovin_api_sdk.common.bitmovin_error.BitmovinError: 401 Unauthorized (errorCode 1000: Invalid API key)
bitmovin header ¦ Bitmovin getting started: every request to https://api.bitmovin.com/v1/ carries the API key (X-Api-Key header) ¦ {uuid} ¦ > GET /v1/encoding/encodings?limit=25 HTTP/2\n> Host: api.bitmovin.com\n> X-Api-Key: {t}\n> X-Api-Client: bitmovin-api-sdk-javascript\n< HTTP/2 401
chartmogul config ¦ chartmogul-python README: config = chartmogul.Config('api_key') (hex, shape assumed) ¦ {h32} ¦ >>> config = chartmogul.Config('{t}', request_timeout=10)\n>>> chartmogul.Ping.ping(config).get()\nchartmogul.errors.APIError: {"code":401,"message":"No valid API key provided"}
chartmogul killbill ¦ killbill-chartmogul-plugin README: :chartmogul: :account_token: ... :secret_key: ... uploaded as plugin config ¦ {h32} ¦ $ curl -v -X POST -u admin:password -H 'X-Killbill-ApiKey: bob' -H 'Content-Type: text/plain' -d ':chartmogul:\n  :account_token: 6c3f0a1e\n  :secret_key: {t}' http://127.0.0.1:8080/1.0/kb/tenants/uploadPluginConfig/killbill-chartmogul
close basic ¦ Close API docs (api-key-authentication): curl -u yourapikey: (the key as user, empty password); api_ prefix as remembered ¦ api_{A22}.{A22} ¦ $ curl -sS https://api.close.com/api/v1/me/ -u {t}:\n{"error": "Unauthorized: invalid API key"}
close node ¦ closecrm-node wiki: new Closecom(process.env.CLOSE_API_KEY) ¦ api_{A22}.{A22} ¦ [sync-leads] 2026-12-06T13:14:02Z error Closecom(apiKey="{t}") GET /api/v1/lead/?_limit=100 -> 401
deskpro token ¦ gist broestls/3067d119: the token field is "857103:6X62QSZ4WGZ3X4Z8Y7KH697JBY" (person id, colon, 26 upper alnum) ¦ 36{d4}:{U26} ¦ $ curl -s https://helpdesk.acme.io/api/v2/tickets -H 'Authorization: token {t}'\n{"status":401,"code":"invalid_auth","message":"The token is invalid or has expired"}
deskpro json ¦ gist broestls/3067d119: the QR link returns {"data": {"person_id": ..., "token": "..."}} ¦ {U26} ¦ $ cat deskpro-token.json | jq .data\n{\n  "person_id": 363442,\n  "token": "363442:{t}",\n  "discover": {"helpdesk_url": "https://helpdesk.acme.io/"}\n}
dotdigital basic ¦ Solspace Freeform Dotdigital guide: the API user email and the password you chose for it ¦ {p} ¦ $ curl -s -u 'apiuser-8f2a1c9b44@apiconnector.com:{t}' https://r1-api.dotdigital.com/v2/account-info\n{"message":"Authorization has been denied for this request."}
emarsys wsse ¦ emarsysauthenticator (pypi): ea.create_xwsse_header(user_name, user_secret) (shape assumed) ¦ {A20} ¦ >>> xwsse_header = ea.create_xwsse_header('acme003', '{t}')\n>>> requests.get('https://api.emarsys.net/api/v2/email', headers=xwsse_header).json()\n{'replyCode': 1, 'replyText': 'Unauthorized', 'data': ''}
emarsys ini ¦ datavirtuality Emarsys credentials: USERNAME and SECRET for the API connector ¦ {A20} ¦ [emarsys_src]\nurl = https://suite7.emarsys.net/api/v2\nusername = acme003\nsecret = {t}\nexport_language = en
expensify job ¦ Expensify Integration Server getting started: a partnerUserID and partnerUserSecret pair (hex as remembered) ¦ {h40} ¦ POST https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations\nrequestJobDescription={"type":"file","credentials":{"partnerUserID":"aa_ops_acme_io","partnerUserSecret":"{t}"},"onReceive":{"immediateResponse":["returnRandomFileName"]}}\n-> {"responseCode":410,"responseMessage":"Invalid credentials"}
moosend query ¦ Moosend API Blueprint: the API key must always be in the query string, ?apikey=YOUR_API_KEY (a UUID, shape assumed) ¦ {uuid} ¦ 10.0.4.17 - - [06/Dec/2026:13:14:20 +0000] "GET /v3/lists.json?apikey={t}&WithStatistics=true HTTP/1.1" 401 61 "-" "newsletter-sync/2.3"
kisi header ¦ Airbyte Kisi source: API key from My Account > API > Add API key (hex, shape assumed; KISI-LOGIN scheme as remembered) ¦ {h32} ¦ POST https://api.kisi.io/locks/1184/unlock\nAuthorization: KISI-LOGIN {t}\n<- 401 {"code":"unauthorized","message":"Invalid API key"}
cloud66 token ¦ Infisical Cloud 66 app connection: credentials.accessToken (64 hex, shape assumed) ¦ {h64} ¦ $ curl -s https://app.cloud66.com/api/3/stacks -H 'Authorization: Bearer {t}'\n{"error":"invalid_token","error_description":"The access token is invalid"}
deepnote env ¦ Deepnote docs (environment variables): an Environment variables integration, read with os.environ.get ¦ {A40} ¦ In [3]: os.environ.get("DEEPNOTE_API_KEY")\nOut[3]: '{t}'\nIn [4]: requests.post(f"https://api.deepnote.com/v1/projects/{pid}/notebooks/{nid}/execute", headers=h).status_code\nOut[4]: 403
mode castor ¦ coalesce castor-extractor Mode Analytics: -t the token value, -s the password value of the API token ¦ {h32} ¦ $ castor-extract-mode -H https://app.mode.com -w acme -t 4b9e2c71d0a3 -s {t} -o /tmp/catalog\nERROR - Authentication failed: 401 Client Error: Unauthorized for url: https://app.mode.com/api/acme
flipside sdk ¦ flipside (pypi) SDK: Flipside("<YOUR_API_KEY>", "https://api-v2.flipsidecrypto.xyz") (a UUID, shape assumed) ¦ {uuid} ¦ >>> flipside = Flipside("{t}", "https://api-v2.flipsidecrypto.xyz")\n>>> flipside.query("select 1")\nflipside.errors.api_error.ApiError: UNAUTHORIZED: invalid api key
heygen header ¦ HeyGen docs (API key): curl -H "X-Api-Key: $HEYGEN_API_KEY" https://api.heygen.com (base64, shape assumed) ¦ {b56} ¦ $ curl -s https://api.heygen.com/v1/user/me -H "X-Api-Key: {t}"\n{"code":400112,"message":"Unauthorized"}
dolby cli ¦ dolbyio-rest-apis-cli (pypi): communications auth -k "APP_KEY" -s "APP_SECRET" (base64url, shape assumed) ¦ {u44} ¦ $ communications auth -k "q3Jd9V0aZx7oN2pLw1eHcA==" -s "{t}" --api --output json\nError: 401 Unauthorized - invalid_client
dolby vite env ¦ dolbyio-samples media-app-web-solidjs: VITE_CONSUMER_KEY / VITE_CONSUMER_SECRET saved as .env ¦ {u44} ¦ $ cat .env\nVITE_CONSUMER_KEY=q3Jd9V0aZx7oN2pLw1eHcA==\nVITE_CONSUMER_SECRET={t}
acumatica ropc ¦ Nango Acumatica guide: client ID GUID@Tenant and a shared secret from Connected Applications (SM303010) ¦ {u22} ¦ POST /identity/connect/token HTTP/1.1\nHost: erp.acme.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&client_id=88358B02-A48D-A50E-F710-39C1636C30F6%40AcmeCo&client_secret={t}&username=api.sync&password=see-vault&scope=api\n<- 400 {"error":"invalid_client"}
glowmarkt auth ¦ Glowmarkt API (gist Node-RED flow): POST /api/v0-1/auth with an applicationId header and the Bright username and password ¦ {p} ¦ [GlowAPI] POST https://api.glowmarkt.com/api/v0-1/auth headers={"applicationId":"b0f1b774-a586-4f72-9edd-27ead8aa7a8d"} body={"username":"meter@acme.io","password":"{t}"} -> 401 {"valid":false}
igloohome auth ¦ igloohome-api (pypi): Auth(client_id="<client_id>", client_secret="<client_secret>", session=session) ¦ {A48} ¦ Logger: homeassistant.components.igloohome\nError setting up entry Front door\n  auth = Auth(client_id="3n1k0e7qz0b2", client_secret="{t}", session=session)\nigloohome_api.AuthException: 401 invalid_client
aqara env ¦ aqara_python_sdk (pypi): AppID, AppKey and KeyID from the Aqara developer console in AQARA_APP_ID / AQARA_APP_KEY / AQARA_KEY_ID ¦ {l32} ¦ $ env | grep AQARA\nAQARA_APP_ID=1142083928467431424a6b2c\nAQARA_KEY_ID=K.1142083928475820032\nAQARA_APP_KEY={t}
aqara token ¦ aqara_python_sdk: token_res['accessToken'] after get_token(code) (hex as remembered) ¦ {h32} ¦ Token: {t}\nTraceback (most recent call last):\n  File "lights.py", line 22, in <module>\n    client.get_all_devices()\naqara_python_sdk.exception.AqaraException: 108 token is invalid
mural secret ¦ Mural developers (App credentials): the Client secret example is 128 hex digits, shown once ¦ {h128} ¦ $ cat .env\nMURAL_CLIENT_ID=d1c72afc39d2-4218-7ef4-6e56-cd4c8e04\nMURAL_CLIENT_SECRET={t}\nMURAL_REDIRECT_URI=http://localhost:3000/callback
ecowitt curl ¦ ecowitt2aprs: the application key and API key on the real-time query (upper hex application key, shape assumed) ¦ {H32} ¦ $ curl -s 'https://api.ecowitt.net/api/v3/device/real_time?application_key={t}&api_key=<api key>&mac=48:3F:DA:54:2C:11&call_back=all'\n{"code":40000,"msg":"illegal application_key"}
bitmovin js ¦ @bitmovin/api-sdk README: new BitmovinApi({apiKey: '<YOUR_API_KEY>'}) ¦ {uuid} ¦ /srv/encoder/index.js:4\nconst bitmovinApi = new BitmovinApi({apiKey: '{t}'});\nBitmovinError: Unauthorized (401) at ResponseHandler.handle (node_modules/@bitmovin/api-sdk/dist/common/RestClient.js:88:19)
chartmogul node ¦ chartmogul-node README: new ChartMogul.Config(process.env.CHARTMOGUL_API_KEY) ¦ {h32} ¦ $ CHARTMOGUL_API_KEY={t} node sync.js\nChartMogulError: 401 Unauthorized (GET /v1/ping)
moosend php ¦ Moosend API Blueprint: apikey as a query parameter on every URL (UUID, shape assumed), in a PHP config ¦ {uuid} ¦ <?php\nreturn [\n    'moosend' => [\n        'apikey' => '{t}',\n        'list_id' => '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',\n    ],\n];
heygen env ¦ HeyGen docs (API key): HEYGEN_API_KEY=your-api-key-here in .env ¦ {b56} ¦ $ cat .env.local\nHEYGEN_API_KEY={t}\nNEXT_PUBLIC_AVATAR=Daisy
mode env ¦ coalesce castor-extractor Mode Analytics: CASTOR_MODE_ANALYTICS_* environment variables for host, workspace, token and secret ¦ {h32} ¦ $ env | grep CASTOR_MODE\nCASTOR_MODE_ANALYTICS_HOST=https://app.mode.com\nCASTOR_MODE_ANALYTICS_WORKSPACE=acme\nCASTOR_MODE_ANALYTICS_TOKEN=4b9e2c71d0a3\nCASTOR_MODE_ANALYTICS_SECRET={t}
dolby csharp ¦ DolbyIO.Rest (nuget): const string APP_SECRET = "app_secret"; GetApiAccessTokenAsync(APP_KEY, APP_SECRET) ¦ {u44} ¦ Unhandled exception. DolbyIO.Rest.HttpException: 401 invalid_client\n   at Program.<Main>$(String[] args) in /src/Jobs/Program.cs:line 9\n// Program.cs:7  const string APP_SECRET = "{t}";
glowmarkt nodered ¦ Glowmarkt Node-RED flow (gist): msg.payload['password'] = "YourBrightLoginPassword" in a function node ¦ {p} ¦ [{"id":"c33faa35432304fa","type":"function","name":"set payload and headers","func":"msg.headers['applicationId'] = \"b0f1b774-a586-4f72-9edd-27ead8aa7a8d\";\nmsg.payload['username'] = \"meter@acme.io\";\nmsg.payload['password'] = \"{t}\";\nreturn msg;"}]
mural python ¦ Mural Python example: client_secret = 'YOUR_CLIENT_SECRET' in an OAuth2Session script ¦ {h128} ¦ oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) Client authentication failed\n  File "murals.py", line 31, in <module>\n    token = mural.fetch_token(token_url, client_secret='{t}', authorization_response=auth_response)
emarsys node ¦ node-emarsys (npm): new Emarsys('username', 'password') builds the WSSE header ¦ {A20} ¦ (node:4412) UnhandledPromiseRejectionWarning: Error: Emarsys request failed: 401 Unauthorized\n    at new Emarsys('acme003', '{t}') (/srv/crm/emarsys.js:3:13)
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
