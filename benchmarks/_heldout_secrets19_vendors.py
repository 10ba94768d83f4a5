"""Held-out set 19: agriculture, church and nonprofit, fitness, restaurant, property, government,
education, legal and health vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): John Deere Operations Center, Climate FieldView, Trimble Ag,
Farmbrite, Agworld, Sentinel Hub, EOSDA, Planning Center, Breeze ChMS, Tithe.ly, Pushpay,
Blackbaud SKY, Bloomerang, Neon CRM, Donorbox, Givebutter, Classy, Every.org, DonorPerfect,
Mindbody, WHOOP, Glofox, OpenTable, SevenRooms, Deliverect, DoorDash Drive, Grubhub, Wolt,
Just Eat, AppFolio, Buildium, Yardi, Entrata, Rent Manager, Follow Up Boss, kvCORE,
regulations.gov, NOAA CDO, SAM.gov, Altinn, Edlink, ClassLink, PowerSchool, Ellucian Ethos,
Udemy Business, TalentLMS, Docebo, 360Learning, Filevine, MyCase, Smokeball, Medplum,
1upHealth, Metriport, Cliniko and Dexcom. Where a vendor's page documents the parameter or
header but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
john deere client secret ¦ John Deere Operations Center docs, OAuth client_id and client_secret for the token endpoint (shape assumed) ¦ {u64} ¦ deere-sync: POST https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/token -> 401 invalid_client (client_id=0oa7k2mq9ZxP4Lw1d5d7, client_secret={t})
fieldview client secret ¦ Climate FieldView API docs, x-api-key plus an OAuth client secret (shape assumed) ¦ {A40} ¦ FieldViewError 401 — headers {"x-api-key": "partner-acme-4417", "Authorization": "Basic <id:secret>"} where secret = {t}
trimble ag secret ¦ Trimble Agriculture Data API docs, application id and secret for a bearer token (shape assumed) ¦ {h48} ¦ trimble-ag: token request rejected (401): applicationName=acme-yield applicationSecret={t}
farmbrite api key ¦ Farmbrite API docs, an API key in the Authorization header (shape assumed) ¦ {A36} ¦ farmbrite: GET /api/v1/livestock?page=2 returned 401 Unauthorized; Authorization: Bearer {t}
agworld api token ¦ Agworld API docs, api_token query parameter (shape assumed) ¦ {h40} ¦ agworld: 401 {"errors":[{"title":"Invalid token"}]} — https://us.agworld.com/user_api/v1/activities?api_token={t}&filter[season]=2026
sentinel hub client secret ¦ Sentinel Hub docs, OAuth client_credentials with a client secret ¦ {A48} ¦ oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) — SH_CLIENT_ID = "9c1f7a2e-44b0-4d1b-8f2e-3a7c6b5d4e21" SH_CLIENT_SECRET = "{t}"
eosda api key ¦ EOSDA (EOS Data Analytics) API docs, api_key query parameter (shape assumed) ¦ {A48} ¦ eosda: 403 {"message":"API key quota exceeded"} for https://api-connect.eos.com/api/gdw/api?api_key={t}
planning center secret ¦ Planning Center API docs, a personal access token's application id and secret (64 hex each) as Basic ¦ {h64} ¦ PCO::API::Errors::Unauthorized: 401 — app_id=5c2d1e7f0a9b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d secret={t}
breeze api key ¦ Breeze ChMS API docs, Api-Key header (32 hex assumed) ¦ {h32} ¦ breeze: "Invalid API key" for https://acmechurch.breezechms.com/api/people?details=1 (Api-Key: {t})
tithely secret ¦ Tithe.ly Giving API docs, organization id and a secret key as Basic (shape assumed) ¦ {A32} ¦ tithely: 401 {"status":"failure","message":"unauthorized"}\n  TITHELY_ORG_ID=48211\n  TITHELY_SECRET={t}
pushpay client secret ¦ Pushpay API docs, OAuth client_credentials (shape assumed) ¦ {u40} ¦ Pushpay.Api.UnauthorizedException: invalid_client. ClientId: acme-church-sync, ClientSecret: {t}
blackbaud subscription key ¦ Blackbaud SKY API docs, Bb-Api-Subscription-Key header (32 hex) ¦ {h32} ¦ SKY API 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} Bb-Api-Subscription-Key: {t}
bloomerang api key ¦ Bloomerang API v2 docs, X-API-Key header (shape assumed) ¦ {A40} ¦ bloomerang: POST /v2/constituent failed (401) — X-API-Key={t}
neon crm api key ¦ Neon CRM API v2 docs, org id as Basic user and API key as password (32 hex assumed) ¦ {h32} ¦ neoncrm: 401 Unauthorized for https://acme:{t}@api.neoncrm.com/v2/accounts/search
donorbox api key ¦ Donorbox API docs, account email as Basic user and API key as password (shape assumed) ¦ {A30} ¦ donorbox: curl --user finance@acme.org:{t} https://donorbox.org/api/v1/donations -> {"error":"Unauthorized"}
givebutter api key ¦ Givebutter API docs, Authorization: Bearer with an API key (shape assumed) ¦ {A40} ¦ givebutter: {"message":"Unauthenticated."} GET https://api.givebutter.com/v1/campaigns — token {t}
classy client secret ¦ Classy (GoFundMe Pro) API docs, client_credentials with client secret (shape assumed) ¦ {A32} ¦ classy-export: oauth2/auth returned 401 invalid_client; sent client_id=VnSx81hRdLkQ and client_secret={t}
every.org private key ¦ Every.org Partners API docs, a private key for donation webhooks (shape assumed) ¦ pk_{h32} ¦ everyorg: webhook signature invalid; EVERY_ORG_PRIVATE_KEY={t}
donorperfect api key ¦ DonorPerfect XML API docs, apikey query parameter (a long key, shape assumed) ¦ {b88} ¦ <result><error>Invalid API Key</error></result> from https://www.donorperfect.net/prod/xmlrequest.asp?apikey={t}&action=dp_donorsearch
mindbody api key ¦ Mindbody Public API v6 docs, Api-Key header (32 hex) and SiteId ¦ {h32} ¦ mindbody: {"Error":{"Message":"Invalid Api-Key","Code":"DeniedAccess"}} headers Api-Key={t} SiteId=-99
whoop client secret ¦ WHOOP developer docs, OAuth client secret (shape assumed) ¦ {h64} ¦ whoop-oauth: token exchange failed (invalid_client)\n  WHOOP_CLIENT_ID: 7f2c0b3e-...-18d4\n  WHOOP_CLIENT_SECRET: {t}
glofox api token ¦ Glofox API docs, x-glofox-api-token and x-api-key headers (shape assumed) ¦ {A48} ¦ glofox: 401 "Unauthorized" for /2.0/members — x-glofox-branch-id: 5ee09d14 x-glofox-api-token: {t}
opentable client secret ¦ OpenTable Partner API docs, client_credentials against oauth.opentable.com (shape assumed) ¦ {u43} ¦ opentable: 401 from https://oauth.opentable.com/api/v2/oauth/token?grant_type=client_credentials (basic acme-pos:{t})
sevenrooms client secret ¦ SevenRooms API docs, client_id and client_secret posted to /auth (shape assumed) ¦ {A64} ¦ sevenrooms: {"status":401,"msg":"Bad client credentials"} form client_id=acme-hospitality&client_secret={t}
deliverect client secret ¦ Deliverect API docs, OAuth client_credentials with audience (shape assumed) ¦ {u64} ¦ deliverect: 401 access_denied {"client_id": "QJq1T8zxWm", "client_secret": "{t}", "audience": "https://api.deliverect.com", "grant_type": "token"}
doordash signing secret ¦ DoorDash Drive docs, a JWT signed with the base64url signing_secret beside developer_id and key_id ¦ {u43} ¦ doordash: 401 authentication_error "The JWT is invalid"; creds developer_id=4c5b7a2e-1d3f-4e6a-9b8c-0d1e2f3a4b5c key_id=e8d7c6b5-a4f3-4e21-9d0c-1b2a3f4e5d6c signing_secret={t}
grubhub secret ¦ Grubhub for Restaurants API docs, partner key and an HMAC secret (shape assumed) ¦ {b44} ¦ grubhub: MAC verification failed (401) issuer=acme-pos partner_key=GH-77213 hmac_secret={t}
wolt venue token ¦ Wolt Marketplace API docs, a venue's Bearer API token (shape assumed) ¦ {A48} ¦ wolt: PATCH /venues/6571f0a2/online returned 401 {"error_code":"UNAUTHORIZED"} (Authorization: Bearer {t})
just eat api key ¦ Just Eat Partner API docs, X-JE-Api-Key header (shape assumed) ¦ {A32} ¦ JustEat: 403 Forbidden on PUT /restaurants/108211/orders/7781/accepted — X-JE-Api-Key: {t}
appfolio client secret ¦ AppFolio Property Manager API docs, client id and secret as Basic (shape assumed) ¦ {h40} ¦ appfolio: 401 for https://acme.appfolio.com/api/v1/reports/rent_roll.json (client_id 4d1e7f2a, client_secret {t})
buildium client secret ¦ Buildium API docs, x-buildium-client-id and x-buildium-client-secret headers ¦ {b44} ¦ buildium: 401 {"UserMessage":"Unauthorized"} request headers:\n  x-buildium-client-id: 3f8e2c1a-9d7b-4e6f-a5c4-b3d2e1f0a9b8\n  x-buildium-client-secret: {t}
yardi interface password ¦ Yardi Voyager SOAP interface docs, UserName, Password, ServerName and Database in each call ¦ {p} ¦ <soap:Fault><faultstring>Invalid Interface Entity</faultstring></soap:Fault> request: <UserName>acme_ils</UserName><Password>{t}</Password><ServerName>afqoml_live</ServerName>
entrata password ¦ Entrata API docs, an auth object of type basic with username and password in the JSON body ¦ {p} ¦ entrata: {"response":{"code":401,"error":{"message":"Authentication failed"}}} body {"auth":{"type":"basic","username":"acme_api","password":"{t}"},"method":{"name":"getProperties"}}
rent manager token ¦ Rent Manager 12 API docs, X-RM12Api-ApiToken header after /Authentication/AuthorizeUser (shape assumed) ¦ {uuid} ¦ RentManager: 401 "Invalid API token" for GET https://acme.api.rentmanager.com/Tenants (X-RM12Api-ApiToken: {t})
follow up boss api key ¦ Follow Up Boss API docs, the API key as Basic user with an empty password (shape assumed) ¦ fka_{A30} ¦ followupboss: 401 {"errorMessage":"Invalid API key"} — curl -u {t}: https://api.followupboss.com/v1/people
kvcore token ¦ kvCORE Public API docs, Authorization: Bearer with a JWT ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u80}.{u86} ¦ kvcore: 401 Unauthenticated for /v2/public/contacts, KVCORE_TOKEN={t}
regulations.gov api key ¦ regulations.gov API docs, api.data.gov keys (40 alnum) as X-Api-Key ¦ {A40} ¦ regulations: 403 {"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied."}} https://api.regulations.gov/v4/documents?filter[docketId]=EPA-HQ-OAR-2026-0112&api_key={t}
noaa cdo token ¦ NOAA Climate Data Online docs, token header (32 letters) ¦ {L32} ¦ noaa-cdo: 400 {"status":"400","message":"Token parameter is required"} headers {'token': '{t}'} (retry 3/3)
sam.gov api key ¦ SAM.gov API docs, api_key parameter of a system account (40 alnum assumed) ¦ {A40} ¦ sam.gov: 401 {"code":"401","message":"Invalid API key"} GET https://api.sam.gov/entity-information/v3/entities?ueiSAM=ZQGGHJH74DW7&api_key={t}
altinn api key ¦ Altinn 2 REST docs, ApiKey header beside a Maskinporten token (shape assumed) ¦ {U32} ¦ altinn: 403 "Invalid ApiKey" for https://www.altinn.no/api/serviceowner/reportees?subject=910825526 — ApiKey: {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="note"),
        *v.table("vendor", "\n".join(rows[half:])),
    ]
