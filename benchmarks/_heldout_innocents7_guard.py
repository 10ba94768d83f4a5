"""Innocent corpus 7, guard and apps: network equipment and security tooling (BGP, RPKI, OSPF,
Junos, EOS, NX-OS, 5G core, SIM and eSIM ids, Trivy, Grype, CycloneDX, SPDX, cosign, Rekor,
in-toto, TUF, SELinux, AppArmor, ClamAV, YARA, Suricata, Snort, osquery, Falco, Wazuh,
Gatekeeper, Kyverno, Semgrep, HIBP, WebAuthn, SSSD, FreeIPA, DNSSEC, MTA-STS), and mobile and
business apps (logcat, Crashlytics, TestFlight, App Store Connect, Play Console, provisioning
profiles, Keychain, Excel, LibreOffice, pandoc, Google Sheets, Salesforce Apex, Workday,
ServiceNow, Solr, Meilisearch, LLM agent frameworks) — domains innocent sets 3-6 did not
quote.

Written on 2026-12-03 (21:55-22:05 UTC), blind. One message a line; ``⟦…⟧`` marks a fact
that must survive; ``«h40»``-style slots are filled with seeded random ids (see
``heldout_innocents_set7.py``).
"""

from __future__ import annotations

__all__ = ["APPS", "NETSEC"]

