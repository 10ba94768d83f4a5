"""Innocent set 65: security and pentest agents' output with no secret, public keys, key ids,
fingerprints, hashes of samples and ids beside credential words, set 65's languages, and
public ids of set 65's vendors.

``AGENT``: nmap, Burp, ZAP, sqlmap, nuclei, semgrep, trufflehog, gitleaks, Metasploit,
hashcat and john output where every credential is masked, referenced, hashed as a sample id
or absent. ``PUBLIC``: public halves and identifiers. ``WORLD``: set 65's languages saying
that a password, PIN or code was changed, sent or expired, without one. ``VENDOR_IDS``: set
65's vendors' public ids (program handles, org ids, pulse ids, sample hashes, report ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Starting Nmap 7.95⟧ ⟦Nmap scan report for 10.20.0.31⟧ ⟦8080/tcp open http-proxy⟧
agent: ⟦| http-default-accounts:⟧ ⟦|_  (no valid default credentials found)⟧
agent: ⟦| ssl-cert: Subject: commonName=portal.acme.ge⟧ ⟦| SHA-1: «h40»⟧
agent: ⟦| ssh-hostkey:⟧ ⟦256 «h32» (ED25519)⟧
agent: ⟦Nmap done: 256 IP addresses (14 hosts up) scanned in 92.31 seconds⟧
agent: ⟦Burp: 1,284 items saved to acme-ge.xml⟧ ⟦base64 on⟧ ⟦Authorization headers stripped⟧
agent: ⟦Intruder attack 3 finished⟧ ⟦2,000 requests⟧ ⟦no 302 responses⟧
agent: ⟦Set-Cookie: csrftoken=«A32»⟧ is flagged ⟦Insecure: missing Secure attribute⟧ (⟦finding «d4»⟧)
agent: ⟦ZAP: 12 alerts⟧ ⟦High 0, Medium 3, Low 9⟧ ⟦report zap-«d8».html⟧
agent: ⟦Alert 10202: Absence of Anti-CSRF Tokens⟧ ⟦uri https://shop.acme.am/cart⟧
agent: ⟦Alert 10105: Weak Authentication Method⟧ ⟦param: password⟧ ⟦evidence: <input type="password" name="password">⟧
agent: ⟦[INFO] the back-end DBMS is PostgreSQL⟧ ⟦[INFO] fetched data logged to /root/.local/share/sqlmap/output/10.20.0.31⟧
agent: ⟦Table: users⟧ ⟦[3 entries]⟧ ⟦columns: id, username, password_hash (bcrypt, not cracked)⟧
agent: ⟦[WARNING] no clear password(s) found⟧ ⟦hash type: bcrypt⟧
agent: ⟦[jwt-none-alg] [http] [info]⟧ ⟦https://api.acme.am/v1/me⟧ ⟦(not vulnerable)⟧
agent: ⟦nuclei: Templates loaded for current scan: 8,412⟧ ⟦Targets loaded: 31⟧
agent: ⟦semgrep: Ran 612 rules on 1,204 files: 3 findings⟧ ⟦0 blocking⟧
agent: ⟦python.lang.security.audit.hardcoded-password-default-argument⟧ ⟦app/cli.py:44⟧ ⟦value: os.environ["DB_PASSWORD"]⟧
agent: ⟦🐷🔑🐷  TruffleHog⟧ ⟦verified_secrets=0 unverified_secrets=1⟧ ⟦file tests/fixtures/sample.env (test data)⟧
agent: ⟦Found unverified result 🐷🔑❓⟧ ⟦Detector Type: Netlas⟧ ⟦Raw result: REDACTED⟧ ⟦Commit: «h40»⟧
agent: ⟦gitleaks: 2 leaks found⟧ ⟦RuleID: generic-api-key⟧ ⟦Secret: REDACTED⟧ ⟦Fingerprint: «h40»:config/dev.env:generic-api-key:4⟧
agent: ⟦gitleaks: no leaks found⟧ ⟦scanned ~«d4» commits⟧
agent: ⟦msf6 > creds⟧ ⟦No credentials⟧ ⟦workspace acme-ge⟧
agent: ⟦[-] 10.20.0.44:22 - Failed: 'deploy:<wordlist>'⟧ ⟦Auxiliary module execution completed⟧
agent: ⟦[*] Meterpreter session 2 opened⟧ ⟦10.20.0.9:4444 -> 10.20.0.44:51234⟧
agent: ⟦Status...........: Exhausted⟧ ⟦Recovered........: 0/4 (0.00%) Digests⟧ ⟦Hash.Mode........: 22000 (WPA-PBKDF2-PMKID+EAPOL)⟧
agent: ⟦Session..........: hashcat⟧ ⟦Speed.#1.........: 1.2 GH/s⟧ ⟦Progress: «d7»/14344385⟧
agent: ⟦0 password hashes cracked, 3 left⟧ ⟦john --show⟧
agent: ⟦SMB 10.20.0.12 445 FS01 [-] ACME\svc_backup:*** STATUS_LOGON_FAILURE⟧
agent: ⟦secretsdump: [*] Kerberos keys grabbed⟧ ⟦output written to dc01.ntds (not printed)⟧
agent: ⟦subfinder: 87 subdomains found for acme.ge⟧ ⟦sources: crtsh, chaos⟧
agent: ⟦BloodHound: collection finished⟧ ⟦20261207052611_BloodHound.zip⟧ ⟦1,204 users⟧
agent: ⟦[*] Sliver implant «l8»⟧ ⟦ID «uuid»⟧ ⟦last check-in 12s⟧
agent: ⟦Caldera: operation «uuid»⟧ ⟦adversary «uuid»⟧ ⟦state finished⟧
agent: ⟦DefectDojo: engagement «d4»⟧ ⟦27 findings imported⟧ ⟦test type Semgrep JSON Report⟧
agent: ⟦TheHive case #«d4»⟧ ⟦observable type hash⟧ ⟦«h64»⟧
agent: ⟦Velociraptor hunt H.«U8»⟧ ⟦artifact Windows.KapeFiles.Targets⟧ ⟦412 clients⟧
agent: ⟦ffuf: :: Progress: [4614/4614]⟧ ⟦Errors: 0⟧ ⟦/admin [Status: 302]⟧
agent: ⟦wpscan: [+] WordPress version 6.7.1⟧ ⟦No API Token given, vulnerability data not output⟧
agent: ⟦$ grep -c password /var/log/auth.log⟧ ⟦0⟧
agent: ⟦$ ls ~/.config/nuclei⟧ ⟦config.yaml  reporting-config.yaml  .templates-config.json⟧
agent: ⟦$ cat passwords.txt⟧ ⟦cat: passwords.txt: No such file or directory⟧
agent: ⟦$ rg -n 'api_key' src/⟧ ⟦src/settings.py:12: api_key = os.environ.get("PULSEDIVE_API_KEY")⟧
agent: ⟦$ git diff --stat⟧ ⟦templates/acme-internal.yaml | 4 ++--⟧ ⟦1 file changed⟧
agent: ⟦HTTP 401 POST /api/v2/api-token-auth/⟧ ⟦{"non_field_errors":["Unable to log in with provided credentials."]}⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦kiri@soc-01⟧ (public key)
public: ⟦SHA256:«b64_43»⟧ ⟦ED25519 key fingerprint⟧ (host key, public)
public: ⟦PGP key 0x«H16»⟧ ⟦security@acme.ge⟧ (for reports, public)
public: ⟦age1«l58»⟧ ⟦recipient for evidence exports⟧ (public recipient)
public: ⟦DKIM p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ ⟦selector s2026⟧ (public key in DNS)
public: ⟦JWKS kid «h16»⟧ ⟦alg RS256⟧ ⟦use sig⟧ (public signing key id)
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦not after 2027-03-07⟧
public: ⟦sha256 «h64»⟧ ⟦sample of AgentTesla⟧ (sample hash, public IOC)
public: ⟦md5 «h32»⟧ ⟦invoice_«d6».html⟧ (IOC)
public: ⟦ja4 t13d1516h2_«h12»_«h12»⟧ ⟦client fingerprint⟧
public: ⟦token count: «d5»⟧ ⟦of 200,000⟧ (LLM context usage)
public: ⟦key not found: user_42⟧ ⟦in cache sessions⟧
public: ⟦password_reset_token_ttl = 900⟧ (setting name)
public: ⟦file secrets.example.env⟧ ⟦12 placeholder lines⟧
public: ⟦file id_ed25519.pub⟧ ⟦81 bytes⟧
public: ⟦object key evidence/«uuid»/disk.E01⟧ ⟦size 476 GB⟧
public: ⟦commit «h40»⟧ ⟦Rotate leaked keys (values removed)⟧
public: ⟦request id «uuid»⟧ ⟦status 401⟧
public: ⟦trace id «h32»⟧ ⟦span «h16»⟧ ⟦auth service⟧
public: ⟦CSP nonce-«b64_22»⟧ (per-response nonce, not a credential)
public: ⟦SRI sha384-«b64_64»⟧ ⟦for app.js⟧
public: ⟦Docker image sha256:«h64»⟧ ⟦zaproxy/zap-stable⟧
public: ⟦OAuth client_id «uuid»⟧ ⟦(public client, PKCE)⟧
public: ⟦reCAPTCHA site key 6L«A38»⟧ (public by design)
public: ⟦Sentry DSN public key «h32»⟧ ⟦project «d7»⟧
public: ⟦Stripe-like publishable pk_live_«A24»⟧ (publishable, in the checkout page)
public: ⟦YARA rule Acme_Loader_«d4»⟧ ⟦strings $s1 = "password="⟧
public: ⟦Sigma rule «uuid»⟧ ⟦title: Suspicious Token Request⟧
public: ⟦ATT&CK T1552.001⟧ ⟦Credentials In Files⟧
public: ⟦CWE-798⟧ ⟦Use of Hard-coded Credentials⟧ ⟦3 findings⟧
"""

