"""Held-out set 50: more messaging, e-signature, CRM, marketing-automation, product-analytics
and support-desk vendors from G to M that no earlier set named, with shapes remembered (or
searched without a page of their own): SMS gateways and WhatsApp inboxes (Kudosity, Mogreet,
Mobile Text Alerts, Jusibe, Lox24, Gallabox, Interakt, Messente's neighbours), support desks
and chat widgets (HelpCrunch, Kommunicate, Kapture CX, Landbot), e-signature (Lightico,
GetAccept, Kdan's DottedSign left out for its D), CRM (Kylas, Membrain, Hatchbuck, Maximizer,
whose Formie guide lists Username, Password, Web Access URL, Database ID, Vendor ID and App
Key), marketing automation and email (Groundhogg, Jumplead, Mailster, GreenArrow, GMass,
Mailmodo, Mailrelay, Insider, Klenty) and product analytics (HockeyStack, Inspectlet,
Glassbox, LiveSession). Each name was grepped for as in ``_heldout_secrets50_vendors.py``
(none matched). The shapes are remembered; lengths and alphabets are assumed.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
kudosity key ¦ Kudosity (ex-Burst SMS) API (as remembered): Basic auth of API key and secret (shape assumed) ¦ {A24} ¦ $ curl -u 8f31c2a0d4e6:{t} https://api.transmitsms.com/send-sms.json -d 'message=hi&to=61491570156'\n{"error":{"code":"AUTH_FAILED","description":"Invalid API key or secret"}}
mogreet token ¦ Mogreet MMS API (as remembered): client_id and token in the query (shape assumed) ¦ {h32} ¦ 2026-12-06 19:03:02 ERROR mms: GET https://api.mogreet.com/moms/transaction.send?client_id=2281&token={t}&campaign_id=55120&to=5551234567 -> 401
mobile text alerts ¦ Mobile Text Alerts API v3 (as remembered): Authorization: Bearer <API key> (uuid, shape assumed) ¦ {uuid} ¦ MTA_API_KEY={t}\n# mta-send: 401 {"message":"Invalid API key"} for POST https://api.mobile-text-alerts.com/v3/send
jusibe access token ¦ Jusibe SMS (as remembered): public key and access token, Basic auth (shape assumed) ¦ {h32} ¦ JusibeError: Unauthorized\n    at new Jusibe('c8a1e4b2d0f3a5c7e9b1d3f5a7c9e1b3', '{t}')\n    at Object.<anonymous> (/srv/notify/sms.js:4:15)
lox24 token ¦ LOX24 SMS API (as remembered): X-LOX24-AUTH-TOKEN header (shape assumed) ¦ {d5}:{h32} ¦ POST https://api.lox24.eu/sms\nX-LOX24-AUTH-TOKEN: {t}\n<- 401 {"title":"Unauthorized","detail":"Bad credentials"}
gallabox secret ¦ Gallabox WhatsApp API (as remembered): apiKey and apiSecret headers (shape assumed) ¦ {h32} ¦ gallabox:\n  channel_id: 64f1a2b3c4d5e6f7a8b9c0d1\n  api_key: 64f1a2b3c4d5e6f7a8b9c0d2\n  api_secret: {t}
interakt key ¦ Interakt WhatsApp API (as remembered): Authorization: Basic <secret key> from Developer Settings (shape assumed) ¦ {b52}== ¦ [interakt] POST https://api.interakt.ai/v1/public/message/ failed 401; header Authorization=Basic {t}
helpcrunch key ¦ HelpCrunch REST API (the search found nothing; Bearer key as remembered) ¦ {u80} ¦ HELPCRUNCH_ORGANIZATION=acme\nHELPCRUNCH_API_KEY={t}\n[helpcrunch-sync] GET https://api.helpcrunch.com/v1/customers -> 401
kommunicate key ¦ Kommunicate API (the search found nothing; Api-Key header as remembered) ¦ {A32} ¦ kommunicate.js:88 POST https://services.kommunicate.io/rest/ws/group/v2/create 401\n  Api-Key: {t}\n  Of-User-Id: bot-acme
kapture key ¦ Kapture CX ticket API (as remembered): an Authorization key per integration (shape assumed) ¦ {A40} ¦ kapture_create_ticket failed: HTTP 401 {"status":"failed","message":"Invalid authorization key {t}"}
landbot token ¦ Landbot API (as remembered): Authorization: Token <API token> (shape assumed) ¦ {h40} ¦ $ http GET https://api.landbot.io/v1/customers/ 'Authorization:Token {t}'\nHTTP/1.1 401 Unauthorized
lightico secret ¦ Lightico API (as remembered): client credentials for a token (shape assumed) ¦ {A48} ¦ lightico:\n  tenant: acme-insurance\n  client_id: acme-claims\n  client_secret: {t}\n# POST /oauth/token -> invalid_client
getaccept token ¦ GetAccept API (the search found nothing; Bearer access token as remembered) ¦ {A64} ¦ > POST /v1/documents HTTP/1.1\n> Host: api.getaccept.com\n> Authorization: Bearer {t}\n< HTTP/1.1 401 Unauthorized
kylas key ¦ Kylas CRM (as remembered): api-key header (uuid:digits, shape assumed) ¦ {uuid}:{d4} ¦ kylas-import row 118: 401 from https://api.kylas.io/v1/leads (api-key: {t})
membrain key ¦ Membrain API (as remembered): an API key in the query (shape assumed) ¦ {h32} ¦ WARN 2026-12-06T19:03:31Z membrain: GET https://acme.membrain.com/api/v1/Prospects?apiKey={t} -> 403
hatchbuck key ¦ Hatchbuck API (as remembered): api_key query parameter (shape assumed) ¦ {A44} ¦ Hatchbuck::Error (401): POST https://api.hatchbuck.com/api/v1/contact?api_key={t}
maximizer app key ¦ Verbb Formie's Maximizer guide: Username, Password, Web Access URL, Database ID, Vendor ID and App Key ¦ {p} ¦ Maximizer integration test failed (Authenticate: invalid credentials)\n  Username: crm-bridge\n  Password: {t}\n  Database ID: ACME_CRM\n  Vendor ID: acme
groundhogg token ¦ Groundhogg REST API (as remembered): gh-token and gh-public-key headers (shape assumed) ¦ {h32} ¦ curl -H 'gh-public-key: 8e0a2c4b6d8f0a1c' -H 'gh-token: {t}' https://acme.org/wp-json/gh/v4/contacts\n{"code":"rest_forbidden","data":{"status":401}}
jumplead secret ¦ Jumplead API (as remembered): OAuth client id and secret (shape assumed) ¦ {A40} ¦ JUMPLEAD_CLIENT_ID=acme-site\nJUMPLEAD_CLIENT_SECRET={t}
mailster key ¦ Mailster (as remembered): a per-site API key in wp-config.php (shape assumed) ¦ {h32} ¦ wp-config.php:91: define( 'MAILSTER_API_KEY', '{t}' );
greenarrow password ¦ GreenArrow Engine (as remembered): HTTP submission API with Basic auth (typed password) ¦ {p} ¦ $ curl -u 'apiuser:{t}' https://mta.acme.io/api/v3/eng/messages -d @msg.json\n{"success":false,"error_code":"unauthorized"}
gmass key ¦ GMass API (as remembered): an apikey query parameter (uuid, shape assumed) ¦ {uuid} ¦ 2026-12-06 19:03:44 gmass-export: GET https://api.gmass.co/api/campaigns?apikey={t} returned 403
mailmodo key ¦ Mailmodo (Make's guide: Settings > API Keys > Show API Key; mmApiKey header as remembered) ¦ {U40} ¦ POST https://api.mailmodo.com/api/v1/triggerCampaign/ca_8812\nmmApiKey: {t}\n<- 401 {"success":false,"message":"Invalid API key"}
mailrelay token ¦ Mailrelay API (the search found nothing; X-AUTH-TOKEN header as remembered) ¦ {u40} ¦ Mailrelay::AuthError: 401 for X-AUTH-TOKEN={t} on https://acme.ipzmarketing.com/api/v1/subscribers
insider key ¦ Insider (useinsider) API (as remembered): X-REQUEST-TOKEN header (shape assumed) ¦ {h64} ¦ POST https://unification.useinsider.com/api/user/v1/upsert\nX-PARTNER-NAME: acmestore\nX-REQUEST-TOKEN: {t}\n<- 401
klenty key ¦ Klenty API (as remembered): x-api-key header (shape assumed) ¦ {A36} ¦ klenty.exceptions.Unauthorized: x-api-key '{t}' rejected for user ops@acme.io
hockeystack key ¦ HockeyStack API (as remembered): an API key header (shape assumed) ¦ {A40} ¦ HOCKEYSTACK_API_KEY={t} python export_touchpoints.py\nhttpx.HTTPStatusError: Client error '401 Unauthorized'
inspectlet key ¦ Inspectlet export API (as remembered): Basic auth of email and API token (shape assumed) ¦ {h40} ¦ requests.get("https://api.inspectlet.com/v1/websites/188213/sessions", auth=("ops@acme.io", "{t}"))\n<Response [401]>
glassbox secret ¦ Glassbox API (as remembered): client id and secret for OAuth (shape assumed) ¦ {A44} ¦ [glassbox]\nclient_id = acme-analytics\nclient_secret = {t}\nregion = eu
livesession token ¦ LiveSession API (as remembered): a Bearer API token (shape assumed) ¦ {h48} ¦ GET https://api.livesession.io/v1/sessions?size=25 401\nAuthorization: Bearer {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
