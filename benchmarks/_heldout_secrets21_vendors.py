"""Held-out set 21: energy, smart-home, fitness, farm and earth-observation, weather, maps,
translation, podcast and stock-media vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): Tibber, Enphase, SolarEdge,
Octopus Energy, Smartcar, Fronius Solar.web, GivEnergy, Growatt, Huawei FusionSolar, Victron
VRM, SMA Sunny Portal, LIFX, Nanoleaf, Suunto, Wahoo, Farmobile, Planet Labs, AerisWeather
(Xweather), Meteostat, Open-Meteo, Windy, 2GIS, Gaode (Amap), Papago, ModernMT, Systran,
Tolgee, Localazy, Lingohub, locize, SimpleLocalize, Traduora, POEditor, Weblate, Podbean,
Buzzsprout, Captivate, Simplecast, Libsyn, Transistor, Audius, Epidemic Sound, Pond5, Envato,
Storyblocks, Shutterstock and Getty Images. The token formats are the vendors' as their
documentation showed them when last read (prefixes, lengths, alphabets, the header or
parameter carrying them), remembered rather than copied; where a page documents the parameter
but not the length or alphabet, the source says "shape assumed". Several carry the key under
a name of the vendor's own (``AccessKeyValue``, ``X-Authorization``, ``MMT-ApiKey``,
``X-NCP-APIGW-API-KEY``, ``jscode``, ``Token token=``) that no earlier set used.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
tibber token ¦ Tibber API docs, personal access token as Bearer for the GraphQL endpoint (43 URL-safe) ¦ {u43} ¦ tibber: {"errors":[{"message":"Unauthorized","extensions":{"code":"UNAUTHENTICATED"}}]} POST https://api.tibber.com/v1-beta/gql Authorization: Bearer {t}
enphase api key ¦ Enphase Enlighten API v4 docs, key query parameter (32 hex) ¦ {h32} ¦ enphase: 401 {"message":"Not Authorized","details":"Invalid API key"} GET https://api.enphaseenergy.com/api/v4/systems/4471022/summary?key={t}
solaredge api key ¦ SolarEdge Monitoring API docs, api_key parameter (32 upper alnum) ¦ {U32} ¦ solaredge-exporter: HTTP 403 for https://monitoringapi.solaredge.com/site/2211873/overview.json?api_key={t} (site list empty)
octopus energy key ¦ Octopus Energy REST docs, an API key starting sk_live_ as the Basic user ¦ sk_live_{A24} ¦ octopus: 401 {"detail":"Authentication credentials were not provided."} — requests.get(url, auth=("{t}", ""))
smartcar client secret ¦ Smartcar docs, OAuth client secret (a UUID) ¦ {uuid} ¦ smartcar.exception.SmartcarException: AUTHENTICATION - Invalid client credentials. SMARTCAR_CLIENT_ID=9b1c7e3a-2f44-4b8e-a1d0-5c7e9f012ab3 SMARTCAR_CLIENT_SECRET={t}
fronius access key value ¦ Fronius Solar.web Query API docs, AccessKeyId (FKIA…) and AccessKeyValue (a UUID) headers ¦ {uuid} ¦ solarweb: 401 Unauthorized GET https://api.solarweb.com/swqapi/pvsystems\nAccessKeyId: FKIA7C2E91D04B6F3A8E5D17C0B92F4A61\nAccessKeyValue: {t}
givenergy token ¦ GivEnergy Cloud API docs, Bearer API token (a JWT, shape assumed) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u150}.{u342} ¦ givenergy: 401 {"message":"Unauthenticated."} for GET https://api.givenergy.cloud/v1/inverter/FD2214G123/system-data/latest — Authorization: Bearer {t}
growatt token ¦ Growatt OpenAPI docs, token header (32 lower alnum, shape assumed) ¦ {l32} ¦ growatt: {"error_code":10011,"error_msg":"error_permission_denied"} POST https://openapi.growatt.com/v1/plant/list token={t}
fusionsolar system code ¦ Huawei FusionSolar northbound docs, userName and systemCode in the login body ¦ {p} ¦ fusionsolar: {"failCode":20400,"message":"USERNAME_OR_PASSWORD_ERROR"} POST /thirdData/login body={"userName": "api_acme", "systemCode": "{t}"}
victron vrm token ¦ Victron VRM API docs, X-Authorization: Token <64 hex> ¦ {h64} ¦ vrm: 401 {"success":false,"errors":"Invalid token","error_code":"invalid_token"} GET https://vrmapi.victronenergy.com/v2/installations/88213/stats — X-Authorization: Token {t}
sma client secret ¦ SMA Sunny Portal (ennexOS) API docs, OAuth client secret (shape assumed) ¦ {A32} ¦ sma-monitoring: invalid_client at https://auth.smaapis.de/oauth2/token (client_id=acme_gridview, client_secret={t})
lifx token ¦ LIFX HTTP API docs, Authorization: Bearer with a 64-hex token ¦ c{h63} ¦ lifx: 401 {"error":"Invalid token"} PUT https://api.lifx.com/v1/lights/group:Office/state — curl -H "Authorization: Bearer {t}"
nanoleaf auth token ¦ Nanoleaf OpenAPI docs, the auth token in the URL path (32 alnum) ¦ {A32} ¦ nanoleaf: 401 Unauthorized for PUT http://192.168.4.37:16021/api/v1/{t}/state {"on":{"value":true}}
suunto subscription key ¦ Suunto API Zone docs, Ocp-Apim-Subscription-Key with an OAuth token (32 hex) ¦ {h32} ¦ suunto: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} workouts sync — subscription key {t}
wahoo client secret ¦ Wahoo Cloud API docs, OAuth client secret (shape assumed) ¦ {u43} ¦ wahoo: token exchange failed 401 invalid_client; WAHOO_CLIENT_SECRET="{t}" in /etc/acme/fit.env
farmobile token ¦ Farmobile API docs, Authorization: Bearer (shape assumed) ¦ {A40} ¦ farmobile-sync: 403 for GET https://api.farmobile.com/v3/fields?season=2026 using bearer token {t} (org 5512)
planet api key ¦ Planet Labs API docs, Authorization: api-key PLAK… (32 hex after the prefix, shape assumed) ¦ PLAK{h32} ¦ planet.exceptions.ClientError: 401 {"message":"Please enter your API key, or email and password."} PL_API_KEY={t}
aeris client secret ¦ AerisWeather (Xweather) API docs, client_id and client_secret query parameters (40 alnum) ¦ {A40} ¦ aeris: {"success":false,"error":{"code":"invalid_client","description":"The client provided is not valid."}} https://data.api.xweather.com/observations/minneapolis,mn?client_id=Hq2WgT0mZs8aY4cR7bLe&client_secret={t}
meteostat key ¦ Meteostat JSON API docs, x-api-key header (shape assumed) ¦ {A32} ¦ meteostat: 403 {"message":"Invalid API key"} GET /stations/daily?station=10637&start=2026-01-01&end=2026-11-30 headers {'x-api-key': '{t}'}
open-meteo apikey ¦ Open-Meteo commercial docs, apikey parameter on customer-api hosts (shape assumed) ¦ {A16} ¦ open-meteo: {"error":true,"reason":"API key invalid"} https://customer-api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.41&hourly=temperature_2m&apikey={t}
windy point forecast key ¦ Windy Point Forecast API docs, key in the JSON body (32 alnum) ¦ {A32} ¦ windy: 400 {"message":"Invalid API key"} POST https://api.windy.com/api/point-forecast/v2 {"lat": 49.81, "lon": 16.78, "model": "gfs", "parameters": ["wind"], "key": "{t}"}
2gis key ¦ 2GIS API docs, key query parameter (a UUID) ¦ {uuid} ¦ 2gis: {"meta":{"code":403,"error":{"type":"keyIsBlocked"}}} https://catalog.api.2gis.com/3.0/items/geocode?q=Москва, Садовническая 25&fields=items.point&key={t}
gaode key ¦ Amap (Gaode) Web Service docs, key query parameter (32 hex) ¦ {h32} ¦ amap: {"status":"0","info":"INVALID_USER_KEY","infocode":"10001"} https://restapi.amap.com/v3/geocode/geo?address=北京市朝阳区阜通东大街6号&key={t}
gaode jscode ¦ Amap JS API 2.0 docs, the securityJsCode set on window._AMapSecurityConfig (32 hex) ¦ {h32} ¦ amap-loader: USERKEY_PLAT_NOMATCH; page config was window._AMapSecurityConfig = { securityJsCode: '{t}' }
papago api key ¦ Naver Cloud Papago docs, X-NCP-APIGW-API-KEY-ID and X-NCP-APIGW-API-KEY headers (40 alnum) ¦ {A40} ¦ papago: 401 {"error":{"errorCode":"200","message":"Authentication Failed"}} POST /nmt/v1/translation headers X-NCP-APIGW-API-KEY-ID=k3w9zq1m7p X-NCP-APIGW-API-KEY={t}
modernmt key ¦ ModernMT API docs, MMT-ApiKey header (a UUID in upper case, shape assumed) ¦ {U8}-{U4}-{U4}-{U4}-{U12} ¦ mmt: {"status":401,"error":{"type":"AuthenticationException","message":"Invalid license"}} MMT-ApiKey: {t}
systran key ¦ SYSTRAN Translate API docs, Authorization: Key <UUID> ¦ {uuid} ¦ systran: 401 {"error":{"message":"Invalid API key","statusCode":401}} POST https://api-translate.systran.net/translation/text/translate Authorization: Key {t}
tolgee project key ¦ Tolgee docs, project API keys starting tgpak_ (shape assumed) ¦ tgpak_{a46} ¦ tolgee: 401 {"code":"invalid_project_api_key"} — tolgee push --api-url https://app.tolgee.io --api-key {t}
localazy token ¦ Localazy API docs, project token as Bearer (shape assumed) ¦ {h64} ¦ localazy upload failed: 401 Unauthorized\nlocalazy.json:\n{\n  "writeKey": "a7482910375533-{t}",\n  "upload": {"type": "json"}\n}
lingohub token ¦ Lingohub API v1 docs, Authorization: Bearer (shape assumed) ¦ {h40} ¦ lingohub: 401 {"error":"unauthorized"} GET https://api.lingohub.com/v1/acme/projects/web/resources Authorization: Bearer {t}
locize api key ¦ locize docs, apiKey (a UUID) in the backend options ¦ {uuid} ¦ i18next-locize-backend: failed saving missing key (401). options: { projectId: "c4e1b2a9-77d0-4f1e-9b3a-5d2c8e6f1a04", apiKey: "{t}", referenceLng: "en" }
simplelocalize token ¦ SimpleLocalize API docs, X-SimpleLocalize-Token header (shape assumed) ¦ {A32} ¦ simplelocalize upload: 403 Forbidden (X-SimpleLocalize-Token: {t})
traduora client secret ¦ Traduora API docs, client credentials grant (shape assumed) ¦ {A32} ¦ traduora: 401 POST /api/v1/auth/token {"grant_type":"client_credentials","client_id":"8e2e6b3c-1a2b-4c4d-9e8f-001122aabbcc","client_secret":"{t}"}
poeditor api token ¦ POEditor API v2 docs, api_token form field (32 hex) ¦ {h32} ¦ poeditor: {"response":{"status":"fail","code":"4011","message":"Invalid API Token"}} POST https://api.poeditor.com/v2/projects/list body api_token={t}
weblate user key ¦ Weblate REST docs, Authorization: Token with a user key starting wlu_ ¦ wlu_{A40} ¦ wlc: Error: 401 Invalid token. ~/.config/weblate:\n[weblate]\nurl = https://hosted.weblate.org/api/\n\n[keys]\nhttps://hosted.weblate.org/api/ = {t}
podbean client secret ¦ Podbean API docs, client_id and client_secret as Basic for /v1/oauth/token (shape assumed) ¦ {A20} ¦ podbean: {"error":"invalid_client","error_description":"Client authentication failed"} — curl -u 8a2f0c1e9b7d4a6e:{t} https://api.podbean.com/v1/oauth/token -d grant_type=client_credentials
buzzsprout token ¦ Buzzsprout API docs, Authorization: Token token=<32 hex> ¦ {h32} ¦ buzzsprout: 401 "HTTP Token: Access denied." GET https://www.buzzsprout.com/api/112233/episodes.json\n  Authorization: Token token={t}
captivate token ¦ Captivate API docs, a user token exchanged for a bearer (shape assumed) ¦ {A40} ¦ captivate: POST /authenticate/token 401 — form username=acme-pod token={t}
simplecast token ¦ Simplecast API docs, Authorization: Bearer with a JWT ¦ eyJhcGlfa2V5IjoiY{u120}.{u43} ¦ simplecast: 401 {"error":"Unauthorized"} GET https://api.simplecast.com/podcasts — Authorization: Bearer {t}
libsyn client secret ¦ Libsyn API docs, OAuth client secret (shape assumed) ¦ {A30} ¦ libsyn: invalid_client for client_id 5521 client_secret={t} at https://api.libsyn.com/oauth
transistor api key ¦ Transistor API docs, x-api-key header (shape assumed) ¦ {u22} ¦ transistor: 401 {"errors":[{"title":"Unauthorized"}]} GET https://api.transistor.fm/v1/episodes x-api-key={t}
audius api secret ¦ Audius SDK docs, apiSecret (a 64-hex private key) in sdk({ apiKey, apiSecret }) ¦ {h64} ¦ audius sdk: upload failed (signature rejected) — sdk({ appName: 'acme-radio', apiKey: '2f1e9ad0b6c3', apiSecret: '{t}' })
epidemic sound secret ¦ Epidemic Sound Partner API docs, accessKeyId and accessKeySecret for partner tokens (shape assumed) ¦ {A40} ¦ epidemic: 401 POST /v0/partner-token {"accessKeyId":"epdsk_4412","accessKeySecret":"{t}"}
pond5 secret ¦ Pond5 API docs, api key and secret (shape assumed) ¦ {h32} ¦ pond5: {"error":"bad secret"} — POND5_API_KEY=Vx71Kq POND5_API_SECRET={t}
envato token ¦ Envato API docs, a personal token as Bearer (32 alnum) ¦ {A32} ¦ envato-market: 401 {"error":"forbidden","description":"Token is invalid"} GET https://api.envato.com/v3/market/buyer/list-purchases — personal token {t}
storyblocks private key ¦ Storyblocks API docs, a private key for the HMAC of each request (shape assumed) ¦ {h64} ¦ storyblocks: 401 "invalid hmac" — STORYBLOCKS_PUBLIC_KEY=test_8c2a STORYBLOCKS_PRIVATE_KEY={t}
shutterstock token ¦ Shutterstock API docs, an access token starting v2/ ¦ v2/{b120} ¦ shutterstock: 401 {"message":"Unauthorized"} GET https://api.shutterstock.com/v2/images/search?query=lighthouse Authorization: Bearer {t}
shutterstock client secret ¦ Shutterstock API docs, consumer secret (16 alnum) ¦ {A16} ¦ shutterstock: basic auth failed for client 0c1e2d3b4a5f6e7d8c9b with secret {t}
getty api key ¦ Getty Images API docs, Api-Key header (24 alnum) ¦ {a24} ¦ getty: 403 {"ErrorCode":"InvalidApiKey"} GET https://api.gettyimages.com/v3/search/images?phrase=harbor Api-Key: {t}
getty client secret ¦ Getty Images API docs, client_secret for client_credentials (44 alnum, shape assumed) ¦ {A44} ¦ getty oauth2/token 400 {"error":"invalid_client"} grant_type=client_credentials&client_id=zq2w8e4r6t1y3u5i7o9p0a2s&client_secret={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
