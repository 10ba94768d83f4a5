"""Held-out set 54: vendors no earlier set named, each looked up with the ``search`` tool —
fleet telematics, payouts and KYC, banking-as-a-service and card payouts, parcel networks,
national and commercial maps and routing, and weather services and station networks (the
share of vendors whose names start with B, E, H, K, N, Q, T, W, Z or a digit).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 80 other names did and were dropped, among them Teltonika, Wialon, Webfleet, Navixy,
Traccar, EMQX, HiveMQ, Kaa, Thinger, nRF Cloud, Helium, The Things Stack (NNSXS), Treezor,
Treasury Prime, Tink, TrueLayer, Nordigen, Belvo, Trolley, Trulioo, Nium, Thunes, Qonto,
Bring, Evri, Hermes, Nova Poshta, Envia, 17track, TrackingMore, TomTom, what3words,
Nominatim, Bing Maps, Thunderforest, Kakao, Naver, 2GIS, Baidu, Woosmap, NextBillion,
Barikoi, Tomorrow.io, Weatherbit, WeatherAPI, Weatherstack, Windy, Xweather, Wise, Kore,
Blynk, Balena, ThingSpeak, Tuya, Ecowitt, EasyPost, Bpost, Zepto, Nuvei, Bankin, Yapily,
Hiber, TagoIO, Nabto, Ezviz, Trackimo, Teletrac, Ekata, Tarabut, Basiq, Zoop, Quiqup,
Ninja Van, Tookan, Bringg, Navitia, Targomo and Eniro).

Looked up with the ``search`` tool (29 vendors searched; 17 pages gave the format, the
source of each is named per case): Zonar (``interface.php?customer=...&username=...&
password=...``), Hyperwallet (SDK client with ``restapiuser@...``, password and program
token), Berbix (``api_secret`` / ``client_secret`` from the dashboard), HyperVerge (``appId``
and ``appKey`` credentials), KYCAID (``authorization_token`` in the gem's configure block),
Banxa (``Authorization: Bearer {API Key}:{Signature}:{Nonce}`` signed with the API secret;
``x-api-key`` for hosted checkout), TabaPay (``client_id`` and ``bearer_token``), Boxberry
(``json.php?token=...&method=...``), TravelTime (``X-Application-Id`` and ``X-Api-Key``),
Tianditu (``tk`` on WMTS URLs, 32 hex in the example), Neshan (``NESHAN_SERVICE_API_KEY``,
``mapKey``), WillyWeather (API key from the account, Home Assistant integration), WeatherLink
v2 (``api-key`` query and ``X-Api-Secret`` header), Tempest (personal access token,
``TEMPEST_TOKEN``), Weather Underground (``updateweatherstation.php`` with ``ID`` and
``PASSWORD``; ``rwunderground::set_api_key``), KNMI Data Platform (an ``Authorization`` header
key) and ECMWF (``~/.ecmwfapirc`` with url, key and email, 32 hex in the sample). Searched and
found nothing of their own: Bouncie, EROAD, Wappsto, Weavr, Zum Rails, Budbee, Eurosender,
Wuunder, Zásilkovna, BreezoMeter, Holfuy and Wallester (in ``_heldout_secrets54_vendors2.py``
with shapes remembered). Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
zonar query password ¦ Zonar API Introduction (support.zonarsystems.net): interface.php?customer=zzo2544&username=zonar&password=... ¦ {A16} ¦ 10.20.4.7 - - [06/Dec/2026:19:22:04 +0000] "GET /interface.php?customer=kxr4410&username=fleetsync&password={t}&action=showposition&operation=current&format=xml&version=2 HTTP/1.1" 401 0
zonar sync config ¦ Zonar API Introduction: the GTC account code, username and password of a GTC user ¦ {A14} ¦ $ cat /etc/fleetsync/zonar.ini\n[zonar]\naccount_code = kxr4410\nusername = fleetsync\npassword = {t}\nbase_url = https://omi.zonarsystems.net/interface.php
hyperwallet node password ¦ hyperwallet-sdk (npm): new Hyperwallet({ username: "restapiuser@4917301618", password: ..., programToken: "prg-..." }) ¦ {p} ¦ /srv/payouts/src/hw.js:4\nconst client = new Hyperwallet({ username: "restapiuser@5520917736", password: "{t}", programToken: "prg-9c1e4a7d-2b3f-4e61-8d0a-5f7b2c9e1a44" });\nHyperwalletError: 401 Unauthorized (INCORRECT_LOGIN_CREDENTIALS)
hyperwallet python password ¦ hyperwallet-sdk (pypi): hyperwallet.Api("test-user", "test-pass", "prg-12345") ¦ {p} ¦ >>> api = hyperwallet.Api("restapiuser@5520917736", "{t}", "prg-9c1e4a7d-2b3f-4e61-8d0a-5f7b2c9e1a44")\n>>> api.listUsers()\nhyperwallet.exceptions.HyperwalletAPIException: {'errors': [{'message': 'Authentication failed', 'code': 'INCORRECT_LOGIN_CREDENTIALS'}]}
berbix api secret ¦ berbix (gem): Berbix::Client.new(api_secret: 'your_api_secret_here') (shape assumed) ¦ {A40} ¦ irb(main):002> client = Berbix::Client.new(api_secret: '{t}')\nirb(main):003> client.create_transaction(customer_uid: 'u-1182', template_key: 'tpl_id_us')\nBerbix::BerbixError (401: invalid api secret)
berbix client secret ¦ berbix 0.0.9 (pypi): berbix.Client(client_id=..., client_secret=...) (shape assumed) ¦ {u43} ¦ BERBIX_CLIENT_ID=cid_88f1a2\nBERBIX_CLIENT_SECRET={t}\nBERBIX_TEMPLATE_KEY=tpl_id_us
hyperverge app key ¦ HyperVerge (api-evangelist rate limits, kyc-india-rest-api): appId/appKey credentials, 401 when invalid (shape assumed) ¦ {l20} ¦ $ curl -s https://ind-docs.hyperverge.co/v2.0/readKYC -H 'appId: 7c2e1f' -H 'appKey: {t}' -F 'image=@pan.jpg'\n{"status":"failure","statusCode":"401","error":"Invalid credentials"}
kycaid token ¦ kycaidplus (rubydoc): KYCAIDPLUS.configure { |c| c.authorization_token = '...' } ¦ {A36} ¦ # config/initializers/kycaid.rb\nKYCAIDPLUS.configure do |c|\n  c.authorization_token = '{t}'\n  c.sandbox_mode = false\nend
kycaid header ¦ kycaidplus (rubydoc): the token the client sends (Authorization: Token as remembered) ¦ {A36} ¦ D, [2026-12-06T19:23:11.402] DEBUG -- : POST https://api.kycaid.com/applicants\nD, [2026-12-06T19:23:11.403] DEBUG -- : Authorization: Token {t}\nE, [2026-12-06T19:23:11.611] ERROR -- : KYCAIDPLUS::Unauthorized
banxa api secret ¦ Banxa docs (Step 3: Authentication): HMAC with the API Secret, Authorization: Bearer {API Key}:{Signature}:{Nonce} (shape assumed) ¦ {A32} ¦ $ grep BANXA .env.production\nBANXA_API_KEY=acme_ramp\nBANXA_API_SECRET={t}\nBANXA_BASE_URL=https://acme.banxa.com
banxa x-api-key ¦ Banxa docs (Authentication & Environments): x-api-key: YOUR_API_KEY for v2 (shape assumed) ¦ {A40} ¦ $ http GET https://api.banxa-sandbox.com/acme/v2/crypto/buy x-api-key:{t}\nHTTP/1.1 401 Unauthorized\n{"errors":{"title":"Invalid api key"}}
tabapay bearer ¦ TabaPay processor config (developers.loanpro.io): client_id and bearer_token (shape assumed) ¦ {A43} ¦ {"processor":"tabapay","client_id":"Ts8nK0w2E3y4QxZgA1bC2d","bearer_token":"{t}","settlement_account":"0021","sandbox":true}
tabapay curl ¦ TabaPay API reference: Create Transaction under /v1/clients/{ClientID}/transactions with the bearer token (as remembered) ¦ {A43} ¦ $ curl -s -X POST 'https://api.sandbox.tabapay.net:10443/v1/clients/Ts8nK0w2E3y4QxZgA1bC2d_01/transactions' -H 'Authorization: Bearer {t}' -H 'Content-Type: application/json' -d @push.json\n{"SC":401,"EC":"3C304949"}
boxberry query token ¦ Boxberry (truetech.dev integration guide): https://api.boxberry.ru/json.php with token and method parameters (shape assumed) ¦ {h32} ¦ [2026-12-06 19:23:18] production.ERROR: Boxberry API error [ListPoints]: GET https://api.boxberry.ru/json.php?token={t}&method=ListPoints&CityCode=68&prepaid=1 returned {"err":"Ключ интеграции не найден"}
boxberry env ¦ Boxberry (novasolutions guide): config('services.boxberry.token') from .env (shape assumed) ¦ {h32} ¦ $ php artisan tinker\n>>> config('services.boxberry')\n=> [\n     "token" => "{t}",\n     "city_code" => 68,\n   ]
traveltime api key ¦ TravelTime gist (time-filter request): -H 'X-Application-Id: ...' -H 'X-Api-Key: ...' (32 hex, shape assumed) ¦ {h32} ¦ $ curl -s -X POST https://api.traveltimeapp.com/v4/time-filter -H 'Content-Type: application/json' -H 'X-Application-Id: 4f1c9d2a' -H 'X-Api-Key: {t}' -d @matrix.json\n{"http_status":401,"error_code":2,"description":"Application Id or Api Key is invalid."}
traveltime r env ¦ traveltimeR README: Sys.setenv(TRAVELTIME_ID = "YOUR_API_ID"); Sys.setenv(TRAVELTIME_KEY = "YOUR_API_KEY") ¦ {h32} ¦ > Sys.setenv(TRAVELTIME_ID = "4f1c9d2a")\n> Sys.setenv(TRAVELTIME_KEY = "{t}")\n> time_map(departure_searches = departure_search)\nError: API call failed with status 401
tianditu tk url ¦ Tianditu WMTS guide (geo.malagis.com; OpenLayers example with tk: "b854fd...", 32 hex) ¦ {h32} ¦ GET http://t3.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX=12&TILEROW=1673&TILECOL=3431&tk={t} 403 (Forbidden)
tianditu custom parameters ¦ ArcGIS JS API with Tianditu (wjhsh.net): WMTSLayer customParameters: { tk: "..." } ¦ {h32} ¦ src/map/basemap.ts\n  12 const vec = new WMTSLayer({\n  13   url: "http://t0.tianditu.gov.cn/vec_c/wmts",\n  14   customParameters: { tk: "{t}" },\n  15   serviceMode: "KVP",
neshan service key ¦ laravel-neshan (packagist): NESHAN_SERVICE_API_KEY in .env; keys start service. / web. (as remembered) ¦ service.{l32} ¦ $ grep NESHAN .env\nNESHAN_API_BASE_URL=https://api.neshan.org\nNESHAN_MAP_API_KEY=\nNESHAN_SERVICE_API_KEY={t}
neshan api-key header ¦ neshan-maps-mcp (glama): API Key header authentication (Api-Key: as remembered) ¦ service.{l32} ¦ $ curl -s 'https://api.neshan.org/v5/reverse?lat=35.6892&lng=51.3890' -H 'Api-Key: {t}'\n{"status":"ERROR","code":480,"message":"Key not found"}
willyweather url key ¦ Home-Assistant-WillyWeather README: an API key from your WillyWeather account; the v2 API takes it in the path (as remembered, shape assumed) ¦ {A48} ¦ 2026-12-06 19:23:40.118 ERROR (MainThread) [custom_components.willyweather] Error fetching data: 403, message='Forbidden', url=URL('https://api.willyweather.com.au/v2/{t}/locations/13960/weather.json?observational=true')
willyweather yaml ¦ Home-Assistant-WillyWeather README: sensor config with api_key (shape assumed) ¦ {A48} ¦ sensor:\n  - platform: willyweather\n    api_key: {t}\n    station_id: 13960
weatherlink secret header ¦ WeatherLink v2 gist (mike-weiner): api_url += "?api-key=" + API_KEY; headers {"X-Api-Secret": API_SECRET} (32 characters, shape assumed) ¦ {l32} ¦ $ curl -s 'https://api.weatherlink.com/v2/current/184422?api-key=x9ncdqgp5xlnq4qaxnybp4wkd7hjkmyp' -H 'X-Api-Secret: {t}'\n{"code":"401","message":"Unauthorized"}
weatherlink env ¦ wlbot (npm): WEATHER_LINK_API_KEY, WEATHER_LINK_API_SECRET, WEATHER_LINK_BASE_API_URL (shape assumed) ¦ {l32} ¦ $ env | grep WEATHER_LINK\nWEATHER_LINK_API_KEY=x9ncdqgp5xlnq4qaxnybp4wkd7hjkmyp\nWEATHER_LINK_API_SECRET={t}\nWEATHER_LINK_BASE_API_URL=https://api.weatherlink.com/v2/
tempest token query ¦ tempest skill (skills.sh): REST API swd.weatherflow.com/swd/rest with a personal access token (a UUID as remembered) ¦ {uuid} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://swd.weatherflow.com/swd/rest/observations/station/67915?token={t}
tempest env file ¦ tempest-cli (skills.sh): export TEMPEST_TOKEN=...; falls back to ~/.tempest.env ¦ {uuid} ¦ $ cat ~/.tempest.env\nTEMPEST_TOKEN={t}\nTEMPEST_STATION_ID=67915
wunderground pws password ¦ WunderWiki (PWS - Upload Protocol): updateweatherstation.php?action=updateraw&ID=...&PASSWORD=... ¦ {p} ¦ 2026-12-06 19:23:52 weewx[2210] ERROR weewx.restx: WU: Failed upload: GET https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php?action=updateraw&ID=KUTLOGAN42&PASSWORD={t}&dateutc=now&tempf=38.1 -> 401
wunderground r key ¦ rwunderground (CRAN): set_api_key(key) (16 hex as remembered) ¦ {h16} ¦ > library(rwunderground)\n> set_api_key("{t}")\n> conditions(set_location(territory = "Utah", city = "Logan"))\nError: this key does not exist
knmi authorization ¦ KNMI Data Platform (pipeworx mcp-knmi): every endpoint needs an Authorization header with a registered or the shared anonymous key (base64 JSON, as remembered) ¦ eyJvcmciOi{b80} ¦ $ curl -s -H 'Authorization: {t}' 'https://api.dataplatform.knmi.nl/open-data/v1/datasets/Actuele10mindataKNMIstations/versions/2/files'\n{"error":"Unauthorized","message":"API key is invalid"}
knmi downloader env ¦ knmi-dataset-downloader (pypi): an API key, or the anonymous one fetched from the portal (shape assumed) ¦ eyJvcmciOi{b80} ¦ $ KNMI_API_KEY='{t}' knmi-download --dataset harmonie_arome_cy43_p1 --version 1.0\nError: 403 Forbidden (key expired or revoked)
ecmwf apirc ¦ ecmwf-api-client (pypi): $HOME/.ecmwfapirc {"url": ..., "key": ..., "email": ...}; 32 hex in the Perl sample ¦ {h32} ¦ $ cat ~/.ecmwfapirc\n{\n    "url"   : "https://api.ecmwf.int/v1",\n    "key"   : "{t}",\n    "email" : "r.haddad@meteo.acme.io"\n}
ecmwf env ¦ ECMWF batch service docs: ECMWF_API_URL, ECMWF_API_KEY, ECMWF_API_EMAIL ¦ {h32} ¦ + export ECMWF_API_URL=https://api.ecmwf.int/v1\n+ export ECMWF_API_KEY={t}\n+ export ECMWF_API_EMAIL=r.haddad@meteo.acme.io\n+ python retrieve_tigge.py
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
