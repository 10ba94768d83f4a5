"""Held-out set 11: vendors' token formats no earlier set used, each in the text it shows up in.

Sources: the vendors' own API-key and authentication pages (named per row); "shape assumed"
where a vendor documents the header or the variable but not the length or the alphabet. Every
vendor and prefix was grepped for in the earlier sets' ``_heldout_secrets*``,
``_heldout_families_*``, ``heldout_secrets*.py``, ``heldout_set*_secrets.py`` and
``heldout_set3.py`` files: the well-known ones the issue names (Doppler, Pulumi, Fly.io,
Supabase, Vercel, Shopify, Twilio, Okta, Vault, Grafana, Sentry, New Relic...) were all taken,
so this set draws on API-key managers, CDNs, data tools, payment gateways of Africa, South
Asia, the Gulf, Brazil, Colombia and Nepal, security agents, HR and finance systems, and
messaging providers of Africa and India that no earlier set had.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
unkey v1 root key ¦ Unkey API docs (Authorization: Bearer unkey_...) and its RFC 0017 key layout (unkey_ + 8 base58 + unkeyv1 + 42 base58) ¦ unkey_{A8}unkeyv1{A42} ¦ unkey.errors.UnauthorizedError: {"meta":{"requestId":"req_2xPq9"},"error":{"title":"Unauthorized","status":401,"detail":"The provided root key is invalid"}} (rootKey="{t}")
unkey dashboard root key ¦ Unkey docs, dashboard root keys (unkey_3Z + 22 base58) ¦ unkey_3Z{A22} ¦ POST https://api.unkey.com/v2/keys.verifyKey failed 401\n  -H "Authorization: Bearer {t}"
fastly api token ¦ Fastly API reference, the Fastly-Key header (32 URL-safe characters; length assumed) ¦ {u32} ¦ fastly: ERROR: error during API request: 401 - Provided credentials are missing or invalid (Fastly-Key: {t}, service 6YmrvAEDRvkPQsMGNd2Fr4)
fastly cli profile ¦ Fastly CLI docs, fastly auth token (shape assumed) ¦ {u32} ¦ ✗ Error validating token: 403 Forbidden\n[profile.ci]\ncustomer_id = "4Ncm3hZTlt9aK1CqW5yHbG"\ntoken = "{t}"
dbt cloud service token ¦ dbt docs, service account tokens (dbtc_ prefix; body shape assumed) ¦ dbtc_{u56} ¦ dbtcloud: POST https://cloud.getdbt.com/api/v2/accounts/70403/jobs/88211/run/ -> 401 {"status":{"code":401,"is_success":false,"user_message":"Invalid token"}} DBT_CLOUD_API_TOKEN={t}
dbt cloud personal token ¦ dbt docs, personal access tokens (dbtu_ prefix; body shape assumed) ¦ dbtu_{u56} ¦ dbt_cloud.yml: version: "1" context: active-project: "271"\nprojects:\n- project-id: "271"\n  account-host: "cloud.getdbt.com"\n  token-value: "{t}"\nError: Unauthenticated
asaas api key ¦ Asaas docs, access_token header ($aact_ prefix; body base64, shape assumed) ¦ $aact_prod_000{b96} ¦ asaas 401 Unauthorized: {"errors":[{"code":"invalid_access_token","description":"A chave de API fornecida é inválida"}]} headers={'access_token': '{t}', 'User-Agent': 'loja-acme'}
wompi private key ¦ Wompi docs (Colombia), llave privada prv_prod_ (body length assumed) ¦ prv_prod_{A32} ¦ wompi: 401 {"error":{"type":"INVALID_ACCESS_TOKEN","reason":"Se esperaba una llave privada válida"}} Authorization: Bearer {t}
wompi events secret ¦ Wompi docs, eventos (prod_events_ secret; length assumed) ¦ prod_events_{A32} ¦ WebhookSignatureError: checksum mismatch for transaction.updated 1202394-1710202319-44822 (WOMPI_EVENTS_SECRET={t})
khalti live secret key ¦ Khalti docs (Nepal), Authorization: Key live_secret_key_ (length assumed) ¦ live_secret_key_{h32} ¦ khalti epayment/initiate: 401 {"detail":"Invalid token.","status_code":401} Authorization: Key {t}
africas talking api key ¦ Africa's Talking docs, apiKey header (atsk_ prefix; length assumed) ¦ atsk_{h64} ¦ AfricasTalkingGatewayException: The supplied authentication is invalid (username=sandbox, apiKey={t})
cal.com api key ¦ Cal.com API v2 docs, cal_live_ keys (length assumed) ¦ cal_live_{h32} ¦ GET https://api.cal.com/v2/bookings?status=upcoming\n{"status":"error","error":{"code":"UnauthorizedException","message":"Invalid API key: {t}"}}
codesandbox api token ¦ CodeSandbox SDK docs, CSB_API_KEY (csb_v1_ prefix; body shape assumed) ¦ csb_v1_{u43} ¦ @codesandbox/sdk: Failed to create sandbox: 401 Unauthorized (CSB_API_KEY={t})
sumup secret key ¦ SumUp docs, API keys sup_sk_ (length assumed) ¦ sup_sk_{A32} ¦ sumup.APIError: 401 {"error_code":"NOT_AUTHORIZED","message":"Invalid access token"} [api_key={t}]
moyasar secret key basic ¦ Moyasar docs, Basic auth with the secret key as user and an empty password ¦ sk_live_{A40} ¦ moyasar: 401 {"type":"authentication_error","message":"Invalid authorization credentials"} curl -u {t}: https://api.moyasar.com/v1/payments
crowdstrike client secret ¦ CrowdStrike Falcon OAuth2 docs, client_id (32 hex) and client_secret (40 alnum) ¦ {A40} ¦ falconpy: POST /oauth2/token 403 access denied, body: client_id=4f1c2a9be0d34f7a8c6b5e2d1f0a9b8c&client_secret={t}
dub api key ¦ Dub docs, API keys dub_ (length assumed) ¦ dub_{A24} ¦ DubError: unauthorized - Invalid API key. Learn more: https://d.to/auth (Authorization: Bearer {t})
strongdm api secret ¦ strongDM docs, API access key id and base64 secret ¦ {b43}= ¦ sdm: cannot authenticate: rpc error: code = Unauthenticated desc = invalid signature (SDM_API_ACCESS_KEY=auth-7Xq2LrA9cVbN, SDM_API_SECRET_KEY={t})
splunk observability token ¦ Splunk Observability (SignalFx) docs, X-SF-Token access tokens (22 URL-safe characters; length assumed) ¦ {u22} ¦ otelcol: exporter signalfx: HTTP 401 "Unauthorized" posting datapoints to https://ingest.us1.signalfx.com/v2/datapoint (X-SF-Token: {t})
bitbucket data center token ¦ Atlassian Bitbucket Data Center docs, HTTP access tokens (BBDC- prefix; body length assumed) ¦ BBDC-{A44} ¦ git clone https://x-token-auth:{t}@bitbucket.acme.lan/scm/plat/infra.git\nfatal: Authentication failed for 'https://bitbucket.acme.lan/scm/plat/infra.git/'
backblaze application key ¦ Backblaze B2 docs, applicationKeyId 005... and applicationKey K005... ¦ K005{A27} ¦ b2 authorize-account 0051f2a3b4c5d6e0000000003 {t}\nERROR: unauthorized: Authentication failed: bad_auth_token
hex api key ¦ Hex.pm docs, HEX_API_KEY (32 hex; shape assumed) ¦ {h32} ¦ ** (Mix) Publishing failed: invalid API key\nHEX_API_KEY={t} mix hex.publish --yes
mpesa consumer secret ¦ Safaricom Daraja docs, consumer key and secret for /oauth/v1/generate (length assumed) ¦ {A48} ¦ daraja: 400 {"errorCode":"400.008.01","errorMessage":"Invalid Authentication passed"} consumer_key=GtTq5kEb8Hn2mR7xYc1W, consumer_secret={t}
mpesa lipa passkey ¦ Daraja docs, STK push Password = base64(Shortcode+Passkey+Timestamp); passkey 64 hex ¦ {h64} ¦ STKPush 500.001.1001 "Wrong credentials" BusinessShortCode=174379 Timestamp=20261204131840 Passkey={t}
bkash app secret ¦ bKash tokenized checkout docs, app_key / app_secret in the grant body (length assumed) ¦ {A50} ¦ bkash grant token failed: {"statusCode":"2079","statusMessage":"Invalid App Token"} request={"app_key":"4f6o0cjiki2rfm34kfdadl1eqq","app_secret":"{t}"}
sslcommerz store password ¦ SSLCommerz docs, store_id and store_passwd (the sandbox password ends @ssl) ¦ {A12}@ssl ¦ SSLCommerz: {"status":"FAILED","failedreason":"Store Credential Error Or Store is De-active"} store_id=acmebd62f3a1c store_passwd={t}
paytabs server key ¦ PayTabs docs, authorization server key (S + groups; shape assumed) ¦ S{U9}-{U10}-{U10} ¦ paytabs: {"code":1,"message":"Authentication failed. Check authentication header.","trace":"PMNT0402.6639"} authorization: {t}
vipps client secret ¦ Vipps MobilePay docs, client_id / client_secret / Ocp-Apim-Subscription-Key for /accesstoken/get ¦ {b43}= ¦ vipps: 401 {"error":"unauthorized_client"} client_id: 7f1e2d3c-aaaa-4b8c-9d0e-112233445566, client_secret: {t}, Merchant-Serial-Number: 123456
vipps subscription key ¦ Vipps MobilePay docs, Ocp-Apim-Subscription-Key (32 hex) ¦ {h32} ¦ 401 Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription. (Ocp-Apim-Subscription-Key: {t})
sentinelone api token ¦ SentinelOne Management API docs, Authorization: ApiToken <token> (length assumed) ¦ {A80} ¦ s1: GET /web/api/v2.1/agents -> 401 {"errors":[{"code":4010010,"detail":"Authentication Failed","title":"Unauthorized"}]} Authorization: ApiToken {t}
openmeter api key ¦ OpenMeter Cloud docs, Bearer om_ keys (shape assumed) ¦ om_{A40} ¦ openmeter ingest: 401 Unauthorized {"type":"about:blank","title":"Unauthorized","status":401} token={t}
hyperswitch api key ¦ Hyperswitch docs, api-key header (snd_ sandbox keys; length assumed) ¦ snd_{A40} ¦ hyperswitch: {"error":{"type":"invalid_request","message":"API key not provided or invalid API key used","code":"IR_01"}} api-key: {t}
nylas api key ¦ Nylas v3 docs, API keys (nyk_v0_ prefix; body shape assumed) ¦ nyk_v0_{A48} ¦ nylas.models.errors.NylasApiError: Unauthorized (401) request_id=9d2f3e7a: NYLAS_API_KEY={t}
tinybird admin token ¦ Tinybird docs, tokens start with p. followed by a JWT-like body ¦ p.eyJ1IjogIj{b120} ¦ tb push: ** Error: 403 Forbidden - invalid authentication token (TB_TOKEN={t}) host=https://api.europe-west2.gcp.tinybird.co
termii api key ¦ Termii docs (Nigeria), api_key in the JSON body (TL prefix; shape assumed) ¦ TL{A60} ¦ termii sms/send 401 {"message":"Invalid API key"} payload={"to":"2348012345678","from":"Acme","sms":"Your code is ready","type":"plain","channel":"generic","api_key":"{t}"}
kaleyra api key ¦ Kaleyra docs (India), api-key header (A + 32 hex; shape assumed) ¦ A{h32} ¦ kaleyra: {"code":"E101","message":"Invalid API key","error":{"api-key":"{t}"}}
netsuite token secret ¦ NetSuite token-based authentication docs, token id and token secret (64 hex) ¦ {h64} ¦ INVALID_LOGIN_ATTEMPT: Invalid login attempt. realm="1234567_SB1", oauth_token="a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2", token_secret="{t}"
bamboohr api key ¦ BambooHR API docs, the API key as Basic user with any password ¦ {h40} ¦ bamboohr: 401 Unauthorized GET https://{t}:x@api.bamboohr.com/api/gateway.php/acme/v1/employees/directory
greenhouse harvest key ¦ Greenhouse Harvest API docs, the API token as Basic user ¦ {h32}-{d1} ¦ greenhouse: 401 {"message":"Invalid Basic Auth credentials"} harvest_api_key='{t}'
lever api key ¦ Lever API docs, the API key as Basic user (length assumed) ¦ {A48} ¦ lever.errors.Unauthorized: 401 for GET https://api.lever.co/v1/opportunities (auth=('{t}', ''))
personio client secret ¦ Personio API docs, client_id / client_secret (papi- prefix; shape assumed) ¦ papi-{A64} ¦ personio auth failed 401 {"success":false,"error":{"code":0,"message":"Invalid credentials"}} client_id=papi-OTE0NjA4NzEt client_secret={t}
quickbooks client secret ¦ Intuit developer docs, OAuth 2.0 client secret (40 characters; shape assumed) ¦ {A40} ¦ intuitlib.exceptions.AuthClientError: HTTP status 401, error message: b'{"error":"invalid_client"}', intuit_tid 1-6750c1d2-7a3b, client_secret {t}
xero client secret ¦ Xero developer docs, client secret (48 URL-safe characters; shape assumed) ¦ {u48} ¦ xero_python.exceptions.OAuth2InvalidClientError: invalid_client (XERO_CLIENT_ID=8F1A2B3C4D5E6F708192A3B4C5D6E7F8, XERO_CLIENT_SECRET={t})
gusto api token ¦ Gusto embedded API docs, Bearer access tokens (shape assumed) ¦ {u43} ¦ gusto: 401 {"errors":[{"error_key":"base","category":"invalid_authorization","message":"The access token is invalid"}]} Authorization: Bearer {t}
deel api token ¦ Deel API docs, Bearer tokens (length assumed) ¦ {A64} ¦ DeelApiError(status=401, message='Unauthorized', url='https://api.letsdeel.com/rest/v2/contracts', token='{t}')
rippling api key ¦ Rippling API docs, Bearer API keys (length assumed) ¦ {A64} ¦ rippling: 401 {"detail":"Authentication credentials were not provided or are invalid."} RIPPLING_API_KEY="{t}"
svix api token ¦ Svix docs, auth tokens with a region suffix (shape assumed) ¦ sk_{A32}.eu ¦ svix.exceptions.HttpError: 401 {"code":"authentication_failed","detail":"Invalid token"} (Svix("{t}"))
mailerlite api token ¦ MailerLite API docs, Bearer API tokens (JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u180}.{u86} ¦ mailerlite: 401 {"message":"Unauthenticated."} MAILERLITE_API_TOKEN={t}
100ms app secret ¦ 100ms docs, app access key and app secret for management tokens (length assumed) ¦ {A64} ¦ jwt.exceptions.InvalidSignatureError: management token rejected by api.100ms.live (app_access_key=64f1c0a2b3d4e5f6a7b8c9d0, app_secret={t})
hookdeck api key ¦ Hookdeck docs, API keys as Basic user or Bearer (length assumed) ¦ {A38} ¦ hookdeck listen 3000 --api-key {t}\nError: failed to authenticate: 401 Unauthorized
cloudflare vectorize token ¦ Cloudflare Vectorize docs use an account API token (40 URL-safe characters) ¦ {u40} ¦ wrangler vectorize list\n✘ [ERROR] A request to the Cloudflare API (/accounts/9a7806061c88ada191ed06f989cc3dac/vectorize/v2/indexes) failed. Authentication error [code: 10000] CLOUDFLARE_API_TOKEN={t}
cloudflare origin ca key ¦ Cloudflare docs, Origin CA keys (v1.0- prefix, then hex) ¦ v1.0-{h24}-{h146} ¦ X-Auth-User-Service-Key: {t}\n{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}
ovh application secret ¦ OVHcloud API docs, application key, application secret and consumer key (32 alnum) ¦ {A32} ¦ ovh.exceptions.InvalidCredential: Invalid signature (endpoint=ovh-eu, application_key=Xa9bQ2mL7nR4tW1z, application_secret={t}, consumer_key=MtSwSrPpNjqfVSmJhLbPyr2i45lSwPU1)
ionos api token ¦ IONOS Cloud docs, IONOS_TOKEN (JWT) ¦ eyJ0eXAiOiJKV1QiLCJraWQiOi{u120}.{u60}.{u86} ¦ ionosctl: Error: 401 Unauthorized: {"httpStatus":401,"messages":[{"errorCode":"315","message":"Unauthorized"}]} (IONOS_TOKEN={t})
exoscale api secret ¦ Exoscale docs, API key EXO... and secret (43 URL-safe characters) ¦ {u43} ¦ exo: error: API request failed: Forbidden (403): signature mismatch (api-key EXOa1b2c3d4e5f6a7b8c9d0e1f2, api-secret {t})
upcloud api password ¦ UpCloud API docs, API sub-account user and password in Basic auth ¦ {p} ¦ upctl: Error: AUTHENTICATION_FAILED Authentication failed using the given username and password. (UPCLOUD_USERNAME=api-acme UPCLOUD_PASSWORD={t})
hetzner robot webservice password ¦ Hetzner Robot webservice docs, a separate webservice user (#ws+...) and password ¦ {p} ¦ curl -u "#ws+Tk2Lp9Qz:{t}" https://robot-ws.your-server.de/server -> 401 {"error":{"status":401,"code":"UNAUTHORIZED","message":"Unauthorized"}}
kinsta api key ¦ Kinsta API docs, Bearer API keys (64 hex; shape assumed) ¦ {h64} ¦ kinsta: 401 {"message":"No or invalid API key provided to the request","status":401} curl -H 'Authorization: Bearer {t}' https://api.kinsta.com/v2/sites?company=54fb80af-576c-4fdc-ba4f-b596c83f15a1
zerossl eab hmac key ¦ ZeroSSL docs, ACME external account binding: EAB KID and EAB HMAC key (base64url) ¦ {u86} ¦ certbot: An unexpected error occurred: urn:ietf:params:acme:error:unauthorized :: The client lacks sufficient authorization (--eab-kid dBf7d3a2Y1Zt0Qe9 --eab-hmac-key {t})
google trust eab key ¦ Google Public CA docs, gcloud publicca external-account-keys create (b64MacKey) ¦ {u43} ¦ lego: error: acme: error: 401 :: externalAccountBinding: HMAC verification failed (EAB kid 2c7e0a91f3d4, b64MacKey {t})
"""


def vendor_cases(values: Values) -> list[Case]:
    return values.table("vendor", ROWS)
