"""Innocent set 65: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: qvevri winemaking and the rtveli harvest, Georgian polyphonic singing and the
supra, duduk workshops, lavash baked in a tonir, chain of custody in digital forensics, ISO
27001 audits and CVSS triage (each grepped for in every earlier ``*innocents*`` file; none
matched, while carpets, saffron, Nowruz, legal hold, e-discovery, Bates numbers, SOC 2, CVE
ids, DMARC and pistachios did). ``FLAGS``: settings of this set's tools and vendors whose
names say password, token, key, secret, PIN or passphrase and whose values are not.
``PARSE``: parse errors of this set's tools quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
qvevri winemaking: ⟦qvevri «d4»⟧ ⟦Rkatsiteli on skins, 6 months⟧ — ⟦Kakheti, 1,200 L⟧
qvevri winemaking: ⟦cellar «U2»-«d3»⟧ ⟦Saperavi, sealed 2026-10-14⟧ — ⟦beeswax lining⟧
qvevri winemaking: ⟦lot «l8»⟧ ⟦skin contact 180 days⟧ — ⟦pH 3.4⟧
rtveli harvest: ⟦vineyard block «U1»«d2»⟧ ⟦2,340 kg picked⟧ — ⟦Brix 22.8⟧
rtveli harvest: ⟦picker team «d3»⟧ ⟦Mtsvane, hand-picked⟧ — ⟦Telavi, 06:40⟧
polyphonic singing: ⟦ensemble «d4»⟧ ⟦three-voice Chakrulo⟧ — ⟦recording «h12»⟧
polyphonic singing: ⟦archive item «U3»-«d5»⟧ ⟦Gurian trio, 1966⟧ — ⟦krimanchuli part⟧
supra: ⟦tamada seat 1⟧ ⟦14 toasts⟧ — ⟦booking «d6»⟧
supra: ⟦banquet «l6»⟧ ⟦khinkali ×120, churchkhela⟧ — ⟦hall B⟧
duduk workshop: ⟦apricot-wood duduk «d5»⟧ ⟦key of A⟧ — ⟦reed «U2»«d3»⟧
duduk workshop: ⟦order «d7»⟧ ⟦shipped to Yerevan⟧ — ⟦tracking RR«d9»AM⟧
lavash and tonir: ⟦tonir «d2»⟧ ⟦412 sheets today⟧ — ⟦batch «l7»⟧
lavash and tonir: ⟦bakery «d4»⟧ ⟦flour lot «U4»«d4»⟧ — ⟦humidity 61%⟧
chain of custody: ⟦evidence item «U3»-«d6»⟧ ⟦sha256 «h64»⟧ — ⟦sealed bag «d8»⟧
chain of custody: ⟦image «l10».E01⟧ ⟦md5 «h32»⟧ — ⟦acquired by examiner 12⟧
chain of custody: ⟦transfer «d5»⟧ ⟦from locker 7 to lab 2⟧ — ⟦signed 2026-12-06 16:02⟧
chain of custody: ⟦case «U2»-2026-«d4»⟧ ⟦laptop serial «U10»⟧ — ⟦write-blocker «U6»⟧
ISO 27001 audit: ⟦nonconformity NC-«d3»⟧ ⟦Annex A 5.17 (authentication information)⟧ — ⟦minor⟧
ISO 27001 audit: ⟦certificate «U3»-«d6»⟧ ⟦valid until 2029-03-31⟧ — ⟦stage 2 passed⟧
ISO 27001 audit: ⟦control A.8.24 (use of cryptography)⟧ ⟦evidence «d4» attached⟧
CVSS triage: ⟦finding «uuid»⟧ ⟦CVSS 4.0 base 8.7⟧ — ⟦AV:N/AC:L/AT:N/PR:N/UI:N⟧
CVSS triage: ⟦CVE-2026-«d5»⟧ ⟦EPSS 0.071⟧ — ⟦not in KEV⟧
CVSS triage: ⟦advisory GHSA-«l4»-«l4»-«l4»⟧ ⟦fixed in 3.12.1⟧
SOC shift: ⟦alert «d9»⟧ ⟦impossible travel: Tbilisi → Lisbon⟧ — ⟦closed as benign⟧
SOC shift: ⟦incident INC-«d6»⟧ ⟦severity 2⟧ — ⟦owner analyst «d3»⟧
SOC shift: ⟦detection rule «uuid»⟧ ⟦version 14⟧ — ⟦false positives 3/week⟧
SOC shift: ⟦host «U4»-«d4»⟧ ⟦isolated 05:12 UTC⟧ — ⟦ticket «d7»⟧
phishing triage: ⟦message-id <«h24»@mail.acme.ge>⟧ ⟦verdict: credential phishing⟧
phishing triage: ⟦URL defanged hxxps://acme-login[.]am/verify⟧ ⟦clicks 0⟧
phishing triage: ⟦attachment sha256 «h64»⟧ ⟦invoice_«d6».html⟧
pentest engagement: ⟦engagement «U3»-«d4»⟧ ⟦scope 10.20.0.0/24⟧ — ⟦rules of engagement v3⟧
pentest engagement: ⟦finding F-«d3»⟧ ⟦SQL injection in /report?id=⟧ — ⟦retest passed⟧
pentest engagement: ⟦report «l8».pdf⟧ ⟦42 pages⟧ — ⟦delivered 2026-12-05⟧
bug bounty: ⟦report #«d7»⟧ ⟦triaged⟧ — ⟦bounty $1,500⟧ ⟦duplicate of #«d7»⟧
bug bounty: ⟦program acme-ge⟧ ⟦scope *.acme.ge⟧ — ⟦asset «uuid»⟧
bug bounty: ⟦researcher kiri_sec⟧ ⟦reputation 4,210⟧ — ⟦signal 6.8⟧
threat intel: ⟦pulse «h24»⟧ ⟦34 indicators⟧ — ⟦TLP:CLEAR⟧
threat intel: ⟦indicator 185.220.101.4⟧ ⟦risk high⟧ — ⟦first seen 2026-11-30⟧
threat intel: ⟦sample «h64»⟧ ⟦family AgentTesla⟧ — ⟦verdict malicious⟧
legal matters: ⟦matter «d4»-«d4»⟧ ⟦NDA, Acme LLC and Kartuli Bank⟧ — ⟦signed⟧
legal matters: ⟦contract «U3»-«d6»⟧ ⟦clause 12.3 (confidentiality)⟧ — ⟦redline v4⟧
legal matters: ⟦DSAR «d6»⟧ ⟦due 2026-12-30⟧ — ⟦3 systems searched⟧
legal matters: ⟦whistleblower report «l10»⟧ ⟦category: fraud⟧ — ⟦anonymous⟧
compliance: ⟦policy POL-«d3»⟧ ⟦Password Policy v7⟧ — ⟦approved⟧ ⟦owner CISO⟧
compliance: ⟦vendor review «d5»⟧ ⟦SIG Lite⟧ — ⟦risk medium⟧
compliance: ⟦control DCF-«d3»⟧ ⟦MFA enforced for admins⟧ — ⟦evidence «d3» files⟧
compliance: ⟦consent record «uuid»⟧ ⟦purposes: analytics⟧ — ⟦2026-12-07⟧
email security: ⟦DKIM selector s«d4»⟧ ⟦2048-bit⟧ — ⟦acme.am⟧
email security: ⟦quarantine id «h32»⟧ ⟦released by admin⟧
email security: ⟦SPF include:_spf.«l6».net⟧ ⟦9 lookups⟧ — ⟦under limit⟧
"""

