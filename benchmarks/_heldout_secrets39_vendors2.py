"""Held-out set 39: more vendors no earlier set named (grepped like those of
``_heldout_secrets39_vendors.py``): error trackers and APM, game server hosts, LoRaWAN and
IoT clouds, translation proxies, maps, telephony, enterprise search, ad networks, LMS and
classroom tools, church and nonprofit software, legal document tools, farm equipment data and
freight. Four were searched for after the first file: Glean's page gave the header (named
in its case); Hypertrace, ClearBlade and Everynet gave nothing and say so. The rest were not
looked up (time ran short): their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
hypertrace token ¦ Hypertrace collector (searched: the search found nothing; as remembered) (shape assumed) ¦ {A40} ¦ receivers:\n  otlp:\n    protocols: {grpc: {}}\nexporters:\n  otlp/hypertrace:\n    endpoint: hypertrace.acme.io:4317\n    headers:\n      traceableai-agent-token: {t}
bisecthosting key ¦ BisectHosting Starbase panel (Pterodactyl-style client key, as remembered) ¦ ptlc_{A43} ¦ $ curl -H "Authorization: Bearer {t}" https://games.bisecthosting.com/api/client/servers/4f1a2b3c/power -d '{"signal":"restart"}'\n{"errors":[{"code":"AuthenticationException","status":"401"}]}
gtxgaming rcon ¦ GTXGaming server (as remembered): an RCON password in a game server's server.cfg (typed password) ¦ {p} ¦ // server.cfg uploaded to gtxgaming panel\nhostname "ACME Community #2"\nrcon_password "{t}"\nsv_maxplayers 32
akliz token ¦ Akliz server hosting (as remembered): a panel API token (shape assumed) ¦ {A48} ¦ akliz-cli: error: 401 Unauthorized (token {t})
clearblade key ¦ ClearBlade IoT Core (searched: the search found nothing; ClearBlade-UserToken header as remembered) (shape assumed) ¦ {u88} ¦ GET /api/v/4/data/88e3b4a20c9e11ef HTTP/1.1\nClearBlade-SystemKey: 88e3b4a20c9e11ef9c8a0242ac120003\nClearBlade-UserToken: {t}\n<- 401
everynet key ¦ Everynet LoRaWAN Network Server (searched: the search found nothing; access_token in the query as remembered) (shape assumed) ¦ {h32} ¦ 2026-12-06T13:33:02Z WARN lorawan-bridge: GET https://ns.eu.everynet.io/api/v1.0/devices?access_token={t} -> 403
actility secret ¦ Actility ThingPark (as remembered): OAuth client credentials for the DX API (shape assumed) ¦ {A40} ¦ THINGPARK_CLIENT_ID=community-api/acme@acme.io\nTHINGPARK_CLIENT_SECRET={t}\nError: POST /users-auth/protocol/openid-connect/token -> 401 unauthorized_client
bablic key ¦ Bablic website translation (as remembered): an API key in the embed's server proxy config (shape assumed) ¦ {h40} ¦ [bablic]\nsite_id = 5f8a1c2e9b\napi_key = {t}\n; bablic-proxy: key rejected (403)
conveythis key ¦ ConveyThis (as remembered): a pub_ key in the WordPress option (shape assumed) ¦ pub_{h32} ¦ wp> get_option('api_key')\n=> string(36) "{t}"\nConveyThis: Your API key is not valid
galli maps key ¦ Galli Maps (Nepal, as remembered): accessToken in the query (shape assumed) ¦ {uuid} ¦ GET https://route-init.gallimap.com/api/v1/search/autocomplete?accessToken={t}&word=thamel&lat=27.71&lng=85.31\n401 {"message":"Invalid access token"}
didlogic key ¦ DIDLogic API (as remembered): Authorization: Bearer (shape assumed) ¦ {A40} ¦ didlogic.errors.AuthenticationError: 401 on GET /v1/purchases (Bearer {t})
commio secret ¦ Commio (thinQ) API (as remembered): Basic auth user:token (shape assumed) ¦ {h40} ¦ curl -u 'acme-telecom:{t}' https://api.thinq.com/account/18831/product/origination/sms/send -d '{"from_did":"9195551234"}'\n{"error":"unauthorized"}
grasshopper pin ¦ Grasshopper phone system (as remembered): a voicemail PIN (digits) ¦ {d8} ¦ Grasshopper voicemail setup for ext 201 failed: PIN {t} already used on ext 102
glean token ¦ Glean Indexing API authentication (searched): Authorization: Bearer <indexing token>, base https://{instance}-be.glean.com/api/index/v1/, GLEAN_INDEXING_API_TOKEN ¦ glean_{A40} ¦ glean-indexer | 2026-12-06 13:33:11 ERROR POST https://acme-prod-be.glean.com/api/index/v1/bulkindexdocuments -> 401 (Authorization: Bearer {t})
appnext key ¦ Appnext reporting API (as remembered): key in the query (shape assumed) ¦ {h32} ¦ https://admin.appnext.com/offerApi.aspx?pimg=1&id={t}&cnt=20 -> HTTP 403
bidswitch password ¦ BidSwitch reporting (as remembered): Basic auth for the report API (typed password) ¦ {p} ¦ pandas.errors: urllib.error.HTTPError: HTTP Error 401 for https://acme-dsp:{t}@reports.bidswitch.com/v1/daily.csv
epom key ¦ Epom ad server API (as remembered): a hash of key and timestamp, the key in .env (shape assumed) ¦ {h32} ¦ EPOM_USERNAME=acme-ads\nEPOM_API_KEY={t}\nEPOM_URL=https://n29.epom.com/rest-api
easygenerator secret ¦ Easygenerator LMS integration (as remembered): LTI consumer secret (shape assumed) ¦ {A32} ¦ <lti_consumer key="easygenerator-acme" secret="{t}" launch_url="https://learn.acme.io/lti/launch"/>
itslearning secret ¦ itslearning REST API (as remembered): OAuth client_secret (shape assumed) ¦ {uuid} ¦ ITSL_CLIENT_ID=10ae3f5c-acme\nITSL_CLIENT_SECRET={t}\nitslearning: invalid_client at /restapi/oauth2/token/v1
brightwheel key ¦ Brightwheel API (as remembered): X-Api-Key (shape assumed) ¦ {A40} ¦ brightwheel sync: 403 Forbidden (x-api-key: {t})
flocknote token ¦ Flocknote (as remembered): an API token in settings.php (shape assumed) ¦ {h40} ¦ $settings['flocknote_api_token'] = '{t}';\n// Flocknote API: 401 on /api/v1/networks/2210/members
chmeetings key ¦ ChMeetings API (as remembered): ApiKey header (shape assumed) ¦ {A36} ¦ Invoke-RestMethod -Uri 'https://api.chmeetings.com/api/v1/people' -Headers @{ 'ApiKey' = '{t}' }\nInvoke-RestMethod: Response status code does not indicate success: 401 (Unauthorized).
fundly secret ¦ Fundly (as remembered): a webhook signing secret (shape assumed) ¦ whsec_{A32} ¦ FUNDLY_WEBHOOK_SECRET={t}\nsignature mismatch for event donation.created (id 99120)
casefleet token ¦ CaseFleet API (as remembered): Authorization: Token (shape assumed) ¦ {h48} ¦ < HTTP/2 401\n> authorization: Token token={t}\n> host: api.casefleet.com
hotdocs secret ¦ HotDocs Advance (as remembered): a signing key for the embedded interview (shape assumed) ¦ {b44}= ¦ "HotDocs": {\n  "TenancyMoniker": "acme-law",\n  "ClientName": "intake",\n  "SigningKey": "{t}"\n}
eFileCabinet pw ¦ eFileCabinet Rubex (as remembered): a service account password in a scanner's INI (typed password) ¦ {p} ¦ [Rubex]\nServer=https://acme.rubex.efilecabinet.net\nUser=scanner@acme.io\nPassword={t}
ag leader secret ¦ Ag Leader AgFiniti (as remembered): OAuth client secret for the API (shape assumed) ¦ {A32} ¦ agfiniti:\n  client_id: acme-farm-sync\n  client_secret: '{t}'\n  region: us
freightview key ¦ Freightview API (as remembered): an API key as the Basic user (shape assumed) ¦ {h32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://{t}:@www.freightview.com/api/v1.0/rates
flock freight token ¦ Flock Freight API (as remembered): a bearer token (shape assumed) ¦ {A48} ¦ ff-quote | POST https://api.flockfreight.com/v1/quotes Authorization=Bearer {t} -> 401
coyote key ¦ Coyote Logistics API (as remembered): Ocp-Apim-Subscription-Key header (shape assumed) ¦ {h32} ¦ Ocp-Apim-Subscription-Key: {t}\nHTTP/1.1 401 Access denied due to invalid subscription key.
elogii key ¦ eLogii API (as remembered): a key in the query (shape assumed) ¦ {A40} ¦ GET https://api.elogii.com/tasks?key={t}&date=2026-12-06 -> 401 Unauthorized
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
