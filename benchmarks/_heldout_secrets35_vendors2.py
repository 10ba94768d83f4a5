"""Held-out set 35: more vendors no earlier set named (names I to Q) — business directories,
AI site search, IP geolocation, endpoint and device management, PaaS, low-code platforms,
time-series alerting, sales dialers, web game portals, conversational AI, API testing,
warehouse management, e-commerce search, self-hosted newsletters, contextual ads, feature
flags, satellite IoT, native ads, last-mile delivery, SIP telephony, precision agriculture,
crypto on-ramps, business phones, IoT platforms, host intrusion detection, cloud security,
search merchandising, audience measurement, same-day couriers and game tunnels.

Each name was grepped for like those of ``_heldout_secrets35_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
infobel key ¦ Infobel Pro API (as remembered): a token from POST /api/token with username and password (shape assumed) ¦ {u40} ¦ POST https://api.infobelpro.com/api/token\nusername=acme-data&password=see-vault\n<- 200 {"access_token":"{t}","token_type":"bearer","expires_in":86399}
inkeep key ¦ Inkeep (as remembered): INKEEP_API_KEY for the chat completions endpoint (shape assumed) ¦ {A48} ¦ docs-site:build: Error: Inkeep widget config: apiKey "{t}" was rejected (401) for integration 4f1a9c
ipify geo key ¦ ipify geolocation API (as remembered): apiKey=at_... in the query string ¦ at_{A29} ¦ 2026-12-06T12:42:01Z WARN geo: GET https://geo.ipify.org/api/v2/country?apiKey={t}&ipAddress=8.8.8.8 -> 403 Access restricted
ip-api pro key ¦ ip-api pro (as remembered): https://pro.ip-api.com/json/{ip}?key=... (alnum, shape assumed) ¦ {A15} ¦ [geo] fetch failed: https://pro.ip-api.com/json/24.48.0.1?key={t}&fields=status,message,country\n{"status":"fail","message":"invalid key"}
ivanti epmm ¦ Ivanti EPMM (MobileIron Core) API (as remembered): HTTP basic auth with an admin API user ¦ {p} ¦ $ curl -k -u 'api_sync:{t}' https://mdm.acme.io/api/v2/devices?adminDeviceSpaceId=1\nHTTP Status 401 – Unauthorized
jelastic session ¦ Jelastic (Virtuozzo Application Platform) API (as remembered): a personal access token passed as session= (hex, shape assumed) ¦ {h40} ¦ $ curl 'https://app.jelastic.acme.cloud/1.0/environment/control/rest/getenvs?session={t}'\n{"result":702,"error":"session [{t}] is invalid"}
joget api key ¦ Joget DX API (as remembered): api_id and api_key headers for the API Builder ¦ {h32} ¦ GET /jw/api/form/leave/list HTTP/1.1\napi_id: API-7b3e1c2a-9d4f\napi_key: {t}\n<- 401 {"message":"Invalid API Key"}
kapacitor influx ¦ Kapacitor kapacitor.conf (as remembered): [[influxdb]] username and password ¦ {p} ¦ $ sed -n '/\[\[influxdb\]\]/,/^$/p' /etc/kapacitor/kapacitor.conf\n[[influxdb]]\n  enabled = true\n  urls = ["http://influx.internal:8086"]\n  username = "kapacitor"\n  password = "{t}"
kixie api key ¦ Kixie power dialer API (as remembered): apikey and businessid in the JSON body (shape assumed) ¦ {A40} ¦ POST https://apig.kixie.com/itn/v1/app/event?apikey={t}&businessid=11934\n<- {"success":false,"message":"invalid api key"}
kongregate api key ¦ Kongregate server API (as remembered): api_key with user_id and game_auth_token for authenticate.json (uuid, shape assumed) ¦ {uuid} ¦ GET https://api.kongregate.com/api/authenticate.json?user_id=1887714&game_auth_token=4c7e2b1a90d3&api_key={t}\n{"success":false,"error":403,"error_description":"Invalid API key"}
kore ai client secret ¦ Kore.ai (as remembered): a bot's client ID and client secret used to sign a JWT (base64, shape assumed) ¦ {b44} ¦ # kore-bot.properties\nkore.clientId=cs-4f9e2a71-03bd-5c1e-9a8f-61d2b7e0c4a3\nkore.clientSecret={t}\n# jwt grant failed: 401 invalid signature
loadmill token ¦ Loadmill CI (as remembered): LOADMILL_API_TOKEN in CI and the loadmill CLI's --token (hex, shape assumed) ¦ {h40} ¦ $ npx loadmill --test-suite 6f2d1a --token {t} --wait\nLoadmill API error: 401 Unauthorized
logiwa bearer ¦ Logiwa WMS API (as remembered): a bearer token from /api/Token with e-mail and password (shape assumed) ¦ {u86} ¦ logiwa-sync  | POST https://myapi.logiwa.com/en/api/IntegrationApi/WarehouseOrderSearch 401\nlogiwa-sync  | request headers: {"Authorization":"Bearer {t}","Content-Type":"application/json"}
loop54 key ¦ Loop54 search API (as remembered): Loop54-key header on requests to the engine (shape assumed) ¦ {h32} ¦ POST https://acme.54proxy.com/search\nLoop54-key: {t}\nLoop54-user-id: 8f2c41\n<- 401 {"code":"invalid_api_key"}
mailtrain token ¦ Mailtrain (as remembered): access_token query parameter from the API settings page (hex) ¦ {h40} ¦ 2026-12-06 12:42:19 mailtrain POST /api/subscribe/B16uVTdW?access_token={t} 403 - 2 ms
medianet secret ¦ Media.net reporting API (as remembered): customer key and secret (shape assumed) ¦ {A32} ¦ [reports]\nprovider = media.net\ncustomer_key = 8CUP8X1Z7\ncustomer_secret = {t}\n; fetch failed: HTTP 403
molasses key ¦ Molasses feature flags (as remembered): MOLASSES_API_KEY passed to the SDK (hex, shape assumed) ¦ {h64} ¦ const client = new MolassesClient({ APIKey: "{t}" })\n[molasses] Error fetching features: 401 Unauthorized
mosyle token ¦ Mosyle Manager API (as remembered): accessToken header plus basic auth of an admin ¦ {A64} ¦ $ curl -s -X POST https://managerapi.mosyle.com/v2/listdevices -H 'accessToken: {t}' -u 'it@acme.edu:see-vault' -d '{"operation":"list","options":{"os":"ios"}}'\n{"status":"ERROR","message":"Invalid accessToken"}
myriota refresh ¦ Myriota Device Manager API (as remembered): a refresh token exchanged for an id token (shape assumed) ¦ {u88} ¦ $ myriota-cli --refresh-token {t} messages list --module 00a1c3f2b4\nError: 401 NotAuthorizedException: Invalid Refresh Token
nativo key ¦ Nativo (as remembered): a publisher reporting API key (shape assumed) ¦ {A36} ¦ NATIVO_REPORTING_URL=https://api.nativo.com/v1/reporting\nNATIVO_API_KEY={t}\n# cron: nativo pull failed (401)
ninjavan secret ¦ Ninja Van API (as remembered): client_id and client_secret for /2.0/oauth/access_token (hex, shape assumed) ¦ {h32} ¦ POST https://api.ninjavan.co/SG/2.0/oauth/access_token\n{"client_id":"c8b1f9a27e4d","client_secret":"{t}","grant_type":"client_credentials"}\n<- 401 {"error":{"title":"Unauthorized"}}
onsip password ¦ OnSIP (as remembered): a SIP user's auth password in a softphone's config ¦ {p} ¦ ; /etc/baresip/accounts\n<sip:frontdesk@acme.onsip.com>;auth_user=acme_frontdesk;auth_pass={t};outbound="sip:sip.onsip.com"\nua: 401 Unauthorized (REGISTER)
onesoil key ¦ OneSoil (as remembered): an API key in the Authorization header of field queries (shape assumed) ¦ {u43} ¦ WARN  agro-sync: GET https://api.onesoil.ai/v1/fields?season=2026 -> 401\n  Authorization: Token {t}
onramp secret ¦ Onramp (as remembered): an API secret used to sign widget URLs (hex, shape assumed) ¦ {h64} ¦ ONRAMP_APP_ID=1417\nONRAMP_API_SECRET={t}\nsignature mismatch: expected 9b0f... for /buy?appId=1417
openphone key ¦ OpenPhone (Quo) API (as remembered): the API key sent bare in the Authorization header (shape assumed) ¦ {A32} ¦ $ curl https://api.openphone.com/v1/messages -H 'Authorization: {t}' -d to=+15551234567 -d content='Order shipped'\n{"message":"Unauthorized","code":"0100401"}
openremote secret ¦ OpenRemote (as remembered): a Keycloak service user's client secret (uuid, shape assumed) ¦ {uuid} ¦ OR_SERVICE_USER=serviceuser-sensors\nOR_SERVICE_SECRET={t}\nmanager  | 401 invalid_client for client_credentials on realm 'acme'
ossec authd pass ¦ OSSEC (as remembered): /var/ossec/etc/authd.pass holds the agent enrollment password ¦ {A32} ¦ # cat /var/ossec/etc/authd.pass\n{t}\n# /var/ossec/bin/agent-auth -m 10.0.4.2 -P /var/ossec/etc/authd.pass\nERROR: Invalid password
prisma cloud keys ¦ Prisma Cloud (as remembered): an access key ID (uuid) and secret key for /login ¦ {b28} ¦ $ curl -s -X POST https://api2.prismacloud.io/login -H 'Content-Type: application/json' -d '{"username":"5c1d9e27-8b4a-4f03-a6e2-9d7c1b0f3e58","password":"{t}"}'\n{"message":"login_needed"}
prefixbox key ¦ Prefixbox (as remembered): an API key in the search endpoint's query (uuid, shape assumed) ¦ {uuid} ¦ 10.0.3.7 - - [06/Dec/2026:12:42:40 +0000] "GET /search/proxy?q=tent&apiKey={t} HTTP/1.1" 500 51 "-" "prefixbox-js/2.3"
quantcast key ¦ Quantcast (as remembered): a reporting API key for the measure API (shape assumed) ¦ {A40} ¦ quantcast:\n  reporting:\n    api_key: {t}\n    p_code: p-Hx7kT3mQ2aB5c   # public tag id\n# 403 returned for /v2/report
quiqup secret ¦ Quiqup (as remembered): client_id and client_secret for a platform token (shape assumed) ¦ {A40} ¦ QUIQUP_CLIENT_ID=acme-retail\nQUIQUP_CLIENT_SECRET={t}\nquiqup.exceptions.AuthError: invalid_client
playit secret ¦ playit.gg agent (as remembered): playit.toml secret_key (hex) ¦ {h64} ¦ $ cat /etc/playit/playit.toml\nsecret_key = "{t}"\n$ playit --secret_path /etc/playit/playit.toml\nError: AgentNotAuthorized
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
