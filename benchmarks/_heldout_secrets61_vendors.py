"""Held-out set 61: vendors no earlier set named, each looked up with the ``search`` tool —
HR and payroll, e-signature and legal tech, real estate and property management, and
insurance.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were dropped:
Gusto, Rippling, BambooHR, Personio, HiBob, Deel, Remote.com, Workday, ADP, Paylocity, Paycom,
Paychex, Namely, Zenefits, Justworks, Factorial, Lattice, Greenhouse, Lever, Ashby, Workable,
SmartRecruiters, Teamtailor, Recruitee, JazzHR, Breezy, Finch, Merge, DocuSign, HelloSign,
Dropbox Sign, PandaDoc, SignNow, SignWell, Documenso, Yousign, Scrive, Clio, Ironclad, Juro,
BoldSign, Zillow, Buildium, AppFolio, Yardi, Rent Manager, Rentvine, Entrata, SimplyRETS,
Attom, Estated, RentCast, Hostaway, Guesty, DoorLoop, Coalition, Duck Creek, Applied Epic,
EZLynx, Canopy Connect, Ethos, Bold Penguin, TriNet, Paycor, Dayforce, Employment Hero,
KeyPay, Deputy, 7shifts, Jobvite, iCIMS, Manatal, Darwinbox, SignRequest, Signable,
LinkSquares, SpotDraft, Evisort, MyCase, PracticePanther, Smokeball, Filevine, Litify,
Relativity, Everlaw, Logikcull, NetDocuments, iManage, RealPage, Follow Up Boss, kvCORE,
BoomTown, CoStar, Rently, Beds24, igloohome, Bindable, Embroker, Clearcover, Xero, Visma,
Nmbrs, Quinyx, Lodgify, Smoobu, Reapit, Tipalti, Hippo, Qover and Cover Genius).

Looked up with the ``search`` tool (26 vendors searched; 20 of those searches gave a page
with the format, and two more vendors' pages turned up in their results: 22 formats from
``search``, the source of each named per case; key lengths and alphabets where a page gave
only the header or parameter are remembered): Check (payroll API, ``Authorization: Bearer`` with a
per-environment API key, the Check CLI), Oneflow (``x-oneflow-api-token``), eversign /
Xodo Sign (``access_key`` and ``business_id``, ``EVERSIGN_ACCESS_KEY``), Signeasy (a sandbox
access token as ``Bearer``), Planday (``X-ClientId`` and a refresh token traded for a JWT),
Bullhorn (OAuth ``client_id``/``client_secret`` and an API user's password, then a REST
login token; the ``BhRestToken`` name remembered), UKG Pro (a Customer API Key, a User API
Key and a service account's password), OwnerRez (an account e-mail and a personal access
token; its ``pt_`` prefix remembered), Hostfully (``X-HOSTFULLY-APIKEY``), HouseCanary
(``HC_API_KEY`` and ``HC_API_SECRET``, Basic auth), Matterport (a client id and a client
secret reset for Private Model Embed), Dokobit (an API access token), Signicat (an API
client ``dev-round-apple-123``-style id with a secret, scope ``signicat-api``), Keka
(``client_id``, ``client_secret`` and ``api_key`` at ``/connect/token`` with scope
``kekaapi``), Contractbook (an API key), Zoopla (``api_key`` in the retired listings API),
Cherre (client credentials for a bearer token at ``/oauth/token``), TenantCloud (a personal
access token), AgencyZoom (the user's own e-mail and password), greytHR (a subdomain, an
API user name and its password), eSignatures.io (a Secret Token) and OneSpan Sign (an API
key and single-use ``senderAuthToken``). Socotra, Skribble, Penneo, Zywave, Reonomy and
Signaturely gave no format page; the first five are used with remembered shapes (in
``_heldout_secrets61_vendors2.py``), Signaturely not at all.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
check payroll curl ¦ Check payroll API, Bearer API key (search: docs.checkhq.com authentication) ¦ {h40} ¦ $ curl -s https://sandbox.checkhq.com/companies/com_9xQ2 -H "Authorization: Bearer {t}"\n{"error":{"type":"authentication_error","message":"Invalid API key."}}
check payroll cli ¦ Check CLI, the key given as a flag (search: docs.checkhq.com check-cli) ¦ {h40} ¦ $ check --api-key {t} payrolls list --company com_9xQ2 --status draft\nError: 401 Unauthorized (sandbox)
check payroll mcp env ¦ Check MCP server env in a Claude Desktop config ¦ {h40} ¦ "mcpServers": {\n  "check": {\n    "command": "uv",\n    "args": ["run", "mcp-server-check"],\n    "env": { "CHECK_API_KEY": "{t}", "CHECK_ENV": "sandbox" }\n  }\n}
oneflow ping curl ¦ Oneflow public API, x-oneflow-api-token (search: developer.oneflow.com getting-started) ¦ {h64} ¦ curl -X GET 'https://api.oneflow.com/v1/ping' -H 'x-oneflow-api-token: {t}'\n< HTTP/2 401
oneflow python ¦ Oneflow from Python requests, the header dict printed in a traceback ¦ {h64} ¦ headers = {'x-oneflow-api-token': '{t}', 'x-oneflow-user-email': 'legal@acme.se'}\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.oneflow.com/v1/contracts/88213
oneflow elixir ¦ Oneflow hex package config (search: hexdocs oneflow Oneflow.Config) ¦ {h64} ¦ config :oneflow,\n  endpoint: "https://api.oneflow.com/v1",\n  token: "{t}",\n  log: true
eversign ruby ¦ eversign Ruby SDK configure block (search: github workatbest eversign-ruby-sdk) ¦ {h32} ¦ Eversign.configure do |c|\n  c.api_base = 'https://api.eversign.com/api'\n  c.access_key = '{t}'\n  c.business_id = 174522\nend
eversign env ¦ eversigncfc environment variables (search: github mjclemente eversigncfc) ¦ {h32} ¦ EVERSIGN_ACCESS_KEY={t}\nEVERSIGN_BUSINESS_ID=174522
eversign query ¦ eversign REST, access_key in the query string of a logged request ¦ {h32} ¦ [http] GET https://api.eversign.com/api/document?access_key={t}&business_id=174522&document_hash=f3b2c9e1a7d04c55 -> 403 {"success":false,"error":{"code":101,"type":"invalid_access_key"}}
signeasy bearer ¦ Signeasy eSignature API, sandbox access token as Bearer (search: rapidapi signeasy-api) ¦ {A60} ¦ POST https://api.signeasy.com/v3/rs/envelope/\nAuthorization: Bearer {t}\nContent-Type: application/json\n→ 401 {"message": "Invalid access token", "code": 4010}
signeasy php ¦ Signeasy token in a Laravel config/services.php ¦ {A60} ¦ 'signeasy' => [\n    'base_url' => env('SIGNEASY_URL', 'https://api.signeasy.com/v3'),\n    'token' => '{t}',\n],
planday headers ¦ Planday Open API, X-ClientId and a Bearer JWT (search: planday openapi hr/v1 employees) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u140}.{u86} ¦ curl --location "https://openapi.planday.com/hr/v1/employees" --header "X-ClientId: 8c2b6f0e-44d1-4a8e-9f07-1b3c5d7e9a21" --header "Authorization: Bearer {t}"
planday refresh ¦ Planday app refresh token traded at id.planday.com (search: mcp-server-planday) ¦ {u43} ¦ POST https://id.planday.com/connect/token\nclient_id=8c2b6f0e-44d1-4a8e-9f07-1b3c5d7e9a21&grant_type=refresh_token&refresh_token={t}\n← 400 {"error":"invalid_grant"}
planday mcp env ¦ mcp-server-planday .env, one app's client id and refresh token ¦ {u43} ¦ PLANDAY_CLIENT_ID=8c2b6f0e-44d1-4a8e-9f07-1b3c5d7e9a21\nPLANDAY_REFRESH_TOKEN={t}\nPLANDAY_ALLOW_WRITES=false
bullhorn auth json ¦ pyhorn auth.json with client secret and API password (search: pypi pyhorn-flow) ¦ {A40} ¦ {\n "file_name": "auth.json",\n "client_id": "3f6c1d2e-9a8b-47c5-b0e1-52d7a9c4e813",\n "client_secret": "{t}",\n "username": "acme.api",\n "password": "…"\n}
bullhorn login ¦ Bullhorn REST login returning a session token (search: bullhorn.github.io Getting-Started-with-REST; BhRestToken remembered) ¦ {u36} ¦ GET https://rest91.bullhornstaffing.com/rest-services/login?version=*&access_token=…\n{"BhRestToken":"{t}","restUrl":"https://rest91.bullhornstaffing.com/rest-services/4xk81/"}
bullhorn query ¦ Bullhorn REST call with BhRestToken in the query string ¦ {u36} ¦ 2026-12-07 01:52:10 WARN  rest: GET https://rest91.bullhornstaffing.com/rest-services/4xk81/entity/Candidate/1184?fields=id,firstName&BhRestToken={t} returned 401
ukg pro boomi ¦ UKG Pro connection, User and Customer API keys and password (search: help.boomi.com UKG Pro connection) ¦ {p} ¦ service_root_url: https://service101.ukgpro.com/api/v1/\nusername: svc_payroll_sync\npassword: {t}\ncustomer_api_key: B7K2Q
ukg pro customer key ¦ UKG Pro REST, Basic auth of the service account next to the US-Customer-Api-Key header (search: nango ukg-pro connect; header name remembered) ¦ {b40} ¦ > GET /personnel/v1/employee-demographic-details HTTP/1.1\n> Host: service5.ultipro.com\n> US-Customer-Api-Key: B7K2Q\n> Authorization: Basic {t}
ukg pro service password ¦ UKG Pro service account password in a Workato recipe export ¦ {p} ¦ "connection": {"provider": "ukg_pro_rest", "user_name": "svc_payroll_sync", "password": "{t}", "base_url": "https://service5.ultipro.com"}
ownerrez posthog ¦ OwnerRez personal access token, account e-mail (search: posthog.com cdp sources ownerrez; pt_ prefix remembered) ¦ pt_{l32} ¦ $ curl -u ops@fjordcabins.no:{t} https://api.ownerrez.com/v2/bookings?since_utc=2026-11-01\n{"messages":["Authorization has been denied for this request."]}
ownerrez yaml ¦ OwnerRez token in a sync job's YAML ¦ pt_{l32} ¦ ownerrez:\n  email: ops@fjordcabins.no\n  token: {t}\n  properties: [41822, 41823]
hostfully header ¦ Hostfully API, X-HOSTFULLY-APIKEY (search: dev.hostfully.com authentication) ¦ {A32} ¦ curl --header "X-HOSTFULLY-APIKEY:{t}" "https://sandbox-api.hostfully.com/api/v3.2/properties?agencyUid=6f1e2d3c-aa44-4b1b-9e0f-c7d8e9f0a1b2"
hostfully node ¦ Hostfully key in a Node axios instance ¦ {A32} ¦ const hostfully = axios.create({\n  baseURL: 'https://api.hostfully.com/api/v3.2',\n  headers: { 'X-HOSTFULLY-APIKEY': '{t}' },\n});
housecanary python ¦ HouseCanary ApiClient(key, secret) (search: pypi housecanary) ¦ {A32} ¦ client = housecanary.ApiClient("9VX2L0QW7H3KJ5P1", "{t}")\nhousecanary.exceptions.RequestException: 401 Unauthorized
housecanary env ¦ HouseCanary HC_API_KEY and HC_API_SECRET ¦ {A32} ¦ export HC_API_KEY=9VX2L0QW7H3KJ5P1\nexport HC_API_SECRET={t}
housecanary ruby ¦ housecanary-ruby configure (search: rubydoc housecanary-ruby) ¦ {A32} ¦ Housecanary.configure do |config|\n  config.api_key = 'PQ7H2KX9LM4T8B1C'\n  config.api_secret = '{t}'\nend
matterport pme ¦ Matterport Private Model Embed client credentials (search: matterport.github.io oauth_private_model_embed) ¦ {A48} ¦ curl -X POST https://api.matterport.com/api/oauth/token -d grant_type=client_credentials -d client_id=k2m9qtr0vxd4a7e1 -d client_secret={t} -d scope=ViewDetails
matterport bearer ¦ Matterport Model API GraphQL with an OAuth bearer token ¦ {A64} ¦ POST https://api.matterport.com/api/models/graph\nAuthorization: Bearer {t}\n{"query":"{ model(id: \"SxQL3iGyoDo\") { name } }"}
dokobit java ¦ Dokobit WS API example, API_TOKEN constant (search: github dokobit ws-api-java-example) ¦ {h40} ¦ private static final String API_TOKEN = "{t}";\nprivate static final String URL = "https://developers.dokobit.com/api/mobile/login.json";
dokobit query ¦ Dokobit gateway access_token query parameter in an nginx log ¦ {h40} ¦ 10.4.2.17 - - [07/Dec/2026:01:44:02 +0000] "POST /api/signing/create.json?access_token={t} HTTP/1.1" 403 61 "-" "dokobit-php/2.1"
signicat token ¦ Signicat API client credentials (search: developer.signicat.com accessing-api-products) ¦ {A40} ¦ curl -X POST https://api.signicat.com/auth/open/connect/token -d grant_type=client_credentials -d scope=signicat-api -d client_id=dev-brisk-otter-418 -d client_secret={t}
signicat appsettings ¦ Signicat client secret in an ASP.NET appsettings.json ¦ {A40} ¦ "Signicat": {\n  "Authority": "https://api.signicat.com/auth/open",\n  "ClientId": "dev-brisk-otter-418",\n  "ClientSecret": "{t}"\n}
keka token ¦ Keka HR token request with client secret and api_key (search: api-evangelist keka authentication) ¦ {A44} ¦ POST https://login.keka.com/connect/token\ngrant_type=kekaapi&scope=kekaapi&client_id=0f3d1e2c-77a4-4e0b-8f12-9c3b5d7a1e40&client_secret=…&api_key={t}
keka secret ¦ Keka client secret in a Go struct literal ¦ {A32} ¦ cfg := keka.Config{\n\tTenant:       "acme.keka.com",\n\tClientID:     "0f3d1e2c-77a4-4e0b-8f12-9c3b5d7a1e40",\n\tClientSecret: "{t}",\n}
contractbook key ¦ Contractbook API key in a Unified.to-style connection (search: docs.unified.to contractbook) ¦ {A40} ¦ {"integration_type": "contractbook", "auth": {"token": "{t}"}, "environment": "Production"}
zoopla python ¦ Zoopla listings API key (search: pypi zoopla) ¦ {l24} ¦ zoopla = Zoopla(api_key='{t}')\nzoopla.exceptions.ZooplaAPIException: 403 Developer Inactive
zoopla url ¦ Zoopla property_listings.json with api_key in the URL ¦ {l24} ¦ GET http://api.zoopla.co.uk/api/v1/property_listings.json?area=Blackley&listing_status=sale&api_key={t} -> 403
cherre oauth ¦ Cherre OAuth client credentials for a bearer token (search: api-evangelist cherre auth) ¦ {A48} ¦ $ http POST https://api.cherre.com/oauth/token client_id=acme-re-analytics client_secret={t} grant_type=client_credentials\nHTTP/1.1 401 Unauthorized
cherre graphql ¦ Cherre GraphQL call with the bearer token ¦ eyJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ POST https://graphql.cherre.com/graphql\nAuthorization: Bearer {t}\n{"query":"{ tax_assessor_v2(limit: 1) { tax_assessor_id } }"}
tenantcloud pat ¦ TenantCloud personal access token (search: docs.unified.to tenantcloud) ¦ {A64} ¦ > GET https://api.tenantcloud.com/v1/properties?page=1\n> Authorization: Bearer {t}\n< 401 {"message":"Unauthenticated."}
agencyzoom login ¦ AgencyZoom login with the user's own password (search: nango agencyzoom connect) ¦ {p} ¦ POST https://api.agencyzoom.com/v1/api/auth/login\n{"username": "owner@pinebrookinsurance.com", "password": "{t}"}\n→ 401 {"message":"Invalid credentials"}
agencyzoom jwt ¦ AgencyZoom login response JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ {"jwt":"{t}","ownerAgent":true,"agencyId":20417}
greythr truto ¦ greytHR subdomain, API user name and password (search: truto.one greythr) ¦ {p} ¦ greythr_subdomain=nordhavn\ngreythr_api_username=api.integration\ngreythr_api_password={t}
esignatures secret ¦ eSignatures.io Secret Token (search: nango esignatures-io connect) ¦ {h32} ¦ curl -X POST "https://esignatures.com/api/contracts?token={t}" -H "Content-Type: application/json" -d '{"template_id":"4c8e…","signers":[{"name":"Anke","email":"anke@hof.de"}]}'
onespan apikey ¦ OneSpan Sign API key as Basic (search: docs.onespan.com authentication tokens) ¦ {b60} ¦ OSS> POST https://sandbox.esignlive.com/api/packages\nAuthorization: Basic {t}\n← 401 {"messageKey":"error.unauthorised.noSession"}
onespan sender token ¦ OneSpan Sign senderAuthToken response ¦ {u40} ¦ POST /api/senderAuthenticationTokens {"packageId":"hW2Ki7…"}\n→ 200 {"value":"{t}"}
check payroll ts ¦ Check API key in a TypeScript SDK constructor ¦ {h40} ¦ const check = new Check({ apiKey: "{t}", environment: "sandbox" });\n// Error: CheckAPIError: 401 authentication_error
signicat kotlin ¦ Signicat secret in Kotlin Ktor client config ¦ {A40} ¦ val signicat = SignicatClient(\n    clientId = "dev-brisk-otter-418",\n    clientSecret = "{t}",\n    scope = "signicat-api",\n)
hostfully csv ¦ Hostfully keys of agencies printed bare in a CSV export ¦ {A32} ¦ agency_uid,agency_name,api_key,tier\n6f1e2d3c-aa44-4b1b-9e0f-c7d8e9f0a1b2,Fjord Cabins,{t},premium
planday kotlin ¦ Planday client id and refresh token in Android local.properties ¦ {u43} ¦ planday.clientId=8c2b6f0e-44d1-4a8e-9f07-1b3c5d7e9a21\nplanday.refreshToken={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="context"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="args"),
    ]
