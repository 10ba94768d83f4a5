"""Innocent set 15: ids from domains earlier innocent sets did not draw on, and credential-named
things that are not credentials.

Museums and archives (IIIF, accession numbers), EV charging (OCPP, OCPI), parking and
tolling, 3D printing, CAD, PLM and BIM (IFC GUIDs), semiconductor fabs (lots and wafers),
laboratory LIMS, clinical trials, HPC schedulers, ML experiment tracking and model hubs,
data catalogs, podcasts, kiosks and ATMs, lotteries, postal tracking, event ticketing,
wearables, ride-hailing, mining, water utilities, firmware updates, pharmacy and food
recalls, emergency dispatch, veterinary practice, donations; and references to secrets that
are not secrets (1Password ``op://`` references, Secrets Manager ARNs, ``${{ secrets.X }}``,
SOPS ``ENC[...]`` markers, Kubernetes ``secretKeyRef``), flags ("using password: YES"),
masked values, files named after keys and hashes shown as identifiers. None holds a secret;
each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS"]

DOMAINS = r"""
museum: IIIF manifest ⟦https://iiif.museum.example/object/«d7»/manifest⟧ ⟦canvas 3 image 404⟧ (accession ⟦1998.«d3».«d2»⟧)
archive: ⟦ARK ark:/«d5»/«l10»⟧ ⟦resolver returned 410 withdrawn⟧
ev-charging: OCPP ⟦StartTransaction rejected: idTag «H16» Blocked⟧ at EVSE ⟦DE*ACM*E«d6»*1⟧ (transaction ⟦«d9»⟧)
ev-charging: OCPI session ⟦«uuid»⟧ ⟦CDR missing total_energy⟧ (location ⟦LOC«d5»⟧, auth_id ⟦DE-ACM-C«U8»-X⟧)
parking: ⟦permit «U10» expired 2026-12-01⟧ plate ⟦B-AC «d4»⟧ zone ⟦Z14⟧
tolling: ⟦transponder «d12» low balance⟧ (tag ⟦«H24»⟧, plaza ⟦17⟧, lane ⟦4⟧)
3d-printing: ⟦M112 emergency stop: thermal runaway on hotend⟧ (job ⟦«h32».gcode⟧, printer serial ⟦«U14»⟧)
bim: IFC entity ⟦#«d5»⟧ GlobalId ⟦«A22»⟧ ⟦IfcWallStandardCase has no material layer set⟧
plm: part ⟦«d3»-«d5»-«U2»⟧ revision ⟦C⟧ ⟦cannot release: ECO «d6» pending approval⟧
fab: lot ⟦«U7».1⟧ wafer ⟦«d2»⟧ ⟦yield below SPC limit (62.4 % < 70 %)⟧ recipe ⟦ETCH-«U4»-v9⟧
lims: sample ⟦S-2026-«d6»⟧ barcode ⟦«d12»⟧ ⟦hemolyzed, rejected⟧ (rack ⟦R«d3»⟧, position ⟦C7⟧)
clinical-trials: ⟦NCT«d8»⟧ site ⟦«d4»⟧ ⟦subject 0042 randomization failed: stratum full⟧
hpc: ⟦slurmstepd: error: *** JOB «d7» ON node«d3» CANCELLED DUE TO TIME LIMIT ***⟧
hpc: ⟦sbatch: error: QOSMaxSubmitJobPerUserLimit⟧ (account ⟦proj-«l6»⟧, partition ⟦gpu-a100⟧)
mlflow: run ⟦«h32»⟧ ⟦RESOURCE_DOES_NOT_EXIST⟧ in experiment ⟦«d15»⟧
wandb: run ⟦acme/churn/«l8»⟧ ⟦crashed at step 18400⟧ (artifact ⟦model-«l8»:v12⟧, digest ⟦«h32»⟧)
model-hub: ⟦revision «h40» not found⟧ for repo ⟦acme/reranker-base⟧ (file ⟦model.safetensors⟧, sha256 ⟦«h64»⟧)
data-catalog: table ⟦main.sales.orders⟧ ⟦PERMISSION_DENIED: User does not have SELECT⟧ (table id ⟦«uuid»⟧)
podcast: episode GUID ⟦«uuid»⟧ ⟦enclosure length mismatch⟧ (feed ⟦https://feeds.acme.fm/«l8».xml⟧)
kiosk: ATM ⟦«U8»⟧ ⟦cassette 3 low (120 notes)⟧ journal ⟦«d10»⟧
lottery: ticket ⟦«d4»-«d6»-«d6»⟧ ⟦already claimed⟧ draw ⟦«d5»⟧
postal: item ⟦RR«d9»DE⟧ ⟦held in customs: invoice missing⟧
ticketing: barcode ⟦«d16»⟧ ⟦already scanned at gate 4 (22:13)⟧ event ⟦«d7»⟧
wearable: device ⟦«H12»⟧ ⟦firmware 5.2.1 sync failed (BLE GATT 133)⟧
ride-hailing: trip ⟦«uuid»⟧ ⟦fare dispute opened⟧ driver ⟦D«d8»⟧
mining: drillhole ⟦DH-«d4»-«U2»⟧ ⟦survey depth 412.5 m exceeds total depth 400.0 m⟧
water: meter ⟦«d10»⟧ ⟦reverse flow detected⟧ (DMA ⟦NW-«d2»⟧, logger ⟦«H8»⟧)
firmware: OTA image ⟦fw-3.8.2-«h8».bin⟧ ⟦signature check failed against key id «h16»⟧ (device ⟦«H16»⟧)
pharmacy: NDC ⟦«d5»-«d4»-«d2»⟧ ⟦recalled lot «U6»⟧ (Rx ⟦«d8»⟧)
food-recall: lot code ⟦L«d5»«U2»⟧ ⟦best before 2027-03⟧ ⟦undeclared sesame⟧
dispatch: CAD incident ⟦«d2»-«d6»⟧ ⟦unit M14 unavailable⟧ (call ⟦«uuid»⟧)
veterinary: patient ⟦«d7»⟧ microchip ⟦«d15»⟧ ⟦vaccination record conflict⟧
elections: ⟦ballot style 0412 not found for precinct «d4»⟧ (batch ⟦«d6»⟧)
court-efiling: envelope ⟦«d8»⟧ ⟦rejected: filing code 1102 not valid for case type CV⟧ (case ⟦«d2»-CV-«d5»⟧)
insurance-telematics: trip ⟦«uuid»⟧ ⟦harsh braking events: 4⟧ (VIN ⟦1HGCM«U12»⟧)
hotel-locks: ⟦key card encoding failed (encoder 3, room 1412)⟧ reservation ⟦«U8»⟧
gym: member ⟦«d9»⟧ ⟦access denied: membership frozen⟧ door ⟦D-02⟧
school: student ⟦«d10»⟧ ⟦grade export failed: course section «d5» closed⟧
translation-memory: segment ⟦«h16»⟧ ⟦locked (ICE match 101%)⟧ job ⟦«d7»⟧
crowdfunding: pledge ⟦«d9»⟧ ⟦card declined, retry 2 of 3⟧ (project ⟦«l10»⟧)
radio: ⟦RDS PI code «H4» conflicts with station «U5»⟧ on ⟦98.4 MHz⟧
aquarium-iot: tank ⟦T«d3»⟧ ⟦pH 6.1 below threshold 6.5⟧ (sensor ⟦«H12»⟧)
donations: gift ⟦«d9»⟧ ⟦Gift Aid declaration missing⟧ (campaign ⟦XMAS26⟧, donor ⟦«d8»⟧)
"""

FLAGS = r"""
⟦ERROR 1045 (28000): Access denied for user 'report'@'10.0.4.9' (using password: YES)⟧
⟦ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: NO)⟧
op run: ⟦could not resolve "op://Prod/Stripe/secret_key"⟧: ⟦item not found in vault Prod⟧
⟦ResourceNotFoundException⟧: Secrets Manager can't find ⟦arn:aws:secretsmanager:eu-west-1:«d12»:secret:prod/db-«A6»⟧
Error: ⟦Unrecognized named-value: 'secrets'⟧ at ⟦${{ secrets.DEPLOY_KEY }}⟧ (.github/workflows/deploy.yml, line ⟦31⟧)
sops: ⟦MAC mismatch⟧ in ⟦secrets.enc.yaml⟧ (password: ENC[AES256_GCM,data:...,type:str], lastmodified ⟦2026-12-03T10:14:22Z⟧)
⟦CreateContainerConfigError⟧: couldn't find key ⟦DB_PASSWORD⟧ in Secret ⟦payments/db-credentials⟧
⟦Password: ********⟧ (⟦12 characters⟧, ⟦strength: strong⟧)
api_key=⟦sk_live_…4f2a⟧ (⟦last 4 shown⟧) ⟦revoked 2026-12-02⟧
⟦open /etc/ssl/private/api.key: permission denied⟧ (owner ⟦root:ssl-cert⟧, mode ⟦0640⟧)
⟦could not read /home/ci/.ssh/id_ed25519.pub⟧: ⟦no such file or directory⟧
token_type=⟦Bearer⟧ expires_in=⟦3599⟧ scope=⟦repo read:org⟧ ⟦token_present=true⟧
⟦PasswordPolicy⟧ MinimumPasswordLength=⟦14⟧ RequireSymbols=⟦true⟧ MaxPasswordAge=⟦90⟧
⟦has_password: false⟧ ⟦mfa_enabled: true⟧ (user ⟦«d8»⟧)
⟦SSH host key fingerprint: SHA256:«b64_43»⟧ ⟦does not match known_hosts line 12⟧
⟦keyid «H16»⟧ ⟦expired 2026-11-30⟧ (uid ⟦Release Bot <bot@acme.io>⟧)
⟦secret_version «d2» of projects/«d12»/secrets/stripe-key⟧ ⟦is DISABLED⟧
⟦vault: lease «uuid» revoked⟧ (path ⟦database/creds/readonly⟧)
file ⟦passwords_export_2026-12-04.csv⟧ ⟦blocked by DLP policy⟧ (sha256 ⟦«h64»⟧)
⟦git-secrets: found forbidden pattern⟧ in ⟦config/keys.example.yml⟧ line ⟦4⟧ (placeholder ⟦YOUR_API_KEY_HERE⟧)
⟦Login failed for user 'etl'. Reason: Password did not match that for the login provided.⟧ [CLIENT: ⟦10.0.4.12⟧]
⟦FATAL:  password authentication failed for user "grafana"⟧ (⟦pg_hba.conf line 97⟧, method ⟦scram-sha-256⟧)
⟦NOAUTH Authentication required.⟧ (redis ⟦cache-2:6379⟧, db ⟦3⟧)
⟦WRONGPASS invalid username-password pair or user is disabled.⟧ (user ⟦worker⟧)
⟦kinit: Password incorrect while getting initial credentials⟧ (principal ⟦svc-etl@ACME.LAN⟧)
"""