FLAGS = r"""
flags: ⟦ZAP api.disablekey=false⟧ ⟦api.key set: yes⟧ (⟦value hidden⟧)
flags: ⟦nessus: secretKey configured⟧ ⟦accessKey configured⟧ ⟦last rotated 2026-11-02⟧
flags: ⟦--gmp-password⟧ ⟦read from GMP_PASSWORD⟧ ⟦(not on the command line)⟧
flags: ⟦HAWK_API_KEY⟧ is ⟦set⟧ ⟦(secrets.HAWK_API_KEY)⟧
flags: ⟦password_min_length = 14⟧ ⟦password_history = 24⟧ ⟦lockout_threshold = 5⟧
flags: ⟦token_ttl_seconds: 3600⟧ ⟦refresh_token_rotation: true⟧
flags: ⟦pin_length: 6⟧ ⟦pin_retries: 3⟧ ⟦pin_required: yes⟧
flags: ⟦api_key_expiry_days = 90⟧ ⟦api_key_max_count = 500⟧
flags: ⟦secretsdump: -just-dc-ntlm⟧ ⟦-outputfile dc01⟧ (⟦no hashes printed⟧)
flags: ⟦semgrep --secrets⟧ ⟦SEMGREP_APP_TOKEN not set; running offline⟧
flags: ⟦trufflehog --only-verified⟧ ⟦--no-update⟧ ⟦--json⟧
flags: ⟦gitleaks --redact=100⟧ ⟦--report-format sarif⟧
flags: ⟦hashcat --potfile-disable⟧ ⟦-m 1000⟧ ⟦-a 0 rockyou.txt⟧
flags: ⟦john --format=NT⟧ ⟦--wordlist=/usr/share/wordlists/rockyou.txt⟧
flags: ⟦msf: setg RHOSTS 10.20.0.44⟧ ⟦PASS_FILE /opt/lists/top-100.txt⟧
flags: ⟦sqlmap --passwords⟧ ⟦--batch⟧ ⟦--risk=2 --level=3⟧
flags: ⟦nuclei -H "Authorization: Bearer $TOKEN"⟧ ⟦(env var, not expanded)⟧
flags: ⟦secret_key_file: /etc/sliver/operator.key⟧ ⟦mode 0600⟧
flags: ⟦passphrase_protected: true⟧ ⟦key_type: ed25519⟧
flags: ⟦client_secret_expires_at: 0⟧ ⟦token_endpoint_auth_method: client_secret_basic⟧
flags: ⟦Mimecast: client secret present⟧ ⟦scopes: siem:read⟧
flags: ⟦Proofpoint TAP: service principal «uuid»⟧ ⟦secret: configured⟧
flags: ⟦OTX key: ********⟧ ⟦(set in Settings)⟧ ⟦pulses subscribed 18⟧
flags: ⟦Carbon Black: API key «U10»⟧ ⟦access level: custom⟧ ⟦secret hidden⟧
flags: ⟦password_reset_required = true⟧ ⟦user «d6»⟧
flags: ⟦show_password_field = false⟧ ⟦form login.html⟧
flags: ⟦webhook_secret_header = X-Hub-Signature-256⟧ ⟦verify: on⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦of 10⟧
flags: ⟦vault.kv.path = secret/data/siem⟧ ⟦policy siem-read⟧
flags: ⟦password_file = ./pw.txt⟧ ⟦missing⟧ ⟦(file not found)⟧
"""

