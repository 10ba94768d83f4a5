"""Held-out set 44: more vendors no earlier set named (T to Z and digits) — telephony and
contact centres, LMS and virtual classrooms, legal research and practice management,
freight and fulfilment, route planning, translation management, crop science, Apple CI,
native ads, performance reviews, endpoint and privileged access, brokerages, privacy
consent, cloud governance, payments, local listings, content hubs, managed DNS, IoT
platforms, SMS, call tracking, attribution, conversational AI, storage clouds, driving
telematics, caller id and email verification.

Each name was grepped for like those of ``_heldout_secrets44_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so
(Verifalia and Tyro were searched for and the search found nothing usable).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
telavox token ¦ Telavox API (as remembered): a JWT-like bearer made in the Flow app (shape assumed) ¦ {u88} ¦ telavox-sync | GET https://api.telavox.se/extensions/ Authorization: Bearer {t} -> 401
voxbone password ¦ Voxbone (Bandwidth) provisioning API (as remembered): digest user and password (typed password) ¦ {p} ¦ [voxbone]\nendpoint = https://api.voxbone.com/ws-voxbone/services/rest\nusername = acme_prov\npassword = {t}
voxology key ¦ Voxology API (as remembered): an API key header (shape assumed) ¦ {h40} ¦ 2026-12-06T10:44:31Z ERROR dialer voxology: POST /v1/calls failed 403 (X-Api-Key={t})
wavecell secret ¦ Wavecell (8x8 CPaaS) SMS (as remembered): a bearer API key (shape assumed) ¦ {A43} ¦ curl -X POST https://sms.wavecell.com/sms/v1/acme_hq/single -H "Authorization: Bearer {t}" -d '{"destination":"+6591234567","text":"Your code"}'
textus token ¦ TextUs API (as remembered): Basic auth with an API key (shape assumed) ¦ {h32} ¦ TEXTUS_ACCOUNT=acme-dental\nTEXTUS_API_KEY={t}\n# textus-ruby: 401 Unauthorized
truecaller secret ¦ Truecaller SDK server verification (as remembered): a partner key (shape assumed) ¦ {A40} ¦ <meta-data android:name="com.truecaller.android.sdk.PartnerKey" android:value="{t}"/>
tovuti key ¦ Tovuti LMS API (as remembered): an API key in the query (shape assumed) ¦ {h40} ¦ GET https://acme.tovuti.io/api/v1/users?apikey={t} 401 Unauthorized
wiziq secret ¦ WizIQ virtual classroom API (as remembered): access key and secret key for a signature (shape assumed) ¦ {A40} ¦ <add key="WizIQAccessKey" value="aBc12De34F" />\n<add key="WizIQSecretKey" value="{t}" />
trellis token ¦ Trellis legal research API (as remembered): a bearer token (shape assumed) ¦ {A48} ¦ trellis.errors.AuthenticationError: invalid token '{t}' for /v1/cases/search
zola suite secret ¦ Zola Suite API (as remembered): OAuth client secret (shape assumed) ¦ {A40} ¦ zola:\n  base_url: https://api.zolasuite.com\n  client_id: acme-law\n  client_secret: {t}
unishippers password ¦ Unishippers UniShip API (as remembered): account number, user and password (typed password) ¦ {p} ¦ <UniShipCredentials>\n  <Account>U4812377</Account>\n  <UserId>acmeship</UserId>\n  <Password>{t}</Password>\n</UniShipCredentials>
ware2go key ¦ Ware2Go API (as remembered): an API key and merchant id (shape assumed) ¦ {uuid} ¦ WARE2GO_MERCHANT_ID=M-77120\nWARE2GO_API_KEY={t}\nError: Ware2Go returned 401 for GET /v1/inventory
vroom key ¦ Vroom/route-planning SaaS (as remembered): an API key in the query for a routing endpoint (shape assumed) ¦ {h32} ¦ 2026-12-06 10:44:31 WARN planner POST https://solver.vroom-cloud.io/?api_key={t} returned 403
xtrf token ¦ XTRF translation management (as remembered): X-AUTH-ACCESS-TOKEN header (shape assumed) ¦ {u40} ¦ > GET /home-api/projects HTTP/1.1\n> Host: acme.s.xtrf.eu\n> X-AUTH-ACCESS-TOKEN: {t}\n< HTTP/1.1 401
xarvio secret ¦ xarvio FIELD MANAGER partner API (as remembered): client credentials (shape assumed) ¦ {A40} ¦ XARVIO_CLIENT_ID=acme-agro\nXARVIO_CLIENT_SECRET={t}\ntoken request to https://auth.xarvio.com/oauth/token failed: invalid_client
xcode cloud key ¦ Xcode Cloud / App Store Connect API (as remembered): a .p8 key's body ¦ {b64} ¦ -----BEGIN PRIVATE KEY-----\n{t}\n-----END PRIVATE KEY-----\n# AuthKey_7QX2LMN3PA.p8 committed in ci_scripts/
zemanta token ¦ Zemanta (Outbrain DSP) API (as remembered): an OAuth2 client secret (shape assumed) ¦ {A40} ¦ z1_client = Zemanta(client_id="acme-bidder", client_secret="{t}")\nzemanta.errors.AuthError: invalid_client
15five key ¦ 15Five API (as remembered): a bearer API key (shape assumed) ¦ {h40} ¦ fifteen-five-export: GET https://acme.15five.com/api/public/user/ Authorization: Bearer {t} -> 401
tanium token ¦ Tanium API (as remembered): an API token in the session header (shape assumed) ¦ token-{h54} ¦ PS> Invoke-RestMethod -Uri https://tanium.acme.io/api/v2/system_status -Headers @{ session = "{t}" }\nInvoke-RestMethod: {"text":"Unauthorized"}
thycotic password ¦ Thycotic Secret Server (as remembered): OAuth password grant (typed password) ¦ {p} ¦ POST /SecretServer/oauth2/token grant_type=password&username=svc_sync&password={t}\n{"error":"invalid_grant"}
tradestation secret ¦ TradeStation API (as remembered): client secret for the auth-code flow (shape assumed) ¦ {A64} ¦ TRADESTATION_CLIENT_ID=Kz7Qm1Xw9Pa\nTRADESTATION_CLIENT_SECRET={t}\nTRADESTATION_REDIRECT=http://localhost:3000/cb
tradovate password ¦ Tradovate API (as remembered): accesstokenrequest with name, password, appId, cid and sec ¦ {p} ¦ {"name":"acmetrader","password":"{t}","appId":"Sample App","appVersion":"1.0","cid":8,"sec":"f03741b6-f634-48d6-9308-c8fb871150c2"}\n{"errorText":"Incorrect username or password."}
tradovate sec ¦ Tradovate API (as remembered): the cid's sec (a UUID) ¦ {uuid} ¦ tradovate.AuthError: accesstokenrequest rejected for cid=8 sec={t}
trustarc key ¦ TrustArc consent API (as remembered): an API key header (shape assumed) ¦ {A32} ¦ trustarc-sync: 403 from https://consent-pref.trustarc.com/rest/v1/consent (x-api-key: {t})
turbot key ¦ Turbot Guardrails (as remembered): an access key id and secret in credentials.yml (shape assumed) ¦ {uuid} ¦ # ~/.config/turbot/credentials.yml\ndefault:\n  accessKey: 7a1f3c4e-2b8d-4f6a-9c0e-1d2e3f4a5b6c\n  secretKey: {t}\n  workspace: https://acme.cloud.turbot.com
tyro secret ¦ Tyro Connect (the search found nothing usable; client credentials as remembered) ¦ {A48} ¦ tyro:\n  environment: sandbox\n  client_id: acme-pos\n  client_secret: "{t}"
uberall key ¦ Uberall listings API (as remembered): privateKey parameter (shape assumed) ¦ {A32} ¦ GET https://uberall.com/api/locations?private_key={t} -> {"status":"UNAUTHORIZED"}
uberflip secret ¦ Uberflip API (as remembered): key and signature secret (shape assumed) ¦ {h40} ¦ UBERFLIP_API_KEY=9a0f2c\nUBERFLIP_API_SECRET={t}
ultradns password ¦ UltraDNS REST API (as remembered): password grant for a token (typed password) ¦ {p} ¦ $ curl -s https://api.ultradns.com/authorization/token -d grant_type=password -d username=acme_dns -d 'password={t}'\n{"errorCode":60001,"errorMessage":"invalid_grant:Invalid username & password combination."}
vantiq token ¦ Vantiq (as remembered): an access token for the REST API (shape assumed) ¦ {u44}= ¦ vantiq profile: url=https://dev.vantiq.com token={t}\nError: HTTP 401 while executing 'vantiq list types'
verifalia password ¦ Verifalia (the search found nothing usable; sub-account Basic credentials as remembered) ¦ {p} ¦ var verifalia = new VerifaliaRestClient("acme-sub", "{t}");\nVerifalia.Api.Exceptions.AuthorizationException: 401
whatconverts secret ¦ WhatConverts API (as remembered): token and secret over Basic auth (shape assumed) ¦ {h32} ¦ curl -u 7733-f2a9c1e04b6d8e7a:{t} https://app.whatconverts.com/api/v1/leads\n{"error":"invalid credentials"}
wicked reports key ¦ Wicked Reports API (as remembered): an apikey header (shape assumed) ¦ {A40} ¦ wickedreports.ApiError: 401 POST /orders (apikey={t})
yellow ai key ¦ Yellow.ai API (as remembered): x-api-key for a bot (shape assumed) ¦ {A40} ¦ POST https://cloud.yellow.ai/api/engagements/notifications/v2/campaign/sendNotification?bot=x1633029210478\nx-api-key: {t}\n<- 401
zadara secret ¦ Zadara object storage (as remembered): S3-style secret in an rclone config ¦ {b40} ¦ [zadara]\ntype = s3\nprovider = Other\naccess_key_id = ZADARA1Q2W3E4R5T6Y7U\nsecret_access_key = {t}\nendpoint = https://vsa-00000a1b.zadara.com
zendrive key ¦ Zendrive SDK (as remembered): an SDK key in the app's init (shape assumed) ¦ {A32} ¦ ZendriveConfiguration configuration = new ZendriveConfiguration("{t}", driverId);\nE/Zendrive: setup failed: INVALID_SDK_KEY
unlaunch key ¦ Unlaunch feature flags (as remembered): a server SDK key (shape assumed) ¦ prod-server-{uuid} ¦ UnlaunchClient client = UnlaunchClient.create("{t}");\nio.unlaunch.exceptions.UnlaunchHttpException: 401
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
