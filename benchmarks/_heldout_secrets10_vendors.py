"""Held-out set 10: vendors' token formats, each in the error, log or config text it shows up in.

Sources: the vendors' own API-key and authentication pages (named per row), their changelogs,
merge requests that introduced a prefix, and, where a vendor documents the header but not the
shape, a credential scanner's detector page; "shape assumed" where a length or an alphabet is a
guess. Every vendor and prefix was grepped for in the earlier sets' ``_heldout_secrets*``,
``_heldout_families_*``, ``heldout_secrets*.py`` and ``heldout_set3.py`` files so that none
repeats (the payment and infrastructure vendors of Latin America, South-East Asia and India
were chosen because no earlier set had them).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
langfuse secret key ¦ Langfuse docs and FAQ (secret key sk-lf-..., shown once; UUID body as in public .env examples) ¦ sk-lf-{uuid} ¦ langfuse: 401 Unauthorized from https://cloud.langfuse.com/api/public/ingestion - Invalid credentials. Confirm that you've configured the correct host. LANGFUSE_SECRET_KEY={t}
langfuse basic pair ¦ Langfuse API reference, Basic auth public-key:secret-key ¦ sk-lf-{uuid} ¦ curl -u pk-lf-1c2d3e4f-5a6b-4c8d-9e0f-a1b2c3d4e5f6:{t} https://us.cloud.langfuse.com/api/public/traces -> 401 {"message":"Invalid credentials"}
gitlab ci job token ¦ GitLab MR 207268 (CI/CD job tokens prefixed glcbt-; body shape assumed) ¦ glcbt-{u48} ¦ fatal: unable to access 'https://gitlab-ci-token:{t}@gitlab.acme.lan/platform/infra.git/': The requested URL returned error: 403
gitlab agent token ¦ GitLab MR 129778 (agent tokens prefixed glagent-; body shape assumed) ¦ glagent-{u50} ¦ helm upgrade --install acme-agent gitlab/gitlab-agent --set config.token={t} --set config.kasAddress=wss://kas.gitlab.com\nError: agentk: failed to authenticate with kas: Unauthenticated
gitlab incoming email token ¦ GitLab token overview (incoming email tokens glimt-; body shape assumed) ¦ glimt-{l25} ¦ EmailReceiverWorker: rejected mail to incoming+acme-web-1842-{t}-issue@mail.gitlab.acme.lan: token not found
gitlab feature flag client token ¦ GitLab token overview (feature flags client tokens glffct-; body shape assumed) ¦ glffct-{u20} ¦ unleash-client: 401 Unauthorized fetching https://gitlab.com/api/v4/feature_flags/unleash/42/client/features (instanceId: {t})
circleci personal token ¦ CircleCI changelog "New format for API Access Tokens" (CCIPAT_<base58 UUID>_<40 hex>) ¦ CCIPAT_{A22}_{h40} ¦ circleci: Error: 401 Unauthorized - You must log in first (CIRCLECI_CLI_TOKEN={t})
circleci project token ¦ CircleCI changelog (project tokens CCIPRJ_) ¦ CCIPRJ_{A22}_{h40} ¦ curl -H "Circle-Token: {t}" https://circleci.com/api/v2/project/gh/acme/web/pipeline -> {"message":"Project not found"}
openshift oauth token ¦ OpenShift docs, oc whoami -t (sha256~ followed by 43 URL-safe characters) ¦ sha256~{u43} ¦ oc login --token={t} --server=https://api.ocp.acme.lan:6443\nerror: You must be logged in to the server (Unauthorized)
yandex static secret ¦ Yandex Cloud docs, static access keys (key id YCAJ..., secret YC... 40 characters) ¦ YC{u38} ¦ botocore.exceptions.ClientError: SignatureDoesNotMatch (endpoint https://storage.yandexcloud.net, aws_access_key_id=YCAJEk7mQz2LbR9tVw4xNp1sD, aws_secret_access_key={t})
ory project api key ¦ Ory Network docs, project API keys ory_pat_ (body shape assumed) ¦ ory_pat_{A32} ¦ ory: Error: 401 Unauthorized: The request could not be authorized (ORY_PROJECT_API_KEY={t})
vercel blob token ¦ Vercel Blob docs, BLOB_READ_WRITE_TOKEN vercel_blob_rw_<store id>_<secret> ¦ vercel_blob_rw_{A16}_{A30} ¦ BlobAccessError: Vercel Blob: Access denied, please provide a valid token for this resource. (BLOB_READ_WRITE_TOKEN={t})
anyscale cli token ¦ Anyscale docs, ANYSCALE_CLI_TOKEN (aph0_ prefix; body shape assumed) ¦ aph0_{u40} ¦ anyscale job submit: Error: Authentication failed, check ANYSCALE_CLI_TOKEN={t}
jina api key ¦ Jina AI API docs, Bearer jina_ keys (length assumed) ¦ jina_{A60} ¦ 401 {"detail":"Invalid API key"} POST https://api.jina.ai/v1/embeddings Authorization: Bearer {t}
brave search token ¦ Brave Search API docs, X-Subscription-Token (BSA prefix; length assumed) ¦ BSA{A28} ¦ 422 {"type":"ErrorResponse","error":{"code":"SUBSCRIPTION_TOKEN_INVALID","status":422}} X-Subscription-Token: {t}
humanloop api key ¦ Humanloop docs, X-API-KEY (hl_sk_ prefix; length assumed) ¦ hl_sk_{h48} ¦ humanloop.core.api_error.ApiError: status_code: 401, body: {'detail': 'Invalid API key'} (X-API-KEY: {t})
daytona api key ¦ Daytona docs, DAYTONA_API_KEY (dtn_ prefix; length assumed) ¦ dtn_{h64} ¦ DaytonaError: Failed to create sandbox: 401 Unauthorized (DAYTONA_API_KEY={t})
luma api key ¦ Luma AI Dream Machine API docs, luma- keys (shape assumed) ¦ luma-{uuid}-{h32} ¦ lumaai.AuthenticationError: Error code: 401 - {'detail': 'Invalid API key'} (LUMAAI_API_KEY={t})
runway api secret ¦ Runway API docs, RUNWAYML_API_SECRET (key_ prefix; length assumed) ¦ key_{h128} ¦ runwayml.AuthenticationError: Error code: 401 - {'error': 'Invalid API key'} (RUNWAYML_API_SECRET={t})
directus static token ¦ Directus docs, static tokens as access_token query or Bearer ¦ {u32} ¦ DirectusError: Invalid user credentials. GET https://cms.acme.io/items/articles?access_token={t}&limit=5
arize space api key ¦ Arize docs, space_id + api_key (shape assumed) ¦ {A40} ¦ arize.utils.errors.AuthError: 401 Unauthenticated for space_id=U3BhY2U6OTg3NjU0 api_key={t}
agentops api key ¦ AgentOps docs, AGENTOPS_API_KEY (UUID) ¦ {uuid} ¦ 🖇 AgentOps: Could not initialize client - API server responded with 401 (api_key={t})
letta api key ¦ Letta Cloud docs, LETTA_API_KEY (sk-let- prefix assumed) ¦ sk-let-{u64} ¦ letta_client.core.api_error.ApiError: status_code: 401, body: {'detail': 'Invalid API key'} LETTA_API_KEY={t}
zep project key ¦ Zep Cloud docs, project API keys (z_ prefix; body shape assumed) ¦ z_{u120} ¦ zep_cloud.errors.UnauthorizedError: status_code: 401, body: unauthorized (ZEP_API_KEY={t})
composio api key ¦ Composio docs, x-api-key (ak_ prefix assumed) ¦ ak_{A20} ¦ ComposioSDKError: HTTP 401 Invalid API key provided (x-api-key: {t})
northflank api token ¦ Northflank API docs, Bearer API tokens (nf- + JWT shape assumed) ¦ nf-eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ northflank: Error: 401 Unauthorized - token is invalid or expired (NF_API_TOKEN={t})
coolify api token ¦ Coolify API docs, Bearer tokens of the form <id>|<secret> (Laravel Sanctum) ¦ 3|{A40} ¦ Coolify API 401 {"message":"Unauthenticated."} curl -H "Authorization: Bearer {t}" https://coolify.acme.lan/api/v1/applications
paymongo secret key ¦ PayMongo docs, API keys (sk_live_ / sk_test_; body length assumed) ¦ sk_live_{A24} ¦ paymongo: 401 {"errors":[{"code":"api_key_invalid","detail":"API key {t} is invalid."}]}
cashfree client secret ¦ Cashfree PG docs, x-client-id / x-client-secret (cfsk_ma_ prefix; body shape assumed) ¦ cfsk_ma_prod_{h32}_{h8} ¦ cashfree_pg: 401 {"message":"authentication Failed","code":"request_failed","type":"authentication_error"} x-client-id: 19283746abcdef, x-client-secret: {t}
iyzico secret key ¦ iyzico docs, apiKey / secretKey (sandbox- prefix) ¦ sandbox-{A32} ¦ iyzipay: {"status":"failure","errorCode":"1001","errorMessage":"api bilgileri bulunamadı"} options.secretKey = '{t}'
mercado pago access token ¦ Mercado Pago docs, credentials (APP_USR-<app id>-<date>-<hash>-<user id>; USER_ID after the last dash) ¦ APP_USR-{d16}-{d6}-{h32}-{d9} ¦ mercadopago: 401 {"message":"invalid access token","error":"unauthorized","status":401} (MP_ACCESS_TOKEN={t})
mercado pago test token ¦ Mercado Pago docs, test credentials (TEST- prefix) ¦ TEST-{d16}-{d6}-{h32}-{d8} ¦ curl -H 'Authorization: Bearer {t}' https://api.mercadopago.com/v1/payments/search -> 401 unauthorized
pagseguro token ¦ PagBank docs, Authorization token (UUID followed by hex; shape assumed) ¦ {uuid}{h64} ¦ PagSeguro: 401 UNAUTHORIZED POST /v2/checkout?email=loja@acme.com.br&token={t}
culqi llave secreta ¦ Culqi docs, llave secreta sk_test_ (body length assumed) ¦ sk_test_{A16} ¦ Culqi: 401 {"object":"error","type":"authentication_error","merchant_message":"La llave secreta {t} no es válida."}
conekta private key ¦ Conekta docs, private keys key_ (body length assumed) ¦ key_{A27} ¦ conekta.ConektaError: {"type":"authentication_error","details":[{"message":"Unrecognized access key."}]} (Authorization: Bearer {t})
openpay private key ¦ Openpay docs, private key sk_ + 32 hex as Basic user ¦ sk_{h32} ¦ openpay: 401 {"category":"request","description":"The api key or merchant id are invalid","error_code":1002} curl -u {t}: https://sandbox-api.openpay.mx/v1/mzdtln0bmtms6o3kck8f/charges
airwallex api key ¦ Airwallex docs, x-client-id + x-api-key for /authentication/login (length assumed) ¦ {h64} ¦ airwallex: 401 {"code":"credentials_invalid","message":"Invalid credentials"} x-client-id: kT9bQ2mXvW4pL7nR, x-api-key: {t}
rapyd secret key ¦ Rapyd docs, access_key / secret_key request signing (rsk_ prefix; shape assumed) ¦ rsk_{h64} ¦ rapyd: UNAUTHENTICATED_API_CALL - signature mismatch (access_key=rak_0A1B2C3D4E5F6A7B8C9D, secret_key={t})
dlocal trans key ¦ dLocal docs, X-Login / X-Trans-Key / secret key (length assumed) ¦ {A30} ¦ dlocal: {"code":3001,"message":"Invalid credentials"} X-Login: kL8sPq2zNb, X-Trans-Key: {t}
payu salt ¦ PayU India docs, merchant key and salt in the request hash ¦ {A32} ¦ PayU: hash mismatch, computed sha512(key|txnid|amount|productinfo|firstname|email|||||||||||SALT) with SALT={t}
btcpay api key ¦ BTCPay Server Greenfield API docs, Authorization: token <API key> (40 hex) ¦ {h40} ¦ btcpay: 401 {"code":"unauthenticated","message":"Authentication is required for accessing this endpoint"} Authorization: token {t}
nowpayments api key ¦ NOWPayments API docs, x-api-key (four groups of 7 upper alnum) ¦ {U7}-{U7}-{U7}-{U7} ¦ {"status":false,"statusCode":403,"code":"INVALID_API_KEY","message":"Invalid api key"} x-api-key: {t}
lithic api key ¦ Lithic docs, Authorization api key (UUID) ¦ {uuid} ¦ lithic.AuthenticationError: Error code: 401 - {'message': 'Please provide API key in Authorization header'} LITHIC_API_KEY={t}
marqeta access token ¦ Marqeta core API docs, Basic application token:admin access token ¦ {uuid} ¦ Marqeta 401 {"error_message":"Invalid application token or access token","error_code":"401"} (curl -u 6f9e1ab2-3c4d-4e5f-8a9b-0c1d2e3f4a5b:{t})
truelayer client secret ¦ TrueLayer docs, client_credentials grant (client_secret UUID) ¦ {uuid} ¦ truelayer: invalid_client POST https://auth.truelayer-sandbox.com/connect/token client_id=acme-4f21b8&client_secret={t}&grant_type=client_credentials
yapily application secret ¦ Yapily docs, Basic applicationKey:applicationSecret (UUIDs) ¦ {uuid} ¦ yapily: 401 {"error":{"status":"UNAUTHORIZED","message":"Full authentication is required"}} (YAPILY_APPLICATION_SECRET={t})
storj access grant ¦ Storj docs, serialized access grants (base58, 1 prefix; length assumed) ¦ 1{A180} ¦ uplink cp sj://backups/db.tar.gz . --access {t}\nError: uplink: access grant is invalid
gcore api token ¦ Gcore API docs, Authorization: APIKey <id>$<hash> ¦ 48211${h128} ¦ gcore: 401 {"message":"Invalid token"} Authorization: APIKey {t}
cribl client secret ¦ Cribl.Cloud API docs, client_id / client_secret for the token endpoint (length assumed) ¦ {A64} ¦ cribl: access_denied from https://login.cribl.cloud/oauth/token {"grant_type":"client_credentials","client_id":"tq8Zb2Lm","client_secret":"{t}","audience":"https://api.cribl.cloud"}
mackerel api key ¦ Mackerel API docs, X-Api-Key header (44 characters) ¦ {A44} ¦ mkr: API request failed: {"error":{"message":"Authentication failed"}} (X-Api-Key: {t})
socket api key ¦ Socket.dev docs, API keys sktsec_ (body shape assumed) ¦ sktsec_{A40}_api ¦ socket: Error: 401 Unauthorized - SOCKET_SECURITY_API_KEY={t} is not valid
gitpod access token ¦ Gitpod docs, personal access tokens gitpod_pat_ (body shape assumed) ¦ gitpod_pat_{u40}.{u43} ¦ gitpod: unauthenticated: invalid token (GITPOD_TOKEN={t})
zerotier central token ¦ ZeroTier Central API docs, Authorization: token <32 alnum> ¦ {A32} ¦ ztcentral: 401 {"message":"Unauthorized"} GET https://api.zerotier.com/api/v1/network (Authorization: token {t})
twingate api key ¦ Twingate Admin API docs, X-API-KEY (length assumed) ¦ {A48} ¦ twingate: GraphQL 401 Unauthorized from https://acme.twingate.com/api/graphql/ X-API-KEY: {t}
pomerium shared secret ¦ Pomerium docs, shared_secret (base64 of 32 random bytes) ¦ {b43}= ¦ pomerium: config: shared_secret: "{t}" does not match the databroker's, all requests will fail
cloudflared tunnel token ¦ cloudflared docs, tunnel run --token (base64 JSON with a, t, s fields) ¦ eyJhIjoi{b200} ¦ cloudflared tunnel run --token {t}\nERR Couldn't start tunnel error="Unauthorized: Invalid tunnel secret"
rke2 cluster token ¦ RKE2 docs, K10<CA hash>::server:<password> ¦ {h32} ¦ rke2 agent: level=fatal msg="failed to get CA certs: token K10a4c2e9f1b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1f3a5b7c9d1e3f5a7b9c1d3e5f7::server:{t} rejected"
rancher api key ¦ Rancher docs, API keys token-xxxxx:<secret> ¦ token-{l5}:{l54} ¦ rancher login https://rancher.acme.lan --token {t}\nFATA[0001] Unauthorized 401: must authenticate
portainer access token ¦ Portainer docs, API access tokens in X-API-Key (ptr_ prefix; body shape assumed) ¦ ptr_{b43}= ¦ portainer: 401 {"message":"Unauthorized","details":"A valid authorisation token is missing"} X-API-Key: {t}
proget api key ¦ ProGet docs, X-ApiKey header (length assumed) ¦ {A20} ¦ nuget push acme.core.4.2.0.nupkg -Source https://proget.acme.lan/nuget/internal -ApiKey {t}\nResponse status code does not indicate success: 403 (Forbidden)
woodpecker token ¦ Woodpecker CI docs, personal token (JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u90}.{u43} ¦ woodpecker-cli: Error: 401 Unauthorized (WOODPECKER_SERVER=https://ci.acme.lan WOODPECKER_TOKEN={t})
concourse flyrc token ¦ Concourse fly docs, ~/.flyrc targets token value ¦ {u40} ¦ fly -t main pipelines\nerror: not authorized. Run `fly -t main login` to continue. (~/.flyrc: targets: {main: {api: https://ci.acme.lan, team: main, token: {type: bearer, value: {t}}}})
"""


def vendor_cases(values: Values) -> list[Case]:
    return values.table("vendor", ROWS)
