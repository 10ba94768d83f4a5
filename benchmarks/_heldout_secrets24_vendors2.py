"""Held-out set 24: more vendors no earlier set named — CI, secrets-in-dotenv tooling, APM
and observability, document parsing and embedding APIs, accounting, regional LLM APIs,
proxies, telephony and contact centres, print-on-demand and inventory, low-code builders,
integration platforms, digital-asset management, web security and container images.

Grepped as in ``_heldout_secrets24_vendors.py`` (none matched; LlamaParse did not, but
LlamaCloud, its platform, did in set 6 and was dropped): Cirrus CI, EnvKey, Dotenv Vault,
Scout APM, Lumigo, Baselime, Lepton AI, Upstage, Sarvam AI, Mixedbread, Reducto, Visma,
Smartproxy, JustCall, CloudTalk, Talkdesk, Gelato, Prodigi, Veeqo, Linnworks, Cin7, Katana,
ShipHero, Appsmith, Glide, Softr, Bubble, Adalo, MuleSoft, Sucuri, Chainguard, Brandfolder,
Lucid and Breezy HR. Formats as their documentation showed them (``DOTENV_KEY``'s
``dotenv://:key_...@dotenv.org/vault/.env.vault?environment=`` URI, Lumigo's ``t_``,
Upstage's ``up_``, Mixedbread's ``mxb_``, Sucuri's ``k`` and ``s`` parameters, Cin7 Core's
``api-auth-applicationkey``, JustCall's ``key:secret`` Authorization, Appsmith's
``APPSMITH_ENCRYPTION_PASSWORD``), remembered rather than copied; "shape assumed" where a
page gives the header but not the value's form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
cirrus token ¦ Cirrus CI API docs, Bearer token for the GraphQL API (shape assumed) ¦ {A48} ¦ cirrus: POST https://api.cirrus-ci.com/graphql 401 {"errors":[{"message":"Not authorized"}]} — CIRRUS_API_TOKEN={t}
envkey ¦ EnvKey docs, an ENVKEY that fetches and decrypts a block's variables (shape assumed) ¦ {A20}-{A24} ¦ envkey-source: error: ENVKEY invalid or revoked (ENVKEY={t})
dotenv vault key ¦ dotenv-vault docs, DOTENV_KEY (dotenv://:key_<64 hex>@dotenv.org/vault/.env.vault?environment=production) ¦ {h64} ¦ [dotenv@16.4.5][ERROR] DECRYPTION_FAILED: Please check your DOTENV_KEY\n  DOTENV_KEY='dotenv://:key_{t}@dotenv.org/vault/.env.vault?environment=production'
scout key ¦ Scout APM docs, SCOUT_KEY in the agent config (20 characters) ¦ {A20} ¦ # config/scout_apm.yml\ncommon: &defaults\n  name: acme-shop\n  key: {t}\n  monitor: true
lumigo token ¦ Lumigo docs, tracer tokens starting t_ (20 hex) ¦ t_{h20} ¦ [lumigo] WARNING: Failed to send spans: 401 Unauthorized (LUMIGO_TRACER_TOKEN={t})
baselime key ¦ Baselime docs, x-api-key for the OpenTelemetry endpoint (shape assumed) ¦ {A40} ¦ otel-collector: exporter otlphttp/baselime: 401 Unauthorized\nexporters:\n  otlphttp/baselime:\n    endpoint: https://otel.baselime.io/v1\n    headers:\n      x-api-key: {t}
lepton token ¦ Lepton AI docs, LEPTON_API_TOKEN as Bearer (shape assumed) ¦ {A32} ¦ leptonai: 401 POST https://llama3-1-8b.lepton.run/api/v1/chat/completions — client = Client(api_key="{t}")
upstage key ¦ Upstage console docs, keys starting up_ (shape assumed) ¦ up_{A29} ¦ openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid API key', 'type': 'invalid_request_error'}} (base_url='https://api.upstage.ai/v1', api_key='up_{t}')
sarvam key ¦ Sarvam AI docs, api-subscription-key header (shape assumed) ¦ sk_{l8}_{A24} ¦ sarvam: 403 POST https://api.sarvam.ai/translate {"error":{"message":"Invalid API key"}} — curl -H "api-subscription-key: {t}" -d '{"input":"नमस्ते","source_language_code":"hi-IN","target_language_code":"en-IN"}'
mixedbread key ¦ Mixedbread docs, API keys starting mxb_ (shape assumed) ¦ mxb_{A40} ¦ mixedbread: 401 POST https://api.mixedbread.com/v1/embeddings {"detail":"Invalid API key"}\n  MXBAI_API_KEY={t}
visma secret ¦ Visma eAccounting API docs, OAuth client secret at identity.vismaonline.com (shape assumed) ¦ {u43} ¦ visma: POST https://identity.vismaonline.com/connect/token 400 {"error":"invalid_client"} — appsettings.json: "Visma": { "ClientId": "acmeintegration", "ClientSecret": "{t}" }
reducto key ¦ Reducto API docs, Bearer API key (shape assumed) ¦ {h64} ¦ reducto: 401 POST https://platform.reducto.ai/parse {"detail":"Invalid API key"} Authorization: Bearer {t}
smartproxy pass ¦ Smartproxy docs, user:pass in the gateway URL (gate.smartproxy.com:7000) ¦ {p} ¦ requests.exceptions.ProxyError: HTTPSConnectionPool(host='ipinfo.io', port=443): Max retries exceeded (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))\n  proxies={'https': 'http://user-sp83kq2:{t}@gate.smartproxy.com:7000'}
justcall secret ¦ JustCall API docs, Authorization: <api key>:<api secret> ¦ {h40}:{h40} ¦ justcall: 401 {"status":"error","message":"Invalid API key or secret"} GET https://api.justcall.io/v2.1/calls?per_page=20\nAuthorization: {t}
cloudtalk secret ¦ CloudTalk API docs, API key id and secret as Basic auth (shape assumed) ¦ {A32} ¦ cloudtalk: 401 GET https://my.cloudtalk.io/api/calls/index.json — curl -u "VXJ0Q2LJ8N:{t}"
talkdesk secret ¦ Talkdesk docs, client credentials for the account's token endpoint (shape assumed) ¦ {u64} ¦ talkdesk: POST https://acme.talkdeskid.com/oauth/token 401 {"code":"1002","message":"Invalid client"} — Authorization: Basic base64(9c1e7a5b3d2f:{t})
gelato key ¦ Gelato API docs, X-API-KEY header (shape assumed) ¦ {uuid}-{uuid}:{uuid} ¦ gelato: 401 POST https://order.gelatoapis.com/v4/orders {"code":"UNAUTHENTICATED"} X-API-KEY: {t}
prodigi key ¦ Prodigi API docs, X-API-Key header (a UUID) ¦ {uuid} ¦ prodigi: 401 {"outcome":"NotAuthorised"} POST https://api.sandbox.prodigi.com/v4.0/Orders -H "X-API-Key: {t}"
veeqo key ¦ Veeqo API docs, x-api-key with keys starting Vqt/ (shape assumed) ¦ Vqt/{h32} ¦ veeqo: 401 GET https://api.veeqo.com/orders?page_size=25 {"error_messages":"Invalid API key"} x-api-key: {t}
linnworks secret ¦ Linnworks docs, applicationId, applicationSecret and installation token for AuthorizeByApplication ¦ {uuid} ¦ linnworks: POST https://api.linnworks.net/api/Auth/AuthorizeByApplication 401 {"Code":null,"Message":"Invalid application secret"} ApplicationId=3b2a1c0d-e9f8-4a7b-b6c5-d4e3f2a1b0c9&ApplicationSecret={t}&Token=5f4e3d2c1b0a
cin7 key ¦ Cin7 Core docs, api-auth-accountid and api-auth-applicationkey headers ¦ {uuid} ¦ GET https://inventory.dearsystems.com/ExternalApi/v2/product?Page=1\napi-auth-accountid: 7c2e4f6a-8b0d-4c1e-9f3a-5b7d9e1f3a5c\napi-auth-applicationkey: {t}\n-> 403 Incorrect credentials
katana key ¦ Katana MRP API docs, Bearer API key (a UUID) ¦ {uuid} ¦ katana: 401 {"statusCode":401,"name":"UnauthorizedError","message":"Unauthorized"} GET https://api.katanamrp.com/v1/sales_orders Authorization: Bearer {t}
shiphero token ¦ ShipHero GraphQL docs, refresh_token exchanged for an access token (shape assumed) ¦ {u45} ¦ shiphero: POST https://public-api.shiphero.com/auth/refresh 401 {"code":401,"message":"Invalid refresh token"} {"refresh_token": "{t}"}
appsmith encryption ¦ Appsmith docs, APPSMITH_ENCRYPTION_PASSWORD and SALT in stacks/configuration/docker.env ¦ {A24} ¦ $ cat stacks/configuration/docker.env\nAPPSMITH_MONGODB_URI=mongodb://appsmith-mongo/appsmith\nAPPSMITH_ENCRYPTION_PASSWORD={t}\nAPPSMITH_ENCRYPTION_SALT=9xTqL3mWk2\nAPPSMITH_DISABLE_TELEMETRY=true
glide token ¦ Glide API docs, Bearer secret token (a UUID) ¦ {uuid} ¦ glide: 401 POST https://api.glideapps.com/apps/Xk2Pq7LmRt/tables/native-table-4412/rows Authorization: Bearer {t}
softr key ¦ Softr API docs, Softr-Api-Key and Softr-Domain headers (shape assumed) ¦ {A30} ¦ softr: 401 POST https://studio-api.softr.io/v1/api/users\nSoftr-Api-Key: {t}\nSoftr-Domain: portal.acme.io
bubble token ¦ Bubble Data API docs, Bearer API token (32 hex) ¦ {h32} ¦ bubble: 401 {"statusCode":401,"body":{"status":"UNAUTHORIZED","message":"Invalid or expired token"}} GET https://acme.bubbleapps.io/version-test/api/1.1/obj/order?limit=50 Authorization: Bearer {t}
adalo key ¦ Adalo Collections API docs, Bearer API key (shape assumed) ¦ {l25} ¦ adalo: 401 GET https://api.adalo.com/v0/apps/4f2e1d0c-9b8a-7f6e/collections/t_8k2m/ — ADALO_API_KEY={t}
mulesoft secret ¦ Anypoint Platform docs, a connected app's client secret (32 hex) ¦ {h32} ¦ anypoint-cli: Error: 401 invalid_client — anypoint-cli-v4 conf client_secret {t}
sucuri secret ¦ Sucuri WAF API docs, k (API key) and s (API secret) parameters (32 hex each) ¦ {h32} ¦ sucuri: {"status":0,"messages":["Invalid API secret"]} — curl "https://waf.sucuri.net/api?v2" --data "k=0f1e2d3c4b5a69788796a5b4c3d2e1f0" --data "s={t}" --data "a=clear_cache"
chainguard pull token ¦ Chainguard docs, pull tokens: an identity username and a JWT password for docker login ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjRmMmUifQ.eyJpc3MiOiJodHRwczovL2lzc3Vlci5lbmZvcmNlLmRldiJ9.{u86} ¦ $ docker login cgr.dev --username "72a7c4b1e0/3f9d1e5c2a8b7d46" --password "{t}"\nError response from daemon: Get "https://cgr.dev/v2/": unauthorized: token expired
brandfolder key ¦ Brandfolder API docs, Authorization: Bearer <api key> (shape assumed) ¦ {A40} ¦ brandfolder: 401 {"errors":[{"status":401,"title":"Unauthorized"}]} GET https://brandfolder.com/api/v4/brandfolders/acme/assets — BRANDFOLDER_API_KEY={t}
lucid key ¦ Lucid developer docs, API keys as Bearer with Lucid-Api-Version (shape assumed) ¦ key-{u48} ¦ GET https://api.lucid.co/documents/search\nAuthorization: Bearer {t}\nLucid-Api-Version: 1\n-> 401 {"code":"unauthorized"}
breezy token ¦ Breezy HR API docs, an access token from /v3/signin in the Authorization header (shape assumed) ¦ {h40} ¦ breezy: 401 GET https://api.breezy.hr/v3/company/8d1e2f3a4b5c/positions?state=published — headers: {"Authorization": "{t}"}
breezy password ¦ Breezy HR API docs, /v3/signin with email and password ¦ {p} ¦ breezy: POST https://api.breezy.hr/v3/signin 401 {"error":{"message":"Invalid credentials"}} body={"email":"recruiting@acme.io","password":"{t}"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="note"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
