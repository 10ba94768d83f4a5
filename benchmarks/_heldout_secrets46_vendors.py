"""Held-out set 46: vendors no earlier set named, each looked up with the ``search`` tool —
fleet and delivery platforms, authorization services, brand data, rental shops, document
parsers, data importers, Farcaster APIs, email parsers, deployment services, telephony
platforms, domain registrars and DNS hosts, observability servers, data diffing, farm robots,
booking systems, robotic mowers, inventory suites, Latin American shops, Brazilian freight
quoting and nonprofit giving. Only names that start with
B, D, F, H, J, L, N or P (set 46's share).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 150 other names did and were dropped, among them Better Stack, Dash0, Highlight,
Hyperping, Bitrise, Harness, Northflank, Hathora, Nakama, Photon, Blynk, Datacake, Lingvanex,
Jawg, Positionstack, Barikoi, Flowroute, Dialpad, Bonsai, Doofinder, Flipt, DevCycle,
Flagship, Hypertune, Firebolt, Panoply, Databend, Dune, Hightouch, Liftoff, Digital Turbine,
Pangle, Fyber, PropellerAds, Docebo, LearnWorlds, LearnDash, Podia, Breeze, Faithlife,
Bloomerang, DonorPerfect, Filevine, Docketwise, Lawmatics, NetDocuments, Litify, FarmLogs,
FieldView, Farmbrite, Freightos, Packlink, Lalamove, Bringg, Hookdeck, Jelastic, Nhost,
FusionAuth, Hanko, Logto, Frontegg, Descope, Hetzner, Deno, Loops, Postmark, Nylas, Pusher,
Hasura, Plausible, Fathom, Ngrok, Doppler, Infisical, Budibase, Jitsu, Paddle, Hubstaff,
Lever, Greenhouse, Ashby, Jotform, Hotjar, Heap, FullStory, LogRocket, Pendo, Netlify,
Jenkins, Drone, Buddy, Bamboo, BunnyCDN, Fastly, DigitalOcean, Linode, Backblaze, Dwolla,
Plaid, Lithic, Fireblocks, Jambonz, Dub, Luma (Luma AI's name), Plivo, Hubtel, Paystack, Flutterwave, Delhivery, Bolt,
Loggi, Lightspeed, Lemon Squeezy, Jellyfin, Pipedream, Pulumi and Pushover).

Looked up with the ``search`` tool (27 vendors searched; 25 pages gave the format; Dub and Luma
were then found named by earlier sets and dropped, leaving 23 named per case): Fleetbase (``flb_live_`` / ``flb_test_`` secret keys, Bearer or Basic username),
Permit.io (environment API key; ``PDP_API_KEY`` for the PDP container, ``token:`` in the SDK),
Brandfetch (API key as Bearer; the client ID is public), Booqable (company slug and an access
token; ``api_key`` query parameter), Docparser (secret API key as the Basic username, or
``api_key``), Flatfile (``sk_`` secret and ``pk_`` publishable keys, ``FLATFILE_API_KEY``),
Neynar (``NeynarAPIClient(apiKey)``), Parseur (API keys shown once), DeployHQ
(``DEPLOYHQ_API_KEY``; ``deployhq configure`` writes a Deployfile with the key), Fonoster
(``accessKeyId`` with ``WO``/``AP`` prefixes and an access key secret), NameSilo
(``NameSilo('API KEY')``), LuaDNS (``LUADNS_API_TOKEN`` with the email; acme.sh's
``LUA_Key``), Njalla (a Python client for njal.la; token shape assumed), HertzBeat (API
tokens, managed since 2026), Datafold (``Authorization: Key {API_KEY}``), FarmBot (a token
from ``/api/tokens`` with email and password), Planyo (``apiKey`` and an optional
``hashKey``), Luma (``x-luma-api-key`` header; dropped), Husqvarna Automower Connect (application key,
a UUID, and an application secret), Brightpearl (``BRIGHTPEARL_PASSWORD`` and friends in the
gem; OAuth ``client_secret``), Jumpseller (``login`` and a 32-character ``authtoken``),
Frenet (a token, ``new Frenet('token')``, and usuário/senha), Dub (``DUB_API_KEY``; dropped),
Fundraise Up (``FUNDRAISEUP_API_KEY``, ``fundraiseup://?api_key=``) and FreePBX (pyfreepbx's
``FreePBX.from_env()``; names of its variables as remembered). Searched and found nothing of
its own: Noticeable (in ``_heldout_secrets46_vendors2.py`` with a shape remembered). Lengths
and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
fleetbase live key ¦ Fleetbase API docs: live secret keys have the prefix flb_live_, sent as Authorization: Bearer (rest shape assumed) ¦ flb_live_{A32} ¦ $ curl -s https://api.fleetbase.io/v1/orders -H "Authorization: Bearer {t}"\n{"errors":["Authentication failed."]}
fleetbase test basic ¦ docs.fleetbase.io: the API key as the Basic auth username, no password; test keys start flb_test_ ¦ flb_test_{A32} ¦ fleetbase-sync | WARN GET https://{t}:@api.fleetbase.io/v1/drivers?limit=50 -> 401
permit pdp env ¦ Permit.io quickstart: docker run -p 7766:7000 --env PDP_API_KEY=<YOUR_API_KEY> permitio/pdp (permit_key_ prefix as shown in the dashboard, rest assumed) ¦ permit_key_{A60} ¦ $ docker run -p 7766:7000 --env PDP_API_KEY={t} permitio/pdp-v2:latest\nERROR: [opal-client] Failed to fetch policy bundle: 401 Unauthorized
permit sdk token ¦ Permit.io API with CLI: new Permit({ token: "<YOUR_API_KEY>", pdp: "http://localhost:7766" }) ¦ permit_key_{A60} ¦ src/authz.ts:4\n  const permit = new Permit({\n    token: "{t}",\n    pdp: "http://localhost:7766",\n  });\nPermitApiError: Request failed with status code 401
brandfetch bearer ¦ Brandfetch docs (authentication): the API key is a secret sent as a bearer token (shape assumed) ¦ {A44} ¦ GET https://api.brandfetch.io/v2/brands/acme.io\nAuthorization: Bearer {t}\n<- 401 {"message":"Invalid API key"}
booqable access token ¦ nango Booqable guide: company slug plus an access token from User settings > Authentication methods (hex as remembered) ¦ {h64} ¦ $ http GET https://rentals-acme.booqable.com/api/boomerang/orders Authorization:"Bearer {t}"\nHTTP/1.1 401 Unauthorized
booqable query key ¦ Pipedream Booqable example: params api_key with the company slug host ¦ {h64} ¦ Net::HTTPUnauthorized: GET https://rentals-acme.booqable.com/api/1/customers?api_key={t}&page=1&per=1
docparser basic ¦ Pipedream Docparser example: auth username is the secret API key, password empty ¦ {h40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://{t}:@api.docparser.com/v1/ping
docparser client ¦ docparser-node README: new docparser.Client("validAPIKey"); client.ping() ¦ {h40} ¦ > const client = new docparser.Client('{t}')\n> await client.ping()\nUncaught Error: authentication failed! (403)
flatfile env ¦ Flatfile auth examples: FLATFILE_API_KEY=sk_your_secret_key_here and FLATFILE_ENVIRONMENT_ID=us_env_... ¦ sk_{l32} ¦ # .env.local\nFLATFILE_API_KEY={t}\nFLATFILE_ENVIRONMENT_ID=us_env_8Kq2LmPz
flatfile listener ¦ Flatfile server setup: new FlatfileClient({ token: process.env.FLATFILE_API_KEY }) ¦ sk_{l32} ¦ [listener] FlatfileError: Status code: 401\nBody: {"errors":[{"key":"UNAUTHORIZED","message":"Invalid token {t}"}]}
neynar client ¦ farcaster-js-neynar: new NeynarAPIClient(apiKey); keys from dev.neynar.com (UUID-like in the skill's config, shape assumed) ¦ {U8}-{U4}-{U4}-{U4}-{U12} ¦ $ cat ~/.thinkfleet/skills/neynar/config.json\n{\n  "apiKey": "{t}",\n  "signerUuid": "4f1e0a7b-93d2-4c58-b1a6-0e2f3d4c5b6a"\n}
parseur key ¦ nango Parseur guide: Create new API key, shown once in the Save your key dialog (hex as remembered) ¦ {h40} ¦ $ curl -s https://api.parseur.com/parser -H "Authorization: {t}"\n{"detail":"Invalid token."}
deployhq env ¦ DeployHQ CLI authentication: export DEPLOYHQ_ACCOUNT, DEPLOYHQ_EMAIL, DEPLOYHQ_API_KEY (shape assumed) ¦ {l40} ¦ # .gitlab-ci.yml\ndeploy:\n  variables:\n    DEPLOYHQ_ACCOUNT: acme\n    DEPLOYHQ_EMAIL: ci@acme.io\n    DEPLOYHQ_API_KEY: {t}\n  script: dhq deploy -p web -s production --wait
deployhq deployfile ¦ DeployHQ CLI: deployhq configure writes ./Deployfile with account URL, project, username and API key in JSON ¦ {l40} ¦ $ cat Deployfile\n{"account":"https://acme.deployhq.com","username":"mlopez","api_key":"{t}","project":"web"}
fonoster secret ¦ Fonoster API keys: an Access Key ID (AP prefix) and an Access Key Secret (shape assumed) ¦ {A48} ¦ Error: 16 UNAUTHENTICATED: invalid credentials\n    at client.loginWithApiKey("APr4xq0mwz7s9k1d3h5j2l6n8p0b2v4c", "{t}")
fonoster workspace env ¦ Fonoster SDK: new SDK.Client({ accessKeyId: "WO00000000000000000000000000000000" }); login with an API key secret (env names as remembered) ¦ {A48} ¦ $ env | grep FONOSTER\nFONOSTER_ACCESS_KEY_ID=WO7f3a9c1e5b2d8f4a6c0e2b4d6f8a1c3e\nFONOSTER_API_SECRET={t}
namesilo client ¦ namesilo (pypi): ns = namesilo.NameSilo('API KEY HERE', live=True) (hex as remembered) ¦ {h24} ¦ >>> ns = namesilo.NameSilo('{t}', live=True)\n>>> ns.list_domains()\nnamesilo.NameSiloError: 110 Invalid API Key
namesilo url ¦ NameSilo API: https://www.namesilo.com/api/OPERATION?version=1&type=xml&key=... (as remembered) ¦ {h24} ¦ 2026-12-06 15:42:07 ddns[311]: GET https://www.namesilo.com/api/dnsListRecords?version=1&type=xml&key={t}&domain=acme.io failed: <code>110</code>
luadns lego ¦ lego docs (LuaDNS): LUADNS_API_USERNAME=youremail LUADNS_API_TOKEN=xxxxxxxx lego --dns luadns (hex as remembered) ¦ {h32} ¦ $ LUADNS_API_USERNAME=ops@acme.io LUADNS_API_TOKEN={t} lego --dns luadns -d '*.acme.io' run\n2026/12/06 15:42:11 [*.acme.io] acme: error presenting token: luadns: 401 Unauthorized
luadns acme.sh ¦ acme.sh dnsapi/dns_lua.sh: LUA_Key and LUA_Email saved to the account conf ¦ {h32} ¦ $ grep LUA_ ~/.acme.sh/account.conf\nSAVED_LUA_Key='{t}'\nSAVED_LUA_Email='ops@acme.io'
njalla token ¦ Njalla (pypi): a python library for the njal.la API (Authorization: Njalla <token> as remembered, shape assumed) ¦ {h40} ¦ > POST /api/1/ HTTP/1.1\n> Host: njal.la\n> Authorization: Njalla {t}\n< {"jsonrpc":"2.0","error":{"code":403,"message":"Permission denied"}}
hertzbeat token ¦ apache/hertzbeat PR 4080: API token management (tokens shared for alert integration and log ingestion; JWT as remembered) ¦ eyJhbGciOiJIUzUxMiJ9.{u60}.{u86} ¦ curl -X POST http://hertzbeat:1157/api/alerts/report -H 'Authorization: Bearer {t}' -d @alert.json\n{"code":2,"msg":"Invalid token"}
datafold key ¦ Datafold API docs: Authorization: Key {API_KEY} (shape assumed) ¦ {A40} ¦ $ curl -s https://app.datafold.com/api/v1/datadiffs -H "Authorization: Key {t}"\n{"detail":"Authentication credentials were not provided or are invalid."}
datafold sdk env ¦ Datafold SDK (custom integrations): the API key in DATAFOLD_API_KEY for ci submit (as remembered) ¦ {A40} ¦ $ DATAFOLD_API_KEY={t} datafold ci submit --ci-config-id 812 --pr-num 204 --diffs ./diffs.json\ndatafold_sdk.exceptions.DatafoldError: 403 Forbidden
farmbot login ¦ FarmBot developer docs: POST https://my.farmbot.io/api/tokens with user email and password ¦ {p} ¦ >>> requests.post('https://my.farm.bot/api/tokens', json={'user': {'email': 'garden@acme.io', 'password': '{t}'}}).json()\n{'auth': 'Bad email or password.'}
farmbot token ¦ FarmBot docs: headers = {'Authorization': 'Bearer ' + TOKEN}, the token encoded as a JWT ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u70}.{u86} ¦ farmware[1183]: GET https://my.farm.bot/api/points failed (401) with Authorization: Bearer {t}
planyo keys ¦ Metorial Planyo guide: apiKey from planyo.com/api.php and an optional hashKey for timestamp HMACs (shape assumed) ¦ {h40} ¦ $ curl 'https://www.planyo.com/rest/?method=list_reservations&api_key={t}&start_time=2026-12-01'\n{"response_code":2,"response_message":"Invalid API key"}
planyo hash key ¦ Metorial Planyo guide: hashKey, optional secret hash key for enhanced security (shape assumed) ¦ {A24} ¦ ; planyo.ini\n[api]\nsite_id = 48211\nhash_key = {t}\n; planyo-sync: hash mismatch (response_code 4)
husqvarna secret ¦ aioautomower README: automower --client_secret 12312312-12ec-... --api-key 12312312-0126-... (both UUIDs) ¦ {uuid} ¦ $ automower --client_secret {t} --api-key 3c1f2e0a-7b3d-4e59-9a8c-1d2e3f405162\naioautomower.exceptions.ApiUnauthorizedException: 401 invalid client credentials
husqvarna app secret php ¦ AutomowerPanel README: config.php with getAppKey() and getAppSecret() ¦ {uuid} ¦ php/config.php\n  5 function getAppSecret() {\n  6     return "{t}"; // Enter your app's secret here\n  7 }
brightpearl password ¦ brightpearl_api gem: BRIGHTPEARL_EMAIL, BRIGHTPEARL_PASSWORD, BRIGHTPEARL_DATACENTER, BRIGHTPEARL_ACCOUNT ¦ {p} ¦ $ heroku config -a inv-sync | grep BRIGHTPEARL\nBRIGHTPEARL_ACCOUNT:    acmeretail\nBRIGHTPEARL_DATACENTER: ws-eu1\nBRIGHTPEARL_EMAIL:      ops@acme.io\nBRIGHTPEARL_PASSWORD:   {t}
brightpearl client secret ¦ Brightpearl OAuth Token POST: client_id is the integration ref, client_secret its secret (x-www-form-urlencoded; shape assumed) ¦ {A43} ¦ POST https://oauth.brightpearlapp.com/token/acmeretail\ngrant_type=refresh_token&client_id=acme-inventory&client_secret={t}&refresh_token=...\n<- 400 {"error":"invalid_client"}
jumpseller query ¦ Jumpseller API (APIs.guru): https://api.jumpseller.com/v1/path.json?login=XXXXXX&authtoken=storetoken; the auth token is 32 characters ¦ {h32} ¦ 127.0.0.1 - - [06/Dec/2026:15:42:31 +0000] "GET /sync HTTP/1.1" 502 - upstream: https://api.jumpseller.com/v1/products.json?login=8f2e41c0&authtoken={t}
jumpseller basic ¦ Jumpseller API docs: curl -u YOUR_LOGIN:YOUR_AUTHTOKEN https://api.jumpseller.com/v1/products.json ¦ {h32} ¦ $ curl -u 8f2e41c0:{t} https://api.jumpseller.com/v1/orders.json\n{"message":"Unauthorized"}
frenet token ¦ frenet-node: var frenet = new Frenet('token') (upper hex GUID-like as remembered) ¦ {H8}{H4}{H4}{H4}{H12} ¦ frete.js:3\n  const frenet = new Frenet('{t}');\nError: Frenet quote failed: 401 (Token inválido)
frenet senha ¦ bagisto-frenet: Usuário, Senha e Token de Acesso fornecidos pela Frenet ¦ {p} ¦ [2026-12-06 15:42:36] production.ERROR: Frenet ShippingQuoteWS: credenciais inválidas {"Username":"loja-acme","Password":"{t}","SellerCEP":"04542051"}
fundraiseup uri ¦ ingestr FundraiseUp source: fundraiseup://?api_key=<api_key> (shape assumed) ¦ {A40} ¦ $ ingestr ingest --source-uri 'fundraiseup://?api_key={t}' --source-table donations --dest-uri duckdb:///fru.duckdb --dest-table main.donations\nError: 401 Unauthorized
fundraiseup yaml ¦ Bruin FundraiseUp connection: connections: fundraiseup: - name / api_key ¦ {A40} ¦ connections:\n  fundraiseup:\n    - name: "giving"\n      api_key: "{t}"
freepbx env ¦ pyfreepbx (pypi): FreePBX.from_env() for the GraphQL client and AMI (variable names as remembered) ¦ {h40} ¦ $ env | grep FREEPBX\nFREEPBX_URL=https://pbx.acme.io\nFREEPBX_CLIENT_ID=4f1e0a7b93d24c58b1a60e2f3d4c5b6a\nFREEPBX_CLIENT_SECRET={t}
freepbx ami ¦ pyfreepbx: AMI client for Ping, CoreStatus, QueueSummary (manager.conf secret as remembered) ¦ {p} ¦ pyfreepbx.exceptions.AMIError: Authentication failed for user 'pyfreepbx' (secret='{t}')
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
