"""Held-out set 18: exchanges, sports and market data, translation, OCR, threat intelligence,
sales data, work management, AI and developer tools, HR, support and e-signature vendors that
no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): Huobi (HTX), Gate.io, Bitget, Deribit, Crypto.com, BlockCypher,
Chainstack, Sportradar, API-Football, Sportmonks, The Odds API, marketstack, EODHD,
Smartling, Crowdin, Lokalise, Weglot, OCR.space, Veryfi, urlscan.io, Have I Been Pwned,
GreyNoise, SecurityTrails, ZoomInfo, People Data Labs, Proxycurl, Snov.io, lemlist,
SalesLoft, Freshsales, Wrike, Baserow, NocoDB, SeaTable, Aleph Alpha, Reka, Lambda (Labs)
Cloud, Codefresh, Scalr, SonarCloud, Filestack, api.video, beehiiv, Iterable, Loops, HiBob,
Kustomer, Gladly, tawk.to, SignNow, Yousign, DocuSeal, Formstack, Instatus, Firebolt,
Starburst, Rockset and Everhour. Where a vendor's page documents the parameter or header but
not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
huobi secret key ¦ Huobi (HTX) API docs, AccessKeyId and SecretKey (keys are four dash-joined hex groups, 8-8-8-5) sign the query ¦ {h8}-{h8}-{h8}-{h5} ¦ huobi.exception.HuobiApiException: [api-signature-not-valid] Signature not valid: Verification failure — AccessKeyId=e2xxxxxx-99xxxxxx-84xxxxxx-7xxxx SecretKey={t}
gate.io api secret ¦ Gate.io API v4 docs, KEY (32 hex) and SECRET (64 hex) HMAC-SHA512 the request ¦ {h64} ¦ gate_api.exceptions.ApiException: (401) INVALID_SIGNATURE; config: Configuration(key='8a1c4e7b2d9f03615c7e2a4b6d8f0e13', secret='{t}')
bitget api secret ¦ Bitget API docs, ACCESS-KEY (bg_ + 32 hex), a 64-hex secret and a passphrase ¦ {h64} ¦ BitgetAPIException: {"code":"40009","msg":"sign signature error"} ACCESS-KEY=bg_1f7c3a9e5b2d4f6a8c0e1b3d5f7a9c2e ACCESS-PASSPHRASE=acmeTrading1 secret={t}
deribit client secret ¦ Deribit API docs, public/auth with client_id and client_secret (shape assumed) ¦ {u43} ¦ {"jsonrpc":"2.0","id":9929,"error":{"message":"invalid_credentials","code":13004},"usIn":1764904520} after {"method":"public/auth","params":{"grant_type":"client_credentials","client_id":"Qx2T9kLm","client_secret":"{t}"}}
crypto.com secret key ¦ Crypto.com Exchange API docs, api_key and a secret key HMAC the request's sig (shape assumed) ¦ {A22} ¦ cdcx: code=40101 (UNAUTHORIZED) for private/get-order-detail — api_key=mKq3Z8wR2tY7uV1x secret_key={t}
blockcypher token ¦ BlockCypher API docs, ?token= (32 hex) on every call ¦ {h32} ¦ requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.blockcypher.com/v1/btc/main/addrs/1DEP8i3QJCsomS4BSMY2RpU1upv62aGvhD?token={t}
chainstack api key ¦ Chainstack platform API docs, Authorization: Bearer with an API key (shape assumed) ¦ {A40} ¦ chainstack: list nodes failed 401 {"detail":"Invalid token."}\n$ export CHAINSTACK_API_KEY={t}
sportradar api key ¦ Sportradar API docs, api_key query parameter (shape assumed) ¦ {A40} ¦ sportradar: 403 Developer Inactive for https://api.sportradar.com/soccer/trial/v4/en/schedules/live/summaries.json?api_key={t}
api-football key ¦ API-Football (API-Sports) docs, x-apisports-key header (32 hex) ¦ {h32} ¦ {"get":"fixtures","parameters":{"live":"all"},"errors":{"token":"Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key."},"results":0} x-apisports-key: {t}
sportmonks api token ¦ Sportmonks Football API docs, api_token query parameter or Authorization header (shape assumed) ¦ {A60} ¦ Sportmonks: {"message":"Unauthenticated."} GET /v3/football/livescores/inplay — Authorization: {t}
odds api key ¦ The Odds API docs, apiKey query parameter (32 hex) ¦ {h32} ¦ odds-feed: 401 OUT_OF_USAGE_CREDITS for /v4/sports/soccer_epl/odds/?regions=uk&markets=h2h&apiKey={t}
marketstack access key ¦ marketstack API docs, access_key query parameter (32 hex) ¦ {h32} ¦ {"error":{"code":"invalid_access_key","message":"You have not supplied a valid API Access Key."}} url=http://api.marketstack.com/v1/eod?access_key={t}&symbols=AAPL
eodhd api token ¦ EODHD API docs, api_token query parameter (shape assumed: hex, a dot and digits) ¦ {h14}.{d8} ¦ eodhd: 403 "Forbidden. Please contact support@eodhistoricaldata.com" (api_token={t}, endpoint /api/eod/MCD.US)
smartling user secret ¦ Smartling API docs, userIdentifier and userSecret exchanged at /auth-api/v2/authenticate (shape assumed) ¦ {A40} ¦ SmartlingApiException: AUTHENTICATION_ERROR — {"userIdentifier":"kq1z8v3xm2","userSecret":"{t}"}
crowdin personal token ¦ Crowdin API v2 docs, personal access tokens (80 hex assumed) as Bearer ¦ {h80} ¦ crowdin-cli: ❌ Failed to authorize. Check your personal token — api_token: {t}
lokalise api token ¦ Lokalise API docs, X-Api-Token header (40 hex) ¦ {h40} ¦ Lokalise::Error::Unauthorized: {"code":401,"message":"Invalid `X-Api-Token` header"} token={t}
weglot api key ¦ Weglot docs, api_key starting wg_ (tail 32 hex assumed) ¦ wg_{h32} ¦ weglot: translate request refused (403 "Api key is not valid") POST https://api.weglot.com/translate?api_key={t}
ocr.space api key ¦ OCR.space API docs, apikey form field (free keys K + 14 digits) ¦ K{d14} ¦ {"OCRExitCode":99,"IsErroredOnProcessing":true,"ErrorMessage":["The API key is invalid"]} form: apikey={t}&language=eng&isOverlayRequired=false
veryfi api key ¦ Veryfi API docs, CLIENT-ID header and Authorization: apikey user:key (shape assumed) ¦ {h32} ¦ veryfi.errors.UnauthorizedAccessToken: 401 — CLIENT-ID: vrfQk2JbN7TnX Authorization: apikey ops.acme:{t}
urlscan api key ¦ urlscan.io API docs, API-Key header (a UUID) ¦ {uuid} ¦ urlscan: 401 {"message":"API key supplied but not found in database","status":401} API-Key: {t}
hibp api key ¦ Have I Been Pwned API v3 docs, hibp-api-key header (32 hex) ¦ {h32} ¦ pwned-check: HTTP 401 "Access denied due to improperly formed hibp-api-key." header hibp-api-key={t}
greynoise api key ¦ GreyNoise API docs, key header (shape assumed) ¦ {A64} ¦ greynoise.exceptions.RequestFailure: (401, {'message': 'Authentication required'}) GREYNOISE_API_KEY='{t}'
securitytrails api key ¦ SecurityTrails API docs, APIKEY header (32 alnum assumed) ¦ {A32} ¦ securitytrails: 403 {"message":"You've exceeded the usage limits for your account."} APIKEY: {t}
zoominfo password ¦ ZoomInfo Enterprise API docs, username and password posted to /authenticate for a JWT ¦ {p} ¦ zoominfo-sync: /authenticate returned 401 for {"username": "data@acme.io", "password": "{t}"}
people data labs api key ¦ People Data Labs API docs, X-Api-Key header (64 hex assumed) ¦ {h64} ¦ peopledatalabs: {"status":401,"error":{"type":"authentication_error","message":"Invalid API key"}} X-Api-Key={t}
proxycurl api key ¦ Proxycurl docs, Authorization: Bearer with an API key (shape assumed) ¦ {u22} ¦ Proxycurl returned 401 "Invalid API key" for GET https://nubela.co/proxycurl/api/v2/linkedin (Bearer {t})
snov client secret ¦ Snov.io API docs, client_id and client_secret for the access token (32 hex assumed) ¦ {h32} ¦ snovio: {"error":"invalid_client","error_description":"The client credentials are invalid"} grant_type=client_credentials&client_id=3c1e8d0b7a94f25e&client_secret={t}
lemlist api key ¦ lemlist API docs, the API key as the Basic password with an empty user ¦ {h32} ¦ lemlist: 401 Unauthorized for https://:{t}@api.lemlist.com/api/campaigns
salesloft api key ¦ SalesLoft API docs, Authorization: Bearer with an API key (shape assumed) ¦ v2_ak_{d5}_{h64} ¦ Salesloft::Unauthorized — GET /v2/people.json, Authorization: Bearer {t}
freshsales api key ¦ Freshsales docs, Authorization: Token token=<API key> (shape assumed) ¦ {u22} ¦ freshsales: {"login":"failed","message":"Incorrect or expired API key"} Authorization: Token token={t}
wrike permanent token ¦ Wrike API docs, a permanent access token as Bearer (shape assumed) ¦ eyJ0dCI6InAiLCJhbGciOiJIUzI1NiIsInR2IjoiMSJ9.eyJkIjoie1wiYVwiOjQ{A30}.{u43} ¦ wrike-cli: 401 not_authorized — WRIKE_TOKEN={t}
baserow database token ¦ Baserow API docs, Authorization: Token with a 32-character database token ¦ {A32} ¦ baserow: {"error":"ERROR_TOKEN_DOES_NOT_EXIST","detail":"The token does not exist."} Authorization: Token {t}
nocodb api token ¦ NocoDB docs, xc-token header with an API token (40 characters assumed) ¦ {u40} ¦ nocodb: 401 {"msg":"Invalid token"} on /api/v2/tables/m8x2k1/records — xc-token: {t}
seatable api token ¦ SeaTable API docs, a base API token (40 hex) exchanged for an access token ¦ {h40} ¦ seatable_api.exceptions: 403 "Permission denied" — base_api_token = "{t}", server_url = "https://cloud.seatable.io"
aleph alpha token ¦ Aleph Alpha API docs, Authorization: Bearer with an API token (shape assumed) ¦ {u120} ¦ aleph_alpha_client.BusyError: 401 {"error":"unauthenticated","code":"UNAUTHENTICATED"} token='{t}'
reka api key ¦ Reka API docs, X-Api-Key header (shape assumed) ¦ {h64} ¦ reka.core.ApiError: status_code: 401, body: {'detail': 'Invalid API key'} — X-Api-Key: {t}
lambda cloud api key ¦ Lambda Cloud API docs, API keys as Basic user or Bearer (secret_<name>_<hex> shape assumed) ¦ secret_acme-ci_{h32}.{A32} ¦ lambda-cloud: 401 {"error":{"code":"global/invalid-api-key","message":"API key was invalid, expired, or deleted."}} LAMBDA_API_KEY={t}
codefresh api key ¦ Codefresh docs, API keys are 24 hex, a dot and 32 hex, sent in Authorization ¦ {h24}.{h32} ¦ codefresh: Error: Failed to authenticate — 401 for https://g.codefresh.io/api/user (Authorization: {t})
scalr api token ¦ Scalr docs, Authorization: Bearer with an API token (shape assumed, a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u64}.{u43} ¦ Error: scalr: 401 Unauthorized on GET https://acme.scalr.io/api/iacp/v3/workspaces; credentials "acme.scalr.io" { token = "{t}" }
sonarcloud token ¦ SonarCloud docs, user tokens (40 hex) passed as sonar.login or SONAR_TOKEN ¦ {h40} ¦ ERROR: Error during SonarScanner execution\nERROR: Not authorized. Please check the user token in the property 'sonar.token' or the environment variable 'SONAR_TOKEN'.\nDEBUG: sonar.token={t}
filestack app secret ¦ Filestack docs, the app secret signs policies with HMAC-SHA256 (shape assumed) ¦ {U26} ¦ FilestackException: 403 Invalid signature for policy eyJleHBpcnkiOjE3NjQ5MDg1MjB9 (app secret {t})
api.video api key ¦ api.video docs, the API key as the Basic user for /auth/api-key (shape assumed) ¦ {A43} ¦ ApiVideoClient: 401 {"type":"https://docs.api.video/reference/authentication-invalid","title":"Invalid API key"} — {"apiKey": "{t}"}
beehiiv api key ¦ beehiiv API v2 docs, Authorization: Bearer with an API key (shape assumed) ¦ {A64} ¦ beehiiv: 401 {"errors":[{"status_code":401,"message":"Unauthorized"}]} for /v2/publications/pub_7d3c0a2b/subscriptions, key {t}
iterable api key ¦ Iterable API docs, Api-Key header (32 hex) ¦ {h32} ¦ iterable: {"msg":"Invalid API key","code":"BadApiKey","params":{"ip":"203.0.113.7","endpoint":"/api/users/update","apiKeyIdentifier":"d2f1a7"}} Api-Key: {t}
loops api key ¦ Loops API docs, Authorization: Bearer with an API key (32 hex assumed) ¦ {h32} ¦ loops: POST /api/v1/contacts/create failed 401 — LOOPS_API_KEY="{t}"
hibob service token ¦ HiBob API docs, a service user id and token as Basic (shape assumed) ¦ {A32} ¦ bob: 401 UNAUTHORIZED for GET https://api.hibob.com/v1/people/search — service user SERVICE-41877, token {t}
kustomer api key ¦ Kustomer API docs, Authorization: Bearer with an API key (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ kustomer-webhook: 401 {"errors":[{"status":401,"code":"unauthorized"}]} Authorization: Bearer {t}
gladly api token ¦ Gladly API docs, the agent's email and an API token as Basic (shape assumed) ¦ {A48} ¦ gladly: 401 for https://acme.gladly.com/api/v1/customer-profiles (user ops@acme.io, token {t})
tawk.to api key ¦ tawk.to REST API docs, the API key as the Basic user with the password "f" (shape assumed) ¦ {h40} ¦ tawk: {"ok":false,"error":"unauthorized"} curl -u {t}:f https://api.tawk.to/v1/property.list
signnow client secret ¦ SignNow API docs, Basic of client id and secret for the password grant (shape assumed) ¦ {h32} ¦ signnow: {"error":"invalid_client","code":65536} basic_token=base64(0b8d4f2a6c1e:{t})
yousign api key ¦ Yousign API v3 docs, Authorization: Bearer with an API key (shape assumed) ¦ {A32} ¦ yousign: 401 {"detail":"Authentication failed"} POST https://api-sandbox.yousign.app/v3/signature_requests — YOUSIGN_API_KEY: "{t}"
docuseal api key ¦ DocuSeal API docs, X-Auth-Token header (shape assumed) ¦ {A44} ¦ docuseal: 401 {"error":"Not authenticated"} curl -H "X-Auth-Token: {t}" https://api.docuseal.com/templates
formstack access token ¦ Formstack API v2 docs, Authorization: Bearer with an access token (32 hex assumed) ¦ {h32} ¦ Formstack: {"status":"error","error":"Invalid or expired access token"} form 5092817, oauth_token={t}
instatus api key ¦ Instatus API docs, Authorization: Bearer with an API key (32 hex assumed) ¦ {h32} ¦ instatus: failed to post incident (401) — Authorization: Bearer {t}
firebolt client secret ¦ Firebolt docs, a service account's client id and secret (shape assumed) ¦ {u64} ¦ firebolt.utils.exception.AuthenticationError: Failed to authenticate at https://id.app.firebolt.io: invalid client secret. FIREBOLT_CLIENT_ID=svc_7Kq2 FIREBOLT_CLIENT_SECRET={t}
starburst password ¦ Starburst Galaxy docs, a service account's password over HTTPS Basic (shape assumed) ¦ {p} ¦ trino.exceptions.HttpError: error 401: b'Invalid credentials' — trino://svc_reporting%40acme.galaxy.starburst.io:{t}@acme-prod.trino.galaxy.starburst.io:443/sample
rockset api key ¦ Rockset docs, Authorization: ApiKey with a 64-character key ¦ {A64} ¦ rockset.exceptions.AuthenticationException: 401 {"message":"invalid authentication"} Authorization: ApiKey {t}
everhour api key ¦ Everhour API docs, X-Api-Key header (dash-joined hex groups, shape assumed) ¦ {h4}-{h4}-{h6}-{h6}-{h8} ¦ everhour: 401 {"code":401,"message":"Invalid API key"} X-Api-Key: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="args"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="oserror"),
    ]
