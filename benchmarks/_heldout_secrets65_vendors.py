"""Held-out set 65: vendors no earlier set named, each looked up with the ``search`` tool —
bug-bounty platforms, threat-intel and attack-surface search engines, malware sandboxes, EDR,
SIEM, email security, vulnerability scanners and DAST, and compliance SaaS.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``*heldout*`` files before it was chosen (none matched; these did and were dropped: Sumo
Logic, Graylog, QRadar, Panther, Cribl, Devo, CrowdStrike, SentinelOne, Sophos, Huntress,
Tanium, Wazuh, Senhasegura, Tenable, Qualys, Rapid7, Snyk, Acunetix, VirusTotal, Shodan,
Censys, GreyNoise, AbuseIPDB, URLScan, MISP, OpenCTI, SecurityTrails, Abnormal, Clio,
Ironclad, Vanta, Relativity, Everlaw, Juro, Filevine, MyCase, PracticePanther, Smokeball,
Logikcull, Coralogix, Kenna, Orca, Wiz, Lacework, Tines, Torq, GitGuardian, Veracode,
Nightfall, Docusign, PandaDoc, Usercentrics, Securiti, TrustArc and ComplyAdvantage).

Looked up with the ``search`` tool (corpus ``docs``; 26 vendors searched, 20 pages gave the
shape of the credential or where it goes, Greenbone's and Sublime Security's pages only named
the tool or the key page (their flags and formats here are remembered), and two more
vendors' pages came back in those answers): HackerOne (API token as the Basic password, ``curl -u "user:token"``; the
``identifier@program:token`` file of ``sam-github/h1``), Bugcrowd (an ``Authorization`` header
value shown once), Pentest-Tools.com (``Authorization: Bearer``), Pulsedive (``key`` query
parameter of ``/api/info.php``, ``pulsedive.Pulsedive('<API KEY>')``), AlienVault OTX (an
OTX Key from Settings), Hybrid Analysis / Falcon Sandbox (``HYBRID_ANALYSIS_API_KEY``, a
64-character lower alphanumeric key in ``falcon.ini``), Mimecast API 2.0 (Client ID and
Client Secret, client credentials), Drata (a Public API key sent as Bearer), Netlas
(``netlas host -a KEY``, ``netlas.Netlas(api_key=...)``), LimaCharlie (``limacharlie auth login
--oid --api-key``, a ``Manager`` with OID and secret API key), BinaryEdge
(``BINARYEDGE_API_KEY``, ``BinaryEdge::API.new``), Intezer (``api.set_global_api``,
``INTEZER_ANALYZE_API_KEY``), Proofpoint TAP (service principal and secret,
``TAPClient(sp, api_key)``), Greenbone (``gvm-cli`` over GMP), Secureframe (``Authorization:
<API_KEY> <SECRET>``), OneTrust (``/api/access/v1/oauth/token`` with client credentials),
VMware Carbon Black Cloud (``X-Auth-Token: SECRET/API_ID``), Exabeam (key and secret traded at
``api.us-west.exabeam.cloud/oauth/token``), StackHawk (``hawk.xxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxx``,
``HAWK_API_KEY``), ThreatConnect (Access ID and Secret Key, HMAC ``TC`` signatures, tcex's
``api_secret_key``), Sublime Security (platform API keys shown once), Checkmarx (``client_secret``
in the SDK's ``config.ini``), LeakIX (a 48-character API key) and Vulners
(``vulners.VulnersApi(api_key=...)``). Intigriti, Detectify, YesWeHack and Recorded Future
gave no format page; they are in ``_heldout_secrets65_vendors2.py`` as remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
hackerone curl basic ¦ HackerOne Hacker API, username and API token as Basic credentials (search: api.hackerone.com getting-started-hacker-api) ¦ {b44} ¦ $ curl "https://api.hackerone.com/v1/hackers/programs?page%5Bsize%5D=100" -u "kiri_sec:{t}"\n{"errors":[{"status":401,"title":"Unauthorized"}]}
hackerone token file ¦ HackerOne triage tool's .token file, identifier@program:token (search: github sam-github/h1) ¦ {b44} ¦ $ cat .token\nat-kiri-sec@nodejs-ecosystem:{t}
bugcrowd header ¦ Bugcrowd Hacker API, the Authorization header value shown once (search: docs.bugcrowd.com hacker-api authentication) ¦ {A40} ¦ GET /programs?fields[program]=code,name HTTP/1.1\nHost: api.bugcrowd.com\nAccept: application/vnd.bugcrowd.v4+json\nAuthorization: Token kiri:{t}\n\nHTTP/1.1 401 Unauthorized
pentesttools py ¦ Pentest-Tools.com API v2, Bearer API key (search: pentest-tools.com docs api-reference authentication) ¦ {A43} ¦ Traceback (most recent call last):\n  File "scan_targets.py", line 9, in <module>\n    headers={"Authorization": "Bearer {t}"},\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://app.pentest-tools.com/api/v2/targets
pulsedive query ¦ Pulsedive /api/info.php with the key query parameter (search: rubydoc mihari PulseDive client) ¦ {h64} ¦ I, [2026-12-07T05:20:11 #4411]  INFO -- : GET https://pulsedive.com/api/info.php?indicator=ns1.evil-cdn.top&key={t} -> 429 Too Many Requests
pulsedive ctor ¦ pulsedive-py client constructed with the API key (search: pypi pulsedive) ¦ {h64} ¦ >>> pud = pulsedive.Pulsedive('{t}')\n>>> pud.indicator(value='185.220.101.4')\npulsedive.exceptions.PulsediveException: API key invalid.
otx header ¦ AlienVault OTX DirectConnect API, X-OTX-API-KEY header with the OTX Key (search: docs.n8n.io credentials alienvault) ¦ {h64} ¦ > GET /api/v1/indicators/IPv4/45.155.205.233/general HTTP/2\n> Host: otx.alienvault.com\n> X-OTX-API-KEY: {t}\n< HTTP/2 403
otx sdk ¦ OTX-Python-SDK OTXv2(api_key) in a notebook (search: github AlienVault-Labs OTX-Python-SDK) ¦ {h64} ¦ In [3]: otx = OTXv2("{t}")\nIn [4]: otx.get_indicator_details_full(IndicatorTypes.DOMAIN, "update-msft.info")\nBadRequest: {"detail": "Authentication credentials were not provided."}
hybrid ini ¦ falcon-sandbox CLI's falcon.ini written on first run (search: pypi falcon-sandbox) ¦ {l64} ¦ $ cat ~/.config/falcon.ini\n[default]\nurl = https://www.hybrid-analysis.com\napi_key = {t}\nverify_ssl = yes
hybrid env ¦ falconz gem reading HYBRID_ANALYSIS_API_KEY (search: rubydoc falconz README) ¦ {l64} ¦ $ HYBRID_ANALYSIS_API_KEY={t} ruby triage.rb 8d5bd56a19d06d46c8e92552f0bf81fa38cbf3365ab022e97075810be18000d9\nFalconz::Error: 401 Unauthorized (api-key header rejected)
mimecast client secret ¦ Mimecast API 2.0 client credentials, Client Secret (search: nango.dev mimecast connect) ¦ {A32} ¦ $ curl -s -X POST https://api.services.mimecast.com/oauth/token -d "client_id=0e6f1b27-4d9c-4b35-9f02-3b8e1a7c6d54&client_secret={t}&grant_type=client_credentials"\n{"fail":[{"code":"invalid_client"}]}
mimecast env ¦ Mimecast API 2.0 app credentials in a SIEM collector's .env ¦ {A32} ¦ MIMECAST_BASE_URL=https://api.services.mimecast.com\nMIMECAST_CLIENT_ID=0e6f1b27-4d9c-4b35-9f02-3b8e1a7c6d54\nMIMECAST_CLIENT_SECRET={t}
drata bearer ¦ Drata Public API key as a Bearer token (search: help.drata.com drata-public-api) ¦ {uuid} ¦ $ http GET https://public-api.drata.com/public/controls "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized\n{"message":"Invalid API key","statusCode":401}
drata terraform ¦ Drata API key in a terraform.tfvars committed to a compliance repo ¦ {uuid} ¦ # terraform.tfvars\ndrata_region  = "us"\ndrata_api_key = "{t}"
netlas cli ¦ Netlas CLI netlas host -a KEY (search: pypi netlas) ¦ {A32} ¦ $ netlas host 91.215.85.12 -a "{t}"\nError: 401 Client Error: Unauthorized for url: https://app.netlas.io/api/host/91.215.85.12/
netlas sdk ¦ Netlas SDK netlas.Netlas(api_key=...) in a script ¦ {A32} ¦ apikey = "{t}"\nnetlas_connection = netlas.Netlas(api_key=apikey)\nnetlas.exception.APIError: Invalid API key
limacharlie login ¦ LimaCharlie CLI auth login --oid --api-key (search: pypi limacharlie) ¦ {uuid} ¦ $ limacharlie auth login --oid 7e1c4a90-2b6d-4f83-a5e2-91d0c3b7f6a8 --api-key {t}\nError: failed to get JWT: 401 unauthorized
limacharlie js ¦ LimaCharlie JS Manager with OID and secret API key (search: npm limacharlie) ¦ {uuid} ¦ const man = new Manager('7e1c4a90-2b6d-4f83-a5e2-91d0c3b7f6a8', '{t}')\n(node:812) UnhandledPromiseRejectionWarning: Error: jwt request failed (403)
binaryedge env ¦ BinaryEdge gem reading BINARYEDGE_API_KEY (search: rubydoc binaryedge gem) ¦ {uuid} ¦ $ env | grep BINARYEDGE\nBINARYEDGE_API_KEY={t}
binaryedge header ¦ BinaryEdge API v2 X-Key header in a debug log, as remembered ¦ {uuid} ¦ DEBUG send: b'GET /v2/query/ip/203.0.113.77 HTTP/1.1\\r\\nHost: api.binaryedge.io\\r\\nX-Key: {t}\\r\\n\\r\\n'
intezer global ¦ Intezer SDK api.set_global_api(key) (search: pypi intezer-sdk) ¦ {uuid} ¦ >>> from intezer_sdk import api\n>>> api.set_global_api('{t}')\n>>> FileAnalysis(file_hash=sha256).send(wait=True)\nintezer_sdk.errors.InvalidApiKeyError: Invalid api key
intezer env ¦ Intezer SDK INTEZER_ANALYZE_API_KEY in a GitHub Actions step ¦ {uuid} ¦ - name: Scan release binaries\n  env:\n    INTEZER_ANALYZE_API_KEY: {t}\n  run: python ci/intezer_scan.py dist/
proofpoint tap client ¦ Proofpoint TAP python client, service principal and secret (search: pypi proofpoint-tap) ¦ {h64} ¦ sp = '8a2c61f0-3e4d-4b9a-b1c7-5f2e0d9a6c31'\napi_key = '{t}'\ntap = TAPClient(sp, api_key)
proofpoint tap curl ¦ Proofpoint TAP SIEM API with Basic principal:secret ¦ {h64} ¦ $ curl --user "8a2c61f0-3e4d-4b9a-b1c7-5f2e0d9a6c31:{t}" "https://tap-api-v2.proofpoint.com/v2/siem/all?format=json&sinceSeconds=3600"\nCredentials authentication failed
greenbone gvm-cli ¦ Greenbone gvm-cli over the GMP socket (search: docs.greenbone.net GSM-Manual gmp) ¦ {p} ¦ $ gvm-cli --gmp-username admin --gmp-password '{t}' socket --xml "<get_tasks/>"\nGMP error: Authentication failed
secureframe header ¦ Secureframe API, Authorization: <API_KEY> <SECRET> (search: developer.secureframe.com) ¦ {A40} ¦ curl https://api.secureframe.com/controls --header 'Authorization: 6Jd2kQ9xR7vB3mL1 {t}'\n{"errors":[{"status":"401","title":"Unauthorized"}]}
secureframe 1password ¦ Secureframe API key and secret pasted into a SaaS manager form export (search: support.1password.com saas-manager-secureframe) ¦ {A40} ¦ integration,api_key,secret,owner\nsecureframe,6Jd2kQ9xR7vB3mL1,{t},grc@acme.io
onetrust token ¦ OneTrust /api/access/v1/oauth/token with client credentials (search: developer.onetrust.com generate-oauth-access-token) ¦ {h32} ¦ client_id = '5b2e9c71d0a84f63b7e1c2d9a0f4e8b6'\nclient_secret = '{t}'\ntoken_url = "https://app.onetrust.com/api/access/v1/oauth/token"
onetrust response ¦ OneTrust OAuth token response printed by a sync job ¦ {u43} ¦ POST https://app-eu.onetrust.com/api/access/v1/oauth/token -> 200\n{"access_token":"{t}","token_type":"bearer","expires_in":3599,"scope":"DSAR"}
carbon black header ¦ Carbon Black Cloud X-Auth-Token, API secret key and API ID joined by a slash (search: blogs.vmware.com carbon-black-cloud-api-101) ¦ {U24}/{U10} ¦ curl -H "X-Auth-Token: {t}" https://defense-prod05.conferdeploy.net/appservices/v6/orgs/7DESJ9GN/devices/_search\n{"success":false,"message":"Not authorized"}
carbon black credentials ¦ carbon-black-cloud-sdk credentials.cbc profile, as remembered ¦ {U24} ¦ [default]\nurl=https://defense-prod05.conferdeploy.net\ntoken={t}/K8Q2ZP4M1T\norg_key=7DESJ9GN
exabeam oauth ¦ Exabeam New-Scale API key and secret traded for a bearer (search: api-evangelist exabeam authentication) ¦ {A48} ¦ $ curl -s https://api.us-west.exabeam.cloud/oauth/token -d '{"grant_type":"client_credentials","client_id":"Xb7kP2mQ","client_secret":"{t}"}'\n{"error":"invalid_client"}
stackhawk docker ¦ StackHawk HawkScan API_KEY hawk.<20>.<20> (search: github kaakaww scan-configuration) ¦ hawk.{A20}.{A20} ¦ $ docker run --rm -v $(pwd):/hawk:rw -e API_KEY={t} -t stackhawk/hawkscan:latest\nHawkScan 5.7.0: authentication failed for API key
stackhawk gha ¦ StackHawk HAWK_API_KEY echoed in a workflow's debug step (search: docs.stackhawk.com github-actions) ¦ hawk.{A20}.{A20} ¦ 2026-12-07T05:21:03.114Z ##[debug]Evaluating: secrets.HAWK_API_KEY\n2026-12-07T05:21:03.115Z ##[debug]Result: '{t}'
threatconnect tcex ¦ ThreatConnect tcex app_config.json, api_access_id and api_secret_key (search: docs.threatconnect.com tcex authorization) ¦ {b44} ¦ {\n  "api_access_id": "41892307716528493013",\n  "api_default_org": "AcmeSOC",\n  "api_secret_key": "{t}",\n  "tc_api_path": "https://app.threatconnect.com/api"\n}
threatconnect java ¦ ThreatConnect HMAC signing with the secret key in Java ¦ {b44} ¦ String api_id = "41892307716528493013";\nString secretkey = "{t}";\nMac sha256_HMAC = Mac.getInstance("HmacSHA256");
sublime api ¦ Sublime Security platform API key shown once (search: docs.sublime.security api-keys) ¦ {A56} ¦ $ curl -H "Authorization: Bearer {t}" https://platform.sublime.security/v0/messages/groups?limit=5\n{"error":"invalid api key"}
checkmarx ini ¦ Checkmarx Python SDK config.ini, CxOne section with a client secret (search: github checkmarx-ts checkmarx-python-sdk) ¦ {A32} ¦ [CxOne]\naccess_control_url = https://iam.checkmarx.net\nserver = https://ast.checkmarx.net\ntenant_name = acme\nclient_id = ci-scanner\nclient_secret = {t}
checkmarx cli ¦ Checkmarx One ast-cli with --client-secret on the command line, as remembered ¦ {A32} ¦ $ cx scan create --project-name api --branch main -s . --client-id ci-scanner --client-secret {t} --base-uri https://ast.checkmarx.net\nError: failed to authenticate: 401
leakix cli ¦ LeakIX 48-character API key entered at the LeakPy prompt (search: pypi leakpy) ¦ {A48} ¦ $ leakpy search -q '+plugin:GitConfigHttpPlugin'\nPlease enter your LeakIX API key: {t}\n[!] Invalid API key (401)
leakix header ¦ LeakIX api-key header in a Go client's request dump ¦ {A48} ¦ GET /search?scope=leak&q=country%3A%22Georgia%22 HTTP/1.1\nHost: leakix.net\nAccept: application/json\nApi-Key: {t}
vulners py ¦ Vulners API v3 VulnersApi(api_key=...) (search: pypi vulners) ¦ {U64} ¦ vulners_api = vulners.VulnersApi(api_key="{t}")\nvulners.base.VulnersApiError: 401 Unauthorized: Wrong API key
vulners nmap ¦ nmap vulners NSE script given an api key argument, as remembered ¦ {U64} ¦ $ nmap -sV --script vulners --script-args vulners.apikey={t} 10.20.0.14\nNSE: [vulners] Failed to get data from the vulners API (401)
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
