"""Held-out set 73: vendors no earlier set named, each looked up with the ``search`` tool —
smart-home and industrial IoT platforms, energy and utilities APIs, EV charging and home
batteries, weather services.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file before it was chosen (none matched). These did match and were
dropped: Smartcar, Enode, ChargePoint, Wallbox, Easee, Zaptec, Hubject, EVBox, Driivz, Virta,
Monta, High Mobility, DIMO, Geotab, Samsara, Fleetio, SmartThings, Home Assistant, Tuya,
Particle, Blynk, ThingSpeak, Losant, Ubidots, Adafruit IO, Golioth, Notehub, balena, Hubitat,
Homey, Shelly, ThingsBoard, Cumulocity, Hue, Ecobee, LIFX, Netatmo, Sinric, SwitchBot, Govee,
Octopus, Tibber, EIA, WattTime, Electricity Maps, Enphase, SolarEdge, Fronius, Emporia,
Arcadia, UtilityAPI, Solcast, aWATTar, OpenWeather, Tomorrow.io, Weatherbit, Visual Crossing,
Meteomatics, WeatherAPI, AccuWeather, Stormglass, Meteostat, Xweather, Ambient Weather,
WeatherLink, Windy, Agromonitoring, John Deere, FieldView, Trimble, CropX, Sentinel Hub,
meteoblue, Agworld, Open-Meteo, Victron, GivEnergy, myenergi, OCPP, EMQX, HiveMQ, ChirpStack,
Soracom, Datacake, Tado, Nuki, evcc, go-e, Open Charge Map, Smappee, Glowmarkt; also Tessie,
Spire and UniFi, which were searched and then found in earlier sets.

Looked up with the ``search`` tool (30 vendors searched; 23 pages gave the format or the
shape of the credential, named per case): Forecast.Solar (the API key as the first path
segment, ``api.forecast.solar/:apikey/estimate/...``), Met Office Weather DataHub
(``DATAHUB_API_KEY`` and a secret; ``apikey`` header remembered), ThingWorx (an ``appKey``
header holding a UUID Application Key), Sensibo (``apiKey`` query parameter on
``home.sensibo.com/api/v2``), Airthings (client id and client secret as UUIDs against
``accounts-api.airthings.com/v1/token``), PVOutput (``X-Pvoutput-Apikey`` 40 hex and
``X-Pvoutput-SystemId``), sonnenBatterie (v2 ``Auth-Token`` read from the web UI), Verkada
(``x-api-key`` with an org id UUID), Meteosource (``Authorization: Bearer`` or
``X-API-Key`` on ``mcp.meteosource.com``), emonCMS (``apikey`` 32 hex, service key from
``openssl rand -hex 32``), RainMachine (``/api/4/auth/login`` with ``pwd``, then
``access_token``), Resideo / Honeywell Home (``consumerKey``, ``consumerSecret``,
``refreshToken``), Hikvision ISAPI (HTTP Digest with the device password), Nest Device
Access (SDM project id and an OAuth client), Kepware Configuration API (Basic for the
Administrator set at install), Awair (a Bearer access token on
``developer-apis.awair.is``), n3rgy (``x-api-key`` header, MPxN consent), Daikin Onecta
(OIDC client id and secret from the Daikin developer portal), remote.it (credentials file
with ``R3_ACCESS_KEY_ID`` and ``R3_SECRET_ACCESS_KEY``), Seeq (``spy.login`` access key and
password), E3/DC (user, password and the RSCP key), Kostal Piko (evcc template ``user`` and
``password``) and Alfen Eve (OCPP station id; no credential format). Ampeco, UbiBot, Fox
ESS, agrirouter and Alfen gave no format page; their shapes are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
forecastsolar path ¦ Forecast.Solar, API key as the first path segment (search: gist dirkjanfaber forecast.solar subflow) ¦ {A16} ¦ GET https://api.forecast.solar/{t}/estimate/52.37/4.89/35/0/6.4 -> 429 Rate limit for API calls reached.
forecastsolar ha ¦ forecast_solar python lib, api_key in the config entry (search: home-assistant-libs forecast_solar) ¦ {A16} ¦ {"entry_id": "01JE8…", "domain": "forecast_solar", "options": {"api_key": "{t}", "declination": 35, "azimuth": 0, "modules_power": 6400}}
metoffice env ¦ Met Office Weather DataHub .env, DATAHUB_API_KEY and secret (search: pypi metoffice-weather-cli) ¦ {u64} ¦ DATAHUB_API_KEY=d1f0c7a2-5b94-4e3a-9c61-0a8e7f3b2d54\nDATAHUB_SECRET={t}\nGEOCODE_AUTH=
metoffice curl ¦ Met Office DataHub site-specific API, apikey header ¦ eyJ4NXQiOiJOak16WWpreVlUZGlZVGM0TUdSalpEaGtaV1psWWpjME5UTXhPREV5TlRZNU1EZGxaVEJtWkEiLCJraWQiOiJnYXRld2F5X2NlcnRpZmljYXRlX2FsaWFzIiwidHlwIjoiSldUIiwiYWxnIjoiUlMyNTYifQ.{u140}.{u86} ¦ $ curl -s -H "apikey: {t}" "https://data.hub.api.metoffice.gov.uk/sitespecific/v0/point/hourly?latitude=51.48&longitude=-0.45"\n{"httpCode":"401","httpMessage":"Unauthorized","moreInformation":"Invalid Credentials"}
thingworx header ¦ ThingWorx REST, appKey header with an Application Key id (search: support.ptc.com ThingWorx REST API) ¦ {uuid} ¦ POST https://twx.plant7.acme.io/Thingworx/Things/Press_014/Services/GetPropertyValues\nappKey: {t}\nAccept: application/json\n<- 401 Unauthorized: Invalid Application Key
thingworx query ¦ ThingWorx URL with appKey as a query parameter (search: cnblogs Thingworx REST appKey) ¦ {uuid} ¦ WARN [twx-connector] GET http://10.40.2.9:8080/Thingworx/Things/Kiln_3/Properties/Temp?method=GET&Accept=application/json&appKey={t} took 30002 ms
thingworx edge ¦ ThingWorx Edge Java SDK ClientConfigurator.setAppKey ¦ {uuid} ¦ ClientConfigurator config = new ClientConfigurator();\nconfig.setUri("wss://twx.plant7.acme.io:443/Thingworx/WS");\nconfig.setAppKey("{t}");\nconfig.ignoreSSLErrors(false);
sensibo query ¦ Sensibo API v2, apiKey query parameter (search: pipedream sensibo, rdrr sensibo.sky) ¦ {A30} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://home.sensibo.com/api/v2/users/me/pods?fields=*&apiKey={t}
sensibo r ¦ sensibo.sky R options(sensibo.key) ¦ {A30} ¦ > options("sensibo.key" = "{t}")\n> pods.id <- sensibo.pods()\nError in xGET(url, query = glue::glue("apiKey={key}")) : Forbidden (HTTP 403).
airthings ps ¦ Airthings consumer API client credentials (search: gist nathanmcnulty AirThings API) ¦ {uuid} ¦ PS> $auth = @{ Method = "POST"; Uri = "https://accounts-api.airthings.com/v1/token"; Body = [Ordered] @{ "grant_type" = "client_credentials"; "client_id" = "3b7e41d9-0c62-4f85-a1d7-92e6c0f8b4a3"; "client_secret" = "{t}"; "scope" = "read:device:current_values" } }\nInvoke-RestMethod: {"error":"invalid_client"}
airthings node ¦ airthings-api npm AirThingsApi({ id, secret }) ¦ {uuid} ¦ const client = new AirThingsApi({\n  id: '3b7e41d9-0c62-4f85-a1d7-92e6c0f8b4a3',\n  secret: '{t}',\n})
pvoutput header ¦ PVOutput r2 addstatus, X-Pvoutput-Apikey header (search: pastebin pvoutput addstatus) ¦ {h40} ¦ > POST /service/r2/addstatus.jsp HTTP/1.1\n> X-Pvoutput-Apikey: {t}\n> X-Pvoutput-SystemId: 48113\n< HTTP/1.1 401 Unauthorized\nUnauthorized 401: Invalid API Key
pvoutput py ¦ pvoutput python PVOutput(apikey=, systemid=) (search: pypi pvoutput) ¦ {h40} ¦ >>> pvo = PVOutput(apikey="{t}", systemid=48113)\n>>> pvo.check_rate_limit()\nrequests.exceptions.HTTPError: 403 Forbidden: Read only key
pvoutput php ¦ ebaschiera/pvoutput PHP new PVOutput($system_id, $api_key) ¦ {h40} ¦ PHP Fatal error:  Uncaught Exception: PVOutput error 401 in /var/www/solar/cron.php:14\n#0 /var/www/solar/cron.php(9): PVOutput\PVOutput->__construct('48113', '{t}')
sonnen header ¦ sonnenBatterie API v2 Auth-Token from the web UI (search: pypi sonnenbatterie) ¦ {u43} ¦ $ curl -s -H "Auth-Token: {t}" http://192.168.178.44/api/v2/latestdata\n{"error":"Unauthorized: invalid token"}
sonnen py ¦ python_sonnenbatterie SonnenBatterieV2(ip, api_token) ¦ {u43} ¦ sb2 = SonnenBatterieV2(ip_address="192.168.178.44", api_token="{t}")\nsb2.get_status()  # -> 401
verkada ps ¦ Verkada PowerShell Connect-Verkada -x_api_key (search: powershellgallery verkadaModule Connect-Verkada) ¦ vkd_api_{A40} ¦ PS> Connect-Verkada -org_id 'a41f0c7e-93d2-4b58-8e16-2c5d70b9f3a8' -x_api_key '{t}'\nConnect-Verkada: Unable to obtain API token: 401 Unauthorized
verkada curl ¦ Verkada API token exchange, x-api-key header (search: apidocs.verkada.com security overview) ¦ vkd_api_{A40} ¦ curl -X POST https://api.verkada.com/token -H "x-api-key: {t}" -H "accept: application/json"
meteosource mcp ¦ Meteosource MCP server, Bearer key in the client config (search: mcpservers.org Meteosource) ¦ {l40} ¦ {"mcpServers": {"meteosource": {"type": "http", "url": "https://mcp.meteosource.com/mcp", "headers": {"Authorization": "Bearer {t}"}}}}
meteosource xkey ¦ Meteosource point API with X-API-Key ¦ {l40} ¦ http GET https://www.meteosource.com/api/v1/free/point place_id==almaty sections==current X-API-Key:{t}
emoncms input ¦ emonCMS input/post with a write apikey (search: openenergymonitor forum-archive node/1982) ¦ {h32} ¦ [emonhub] WARNING 2026-12-07 12:40:11 emoncmsorg: send failure: http://emon.local/emoncms/input/post.json?node=emontx&fulljson={"power1":212}&apikey={t} -> "Invalid API key"
emoncms serviceapi ¦ emonCMS serviceapi settings.php $service_apikey (search: github carboncoop emonCMS_serviceapi) ¦ {h64} ¦ $service_apikey = "{t}";\n$serviceapi_mode = "read";
emoncms r ¦ emoncmsr EMONCMS_API_KEY in ~/.Renviron (search: rdrr davidski emoncmsr) ¦ {h32} ¦ EMONCMS_URI=http://emon.local/emoncms/\nEMONCMS_API_KEY={t}
rainmachine login ¦ RainMachine local API login then access_token (search: weewx wiki RainMachine) ¦ {h40} ¦ $ curl -X POST -k -d '{"pwd": "…", "remember":1}' https://192.168.1.61:8080/api/4/auth/login\n{"access_token": "{t}", "checksum": "a91f…", "expires_in": 157680000, "statusCode": 0}
rainmachine py ¦ regenmaschine (RainMachine Python client) Client.load_local with the device password ¦ {p} ¦ await client.load_local("192.168.1.61", "{t}", port=8080, use_ssl=True)\nregenmaschine.errors.TokenExpiredError: Request to /auth/login failed: 401
resideo homebridge ¦ homebridge-resideo credentials block (search: github homebridge-resideo wiki Configuration) ¦ {A32} ¦ "credentials": {\n  "consumerKey": "Xk3vJt8QwLm2Rz7NpY4sD6fH9aB1cE0g",\n  "consumerSecret": "{t}",\n  "refreshToken": "…"\n}
resideo refresh ¦ Honeywell Home OAuth token response, refresh_token ¦ {A32} ¦ POST https://api.honeywell.com/oauth2/token 200\n{"refresh_token_expires_in":"0","api_product_list":"[Honeywell Home]","access_token":"…","refresh_token":"{t}","expires_in":"1799"}
hikvision digest ¦ Hikvision ISAPI, Digest auth with the device password in curl (search: juejin Hikvision ISAPI digest) ¦ {p} ¦ $ curl --digest -u admin:{t} "http://10.20.4.31/ISAPI/System/deviceInfo"\n<?xml version="1.0" encoding="UTF-8"?><userCheck><statusValue>401</statusValue><statusString>Unauthorized</statusString><lockStatus>unlock</lockStatus><unlockTime>0</unlockTime><retryLoginTime>4</retryLoginTime></userCheck>
hikvision rtsp ¦ Hikvision RTSP URL with embedded credentials (search: github uchkunr hikvision-best-practices) ¦ {p} ¦ [rtsp @ 0x55d1c8e3a2c0] method DESCRIBE failed: 401 Unauthorized\nrtsp://admin:{t}@10.20.4.31:554/Streaming/Channels/101: Server returned 401 Unauthorized (authorization failed)
nest sdm oauth ¦ Nest Device Access, OAuth client secret in a token exchange (search: developers.google.com nest device-access get-started) ¦ GOCSPX-{u28} ¦ $ curl -L -X POST 'https://www.googleapis.com/oauth2/v4/token?client_id=7810455209-q3bn0t7k1c.apps.googleusercontent.com&client_secret={t}&code=4/0Ab…&grant_type=authorization_code&redirect_uri=https://www.google.com'
nest sdm refresh ¦ Nest SDM refresh token in a nest-devices skill env ¦ 1//0{u100} ¦ NEST_PROJECT_ID=2f7a0c19-6b4e-4d8a-9e35-c1b7f0a4d622\nNEST_REFRESH_TOKEN={t}
kepware basic ¦ Kepware Configuration API, HTTPS Basic as Administrator (search: support.ptc.com Kepware Config API Service) ¦ {p} ¦ >>> server = kepconfig.connection.server(host='127.0.0.1', port=57412, user='Administrator', pw='{t}', https=True)\n>>> kepconfig.connectivity.channel.get_all_channels(server)\nkepconfig.error.KepHTTPError: HTTP Error 401: Unauthorized
kepware header ¦ Kepware Config API request with a Basic header in a Postman console ¦ {b33} ¦ POST https://kep01.plant7.acme.io:57512/config/v1/project/channels\nAuthorization: Basic {t}\n{"common.ALLTYPES_NAME": "Channel1", "servermain.MULTIPLE_TYPES_DEVICE_DRIVER": "Simulator"}\n401 Unauthorized
awair bearer ¦ Awair developer API Bearer access token (search: github betodealmeida senor-octopus awair) ¦ eyJhbGciOiJIUzI1NiJ9.{u80}.{u43} ¦ $ curl 'https://developer-apis.awair.is/v1/users/self/devices' -H 'Authorization: Bearer {t}'\n{"code":16,"message":"Unauthenticated"}
awair ha ¦ Home-automation awair sensor yaml, token ¦ eyJhbGciOiJIUzI1NiJ9.{u82}.{u43} ¦ sensor:\n  - platform: awair\n    token: {t}\n    name: Bedroom\n    refresh_rate: 15
n3rgy header ¦ n3rgy Customer Service API v2, x-api-key (search: api-evangelist n3rgy conformance) ¦ {uuid} ¦ GET https://consumer-api.data.n3rgy.com/mpxn/1012345678901/utility/electricity/readingtype/consumption\nx-api-key: {t}\n-> 403 {"message":"Consent for the given MPxN not found."}
daikin onecta ¦ Daikin Onecta developer portal client, client secret (search: github kvoit daikin_onecta) ¦ {u64} ¦ daikin_onecta:\n  client_id: emU20GdJDiiUxI_HnFGz5dD8\n  client_secret: {t}\n  redirect_uri: https://my.home-assistant.io/redirect/oauth
daikin npm ¦ daikin-controller-cloud OIDC client secret in a script (search: npm daikin-controller-cloud) ¦ {u64} ¦ const controller = new DaikinCloudController({\n  oidcClientId: 'emU20GdJDiiUxI_HnFGz5dD8',\n  oidcClientSecret: '{t}',\n  oidcCallbackServerBindAddr: '127.0.0.1',\n});
remoteit credentials ¦ remote.it ~/.remoteit/credentials file (search: docs.rs remoteit-api credentials_loader) ¦ {b40} ¦ $ cat ~/.remoteit/credentials\n[DEFAULT]\nR3_ACCESS_KEY_ID=JKQV4T7ZBXMNE2R8WC3L\nR3_SECRET_ACCESS_KEY={t}
remoteit env ¦ remote.it CLI env in a device provisioning script ¦ {b40} ¦ + export R3_ACCESS_KEY_ID=JKQV4T7ZBXMNE2R8WC3L\n+ export R3_SECRET_ACCESS_KEY={t}\n+ remoteit signin --key
seeq spy ¦ Seeq SPy login with an access key and password (search: pypi seeq) ¦ {A32} ¦ spy.login(url='https://acme.seeq.site', access_key='Rj2vK8Lm4NqT6wXz', password='{t}')\nSPyRuntimeError: "Access Key" or "Password" are invalid
e3dc rscp ¦ python-e3dc E3DC(username, password, ip, key) with the RSCP key (search: pypi e3dc, pye3dc) ¦ {A20} ¦ e3dc = E3DC(E3DC.CONNECT_LOCAL, username='pv@acme.de', password='…', ipAddress='192.168.1.57', key='{t}')\ne3dc.poll()\ne3dc._e3dc_rscp_local.RSCPAuthenticationError: Authentication error
e3dc web ¦ pye3dc web connection, portal password ¦ {p} ¦ e3dc = E3DC(E3DC.CONNECT_WEB, username='pv@acme.de', password='{t}', serialNumber='S10-712344', isPasswordMd5=False)\ne3dc._e3dc.AuthenticationError: Login failed
kostal evcc ¦ evcc template kostal-piko-legacy with user and password (search: docs.evcc.io kostal-piko-legacy) ¦ {p} ¦ meters:\n  - name: my_pv\n    type: template\n    template: kostal-piko-legacy\n    usage: pv\n    host: 192.168.178.31\n    user: pvserver\n    password: {t}
ampeco bearer ¦ AMPECO public API personal access token (format remembered; the search found no AMPECO page) ¦ {A60} ¦ GET https://cp.acme-charge.eu/public-api/resources/charge-points/v2.0?filter[status]=faulted\nAuthorization: Bearer {t}\n<- 401 {"message":"Unauthenticated."}
ubibot account ¦ UbiBot account_key on api.ubibot.com channels (shape remembered; search found pyubibot) ¦ {h32} ¦ GET https://webapi.ubibot.com/channels?account_key={t} -> {"result":"error","errorCode":"permission_denied_force_log_off"}
foxess token ¦ Fox ESS open API token header with a signature (shape remembered; the search found no Fox ESS page) ¦ {uuid} ¦ POST https://www.foxesscloud.com/op/v0/device/real/query\ntoken: {t}\ntimestamp: 1796646011000\nsignature: 5f2b0a…\n{"errno":40256,"msg":"illegal signature"}
agrirouter reg ¦ agrirouter onboarding registration code in a CU config (shape remembered) ¦ {h10} ¦ [agrirouter]\napplication_id = 8c947a45-c57d-42d2-affc-206e21d63a50\ncertification_version_id = 903fdc34-3e56-4b40-9c23-dc3bba4e1d7d\nregistration_code = {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
