"""Held-out set 65: more security and legal/compliance vendors no earlier set named, their
credential shapes remembered (not looked up, or looked up with no format found:
Intigriti, YesWeHack, Detectify and Recorded Future): SIEM and XDR, PAM, vulnerability
scanners and DAST, bug-bounty and threat-intel platforms, malware sandboxes, email security and DMARC, and
legal, privacy and GRC SaaS.

Each name was grepped for in every earlier ``*heldout*`` file (none matched): LogRhythm,
Securonix, Google SecOps (Chronicle), Cybereason, Hunters, Axonius,
Cortex XSOAR, Osirium, Fudo, Nessus, Invicti, Probely, Nexpose, Synack, Intigriti, YesWeHack,
Detectify, Immunefi, HackenProof, Recorded Future, ZoomEye, FullHunt, Criminal IP, Onyphe,
Netcraft, Joe Sandbox, MalwareBazaar and ThreatFox (abuse.ch Auth-Key), Darktrace, Ironscales,
Avanan, Vade, Valimail, dmarcian, EasyDMARC, Zivver, Hyperproof, LogicGate, Sprinto, Thoropass,
Termly, Osano, Didomi, Iubenda, Transcend, DataGrail, BigID, Workiva, NAVEX, Spellbook,
Luminance and LegalZoom. Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, Java properties,
PowerShell, Go, Rust, Ruby, PHP, C#, curl and httpie, headers, query strings, CSV printed bare,
SDK exceptions, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
logrhythm token ¦ LogRhythm SIEM API bearer token in a PowerShell module config, as remembered ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u140}.{u86} ¦ PS> $LrtConfig.LogRhythm.ApiKey = '{t}'\nPS> Get-LrAlarms -Count 5\nInvoke-RestMethod : {"statusCode":401,"message":"Authorization has been denied"}
securonix token ¦ Securonix SNYPR /ws/token/generate response, as remembered ¦ {uuid} ¦ $ curl -s -H "username: soar_svc" -H "password: …" -H "validity: 365" https://acme.securonix.net/Snypr/ws/token/generate\n{t}
secops ingestion ¦ Google SecOps (Chronicle) ingestion API key in a forwarder config, as remembered ¦ AIza{u35} ¦ collectors:\n  - syslog:\n      common:\n        data_type: PAN_FIREWALL\n        batch_n_bytes: 1048576\n      secret_key: {t}
cybereason props ¦ Cybereason connector .properties with the console password, as remembered ¦ {p} ¦ cybereason.server=acme.cybereason.net\ncybereason.port=443\ncybereason.username=api_svc@acme.io\ncybereason.password={t}
hunters hcl ¦ Hunters data source in HCL with a client secret, as remembered ¦ {A40} ¦ resource "hunters_data_source" "okta" {\n  type          = "okta"\n  client_id     = "0oa7x1k2d9QzH4vB5d7"\n  client_secret = "{t}"\n}
axonius headers ¦ Axonius REST api-key and api-secret headers, as remembered ¦ {u43} ¦ > GET /api/devices?page[limit]=1 HTTP/1.1\n> api-key: 3y9Jq2LtB6rVw8Nc0Hd5Ks7Pm1Xf4Za2Ue6Gi9Ob3Cq\n> api-secret: {t}\n< HTTP/1.1 401 UNAUTHORIZED
xsoar headers ¦ Cortex XSOAR/XSIAM API key with x-xdr-auth-id, as remembered ¦ {A128} ¦ requests.post("https://api-acme.xdr.us.paloaltonetworks.com/public_api/v1/incidents/get_incidents", headers={"x-xdr-auth-id": "7", "Authorization": "{t}"})\nHTTPError: 401 Client Error
osirium yaml ¦ Osirium PAM API client in YAML, as remembered ¦ {h40} ¦ osirium:\n  url: https://pam.acme.local/api/v1\n  client: rotation-bot\n  secret: {t}
fudo ps ¦ Fudo PAM API key in a PowerShell call, as remembered ¦ {A32} ¦ PS> Invoke-RestMethod https://fudo.acme.local/api/v2/session -Headers @{ Authorization = "{t}" }\nInvoke-RestMethod : {"errors":"Invalid API key"}
nessus xapikeys ¦ Nessus X-ApiKeys header accessKey and secretKey, as remembered ¦ {h64} ¦ curl -k -H "X-ApiKeys: accessKey=2b8e6d9f1c4a7e30b5d2f8a1c6e9b3d07f4a2c8e1b5d9f3a6c0e7b4d1f8a2c5e9; secretKey={t}" https://nessus.acme.local:8834/scans\n{"error":"Invalid Credentials"}
nessus py ¦ a Nessus REST client in Python, as remembered ¦ {h64} ¦ client = NessusClient(url="https://10.0.0.5:8834", access_key="2b8e6d9f1c4a", secret_key="{t}")
invicti csv ¦ Invicti (Netsparker) API user id and token in a CSV printed bare, as remembered ¦ {b44} ¦ name,user_id,api_token\ninvicti-ci,8f3d2a1b6c9e4f70a5b1d2c3e4f5a6b7,{t}
probely toml ¦ Probely API token in a scanner's TOML config, as remembered ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u60}.{u43} ¦ [probely]\nbase_url = "https://api.probely.com"\napi_token = "{t}"\ntarget_id = "3kLx9Qf2Rm"
nexpose basic ¦ Nexpose console basic auth in a Ruby gem call, as remembered ¦ {p} ¦ nsc = Nexpose::Connection.new('nexpose.acme.local', 'nxadmin', '{t}', 3780)\nnsc.login\nNexpose::AuthenticationFailed: Login Failed
synack xml ¦ Synack client API token in an XML config, as remembered ¦ {A64} ¦ <synack>\n  <endpoint>https://client.synack.com/api</endpoint>\n  <apiToken>{t}</apiToken>\n</synack>
intigriti pat ¦ Intigriti researcher API personal access token, as remembered (search gave no format) ¦ {h64} ¦ $ export INTIGRITI_TOKEN={t}\n$ curl -H "Authorization: Bearer $INTIGRITI_TOKEN" https://api.intigriti.com/external/researcher/v1/programs
yeswehack header ¦ YesWeHack API X-AUTH-TOKEN header, as remembered (search gave no format) ¦ {h80} ¦ 2026-12-07 05:21:44 DEBUG httpx: GET https://api.yeswehack.com/programs headers={'X-AUTH-TOKEN': '{t}', 'Accept': 'application/json'}
detectify key ¦ Detectify API key X-Detectify-Key, as remembered (search gave no format) ¦ {h32} ¦ $ http GET https://api.detectify.com/rest/v2/domains/ X-Detectify-Key:{t}\nHTTP/1.1 401 Unauthorized
immunefi env ¦ Immunefi dashboard API key in .env, as remembered ¦ imf_{A40} ¦ IMMUNEFI_API_KEY={t}\nIMMUNEFI_PROGRAM=acme-bridge
hackenproof rust ¦ HackenProof API token in a Rust client, as remembered ¦ {A48} ¦ let client = HackenProof::new("{t}");\nthread 'main' panicked at src/main.rs:14:52: called `Result::unwrap()` on an `Err` value: Unauthorized
recordedfuture header ¦ Recorded Future Connect API X-RFToken header, as remembered (search gave no format) ¦ {h32} ¦ 05:22:07.412 DEBUG rf.client - GET https://api.recordedfuture.com/v2/ip/193.233.20.31?fields=risk X-RFToken={t} -> 401
zoomeye key ¦ ZoomEye API-KEY header with a UUID-shaped key, as remembered ¦ {uuid} ¦ > GET /host/search?query=app%3A%22Fortinet%22 HTTP/1.1\n> Host: api.zoomeye.ai\n> API-KEY: {t}\n< HTTP/1.1 401
fullhunt go ¦ FullHunt X-API-KEY in a Go client, as remembered ¦ {uuid} ¦ req.Header.Set("X-API-KEY", "{t}")\n2026/12/07 05:22:18 fullhunt: GET /api/v1/domain/acme.ge/subdomains: 401 Unauthorized
criminalip php ¦ Criminal IP x-api-key in PHP, as remembered ¦ {A60} ¦ $ch = curl_init("https://api.criminalip.io/v1/asset/ip/report?ip=5.42.92.1");\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ["x-api-key: {t}"]);
onyphe bearer ¦ Onyphe API key as "bearer" in Python, as remembered ¦ {h40} ¦ r = requests.get("https://www.onyphe.io/api/v2/simple/datascan/85.117.235.4", headers={"Authorization": "bearer {t}"})\n>>> r.json()\n{'error': 3, 'text': 'Invalid API key'}
netcraft takedown ¦ Netcraft takedown API key in a CI step, as remembered ¦ {A40} ¦ - name: Report phishing lookalike\n  run: curl -X POST -H "Authorization: Bearer {t}" https://takedown.netcraft.com/api/v1/report/urls -d @lookalikes.json
joesandbox apikey ¦ Joe Sandbox apikey form field, 64 hex, as remembered ¦ {h64} ¦ $ jbxapi submit --apikey {t} --accept-tac invoice.xlsm\njbxapi.InvalidApiKeyError: Invalid API key
abusech authkey ¦ abuse.ch MalwareBazaar / ThreatFox Auth-Key header, as remembered ¦ {h48} ¦ $ curl -X POST -H "Auth-Key: {t}" -d 'query=get_recent&selector=time' https://mb-api.abuse.ch/api/v1/\n{"query_status": "unknown_auth_key"}
darktrace private ¦ Darktrace API private token used to sign DTAPI-Signature, as remembered ¦ {h40} ¦ DARKTRACE_HOST=https://dt-8120-01.acme.local\nDARKTRACE_PUBLIC_TOKEN=4c1f0e9a-8b2d-47e6-9a35-d1c7b0e2f4a6\nDARKTRACE_PRIVATE_TOKEN={t}
ironscales jwt ¦ Ironscales API key exchanged for a JWT, as remembered ¦ {A32} ¦ POST https://appapi.ironscales.com/appapi/get-token/\n{"key": "{t}", "scopes": ["company.all"]}\n<- 401 {"detail":"Invalid key"}
avanan secret ¦ Avanan (Check Point Harmony Email) client secret in a SOAR instance export, as remembered ¦ {A40} ¦ {"brand": "Avanan", "params": {"client_id": "f7d21c8e", "client_secret": "{t}", "region": "eu"}}
vade csharp ¦ Vade API key in C#, as remembered ¦ {A36} ¦ var client = new VadeClient(new Uri("https://api.vadesecure.com"), apiKey: "{t}");\nUnhandled exception. Vade.Api.UnauthorizedException: 401
valimail env ¦ Valimail API token in a DNS automation .env, as remembered ¦ {A40} ¦ VALIMAIL_API_TOKEN={t}\nVALIMAIL_DOMAIN=acme.ge
dmarcian query ¦ dmarcian API token in a query string, as remembered ¦ {h40} ¦ WARN fetch_reports: GET https://api.dmarcian.com/v1/domains/acme.am/reports?token={t} returned 403
easydmarc header ¦ EasyDMARC API key header, as remembered ¦ {A32} ¦ Authorization: Bearer {t}\nX-Account-Id: 77310
zivver smtp ¦ Zivver SMTP relay password in a Postfix sasl_passwd, as remembered ¦ {p} ¦ $ sudo cat /etc/postfix/sasl_passwd\n[smtp.zivver.com]:587 relay@acme-legal.nl:{t}
hyperproof oauth ¦ Hyperproof client id and secret, as remembered ¦ {A48} ¦ HYPERPROOF_CLIENT_ID=hp_ci_71c2\nHYPERPROOF_CLIENT_SECRET={t}
logicgate bearer ¦ LogicGate Risk Cloud API bearer in a httpie call, as remembered ¦ {b40} ¦ $ http GET https://acme.logicgate.com/api/v1/records Authorization:"Bearer {t}"\nHTTP/1.1 401
sprinto yaml ¦ Sprinto integration token in a YAML file, as remembered ¦ {A40} ¦ sprinto:\n  workspace: acme\n  api_token: {t}
thoropass key ¦ Thoropass API key in a Node SDK call, as remembered ¦ {A40} ¦ const tp = new Thoropass({ apiKey: '{t}' });\nError: Request failed with status code 401
termly secret ¦ Termly API secret in a Rails credentials dump, as remembered ¦ {h64} ¦ termly:\n  public_key: 2c8e4d1a-7b9f-4e30-a1c5-d6f2b8e9a047\n  secret_key: {t}
osano secret ¦ Osano API secret in a Terraform variable, as remembered ¦ {A48} ¦ variable "osano_api_secret" {\n  default = "{t}"\n}
didomi secret ¦ Didomi API key and secret pair, as remembered ¦ {A40} ¦ $ curl -X POST https://api.didomi.io/v1/sessions -d '{"type":"api-key","key":"8f2c…","secret":"{t}"}'\n{"message":"Invalid credentials"}
iubenda private ¦ iubenda Consent Database private API key in PHP, as remembered ¦ {A32} ¦ $headers = ['ApiKey: {t}', 'Content-Type: application/json'];\n// POST https://consent.iubenda.com/consent -> 401
transcend key ¦ Transcend API key in a CLI invocation, as remembered ¦ {h64} ¦ $ transcend request upload --auth={t} --file=./dsr.csv\nError: 401 Unauthorized
datagrail env ¦ DataGrail agent API key in a docker env file, as remembered ¦ {A40} ¦ DATAGRAIL_AGENT_API_KEY={t}\nDATAGRAIL_AGENT_CUSTOMER=acme
bigid token ¦ BigID refresh token returned by /api/v1/refresh-access-token, as remembered ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u70}.{u43} ¦ {"success":true,"systemToken":"{t}","message":"token refreshed"}
workiva client ¦ Workiva OAuth client secret in a properties file, as remembered ¦ {A40} ¦ workiva.api.url=https://api.app.wdesk.com\nworkiva.client.id=7ef1c0b2\nworkiva.client.secret={t}
navex sftp ¦ NAVEX EthicsPoint SFTP export password in an ETL YAML, as remembered ¦ {p} ¦ navex_export:\n  host: sftp.navexglobal.com\n  username: acme_hr\n  password: "{t}"
spellbook key ¦ Spellbook contract-review add-in API key in settings.json, as remembered ¦ sk_live_{A32} ¦ {"spellbook.apiKey": "{t}", "spellbook.region": "us"}
luminance token ¦ Luminance API token in a document-sync log, as remembered ¦ {A40} ¦ [2026-12-07 05:23:11] ERROR sync.luminance: upload of NDA_Acme_Tbilisi.docx failed: 401 for token={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
