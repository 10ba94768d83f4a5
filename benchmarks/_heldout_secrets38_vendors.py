"""Held-out set 38: keys of vendors no earlier set named (names N to Z), each looked up with
the ``search`` tool: e-mail marketing, video rendering, OCR, CRM and membership, search
results, file conversion, dictionaries, wikis, messaging, vector tiles, Gulf payments,
product management and call tracking.

Each name was grepped for (case-insensitive) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (about 230 others did and were dropped, among them
Nightscout, Novu, OneSignal, Onfleet, OpenCage, Optimizely, Pinecone, Planning Center, Plivo,
PostHog, Qdrant, Raygun, Rollbar, Samsara, Semaphore, Sendbird, Shippo, SignalWire,
Smartling, Statsig, Tailscale, Telnyx, TomTom, Transifex, Typesense, Vonage, Weglot,
Woodpecker, Yandex, Zuora, Pterodactyl, Nitrado, Tebex, ThingsBoard, Tuya, Ubidots, Blynk,
Golioth, POEditor, Weblate, Tolgee, Papago, Sinch, Unleash, Snowflake, Taboola, Outbrain,
PubMatic, Thinkific, TalentLMS, Pushpay, Smokeball, ShipStation, Project44 and SerpApi).
Fourteen were searched (docs or pages corpus); each case names what the search gave: the
header or parameter and, where shown, the key's length. Where the page gave no shape, the
case says the shape is assumed.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
omnisend api key header ¦ api-docs.omnisend.com, Authentication (searched): Authorization: Omnisend-API-Key <key> with Omnisend-Version ¦ {h24}-{A50} ¦ $ curl -s https://api.omnisend.com/api/segments -H 'Authorization: Omnisend-API-Key {t}' -H 'Omnisend-Version: 2026-03-15'\n{"error":"unauthorized","statusCode":401}
omnisend legacy x-api-key ¦ api-docs.omnisend.com v5 reference (searched): the X-API-KEY header of the v3 API ¦ {h24}-{A50} ¦ [omnisend]\nendpoint = https://api.omnisend.com/v3/contacts\nx_api_key = {t}\n; sync-contacts: 403 Forbidden
shotstack stage key ¦ shotstack.io docs, Request API Keys (searched): keys are a random 40 character string, sandbox at /stage ¦ {A40} ¦ SHOTSTACK_ENDPOINT=https://api.shotstack.io/stage\nSHOTSTACK_KEY={t}\nrender.js: 403 {"message":"Forbidden"}
shotstack sdk exception ¦ shotstack.io docs (searched): 40 character keys sent as x-api-key; Python SDK ApiException ¦ {A40} ¦ shotstack_sdk.exceptions.UnauthorizedException: (401)\nReason: Unauthorized\nHTTP request headers: {'x-api-key': '{t}', 'Content-Type': 'application/json'}
ocrspace apikey form ¦ ocr.space/ocrapi (searched): a free or PRO API key sent as the apikey form field (shape assumed) ¦ K{d14} ¦ $ curl -s -F "apikey={t}" -F "url=https://acme.io/scan.png" https://api.ocr.space/parse/image\n{"OCRExitCode":99,"ErrorMessage":["API key is invalid"]}
ontraport app pair ¦ Ontraport API (searched: Api-Appid and Api-Key headers, from make.com and the ontraport gem) ¦ {A16} ¦ # config/initializers/ontraport.rb\nOntraport.configure do |config|\n  config.api_id = '2_153077_AbCdEf'\n  config.api_key = '{t}'\nend
ontraport headers ¦ Ontraport REST API (searched): Api-Appid and Api-Key request headers ¦ {A15} ¦ > GET /1/Contacts?range=50 HTTP/1.1\n> Host: api.ontraport.com\n> Api-Appid: 2_acme_k8Qp\n> Api-Key: {t}\n< HTTP/1.1 401 Unauthorized
serpstack access key ¦ docs.apilayer.com, serpstack Getting Started (searched): the access_key parameter on /search ¦ {h32} ¦ GET https://api.serpstack.com/search?access_key={t}&query=dog+groomers+near+me\n{"success":false,"error":{"code":101,"type":"invalid_access_key"}}
zamzar client key ¦ developers.zamzar.com/docs (searched): new ZamzarClient("<key>"), 20 characters in the example ¦ {A20} ¦ $zamzar = new \Zamzar\ZamzarClient("{t}");\nPHP Fatal error:  Uncaught Zamzar\Exception\AuthenticationException: 401 Unauthorized
zamzar basic user ¦ developers.zamzar.com (searched): the key is the HTTP Basic user name with an empty password; zamzar.sh keeps it in KEY= ¦ {A20} ¦ KEY='{t}' # Your API key\ncurl https://sandbox.zamzar.com/v1/jobs -u $KEY: -X POST -F source_file=@portrait.jpg -F target_format=png\n{"errors":[{"code":10,"message":"API key was missing or invalid"}]}
wordnik api key ¦ Wordnik API v4 (searched): api_key in the query string ¦ {l40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.wordnik.com/v4/words.json/randomWord?hasDictionaryDef=true&minLength=5&api_key={t}
nuclino api key ¦ help.nuclino.com, API introduction (searched: base URL https://api.nuclino.com; the key's shape assumed) ¦ {A48} ¦ $ http GET https://api.nuclino.com/v0/items workspaceId==9b2e Authorization:{t}\nHTTP/1.1 401 Unauthorized\n{"status":"fail","message":"Invalid API key"}
tyntec api key ¦ Airbyte's Tyntec SMS connector (searched): a Tyntec API key; sent as the apikey header (shape assumed) ¦ {A32} ¦ source-tyntec-sms | 2026-12-06 13:10:41 ERROR Check failed: 401 for GET https://api.tyntec.com/messaging/v1/messages/3f0a2c/status (apikey={t})
outseta key and secret ¦ pub.dev outseta library (searched): ApiKeyAuth(apiKey, secretKey), sent as Authorization: Outseta <key>:<secret> ¦ {h32} ¦ OUTSETA_API_KEY=5c1b7e90-1f2a-4d3e-9a8b-0c7d6e5f4a31\nOUTSETA_SECRET_KEY={t}\nOutsetaException: 401 from https://acme.outseta.com/api/v1/crm/people
protomaps tile key ¦ Protomaps hosted API plans (searched): an API key required on every tile request (key parameter's shape assumed) ¦ {h16} ¦ maplibre: GET https://api.protomaps.com/tiles/v4/14/8185/5449.mvt?key={t} 403 (Forbidden)\nError: AJAXError: Forbidden (403)
ziina bearer ¦ Ziina API (searched): HTTP bearer JWT from auth.ziina.com, base URL api-v2.ziina.com/api ¦ eyJhbGciOiJSUzI1NiJ9.{u64}.{u43} ¦ POST https://api-v2.ziina.com/api/payment_intent\nAuthorization: Bearer {t}\n-> 401 {"message":"Unauthorized"}
prodpad api key ¦ make.com and tray.ai ProdPad guides (searched): an API key from Profile Settings > API Keys (sent as Bearer, shape assumed) ¦ {h40} ¦ prodpad-sync: GET https://api.prodpad.com/v1/ideas?size=50 failed (401) with Authorization: Bearer {t}
ringba bearer ¦ Pipedream's Ringba app (searched): Authorization: Bearer to api.ringba.com/v2 ¦ {A44} ¦ RingbaApi\ApiException: [401] Client error: `GET https://api.ringba.com/v2/RA7f31c2/calllogs` resulted in a `401 Unauthorized` response (Authorization: Token {t})
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
