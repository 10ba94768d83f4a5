"""Innocent set 10: public ids of set 10's vendors, public data in set 10's encodings, error
text from many domains, and public keys.

The hard ones hold what a detector of generated-looking values next to a credential word would
take for a secret: a vendor's public ids (Mercado Pago's USER_ID, a CircleCI pipeline id, a
Rancher cluster id, a Cloudflare tunnel's UUID, a Langfuse trace id), base64 and URL encodings
of data that is not secret (a PNG header, a ``Password:`` prompt, a redirect to a public page),
ids from science, finance, logistics, media, games and GIS, and public keys, addresses and
fingerprints. Each marks the fact a model needs.
"""

from __future__ import annotations

__all__ = ["CRYPTO_PUBLIC", "DOMAINS", "ENCODED", "VENDOR_IDS", "WIRE"]

VENDOR_IDS = r"""
mercadopago: payment ⟦«d11»⟧ rejected: cc_rejected_insufficient_amount (collector_id ⟦«d9»⟧)
mercadopago: public key ⟦APP_USR-«uuid»⟧ loaded in the checkout brick for site ⟦MLA⟧
langfuse: trace ⟦«h32»⟧ dropped: observation ⟦«uuid»⟧ exceeds 1 MB (project ⟦«l5»«l5»⟧)
langfuse: LANGFUSE_PUBLIC_KEY=⟦pk-lf-«uuid»⟧ set but LANGFUSE_SECRET_KEY is ⟦missing⟧
circleci: pipeline ⟦«uuid»⟧ workflow ⟦build-and-test⟧ failed at job ⟦«d6»⟧ (project ⟦gh/acme/web⟧)
gitlab: job ⟦«d10»⟧ failed: ERROR: Job failed: exit code 1 (runner ⟦#«d6»⟧, pipeline ⟦«d9»⟧)
openshift: oc whoami: ⟦system:serviceaccount:ci:deployer⟧ (server ⟦https://api.ocp.acme.lan:6443⟧)
yandex: static access key ⟦YCAJE«A20»⟧ deleted by ⟦ajeb«l5»«l5»«l5»⟧ (secret was not shown)
ory: identity ⟦«uuid»⟧ recovery flow ⟦«uuid»⟧ expired at ⟦06:20:00Z⟧
vercel: deployment ⟦dpl_«A24»⟧ failed: ⟦BLOB_READ_WRITE_TOKEN⟧ is not set for ⟦Preview⟧
cashfree: order ⟦order_«d8»⟧ status ⟦EXPIRED⟧ cf_order_id ⟦«d10»⟧ (payment session not reusable)
paymongo: payment intent ⟦pi_«A24»⟧ status ⟦awaiting_payment_method⟧ (last error ⟦card_expired⟧)
conekta: order ⟦ord_«A16»⟧ declined: ⟦card_declined⟧
lithic: card ⟦«uuid»⟧ state ⟦PAUSED⟧ last_four ⟦4242⟧
storj: satellite ⟦12L9ZFwhzVpuEKMUNUqkaTLGzwY9G24tbiigLiXpmZWKwmcNDDs@us1.storj.io:7777⟧ unreachable
rancher: cluster ⟦c-m-«l8»⟧ is in state ⟦Unavailable⟧: ⟦cluster agent disconnected⟧
portainer: endpoint ⟦3⟧ (⟦local⟧) stack ⟦acme-api⟧ failed to deploy: ⟦image not found⟧
cloudflared: tunnel ⟦«uuid»⟧ registered connection ⟦«uuid»⟧ at ⟦fra08⟧
zerotier: network ⟦«h16»⟧ member ⟦«h10»⟧ not authorized
rke2: node ⟦agent-3⟧ joined with ⟦K10«h64»⟧ CA hash check ⟦passed⟧ (token itself not logged)
btcpay: invoice ⟦«A22»⟧ expired; store ⟦«A24»⟧
woodpecker: pipeline ⟦#«d4»⟧ step ⟦test⟧ exit code ⟦1⟧ commit ⟦«h40»⟧
"""

