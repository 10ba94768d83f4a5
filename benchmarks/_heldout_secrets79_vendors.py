"""Held-out set 79: vendors no earlier set named, each looked up with the ``search`` tool —
health and wellness apps, telehealth, pharmacy and e-prescribing outside FHIR, clinical
trials, lab and diagnostics, and biotech.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Terra, Junction, Vital, Fitbit, Oura, Whoop, Withings, Garmin, Strava, Polar, Dexcom, Validic,
Rook, Spike, Sahha, Suunto, Coros, Wahoo, Nutritionix, Edamam, Spoonacular, Healthie, Canvas
Medical, Elation, DrChrono, athenahealth, Akute, Metriport, Redox, Particle Health, Health
Gorilla, DoseSpot, Surescripts, ScriptSure, Truepill, Photon Health, NewCrop, REDCap, Castor,
Benchling, LabKey, Labguru, Quartzy, eLabFTW, Scispot, BaseSpace, DNAnexus, Seven Bridges,
Latch, Dotmatics, Twist, Addgene, Labstep, SciNote, Illumina, EPI2ME, Synapse, RSpace,
Flywheel, XNAT, Orthanc, NexHealth, Medplum, Epic, Cerner, Tidepool, Nightscout, Infermedica,
Doctolib, Cliniko, Tebra, Kareo, ModMed, SimplePractice, Zus, Helium, Yoti and HotDoc).

Looked up with the ``search`` tool (24 searches naming 26 vendors; 19 of them gave the format
or the shape, and the answers named 7 more vendors whose pages gave theirs; the source of
each is named per case): fatsecret Platform (OAuth 2.0 Client ID and Client Secret traded at
``oauth.fatsecret.com/connect/token``; OAuth 1.0 Consumer Key and Shared Secret), Passio
Nutrition AI (``configure(licenseKey)``, a ``subscription_key``), GoodRx (``api_key`` in the
query string and a ``sig`` made with the secret key by HMAC-SHA256, base64 with ``+`` and
``/`` made ``_``), Medidata Rave Web Services (``RwsConnection(subdomain, username,
password)``), Veeva Vault (``POST /api/vNN/auth`` then the session id in ``Authorization``
or ``?auth=``), OpenClinica (``/user-service/api/oauth/token`` then Bearer), CDD Vault
(``VaultClient(vault_id, api_token)``, the token sent in a header), Strateos/Transcriptic
(``X-User-Email`` and ``X-User-Token``, ``~/.transcriptic``), Arvados
(``ARVADOS_API_TOKEN``, 50 lower-case letters and digits, ``~/.config/arvados/settings.conf``),
Basepair (``X-Basepair-Username``/``X-Basepair-Api-Key``, ``?username=&api_key=``, a JSON
config), Nabla Core API (an OAuth client UUID and an RSA private key signing the client
assertion), LibreLinkUp (``/llu/auth/login`` with e-mail and password, a JWT back, the
``Account-Id`` header the SHA-256 of the user id), iHealth Open API (``client_id``,
``client_secret``, ``access_token``, ``sc`` and ``sv`` in the query string), Altibbi
(``AltibbiService.init(token:, baseUrl:)``), Oystehr (M2M client id and secret,
``project-api.zapehr.com``), WENO Exchange (a Partner ID and the MD5 of the partner password
in the headers of each Rx message), MeetingDoctors (``apiKey`` and ``secretKey`` headers),
Practo (``client_id`` and ``token``), Medable Cortex (``api.dev.medable.com/{org}/v2``, an
App's API key), and from the answers RXNT (``AuthenticateUser`` returning a Token and a
Signature), Vim (``/oauth/token`` with client credentials), Oracle Clinical One (client id
and secret, a token valid ten minutes), PracticeHub (``x-practicehub-key``), Medblocks
(``mb_sk_live_``/``mb_sk_sbx_``), Jade Diabetes (a 40-character login token in the query)
and Everly Health (``secure.everlywell.com/oauth2/token``, a password grant). Thryve, VSee,
Viedoc, Runalyze, Halodoc, Tempus and Glooko gave no format page; they are in
``_heldout_secrets79_vendors2.py`` as remembered. Lengths and alphabets not on a page are
remembered (said per case).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
fatsecret token curl ¦ fatsecret OAuth 2.0 client credentials (search: platform.fatsecret.com docs/guides/authentication/oauth2; 32 hex remembered) ¦ {h32} ¦ $ curl -u 3f1c9a0e7b2d4c6f8a1e5b3d7c9f0a2e:{t} -d "grant_type=client_credentials&scope=basic barcode" https://oauth.fatsecret.com/connect/token\n{"error":"invalid_client"}
fatsecret env ¦ fatsecret MCP server env FATSECRET_CLIENT_SECRET (search: glama.ai fatsecret-mcp-source) ¦ {h32} ¦ FATSECRET_CLIENT_ID=8c2e41b7d90a4f3e9b6c1d5a7e0f2b84\nFATSECRET_CLIENT_SECRET={t}\nFATSECRET_CONSUMER_SECRET=
fatsecret js ¦ fatsecret.js Client credentials (search: npmjs.com fatsecret.js) ¦ {h32} ¦ const client = new FatSecret.Client({\n  credentials: {\n    clientId: '8c2e41b7d90a4f3e9b6c1d5a7e0f2b84',\n    clientSecret: '{t}',\n    scope: ['premier', 'barcode'],\n  },\n});
passio kotlin ¦ Passio Nutrition AI Android SDK configure(licenseKey) (search: github Passiolife Android SDK releases; key shape remembered) ¦ {A30} ¦ val config = PassioConfiguration(applicationContext, "{t}")\nPassioSDK.instance.configure(config) { status -> Log.d("Passio", status.mode.name) }\nD/Passio: notReady (licenseKeyInvalid)
passio langchain ¦ langchain NutritionAIAPI with a Passio subscription key (search: reference.langchain.com passio_nutrition_ai) ¦ {A30} ¦ >>> NutritionAIAPI(nutritionai_subscription_key="{t}", nutritionai_api_url="https://api.passiolife.com/v2/products/napi/food/search/advanced")\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden
goodrx sig ¦ GoodRx API request signed with the secret key, sig in the URL (search: goodrx.com developer/documentation) ¦ {u43}_ ¦ GET https://api.goodrx.com/low-price?name=metformin&form=tablet&api_key=a91c03f7e2&sig={t}\n{"errors":[{"message":"Invalid signature"}],"success":false}
goodrx secret py ¦ GoodRx signing in Python, SECRET_KEY beside the api key ¦ {b32} ¦ GOODRX_API_KEY = "a91c03f7e2"\nGOODRX_SECRET_KEY = "{t}"\nsignature = hmac.new(GOODRX_SECRET_KEY.encode("utf-8"), msg=query.encode("utf-8"), digestmod=hashlib.sha256).digest()
goodrx php ¦ GoodRx signing in PHP, hash_hmac with the secret (search: 52zhanxing GoodRx PHP) ¦ {b32} ¦ PHP Warning: Undefined variable $query_string in /var/www/rx/price.php on line 14\n$hash = hash_hmac('sha256', $query_string, '{t}');
medidata net ¦ Medidata.RWS.NET RwsConnection(subdomain, username, password) (search: github mskcc Medidata.RWS.NET getting_started) ¦ {p} ¦ var connection = new RwsConnection("acme-pharma", "svc_rws_etl", "{t}");\nMedidata.RWS.NET.Core.Exceptions.RWSException: Authorization Header not provided or invalid
medidata rwslib ¦ rwslib RWSConnection in a Python ETL ¦ {p} ¦ rave = RWSConnection('acme-pharma', 'svc_rws_etl', '{t}')\nrwslib.rws_requests.RWSException: IncorrectUsernameOrPassword
veeva session header ¦ Veeva Vault session id in Authorization (search: developer.veevavault.com api; upper hex session id as in the docs' example) ¦ {H70} ¦ $ curl -X GET -H "Authorization: {t}" https://acme-clinical.veevavault.com/api/v24.3/objects/documents\n{"responseStatus":"FAILURE","errors":[{"type":"INVALID_SESSION_ID","message":"Invalid or expired session ID."}]}
veeva auth query ¦ Veeva Vault ?auth= parameter instead of the header ¦ {H70} ¦ 2026-12-07 15:02:11 WARN  vault-sync GET https://acme-clinical.veevavault.com/api/v24.3/objects/documents?auth={t}&limit=200 -> 401
veeva auth response ¦ Veeva Vault /auth response with the sessionId ¦ {H70} ¦ {"responseStatus":"SUCCESS","sessionId":"{t}","userId":61024,"vaultIds":[{"id":4412,"name":"ACME eTMF","url":"https://acme-clinical.veevavault.com/api"}],"vaultId":4412}
openclinica token ¦ OpenClinica 4 user-service OAuth token (search: api-evangelist openclinica authentication) ¦ eyJhbGciOiJSUzI1NiJ9.{u140}.{u86} ¦ $ curl -s -d 'grant_type=password&username=dm_lead&password=…' https://acme.build.openclinica.io/user-service/api/oauth/token\n{"access_token":"{t}","token_type":"bearer","expires_in":300}
openclinica bearer ¦ OpenClinica REST call with the Bearer token ¦ eyJhbGciOiJSUzI1NiJ9.{u130}.{u86} ¦ > GET /OpenClinica/pages/auth/api/clinicaldata/json/view/S_ACME01/*/*/*?includeDNs=n\n> Authorization: Bearer {t}\n< HTTP/1.1 403 Forbidden
cdd vault python ¦ CDD Vault VaultClient(vault id, API token) (search: pypi cdd-python-sdk; token shape remembered) ¦ {b44} ¦ >>> vault = VaultClient(4598, "{t}")\n>>> vault.getProjects()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://app.collaborativedrug.com/api/v1/vaults/4598/projects
cdd vault header ¦ CDD Vault API token header in a curl ¦ {b44} ¦ curl -H "X-CDD-Token: {t}" "https://app.collaborativedrug.com/api/v1/vaults/4598/molecules?names=ACME-0042"
strateos headers ¦ Strateos (Transcriptic) X-User-Email and X-User-Token headers (search: api-evangelist transcriptic llms) ¦ {u20} ¦ http GET https://secure.strateos.com/acme-bio/runs X-User-Email:robot@acme.bio X-User-Token:{t}\nHTTP/1.1 401 Unauthorized
strateos config ¦ Strateos CLI ~/.transcriptic config written by transcriptic login (search: api-evangelist strateos cli) ¦ {u20} ¦ $ cat ~/.transcriptic\n{"email": "robot@acme.bio", "token": "{t}", "organization_id": "acme-bio", "api_root": "https://secure.strateos.com"}
arvados env ¦ Arvados ARVADOS_API_TOKEN (search: doc.arvados.org user/reference/api-tokens) ¦ {l50} ¦ HISTIGNORE=$HISTIGNORE:'export ARVADOS_API_TOKEN=*'\nexport ARVADOS_API_TOKEN={t}\nexport ARVADOS_API_HOST=x7q2p.arvadosapi.com
arvados v2 ¦ Arvados v2 token, uuid and secret, in settings.conf ¦ v2/x7q2p-gj3su-0k4d8s2n5w1r9t3/{l50} ¦ $ cat ~/.config/arvados/settings.conf\nARVADOS_API_HOST=x7q2p.arvadosapi.com\nARVADOS_API_TOKEN={t}
basepair json ¦ Basepair CLI JSON config, api_v3 key (search: pypi basepair 3.7.3; 40 hex remembered) ¦ {h40} ¦ {\n  "api_v3": {\n    "host": "app.basepairtech.com",\n    "prefix": "/api/v3/",\n    "ssl": true,\n    "username": "seq-core@acme.bio",\n    "key": "{t}"\n  }\n}
basepair query ¦ Basepair legacy querystring auth ¦ {h40} ¦ urllib.error.HTTPError: HTTP Error 403: Forbidden (GET https://app.basepairtech.com/api/v3/analyses?username=seq-core%40acme.bio&api_key={t}&limit=50)
nabla pem ¦ Nabla Core API server OAuth client, its RSA private key (search: docs.unified.to integrations nabla; Canvas nabla README) ¦ {b64} ¦ NABLA_OAUTH_CLIENT_ID=6d2c1e90-4b7a-4f3e-a5d8-0c9b2e7f1a34\nJWK_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{t}\\n-----END PRIVATE KEY-----"
nabla access ¦ Nabla server API access token in a debug log ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u86} ¦ DEBUG nabla.client POST https://us.api.nabla.com/v1/core/server/oauth/token 200\nDEBUG nabla.client token={t} expires_in=3600
librelinkup login ¦ LibreLinkUp /llu/auth/login body (search: gist khskekec LibreLinkUp HTTP dump) ¦ {p} ¦ POST https://api-eu.libreview.io/llu/auth/login\nproduct: llu.android\nversion: 4.16.0\n{"email":"amara.k@example.ng","password":"{t}"}
librelinkup ticket ¦ LibreLinkUp authTicket token in the login response ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u150}.{u43} ¦ {"status":0,"data":{"user":{"id":"3f2a91c4-7b0e-4d18-9c65-2e8a1f0b7d43","country":"NG"},"authTicket":{"token":"{t}","expires":1812345678,"duration":15552000000}}}
ihealth url ¦ iHealth Open API v2 data URL with client_secret in the query (search: pub.dev ihealth IHealthDataUrl) ¦ {h32} ¦ GET https://api.ihealthlabs.com:8443/openapiv2/user/6f0e95409e2b4c7d/bp.json/?client_id=2a7c9e41b03d4f58a6e1c7b9d0f3e25a&client_secret={t}&redirect_uri=https://bp.acme.health&access_token=…&page_index=2&sc=7e1d&sv=9b3a
ihealth omniauth ¦ omniauth-ihealth provider with key and secret (search: ruby-toolbox omniauth-ihealth) ¦ {h32} ¦ provider :ihealth, "2a7c9e41b03d4f58a6e1c7b9d0f3e25a", "{t}", scope: "OpenApiUserInfo OpenApiBP"
altibbi init ¦ Altibbi Flutter SDK AltibbiService.init(token:) (search: pub.dev altibbi; token shape remembered) ¦ {A40} ¦ AltibbiService.init(\n  token: "{t}",\n  baseUrl: "https://acme.altibbi.com",\n  language: 'ar',\n);
altibbi error ¦ Altibbi API call failing, the token echoed in a Dart exception ¦ {A40} ¦ Unhandled Exception: Exception: 401 Unauthorized — headers: {authorization: Bearer {t}, accept-language: ar}
oystehr m2m ¦ Oystehr M2M client secret (search: unpkg @oystehr/sdk m2m.ts; secret shape remembered) ¦ {u64} ¦ OYSTEHR_M2M_CLIENT_ID=Vr3kQ9x1LmZ8aT2c\nOYSTEHR_M2M_CLIENT_SECRET={t}\nOYSTEHR_PROJECT_ID=0c8e4a7f-2d1b-4e93-a6f5-91b7c3d2e8a0
oystehr rotate ¦ Oystehr m2m rotate-secret response ¦ {u64} ¦ HTTP 200 POST https://project-api.zapehr.com/v1/m2m/5e1a.../rotate-secret\n{"secret":"{t}"}
weno headers ¦ WENO Exchange Rx message header, partner id and the MD5 of the partner password (search: wenoexchange.com switch-documentation) ¦ {h32} ¦ <Header>\n  <To Qualifier="P">1234567</To>\n  <From Qualifier="C">WENOPARTNER-4471</From>\n  <Security><UsernameToken><Username>WENOPARTNER-4471</Username><Password Type="PasswordDigest">{t}</Password></UsernameToken></Security>
weno php ¦ WENO Exchange download script with the hashed partner password ¦ {h32} ¦ $weno_partner_id = 'WENOPARTNER-4471';\n$weno_md5_password = '{t}';\n// curl error 403: IP not whitelisted
meetingdoctors headers ¦ MeetingDoctors S2S apiKey and secretKey headers (search: developer.meetingdoctors.com api/s2s/introduction; secret shape remembered) ¦ {A48} ¦ curl -X POST https://api.meetingdoctors.com/s2s/v1/users -H "apiKey: md-int-4412" -H "secretKey: {t}" -H "Content-Type: application/json" -d '{"reference":"u-8812"}'\n401 Authentication failure
meetingdoctors yaml ¦ MeetingDoctors credentials in a Spring application.yml ¦ {A48} ¦ meetingdoctors:\n  api-key: md-int-4412\n  secret-key: {t}\n  base-url: https://api.meetingdoctors.com/s2s
practo client ¦ practo-api-client new Practo({ client_id, token }) (search: socket.dev practo-api-client) ¦ {h40} ¦ var pClient = new Practo({\n  host: "https://api.practo.com",\n  client_id: "pr-8817",\n  token: "{t}"\n});
medable secret ¦ Medable Cortex App API key and its signing secret in a dev org (search: api-evangelist medable sandbox; header names remembered) ¦ {A64} ¦ MEDABLE_ORG=acmetrials\nMEDABLE_API_KEY=Qm7bXv2kLp9dRt4sWy1zNe\nMEDABLE_API_SECRET={t}\nMEDABLE_ENDPOINT=https://api.dev.medable.com/acmetrials/v2
medable mdctl ¦ mdctl credentials add with a password ¦ {p} ¦ $ mdctl credentials add --type password --env api.dev.medable.com/acmetrials --username study.builder@acme.io --password '{t}'\nerror: kInvalidCredentials
rxnt auth ¦ RXNT AuthenticateUser response, Token and Signature (search: api-evangelist rxnt authentication) ¦ {b88} ¦ {"Token":"{t}","Signature":"c2lnLjQ0MTI=","DoctorCompanyId":4412,"TokenExpiryDate":"2026-12-07T16:30:00"}
vim token ¦ Vim /oauth/token with client credentials (search: api-evangelist vim authentication openapi) ¦ {A48} ¦ requests.post("https://api.getvim.com/v1/oauth/token", json={"client_id": "vim-acme-clinic", "client_secret": "{t}", "grant_type": "client_credentials"})\n→ 401 {"code":"UNAUTHORIZED"}
clinical one token ¦ Oracle Clinical One client id and secret in a curl for a token (search: docs.oracle.com clinical-one get-token-auth) ¦ {A36} ¦ curl -s -X POST -u "c1-acme-etl:{t}" -d "grant_type=client_credentials&scope=urn:opc:idm:__myscopes__" https://idcs-acme.identity.oraclecloud.com/oauth2/v1/token
practicehub key ¦ PracticeHub x-practicehub-key header (search: developers.practicehub.io guide/authentication; key shape remembered) ¦ {A40} ¦ GET https://api.practicehub.io/v1/clients?page=2\nx-practicehub-key: {t}\nx-app-details: bookingsync=ops@acme.clinic
medblocks live ¦ Medblocks API key mb_sk_live_ (search: api-evangelist medblocks authentication) ¦ mb_sk_live_{A40} ¦ claude mcp add medblocks https://app.medblocks.com/mcp --header "Authorization: Bearer {t}"
medblocks sandbox ¦ Medblocks sandbox key mb_sk_sbx_ in a .env ¦ mb_sk_sbx_{A40} ¦ MEDBLOCKS_API_KEY={t}\nMEDBLOCKS_WORKSPACE=acme-sandbox
jade diabetes token ¦ Jade Diabetes login token (varchar 40) in the query (search: api-evangelist manage-bgl authentication) ¦ {h40} ¦ GET https://app.jadediabetes.com/api/1.0/readings?token={t}&from=2026-12-01 → {"status":"error","message":"token expired"}
everly password grant ¦ Everly Health password grant at secure.everlywell.com (search: api-evangelist everly-health scopes) ¦ {p} ¦ $ http -f POST https://secure.everlywell.com/oauth2/token grant_type=password username=lab-ops@acme.io password='{t}' scope=public\nHTTP/1.1 401 Unauthorized
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="keyerror"),
    ]
