"""Held-out set 30: vendors no earlier set named — status pages and feature flags,
veterinary and dental practice software, real-estate listings and rentals, studio booking,
parking and EV charging, e-signature, payroll and employer-of-record, museum and library
collections, event ticketing, car dealers, fleet telematics and tour booking.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 230 other names did and were dropped, among them Checkly, Cronitor, Honeybadger,
Rollbar, Buildkite, Bitrise, Hathora, PlayFab, Particle, Blynk, Lokalise, Crowdin, TomTom,
Telnyx, Plivo, Typesense, Unleash, Statsig, Firebolt, MotherDuck, AppLovin, Taboola,
TalentLMS, Planning Center, Bloomerang, Clio, MyCase, Agworld, EasyPost, Shippo, Cloudbeds,
Mews, Mindbody, Sportradar, Printful, Personio, Samsara, Geotab, Fareharbor, Toast, Zoho,
Square and Wix): Openstatus, Flagship, ezyVet, Vetspire, Dentrix, Open Dental, Curve
Dental, SimplyRETS, Rentvine, Mariana Tek, ParkMobile, SpotHero, ChargePoint, SignRequest,
BoldSign, Remote.com, Bitwage, CollectiveAccess, Axiell, Humanitix, Dealertrack, Verizon
Connect, Booksy, Bokun and Trekksoft. Looked up with the ``search`` tool where time allowed
(Open Dental's API Setup page: a developer key and a customer key in one Authorization
header; SimplyRETS' API description on apis.guru: Basic authentication with an app's key
and secret); the rest as remembered from each vendor's documentation, "shape assumed"
where the length or alphabet was not known. Each sits where such a key turns up: ``.env``,
YAML, TOML, INI, JSON, HCL, XML, properties, PHP, PowerShell, ``curl`` and ``httpie``,
request headers, query strings, SDK exceptions, debug logs and tables printing values bare.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
openstatus key ¦ Openstatus docs, an API key sent as x-openstatus-key for its monitors API (shape assumed) ¦ os_{A32} ¦ $ curl -s https://api.openstatus.dev/v1/monitor -H "x-openstatus-key: {t}"\n{"code":"UNAUTHORIZED","message":"Invalid API Key"}
flagship env key ¦ Flagship (AB Tasty) docs, an environment id and an API key passed to Flagship.start (shape assumed) ¦ {A40} ¦ [Flagship SDK] [ERROR] [PROCESS_SDK_STATUS] NOT_INITIALIZED: 403 on https://decision.flagship.io/v2/bk87t3jggr10c6l6sdob/campaigns\n    Flagship.start("bk87t3jggr10c6l6sdob", "{t}", { fetchNow: true })
ezyvet client secret ¦ ezyVet API docs, an OAuth client_credentials grant with partner_id, client_id and client_secret (shape assumed) ¦ {A40} ¦ POST https://api.trial.ezyvet.com/v1/oauth/access_token\n{"partner_id":"acme-vet","client_id":"c7f2a1","client_secret":"{t}","grant_type":"client_credentials","scope":"read-animal read-consult"}\n<- 401 {"messages":[{"text":"Client authentication failed"}]}
vetspire api ¦ Vetspire docs, a GraphQL API key in the Authorization header (shape assumed) ¦ {h48} ¦ vetspire-sync  | 2026-12-06T09:18:02Z ERROR graphql: 401 Unauthorized from https://api2.vetspire.com/graphql\nvetspire-sync  |   request headers: Authorization={t} Content-Type=application/json
dentrix ascend ¦ Dentrix Ascend API docs, an OAuth client secret and organization key for a partner app (shape assumed) ¦ {u48} ¦ # dentrix.properties\nascend.api.base=https://prod.hsoneapi.com/ascend-gateway\nascend.client.id=acme-recall\nascend.client.secret={t}\n# 09:18:11.402 ERROR c.a.r.AscendClient - token request failed: 401 invalid_client
open dental customer key ¦ Open Dental API Setup page: requests carry a developer key and a customer key in one Authorization header (ODFHIR developer/customer; 16 characters each as remembered) ¦ ODFHIR NFF6i0KrXrxDkZHt/{A16} ¦ GET https://api.opendental.com/api/v1/appointments?date=2026-12-07\nAuthorization: {t}\n-> 401 {"message":"Invalid customer key or the office's eConnector is not running."}
curve dental ¦ Curve Dental Hero API docs, an API token for a practice (shape assumed) ¦ {A36} ¦ curve:\n  base_url: https://api.curvedental.com/v1\n  practice_id: 40817\n  api_token: {t}\n# reminders-bot: sync aborted (403 Forbidden) 2026-12-06 09:18
simplyrets app ¦ SimplyRETS API description (apis.guru): Basic authentication with the app's key and secret (lengths assumed) ¦ {l24} ¦ $ curl -XOPTIONS -u acme_rets_8q1:{t} https://api.simplyrets.com/listings\n{"message":"Invalid credentials","error":"unauthorized"}
rentvine key ¦ Rentvine API docs, an access key and secret sent as Basic auth (shape assumed) ¦ {A40} ¦ PHP Fatal error:  Uncaught GuzzleHttp\Exception\ClientException: Client error: `GET https://acme.rentvine.com/api/manager/properties` resulted in a `401 Unauthorized` response\n#0 sync.php(18): new Client(['auth' => ['rvak_71c2e9', '{t}']])
mariana tek token ¦ Mariana Tek Admin API docs, an OAuth access token for a studio's brand (shape assumed) ¦ {A30} ¦ MarianaTekError: Request failed with status code 401\n    at AdminClient.listClasses (/srv/studio/node_modules/@acme/mt-client/dist/index.js:88:15)\n  config.headers.Authorization = "Bearer {t}"
parkmobile partner ¦ ParkMobile partner API, a client secret in a Spring properties file (shape assumed) ¦ {b40} ¦ parkmobile.api.url=https://api.parkmobile.io/partner/v2\nparkmobile.client.id=acme-garages\nparkmobile.client.secret={t}\n2026-12-06 09:18:40.117 ERROR 4412 --- [main] c.a.p.ParkMobileGateway : zone sync failed: 401
spothero key ¦ SpotHero partner API docs, an API key in the Authorization header as Token (shape assumed) ¦ {h40} ¦ time="2026-12-06T09:18:52Z" level=error msg="spothero: list facilities" status=401 url="https://api.spothero.com/v2/partner/facilities" auth="Token {t}"
chargepoint ws ¦ ChargePoint Web Services API, a SOAP request with a WS-Security UsernameToken (the API key and password from the portal; shape assumed) ¦ {h32} ¦ <soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>6f1a2b0c1d4e5f61b2c3d4e5f6a7b8c9d0e1f2a3</wsse:Username><wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{t}</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header>\n<faultstring>Authentication failed</faultstring>
signrequest token ¦ SignRequest API docs, Authorization: Token <40 hex> (as remembered) ¦ {h40} ¦ $ http POST https://signrequest.com/api/v1/documents/ "Authorization:Token {t}" file_from_url=https://acme.io/nda.pdf\nHTTP/1.1 401 Unauthorized\n{"detail": "Invalid token."}
boldsign key ¦ BoldSign API docs, an X-API-KEY header (shape assumed) ¦ {b44} ¦ Unhandled exception. BoldSign.Api.ApiException: Error calling SendDocument: {"error":"Unauthorized"}\n   at BoldSign.Api.DocumentClient.SendDocumentAsync(...)\n   at Acme.Hr.OfferLetters.Program.Main() in Program.cs:line 31\n// appsettings.json: "BoldSign": { "ApiKey": "{t}" }
remote api token ¦ Remote.com API docs, a company API token sent as Bearer (shape assumed) ¦ ra_live_{A40} ¦ Faraday::UnauthorizedError: the server responded with status 401\n  /app/lib/remote_sync.rb:14:in `employments'\n  REMOTE_API_TOKEN={t} bundle exec rake remote:sync
bitwage key ¦ Bitwage API docs, an API key for payouts (shape assumed) ¦ {A32} ¦ variable "bitwage_api_key" {\n  type      = string\n  sensitive = true\n  default   = "{t}"\n}\n# Error: POST https://api.bitwage.com/v1/payouts: 401 Unauthorized
collectiveaccess db ¦ CollectiveAccess setup.php, the database password define (typed password) ¦ {p} ¦ <?php # providence/setup.php\ndefine("__CA_DB_HOST__", 'localhost');\ndefine("__CA_DB_USER__", 'ca_admin');\ndefine("__CA_DB_PASSWORD__", '{t}');\n// Fatal error: Could not connect to database: Access denied for user 'ca_admin'@'localhost'
axiell collections ¦ Axiell Collections WebAPI behind Basic auth, an INI of an export job (typed password) ¦ {p} ¦ [axiell]\nurl = https://collections.acme-museum.org/wwwopac.ashx\ndatabase = collect\nuser = export-bot\npassword = {t}\n; export.py: HTTP 401 from wwwopac.ashx (record 40117)
humanitix key ¦ Humanitix public API docs, an x-api-key header (shape assumed) ¦ {h64} ¦ $ http GET https://api.humanitix.com/v1/events page==1 x-api-key:{t}\nHTTP/1.1 401 Unauthorized\n{"statusCode":401,"error":"Unauthorized","message":"Invalid API key"}
dealertrack secret ¦ Dealertrack OpenTrack API, a dealer's enterprise credentials in an XML config (shape assumed) ¦ {A24} ¦ <opentrack>\n  <endpoint>https://otstaging.arkona.com/OpenTrack/Service.asmx</endpoint>\n  <enterpriseCode>ZE</enterpriseCode>\n  <dealerCode>ZE7</dealerCode>\n  <password>{t}</password>\n</opentrack>\n<!-- 2026-12-06 09:19:33 ERROR InventorySync: SOAP fault Invalid Credentials -->
verizon connect ¦ Verizon Connect Reveal REST API, a token request with an integration user's password (typed password) ¦ {p} ¦ PS C:\fleet> $cred = "REST_acme_fleet:{t}"\nPS C:\fleet> Invoke-RestMethod -Uri https://fim.api.us.fleetmatics.com/token -Headers @{Authorization = "Basic $([Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($cred)))"}\nInvoke-RestMethod: {"Message":"Authorization has been denied for this request."}
booksy key ¦ Booksy partner API, an X-Api-Key header in a Python client (shape assumed) ¦ {A36} ¦ Traceback (most recent call last):\n  File "/opt/salon/sync.py", line 41, in <module>\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://us.booksy.com/api/us/2/business_api/me/appointments\n>>> session.headers\n{'X-Api-Key': '{t}', 'Accept': 'application/json'}
bokun secret ¦ Bokun REST API docs, an access key and a secret key signing each request (X-Bokun-AccessKey, X-Bokun-Signature; 32 hex, as remembered) ¦ {h32} ¦ BOKUN_ACCESS_KEY=de235a6a15c340b6b1e1cb5f3687d04a\nBOKUN_SECRET_KEY={t}\n# bokun-sync: 401 on GET /activity.json/search (signature mismatch)
trekksoft key ¦ TrekkSoft API, an API key and secret for a tour operator's account in a TOML config (shape assumed) ¦ {A48} ¦ [trekksoft]\nbase = "https://api.trekksoft.com"\napi_key = "ts_alpine_tours"\napi_secret = "{t}"\n# tours-sync: 403 Forbidden at 2026-12-06T09:19:58Z
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
