"""Held-out set 80: vendors no earlier set named, each looked up with the ``search`` tool —
AI and ML platforms other than the big model providers: inference hosts and GPU clouds,
vector databases, eval and LLM-observability tools, speech and vision APIs.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every
earlier ``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were
dropped: Replicate, Together, Fireworks, Anyscale, Modal, Baseten, RunPod, Lambda, Vast.ai,
CoreWeave, Paperspace, Crusoe, FluidStack, TensorDock, Pinecone, Weaviate, Qdrant, Milvus,
Zilliz, Chroma, Vespa, Marqo, Turbopuffer, Vectara, Langfuse, LangSmith, Helicone, wandb,
Arize, Phoenix, Braintrust, Humanloop, PromptLayer, Portkey, Lunary, Opik, Comet, Galileo,
Patronus, Deepgram, AssemblyAI, Rev.ai, Speechmatics, ElevenLabs, Play.ht, Resemble,
Clarifai, Roboflow, Sightengine, Hugging Face, Civitai, Kaggle, DeepInfra, OctoAI, Lepton,
Novita, SambaNova, Cerebras, Groq, Hyperbolic, Featherless, Nebius, Friendli, Predibase,
fal, Runway, Stability, Leonardo, Ideogram, Gladia, Picovoice, Cartesia, Neptune, ClearML,
Voyage, Jina, Nomic, Mixedbread, Unstructured, LlamaIndex, Cohere, Mistral, Perplexity,
OpenRouter, and Upstash, whose Vector docs were looked up before the grep found the name).

Looked up with the ``search`` tool (27 vendors searched, Upstash then dropped; 17 pages gave
the format or the shape, the source of each is named per case): LanceDB Cloud (an
``x-api-key`` header on ``{db}.{region}.api.lancedb.com``; ``ldb_`` seen as a placeholder),
SaladCloud (``SaladCloudSdk(api_key=..., api_key_header=...)``; the ``Salad-Api-Key`` header
remembered), Langtrace (``langtrace.init(api_key=...)``, an ``x-api-key`` of 64 hex),
LangWatch (``LANGWATCH_API_KEY``, ``langwatch.setup``), Soniox (``SONIOX_API_KEY``),
Segmind (``SG_`` and 16 hex, an ``x-api-key`` header and never a bearer), BentoCloud
(``bentoml cloud login --api-token``, ``BENTO_CLOUD_API_KEY``), CUDO Compute (``cudoctl
init``, ``~/.config/cudo/cudo.yml``, ``Authorization: Bearer``), Shadeform (``X-API-KEY``),
DataCrunch (a client id of 21 and a ``DATACRUNCH_CLIENT_SECRET`` of 42 letters and digits),
Activeloop Deep Lake (``ACTIVELOOP_TOKEN``, a JWT; ``DEEPLAKE_API_KEY``), Athina
(``ATHINA_API_KEY`` for a LiteLLM callback), Gentrace (``GENTRACE_API_KEY``,
``init(apiKey)``), Prime Intellect (``PRIME_API_KEY``, ``prime config set-api-key``), Fish
Audio (``Session(api_key)``, ``FISH_API_KEY``, a bearer), Requesty
(``https://router.requesty.ai/v1``, ``REQUESTY_API_KEY``) and Lightning AI
(``LIGHTNING_USER_ID`` and ``LIGHTNING_API_KEY``). Ragie and Landing AI gave where the key
lives, not its shape; Jarvis Labs, Epsilla, KDB.AI, Log10, Lamini, Inferless and Modelbit gave
nothing: their shapes, and every length not stated above, are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
lancedb curl ¦ LanceDB Cloud REST, x-api-key header (search: docs.lancedb.com api-reference/rest) ¦ sk_{A40} ¦ $ curl -X GET "https://embedding-q7r2kd.us-east-1.api.lancedb.com/v1/tables" -H "Content-Type: application/json" -H "x-api-key: {t}"\n{"error":"Unauthorized","status":401}
lancedb python ¦ LanceDB connect(uri, api_key, region) (search: lancedb.github.io; ldb_ a skill page's placeholder) ¦ ldb_{A44} ¦ >>> db = lancedb.connect(uri="db://embedding-q7r2kd", api_key="{t}", region="us-east-1")\nlancedb.remote.errors.LanceDBClientError: 403 Forbidden
lancedb toml ¦ LanceDB key in a Rust service's config.toml ¦ sk_{A40} ¦ [vector_store]\nkind = "lancedb"\nuri = "db://embedding-q7r2kd"\nregion = "us-east-1"\napi_key = "{t}"
salad sdk ¦ SaladCloudSdk(api_key, api_key_header) (search: pypi salad-cloud-sdk) ¦ salad_cloud_user_{A48} ¦ sdk = SaladCloudSdk(\n    api_key="{t}",\n    api_key_header="Salad-Api-Key",\n    timeout=10000,\n)
salad curl ¦ SaladCloud REST, Salad-Api-Key header (header name remembered) ¦ salad_cloud_user_{A48} ¦ curl -s https://api.salad.com/api/public/organizations/acme-ml/projects/asr/containers -H 'Salad-Api-Key: {t}'\n{"type":"https://docs.salad.com/errors/unauthorized","status":401}
langtrace init ¦ Langtrace Python SDK langtrace.init(api_key) (search: docs.langtrace.ai sdk) ¦ {h64} ¦ from langtrace_python_sdk import langtrace  # Must precede any llm module imports\nlangtrace.init(api_key='{t}', api_host='http://localhost:3000/api/trace')
langtrace header ¦ Langtrace REST, x-api-key of 64 hex (search: docs.langtrace.ai POST-project-api-key) ¦ {h64} ¦ POST /api/api-key?project_id=cm4x0q1d30002kt8ve7p3zq11 HTTP/1.1\nHost: app.langtrace.ai\nx-api-key: {t}\n→ 403 {"error":"team key required"}
langwatch env ¦ LangWatch LANGWATCH_API_KEY in a Langflow .env (search: docs.langflow.org integrations-langwatch) ¦ sk-lw-{A48} ¦ LANGFLOW_PORT=7860\nLANGWATCH_API_KEY="{t}"\nLANGWATCH_ENDPOINT=https://lw.acme.internal
langwatch setup ¦ LangWatch Python langwatch.setup(api_key) (search: pypi langwatch) ¦ sk-lw-{A48} ¦ langwatch.setup(api_key="{t}")\nWARNING:langwatch:failed to export 12 spans: 401 Unauthorized
soniox export ¦ Soniox SONIOX_API_KEY (search: soniox.com docs stt SDKs python-SDK) ¦ {h64} ¦ $ export SONIOX_API_KEY={t}\n$ python soniox_sdk_realtime.py --audio coffee_shop.mp3\nsoniox.errors.AuthenticationError: invalid api key
soniox ws ¦ Soniox real-time WebSocket config frame with api_key ¦ {h64} ¦ > {"api_key": "{t}", "model": "stt-rt-v4", "audio_format": "pcm_s16le", "sample_rate": 16000, "num_channels": 1}\n< {"error_code": 401, "error_message": "Invalid API key."}
segmind header ¦ Segmind x-api-key, SG_ and 16 hex (search: github api-evangelist/segmind overlay) ¦ SG_{h16} ¦ curl -X POST https://api.segmind.com/v1/sdxl1.0-txt2img -H "x-api-key: {t}" -d '{"prompt":"a lighthouse at dusk"}'\n{"error":"Invalid API key"}
segmind bearer ¦ Segmind key sent as a bearer, which its gateway rejects ¦ SG_{h16} ¦ requests.exceptions.HTTPError: 401 Client Error for url: https://api.segmind.com/v1/flux-schnell\nrequest headers: {'Authorization': 'Bearer {t}', 'Content-Type': 'application/json'}
bentocloud login ¦ bentoml cloud login --api-token (search: docs.bentoml.com manage-access-token) ¦ {l20} ¦ $ bentoml cloud login --api-token {t} --endpoint https://acme.cloud.bentoml.com\nError: [cloud] login failed: 401 invalid token
bentocloud gha ¦ BentoCloud deploy action with cloud_api_token inline (search: github parano/deploy-bento-action) ¦ {l20} ¦ - name: Build and Deploy\n  uses: bentoml/deploy-bento-action@main\n  with:\n    deployment_name: summarizer\n    cloud_api_token: {t}\n    cloud_endpoint: https://acme.cloud.bentoml.com
bentocloud env ¦ BENTO_CLOUD_API_KEY for a connector (search: skills.sh vm0-ai bentoml) ¦ {l20} ¦ BENTO_CLOUD_API_ENDPOINT=https://acme.cloud.bentoml.com\nBENTO_CLOUD_API_KEY={t}
cudo yml ¦ CUDO Compute cudoctl config ~/.config/cudo/cudo.yml (search: cudocompute.com docs cli-tool) ¦ {A48} ¦ configVersion: v0\nkeys:\n    - key: {t}\n      name: training-key\ncontexts:\n    - name: acme-train\n      key: training-key\n      project: llm-finetune
cudo bearer ¦ CUDO Compute REST, Authorization Bearer (search: cudocompute.com docs api authentication) ¦ ck_live_{A32} ¦ import os, requests\n>>> requests.get("https://api.cudocompute.com/v1/billing-accounts", headers={"Authorization": "Bearer {t}"}, timeout=30).json()\n{'code': 16, 'message': 'unauthenticated'}
cudo create key ¦ CUDO Compute POST /v1/api-keys response, the key shown once ¦ ck_live_{A32} ¦ HTTP/2 200\n{"id": "ak_40917", "key": "{t}", "createTime": "2026-12-07T15:52:11Z"}
shadeform curl ¦ Shadeform X-API-KEY header (search: docs.shadeform.ai api-reference/authentication) ¦ {h32} ¦ curl -X GET https://api.shadeform.ai/v1/instances -H "X-API-KEY: {t}"\n401 Unauthorized: invalid api key
shadeform terraform ¦ Shadeform key in a Terraform variables file ¦ {h32} ¦ # terraform.tfvars\nshadeform_api_key = "{t}"\ngpu_type         = "H100"\nregion           = "us-central-2"
datacrunch env ¦ DataCrunch client secret in the environment (search: pypi datacrunch 1.3.0) ¦ {A42} ¦ $ export DATACRUNCH_CLIENT_SECRET={t}\n$ python create_instance.py\ndatacrunch.exceptions.APIException: error: Invalid client credentials
datacrunch client ¦ DataCrunchClient(CLIENT_ID, CLIENT_SECRET) hard-coded ¦ {A42} ¦ CLIENT_ID = 'Qx81hAvT2mLcPe0wYs7ZK'\ndatacrunch = DataCrunchClient(CLIENT_ID, '{t}')\ninstance = datacrunch.instances.create(instance_type='1H100.80S.30V', image='ubuntu-24.04-cuda-12.8')
activeloop token ¦ Activeloop Deep Lake ACTIVELOOP_TOKEN, a JWT (search: docs.deeplake.ai setup/authentication) ¦ eyJhbGciOiJIUzUxMiIsImlhdCI6MTc2NTExOTM2MiwiZXhwIjoxNzk2NjU1MzYyfQ.{u96}.{u86} ¦ os.environ['ACTIVELOOP_TOKEN'] = '{t}'\nds = deeplake.open('al://acme/support-tickets-embeddings')
deeplake curl ¦ Deep Lake REST with DEEPLAKE_API_KEY and X-Activeloop-Org-Id (search: docs.deeplake.ai 4.7 authentication) ¦ eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ curl -s "https://api.deeplake.ai/workspaces/acme/tables" -H "Authorization: Bearer {t}" -H "X-Activeloop-Org-Id: acme"\ndeeplake.managed.TokenError: token expired
athina litellm ¦ Athina ATHINA_API_KEY for a LiteLLM callback (search: docs.litellm.ai athina_integration) ¦ {A32} ¦ os.environ["ATHINA_API_KEY"] = "{t}"\nlitellm.success_callback = ["athina"]
athina proxy yaml ¦ Athina key in a LiteLLM proxy config.yaml ¦ {A32} ¦ litellm_settings:\n  success_callback: ["athina"]\nenvironment_variables:\n  ATHINA_API_KEY: {t}
gentrace init ¦ Gentrace Node init({ apiKey }) (search: unpkg @gentrace/core providers/init.ts) ¦ gen_api_{A40} ¦ init({\n  apiKey: "{t}",\n  basePath: "https://gentrace.ai/api",\n  branch: "main",\n});
gentrace py ¦ Gentrace Python gentrace.init(api_key) (search: github gentrace-python pull 270) ¦ gen_api_{A40} ¦ gentrace.init(\n    api_key="{t}",\n    host="http://localhost:3000/api",\n)\ngentrace.errors.AuthenticationError: 401
prime env ¦ Prime Intellect PRIME_API_KEY (search: pypi prime 0.6.10) ¦ {u48} ¦ $ export PRIME_API_KEY="{t}"\n$ prime pods create --gpu A100 --count 1\nError: 401 Unauthorized — invalid API key
prime config ¦ prime config view printing the key unmasked ¦ {u48} ¦ $ prime config view\n┃ API Key        ┃ {t} ┃\n┃ Team ID        ┃ team_8812      ┃\n┃ SSH Key Path   ┃ ~/pi-keys/id_ed25519 ┃
fish session ¦ Fish Audio legacy Session(api_key) (search: docs.fish.audio python-sdk-legacy authentication) ¦ {h32} ¦ from fish_audio_sdk import Session\nsession = Session("{t}")\nfish_audio_sdk.exceptions.HttpCodeErr: 402 insufficient balance
fish bearer ¦ Fish Audio REST Authorization Bearer (search: skills.sh fishaudio fish-audio-api) ¦ {h32} ¦ POST https://api.fish.audio/v1/tts\nAuthorization: Bearer {t}\nmodel: s1\n← {"status": 401, "message": "Invalid token"}
fish js ¦ Fish Audio JS FishAudioClient({ apiKey }) ¦ {h32} ¦ const fishAudio = new FishAudioClient({ apiKey: "{t}", baseUrl: "https://proxy.acme.io" });
requesty openai ¦ Requesty router as an OpenAI base_url (search: docs.aurelio.ai semantic-router requesty) ¦ rqsty-sk-{u64} ¦ client = OpenAI(\n    api_key="{t}",\n    base_url="https://router.requesty.ai/v1",\n)
requesty env ¦ Requesty REQUESTY_API_KEY in a .env (search: docs.praison.ai requesty-code) ¦ rqsty-sk-{u64} ¦ REQUESTY_API_KEY={t}\nREQUESTY_CHAT_MODEL_NAME=openai/gpt-4o-mini
lightning env ¦ Lightning AI LIGHTNING_USER_ID and LIGHTNING_API_KEY (search: lightning.ai docs platform developers cli) ¦ {uuid} ¦ export LIGHTNING_USER_ID=7f2c1e0a-3b4d-4c5e-8f90-1a2b3c4d5e6f\nexport LIGHTNING_API_KEY={t}\nlightning studio start --name finetune-llama
lightning hermes ¦ Lightning AI gateway key for an OpenAI-compatible client (search: hermes-agent plugins lightningai) ¦ {uuid} ¦ openai.AuthenticationError: Error code: 401 - {'error': 'invalid key'}\n  base_url='https://lightning.ai/api/v1', api_key='{t}'
ragie sdk ¦ Ragie API key in a TypeScript SDK call (where it lives: search docs.ragie.ai step-1-create-an-api-key; tnt_ prefix remembered) ¦ tnt_{A12}_{A40} ¦ const ragie = new Ragie({ auth: "{t}" });\nawait ragie.documents.create({ file, metadata: { team: "support" } });
ragie curl ¦ Ragie retrievals with a bearer ¦ tnt_{A12}_{A40} ¦ curl https://api.ragie.ai/retrievals -H "Authorization: Bearer {t}" -d '{"query":"refund policy","top_k":6}'
landing va ¦ Landing AI VisionAgent key (where it lives: search github landing-ai/vision-agent; land_sk_ remembered) ¦ land_sk_{A48} ¦ $ export VISION_AGENT_API_KEY={t}\n$ python -m vision_agent.agent "count the bolts in bolts.jpg"\nvision_agent.exceptions.RemoteToolCallFailed: 401
landing lens ¦ LandingLens Predictor(endpoint_id, api_key) ¦ land_sk_{A48} ¦ predictor = Predictor("e1a7c0f2-58b3-4d2a-9c61-3f0b7e2d9a44", api_key="{t}")\nlandingai.exceptions.UnauthorizedError: HTTP 401
jarvis sdk ¦ Jarvis Labs jlclient token (searched, shape remembered) ¦ {A40} ¦ from jlclient import jarvisclient\njarvisclient.token = '{t}'\njarvisclient.user_id = 'ml@acme.io'
epsilla cloud ¦ Epsilla cloud client api_key (searched, shape remembered) ¦ epsilla-{A32} ¦ client = cloud.Client(project_id="0c3f1e7a-22b4-4f18-9d0e-6a5b4c3d2e10", api_key="{t}")\nepsilla: 401 unauthorized
kdbai session ¦ KDB.AI kdbai.Session(api_key, endpoint) (searched, shape remembered) ¦ {A30} ¦ session = kdbai.Session(api_key="{t}", endpoint="https://cloud.kdb.ai/instance/x7q2m9")\nkdbai_client.api.KDBAIException: Failed to open a session: 401
log10 env ¦ Log10 LOG10_TOKEN and LOG10_ORG_ID (searched, shape remembered) ¦ {A32} ¦ LOG10_URL=https://log10.io\nLOG10_ORG_ID=8c1f2e3d-4a5b-6c7d-8e9f-0a1b2c3d4e5f\nLOG10_TOKEN={t}
lamini key ¦ Lamini lamini.api_key (searched, shape remembered) ¦ {h64} ¦ import lamini\nlamini.api_key = "{t}"\nllm = lamini.Lamini("meta-llama/Meta-Llama-3.1-8B-Instruct")
inferless login ¦ Inferless CLI login with key and secret (searched, shape remembered) ¦ {h32} ¦ $ inferless login --key inf_key_7c1a9e --secret {t}\nLogin failed: invalid credentials
modelbit login ¦ Modelbit MB_API_KEY (searched, shape remembered) ¦ mi{A22}:{h64} ¦ MB_WORKSPACE_NAME=acme\nMB_API_KEY={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
