"""Held-out set 15: games, government and telecom APIs no earlier set named.

Every vendor name and prefix below was grepped for in the earlier sets' ``_heldout_secrets*``
and ``heldout_set*_secrets.py`` files (none matched). Games and game services (Xbox Live
XSTS, PlayStation NPSSO, Nintendo session tokens, GameAnalytics, Minecraft services, Hypixel,
Pterodactyl, Tebex, mod.io, top.gg, Xsolla's Pay Station), government APIs (GOV.UK Notify and
Pay, UIDAI Aadhaar, DigiLocker, the GST e-invoice portal, ONDC, FranceConnect, ELSTER,
ZATCA Fatoora, AFIP WSAA, SUNAT, SAT CFDI, Korea's data.go.kr, Japan's e-Gov) and telecom
and messaging APIs (Telstra, Verizon ThingSpace, TMAP, Globe Labs, Easypaisa, ZainCash,
Exotel, SOLAPI, Clickatell, 46elks, SMS.ru, Unifonic). Where a vendor's page documents the
parameter or header but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
xbox xsts token ¦ Xbox Live docs, Authorization: XBL3.0 x=<userhash>;<XSTS token> (a JWE) ¦ eyJlbmMiOiJBMTI4Q0JDK0hTMjU2IiwiYWxnIjoiUlNBLU9BRVAiLCJjdHkiOiJKV1QiLCJ6aXAiOiJERUYifQ.{u342}.{u22}.{u96}.{u22} ¦ XboxLiveError: 401 x-err 2148916233 on GET https://profile.xboxlive.com/users/me/profile/settings (Authorization: XBL3.0 x=1588201423908726231;{t})
psn npsso ¦ psn-api docs, the 64-character NPSSO cookie exchanged for an access code ¦ {A64} ¦ psn-api: exchangeNpssoForCode failed — "Unable to obtain an authorization code" (npsso={t})
nintendo session token ¦ nxapi docs, the Nintendo Account session_token (a JWT from accounts.nintendo.com) ¦ eyJhbGciOiJIUzI1NiJ9.{u260}.{u43} ¦ nxapi: Error: [401] Unauthorized POST https://accounts.nintendo.com/connect/1.0.0/api/token body={"client_id":"71b963c1b7b6d119","session_token":"{t}","session_token_code":"..."}
gameanalytics secret ¦ GameAnalytics REST docs, secret key (40 hex) that HMACs each event batch ¦ {h40} ¦ GameAnalytics: 401 "Authorization header verification failed" game_key=5c6bcb5402204249437fb5a7a80a4959 secret_key={t}
minecraft services token ¦ Minecraft services docs (wiki.vg), Bearer token from login_with_xbox ¦ eyJraWQiOiJhYzg0YSIsImFsZyI6IkhTMjU2In0.{u300}.{u43} ¦ minecraft-launcher-lib: 401 from https://api.minecraftservices.com/minecraft/profile — Authorization: Bearer {t}
hypixel api key ¦ Hypixel Public API docs, API-Key header (a UUID) ¦ {uuid} ¦ HypixelAPIError: {"success":false,"cause":"Invalid API key"} GET /v2/player?uuid=069a79f444e94726a5befca90e38aaf5 API-Key: {t}
pterodactyl client key ¦ Pterodactyl panel docs, client API keys start ptlc_ ¦ ptlc_{A43} ¦ pterodactyl: 403 {"errors":[{"code":"AccessDeniedHttpException","status":"403","detail":"This action is unauthorized."}]} -H "Authorization: Bearer {t}"
pterodactyl application key ¦ Pterodactyl panel docs, application API keys start ptla_ ¦ ptla_{A43} ¦ wings sync failed: panel rejected application key {t} (GET /api/application/nodes/3/configuration)
tebex secret ¦ Tebex Headless/Plugin API docs, X-Tebex-Secret (40 hex) ¦ {h40} ¦ [Tebex] Failed to fetch queue: 403 Forbidden. Your secret key ({t}) is invalid. Run /tebex secret <key>
modio api key ¦ mod.io REST docs, api_key query parameter (32 hex) ¦ {h32} ¦ mod.io error 11000: "Your API key is invalid" GET https://api.mod.io/v1/games/3213/mods?api_key={t}
topgg token ¦ top.gg API docs, bot token in the Authorization header (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u130}.{u43} ¦ topgg.errors.Unauthorized: 401 posting guild count for bot 812207263711461406 (token={t})
xsolla api key ¦ Xsolla Pay Station docs, Basic merchant_id:api_key (api key 40 hex) ¦ {h40} ¦ XsollaException: INVALID_AUTHORIZATION (code 1501) merchant_id=271003 api_key={t}
govuk notify key ¦ GOV.UK Notify docs, API key = key name + service id + secret key, both UUIDs ¦ {uuid} ¦ notifications_python_client.errors.HTTPError: 403 - [{'error': 'AuthError', 'message': 'Invalid token: API key not found'}] key=live-alerts-26785a09-ab16-4eb0-8407-a37497a57506-{t}
govuk pay key ¦ GOV.UK Pay docs, API keys start api_live_ or api_test_ (shape assumed) ¦ api_live_{l58} ¦ govuk-pay: 401 {"code":"P0920","description":"Request blocked by security rules"} curl -H "Authorization: Bearer {t}" https://publicapi.payments.service.gov.uk/v1/payments
uidai license key ¦ UIDAI Aadhaar Auth API spec 2.5, AUA license key (lk) in the request URL ¦ {u55} ¦ Aadhaar auth error 569 (Digital signature verification failed) for https://auth.uidai.gov.in/2.5/public/9/9/{t}
digilocker client secret ¦ DigiLocker Requester API docs, client_secret for the OAuth token (shape assumed) ¦ {h32} ¦ DigiLocker token exchange: {"error":"invalid_client","error_description":"Client authentication failed"} client_id=BF34E2A1 client_secret={t}
gst einvoice secret ¦ GST e-invoice (IRP) API docs, client_id, client_secret and the GSTIN user's password ¦ {p} ¦ E-Invoice auth failed: {"Status":0,"ErrorDetails":[{"ErrorCode":"1005","ErrorMessage":"Invalid Token"}]} headers gstin=29AAACB1234C1Z5 user_name=API_acmeblr password={t}
ondc signing key ¦ ONDC registry docs, the ed25519 signing private key (base64 of 64 bytes) in the subscriber config ¦ {b86}== ¦ beckn-onix: NACK {"error":{"code":"10001","message":"Invalid Signature"}} signing_private_key="{t}" unique_key_id=k1
franceconnect secret ¦ FranceConnect docs, client_secret (64 hex) of the service provider ¦ {h64} ¦ FranceConnect: erreur E000002 « client_secret invalide » pour client_id=211286433e39cce01db448d80181bdfd005554b19cd51b3fe7943f6b3b86ab6e secret={t}
elster certificate pin ¦ ELSTER ERiC docs, the PIN of the .pfx software certificate ¦ {p} ¦ ERiC-Fehler 610201016 (ERIC_CRYPT_E_PIN_WRONG): EricGetHandleToCertificate("/srv/elster/cert.pfx") mit PIN {t}
zatca csid secret ¦ ZATCA Fatoora docs, compliance CSID binarySecurityToken + secret (Basic base64(token:secret)) ¦ {b43}= ¦ ZATCA: 401 {"code":"Invalid-Credentials"} compliance/invoices username=TUlJQ0tqQ0NBYytnQXdJQkFnSUdBWT secret={t}
afip wsaa sign ¦ AFIP WSAA docs, the Ticket de Acceso's token and sign (base64) ¦ {b172}== ¦ AFIP wsfev1: <Err><Code>600</Code><Msg>ValidacionDeToken: No validaron las firmas digitales</Msg></Err> Auth=<Token>PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4=</Token><Sign>{t}</Sign><Cuit>20123456789</Cuit>
sunat clave sol ¦ SUNAT docs, RUC + usuario SOL + clave SOL as the SOAP UsernameToken ¦ {p} ¦ SUNAT: soap-env:Client.0102 "Usuario o contraseña incorrectos" <wsse:Username>20601234567MODDATOS</wsse:Username><wsse:Password>{t}</wsse:Password>
sat csd password ¦ SAT CFDI docs, the contraseña of the CSD private key (.key) used to seal the invoice ¦ {p} ¦ CFDI 4.0: no se pudo sellar — openssl pkcs8 -inform DER -in CSD_ACME.key -passin pass:{t} (bad decrypt)
data.go.kr service key ¦ Korea data.go.kr docs, serviceKey (encoded) with %2B and %3D in the query ¦ {A60}%2B{A24}%3D%3D ¦ 공공데이터 API 오류: SERVICE_KEY_IS_NOT_REGISTERED_ERROR (code 30) — http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={t}&numOfRows=10
egov client secret ¦ Japan e-Gov API docs, client_secret for the authorization-code grant (shape assumed) ¦ {A40} ¦ e-Gov電子申請API: 400 invalid_client（クライアント認証に失敗しました） client_id=egov-acme-01 client_secret={t}
telstra client secret ¦ Telstra Messaging API v3 docs, client_id and client_secret for the OAuth token ¦ {A16} ¦ telstra.messaging.exceptions.UnauthorizedException: (401) invalid_client — TELSTRA_CLIENT_ID=h6GY4ZMmTxKDiAgvpeCDyIvvEcdYN3Dq TELSTRA_CLIENT_SECRET={t}
verizon m2m token ¦ Verizon ThingSpace docs, VZ-M2M-Token session token header (UUID) ¦ {uuid} ¦ ThingSpace: {"errorCode":"UnifiedWebService.REQUEST_FAILED.SessionToken.Expired"} VZ-M2M-Token: {t}
tmap app key ¦ SK open API docs, TMAP appKey header (40 alnum) ¦ {A40} ¦ TMAP 경로안내 실패: {"error":{"id":"403","category":"gw","code":"INVALID_API_KEY","message":"Forbidden"}} appKey: {t}
globe labs app secret ¦ Globe Labs docs, app_id and app_secret (64 hex) for the access token ¦ {h64} ¦ globelabs: {"error":"Invalid app_secret"} POST https://developer.globelabs.com.ph/oauth/access_token?app_id=xGzoCBkxM6ARN5&app_secret={t}&code=...
easypaisa hash key ¦ Easypaisa (Telenor Microfinance) docs, 16-character hashKey AES-encrypts the merchant hash ¦ {U16} ¦ Easypaisa: responseCode 0001 "Invalid Hash" storeId=53128 hashKey={t} postBackURL=https://shop.acme.pk/ep/return
zaincash secret ¦ ZainCash docs, merchant secret signs the HS256 JWT of the transaction ¦ {h64} ¦ ZainCash: {"err":{"msg":"invalid token"}} jwt.sign({amount:25000,serviceType:"Book",msisdn:9647835077893}, "{t}")
exotel api token ¦ Exotel docs, api_key:api_token Basic auth in the URL ¦ {h48} ¦ Exotel: 401 {"RestException":{"Status":401,"Message":"Authentication is required to view this page."}} https://acme4:{t}@api.exotel.com/v1/Accounts/acme4/Calls/connect
solapi api secret ¦ SOLAPI docs, HMAC-SHA256 signature with apiKey and apiSecret (32 upper alnum) ¦ {U32} ¦ solapi: InvalidSignature — 서명이 일치하지 않습니다. apiKey=NCSDDQTBTKLJXM3W apiSecret={t} date=2026-12-04T22:00:00Z salt=8d1f
clickatell api key ¦ Clickatell Platform docs, the raw API key in the Authorization header ¦ {u22}== ¦ Clickatell: {"messages":[],"errorCode":1,"error":"Invalid or missing Integration API Key","errorDescription":"..."} Authorization: {t}
46elks password ¦ 46elks docs, API username u + 32 hex and password (32 upper hex) as Basic auth ¦ {H32} ¦ 46elks: 401 "Invalid API credentials" curl https://api.46elks.com/a1/sms -u u8c42f1e0b3a2d6c9e7f5a1b3c4d5e6f7:{t}
smsru api id ¦ SMS.ru docs, api_id (UUID-like, upper hex) ¦ {H8}-{H4}-{H4}-{H4}-{H12} ¦ SMS.ru: {"status":"ERROR","status_code":200,"status_text":"Неправильный api_id"} GET https://sms.ru/sms/send?api_id={t}&to=79991234567&json=1
unifonic app sid ¦ Unifonic REST docs, AppSid (30 alnum) authenticates each request ¦ {A30} ¦ Unifonic: {"success":false,"message":"Wrong AppSid","errorCode":"ER-01"} AppSid={t}&SenderID=ACME&Recipient=9665xxxxxxx
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
