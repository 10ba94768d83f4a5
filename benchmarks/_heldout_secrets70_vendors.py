"""Held-out set 70: vendors no earlier set named, each looked up with the ``search`` tool —
hospitality and property management, restaurants and point of sale, food ordering, ticketing
and events, sports data, fitness studios and wearables.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``*heldout*`` files before it was chosen (none matched; these did and were dropped: Toast,
Lightspeed, Clover, Revel, TouchBistro, SpotOn, Deliverect, Otter, ChowNow, DoorDash,
Deliveroo, Just Eat, Wolt, Grubhub, Eventbrite, Ticketmaster, Tito, SeatGeek, Ticket Tailor,
Strava, Fitbit, Garmin, Oura, Whoop, Polar, Withings, Sportradar, API-Football, SportsDataIO,
Mindbody, Mews, Cloudbeds, Apaleo, SevenRooms, OpenTable, Resy, Zenchef, Yoco, SumUp,
Zettle, Loyverse, Square, Eventfinda, Humanitix, Glofox, Suunto, Wahoo, football-data,
balldontlie, Hostaway, Guesty, Lodgify, Hotelbeds, Amadeus, Duffel, Uber Eats, Rappi, Glovo,
Swiggy, Zomato, GrabFood, Talabat, Little Hotelier, SiteMinder, Tebex, Ticketsource, Dice.fm,
Pretix, Weezevent, 7shifts, Shipday, Tookan, Onfleet, Bringg, Lalamove, Billetto, Eventzilla,
Accelevents, Cvent, Bizzabo, Meetup, Sportmonks, TheSportsDB, Goalserve, MySportsFeeds,
CricAPI, Hevy, Komoot, Wodify, Zen Planner, Vagaro, Arbox, Zepp, Dexcom, Stayntouch,
RoomRaccoon, Hostfully, OwnerRez, Smoobu, Beds24, Channex, eviivo, Protel, Eventix and
Entity Sport).

Looked up with the ``search`` tool (25 vendors searched; 18 pages gave the format or where
the secret travels, the source of each named per case): Flipdish (OAuth client credentials,
a Client ID and Secret Key traded at ``api.flipdish.co/identity/connect/token``), Epos Now
(Basic auth over an API key and secret), Intervals.icu (Basic with the user ``API_KEY`` and
the key as password, athlete ids ``i12345``), Peloton (a session cookie from
``api.onepeloton.com/auth/login``), Concept2 Logbook (``CONCEPT2_ACCESS_TOKEN``, client id and
secret), Restaurant365 (an OData user's password, ``RESTAURANT365_ODATA_PASSWORD``, and a
long-lived bearer token), Skiddle (``api_key=`` on every request, ``SKIDDLE_API_KEY``),
Trainerize (an API key in ``Authorization``; format gated), PushPress (``API-KEY`` and
``company-id`` headers), Virtuagym (``api_key`` and ``club_secret`` query parameters),
HotelRunner (``token`` with ``hr_id``), Paytronix (Basic over an integration identifier and
secret), StubHub (consumer key and secret as Basic, then a password grant), COROS Training
Hub (``accesstoken`` header from ``teamapi.coros.com/account/login``), Swoogo (a consumer key
and secret traded for an OAuth token), Eight Sleep (``auth-api.8slp.net/v1/tokens`` password
grant with the app's client id and secret; tokens two 32-hex halves joined by ``-``),
Lunchbox (``Authorization: Token`` team token, ``Api-Key`` for loyalty) and Ticketbud (an
``access_token`` parameter); found on the way, Sirius menus (``sdt_`` tokens of 68
characters). Punchh, Lavu, Ultrahuman, Sahha, Tevalis, orderbird, Purplepass, Roanuz, Whova,
Tillster, Zwift and TrainingPeaks gave no format page (Chowly gave only where its key
lives); their shapes are remembered (``_heldout_secrets70_vendors2.py``). Lunchbox and
Ticketbud came up in the searches for Chowly and StubHub, Sirius menus in the one for
Flipdish, so 25 searches covered 30 vendor names.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
flipdish token curl ¦ Flipdish client credentials (search: docs.unified.to integrations/flipdish; api-evangelist flipdish authentication) ¦ {A43} ¦ $ curl -s -X POST https://api.flipdish.co/identity/connect/token -d grant_type=client_credentials -d client_id=kebab-palace-sync -d client_secret={t} -d scope=api\n{"error":"invalid_client"}
flipdish appsettings ¦ Flipdish App Store app, appsettings.json with the Secret Key ¦ {A43} ¦ {\n  "Flipdish": {\n    "AppId": "fd8123",\n    "ClientId": "kebab-palace-sync",\n    "SecretKey": "{t}",\n    "BaseUrl": "https://api.flipdish.co"\n  }\n}
flipdish csharp ¦ Flipdish C# SDK, Configuration.Default.AccessToken (search: github flipdishbytes/api-client-csharp) ¦ {u64} ¦ Unhandled exception. Flipdish.Client.ApiException: Error calling GetStores: {"Message":"Authorization has been denied for this request."}\n   at Program.Main() in /src/Sync/Program.cs:line 17\n   // Configuration.Default.AccessToken = "{t}";
eposnow ruby ¦ Epos Now REST V4, Basic auth of API key and secret (search: ruby-toolbox epos_now_client) ¦ {U32} ¦ client = EposNowClient::Client.new(\n  api_key: 'EPN7QW2D',\n  api_secret: '{t}'\n)\nEposNowClient::AuthenticationError: 401 Unauthorized (GET /api/v4/Product?page=1)
eposnow basic header ¦ Epos Now Basic header, base64 of key:secret in a debug log ¦ {b45} ¦ DEBUG eposnow.http > GET https://api.eposnowhq.com/api/v4/Transaction?page=3\nDEBUG eposnow.http > Authorization: Basic {t}\nDEBUG eposnow.http < 401 Unauthorized
intervals curl ¦ Intervals.icu Basic auth, user API_KEY (search: glama.ai mvilanova intervals-mcp-server api-patterns) ¦ {l24} ¦ $ curl -u API_KEY:{t} https://intervals.icu/api/v1/athlete/i58214/wellness?oldest=2026-11-01\n{"status":401,"error":"Unauthorized"}
intervals mcp env ¦ Intervals.icu MCP server env block (search: glama.ai intervals-kit schema) ¦ {l24} ¦ "intervals-icu": {\n  "command": "uvx",\n  "args": ["intervals-mcp-server"],\n  "env": {\n    "INTERVALS_ATHLETE_ID": "i58214",\n    "INTERVALS_API_KEY": "{t}"\n  }\n}
peloton cookie ¦ Peloton session cookie after /auth/login (search: val.town nick/pelotonWorkouts; rdrr pelotonr) ¦ {h32} ¦ > GET /api/user/2f1c0e7d9a8b4c6e8d1f0a2b3c4d5e6f/workouts?limit=10&page=0 HTTP/1.1\n> Host: api.onepeloton.com\n> Cookie: peloton_session_id={t}; __cf_bm=Qm9vaDZ\n< HTTP/1.1 403 Forbidden
peloton login body ¦ Peloton /auth/login JSON body in a failing R call ¦ {p} ¦ Error in peloton_auth(): POST https://api.onepeloton.com/auth/login failed [401]\n  body: {"username_or_email":"rider.kit@example.com","password":"{t}"}
concept2 env ¦ Concept2 Logbook CONCEPT2_ACCESS_TOKEN (search: pypi pyconcept2) ¦ {A40} ¦ $ CONCEPT2_ACCESS_TOKEN={t} python -c "from pyconcept2 import Concept2Client; Concept2Client.from_env().get_profile()"\npyconcept2.exceptions.UnauthorizedError: 401 results:read scope missing
concept2 flutter ¦ Concept2 client secret in flutter run --dart-define (search: github OpenRowingCommunity/c2logbook) ¦ {A40} ¦ $ flutter run -d chrome --dart-define C2_LOGBOOK_CLIENT_ID=rowlog-web --dart-define C2_LOGBOOK_CLIENT_SECRET={t} --web-port=8000\nLaunching lib/main.dart on Chrome in debug mode...
r365 odata password ¦ Restaurant365 OData connector credentials (search: docs.restaurant365.com odata-api-access; skills.sh pp-restaurant365-odata) ¦ {p} ¦ # ~/.config/restaurant365-odata-pp-cli/config.toml\n[auth]\nusername = "odata.reports@bistro-group.com"\nRESTAURANT365_ODATA_PASSWORD = "{t}"\nbase_url = "https://odata.restaurant365.net/api/v2/views"
r365 bearer ¦ Restaurant365 Public API long-lived bearer token (search: docs.restaurant365.com apidocs/authentication) ¦ {U40}-1 ¦ GET https://api.restaurant365.com/v1/ap-invoices HTTP/1.1\nAuthorization: Bearer {t}\nX-Customer-Instance: bistrogroupco\n\nHTTP/1.1 401 Unauthorized
sirius menu token ¦ Sirius menu developer API token sdt_, 68 characters (search: docs.sirius.menu developer-api/authentication) ¦ sdt_{l64} ¦ $ curl https://developer.sirius.menu/v1/projects -H "Authorization: Bearer {t}"\n{ "error": "The Developer Platform API requires a Business plan" }
skiddle query ¦ Skiddle events API, api_key= on every request (search: github Skiddle/web-api) ¦ {h32} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://www.skiddle.com/api/v1/events/search/?api_key={t}&latitude=53.4808&longitude=-2.2426&radius=5&eventcode=LIVE
skiddle php ¦ Skiddle PHP SDK authenticate (search: packagist skiddle/skiddle-php-sdk) ¦ {h32} ¦ PHP Fatal error:  Uncaught SkiddleSDK\\SkiddleException: Invalid API key in /var/www/gigs/vendor/skiddle/skiddle-php-sdk/src/Events.php:88\n#0 /var/www/gigs/index.php(9): SkiddleSDK\\SkiddleAuth->__construct('{t}')
trainerize header ¦ Trainerize API key in Authorization (search: api-evangelist trainerize authentication; exact header format gated) ¦ {b48} ¦ POST https://api.trainerize.com/v03/user/getClientList\nAuthorization: Basic {t}\n→ 403 {"code":403,"message":"Studio or Enterprise plan required"}
pushpress headers ¦ PushPress Platform API, API-KEY and company-id headers (search: api-evangelist pushpress domain-security) ¦ {A40} ¦ curl https://api.pushpress.com/v3/customers -H "company-id: cmp_8LQ2" -H "API-KEY: {t}"\n{"message":"Unauthorized","statusCode":401}
virtuagym query ¦ Virtuagym v1, api_key and club_secret query parameters (search: api-evangelist virtuagym authentication; packagist golddevelopment/virtuagym) ¦ CS-{d5}-{A32} ¦ GuzzleHttp\\Exception\\ClientException: Client error: `GET https://api.virtuagym.com/api/v1/club/31877/member?api_key=Yk2mT9&club_secret={t}` resulted in a `401 Unauthorized` response
virtuagym node env ¦ Virtuagym Node client, VIRTUAGYM_CLUB_SECRET in .env (search: github gold-development/virtuagym-node) ¦ {A40} ¦ VIRTUAGYM_API_KEY=pub-demo-key-not-set\nVIRTUAGYM_CLUB_SECRET={t}\nVIRTUAGYM_CLUB_ID=31877
hotelrunner query ¦ HotelRunner token with hr_id (search: api-evangelist hotelrunner authentication) ¦ {h40} ¦ [channel-sync] GET https://app.hotelrunner.com/api/v2/apps/reservations?token={t}&hr_id=118804&from_date=2026-12-01 -> 401 {"error":"Invalid token"}
paytronix basic ¦ Paytronix integration identifier and secret as Basic (search: developers.paytronix.com pxs_api_reference/authentication) ¦ {A36} ¦ # pxs.properties\npaytronix.integration.identifier=burgerhaus-pos\npaytronix.integration.secret={t}\npaytronix.merchantId=1044
stubhub consumer ¦ StubHub consumer key and secret as Basic, then a password grant (search: gist ozzieliu stubhub) ¦ {A28} ¦ >>> consumer_secret = '{t}'\n>>> requests.post('https://api.stubhub.com/sellers/oauth/accesstoken', headers=headers, data=body).json()\n{'code': 'GEN-UNAUTHORIZED', 'description': 'Invalid consumer credentials'}
coros accesstoken ¦ COROS Training Hub accesstoken header (search: gist quiver coros_activity_list) ¦ {h32} ¦ GET https://teamapi.coros.com/activity/query?size=50&pageNumber=1&startDay=20261101&endDay=20261130\naccesstoken: {t}\ncontent-type: application/json\n<- {"result":"1019","message":"Access token is invalid"}
swoogo consumer ¦ Swoogo consumer key and secret (search: help.alchemer.com swoogo-authentication; swoogo.readme.io getting-started) ¦ {u32} ¦ $ curl -s -u 'ck_9QW2LMX7:{t}' -d grant_type=client_credentials https://api.swoogo.com/api/v1/oauth2/token.json\n{"name":"Unauthorized","message":"Invalid consumer secret","status":401}
eightsleep token ¦ Eight Sleep auth-api token, two 32-hex halves (search: npm eightsleep; api-evangelist eight-sleep authentication) ¦ {h32}-{h32} ¦ eightsleep.login() -> {\n  "expirationDate": "2026-12-21T08:14:02.110Z",\n  "token": "{t}",\n  "userId": "a1f0c9e7d3b24c58a6e1f2d3c4b5a697"\n}
eightsleep yaml ¦ eightctl config.yaml with the account password (search: github steipete/eightctl) ¦ {p} ¦ $ cat ~/.config/eightctl/config.yaml\nemail: "sleeper@example.com"\npassword: "{t}"\ntimezone: "Asia/Bangkok"
lunchbox team token ¦ Lunchbox Open API, Authorization: Token (search: api-evangelist lunchbox rate-limits) ¦ {h40} ¦ POST https://api.lunchbox.io/v2/orders/new\nAuthorization: Token {t}\nContent-Type: application/json\n\n{"detail":"Invalid token."}
lunchbox loyalty key ¦ Lunchbox Loyalty API Api-Key ¦ {A48} ¦ PATCH /loyalty-engine/user-wallets/uw_5521/adjust\nApi-Key: {t}\n< 403 {"detail":"Authentication credentials were not provided."}
ticketbud token ¦ Ticketbud API access_token parameter (search: rapidapi ticketbud details) ¦ {h64} ¦ Faraday::UnauthorizedError: the server responded with status 401 for GET https://api.ticketbud.com/events.json?access_token={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
