"""Held-out set 42: more vendors no earlier set named (all G to M) — CI and code hosting,
Salesforce deploys, game mod sites and user acquisition, mobile analytics, knowledge bases,
CMSs, membership plugins, device management, load balancers, server security, crypto data,
HR and recruiting, learning platforms, sales calls, video, outdoor maps, giving and
organizing, legal research and practice, farm finance and irrigation, IoT sensors, ag
weather, freight, print on demand, shipping brokers, IoT platforms and drone delivery.

Each name was grepped for like those of ``_heldout_secrets42_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
gitness token ¦ Gitness (as remembered): a personal access token for git over HTTPS (shape assumed) ¦ {A48} ¦ $ git clone https://admin:{t}@git.acme.io/git/platform/api.git\nfatal: Authentication failed for 'https://git.acme.io/git/platform/api.git/'
garnix secret ¦ garnix CI (as remembered): a cache signing key in the flake's CI settings (shape assumed) ¦ {b88} ¦ $ cat secrets/garnix-cache.key\ncache.acme.io-1:{t}\nerror: signature verification failed for path /nix/store/9x1…-api-2.4
gearset token ¦ Gearset (as remembered): an API access token for deployment pipelines (shape assumed) ¦ {A40} ¦ PS> Invoke-RestMethod https://api.gearset.com/public/pipelines -Headers @{ Authorization = "token {t}" }\nInvoke-RestMethod: {"message":"Token is not valid"}
kraken ci agent ¦ Kraken CI (as remembered): agents join with a server URL and an agent token (shape assumed) ¦ {l32} ¦ $ kkagent install -s https://kraken.acme.io -t {t}\nERROR: server refused agent registration (403)
gamebanana key ¦ GameBanana API (as remembered): an app API key and user id (shape assumed) ¦ {h32} ¦ [2026-12-06 15:13:02] modsync: GET https://api.gamebanana.com/Core/Member/IdentifyByName?api_key={t}&userid=188211 -> 403
gamesight key ¦ Gamesight (as remembered): an API key in the Authorization header for game events (shape assumed) ¦ {h40} ¦ UnityWebRequest failed: HTTP/1.1 401 Unauthorized\n  POST https://api.gamesight.io/events\n  Authorization: {t}
localytics key secret ¦ Localytics (as remembered): API key and API secret as Basic auth to the export API (shape assumed) ¦ {h20} ¦ $ curl -u 'a1b2c3d4e5f6a7b8c9d0-0f1e2d3c:{t}' https://api.localytics.com/v1/apps\n{"error":"invalid credentials"}
helpjuice key ¦ Helpjuice API (as remembered): an API key in the Authorization header (shape assumed) ¦ {h64} ¦ helpjuice-sync | ERROR GET https://acme.helpjuice.com/api/v3/articles 401 (Authorization: {t})
mendable key ¦ Mendable (as remembered): api_key in the chat request body (shape assumed) ¦ {uuid} ¦ POST https://api.mendable.ai/v1/mendableChat\n{"api_key":"{t}","question":"how do I rotate keys?","history":[]}\n<- 401
magnolia rest ¦ Magnolia CMS (as remembered): REST calls with superuser credentials (shape assumed) ¦ {p} ¦ $ curl -u superuser:'{t}' http://127.0.0.1:8080/magnoliaAuthor/.rest/nodes/v1/website/home\nHTTP Status 401 – Unauthorized
jahia tool ¦ Jahia (as remembered): jahia.properties holds the tools manager password (shape assumed) ¦ {p} ¦ $ grep jahiaToolManager digital-factory-config/jahia/jahia.properties\njahiaToolManagerUsername = jahia\njahiaToolManagerPassword = {t}
memberpress key ¦ MemberPress developer tools (as remembered): MEMBERPRESS-API-KEY header (shape assumed) ¦ {A10} ¦ wp-json/mp/v1/members 401 {"code":"mp_rest_authentication_error"} (header MEMBERPRESS-API-KEY: {t})
mighty networks token ¦ Mighty Networks API (as remembered): a Bearer token per network (shape assumed) ¦ {A43} ¦ zapier task failed: GET https://api.mn.co/admin/v1/networks/88211/members -> 401\n  headers: {"Authorization": "Bearer {t}"}
headwind mdm ¦ Headwind MDM (as remembered): the shared secret in the server's build.properties (shape assumed) ¦ {A20} ¦ $ grep -n hash.secret /opt/hmdm-server/build.properties\n31:hash.secret={t}
hexnode key ¦ Hexnode UEM API (as remembered): an API key in the Authorization header (shape assumed) ¦ {A32} ¦ $ curl -s https://acme.hexnodemdm.com/api/v1/devices/ -H 'Authorization: {t}'\n{"detail":"Invalid API key."}
kemp loadmaster ¦ Kemp LoadMaster (as remembered): the RESTful API with bal's password (shape assumed) ¦ {p} ¦ $ curl -k 'https://bal:{t}@10.0.0.5/access/listvs'\n<Response stat="401" code="fail">Unauthorized</Response>
imunify360 ¦ Imunify360 (as remembered): the key in integration.conf (shape assumed) ¦ IM360-{U32} ¦ ==> /etc/sysconfig/imunify360/integration.conf <==\n[paths]\nui_path = /var/www/imunify\n[license]\nkey = {t}
geckoterminal key ¦ GeckoTerminal via CoinGecko Pro (as remembered): x-cg-pro-api-key header (shape assumed) ¦ CG-{A24} ¦ GET https://pro-api.coingecko.com/api/v3/onchain/networks/eth/pools 401\nx-cg-pro-api-key: {t}
kaiko key ¦ Kaiko market data (as remembered): X-Api-Key header (shape assumed) ¦ {h32} ¦ kaiko-ingest  | 2026-12-06T15:13:20Z level=error msg="trades stream closed" status=401 api_key={t}
lunarcrush key ¦ LunarCrush API v4 (as remembered): Authorization: Bearer (shape assumed) ¦ {l40} ¦ >>> requests.get("https://lunarcrush.com/api4/public/coins/list/v2", headers={"Authorization": "Bearer {t}"}).status_code\n401
mobula key ¦ Mobula (as remembered): an API key in the Authorization header (shape assumed) ¦ {uuid} ¦ MOBULA_API_KEY={t} node scripts/prices.mjs\nError: Mobula API 401: invalid api key
leapsome token ¦ Leapsome SCIM (as remembered): a SCIM token in the IdP's provisioning settings (shape assumed) ¦ {A48} ¦ Okta provisioning error for Leapsome: 401 Unauthorized\nAPI Token: {t}\nBase URL: https://www.leapsome.com/api/scim/v1
jobvite secret ¦ Jobvite API (as remembered): api and sc (secret) query parameters (shape assumed) ¦ {h32} ¦ 2026-12-06 15:13:31 sync-jobs ERROR GET https://api.jobvite.com/api/v2/job?api=acme_careers&sc={t}&count=50 -> 401
icims password ¦ iCIMS API (as remembered): Basic auth with an integration user (shape assumed) ¦ {p} ¦ iCIMS connector: POST https://api.icims.com/customers/4211/search/people failed (401)\nusername=acme_integration password={t}
kallidus key ¦ Kallidus Learn API (as remembered): X-Api-Key header (shape assumed) ¦ {A36} ¦ <add key="Kallidus:BaseUrl" value="https://acme.kallidus-suite.com/learn/api" />\n<add key="Kallidus:ApiKey" value="{t}" />
mindtickle token ¦ Mindtickle (as remembered): a company API token (shape assumed) ¦ {h48} ¦ $ export MINDTICKLE_TOKEN={t}\n$ ./mt-export --since 2026-11-01\nmt-export: 401 from https://api.mindtickle.com/v2/users
gyrus key ¦ Gyrus LMS (as remembered): a web service key in the SOAP header (shape assumed) ¦ {U24} ¦ <soap:Header><AuthHeader><UserName>hrsync</UserName><WsKey>{t}</WsKey></AuthHeader></soap:Header>\nsoap:Client - Invalid web service key
klaxoon token ¦ Klaxoon (as remembered): an OAuth access token for boards (shape assumed) ¦ {u64} ¦ klaxoon-export: GET https://api.klaxoon.com/v1/boards?page=1 -> 401\nAuthorization: Bearer {t}
jiminny key ¦ Jiminny (as remembered): an API key for call export (shape assumed) ¦ {A40} ¦ | setting           | value |\n|-------------------|-------|\n| jiminny.enabled   | true  |\n| jiminny.api_key   | {t} |
kaspr key ¦ Kaspr API (as remembered): authorization header with an API key (shape assumed) ¦ {h32} ¦ $ curl -X POST https://api.developers.kaspr.io/profile/linkedin -H 'authorization: Bearer {t}' -H 'accept-version: v2.0'\n{"message":"Unauthorized"}
muvi key ¦ Muvi OTT API (as remembered): authToken query parameter (shape assumed) ¦ {h32} ¦ WARN video-sync GET https://www.muvi.com/rest/getContentList?authToken={t}&limit=20 -> {"code":411,"msg":"Invalid auth token"}
komoot password ¦ komoot (as remembered): account e-mail and password for tour export (shape assumed) ¦ {p} ¦ $ komootgpx -m rider@acme.io -p '{t}' -d 11872204\nkomootgpx: login failed (401)
hammerhead key ¦ Hammerhead Karoo developer API (as remembered): an OAuth client secret (shape assumed) ¦ {A40} ¦ karoo-sync.toml\n[hammerhead]\nclient_id = "karoo-acme"\nclient_secret = "{t}"
idonate key ¦ iDonate API (as remembered): a client secret for the embed API (shape assumed) ¦ {uuid} ¦ iDonate webhook setup failed: 403 for organization 3d1f… (client_secret={t})
impactive key ¦ Impactive (as remembered): an API key for campaign sync (shape assumed) ¦ {A32} ¦ $ heroku config:get IMPACTIVE_API_KEY -a votes-sync\n{t}
mobilecause key ¦ MobileCause (as remembered): an account API key for donation export (shape assumed) ¦ {h40} ¦ donations.csv export failed: https://app.mobilecause.com/api/transactions?api_key={t}&from=2026-11-01 -> 401
givesmart token ¦ GiveSmart (as remembered): an API token per event (shape assumed) ¦ {A32} ¦ gala2026.yml\ngivesmart:\n  event: acme-gala-2026\n  api_token: {t}
houdiniesq password ¦ HoudiniEsq (as remembered): the firm's SQL connection string (shape assumed) ¦ {p} ¦ System.Data.SqlClient.SqlException: Login failed for user 'houdini'.\n   ConnectionString: Server=law-db01;Database=HoudiniEsq;User Id=houdini;Password={t};
lex machina key ¦ Lex Machina API (as remembered): client id and client secret for a token (shape assumed) ¦ {A48} ¦ >>> LexMachinaClient(client_id="lm-acme-7731", client_secret="{t}")\nlexmachina.exceptions.AuthError: invalid_client
harvest profit key ¦ Harvest Profit (as remembered): an API token for farm P&L export (shape assumed) ¦ {h40} ¦ $ hp-export --farm 2204 --token {t}\nerror: 401 unauthorized
hortau password ¦ Hortau irrigation (as remembered): portal login used by a polling script (shape assumed) ¦ {p} ¦ crontab -l\n*/15 * * * * /opt/irrig/poll.py --user grower@acme.farm --password '{t}' --field 12
libelium key ¦ Libelium Meshlium (as remembered): a cloud connector key (shape assumed) ¦ {H32} ¦ Meshlium Manager > Cloud Connectors > HTTP\nURL: https://iot.acme.farm/ingest\nKey: {t}\nStatus: 401 Unauthorized
gocomet key ¦ GoComet (as remembered): an API key header for container tracking (shape assumed) ¦ {A40} ¦ tracking-worker | POST https://api.gocomet.com/v1/track 403 {"error":"bad key"} (x-api-key={t})
loginext key ¦ LogiNext (as remembered): a WWW-Authenticate token after login (shape assumed) ¦ {h64} ¦ loginext: order 88213 create failed (401)\n> WWW-Authenticate: {t}\n> CLIENT_SECRET_KEY: (unset)
mothership key ¦ Mothership freight (as remembered): an API key for quotes (shape assumed) ¦ {A40} ¦ $ MOTHERSHIP_API_KEY={t} bin/rails runner 'Freight::Quote.fetch(88213)'\nMothership::Unauthorized: 401
inkthreadable keys ¦ Inkthreadable (as remembered): appid and secret key signing order requests (shape assumed) ¦ {h40} ¦ Inkthreadable order 4411 rejected: signature mismatch\nappid=APP-00412&secretkey={t}
letmeship key ¦ LetMeShip (as remembered): Basic auth with API user and password (shape assumed) ¦ {p} ¦ letmeship.yml\napi:\n  url: https://api.letmeship.com/v1\n  user: acme-shop\n  password: {t}
mainflux thing key ¦ Mainflux (as remembered): a thing key in the Authorization header (a UUID) ¦ {uuid} ¦ $ curl -s -X POST -H 'Content-Type: application/senml+json' -H 'Authorization: Thing {t}' https://iot.acme.io/http/channels/7a1c/messages -d '[{"n":"temp","v":21.4}]'\n403 Forbidden
matternet key ¦ Matternet (as remembered): an API key for the drone delivery cloud (shape assumed) ¦ {A48} ¦ [matternet-bridge] 2026-12-06 15:14:02 ERROR mission 22 upload refused (401) key={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
