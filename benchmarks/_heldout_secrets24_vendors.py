"""Held-out set 24: vendors no earlier set named — identity verification and KYC, background
checks, payments infrastructure, banking and open-banking data, income and employment
verification, spend management, cross-border payouts, tax engines, HR and payroll.

Every vendor name below was grepped for (case-insensitive) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched; about 450 other names did
and were dropped, among them Plaid, Onfido, Persona, Mollie, Adyen, Razorpay, Xendit, Wise,
Gusto, Deel, Avalara and Personio): Checkr, Veriff, Sardine, Alloy, Socure, Jumio, Finix,
Rutter, Codat, Finch, Apideck, Fireblocks, Shufti Pro, IDnow, Trulioo, ComplyAdvantage,
Middesk, Highnote, Treasury Prime, Spendesk, Payhawk, Currencycloud, Thunes, Nuvei, Tipalti,
Coupa, bunq, Flinks, Akoya, Argyle, Pinwheel, Truework, Ocrolus, Heron Data, Zeal, Anrok,
Fonoa, Quaderno, Numeral, Justworks, Namely, Factorial and Kenjo. Formats are the vendors'
as their API documentation showed them when last read (prefixes such as ``mk_live_``,
``sk_live_``, ``sandbox_``, ``finch-secret-``; Finix's ``US``-prefixed usernames; Socure's
``SocureApiKey`` scheme; the header or parameter carrying the key), remembered rather than
copied; where a page documents the header but not the length or alphabet, the source says
"shape assumed". Each sits where such a key turns up: a ``.env``, YAML, TOML, properties or
JSON file, a Kubernetes secret, a Terraform variables file, a curl command, request headers,
a URL, an SDK's exception or its debug log.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
checkr key ¦ Checkr API docs, the API key (40 hex) as the Basic username ¦ {h40} ¦ checkr: 401 {"error":"Bad authentication error"} — curl -u {t}: https://api.checkr.com/v1/candidates -d email=jo@acme.io
veriff shared secret ¦ Veriff docs, X-AUTH-CLIENT key and the shared secret key for X-HMAC-SIGNATURE (UUIDs) ¦ {uuid} ¦ # .env.production\nVERIFF_API_KEY=1c9e4f2a-3b7d-4e8f-a0b1-c2d3e4f5a6b7\nVERIFF_SHARED_SECRET_KEY={t}\nVERIFF_BASE_URL=https://stationapi.veriff.com
sardine secret ¦ Sardine docs, client id and secret as Basic auth (shape assumed) ¦ {uuid} ¦ sardine: POST https://api.sardine.ai/v1/customers 401 {"message":"invalid credentials"} (auth=('acme-risk', '{t}'))
alloy secret ¦ Alloy docs, workflow token and secret as Basic auth (shape assumed) ¦ {A32} ¦ alloy.yml:\n  workflow_token: Xq7rT2mZ9pLk4WbN8cVd1FgH3jK5sA6e\n  workflow_secret: {t}\n  base_url: https://sandbox.alloy.co/v1
socure key ¦ Socure ID+ docs, Authorization: SocureApiKey <key> ¦ {uuid} ¦ POST https://sandbox.socure.com/api/3.0/EmailAuthScore\nAuthorization: SocureApiKey {t}\nContent-Type: application/json\n-> 401 {"status":"Error","msg":"Invalid or missing SocureApiKey"}
jumio secret ¦ Jumio docs, API token and secret as Basic auth ¦ {A32} ¦ jumio: 401 Unauthorized POST https://account.amer-1.jumio.ai/api/v1/accounts\nJUMIO_API_TOKEN=6e1f7a02-5b2c-4d3e-8f9a-0b1c2d3e4f5a\nJUMIO_API_SECRET={t}
finix password ¦ Finix API docs, Basic auth with a US-prefixed username and a UUID password ¦ US{A22}:{uuid} ¦ finix: 401 {"_embedded":{"errors":[{"code":"UNKNOWN","message":"Unauthorized"}]}} — curl https://finix.sandbox-payments-api.com/merchants -u {t} -H "Finix-Version: 2022-02-01"
rutter secret ¦ Rutter docs, client id and secret as Basic auth (shape assumed) ¦ {h32} ¦ rutter-node: RutterError: 401 INVALID_CREDENTIALS at GET https://production.rutterapi.com/versioned/accounting/invoices\n  new Rutter({ clientId: "a1b2c3d4-e5f6", secret: "{t}" })
codat key ¦ Codat docs, the API key Base64-encoded in Authorization: Basic ¦ {A40} ¦ codat: 401 {"statusCode":401,"error":"Unauthorized"} GET https://api.codat.io/companies — CODAT_API_KEY={t}
finch secret ¦ Finch docs, client secrets starting finch-secret- (shape assumed) ¦ finch-secret-sandbox-{u40} ¦ finch: POST https://api.tryfinch.com/auth/token 401 {"code":401,"name":"authentication_error"} client_id=6f0b4c1e-8a2d-47f3-9e55-1c2b3a4d5e6f client_secret={t}
finch token ¦ Finch docs, Bearer access token (a UUID) ¦ {uuid} ¦ finch-api-python: finch.AuthenticationError: Error code: 401 - {'message': 'Access token is invalid'} (Authorization: Bearer {t})
apideck key ¦ Apideck Unify docs, Bearer API key with x-apideck-app-id and x-apideck-consumer-id ¦ sk_live_{A48} ¦ GET https://unify.apideck.com/crm/contacts\nAuthorization: Bearer {t}\nx-apideck-app-id: dSBdXd2H6Mqwfg0atXHXYcysLJE9qyn1VwBtXHX\nx-apideck-consumer-id: acme-42\n401 {"status_code":401,"error":"Unauthorized"}
fireblocks key ¦ Fireblocks API docs, an API key (UUID) with an RSA secret key file ¦ {uuid} ¦ fireblocks-sdk: FireblocksError: 401 {"message":"Unauthorized: Invalid API Key","code":-7} — new FireblocksSDK(privateKey, "{t}", "https://sandbox-api.fireblocks.io")
shufti secret ¦ Shufti Pro docs, client id and secret key as Basic auth (shape assumed) ¦ {A64} ¦ shuftipro: 401 {"event":"request.unauthorized","error":{"message":"Authorization keys are missing/invalid."}}\nSHUFTI_CLIENT_ID=2b4e6a8c0d1f3e5a7b9c\nSHUFTI_SECRET_KEY={t}
idnow key ¦ IDnow API docs, X-API-KEY for a company id (shape assumed) ¦ {A30} ¦ idnow: POST https://gateway.test.idnow.de/api/v1/acme/login 401 {"errors":[{"cause":"INVALID_LOGIN_TOKEN"}]} (X-API-KEY: {t})
trulioo key ¦ Trulioo GlobalGateway docs, x-trulioo-api-key header (shape assumed) ¦ {h32} ¦ curl -s https://gateway.trulioo.com/trial/connection/v1/testauthentication -H "x-trulioo-api-key: {t}"\n{"Message":"Authorization has been denied for this request."}
complyadvantage key ¦ ComplyAdvantage API docs, Authorization: Token <api key> (shape assumed) ¦ {A32} ¦ complyadvantage: POST https://api.complyadvantage.com/searches 401 {"code":401,"message":"Invalid API Key","status":"failure"} headers={"Authorization": "Token {t}"}
middesk key ¦ Middesk API docs, Bearer keys starting mk_live_ / mk_test_ (shape assumed) ¦ mk_live_{h32} ¦ middesk: 401 {"error":"invalid_api_key"} POST https://api.middesk.com/v1/businesses\n  MIDDESK_API_KEY: {t}
highnote key ¦ Highnote docs, Basic auth with a secret API key (shape assumed) ¦ sk_live_{u56} ¦ highnote: GraphQL 401 POST https://api.us.highnoteplatform.com/graphql — HIGHNOTE_API_KEY="{t}" # from Dashboard > API keys
treasury prime secret ¦ Treasury Prime docs, API key id and secret key as Basic auth (shape assumed) ¦ {A40} ¦ treasuryprime: 401 GET https://api.sandbox.treasuryprime.com/account — curl -u key_0gn5a2xk8q7y:{t}
spendesk secret ¦ Spendesk API docs, OAuth2 client credentials (shape assumed) ¦ {u48} ¦ spendesk: POST https://public-api.spendesk.com/v1/oauth2/token 401 invalid_client\n[spendesk]\nclient_id = cli_83hd72k\nclient_secret = {t}
payhawk key ¦ Payhawk API docs, X-Payhawk-ApiKey header (shape assumed) ¦ {A44} ¦ payhawk: 401 GET https://api.payhawk.com/api/v3/accounts/acme-ltd/expenses X-Payhawk-ApiKey: {t}
currencycloud key ¦ Currencycloud docs, login_id and a 64 hex api_key for authenticate/api ¦ {h64} ¦ currencycloud: POST https://devapi.currencycloud.com/v2/authenticate/api 401 {"error_code":"auth_failed","error_messages":{"api_key":[{"code":"invalid_supplied_credentials"}]}} login_id=treasury@acme.io&api_key={t}
thunes secret ¦ Thunes Money Transfer API docs, API key and secret as Basic auth (shape assumed) ¦ {uuid} ¦ thunes: 401 GET https://api-mt.pre.thunes.com/v2/money-transfer/ping\nTHUNES_API_KEY=8f3e2d1c-0b9a-4876-a5f4-e3d2c1b0a9f8\nTHUNES_API_SECRET={t}
nuvei secret ¦ Nuvei docs, merchantSecretKey used to compute the checksum (shape assumed) ¦ {A64} ¦ nuvei: {"status":"ERROR","errCode":1001,"reason":"Invalid checksum"} — merchantId=4412088 merchantSiteId=199231 merchantSecretKey={t}
tipalti key ¦ Tipalti docs, the master key used for the API's HMAC (shape assumed) ¦ {b48} ¦ tipalti: SOAP fault "EncryptionKeyIsWrong" — TIPALTI_PAYER=Acme TIPALTI_MASTER_KEY={t}
coupa secret ¦ Coupa docs, OAuth client credentials for an OIDC client (shape assumed) ¦ {u43} ¦ coupa: POST https://acme.coupahost.com/oauth2/token 401 {"error":"invalid_client"} client_id=4b8f1e2d9c7a6b5e3f0d client_secret={t} scope=core.invoice.read
bunq key ¦ bunq API docs, sandbox API keys starting sandbox_ ¦ sandbox_{h56} ¦ bunq: POST https://public-api.sandbox.bunq.com/v1/installation ok; POST /v1/device-server 400 {"Error":[{"error_description":"User credentials are incorrect. Incorrect API key or IP address."}]} — BUNQ_API_KEY={t}
flinks key ¦ Flinks API docs, x-api-key for the customer's instance (shape assumed) ¦ {uuid} ¦ flinks: 401 POST https://acme-api.private.fin.ag/v3/43387ca6-0391-4c82-857d-70d95f087ecb/BankingServices/Authorize -H "x-api-key: {t}"
akoya secret ¦ Akoya docs, client id and secret for the token endpoint (shape assumed) ¦ {A48} ¦ akoya: POST https://sandbox-idp.ddp.akoya.com/token 401 {"error":"invalid_client"}\n  AKOYA_CLIENT_ID: acme-recipient\n  AKOYA_CLIENT_SECRET: {t}
argyle secret ¦ Argyle API docs, api key id and secret as Basic auth (shape assumed) ¦ {A40} ¦ argyle: 401 GET https://api-sandbox.argyle.com/v2/users?limit=10 — requests.get(url, auth=("a1b2c3d4e5f60718", "{t}"))
pinwheel secret ¦ Pinwheel docs, X-API-SECRET header (shape assumed) ¦ {h64} ¦ POST https://sandbox.getpinwheel.com/v1/link_tokens\nX-API-SECRET: {t}\nPinwheel-Version: 2023-11-22\n-> 401 {"error":{"code":"UNAUTHORIZED","message":"Invalid API secret"}}
truework key ¦ Truework API docs, Bearer API key (shape assumed) ¦ {A40} ¦ truework: 401 {"error":{"message":"Invalid API key"}} POST https://api.truework-sandbox.com/verification-requests/ Authorization: Bearer {t}
ocrolus secret ¦ Ocrolus API docs, client credentials for auth.ocrolus.com (shape assumed) ¦ {u64} ¦ ocrolus: POST https://auth.ocrolus.com/oauth/token 401 {"error":"access_denied","error_description":"Unauthorized"} {"grant_type":"client_credentials","client_id":"oZ3bq9","client_secret":"{t}","audience":"https://api.ocrolus.com/"}
heron key ¦ Heron Data docs, Basic auth with a username and an API key (shape assumed) ¦ {A36} ¦ heron: 401 POST https://app.herondata.io/api/end_users — HERON_USERNAME=acme HERON_API_KEY={t}
zeal key ¦ Zeal docs, Bearer API key for the payroll API (shape assumed) ¦ {h40} ¦ zeal: 401 {"success":false,"message":"Not authorized"} POST https://api.zeal.com/employees Authorization: Bearer {t}
anrok key ¦ Anrok API docs, Bearer API key (shape assumed) ¦ {A24}/{A40} ¦ anrok: 401 POST https://api.anrok.com/v1/seller/transactions/createEphemeral — ANROK_API_KEY={t}
fonoa key ¦ Fonoa docs, Ocp-Apim-Subscription-Key header (32 hex) ¦ {h32} ¦ fonoa: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} GET https://api-demo.fonoa.com/lookup/v1/validations/ Ocp-Apim-Subscription-Key: {t}
quaderno key ¦ Quaderno API docs, the private key (sk_live_) as the Basic username ¦ sk_live_{A20} ¦ quaderno: 401 {"error":"Wrong API key or the user does not exist."} — curl -u {t}:x https://acme.quadernoapp.com/api/invoices.json
numeral key ¦ Numeral API docs, x-api-key header (shape assumed) ¦ {A48} ¦ numeral: 401 GET https://sandbox.numeral.io/v1/payment_orders?limit=20 x-api-key: {t}
justworks secret ¦ Justworks partner API, OAuth client secret (shape assumed) ¦ {u40} ¦ justworks: 401 invalid_client — terraform.tfvars:\njustworks_client_id     = "jw-int-7743"\njustworks_client_secret = "{t}"
namely token ¦ Namely API docs, personal access token as Bearer (shape assumed) ¦ {A58} ¦ namely: GET https://acme.namely.com/api/v1/profiles 401 {"message":"Invalid access token"} (Authorization: Bearer {t})
factorial key ¦ Factorial API docs, x-api-key header (shape assumed) ¦ {h64} ¦ factorial: 401 GET https://api.factorialhr.com/api/v1/core/employees — application.properties:\nfactorial.api.base=https://api.factorialhr.com\nfactorial.api.key={t}
kenjo key ¦ Kenjo API docs, an API key exchanged at /auth/login (shape assumed) ¦ {A32} ¦ kenjo: POST https://api.kenjo.io/api/v1/auth/login 401 {"message":"Invalid API key"} body={"apiKey":"{t}"}
socure k8s ¦ a Kubernetes Secret manifest (stringData) with a Socure key ¦ {uuid} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: kyc-socure\ntype: Opaque\nstringData:\n  SOCURE_API_KEY: "{t}"
checkr webhook ¦ Checkr docs, webhooks signed with the API key (HMAC-SHA256), a handler's log ¦ {h40} ¦ WARN checkr-webhook: signature mismatch for event 6e1d8c2a (computed with CHECKR_API_KEY={t})
codat sdk ¦ Codat's Python SDK, a security object with an auth header ¦ {b56} ¦ codat_platform.models.errors.ErrorMessage: {"statusCode":401,"service":"PublicApi","error":"Unauthorized"}\n  s = CodatPlatform(security=shared.Security(auth_header="Basic {t}"))
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
