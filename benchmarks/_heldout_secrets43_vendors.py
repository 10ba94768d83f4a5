"""Held-out set 43: vendors no earlier set named (names starting N to S), each looked up with
the ``search`` tool — low-code databases, affiliate tracking, SEO data, VFX pipelines,
warehouse inventory, endpoint security, cloud cost tools, scraping, hyperconverged clusters,
edge CDNs, advisor CRMs, field service, SMS texting and gateways, construction management,
cloud telephony, on-call alerting, data lakes, fundraising, sales CRMs, checkout carts, APM
and game server panels.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 250 others did and were dropped, among them Netdata, OpenObserve, Pingdom, Rollbar,
Raygun, Sematext, SigNoz, Squadcast, Rootly, Site24x7, NodePing, Northflank, Octopus Deploy,
OneDev, Qovery, Railway, Render, Spacelift, Scalr, Porter, Nakama, PlayFab, Photon, Roblox,
Overwolf, OwnTracks, Qubitro, Sigfox, Samsara, SmartThings, Shelly, Soracom, Pushover,
OneSky, Papago, Reverso, OpenRouteService, Protomaps, Positionstack, Plivo, Ozonetel,
RingCentral, SMSAPI, SearchStax, Swiftype, Orama, Quickwit, Pinecone, PostHog, Statsig,
Panoply, SingleStore, QuestDB, Pubmatic, PropellerAds, Smaato, Sovrn, OpenX, Ogury, Pangle,
Quantcast, Schoology, Seesaw, PowerSchool, Quizlet, Skilljar, Subsplash, Neon CRM, OneCause,
Qgiv, NetDocuments, Relativity, Shippo, Sendcloud, ShipBob, Onfleet, Routific, Packlink,
Nylas, Okta, Odoo, Paddle, Paystack, Pipedrive, Postmark, Pusher, Razorpay, Recurly, Retool,
Rippling, Sanity, Segment, Snyk, Strapi, Supabase and Pterodactyl).

Looked up with the ``search`` tool (26 vendors searched; 23 pages gave the format, the
source of each is named per case): Quickbase (user tokens, the ``usertoken`` parameter),
Refersion (a ``pub_``/``sec_`` key pair in two headers), Semrush (``key=`` on v3 requests,
``Authorization: Apikey`` on v4), ShotGrid (``Shotgun(SERVER_PATH, SCRIPT_NAME,
SCRIPT_KEY)``, a 40-hex script key; ``SG_SCRIPT_KEY``), SkuVault (``/gettokens`` with email
and password returning TenantToken and UserToken), Sophos Central
(``Connect-SophosCentral`` with a client ID and secret), Spot by NetApp / Spotinst
(``SPOTINST_TOKEN``, ``pulumi config set spotinst:token``), ParseHub (``new
ParseHub('YOUR API KEY')``, ``api_key``), Nutanix (``NUTANIX_PASSWORD``,
``nutanix_password`` in tfvars), StackPath (``STACKPATH_CLIENTID`` /
``STACKPATH_APISECRET``), Redtail CRM (an API key UUID and a 32-hex secret key in
``Redtail.configure``), ServiceM8 (plugin API keys start ``smk-``), SimpleTexting
(``simpletexting.Client(token=...)``), Ozeki (``ozmsUserInfo=user:password``), Procore
(``client_id``/``client_secret`` at ``login.procore.com/oauth/token``), Ringover (an API key
in the Authorization header), SIGNL4 (the team secret as the last part of the webhook URL;
``X-S4-Api-Key``), Qubole (``Qubole.configure(api_token: ...)``), Raisely (``Authorization:
Bearer`` with the campaign private key, or ``?access_token=``), Sellsy (consumer token and
secret, user token and secret), SamCart (the ``sc-api`` header), Stackify (the
``Stackify.ApiKey`` setting) and PufferPanel (``/oauth2/token`` with client_id and
client_secret). Searched and found nothing of their own: Rivery, Rokt and Saasquatch (in
``_heldout_secrets43_vendors2.py`` with shapes remembered). Lengths and alphabets the pages
did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
quickbase usertoken param ¦ Quickbase help (Using user tokens): API calls take a usertoken parameter instead of a ticket (shape assumed) ¦ b{l6}_{l4}_0_{l28} ¦ GET https://acme.quickbase.com/db/bq8xk2p9?a=API_DoQuery&usertoken={t}&query={'7'.EX.'open'}\n<errcode>4</errcode><errtext>User token invalid</errtext>
quickbase header ¦ Quickbase JSON API (as remembered): Authorization: QB-USER-TOKEN <token> ¦ b{l6}_{l4}_0_{l28} ¦ $ curl -s -X POST https://api.quickbase.com/v1/records/query -H 'QB-Realm-Hostname: acme.quickbase.com' -H 'Authorization: QB-USER-TOKEN {t}' -d @q.json\n{"message":"Unauthorized","description":"Invalid user token"}
refersion secret header ¦ api-evangelist/refersion authentication: a public/secret key pair in two headers, example prefixes pub_ and sec_ ¦ sec_{h32} ¦ POST https://api.refersion.com/v2/affiliate/list\nRefersion-Public-Key: pub_4b1e7c20aa93f5d6e8017c2b\nRefersion-Secret-Key: {t}\n<- 401 {"error":"Invalid keys"}
refersion env ¦ api-evangelist/refersion authentication: the secret half is server-side only ¦ sec_{h32} ¦ # shop-affiliates/.env.production\nREFERSION_PUBLIC_KEY=pub_4b1e7c20aa93f5d6e8017c2b\nREFERSION_SECRET_KEY={t}\nREFERSION_WEBHOOK_URL=https://shop.acme.io/hooks/refersion
semrush v3 key ¦ Semrush API quick start: https://api.semrush.com/?key=API_KEY&type=domain_ranks (32 hex, shape assumed) ¦ {h32} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.semrush.com/?key={t}&type=domain_ranks&export_columns=Db,Dn,Rk,Or&domain=acme.io&database=us
semrush v4 apikey ¦ Semrush API v4 quick start: curl -H 'Authorization: Apikey YOUR_API_KEY' ¦ {A40} ¦ > GET /apis/v4/backlinks/v1/links?url=acme.io&scope=ROOT_DOMAIN HTTP/2\n> Host: api.semrush.com\n> Authorization: Apikey {t}\n< HTTP/2 401
shotgrid script key ¦ shotgunsoftware/python-api wiki: SCRIPT_KEY = '27b65d70...' (40 hex); sg = Shotgun(SERVER_PATH, SCRIPT_NAME, SCRIPT_KEY) ¦ {h40} ¦ Traceback (most recent call last):\n  File "/studio/tools/publish.py", line 12, in <module>\n    sg = Shotgun("https://acme.shotgrid.autodesk.com", "publish_bot", "{t}")\nshotgun_api3.shotgun.AuthenticationFault: Authentication failed for script 'publish_bot'
shotgrid env ¦ shotgrid (pypi): example_shotgrid.env with SG_SCRIPT_URL, SG_SCRIPT_NAME, SG_SCRIPT_KEY ¦ {h40} ¦ $ cat shotgrid.env\nLOG_LEVEL: INFO\nSG_SCRIPT_URL: https://acme.shotgrid.autodesk.com\nSG_SCRIPT_NAME: render_farm\nSG_SCRIPT_KEY: {t}
skuvault gettokens ¦ SkuVault /getTokens: POST with login email and password returns TenantToken and UserToken ¦ {u44} ¦ HTTP 200 POST https://app.skuvault.com/api/gettokens\n{"TenantToken":"{t}","UserToken":"gK2n5qT8wL0xR3vB7yC1dF4hJ6mN9pS2uV5zA8eI1o="}
skuvault r env ¦ skuvaultr: sv_get_tokens(email = Sys.getenv("SKU_VAULT_EMAIL"), password = Sys.getenv("SKU_VAULT_PASSWORD")) ¦ {p} ¦ > Sys.setenv(SKU_VAULT_EMAIL = "ops@acme.io", SKU_VAULT_PASSWORD = "{t}")\n> sv_get_tokens()\nError in sv_get_tokens() : SkuVault returned 401: Invalid login
sophos central secret ¦ SophosCentral PowerShell help: Connect-SophosCentral with the client ID and client secret of an API credential (shape assumed) ¦ {A64} ¦ PS C:\\> Connect-SophosCentral -ClientID 3c1f0a8e-52d4-4b7a-9e6f-1d2c3b4a5e6f -ClientSecret (ConvertTo-SecureString '{t}' -AsPlainText -Force)\nConnect-SophosCentral: Error retrieving token: invalid_client
sophos central env ¦ developer.sophos.com getting started (via the PowerShell help): a client id/secret pair per tenant ¦ {A64} ¦ [sophos]\nclient_id = 3c1f0a8e-52d4-4b7a-9e6f-1d2c3b4a5e6f\nclient_secret = {t}\nregion = eu01\n# siem.py: token request to https://id.sophos.com/api/v2/oauth2/token failed (401)
spotinst token env ¦ Pulumi Spotinst provider: export SPOTINST_ACCOUNT=XXXXXX, export SPOTINST_TOKEN=YYYYYY (64 hex, shape assumed) ¦ {h64} ¦ $ env | grep SPOTINST\nSPOTINST_ACCOUNT=act-7f3c2a1b\nSPOTINST_TOKEN={t}\n$ terraform plan\nError: No valid credentials found for Spotinst Provider.
spotinst tfvars ¦ spotinst/terraform-spotinst-aws-connect: spotinst_token = "Redacted" in the module block ¦ {h64} ¦ module "spotinst-aws-connect" {\n  source         = "spotinst/aws-connect/spotinst"\n  name           = "prod-eu"\n  spotinst_token = "{t}"\n}
parsehub api key ¦ parsehubv2 (npm): var phub = new ParseHub('YOUR API KEY') (shape assumed) ¦ {A12} ¦ > const phub = new ParseHub('{t}');\n> phub.getProjectList(console.log)\nError: 401 Unauthorized (GET https://www.parsehub.com/api/v2/projects?api_key={t})
parsehub run ¦ ParseHub API v2 (via Make and Pipedream): run a project with the account api_key ¦ {A12} ¦ 2026-12-06 15:12:04 scrape-prices ERROR POST https://www.parsehub.com/api/v2/projects/tXyA1bC2dE3f/run data={'api_key': '{t}', 'send_email': '0'} -> 401
nutanix tfvars ¦ gowatana gist: nutanix_username = "admin", nutanix_password = "..." in terraform.tfvars ¦ {p} ¦ $ cat terraform.tfvars\nnutanix_username = "admin"\nnutanix_password = "{t}"\nnutanix_endpoint = "10.42.8.37"
nutanix env ¦ Pulumi Nutanix provider: username and password, also NUTANIX_USERNAME / NUTANIX_PASSWORD ¦ {p} ¦ + export NUTANIX_USERNAME=svc-automation\n+ export NUTANIX_PASSWORD='{t}'\n+ pulumi up --yes\nerror: Prism Central 10.42.8.37:9440 rejected credentials (401 AUTHENTICATION_REQUIRED)
stackpath api secret ¦ pystackpath (pypi): Stackpath(os.getenv("STACKPATH_CLIENTID"), os.getenv("STACKPATH_APISECRET")) (64 hex, shape assumed) ¦ {h64} ¦ $ docker run --rm -e STACKPATH_CLIENTID=8c3e1f0a2b4d6e8f0a1c3e5f7b9d1e3f -e STACKPATH_APISECRET={t} acme/cdn-purge\nrequests_oauthlib: (invalid_client) client authentication failed
redtail secret key ¦ redtail gem usage (gist): config.api_key = "6C135EDF-..." (a UUID), config.secret_key = "D81FC882..." (32 upper hex) ¦ {H32} ¦ Redtail.configure do |config|\n  config.api_key = "6C135EDF-C37C-4039-AEF3-000000000000"\n  config.secret_key = "{t}"\nend\n# => Redtail::AuthenticationError: 401 Unauthorized
redtail api key ¦ nango Redtail CRM: username, password and a partner-level API key (a UUID in the gem example) ¦ {uuid} ¦ 2026-12-06T15:12:19Z WARN crm-sync redtail: GET /crm/v1/rest/authentication failed: Userkeyauth apikey={t} user=advisor01 -> 401
servicem8 plugin key ¦ ServiceM8 developer discussions: only Plugin API Keys (smk-) can be created (shape assumed) ¦ smk-{l6}-{A32} ¦ n8n | [ServiceM8] ERROR 401 GET https://api.servicem8.com/api_1.0/job.json X-API-Key: {t}
servicem8 env ¦ ServiceM8 developer discussions: a plugin API key starting smk- ¦ smk-{l6}-{A32} ¦ # .env (field-jobs sync)\nSERVICEM8_API_KEY={t}\nSERVICEM8_WEBHOOK=https://jobs.acme.io/sm8
simpletexting client ¦ tboswick/Simple-Texting: st = simpletexting.Client(token='your_token') (shape assumed) ¦ {h32} ¦ >>> st = simpletexting.Client(token='{t}')\n>>> st.send_message(['5551234567'], 'Yard sale Saturday')\nsimpletexting.errors.APIError: 401 {'code': 'UNAUTHORIZED'}
ozeki userinfo ¦ Ozeki Message Server HTTP API: /ozeki?action=sendMessage&ozmsUserInfo=admin:abc123&recepient=... ¦ {p} ¦ 127.0.0.1 - - [06/Dec/2026:15:12:25 +0000] "GET /ozeki?action=sendMessage&ozmsUserInfo=admin:{t}&recepient=06203105366&messageData=Gate+opened HTTP/1.1" 200 312
ozeki md5 ¦ Ozeki Message Server HTTP API: ozmsUserInfo can carry the md5 checksum of the password ¦ {h32} ¦ urllib.error.HTTPError: HTTP Error 401: Unauthorized (http://10.0.4.9:9333/ozeki?action=getCredits&ozmsUserInfo=admin:{t})
procore client secret ¦ Procore authentication endpoints: POST /oauth/token with grant_type, client_id and client_secret (64 hex, shape assumed) ¦ {h64} ¦ $ curl -s https://login.procore.com/oauth/token -d grant_type=client_credentials -d client_id=5c1e9a0b7d3f2e4a6c8b0d1f3e5a7c9b -d client_secret={t}\n{"error":"invalid_client","error_description":"Client authentication failed"}
procore env ¦ Procore skills (agent trust hub): PROCORE_CLIENT_ID and PROCORE_CLIENT_SECRET from the environment ¦ {h64} ¦ $ heroku config -a site-diary | grep PROCORE\nPROCORE_CLIENT_ID:     5c1e9a0b7d3f2e4a6c8b0d1f3e5a7c9b\nPROCORE_CLIENT_SECRET: {t}
ringover api key ¦ nango Ringover: enter your Ringover API key (sent in the Authorization header; shape assumed) ¦ {h40} ¦ GET https://public-api.ringover.com/v2/calls?limit_count=50\nAuthorization: {t}\n<- 401 {"message":"Invalid API key"}
signl4 team secret ¦ n8n SIGNL4 credentials: the team secret is the last part of https://connect.signl4.com/webhook/<secret> (shape assumed) ¦ {l10} ¦ alertmanager.yml:\n  receivers:\n  - name: oncall\n    webhook_configs:\n    - url: https://connect.signl4.com/webhook/{t}\nlevel=error component=dispatcher msg="Notify for alerts failed" err="unexpected status code 401"
signl4 api key ¦ SIGNL4 REST API: POST /api/v2/events/{team-secret} with X-S4-Api-Key (shape assumed) ¦ {A48} ¦ POST https://connect.signl4.com/api/v2/events/acmeops\nX-S4-Api-Key: {t}\nContent-Type: application/json\n<- 403 Forbidden
qubole api token ¦ qubole gem: Qubole.configure(api_token: 'ksbdvcwdkjn123423', version: 'v1.2') (shape assumed) ¦ {A64} ¦ irb> Qubole.configure(api_token: '{t}', version: 'v1.2')\nirb> Qubole::Commands::Hive.new.submit(query: "SHOW TABLES")\nQubole::Error (401 Unauthorized: invalid X-AUTH-TOKEN)
raisely private key ¦ Raisely authentication: Authorization: Bearer {access token}; the campaign private key under Settings > Developers (shape assumed) ¦ raisely:{u43} ¦ $ curl -H 'Authorization: Bearer {t}' https://api.raisely.com/v3/campaigns/fun-run-2027/donations\n{"errors":[{"status":401,"message":"Unauthorized"}]}
raisely query token ¦ Raisely authentication: tokens can be appended as access_token for testing ¦ {u48} ¦ [2026-12-06 15:12:40] donor-export.WARNING: GET http://api.raisely.com/v3/campaigns?access_token={t} returned 401
sellsy consumer secret ¦ node-sellsy: creds { consumerKey, consumerSecret, userToken, userSecret } (40 hex, shape assumed) ¦ {h40} ¦ var sellsy = new Sellsy({ creds: { consumerKey: "e2b7c1f0a9d8", consumerSecret: "{t}", userToken: "7f0c1d2e3a4b", userSecret: "see-vault" } });\nerror: E_OAUTH_CONSUMER_SECRET_INVALID
sellsy user secret ¦ sellsy-api (pypi): sellsy_api.Client('my_consumer_token', 'my_consumer_secret', 'my_user_token', 'my_user_secret') ¦ {h40} ¦ Traceback (most recent call last):\n  File "invoices.py", line 8, in <module>\n    client = sellsy_api.Client('e2b7c1f0a9d8', '0c9d8e7f6a5b', '7f0c1d2e3a4b', '{t}')\nsellsy_api.errors.SellsyAuthenticateError: oauth_problem=signature_invalid
samcart sc-api ¦ SamCart Public API (samcart-api base.d.ts): pass the header parameter sc-api with your provided API key (shape assumed) ¦ {A40} ¦ $ http GET https://api.samcart.com/v1/orders sc-api:{t}\nHTTP/1.1 401 Unauthorized\n{"message":"Invalid API key supplied"}
stackify apikey ¦ stackify-api-dotnet PR 68: Config.Get("Stackify.ApiKey") (shape assumed) ¦ {A40} ¦ <appSettings>\n  <add key="Stackify.ApiKey" value="{t}" />\n  <add key="Stackify.AppName" value="Billing" />\n  <add key="Stackify.Environment" value="Production" />\n</appSettings>
pufferpanel client secret ¦ PufferPanel docs (common problems): POST /oauth2/token with grant_type=client_credentials, client_id and client_secret ¦ {A48} ¦ $ curl -X POST -H 'Content-Type: application/x-www-form-urlencoded' -d 'grant_type=client_credentials&client_id=.6c1e2f0a&client_secret={t}' https://panel.acme.gg/oauth2/token\n{"error":"invalid_client"}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
