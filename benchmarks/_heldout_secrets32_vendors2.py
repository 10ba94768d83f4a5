"""Held-out set 32: more vendors no earlier set named, in shapes remembered (not looked up;
lengths and alphabets are "shape assumed") — translation agencies and CAT servers, corporate
LMS, giving platforms, court data, freight and forwarding, farm records, deployment and
uptime services, serverless tracing, game backends and server hosts, industrial IoT and
historians, smart-home hubs and routers, cellular gateways and AV control.

Each name was grepped for like those of ``_heldout_secrets32_vendors.py`` (none matched).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
wordbee api key ¦ Wordbee Translator API: an account id and an API key exchanged for a token at /api/auth/token ¦ {h32} ¦ POST https://td.eu.wordbee-translator.com/api/auth/token\n{"accountid":"acmeloc","key":"{t}"}\n<- 401 {"error":"Invalid account or key"}
textmaster secret ¦ TextMaster API: an API key and an API secret signing each request (APIKEY, DATE, SIGNATURE headers) ¦ {A40} ¦ # config/textmaster.yml\nproduction:\n  api_key: "rL4q8XzT2mVb"\n  api_secret: "{t}"\n  sandbox: false
ispring client secret ¦ iSpring Learn REST API: client id and client secret for an OAuth token ¦ {A32} ¦ ispring_sync  | POST https://api-learn.ispringlearn.com/api/v3/token client_id=9c2f41e0 client_secret={t} grant_type=client_credentials\nispring_sync  | 401 invalid_client
givelively token ¦ Give Lively API: a bearer access token ¦ {A43} ¦ GiveLively::Unauthorized (401): {"errors":["Invalid access token"]}\n  request: GET https://api.givelively.org/v1/donations?page=1\n  Authorization: Bearer {t}
unicourt client secret ¦ UniCourt API: clientId and clientSecret posted to /generateNewToken for an accessToken ¦ {A48} ¦ $ curl -s https://enterpriseapi.unicourt.com/generateNewToken -H 'Content-Type: application/json' -d '{"clientId":"uc-acme-lit","clientSecret":"{t}"}'\n{"status":"FAILURE","message":"Invalid clientId or clientSecret"}
unicourt access token ¦ UniCourt API: the accessToken passed as a query parameter ¦ {A40} ¦ 2026-12-06 10:16:01 ERROR courtdata: 401 GET https://enterpriseapi.unicourt.com/caseSearch?q=acme&accessToken={t}
shipwell token ¦ Shipwell API: an API token in the Authorization header ¦ {h40} ¦ [shipwell] POST https://api.shipwell.com/v2/shipments/ 401\n  headers: {"Authorization": "Token {t}", "Content-Type": "application/json"}
magaya password ¦ Magaya CS API (SOAP): StartSession with a user and password returns an access key ¦ {p} ¦ <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n  <soap:Body>\n    <StartSession xmlns="urn:CSSoapService">\n      <user>edi-bot</user>\n      <pass>{t}</pass>\n    </StartSession>\n  </soap:Body>\n</soap:Envelope>\n-> no_access (user or password invalid)
farmlogs token ¦ FarmLogs integration: an access token in a .env ¦ {u40} ¦ FARMLOGS_API_BASE=https://api.farmlogs.com/v2\nFARMLOGS_ACCESS_TOKEN={t}\nFARMLOGS_FARM_ID=88213
flightcontrol key ¦ Flightcontrol API: an API key for deploy triggers ¦ fc_{A40} ¦ - name: Deploy\n  run: curl -fsS -X POST https://api.flightcontrol.dev/v1/projects/clx9k/deploy -H "Authorization: Bearer {t}"\ncurl: (22) The requested URL returned error: 401
hund api key ¦ Hund.io status page API: an API key as a Basic user name ¦ {h32} ¦ $ curl -su {t}: https://acme.hund.io/api/v1/components\n{"error":"unauthorized"}
pulsetic token ¦ Pulsetic API: an API token in the Authorization header ¦ {A48} ¦ GET https://api.pulsetic.com/api/public/monitors\nAuthorization: {t}\n<- 401 Unauthenticated.
wormly key ¦ Wormly API: a key parameter on every command ¦ {U24} ¦ https://api.wormly.com/?key={t}&response=json&cmd=getHostStatus&hostid=41552 -> {"errorcode":2,"errormsg":"Invalid API key"}
phare token ¦ Phare.io uptime API: a bearer token ¦ phc_{A40} ¦ error: Phare API 401 on PATCH /uptime/monitors/311\n  at PhareClient.request (src/phare.ts:48:13)\n  token: {t}
pandora fms apipass ¦ Pandora FMS api.php: apipass plus user and pass parameters ¦ {p} ¦ GET /pandora_console/include/api.php?op=get&op2=all_agents&return_type=csv&apipass=1234&user=admin&pass={t} HTTP/1.1" 200 25 "auth error"
epsagon token ¦ Epsagon: EPSAGON_TOKEN (a UUID) in the function's environment ¦ {uuid} ¦ $ aws lambda get-function-configuration --function-name orders-api --query Environment\n{\n    "Variables": {\n        "EPSAGON_TOKEN": "{t}",\n        "EPSAGON_APP_NAME": "orders"\n    }\n}
thundra key ¦ Thundra: THUNDRA_APIKEY in serverless.yml ¦ {uuid} ¦ provider:\n  environment:\n    thundra_apiKey: {t}\n    thundra_agent_lambda_debug_enable: false\n# Thundra: could not report: 403 invalid api key
aspecto token ¦ Aspecto: ASPECTO_AUTH (a UUID) for its OpenTelemetry distribution ¦ {uuid} ¦ node -r @aspecto/opentelemetry/auto-instrument server.js\n[aspecto] ASPECTO_AUTH={t} rejected by collector.aspecto.io (401)
gamebase secret key ¦ NHN Gamebase server API: the X-Secret-Key header ¦ {A16} ¦ POST https://api-gamebase.nhncloudservice.com/tcgb-member/v1.3/apps/Kx3pL9qR/members/ban\nX-Secret-Key: {t}\n<- {"header":{"isSuccessful":false,"resultCode":-4010001,"resultMessage":"invalid secret key"}}
hiro api key ¦ Hiro Systems Stacks API: an x-api-key header (32 hex) ¦ {h32} ¦ $ curl -s https://api.hiro.so/extended/v1/status -H 'x-api-key: {t}'\n{"error":"Invalid API key"}
gportal rcon ¦ a G-PORTAL game server's RCON password in its server.cfg ¦ {p} ¦ // server.cfg (G-PORTAL, Rust)\nserver.hostname "Acme EU 2x"\nrcon.password "{t}"\nrcon.web 1
shockbyte sftp ¦ a Shockbyte server's SFTP login in an FTP client config ¦ {p} ¦ <Server>\n  <Host>node-42.shockbyte.com</Host>\n  <Port>2022</Port>\n  <User>acme.8f21c9</User>\n  <Pass>{t}</Pass>\n</Server>
kaa client secret ¦ Kaa IoT platform: an OAuth client secret for its REST API ¦ {A32} ¦ kaa:\n  auth:\n    token-url: https://cloud.kaaiot.com/auth/realms/acme/protocol/openid-connect/token\n    client-id: kaa-rest-api\n    client-secret: {t}
bosch iot secret ¦ Bosch IoT Suite: a client secret for its OAuth token endpoint ¦ {A40} ¦ Get-BoschToken : 401 (invalid_client)\nAt line:1 char:1\n+ Get-BoschToken -ClientId 'a3f1c2d4-acme' -ClientSecret '{t}' -Scope 'service:iot-hub-prod:acme'
litmus edge token ¦ Litmus Edge: an API token for its device management API ¦ {A64} ¦ litmus-edge-cli --host https://10.20.0.5 --token {t} devices list\nError: 401 Unauthorized
canary api token ¦ Canary Labs historian: an API token for its Views web API ¦ {uuid} ¦ $ curl -s 'https://canary.plant1.acme.io:55236/api/v2/getTagData?apiToken={t}&tags=Line1.Temp'\n{"statusCode":"BadUserToken"}
highbyte key ¦ HighByte Intelligence Hub: an API key for its REST data server ¦ {A36} ¦ [HighByte] 2026-12-06T10:17:44Z WARN REST client 'mes-sync' got 401 from /data/v1/pipelines\n  X-API-KEY={t}
meross password ¦ meross_iot (Python): MerossHttpClient.async_from_user_password(email, password) ¦ {p} ¦ await MerossHttpClient.async_from_user_password(api_base_url="https://iotx-eu.meross.com", email="home@acme.io", password="{t}")\nmeross_iot.model.http.exception.BadLoginException: Wrong email or password
openhab token ¦ openHAB 3+: API tokens shown once, starting oh.<name>. ¦ oh.ci.{A64} ¦ $ curl -s -H 'Authorization: Bearer {t}' http://openhab.local:8080/rest/items\n{"error":{"message":"Authentication required","http-code":401}}
iobroker admin ¦ ioBroker: the admin user's password set with iobroker passwd ¦ {p} ¦ $ iobroker passwd admin --password '{t}'\nPassword for "admin" was successfully set.
crestron xio key ¦ Crestron XiO Cloud API: XiO-subscription-key header ¦ {h32} ¦ GET https://api.crestron.io/api/v1/device/accountid/4f1c/devices\nXiO-subscription-key: {t}\n<- 401 Access denied due to invalid subscription key.
omada client secret ¦ TP-Link Omada Open API: client id and client secret for an access token ¦ {h32} ¦ POST https://euw1-omada-northbound.tplinkcloud.com/openapi/authorize/token?grant_type=client_credentials\n{"omadacId":"7c1e5f0d8a3b","client_id":"2a9f7e1c3b5d","client_secret":"{t}"}\n<- {"errorCode":-44106,"msg":"The client id or client secret is invalid."}
airvantage secret ¦ Sierra Wireless AirVantage: client id and secret for an OAuth token ¦ {h32} ¦ GET https://eu.airvantage.net/api/oauth/token?grant_type=password&username=ops%40acme.io&password=(hidden)&client_id=8c1f2a&client_secret={t}\n<- 400 {"error":"invalid_client"}
digi rm password ¦ Digi Remote Manager: Basic auth to its v1 API ¦ {p} ¦ >>> requests.get("https://remotemanager.digi.com/ws/v1/devices/inventory", auth=("acme-ops", "{t}"))\n<Response [401]>
montastic key ¦ Montastic API: an X-API-KEY header on its checkpoints endpoint ¦ {h40} ¦ $ curl -s -H 'X-API-KEY: {t}' -H 'Accept: application/json' https://api1.montastic.com/checkpoints\n{"error":"Invalid API key"}
host tracker password ¦ Host-tracker API: a login and password posted for a ticket ¦ {p} ¦ POST https://api1.host-tracker.com/users/token\n{"login":"ops@acme.io","password":"{t}"}\n<- 401 {"code":"InvalidCredentials"}
dotcom monitor uid ¦ Dotcom-Monitor API: a UID (an integration key, a GUID) posted to /login ¦ {uuid} ¦ dm-sync | POST https://api.dotcom-monitor.com/config_api_v1/login {"UID":"{t}"}\ndm-sync | 401 {"Success":false,"ErrorDescription":"Invalid UID"}
gladys api key ¦ Gladys Assistant: an API key for its gateway ¦ {A40} ¦ $ curl -s http://gladys.local/api/v1/device -H 'api_key: {t}'\n{"status":401,"code":"UNAUTHORIZED"}
ezlo token ¦ Ezlo hub: a token from its cloud login used on the local websocket ¦ {A64} ¦ ws://192.168.1.52:17000 ← {"method":"hub.offline.login.ui","params":{"user":"home","token":"{t}"}}\n→ {"error":{"code":-32500,"message":"Token is invalid"}}
control4 password ¦ Control4: the Director account password in a driver config ¦ {p} ¦ <config>\n  <director ip="192.168.1.20" user="root" password="{t}"/>\n</config>\n[DriverWorks] login to Director failed: 401
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="cause"),
        *v.table("vendor", "\n".join(rows[half:]), raises="note"),
    ]