ENCODED = r"""
base64: upload rejected: first bytes ⟦iVBORw0KGgoAAAANSUhEUgAA⟧ are a PNG, expected PDF
base64: SMTP server prompt 334 ⟦VXNlcm5hbWU6⟧ (Username:) then 334 ⟦UGFzc3dvcmQ6⟧ (Password:)
base64: cursor=⟦eyJwYWdlIjozLCJzb3J0IjoiY3JlYXRlZF9hdCJ9⟧ is stale; restart pagination
base64: X-Amz-Meta-Note: ⟦aW52b2ljZSBmb3IgRGVjZW1iZXI=⟧ exceeds the 2 KB metadata limit
base64url: state=⟦eyJyZXR1cm5UbyI6Ii9kYXNoYm9hcmQifQ⟧ does not match the session (CSRF check)
url in url: 302 to ⟦https://login.acme.io/authorize?redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback⟧ looped ⟦5⟧ times
url in url: GET ⟦https://t.acme-mail.io/c?u=https%253A%252F%252Facme.io%252Fpricing⟧ -> 404
json in json: sqs message ⟦«uuid»⟧: {"Body":"{\"event\":\"⟦invoice.paid⟧\",\"invoice\":\"⟦in_«A24»⟧\"}"} rejected: ⟦schema v2 required⟧
json in url: filter=⟦%7B%22status%22%3A%22failed%22%7D⟧ returned ⟦0⟧ rows
hex: tds: LOGIN7 packet fields: username(hex)=⟦72 65 70 6f 72 74⟧ password=⟦<omitted by driver>⟧
csv: import failed at row ⟦3⟧: column ⟦api_secret_ref⟧ must name a vault path, got ⟦billing/stripe⟧
html: <p>Login failed for <b>⟦backup⟧</b>: ⟦account locked after 5 attempts⟧</p>
sql: ERROR:  syntax error at or near "⟦PASWORD⟧" STATEMENT:  ALTER ROLE etl WITH LOGIN PASWORD ⟦NULL⟧
quoted-printable: Subject: =?UTF-8?Q?⟦Your_password_was_changed⟧?= Message-ID: ⟦<«h16»@mail.acme.io>⟧
"""

