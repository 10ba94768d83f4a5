"""Held-out set 28: vendors no earlier set named — ad networks and ad servers, learning and
school platforms, church and nonprofit software, legal practice and e-discovery, agriculture
and drones, delivery and parcel tracking.

Every vendor name was grepped for as in ``_heldout_secrets28_vendors.py`` (none matched;
AppLovin, Chartboost, PubMatic, Outbrain, Thinkific, Teachable, Kajabi, Moodle, TalentLMS,
Docebo, Tithe.ly, Pushpay, Elvanto, ChurchSuite, Donorbox, MyCase, PracticePanther,
Smokeball, Filevine, Agworld, FieldView, Onfleet, Routific, Samsara, project44, Sendcloud,
Easyship and about 60 more did and were dropped): Adsterra, PropellerAds, MGID, Ezoic,
Sovrn, Kevel (Adzerk), EthicalAds, TripleLift, Equativ, Totara, Chamilo, Open edX, Panopto,
ManageBac, Veracross, Church Community Builder, Faithlife, Churchteams, Vanco, Qgiv, Zeffy,
Keela, CosmoLex, Rocket Matter, Centerbase, CASEpeer, Everlaw, Logikcull, Cropwise,
DroneDeploy, Sentera, Agrivi, Herdwatch, Shipday, Karrio, Detrack, TrackingMore, Ship24,
Sendle and Track-POD. Formats looked up with the project's documentation search where it had
the page: Ship24's ``Authorization: Bearer apik_...`` (docs.ship24.com, its example key 30
characters after ``apik_``), Karrio's private keys ``key_...`` sent as ``Authorization:
Token`` (docs.karrio.io and the karrio-node README), TrackingMore's ``Tracking-Api-Key``
header (its Go SDK README; v2's ``Trackingmore-Api-Key``), Sendle's HTTP Basic with the
Sendle ID as user and the API key as password (ShipStation's Sendle guide and an OpenAPI
conventions file), Kevel's ``ADZERK_API_KEY`` and ``Adzerk::Client.new`` (the
adzerk-management-sdk-ruby README), and the ``wstoken`` of Moodle-based web services such as
Totara's (Moodle's ``webservice/rest/server.php``); the rest as remembered, "shape assumed"
where the length or alphabet was not shown.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
adsterra api key ¦ Adsterra publisher API docs, an X-API-Key header (shape assumed) ¦ {h32} ¦ adsterra: GET https://api3.adsterratools.com/publisher/stats.json?start_date=2026-12-01&finish_date=2026-12-05&group_by=date → 401\n  X-API-Key: {t}
propellerads token ¦ PropellerAds SSP API docs, a Bearer token (shape assumed) ¦ {h64} ¦ propeller_report.py: 401 {"message":"Unauthenticated."}\n# .env\nPROPELLER_API_BASE=https://ssp-api.propellerads.com/v5\nPROPELLER_API_TOKEN={t}
mgid token ¦ MGID API docs, a token from the auth call used on later requests (shape assumed) ¦ {h32} ¦ mgid: GET https://api.mgid.com/v1/goodhits/clients/618203/campaigns-stat?token={t}&dateInterval=yesterday → {"errors":["Token is invalid"]}
ezoic key ¦ Ezoic reporting API, a developer key query parameter (shape assumed) ¦ {h32} ¦ ezoic-sync WARN 403 https://api-gateway.ezoic.com/gateway/reporting/v1/earnings?developerKey={t}&domain=recipes.acme.io
sovrn secret ¦ Sovrn (Commerce) API docs, a secret key for the product API (shape assumed) ¦ {A32} ¦ [sovrn] 401 Unauthorized: secret key rejected for site 881203\n  sovrn:\n    site_api_key: 3f9a1c7e88b24d06\n    secret_key: {t}
kevel api key ¦ adzerk-management-sdk-ruby README, Adzerk::Client.new(ENV["ADZERK_API_KEY"]) (key shape assumed) ¦ {h32} ¦ Adzerk::ApiError: {"message":"Unauthorized"} (401)\n  from bin/sync_flights:9\n  $ ADZERK_API_KEY={t} bundle exec bin/sync_flights --network 10412
ethicalads token ¦ EthicalAds publisher API, Authorization: Token (a DRF token, 40 hex, as remembered) ¦ {h40} ¦ $ http GET https://server.ethicalads.io/api/v1/publishers/acme-docs/report/ "Authorization:Token {t}"\nHTTP/1.1 401 Unauthorized\n{"detail": "Invalid token."}
triplelift secret ¦ TripleLift reporting API, an OAuth client secret (shape assumed) ¦ {A40} ¦ triplelift.AuthError: invalid_client (POST https://api.triplelift.com/oauth/token)\n  [triplelift]\n  client_id = pub-22914\n  client_secret = {t}
equativ password ¦ Equativ (Smart AdServer) API, Basic auth for the reporting API (typed password) ¦ {p} ¦ equativ: 401 POST https://supply-api.eqtv.io/insights/report-async\n  # ~/.netrc\n  machine supply-api.eqtv.io login adops@acme.io password {t}
totara wstoken ¦ Moodle's webservice/rest/server.php (Totara runs the same web services), a wstoken of 32 hex ¦ {h32} ¦ {"exception":"moodle_exception","errorcode":"invalidtoken","message":"Invalid token - token not found"}\n  GET https://learn.acme.io/webservice/rest/server.php?wstoken={t}&wsfunction=core_user_get_users&moodlewsrestformat=json
chamilo api key ¦ Chamilo web services, a secret key combined with the caller's IP (shape assumed) ¦ {h32} ¦ PHP Warning:  WSHelper: invalid secret key for 10.4.1.20 in /var/www/chamilo/main/webservices/registration.soap.php on line 61\n  app/config/configuration.php:\n  $_configuration['security_key'] = '{t}';
open edx client secret ¦ Open edX docs, an OAuth2 client id and secret for the REST APIs (shape assumed) ¦ {A64} ¦ edx_rest_api_client: 401 POST https://lms.acme.edu/oauth2/access_token {"error": "invalid_client"}\n# ecommerce.yml\nBACKEND_SERVICE_EDX_OAUTH2_KEY: ecommerce-backend-service-key\nBACKEND_SERVICE_EDX_OAUTH2_SECRET: {t}
panopto client secret ¦ Panopto REST API docs, an API client's secret (shape assumed) ¦ {b44} ¦ panopto_sync: POST https://acme.hosted.panopto.com/Panopto/oauth2/connect/token 400 invalid_client\n  <add key="PanoptoClientId" value="5b1f0c9e-2d7a-4f8b-b3e6-a0c4d9e2f117" />\n  <add key="PanoptoClientSecret" value="{t}" />
managebac token ¦ ManageBac API docs, an auth-token header (shape assumed) ¦ {h64} ¦ $ curl -s https://api.managebac.com/v2/students -H "auth-token: {t}"\n{"errors":"Unauthorized"}
veracross secret ¦ Veracross API docs, an OAuth client credentials grant (secret shape assumed) ¦ {A48} ¦ veracross: POST https://accounts.veracross.com/acmeschool/oauth/token → 401\n  VERACROSS_CLIENT_ID=4mQ1wE7r\n  VERACROSS_CLIENT_SECRET={t}
ccb password ¦ Church Community Builder API docs, Basic auth with an API user's name and password (typed password) ¦ {p} ¦ ccb_sync.py: <ccb_api><response><errors><error number="002" type="Service Permission">Invalid username or password</error></errors></response></ccb_api>\n  requests.get("https://acmechurch.ccbchurch.com/api.php?srv=group_profiles", auth=("api_sync", "{t}"))
faithlife key ¦ Faithlife API, a consumer key and secret for OAuth 1.0a (secret shape assumed) ¦ {h40} ¦ faithlife: 401 GET https://api.faithlife.com/v1/groups/8842113/members (oauth_problem=signature_invalid)\n  "faithlife": {"consumerToken": "A7F3B21C90", "consumerSecret": "{t}"}
churchteams key ¦ Churchteams API, a UserID and API key query parameter (shape assumed) ¦ {A30} ¦ churchteams: GET https://api.churchteams.com/api/v1/groups?UserID=acme-api&Key={t} → 401
vanco secret ¦ Vanco integration docs, a client id and client secret in an XML config (shape assumed) ¦ {A32} ¦ Vanco.Api.AuthException: Authorization failed (401)\n  <vanco>\n    <clientId>ACME4471</clientId>\n    <clientSecret>{t}</clientSecret>\n  </vanco>
qgiv token ¦ Qgiv reporting API, a token in the POST body (shape assumed) ¦ {A32} ¦ qgiv: POST https://secure.qgiv.com/admin/api/reporting/transactions/dates/20261201:20261205 400 {"error":"Invalid token"}\n  body: token={t}
zeffy key ¦ Zeffy API, an API key as a Bearer token (shape assumed) ¦ zef_{A40} ¦ zeffy-export: 401 GET https://api.zeffy.com/v1/payments?since=2026-12-01\n  ZEFFY_API_KEY={t}
keela key ¦ Keela API, an API key header (shape assumed) ¦ {h40} ¦ keela: 403 {"detail":"Invalid API key"} for POST https://api.keela.co/v2/contacts/\n  $ grep KEELA .env\n  KEELA_API_KEY={t}
cosmolex password ¦ CosmoLex, a firm login used by a scripted export (typed password) ¦ {p} ¦ selenium.common.exceptions.TimeoutException: Message: login did not finish\n  export_cosmolex.py --firm acme-law --user billing@acmelaw.com --password '{t}'
rocket matter key ¦ Rocket Matter API, an API key and secret (shape assumed) ¦ {A36} ¦ rocketmatter: 401 GET https://acmelaw.rocketmatter.net/api/v1/matters\n  rocketmatter.api_key = ACME-RM-77810\n  rocketmatter.api_secret = {t}
centerbase token ¦ Centerbase API, a Bearer token (shape assumed) ¦ {u48} ¦ centerbase: POST https://acmelaw.centerbase.com/api/time-entries → 401\n> Authorization: Bearer {t}
casepeer key ¦ CASEpeer API, an X-API-KEY header (shape assumed) ¦ {A40} ¦ casepeer-sync | ERROR 401 from https://api.casepeer.com/v1/cases?status=open\ncasepeer-sync | headers={'X-API-KEY': '{t}', 'Accept': 'application/json'}
everlaw token ¦ Everlaw API, a personal API token (shape assumed) ¦ {A48} ¦ everlaw: 401 GET https://app.everlaw.com/api/v1/projects/8812/documents\n  export EVERLAW_API_TOKEN={t}
logikcull key ¦ Logikcull API, an API key in the Authorization header (shape assumed) ¦ {h64} ¦ Logikcull::Unauthorized: 401 (GET https://api.logikcull.com/v1/projects)\n  LOGIKCULL = { api_key: "{t}", base: "https://api.logikcull.com" }
cropwise key ¦ Cropwise (Syngenta) platform API, an X-Api-Key header (shape assumed) ¦ {uuid} ¦ cropwise: 401 GET https://api.base.cropwise.com/v2/orgs/44192/farms\n  X-Api-Key: {t}
dronedeploy key ¦ DroneDeploy API, an api_key query parameter (shape assumed) ¦ {h32} ¦ dronedeploy: GET https://public-api.dronedeploy.com/v2/plans?api_key={t} → 401 {"error":"invalid api key"}
sentera token ¦ Sentera FieldAgent GraphQL API, a Bearer token (shape assumed) ¦ {u64} ¦ gql.transport.exceptions.TransportQueryError: {'message': 'Not authenticated'}\n  transport = RequestsHTTPTransport(url="https://api.sentera.com/graphql", headers={"Authorization": "Bearer {t}"})
agrivi key ¦ Agrivi API, an API key (shape assumed) ¦ {A32} ¦ agrivi-import ERROR 401 Unauthorized\n  [agrivi]\n  base_url = https://api.agrivi.com\n  api_key = {t}\n  farm_id = 20931
herdwatch token ¦ Herdwatch, an integration token in a vet practice's sync config (shape assumed) ¦ {A40} ¦ herdwatch-sync: HTTP 401 token expired or revoked\n  herdwatch:\n    herd: IE-3921-0442\n    token: {t}
shipday key ¦ Shipday API, Authorization: Basic <API key> (key shape assumed) ¦ {A10}.{A26} ¦ shipday: POST https://api.shipday.com/orders → 401 {"errorMessage":"Unauthorized"}\n  -H 'Authorization: Basic {t}'
karrio key ¦ docs.karrio.io and the karrio-node README, a private key key_... sent as Authorization: Token ¦ key_{h32} ¦ karrio.rest.ApiException: (401) Reason: Unauthorized\n  HTTP response body: {"errors":[{"code":"authentication_required","message":"Invalid token."}]}\n  karrio.api_key = '{t}'
detrack key ¦ Detrack API v2, an X-API-KEY header (shape assumed) ¦ {A32} ¦ detrack: 401 POST https://app.detrack.com/api/v2/dn/jobs\n  X-API-KEY: {t}\n  Content-Type: application/json
trackingmore key ¦ TrackingMore's Go SDK README, the Tracking-Api-Key header (key shape assumed) ¦ {l36} ¦ trackingmore: {"meta":{"code":401,"message":"Invalid API key"}}\n  req.Header.Set("Tracking-Api-Key", "{t}")
ship24 key ¦ docs.ship24.com, Authorization: Bearer apik_ and 30 characters ¦ apik_{A30} ¦ ship24: POST https://api.ship24.com/public/v1/trackers → 401\n  const ship24 = new Ship24({ apiKey: "{t}" })
sendle basic ¦ ShipStation's Sendle guide and Sendle's OpenAPI, Basic auth with the Sendle ID and the API key ¦ {A24} ¦ sendle: 401 GET https://api.sendle.com/api/ping\n  id,label,sendle_id,api_key\n  1,au-warehouse,acme_parcels,{t}
track pod key ¦ Track-POD API, an X-API-KEY header (a UUID, shape assumed) ¦ {uuid} ¦ trackpod: 401 GET https://api.track-pod.com/Order/Date/2026-12-06\n  X-API-KEY: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
