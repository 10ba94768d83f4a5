"""Held-out set 5: vendors' published token shapes, each in the message its SDK or CLI prints.

One case a line: ``name ¦ where the shape is published ¦ token ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). None of these vendors is in set 4. Shapes are from the vendors'
docs and key-prefix pages (length, alphabet, prefix); values are seeded random.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

OBSERVABILITY = """
datadog api key ¦ docs.datadoghq.com/account_management/api-app-keys: 32 hex ¦ {h32} ¦ datadog.api.exceptions.Forbidden: 403 {"errors":["Forbidden"]} (DD-API-KEY: {t}, site datadoghq.eu)
datadog application key ¦ docs.datadoghq.com api-app-keys: application keys are 40 hex ¦ {h40} ¦ Error: POST https://api.datadoghq.com/api/v1/monitor 403 Forbidden; DD_APP_KEY={t}
new relic user key ¦ docs.newrelic.com new-relic-api-keys: user keys start NRAK- ¦ NRAK-{U27} ¦ NerdGraph error: {"errors":[{"message":"Invalid API key","extensions":{"errorClass":"UNAUTHORIZED"}}]} (API-Key: {t})
new relic license key ¦ docs.newrelic.com: license keys are 40 characters ending NRAL ¦ {h36}NRAL ¦ newrelic.core.agent: (ERROR) - Data collector is indicating that an incorrect license key has been supplied by the agent. license_key = '{t}'
new relic insert key ¦ docs.newrelic.com insights insert keys: NRII- prefix ¦ NRII-{u32} ¦ HTTP 403 from insights-collector.newrelic.com/v1/accounts/3141592/events: X-Insert-Key: {t}
sentry user auth token ¦ docs.sentry.io auth tokens: user tokens start sntryu_ and 64 hex ¦ sntryu_{h64} ¦ sentry-cli: error: API request failed: 401 Invalid token header. SENTRY_AUTH_TOKEN={t}
sentry org auth token ¦ docs.sentry.io organization tokens: sntrys_ + base64 payload + _ + secret ¦ sntrys_eyJpYXQiOjE3MzMyMjE0MDAuMCwidXJsIjoiaHR0cHM6Ly9zZW50cnkuaW8ifQ_{b43} ¦ @sentry/webpack-plugin: error: Could not upload sourcemaps (authToken: "{t}")
grafana service account token ¦ grafana.com/docs service accounts: glsa_ + 32 alnum + _ + 8 hex ¦ glsa_{A32}_{h8} ¦ grafana-api: 401 Unauthorized {"message":"invalid API key"} Authorization: Bearer {t}
grafana cloud access policy token ¦ grafana.com/docs access policies: glc_ + base64 JSON ¦ glc_eyJvIjoiOTQxMzcyIiwibiI6InN0YWNrLWxvZ3MiLCJrIjoi{b64}fQ== ¦ promtail: server returned HTTP status 401 Unauthorized (basic_auth password: {t})
dynatrace api token ¦ docs.dynatrace.com access tokens: dt0c01. + 24 upper + . + 64 upper ¦ dt0c01.{U24}.{U64} ¦ oneagentctl: Error: 401 Token Authentication failed (Api-Token {t})
honeybadger api key ¦ docs.honeybadger.io: project API keys hbp_ + 36 alnum ¦ hbp_{A36} ¦ ** [Honeybadger] Unable to send error report: API key is invalid (api_key={t})
rollbar server token ¦ docs.rollbar.com access tokens: 32 hex post_server_item ¦ {h32} ¦ pyrollbar: Got unexpected status code from Rollbar api: 403 {"err": 1, "message": "invalid access token"} access_token={t}
bugsnag api key ¦ docs.bugsnag.com: notifier API key 32 hex ¦ {h32} ¦ [bugsnag] Invalid configuration: apiKey should be a 32 character hexadecimal string, got "{t}" (rejected by notify.bugsnag.com 401)
logtail source token ¦ betterstack.com/docs logs: source token 24 alnum ¦ {A24} ¦ vector: Sink "betterstack" HTTP error 401: Authorization: Bearer {t}
segment write key ¦ segment.com/docs: write key 32 alnum ¦ {A32} ¦ analytics-node: 401 Unauthorized ("writeKey" {t} not found for source js-prod)
langsmith api key ¦ docs.smith.langchain.com: lsv2_pt_ + 32 hex + _ + 10 hex ¦ lsv2_pt_{h32}_{h10} ¦ langsmith.utils.LangSmithAuthError: Authentication failed for /runs/multipart. HTTPError('401 Client Error') LANGSMITH_API_KEY={t}
wandb api key ¦ docs.wandb.ai: 40 hex API key in ~/.netrc ¦ {h40} ¦ wandb: ERROR API key must be 40 characters long, yours was 41 (wandb login {t}x)
"""

PLATFORMS = """
doppler service token ¦ docs.doppler.com service tokens: dp.st.<config>.<40> ¦ dp.st.prd.{A40} ¦ Doppler Error: Invalid Auth token (DOPPLER_TOKEN={t})
doppler personal token ¦ docs.doppler.com: personal tokens start dp.pt. ¦ dp.pt.{A43} ¦ doppler setup: Unable to fetch projects. Invalid Auth token {t}
doppler service account token ¦ docs.doppler.com: service account tokens dp.sa. ¦ dp.sa.{A43} ¦ terraform-provider-doppler: 401 Unauthorized (doppler_token = "{t}")
pulumi access token ¦ pulumi.com/docs access tokens: pul- + 40 hex ¦ pul-{h40} ¦ error: problem logging in: getting user info from https://api.pulumi.com: 401 Unauthorized: invalid access token PULUMI_ACCESS_TOKEN={t}
terraform cloud token ¦ developer.hashicorp.com team tokens: 14 + .atlasv1. + 67 ¦ {A14}.atlasv1.{A67} ¦ Error: Failed to request discovery document: 401 Unauthorized; credentials "app.terraform.io" { token = "{t}" }
render api key ¦ render.com/docs api: keys start rnd_ ¦ rnd_{A32} ¦ render-cli: Error: 401 unauthorized: invalid API key (RENDER_API_KEY={t})
planetscale service token ¦ planetscale.com/docs service tokens: pscale_tkn_ + 43 ¦ pscale_tkn_{u43} ¦ pscale: Error: unauthorized: service token is invalid (--service-token {t} --service-token-id k8f2l9q0x1ma)
planetscale password ¦ planetscale.com/docs connection strings: pscale_pw_ + 43 ¦ pscale_pw_{u43} ¦ Error 1045 (28000): Access denied for user 'y9x2kq0a3b'@'10.8.0.4' (using password: YES) DATABASE_URL=mysql://y9x2kq0a3b:{t}@aws.connect.psdb.cloud/shop?sslaccept=strict
neon api key ¦ neon.tech/docs api keys: 64 lower alnum ¦ napi_{l60} ¦ neonctl: ERROR: Request failed with status code 401 (--api-key {t})
netlify personal token ¦ docs.netlify.com cli: personal access tokens start nfp_ ¦ nfp_{A36} ¦ › Error: Unauthorized: NETLIFY_AUTH_TOKEN={t} is not valid for site 5c1a0b2e
digitalocean token ¦ docs.digitalocean.com api tokens: dop_v1_ + 64 hex ¦ dop_v1_{h64} ¦ Error: Unable to initialize DigitalOcean API client: GET https://api.digitalocean.com/v2/account: 401 (request "7f3e1f0c") Unable to authenticate you; doctl auth init -t {t}
digitalocean oauth token ¦ docs.digitalocean.com oauth: doo_v1_ + 64 hex ¦ doo_v1_{h64} ¦ oauth2: "invalid_grant" refreshing access_token {t}
linode token ¦ techdocs.akamai.com linode api: personal access token 64 hex ¦ {h64} ¦ linode-cli: Request failed: 401 Invalid Token; LINODE_CLI_TOKEN={t}
hetzner cloud token ¦ docs.hetzner.cloud: API token 64 alnum ¦ {A64} ¦ hcloud: unable to authenticate your token (unauthorized) HCLOUD_TOKEN={t}
vultr api key ¦ docs.vultr.com api: 36 upper alnum ¦ {U36} ¦ vultr-cli: Error: gave up after 4 attempts, last error: 401 Unauthorized IP. VULTR_API_KEY={t}
buildkite agent token ¦ buildkite.com/docs agent tokens ¦ {l50} ¦ buildkite-agent: fatal: Failed to register agent: POST https://agent.buildkite.com/v3/register: 401 Invalid agent registration token (token="{t}")
buildkite api token ¦ buildkite.com/docs api access tokens: bkua_ + 40 hex ¦ bkua_{h40} ¦ bk: error: GET /v2/user returned 401 Authentication required (BUILDKITE_API_TOKEN={t})
tailscale auth key ¦ tailscale.com/kb/1277/key-prefixes: tskey-auth-<id>CNTRL-<secret> ¦ tskey-auth-k{A10}CNTRL-{A32} ¦ tailscale up: backend error: invalid key: unable to validate API key (--authkey={t})
tailscale oauth client secret ¦ tailscale.com key prefixes: tskey-client- ¦ tskey-client-k{A10}CNTRL-{A32} ¦ tailscale operator: failed to get token: oauth2: "invalid_client" client_secret={t}
ngrok authtoken ¦ ngrok.com/docs agent: authtoken 2 + 26 + _ + 21 ¦ 2{A26}_{A21} ¦ ERROR:  authentication failed: The authtoken you specified does not look like a proper ngrok tunnel authtoken. ERR_NGROK_105 (ngrok config add-authtoken {t})
cloudflare api token ¦ developers.cloudflare.com api tokens: 40 URL-safe ¦ {u40} ¦ ✘ [ERROR] A request to the Cloudflare API (/accounts) failed. Authentication error [code: 10000] CLOUDFLARE_API_TOKEN={t}
cloudflare global api key ¦ developers.cloudflare.com: global API key 37 hex ¦ {h37} ¦ flarectl: error: 403 X-Auth-Key: {t} X-Auth-Email: ops@acme.io Invalid request headers (code 6003)
cloudflare r2 secret key ¦ developers.cloudflare.com r2 api tokens: secret access key 64 hex ¦ {h64} ¦ rclone: Failed to create file system for "r2:backups": SignatureDoesNotMatch (secret_access_key = {t})
hashicorp vault batch token ¦ developer.hashicorp.com vault tokens: hvb. batch tokens ¦ hvb.AAAAAQ{u132} ¦ Error making API request. URL: GET http://127.0.0.1:8200/v1/kv/data/app Code: 403. Errors: * permission denied (X-Vault-Token: {t})
hashicorp vault recovery token ¦ developer.hashicorp.com vault: hvr. recovery tokens ¦ hvr.{u24} ¦ vault operator raft snapshot restore: 403 permission denied for recovery token {t}
hcp client secret ¦ developer.hashicorp.com hcp service principals: 64 url-safe ¦ {u64} ¦ Error: unable to get access token: oauth2: "invalid_client" (HCP_CLIENT_ID=Jc3p0qA8x, HCP_CLIENT_SECRET={t})
"""

DEVTOOLS = """
npm automation token ¦ docs.npmjs.com access tokens: npm_ + 36 ¦ npm_{A36} ¦ npm error code E401 npm error Unable to authenticate, your authentication token seems to be invalid. //registry.npmjs.org/:_authToken={t}
pypi api token ¦ pypi.org/help api tokens: pypi-AgEIcHlwaS5vcmc + macaroon ¦ pypi-AgEIcHlwaS5vcmcCJD{u150} ¦ HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/ Invalid or non-existent authentication information. (TWINE_PASSWORD={t})
nuget api key ¦ learn.microsoft.com nuget: API keys oy2 + 43 lower alnum ¦ oy2{l43} ¦ Response status code does not indicate success: 403 (The specified API key is invalid, has expired, or does not have permission). dotnet nuget push -k {t}
docker hub personal token ¦ docs.docker.com access tokens: dckr_pat_ + 27 ¦ dckr_pat_{u27} ¦ Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password (echo {t} | docker login -u ci --password-stdin)
clojars deploy token ¦ github.com/clojars/clojars-web wiki: CLOJARS_ + 60 hex ¦ CLOJARS_{h60} ¦ Could not transfer artifact: status code 401 (deploy token {t} revoked)
postman api key ¦ learning.postman.com api keys: PMAK- 24 hex - 34 hex ¦ PMAK-{h24}-{h34} ¦ newman: error: 401 AuthenticationError Invalid API Key. Every request requires a valid API Key (X-Api-Key: {t})
linear api key ¦ linear.app/developers: personal API keys lin_api_ + 40 ¦ lin_api_{A40} ¦ LinearError: Authentication required, not authenticated - Authorization: {t}
atlassian api token ¦ support.atlassian.com api tokens: ATATT3xFfGF0 + 180 + checksum ¦ ATATT3xFfGF0{u172}={H8} ¦ jira: 401 Client must be authenticated to access this resource. (JIRA_API_TOKEN={t})
bitbucket app password ¦ support.atlassian.com app passwords: ATBB + 32 ¦ ATBB{A28}{H8} ¦ fatal: Authentication failed for 'https://ci-bot:{t}@bitbucket.org/acme/api.git/'
asana personal token ¦ developers.asana.com PAT: 2/ + ids + :32 hex ¦ 2/1207731490815/1208912342211:{h32} ¦ asana.error.NoAuthorizationError: Not Authorized (Authorization: Bearer {t})
notion integration secret ¦ developers.notion.com: internal integration secrets ntn_ ¦ ntn_{d11}{A35} ¦ APIResponseError: API token is invalid. (NOTION_TOKEN={t})
contentful management token ¦ contentful.com/developers: CFPAT- + 43 ¦ CFPAT-{u43} ¦ contentful-cli: AccessTokenInvalid: The access token you sent could not be found or is invalid. --management-token {t}
readme api key ¦ docs.readme.com: rdme_ + 70 hex ¦ rdme_{h70} ¦ rdme: Error: 401 APIKEY_NOTFOUND (--key={t})
prefect api key ¦ docs.prefect.io cloud api keys: pnu_ + 36 ¦ pnu_{A36} ¦ prefect.exceptions.PrefectHTTPStatusError: Client error '401 Unauthorized' for url 'https://api.prefect.cloud/api/me/' PREFECT_API_KEY={t}
harness pat ¦ developer.harness.io api keys: pat.<account>.<id>.<secret> ¦ pat.Rt3k0pLmQaW8xZ9c1vB2nA.{A24}.{A20} ¦ harness: 401 {"status":"ERROR","code":"INVALID_TOKEN"} x-api-key: {t}
launchdarkly sdk key ¦ docs.launchdarkly.com sdk keys: sdk- + UUID ¦ sdk-{uuid} ¦ [LaunchDarkly] Received HTTP error 401 (invalid SDK key) for streaming connection - giving up permanently; sdkKey={t}
configcat sdk key ¦ configcat.com/docs: configcat-sdk-1/22/22 ¦ configcat-sdk-1/{u22}/{u22} ¦ ConfigCat - ERROR - [1100] Your SDK Key seems to be wrong: '{t}'. (HTTP 403 Forbidden)
"""


def vendor_cases(values: Values) -> list[Case]:
    return [
        *values.table("vendor", OBSERVABILITY),
        *values.table("vendor", PLATFORMS),
        *values.table("vendor", DEVTOOLS),
    ]
