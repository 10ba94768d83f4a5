"""Held-out set 50: the secret only in a tool argument, under argument names no earlier set
used.

Each name was grepped for (case-insensitive, as a fixed string) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (``kata_laluan``, ``tembungSandhi``,
``nuutsUg``, ``mexpiyNomur`` and ``rahatPhan`` matched and were renamed). Styles: camel
(``mktoClientSecret``, ``jpushMasterSecret``, ``kommoLongLivedToken``), snake
(``gchat_webhook_token``, ``mailpace_server_token``, ``lacrm_api_token``), kebab
(``legalesign-api-secret``), abbreviations (``kmTrackKey``, ``gsqApiKey``, ``mwPrivateKey``,
``lsqSecretKey``, ``dceBotTok``), prefixed values (``xoxb-``, a Telegram bot id, a Zoho
``1000.`` refresh token) and other languages' words in ASCII (Malay ``kataLaluanNu``, Manado
``kataSandiNgana``, Hmong ``loLusZais``, Sundanese ``kecapSandi``, Javanese
``tembung_sandhi_jawi``, Tetum ``liafuanSegredu``, Muong ``matKhauMuong``, Temuan
``kodPemulihan``, Tibetan ``gsangAng``, Mongolian ``tanyNuutsUgTalbar``, Uyghur
``mexpiy_nomur_uy``, Isan ``rahatPhanKhongJao``, Atayal ``mima_su``, Shanghainese
``nguNeMima``, Gorontalo ``frasaSandi``, Bajau ``pinKaa``, Lampung ``kunciApiNiku``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
helpshiftApiKey ¦ {s} ¦ A36 ¦ issue 279 has no custom fields
jitbitPassword ¦ {s} ¦ p ¦ 14 tickets synced from category 'Billing'
kmTrackKey ¦ {s} ¦ h40 ¦ event 'signed_up' queued
mktoClientSecret ¦ {s} ¦ A32 ¦ 200 leads fetched from list 1044
munchkinSecret ¦ {s} ¦ A32 ¦ munchkin 284-RPR-133 ok
moeDataApiKey ¦ {s} ¦ U24 ¦ 3 events published for user 88213
jpushMasterSecret ¦ {s} ¦ h24 ¦ push 'order shipped' sent to 2 devices
getuiMasterSecret ¦ {s} ¦ A22 ¦ cid 7f31a2c4 is offline
gchat_webhook_token ¦ {s} ¦ u43 ¦ message posted to space AAAAkM3xq2E
maropostAuthToken ¦ {s} ¦ A20 ¦ report 1 has 0 rows
mailpace_server_token ¦ {s} ¦ uuid ¦ email queued (id 88213)
mixmaxApiToken ¦ {s} ¦ uuid ¦ sequence 'Q1 outreach' has 40 recipients
mifielAppSecret ¦ {s} ¦ b88 ¦ document 7500e528 waiting for 1 signer
legalesign-api-secret ¦ ops-acme:{s} ¦ h40 ¦ 3 documents pending signature
lacrm_api_token ¦ {s} ¦ U34 ¦ contact 'Mark Wrighton' created
kommoLongLivedToken ¦ {s} ¦ u120 ¦ 250 leads in pipeline 'Sales'
lsqSecretKey ¦ {s} ¦ h40 ¦ lead 88213 updated
messentePassword ¦ {s} ¦ h32 ¦ omnimessage accepted (2 channels)
gatewayapiToken ¦ {s} ¦ u64 ¦ 1 SMS queued to 4520123456
gsqApiKey ¦ {s} ¦ U16 ¦ 12 visitors online
mwPrivateKey ¦ {s} ¦ h40 ¦ list 'newsletter' has 8,812 subscribers
highriseAuthTok ¦ {s} ¦ h40 ¦ deal 'Acme renewal' moved to won
mittoApiKey ¦ {s} ¦ A32 ¦ SMS to 491771234567 accepted
liveagentSessionKey ¦ {s} ¦ u40 ¦ chat 7712 ended by visitor
kudosity_secret ¦ {s} ¦ A24 ¦ message 'hi' sent to 61491570156
gallaboxApiSecret ¦ {s} ¦ h32 ¦ template 'order_update' approved
helpcrunch_bearer ¦ {s} ¦ u80 ¦ 18 customers synced
getacceptAccessTok ¦ {s} ¦ A64 ¦ document 'NDA' sent
greenarrowPw ¦ {s} ¦ p ¦ message accepted for delivery
hockeystackKey ¦ {s} ¦ A40 ¦ touchpoints exported (1,204 rows)
kataLaluanNu ¦ {s} ¦ p ¦ akaun 'pejabat' dikemas kini
kataSandiNgana ¦ {s} ¦ p ¦ pengguna 'manado-ops' masuk
loLusZais ¦ {s} ¦ p ¦ tus neeg siv 'kev' tau nkag
kecapSandi ¦ {s} ¦ p ¦ akun 'bandung-01' aktip
tembung_sandhi_jawi ¦ {s} ¦ p ¦ pangguna 'jogja' wis mlebu
liafuanSegredu ¦ {s} ¦ w4 ¦ uza-na'in 'dili' tama ona
matKhauMuong ¦ {s} ¦ p ¦ tài khoản 'hoa-binh' đã cập nhật
kodPemulihan ¦ {s} ¦ rc ¦ kod 'temuan-2' diguna
gsangAng ¦ {s} ¦ p ¦ user 'lhasa-01' logged in
tanyNuutsUgTalbar ¦ {s} ¦ p ¦ хэрэглэгч 'ulaanbaatar' нэвтэрлээ
mexpiy_nomur_uy ¦ {s} ¦ p ¦ user 'kashgar' logged in
rahatPhanKhongJao ¦ {s} ¦ p ¦ ผู้ใช้ 'khonkaen' เข้าสู่ระบบ
mima_su ¦ {s} ¦ p ¦ user 'wulai' logged in
nguNeMima ¦ {s} ¦ p ¦ user 'shanghai-ops' logged in
frasaSandi ¦ {s} ¦ w5 ¦ dompet 'gorontalo' dibuka
pinKaa ¦ {s} ¦ pin ¦ kad 'semporna' aktif
kunciApiNiku ¦ {s} ¦ A40 ¦ 9 pesan terkirim
smsOtpSeed ¦ {s} ¦ B32 ¦ 2FA enabled for 'ops'
dceBotTok ¦ {s} ¦ u59 ¦ 412 messages exported
slackXoxb ¦ xoxb-{s} ¦ A40 ¦ channel 'general' archived
tgBotToken ¦ 5521903311:AA{s} ¦ u33 ¦ webhook set for @acme_support_bot
smoochKeySecret ¦ {s} ¦ u64 ¦ app 5f1c2a3b connected
twilioConvAuth ¦ {s} ¦ h32 ¦ conversation CH88213 closed
mboxPass ¦ {s} ¦ p ¦ 3 threads imported
salesiqOauthRefresh ¦ 1000.{s} ¦ h64 ¦ 7 chats fetched
kaptureAuthKey ¦ {s} ¦ A40 ¦ ticket KPT-2026-88213 updated
freddyCopilotKey ¦ {s} ¦ A40 ¦ summary added to #88213
decagonApiKey ¦ {s} ¦ A48 ¦ thread 44120 tagged 'vpn'
cognigyApiKey ¦ {s} ¦ h64 ¦ flow 'SMS backup' deployed
forethoughtToken ¦ {s} ¦ A44 ¦ article 'reset password' linked
"""

_WORDS = [
    "abaca",
    "bamboo",
    "coconut",
    "dipterocarp",
    "ebony",
    "frangipani",
    "gingko",
    "hibiscus",
    "ipil",
    "jasmine",
    "kapok",
    "lotus",
    "mangrove",
    "narra",
    "orchid",
    "pandan",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