DOMAINS = r"""
genomics: BLAST: no hits for query ⟦NM_«d6».3⟧ against ⟦refseq_rna⟧ (RID ⟦«U11»⟧)
genomics: samtools: [E::hts_open_format] fail to open file '⟦sample_«U8»_L001_R1.bam⟧'
genomics: ENA: accession ⟦ERR«d7»⟧ checksum mismatch: md5 ⟦«h32»⟧
chemistry: PubChem: CID ⟦«d7»⟧ not found; InChIKey ⟦«U14»-«U10»-N⟧ has no match
astronomy: astroquery: Gaia DR3 source ⟦«d19»⟧ has no radial velocity
physics: HEPData record ⟦ins«d7»⟧ table ⟦3⟧ missing uncertainties
climate: ERA5 request ⟦«uuid»⟧ queued; dataset ⟦reanalysis-era5-single-levels⟧ variable ⟦2m_temperature⟧
finance: ISIN ⟦US«d10»⟧ not tradable on ⟦XETR⟧; order ⟦«d12»⟧ rejected
finance: SWIFT MT103 ⟦:20:«U16»⟧ rejected: beneficiary BIC ⟦DEUTDEFF⟧ invalid for ⟦EUR⟧
finance: FIX 35=⟦8⟧ 39=⟦8⟧ 58=⟦Unknown symbol⟧ 11=⟦«A16»⟧
logistics: tracking ⟦1Z«U16»⟧ exception: ⟦address correction required⟧
logistics: container ⟦MSKU«d7»⟧ on vessel ⟦IMO «d7»⟧ delayed at ⟦NLRTM⟧
logistics: GS1 SSCC ⟦00«d18»⟧ scanned twice at dock ⟦7⟧
media: ffmpeg: [h264 @ 0x55d4] ⟦no frame!⟧ in ⟦segment_«d5».ts⟧ (stream key path ⟦live/acme-keynote⟧)
media: YouTube: video ⟦«A11»⟧ processing failed: ⟦Unsupported codec⟧
media: S3 object key ⟦uploads/«uuid»/secret-santa-2026.mp4⟧ not found
games: Steam: app ⟦«d7»⟧ depot ⟦«d7»⟧ manifest ⟦«d19»⟧ failed to download
games: matchmaking ticket ⟦«uuid»⟧ timed out in queue ⟦ranked-eu⟧
gis: GDAL: ERROR 1: ⟦tile_«d5»_«d5».tif⟧: TIFFReadDirectory: Failed to read directory
gis: geohash ⟦u33db«l4»⟧ outside the region ⟦DE-BE⟧
gis: OSM way ⟦«d9»⟧ has no tag ⟦highway⟧
health: HL7 MSH-10 control id ⟦«d12»⟧ rejected: ⟦AR⟧ segment PID-3 missing
health: FHIR Observation/⟦«uuid»⟧ invalid: code ⟦8867-4⟧ needs unit ⟦/min⟧
education: Moodle: course ⟦«d5»⟧ quiz ⟦«d6»⟧ attempt ⟦«d8»⟧ already submitted
legal: docket ⟦1:26-cv-«d5»⟧ document ⟦42⟧ sealed; request ⟦«uuid»⟧
iot: MQTT client ⟦sensor-«h12»⟧ disconnected: ⟦keepalive timeout⟧ topic ⟦acme/plant7/temp⟧
iot: LoRaWAN DevEUI ⟦«H16»⟧ join rejected: ⟦MIC mismatch⟧ (JoinEUI ⟦«H16»⟧)
telecom: SIP/2.0 ⟦401 Unauthorized⟧ Call-ID: ⟦«h32»@10.0.5.2⟧ CSeq: ⟦2 REGISTER⟧
telecom: ICCID ⟦89«d18»⟧ not provisioned on APN ⟦iot.acme⟧
retail: SKU ⟦«U10»⟧ out of stock; GTIN ⟦«d13»⟧ reorder ⟦PO-«d8»⟧
build: Bazel: action ⟦«h64»⟧ failed: ⟦//auth/token:token_test⟧ (exit 1)
build: Gradle: Could not resolve ⟦com.acme:keystore-utils:4.2.0⟧ (checksum ⟦sha512:«h64»⟧ mismatch)
build: Nix: hash mismatch in fixed-output derivation ⟦/nix/store/«l32»-source⟧: got ⟦sha256-«b64_43»=⟧
files: permission denied: ⟦/etc/acme/password-policy.yaml⟧ (mode ⟦0600⟧, owner ⟦root⟧)
files: cannot open ⟦secrets.example.env⟧: is a directory
files: ⟦token_bucket_limiter.py⟧:⟦88⟧: NameError: name ⟦refill_rate⟧ is not defined
files: ⟦api_keys_rotation_runbook.md⟧ not found in ⟦docs/ops/⟧
db: MySQL 1045 (28000): Access denied for user '⟦app⟧'@'⟦10.0.4.9⟧' (using password: ⟦YES⟧)
db: ORA-⟦28001⟧: the password has expired (user ⟦ETL⟧)
db: MongoServerError: ⟦E11000⟧ duplicate key error collection: ⟦app.sessions⟧ index: ⟦token_hash_1⟧ dup key: { token_hash: "⟦«h64»⟧" }
db: redis: (error) ⟦WRONGPASS⟧ invalid username-password pair or user is disabled.
"""

