"""Held-out set 4: vendors' published token shapes, each in the message its SDK or CLI prints.

Each row is (vendor and token kind, where the shape is published, the message, the maker).
The maker returns the token and the random part of it that must not leave. None of these
shapes is in ``heldout_secrets.py``, ``heldout_fresh.py``, ``heldout_set3.py`` or ``tests/``
(checked by grepping for each prefix on 2026-12-03 before writing).
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

from collections.abc import Callable

from _heldout_secrets4_base import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Case,
    gen,
    parts,
    uuid,
)

__all__ = ["vendor_cases"]

Maker = Callable[[], tuple[str, str]]
B32 = "abcdefghijklmnopqrstuvwxyz234567"
BIP39 = "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien".split()


def _mnemonic() -> tuple[str, str]:
    words = " ".join(BIP39[int(gen(DIGITS, 2)) % len(BIP39)] for _ in range(12))
    return words, words


ROWS: list[tuple[str, str, str, Maker]] = [
    ("fly.io macaroon", "fly.io docs, `fly tokens create deploy` prints `FlyV1 fm2_…`", "Error: failed to list apps: unauthorized (FLY_API_TOKEN=FlyV1 {t})", lambda: parts("fm2_lJPE{a},fm2_lJPE{b}", a=gen(B64, 180), b=gen(B64, 90))),
    ("supabase secret key", "supabase.com/docs/guides/api/api-keys: `sb_secret_…`", "supabase: AuthApiError: Invalid API key (apikey: {t})", lambda: parts("sb_secret_{a}", a=gen(URLSAFE, 31))),
    ("airtable personal access token", "airtable.com developers: PATs are `pat` + id + `.` + 64 hex", "airtable.Error: AUTHENTICATION_REQUIRED: Authorization: Bearer {t}", lambda: parts("pat{a}.{b}", a=gen(ALNUM, 14), b=gen(HEX, 64))),
    ("shopify custom app token", "shopify.dev authentication: `shpca_` + 32 hex", "ShopifyAPI::Errors::HttpResponseError: 401 [API] Invalid API key or access token (X-Shopify-Access-Token={t})", lambda: parts("shpca_{a}", a=gen(HEX, 32))),
    ("shopify private app password", "shopify.dev: legacy private apps, `shppa_` + 32 hex", "shopify_app: unrecognized login with password {t}", lambda: parts("shppa_{a}", a=gen(HEX, 32))),
    ("adyen api key", "docs.adyen.com/development-resources/api-credentials: keys begin `AQE`", "com.adyen.service.exception.ApiException: HTTP Exception 401 (x-API-key: {t})", lambda: parts("AQE{a}=-{b}=-{c}", a=gen(ALNUM, 48), b=gen(ALNUM, 40), c=gen(URLSAFE, 12))),
    ("mailchimp api key", "mailchimp.com/developer marketing API: 32 hex + `-us` + data centre", "mailchimp_marketing.api_client.ApiClientError: 401 API Key Invalid: {t}", lambda: parts("{a}-us{b}", a=gen(HEX, 32), b=gen(DIGITS, 2))),
    ("mailgun private api key (new)", "documentation.mailgun.com: keys `<32 hex>-<8 hex>-<8 hex>`", "mailgun: 401 Forbidden (api:{t})", lambda: parts("{a}-{b}-{c}", a=gen(HEX, 32), b=gen(HEX, 8), c=gen(HEX, 8))),
    ("discord webhook url", "discord.com/developers/docs/resources/webhook: /api/webhooks/<id>/<token>", "discord.errors.NotFound: 404 Unknown Webhook for https://discord.com/api/webhooks/{t}", lambda: parts("{a}/{b}", a=gen(DIGITS, 19), b=gen(URLSAFE, 68))),
    ("teams incoming webhook", "learn.microsoft.com Teams incoming webhooks: webhookb2/…/IncomingWebhook/<hex>/<guid>", "pymsteams.TeamsWebhookException: 400 for https://acme.webhook.office.com/webhookb2/{t}", lambda: parts("{g1}@{g2}/IncomingWebhook/{a}/{g3}", g1=uuid(), g2=uuid(), a=gen(HEX, 40), g3=uuid())),
    ("grafana cloud token", "grafana.com/docs cloud access policies: `glc_` + base64 JSON", "grafana-agent: 401 Unauthorized: invalid authentication credentials (basic_auth password {t})", lambda: parts("glc_eyJvIjoi{a}", a=gen(B64, 120))),
    ("sentry auth header secret", "develop.sentry.dev/sdk/overview: X-Sentry-Auth with sentry_key and sentry_secret", "raven: 403 for X-Sentry-Auth: Sentry sentry_version=7, sentry_key=a1b2c3d4, sentry_secret={t}", lambda: parts("{a}", a=gen(HEX, 32))),
    ("posthog personal api key", "posthog.com/docs/api: personal API keys start `phx_`", "posthog: 401 {{\"detail\": \"Personal API key is invalid.\"}} key={t}", lambda: parts("phx_{a}", a=gen(ALNUM, 47))),
    ("honeycomb ingest key", "docs.honeycomb.io api-keys: ingest keys `hcaik_`", "libhoney: 401 unknown API key - check your credentials (X-Honeycomb-Team: {t})", lambda: parts("hcaik_01{a}", a=gen(LOWER, 56))),
    ("google oauth client secret", "developers.google.com identity: client secrets `GOCSPX-`", "google.auth.exceptions.RefreshError: ('invalid_client: Unauthorized', client_secret={t})", lambda: parts("GOCSPX-{a}", a=gen(URLSAFE, 28))),
    ("google refresh token", "developers.google.com OAuth 2.0 playground: refresh tokens `1//0…`", "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', refresh_token='{t}')", lambda: parts("1//0{a}", a=gen(URLSAFE, 100))),
    ("meta graph access token", "developers.facebook.com access tokens: `EAAG…`/`EAAB…`", "facebook.GraphAPIError: (#190) Error validating access token: Session has expired (access_token={t})", lambda: parts("EAAG{a}", a=gen(ALNUM, 180))),
    ("fcm legacy server key", "firebase.google.com legacy HTTP API: `AAAA…:APA91b…`", "firebase_admin: 401 INVALID_KEY: Authorization: key={t}", lambda: parts("AAAA{a}:APA91b{b}", a=gen(URLSAFE, 7), b=gen(URLSAFE, 134))),
    ("perplexity api key", "docs.perplexity.ai: keys `pplx-`", "openai.AuthenticationError: Error code: 401 - Invalid API key provided: {t}", lambda: parts("pplx-{a}", a=gen(ALNUM, 48))),
    ("langsmith api key", "docs.smith.langchain.com: `lsv2_pt_` personal, `lsv2_sk_` service keys", "langsmith.utils.LangSmithAuthError: Authentication failed for /runs. LANGSMITH_API_KEY={t}", lambda: parts("lsv2_pt_{a}_{b}", a=gen(HEX, 32), b=gen(HEX, 10))),
    ("tavily api key", "docs.tavily.com: keys `tvly-`", "tavily.errors.InvalidAPIKeyError: Unauthorized: missing or invalid API key {t}", lambda: parts("tvly-dev-{a}", a=gen(ALNUM, 32))),
    ("xai api key", "docs.x.ai: keys `xai-`", "httpx.HTTPStatusError: 400 Incorrect API key provided: {t}", lambda: parts("xai-{a}", a=gen(ALNUM, 80))),
    ("cerebras api key", "inference-docs.cerebras.ai: keys `csk-`", "cerebras.cloud.sdk.AuthenticationError: Wrong API Key ({t})", lambda: parts("csk-{a}", a=gen(LOWER, 48))),
    ("elevenlabs api key", "elevenlabs.io/docs api-reference authentication: `sk_` + 48 hex", "elevenlabs.core.api_error.ApiError: status_code: 401, body: invalid_api_key (xi-api-key: {t})", lambda: parts("sk_{a}", a=gen(HEX, 48))),
    ("openai project key", "platform.openai.com api keys: `sk-proj-…T3BlbkFJ…`", "openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {t}", lambda: parts("sk-proj-{a}T3BlbkFJ{b}", a=gen(URLSAFE, 74), b=gen(URLSAFE, 74))),
    ("stripe live secret key", "docs.stripe.com/keys: `sk_live_`", "stripe.error.AuthenticationError: Invalid API Key provided: {t}", lambda: parts("sk_live_51{a}", a=gen(ALNUM, 97))),
    ("sonarqube user token", "docs.sonarsource.com user tokens `squ_`, project `sqp_`", "ERROR: Not authorized. Analyzing this project requires authentication (sonar.token={t})", lambda: parts("squ_{a}", a=gen(HEX, 40))),
    ("backblaze b2 application key", "backblaze.com/docs b2 application keys: `K00…` 31 chars", "b2sdk.exception.InvalidAuthToken: bad_auth_token; applicationKey={t}", lambda: parts("K00{a}", a=gen(URLSAFE, 28))),
    ("scaleway secret key", "scaleway.com/en/docs iam api-keys: access `SCW…`, secret a UUID", "scaleway_core.api.ScalewayException: 401 (SCW_ACCESS_KEY=SCWXQ9F2K7Q3B1M5N8R4 SCW_SECRET_KEY={t})", lambda: parts("{a}", a=uuid())),
    ("mailersend api token", "developers.mailersend.com: tokens `mlsn.` + 64 hex", "MailerSend: 401 Unauthenticated. (token {t})", lambda: parts("mlsn.{a}", a=gen(HEX, 64))),
    ("jfrog reference token", "jfrog.com help access tokens: reference tokens `cmVmdGtuOjAxOj…`", "jfrog: [Error] server response: 401 Unauthorized (--access-token={t})", lambda: parts("cmVmdGtuOjAxOj{a}", a=gen(ALNUM, 50))),
    ("gitlab feed token", "docs.gitlab.com/security/tokens: feed tokens `glft-`", "GET /dashboard/issues.atom?feed_token={t} -> 401", lambda: parts("glft-{a}", a=gen(URLSAFE, 20))),
    ("gitlab pipeline trigger token", "docs.gitlab.com/security/tokens: `glptt-`", "curl: (22) 404 for POST /api/v4/projects/42/trigger/pipeline token={t}", lambda: parts("glptt-{a}", a=gen(HEX, 40))),
    ("gitlab oauth app secret", "docs.gitlab.com/security/tokens: `gloas-`", "gitlab: invalid_client: Client authentication failed (client_secret: {t})", lambda: parts("gloas-{a}", a=gen(HEX, 64))),
    ("github oauth token", "github.blog token formats: `gho_`", "gh: HTTP 401: Bad credentials (GH_TOKEN={t})", lambda: parts("gho_{a}", a=gen(ALNUM, 36))),
    ("github user-to-server token", "github.blog token formats: `ghu_`", "octokit: RequestError [HttpError]: Bad credentials; token {t}", lambda: parts("ghu_{a}", a=gen(ALNUM, 36))),
    ("azure devops pat", "learn.microsoft.com azure devops PATs: 52 base32 characters", "TF400813: The user is not authorized to access this resource. (AZURE_DEVOPS_EXT_PAT={t})", lambda: parts("{a}", a=gen(B32, 52))),
    ("azure function key", "learn.microsoft.com functions bindings: `?code=<key>`", "requests.exceptions.HTTPError: 401 Client Error for url: https://acme-fn.azurewebsites.net/api/Ingest?code={t}", lambda: parts("{a}==", a=gen(URLSAFE, 54))),
    ("azure openai api-key", "learn.microsoft.com azure openai reference: `api-key` header, 32 hex", "openai.AuthenticationError: 401 Access denied due to invalid subscription key (api-key: {t})", lambda: parts("{a}", a=gen(HEX, 32))),
    ("alibaba sts security token", "alibabacloud.com help STS AssumeRole: SecurityToken begins `CAIS`", "aliyunsdkcore.acs_exception: InvalidSecurityToken.Expired (SecurityToken={t})", lambda: parts("CAIS{a}", a=gen(B64, 200))),
    ("huawei cloud secret key", "support.huaweicloud.com access keys: AK 20, SK 40 characters", "huaweicloudsdkcore.exceptions: APIGW.0301 Incorrect IAM authentication (HUAWEICLOUD_SDK_SK={t})", lambda: parts("{a}", a=gen(ALNUM, 40))),
    ("baidu bce signature", "cloud.baidu.com docs: `bce-auth-v1/<ak>/<ts>/<exp>/<headers>/<signature>`", "BceHttpClientError: 403 AccessDenied (authorization: bce-auth-v1/{t})", lambda: parts("{a}/2026-12-03T10:00:00Z/1800/host/{b}", a=gen(HEX, 32), b=gen(HEX, 64))),
    ("jupyter server token", "jupyter-server docs: `http://127.0.0.1:8888/lab?token=` + 48 hex", "[E 10:02:11.318 ServerApp] Kernel died; reconnect at http://127.0.0.1:8888/lab?token={t}", lambda: parts("{a}", a=gen(HEX, 48))),
    ("bitwarden secrets manager token", "bitwarden.com help access tokens: `0.<uuid>.<secret>:<key>`", "bws: Error: Access token is not in a valid format: {t}", lambda: parts("0.{g}.{a}:{b}==", g=uuid(), a=gen(ALNUM, 30), b=gen(B64, 22))),
    ("1password secret key", "support.1password.com secret key: `A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX`", "op: [ERROR] 401: Authentication required. Secret Key {t} does not match", lambda: parts("A3-{a}", a="-".join(gen(UPPER, n) for n in (6, 6, 5, 5, 5, 5)))),
    ("databricks oauth secret", "docs.databricks.com OAuth M2M: secrets `dose`", "databricks.sdk.errors: invalid_client (DATABRICKS_CLIENT_SECRET={t})", lambda: parts("dose{a}", a=gen(HEX, 32))),
    ("resend api key", "resend.com/docs api-keys: `re_`", "resend.exceptions.ValidationError: API key is invalid (re key {t})", lambda: parts("re_{a}_{b}", a=gen(ALNUM, 8), b=gen(ALNUM, 24))),
    ("zoom client secret", "developers.zoom.us server-to-server OAuth: 32-character secret", "zoom: 400 invalid_client (ZOOM_CLIENT_SECRET={t})", lambda: parts("{a}", a=gen(ALNUM, 32))),
    ("algolia admin key", "algolia.com/doc api keys: 32 hex, header X-Algolia-API-Key", "algoliasearch.exceptions.RequestException: Invalid Application-ID or API key (X-Algolia-API-Key: {t})", lambda: parts("{a}", a=gen(HEX, 32))),
    ("plex token", "support.plex.tv: X-Plex-Token, 20 characters", "plexapi.exceptions.Unauthorized: (401) unauthorized; http://10.0.0.5:32400/library/sections?X-Plex-Token={t}", lambda: parts("{a}", a=gen(URLSAFE, 20))),
    ("rapidapi key", "docs.rapidapi.com: X-RapidAPI-Key, `…msh…jsn…` 50 characters", "requests.exceptions.HTTPError: 403 You are not subscribed to this API. X-RapidAPI-Key: {t}", lambda: parts("{a}msh{b}p1{c}jsn{d}", a=gen(HEX, 10), b=gen(HEX, 15), c=gen(HEX, 6), d=gen(HEX, 12))),
    ("riot games api key", "developer.riotgames.com: `RGAPI-` + uuid", "riotwatcher.ApiError: 403 Forbidden for url: https://euw1.api.riotgames.com/lol/status/v4?api_key={t}", lambda: parts("RGAPI-{a}", a=uuid())),
    ("circleci personal token", "circleci.com/docs api: Circle-Token header, 40 hex", "circleci: 401 {{\"message\": \"You must log in first.\"}} (Circle-Token: {t})", lambda: parts("{a}", a=gen(HEX, 40))),
    ("etherscan api key", "docs.etherscan.io: 34-character keys", "web3: NOTOK Invalid API Key for https://api.etherscan.io/api?module=account&action=balance&apikey={t}", lambda: parts("{a}", a=gen(UPPER, 34))),
    ("infura project secret", "docs.infura.io: project secret as basic-auth password", "web3.exceptions: 401 for https://:{t}@mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161", lambda: parts("{a}", a=gen(HEX, 32))),
    ("ethereum private key", "ethereum.org accounts: 64 hex digits", "brownie: ValueError: invalid PRIVATE_KEY=0x{t} (account not funded)", lambda: parts("{a}", a=gen(HEX, 64))),
    ("bip39 mnemonic", "bitcoin BIP-0039 word list; wallets print a 12-word seed phrase", "hardhat: Error HH8: invalid mnemonic in hardhat.config.js: accounts: {{ mnemonic: \"{t}\" }}", _mnemonic),
    ("kubeadm bootstrap token", "kubernetes.io kubeadm-token docs: `[a-z0-9]{6}.[a-z0-9]{16}`", "[ERROR] couldn't validate the identity of the API Server: kubeadm join 10.0.0.10:6443 --token {t} --discovery-token-ca-cert-hash sha256:0a1b2c", lambda: parts("{a}.{b}", a=gen(LOWER, 6), b=gen(LOWER, 16))),
    ("k3s node token", "docs.k3s.io token: `K10<ca hash>::server:<password>`", "level=fatal msg=\"failed to validate token: K10{t}\"", lambda: parts("{a}::server:{b}", a=gen(HEX, 64), b=gen(HEX, 32))),
    ("youtrack permanent token", "jetbrains.com/help/youtrack: tokens `perm:<b64>.<b64>.<secret>`", "youtrack: 401 Unauthorized: Authorization: Bearer {t}", lambda: parts("perm:{a}.{b}.{c}", a=gen(B64, 12), b=gen(B64, 16), c=gen(ALNUM, 30))),
    ("octopus deploy api key", "octopus.com/docs api keys: `API-` + 26+ upper", "Octopus.Client.Exceptions.OctopusSecurityException: 401 (X-Octopus-ApiKey: {t})", lambda: parts("API-{a}", a=gen(UPPER, 30))),
    ("confluent schema registry", "docs.confluent.io: basic.auth.user.info=<key>:<secret>, 64-character secret", "io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Unauthorized; error code: 401 (basic.auth.user.info={t})", lambda: parts("{a}:{b}", a=gen(UPPER, 16), b=gen(B64, 64))),
    ("twilio api key secret", "twilio.com/docs iam api-keys: SID `SK…`, 32-character secret", "twilio.base.exceptions.TwilioRestException: HTTP 401 (TWILIO_API_KEY=SK{s} TWILIO_API_SECRET={t})", lambda: parts("{a}", a=gen(ALNUM, 32))),
    ("vonage api secret", "developer.vonage.com: api_key 8 hex, api_secret 16 characters", "vonage.errors.AuthenticationError: 401 (api_key=1a2b3c4d&api_secret={t})", lambda: parts("{a}", a=gen(ALNUM, 16))),
    ("cohere api key", "docs.cohere.com: 40-character keys, CO_API_KEY", "cohere.errors.UnauthorizedError: status_code: 401, body: invalid api token (CO_API_KEY={t})", lambda: parts("{a}", a=gen(ALNUM, 40))),
    ("together api key", "docs.together.ai: 64 hex keys", "together.error.AuthenticationError: Invalid API key {t}", lambda: parts("{a}", a=gen(HEX, 64))),
    ("deepseek api key", "api-docs.deepseek.com: `sk-` + 32 hex", "openai.AuthenticationError: Error code: 401 - Authentication Fails, Your api key: {t} is invalid", lambda: parts("sk-{a}", a=gen(HEX, 32))),
    ("qdrant api key", "qdrant.tech/documentation cloud: `api-key` header", "qdrant_client.http.exceptions.UnexpectedResponse: 403 Forbidden (api-key: {t})", lambda: parts("{a}", a=gen(URLSAFE, 38))),
    ("gitea token", "docs.gitea.com api usage: `Authorization: token <40 hex>`", "tea: 401 Unauthorized: Authorization: token {t}", lambda: parts("{a}", a=gen(HEX, 40))),
    ("snyk token", "docs.snyk.io: SNYK_TOKEN is a UUID", "`snyk test` failed: Authentication failed. SNYK_TOKEN={t}", lambda: parts("{a}", a=uuid())),
    ("railway token", "docs.railway.com/guides/cli: RAILWAY_TOKEN project token (UUID)", "railway: Unauthorized. Please login with `railway login` (RAILWAY_TOKEN={t})", lambda: parts("{a}", a=uuid())),
    ("upstash redis rest token", "upstash.com/docs redis REST API: UPSTASH_REDIS_REST_TOKEN", "UpstashError: WRONGPASS invalid or missing auth token (UPSTASH_REDIS_REST_TOKEN={t})", lambda: parts("AX{a}", a=gen(URLSAFE, 70))),
    ("unknown vendor key", "a made-up vendor (`zq_live_`) to test generated-looking values next to a cue", "zq.errors.AuthError: api key {t} was revoked", lambda: parts("zq_live_{a}", a=gen(ALNUM, 40))),
    ("unknown vendor, dotted", "a made-up vendor (`acme.v2.`) with three random dotted parts", "AcmeClient: 401 Unauthorized: token={t}", lambda: parts("acme.v2.{a}.{b}", a=gen(LOWER, 12), b=gen(URLSAFE, 40))),
]


def vendor_cases() -> list[Case]:
    out = []
    for name, source, cue, make in ROWS:
        token, secret = make()
        text = cue.format(t=token, s=gen(HEX, 32))
        out.append(Case(f"vendor: {name}", source, text, secret))
    return out
