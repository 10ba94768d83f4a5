"""Held-out set 36: vendors (names R to Z) no earlier set named, 28 looked up with the
``search`` tool — link shorteners, API monitors, affiliate and reward payouts, knitting and
bookmark services, CRM in Gmail, budgeting, promotions, read-later, scraping, carts, solar
forecasts, weather, game stores, bookings, tournaments, travel affiliates, streaming guides,
SERP APIs, captcha solvers, WhatsApp gateways, NLU, observability, radio playlists, site
search, consent management and no-code backends.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
among those that did and were dropped: Rollbar, Raygun, Rookout, Rundeck, Rancher, Razorpay,
Resend, Replicate, RevenueCat, Rockset, RudderStack, Redash, Retool, RingCentral, Rev.ai,
Rapid7, Roboflow, Salesloft, Sanity, Scaleway, Semgrep, Sendbird, Sentry, SerpApi, Shippo,
ShipBob, SignNow, Skyscanner, Smartsheet, Snyk, Split.io, Spoonacular, Statsig, Strapi,
Sumo, Swiftype, Telnyx, TestRail, TomTom, Tolgee, Toggl, Trello, Tyk, Unleash, Upstash,
Uploadcare, Vercel, Veriff, Vimeo, Wandb, Wasabi, Weatherbit, Webflow, Wistia, Wrike, Xero,
Yext, Zapier, Zendesk, Zoho, Zuora, 1Password, 2Checkout, Typesense, Weaviate, Zilliz,
Wialon, Samsara, Routific, Traccar, Weglot, Unbabel, Wordbee, Woodpecker, Semaphore,
StatusCake, Uptrends, UptimeRobot, Site24x7, Sematext, Tideways, SigNoz, Uptrace, Tuya,
Tebex, Tado, Twitch, Typeform, Ubidots, Vapi, Wix, Xendit, Zammad, Zulip, 17track, Sirv).

Looked up with the ``search`` tool (28 vendors; the page and what it gave named per case):
Rebrandly (``apikey`` header, query or body parameter), Runscope (OAuth2, a personal access
token per application), Rewardful (API Secret as the Basic username, no password), Ravelry
(Basic auth: read-only username/password or access key + personal key), Streak (API key as
the Basic username), Tremendous (Bearer keys prefixed ``TEST_`` / ``PROD_``), Voucherify
(Application ID and Secret Key, ``client_secret_key``), YNAB (personal access token, 64
characters per ynabr), Readwise (``Authorization: Token``), Raindrop.io (test token,
Bearer), Scrapfly (``key`` query parameter), Snipcart (secret API key), Solcast
(``RooftopSite(api_key, resource_id)``), weatherstack (``access_key`` parameter), Sellix
(searched; the page was SellApp's Bearer key, shape assumed), SuperSaaS (account name and
API key; ``SSS_API_KEY``), Toornament (``X-Api-Key`` plus client id and secret), Travelpayouts
(``X-Access-Token`` partner token), Watchmode (``apiKey``, shape assumed), Zenserp
(``zenserp.Client('API_KEY')``, ``apikey`` header), 2Captcha (``key`` on ``in.php``, 32
characters), 360dialog (``D360-API-KEY``), Wit.ai (server access token, Bearer), Wavefront
(``Authorization: Bearer <<API-TOKEN>>``), Spinitron (Bearer or ``access-token`` query),
Unbxd (``siteKey`` public, ``apiKey`` 32 hex in the js-sdk example), Usercentrics
(``settingsId`` public: no secret, left out), Xano (JWE ``Authorization: Bearer``).
Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
rebrandly header ¦ developers.rebrandly.com get-started: header apikey: YOUR_API_KEY (32 hex, shape assumed) ¦ {h32} ¦ $ curl -s https://api.rebrandly.com/v1/links -H 'Content-Type: application/json' -H 'apikey: {t}' -d '{"destination":"https://acme.io/spring"}'\n{"code":"Unauthorized","message":"Invalid apikey"}
rebrandly query ¦ developers.rebrandly.com api-key-authentication: the key may be a query parameter named apikey ¦ {h32} ¦ 10.0.4.12 - - [06/Dec/2026:12:51:03 +0000] "GET /go/spring HTTP/1.1" 502 - upstream=https://api.rebrandly.com/v1/links/count?apikey={t}
runscope token ¦ runscope.com/docs/api/authentication: an access_token is generated for your own use when you create an application (UUID, shape assumed) ¦ {uuid} ¦ # Jenkins job 'api-smoke' config.xml\n<com.runscope.jenkins.Runscope.RunscopeBuilder>\n  <accessToken>{t}</accessToken>\n  <triggerEndPoint>https://api.runscope.com/radar/bucket/trigger</triggerEndPoint>\n</com.runscope.jenkins.Runscope.RunscopeBuilder>
rewardful secret ¦ developers.rewardful.com rest-api: curl ... -u YOUR_API_SECRET: (Basic username, no password; hex shape assumed) ¦ {h32} ¦ $ curl --request GET --url https://api.getrewardful.com/v1/affiliates -u {t}:\n{"error":"Invalid API Secret"}
rewardful env ¦ developers.rewardful.com: the API Secret is on the Company Settings page ¦ {h32} ¦ # config/credentials.yml.enc (decrypted by rails credentials:show)\nrewardful:\n  api_secret: {t}\nstripe:\n  publishable_key: pk_live_51Qm
ravelry personal key ¦ Ravelry API docs: curl -u basic_auth_username:basic_auth_personal_key https://api.ravelry.com/current_user.json (shape assumed) ¦ {A40} ¦ > GET /current_user.json HTTP/1.1\n> Host: api.ravelry.com\n> Authorization: Basic read-4f1a9c2e:{t}\n< HTTP/1.1 403 Forbidden
ravelry r httr ¦ datasock blog: R httr oauth with user access key and secret key read from user_rav.txt ¦ {A40} ¦ > readLines("user_rav.txt")\n[1] "4f1a9c2e7b3d"\n[2] "{t}"\n> GET("https://api.ravelry.com/projects/knitter/list.json", authenticate(u, p))\nResponse [https://api.ravelry.com/projects/knitter/list.json]\n  Status: 401
streak basic ¦ streak.readme.io authentication: curl https://api.streak.com/api/v1/pipelines -u YOUR_API_KEY: (shape assumed) ¦ {l40} ¦ $ curl -s https://api.streak.com/api/v1/users/me -u "{t}:"\n{"success":false,"error":"Invalid API key"}
streak skill env ¦ skills.sh streak: curl -u "$STREAK_TOKEN:" ¦ {l40} ¦ $ env | grep STREAK\nSTREAK_TOKEN={t}\n$ zero doctor check-connector --env-name STREAK_TOKEN\n✗ 401 from https://api.streak.com/api/v1/users/me
tremendous prod ¦ developers.tremendous.com sandbox-environment: Production keys are prefixed PROD_ ¦ PROD_{A64} ¦ tremendous.exceptions.TremendousApiError: 401 Unauthorized (POST https://api.tremendous.com/api/v2/orders) with Authorization: Bearer {t}
tremendous r client ¦ tremendousr (CRAN): trem_client_new(api_key = "TEST_YOUR-KEY-HERE", sandbox = TRUE) ¦ TEST_{A64} ¦ > test_client <- trem_client_new(api_key = "{t}", sandbox = TRUE)\n> trem_ping(test_client)\nError: Tremendous API error 401: invalid api key
voucherify secret ¦ voucherify-python-sdk README: voucherifyClient(application_id=..., client_secret_key=...) (UUID, shape assumed) ¦ {uuid} ¦ Traceback (most recent call last):\n  File "/srv/promo/sync.py", line 12, in <module>\n    client = voucherifyClient(application_id='8b2d7c4e-app', client_secret_key='{t}')\nvoucherify.client.VoucherifyError: 401 Unauthorized
voucherify headers ¦ Voucherify REST: X-App-Id and X-App-Token headers (the search returned the SDK page; header names remembered) ¦ {uuid} ¦ POST /v1/redemptions HTTP/1.1\nHost: api.voucherify.io\nX-App-Id: 8b2d7c4e-1a3f-4c55-9e2b-0f7d6a1c3b88\nX-App-Token: {t}\n\nHTTP/1.1 401 Unauthorized
ynab pat ¦ ynabr (rdrr): the token is a 64 character long alphanumeric string; YNAB_TOKEN environment variable ¦ {h64} ¦ $ curl -H "Authorization: Bearer {t}" https://api.ynab.com/v1/budgets\n{"error":{"id":"401","name":"unauthorized","detail":"Unauthorized"}}
ynab bank2ynab conf ¦ bank2ynab wiki: user_configuration.conf line starting 'YNAB API Access Token' ¦ {h64} ¦ $ grep -n 'YNAB API' user_configuration.conf\n14:YNAB API Access Token = {t}\n15:YNAB Budget ID = 5e1c7a90-budget
readwise token ¦ readwise gist: headers={"Authorization": f"Token {READWISE_API_KEY}"} (shape assumed) ¦ {A50} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://readwise.io/api/v2/export/\nrequest headers: {'Authorization': 'Token {t}', 'User-Agent': 'python-requests/2.32.3'}
raindrop test token ¦ developer.raindrop.io authentication: register an application, obtain a (test) access token (UUID, shape assumed) ¦ {uuid} ¦ raindrop-mcp | GET https://api.raindrop.io/rest/v1/user -> 401\nraindrop-mcp | RAINDROP_TOKEN={t}
scrapfly key ¦ scrapfly.io getting started: https://api.scrapfly.io/scrape?url=&key= (scp-live- prefix as remembered) ¦ scp-live-{h32} ¦ scrapfly.errors.ApiHttpClientError: 401 - ERR::AUTH::INVALID_KEY - https://api.scrapfly.io/scrape?key={t}&url=https%3A%2F%2Fweb-scraping.dev%2Fproducts&asp=true
snipcart secret ¦ node-snipcart-api README: SECRET_API_KEY environment variable (shape assumed) ¦ ST_{u60} ¦ $ cat .env.production\nGATSBY_SNIPCART_PUBLIC_KEY=YjdiNWIyOTUtZTIy\nSNIPCART_SECRET_API_KEY={t}
solcast rooftop ¦ pysolcast: RooftopSite(api_key, resource_id) (shape assumed) ¦ {u32} ¦ >>> site = RooftopSite('{t}', 'a1b2-c3d4-e5f6-a7b8')\n>>> site.get_forecasts()\npysolcast.exceptions.SiteError: 401 Unauthorized: Invalid API key
solcast hass yaml ¦ Home Assistant solcast integration secrets.yaml (shape assumed) ¦ {u32} ¦ # /config/secrets.yaml\nsolcast_api_key: {t}\nsolcast_resource_id: a1b2-c3d4-e5f6-a7b8
weatherstack key ¦ apilayer weatherstack docs: current?access_key=YOUR_ACCESS_KEY&query=New York (32 hex, shape assumed) ¦ {h32} ¦ {"success":false,"error":{"code":101,"type":"invalid_access_key","info":"You have not supplied a valid API Access Key."}}\nGET http://api.weatherstack.com/current?access_key={t}&query=Reykjavik
sellix bearer ¦ the search found SellApp's page (Authorization: Bearer {apiKey}); Sellix's key as remembered (shape assumed) ¦ {A64} ¦ sellix.exceptions.SellixException: 401 Unauthorized\n  (GET https://dev.sellix.io/v1/orders, Authorization: Bearer {t}, X-Sellix-Merchant: acme-keys)
supersaas env ¦ supersaas-csharp-api-client README: ENV['SSS_API_KEY'] = 'xxxxxxxxxxxxxxxxxxxxxx' (22 characters) ¦ {A22} ¦ PS C:\booking> $env:SSS_API_ACCOUNT_NAME="dental-oslo"; $env:SSS_API_KEY="{t}"\nPS C:\booking> dotnet run\nUnhandled exception. SuperSaaS.API.Client.SSSException: 401 Unauthorized
supersaas pipedream ¦ Pipedream SuperSaaS: params account and api_key on /api/schedules.json ¦ {A22} ¦ GET https://www.supersaas.com/api/schedules.json?account=dental-oslo&api_key={t} -> 401 Not authorized
toornament secret ¦ toornament crate: Toornament::with_application("API_TOKEN", "CLIENT_ID", "CLIENT_SECRET") (shape assumed) ¦ {l50} ¦ thread 'main' panicked at src/main.rs:9:10:\ncalled `Result::unwrap()` on an `Err` value: Toornament(Unauthorized)\n   9 |     let t = Toornament::with_application("ta8Kq2", "3f1c_client", "{t}").unwrap();
toornament api key ¦ toornament crate: the X-Api-Key header must point to a valid application key ¦ {u43} ¦ < HTTP/2 401\n> GET /organizer/v2/tournaments HTTP/2\n> Host: api.toornament.com\n> X-Api-Key: {t}
travelpayouts token ¦ travelpayouts-mcp (glama): TRAVELPAYOUTS_TOKEN, the partner API token sent as X-Access-Token (32 hex, shape assumed) ¦ {h32} ¦ $ curl -s "https://api.travelpayouts.com/aviasales/v3/prices_for_dates?origin=LIS&destination=OPO" -H "X-Access-Token: {t}"\n{"success":false,"error":"Unauthorized"}
travelpayouts ruby ¦ travelpayouts_api gem: TravelPayouts.configure { config.token = '<token>'; config.marker = '<marker>' } ¦ {h32} ¦ # config/initializers/travelpayouts_api.rb\nTravelPayouts.configure do |config|\n  config.token = '{t}'\n  config.marker = '481203'\nend
watchmode key ¦ Watchmode API (rapidapi page, no format): apiKey query parameter (shape assumed) ¦ {A40} ¦ fetch failed: 401 https://api.watchmode.com/v1/autocomplete-search/?apiKey={t}&search_value=dune
zenserp client ¦ zenserp (pypi): client = zenserp.Client('API_KEY') (UUID as remembered) ¦ {uuid} ¦ >>> client = zenserp.Client('{t}')\n>>> client.status()\n{'error': 'Invalid API key'}
twocaptcha key ¦ captcha-2captcha (hackage): the api key ... must be 32 characters long; in.php?key= ¦ {h32} ¦ PHP Warning:  file_get_contents(http://2captcha.com/in.php?key={t}&method=userrecaptcha&googlekey=6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-&pageurl=https://shop.acme.io/login): Failed to open stream: HTTP request failed! HTTP/1.1 403
threesixty dialog key ¦ 360dialog partner docs (On-Premise WABA integration): an API key received from the client; header D360-API-KEY (shape assumed) ¦ {A32} ¦ POST https://waba-v2.360dialog.io/messages\nD360-API-KEY: {t}\nContent-Type: application/json\n-> 401 {"meta":{"success":false,"http_code":401,"developer_message":"Invalid api key"}}
witai server token ¦ wittycli / pywit: every request carries a token; WIT_AUTH_TOKEN (32 upper, witai-query example) ¦ {U32} ¦ $ witai --set-access-token {t}\n$ witai -q "book a table for two"\nwit.wit.WitError: Wit responded with an error: Bad auth, check token/params
wavefront token ¦ wavefront-api-client: add the header "Authorization: Bearer <<API-TOKEN>>" (UUID as remembered) ¦ {uuid} ¦ # /etc/wavefront/wavefront-proxy/wavefront.conf\nserver=https://acme.wavefront.com/api/\nhostname=proxy-eu-1\ntoken={t}\npushListenerPorts=2878
spinitron key ¦ Spinitron v2 API: curl 'https://spinitron.com/api/spins?access-token=YOURAPIKEY' (shape assumed) ¦ {u24} ¦ 2026-12-06 12:51:40 [wrbb-site] cache miss: GET https://spinitron.com/api/spins?access-token={t}&count=5 returned 401
spinitron bearer ¦ Spinitron v2 API: curl -H 'Authorization: Bearer YOURAPIKEY' https://spinitron.com/api/spins ¦ {u24} ¦ $ curl -sH 'Authorization: Bearer {t}' 'https://spinitron.com/api/persona?name=DJ+Toast'\n{"name":"Unauthorized","message":"Your request was made with invalid credentials.","code":0,"status":401}
unbxd api key ¦ unbxd/js-sdk README: new Unbxd.setSearch({ siteName: ..., APIKey: 'ae30...555f' }) (32 hex) ¦ {h32} ¦ unbxdSearch.js:412 GET https://search.unbxd.io/{t}/demo-u1393483043451/search?q=shirt 401 (Unauthorized)
xano jwe ¦ docs.xano.com authenticated-request: Authorization: Bearer xxx.yyy.zzz (JWE, shape assumed) ¦ eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.{u43}.{u22} ¦ [Xano] GET /api:Kq2f9x/auth/me 401\nAuthorization: Bearer {t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
