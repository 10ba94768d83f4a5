"""Held-out set 27: vendors no earlier set named — learning platforms, church and nonprofit
software, legal, agriculture, parcel tracking and delivery, events and ticketing, libraries,
tour and activity booking, holiday lets and hotels, restaurants and salons, gyms, therapy
practices, home energy, newsletters and email, live streaming and social servers.

Every vendor name was grepped for as in ``_heldout_secrets27_vendors.py`` (none matched;
Ex Libris Alma, OCLC, Clio, Planning Center, Blackbaud, Bloomerang, Givebutter, ShipStation,
EasyPost, Shippo, AfterShip, Eventbrite, Mindbody, Toast, OpenTable, Cloudbeds, Guesty and
about 90 more did and were dropped): LearnDash, Podia, Subsplash, CiviCRM, LinkSquares,
AgriWebb, Semios, Farmers Edge, 17TRACK, Veho, Tito, Bizzabo, Cvent, Koha, Libib,
Checkfront, Bookeo, FareHarbor, Rezdy, Resova, Beds24, Smoobu, Sirvoy, Tripleseat, Resy,
Fresha, Wodify, Zen Planner, SimplePractice, Jane, Emporia, and for newsletters and
streaming Sellfy, EmailOctopus, Sendy, listmonk, Loops.so, Encharge, Owncast, Misskey and
Guilded. Formats looked up with the
project's documentation search where it had the page (CiviCRM's APIv3 REST ``key`` (site
key) and ``api_key`` parameters and APIv4's ``_authx`` credential from docs.civicrm.org,
its advice of 20+ alphanumeric characters for an API key; FareHarbor's
``X-FareHarbor-API-App`` and ``X-FareHarbor-API-User`` headers; 17TRACK's access key from
the seventeentrack package's README, sent as the ``17token`` header) and otherwise as
remembered (Tito's ``Authorization: Token token=``, Bookeo's ``apiKey``/``secretKey`` query
parameters, Rezdy's ``apiKey`` parameter, Resy's ``ResyAPI api_key="..."`` header, Koha's
OAuth client credentials, Libib's ``x-api-key``/``x-api-user`` headers, LearnDash through a
WordPress application password); "shape assumed" where the length or alphabet was not shown.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
learndash app password ¦ LearnDash REST (WordPress), an application password of six groups of four ¦ {l4} {l4} {l4} {l4} {l4} {l4} ¦ $ curl -s -u 'lms-sync:{t}' https://learn.acme.org/wp-json/ldlms/v2/sfwd-courses\n{"code":"incorrect_password","message":"The provided password is an invalid application password.","data":{"status":401}}
podia key ¦ Podia, a creator API key in an integration's config (shape assumed) ¦ {A32} ¦ zap-step "Find Podia customer" failed: 401 Unauthorized\n  podia:\n    store: acme-pottery\n    api_key: {t}
subsplash secret ¦ Subsplash (church apps) API, a client secret for the token call (shape assumed) ¦ {u48} ¦ subsplash-sync: POST https://core.subsplash.com/accounts/v1/oauth/token 401 {"error":"invalid_client"}\n  SUBSPLASH_APP_KEY=QX7V2K\n  SUBSPLASH_CLIENT_SECRET={t}
civicrm v3 rest ¦ CiviCRM APIv3 REST docs, key (site key) and api_key query parameters ¦ {A32} ¦ civicrm: {"is_error":1,"error_message":"Failed to authenticate key"}\n  GET https://crm.stmarys-trust.org.uk/sites/all/modules/civicrm/extern/rest.php?entity=Contact&action=get&json=1&key=Kc9vW2pLxQ4r8Tn1&api_key={t}
civicrm authx ¦ CiviCRM APIv4 REST docs, the _authx credential (a Bearer API key) ¦ {A43} ¦ civicrm: 401 GET https://crm.acme-foundation.org/civicrm/ajax/api4/Contribution/get?params=%7B%22limit%22%3A25%7D&_authx=Bearer+{t}
linksquares key ¦ LinkSquares API, an API key header (shape assumed) ¦ {h48} ¦ linksquares: 401 GET https://api.linksquares.com/api/analyze/v1/agreements?page=1\n  x-api-key: {t}\n  (from vault path legal/linksquares)
agriwebb key ¦ AgriWebb API, an API key for the GraphQL endpoint (shape assumed) ¦ {A40} ¦ agriwebb: {"errors":[{"message":"Unauthenticated","extensions":{"code":"UNAUTHENTICATED"}}]}\n  POST https://api.agriwebb.com/v2  x-api-key: {t}  query { farms { id name } }
semios token ¦ Semios API, an OAuth client secret for orchard sensor data (shape assumed) ¦ {A48} ¦ semios_client.exceptions.AuthError: 401 from https://api.semios.com/oauth/token\n  SemiosClient(client_id="orchard-dash", client_secret="{t}", farm="block-17")
farmers edge key ¦ Farmers Edge FarmCommand API, an API key (shape assumed) ¦ {h40} ¦ farmcommand: 403 GET https://api.farmcommand.com/fields?growerId=44120&key={t} {"detail":"Invalid key"}
17track token ¦ seventeentrack README, the 17TRACK access key (sent as the 17token header; shape assumed) ¦ {H32} ¦ 17track: POST https://api.17track.net/track/v2.2/register {"code":0,"data":{"accepted":[],"rejected":[{"number":"LX220193381CN","error":{"code":-18010012,"message":"The security key is invalid."}}]}}\n  -H "17token: {t}"
veho key ¦ Veho delivery API, an API key in a client's settings (shape assumed) ¦ {u40} ¦ VehoApiError: 401 Unauthorized (POST https://api.shipveho.com/v1/orders)\n  settings.VEHO = {"api_key": "{t}", "client_id": "acme-home"}
tito token ¦ Tito Admin API v3, Authorization: Token token=... (secret_ keys, as remembered) ¦ secret_live_{A20} ¦ $ http GET https://api.tito.io/v3/acme/devconf-2027/registrations 'Authorization:Token token={t}' Accept:application/json\nHTTP/1.1 401 Unauthorized
bizzabo key ¦ Bizzabo API, a Bearer API key (shape assumed) ¦ {A36} ¦ bizzabo: 401 GET https://api.bizzabo.com/v1/events/402113/contacts — Authorization: Bearer {t}
cvent secret ¦ Cvent REST API, client credentials for the token endpoint (shape assumed) ¦ {A40} ¦ cvent: POST https://api-platform.cvent.com/ea/oauth2/token 401 invalid_client\n  "cvent": {"client_id": "5h3k8v2m9q7r1t4w6y0z", "client_secret": "{t}"}
koha client secret ¦ Koha ILS REST API, an OAuth2 client secret made in the staff interface ¦ {uuid} ¦ koha: POST https://library.acme.ac.uk/api/v1/oauth/token 400 {"error":"unauthorized_client"}\n  grant_type=client_credentials&client_id=b4a1e8d2-6c3f-4e7a-9d0b-2f1c5a6e8b3d&client_secret={t}
libib key ¦ Libib API, x-api-key and x-api-user headers (shape assumed) ¦ {h40} ¦ libib: GET https://api.libib.com/libraries 401\n  x-api-key: {t}\n  x-api-user: 2038-4411
checkfront secret ¦ Checkfront API 3.0, an API key and secret as Basic credentials (secret shape assumed) ¦ {h64} ¦ checkfront: 401 GET https://acme-tours.checkfront.com/api/3.0/booking?start_date=2026-12-06\n  CHECKFRONT_KEY=e3b1a9c4d2f0e8b7a6c5d4e3f2a1b0c9d8e7f6a5\n  CHECKFRONT_SECRET={t}
bookeo secret ¦ Bookeo API, apiKey and secretKey query parameters (shape assumed) ¦ {A32} ¦ bookeo: GET https://api.bookeo.com/v2/bookings?apiKey=AJ9R4XK3L2M8N1P7Q6S5T0V&secretKey={t}&startTime=2026-12-06T00:00:00Z → 401 {"message":"Invalid secret key"}
fareharbor app ¦ FareHarbor External API docs, X-FareHarbor-API-App header (a UUID, shape assumed) ¦ {uuid} ¦ fareharbor: 401 GET https://fareharbor.com/api/external/v1/companies/acme-kayaks/items/\n  X-FareHarbor-API-App: {t}\n  X-FareHarbor-API-User: (set)
fareharbor user ¦ FareHarbor External API docs, X-FareHarbor-API-User header (a UUID, shape assumed) ¦ {uuid} ¦ $ curl -H "X-FareHarbor-API-App: $FH_APP" -H "X-FareHarbor-API-User: {t}" https://demo.fareharbor.com/api/external/v1/companies/\n{"error": "User key is invalid."}
rezdy key ¦ Rezdy API, an apiKey query parameter (32 hex, as remembered) ¦ {h32} ¦ rezdy: {"requestStatus":{"success":false,"error":{"errorCode":"4","errorMessage":"Invalid API key"}}} for GET https://api.rezdy.com/v1/products/marketplace?apiKey={t}
resova key ¦ Resova API, an X-API-KEY header (shape assumed) ¦ {A50} ¦ resova: 401 GET https://api.resova.eu/v1/bookings — headers {'X-API-KEY': '{t}', 'Accept': 'application/json'}
beds24 token ¦ Beds24 API v2, a token header from a refresh token (shape assumed) ¦ {A88} ¦ beds24: {"success":false,"type":"error","code":401,"error":"Token not valid"}\n  curl -H 'token: {t}' 'https://api.beds24.com/v2/bookings?arrivalFrom=2026-12-06'
smoobu key ¦ Smoobu API, an Api-Key header (shape assumed) ¦ {A40} ¦ smoobu: 401 GET https://login.smoobu.com/api/reservations?from=2026-12-06 {"status":401,"title":"Unauthorized"}\n# channel-sync.ini\n[smoobu]\napi_key={t}\napartment_ids=118204,118205
sirvoy token ¦ Sirvoy booking API, a Bearer token (shape assumed) ¦ {h40} ¦ sirvoy: POST https://secure.sirvoy.com/api/booking 401 (Authorization: Bearer {t})
tripleseat secret ¦ Tripleseat API, an OAuth consumer secret (shape assumed) ¦ {A40} ¦ tripleseat: 401 GET https://api.tripleseat.com/v1/leads.json — oauth consumer_key=Tq7L2nV9xK4pB8mR1sC6 consumer_secret={t}
resy key ¦ Resy API, Authorization: ResyAPI api_key="..." (as remembered) ¦ {A32} ¦ resy: 419 GET https://api.resy.com/4/find?lat=40.7&long=-74.0&day=2026-12-12&party_size=4\n  Authorization: ResyAPI api_key="{t}"
fresha key ¦ Fresha partner API, a Bearer API key (shape assumed) ¦ {u43} ¦ fresha-export: 401 GET https://partners-api.fresha.com/v1/appointments?location=acme-salon-soho\n  FRESHA_API_KEY={t}
wodify key ¦ Wodify API, an x-api-key header (shape assumed) ¦ {A40} ¦ wodify: {"Message":"Invalid API Key"} (GET https://api.wodify.com/v1/clients?location=acme-crossfit)\n  WODIFY_API_KEY="{t}"
zen planner key ¦ Zen Planner API, an API key for a studio (shape assumed) ¦ {uuid} ¦ zenplanner: 401 GET https://studio.zenplanner.com/zenplanner/api/v2/persons?partitionId=2201 api-key={t}
simplepractice key ¦ SimplePractice (via an export integration), an API key (shape assumed) ¦ {h64} ¦ sp-export: 401 Unauthorized from https://secure.simplepractice.com/api/v1/clients\n# export.toml\n[simplepractice]\npractice = "acme-counselling"\napi_key = "{t}"
jane token ¦ Jane (jane.app), an API token for a clinic integration (shape assumed) ¦ {A44} ¦ jane: 401 GET https://acme-physio.janeapp.com/api/v2/appointments?date=2026-12-07\n  Authorization: Bearer {t}
sellfy key ¦ Sellfy API, a Bearer API key (shape assumed) ¦ {A40} ¦ sellfy: 401 GET https://api.sellfy.com/v2/orders?page=1 {"message":"Unauthenticated."}\n  SELLFY_API_KEY={t} ./scripts/export-orders.sh
emailoctopus key ¦ EmailOctopus API v1, an api_key query parameter (a UUID, as remembered) ¦ {uuid} ¦ emailoctopus: GET https://emailoctopus.com/api/1.6/lists?api_key={t} → 401 {"error":{"code":"INVALID_API_KEY","message":"Your API key is invalid."}}
sendy key ¦ Sendy API, an api_key form parameter (shape assumed) ¦ {A20} ¦ $ curl -s -d 'api_key={t}&list=Xq4pL2&email=jo@example.org' https://news.acme.org/subscribe\nInvalid API key
listmonk token ¦ listmonk API, Authorization: token <api user>:<token> (shape assumed) ¦ {A32} ¦ listmonk: 403 GET http://lists.acme.org:9000/api/campaigns?status=scheduled\n  Authorization: token newsletter-bot:{t}
loops key ¦ Loops.so API, a Bearer API key (32 hex, as remembered) ¦ {h32} ¦ loops: POST https://app.loops.so/api/v1/contacts/create 401 {"success":false,"message":"Invalid API key"}\n  LOOPS_API_KEY="{t}"
encharge token ¦ Encharge API, an X-Encharge-Token header (shape assumed) ¦ {A32} ¦ encharge: 401 POST https://api.encharge.io/v1/people\n  X-Encharge-Token: {t}
owncast stream key ¦ Owncast, a stream key in the RTMP URL an encoder pushes to (shape assumed) ¦ {A24} ¦ [rtmp @ 0x55d1] Server error: Unauthorized stream key\nffmpeg -re -i show.mp4 -c copy -f flv rtmp://live.acme.tv:1935/live/{t}
misskey token ¦ Misskey API, the access token as the i field of a JSON body (shape assumed) ¦ {A32} ¦ misskey: POST https://mk.acme.social/api/notes/create 401 {"error":{"message":"Authentication failed. Please ensure your token is correct.","code":"AUTHENTICATION_FAILED"}}\n  {"i": "{t}", "text": "deploy done", "visibility": "home"}
guilded token ¦ Guilded bot API, a gapi_ bot token as Bearer (as remembered) ¦ gapi_{b80}== ¦ guilded: 401 POST https://www.guilded.gg/api/v1/channels/8f1c2e3a-4b5d-4e6f-8a7b-9c0d1e2f3a4b/messages\n  Authorization: Bearer {t}
emporia password ¦ Emporia Vue (pyemvue), the account password in keys.json ¦ {p} ¦ pyemvue: botocore.errorfactory.NotAuthorizedException: An error occurred (NotAuthorizedException) when calling the InitiateAuth operation: Incorrect username or password.\n  keys.json: {"username": "home@acme.io", "password": "{t}"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
