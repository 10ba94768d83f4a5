"""Held-out set 33: vendors no earlier set named, each looked up with the ``search`` tool —
smart-home clouds and locks, IP geolocation, status pages, offerwall ads, HomeKit bridges,
CI masters, translation servers, SMS gateways, aerial maps, IP PBXs, LMS login, freight
quoting, CI pipelines and home automation servers.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 230 other names did and were dropped, among them Coralogix, Axiom, Logtail, Lumigo,
Semaphore, AppVeyor, Drone, Travis, Codemagic, Earthly, Depot, Cirrus, Edgegap, Nitrado,
Multiplay, Beamable, Rivet, mod.io, Particle, Golioth, Notehub, Arduino, ThingsBoard, Losant,
Adafruit, Smartling, Phrase, Transifex, Weglot, POEditor, Localazy, Tolgee, Systran, Yandex,
HERE, Stadia, MapTiler, LocationIQ, OpenCage, Radar, ArcGIS, Vonage, Sinch, Bandwidth,
Infobip, MessageBird, Exotel, 46elks, SignalWire, Meilisearch, Coveo, LaunchDarkly,
ConfigCat, Flagsmith, GrowthBook, Snowflake, Dremio, Starburst, Rockset, Outbrain, Criteo,
AdRoll, ironSource, Vungle, Mintegral, Adjust, AppsFlyer, Moodle, Thinkific, Teachable,
Brightspace, Blackboard, Planning Center, Tithe.ly, Pushpay, Donorbox, Givebutter,
Blackbaud, PracticePanther, Smokeball, Ironclad, LawPay, farmOS, John Deere, ShipStation,
ShipEngine, Flexport, project44, Easyship, Hubitat, ioBroker, Node-RED, Tasmota, Ecobee,
Netatmo, Tado, Hologram, Emnify, Memsource, XTM, Weblate, Pontoon, Lingohub, Smarty,
Ipinfo, Geoapify, MapmyIndia, Kaleyra, Msg91, Textmagic, Asterisk, Sipgate, Qdrant,
Optimizely, VWO, Snowplow, Teradata, Databricks, StarRocks, Pinot, CrateDB, Tebex, Canvas,
Litmos, Sakai's neighbours Totara and Chamilo, Classy, CiviCRM, Clio, Trimble and Motive).

Looked up with the ``search`` tool (26 vendors searched; 21 pages gave the format, the
source of each is named per case): Govee (``Govee-API-Key`` header, GOVEE_API_KEY), Nuki
(``NukiWebAPI("YOUR_ACCESS_TOKEN")``; the bridge's token from ``/auth``), Sinric Pro
(``SinricPro.begin(APP_KEY, APP_SECRET)``, a UUID and a UUID-UUID secret), ipstack
(``access_key`` query parameter, ``IPSTACK_ACCESS_KEY``; ipapi's sibling docs say 32
characters), IP2Location.io (``setApiKey("YOUR_API_KEY")``), Statuspal (organization keys
start ``ok_``, user keys ``uk_``), Tapjoy (``sdkKey`` and ``secretKey``, ``Tapjoy.Connect``),
Homebridge (config.json ``bridge.pin`` ``XXX-XX-XXX`` and platforms' token / password),
Buildbot (``worker.Worker("name", "password")``, ``passwd.cfg`` with ``github_secret``),
Zanata (``~/.config/zanata.ini`` with username and key, ``--apikey``), Kannel (``group =
sendsms-user`` ``password``, ``smsc-password``, ``/cgi-bin/sendsms``), Nearmap (``apikey=``
on ``/tiles/v3``, ``NEARMAP_KEY``), 3CX (XAPI: a Client ID and an API key used as
client_secret), Yeastar P-Series (``get_token`` with the Client ID and Client Secret as
username and password, 32 characters in the example), Sakai (``POST /api/login`` with
username and password), MachShip (``MACSHIP_TOKEN=`` in .env), Screwdriver
(``SD_ACCESS_TOKEN`` from User Settings), Wyze (API Key and Key ID pair from the developer
console), FHEM (``define telnetPort telnet 7072``; its password attribute as remembered),
Grandstream UCM (an API user ``cdrapi``; challenge and md5 login as remembered). Searched and
found nothing of their own: Onomondo, Givelify, Straker, Dataddo (in
``_heldout_secrets33_vendors2.py`` with shapes remembered); GumGum's ``zone`` and
Featurevisor's datafile URL are public by design and left out. Lengths and alphabets the
pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
govee header ¦ Govee developer forum and developer-api.govee.com: --header 'Govee-API-Key: ...' (a UUID as shown masked) ¦ {uuid} ¦ $ curl -s https://developer-api.govee.com/v1/devices -H 'Govee-API-Key: {t}' -H 'accept: application/json'\n{"code":401,"message":"Invalid API Key"}
govee params ¦ Govee developer forum: requests.get(url, params={'Govee-API-Key': ...}) answered 400 ¦ {uuid} ¦ requests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://openapi.api.govee.com/router/api/v1/user/devices?Govee-API-Key={t}
nuki web token ¦ nuki-web-api (pypi): client = NukiWebAPI("YOUR_ACCESS_TOKEN") (hex, shape assumed) ¦ {h64} ¦ >>> client = NukiWebAPI("{t}")\n>>> list(client.lock_instances)\nnukiwebapi.exceptions.NukiAPIError: 401 Unauthorized (GET https://api.nuki.io/smartlock)
nuki bridge token ¦ node-red-contrib-nuki: the bridge's /auth returns { "token":"...", "success":true } (shape assumed) ¦ {l20} ¦ 2026-12-06 10:41:07 nuki-bridge: GET http://192.168.1.47:8080/lockAction?nukiId=537001233&action=2&token={t} -> 401
sinric app secret ¦ SinricPro esp8266-esp32-sdk README: #define APP_SECRET "5f36xxxx-x3x7-...-333d65xxxxxx" (two UUIDs) ¦ {uuid}-{uuid} ¦ src/main.cpp:9:20: warning: "APP_SECRET" redefined\n    9 | #define APP_SECRET "{t}"\n[SinricPro]: Websocket: error: 401 (invalid signature)
sinric app key ¦ sinricpro (pypi) example: appKey = '' # d89f1***-****-... (a UUID) ¦ {uuid} ¦ Traceback (most recent call last):\n  File "/home/pi/alexa/switch.py", line 31, in <module>\n    client = SinricPro('{t}', deviceIdArr, callbacks, enable_log=False)\nsinric._exceptions.InvalidAppKeyError: Invalid app key
ipstack access key ¦ ipstack docs (API Access Key & Authentication): append access_key=YOUR_ACCESS_KEY; ipapi docs: a 32-character hash ¦ {h32} ¦ 127.0.0.1 - - [06/Dec/2026:10:41:12 +0000] "GET /geo HTTP/1.1" 502 0 upstream: https://api.ipstack.com/203.0.113.77?access_key={t}&fields=country_code,city
ipstack env ¦ ipstack gem: Ipstack::API.new(optionals, access_key = ENV['IPSTACK_ACCESS_KEY']) ¦ {h32} ¦ $ heroku config:get IPSTACK_ACCESS_KEY -a shop-geo\n{t}\n$ heroku logs -a shop-geo | tail -1\napp[web.1]: Ipstack::API error 101: invalid_access_key
ip2location key ¦ ip2locationio (CRAN): setApiKey("YOUR_API_KEY") (upper hex as remembered) ¦ {H32} ¦ > setApiKey("{t}")\n> lookUpIP("8.8.8.8")\nError in lookUpIP("8.8.8.8") : HTTP 401: Invalid API key or insufficient credit.
statuspal org key ¦ Statuspal (nango connect guide): organization API keys start with ok_ and are shown once ¦ ok_{A40} ¦ PATCH https://statuspal.io/api/v2/status_pages/acme/incidents/99812\nAuthorization: {t}\n<- 403 {"error":"This API key is read only"}
statuspal user key ¦ Statuspal (nango connect guide): a user API key under My details starts with uk_ ¦ uk_{A40} ¦ # .github/workflows/deploy.yml\n      - name: Open maintenance window\n        env:\n          STATUSPAL_API_KEY: {t}\n        run: ./scripts/maintenance.sh start
tapjoy sdk key ¦ Tapjoy Unity quickstart: Tapjoy.Connect(sdkKey) with a per-platform SDK key (base64url, shape assumed) ¦ {u76} ¦ Tapjoy.Connect("{t}");\nUnityEngine.Debug:Log (object)\nC#: Can not send placement becuause Tapjoy has not successfully connected
tapjoy secret key ¦ Tapjoy iOS class reference: @property secretKey, the Tapjoy secret key for this application (shape assumed) ¦ {A20} ¦ 2026-12-06 10:41:19.204 Rally[8812:331] [Tapjoy] connect failed: TJC_OPTION secretKey="{t}" rejected (HTTP 403)
homebridge pin ¦ homebridge config-sample.json: "bridge": { ..., "pin": "031-45-154" } (the HomeKit setup code) ¦ {d3}-{d2}-{d3} ¦ $ sudo cat /var/lib/homebridge/config.json | jq .bridge\n{\n  "name": "Homebridge 3C1F",\n  "username": "0E:3C:1F:82:4A:90",\n  "port": 51826,\n  "pin": "{t}"\n}
homebridge platform password ¦ homebridge platform examples (gists): "platforms": [{ ..., "username": ..., "password": ... }] ¦ {p} ¦ [12/6/2026, 10:41:24 AM] [Wink] Error: login failed for {"platform":"Wink","username":"home@acme.io","password":"{t}"}
buildbot worker password ¦ Buildbot sample master.cfg: c['workers'] = [worker.Worker("example-worker", "pass")] ¦ {p} ¦ 2026-12-06 10:41:27+0000 [-] configuration update failed\n  File "/srv/bb/master/master.cfg", line 14, in <module>\n    c['workers'] = [worker.Worker("win-builder-2", "{t}", max_builds=2)]\nbuildbot.config.errors.ConfigErrors: worker name 'win-builder-2' is duplicated
buildbot github secret ¦ wxWidgets/buildbot README: passwd.cfg holds slaves = {...} and github_secret = "secret for GitHub web hook" (hex as remembered) ¦ {h40} ¦ $ cat master/passwd.cfg\nslaves = {"linux64": "see-vault"}\ngithub_secret = "{t}"
zanata ini key ¦ zanata-client docs (configuration.md): ~/.config/zanata.ini from 'Configuration [zanata.ini]' with username and key (32 hex as remembered) ¦ {h32} ¦ $ cat ~/.config/zanata.ini\n[servers]\nacme.url=https://translate.acme.io/\nacme.username=mlopez\nacme.key={t}
zanata cli apikey ¦ zanata-python-client README: --username for user name and --apikey for api key ¦ {h32} ¦ $ zanata push --url https://translate.acme.io/ --username mlopez --apikey {t} --project-version 4.2\nError: Authentication failed (401). Check your username and API key.
kannel sendsms password ¦ Kannel configs (gists): group = sendsms-user, username = ..., password = ... ¦ {p} ¦ $ grep -A3 sendsms-user /etc/kannel/kannel.conf\ngroup = sendsms-user\nusername = shopalerts\npassword = {t}\nmax-messages = 3
kannel smsc password ¦ Kannel configs (pastebin): smsc-username / smsc-password in group = smsc (SMPP) ¦ {A9} ¦ 2026-12-06 10:41:33 [1421] [6] ERROR: SMPP[SMSC01]: SMSC rejected login to transmit, code 0x0000000e (Invalid Password).\ngroup = smsc\nsmsc = smpp\nsmsc-username = 2000161944\nsmsc-password = {t}
kannel sendsms url ¦ SMS::Send::Kannel::SMSbox: /cgi-bin/sendsms on port 13013 with username and password ¦ {p} ¦ 2026-12-06 10:41:35 Receive SMS [SMSC:SMSC01] ... send-sms request: GET /cgi-bin/sendsms?username=shopalerts&password={t}&to=%2B254700111222&text=Order+88 -> 403 Authorization failed
nearmap tiles key ¦ leaflet-nearmap: https://api.nearmap.com/tiles/v3/{layer}/{z}/{x}/{y}.img?tertiary=satellite&apikey=... (shape assumed) ¦ {A48} ¦ GET https://api.nearmap.com/tiles/v3/Vert/19/462031/316472.img?tertiary=satellite&apikey={t} 403 (Forbidden)\n    at leaflet-src.js:11877
nearmap env ¦ pynearmap (pypi): "NEARMAP_KEY" -- api key in .env ¦ {A48} ¦ $ grep -n NEARMAP .env\n3:NEARMAP_KEY={t}\n4:NEARMAP_BASE_URL=https://api.nearmap.com/
3cx xapi secret ¦ 3cx-xapi-python-sdk: ThreeCXClient(base_url, client_id, client_secret); 3CX shows the API key once (shape assumed) ¦ {A32} ¦ >>> client = ThreeCXClient(base_url="https://pbx.acme.3cx.eu", client_id="900", client_secret="{t}")\nthreecx.errors.AuthenticationError: token request failed: invalid_client
3cx env ¦ 3CX-xapi-tutorial: config.ts with the PBX URL, client_id and client_secret ¦ {A32} ¦ src/config.ts\n  1 export const config = {\n  2   pbxUrl: 'https://pbx.acme.3cx.eu',\n  3   clientId: '900',\n  4   clientSecret: '{t}',\n  5 };
yeastar get token ¦ Yeastar P-Series developer guide (Get Access Token): POST /openapi/v1.0/get_token with username = Client ID and password = Client Secret (32 characters in the example) ¦ {A32} ¦ POST /openapi/v1.0/get_token HTTP/1.1\nHost: 192.168.5.150:8088\nUser-Agent: OpenAPI\n\n{"username": "UEnH9Dmv6uBJEXsYcag1trNfQThYa2Lk", "password": "{t}"}\n<- {"errcode":10004,"errmsg":"USER OR PASSWORD ERROR"}
yeastar access token ¦ Yeastar P-Series developer guide: every request carries the access token (30 minutes) ¦ {A32} ¦ WARN  pbx-sync  GET https://192.168.5.150:8088/openapi/v1.0/extension/list?access_token={t} -> errcode 10005 (ACCESS TOKEN EXPIRED)
sakai login ¦ Sakai REST API docs: POST /api/login with username and password (form encoded) ¦ {p} ¦ $ curl -s -X POST https://lms.acme.edu/api/login -d 'username=jdoe' -d 'password={t}' -c cookies.txt\n{"error":{"status":"401","message":"Invalid credentials"}}
machship token ¦ webtize/machship-sdk-v2: add MACSHIP_TOKEN= in env file (shape assumed) ¦ {u44} ¦ [2026-12-06 10:41:48] production.ERROR: MachShip authenticate failed (401) {"token":"{t}","exception":"[object] (GuzzleHttp\\Exception\\ClientException(code: 401)"}
screwdriver token ¦ sd-api README: export SD_ACCESS_TOKEN=SECRET, made under User Settings (shape assumed) ¦ {u43} ¦ $ grep SD_ ~/.zshrc\nexport SD_INSTANCE=https://api.screwdriver.cd/\nexport SD_NAMESPACE=v4\nexport SD_ACCESS_TOKEN={t}
wyze api key ¦ api-evangelist/wyze: wyze-sdk authenticates with the API Key / Key ID pair from the Wyze Developer API Console (shape assumed) ¦ {A60} ¦ >>> Client().login(email="cam@acme.io", password=os.environ["WYZE_PW"], key_id="4c1f2e0a-7b3d-4e59-9a8c-1d2e3f405162", api_key="{t}")\nwyze_sdk.errors.WyzeApiError: The server responded with an error: 1000 (API key invalid)
wyze password ¦ wyze-sdk (pypi): Client.login with email and password ¦ {p} ¦ $ WYZE_EMAIL=cam@acme.io WYZE_PASSWORD='{t}' python cams.py\nwyze_sdk.errors.WyzeApiError: 2000 (UserNameOrPasswordError)
fhem telnet password ¦ OpenWrt FHEM guide: define telnetPort telnet 7072 (the password attribute as remembered) ¦ {p} ¦ $ grep -n telnetPort /opt/fhem/fhem.cfg\n12:define telnetPort telnet 7072 global\n13:attr telnetPort password {t}\n2026.12.06 10:41:55 1: telnetPort: login failed from 192.168.1.20
grandstream ucm login ¦ somestuff-ucmstuff (pypi): the UCM6204 HTTPS API user (e.g. cdrapi); challenge then md5 token (as remembered) ¦ {p} ¦ ucm6204 --host 192.168.1.3 --api-user cdrapi --api-password '{t}' cdr --since today\nucm6204_api.UCMError: login failed (status -37: wrong account or password)
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
