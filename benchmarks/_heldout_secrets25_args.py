"""Held-out set 25: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``_heldout_cases.py`` file (none matched; ``guardian_api_key``, ``credential_secret``,
``recovery_code`` and ``backup_code`` did and were dropped): set 25's vendors' keys under the
vendors' own words (``yotpo_secret_key``, ``judgeme_api_token``, ``stamped_private_key``,
``bazaarvoice_passkey``, ``trustpilot_api_secret``, ``narvar_auth_token``,
``flexport_client_secret``, ``project44_client_secret``, ``uber_direct_client_secret``,
``revel_api_secret``, ``deputy_permanent_token``, ``wheniwork_w_token``,
``servicetitan_client_secret``, ``jobber_access_token``, ``oanda_access_token``,
``ideal_postcodes_api_key``, ``getaddress_api_key``, ``mediastack_access_key``,
``mews_access_token``, ``zenoti_api_key``, ``tebra_customer_key``, ``signwell_api_key``,
``workday_refresh_token``, ``helcim_api_token``, ``payrix_api_key``, ``reveniu_secret_key``),
what an agent passes to self-hosted servers' tools (``registration_shared_secret``,
``macaroon_secret_key``, ``static_auth_secret``, ``des_key``, ``pdns_api_key``,
``wsrep_sst_password``, ``paperless_secret_key``, ``plex_online_token``,
``moonraker_api_key``, ``node_red_credential_secret``, ``frp_auth_token``,
``rathole_token``, ``drbd_shared_secret``, ``rndc_secret``, ``ceph_client_key``,
``stunnel_psk``, ``lockbox_master_key``, ``nextcloud_app_password``, ``mailserver_pass``,
``totp_recovery_code``) and set 25's words in their languages (``ewan_tzij``,
``ellkan_dungu``, ``kokoam_asɛmfua``, ``ijambo_ry_ibanga``, ``sekretong_tataramon``,
``амаӡа_ажәа``, ``ⵜⴰⴳⵓⵔⵉ_ⵏ_ⵓⵣⵔⴰⵢ``, ``ၵႂၢမ်းလပ်ႉ``, ``ಗುಟ್ಟುದ_ಪದ``, ``פּאַראָל``,
``wiederherstellungscode``, ``φράση_πρόσβασης``, ``암호_문구``, ``回復コード``,
``密码短语``). Values vary as reality does: hex, base64, base64url, base32, upper-case
groups, UUIDs, typed passwords, passphrases of words with spaces, recovery codes.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret kind: an alphabet letter and length, "p"
# (a typed password), "uuid", "w<n>" (n words with spaces), "rc" (a recovery code of two
# groups of five hex digits) ¦ the message the tool raises (no secret in it)
_ROWS = r"""
yotpo_secret_key ¦ {s} ¦ A40 ¦ yotpo: store 'acme-outdoor' has reviews syndication disabled
judgeme_api_token ¦ {s} ¦ u27 ¦ judgeme: product 'tent-4p' has no published reviews
stamped_private_key ¦ key-{s} ¦ A28 ¦ stamped: widget 'main' is not installed on the theme
bazaarvoice_passkey ¦ {s} ¦ l30 ¦ bazaarvoice: product 'TENT-4P' is not in the catalog feed
trustpilot_api_secret ¦ {s} ¦ A32 ¦ trustpilot: business unit 4412 has no invitation templates
narvar_auth_token ¦ {s} ¦ h32 ¦ narvar: carrier 'dhl_de' is not configured for returns
flexport_client_secret ¦ {s} ¦ u64 ¦ flexport: shipment FLEX-88213 is already booked
project44_client_secret ¦ {s} ¦ A48 ¦ project44: carrier SCAC 'ODFL' is not connected
uber_direct_client_secret ¦ {s} ¦ u40 ¦ uber-direct: pickup address is outside the delivery zone
revel_api_secret ¦ {s} ¦ h40 ¦ revel: establishment 12 has no open business day
deputy_permanent_token ¦ {s} ¦ h32 ¦ deputy: roster for 2026-12-07 is already published
wheniwork_w_token ¦ {s} ¦ A64 ¦ wheniwork: position 'barista' does not exist at location 3
servicetitan_client_secret ¦ cs1.{s} ¦ l52 ¦ servicetitan: job 88213 is already dispatched
jobber_access_token ¦ {s} ¦ u56 ¦ jobber: client 'Acme HOA' has no properties
oanda_access_token ¦ {s} ¦ h32 ¦ oanda: instrument 'EUR_CHF' is halted
ideal_postcodes_api_key ¦ ak_{s} ¦ l26 ¦ ideal-postcodes: postcode 'SW1A 9ZZ' not found
getaddress_api_key ¦ {s} ¦ u22 ¦ getaddress: daily limit of 20 lookups reached
mediastack_access_key ¦ {s} ¦ h32 ¦ mediastack: source 'bbc' is not in your plan
mews_access_token ¦ {s} ¦ H32 ¦ mews: reservation 'R-4412' is already checked in
zenoti_api_key ¦ {s} ¦ h64 ¦ zenoti: therapist 'T-22' has no availability on 2026-12-07
tebra_customer_key ¦ {s} ¦ l12 ¦ tebra: practice 'Acme Clinic' has no active providers
signwell_api_key ¦ {s} ¦ b52 ¦ signwell: document 'NDA-2026-118' was already completed
workday_refresh_token ¦ {s} ¦ l80 ¦ workday: worker 'W-004412' is terminated
helcim_api_token ¦ {s} ¦ A50 ¦ helcim: card batch 'B-118' is already settled
payrix_api_key ¦ {s} ¦ h32 ¦ payrix: merchant 't1_mer_5f2c9a' is boarding
reveniu_secret_key ¦ {s} ¦ A20 ¦ reveniu: plan 'pro-mensual' is archived
registration_shared_secret ¦ {s} ¦ u40 ¦ synapse: user '@ops:acme.chat' already exists
macaroon_secret_key ¦ {s} ¦ A50 ¦ synapse: worker 'federation_sender1' is not running
static_auth_secret ¦ {s} ¦ h64 ¦ coturn: realm 'turn.acme.chat' has no allocations
des_key ¦ {s} ¦ A24 ¦ roundcube: plugin 'managesieve' is not enabled
pdns_api_key ¦ {s} ¦ A32 ¦ powerdns: zone 'acme.io.' already exists
wsrep_sst_password ¦ {s} ¦ p ¦ galera: node 'db3' is in state Donor/Desynced
paperless_secret_key ¦ {s} ¦ A64 ¦ paperless: consumer queue has 14 pending documents
plex_online_token ¦ {s} ¦ u20 ¦ plex: library 'Movies' is being scanned
moonraker_api_key ¦ {s} ¦ h32 ¦ moonraker: printer is printing; firmware restart refused
node_red_credential_secret ¦ {s} ¦ A40 ¦ node-red: flow 'mqtt-bridge' has 2 undeployed changes
frp_auth_token ¦ {s} ¦ u32 ¦ frps: proxy name 'ssh' is already in use
rathole_token ¦ {s} ¦ A36 ¦ rathole: service 'nas' is not defined on the server
drbd_shared_secret ¦ {s} ¦ A24 ¦ drbd: resource r0 is Secondary on both nodes
rndc_secret ¦ {s}= ¦ b43 ¦ rndc: zone 'acme.io' is not loaded
ceph_client_key ¦ AQ{s}== ¦ b36 ¦ ceph: pool 'rbd' has 1 pg inactive
stunnel_psk ¦ {s} ¦ A32 ¦ stunnel: service 'redis-replica' has no connect target
lockbox_master_key ¦ {s} ¦ h64 ¦ tooljet: workspace 'ops' has 3 apps in draft
nextcloud_app_password ¦ {s} ¦ A72 ¦ nextcloud: folder '/Shared/Finance' is locked
mailserver_pass ¦ {s} ¦ p ¦ wordpress: post-by-email is disabled on this site
totp_recovery_code ¦ {s} ¦ rc ¦ auth: account 'ops@acme.io' has 6 recovery codes left
ewan_tzij ¦ {s} ¦ p ¦ quc: ajkusamaj 'admin' xtz'apix
ellkan_dungu ¦ {s} ¦ p ¦ arn: 'admin' ñi cuenta kellukünulay
kokoam_asɛmfua ¦ {s} ¦ p ¦ tw: akawnt 'admin' no, wɔato mu
ijambo_ry_ibanga ¦ {s} ¦ w4 ¦ rn: konte 'admin' yafunzwe
sekretong_tataramon ¦ {s} ¦ p ¦ bcl: an account na 'admin' naka-lock
амаӡа_ажәа ¦ {s} ¦ p ¦ ab: 'admin' аккаунт аркуп
ⵜⴰⴳⵓⵔⵉ_ⵏ_ⵓⵣⵔⴰⵢ ¦ {s} ¦ p ¦ tzm: admin — 4412
ၵႂၢမ်းလပ်ႉ ¦ {s} ¦ p ¦ shn: admin — 4412
ಗುಟ್ಟುದ_ಪದ ¦ {s} ¦ p ¦ tcy: admin — 4412
פּאַראָל ¦ {s} ¦ p ¦ yi: באַניצער 'admin' איז פֿאַרשלאָסן
wiederherstellungscode ¦ {s} ¦ rc ¦ de: Zwei-Faktor-Anmeldung für 'admin' zurückgesetzt
φράση_πρόσβασης ¦ {s} ¦ w5 ¦ el: το κλειδί 'deploy' φορτώθηκε ήδη
암호_문구 ¦ {s} ¦ w4 ¦ ko: 저장소 'backup-01' 잠김
回復コード ¦ {s} ¦ U32 ¦ ja: アカウント 'admin' はロックされています
密码短语 ¦ {s} ¦ w6 ¦ zh: 钱包 'treasury' 已锁定
"""

_WORDS = [
    "lantern",
    "pebble",
    "saffron",
    "thistle",
    "copper",
    "meadow",
    "falcon",
    "nutmeg",
    "osprey",
    "quiver",
    "rowan",
    "tundra",
    "velvet",
    "walnut",
    "yonder",
    "zinnia",
    "bramble",
    "cinder",
    "drizzle",
    "fennel",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
