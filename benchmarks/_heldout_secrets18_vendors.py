"""Held-out set 18: travel, hospitality, retail, health, logistics, property, legal, education
and commerce vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): Amadeus, Skyscanner, Booking.com, Expedia, Travelport, Cloudbeds,
Mews, Toast, Lightspeed, Clover, PrestaShop, Ecwid, Epic (FHIR), Cerner, athenahealth, Redox,
Healthie, DrChrono, Canvas Medical, Motive (KeepTruckin), Fleetio, Onfleet, Tookan, Bringg,
Route4Me, Routific, Zillow's Bridge, ATTOM, RentCast, Clio, Ironclad, Canvas LMS, Blackboard,
Schoology, Brightspace, Kajabi, 2Checkout and MYOB. Where a vendor's page documents the
parameter or header but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
amadeus api secret ¦ Amadeus for Developers docs, client_credentials with the API key as client_id and the API secret as client_secret (shape assumed) ¦ {A16} ¦ amadeus.client.errors.AuthenticationError: [401] {"error":"invalid_client","error_description":"Client credentials are invalid","code":38187} — grant_type=client_credentials&client_id=GhV1xL6oQ2mNcTb8yRaP3sKd7WeZ9fUj&client_secret={t}
skyscanner api key ¦ Skyscanner Travel API docs, x-api-key header on every request (shape assumed) ¦ {l32} ¦ POST https://partners.api.skyscanner.net/apiservices/v3/flights/live/search/create -> 403 {"message":"Forbidden"}\nrequest headers: x-api-key: {t}; content-type: application/json
booking demand api key ¦ Booking.com Demand API docs, Authorization: Bearer with the API key and an X-Affiliate-Id header (shape assumed) ¦ {A48} ¦ BookingDemandError(401, "AUTHENTICATION_FAILED") on /3.1/accommodations/search; sent X-Affiliate-Id: 1754822 and Authorization: Bearer {t}
expedia rapid shared secret ¦ Expedia Rapid docs, Authorization: EAN APIKey=…,Signature=sha512(apikey+secret+timestamp),timestamp=… (shape of the secret assumed) ¦ {A14} ¦ RapidClient: signature rejected (401). Recompute with api_key=3k9vq2p7m1x8c4z6b5n0t7r2w and shared_secret={t} at timestamp=1764904503
travelport password ¦ Travelport Universal API docs, HTTP Basic of Universal API/uAPI user and a password (shape assumed) ¦ {p} ¦ <SOAP:Fault><faultcode>Server.Security</faultcode><faultstring>Authentication failed</faultstring></SOAP:Fault> user=Universal API/uAPI4920817366-8a2c5e1f pass={t}
cloudbeds api key ¦ Cloudbeds API docs, API keys begin cbat_ (tail assumed) ¦ cbat_{A32} ¦ cloudbeds: {"success":false,"message":"Invalid API key"} GET /api/v1.2/getReservations?propertyID=318422 x-api-key={t}
mews access token ¦ Mews Connector API docs, ClientToken and AccessToken in the JSON body (the demo tokens are 32 upper hex, a dash and 31 upper hex) ¦ {H32}-{H31} ¦ Mews.Connector.Exceptions.ForbiddenException: Invalid AccessToken. Body: {"ClientToken":"E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D","AccessToken":"{t}","Client":"acme-pms 1.0"}
toast client secret ¦ Toast API docs, clientId and clientSecret posted to /authentication/v1/authentication/login (shape assumed) ¦ {u64} ¦ toast-sync: login failed 401 — payload was {"clientId": "q8ZJ4mPk2Lw7sR1n", "clientSecret": "{t}", "userAccessType": "TOAST_MACHINE_CLIENT"}
lightspeed retail client secret ¦ Lightspeed Retail (R-Series) docs, OAuth client_id and client_secret for the refresh grant (shape assumed) ¦ {A40} ¦ Lightspeed: refresh failed (400 invalid_client)\n  LIGHTSPEED_CLIENT_ID=acme-pos-sync\n  LIGHTSPEED_CLIENT_SECRET={t}
clover api token ¦ Clover REST API docs, Authorization: Bearer with a merchant API token (shape assumed: a UUID) ¦ {uuid} ¦ clover: 401 Unauthorized for https://sandbox.dev.clover.com/v3/merchants/QTWF8K3M9J7X1/orders (token {t})
prestashop webservice key ¦ PrestaShop Webservice docs, a 32-character key sent as the Basic user with an empty password ¦ {U32} ¦ PrestaShopWebserviceException: Unauthorized (401) on http://{t}@shop.acme.fr/api/products?display=full
ecwid secret token ¦ Ecwid REST API docs, store tokens secret_ + 32 alnum (public_ for the public one) ¦ secret_{A32} ¦ ecwid: {"errorMessage":"Invalid token","errorCode":"INVALID_ACCESS_TOKEN"} GET https://app.ecwid.com/api/v3/31447182/orders?token={t}
epic fhir client secret ¦ Epic on FHIR docs, a backend client's non-production client secret (shape assumed) ¦ {u86} ¦ fhirclient.server.FHIRUnauthorizedException: 401 from https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token (client_id=0f2b7c1e-77d4-4b8e-a4d1-6a9c3e5f8b21, client_secret={t})
cerner system account secret ¦ Oracle Health (Cerner) Code Console docs, a system account's client secret for the client_credentials grant (shape assumed) ¦ {A32} ¦ cerner-bulk: token request failed: invalid_client\n  system_account_id: 5f3c9a1e-2b7d-4e8f-9c01-a7b6d5e4f3c2\n  system_account_secret: {t}
athenahealth client secret ¦ athenahealth API docs, OAuth client_credentials with a client secret (shape assumed) ¦ {u40} ¦ athena: HTTP 401 POST /oauth2/v1/token — Authorization: Basic header built from key 0oa9x2bq4mTkL7Rf5297 and secret {t}
redox api secret ¦ Redox API docs, a source's API key and secret exchanged at /auth/authenticate (shape assumed) ¦ {A64} ¦ RedoxError: {"Meta":{"Errors":[{"Text":"Invalid credentials"}]}} sent {"apiKey": "7c3e9b1a-4d2f-4a6b-8e5c-1f0d2b3a4c5e", "secret": "{t}"}
healthie api key ¦ Healthie API docs, Authorization: Basic with the API key and an AuthorizationSource: API header (shape assumed) ¦ {A64} ¦ Healthie GraphQL: {"errors":[{"message":"Not authorized"}]} headers Authorization=Basic {t} AuthorizationSource=API
drchrono client secret ¦ DrChrono API docs, OAuth client_id and client_secret (shape assumed) ¦ {A96} ¦ drchrono.OAuthError: invalid_client while refreshing token; settings.DRCHRONO_CLIENT_SECRET = "{t}"
canvas medical client secret ¦ Canvas Medical FHIR API docs, client_credentials client secret (shape assumed) ¦ {A48} ¦ canvas-fhir: 401 {"error": "invalid_client"} for https://fumage-acme.canvasmedical.com — client_secret={t}
motive api key ¦ Motive (formerly KeepTruckin) API docs, X-Api-Key header (shape assumed: a UUID) ¦ {uuid} ¦ motive: GET https://api.keeptruckin.com/v1/vehicles?per_page=100 returned 401 Unauthorized (X-Api-Key: {t}, X-Metric-Units: true)
fleetio api token ¦ Fleetio API docs, Authorization: Token and an Account-Token header (shape assumed) ¦ {h40} ¦ Fleetio::Unauthorized: 401 — Account-Token: 4f2e81b7c9 Authorization: Token {t}
onfleet api key ¦ Onfleet API docs, the API key as the Basic username with an empty password (32 characters) ¦ {h32} ¦ OnfleetError: 401 {"code":"InvalidCredentials","message":{"error":1102,"message":"The API key is invalid."}} curl -u "{t}:" https://onfleet.com/api/v2/tasks
tookan api key ¦ Tookan API docs, api_key in every JSON body (shape assumed) ¦ {h32} ¦ tookan: {"message":"Invalid API key","status":101} POST /v2/create_task {"api_key":"{t}","order_id":"A-7781","job_pickup_address":"Dock 4"}
bringg secret key ¦ Bringg API docs, access_token and secret_key sign each request (shape assumed) ¦ {A20} ¦ Bringg: signature mismatch for company 41877 — access_token=vT3xL9qW2eR8 secret_key={t} timestamp=1764904509
route4me api key ¦ Route4Me API docs, api_key is 32 hex (the demo key is 32 ones) ¦ {H32} ¦ Route4Me: {"errors":["Authentication failed"],"timestamp":1764904511} https://api.route4me.com/api.v4/optimization_problem.php?api_key={t}&optimization_problem_id=
routific token ¦ Routific API docs, Authorization: bearer with a JWT ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJfaWQiOi{A24}.{u43} ¦ routific: 401 "Invalid token" on POST https://api.routific.com/v1/vrp (authorization: bearer {t})
bridge server token ¦ Bridge Interactive (Zillow Group) API docs, the server token as access_token (shape assumed: 32 hex) ¦ {h32} ¦ BridgeAPI: 403 {"error":"Not authorized for dataset"} GET https://api.bridgedataoutput.com/api/v2/OData/actris_ref/Property?access_token={t}&$top=10
attom api key ¦ ATTOM Property API docs, apikey header (shape assumed: 32 hex) ¦ {h32} ¦ attom: {"status":{"code":401,"msg":"Invalid apikey"}} request: GET /propertyapi/v1.0.0/property/detail?address1=4529+Winona+Court headers {'accept': 'application/json', 'apikey': '{t}'}
rentcast api key ¦ RentCast API docs, X-Api-Key header (shape assumed) ¦ {h32} ¦ rentcast.errors.AuthError: API key {t} is inactive or has exceeded its plan (HTTP 401)
clio access token ¦ Clio Manage API docs, OAuth bearer tokens (shape assumed) ¦ {A40} ¦ Clio::Client::Unauthorized: 401 for GET https://app.clio.com/api/v4/matters.json, Authorization: Bearer {t}
ironclad api token ¦ Ironclad API docs, Authorization: Bearer with an API token (shape assumed) ¦ {A48} ¦ ironclad: workflow launch failed — the bearer token {t} was rejected (403, missing scope public.workflows.createWorkflows)
canvas lms access token ¦ Canvas LMS API docs, access tokens are an id, a tilde and 64 alnum ¦ {d4}~{A64} ¦ canvasapi.exceptions.InvalidAccessToken: [{'message': 'Invalid access token.'}] API_URL=https://acme.instructure.com API_KEY={t}
blackboard learn secret ¦ Blackboard Learn REST docs, the application key and secret as Basic for /learn/api/public/v1/oauth2/token (shape assumed) ¦ {A32} ¦ BbRestError: 401 {"status":401,"message":"Invalid client credentials"} app key d1a7c4e2-9b3f-48a5-b6c7-2e1f0a9b8c7d, secret {t}
schoology consumer secret ¦ Schoology API docs, two-legged OAuth 1.0a consumer key and secret (shape assumed: 32 hex) ¦ {h32} ¦ schoology: 401 Unauthorized; Authorization: OAuth realm="Schoology API", oauth_consumer_key="8f3e2d1c0b9a", oauth_signature_method="PLAINTEXT", oauth_signature="{t}%26", oauth_version="1.0"
brightspace app key ¦ D2L Brightspace Valence docs, an app id and app key sign the URL (shape assumed) ¦ {u22} ¦ D2L.Security: InvalidSignature on /d2l/api/lp/1.30/users/ — x_a=lZ5u2xX9c1Q8 app_key={t} x_c=Gq0kz7w3P1
kajabi api secret ¦ Kajabi public API docs, client_id and client_secret for the token (shape assumed) ¦ {A40} ¦ Kajabi API error 401 invalid_client {"client_id":"kj_9f1b7e3c","client_secret":"{t}","grant_type":"client_credentials"}
2checkout secret key ¦ 2Checkout (Verifone) API docs, X-Avangate-Authentication: code, date and an HMAC hash made with the secret key (shape assumed) ¦ {A20} ¦ Avangate: AUTHENTICATION_ERROR (hash mismatch). merchant code=250111206876, date=2026-12-05 06:15:01, secret key={t}
myob api key ¦ MYOB AccountRight API docs, x-myobapi-key and x-myobapi-cftoken (base64 of user:password) headers (shape assumed) ¦ {l24} ¦ MYOB: 401 {"Errors":[{"Name":"OAuthTokenIsInvalid"}]} x-myobapi-key: {t} x-myobapi-version: v2
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half])),
        *v.table("vendor", "\n".join(rows[half:]), raises="context"),
    ]
