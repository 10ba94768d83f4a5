"""Held-out set 81: more vendors of the share, their credential shapes remembered (not looked
up): national e-ID and login schemes, identity wallets and KYC hubs outside the EU and the US,
postal operators, couriers and customs brokerage platforms.

Every name was grepped for in every earlier ``benchmarks/*heldout*`` file (none matched):
PhilSys, MOSIP eSignet, ConnectID, Verified.Me, ThaiD, NIMC, Ghana Card, VNeID, MyDigital ID,
Fayda, Porichoy, Absher, GCKey, Credivera, Northern Block, SingPost, India Post, Thailand
Post, Pos Malaysia, Parcelforce, Canpar, ShipTime, Intelcom, Naqel, Flash Express,
GoSweetSpot, Mainfreight, The Courier Guy, Bob Go, Starken, 99minutos, Aras Kargo,
Shadowfax, Pickrr, CourierPlease, KlearNow, iCustoms, Dutify, Global-e and ICEGATE. Shapes:
.env, YAML, TOML, INI, JSON, XML, HCL, Java properties, Go, C#, Kotlin, Swift, Rust, Elixir
and PHP code, curl and httpie, headers, query strings, a CSV export and a table printing
values bare, SDK exceptions, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
philsys toml ¦ PhilSys (PhilID) authentication partner config, remembered ¦ {A40} ¦ [philsys]\nendpoint = "https://auth.philsys.gov.ph/v1/verify"\npartner_id = "PSA-RP-00417"\npartner_api_key = "{t}"
esignet jwk ¦ MOSIP eSignet relying-party private JWK in a Helm values file, remembered ¦ {u342} ¦ esignet:\n  clientId: acme-rp-9Qx2\n  privateKeyJwk: '{"kty":"RSA","kid":"rp-2026","n":"sXch…","e":"AQAB","d":"{t}"}'
connectid hcl ¦ ConnectID (Australia) relying party client secret in Terraform, remembered ¦ {u48} ¦ resource "vault_kv_secret_v2" "connectid" {\n  mount = "kv"\n  name  = "idp/connectid"\n  data_json = jsonencode({\n    client_id     = "rp-acme-au"\n    client_secret = "{t}"\n  })\n}
verifiedme props ¦ Verified.Me (Canada) RP credentials in Java properties, remembered ¦ {A44} ¦ verifiedme.issuer=https://sandbox.verified.me\nverifiedme.client-id=acme-ca-rp\nverifiedme.client-secret={t}
thaid go ¦ ThaiD (Thailand DOPA) OIDC client secret in Go, remembered ¦ {A32} ¦ cfg := oauth2.Config{\n\tClientID:     "TH-RP-0093",\n\tClientSecret: "{t}",\n\tEndpoint:     oauth2.Endpoint{TokenURL: "https://imauth.bora.dopa.go.th/api/v2/oauth2/token/"},\n}
nimc csharp ¦ NIMC NIN verification API key in a C# client, remembered ¦ {h40} ¦ var client = new NinVerificationClient(new Uri("https://api.nimc.gov.ng/v1/"), apiKey: "{t}");\n// HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
ghanacard kotlin ¦ Ghana Card (NIA) verification client in Kotlin, remembered ¦ {A36} ¦ val nia = NiaClient(\n    merchantKey = "{t}",\n    baseUrl = "https://api.nia.gov.gh/verify/",\n)
vneid log ¦ VNeID partner integration debug log, remembered ¦ {u64} ¦ 2026-12-07 19:22:01 DEBUG vneid.client - POST /api/partner/v1/token body={"partnerCode":"ACME-VN","secretKey":"{t}"} -> 400 {"code":"E102","message":"partner suspended"}
mydigitalid swift ¦ MyDigital ID (Malaysia) SDK setup in Swift, remembered ¦ {A40} ¦ MyDigitalID.configure(clientId: "my-acme-2211", clientSecret: "{t}", environment: .staging)
fayda rust ¦ Fayda (Ethiopia) eSignet client secret in a Rust const, remembered ¦ {A48} ¦ const FAYDA_CLIENT_ID: &str = "crXYIYg2cJiNTaw5t-peoPzCRo-3JATNfBd5A86U8t0";\nconst FAYDA_CLIENT_SECRET: &str = "{t}";
porichoy elixir ¦ Porichoy (Bangladesh NID) API key in Elixir config, remembered ¦ {h40} ¦ config :acme, Porichoy,\n  base_url: "https://api.porichoybd.com/api/v2",\n  x_api_key: "{t}"
absher json ¦ Absher business API credentials in appsettings.json, remembered ¦ {A32} ¦ "Absher": {\n  "BaseUrl": "https://api.absher.sa/business/v1",\n  "ClientId": "acme-ksa-7781",\n  "ClientSecret": "{t}"\n}
gckey saml ¦ GCKey / Sign-In Canada SAML key store password, remembered ¦ {p} ¦ saml.keystore.path=/etc/acme/gckey-sp.jks\nsaml.keystore.password={t}\nsaml.sp.entityId=https://services.acme.gc.ca/saml
credivera httpie ¦ Credivera wallet API with httpie, remembered ¦ {A40} ¦ $ http GET https://api.credivera.com/v1/credentials Authorization:"Bearer {t}" holder==w-881\nHTTP/1.1 401 Unauthorized
northernblock yaml ¦ Northern Block Orbit Enterprise API key, remembered ¦ {u44} ¦ orbit:\n  tenant: acme-issuer\n  api_key: {t}\n  ledger: candy:test
singpost rest ¦ SingPost eCommerce API key header, remembered ¦ {A32} ¦ > POST /sp/v1/shipments HTTP/1.1\n> Host: api.singpost.com\n> x-api-key: {t}\n< 422 {"error":"postal_code must be 6 digits"}
indiapost dop ¦ India Post (DoP) booking API credentials, remembered ¦ {p} ¦ INDIAPOST_CUSTOMER_ID=1000412873\nINDIAPOST_USERNAME=acme_bnpl\nINDIAPOST_PASSWORD={t}
thailandpost token ¦ Thailand Post track API token exchange, remembered ¦ {u180} ¦ $ curl -X POST https://trackapi.thailandpost.co.th/post/api/v1/authenticate/token -H "Authorization: Token {t}"\n{"expire":"2026-12-08 19:24:07+07:00","token":"…"}
posmalaysia csv ¦ Pos Malaysia account export CSV printed bare, remembered ¦ {A32} ¦ account_no,name,api_key,status\n8800412,ACME SDN BHD,{t},active
parcelforce soap ¦ Parcelforce expressLink SOAP Authentication block, remembered ¦ {p} ¦ <Authentication>\n  <UserName>acme_pf_live</UserName>\n  <Password>{t}</Password>\n</Authentication>\n<ns2:Alerts><Alert><Code>ERR001</Code><Message>Login failed</Message></Alert></ns2:Alerts>
canpar ini ¦ Canpar web service password in an INI, remembered ¦ {p} ¦ [canpar]\nshipper_num = 42151\nuser_id = ops@acme.ca\npassword = {t}
shiptime basic ¦ ShipTime API Basic credentials in a debug log, remembered ¦ {b40} ¦ DEBUG urllib3: https://restapi.shiptime.com:443 "POST /rest/rates HTTP/1.1" 401\nDEBUG request headers: {'Authorization': 'Basic {t}', 'Content-Type': 'application/json'}
intelcom table ¦ Intelcom client list printed as a table, remembered ¦ {A40} ¦ CLIENT        ENV    API_KEY                                   CREATED\nacme-mtl      prod   {t}  2026-11-30
naqel xml ¦ Naqel ClientInfo block in a SOAP request, remembered ¦ {p} ¦ <ClientInfo>\n  <ClientID>9019912</ClientID>\n  <Password>{t}</Password>\n  <Version>9.0</Version>\n</ClientInfo>
flashexpress sign ¦ Flash Express open API mchId and signing key, remembered ¦ {H64} ¦ FLASH_MCH_ID=AA0412\nFLASH_SECRET_KEY={t}\nFLASH_ENDPOINT=https://open-api-tra.flashexpress.com
gosweetspot header ¦ GoSweetSpot access key header in an SDK error, remembered ¦ {H32} ¦ GoSweetSpotException: 401 Unauthorized for https://api.gosweetspot.com/api/rates (access_key={t}, site_id=88214)
mainfreight yaml ¦ Mainfreight API secret in a GitHub Actions step, remembered ¦ {A40} ¦ - name: Book freight\n  env:\n    MAINFREIGHT_API_KEY: {t}\n  run: ./scripts/book.sh --account ACME01
courierguy php ¦ The Courier Guy (ShipLogic) API secret in PHP, remembered ¦ {h40} ¦ $client = new ShipLogic\\Client([\n    'access_key_id' => 'AKIA4TCG2026ACME',\n    'secret_access_key' => '{t}',\n]);
bobgo bearer ¦ Bob Go API token in a curl, remembered ¦ {h64} ¦ curl -s https://api.bobgo.co.za/v2/rates -H 'Authorization: Bearer {t}' -d @rates.json
starken soap ¦ Starken (Chile) emisión web service credentials, remembered ¦ {p} ¦ <rutUsuario>76123456</rutUsuario>\n<claveUsuario>{t}</claveUsuario>\n<ctaCte>41200</ctaCte>
99minutos client ¦ 99minutos OAuth client secret, remembered ¦ {A48} ¦ NOVENTA_Y_NUEVE_CLIENT_ID=f0a3c7e1-0012\nNOVENTA_Y_NUEVE_CLIENT_SECRET={t}
araskargo ws ¦ Aras Kargo SetOrder web service LoginInfo, remembered ¦ {p} ¦ <LoginInfo><UserName>acme_entegrasyon</UserName><Password>{t}</Password><CustomerCode>2210441</CustomerCode></LoginInfo>
shadowfax header ¦ Shadowfax API token header, remembered ¦ {h40} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://dale.shadowfax.in/api/v3/clients/orders/\nrequest headers: {'Authorization': 'Token {t}'}
pickrr auth ¦ Pickrr auth_token in an order payload, remembered ¦ {h40} ¦ {"auth_token":"{t}","item_name":"kurta","from_pincode":"110020","to_pincode":"560034","cod_amount":0}
courierplease headers ¦ CourierPlease account number and API token, remembered ¦ {A32} ¦ GET /v1/domestic/quote HTTP/1.1\nHost: api.courierplease.com.au\nAuthorization: Basic 9031042:{t}
klearnow env ¦ KlearNow customs platform API secret, remembered ¦ {A40} ¦ KLEARNOW_API_KEY=kn_live_7c1e\nKLEARNOW_API_SECRET={t}
icustoms json ¦ iCustoms API credentials in a broker integration, remembered ¦ {uuid} ¦ {"icustoms":{"baseUrl":"https://api.icustoms.ai/v1","subscriptionKey":"{t}","declarantEori":"GB123456789000"}}
dutify env ¦ Dutify landed-cost API key, remembered ¦ {A32} ¦ DUTIFY_STORE=acme.myshopify.com\nDUTIFY_API_KEY={t}
globale merchant ¦ Global-e merchant GUID and secret, remembered ¦ {h64} ¦ globale:\n  merchant_id: 1441\n  merchant_guid: 9e0c2b7a-4f11-4d2a-8a3c-77b1e2c9d0f4\n  merchant_secret: {t}
icegate dsc ¦ ICEGATE e-SANCHIT DSC token PIN in a broker's upload script, remembered ¦ {d8} ¦ $ java -jar esanchit-upload.jar --iec 0512345678 --dsc-token-pin {t} --file BE_4412.pdf\nERROR: DSC token login failed (CKR_PIN_INCORRECT)
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="args"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="process"),
    ]
