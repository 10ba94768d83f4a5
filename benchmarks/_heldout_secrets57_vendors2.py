"""Held-out set 57: more vendors of set 57's share (payments, billing and invoicing, product
analytics, support desks, scheduling and booking, names starting B, E, H, K, N, R, U or Z),
none named by an earlier set (grepped as in ``_heldout_secrets57_vendors.py``), with shapes
remembered rather than looked up: Billwerk, Richpanel, BoldDesk, Regiondo, Reservio,
Bookwhen, ResDiary, Buckaroo, Nookal, Uplisting, Boulevard, Zeamster and Rotessa were
searched for with the ``search`` tool and no page gave the format; the rest were not
searched (Nomod, Hyperline, Kubit, Zipy, UXWizz, Ruler Analytics, Userlens, Nicereply,
KnowledgeOwl, HelpDocs, HelpSpot, Zowie, Bookly, Zenchef, Koalendar, Bookinglayer, Beyonk,
Noona, Nowbook, Bookafy, Bookedin, Resmio, Resurva, ZenMaid, Zeeg, Hapio, Bluefin, Nayax,
Zapper, Upscribe, Ravelin, Recurrente, Ezidebit, emerchantpay, Nocks, Bokio, Billbee, Billdu,
Besteron, BillingPlatform, Bankful, Evertec, EVO Payments, Unifiedpost and Utrust). Each is
put in a shape it would appear in: .env, YAML, TOML, INI, JSON, HCL, XML, Java properties,
curl, headers, query strings, CSV and table output printing values bare, SDK exceptions and
debug logs.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
billwerk client secret ¦ Billwerk (searched, no format found): OAuth client credentials, shape remembered ¦ {h32} ¦ POST https://app.billwerk.com/oauth/token grant_type=client_credentials&client_id=5f3a0c1e9b8d7a6f5e4d3c2b&client_secret={t}\n<- 401 {"error":"invalid_client"}
richpanel key ¦ Richpanel (searched, no format found): an x-richpanel-key header, shape remembered ¦ {l40} ¦ $ curl -s https://api.richpanel.com/v1/tickets -H 'x-richpanel-key: {t}'\n{"message":"Unauthorized"}
bolddesk api key ¦ BoldDesk (searched; only its sibling BoldSign's X-API-KEY header showed): shape remembered ¦ {b44} ¦ GET https://acme.bolddesk.com/api/v1/tickets?Page=1&PerPage=100 x-api-key={t} -> 401
regiondo private key ¦ Regiondo (searched, no format found): public and private keys signing requests with HMAC, shape remembered ¦ {h64} ¦ # terraform.tfvars\nregiondo_public_key  = "a0b1c2d3e4f5"\nregiondo_private_key = "{t}"
reservio token ¦ Reservio (searched, no format found): a bearer token, shape remembered ¦ {u64} ¦ reservio-sync | 2026-12-06T22:21:40Z WARN GET https://api.reservio.com/v2/businesses/me/events Authorization: Bearer {t} -> 401
bookwhen token ¦ Bookwhen (searched, no format found): an API token as the Basic username, shape remembered ¦ {l40} ¦ $ curl -s -u {t}: https://api.bookwhen.com/v2/events\n{"errors":[{"status":"401","title":"Unauthorized"}]}
resdiary password ¦ ResDiary (searched, no format found): an API user and password traded for a token, shape remembered ¦ {p} ¦ resdiary.properties\nresdiary.api.username=acme-bistro-api\nresdiary.api.password={t}\nresdiary.api.base=https://api.rdbranch.com/api/ConsumerApi/v1
buckaroo secret ¦ Buckaroo (searched, no format found): a website key and a secret key for HMAC, shape remembered ¦ {U32} ¦ Buckaroo\Exceptions\BuckarooException: Authentication failed for website key 'LJn7QdUw2T' with secret key '{t}' in vendor/buckaroo/sdk/src/Transaction.php:88
nookal api key ¦ Nookal (searched, no format found): api_key as a parameter, shape remembered ¦ {h40} ¦ 10.0.4.12 - - [06/Dec/2026:22:21:44 +0000] "GET /production/v2/getLocations?api_key={t} HTTP/1.1" 502 0 "-" "clinic-sync/1.4"
uplisting api key ¦ Uplisting (searched; Basic auth pages for others): an API key Base64 encoded, shape remembered ¦ {A32} ¦ UPLISTING_API_KEY={t}\nUPLISTING_BASE_URL=https://connect.uplisting.io
boulevard secret ¦ Boulevard (searched; an MCP connector only): API key, secret and business id, shape remembered ¦ {b44} ¦ {\n  "blvd": {\n    "businessId": "8e2a5c1f-7b3d-4f9e-a061-2c4d6e8f0a1b",\n    "apiKey": "9c1b7e3a-4d2f-4a6e-8b5c-0f1e2d3c4b5a",\n    "apiSecret": "{t}"\n  }\n}
zeamster user api key ¦ Zeamster (searched, no format found): developer-id, user-id and user-api-key headers, shape remembered ¦ {h32} ¦ > GET /v2/transactions HTTP/1.1\n> developer-id: acme-dev-01\n> user-id: 11e9a2f3c4b5d6e7\n> user-api-key: {t}\n< HTTP/1.1 401 Unauthorized
rotessa token ¦ Rotessa (searched, no format found): Authorization: Token token="...", shape remembered ¦ {h32} ¦ Faraday::UnauthorizedError: the server responded with status 401\n  request headers: {"Authorization"=>"Token token=\"{t}\"", "Accept"=>"application/json"}
nomod key ¦ Nomod (payment links), an X-API-KEY, shape remembered ¦ sk_live_{A40} ¦ NOMOD_API_KEY={t}\nNOMOD_WEBHOOK_URL=https://shop.acme.ae/hooks/nomod
hyperline key ¦ Hyperline (usage billing), a bearer API key, shape remembered ¦ prod_{A48} ¦ hyperline.errors.UnauthorizedError: invalid API key 'prod_...'\nHYPERLINE_API_KEY={t} python meter.py --since 2026-12-01
kubit token ¦ Kubit (product analytics), a service token in a dbt profile, shape remembered ¦ {A36} ¦ kubit:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: acme-kubit\n      user: KUBIT_SVC\n      password: "{t}"
zipy key ¦ Zipy (session analytics), zipy.init('<key>'), shape remembered ¦ {h8}-{h8}-{h8} ¦ Uncaught (in promise) Error: zipy.init('{t}') failed: project key rejected\n    at index-7a8b9c.js:2:1450
uxwizz db pass ¦ UXWizz (self-hosted analytics), its server/dbconfig.php, shape remembered ¦ {p} ¦ $ sed -n 3,6p uxwizz/server/dbconfig.php\ndefine('DB_HOST', 'localhost');\ndefine('DB_USER', 'uxwizz');\ndefine('DB_PASSWORD', '{t}');\ndefine('DB_NAME', 'uxwizz');
ruler analytics key ¦ Ruler Analytics, an API key in a query string, shape remembered ¦ {A32} ¦ GET https://app.ruleranalytics.com/api/v1/visitors?account=8812&apikey={t} 403 (Forbidden)
userlens key ¦ Userlens (product analytics), a write key in a Next.js env file, shape remembered ¦ {u40} ¦ .env.local:\nNEXT_PUBLIC_USERLENS_HOST=https://events.userlens.io\nUSERLENS_WRITE_KEY={t}
nicereply key ¦ Nicereply (CSAT), a private API key as Basic username, shape remembered ¦ {h32} ¦ $ curl -u ':{t}' https://api.nicereply.com/v1/surveys\nHTTP/1.1 401 Unauthorized
knowledgeowl key ¦ KnowledgeOwl (knowledge base), an API key used as Basic username with password X, shape remembered ¦ {h32} ¦ requests.exceptions.HTTPError: 401 Client Error for url: https://app.knowledgeowl.com/api/head/article.json?project_id=5e3b\n  auth=('{t}', 'X')
helpdocs key ¦ HelpDocs, an api_key query parameter, shape remembered ¦ {A40} ¦ https://api.helpdocs.io/v1/article?key={t}&include_body=false -> {"error":"Invalid API key"}
helpspot password ¦ HelpSpot (self-hosted), config.php database password, shape remembered ¦ {p} ¦ helpspot/config.php:\ndefine('cDBTYPE', 'mysql');\ndefine('cDBUSERNAME', 'helpspot');\ndefine('cDBPASSWORD', '{t}');
zowie token ¦ Zowie (AI support), an API token in a Helm values file, shape remembered ¦ {A56} ¦ # values.prod.yaml\nzowie:\n  instanceId: acme-eu\n  apiToken: {t}\n  timeoutSeconds: 20
bookly purchase code ¦ Bookly (WordPress booking plugin), an Envato purchase code (a UUID) ¦ {uuid} ¦ wp> get_option('bookly_pro_envato_purchase_code')\n=> string(36) "{t}"
zenchef api key ¦ Zenchef (restaurant booking), an auth token header, shape remembered ¦ {h40} ¦ zenchef_api.exceptions.AuthError: restaurant 3521: auth-token '{t}' rejected
koalendar key ¦ Koalendar (scheduling), a webhook signing secret, shape remembered ¦ whsec_{A32} ¦ [koalendar-hooks] 2026-12-06 22:22:01 signature mismatch using secret {t}
bookinglayer key ¦ Bookinglayer (tour booking), a client secret in a TOML config, shape remembered ¦ {A40} ¦ [bookinglayer]\nclient_id = "bl-acme-tours"\nclient_secret = "{t}"\nregion = "eu"
beyonk key ¦ Beyonk (experiences booking), an API key in a Node config, shape remembered ¦ {h32} ¦ module.exports = {\n  beyonk: { operator: 'acme-kayak', apiKey: '{t}' },\n};
noona token ¦ Noona (salon booking), a personal access token, shape remembered ¦ {A48} ¦ noona-cli: error: 401 for GET /v1/hq/companies/acme/events (token {t})
nowbook password ¦ NowBookIt (restaurant booking), venue API user and password, shape remembered ¦ {p} ¦ NOWBOOK_USER=venue-2231\nNOWBOOK_PASS={t}
bookafy key ¦ Bookafy (scheduling), an API key printed by a sync script's table, shape remembered ¦ {h32} ¦ $ ./sync.py --list-integrations\nNAME      KIND     KEY\nbookafy   api      {t}\nzapier    webhook  (none)
bookedin key ¦ Bookedin (appointments), an API key in a CSV export, shape remembered ¦ {A32} ¦ $ cat integrations.csv\nservice,account,api_key,enabled\nbookedin,acme-spa,{t},true
resmio key ¦ resmio (restaurant booking), an API key in an INI file, shape remembered ¦ {h40} ¦ [resmio]\nfacility = acme-trattoria\napi_key = {t}
resurva key ¦ Resurva (appointments), an API key in a webhook URL, shape remembered ¦ {A30} ¦ POST https://hooks.acme.io/resurva?key={t} 401 Unauthorized (retry 3/5)
zenmaid key ¦ ZenMaid (cleaning scheduling), an API key in a PowerShell profile, shape remembered ¦ {h40} ¦ PS> Get-Content $PROFILE | Select-String ZENMAID\n$env:ZENMAID_API_KEY = "{t}"
zeeg token ¦ Zeeg (scheduling), a personal API token, shape remembered ¦ {A64} ¦ zeeg.exceptions.ZeegAPIError: 401 Unauthorized (GET https://api.zeeg.me/v1/scheduled-events, token={t})
hapio token ¦ Hapio (booking API), a bearer token in an HTTPie session file, shape remembered ¦ {A60} ¦ {\n  "headers": {\n    "Authorization": "Bearer {t}"\n  },\n  "cookies": {}\n}
bluefin api key ¦ Bluefin (PayConex), an account id and API access key, shape remembered ¦ {h32} ¦ PayConex error 401: account_id=220614211621 api_accessKey={t}
nayax password ¦ Nayax (vending payments), a Lynx API token in XML config, shape remembered ¦ {A48} ¦ <nayax>\n  <operatorId>10488</operatorId>\n  <lynxToken>{t}</lynxToken>\n</nayax>
zapper key ¦ Zapper (QR payments), a merchant POS key, shape remembered ¦ {uuid} ¦ zapper-pos: merchantId=41280 siteId=3 posKey={t} -> 403 Forbidden
upscribe key ¦ Upscribe (subscriptions), an API key in a Shopify app env, shape remembered ¦ {h40} ¦ shopify app env show\n  UPSCRIBE_API_KEY={t}\n  UPSCRIBE_STORE=acme-coffee.myshopify.com
ravelin secret ¦ Ravelin (fraud for payments), a secret key prefixed sk_live_, shape remembered ¦ sk_live_{h32} ¦ ravelin: POST /v2/checkout?score=true Authorization: token {t} -> 401 invalid key
recurrente secret ¦ Recurrente (Guatemalan billing), X-SECRET-KEY header, shape remembered ¦ sk_live_{A40} ¦ X-PUBLIC-KEY: pk_live_8kQ2\nX-SECRET-KEY: {t}\n-> 401 {"error":"invalid credentials"}
ezidebit digital key ¦ Ezidebit (direct debit), a DigitalKey GUID in a SOAP body ¦ {uuid} ¦ <soapenv:Body><px:GetPayments><px:DigitalKey>{t}</px:DigitalKey><px:PaymentType>ALL</px:PaymentType></px:GetPayments></soapenv:Body>\nfaultstring: Invalid DigitalKey
emerchantpay password ¦ emerchantpay (Genesis gateway), an API login and password in Genesis config, shape remembered ¦ {h40} ¦ [Genesis]\nusername = 9a1b8c2d7e3f6a4b5c0d\npassword = {t}\nenvironment = production
nocks key ¦ Nocks (payments), an access token in a Python settings module, shape remembered ¦ {A60} ¦ >>> settings.NOCKS_ACCESS_TOKEN\n'{t}'\n>>> nocks.Merchant.list()\nnocks.errors.Unauthorized
bokio token ¦ Bokio (Swedish invoicing), an integration token, shape remembered ¦ {A40} ¦ BokioApiException: 401 (Unauthorized) for company 7f0e with token '{t}'
billbee key ¦ Billbee (order and invoice management), X-Billbee-Api-Key and Basic credentials, shape remembered ¦ {p} ¦ curl https://api.billbee.io/api/v1/orders -H 'X-Billbee-Api-Key: 8D1F0E2A' -u 'shop@acme.de:{t}'\n{"Message":"Authorization has been denied for this request."}
billdu key ¦ Billdu (invoicing), an API key and secret in a Laravel config, shape remembered ¦ {A40} ¦ config/services.php:\n    'billdu' => [\n        'key' => env('BILLDU_KEY', 'acme'),\n        'secret' => env('BILLDU_SECRET', '{t}'),\n    ],
besteron key ¦ Besteron (Slovak payments), a payment key in a Symfony parameters file, shape remembered ¦ {h32} ¦ parameters:\n    besteron.cid: '7711'\n    besteron.key: '{t}'
billingplatform password ¦ BillingPlatform, a session login with password, shape remembered ¦ {p} ¦ POST /rest/2.0/login {"username":"api.acme","password":"{t}"} -> {"errorCode":"INVALID_LOGIN"}
bankful password ¦ Bankful (payments), req_username and req_password fields, shape remembered ¦ {p} ¦ bankful: POST /api/transaction/api req_username=acme_api&req_password={t}&transaction_type=CAPTURE -> 403
evertec secret ¦ Evertec PlacetoPay, a login and secretKey for the WS-Security nonce, shape remembered ¦ {A16} ¦ PlacetoPay\Exceptions\PlacetoPayException: Autenticación fallida 101 (login 6dd490faf9cb87a9862245da41170ff2, tranKey {t})
evo payments key ¦ EVO Payments, a merchant API password in an .env, shape remembered ¦ {p} ¦ EVO_MERCHANT_ID=4100082\nEVO_API_PASSWORD={t}
unifiedpost secret ¦ Unifiedpost (e-invoicing), OAuth client secret in an HCL block, shape remembered ¦ {A48} ¦ provider "unifiedpost" {\n  client_id     = "acme-erp"\n  client_secret = "{t}"\n}
utrust key ¦ Utrust (crypto payments), an API key u_live_api_..., shape remembered ¦ u_live_api_{uuid} ¦ utrust-node: Error 401 Unauthorized\n  headers: { Authorization: 'Bearer {t}' }
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
