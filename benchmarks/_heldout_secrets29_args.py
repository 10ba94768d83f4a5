"""Held-out set 29: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``salasana``,
``kata_sandi``, ``mat_khau``, ``iphasiwedi``, ``kalmar_sirri``, ``tenimiafina``,
``kupuhipa``, ``geslo``, ``pasahitza``, ``contrasenya``, ``contrasinal``, ``pasfhocal``,
``pasvorto``, ``wagwoord``, ``parool``, ``tkn``, ``kpass``, ``wifi_psk``, ``join_token``,
``seed_phrase``, ``mnemonic``, ``unlock_pin``, ``otp_seed``, ``bootstrap_token`` and
``pairing_code`` did and were dropped). Names in many styles: camel case (``mwApiKey``,
``gardenAuthToken``, ``dokployApiKey``, ``flespiToken``, ``oramaPrivateKey``,
``adformClientSecret``), snake case (``gatus_bearer``, ``upptime_gh_pat``, ``hivemq_pass``,
``aplos_private_key``, ``sf_security_token``), kebab and header-like names
(``tago-device-token``, ``zp-api-token``, ``x-dv-auth-token``, ``track123-api-secret``,
``postmen-api-key``), abbreviations (``ptlc_key``, ``nscBearer``, ``qw_password``,
``rel_pw``, ``apitkn``, ``authtkn``, ``mqpass``, ``smtppw``, ``rpc_pw``, ``vnc_pw``,
``wpa_key``, ``puk2``), set 29's vendors' own words (``ampSessionId``,
``playroomServerSecret``, ``mapplsClientSecret``, ``churchtrac_apikey``, ``x-dv-auth-token``)
and other languages' words written in ASCII (Estonian ``salasona``, Icelandic ``lykilord``,
Yoruba ``oro_asina``, Tagalog ``lihim_na_susi``, Lithuanian ``slaptazodis``, Albanian
``fjalekalimi``), plus ``recovery_words``, ``totp_uri``, ``provisioning_key`` and
``claim_code``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
spikeWebhookToken ¦ {s} ¦ A32 ¦ escalation policy 'night-shift' has no responders
gatus_bearer ¦ Bearer {s} ¦ u40 ¦ endpoint group 'core' has 3 endpoints failing
upptime_gh_pat ¦ ghp_{s} ¦ A36 ¦ status page build skipped: no changes
mwApiKey ¦ {s} ¦ l32 ¦ host 'web-3' reported no metrics for 10 minutes
hetrixKey ¦ {s} ¦ h32 ¦ blacklist monitor 'mx1' is paused
nscBearer ¦ nsct_{s} ¦ A48 ¦ builder 'arm64-large' is at capacity
blacksmith_token ¦ bs_{s} ¦ A40 ¦ sticky disk 'node-modules' is 92% full
gardenAuthToken ¦ {s} ¦ A52 ¦ environment 'ci.pr-412' was garbage-collected
dokployApiKey ¦ {s} ¦ A64 ¦ application 'shop-web' is already deploying
ptlc_key ¦ ptlc_{s} ¦ A43 ¦ server 'survival-eu' is suspended
ampSessionId ¦ {s} ¦ uuid ¦ instance 'ARK01' is stopping
multicraft_key ¦ {s} ¦ A25 ¦ daemon 2 is offline
playroomServerSecret ¦ {s} ¦ u36 ¦ room 'R9KX' is full
hivemq_pass ¦ {s} ¦ p ¦ topic filter 'plant/#' has no retained messages
flespiToken ¦ FlespiToken {s} ¦ A64 ¦ channel 1182 has 0 connected devices
tago-device-token ¦ {s} ¦ uuid ¦ bucket 'greenhouse-2' is over quota
gridlyApiKey ¦ ApiKey {s} ¦ A28 ¦ view '8q2r1k' has 14 untranslated records
pontoon_pat ¦ {s} ¦ A40 ¦ locale 'sq' is read-only this week
olaMapsKey ¦ {s} ¦ A40 ¦ tile style 'default-light-standard' is deprecated
mapplsClientSecret ¦ {s} ¦ u64 ¦ eloc lookup returned no match
ozonetel_api_key ¦ {s} ¦ A32 ¦ campaign 'Outbound_Collect' is paused
qw_password ¦ {s} ¦ p ¦ index 'otel-logs-v0_7' is being merged
zincAdminPw ¦ {s} ¦ p ¦ index 'orders' has 0 shards ready
oramaPrivateKey ¦ {s} ¦ A32 ¦ index 'docs' deployment is queued
flagd_bearer ¦ {s} ¦ u43 ¦ flag 'new-checkout' has no default variant
vexilla_token ¦ {s} ¦ h40 ¦ manifest version 7 is older than the cached one
gp_password ¦ {s} ¦ p ¦ segment 3 is in change-tracking mode
panoply_pw ¦ {s} ¦ p ¦ table 'events_raw' is being vacuumed
hevoApiSecret ¦ {s} ¦ A40 ¦ pipeline 'pg-to-wh' is paused by the schema mapper
adformClientSecret ¦ {s} ¦ u40 ¦ line item 5512 ended yesterday
exo_api_token ¦ {s} ¦ h64 ¦ campaign 88213 is pending review
zp-api-token ¦ AAAB{s} ¦ b60 ¦ target list 'tier-1' is empty
edsby_token ¦ {s} ¦ A48 ¦ class 'MATH-10B' has no teacher of record
toddleClientSecret ¦ {s} ¦ u48 ¦ term 'T2' is not yet published
kahoot_secret ¦ {s} ¦ A40 ¦ game 482913 has ended
churchtrac_apikey ¦ {s} ¦ A32 ¦ giving batch 77 is closed
mp_client_secret ¦ {s} ¦ uuid ¦ household 1024 is marked inactive
givewp_token ¦ {s} ¦ h32 ¦ form 'winter-appeal' is in test mode
aplos_private_key ¦ {s} ¦ b64 ¦ fund 'building' has no transactions this month
sf_security_token ¦ {s} ¦ A24 ¦ matter 2026-0311 is on legal hold
rel_pw ¦ {s} ¦ p ¦ workspace 1018230 is being indexed
nd_client_secret ¦ {s} ¦ A44 ¦ cabinet 'Litigation' is read-only
pix4dSecret ¦ {s} ¦ A48 ¦ project 'north-field' is still processing
skydio_token ¦ {s} ¦ h64 ¦ dock 'roof-2' is charging
shipcloud_key ¦ {s} ¦ h32 ¦ carrier 'dhl' returned no rates for this parcel
x-dv-auth-token ¦ {s} ¦ H40 ¦ order 99213 has no courier yet
track123-api-secret ¦ {s} ¦ h32 ¦ tracking number is already registered
postmen-api-key ¦ {s} ¦ uuid ¦ shipper account 'ups-main' is disabled
salasona ¦ {s} ¦ p ¦ kasutaja 'mari' on lukustatud
lykilord ¦ {s} ¦ p ¦ notandi 'jon' er læst
oro_asina ¦ {s} ¦ w4 ¦ account 'ade' is locked
lihim_na_susi ¦ {s} ¦ A32 ¦ naka-lock ang account na 'maria'
slaptazodis ¦ {s} ¦ p ¦ naudotojas 'jonas' užrakintas
fjalekalimi ¦ {s} ¦ p ¦ llogaria 'arben' është e bllokuar
apitkn ¦ {s} ¦ A30 ¦ quota window resets at 08:00 UTC
authtkn ¦ {s} ¦ u40 ¦ upstream 'billing' timed out after 30s
mqpass ¦ {s} ¦ p ¦ queue 'jobs.high' has 0 consumers
smtppw ¦ {s} ¦ p ¦ relay 'mx-out' is deferring mail
rpc_pw ¦ {s} ¦ A32 ¦ node is still syncing at block 1823301
vnc_pw ¦ {s} ¦ A8 ¦ display :1 is already in use
wpa_key ¦ {s} ¦ w5 ¦ access point 'lab-2g' is on channel 11
puk2 ¦ {s} ¦ pin ¦ SIM slot 2 is blocked
recovery_words ¦ {s} ¦ w12 ¦ wallet 'cold-1' is watch-only
totp_uri ¦ otpauth://totp/acme:ops?secret={s}&issuer=acme ¦ B32 ¦ device clock drift is 41s
provisioning_key ¦ {s} ¦ rc ¦ enrolment window for site 'plant-4' has closed
claim_code ¦ {s} ¦ U16 ¦ device 'GW-20' is already claimed
"""

_WORDS = [
    "aspen",
    "bracken",
    "corbel",
    "drumlin",
    "ember",
    "fescue",
    "gully",
    "hollow",
    "ingot",
    "jetty",
    "kelp",
    "loam",
    "moraine",
    "newel",
    "osier",
    "purlin",
    "quoin",
    "rushes",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
