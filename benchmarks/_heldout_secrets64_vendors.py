"""Held-out set 64: vendors no earlier set named, each looked up with the ``search`` tool —
education and LMS, healthcare (FHIR servers, clearinghouses, e-prescribing), government
identity and open banking, and travel (tours marketplaces, hotel wholesalers, rail data).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Canvas, Moodle, Blackboard, Brightspace, Schoology, Clever, ClassLink, Kahoot, Ellucian,
PowerSchool, Edlink, Thinkific, Teachable, Kajabi, LearnWorlds, Docebo, TalentLMS, Udemy,
Quizlet, Turnitin, Epic, Cerner, athenahealth, DrChrono, Elation, Healthie, Redox, Health
Gorilla, 1upHealth, Medplum, Smile CDR, HAPI, Mirth, Metriport, Validic, Availity, pVerify,
GOV.UK Notify, Plaid, TrueLayer, Yapily, Tink, Nordigen, Belvo, Finicity, Basiq, Brankas,
Tarabut, Amadeus, Sabre, Travelport, Duffel, Kiwi, Hotelbeds, Expedia, SiteMinder, Cloudbeds,
Channex, Mews, Apaleo, Guesty, Beds24, OAG, Cirium, FlightAware, Travelpayouts).

Looked up with the ``search`` tool (corpus ``docs``; 30 vendors searched, 26 pages gave the
format or where the credential goes, the source of each named per case): Stedi (an API key in
``Authorization``, test and production keys), Photon Health (client credentials at
``auth.photon.health/oauth/token``, a bearer JWT), Aidbox (``CLIENT_ID``/``CLIENT_SECRET`` in
``@aidbox/client-sdk-js``, Basic auth), DoseSpot (``clinic_id``/``clinic_key`` and an
``Ocp-Apim-Subscription-Key``), Candid Health (``client_id``/``client_secret`` for
``/api/auth/v2/token``), Ribbon Health (``Authorization: Bearer`` customer token), Particle
Health (client credentials, JWT bearer), CMS Blue Button 2.0 (``cms-bluebutton-sdk``
``client_id``/``client_secret``), Gradescope (``Gradescope(username, password)`` and a
``config.yaml``), Piazza (``user.login`` with ``email`` and ``pass``), Coursera
(``SOCIAL_AUTH_COURSERA_KEY``/``_SECRET``), Duolingo (``DUOLINGO_JWT``, the ``jwt_token``
cookie), Open Bank Project (``Authorization: DirectLogin username=, password=,
consumer_key=``, then ``DirectLogin token=``), Fintecture (``app_id``, ``app_secret``,
``private_key``), Enable Banking (``ENABLE_BANKING_APPLICATION_ID`` and a PEM private key),
Moneyhub (``client_secret_basic``), Fiskil (``client_id``/``client_secret`` for
``/v1/token``), Finverse (``setAccessToken``), Accela (``x-accela-appid`` with an app secret
at ``auth.accela.com/oauth2/token``), Realtime Trains (API auth credentials ``rttapi_``
username and a hex password), Viator (``exp-api-key`` header), GetYourGuide
(``X-ACCESS-TOKEN``), Tiqets (``TIQETS_API_KEY``), RateHawk (Basic auth, key id and a UUID
key), OwnerRez (account email and a personal access token) and Rentals United (access and
secret keys). Flexpa, Echo360, ID.me and Distribusion gave no format page; they are not used.
Lengths and alphabets the pages did not give are remembered and said so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
stedi curl eligibility ¦ Stedi API key in Authorization (search: stedi.com/docs/api-reference; alphabet remembered) ¦ {A40} ¦ $ curl -s https://healthcare.us.stedi.com/2024-04-01/change/medicalnetwork/eligibility/v3 -H "Authorization: {t}" -H "Content-Type: application/json" -d @270.json\n{"errors":[{"code":"401","description":"Unauthorized"}]}
stedi env test ¦ Stedi test API key in a .env (search: stedi.com/docs/healthcare/build-with-ai) ¦ test_{A36} ¦ STEDI_API_KEY={t}\nSTEDI_TEST_MODE=true\nPAYER_ID=60054
photon token response ¦ Photon Health client credentials at auth.photon.health (search: api-evangelist photon authentication) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u140}.{u86} ¦ POST https://auth.neutron.health/oauth/token 200\n{"access_token":"{t}","scope":"read:patient write:order","expires_in":86400,"token_type":"Bearer"}
photon client secret ¦ Photon Health client_credentials request body, client_secret ¦ {u64} ¦ DEBUG photon.auth POST /oauth/token body={"client_id":"q7Vb2XnP0aLk","client_secret":"{t}","audience":"https://api.neutron.health","grant_type":"client_credentials"}
aidbox sdk ¦ Aidbox client-sdk-js credentials (search: npm @aidbox/client-sdk-js) ¦ {A32} ¦ const credentials = {\n  URL: 'https://ehr.clinic.local',\n  CLIENT_ID: 'intake-portal',\n  CLIENT_SECRET: '{t}',\n  AUTH_MODE: 0,\n};
aidbox basic ¦ Aidbox Basic auth for a client, curl -u ¦ {A32} ¦ $ curl -u billing-sync:{t} https://ehr.clinic.local/fhir/Patient?_count=1\n{"resourceType":"OperationOutcome","issue":[{"severity":"fatal","code":"security"}]}
dosespot healthie ¦ DoseSpot clinic key in Healthie's createDosespot input (search: docs.gethealthie.com createdosespotinput; length remembered) ¦ {A32} ¦ mutation { addDosespot(input: {clinic_id: "208114", clinic_key: "{t}", dosespot_user_id: "431902", user_id: "88", is_clinic_admin: true}) { messages { field message } } }
dosespot apim ¦ DoseSpot Ocp-Apim-Subscription-Key header (search: api-evangelist dosespot overlay) ¦ {h32} ¦ > GET /webapi/v2/api/pharmacies/search?zip=10027 HTTP/1.1\n> Host: my.staging.dosespot.com\n> Ocp-Apim-Subscription-Key: {t}\n< HTTP/1.1 401 Access Denied
candid python ¦ Candid Health CandidApiClient(client_id, client_secret) (search: pypi candidhealth) ¦ {A48} ¦ client = CandidApiClient(\n    client_id="cand_cl_4Qm9",\n    client_secret="{t}",\n)\ncandid.core.api_error.ApiError: status_code: 401
candid token ¦ Candid Health /api/auth/v2/token response ¦ eyJhbGciOiJIUzI1NiJ9.{u90}.{u43} ¦ {"access_token":"{t}","expires_in":18000,"token_type":"Bearer"}
ribbon bearer ¦ Ribbon Health (H1) customer token as Bearer (search: api-evangelist ribbon-health conventions) ¦ {A40} ¦ GET https://api.ribbonhealth.com/v1/custom/providers?npis=1467560003\nAuthorization: Bearer {t}\n→ 403 {"error":{"status":403,"message":"Invalid token"}}
particle secret ¦ Particle Health client credentials, JWT bearer (search: api-evangelist particle-health spectral; secret length remembered) ¦ {u48} ¦ PARTICLE_CLIENT_ID=b1f4e0c2-77aa-4f3c-9e2d-01c3d5e7f9ab\nPARTICLE_CLIENT_SECRET={t}\nPARTICLE_SCOPE=projects/c41e
bluebutton sdk json ¦ CMS Blue Button 2.0 Python SDK config (search: pypi cms-bluebutton-sdk; length remembered) ¦ {A128} ¦ {\n  "environment": "SANDBOX",\n  "client_id": "aBcD9xYz01PqRs",\n  "client_secret": "{t}",\n  "callback_url": "https://localhost:3000/api/bluebutton/callback/",\n  "version": 2\n}
bluebutton angular ¦ Blue Button sample client, urlSearchParams client_secret (search: github cmsgov bluebutton-sample-client-angular) ¦ {A128} ¦ urlSearchParams.set('client_id', 'aBcD9xYz01PqRs');\nurlSearchParams.set('client_secret', '{t}');
gradescope python ¦ gradescope-tool Gradescope(username, password) (search: pypi gradescope-tool) ¦ {p} ¦ >>> gs = Gradescope('ta.hoang@univ.edu', '{t}')\nrequests.exceptions.HTTPError: 422 Client Error: Unprocessable Entity for url: https://www.gradescope.com/login
gradescope yaml ¦ gradescope package config.yaml (search: pypi gradescope) ¦ {p} ¦ gradescope:\n  username: "ta.hoang@univ.edu" # credentials for https://gradescope.com\n  password: "{t}"
piazza rpc ¦ Piazza internal API user.login body (search: gist alexjlockwood Piazza) ¦ {p} ¦ POST https://piazza.com/logic/api?method=user.login\n{"method":"user.login","params":{"email":"mod@cs.univ.edu","pass":"{t}"}}\n← {"result":null,"error":"Email or password incorrect"}
coursera django ¦ python-social-auth Coursera backend settings (search: python-social-auth coursera; length remembered) ¦ {A22} ¦ SOCIAL_AUTH_COURSERA_KEY = 'cOuRs3raCl1ent'\nSOCIAL_AUTH_COURSERA_SECRET = '{t}'
duolingo env ¦ Duolingo DUOLINGO_JWT in the CLI config (search: glama.ai udondan duolingo) ¦ eyJhbGciOiJIUzI1NiJ9.{u100}.{u43} ¦ $ cat ~/.config/duolingo/config\nDUOLINGO_USERNAME=yuki_learns\nDUOLINGO_JWT={t}
duolingo compose ¦ duolingo-api-dockerized DUO_JWT (search: github marvinscham duolingo-api-dockerized) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ environment:\n  - TIMEZONE=Asia/Tokyo\n  - DUO_USERNAME=yuki_learns\n  - DUO_JWT={t}
obp directlogin ¦ Open Bank Project DirectLogin header (search: github OpenBankProject OBP-API wiki Direct-Login) ¦ {p} ¦ POST /my/logins/direct HTTP/1.1\nAuthorization: DirectLogin username="ana.ruiz", password="{t}", consumer_key="kq3ztm0wv8rbxh2p5dn7c1jy4fl6gs9ae0ouiq2w"\nContent-Type: application/json
obp consumer key ¦ Open Bank Project consumer key in a Node sample (search: pastebin OBP express sample) ¦ {l40} ¦ var _openbankConsumerKey = "{t}";\nvar _openbankConsumerSecret = "…";
obp token ¦ Open Bank Project DirectLogin token in a later call ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u60}.{u43} ¦ PUT /obp/v5.1.0/banks/gh.29.uk/accounts/acc-7 HTTP/1.1\nAuthorization: DirectLogin token="{t}"
fintecture env ¦ Fintecture .env, app_secret (search: github Fintecture sample-ror) ¦ {uuid} ¦ fintecture_app_id="6d1f0b77-2a9c-4e31-8b5d-3c0f9e1a2b44"\nfintecture_app_secret="{t}"\nredirect_url="http://localhost:3000/callback"
fintecture python ¦ Fintecture python library, fintecture.app_secret (search: pypi fintecture) ¦ {uuid} ¦ fintecture.app_id = "6d1f0b77-2a9c-4e31-8b5d-3c0f9e1a2b44"\nfintecture.app_secret = "{t}"\nfintecture.error.AuthenticationError: invalid_client
enablebanking pem ¦ Enable Banking application private key (search: enablebanking.com docs quick-start, glama budget-mcp) ¦ MIIEvQIBADANBgkqhkiG9w0BAQEFAASC{b160} ¦ ENABLE_BANKING_APPLICATION_ID=aaf2c4e1-0b5d-4c3a-9e7f-12ab34cd56ef\nENABLE_BANKING_PRIVATE_KEY_PEM="-----BEGIN PRIVATE KEY-----\\n{t}\\n-----END PRIVATE KEY-----"
moneyhub config ¦ Moneyhub API client config, client_secret_basic (search: npm @mft/moneyhub-api-client; length remembered) ¦ {u43} ¦ client: {\n  client_id: "7f1e3a2b-…",\n  client_secret: "{t}",\n  token_endpoint_auth_method: "client_secret_basic",\n  redirect_uri: "https://app.local/cb",\n}
fiskil token ¦ Fiskil /v1/token client credentials (search: api-evangelist fiskil authentication; length remembered) ¦ {A64} ¦ $ http POST https://api.fiskil.com/v1/token client_id=fsk_cl_91a client_secret={t}\nHTTP/1.1 401 Unauthorized
finverse php ¦ Finverse PHP SDK setAccessToken (search: packagist rewards-wise finverse-sdk-php) ¦ {A56} ¦ $config = FinversePhp\Configuration::getDefaultConfiguration()->setAccessToken('{t}');
accela token ¦ Accela Construct token request, app secret with x-accela-appid (search: api-evangelist accela authentication; secret length remembered) ¦ {h32} ¦ POST https://auth.accela.com/oauth2/token\nx-accela-appid: 637210945781234567\nContent-Type: application/x-www-form-urlencoded\n\nclient_id=637210945781234567&client_secret={t}&grant_type=password&username=permits&password=…&scope=records&agency_name=SPRINGFIELD&environment=PROD
rtt python ¦ Realtime Trains API auth credentials (search: pypi rttapi) ¦ {h40} ¦ >>> api = RttApi('rttapi_signalbox', '{t}')\n>>> api.search_station_departures('CLJ')\nrttapi.exceptions.AuthError: 401
rtt env ¦ realtime-trains-py .env (search: github realtime-trains-py wiki Setup) ¦ {h40} ¦ api_username = "rttapi_signalbox"\napi_password = "{t}"
viator header ¦ Viator Partner API exp-api-key header (search: api-evangelist viator authentication) ¦ {uuid} ¦ curl -X GET 'https://api.sandbox.viator.com/partner/products/5010SYDNEY' -H 'exp-api-key: {t}' -H 'Accept: application/json;version=2.0' -H 'Accept-Language: en-US'
gyg header ¦ GetYourGuide Partner API X-ACCESS-TOKEN (search: github getyourguide partner-api-spec wiki; length remembered) ¦ {A64} ¦ curl -H "X-ACCESS-TOKEN: {t}" -H "Accept: application/json" "https://api.getyourguide.com/1/tours?q=Kyoto&cnt_language=en&currency=JPY"
tiqets ruby ¦ Tiqets::Client api_key (search: ruby-toolbox tiqets) ¦ {A32} ¦ @client = Tiqets::Client.new(api_key: '{t}')\nTiqets::Error: 401 Unauthorized (GET /v2/products/973698)
ratehawk basic ¦ RateHawk (ETG) Basic auth, key id and UUID key (search: api-evangelist ratehawk authentication) ¦ {uuid} ¦ $ curl --user '7781:{t}' https://api.worldota.net/api/b2b/v3/overview/\n{"data":null,"debug":null,"error":"invalid_auth_header","status":"error"}
ownerrez pat ¦ OwnerRez account email and personal access token (search: posthog.com docs sources ownerrez; pt_ prefix remembered) ¦ pt_{l32} ¦ OWNERREZ_EMAIL=stays@lakehouse.rentals\nOWNERREZ_TOKEN={t}
rentalsunited keys ¦ Rentals United access key and secret key (search: docs.unified.to integrations rentalsunited; shape remembered) ¦ {A40} ¦ [rentals_united]\naccess_key = RU-ACC-55120\nsecret_key = {t}
stedi python ¦ Stedi key in a requests call in a Python script ¦ {A40} ¦ resp = requests.post(URL, headers={"Authorization": "{t}"}, json=payload)\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://healthcare.us.stedi.com/2024-04-01/change/medicalnetwork/eligibility/v3
photon elements ¦ Photon Health client secret in a Kotlin backend config ¦ {u64} ¦ val photon = PhotonClient(\n    clientId = "q7Vb2XnP0aLk",\n    clientSecret = "{t}",\n    env = Env.SANDBOX,\n)
aidbox k8s ¦ Aidbox client secret in a Kubernetes Secret printed by kubectl ¦ {A32} ¦ $ kubectl get secret aidbox-client -o jsonpath='{.stringData}'\n{"client_id":"lab-ingest","client_secret":"{t}"}
candid go ¦ Candid Health Go client option ¦ {A48} ¦ client := candidclient.NewClient(\n    option.WithClientID("cand_cl_4Qm9"),\n    option.WithClientSecret("{t}"),\n)
bluebutton node ¦ Blue Button Node SDK .bluebutton-config.json ¦ {A128} ¦ {"clientId":"aBcD9xYz01PqRs","clientSecret":"{t}","callbackUrl":"http://localhost:3001/api/bluebutton/callback/","environment":"SANDBOX"}
obp python ¦ OBP DirectLogin python gist, header built with format ¦ {p} ¦ authorization = 'DirectLogin username="ana.ruiz", password="{t}", consumer_key="kq3ztm0wv8rbxh2p5dn7c1jy4fl6gs9ae0ouiq2w"'\n401 {"code":401,"message":"OBP-20004: Invalid login credentials."}
fintecture js ¦ fintecture-client JS constructor (search: github Fintecture fintecture-sdk-javascript) ¦ {uuid} ¦ const client = new FintectureClient({ app_id: '6d1f0b77-2a9c-4e31-8b5d-3c0f9e1a2b44', app_secret: '{t}', private_key: fs.readFileSync('./fintecture.pem'), env: 'sandbox' });
accela js ¦ Accela Construct JS SDK appSecret ¦ {h32} ¦ Accela.settings({ appId: '637210945781234567', appSecret: '{t}', environment: 'TEST' });
viator node ¦ Viator key in an axios default header ¦ {uuid} ¦ axios.defaults.headers.common['exp-api-key'] = '{t}';\nAxiosError: Request failed with status code 401
gyg python ¦ GetYourGuide token in a python session ¦ {A64} ¦ s = requests.Session()\ns.headers.update({"X-ACCESS-TOKEN": "{t}"})\n# 401 {"errors":[{"errorCode":401,"errorMessage":"Invalid access token"}]}
tiqets env ¦ Tiqets TIQETS_API_KEY env ¦ {A32} ¦ export TIQETS_API_KEY={t}\nbundle exec rake tiqets:sync
ratehawk python ¦ RateHawk key in a python httpx BasicAuth ¦ {uuid} ¦ auth = httpx.BasicAuth("7781", "{t}")\nhttpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.worldota.net/api/b2b/v3/search/serp/hotels/'
fiskil node ¦ Fiskil client secret in a JS fetch body ¦ {A64} ¦ body: JSON.stringify({ client_id: "fsk_cl_91a", client_secret: "{t}" })
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
