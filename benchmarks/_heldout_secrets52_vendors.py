"""Held-out set 52: AI and ML vendors (model APIs, vector and feature stores, LLM gateways and
observability, speech, vision and OCR, labeling) whose names start with T to Z or a digit,
none named by an earlier set, 26 of them looked up with the ``search`` tool.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
Together, Upstage, Unstructured, Voyage, Vespa, Weaviate, Writer, wandb, WhyLabs, Vellum,
Unify, turbopuffer, Vectara, V7, Uberduck, Wit.ai, Veryfi, Upstash, Zilliz, xAI, Zhipu, Trieve,
Vapi, Voiceflow, Zep, Traceloop, Typesense, Wolfram, Verbit, Ultravox, Tencent, Tabnine, Tripo,
Udio, Windmill, Twilio, TensorDock, Vast.ai, Vultr, Xata, Velvet, Vertex, Whisper, Yandex,
Tongyi, Yoti, Unbabel, Veed, Zapier, Tavily, Txtai, Tigris, TiDB, Upsonic, Weave, Turing,
Tonic, Woord, Zeno, Tinybird, ZenML, Synthesia and Typeform did and were dropped).

Looked up with the ``search`` tool (26 searched; 17 pages gave the format, two of them, Tabscanner's
and TextCortex's, only that it is an API key; the source of each is named per case): TwelveLabs (``TWELVELABS_API_KEY``, the ``x-api-key`` header), TrueFoundry
(``TFY_API_KEY`` with ``TFY_BASE_URL``/``TFY_HOST``, sent as a Bearer token), Ultralytics HUB
(``hub.login(api_key)``, a key that may be joined to a model id by ``_``, ``SETTINGS`` file),
Tavus (``x-api-key`` on ``tavusapi.com/v2/conversations``), Voxel51 FiftyOne Enterprise
(``FIFTYONE_API_URI``, ``FIFTYONE_API_KEY``), Xinference (``--auth-config`` JSON with
``secret_key`` from ``openssl rand -hex 32``, users' passwords and ``sk-`` keys), Taggun
(``apikey`` header on ``/api/receipt/v1/simple/url``), VoiceRSS (``key=`` query parameter,
openHAB's ``voicerss.cfg`` ``apiKey``), Tecton (``Authorization: Tecton-key`` on the feature
service HTTP API), Trint (``api-key`` header on ``api.trint.com``; a keyId and keySecret),
Typecast (``TYPECAST_API_KEY``, ``Typecast(api_key=...)``), IBM watsonx (``apikey`` exchanged
at ``iam.cloud.ibm.com/identity/token`` with ``grant_type=urn:ibm:params:oauth:grant-type:apikey``),
iFlytek (``APPID``, ``APISecret``, ``APIKey``; ``X-CheckSum``; a base64 ``authorization`` on
the websocket URL), Writesonic (``new WritesonicPhp(API_KEY)``), Vocode (``VocodeClient({
token })``, Bearer on ``api.vocode.dev/v1``), Tabscanner (an API key, ``apikey`` header as
remembered), TextCortex (an API key from its dashboard). Searched and found nothing of their
own: Toloka, Unstract, Ximilar, Voicegain, Unreal Speech, Valohai, Tensorlake, Zyphra,
Wordcab (shapes remembered, marked so). Lengths and alphabets no page gave are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
twelvelabs env ¦ tryagi TwelveLabs SDK docs and a playground .env.example: TWELVELABS_API_KEY=... (shape assumed) ¦ tlk_{U28} ¦ $ cat .env\nTWELVELABS_API_KEY={t}\nTWELVELABS_INDEX_ID=6653f1b2c9e8a0d41e7b22aa
twelvelabs header ¦ tryagi TwelveLabs docs: the same key as the x-api-key header ¦ tlk_{U30} ¦ > POST /v1.3/search HTTP/1.1\n> Host: api.twelvelabs.io\n> x-api-key: {t}\n< HTTP/1.1 401 Unauthorized
truefoundry env ¦ TrueFoundry skills docs: TFY_API_KEY (raw, no Bearer prefix), TFY_BASE_URL ¦ {b96} ¦ TFY_BASE_URL=https://acme.truefoundry.cloud\nTFY_HOST=https://acme.truefoundry.cloud\nTFY_API_KEY={t}
truefoundry bearer ¦ TrueFoundry: the API key sent as a Bearer token to the AI gateway ¦ {b88} ¦ httpx.HTTPStatusError: Client error '403 Forbidden' for url 'https://acme.truefoundry.cloud/api/llm/chat/completions'\nrequest headers: {'authorization': 'Bearer {t}', 'x-tfy-provider-name': 'openai-main'}
ultralytics login ¦ Ultralytics hub/auth.py: Auth(api_key) splits a key_model string at '_' ¦ {l42} ¦ >>> from ultralytics import hub\n>>> hub.login("{t}_Xc91Lw0pQeRz7yTn2BsV")\nUltralytics HUB: Invalid API key ⚠️
ultralytics settings ¦ Ultralytics SETTINGS (settings.json in the user config dir) keeps api_key after login ¦ {l42} ¦ $ yolo settings\n{"settings_version": "0.0.6", "datasets_dir": "/home/dev/datasets", "api_key": "{t}", "sync": true}
tavus curl ¦ Tavus docs: --header 'x-api-key: <api_key>' on POST https://tavusapi.com/v2/conversations (32 hex, shape assumed) ¦ {h32} ¦ curl --request POST --url https://tavusapi.com/v2/conversations --header 'Content-Type: application/json' --header 'x-api-key: {t}' --data '{"replica_id": "r9d30b0e55ac", "persona_id": "pe13ed370726"}'\n{"message":"Invalid access token"}
fiftyone env ¦ Voxel51 docs: export FIFTYONE_API_URI=... export FIFTYONE_API_KEY=... (shape assumed) ¦ {A43} ¦ export FIFTYONE_API_URI=https://fiftyone-api.acme.ai\nexport FIFTYONE_API_KEY={t}
fiftyone config ¦ Voxel51 docs: the config fields api_uri and api_key in ~/.fiftyone/config.json ¦ {A43} ¦ $ fiftyone config\n{\n    "api_compressor": "lz4",\n    "api_key": "{t}",\n    "api_uri": "https://fiftyone-api.acme.ai",\n    "database_validation": true\n}
xinference auth secret ¦ Xinference auth_system docs: "secret_key" generated with openssl rand -hex 32 ¦ {h64} ¦ $ xinference-local --host 0.0.0.0 --port 9997 --auth-config auth.json\n  File "auth.json", line 4\n    "secret_key": "{t}",\njson.decoder.JSONDecodeError: Expecting ',' delimiter: line 5 column 9
xinference user password ¦ Xinference auth_system docs: user_config entries with username, password, api_keys ¦ {p} ¦ "user_config": [{"username": "ops", "password": "{t}", "permissions": ["models:list", "models:read"]}]
xinference sk key ¦ Xinference auth_system docs: api_keys like "sk-72tkvudyGLPMi" (13 characters after sk-) ¦ sk-{A13} ¦ openai.AuthenticationError: Error code: 401 - {'detail': 'Invalid credential'}\n  client = OpenAI(base_url="http://xinf.internal:9997/v1", api_key="{t}")
taggun header ¦ Pipedream's Taggun example: headers {"apikey": ...} on https://api.taggun.io/api/receipt/v1/simple/url (32 hex, shape assumed) ¦ {h32} ¦ POST https://api.taggun.io/api/receipt/v1/simple/url\napikey: {t}\ncontent-type: application/json\n-> 401 {"statusCode":401,"error":"Unauthorized"}
voicerss query ¦ openHAB VoiceRSS docs: https://api.voicerss.org/?key=API_KEY&hl=en-us&src=... (32 hex, shape assumed) ¦ {h32} ¦ 2026-12-06 19:02:11.408 [WARN ] [voice.voicerss.internal.VoiceRSSTTSService] GET https://api.voicerss.org/?key={t}&hl=de-de&c=WAV&f=44khz_16bit_mono&src=Hallo%20Welt -> ERROR: The API key is not available!
voicerss cfg ¦ openHAB VoiceRSS docs: conf/services/voicerss.cfg with org.openhab.voice.voicerss:apiKey= ¦ {h32} ¦ $ cat $OPENHAB_CONF/services/voicerss.cfg\norg.openhab.voice.voicerss:apiKey={t}
tecton key header ¦ Tecton (api-evangelist conformance note on docs.tecton.ai): Authorization: Tecton-key <key> on the feature service HTTP API (32 hex, shape assumed) ¦ {h32} ¦ curl -X POST https://acme.tecton.ai/api/v1/feature-service/get-features -H "Authorization: Tecton-key {t}" -d '{"params":{"feature_service_name":"fraud_v3","join_key_map":{"user_id":"u_1138"}}}'\n{"error":"invalid api key","code":16}
tecton service account ¦ Tecton docs: service accounts with an API key, OAuth client credentials ¦ {h32} ¦ $ tecton service-account create --name ci-materializer\nSave this API Key - you will not be able to get it again.\nAPI Key:            {t}\nService Account ID: 9f0c2e7a41b84d6e
trint header ¦ Pipedream's Trint example: headers {"api-key": ...} on https://api.trint.com/transcripts ¦ {A40} ¦ GET https://api.trint.com/transcripts?limit=20&skip=0\napi-key: {t}\nAccept: application/json\n=> 401 Unauthorized
trint key secret ¦ UnifyApps Trint docs: a keyId and a keySecret from Settings > API ¦ {A48} ¦ trint:\n  keyId: 64f1c2b7e9a0d35e18c4aa90\n  keySecret: {t}
typecast env ¦ typecast-rust .env.example: TYPECAST_API_KEY=your_api_key_here ¦ {A44} ¦ # Typecast API Key (required)\nTYPECAST_API_KEY={t}\nTYPECAST_VOICE_ID=tc_672c5f5ce59fac2a48faeaee
typecast python ¦ typecast-python README: client = Typecast(api_key="YOUR_API_KEY") ¦ {A44} ¦ Traceback (most recent call last):\n  File "tts.py", line 4, in <module>\n    client = Typecast(api_key="{t}")\ntypecast.exceptions.UnauthorizedError: 401 Invalid API key
watsonx iam ¦ IBM docs: curl -X POST https://iam.cloud.ibm.com/identity/token -d "grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey=..." (44 URL-safe, shape assumed) ¦ {u44} ¦ $ curl -X POST https://iam.cloud.ibm.com/identity/token -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey={t}"\n{"errorCode":"BXNIM0415E","errorMessage":"Provided API key could not be found."}
watsonx python ¦ IBM watsonx.ai SDK credentials dict {"url": ..., "apikey": ...} (shape assumed) ¦ {u44} ¦ Credentials(url='https://us-south.ml.cloud.ibm.com', api_key='{t}', project_id='b1e2c3d4-0000-4f5a-9c8b-7d6e5f4a3b2c')\nibm_watsonx_ai.wml_client_error.WMLClientError: Error getting IAM Token.
iflytek apisecret ¦ iFlytek websocket auth (CSDN and langchainjs): APPID, APISecret, APIKey; hmac-sha256 with APISecret (32 characters, shape assumed) ¦ {A32} ¦ # xfyun spark config\nSPARK_APPID = "5f3c2a1b"\nSPARK_API_SECRET = "{t}"\nSPARK_API_KEY_ID = "see vault"
iflytek apikey ¦ iFlytek: authorization_origin = api_key="...", algorithm="hmac-sha256", headers="host date request-line" (32 hex, shape assumed) ¦ {h32} ¦ DEBUG authorization_origin: api_key="{t}", algorithm="hmac-sha256", headers="host date request-line", signature="Zm9vYmFyYmF6"
iflytek checksum key ¦ iFlytek REST docs: X-CheckSum = MD5(apiKey + curTime + param), apiKey from the open platform ¦ {h32} ¦ String apiKey="{t}";\nString curTime="1765047720";\nString checkSum=MD5(apiKey+curTime+param);
writesonic php ¦ devkind/writesonic-php README: $writesonic = new WritesonicPhp(API_KEY) (UUID, shape assumed) ¦ {uuid} ¦ PHP Fatal error:  Uncaught GuzzleHttp\Exception\ClientException: Client error: `POST https://api.writesonic.com/v2/business/content/chatsonic?engine=premium` resulted in a `401 Unauthorized`\n#0 app/Http/Controllers/Copy.php(18): Devkind\WritesonicPhp->__construct('{t}')
vocode client ¦ fern vocode-node README: new VocodeClient({ token: 'YOUR_TOKEN' }) ¦ {A40} ¦ const vocode = new VocodeClient({\n  token: '{t}',\n});\n// VocodeError: Status code: 401 Body: {"detail":"Invalid API key"}
vocode bearer ¦ api-evangelist Vocode: hosted API https://api.vocode.dev/v1 with a Bearer API key ¦ {A40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.vocode.dev/v1/calls/create\n>>> resp.request.headers['Authorization']\n'Bearer {t}'
tabscanner key ¦ Tabscanner connector docs (an API key, securestring); the apikey header as remembered ¦ {A64} ¦ $ curl -F file=@receipt.jpg -H "apikey: {t}" https://api.tabscanner.com/api/2/process\n{"message":"API key not found","status":"failed","code":401}
textcortex token ¦ Metorial TextCortex docs: an API key from app.textcortex.com settings, sent as a token (shape assumed) ¦ gAAAAA{u80} ¦ TEXTCORTEX_API_KEY="{t}"
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
