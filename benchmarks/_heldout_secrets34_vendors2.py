"""Held-out set 34: more vendors no earlier set named (A to H) — cloud telephony, usage
billing, IoT platforms, offerwalls, last-mile delivery, SMS gateways, data warehouses,
freight, messaging, site search, LMS and microlearning, contract management, e-commerce
search, delivery orchestration, ad monetization, game servers, school administration,
referral marketing, container security, SMS inboxes, mobile engagement, data catalogs,
workflow automation, scheduling, client management, project planning, shared inboxes, web
scraping, vacation rentals, hotel beds, time tracking and mobile money.

Each name was grepped for like those of ``_heldout_secrets34_vendors.py`` (none matched).
None of these was looked up (Amberflo, Batch.com, BulkGate, Distancematrix.ai, Hexomatic and
Hubstaff were searched for and the search gave no format): their shapes are remembered or
assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
8x8 client secret ¦ 8x8 Connect / XCaaS API (as remembered): OAuth client id and secret (shape assumed) ¦ {A32} ¦ [eightbyeight]\nregion = us\nclient_id = acme-ivr\nclient_secret = {t}\n; 8x8 token request: 401 invalid_client
amberflo api key ¦ Amberflo metering (the search found nothing; X-API-KEY as remembered) ¦ {uuid} ¦ amberflo-ingest | POST https://app.amberflo.io/ingest 401\n  headers: X-API-KEY={t} Content-Type=application/json
alconost nitro key ¦ Alconost Nitro translation API (as remembered): an API key in a header (shape assumed) ¦ {h32} ¦ $ http POST https://alconost.com/api/nitro/v1/orders X-API-Key:{t} sourceLanguage=en targetLanguages:='["de"]'\nHTTP/1.1 401 Unauthorized
astarte pairing jwt ¦ Astarte IoT (as remembered): astartectl with a realm private key, devices with a credentials secret (shape assumed) ¦ {b44} ¦ $ astartectl pairing agent register 2TBn-jNESuuHamE2Zo1anA --realm-key acme_private.pem\nDevice ID 2TBn-jNESuuHamE2Zo1anA registered. Credentials secret: {t}
ayet publisher key ¦ ayeT-Studios offerwall (as remembered): a publisher API key in callbacks (shape assumed) ¦ {h32} ¦ 203.0.113.40 - - [06/Dec/2026:12:42:01 +0000] "GET /ayet/callback?uid=88213&amount=120&api_key={t} HTTP/1.1" 403 0
beetrack token ¦ Beetrack (DispatchTrack) API (as remembered): X-AUTH-TOKEN header (shape assumed) ¦ {h64} ¦ > GET /api/external/v1/routes?date=2026-12-06 HTTP/1.1\n> Host: app.beetrack.com\n> X-AUTH-TOKEN: {t}\n< HTTP/1.1 401 Unauthorized
bidease report token ¦ Bidease reporting API (as remembered): a token query parameter (shape assumed) ¦ {A40} ¦ WARN ads-revenue: GET https://reports.bidease.com/v1/stats?from=2026-12-05&token={t} -> 403
bulkgate app token ¦ BulkGate (the search found nothing of the format; application_id and application_token as remembered) ¦ {A48} ¦ POST https://portal.bulkgate.com/api/1.0/simple/transactional\n{"application_id":"31512","application_token":"{t}","number":"420777777777","text":"Your code is 4412"}\n<- {"error":"unauthorized","code":401}
bytehouse api key ¦ ByteHouse (as remembered): an API key for the gateway as password (shape assumed) ¦ {A44} ¦ $ clickhouse-client --host gateway.aws-us-east-1.bytehouse.cloud --port 19000 --secure --user bytehouse --password '{t}'\nCode: 516. DB::Exception: Authentication failed
cargoson api key ¦ Cargoson API (as remembered): Authorization: Bearer <api key> (shape assumed) ¦ {A40} ¦ cargoson.rb:33:in `book': Cargoson::Unauthorized (401 for POST https://www.cargoson.com/api/bookings, token {t})
cequens bearer ¦ CEQUENS SMS API (as remembered): a bearer token from the console (shape assumed) ¦ {u64} ¦ $ curl -s https://apis.cequens.com/sms/v1/messages -H 'Authorization: Bearer {t}' -d '{"senderName":"ACME","recipients":"201000000000","messageText":"Hi"}'\n{"replyCode":401,"replyMessage":"Invalid token"}
cludo customer key ¦ Cludo site search API (as remembered): Basic customerId:engineId:customerKey (shape assumed) ¦ {h32} ¦ cludo_customer_id: 10312\ncludo_engine_id: 11244\ncludo_customer_key: "{t}"\n# indexer: 401 from api.cludo.com
coassemble key ¦ Coassemble headless API (as remembered): Authorization: COASSEMBLE-V1-SHA256 UserId=..., UserToken=... (shape assumed) ¦ {h64} ¦ Authorization: COASSEMBLE-V1-SHA256 UserId=4412, UserToken={t}\n<- 401 {"message":"Invalid token"}
distancematrix key ¦ Distancematrix.ai (the search found only Google's docs; key= on /maps/api/distancematrix/json as remembered) ¦ {A40} ¦ GET https://api.distancematrix.ai/maps/api/distancematrix/json?origins=51.4822,-0.1357&destinations=51.5033,-0.1195&key={t}\n{"status":"REQUEST_DENIED","error_message":"The provided API key is invalid."}
edapp api token ¦ EdApp (SafetyCulture Training) API (as remembered): an API token header (shape assumed) ¦ {A48} ¦ edapp-sync 2026-12-06 12:42:14 ERROR GET https://rest.edapp.com/v2/users -> 401 (EdApp-Api-Token: {t})
evisort secret ¦ Evisort API (as remembered): an API key exchanged for a token (shape assumed) ¦ {A40} ¦ EVISORT_API_URL=https://api.evisort.com/v1\nEVISORT_API_KEY={t}\nevisort: POST /auth/token -> 401
expertrec key ¦ Expertrec site search (as remembered): an API key in the crawler config (shape assumed) ¦ {h40} ¦ {"site_id":"58f2a1","api_key":"{t}","crawl":{"start_urls":["https://docs.acme.io/"]}}\nexpertrec: authentication failed (403)
fareye secret ¦ FarEye API (as remembered): client credentials for a token (shape assumed) ¦ {A36} ¦ fareye:\n  base_url: https://api.fareye.co\n  client_id: acme-lastmile\n  client_secret: {t}
findify secret ¦ Findify merchant API (as remembered): a public key for search and a secret key for the admin API (shape assumed) ¦ {h40} ¦ FINDIFY_PUBLIC_KEY=3b5f7a1c-public\nFINDIFY_SECRET_KEY={t}\nfindify-feed: 401 on PUT /v3/feeds
freestar password ¦ Freestar publisher dashboard (as remembered): a reporting user's password (typed) ¦ {p} ¦ $ freestar-report --user ops@acme.io --password '{t}' --date 2026-12-05\nError: login failed (401)
gamelift auth token ¦ Amazon GameLift Anywhere (as remembered): get-compute-auth-token gives an AuthToken for the server SDK (shape assumed) ¦ {uuid} ¦ $ aws gamelift get-compute-auth-token --fleet-id fleet-2222bbbb --compute-name office-pc-1\n{\n    "FleetId": "fleet-2222bbbb",\n    "ComputeName": "office-pc-1",\n    "AuthToken": "{t}",\n    "ExpirationTimestamp": "2026-12-06T15:42:20Z"\n}
gradelink password ¦ Gradelink SIS (as remembered): an integration user's password in an export script (typed) ¦ {p} ¦ Invoke-WebRequest -Uri https://acme.gradelink.com/api/export -Method Post -Body @{ user = 'sis-export'; password = '{t}' }\nInvoke-WebRequest: The remote server returned an error: (401) Unauthorized.
ambassador api token ¦ Ambassador referral API (as remembered): username and API token in the URL path (shape assumed) ¦ {h40} ¦ GET https://getambassador.com/api/v2/acme-shop/{t}/json/ambassador/get/?email=ana%40acme.io\n{"response":{"code":"401","message":"Invalid API token"}}
anchore engine admin ¦ external-secrets Anchore Engine example (as remembered): ANCHORE_ADMIN_PASSWORD in a Kubernetes secret ¦ {p} ¦ $ kubectl get secret anchore-engine-admin-pass -o jsonpath='{.data}' | jq -r '.ANCHORE_ADMIN_PASSWORD | @base64d'\n{t}
avochato secret ¦ Avochato API (as remembered): auth_id and auth_secret parameters (shape assumed) ¦ {h32} ¦ $ curl 'https://www.avochato.com/v1/accounts?auth_id=Kq2vN8&auth_secret={t}'\n{"status":401,"message":"Invalid credentials"}
batch rest key ¦ Batch.com (the search found nothing; X-Authorization REST key as remembered) ¦ {h32} ¦ POST https://api.batch.com/1.1/5E1F2A3B4C5D6E7F/transactional/send\nX-Authorization: {t}\n<- 401 {"error_code":11,"error_message":"Invalid REST API key"}
collibra password ¦ Collibra DGC REST (as remembered): Basic auth for an integration user (typed) ¦ {p} ¦ collibra:\n  url: https://acme.collibra.com/rest/2.0\n  username: svc-catalog-sync\n  password: "{t}"
dataform credentials ¦ Dataform CLI (as remembered): .df-credentials.json with a warehouse password ¦ {p} ¦ $ cat .df-credentials.json\n{\n  "host": "warehouse.acme.io",\n  "port": 5432,\n  "username": "dataform",\n  "password": "{t}",\n  "databaseName": "analytics"\n}
elasticio api key ¦ elastic.io integration platform (as remembered): ELASTICIO_API_KEY for the CLI (shape assumed) ¦ {uuid} ¦ $ ELASTICIO_API_USERNAME=ops@acme.io ELASTICIO_API_KEY={t} elasticio flows list\nError: 401 Unauthorized
dubsado token ¦ Dubsado (as remembered): a Zapier connection token (shape assumed) ¦ {A32} ¦ zapier-platform | dubsado: test trigger failed — 401 for token {t}
ganttpro key ¦ GanttPRO API (as remembered): X-API-Key header (shape assumed) ¦ {h40} ¦ ganttpro.js:19 GET https://api.ganttpro.com/v1.0/projects 401 (Unauthorized)\n  headers: { 'X-API-Key': '{t}' }
helpwise secret ¦ Helpwise API (as remembered): API key and API secret joined in Authorization (shape assumed) ¦ {A32} ¦ Authorization: 8f1c2d3e4a5b:{t}\n<- 401 {"message":"Invalid API credentials"}
hexomatic key ¦ Hexomatic (the search found nothing; an API key in automation webhooks as remembered) ¦ {A36} ¦ POST https://api.hexomatic.com/automation/run?key={t}\n{"statusCode":401,"message":"Unauthorized"}
honeybook password ¦ HoneyBook (as remembered): a studio login in a scraper's .env (typed) ¦ {p} ¦ HONEYBOOK_EMAIL=studio@acme.io\nHONEYBOOK_PASSWORD='{t}'\nplaywright: login failed at https://www.honeybook.com/app/login
hospitable token ¦ Hospitable public API (as remembered): a personal access token as Bearer (shape assumed) ¦ {u88} ¦ hospitable-sync | GET https://public.api.hospitable.com/v2/properties 401\n  Authorization: Bearer {t}
hubstaff refresh ¦ Hubstaff (the search found nothing; a personal access refresh token as remembered) ¦ {u64} ¦ >>> requests.post("https://account.hubstaff.com/access_tokens", data={"grant_type": "refresh_token", "refresh_token": "{t}"})\n<Response [401]>
chipper cash key ¦ Chipper Cash network API (as remembered): an API secret for signed requests (shape assumed) ¦ {h64} ¦ CHIPPER_API_USER_ID=acme-payouts\nCHIPPER_API_SECRET={t}\nchipper: signature rejected (401)
hotelbeds activities ¦ Hotelbeds APItude activities (as remembered): a second API key for the activities suite (shape assumed) ¦ {h32} ¦ hb-activities | GET https://api.test.hotelbeds.com/activity-api/3.0/activities?destination=PMI 403\n  Api-key: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