CRYPTO_PUBLIC = r"""
wireguard: interface: ⟦wg0⟧ public key: ⟦«b64_43»=⟧ listening port: ⟦51820⟧ (peer handshake ⟦never⟧)
age: recipient ⟦age1«l58»⟧ not in keys.txt; cannot decrypt ⟦secrets.enc.yaml⟧
minisign: Signature and comment signature verified; public key ⟦RW«b64_54»⟧ trusted comment: ⟦release 4.2.1⟧
ssh: ⟦ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB«b64_43»= ci@acme⟧ already in authorized_keys
tls: pin-sha256="⟦«b64_43»=⟧"; max-age=⟦5184000⟧ does not match the presented chain
pgp: gpg: key ⟦«H16»⟧: "⟦Acme Releases <release@acme.io>⟧" not changed; fingerprint ⟦«H40»⟧
ethereum: tx ⟦0x«h64»⟧ reverted: ⟦execution reverted: ERC20: insufficient allowance⟧ from ⟦0x«h40»⟧
bitcoin: txid ⟦«h64»⟧ rejected: ⟦min relay fee not met⟧ (address ⟦bc1q«l38»⟧)
solana: signature ⟦«A43»⟧ failed: ⟦Blockhash not found⟧ (program ⟦TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA⟧)
ipfs: pin ⟦bafybei«l52»⟧ failed: ⟦context deadline exceeded⟧
tor: service ⟦«l56».onion⟧ descriptor upload failed to ⟦3⟧ HSDirs
nostr: event ⟦«h64»⟧ from ⟦npub1«l58»⟧ rejected: ⟦pow: difficulty 20 required⟧
jwks: kid ⟦«h16»⟧ not found in ⟦https://id.acme.io/.well-known/jwks.json⟧ (alg ⟦RS256⟧)
x509: SAN ⟦*.acme.io⟧ cert serial ⟦«h32»⟧ issuer ⟦R11⟧ expires in ⟦6 days⟧
cosign: no matching signatures: ⟦ghcr.io/acme/api@sha256:«h64»⟧ (Rekor log index ⟦«d9»⟧)
"""

WIRE = r"""
azure: ServiceBusAuthenticationError: Unauthorized access. '⟦Listen⟧' claim(s) are required to perform this operation. Resource: '⟦sb://acme.servicebus.windows.net/orders⟧'. TrackingId:⟦«uuid»_G«d2»⟧
azure: Endpoint=⟦sb://acme-events.servicebus.windows.net/⟧;SharedAccessKeyName=⟦RootManageSharedAccessKey⟧;EntityPath=⟦orders⟧ (key read from ⟦Key Vault secret eh-root⟧)
azure: x-ms-request-id: ⟦«uuid»⟧ x-ms-client-request-id: ⟦«uuid»⟧ ⟦AuthorizationPermissionMismatch⟧
signalr: negotiate failed for hub ⟦notifications⟧: ⟦401⟧ (connectionId ⟦«A22»⟧)
irc: << :irc.libera.chat 433 * ⟦acme-bot⟧ :Nickname is already in use (server ⟦irc.libera.chat:6697⟧)
irc: >> CAP REQ :⟦sasl⟧ << AUTHENTICATE + >> ⟦AUTHENTICATE *⟧ << :server 906 ⟦SASL authentication aborted⟧
pulsar: topic ⟦persistent://public/default/orders-partition-3⟧ producer ⟦standalone-0-«d3»⟧ send timeout after ⟦30000 ms⟧
druid: query ⟦«uuid»⟧ failed: ⟦Resource limit exceeded⟧ on datasource ⟦wikipedia⟧
bigquery: job ⟦acme-dw:EU.bquxjob_«h8»_«h16»⟧ failed: ⟦Access Denied: Table acme-dw:sales.orders⟧
redshift: ERROR: ⟦permission denied for relation orders⟧ (query ⟦«d7»⟧, session pid ⟦«d5»⟧)
couchbase: DocumentNotFoundException: key '⟦user::«d8»::session⟧' not found in bucket ⟦app⟧
memcached: SERVER_ERROR ⟦out of memory storing object⟧ key ⟦token_cache:«h32»⟧
binance: {'code': ⟦-1021⟧, 'msg': '⟦Timestamp for this request is outside of the recvWindow.⟧'} orderId ⟦«d11»⟧
discogs: 429 ⟦You are making requests too quickly.⟧ X-Discogs-Ratelimit-Remaining: ⟦0⟧ release ⟦«d7»⟧
elsevier: Scopus EID ⟦2-s2.0-«d11»⟧ not entitled for ⟦FULL⟧ view (X-ELS-ReqId ⟦«h16»⟧)
oauth1: oauth_problem=⟦timestamp_refused⟧&oauth_acceptable_timestamps=⟦1764829700-1764830300⟧
astra: DataAPIResponseException: collection '⟦products⟧' not found in keyspace '⟦default_keyspace⟧' (database ⟦«uuid»⟧)
"""
