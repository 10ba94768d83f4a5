"""Held-out set 25: vendors no earlier set named — product reviews and user-generated
content, returns and post-purchase tracking, freight and delivery, restaurant point of sale,
shift scheduling and workforce, field service and construction.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 190 other names did and were dropped, among them Klaviyo, Gorgias, Shippo, EasyPost,
AfterShip, ShipBob, Samsara, Onfleet, Toast, Square, Clover, Calendly, Typeform, Freshdesk,
Mixpanel, LaunchDarkly, Greenhouse, BambooHR, Rippling and Workable): Yotpo, Okendo,
Judge.me, Loox, Stamped, Bazaarvoice, PowerReviews, Trustpilot, Birdeye, Podium, Narvar,
Returnly, Shipmondo, Flexport, Freightos, project44, FourKites, Uber Direct, ChowNow, Revel,
SpotOn, TouchBistro, 7shifts, Homebase, Deputy, When I Work, Connecteam, ServiceTitan,
Jobber, Housecall Pro, CompanyCam and Fieldwire. Formats are the vendors' as their API
documentation showed them when last read (Stamped's ``pubkey-``/``key-`` pair, Bazaarvoice's
``passkey`` query parameter, Judge.me's ``api_token`` and ``shop_domain`` parameters, Revel's
``API-AUTHENTICATION: key:secret`` header, Deputy's ``Authorization: OAuth`` scheme, When I
Work's ``W-Token`` and ``W-Key`` headers, ServiceTitan's ``ST-App-Key`` beside client
credentials), remembered rather than copied; where a page documents the header or parameter
but not the length or alphabet, the source says "shape assumed". Values vary as such keys do
(hex, base62, base64url, upper-case alphanumerics, UUIDs, typed passwords; 16 to 64
characters). Each sits where such a key turns up: ``.env`` and ``docker-compose`` files,
YAML, TOML, INI, JSON and properties files, a systemd unit, a GitHub Actions step, an
Ansible vars file, nginx and Caddy proxy configs, a Postman environment, curl and HTTPie
commands, request headers, URLs with the key in the query string, CSV exports and tables
that print the value bare, SDK exceptions and debug logs.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
yotpo secret ¦ Yotpo docs, app key (store id) and secret key exchanged at /oauth/token (shape assumed) ¦ {A40} ¦ yotpo: POST https://api.yotpo.com/oauth/token 401 {"status":{"message":"Unauthorized","code":401}} body={"client_id":"g8Kq2ZtW4uRb6yXn1PcV3mJa7DsLe9HfQo5iTk0B","client_secret":"{t}","grant_type":"client_credentials"}
yotpo utoken ¦ Yotpo Core API docs, X-Yotpo-Token header carrying the utoken (shape assumed) ¦ {A40} ¦ GET https://api.yotpo.com/core/v3/stores/g8Kq2ZtW4uRb/orders?limit=50\nX-Yotpo-Token: {t}\nAccept: application/json\n-> 401 {"errors":[{"message":"invalid token"}]}
okendo key ¦ Okendo API docs, okendo-api-key header for write access (shape assumed) ¦ {uuid} ¦ okendo: PUT https://api.okendo.io/enterprise/stores/3f2a/reviews/88213 403 Forbidden\n# docker-compose.override.yml\n    environment:\n      OKENDO_USER_ID: 5c1d0f0e-2b7a-4e55-9a3e-2c1f9b8d7a61\n      OKENDO_API_KEY: {t}
judgeme url ¦ Judge.me API docs, api_token and shop_domain query parameters ¦ {u27} ¦ judgeme: GET https://judge.me/api/v1/reviews?api_token={t}&shop_domain=acme-outdoor.myshopify.com&per_page=100 -> 401 {"error":"Invalid api_token"}
loox key ¦ Loox integrations docs, a private API key (shape assumed) ¦ {h48} ¦ [loox]\nstore = "acme-outdoor"\nprivate_api_key = "{t}"\nsync_interval_minutes = 30
stamped pair ¦ Stamped docs, Basic auth with pubkey- and key- values ¦ key-{A28} ¦ stamped: 401 GET https://stamped.io/api/v2/44121/dashboard/reviews — curl -u "pubkey-7wQe2RtY5uIo8PaS1dFg4hJk:{t}" https://stamped.io/api/v2/44121/dashboard/reviews
bazaarvoice passkey ¦ Bazaarvoice Conversations API docs, passkey query parameter ¦ {l30} ¦ bv-conversations: 403 {"HasErrors":true,"Errors":[{"Message":"The passkey provided is invalid.","Code":"ERROR_PARAM_INVALID_API_KEY"}]} GET https://api.bazaarvoice.com/data/reviews.json?apiversion=5.4&passkey={t}&Filter=ProductId:TENT-4P
powerreviews secret ¦ PowerReviews docs, OAuth client credentials for the Enterprise API (shape assumed) ¦ {u40} ¦ powerreviews: POST https://enterprise-api.powerreviews.com/oauth2/token 401 invalid_client\n  POWERREVIEWS_CLIENT_ID=8d4f2a1b-6c3e-4f5a-9b7d-0e1f2a3b4c5d\n  POWERREVIEWS_CLIENT_SECRET={t}
trustpilot secret ¦ Trustpilot docs, API key and secret for the password grant (shape assumed) ¦ {A32} ¦ trustpilot: POST https://api.trustpilot.com/v1/oauth/oauth-business-users-for-applications/accesstoken 401 {"fault":{"faultstring":"Invalid ApiKey"}}\n  grant_type=password&username=cx@acme.io&password=Spring2026\n  Authorization: Basic base64(apikey:secret) with secret={t}
birdeye key ¦ Birdeye API docs, api_key query parameter with businessId ¦ {A32} ¦ birdeye: 401 GET https://api.birdeye.com/resources/v1/review/businessId/168843921?api_key={t}&count=25
podium secret ¦ Podium developer docs, OAuth client secret for the token exchange (shape assumed) ¦ {h64} ¦ # .github/workflows/podium-sync.yml\n      - name: Refresh Podium token\n        env:\n          PODIUM_CLIENT_ID: podium-app-4421\n          PODIUM_CLIENT_SECRET: {t}\n        run: ./scripts/podium_refresh.sh
narvar token ¦ Narvar API docs, Basic auth with account id and auth token (shape assumed) ¦ {h32} ¦ narvar: 401 POST https://ws.narvar.com/api/v1/orders — requests.post(url, auth=("acme_outdoor", "{t}"), json=order)
returnly token ¦ Returnly API docs, X-Api-Token header (shape assumed) ¦ {A44} ¦ returnly: GET https://api.returnly.com/returns?min_created_at=2026-12-01 401 Unauthorized (X-Api-Token: {t}; X-Api-Version: 2020-08)
shipmondo key ¦ Shipmondo API docs, Basic auth with api_user and api_key ¦ {h36} ¦ shipmondo.ini\n[api]\nuser = 8e1d7f6a-2c3b-4d5e-8f90-1a2b3c4d5e6f\nkey = {t}\nbase = https://app.shipmondo.com/api/public/v3
flexport secret ¦ Flexport API docs, client credentials for the token endpoint with an audience ¦ {u64} ¦ flexport: POST https://api.flexport.com/oauth/token 401 {"error":"access_denied","error_description":"Unauthorized"} {"client_id":"Q2m8xT4k","client_secret":"{t}","audience":"https://api.flexport.com","grant_type":"client_credentials"}
freightos key ¦ Freightos API docs, x-apikey header (shape assumed) ¦ {A32} ¦ $ http POST https://api.freightos.com/api/v1/freightEstimates x-apikey:{t} load:=@load.json\nHTTP/1.1 401 Unauthorized\n{"fault":{"faultstring":"Invalid ApiKey","detail":{"errorcode":"oauth.v2.InvalidApiKey"}}}
project44 secret ¦ project44 docs, OAuth client credentials (shape assumed) ¦ {A48} ¦ p44: POST https://na12.api.project44.com/api/v4/oauth2/client-token 401\napplication-prod.properties:\np44.client.id=acme-tms-prod\np44.client.secret={t}
fourkites key ¦ FourKites API docs, apikey header (shape assumed) ¦ {h32} ¦ fourkites: 401 GET https://api.fourkites.com/shipments?load_number=LD-88213 headers={'apikey': '{t}', 'Accept': 'application/json'}
uber direct secret ¦ Uber Direct docs, client id and secret at auth.uber.com with scope eats.deliveries ¦ {u40} ¦ uber-direct: POST https://auth.uber.com/oauth/v2/token 401 {"error":"invalid_client"} client_id=Zr7W2p9Kq4 client_secret={t} grant_type=client_credentials scope=eats.deliveries
chownow key ¦ ChowNow partner API, an API key header (shape assumed) ¦ {U32} ¦ WARN chownow-sync: menu push rejected for location 22871 (401); key in /etc/chownow/sync.env: CHOWNOW_API_KEY={t}
revel header ¦ Revel Systems API docs, API-AUTHENTICATION: key:secret ¦ {h40} ¦ GET https://acme-bistro.revelup.com/resources/Order/?limit=20\nAPI-AUTHENTICATION: 4a7f2c91e8b3d05a6c1f:{t}\nContent-Type: application/json\n-> 401 {"error":"Authentication failed"}
spoton key ¦ SpotOn API docs, x-api-key header (shape assumed) ¦ {A40} ¦ spoton: 401 GET https://restaurantapi.spoton.com/posexport/v1/locations/BL-4412/orders?date=2026-12-04 x-api-key: {t}
touchbistro secret ¦ TouchBistro partner API, client credentials (shape assumed) ¦ {u48} ¦ touchbistro: POST https://cloud.touchbistro.com/oauth/token 400 {"error":"invalid_client"}\nterraform.tfvars:\ntouchbistro_client_id     = "tb-int-9921"\ntouchbistro_client_secret = "{t}"
7shifts token ¦ 7shifts API docs, Bearer access token with x-company-guid ¦ {A40} ¦ 7shifts: GET https://api.7shifts.com/v2/company/114233/shifts?start[gte]=2026-12-07 401 {"error":"unauthorized"} headers: Authorization: Bearer {t}, x-company-guid: 6b1f0a3e-5d2c-4c1b-9e8f-7a6b5c4d3e2f
homebase key ¦ Homebase API docs, an API key as Bearer (shape assumed) ¦ {u32} ¦ homebase: 401 GET https://api.joinhomebase.com/locations/4412/timecards?start_date=2026-12-01 — HOMEBASE_API_KEY="{t}" # .env.local
deputy oauth ¦ Deputy API docs, Authorization: OAuth <permanent token> (32 hex) ¦ {h32} ¦ curl https://acme.na.deputy.com/api/v1/resource/Roster/QUERY -H "Authorization: OAuth {t}" -d '{"search":{"f1":{"field":"Date","type":"ge","data":"2026-12-07"}}}'\n{"error":{"code":401,"message":"Access denied"}}
wheniwork token ¦ When I Work API docs, W-Token header after login ¦ {A64} ¦ wheniwork: GET https://api.wheniwork.com/2/shifts?start=2026-12-07 401 {"error":"Invalid token","code":1000}\nrequest headers: {'W-Token': '{t}', 'W-UserId': '41182'}
wheniwork key ¦ When I Work docs, W-Key developer key sent with the login (shape assumed) ¦ {h40} ¦ POST https://api.login.wheniwork.com/login\nW-Key: {t}\nContent-Type: application/json\n{"email":"ops@acme.io","password":"<redacted>"}\n-> 403 {"message":"developer key not recognized"}
connecteam key ¦ Connecteam API docs, X-API-KEY header (shape assumed) ¦ {uuid} ¦ connecteam: 401 GET https://api.connecteam.com/users/v1/users?limit=100 — systemd unit /etc/systemd/system/ct-sync.service:\n[Service]\nEnvironment=CONNECTEAM_API_KEY={t}\nExecStart=/opt/ct-sync/bin/ct-sync
servicetitan secret ¦ ServiceTitan docs, client credentials plus an ST-App-Key header (cs1. and ak1. prefixes) ¦ cs1.{l52} ¦ servicetitan: POST https://auth.servicetitan.io/connect/token 400 {"error":"invalid_client"}\n  ST_CLIENT_ID=cid.4xk2m9q7w1r8t3y6u0p5\n  ST_CLIENT_SECRET={t}\n  ST_APP_KEY=ak1.v8q2n6w4e1r7t3y9
jobber token ¦ Jobber GraphQL API docs, Bearer access token with X-JOBBER-GRAPHQL-VERSION (shape assumed) ¦ {u56} ¦ jobber: POST https://api.getjobber.com/api/graphql 401 {"message":"Unauthorized"}\n  -H "Authorization: Bearer {t}" -H "X-JOBBER-GRAPHQL-VERSION: 2025-04-16"
housecall key ¦ Housecall Pro API docs, Authorization: Token <api key> (shape assumed) ¦ {h32} ¦ hcp: 401 {"error":"Invalid API key"} GET https://api.housecallpro.com/jobs?page_size=50 (Authorization: Token {t})
companycam token ¦ CompanyCam API docs, Bearer access token (shape assumed) ¦ {u43} ¦ companycam: GET https://api.companycam.com/v2/projects?per_page=50 401 — ansible group_vars/field.yml:\ncompanycam_api_token: "{t}"\ncompanycam_company_id: 118823
fieldwire token ¦ Fieldwire API docs, an API token exchanged for a JWT at /api_keys/jwt (shape assumed) ¦ {A40} ¦ fieldwire: POST https://client-api.us.fieldwire.com/api_keys/jwt 401 {"message":"Invalid token"} body={"api_token":"{t}"}
judgeme csv ¦ a CSV export of integration settings (the value printed bare) ¦ {u27} ¦ integration,store,api_token,enabled\njudgeme,acme-outdoor.myshopify.com,{t},true\nokendo,acme-outdoor.myshopify.com,(oauth),true
deputy table ¦ a psql table of integration credentials (the value printed bare) ¦ {h32} ¦  provider |     account      |              token               | updated\n----------+------------------+----------------------------------+------------\n deputy   | acme.na.deputy   | {t} | 2026-11-30\n(1 row)
bazaarvoice nginx ¦ an nginx config adding the passkey to proxied requests ¦ {l30} ¦ location /bv/ {\n    proxy_pass https://api.bazaarvoice.com/data/;\n    set $args "$args&passkey={t}&apiversion=5.4";\n}
revel caddy ¦ a Caddyfile setting Revel's header upstream ¦ {h40} ¦ pos-proxy.acme.internal {\n    reverse_proxy https://acme-bistro.revelup.com {\n        header_up API-AUTHENTICATION "4a7f2c91e8b3d05a6c1f:{t}"\n        header_up Host {upstream_hostport}\n    }\n}
yotpo postman ¦ a Postman environment export holding the secret ¦ {A40} ¦ {\n  "name": "Yotpo prod",\n  "values": [\n    {"key": "app_key", "value": "g8Kq2ZtW4uRb6yXn1PcV3mJa7DsLe9HfQo5iTk0B", "enabled": true},\n    {"key": "secret_key", "value": "{t}", "enabled": true}\n  ],\n  "_postman_variable_scope": "environment"\n}
servicetitan debug ¦ an integration's DEBUG log of the token request body ¦ cs1.{l52} ¦ DEBUG st_client.auth: POST https://auth.servicetitan.io/connect/token data='grant_type=client_credentials&client_id=cid.4xk2m9q7w1r8t3y6u0p5&client_secret={t}'
flexport python ¦ a Python SDK-style exception with the request it made ¦ {u64} ¦ Traceback (most recent call last):\n  File "/srv/tms/flexport_sync.py", line 41, in refresh\n    token = client.fetch_token(client_secret="{t}")\nflexport.errors.AuthenticationError: 401 access_denied
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="context"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="args"),
    ]
