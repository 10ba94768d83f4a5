"""Held-out set 6: vendors' published token shapes, each in the message its SDK or CLI prints.

One case a line: ``name ¦ where the shape is published ¦ token ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). None of these vendors is in sets 1-5 (checked by grepping
``benchmarks/`` for each name and prefix). Shapes are from the vendors' docs and key pages
(length, alphabet, prefix), written down from those pages as remembered; the prefixes of
UpCloud, Adobe, OneSignal, Coralogix and MongoDB Atlas were checked against public pages and
code, and rows whose shape is a guess say so. Values are seeded random.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

AI_AND_SEARCH = """
assemblyai api key ¦ assemblyai.com/docs authentication: 32 hex API key ¦ {h32} ¦ assemblyai.types.TranscriptError: 401 Authentication error, API token missing/invalid (aai.settings.api_key = "{t}")
deepgram api key ¦ developers.deepgram.com authenticating: 40 hex key, header Authorization: Token ¦ {h40} ¦ DeepgramApiError: {"err_code":"INVALID_AUTH","err_msg":"Invalid credentials.","request_id":"6b1f0e2a"} Authorization: Token {t}
stability api key ¦ platform.stability.ai account keys: sk- + 48 alnum ¦ sk-{A48} ¦ stability_sdk: 401 unauthorized_request: Missing or invalid API key (STABILITY_KEY={t})
llamacloud api key ¦ docs.cloud.llamaindex.ai api keys: llx- + 48 alnum ¦ llx-{A48} ¦ llama_parse: Error while parsing the file 'q3.pdf': 401 Invalid API key. LLAMA_CLOUD_API_KEY={t}
tavily api key ¦ docs.tavily.com: API keys tvly- + 32 alnum ¦ tvly-{A32} ¦ tavily.errors.InvalidAPIKeyError: Unauthorized: missing or invalid API key. api_key='{t}'
firecrawl api key ¦ docs.firecrawl.dev: fc- + 32 hex ¦ fc-{h32} ¦ firecrawl: HTTPError 401 Unauthorized: Invalid token (FIRECRAWL_API_KEY={t})
serper api key ¦ serper.dev docs: X-API-KEY 40 hex ¦ {h40} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://google.serper.dev/search (X-API-KEY: {t})
serpapi key ¦ serpapi.com/search-api: api_key 64 hex in the query ¦ {h64} ¦ serpapi.SerpApiError: Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key (GET /search.json?engine=google&q=coffee&api_key={t})
browserbase api key ¦ docs.browserbase.com: bb_live_ + 27 url-safe ¦ bb_live_{u27} ¦ Browserbase error 401: {"error":"Unauthorized","message":"Invalid X-BB-API-Key header"} X-BB-API-Key: {t}
baseten api key ¦ docs.baseten.co api keys: <8 alnum>.<32 alnum> ¦ {A8}.{A32} ¦ truss push: error: 401 Client Error: Unauthorized (Authorization: Api-Key {t})
"""

IDENTITY = """
stytch secret ¦ stytch.com/docs api keys: secret-live- + 36 url-safe ¦ secret-live-{u36} ¦ StytchError: {"status_code":401,"error_type":"unauthorized_credentials","request_id":"request-id-live-0a8f"} (secret="{t}")
workos api key ¦ workos.com/docs reference api keys: sk_live_ + base64 ¦ sk_live_{b60} ¦ WorkOS UnauthorizedException: Could not authorize the request. Maybe your API key is invalid? WORKOS_API_KEY={t}
fusionauth api key ¦ fusionauth.io/docs apis authentication: 64 url-safe API key ¦ {u64} ¦ io.fusionauth.client: ClientResponse{status=401, exception=null} Authorization header was {t}
infisical client secret ¦ infisical.com/docs universal auth: client secret 64 hex ¦ {h64} ¦ infisical login --method=universal-auth --client-id=7d2c9f1e-0a4b-4c3d-8e2f-1b2c3d4e5f60 --client-secret={t} error: 401 Invalid credentials
infisical service token ¦ infisical.com/docs service tokens: st.<id>.<32 hex>.<32 hex> ¦ st.{h24}.{h32}.{h32} ¦ Error: CallGetServiceTokenDetails: Unsuccessful response [GET https://app.infisical.com/api/v2/service-token] [status-code=401] (INFISICAL_TOKEN={t})
akeyless access key ¦ docs.akeyless.io access ids: p- id and 44 base64 access key ¦ {b44} ¦ akeyless auth --access-id p-x8k2q9m0ab1c --access-key {t}: Error: failed to authenticate: 401 Unauthorized
conjur api key ¦ docs.cyberark.com conjur api keys: 55 lower alnum (shape assumed, not checked against the page) ¦ {l55} ¦ conjur: 401 Unauthorized while authenticating host/ci/runner-3 (CONJUR_AUTHN_API_KEY={t})
teleport join token ¦ goteleport.com/docs join tokens: 32 hex ¦ {h32} ¦ ERROR: failed to register: "ci-node-4" joining with token {t}: the token is not valid (teleport start --roles=node --token={t})
jumpcloud api key ¦ docs.jumpcloud.com api: x-api-key 40 hex ¦ {h40} ¦ jcapi: (401) Reason: Unauthorized HTTP response headers: {'x-api-key': '{t}'}
descope management key ¦ docs.descope.com management keys: K2 + 60 alnum (shape assumed, not checked against the page) ¦ K2{A60} ¦ DescopeError: E011003 Request is unauthorized (management_key={t}, project P2abc9XyZ)
frontegg vendor secret ¦ docs.frontegg.com api tokens: clientId uuid, secret uuid (shape assumed, not checked against the page) ¦ {uuid} ¦ frontegg: Failed to authenticate vendor: 401 ({"clientId":"b0e4c1a2-9f3d-4e5a-8b7c-6d5e4f3a2b1c","secret":"{t}"})
supertokens api key ¦ supertokens.com/docs core api_key: 32+ chars (shape assumed, not checked against the page) ¦ {A40} ¦ SuperTokens core threw an error for a GET request to path: '/recipe/session/verify' with status code: 401 and message: Invalid API key (api_key: {t})
"""

PAYMENTS_AND_BOOKS = """
paystack secret key ¦ paystack.com/docs api keys: sk_live_ + 40 hex ¦ sk_live_{h40} ¦ PaystackError: Invalid key (status 401) -- Authorization: Bearer {t}
klarna api key ¦ docs.klarna.com api keys: klarna_live_api_ + base64 ¦ klarna_live_api_{u64} ¦ Klarna API responded 401 UNAUTHORIZED correlation_id=4f9e0c1a (KLARNA_API_KEY={t})
revolut merchant secret ¦ developer.revolut.com merchant api: sk_ + 56 url-safe (shape assumed, not checked against the page) ¦ sk_{u56} ¦ revolut-merchant: 401 {"code":1001,"message":"Unauthenticated"} Authorization: Bearer {t}
plivo auth token ¦ plivo.com/docs authentication: auth id MA + 18, auth token 40 ¦ {A40} ¦ plivo.exceptions.AuthenticationError: 401 Unauthorized (auth_id='MAZJKX2Q9M0NB1C3V4X5', auth_token='{t}')
messagebird access key ¦ developers.messagebird.com: access key 25 alnum ¦ {A25} ¦ messagebird.client.ErrorException: Request not allowed (incorrect access_key) code 2 -- AccessKey {t}
sinch api token ¦ developers.sinch.com sms rest: service plan id 32 hex, API token 32 hex (shape assumed, not checked against the page) ¦ {h32} ¦ sinch: 401 Unauthorized POST /xms/v1/8e1f0a2b3c4d5e6f7a8b9c0d1e2f3a4b/batches Authorization: Bearer {t}
pusher app secret ¦ pusher.com/docs channels: app key 20 hex, secret 20 hex ¦ {h20} ¦ Pusher::AuthenticationError: Unknown auth_key; pusher = Pusher::Client.new(app_id: '1873301', key: '9c3d1f0a2b4e6a8c0d1e', secret: '{t}', cluster: 'eu')
onesignal rest api key ¦ documentation.onesignal.com keys: os_v2_app_ + base32 ¦ os_v2_app_{l100} ¦ OneSignal: 403 {"errors":["Access denied. Please include an 'Authorization: Key {t}' header"]}
quickbooks refresh token ¦ developer.intuit.com oauth: refresh tokens AB11 + 47 ¦ AB11{A46} ¦ intuitlib.exceptions.AuthClientError: HTTP status 400, error message: b'{"error":"invalid_grant"}' refresh_token={t}
xero client secret ¦ developer.xero.com oauth2: client secret 48 url-safe ¦ {u48} ¦ xero-python: 401 unauthorized_client (client_id=2F6C4E0A1B3D5F7A9C8E6D4B2A0F1E3D, client_secret={t})
freshbooks client secret ¦ freshbooks.com/api authentication: 64 hex ¦ {h64} ¦ FreshBooksError: invalid_client (client_secret={t}, redirect_uri=https://app.acme.io/cb)
chargebee api key ¦ apidocs.chargebee.com: live_ + 34 alnum, HTTP Basic username ¦ live_{A34} ¦ chargebee.api_error.APIError: api_authentication_failed ('Sorry, authentication failed. Invalid api key') curl -u {t}: https://acme.chargebee.com/api/v2/customers
recurly private key ¦ recurly.com/developers: private API key 32 hex ¦ {h32} ¦ recurly.errors.UnauthorizedError: Unauthorized (Recurly::Client.new(api_key: "{t}"))
gumroad access token ¦ app.gumroad.com/api: access token 43 url-safe ¦ {u43} ¦ {"success":false,"message":"The access token is invalid."} for GET /v2/products?access_token={t}
woocommerce consumer secret ¦ woocommerce.github.io rest api docs: cs_ + 40 hex ¦ cs_{h40} ¦ woocommerce_rest_cannot_view 401: Sorry, you cannot list resources. (consumer_key=ck_0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d&consumer_secret={t})
ebay client secret ¦ developer.ebay.com application keys: PRD- + 12 hex + - + 4 groups (shape assumed, not checked against the page) ¦ PRD-{h12}-{h8}-{h4}-{h4}-{h4} ¦ ebay-oauth: invalid_client 401 client authentication failed (cert_id={t})
etsy keystring ¦ developers.etsy.com: keystring 24 lower alnum, x-api-key ¦ {l24} ¦ Etsy API 403: {"error":"Invalid API key: should be a 24 character string"} x-api-key: {t}
docusign secret key ¦ developers.docusign.com: integration key uuid, secret key uuid ¦ {uuid} ¦ docusign_esign.client.api_exception.ApiException: (400) Reason: Bad Request HTTP response body: {"error":"invalid_client"} secret_key={t}
dropbox sign api key ¦ developers.hellosign.com: API key 64 hex as basic auth user ¦ {h64} ¦ HelloSign::Error::Unauthorized: Unauthorized (curl -u '{t}:' https://api.hellosign.com/v3/account)
pandadoc api key ¦ developers.pandadoc.com: API-Key 40 hex ¦ {h40} ¦ PandaDoc 401 {"type":"authorization_error","detail":"Authentication credentials were not provided."} Authorization: API-Key {t}
adobe client secret ¦ developer.adobe.com credentials: client secret p8e- + 32 ¦ p8e-{A32} ¦ AdobeAuthError: invalid_client (client_id=9c0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a, client_secret={t})
"""


def vendor_cases(values: Values) -> list[Case]:
    return [
        *values.table("vendor", AI_AND_SEARCH),
        *values.table("vendor", IDENTITY),
        *values.table("vendor", PAYMENTS_AND_BOOKS),
    ]
