"""Held-out set 55: more vendors no earlier set named — video analytics, hosted players and
streaming servers, podcast hosting, live and video-on-demand platforms, film and social
networks, decentralized video, affiliate networks, identity graphs, video ad servers and ad
verification, marketplace feed managers, headless and self-hosted shops, grocery and food
delivery marketplaces and Android and Linux app stores.

Each name was grepped for like those of ``_heldout_secrets55_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
conviva customer key ¦ Conviva SDK (as remembered): a customer key given to the analytics client (hex, shape assumed) ¦ {h40} ¦ [Conviva] 2026-12-06T19:22:31Z ERROR ConvivaAnalytics.init(customerKey="{t}", gatewayUrl="https://acme.testonly.conviva.com") rejected: invalid customer key
flowplayer api key ¦ Flowplayer platform API (as remembered): an api key in the x-flowplayer-api-key header (UUID assumed) ¦ {uuid} ¦ $ curl -s https://api.flowplayer.com/platform/v3/videos -H 'x-flowplayer-api-key: {t}'\n{"message":"Unauthorized","status":401}
flussonic edit auth ¦ Flussonic Media Server (as remembered): edit_auth user password in flussonic.conf ¦ {p} ¦ $ sudo grep -n auth /etc/flussonic/flussonic.conf\n3:edit_auth admin {t};\n4:view_auth viewer see-vault;
livestream api key ¦ Vimeo Livestream API (as remembered): the API key as the Basic auth user name (hex, shape assumed) ¦ {h32} ¦ Livestream::AuthError: 401 for GET https://livestreamapis.com/v3/accounts/27114/events (user="{t}", password="")
omny consumer key ¦ Omny Studio management API (as remembered): an organization token as Bearer (shape assumed) ¦ {A44} ¦ omny-sync | 2026-12-06T19:22:40Z WARN GET https://api.omnystudio.com/v0/organizations/acme/clips -> 401 (Authorization: OmnyToken {t})
ooyala api secret ¦ Ooyala Backlot API (as remembered): api_key and a secret used to sign requests (shape assumed) ¦ {A40} ¦ # ooyala.yml\nbacklot:\n  api_key: Q3ZmUyOjRhMWJ.a9b2c\n  api_secret: {t}\n  expires_window: 300
radiant license key ¦ Radiant Media Player (as remembered): a licenseKey in the player settings (shape assumed) ¦ {A36} ¦ var settings = {\n  licenseKey: '{t}',\n  src: { hls: 'https://cdn.acme.io/live/main.m3u8' },\n  width: 640, height: 360\n};\n// rmp: invalid license key for domain acme.io
rumble stream key ¦ Rumble Studio (as remembered): an RTMP stream key for the ingest URL (shape assumed) ¦ {l40} ¦ [rtmp @ 0x55d1c2a3b4c0] Server error: Authentication failed\nrtmp://rtmp.rumble.com/live/{t}: Operation not permitted
uscreen publisher key ¦ Uscreen publisher API (as remembered): an API key in the Authorization header (shape assumed) ¦ {A32} ¦ Uscreen::Error (401): GET https://www.uscreen.io/publisher_api/v1/customers?page=1\n  Authorization: {t}
ustream client secret ¦ IBM Video Streaming (Ustream) API (as remembered): client_id and client_secret for client credentials (hex, shape assumed) ¦ {h40} ¦ POST https://www.ustream.tv/oauth2/token grant_type=client_credentials&client_id=5c2f0e9b&client_secret={t}\n<- 401 {"error":"invalid_client"}
letterboxd api secret ¦ Letterboxd API (as remembered): an API key and a secret that signs each request (hex, shape assumed) ¦ {h64} ¦ LETTERBOXD_API_KEY=0b3c7e6a1d2f48a59c8b7e6d5f4a3b21\nLETTERBOXD_API_SECRET={t}\n# letterboxd-export: 401 "Invalid signature"
odysee auth token ¦ Odysee (LBRY) web API (as remembered): an auth_token cookie and query parameter (shape assumed) ¦ {A32} ¦ GET https://api.odysee.com/user/me?auth_token={t} 403 (Forbidden)\n  at fetchUser (odysee-sync.js:41)
flexoffers api key ¦ FlexOffers publisher API (as remembered): an apiKey header (UUID assumed) ¦ {uuid} ¦ PS> Invoke-RestMethod https://api.flexoffers.com/v3/advertisers -Headers @{ apiKey = "{t}" }\nInvoke-RestMethod: {"message":"Authorization has been denied for this request."}
liveramp client secret ¦ LiveRamp Safe Haven / Activation API (as remembered): client_id and client_secret for a token (shape assumed) ¦ {A48} ¦ [liveramp]\nclient_id = acme-activation-svc\nclient_secret = {t}\ntoken_url = https://serviceaccounts.liveramp.com/authn/v1/oauth2/token
innovid api token ¦ Innovid reporting API (as remembered): a token in the X-Api-Token header (shape assumed) ¦ {h48} ¦ 2026-12-06 19:22:58 ERROR innovid_report: GET https://api.innovid.com/v2/reports?date=2026-12-05 -> 401; headers={'X-Api-Token': '{t}'}
ias api password ¦ Integral Ad Science reporting API (as remembered): a service account's user name and password for a token (shape assumed) ¦ {p} ¦ ias_pull.py: POST https://auth.integralplatform.com/oauth2/token data={'grant_type': 'password', 'username': 'ias-svc@acme.io', 'password': '{t}'} -> 401
channable api token ¦ Channable API (as remembered): a Bearer token from the company settings (shape assumed) ¦ {A40} ¦ $ http GET https://api.channable.com/v1/companies/42871/projects 'Authorization:Bearer {t}'\nHTTP/1.1 401 Unauthorized
channeladvisor refresh token ¦ ChannelAdvisor (Rithum) REST API (as remembered): application id, shared secret and a refresh token (shape assumed) ¦ {u43} ¦ CA_APPLICATION_ID=c7n2p0q9r8s7t6u5v4w3x2y1z0a9b8c7\nCA_SHARED_SECRET=see-vault\nCA_REFRESH_TOKEN={t}
rithum shared secret ¦ Rithum (ChannelAdvisor) token endpoint (as remembered): Basic auth of application id and shared secret (shape assumed) ¦ {u22} ¦ POST https://api.channeladvisor.com/oauth2/token\nAuthorization: Basic (c7n2p0q9r8s7t6u5v4w3x2y1z0a9b8c7:{t})\n<- 400 {"error":"invalid_client"}
cratejoy client secret ¦ Cratejoy API (as remembered): Basic auth with client id and secret (shape assumed) ¦ {A30} ¦ cratejoy.errors.Unauthorized: 401 GET https://api.cratejoy.com/v1/subscriptions/ (auth=('acme-box', '{t}'))
feedonomics api token ¦ Feedonomics API (as remembered): an x-api-key header (shape assumed) ¦ {h40} ¦ curl: (22) The requested URL returned error: 403\n> GET /api.php/dbs/88123/exports HTTP/2\n> Host: meta.feedonomics.com\n> x-api-key: {t}
orocommerce wsse key ¦ OroCommerce API (as remembered): a user's API key in a WSSE header (hex, shape assumed) ¦ {h40} ¦ $ grep -n api_key var/oro/wsse.ini\n4:api_key = {t}\n# X-WSSE: UsernameToken Username="integration" ... -> 401 Invalid credentials
oscommerce db password ¦ osCommerce includes/configure.php (as remembered): define('DB_SERVER_PASSWORD', ...) ¦ {p} ¦ PHP Warning:  mysqli_connect(): (HY000/1045): Access denied for user 'oscommerce'@'localhost' in /var/www/shop/includes/database_tables.php on line 12\n$ grep DB_SERVER_PASSWORD includes/configure.php\n  define('DB_SERVER_PASSWORD', '{t}');
xcart rest key ¦ X-Cart REST API (as remembered): a read/write key in the _key query parameter (shape assumed) ¦ {A32} ¦ 10.0.3.9 - - [06/Dec/2026:19:23:14 +0000] "GET /admin.php?target=RESTAPI&_key={t}&_path=product/15 HTTP/1.1" 403 38
instacart idp key ¦ Instacart Developer Platform (as remembered): an API key as Bearer, prefixed keys. (shape assumed) ¦ keys.{u43} ¦ POST https://connect.instacart.com/idp/v1/products/products_link\nAuthorization: Bearer {t}\n<- 401 {"errors":[{"message":"Unauthenticated","code":1001}]}
ubereats client secret ¦ Uber Eats Marketplace API (as remembered): client_id and client_secret for client credentials (shape assumed) ¦ {u40} ¦ >>> requests.post("https://auth.uber.com/oauth/v2/token", data={"client_id": "eats-acme-82", "client_secret": "{t}", "grant_type": "client_credentials", "scope": "eats.store"})\n<Response [401]>
cafebazaar client secret ¦ Cafe Bazaar (Pishkhan) developer API (as remembered): client_id, client_secret and a refresh token (shape assumed) ¦ {A40} ¦ bazaar-cli: token refresh failed (401)\n  client_id=ir.acme.app client_secret={t} refresh_token=see-vault
onestore client secret ¦ ONE store developer API (as remembered): client_id and client_secret (shape assumed) ¦ {b44} ¦ [ONEstore] 2026-12-06 19:23:20 ERROR GET /v7/apps/com.acme.app/purchases/inapp/token -> 401\n  clientId=com.acme.app clientSecret={t}
flathub upload token ¦ Flathub (flat-manager, as remembered): an upload token for flat-manager-client (JWT-like, shape assumed) ¦ {u120} ¦ $ flat-manager-client --token {t} create https://hub.flathub.org stable\nError: Unauthorized (401): Invalid token
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="note")
