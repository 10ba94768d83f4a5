"""Held-out set 26: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``runner_token`` and
``keycloak_client_secret`` did and were dropped). Names in many styles: snake case, camel
case, kebab case, upper case, header-like names (``x-signoz-key``, ``ob_token_v1``,
``ttd_auth``), abbreviations (``ybpassword``, ``agro_appid``, ``osdi_api_token``), set 26's
vendors' own words (``signoz_ingestion_key``, ``devcycle_server_sdk_key``,
``flipt_client_token``, ``mappedin_secret``, ``doofinder_token``, ``callrail_api_token``,
``courtlistener_token``, ``churchsuite_x_auth``, ...), what an agent passes to self-hosted
servers' tools (``drone_rpc_secret``, ``nzbget_control_password``, ``zerotier_authtoken``,
``tsig_secret``, ``netdata_claim_token``, ``ntfy_token``, ...) and set 26's words in their
languages and scripts (``ishiwi_lya_nkama``, ``bit_be``, ``taakbil_taan``,
``pakashka_shimi``, ``sikret_wod``, ``пин_код``, ``ΚωδικόςPIN``, ``קוד_גישה``, ``恢复码``,
``リカバリーキー``, ``인증_토큰``, ``bərpa_kodu``, ...). Values vary as reality does: hex,
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
highlight_api_key ¦ {s} ¦ A40 ¦ highlight: project '4d7rq2ve' has session replay disabled
uptrace_dsn ¦ https://{s}@api.uptrace.dev?grpc=4317 ¦ u22 ¦ uptrace: project 118 has no spans for 'checkout-api'
signoz_ingestion_key ¦ {s} ¦ uuid ¦ signoz: dashboard 'p99 latency' has no panels
x-signoz-key ¦ {s} ¦ uuid ¦ signoz: alert rule 41 is muted until 2026-12-08
dash0_auth_token ¦ auth_{s} ¦ A32 ¦ dash0: dataset 'checkout' does not exist
codeship_aes_key ¦ {s}= ¦ b43 ¦ codeship: step 'deploy' has no service 'app'
nitrado_token ¦ {s} ¦ A64 ¦ nitrado: gameserver 11882311 is restarting
beamable_realm_secret ¦ {s} ¦ uuid ¦ beamable: realm 'DE_1338004997867619' is archived
accelbyte_client_secret ¦ {s} ¦ p ¦ accelbyte: namespace 'acme-arena' has no matchpool 'ranked'
arduino_cloud_secret ¦ {s} ¦ A64 ¦ arduino-cloud: thing 'greenhouse-2' has no device attached
gengo_private_key ¦ {s} ¦ A64 ¦ gengo: job 88213 is already in review
unbabel_api_key ¦ acme-support:{s} ¦ h40 ¦ unbabel: language pair 'pt-BR>fi' is not enabled
mappedin_secret ¦ mis_{s} ¦ A40 ¦ mappedin: map '66f2b1c0a4e5d7001f3c8a21' has no floor 'L3'
ors_api_key ¦ 5b3ce3597851110001cf6248{s} ¦ h32 ¦ openrouteservice: profile 'driving-hgv' needs a vehicle weight
graphhopper_key ¦ {s} ¦ uuid ¦ graphhopper: point 2 is not near any road
callrail_api_token ¦ {s} ¦ h32 ¦ callrail: company 441 has no tracking numbers
zadarma_secret ¦ {s} ¦ h20 ¦ zadarma: SIP '100' is offline
voximplant_api_key ¦ {s} ¦ uuid ¦ voximplant: application 'ivr-main' has no rules
doofinder_token ¦ eu1-{s} ¦ h40 ¦ doofinder: index 'product' is being rebuilt
constructor_api_token ¦ tok_{s} ¦ A16 ¦ constructor: facet 'color' is not configured
klevu_rest_auth_key ¦ {s} ¦ b44 ¦ klevu: store 'acme-eu' has no category pages
devcycle_server_sdk_key ¦ dvc_server_{s} ¦ u36 ¦ devcycle: feature 'new-checkout' has no variations
flipt_client_token ¦ {s} ¦ h64 ¦ flipt: flag 'dark-mode' not found in namespace 'mobile'
featurehub_api_key ¦ default/3f1c9a2e-7b4d-4e8f-a1c6-5d2b9e0f7a34/{s}* ¦ A40 ¦ featurehub: environment 'staging' is locked
ybpassword ¦ {s} ¦ p ¦ yellowbrick: cluster 'yb-prod' is suspended
ob_token_v1 ¦ {s} ¦ b88 ¦ outbrain: campaign '00a1f3' is paused by budget
ttd_auth ¦ {s} ¦ A88 ¦ ttd: advertiser 'x9q2k4m' has no active campaigns
applovin_report_key ¦ {s} ¦ A86 ¦ applovin: column 'estimated_revenue' is not available for this range
chartboost_user_signature ¦ {s} ¦ h40 ¦ chartboost: app '5f1c2e' has no campaigns
skilljar_api_key ¦ {s} ¦ A40 ¦ skilljar: course 'onboarding-101' is unpublished
rock_rest_key ¦ {s} ¦ A24 ¦ rock: data view 41 has no people
churchsuite_x_auth ¦ {s} ¦ h40 ¦ churchsuite: rota 'Sunday AV' is already published
kindful_token ¦ {s} ¦ h64 ¦ kindful: campaign 'Winter Appeal' is closed
osdi_api_token ¦ {s} ¦ h32 ¦ actionnetwork: event 'canvass-12' has ended
courtlistener_token ¦ {s} ¦ h40 ¦ courtlistener: docket 68812233 is sealed
farmos_client_secret ¦ {s} ¦ A32 ¦ farmOS: log 'harvest 2026-11-30' is locked
agro_appid ¦ {s} ¦ h32 ¦ agromonitoring: polygon '5aaa8052' is larger than 3000 ha
drone_rpc_secret ¦ {s} ¦ h32 ¦ drone: runner 'build-01' is already registered
nzbget_control_password ¦ {s} ¦ A20 ¦ nzbget: queue is paused (disk space)
sabnzbd_api_key ¦ {s} ¦ h32 ¦ sabnzbd: category 'tv' has no folder
upsmon_password ¦ {s} ¦ p ¦ nut: UPS 'rack-a' is on battery
minio_root_password ¦ {s} ¦ h64 ¦ minio: bucket 'backups' has object lock enabled
netdata_claim_token ¦ {s} ¦ u86 ¦ netdata: node 'db-1' is already claimed
zerotier_authtoken ¦ {s} ¦ l24 ¦ zerotier: network '8056c2e21c000001' is not joined
tsig_secret ¦ {s}= ¦ b43 ¦ knot: zone 'acme.io.' has no secondary
gitea_runner_reg_token ¦ {s} ¦ A40 ¦ gitea: runner label 'ubuntu-latest' is in use
kc_regenerated_secret ¦ {s} ¦ A32 ¦ keycloak: client 'grafana' is disabled
ntfy_token ¦ tk_{s} ¦ l29 ¦ ntfy: topic 'alerts' is reserved
lpass_password ¦ {s} ¦ p ¦ lastpass: folder 'Shared-Ops' is read-only
iwd_passphrase ¦ {s} ¦ w4 ¦ iwd: network 'Acme-Office' is out of range
ishiwi_lya_nkama ¦ {s} ¦ p ¦ bem: akonti 'admin' naikakwa
bit_be ¦ {s} ¦ p ¦ nan: kháu-chō 'admin' í-keng só-tiâu
taakbil_taan ¦ {s} ¦ p ¦ yua: u cuentail 'admin' k'aala'an
pakashka_shimi ¦ {s} ¦ w5 ¦ qug: 'admin' willachik wichkashka
sikret_wod ¦ {s} ¦ p ¦ pis: akaon blong 'admin' hem lok
пин_код ¦ {s} ¦ pin ¦ ru: терминал 'POS-2' заблокирован
ΚωδικόςPIN ¦ {s} ¦ pin ¦ el: το τερματικό 'POS-3' κλειδώθηκε
קוד_גישה ¦ {s} ¦ A32 ¦ he: השירות 'backup-01' כבוי
恢复码 ¦ {s} ¦ U32 ¦ zh: 账号 'admin' 已锁定
リカバリーキー ¦ {s} ¦ U28 ¦ ja: 端末 'mac-07' はロックされています
인증_토큰 ¦ {s} ¦ A40 ¦ ko: 배포 'web-3' 실패
bərpa_kodu ¦ {s} ¦ rc ¦ az: 'admin' hesabı bloklanıb
herstelkode ¦ {s} ¦ rc ¦ af: rekening 'admin' is gesluit
"""

_WORDS = [
    "gantry",
    "halyard",
    "bollard",
    "capstan",
    "dinghy",
    "ensign",
    "fender",
    "gunwale",
    "hatch",
    "jetty",
    "keel",
    "lanyard",
    "mooring",
    "pennant",
    "rudder",
    "sextant",
    "tiller",
    "winch",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
