"""Held-out set 33: more vendors no earlier set named — translation agencies and CAT tools,
CI servers, game server hosts and stores, SMS aggregators, site search, legal billing and
case management, freight and parcel tracking, ad exchanges and SDKs, LMS and classroom
tools, church management, experimentation, IoT SIMs, data pipelines and giving apps.

Each name was grepped for like those of ``_heldout_secrets33_vendors.py`` (none matched).
None of these was looked up: their shapes are remembered or assumed, and each case says so
(Onomondo, Givelify, Straker and Dataddo were searched for and the search found nothing).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
wordfast token ¦ Wordfast Anywhere API (as remembered): a token sent as X-Auth-Token (shape assumed) ¦ {A32} ¦ $ http POST https://api.freetm.com/v1/tm/search X-Auth-Token:{t} q=='warranty'\nHTTP/1.1 401 Unauthorized
acclaro api key ¦ Acclaro MyAcclaro REST API (as remembered): Authorization: Bearer <api key> (shape assumed) ¦ {A64} ¦ acclaro-sync | 2026-12-06T10:42:01Z ERROR POST https://my.acclaro.com/api2/orders failed: 401 (Bearer {t})
languagewire key ¦ LanguageWire project API (as remembered): an API key in the Authorization header (shape assumed) ¦ {uuid} ¦ [languagewire]\nendpoint = https://api.languagewire.com/project/v1\napi_key = {t}\n; lwctl upload: 401 Unauthorized
stepes key ¦ Stepes translation API (as remembered): key in a query string (shape assumed) ¦ {h40} ¦ Net::HTTPUnauthorized: GET /api/v1/quote?key={t}&source=en&target=ko
straker token ¦ Straker Translations API (the search found nothing; Bearer as remembered) ¦ {uuid} ¦ PS> Invoke-RestMethod -Uri https://api.strakertranslations.com/v1/languages -Headers @{ Authorization = "Bearer {t}" }\nInvoke-RestMethod: {"message":"Unauthorized"}
agola token ¦ Agola CI (as remembered): agola --token for the gateway API (shape assumed) ¦ {h40} ¦ $ agola --gateway-url https://agola.acme.io --token {t} project list\nError: failed to get projects: 401 unauthorized
abstruse token ¦ Abstruse CI (as remembered): a worker token in config.yml (shape assumed) ¦ {A48} ¦ # /etc/abstruse/worker.yml\nserver:\n  addr: ci.acme.io:8081\nauth:\n  jwt: {t}\n# abstruse-worker: authentication failed, retrying in 10s
servermania key ¦ ServerMania API (as remembered): X-API-Key (shape assumed) ¦ {A40} ¦ terraform: Error: servermania_server.db: 403 Forbidden\n  with provider["registry.terraform.io/acme/servermania"], api_key = "{t}"
apex hosting panel ¦ Apex Hosting (Multicraft panel, as remembered): an API key per user (shape assumed) ¦ {A20} ¦ multicraft.php?_MulticraftAPIMethod=startServer&_MulticraftAPIUser=acme&_MulticraftAPIKey={t}&id=4411 -> {"success":false,"errors":["Invalid API key."]}
craftingstore token ¦ CraftingStore plugin config (as remembered): api-key in config.yml (shape assumed) ¦ {A32} ¦ [10:42:11 WARN]: [CraftingStore] Your API key is invalid! (plugins/CraftingStore/config.yml: api-key: "{t}")
twizo key ¦ Twizo REST API (as remembered): Basic auth with twizo:<api key> (shape assumed) ¦ {A40} ¦ curl -u 'twizo:{t}' https://api-asia-01.twizo.com/v1/verification/submit -d recipient=6512345678\n{"title":"Unauthorized","status":401}
mobivate key ¦ Mobivate BulkSMS API (as remembered): an API key in the JSON body (shape assumed) ¦ {A36} ¦ POST https://api.mobivatebulksms.com/send/single\n{"originator":"ACME","recipient":"447700900123","body":"Your code","api_key":"{t}"}\n<- 401
sajari key ¦ Sajari (Search.io) collection API (as remembered): key id and key secret (shape assumed) ¦ {A64} ¦ SAJARI_KEY_ID=7f31a2c4-1e5d-4b90-8f6a-2d4c1b3e5a70\nSAJARI_KEY_SECRET={t}\nError: rpc error: code = Unauthenticated
searchly url ¦ Searchly (as remembered): SEARCHBOX_URL=https://paas:<key>@...searchly.com (shape assumed) ¦ {h32} ¦ Elasticsearch::Transport::Transport::Errors::Unauthorized: [401] while connecting to https://paas:{t}@dori-us-east-1.searchly.com
bill4time key ¦ Bill4Time API (as remembered): an API key and secret pair (shape assumed) ¦ {A40} ¦ bill4time.exceptions.AuthError: 401 for key b4t_acme_legal with secret '{t}'
timesolv token ¦ TimeSolv API (as remembered): OAuth client secret in an INI (shape assumed) ¦ {A32} ¦ [timesolv]\nclient_id = 7731\nclient_secret = {t}\nredirect = https://ops.acme.law/cb
lawcus key ¦ Lawcus (as remembered): an API token in Zapier-style header (shape assumed) ¦ {h48} ¦ > GET /api/v1/matters HTTP/2\n> Host: api.lawcus.com\n> Authorization: Token {t}\n< HTTP/2 401
legalserver password ¦ LegalServer reports API (as remembered): Basic auth over a report URL (typed password) ¦ {p} ¦ requests.exceptions.HTTPError: 401 Client Error for url: https://intake:{t}@acme-legal.legalserver.org/modules/report/api_export.php?load=418
cargowise eadaptor ¦ CargoWise eAdaptor (as remembered): HTTP Basic to the eAdaptor endpoint (typed password) ¦ {p} ¦ <EAdaptorConfig>\n  <Url>https://acmeprod.wisegrid.net/eAdaptor</Url>\n  <User>ACMEFWD</User>\n  <Password>{t}</Password>\n</EAdaptorConfig>
transvirtual key ¦ Transvirtual API (as remembered): an Authorization key in headers (shape assumed) ¦ {A32} ¦ transvirtual-client | POST https://api.transvirtual.com.au/Api/AddConsignment Authorization={t} -> 401 Invalid Api Key
parcelperform secret ¦ ParcelPerform API (as remembered): OAuth client credentials (shape assumed) ¦ {A48} ¦ PARCELPERFORM_CLIENT_ID=acme-eu\nPARCELPERFORM_CLIENT_SECRET={t}\nERROR token request to https://auth.parcelperform.com/oauth2/token: invalid_client
truckertools key ¦ Trucker Tools API (as remembered): an API key in the query (shape assumed) ¦ {h32} ¦ 2026-12-06 10:42:31 WARN load-tracker: GET https://api.truckertools.com/v1/loads/LD88213/track?apiKey={t} returned 403
descartes macropoint ¦ Descartes MacroPoint (as remembered): Basic auth for the tracking API (typed password) ¦ {p} ¦ $ curl -u 'acmefreight:{t}' https://macropoint-lite.com/api/1.0/orders/create -d @order.xml\nHTTP 401
seedtag key ¦ Seedtag publisher API (as remembered): X-API-Key header (shape assumed) ¦ {uuid} ¦ fetch("https://api.seedtag.com/publishers/v1/reports", { headers: { "X-API-Key": "{t}" } })\nUncaught (in promise) Error: 403
kargo token ¦ Kargo reporting API (as remembered): a bearer token (shape assumed) ¦ {A40} ¦ kargo_report.py:44: KargoAuthError: token rejected: {t}
sharethrough key ¦ Sharethrough reporting API (as remembered): X-STR-API-Key (shape assumed) ¦ {h32} ¦ < HTTP/1.1 401 Unauthorized\n> X-STR-API-Key: {t}
hyprmx key ¦ HyprMX SDK (as remembered): a distributor id public, a reporting API key secret (shape assumed) ¦ {A32} ¦ HYPRMX_DISTRIBUTOR_ID=1000201300\nHYPRMX_REPORTING_KEY={t}
ogury secret ¦ Ogury reporting API (as remembered): client id and secret for a token (shape assumed) ¦ {A40} ¦ ogury-report: POST https://auth.ogury.co/oauth2/token grant_type=client_credentials client_id=acme client_secret={t} -> 401
nearpod key ¦ Nearpod district API (as remembered): an API key header (shape assumed) ¦ {A32} ¦ [ERROR] rostering: Nearpod API returned 403 for x-api-key {t}
quizlet token ¦ Quizlet API 2.0 (as remembered, retired): an OAuth access token (shape assumed) ¦ {A40} ¦ GET https://api.quizlet.com/2.0/users/mteach/sets?access_token={t}\n{"http_code":401,"error":"invalid_token"}
cornerstone secret ¦ Cornerstone OnDemand API (as remembered): client id and client secret (shape assumed) ¦ {A44} ¦ cornerstone:\n  portal: acme.csod.com\n  client_id: acme-hr-sync\n  client_secret: "{t}"
realm chms key ¦ Realm ChMS (ACS Technologies, as remembered): an API key per integration (shape assumed) ¦ {h40} ¦ REALM_API_KEY={t} node sync-groups.js\nError: Realm API 401: key revoked
convert key ¦ Convert Experiences API (as remembered): application id and secret for HMAC (shape assumed) ¦ {h32} ¦ convert_api_secret: "{t}"\nconvert_application_id: "100414"\n# convert-sync: signature mismatch (401)
rollout key ¦ CloudBees Rollout (as remembered): an environment key for the SDK (shape assumed) ¦ {h24} ¦ Rox.setup("{t}", new RoxOptions.Builder().build());\nROX ERROR: failed to fetch configuration (403)
onomondo key ¦ Onomondo API (the search found nothing; an API key in Authorization as remembered) ¦ {A40} ¦ $ curl -s https://api.onomondo.com/sims -H "authorization: {t}"\n{"error":"invalid api key"}
dataddo token ¦ Dataddo API (the search found nothing; Bearer as remembered) ¦ {A40} ¦ Dataddo source 8812 sync failed: 401 (Authorization: Bearer {t})
givelify secret ¦ Givelify partner API (the search found nothing; client credentials as remembered) ¦ {A40} ¦ GIVELIFY_CLIENT_ID=acme-church\nGIVELIFY_CLIENT_SECRET={t}\nhttp: POST https://api.givelify.com/oauth/token -> 401
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
