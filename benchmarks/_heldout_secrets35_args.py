"""Held-out set 35: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (six matched and were renamed:
``mkey``, ``rtok``, ``nuuts_ug``, ``murapadaya``, ``kupuhipa`` and ``upu_faalilolilo``).
Names in many styles: camel case for set 35's vendors (``ipregistryKey`` to
``kasmApiKeySecret``), snake case (``ortto_private_key`` to ``kapacitor_influx_pw``), kebab
case (``kixie-api-key`` to ``mailtrain-access-token``), upper snake (``MOSYLE_ACCESS_TOKEN``
to ``PLAYIT_SECRET_KEY``), abbreviations (``qpw``, ``mflgKey``, ``psk2``, ``rfrTokQt``) and
other languages' words in ASCII (Tamil ``mukkiyaSol``, Punjabi/Hindi ``gupthaKunji``,
Mongolian ``nuutsUgBat``, Kazakh ``kupiyaSoz``, Uzbek ``maxfiy_kalit``, Marathi
``sangketShabd``, Sinhala ``murapadayaPiwisum``, Khmer ``peakSamngat``, Lao ``lahatPhan``,
Maori ``kupuhipaTakiuru``, Samoan ``upuFaalilolilo_vault``, Javanese ``tembungSandhi``,
Tagalog ``kodigo_pagbawi``, Tibetan/Sherpa ``gsangTshig``, Kodava ``guttePada``, Pohnpeian
``nempeRir``, Wallisian/Futunan ``kupuFakalilo``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
ipregistryKey ¦ {s} ¦ l24 ¦ lookup for 54.85.132.205 returned US
ironProjectToken ¦ {s} ¦ A27 ¦ queue 'orders' has 14 messages
jambonzBearer ¦ {s} ¦ uuid ¦ call 3c1e77a2 ended after 41 s
storageApiTok ¦ {s} ¦ A40 ¦ bucket in.c-shop has 12 tables
keenMasterKey ¦ {s} ¦ H64 ¦ collection 'purchases' has 3,114 events
komodorAgentKey ¦ {s} ¦ uuid ¦ cluster prod-eu reports 2 unhealthy workloads
kubecostTok ¦ {s} ¦ b28 ¦ namespace 'checkout' cost $412 this week
meshChannelPsk ¦ {s} ¦ b43 ¦ channel 'Ridge' has 7 nodes
picovoiceAccessKey ¦ {s} ¦ b54 ¦ wake word 'porcupine' sensitivity 0.5
picterraApiKey ¦ {s} ¦ h40 ¦ detector d552605b finished on 3 rasters
prefabSdkKey ¦ {s} ¦ uuid ¦ flag 'new-checkout' is on for 20%
qiscusSecretKey ¦ {s} ¦ h32 ¦ room 88214 has 3 participants
tequilaApikey ¦ {s} ¦ u32 ¦ 42 itineraries CNX to BKK
kobiApiKey ¦ {s} ¦ uuid ¦ device 'Galaxy S10' is busy
leanplumProdKey ¦ prod_{s} ¦ A43 ¦ variant B won with 12% lift
lunchMoneyAccessToken ¦ {s} ¦ h50 ¦ 58 transactions need a category
onshapeSecretKey ¦ {s} ¦ A48 ¦ document 'bracket v3' has 2 part studios
personalTokenOC ¦ {s} ¦ h40 ¦ collective 'acme-oss' raised $1,204
qtRefreshToken ¦ {s} ¦ A33 ¦ account 51234567 is a TFSA
judge0AuthnToken ¦ {s} ¦ uuid ¦ submission 4412 accepted in 0.04 s
kolideEnrollSecret ¦ {s} ¦ A32 ¦ 231 hosts enrolled
netclientJoinTok ¦ eyJ{s} ¦ u80 ¦ network 'office' has 9 peers
listrakClientSecret ¦ {s} ¦ u43 ¦ list 'newsletter' has 41,220 contacts
kasmApiKeySecret ¦ {s} ¦ A32 ¦ 6 sessions are running
ortto_private_key ¦ {s} ¦ h64 ¦ person merged into audience 'trial'
pagertree_bearer ¦ {s} ¦ A32 ¦ alert 7781 acknowledged by on-call
openfort_sk ¦ sk_test_{s} ¦ uuid ¦ player 'pla_19c' created
ipify_geo_key ¦ at_{s} ¦ A29 ¦ 8.8.8.8 is in US
jelastic_session ¦ {s} ¦ h40 ¦ environment 'shop-prod' has 4 nodes
joget_api_key ¦ {s} ¦ h32 ¦ form 'leave' has 17 rows
kapacitor_influx_pw ¦ {s} ¦ p ¦ task 'cpu_alert' is enabled
kixie-api-key ¦ {s} ¦ A40 ¦ 12 calls logged today
kongregate-api-key ¦ {s} ¦ uuid ¦ user 1887714 has 3 badges
loadmill-token ¦ {s} ¦ h40 ¦ suite 6f2d1a passed 41/41
loop54-key ¦ {s} ¦ h32 ¦ query 'tent' returned 38 products
mailtrain-access-token ¦ {s} ¦ h40 ¦ list B16uVTdW has 812 subscribers
MOSYLE_ACCESS_TOKEN ¦ {s} ¦ A64 ¦ 344 iPads enrolled
MYRIOTA_REFRESH ¦ {s} ¦ u88 ¦ module 00a1c3f2b4 sent 12 messages
NINJAVAN_CLIENT_SECRET ¦ {s} ¦ h32 ¦ parcel NV2026120612 is out for delivery
OSSEC_AUTHD_PASS ¦ {s} ¦ A32 ¦ agent 'web-3' is active
PLAYIT_SECRET_KEY ¦ {s} ¦ h64 ¦ tunnel 'mc' is online
onsipAuthPw ¦ {s} ¦ p ¦ extension 'frontdesk' is registered
prismaSecretKey ¦ {s} ¦ b28 ¦ 3 alerts are open
qpw ¦ {s} ¦ p ¦ quiz 12 graded
mflgKey ¦ {s} ¦ h64 ¦ 2 feature flags changed
psk2 ¦ {s} ¦ b43 ¦ channel 2 set
rfrTokQt ¦ {s} ¦ A33 ¦ token refreshed at 12:44
mukkiyaSol ¦ {s} ¦ p ¦ Tamil: report exported
gupthaKunji ¦ {s} ¦ A40 ¦ Punjabi/Hindi: key rotated
nuutsUgBat ¦ {s} ¦ p ¦ Mongolian: user 'bat' updated
kupiyaSoz ¦ {s} ¦ p ¦ Kazakh: profile saved
maxfiy_kalit ¦ {s} ¦ A40 ¦ Uzbek: integration enabled
sangketShabd ¦ {s} ¦ p ¦ Marathi: account created
murapadayaPiwisum ¦ {s} ¦ p ¦ Sinhala: sign-in page shown
peakSamngat ¦ {s} ¦ p ¦ Khmer: user added
lahatPhan ¦ {s} ¦ p ¦ Lao: device linked
kupuhipaTakiuru ¦ {s} ¦ p ¦ Maori: login page rendered
upuFaalilolilo_vault ¦ {s} ¦ w4 ¦ Samoan: vault opened
tembungSandhi ¦ {s} ¦ p ¦ Javanese: user migrated
kodigo_pagbawi ¦ {s} ¦ rc ¦ Tagalog: codes regenerated
gsangTshig ¦ {s} ¦ p ¦ Tibetan/Sherpa: account locked after 3 tries
guttePada ¦ {s} ¦ w5 ¦ Kodava: phrase saved
nempeRir ¦ {s} ¦ pin ¦ Pohnpeian: card activated
kupuFakalilo ¦ {s} ¦ p ¦ Wallisian/Futunan: user invited
"""

_WORDS = [
    "anchovy",
    "barramundi",
    "cuttlefish",
    "dugong",
    "eel",
    "flounder",
    "grouper",
    "hilsa",
    "icefish",
    "jobfish",
    "kingfish",
    "lionfish",
    "milkfish",
    "needlefish",
    "opah",
    "pomfret",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
