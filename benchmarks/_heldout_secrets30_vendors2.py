"""Held-out set 30: more vendors no earlier set named — hotel and guest-house systems,
appointment booking, time tracking and payroll, HR, workflow and process software, online
forms and surveys, product analytics and in-app guidance.

Each name was grepped for like those of ``_heldout_secrets30_vendors.py`` (none matched):
Eviivo, Little Hotelier, RoomRaccoon, SimplyBook, Setmore, Zcal, Jibble, Paycor, Zenefits,
Sage HR, Pipefy, Kissflow, Process Street, Tallyfy, Nintex, Tally, Paperform, Cognito Forms,
Wufoo, Alchemer, SurveySparrow, Zonka, Microsoft Clarity, Whatfix and Timely. Looked up with
the ``search`` tool where time allowed (Wufoo's REST API v3 pages: the API key as the Basic
auth user name with any password, ``footastic`` in its examples, and the Login API's sample
key in four dash-joined groups of four; Pipefy on Make's and Pipedream's pages: a personal
access token sent as Bearer to ``api.pipefy.com/graphql``); the rest as remembered, "shape
assumed" where the length or alphabet was not known.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
eviivo secret ¦ eviivo API, an OAuth client id and secret for a channel integration (shape assumed) ¦ {u40} ¦ EVIIVO_CLIENT_ID=acme-channel-01\nEVIIVO_CLIENT_SECRET={t}\n[rates-push] 2026-12-06 09:21:04 token request -> 400 {"error":"invalid_client"}
little hotelier ¦ Little Hotelier (SiteMinder) partner API, a property token in a JSON config (shape assumed) ¦ {h40} ¦ {\n  "littleHotelier": {\n    "propertyId": "LH-18842",\n    "apiToken": "{t}",\n    "endpoint": "https://api.littlehotelier.com/v1"\n  }\n}\nError: reservations pull failed: 401 Unauthorized
roomraccoon key ¦ RoomRaccoon API, an API key in a query string (shape assumed) ¦ {A32} ¦ WARNING:rr_export:retrying GET https://api.roomraccoon.com/v1/bookings?hotel_id=7731&api_key={t}&from=2026-12-01 (status 403)
simplybook token ¦ SimplyBook.me API docs, X-Company-Login and X-Token headers after getToken (64 hex, as remembered) ¦ {h64} ¦ > POST /admin/ HTTP/1.1\n> Host: user-api.simplybook.me\n> X-Company-Login: acmeclinic\n> X-Token: {t}\n< HTTP/1.1 200 OK\n{"error":{"code":-32600,"message":"Access denied","data":null},"id":"1","jsonrpc":"2.0"}
setmore refresh ¦ Setmore API docs, a refresh token exchanged for an access token (shape assumed) ¦ r1/{u44} ¦ $ curl "https://developer.setmore.com/api/v1/o/oauth2/token?refreshToken={t}"\n{"response":false,"error":"invalid_grant","msg":"Refresh token is invalid"}
zcal key ¦ Zcal API, a personal API key in a Bearer header (shape assumed) ¦ zcal_{A36} ¦ [zcal-webhook-relay] 2026/12/06 09:21:40 list links: 401 Unauthorized\n[zcal-webhook-relay] 2026/12/06 09:21:40 > Authorization: Bearer {t}
jibble secret ¦ Jibble API docs, client credentials for its identity endpoint (shape assumed) ¦ {A43} ¦ jibble:\n  identity_url: https://identity.prod.jibble.io/connect/token\n  client_id: 3fa1c2d4-acme-payroll\n  client_secret: "{t}"\n# timesheets-export: ERROR invalid_client (400)
paycor subscription ¦ Paycor public API, an Ocp-Apim-Subscription-Key header beside the bearer token (32 hex, as remembered) ¦ {h32} ¦ GET https://apis.paycor.com/v1/legalentities/118842/employees\nAuthorization: Bearer (expired)\nOcp-Apim-Subscription-Key: {t}\n-> 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."}
zenefits token ¦ Zenefits (TriNet) platform API, a Bearer token in a Go client's debug log (shape assumed) ¦ {A28} ¦ 2026/12/06 09:22:03 DEBUG zenefits: GET https://api.zenefits.com/core/people?includes=department\n2026/12/06 09:22:03 DEBUG zenefits: header Authorization: Bearer {t}\n2026/12/06 09:22:04 ERROR zenefits: 401 {"error":"invalid_token"}
sage hr token ¦ Sage HR API docs, an X-Auth-Token header (40 hex, as remembered) ¦ {h40} ¦ $ curl -H "X-Auth-Token: {t}" https://acme.sage.hr/api/employees\n{"errors":{"message":"Unauthorized"}}
pipefy pat ¦ Pipefy personal access token (Make's Pipefy page; Pipedream: Authorization Bearer to api.pipefy.com/graphql; a JWT as remembered) ¦ eyJhbGciOiJIUzUxMiJ9.{u140}.{u86} ¦ Pipefy GraphQL error on api.pipefy.com/graphql: [{"message":"Permission denied","code":"PERMISSION_DENIED"}]\n  PIPEFY_PAT={t}
kissflow key ¦ Kissflow API docs, X-Access-Key-Id and X-Access-Key-Secret headers (shape assumed) ¦ {A52} ¦ kissflow-connector | requests.exceptions.HTTPError: 401 for https://acme.kissflow.com/process/2/AcQ1/purchase_request/myitems\nkissflow-connector | headers={'X-Access-Key-Id': 'Ak8e1f2c7d-0b4a', 'X-Access-Key-Secret': '{t}'}
process street ¦ Process Street API docs, an X-API-Key header (shape assumed) ¦ {u43} ¦ GET https://public-api.process.st/api/v1.1/workflows -> 401\nrequest: {"headers": {"X-API-Key": "{t}", "Accept": "application/json"}}
tallyfy token ¦ Tallyfy API docs, a personal access token sent as Bearer with X-Tallyfy-Client (a JWT, as remembered) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u180}.{u86} ¦ tallyfy: POST https://go.tallyfy.com/api/organizations/4a1c/runs returned 401\n  X-Tallyfy-Client: APIClient\n  Authorization: Bearer {t}
nintex workflow ¦ Nintex Workflow Cloud API, a personal access token in a PowerShell script (shape assumed) ¦ {A64} ¦ $env:NWC_TOKEN = "{t}"\nInvoke-RestMethod https://us.nintex.io/workflows/v1/designs -Headers @{Authorization = "Bearer $env:NWC_TOKEN"}\nInvoke-RestMethod: The remote server returned an error: (401) Unauthorized.
tally key ¦ Tally.so API, an API key sent as Bearer (tly- prefix, as remembered) ¦ tly-{A32} ¦ tally-export  | Error: GET https://api.tally.so/forms -> 401 {"message":"Unauthorized"}\ntally-export  | using TALLY_API_KEY={t}
paperform key ¦ Paperform API docs, an API key sent as Bearer (shape assumed) ¦ {A64} ¦ paperform.exceptions.Unauthenticated: 401 GET https://api.paperform.co/v1/forms/acme-intake/submissions\n  Paperform(api_key='{t}')
cognito forms ¦ Cognito Forms API docs, an integration API key (a JWT, as remembered) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u150}.{u43} ¦ CognitoForms.Api: 401 on GET https://www.cognitoforms.com/api/forms/12/entries\n  appsettings.Production.json -> "CognitoForms": { "ApiKey": "{t}" }
wufoo key ¦ Wufoo REST API v3 docs: the API key as the Basic auth user name, any password (footastic in the examples); the Login API's sample key in four groups of four ¦ {U4}-{U4}-{U4}-{U4} ¦ $ curl -u {t}:footastic https://acme.wufoo.com/api/v3/forms.json\n{"Text":"Your request could not be authenticated.","HTTPCode":401}
alchemer token ¦ Alchemer (SurveyGizmo) v5 API docs, api_token and api_token_secret query parameters (shape assumed) ¦ {A36} ¦ GET https://api.alchemer.com/v5/survey/7218842/surveyresponse?api_token=e2f9c14a6b7d3018&api_token_secret={t}&page=2\n{"result_ok":false,"code":401,"message":"Unauthorized"}
surveysparrow token ¦ SurveySparrow API docs, an access token sent as Bearer (shape assumed) ¦ {u48} ¦ SurveySparrowClientError: 401 Unauthorized\n    at SSClient.listResponses (/srv/nps/ss.js:44:11)\n  SURVEYSPARROW_TOKEN="{t}"
zonka token ¦ Zonka Feedback API docs, a Z-API-TOKEN header (shape assumed) ¦ {A32} ¦ | header        | value |\n|---------------|-------|\n| Z-API-TOKEN   | {t} |\n| Content-Type  | application/json |\nzonka pull: 401 Unauthorized (responses since 2026-12-01)
clarity export ¦ Microsoft Clarity data export API, a project token sent as Bearer (a JWT, as remembered) ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjQ4M0FCMDhFNUYwRDMxNjdEOTRFMTQ3M0FEQTk2RTcyRDkwRUYwRkYiLCJ0eXAiOiJKV1QifQ.{u160}.{u86} ¦ clarity-export 09:23:31 ERROR GET https://www.clarity.ms/export-data/api/v1/project-live-insights?numOfDays=1 401\nclarity-export 09:23:31 DEBUG headers: Authorization=Bearer {t}
whatfix key ¦ Whatfix API, an x-whatfix-integration-key header for content export (shape assumed) ¦ {uuid} ¦ POST https://api.whatfix.com/v1/accounts/acme/content/export\nx-whatfix-integration-key: {t}\nx-whatfix-user: docs-bot@acme.io\n<- 403 {"message":"Invalid integration key"}
timely token ¦ Timely (Memory) API docs, an OAuth access token for hours export (shape assumed) ¦ {u43} ¦ Timely::Error (401): The access token is invalid\n  from timely_export.rb:22:in `hours'\n  TimelyClient.new(account_id: 418823, access_token: "{t}")
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
