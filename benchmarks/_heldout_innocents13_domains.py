"""Innocent set 13: ids from domains earlier innocent sets did not draw on.

Healthcare (HL7 v2, FHIR, DICOM UIDs), genomics, insurance claims, banking (IBAN, SWIFT/BIC,
ISO 20022 end-to-end ids, card BINs), tax and customs, telecom (ICCID, IMSI, IMEI), hotels and
travel (PNRs, ticket numbers), sports and betting, weather and GIS, printing and publishing,
video and streaming, CDN and DNS (DNSSEC key tags, DS digests), PKI (certificate fingerprints
and public keys), supply chain (cosign digests, SBOM ids), CI ids, feature flags, queues and
databases (LSNs, GTIDs, Kafka offsets), observability (trace and span ids) and research data
(ORCID, arXiv). None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "IDS"]

DOMAINS = r"""
hl7: MSH segment rejected: ⟦AR⟧ for control id ⟦«d10»⟧: ⟦PID-3 patient identifier missing⟧ (sending facility ⟦LAB^1.2.3⟧)
fhir: ⟦OperationOutcome⟧ ⟦error⟧ ⟦Patient/«uuid»⟧: ⟦identifier.system must be an absolute URI⟧
dicom: C-STORE failed for SOP Instance UID ⟦1.2.840.113619.2.55.3.«d9».«d3»⟧: ⟦0xA700 Out of Resources⟧
genomics: sample ⟦NA«d5»⟧ read group ⟦H«U4»DSXX.2⟧: ⟦MAPQ below 20 for 41% of reads⟧ (BAM md5 ⟦«h32»⟧)
genomics: variant ⟦rs«d9»⟧ ⟦chr7:117559590 G>A⟧ not found in ⟦gnomAD v4.1⟧
insurance: claim ⟦CLM-«d10»⟧ denied: ⟦CARC 197 precertification absent⟧ (member ⟦W«d9»⟧)
insurance: policy ⟦POL-«U10»⟧ endorsement ⟦E3⟧ ⟦premium mismatch 412.50 vs 418.20⟧
bank: IBAN ⟦DE89 3704 0044 0532 0130 00⟧ ⟦checksum valid⟧ but BIC ⟦COBADEFFXXX⟧ ⟦does not match the bank code⟧
bank: pacs.008 EndToEndId ⟦E2E-«U16»⟧ rejected: ⟦AC04 closed account number⟧
bank: card BIN ⟦424242⟧ last4 ⟦4242⟧ ⟦3DS challenge failed⟧ (auth code ⟦«U6»⟧)
tax: VAT id ⟦DE«d9»⟧ ⟦invalid per VIES⟧ (request date ⟦2026-12-04⟧, consultation ⟦WAPIAAAA«U8»⟧)
customs: MRN ⟦26DE«U14»⟧ ⟦declaration rejected: HS code 8471.30 requires licence⟧
telecom: SIM ICCID ⟦8944«d15»⟧ IMSI ⟦234«d12»⟧ ⟦not provisioned on HLR⟧
telecom: device IMEI ⟦35«d13»⟧ ⟦blacklisted (reported stolen)⟧
travel: PNR ⟦«U6»⟧ ticket ⟦220-«d10»⟧ ⟦segment 2 UN (unable to confirm)⟧
hotel: reservation ⟦R«d9»⟧ at property ⟦BERHB⟧ ⟦rate plan BAR-FLEX closed for 2026-12-24⟧
sports: match ⟦«d8»⟧ event feed ⟦gap between sequence 4411 and 4415⟧ (provider ⟦Opta⟧)
betting: market ⟦1.«d9»⟧ selection ⟦«d8»⟧ ⟦suspended: in-play delay⟧
weather: METAR ⟦EDDF 041250Z 24012KT 9999 FEW030 04/M01 Q1021⟧ ⟦parse error at token 6⟧
gis: EPSG ⟦25832⟧ transform failed for feature ⟦«d7»⟧: ⟦coordinates out of bounds⟧ (tile ⟦14/8605/5419⟧)
print: job ⟦«d6»⟧ on ⟦HP-4F-East⟧ ⟦paper jam in tray 2⟧ (IPP status ⟦0x0507⟧)
publishing: ONIX record ⟦978«d10»⟧ ⟦PublishingDate missing⟧ for market ⟦GB⟧
video: HLS segment ⟦seg_«d5».ts⟧ ⟦404⟧ for rendition ⟦1080p⟧ (asset ⟦«h24»⟧)
video: Mux asset ⟦«A32»⟧ ⟦errored: input file has no video track⟧
cdn: purge ⟦«uuid»⟧ ⟦failed: tag product-«d5» not found⟧ (edge ⟦FRA⟧)
cdn: cache key ⟦/img/«h16».webp|w=640|q=80⟧ ⟦MISS⟧ age ⟦0⟧ x-cache ⟦MISS, MISS⟧
dns: DNSSEC ⟦bogus⟧ for ⟦acme.io⟧: DS key tag ⟦«d5»⟧ digest ⟦«H64»⟧ ⟦does not match DNSKEY⟧
dns: ⟦SERVFAIL⟧ resolving ⟦_acme-challenge.api.acme.io⟧ TXT ⟦«A43»⟧
pki: leaf SHA-256 ⟦«H64»⟧ ⟦not trusted: unable to get local issuer certificate⟧ (SKI ⟦«H40»⟧)
pki: CSR for ⟦CN=api.acme.io⟧ ⟦rejected: key size 1024 < 2048⟧ (public key sha1 ⟦«h40»⟧)
supply: cosign ⟦no matching signatures⟧ for ⟦ghcr.io/acme/api@sha256:«h64»⟧ (Rekor entry ⟦«h64»⟧)
supply: SBOM ⟦urn:uuid:«uuid»⟧ component ⟦pkg:npm/lodash@4.17.20⟧ ⟦CVE-2021-23337⟧
ci: run ⟦«d10»⟧ job ⟦«d11»⟧ step ⟦Deploy⟧ ⟦exit code 137 (OOMKilled)⟧ commit ⟦«h40»⟧
ci: pipeline ⟦#«d6»⟧ artifact ⟦dist-«h8».tar.gz⟧ ⟦expired⟧ sha256 ⟦«h64»⟧
flags: flag ⟦new-checkout-«l6»⟧ ⟦evaluation failed: segment enterprise-«l4» missing⟧ (env ⟦production⟧)
queue: SQS message ⟦«uuid»⟧ receipt handle ⟦AQEB«A60»⟧ ⟦moved to DLQ after 5 receives⟧
queue: Kafka ⟦orders-7⟧ offset ⟦«d9»⟧ ⟦deserialization error: unknown magic byte⟧ (schema id ⟦«d4»⟧)
db: replica lag at LSN ⟦«H4»/«H8»⟧ ⟦exceeds 30s⟧ (slot ⟦sub_«l8»⟧)
db: MySQL GTID ⟦«uuid»:1-«d6»⟧ ⟦already executed⟧, skipping transaction
db: MongoDB ⟦E11000 duplicate key error⟧ collection ⟦shop.users⟧ index ⟦email_1⟧ dup key ⟦{ email: "a@acme.io" }⟧ _id ⟦ObjectId('«h24»')⟧
obs: trace ⟦«h32»⟧ span ⟦«h16»⟧ ⟦exceeded 30s deadline⟧ in ⟦checkout.charge⟧
obs: traceparent ⟦00-«h32»-«h16»-01⟧ ⟦invalid version⟧
research: ORCID ⟦0000-0002-«d4»-«d3»X⟧ ⟦not linked to submission⟧ ⟦arXiv:2412.«d5»⟧
research: dataset DOI ⟦10.5281/zenodo.«d7»⟧ checksum ⟦md5:«h32»⟧ ⟦mismatch after download⟧
iot: Arduino Cloud thing ⟦«uuid»⟧ property ⟦temperature⟧ ⟦update rejected: read-only⟧
iot: Soracom SIM ⟦«d15»⟧ IMSI ⟦440«d12»⟧ ⟦session deleted by network⟧ (group ⟦«uuid»⟧)
iot: Golioth device ⟦«h24»⟧ OTA ⟦main@1.4.2⟧ ⟦download stalled at 62%⟧
games: itch.io upload ⟦«d7»⟧ channel ⟦windows-beta⟧ build ⟦«d6»⟧ ⟦failed: patch too large⟧
games: Modrinth version ⟦«A8»⟧ file hash sha512 ⟦«h128»⟧ ⟦already exists in project «A8»⟧
games: Steam depot ⟦«d6»⟧ manifest ⟦«d19»⟧ ⟦content server timeout⟧
media: TMDB movie ⟦«d6»⟧ ⟦image path /«A27».jpg not found⟧
media: Brightcove video ⟦«d13»⟧ ingest job ⟦«uuid»⟧ ⟦failed: unsupported codec⟧
media: Kaltura entry ⟦0_«l8»⟧ flavor ⟦0_«l8»⟧ ⟦conversion error⟧ (partner ⟦2341001⟧)
postal: PostNL barcode ⟦3SACME«d9»⟧ ⟦address not deliverable: house number missing⟧
postal: Royal Mail tracking ⟦«U2»«d9»GB⟧ ⟦item returned to sender⟧
postal: Canada Post shipment ⟦«d16»⟧ ⟦manifest not transmitted⟧ (group ⟦20261204⟧)
transport: TfL line ⟦victoria⟧ stop ⟦940GZZLUOXC⟧ ⟦no arrivals: part suspended⟧
transport: Entur ServiceJourney ⟦RUT:ServiceJourney:«d4»-«d6»⟧ ⟦cancelled⟧
transport: DB EVA ⟦8000105⟧ train ⟦ICE «d3»⟧ ⟦platform changed from 7 to 9⟧
transport: SNCF ⟦stop_area:SNCF:87686006⟧ disruption ⟦«uuid»⟧ ⟦delay 25 min⟧
stats: INSEE SIREN ⟦«d9»⟧ ⟦unité légale fermée depuis 2025-06-30⟧
stats: OS UPRN ⟦«d12»⟧ ⟦not found in AddressBase Premium⟧ (postcode ⟦SO16 0AS⟧)
health: Strava-like GPX ⟦activity_«d11».gpx⟧ ⟦trkpt 412 has no time element⟧
health: Withings device ⟦«h40»⟧ (MAC hash) ⟦measure type 9 not supported⟧
"""

IDS = r"""
flags: MySQL ⟦ERROR 1045 (28000)⟧: ⟦Access denied for user 'report'@'10.0.3.9' (using password: YES)⟧
flags: sshd ⟦PasswordAuthentication no⟧ / ⟦KbdInteractiveAuthentication no⟧: ⟦Permission denied (publickey)⟧ for ⟦deploy⟧
flags: ⟦token_type: bearer⟧ ⟦expires_in: 3599⟧ ⟦scope: read:orders⟧ but ⟦refresh not allowed for this client⟧
flags: setting ⟦require_password_change = true⟧ for ⟦412⟧ users ⟦failed on 3⟧
flags: option ⟦--password-stdin⟧ ⟦requires input on stdin⟧ (docker login ⟦registry.acme.io⟧)
files: ⟦open credentials.json: permission denied⟧ (mode ⟦0644⟧, expected ⟦0600⟧)
files: ⟦~/.config/gh/hosts.yml⟧ ⟦is not valid YAML: line 3⟧
files: ⟦secrets.tfvars⟧ ⟦not found⟧ in ⟦envs/prod⟧; ⟦terraform plan -var-file=secrets.tfvars⟧ aborted
files: ⟦/etc/ssl/private/api.key⟧ ⟦owned by root, not readable by nginx⟧
files: keystore ⟦truststore.jks⟧ ⟦type PKCS12 expected, found JKS⟧
keys: KMS key ⟦arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ ⟦is pending deletion⟧
keys: Vault lease ⟦database/creds/readonly/«A24»⟧ ⟦expired⟧, renew ⟦denied⟧
keys: Azure Key Vault ⟦https://kv-acme.vault.azure.net/secrets/db-password/«h32»⟧ ⟦is disabled⟧
keys: GCP secret version ⟦projects/«d12»/secrets/api-key/versions/7⟧ ⟦DESTROYED⟧
keys: OIDC JWKS kid ⟦«h40»⟧ ⟦not found⟧ at ⟦https://id.acme.io/.well-known/jwks.json⟧
keys: client_id ⟦«d12»-«l32».apps.googleusercontent.com⟧ ⟦redirect_uri_mismatch⟧
cloud: ARN ⟦arn:aws:iam::«d12»:role/ci-deploy⟧ ⟦is not authorized to perform: sts:AssumeRole⟧ on ⟦arn:aws:iam::«d12»:role/prod-admin⟧
cloud: Azure subscription ⟦«uuid»⟧ resource ⟦/subscriptions/«uuid»/resourceGroups/rg-prod/providers/Microsoft.Web/sites/api⟧ ⟦not found⟧
cloud: GCP project number ⟦«d12»⟧ service account ⟦«d12»-compute@developer.gserviceaccount.com⟧ ⟦lacks roles/storage.objectViewer⟧
container: ⟦docker: Error response from daemon: Conflict. The container name "/redis" is already in use by container "«h64»"⟧
container: image ⟦sha256:«h64»⟧ ⟦layer «h12» not found⟧
git: ⟦error: failed to push some refs⟧; remote ⟦«h40»⟧ is ahead of local ⟦«h40»⟧ on ⟦main⟧
git: ⟦fatal: bad object «h40»⟧ in ⟦refs/remotes/origin/release-2026.12⟧
http: request ⟦req_«A24»⟧ ⟦429 Too Many Requests⟧ retry-after ⟦30⟧ (idempotency key ⟦«uuid»⟧)
http: ETag ⟦W/"«h32»"⟧ ⟦precondition failed (412)⟧ for ⟦/v1/documents/«d8»⟧
payments: payment intent ⟦pi_«A24»⟧ ⟦requires_payment_method⟧ (charge ⟦ch_«A24»⟧, decline ⟦insufficient_funds⟧)
hashes: password hash algorithm ⟦argon2id⟧ ⟦m=65536,t=3,p=4⟧ ⟦not supported by this build⟧
hashes: ⟦npm ERR! Integrity check failed⟧ for ⟦lodash⟧: wanted ⟦sha512-«b64_86»==⟧
hashes: file ⟦backup-2026-12-04.tar.zst⟧ sha256 ⟦«h64»⟧ ⟦does not match manifest⟧
masked: webhook secret ⟦whsec_••••••••4f2a⟧ ⟦does not match signature⟧ (endpoint ⟦we_«A24»⟧)
masked: API key ⟦sk_live_…«A4»⟧ ⟦was rolled⟧ by ⟦ops@acme.io⟧ at ⟦13:02 UTC⟧
masked: ⟦Password: ********⟧ ⟦(unchanged)⟧ — ⟦User: svc_backup⟧ ⟦Host: 10.0.3.3⟧
"""
