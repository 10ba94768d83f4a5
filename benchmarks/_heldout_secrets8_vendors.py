"""Held-out set 8: vendors' token formats, each in the error or config text where it shows up.

Sources: the gitleaks rule table (``config/gitleaks.toml`` of gitleaks/gitleaks, rule ids
named), the vendors' API-key pages, and SDK sources; "shape assumed" where a length or an
alphabet is a guess. Vendors were grepped against sets 1-7 so that none of them repeats.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
authress service client key ¦ gitleaks authress-service-client-access-key ¦ sc_{l14}.{l5}.acc_{l18}.{u72} ¦ AuthressError: 401 Unauthorized while calling https://login.acme.io/v1/users (accessKey='{t}')
authress ext key in env ¦ gitleaks authress-service-client-access-key ¦ ext_{l9}.{l4}.acc-{l22}.{u64} ¦ [auth] AUTHRESS_KEY={t} rejected: token signature invalid
beamer api token ¦ gitleaks beamer-api-token ¦ b_{l44} ¦ Beamer API responded 403 Forbidden for POST /v0/posts (beamer_api_key: {t})
bittrex access key ¦ gitleaks bittrex-access-key ¦ {l32} ¦ bittrex.api.BittrexError: INVALID_SIGNATURE (bittrex_key={t}, nonce 1764815390)
bittrex secret ¦ gitleaks bittrex-secret-key ¦ {l32} ¦ config error: BITTREX_SECRET = {t} produced an invalid signature for /v3/balances
cisco meraki api key ¦ gitleaks cisco-meraki-api-key ¦ {h40} ¦ meraki.exceptions.APIError: organizations, getOrganizations - 401 Unauthorized (X-Cisco-Meraki-API-Key: {t})
clickhouse cloud api secret ¦ gitleaks clickhouse-cloud-api-secret-key ¦ 4b1d{A38} ¦ clickhouse-cloud: 401 for GET /v1/organizations with key id 3Yq1mL0g and secret {t}
finicity app key ¦ gitleaks finicity-api-token ¦ {h32} ¦ FinicityError 401: Invalid credentials (Finicity-App-Key: {t}) on POST /aggregation/v2/partners/authentication
finicity partner secret ¦ gitleaks finicity-client-secret ¦ {l20} ¦ finicity: partnerId=2445583946651, partnerSecret={t} -> 401 Unauthorized
fly.io org token ¦ gitleaks flyio-access-token ¦ fo1_{u43} ¦ Error: failed to fetch an app: You must be authenticated to view this. (FLY_API_TOKEN={t})
frame.io developer token ¦ gitleaks frameio-api-token ¦ fio-u-{u64} ¦ frameioclient.lib.exceptions.PresentationException: 401 Client Error: Unauthorized (FrameioClient("{t}"))
freemius secret key ¦ gitleaks freemius-secret-key ¦ sk_{A29} ¦ Freemius SDK: signature mismatch for plugin 11873 ('secret_key' => '{t}')
gitter token ¦ gitleaks gitter-access-token ¦ {h40} ¦ gitter-bot: GET https://api.gitter.im/v1/rooms failed 401 (GITTER_TOKEN={t})
intra42 client secret ¦ gitleaks intra42-client-secret ¦ s-s4t2ud-{h64} ¦ OAuth2Error: invalid_client for https://api.intra.42.fr/oauth/token client_secret={t}
kucoin api key ¦ gitleaks kucoin-access-token ¦ {h24} ¦ kucoin.exceptions.KucoinAPIException: 400005 Invalid KC-API-KEY (kucoin_api_key: {t})
kucoin api secret ¦ gitleaks kucoin-secret-key ¦ {uuid} ¦ KucoinAPIException 400005: signature invalid for kucoin secret {t}
kucoin passphrase ¦ KuCoin API docs, KC-API-PASSPHRASE header (shape assumed) ¦ {p} ¦ 400004 Invalid KC-API-PASSPHRASE: {t}
looker client id and secret ¦ gitleaks looker-client-secret ¦ {l24} ¦ looker_sdk.error.SDKError: 404 Not Found on /api/4.0/login (looker.ini: client_id=Zb3xd8LkQvM7nCs2Pw9T, client_secret={t})
nytimes api key ¦ gitleaks nytimes-access-token ¦ {l32} ¦ 401 {"fault":{"faultstring":"Invalid ApiKey"}} GET https://api.nytimes.com/svc/topstories/v2/home.json?api-key={t}
private ai api key ¦ gitleaks privateai-api-token ¦ {l32} ¦ privateai_client: 401 Unauthorized - PRIVATE_AI_API_KEY {t} is not valid for /v3/process/text
sendinblue v3 key ¦ gitleaks sendinblue-api-token ¦ xkeysib-{h64}-{l16} ¦ sib_api_v3_sdk.rest.ApiException: (401) Reason: Unauthorized api-key: {t}
settlemint personal token ¦ gitleaks settlemint-personal-access-token ¦ sm_pat_{A16} ¦ settlemint: Error: Invalid access token {t} for workspace acme-chain
settlemint application token ¦ gitleaks settlemint-application-access-token ¦ sm_aat_{A16} ¦ fetch https://acme-7c1f.gke-europe.settlemint.com/{t}/graphql failed: 401
settlemint service token ¦ gitleaks settlemint-service-access-token ¦ sm_sat_{A16} ¦ SETTLEMINT_ACCESS_TOKEN={t} rejected (403 Forbidden)
sidekiq enterprise credentials ¦ gitleaks sidekiq-secret ¦ {h8}:{h8} ¦ Bundler::Fetcher::AuthenticationRequiredError: Authentication is required for enterprise.contribsys.com (BUNDLE_ENTERPRISE__CONTRIBSYS__COM={t})
sidekiq gems url ¦ gitleaks sidekiq-sensitive-url ¦ {h8}:{h8} ¦ Could not fetch specs from https://{t}@gems.contribsys.com/ due to underlying error <bad response Unauthorized 401>
squarespace api key ¦ gitleaks squarespace-access-token ¦ {uuid} ¦ squarespace commerce api: 401 for /1.0/commerce/orders (squarespace_api_key = "{t}")
sumologic access id ¦ gitleaks sumologic-access-id ¦ su{A12} ¦ sumologic: HTTP 401 Unauthorized, SUMO_ACCESS_ID={t} not recognised
sumologic access key ¦ gitleaks sumologic-access-token ¦ {A64} ¦ sumologic collector: registration failed (accessid=suT8KqvM3nXa1b, SUMO_ACCESS_KEY={t})
aws bedrock api key ¦ gitleaks aws-amazon-bedrock-api-key-long-lived ¦ ABSK{b132} ¦ botocore.exceptions.ClientError: An error occurred (UnrecognizedClientException) when calling Converse: The security token included in the request is invalid (AWS_BEARER_TOKEN_BEDROCK={t})
trigger.dev dev key ¦ trigger.dev docs, API keys (tr_dev_ / tr_prod_ / tr_pat_ prefixes) ¦ tr_dev_{A20} ¦ ApiError: 401 Invalid API key. TRIGGER_SECRET_KEY="{t}"
trigger.dev prod key ¦ trigger.dev docs, API keys ¦ tr_prod_{A20} ¦ trigger.dev deploy: Error: You are using a dev key for a prod environment? got {t}
trigger.dev personal access token ¦ nango docs for trigger.dev, PAT prefix tr_pat_ (length assumed) ¦ tr_pat_{A40} ¦ npx trigger.dev@latest login: Failed to verify personal access token {t}
trigger.dev named key ¦ trigger.dev docs, trigger-batch (tr_dev_sk_) ¦ tr_prod_sk_{A32} ¦ configure({ accessToken: "{t}" }) -> 403 insufficient scope for tasks.batchTrigger
mercury api token ¦ Mercury API docs, Getting Started (shape assumed) ¦ secret-token:mercury_production_wma_{A43}_yrucrem ¦ MercuryError 401: {"errors":{"message":"Unauthorized"}} Authorization: Bearer {t}
brex user token ¦ Brex developer docs, user tokens (bxt_ prefix; length assumed) ¦ bxt_{A44} ¦ brex-sdk: 401 UNAUTHORIZED for GET /v2/transactions/card/primary (token {t})
alpaca api key id ¦ Alpaca docs, APCA-API-KEY-ID header (PK prefix for paper) ¦ PK{U18} ¦ alpaca_trade_api.rest.APIError: forbidden. (APCA-API-KEY-ID: {t})
alpaca secret key ¦ Alpaca docs, APCA-API-SECRET-KEY ¦ {A40} ¦ tradeapi.REST(key_id='PKJ8RT2WQ3ZL9X5M1A0B', secret_key='{t}', base_url='https://paper-api.alpaca.markets') -> 403
twelve data api key ¦ Twelve Data docs, apikey query parameter (32 hex assumed) ¦ {h32} ¦ {"code":401,"message":"**apikey** parameter is incorrect or not specified. https://api.twelvedata.com/time_series?symbol=AAPL&interval=1min&apikey={t}","status":"error"}
tenderly access key ¦ Tenderly docs, X-Access-Key header (shape assumed) ¦ {A32} ¦ tenderly: Error: Unauthorized - check X-Access-Key {t} for project acme/defi
pinata secret api key ¦ Pinata docs, pinata_secret_api_key header ¦ {h64} ¦ PinataError: 401 INVALID_CREDENTIALS (pinata_api_key: 5c2f8e1b0a9d3c7e4f16, pinata_secret_api_key: {t})
geoapify api key ¦ Geoapify docs, apiKey parameter ¦ {h32} ¦ GET https://api.geoapify.com/v1/geocode/search?text=Berlin&apiKey={t} -> 401 Invalid apiKey
opencage key ¦ OpenCage docs, key parameter ¦ {h32} ¦ opencage.geocoder.InvalidInputError: 401 invalid API key (https://api.opencagedata.com/geocode/v1/json?q=52.5%2C13.4&key={t})
locationiq access token ¦ LocationIQ docs, pk. tokens ¦ pk.{h32} ¦ LocationIQ: {"error":"Invalid key"} for https://us1.locationiq.com/v1/reverse?key={t}&lat=51.5&lon=-0.1
radar secret key ¦ Radar docs, API keys (prj_live_sk_ / prj_test_pk_) ¦ prj_live_sk_{h40} ¦ RadarError: 401 unauthorized, Authorization: {t}
what3words key ¦ what3words API docs, key parameter (8 upper alnum) ¦ {U8} ¦ what3words: {"error":{"code":"InvalidKey","message":"Authentication failed; invalid API key"}} key={t}
daily.co api key ¦ Daily REST API docs, Bearer key (64 hex assumed) ¦ {h64} ¦ daily-python: 401 authentication-error for POST https://api.daily.co/v1/rooms (Authorization: Bearer {t})
dyte org basic auth ¦ Dyte REST docs, Basic base64(orgId:apiKey) ¦ {uuid}:{h20} ¦ DyteAPIError 401: invalid org id or api key ({t})
tally api key ¦ Tally API docs, tly- keys (length assumed) ¦ tly-{A32} ¦ Tally webhook sync failed: 401 Unauthorized (Authorization: Bearer {t})
todoist token ¦ Todoist REST docs, 40-hex API token ¦ {h40} ¦ todoist_api_python: 401 Client Error: Unauthorized for url: https://api.todoist.com/rest/v2/tasks (TODOIST_API_TOKEN={t})
shortcut api token ¦ Shortcut API docs, Shortcut-Token header (UUID) ¦ {uuid} ¦ 401 Unauthorized from https://api.app.shortcut.com/api/v3/stories/search (Shortcut-Token: {t})
sanity token ¦ Sanity docs, API tokens (sk prefix; length assumed) ¦ sk{A78} ¦ ClientError: Unauthorized - Session not found (SANITY_AUTH_TOKEN={t})
builder.io private key ¦ Builder.io docs, private keys start bpk- ¦ bpk-{h32} ¦ Builder Write API: 401 invalid private key (Authorization: Bearer {t})
wix api key ¦ Wix docs, API keys (IST. prefix) ¦ IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.{u120}.{u86} ¦ wix-sdk: 403 PERMISSION_DENIED (ApiKeyStrategy({ apiKey: "{t}" }))
coveo api key ¦ Coveo docs, API keys (xx + UUID) ¦ xx{uuid} ¦ coveo push: 401 Unauthorized (Authorization: Bearer {t}) sourceId acmeprod-q7w3yq4gbn6rzcz3c7s4a
semgrep app token ¦ Semgrep docs, SEMGREP_APP_TOKEN (64 hex assumed) ¦ {h64} ¦ semgrep ci: Invalid API key, please run semgrep logout and login again (SEMGREP_APP_TOKEN={t})
coveralls repo token ¦ Coveralls docs, repo_token ¦ {A33} ¦ coveralls: Error: Bad response: 422 {"message":"Couldn't find a repository matching this job.","error":true} repo_token: {t}
percy token ¦ Percy docs, PERCY_TOKEN (web_ prefix) ¦ web_{h64} ¦ [percy] Error: Unable to find a project with the token PERCY_TOKEN={t}
chromatic project token ¦ Chromatic docs, project tokens chpt_ ¦ chpt_{h14} ¦ ✖ Invalid --project-token '{t}' - chromatic could not authenticate
browserstack hub url ¦ BrowserStack Automate docs, hub URL with access key ¦ {A20} ¦ selenium.common.exceptions.WebDriverException: Message: [browserstack.local] is set to true but BrowserStack Local is not running (https://acme1:{t}@hub-cloud.browserstack.com/wd/hub)
sauce labs access key ¦ Sauce Labs docs, ondemand URL ¦ {uuid} ¦ SessionNotCreatedException: Misconfigured -- Sauce Labs Authentication Error. https://ci-bot:{t}@ondemand.eu-central-1.saucelabs.com:443/wd/hub
lambdatest access key ¦ LambdaTest docs, LT_ access keys (length assumed) ¦ LT_{A47} ¦ LambdaTest: Unauthorized! LT_ACCESS_KEY={t} does not match user acme-qa
cypress record key ¦ Cypress Cloud docs, record key (UUID) ¦ {uuid} ¦ You passed the --record flag but this project has not been setup to record. cypress run --record --key {t}
appveyor api key ¦ AppVeyor docs, v2 API keys (shape assumed) ¦ v2.{l20} ¦ AppVeyor REST: 401 Unauthorized (Authorization: Bearer {t})
teamcity access token ¦ TeamCity docs, access tokens (JWT-like, header eyJ0eXAiOiAiVENWMiJ9) ¦ eyJ0eXAiOiAiVENWMiJ9.{u36}.{u48} ¦ TeamCity REST: 401 Authentication required (curl --header "Authorization: Bearer {t}" https://ci.acme.io/app/rest/builds)
codeberg token ¦ Forgejo docs, access tokens (40 hex) ¦ {h40} ¦ tea login add --url https://codeberg.org --token {t}\nError: 401 Unauthorized: token is required
zapier catch hook ¦ Zapier docs, webhook catch URL ¦ {l7} ¦ POST https://hooks.zapier.com/hooks/catch/4817265/{t}/ returned 410 Gone
ifttt maker key ¦ IFTTT Webhooks docs, maker key ¦ {u22} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://maker.ifttt.com/trigger/door_open/with/key/{t}
fivetran api secret ¦ Fivetran REST docs, Basic auth of key:secret ¦ {A32} ¦ fivetran: 401 Unauthorized for connector sync (api_key=xv7PqL2mA9cN0wRs, api_secret={t})
bigquery service account private key ¦ Google Cloud docs, service account key JSON ¦ MIIEvQIBADANBgkqhkiG9w0BAQEFAASC{b64} ¦ google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', ...) key file: {"type": "service_account", "project_id": "acme-bq", "private_key": "-----BEGIN PRIVATE KEY-----\\n{t}\\n-----END PRIVATE KEY-----\\n"}
logz.io shipping token ¦ Logz.io docs, listener token parameter ¦ {L32} ¦ fluent-plugin-logzio: Got 401 Unauthorized from https://listener.logz.io:8071?token={t}&type=nginx
chronosphere api token ¦ Chronosphere docs, API tokens (shape assumed) ¦ {A64} ¦ chronoctl: unauthorized, CHRONOSPHERE_API_TOKEN={t} rejected by acme.chronosphere.io
victorops routing url ¦ Splunk On-Call docs, REST endpoint integration key ¦ {uuid} ¦ POST https://alert.victorops.com/integrations/generic/20131114/alert/{t}/database failed: 403 Invalid API key
pingdom api token ¦ Pingdom API 3.1 docs, Bearer token (shape assumed) ¦ {u64} ¦ pingdom: 401 {"error":{"statuscode":401,"errormessage":"Invalid token"}} (Authorization: Bearer {t})
pangea token ¦ Pangea docs, service tokens (pts_ prefix) ¦ pts_{l32} ¦ pangea.exceptions.UnauthorizedException: Not authorized to access this resource (token={t})
nightfall api key ¦ Nightfall docs, API keys (NF- prefix) ¦ NF-{A32} ¦ nightfall: 401 Unauthenticated, NIGHTFALL_API_KEY={t}
qovery api token ¦ Qovery docs, API tokens (qov_ prefix; length assumed) ¦ qov_{A56} ¦ qovery-cli: Error: 401 Unauthorized (QOVERY_CLI_ACCESS_TOKEN={t})
rootly api key ¦ Rootly API docs, Bearer key (rootly_ prefix assumed) ¦ rootly_{h64} ¦ rootly-cli: 401 {"errors":[{"title":"Unauthorized"}]} using ROOTLY_API_TOKEN {t}
firehydrant bot token ¦ FireHydrant docs, bot tokens (fhb- prefix assumed) ¦ fhb-{h32} ¦ firehydrant: Authorization failed for bot token {t} (403 Forbidden)
courier auth token ¦ Courier docs, auth tokens (pk_prod_) ¦ pk_prod_{U28} ¦ CourierError: 401 Unauthorized, COURIER_AUTH_TOKEN="{t}"
elastic email api key ¦ Elastic Email docs, API key (96 upper hex assumed) ¦ {H96} ¦ ElasticEmail.ApiException: Error calling EmailsPost: 401 (X-ElasticEmail-ApiKey: {t})
shipengine sandbox key ¦ ShipEngine docs, API-Key header (TEST_ prefix) ¦ TEST_{b43} ¦ ShipEngineError: unauthorized. The API key is invalid. (API-Key: {t})
avalara license key ¦ Avalara AvaTax docs, Basic accountId:licenseKey ¦ {H16} ¦ AvaTaxError: AuthenticationException - account 2001234567 with license key {t} was rejected
taxjar token ¦ TaxJar docs, Bearer token (32 hex) ¦ {h32} ¦ taxjar.exceptions.TaxJarResponseError: 401 Unauthorized -- Not authorized for route 'POST /v2/taxes' (Authorization: Bearer {t})
maxio api key ¦ Maxio (Chargify) docs, Basic api_key:x ¦ {A43} ¦ Chargify::UnauthorizedError: HTTP Basic: Access denied. (curl -u {t}:x https://acme.chargify.com/subscriptions.json)
unsplash client id ¦ Unsplash docs, Authorization: Client-ID scheme ¦ {u43} ¦ unsplash-js: 401 OAuth error: The access token is invalid (Authorization: Client-ID {t})
imgur client id ¦ Imgur API docs, Client-ID scheme (15 hex) ¦ {h15} ¦ ImgurClientError: (403) Permission Denied -- Authorization: Client-ID {t}
imgur client secret ¦ Imgur API docs, client secret (40 hex) ¦ {h40} ¦ imgurpython.helpers.error.ImgurClientError: invalid_client (client_secret={t})
pexels api key ¦ Pexels API docs, Authorization header (56 alnum assumed) ¦ {A56} ¦ pexels-api: 401 Unauthorized GET /v1/search?query=ocean (Authorization: {t})
giphy api key ¦ GIPHY API docs, api_key parameter ¦ {A32} ¦ {"meta":{"msg":"Unauthorized","status":401}} https://api.giphy.com/v1/gifs/search?api_key={t}&q=cats
egnyte access token ¦ Egnyte Public API docs, OAuth token (24 alnum assumed) ¦ {A24} ¦ egnyte: 403 Developer Inactive for https://acme.egnyte.com/pubapi/v1/fs/Shared (Authorization: Bearer {t})
salesforce session id ¦ Salesforce docs, session IDs (org id!token) ¦ 00D5g000004XkP2!{A96} ¦ simple_salesforce.exceptions.SalesforceExpiredSession: Expired session for https://acme.my.salesforce.com/services/data/v59.0/query/. Response content: [{'errorCode': 'INVALID_SESSION_ID'}] (session_id='{t}')
salesforce consumer secret ¦ Salesforce docs, connected app consumer secret (64 upper hex) ¦ {H64} ¦ sf org login jwt: error invalid_client_id; consumer key 3MVG9Rd3qC6oMalW and SF_CONSUMER_SECRET={t}
gorgias basic auth ¦ Gorgias REST docs, Basic email:api_key ¦ {h64} ¦ Gorgias 401: curl -u ops@acme.io:{t} https://acme.gorgias.com/api/tickets
"""


def vendor_cases(values: Values) -> list[Case]:
    return values.table("vendor", ROWS)
