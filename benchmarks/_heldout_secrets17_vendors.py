"""Held-out set 17: payment vendors of Europe, Africa and Asia that no earlier set named.

Every vendor name below was grepped for in the earlier sets' ``_heldout_secrets*`` and
``heldout_set*_secrets.py`` files (none matched): LiqPay, WayForPay, Fondy, monobank, Kaspi,
Interkassa, bePaid, ePay.bg, Borica, myPOS, Viva Wallet, Scalapay, Datatrans, Payrexx,
wallee, Saferpay, Novalnet, Bancontact/Payconiq, ifthenpay (Multibanco, MB WAY), EuPago,
HiPay, PayZen/Systempay (Lyra), Monetico, Paybox, Lemonway, MangoPay, Worldpay, Opayo,
Paysera, Montonio, EveryPay, Paytrail, Bambora, HitPay, NICEPAY, senangPay, eGHL, OnePay,
Baokim, Nagad, aamarPay, eSewa, Fonepay, Amazon Payment Services (PayFort), Korapay,
SeerBit, CinetPay, PayDunya, FedaPay, Kkiapay, IntaSend, Kopo Kopo, Selcom, AzamPay,
ClickPesa, Payaza, PayTR, Afterpay, Affirm, Sezzle, Kashier and Geidea. Where a vendor's
page documents the parameter or header but not the length or alphabet, the source says
"shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
liqpay private key ¦ LiqPay API docs, private_key signs base64(data) with SHA-1 (sandbox keys start sandbox_) ¦ sandbox_{A40} ¦ LiqPayException: {"result":"error","err_code":"err_signature","err_description":"Invalid signature"} — config public_key=sandbox_i73194820211 private_key={t}
wayforpay secret key ¦ WayForPay docs, merchantSecretKey (40 hex) HMAC-MD5s merchantSignature ¦ {h40} ¦ WayForPay: {"reasonCode":1113,"reason":"Wrong merchantSignature"} merchantAccount=acme_com_ua merchantSecretKey={t}
fondy payment key ¦ Fondy (CloudIPSP) docs, the merchant's payment key heads the signature string (shape assumed) ¦ {A32} ¦ Fondy: response_status=failure&error_code=1014&error_message=Invalid+signature; signature string was '{t}|1500|UAH|1396424|order_77'
monobank x-token ¦ monobank acquiring docs, X-Token header (shape assumed, base64url 44) ¦ {u44} ¦ MonobankApiError 403 {"errCode":"FORBIDDEN","errText":"forbidden"} POST /api/merchant/invoice/create headers: {"X-Token": "{t}", "X-Cms": "acme-shop"}
kaspi shop token ¦ Kaspi.kz Shop API docs, X-Auth-Token header (shape assumed) ¦ {b44} ¦ KaspiShopClient: HTTP 401 on GET https://kaspi.kz/shop/api/v2/orders?page[number]=0 (X-Auth-Token: {t})
interkassa secret key ¦ Interkassa docs, the checkout's secret key ends the ik_sign MD5 string (shape assumed) ¦ {A16} ¦ Interkassa: ik_inv_st=canceled; sign check failed for joined string "100.00:UAH:5f3a0c2b:ID_4711:{t}"
bepaid secret key ¦ bePaid docs, shop id and secret key as HTTP Basic (64 hex) ¦ {h64} ¦ BePaid::Error (401) {"message":"Unauthorized"} shop_id=361 secret_key={t}
epay.bg secret ¦ ePay.bg docs, the merchant's secret word signs ENCODED with HMAC-SHA1 (shape assumed) ¦ {U64} ¦ ePay.bg: ERR=BAD_CHECKSUM MIN=D470918210 (SECRET={t})
borica key passphrase ¦ BORICA CGI docs, the terminal's private key and its passphrase (shape assumed) ¦ {p} ¦ borica: openssl_pkey_get_private(): failed to load /etc/borica/V1800001.key with passphrase '{t}' — RC -19 (Authentication failed)
mypos client secret ¦ myPOS Checkout API docs, client_id/client_secret for the token (shape assumed) ¦ {A48} ¦ myPOS: {"error":"invalid_client","error_description":"Client authentication failed"} client_id=mps-p-bZ3yR8 client_secret={t}
viva wallet api key ¦ Viva Wallet docs, Basic auth of Merchant ID and API key (shape assumed) ¦ {A22} ¦ VivaPaymentsException: 401 on https://demo.vivapayments.com/api/orders (merchantId=6e2b19f4-0f5d-4b7e-8fd0-4a1b5c3d9e22, apiKey={t})
scalapay api key ¦ Scalapay docs, Authorization: Bearer with the merchant API key (shape assumed) ¦ {l32} ¦ scalapay-node: Request failed with status code 401 — config.headers.Authorization = 'Bearer {t}'
datatrans password ¦ Datatrans docs, merchantId:password as HTTP Basic (shape assumed) ¦ {A20} ¦ Datatrans: {"error":{"code":"UNAUTHORIZED","message":"Invalid credentials"}} merchant 1100007006 password {t}
payrexx api secret ¦ Payrexx docs, the instance's API secret HMACs the query (shape assumed) ¦ {A30} ¦ Payrexx\PayrexxException: The API secret is wrong (instance=acme-shop, secret={t})
wallee mac key ¦ wallee docs, application user id and authentication key (base64 of 32 bytes) ¦ {b43}= ¦ wallee SDK: 401 "The authentication key is invalid" user_id=51234 authentication_key={t}
saferpay json api password ¦ Saferpay JSON API docs, Basic with API_<customer>_<id> and a password (shape assumed) ¦ {p} ¦ Saferpay: {"ResponseHeader":{"RequestId":"33e8af17"},"Behavior":"ABORT","ErrorName":"AUTHENTICATION_FAILED"} user=API_401860_80003225 password={t}
novalnet access key ¦ Novalnet docs, the payment access key sent base64 in X-NN-Access-Key (shape assumed) ¦ {h32} ¦ Novalnet: {"result":{"status":"FAILURE","status_code":101,"status_text":"Invalid payment access key"}} payment_access_key={t} signature=7ibc7ob5|tuJEH3gNbeWJfIHah||nbobljbnmdli0poys|doU3HJVoym7MQ44qf7cpn7pc
payconiq api key ¦ Payconiq by Bancontact docs, Authorization: Bearer with the merchant API key (a UUID) ¦ {uuid} ¦ Payconiq: 401 {"code":"UNAUTHORIZED","message":"Invalid API key","traceId":"5d1b8e"} Authorization: Bearer {t}
ifthenpay backoffice key ¦ ifthenpay docs, the Backoffice key is four groups of four digits ¦ {d4}-{d4}-{d4}-{d4} ¦ ifthenpay: Código de erro 0 — chave de backoffice inválida: {t} (entidade 11604)
eupago api key ¦ EuPago docs, API keys are four groups of four and one of three (demo-xxxx-xxxx-xxxx-xxx in the sandbox) ¦ {h4}-{h4}-{h4}-{h4}-{h3} ¦ EuPago: {"sucesso":false,"estado":-10,"resposta":"chave invalida"} chave={t}
hipay api password ¦ HiPay Enterprise docs, API username and password as HTTP Basic (shape assumed) ¦ {A32} ¦ HiPay\Fullservice\Exception\ApiErrorException: 401 Incorrect Credentials (94.23.12.1) api_username=94654727.stage-secure-gateway.hipay-tpp.com api_password={t}
payzen rest password ¦ Lyra/PayZen REST docs, the test password is testpassword_ and a long alnum (shape of the tail assumed) ¦ testpassword_{A45} ¦ PayZen: {"answer":{"errorCode":"INT_905","errorMessage":"invalid authentication"}} shopId=69876357 password={t}
monetico mac key ¦ Monetico Paiement docs, the 40-hex security key computes the MAC ¦ {H40} ¦ Monetico: version=3.0&TPE=1234567&... MAC invalide (cle={t})
paybox hmac key ¦ Paybox (Verifone e-commerce) docs, the 128-hex HMAC key of PBX_HMAC ¦ {H128} ¦ Paybox: Erreur 005 Accès refusé — PBX_SITE=1999888 PBX_RANG=32 cle HMAC={t}
lemonway wl pass ¦ Lemonway Directkit docs, wlLogin and wlPass (shape assumed) ¦ {p} ¦ Lemonway: <E><Code>143</Code><Msg>Incorrect credentials</Msg></E> (wlLogin=acme_sandbox wlPass={t})
mangopay api key ¦ MANGOPAY docs, ClientId and an API key for the OAuth token (shape assumed) ¦ {A50} ¦ MangoPay\Libraries\ResponseException: invalid_client (ClientId=acmemarket, ClientPassword={t})
worldpay xml password ¦ Worldpay XML docs, merchant code and XML password in the URL's userinfo ¦ {p} ¦ Worldpay: 401 Unauthorized POST https://ACMEGBP:{t}@secure-test.worldpay.com/jsp/merchant/xml/paymentService.jsp
opayo integration password ¦ Opayo Pi docs, integration key and password as Basic (shape assumed) ¦ {A64} ¦ Opayo: {"description":"Authentication values are missing","code":1001} integrationKey=hJYxsw7HLbj40cB8udES8CDRFLhuJ8G54O6rDpUXvE6hYDrria integrationPassword={t}
paysera sign password ¦ Paysera checkout docs, projectid and sign_password (32 hex) ¦ {h32} ¦ WebToPayException: Invalid sign (projectid=123456, sign_password={t})
montonio secret key ¦ Montonio docs, access key and secret key sign a JWT (shape assumed, base64) ¦ {b44} ¦ montonio: 401 {"message":"Invalid token","statusCode":401} MONTONIO_ACCESS_KEY=8d9a4c1e-3e7a-4f1b-9f0e-2c5d7b6a1f33 MONTONIO_SECRET_KEY={t}
everypay api secret ¦ EveryPay API docs, api_username and api_secret as Basic (shape assumed) ¦ {h32} ¦ EveryPay: {"error":{"code":4008,"message":"Authentication failed"}} api_username=92ddcfab96e34a5f api_secret={t}
paytrail merchant secret ¦ Paytrail docs, checkout-account and the merchant secret HMAC the request ¦ {A20} ¦ Paytrail: 401 {"status":"error","message":"Invalid signature"} checkout-account=375917 secret={t}
bambora passcode ¦ Bambora (Worldline) North America docs, "Passcode " + base64(merchant_id:passcode) ¦ {H32} ¦ Beanstream.Api.SDK.Exceptions.UnauthorizedException: Authentication failed (merchant 300200578, API passcode {t})
hitpay api key ¦ HitPay docs, X-BUSINESS-API-KEY header (shape assumed) ¦ {h64} ¦ HitPayError: 401 {"message":"Unauthenticated."} X-BUSINESS-API-KEY: {t}
nicepay merchant key ¦ NICEPAY (Indonesia) docs, merchant key signs merchantToken (shape assumed, base64) ¦ {b86}== ¦ NICEPAY: resultCd=9002 resultMsg="Invalid Merchant Token" iMid=IONPAYTEST merchantKey={t}
senangpay secret key ¦ senangPay docs, merchant id and secret key hash the order (shape assumed) ¦ {d10}-{d3} ¦ senangPay: hash mismatch for order 1207 — recompute with secret key {t} and merchant 512168902174422
eghl password ¦ eGHL docs, ServiceID and merchant password HashValue (shape assumed) ¦ {A10} ¦ eGHL: TxnStatus=1 TxnMessage="Invalid HashValue" (ServiceID=sit, Password={t})
onepay hash code ¦ OnePay (Vietnam) docs, the merchant's hash code (32 upper hex) signs vpc_SecureHash ¦ {H32} ¦ OnePay: vpc_TxnResponseCode=7 (sai chữ ký) — vpc_Merchant=TESTONEPAY, hashcode={t}
baokim api secret ¦ Baokim API docs, api key and api secret sign a JWT (shape assumed) ¦ {A32} ¦ Baokim: {"code":401,"message":"Token không hợp lệ"} api_key=a18ff78e7a9e44f38de372e093d87ca1 api_secret={t}
aamarpay signature key ¦ aamarPay docs, store_id and signature_key (32 hex) ¦ {h32} ¦ aamarPay: {"result":"false","reason":"Invalid Signature Key"} store_id=aamarpaytest&signature_key={t}
esewa secret ¦ eSewa ePay v2 docs, a secret key HMAC-SHA256s the signed fields (shape assumed) ¦ {A16} ¦ eSewa: ES104 Invalid payload signature (product_code=EPAYTEST, secret={t})
fonepay secret key ¦ Fonepay merchant docs, the secret key HMAC-SHA512s DV (shape assumed) ¦ {h32} ¦ Fonepay: "Invalid Data Validation" PID=NBQM&PRN=71 secretKey={t}
payfort sha phrase ¦ Amazon Payment Services docs, access_code and the SHA request phrase ¦ {p} ¦ APS: response_code=00008 response_message="Signature mismatch" access_code=zx0IPmPy5jp1vAz8Kpg7 merchant_identifier=CycHZxVj SHA request phrase={t}
nagad merchant private key ¦ Nagad merchant API docs, the merchant's RSA private key (PKCS#8 base64) signs the request ¦ {b64} ¦ NagadClient: openssl_sign failed — merchant_private_key="MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC{t}" is not a valid key (merchant 683002007104225)
korapay secret key ¦ Korapay docs, Authorization: Bearer sk_live_/sk_test_ secret key (shape of the tail assumed) ¦ sk_test_{A40} ¦ korapay: {"status":false,"message":"Invalid authorization key"} Authorization: Bearer {t}
seerbit secret key ¦ SeerBit docs, secret key and public key joined by a dot encrypt the token (shape assumed) ¦ SBTESTSECK_{A40} ¦ SeerBit: {"status":"FAILED","data":{"code":"E0403","message":"Invalid Key"}} {"key":"{t}.SBTESTPUBK_t4G16GCA1O51AV0Va3PPretaisXubSw1"}
cinetpay api key ¦ CinetPay docs, apikey and site_id in the JSON body (shape assumed) ¦ {d14}{A24} ¦ CinetPay: {"code":"608","message":"MINIMUM_REQUIRED_FIELDS","description":"apikey invalide"} {"apikey":"{t}","site_id":"445160","transaction_id":"TX-19"}
paydunya private key ¦ PayDunya docs, PAYDUNYA-MASTER-KEY, PAYDUNYA-PRIVATE-KEY (test_private_/live_private_) and PAYDUNYA-TOKEN headers ¦ test_private_{A32} ¦ PayDunya: {"response_code":"1001","response_text":"Invalid Masterkey Or Private Key"} PAYDUNYA-MASTER-KEY: wQzk9ZwR-Qq9m-0hD0-zpud-je5coGC3FHKW PAYDUNYA-PRIVATE-KEY: {t}
fedapay secret key ¦ FedaPay docs, Bearer sk_sandbox_/sk_live_ secret keys (shape of the tail assumed) ¦ sk_sandbox_{u24} ¦ FedaPay\Error\ApiConnection: Request error: 401 "Clé API invalide" (api_key={t}, environment=sandbox)
kkiapay private key ¦ Kkiapay docs, x-private-key header with tpk_/pk_ and tsk_/sk_ keys (shape of the tail assumed) ¦ tpk_{h32} ¦ KkiapayError: 401 {"status":"UNAUTHORIZED"} headers x-api-key=3b0a8e7f... x-private-key={t} x-secret-key=tsk_2a1d
intasend secret key ¦ IntaSend docs, secret keys start ISSecretKey_test_ / ISSecretKey_live_ (shape of the tail assumed) ¦ ISSecretKey_test_{uuid} ¦ intasend.exceptions.IntaSendUnauthorized: {"type":"client_error","errors":[{"code":"authentication_failed","detail":"Invalid token."}]} token={t}
kopo kopo client secret ¦ Kopo Kopo docs, client_id and client_secret for the OAuth token (shape assumed) ¦ {u43} ¦ K2Connect::Error: invalid_client — client_id=k3lBzdC0yHCcMvPqJ_8PzU9Xq6oCzRG8eLpXk7U client_secret={t}
selcom api secret ¦ Selcom API docs, API key and secret HMAC the Digest header (shape assumed) ¦ {A40} ¦ Selcom: {"resultcode":"403","result":"FAIL","message":"Invalid Digest"} Authorization: SELCOM VElMTDEwMTgtMjAyNQ== Digest-Method: HS256 api_secret={t}
azampay client secret ¦ AzamPay docs, appName, clientId and a long clientSecret for the token (shape assumed) ¦ {b172} ¦ AzamPay: {"success":false,"message":"Invalid detail","statusCode":423} {"appName":"acme","clientId":"b5d7a1c3-2f0e-4b8d-9c61-7e3f4a5b6c7d","clientSecret":"{t}"}
clickpesa api key ¦ ClickPesa docs, client-id and api-key headers for the token (shape assumed) ¦ SK{A36} ¦ ClickPesa: 401 {"message":"Invalid API key"} client-id=IDsHtd7Y3vGdQwL9Rk2b api-key={t}
payaza api key ¦ Payaza docs, Authorization: Payaza <base64 of the API key> ¦ {b56} ¦ Payaza: 401 {"message":"Invalid Authorization","status":false} Authorization: Payaza {t}
paytr merchant key ¦ PayTR docs, merchant_key and merchant_salt HMAC paytr_token (shape assumed) ¦ {A16} ¦ PayTR: {"status":"failed","reason":"paytr_token gonderilmedi veya gecersiz"} merchant_id=123456 merchant_key={t} merchant_salt=tGbw0ox8cPj4
afterpay secret key ¦ Afterpay docs, Merchant ID and Secret Key as HTTP Basic (shape assumed) ¦ {h128} ¦ Afterpay: 401 {"errorCode":"unauthorized","errorId":"6fe1b7a2","message":"Credentials are required to access this resource.","httpStatusCode":401} merchant=41372 secret={t}
affirm private key ¦ Affirm docs, public and private API keys as Basic (shape assumed) ¦ {A32} ¦ affirm-python: AffirmError 401 "invalid-key" (public_api_key=ARQBLCL7NAMBTZ7F, private_api_key={t})
sezzle private key ¦ Sezzle docs, public_key and private_key exchanged for a token (sz_priv_ prefix assumed) ¦ sz_priv_{A32} ¦ Sezzle: {"status":401,"id":"unauthorized","message":"Invalid keys"} {"public_key":"sz_pub_EIjxHi8cO2tR","private_key":"{t}"}
kashier api key ¦ Kashier docs, the API key HMAC-SHA256s the order hash (shape assumed) ¦ {uuid} ¦ Kashier: {"status":"FAILURE","messages":{"en":"Invalid hash","ar":"هاش غير صالح"}} mid=MID-123-456 apiKey={t}
geidea api password ¦ Geidea docs, merchant public key and API password as Basic (shape assumed) ¦ {uuid} ¦ Geidea: 401 {"responseCode":"100","responseMessage":"Unauthorized","detailedResponseCode":"001"} merchantPublicKey=7b6d9f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f apiPassword={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
