"""Held-out set 80: more AI and ML platforms no earlier set named, in the shapes they appear in
(formats remembered, not looked up; each name grepped for as in
``_heldout_secrets80_vendors.py``, none matched): GPU clouds and inference hosts (Voltage
Park, Massed Compute, Thunder Compute, Runhouse, Mystic AI, Parasail, Chutes, Targon,
Spheron, Saturn Cloud, Render Network), ML platforms and MLOps (Determined AI, Seldon,
Dataiku, Iguazio, Nuclio), vector and analytics stores (MyScale), eval and monitoring
(Evidently, Arthur AI), data labelling (Scale AI, Snorkel, Dataloop, Supervisely, CVAT,
Lilac), speech (Neets, Dubverse, Lemonfox, Voicemod, Coqui, Sync Labs) and image and video APIs
(getimg, Pixelcut, Gooey, Lightricks LTX Studio), and a model hub (OpenXLab).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
voltage park ¦ Voltage Park API token in a bearer (shape remembered) ¦ {A48} ¦ GET https://cloud-api.voltagepark.com/api/v1/virtual-machines\nAuthorization: Bearer {t}\n← 401 {"detail":"Invalid token."}
massed compute ¦ Massed Compute inventory API key header ¦ {h40} ¦ $ http GET https://vm.massedcompute.com/api/v1/inventory X-API-KEY:{t}\nHTTP/1.1 403 Forbidden
thunder compute ¦ Thunder Compute tnr login token ¦ {A64} ¦ $ tnr login --token {t}\n✖ Login failed: token not recognised
runhouse den ¦ Runhouse Den token in ~/.rh/config.yaml ¦ {h40} ¦ default_folder: /acme\ntoken: {t}\nusername: ml-bot\ndefault_ssh_key: ~/.ssh/runhouse
mystic pipeline ¦ Mystic AI pipeline-core API token env ¦ pipeline_sk_{A32} ¦ PIPELINE_API_TOKEN={t}\nPIPELINE_API_URL=https://www.mystic.ai
parasail openai ¦ Parasail serverless key in an OpenAI client ¦ psk-{A48} ¦ client = OpenAI(base_url="https://api.parasail.io/v1", api_key="{t}")
chutes key ¦ Chutes API key header ¦ cpk_{h32}.{h32}.{A32} ¦ curl -X POST https://llm.chutes.ai/v1/chat/completions -H "Authorization: Bearer {t}" -d @req.json\n{"detail":"Invalid API key"}
targon key ¦ Targon API key in a Go struct literal ¦ sn4_{l40} ¦ cfg := targon.Config{\n\tBaseURL: "https://api.targon.com/v1",\n\tAPIKey:  "{t}",\n}
spheron key ¦ Spheron compute token in a GitHub Actions step ¦ {u64} ¦ - name: Deploy to Spheron\n  run: sphnctl deployment create --config spheron.yaml\n  env:\n    SPHERON_TOKEN: {t}
saturn cloud ¦ Saturn Cloud user token in a notebook cell ¦ {h40} ¦ In [3]: client = SaturnClient(url="https://app.community.saturnenterprise.io", api_token="{t}")\nHTTPError: 401 Client Error: Unauthorized
render network ¦ Render Network job submit API key ¦ {A40} ¦ $ rndr-cli submit scene.blend --frames 1-240 --api-key {t}\nerror: key rejected
determined ¦ Determined AI det user login with a password on the command line ¦ {p} ¦ $ det -m https://det.acme.io:8080 user login admin --password {t}\nFailed to log in: invalid credentials
seldon ¦ Seldon Core v2 scheduler with a basic-auth secret in stringData ¦ {p} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: seldon-rclone-gs\nstringData:\n  RCLONE_CONFIG_S3_SECRET_ACCESS_KEY: {t}
dataiku ¦ Dataiku DSS dataikuapi.DSSClient(host, api_key) ¦ {A32} ¦ client = dataikuapi.DSSClient("https://dss.acme.io:11200", "{t}")\ndataikuapi.utils.DataikuException: java.lang.SecurityException: Invalid API key
iguazio ¦ Iguazio V3IO_ACCESS_KEY, a UUID ¦ {uuid} ¦ V3IO_USERNAME=mlrun\nV3IO_ACCESS_KEY={t}\nV3IO_API=https://webapi.default-tenant.app.acme.iguazio.io
nuclio ¦ Nuclio function.yaml env with a secret value ¦ {A40} ¦ spec:\n  runtime: python:3.11\n  handler: main:handler\n  env:\n    - name: HF_HUB_TOKEN\n      value: {t}
myscale ¦ MyScale connection string with a password ¦ {p} ¦ clickhouse_connect.driver.exceptions.DatabaseError: HTTPDriver for https://msc-4a9e7c21.us-east-1.aws.myscale.com:443 received ClickHouse error code 516\n user=acme_ro password={t}
evidently ¦ Evidently Cloud CloudWorkspace(token) ¦ dG9rbgH{b60} ¦ ws = CloudWorkspace(token="{t}", url="https://app.evidently.cloud")\nevidently.errors.EvidentlyError: 401 Unauthorized
arthur ¦ Arthur AI ArthurAI(access_key) ¦ {A40} ¦ connection = ArthurAI(url="https://app.arthur.ai", access_key="{t}")\narthurai.common.exceptions.UnauthorizedError: 401
scale ai ¦ Scale AI live key as Basic user with an empty password ¦ live_{h32} ¦ $ curl -u "{t}:" https://api.scale.com/v1/tasks?project=kitchen-seg\n{"status_code":401,"error":"Invalid API key"}
snorkel ¦ Snorkel Flow SNORKELFLOW_API_KEY ¦ {A40} ¦ ctx = SnorkelFlowContext.from_kwargs(host="https://snorkel.acme.io", api_key="{t}")
dataloop ¦ Dataloop dl.login_m2m with a client secret ¦ {A48} ¦ dl.login_m2m(email="bot@acme.io", password="{t}")\ndtlpy.exceptions.Unauthorized: 401
supervisely ¦ Supervisely API_TOKEN in a .env ¦ {A128} ¦ SERVER_ADDRESS="https://app.supervisely.com"\nAPI_TOKEN="{t}"
cvat ¦ CVAT cvat-cli with --auth user:password ¦ {p} ¦ $ cvat-cli --server-host https://cvat.acme.io --auth annotator:{t} ls\nError: 401 Client Error: Unauthorized
lilac ¦ Lilac LILAC_API_KEY in the app's env ¦ {A40} ¦ LILAC_PROJECT_DIR=./data\nLILAC_AUTH_ENABLED=true\nLILAC_API_KEY={t}
neets ¦ Neets.ai X-API-Key header ¦ {h32} ¦ POST https://api.neets.ai/v1/tts\nX-API-Key: {t}\n{"text":"Hello","voice_id":"us-female-2"}
dubverse ¦ Dubverse X-API-KEY in a PHP cURL array ¦ {A40} ¦ curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'X-API-KEY: {t}']);
lemonfox ¦ Lemonfox.ai Whisper API with an OpenAI client in Node ¦ {A32} ¦ const openai = new OpenAI({ apiKey: '{t}', baseURL: 'https://api.lemonfox.ai/v1' });
voicemod ¦ Voicemod Voice Changer SDK client key in a C# constructor ¦ {h40} ¦ var vm = new VoicemodClient(clientKey: "{t}", port: 59129);
coqui ¦ Coqui Studio COQUI_STUDIO_TOKEN ¦ {A64} ¦ $ COQUI_STUDIO_TOKEN={t} tts --text "Test" --model_name coqui_studio/en/Torcull Diarmuid/coqui_studio --out_path out.wav
sync labs ¦ Sync Labs lipsync API x-api-key ¦ sk-{A40} ¦ requests.post("https://api.synclabs.so/lipsync", headers={"x-api-key": "{t}"}, json=payload)\n<Response [401]>
getimg ¦ getimg.ai bearer in a Swift URLRequest ¦ key-{A64} ¦ request.setValue("Bearer {t}", forHTTPHeaderField: "Authorization")\n// POST https://api.getimg.ai/v1/flux-schnell/text-to-image
pixelcut ¦ Pixelcut X-API-KEY in a Kotlin OkHttp builder ¦ sk_{h32} ¦ val req = Request.Builder().url("https://api.developer.pixelcut.ai/v1/remove-background").addHeader("X-API-KEY", "{t}").build()
gooey ¦ Gooey.AI GOOEY_API_KEY bearer ¦ sk-{A48} ¦ GOOEY_API_KEY={t}\nGOOEY_RECIPE=copilot
ltx studio ¦ Lightricks LTX Studio API key in a TypeScript fetch ¦ ltxv_{A48} ¦ await fetch("https://api.ltx.video/v1/text-to-video", { method: "POST", headers: { Authorization: `Bearer {t}` }, body });
openxlab ¦ OpenXLab openxlab login with AK and SK ¦ {l40} ¦ $ openxlab login --ak w1q2e3r4t5y6u7i8o9p0 --sk {t}\nlogin failed: signature mismatch
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
