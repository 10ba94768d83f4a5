"""Held-out set 31: vendors no earlier set named — translation and localization, maps and
geocoding, observability and synthetic monitoring, error tracking, logistics and container
tracking, legal research and contracts, nonprofit fundraising and church software, LMS and
school rostering, low-code front ends, order management.

Every vendor name below was grepped for (case-insensitive, as a fixed string, and by its API
host where the name is a common word) in all earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` files before it was chosen (none matched; about 330 other names did and
were dropped, among them Axiom, Better Stack, Coralogix, Sumo Logic, Semaphore, Codemagic,
AppVeyor, Nitrado, Edgegap, Golioth, Losant, Tuya, ThingSpeak, Smartling, Transifex, POEditor,
Weblate, Tolgee, Stadia Maps, MapTiler, LocationIQ, Geoapify, OpenCage, Vonage, Sinch,
Infobip, Meilisearch, Coveo, ConfigCat, Flagsmith, GrowthBook, Dremio, Starburst, Outbrain,
Criteo, Thinkific, Teachable, Moodle, Donorbox, Givebutter, Blackbaud, PracticePanther,
Ironclad, ShipEngine, Flexport, ShipStation, Notehub, Particle, Yandex, Baidu and Tencent).

Looked up with the ``search`` tool (26 vendors; the source of each is named per case):
Smartcat (its PHP client logs in with an account id and an API key), Phrase Strings
(``Authorization: token``, or the token as a Basic user name), Phrase TMS / Memsource
(``cloud.memsource.com/web``, an ``ApiToken`` in ``Authorization``), Youdao (appKey and
appSecret, a SHA-256 ``sign`` with ``signType=v3``), Mapy.cz (an API key from
developer.mapy.com, ``MAPY_API_KEY``), Litmos (an API key and regional ``api.litmos.com``
hosts), NationBuilder (``{slug}.nationbuilder.com``, ``access_token`` appended to the query),
GuideStar / Candid (a per-API subscription key), JustGiving (an appId in the path or an
``x-api-key`` header), Scalyr (a Log Write Access key as ``token=`` on ``uploadLogs``), Plasmic
(project id and public token, ``x-plasmic-api-project-tokens``), Docket Alarm (user and
password for a login token), PACER (``loginId`` and ``password`` to ``/services/cso-auth``
for a ``nextGenCSO`` token), geocode.earth / Pelias (``api_key`` query parameter), Ordoro
(Basic auth to ``api.ordoro.com``), Exceptionless (``ApiKey`` and ``ServerUrl`` in
appsettings, ``Authorization: Bearer`` on ``/api/v2/events``), Shipsgo (an ``authCode``),
GlitchTip (a Sentry-style DSN), Catchpoint (key and secret, ``CATCHPOINT_KEY`` /
``CATCHPOINT_SECRET``), SpotDraft (``client-id`` and ``client-secret`` headers), bitdrift
(``Logger.start`` with an ``apiKey``), Infinite Campus (OneRoster ``oauth2/token`` with a key and
secret), Benevity (``skyline.benevity.org/oauth2/token`` with Basic client credentials), Kentik
(its knowledge base: email and API token headers), Juro (api-docs.juro.com) and Uptrends (the
search found nothing; its shape is remembered). Lengths and alphabets the pages did not give
are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
smartcat key ¦ Smartcat PHP client (packagist smartcat/smartcat-api): new SmartCat($login, $password) with the account id and API key (key shape assumed) ¦ {A28} ¦ PHP Warning:  Smartcat\Client\Exception\ClientErrorException: 401 Unauthorized in /srv/loc/vendor/smartcat/smartcat-api/src/SmartCat.php:88\n$sc = new SmartCat('b7c1e2f0-31aa-4d2b-9a7e-5c0f1d2e3a4b', '{t}', 'https://smartcat.com/');
phrase strings token ¦ Phrase Strings API docs (developers.phrase.com): Authorization: token ACCESS_TOKEN, or curl -u ACCESS_TOKEN: (64 hex as remembered) ¦ {h64} ¦ $ curl -s -u {t}: "https://api.phrase.com/v2/projects"\n{"message":"Unauthorized","documentation_url":"https://developers.phrase.com/api/"}
memsource api token ¦ Phrase TMS API docs: servers https://cloud.memsource.com/web, an ApiToken in the Authorization header from /api2/v3/auth/login (shape assumed) ¦ {A50} ¦ 2026-12-06 09:52:10,331 ERROR tms_sync.jobs: GET https://cloud.memsource.com/web/api2/v1/projects -> 401\n2026-12-06 09:52:10,331 DEBUG tms_sync.jobs: headers={'Authorization': 'ApiToken {t}', 'User-Agent': 'acme-tms-sync/1.4'}
youdao app secret ¦ Youdao (有道智云) text translation API: appKey and appSecret, sign = sha256(appKey+input+salt+curtime+appSecret), signType=v3 (32-character secret as in the npm example) ¦ {A32} ¦ [youdao]\nbase = https://openapi.youdao.com/api\napp_key = 0465a59107123b8e\napp_secret = {t}\n; translate.py: errorCode 202 (signature check failed) for q='ship date'
mapy api key ¦ Mapy.cz / Mapy.com REST API: an API key from developer.mapy.com, MAPY_API_KEY (shape assumed) ¦ {u43} ¦ $ curl -s "https://api.mapy.cz/v1/geocode?query=Brno%20hlavni%20nadrazi&lang=cs&apikey={t}"\n{"detail":"Invalid API key or service not enabled for this key","status":403}
litmos api key ¦ Litmos (nango.dev guide): an API key from My Profile & Settings and a regional domain api.litmos.com / api.litmoseu.com (GUID-like as remembered) ¦ {uuid} ¦ GET https://api.litmoseu.com/v1.svc/users?source=acme-hr&format=json\napikey: {t}\n<- 401 Unauthorized ("Invalid API key or source")
nationbuilder token ¦ NationBuilder: per-nation hosts {slug}.nationbuilder.com, the nation's OAuth access_token appended as a query parameter (nb_api_client) ¦ {h64} ¦ RestClient::Unauthorized: 401 Unauthorized\n  GET https://acmeforcouncil.nationbuilder.com/api/v1/people?limit=100&access_token={t}\n  /app/lib/nb_sync.rb:22:in `people'
guidestar search key ¦ GuideStar / Candid API (node-guidestar, wso2 Candid guide): a subscription key per API (Essentials, Premier, Charity Check) in a Subscription-Key header (32 hex as remembered) ¦ {h32} ¦ grants-portal | 2026-12-06T09:52:31Z WARN candid.essentials: 401 from https://api.candid.org/essentials/v3\ngrants-portal |   Subscription-Key: {t}  (ein=54-1774039)
justgiving app id ¦ JustGiving developer help: the appId, sent in the URL (/{appId}/v1/...) or as an x-api-key header (8 hex as remembered) ¦ {h8} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.justgiving.com/{t}/v1/fundraising/pages/acme-marathon-2026
scalyr write key ¦ Scalyr / DataSet (Edge Delta output docs): https://app.scalyr.com/api/uploadLogs?token={log write access key} (the stackstorm example: 45 characters ending in '-') ¦ {u44}- ¦ outputs:\n  - name: scalyr-integration\n    type: scalyr\n    endpoint: "https://app.scalyr.com/api/uploadLogs?token={t}"\n# edgedelta: scalyr-integration: 401 Unauthorized (3 batches dropped)
plasmic project token ¦ Plasmic docs: initPlasmicLoader({projects: [{id, token}]}); loader-core sends x-plasmic-api-project-tokens: id:token (token length assumed) ¦ {A44} ¦ Error: Plasmic: Unable to fetch loader data: 403 Forbidden\n    at Api.fetchLoaderData (node_modules/@plasmicapp/loader-core/dist/index.js:884:13)\n  request headers: { 'x-plasmic-api-project-tokens': 'qW3e9XpL2mZ7tR4yU8iO1a:{t}' }
docket alarm password ¦ Docket Alarm (pypi docketalarm_api): DocketAlarmClient(user, password, ...) logs in for a login_token (typed password) ¦ {p} ¦ >>> da = DocketAlarmClient("research@acme-law.com", "{t}")\nTraceback (most recent call last):\n  ...\ndocketalarm_api.exceptions.LoginError: {"success": false, "error": "Invalid username or password."}
pacer cso auth ¦ PACER Authentication API (OpenAPI at api-evangelist): POST /services/cso-auth with loginId and password, answering nextGenCSO (typed password) ¦ {p} ¦ $ curl -s https://qa-login.uscourts.gov/services/cso-auth -H 'Content-Type: application/json' -d '{"loginId":"acmelit01","password":"{t}","clientCode":"M-2211"}'\n{"loginResult":"13","errorDescription":"Invalid username or password."}
pacer next gen cso ¦ PACER: the nextGenCSO token, set as a cookie on every court request (128 characters as remembered) ¦ {A128} ¦ 2026-12-06 09:53:04 DEBUG pcl_client: POST https://qa-pcl.uscourts.gov/pcl-public-api/rest/cases/find (cookie nextGenCSO={t})\n2026-12-06 09:53:04 ERROR pcl_client: 401: token expired or invalid
geocode earth key ¦ geocode.earth / Pelias (CesiumJS PeliasGeocoderService): https://api.geocode.earth/v1/ with an api_key query parameter ("ge-" and 16 hex as remembered) ¦ ge-{h16} ¦ GeocoderService: request failed 401 https://api.geocode.earth/v1/search?text=Rathausplatz%201&api_key={t}
ordoro basic ¦ Ordoro API examples: curl --user 'myusername:mypassword' https://api.ordoro.com/order/?status=new (typed password) ¦ {p} ¦ $ curl --user 'warehouse-bot:{t}' --header 'Content-Type: application/json' 'https://api.ordoro.com/order/?status=new'\n{"error_message": "Authentication credentials were not provided or are invalid."}
exceptionless appsettings ¦ Exceptionless .NET client (EnableSoftware extensions): "Exceptionless": { "ApiKey": ..., "ServerUrl": ... } (40 characters as remembered) ¦ {A40} ¦ {\n  "Exceptionless": {\n    "ApiKey": "{t}",\n    "Enabled": true,\n    "ServerUrl": "https://collector.exceptionless.io"\n  }\n}\n[09:53:12 WRN] Exceptionless: submitting events failed: 401 Unauthorized
exceptionless bearer ¦ Exceptionless docs: POST api/v2/events with Authorization: Bearer YOUR_PROJECT_TOKEN ¦ {A40} ¦ curl --location --request POST "https://api.exceptionless.com/api/v2/events" --header 'Authorization: Bearer {t}' --header 'Content-Type: application/json' --data-raw '{"type":"log","message":"deploy 41 done"}'\n{"message":"Unauthorized"}
shipsgo auth code ¦ Shipsgo PHP client (soerbv/shipsgo): new Client($authCode) (32 hex as remembered) ¦ {h32} ¦ [2026-12-06 09:53:20] production.ERROR: ShipsGo GetContainerInfo failed {"container":"MSCU1234567","status":401} \n#0 app/Jobs/TrackContainer.php(27): Shipsgo\Client->__construct('{t}')
glitchtip dsn ¦ GlitchTip SDK docs: sentry_sdk.init(dsn="YOUR-GLITCHTIP-DSN-HERE"), the DSN from project settings (32-hex public key) ¦ {h32} ¦ SENTRY_DSN=https://{t}@glitchtip.acme.io/7\n# worker: sentry_sdk.transport: event dropped, 403 from glitchtip.acme.io (project disabled)
catchpoint secret ¦ Catchpoint (ruby gem catchpoint): a key and secret from API Details, CATCHPOINT_KEY and CATCHPOINT_SECRET (a UUID secret in the example) ¦ {uuid} ¦ export CATCHPOINT_KEY="QKt-Zr-aX3yY7bQ_p"\nexport CATCHPOINT_SECRET="{t}"\n$ catchpoint get /products\nCatchpoint::Error: 401 invalid_client (token request to https://io.catchpoint.com/ui/api/token)
spotdraft client secret ¦ SpotDraft (unified.to guide): Client ID sent as the client-id header, Client Secret as the client-secret header (shape assumed) ¦ {A48} ¦ GET https://api.us.spotdraft.com/api/v2.1/public/contracts/?page=1\nclient-id: sd_8f2a71c3\nclient-secret: {t}\n<- 401 {"detail":"Invalid client credentials"}
bitdrift api key ¦ bitdrift Capture SDK (bd-instrumentation skill): Logger.start() with an API key (shape assumed) ¦ {u48} ¦ // MainApplication.kt\nLogger.start(\n    apiKey = "{t}",\n    sessionStrategy = SessionStrategy.Fixed(),\n)\nE/bitdrift: capture: api key rejected (401), logs stay on device
infinite campus secret ¦ Infinite Campus OneRoster (pypi infinitecampusapi): token_url .../campus/oauth2/token?appName=..., key and secret (shape assumed) ¦ {A32} ¦ InfiniteCampus(\n    token_url="https://iacloud2.infinitecampus.org/campus/oauth2/token?appName=acmeisd",\n    base_url="https://iacloud2.infinitecampus.org/campus/api/oneroster/v1p2/acmeisd/ims/oneroster/rostering/v1p2/",\n    secret="{t}",\n    key="ic-roster-sync",\n)\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://iacloud2.infinitecampus.org/campus/oauth2/token?appName=acmeisd
benevity client secret ¦ Benevity Authorization API (opencollection): POST https://skyline.benevity.org/oauth2/token with Basic client_id:client_secret (shape assumed) ¦ {A40} ¦ $ curl -s -X POST https://skyline.benevity.org/oauth2/token -u 'acme-giving:{t}' -d grant_type=client_credentials\n{"error":"invalid_client"}
kentik api token ¦ Kentik knowledge base (V5 APIs, API access via cURL): X-CH-Auth-Email and X-CH-Auth-API-Token headers (32 hex as remembered) ¦ {h32} ¦ $ curl -s -H 'X-CH-Auth-Email: netops@acme.io' -H 'X-CH-Auth-API-Token: {t}' https://api.kentik.com/api/v5/devices\n{"error":"Unauthorized"}
juro api key ¦ Juro (api-docs.juro.com; API access is plan-gated): an x-api-key header (shape assumed) ¦ {A36} ¦ JuroApiError: 401 Unauthorized (POST https://api.juro.com/v3/contracts)\n    at JuroClient.request (/srv/clm/juro.js:41:11)\n  headers: {"x-api-key":"{t}","content-type":"application/json"}
uptrends basic ¦ Uptrends API v4 (the search found nothing): Basic auth with an API account's username (a GUID) and password (shape assumed) ¦ {A24} ¦ Invoke-RestMethod -Uri https://api.uptrends.com/v4/Monitor -Credential (New-Object PSCredential('5c0b2a61-8d4e-4f37-9a11-0e2d3c4b5a69', (ConvertTo-SecureString '{t}' -AsPlainText -Force)))\nInvoke-RestMethod: {"Message":"Authorization has been denied for this request."}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
