"""Held-out set 7: vendors' published token shapes (AI, data, developer and cloud tools), each
in the message its SDK, CLI or API prints.

Written on 2026-12-03 (21:42-22:05 UTC), blind (no redaction run, none of the redaction code,
tests or docs read). One case a line: ``name ¦ where the shape is published ¦ token ¦
message`` (see ``table`` in ``_heldout_secrets_harness.py``). None of these vendors is in sets
1-6 (each name was grepped for in ``benchmarks/``). Shapes are written down from the vendors'
docs and key pages as remembered, with no page at hand to check them against: a row says
"shape assumed" where the length or alphabet is a guess; prefixes are as published. Values
are seeded random.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

AI_AND_ML = """
ai21 api key ¦ docs.ai21.com authentication: Bearer API key (32 alnum, shape assumed) ¦ {A32} ¦ ai21.errors.Unauthorized: Failed with http status code: 401 (Unauthorized). Details: {"detail":"Forbidden"} -- AI21Client(api_key="{t}")
wandb api key ¦ docs.wandb.ai quickstart: 40 hex API key in ~/.netrc for api.wandb.ai ¦ {h40} ¦ wandb: ERROR API key must be 40 characters long, yours was 41 -- wandb login {t}x
comet api key ¦ comet.com/docs api key: 25 alnum (shape assumed) ¦ {A25} ¦ comet_ml.exceptions.InvalidAPIKey: Invalid COMET_API_KEY: '{t}' (experiment not created)
neptune api token ¦ docs.neptune.ai api token: base64 of a JSON holding api_address, api_url and api_key ¦ eyJhcGlfYWRkcmVzcyI6Imh0dHBzOi8vYXBwLm5lcHR1bmUuYWkiLCJhcGlfa2V5Ijoi{b60} ¦ neptune.exceptions.NeptuneInvalidApiTokenException: The provided API token is invalid. NEPTUNE_API_TOKEN="{t}"
clearml secret key ¦ clear.ml/docs clearml.conf api.credentials: access_key 20+ upper, secret_key 50 alnum (shape assumed) ¦ {A50} ¦ clearml.backend_api.session.defs.MissingConfigError: Could not verify credentials (api { credentials { "access_key" = "X3K9Q2M4N6P8R0T2V4WA", "secret_key" = "{t}" } })
roboflow api key ¦ docs.roboflow.com api key: 20 alnum ¦ {A20} ¦ RoboflowError: This API key does not exist (or has been revoked). GET https://api.roboflow.com/?api_key={t}
helicone api key ¦ docs.helicone.ai: Helicone-Auth: Bearer sk-helicone- + key (shape assumed) ¦ sk-helicone-{l7}-{l7}-{l7}-{l7} ¦ openai.AuthenticationError: Error code: 401 - {'error': 'Helicone-Auth header invalid'} default_headers={'Helicone-Auth': 'Bearer {t}'}
braintrust api key ¦ braintrust.dev/docs: BRAINTRUST_API_KEY sk- + 48 alnum (shape assumed) ¦ sk-{A48} ¦ braintrust: 401 Unauthorized: Invalid API key when logging experiment 'evals-nightly' (BRAINTRUST_API_KEY={t})
weaviate api key ¦ weaviate.io/developers authentication: API key (32 alnum, shape assumed) ¦ {A32} ¦ weaviate.exceptions.UnexpectedStatusCodeError: Meta endpoint! Unexpected status code: 401, with response body: {'code': 401, 'message': 'unauthorized'} auth_credentials=Auth.api_key("{t}")
zilliz api key ¦ docs.zilliz.com: API key 104 hex (shape assumed) ¦ {h104} ¦ pymilvus.exceptions.MilvusException: <MilvusException: (code=1800, message=user hasn't authenticated)> MilvusClient(uri="https://in03-8a2b.api.gcp-us-west1.zillizcloud.com", token="{t}")
convex deploy key ¦ docs.convex.dev deploy keys: prod:<deployment>|<base64> ¦ prod:happy-otter-123|{b64} ¦ ✖ Error: Unauthorized: Invalid deploy key (CONVEX_DEPLOY_KEY='{t}') npx convex deploy
appwrite api key ¦ appwrite.io/docs api keys: standard_ + 256 hex ¦ standard_{h256} ¦ AppwriteException: [401] user_unauthorized The current user is not authorized to perform the requested action. X-Appwrite-Key: {t}
kinde client secret ¦ docs.kinde.com m2m apps: client secret 50 alnum (shape assumed) ¦ {A50} ¦ KindeSDKError: invalid_client: Client authentication failed (client_id=8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e, client_secret={t})
privy app secret ¦ docs.privy.io: app secret (88 base58-like alnum, shape assumed) ¦ {A88} ¦ PrivyApiError: 401 Invalid app ID or app secret -- new PrivyClient('clx0a1b2c3d4e5f6g7h8i9j0', '{t}')
moralis api key ¦ docs.moralis.io: X-API-Key is a JWT ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u43} ¦ MoralisError [C0006]: Request failed with status 401: Token is invalid format (X-API-Key: {t})
quicknode endpoint token ¦ quicknode.com/docs endpoint security: token as a path segment of the endpoint URL ¦ {h40} ¦ web3.exceptions.ProviderConnectionError: HTTPSConnectionPool(host='dawn-wild-frog.quiknode.pro', port=443): 401 for url: https://dawn-wild-frog.quiknode.pro/{t}/
helius api key ¦ docs.helius.dev: ?api-key=<uuid> on the RPC URL ¦ {uuid} ¦ solana.rpc.core.RPCException: 401 Unauthorized: invalid api key provided (https://mainnet.helius-rpc.com/?api-key={t})
hume api key ¦ dev.hume.ai authentication: X-Hume-Api-Key 48 alnum (shape assumed) ¦ {A48} ¦ hume.core.ApiError: status_code: 401, body: {'message': 'Invalid ApiKey'} X-Hume-Api-Key: {t}
sambanova api key ¦ docs.sambanova.ai: API key is a UUID ¦ {uuid} ¦ openai.AuthenticationError: Error code: 401 - base_url https://api.sambanova.ai/v1 api_key='{t}'
novita api key ¦ novita.ai/docs: sk_ + 43 url-safe (shape assumed) ¦ sk_{u43} ¦ novita_client.exceptions: 401 {"code":401,"reason":"INVALID_API_KEY"} Authorization: Bearer {t}
deepinfra api token ¦ deepinfra.com/docs: token 32 alnum ¦ {A32} ¦ deepctl auth set-token {t}: error: 401 Unauthorized (token rejected by api.deepinfra.com)
runpod api key ¦ docs.runpod.io api keys: rpa_ + 40 upper alnum (shape assumed) ¦ rpa_{U40} ¦ runpod.error.AuthenticationError: Unauthorized request, please check your API key. RUNPOD_API_KEY={t}
vastai api key ¦ vast.ai/docs cli: vastai set api-key <64 hex> ¦ {h64} ¦ vastai set api-key {t}\\nfailed with error 401: Unauthorized
lambda cloud api key ¦ docs.lambdalabs.com cloud api: secret_<name>_<32 hex> ¦ secret_ci-runner_{h32} ¦ {"error":{"code":"global/invalid-api-key","message":"API key was invalid, expired, or deleted."}} curl -u {t}: https://cloud.lambdalabs.com/api/v1/instances
paperspace api key ¦ docs.paperspace.com: x-api-key 32 hex (shape assumed) ¦ {h32} ¦ paperspace-node: Error: 401 Unauthorized (x-api-key: {t})
predibase api token ¦ docs.predibase.com: pb_ + 22 alnum (shape assumed) ¦ pb_{A22} ¦ predibase.PredibaseError: 401 invalid token PREDIBASE_API_TOKEN={t}
unstructured api key ¦ docs.unstructured.io: unstructured-api-key header 30 alnum (shape assumed) ¦ {A30} ¦ unstructured_client.models.errors.SDKError: API error occurred: Status 401 Body {"detail":"API key is malformed"} unstructured-api-key: {t}
nomic api key ¦ docs.nomic.ai: nk- + 43 url-safe ¦ nk-{u43} ¦ nomic login {t}\\nValueError: Could not authenticate with Nomic: 401 invalid api key
vespa cloud token ¦ cloud.vespa.ai security guide: data plane tokens vespa_cloud_ + 43 alnum ¦ vespa_cloud_{A43} ¦ HTTP 403 Forbidden from https://f7d3a2c1.a3b4c5d6.z.vespa-app.cloud/search/ (Authorization: Bearer {t})
turbopuffer api key ¦ turbopuffer.com/docs auth: tpuf_ + 32 alnum ¦ tpuf_{A32} ¦ turbopuffer.error.AuthenticationError: 401 unauthorized: invalid api key (TURBOPUFFER_API_KEY={t})
mem0 api key ¦ docs.mem0.ai platform: m0- + 40 alnum ¦ m0-{A40} ¦ mem0.client.main.APIError: 401 Invalid API key. MemoryClient(api_key="{t}")
steel api key ¦ docs.steel.dev: ste- + 80 alnum (shape assumed) ¦ ste-{A80} ¦ steel.AuthenticationError: Error code: 401 - {'message': 'Invalid API key'} steel-api-key: {t}
exa api key ¦ docs.exa.ai: x-api-key is a UUID ¦ {uuid} ¦ ValueError: Request failed with status code 401: {"error":"Invalid API key"} Exa(api_key='{t}')
diffbot token ¦ docs.diffbot.com: token 32 hex in the query ¦ {h32} ¦ {"errorCode":401,"error":"Not authorized API token."} GET https://api.diffbot.com/v3/article?token={t}&url=https%3A%2F%2Facme.io
revai access token ¦ docs.rev.ai: access token 02 + 64 url-safe (shape assumed) ¦ 02{u64} ¦ rev_ai.models.RevAiApiError: 401 Unauthorized -- RevAiAPIClient("{t}")
speechmatics api key ¦ docs.speechmatics.com: API key 32 alnum ¦ {A32} ¦ speechmatics.exceptions.TranscriptionError: 401 Unauthorized: Permission denied -- speechmatics transcribe --auth-token {t} call.wav
gladia api key ¦ docs.gladia.io: x-gladia-key UUID ¦ {uuid} ¦ GladiaError 401: {"message":"Invalid or missing x-gladia-key"} x-gladia-key: {t}
cartesia api key ¦ docs.cartesia.ai: sk_car_ + 22 alnum ¦ sk_car_{A22} ¦ cartesia.core.api_error.ApiError: status_code: 401, body: Invalid API key (X-API-Key: {t})
playht secret key ¦ docs.play.ht: X-USER-ID and AUTHORIZATION secret 32 hex ¦ {h32} ¦ pyht.client.HTTPError: 403 Forbidden: user_id=Qw3rTy7UsEr AUTHORIZATION={t}
leonardo api key ¦ docs.leonardo.ai: Bearer UUID ¦ {uuid} ¦ 401 {"error":"Invalid token","path":"$","code":"invalid-jwt"} Authorization: Bearer {t}
ideogram api key ¦ developer.ideogram.ai: Api-Key 86 url-safe (shape assumed) ¦ {u86} ¦ requests.exceptions.HTTPError: 401 Client Error: UNAUTHORIZED for url: https://api.ideogram.ai/generate (headers Api-Key: {t})
fal key ¦ docs.fal.ai authentication: FAL_KEY is <uuid>:<32 hex> ¦ 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4:{h32} ¦ fal_client.client.FalClientError: 401 Unauthorized: Invalid key (FAL_KEY={t})
clipdrop api key ¦ clipdrop.co/apis docs: x-api-key 96 hex ¦ {h96} ¦ Clipdrop 401 {"error":"Invalid API key"} x-api-key: {t}
removebg api key ¦ remove.bg/api: X-Api-Key 24 alnum ¦ {A24} ¦ removebg: HTTP 403 {"errors":[{"title":"API Key invalid","code":"auth_failed"}]} X-Api-Key: {t}
tinypng api key ¦ tinypng.com/developers: 32 alnum, Basic api:KEY ¦ {A32} ¦ tinify.errors.AccountError: Credentials are invalid (HTTP 401/Unauthorized) tinify.key = "{t}"
bannerbear api key ¦ developers.bannerbear.com: bb_pr_ + 32 hex project key ¦ bb_pr_{h32} ¦ Bannerbear::Errors::Unauthorized: Unauthorized (Bannerbear::Client.new("{t}"))
docraptor api key ¦ docraptor.com/documentation: user_credentials 20 alnum ¦ {A20} ¦ DocRaptor::ApiError: Unauthorized: <error>You must be logged in to do that</error> (user_credentials={t})
cloudconvert api key ¦ cloudconvert.com/api/v2: Bearer JWT ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u180}.{u342} ¦ cloudconvert.exceptions.UnauthorizedError: Unauthenticated. CLOUDCONVERT_API_KEY={t}
mindee api key ¦ developers.mindee.com: Authorization: Token 32 hex ¦ {h32} ¦ mindee.error.MindeeHTTPClientError: 401 Unauthorized: Authorization required (Authorization: Token {t})
onfido api token ¦ documentation.onfido.com: api_live.<11>.<32> ¦ api_live.{u11}.{u32} ¦ onfido.exceptions.OnfidoInvalidTokenError: 401 authorization_error Authorization: Token token={t}
sumsub secret key ¦ docs.sumsub.com authentication: X-App-Token prd:<24>.<32> and a 32-char secret key for X-App-Access-Sig ¦ {A32} ¦ sumsub: 401 {"description":"Request signature mismatch","code":401} (X-App-Token: prd:Ab3dE5fG7hI9jK1lM3nO5pQ7.R9sT1uV3wX5yZ7aB9cD1eF3gH5iJ7kL9 secretKey={t})
"""

DEV_AND_CLOUD = """
axiom api token ¦ axiom.co/docs tokens: xaat- + UUID (advanced), xapt- (personal) ¦ xaat-{uuid} ¦ axiom: Error: 403 Forbidden: invalid token (AXIOM_TOKEN={t})
betterstack source token ¦ betterstack.com/docs logs: source token 24 alnum ¦ {A24} ¦ logtail: failed to flush 18 logs: 401 Unauthorized (Authorization: Bearer {t})
mezmo ingestion key ¦ docs.mezmo.com: ingestion key 32 hex ¦ {h32} ¦ logdna-agent: ERROR Authentication failed: Invalid ingestion key (LOGDNA_INGESTION_KEY={t})
appsignal push key ¦ docs.appsignal.com: push_api_key is a UUID ¦ {uuid} ¦ [2026-12-03T20:11:09] ERROR: Push API key validation failed: 401 (push_api_key: "{t}")
airbrake project key ¦ docs.airbrake.io: project key 32 hex ¦ {h32} ¦ Airbrake: Project id and key are invalid (project_id=118231, project_key={t}) -- 401 Unauthorized
raygun api key ¦ raygun.com/documentation: api key 22 alnum (shape assumed) ¦ {A22} ¦ Raygun4Net: 403 Forbidden posting crash report (X-ApiKey: {t})
optimizely personal token ¦ docs.developers.optimizely.com: personal access token 2: + 43 url-safe ¦ 2:{u43} ¦ optimizely: 401 {"code":"UNAUTHORIZED","message":"Authentication failed"} Authorization: Bearer {t}
rudderstack write key ¦ rudderstack.com/docs: write key 27 alnum ¦ {A27} ¦ rudder-sdk-python: error uploading: 401 Invalid write key (curl -u {t}: https://hosted.rudderlabs.com/v1/track)
exoscale api secret ¦ community.exoscale.com api keys: EXO + 24 hex key, 43 url-safe secret ¦ {u43} ¦ exo: error: API error 403: invalid signature (EXOSCALE_API_KEY=EXO3f1c0a9b8e7d6c5b4a39281 EXOSCALE_API_SECRET={t})
civo api key ¦ civo.com/docs: API key 50 alnum ¦ {A50} ¦ civo apikey save main {t}\\nError: 401 Unauthorized: Invalid API key
koyeb api token ¦ koyeb.com/docs: token 64 alnum ¦ {A64} ¦ ❌ Error while listing services: Unauthorized: the token provided is invalid (koyeb --token {t} service list)
deno deploy token ¦ docs.deno.com deploy: ddp_ + 36 alnum ¦ ddp_{A36} ¦ error: Failed to deploy: The authorization token is not valid (deployctl deploy --token={t} --project=acme-edge main.ts)
gitguardian api key ¦ docs.gitguardian.com: API key 71 alnum (shape assumed) ¦ {A71} ¦ Error: Invalid GitGuardian API key. GITGUARDIAN_API_KEY={t} ggshield secret scan ci
codacy project token ¦ docs.codacy.com: project API token 32 hex ¦ {h32} ¦ codacy-coverage-reporter: [error] Failed to upload: 401 (CODACY_PROJECT_TOKEN={t})
deepsource dsn ¦ docs.deepsource.com: DEEPSOURCE_DSN https://<32 hex>@app.deepsource.com ¦ {h32} ¦ DeepSource | Error | Invalid DSN: https://{t}@app.deepsource.com (401)
bitrise pat ¦ devcenter.bitrise.io: personal access token 86 url-safe ¦ {u86} ¦ bitrise: 401 {"message":"Unauthorized"} Authorization: {t}
codemagic api token ¦ docs.codemagic.io: x-auth-token 43 url-safe (shape assumed) ¦ {u43} ¦ codemagic: 401 {"error":"Unauthorized"} x-auth-token: {t}
sourcehut oauth token ¦ man.sr.ht oauth2: personal token base64 (shape assumed) ¦ {b120} ¦ hut: failed to list builds: 401 Unauthorized: Invalid token (oauth-token "{t}" in ~/.config/hut/config)
cloudsmith api key ¦ help.cloudsmith.io: X-Api-Key 40 hex ¦ {h40} ¦ cloudsmith push python acme/pkgs dist/app.whl -k {t}\\nFailed to push: 401 Unauthorized
packagecloud token ¦ packagecloud.io/docs: API token 48 hex ¦ {h48} ¦ package_cloud push acme/prod/debian/bookworm app.deb: Unauthorized (PACKAGECLOUD_TOKEN={t})
gemfury push token ¦ gemfury.com/help: deploy token in the index URL https://TOKEN@pypi.fury.io/acme/ ¦ {A20} ¦ ERROR: HTTP error 401 while getting https://{t}@pypi.fury.io/acme/simple/acme-core/
spacelift api secret ¦ docs.spacelift.io api keys: 26 ULID id and 64 hex secret ¦ {h64} ¦ spacectl: 401 unauthorized (SPACELIFT_API_KEY_ID=01HX3K9Q2M4N6P8R0T2V4WAYBC SPACELIFT_API_KEY_SECRET={t})
env0 api secret ¦ docs.env0.com api keys: key id and secret (32 alnum, shape assumed) ¦ {A32} ¦ env0 provider: Error: 401 (ENV0_API_KEY=b3k9q2m4n6p8 ENV0_API_SECRET={t})
rundeck api token ¦ docs.rundeck.com: X-Rundeck-Auth-Token 32 alnum ¦ {A32} ¦ rd: Error: Unauthorized: Authorization required (RD_TOKEN={t})
awx oauth token ¦ docs.ansible.com awx: personal access token 30 alnum ¦ {A30} ¦ awx: Error: HTTP 401: Authentication credentials were not provided. (awx --conf.token {t} jobs list)
zitadel pat ¦ zitadel.com/docs: personal access token 64 url-safe (shape assumed) ¦ {u64} ¦ zitadel: rpc error: code = Unauthenticated desc = Errors.Token.Invalid (Authorization: Bearer {t})
authentik token ¦ docs.goauthentik.io: API token 60 alnum ¦ {A60} ¦ authentik: 403 {"detail":"Token invalid/expired"} Authorization: Bearer {t}
duo secret key ¦ duo.com/docs adminapi: ikey DI + 18 upper, skey 40 alnum ¦ {A40} ¦ duo_client: RuntimeError: Received 401 Invalid signature in request credentials (ikey=DIW8K3Q2M4N6P8R0T2V4, skey={t})
yubico secret key ¦ developers.yubico.com: client id digits, secret key 28 base64 ¦ {b21} ¦ yubico_client: SignatureVerificationError: Server response message signature verification failed (client_id=87123, key={t})
anaconda token ¦ docs.anaconda.com: anaconda.org tokens (shape assumed: 2 alnum - 8 - 4 - 4 - 4 - 12) ¦ an-{h8}-{h4}-{h4}-{h4}-{h12} ¦ anaconda upload dist/acme-1.2.tar.bz2 -t {t}\\n[ERROR] Unauthorized
wistia api token ¦ wistia.com/support/developers: API token 64 hex ¦ {h64} ¦ Wistia API 401: {"error":"Invalid credentials"} GET https://api.wistia.com/v1/medias.json?api_password={t}
"""


def vendor_cases(values: Values) -> list[Case]:
    return [*values.table("vendor", AI_AND_ML), *values.table("vendor", DEV_AND_CLOUD)]
