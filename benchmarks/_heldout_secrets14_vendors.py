"""Held-out set 14: payment, banking and commerce vendors no earlier set named.

Every vendor name and prefix below was grepped for in the earlier sets' ``_heldout_secrets*``
and ``heldout_set*_secrets.py`` files (none matched). Regional payments in Africa and the
Middle East (Moneris is Canadian, the rest: Payfast, Peach, Cellulant, MTN MoMo, Airtel Money,
Orange Money, Interswitch, Remita, Kuda, Fawry, Paymob, Tap, HyperPay, Tabby, Tamara, Telr,
Network International), South and East Asia (Instamojo, CCAvenue, BillDesk, Juspay, Easebuzz,
Toss, KakaoPay, Alipay, UnionPay, LINE Pay, PayPay, Komoju, GMO, 2C2P, DOKU, Duitku, Tripay,
iPay88, Billplz, toyyibPay, Dragonpay, GCash, MoMo, ZaloPay, VNPay), Latin America (Kushki,
EBANX, Pagar.me, Iugu, Cielo, Getnet, Transbank, Khipu, Niubiz, Izipay, ePayco), Europe (Lyra,
Stancer, PayPlug, Satispay, Redsys, Przelewy24, TWINT, Swish, Trustly, Worldline, Computop,
Unzer, Robokassa, Tinkoff) and US banking rails (Modern Treasury, Increase, Dwolla, Yodlee,
Nordigen, Salt Edge, Teller, BitPay). Where a vendor's page documents the parameter or header
but not the length or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
moneris api token ¦ Moneris Gateway docs, store_id + api_token (20 alnum) in the XML request ¦ {A20} ¦ moneris: <response><receipt><ResponseCode>null</ResponseCode><Message>Invalid api_token</Message></receipt></response> for <request><store_id>monca01234</store_id><api_token>{t}</api_token>
payfast passphrase ¦ Payfast docs, merchant passphrase salted into the MD5 signature ¦ {p} ¦ PayFast ITN signature mismatch: computed from "amount=120.00&item_name=Order+881&merchant_id=10000100&passphrase={t}"
payfast merchant key ¦ Payfast docs, merchant_key (13 lower alnum) ¦ {l13} ¦ payfast.exceptions.AuthError: 401 merchant-id 10000100 merchant-key {t} not recognised
peach secret token ¦ Peach Payments docs, Bearer access token for the Copy and Pay API (shape assumed) ¦ OGE4Mjk0{b56}= ¦ peachpayments: {"result":{"code":"800.900.300","description":"invalid authentication information"}} Authorization: Bearer OGE4Mjk0{t}=
cellulant client secret ¦ Cellulant Tingg docs, client_secret of the OAuth client (shape assumed) ¦ {A48} ¦ Tingg checkout: 401 {"status":{"statusCode":131,"statusDescription":"Invalid client credentials"}} (clientID=ke-acme-18, clientSecret={t})
mtn momo api key ¦ MTN MoMo developer docs, apiUser UUID + apiKey (32 hex) ¦ {h32} ¦ MoMoApiError: 401 RESOURCE_NOT_FOUND on /collection/token/ with Basic auth apiUser=f0a6c2e4-3b1d-4e5f-9a8b-7c6d5e4f3a2b apiKey={t}
airtel money client secret ¦ Airtel Africa Open API docs, client_secret for the token grant ¦ {uuid} ¦ airtel-money: {"error_description":"Invalid client credentials","error":"invalid_client"} body={"client_id":"a1b2c3d4-e5f6","client_secret":"{t}","grant_type":"client_credentials"}
orange money merchant key ¦ Orange Money Web Payment docs, merchant_key (8 hex) and Authorization header ¦ Basic {b60} ¦ orange-money: HTTP 401 Unauthorized (consumer key rejected) -- header Authorization: {t}
interswitch secret ¦ Interswitch docs, client secret for Passport OAuth (shape assumed) ¦ {u44} ¦ Interswitch Passport: {"error":"invalid_client","error_description":"Bad client credentials"} at POST /passport/oauth/token (client_id=IKIA72C65D005F93F30E573EFEAC04FA6DD9E4D344B1, secret={t})
remita api key ¦ Remita docs, apiKey hashed into remitaConsumerToken ¦ {U12}{d8} ¦ Remita: statuscode 023 "Invalid Request: Hash mismatch" merchantId=2547916 serviceTypeId=4430731 apiKey={t}
kuda private key ¦ Kuda Open API docs, apiKey for the token endpoint (shape assumed) ¦ {A20} ¦ kuda: {"status":false,"message":"Invalid credentials"} POST /v2.1/Account/GetToken {"email":"ops@acme.ng","apiKey":"{t}"}
fawry security key ¦ Fawry docs, securityKey appended before SHA-256 signing ¦ {h32} ¦ FawryPay error 9946 "Invalid signature": merchantCode=1tSa6uxz2nRbgY+b+cZGyA== merchantRefNum=99900642041 securityKey={t}
paymob api key ¦ Paymob Accept docs, api_key is base64 of a JWT-like blob ¦ ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5{b120} ¦ paymob: 403 {"detail":"incorrect credentials"} on /api/auth/tokens {"api_key": "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5{t}"}
tap secret key ¦ Tap Payments docs, sk_live_ secret keys (24 alnum) ¦ sk_live_{A24} ¦ tap.company: {"errors":[{"code":"2107","description":"Authorization Required"}]} -H 'authorization: Bearer {t}'
hyperpay access token ¦ HyperPay (OPPWA) docs, Bearer access token ¦ OGFjN2E0Yz{b46}= ¦ hyperpay.oppwa: 401 result.code=800.900.300 'invalid authentication information' entityId=8ac7a4c772b77ddf0172b7ed1cd206df token={t}
tabby secret key ¦ Tabby docs, sk_ followed by a UUID ¦ sk_{uuid} ¦ TabbyError: 401 {"status":"error","errorType":"not_authorized"} (TABBY_SECRET_KEY={t})
tamara api token ¦ Tamara docs, merchant API token is a JWT ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u180}.{u86} ¦ tamara-sdk: UnauthorizedException 401 — check TAMARA_API_TOKEN ({t})
telr auth key ¦ Telr docs, store authentication key (shape assumed: blocks joined by ~) ¦ {A5}-{A5}~{A5}-{A5} ¦ Telr: <mobile><auth><status>E</status><message>Invalid authentication key</message></auth></mobile> store=15996 key={t}
network international api key ¦ Network International N-Genius docs, API key sent as Basic (shape assumed) ¦ {b88}== ¦ ngenius: 401 {"message":"Invalid API Key","errors":[]} curl -H "Authorization: Basic {t}" https://api-gateway.sandbox.ngenius-payments.com/identity/auth/access-token
instamojo private token ¦ Instamojo v1 docs, X-Auth-Token private auth token (32 hex) ¦ {h32} ¦ instamojo_wrapper: {"success": false, "message": "Invalid auth token"} headers={'X-Api-Key': 'd82016f839e13cd0a79afc0ef5b288b3', 'X-Auth-Token': '{t}'}
ccavenue working key ¦ CCAvenue docs, 32-hex working key that AES-encrypts the request ¦ {H32} ¦ CCAvenue Error Code 10002: Merchant Authentication failed (access_code=AVKR05KI11AH54RKHA, working_key={t})
billdesk checksum key ¦ BillDesk docs, checksum key for HMAC-SHA256 of the pipe message ¦ {A12} ¦ BillDesk response AuthStatus 0399 "checksum mismatch": msg=ACMEPAY|ORD88213|NA|120.00|NA|NA|NA|INR|NA|R|acmepay|NA|NA|F|NA|NA|NA|NA|NA|NA|NA|https://acme.in/ret checksum_key={t}
juspay api key ¦ Juspay docs, API key used as the Basic auth user with an empty password ¦ {H30} ¦ juspay: 401 {"status":"error","error_code":"access_denied","error_message":"Invalid API key"} curl -u {t}: https://api.juspay.in/orders/ORD-88213
easebuzz salt ¦ Easebuzz docs, key|txnid|amount|...|salt hashed with SHA-512 ¦ {U10} ¦ Easebuzz: {"status":0,"error_desc":"Hash mismatch"} hash_sequence=2PBP7IABZ2|TXN88213|120.00|Plan|Asha|asha@acme.in|||||||||||{t}
toss secret key ¦ Toss Payments docs, test_sk_ secret keys sent as Basic base64(key:) ¦ test_sk_{A20} ¦ {"code":"UNAUTHORIZED_KEY","message":"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다."} (TOSS_SECRET_KEY={t})
toss widget secret ¦ Toss Payments docs, payment widget keys test_gsk_ ¦ test_gsk_{A20} ¦ toss-payments-widget: confirm failed 401 with secretKey "{t}"
kakaopay secret key ¦ KakaoPay docs, Authorization: SECRET_KEY DEV<hex> ¦ DEV{H38} ¦ kakaopay ready API: {"error_code":-780,"error_message":"approval failure"} Authorization: SECRET_KEY {t}
alipay private key ¦ Alipay Open Platform docs, app private key (RSA2, PKCS#1 base64 without PEM lines) ¦ MIIEow{b200} ¦ alipay.sdk: AlipayApiException: RSA签名失败 app_private_key=MIIEow{t} sign_type=RSA2
unionpay cert password ¦ UnionPay docs, signCert.pwd for the PFX signing certificate ¦ {d6} ¦ com.unionpay.acp.sdk: 加载签名证书失败 acpsdk.signCert.path=/etc/acp/acp_prod_sign.pfx acpsdk.signCert.pwd={t}48
line pay channel secret ¦ LINE Pay docs, X-LINE-ChannelSecret signs the HMAC (32 hex) ¦ {h32} ¦ linepay: {"returnCode":"1106","returnMessage":"Header information error."} X-LINE-ChannelId: 1657293837 X-LINE-ChannelSecret: {t}
paypay api secret ¦ PayPay for Developers docs, API_KEY and API_SECRET for HMAC auth (shape assumed) ¦ {u44} ¦ paypayopa: {"resultInfo":{"code":"UNAUTHORIZED","message":"Unauthorized request"}} PAYPAY_API_KEY=a_8KwV9Qb2_cq3x PAYPAY_API_SECRET={t}
komoju secret key ¦ KOMOJU docs, sk_live_ secret keys (shape assumed: 40 lower alnum) ¦ sk_live_{l40} ¦ Komoju::Error (401 Unauthorized): bad_request: Invalid API key 'sk_live_{t}'
gmo shop password ¦ GMO Payment Gateway docs, ShopID and ShopPass (8 alnum) ¦ {l8}{d2} ¦ GMO-PG ErrCode=E01 ErrInfo=E01030002 for ShopID=tshop00012345&ShopPass={t}&OrderID=ORD88213
2c2p secret key ¦ 2C2P docs, merchant SHA key signs the JWT payload (64 upper hex) ¦ {H64} ¦ 2C2P PGW: {"respCode":"9004","respDesc":"The value is not valid"} -- jwt.encode(payload, "{t}", algorithm="HS256")
doku secret key ¦ DOKU Jokul docs, Client-Id and Secret-Key (SK- prefix) ¦ SK-{A20} ¦ doku: {"error":{"code":"invalid_signature","message":"Invalid Header Signature"}} Client-Id: BRN-0211-1693209567 Secret-Key: {t}
duitku merchant key ¦ Duitku docs, merchantKey MD5-signed into the request (32 hex) ¦ {h32} ¦ Duitku: {"Message":"Wrong signature"} merchantCode=DS18813 merchantOrderId=INV-88213 merchantKey={t}
tripay private key ¦ Tripay docs, private key for HMAC-SHA256 signatures (shape assumed) ¦ {A5}-{A5}-{A5}-{A5}-{A5} ¦ Tripay: {"success":false,"message":"Invalid signature"} hash_hmac('sha256', 'T1234INV-881300', '{t}')
ipay88 merchant key ¦ iPay88 docs, MerchantKey SHA-256 signed into Signature ¦ {A10} ¦ iPay88 error "Invalid parameters (Signature)": ||{t}||M88213||ORD-88213||12000||MYR||
billplz api key ¦ Billplz docs, API secret key as the Basic auth user (a UUID) ¦ {uuid} ¦ Billplz::Error 401 {"error":{"type":"Unauthorized","message":["Invalid access key"]}} (curl -u {t}: https://www.billplz.com/api/v3/bills)
toyyibpay secret key ¦ toyyibPay docs, userSecretKey form field ¦ {l8}-{l4}-{l4}-{l4}-{l12} ¦ toyyibPay createBill returned [{"status":"error","msg":"Invalid userSecretKey"}] for userSecretKey={t}&categoryCode=xy8n2a
dragonpay password ¦ Dragonpay PS docs, merchant password for the digest ¦ {A14} ¦ Dragonpay: result 'FAIL' code 105 'Invalid digest' — digest = sha1("ACME:TXN88213:120.00:PHP:Order 88213:ops@acme.ph:{t}")
gcash client secret ¦ GCash (via Alipay+ Mini Program) docs, clientSecret (shape assumed) ¦ {A32} ¦ gcash-mini: ResultCode INVALID_CLIENT "client authentication failed" clientId=2102020231234567 clientSecret={t}
momo secret key ¦ MoMo Payment (Vietnam) docs, secretKey for HMAC-SHA256 (32 alnum) ¦ {A32} ¦ MoMo: {"resultCode":11,"message":"Truy cập bị từ chối. Chữ ký không hợp lệ"} partnerCode=MOMOBKUN20180529 accessKey=klm05TvNBzhg7h7j secretKey={t}
zalopay key2 ¦ ZaloPay docs, key1 signs requests and key2 verifies callbacks (32 alnum) ¦ {A32} ¦ zalopay callback: mac not equal — app_id=2553 key1=PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL key2={t}
vnpay hash secret ¦ VNPay docs, vnp_HashSecret (32 upper alnum) ¦ {U32} ¦ VNPay: vnp_ResponseCode=97 (Chữ ký không hợp lệ), vnp_TmnCode=2QXUI4J4, vnp_HashSecret={t}
kushki private id ¦ Kushki docs, Private-Merchant-Id header (32 hex) ¦ {h32} ¦ Kushki: {"code":"K004","message":"ID de comercio o credencial no válido"} Private-Merchant-Id: {t}
ebanx integration key ¦ EBANX docs, integration_key (live_ + hex) ¦ live_{h96} ¦ EBANX: {"status":"ERROR","status_code":"DA-1","status_message":"Invalid integration key"} integration_key={t}
pagarme secret key ¦ Pagar.me v5 docs, sk_ secret keys ¦ sk_{A32} ¦ PagarmeApiSDK::ErrorException: 401 'Authorization has been denied for this request.' (basic_auth_user_name: {t})
iugu api token ¦ Iugu docs, API token as Basic user (32 hex upper; shape assumed) ¦ {H32} ¦ Iugu::AuthenticationException: Unauthorized — Iugu.api_key = "{t}"
cielo merchant key ¦ Cielo API 3.0 docs, MerchantKey header (40 upper alnum) ¦ {U40} ¦ Cielo: [{"Code":129,"Message":"MerchantId is required"}] MerchantId: 0d6f5b1c-... MerchantKey: {t}
getnet client secret ¦ Getnet docs, client_id:client_secret as Basic (secret is a UUID) ¦ {uuid} ¦ getnet: 401 invalid_client — Basic auth built from 'b1c2d3e4-1111-2222-3333-444455556666:{t}'
transbank api key ¦ Transbank Webpay Plus docs, Tbk-Api-Key-Secret (64 hex) ¦ {H64} ¦ Transbank::Webpay::Exceptions::TransactionCreateError: Not Authorized (Tbk-Api-Key-Id: 597055555532, Tbk-Api-Key-Secret: {t})
khipu secret ¦ Khipu docs, receiver secret for the HMAC (40 hex) ¦ {h40} ¦ Khipu: {"status":403,"message":"Invalid hash"} receiver_id=18827 secret={t}
niubiz password ¦ Niubiz docs, security token from user:password Basic auth ¦ {p} ¦ Niubiz: 401 Unauthorized while requesting security token as integraciones@niubiz.com.pe / {t}
izipay password ¦ Izipay/Lyra docs, REST password testpassword_/prodpassword_ prefix ¦ prodpassword_{A46} ¦ Lyra REST: {"answer":{"errorCode":"INT_905","errorMessage":"invalid credentials"}} user=69876357 password={t}
epayco private key ¦ ePayco docs, PRIVATE_KEY (32 hex) ¦ {h32} ¦ epayco-sdk: {"success":false,"titleResponse":"Error","textResponse":"Credenciales inválidas"} EPAYCO_PUBLIC_KEY=491d6a0b6e992cf924edd8d3d088aff1 EPAYCO_PRIVATE_KEY={t}
stancer secret key ¦ Stancer docs, stest_/sprod_ secret keys (24 alnum) ¦ sprod_{A24} ¦ stancer.exceptions.NotAuthorized: 401 — key sprod_{t} is not valid for this account
payplug secret key ¦ PayPlug docs, sk_live_ secret keys (shape assumed) ¦ sk_live_{A22} ¦ payplug.exceptions.Unauthorized: Unauthorized. Please check your credentials. (payplug.set_secret_key('{t}'))
satispay key id ¦ Satispay GBusiness docs, key_id from authentication and the RSA private key (signed headers) ¦ {l52} ¦ satispay: 401 {"code":34,"message":"Invalid signature"} Signature keyId="{t}",algorithm="rsa-sha256"
redsys secret ¦ Redsys docs, clave secreta de comercio (base64 of 24 bytes) ¦ {b32} ¦ Redsys SIS0042: Error en el cálculo de la firma — Ds_MerchantCode=999008881 Ds_Merchant_Terminal=1 clave={t}
przelewy24 crc ¦ Przelewy24 docs, CRC key added to the SHA-384 sign JSON (16 hex) ¦ {h16} ¦ P24: {"error":"Incorrect sign","code":400} sign_json={"sessionId":"ORD-88213","merchantId":131237,"amount":12000,"currency":"PLN","crc":"{t}"}
twint certificate password ¦ TWINT merchant docs, .p12 certificate password ¦ {p} ¦ TwintClient: cannot load certificate twint-merchant.p12: mac verify failure (password '{t}')
swish cert passphrase ¦ Swish docs, client certificate passphrase for mTLS ¦ {p} ¦ swish.SwishError: SSL: could not load client cert 1234679304.p12 (passphrase={t}) — RP03 callback URL is missing
trustly private key ¦ Trustly docs, merchant RSA private key signing requests ¦ {b64} ¦ trustly: ERROR 636 ERROR_UNABLE_TO_VERIFY_RSA_SIGNATURE\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpQIBAAKCAQEA{t}\n-----END RSA PRIVATE KEY-----
worldline api secret ¦ Worldline Direct docs, API Key ID and Secret API Key (base64) ¦ {b44} ¦ onlinepayments-sdk: AuthorizationException 401 — apiKeyId=3A1E8B2F7C6D5E4F secretApiKey={t}
computop hmac ¦ Computop docs, HMAC key for the MAC field (32 alnum) ¦ {A32} ¦ Computop Paygate: Code=21000018 "Invalid HMAC" MerchantID=Generic3D HmacPassword={t}
unzer private key ¦ Unzer docs, s-priv- private keys ¦ s-priv-2a10{A32} ¦ UnzerApiException API.320.000.002 'The given key s-priv-2a10{t} is unknown or invalid.'
robokassa password ¦ Robokassa docs, Пароль #1 for the payment signature ¦ {A20} ¦ Robokassa: ошибка 29 "неверная подпись" — MerchantLogin=acme-shop OutSum=1200.00 InvId=88213 Пароль#1={t}
tinkoff invest token ¦ Tinkoff Invest API docs, t. tokens ¦ t.{u86} ¦ grpc: UNAUTHENTICATED 40003 "Authentication token is missing or invalid" metadata authorization=Bearer t.{t}
modern treasury api key ¦ Modern Treasury docs, live- API keys with the organization id as Basic user ¦ live-{A56} ¦ ModernTreasury::AuthenticationError: 401 "Invalid API Key" (organization_id=f8c2e0a1-4b3d-4c5e-8f7a-6b5c4d3e2f1a, api_key=live-{t})
increase api key ¦ Increase docs, secret_key_ API keys ¦ secret_key_{l32} ¦ increase.AuthenticationError: 401 {"type":"invalid_api_key_error","title":"The API key is invalid."} key=secret_key_{t}
dwolla secret ¦ Dwolla docs, application key and secret for client_credentials (50 alnum) ¦ {A50} ¦ DwollaV2::Error: {"error":"invalid_client","error_description":"Invalid client credentials."} DWOLLA_APP_SECRET={t}
yodlee admin secret ¦ Yodlee FastLink docs, clientId/secret in the token request body ¦ {A16} ¦ Yodlee: {"errorCode":"Y016","errorMessage":"Invalid loginName/clientId/secret"} clientId=rY81R7HNW4wq4BZd1yWqJSYZ2f0rYnn8&secret={t}
nordigen secret key ¦ GoCardless Bank Account Data (Nordigen) docs, secret_id UUID and 128-hex secret_key ¦ {h128} ¦ nordigen: 401 {"summary":"Authentication failed","detail":"No active account found with the given credentials"} secret_id=3e0f5a1c-2b4d-4e6f-8a9b-0c1d2e3f4a5b secret_key={t}
salt edge secret ¦ Salt Edge docs, App-id and Secret headers (43 urlsafe) ¦ {u43} ¦ SaltEdge::ClientError WrongClientToken: App-id: c2VjcmV0 Secret: {t}
teller access token ¦ Teller docs, enrollment access tokens token_ ¦ token_{l26} ¦ teller: 401 {"error":{"code":"invalid_token","message":"Token not found"}} curl --cert cert.pem --key key.pem -u token_{t}: https://api.teller.io/accounts
bitpay private key ¦ BitPay docs, the client's EC private key (64 hex) stored in a key file ¦ {h64} ¦ bitpay-sdk: BitPayException 401 "Unauthorized sin" — private key hex {t} does not match the paired token's SIN
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, "runtime")
