"""Held-out set 19: education, legal, health, HR, accounting, logistics, weather, trading and
AI vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): Edlink, ClassLink, PowerSchool, Ellucian Ethos, Udemy Business,
TalentLMS, Docebo, 360Learning, Filevine, MyCase, Smokeball, Medplum, 1upHealth, Metriport,
Cliniko, Dexcom, Paylocity, Paychex, Workable, Ashby, SmartRecruiters, Recruitee, Teamtailor,
JazzHR, Humaans, Nmbrs, FreeAgent, Holded, e-conomic, Fortnox, Moneybird, Tripletex,
lexoffice, sevDesk, Billomat, Evri, bpost, ShipBob, Easyship, Starshipit, Weatherbit,
Stormglass, Tradier, Moov, Printify, Tigris, Moonshot (Kimi), Zhipu (BigModel), Baidu Qianfan
and SiliconFlow. Where a vendor's page documents the parameter or header but not the length or
alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
edlink integration token ¦ Edlink API docs, an integration's access token as Bearer (shape assumed) ¦ {A32} ¦ edlink: 401 {"$error":"The access token is invalid."} GET https://ed.link/api/v2/graph/classes — Bearer {t}
classlink oneroster secret ¦ ClassLink OneRoster docs, OAuth 1.0 client key and secret (shape assumed) ¦ {h24} ¦ classlink: 401 oauth_problem=signature_invalid; oauth_consumer_key=a1b2c3d4e5f6 consumer_secret={t}
powerschool client secret ¦ PowerSchool plugin docs, client id and client secret (UUIDs) for /oauth/access_token ¦ {uuid} ¦ powerschool: {"error":"invalid_client"} from https://district.powerschool.com/oauth/access_token/ with client_id=5b8e1d2c-7a4f-4e9b-8c1d-2e3f4a5b6c7d client_secret={t}
ellucian ethos api key ¦ Ellucian Ethos Integration docs, an application's API key (a UUID) exchanged at /auth ¦ {uuid} ¦ ethos: POST https://integrate.elluciancloud.com/auth -> 401 "Invalid API key"; Authorization: Bearer {t}
udemy business client secret ¦ Udemy Business API docs, client id and secret as Basic (shape assumed) ¦ {A128} ¦ udemy: 403 {"detail":"Invalid credentials"} for /api-2.0/organizations/21773/analytics/user-progress/ (client_secret={t})
talentlms api key ¦ TalentLMS API docs, the API key (30 alnum) as the Basic user ¦ {A30} ¦ TalentLMS: {"error":{"type":"authentication_failed","message":"Invalid API key provided"}} curl -u {t}: https://acme.talentlms.com/api/v1/users
docebo client secret ¦ Docebo API docs, password grant with client id and secret (shape assumed) ¦ {h40} ¦ docebo: /oauth2/token 400 invalid_client — client_id=acme_sync&client_secret={t}&grant_type=password&username=api_user
360learning api key ¦ 360Learning API docs, company id and apiKey query parameters (shape assumed) ¦ {h32} ¦ 360learning: 401 {"error":"invalidApiKey"} https://app.360learning.com/api/v1/users?company=5e1f2a3b4c5d6e7f8a9b0c1d&apiKey={t}
filevine api secret ¦ Filevine API docs, API key, API secret and a timestamp hashed into an apiHash (shape assumed) ¦ {A32} ¦ Filevine: session creation failed (401). mode=key apiKey=fvpk_7c3e9b1a apiSecret={t} apiTimestamp=2026-12-05T09:31:00.000Z
mycase client secret ¦ MyCase API docs, OAuth client secret (shape assumed) ¦ {A48} ¦ mycase-sync: refresh failed 401 {"error":"invalid_client"}\nMYCASE_CLIENT_SECRET={t}
smokeball api key ¦ Smokeball API docs, x-api-key header beside a bearer token (shape assumed) ¦ {A40} ¦ smokeball: 403 {"message":"Forbidden"} GET https://api.smokeball.com/matters — x-api-key: {t}
medplum client secret ¦ Medplum docs, client credentials: a client id (UUID) and a 64-hex secret ¦ {h64} ¦ Error: Unauthorized (401): invalid_client — MEDPLUM_CLIENT_ID=0f5c3b2a-1d4e-4f6a-8b7c-9d0e1f2a3b4c MEDPLUM_CLIENT_SECRET={t}
1uphealth client secret ¦ 1upHealth docs, client_id and client_secret (32 hex) for user tokens ¦ {h32} ¦ 1up: POST https://api.1up.health/user-management/v1/user/auth-code 401 {"error":"bad client"} form app_user_id=pt-7781&client_id=a5c1e3b7d9f2&client_secret={t}
metriport api key ¦ Metriport API docs, x-api-key header (base64 shape assumed) ¦ {b60} ¦ metriport: 403 "Forbidden" for POST /medical/v1/patient?facilityId=018a80c4 (x-api-key: {t})
cliniko api key ¦ Cliniko API docs, API keys end in the shard (-au1, -uk2), sent as Basic user ¦ {A56}-au1 ¦ cliniko: 401 Unauthorized for https://api.au1.cliniko.com/v1/appointments (user agent "Acme Sync (ops@acme.health)", key {t})
dexcom client secret ¦ Dexcom Developer docs, OAuth client secret for /v2/oauth2/token (shape assumed) ¦ {A32} ¦ dexcom: 400 invalid_client for sandbox-api.dexcom.com; client_id=Qm3Jf9kX2Lw8 client_secret={t} redirect_uri=https://acme.health/cb
paylocity client secret ¦ Paylocity Web Services docs, client_credentials with a client secret (shape assumed) ¦ {b64} ¦ paylocity: 401 {"error":"invalid_client"}; POST https://api.paylocity.com/IdentityServer/connect/token client_secret={t}
paychex client secret ¦ Paychex Flex API docs, client_id and client_secret for /auth/oauth/v2/token (shape assumed) ¦ {h32} ¦ paychex: 401 from https://api.paychex.com/auth/oauth/v2/token — grant_type=client_credentials&client_id=l7c1a9e3&client_secret={t}
workable token ¦ Workable API docs, Authorization: Bearer with an access token (64 hex assumed) ¦ {h64} ¦ workable: 401 {"error":"Not authorized"} for https://acme.workable.com/spi/v3/jobs?state=published — Bearer {t}
ashby api key ¦ Ashby API docs, the API key as the Basic user ¦ {h64} ¦ ashby: {"success":false,"errors":["invalid_api_key"]} POST https://api.ashbyhq.com/candidate.search (basic {t}:)
smartrecruiters token ¦ SmartRecruiters API docs, X-SmartToken header (DCRA1- + 32 hex) ¦ DCRA1-{h32} ¦ smartrecruiters: 401 {"code":"UNAUTHORIZED","message":"Invalid token"} X-SmartToken: {t}
recruitee token ¦ Recruitee API docs, Authorization: Bearer with a personal API token (shape assumed) ¦ {A44} ¦ recruitee: GET https://api.recruitee.com/c/88113/offers returned 401; token {t}
teamtailor token ¦ Teamtailor API docs, Authorization: Token token=… and X-Api-Version (40 alnum assumed) ¦ {A40} ¦ teamtailor: 401 {"errors":[{"status":"401","title":"Unauthorized"}]} Authorization: Token token={t} X-Api-Version: 20240404
jazzhr api key ¦ JazzHR API docs, apikey query parameter (shape assumed) ¦ {A32} ¦ jazzhr: {"error":"Invalid apikey"} https://api.resumatorapi.com/v1/applicants/page/2?apikey={t}
humaans token ¦ Humaans API docs, Authorization: Bearer with an access token (shape assumed) ¦ {A40} ¦ humaans: 401 {"code":401,"message":"Invalid access token"} GET https://app.humaans.io/api/people — token {t}
nmbrs token ¦ Nmbrs SOAP API docs, AuthHeader with Username and Token ¦ {h32} ¦ <soap:Fault><faultstring>Invalid Authorization</faultstring></soap:Fault> <AuthHeaderWithDomain><Username>api@acme.nl</Username><Token>{t}</Token><Domain>acme</Domain></AuthHeaderWithDomain>
freeagent client secret ¦ FreeAgent API docs, OAuth identifier and secret (shape assumed) ¦ {u22} ¦ freeagent: 401 {"errors":{"error":{"message":"Invalid client"}}} identifier=Fj8nD2kQ7pLmR3 secret={t}
holded api key ¦ Holded API docs, key header (32 hex) ¦ {h32} ¦ holded: 401 {"status":0,"info":"Invalid api key"} GET https://api.holded.com/api/invoicing/v1/documents/invoice — key: {t}
e-conomic grant token ¦ e-conomic REST docs, X-AppSecretToken and X-AgreementGrantToken headers (shape assumed) ¦ {A43} ¦ economic: 401 {"message":"Invalid X-AgreementGrantToken"} X-AppSecretToken: demo X-AgreementGrantToken: {t}
fortnox client secret ¦ Fortnox API docs, OAuth client id and secret for the refresh grant (shape assumed) ¦ {A10} ¦ fortnox: invalid_client refreshing tokens; FORTNOX_CLIENT_ID=QF8kM2nL9pXz FORTNOX_CLIENT_SECRET={t}
moneybird token ¦ Moneybird API docs, Authorization: Bearer with a personal access token (shape assumed) ¦ {h64} ¦ moneybird: 401 {"error":"Token is invalid"} for https://moneybird.com/api/v2/301977831/sales_invoices.json (Bearer {t})
tripletex employee token ¦ Tripletex API docs, consumerToken and employeeToken exchanged for a session token, sent as Basic 0:<token> ¦ eyJ0b2tlbklkIjo{A40} ¦ tripletex: PUT /v2/token/session/:create?consumerToken=eyJ0b2tlbklkIjoxMjM0&employeeToken={t}&expirationDate=2026-12-06 -> 403
lexoffice api key ¦ lexoffice Public API docs, Authorization: Bearer with an API key (shape assumed) ¦ {u40} ¦ lexoffice: 401 {"message":"Unauthorized"} POST https://api.lexoffice.io/v1/invoices?finalize=true — Bearer {t}
sevdesk api token ¦ sevDesk API docs, Authorization header with a 32-hex API token ¦ {h32} ¦ sevdesk: {"objects":null,"error":{"message":"Authentication required","code":null}} Authorization: {t}
billomat api key ¦ Billomat API docs, X-BillomatApiKey header (shape assumed) ¦ {h32} ¦ billomat: 401 for https://acme.billomat.net/api/clients (X-BillomatApiKey: {t}, X-AppId: 8812)
evri client secret ¦ Evri (Hermes UK) API docs, client credentials (shape assumed) ¦ {A36} ¦ evri: 401 {"error":"invalid_client"} token url https://api.evri.com/auth/token client_secret={t}
bpost password ¦ bpost Shipping Manager API docs, account id and a passphrase as Basic ¦ {p} ¦ bpost: 401 Unauthorized — Authorization: Basic base64("104892:{t}") for https://shm-rest.bpost.cloud/services/shm/104892/orders
shipbob pat ¦ ShipBob API docs, Authorization: Bearer with a personal access token (shape assumed) ¦ {H64} ¦ shipbob: 401 {"message":"Authorization has been denied for this request."} shipbob_channel_id=72113, token {t}
easyship token ¦ Easyship API docs, Authorization: Bearer with prod_ or sand_ tokens ¦ prod_{A44} ¦ easyship: 401 {"error":{"code":"invalid_token"}} POST https://public-api.easyship.com/2024-09/shipments — Bearer {t}
starshipit subscription key ¦ Starshipit API docs, StarShipIT-Api-Key and Ocp-Apim-Subscription-Key (32 hex) ¦ {h32} ¦ starshipit: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} StarShipIT-Api-Key: 6f9e2b1c Ocp-Apim-Subscription-Key: {t}
weatherbit key ¦ Weatherbit API docs, key query parameter (32 hex) ¦ {h32} ¦ weatherbit: 403 {"error":"API key not valid, or not yet activated."} https://api.weatherbit.io/v2.0/forecast/daily?city=Oslo&key={t}
stormglass key ¦ Stormglass API docs, Authorization header with the API key (two dash-joined hex parts assumed) ¦ {h32}-{h32} ¦ stormglass: 402 {"errors":{"key":"API quota exceeded"}} GET /v2/weather/point?lat=58.7&lng=17.8 Authorization: {t}
tradier access token ¦ Tradier Brokerage API docs, Authorization: Bearer with an access token (28 alnum assumed) ¦ {A28} ¦ tradier: 401 "Invalid Access Token" for https://api.tradier.com/v1/accounts/6YA05708/orders (Bearer {t})
moov secret key ¦ Moov API docs, public and secret keys as Basic (shape assumed) ¦ {A32} ¦ moov: 401 {"error":"unauthorized"} — MOOV_PUBLIC_KEY=_ZrG4gWk2iPCy MOOV_SECRET_KEY={t}
printify token ¦ Printify API docs, a personal access token (JWT) as Bearer ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ printify: 401 {"code":401,"message":"Unauthenticated."} GET /v1/shops.json, Authorization: Bearer {t}
tigris secret ¦ Tigris object storage docs, tid_ access key ids and tsec_ secret keys ¦ tsec_{u48} ¦ botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation\n[default]\naws_access_key_id = tid_QmKfXz3LpRw7nT\naws_secret_access_key = {t}\nendpoint_url = https://fly.storage.tigris.dev
moonshot api key ¦ Moonshot AI (Kimi) platform docs, sk- keys as Bearer (48 alnum assumed) ¦ sk-{A48} ¦ openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid Authentication', 'type': 'invalid_authentication_error'}} base_url=https://api.moonshot.cn/v1 api_key={t}
zhipu api key ¦ Zhipu BigModel docs, API keys are an id and a secret joined by a dot ¦ {h32}.{A16} ¦ zhipuai.core._errors.APIAuthenticationError: Error code: 401, with error text {"error":{"code":"1000","message":"身份验证失败。"}} — ZHIPUAI_API_KEY={t}
qianfan api key ¦ Baidu Qianfan docs, bce-v3/ALTAK- API keys (an access key and a hex secret) ¦ bce-v3/ALTAK-{A21}/{h40} ¦ qianfan: {"error_code":"IAMAuthenticationFailed","error_msg":"authentication failed"} Authorization: Bearer {t}
siliconflow api key ¦ SiliconFlow docs, sk- keys (48 lower letters assumed) as Bearer ¦ sk-{a48} ¦ httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.siliconflow.cn/v1/chat/completions' (SILICONFLOW_API_KEY={t})
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
