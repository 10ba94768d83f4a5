"""Held-out set 22: AI-observability, model-hosting, voice, document-parsing, image, PDF,
screenshot, scraping, GPU-cloud, developer-platform, uptime and delivery vendors that no
earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): Lunary, Laminar,
Traceloop, Parea, Literal AI, Patronus, Confident AI, Lakera, HoneyHive, PromptLayer, Vellum,
Opik, Galileo, Keywords AI, Martian, Not Diamond, Friendli, OctoAI, Featherless, Hyperbolic,
Nebius, Lambda Labs, CoreWeave, Cerebrium, Retell, Bland, Synthflow, LMNT, Resemble, Murf,
Speechify, Nanonets, Rossum, Affinda, Eden AI, Clarifai, Imagga, Sightengine, PhotoRoom,
Placid, APITemplate.io, PDFShift, PDFMonkey, CraftMyPDF, Urlbox, ScreenshotOne, ApiFlash,
ScraperAPI, Bright Data, Oxylabs, Hyperbrowser, Labelbox, Encord, SuperAnnotate, Argilla,
Replit, Glitch, Upsun, Humanitec, OpsLevel, Cortex, Zenduty, Hyperping, Freshping, Lalamove,
OptimoRoute, Webfleet, Traccar, Wialon, Loyverse and Zettle. Formats are remembered from each
vendor's documentation (prefixes, lengths, alphabets and where the key goes); "shape assumed"
marks a row whose length or alphabet the page did not give. Keys sit under the vendors' own
names (``LMNR_PROJECT_API_KEY``, ``Galileo-API-Key``, ``Authorization: Key``,
``X-Argilla-Api-Key``, ``access_key=`` on screenshot hosts, ``api_secret=`` on Sightengine,
``apikey``/``password`` on Webfleet, a proxy URL's userinfo on Bright Data).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
lunary private key ¦ Lunary docs, a private API key (a UUID) as Bearer for the REST API ¦ {uuid} ¦ lunary: 401 {"message":"Invalid API key"} GET https://api.lunary.ai/v1/runs?type=llm LUNARY_PRIVATE_KEY={t}
laminar project key ¦ Laminar docs, LMNR_PROJECT_API_KEY (shape assumed) ¦ {A64} ¦ lmnr: failed to export spans: 401 Unauthorized (endpoint https://api.lmnr.ai:8443) — Laminar.initialize(project_api_key="{t}")
traceloop api key ¦ Traceloop docs, TRACELOOP_API_KEY sent as Bearer to the OTLP endpoint (shape assumed) ¦ tl_{h64} ¦ traceloop-sdk: Failed to export batch code: 401, reason: Unauthorized — TRACELOOP_HEADERS="Authorization=Bearer%20{t}"
parea api key ¦ Parea docs, x-user-id and PAREA_API_KEY (shape assumed) ¦ pai-{h64} ¦ parea: 401 POST https://parea-ai-backend-us-9ac16cdbc7a7b006.onporter.run/api/parea/v1/trace_log x-api-key: {t}
literal ai key ¦ Literal AI docs, LITERAL_API_KEY starting lsk_ (shape assumed) ¦ lsk_{A40} ¦ literalai: GraphQL 401 {"errors":[{"message":"Invalid API key"}]} — LiteralClient(api_key="{t}")
patronus api key ¦ Patronus AI docs, X-API-KEY header with keys starting sk- (shape assumed) ¦ sk-{u48} ¦ patronus: 401 POST https://api.patronus.ai/v1/evaluate {"evaluators":[{"evaluator":"lynx"}]} X-API-KEY: {t}
confident ai key ¦ Confident AI docs, deepeval login --confident-api-key (shape assumed) ¦ confident_us{A44} ¦ $ deepeval login --confident-api-key {t}\nError: 401 Unauthorized: Invalid API key
lakera guard key ¦ Lakera Guard docs, Authorization: Bearer with the API key (shape assumed) ¦ {h64} ¦ lakera: 401 {"error":"invalid_api_key"} POST https://api.lakera.ai/v2/guard {"messages":[{"role":"user","content":"hi"}]} Bearer {t}
honeyhive api key ¦ HoneyHive docs, HH_API_KEY as Bearer (shape assumed) ¦ {A32} ¦ honeyhive: tracer init failed 401 — HoneyHiveTracer.init(api_key='{t}', project='support-bot')
promptlayer key ¦ PromptLayer docs, X-API-KEY with keys starting pl_ (32 hex after it) ¦ pl_{h32} ¦ promptlayer: {"success":false,"message":"Invalid API key"} POST https://api.promptlayer.com/rest/track-request X-API-KEY: {t}
vellum api key ¦ Vellum docs, X_API_KEY header (shape assumed) ¦ {u40} ¦ vellum: 403 {"detail":"Invalid API key"} POST https://predict.vellum.ai/v1/execute-prompt — X_API_KEY={t}
opik api key ¦ Opik (Comet) docs, the Authorization header with an API key (shape assumed) ¦ {A25} ¦ opik: 401 {"errors":["API key should be provided"]} — ~/.opik.config:\n[opik]\nurl_override = https://www.comet.com/opik/api/\nworkspace = acme\napi_key = {t}
galileo api key ¦ Galileo docs, Galileo-API-Key header (shape assumed) ¦ {u43} ¦ galileo: 401 GET https://api.galileo.ai/v2/projects Galileo-API-Key: {t}
keywords ai key ¦ Keywords AI docs, Bearer API key (shape assumed) ¦ {A8}.{A32} ¦ keywordsai: 401 POST https://api.keywordsai.co/api/chat/completions {"model":"gpt-4o"} Authorization: Bearer {t}
martian key ¦ Martian router docs, an OpenAI-compatible key starting sk- (shape assumed) ¦ sk-{A48} ¦ openai.AuthenticationError: Error code: 401 — OpenAI(base_url="https://withmartian.com/api/openai/v1", api_key="{t}")
not diamond key ¦ Not Diamond docs, NOTDIAMOND_API_KEY (shape assumed) ¦ {A40} ¦ notdiamond: 401 {"detail":"Could not validate credentials"} POST https://api.notdiamond.ai/v2/modelRouter/modelSelect NOTDIAMOND_API_KEY={t}
friendli token ¦ Friendli docs, personal access tokens starting flp_ ¦ flp_{A43} ¦ friendli: 401 {"detail":"Invalid token"} POST https://api.friendli.ai/serverless/v1/chat/completions Authorization: Bearer {t}
octoai token ¦ OctoAI docs, OCTOAI_TOKEN as Bearer (a JWT) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjNkMjMzOTQ5In0.{u300}.{u342} ¦ octoai: 401 POST https://text.octoai.run/v1/chat/completions — OCTOAI_TOKEN={t}
featherless key ¦ Featherless docs, an OpenAI-compatible key starting rc_ (shape assumed) ¦ rc_{h64} ¦ featherless: 401 {"error":"invalid api key"} POST https://api.featherless.ai/v1/completions Authorization: Bearer {t}
hyperbolic key ¦ Hyperbolic docs, Bearer API key (a JWT, shape assumed) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u43} ¦ hyperbolic: 401 POST https://api.hyperbolic.xyz/v1/chat/completions Authorization: Bearer {t}
nebius key ¦ Nebius AI Studio docs, an API key used as Bearer (a long JWT-like value, shape assumed) ¦ eyJhbGciOiJIUzI1NiIsImtpZCI6IlV6SXJWd1h0dnprLVRvdzlLZWstc0M1akptWXBvX1VaVkxUZlpnMDRlOFUiLCJ0eXAiOiJKV1QifQ.{u180}.{u43} ¦ nebius: 401 Unauthorized for https://api.studio.nebius.com/v1/chat/completions — NEBIUS_API_KEY={t}
lambda labs key ¦ Lambda Cloud API docs, API keys starting secret_ used as Bearer or Basic user ¦ secret_{l24}_{h32} ¦ lambda: 401 {"error":{"code":"global/invalid-api-key","message":"API key was invalid"}} GET https://cloud.lambdalabs.com/api/v1/instances -u {t}:
coreweave token ¦ CoreWeave docs, a kubeconfig token for the tenant (shape assumed) ¦ {A64} ¦ coreweave: Unauthorized — users:\n- name: token-acme-ml\n  user:\n    token: {t}
cerebrium key ¦ Cerebrium docs, an inference JWT as Bearer (shape assumed) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u160}.{u342} ¦ cerebrium: 401 POST https://api.cortex.cerebrium.ai/v4/p-5b1f2c3d/llama-8b/run Authorization: Bearer {t}
retell api key ¦ Retell AI docs, Bearer API key starting key_ ¦ key_{h28} ¦ retell: 401 {"status":"error","message":"Unauthorized"} POST https://api.retellai.com/v2/create-phone-call Authorization: Bearer {t}
bland api key ¦ Bland AI docs, authorization header with keys starting sk- (shape assumed) ¦ sk-{l48} ¦ bland: {"status":"error","message":"Invalid API key"} POST https://api.bland.ai/v1/calls authorization: {t}
synthflow key ¦ Synthflow docs, Bearer API key (shape assumed) ¦ {u43} ¦ synthflow: 401 POST https://api.synthflow.ai/v2/calls {"model_id":"b2c1","phone":"+351912345678"} (Authorization: Bearer {t})
lmnt api key ¦ LMNT docs, X-API-Key header (32 hex) ¦ {h32} ¦ lmnt: 401 {"error":"unauthorized"} POST https://api.lmnt.com/v1/ai/speech X-API-Key: {t}
resemble token ¦ Resemble AI docs, Authorization: Token token=<key> on the v2 API (shape assumed) ¦ {A24} ¦ resemble: 401 GET https://app.resemble.ai/api/v2/projects?page=1 — Authorization: Token token={t}
murf api key ¦ Murf docs, api-key header with keys starting ap2_ (shape assumed) ¦ ap2_{uuid} ¦ murf: 401 {"errorMessage":"Invalid api key"} POST https://api.murf.ai/v1/speech/generate api-key: {t}
speechify token ¦ Speechify API docs, Bearer API key (shape assumed) ¦ {u43}= ¦ speechify: 401 POST https://api.sws.speechify.com/v1/audio/speech {"voice_id":"george"} SPEECHIFY_API_KEY="{t}"
nanonets key ¦ Nanonets docs, the API key as the Basic username ¦ {A32} ¦ nanonets: 401 POST https://app.nanonets.com/api/v2/OCR/Model/5b1f2c3d-4e5f/LabelFile/ — requests.post(url, auth=requests.auth.HTTPBasicAuth('{t}', ''), files=...)
rossum password ¦ Rossum API docs, username and password posted to /auth/login ¦ {p} ¦ rossum: 401 {"detail":"Unable to log in with provided credentials."} POST https://acme.rossum.app/api/v1/auth/login {"username": "ap-bot@acme.io", "password": "{t}"}
affinda key ¦ Affinda docs, Bearer API key starting aff_ (shape assumed) ¦ aff_{h40} ¦ affinda: 401 POST https://api.affinda.com/v3/documents Authorization: Bearer {t}
eden ai key ¦ Eden AI docs, Bearer API key (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u100}.{u43} ¦ edenai: 401 POST https://api.edenai.run/v2/ocr/ocr {"providers":"google"} — EDENAI_API_KEY={t}
clarifai pat ¦ Clarifai docs, Authorization: Key <PAT> (32 hex) ¦ {h32} ¦ clarifai: {"status":{"code":11102,"description":"Invalid API key or Invalid API key/application pair"}} POST https://api.clarifai.com/v2/users/acme/apps/shop/models/general-image-recognition/outputs Authorization: Key {t}
imagga secret ¦ Imagga docs, API key and secret as Basic (32 hex secret) ¦ {h32} ¦ imagga: 401 {"status":{"text":"Not authorized.","type":"error"}} — curl --user "acc_9e8f7a6b5c4d3e2:{t}" https://api.imagga.com/v2/tags?image_url=...
sightengine secret ¦ Sightengine docs, api_user and api_secret parameters (shape assumed) ¦ {A32} ¦ sightengine: {"status":"failure","error":{"type":"credentials_error","message":"Incorrect API user or API secret"}} GET https://api.sightengine.com/1.0/check.json?models=nudity-2.1&api_user=1184422&api_secret={t}&url=...
photoroom key ¦ PhotoRoom API docs, x-api-key header (40 hex) ¦ sk_pr_default_{h40} ¦ photoroom: 403 {"detail":"Invalid API key"} POST https://sdk.photoroom.com/v1/segment x-api-key: {t}
placid token ¦ Placid docs, Bearer API token (shape assumed) ¦ placid-{l40} ¦ placid: 401 POST https://api.placid.app/api/rest/images {"template_uuid":"qx2e9"} Authorization: Bearer {t}
apitemplate key ¦ APITemplate.io docs, X-API-KEY header (shape assumed) ¦ {A8}:{A36} ¦ apitemplate: {"status":"error","message":"Invalid API key"} POST https://rest.apitemplate.io/v2/create-pdf?template_id=79667b2b1876e347 X-API-KEY: {t}
pdfshift key ¦ PDFShift docs, X-API-Key header with keys starting sk_ (shape assumed) ¦ sk_{h40} ¦ pdfshift: 401 {"success":false,"error":"Invalid API key"} POST https://api.pdfshift.io/v3/convert/pdf X-API-Key: {t}
pdfmonkey key ¦ PDFMonkey docs, Bearer secret key (shape assumed) ¦ {u20} ¦ pdfmonkey: 401 {"errors":[{"title":"Unauthorized"}]} POST https://api.pdfmonkey.io/api/v1/documents PDFMONKEY_SECRET_KEY={t}
craftmypdf key ¦ CraftMyPDF docs, X-API-KEY header (shape assumed) ¦ {h32} ¦ craftmypdf: {"status":"error","message":"Invalid API Key"} POST https://api.craftmypdf.com/v1/create X-API-KEY: {t}
urlbox secret ¦ Urlbox docs, an API key and a secret for HMAC-signed render links (shape assumed) ¦ {h32} ¦ urlbox: signed link rejected — URLBOX_API_KEY=QwEr7yUi9oPa URLBOX_API_SECRET={t}
screenshotone key ¦ ScreenshotOne docs, access_key query parameter (shape assumed) ¦ {A14} ¦ screenshotone: 401 {"error_code":"access_key_invalid"} GET https://api.screenshotone.com/take?access_key={t}&url=https%3A%2F%2Facme.io&format=png
apiflash key ¦ ApiFlash docs, access_key parameter (32 hex) ¦ {h32} ¦ apiflash: 401 Unauthorized GET https://api.apiflash.com/v1/urltoimage?access_key={t}&url=https://acme.io&wait_until=page_loaded
scraperapi key ¦ ScraperAPI docs, api_key parameter (32 hex) ¦ {h32} ¦ scraperapi: 403 You have exhausted the API Credits available in this monthly cycle. GET http://api.scraperapi.com/?api_key={t}&url=https://shop.acme.io/p/4412&render=true
bright data proxy ¦ Bright Data docs, a zone password in the proxy URL (brd-customer-...-zone-...) ¦ {l12} ¦ requests.exceptions.ProxyError: HTTPSConnectionPool(host='shop.acme.io', port=443): Max retries exceeded — proxies={'https': 'http://brd-customer-hl_4f1e2d3c-zone-residential:{t}@brd.superproxy.io:33335'}
oxylabs password ¦ Oxylabs docs, customer credentials in the proxy URL or as Basic for the Scraper API ¦ {p} ¦ oxylabs: 401 {"message":"Unauthorized"} POST https://realtime.oxylabs.io/v1/queries — auth=("customer-acme_x1", "{t}")
hyperbrowser key ¦ Hyperbrowser docs, x-api-key header with keys starting hb_ (shape assumed) ¦ hb_{h32} ¦ hyperbrowser: 401 POST https://app.hyperbrowser.ai/api/session x-api-key: {t}
labelbox key ¦ Labelbox docs, an API key (a JWT) as Bearer ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u260}.{u43} ¦ labelbox.exceptions.AuthenticationError: Invalid API key — lb.Client(api_key="{t}")
encord key ¦ Encord docs, an SSH private key registered with the platform (a PEM body line) ¦ {b64} ¦ encord: authentication failed for ssh key at ~/.encord/key\n-----BEGIN OPENSSH PRIVATE KEY-----\n{t}\n-----END OPENSSH PRIVATE KEY-----
superannotate token ¦ SuperAnnotate docs, an SDK token with a team id suffix (shape assumed) ¦ {h64}t=12345 ¦ superannotate: AppException: Couldn't authorize — SAClient(token="{t}")
argilla api key ¦ Argilla docs, X-Argilla-Api-Key header (shape assumed) ¦ argilla.apikey.{u43} ¦ argilla: 401 {"detail":"Could not validate credentials"} GET https://argilla.acme.io/api/v1/me X-Argilla-Api-Key: {t}
replit token ¦ Replit docs, a REPL_IDENTITY / connector token in the environment (shape assumed) ¦ v2.public.{u200} ¦ replit: 401 from the Object Storage sidecar; env REPL_IDENTITY={t}
glitch token ¦ Glitch API, a persistent token as the Authorization header (a UUID) ¦ {uuid} ¦ glitch: 401 GET https://api.glitch.com/v1/projects/by/domain?domain=acme-demo Authorization: {t}
upsun token ¦ Upsun (Platform.sh) CLI docs, an API token in UPSUN_CLI_TOKEN (shape assumed) ¦ {u43} ¦ $ UPSUN_CLI_TOKEN={t} upsun environment:list -p 4kfyqh5uksbsi\n[RequestException] 401 Unauthorized: invalid API token
humanitec token ¦ Humanitec docs, HUMANITEC_TOKEN as Bearer (shape assumed) ¦ {u48} ¦ humctl: Error: 401 Unauthorized GET https://api.humanitec.io/orgs/acme/apps — HUMANITEC_TOKEN={t}
opslevel token ¦ OpsLevel GraphQL docs, Authorization: Bearer (shape assumed) ¦ {A40} ¦ opslevel: {"errors":[{"message":"Invalid token"}]} POST https://app.opslevel.com/graphql — OPSLEVEL_API_TOKEN={t}
cortex token ¦ Cortex (developer portal) docs, Bearer API key (shape assumed) ¦ {u64} ¦ cortex cli: 401 Unauthorized GET https://api.getcortexapp.com/api/v1/catalog — ~/.cortex/config: [default]\napi_key = {t}
zenduty token ¦ Zenduty API docs, Authorization: Token <key> (40 hex) ¦ {h40} ¦ zenduty: 401 {"detail":"Invalid token."} GET https://www.zenduty.com/api/account/teams/ Authorization: Token {t}
hyperping key ¦ Hyperping docs, Bearer API key starting sk_ (shape assumed) ¦ sk_{h48} ¦ hyperping: 401 GET https://api.hyperping.io/v1/monitors Authorization: Bearer {t}
freshping key ¦ Freshping API docs, API key as Basic user with the subdomain as password (shape assumed) ¦ {A40} ¦ freshping: 401 GET https://api.freshping.io/v1/checks/ — curl -u '{t}:acme' ...
lalamove secret ¦ Lalamove API docs, API key (pk_) and secret (sk_) for HMAC signatures ¦ sk_test_{A64} ¦ lalamove: 401 {"errors":[{"id":"ERR_UNAUTHORIZED"}]} LALAMOVE_API_KEY=pk_test_7c2e91d04b6f3a8e5d17c0b92f4a6178 LALAMOVE_SECRET={t}
optimoroute key ¦ OptimoRoute API docs, key query parameter (shape assumed) ¦ {h40} ¦ optimoroute: {"success":false,"code":"ERR_AUTH","message":"Invalid API key"} GET https://api.optimoroute.com/v1/get_routes?key={t}&date=2026-12-05
webfleet password ¦ Webfleet.connect docs, account, username, password and apikey parameters ¦ {p} ¦ webfleet: errorCode 8011 "request quota reached" — GET https://csv.webfleet.com/extern?lang=en&account=acme-logistics&username=api_sync&password={t}&apikey=7c2e91d0-4b6f-3a8e-5d17-c0b92f4a6178&action=showObjectReportExtern&outputformat=json
traccar token ¦ Traccar docs, a token query parameter for /api/session (shape assumed) ¦ {u43} ¦ traccar: 401 GET https://fleet.acme.io/api/session?token={t}
wialon token ¦ Wialon Remote API docs, a 72-hex token for token/login, then sid ¦ {h72} ¦ wialon: {"error":4} GET https://hst-api.wialon.com/wialon/ajax.html?svc=token/login&params={"token":"{t}"}
loyverse token ¦ Loyverse API docs, Bearer access token (32 hex) ¦ {h32} ¦ loyverse: 401 {"errors":[{"code":"UNAUTHORIZED"}]} GET https://api.loyverse.com/v1.0/receipts?limit=50 Authorization: Bearer {t}
zettle client secret ¦ Zettle (PayPal) docs, an API key (a JWT assertion) for the assertion grant ¦ eyJraWQiOiIwIiwidHlwIjoiSldUIiwiYWxnIjoiUlMyNTYifQ.{u220}.{u342} ¦ zettle: 400 {"error":"invalid_grant"} POST https://oauth.zettle.com/token grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&client_id=7c2e91d0-4b6f&assertion={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="process"),
        *v.table("vendor", "\n".join(rows[half:]), raises="context"),
    ]
