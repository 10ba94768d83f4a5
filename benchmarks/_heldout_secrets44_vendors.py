"""Held-out set 44: vendors no earlier set named (names from T to Z and digits), each looked
up with the ``search`` tool — CDPs, commerce platforms, semantic search, language learning,
broker APIs, workflow engines, MLOps, push notifications, machine identity, API gateways,
editors, identity checks, API security, streaming charity, incident alerting, metrics
proxies, trace testing, delivery tools, telephony platforms, product analytics, landing
pages, investment APIs, fraud monitoring, plagiarism checks, tracing, long-term metrics
storage, IoT feeds and voice agents.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 150 other T-Z names did and were dropped, among them Twilio, Telnyx, Typesense,
Weaviate, Vespa, Unleash, Trino, Vertica, Tinybird, Turso, Xata, Yugabyte, Taboola, TikTok,
Xandr, TalentLMS, Udemy, Virtuous, Vanco, Zeffy, Westlaw, Tookan, Veeqo, Zonos, UPS, USPS,
Unkey, Workato, Xero, Yapily, Yodlee, Zuora, Webflow, Zendesk, Zoho, Typeform, Todoist,
Trello, Tines, Twingate, Tyk, Vultr, Wasabi, WakaTime, Webex, Wistia, WorkOS, Wrike,
Yousign, Yotpo, Zeplin, ZenRows, ZeroBounce, ZeroTier, Zulip, Zyte, 1Password, 2Checkout,
8x8, 100ms, 360dialog, 2Captcha, Teleport, Toggl, TrueLayer, Trustpilot, Umami, Uploadcare,
Unsplash, Veriff, Vimeo, VirusTotal, Visma, Voiceflow, Weatherbit, Xendit, Yelp, ZeroSSL,
Zitadel, Zammad, Termii, Transloadit, Wandb, Wazuh, Whereby, Wufoo, YubiKey, ZoomInfo,
Traccar, Tenable, Trivy, Vanta, Vercel, Tencent, Tidio, Tealium and Zabbix).

Looked up with the ``search`` tool (31 vendors searched; 28 pages gave the format, named per
case; Wootric's gave only its public account token, used in the innocents; Verifalia's and
Tyro's found nothing usable and are in the remembered file):
Treasure Data (fluent-bit's td output: ``API 5713/e75be2...``, an account number, a slash
and 40 hex), VTEX (``X-VTEX-API-AppKey`` ``vtexappkey-...`` and ``X-VTEX-API-AppToken``),
Vectara (``zqt_``/``zwt_``/``zut_`` keys in ``VECTARA_*_API_KEY``), WaniKani
(``WANIKANI_API_TOKEN`` for the v2 API), Zerodha Kite Connect (``api_key`` + ``api_secret``
make a day-long ``access_token``), Zeebe / Camunda 8 (``ZEEBE_CLIENT_ID``,
``ZEEBE_CLIENT_SECRET``, ``ZEEBE_AUTHORIZATION_SERVER_URL``), ZenML (``ZENML_STORE_URL``,
``ZENML_STORE_API_KEY``), Urban Airship (``Airship(application_key, master_secret)``, Basic
``appkey:master``), Venafi (VaaS API key in cert-manager's secret; TPP access and refresh
tokens), 3scale (``user_key`` 32 hex; ``app_id``/``app_key``), TinyMCE
(``cdn.tiny.cloud/1/<apiKey>/tinymce/8/tinymce.min.js``), Truora (``Truora-API-Key`` header,
a JWT), Wallarm (``X-WallarmApi-Token``), Tiltify (v5 ``/oauth/token`` client credentials),
xMatters (API key as user name, secret as password), VictoriaMetrics vmauth (``users:`` with
``bearer_token`` or ``password``), Tracetest (``tracetest start --api-key``,
``TRACETEST_API_KEY``), werf (``werf cr login -u -p``), Wazo (``X-Auth-Token`` from
wazo-auth's ``/token``), Woopra (``app-id`` and ``secret-key``), Unbounce (``curl -u
API_KEY:``), Upvest (OAuth ``client_secret`` and the HTTP-signature private key), Unit21
(``u21-key`` and ``u21-fernet`` headers), Turnitin TCA (``Authorization: Bearer`` with
``X-Turnitin-Integration-Name``), Zipkin (``ES_USERNAME``/``ES_PASSWORD``), Thanos
(``objstore.yml``: ``access_key``/``secret_key``), Xively (``X-ApiKey`` for feeds) and
Ultravox (``X-API-Key``: 8 alphanumerics, a dot, 32 more).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
treasure data fluent-bit ¦ Fluent Bit docs, td output: API <account>/<40 hex> ¦ 10477/{h40} ¦ [2026/12/06 10:44:31] [error] [output:td:td.0] HTTP status=401\n[OUTPUT]\n    Name     td\n    Match    *\n    API      {t}\n    Database acme_events
treasure data td-client ¦ Treasure Data console: master key and write-only key (fluent-bit shape) ¦ 10477/{h40} ¦ tdclient.errors.AuthError: Authentication failed (key '{t}', db 'acme_events')
vtex app token ¦ VTEX developers: X-VTEX-API-AppKey and X-VTEX-API-AppToken headers ¦ {U88} ¦ curl --location 'https://acmestore.vtexcommercestable.com.br/api/oms/pvt/orders/1184320-01' \\\n  --header 'X-VTEX-API-AppKey: vtexappkey-acmestore-QWZPLM' \\\n  --header 'X-VTEX-API-AppToken: {t}'\n{"error":{"code":"1","message":"Access denied"}}
vtex nango env ¦ Nango's VTEX guide: the app key starts with vtexappkey-, the token is its pair ¦ {U88} ¦ VTEX_ACCOUNT=acmestore\nVTEX_APP_KEY=vtexappkey-acmestore-QWZPLM\nVTEX_APP_TOKEN={t}
vectara query key ¦ Vectara .env on a HF Space: VECTARA_QUERY_API_KEY = "zqt_..." ¦ zqt_{u38} ¦ VECTARA_CUSTOMER_ID = "1452235940"\nVECTARA_CORPUS_ID = "2"\nVECTARA_QUERY_API_KEY = "{t}"
vectara index key ¦ Vectara .env: VECTARA_INDEX_API_KEY = "zwt_..." (read-write) ¦ zwt_{u38} ¦ vectara.errors.UnauthorizedError: status_code: 401, body: {'messages': ['Unauthorized']} (x-api-key: {t})
vectara personal key ¦ Vectara .env: VECTARA_API_KEY = "zut_..." (personal) ¦ zut_{u38} ¦ langchain_community.vectorstores.vectara: Vectara(vectara_customer_id='1452235940', vectara_corpus_id='2', vectara_api_key='{t}') failed: 401
wanikani token ¦ hex.pm wanikani: the WANIKANI_API_TOKEN environment variable for the v2 token ¦ {uuid} ¦ $ WANIKANI_API_TOKEN={t} mix run sync.exs\n** (MatchError) no match of right hand side value: {:error, %{"code" => 401, "error" => "Unauthorized. Nice try."}}
kite api secret ¦ Kite Connect docs: an api_key + api_secret pair, the secret kept server-side ¦ {l32} ¦ kite = KiteConnect(api_key="7u31352xkopdv8qz")\ndata = kite.generate_session(request_token, api_secret="{t}")\nkiteconnect.exceptions.TokenException: Token is invalid or has expired.
kite access token ¦ Kite Connect forum: Authorization: token api_key:access_token, valid for a day ¦ {A32} ¦ > GET /portfolio/holdings HTTP/1.1\n> X-Kite-Version: 3\n> Authorization: token 7u31352xkopdv8qz:{t}\n< HTTP/1.1 403 Forbidden\n{"status":"error","message":"Incorrect `api_key` or `access_token`.","error_type":"TokenException"}
zeebe client secret ¦ Camunda docs: the downloaded credentials file holds ZEEBE_CLIENT_ID and ZEEBE_CLIENT_SECRET ¦ {u64} ¦ export ZEEBE_ADDRESS='5c34c0a7-7f29-4424-8414-125615f7a9b9.bru-2.zeebe.camunda.io:443'\nexport ZEEBE_CLIENT_ID='Rp~xY7u0wE2fL5kS'\nexport ZEEBE_CLIENT_SECRET='{t}'\nexport ZEEBE_AUTHORIZATION_SERVER_URL='https://login.cloud.camunda.io/oauth/token'
zeebe java builder ¦ Camunda Java client docs: OAuthCredentialsProviderBuilder().clientSecret(...) ¦ {u64} ¦ io.camunda.zeebe.client.impl.oauth.OAuthCredentialsProvider: Failed to fetch access token for client 'worker-prod' (secret={t}): 401 Unauthorized
zenml store key ¦ ZenML docs: ZENML_STORE_URL and ZENML_STORE_API_KEY for CI ¦ ZENKEY_{b88} ¦   - name: Run pipeline\n    env:\n      ZENML_STORE_URL: https://zenml.acme.io\n      ZENML_STORE_API_KEY: {t}\n    run: python run.py
urban airship master ¦ urbanairship python library: ua.Airship('application_key', 'master_secret') ¦ {u22} ¦ >>> airship = ua.Airship('pJ8fM2qLs0WkX3nR5tYb7A', '{t}')\n>>> push.send()\nurbanairship.common.Unauthorized: Unauthorized (401)
urban airship cli ¦ urban-airship-cli: URBAN_AIRSHIP_KEY and URBAN_AIRSHIP_MASTER_SECRET ¦ {u22} ¦ $ env | grep URBAN\nURBAN_AIRSHIP_KEY=pJ8fM2qLs0WkX3nR5tYb7A\nURBAN_AIRSHIP_MASTER_SECRET={t}
venafi vaas key ¦ cert-manager Venafi docs: the VaaS API key in a Secret's apikey field ¦ {uuid} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: vaas-secret\n  namespace: cert-manager\nstringData:\n  apikey: {t}
venafi tpp token ¦ Akeyless Venafi TPP docs: --venafi-access-token and --venafi-refresh-token ¦ {b24}== ¦ $ akeyless dynamic-secret create venafi --name tpp-certs --venafi-use-tpp --venafi-access-token '{t}' --venafi-baseurl https://tpp.acme.io/vedsdk --venafi-zone 'Certificates\\Acme'
3scale user key ¦ Red Hat 3scale docs: the API key pattern, user_key = 32 hex ¦ {h32} ¦ 2026/12/06 10:44:31 [warn] 41#41: *118 [lua] apicast: authorization failed, GET /v1/shipments?user_key={t} 403
3scale app key ¦ Red Hat 3scale docs: the app_id and app_key pair ¦ {h32} ¦ curl -s 'https://api-acme.3scale.net/v1/rates?app_id=80a4e03&app_key={t}'\nAuthentication parameters missing
tinymce cloud key ¦ TinyMCE quick start: the API key in the cdn.tiny.cloud script URL ¦ {l48} ¦ <script src="https://cdn.tiny.cloud/1/{t}/tinymce/8/tinymce.min.js" referrerpolicy="origin" crossorigin="anonymous"></script>\nConsole: TinyMCE is running in read-only mode: A valid API key is required.
truora api key ¦ Truora docs: curl --header "Truora-API-Key: <JWT>" ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u70}.{u43} ¦ $ curl --header "Truora-API-Key: {t}" api.checks.truora.com/v1/checks\n{"code":401,"message":"invalid api key"}
wallarm api token ¦ Wallarm docs: X-WallarmApi-Token header for your own API client ¦ {A64} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://us1.api.wallarm.com/v1/objects/attack\n  headers={'X-WallarmApi-Token': '{t}', 'Content-Type': 'application/json'}
tiltify client secret ¦ tiltify-api-client README and a v5 token POST: client_id and client_secret ¦ {h64} ¦ $fields = array(\n  'client_id' => 'a7c41e09b2d8f356',\n  'client_secret' => '{t}',\n  'grant_type' => 'client_credentials',\n);\n// POST https://v5api.tiltify.com/oauth/token -> 401
xmatters api secret ¦ xMatters help: API key as the user name, a generated secret as the password ¦ {uuid} ¦ $ curl -u 'b1d6e7e2-0c3f-4d8a-9a1e-5f2b7c8d9e10:{t}' https://acme.xmatters.com/api/xm/1/people\n{"code":401,"reason":"Unauthorized","message":"Authentication failed"}
victoriametrics bearer ¦ VictoriaMetrics vmauth docs: users with bearer_token ¦ {A40} ¦ # /etc/vmauth/auth.yml\nusers:\n- bearer_token: "{t}"\n  url_prefix: "http://vmselect:8481/select/0/prometheus"
victoriametrics vmuser ¦ VictoriaMetrics operator docs: a VMUser with a password ¦ {p} ¦ apiVersion: operator.victoriametrics.com/v1beta1\nkind: VMUser\nmetadata:\n  name: grafana-ro\nspec:\n  username: grafana-ro\n  password: "{t}"\n  targetRefs:\n    - static:\n        url: http://vmselect:8481
tracetest api key ¦ Tracetest docs: tracetest start --api-key <TRACETEST_API_KEY> --environment <id> ¦ tttoken_{h40} ¦ $ tracetest start --api-key {t} --environment ttenv_5e3a8d1c\nERROR could not connect agent: invalid api key
tracetest compose ¦ Tracetest docs: TRACETEST_API_KEY in the agent's compose environment ¦ tttoken_{h40} ¦ tracetest-agent:\n  image: kubeshop/tracetest-agent\n  environment:\n    - TRACETEST_API_KEY={t}\n    - TRACETEST_ENVIRONMENT_ID=ttenv_5e3a8d1c
werf cr login ¦ werf docs: werf cr login -u username -p password registry ¦ {p} ¦ $ werf cr login -u deploy -p '{t}' registry.acme.io\nError: login failed: unauthorized: incorrect username or password
wazo basic ¦ Wazo tutorial: POST /api/auth/0.1/token with -u "<username>:<password>" ¦ {p} ¦ $ curl -k -X POST "https://pbx.acme.io/api/auth/0.1/token" -H "Content-Type: application/json" -u "api-sync:{t}" -d '{"expiration": 3600}'\n{"reason": ["Authentication Failed"], "status_code": 401}
wazo auth token ¦ Wazo docs: data.token (a UUID) is sent as X-Auth-Token ¦ {uuid} ¦ wazo_confd_client: 401 Unauthorized GET /api/confd/1.1/users (X-Auth-Token: {t})
woopra secret key ¦ aamortimer/woopra PHP SDK: array('app-id'=>'', 'secret-key'=>'', 'website'=>'') ¦ {A32} ¦ $labels = Woopra::getAllLabels(array('app-id'=>'WP-7318', 'secret-key'=>'{t}', 'website'=>'acme.io'));\nPHP Warning:  Woopra API returned 403
unbounce api key ¦ Unbounce API docs: curl -u API_KEY: (HTTP Basic, empty password) ¦ {h32} ¦ $ curl -u {t}: -H "Accept: application/vnd.unbounce.api.v0.4+json" -X GET https://api.unbounce.com/accounts\n{"message":"Invalid API key"}
upvest client secret ¦ Upvest docs: a scoped access token from client_id and client_secret, requests signed ¦ {A48} ¦ UPVEST_BASE_URL=https://sandbox.upvest.co\nUPVEST_CLIENT_ID=8a1c2f3e-9d7b-4e6a-b5c4-3d2e1f0a9b8c\nUPVEST_CLIENT_SECRET={t}\nUPVEST_KEY_PASSPHRASE=
upvest key passphrase ¦ upvestco/http-signature-examples: .env with the private key's passphrase ¦ {p} ¦ Error: error:1C800064:Provider routines::bad decrypt while loading private key (UPVEST_KEY_PASSPHRASE='{t}')
unit21 key ¦ Unit21 docs (via api-evangelist): u21-key request header ¦ {h48} ¦ POST https://api.unit21.com/v1/entities/create\nu21-key: {t}\nContent-Type: application/json\n<- 401 {"error_code": "invalid_api_key"}
unit21 fernet ¦ Unit21 docs: the optional u21-fernet payload-encryption key (Fernet, base64url) ¦ {u43}= ¦ U21_API_KEY_ID=prod-ingest\nU21_FERNET_KEY={t}
turnitin tca key ¦ Turnitin TCA docs: an integration API key, X-Turnitin-Integration-Name/-Version ¦ {uuid} ¦ > POST /api/v1/submissions HTTP/1.1\n> Host: acme.turnitin.com\n> X-Turnitin-Integration-Name: acme-lms\n> X-Turnitin-Integration-Version: 2.3.0\n> Authorization: Bearer {t}\n< HTTP/1.1 401 Unauthorized
zipkin es password ¦ zipkin-server env: STORAGE_TYPE=elasticsearch with ES_USERNAME and ES_PASSWORD ¦ {p} ¦ $ java -jar zipkin-server-exec.jar --STORAGE_TYPE=elasticsearch --ES_HOSTS=es.acme.io:9200 --ES_USERNAME=elastic --ES_PASSWORD='{t}'\nzipkin2.elasticsearch: 401 security_exception: unable to authenticate user [elastic]
thanos objstore ¦ Thanos storage docs: type: S3 with access_key and secret_key ¦ {b40} ¦ # objstore.yml\ntype: S3\nconfig:\n  bucket: acme-metrics\n  endpoint: s3.eu-west-1.amazonaws.com\n  access_key: AKIAWQ7ZLXRTY3N5KQ2B\n  secret_key: "{t}"
xively feed key ¦ Xively API docs: an X-ApiKey header on /v2/feeds requests ¦ {A48} ¦ {"method":"get","resource":"/feeds/61916/datastreams/0","headers":{"X-ApiKey":"{t}"},"token":"0xabcdef"}\n{"status":401,"token":"0xabcdef"}
ultravox api key ¦ Ultravox docs: X-API-Key of 8 alphanumerics, a dot and 32 more ¦ {A8}.{A32} ¦ $ curl --request GET --url https://api.ultravox.ai/api/calls --header 'X-API-Key: {t}'\n{"detail":"Invalid API key."}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
