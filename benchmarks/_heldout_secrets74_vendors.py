"""Held-out set 74: vendors no earlier set named, each looked up with the ``search`` tool —
e-signature and document generation, real estate and proptech data APIs, and government and
open-data portals.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
DocuSign, HelloSign, Dropbox Sign, PandaDoc, SignNow, SignRequest, Yousign, OneSpan, Signeasy,
BoldSign, Documenso, DocuSeal, SignWell, eversign, Skribble, Scrive, Oneflow, Penneo,
GetAccept, ValidSign, OpenSign, Legalesign, Signable, Dokobit, Signicat, Zillow, Bridge
Interactive, RentCast, ATTOM, Estated, Reapit, Buildium, AppFolio, Yardi, Entrata, RealPage,
SimplyRETS, Trestle, HouseCanary, Regrid, Matterport, Follow Up Boss, kvCORE, BoomTown,
Rightmove, Zoopla, Socrata, CKAN, Companies House, HMRC, GOV.UK Notify, Census, OpenFEC,
Congress.gov, api.data.gov, data.gov.in, API Setu, Aadhaar, Channex, Guidewire, Socotra).

Looked up with the ``search`` tool (25 searches; 18 pages gave the format or where the key
goes, the source of each is named per case): ZapSign (an API token in the ``Authorization``
header, a static token or a JWT; docs.zapsign.com.br), Clicksign (``?access_token=`` on
``sandbox.clicksign.com/api/v1`` and ``Authorization: Bearer`` on v3; developers.clicksign.com),
D4Sign (``secure.d4sign.com.br/api/v1`` and the sandbox; docapi.d4sign.com.br; the
``tokenAPI``/``cryptKey`` pair and their ``live_`` prefixes remembered), Docmosis Cloud (a
62-character access key; nango.dev and metorial.com pages), Carbone (test keys
``test_eyJ...`` in ``Authorization: Bearer`` with ``carbone-version``; carbone.io), Repliers
(``REPLIERS-API-KEY`` header; docs.repliers.io), Banxico SIE (a 64-hex query token, the
``Bmx-Token`` header remembered; CRAN siebanxicor, packagist xint0/banxico-php), Portal da
Transparência (a personal token from a gov.br account; the ``chave-api-dados`` header
remembered; github guizsantos/portaldatransparencia), Kadaster BAG API (``X-Api-Key``; the
open-formulieren docs; the ``l7xx`` key shape remembered), LINZ Data Service (a 32-hex key in
the WFS path; a GDAL debug gist), Nomis (a uid starting ``0x``; glama.ai nomis-mcp), idealista
(OAuth2 client credentials, ``IDEALISTA_API_KEY``/``IDEALISTA_API_SECRET``; skills.sh),
ImmoScout24 (OAuth 1.0 consumer key and secret; api.immobilienscout24.de), Domain (Australia;
client id and secret in ``client_credentials.yaml``; github andycasey/domain), Propexo (bearer
keys, ``api.sandbox.propexo.com``; docs.propexo.com), BatchData (server-side and sandbox API
tokens; nango.dev), PriceLabs (a Customer API key and ``X-INTEGRATION-TOKEN``;
help.pricelabs.co) and Surepass (a client id and an RSA private key for encrypted KYC calls;
share.apidog.com). Acrobat Sign's page said where integration keys live, not their shape
(remembered). Signaturit, Autentique, Datafiniti, MLS Grid, Rentometer, Indian Kanoon and
Statistics Canada gave no format page; their shapes are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
zapsign curl ¦ ZapSign API token in the Authorization header (search: docs.zapsign.com.br getting-started) ¦ {uuid} ¦ $ curl -s https://api.zapsign.com.br/api/v1/docs/ -H "Authorization: Bearer {t}" -H "Content-Type: application/json" -d '{"name":"Contrato de locação 2026-118","url_pdf":"https://files.acme.com.br/c118.pdf"}'\n{"detail":"Token inválido."}
zapsign python ¦ ZapSign static token in a Python integration ¦ {uuid} ¦ ZAPSIGN_API_TOKEN = "{t}"\nresp = requests.post(f"{BASE}/api/v1/models/create-doc/", headers={"Authorization": f"Bearer {ZAPSIGN_API_TOKEN}"}, json=payload)
clicksign v1 query ¦ Clicksign v1 access_token query parameter (search: developers.clicksign.com primeiros-passos) ¦ {uuid} ¦ I, [2026-12-07T12:31:04 #8121]  INFO -- : POST https://sandbox.clicksign.com/api/v1/lists?access_token={t} -> 401 {"errors":["Access Token inválido"]}
clicksign v3 bearer ¦ Clicksign v3 envelopes with a Bearer token ¦ {uuid} ¦ <?php\n$ch = curl_init('https://app.clicksign.com/api/v3/envelopes');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bearer {t}', 'Content-Type: application/vnd.api+json']);
d4sign query ¦ D4Sign tokenAPI and cryptKey in the query (search: docapi.d4sign.com.br; prefixes remembered) ¦ live_crypt_{A32} ¦ GET https://secure.d4sign.com.br/api/v1/documents?tokenAPI=live_a91f0c…&cryptKey={t}\n< HTTP/1.1 401 Unauthorized\n{"message":"Invalid key."}
d4sign env ¦ D4Sign sandbox token in a .env ¦ live_{h64} ¦ D4SIGN_URL=https://sandbox.d4sign.com.br/api/v1\nD4SIGN_TOKEN_API={t}\nD4SIGN_SAFE_UUID=5d0c2a7e-0b1f-4c53-9e0a-7f6b3c2d1e40
docmosis render ¦ Docmosis Cloud render API, a 62-character accessKey (search: metorial.com docmosis) ¦ {A62} ¦ r = requests.post("https://us1.dws4.docmosis.com/api/render", data={"accessKey": "{t}", "templateName": "lease/addendum.docx", "outputName": "addendum.pdf"})\n# {"succeeded":false,"shortMsg":"Access Denied"}
docmosis yaml ¦ Docmosis access key in a Spring Boot application.yml ¦ {A62} ¦ docmosis:\n  endpoint: https://eu1.dws4.docmosis.com/api/\n  access-key: {t}\n  template-folder: claims
carbone test export ¦ Carbone test key in Authorization: Bearer with carbone-version (search: carbone.io quickstart) ¦ test_eyJhbGciOiJFUzUxMiIsInR5cCI6IkpXVCJ9.{u96}.{u60} ¦ export CARBONE_API_TOKEN="{t}"\ncurl --request POST 'https://api.carbone.io/template' --header 'carbone-version: 5' --header "Authorization: Bearer ${CARBONE_API_TOKEN}" --form 'template=@policy-schedule.docx'
carbone node ¦ carbone-sdk constructor with a production key ¦ eyJhbGciOiJFUzUxMiIsInR5cCI6IkpXVCJ9.{u88}.{u64} ¦ const carboneSDK = require('carbone-sdk')('{t}');\ncarboneSDK.render('./templates/claim-letter.odt', body, (err) => console.error(err));\n// Error: 401 Unauthorized - Invalid token
repliers header ¦ Repliers REPLIERS-API-KEY header (search: docs.repliers.io authentication) ¦ {A30} ¦ curl --request GET --url 'https://api.repliers.io/listings?city=Toronto&status=A' --header 'REPLIERS-API-KEY: {t}' --header 'content-type: application/json'
repliers js ¦ Repliers key in a Next.js server config ¦ {A30} ¦ // next.config.js\nmodule.exports = { env: { REPLIERS_API_KEY: '{t}', MAP_STYLE: 'streets-v12' } };
banxico r ¦ Banxico SIE token, 64 hex, set with setToken (search: CRAN siebanxicor) ¦ {h64} ¦ > library(siebanxicor)\n> setToken("{t}")\n> getSeriesData(c("SF43718", "SF60653"), startDate = "2026-11-01")\nError: HTTP 401 - Token inválido
banxico header ¦ Banxico SIE REST, the Bmx-Token header (header name remembered) ¦ {h64} ¦ GET /SieAPIRest/service/v1/series/SF43718/datos/oportuno HTTP/1.1\nHost: www.banxico.org.mx\nBmx-Token: {t}\nAccept: application/json
transparencia header ¦ Portal da Transparência, chave-api-dados (search: github portaldatransparencia; header remembered) ¦ {h32} ¦ $ http GET 'https://api.portaldatransparencia.gov.br/api-de-dados/contratos?codigoOrgao=26000&pagina=1' chave-api-dados:{t}\nHTTP/1.1 401\n{"mensagem":"Chave de API inválida"}
transparencia env ¦ Portal da Transparência token in a .env ¦ {h32} ¦ TRANSPARENCY_API_KEY={t}\nTRANSPARENCY_RATE_LIMIT=90
kadaster bag ¦ Kadaster BAG API individuele bevragingen, X-Api-Key (search: open-formulieren bag.rst; l7xx shape remembered) ¦ l7xx{h32} ¦ $ curl -s -H 'X-Api-Key: {t}' -H 'Accept-Crs: epsg:28992' 'https://api.bag.kadaster.nl/lvbag/individuelebevragingen/v2/adressen?postcode=2631CR&huisnummer=15'\n{"status":401,"title":"Niet geautoriseerd"}
kadaster openforms ¦ Kadaster key as Open Forms service config in a fixture ¦ l7xx{h32} ¦ - model: zgw_consumers.service\n  fields:\n    label: BAG (Kadaster)\n    api_root: https://api.bag.kadaster.nl/lvbag/individuelebevragingen/v2/\n    header_key: X-Api-Key\n    header_value: {t}
linz wfs ¦ LINZ Data Service key in the WFS path (search: GDAL debug gist wfs.data.linz.govt.nz) ¦ {h32} ¦ ERROR 1: HTTP error code : 403\nogrinfo WFS:'https://data.linz.govt.nz/services;key={t}/wfs/layer-50772' -so\nFAILURE: Unable to open datasource
linz qgis ¦ LINZ key in a QGIS connection export (qgis connections XML) ¦ {h32} ¦ <qgsWfsConnections version="1.0">\n  <wfs name="LDS parcels" url="https://data.linz.govt.nz/services;key={t}/wfs" version="2.0.0"/>\n</qgsWfsConnections>
nomis uid ¦ Nomis API uid starting 0x (search: glama.ai nomis-mcp) ¦ 0x{h40} ¦ GET https://www.nomisweb.co.uk/api/v01/dataset/NM_1_1.data.csv?geography=TYPE499&measures=20100&uid={t}\n-> 403 Forbidden
nomis renviron ¦ Nomis key in ~/.Renviron for nomisr ¦ 0x{h40} ¦ # ~/.Renviron\nNOMIS_API_KEY={t}
idealista env ¦ idealista OAuth2 client credentials (search: skills.sh idealista) ¦ {A16} ¦ export IDEALISTA_API_KEY="b3vq9x7m2k1c8z4r0t6y5w2p1n3s7d9f"\nexport IDEALISTA_API_SECRET="{t}"\npython3 -m idealista_cli search --center "40.4168,-3.7038" --distance 3000
idealista basic ¦ idealista token request, Basic of apikey:secret ¦ {b48} ¦ POST https://api.idealista.com/oauth/token\nAuthorization: Basic {t}\nContent-Type: application/x-www-form-urlencoded;charset=UTF-8\n\ngrant_type=client_credentials&scope=read
immoscout oauth1 ¦ ImmoScout24 OAuth 1.0 consumer secret (search: api.immobilienscout24.de get-started) ¦ {A16} ¦ from requests_oauthlib import OAuth1Session\nis24 = OAuth1Session("AcmeMaklerKey", client_secret="{t}", resource_owner_key=token, resource_owner_secret=token_secret)
immoscout props ¦ ImmoScout24 client secret in a Java properties file ¦ {A16} ¦ is24.consumer.key=AcmeMaklerKey\nis24.consumer.secret={t}\nis24.sandbox=true
domain yaml ¦ Domain (Australia) client_credentials.yaml (search: github andycasey/domain) ¦ secret_{h32} ¦ - client_id: client_7c1e0a9f3b2d4e58a6f1c0b9d8e7a6f5\n  client_secret: {t}\n  package_and_plan: PropertyAndLocationInnovationPlan
propexo bearer ¦ Propexo sandbox bearer key (search: docs.propexo.com onboarding) ¦ {A48} ¦ GET https://api.sandbox.propexo.com/v1/residents?integration_id=int_7Y2k HTTP/1.1\nAuthorization: Bearer {t}\n← 401 {"error":"invalid api key"}
propexo ts ¦ Propexo key in a TypeScript client ¦ {A48} ¦ const propexo = new PropexoClient({ environment: 'production', apiKey: '{t}' });
batchdata token ¦ BatchData server-side token (search: nango.dev batchdata connect) ¦ {A40} ¦ curl -X POST https://api.batchdata.com/api/v1/property/search -H 'Authorization: Bearer {t}' -d '{"searchCriteria":{"query":"Phoenix, AZ"}}'
batchdata sandbox ¦ BatchData sandbox API token in a .env ¦ {A40} ¦ BATCHDATA_SANDBOX_TOKEN={t}
pricelabs customer ¦ PriceLabs Customer API key (search: help.pricelabs.co customer API) ¦ {A40} ¦ GET https://api.pricelabs.co/v1/listings?pms=hostaway\nX-API-Key: {t}\n→ 401 {"error":"Invalid API key"}
pricelabs integration ¦ PriceLabs IAPI X-INTEGRATION-TOKEN ¦ {h40} ¦ headers = {"X-INTEGRATION-NAME": "acme_pms", "X-INTEGRATION-TOKEN": "{t}"}\nrequests.post(f"{IAPI}/integration/api/v1/listings", headers=headers, json=batch)
surepass pem ¦ Surepass encrypted KYC, client private key PEM body (search: share.apidog.com surepass security) ¦ {b64} ¦ $ cat client-private-key.pem\n-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC{t}\n-----END PRIVATE KEY-----
surepass bearer ¦ Surepass KYC bearer JWT (shape remembered) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u43} ¦ curl -X POST https://kyc-api.surepass.app/api/v1/pan/pan -H 'Authorization: Bearer {t}' -d '{"id_number":"ABCDE1234F"}'
acrobat sign key ¦ Acrobat Sign integration key (search: helpx.adobe.com integration keys; shape remembered) ¦ 3AAABLblqZhB{u60} ¦ curl -H "Authorization: Bearer {t}" https://api.na4.adobesign.com/api/rest/v6/agreements?pageSize=20\n{"code":"INVALID_ACCESS_TOKEN","message":"Access token provided is invalid or has expired"}
signaturit env ¦ Signaturit access token (search found no format page; remembered) ¦ {A86} ¦ SIGNATURIT_ACCESS_TOKEN={t}\nSIGNATURIT_SANDBOX=true
autentique graphql ¦ Autentique GraphQL bearer (search found no format page; remembered) ¦ {h64} ¦ curl https://api.autentique.com.br/v2/graphql -H "Authorization: Bearer {t}" -F operations='{"query":"mutation CreateDocumentMutation(...)"}'
datafiniti ¦ Datafiniti property data token (no format page; remembered) ¦ {l32} ¦ POST https://api.datafiniti.co/v4/properties/search\nAuthorization: Bearer {t}\n{"query":"country:US AND province:TX","num_records":10}
mlsgrid ¦ MLS Grid replication bearer token (no format page; remembered) ¦ {h40} ¦ 2026-12-07 12:40:11 WARN replicate: GET https://api.mlsgrid.com/v2/Property?$filter=OriginatingSystemName eq 'actris' failed 401; header was Authorization: Bearer {t}
rentometer ¦ Rentometer summary API key (no format page; remembered) ¦ {A32} ¦ https://www.rentometer.com/api/v1/summary?api_key={t}&address=1600%20Main%20St%2C%20Austin&bedrooms=2
indian kanoon ¦ Indian Kanoon API token header (no format page; remembered) ¦ {h40} ¦ requests.post("https://api.indiankanoon.org/search/?formInput=section%20138%20NI%20Act", headers={"Authorization": "Token {t}"})
statcan ¦ Statistics Canada WDS via a proxy with an API key (no format page; remembered) ¦ {u40} ¦ [wds-proxy] upstream getDataFromVectorsAndLatestNPeriods failed: 403 (x-api-key={t})
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
