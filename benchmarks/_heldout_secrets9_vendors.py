"""Held-out set 9: vendors' token formats, each in the error, log or config text it shows up in.

Sources: the vendors' own API-key and authentication pages (named per row), their SDKs' error
texts and, for a few, a credential scanner's detector page; "shape assumed" where a length or an
alphabet is a guess. Every vendor was grepped for in the earlier sets' ``_heldout_secrets*``
files (and ``heldout_secrets.py``, ``heldout_set3.py``) so that none of them repeats.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
clerk secret key ¦ Clerk dashboard API keys (sk_live_/sk_test_; nango.dev Clerk guide), length assumed ¦ sk_live_{A40} ¦ ClerkAPIResponseError: Unauthenticated - The provided Clerk Secret Key is invalid. Make sure that your Clerk Secret Key is correct. (CLERK_SECRET_KEY={t})
clerk test key in next config ¦ Clerk docs, sk_test_ for development ¦ sk_test_{A40} ¦ Error: @clerk/nextjs: Missing publishableKey. .env.local has CLERK_SECRET_KEY="{t}" but no NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY
e2b api key ¦ E2B Python SDK key check ("e2b_" followed by hex; 40 hex in its example) ¦ e2b_{h40} ¦ e2b.exceptions.AuthenticationException: 401: Invalid API key, please visit https://e2b.dev/dashboard?tab=keys to get your API key. Sandbox.create(api_key='{t}', template='base')
cloudflare user api token ¦ Cloudflare docs, Token formats (cfut_ + 40 characters + checksum; checksum shape assumed) ¦ cfut_{A40}{h8} ¦ wrangler: ✘ [ERROR] A request to the Cloudflare API (/memberships) failed. Authentication error [code: 10000] CLOUDFLARE_API_TOKEN={t}
cloudflare account api token ¦ Cloudflare docs, Token formats (cfat_) ¦ cfat_{A40}{h8} ¦ flarectl: error: 9109 Invalid access token (Authorization: Bearer {t})
mapbox secret token ¦ Mapbox docs, token patterns (sk. secret, pk. public; JWT-like body) ¦ sk.eyJ1IjoiYWNtZW1hcHMiLCJhIjoi{l25}In0.{u22} ¦ Error: 401 Not Authorized - Invalid Token while uploading tileset acmemaps.roads (MAPBOX_SECRET_TOKEN={t})
mapbox temporary token ¦ Mapbox docs, temporary tokens tk. ¦ tk.eyJ1IjoiYWNtZW1hcHMiLCJleHAiOjE3NjQ4MTk5OTksImEiOiJ{l25}In0.{u22} ¦ GET https://api.mapbox.com/uploads/v1/acmemaps/credentials?access_token={t} -> 401 {"message":"Not Authorized - Invalid Token"}
ably api key ¦ Ably docs, API key format appId.keyId:keySecret ¦ {A6}.{A6}:{u43} ¦ AblyException: [ErrorInfo: Invalid key in request: {t}; statusCode=401; code=40101]
ably key in realtime url ¦ Ably docs, Basic auth with the key ¦ {A6}.{A6}:{u43} ¦ websocket: wss://realtime.ably.io/?key={t}&format=json&heartbeats=true closed with code 40101
revenuecat secret key ¦ RevenueCat docs, API Keys & Authentication (secret keys prefixed sk_), length assumed ¦ sk_{A32} ¦ RevenueCat API v2: 401 {"type":"authentication_error","message":"Invalid API key."} (Authorization: Bearer {t})
revenuecat oauth token ¦ RevenueCat docs, OAuth access tokens prefixed atk_ ¦ atk_{A40} ¦ rc-cli: error: token {t} expired or revoked, run `revenuecat login` again
blockfrost mainnet project id ¦ Blockfrost docs, project_id per network (mainnet/preprod/preview/ipfs prefixes) ¦ mainnet{A32} ¦ BlockfrostServerError: 403 Invalid project token. (project_id: {t})
blockfrost preprod project id ¦ Blockfrost docs, preprod prefix ¦ preprod{A32} ¦ curl -H "project_id: {t}" https://cardano-preprod.blockfrost.io/api/v0/blocks/latest -> 403 {"status_code":403,"error":"Forbidden","message":"Invalid project token."}
blockfrost ipfs project id ¦ Blockfrost docs, ipfs prefix ¦ ipfs{A32} ¦ ipfs add failed: 403 Forbidden from https://ipfs.blockfrost.io/api/v0/ipfs/add (BLOCKFROST_IPFS={t})
coingecko demo key header ¦ CoinGecko docs, x-cg-demo-api-key header (CG- prefix, length assumed) ¦ CG-{A24} ¦ pycoingecko: 401 Client Error for https://api.coingecko.com/api/v3/ping (x-cg-demo-api-key: {t})
coingecko pro key query ¦ CoinGecko docs, x_cg_pro_api_key query parameter ¦ CG-{A24} ¦ {"status":{"error_code":10002,"error_message":"API Key Missing"}} GET /api/v3/coins/markets?vs_currency=usd&x_cg_pro_api_key={t}
temporal cloud api key ¦ Temporal Cloud docs, API keys as Bearer tokens (JWT shape assumed) ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6Ild2dHdhQSJ9.{u180}.{u86} ¦ temporal workflow list --namespace acme.a2dd6 --api-key {t}\nError: failed listing workflows: rpc error: code = PermissionDenied desc = Request unauthorized.
zulip api key zuliprc ¦ Zulip docs, zuliprc [api] key= email= site= ¦ {A32} ¦ zulip.ZulipError: Unable to authenticate with https://acme.zulipchat.com (~/.zuliprc: [api] email=deploy-bot@acme.zulipchat.com key={t})
zendesk api token basic ¦ Zendesk docs, email/token:api_token ¦ {A40} ¦ zenpy.lib.exception.APIException: {"error":"Couldn't authenticate you"} (curl -u ops@acme.io/token:{t} https://acme.zendesk.com/api/v2/tickets.json)
zendesk oauth token ¦ Zendesk docs, OAuth access token Bearer ¦ {h64} ¦ 403 Forbidden from https://acme.zendesk.com/api/v2/users/me.json (Authorization: Bearer {t})
kakao rest api key ¦ Kakao developers REST API, Authorization: KakaoAK <REST API key> (32 hex) ¦ {h32} ¦ {"errorType":"AccessDeniedError","message":"wrong appKey({t}) format"} Authorization: KakaoAK {t}
kakao admin key ¦ Kakao developers glossary, Admin key (32 hex) ¦ {h32} ¦ KakaoError -401: InvalidAppKey -- admin key {t} cannot call /v1/user/ids on app 1048576
naver client secret ¦ Naver developers, X-Naver-Client-Id / X-Naver-Client-Secret (10 chars assumed) ¦ {A10} ¦ {"errorMessage":"Authentication failed. (인증에 실패했습니다.)","errorCode":"024"} X-Naver-Client-Id: Qz7yL2mN8pV4rT6wX1cB, X-Naver-Client-Secret: {t}
matrix synapse access token ¦ Synapse access tokens syt_<base64 localpart>_<20 random>_<crc> ¦ syt_ZGVwbG95LWJvdA_{L20}_{A6} ¦ matrix-nio: LoginError: M_UNKNOWN_TOKEN Invalid access token passed. (access_token={t})
matrix token in url ¦ Matrix client-server API, access_token query parameter ¦ syt_YWxpY2U_{L20}_{A6} ¦ GET https://matrix.acme.io/_matrix/client/v3/sync?access_token={t}&timeout=30000 -> 401 {"errcode":"M_UNKNOWN_TOKEN"}
rocket.chat auth token ¦ Rocket.Chat REST docs, X-Auth-Token and X-User-Id headers ¦ {u43} ¦ rocketchat_API: 401 {"status":"error","message":"You must be logged in to do this."} headers X-User-Id: 7QzL8bWk2XyV4mRnP, X-Auth-Token: {t}
meilisearch master key ¦ Meilisearch docs, MEILI_MASTER_KEY (at least 16 bytes) ¦ {u32} ¦ meilisearch.errors.MeilisearchApiError: MeilisearchApiError. Error code: invalid_api_key. The provided API key is invalid. (MEILI_MASTER_KEY={t})
typesense admin key ¦ Typesense docs, X-TYPESENSE-API-KEY header ¦ {A32} ¦ typesense.exceptions.RequestUnauthorized: [Errno 401] Forbidden - a valid `x-typesense-api-key` header must be sent. (api_key='{t}')
opensearch initial admin password ¦ OpenSearch docs, OPENSEARCH_INITIAL_ADMIN_PASSWORD ¦ {p} ¦ opensearch-node1 | OPENSEARCH_INITIAL_ADMIN_PASSWORD={t} is weak. Please use a strong password.
bonsai cluster url ¦ Bonsai docs, cluster URL with access key and secret ¦ {l10}:{l10} ¦ elasticsearch.exceptions.AuthenticationException: AuthenticationException(401, 'security_exception') (https://{t}@acme-search-4821.us-east-1.bonsaisearch.net:443)
ionos api key ¦ IONOS developer docs, X-API-Key prefix.secret (shape assumed) ¦ {h32}.{A86} ¦ IONOS DNS API: 401 {"code":"UNAUTHORIZED","message":"The customer cannot be authenticated."} X-API-Key: {t}
gemini exchange api key ¦ Gemini exchange REST docs, account- API keys ¦ account-{A20} ¦ gemini: 400 {"result":"error","reason":"InvalidSignature","message":"InvalidSignature"} X-GEMINI-APIKEY: {t}
gemini exchange api secret ¦ Gemini exchange REST docs, API secret (28 chars assumed) ¦ {A28} ¦ ccxt.AuthenticationError: gemini {"reason":"InvalidSignature"} (secret='{t}')
bitfinex api secret ¦ Bitfinex API docs, bfx-apikey / bfx-signature (43 chars assumed) ¦ {A43} ¦ bfxapi: ['error', 10100, 'apikey: digest invalid'] BFX_API_SECRET={t}
okx passphrase ¦ OKX API docs, OK-ACCESS-PASSPHRASE ¦ {p} ¦ okx.exceptions.OkxAPIException: {"code":"50105","msg":"Passphrase incorrect"} OK-ACCESS-PASSPHRASE: {t}
okx secret key ¦ OKX API docs, secret key (32 upper hex) ¦ {H32} ¦ OKX_SECRET_KEY={t} produced OK-ACCESS-SIGN mismatch (50113 Invalid Sign)
bybit api secret ¦ Bybit v5 docs, X-BAPI-API-KEY and secret (36 chars assumed) ¦ {A36} ¦ pybit.exceptions.InvalidRequestError: Error sign, please check your signature generation algorithm. (ErrCode: 10004) api_secret={t}
authorize.net transaction key ¦ Authorize.Net API docs, merchantAuthentication name + transactionKey (16 chars) ¦ {A16} ¦ E00007 User authentication failed due to invalid authentication values. <merchantAuthentication><name>4Pq8bT3k</name><transactionKey>{t}</transactionKey></merchantAuthentication>
lago api key ¦ Lago docs, Bearer API key (UUID) ¦ {uuid} ¦ lago_python_client.exceptions.LagoApiError: 401 Unauthorized (LAGO_API_KEY={t})
orb api key ¦ Orb docs, Bearer API key (64 hex assumed) ¦ {h64} ¦ orb.AuthenticationError: Error code: 401 - {'title': 'Authentication error', 'status': 401} (ORB_API_KEY={t})
stigg server key ¦ Stigg docs, server API key (server- prefix assumed) ¦ server-{uuid} ¦ StiggError: Unauthenticated (X-API-KEY: {t})
maptiler key ¦ MapTiler Cloud docs, key query parameter ¦ {A20} ¦ Failed to load tiles: 403 Invalid key https://api.maptiler.com/maps/streets-v2/style.json?key={t}
weatherapi key ¦ WeatherAPI.com docs, key parameter (31 hex) ¦ {h31} ¦ {"error":{"code":2008,"message":"API key has been disabled."}} https://api.weatherapi.com/v1/current.json?key={t}&q=London
tomorrow.io api key ¦ Tomorrow.io docs, apikey parameter ¦ {A32} ¦ 401001 Invalid Auth: The method requires authentication but it was not presented or is invalid. (https://api.tomorrow.io/v4/weather/forecast?location=42.3,-71.1&apikey={t})
accuweather api key ¦ AccuWeather docs, apikey parameter ¦ {A32} ¦ {"Code":"Unauthorized","Message":"Api Authorization failed","Reference":"/locations/v1/cities/search?apikey={t}&q=Paris"}
fred api key ¦ FRED API docs, api_key (32 lower alnum) ¦ {l32} ¦ fredapi: ValueError: Bad Request.  The value for variable api_key is not registered.  Read https://fred.stlouisfed.org/docs/api/api_key.html (api_key={t})
ankr rpc url ¦ Ankr docs, premium RPC URL with API key path (64 hex) ¦ {h64} ¦ web3.exceptions.ProviderConnectionError: Could not connect to https://rpc.ankr.com/eth/{t}: 403 Forbidden
thirdweb secret key ¦ thirdweb docs, x-secret-key header (length assumed) ¦ {u86} ¦ ThirdwebError: 401 Invalid secret key (x-secret-key: {t})
novu api key ¦ Novu docs, Authorization: ApiKey <key> ¦ {h32} ¦ @novu/node: 401 Unauthorized - API Key not found (Authorization: ApiKey {t})
loops api key ¦ Loops docs, Bearer API key (32 hex assumed) ¦ {h32} ¦ LoopsError: 401 {"success":false,"message":"Invalid API key"} LOOPS_API_KEY={t}
intercom access token ¦ Intercom docs, access tokens (base64 of tok:...) ¦ dG9rOj{b50}= ¦ intercom.errors.AuthenticationError: Access Token Invalid (Authorization: Bearer {t})
hygraph permanent auth token ¦ Hygraph docs, Permanent Auth Tokens (JWT) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImdjbXMtbWFpbi1wcm9kdWN0aW9uIn0.{u220}.{u86} ¦ ClientError: 401 Unauthorized: the provided token is not valid for content API https://eu-central-1.cdn.hygraph.com/content/clx7/master (HYGRAPH_TOKEN={t})
saleor app token ¦ Saleor docs, app tokens (30 chars assumed) ¦ {A30} ¦ saleor: GraphQL error PermissionDenied: You need one of the following permissions: MANAGE_ORDERS (Authorization: Bearer {t})
commercetools client secret ¦ commercetools docs, API client credentials ¦ {u32} ¦ commercetools: invalid_client - Please provide valid client credentials (CTP_CLIENT_ID=Zx8Qm2Lr7Wv4Tn6Pk1Bc9Hd3, CTP_CLIENT_SECRET={t})
attio access token ¦ Attio docs, Bearer access token (64 hex assumed) ¦ {h64} ¦ attio: 401 {"status_code":401,"type":"auth_error","code":"unauthorized"} token {t}
apollo api key ¦ Apollo.io docs, X-Api-Key header (22 chars assumed) ¦ {A22} ¦ apollo: 401 {"error":"Invalid access credentials."} X-Api-Key: {t}
clearbit secret key ¦ Clearbit docs, sk_ secret keys ¦ sk_{h32} ¦ clearbit.errors.ParamsInvalidError: 401 Unauthorized (clearbit.key = '{t}')
close api key ¦ Close docs, API key used as Basic username (api_ prefix assumed) ¦ api_{A22}.{A22} ¦ closeio_api.APIError: 401 Unauthorized for https://api.close.com/api/v1/me/ (curl -u {t}: ...)
gong access key secret ¦ Gong API docs, Basic access key:access key secret ¦ {A64} ¦ Gong API 401: {"requestId":"4al018gzaztcr8nbukw","errors":["Unauthorized"]} (GONG_ACCESS_KEY=Q7ZMW2K4LRX3, GONG_ACCESS_KEY_SECRET={t})
dialpad api key ¦ Dialpad API docs, Bearer API key (shape assumed) ¦ {A64} ¦ dialpad: 401 Unauthorized {"error":{"code":401,"message":"invalid api key"}} ?apikey={t}
tiktok access token ¦ TikTok for Developers, user access tokens (act. prefix) ¦ act.{A64}!{d4}.va ¦ TikTok API error access_token_invalid: The access token is invalid or not found in the request. (access_token={t})
gogs access token ¦ Gogs API docs, Authorization: token (40 hex) ¦ {h40} ¦ gogs: 401 Unauthorized for https://git.acme.lan/api/v1/user/repos (Authorization: token {t})
app center api token ¦ App Center docs, X-API-Token header (40 hex) ¦ {h40} ¦ appcenter-cli: Error: 401 - Unauthorized. APPCENTER_ACCESS_TOKEN={t}
adapty secret key ¦ Adapty docs, secret API key (secret_live_ prefix assumed) ¦ secret_live_{A8}.{A32} ¦ Adapty server API: 401 {"errors":[{"detail":"Invalid API key"}]} Authorization: Api-Key {t}
branch live secret ¦ Branch docs, Branch key / secret (secret_live_) ¦ secret_live_{A32} ¦ branch-deep-linking: 401 {"error":{"message":"Invalid or missing app secret","code":401}} branch_secret={t}
appsflyer dev key ¦ AppsFlyer docs, dev key (22 chars) ¦ {A22} ¦ AppsFlyer S2S event rejected 401: authentication header 'authentication: {t}' is invalid for app id1123581321
adjust api token ¦ Adjust docs, API token (20 chars assumed) ¦ {A20} ¦ adjust KPI service: 401 {"error":"Invalid user token"} (Authorization: Token token={t})
split server sdk key ¦ Split docs, server-side SDK key (36 chars assumed) ¦ {l36} ¦ splitio: SDK key {t} is not valid (HTTP 401 from https://sdk.split.io/api/splitChanges)
pendo integration key ¦ Pendo docs, x-pendo-integration-key (UUID + region suffix) ¦ {uuid}.us ¦ Pendo API: 401 invalid integration key (x-pendo-integration-key: {t})
hightouch api key ¦ Hightouch docs, Bearer API key (UUID) ¦ {uuid} ¦ hightouch: sync 88412 trigger failed: 401 Unauthorized (HIGHTOUCH_API_KEY={t})
census api token ¦ Census docs, secret-token: workspace tokens ¦ secret-token:{A32} ¦ Census API 401: {"status":"unauthorized"} Authorization: Bearer {t}
airbyte client secret ¦ Airbyte API docs, client_id / client_secret for /applications/token ¦ {A32} ¦ airbyte-api: 401 invalid_client for POST /v1/applications/token {"client_id":"0d7a4b2c-3e6f-4a1b-9c8d-7e6f5a4b3c2d","client_secret":"{t}"}
dagster cloud user token ¦ Dagster+ docs, user tokens (user: prefix) ¦ user:{h32} ¦ dagster-cloud: Error: 403 Forbidden - Unable to authenticate with DAGSTER_CLOUD_API_TOKEN={t}
dagster cloud agent token ¦ Dagster+ docs, agent tokens (agent: prefix) ¦ agent:acme:{h32} ¦ dagster_cloud agent: Invalid agent token agent_token: "{t}" (dagster.yaml)
astronomer api token ¦ Astronomer docs, API tokens (JWT) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u160}.{u86} ¦ astro deploy: Error: token invalid, please run astro login (ASTRO_API_TOKEN={t})
hatchet client token ¦ Hatchet docs, HATCHET_CLIENT_TOKEN (JWT) ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IjFhMmIzYyJ9.{u140}.{u86} ¦ hatchet_sdk: grpc StatusCode.UNAUTHENTICATED (HATCHET_CLIENT_TOKEN={t})
windmill token ¦ Windmill docs, user tokens (32 chars assumed) ¦ {A32} ¦ wmill sync push: Error: 401 Unauthorized: token {t} not found for workspace acme
make api token ¦ Make docs, Authorization: Token <uuid> ¦ {uuid} ¦ Make API 401 {"detail":"Invalid token","code":"IM004"} Authorization: Token {t}
pipedream api key ¦ Pipedream docs, Bearer API key (32 hex) ¦ {h32} ¦ pd deploy: 401 Unauthorized (api_key {t} in ~/.config/pipedream/config)
retool api token ¦ Retool docs, API access tokens (retool_ prefix assumed) ¦ retool_{A40} ¦ retool: 401 {"success":false,"message":"Invalid token"} RETOOL_API_TOKEN={t}
budibase api key ¦ Budibase docs, x-budibase-api-key (shape assumed) ¦ {h32}-{h96} ¦ budibase: 403 Forbidden (x-budibase-api-key: {t})
logto m2m app secret ¦ Logto docs, machine-to-machine app secret ¦ {A32} ¦ oidc-provider: invalid_client - client authentication failed (client_id=m2m-7xq4, client_secret={t})
magic secret key ¦ Magic docs, secret API keys sk_live_ (16 upper hex) ¦ sk_live_{H16} ¦ MagicError: ERROR_SECRET_API_KEY_MISSING - secret key {t} not accepted
dynamic environment api token ¦ Dynamic docs, environment API tokens (dyn_ prefix) ¦ dyn_{A48} ¦ dynamic-labs: 401 {"error":"Unauthorized"} DYNAMIC_API_TOKEN={t}
turnkey api private key ¦ Turnkey docs, API key pair (P-256 private key, 64 hex) ¦ {h64} ¦ turnkey: stamper error: API_PRIVATE_KEY={t} does not match public key 02f1b3c1a8d4e7f2 registered for org 5c1f
zeabur api token ¦ Zeabur docs, API keys (sk- prefix assumed) ¦ sk-{l40} ¦ zeabur: Error: Unauthorized: invalid token {t}
"""


def vendor_cases(values: Values) -> list[Case]:
    return values.table("vendor", ROWS)