WORLD = r"""
world: ⟦პაროლი წარმატებით შეიცვალა⟧ ⟦2026-12-07 05:20⟧
world: ⟦პინ-კოდი გაიგზავნა SMS-ით⟧ ⟦ნომერზე +995 5•• ••• 417⟧
world: ⟦აღდგენის კოდები განახლდა⟧ ⟦დარჩა 10⟧
world: ⟦Գաղտնաբառը հաջողությամբ փոխվեց։⟧ ⟦Հայտ «d6»⟧
world: ⟦PIN կոդը ուղարկվել է SMS-ով⟧ ⟦+374 •• ••• 208⟧
world: ⟦Վերականգնման կոդերի ժամկետը լրացել է⟧
world: ⟦Şîfreya te hate guhertin⟧ ⟦07.12.2026⟧
world: ⟦Koda PIN bi SMS hate şandin⟧
world: ⟦وشەی نهێنییەکەت گۆڕدرا⟧ ⟦داواکاری «d6»⟧
world: ⟦کۆدی PIN نێردرا⟧
world: ⟦ستاسو پټنوم بدل شو⟧ ⟦د غوښتنې شمېره «d6»⟧
world: ⟦پن کوډ واستول شو⟧
world: ⟦رمز عبور شما تغییر کرد⟧ ⟦شماره درخواست «d6»⟧
world: ⟦گذرواژه با موفقیت تغییر یافت⟧ ⟦۱۴۰۵/۰۹/۱۶⟧
world: ⟦رمز پویا ارسال شد⟧ ⟦به شماره ۰۹۱۲•••۴۵۶۷⟧
world: ⟦کلید API شما باطل شد⟧ ⟦شناسه «d5»⟧
world: ⟦توکن منقضی شد⟧ ⟦لطفاً دوباره وارد شوید⟧
world: ⟦Рамзи шумо иваз карда шуд⟧ ⟦07.12.2026⟧
world: ⟦Гузарвожа бояд на камтар аз 12 аломат бошад⟧
world: ⟦Калиди API бекор карда шуд⟧ ⟦ID «d5»⟧
world: ⟦Дӕ пароль ивд ӕрцыд⟧
world: ⟦Хьан пароль хийцина⟧
world: ⟦Ви пароль дегишна⟧
world: ⟦Şifrəniz uğurla dəyişdirildi⟧ ⟦Müraciət «d6»⟧
world: ⟦PIN kod SMS ilə göndərildi⟧
world: ⟦Bərpa kodlarının müddəti bitib⟧
world: ⟦Parola 12 tîpan kêmtir nabe⟧
world: ⟦სესიის ტოკენი ვადაგასულია⟧ ⟦გთხოვთ, ხელახლა შეხვიდეთ⟧
world: ⟦API բանալին չեղարկվել է⟧ ⟦ID «d5»⟧
world: ⟦کود تأیید منقضی شده است⟧ ⟦دوباره تلاش کنید⟧
"""

