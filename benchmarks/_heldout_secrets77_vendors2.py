"""Held-out set 77: more vendors no earlier set named, in the shapes they appear in (formats
remembered, not looked up; each name grepped for as in ``_heldout_secrets77_vendors.py``,
none matched): earned-wage access and payroll cards (DailyPay, Payfare, Payactiv, Tapcheck,
Wagestream), open finance in Latin America and Canada (Syncfy, Finerio Connect, Inverite,
Cobre), card-issuing processors and banks-as-a-service (Paymentology, Tutuka, Nymbus, Cross
River, Jeeves, Ualá), payouts and remittance (Corpay, Convera, MoneyGram, Western Union,
Xoom, Intermex, Mukuru, Zepz, Onafriq, TerraPay, TransferGo, Sendwave, WorldRemit), FX rates
(Currencybeacon) and crypto exchanges (Gopax, Pintu, Bitazza, Buenbit, SatoshiTango).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
dailypay oauth ¦ DailyPay partner API client_credentials, secret in a Postman environment export ¦ {A48} ¦ {"name":"dailypay-prod","values":[{"key":"client_id","value":"dp-partner-4471","enabled":true},{"key":"client_secret","value":"{t}","enabled":true}]}
payfare card ¦ Payfare payroll-card program API key header in a Node log ¦ {h40} ¦ [payfare] POST https://api.payfare.com/v2/cards/issue {"program":"gig-ca"} headers={"x-api-key":"{t}"} -> 403
payactiv hmac ¦ Payactiv employer API shared HMAC secret in appsettings.json ¦ {b44} ¦ "Payactiv": {\n  "EmployerId": "EMP-20931",\n  "BaseUrl": "https://api.payactiv.com/v1",\n  "HmacSecret": "{t}"\n}
tapcheck key ¦ Tapcheck integration key in a payroll-connector YAML ¦ tc_live_{A32} ¦ integrations:\n  tapcheck:\n    company_id: 88213\n    api_key: {t}\n    sync: nightly
wagestream bearer ¦ Wagestream partner bearer token in a curl -v trace ¦ {u64} ¦ > POST /v1/employees/bulk HTTP/2\n> Host: api.wagestream.com\n> authorization: Bearer {t}\n< HTTP/2 401
syncfy token ¦ Syncfy (Paybook) session token in a query string ¦ {h32} ¦ GET https://sync.paybook.com/v1/credentials?token={t}&id_site=56cf5728784806f72b8b4568 → 401 {"code":401,"message":"Unauthorized"}
finerio secret ¦ Finerio Connect client credentials in a Spring application.properties ¦ {A40} ¦ finerio.connect.base-url=https://api-v2.finerioconnect.com\nfinerio.connect.client-id=finanzas-mx-prod\nfinerio.connect.client-secret={t}
inverite key ¦ Inverite bank-verification Auth header ¦ {h32} ¦ $ http POST https://www.inverite.com/api/v2/create Auth:{t} email=cliente@prestamos.ca\nHTTP/1.1 403 Forbidden
cobre keys ¦ Cobre (Colombia) API user and secret in a Kotlin constant file ¦ {A40} ¦ object CobreConfig {\n    const val USER_ID = "cli_9Xk2m"\n    const val SECRET = "{t}"\n}
paymentology ini ¦ Paymentology issuer processor credentials in an INI ¦ {p} ¦ [paymentology]\nendpoint = https://api.paymentology.com/issuer\nusername = bancoisla_api\npassword = {t}
tutuka xml ¦ Tutuka Companion API terminal password in an XML-RPC call ¦ {A24} ¦ <methodCall><methodName>CreateLinkedCard</methodName><params><param><value><string>TERM0091</string></value></param><param><value><string>{t}</string></value></param></params></methodCall>
nymbus token ¦ Nymbus core banking API token in a Terraform variable file ¦ {u48} ¦ nymbus_tenant = "credicoop-pr"\nnymbus_api_token = "{t}"
cross river hcl ¦ Cross River Bank API client secret in HCL ¦ {A44} ¦ provider "crb" {\n  client_id     = "crb-bass-7714"\n  client_secret = "{t}"\n  environment   = "production"\n}
jeeves card ¦ Jeeves corporate-card API key in a .env ¦ jvs_{A40} ¦ JEEVES_API_KEY={t}\nJEEVES_COMPANY=latam-logistica
uala bis ¦ Ualá Bis merchant secret key in a PHP config array ¦ {A36} ¦ return [\n    'uala' => [\n        'user_name' => 'tienda_rosario',\n        'client_id' => 'qT3mZp8v',\n        'client_secret_id' => '{t}',\n    ],\n];
corpay bearer ¦ Corpay cross-border payments API bearer JWT ¦ eyJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ Authorization: Bearer {t}\n→ 401 {"errors":[{"code":"AUTH_EXPIRED"}]}
convera secret ¦ Convera GlobalPay client secret in a Jenkins credential dump ¦ {A32} ¦ [Pipeline] echo\nconvera: clientId=convera-ops-11 clientSecret={t} env=prod
moneygram partner ¦ MoneyGram partner API password in a SOAP header ¦ {p} ¦ <soapenv:Header><ns:Credentials><ns:agentID>30014522</ns:agentID><ns:token>{t}</ns:token></ns:Credentials></soapenv:Header>
western union java ¦ Western Union partner client certificate password in Java properties ¦ {p} ¦ wu.partner.id=WUP-88310\nwu.keystore.path=/etc/wu/partner.p12\nwu.keystore.password={t}
xoom key ¦ Xoom disbursement API key in a Go struct literal ¦ {A40} ¦ cfg := xoom.Config{\n    PartnerID: "xm-1193",\n    APIKey:    "{t}",\n}
intermex csv ¦ Intermex agent credentials printed bare by a CSV export ¦ {p} ¦ $ csvlook agentes.csv\n| agente | usuario   | clave        |\n| ------ | --------- | ------------ |\n| 4471   | tienda_la | {t} |
mukuru hmac ¦ Mukuru API HMAC key in a Python settings module ¦ {h64} ¦ MUKURU = {\n    "partner": "ayni-remit",\n    "hmac_key": "{t}",\n}
zepz token ¦ Zepz (WorldRemit and Sendwave) partner token in a GraphQL request log ¦ {u64} ¦ POST https://partners.zepz.io/graphql\nx-partner-token: {t}\n{"query":"mutation { createQuote(corridor: \\"US-HT\\") { id } }"}
onafriq basic ¦ Onafriq hub API Basic credentials in a curl ¦ {p} ¦ curl -u 'remesas_caribe:{t}' https://hub.onafriq.com/api/v1/transactions/quote -d '{"amount":"120.00","to":"HT"}'
terrapay header ¦ TerraPay X-PASSWORD header in an httpie call ¦ {p} ¦ $ http POST https://uat-connect.terrapay.com:21211/eig/gsma/quotations X-USERNAME:caribepay X-PASSWORD:'{t}' X-ORIGINCOUNTRY:US\nHTTP/1.1 401 Unauthorized
transfergo secret ¦ TransferGo Business API secret in a Ruby initializer ¦ {A48} ¦ TransferGo.configure do |c|\n  c.client_id = "tg-biz-9910"\n  c.client_secret = "{t}"\nend
sendwave webhook ¦ Sendwave payout webhook signing secret in a Flask config ¦ {h64} ¦ app.config["SENDWAVE_WEBHOOK_SECRET"] = "{t}"
currencybeacon url ¦ Currencybeacon api_key query parameter ¦ {A32} ¦ GET https://api.currencybeacon.com/v1/latest?api_key={t}&base=USD&symbols=XCD,BBD,JMD\n{"meta":{"code":401,"error_type":"Unauthorized"}}
gopax secret ¦ Gopax API secret in base64, in a Python bot ¦ {b64} ¦ GOPAX_API_KEY = "c4d2f6a8-1b3e-4a5c-8d9f-0e1a2b3c4d5e"\nGOPAX_SECRET = "{t}"
pintu key ¦ Pintu Pro API key in a Telegram bot config.json ¦ {A48} ¦ {"exchange":"pintu","api_key":"{t}","pairs":["BTC-IDR","ETH-IDR"]}
bitazza secret ¦ Bitazza API secret in a Dart constant ¦ {h64} ¦ const bitazzaKey = 'bz_2c7d9e1f';\nconst bitazzaSecret = '{t}';
buenbit token ¦ Buenbit API token in a Rioplatense dev's shell history ¦ {A40} ¦ $ history | grep buenbit\n  512  export BUENBIT_TOKEN={t}\n  513  curl -H "Authorization: Token $BUENBIT_TOKEN" https://be.buenbit.com/api/v1/balances
satoshitango key ¦ SatoshiTango API key in a TOML ¦ {A36} ¦ [satoshitango]\nuser = "carbonero"\napi_key = "{t}"\npair = "BTC/ARS"
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[half:]), raises="note"),
    ]
