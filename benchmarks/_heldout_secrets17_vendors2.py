"""Held-out set 17: IoT, game, government, shipping and DNS vendors no earlier set named.

Grepped against the earlier sets' secrets files (none matched): The Things Stack (TTN),
Blues Notehub, Datacake, akenza, ChirpStack, Mender, Photon, Hathora, Edgegap, LootLocker,
brainCloud, India's GSTN and e-invoice IRP, Poland's KSeF, Romania's ANAF e-Factura, Peppol
access points, Kenya's eTIMS, Indonesia's Coretax, Brazil's SEFAZ (NF-e), Spain's VERI*FACTU
and TicketBAI, Italy's FatturaPA (SdI), Greece's myDATA, Malaysia's MyInvois, Singapore's
IRAS, La Poste (Okapi), Correios, Aramex, Shiprocket, Delhivery, Packlink, Porkbun,
Namecheap, Dynadot, deSEC, Duck DNS, No-IP, DNSimple, NS1 and China Telecom's Tianyi
Cloud. Formats the vendors publish are named so; the rest say "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
ttn api key ¦ The Things Stack docs, API keys are NNSXS.<39 base32 id>.<52 base32 secret> ¦ NNSXS.{B39}.{B52} ¦ ttn-lw-cli: error:pkg/auth/rights:no_application_rights (no rights for application `acme-soil`) — request had Authorization: Bearer {t}
notehub session token ¦ Blues Notehub API docs, X-Session-Token header (shape assumed) ¦ {A32} ¦ notehub: {"err":"authentication failed {auth}","code":401,"status":"Unauthorized"} curl -H 'X-SESSION-TOKEN: {t}' https://api.notefile.net/v1/projects/app:2606f411-dea6-44a0-9743-1130f57d77d8/devices
datacake api token ¦ Datacake GraphQL docs, Authorization: Token <token> (shape assumed, 40 hex) ¦ {h40} ¦ datacake: {"errors":[{"message":"You do not have permission to perform this action","path":["allDevices"]}]} Authorization: Token {t}
akenza api key ¦ akenza docs, x-api-key header (shape assumed) ¦ {h16}.{A40} ¦ akenza: 401 {"statusCode":401,"message":"invalid api key"} GET /v3/devices?workspaceId=0f8a1c x-api-key: {t}
chirpstack api token ¦ ChirpStack v4 docs, API tokens are JWTs sent as Grpc-Metadata-Authorization: Bearer ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJjaGlycHN0YWNrIiwiaXNzIjoiY2hpcnBzdGFjayIsInN1YiI6I{u60}.{u43} ¦ chirpstack-rest-api: rpc error: code = Unauthenticated desc = invalid token (Grpc-Metadata-Authorization: Bearer {t})
mender personal access token ¦ Mender docs, personal access tokens are JWTs (shape assumed) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u86} ¦ mender-cli: FAILURE: request failed with status 401: {"error":"unauthorized","request_id":"af6b2e9c"} (token file ~/.mender/authtoken: {t})
photon app secret ¦ Photon Engine docs, the custom authentication secret in the auth URL's query (shape assumed) ¦ {A32} ¦ Photon: OperationResponse 32755 "Custom authentication service error" — auth URL https://auth.acme.games/photon?secret={t}&userid=gamer42
hathora developer token ¦ Hathora Cloud docs, developer (app) tokens as Bearer (shape assumed) ¦ {u43} ¦ HathoraCloud.Models.Errors.ApiError: 401 {"message":"Invalid auth token"} (HATHORA_TOKEN={t}, appId=app-c9a0f2b4)
edgegap api token ¦ Edgegap docs, Authorization: token <uuid> ¦ {uuid} ¦ Edgegap: 401 {"message":"Invalid token"} curl -H "authorization: token {t}" https://api.edgegap.com/v1/deploy
lootlocker server key ¦ LootLocker Server API docs, x-server-key header (dev_ prefix assumed) ¦ dev_{h32} ¦ LootLocker: {"success":false,"error":"Invalid server key","request_id":"req_6c9f1"} x-server-key: {t} LL-Version: 2021-03-01
braincloud app secret ¦ brainCloud docs, the app secret signs every packet (a UUID) ¦ {uuid} ¦ brainCloud: {"status":403,"reason_code":40304,"status_message":"Processing exception (message): bad signature"} BrainCloudWrapper.initialize(appId="13229", secret="{t}", version="1.4.0")
gstn app key ¦ GSTN (GST Suvidha Provider) docs, app_key, username and a 32-byte session key (base64) ¦ {b43}= ¦ GSP: {"status_cd":"0","error":{"message":"Invalid Session","error_cd":"AUTH4033"}} gstin=27AAPFU0939F1ZV username=acme.gst app_key={t}
irp e-invoice password ¦ India e-invoice IRP docs, client_id, client_secret, user_name and Password (shape assumed) ¦ {p} ¦ IRP: [{"ErrorCode":"1005","ErrorMessage":"Invalid Token"}] client_id=AAAPL23TXPREH7D user_name=API_acme_ind Password={t}
ksef token ¦ KSeF (Poland) docs, an authorisation token generated in the KSeF app (shape assumed, 64 hex) ¦ {H64} ¦ KSeF: {"exception":{"serviceCode":"20241205-EX-1B2C3D4E5F","exceptionDetailList":[{"exceptionCode":21301,"exceptionDescription":"Brak autoryzacji."}]}} nip=5265877635 token={t}
anaf efactura refresh token ¦ ANAF e-Factura docs, OAuth refresh_token (shape assumed) ¦ {u64} ¦ ANAF OAuth: {"error":"invalid_grant","error_description":"refresh token invalid"} grant_type=refresh_token&refresh_token={t}&client_id=6d81b1c7f6e2
peppol ap password ¦ A Peppol access point's AS4 keystore and its password (shape assumed) ¦ {p} ¦ phase4: Failed to load keystore 'ap-prod.p12' of type PKCS12 (password '{t}'): keystore password was incorrect
etims cmc key ¦ KRA eTIMS OSCU docs, the cmcKey returned by initialization is sent on every call (shape assumed) ¦ {H64} ¦ eTIMS: {"resultCd":"894","resultMsg":"Unable to connect to the server","data":null} tin=P051234567Z bhfId=00 cmcKey={t}
coretax client secret ¦ DJP Coretax (Indonesia) API docs, client credentials (shape assumed) ¦ {A40} ¦ Coretax: {"status":401,"message":"Kredensial klien tidak valid"} client_id=djp-h2h-acme client_secret={t}
sefaz certificate password ¦ SEFAZ NF-e web services: the A1 certificate (.pfx) and its password ¦ {p} ¦ NFePHP\Common\Exception\CertificateException: Impossível ler o certificado, senha do certificado inválida ou arquivo corrompido (cert=/srv/nfe/certs/acme.pfx, senha={t})
verifactu certificate password ¦ AEAT VERI*FACTU docs, a qualified certificate and its password (shape assumed) ¦ {p} ¦ VeriFactu: error 4102 "El certificado no es válido" — pfx=/etc/vf/empresa.p12 pass={t}
ticketbai key password ¦ TicketBAI docs, the signing certificate's password (shape assumed) ¦ {p} ¦ TicketBAI: B4_1000002 Firma no válida; cert=Gipuzkoa/dispositivo.p12 clave del certificado: {t}
fatturapa sdi password ¦ FatturaPA SdI channel docs, client certificate keystore password (shape assumed) ¦ {p} ¦ SdICoop: javax.net.ssl.SSLHandshakeException — keystore SDI-IT01234567890.jks, storepass={t}
mydata subscription key ¦ AADE myDATA REST docs, aade-user-id and Ocp-Apim-Subscription-Key headers (32 hex) ¦ {h32} ¦ myDATA: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} aade-user-id: acme_erp Ocp-Apim-Subscription-Key: {t}
myinvois client secret ¦ LHDN MyInvois docs, client_id and client_secret for the token (shape assumed, a UUID) ¦ {uuid} ¦ MyInvois: {"error":"invalid_client"} client_id=7b2a4f31-aa10-4e7a-9d5b-53a5c2f0e6d1&client_secret={t}&grant_type=client_credentials&scope=InvoicingAPI
iras client secret ¦ IRAS API Mall docs, X-IBM-Client-Id and X-IBM-Client-Secret headers (shape assumed) ¦ {A48} ¦ IRAS: {"httpCode":"401","httpMessage":"Unauthorized","moreInformation":"Invalid client id or secret."} X-IBM-Client-Id: 1f0a2b3c-4d5e X-IBM-Client-Secret: {t}
la poste okapi key ¦ La Poste developer docs, X-Okapi-Key header (shape assumed) ¦ {b64} ¦ LaPosteSuivi: 401 {"code":"UNAUTHORIZED","message":"Clé d'API invalide"} X-Okapi-Key: {t}
correios token ¦ Correios API docs, the token from /token/v1/autentica (a JWT) ¦ eyJhbGciOiJSUzI1NiJ9.{u200}.{u171} ¦ CorreiosException: 403 "Acesso negado" Authorization: Bearer {t} (cartão de postagem 0067599079)
aramex account pin ¦ Aramex Shipping Services docs, ClientInfo with UserName, Password, AccountNumber and AccountPin ¦ {p} ¦ Aramex: <HasErrors>true</HasErrors><Notification><Code>ERR01</Code><Message>Invalid username or password</Message></Notification> ClientInfo: {UserName: ops@acme.ae, Password: {t}, AccountNumber: 20016, AccountPin: 331421}
shiprocket api password ¦ Shiprocket docs, the API user's email and password are exchanged for a token ¦ {p} ¦ shiprocket: {"message":"Invalid email and password combination","status_code":403} POST /v1/external/auth/login {"email":"api@acme.in","password":"{t}"}
delhivery token ¦ Delhivery docs, Authorization: Token <key> (40 hex) ¦ {h40} ¦ Delhivery: 401 {"detail":"Authentication credentials were not provided."} Authorization: Token {t}
packlink api key ¦ Packlink PRO docs, Authorization header with the API key (64 hex) ¦ {h64} ¦ PacklinkApiException: 401 — Authorization: {t}
porkbun secret api key ¦ Porkbun API docs, apikey pk1_ and secretapikey sk1_ (64 hex each) ¦ sk1_{h64} ¦ porkbun: {"status":"ERROR","message":"Invalid API key. (002)"} {"apikey":"pk1_5299b57125c8f3cdf347d2fe0e713311ee3a1e11f11a14942b26472593e35368","secretapikey":"{t}"}
namecheap api key ¦ Namecheap API docs, ApiUser and ApiKey (32 hex) in the query ¦ {h32} ¦ Namecheap: <Errors><Error Number="1011102">Parameter APIKey is invalid</Error></Errors> https://api.namecheap.com/xml.response?ApiUser=acme&ApiKey={t}&UserName=acme&Command=namecheap.domains.getList&ClientIp=203.0.113.7
dynadot api key ¦ Dynadot API docs, key parameter (shape assumed) ¦ {A40} ¦ Dynadot: <Response><ResponseCode>-1</ResponseCode><Error>invalid key</Error></Response> GET https://api.dynadot.com/api3.xml?key={t}&command=set_dns2
desec token ¦ deSEC docs, Authorization: Token <28 alnum> ¦ {A28} ¦ desec: 401 {"detail":"Invalid token."} curl -X GET https://desec.io/api/v1/domains/ --header "Authorization: Token {t}"
duck dns token ¦ Duck DNS docs, the account token (a UUID) in the update URL ¦ {uuid} ¦ ddclient: FAILED: updating acme-home: KO (https://www.duckdns.org/update?domains=acme-home&token={t}&ip=)
no-ip password ¦ No-IP DUC docs, Basic auth of username:password on the update URL ¦ {p} ¦ noip2: badauth — https://ops%40acme.io:{t}@dynupdate.no-ip.com/nic/update?hostname=acme.ddns.net
dnsimple token ¦ DNSimple docs, account tokens start dnsimple_a_ (shape of the tail assumed) ¦ dnsimple_a_{A32} ¦ Dnsimple::AuthenticationFailed: Authentication failed (DNSIMPLE_TOKEN={t})
ns1 api key ¦ NS1 API docs, X-NSONE-Key header (20 alnum) ¦ {A20} ¦ ns1: 401 {"message":"Unauthorized"} GET /v1/zones X-NSONE-Key: {t}
tianyi cloud secret key ¦ China Telecom Tianyi Cloud (CTYun) docs, AK/SK sign requests (shape assumed) ¦ {h32} ¦ CTYun SDK: 认证失败 (code=4004, message="签名不匹配") accessKey=8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c secretKey={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="cause"),
        *v.table("vendor", "\n".join(rows[half:])),
    ]
