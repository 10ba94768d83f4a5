"""Held-out set 41: vendors no earlier set named, each looked up with the ``search`` tool —
maps, flight data, contact-centre telephony, parcel carriers, giving platforms, feature
flags, CI servers and runners, ad reporting, bot defence, identity verification, machine
translation and Indic language APIs (vendors starting A to F only).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 160 others did and were dropped, among them Airbrake, AppSignal, Bugsnag, Checkly,
Cronitor, Dynatrace, Buildkite, Bitrise, CircleCI, Codefresh, Cloudsmith, DevCycle, Flipt,
Algolia, AddSearch, Doofinder, Foursquare, Amadeus, AfterShip, EasyPost, DHL, FedEx,
ClickSend, Clickatell, Esendex, Aircall, Dialpad, DeepL, Crowdin, Airtable, BigQuery,
ClickHouse, Firebolt, Braze, AppLovin, Chartboost, Fyber, Docebo, Edmodo, Breeze,
ChurchSuite, Elvanto, Actionstep, Filevine, Agworld, AgriWebb, Blynk, Datacake, Balena,
EMQX, Exasol, Doppler, Akeyless, Bitwarden, Cribl, Axiom, Ably, Contentful, Directus,
Chargebee, Fastly, Backblaze, Cloudinary, Asana, Calendly, Docusign, Dropbox, CourtListener
and Delhivery).

Looked up with the ``search`` tool (30 vendors searched, corpus ``docs``; 19 pages gave
the format, the source of each is named per case): Bing Maps (``key={BingMapsKey}`` on
``dev.virtualearth.net/REST``), AeroDataBox (RapidAPI and api.market listings,
``AERODATABOX_PROVIDER``), Five9 (Configuration Web Services over HTTP Basic; PSFive9Admin's
``Connect-Five9AdminWebService`` with a PSCredential), Colissimo (``contract_number`` and
``password``, ``COLISSIMO_CONTRACT_NUMBER`` / ``COLISSIMO_PASSWORD``), Donately (a personal
access token as ``Authorization: Bearer``, ``donately-version`` header), FundraiseUp
(``api_key`` in Bruin's connections.yml and ingestr's ``fundraiseup://?api_key=``),
Featureflow (the "Server Environment Api Key" given to ``FeatureflowClient.builder``),
Evergreen (``EvgAuth(user, api_key)``, ``evg-api``), AdMob API (OAuth2 client credentials),
Arkose Labs (``private_key`` and ``session_token`` in the Verify API's JSON body), Didit
(``x-api-key`` on ``verification.didit.me/v3``), Apertium APy (API keys kept in commented
JSON), Bhashini (``userId``, ``ulcaApiKey`` and ``ULCA_API_KEY``), Cirun
(``CIRUN_API_KEY``), Apple MapKit JS (a .p8 private key, key id and team id signing a JWT;
``mapkit.init`` with ``authorizationCallback``), DPD (``GETDPD_API_KEY``; Delivery
Gateway's ``api_key`` and ``tracking_api_key``), Cainiao (a ``logistics_interface`` signed
with a hash key, from a blog's Python port) and Carbon Ads (its ``serve`` code is public:
it went to the innocents). Searched and found nothing of their own: Apitally, Bugsink,
Coroot, Exaroton, Baato, Dexatel, Findologic, Boxtal, Depfu, Doorkeeper (in
``_heldout_secrets41_vendors2.py`` with shapes remembered). Lengths and alphabets the pages
did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
bing maps rest key ¦ Bing Maps REST Services (learn.microsoft.com, Base URL Structure): https://dev.virtualearth.net/REST/v1/...&key={BingMapsKey} (64 characters as remembered) ¦ A{u63} ¦ 2026-12-06 15:14:02,118 WARN geocode: GET https://dev.virtualearth.net/REST/v1/Locations?q=Rua%20Augusta%2012%20Lisboa&maxResults=1&key={t} -> 401 (InvalidCredentials)
bing maps devexpress ¦ DevExpress BingMapDataProvider.BingKey (docs.devexpress.com): a String that stores a Bing Maps key ¦ A{u63} ¦ MainForm.Designer.cs(88,13): bingMapDataProvider1.BingKey = "{t}";\nDevExpress.XtraMap.BingMapDataProvider: The Bing Maps key is invalid or expired.
aerodatabox rapidapi ¦ AeroDataBox on RapidAPI (rapidapi.com/aedbx-aedbx/api/aerodatabox): X-RapidAPI-Key header (msh/jsn layout as remembered) ¦ {h10}msh{h15}p1{h6}jsn{h12} ¦ > GET /flights/number/TP1351/2026-12-06 HTTP/1.1\n> Host: aerodatabox.p.rapidapi.com\n> X-RapidAPI-Key: {t}\n> X-RapidAPI-Host: aerodatabox.p.rapidapi.com\n< HTTP/1.1 403 Forbidden\n{"message":"You are not subscribed to this API."}
aerodatabox api market ¦ subtype-space/subspace-api PR #64: AeroClient PROVIDERS map for api.market and RapidAPI, AERODATABOX_PROVIDER env (api.market key shape assumed) ¦ {A32} ¦ $ cat .env.local\nAERODATABOX_PROVIDER=apimarket\nAERODATABOX_APIMARKET_KEY={t}\nAERODATABOX_TIMEOUT_MS=8000
five9 basic header ¦ Five9 Configuration Web Services (gist Five9-api.md): HTTP Basic Auth with an administrator's credentials, Base64 in the Authorization header ¦ {b44} ¦ POST /wsadmin/v13/AdminWebService HTTP/1.1\nHost: api.five9.eu\nAuthorization: Basic {t}\nSOAPAction: ""\n<- HTTP/1.1 401 Unauthorized
five9 psfive9admin ¦ PSFive9Admin (PowerShell Gallery): $password = 'P@ssword!' | ConvertTo-SecureString -AsPlainText -Force; Connect-Five9AdminWebService -Credential $cred ¦ {p} ¦ PS C:\ops> $password = '{t}' | ConvertTo-SecureString -AsPlainText -Force\nPS C:\ops> Connect-Five9AdminWebService -Credential (New-Object PSCredential 'admin@acme-cc.eu', $password) -DataCenter EU\nConnect-Five9AdminWebService : The remote server returned an error: (401) Unauthorized.
colissimo env ¦ medusa-colissimo (medusajs.com integrations): COLISSIMO_CONTRACT_NUMBER and COLISSIMO_PASSWORD ¦ {p} ¦ $ grep COLISSIMO .env\nCOLISSIMO_CONTRACT_NUMBER=820114\nCOLISSIMO_PASSWORD={t}\n$ pnpm medusa exec ./scripts/label.ts\n[colissimo] generateLabel failed: 201 Identifiant ou mot de passe invalide
colissimo ruby ¦ colissimo_label gem (rubydoc.info): ColissimoLabel.contract_password = ENV['COLISSIMO_PASSWORD'] ¦ {p} ¦ irb(main):002> ColissimoLabel.contract_number = '820114'\nirb(main):003> ColissimoLabel.contract_password = '{t}'\nirb(main):004> ColissimoLabel::GenerateLabel.new(...).perform\nColissimoLabel::InvalidCredentials (code 201)
donately bearer ¦ Donately on Pipedream: Authorization: Bearer ${this.donately.$auth.api_token}; Nango: a personal access token under User Settings -> API Access (shape assumed) ¦ {A40} ¦ $ curl -s https://api.donately.com/v2/people/me -H 'donately-version: 2022-12-15' -H 'Authorization: Bearer {t}'\n{"error":{"type":"unauthorized","message":"Invalid token"}}
donately php session ¦ fiftyandfifty gist (Donately API v1 example): POST https://www.dntly.com/api/v1/sessions.json with email and password ¦ {p} ¦ PHP Warning:  curl_exec(): https://www.dntly.com/api/v1/sessions.json returned 401 for email=ops%40acme-church.org&password={t}& in /var/www/dntly-test.php on line 27
fundraiseup yaml ¦ Bruin docs (FundraiseUp): connections: fundraiseup: - name: ... api_key: "your_api_key" (shape assumed) ¦ {A48} ¦ $ bruin run assets/fundraiseup_donations.asset.yml\nconnections.yml:\n  fundraiseup:\n    - name: "gifts_prod"\n      api_key: "{t}"\nerror: fundraiseup: 401 Unauthorized
fundraiseup ingestr uri ¦ ingestr docs (FundraiseUp): fundraiseup://?api_key=<api_key> ¦ {A48} ¦ $ ingestr ingest --source-uri 'fundraiseup://?api_key={t}' --source-table donations --dest-uri duckdb:///gifts.duckdb --dest-table main.donations\nError: source fundraiseup: HTTP 401 (Bearer token rejected)
featureflow java ¦ featureflow-java-sdk README: String apiKey = "<Your Server Environment Api Key goes here>"; FeatureflowClient.builder(apiKey).build() (srv-env- prefix as remembered) ¦ srv-env-{h32} ¦ 15:14:20.402 [main] ERROR io.featureflow.client.FeatureflowClient - Could not connect with apiKey srv-env-... rejected\n    FeatureflowClient featureflow = FeatureflowClient.builder("{t}").build();
featureflow python ¦ featureflow-python-sdk README: api_key = "<your-javascript-environment-sdk-key>"; Featureflow.init(api_key) (shape assumed) ¦ srv-env-{h32} ¦ Traceback (most recent call last):\n  File "flags.py", line 4, in <module>\n    featureflow = Featureflow.init("{t}")\nfeatureflow.errors.AuthError: 401 from https://app.featureflow.io/api/sdk/v1/features
evergreen yml ¦ evergreen.py (pypi): EvergreenApi.get_api(EvgAuth('david.bradford', '***')); ~/.evergreen.yml holds user and api_key (32 hex as remembered) ¦ {h32} ¦ $ cat ~/.evergreen.yml\nuser: jane.roe\napi_key: {t}\napi_server_host: https://evergreen.acme.dev/api\nui_server_host: https://evergreen.acme.dev
evergreen evgauth ¦ evergreen.py usage: EvgAuth('your.username', '***') ¦ {h32} ¦ >>> api = EvergreenApi.get_api(EvgAuth('jane.roe', '{t}'))\n>>> api.project_by_id('acme-server-main')\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://evergreen.acme.dev/rest/v2/projects/acme-server-main
admob client secret ¦ AdMob API getting started (developers.google.com): OAuth2 desktop or web app credentials; GOCSPX- prefix as remembered ¦ GOCSPX-{u28} ¦ $ cat client_secrets.json\n{"installed":{"client_id":"118030552904-k3v1n8c2dq.apps.googleusercontent.com","project_id":"admob-reports-41","client_secret":"{t}","redirect_uris":["http://localhost"]}}
arkose verify body ¦ Arkose Labs Verify API (developer.arkoselabs.com): POST /api/v4/verify/ with your private key and the session token in a JSON body (UUID-shaped key as remembered) ¦ {H8}-{H4}-{H4}-{H4}-{H12} ¦ POST https://acme-verify.arkoselabs.com/api/v4/verify/ 400\nrequest body: {"private_key": "{t}", "session_token": "72917e6b1c5a3f0e4.1840362905"}\nresponse: {"error": "DENIED ACCESS", "verified": false}
arkose env ¦ Arkose Bot Manager quickstart: a Public and Private Key Pair per workflow from Settings > Keys ¦ {H8}-{H4}-{H4}-{H4}-{H12} ¦ # k8s/secret-arkose.yaml (rendered)\nstringData:\n  ARKOSE_PUBLIC_KEY: 2CB16598-CB82-4CF7-B332-5990DB66F3AB\n  ARKOSE_PRIVATE_KEY: {t}
didit x api key ¦ Didit API authentication (docs.didit.me): x-api-key: YOUR_API_KEY on https://verification.didit.me/v3/session/ (shape assumed) ¦ {u43} ¦ $ curl --request POST --url https://verification.didit.me/v3/session/ --header 'x-api-key: {t}' --data '{"workflow_id":"8f2e","vendor_data":"user-18"}'\n{"detail":"Invalid API key"}
didit webhook secret ¦ Didit full flow: Webhook Secret Key, used to verify HMAC signatures (shape assumed) ¦ {u43} ¦ didit-webhooks  | 2026-12-06T15:14:33Z WARN signature mismatch; DIDIT_WEBHOOK_SECRET={t} (len 43) does not match X-Signature
apertium apy keys ¦ Apertium APy (pypi apertium-apy): commentjson allows to keep API keys in commented json (file shape assumed) ¦ {h40} ¦ $ cat /etc/apertium-apy/api-keys.json\n// keys for the translation proxy\n{\n  "keys": [\n    "{t}" // mediawiki CX\n  ]\n}
bhashini env ¦ sb_translate README: add userId, ulcaApiKey, AuthorizationToken; pvanand speech_api.py: ULCA_USER_ID, ULCA_API_KEY (shape assumed) ¦ {h32} ¦ $ grep ULCA .env\nULCA_USER_ID=6f2d1b8a90c34e7f8a1b2c3d4e5f6071\nULCA_API_KEY={t}
bhashini angular ¦ sb_translate README: environment with apiKey, userId and authorizationToken (shape assumed) ¦ {u64} ¦ src/environments/environment.ts\n  production: false,\n  apiKey: '529a1d0c3e',\n  userId: '6f2d1b8a90c34e7f8a1b2c3d4e5f6071',\n  authorizationToken: '{t}',
cirun env ¦ cirun (pypi): Create an API key from https://cirun.io/admin/api and export CIRUN_API_KEY (shape assumed) ¦ {A40} ¦ $ CIRUN_API_KEY={t} cirun repo list\nError: 401 Client Error: Unauthorized for url: https://api.cirun.io/api/v1/repo
mapkit p8 key ¦ Apple: Create a Maps identifier and private key (a .p8 with MapKit JS enabled); mapkit-token readFileSync('AuthKey_B1B1B1B1B1.p8') ¦ {b44} ¦ $ cat AuthKey_7QX2M9RB4K.p8\n-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{t}\n-----END PRIVATE KEY-----
mapkit jwt ¦ AppleCoding-MapKitJS README: mapkit.init({ authorizationCallback: function(done) { done("TOKEN") } }) (ES256 JWT with kid) ¦ eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjdRWDJNOVJCNEsifQ.{u88}.{u86} ¦ webapp.js:10  mapkit.init({ authorizationCallback: function(done) { done("{t}"); } });\n[MapKit] Initialization failed because the authorization token is invalid.
dpd getdpd key ¦ dpd_client (hex.pm): GETDPD_USERNAME, GETDPD_API_KEY and GETDPD_STORE_ID; the key on your DPD profile page (shape assumed) ¦ {h40} ¦ $ GETDPD_USERNAME=acme GETDPD_API_KEY={t} GETDPD_STORE_ID=4411 mix test\n** (DpdClient.Error) 401: invalid api key
dpd gateway tracking key ¦ Delivery Gateway provider reference: DPD needs api_key, tracking_api_key, bu_code, customer_id (shape assumed) ¦ {A36} ¦ | provider | field            | value |\n| dpd      | api_key          | dpd-1 |\n| dpd      | tracking_api_key | {t} |\n| dpd      | bu_code          | 021   |
cainiao hash key ¦ CSDN blog (CaiNiaoSign in Python): hash_key salt appended to logistics_interface, md5 then base64 (shape assumed) ¦ {A19} ¦ File "cainiao_sign.py", line 6, in CaiNiaoSign\n    hash_key = '{t}'  # salt string\nValueError: data_digest mismatch for logistics_interface (expected b'x1aZ...')
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