VENDOR_IDS = r"""
vendor: ⟦HackerOne program acme_ge⟧ ⟦report #«d7»⟧ ⟦state triaged⟧
vendor: ⟦HackerOne username kiri_sec⟧ ⟦(Basic auth user, public handle)⟧
vendor: ⟦Bugcrowd submission «uuid»⟧ ⟦P3⟧ ⟦program acme-mbb⟧
vendor: ⟦Pulsedive iid «d8»⟧ ⟦risk high⟧ ⟦qid «d7»⟧
vendor: ⟦OTX pulse «h24»⟧ ⟦author AlienVault⟧ ⟦34 indicators⟧
vendor: ⟦Hybrid Analysis job_id «h24»⟧ ⟦environment_id 160⟧ ⟦sha256 «h64»⟧
vendor: ⟦Mimecast client ID «uuid»⟧ ⟦(identifier; secret kept in vault)⟧
vendor: ⟦Drata control DCF-«d3»⟧ ⟦workspace «d4»⟧
vendor: ⟦Netlas query port:7001⟧ ⟦count «d6»⟧
vendor: ⟦LimaCharlie OID «uuid»⟧ ⟦sensor sid «uuid»⟧ ⟦hostname FS01⟧
vendor: ⟦BinaryEdge query ip:203.0.113.77⟧ ⟦total 12⟧
vendor: ⟦Intezer analysis_id «uuid»⟧ ⟦verdict malicious⟧ ⟦family AgentTesla⟧
vendor: ⟦Proofpoint TAP campaignId «uuid»⟧ ⟦threatID «h64»⟧
vendor: ⟦Greenbone task «uuid»⟧ ⟦report «uuid»⟧ ⟦severity 7.5⟧
vendor: ⟦Secureframe test «uuid»⟧ ⟦status passing⟧
vendor: ⟦OneTrust request «uuid»⟧ ⟦type DSAR⟧ ⟦stage Verify⟧
vendor: ⟦Carbon Black org_key 7DESJ9GN⟧ ⟦device_id «d8»⟧ ⟦(org key is an identifier)⟧
vendor: ⟦Exabeam case «uuid»⟧ ⟦risk score 92⟧
vendor: ⟦StackHawk applicationId «uuid»⟧ ⟦env Development⟧ ⟦scan «uuid»⟧
vendor: ⟦ThreatConnect Access ID «d20»⟧ ⟦(identifier; secret key separate)⟧ ⟦owner AcmeSOC⟧
vendor: ⟦Sublime message group «uuid»⟧ ⟦verdict malicious⟧
vendor: ⟦Checkmarx project «uuid»⟧ ⟦scan «uuid»⟧ ⟦High 2⟧
vendor: ⟦LeakIX event «h32»⟧ ⟦plugin GitConfigHttpPlugin⟧
vendor: ⟦Vulners bulletin CVE-2026-«d5»⟧ ⟦cvss 9.8⟧
vendor: ⟦Nessus scan_id «d3»⟧ ⟦plugin 19506⟧ ⟦uuid «uuid»⟧
vendor: ⟦Joe Sandbox webid «d7»⟧ ⟦detection malicious⟧
vendor: ⟦MalwareBazaar sha256_hash «h64»⟧ ⟦signature Formbook⟧
vendor: ⟦Darktrace public token «uuid»⟧ ⟦(public half of the pair)⟧ ⟦model breach «d5»⟧
vendor: ⟦Termly website uuid «uuid»⟧ ⟦policy published⟧
vendor: ⟦Transcend data silo «uuid»⟧ ⟦status CONNECTED⟧
"""
