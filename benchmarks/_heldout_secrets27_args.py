"""Held-out set 27: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``ix_password`` and
``APIキー`` did and were dropped). Names in many styles: snake case, camel case
(``hyperdxApiKey``, ``ohDearToken``, ``fareHarborUserKey``, ``ixPassword``), kebab and
header-like names (``x-fareharbor-api-app``, ``x-tggl-api-key``, ``resy-api-key``,
``17token``), upper case (``OPENOBSERVE_INGEST_PASSWORD``, ``FIREFLY_STATIC_CRON_TOKEN``),
abbreviations (``o2pw``, ``nbkey``, ``ckfrnt_sec``, ``vms_apipw``, ``lsq_key``), set 27's
vendors' own words (``atatus_license_key``, ``pangle_security_key``, ``civi_api_key``,
``koha_client_secret``, ``beds24_refresh_token``, ...), what an agent passes to
self-hosted servers' tools (``pihole_cli_pw``, ``bgp_neighbor_password``,
``authelia_session_secret``, ``syncthing_apikey``, ``garage_secret_key``, ...) and set 27's
words in their languages and scripts (``saklı_söz``, ``Geheimzoi``, ``Gheimnummere``,
``mot_d_passaedje``, ``fjalë_e_fshehtë``, ``pallabra_de_pasu``, ``киирии_кода``,
``inombolo_yemfihlo``, ``کد_بازیابی``, ``รหัสกู้คืน``, ``κλειδίΑνάκτησης``, ``ቃል_ምሕላፍ``,
``पुनर्प्राप्ती_कोड``, ``კოდური_ფრაზა``, ``动态口令``). Values vary as reality does: hex,
base64, base64url, base32, upper-case groups, UUIDs, PINs, typed passwords, passphrases of
words with spaces, recovery codes.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret kind: an alphabet letter and length, "p"
# (a typed password), "uuid", "w<n>" (n words with spaces), "rc" (a recovery code of two
# groups of five hex digits), "pin" (eight digits) ¦ the message the tool raises (no secret)
_ROWS = r"""
sematext_logs_token ¦ {s} ¦ uuid ¦ sematext: app 'billing-logs' is over its daily volume
OPENOBSERVE_INGEST_PASSWORD ¦ {s} ¦ p ¦ openobserve: stream 'k8s_events' has no schema yet
o2pw ¦ {s} ¦ A20 ¦ openobserve: organization 'acme' has no alert destinations
hyperdxApiKey ¦ {s} ¦ uuid ¦ hyperdx: source 'checkout-api' sent no traces in 15 minutes
groundcover_token ¦ {s} ¦ A32 ¦ groundcover: cluster 'prod-eu-1' sensor is outdated
KFUSE_API_KEY ¦ {s} ¦ h40 ¦ kloudfuse: dashboard 'ingest' is read-only
atatus_license_key ¦ lic_apm_{s} ¦ h32 ¦ atatus: app 'Billing PHP' is paused
ohDearToken ¦ {s} ¦ A48 ¦ ohdear: monitor 'status-page' is already checking every minute
updown_api_key ¦ ro-{s} ¦ A20 ¦ updown: check 'xk3p' is disabled
snitch_api_key ¦ {s} ¦ h32 ¦ deadmanssnitch: snitch 'nightly-backup' is paused
cronhub_key ¦ {s} ¦ A40 ¦ cronhub: monitor 'invoice-run' has no schedule
appcircle_pat ¦ {s} ¦ u64 ¦ appcircle: build profile 'ios-release' has no signing identity
rivet_token ¦ cloud.{s} ¦ u86 ¦ rivet: environment 'production' has no builds
i3d_private_token ¦ {s} ¦ A36 ¦ i3d: host 118204 is in maintenance
multiplay_secret_key ¦ {s} ¦ u32 ¦ multiplay: fleet 'eu-ranked' has no build configuration
overwolf_app_secret ¦ {s} ¦ h64 ¦ overwolf: app version 2.4.1 is in review
unity_ads_apikey ¦ {s} ¦ h64 ¦ unity-ads: organization 8812934 has no stats for 2026-12-05
pangle_security_key ¦ {s} ¦ h32 ¦ pangle: report for 2026-12-05 is not ready
inmobi_secret_key ¦ {s} ¦ h32 ¦ inmobi: placement '1612009' is inactive
smaato_client_secret ¦ {s} ¦ A40 ¦ smaato: adspace 130988 has no line items
ixPassword ¦ {s} ¦ p ¦ indexexchange: site 402118 is pending approval
nbkey ¦ {s} ¦ h32 ¦ nextbillion: truck profile exceeds bridge height on 2 legs
navixy_hash ¦ {s} ¦ h32 ¦ navixy: tracker 551203 has no GPS fix
flowrouteSecretKey ¦ {s} ¦ A32 ¦ flowroute: number +13125550147 is not SMS-enabled
vms_apipw ¦ {s} ¦ p ¦ voip.ms: sub-account 'front-desk' has no DID
marqo-api-key ¦ {s} ¦ A40 ¦ marqo: index 'products' is still being created
searchanise_private_key ¦ {s} ¦ A20 ¦ searchanise: engine 'acme-eu' is reindexing
bloomreachApiSecret ¦ {s} ¦ l64 ¦ bloomreach: catalog 'products-eu' has 12 invalid rows
x-tggl-api-key ¦ {s} ¦ u40 ¦ tggl: flag 'new-onboarding' has no variations
timeplus_api_key ¦ {s} ¦ A60 ¦ timeplus: stream 'clicks' is being dropped
learndash_app_password ¦ {s} ¦ w6 ¦ learndash: course 'safeguarding-2027' is a draft
civi_api_key ¦ {s} ¦ A32 ¦ civicrm: contribution page 12 is disabled
koha_client_secret ¦ {s} ¦ uuid ¦ koha: patron category 'STAFF' cannot place holds
lsq_key ¦ {s} ¦ h48 ¦ linksquares: agreement 'MSA-2026-118' has no counterparty
17token ¦ {s} ¦ H32 ¦ 17track: number LX220193381CN is already registered
fareHarborUserKey ¦ {s} ¦ uuid ¦ fareharbor: availability 50291151 is full
x-fareharbor-api-app ¦ {s} ¦ uuid ¦ fareharbor: company 'acme-kayaks' has no items for 2026-12-07
ckfrnt_sec ¦ {s} ¦ h64 ¦ checkfront: item 14 has no rates for December
beds24_refresh_token ¦ {s} ¦ A88 ¦ beds24: property 118204 has no rooms
resy-api-key ¦ {s} ¦ A32 ¦ resy: venue 'acme-bistro' has no tables for 4
argocd_token ¦ {s} ¦ u88 ¦ argocd: application 'billing' is out of sync
pihole_cli_pw ¦ {s}= ¦ b43 ¦ pihole: gravity update is already running
bgp_neighbor_password ¦ {s} ¦ A16 ¦ frr: neighbor 10.20.0.2 is in Active state
authelia_session_secret ¦ {s} ¦ u64 ¦ authelia: access control rule 3 has no subject
FIREFLY_STATIC_CRON_TOKEN ¦ {s} ¦ A32 ¦ firefly: recurring transaction 41 has no next date
syncthing_apikey ¦ {s} ¦ u32 ¦ syncthing: folder 'photos' is paused
garage_secret_key ¦ {s} ¦ h64 ¦ garage: bucket 'backups' has no quota
saklı_söz ¦ {s} ¦ p ¦ gag: kullanıcı 'admin' kilitli
Geheimzoi ¦ {s} ¦ pin ¦ bar: as Terminal 'Kassa-2' is gspeat
Gheimnummere ¦ {s} ¦ pin ¦ gsw: d Charte 'Mitarbeiter-7' isch gsperrt
mot_d_passaedje ¦ {s} ¦ p ¦ wa: li conte 'admin' est bloké
fjalë_e_fshehtë ¦ {s} ¦ w4 ¦ aae: përdoruesi 'admin' u bllokua
pallabra_de_pasu ¦ {s} ¦ p ¦ leo: la cuenta 'admin' ta bloquiada
киирии_кода ¦ {s} ¦ pin ¦ sah: 'admin' аккаунт хатаммыт
inombolo_yemfihlo ¦ {s} ¦ pin ¦ ss: likhadi 'POS-4' livaliwe
کد_بازیابی ¦ {s} ¦ rc ¦ fa: حساب 'admin' قفل شده است
รหัสกู้คืน ¦ {s} ¦ rc ¦ th: บัญชี 'admin' ถูกล็อก
κλειδίΑνάκτησης ¦ {s} ¦ U28 ¦ el: ο λογαριασμός 'admin' κλειδώθηκε
ቃል_ምሕላፍ ¦ {s} ¦ p ¦ ti: ሕሳብ 'admin' ተዓጽዩ
पुनर्प्राप्ती_कोड ¦ {s} ¦ rc ¦ mr: 'admin' खाते लॉक झाले
კოდური_ფრაზა ¦ {s} ¦ w5 ¦ ka: ანგარიში 'admin' დაიბლოკა
动态口令 ¦ {s} ¦ pin ¦ zh: 令牌 'VPN-07' 已失效
"""

_WORDS = [
    "basalt",
    "cobalt",
    "dune",
    "ember",
    "fjord",
    "granary",
    "heron",
    "ingot",
    "jasper",
    "kiln",
    "loam",
    "mica",
    "nimbus",
    "oxbow",
    "prairie",
    "quartz",
    "ravine",
    "scree",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
