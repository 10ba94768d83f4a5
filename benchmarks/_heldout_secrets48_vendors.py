"""Held-out set 48: vendors no earlier set named, each looked up with the ``search`` tool —
African, Asian and Latin American payment processors, game and esports APIs, healthcare
APIs, government open-data portals, crypto exchanges and wallets, and smart-home hubs.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 190 other names did and were dropped, among them Paystack, Flutterwave, Razorpay,
Paytm, PhonePe, Cashfree, Xendit, Midtrans, Omise, PayMongo, Mercado Pago, PagSeguro,
Conekta, Culqi, Wompi, dLocal, Kushki, Yoco, PayFast, M-Pesa, MoMo, Pesapal, Monnify,
Hubtel, Fawry, Paymob, Moyasar, KakaoPay, Alipay, Komoju, Billplz, Khalti, bKash,
SSLCommerz, JazzCash, Ebanx, Transbank, Steam, Riot, Battle.net, FACEIT, PUBG, start.gg,
Challonge, Roblox, PlayFab, Photon, Nakama, Xsolla, osu!, Hypixel, Lichess, Bungie, EVE,
Twitch, Epic FHIR, Cerner, athenahealth, DrChrono, Redox, 1upHealth, Elation, Healthie,
Tebra, Medplum, Metriport, Census, FRED, NREL, EIA, Socrata's neighbours Companies House
and TfL, e-Stat, Trafikverket, NOAA, Europeana, Binance, Coinbase, Kraken, Bitfinex,
Bitstamp, KuCoin, OKX, Bybit, Gemini, Bitso, Luno, VALR, Upbit, Bithumb, bitFlyer, Zaif,
Bitvavo, Deribit, CoinDCX, WazirX, Indodax, MEXC, Etherscan, Moralis, BTCPay, SmartThings,
Home Assistant, Homey, openHAB, Domoticz, Fibaro, Aqara, Tuya, eWeLink, Hue, LIFX, Nanoleaf,
Shelly, Zigbee2MQTT, Yale, August, Crestron, Control4, Gardena, Emporia and Flic).

Looked up with the ``search`` tool (28 vendors searched; 26 pages gave the format, the
source of each is named per case): SwitchBot (API v1.1: ``Authorization`` token plus a
``sign`` HMAC made with the secret), Rachio (an OAuth2 bearer token from Profile → Get API
Key), deCONZ / Phoscon (POST ``/api`` returns ``{"success": {"username": ...}}``, a
10-character key used in ``/api/<key>/sensors``), Bitkub (``X-BTK-APIKEY`` header and an
HMAC secret), Coincheck (``ACCESS-KEY``, ``ACCESS-NONCE``, ``ACCESS-SIGNATURE``;
``COINCHECK_ACCESS_KEY`` / ``COINCHECK_SECRET_KEY``), BitMEX (``api-key``, ``api-expires``,
``api-signature``; a 24-character key and a 48-character secret in a pasted example),
BitoPro (an API key, a secret and the account email), OpenNode (``Authorization:
MY-API-KEY``), CoinGate (``Authorization: Token YOUR_API_TOKEN``), RoyaleAPI for Clash
Royale (``auth`` header or ``Authorization: Bearer``), Guild Wars 2 (an account API key,
``client.auth('YOUR-API-KEY')``), Wargaming.net (``application_id``, 32 characters in
examples), PandaScore (``Authorization: Bearer`` or ``?token=``), Infermedica (``App-Id``
and ``App-Key`` headers), OpenEMR (dynamic client registration returning client_id and
client_secret), OpenFEC (``api_key`` from api.data.gov, ``DATA_GOV_API_KEY``), Socrata
(``X-App-Token``; an API key id and secret for Basic auth), Trove (a key from the
'For developers' tab), LTA DataMall (the ``AccountKey`` header), OpenAQ (``X-API-Key``,
``OPENAQ_API_KEY``), INEGI (the token as the last path part of ``/INDICATOR/.../2.0/``),
Zarinpal (a 36-character ``merchant_id``, ``ZARINPAL_MERCHANTID``), Paynow Zimbabwe (an
integration ID and integration key, ``PAYNOW_INTEGRATION_KEY``), pawaPay (a bearer token
generated in the dashboard), Woovi/OpenPix (the AppID sent in ``Authorization``), Loxone
(``LOXONE_USERNAME`` / ``LOXONE_PASSWORD`` for the Miniserver) and Digitransit
(``digitransit-subscription-key``, an Azure API Management key). Searched and found nothing
of their own: PlacetoPay (its ``login`` / ``secretKey`` pair as remembered, in
``_heldout_secrets48_vendors2.py``); WalletConnect's ``projectId`` is public by design and
is in the innocents instead. Lengths and alphabets the pages did not give are "shape
assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
switchbot token header ¦ SwitchBot API v1.1 (OpenWonderLabs README, qiita): header Authorization: token, plus sign, t, nonce (hex, shape assumed) ¦ {h96} ¦ $ curl -s https://api.switch-bot.com/v1.1/devices -H "Authorization: {t}" -H "sign: 6QKm0a0YkN6G2pYqEw2lM8zQn1b4Jd7ZJkXr5Yk3f0U=" -H "t: 1796550601000" -H "nonce: 0c1f"\n{"statusCode":401,"message":"Unauthorized"}
switchbot secret ¦ SwitchBot gensign(token, secret) gist: the client secret from the app's developer options (shape assumed) ¦ {h32} ¦ # ~/.config/switchbot/env\nSWITCHBOT_TOKEN_FILE=~/.config/switchbot/token\nSWITCHBOT_SECRET={t}\n# switchbot-cli: signature rejected (190)
rachio bearer ¦ homebridge-rachio-irrigation rachioapi.js: headers { Authorization: `Bearer ${token}` } against api.rach.io/1/public; a UUID token ¦ {uuid} ¦ [12/6/2026, 3:44:10 PM] [RachioIrrigation] Error getting person, Status Request failed with status code 401\n[12/6/2026, 3:44:10 PM] [RachioIrrigation] {"headers":{"Authorization":"Bearer {t}","Content-Type":"application/json"},"method":"get","url":"/person/info/"}
rachiopy ¦ rachiopy (pypi): r = Rachio("authtoken") ¦ {uuid} ¦ >>> from rachiopy import Rachio\n>>> r = Rachio("{t}")\n>>> r.person.info()\n({'status': '401'}, {'code': '300', 'error': 'Unauthorized'})
deconz api key ¦ deCONZ REST docs (Getting started): POST /api with {"devicetype": ...} returns [{"success": {"username": "4EXXXXXXB6"}}] ¦ {H10} ¦ $ curl -s -X POST -d '{"devicetype":"grafana-sync"}' http://phoscon.local/api/\n[{"success":{"username":"{t}"}}]
deconz sensors url ¦ deCONZ docs: GET /api/<apikey>/sensors; lighter's .lighter.json "api_key" ¦ {H10} ¦ 2026-12-06 15:44:14 WARN  zigbee-bridge GET http://192.168.2.103:80/api/{t}/sensors -> 403 [{"error":{"type":1,"address":"/sensors","description":"unauthorized user"}}]
bitkub api key ¦ Bitkub gist (requestBitkub): headers "X-BTK-APIKEY": apiKey; an HMAC-SHA256 sig with apiSecret (hex, shape assumed) ¦ {h64} ¦ POST https://api.bitkub.com/api/market/wallet\nAccept: application/json\nContent-Type: application/json\nX-BTK-APIKEY: {t}\n<- {"error":3}  (Invalid API key)
bitkub js client ¦ bitkub (npm): new Bitkub({ api_key, api_secret }) ¦ {h32} ¦ > var client = new Bitkub({ api_key: process.env.BITKUB_KEY, api_secret: '{t}' })\n> await client.wallet()\nUncaught Error: Request failed with status code 401
coincheck env ¦ coinchecker (docs.rs): .env.example COINCHECK_ACCESS_KEY= COINCHECK_SECRET_KEY= (shape assumed) ¦ {A32} ¦ $ cat .env\nCOINCHECK_ACCESS_KEY=sBd8QEq1XwP3kTmA\nCOINCHECK_SECRET_KEY={t}\n$ cargo run --example balance\nError: Api { status: 401, message: "invalid authentication" }
coincheck headers ¦ Coincheck exchange API docs: ACCESS-KEY, ACCESS-NONCE, ACCESS-SIGNATURE headers (16-character key, shape assumed) ¦ {A16} ¦ GET /api/accounts/balance HTTP/1.1\nHost: coincheck.com\nACCESS-KEY: {t}\nACCESS-NONCE: 1796550614\nACCESS-SIGNATURE: 3b1f0c2a5d…\n<- 401 {"success":false,"error":"invalid authentication"}
bitmex api secret ¦ BitMEX pastebin example: secretKey = '...' (48 characters, URL-safe) beside a 24-character apiKey ¦ {u48} ¦ Traceback (most recent call last):\n  File "/opt/bot/clear.py", line 8, in <module>\n    secretKey = '{t}'\n  File "/opt/bot/clear.py", line 31, in request\n    raise RuntimeError(r.text)\nRuntimeError: {"error":{"message":"Signature not valid.","name":"HTTPError"}}
bitmex api key ¦ bitmex-api gem (rubydoc): headers 'api-expires', 'api-key', 'api-signature' ¦ {A24} ¦ D, [2026-12-06T15:44:19.551] DEBUG -- : POST /api/v1/order headers={"api-expires"=>"1796550679", "api-key"=>"{t}", "api-signature"=>"9f1c…"}\nBitmex::ForbiddenError: Invalid API Key.
bitopro secret ¦ BitoPro official API docs: an API key (public) and secret (private), shown once, and the account email (shape assumed) ¦ {h64} ¦ # bitopro.yaml\naccount: trading@acme.io\napi_key: 5d0c7e2b1f4a9386\napi_secret: {t}\n# bitopro-bot: 401 {"error":"Invalid Signature"}
opennode key ¦ OpenNode developers (Authentication): Authorization: MY-API-KEY header; opennode.setCredentials('MY_API_KEY', 'dev') (UUID shape assumed) ¦ {uuid} ¦ node:internal/process/promises:391\n    triggerUncaughtException(err, true /* fromPromise */);\n401 | Unauthorized (opennode.setCredentials('{t}', 'live'))
opennode curl ¦ OpenNode docs: provide your API key on the Authorization header ¦ {uuid} ¦ $ curl -s https://api.opennode.com/v1/charges -H 'Authorization: {t}' -H 'Content-Type: application/json' -d '{"amount":10.5,"currency":"USD"}'\n{"success":false,"message":"Invalid API key"}
coingate token ¦ CoinGate developer docs (API Authentication): -H 'Authorization: Token YOUR_API_TOKEN' (shape assumed) ¦ {A40} ¦ $ curl "https://api-sandbox.coingate.com/v2/auth/test" -H 'Authorization: Token {t}'\n{"message":"Auth Token is not valid","reason":"BadAuthToken"}
coingate php ¦ CoinGate docs (PHP): $auth_token = 'YOUR_API_AUTH_TOKEN'; $headers[] = 'Authorization: Token ' . $auth_token ¦ {A40} ¦ PHP Fatal error:  Uncaught CoinGate\Exception\Api\BadAuthToken: Auth Token is not valid in /var/www/shop/vendor/coingate/coingate-php/lib/Exception/ApiErrorException.php:27\n#0 /var/www/shop/checkout.php(14): CoinGate\Client->__construct('{t}', true)
royaleapi auth header ¦ RoyaleAPI docs (Authentication): curl --header "auth: <token>" https://api.royaleapi.com/clan/2CCCP (a JWT, shape assumed) ¦ eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.{u116}.{u86} ¦ $ curl --header "auth: {t}" https://api.royaleapi.com/clan/2CCCP\n{"error":true,"status":403,"message":"Invalid authentication token"}
royaleapi bearer ¦ RoyaleAPI docs: Authorization: Bearer <token>; keys from the #developer-key Discord channel ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9.{u110}.{u86} ¦ clan-bot  | 2026-12-06T15:44:31Z WARN fetch /players/%23Y9R2QPL0 failed 403 (Authorization: Bearer {t})
gw2 api key ¦ gw2 (pypi): client.auth('YOUR-API-KEY'); Guild Wars 2 keys are two hex GUIDs joined (as remembered) ¦ {H8}-{H4}-{H4}-{H4}-{H20}-{H4}-{H4}-{H4}-{H12} ¦ >>> client.auth('{t}')\n>>> client.get('account')\ngw2.HTTPError: 401 {'text': 'Invalid access token'}
gw2 query ¦ Guild Wars 2 API (wiki, as remembered): ?access_token= on authenticated endpoints ¦ {H8}-{H4}-{H4}-{H4}-{H20}-{H4}-{H4}-{H4}-{H12} ¦ GET https://api.guildwars2.com/v2/account/bank?access_token={t} 401 (Unauthorized)\n    at fetchBank (guild-bank.js:22)
wargaming application id ¦ Wargaming.net developers (Getting Started): register an application to get an application_id; keep it from third parties (32 hex in examples) ¦ {h32} ¦ GET https://api.worldoftanks.eu/wot/account/list/?application_id={t}&search=volca\n{"status":"error","error":{"field":"application_id","message":"INVALID_APPLICATION_ID","code":407,"value":"{t}"}}
wargaming php ¦ nek-v/wargaming-api (packagist): new WargamingApi($application_id = "xxxxxxxx...", $region = "eu") ¦ {h32} ¦ PHP Warning:  WargamingApi: request failed (407 INVALID_APPLICATION_ID) in /srv/clanbot/src/Wg.php on line 41\n$WarGaming = new WargamingApi("{t}", "eu");
pandascore bearer ¦ PandaScore developers (Authentication): --header 'Authorization: Bearer <token>' (shape assumed) ¦ {u50} ¦ $ curl --request GET --url 'https://api.pandascore.co/videogames' --header 'Authorization: Bearer {t}'\n{"error":"Unauthorized","message":"Token is invalid"}
pandascore ws token ¦ PandaScore docs: wss://live.pandascore.co/matches/595466?token=... ¦ {u50} ¦ $ wscat -c "wss://live.pandascore.co/matches/595466?token={t}"\nerror: Unexpected server response: 401
infermedica app key ¦ Infermedica Engine API quickstart: App-Id and App-Key headers on every request (32 hex, shape assumed) ¦ {h32} ¦ POST https://api.infermedica.com/v3/diagnosis\nApp-Id: 6f1d2c3a\nApp-Key: {t}\nInterview-Id: 1f4c2e90-77aa-4b1e-a1d3-5c9e0f2b7d61\n<- 401 {"message":"Authentication failed"}
infermedica python ¦ infermedica/python-api: infermedica_api.APIv3Connector(app_id="YOUR_APP_ID", app_key="YOUR_APP_KEY") ¦ {h32} ¦ >>> api = infermedica_api.APIv3Connector(app_id="6f1d2c3a", app_key="{t}")\n>>> api.info()\ninfermedica_api.exceptions.UnauthorizedError: 401 Unauthorized
openemr client secret ¦ OpenEMR API_README and openemr (pypi): POST /oauth2/<site>/registration returns client_id and client_secret (shape assumed) ¦ {u86} ¦ $ ./devtools register-oauth2-client\nclient id: tFz9w0q3xJ0pE2C1YxV4sN8uQ6rB5mKd7hLgA2iOeWc\nclient secret: {t}
openemr token request ¦ openemr (pypi): password grant against /oauth2/default/token with client_id and client_secret ¦ {u86} ¦ POST https://emr.acme.clinic/oauth2/default/token\ngrant_type=password&client_id=tFz9w0q3xJ0pE2C1YxV4sN8uQ6rB5mKd7hLgA2iOeWc&client_secret={t}&user_role=users&username=admin&scope=openid%20api%3Aoemr\n<- 401 {"error":"invalid_client"}
openfec key ¦ OpenFEC (opynfec, tmc/openfec): api_key from api.data.gov, DATA_GOV_API_KEY (40 characters) ¦ {A40} ¦ $ export DATA_GOV_API_KEY={t}\n$ list-candidates-potus -party DEM\nerror: 403 API_KEY_INVALID: An invalid api_key was supplied.
openfec r ¦ R.openFEC: fec_api(path, api_key, query_params) ¦ {A40} ¦ > fec_api("/candidates/", "{t}", query_params = list(q = c("Obama")))\nError in fec_api("/candidates/", "{t}", : 403 Forbidden
socrata app token ¦ Socrata developer docs (Application Tokens): X-App-Token header; throttled per application (25 characters, shape assumed) ¦ {A25} ¦ [2026-12-06 15:44:55] sync-permits.ERROR: GET https://data.cityofchicago.org/resource/ydr8-5enu.json?$limit=5000 -> 403 {"code":"invalid_app_token"} (X-App-Token: {t})
socrata key secret ¦ Socrata docs (Authentication): HTTP Basic with an API key id and secret ¦ {A52} ¦ # ~/.socrata.yml\ndomain: data.cityofchicago.org\nkey_id: 4g2t1o8m3e0f6d9q5w7a\nkey_secret: {t}
trove key ¦ Trove API (GLAM Workbench, trove-js): a key from the 'For developers' tab, sent as key= (shape assumed) ¦ {A32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.trove.nla.gov.au/v3/result?category=newspaper&q=wragge&key={t}&encoding=json
trove notebook ¦ GLAM Workbench 'Your first API request': paste your key between the quotes ¦ {A32} ¦ In [2]: api_key = '{t}'\nIn [3]: response = requests.get(api_url, params=params)\nIn [4]: response.status_code\nOut[4]: 401
datamall account key ¦ LTA DataMall (mcp-sg-lta notes): the API Account Key is injected into the 'AccountKey' header (base64, shape assumed) ¦ {b22}== ¦ GET http://datamall2.mytransport.sg/ltaodataservice/v3/BusArrival?BusStopCode=83139\nAccountKey: {t}\naccept: application/json\n<- 401 Unauthorized
openaq header ¦ OpenAQ docs (API Key): --header "X-API-Key: YOUR-OPENAQ-API-KEY" (64 hex, shape assumed) ¦ {h64} ¦ $ curl --request GET --url "https://api.openaq.org/v3/locations/2178" --header "X-API-Key: {t}"\n{"detail":"Unauthorized. A valid API key must be provided in the X-API-Key header."}
openaq r ¦ openaq (CRAN vignette): set_api_key("my-super-secret-openaq-key-1234"); OPENAQ_API_KEY ¦ {h64} ¦ > set_api_key("{t}")\n> list_locations(parameters_id = 2, limit = 1000)\nError in `openaq_request()`: ! HTTP 401 Unauthorized.
inegi token ¦ INEGI API del Banco de Indicadores v2.0: the token is the last part of the INDICATOR URL (a UUID as remembered) ¦ {uuid} ¦ GET https://www.inegi.org.mx/app/api/indicadores/desarrolladores/jsonxml/INDICATOR/1002000001/es/0700/false/BISE/2.0/{t}?type=json\n<- 400 ["ErrorInfo:Token no válido"]
zarinpal merchant ¦ saeedpooyanfar/zarinpal: set 36 chars ZARINPAL_MERCHANTID in .env ¦ {uuid} ¦ $ grep ZARINPAL .env\nZARINPAL_MERCHANTID={t}\n$ php artisan tinker\n>>> app(Zarinpal\Zarinpal::class)->request($payment)\n=> ["data" => [], "errors" => ["code" => -9, "message" => "The input params invalid, validation error."]]
zarinpal java ¦ ZarinPal Android SDK (pastebin): payment.setMerchantID("71c705f8-...") ¦ {uuid} ¦ E/ZarinPal: startPayment failed, status=-11 (merchant not found)\n    payment.setMerchantID("{t}")\n    at ir.acme.shop.CheckoutActivity.pay(CheckoutActivity.java:88)
paynow integration key ¦ Paynow Node SDK: new Paynow("INTEGRATION_ID", "INTEGRATION_KEY"); PAYNOW_INTEGRATION_KEY (a GUID in the Haskell SDK's example) ¦ {uuid} ¦ $ heroku config -a tuckshop-zw | grep PAYNOW\nPAYNOW_INTEGRATION_ID:  1201\nPAYNOW_INTEGRATION_KEY: {t}
paynow php ¦ zimpayments (trevorsibanda): define('PAYNOW_KEY', '...') beside PAYNOW_ID ¦ {uuid} ¦ PHP Notice: PayNow: Error occured - Invalid Id. in /var/www/tuckshop/pay.php on line 19\n define('PAYNOW_ID' , '1201');\n define('PAYNOW_KEY' , '{t}');
pawapay token ¦ pawaPay docs (Using the API): a bearer token generated under System configuration → API tokens (a JWT, shape assumed) ¦ eyJraWQiOiIxIiwiYWxnIjoiRVMyNTYifQ.{u150}.{u86} ¦ POST https://api.sandbox.pawapay.io/v2/deposits\nAuthorization: Bearer {t}\nContent-Type: application/json\n<- 401 {"failureReason":{"failureCode":"AUTHENTICATION_ERROR"}}
openpix appid ¦ Woovi/OpenPix developers (Creating an App ID): copy the AppID to your integration, sent as Authorization (base64, shape assumed) ¦ {b120} ¦ [woovi] POST https://api.openpix.com.br/api/v1/charge failed: 401 {"error":"appID inválido"}\nheaders: { Authorization: '{t}', 'Content-Type': 'application/json' }
loxone env ¦ loxone-mcp (glama): LOXONE_HOST, LOXONE_USERNAME, LOXONE_PASSWORD ¦ {p} ¦ $ docker run --rm -e LOXONE_HOST=192.168.1.77 -e LOXONE_USERNAME=admin -e LOXONE_PASSWORD='{t}' ghcr.io/acme/loxone-mcp\nloxone: websocket auth failed (401)
loxone url ¦ Loxone Miniserver web services (as remembered): http://user:password@miniserver/jdev/sps/io/<name>/on ¦ {p} ¦ 2026-12-06 15:45:08 curl: GET http://admin:{t}@192.168.1.77/jdev/sps/io/Gartenlicht/on -> 401
digitransit key ¦ mcp-hsl (glama): DIGITRANSIT_SUBSCRIPTION_KEY from portal-api.digitransit.fi (32 hex, Azure APIM shape assumed) ¦ {h32} ¦ POST https://api.digitransit.fi/routing/v2/hsl/gtfs/v1\ndigitransit-subscription-key: {t}\n<- 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."}
digitransit env ¦ mcp-hsl: DIGITRANSIT_SUBSCRIPTION_KEY in .env (node --env-file) ¦ {h32} ¦ $ cat .env\nDIGITRANSIT_SUBSCRIPTION_KEY={t}\n$ node --env-file=.env dist/index.js\n[mcp-hsl] stop_departures failed: 401
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
