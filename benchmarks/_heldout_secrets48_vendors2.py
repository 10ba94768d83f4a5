"""Held-out set 48: more vendors no earlier set named (grepped like those of
``_heldout_secrets48_vendors.py``), with shapes remembered rather than looked up: payment
processors of Chile, Ecuador, Paraguay, Argentina, Brazil, Colombia, Zimbabwe, Hong Kong
and the pan-African DPO; esports data and game APIs; EHR, eligibility and health-data APIs;
government open-data portals of the US, New Zealand, Korea, France, Singapore and India;
crypto exchanges and wallets of Australia, India, Taiwan and elsewhere; and smart-home hubs.
Each case says "as remembered"; lengths and alphabets are assumed.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
payku private token ¦ Payku API (Chile, as remembered): public token tkpu… and private token tkpv… ¦ tkpv{h32} ¦ PAYKU_PUBLIC_TOKEN=tkpu3b9e1d0c7a4f8e2b6d5c1a0f9e8d7c6b\nPAYKU_PRIVATE_TOKEN={t}\n# payku: 401 {"status":"failed","message":"invalid token"}
dpo company token ¦ DPO Pay API v6 XML (as remembered): <CompanyToken> in createToken ¦ {uuid} ¦ <?xml version="1.0" encoding="utf-8"?>\n<API3G>\n  <CompanyToken>{t}</CompanyToken>\n  <Request>createToken</Request>\n</API3G>\n<!-- response: <Result>801</Result><ResultExplanation>Request missing company token</ResultExplanation> -->
payphone bearer ¦ PayPhone Ecuador API (as remembered): Authorization: Bearer <token from PayPhone Developer> ¦ {u128} ¦ fetch('https://pay.payphonetodoesposible.com/api/Sale', { method: 'POST', headers: { Authorization: 'Bearer {t}' } })\nPOST https://pay.payphonetodoesposible.com/api/Sale 401 (Unauthorized)
bancard private key ¦ Bancard vPOS 2.0 (Paraguay, as remembered): public_key and private_key; token = md5(private_key + shop_process_id + amount + currency) ¦ {A32} ¦ # config/bancard.yml\nproduction:\n  public_key: 3Fq9LrT2vW8xYz0A1bC4dE5fG6hJ7kM8\n  private_key: {t}
mobbex access token ¦ Mobbex API (Argentina, as remembered): x-api-key and x-access-token headers ¦ {uuid} ¦ POST https://api.mobbex.com/p/checkout\nx-api-key: zJ8LvL6dFq3Yh4jWk2mQ\nx-access-token: {t}\n<- {"result":false,"code":"UNAUTHORIZED"}
vindi api key ¦ Vindi API (Brazil, as remembered): HTTP Basic with the private API key as user ¦ {u43} ¦ $ curl -u '{t}:' https://app.vindi.com.br/api/v1/customers\n{"errors":[{"id":"unauthorized","message":"Chave da API inválida"}]}
zoop secret ¦ Zoop marketplace API (Brazil, as remembered): Basic auth with zpk_ production keys ¦ zpk_prod_{A24} ¦ ZoopError: 401 Unauthorized — new Zoop({ marketplaceId: '3249465a7753536b62545a6a684b0000', apiKey: '{t}' })
placetopay secret ¦ PlacetoPay WebCheckout (Colombia; the search found nothing, login and secretKey as remembered) ¦ {A16} ¦ PLACETOPAY_LOGIN=6dd490faf9cb87a9862245da41170ff2\nPLACETOPAY_SECRET_KEY={t}\nDnetix\PlacetoPay\Exceptions\PlacetoPayException: Autenticación fallida 101
ecocash api key ¦ EcoCash merchant API (Zimbabwe, as remembered): an API key and merchant PIN in the payment request ¦ {A40} ¦ {"clientCorrelator":"TS-20261206-0041","merchantCode":"04431","merchantPin":"8127","apiKey":"{t}","amount":2.5}\n<- 401 {"error":"invalid credentials"}
asiapay secure hash ¦ AsiaPay PayDollar (Hong Kong, as remembered): a merchant secure hash secret for the secureHash field ¦ {A32} ¦ ; paydollar.ini\n[merchant]\nmerchant_id = 88104421\nsecure_hash_secret = {t}\ncurrency = 344
abios access token ¦ Abios esports API (as remembered): an access_token from client credentials ¦ {h40} ¦ GET https://api.abiosgaming.com/v3/series?filter=game.id=5&access_token={t} 403 (Forbidden)
brawlstars key ¦ Brawl Stars API (Supercell developer site, as remembered): Authorization: Bearer <JWT bound to IPs> ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiIsImtpZCI6IjI4YTMxOGY3LTAwMDAtYTFlYi03ZmExLTJjNzQzM2M2Y2NhNSJ9.{u210}.{u86} ¦ {"reason":"accessDenied.invalidIp","message":"Invalid authorization: API key does not allow access from IP 203.0.113.9"}\nrequest: GET /v1/players/%23P0LYJC8C Authorization: Bearer {t}
liquipedia key ¦ Liquipedia API v3 (as remembered): Authorization: Apikey <key> ¦ {A48} ¦ liquipedia-sync: 403 on GET https://api.liquipedia.net/api/v3/match?wiki=counterstrike (Authorization: Apikey {t})
tracker network key ¦ Tracker Network API (as remembered): TRN-Api-Key header, a UUID ¦ {uuid} ¦ $ http GET https://public-api.tracker.gg/v2/apex/standard/profile/origin/Daltoosh TRN-Api-Key:{t}\nHTTP/1.1 401 Unauthorized
hirez auth key ¦ Hi-Rez/Smite API (as remembered): a devId and a 32-hex authKey used in an md5 signature ¦ {H32} ¦ smite-api.ini\n[hirez]\ndev_id = 3911\nauth_key = {t}\n; createsession: Invalid Developer Id
nadeo ubisoft password ¦ Trackmania Nadeo API (as remembered): Ubisoft account Basic auth to get a ticket ¦ {p} ¦ $ curl -u 'tm-bot@acme.io:{t}' -H 'Ubi-AppId: 86263886-327a-4328-ac69-527f0d20a237' -X POST https://public-ubiservices.ubi.com/v3/profiles/sessions\n{"errorCode":1,"message":"Invalid credentials"}
grid api key ¦ GRID esports data (as remembered): x-api-key header on the central data GraphQL API ¦ {A40} ¦ POST https://api-op.grid.gg/central-data/graphql\nx-api-key: {t}\n<- {"errors":[{"message":"Unauthorized"}]}
allscripts unity password ¦ Allscripts Unity API (as remembered): GetToken with the app username and password ¦ {p} ¦ POST https://tw181unityfhir.open.allscripts.com/Unity/UnityService.svc/json/GetToken\n{"Username":"acme-app","Password":"{t}"}\n<- "Error: Invalid credentials"
availity client secret ¦ Availity API (as remembered): OAuth client credentials ¦ {A32} ¦ AVAILITY_CLIENT_ID=b6a1e3f0-4c2d-4e8a-9f1b-7d5c3a2e1f09\nAVAILITY_CLIENT_SECRET={t}\nerror: POST https://api.availity.com/availity/v1/token -> 401 invalid_client
eligible api key ¦ Eligible (pVerify's neighbour, as remembered): api_key query parameter on /coverage/all.json ¦ {A32} ¦ GET https://gds.eligibleapi.com/v1.5/coverage/all.json?api_key={t}&payer_id=00001&service_type=30 -> 401 {"error":{"response_code":"41","details":"Authorization/Access Restrictions"}}
health gorilla secret ¦ Health Gorilla FHIR (as remembered): client secret for a JWT bearer grant ¦ {A44} ¦ healthgorilla:\n  client_id: acme-labs\n  client_secret: {t}\n  token_url: https://sandbox.healthgorilla.com/oauth/token
human api secret ¦ Human API (as remembered): clientSecret used to exchange session tokens ¦ {h40} ¦ HumanAPIError: invalid_client (clientId=6a0f3b1c9e2d, clientSecret={t})
validic org token ¦ Validic (as remembered): organization id and token in the query string ¦ {h64} ¦ GET https://api.v2.validic.com/organizations/5e1f0c3a9b2d7e4f/users?token={t} 401
zus client secret ¦ Zus Health (as remembered): auth client secret for the Zus aggregated profile API ¦ {u48} ¦ ZUS_CLIENT_ID=acme-primary-care\nZUS_CLIENT_SECRET={t}\nzus: token request failed (401)
pverify secret ¦ pVerify API (as remembered): Client-API-Id header and client_secret in the token call ¦ {A36} ¦ POST https://api.pverify.com/Token\ngrant_type=client_credentials&Client_Id=8c1e2f3a-0b4d-4e6f-9a7b-5c3d1e0f2a4b&client_secret={t}\n<- 400 {"error":"invalid_client"}
modmed api key ¦ ModMed (as remembered): x-api-key with a practice's FHIR API ¦ {A40} ¦ GET https://stage.ema-api.com/ema-dev/firm/acme/ema/fhir/v2/Patient?_count=10\nx-api-key: {t}\n<- 403 Forbidden
smile cdr admin ¦ Smile CDR (as remembered): the admin user's password in cdr-config-Master.properties ¦ {p} ¦ $ grep -n admin classes/cdr-config-Master.properties\n44:module.local_security.seed.users.admin.password={t}
hapi fhir basic ¦ HAPI FHIR client (as remembered): BasicAuthInterceptor(username, password) ¦ {p} ¦ ca.uhn.fhir.rest.server.exceptions.AuthenticationException: HTTP 401 Unauthorized\n\tat ca.uhn.fhir.rest.client.impl.BaseClient.invokeClient(BaseClient.java:351)\n// client.registerInterceptor(new BasicAuthInterceptor("etl", "{t}"));
bls registration key ¦ BLS Public Data API v2 (as remembered): registrationkey in the JSON body ¦ {h32} ¦ POST https://api.bls.gov/publicAPI/v2/timeseries/data/\n{"seriesid":["CUUR0000SA0"],"startyear":"2024","endyear":"2026","registrationkey":"{t}"}\n<- {"status":"REQUEST_NOT_PROCESSED","message":["Invalid key"]}
congress api key ¦ Congress.gov API (as remembered): api_key from api.data.gov ¦ {A40} ¦ Error: 403 API_KEY_INVALID for https://api.congress.gov/v3/bill/118?format=json&api_key={t}
digitalnz key ¦ DigitalNZ API (as remembered): api_key parameter on records.json ¦ {A20} ¦ > httr::GET("https://api.digitalnz.org/records.json", query = list(text = "kereru", api_key = "{t}"))\nResponse [https://api.digitalnz.org/records.json?text=kereru&api_key={t}]\n  Status: 403
kosis api key ¦ KOSIS OpenAPI (Korea, as remembered): apiKey parameter, base64 ending with = ¦ {b44}= ¦ GET https://kosis.kr/openapi/Param/statisticsParameterData.do?method=getList&apiKey={t}&orgId=101&tblId=DT_1B04005N&format=json\n{"err":"20","errMsg":"인증 키 오류"}
datagouv api key ¦ data.gouv.fr API (as remembered): X-API-KEY header, a JWT ¦ eyJhbGciOiJIUzUxMiJ9.{u80}.{u86} ¦ udata: PUT https://www.data.gouv.fr/api/1/datasets/5d13a8b6634f41070a43dff3/ -> 401\nX-API-KEY: {t}
datagovsg key ¦ data.gov.sg (as remembered): x-api-key header for higher limits ¦ v2:{h64} ¦ GET https://api-open.data.gov.sg/v2/real-time/api/weather?api=rainfall\nx-api-key: {t}\n<- 401 {"code":1,"errorMsg":"Invalid API key"}
datagovin key ¦ data.gov.in OGD (as remembered): api-key query parameter ¦ {h56} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070?api-key={t}&format=json&limit=10
openstates key ¦ Open States API v3 (as remembered): X-API-KEY header, a UUID ¦ {uuid} ¦ $ OPENSTATES_API_KEY={t} poetry run python bills.py --state nc\nopenstates: 401 {"detail":"Must provide API Key as ?apikey or X-API-KEY."}
blockchain com token ¦ Blockchain.com Exchange (as remembered): X-API-Token header ¦ {u64} ¦ GET https://api.blockchain.com/v3/exchange/accounts\nX-API-Token: {t}\n<- 401 {"message":"Unauthorized"}
poloniex secret ¦ Poloniex (as remembered): key and secret, signatures of the request ¦ {h128} ¦ POLONIEX_API_KEY=8TG1N0PX-3K7QH2VC-W9M4R6EA-5JYZ1DLB\nPOLONIEX_API_SECRET={t}
coinex secret ¦ CoinEx API v2 (as remembered): X-COINEX-KEY and a 64-hex secret_key ¦ {H64} ¦ coinex:\n  access_id: 4A6F2B9C1D0E48F7A3B5C6D7E8F90123\n  secret_key: {t}\n# error 25 (invalid signature)
zebpay secret ¦ ZebPay (India, as remembered): client_id and client_secret for the trade API ¦ {u40} ¦ ZebPayException: 401 Unauthorized (client_secret={t})
coinjar token ¦ CoinJar Exchange (Australia, as remembered): Authorization: Bearer <API token> ¦ {u43} ¦ $ curl -s https://api.exchange.coinjar.com/accounts -H 'Authorization: Bearer {t}'\n{"error_type":"UNAUTHORIZED"}
independent reserve secret ¦ Independent Reserve (as remembered): apiKey (a UUID) and apiSecret ¦ {h32} ¦ ir = IndependentReserve(api_key="7e2c1a90-5b3d-4f8e-a6c1-0d9e8f7a6b5c", api_secret="{t}")\nindependentreserve.errors.AuthError: Invalid signature
btcmarkets private key ¦ BTC Markets API v3 (as remembered): public key and a base64 private key ¦ {b88} ¦ BTC_MARKETS_API_KEY=0f2a6c1e-8b3d-4c9e-b7a5-1d0e9f8a7b6c\nBTC_MARKETS_PRIVATE_KEY={t}
swyftx key ¦ Swyftx (as remembered): an API key exchanged at /auth/refresh/ for a JWT ¦ {u44} ¦ POST https://api.swyftx.com.au/auth/refresh/\n{"apiKey":"{t}"}\n<- 400 {"error":{"error":"Invalid","message":"Invalid API key"}}
bitcoin core rpc ¦ Bitcoin Core (as remembered): bitcoin.conf rpcuser / rpcpassword ¦ {u32} ¦ $ cat ~/.bitcoin/bitcoin.conf\nserver=1\nrpcuser=btcpayrpc\nrpcpassword={t}\nrpcallowip=127.0.0.1
electrum wallet password ¦ Electrum (as remembered): electrum load_wallet -W with the wallet password ¦ {p} ¦ $ electrum --testnet load_wallet -w ~/.electrum/testnet/wallets/shop -W '{t}'\nInvalidPassword: Incorrect password
abode password ¦ Abode security (as remembered): jaraco.abode / abodepy login with username and password ¦ {p} ¦ $ abode --username home@acme.io --password '{t}' --devices\nERROR abode: Login failed: 400 Bad Request (Invalid login)
homeseer password ¦ HomeSeer HS4 JSON API (as remembered): user and pass in the query string ¦ {p} ¦ 06/12/2026 15:46:02 ~!~Web Server~!~Authorization failed: /JSON?request=getstatus&user=admin&pass={t} from 192.168.1.20
homematic ccu ¦ Homematic CCU3 (as remembered): the Admin password for the XML-RPC/JSON-RPC Session.login ¦ {p} ¦ POST http://ccu3-webui/api/homematic.cgi\n{"method":"Session.login","params":{"username":"Admin","password":"{t}"}}\n<- {"error":{"name":"JSONRPCError","code":501,"message":"access denied"}}
insteon hub ¦ Insteon Hub 2 (as remembered): local username and password printed under the hub ¦ {A8} ¦ insteon-mqtt.yaml\n  insteon:\n    port: 'http://192.168.1.40:25105'\n    username: 'Kx82Lm0Q'\n    password: '{t}'
tahoma token ¦ Somfy TaHoma local API (as remembered): a Bearer token from the developer mode ¦ {h20} ¦ GET https://gateway-1234-5678-9012.local:8443/enduser-mobile-web/1/enduserAPI/setup/devices\nAuthorization: Bearer {t}\n<- 401 {"errorCode":"RESOURCE_ACCESS_DENIED"}
knx backbone key ¦ KNX Secure (as remembered): a 32-hex backbone key in the keyring export ¦ {H32} ¦ <Keyring Project="Villa" CreatedBy="ETS 6.2" xmlns="http://knx.org/xml/keyring/1">\n  <Backbone MulticastAddress="224.0.23.12" Key="{t}" Latency="1000" />
lutron telnet ¦ Lutron RadioRA 2 main repeater (as remembered): the integration telnet login and password ¦ {A10} ¦ $ nc 192.168.1.50 23\nlogin: lutron\npassword: {t}\nbad login
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
