"""Held-out set 49: vendors no earlier set named, each looked up with the ``search`` tool —
HR and payroll platforms, applicant tracking, insurance distribution, real estate data,
short-term rental operations, flight data and event ticketing, all starting A to F.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
BambooHR, Deel, Factorial, ADP, Absorb, Docebo, Edmodo, Easygenerator, Edsby, ClassDojo,
Clever, EdApp, 360Learning, Administrate, Ebix, AppFolio, Buildium, Bridge Interactive,
Entrata, ATTOM, Follow Up Boss, Amadeus, Duffel, Booking.com, Expedia, Cloudbeds,
FareHarbor, Beds24, eviivo, AeroDataBox, Aviationstack, FlightAware, Bokun, Checkfront,
Eventbrite, Billetto, Cvent, AXS, Bizzabo, Apaleo, Breezy, CloudPay, Edlink, Ellucian,
Classkick, Brightwheel, Crexi, CINC, Fienta, Etix, Ashby, Brella and alf.io did and were
dropped).

Looked up with the ``search`` tool (27 vendors searched; 16 pages gave the format, the source
of each is named per case): Employment Hero (OAuth client ID and secret from the developer
portal, Bearer on api.employmenthero.com; its payroll API key under My account, as Odoo's
``l10n_au_keypay`` module reads it), CharlieHR (Client ID and Client Secret from Integrations >
API Keys, shown once; ``CharlieHRClient(client_id, client_secret)``), Breathe HR (API keys
start ``prod-`` or ``sandbox-``; ``Client(api_key=..., mode="sandbox")``), Dayforce
(username, password and client namespace; ``DAYFORCE_PASSWORD``; the WSO2 connector's
``<password>``), Freshteam (API key under the profile menu; ``new Freshteam(domain,
apiKey)``), Check (payroll API keys, a CLI taking the key as a flag, env var or config),
Everee (API tokens beginning ``sk_``, Basic auth and ``x-everee-tenant-id``), AirLabs
(``api_key`` on every endpoint URL), Cirium FlightStats (``appId`` and ``appKey`` query
parameters, ``FLIGHTSTATS_API_KEY``), Eventzilla (``x-api-key`` generated under API
credentials), Accelevents (an API key made by the owner under Integrations), Bold Penguin
(client_credentials with client_id and client_secret), Fountain (an API security token),
Breezeway (client_id and client_secret posted to ``/public/auth/v1/``, then ``Authorization:
JWT <token>``), CoreLogic Trestle (OAuth2 client credentials, scope ``api``) and Brown Paper
Tickets (a developer ID passed as ``id`` with the producer as ``client``). Searched and found
nothing of their own: Calamari, Channex, Eventix, Estated, DoorLoop, Cover Genius, Comeet,
Bookingkit, Dotloop, Edpuzzle and Eightfold (their shapes are remembered, marked so). Lengths
and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
employment hero client secret ¦ Employment Hero API docs (Authentication) and Airbyte's connector page: Client ID and Client Secret from the developer portal (shape assumed) ¦ {u43} ¦ # .env.production\nEMPLOYMENT_HERO_CLIENT_ID=eh_app_84120\nEMPLOYMENT_HERO_CLIENT_SECRET={t}\nEMPLOYMENT_HERO_REDIRECT_URI=https://hr-sync.acme.io/oauth/callback
employment hero bearer ¦ Employment Hero API reference: Bearer token against https://api.employmenthero.com/api/v1 (shape assumed) ¦ {u64} ¦ $ curl -s https://api.employmenthero.com/api/v1/organisations -H "Authorization: Bearer {t}"\n{"error":"invalid_token","error_description":"The access token expired"}
employment hero payroll key ¦ Odoo docs (Australia, l10n_au_keypay): the Employment Hero payroll API key from My account, the business id from the URL (shape assumed) ¦ {A44} ¦ odoo.addons.l10n_au_keypay: sync failed for company 189241\n  keypay_api_key = '{t}'\n  requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://keypay.yourpayroll.com.au/api/v2/business/189241/journal
charliehr client secret ¦ charliehr-client (pypi): CharlieHRClient(client_id=..., client_secret=...); nango: keys shown once under Integrations > API Keys (shape assumed) ¦ {A48} ¦ Traceback (most recent call last):\n  File "/srv/people/sync.py", line 12, in <module>\n    charlie = CharlieHRClient(client_id="chr_9f31", client_secret="{t}")\ncharliehr.exceptions.AuthenticationError: 401 Unauthorized
charliehr yaml ¦ nango CharlieHR connect guide: Client ID and Client Secret (shape assumed) ¦ {A48} ¦ integrations:\n  charliehr:\n    client_id: chr_9f31\n    client_secret: "{t}"\n    teams: [london, remote]
breathe prod key ¦ nango Breathe HR guide: production keys start with prod- on api.breathehr.com (rest shape assumed) ¦ prod-{h40} ¦ $ curl -s https://api.breathehr.com/v1/employees -H 'X-API-KEY: {t}'\n{"error":"Unauthorised","status":401}
breathe sandbox key ¦ python-breathe (pypi): Client(api_key="123456", mode="sandbox"); sandbox keys start sandbox- (rest shape assumed) ¦ sandbox-{h40} ¦ >>> c = Client(api_key="{t}", mode="sandbox")\n>>> c.employees.all()\nbreathe.exceptions.BreatheAPIError: 401 {"error":"Unauthorised"}
dayforce password env ¦ dayforce-client (pypi): DAYFORCE_USERNAME, DAYFORCE_PASSWORD and DAYFORCE_CLIENT_NAMESPACE from the environment ¦ {p} ¦ $ env | grep ^DAYFORCE_\nDAYFORCE_USERNAME=svc_payroll_sync\nDAYFORCE_PASSWORD={t}\nDAYFORCE_CLIENT_NAMESPACE=acmeretail
dayforce wso2 init ¦ WSO2 Ceridian Dayforce connector reference: <ceridiandayforce.init> with username, password, clientNamespace ¦ {p} ¦ [2026-12-06 19:02:11,408] ERROR {ceridiandayforce.init} - 401 from usr57-services.dayforcehcm.com\n<ceridiandayforce.init>\n    <username>svc_payroll_sync</username>\n    <password>{t}</password>\n    <clientNamespace>acmeretail</clientNamespace>\n</ceridiandayforce.init>
freshteam js ¦ Freshworks api-sdk: new Freshteam(domain, apiKey); Merge: API Key under the profile menu (shape assumed) ¦ {A22} ¦ const FT = new Freshteam("acme.freshteam.com", "{t}");\n          ^\nError: Request failed with status code 401 (GET /api/employees)
freshteam curl ¦ Fivetran Freshteam setup guide: base domain and API key (Bearer as the API docs show; shape assumed) ¦ {A22} ¦ $ curl -s -H "Authorization: Bearer {t}" https://acme.freshteam.com/api/job_postings\n{"code":"access_denied","message":"You are not authorized to perform this action."}
check api key ¦ Check CLI docs: the key given as a flag, an env var or config (shape assumed) ¦ {h64} ¦ $ check payrolls list --company com_8e3Kx9 --api-key {t}\nError: 401 Unauthorized: invalid API key
everee token env ¦ Everee docs (Authentication & API Tokens): tokens beginning sk_, the company tenant ID in x-everee-tenant-id (rest shape assumed) ¦ sk_{A40} ¦ EVEREE_TENANT_ID=12345\nEVEREE_API_TOKEN={t}\nEVEREE_BASE_URL=https://api-prod.everee.com
everee request ¦ Everee docs: authorization: basic <token>, x-everee-tenant-id: 12345 (rest shape assumed) ¦ sk_{A40} ¦ > GET /api/v2/workers HTTP/1.1\n> authorization: basic {t}\n> x-everee-tenant-id: 12345\n< HTTP/1.1 401 Unauthorized
airlabs ping ¦ AirLabs docs (API Key & Authentication): add api_key to any endpoint URL, e.g. /api/v9/ping?api_key= (shape assumed) ¦ {l36} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://airlabs.co/api/v9/flights?api_key={t}&dep_iata=ARN
airlabs env ¦ AirLabs docs: a unique API key from the account dashboard (shape assumed) ¦ {l36} ¦ $ grep AIRLABS deploy/flightboard.env\nAIRLABS_API_KEY={t}\nAIRLABS_BASE=https://airlabs.co/api/v9
flightstats appkey ¦ flightstats (npm) and flight-stats source: qs { appId, appKey } on https://api.flightstats.com/flex (32 hex as remembered) ¦ {h32} ¦ GET https://api.flightstats.com/flex/flightstatus/rest/v2/json/flight/status/SK/1415/dep/2026/12/06?appId=8a1f3c2e&appKey={t} -> 403 {"error":{"httpStatusCode":403,"errorCode":"AUTH_FAILURE"}}
flightstats env ¦ flightstats (npm) README: FLIGHTSTATS_APP_ID and FLIGHTSTATS_API_KEY in .env ¦ {h32} ¦ FLIGHTSTATS_APP_ID = 8a1f3c2e\nFLIGHTSTATS_API_KEY = {t}
eventzilla header ¦ Eventzilla (nango guide; Airbyte: x-api-key generated under App Management) (shape assumed) ¦ {A40} ¦ $ curl -s https://www.eventzillaapi.net/api/v2/events -H "x-api-key: {t}"\n{"message":"Invalid API key"}
eventzilla pulumi ¦ Pulumi airbyte SourceEventzilla: configuration { xApiKey: "..." } ¦ {A40} ¦ const src = new airbyte.SourceEventzilla("tickets", {\n    configuration: { xApiKey: "{t}" },\n    workspaceId: "4e92523f-ad12-4dd4-80b4-87256c23022b",\n});\nerror: source check failed: 401
accelevents key ¦ Accelevents plans notes (api-evangelist): API key generated by an owner under Edit Enterprise > Integrations > API Key (shape assumed) ¦ {A64} ¦ accelevents-export | 2026-12-06T19:02:31Z ERROR GET https://api.accelevents.com/rest/host/event/summit26/attendees?page=0&size=100 -> 401 (Authorization: {t})
bold penguin secret ¦ Bold Penguin PostTokenRequest schema: grant_type=client_credentials with client_id and client_secret (shape assumed) ¦ {A48} ¦ POST /oauth/token HTTP/1.1\nHost: api.boldpenguin.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=acme-agency&client_secret={t}\n<- 401 {"error":"invalid_client"}
fountain token ¦ CData Virtuality Fountain connector: connect with the API security token (Bearer as remembered; shape assumed) ¦ {h32} ¦ [fountain-sync] 2026-12-06 19:02:37 WARN GET https://api.fountain.com/v2/applicants?stage_id=8812 failed (401); header Authorization: Bearer {t}
breezeway secret ¦ Breezeway developer docs (Authentication): POST https://api.breezeway.io/public/auth/v1/ with client_id and client_secret (shape assumed) ¦ {A40} ¦ $ curl -s -X POST https://api.breezeway.io/public/auth/v1/ -H 'content-type: application/json' -d '{"client_id": "bzw-acme-stays", "client_secret": "{t}"}'\n{"message":"Invalid credentials"}
breezeway jwt ¦ Breezeway developer docs: Authorization: JWT <YOUR_ACCESS_TOKEN> (JWTs, 24 h) ¦ eyJhbGciOiJIUzI1NiJ9.{u40}.{u43} ¦ WARN breezeway-tasks GET https://api.breezeway.io/public/inventory/v1/property -> 401\n  Authorization: JWT {t}
trestle secret ¦ Trestle docs (api-evangelist profile): OAuth2 client credentials, scope api, token from api.cotality.com/trestle/oidc (shape assumed) ¦ {h32} ¦ $ curl -s https://api.cotality.com/trestle/oidc/connect/token -d grant_type=client_credentials -d scope=api -d client_id=trestle_acmerealty_20261206 -d client_secret={t}\n{"error":"invalid_client"}
trestle settings ¦ Trestle docs: the RESO Web API client patched to use client_credentials (shape assumed) ¦ {h32} ¦ [trestle]\nbase = https://api.cotality.com/trestle/odata\nclient_id = trestle_acmerealty_20261206\nclient_secret = {t}\nscope = api
brown paper tickets devid ¦ node_bpt README and a gist: the developer ID passed as id with client = the producer (10 characters in the gist) ¦ {A10} ¦ POST https://www.brownpapertickets.com/api2/eventlist\nid={t}&client=boxoffice%40acme-theatre.org&event_id=184397\n<- <error>Invalid developer id</error>
calamari basic ¦ Calamari API (the search found nothing; Basic auth with user calamari and the API key as remembered) ¦ {A32} ¦ $ curl -u 'calamari:{t}' -X POST https://acme.calamari.io/api/employees/v1/list\n{"code":"UNAUTHORIZED"}
channex user key ¦ Channex.io API (the search found only the reference index; a user-api-key header as remembered) ¦ {u32} ¦ channex-sync: GET https://app.channex.io/api/v1/properties -> 401\n  user-api-key: {t}
eventix secret ¦ Eventix API (the search found nothing; OAuth client id and secret as remembered) ¦ {A40} ¦ EVENTIX_CLIENT_ID=ticketshop-acme\nEVENTIX_CLIENT_SECRET={t}\nError: POST https://auth.openticket.tech/token -> 401 invalid_client
estated token ¦ Estated property API (the search found nothing; token in the query as remembered) ¦ {A30} ¦ GET https://apis.estated.com/v4/property?token={t}&combined_address=151%20Battle%20Green%20Dr%2C%20Rochester -> 401
doorloop bearer ¦ DoorLoop API (the search found nothing; a Bearer API token as remembered) ¦ {u48} ¦ doorloop.errors.Unauthorized: 401 for GET https://app.doorloop.com/api/leases (Bearer {t})
cover genius key ¦ Cover Genius XCover (the search found nothing; an X-Api-Key and an HMAC secret as remembered) ¦ {A40} ¦ XCOVER_API_KEY=CG-PARTNER-ACME\nXCOVER_API_SECRET={t}\nERROR quote 4471: signature mismatch (403)
comeet token ¦ Comeet API (the search found nothing; a company UID and token as remembered) ¦ {h40} ¦ GET https://www.comeet.co/careers-api/2.0/company/A3.00D/positions?token={t}&details=true -> 401
bookingkit secret ¦ bookingkit API (the search found only an SDK list; OAuth client id and secret as remembered) ¦ {h40} ¦ [bookingkit]\nclient_id = 5f1e9c0a\nclient_secret = {t}\n; bk-import: token request rejected (401)
dotloop secret ¦ Dotloop API v2 (the search found nothing; OAuth client secret as remembered) ¦ {uuid} ¦ DOTLOOP_CLIENT_ID=0f9e1d22-7b31-4c02-9a11-3e4f5a6b7c8d\nDOTLOOP_CLIENT_SECRET={t}\ndotloop: POST https://auth.dotloop.com/oauth/token -> 401 invalid_client
edpuzzle token ¦ Edpuzzle (the search found only student scripts; a district API token as remembered) ¦ {A40} ¦ [roster-sync] Edpuzzle API 403 for token={t} (district 2210)
eightfold basic ¦ Eightfold API (the search found nothing; Basic auth for the token endpoint as remembered) ¦ {p} ¦ $ curl -u 'acme-talent:{t}' -X POST https://apiv2.eightfold.ai/oauth/v1/authenticate -d grant_type=password\n{"message":"Invalid credentials"}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
