"""Held-out set 62: vendors no earlier set named, each looked up with the ``search`` tool —
ocean carriers and container tracking, parcel and courier APIs, freight, EV charging and
home energy, solar inverter clouds, heat pumps, connected-car platforms, IoT connectivity and
device clouds.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
ShipEngine, EasyPost, Shippo, ShipStation, AfterShip, Sendcloud, ShipBob, Flexport, project44,
FourKites, Samsara, Motive, Geotab, Verizon Connect, Webfleet, Smartcar, Enode, Octopus,
Tibber, Arcadia, UtilityAPI, WattTime, Electricity Maps, Solcast, Enphase, SolarEdge, Tesla,
Particle, Blynk, Losant, Ubidots, ThingSpeak, Helium, Golioth, Notehub, Arduino, Tuya,
Hologram, Soracom, balena, FieldView, John Deere, Farmobile, Agworld, farmOS, Sentinel Hub,
Trimble, Shipday, Onfleet, Routific, Route4Me, Bringg, Tookan, Lalamove, DHL, FedEx, USPS,
Canada Post, Sendle, Karrio, ShipHero, Veeqo, Easyship, Freightos, Transporeon, TomTom,
NextBillion, Shipsgo, MarineTraffic, Spire, Datalastic, ChargePoint, Open Charge Map, Kraken,
Emporia, Ecobee, SmartThings, Victron, Fronius, GivEnergy, ENTSO-E, EIA, NREL, Amber,
Agromonitoring, Granular, Bushel, Arable, Semios, CropX, ThingsBoard, Cumulocity, Datacake,
Qubitro, Adafruit, Sigfox, ChirpStack, Loriot, ThingPark, Myriota, Iridium, Fleetio, Zonar,
Nylas, Roambee, Shipwell, 17track, Ship24, TrackingMore, Packlink, Shiprocket, Delhivery,
Yamato, Cainiao, Kakao, Naver, Amap, AutoNavi, Baidu, Gaode, Tencent, Alibaba, Aliyun, Ezviz,
Yandex, 2GIS, Wialon, Navixy, Traccar, Flespi, OwnTracks and Teltonika).

Looked up with the ``search`` tool (27 vendors searched; 22 pages gave the format, the source
of each is named per case): Terminal49 (``Authorization: Token``), Vizion (``X-API-Key``, the
Ruby ``Vizion::Client.new(api_key:)``), Maersk (a 32-character ``Consumer-Key`` and a client
secret traded at ``/customer-identity/oauth/v2/access_token``, webhooks signed with
``X-Maersk-Signature-256``), Kuaidi100 (``customer`` and ``key``, ``sign`` the upper-case MD5 of
param+key+customer), OneNET (a base64 ``access_key`` and an ``Authorization:
version=2018-10-31&res=…&et=…&method=sha1&sign=…`` token; a product master APIKey), CDEK (a
32-character client id and secret, the "Account" and "Secure password"), Chargetrip
(``x-client-id`` and ``x-app-id``, project ids: used as innocents), OpenEI's Utility Rate
Database (an NREL ``api_key``), Wallbox (``Wallbox(email, password)``), Zaptec (user name and
password traded for a bearer token), myenergi (hub serial as the Digest user and an API key),
Sungrow iSolarCloud (an appkey and OAuth2 tokens), SolaX Cloud (``tokenId`` and the dongle
``sn``), MELCloud Home (user name and password, or an access token), Viessmann ViCare
(``PyViCare`` with e-mail, password and a token file), DIMO (a Developer License's client id and
an API key shown once), High Mobility (client id and secret, an ``HM_CLIENT_PRIVATE_KEY``),
GoodWe SEMS (``account`` and ``pwd`` at login, then a session token), Hapag-Lloyd
(``HapagLloydClient(client_id, client_secret)``), Things Mobile (a user name and a UUID API
token) and Torizon Cloud (``TORIZON_CLOUD_CLIENT`` and ``TORIZON_CLOUD_SECRET``). Uber Freight was
searched too (Uber's client-credentials flow at ``auth.uber.com/oauth/v2/token``) but dropped:
the name Uber matched earlier sets. Melhor Envio,
Skydropx, Genability, MarketCheck and Nord Pool gave no format page; those that are used are
in ``_heldout_secrets62_vendors2.py`` with remembered shapes.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
terminal49 curl ¦ Terminal49 API, Authorization: Token (search: terminal49.com/docs/api-docs getting-started/start-here) ¦ {A32} ¦ $ curl -s https://api.terminal49.com/v2/shipments?filter[bill_of_lading_number]=MAEU221884630 -H "Authorization: Token {t}"\n{"errors":[{"status":"401","title":"Unauthorized"}]}
terminal49 env ¦ Terminal49 API key in a .env beside the SCAC list ¦ {A32} ¦ T49_API_KEY={t}\nT49_DEFAULT_SCAC=MAEU,HLCU,CMDU\nT49_WEBHOOK_URL=https://hooks.acme-freight.io/t49
vizion ruby ¦ Vizion Ruby client, api_key (search: ruby-toolbox vizion) ¦ {h32} ¦ client = Vizion::Client.new(api_key: "{t}", timeout: 10)\nclient.references.create(container_id: "CMAU4049810", callback_url: "https://acme.io/hook")
vizion header ¦ Vizion container tracking, X-API-Key header (search: api-evangelist vizion authentication) ¦ {h32} ¦ POST https://prod.vizionapi.com/references\nX-API-Key: {t}\n{"container_id":"TGHU8812034","carrier_code":"ONEY"}\n→ 403 {"message":"Invalid API key"}
maersk consumer key ¦ Maersk APIs, Consumer-Key header (search: api-sit.env.productmanagement.maersk.com apisecurity) ¦ {A32} ¦ GET /track-and-trace-private/events?carrierBookingReference=229775123 HTTP/1.1\nHost: api.maersk.com\nConsumer-Key: {t}\n\nHTTP/1.1 403 Forbidden — Consumer key revoked
maersk oauth ¦ Maersk OAuth client credentials (search: developer.maersk.com/support/authorisation) ¦ {A32} ¦ curl --request POST --url https://api.maersk.com/customer-identity/oauth/v2/access_token \\n  --header 'Consumer-Key: Fep6ztlGHf2of91X0ddxzm2Gpad0AAAA' \\n  --data grant_type=client_credentials --data client_id=Fep6ztlGHf2of91X0ddxzm2Gpad0AAAA --data client_secret={t}
maersk webhook ¦ Maersk Track & Trace subscription secret for X-Maersk-Signature-256 ¦ {u43} ¦ {"subscriptionType":"CONTAINER","callbackUrl":"https://acme.io/maersk/events","secret":"{t}","equipmentReference":"MSKU9070323"}
kuaidi100 java ¦ Kuaidi100 real-time query, customer and key, md5 sign (search: blog.csdn.net kuaidi100 customer key) ¦ {L16} ¦ String customer = "3A5F0C2E9B7D41A68E2F0D4C7B9A1E53";\nString key = "{t}";\nString sign = DigestUtils.md5Hex(param + key + customer).toUpperCase();
kuaidi100 php ¦ Kuaidi100 PHP sample with the key inline ¦ {L16} ¦ $key = '{t}';\n$post_data["customer"] = '3A5F0C2E9B7D41A68E2F0D4C7B9A1E53';\n$post_data["sign"] = strtoupper(md5($post_data["param"].$key.$post_data["customer"]));\n// poll.kuaidi100.com 返回: {"result":false,"returnCode":"601","message":"POLL:KEY已过期"}
onenet access key ¦ OneNET access_key (base64) for HMAC tokens (search: blog.csdn.net onenet token) ¦ {b32} ¦ # OneNET 用户访问权限\nuser_id = '418776'\naccess_key = "{t}"\nproduct_id = "xsH8t9odKK"
onenet authorization ¦ OneNET Authorization token with its sign (search: github RT-Thread-packages onenet) ¦ {b20}% ¦ GET http://api.heclouds.com/devices/1062538811/datastreams?limit=1\nAuthorization: version=2018-10-31&res=products%2F586112%2Fdevices%2F1062538811&et=1798761600&method=sha1&sign={t}3D\n{"errno":2,"error":"auth failed"}
onenet apikey ¦ OneNET device APIKey in RT-Thread menuconfig (.config) ¦ {b27}= ¦ CONFIG_ONENET_INFO_DEVID="35936966"\nCONFIG_ONENET_INFO_AUTH="201807171718"\nCONFIG_ONENET_INFO_APIKEY="{t}"\nCONFIG_ONENET_INFO_PROID="156418"
cdek php ¦ CDEK API v2 client id and secret (search: packagist cdek-php/api) ¦ {A32} ¦ $client = new Client('wqGwiQx0gg8mLtiEKsUinjVSICCj0000', '{t}', Endpoint::PROD);\n// Cdek\Exceptions\AuthException: invalid_client
cdek env ¦ CDEK .env credentials (search: rubydoc cdek_api) ¦ {A32} ¦ CDEK_API_CLIENT_ID=EMscd6r9JnFiQ3bLoyjJY6eM78Jr0000\nCDEK_API_CLIENT_SECRET={t}\nCDEK_API_ENDPOINT=https://api.cdek.ru/v2
openei urdb ¦ OpenEI Utility Rate Database, NREL api_key query (search: developer.nrel.gov utility-rates-v3; glama openei-urdb) ¦ {A40} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.openei.org/utility_rates?version=8&format=json&api_key={t}&eia=14328&sector=Residential
wallbox py ¦ Wallbox python module, Wallbox(email, password) (search: pypi wallbox) ¦ {p} ¦ from wallbox import Wallbox\nw = Wallbox("ops@acme-fleet.io", "{t}")\nw.authenticate()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://user-api.wall-box.com/users/signin
zaptec homebridge ¦ Zaptec API, user name and password traded for a bearer (search: unpkg homebridge-zaptec) ¦ {p} ¦ {\n  "platform": "Zaptec",\n  "username": "garage@acme.io",\n  "password": "{t}",\n  "chargerId": "ZAP047118"\n}
zaptec bearer ¦ Zaptec API bearer token in a debug log ¦ {u120} ¦ [Zaptec] GET https://api.zaptec.com/api/chargers/ZAP047118/state\n[Zaptec] Authorization: Bearer {t}\n[Zaptec] 401 Unauthorized
myenergi node ¦ myenergi hub serial and password/API key (search: npm myenergi-api; github dj-mib iobrokerscript.zappi) ¦ {A24} ¦ const myenergi = new MyEnergi("21509692", "{t}");\nconst statusAll = await myenergi.getStatusAll();\n// Error: 401 Digest auth failed for s18.myenergi.net
myenergi iobroker ¦ ioBroker script constants for a zappi ¦ {A24} ¦ const hubSerialNo = '21509692';\nconst zappiSerialNo = '16158812';\nconst hubApiKey = '{t}';
sungrow appkey ¦ Sungrow iSolarCloud Open API appkey (search: pypi pysolarcloud; github Sungrow-API) ¦ {H32} ¦ SUNGROW_APPKEY={t}\nSUNGROW_SERVER=https://gateway.isolarcloud.eu\nSUNGROW_PLANT_ID=1422870
sungrow oauth ¦ iSolarCloud OAuth token response printed by a script ¦ {l32} ¦ >>> await auth.async_authorize(code)\n{'access_token': '{t}', 'token_type': 'bearer', 'refresh_token': '…', 'expires_in': 172799}
solax tokenid ¦ SolaX Cloud getRealtimeInfo with tokenId (search: github thomascys/solaxcloud issue 8; flows.nodered.org solax-cloud-api-client) ¦ {d20}{A8} ¦ GET https://www.solaxcloud.com/proxyApp/proxy/api/getRealtimeInfo.do?tokenId={t}&sn=SWGR8K2J9P\n{"success":false,"exception":"tokenId invalid","result":null}
melcloud home ¦ MELCloud Home client, user name and password (search: pypi aiomelcloudhome) ¦ {p} ¦ async with MELCloudHome(\n    username="heatpump@acme.io",\n    password="{t}",\n    session=session,\n) as client:
melcloud token ¦ MELCloud Home client with an existing access token ¦ {u180} ¦ client = MELCloudHome(access_token="{t}")\naiomelcloudhome.exceptions.MELCloudHomeAuthError: 401 token expired
vicare py ¦ Viessmann ViCare via PyViCare, e-mail, password, token file (search: pypi PyViCare) ¦ {p} ¦ t = GazBoiler("boiler@acme.io", "{t}", "token.save")\nPyViCare.PyViCareUtils.PyViCareInvalidCredentialsError: invalid_grant
vicare client id ¦ Viessmann API client id in a Home Assistant storage file ¦ {h32} ¦ "data": {\n  "username": "boiler@acme.io",\n  "password": "{t}",\n  "client_id": "5e3c6b19fa2d4a1b8b7c0f5e42a18c93",\n  "heating_type": "auto"\n}
dimo api key ¦ DIMO Developer License API key, shown once (search: dimo.org docs register-a-license) ¦ 0x{h64} ¦ DIMO_CLIENT_ID=0x3e1F6a2c9B7D40aa1E5c8F2d6B9A0C3E7f1D2b45\nDIMO_DOMAIN=https://fleet.acme.io/callback\nDIMO_PRIVATE_KEY={t}
dimo python ¦ DIMO Python SDK get_dev_jwt with the api key ¦ 0x{h64} ¦ auth_header = dimo.auth.get_dev_jwt(\n    client_id="0x3e1F6a2c9B7D40aa1E5c8F2d6B9A0C3E7f1D2b45",\n    domain="https://fleet.acme.io/callback",\n    private_key="{t}",\n)
high mobility env ¦ High Mobility .env, client secret and private key (search: github hm-node-auto-api-explorer) ¦ {u43} ¦ HM_APP_ID=5A8E2C1F0B3D7E9A4C6B8D0F\nHM_CLIENT_ID=8e1c2f77-4b3a-4e2d-9a1f-0c5d6e7f8a9b\nHM_CLIENT_SECRET={t}\nHM_REDIRECT_URI=http://localhost:3000/auth/callback
high mobility token ¦ High Mobility /v1/access_token request with the client secret (search: api-evangelist high-mobility authentication) ¦ {u43} ¦ POST https://sandbox.api.high-mobility.com/v1/access_token\ngrant_type=client_credentials&client_id=8e1c2f77-4b3a-4e2d-9a1f-0c5d6e7f8a9b&client_secret={t}\n→ 401 {"errors":[{"title":"invalid_client"}]}
goodwe sems ¦ GoodWe SEMS portal login, account and pwd (search: gist SplinterII goodwe; pypi pygoodwe) ¦ {p} ¦ $vars = "{\"account\":\"pv@acme.io\",\"pwd\":\"{t}\"}";\n// CrossLogin → {"hasError":true,"code":100005,"msg":"Email or password error."}
goodwe token ¦ GoodWe SEMS Token header after CrossLogin ¦ {b64} ¦ Token: {"version":"v2.1.0","client":"ios","language":"en","timestamp":"1798761600000","uid":"8d1f0c3b-7a5e-4d2c-b6a8-e0f1d3c5b7a9","token":"{t}"}
hapag lloyd py ¦ Hapag-Lloyd community SDK, client id and secret (search: pypi hapag-lloyd-sdk) ¦ {A32} ¦ from hapag_lloyd_sdk import HapagLloydClient\nclient = HapagLloydClient(client_id='c1a7e2f4-hl-tracking', client_secret='{t}')
things mobile php ¦ Things Mobile API user name and UUID token (search: github Matthew-Kilpatrick ThingsMobile-PHP wiki) ¦ {uuid} ¦ $client = new \ThingsMobilePHP\Client(\n    'ACMEFLEET',\n    '{t}'\n);\n// <result><done>false</done><errorCode>10</errorCode><errorMessage>Invalid token</errorMessage></result>
things mobile dotnet ¦ Things Mobile .NET client options (search: github thingsmobile-dotnet) ¦ {uuid} ¦ var options = new ThingsMobileClientOptions\n{\n    Username = "ACMEFLEET",\n    Token = "{t}"\n};
torizon env ¦ Torizon Cloud API client and secret (search: pypi torizon-cloud; developer.toradex.com torizon-api) ¦ {A40} ¦ export TORIZON_CLOUD_CLIENT=api-v2-3f8a61c2-acme\nexport TORIZON_CLOUD_SECRET={t}\npython3 rollout.py --fleet reefer-sensors
torizon gha ¦ Torizon Cloud credentials in a GitHub Actions step ¦ {A40} ¦ - name: Push OTA package\n  env:\n    TORIZON_CLOUD_CLIENT: api-v2-3f8a61c2-acme\n    TORIZON_CLOUD_SECRET: {t}\n  run: torizoncore-builder platform push --credentials creds.zip fleet-app.yml
terminal49 webhook ¦ Terminal49 webhook secret used to verify X-T49-Webhook-Signature ¦ {h64} ¦ # config/terminal49.yml\nwebhook:\n  url: https://hooks.acme-freight.io/t49\n  secret: {t}
vizion csv ¦ a CSV export of integration settings printing the Vizion key bare ¦ {h32} ¦ integration,enabled,key,updated\nvizion,true,{t},2026-11-30\nterminal49,false,,2026-10-02
kuaidi100 yaml ¦ Kuaidi100 Spring Boot application.yml ¦ {L16} ¦ kuaidi100:\n  customer: 3A5F0C2E9B7D41A68E2F0D4C7B9A1E53\n  key: {t}\n  callback-url: https://wms.acme.cn/kd100/notify
cdek sdk error ¦ CDEK Node SDK error printing the auth body ¦ {A32} ¦ CdekError: 401 invalid_client\n    at RestClient.auth (node_modules/cdek/src/core/restclient.js:41:13)\n  request body: grant_type=client_credentials&client_id=EMscd6r9JnFiQ3bLoyjJY6eM78Jr0000&client_secret={t}
sungrow toml ¦ a GoSungrow-style config.toml with the iSolarCloud password ¦ {p} ¦ [sungrow]\nhost = "https://augateway.isolarcloud.com"\nuser = "pv-ops@acme.io"\npassword = "{t}"\nappkey = "93D72E60331ABDCDC7B39ADC2D1F32B3"
things mobile xml ¦ Things Mobile API POST body ¦ {uuid} ¦ POST https://api.thingsmobile.com/services/business-api/simList\nusername=ACMEFLEET&token={t}
openei js ¦ OpenEI URDB call from a browser bundle ¦ {A40} ¦ fetch(`https://api.openei.org/utility_rates?version=latest&format=json&detail=minimal&api_key={t}&address=${zip}`)
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
