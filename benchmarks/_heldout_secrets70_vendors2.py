"""Held-out set 70: more vendors of hospitality, restaurants and point of sale, food delivery,
ticketing, sports and fitness, with shapes remembered (not looked up; where a vendor's real
format is not known the value is a plain random key of a plausible length, and the source
says "as remembered").

Every vendor below was grepped for in all earlier ``*heldout*`` files (none matched):
Punchh, Lavu, Tevalis, orderbird, Vectron, Gastrofix, Kounta, Tillster, MarketMan, Cuboh,
Chowly, Purplepass, TicketSpice, Ticketleap, Yapsody, Vivid Seats, Partiful, Whova, Roanuz,
Zwift, TrainingPeaks, MapMyFitness, Runkeeper, RideWithGPS, Ultrahuman, Sahha, Catapult,
Gymdesk, ClassPass, Duve, Foodpanda, Baemin, ShopeeFood, Ticketmelon, Megatix, Loket,
Ticket2U, Klook, KKday, Traveloka, LINE MAN, Moka POS, Qashier, StoreHub, Eats365,
FoodStory, Wongnai, KiotViet, Haravan, TableCheck, Chope, Playtomic, TeamSnap, Amazfit,
Fitbod and GOQii.
Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, properties, Go, Rust, Kotlin, Swift, Dart,
Elixir, Ruby, PHP, C#, httpie, headers, query strings, CSV printed bare, SDK errors, debug
logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
punchh signature ¦ Punchh mobile API, x-pch-digest signed with the app secret, as remembered ¦ {h64} ¦ # config/punchh.yml\nproduction:\n  client_id: 3b9f2e61c0d84a7f\n  secret: {t}\n  base_url: https://server.punchh.com
punchh ruby ¦ Punchh secret in a Ruby OpenSSL::HMAC call, as remembered ¦ {h64} ¦ NoMethodError: undefined method `bytesize' for nil:NilClass\n  app/services/punchh_client.rb:22:in `digest'\n  22: OpenSSL::HMAC.hexdigest('sha1', '{t}', "#{uri}#{body}")
lavu ini ¦ Lavu POS API dataname, key and token, as remembered ¦ {A20} ¦ [lavu]\ndataname = cafe_mango_bkk\nkey = {t}\ntoken = see-vault\nendpoint = https://api.poslavu.com/cp/reqserv/
tevalis hcl ¦ Tevalis EPOS API key in Terraform variables, as remembered ¦ {uuid} ¦ variable "tevalis_site_id" { default = "2217" }\nvariable "tevalis_api_key" {\n  type    = string\n  default = "{t}"\n}
orderbird properties ¦ orderbird partner API password in Java properties, as remembered ¦ {p} ¦ orderbird.api.url=https://partner.orderbird.com/api/v1\norderbird.api.user=kasse-sync@bierhalle.de\norderbird.api.password={t}
vectron xml ¦ Vectron POS myVectron cloud API key in an XML config, as remembered ¦ {H40} ¦ <VectronCloud>\n  <Endpoint>https://api.myvectron.de/v2</Endpoint>\n  <Branch>0042</Branch>\n  <ApiKey>{t}</ApiKey>\n</VectronCloud>
gastrofix go ¦ Gastrofix business token in a Go struct literal, as remembered ¦ {h48} ¦ panic: gastrofix: 401 Unauthorized\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/sync/main.go:31 +0x1d4\n// cfg := gastrofix.Config{BusinessUnit: "1187", Token: "{t}"}
kounta oauth ¦ Kounta OAuth refresh token in a stored JSON credential, as remembered ¦ {h40} ¦ $ cat .kounta/credentials.json\n{"company_id": 27719, "access_token": null, "refresh_token": "{t}", "expires_at": 0}
tillster csharp ¦ Tillster ordering API client secret in C# appsettings overrides, as remembered ¦ {A32} ¦ System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).\n   at Kiosk.Ordering.TillsterClient..ctor(String clientId = "kiosk-sg", String clientSecret = "{t}")
marketman header ¦ MarketMan API token header, as remembered ¦ {h32} ¦ POST https://api.marketman.com/v3/buyers/inventory/GetItems HTTP/1.1\nAUTH_TOKEN: {t}\nContent-Type: application/json
cuboh env ¦ Cuboh integration key in a .env, as remembered ¦ cbh_{A36} ¦ CUBOH_LOCATION_ID=loc_ph_mnl_07\nCUBOH_API_KEY={t}\nCUBOH_WEBHOOK_URL=https://ops.kainan.ph/hooks/cuboh
chowly location key ¦ Chowly per-location API key (search for Chowly gave where, not the format) ¦ {h32} ¦ chowly: order push failed for location 5521 (api key {t}): 401 Unauthorized
foodpanda vendor ¦ foodpanda partner (Delivery Hero) plugin secret in a YAML, as remembered ¦ {A40} ¦ delivery_hero:\n  chain_code: fp-th-3310\n  plugin_username: fp_integration\n  plugin_password: {t}
baemin kotlin ¦ Baemin order API secret in a Kotlin client, as remembered ¦ {A32} ¦ io.ktor.client.plugins.ClientRequestException: Client request(POST https://openapi.baemin.com/v1/orders/ack) invalid: 401 Unauthorized\n  at BaeminClient(secret = "{t}")
shopeefood sign ¦ ShopeeFood partner key used to sign requests, in a Python debug print, as remembered ¦ {h64} ¦ partner_id=2008817 partner_key={t} path=/api/v2/order/get_order_detail timestamp=1796630400\nsign mismatch: error_auth
purplepass curl ¦ Purplepass ticketing API key, as remembered ¦ {A32} ¦ $ http GET https://www.purplepass.com/api/events X-API-KEY:{t}\nHTTP/1.1 401 Unauthorized
ticketspice php ¦ TicketSpice (Webconnex) API key in PHP, as remembered ¦ {h40} ¦ PHP Warning:  file_get_contents(https://api.webconnex.com/v2/public/forms?product=ticketspice.com): Failed to open stream: HTTP request failed! HTTP/1.1 401\n$opts = ['http' => ['header' => "apiKey: {t}"]];
ticketleap csv ¦ Ticketleap partner keys printed bare by a CSV export, as remembered ¦ {A30} ¦ organization,event_slug,api_key,created\nBangkok Jazz Society,bkk-jazz-2026,{t},2026-10-02
yapsody elixir ¦ Yapsody API key in an Elixir runtime config, as remembered ¦ {A40} ¦ ** (Mix) Could not start application box_office: exited in: BoxOffice.Yapsody.start(:normal, [])\n# config/runtime.exs\nconfig :box_office, Yapsody, api_key: "{t}", venue: "teatro-manila"
vividseats broker ¦ Vivid Seats broker API token header, as remembered ¦ {uuid} ¦ > GET /listings/v2/get?productionId=4488123 HTTP/1.1\n> Host: brokers.vividseats.com\n> Api-Token: {t}\n< HTTP/1.1 403 Forbidden
partiful session ¦ Partiful web session cookie in a cookie jar, as remembered ¦ {u88} ¦ # Netscape HTTP Cookie File\n.partiful.com\tTRUE\t/\tTRUE\t1796630400\tpartiful_session\t{t}
whova organizer ¦ Whova organizer API key, as remembered ¦ {h32} ¦ whova.exceptions.WhovaAuthError: event_id=ph-devcon-26, api_key={t}: key revoked by organizer
roanuz project ¦ Roanuz Cricket API project key and API key, as remembered ¦ RS5:{A40} ¦ roanuz.errors.AuthError: 401 for POST https://api.sports.roanuz.com/v5/core/RS_P_1402/auth/ body={"api_key": "{t}"}
zwift login ¦ Zwift account password in a zwift-client call, as remembered ¦ {p} ¦ >>> from zwift import Client\n>>> Client('rider@example.com', '{t}').get_profile().profile\nzwift.error.RequestException: 401 invalid_grant
trainingpeaks swift ¦ TrainingPeaks partner OAuth client secret in Swift, as remembered ¦ {A40} ¦ let tp = TPClient(clientId: "peakcoach-ios", clientSecret: "{t}")\nFatal error: TrainingPeaks token exchange failed: invalid_client
mapmyfitness dart ¦ MapMyFitness (Under Armour) API secret in Dart, as remembered ¦ {l40} ¦ Unhandled exception:\nDioException [bad response]: 401 on https://api.ua.com/v7.2/oauth2/access_token/\n#0 final mmf = MmfApi(key: 'rk3n2qv8', secret: '{t}');
runkeeper rust ¦ Runkeeper (Health Graph) bearer token in a Rust reqwest call, as remembered ¦ {h32} ¦ thread 'main' panicked at src/sync.rs:44:10:\nrunkeeper: HTTP status client error (401 Unauthorized) for url (https://api.runkeeper.com/fitnessActivities)\n  bearer_auth("{t}")
ridewithgps query ¦ RideWithGPS auth_token with an apikey, as remembered ¦ {h32} ¦ GET https://ridewithgps.com/users/current.json?apikey=rwgps-demo&version=2&auth_token={t} -> 401 {"error":"unauthorized"}
ultrahuman header ¦ Ultrahuman partner API token in Authorization (search for Ultrahuman gave no format) ¦ {u48} ¦ GET https://partner.ultrahuman.com/api/v1/metrics?email=ring.user%40example.com&date=2026-12-06\nAuthorization: {t}\n→ 401 {"error":"token expired"}
sahha client ¦ Sahha client secret in an account-token request (search for Sahha gave no format) ¦ {A48} ¦ POST https://api.sahha.ai/api/v1/oauth/account/token\n{"clientId":"sh_app_7731","clientSecret":"{t}"}\n→ 401 Unauthorized
catapult token ¦ Catapult OpenField Cloud API token, as remembered ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ $ export OPENFIELD_TOKEN={t}\n$ python pull_sessions.py --team u21\ncatapult.OpenFieldError: 401 token does not have scope sessions:read
gymdesk key ¦ Gymdesk API key, as remembered ¦ {A32} ¦ Gymdesk-Api-Key: {t}\nGymdesk-Gym-Id: 4418\n→ {"success":false,"error":"Invalid API key"}
duve secret ¦ Duve guest-app webhook secret in a Node config, as remembered ¦ whsec_{A32} ¦ // config/duve.js\nmodule.exports = { accountId: 'duve-9931', webhookSecret: '{t}' };\nError: Duve webhook signature mismatch
classpass partner ¦ ClassPass partner API key in an INI, as remembered ¦ {h40} ¦ [classpass]\nvenue_id = 88213\npartner_api_key = {t}\nsandbox = false
ci venue deploy ¦ a GitHub Actions step deploying a kiosk app with a POS secret inline, as remembered ¦ {A40} ¦ - name: Deploy kiosk menu\n  run: ./deploy.sh --pos-secret "{t}" --venue siam-paragon-food-hall\n  env:\n    NODE_ENV: production
ticketmelon webhook ¦ Ticketmelon organiser webhook secret in a Laravel .env, as remembered ¦ {A40} ¦ TICKETMELON_EVENT_ID=bkk-indie-fest-26\nTICKETMELON_WEBHOOK_SECRET={t}\nQUEUE_CONNECTION=redis
megatix api ¦ Megatix promoter API key in a Node fetch, as remembered ¦ {h40} ¦ FetchError: 401 Unauthorized at https://api.megatix.com.au/v1/events?key={t}
loket token ¦ Loket.com partner token in a PHP array, as remembered ¦ {A32} ¦ 'loket' => ['base_url' => 'https://api.loket.com/v3', 'token' => '{t}', 'event' => 'jakarta-jazz-26'],
ticket2u yaml ¦ Ticket2U API secret in a YAML, as remembered ¦ {A36} ¦ ticket2u:\n  organiser: 77120\n  api_secret: "{t}"
klook partner ¦ Klook affiliate partner secret, as remembered ¦ {h64} ¦ klook.errors.SignatureError: partner_id=118823, secret={t}: sign mismatch for /v3/activities
kkday header ¦ KKday partner API key header, as remembered ¦ {A40} ¦ GET https://api-b2d.kkday.com/v3/Product/QueryProduct\nx-api-key: {t}\n→ 403 {"result":"05","msg":"invalid key"}
traveloka curl ¦ Traveloka partner client secret in a curl token call, as remembered ¦ {u48} ¦ $ curl -s https://api.traveloka.com/oauth/token -d client_id=homestay-sapa -d client_secret={t} -d grant_type=client_credentials\n{"error":"unauthorized_client"}
lineman json ¦ LINE MAN merchant API credentials in JSON, as remembered ¦ {A44} ¦ {"merchantId":"LM-BKK-55102","channelSecret":"{t}","env":"prod"}
moka toml ¦ Moka POS access token in a TOML, as remembered ¦ {h64} ¦ [moka]\noutlet_id = 301887\naccess_token = "{t}"
qashier env ¦ Qashier API key in .env, as remembered ¦ qsk_{A32} ¦ QASHIER_MERCHANT=kopi-sg-14\nQASHIER_API_KEY={t}
storehub basic ¦ StoreHub API Basic with store name and key, as remembered ¦ {h32} ¦ $ curl -u kopichain:{t} https://api.storehubhq.com/products\nUnauthorized
eats365 sign ¦ Eats365 app secret in a Java constant, as remembered ¦ {A32} ¦ private static final String EATS365_APP_SECRET = "{t}";\njava.lang.IllegalStateException: Eats365 signature rejected (code 40102)
wongnai pos ¦ FoodStory / Wongnai POS integration key in an INI, as remembered ¦ {uuid} ¦ [foodstory]\nbranch = 4471\nintegration_key = {t}
kiotviet oauth ¦ KiotViet client secret in a C# call, as remembered ¦ {A40} ¦ KiotVietException: 401 Unauthorized\n   at KiotVietClient.GetToken(clientId: "c3a1f0e2-7b55-4c1e-9d21-0f8e7a6b5c4d", clientSecret: "{t}")
haravan token ¦ Haravan private app token in a shell export, as remembered ¦ {h64} ¦ $ export HARAVAN_ACCESS_TOKEN={t}\n$ node sync-menu.js\nError: Haravan 401 [API] Invalid API key or access token
tablecheck api ¦ TableCheck partner API key, as remembered ¦ {h48} ¦ Faraday::UnauthorizedError (GET https://api.tablecheck.com/api/v1/reservations?shop_id=5e1f0a&api_key={t})
chope xml ¦ Chope reservations API key in an XML config, as remembered ¦ {A32} ¦ <chope><restaurant>SG-88213</restaurant><apiKey>{t}</apiKey></chope>
playtomic bearer ¦ Playtomic club API bearer token, as remembered ¦ eyJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ GET /v1/tenants/6b1f2a/availability HTTP/1.1\nHost: api.playtomic.io\nAuthorization: Bearer {t}
teamsnap oauth ¦ TeamSnap OAuth client secret in a Rails credentials dump, as remembered ¦ {h64} ¦ $ bin/rails credentials:show\nteamsnap:\n  client_id: 7c1e2b3a\n  client_secret: {t}
amazfit zepp ¦ Amazfit (Zepp OS) app token in a debug log, as remembered ¦ {A48} ¦ D/HuamiSync: GET https://api-mifit.huami.com/v1/data/band_data.json?userid=110255&apptoken={t} -> 401
fitbod swift ¦ Fitbod-style coach API key in a Swift plist dump, as remembered ¦ {A40} ¦ $ plutil -p Config.plist\n{\n  "CoachAPIKey" => "{t}"\n  "Environment" => "production"\n}
goqii csv ¦ GOQii partner keys printed bare by an export, as remembered ¦ {h40} ¦ partner,program,secret,issued\nCorpWell PH,steps-q1,{t},2026-11-20
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