NETSEC = r"""
BGP: neighbor ⟦192.0.2.1⟧ (AS ⟦64512⟧) Down: BGP Notification sent, ⟦hold time expired⟧ (TCP MD5 auth: ⟦configured⟧, prefixes ⟦812⟧)
BGP: ⟦%BGP-3-NOTIFICATION⟧ received from neighbor ⟦2001:db8::1⟧ ⟦6/2⟧ (Administrative Shutdown) ⟦0⟧ bytes
RPKI: route ⟦203.0.113.0/24⟧ origin ⟦AS64500⟧ is ⟦Invalid⟧ (ROA max length ⟦23⟧, validator ⟦routinator 0.14⟧)
OSPF: ⟦%OSPF-4-ERRRCV⟧ Received invalid packet: mismatched authentication key from ⟦10.0.12.2⟧, ⟦GigabitEthernet0/1⟧ (area ⟦0.0.0.0⟧, key id ⟦1⟧)
Junos: commit failed: [edit system login user ⟦deploy⟧ authentication] ⟦'encrypted-password' is missing⟧ (error: ⟦configuration check-out failed⟧)
Arista EOS: ⟦% Invalid input (at token 2: 'secret')⟧ in ⟦username admin secret⟧ (line ⟦42⟧ of ⟦startup-config⟧)
NX-OS: ⟦%AAA-3-AAA_NO_AUTH_RESPONSE⟧ TACACS+ server ⟦10.0.0.5⟧ not responding (key configured: ⟦yes⟧, group ⟦ISE⟧)
5G core: AMF ⟦amf-01⟧ Registration Reject cause ⟦#15⟧ no suitable cells in tracking area (SUCI ⟦suci-0-001-01-0000-0-0-«d10»⟧)
5G core: AUSF authentication failure ⟦SYNCH_FAILURE⟧ for SUPI ⟦imsi-00101«d10»⟧ (AUTS ⟦present⟧, serving network ⟦5G:mnc001.mcc001.3gppnetwork.org⟧)
SIM: ICCID ⟦8944«d15»⟧ not provisioned on HLR ⟦hlr-2⟧ (IMSI ⟦23415«d10»⟧, Ki: ⟦loaded⟧)
eSIM: SM-DP+ ⟦8.1.1⟧ ⟦Profile not released⟧ for EID ⟦89049032«d24»⟧ (matching ID: ⟦required⟧, ICCID ⟦8949«d15»⟧)
Trivy: ⟦CVE-2024-3094⟧ (CRITICAL) xz-utils ⟦5.6.0-1⟧ in image ⟦registry.acme.io/base@sha256:«h64»⟧ (fixed in ⟦5.6.1+really5.4.5-1⟧)
Trivy: secret scan rule ⟦generic-api-key⟧ matched ⟦config/settings.example.py:12⟧ (severity ⟦HIGH⟧, allowlisted: ⟦no⟧)
Grype: ⟦GHSA-«l4»-«l4»-«l4»⟧ ⟦golang.org/x/crypto⟧ ⟦v0.21.0⟧ fixed in ⟦v0.31.0⟧ (package ⟦ssh⟧)
CycloneDX: component ⟦pkg:pypi/keyring@25.5.0⟧ has invalid hash ⟦SHA-256⟧ value length ⟦63⟧ (bom-ref ⟦«uuid»⟧)
SPDX: ⟦SPDXRef-Package-passlib⟧ license ⟦LicenseRef-custom-7⟧ undefined in document ⟦«uuid»⟧
cosign: verify failed: ⟦no matching signatures⟧ for ⟦ghcr.io/acme/api@sha256:«h64»⟧ (certificate identity ⟦https://github.com/acme/api/.github/workflows/release.yml@refs/tags/v2.3.1⟧)
Rekor: entry ⟦«h64»⟧ log index ⟦«d9»⟧ inclusion proof failed (tree size ⟦«d9»⟧, root hash ⟦«h64»⟧)
in-toto: layout ⟦root.layout⟧ step ⟦build⟧ threshold ⟦2⟧ not met, functionary key ⟦«h64»⟧ (signatures ⟦1⟧)
TUF: ⟦targets.json⟧ version ⟦41⟧ expired at ⟦2026-12-01T00:00:00Z⟧ (keyid ⟦«h64»⟧, threshold ⟦1⟧)
SELinux: avc:  denied  { ⟦read⟧ } for  pid=⟦«d4»⟧ comm="⟦httpd⟧" name="⟦.htpasswd⟧" scontext=⟦system_u:system_r:httpd_t:s0⟧ tcontext=⟦unconfined_u:object_r:user_home_t:s0⟧ tclass=⟦file⟧
AppArmor: apparmor="DENIED" operation="⟦open⟧" profile="⟦/usr/sbin/sssd⟧" name="⟦/etc/sssd/conf.d/secrets.conf⟧" requested_mask="⟦r⟧"
ClamAV: ⟦/srv/uploads/«h40».zip⟧: ⟦Heuristics.Encrypted.Zip⟧ FOUND (password-protected archive: ⟦yes⟧)
YARA: rule ⟦Suspicious_Credential_Dumper⟧ matched ⟦/tmp/.x/«l8».bin⟧ (strings ⟦$s1, $s3⟧, namespace ⟦mal⟧)
Suricata: [1:⟦2027865⟧:⟦3⟧] ⟦ET POLICY Basic Auth Base64 HTTP Password detected unencrypted⟧ [Classification: ⟦Potential Corporate Privacy Violation⟧] {TCP} ⟦10.0.4.12:51514⟧ -> ⟦10.0.9.3:80⟧
Snort: [⟦1:1000012:2⟧] ⟦possible SSH brute force⟧ ⟦24⟧ attempts from ⟦198.51.100.7⟧ in ⟦60⟧ s
osquery: query ⟦authorized_keys_changes⟧ returned ⟦3⟧ rows; key fingerprint ⟦SHA256:«b64_43»⟧ (host ⟦web-«d2»⟧)
Falco: ⟦Warning⟧ Sensitive file opened for reading by non-trusted program (file=⟦/etc/shadow⟧ proc=⟦python3⟧ container=⟦«h12»⟧ rule=⟦Read sensitive file untrusted⟧)
Wazuh: rule ⟦5712⟧ level ⟦10⟧: ⟦sshd: brute force trying to get access to the system⟧ (agent ⟦«d3»⟧, srcip ⟦198.51.100.23⟧)
Gatekeeper: admission webhook denied: [⟦k8srequiredlabels⟧] you must provide labels: {"⟦owner⟧"} (constraint ⟦must-have-owner⟧)
Kyverno: policy ⟦disallow-secrets-in-env⟧ rule ⟦secrets-not-from-env-vars⟧ failed for Pod ⟦api-«l5»-«l5»⟧ (env ⟦DB_PASSWORD⟧ from secretKeyRef: ⟦not allowed⟧)
Semgrep: ⟦generic.secrets.security.detected-generic-api-key⟧ at ⟦tests/fixtures/fake_keys.py:3⟧ (severity ⟦ERROR⟧, fingerprint ⟦«h32»⟧)
HIBP: range query ⟦GET /range/«H5»⟧ returned ⟦812⟧ suffixes; password found in breaches: ⟦yes⟧ (count ⟦«d5»⟧)
WebAuthn: ⟦NotAllowedError⟧ credential ⟦«b64_43»⟧ not registered for RP ⟦login.acme.io⟧ (authenticator AAGUID ⟦«uuid»⟧)
passkey: attestation format ⟦packed⟧ rejected: AAGUID ⟦«uuid»⟧ not in FIDO MDS (metadata blob ⟦no: 241⟧)
SSSD: ⟦[sssd[be[acme.io]]]⟧ Backend is offline; krb5_child ⟦Preauthentication failed⟧ for ⟦ana@ACME.IO⟧ (kvno ⟦3⟧)
FreeIPA: ⟦ipa: ERROR: Insufficient access⟧ to write attribute ⟦userPassword⟧ of ⟦uid=ana,cn=users,cn=accounts,dc=acme,dc=io⟧
DNSSEC: ⟦acme.io⟧ DS digest ⟦«H64»⟧ (key tag ⟦«d5»⟧, algorithm ⟦13⟧) has no matching DNSKEY — ⟦bogus⟧
MTA-STS: policy ⟦id=2026120301⟧ for ⟦acme.io⟧ mode ⟦enforce⟧: MX ⟦mx3.acme.io⟧ not listed (TLSRPT ⟦rua=mailto:tls@acme.io⟧)
"""

