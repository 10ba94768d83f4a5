"""Held-out set 83: more mobility, parking, toll, transit-ticketing, car-rental and location
vendors no earlier set named (each grepped for in every earlier ``benchmarks/*heldout*`` file;
none matched), with shapes remembered rather than looked up: ride-hailing of the Gulf, the
Levant, North Africa, Iran and South Asia (Careem, Jeeny, Yassir, Swvl, Halan, Tap30, inDrive,
Rapido, Yulu, Heetch, FreeNow, Wheely, Blacklane, Addison Lee, Autocab, TaxiCaller, Karwa),
parking and tolls (PayByPhone, Flowbird, JustPark, Parkopedia, Parclick, Onepark, Zenpark,
Mawaqif, Salik, E-ZPass, SunPass, Bestpass, Ulys, Kapsch, Emovis), transit ticketing and
operations (Masabi Justride, Token Transit, Bytemark, Ticketer, TransLoc, Optibus), car
sharing and rental (Zipcar, Ridecell, Vulog, Ubeeqo, Europcar, Cartrawler, Theeb),
micromobility (Superpedestrian, Neuron) and location SaaS (Geokeo, Navmii, SafeGraph,
Unacast, Bluedot, Pointr, Navigine, Splyt): 55 vendors, with operators (Hafilat, Mwasalat,
Udrive) named only as their tenants. Their key
formats are remembered, not verified; values are drawn in the alphabet and length each is
remembered to use. Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, Java properties, code in
Kotlin, Swift, Dart, Go, Rust, C#, PHP, Ruby, Elixir and Python, curl and httpie, headers,
query strings, CSV and tables printing values bare, SDK exceptions, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
careem kotlin ¦ Careem partner SDK client secret in Kotlin (remembered) ¦ {A40} ¦ val careem = CareemPartnerClient.Builder()\n    .clientId("ae-dispatch-22")\n    .clientSecret("{t}")\n    .build()\n// CareemAuthException: invalid_client (401)
jeeny env ¦ Jeeny business API key in a .env (remembered) ¦ {h40} ¦ JEENY_BUSINESS_ID=riyadh-ops\nJEENY_API_KEY={t}\nJEENY_BASE=https://business.jeeny.me/api
yassir go ¦ Yassir Express partner token in a Go struct literal (remembered) ¦ {u48} ¦ cfg := yassir.Config{\n    PartnerID: "dz-alg-3107",\n    Token:     "{t}",\n    Country:   "DZ",\n}\n// yassir: 401 token_expired_or_invalid
swvl csharp ¦ Swvl B2B API secret in a C# appsettings.json (remembered) ¦ {A36} ¦ "Swvl": {\n  "BaseUrl": "https://b2b.swvl.com/api/v1",\n  "ClientId": "eg-cairo-hr",\n  "ClientSecret": "{t}"\n}
halan php ¦ Halan merchant API key in PHP (remembered) ¦ {A32} ¦ $halan = new \Halan\Client([\n    'merchant_id' => 'EG-88120',\n    'api_key' => '{t}',\n]);\n// PHP Fatal error: Uncaught Halan\Exception\AuthException: 401 Unauthorized
tap30 dart ¦ Tap30 corporate API token in Dart (remembered) ¦ {h48} ¦ final tap30 = Tap30Client(\n  baseUrl: 'https://api.tapsi.ir/corporate/v2',\n  token: '{t}',\n);\n// Unhandled exception: Tap30Exception(401, token is not valid)
indrive toml ¦ inDrive intercity partner credentials in TOML (remembered) ¦ {A44} ¦ [indrive]\npartner_id = "kz-almaty-09"\napi_secret = "{t}"\nregion = "KZ"
rapido httpie ¦ Rapido partner API with httpie (remembered) ¦ {h40} ¦ $ http POST https://partners.rapido.bike/v1/orders x-api-key:{t} pickup:='{"lat":12.97,"lng":77.59}'\nHTTP/1.1 403 Forbidden
yulu ini ¦ Yulu fleet API credentials in an INI file (remembered) ¦ {p} ¦ [yulu]\nendpoint = https://fleet.yulu.bike/api\nusername = ops-blr\npassword = {t}
heetch header ¦ Heetch business API bearer in a raw request (remembered) ¦ {u64} ¦ GET /business/v1/rides?status=active HTTP/1.1\nHost: api.heetch.com\nAuthorization: Bearer {t}\nAccept: application/json
freenow rust ¦ FREENOW for Business API key in a Rust const (remembered) ¦ {A40} ¦ const FREENOW_API_KEY: &str = "{t}";\nthread 'main' panicked at src/rides.rs:44:10:\ncalled `Result::unwrap()` on an `Err` value: Status(401)
wheely elixir ¦ Wheely corporate API token in Elixir config (remembered) ¦ {A48} ¦ config :dispatch, Wheely,\n  base_url: "https://api.wheely.com/v6",\n  token: "{t}"
blacklane csv ¦ Blacklane partner credentials printed bare by a CSV export (remembered) ¦ {A32} ¦ partner,client_id,client_secret,env\nblacklane,bl-dxb-77,{t},production
addison lee xml ¦ Addison Lee booking API password in an XML config (remembered) ¦ {p} ¦ <AddisonLee>\n  <Endpoint>https://api.addisonlee.com/api/v3</Endpoint>\n  <Username>corp-lon-44</Username>\n  <Password>{t}</Password>\n</AddisonLee>
autocab properties ¦ Autocab Ghost API key in Java properties (remembered) ¦ {h32} ¦ autocab.ghost.url=https://ghost-main-static.autocab.net/api\nautocab.ghost.subscriptionKey={t}
taxicaller json ¦ TaxiCaller API key in a company JSON config (remembered) ¦ {h40} ¦ {"taxicaller": {"company_id": 31877, "api_key": "{t}", "region": "eu"}}
karwa query ¦ Karwa taxi booking API key in a query string in an access log (remembered) ¦ {A32} ¦ 10.4.2.9 - - [07/Dec/2026:19:31:02 +0000] "GET /v2/eta?lat=25.28&lng=51.52&apikey={t} HTTP/1.1" 401 57
paybyphone hcl ¦ PayByPhone operator API secret in Terraform HCL (remembered) ¦ {A40} ¦ resource "vault_generic_secret" "paybyphone" {\n  path = "secret/parking/paybyphone"\n  data_json = jsonencode({ operator_id = "8812", api_secret = "{t}" })\n}
flowbird swift ¦ Flowbird parking SDK API key in Swift (remembered) ¦ {h32} ¦ FlowbirdSDK.configure(environment: .production, apiKey: "{t}")\n// FlowbirdError.unauthorized
justpark ci ¦ JustPark API token in a GitHub Actions step (remembered) ¦ {A40} ¦ - name: Sync car parks\n  run: ./bin/sync-justpark\n  env:\n    JUSTPARK_TOKEN: {t}
parkopedia python ¦ Parkopedia API key in a Python requests call (remembered) ¦ {h32} ¦ r = requests.get("https://api.parkopedia.com/v1/search", params={"lat": 31.95, "lng": 35.93, "apikey": "{t}"})\nrequests.exceptions.HTTPError: 401 Client Error
parclick header ¦ Parclick partner API X-Api-Key header (remembered) ¦ {A36} ¦ > GET /api/v2/parkings?city=madrid HTTP/2\n> Host: api.parclick.com\n> X-Api-Key: {t}\n< HTTP/2 401
onepark yaml ¦ Onepark partner API credentials in YAML (remembered) ¦ {A40} ¦ onepark:\n  partner: gulf-valet\n  api_key: {t}\n  sandbox: false
zenpark env ¦ Zenpark API token in a .env (remembered) ¦ {h48} ¦ ZENPARK_API_URL=https://api.zenpark.com\nZENPARK_API_TOKEN={t}
mawaqif sdk error ¦ Mawaqif parking integration client secret in an SDK error (remembered) ¦ {A32} ¦ MawaqifAuthError: token request failed for client 'ad-valet-12' (client_secret='{t}'): 401 invalid_client
salik debug ¦ Salik toll account integration password in a debug log (remembered) ¦ {p} ¦ 2026-12-07 19:30:11 DEBUG salik.client login account=7731902 password={t} -> 401
ezpass table ¦ E-ZPass fleet portal credentials printed bare in a table (remembered) ¦ {p} ¦ +----------+-----------+---------------+\n| agency   | account   | password      |\n+----------+-----------+---------------+\n| E-ZPass  | 40021887  | {t} |\n+----------+-----------+---------------+
sunpass csharp ¦ SunPass commercial API key in C# (remembered) ¦ {A32} ¦ var client = new SunPassClient("https://api.sunpass.com/commercial", apiKey: "{t}");\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
bestpass curl ¦ Bestpass toll API bearer with curl (remembered) ¦ {u40} ¦ curl -sS https://api.bestpass.com/v1/transactions?from=2026-12-01 -H "Authorization: Bearer {t}"
ulys kotlin ¦ Ulys (Vinci) toll badge API key in Kotlin (remembered) ¦ {A40} ¦ private val ulysApiKey = "{t}" // TODO move to vault\nUlysApiException: HTTP 401
kapsch xml ¦ Kapsch back-office SOAP credentials (remembered) ¦ {p} ¦ <wsse:UsernameToken>\n  <wsse:Username>tolling-int</wsse:Username>\n  <wsse:Password Type="PasswordText">{t}</wsse:Password>\n</wsse:UsernameToken>
emovis properties ¦ Emovis toll backend database password in properties (remembered) ¦ {p} ¦ emovis.datasource.url=jdbc:oracle:thin:@tolldb:1521/EMV\nemovis.datasource.username=emv_app\nemovis.datasource.password={t}
justride ruby ¦ Masabi Justride API key and secret in Ruby (remembered) ¦ {b44} ¦ Justride.configure do |c|\n  c.brand = "amman-bus"\n  c.api_key = "jr-31c7"\n  c.api_secret = "{t}"\nend
token transit env ¦ Token Transit agency API key (remembered) ¦ {A40} ¦ TOKEN_TRANSIT_AGENCY=mwasalat-muscat\nTOKEN_TRANSIT_API_KEY={t}
bytemark json ¦ Bytemark ticketing client secret in a JSON file (remembered) ¦ {h64} ¦ {"bytemark": {"client_id": "bm-2241", "client_secret": "{t}", "environment": "prod"}}
ticketer go ¦ Ticketer ETM API token in a Go error (remembered) ¦ {A32} ¦ 2026/12/07 19:30:44 ticketer: POST https://api.ticketer.co.uk/v1/journeys?token={t}: 401 Unauthorized
transloc header ¦ TransLoc OpenAPI key header (remembered) ¦ {A50} ¦ GET https://transloc-api-1-2.p.rapidapi.com/vehicles.json?agencies=hafilat\nX-RapidAPI-Key: {t}
optibus yaml ¦ Optibus API client secret in a Helm values file (remembered) ¦ {A48} ¦ optibus:\n  tenant: hafilat-ad\n  clientId: opt-scheduler\n  clientSecret: {t}
zipcar python ¦ Zipcar for Business token in a Python dict repr (remembered) ¦ {A40} ¦ ZipcarAuthError: 401 for {'member_id': '90012', 'access_token': '{t}', 'scope': 'fleet'}
ridecell env ¦ Ridecell fleet platform API token (remembered) ¦ {h40} ¦ RIDECELL_TENANT=udrive-dxb\nRIDECELL_API_TOKEN={t}
vulog curl ¦ Vulog AiMA API key header (remembered) ¦ {h32} ¦ $ curl -H "x-api-key: {t}" -H "Authorization: Bearer …" https://aima.vulog.com/boapi/proxy/user/fleets/UDRIVE-AEDXB/vehicles
ubeeqo python ¦ Ubeeqo partner client secret in a settings module (remembered) ¦ {A44} ¦ UBEEQO = {\n    "client_id": "ubq-partner-19",\n    "client_secret": "{t}",\n}
europcar soap ¦ Europcar OTA XML password (remembered) ¦ {p} ¦ <OTA_VehAvailRateRQ>\n  <POS><Source><RequestorID ID="GULF77" MessagePassword="{t}"/></Source></POS>\n</OTA_VehAvailRateRQ>
cartrawler php ¦ Cartrawler OTA client password in PHP (remembered) ¦ {p} ¦ define('CARTRAWLER_CLIENT_ID', '884411');\ndefine('CARTRAWLER_PASSWORD', '{t}');
theeb env ¦ Theeb rent-a-car B2B API key (remembered) ¦ {A36} ¦ THEEB_B2B_URL=https://b2b.theeb.com.sa/api\nTHEEB_B2B_KEY={t}
superpedestrian log ¦ Superpedestrian fleet API token in an info log (remembered) ¦ {u44} ¦ INFO fleet.sync starting with token={t} region=eu-west
neuron header ¦ Neuron Mobility operator API bearer in an SDK exception (remembered) ¦ {u48} ¦ neuron.exceptions.NeuronAPIError: 401 Unauthorized (request headers: {"Authorization": "Bearer {t}"})
geokeo url ¦ Geokeo geocoding api query parameter (remembered) ¦ {h32} ¦ https://geokeo.com/geocode/v1/search.php?q=Souq+Waqif&api={t}
navmii key ¦ Navmii SDK license key in Android manifest (remembered) ¦ {U40} ¦ <meta-data android:name="com.navmii.sdk.LICENSE_KEY" android:value="{t}" />
safegraph header ¦ SafeGraph places API key header (remembered) ¦ {A32} ¦ curl -X POST https://api.safegraph.com/v2/graphql -H "apikey: {t}" -d '{"query":"{ search(filter: {address: {city: \"Doha\"}}) { places { placekey } } }"}'
unacast token ¦ Unacast API token in a Databricks notebook (remembered) ¦ {h40} ¦ %python\nUNACAST_TOKEN = "{t}"\nspark.read.format("unacast").option("token", UNACAST_TOKEN).load("mobility/ae")
bluedot swift ¦ Bluedot SDK project id and a secret in Swift (remembered) ¦ {A36} ¦ BDLocationManager.instance()?.initialize(withProjectId: "5f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8", secret: "{t}")
pointr json ¦ Pointr indoor maps client secret in JSON (remembered) ¦ {A48} ¦ {"pointr": {"clientIdentifier": "mall-of-qatar", "clientSecret": "{t}", "licenseKey": "PTR-QA-2214"}}
navigine url ¦ Navigine API userHash in a URL (remembered) ¦ {H16}-{H16} ¦ GET https://api.navigine.com/location/list?userHash={t} -> 403
splyt node ¦ Splyt partner API secret in Node (remembered) ¦ {A40} ¦ const splyt = new Splyt({ partnerId: 'splyt-gulf', secret: '{t}' });\nError: Request failed with status code 401
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
