"""Held-out set 31: more vendors no earlier set named — mobile attribution and ad networks,
freight brokerage and fulfilment, fleet inspections, agriculture data, classroom and
campaign tools, legal research and contract lifecycle, game backends, IoT dashboards and
digital twins, address quality, old CI services, church management, fleet telematics, legal
research and contract repositories, nonprofit CRMs and auction fundraising.

Grepped like ``_heldout_secrets31_vendors.py`` (none matched): Tenjin, Mediavine, Raptive,
OpenX, Digital Turbine, Loadsmart, Transfix, Convoy, Shipwire, Deliverr, Parcel Monkey, Whip
Around, Agrimetrics, Proagrica, aWhere, Edmodo, ActionKit, Mobilize, Casetext, Icertis, Conga,
Heroic Labs, GameSparks, Unity Gaming Services, Cayenne (myDevices), Eclipse Ditto, Precisely,
Wercker, Shippable, Nevercode, Shelby Systems, Fellowship One, Teletrac Navman, Omnitracs, AgLeader, Cropio,
Taranis, LexisNexis, Westlaw, Fastcase, Rocket Lawyer, ContractWorks, Agiloft, Servant Keeper,
Elexio, OneCause, Bonterra, Network for Good, Raiser's Edge, SpatialOS, Initial State, Google
Classroom and Harvey. Their formats are as
remembered from each vendor's documentation, not looked up (the lookups went to
``_heldout_secrets31_vendors.py``); "shape assumed" where the length or alphabet was not
known.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
tenjin api key ¦ Tenjin reporting API, an API key sent as Bearer (shape assumed) ¦ {A40} ¦ $ http GET https://api.tenjin.com/v2/reports/spend start_date==2026-12-01 "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
mediavine reporting ¦ Mediavine publisher reporting export, a per-site token in a query string (shape assumed) ¦ {l32} ¦ wget: server returned error: HTTP/1.1 403 Forbidden\n--2026-12-06 09:54:02--  https://reporting.mediavine.com/api/v1/sites/8812/revenue.csv?token={t}
raptive api ¦ Raptive (formerly AdThrive) partner API key in a YAML pipeline config (shape assumed) ¦ {A36} ¦ sources:\n  raptive:\n    endpoint: https://api.raptive.com/v1/earnings\n    api_key: {t}\n    site_ids: [40117, 40118]\n# airbyte: source-raptive check_connection failed: 401
openx oauth ¦ OpenX Platform API, OAuth client credentials in a .env (shape assumed) ¦ {u40} ¦ OPENX_CLIENT_ID=ox-acme-publisher\nOPENX_CLIENT_SECRET={t}\nOPENX_INSTANCE=acme-ui3.openx.net\n# 09:54:11 openx-sync: token request failed (invalid_client)
digital turbine ¦ Digital Turbine DT Exchange reporting, a publisher id and API secret as query parameters (shape assumed) ¦ {h40} ¦ GET https://reporting.fyber.com/api/v2/report?publisherId=118822&secret={t}&startDate=2026-12-01 -> 401 {"error":"invalid credentials"}
loadsmart key ¦ Loadsmart shipper API, an API key header in a TMS connector properties file (shape assumed) ¦ {A32} ¦ loadsmart.base-url=https://api.loadsmart.com/api/v2\nloadsmart.api-key={t}\nloadsmart.shipper-id=SHP-20417\n2026-12-06 09:54:20.004 ERROR 8812 --- [quote-poller] c.a.t.LoadsmartQuotes : 401 UNAUTHORIZED
transfix token ¦ Transfix freight API, a bearer token in a TOML config (shape assumed) ¦ {b44} ¦ [transfix]\nbase_url = "https://api.transfix.io/v1"\ntoken = "{t}"\n# freight-quotes: 401 on POST /quotes (lane CHI->DAL)
convoy key ¦ Convoy shipper API key in a Node .env (shape assumed) ¦ cvy_live_{A32} ¦ CONVOY_API_KEY={t}\nCONVOY_ENV=production\n> tms@2.3.1 sync\n> node scripts/convoy-sync.js\nConvoyError: 401 Unauthorized (GET /v1/shipments)
shipwire basic ¦ Shipwire API v3, Basic auth with the account e-mail and password (typed password) ¦ {p} ¦ >>> requests.get("https://api.shipwire.com/api/v3/orders", auth=("ops@acme-store.com", "{t}"))\n<Response [401]>
deliverr token ¦ Deliverr (Flexport fulfilment) seller API token in a GitHub Actions secret dump (shape assumed) ¦ {A48} ¦ Run echo "::debug::DELIVERR_TOKEN=$DELIVERR_TOKEN"\n##[debug]DELIVERR_TOKEN={t}\nError: inventory sync failed with 401
parcel monkey ¦ Parcel Monkey API, a user id and API key in the request body (shape assumed) ¦ {h32} ¦ POST https://api.parcelmonkey.co.uk/GetQuote\n{"userid":"118823","token":"{t}","origin":"GB","destination":"FR","boxes":[{"length":30,"width":20,"height":10,"weight":2}]}\n<- {"success":false,"error_message":"Authentication failed"}
whip around ¦ Whip Around fleet inspections API key header (shape assumed) ¦ {A40} ¦ fleet-sync-1  | 2026-12-06T09:54:51Z ERROR whiparound: GET https://api.whiparound.com/api/v1/inspections?page=1 failed: 401\nfleet-sync-1  |   x-api-key: {t}
agrimetrics key ¦ Agrimetrics GraphQL, an Ocp-Apim-Subscription-Key (32 hex, shape assumed) ¦ {h32} ¦ $ curl -s https://api.agrimetrics.co.uk/graphql -H "Ocp-Apim-Subscription-Key: {t}" -d '{"query":"{ fields { id } }"}'\n{ "statusCode": 401, "message": "Access denied due to invalid subscription key." }
proagrica secret ¦ Proagrica (Agrii/Sirrus) integration, client secret in an XML config (shape assumed) ¦ {A32} ¦ <proagrica>\n  <tokenUrl>https://auth.proagrica.com/oauth2/token</tokenUrl>\n  <clientId>acme-agronomy</clientId>\n  <clientSecret>{t}</clientSecret>\n</proagrica>\n<!-- 09:55:03 WARN FieldSync: token request failed (invalid_client) -->
awhere key ¦ aWhere weather API, consumer key and secret sent as Basic for a token (shape assumed) ¦ {A16} ¦ $ curl -s -X POST https://api.awhere.com/oauth/token -u 'Jd8sXk2mQ7pLw3Zr:{t}' -d grant_type=client_credentials\n{"error":"invalid_client","error_description":"Client credentials are invalid"}
edmodo token ¦ Edmodo API access token in a query string (legacy, shape assumed) ¦ {h40} ¦ urllib.error.HTTPError: HTTP Error 401: Unauthorized\n  url: https://api.edmodo.com/users/me?access_token={t}
actionkit basic ¦ ActionKit REST API, Basic auth of an API user in a Django settings file (typed password) ¦ {p} ¦ ACTIONKIT = {\n    "HOST": "act.acme-org.org",\n    "USER": "ak-api",\n    "PASSWORD": "{t}",\n}\n# manage.py sync_ak: 401 from /rest/v1/user/
mobilize token ¦ Mobilize (mobilize.us) organization API token sent as Bearer (shape assumed) ¦ {A40} ¦ mobilize.exceptions.MobilizeError: 401 {"error":{"detail":"Invalid token."}}\n  session.headers['Authorization'] = 'Bearer {t}'
casetext key ¦ Casetext API key in an R .Renviron (shape assumed) ¦ {A32} ¦ CASETEXT_API_KEY={t}\n> res <- httr::GET("https://api.casetext.com/v1/search", query = list(q = "promissory estoppel"))\n> httr::status_code(res)\n[1] 401
icertis secret ¦ Icertis ICI, client secret of an Azure AD app registration in appsettings (shape assumed) ¦ {u40} ¦ "Icertis": {\n  "BaseUrl": "https://acme.icertis.com/api",\n  "TenantId": "8f0e2d3c-4b5a-4697-8a1b-2c3d4e5f6a7b",\n  "ClientId": "2b1c0d9e-8f7a-4b6c-9d5e-4f3a2b1c0d9e",\n  "ClientSecret": "{t}"\n}
conga token ¦ Conga Composer / Conga Platform API bearer token in an Apex debug log (shape assumed) ¦ {A64} ¦ 09:55:34.118 (118223344)|USER_DEBUG|[42]|DEBUG|conga request headers: {Authorization=Bearer {t}, Content-Type=application/json}\n09:55:34.402 (402119887)|CALLOUT_RESPONSE|[44]|System.HttpResponse[Status=Unauthorized, StatusCode=401]
heroic server key ¦ Heroic Labs (Heroic Cloud / Nakama-based) server key in a deployment YAML (shape assumed) ¦ {A32} ¦ socket:\n  server_key: {t}\n  port: 7350\nsession:\n  token_expiry_sec: 7200\n# heroic-cloud: server key rejected by client build 1.18.2
gamesparks secret ¦ GameSparks API secret in a Unity ScriptableObject asset (shape assumed) ¦ {A32} ¦ %YAML 1.1\n--- !u!114 &11400000\nMonoBehaviour:\n  m_Name: GameSparksSettings\n  apiKey: v312108Rg3kM\n  apiSecret: {t}\n  previewBuild: 1
unity services secret ¦ Unity Gaming Services service account, key id and secret key as Basic auth (shape assumed) ¦ {A32} ¦ $ curl -s -u "6a2f9c1e-0b7d-4c3e-8f5a-1d2e3c4b5a60:{t}" https://services.api.unity.com/cloud-save/v1/data/projects/4f1e/players/p1/items\n{"title":"Unauthorized","status":401}
cayenne mqtt ¦ Cayenne (myDevices) MQTT: username, password and client id from the device page (shape assumed) ¦ {h40} ¦ [cayenne] connecting to mqtt.mydevices.com:1883\n  client_id = 8e2f1a30-4b5c-11ee-9d2a-7f1e2d3c4b5a\n  username  = 3c1b5d70-4a2e-11ee-8c1f-2d3e4f5a6b7c\n  password  = {t}\n[cayenne] CONNACK rc=5 (not authorised)
eclipse ditto ¦ Eclipse Ditto, a nginx devops password for the connectivity API (typed password) ¦ {p} ¦ $ curl -u devops:{t} -X POST http://ditto.acme.local:8080/devops/piggyback/connectivity -d @create-connection.json\n{"status":401,"error":"gateway:authentication.failed"}
precisely key ¦ Precisely APIs, an API key and secret exchanged for a token (shape assumed) ¦ {A32} ¦ PRECISELY_API_KEY=Rk2pQ8sLw7Xz\nPRECISELY_API_SECRET={t}\n# addr-verify: POST https://api.precisely.com/oauth/token -> 401 invalid_client
wercker token ¦ Wercker (Oracle) personal token in a CI script, as remembered (shape assumed) ¦ {h64} ¦ + wercker deploy --token {t} --pipeline release\nERROR: Authentication failed: token is invalid or expired
shippable api token ¦ Shippable API token in an old shippable.yml, as remembered (UUID) ¦ {uuid} ¦ env:\n  global:\n    - SHIPPABLE_API_TOKEN={t}\n# shippable: POST /projects/5a1b/newBuild -> 401 {"message":"Unauthorized"}
nevercode token ¦ Nevercode (Codemagic's predecessor) API token header, as remembered (shape assumed) ¦ {A40} ¦ HTTP/1.1 401 Unauthorized\n> POST /api/v1/projects/8842/builds HTTP/1.1\n> Host: app.nevercode.io\n> X-Nevercode-Api-Token: {t}
shelby systems ¦ Shelby Systems (ShelbyNext) church API, a user password in an INI (typed password) ¦ {p} ¦ [shelbynext]\nhost = acmechurch.shelbynextchms.com\nusername = giving-sync\npassword = {t}\n; giving_import.py: login failed (HTTP 401) for batch 2026-12-06
fellowship one ¦ Fellowship One API (OAuth 1.0a), consumer secret in a PowerShell profile (shape assumed) ¦ {h32} ¦ $env:F1_CONSUMER_KEY = "1187"\n$env:F1_CONSUMER_SECRET = "{t}"\nPS> .\Sync-F1People.ps1\nInvoke-RestMethod: (401) Unauthorized - oauth_problem=signature_invalid
teletrac navman ¦ Teletrac Navman TN360 API, an API key in a Postman environment export (shape assumed) ¦ {A40} ¦ {\n  "name": "tn360-prod",\n  "values": [\n    {"key": "baseUrl", "value": "https://api-us.telematics.com/v1", "enabled": true},\n    {"key": "apiKey", "value": "{t}", "enabled": true}\n  ]\n}
omnitracs password ¦ Omnitracs (Roadnet) web services, a SOAP login password (typed password) ¦ {p} ¦ <soap:Body><Login xmlns="http://www.omnitracs.com/webservices"><UserName>acme_dispatch</UserName><Password>{t}</Password></Login></soap:Body>\n<faultstring>Login failed: invalid credentials</faultstring>
agleader token ¦ AgLeader AgFiniti API, an OAuth refresh token in a JSON credentials file (shape assumed) ¦ {u64} ¦ $ cat ~/.agfiniti/credentials.json\n{"client_id": "acme-agronomy", "refresh_token": "{t}", "expires": "2027-06-01"}\n# agfiniti sync: 401 invalid_grant
cropio token ¦ Cropio API, an X-User-Api-Token header (shape assumed) ¦ {A32} ¦ [2026-12-06 09:58:31] cropio.ERROR GET https://operations.cropio.com/api/v3/fields -> 401\n[2026-12-06 09:58:31] cropio.DEBUG X-User-Api-Token: {t}
taranis key ¦ Taranis crop-intelligence API key in a Kubernetes Secret stringData (shape assumed) ¦ {A36} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: taranis-api\nstringData:\n  TARANIS_API_KEY: "{t}"\n# kubectl apply -f taranis-secret.yaml (committed by mistake in 4f1c2a9)
lexis secret ¦ LexisNexis (Lexis API), OAuth client secret in a .NET user-secrets list (shape assumed) ¦ {A40} ¦ $ dotnet user-secrets list\nLexis:ClientId = acme-research-app\nLexis:ClientSecret = {t}\nLexis:Scope = http://oauth.lexisnexis.com/bis
westlaw key ¦ Westlaw (Thomson Reuters) API key in an Authorization header of a HAR entry (shape assumed) ¦ {A32} ¦ {"request": {"method": "GET", "url": "https://api.thomsonreuters.com/westlaw/v1/search?q=estoppel", "headers": [{"name": "x-api-key", "value": "{t}"}]}, "response": {"status": 401}}
fastcase key ¦ Fastcase (vLex) API key in a query string of a Jupyter error (shape assumed) ¦ {h40} ¦ HTTPError                                 Traceback (most recent call last)\nCell In[7], line 3\n----> 3 r = requests.get(f"https://api.fastcase.com/v1/cases?q=laches&key={t}")\nHTTPError: 401 Client Error
rocket lawyer ¦ Rocket Lawyer partner API client secret in a Terraform tfvars (shape assumed) ¦ {A48} ¦ rocketlawyer_client_id     = "rl-partner-acme"\nrocketlawyer_client_secret = "{t}"\n# terraform plan: Error: invalid client credentials (401) from api.rocketlawyer.com
contractworks key ¦ ContractWorks API token header (shape assumed) ¦ {h48} ¦ 2026-12-06T09:58:44Z WARN clm-sync contractworks: 403 Forbidden GET /api/v1/documents\n  Authorization: Token {t}
agiloft password ¦ Agiloft REST login URL with the password as a query parameter (typed password) ¦ {p} ¦ GET https://acme.agiloft.com/ewws/EWLogin?$KB=AcmeContracts&$login=api_user&$password={t}&$lang=en\n-> 401 "Login failed"
servant keeper ¦ Servant Keeper church database connection string in an app.config (typed password) ¦ {p} ¦ <connectionStrings>\n  <add name="SK" connectionString="Data Source=.\SQLEXPRESS;Initial Catalog=ServantKeeper;User ID=sk_reports;Password={t}" />\n</connectionStrings>
elexio key ¦ Elexio Community API key in a church website's wp-config (shape assumed) ¦ {h32} ¦ define( 'ELEXIO_API_KEY', '{t}' );\ndefine( 'ELEXIO_SUBDOMAIN', 'acmechurch' );\n// PHP Warning: elexio_sync(): HTTP 401 from acmechurch.elexiochms.com
onecause token ¦ OneCause (auction fundraising) API bearer token in a Zapier log (shape assumed) ¦ {A40} ¦ Zap 'OneCause bids → CRM' failed at step 2\n  Request: GET https://api.onecause.com/v1/events/8812/bids\n  Headers: {"Authorization": "Bearer {t}"}\n  Response: 401
bonterra secret ¦ Bonterra (EveryAction line) API key as the Basic password with an app name (shape assumed) ¦ {uuid} ¦ $ curl -s -u 'acme.integration:{t}|1' https://api.securevan.com/v4/people/find -d '{"firstName":"Ana"}'\n{"errors":[{"code":"INVALID_CREDENTIALS"}]}
network for good ¦ Network for Good (Bonterra Fundraising) API client secret in an .env (shape assumed) ¦ {A32} ¦ NFG_CLIENT_ID=acme-food-bank\nNFG_CLIENT_SECRET={t}\nNFG_BASE_URL=https://api.networkforgood.com\n# donations-sync: token request failed (401)
raisers edge ¦ Raiser's Edge NXT (SKY API), a Bb-Api-Subscription-Key header (32 hex as remembered) ¦ {h32} ¦ GET https://api.sky.blackbaud.com/constituent/v1/constituents?limit=50\nBb-Api-Subscription-Key: {t}\nAuthorization: Bearer (expired)\n<- 401 {"statusCode": 401, "message": "Access denied due to invalid subscription key."}
spatialos token ¦ SpatialOS (Improbable) development authentication token in a launch script (shape assumed) ¦ {u44} ¦ $ spatial cloud connect external --dev_auth_token {t} --project_name acme_mmo\nError: PermissionDenied: development authentication token revoked
initial state key ¦ Initial State streaming access key in a Raspberry Pi script (shape assumed) ¦ {A32} ¦ pi@greenhouse:~ $ python3 stream_temps.py\nISStreamer: bucket 'greenhouse-2' access key {t} rejected (401)
google classroom ¦ Google Classroom integration, an OAuth client secret in client_secret.json (GOCSPX- and 28 characters) ¦ GOCSPX-{u28} ¦ $ cat client_secret.json\n{"installed":{"client_id":"4817-acme.apps.googleusercontent.com","project_id":"acme-classroom-sync","client_secret":"{t}","redirect_uris":["http://localhost"]}}
harvey key ¦ Harvey (legal AI) enterprise API key in a .env (shape assumed) ¦ hvy_{A40} ¦ HARVEY_API_KEY={t}\nHARVEY_WORKSPACE=acme-litigation\n# harvey-cli: 401 {"error":"invalid_api_key"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
