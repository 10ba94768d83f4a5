"""Held-out set 83: vendors no earlier set named, each looked up with the ``search`` tool —
ride-hailing, parking, transit data, car sharing and location/geolocation SaaS.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every
earlier ``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were
dropped: Uber, Grab, Gojek, DiDi, Lime, Bird, Tier, Voi, Dott, ParkMobile, SpotHero, Hertz,
Avis, Sixt, Turo, Mapbox, TomTom, MapTiler, Stadia Maps, Thunderforest, ArcGIS, Radar,
Geoapify, LocationIQ, OpenCage, Positionstack, Geocodio, Smarty, Loqate, what3words,
Foursquare, Mappedin, NextBillion, Mapillary, Carto, Jawg, Protomaps, Woosmap, Samsara,
Geotab, Motive, Smartcar, Enode, High Mobility, ipinfo, ipstack, MaxMind, Navitia, Passio,
Trafi, Amadeus, Wialon, Traccar, Onfleet, Routific, GraphHopper, TravelTime, Navixy, Flespi,
Yandex, 2GIS, Kakao, Naver, Baidu, Amap, Tencent, Mappls, Barikoi, Neshan, Snapp, Passport,
Arrive, Localiza, Fleetio, Gett, Bolt, Hopp, Beam, Bounce, Ekar, Darb and Trimble).

Looked up with the ``search`` tool (25 vendors searched; 17 pages gave the format or the
scheme, named per case): Lyft (python-social-auth's Lyft backend and the lyft-go-sdk page:
a Client ID, a Client Secret and a Client Token; ``api.lyft.com/oauth/token`` with Basic
``client_id:client_secret``), Transitland (v2 REST needs an API key; the transitland-rest-client
npm page: ``new Client("...")`` / ``apiKey``), Rome2rio (the rome2rio gem: a key set per
connection), HyperTrack (developer.hypertrack.com OAuth page: Basic ``AccountId:SecretKey``,
and the hypertrack PyPI client ``Client(account_id, secret_key)``), Tile38 (tile38.com
``AUTH password``), Unwired Labs (the unwiredlabs PyPI client: ``UnwiredConnection(key=...)``,
``-k KEY`` a token from the panel), Combain (portal.combain.com: ``apiv2.combain.com?key=``),
Sygic (sygic-maps-kit-ios: ``SYMKApiKeys.set(appKey:appSecret:)``), IndoorAtlas (the SDK
examples: keys in ``gradle.properties`` and ``ApiKeys.h``), Estimote (Estimote Cloud: App ID
and App Token as HTTP Basic, ``curl -u APP_ID:APP_TOKEN``), Citymapper (the citymappR docs:
``api_token`` in a ``.citymappr`` DCF file; the citywrapper gem ``c.api_key``), ParkWhiz
(``api.parkwhiz.com/v4/oauth/token`` client credentials), Cabify (``OAUTH_ID`` and
``CLIENT_SECRET`` traded at ``cabify.com/auth/api/authorization`` for a Bearer token),
BlaBlaCar (the BlaBlaCar-API PyPI client ``BlaBlaCarApi(api_key=...)``), Skyhook (the skyhook
PyPI client: an encryption ``key`` and a ``userID``; ``global.skyhookwireless.com/wps2``),
Map.ir (the ``@map.ir/services-sdk`` package: an ``x-api-key`` header) and Moovit (deep links
carry only a public ``partner_id``: used in the innocents). TollGuru, Swiftly, Getaround,
Karhoo, Mozio, iCabbi, EasyPark and Mapon gave no format page; their shapes are remembered.
Lengths and alphabets of values whose format no page showed are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
lyft client secret env ¦ Lyft client credentials (search: npm lyft-client, LYFT_CLIENT_SECRET in .env) ¦ {A32} ¦ LYFT_CLIENT_ID=Qm7dXv2Lk9pA\nLYFT_CLIENT_SECRET={t}\nLYFT_SANDBOX=true
lyft basic token call ¦ Lyft /oauth/token with Basic client_id:client_secret (search: gist Lyft AJAX auth) ¦ {b48} ¦ $ curl -s -X POST https://api.lyft.com/oauth/token -u "Qm7dXv2Lk9pA:{t}" -d grant_type=client_credentials -d scope=public\n{"error":"invalid_client","error_description":"Client authentication failed"}
lyft go sdk ¦ lyft-go-sdk, a Client Token for public endpoints (search: pkg.go.dev lyft-go-sdk) ¦ {b120} ¦ panic: 401 Unauthorized\n\ngoroutine 1 [running]:\nmain.main()\n    /src/eta/main.go:31 +0x1c5\n// token used: "{t}"
lyft ruby client ¦ rlyft Lyft::Client with client_secret (search: rubydoc rlyft) ¦ {A32} ¦ client = Lyft::Client.new do |c|\n  c.client_id = 'Qm7dXv2Lk9pA'\n  c.client_secret = '{t}'\nend\nLyft::Client::Api::Oauth#public_token: 401 invalid_client
transitland js ¦ Transitland v2 REST client new Client(apiKey) (search: npm transitland-rest-client) ¦ {A32} ¦ const client = new Client({ apiKey: "{t}", baseUrl: "https://transit.land/api/v2/rest" });\nError: 401 Unauthorized fetching feeds?spec=gtfs
transitland curl header ¦ Transitland v2 REST, apikey header (search: transit.land documentation) ¦ {A32} ¦ $ curl -H "apikey: {t}" "https://transit.land/api/v2/rest/stops?lat=25.2&lon=55.3&radius=800"\n{"message":"Invalid API key"}
rome2rio ruby ¦ rome2rio gem, key per connection (search: rubydoc rome2rio) ¦ {A8} ¦ Rome2rio::Connection.new(key: "{t}").search(oName: "Amman", dName: "Aqaba")\nFaraday::UnauthorizedError: the server responded with status 401
rome2rio url ¦ Rome2rio Search API key query parameter (search: rome2rio.com/documentation/search via the gem) ¦ {A8} ¦ GET http://free.rome2rio.com/api/1.4/json/Search?key={t}&oName=Beirut&dName=Byblos -> 403 Forbidden
hypertrack basic ¦ HyperTrack Basic AccountId:SecretKey (search: developer.hypertrack.com reference oauth) ¦ {u54} ¦ $ curl -s -u "a8Wq3lK9zX0pTmB4c7YrN2vJ5s:{t}" https://v3.api.hypertrack.com/devices\n{"message":"Unauthorized"}
hypertrack python ¦ hypertrack PyPI Client(account_id, secret_key) (search: pypi hypertrack 3.0.0) ¦ {u54} ¦ >>> hypertrack = Client("a8Wq3lK9zX0pTmB4c7YrN2vJ5s", "{t}")\n>>> hypertrack.devices.get("A50F7BB2-D67D-48A5-9B68-D5747B97381F")\nhypertrack.exceptions.HyperTrackException: 401 Unauthorized
hypertrack ruby ¦ HypertrackV3.new(account_id, secret_key) (search: rubydoc hypertrack_v3) ¦ {u54} ¦ HYPERTRACK = HypertrackV3.new(ENV.fetch("HT_ACCOUNT_ID"), "{t}")\nHypertrackV3::ClientError (401): {"title":"Authentication failed"}
tile38 auth cli ¦ Tile38 AUTH password (search: tile38.com commands auth) ¦ {p} ¦ $ tile38-cli -h geo.internal -p 9851\ngeo.internal:9851> AUTH {t}\n{"ok":false,"err":"invalid password"}
tile38 config ¦ Tile38 server config requirepass (search: tile38.com configuration) ¦ {A28} ¦ $ cat /var/lib/tile38/data/config\n{"requirepass":"{t}","leaderauth":"","protected-mode":"no","maxmemory":"2gb"}
tile38 node ¦ tile38-ts over ioredis with a password in the URL (search: npm @iwpnd/tile38-ts) ¦ {p} ¦ const tile38 = new Tile38('redis://:{t}@fleet-geo:9851');\nReplyError: ERR invalid password
unwired python ¦ unwiredlabs UnwiredConnection(key=) (search: pypi unwiredlabs) ¦ {h14} ¦ connection = unwiredlabs.UnwiredConnection(key='pk.{t}')\nError: Invalid token
unwired cli ¦ unwiredlabs cmdline_client.py -k KEY (search: pypi unwiredlabs 0.4.0) ¦ {h14} ¦ $ python cmdline_client.py -k pk.{t} -w ab:cd:ef:12:34:56@-60\nError: No matches found
unwired json ¦ Unwired Labs LocationAPI request body with a token (shape remembered from the PyPI page) ¦ {h30} ¦ POST https://us1.unwiredlabs.com/v2/process.php\n{"token": "{t}", "radio": "lte", "mcc": 416, "mnc": 1, "cells": [{"lac": 51011, "cid": 8891}]}\n-> {"status":"error","message":"Invalid token"}
combain url ¦ Combain CPS apiv2 key query parameter (search: portal.combain.com api) ¦ {l20} ¦ curl "https://apiv2.combain.com?key={t}&id=12345678" -X POST -d '{"wifiAccessPoints":[{"macAddress":"00:1a:2b:3c:4d:5e","signalStrength":-71}]}'\n{"error":{"code":401,"message":"Invalid key"}}
combain flutter ¦ flutter_combainsdk FlutterCombainSDKConfig apiKey (search: pub.dev flutter_combainsdk) ¦ {l20} ¦ final config = FlutterCombainSDKConfig(apiKey: "{t}", settingsKey: "venue-17", routingConfig: null);
sygic swift ¦ Sygic Maps Kit SYMKApiKeys.set(appKey:appSecret:) (search: github Sygic/sygic-maps-kit-ios) ¦ {b64} ¦ SYMKApiKeys.set(appKey: "dispatch-ios", appSecret: "{t}")\n// SygicMaps: initialization failed: InvalidApiKey
indooratlas gradle ¦ IndoorAtlas android-sdk-examples gradle.properties (search: github IndoorAtlas/android-sdk-examples) ¦ {b40} ¦ indooratlas.apiKey=7f2c1e90-3b4d-4a1f-9c2e-5d6f7a8b9c0d\nindooratlas.apiSecret={t}
indooratlas objc ¦ IndoorAtlas ios-sdk-examples ApiKeys.h (search: github indooratlas/ios-sdk-examples) ¦ {b80} ¦ // ApiKeys.h\n#define kAPIKey @"7f2c1e90-3b4d-4a1f-9c2e-5d6f7a8b9c0d"\n#define kAPISecret @"{t}"
estimote curl ¦ Estimote Cloud App ID and App Token as Basic (search: api-evangelist estimote authentication) ¦ {h32} ¦ $ curl -u souk-beacons-7tq:{t} https://cloud.estimote.com/v3/attachments\n{"error":"Unauthorized"}
estimote js ¦ Estimote Cloud SDK with appId and appToken (shape remembered) ¦ {h32} ¦ EstimoteCloud.init({ appId: 'souk-beacons-7tq', appToken: '{t}' });\nUnhandledPromiseRejectionWarning: Error: 403 Forbidden
citymapper dcf ¦ citymappR .citymappr config file, api_token (search: rdrr.io citymappR citymappr_setup) ¦ {h32} ¦ $ cat ~/.citymappr\napi_token: {t}
citymapper ruby ¦ citywrapper gem c.api_key (search: github JoeSouthan/citywrapper) ¦ {h32} ¦ Citywrapper.configure do |c|\n  c.api_key = '{t}'\nend
parkwhiz oauth ¦ ParkWhiz v4 client credentials (search: api-evangelist parkwhiz oauth collection) ¦ {h64} ¦ POST https://api.parkwhiz.com/v4/oauth/token\ngrant_type=client_credentials&client_id=8c2e71a9d4f0&client_secret={t}&scope=partner\n-> 401 {"error":"invalid_client"}
parkwhiz bearer ¦ ParkWhiz v4 bearer access token in a debug log ¦ {h64} ¦ DEBUG parkwhiz.client GET https://api.parkwhiz.com/v4/quotes/?q=coordinates:25.2048,55.2708 headers={'Authorization': 'Bearer {t}', 'Accept': 'application/json'}
parkwhiz ruby ¦ parkwhiz gem Parkwhiz.api_key (search: rubydoc parkwhiz 0.2.0) ¦ {h32} ¦ Parkwhiz.api_key = "{t}"\nParkwhiz::SearchError: Invalid API key
cabify token ¦ Cabify client credentials at /auth/api/authorization (search: api-evangelist cabify authentication) ¦ {h64} ¦ $ curl -X POST https://cabify.com/auth/api/authorization -d "grant_type=client_credentials&client_id=7b1e9d0c4a2f&client_secret={t}"\n{"error":"invalid_client"}
cabify bearer ¦ Cabify Bearer access_token in the response and a later call ¦ {u43} ¦ {"token_type":"Bearer","access_token":"{t}","expires_in":2592000}\n$ curl -H "Authorization: Bearer {t}" https://cabify.com/api/v3/journey
cabify ruby taxy ¦ taxy gem Taxy::Client.new(bearer_token:) (search: ruby-toolbox taxy) ¦ {u43} ¦ taxy = Taxy::Client.new(bearer_token: "{t}")\nFaraday::UnauthorizedError: the server responded with status 401
blablacar python ¦ BlaBlaCar-API BlaBlaCarApi(api_key=) (search: pypi BlaBlaCar-API) ¦ {h32} ¦ api = BlaBlaCarApi(api_key="{t}", locale="fr_FR", currency="EUR", debug=True)\n[debug] GET https://public-api.blablacar.com/api/v2/trips?key={t}&fn=Lyon&tn=Grenoble -> 401
blablacar yaml ¦ BlaBlaCar trip search key in a service's YAML ¦ {h32} ¦ carpool:\n  provider: blablacar\n  base_url: https://public-api.blablacar.com/api/v3\n  key: {t}\n  locale: fr_FR
skyhook python ¦ skyhook PyPI SkyhookConnection(key=, userID=) (search: pypi skyhook) ¦ {H32} ¦ connection = skyhook.SkyhookConnection(key='{t}', userID=40112)\nError: Authentication failed
skyhook squirrel ¦ Skyhook agent library Skyhook(skyhookKey) (search: developer.electricimp.com Skyhook) ¦ {H32} ¦ #require "skyhook.agent.nut:2.0.1"\nskyhook <- Skyhook("{t}");\n[Agent] ERROR: Skyhook request failed: 401
mapir js ¦ @map.ir/services-sdk new Mapir({ apiKey }) (search: unpkg @map.ir/services-sdk) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u180}.{u86} ¦ const mapir = new Mapir({ apiKey: "{t}" });\nconst res = await mapir.reverseGeocode({ lat: 35.7, lng: 51.4 });\n// {"message":"Unauthenticated."}
mapir curl ¦ Map.ir x-api-key header (search: unpkg @map.ir/services-sdk route.ts) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u190}.{u86} ¦ curl -H "x-api-key: {t}" "https://map.ir/reverse?lat=35.70&lon=51.41"
tollguru header ¦ TollGuru toll API x-api-key (searched: no format page; shape remembered) ¦ {U32} ¦ POST https://apis.tollguru.com/toll/v2/origin-destination-waypoints\nx-api-key: {t}\n{"from":{"address":"Dubai"},"to":{"address":"Abu Dhabi"},"vehicle":{"type":"2AxlesAuto"}}
swiftly header ¦ Swiftly transit API Authorization key (searched: swiftly.zendesk API Guide, no format; remembered) ¦ {h32} ¦ GET https://api.goswift.ly/real-time/amman-brt/predictions?stop=4102\nAuthorization: {t}\n-> 401 {"success":false,"errorCode":"INVALID_API_KEY"}
getaround token ¦ Getaround Open API bearer token (searched: no format page; remembered) ¦ {h64} ¦ HTTPError: 401 Client Error: Unauthorized for url: https://api-eu.getaround.com/owner/v1/rentals?end_date=2026-12-07\nrequest headers: {'Authorization': 'Bearer {t}'}
karhoo identifier ¦ Karhoo SDK client secret in a KarhooSDKConfiguration (searched: no format page; remembered) ¦ {A40} ¦ let config = KarhooSDKConfiguration(identifier: "com.gulfcabs.dispatch", referer: "gulfcabs", organisationId: "a1c9e7d2", clientSecret: "{t}")
mozio api key ¦ Mozio partner API key header (searched: no format page; remembered) ¦ {h32} ¦ POST https://api.mozio.com/v2/search/\nAPI-KEY: {t}\n{"start_address":"DXB Terminal 3","end_address":"Jumeirah Beach Hotel","num_passengers":2}
icabbi keys ¦ iCabbi dispatch API app key and secret key (searched: no format page; remembered) ¦ {h40} ¦ ICABBI_APP_KEY=9fa3c1e7d2b0\nICABBI_SECRET_KEY={t}\nICABBI_URL=https://api.icabbi.com/gulfcabs/v2
easypark token ¦ EasyPark operator API token (searched: no format page; remembered) ¦ {A48} ¦ easypark:\n  operatorId: 4471\n  apiToken: {t}\n  area: 2231
mapon key ¦ Mapon fleet API key query parameter (searched: no format page; remembered) ¦ {h32} ¦ GET https://mapon.com/api/v1/unit/list.json?key={t}&include[]=location -> {"error":{"code":1,"msg":"Invalid API key"}}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
