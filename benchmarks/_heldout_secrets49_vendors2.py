"""Held-out set 49: more vendors no earlier set named — HR, payroll and recruiting suites,
LMS and classroom tools, insurance carriers, agencies and raters, real estate data and CRMs,
vacation rental software, hotel CRMs, online travel agencies and event ticketing, all
starting A to F.

Each name was grepped for like those of ``_heldout_secrets49_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
darwinbox key ¦ Darwinbox API (as remembered): an API key and a dataset key per integration (shape assumed) ¦ {h32} ¦ DARWINBOX_API_KEY={t}\nDARWINBOX_DATASET_KEY=ds_employee_master\nERROR darwinbox: 401 {"status":0,"message":"Invalid api key"}
cezanne hr secret ¦ Cezanne HR API (as remembered): OAuth client credentials (shape assumed) ¦ {A40} ¦ cezanne:\n  tenant: acme-uk\n  client_id: cz-payroll-bridge\n  client_secret: {t}
alexishr token ¦ AlexisHR API (as remembered): a Bearer API token (shape assumed) ¦ {A48} ¦ > GET /v1/employee HTTP/2\n> Host: api.alexishr.com\n> Authorization: Bearer {t}\n< HTTP/2 401
brightpay password ¦ BrightPay Connect (as remembered): an employer sign-in for the cloud backup (typed password) ¦ {p} ¦ 06/12/2026 19:03:12 BrightPay Connect sync failed for employer 'Acme Bakery Ltd' (user payroll@acmebakery.ie, password '{t}'): 401
ciphr key ¦ CIPHR Connect API (as remembered): a subscription key header (shape assumed) ¦ {h32} ¦ Invoke-RestMethod -Uri "https://api.ciphr.com/connect/v1/employees" -Headers @{ "Ocp-Apim-Subscription-Key" = "{t}" }\nInvoke-RestMethod: {"statusCode": 401, "message": "Access denied due to invalid subscription key."}
bizneo token ¦ Bizneo HR API (as remembered): a token in the query (shape assumed) ¦ {A32} ¦ GET https://acme.bizneohr.com/api/v1/users?token={t} -> 403 Forbidden
beamery secret ¦ Beamery API (as remembered): client credentials for a JWT (shape assumed) ¦ {A44} ¦ BEAMERY_CLIENT_ID=acme-talent\nBEAMERY_CLIENT_SECRET={t}\nbeamery.errors.AuthError: token request rejected
avature password ¦ Avature Web Services (as remembered): a SOAP user and password (typed password) ¦ {p} ¦ <soapenv:Header>\n  <wsse:UsernameToken>\n    <wsse:Username>ws_integration</wsse:Username>\n    <wsse:Password>{t}</wsse:Password>\n  </wsse:UsernameToken>\n</soapenv:Header>
employee navigator key ¦ Employee Navigator API (as remembered): an integration key and secret (shape assumed) ¦ {A40} ¦ ENAV_INTEGRATION_KEY=acme-benefits\nENAV_INTEGRATION_SECRET={t}\nFeed 'ACME 834' failed: 401 Unauthorized
classcraft token ¦ Classcraft (as remembered): a teacher API token for the roster sync (shape assumed) ¦ {A40} ¦ [classcraft] roster import for class 'Period 3 Biology' failed: token {t} rejected (401)
coursebox key ¦ Coursebox (as remembered): an API key in the x-api-key header (shape assumed) ¦ {uuid} ¦ fetch("https://api.coursebox.ai/v1/courses", { headers: { "x-api-key": "{t}" } })\nUncaught (in promise) Error: 401 Unauthorized
anthology secret ¦ Anthology Student (as remembered): an OAuth client secret for the REST API (shape assumed) ¦ {A48} ¦ ANTHOLOGY_BASE_URL=https://acmecollege.campusnexus.cloud\nANTHOLOGY_CLIENT_ID=sis-sync\nANTHOLOGY_CLIENT_SECRET={t}
eduframe token ¦ Eduframe API (as remembered): a Bearer token per school (shape assumed) ¦ {A64} ¦ $ http GET https://api.eduframe.nl/api/v1/courses "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
applied epic secret ¦ Applied Epic API (as remembered): OAuth client credentials for the agency (shape assumed) ¦ {A40} ¦ applied_epic:\n  agency_code: ACMEINS\n  client_id: epic-integration-7\n  client_secret: "{t}"
coalition key ¦ Coalition broker API (as remembered): an API key header (shape assumed) ¦ {A48} ¦ coalition-quote | POST https://api.coalitioninc.com/v1/quotes 401 (X-API-KEY: {t})
duck creek password ¦ Duck Creek OnDemand (as remembered): an integration user's password in a server config (typed password) ¦ {p} ¦ <add key="DuckCreek.Integration.User" value="svc_policy" />\n<add key="DuckCreek.Integration.Password" value="{t}" />
clearcover token ¦ Clearcover partner API (as remembered): a partner token (shape assumed) ¦ {h40} ¦ clearcover.exceptions.PartnerAuthError: partner token '{t}' is not valid for partner 'acme-auto'
bindable key ¦ Bindable (as remembered): an API key for the embedded insurance widget's server calls (shape assumed) ¦ {A32} ¦ BINDABLE_PUBLIC_ID=acme-renters\nBINDABLE_API_KEY={t}
canopy connect secret ¦ Canopy Connect API (as remembered): client id and client secret (shape assumed) ¦ {A40} ¦ $ curl -u 'cc_live_acme:{t}' https://app.usecanopy.com/api/v1.0.0/teams/acme/pulls\n{"error":"Unauthorized"}
cover whale token ¦ Cover Whale (as remembered): an agent portal API token (shape assumed) ¦ {A36} ¦ [quote-bot] Cover Whale API refused token {t} for DOT 2210441
embroker key ¦ Embroker (as remembered): a broker API key (shape assumed) ¦ {A40} ¦ EMBROKER_API_KEY={t} npm run sync:policies\nError: Embroker API 401 (key revoked)
bestow secret ¦ Bestow (as remembered): OAuth client secret for the life insurance API (shape assumed) ¦ {A48} ¦ bestow:\n  env: sandbox\n  client_id: acme-life\n  client_secret: {t}
agentero key ¦ Agentero (as remembered): an API key for the agency platform (shape assumed) ¦ {h40} ¦ agentero_client.errors.Unauthorized: 401 from https://api.agentero.com/v1/carriers (api_key={t})
ezlynx password ¦ EZLynx Rating Engine (as remembered): a web service user and password (typed password) ¦ {p} ¦ <EZAUTH>\n  <Username>acme_rater</Username>\n  <Password>{t}</Password>\n</EZAUTH>\n<!-- EZLynx: Authentication failed -->
federato key ¦ Federato (as remembered): an API key for underwriting data (shape assumed) ¦ {A48} ¦ 2026-12-06 19:03:40 ERROR federato-feed: 403 from https://api.federato.ai/v1/submissions with key {t}
brivity token ¦ Brivity CRM (as remembered): an API token (shape assumed) ¦ {h40} ¦ GET https://api.brivity.com/v2/contacts?api_token={t} -> 401 Unauthorized
costar password ¦ CoStar data feed (as remembered): SFTP user and password for the export (typed password) ¦ {p} ¦ $ lftp -u 'acme_feed,{t}' sftp://feeds.costar.com\nlftp: Login failed: 530 Login incorrect
buildout key ¦ Buildout (as remembered): a broker API key in the URL path (shape assumed) ¦ {h40} ¦ GET https://buildout.com/api/v1/{t}/properties.json -> 401 {"message":"bad api key"}
boomtown secret ¦ BoomTown (as remembered): OAuth client secret for the leads API (shape assumed) ¦ {A44} ¦ BOOMTOWN_CLIENT_ID=acme-realty\nBOOMTOWN_CLIENT_SECRET={t}\nboomtown: token request failed (400 invalid_client)
bright mls token ¦ Bright MLS (as remembered): a RESO Web API bearer token (shape assumed) ¦ {A40} ¦ [reso] GET https://bright-reso.brightmls.com/Property?$top=10 -> 401\nAuthorization: Bearer {t}
cozy password ¦ Cozy (Apartments.com, as remembered): a landlord login (typed password) ¦ {p} ¦ rentsync: login to cozy.co failed for landlord@acme-rentals.com with password "{t}"
avantio password ¦ Avantio (as remembered): a SOAP partner credential (typed password) ¦ {p} ¦ <Credentials>\n  <Language>EN</Language>\n  <UserName>acme_stays</UserName>\n  <Password>{t}</Password>\n</Credentials>
escapia secret ¦ Escapia (HomeAway/Vrbo, as remembered): an API client secret (shape assumed) ¦ {A40} ¦ ESCAPIA_CLIENT_ID=acme-coastal\nESCAPIA_CLIENT_SECRET={t}
ciirus key ¦ CiiRUS (as remembered): an API user and key for the XML API (shape assumed) ¦ {h32} ¦ https://api.ciirus.com/XMLAdditionalFunctions15025.asmx/GetProperties?APIUsername=acmevillas&APIPassword={t} -> 500 Authentication Failure
ezee auth code ¦ eZee Absolute (as remembered): an AuthCode and a HotelCode in the request (shape assumed) ¦ {h32} ¦ <RES_Request>\n  <Request_Type>Bookings</Request_Type>\n  <Authentication>\n    <HotelCode>11201</HotelCode>\n    <AuthCode>{t}</AuthCode>\n  </Authentication>\n</RES_Request>
booking experts key ¦ Booking Experts API (as remembered): an X-API-Key per channel (shape assumed) ¦ {h64} ¦ $ curl -s https://api.bookingexperts.com/v3/administrations -H 'X-API-Key: {t}' -H 'Accept: application/vnd.api+json'\n{"errors":[{"status":"401","title":"Unauthorized"}]}
cendyn password ¦ Cendyn CRM (as remembered): an SFTP drop for guest profiles (typed password) ¦ {p} ¦ Host cendyn-drop\n    HostName sftp.cendyn.com\n    User acmehotels\n# password: {t}
cleartrip key ¦ Cleartrip affiliate API (as remembered): an X-CT-API-KEY header (shape assumed) ¦ {h32} ¦ > GET /air/1.0/search?from=BOM&to=DEL&depart-date=2026-12-20 HTTP/1.1\n> X-CT-API-KEY: {t}\n< HTTP/1.1 401
despegar key ¦ Despegar (as remembered): an X-ApiKey header for the affiliate API (shape assumed) ¦ {h32} ¦ despegar-affiliates | GET /v3/hotels/availabilities -> 403 (X-ApiKey: {t})
airhelp token ¦ AirHelp partner API (as remembered): a partner token (shape assumed) ¦ {A40} ¦ AIRHELP_PARTNER=acme-travel\nAIRHELP_TOKEN={t}
fareportal password ¦ Fareportal (as remembered): an affiliate user and password (typed password) ¦ {p} ¦ fareportal:\n  affiliate_id: 88213\n  user: acmetravel\n  password: '{t}'
boomset token ¦ Boomset API (as remembered): Authorization: Token <key> (shape assumed) ¦ {h40} ¦ $ curl -s https://www.boomset.com/restapi/events/ -H 'Authorization: Token {t}'\n{"detail":"Invalid token."}
eventcube key ¦ Eventcube (as remembered): an API key for the ticket shop (shape assumed) ¦ {A32} ¦ [eventcube] webhook replay for order EC-77120 failed: 401 (api_key={t})
eventleaf key ¦ Eventleaf (as remembered): an API key for check-in sync (shape assumed) ¦ {uuid} ¦ EventleafApiException: The API key '{t}' is not authorized for event 'summit-2026'
eventsforce password ¦ Eventsforce (as remembered): an API account and password for Basic auth (typed password) ¦ {p} ¦ requests.exceptions.HTTPError: 401 Client Error for url: https://acme:{t}@www.eventsforce.net/acme/api/v2/events.json
eventeny token ¦ Eventeny (as remembered): an organizer API token (shape assumed) ¦ {A40} ¦ EVENTENY_TOKEN={t} python pull_vendors.py\nHTTPError: 401 Unauthorized
audienceview password ¦ AudienceView Unlimited (as remembered): a TSAPI user and password (typed password) ¦ {p} ¦ <TSAPI>\n  <User>box_office_api</User>\n  <Password>{t}</Password>\n</TSAPI>\nTSAPI: login failed (code 104)
allevents key ¦ Allevents (as remembered): an Ocp-Apim-Subscription-Key header (shape assumed) ¦ {h32} ¦ GET https://api.allevents.in/events/list/?city=Pune -H "Ocp-Apim-Subscription-Key: {t}" -> 401
eventfinda password ¦ Eventfinda (as remembered): Basic auth with a username and password for the API (typed password) ¦ {p} ¦ $ curl -u 'acme_listings:{t}' 'https://api.eventfinda.co.nz/v2/events.json?rows=10'\nHTTP/1.1 401 Unauthorized
eventim key ¦ CTS Eventim (as remembered): a partner API key (shape assumed) ¦ {A40} ¦ eventim-feed: 403 Forbidden for https://public-api.eventim.com/websale/v1/events?apikey={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
