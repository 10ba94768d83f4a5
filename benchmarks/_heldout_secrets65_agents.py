"""Held-out set 65: tool results of security and pentest agents, as the agent's shell or
file tool returns them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``*heldout*`` file; none of these matched:
``Found verified result``, ``Pwn3d!``, Burp Intruder, netexec, secretsdump, subfinder, amass,
BloodHound, Sliver, Havoc, Evilginx, Mythic, ffuf and nuclei. Tools of this set's share that
earlier sets did name (nmap, sqlmap, ZAP, Burp, Metasploit, hashcat, john, semgrep, trufflehog,
gitleaks) appear here only in outputs no earlier set showed (``http-default-accounts``, an
``-oX`` report, Burp's "Save items" XML with base64 off, a ZAP context export, sqlmap's
``--passwords`` cracking, msfconsole's ``creds`` table, hashcat's ``--status`` with a cracked
line, trufflehog's verified-result block, a gitleaks JSON report, semgrep's JSON ``lines``).
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 nmap default accounts ¦ scenario 1 step 1: nmap --script http-default-accounts finding a console's default login ¦ {p} ¦ $ nmap -p 8080 --script http-default-accounts 10.20.0.31\nStarting Nmap 7.95 ( https://nmap.org ) at 2026-12-07 05:21 UTC\nPORT     STATE SERVICE\n8080/tcp open  http-proxy\n| http-default-accounts:\n|   [Apache Tomcat] at /manager/html/\n|_    tomcat:{t}
s1 nmap xml report ¦ scenario 1 step 2: the same scan's -oX report read back, a brute script's table ¦ {p} ¦ <script id="ftp-brute" output="&#xa;  Accounts: &#xa;    backup:…"><table key="Accounts"><table><elem key="username">backup</elem><elem key="password">{t}</elem><elem key="state">Valid</elem></table></table></script>
s1 nmap snmp community ¦ scenario 1 step 3: nmap snmp-brute finding a private community string ¦ {A14} ¦ PORT    STATE SERVICE\n161/udp open  snmp\n| snmp-brute:\n|_  {t} - read-write community\nNmap done: 1 IP address (1 host up) scanned in 4.21 seconds
s2 burp saved items ¦ scenario 2 step 1: Burp "Save items" XML with base64 off, a captured bearer ¦ {u64} ¦ <item>\n  <time>Mon Dec 07 05:21:40 UTC 2026</time>\n  <url><![CDATA[https://portal.acme.ge/api/v2/cases]]></url>\n  <request base64="false"><![CDATA[GET /api/v2/cases HTTP/2\nHost: portal.acme.ge\nAuthorization: Bearer {t}\n\n]]></request>\n  <status>200</status>\n</item>
s2 burp intruder ¦ scenario 2 step 2: a Burp Intruder results table, the payload that got a 302 ¦ {p} ¦ Request   Payload   Status   Length   Timeout\n41   Spring2026!   200   5120\n42   {t}   302   612\n43   Welcome1   200   5120
s2 burp repeater cookie ¦ scenario 2 step 3: a Burp Repeater response setting a session cookie ¦ {u48} ¦ HTTP/2 302 Found\nLocation: /dashboard\nSet-Cookie: PHPSESSID={t}; path=/; secure; HttpOnly; SameSite=Lax\nContent-Length: 0
s3 zap alert evidence ¦ scenario 3 step 1: a ZAP baseline JSON report, an alert whose evidence is a key in a URL ¦ {A40} ¦ {"pluginid": "10024", "alert": "Information Disclosure - Sensitive Information in URL", "riskdesc": "Informational (Medium)", "instances": [{"uri": "https://shop.acme.am/export?format=csv&api_key={t}", "method": "GET", "param": "api_key", "evidence": "{t}"}]}
s3 zap api log ¦ scenario 3 step 2: zap.log, the daemon's own API key in a request line ¦ {l26} ¦ 2026-12-07 05:22:03,118 [ZAP-ProxyThread-12] INFO  API - Request to API URL http://127.0.0.1:8090/JSON/ascan/action/scan/?apikey={t}&url=https%3A%2F%2Fshop.acme.am&recurse=true
s3 zap context export ¦ scenario 3 step 3: a ZAP context export with a form-based user's credentials ¦ {p} ¦ <users>\n  <user>1;true;YWRtaW4=;2;[{"name":"username","value":"qa-admin"},{"name":"password","value":"{t}"}]~</user>\n</users>
s4 sqlmap retrieved ¦ scenario 4 step 1: sqlmap retrieving a password character by character ¦ {p} ¦ [05:22:31] [INFO] retrieved: 'svc_report'\n[05:22:44] [INFO] retrieved: '{t}'\n[05:22:44] [INFO] fetching entries for table 'operators' in database 'crm'
s4 sqlmap dump ¦ scenario 4 step 2: sqlmap --dump printing a table with an API key column ¦ {h40} ¦ Database: crm\nTable: integrations\n[1 entry]\n+----+----------+------------------------------------------+\n| id | provider | api_key                                  |\n+----+----------+------------------------------------------+\n| 3  | sms      | {t} |\n+----+----------+------------------------------------------+
s4 sqlmap cracked ¦ scenario 4 step 3: sqlmap --passwords cracking a DBMS user's hash ¦ {p} ¦ [05:23:02] [INFO] cracked password '{t}' for user 'crm_app'\ndatabase management system users password hashes:\n[*] crm_app [1]:\n    password hash: *9B4E5C0F1D2A3B6C7E8F90A1B2C3D4E5F6A7B8C9
s5 trufflehog verified ¦ scenario 5 step 1: trufflehog git scan, a verified result ¦ {A40} ¦ ✅ Found verified result 🐷🔑\nDetector Type: Netlas\nDecoder Type: PLAIN\nRaw result: {t}\nCommit: 4c9e1d7a2b3f5e6d8c0a1b2c3d4e5f6a7b8c9d0e\nFile: deploy/notify.sh\nLine: 12
s5 gitleaks json ¦ scenario 5 step 2: a gitleaks JSON report read back ¦ {h64} ¦ [\n {\n  "RuleID": "generic-api-key",\n  "File": "infra/siem/forwarder.env",\n  "StartLine": 4,\n  "Secret": "{t}",\n  "Match": "FORWARDER_TOKEN={t}",\n  "Commit": "a1f3c9e7d5b2",\n  "Entropy": 3.98\n }\n]
s5 git log patch ¦ scenario 5 step 3: git log -p on the file the finding named ¦ {p} ¦ $ git log -p -1 -- infra/siem/forwarder.env\ncommit a1f3c9e7d5b2\n-FORWARDER_PASSWORD=\n+FORWARDER_PASSWORD={t}
s6 msf ssh login ¦ scenario 6 step 1: msfconsole auxiliary/scanner/ssh/ssh_login ¦ {p} ¦ msf6 auxiliary(scanner/ssh/ssh_login) > run\n[*] 10.20.0.44:22 - Starting bruteforce\n[+] 10.20.0.44:22 - Success: 'deploy:{t}' 'uid=1001(deploy) gid=1001(deploy)'\n[*] SSH session 1 opened (10.20.0.9:41873 -> 10.20.0.44:22)
s6 msf creds ¦ scenario 6 step 2: msfconsole's creds table ¦ {p} ¦ msf6 > creds\nCredentials\n===========\nhost        origin      service       public   private            realm  private_type\n----        ------      -------       ------   -------            -----  ------------\n10.20.0.44  10.20.0.44  22/tcp (ssh)  deploy   {t}  Password
s6 hashcat status ¦ scenario 6 step 3: hashcat --status with a cracked NTLM line ¦ {p} ¦ 8846f7eaee8fb117ad06bdd830b7586c:{t}\n\nSession..........: hashcat\nStatus...........: Cracked\nHash.Mode........: 1000 (NTLM)\nRecovered........: 1/1 (100.00%) Digests
"""

