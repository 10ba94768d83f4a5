"""Held-out set 46: more vendors no earlier set named — form backends, mock servers,
communities, changelogs, social proof, link hubs, bug reporters, email senders, task apps,
invoicing, ticketing in Estonia and Denmark, Brazilian and Bangladeshi couriers, UK parcel
brokers, packaging, fulfilment, GSM gateways, inventory, cannabis menus, AML screening,
irrigation, LMS, DNS hosts and workflow tools; only names starting B, D, F, H, J, L, N or P.

Each name was grepped for like those of ``_heldout_secrets46_vendors.py`` (none matched).
None of these was looked up (Noticeable was searched for and the search found nothing): their
shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
formspark key ¦ Formspark (as remembered): a form id is public, an API key for submissions export (shape assumed) ¦ {A32} ¦ formspark-export: GET https://api.formspark.io/forms/Zq7pX2/submissions?key={t} -> 401
beeceptor token ¦ Beeceptor (as remembered): an endpoint API token in the X-Api-Key header (shape assumed) ¦ {h40} ¦ $ http GET https://app.beeceptor.com/api/v1/endpoints/acme-mock/rules X-Api-Key:{t}\nHTTP/1.1 403 Forbidden
bettermode token ¦ Bettermode (as remembered): an app access token for the GraphQL API (JWT-like, shape assumed) ¦ {u72} ¦ [community-bot] GraphQL error UNAUTHENTICATED for mutation createPost (Authorization: Bearer {t})
noticeable key ¦ Noticeable (the search found nothing; Authorization: Apikey as remembered) ¦ {A40} ¦ POST https://api.noticeable.io/graphql\nAuthorization: Apikey {t}\n<- {"errors":[{"message":"Invalid API key"}]}
fomo token ¦ Fomo (as remembered): an auth token for the events API (shape assumed) ¦ {l24} ¦ Fomo::Error: 401 Unauthorized (POST /api/v1/applications/me/events, auth_token={t})
lunatask token ¦ Lunatask (as remembered): an access token for the API in Authorization (shape assumed) ¦ {u64} ¦ $ curl -s https://api.lunatask.app/v1/ping -H "Authorization: bearer {t}"\n{"message":"unauthorized"}
lettermint token ¦ Lettermint (as remembered): a project token for sending email (shape assumed) ¦ lm_{A40} ¦ lettermint.errors.AuthenticationError: invalid project token '{t}'
hiveage key ¦ Hiveage (as remembered): an API key as the Basic username (shape assumed) ¦ {A20} ¦ $ curl -u {t}: https://acme.hiveage.com/api/network\n{"error":"Access denied"}
fienta key ¦ Fienta (as remembered): an API key as a Bearer token for organizer data (shape assumed) ¦ {h32} ¦ Fienta API 401 for GET /v1/organizers/4811/orders (Bearer {t})
billetto keypair ¦ Billetto (as remembered): an API keypair "key:secret" in Api-Keypair (shape assumed) ¦ {A16}:{A32} ¦ GET https://billetto.dk/api/v3/organiser/events\nApi-Keypair: {t}\n<- 401
pathao secret ¦ Pathao Courier merchant API (as remembered): client_id and client_secret for issue-token ¦ {A40} ¦ POST https://api-hermes.pathao.com/aladdin/api/v1/issue-token\n{"client_id":"4Lq9","client_secret":"{t}","username":"shop@acme.com.bd","grant_type":"password"}\n<- 401
parcel2go secret ¦ Parcel2Go API (as remembered): client credentials in an INI (shape assumed) ¦ {u40} ¦ [parcel2go]\nclient_id = acme-shop\nclient_secret = {t}\nsandbox = false
packhelp key ¦ Packhelp (as remembered): an API key for order import (shape assumed) ¦ {h48} ¦ Packhelp::ApiError: 401 Unauthorized — X-Api-Key {t} is not active
flowspace token ¦ Flowspace (as remembered): a Bearer API token for the fulfilment API (shape assumed) ¦ {A48} ¦ terraform: Error: flowspace_webhook.orders: 401 Unauthorized\n  with provider["registry.terraform.io/acme/flowspace"], api_token = "{t}"
jadlog token ¦ Jadlog embarcador API (as remembered): Authorization: Bearer with a long token (shape assumed) ¦ {u88} ¦ jadlog.tracking: HTTP 401 consultando pedido 10084112 (Authorization: Bearer {t})
dinstar password ¦ Dinstar GSM gateway (as remembered): HTTP API user and password in the send SMS URL ¦ {p} ¦ 2026-12-06 15:43:02 smsgw: GET http://192.168.10.20/cgi/WebCGI?1500101=account=apiuser&password={t}&port=1&destination=%2B22670112233 -> 401
fishbowl password ¦ Fishbowl Inventory (as remembered): the integrated app login with username and password ¦ {p} ¦ POST /api/login\n{"appName":"shipping-bridge","appId":1021,"username":"api","password":"{t}"}\n<- 401 {"message":"Invalid username or password"}
leafly key ¦ Leafly (as remembered): app_id and app_key headers (shape assumed) ¦ {h32} ¦ > GET /strains?page=0&take=10\n> app_id: 7e21c0f4\n> app_key: {t}\n< HTTP/1.1 403 Forbidden
dutchie key ¦ Dutchie POS (as remembered): a location API key as the Basic username (shape assumed) ¦ {h32} ¦ dutchie-sync | ERROR GET https://api.pos.dutchie.com/products -> 401 (basic user {t})
flagright key ¦ Flagright (as remembered): x-api-key header for transaction screening (shape assumed) ¦ {A40} ¦ flagright.exceptions.UnauthorizedError: status_code: 401, body: {'message': 'Unauthorized'} (x-api-key={t})
lindsay fieldnet ¦ Lindsay FieldNET (as remembered): an API key for pivot telemetry (shape assumed) ¦ {uuid} ¦ $ grep FIELDNET /etc/irrigation/agent.env\nFIELDNET_API_KEY={t}\nFIELDNET_FARM_ID=2210
firmwater key ¦ Firmwater LMS (as remembered): an API key for the admin API (shape assumed) ¦ {A32} ¦ Firmwater API 401 for GET https://acme.firmwater.com/api/v2/users (X-API-Key: {t})
lessonly key ¦ Lessonly (as remembered): Basic auth with the subdomain and an API key ¦ {h32} ¦ $ curl -u acme:{t} https://api.lessonly.com/api/v1/users\n{"type":"error","error":"Unauthorized"}
hurricane ddns ¦ Hurricane Electric dns.he.net (as remembered): a dynamic DNS key as password in the update URL ¦ {A16} ¦ ddclient[802]: FAILED: updating home.acme.io: badauth: https://home.acme.io:{t}@dyn.dns.he.net/nic/update?hostname=home.acme.io
dice token ¦ DICE partner API (as remembered): a Bearer token for event sales (shape assumed) ¦ {u48} ¦ dice_sync.errors.Unauthorized: POST https://partners-endpoint.dice.fm/graphql (Bearer {t})
jiffy key ¦ Jiffy (JiffyShirts, as remembered): an API key for print orders (shape assumed) ¦ {h40} ¦ jiffy: order 88213 rejected: 401 invalid api_key={t}
frontapp token ¦ Front (frontapp, as remembered): an API token as Bearer (JWT-like, shape assumed) ¦ {u80} ¦ frontapp.errors.Unauthorized: GET https://api2.frontapp.com/conversations (Authorization: Bearer {t})
nimble token ¦ Nimble CRM (as remembered): an API token as Bearer (shape assumed) ¦ {A30} ¦ Nimble API 401 GET https://app.nimble.com/api/v1/contacts Authorization=Bearer {t}
doctave token ¦ Doctave (as remembered): a deploy token for the CLI (shape assumed) ¦ {A40} ¦ $ doctave deploy --token {t}\nerror: deploy failed: invalid token
bugsee token ¦ Bugsee (as remembered): an app token passed to Bugsee.launch (shape assumed) ¦ {uuid} ¦ AppDelegate.swift:14: Bugsee.launch(token: "{t}")\n[Bugsee] Error: Application token is invalid
jam key ¦ Jam.dev (as remembered): a team API key (shape assumed) ¦ jam_{A40} ¦ $ JAM_API_KEY={t} npx @jam.dev/cli upload ./recording.mp4\nError: 401 Unauthorized
fleek token ¦ Fleek (as remembered): a personal access token for the CLI (shape assumed) ¦ pat_{A36} ¦ $ FLEEK_TOKEN={t} fleek sites deploy\n✖ Failed to authenticate: personal access token rejected
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
