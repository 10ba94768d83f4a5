"""Held-out set 43: more vendors no earlier set named (names starting N to S) — RMM and
monitoring, marketing popups, sales outreach, identity checks, employee surveys, postage,
research panels, ad retargeting, sales enablement, social care, digital passes, project
tools, phone verification, 3PL warehouses, IoT modems and boards, agronomy weather stations,
carbon farming, crop diagnosis, couriers, game server hosts, parish software, law billing,
school messaging, translation and transcription, marine charts, VoIP, data versioning,
e-commerce apps, on-call paging, P2P IoT, analytics engines, CI, native ads, delivery,
Kubernetes alerting, nonprofit CRMs, legal spend, BI and app monetization.

Each name was grepped for like those of ``_heldout_secrets43_vendors.py`` (none matched).
None of these was looked up except Rivery, Rokt and Saasquatch (the search found nothing of
their own): their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
n-able api key ¦ N-able N-central (as remembered): a JWT API user key (shape assumed) ¦ eyJ{u36}.{u48} ¦ [N-central] POST https://ncentral.acme.io/api/auth/authenticate Authorization: Bearer {t} -> 401 invalid JWT
opsview password ¦ Opsview REST (as remembered): POST /rest/login with username and password ¦ {p} ¦ $ opsview_rest --username admin --password '{t}' GET config/host\nopsview_rest: login failed (401): Invalid username or password
optinmonster api key ¦ OptinMonster REST API (as remembered): X-OptinMonster-ApiKey header (shape assumed) ¦ {A32} ¦ curl https://api.optinmonster.com/v2/campaigns -H 'X-OptinMonster-ApiKey: {t}'\n{"code":401,"message":"API key is invalid"}
overloop key ¦ Overloop API (as remembered): Authorization with the API key (shape assumed) ¦ {l40} ¦ overloop-sync  | 2026-12-06T15:13:02Z ERROR GET https://api.overloop.com/public/v1/prospects: 401 (Authorization: {t})
passbase secret ¦ Passbase (as remembered): a secret API key in X-API-KEY (shape assumed) ¦ {A64} ¦ PASSBASE_PUBLISHABLE_KEY=pk_live_7f0a3c1d\nPASSBASE_SECRET_API_KEY={t}
peakon token ¦ Peakon employee voice API (as remembered): an application token exchanged for a bearer (shape assumed) ¦ {h48} ¦ POST https://api.peakon.com/v1/auth/application\n{"token":"{t}"}\n<- 401 {"message":"Invalid application token"}
pitney shipping secret ¦ Pitney Bowes Shipping API (as remembered): API key and secret for OAuth (shape assumed) ¦ {A16} ¦ pb-shipping:\n  api_key: Qx7KfWm2RzL9cB3tVn8Hp4JdYs6E\n  api_secret: {t}\n  sandbox: false
prolific token ¦ Prolific researcher API (as remembered): Authorization: Token <api token> (shape assumed) ¦ {u64} ¦ $ curl -H 'Authorization: Token {t}' https://api.prolific.com/api/v1/users/me/\n{"error":{"status":401,"title":"Not authenticated"}}
rollworks token ¦ RollWorks API (as remembered): Bearer token from the account's API settings (shape assumed) ¦ {A48} ¦ ads-report.ERROR: RollWorks GET /api/v1/organization/campaigns?advertiser_eid=AXR7 failed 401 {"Authorization": "Bearer {t}"}
seismic client secret ¦ Seismic developer (as remembered): a client credentials app with a client secret (shape assumed) ¦ {uuid} ¦ seismic:\n  tenant: acme\n  client_id: 4b1f0c2e-9d3a-4e5f-8a7b-6c5d4e3f2a1b\n  client_secret: {t}
sprinklr api secret ¦ Sprinklr API (as remembered): api_key and secret for the OAuth code exchange (shape assumed) ¦ {A40} ¦ https://api2.sprinklr.com/oauth/token?client_id=acme_social&client_secret={t}&redirect_uri=https://acme.io/cb&grant_type=authorization_code -> 400 invalid_client
passkit api secret ¦ PassKit (as remembered): an API key and secret pair for signing (shape assumed) ¦ {A32} ¦ $ grep -A2 passkit config/wallet.toml\n[passkit]\napi_key = "2Kx9mQ4vT7pL1zR"\napi_secret = "{t}"
redbooth token ¦ Redbooth API (as remembered): an OAuth access token (shape assumed) ¦ {h64} ¦ redbooth-cli tasks --project 8812 --access-token {t}\nError: 401 Unauthorized: The access token provided is invalid.
ringcaptcha api key ¦ RingCaptcha (as remembered): an app key in the path and an api_key in the body (shape assumed) ¦ {h40} ¦ POST https://api.ringcaptcha.com/q7e2a9c1u4/verify\napi_key={t}&token=otp_55&code=4412\n<- {"status":"ERROR","message":"ERROR_INVALID_API_KEY"}
shipmonk token ¦ ShipMonk API (as remembered): Api-Key header for the store's integration (shape assumed) ¦ {A48} ¦ 3pl-sync[9921]: ShipMonk POST /v1/orders -> 401 (Api-Key: {t})
sixfab token ¦ Sixfab Connect (as remembered): an API token for the cellular IoT dashboard (shape assumed) ¦ {h40} ¦ $ sudo sixfab-core configure --token {t}\n[core] ERROR: registration failed: 401 token rejected
pybytes device token ¦ Pybytes (as remembered): pybytes_config.json with a device token (uuid) ¦ {uuid} ¦ >>> import json; print(open('/flash/pybytes_config.json').read())\n{"username": "farm@acme.io", "device_id": "c1f9...", "server": "mqtt.pybytes.pycom.io", "device_token": "{t}"}
fieldclimate hmac ¦ Pessl FieldClimate API (as remembered): public and private keys for HMAC signing (shape assumed) ¦ {h48} ¦ FIELDCLIMATE_PUBLIC_KEY=1f4b2c6d8e0a3b5c7d9e1f0a\nFIELDCLIMATE_PRIVATE_KEY={t}\n# station 00208E6F: 401 Unauthorized (signature mismatch)
regrow key ¦ Regrow Ag (as remembered): an API key for field boundaries (shape assumed) ¦ {A36} ¦ regrow.exceptions.AuthError: 403 Forbidden for GET https://api.regrow.ag/v1/fields?api_key={t}
plantix key ¦ Plantix partner API (as remembered): X-Api-Key (shape assumed) ¦ {u40} ¦ Plantix diagnose failed: POST https://partner.plantix.net/v1/diagnosis\nX-Api-Key: {t}\n-> 401
purolator password ¦ Purolator E-Ship web services (as remembered): an activation key and password in basic auth ¦ {A12} ¦ <soap:Header><Security><UsernameToken><Username>8c3e1f0a2b4d6e8f</Username><Password>{t}</Password></UsernameToken></Security></soap:Header>\nfaultstring: Invalid credentials
sameday password ¦ Sameday courier API (as remembered): POST /api/authenticate with X-Auth-Username and X-Auth-Password ¦ {p} ¦ POST https://api.sameday.ro/api/authenticate\nX-Auth-Username: acme_ro\nX-Auth-Password: {t}\n<- 401 {"code":401,"message":"Bad credentials"}
nodecraft token ¦ Nodecraft (as remembered): an API token for the game server control panel (shape assumed) ¦ {A40} ¦ [15:13:30 ERROR]: [NodecraftSync] Could not fetch servers: 401 (token={t})
parishsoft password ¦ ParishSOFT (as remembered): an integration user and password ¦ {p} ¦ parishsoft_export.ps1 : Login failed for user 'integration' with password '{t}'\nAt line:1 char:1
pclaw db password ¦ PCLaw (as remembered): a database connection password in the server config ¦ {p} ¦ [Database]\nServer=LAWSRV01\nDatabase=PCLAW\nUser=pclaw_app\nPassword={t}
parentsquare token ¦ ParentSquare (as remembered): an SIS sync token (shape assumed) ¦ {h40} ¦ 2026-12-06 15:13:38 sis-sync ParentSquare PUT /api/v2/schools/1182/roster token={t} -> 403
onehourtranslation secret ¦ OneHourTranslation API (as remembered): a public key and a secret key (shape assumed) ¦ {h32} ¦ $ oht-cli --public-key 7c1f2a0b --secret-key {t} projects list\nError: Authentication failed (status 102)
revai token ¦ Rev.ai (as remembered): Authorization: Bearer <access token> (shape assumed) ¦ 02{u54} ¦ revai.exceptions.RevAiAPIError: 401 Unauthorized for POST https://api.rev.ai/speechtotext/v1/jobs (Bearer {t})
pangeanic key ¦ Pangeanic ECO API (as remembered): apikey in the JSON body (shape assumed) ¦ {A32} ¦ {"src":"es","tgt":"en","apikey":"{t}","text":["Hola"]}\n<- {"error":"wrong apikey"}
navionics key ¦ Navionics web API (as remembered): a navKey for the chart viewer (shape assumed) ¦ Navionics_webapi_{d9} ¦ <script>JNC.Views.BoatingNavionicsMap({ tagId: '#map', navKey: '{t}' });</script>\nNavionics: invalid key for domain charts.acme.io
sonetel password ¦ Sonetel API (as remembered): an OAuth password grant with the account password ¦ {p} ¦ POST https://api.sonetel.com/SonetelAuth/beta/oauth/token grant_type=password&username=ops@acme.io&password={t} -> 401 invalid_grant
pachyderm token ¦ Pachyderm (as remembered): pachctl auth with a root token (32 hex) ¦ {h32} ¦ $ pachctl auth use-auth-token\nPlease paste your Pachyderm auth token:\n{t}\nerror: invalid authentication token
rebuy key ¦ Rebuy Engine (as remembered): an API key on every widget request (shape assumed) ¦ {h40} ¦ GET https://rebuyengine.com/api/v1/custom/id/7712?key={t}&shopify_product_ids=8812 401
shogun token ¦ Shogun page builder (as remembered): a store API token (shape assumed) ¦ {A32} ¦ shogun-cli deploy --site acme-shop --token {t}\n✖ Unauthorized: the token is invalid or expired
onpage key ¦ OnPage (as remembered): an integration key for alerts (shape assumed) ¦ {uuid} ¦ curl -X POST https://api.onpage.com/v1/alerts -d '{"integration_key":"{t}","pager_id":"ops"}'\n{"error":"invalid integration key"}
nabto private key ¦ Nabto Edge (as remembered): a device private key PEM in the config ¦ {b64} ¦ $ cat device.json\n{"ProductId":"pr-abcd1234","DeviceId":"de-efgh5678","PrivateKey":"-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEI{t}\\n-----END EC PRIVATE KEY-----"}
oxla password ¦ Oxla (as remembered): a Postgres-wire password in the DSN ¦ {p} ¦ psql: error: connection to server at "oxla.acme.io" (10.3.1.8), port 5432 failed: FATAL: password authentication failed\nDSN: postgresql://analyst:{t}@oxla.acme.io:5432/oxla
qlik api key ¦ Qlik Cloud (as remembered): an API key as a JWT in Authorization: Bearer ¦ eyJ{u30}.eyJ{u60}.{u43} ¦ qlik context init --server https://acme.eu.qlikcloud.com --api-key {t}\nError: 401 Unauthorized
razorops token ¦ Razorops CI (as remembered): a personal API token (shape assumed) ¦ {h40} ¦ # .razorops.yaml\nglobal:\n  variables:\n  - RZ_API_TOKEN={t}
revcontent secret ¦ Revcontent API (as remembered): client_id and client_secret for /oauth/token (shape assumed) ¦ {h40} ¦ POST https://api.revcontent.io/oauth/token grant_type=client_credentials&client_id=acme_pub&client_secret={t} -> 401
roadie token ¦ Roadie delivery API (as remembered): Authorization: Bearer (shape assumed) ¦ {A48} ¦ [roadie] POST https://connect.roadie.com/v1/shipments failed: 401 {"errors":[{"code":"unauthorized"}]} headers={'Authorization': 'Bearer {t}'}
robusta signing key ¦ Robusta (as remembered): generated_values.yaml with a signing key (uuid) ¦ {uuid} ¦ $ grep -n signing_key generated_values.yaml\n4:globalConfig:\n5:  signing_key: {t}
salsa labs token ¦ Salsa Engage (as remembered): authToken header for the integration API (shape assumed) ¦ {u120} ¦ GET https://api.salsalabs.org/api/integration/ext/v1/metrics\nauthToken: {t}\n<- 401
simplelegal key ¦ SimpleLegal (as remembered): an API key for invoice sync (shape assumed) ¦ {h40} ¦ SIMPLELEGAL_API_KEY={t} ./bin/push_invoices --since 2026-11-01\n401 Unauthorized
sisense token ¦ Sisense REST (as remembered): POST /api/v1/authentication/login returns access_token ¦ eyJ{u36}.eyJ{u64}.{u43} ¦ HTTP 200 POST /api/v1/authentication/login\n{"success":true,"access_token":"{t}","profile":{"email":"bi@acme.io"}}
startio token ¦ Start.io reporting API (as remembered): a partner token in the query (shape assumed) ¦ {h32} ¦ https://api.start.io/v1.1/report?partner=112233&token={t}&startDate=20261101 -> 401 invalid token
stuart client secret ¦ Stuart delivery API (as remembered): OAuth client credentials (64 hex, shape assumed) ¦ {h64} ¦ STUART_CLIENT_ID=3f1a...\nSTUART_CLIENT_SECRET={t}\nStuart::Error: invalid_client
rivery token ¦ Rivery (the search found nothing; Bearer as remembered) ¦ {A64} ¦ $ rivery rivers list --token {t}\nrivery: error: 401 Client Error: Unauthorized
rokt app secret ¦ Rokt (the search found nothing; an app id and secret as remembered) ¦ {A32} ¦ rokt:\n  app_id: "ROKT-7712"\n  app_secret: "{t}"\n# rokt-reporting: 401 invalid credentials
saasquatch api key ¦ SaaSquatch (the search found nothing; basic auth with the API key as remembered) ¦ LIVE_{U32} ¦ $ curl -u ':{t}' https://app.referralsaasquatch.com/api/v1/acme/users\n{"message":"Authentication failed","statusCode":401}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
