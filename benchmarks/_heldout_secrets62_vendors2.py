"""Held-out set 62: more vendors no earlier set named, in set 62's share (ocean and air freight,
couriers of Latin America, Russia, Japan, Korea and China, load boards and truck routing,
fleet telematics and video safety, connected-car brands, EV charging networks and roaming
hubs, inverter and meter clouds, IoT connectivity, livestock and dairy tech), shapes as
remembered: their key formats and where they appear were not looked up (Melhor Envio,
Skydropx and MarketCheck were searched and gave no format page). Each name was grepped for
in every earlier ``benchmarks/*heldout*`` file; none matched.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
melhor envio bearer ¦ Melhor Envio API bearer token (as remembered) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u150}.{u170} ¦ curl -H "Authorization: Bearer {t}" -H "User-Agent: Loja Acme (dev@acme.com.br)" https://melhorenvio.com.br/api/v2/me/shipment/calculate
skydropx key ¦ Skydropx API key header (as remembered) ¦ {A24} ¦ Authorization: Token token={t}\nPOST https://api.skydropx.com/v1/shipments → 401 {"errors":"Credenciales inválidas"}
marketcheck api key ¦ MarketCheck Cars API api_key query (as remembered) ¦ {A32} ¦ GET https://mc-api.marketcheck.com/v2/search/car/active?api_key={t}&vin=1HGCV1F34LA019882 → 401 Invalid API key
vinaudit key ¦ VINAudit API key in a PHP config (as remembered) ¦ {U16} ¦ define('VINAUDIT_KEY', '{t}');\ndefine('VINAUDIT_USER', 'acme-motors');
azuga basic ¦ Azuga fleet API key sent base64 as Basic (as remembered) ¦ {b48} ¦ GET https://services.azuga.com/azuga-ws/v1/trackees.json\nAuthorization: Basic {t}
lytx api ¦ Lytx video safety API key header (as remembered) ¦ {h40} ¦ x-apikey: {t}\nGET https://lytx-api.prod7.lv.lytx.com/video/safety/events?from=2026-12-01
netradyne oauth ¦ Netradyne Driveri client secret in a Python dict (as remembered) ¦ {A40} ¦ NETRADYNE = {"client_id": "acme-fleet-prod", "client_secret": "{t}", "tenant": "acme"}
sf express checkword ¦ SF Express (顺丰) partner checkWord for msgDigest (as remembered) ¦ {A32} ¦ sf:\n  partner-id: ACME_WMS_01\n  check-word: {t}\n  url: https://sfapi.sf-express.com/std/service
sagawa password ¦ Sagawa e-飛伝 API password in a .ini (as remembered) ¦ {p} ¦ [sagawa]\nuser_id = 140228811\npassword = {t}\nendpoint = https://e-hiden.sagawa-exp.co.jp/api
coupang wing ¦ Coupang Wing Open API secret key for HMAC (as remembered) ¦ {h40} ¦ COUPANG_ACCESS_KEY=a8f3c2d1-7e6b-4a59-8c0d-1f2e3a4b5c6d\nCOUPANG_SECRET_KEY={t}\nCOUPANG_VENDOR_ID=A00123456
cj logistics ¦ CJ대한통운 tracking API key (as remembered) ¦ {A32} ¦ [CJ] 요청 실패: 401 Unauthorized\nGET https://openapi.cjlogistics.com/v1/trace?invcNo=568812330417&apiKey={t}
japan post ¦ Japan Post (日本郵便) API client secret in JSON (as remembered) ¦ {A48} ¦ {"client_id":"jp-acme-0042","secret_key":"{t}","grant_type":"client_credentials"}
korea post ¦ Korea Post (우체국) regkey query (as remembered) ¦ {h40} ¦ http://biz.epost.go.kr/KpostPortal/openapi?regkey={t}&target=trace&query=6892017458811
hanjin ¦ Hanjin (한진택배) API secret in application.properties (as remembered) ¦ {A32} ¦ hanjin.client-id=acme-mall\nhanjin.secret-key={t}\nhanjin.base-url=https://api.hanjin.com
zto ¦ ZTO Express (中通) appSecret for data_digest (as remembered) ¦ {h32} ¦ ZtoClient client = new ZtoClient("a8c5e1d03f2b", "{t}");\n// {"status":false,"message":"签名错误","statusCode":"S01"}
jd logistics ¦ JD Logistics (京东物流) appSecret (as remembered) ¦ {h32} ¦ jdl:\n  app-key: 5e8a1d0c2b4f6e8a\n  app-secret: {t}\n  customer-code: 010K1234567
deppon ¦ Deppon (德邦) companyCode and appkey sign secret (as remembered) ¦ {h32} ¦ DEPPON_APPKEY={t}\nDEPPON_COMPANY_CODE=EWBACME\nDEPPON_SIGN_TYPE=md5
yanwen ¦ Yanwen (燕文) API token in a cURL (as remembered) ¦ {H32} ¦ curl -H "Authorization: basic {t}" -H "Content-Type: text/xml; charset=utf-8" http://online.yw56.com.cn/service/Users/100000/Expresses
cdek pochta ¦ Russian Post (Почта России) access token and user key (as remembered) ¦ {u32} ¦ Authorization: AccessToken {t}\nX-User-Authorization: Basic YWNtZUBzaG9wLnJ1OnBhc3N3b3Jk\nPOST https://otpravka-api.pochta.ru/1.0/user/backlog
yandex delivery ¦ Yandex Delivery (Яндекс Доставка) OAuth token in a 1C log (as remembered) ¦ y0_{u56} ¦ Ошибка HTTP 401 при обращении к b2b.taxi.yandex.net/b2b/cargo/integration/v2/claims/create\nЗаголовки: Authorization: Bearer {t}
ukrposhta ¦ Ukrposhta (Укрпошта) bearer and counterparty token (as remembered) ¦ {uuid} ¦ UKRPOSHTA_BEARER={t}\nUKRPOSHTA_COUNTERPARTY_TOKEN=3b1f6e1c-2d9a-4c7e-8b5f-0a9e8d7c6b5a
andreani ¦ Andreani x-authorization-token (as remembered) ¦ {A60} ¦ x-authorization-token: {t}\nGET https://apis.andreani.com/v2/ordenes-de-envio/360000012345670
estafeta ¦ Estafeta API client secret (as remembered) ¦ {A40} ¦ ESTAFETA_CLIENT_ID=l7xx4d2a1c9b8e7f6a5d4c3b2a1\nESTAFETA_CLIENT_SECRET={t}
chilexpress ¦ Chilexpress Ocp-Apim-Subscription-Key (as remembered) ¦ {h32} ¦ Ocp-Apim-Subscription-Key: {t}\nGET https://testservices.wschilexpress.com/georeference/api/v1.0/regions
servientrega ¦ Servientrega SOAP login password (as remembered) ¦ {p} ¦ <Login>\n  <login>ACME_BOG</login>\n  <pwd>{t}</pwd>\n  <Id_CodFacturacion>SER91422</Id_CodFacturacion>\n</Login>
dat freight ¦ DAT Freight & Analytics service account password (as remembered) ¦ {p} ¦ POST https://identity.api.dat.com/access/v1/token/organization\n{"username":"loads@acme-logistics.com","password":"{t}"}
truckstop ¦ Truckstop integration id and password in a SOAP header (as remembered) ¦ {p} ¦ <v11:IntegrationId>48811</v11:IntegrationId>\n<v11:Password>{t}</v11:Password>\n<v11:UserName>acme_dispatch</v11:UserName>
pcmiler ¦ PC*MILER Web Services API key header (as remembered) ¦ {H32} ¦ Authorization: {t}\nGET https://pcmiler.alk.com/apis/rest/v1.0/Service.svc/route/routeReports?stops=-87.6,41.8;-90.1,38.6&reports=Mileage
spireon ¦ Spireon FleetLocate API key and password (as remembered) ¦ {p} ¦ SPIREON_USER=fleet-api@acme.io\nSPIREON_PASS={t}\nSPIREON_APP_TOKEN=4f2e8d1c
mix telematics ¦ MiX Telematics identity server client secret (as remembered) ¦ {A40} ¦ var mixClient = new MixIntegrateClient("https://integrate.us.mixtelematics.com", "acme.integration", "{t}");
cartrack ¦ Cartrack Fleet API basic credentials (as remembered) ¦ {p} ¦ $ curl -u ACME00001:{t} https://fleetapi-za.cartrack.com/rest/vehicles/status\n{"error":"Unauthorized"}
frotcom ¦ Frotcom API access token query (as remembered) ¦ {h40} ¦ GET https://v2api.frotcom.com/v2/vehicles?api_key={t} → 401
quartix ¦ Quartix API password in a .NET appsettings.json (as remembered) ¦ {p} ¦ "Quartix": {\n  "CustomerId": "ACME",\n  "UserName": "integration",\n  "Password": "{t}"\n}
calamp ¦ CalAmp Telematics Cloud app key and password (as remembered) ¦ {A36} ¦ calamp.api.appKey={t}\ncalamp.api.username=acme-svc
queclink ¦ Queclink GV350 AT+GTBSI APN password on a serial console (as remembered) ¦ {A16} ¦ AT+GTBSI=gv350ceu,iot.1nce.net,acme,{t},,,,,0001$\n+ACK:GTBSI,6E0302,868487001234567,,0001,20261207014500,0A1B$
digital matter ¦ Digital Matter OEM server API password (as remembered) ¦ {p} ¦ DM_OEM_HOST=https://oem.dmsgn.com\nDM_OEM_USER=acme-integration\nDM_OEM_PASSWORD={t}
hyundai bluelink ¦ Hyundai Bluelink PIN and password in a Home Assistant config (as remembered) ¦ {p} ¦ kia_uvo:\n  username: driver@acme.io\n  password: {t}\n  pin: "0000"\n  region: EU\n  brand: hyundai
fordpass ¦ FordPass connected vehicle client secret (as remembered) ¦ {A40} ¦ FORDPASS_CLIENT_ID=9fb503e0-715b-47e8-adfd-ad4b7770f73b\nFORDPASS_CLIENT_SECRET={t}
rivian ¦ Rivian GraphQL session a-sess and u-sess tokens (as remembered) ¦ {A64} ¦ {"operationName":"getVehicleState","headers":{"a-sess":"{t}","u-sess":"…","dc-cid":"m-android-5c2e"}}
polestar ¦ Polestar API refresh token in a python log (as remembered) ¦ {A40} ¦ DEBUG:pypolestar.auth:refresh token {t} rejected: invalid_grant
rfms volvo ¦ rFMS (Volvo Trucks Connect) basic credentials (as remembered) ¦ {p} ¦ RFMS_URL=https://api.volvotrucks.com/rfms/vehicles\nRFMS_USER=ACMEFLEET01\nRFMS_PASSWORD={t}
man rio ¦ MAN RIO integration client secret (as remembered) ¦ {A48} ¦ {"integration_id":"a2c6e4d0-rio-acme","client_secret":"{t}","scope":"asset-history.read"}
ionity ¦ Ionity OCPI credentials token (as remembered) ¦ {uuid} ¦ PUT /ocpi/2.2.1/credentials\nAuthorization: Token {t}\n{"url":"https://ocpi.acme-charging.eu/versions","roles":[{"role":"EMSP","party_id":"ACM","country_code":"DE"}]}
gireve ¦ Gireve IOP OCPI token B in a Django settings file (as remembered) ¦ {A48} ¦ OCPI_HUBS = {\n    "gireve": {"versions_url": "https://iop.gireve.com/ocpi/emsp/versions", "token": "{t}"},\n}
virta ¦ Virta platform API key in a charge-point operator script (as remembered) ¦ {h48} ¦ VIRTA_API_KEY={t} ./sync_tariffs.sh --site 4410
driivz ¦ Driivz API key header in a Postman export (as remembered) ¦ {A40} ¦ {"key":"DRIIVZ-API-KEY","value":"{t}","type":"text"}
go-e charger ¦ go-e Charger cloud API token (as remembered) ¦ {A32} ¦ GET https://204581.api.v3.go-e.io/api/status?token={t}&filter=alw,amp,car
solis cloud ¦ SolisCloud keyId and keySecret (as remembered) ¦ {h32} ¦ solis:\n  key_id: "1300386381676755521"\n  key_secret: "{t}"\n  station_id: "1298491919449148110"
foxess ¦ FoxESS Cloud API key header (as remembered) ¦ {uuid} ¦ token: {t}\ntimestamp: 1798761600000\nsignature: 5d41402abc4b2a76b9719d911017c592\nPOST https://www.foxesscloud.com/op/v0/device/real/query
neurio ¦ Neurio (Generac PWRview) client secret (as remembered) ¦ {u22} ¦ NEURIO_CLIENT_ID=Ks8oYq0xT0aP9mZ2b3VwXw\nNEURIO_CLIENT_SECRET={t}
awattar ¦ aWATTar Hourly API token in a Node-RED credentials file (as remembered) ¦ {A40} ¦ {"awattar-config":{"token":"{t}","country":"at"}}
montel ¦ Montel Energy API client secret (as remembered) ¦ {A40} ¦ montel_client = MontelClient(client_id="acme-trading", client_secret="{t}")
wireless logic ¦ Wireless Logic SIMPro API client secret (as remembered) ¦ {h40} ¦ $ curl -H "x-api-client: acme-iot" -H "x-api-secret: {t}" https://simpro4.wirelesslogic.com/api/v3/sim/8944538532012345678/details
monogoto ¦ Monogoto API user token (as remembered) ¦ eyJhbGciOiJIUzI1NiJ9.{u90}.{u43} ¦ MONOGOTO_TOKEN={t}\nMONOGOTO_THING_ID=ThingId_ICCID_8944538532012345678
floLIVE ¦ floLIVE IoT connectivity API password (as remembered) ¦ {p} ¦ floLIVE:\n  api: https://api.flolive.net/api/v1\n  user: iot-ops@acme.io\n  password: {t}
tinkerforge ¦ Tinkerforge brickd authentication secret (as remembered) ¦ {A24} ¦ [authentication]\nsecret = {t}\n# brickd.conf, 10.0.8.21:4223
halter ¦ Halter (virtual fencing) API token (as remembered) ¦ {A40} ¦ X-Halter-Api-Token: {t}\nGET https://api.halter.co.nz/v1/farms/8812/cows?mob=heifers
delaval ¦ DeLaval DelPro cloud service password (as remembered) ¦ {p} ¦ <connectionStrings>\n  <add name="DelPro" connectionString="Server=dairy-01;Database=DDM;User Id=delpro;Password={t};" />\n</connectionStrings>
lely ¦ Lely Horizon API key (as remembered) ¦ {h48} ¦ LELY_HORIZON_API_KEY={t}\nLELY_FARM_ID=NL-22318
datamars ¦ Datamars Livestock (Tru-Test) cloud API key (as remembered) ¦ {A32} ¦ $ http GET https://api.datamarslivestock.com/v1/sessions Authorization:"ApiKey {t}"
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
