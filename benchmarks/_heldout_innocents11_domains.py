"""Innocent set 11: public ids of set 11's vendors, public data in set 11's encodings, and ids
from many domains that look generated or sit next to credential words.

Vendor ids a model needs (Fastly service ids, dbt job ids, Backblaze key ids, Asaas payment
ids, Wompi transaction ids, M-Pesa receipts, NetSuite record ids...), public data in set 11's
encodings (SASL mechanism names, quoted-printable text, MIME encoded-words of plain subjects,
Ascii85 and base32 of non-secret bytes, a base64 PNG), ids from science, finance, logistics,
media, health, telecom, games, GIS and build systems, public keys and fingerprints, and
headers, cookies and connection strings without their secrets.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "ENCODED", "VENDOR_IDS", "WIRE"]

VENDOR_IDS = r"""
fastly: purge failed for service ⟦6YmrvAEDRvkPQsMGNd2Fr4⟧ version ⟦42⟧: surrogate key ⟦product-«d4»⟧ not found
dbt: Job ⟦88211⟧ run ⟦«d9»⟧ failed in step ⟦dbt build --select tag:finance⟧ (account ⟦70403⟧)
backblaze: b2 upload failed: bucket ⟦acme-archive⟧ (id ⟦«h24»⟧), applicationKeyId ⟦005«h22»⟧: ⟦cap_exceeded⟧
asaas: pagamento ⟦pay_«l16»⟧ do cliente ⟦cus_«d12»⟧ está ⟦OVERDUE⟧ desde ⟦2026-11-30⟧
wompi: transacción ⟦«d6»-«d10»-«d5»⟧ en estado ⟦DECLINED⟧ (referencia ⟦ORD-2026-«d6»⟧)
khalti: payment ⟦pidx «A22»⟧ status ⟦Expired⟧, amount ⟦1000⟧ paisa
mpesa: STK push ⟦ws_CO_«d20»⟧ ResultCode ⟦1032⟧ "⟦Request cancelled by user⟧" MpesaReceiptNumber ⟦«U10»⟧
bkash: paymentID ⟦TR0011«U16»⟧ statusCode ⟦2056⟧ "⟦Invalid Payment State⟧"
sslcommerz: tran_id ⟦SSLCZ_TEST_«h13»⟧ val_id ⟦«d15»«U6»⟧ status ⟦INVALID_TRANSACTION⟧
paytabs: tran_ref ⟦TST«d13»⟧ response_status ⟦D⟧ response_message "⟦Insufficient funds⟧"
vipps: order ⟦acme-«d10»⟧ state ⟦ABORTED⟧, Merchant-Serial-Number ⟦123456⟧
sentinelone: agent ⟦«d18»⟧ (uuid ⟦«h32»⟧) is ⟦disconnected⟧ since ⟦2026-12-03T22:10Z⟧
netsuite: INVALID_KEY_OR_REF: Invalid ⟦customer⟧ reference key ⟦«d7»⟧ for subsidiary ⟦3⟧
bamboohr: employee ⟦«d4»⟧ field "⟦customPasswordResetRequired⟧" is read-only
greenhouse: application ⟦«d9»⟧ rejected: rejection_reason ⟦«d7»⟧ not found
xero: ValidationException: Invoice ⟦INV-«d5»⟧ (⟦«uuid»⟧) - ⟦Account code '200' is not a valid code⟧
svix: message ⟦msg_«A27»⟧ to endpoint ⟦ep_«A27»⟧ failed after ⟦5⟧ attempts (⟦HTTP 410⟧)
nylas: grant ⟦«uuid»⟧ status ⟦invalid⟧: ⟦provider token was revoked⟧
termii: message_id ⟦«d16»⟧ to ⟦2348012345678⟧ status ⟦DND Active on Phone Number⟧
cloudflare: zone ⟦«h32»⟧ ray ⟦«h16»-AMS⟧ error ⟦1020⟧: ⟦Access denied⟧
ovh: order ⟦«d9»⟧ for service ⟦vps-«h8».vps.ovh.net⟧ is ⟦notPaid⟧
exoscale: instance ⟦«uuid»⟧ in zone ⟦ch-gva-2⟧ failed: ⟦insufficient capacity⟧ (api-key id ⟦EXO«h24»⟧)
zerossl: order ⟦«h32»⟧ for ⟦acme.io⟧: challenge ⟦http-01⟧ ⟦invalid⟧ (EAB kid ⟦«A16»⟧ bound)
unkey: key ⟦key_«A22»⟧ verification: valid=⟦false⟧, code=⟦RATE_LIMITED⟧, remaining=⟦0⟧
hookdeck: event ⟦evt_«A24»⟧ on connection ⟦web_«A24»⟧ failed with ⟦504⟧
"""

ENCODED = r"""
smtp: 250-AUTH ⟦PLAIN LOGIN XOAUTH2⟧\n250-SIZE ⟦35882577⟧\n250 ⟦8BITMIME⟧
smtp: 334 ⟦VXNlcm5hbWU6⟧ (base64 of "⟦Username:⟧")
imap: * CAPABILITY IMAP4rev1 ⟦SASL-IR⟧ ⟦AUTH=PLAIN⟧ ⟦AUTH=XOAUTH2⟧ ID ENABLE IDLE
qp: Content-Transfer-Encoding: quoted-printable\n\nYour order ⟦#«d8»⟧ has shipped=2C track it at ⟦https://track.acme.io/«U12»⟧
mime: Subject: =?utf-8?b?⟦QmVzdGVsbGJlc3TDpHRpZ3VuZw==⟧?= (⟦Bestellbestätigung⟧) rejected: ⟦message too large⟧
mime: X-Spam-Report: subject ⟦=?iso-8859-1?Q?Rechnung_Nr=2E_2026-«d5»?=⟧ score ⟦2.1⟧
form: POST /search HTTP/1.1 body: ⟦q=password+reset+policy&lang=en&page=2⟧ -> ⟦500⟧
form: 400 Bad Request: grant_type=⟦authorization_code⟧&code_challenge_method=⟦S256⟧ missing ⟦code_verifier⟧
json: collector: {"message": "{\"error\": \"⟦bad config⟧\", \"field\": \"⟦auth.api_key_ref⟧\"}"}
bytes: ValueError: unexpected content in ⟦/etc/hostname⟧: b'⟦build-runner-07⟧\\n\\xc3('
octal: strace: write(3, "⟦\\033[1;31mERROR\\033[0m⟧ disk full\\n", 29) = ⟦29⟧
xml: SAXParseException at line ⟦7⟧: character reference "⟦&#x1F;⟧" is an invalid XML character
utf16: NetUserGetInfo failed ⟦0x8ad⟧ for user (UTF-16LE hex) ⟦7300760063002d00730071006c00⟧
ascii85: pdf: stream ⟦12 0 obj⟧ /Filter /⟦ASCII85Decode⟧ truncated at byte ⟦4096⟧
base32: 2fa: otpauth URI for ⟦Acme:ops@acme.io⟧ is missing the ⟦secret⟧ parameter (issuer=⟦Acme⟧)
uuencode: restore: ⟦begin 644 report.csv⟧ ... checksum mismatch at line ⟦212⟧
png: <img src="data:image/png;base64,⟦iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk«b64_12»⟧"> rejected: ⟦image too small⟧
wrap: keycloak: client '⟦billing⟧' uses ⟦client-secret-jwt⟧; certificate thumbprint ⟦«b64_43»⟧ not found
folded: values.yaml: line ⟦19⟧: field ⟦registry.tokenSecretRef⟧: expected a string, got a ⟦map⟧
hex: kafka-console-consumer: key=⟦null⟧ value(hex)=⟦7b226f72646572223a34327d⟧ offset=⟦9912⟧ partition=⟦3⟧
"""

DOMAINS = r"""
genomics: variant ⟦rs«d9»⟧ at ⟦chr7:«d9»⟧ (GRCh38) failed QC: ⟦FILTER=LowQual⟧, sample ⟦SRR«d8»⟧
proteins: UniProt ⟦P«d5»⟧ / PDB ⟦«d1»«U3»⟧: sequence hash ⟦CRC64:«H16»⟧ mismatch
astronomy: Gaia DR3 ⟦«d19»⟧ not found in catalog ⟦I/355/gaiadr3⟧
finance: ISIN ⟦US«d10»⟧ / FIGI ⟦BBG«U9»⟧ rejected: ⟦market closed⟧ (order ⟦«uuid»⟧)
banking: SWIFT ⟦MT103⟧ UETR ⟦«uuid»⟧ returned: ⟦AC04 Closed account number⟧
payments: ISO 20022 pacs.002 ⟦RJCT⟧ for EndToEndId ⟦E2E«U20»⟧ reason ⟦AM04⟧
logistics: shipment ⟦1Z«U16»⟧ exception: ⟦ADDRESS CORRECTION REQUIRED⟧ at ⟦Louisville, KY⟧
logistics: container ⟦MSCU«d7»⟧ seal ⟦«d8»⟧ held at ⟦NLRTM⟧ (customs MRN ⟦26NL«U14»⟧)
aviation: PNR ⟦«U6»⟧ ticket ⟦«d13»⟧: segment ⟦LH«d4»⟧ ⟦UNABLE TO CONFIRM⟧
media: YouTube upload ⟦«A11»⟧ rejected: ⟦Content ID claim⟧ on asset ⟦A«d15»⟧
media: ISRC ⟦USRC1«d7»⟧ / UPC ⟦«d12»⟧ delivery failed: ⟦territory mismatch⟧
health: FHIR Patient/⟦«uuid»⟧ Observation ⟦«d8»-«d1»⟧ (LOINC ⟦2345-7⟧) rejected: ⟦invalid reference⟧
health: DICOM StudyInstanceUID ⟦1.2.840.«d6».«d9».«d4»⟧ C-STORE failed: ⟦0xA700 Out of resources⟧
telecom: IMSI ⟦«d15»⟧ attach reject cause ⟦#15 No suitable cells in tracking area⟧ (ICCID ⟦89«d18»⟧)
telecom: SIP/2.0 ⟦403 Forbidden⟧ Call-ID: ⟦«h32»@10.0.9.4⟧ CSeq: ⟦102 REGISTER⟧
games: Steam app ⟦«d6»⟧ depot ⟦«d6»⟧ manifest ⟦«d19»⟧ download failed: ⟦No connection⟧
games: match ⟦EUW1_«d10»⟧ not found (puuid ⟦«A78»⟧)
gis: tile ⟦z14/«d4»/«d4»⟧ from ⟦osm-bright⟧ failed: ⟦404⟧ (H3 cell ⟦8a«h13»⟧)
build: bazel: action ⟦«h64»⟧ failed: ⟦//services/auth:token_test⟧ exited with code ⟦1⟧
build: nix: hash mismatch in fixed-output derivation '⟦/nix/store/«l32»-source.drv⟧': got ⟦sha256-«b64_43»=⟧
build: gradle: Could not resolve ⟦com.acme:secrets-client:2.4.1⟧ (checksum ⟦«h40»⟧ does not match)
build: cargo: failed to verify package checksum for `⟦ring v0.17.8⟧` (⟦«h64»⟧)
ci: GitHub Actions run ⟦«d11»⟧ job ⟦«d11»⟧ step "⟦Rotate API keys⟧" failed: ⟦exit code 1⟧
ci: Buildkite build ⟦#«d4»⟧ job ⟦«uuid»⟧ agent ⟦ci-agent-«l6»⟧ lost (⟦heartbeat timeout⟧)
cloud: arn:aws:kms:eu-west-1:⟦«d12»⟧:key/⟦«uuid»⟧ is ⟦pending deletion⟧
cloud: /subscriptions/⟦«uuid»⟧/resourceGroups/⟦rg-secrets⟧/providers/Microsoft.KeyVault/vaults/⟦kv-acme-prod⟧ ⟦Forbidden⟧
cloud: projects/⟦acme-prod⟧/secrets/⟦db-password⟧/versions/⟦7⟧ is in state ⟦DESTROYED⟧
container: container ⟦«h64»⟧ exited ⟦137⟧ (OOMKilled) image ⟦sha256:«h64»⟧
container: pod ⟦vault-agent-injector-«l10»-«l5»⟧ CrashLoopBackOff (⟦secret "vault-tls" not found⟧)
trace: trace_id=⟦«h32»⟧ span_id=⟦«h16»⟧ service=⟦token-service⟧ status=⟦ERROR⟧
trace: traceparent: ⟦00-«h32»-«h16»-01⟧ request ⟦req_«A24»⟧ timed out after ⟦30s⟧
files: permission denied: ⟦/etc/acme/secrets/api_key.txt⟧ (mode ⟦0640⟧, owner ⟦root:acme⟧)
files: not found: ⟦~/.config/acme/credentials.json⟧; run ⟦acme auth login⟧
flags: user ⟦jdoe⟧: password: ⟦YES⟧ mfa: ⟦NO⟧ locked: ⟦false⟧ last_login: ⟦2026-12-03⟧
flags: ⟦PasswordAuthentication yes⟧ in ⟦/etc/ssh/sshd_config:58⟧ violates policy ⟦CIS 5.2.11⟧
flags: postgres: ⟦password_encryption = scram-sha-256⟧ but pg_hba.conf line ⟦12⟧ uses ⟦md5⟧
hashes: bcrypt cost ⟦10⟧ below minimum ⟦12⟧ for user id ⟦«d7»⟧ (hash prefix ⟦$2b$10$⟧)
hashes: duplicate file ⟦report.pdf⟧ (sha1 ⟦«h40»⟧, md5 ⟦«h32»⟧)
ids: order ⟦ord_«A24»⟧ idempotency key ⟦«uuid»⟧ already used (⟦409⟧)
ids: ULID ⟦01«U24»⟧ out of order for partition ⟦7⟧
ids: Snowflake id ⟦«d19»⟧ belongs to worker ⟦12⟧, not ⟦3⟧
"""

WIRE = r"""
h2: [  0.009] recv RST_STREAM frame <length=4, flags=0x00, stream_id=⟦13⟧> (error_code=⟦REFUSED_STREAM(0x07)⟧)
h2: :authority: ⟦api.acme.io:8443⟧ :path: ⟦/v1/daily?date=2026-12-03⟧ -> ⟦:status 421⟧
grpc: <_InactiveRpcError status = StatusCode.⟦UNAVAILABLE⟧ details = "⟦failed to connect to all addresses⟧" debug_error_string = "⟦ipv4:10.0.4.2:50051⟧">
webdav: PROPFIND ⟦/remote.php/dav/files/backup/⟧ -> ⟦207 Multi-Status⟧ (⟦1204⟧ entries)
soap: soap:Fault ⟦wsse:InvalidSecurityToken⟧: ⟦Timestamp expired at 2026-12-04T06:00:00Z⟧
cookie: Set-Cookie: ⟦JSESSIONID⟧ missing ⟦SameSite⟧ attribute (path ⟦/erp⟧)
cookie: CSRF verification failed: cookie ⟦csrftoken⟧ missing; header ⟦X-CSRFToken⟧ present
sts: AssumeRole for ⟦arn:aws:iam::«d12»:role/ci-deployer⟧ failed: ⟦MaxSessionDuration exceeded⟧ (session ⟦ci-«d10»⟧)
stomp: ERROR frame: message:⟦Queue /queue/orders does not exist⟧ receipt-id:⟦«d6»⟧
zookeeper: KeeperErrorCode = ⟦NoAuth⟧ for ⟦/brokers/ids/3⟧ (scheme ⟦digest⟧, id ⟦kafka⟧)
ftps: lftp: mirror: ⟦Fatal error: Certificate verification: Not trusted⟧ (⟦edi.acme.lan:990⟧)
pip: ERROR: ⟦git+https://git.acme.lan/libs/acme-core.git@v4.2⟧ does not appear to be a Python project
helm: Error: failed to authorize: ⟦oci://registry.acme.lan/charts/ingest⟧: ⟦403 Forbidden⟧
oracle: ORA-⟦12541⟧: TNS:⟦no listener⟧ (⟦db-ora.acme.lan:1521/LEDGERPDB⟧)
mqtt: mosquitto: New client connected from ⟦10.0.9.17:51822⟧ as ⟦sensor-17⟧ (p2, c1, k60, u'⟦gateway⟧')
psql: \connect "host=⟦10.0.3.14⟧ dbname=⟦ledger⟧ user=⟦auditor⟧ sslmode=⟦require⟧" -> ⟦Previous connection kept⟧
"""
