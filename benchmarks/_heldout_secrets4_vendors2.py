"""Held-out set 4: more vendors' published token shapes (rows as in ``_heldout_secrets4_vendors``)."""

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
    gen,
    parts,
    uuid,
)

__all__ = ["B32", "MORE", "Maker"]

Maker = Callable[[], tuple[str, str]]
B32 = "abcdefghijklmnopqrstuvwxyz234567"


def _keypair() -> tuple[str, str]:
    """A Solana keypair file: 64 bytes, the first 32 the private key (the secret)."""
    private = ",".join(str(int(gen(DIGITS, 3)) % 256) for _ in range(32))
    public = ",".join(str(int(gen(DIGITS, 3)) % 256) for _ in range(32))
    return f"{private},{public}", private


MORE: list[tuple[str, str, str, Maker]] = [
    (
        "azure function key",
        "learn.microsoft.com functions bindings: `?code=<key>`",
        "requests.exceptions.HTTPError: 401 Client Error for url: https://acme-fn.azurewebsites.net/api/Ingest?code={t}",
        lambda: parts("{a}==", a=gen(URLSAFE, 54)),
    ),
    (
        "azure openai api-key",
        "learn.microsoft.com azure openai reference: `api-key` header, 32 hex",
        "openai.AuthenticationError: 401 Access denied due to invalid subscription key (api-key: {t})",
        lambda: parts("{a}", a=gen(HEX, 32)),
    ),
    (
        "alibaba sts security token",
        "alibabacloud.com help STS AssumeRole: SecurityToken begins `CAIS`",
        "aliyunsdkcore.acs_exception: InvalidSecurityToken.Expired (SecurityToken={t})",
        lambda: parts("CAIS{a}", a=gen(B64, 200)),
    ),
    (
        "huawei cloud secret key",
        "support.huaweicloud.com access keys: AK 20, SK 40 characters",
        "huaweicloudsdkcore.exceptions: APIGW.0301 Incorrect IAM authentication (HUAWEICLOUD_SDK_SK={t})",
        lambda: parts("{a}", a=gen(ALNUM, 40)),
    ),
    (
        "baidu bce signature",
        "cloud.baidu.com docs: `bce-auth-v1/<ak>/<ts>/<exp>/<headers>/<signature>`",
        "BceHttpClientError: 403 AccessDenied (authorization: bce-auth-v1/{t})",
        lambda: parts("{a}/2026-12-03T10:00:00Z/1800/host/{b}", a=gen(HEX, 32), b=gen(HEX, 64)),
    ),
    (
        "jupyter server token",
        "jupyter-server docs: `http://127.0.0.1:8888/lab?token=` + 48 hex",
        "[E 10:02:11.318 ServerApp] Kernel died; reconnect at http://127.0.0.1:8888/lab?token={t}",
        lambda: parts("{a}", a=gen(HEX, 48)),
    ),
    (
        "bitwarden secrets manager token",
        "bitwarden.com help access tokens: `0.<uuid>.<secret>:<key>`",
        "bws: Error: Access token is not in a valid format: {t}",
        lambda: parts("0.{g}.{a}:{b}==", g=uuid(), a=gen(ALNUM, 30), b=gen(B64, 22)),
    ),
    (
        "1password secret key",
        "support.1password.com secret key: `A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX`",
        "op: [ERROR] 401: Authentication required. Secret Key {t} does not match",
        lambda: parts("A3-{a}", a="-".join(gen(UPPER, n) for n in (6, 6, 5, 5, 5, 5))),
    ),
    (
        "databricks oauth secret",
        "docs.databricks.com OAuth M2M: secrets `dose`",
        "databricks.sdk.errors: invalid_client (DATABRICKS_CLIENT_SECRET={t})",
        lambda: parts("dose{a}", a=gen(HEX, 32)),
    ),
    (
        "resend api key",
        "resend.com/docs api-keys: `re_`",
        "resend.exceptions.ValidationError: API key is invalid (re key {t})",
        lambda: parts("re_{a}_{b}", a=gen(ALNUM, 8), b=gen(ALNUM, 24)),
    ),
    (
        "zoom client secret",
        "developers.zoom.us server-to-server OAuth: 32-character secret",
        "zoom: 400 invalid_client (ZOOM_CLIENT_SECRET={t})",
        lambda: parts("{a}", a=gen(ALNUM, 32)),
    ),
    (
        "algolia admin key",
        "algolia.com/doc api keys: 32 hex, header X-Algolia-API-Key",
        "algoliasearch.exceptions.RequestException: Invalid Application-ID or API key (X-Algolia-API-Key: {t})",
        lambda: parts("{a}", a=gen(HEX, 32)),
    ),
    (
        "plex token",
        "support.plex.tv: X-Plex-Token, 20 characters",
        "plexapi.exceptions.Unauthorized: (401) unauthorized; http://10.0.0.5:32400/library/sections?X-Plex-Token={t}",
        lambda: parts("{a}", a=gen(URLSAFE, 20)),
    ),
    (
        "rapidapi key",
        "docs.rapidapi.com: X-RapidAPI-Key, `…msh…jsn…` 50 characters",
        "requests.exceptions.HTTPError: 403 You are not subscribed to this API. X-RapidAPI-Key: {t}",
        lambda: parts(
            "{a}msh{b}p1{c}jsn{d}", a=gen(HEX, 10), b=gen(HEX, 15), c=gen(HEX, 6), d=gen(HEX, 12)
        ),
    ),
    (
        "riot games api key",
        "developer.riotgames.com: `RGAPI-` + uuid",
        "riotwatcher.ApiError: 403 Forbidden for url: https://euw1.api.riotgames.com/lol/status/v4?api_key={t}",
        lambda: parts("RGAPI-{a}", a=uuid()),
    ),
    (
        "circleci personal token",
        "circleci.com/docs api: Circle-Token header, 40 hex",
        'circleci: 401 {{"message": "You must log in first."}} (Circle-Token: {t})',
        lambda: parts("{a}", a=gen(HEX, 40)),
    ),
    (
        "etherscan api key",
        "docs.etherscan.io: 34-character keys",
        "web3: NOTOK Invalid API Key for https://api.etherscan.io/api?module=account&action=balance&apikey={t}",
        lambda: parts("{a}", a=gen(UPPER, 34)),
    ),
    (
        "infura project secret",
        "docs.infura.io: project secret as basic-auth password",
        "web3.exceptions: 401 for https://:{t}@mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161",
        lambda: parts("{a}", a=gen(HEX, 32)),
    ),
    (
        "ethereum private key",
        "ethereum.org accounts: 64 hex digits",
        "brownie: ValueError: invalid PRIVATE_KEY=0x{t} (account not funded)",
        lambda: parts("{a}", a=gen(HEX, 64)),
    ),
    (
        "solana keypair file",
        "docs.solanalabs.com cli: ~/.config/solana/id.json holds a 64-byte JSON array",
        "Error: failed to read keypair file ~/.config/solana/id.json: invalid length: [{t}]",
        _keypair,
    ),
    (
        "kubeadm bootstrap token",
        "kubernetes.io kubeadm-token docs: `[a-z0-9]{6}.[a-z0-9]{16}`",
        "[ERROR] couldn't validate the identity of the API Server: kubeadm join 10.0.0.10:6443 --token {t} --discovery-token-ca-cert-hash sha256:0a1b2c",
        lambda: parts("{a}.{b}", a=gen(LOWER, 6), b=gen(LOWER, 16)),
    ),
    (
        "k3s node token",
        "docs.k3s.io token: `K10<ca hash>::server:<password>`",
        'level=fatal msg="failed to validate token: K10{t}"',
        lambda: parts("{a}::server:{b}", a=gen(HEX, 64), b=gen(HEX, 32)),
    ),
    (
        "youtrack permanent token",
        "jetbrains.com/help/youtrack: tokens `perm:<b64>.<b64>.<secret>`",
        "youtrack: 401 Unauthorized: Authorization: Bearer {t}",
        lambda: parts("perm:{a}.{b}.{c}", a=gen(B64, 12), b=gen(B64, 16), c=gen(ALNUM, 30)),
    ),
    (
        "octopus deploy api key",
        "octopus.com/docs api keys: `API-` + 26+ upper",
        "Octopus.Client.Exceptions.OctopusSecurityException: 401 (X-Octopus-ApiKey: {t})",
        lambda: parts("API-{a}", a=gen(UPPER, 30)),
    ),
    (
        "confluent schema registry",
        "docs.confluent.io: basic.auth.user.info=<key>:<secret>, 64-character secret",
        "io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Unauthorized; error code: 401 (basic.auth.user.info={t})",
        lambda: parts("{a}:{b}", a=gen(UPPER, 16), b=gen(B64, 64)),
    ),
    (
        "twilio api key secret",
        "twilio.com/docs iam api-keys: SID `SK…`, 32-character secret",
        "twilio.base.exceptions.TwilioRestException: HTTP 401 (TWILIO_API_KEY=SK{s} TWILIO_API_SECRET={t})",
        lambda: parts("{a}", a=gen(ALNUM, 32)),
    ),
    (
        "vonage api secret",
        "developer.vonage.com: api_key 8 hex, api_secret 16 characters",
        "vonage.errors.AuthenticationError: 401 (api_key=1a2b3c4d&api_secret={t})",
        lambda: parts("{a}", a=gen(ALNUM, 16)),
    ),
    (
        "cohere api key",
        "docs.cohere.com: 40-character keys, CO_API_KEY",
        "cohere.errors.UnauthorizedError: status_code: 401, body: invalid api token (CO_API_KEY={t})",
        lambda: parts("{a}", a=gen(ALNUM, 40)),
    ),
    (
        "together api key",
        "docs.together.ai: 64 hex keys",
        "together.error.AuthenticationError: Invalid API key {t}",
        lambda: parts("{a}", a=gen(HEX, 64)),
    ),
    (
        "deepseek api key",
        "api-docs.deepseek.com: `sk-` + 32 hex",
        "openai.AuthenticationError: Error code: 401 - Authentication Fails, Your api key: {t} is invalid",
        lambda: parts("sk-{a}", a=gen(HEX, 32)),
    ),
    (
        "qdrant api key",
        "qdrant.tech/documentation cloud: `api-key` header",
        "qdrant_client.http.exceptions.UnexpectedResponse: 403 Forbidden (api-key: {t})",
        lambda: parts("{a}", a=gen(URLSAFE, 38)),
    ),
    (
        "forgejo runner registration token",
        "forgejo.org/docs runner: `forgejo-runner register --token <40 hex>`",
        "forgejo-runner register --no-interactive --instance https://code.acme.io --token {t}: Error: unauthenticated: runner registration token not found",
        lambda: parts("{a}", a=gen(HEX, 40)),
    ),
    (
        "snyk token",
        "docs.snyk.io: SNYK_TOKEN is a UUID",
        "`snyk test` failed: Authentication failed. SNYK_TOKEN={t}",
        lambda: parts("{a}", a=uuid()),
    ),
    (
        "railway token",
        "docs.railway.com/guides/cli: RAILWAY_TOKEN project token (UUID)",
        "railway: Unauthorized. Please login with `railway login` (RAILWAY_TOKEN={t})",
        lambda: parts("{a}", a=uuid()),
    ),
    (
        "upstash redis rest token",
        "upstash.com/docs redis REST API: UPSTASH_REDIS_REST_TOKEN",
        "UpstashError: WRONGPASS invalid or missing auth token (UPSTASH_REDIS_REST_TOKEN={t})",
        lambda: parts("AX{a}", a=gen(URLSAFE, 70)),
    ),
    (
        "unknown vendor key",
        "a made-up vendor (`zq_live_`) to test generated-looking values next to a cue",
        "zq.errors.AuthError: api key {t} was revoked",
        lambda: parts("zq_live_{a}", a=gen(ALNUM, 40)),
    ),
    (
        "unknown vendor, dotted",
        "a made-up vendor (`acme.v2.`) with three random dotted parts",
        "AcmeClient: 401 Unauthorized: token={t}",
        lambda: parts("acme.v2.{a}.{b}", a=gen(LOWER, 12), b=gen(URLSAFE, 40)),
    ),
]
