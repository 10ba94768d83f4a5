"""Held-out set 81: vendors no earlier set named, most looked up with the ``search`` tool —
government e-ID and digital identity outside the EU and the US (national logins, identity
wallets and verifiable-credential platforms, state e-signature), postal services, couriers
and their shipping APIs.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every
earlier ``benchmarks/*heldout*`` file before it was chosen (none matched; these did and were
dropped: Singpass, MyInfo, DigiLocker, Aadhaar, BankID, Vipps, e-Devlet, Smile ID, gov.br,
One Login, MPass, Yoti, Onfido, IDnow, Persona, Australia Post, Canada Post, Royal Mail, Japan
Post, Correios, Aramex, DHL, UPS, FedEx, USPS, Shippo, EasyPost, ShipStation, Sendle,
Delhivery, Shiprocket, J&T, Ninja Van, AfterShip, 17TRACK, Sendcloud, ShipEngine, Easyship,
Zonos, Flexport, Freightos, Cainiao, SF Express, Yamato, Sagawa, Purolator, Evri, DPD, GLS,
PostNL, bpost, Colissimo, Posti, InPost, Packeta, Starshipit, Karrio, Shipcloud, Kerry, Borzo,
ShipBob, Veeqo, Chronopost, Descartes, Avalara, Hurricane, Veriff, Sumsub, Jumio, Socure,
Incode, ID.me, Itsme, GBG, signicat, Criipto, Kakao, Toss, Naver, Nova Poshta, Ukrposhta,
CDEK, Boxberry, Pochta, Loggi, Melhor Envio, Jadlog, Andreani, Chilexpress, Servientrega,
Coordinadora, Estafeta, Skydropx, Olva, Magaya, CargoWise, Shipday, SMSA, Quiqup, ZTO,
Kuaidi100, Yanwen, 4PX, YunExpress, Yodel, Parcel2Go, Inji, NADRA, Sanad, OneID and AGOV).

Looked up with the ``search`` tool (26 vendors searched; 16 pages gave the format or the
credential's name and place, the source of each named per case): UAE PASS (pub.dev
``UaePassAPI(clientId, redirectUri, clientSecrete, ...)``, docs.uaepass.ae token endpoints
and the signature API's client-credentials token with a Basic header), Nafath through Paylink
(developer.paylink.sa: ``nafathCallbackHeader1Value`` and a Bearer ``id_token``), SwissID
(docs.airlock.com: a Client ID and a Client Secret from the business partner portal),
Corppass (docs.corppass.gov.sg: a client JWKS whose private ``d`` must never be published;
found by a search for MOSIP eSignet), MATTR VII (github Mingyang-Li/mattr-vii:
``MATTR_AUTH_TOKEN``, ``authToken``), Affinidi (pub.dev affinidi_tdk_auth_provider: a
Personal Access Token with a private key and its passphrase), RealMe (developers.realme.govt.nz:
SAML signing and encryption certificates and their private keys), Diia (github
diiaintegration acquirers SDKs; the acquirer token's shape remembered), Swiss Post (rubydoc
swisspost: ``client_id``, ``client_secret``, ``api_key``), PostNord (npm postnord
``--apikey``, glama postnord-mcp ``POSTNORD_API_KEY``), NZ Post (anypoint.mulesoft.com nz-post-group:
``client_secret`` posted to ``oauth.nzpost.co.nz/as/token.oauth2``, a ``client_id`` header),
Blue Dart (pdfcoffee Developers Guide: a UserProfile with ``LoginID`` and ``LicenceKey``),
StarTrack (packagist zoet/startrack: API key, API password and account number), Interparcel
(verbb.io Postie: ``apiKey``), Yurtiçi Kargo (packagist tcgunel/omniship-yurtici: a SOAP
username and password per payment type) and envia.com (docs.envia.com: a Bearer API token per
environment). Bhutan NDI, NCALayer, Procivis One, FrankieOne, Buypass, Xpressbees, kdniao,
Meest, Emirates Post and HMRC's customs APIs gave no format page; their shapes are
remembered (and said so per case).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
uaepass dart ¦ UAE PASS Flutter UaePassAPI(clientSecrete:) (search: pub.dev uaepass_api UaePassAPI-class) ¦ {A28} ¦ final uaePass = UaePassAPI(\n  clientId: 'acme_portal_web_stage',\n  redirectUri: 'https://portal.acme.ae/uaepass/callback',\n  clientSecrete: '{t}',\n  appScheme: 'acmeportal',\n  isProduction: false,\n);
uaepass token curl ¦ UAE PASS /idshub/token with client credentials in the form (search: docs.uaepass.ae web-application endpoints) ¦ {A24} ¦ $ curl -s https://stg-id.uaepass.ae/idshub/token -d grant_type=authorization_code -d code=9c1e2b -d redirect_uri=https://portal.acme.ae/cb -d client_id=acme_portal_web_stage -d client_secret={t}\n{"error":"invalid_grant","error_description":"authorization code expired"}
uaepass sign token ¦ UAE PASS signature API token response (search: docs.uaepass.ae obtaining the token for signature operations) ¦ {h64} ¦ POST https://stg-id.uaepass.ae/trustedx-authserver/oauth/main-as/token -> 200\n{"access_token":"{t}","token_type":"Bearer","expires_in":600,"scope":"urn:safelayer:eidas:sign:process:document"}
uaepass basic env ¦ UAE PASS signing client secret in a .env next to its id ¦ {A32} ¦ UAEPASS_ENV=staging\nUAEPASS_SIGN_CLIENT_ID=acme_docsign\nUAEPASS_SIGN_CLIENT_SECRET={t}\nUAEPASS_SIGN_SCOPE=urn:safelayer:eidas:sign:process:document
nafath paylink header ¦ Paylink partner registration, Nafath callback header value (search: developer.paylink.sa webhook-for-nafath) ¦ {A40} ¦ {"nafathCallbackUrl":"https://onboard.acme.sa/nafath/cb","nafathCallbackHeader1Name":"X-Callback-Secret","nafathCallbackHeader1Value":"{t}","nafathCallbackHeader2Name":"X-Env","nafathCallbackHeader2Value":"prod"}
nafath paylink bearer ¦ Paylink retry-nafath with a Bearer id_token (search: developer.paylink.sa retry-nafath-request) ¦ eyJhbGciOiJIUzUxMiJ9.{u96}.{u86} ¦ > POST /api/partner/register/retry-nafath HTTP/1.1\n> Authorization: Bearer {t}\n< 403 {"title":"Forbidden","detail":"role MERCHANT_API_ACCOUNT required"}
swissid airlock ¦ SwissID client in an Airlock IAM OIDC RP config (search: docs.airlock.com SwissID integration) ¦ {u43} ¦ <OidcRpConfig name="swissid-int">\n  <Issuer>https://login.int.swissid.ch/idp/oauth2</Issuer>\n  <ClientId>acme-shop-int</ClientId>\n  <ClientSecret>{t}</ClientSecret>\n  <TokenEndpointAuthMethod>client_secret_basic</TokenEndpointAuthMethod>\n</OidcRpConfig>
swissid yaml ¦ SwissID login in a Spring Boot application.yml ¦ {u43} ¦ spring.security.oauth2.client.registration.swissid:\n  client-id: acme-shop-prod\n  client-secret: {t}\n  scope: openid,profile,email\n  authorization-grant-type: authorization_code
corppass jwks private ¦ Corppass client JWKS published with its private d (search: docs.corppass.gov.sg client-jwks) ¦ {u43} ¦ $ curl -s https://rp.acme.sg/.well-known/jwks.json\n{"keys":[{"kty":"EC","crv":"P-256","use":"sig","kid":"sig-2026","alg":"ES256","x":"q2m1Nf0rW8dVx3KQe7yHc5Lb9ZtA4sJp6GuE1oR0iXk","y":"Zp8vT3nM6Q1wC4eR7yU0iO9aS2dF5gH8jK1lL4zX7cV","d":"{t}"}]}
corppass pem ¦ Corppass client assertion signing key pasted in a Node config ¦ {b64} ¦ module.exports = {\n  corppass: {\n    clientId: 'T26LL0001A-ACME',\n    signingKeyPem: '-----BEGIN PRIVATE KEY-----\\\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg{t}\\\\n-----END PRIVATE KEY-----',\n  },\n};
mattr env ¦ MATTR VII client, MATTR_AUTH_TOKEN (search: github Mingyang-Li/mattr-vii) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u140}.{u86} ¦ MATTR_TENANT_URL=acme-issuer.vii.au01.mattr.global\nMATTR_AUTH_TOKEN={t}
mattr client creds ¦ MATTR VII client-credentials request to auth.mattr.global ¦ {u64} ¦ $ http POST https://auth.mattr.global/oauth/token client_id=V3kq9sTz2mQ1 client_secret={t} audience=https://vii.mattr.global grant_type=client_credentials\nHTTP/1.1 401 Unauthorized
mattr ts ¦ MattrViiClient({ authToken }) in a NestJS service ¦ {u120} ¦ export class MattrService extends MattrViiClient {\n  constructor() {\n    super({ tenantSubdomain: 'acme-issuer.vii.au01.mattr.global', authToken: 'eyJhbGciOiJSUzI1NiJ9.{t}.c2ln' });\n  }\n}
affinidi passphrase ¦ Affinidi CLI token creation with a key passphrase (search: pub.dev affinidi_tdk_auth_provider) ¦ {p} ¦ $ affinidi token create-token -n ci-bot --with-permissions --passphrase '{t}' --key-id 7e1c9a\n✖ Unable to create token: Could not decrypt private key
affinidi tdk ¦ Affinidi TDK AuthProvider with a token private key ¦ {b88} ¦ final authProvider = AuthProvider(\n  projectId: 'f1d2c3b4-0a9e-4c8d-b7a6-5e4f3d2c1b0a',\n  tokenId: 'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c0d',\n  privateKey: '-----BEGIN PRIVATE KEY-----\\\\n{t}\\\\n-----END PRIVATE KEY-----',\n);
realme saml key ¦ RealMe SAML SP signing key password in a SimpleSAMLphp authsources (search: developers.realme.govt.nz core steps) ¦ {p} ¦ 'realme-ite' => [\n    'saml:SP',\n    'entityID' => 'https://www.acme.govt.nz/realme/ite',\n    'privatekey' => 'mts_saml_sp.pem',\n    'privatekey_pass' => '{t}',\n],
realme mts key ¦ RealMe MTS mutual TLS key exported with its pass in a shell history ¦ {A20} ¦ $ openssl pkcs12 -in ite.sa.saml.sig.acme.govt.nz.p12 -nodes -passin pass:{t} -out sp.pem\nMAC verified OK
diia acquirer ¦ Diia acquirer token in a Python SDK config (search: github diiaintegration ua-acquirers-sdk-python; shape remembered) ¦ {h64} ¦ DIIA_HOST = "https://api2s.diia.gov.ua"\nDIIA_ACQUIRER_TOKEN = "{t}"\nDIIA_AUTH_ACQUIRER_TOKEN = "Basic " + DIIA_ACQUIRER_TOKEN
diia session ¦ Diia acquirer session token response (shape remembered) ¦ eyJhbGciOiJSUzI1NiJ9.{u110}.{u86} ¦ GET /api/v1/auth/acquirer/{acquirer_token} -> 200\n{"token":"{t}"}
swisspost ruby ¦ swisspost gem configure (search: rubydoc swisspost README) ¦ {A40} ¦ Swisspost.configure do |config|\n  config.client_id = 'c3f1d7e2b9a84c06'\n  config.client_secret = '{t}'\n  config.api_key = ENV.fetch('SWISSPOST_API_KEY')\nend
swisspost token ¦ Swiss Post digital commerce API OAuth response in a debug log ¦ {u96} ¦ DEBUG swisspost: POST https://api.post.ch/OAuth/token scope=DCAPI_BARCODE_READ -> 200 {"access_token":"{t}","token_type":"Bearer","expires_in":60}
swisspost apikey ¦ Swiss Post price service api_key in .env ¦ {h32} ¦ SWISSPOST_CLIENT_ID=c3f1d7e2b9a84c06\nSWISSPOST_API_KEY={t}\nSWISSPOST_FRANKING_LICENCE=34065128
postnord cli ¦ postnord CLI --apikey (search: npm postnord) ¦ {h32} ¦ $ postnord 84971563697SE --apikey {t} --locale sv\nError: 401 Unauthorized (apikey rejected)
postnord mcp ¦ postnord-mcp server env (search: glama fredrsat/postnord-mcp) ¦ {h32} ¦ {"mcpServers":{"postnord":{"command":"npx","args":["-y","postnord-mcp"],"env":{"POSTNORD_API_KEY":"{t}","POSTNORD_LOCALE":"en"}}}}
postnord query ¦ PostNord REST with the apikey query parameter ¦ {h32} ¦ GET https://api2.postnord.com/rest/shipment/v5/trackandtrace/findByIdentifier.json?id=84971563697SE&locale=en&apikey={t} -> 403
nzpost oauth ¦ NZ Post OAuth client credentials (search: anypoint nz-post-group parceladdress Authentication) ¦ {A32} ¦ $ curl -d "grant_type=client_credentials&client_id=add97f31c5e84b2a&client_secret={t}" https://oauth.nzpost.co.nz/as/token.oauth2\n{"error":"invalid_client"}
nzpost bearer ¦ NZ Post ParcelLabel call with a Bearer token and a client_id header ¦ {u86} ¦ POST https://api.uat.nzpost.co.nz/parcellabel/v3/labels\nAuthorization: Bearer {t}\nclient_id: add97f31c5e84b2a\n← 400 {"errors":[{"message":"sender_details.phone: NO SPACES, DIGITS and '+' ONLY"}]}
bluedart profile ¦ Blue Dart shipping API UserProfile (search: pdfcoffee Developers Guide for Integrating BLUE DART API) ¦ {H32} ¦ <Profile xmlns="http://schemas.datacontract.org/2004/07/SAPI.Entities.Admin">\n  <Api_type>S</Api_type>\n  <LicenceKey>{t}</LicenceKey>\n  <LoginID>BOM04512</LoginID>\n</Profile>
bluedart php ¦ Blue Dart waybill generation in PHP, licence key inline ¦ {H32} ¦ $profile = ['Api_type' => 'S', 'LicenceKey' => '{t}', 'LoginID' => 'BOM04512'];\n$soap->GenerateWayBill(['Request' => $req, 'Profile' => $profile]);\n// SoapFault: Invalid Pincode 400099
startrack php ¦ zoet/startrack constructor (search: packagist zoet/startrack) ¦ {A24} ¦ $startrack = new \\Zoet\\Startrack\\Startrack('3f1c6e0b-2a7d-4c85-9b1e-6d0a4f2c8e71', '{t}', '10153892', true);
startrack basic ¦ StarTrack REST call with Basic credentials and an account number header ¦ {b32} ¦ > GET /shipping/v1/accounts/10153892 HTTP/1.1\n> Authorization: Basic {t}\n> Account-Number: 10153892\n< 401 {"errors":[{"code":"API_002","name":"UNAUTHORISED"}]}
interparcel postie ¦ Interparcel in a Postie config (search: verbb.io postie interparcel) ¦ {A32} ¦ 'providers' => [\n    'interparcel' => [\n        'name' => 'Interparcel',\n        'settings' => ['apiKey' => '{t}'],\n    ],\n],
interparcel curl ¦ Interparcel quote API with an X-Interparcel-Auth header (header name remembered) ¦ {A32} ¦ curl -s https://api.interparcel.com/quote/v2 -H "X-Interparcel-Auth: {t}" -d '{"collection":{"postcode":"2000"},"delivery":{"postcode":"3000"}}'
yurtici omniship ¦ Yurtiçi Kargo omniship initialize (search: packagist tcgunel/omniship-yurtici) ¦ {p} ¦ $carrier = Omniship::create('Yurtici');\n$carrier->initialize([\n    'username' => 'ACME_GONDERICI',\n    'password' => '{t}',\n    'userLanguage' => 'TR',\n]);
yurtici soap ¦ Yurtiçi Kargo ShippingOrderDispatcherServices SOAP body with wsPassword ¦ {p} ¦ <ship:createShipment>\n  <wsUserName>ACME_ALICI_ODEMELI</wsUserName>\n  <wsPassword>{t}</wsPassword>\n  <userLanguage>TR</userLanguage>\n  <ShippingOrderVO><cargoKey>ORDER-88412</cargoKey></ShippingOrderVO>\n</ship:createShipment>
envia bearer ¦ envia.com Shipping API Bearer token (search: docs.envia.com authentication) ¦ {h64} ¦ curl --request POST --url https://api-test.envia.com/ship/generate/ --header "Authorization: Bearer {t}" --data @label.json\n{"meta":"unauthorized","message":"Missing or invalid token"}
envia env ¦ envia.com sandbox and production tokens in .env ¦ {h64} ¦ ENVIA_SANDBOX_TOKEN=\nENVIA_PRODUCTION_TOKEN={t}\nENVIA_BASE_URL=https://api.envia.com/
bhutan ndi ¦ Bhutan NDI verifier client secret (shape remembered) ¦ {A48} ¦ NDI_CLIENT_ID=7q2c4v8b1n3m5k\nNDI_CLIENT_SECRET={t}\nNDI_WEBHOOK_ID=acme-verifier
ncalayer keystore ¦ NCALayer PKCS#12 key store password in a Kazakh e-gov signing script (shape remembered) ¦ {p} ¦ ws.send(JSON.stringify({module: "kz.gov.pki.knca.commonUtils", method: "signXml", args: ["PKCS12", "SIGNATURE", xml, "", ""], storePath: "C:/keys/RSA256_7f3a.p12", password: "{t}"}));
procivis one ¦ Procivis One Core API client secret (shape remembered) ¦ {u48} ¦ PROCIVIS_ONE_URL=https://core.acme.procivis-one.com\nPROCIVIS_ONE_CLIENT_ID=acme-issuer\nPROCIVIS_ONE_CLIENT_SECRET={t}
frankieone headers ¦ FrankieOne KYC API headers (api_key header remembered) ¦ {h64} ¦ curl -X POST https://api.kycaml.uat.frankiefinancial.io/compliance/v1.2/entity/new/verify/profile/standard_kyc \\\n  -H "X-Frankie-CustomerID: 4b1d9e0a-7c2f-4e6b-a8d3-1f5c9b2e7a04" \\\n  -H "api_key: {t}"
buypass acme ¦ Buypass ACME external account binding HMAC key (shape remembered) ¦ {u64} ¦ $ certbot register --server https://api.buypass.com/acme/directory --eab-kid kid_9f2c1e --eab-hmac-key {t} -m ops@acme.no
xpressbees login ¦ Xpressbees login response token (shape remembered) ¦ {u64} ¦ POST https://shipment.xpressbees.com/api/users/login -> {"status":true,"data":"{t}"}
kdniao appkey ¦ kdniao (快递鸟) EBusinessID and AppKey (shape remembered) ¦ {uuid} ¦ kdniao:\n  e-business-id: 1712345\n  app-key: {t}\n  req-url: https://api.kdniao.com/Ebusiness/EbusinessOrderHandle.aspx
meest token ¦ Meest API auth response (shape remembered) ¦ {h32} ¦ POST https://api.meest.com/v3.0/openAPI/auth {"username":"acme_ua","password":"…"} -> {"status":"OK","result":{"token":"{t}","refreshToken":"…","expiresIn":43200}}
emirates post ¦ Emirates Post shipping API key in a header (shape remembered) ¦ {A36} ¦ > POST /shipping/v1/bookings HTTP/1.1\n> Host: api.emiratespost.ae\n> AccountNo: 9007412\n> APIKey: {t}
hmrc cds ¦ HMRC customs declaration API client secret in a broker's config (shape remembered) ¦ {uuid} ¦ [hmrc]\nbase_url = https://test-api.service.hmrc.gov.uk\nclient_id = x3Kq9Lw2Pz7NvB4cR8tY1mA6\nclient_secret = {t}\nscope = write:customs-declaration
nafath direct ¦ Nafath (Elm) MFA API APP-ID and APP-KEY headers (header names remembered) ¦ {h32} ¦ > POST /api/v1/mfa/request?local=ar HTTP/1.1\n> APP-ID: 4f2c81\n> APP-KEY: {t}\n< 401 {"code":"401-01","message":"invalid app key"}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
