"""Held-out set 74: more vendors no earlier set named, in the shapes they appear in (formats
remembered, not looked up; each name grepped for as in ``_heldout_secrets74_vendors.py``, none
matched): insurance cores, raters and insurtech APIs (Boost Insurance, Openly, Majesco,
Sapiens, Insurity, Kin Insurance, Zesty.ai, Kasko, PolicyBazaar, Coverfox, InsuranceDekho,
Riskonnect, QQCatalyst, NowCerts, Verisk, Betterview, EagleView), real estate and proptech
(Mashvisor, Zumper, PropertyGuru, Redfin, Roofstock, Qualia, Snapdocs, Innago, Hemlane,
AirDNA, Wheelhouse, Bayut, Homegate, Otodom, Sreality, Booli, Realtyna, iHomefinder,
SkySlope, Brokermint, 99acres, MagicBricks), legal tech and e-signature (Sertifi, Foxit eSign,
Certinal, eMudhra, SignDesk, RightSignature, DocHub, airSlate, Criipto, Evrotrust, Knackly,
Documate, Lawyaw, ContractPodAi, InfoTrack, Manupatra, eCourts) and government and open-data
portals (Eurostat, HM Land Registry, Zefix, Brasil.io, datos.gob.mx, Bhuvan, Parivahan, UMANG,
data.gov.au, PDOK).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
boost insurance ¦ Boost Insurance partner API, OAuth client secret in a .env ¦ {A48} ¦ BOOST_CLIENT_ID=acme-embedded-renters\nBOOST_CLIENT_SECRET={t}\nBOOST_API=https://api.sandbox.boostinsurance.io/auth/oauth2/token
openly toml ¦ Openly agent rating API key in a rater's config.toml ¦ {A40} ¦ [carriers.openly]\nenabled = true\nagency_code = "TX-44718"\napi_key = "{t}"
majesco xml ¦ Majesco policy admin integration user in a web.config ¦ {p} ¦ <add name="MajescoPAS" connectionString="Data Source=pas-sql01;Initial Catalog=PolicyAdmin;User ID=mj_integ;Password={t}" />
sapiens csharp ¦ Sapiens IDIT SOAP client credentials in C# ¦ {p} ¦ var client = new IditServiceClient();\nclient.ClientCredentials.UserName.UserName = "svc_claims";\nclient.ClientCredentials.UserName.Password = "{t}";
insurity hcl ¦ Insurity API secret in a Terraform variable default ¦ {A44} ¦ variable "insurity_api_secret" {\n  type    = string\n  default = "{t}"\n}
kin webhook ¦ Kin Insurance partner webhook signing secret printed by a worker ¦ whsec_{A32} ¦ [webhooks] verifying POST /hooks/kin policy.bound with secret={t} -> signature mismatch
zesty header ¦ Zesty.ai property risk API key header in a Go client ¦ {A40} ¦ req.Header.Set("x-api-key", "{t}")\nreq.Header.Set("Accept", "application/json") // zesty z-fire score
kasko ini ¦ Kasko embedded insurance secret key in an INI ¦ sk_live_{A32} ¦ [kasko]\npublishable_key = pk_live_4dF2q9Lm0Zc7\nsecret_key = {t}
policybazaar sdk ¦ PolicyBazaar partner API in a Java SDK exception ¦ {A32} ¦ com.acme.pb.PartnerApiException: 401 Unauthorized for POST /partner/v2/quote (apiKey={t}, partnerId=PB-88213)
coverfox curl ¦ Coverfox partner token header ¦ {h40} ¦ curl -H 'X-Partner-Token: {t}' https://partners.coverfox.com/api/v1/motor/quote -d @quote.json
insurancedekho env ¦ InsuranceDekho affiliate secret in docker-compose ¦ {A36} ¦ services:\n  quote-svc:\n    environment:\n      - INSURANCEDEKHO_AFFILIATE_ID=acme-1182\n      - INSURANCEDEKHO_SECRET={t}
riskonnect ps ¦ Riskonnect API password in a PowerShell script ¦ {p} ¦ $cred = New-Object PSCredential('api.claims@acme.com', (ConvertTo-SecureString '{t}' -AsPlainText -Force))\nInvoke-RestMethod -Uri $rkUri -Credential $cred
qqcatalyst ¦ QQCatalyst API password in a Python connector ¦ {p} ¦ qq = QQCatalystClient(username="agency_api", password="{t}", base_url="https://api.qqcatalyst.com/v1")
nowcerts json ¦ NowCerts API settings JSON ¦ {p} ¦ {\n  "NowCerts": {\n    "UserName": "ams.sync@acme-ins.com",\n    "Password": "{t}",\n    "ClientId": "ngAuthApp"\n  }\n}
verisk yaml ¦ Verisk ISO ClaimSearch client secret in a Kubernetes Secret ¦ {A40} ¦ apiVersion: v1\nkind: Secret\nstringData:\n  VERISK_CLIENT_ID: acme-claims-prod\n  VERISK_CLIENT_SECRET: {t}
betterview ¦ Betterview API token in an HTTP debug log ¦ {h48} ¦ DEBUG http: > GET /v2/properties/risk?address=12%20Elm%20St HTTP/1.1\nDEBUG http: > Authorization: Token {t}
eagleview ¦ EagleView client secret in a CSV export of integration settings ¦ {A40} ¦ integration,client_id,client_secret,env\neagleview,0oa8x1c2v3b4n5m6,{t},prod
mashvisor ¦ Mashvisor x-api-key in a Ruby script ¦ {h32} ¦ uri = URI('https://api.mashvisor.com/v1.1/client/city/investment/TX/Austin')\nreq = Net::HTTP::Get.new(uri, 'x-api-key' => '{t}')
zumper ¦ Zumper partner feed token in a query string ¦ {A32} ¦ GET /partners/v1/listings/feed?token={t}&format=xml HTTP/1.1\nHost: feeds.zumper.com
propertyguru ¦ PropertyGuru agent API client secret in a Kotlin constructor ¦ {A40} ¦ val client = PropertyGuruClient(clientId = "acme-sg-listings", clientSecret = "{t}", region = Region.SG)
redfin ¦ Redfin partner password in a netrc used by a scraper ¦ {p} ¦ machine partners.redfin.com\n  login data-team@acme.re\n  password {t}
roofstock ¦ Roofstock API key printed as a bare CSV column ¦ {A36} ¦ name,key,created\nroofstock-sync,{t},2026-11-02
qualia ¦ Qualia title API Basic password in a httpie call ¦ {p} ¦ $ http -a acme-title:{t} POST https://api.qualia.io/v1/orders file_number=TX-26-0912
snapdocs ¦ Snapdocs API key in a Jenkinsfile ¦ {A40} ¦ environment {\n    SNAPDOCS_API_KEY = '{t}'\n}\nstages { stage('sync closings') { steps { sh './sync.sh' } } }
innago ¦ Innago API key in a PHP config array ¦ {A32} ¦ return [\n    'innago' => ['key' => '{t}', 'portfolio' => 'acme-residential'],\n];
hemlane ¦ Hemlane webhook secret in Rails credentials printed with bin/rails credentials:show ¦ {h40} ¦ hemlane:\n  webhook_secret: {t}\nsecret_key_base: <redacted>
airdna ¦ AirDNA API bearer in a Postman environment export ¦ {A44} ¦ {"key": "airdna_token", "value": "{t}", "type": "secret", "enabled": true}
wheelhouse ¦ Wheelhouse pricing API key in an error ¦ {A32} ¦ WheelhouseError: listing 88213 not found (api_key={t})
bayut ¦ Bayut partner API key in a Swift call ¦ {A40} ¦ let bayut = BayutAPI(apiKey: "{t}", locale: "ar-AE")
homegate ¦ Homegate IDX upload FTP password in an upload log ¦ {p} ¦ lftp -u acme_idx,{t} ftp://ftp.homegate.ch -e "put idx.zip; bye"\nlftp: Login failed: 530 Login incorrect.
otodom ¦ Otodom OLX Group partner client secret in a curl token request ¦ {h40} ¦ curl -X POST https://www.otodom.pl/api/open/oauth/token -d 'grant_type=client_credentials&client_id=acme-biuro&client_secret={t}'
sreality ¦ Sreality import password in an XML-RPC call ¦ {p} ¦ <methodCall><methodName>login</methodName><params><param><value><int>41187</int></value></param><param><value><string>{t}</string></value></param></params></methodCall>
booli ¦ Booli API caller key in a query with its callerId ¦ {A32} ¦ https://api.booli.se/listings?q=Sodermalm&callerId=acme-maklare&time=1796649600&unique=8d1a&hash={t}
realtyna ¦ Realtyna MLS On The Fly client secret in wp-config.php ¦ {A40} ¦ define( 'REALTYNA_CLIENT_ID', 'acme-wp-1288' );\ndefine( 'REALTYNA_CLIENT_SECRET', '{t}' );
ihomefinder ¦ iHomefinder authentication token in a WordPress option dump ¦ {h32} ¦ $ wp option get ihf_authentication_token\n{t}
skyslope ¦ SkySlope API secret in a Node HMAC signer ¦ {A44} ¦ const sig = crypto.createHmac('sha256', '{t}').update(`${clientId}:${timestamp}`).digest('base64');
brokermint ¦ Brokermint API token in a query string logged by nginx ¦ {h40} ¦ 10.4.2.18 - - [07/Dec/2026:12:44:02 +0000] "GET /api/v1/transactions?api_key={t} HTTP/1.1" 401 27
99acres ¦ 99acres builder API password in a properties file ¦ {p} ¦ acres99.username=acme_builders\nacres99.password={t}
magicbricks ¦ MagicBricks lead API key as a bare value in a table ¦ {A32} ¦ | portal      | key                              |\n| magicbricks | {t} |
sertifi ¦ Sertifi API code in a SOAP envelope ¦ {uuid} ¦ <soap:Body><CreateSignatureRequest xmlns="http://apps.sertifi.net/"><apiCode>{t}</apiCode><fileName>lease.pdf</fileName></CreateSignatureRequest></soap:Body>
foxit esign ¦ Foxit eSign client secret in an OAuth form post ¦ {A40} ¦ POST https://na1.foxitesign.foxit.com/api/oauth2/access_token\nclient_id=acme-hr&client_secret={t}&grant_type=client_credentials&scope=read-write
certinal ¦ Certinal API key header ¦ {A36} ¦ X-Certinal-Api-Key: {t}\nX-Certinal-Org: acme-legal
emudhra ¦ eMudhra emSigner API key in a .NET appsettings ¦ {A32} ¦ "emSigner": { "Url": "https://emsigner.acme.in/api", "ApiKey": "{t}" }
signdesk ¦ SignDesk x-parse-rest-api-key in a curl ¦ {h32} ¦ curl -H 'x-parse-application-id: acme_esign' -H 'x-parse-rest-api-key: {t}' https://api.signdesk.in/api/sandbox/signer-initiate
rightsignature ¦ RightSignature private API token ¦ {A40} ¦ RightSignature::Client.new(private_api_token: '{t}').documents(state: 'pending')
dochub ¦ DocHub OAuth client secret in a Google Apps Script property ¦ {A40} ¦ PropertiesService.getScriptProperties().setProperty('DOCHUB_CLIENT_SECRET', '{t}');
airslate ¦ airSlate JWT private key line in a .env ¦ {b64} ¦ AIRSLATE_CLIENT_ID=9c2e1f7a-6b0d-4c3e-8a1f-2d7c9b0e4a56\nAIRSLATE_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA{t}\\n-----END RSA PRIVATE KEY-----"
criipto ¦ Criipto Verify client secret in an ASP.NET config ¦ {u44} ¦ "Criipto": { "Domain": "acme-test.criipto.id", "ClientId": "urn:my:application:identifier:4412", "ClientSecret": "{t}" }
evrotrust ¦ Evrotrust vendor API key in a sign request ¦ {h64} ¦ POST https://et.test.iteco.bg/vendor/document/sign\n{"vendorNumber":"AC1182","apiKey":"{t}","user":{"identificationNumber":"8801018112"}}
knackly ¦ Knackly API secret in an Airflow connection URI ¦ {A32} ¦ AIRFLOW_CONN_KNACKLY=http://acme-firm:{t}@api.knackly.io/https
documate ¦ Documate webhook secret in a Zapier step log ¦ {h40} ¦ Step 2 (Webhooks by Zapier): POST https://acme.documate.org/api/intake?secret={t} -> 403
lawyaw ¦ Lawyaw API token in a Python dict ¦ {A40} ¦ LAWYAW = {"base_url": "https://api.lawyaw.com/v1", "token": "{t}", "matter_sync": True}
contractpodai ¦ ContractPodAi API secret as a Helm value ¦ {A48} ¦ contractpodai:\n  tenant: acme\n  apiSecret: {t}
infotrack ¦ InfoTrack integration password in an ODBC-style connection string ¦ {p} ¦ Endpoint=https://api.infotrack.com.au/v2;Username=acme_conveyancing;Password={t};Retailer=AcmeLegal
manupatra ¦ Manupatra research login typed into a shell history ¦ {p} ¦ 311  ./manupatra-dl --user adv.rao@acme.law --password '{t}' --citation "2024 SCC OnLine SC 1182"
ecourts ¦ eCourts services captcha bypass token in a scraper's log ¦ {A40} ¦ [ecourts] POST /ecourtindia_v6/?p=casestatus/submitCaseNo app_token={t} -> "Invalid Request"
eurostat ¦ Eurostat SDMX mirror behind a proxy with a bearer ¦ {A40} ¦ sdmx.errors.HTTPError: 401 for https://sdmx.acme.eu/eurostat/data/prc_hicp_manr (Authorization: Bearer {t})
land registry ¦ HM Land Registry Business Gateway keystore password ¦ {p} ¦ hmlr.bg.keystore=/etc/hmlr/acme-bg.jks\nhmlr.bg.keystore.password={t}
zefix ¦ Zefix PublicREST Basic password in a httpie config ¦ {p} ¦ {"default_options": ["--auth=acme-ag:{t}", "--verify=no"]}
brasil io ¦ Brasil.io API token header ¦ {h40} ¦ $ curl -H "Authorization: Token {t}" 'https://api.brasil.io/v1/dataset/covid19/caso/data/?state=PR'
datos gob mx ¦ datos.gob.mx mirror API key in a Jupyter cell ¦ {A32} ¦ In [4]: API_KEY = "{t}"\nIn [5]: df = pd.read_json(f"https://api.acme.mx/datos/v1/conjuntos?key={API_KEY}")
bhuvan ¦ Bhuvan geoportal WMS token ¦ {h40} ¦ https://bhuvan-vec2.nrsc.gov.in/bhuvan/wms?service=WMS&request=GetMap&layers=lulc:TN_LULC50K_1516&token={t}
parivahan ¦ Parivahan vehicle API partner secret in a Spring config ¦ {A32} ¦ parivahan:\n  partner-id: ACME-LOGI-22\n  partner-secret: {t}
umang ¦ UMANG partner API key in a request header dump ¦ {A40} ¦ POST /umang/apisetu/dept/epfo/ws1/getpassbook\nx-api-key: {t}\ndeptid: 2
data gov au ¦ data.gov.au CKAN API key in a ckanapi call ¦ {uuid} ¦ $ ckanapi action package_update -r https://data.gov.au -a {t} id=acme-fire-stations
pdok ¦ PDOK Kadaster Locatieserver through a paid gateway key ¦ {h32} ¦ GET https://gateway.acme.nl/pdok/bzk/locatieserver/search/v3_1/free?q=Damrak%201&apikey={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    quarter = len(rows) // 4
    return [
        *v.table("vendor", "\n".join(rows[:quarter]), raises="context"),
        *v.table("vendor", "\n".join(rows[quarter : 2 * quarter]), raises="args"),
        *v.table("vendor", "\n".join(rows[2 * quarter : 3 * quarter]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[3 * quarter :]), raises="group"),
    ]
