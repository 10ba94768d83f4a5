"""Held-out set 22: web-analytics, product-feedback, in-app-guidance, live-chat, help-desk,
SMS and sales-prospecting vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): Plausible, Fathom, Matomo,
Umami, Pirsch, Simple Analytics, Countly, Snowplow, Kochava, Smartlook, Mouseflow, Lucky
Orange, Koala, Common Room, Appcues, Userpilot, Userflow, Canny, Productboard, Frill,
Featurebase, Delighted, Refiner, Survicate, Sprig, Dovetail, UserVoice, LiveChat, Olark,
Tidio, Userlike, Smartsupp, JivoChat, Chaport, Zammad, osTicket, Kayako, HappyFox, Trengo,
Wati, Respond.io, Fast2SMS, SMSGlobal, Routee, Octopush, smsmode, Lusha, Dropcontact,
RocketReach, Instantly, Smartlead, Mailshake and Fireflies. The token formats are the vendors'
as their documentation showed them when last read (prefixes, lengths, alphabets, the header
or parameter carrying them), remembered rather than copied; where a page documents the
parameter but not the length or alphabet, the source says "shape assumed". Several carry the
key under a name of the vendor's own (``token_auth``, ``X-Tidio-Openapi-Client-Secret``,
``Api-Key: sa_api_key_``, ``x-umami-api-key``, ``Authorization: API-Key``, ``api-login``,
``HAPPYFOX_AUTH_CODE``) that no earlier set used.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
plausible stats key ¦ Plausible Stats API docs, Authorization: Bearer with a site API key (64 URL-safe, shape assumed) ¦ {u64} ¦ plausible: 401 {"error":"Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested."} GET https://plausible.io/api/v1/stats/aggregate?site_id=shop.acme.io&period=30d -H "Authorization: Bearer {t}"
fathom api token ¦ Fathom Analytics API docs, Bearer API token (a Laravel Sanctum "id|secret" token, shape assumed) ¦ 41|{A40} ¦ fathom: 401 {"message":"Unauthenticated."} GET https://api.usefathom.com/v1/aggregations?entity=pageview&entity_id=CDBUGS — FATHOM_API_TOKEN="{t}"
matomo token auth ¦ Matomo Reporting API docs, token_auth parameter (32 hex) ¦ {h32} ¦ matomo: {"result":"error","message":"You must be logged in to access this functionality."} POST https://stats.acme.io/index.php module=API&method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON&token_auth={t}
umami api key ¦ Umami Cloud API docs, x-umami-api-key header (shape assumed) ¦ api_{A32} ¦ umami: 401 Unauthorized GET https://api.umami.is/v1/websites/8b1f2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d/stats\nx-umami-api-key: {t}
pirsch client secret ¦ Pirsch API docs, client ID and client secret for /api/v1/token (shape assumed) ¦ {A64} ¦ pirsch-go: token request failed: 401 {"validation":null,"error":["client not found"]} client_id=tYk2mWq9 client_secret={t}
pirsch access key ¦ Pirsch API docs, access keys starting pa_ used directly as Bearer (shape assumed) ¦ pa_{A40} ¦ pirsch: 401 GET https://api.pirsch.io/api/v1/statistics/visitor?id=gzX4M&from=2026-11-01&to=2026-11-30 Authorization: Bearer {t}
simple analytics key ¦ Simple Analytics API docs, Api-Key header with keys starting sa_api_key_ ¦ sa_api_key_{A30} ¦ simpleanalytics: 401 {"ok":false,"error":"Invalid API key"} GET https://simpleanalytics.com/api/export/datapoints?hostname=acme.io&start=2026-11-01 -H 'Api-Key: {t}' -H 'User-Id: sa_user_id_2f8c'
countly api key ¦ Countly Read API docs, api_key parameter (32 hex) ¦ {h32} ¦ countly: {"result":"User does not exist"} GET https://countly.acme.io/o?method=dashboard&app_id=5f1e2d3c4b5a69788796a5b4&api_key={t}
countly app key ¦ Countly SDK docs, app_key (40 hex) in Countly.init ¦ {h40} ¦ countly-web: [ERROR] init failed: app_key rejected by server\nCountly.init({ app_key: "{t}", url: "https://countly.acme.io", debug: true })
snowplow console key ¦ Snowplow Console API docs, an API key (a UUID) exchanged for a JWT ¦ {uuid} ¦ snowplow: 403 POST https://console.snowplowanalytics.com/api/msc/v1/organizations/4d1c2e3f/credentials/v3/token — X-API-Key: {t}
kochava api key ¦ Kochava Reporting API docs, api_key in the request body (a UUID, upper case) ¦ {U8}-{U4}-{U4}-{U4}-{U12} ¦ kochava: {"status":"Error","error":"Invalid API key"} POST https://reporting.api.kochava.com/v1.4/detail {"api_key": "{t}", "app_guid": "kotest-app-a1b2c3", "time_start": "1764547200"}
smartlook api key ¦ Smartlook REST API docs, Authorization: Bearer with an API token (shape assumed) ¦ {h64} ¦ smartlook: 401 {"message":"Unauthorized"} GET https://api.eu.smartlook.cloud/api/v1/sessions?limit=50 (token {t})
mouseflow token ¦ Mouseflow REST API docs, Basic auth with the account email and an API token (32 hex) ¦ {h32} ¦ mouseflow: 401 GET https://api-eu.mouseflow.com/websites — requests.get(url, auth=("ops@acme.io", "{t}"))
lucky orange token ¦ Lucky Orange API docs, Bearer API key (shape assumed) ¦ lo_{A40} ¦ luckyorange: 403 {"error":"invalid_token"} GET https://api.luckyorange.com/v1/sites/4412/recordings Authorization: Bearer {t}
koala secret ¦ Koala docs, a workspace secret for server-side identify (shape assumed) ¦ sk_{A40} ¦ koala-node: identify failed 401 — KOALA_SECRET_KEY={t} KOALA_PUBLIC_KEY=pk_acme
common room token ¦ Common Room API docs, Bearer API token (shape assumed) ¦ {u64} ¦ commonroom: 401 POST https://api.commonroom.io/community/v1/source/3321/activity {"activityType":"signup"} headers={"Authorization": "Bearer {t}"}
appcues secret ¦ Appcues Public API docs, Basic auth with an API key and secret (shape assumed) ¦ {A40} ¦ appcues: 401 {"error":"unauthorized"} — curl -u 0c2b1a4d-9e8f-4a7b-8c6d-5e4f3a2b1c0d:{t} https://api.appcues.com/v2/accounts/88123/flows
userpilot token ¦ Userpilot HTTP API docs, Authorization: Token <key> (shape assumed) ¦ {A32} ¦ userpilot: 401 POST https://analytex.userpilot.io/v1/identify\nAuthorization: Token {t}\nContent-Type: application/json
userflow api key ¦ Userflow API docs, Bearer with keys starting ak_ (shape assumed) ¦ ak_{l40} ¦ userflow: {"error":{"code":"unauthorized","message":"Invalid API key"}} POST https://api.userflow.com/users Userflow-Version: 2020-01-03 Authorization: Bearer {t}
canny api key ¦ Canny API docs, apiKey in the POST body (a UUID) ¦ {uuid} ¦ canny: {"error":"invalid api key"} POST https://canny.io/api/v1/posts/list body apiKey={t}&boardID=5f1e2d3c4b5a6978&limit=10
productboard token ¦ Productboard API docs, Bearer with a JWT access token ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9.{u160}.{u86} ¦ productboard: 401 {"errors":[{"code":"unauthorized"}]} GET https://api.productboard.com/features X-Version: 1 Authorization: Bearer {t}
frill api key ¦ Frill API docs, Bearer API key (shape assumed) ¦ {h40} ¦ frill: 401 Unauthenticated. GET https://api.frill.co/v1/ideas?limit=20 — FRILL_API_KEY={t}
featurebase api key ¦ Featurebase API docs, X-API-Key header with keys starting sk_ (shape assumed) ¦ sk_{A36} ¦ featurebase: 401 {"success":false,"message":"Invalid API key"} POST https://do.featurebase.app/v2/posts X-API-Key: {t}
delighted api key ¦ Delighted API docs, the API key as the Basic username (32 alnum) ¦ {A32} ¦ delighted: 401 {"status":401,"message":"Invalid API key"} — curl https://api.delighted.com/v1/people.json -u {t}: -d email=jo@acme.io
refiner api key ¦ Refiner REST API docs, Bearer API key (shape assumed) ¦ {h40} ¦ refiner: 401 POST https://api.refiner.io/v1/identify-user {"id":"u_4412"} Authorization: Bearer {t}
survicate api key ¦ Survicate Data Export API docs, Authorization: Basic <api key> (shape assumed) ¦ {h32} ¦ survicate: 401 {"error":"Unauthorized"} GET https://data-api.survicate.com/v2/surveys — Authorization: Basic {t}
sprig api key ¦ Sprig docs, Authorization: API-Key <key> on the public API (shape assumed) ¦ {A40} ¦ sprig: 401 POST https://api.sprig.com/v2/users Authorization: API-Key {t}
dovetail token ¦ Dovetail API docs, Bearer API token starting api. (shape assumed) ¦ api.{A48} ¦ dovetail: 401 {"errors":[{"title":"unauthenticated"}]} GET https://dovetail.com/api/v1/notes?page[limit]=25 — DOVETAIL_TOKEN={t}
uservoice secret ¦ UserVoice API docs, an API key and secret for client credentials (shape assumed) ¦ {A40} ¦ uservoice: POST /api/v2/oauth/token 401 invalid_client (client_id=Yk2mWq9tZx, client_secret={t})
livechat pat ¦ LiveChat platform docs, a personal access token prefixed with its region (dal:/fra:) used as Basic "account_id:token" ¦ dal:{u27} ¦ livechat: 401 {"error":{"type":"authentication","message":"Invalid access token"}} POST https://api.livechatinc.com/v3.5/agent/action/list_chats — Basic base64("b7d1e2c3-4a5b-4c6d-8e9f-0a1b2c3d4e5f:{t}")
olark api key ¦ Olark docs, a site API key for the transcript webhook signature (shape assumed) ¦ {h40} ¦ olark-webhook: signature mismatch; OLARK_SECRET={t} (site 7712-345-10-2291)
tidio client secret ¦ Tidio OpenAPI docs, X-Tidio-Openapi-Client-Id (ci_) and X-Tidio-Openapi-Client-Secret (cs_) headers (shape assumed) ¦ cs_{h32} ¦ tidio: 401 GET https://api.tidio.com/contacts\nX-Tidio-Openapi-Client-Id: ci_7c2e91d04b6f3a8e5d17c0b92f4a6178\nX-Tidio-Openapi-Client-Secret: {t}
userlike token ¦ Userlike API docs, Authorization: Bearer with an API token (shape assumed) ¦ {A40} ¦ userlike: 401 {"detail":"Invalid token."} GET https://api.userlike.com/api/v2/conversations/?page_size=50 Authorization: Bearer {t}
smartsupp token ¦ Smartsupp REST API docs, Bearer access token (shape assumed) ¦ {u48} ¦ smartsupp: 401 {"code":"unauthorized"} POST https://api.smartsupp.com/v2/conversations/search — token {t}
jivochat token ¦ JivoChat API docs, a token in the webhook URL path (shape assumed) ¦ {A32} ¦ jivo: 404 for POST https://wh.jivosite.com/{t}/bot — check the provider token
chaport token ¦ Chaport API docs, Bearer access token (shape assumed) ¦ {h64} ¦ chaport: 401 {"error":"Unauthorized"} GET https://app.chaport.com/api/v1/visitors?limit=20 Authorization: Bearer {t}
zammad token ¦ Zammad REST docs, Authorization: Token token=<access token> (shape assumed) ¦ {u64} ¦ zammad: 401 {"error":"Invalid token!"} GET https://support.acme.io/api/v1/tickets/search?query=state:open\nAuthorization: Token token={t}
osticket api key ¦ osTicket API docs, X-API-Key header (32 upper hex) ¦ {H32} ¦ osticket: 401 Valid API key required — POST https://helpdesk.acme.io/api/tickets.json X-API-Key: {t} (key is IP-locked to 10.0.4.0/24)
kayako password ¦ Kayako API docs, Basic auth with an agent's email and password ¦ {p} ¦ kayako: 401 {"status":401,"errors":[{"code":"AUTHENTICATION_FAILED"}]} GET https://acme.kayako.com/api/v1/cases.json — auth=('agent@acme.io', '{t}')
happyfox auth code ¦ HappyFox API docs, Basic auth with an API key and an auth code (32 hex each) ¦ {h32} ¦ happyfox: 401 GET https://acme.happyfox.com/api/1.1/json/tickets/ — HAPPYFOX_API_KEY=3f1e2d3c4b5a69788796a5b4c3d2e1f0 HAPPYFOX_AUTH_CODE={t}
trengo token ¦ Trengo API docs, Bearer personal access token (a JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u240}.{u342} ¦ trengo: 401 {"message":"Unauthenticated."} GET https://app.trengo.com/api/v2/tickets Authorization: Bearer {t}
wati token ¦ WATI API docs, Authorization: Bearer with a JWT ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u200}.{u43} ¦ wati: 401 POST https://live-mt-server.wati.io/301122/api/v1/sendTemplateMessage?whatsappNumber=351912345678 Authorization: Bearer {t}
respond io token ¦ respond.io API docs, Bearer access token (shape assumed) ¦ {u120} ¦ respondio: 401 {"code":401,"message":"Unauthorized"} POST https://api.respond.io/v2/contact/phone:+351912345678/message — RESPONDIO_TOKEN="{t}"
fast2sms key ¦ Fast2SMS docs, the authorization header (a long alnum key, shape assumed) ¦ {A80} ¦ fast2sms: {"return":false,"status_code":412,"message":"Invalid Authentication, Check Authorization Key"} POST https://www.fast2sms.com/dev/bulkV2 headers authorization={t}
smsglobal secret ¦ SMSGlobal REST docs, MAC authentication with an API key and secret (32 hex each) ¦ {h32} ¦ smsglobal: 403 {"errors":{"authorization":"Invalid MAC"}} — SMSGLOBAL_API_KEY=9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b SMSGLOBAL_API_SECRET={t}
routee secret ¦ Routee docs, application id and secret as Basic for the token endpoint (shape assumed) ¦ {A20} ¦ routee: 401 {"error":"invalid_client"} POST https://auth.routee.net/oauth/token — echo -n "5c4b3a29a8f7e6d5c4b3a291:{t}" | base64
octopush api key ¦ Octopush API docs, api-key and api-login headers (shape assumed) ¦ {A40} ¦ octopush: 401 {"code":401,"message":"Wrong api key"} POST https://api.octopush.com/v1/public/sms-campaign/send api-login: ops@acme.io api-key: {t}
smsmode api key ¦ smsmode API docs, X-Api-Key header (shape assumed) ¦ {A32} ¦ smsmode: 401 POST https://rest.smsmode.com/sms/v1/messages {"recipient":{"to":"33612345678"},"body":{"text":"code 4412"}} X-Api-Key={t}
lusha api key ¦ Lusha API docs, api_key header (a UUID) ¦ {uuid} ¦ lusha: 401 {"message":"Invalid API key"} GET https://api.lusha.com/v2/person?email=jo@acme.io — headers {"api_key": "{t}"}
dropcontact token ¦ Dropcontact API docs, X-Access-Token header (shape assumed) ¦ {A30} ¦ dropcontact: 401 {"error":true,"reason":"Invalid token"} POST https://api.dropcontact.io/batch X-Access-Token: {t}
rocketreach api key ¦ RocketReach API docs, Api-Key header (shape assumed) ¦ {h40} ¦ rocketreach: 401 {"detail":"Invalid API key."} GET https://api.rocketreach.co/api/v2/person/lookup?linkedin_url=... Api-Key: {t}
instantly api key ¦ Instantly API v2 docs, Bearer API key (base64 of an id and a secret, shape assumed) ¦ {b64} ¦ instantly: 401 {"error":"Unauthorized"} GET https://api.instantly.ai/api/v2/campaigns?limit=10 — INSTANTLY_API_KEY="{t}"
smartlead api key ¦ Smartlead API docs, api_key query parameter (a UUID and a suffix, shape assumed) ¦ {uuid}_{l6} ¦ smartlead: 401 {"message":"Invalid API key"} GET https://server.smartlead.ai/api/v1/campaigns?api_key={t}
mailshake api key ¦ Mailshake API docs, the API key as the Basic username (shape assumed) ¦ {h40} ¦ mailshake: {"code":"invalid_api_key","message":"The API key is invalid"} — curl -u {t}: https://api.mailshake.com/2017-04-01/campaigns/list
fireflies api key ¦ Fireflies GraphQL docs, Bearer API key (a UUID) ¦ {uuid} ¦ fireflies: {"errors":[{"message":"Invalid API key","code":"auth_failed"}]} POST https://api.fireflies.ai/graphql {"query":"{ transcripts { id title } }"} Authorization: Bearer {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="args"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