APPS = r"""
logcat: E/AndroidRuntime(⟦«d5»⟧): FATAL EXCEPTION: main java.lang.NullPointerException at ⟦com.acme.auth.PasswordResetActivity.onCreate(PasswordResetActivity.kt:58)⟧
logcat: W/View: ⟦R.id.password_input⟧ has autofillHints ⟦password⟧ but importantForAutofill=⟦no⟧ (package ⟦com.acme.bank⟧)
Crashlytics: issue ⟦«h32»⟧ ⟦SIGABRT⟧ in ⟦KeychainWrapper.set(_:forKey:)⟧ affects ⟦1.2%⟧ of users (build ⟦4.12.0 (812)⟧)
iOS crash: Binary Images: ⟦0x104a8c000⟧ - ⟦0x104b2ffff⟧ ⟦AcmeAuth⟧ arm64 <⟦«h32»⟧> (exception ⟦EXC_BAD_ACCESS (SIGSEGV)⟧)
Keychain: SecItemCopyMatching returned ⟦errSecItemNotFound (-25300)⟧ for service ⟦com.acme.refresh-token⟧ account ⟦default⟧
Keychain: ⟦errSecInteractionNotAllowed (-25308)⟧ reading ⟦kSecAttrAccessibleWhenUnlocked⟧ item while device locked
TestFlight: build ⟦4.12.0 (812)⟧ is ⟦Missing Compliance⟧ (ITSAppUsesNonExemptEncryption: ⟦not set⟧, app ⟦«d10»⟧)
App Store Connect: ITMS-⟦90683⟧: Missing purpose string in Info.plist ⟦NSFaceIDUsageDescription⟧ (bundle ⟦com.acme.wallet⟧)
App Store Connect API: 409 ⟦ENTITY_ERROR.ATTRIBUTE.INVALID⟧ for ⟦/v1/appStoreVersions/«uuid»⟧ (issuer ⟦«uuid»⟧, key ID ⟦«U10»⟧)
Play Console: version code ⟦«d6»⟧ has already been used (package ⟦com.acme.bank⟧, track ⟦internal⟧)
Play Console: app bundle signed with the wrong key: SHA-1 ⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ expected upload key
provisioning profile: ⟦«uuid»⟧ doesn't include signing certificate ⟦Apple Distribution: Acme GmbH⟧ (team ⟦«U10»⟧)
Xcode: Signing for ⟦AcmeKeychainTests⟧ requires a development team (bundle ⟦com.acme.keychain-tests⟧)
Expo EAS: build ⟦«uuid»⟧ failed: ⟦Credentials are not set up⟧ for platform ⟦android⟧ (keystore: ⟦missing⟧)
Excel: ⟦#REF!⟧ in ⟦'Q4 Passwords Audit'!D14⟧ (formula ⟦=VLOOKUP(B14,Tokens!A:C,3,FALSE)⟧)
Excel: file ⟦payroll_2026.xlsx⟧ is protected: ⟦workbook structure⟧ password: ⟦set⟧ (sheets ⟦12⟧)
LibreOffice: ⟦General input/output error⟧ opening ⟦keyring-export.ods⟧ (filter ⟦calc8⟧, encrypted: ⟦yes⟧)
pandoc: ⟦Could not find reference⟧ ⟦@doe2025tokens⟧ in ⟦report.md⟧ line ⟦41⟧ (citeproc ⟦0.8.1.1⟧)
Google Sheets API: 400 ⟦Unable to parse range: 'API Keys'!A1:Z⟧ (spreadsheet ⟦1«A43»⟧)
Salesforce: ⟦FIELD_CUSTOM_VALIDATION_EXCEPTION⟧ on ⟦Contact⟧ ⟦003«A15»⟧: Password_Reset_Required__c ⟦cannot be true for inactive users⟧
Salesforce Apex: ⟦System.LimitException⟧: Too many SOQL queries: ⟦101⟧ (class ⟦TokenRefreshBatch⟧, line ⟦77⟧)
Workday: integration ⟦INT_Okta_Users⟧ event ⟦«h32»⟧ failed: ⟦Invalid ID value 'EMP-«d6»'⟧ for type ⟦Employee_ID⟧
ServiceNow: record ⟦INC«d7»⟧ (sys_id ⟦«h32»⟧) update failed: ⟦ACL⟧ denied write on field ⟦u_password_reset_link⟧
ServiceNow: MID server ⟦mid-prod-02⟧ credential ⟦SSH-linux-ops⟧ alias ⟦linux_ops⟧ test: ⟦failed⟧ (discovery ⟦DSC«d7»⟧)
Jira Service Management: request type ⟦Password reset⟧ not found in project ⟦IT⟧ (portal ⟦3⟧)
Solr: ⟦undefined field text_tokens⟧ in query ⟦q=text_tokens:rotate⟧ (core ⟦docs_shard2_replica_n4⟧, QTime ⟦3⟧)
Meilisearch: task ⟦«d5»⟧ failed: ⟦invalid_document_id⟧ `⟦api-key/rotation⟧` (index ⟦kb⟧, batch ⟦«d4»⟧)
OpenSearch Dashboards: saved object ⟦index-pattern:«uuid»⟧ conflicts (title ⟦secrets-audit-*⟧)
agents: tool_use ⟦toolu_01«A22»⟧ returned is_error ⟦true⟧: ⟦file_not_found⟧ (model ⟦claude-sonnet-4-5⟧, stop_reason ⟦tool_use⟧)
agents: tool call ⟦call_«A24»⟧ arguments failed JSON schema: ⟦'password_policy_id' is a required property⟧
agents: context window exceeded: ⟦212,400⟧ input tokens > ⟦200,000⟧ (conversation ⟦«uuid»⟧, tokens saved by truncation ⟦0⟧)
LangChain: ⟦OutputParserException⟧: Could not parse LLM output for tool ⟦reset_password⟧ (run ⟦«uuid»⟧)
LlamaIndex: ⟦ValueError⟧: Embedding dimension ⟦1536⟧ does not match the vector store ⟦3072⟧ (collection ⟦kb_tokens⟧)
MCP: server ⟦filesystem⟧ tool ⟦read_file⟧ error ⟦-32602⟧ Invalid params: path ⟦/etc/passwd⟧ outside allowed roots
Hugging Face: revision ⟦«h40»⟧ of ⟦acme/secret-detector-small⟧ has no ⟦model.safetensors⟧ (HF_TOKEN: ⟦set⟧)
"""
