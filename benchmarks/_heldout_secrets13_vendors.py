"""Held-out set 13: token formats of vendors no earlier set named, each in the text it shows in.

Every vendor name and prefix below was grepped for in the earlier sets' ``_heldout_secrets*``,
``heldout_secrets*.py`` and ``heldout_set*_secrets.py`` files (none matched). This set draws on
marketplaces and regional payments (Amazon SP-API, MercadoLibre, Allegro, Shopee, Lazada,
Tokopedia, Paytm, PhonePe, JazzCash, Chapa, Yoco, Ozow, Monnify, OPay, YooKassa,
CloudPayments, Hubtel), telecom and messaging (LINE Notify, Telesign, Textlocal, SMSAPI,
Esendex), IoT and home automation (Tuya, Blynk, ThingSpeak, Hubitat, SmartThings, ecobee,
Shelly, Tasmota, Zigbee2MQTT, OctoPrint, Nightscout, eWeLink), health and sport (Strava,
Withings, Oura, Fitbit, Garmin), music (Last.fm, Deezer, Genius), games (PlayFab, Battle.net,
Nakama, Lichess, FACEIT), government APIs (GOV.UK Notify, Companies House, HMRC,
api.data.gov, Singpass, NHS) and regional clouds (Selectel, Timeweb, STACKIT, Infomaniak,
Sakura, ConoHa, Contabo, JD Cloud, UCloud, NCloud). Where a vendor's page documents the header
or the variable but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
amazon sp-api refresh ¦ Amazon SP-API docs, LWA refresh tokens Atzr|<...> ¦ Atzr|{u180} ¦ botocore-free sp-api client: 400 {"error_description":"The request has an invalid grant parameter : refresh_token","error":"invalid_grant"} refresh_token={t}
amazon lwa client secret ¦ Amazon LWA docs, client secrets amzn1.oa2-cs.v1.<64 hex> ¦ amzn1.oa2-cs.v1.{h64} ¦ LWA token exchange failed: invalid_client (client_id=amzn1.application-oa2-client.4f1c0e, client_secret={t})
mercadolibre access token ¦ MercadoLibre docs, APP_USR-<app>-<date>-<32 hex>-<user> ¦ APP_USR-8812734412345678-120413-{h32}-118273645 ¦ meli: {"message":"invalid access token","error":"not_found","status":401} GET /users/me?access_token={t}
allegro client secret ¦ Allegro REST docs, client_secret for client_credentials (64 alnum; length assumed) ¦ {A64} ¦ allegro.pl OAuth: 401 Unauthorized -- curl -X POST -u "b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6:{t}" https://allegro.pl/auth/oauth/token?grant_type=client_credentials
shopee partner key ¦ Shopee Open Platform docs, partner_key signs HMAC-SHA256 (shape assumed) ¦ {h64} ¦ shopee-sdk: error_sign "Wrong sign." partner_id=2001234 partner_key={t} base_string=2001234/api/v2/shop/get_shop_info1733300000
lazada app secret ¦ Lazada Open Platform docs, app_secret (32 alnum; length assumed) ¦ {A32} ¦ lazop.LazopClient: IncompleteSignature: The request signature does not conform to lazada standards (app_key=112233, app_secret={t})
tokopedia client secret ¦ Tokopedia docs, Basic base64(client_id:client_secret) (shape assumed) ¦ {l32} ¦ tokopedia fs: 401 {"error":"invalid_client"} client_id=6f3e2d1c0b9a48779a1e1b2c3d4e5f60 client_secret={t}
paytm merchant key ¦ Paytm docs, merchant key (16 characters with symbols) ¦ {A12}&#{A2} ¦ PaytmChecksum.verifySignature returned false: MID=ACMEPL12345678901234 MKEY="{t}" ORDERID=ORD-77812
phonepe salt key ¦ PhonePe PG docs, salt key (UUID) with salt index ¦ {uuid} ¦ PhonePe X-VERIFY mismatch: sha256(base64Payload + "/pg/v1/pay" + "{t}") + "###1" != header
jazzcash integrity salt ¦ JazzCash docs, integrity salt for pp_SecureHash (10 alnum) ¦ {A10} ¦ JazzCash: pp_ResponseCode=110 "Please provide valid value for pp_SecureHash" (pp_MerchantID=MC12345, IntegritySalt={t})
chapa secret key ¦ Chapa docs, secret keys CHASECK_TEST-<32 alnum> ¦ CHASECK_TEST-{A32} ¦ chapa: {"message":"Invalid API Key or the business can't accept payments at the moment.","status":"failed"} Authorization: Bearer {t}
yoco secret key ¦ Yoco docs, secret keys sk_live_<...> (length assumed) ¦ sk_live_{h24}{A12} ¦ YocoApiError: 401 {"errorType":"authentication_error","displayMessage":"Invalid secret key"} X-Auth-Secret-Key: {t}
ozow private key ¦ Ozow docs, private key concatenated into HashCheck (32 alnum; shape assumed) ¦ {A32} ¦ ozow: HashCheck mismatch for TransactionReference=INV-3311 (SiteCode=ACM-ACM-001, PrivateKey={t})
monnify basic ¦ Monnify docs, Basic base64(apiKey:secretKey), secret 32 upper alnum ¦ {U32} ¦ monnify: {"requestSuccessful":false,"responseMessage":"Invalid client credentials","responseCode":"99"} apiKey=MK_TEST_SAF7HR5F3F secretKey={t}
opay secret key ¦ OPay docs, secret keys OPAYPRV<digits> ¦ OPAYPRV{d28} ¦ opay cashier: {"code":"02000","message":"authentication failed"} Authorization: Bearer {t} MerchantId: 256612345678901
yookassa secret key ¦ YooKassa docs, secret keys live_<43 urlsafe> with shopId as Basic user ¦ live_{u43} ¦ yookassa.domain.exceptions.UnauthorizedError: {'type': 'error', 'code': 'invalid_credentials'} Configuration.configure('212345', '{t}')
cloudpayments api secret ¦ CloudPayments docs, Public ID pk_... and API Secret (32 hex) as Basic auth ¦ {h32} ¦ CloudPayments: {"Success":false,"Message":"Authentication failed"} curl -u pk_4f1c2d3e4f5a6b7c8d9e0f1a2b3c4:{t} https://api.cloudpayments.ru/test
hubtel client secret ¦ Hubtel docs, ClientId and ClientSecret as Basic auth (shape assumed) ¦ {l8} ¦ hubtel sms: 401 Unauthorized https://smsc.hubtel.com/v1/messages/send?clientsecret={t}&clientid=qwhbmtcx&from=Acme&to=233241234567
line notify token ¦ LINE Notify docs, personal access tokens (43 alnum) ¦ {A43} ¦ LINE Notify: {"status":401,"message":"Invalid access token"} curl -H "Authorization: Bearer {t}" -F "message=deploy done" https://notify-api.line.me/api/notify
telesign api key ¦ Telesign docs, Basic customer_id:api_key (base64 88) ¦ {b88} ¦ telesign.rest: 401 {"status":{"code":10010,"description":"Invalid Customer ID and/or API key"}} customer_id=FFFFFFFF-EEEE-DDDD-1234-AB1234567890 api_key={t}
textlocal api key ¦ Textlocal docs, apikey parameter (shape assumed) ¦ {A20}={A20} ¦ textlocal: {"errors":[{"code":3,"message":"Invalid login details"}],"status":"failure"} POST api.txtlocal.com/send/ apikey={t}&numbers=447123456789
smsapi oauth token ¦ SMSAPI.pl docs, OAuth tokens in Authorization: Bearer (40 alnum; length assumed) ¦ {A40} ¦ smsapi-php: ClientException [101] "Niepoprawne lub brak danych autoryzacji" token {t}
esendex password ¦ Esendex docs, account reference with username and password (shape assumed) ¦ {p} ¦ Esendex.TokenApi.EsendexException: 401 for account EX0123456 (user ops@acme.co.uk, password {t})
tuya client secret ¦ Tuya IoT docs, Access ID (20) and Access Secret (32 hex) ¦ {h32} ¦ tuya-connector: {"code":1004,"msg":"sign invalid","success":false} ACCESS_ID=v7xqk3mb2c9n4r8t1p6s ACCESS_KEY={t}
blynk auth token ¦ Blynk docs, device auth tokens (32 urlsafe) ¦ {u32} ¦ [Blynk] Invalid auth token: https://blynk.cloud/external/api/update?token={t}&V1=23.5
thingspeak write key ¦ ThingSpeak docs, Write API Key (16 upper alnum) ¦ {U16} ¦ ThingSpeak update returned 0 (rejected): GET https://api.thingspeak.com/update?api_key={t}&field1=21.7
hubitat maker token ¦ Hubitat Maker API docs, access_token (UUID) ¦ {uuid} ¦ hubitat: 401 Unauthorized http://192.168.1.40/apps/api/112/devices/all?access_token={t}
smartthings pat ¦ SmartThings docs, personal access tokens (UUID) ¦ {uuid} ¦ smartthings-cli: Error: Request failed with status code 401 -- SMARTTHINGS_TOKEN={t}
ecobee api key ¦ ecobee docs, application API key (32 alnum) ¦ {A32} ¦ pyecobee: ecobee returned {"status":{"code":1,"message":"Authentication failed. Invalid credentials supplied to the registration request."}} api_key={t}
shelly cloud auth key ¦ Shelly Cloud docs, auth_key (long base64; shape assumed) ¦ {A88} ¦ shelly cloud: {"isok":false,"errors":{"wrong_auth_key":"Wrong auth key"}} POST https://shelly-49-eu.shelly.cloud/device/status auth_key={t}
tasmota mqtt password ¦ Tasmota console MqttPassword command ¦ {p} ¦ 12:04:51.003 CMD: Backlog MqttHost 10.0.0.5; MqttUser tasmota; MqttPassword {t}\n12:04:53.210 MQT: Connect failed to 10.0.0.5:1883, rc 5. Retry in 10 sec
zigbee2mqtt password ¦ Zigbee2MQTT configuration.yaml mqtt.password ¦ {p} ¦ Zigbee2MQTT:error 2026-12-04 13:10:12: MQTT error: Connection refused: Not authorized\nmqtt:\n  server: mqtt://localhost\n  user: z2m\n  password: '{t}'
octoprint api key ¦ OctoPrint docs, X-Api-Key (43 urlsafe) ¦ {u43} ¦ octorest.client: 403 Forbidden for http://octopi.local/api/job (X-Api-Key: {t})
nightscout api secret ¦ Nightscout docs, api-secret header is the SHA-1 of API_SECRET ¦ {h40} ¦ nightscout: 401 Unauthorized POST /api/v1/entries api-secret: {t}
ewelink app secret ¦ eWeLink CoolKit docs, APP_SECRET signs the HMAC (32 alnum; shape assumed) ¦ {A32} ¦ ewelink-api: {"error":406,"msg":"Authentication failed"} APP_ID=R8Oq3y0eSZSYdKccHlrQzT1ACCOUT9Gv APP_SECRET={t}
strava client secret ¦ Strava docs, client_secret (40 hex) ¦ {h40} ¦ stravalib.exc.AccessUnauthorized: Unauthorized: Authorization Error [{'resource': 'Application', 'field': 'client_secret', 'code': 'invalid'}] client_secret={t}
strava refresh token ¦ Strava docs, refresh_token (40 hex) ¦ {h40} ¦ POST https://www.strava.com/oauth/token -d client_id=118273 -d grant_type=refresh_token -d refresh_token={t} -> 400 Bad Request
withings client secret ¦ Withings docs, client secret (64 hex) ¦ {h64} ¦ withings-api: status 503 "Invalid params" action=requesttoken client_id=5a1b2c3d client_secret={t}
oura pat ¦ Oura docs, personal access tokens (32 upper alnum) ¦ {U32} ¦ oura: 401 {"detail":"Invalid token"} GET /v2/usercollection/daily_sleep Authorization: Bearer {t}
fitbit jwt ¦ Fitbit docs, OAuth 2.0 access tokens are JWTs ¦ eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ fitbit: 401 {"errors":[{"errorType":"expired_token","message":"Access token expired: {t}"}],"success":false}
garmin consumer secret ¦ Garmin Connect developer docs, OAuth 1.0a consumer secret (shape assumed) ¦ {A30} ¦ garth.exc.GarthHTTPError: 401 oauth_problem=signature_invalid&oauth_consumer_key=fc3e99d2-118c-44b8-8ae3-03370dde24c0&oauth_consumer_secret={t}
lastfm shared secret ¦ Last.fm docs, api_key and shared secret (32 hex each) ¦ {h32} ¦ pylast.WSError: Invalid method signature supplied (api_key=0f1e2d3c4b5a69788796a5b4c3d2e1f0, api_secret={t})
deezer access token ¦ Deezer docs, access_token query parameter (shape assumed) ¦ fr{A50} ¦ deezer: {"error":{"type":"OAuthException","message":"Invalid OAuth access token.","code":300}} GET /user/me?access_token={t}
genius token ¦ Genius API docs, client access tokens (64 urlsafe) ¦ {u64} ¦ lyricsgenius: HTTPError 401 "invalid_token" for https://api.genius.com/search?q=x&access_token={t}
playfab secret key ¦ PlayFab docs, X-SecretKey title secret (shape assumed) ¦ {U50} ¦ PlayFabError: NotAuthenticated (1074) on /Server/GetUserData, X-SecretKey={t} TitleId=7A3F
battle.net client secret ¦ Blizzard Battle.net docs, client secret (32 alnum) ¦ {A32} ¦ blizzardapi: 401 {"error":"invalid_client","error_description":"Bad client credentials"} curl -u 5b1c6e8d2f3a4b7c9d0e1f2a3b4c5d6e:{t} https://oauth.battle.net/token
nakama server key ¦ Nakama docs, socket.server_key and runtime http_key (shape assumed) ¦ {A32} ¦ nakama: {"level":"fatal","msg":"Invalid http_key","runtime":{"http_key":"{t}"}}
lichess token ¦ Lichess API docs, personal tokens lip_<...> ¦ lip_{A20} ¦ berserk.exceptions.ResponseError: HTTP 401: Unauthorized: {"error":"No such token"} (token {t})
faceit server api key ¦ FACEIT docs, server-side API keys (UUID) ¦ {uuid} ¦ faceit data api: 401 {"errors":[{"message":"Unauthorized","code":"err_u0"}]} Authorization: Bearer {t}
gov.uk notify key ¦ GOV.UK Notify docs, API keys <name>-<service id uuid>-<secret uuid> ¦ acme_live-26785a09-ab16-4eb0-8407-a37497a57506-{uuid} ¦ notifications_python_client.errors.HTTPError: 403 - [{'error': 'AuthError', 'message': 'Invalid token: API key not found'}] key={t}
companies house key ¦ Companies House API docs, API key as Basic username with empty password (UUID) ¦ {uuid} ¦ chapi: 401 Unauthorized GET https://api.company-information.service.gov.uk/company/00000006 (curl -u {t}: ...)
hmrc mtd bearer ¦ HMRC Developer Hub docs, user-restricted OAuth access token (32 hex) ¦ {h32} ¦ HMRC MTD VAT: 401 {"code":"INVALID_CREDENTIALS","message":"Invalid Authentication information provided"} Authorization: Bearer {t}
api.data.gov key ¦ api.data.gov docs, api_key parameter (40 alnum) ¦ {A40} ¦ {"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied. Get one at https://api.data.gov/signup/"}} url=https://api.nal.usda.gov/fdc/v1/foods/search?api_key={t}
singpass client assertion ¦ Singpass docs, private_key_jwt client assertion (a JWT) ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.{u110}.{u86} ¦ singpass myinfo: invalid_client: client_assertion={t} rejected (kid k1 not in JWKS)
nhs api key ¦ NHS England API platform docs, apikey header (32 alnum) ¦ {A32} ¦ nhs-pds: 401 {"resourceType":"OperationOutcome","issue":[{"code":"forbidden","diagnostics":"Invalid API Key"}]} apikey: {t}
selectel token ¦ Selectel docs, X-Token static API keys (shape assumed) ¦ {A32}_{d6} ¦ selectel: 401 {"error":"Unauthorized"} curl -H "X-Token: {t}" https://api.selectel.ru/domains/v1/
timeweb token ¦ Timeweb Cloud docs, API tokens are JWTs ¦ eyJhbGciOiJSUzUxMiIsInR5cCI6IkpXVCJ9.{u140}.{u120} ¦ twc: Error: 401 Unauthorized. TWC_TOKEN={t}
stackit service account key ¦ STACKIT docs, service account access tokens (shape assumed) ¦ {u96} ¦ stackit: Error: get project: 401 Unauthorized (STACKIT_SERVICE_ACCOUNT_TOKEN={t})
infomaniak token ¦ Infomaniak API docs, Bearer tokens (shape assumed) ¦ {A64} ¦ infomaniak: {"result":"error","error":{"code":"not_authorized","description":"Not authorized"}} Authorization: Bearer {t}
sakura access secret ¦ Sakura Cloud docs, access token and access token secret as Basic auth ¦ {A40} ¦ usacloud: Error: API Error: 401 unauthorized (SAKURACLOUD_ACCESS_TOKEN=4f1c0e9b-8a7d-6c5b-4a39-281706f5e4d3 SAKURACLOUD_ACCESS_TOKEN_SECRET={t})
conoha password ¦ ConoHa VPS docs, Keystone auth with API user password ¦ {p} ¦ ConoHa identity: 401 {"unauthorized":{"message":"The request you have made requires authentication.","code":401}} {"auth":{"passwordCredentials":{"username":"gncu12345678","password":"{t}"},"tenantId":"487727e3921d44e3bfe7ebb337bf085e"}}
contabo client secret ¦ Contabo API docs, client_secret for the password grant (shape assumed) ¦ {A32} ¦ cntb: Error: 401 invalid_client -- cntb config set-credentials --oauth2-clientid=INT-11833581 --oauth2-client-secret={t} --oauth2-user=ops@acme.io
jd cloud secret key ¦ JD Cloud docs, AccessKey and SecretKey (32 upper hex; shape assumed) ¦ {H32} ¦ jdcloud-sdk: InvalidAccessKey: The AccessKey and SecretKey you provided is incorrect (JDC_SECRET_KEY={t})
ucloud private key ¦ UCloud docs, PublicKey and PrivateKey signing requests (shape assumed) ¦ {A40} ¦ ucloud-sdk-go: RetCode 171 "Signature VerifyAC Error" ucloud.NewCredential().PrivateKey="{t}"
ncloud secret key ¦ NAVER Cloud docs, x-ncp-apigw-signature-v2 with secret key (40 alnum) ¦ {A40} ¦ ncloud: {"error":{"errorCode":"200","message":"Authentication Failed"}} NCLOUD_SECRET_KEY={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, "runtime")
