"""Held-out set 36: more vendors (names R to Z or a digit) no earlier set named, shapes
remembered rather than looked up (so each source says "as remembered" or "shape assumed"):
feature flags and experimentation, DRM, telephony, blog search, asset and GPS trackers,
translation agencies and CAT tools, captioning, deploy platforms, APM, payments and
subscriptions, NPS surveys, fraud screening, text analytics, accounting, inspections,
e-commerce in Arabic markets, digital signage, testimonials, radio streaming, field service,
price comparison, email marketing, transcription, expense splitting, invoicing, meeting
intelligence, AI video, shared calendars, ticketing, leave planning, banking-as-a-service,
blogs, feedback widgets, VAT lookup, walkability, voucher campaigns, marketing reports,
identity verification, booking pages, video recording, forms, crypto bots, photo sites,
music stores, currency feeds, accessibility audits, event apps, training manuals, event
ticketing, wardriving maps, video surveillance, TV streaming, design handoff and
cross-border duties.

Every name was grepped for in all earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` files (none
matched).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
taplytics sdk key ¦ Taplytics (as remembered): a REST API private key for experiments (shape assumed) ¦ {h40} ¦ [taplytics] POST https://api.taplytics.com/v1/variations token={t} -> 403 Forbidden
verimatrix secret ¦ Verimatrix Streamkeeper (as remembered): a multi-DRM API secret in a YAML packager config (shape assumed) ¦ {A48} ¦ drm:\n  provider: verimatrix\n  tenant: acme-tv\n  api_secret: "{t}"\n# packager: license request failed (HTTP 401)
eightbyeight secret ¦ 8x8 (as remembered): a JaaS / CPaaS API key sent as Bearer (shape assumed) ¦ eght_{A48} ¦ Caused by: com.eightbyeight.api.ApiException: 401 Unauthorized\n\tat ... request Authorization=Bearer {t}
twingly key ¦ Twingly Blog Search (as remembered): apikey in the query (shape assumed) ¦ {U36} ¦ GET https://api.twingly.com/blog/search/api/v3/search?apikey={t}&q=tpl:blog+lang:sv\n<?xml version="1.0"?><error code="40101"><message>Unauthorized API key</message></error>
roambee basic ¦ Roambee (as remembered): Basic auth for the asset-tracking API (typed password) ¦ {p} ¦ roambee.ini\n[api]\nendpoint = https://api.roambee.com/bee/\nuser = cold-chain@acme.io\npassword = {t}
trackimo secret ¦ Trackimo (as remembered): OAuth client secret for the GPS tracker API (shape assumed) ¦ {uuid} ¦ TRACKIMO_CLIENT_ID=3c8e11a0-trk\nTRACKIMO_CLIENT_SECRET={t}\n# trackimo: token request returned invalid_client
textunited key ¦ Text United (as remembered): an API key on translation orders (shape assumed) ¦ {A32} ¦ [INFO] uploading manual-de.docx to Text United project 88213\n[ERROR] 401 from https://api.textunited.com/v1/projects (X-API-Key: {t})
redokun key ¦ Redokun (as remembered): an API key for InDesign translation jobs (shape assumed) ¦ {h40} ¦ redokun push brochure.idml --api-key {t}\nError: invalid API key
verbit secret ¦ Verbit captioning (as remembered): an API token in the Authorization header (shape assumed) ¦ {A40} ¦ verbit.py:88 - POST https://api.verbit.co/api/job/new failed 401, headers={"Authorization": "ApiToken {t}"}
zeet token ¦ Zeet (as remembered): a deploy token for the CLI (shape assumed) ¦ {u40} ¦ $ ZEET_TOKEN={t} zeet deploy --project api\nerror: unauthorized (token expired or revoked)
skylight token ¦ Skylight APM (as remembered): the authentication token in config/skylight.yml ¦ {u40} ¦ # config/skylight.yml\nauthentication: {t}\nenv: production\n# [SKYLIGHT] [6.0.4] Unable to start Instrumenter; msg=authentication failed
reepay private key ¦ Reepay (Frisbii) billing (as remembered): private API keys start priv_, sent as Basic username ¦ priv_{h32} ¦ $ curl -u {t}: https://api.reepay.com/v1/customer\n{"error":"Unauthorized","http_status":401}
remitly secret ¦ Remitly partner API (as remembered): client credentials in a properties file (shape assumed) ¦ {A44} ¦ # remittance.properties\nremitly.api.base=https://api.remitly.io\nremitly.client.id=acme-payroll\nremitly.client.secret={t}
retently token ¦ Retently NPS (as remembered): an API token in the Authorization header (shape assumed) ¦ {h40} ¦ 2026-12-06T12:52:11Z ERROR nps-export: GET https://app.retently.com/api/v2/feedback -> 401; Authorization: api_key={t}
riskified secret ¦ Riskified (as remembered): an auth token used for the X-RISKIFIED-HMAC-SHA256 signature (shape assumed) ¦ {h32} ¦ <?php\n// app/etc/env.php\n'riskified' => [\n    'shop_domain' => 'acme.myshopify.com',\n    'auth_token' => '{t}',\n],
rosette key ¦ Rosette / Basis Technology (as remembered): X-RosetteAPI-Key header (32 hex) ¦ {h32} ¦ rosette_api.api.RosetteException: unauthorized: Authentication failed. (X-RosetteAPI-Key: {t})
rytr key ¦ Rytr (as remembered): an API key in the Authentication header (shape assumed) ¦ {U32} ¦ rytr_client.APIError: 401 {"success":false,"message":"Invalid API key"} for Authentication: Bearer {t}
saasu key ¦ Saasu accounting (as remembered): wsaccesskey query parameter (shape assumed) ¦ {H40} ¦ https://secure.saasu.com/webservices/rest/r1/InvoiceList?wsaccesskey={t}&FileUid=58812 returned 401
safetyculture token ¦ SafetyCulture (iAuditor) (as remembered): an API token Bearer (64 hex as remembered) ¦ {h64} ¦ safetyculture-exporter: error: GET https://api.safetyculture.io/feed/inspections 401\n  config: access_token: {t}
salla secret ¦ Salla (as remembered): an app client secret in a Laravel .env ¦ {h32} ¦ SALLA_OAUTH_CLIENT_ID=8e1f2a7c-salla\nSALLA_OAUTH_CLIENT_SECRET={t}\nSALLA_WEBHOOK_SECRET=
screenly token ¦ Screenly digital signage (as remembered): an API token as Token header (shape assumed) ¦ {A40} ¦ $ http GET https://api.screenlyapp.com/api/v4/screens/ "Authorization:Token {t}"\nHTTP/1.1 401 Unauthorized
senja key ¦ Senja testimonials (as remembered): an API key (shape assumed) ¦ {A36} ¦ senja-widget: failed to fetch testimonials (401) using key {t}
shoutcast password ¦ SHOUTcast DNAS (as remembered): sc_serv.conf adminpassword and password ¦ {p} ¦ ; sc_serv.conf\nportbase=8000\nadminpassword={t}\nstreamid_1=1
simpro token ¦ simPRO field service (as remembered): an OAuth client secret in a TOML config (shape assumed) ¦ {A40} ¦ [simpro]\nbuild_url = "https://acme.simprosuite.com"\nclient_id = "f3a1"\nclient_secret = "{t}"
skroutz token ¦ Skroutz merchants API (as remembered): a Bearer token (shape assumed) ¦ {A64} ¦ GET /merchants/ecommerce/orders/220103-123456 HTTP/1.1\nAccept: application/vnd.skroutz+json; version=3.0\nAuthorization: Bearer {t}\n\nHTTP/1.1 401
smaily password ¦ Smaily email marketing (as remembered): API user and password over Basic auth ¦ {p} ¦ smaily_sync.py: requests.post("https://acme.sendsmaily.net/api/autoresponder.php", auth=("api-user-7", "{t}")) -> 401
sonix key ¦ Sonix transcription (as remembered): Bearer API key (shape assumed) ¦ {A24} ¦ $ curl -X POST https://api.sonix.ai/v1/media -H "Authorization: Bearer {t}" -F file_url=https://cdn.acme.io/ep12.mp3\n{"error":"unauthorized"}
splitwise secret ¦ Splitwise (as remembered): consumer key and consumer secret in an HCL variable file (shape assumed) ¦ {A40} ¦ # terraform.tfvars\nsplitwise_consumer_key    = "Kq8LmPz2"\nsplitwise_consumer_secret = "{t}"
superfaktura key ¦ SuperFaktura (as remembered): Authorization: SFAPI email=...&apikey=... ¦ {h32} ¦ Authorization: SFAPI email=uctovnictvo%40acme.sk&apikey={t}&company_id=4412\nHTTP/1.1 401 Unauthorized
symbl secret ¦ Symbl.ai (as remembered): appId and appSecret exchanged for a token ¦ {h64} ¦ {"type":"application","appId":"7a3f2c","appSecret":"{t}"}\n<- 401 {"message":"Unauthorized"}
synthesia key ¦ Synthesia (as remembered): an API key in the Authorization header (32 hex) ¦ {h32} ¦ synthesia.errors.AuthenticationError: 401 Unauthorized. Authorization: {t}
teamup key ¦ Teamup calendar (as remembered): Teamup-Token header with 64 hex ¦ {h64} ¦ $ curl -H 'Teamup-Token: {t}' https://api.teamup.com/ks73ad7816e7a61b3a/events\n{"error":{"id":"no_token","title":"Invalid API key"}}
ticketsolve key ¦ Ticketsolve (as remembered): an API key in a CSV of venue settings printed by a report ¦ {A32} ¦ venue,shop_url,api_key,updated\nTheatre Royal,https://royal.ticketsolve.com/shows,{t},2026-11-30
timetastic token ¦ Timetastic (as remembered): Bearer token for the leave API (UUID) ¦ {uuid} ¦ timetastic-sync[2231]: GET https://app.timetastic.co.uk/api/holidays -> 401 (Bearer {t})
treezor secret ¦ Treezor banking-as-a-service (as remembered): client_secret for OAuth ¦ {A64} ¦ treezor:\n  base_url: https://sandbox.treezor.co\n  client_id: "312021"\n  client_secret: "{t}"
tumblr secret ¦ Tumblr API (as remembered): OAuth consumer secret in pytumblr ¦ {A50} ¦ client = pytumblr.TumblrRestClient('Zq8kLr2M', '{t}', 'oauth-token', 'oauth-secret')\npytumblr: {'meta': {'status': 401, 'msg': 'Unauthorized'}}
userback token ¦ Userback (as remembered): an access token in the widget loader (server-side token shape assumed) ¦ {A48} ¦ [userback-api] 401 Unauthorized: access_token={t}
vatlayer key ¦ vatlayer (apilayer, as remembered): access_key query parameter (32 hex) ¦ {h32} ¦ GET http://apilayer.net/api/validate?access_key={t}&vat_number=LU26375245\n{"success":false,"error":{"code":101,"type":"invalid_access_key"}}
walkscore key ¦ Walk Score API (as remembered): wsapikey query parameter (32 hex) ¦ {h32} ¦ listing-enricher WARN walkscore: https://api.walkscore.com/score?format=json&lat=47.6&lon=-122.3&wsapikey={t} -> status 40
vouchery key ¦ Vouchery (as remembered): a Bearer API key for the promotions API (shape assumed) ¦ {A48} ¦ vouchery-sync: POST https://acme.vouchery.app/api/v2.0/campaigns -> 401 Unauthorized (Authorization: Bearer {t})
whatagraph token ¦ Whatagraph (as remembered): Bearer API token (shape assumed) ¦ {A60} ¦ whatagraph_client.py:31 HTTPError 401 for https://api.whatagraph.com/v1/integration-sources with token '{t}'
yoti pem ¦ Yoti (as remembered): client SDK id and a PEM key; the SDK id's partner secret as remembered (shape assumed) ¦ {u44} ¦ YOTI_CLIENT_SDK_ID=1f0e2d3c-yoti\nYOTI_WEBHOOK_SECRET={t}\nYOTI_KEY_FILE_PATH=/run/secrets/yoti.pem
youcanbook key ¦ YouCanBook.me (as remembered): API key used as Basic password with the account email ¦ {A40} ¦ $ curl -u 'bookings@acme.io:{t}' https://api.youcanbook.me/v1/bookings\nHTTP/2 401
ziggeo private ¦ Ziggeo (as remembered): application token public, private key secret ¦ {h32} ¦ ziggeo = Ziggeo('r1a2b3c4-app-token', '{t}')\nziggeo.ZiggeoError: 401 Unauthorized
onetwothree form key ¦ 123FormBuilder (as remembered): a JWT from POST /token; an API key on the account (shape assumed) ¦ {h40} ¦ 123formbuilder-export: POST https://api.123formbuilder.com/v2/token {"username":"ops@acme.io","api_key":"{t}"} -> 401
threecommas secret ¦ 3Commas (as remembered): API key and secret for HMAC signing ¦ {h64} ¦ THREE_COMMAS_API_KEY=a1f3c2e9d8b7\nTHREE_COMMAS_API_SECRET={t}\npy3cw.exceptions: {'error': 'signature_invalid'}
fivehundredpx secret ¦ 500px (as remembered, retired API): consumer secret ¦ {A40} ¦ 500px.yml:\n  consumer_key: "Uq3kLm9p"\n  consumer_secret: "{t}"
sevendigital secret ¦ 7digital (as remembered): OAuth consumer secret for the catalogue API ¦ {A20} ¦ [7digital] 401 oauth_problem=signature_invalid (consumer secret {t})
oneforge key ¦ 1Forge forex (as remembered): api_key query parameter (32 alnum) ¦ {A32} ¦ $ curl "https://api.1forge.com/quotes?pairs=EUR/USD,GBP/JPY&api_key={t}"\n{"error":true,"message":"API Key Not Valid"}
siteimprove key ¦ Siteimprove (as remembered): API key as Basic password with the user email ¦ {h32} ¦ requests.get("https://api.siteimprove.com/v2/sites", auth=("web@acme.gov", "{t}")) -> <Response [401]>
swapcard key ¦ Swapcard events (as remembered): an API key in the Authorization header for GraphQL ¦ {A40} ¦ POST https://developer.swapcard.com/event-admin/graphql\nAuthorization: {t}\n{"errors":[{"message":"Unauthorized"}]}
uphold secret ¦ Uphold (as remembered): a personal access token (40 hex) ¦ {h40} ¦ $ uphold-cli balance --token {t}\nError: invalid_token (401)
weezevent key ¦ Weezevent (as remembered): api_key and access token in query ¦ {h32} ¦ https://api.weezevent.com/events?api_key={t}&access_token=8c1d&include_without_sales=true -> 403
wigle token ¦ WiGLE (as remembered): API name and token as Basic auth ¦ {h32} ¦ $ curl -u AIDc40fa13280750ef36d2b6c2f4b30c1ea:{t} 'https://api.wigle.net/api/v2/network/search?ssid=acme'\n{"success":false,"message":"too many queries today"}
xeoma password ¦ Xeoma video surveillance (as remembered): remote access password in the client connection string ¦ {p} ¦ xeoma -client 10.0.5.20:8090 --password {t}\nXeoma: connection refused (wrong password)
zeplin token ¦ Zeplin (as remembered): a personal access token (JWT-like) for the API ¦ {u64} ¦ zeplin-cli connect --token {t}\n✖ Unauthorized: token is invalid
zonos key ¦ Zonos landed cost (as remembered): credentialToken header (shape assumed) ¦ credential_live_{uuid} ¦ POST https://api.zonos.com/graphql\ncredentialToken: {t}\n-> {"errors":[{"message":"Invalid credential"}]}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