PARSE = r"""
parse: nmap: ⟦Failed to resolve "scanme.acme.ge"⟧ ⟦WARNING: No targets were specified⟧
parse: nuclei: ⟦could not parse template "cves/2026/CVE-2026-«d5».yaml"⟧ ⟦line 14: unknown field "extractor"⟧
parse: semgrep: ⟦Invalid rule schema⟧ ⟦rule id "acme.hardcoded-token"⟧ ⟦missing key "message"⟧
parse: gitleaks: ⟦toml: line 22 (last key "rules.regex")⟧ ⟦expected value but found "\\"⟧
parse: sqlmap: ⟦invalid target URL "http://10.20.0.31/item.php?id"⟧ ⟦no parameter value⟧
parse: hashcat: ⟦Token length exception⟧ ⟦hash line 3 of ntlm.txt⟧ ⟦1/3 hashes loaded⟧
parse: john: ⟦No password hashes loaded⟧ ⟦(see FAQ)⟧ ⟦input shadow.bak⟧
parse: msfconsole: ⟦Unknown datastore option: PASSWD⟧ ⟦Did you mean PASSWORD?⟧
parse: ZAP: ⟦OpenAPI import failed⟧ ⟦openapi.yaml: duplicate operationId "getToken"⟧
parse: Burp: ⟦Failed to load project file acme-ge.burp⟧ ⟦version 2026.11.2 required⟧
parse: trufflehog: ⟦unknown detector type "generic-password"⟧ ⟦skipping⟧
parse: jq: ⟦jq: error: api_key/0 is not defined at <top-level>, line 1⟧
parse: yaml: ⟦mapping values are not allowed here⟧ ⟦in "nuclei-config.yaml", line 7, column 14⟧
parse: json: ⟦Expecting ',' delimiter: line 1 column 88 (char 87)⟧ ⟦in report-«d6».json⟧
parse: csv: ⟦row 412: expected 6 fields, saw 7⟧ ⟦file findings_«d8».csv⟧
parse: xml: ⟦not well-formed (invalid token): line 3, column 41⟧ ⟦burp-export-«d4».xml⟧
parse: date: ⟦time data '2026-13-02' does not match format '%Y-%m-%d'⟧
parse: cvss: ⟦invalid vector "CVSS:4.0/AV:X"⟧ ⟦metric AV has no value X⟧
parse: hcl: ⟦Unsupported argument; An argument named "client_secret_ref" is not expected here.⟧
parse: toml: ⟦Invalid value (at line 3, column 13)⟧ ⟦probely.toml⟧
parse: ini: ⟦File contains no section headers⟧ ⟦falcon.ini, line: 1⟧
parse: uuid: ⟦badly formed hexadecimal UUID string⟧ ⟦field "oid"⟧
parse: ip: ⟦'10.20.0.300' does not appear to be an IPv4 or IPv6 address⟧
parse: regex: ⟦missing ), unterminated subpattern at position 12⟧ ⟦rule password-in-url⟧
parse: base64: ⟦Incorrect padding⟧ ⟦field "request" of item «d3»⟧
"""
