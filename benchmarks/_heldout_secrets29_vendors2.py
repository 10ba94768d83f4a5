"""Held-out set 29: more vendors no earlier set named — ad networks, learning and school
platforms, church and nonprofit software, legal practice, agriculture and drones, parcel
and courier platforms.

Every vendor name was grepped for (case-insensitive, as a fixed string) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; Moodle, Canvas,
Planning Center, Breeze, Clio, MyCase, Shippo, EasyPost, ShipEngine, Onfleet, Sendcloud,
Taboola, Outbrain, Criteo, AppLovin, Docebo, Thinkific, Bloomerang, Givebutter, Filevine,
Smokeball, CropX, Arable, AfterShip, Shiprocket, Lalamove and about sixty more did and were
dropped): Adform, Adcash, ExoClick, Zeropark, RichAds, HilltopAds, Edsby, Toddle, Kahoot,
Seesaw, ClassDojo, ChurchTrac, Ministry Platform, GiveWP, Aplos, Beacon CRM, Litify,
Relativity, NetDocuments, iManage, Bushel, Conservis, Pix4D, Skydio, Auterion, shipcloud,
Borzo, Track123 and Postmen. Formats looked up with the project's documentation search
where it had the page: shipcloud's API key sent as the Basic auth user name with an empty
password (the Pipedream shipcloud page), Kahoot's API reached by an OAuth2 client
credentials flow (unified.to's Kahoot page), ExoClick-style ad APIs exchanging an API token
for a session token at a login endpoint (the search found Xandr's and ShowClix's login
pages, not ExoClick's; ExoClick's own shape is as remembered); the rest as remembered,
"shape assumed" where the length or alphabet was not shown.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
adform client secret ¦ Adform API docs, OAuth client credentials for the Buyer API (shape assumed) ¦ {u40} ¦ $ curl -s -X POST https://id.adform.com/sts/connect/token -d grant_type=client_credentials -d client_id=acme.dsp.reporting@clients.adform.com -d 'client_secret={t}' -d scope=https://api.adform.com/scope/buyer.stats\n{"error":"invalid_client"}
adcash api ¦ Adcash API docs, an API key exchanged for a token at the login endpoint (shape assumed) ¦ {h40} ¦ adcash_report.py: POST https://api.adcash.com/v2/login -> 401 {"message":"Invalid API key"}\n  ADCASH_API_KEY={t}
exoclick api token ¦ ExoClick API docs, api_token posted to /login for a session token (shape assumed; the login exchange as in other ad APIs the search found) ¦ {h64} ¦ POST https://api.exoclick.com/v2/login HTTP/1.1\nContent-Type: application/json\n\n{"api_token": "{t}"}\n\nHTTP/1.1 401 Unauthorized\n{"error": {"code": 401, "message": "Invalid api token"}}
zeropark token ¦ Zeropark API docs, an api-token header (shape assumed) ¦ AAAB{b60} ¦ zeropark-bidder[2210]: GET https://panel.zeropark.com/api/campaign/list failed: 403\n  request headers: {'api-token': '{t}', 'accept': 'application/json'}
richads key ¦ RichAds API docs, a bearer API key for statistics (shape assumed) ¦ {h32} ¦ richads_stats ERROR 401 Unauthorized\n  GET https://partner.richads.com/api/statistics?date_from=2026-12-01&date_to=2026-12-05&group_by=campaign\n  Authorization: Bearer {t}
hilltopads key ¦ HilltopAds API docs, an api key query parameter (shape assumed) ¦ {h32} ¦ [2026-12-06 07:33:02] cron.ERROR: HilltopAds sync failed: Client error: `GET https://hilltopads.com/api/advertiser/inventory?key={t}&format=json` resulted in a `403 Forbidden` response
edsby token ¦ Edsby integration docs, a school district's API token (shape assumed) ¦ {A48} ¦ edsby-roster-sync: 401 from https://acmesd.edsby.com/api/v1/classes\n  config/edsby.yml:\n    district: acmesd\n    api_token: "{t}"
toddle secret ¦ Toddle docs, an integration client secret for SIS sync (shape assumed) ¦ {u48} ¦ TODDLE_CLIENT_ID=tdl_int_3841\nTODDLE_CLIENT_SECRET={t}\n# sis-sync exited 1: token request to https://api.toddleapp.com/oauth/token: invalid_client
kahoot client ¦ Kahoot! API via an OAuth2 client credentials flow (unified.to's Kahoot page; secret shape assumed) ¦ {A40} ¦ kahoot_sync.errors.TokenError: client credentials rejected (400 invalid_client)\n  settings: KAHOOT = {'client_id': 'acme-lms-integration', 'client_secret': '{t}', 'scope': 'kahoots:read'}
seesaw api ¦ Seesaw docs, a district API key for rostering (shape assumed) ¦ {A36} ¦ <seesaw>\n  <district id="71822" />\n  <apiKey>{t}</apiKey>\n</seesaw>\n<!-- roster import 2026-12-06: HTTP 401 from api.seesaw.me -->
classdojo token ¦ ClassDojo school admin integration, a bearer token in a sync script (shape assumed) ¦ {u43} ¦ > node sync-classdojo.js\nError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config.headers.Authorization: 'Bearer {t}'
churchtrac key ¦ ChurchTrac docs, an API key for its REST API (shape assumed) ¦ {A32} ¦ Invoke-RestMethod : {"error":"invalid api key"}\nAt C:\Scripts\Export-Giving.ps1:9 char:9\n+ $r = Invoke-RestMethod -Uri "https://acmechurch.churchtrac.com/api/v1/people?apikey={t}"
ministry platform secret ¦ Ministry Platform docs, an OAuth client secret for its REST API (shape assumed) ¦ {uuid} ¦ [MinistryPlatform]\nBaseUrl=https://mp.acmechurch.org/ministryplatformapi\nClientId=mpSync\nClientSecret={t}\n; 2026-12-06 07:33:40 sync failed: invalid_client
givewp api ¦ GiveWP docs, a public key and token pair for its donation API (32 hex each, as remembered) ¦ {h32} ¦ GET https://give.acmefoundation.org/give-api/donations/?key=6d0f2a9c1b7e4f3a8c5d2e1f0a9b8c7d&token={t}&format=json\n{"error":"Your request could not be authenticated to the GiveWP API."}
aplos key ¦ Aplos API docs, an API id and a private key used to decrypt the auth token (shape assumed) ¦ {b64} ¦ # aplos.cfg\n[aplos]\napi_id = 2f9c1e7a-acme\nprivate_key = {t}\n# aplos-export: failed to decrypt the token from /api/v1/auth (bad key)
beacon crm key ¦ Beacon CRM docs, an API key sent as a Bearer token (shape assumed) ¦ {A48} ¦ beacon.exceptions.BeaconAPIError: 401 {"errors":["API key invalid"]} (PUT https://api.beaconcrm.org/v1/account/4119/entity/person/upsert)\n  client = Beacon(account_id=4119, api_key="{t}")
litify password ¦ Litify runs on Salesforce, a Salesforce username, password and security token (typed password) ¦ {p} ¦ simple_salesforce.exceptions.SalesforceAuthenticationFailed: INVALID_LOGIN: Invalid username, password, security token; or user locked out.\n  Salesforce(username='intake@acmelaw.com', password='{t}', security_token='rQ7kXz2', domain='login')
relativity password ¦ Relativity docs, a service account's Basic auth against the REST API (typed password) ¦ {p} ¦ $ curl -u 'svc-rel@acmelaw.com:{t}' -H 'X-CSRF-Header: -' https://relativity.acmelaw.com/Relativity.REST/api/relativity-object-manager/v1/workspace/1018230/object/query\n{"Message":"Authentication failed."}
netdocuments secret ¦ NetDocuments API docs, a client secret for OAuth (shape assumed) ¦ {A44} ¦ NetDocuments.Api.AuthenticationException: invalid_client\n   at NetDocs.Sync.TokenClient.GetTokenAsync()\n  appsettings.json: "NetDocuments": { "ClientId": "AP-8B3KQ2L7", "ClientSecret": "{t}" }
imanage password ¦ iManage Work docs, a resource-owner password grant for a service user (typed password) ¦ {p} ¦ POST https://cloudimanage.com/auth/oauth2/token\ngrant_type=password&username=svc-docs&password={t}&client_id=acme-dms&client_secret=(from vault)\n-> 401 {"error":"invalid_grant"}
bushel key ¦ Bushel docs, an API key for grain contracts (shape assumed) ¦ {A40} ¦ bushel-sync | 2026-12-06T07:34:11Z ERROR contracts pull failed status=401 url=https://api.bushelops.com/v1/contracts\nbushel-sync | env BUSHEL_API_KEY={t}
conservis secret ¦ Conservis docs, an OAuth client secret for farm data (shape assumed) ¦ {u32} ¦ conservis:\n  base_url: https://api.conservis.ag\n  client_id: acme-farms-etl\n  client_secret: {t}\n# Error: token request failed (401) at 2026-12-06 07:34
pix4d secret ¦ Pix4D cloud API docs, an API client id and secret (shape assumed) ¦ {A48} ¦ pix4d_engine.errors.AuthError: Could not obtain an access token (401)\n  PIX4D_CLIENT_ID=f7c1q9xk2p\n  PIX4D_CLIENT_SECRET={t}
skydio token ¦ Skydio Cloud API docs, an API token in the Authorization header (shape assumed) ¦ {h64} ¦ $ curl -H "Authorization: {t}" https://api.skydio.com/api/v0/flights?per_page=5\n{"error_message": "Invalid API token", "status_code": 401}
auterion key ¦ Auterion Suite docs, a suite API key for fleet data (shape assumed) ¦ {A40} ¦ auterion-cli: error: GET https://suite.auterion.com/api/v1/vehicles: 403 Forbidden\n  ~/.auterion/config.json: {"suite_url": "https://suite.auterion.com", "api_key": "{t}"}
shipcloud key ¦ shipcloud API docs, the API key as the Basic auth user name with an empty password (the Pipedream shipcloud page; 32 hex, as remembered) ¦ {h32} ¦ $ curl -u {t}: https://api.shipcloud.io/v1/shipments -H 'Content-Type: application/json' -d @label.json\n{"errors":["Unauthorized: Access denied. Please check your API key."]}
borzo token ¦ Borzo (formerly Dostavista) business API docs, an X-DV-Auth-Token header (40 hex, as remembered) ¦ {H40} ¦ POST https://robot.borzodelivery.com/api/business/1.4/create-order\nX-DV-Auth-Token: {t}\n\n{"is_successful":false,"errors":["invalid_auth_token"]}
track123 key ¦ Track123 API docs, a Track123-Api-Secret header (shape assumed) ¦ {h32} ¦ track123: POST https://api.track123.com/gateway/open-api/tk/v2/track/import 401\n  headers = {"Track123-Api-Secret": "{t}", "Content-Type": "application/json"}
postmen key ¦ Postmen API docs, a postmen-api-key header (a UUID, as remembered) ¦ {uuid} ¦ postmen-label-worker  | error: rate request rejected (401 Unauthorized)\npostmen-label-worker  | > GET /v3/shipper-accounts HTTP/1.1\npostmen-label-worker  | > postmen-api-key: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
