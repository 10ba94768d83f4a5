"""Innocent set 12: ids from domains earlier innocent sets did not draw on.

Agriculture, energy and utilities, aviation, maritime, railways, automotive, legal, education,
libraries and publishing, music rights, chemistry, astronomy, manufacturing, IoT fleets,
point-of-sale retail, payroll, real estate, public blockchains (transaction hashes and
addresses are public), security scanners (rule ids, sample hashes), package lockfiles
(integrity hashes in base64), git internals, container and Kubernetes ids, cloud resource ids
and ARNs, HTTP caching (ETags, cache keys, idempotency keys), and files, flags and settings
named after credentials. None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "IDS"]

DOMAINS = r"""
agri: field ⟦F-«d4»⟧ sensor ⟦«h12»⟧ soil moisture ⟦12.4%⟧ below threshold ⟦15%⟧; irrigation zone ⟦Z7⟧ not responding
agri: herd record ⟦DE 01 «d9»⟧ (ear tag) missing vaccination ⟦BVD⟧ due ⟦2026-11-30⟧
energy: meter ⟦MPAN 13 «d4» «d4» «d3»⟧ read rejected: ⟦reading lower than previous (48213 < 48290)⟧
energy: inverter ⟦SN «U12»⟧ fault ⟦F-0x1A3⟧: ⟦grid frequency out of range 50.6 Hz⟧
energy: EIC ⟦10YDE-EON------1⟧ nomination ⟦«d10»⟧ rejected by TSO: ⟦gate closure passed⟧
aviation: NOTAM ⟦A«d4»/26⟧ for ⟦EDDF⟧: ⟦RWY 07C/25C CLSD⟧; flight ⟦LH«d3»⟧ refiled with ⟦EDDM⟧ alternate
aviation: ACARS msg ⟦«U6»⟧ from ⟦D-AIZA⟧: ⟦ENG 2 OIL PRESS LO⟧ at ⟦FL350⟧
maritime: vessel ⟦IMO «d7»⟧ (MMSI ⟦«d9»⟧) AIS gap of ⟦6h⟧ near ⟦54.32N 10.14E⟧
maritime: container ⟦MSCU«d7»⟧ bill of lading ⟦MEDU«U8»⟧ on hold: ⟦customs inspection⟧
rail: train ⟦ICE 1«d3»⟧ path ⟦«d8»⟧ conflict at ⟦Köln Hbf track 5⟧: ⟦signal 61N stuck at danger⟧
auto: VIN ⟦WVWZZZ1KZ«U8»⟧ recall ⟦23V-«d3»⟧ (⟦airbag inflator⟧) not completed
auto: OBD-II ⟦P0420⟧ ⟦Catalyst System Efficiency Below Threshold (Bank 1)⟧ on ECU ⟦«H8»⟧
legal: case ⟦1:26-cv-0«d4»⟧ filing ⟦ECF No. 42⟧ rejected: ⟦exhibit exceeds 35 MB⟧
legal: EUIPO trademark ⟦«d9»⟧ opposition ⟦B «d7»⟧ deadline ⟦2027-01-15⟧
edu: student ⟦S«d8»⟧ enrolment in ⟦CS-204⟧ blocked: ⟦prerequisite MATH-101 not passed⟧
edu: LTI launch failed: ⟦deployment_id «h16» not registered⟧ for platform ⟦https://lms.uni.edu⟧
library: ISBN ⟦978-3-16-148410-0⟧ not found in catalog; DOI ⟦10.1000/«d6»⟧ resolves to ⟦410 Gone⟧
library: MARC record ⟦«d9»⟧ field ⟦245⟧ subfield ⟦$a⟧ missing
music: ISRC ⟦DE-A1B-26-«d5»⟧ duplicate of ⟦USRC1«d7»⟧; ISWC ⟦T-«d9»-1⟧ split mismatch ⟦50/40⟧
chem: InChIKey ⟦BSYNRYMUTXBXSQ-UHFFFAOYSA-N⟧ (⟦aspirin⟧) not in inventory; CAS ⟦50-78-2⟧
chem: SMILES parse error at position ⟦14⟧: ⟦CC(=O)Oc1ccccc1C(=O⟧ (⟦unclosed branch⟧)
astro: Gaia DR3 ⟦«d19»⟧ cross-match failed; target ⟦TIC «d9»⟧ exposure ⟦«d6»⟧ saturated
astro: FITS header keyword ⟦CHECKSUM⟧ = ⟦'«U16»'⟧ does not match data (HDU ⟦1⟧)
mfg: work order ⟦WO-«d7»⟧ part ⟦P/N 4471-«d3»-A⟧ lot ⟦L«d6»⟧: ⟦torque out of spec 42.7 Nm⟧
mfg: PLC ⟦S7-1500⟧ at ⟦192.168.0.10⟧ DB ⟦12⟧ offset ⟦4.0⟧: ⟦access denied (protection level 3)⟧
iot: device ⟦esp32-«h12»⟧ OTA image ⟦sha256 «h64»⟧ rejected: ⟦signature invalid⟧
iot: LoRaWAN DevEUI ⟦«H16»⟧ JoinEUI ⟦«H16»⟧: ⟦MIC mismatch⟧ on join request
pos: terminal ⟦T-«d6»⟧ receipt ⟦«d4»-«d6»⟧ void rejected: ⟦shift closed at 22:00⟧
pos: EAN ⟦4006381333931⟧ price lookup failed in store ⟦«d4»⟧
payroll: employee ⟦E-«d6»⟧ payslip ⟦2026-11⟧ blocked: ⟦tax id missing⟧ (cost center ⟦CC-4410⟧)
realestate: parcel ⟦«d3»-«d3»-«d3»⟧ listing ⟦MLS «d8»⟧: ⟦appraisal below contract price⟧
chain: tx ⟦0x«h64»⟧ reverted: ⟦ERC20: transfer amount exceeds balance⟧ (from ⟦0x«h40»⟧)
chain: bitcoin tx ⟦«h64»⟧ stuck: fee rate ⟦2 sat/vB⟧ below mempool min ⟦3.1 sat/vB⟧
security: YARA rule ⟦APT_Backdoor_Secret_Loader⟧ matched sample sha256 ⟦«h64»⟧
security: semgrep ⟦python.lang.security.audit.hardcoded-password-default-argument⟧ at ⟦app/db.py:14⟧
security: trivy: ⟦CVE-2025-«d5»⟧ in ⟦libssl3 3.0.13-1⟧ (fixed in ⟦3.0.15-1⟧) severity ⟦HIGH⟧
security: gitleaks: finding ⟦generic-api-key⟧ in commit ⟦«h40»⟧ file ⟦tests/fixtures/fake_keys.py⟧ (⟦allowlisted⟧)
lockfile: npm ERR! ⟦EINTEGRITY⟧ ⟦sha512-«b64_86»==⟧ integrity checksum failed for ⟦lodash@4.17.21⟧
lockfile: poetry: ⟦Hash for certifi (2024.8.30) from archive certifi-2024.8.30.tar.gz not found in known hashes⟧ (⟦sha256:«h64»⟧)
git: error: ⟦cannot lock ref 'refs/heads/secrets-rotation'⟧: ⟦'refs/heads/secrets' exists⟧
git: gpg: Signature made ⟦Thu 03 Dec 2026⟧ using ⟦EDDSA⟧ key ⟦«H40»⟧\ngpg: ⟦BAD signature⟧ from ⟦"Release Bot <release@acme.io>"⟧
git: fatal: ⟦bad object «h40»⟧ (tree ⟦«h40»⟧ referenced by ⟦refs/notes/commits⟧)
container: container ⟦«h64»⟧ exited ⟦137⟧ (⟦OOMKilled⟧) image ⟦ghcr.io/acme/api@sha256:«h64»⟧
k8s: pod ⟦api-«l10»-«l5»⟧ uid ⟦«uuid»⟧ resourceVersion ⟦«d8»⟧: ⟦CrashLoopBackOff⟧
k8s: Warning ⟦FailedMount⟧: ⟦MountVolume.SetUp failed for volume "db-password" : secret "db-password" not found⟧
cloud: ⟦arn:aws:secretsmanager:eu-west-1:«d12»:secret:prod/db/password-«A6»⟧: ⟦ResourceNotFoundException⟧
cloud: ⟦/subscriptions/«uuid»/resourceGroups/rg-keys/providers/Microsoft.KeyVault/vaults/kv-acme⟧: ⟦VaultAlreadyExists⟧
cloud: gcloud: ⟦projects/acme-prod/secrets/api-key/versions/7⟧ is in state ⟦DESTROYED⟧
cache: ETag ⟦W/"«h32»"⟧ precondition failed (⟦412⟧); cache key ⟦page:v3:«h40»⟧ evicted
cache: Idempotency-Key ⟦«uuid»⟧ already used with a different payload (⟦422⟧)
files: cannot open ⟦credentials.json⟧: ⟦Permission denied⟧ (mode ⟦0644⟧, expected ⟦0600⟧)
files: ⟦password-reset-email.html⟧ template missing block ⟦"footer"⟧
files: ⟦secret_santa_2026.xlsx⟧ is locked by ⟦mkowalski⟧
files: s3 key ⟦uploads/«uuid»/passport_scan.pdf⟧ ⟦AccessDenied⟧
flags: feature flag ⟦require_password_change⟧ = ⟦true⟧ for tenant ⟦acme-eu⟧; ⟦mfa_enforced⟧ = ⟦false⟧
flags: sshd -T: ⟦passwordauthentication no⟧ ⟦permitrootlogin prohibit-password⟧ ⟦kbdinteractiveauthentication no⟧
flags: redis: ⟦-NOAUTH Authentication required.⟧ (⟦requirepass is set⟧, client ⟦10.0.3.7:51122⟧)
flags: ldap: ⟦invalid credentials (49)⟧ ⟦data 532⟧ (⟦password expired⟧) for ⟦CN=svc_sync,OU=Service,DC=acme,DC=lan⟧
flags: Keycloak: ⟦Password policy not met⟧: ⟦passwordHistory(3)⟧, ⟦length(12)⟧
flags: auth: ⟦token_type=Bearer⟧ ⟦expires_in=3600⟧ ⟦scope=read:orders⟧ (no access_token in response)
"""

IDS = r"""
trace: traceparent ⟦00-«h32»-«h16»-01⟧ span ⟦«h16»⟧ ⟦DEADLINE_EXCEEDED⟧
trace: X-Amzn-Trace-Id ⟦Root=1-«h8»-«h24»⟧ ⟦504 Gateway Timeout⟧
trace: request ⟦req_«A24»⟧ to ⟦POST /v1/payouts⟧ failed: ⟦balance_insufficient⟧
trace: Azure x-ms-request-id ⟦«uuid»⟧ ⟦ServerBusy⟧ retry-after ⟦30⟧
trace: GCP operation ⟦operation-«d13»-«h13»-«h8»-«h8»⟧ ⟦QUOTA_EXCEEDED⟧
public: ssh-ed25519 public key ⟦AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ci@runner⟧ is not in ⟦authorized_keys⟧
public: Host key fingerprint ⟦SHA256:«b64_43»⟧ for ⟦bastion.acme.lan⟧ has changed
public: TLS cert serial ⟦«H32»⟧ for ⟦api.acme.io⟧ expired on ⟦2026-12-01⟧
public: age recipient ⟦age1«l58»⟧ has no matching identity in ⟦keys.txt⟧
public: PGP key ⟦0x«H16»⟧ expired ⟦2026-10-01⟧; ⟦gpg --refresh-keys⟧ needed
public: Ethereum address ⟦0x«h40»⟧ is a contract, not an EOA
public: NATS account public key ⟦A«U55»⟧ not trusted by operator ⟦O«U55»⟧
public: WireGuard peer ⟦«b64_43»=⟧ latest handshake ⟦2 hours ago⟧, endpoint ⟦203.0.113.7:51820⟧
keylog: tshark: ⟦SSLKEYLOGFILE not set⟧; ⟦TLS 1.3⟧ stream ⟦7⟧ cannot be decrypted
keylog: ssh: ⟦Permissions 0644 for '/home/ci/.ssh/id_ed25519' are too open.⟧ ⟦This private key will be ignored.⟧
keylog: gpg: ⟦key «H16»: secret key imported⟧; ⟦secret keys read: 1⟧, ⟦unchanged: 0⟧
keylog: putty: ⟦Unable to use key file "deploy.ppk" (OpenSSH SSH-2 private key (new format))⟧
"""
