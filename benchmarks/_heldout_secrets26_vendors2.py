"""Held-out set 26: more vendors no earlier set named — feature flags and experimentation,
data warehouses, ad networks and ad exchanges, learning management, church and nonprofit
software, legal research and practice management, agriculture.

Grepped as in ``_heldout_secrets26_vendors.py`` (none matched; Statsig, GrowthBook,
ConfigCat, Unleash, Flagsmith, Firebolt, MotherDuck, Dremio, Moodle, TalentLMS, Docebo,
Thinkific, Planning Center, Tithe.ly, Pushpay, Bloomerang, Donorbox, Clio, MyCase, Agworld,
FieldView and about 60 more did and were dropped): DevCycle, Flipt, FeatureHub, Kameleoon,
VWO, AB Tasty, Hypertune, Yellowbrick, Ocient, AdRoll, Taboola, Outbrain, Criteo, AppLovin,
StackAdapt, The Trade Desk, Xandr, PubMatic, Moloco, ironSource, Chartboost, LearnWorlds,
LearnUpon, Absorb LMS, Skilljar, Northpass, WorkRamp, Rock RMS, Elvanto, ChurchSuite, Little
Green Light, Kindful, Virtuous, EveryAction, Action Network, Funraise, CourtListener,
Lawmatics, Actionstep, farmOS, AgroMonitoring, Leaf Agriculture and CropX. Formats as the
vendors' documentation shows them, looked up with the project's documentation search where it
had the page (DevCycle's ``dvc_server_`` SDK keys from docs.devcycle.com and a secret
scanner's rule for them, Flipt's ``Authorization: Bearer`` client tokens and static tokens
in ``config.yaml`` from docs.flipt.io, CourtListener's ``Authorization: Token`` from its
Python client's page, Elvanto's API key used as the Basic user from its client library's
README) and otherwise as remembered (FeatureHub's ``<environment>/<key>`` API keys with
``*`` for server evaluation, Outbrain's ``OB-TOKEN-V1`` header, The Trade Desk's
``TTD-Auth`` header, AppLovin's ``Api-Key`` header, Rock RMS's ``Authorization-Token``
header, ChurchSuite's ``X-Auth`` header, Kindful's ``Token token=`` scheme, EveryAction's
``application:key|mode`` Basic password, Action Network's ``OSDI-API-Token`` header,
AgroMonitoring's ``appid`` parameter); "shape assumed" where no length or alphabet was shown.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
devcycle server key ¦ DevCycle docs, server-side SDK keys with the dvc_server_ prefix (docs.devcycle.com/essentials/keys) ¦ dvc_server_{u36}_hash ¦ DevCycleError: Invalid SDK key provided: 401 fetching config from https://config-cdn.devcycle.com/config/v2/server/{t}.json
devcycle env ¦ DevCycle Next.js SDK docs, DEVCYCLE_SERVER_SDK_KEY in the environment ¦ dvc_server_{u36} ¦ # .env.local\nNEXT_PUBLIC_DEVCYCLE_CLIENT_SDK_KEY=dvc_client_1f2e3d4c_5b6a_4978_8695_a4b3c2d1e0f9_f7e6d5c\nDEVCYCLE_SERVER_SDK_KEY={t}
flipt static token ¦ Flipt docs, static client tokens in config.yaml and Authorization: Bearer ¦ {h64} ¦ flipt: rpc error: code = Unauthenticated desc = request was not authenticated\n# /etc/flipt/config.yaml\nauthentication:\n  required: true\n  methods:\n    token:\n      enabled: true\n      storage:\n        tokens:\n          "checkout-svc":\n            credential: "{t}"
flipt bootstrap ¦ Flipt docs, the bootstrap client token sent as Bearer (base64url with padding, as its docs print one) ¦ {u43}= ¦ flipt: GET https://flags.acme.io/api/v1/namespaces/default/flags 401 {"code":16,"message":"request was not authenticated"} -H 'Authorization: Bearer {t}'
featurehub key ¦ FeatureHub docs, server-evaluated API keys <environment id>/<key> with * (shape as remembered) ¦ {A40} ¦ featurehub: edge returned 404 for key — FEATUREHUB_API_KEY="default/3f1c9a2e-7b4d-4e8f-a1c6-5d2b9e0f7a34/{t}*" FEATUREHUB_EDGE_URL=http://featurehub-edge:8553/
kameleoon secret ¦ Kameleoon docs, client_id and client_secret for the automation API (shape assumed) ¦ {u48} ¦ kameleoon: POST https://api.kameleoon.com/oauth/token 401 {"error":"invalid_client"}\nkameleoon.clientId=acme-web-ab\nkameleoon.clientSecret={t}
vwo token ¦ VWO REST API docs, a token header (shape assumed) ¦ {h64} ¦ vwo: 401 GET https://app.vwo.com/api/v2/accounts/882211/campaigns — token: {t}
abtasty secret ¦ AB Tasty docs, client id and secret for the public API (shape assumed) ¦ {A40} ¦ abtasty: POST https://api.abtasty.com/oauth/v2/token 400 {"error":"invalid_client","error_description":"The client credentials are invalid"} {"client_id":"4412_3c1e9a","client_secret":"{t}","grant_type":"client_credentials"}
hypertune token ¦ Hypertune docs, an SDK token in the environment (shape assumed) ¦ {b56} ¦ hypertune: [Hypertune] Failed to fetch init data: 401. HYPERTUNE_TOKEN={t}
yellowbrick password ¦ Yellowbrick docs, ybsql reading YBPASSWORD from the environment ¦ {p} ¦ ybsql: error: connection to server at "yb-prod.acme.internal" (10.4.1.20), port 5432 failed: FATAL: password authentication failed for user "etl_loader"\n$ env | grep ^YB\nYBHOST=yb-prod.acme.internal\nYBUSER=etl_loader\nYBPASSWORD={t}
ocient jdbc ¦ Ocient JDBC docs, user and password in the URL properties (password shape assumed) ¦ {p} ¦ java.sql.SQLException: [Ocient] authentication failed\n  at com.ocient.jdbc.XGConnection.connect(XGConnection.java:412)\n  url=jdbc:ocient://ocient-sql1.acme.internal:4050/analytics;user=bi_reader;password={t};force=false
adroll key ¦ AdRoll API docs, an API key with Basic auth (shape assumed) ¦ {A32} ¦ adroll: 401 GET https://services.adroll.com/api/v1/advertisable/get_campaigns?advertisable=QXK4RS3ZTBFHJN7WE2M5&apikey={t}
taboola secret ¦ Taboola Backstage API docs, client credentials at /backstage/oauth/token (shape assumed) ¦ {h32} ¦ taboola: POST https://backstage.taboola.com/backstage/oauth/token 401 {"error":"invalid_client"} client_id=5c2f9e1a7b3d4c8e9f0a1b2c3d4e5f6a&client_secret={t}&grant_type=client_credentials
outbrain token ¦ Outbrain Amplify API docs, the OB-TOKEN-V1 header ¦ {b88} ¦ outbrain: GET https://api.outbrain.com/amplify/v0.1/marketers/00f4b2c1e9d3a8/campaigns 401\nOB-TOKEN-V1: {t}\nAccept: application/json
criteo secret ¦ Criteo Marketing Solutions API docs, client credentials (shape assumed) ¦ {u44} ¦ criteo_api_marketingsolutions_v2024_10.exceptions.UnauthorizedException: (401)\n  client_id: 7d1e2f3a4b5c4d6e8f9a0b1c2d3e4f5a\n  client_secret: {t}
applovin key ¦ AppLovin MAX reporting docs, api_key query parameter (shape assumed) ¦ {A86} ¦ applovin: 401 GET https://r.applovin.com/maxReport?api_key={t}&start=2026-12-01&end=2026-12-05&format=json&columns=day,application,impressions,estimated_revenue
stackadapt key ¦ StackAdapt API docs, X-Authorization header (shape assumed) ¦ {h40} ¦ stackadapt: 401 GET https://api.stackadapt.com/service/v2/campaigns — X-Authorization: {t}
tradedesk ttd auth ¦ The Trade Desk API docs, TTD-Auth header after /authentication ¦ {A88} ¦ ttd: POST https://api.thetradedesk.com/v3/campaign/query/advertiser 403\nTTD-Auth: {t}\nContent-Type: application/json\n{"AdvertiserId":"x9q2k4m","PageStartIndex":0,"PageSize":50}
xandr token ¦ Xandr (Microsoft Invest) API docs, the token from /auth in an Authorization header (shape assumed) ¦ authn:{d6}:{h32}:nym2 ¦ xandr: {"response":{"error_id":"NOAUTH","error":"Authentication failed - not logged in"}} GET https://api.appnexus.com/line-item?advertiser_id=118822 Authorization: {t}
pubmatic token ¦ PubMatic API docs, a Bearer access token (shape assumed) ¦ {h32} ¦ pubmatic: 401 GET https://api.pubmatic.com/v1/analytics/data/publisher/164488?dateUnit=date&fromDate=2026-12-01 (Authorization: Bearer {t})
moloco key ¦ Moloco Ads API docs, an API key exchanged for a token (shape assumed) ¦ {A64} ¦ moloco: POST https://api.moloco.cloud/cm/v1/auth/tokens 401 {"code":16,"message":"invalid api key"} body={"api_key":"{t}"}
ironsource secret ¦ ironSource (Unity LevelPlay) docs, secret key and refresh token for a Bearer token (shape assumed) ¦ {h32} ¦ GET https://platform.ironsrc.com/partners/publisher/auth\nsecretkey: {t}\nrefreshToken: 8e1f4c0b2a9d7e6f5c4b3a2918f7e6d5\n-> 401 "Unauthorized"
chartboost signature ¦ Chartboost docs, an app signature for the reporting API (shape assumed) ¦ {h40} ¦ chartboost: 401 GET https://analytics.chartboost.com/v3/metrics/appcountry?userId=5a1f9c2e&userSignature={t}&dateMin=2026-12-01
learnworlds token ¦ LearnWorlds API docs, Lw-Client header with a Bearer access token ¦ {A40} ¦ learnworlds: GET https://acme.learnworlds.com/admin/api/v2/users?page=1 401 {"success":false,"errors":["Unauthenticated"]}\nLw-Client: 63f2a1c0e9d8b7a6f5e4d3c2\nAuthorization: Bearer {t}
learnupon password ¦ LearnUpon API docs, Basic auth with an API username and password (shape assumed) ¦ {h32} ¦ learnupon: 401 GET https://acme.learnupon.com/api/v1/enrollments?user_id=88213 — requests.get(url, auth=("a1c9e7f3b5d2", "{t}"))
absorb key ¦ Absorb LMS API docs, x-api-key header beside an authenticated token (shape assumed) ¦ {uuid} ¦ absorb: POST https://rest.myabsorb.com/authenticate 401 {"message":"Invalid private key"}\n  headers: {"x-api-key": "{t}", "x-api-version": "2"}
skilljar key ¦ Skilljar API docs, Basic auth with the API key as the user name ¦ {A40} ¦ $ curl -u '{t}:' https://api.skilljar.com/v1/domains/academy.acme.io/users?page=1\n{"detail":"Invalid token."}
northpass key ¦ Northpass API docs, X-Api-Key header (shape assumed) ¦ {u40} ¦ northpass: 401 GET https://api.northpass.com/v2/courses?limit=50 — X-Api-Key: {t}
workramp token ¦ WorkRamp API docs, Authorization: Bearer <token> (shape assumed) ¦ {h64} ¦ workramp: GET https://app.workramp.com/api/v1/academies/3f2a/users 401 {"message":"Bad credentials"}\n# .github/workflows/lms-sync.yml\n        env:\n          WORKRAMP_TOKEN: {t}
rockrms token ¦ Rock RMS docs, Authorization-Token header with a REST key ¦ {A24} ¦ rock: 401 GET https://rock.gracechurch.org/api/People?$filter=LastName eq 'Okafor' — Authorization-Token: {t}
elvanto key ¦ Elvanto API docs, the API key as the Basic user name (elvanto/api-node README) ¦ {A32} ¦ elvanto: {"status":"fail","error":{"code":102,"message":"Invalid API key."}} POST https://api.elvanto.com/v1/people/getAll.json — curl -u {t}:x
churchsuite auth ¦ ChurchSuite API docs, X-Account, X-Application and X-Auth headers ¦ {h40} ¦ churchsuite: 401 GET https://api.churchsuite.co.uk/v1/addressbook/contacts\nX-Account: stmarksbristol\nX-Application: rota-sync\nX-Auth: {t}
lgl key ¦ Little Green Light API docs, Authorization: Bearer <API key> (shape assumed) ¦ {A40} ¦ lgl: 401 GET https://api.littlegreenlight.com/api/v1/constituents/search.json?q[]=name=Okafor {"error":"Unauthorized"} — LGL_API_KEY='{t}'
kindful token ¦ Kindful API docs, Authorization: Token token="..." ¦ {h64} ¦ kindful: POST https://app.kindful.com/api/v1/imports 401\nAuthorization: Token token="{t}"\n{"data":[{"id":"donor-118","first_name":"Ada"}]}
virtuous token ¦ Virtuous CRM docs, a Bearer API key (shape assumed) ¦ {u86} ¦ virtuous: 401 GET https://api.virtuoussoftware.com/api/Contact/88213 (Authorization: Bearer {t})
everyaction key ¦ EveryAction (NGP VAN) docs, Basic auth application name and key|mode ¦ {uuid} ¦ everyaction: 401 POST https://api.securevan.com/v4/people/find — curl -u 'acme.dev.api:{t}|1' -H 'Content-Type: application/json'
actionnetwork token ¦ Action Network API docs, OSDI-API-Token header ¦ {h32} ¦ actionnetwork: GET https://actionnetwork.org/api/v2/events 401 {"error":"API Key invalid or not present"}\nOSDI-API-Token: {t}
funraise key ¦ Funraise docs, an API key header (shape assumed) ¦ {A36} ¦ funraise: 401 GET https://platform.funraise.io/api/v1/donations?pageSize=100 — x-api-key: {t}
courtlistener token ¦ CourtListener REST docs, Authorization: Token <40 hex> (from its client's page) ¦ {h40} ¦ courtlistener: 401 GET https://www.courtlistener.com/api/rest/v4/search/?q=%22adverse+possession%22&type=o {"detail":"Invalid token."}\n  COURTLISTENER_API_TOKEN={t}
lawmatics token ¦ Lawmatics API docs, a Bearer access token (shape assumed) ¦ {u43} ¦ lawmatics: 401 GET https://api.lawmatics.com/v1/matters?page=2 — Authorization: Bearer {t}
actionstep secret ¦ Actionstep API docs, OAuth client credentials (shape assumed) ¦ {A40} ¦ actionstep: POST https://api.actionstep.com/api/oauth/token 400 {"error":"invalid_client"}\n<appSettings>\n  <add key="Actionstep:ClientId" value="acme-practice-sync" />\n  <add key="Actionstep:ClientSecret" value="{t}" />\n</appSettings>
farmos secret ¦ farmOS docs, an OAuth client secret for the API (shape assumed) ¦ {A32} ¦ farmOS.client: POST https://farm.greenhill.coop/oauth/token 401 {"error":"invalid_client"}\n  farm_client = farmOS(hostname="https://farm.greenhill.coop", client_id="farm", client_secret="{t}", scope="farm_manager")
agromonitoring appid ¦ AgroMonitoring docs, appid query parameter (32 hex, as OpenWeather's) ¦ {h32} ¦ agromonitoring: 401 GET http://api.agromonitoring.com/agro/1.0/ndvi/history?polyid=5aaa8052cbbbb5000b73ff66&start=1764547200&end=1764979200&appid={t} {"cod":401,"message":"Invalid API key."}
leaf token ¦ Leaf Agriculture docs, a Bearer JWT from /authenticate (shape assumed) ¦ eyJhbGciOiJIUzUxMiJ9.{u72}.{u86} ¦ leaf: 401 GET https://api.withleaf.io/services/operations/api/files?leafUserId=7c1d5a2e — Authorization: Bearer {t}
cropx key ¦ CropX API docs, an API key header (shape assumed) ¦ {A32} ¦ cropx: 401 GET https://api.cropx.com/v2/sensors?farm=greenhill — headers={'X-Api-Key': '{t}'}
kindful csv ¦ a CSV export of integration settings (the value printed bare) ¦ {h64} ¦ integration,org,token,active\nkindful,greenhill-food-bank,{t},true\nmailchimp,greenhill-food-bank,(oauth),true
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="note"),
        *v.table("vendor", "\n".join(rows[half:]), raises="keyerror"),
    ]
