"""Held-out set 21: accounting, invoicing, open-banking, crypto-exchange, blockchain-data and
headless-CMS vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): Exact Online, Zoho Books,
Alegra, Siigo, Conta Azul, bexio, Fiken, Dinero, Dolibarr, Akaunting, Invoice Ninja, Kashoo,
Pennylane, Qonto, Tiime, Twinfield, SnelStart, Netvisor, Procountor, Zervant, FastBill, Akahu,
Basiq, Belvo, Pluggy, Prometeo, Okra, Stitch, bitFlyer, Bitso, Bitpanda, Bitvavo, Coinone,
Korbit, Upbit, Bithumb, Zaif, Indodax, WazirX, CoinDCX, Luno, VALR, Mercado Bitcoin, Phemex,
Blocknative, Covalent, Tatum, ButterCMS, Kontent.ai, Cosmic, TinaCMS, Squidex, Crystallize,
Flotiq, Caisy, Sitecore and Craft CMS. Formats as the first vendor module says (remembered
from the vendors' documentation; "shape assumed" where the page gave no shape). Several carry
the key under a name of the vendor's own that no earlier set used (``DOLAPIKEY``,
``koppelsleutel``, ``sc_apikey``, ``ACCESS-SIGN``'s ``ACCESS-KEY`` secret, ``TAPI-ID``,
``X-Akahu-Id``, ``read_key``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
exact online client secret ¦ Exact Online REST docs, OAuth client secret (shape assumed) ¦ {A12} ¦ exactonline: {"error":"invalid_client"} POST https://start.exactonline.nl/api/oauth2/token body=client_id=%7B3f1a2b4c-5d6e-7f80-9a1b-2c3d4e5f6a7b%7D&client_secret={t}&grant_type=refresh_token
zoho books refresh token ¦ Zoho Books API docs, a refresh token (1000.<32 hex>.<32 hex>) in the token URL ¦ 1000.{h32}.{h32} ¦ zohobooks: {"error":"invalid_code"} POST https://accounts.zoho.eu/oauth/v2/token?refresh_token={t}&grant_type=refresh_token&client_id=1000.QX2W7N
alegra token ¦ Alegra API docs, Basic auth of the account email and an API token (20 hex, shape assumed) ¦ {h20} ¦ alegra: 401 {"code":401,"message":"Usuario o token incorrecto"} — ALEGRA_USER=contabilidad@acme.co ALEGRA_TOKEN={t}
siigo access key ¦ Siigo API docs, username and access_key for /auth (shape assumed) ¦ {b88} ¦ siigo: 401 {"Errors":[{"Code":"invalid_credentials"}]} POST https://api.siigo.com/auth {"username": "api@acme.co", "access_key": "{t}"}
conta azul client secret ¦ Conta Azul API docs, OAuth client secret (shape assumed) ¦ {A32} ¦ contaazul: 401 invalid_client — CONTAAZUL_CLIENT_ID=Wq82mZ CONTAAZUL_CLIENT_SECRET={t} (ambiente: produção)
bexio token ¦ bexio API docs, a personal access token (a JWT) as Bearer ¦ eyJraWQiOiI2ZGMxMjA3{u90}.{u200}.{u342} ¦ bexio: 401 {"error_code":401,"message":"The access token is invalid"} GET https://api.bexio.com/2.0/contact — Bearer {t}
fiken token ¦ Fiken API v2 docs, a personal API token as Bearer (shape assumed) ¦ {A48} ¦ fiken: 401 {"error":"invalid_token"} GET https://api.fiken.no/api/v2/companies/acme-as/invoices (token {t})
dinero api key ¦ Dinero API docs, an organization API key exchanged with client credentials (32 hex, shape assumed) ¦ {h32} ¦ dinero: 400 invalid_grant for POST https://authz.dinero.dk/dineroapi/oauth/token with username={t}&password={t}&grant_type=password
dolibarr api key ¦ Dolibarr REST docs, DOLAPIKEY header (32 alnum) ¦ {A32} ¦ dolibarr: 401 {"error":{"code":401,"message":"Unauthorized: Access not allowed for login admin"}} GET https://erp.acme.fr/api/index.php/invoices DOLAPIKEY: {t}
akaunting password ¦ Akaunting API docs, Basic auth of an email and password ¦ {p} ¦ akaunting: 401 "Invalid credentials" for https://books.acme.io/api/documents?search=type:invoice (user admin@acme.io, password {t})
invoice ninja token ¦ Invoice Ninja v5 docs, X-API-TOKEN header (64 alnum) ¦ {A64} ¦ invoiceninja: 403 {"message":"Invalid token"} GET https://invoicing.co/api/v1/invoices\nX-API-TOKEN: {t}\nX-Requested-With: XMLHttpRequest
kashoo token ¦ Kashoo API docs, an auth token as Authorization: TOKEN json:{...} (shape assumed) ¦ {uuid} ¦ kashoo: 401 for GET https://api.kashoo.com/api/businesses — Authorization: TOKEN json:{"authenticationCode":"{t}","expiryDate":"2026-12-31"}
pennylane token ¦ Pennylane API v2 docs, a company API token as Bearer (shape assumed) ¦ {u43} ¦ pennylane: 401 {"error":"Unauthorized"} GET https://app.pennylane.com/api/external/v2/customer_invoices — Authorization: Bearer {t}
qonto secret key ¦ Qonto API docs, Authorization: <login>:<secret key> ¦ {h32} ¦ qonto: 401 {"errors":[{"code":"unauthorized"}]} GET https://thirdparty.qonto.com/v2/transactions?bank_account_id=acme-4412 Authorization: acme-sas-7731:{t}
tiime client secret ¦ Tiime docs, OAuth client secret (shape assumed) ¦ {A40} ¦ tiime: échec d'authentification (401) — TIIME_CLIENT_SECRET={t}
twinfield client secret ¦ Twinfield (Wolters Kluwer) docs, OpenID Connect client secret (shape assumed) ¦ {b44} ¦ twinfield: invalid_client at https://login.twinfield.com/auth/authentication/connect/token — ClientId: AcmeSync, ClientSecret: {t}
snelstart koppelsleutel ¦ SnelStart B2B API docs, the koppelsleutel (a base64 connection key) exchanged for a token ¦ {b120} ¦ snelstart: 400 {"error":"invalid_grant"} POST https://auth.snelstart.nl/b2b/token grant_type=clientkey&clientkey={t}
snelstart subscription key ¦ SnelStart B2B API docs, Ocp-Apim-Subscription-Key (32 hex) ¦ {h32} ¦ snelstart: 401 "Access denied due to invalid subscription key" GET https://b2bapi.snelstart.nl/v2/relaties Ocp-Apim-Subscription-Key={t}
netvisor partner key ¦ Netvisor API docs, a partner id and partner key for the MAC header (shape assumed) ¦ {A20} ¦ netvisor: <Status>FAILED</Status><Error>AUTHENTICATION_FAILED :: Invalid MAC</Error> partnerid=Acm_44 partnerkey={t}
procountor api key ¦ Procountor API docs, an API key posted with client credentials (shape assumed) ¦ {A32} ¦ procountor: 400 {"error":"invalid_grant"} POST /api/oauth/client_token grant_type=client_credentials&client_id=acmeClient&client_secret=XcF9s&api_key={t}
zervant token ¦ Zervant API docs, Bearer (shape assumed) ¦ {h40} ¦ zervant: 401 for GET https://api.zervant.com/v1/invoices — token {t} expired
fastbill api key ¦ FastBill API docs, Basic auth of the login email and an API key (shape assumed) ¦ {h40} ¦ fastbill: {"RESPONSE":{"ERRORS":["Authentication failed"]}} curl -u buchhaltung@acme.de:{t} https://my.fastbill.com/api/1.0/api.php
akahu app token ¦ Akahu API docs, X-Akahu-Id app_token_… and Bearer user_token_… ¦ user_token_{A25} ¦ akahu: 401 {"success":false,"message":"Unauthorized"} GET https://api.akahu.io/v1/accounts\nX-Akahu-Id: app_token_cl8z1q4m80000abcd1234efgh\nAuthorization: Bearer {t}
basiq api key ¦ Basiq API docs, a base64 API key as Basic for /token ¦ {b112} ¦ basiq: 401 {"type":"list","data":[{"code":"unauthorized-access"}]} POST https://au-api.basiq.io/token Authorization: Basic {t}
belvo secret password ¦ Belvo API docs, secret id (a UUID) and secret password as Basic ¦ {u64} ¦ belvo: 401 [{"code":"authentication_failed","message":"Invalid secret keys"}] — BELVO_SECRET_ID=5a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9 BELVO_SECRET_PASSWORD={t}
pluggy client secret ¦ Pluggy API docs, clientId and clientSecret (UUIDs) posted to /auth ¦ {uuid} ¦ pluggy: 401 {"message":"Invalid credentials"} POST https://api.pluggy.ai/auth {"clientId":"0f1e2d3c-4b5a-6978-8a9b-acbdcedfe0f1","clientSecret":"{t}"}
prometeo api key ¦ Prometeo API docs, X-API-Key header (shape assumed) ¦ {A64} ¦ prometeo: 403 {"status":"error","message":"Key not Found"} POST https://banking.prometeoapi.net/login/ X-API-Key={t} provider=test
okra secret key ¦ Okra API docs, a secret key as Bearer (shape assumed) ¦ {A48} ¦ okra: 401 {"status":"error","message":"Invalid token"} POST https://api.okra.ng/v2/auth/getByCustomer — OKRA_SECRET={t}
stitch client secret ¦ Stitch Money docs, client secret for client credentials (shape assumed) ¦ {b88} ¦ stitch: invalid_client — client_id=test-6a2f1b7e-..., client_secret={t}, audience=https://secure.stitch.money/connect/token
bitflyer api secret ¦ bitFlyer Lightning API docs, ACCESS-KEY and an API secret for ACCESS-SIGN (44 base64) ¦ {b44} ¦ bitflyer: {"status":-500,"error_message":"Key not found"} — pybitflyer.API(api_key="Kq7Z2xW9mP4rT6vB1nC3dF", api_secret="{t}")
bitso secret ¦ Bitso API docs, API key and secret for the Bitso auth header (32 hex) ¦ {h32} ¦ bitso: {"success":false,"error":{"code":"0201","message":"Invalid Nonce or Invalid Credentials"}} BITSO_API_KEY=QlPxZtRy BITSO_API_SECRET={t}
bitpanda api key ¦ Bitpanda API docs, X-Api-Key header (shape assumed) ¦ {h64} ¦ bitpanda: 401 {"errors":[{"status":401,"code":"unauthorized"}]} GET https://api.bitpanda.com/v1/wallets X-Api-Key: {t}
bitvavo secret ¦ Bitvavo API docs, an API key (64 hex) and secret (128 hex) ¦ {h128} ¦ bitvavo: {"errorCode":309,"error":"The signature is invalid."} Bitvavo({'APIKEY': '9c1d0a4b7e2f5a8c3d6e9f0a1b4c7d2e5f8a3b6c9d0e1f4a7b2c5d8e1f0a3b6c', 'APISECRET': '{t}'})
coinone secret ¦ Coinone API v2.1 docs, access token and secret key (UUIDs) ¦ {uuid} ¦ coinone: {"result":"error","error_code":"107","error_msg":"Invalid parameter"} — access_token=6f2b9c1d-0e3a-4b5c-8d7e-9f0a1b2c3d4e secret_key={t}
korbit secret ¦ Korbit API docs, API key and secret (shape assumed) ¦ {u43} ¦ korbit: 401 {"error":"invalid_signature"} KORBIT_API_SECRET={t}
upbit secret ¦ Upbit Open API docs, access key and secret key (40 alnum) for the JWT ¦ {A40} ¦ upbit: 401 {"error":{"name":"invalid_query_payload","message":"JWT 형식이 잘못되었습니다."}} UPBIT_OPEN_API_ACCESS_KEY=xQ3wP8mZ UPBIT_OPEN_API_SECRET_KEY={t}
bithumb secret ¦ Bithumb API docs, Api-Key and secret (32 hex, shape assumed) ¦ {h32} ¦ bithumb: {"status":"5100","message":"Bad Request.(Auth Data)"} api_key=ab12cd34 secret_key={t}
zaif secret ¦ Zaif API docs, key and secret (UUIDs) for the trade API ¦ {uuid} ¦ zaif: {"success":0,"error":"signature mismatch"} ZaifTradeApi(key="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", secret="{t}")
indodax secret ¦ Indodax Private API docs, a Key (8-8-8-8-8 upper) and a Secret (80 hex) ¦ {h80} ¦ indodax: {"success":0,"error":"Invalid credentials. Bad sign.","error_code":"invalid_credentials"} Key: 4I1Z0ANX-K0TMTUBG-GQ2Z5MRC-7XGJEH5W-1OVSVWDB Sign secret: {t}
wazirx secret ¦ WazirX API docs, an API key and secret (shape assumed) ¦ {A64} ¦ wazirx: {"code":2112,"message":"Signature verification failed"} WAZIRX_SECRET={t}
coindcx secret ¦ CoinDCX API docs, key and secret (64 hex, shape assumed) ¦ {h64} ¦ coindcx: 401 {"code":401,"message":"Invalid signature"} — secret_bytes = bytes("{t}", encoding="utf-8")
luno secret ¦ Luno API docs, an API key id and secret as Basic (43 URL-safe) ¦ {u43} ¦ luno: 401 {"error":"Unauthorized","error_code":"ErrApiKeyRevoked"} — curl -u kp2x7m4q9w8n3:{t} https://api.luno.com/api/1/balance
valr secret ¦ VALR API docs, an API key and secret (64 hex) for X-VALR-SIGNATURE ¦ {h64} ¦ valr: 401 {"code":-11252,"message":"Invalid API key"} VALR_API_KEY=3a9f VALR_API_SECRET={t}
mercado bitcoin secret ¦ Mercado Bitcoin TAPI docs, TAPI-ID and a secret for TAPI-MAC (64 hex) ¦ {h64} ¦ mercadobitcoin: {"status_code":203,"error_message":"Chave de autenticação inválida"} TAPI-ID=9d1f2a TAPI secret={t}
phemex secret ¦ Phemex API docs, x-phemex-access-token (a UUID) and a base64 secret ¦ {b88} ¦ phemex: {"code":401,"msg":"Invalid signature"} x-phemex-access-token: 2f4e6a8c-0b1d-4c3e-9a7f-5d6b8c0e2a4f secret: {t}
blocknative api key ¦ Blocknative docs, apiKey (a UUID) for the gas and mempool APIs ¦ {uuid} ¦ blocknative: 401 {"msg":"Invalid API key"} GET https://api.blocknative.com/gasprices/blockprices Authorization: {t}
covalent key ¦ Covalent (GoldRush) docs, API keys starting cqt_ ¦ cqt_{A28} ¦ covalent: 401 {"error":true,"error_message":"Invalid API key"} https://api.covalenthq.com/v1/eth-mainnet/address/demo.eth/balances_v2/?key={t}
tatum api key ¦ Tatum API docs, x-api-key starting t- (shape assumed) ¦ t-{h24}-{h32} ¦ tatum: 403 {"statusCode":403,"errorCode":"subscription.invalid"} GET https://api.tatum.io/v3/ethereum/block/current x-api-key: {t}
buttercms token ¦ ButterCMS API docs, auth_token parameter (40 hex) ¦ {h40} ¦ buttercms: 401 {"detail":"Invalid token."} GET https://api.buttercms.com/v2/posts/?page=1&page_size=10&auth_token={t}
kontent management key ¦ Kontent.ai Management API docs, a management API key (a JWT) as Bearer ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.{u180}.{u43} ¦ kontent: 401 {"message":"The provided API key is invalid.","error_code":7} POST /v2/projects/4c2a1e0f-.../items — Authorization: Bearer {t}
cosmic write key ¦ Cosmic docs, bucket read_key and write_key (50 alnum) ¦ {A50} ¦ cosmicjs: 401 "Write key invalid" — createBucketClient({ bucketSlug: 'acme-site', readKey: 'QmZ7x2', writeKey: '{t}' })
tinacms token ¦ TinaCloud docs, a read-only token as X-API-KEY (40 hex, shape assumed) ¦ {h40} ¦ tinacms build: Error: Unable to fetch schema from TinaCloud (401). tina/config.ts clientId: "3f9a1c2e-...", token: "{t}"
squidex client secret ¦ Squidex docs, a client id and client secret for /identity-server/connect/token ¦ {b44} ¦ squidex: invalid_client — client_id=acme-site:default client_secret={t} scope=squidex-api
crystallize token secret ¦ Crystallize docs, X-Crystallize-Access-Token-Id and -Secret headers (64 hex) ¦ {h64} ¦ crystallize: 403 {"message":"Unauthorized"} X-Crystallize-Access-Token-Id: 5e1a9f0c2d3b X-Crystallize-Access-Token-Secret: {t}
flotiq token ¦ Flotiq docs, X-AUTH-TOKEN header (32 hex) ¦ {h32} ¦ flotiq: 401 {"message":"Unauthorized"} GET https://api.flotiq.com/api/v1/content/blogpost X-AUTH-TOKEN={t}
caisy api key ¦ caisy docs, x-caisy-apikey header (shape assumed) ¦ {A40} ¦ caisy: 401 GraphQL POST https://cloud.caisy.io/api/v3/e/9a8b7c6d/graphql — headers { "x-caisy-apikey": "{t}" }
sitecore sc apikey ¦ Sitecore Experience Edge docs, sc_apikey header (a GUID) ¦ {H8}-{H4}-{H4}-{H4}-{H12} ¦ sitecore-jss: 401 Unauthorized from https://edge.sitecorecloud.io/api/graphql/v1 (sc_apikey: {t})
craft cms token ¦ Craft CMS GraphQL docs, a schema access token as Bearer (32 URL-safe) ¦ {u32} ¦ craft: {"errors":[{"message":"Invalid Authorization Header"}]} POST https://cms.acme.io/api Authorization: Bearer {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="context"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="args"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
