"""Held-out set 52: more AI and ML vendors starting T to Z or a digit, no earlier set naming
them (grepped as in ``_heldout_secrets52_vendors.py``), with shapes remembered, not looked up
(marked "shape remembered"; the nine searched without a page of their own are marked so too):
crowd labeling (Toloka, Taskmonk, UBIAI, tagtog, Xtreme1), document and vision APIs (Unstract,
Ximilar, Tensorlake), speech (Voicegain, Unreal Speech, Wordcab, WellSaid Labs, Voicemaker,
Vocalware, Zyphra), video (Viggle, Vidu), MLOps and serving (Valohai, Wallaroo, Tune AI), LLM
observability and guardrails (UpTrain, Trubrics, ZenGuard), vector stores (Vearch, TileDB),
model APIs and gateways (TextSynth, Unriddle, 01.AI, 302.AI, Wenxin/ERNIE), in the shapes
they appear in: YAML, TOML, INI, HCL, XML, Java properties, PowerShell, Go, Kotlin, Dockerfile,
GitHub Actions, a Kubernetes secret, CSV and table output printing values bare, access logs
and SDK exceptions.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
toloka oauth ¦ Toloka (searched, no page of its own): Authorization: OAuth <token> as Yandex-family APIs use, shape remembered ¦ AQAD-{u52} ¦ toloka.client.exceptions.AuthenticationError: 401 for POST https://toloka.dev/api/v1/pools/1447203/open\nrequest.headers={'Authorization': 'OAuth {t}', 'User-Agent': 'python-toloka-client-1.2.3'}
toloka yaml ¦ Toloka client config in a labeling pipeline's params.yaml, shape remembered ¦ {u58} ¦ toloka:\n  environment: PRODUCTION\n  token: {t}\n  pool_id: 1447203
taskmonk props ¦ Taskmonk export job properties, shape remembered ¦ {A36} ¦ taskmonk.base.url=https://api.taskmonk.io\ntaskmonk.project.id=5241\ntaskmonk.client.secret={t}
ubiai csv ¦ UBIAI project tokens exported as CSV (values printed bare), shape remembered ¦ {h48} ¦ project,token_name,token,created\nner-invoices,export-bot,{t},2026-11-30
tagtog ini ¦ tagtog's CLI config ~/.tagtog/config.ini, shape remembered ¦ {p} ¦ [tagtog]\nusername = annotator-3\npassword = {t}\nendpoint = https://www.tagtog.com/-api/documents/v1
xtreme1 compose ¦ Xtreme1 docker-compose environment, shape remembered ¦ {p} ¦   backend:\n    environment:\n      MYSQL_PASSWORD: "{t}"\n      REDIS_HOST: redis
unstract key ¦ Unstract (searched; its page says API deployments are called with a key): Authorization: Bearer, shape remembered ¦ {uuid} ¦ POST /deployment/api/org_acme/invoice-extract/ HTTP/1.1\nAuthorization: Bearer {t}\n-> 401 {"detail":"Unauthorized"}
ximilar token ¦ Ximilar (searched, nothing found): Authorization: Token <key>, shape remembered ¦ {h40} ¦ ximilar.client.exceptions.XimilarClientException: 401 {"detail":"Invalid token."} (Authorization: Token {t})
tensorlake env ¦ Tensorlake (searched; only its Rust crate listed): TENSORLAKE_API_KEY, shape remembered ¦ tl_apiKey_{A40} ¦ [env]\nTENSORLAKE_API_KEY = "{t}"\nTENSORLAKE_API_URL = "https://api.tensorlake.ai"
voicegain jwt ¦ Voicegain (searched, nothing found): a JWT bearer from its console, shape remembered ¦ eyJhbGciOiJIUzI1NiJ9.{u64}.{u43} ¦ voicegain_speech.rest.ApiException: (401)\nHTTP response headers: ...\nconfiguration.access_token = '{t}'
unrealspeech curl ¦ Unreal Speech (searched, nothing of its own): curl with Authorization: Bearer on /stream, shape remembered ¦ {A48} ¦ $ curl -X POST https://api.v7.unrealspeech.com/stream -H 'Authorization: Bearer {t}' -d '{"Text":"hello","VoiceId":"Scarlett"}'\n{"message":"Unauthorized"}
wordcab env ¦ Wordcab Python (pypi page: get_stats() reads the key from the environment), WORDCAB_API_KEY, shape remembered ¦ {A40} ¦ PS C:\> $env:WORDCAB_API_KEY = "{t}"\nPS C:\> python -c "from wordcab import get_stats; print(get_stats())"\nwordcab.api.errors.AuthenticationError: Invalid API key
wellsaid header ¦ WellSaid Labs TTS: X-Api-Key header, shape remembered ¦ {h32} ¦ 10.4.2.17 - - [06/Dec/2026:19:01:44 +0000] "POST /v1/tts/stream HTTP/1.1" 401 38 "-" "wellsaid-go/1.3" x_api_key={t}
voicemaker go ¦ Voicemaker API key in a Go client, shape remembered ¦ {uuid} ¦ client := voicemaker.NewClient("{t}")\n// voicemaker: POST https://developer.voicemaker.in/voice/api: 403 Forbidden
vocalware params ¦ Vocalware's REST call with ACC, API and a secret phrase hashed into CS, shape remembered ¦ {A24} ¦ VOCALWARE_ACC=7011902\nVOCALWARE_API=2587733\nVOCALWARE_SECRET_PHRASE={t}
zyphra python ¦ zyphra (pypi: "Python client for Zyphra APIs"), ZyphraClient(api_key=...), shape remembered ¦ zsk-{h64} ¦ >>> client = ZyphraClient(api_key="{t}")\n>>> client.audio.speech.create(text="hi", speaking_rate=15)\nzyphra.ZyphraError: 401 invalid api key
viggle k8s ¦ Viggle key in a Kubernetes secret (stringData), shape remembered ¦ {A40} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: viggle-render\nstringData:\n  VIGGLE_API_KEY: {t}
vidu gha ¦ Vidu API key leaked by a GitHub Actions step that echoed it, shape remembered ¦ vda_{A45} ¦ Run python render.py --model vidu-q1\n  VIDU_API_KEY: {t}\nError: 401 Client Error: Unauthorized for url: https://api.vidu.com/ent/v2/img2video
valohai token ¦ Valohai (searched, nothing of its own): Authorization: Token <token>, vh CLI, shape remembered ¦ {h40} ¦ $ vh login --token {t}\nError: Invalid token.
valohai yaml ¦ a Valohai step's environment variable in valohai.yaml, shape remembered ¦ {p} ¦ - step:\n    name: train\n    image: python:3.11\n    environment-variables:\n      - name: DB_PASSWORD\n        default: "{t}"
wallaroo toml ¦ Wallaroo SDK auth in a pyproject tool table, shape remembered ¦ {A32} ¦ [tool.wallaroo]\nauth_type = "user_password"\nusername = "mlops"\npassword = "{t}"
tuneai header ¦ Tune AI Studio: X-Tune-Key header, shape remembered ¦ sk-tune-{A34} ¦ httpx.HTTPStatusError: 401 for https://proxy.tune.app/chat/completions\nrequest.headers['x-tune-key'] = '{t}'
uptrain init ¦ UpTrain's APIClient(uptrain_api_key=...), shape remembered ¦ up-{h48} ¦ client = APIClient(uptrain_api_key="{t}")\nuptrain.framework.remote.UpTrainError: 403 project 'rag-evals' not found for this key
trubrics env ¦ Trubrics analytics key in a Streamlit secrets.toml, shape remembered ¦ {A40} ¦ # .streamlit/secrets.toml\n[trubrics]\nemail = "ml@acme.ai"\npassword = "{t}"
zenguard header ¦ ZenGuard AI guardrails: x-api-key header, shape remembered ¦ {A43} ¦ [zenguard] POST https://api.zenguard.ai/v1/detect/prompt_injection x-api-key={t} -> 401
vearch ini ¦ Vearch router config with a root password, shape remembered ¦ {p} ¦ [global]\n    name = "vearch"\n    data = ["datas/"]\n    resource_name = "default"\n[[masters]]\n    name = "m1"\n    address = "127.0.0.1"\n    api_port = 8817\n    root_password = "{t}"
tiledb rest ¦ TileDB Cloud REST token in a tiledb.Config, shape remembered ¦ {A64} ¦ cfg = tiledb.Config({"rest.server_address": "https://api.tiledb.com", "rest.token": "{t}"})\ntiledb.cc.TileDBError: [TileDB::RestClient] Error: Error in libcurl POST operation: HTTP 401
textsynth hcl ¦ TextSynth key in a Terraform variable default (HCL), shape remembered ¦ {h32} ¦ variable "textsynth_api_key" {\n  type    = string\n  default = "{t}"\n}
unriddle xml ¦ Unriddle key in an appsettings XML, shape remembered ¦ {A40} ¦ <appSettings>\n  <add key="UnriddleEndpoint" value="https://api.unriddle.ai/v1" />\n  <add key="UnriddleApiKey" value="{t}" />\n</appSettings>
01ai kotlin ¦ 01.AI (Lingyiwanwu) Yi API key in a Kotlin client, shape remembered ¦ {h32} ¦ val client = OpenAI(token = "{t}", host = OpenAIHost("https://api.lingyiwanwu.com/v1/"))\n// com.aallam.openai.api.exception.AuthenticationException: Invalid API key
302ai table ¦ 302.AI gateway keys listed by its CLI in a table printing values bare, shape remembered ¦ sk-{A48} ¦ NAME        KEY                                                    QUOTA\nprod-bot    {t}    120.00
wenxin access ¦ Baidu Wenxin (ERNIE) client_id and client_secret exchanged for an access_token, shape remembered ¦ {A32} ¦ GET https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=Vq3mS8kLpT0aZ1xR&client_secret={t}\n{"error_description":"unknown client id","error":"invalid_client"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
