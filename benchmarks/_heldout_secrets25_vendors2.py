"""Held-out set 25: more vendors no earlier set named — market data and forex, energy and
utility data, vehicles, address lookup, news, hotels and salons, medical practice software,
e-signature, people management, payments processors and lending.

Grepped as in ``_heldout_secrets25_vendors.py`` (none matched; Polygon, Alpha Vantage,
Finnhub, Tiingo, Alpaca, Octopus Energy, Enphase, Smartcar, OpenCage, Loqate, NewsAPI,
DocuSign, PandaDoc, Lithic, Marqeta, Dwolla, Paystack, Mindee and about 150 more did and
were dropped; "Guardian" matched only inside GitGuardian): Intrinio, OANDA, UtilityAPI, Arcadia,
Enode, CarMD, Ideal Postcodes, getAddress.io, Mediastack, the Guardian Open Platform, Mews,
SiteMinder, Zenoti, Vagaro, NexHealth, Tebra (Kareo), SignWell, Lattice, Culture Amp,
Workday, Paycom, WalkMe, Chameleon, Helcim, Payrix, Synctera, LoanPro, Reveniu, Worklio and
Re:amaze. Formats as the vendors' documentation showed them when last read: OANDA's
personal access token (two hex halves joined by ``-``), Ideal Postcodes' ``ak_`` keys in an
``Authorization: api_key="..."`` header, Mews' Connector API ``ClientToken`` and
``AccessToken`` (upper hex, two parts) in the JSON body, Zenoti's ``Authorization: apikey``
scheme, Tebra's SOAP ``RequestHeader`` with a ``CustomerKey``, LoanPro's ``Authorization``
and ``Secret`` headers, Reveniu's ``Reveniu-Secret-Key`` header, the apilayer-style
``access_key`` query parameter; "shape assumed" where a page shows the header but no
length or alphabet.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
intrinio key ¦ Intrinio API docs, api_key query parameter (shape assumed) ¦ {b44} ¦ intrinio: 401 GET https://api-v2.intrinio.com/securities/AAPL/prices?api_key={t}&start_date=2026-11-01 {"error":"Unauthorized","message":"Access denied"}
oanda token ¦ OANDA v20 docs, personal access token as Bearer (hex-hex) ¦ {h32}-{h32} ¦ oandapyV20.exceptions.V20Error: {"errorMessage":"Insufficient authorization to perform request."}\n  api = oandapyV20.API(access_token="{t}", environment="live")
oanda env ¦ an .env for a trading bot with the OANDA token and account ¦ {h32}-{h32} ¦ # .env\nOANDA_ENV=practice\nOANDA_ACCOUNT_ID=101-004-2418811-001\nOANDA_TOKEN={t}
utilityapi token ¦ UtilityAPI docs, Authorization: Bearer <api token> (shape assumed) ¦ {h32} ¦ utilityapi: 401 GET https://utilityapi.com/api/v2/meters?authorizations=418822 {"errors":[{"msg":"Invalid API token"}]} (Authorization: Bearer {t})
arcadia secret ¦ Arcadia (Arc) API docs, client credentials for an access token (shape assumed) ¦ {u48} ¦ arc: POST https://api.arcadia.com/auth/access_token 401\nconfig/arcadia.yml:\n  client_id: arc-acme-energy\n  client_secret: {t}\n  sandboxed: true
enode secret ¦ Enode docs, client credentials at oauth.production.enode.io/oauth2/token ¦ {A40} ¦ enode: 401 invalid_client — curl -u 7f3e1c2a-9b8d-4e6f-a5c4-3b2a1f0e9d8c:{t} -d grant_type=client_credentials https://oauth.sandbox.enode.io/oauth2/token
carmd token ¦ CarMD API docs, authorization: Basic <key> and partner-token headers ¦ {h32} ¦ GET http://api.carmd.com/v3.0/diag?vin=1GNALDEK9FZ108495&mileage=51000&dtc=P0420\nauthorization: Basic OTRjZmE0YzMtYTRhZS00YjQ2LWI2MzQtNTE3NmJiNTFjNmJm\npartner-token: {t}\n-> 401 {"message":{"code":"1000","message":"Invalid Partner Token"}}
idealpostcodes key ¦ Ideal Postcodes docs, ak_ keys in Authorization: api_key="..." ¦ ak_{l26} ¦ fetch https://api.ideal-postcodes.co.uk/v1/postcodes/SW1A2AA failed: 401 {"code":4010,"message":"Invalid Key. Check that your api_key is valid"}\n  headers: { Authorization: 'api_key="{t}"' }
getaddress key ¦ getAddress.io docs, api-key query parameter (shape assumed) ¦ {u22} ¦ getaddress: 401 GET https://api.getAddress.io/find/NN13ER?api-key={t}&expand=true {"Message":"Invalid api-key"}
mediastack key ¦ mediastack docs (apilayer), access_key query parameter (32 hex) ¦ {h32} ¦ INFO news-ingest: fetching http://api.mediastack.com/v1/news?access_key={t}&countries=gb,ie&languages=en&limit=100\nERROR news-ingest: 101 invalid_access_key
guardian key ¦ Guardian Open Platform docs, api-key query parameter (a UUID) ¦ {uuid} ¦ guardian: 403 GET https://content.guardianapis.com/search?q=heatwave&from-date=2026-07-01&api-key={t} {"message":"Unauthorized"}
mews tokens ¦ Mews Connector API docs, ClientToken and AccessToken (upper hex, two parts) in the body ¦ {H32}-{H31} ¦ mews: POST https://api.mews.com/api/connector/v1/reservations/getAll/2023-06-06 401 {"Message":"Invalid AccessToken."}\n{"ClientToken":"E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D","AccessToken":"{t}","Client":"AcmePMSSync 1.4","Limitation":{"Count":100}}
siteminder password ¦ SiteMinder pmsXchange docs, SOAP WS-Security username and password (shape assumed) ¦ {p} ¦ siteminder: SOAP fault wsse:FailedAuthentication\n<wsse:UsernameToken>\n  <wsse:Username>acme-hotel-pms</wsse:Username>\n  <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{t}</wsse:Password>\n</wsse:UsernameToken>
zenoti key ¦ Zenoti API docs, Authorization: apikey <key> ¦ {h64} ¦ zenoti: GET https://api.zenoti.com/v1/centers/9a1e3f00-2b4c-4d6e-8f10-a2b3c4d5e6f7/appointments?start_date=2026-12-07 401 {"code":"401","message":"Invalid API key"} Authorization: apikey {t}
vagaro secret ¦ Vagaro API docs, client credentials for an access token (shape assumed) ¦ {A36} ¦ vagaro: POST https://api.vagaro.com/us02/api/v2/merchants/generate-access-token 401 {"status":401,"message":"invalid clientSecretKey"} {"clientId":"vg-acme-spa","clientSecretKey":"{t}","scope":"merchant"}
nexhealth key ¦ NexHealth API docs, an API key exchanged at /authenticates (shape assumed) ¦ {u44} ¦ nexhealth: POST https://nexhealth.info/authenticates 401 {"code":false,"error":["Invalid API key"]} Authorization: {t}
tebra customer key ¦ Tebra (Kareo) SOAP API docs, RequestHeader with CustomerKey, User and Password ¦ {l12} ¦ kareo: SOAP fault "Invalid customer key"\n<RequestHeader>\n  <CustomerKey>{t}</CustomerKey>\n  <User>billing@acme-clinic.com</User>\n  <Password>••••••••</Password>\n</RequestHeader>
signwell key ¦ SignWell API docs, X-Api-Key header (shape assumed) ¦ {b52} ¦ signwell: POST https://www.signwell.com/api/v1/documents/ 401 {"errors":{"api_key":["is invalid"]}} X-Api-Key: {t}
lattice key ¦ Lattice API docs, Bearer API key (shape assumed) ¦ {A48} ¦ lattice: 401 GET https://api.latticehq.com/v1/users?limit=100 — LATTICE_API_KEY={t} (loaded from /etc/people-sync/env)
cultureamp secret ¦ Culture Amp API docs, client credentials (shape assumed) ¦ {u40} ¦ cultureamp: POST https://api.cultureamp.com/v1/oauth2/token 401 {"error":"invalid_client"}\n[cultureamp]\nclient_id = ca-acme-hris\nclient_secret = {t}
workday refresh ¦ Workday REST API docs, an API client's refresh token (shape assumed) ¦ {l80} ¦ workday: POST https://wd2-impl-services1.workday.com/ccx/oauth2/acme_preview/token 400 {"error":"invalid_grant"} grant_type=refresh_token&refresh_token={t}&client_id=NjQ1ZTY0MzItZWE3Ny00
workday isu ¦ Workday docs, an integration system user's password in a SOAP call (shape assumed) ¦ {p} ¦ zeep.exceptions.Fault: Invalid username or password\n  wsse = UsernameToken("ISU_PeopleSync@acme_preview", "{t}")
paycom password ¦ Paycom API, SID and token for Basic auth (shape assumed) ¦ {h64} ¦ paycom: 401 GET https://api.paycomonline.net/v4/rest/index.php/api/v1/employeedirectory — curl -u "1a2b3c4d:{t}"
walkme secret ¦ WalkMe API docs, client id and secret for an access token (shape assumed) ¦ {A32} ¦ walkme: POST https://api.walkme.com/accounts/connect/token 401 {"error":"invalid_client"} client_id=e3c9b1a6f2d84 client_secret={t}
chameleon secret ¦ Chameleon API docs, X-Account-Secret header (shape assumed) ¦ {h40} ¦ GET https://api.chameleon.io/v3/edit/profiles?limit=50\nX-Account-Secret: {t}\n-> 401 {"messages":["Account secret is invalid"]}
helcim token ¦ Helcim API docs, api-token header (shape assumed) ¦ {A50} ¦ helcim: POST https://api.helcim.com/v2/payment/purchase 401 {"errors":"Unauthorized"} headers={"api-token": "{t}", "idempotency-key": "f1e2d3c4b5a6"}
payrix key ¦ Payrix API docs, APIKEY header (32 hex) ¦ {h32} ¦ payrix: GET https://api.payrix.com/merchants?search[status][equals]=1 401 {"response":{"errors":[{"msg":"Invalid API key"}]}} (APIKEY: {t})
synctera key ¦ Synctera API docs, Bearer API key ¦ {u40} ¦ synctera: 401 GET https://api-sandbox.synctera.com/v0/accounts — SYNCTERA_API_KEY='{t}' # from Console > API keys
loanpro headers ¦ LoanPro Secure Payments docs, Authorization and Secret headers ¦ {b64} ¦ loanpro: 401 POST https://securepayments.loanpro.io/api/payments\nAuthorization: ZkZQSlo4dWdxanU0eW5ZNHNrTlQ3Zz09LkFRSURBSGpV\nSecret: {t}
reveniu key ¦ Reveniu API docs, Reveniu-Secret-Key header ¦ {A20} ¦ curl https://api.reveniu.com/api/v1/subscriptions/ -H "Reveniu-Secret-Key: {t}"\n{"detail":"Las credenciales de autenticación no se proveyeron."}
worklio secret ¦ Worklio docs, client id and secret for the password flow ¦ {u40} ¦ worklio: POST https://api.worklio.com/connect/token 400 {"error":"invalid_client"} grant_type=client_credentials&client_id=acme.payroll.api&client_secret={t}&scope=api
reamaze token ¦ Re:amaze API docs, Basic auth with login email and API token (shape assumed) ¦ {A20} ¦ reamaze: 401 GET https://acme.reamaze.io/api/v1/conversations?filter=open — curl -u support@acme.io:{t} -H "Accept: application/json"
intrinio table ¦ a sqlite3 .mode column listing of API keys (the value printed bare) ¦ {b44} ¦ name        provider   api_key\n----------  ---------  --------------------------------------------\nprices-etl  intrinio   {t}\nfx-etl      oanda      (in vault)
guardian tsv ¦ a TSV export of feed sources (the value printed bare) ¦ {uuid} ¦ source\tendpoint\tkey\tactive\nguardian\thttps://content.guardianapis.com/search\t{t}\t1\nmediastack\thttp://api.mediastack.com/v1/news\t-\t0
zenoti values ¦ a Helm values file for the spa booking service ¦ {h64} ¦ # charts/booking/values-prod.yaml\nzenoti:\n  baseUrl: https://api.zenoti.com/v1\n  apiKey: {t}\n  centerId: 9a1e3f00-2b4c-4d6e-8f10-a2b3c4d5e6f7
payrix appsettings ¦ a .NET appsettings.Production.json with the key ¦ {h32} ¦ {\n  "Payrix": {\n    "BaseUrl": "https://api.payrix.com",\n    "ApiKey": "{t}",\n    "MerchantId": "t1_mer_5f2c9a"\n  },\n  "Logging": { "LogLevel": { "Default": "Warning" } }\n}
mediastack requests ¦ urllib3's DEBUG line for the request (the query string in it) ¦ {h32} ¦ DEBUG:urllib3.connectionpool:http://api.mediastack.com:80 "GET /v1/news?access_key={t}&keywords=flood&limit=50 HTTP/1.1" 200 1842
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    cases = [
        *v.table("vendor", "\n".join(rows[:third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
    # ``\t`` in a row is the tab a TSV export prints.
    return [_tabs(case) for case in cases]


def _tabs(case: Case) -> Case:
    import dataclasses

    return dataclasses.replace(case, text=case.text.replace("\\t", "\t"))
