"""Held-out set 16: payment, banking and telecom vendors no earlier set named.

Every vendor name below was grepped for in the earlier sets' ``_heldout_secrets*`` and
``heldout_set*_secrets.py`` files (none matched): FastSpring, Monzo, Starling, Payoneer,
Skrill, Paysafe, Bizum (Redsys), iDEAL (Mollie-free), BLIK, Dotpay, Comgate, ThePay, Barion,
SimplePay, Netopia mobilPay, PayPro, Pesapal, Arkesel, mNotify, BulkSMS, Karix, Route Mobile,
ValueFirst, Ooredoo, Etisalat, Mobily, Vodafone, Swisscom, Proximus, KPN, Telia, Elisa, VNPT,
MobiFone, Telkomsel, Indosat, DTAC, Jio and BSNL. Where a vendor's page documents the
parameter or header but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
fastspring api password ¦ FastSpring API docs, Basic auth with an API username and password (shape assumed) ¦ {A22} ¦ FastSpringError: 401 {"result":"error","error":{"authorization":"Unauthorized"}} curl -u LJXQ2WOPTAGE0BZWBC1IDQ:{t} https://api.fastspring.com/orders
monzo access token ¦ Monzo developer docs, Authorization: Bearer with an access_token that starts eyJ (a JWT) ¦ eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.{u180}.{u86} ¦ monzo: 401 {"code":"unauthorized.bad_access_token.expired","message":"Access token has expired"} GET https://api.monzo.com/balance?account_id=acc_00009237aqC8c5umZmrRdh Authorization: Bearer {t}
starling personal token ¦ Starling Bank developer docs, personal access token (shape assumed) ¦ {A64} ¦ StarlingApiError: 403 {"error":"insufficient_scope","error_description":"Token does not have scope transaction:read"} token={t}
payoneer client secret ¦ Payoneer API docs, client_credentials grant (shape assumed) ¦ {A32} ¦ Payoneer: {"error":"invalid_client","error_description":"Client authentication failed","error_uri":"https://developer.payoneer.com"} grant_type=client_credentials&client_id=8f3ac51b&client_secret={t}&scope=read
skrill api password ¦ Skrill Automated Payment Interface, the MD5 of the API/MQI password sent as password= ¦ {h32} ¦ Skrill APS: <response><error><error_msg>LOGIN_INVALID</error_msg></error></response> action=prepare&email=payouts@acme.io&password={t}&amount=10.50
paysafe api key ¦ Paysafe API docs, Basic base64(username:password) with the password a long key (shape assumed) ¦ B-qa2-0-{A18}-0-{b76}== ¦ PaysafeException: 401 {"error":{"code":"5279","message":"The authentication credentials are invalid."}} user=pmle-1084422 key=B-qa2-0-{t}
redsys bizum key ¦ Redsys docs, the merchant's SHA-256 signing key (base64 of 24 bytes) ¦ {b32} ¦ Redsys: SIS0042 Error en el cálculo de la firma (Ds_Merchant_MerchantCode=999008881, Ds_Merchant_Terminal=1, clave SHA256={t})
blik api key ¦ PayU BLIK docs (shape assumed), second key (MD5) of the POS ¦ {h32} ¦ PayU: {"status":{"statusCode":"ERROR_SIGNATURE","statusDesc":"Invalid signature"}} pos_id=300746 second_key={t} payMethod=blik authorizationCode=777123
dotpay pin ¦ Dotpay docs, the shop's PIN (32 alnum) used to compute chk ¦ {A32} ¦ Dotpay: błąd URLC — niezgodna suma kontrolna (id=712345, PIN sklepu={t}) — sprawdź ustawienia w panelu
comgate secret ¦ Comgate docs, merchant id and secret (32 alnum) in the POST body ¦ {A32} ¦ Comgate API: code=1400&message=Chybn%C3%BD+dotaz merchant=471234&secret={t}&test=true&price=10000&curr=CZK
thepay password ¦ ThePay 2.0 docs, project API password signs each request (shape assumed) ¦ {h32} ¦ ThePay\Exception: 401 Signature is invalid (merchant_id=86a3eed0-95a4-11ea-ac9f-371f3488e0fa, project_id=3, apiPassword={t})
barion poskey ¦ Barion docs, POSKey is a GUID without dashes ¦ {h32} ¦ Barion: {"Errors":[{"ErrorCode":"InvalidPosKey","Title":"Invalid POSKey","Description":"The POSKey is invalid"}]} POSKey={t}
simplepay merchant key ¦ OTP SimplePay docs, SECRET_KEY (32 alnum) HMACs the body in the Signature header ¦ {A32} ¦ SimplePay v2: errorCodes [5321] "Aláírás hiba" — merchant=OMS5xxxx SIMPLEPAY_SECRET_HUF={t}
netopia signature ¦ NETOPIA mobilPay docs, the merchant signature (5 groups of 4 upper alnum) ¦ {U4}-{U4}-{U4}-{U4}-{U4} ¦ Netopia: eroare 99 "Semnatura comerciantului nu este valida" signature=XXXX-{t}
paypro api key ¦ PayPro (Pakistan) docs, client secret for the token (shape assumed) ¦ {A40} ¦ PayPro: [{"Status":"04","Description":"Invalid clientSecret"}] clientid=ppro_acme clientsecret={t}
pesapal consumer secret ¦ Pesapal API 3.0 docs, consumer_key and consumer_secret in RequestToken (base64-like, 28) ¦ {b28} ¦ Pesapal: {"error":{"error_type":"api_error","code":"invalid_consumer_key_or_secret_provided","message":""},"status":"500"} {"consumer_key":"qkio1BGGYAXTu2JOfm7XSXNruoZsrqEW","consumer_secret":"{t}"}
arkesel api key ¦ Arkesel SMS docs, api-key header (shape assumed) ¦ {A40} ¦ Arkesel: {"status":"error","message":"Invalid API key"} curl -H "api-key: {t}" https://sms.arkesel.com/api/v2/sms/send
mnotify key ¦ mNotify BMS docs, key query parameter (shape assumed) ¦ {A40} ¦ mNotify: {"status":"error","code":"1002","message":"Invalid API Key"} https://api.mnotify.com/api/sms/quick?key={t}
bulksms token secret ¦ BulkSMS JSON REST docs, Basic with a token id and token secret (shape assumed) ¦ {A32} ¦ bulksms: 401 {"type":"https://developer.bulksms.com/json/v1/errors#authentication-failed","title":"Authentication Failed","status":401} token_id=2C7D5A4E1F8B4D09A6E3 token_secret={t}
karix auth token ¦ Karix (Tanla) docs, account uid and token as Basic (shape assumed) ¦ {uuid} ¦ KarixException: 401 {"error":{"message":"Invalid credentials"}} account_uid=e1c4ab61-03f2-4c8b-8c47-3a6ff3f1c2e9 account_token={t}
route mobile password ¦ Route Mobile Bulk HTTP API docs, username and password in the query ¦ {p} ¦ RouteSMS: 1703 (invalid value in username or password) http://rslr.connectbind.com:8080/bulksms/bulksms?username=acme_tr&password={t}&type=0&dlr=1
valuefirst password ¦ ValueFirst XML API docs, <USER USERNAME="" PASSWORD=""> ¦ {p} ¦ ValueFirst: <MESSAGEACK><Err Code="52992" Desc="Username / Password incorrect"/></MESSAGEACK> sent <USER USERNAME="acmeotp" PASSWORD="{t}"/>
ooredoo api token ¦ Ooredoo (Qatar) SMS API docs, customerID + userName + userPassword (shape assumed) ¦ {p} ¦ Ooredoo SMS: Result=-2 "Authentication failed" customerID=4711&userName=acme&userPassword={t}&originator=ACME
etisalat client secret ¦ Etisalat (e&) API hub docs, OAuth client credentials (shape assumed) ¦ {A48} ¦ e& API Hub: {"fault":{"faultstring":"Invalid client identifier {0}","detail":{"errorcode":"oauth.v2.InvalidClientIdentifier"}}} client_id=Zq1PvYQ7eT client_secret={t}
mobily password ¦ Mobily.ws SMS API docs, mobile and password parameters ¦ {p} ¦ Mobily.ws: result 2 (كلمة المرور غير صحيحة) mobile=9665xxxxxxxx&password={t}&numbers=966500000000&sender=ACME
vodafone api key ¦ Vodafone IoT (GDSP) docs, API key header (shape assumed) ¦ {A40} ¦ VodafoneIoT: 403 "Forbidden: invalid x-api-key" GET https://api.iot.vodafone.com/v1/sims?imsi=234150000000001 x-api-key: {t}
swisscom client secret ¦ Swisscom Developer Portal docs, client_credentials (shape assumed) ¦ {A32} ¦ Swisscom API: 401 {"code":"INVALID_CLIENT","message":"Client credentials are invalid"} -d "grant_type=client_credentials&client_id=Ydr4M7sPNo&client_secret={t}"
proximus api key ¦ Proximus EnCo docs, the API key as X-API-Key (shape assumed) ¦ {h40} ¦ EnCo: 401 {"errorCode":"INVALID_API_KEY"} curl https://api.enco.io/sms/1.0.0/sms/outboundmessages -H "X-API-Key: {t}"
kpn application secret ¦ KPN API Store docs, consumer key and consumer secret (shape assumed) ¦ {A16} ¦ KPN API: {"error_description":"Invalid client credentials","error":"invalid_client"} consumer_key=6k1v0AMXG8B2xdmN9ZQyWfhs consumer_secret={t}
telia sms password ¦ Telia (Sweden) SMS gateway docs, HTTP Basic in the gateway URL (shape assumed) ¦ {p} ¦ telia-sms: HTTP 401 from https://acme_sms:{t}@sms.telia.se/api/v1/sms — check gateway account
elisa api key ¦ Elisa Dialogi docs, API key in the X-API-KEY header (shape assumed) ¦ {h32} ¦ Elisa Dialogi: 401 Unauthorized {"message":"API key missing or invalid"} headers={'X-API-KEY': '{t}', 'Content-Type': 'application/json'}
vnpt smartca secret ¦ VNPT SmartCA docs, client_id and client_secret (shape assumed) ¦ {A40} ¦ VNPT SmartCA: {"code":401,"message":"Sai thông tin xác thực ứng dụng"} sp_id=acme_sp sp_password={t}
mobifone password ¦ MobiFone SMS brandname docs, SOAP with username and password (shape assumed) ¦ {p} ¦ MobiFone: <soap:Fault><faultstring>-9: Sai tên đăng nhập hoặc mật khẩu</faultstring></soap:Fault> <ns:username>acme_bn</ns:username><ns:password>{t}</ns:password>
telkomsel api key ¦ Telkomsel digital API docs, api_key and a secret that HMACs the request (shape assumed) ¦ {A32} ¦ Telkomsel API: 401 {"code":"4011","message":"Unauthorized. Invalid signature"} x-api-key=tsel_8Kb2PwqZ x-secret={t}
indosat secret key ¦ Indosat Ooredoo Hutchison docs, secretKey signs the request (shape assumed) ¦ {A24} ¦ IOH API: {"status":"FAILED","errorMessage":"Signature tidak valid"} clientKey=IOH-ACME-01&secretKey={t}
dtac app secret ¦ DTAC open API docs, x-app-secret header (shape assumed) ¦ {h40} ¦ DTAC: 401 {"errorCode":"40101","errorMessage":"App secret ไม่ถูกต้อง"} x-app-id: 31a1f0 x-app-secret: {t}
jio api key ¦ Jio API docs, api key header (shape assumed) ¦ {A36} ¦ JioAPIError: 403 "Invalid apikey" request_id=7f8a-22 apikey={t}
bsnl password ¦ BSNL bulk SMS portal docs, entity username and password in the query (shape assumed) ¦ {p} ¦ BSNL BulkSMS: ERROR 104 Invalid Login — https://bulksms.bsnl.in:5010/api/Send_SMS?Username=acme_pe&Password={t}&Sender=ACMEIN
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
