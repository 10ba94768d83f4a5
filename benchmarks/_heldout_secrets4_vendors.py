"""Held-out set 4: vendors' published token shapes, each in the message its SDK or CLI prints.

Each row is (vendor and token kind, where the shape is published, the message, the maker).
The maker returns the token and the random part of it that must not leave. None of these
shapes is in ``heldout_secrets.py``, ``heldout_fresh.py``, ``heldout_set3.py`` or ``tests/``
(checked by grepping for each prefix on 2026-12-03 before writing).
"""

from __future__ import annotations

from _heldout_secrets4_base import (
    ALNUM,
    B64,
    HEX,
    LOWER,
    URLSAFE,
    Case,
    gen,
    parts,
    uuid,
)
from _heldout_secrets4_vendors2 import B32, MORE, Maker

__all__ = ["vendor_cases"]


def _paddle(key_id: str, secret: str) -> tuple[str, str]:
    """Paddle keys: an id, then the secret part, then a checksum."""
    return f"pdl_live_apikey_{key_id}_{secret}_AQO", secret


ROWS: list[tuple[str, str, str, Maker]] = [
    (
        "fly.io macaroon",
        "fly.io docs, `fly tokens create deploy` prints `FlyV1 fm2_…`",
        "Error: failed to list apps: unauthorized (FLY_API_TOKEN=FlyV1 {t})",
        lambda: parts("fm2_lJPE{a},fm2_lJPE{b}", a=gen(B64, 180), b=gen(B64, 90)),
    ),
    (
        "supabase secret key",
        "supabase.com/docs/guides/api/api-keys: `sb_secret_…`",
        "supabase: AuthApiError: Invalid API key (apikey: {t})",
        lambda: parts("sb_secret_{a}", a=gen(URLSAFE, 31)),
    ),
    (
        "airtable personal access token",
        "airtable.com developers: PATs are `pat` + id + `.` + 64 hex",
        "airtable.Error: AUTHENTICATION_REQUIRED: Authorization: Bearer {t}",
        lambda: parts("pat{a}.{b}", a=gen(ALNUM, 14), b=gen(HEX, 64)),
    ),
    (
        "shopify custom app token",
        "shopify.dev authentication: `shpca_` + 32 hex",
        "ShopifyAPI::Errors::HttpResponseError: 401 [API] Invalid API key or access token (X-Shopify-Access-Token={t})",
        lambda: parts("shpca_{a}", a=gen(HEX, 32)),
    ),
    (
        "shopify private app password",
        "shopify.dev: legacy private apps, `shppa_` + 32 hex",
        "shopify_app: unrecognized login with password {t}",
        lambda: parts("shppa_{a}", a=gen(HEX, 32)),
    ),
    (
        "adyen api key",
        "docs.adyen.com/development-resources/api-credentials: keys begin `AQE`",
        "com.adyen.service.exception.ApiException: HTTP Exception 401 (x-API-key: {t})",
        lambda: parts("AQE{a}=-{b}=-{c}", a=gen(ALNUM, 48), b=gen(ALNUM, 40), c=gen(URLSAFE, 12)),
    ),
    (
        "mandrill api key",
        "mailchimp.com/developer/transactional: API keys, `md-` + 22 characters",
        "mandrill.Error: -1 Invalid_Key: Invalid API key (key {t})",
        lambda: parts("md-{a}", a=gen(URLSAFE, 22)),
    ),
    (
        "mailgun private api key (new)",
        "documentation.mailgun.com: keys `<32 hex>-<8 hex>-<8 hex>`",
        "mailgun: 401 Forbidden (api:{t})",
        lambda: parts("{a}-{b}-{c}", a=gen(HEX, 32), b=gen(HEX, 8), c=gen(HEX, 8)),
    ),
    (
        "mattermost incoming webhook",
        "docs.mattermost.com incoming webhooks: /hooks/<26 characters>",
        "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://chat.acme.io/hooks/{t}",
        lambda: parts("{a}", a=gen(LOWER, 26)),
    ),
    (
        "teams incoming webhook",
        "learn.microsoft.com Teams incoming webhooks: webhookb2/…/IncomingWebhook/<hex>/<guid>",
        "pymsteams.TeamsWebhookException: 400 for https://acme.webhook.office.com/webhookb2/{t}",
        lambda: parts(
            "{g1}@{g2}/IncomingWebhook/{a}/{g3}", g1=uuid(), g2=uuid(), a=gen(HEX, 40), g3=uuid()
        ),
    ),
    (
        "mux token secret",
        "docs.mux.com: MUX_TOKEN_ID (UUID) and MUX_TOKEN_SECRET (75 characters)",
        "mux_python.exceptions.UnauthorizedException: (401) MUX_TOKEN_SECRET={t} rejected",
        lambda: parts("{a}", a=gen(B64, 75)),
    ),
    (
        "sentry auth header secret",
        "develop.sentry.dev/sdk/overview: X-Sentry-Auth with sentry_key and sentry_secret",
        "raven: 403 for X-Sentry-Auth: Sentry sentry_version=7, sentry_key=a1b2c3d4, sentry_secret={t}",
        lambda: parts("{a}", a=gen(HEX, 32)),
    ),
    (
        "posthog personal api key",
        "posthog.com/docs/api: personal API keys start `phx_`",
        'posthog: 401 {{"detail": "Personal API key is invalid."}} key={t}',
        lambda: parts("phx_{a}", a=gen(ALNUM, 47)),
    ),
    (
        "honeycomb ingest key",
        "docs.honeycomb.io api-keys: ingest keys `hcaik_`",
        "libhoney: 401 unknown API key - check your credentials (X-Honeycomb-Team: {t})",
        lambda: parts("hcaik_01{a}", a=gen(LOWER, 56)),
    ),
    (
        "keycloak client secret",
        "keycloak.org docs: confidential client credentials, 32 characters",
        'keycloak.exceptions.KeycloakAuthenticationError: 401: b\'{{"error":"unauthorized_client"}}\' (KEYCLOAK_CLIENT_SECRET={t})',
        lambda: parts("{a}", a=gen(ALNUM, 32)),
    ),
    (
        "google refresh token",
        "developers.google.com OAuth 2.0 playground: refresh tokens `1//0…`",
        "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', refresh_token='{t}')",
        lambda: parts("1//0{a}", a=gen(URLSAFE, 100)),
    ),
    (
        "meta graph access token",
        "developers.facebook.com access tokens: `EAAG…`/`EAAB…`",
        "facebook.GraphAPIError: (#190) Error validating access token: Session has expired (access_token={t})",
        lambda: parts("EAAG{a}", a=gen(ALNUM, 180)),
    ),
    (
        "fcm legacy server key",
        "firebase.google.com legacy HTTP API: `AAAA…:APA91b…`",
        "firebase_admin: 401 INVALID_KEY: Authorization: key={t}",
        lambda: parts("AAAA{a}:APA91b{b}", a=gen(URLSAFE, 7), b=gen(URLSAFE, 134)),
    ),
    (
        "nvidia nim api key",
        "build.nvidia.com docs: keys `nvapi-`",
        "openai.AuthenticationError: Error code: 401 - Authentication failed (NVIDIA_API_KEY={t})",
        lambda: parts("nvapi-{a}", a=gen(URLSAFE, 64)),
    ),
    (
        "brave search token",
        "api-dashboard.search.brave.com docs: X-Subscription-Token header",
        "brave: 422 SUBSCRIPTION_TOKEN_INVALID (X-Subscription-Token: {t})",
        lambda: parts("{a}", a=gen(ALNUM, 31)),
    ),
    (
        "inngest signing key",
        "inngest.com/docs: signing keys `signkey-prod-` + hex",
        "inngest: 401 Unauthorized: invalid signature (INNGEST_SIGNING_KEY={t})",
        lambda: parts("signkey-prod-{a}", a=gen(HEX, 64)),
    ),
    (
        "paddle api key",
        "developer.paddle.com authentication: `pdl_live_apikey_…`",
        "paddle_billing.Exceptions.ApiError: 403 forbidden (Authorization: Bearer {t})",
        lambda: _paddle(gen(LOWER, 26), gen(ALNUM, 22)),
    ),
    (
        "cerebras api key",
        "inference-docs.cerebras.ai: keys `csk-`",
        "cerebras.cloud.sdk.AuthenticationError: Wrong API Key ({t})",
        lambda: parts("csk-{a}", a=gen(LOWER, 48)),
    ),
    (
        "elevenlabs api key",
        "elevenlabs.io/docs api-reference authentication: `sk_` + 48 hex",
        "elevenlabs.core.api_error.ApiError: status_code: 401, body: invalid_api_key (xi-api-key: {t})",
        lambda: parts("sk_{a}", a=gen(HEX, 48)),
    ),
    (
        "mistral api key",
        "docs.mistral.ai: 32-character keys, MISTRAL_API_KEY",
        "mistralai.models.sdkerror.SDKError: API error occurred: Status 401 Unauthorized (MISTRAL_API_KEY={t})",
        lambda: parts("{a}", a=gen(ALNUM, 32)),
    ),
    (
        "polar organization token",
        "docs.polar.sh: organization access tokens `polar_oat_`",
        "polar_sdk.models.HTTPValidationError: 401 invalid_token (POLAR_ACCESS_TOKEN={t})",
        lambda: parts("polar_oat_{a}", a=gen(ALNUM, 43)),
    ),
    (
        "sonarqube user token",
        "docs.sonarsource.com user tokens `squ_`, project `sqp_`",
        "ERROR: Not authorized. Analyzing this project requires authentication (sonar.token={t})",
        lambda: parts("squ_{a}", a=gen(HEX, 40)),
    ),
    (
        "backblaze b2 application key",
        "backblaze.com/docs b2 application keys: `K00…` 31 chars",
        "b2sdk.exception.InvalidAuthToken: bad_auth_token; applicationKey={t}",
        lambda: parts("K00{a}", a=gen(URLSAFE, 28)),
    ),
    (
        "scaleway secret key",
        "scaleway.com/en/docs iam api-keys: access `SCW…`, secret a UUID",
        "scaleway_core.api.ScalewayException: 401 (SCW_ACCESS_KEY=SCWXQ9F2K7Q3B1M5N8R4 SCW_SECRET_KEY={t})",
        lambda: parts("{a}", a=uuid()),
    ),
    (
        "mailersend api token",
        "developers.mailersend.com: tokens `mlsn.` + 64 hex",
        "MailerSend: 401 Unauthenticated. (token {t})",
        lambda: parts("mlsn.{a}", a=gen(HEX, 64)),
    ),
    (
        "jfrog reference token",
        "jfrog.com help access tokens: reference tokens `cmVmdGtuOjAxOj…`",
        "jfrog: [Error] server response: 401 Unauthorized (--access-token={t})",
        lambda: parts("cmVmdGtuOjAxOj{a}", a=gen(ALNUM, 50)),
    ),
    (
        "gitlab feed token",
        "docs.gitlab.com/security/tokens: feed tokens `glft-`",
        "GET /dashboard/issues.atom?feed_token={t} -> 401",
        lambda: parts("glft-{a}", a=gen(URLSAFE, 20)),
    ),
    (
        "gitlab pipeline trigger token",
        "docs.gitlab.com/security/tokens: `glptt-`",
        "curl: (22) 404 for POST /api/v4/projects/42/trigger/pipeline token={t}",
        lambda: parts("glptt-{a}", a=gen(HEX, 40)),
    ),
    (
        "gitlab oauth app secret",
        "docs.gitlab.com/security/tokens: `gloas-`",
        "gitlab: invalid_client: Client authentication failed (client_secret: {t})",
        lambda: parts("gloas-{a}", a=gen(HEX, 64)),
    ),
    (
        "vercel token",
        "vercel.com/docs/rest-api: bearer tokens, 24 characters",
        "Error: The specified token is not valid. Use `vercel login` to generate a new token. (VERCEL_TOKEN={t})",
        lambda: parts("{a}", a=gen(ALNUM, 24)),
    ),
    (
        "docker hub organization token",
        "docs.docker.com organization access tokens: `dckr_oat_`",
        'Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password (password {t})',
        lambda: parts("dckr_oat_{a}", a=gen(URLSAFE, 32)),
    ),
    (
        "azure devops pat",
        "learn.microsoft.com azure devops PATs: 52 base32 characters",
        "TF400813: The user is not authorized to access this resource. (AZURE_DEVOPS_EXT_PAT={t})",
        lambda: parts("{a}", a=gen(B32, 52)),
    ),
]


def vendor_cases() -> list[Case]:
    out = []
    for name, source, cue, make in [*ROWS, *MORE]:
        token, secret = make()
        text = cue.format(t=token, s=gen(HEX, 32))
        out.append(Case(f"vendor: {name}", source, text, secret))
    return out
