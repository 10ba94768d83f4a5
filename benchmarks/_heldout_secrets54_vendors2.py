"""Held-out set 54: more vendors no earlier set named, in shapes remembered rather than looked
up — vehicle telematics dongles and fleet APIs, IoT device clouds and LPWAN network servers,
cellular IoT SIMs, KYC registries, card issuing and open banking, payouts and BNPL, parcel
lockers and freight platforms, national mapping agencies and map tiles, and weather and air
quality APIs.

Every name was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched). Twelve of them were searched with the ``search`` tool and the pages found said
nothing of their credentials (Bouncie, EROAD, Wappsto, Weavr, Zum Rails, Budbee, Eurosender,
Wuunder, Zásilkovna, BreezoMeter, Holfuy, Wallester); the rest were not searched. The
shapes, names of fields and lengths are as remembered ("shape assumed"); a second shape
each for Eseye, Kerlink, Thingstream, Weavr, Budbee, BreezoMeter and HyperVerge (whose
credential names ``_heldout_secrets54_vendors.py`` looked up) is added last.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
bouncie client secret ¦ Bouncie developer portal: OAuth app client_id / client_secret, authorization code exchange (shape assumed) ¦ {A40} ¦ POST https://auth.bouncie.com/oauth/token\ncontent-type: application/x-www-form-urlencoded\n\nclient_id=fleet-dash&client_secret={t}&grant_type=authorization_code&code=9f2c&redirect_uri=https%3A%2F%2Ffleet.acme.io%2Fcb\n<- 400 {"error":"invalid_client"}
eroad api key ¦ EROAD Depot API: an API key header per customer (name as remembered) ¦ {uuid} ¦ 2026-12-06T19:24:33Z WARN eroad-sync: GET https://api.eroad.co.nz/v1/vehicles failed 401; request headers: {"ExternalApiKey": "{t}", "Accept": "application/json"}
wappsto session ¦ Wappsto (Seluxit): a session id sent as X-Session (a UUID, shape assumed) ¦ {uuid} ¦ >>> wappsto.start(session="{t}")\nwappstoiot.Exceptions.WappstoException: 401 {"code":117000000,"message":"Session is not valid"}
eseye sim password ¦ Eseye AnyNet portal API: login with username and password to get a cookie (shape assumed) ¦ {p} ¦ $ curl -s -X POST https://siam.eseye.com/Japi/Tigrillo/login -d '{"username":"iot-ops","password":"{t}","portfolioId":"ACME-01"}'\n{"status":{"errorCode":"E0104","errorMessage":"Invalid credentials"}}
kerlink wanesy token ¦ Kerlink Wanesy Management Center: POST /application/login then Bearer (shape assumed) ¦ {u64} ¦ kerlink-bridge | 19:24:40 ERROR uplink poll failed: 401 GET https://wmc.acme.io/gms/application/dataUp?Authorization=Bearer%20{t}
thingstream mqtt password ¦ Thingstream (u-blox) MQTT Anywhere: client id, username and password per thing (shape assumed) ¦ {A40} ¦ # thing.toml\n[mqtt]\nhost = "mqtt.thingstream.io"\nclient_id = "device:5f3a9d2c-7e41-4b8e-a0f1-2c9d7e6b4a13"\nusername = "X7GZ2K4Q9R1TWB6N8C3J"\npassword = "{t}"
zubie api key ¦ Zubie API: an API key query parameter (shape assumed) ¦ {h40} ¦ Zubie::Error: 403 Forbidden for https://api.zubiecar.com/api/v2/zinc/vehicles?key={t}&limit=50
nextraq password ¦ NexTraq (Michelin Connected Fleet) API: basic auth username and password (shape assumed) ¦ {p} ¦ $ grep -A2 nextraq /etc/telematics/providers.yml\nnextraq:\n  username: dispatch-api\n  password: '{t}'
enfuce client secret ¦ Enfuce card issuing API: client credentials grant (shape assumed) ¦ {u48} ¦ [INFO] Requesting token from https://auth.enfuce.com/oauth2/token with client_id=acme-issuing client_secret={t} scope=card:read
weavr api key ¦ Weavr Multi API: api-key header plus an auth token (shape assumed) ¦ {b44} ¦ $ curl -s https://sandbox.weavr.io/multi/corporates -H 'api-key: {t}' -H 'Content-Type: application/json'\n{"message":"Unauthorized","code":"API_KEY_INVALID"}
wallester api key ¦ Wallester API: requests signed with a JWT using the RSA private key; the API key in the audience (shape assumed) ¦ {uuid} ¦ WALLESTER_API_URL=https://api-sandbox.wallester.eu\nWALLESTER_API_KEY={t}\nWALLESTER_PRIVATE_KEY_PATH=/run/secrets/wallester.pem
zum rails password ¦ Zum Rails API: POST /api/authorize with Username and Password, then a token (shape assumed) ¦ {p} ¦ POST https://api-sandbox.zumrails.com/api/authorize\n{"Username":"acme-payouts","Password":"{t}"}\n<- 401 {"isError":true,"message":"Invalid username or password"}
zilch api key ¦ Zilch merchant API: X-Api-Key (shape assumed) ¦ zk_live_{A32} ¦ Zilch::AuthenticationError: Invalid API key provided: {t}
brankas api key ¦ Brankas Direct API: x-api-key header (shape assumed) ¦ {h64} ¦ brankas-direct: 2026-12-06 19:24:58 | POST /v1/checkout | headers={'x-api-key': '{t}', 'content-type': 'application/json'} | status=403
neonomics client secret ¦ Neonomics API: client id and secret for a token (shape assumed) ¦ {uuid} ¦ $ cat neonomics.properties\nneonomics.client.id=1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809\nneonomics.client.secret={t}\nneonomics.base.url=https://sandbox.neonomics.io
nuapay api key ¦ Nuapay API: the API key as the username of basic auth (shape assumed) ¦ {h64} ¦ HTTP/1.1 401 Unauthorized\n...\n> GET /tpp/payments HTTP/1.1\n> Host: sandbox.nuapay.com\n> Authorization: Basic {t}
kyckr password ¦ Kyckr (company registry) API: a Bearer token from username and password (shape assumed) ¦ {p} ¦ KYCKR_USERNAME=compliance@acme.io\nKYCKR_PASSWORD={t}
budbee api secret ¦ Budbee Open API: API key and secret as basic auth (shape assumed) ¦ {uuid} ¦ budbee.errors.AuthenticationError: 401 for POST https://sandbox.api.budbee.com/multiple/orders (api_key='b7f0a2c4-9e1d-4a3b-8c5f-0d2e4f6a8b1c', api_secret='{t}')
eurosender api key ¦ Eurosender API: x-api-key header (shape assumed) ¦ {h40} ¦ [eurosender] 401 POST https://sandbox-api.eurosender.com/v1/quotes\n  x-api-key: {t}\n  content-type: application/json
wuunder bearer ¦ Wuunder API: Authorization: Bearer with the API key (shape assumed) ¦ {A32} ¦ WUUNDER_API_KEY={t}\nWUUNDER_ENV=staging
zasilkovna api password ¦ Zásilkovna / Packeta API: apiPassword, 32 hex (shape assumed) ¦ {h32} ¦ <createPacket>\n  <apiPassword>{t}</apiPassword>\n  <packetAttributes>\n    <number>ORD-88213</number>\n    <addressId>79</addressId>\n  </packetAttributes>\n</createPacket>
nacex password ¦ Nacex web service: user and MD5 password as query parameters (shape assumed) ¦ {h32} ¦ GET https://pda.nacex.com/nacex_ws/ws?method=putExpedicion&user=ACMEWEB&pass={t}&data=del_cli=0001 -> ERROR|Usuario o password incorrectos
transporeon token ¦ Transporeon API: Bearer token for carrier integration (shape assumed) ¦ {u86} ¦ {"level":"error","ts":"2026-12-06T19:25:14Z","msg":"transporeon request failed","status":401,"authorization":"Bearer {t}"}
bosta api key ¦ Bosta API: Authorization header with the API key (shape assumed) ¦ {h64} ¦ bosta.exceptions.Unauthorized: 401 POST https://app.bosta.co/api/v2/deliveries — Authorization: {t}
kortforsyningen token ¦ Kortforsyningen / Dataforsyningen (Denmark): token query parameter on WMTS (shape assumed) ¦ {h32} ¦ QGIS: Network request https://api.dataforsyningen.dk/topo_skaermkort_DAF?service=WMTS&request=GetCapabilities&token={t} failed: Host requires authentication
zenrin api key ¦ ZENRIN Maps API: key parameter (shape assumed) ¦ {A40} ¦ <script src="https://test-js.zmaps-api.com/zma_loader.js?key={t}&auth=referer"></script>
weatherkit p8 key id ¦ Apple WeatherKit REST: JWT signed with a .p8 key; the token printed by a helper (shape assumed) ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IjJYOUg3QjREMzIifQ.{u86}.{u86} ¦ $ node mint-weatherkit.js\nBearer {t}
kachelmann api key ¦ Kachelmannwetter API: X-API-Key header (shape assumed) ¦ {A32} ¦ $ curl -s https://api.kachelmannwetter.com/v02/current/50.94/6.96 -H 'X-API-Key: {t}'\n{"error":"invalid api key"}
windguru password ¦ Windguru station upload: uid and password in the upload URL hash (shape assumed) ¦ {p} ¦ $ grep windguru /etc/weewx/weewx.conf -A3\n    [[Windguru]]\n        station_id = acme_pier_2\n        password = {t}
eumetsat consumer secret ¦ EUMETSAT Data Store: consumer key and secret for a token (shape assumed) ¦ {A28} ¦ >>> credentials = ('hVOn0JxvKCzZq4c7A2yNw3iL1bGm', '{t}')\n>>> eumdac.AccessToken(credentials)\neumdac.token.InvalidCredentials: 401 Unauthorized
breezometer key ¦ BreezoMeter air quality API: key query parameter (shape assumed) ¦ {h32} ¦ E/AirQualityRepo: GET https://api.breezometer.com/air-quality/v2/current-conditions?lat=32.08&lon=34.78&key={t}&features=breezometer_aqi failed: 401
holfuy password ¦ Holfuy live data API: s= station and pw= password (shape assumed) ¦ {A12} ¦ $ curl -s 'https://api.holfuy.com/live/?s=101&pw={t}&m=JSON&tu=C&su=knots'\n{"error":"Wrong password"}
weathercloud key ¦ Weathercloud upload: wid and key in the URL (shape assumed) ¦ {h32} ¦ 19:25:33 upload weathercloud: http://api.weathercloud.net/v01/set/wid/8d7c6b5a4f3e2d1c/key/{t}/temp/38/hum/81 -> 400
qolo api key ¦ Qolo BaaS API: API key and secret headers (shape assumed) ¦ {A48} ¦ QOLO_API_KEY=ak_5kQ7mN2p\nQOLO_API_SECRET={t}
eseye env ¦ Eseye AnyNet portal API: credentials in a provisioning script's environment (shape assumed) ¦ {p} ¦ + ESEYE_PORTFOLIO=ACME-01\n+ ESEYE_USER=iot-ops\n+ ESEYE_PASSWORD='{t}'\n+ ./provision-sims.sh --batch 48
kerlink login ¦ Kerlink Wanesy Management Center: POST /application/login with login and password (shape assumed) ¦ {p} ¦ POST https://wmc.acme.io/gms/application/login\n{"login":"lns-bridge","password":"{t}"}\n<- 401 {"message":"Bad credentials"}
thingstream credentials json ¦ Thingstream (u-blox): credentials downloaded per thing as JSON (shape assumed) ¦ {A40} ¦ $ jq . thing-credentials.json\n{\n  "ClientID": "device:5f3a9d2c-7e41-4b8e-a0f1-2c9d7e6b4a13",\n  "Username": "X7GZ2K4Q9R1TWB6N8C3J",\n  "Password": "{t}"\n}
weavr auth token ¦ Weavr Multi API: the auth token returned by login_with_password, sent as Authorization: Bearer (shape assumed) ¦ {u64} ¦ weavr.multi.ApiException: (401) Reason: Unauthorized\nHTTP request headers: {'api-key': '(set)', 'Authorization': 'Bearer {t}'}
budbee env ¦ Budbee Open API: key and secret in settings (shape assumed) ¦ {uuid} ¦ BUDBEE_API_KEY=b7f0a2c4-9e1d-4a3b-8c5f-0d2e4f6a8b1c\nBUDBEE_API_SECRET={t}\nBUDBEE_SANDBOX=true
breezometer gradle ¦ BreezoMeter Android sample: key in gradle.properties (shape assumed) ¦ {h32} ¦ $ cat gradle.properties\norg.gradle.jvmargs=-Xmx2048m\nBREEZOMETER_API_KEY={t}
hyperverge env ¦ HyperVerge KYC (kyc-india-rest-api): appId and appKey in the backend's settings (shape assumed) ¦ {l20} ¦ HYPERVERGE_APP_ID=7c2e1f\nHYPERVERGE_APP_KEY={t}\nHYPERVERGE_REGION=ind
token.io client secret ¦ Token.io (open banking): member key / client secret (shape assumed) ¦ {u43} ¦ tokenio:\n  member-id: m:3kFq8wXz2Y7pLmN4:5zKtXXJ\n  client-secret: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
