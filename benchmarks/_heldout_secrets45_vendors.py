"""Held-out set 45: vendors no earlier set named, each looked up with the ``search`` tool —
bot protection, synthetic data, LLM testing, video rendering and hosting, streaming servers,
image recognition, PaaS, Nordic cloud, data observability, load testing, art shipping, Elixir
hosting, WAF/CDN and visual site builders (vendors whose names start with A, C, E, G, I, K, M
or O only, the share of this helper).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 170 other names did and were dropped, among them Checkly, Cronitor, Instana, Kentik,
Instabug, Gremlin, Embrace, Codefresh, Cloudsmith, Gitpod, Mergify, Concourse, GoCD, Octopus
Deploy, Argo CD, AccelByte, GameLift, Kongregate, Overwolf, GameAnalytics, Cumulocity, EMQX,
eWeLink, Ezviz, Gengo, Matecat, ModernMT, Geocodio, Carto, GraphHopper, Aircall, CloudTalk,
Clickatell, Esendex, Gupshup, ClickSend, Constructor.io, Klevu, Manticore, AddSearch, Eppo,
Kameleoon, AB Tasty, ClickHouse, Exasol, MotherDuck, Materialize, Airbyte, Census, AdColony,
Chartboost, AppLovin, InMobi, Ogury, Kargo, Kevel, AdMob, Magnite, Moloco, Absorb, Edmodo,
Kajabi, Kahoot, EveryAction, Keela, Mobilize, ChurchSuite, CaseFox, MyCase, Actionstep,
CosmoLex, Everlaw, Agworld, CropX, AgriWebb, EasyPost, AfterShip, Onfleet, Algolia, Ably,
Axiom, Opsgenie, Grafana, Crowdin, Mapbox, Cloudinary, OneSignal, Customer.io, Klaviyo,
Intercom, Apollo, Koyeb, Kinsta, Instatus, Greenhouse, Gusto, Comet (``comet_ml``) and
Observe).

Looked up with the ``search`` tool (30 vendors searched; 16 pages gave the format, the source
of each is named per case): Arcjet (``ARCJET_KEY`` read by ``@arcjet/env``; keys start
``ajkey_``), Gretel (``GRETEL_API_KEY`` in an ``.env``; ``console.gretel.ai/users/me/key``),
Giskard (``GISKARD_HUB_API_KEY`` / ``GSK_API_KEY``, ``HubClient(api_key=...)``), Creatomate
(``Authorization: Bearer`` on ``api.creatomate.com/v2/renders``), Gumlet
(``Gumlet(api_key=...)``, a bearer token), Cincopa (``api_token`` query parameter on
``api.cincopa.com/v2/ping.json``), Ant Media Server (``jwtSecretKey`` of at least 32
characters in the application settings, ``tokenHashSecret``, the management API's
``ProxyAuthorization`` JWT), Everypixel (``username`` = client id, ``password`` = client
secret), Engine Yard (``~/.eyrc`` with ``api_token``; ``ey-core`` login), GleSYS
(``user/login`` answers an ``apikey``; Pulumi ``glesys:token`` and ``glesys:userid``), Monte
Carlo (``x-mcd-id`` and ``x-mcd-token`` headers; secrets of 56 base64 characters), Artillery
(``ARTILLERY_CLOUD_API_KEY`` starting ``a9_``, ``artillery run --record --key``), Convelio
(``Authorization: token sk...``), Gigalixir (``gigalixir login -e ... -p ...``; the API key in
the git remote URL or ``~/.netrc``), Imperva Incapsula (API ID and API key;
``incapsula:apiId`` / ``incapsula:apiKey`` in ``Pulumi.yaml``) and Makeswift
(``MAKESWIFT_SITE_API_KEY`` set by the Vercel integration, ``MAKESWIFT_API_ORIGIN``).
Searched and found nothing of their own: Elestio, Metaplane, Castr, Cherry Servers, Aporia,
Outvio, Krisp, CacheFly, Alyce, Ampt, kluster.ai, Codesphere and Ceipal (in
``_heldout_secrets45_vendors2.py`` with shapes remembered). Lengths and alphabets the pages
did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
arcjet env ¦ @arcjet/env README: type Env = { ARCJET_KEY?: string, ... }; Arcjet keys start ajkey_ (shape assumed) ¦ ajkey_{l26} ¦ $ vercel env pull .env.local && grep ARCJET .env.local\nARCJET_ENV="production"\nARCJET_KEY="{t}"
arcjet next log ¦ docs.arcjet.com environment: ARCJET_KEY read by the JS and Python SDKs ¦ ajkey_{l26} ¦ ⨯ Error: [arcjet] Unauthenticated: key "{t}" is not valid for site 'shop-web'\n    at protect (.next/server/chunks/712.js:1:20417)
gretel dotenv ¦ gist (shhgit-test): GRETEL_API_KEY=... in an env file; console.gretel.ai/users/me/key (grtu prefix as remembered) ¦ grtu{h60} ¦ # synthetic-patients/.env\nGRETEL_API_KEY={t}\nGRETEL_PROJECT=patients-2026
gretel configure ¦ gretel-client: configure_session(api_key=...) (shape as remembered) ¦ grtu{h60} ¦ >>> from gretel_client import configure_session\n>>> configure_session(api_key="{t}", validate=True)\ngretel_client.rest.exceptions.UnauthorizedException: (401) Reason: Unauthorized
giskard hub env ¦ giskard-hub (pypi): export GISKARD_HUB_BASE_URL=... and GISKARD_HUB_API_KEY=... (shape assumed) ¦ gsk-{A40} ¦ $ export GISKARD_HUB_BASE_URL="https://hub.acme.ai"\n$ export GISKARD_HUB_API_KEY="{t}"\n$ python eval.py\ngiskard_hub.errors.AuthenticationError: invalid API key
giskard client ¦ Giskard PR 1809: GiskardClient(url, key) reading GSK_API_KEY, BearerAuth(key) ¦ gsk-{A40} ¦ Traceback (most recent call last):\n  File "/srv/ml/scan.py", line 12, in <module>\n    client = GiskardClient("https://giskard.acme.ai", "{t}")\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://giskard.acme.ai/api/v2/settings
creatomate curl ¦ creatomate.com API automation: curl -X POST https://api.creatomate.com/v2/renders -H "Authorization: Bearer YOUR_API_KEY_HERE" (hex as remembered) ¦ {h96} ¦ $ curl -s -X POST https://api.creatomate.com/v2/renders -H 'Content-Type: application/json' -H 'Authorization: Bearer {t}' -d '{"template_id":"d1c7f0b2-5e8a-4f3b-9c6d-2a1b0e9f8c7d"}'\n{"hint":"The API key is invalid","status":401}
creatomate n8n ¦ creatomate docs (authentication): Authorization: Bearer API_KEY in every request; one key per project ¦ {h96} ¦ [n8n] HTTP Request node "Render reel" failed: 401 Unauthorized\n  headers: {"Authorization":"Bearer {t}","Content-Type":"application/json"}
gumlet sdk ¦ gumlet (pypi): client = Gumlet(api_key=os.environ.get("API_KEY")), a bearer token (hex as remembered) ¦ {h32} ¦ >>> client = Gumlet(api_key="{t}")\n>>> client.video_assets.list()\ngumlet.AuthenticationError: Error code: 401 - {'error': {'code': 'UNAUTHORIZED'}}
gumlet yaml ¦ gumlet (pypi): API_KEY bearer scheme; a GitHub Actions step uploading a video (shape assumed) ¦ {h32} ¦ - name: Upload trailer to Gumlet\n  env:\n    GUMLET_API_KEY: {t}\n  run: python scripts/upload.py trailer.mp4
cincopa query ¦ Pipedream Cincopa: axios GET https://api.cincopa.com/v2/ping.json with params api_token (shape assumed) ¦ {d7}i{A28} ¦ 2026-12-06T15:43:02Z WARN media-sync GET https://api.cincopa.com/v2/ping.json?api_token={t} -> {"success":false,"message":"invalid api_token"}
cincopa php ¦ Metorial Cincopa: apiToken created under Account Settings, API Tokens (shape assumed) ¦ {d7}i{A28} ¦ // wp-content/plugins/cincopa-sync/config.php\ndefine('CINCOPA_API_TOKEN', '{t}');\ndefine('CINCOPA_GALLERY', 'A4HAcdOP3O0x');
antmedia jwt secret ¦ Ant Media Server security docs: PUT /rest/v2/applications/settings/LiveApp with "jwtControlEnabled": true, "jwtSecretKey": "your-secret-key-min-32-chars" ¦ {A40} ¦ $ curl -s -X PUT "https://stream.acme.tv:5443/rest/v2/applications/settings/LiveApp" -H "Content-Type: application/json" -d '{"jwtControlEnabled": true, "jwtSecretKey": "{t}"}'\n{"success":false,"message":"Invalid Server JWT Token","errorId":0}
antmedia hash secret ¦ Ant Media Server configuration: tokenHashSecret, the key for hash-based tokens, in red5-web.properties (settings.tokenHashSecret as remembered) ¦ {A32} ¦ $ grep -n tokenHash /usr/local/antmedia/webapps/LiveApp/WEB-INF/red5-web.properties\n41:settings.hashControlPlayEnabled=true\n42:settings.tokenHashSecret={t}
antmedia management jwt ¦ api-evangelist ant-media overlay: management API header ProxyAuthorization, a JWT signed with server.jwtServerSecretKey ¦ {A48} ¦ $ grep jwtServerSecretKey /usr/local/antmedia/conf/red5.properties\nserver.jwtServerControlEnabled=true\nserver.jwtServerSecretKey={t}
everypixel js ¦ everypixel (npm): new EveryPixel({ "username": "<your-client-id>", "password": "<your-client-secret>" }) (shape assumed) ¦ {A40} ¦ const api = new EveryPixel({\n  "username": "kw-shop-9f2c",\n  "password": "{t}"\n});\n// -> 401 {"status":"error","message":"Invalid client credentials"}
everypixel curl ¦ labs.everypixel.com keywording guide: Client ID and Secret authenticate requests (basic auth as remembered) ¦ {A40} ¦ $ curl -u 'kw-shop-9f2c:{t}' 'https://api.everypixel.com/v1/keywords?url=https://cdn.acme.io/p/8812.jpg&num_keywords=10'\n{"status": "error", "message": "Unauthorized"}
engineyard eyrc ¦ engineyard gem (EY::API.read_token): ~/.eyrc YAML with api_token ¦ {h32} ¦ $ cat ~/.eyrc\n---\napi_token: {t}\n$ ey deploy -e shop_production\nEY::CloudClient::InvalidCredentials: Authentication failed
engineyard cloud client ¦ engineyard-cloud-client: EY::CloudClient.new(token: api_token) ¦ {h32} ¦ irb(main):002:0> api = EY::CloudClient.new(token: "{t}")\nirb(main):003:0> api.current_user\nEY::CloudClient::RequestFailed: 401 Unauthorized
glesys login ¦ glesys/one-click-installers: POST https://api.glesys.com/user/login answers "apikey": "133bba...-883ebdbf-944542f7-..." ¦ {h25}-{h8}-{h8}-{h28} ¦ {"response":{"status":{"code":200,"text":"OK"},"login":{"username":"ops@acme.se","apikey":"{t}","accounts":[{"account":"cl12345","roles":["FullAccess"]}]}}}
glesys pulumi ¦ Pulumi registry, Glesys provider: config glesys:token and glesys:userid in Pulumi.yaml ¦ {A40} ¦ $ cat Pulumi.prod.yaml\nconfig:\n  glesys:userid: CL12345\n  glesys:token: {t}
montecarlo headers ¦ api-evangelist monte-carlo: headers x-mcd-id and x-mcd-token; keys from 42 random bytes, 56 base64 characters ¦ {b56} ¦ POST https://api.getmontecarlo.com/graphql\nx-mcd-id: 6f2d1c0a8b4e4f9c\nx-mcd-token: {t}\n<- 401 {"errors":[{"message":"Invalid API credentials"}]}
montecarlo cli ini ¦ Monte Carlo CLI (montecarlodata configure): ~/.mcd/profiles.ini with mcd_id and mcd_token (as remembered) ¦ {b56} ¦ $ cat ~/.mcd/profiles.ini\n[default]\nmcd_id = 6f2d1c0a8b4e4f9c\nmcd_token = {t}
artillery record ¦ api-evangelist artillery authentication: artillery run --record --key; key prefix a9_ ¦ a9_{A40} ¦ $ npx artillery run --record --key {t} load/checkout.yml\nError: Artillery Cloud API key is invalid (401)
artillery stash ¦ artillery.io stash reference: ARTILLERY_CLOUD_API_KEY=a9_yourApiKey node seed-data.ts ¦ a9_{A40} ¦ $ ARTILLERY_CLOUD_API_KEY={t} node seed-data.ts\n[artillery] stash: unauthorized
convelio token ¦ api-evangelist convelio authentication: Authorization header "token <key>", secret keys prefixed sk ¦ sk_{A40} ¦ GET https://api.convelio.com/v1/quotes/QT-77120 HTTP/1.1\nAuthorization: token {t}\nAccept: application/json\n\nHTTP/1.1 403 Forbidden
gigalixir remote ¦ Gigalixir (gist discussion): git push authenticates with email and API key, put in the git remote URL or in .netrc (uuid as remembered) ¦ {uuid} ¦ $ git remote -v\ngigalixir\thttps://ops%40acme.io:{t}@git.gigalixir.com/shop-api.git (fetch)\ngigalixir\thttps://ops%40acme.io:{t}@git.gigalixir.com/shop-api.git (push)
gigalixir netrc ¦ Gigalixir: gigalixir login saves the credentials in ~/.netrc ¦ {uuid} ¦ $ cat ~/.netrc\nmachine api.gigalixir.com\n\tlogin ops@acme.io\n\tpassword {t}\nmachine git.gigalixir.com\n\tlogin ops@acme.io
gigalixir login ¦ Gigalixir gist: gigalixir login -e "${{ secrets.GIGALIXIR_EMAIL }}" -y -p "${{ secrets.GIGALIXIR_PASSWORD }}" ¦ {p} ¦ Run gigalixir login -e "ops@acme.io" -y -p "{t}"\nGIGALIXIR_PASSWORD was expanded in the step log because it was not a registered secret\nError: 401 Unauthorized
incapsula pulumi ¦ Pulumi registry, Incapsula provider: config incapsula:apiId and incapsula:apiKey ¦ {uuid} ¦ $ pulumi config --show-secrets\nKEY               VALUE\nincapsula:apiId   51820\nincapsula:apiKey  {t}
incapsula form ¦ classmethod.jp Incapsula API: every call a POST with api_id, api_key and account_id as form fields ¦ {uuid} ¦ $ curl -s https://my.imperva.com/api/prov/v1/sites/list -d 'api_id=51820&api_key={t}&account_id=1478822'\n{"res":9403,"res_message":"Unknown/unauthorized api_id/api_key"}
makeswift env ¦ Vercel marketplace, Makeswift: sets MAKESWIFT_SITE_API_KEY and MAKESWIFT_API_ORIGIN=https://api.makeswift.com (uuid as remembered) ¦ {uuid} ¦ $ vercel env ls production\n MAKESWIFT_API_ORIGIN    https://api.makeswift.com\n MAKESWIFT_SITE_API_KEY  {t}
makeswift next error ¦ makeswift (npm) init writes the Site API key to .env.local ¦ {uuid} ¦ Error: Makeswift: failed to fetch page snapshot for "/pricing" (401). Check MAKESWIFT_SITE_API_KEY="{t}"\n    at Makeswift.getPageSnapshot (node_modules/@makeswift/runtime/dist/cjs/next/client.js:212:13)
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