SINGLES = r"""
nuclei jsonl ¦ nuclei -jsonl with an extractor that pulled a token from a response ¦ {u40} ¦ {"template-id":"exposed-env-file","info":{"severity":"high"},"host":"https://staging.acme.am","matched-at":"https://staging.acme.am/.env","extracted-results":["SESSION_SECRET={t}"]}
nuclei text ¦ nuclei's console line for a leaked JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u60}.{u43} ¦ [jwt-token-leak] [http] [medium] https://acme.ge/static/js/main.8f2c1a.js ["{t}"]
semgrep json ¦ semgrep --json result with the line shown ¦ {A32} ¦ {"check_id": "generic.secrets.security.detected-generic-api-key", "path": "svc/notify.go", "start": {"line": 18}, "extra": {"lines": "\tconst apiKey = \"{t}\"", "severity": "ERROR"}}
semgrep text ¦ semgrep text output quoting a hard-coded password ¦ {p} ¦ svc/db/connect.py\n  python.lang.security.audit.hardcoded-password\n      Hardcoded password detected\n\n        22┆ conn = psycopg2.connect(host="db", user="app", password="{t}")
hashcat show ¦ hashcat --show for a WPA capture ¦ {p} ¦ $ hashcat -m 22000 capture.hc22000 --show\n5c0f2a9b8e1d:a4b1c2d3e4f5:0c1d2e3f4a5b:Acme-Guest:{t}
john show ¦ john --show on an /etc/shadow copy ¦ {p} ¦ $ john --show shadow.txt\nopsadmin:{t}:19700:0:99999:7:::\n\n1 password hash cracked, 2 left
netexec pwned ¦ netexec smb with a domain account that is local admin ¦ {p} ¦ SMB  10.20.0.12  445  FS01  [+] ACME\svc_backup:{t} (Pwn3d!)
secretsdump nt ¦ impacket-secretsdump printing an NT hash (pass-the-hash material) ¦ {h32} ¦ [*] Dumping Domain Credentials (domain\uid:rid:lmhash:nthash)\nAdministrator:500:aad3b435b51404eeaad3b435b51404ee:{t}:::
hydra found ¦ a login brute-forcer's found line for an HTTP form ¦ {p} ¦ [443][http-post-form] host: 10.20.0.50   login: helpdesk   password: {t}\n1 of 1 target successfully completed, 1 valid password found
subfinder providers ¦ cat of subfinder's provider-config.yaml ¦ {A32} ¦ $ cat ~/.config/subfinder/provider-config.yaml\nchaos:\n  - {t}\ngithub:\n  - ghp_…\nbevigil: []
amass datasources ¦ cat of an amass datasources.yaml ¦ {h40} ¦ datasources:\n  - name: ONYPHE\n    creds:\n      account:\n        username: intel@acme.io\n        apikey: {t}
bloodhound ce env ¦ BloodHound CE docker-compose .env with the initial admin password ¦ {p} ¦ BLOODHOUND_HOST=127.0.0.1\nbhe_default_admin_principal_name=admin\nbhe_default_admin_password={t}
sliver operator ¦ cat of a Sliver operator config JSON ¦ {h64} ¦ {"operator":"kiri","token":"{t}","lhost":"10.20.0.9","lport":31337,"ca_certificate":"-----BEGIN CERTIFICATE-----\\nMIIB…"}
havoc profile ¦ grep over a Havoc teamserver profile ¦ {p} ¦ $ grep -A3 Operators profiles/havoc.yaotl\nOperators {\n    user "kiri" {\n        Password = "{t}"\n    }
evilginx config ¦ cat of an Evilginx config.json with its API key ¦ {h64} ¦ {"general": {"domain": "acme-login.ge", "external_ipv4": "203.0.113.80"}, "blacklist": {"mode": "unauth"}, "api_key": "{t}"}
mythic login ¦ an HTTP tool response from Mythic's login minting a JWT ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u70}.{u43} ¦ HTTP 200 POST /auth\n{"access_token":"{t}","refresh_token":"…","user":{"id":1,"username":"mythic_admin"}}
caldera local yml ¦ rg over a Caldera conf/local.yml ¦ {A40} ¦ $ rg -n 'api_key' conf/local.yml\n3:api_key_blue: BLUEADMIN123\n4:api_key_red: {t}
defectdojo token ¦ an HTTP tool response from DefectDojo's api-token-auth ¦ {h40} ¦ HTTP 200 POST /api/v2/api-token-auth/\n{"token":"{t}"}
thehive key ¦ an HTTP tool response renewing a TheHive API key ¦ {A32} ¦ HTTP 200 POST /api/v1/user/analyst@acme.io/key/renew\n{t}
velociraptor api ¦ cat of a Velociraptor API client config with its private key body ¦ {b64} ¦ ca_certificate: |\n  -----BEGIN CERTIFICATE-----\n  MIIDKDCCAhCgAwIBAgIQ…\nclient_private_key: |\n  -----BEGIN RSA PRIVATE KEY-----\n  {t}\n  -----END RSA PRIVATE KEY-----\napi_connection_string: 10.20.0.7:8001
ffuf auth header ¦ ffuf's -v output echoing the header it sent ¦ {A36} ¦ :: Method           : GET\n:: URL              : https://api.acme.am/FUZZ\n:: Header           : Authorization: Bearer {t}\n:: Follow redirects : false
wpscan api token ¦ wpscan invoked with --api-token ¦ {A43} ¦ $ wpscan --url https://blog.acme.ge --api-token {t} --enumerate vp\nScan Aborted: The API token provided is invalid
gophish config ¦ cat of a phishing-simulation server config.json ¦ {h64} ¦ {"admin_server": {"listen_url": "127.0.0.1:3333", "api_key": "{t}"}, "db_name": "sqlite3"}
git diff nuclei template ¦ git diff adding an authenticated nuclei template ¦ {A40} ¦ $ git diff templates/acme-internal.yaml\n+    headers:\n+      X-Api-Key: {t}\n+    matchers:\n+      - type: status
rg nuclei config ¦ rg over ~/.config/nuclei for an interactsh token ¦ {uuid} ¦ $ rg -n token ~/.config/nuclei/\nconfig.yaml:7:interactsh-token: {t}
burp enterprise mint ¦ an HTTP tool response creating a Burp Suite DAST API user key ¦ {A32} ¦ HTTP 201 POST /api-internal/users/ci-bot/api-key\n{"api_key":"{t}","created":"2026-12-07T05:23:40Z"}
responder ntlm ¦ a captured cleartext HTTP Basic login in Responder's log ¦ {p} ¦ [HTTP] Basic Client   : 10.20.0.61\n[HTTP] Basic Username : ACME\jdoe\n[HTTP] Basic Password : {t}
msf db yml ¦ cat of msf's database.yml ¦ {A24} ¦ production:\n  adapter: postgresql\n  database: msf\n  username: msf\n  password: {t}\n  host: 127.0.0.1
zap api key cfg ¦ grep over a ZAP config.xml for the API key ¦ {l26} ¦ $ grep -n '<key>' ~/.ZAP/config.xml\n412:        <key>{t}</key>
semgrep app token ¦ env of a CI job running semgrep ci ¦ {h64} ¦ $ env | grep SEMGREP\nSEMGREP_APP_TOKEN={t}\nSEMGREP_REPO_NAME=acme/api
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="process"),
    ]
