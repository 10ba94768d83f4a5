"""Held-out set 77: vendors no earlier set named, each looked up with the ``search`` tool —
fintech beyond card acquiring: open-finance aggregators and banks-as-a-service outside Europe
and the US, FX-rate APIs, payouts and remittance, and crypto exchanges' trading APIs.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were
dropped: Wise, Payoneer, Tipalti, Remitly, dLocal, Thunes, Nium, Rapyd, Airwallex,
Currencycloud, Flutterwave, Paystack, Chipper, OANDA, Kraken, Binance, Coinbase, Bitstamp,
Bitfinex, OKX, Bybit, KuCoin, Gemini, Bitso, Mercado Bitcoin, Deribit, Huobi, Gate.io, MEXC,
Bitget, Crypto.com, Branch, Belvo, Pluggy, Prometeo, Basiq, Frollo, Akahu, Flinks, Mono, Okra,
Stitch, Brankas, Finverse, Setu, Tarabut, Salt Edge, Marqeta, Lithic, Highnote, Galileo,
Synctera, Treasury Prime, Unit, Bitvavo, Upbit, Bithumb, Indodax, WazirX, CoinDCX, Razorpay,
Xendit, PayMongo, Conekta, Kushki, Ebanx, PagSeguro, Bitkub, Poloniex, Bittrex, Phemex,
WhiteBIT, Korbit, BitoPro, Revolut, CoinEx, CoinGate, Truv, Pinwheel, OPay, Zum Rails,
Trolley, Hyperwallet, Papaya and Wyre).

Looked up with the ``search`` tool (corpus ``docs``; 25 vendors searched, 19 pages gave the
format, the source of each named per case): Fintoc (``Authorization: sk_live_...``, secret
``sk_`` and public ``pk_`` keys), Stark Bank (a Project id and an ECDSA secp256k1 private
key in PEM), Open Exchange Rates (``latest.json?app_id=``, 32 hex), Fixer (an API access key;
its 32-hex shape remembered), currencylayer (``/live?access_key=``), ExchangeRate-API (the key
in the path after ``/v6/``; the ``era_live_`` keys of exchange-rateapi.com), CEX.IO (user id,
API key and secret signing a nonce), HitBTC (API key and secret), BingX (``X-BX-APIKEY`` and
an HMAC-SHA256 secret), BitMart (API key, secret and memo, ``X-BM-KEY``), LBank (``api_key``,
``api_secret``, ``sign_method`` RSA or HmacSHA256), Bitrue (``openapi.bitrue.com``; its
``X-MBX-APIKEY`` header remembered), VoPay (``AccountID``, ``Key`` and a ``SharedSecret``
hashed into ``Signature``), Veem (``client_id``/``client_secret`` in a YAML config), Coinmate
(private key, public key and client id), Tokocrypto (``X-TC-APIKEY``, ``X-TC-SIGNATURE``),
Bitcoin.de (``btcde.Connection(api_key, api_secret)``), Foxbit (API key with an Ed25519 private
key or an HMAC secret) and Bitbns (``X-API-KEY``, ``X-API-SIGNATURE``). AscendEX, NovaDAX,
Ripio, Moneytree, Wirex and Ebury gave no format page; their shapes are remembered. Nexus
Exchange (``nx_`` key ids, a hex secret, ``sess_`` session tokens), Bitforex (``accessKey``
and ``secretKey``) and Cryptoprocessing (``X-Processing-Key``) turned up in those searches.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
fintoc curl ¦ Fintoc API, a secret key sent bare in Authorization (search: docs.fintoc.com api/fintoc-api/authentication) ¦ sk_live_{u32} ¦ $ curl --request GET https://api.fintoc.com/v1/links --header "Authorization: {t}"\n{"error":{"type":"authentication_error","code":"invalid_api_key","message":"Invalid API Key provided"}}
fintoc env ¦ Fintoc secret key in a Rails .env beside the public key (search: docs.fintoc.com guides-api-keys) ¦ sk_live_{u32} ¦ FINTOC_PUBLIC_KEY=pk_live_Qm3R8vTz1aXcLp0NwYb7KdE2fGh4JsU9\nFINTOC_SECRET_KEY={t}\nFINTOC_WEBHOOK_URL=https://api.tienda.cl/webhooks/fintoc
fintoc python ¦ fintoc-python Fintoc(secret) in a Django shell ¦ sk_test_{u32} ¦ >>> from fintoc import Fintoc\n>>> client = Fintoc("{t}")\n>>> client.links.get("link_nMNejK7BT8oGbvO4")\nfintoc.errors.AuthenticationError: Invalid API Key provided
stark project python ¦ Stark Bank Python SDK, starkbank.Project with its private key (search: pypi starkbank, hexdocs starkbank Project) ¦ {b160} ¦ user = starkbank.Project(\n    environment="production",\n    id="5656565656565656",\n    private_key='''-----BEGIN EC PRIVATE KEY-----\n{t}\n-----END EC PRIVATE KEY-----''',\n)
stark project node ¦ Stark Bank Node SDK, new starkbank.Project({ privateKey }) ¦ {b160} ¦ starkbank.user = new starkbank.Project({\n  environment: 'sandbox',\n  id: '5718390162554880',\n  privateKey: '-----BEGIN EC PRIVATE KEY-----\\n{t}\\n-----END EC PRIVATE KEY-----'\n});
stark pem cat ¦ cat of a Stark Bank project's privateKey.pem made by starkbank.key.create() ¦ {b160} ¦ $ cat keys/privateKey.pem\n-----BEGIN EC PARAMETERS-----\nBgUrgQQACg==\n-----END EC PARAMETERS-----\n-----BEGIN EC PRIVATE KEY-----\n{t}\n-----END EC PRIVATE KEY-----
oxr query ¦ Open Exchange Rates latest.json?app_id= (search: docs.openexchangerates.org, pastebin latest.json) ¦ {h32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://openexchangerates.org/api/latest.json?app_id={t}&base=USD&symbols=BRL,CLP,COP
oxr dart ¦ open_exchange_rates Dart package, Oxr(appId) (search: pub.dev open_exchange_rates) ¦ {h32} ¦ var oxr = Oxr('{t}');\nUnhandled exception:\nOxrException: invalid_app_id (401)
oxr elixir ¦ ex_money config with an Open Exchange Rates app_id (search: hexdocs ex_money OpenExchangeRates) ¦ {h32} ¦ config :ex_money,\n  exchange_rates_retrieve_every: 300_000,\n  api_module: Money.ExchangeRates.OpenExchangeRates,\n  open_exchange_rates_app_id: "{t}"
fixer django ¦ django-money FIXER_ACCESS_KEY setting (search: github django-money issue 681, nango.dev fixer) ¦ {h32} ¦ # settings/production.py\nFIXER_URL = "https://data.fixer.io/api/latest"\nFIXER_ACCESS_KEY = "{t}"
fixer url ¦ Fixer latest endpoint with access_key in a Laravel log ¦ {h32} ¦ [2026-12-07 09:12:44] production.ERROR: GuzzleHttp\\Exception\\ClientException: Client error: `GET http://data.fixer.io/api/latest?access_key={t}&symbols=HTG,JMD,TTD` resulted in a `101 invalid_access_key`
currencylayer live ¦ currencylayer /live?access_key= (search: docs.apilayer.com currencylayer authentication-and-setup) ¦ {h32} ¦ curl 'https://api.currencylayer.com/live?access_key={t}&currencies=PYG,BOB,PEN&source=USD'\n{"success":false,"error":{"code":101,"type":"invalid_access_key"}}
currencylayer ruby ¦ CurrencyLayerApi::Client.new(access_key:) (search: rubydoc currency_layer_api) ¦ {h32} ¦ #<CurrencyLayerApi::Client:0x00007f9b0a0b0a00 @access_key="{t}", @ssl=true>
exchangerate path ¦ ExchangeRate-API v6, the key in the path (search: api-evangelist exchangerate-api authentication) ¦ {h24} ¦ fetch failed: 403 GET https://v6.exchangerate-api.com/v6/{t}/latest/ARS → {"result":"error","error-type":"invalid-key"}
exchangerate era ¦ exchange-rateapi Rust SDK, EXCHANGE_RATE_API_KEY era_live_ (search: docs.rs exchange-rateapi) ¦ era_live_{A32} ¦ export EXCHANGE_RATE_API_KEY="{t}"\ncargo run --example basic\nError: Unauthorized (401)
cexio php ¦ CEX.IO PHP client Config setApiKey/setApiSecret/setApiUserID (search: packagist cex.io-php) ¦ {A30} ¦ $client = Client::create((new Config())\n    ->setApiKey('kQv3Hs9RzLw2mYbXn1TgPa4')\n    ->setApiSecret('{t}')\n    ->setApiUserID('up118072983'));
cexio r ¦ cryptotrackr cex_io_signature(username, api_key, api_secret, nonce) (search: rdrr cryptotrackr cex_io_signature) ¦ {A30} ¦ > sig <- cex_io_signature("up118072983", "kQv3Hs9RzLw2mYbXn1TgPa4", "{t}", nonce)\n> cex_io_balance(...)\nError: {"error":"Invalid API key"}
hitbtc python ¦ hitbtcapi Client(api_key, api_secret) (search: libraries.io hitbtcapi) ¦ {l32} ¦ client = Client('Wq0f3J1s8dKcLw2vPz7YxN4bR6tHmA9e', '{t}')\nhitbtcapi.errors.AuthenticationError: 1002 Authorization required or has been failed
hitbtc basic ¦ HitBTC v2 REST, key:secret as Basic in a curl -v trace ¦ {b64} ¦ > GET /api/2/trading/balance HTTP/1.1\n> Host: api.hitbtc.com\n> Authorization: Basic {t}\n< HTTP/1.1 401 Unauthorized
bingx header ¦ BingX API X-BX-APIKEY header (search: docs.rs digdigdig3 bingx auth.rs) ¦ {A64} ¦ > GET /openApi/spot/v1/account/balance?timestamp=1796540044000&signature=9f2c… HTTP/2\n> Host: open-api.bingx.com\n> X-BX-APIKEY: {t}
bingx py ¦ py-bingx BingxAPI(API_KEY, SECRET_KEY) (search: pypi py-bingx) ¦ {A64} ¦ API_KEY = 'jqYtN6b3VwKsL0cRm8ZxPe4fHg2aUd9oT1iBnQ7vXy5zWl3kEr6sDu0pJh8CmA2q'\nSECRET_KEY = '{t}'\nbingx = BingxAPI(API_KEY, SECRET_KEY, timestamp="local")
bitmart node ¦ BitMart Node SDK apiKey, apiSecret and apiMemo (search: developer-pro.bitmart.com quick) ¦ {h64} ¦ const bitmartSpotAPI = new Bitmart.BitmartSpotAPI({\n  apiKey: '80618e45710812162b04892c7ee5ead4a3cc3e56',\n  apiSecret: '{t}',\n  apiMemo: 'mesa-de-cambio',\n})
bitmart env ¦ tiagosiebler bitmart-api example env vars (search: github tiagosiebler/bitmart-api examples) ¦ {h64} ¦ API_KEY="80618e45710812162b04892c7ee5ead4a3cc3e56" API_SECRET="{t}" API_MEMO="mesa" ts-node examples/futures-get-balances.ts
lbank python ¦ lbank-connector-python BlockHttpClient(api_key, api_secret, sign_method) (search: pypi lbank-connector-python) ¦ {h32} ¦ client = BlockHttpClient(\n    sign_method="HmacSHA256",\n    api_key="6c4a1f0e-3b7d-4e59-a2c8-91d0f5b7e364",\n    api_secret="{t}",\n    base_url="https://api.lbkex.com/",\n)
lbank rsa ¦ LBank RSA signing, a private key pasted as api_secret ¦ {b200} ¦ DEBUG lbank: sign_method=RSA api_secret=MIICdQIBADANBgkqhkiG9w0BAQEFAASCAl8wggJbAgEAAoGBA{t}
bitrue header ¦ Bitrue Spot API on openapi.bitrue.com (search: github Bitrue-exchange Spot-official-api-docs) ¦ {h64} ¦ curl -H "X-MBX-APIKEY: {t}" -X POST 'https://openapi.bitrue.com/api/v1/order?symbol=XRPUSDT&side=BUY&type=LIMIT&quantity=50&price=0.52&timestamp=1796540099000&signature=…'
bitrue hummingbot ¦ Hummingbot connect bitrue prompt, keys echoed in a log (search: hummingbot.org exchanges/bitrue) ¦ {h64} ¦ >>> connect bitrue\nEnter your Bitrue API key >>> 0d6b9e1c4a7f2e3b5c8d0a1f4e7b2c5d8a0f3e6b9c2d5a8f1e4b7c0d3a6f9e2b\nEnter your Bitrue secret key >>> {t}
vopay form ¦ VoPay API, AccountID, Key and Signature in a form body (search: api-evangelist vopay authentication) ¦ {h40} ¦ POST https://earthnode.vopay.com/api/v2/eft/fund\nAccountID=puentes&Key=6f8a1c2e9b3d4f5a7c0e1b2d3f4a5c6e7b8d9f0a&Signature={t}&Amount=250.00&Currency=CAD
vopay node ¦ vopay-node client AccountID, ApiKey and ApiSecret (search: yarn vopay-node) ¦ {A40} ¦ let VoPayClient = new VoPay({\n    AccountID: "puentes",\n    ApiKey: "6f8a1c2e9b3d4f5a7c0e1b2d3f4a5c6e7b8d9f0a",\n    ApiSecret: "{t}"\n})
veem yaml ¦ Veem Python SDK configuration YAML (search: pypi veem, oveem) ¦ {uuid} ¦ client_id: RemesaSur-7f3c1a20\nclient_secret: {t}\nurl: https://api.veem.com/\nredirectUrl: https://pagos.remesasur.com/veem/callback
veem token ¦ Veem OAuth client_credentials token response ¦ {uuid} ¦ HTTP/1.1 200 OK\n{"access_token":"{t}","token_type":"bearer","expires_in":43199,"scope":"all","account_id":2271094}
coinmate py ¦ coinmate-api coinmate(private, public, client_id) (search: pypi coinmate-api) ¦ {A43} ¦ cm_api = coinmate('{t}', 'Pq8dT1xVb4N0mLz7KcW2RyH6sJ3aF9eQ5uGtB1nC0oE', '8817')
tokocrypto headers ¦ Tokocrypto X-TC-APIKEY / X-TC-SIGNATURE headers (search: pastebin Tokocrypto createRequestConfig) ¦ {A64} ¦ headers: {\n  'X-TC-APIKEY': '{t}',\n  'X-TC-PAYLOAD': 'eyJub25jZSI6MTc5NjU0MDEyMzAwMH0=',\n  'X-TC-SIGNATURE': '5b1e…',\n}
tokocrypto secret ¦ Tokocrypto secret key in a bot .env ¦ {A64} ¦ TOKO_API_KEY=Vn4bQ1zK8sL2xP7cR0mT5yW9aE3dH6fJ1gU4iO8kN2vB5nM7qZ0wX3rC6tY9uA1s\nTOKO_API_SECRET={t}
btcde python ¦ btcde.Connection(api_key, api_secret) for Bitcoin.de (search: libraries.io btcde) ¦ {h64} ¦ >>> conn = btcde.Connection('b4c0a91f77e2d3c5', '{t}')\n>>> conn.showOrderbook('buy', 'btceur')\n{'errors': [{'message': 'Invalid signature', 'code': 4}]}
foxbit ed25519 ¦ Foxbit REST v3 Configuration(api_key, private_key) (search: pypi foxbit-group-rest-api) ¦ {b64} ¦ config = Configuration(\n    api_key="fbk_3mQ9tR1xV7cN",\n    private_key="-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEI{t}\\n-----END PRIVATE KEY-----",\n)
foxbit hmac ¦ Foxbit Configuration(api_key, api_secret) HMAC-SHA256 ¦ {A48} ¦ config = Configuration(api_key="fbk_3mQ9tR1xV7cN", api_secret="{t}")\nfoxbit_group.rest_api.exceptions.UnauthorizedException: (401) invalid signature
bitbns plugin ¦ BitBNS bt_api plugin, X-API-KEY and an HMAC-SHA512 secret (search: github cloudQuant/bt_api_btbns) ¦ {H32} ¦ BITBNS_API_KEY=8A1F0C3B7E5D9A2C4B6E8F0A1D3C5B7E\nBITBNS_API_SECRET={t}
nexus key mint ¦ Nexus Exchange POST /keys response, key_id and secret shown once (search: docs.nexus.xyz create-api-key) ¦ {h64} ¦ HTTP/1.1 201 Created\n{"key_id":"nx_7f3a1b9c2d4e","secret":"{t}","label":"market-maker-bot"}
nexus session ¦ Nexus Exchange POST /auth/login session token ¦ sess_{A40} ¦ curl -X POST 'https://exchange.nexus.xyz/api/exchange/keys' -H 'Authorization: Bearer {t}' -d '{"label":"arbitraje"}'
bitforex access ¦ Bitforex accessKey and secretKey in a placeOrder signing example (search: github githubdev2020 API_Doc_en) ¦ {h32} ¦ accessKey=fd91cd9ba2cc78fed6bb40e0bcff29ba\nsecretKey={t}\nsignData=hex(HMAC_SHA256(secretKey, content))
cryptoprocessing header ¦ Cryptoprocessing X-Processing-Key and signing secret (search: docs.cryptoprocessing.com authorisation) ¦ {A48} ¦ X-Processing-Key: Zp3Wq8Lm1Vb6Tn0Xc4Ry7Ks2Hd9Fj5Ga\nX-Processing-Secret-Used-For-Signing: {t}
ascendex ccxt ¦ AscendEX via ccxt, apiKey and secret in a Python REPL (shape remembered) ¦ {A32} ¦ >>> ex = ccxt.ascendex({'apiKey': 'bclE7p5PQZc2cVUyg94JNTSZ9oxnLrNe', 'secret': '{t}'})\n>>> ex.fetch_balance()\nccxt.base.errors.AuthenticationError: ascendex {"code":100005,"message":"Invalid API key"}
novadax headers ¦ NovaDAX X-Nova-Access-Key header and secret (shape remembered) ¦ {A64} ¦ NOVADAX_ACCESS_KEY=4f2c7a1e-0b3d-4e6a-9c8f-1d2e3f4a5b6c\nNOVADAX_SECRET_KEY={t}
ripio client ¦ ripio-client Client(api_key=) (search: pypi ripio-client; key format remembered) ¦ {A48} ¦ from ripio.trade.client import Client\nclient = Client(api_key='{t}')\nripio.trade.exceptions.RipioAPIError: 401 {"message":"invalid token"}
moneytree secret ¦ Moneytree LINK server-side client secret (search: moneytree-link-ios-sdk Features.md; secret shape remembered) ¦ {h64} ¦ MT_LINK_CLIENT_ID=af84f08f40970caf17f2e53b31771ceb50d0f32f7d44b826753982e809395290\nMT_LINK_CLIENT_SECRET={t}\nMT_LINK_REDIRECT_URI=https://kakeibo.example.jp/callback
wirex client ¦ Wirex partner API client credentials (shape remembered) ¦ {A48} ¦ WIREX_CLIENT_ID=wx-partner-ayni-01\nWIREX_CLIENT_SECRET={t}\nWIREX_API_URL=https://api.wirexapp.com
ebury oauth ¦ Ebury API OAuth client secret in a token request (shape remembered) ¦ {A40} ¦ POST https://auth.ebury.io/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=cambios-andinos&client_secret={t}
fintoc webhook ¦ Fintoc webhook endpoint secret whsec_ in a handler ¦ whsec_{A32} ¦ FINTOC_WEBHOOK_SECRET = "{t}"\n# fintoc.errors.WebhookSignatureError: Signature mismatch for event evt_a4xK93jaq1
oxr php ¦ Open Exchange Rates app id in a WooCommerce currency switcher option dump ¦ {h32} ¦ $ wp option get wmc_oxr_settings --format=json\n{"provider":"openexchangerates","app_id":"{t}","interval":"hourly"}
bingx yaml ¦ a grid bot config.yml with BingX credentials ¦ {A64} ¦ exchange:\n  name: bingx\n  api_key: nQ2wE9rT4yU7iO0pA3sD6fG1hJ8kL5zX2cV9bN4mQ7wE0rT3yU6iO1pA8sD5fG2h\n  secret_key: {t}\n  symbol: BTC-USDT
bitmart memo ¦ BitMart API error echoing the request's signing inputs in a debug trace ¦ {h64} ¦ DEBUG bitmart: X-BM-KEY=80618e45710812162b04892c7ee5ead4a3cc3e56 X-BM-TIMESTAMP=1796540111000 secret={t} memo=mesa\n→ {"code":30005,"message":"Header X-BM-SIGN is wrong"}
coinmate curl ¦ Coinmate private API call with clientId, publicKey and signature ¦ {A43} ¦ curl -X POST https://coinmate.io/api/balances -d 'clientId=8817&publicKey=Pq8dT1xVb4N0mLz7KcW2RyH6sJ3aF9eQ5uGtB1nC0oE&privateKey={t}&nonce=1796540123'
vopay shared ¦ VoPay shared secret in an Azure Function app settings dump ¦ {A40} ¦ $ az functionapp config appsettings list -n payouts-fn -g rg-remesas -o tsv\nVOPAY_ACCOUNT_ID	puentes\nVOPAY_SHARED_SECRET	{t}
stark env ¦ Stark Bank project private key as a one-line env var ¦ {b160} ¦ STARK_PROJECT_ID=5718390162554880\nSTARK_PRIVATE_KEY="-----BEGIN EC PRIVATE KEY-----\\n{t}\\n-----END EC PRIVATE KEY-----"
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="context"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="args"),
    ]
