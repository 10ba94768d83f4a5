"""Held-out set 42: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for (case-insensitive) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; ten that matched (``kalmarSirri``,
``okwuntughe``, ``erayga_sirta``, ``kaulisiri``, ``iphasiwedi``, ``herwinningskode``,
``patnum``, ``kurtarmaKodu``, ``sifre_kodu``, ``sisma``) were lengthened until none did.
Names in many styles: camel case for set 42's searched vendors (``ilertHeartbeatKey``,
``logfireWriteTok``, ``logsnagBearer``, ``luzmoApiToken``, ``harperBasicPw``,
``gerritHttpPw``, ``herculesJoinTok``, ``kontaktAccessKey``, ``koboKfToken``,
``mtcaptchaPrivKey``, ``kofiVerifyTok``, ``memberfulApiKey``, ``glassnodeApiKey``,
``messariApiKey``, ``livepeerBearer``, ``mmApiSecret``, ``shipxApiToken``, ``libratoApiTok``,
``mailerooSendKey``, ``meteoblueApikey``, ``manatalOpenToken``), snake case for the others
(``gitness_pat``, ``garnix_cache_priv``, ``gearset_api_tok``, ``kraken_agent_tok``,
``gamebanana_api_key``, ``localytics_api_secret``, ``helpjuice_key``, ``hexnode_api_key``,
``kemp_bal_pw``, ``kaiko_x_api_key``, ``jobvite_sc``, ``icims_integration_pw``), kebab case
(``mindtickle-token``, ``klaxoon-bearer``, ``jiminny-api-key``, ``kaspr-auth``,
``muvi-auth-token``, ``idonate-client-secret``, ``mainflux-thing-key``), upper snake
(``MATTERNET_API_KEY``, ``LETMESHIP_PASSWORD``, ``MOTHERSHIP_KEY``, ``LIBELIUM_CLOUD_KEY``),
abbreviations (``hbPw``, ``lmCliSec``, ``ycPsk``) and the words of set 42's languages in
ASCII (Hausa, Yoruba, Igbo, Somali, Oromo, Kinyarwanda, Swahili, Luganda, Zulu, Afrikaans,
Morisien, Pashto, Sorani, Turkish, Azerbaijani, Hebrew and Qashqai), each message in the
same language.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["kasuwa", "soko", "suuq", "gabaa", "isoko", "katale", "imakethe", "mark", "bazar"]

_ROWS = r"""
ilertHeartbeatKey ¦ {s} ¦ l32 ¦ heartbeat 'nightly-backup' is overdue by 4 minutes
logfireWriteTok ¦ {s} ¦ A44 ¦ 12,408 spans exported in the last minute
logsnagBearer ¦ Bearer {s} ¦ h32 ¦ channel 'payments' has 3 new events
luzmoApiToken ¦ {s} ¦ A64 ¦ dashboard 'Revenue by region' embedded for tenant 88
harperBasicPw ¦ {s} ¦ p ¦ table 'ledger.entries' has 120,331 records
gerritHttpPw ¦ {s} ¦ A42 ¦ change 41207 needs Code-Review+2
herculesJoinTok ¦ {s} ¦ u88 ¦ agent 'nix-builder-3' is idle
kontaktAccessKey ¦ {s} ¦ L32 ¦ beacon 'gate-12' battery is 61%
koboKfToken ¦ {s} ¦ h40 ¦ form 'household-survey-v3' has 842 submissions
mtcaptchaPrivKey ¦ {s} ¦ A36 ¦ 97.2% of challenges solved this week
kofiVerifyTok ¦ {s} ¦ uuid ¦ 14 tips received today
memberfulApiKey ¦ {s} ¦ A32 ¦ plan 'Supporter' has 1,204 members
glassnodeApiKey ¦ {s} ¦ A27 ¦ metric 'sopr' for BTC updated at 00:00 UTC
messariApiKey ¦ {s} ¦ u36 ¦ asset 'ETH' profile refreshed
livepeerBearer ¦ {s} ¦ uuid ¦ stream 'townhall' is idle
mmApiSecret ¦ {s} ¦ A30 ¦ 2 messages queued for +61491570156
shipxApiToken ¦ {s} ¦ A64 ¦ parcel locker KRA010 has 4 free slots
libratoApiTok ¦ {s} ¦ h64 ¦ 211 metrics submitted
mailerooSendKey ¦ {s} ¦ h64 ¦ domain 'mail.acme.io' is verified
meteoblueApikey ¦ {s} ¦ A16 ¦ forecast for Basel has 7 days
manatalOpenToken ¦ Token {s} ¦ h40 ¦ job 'Data Engineer' has 58 candidates
gitness_pat ¦ {s} ¦ A48 ¦ repository 'platform/api' has 12 open pull requests
garnix_cache_priv ¦ {s} ¦ b88 ¦ 3,112 store paths cached
gearset_api_tok ¦ {s} ¦ A40 ¦ pipeline 'UAT → Prod' has 2 pending promotions
kraken_agent_tok ¦ {s} ¦ l32 ¦ flow 1181 finished in 14m
gamebanana_api_key ¦ {s} ¦ h32 ¦ mod 488211 has 9,020 downloads
localytics_api_secret ¦ {s} ¦ h20 ¦ app 'Rally iOS' had 12,004 sessions
helpjuice_key ¦ {s} ¦ h64 ¦ article 'Reset 2FA' was viewed 311 times
hexnode_api_key ¦ {s} ¦ A32 ¦ device 'iPad-Store-7' is compliant
kemp_bal_pw ¦ {s} ¦ p ¦ virtual service 10.0.0.20:443 is up
kaiko_x_api_key ¦ {s} ¦ h32 ¦ 4.1M trades ingested
jobvite_sc ¦ {s} ¦ h32 ¦ requisition 'R-2211' has 40 applicants
icims_integration_pw ¦ {s} ¦ p ¦ 6 new hires synced
mindtickle-token ¦ {s} ¦ h48 ¦ module 'Q4 pricing' completed by 71%
klaxoon-bearer ¦ {s} ¦ u64 ¦ board 'Retro 48' exported
jiminny-api-key ¦ {s} ¦ A40 ¦ 22 calls transcribed
kaspr-auth ¦ {s} ¦ h32 ¦ 15 credits left
muvi-auth-token ¦ {s} ¦ h32 ¦ title 'Harvest Moon' is published
idonate-client-secret ¦ {s} ¦ uuid ¦ campaign 'Winter Coats' raised 61%
mainflux-thing-key ¦ {s} ¦ uuid ¦ channel 7a1c received 1,204 messages
MATTERNET_API_KEY ¦ {s} ¦ A48 ¦ mission 22 landed at pad B
LETMESHIP_PASSWORD ¦ {s} ¦ p ¦ label for order 4411 created
MOTHERSHIP_KEY ¦ {s} ¦ A40 ¦ quote Q-88213 expires tomorrow
LIBELIUM_CLOUD_KEY ¦ {s} ¦ H32 ¦ node 'field-12' reported soil moisture 31%
hbPw ¦ {s} ¦ p ¦ zone 4 irrigation finished
lmCliSec ¦ {s} ¦ A48 ¦ docket search returned 42 cases
ycPsk ¦ {s} ¦ A24 ¦ tunnel 'hq-branch' is established
kalmar_sirrin_asusu ¦ {s} ¦ p ¦ asusu 'kasuwa' yana aiki
oroAsina ¦ {s} ¦ p ¦ akọọlẹ 'oja' ti ṣetan
okwuntugheAkauntu ¦ {s} ¦ p ¦ akaụntụ 'ahịa' dị njikere
erayga_sirta_koonto ¦ {s} ¦ p ¦ koontada 'suuq' waa diyaar
jecha_darbii ¦ {s} ¦ p ¦ herregni 'gabaa' qophaa'eera
ijambo_ryibanga ¦ {s} ¦ p ¦ konti 'isoko' iriteguye
kaulisiriYaSoko ¦ {s} ¦ w4 ¦ akaunti 'soko' iko tayari
ekigamboKyekyama ¦ {s} ¦ p ¦ akawunti 'katale' ewedde
iphasiwedi_yemakethe ¦ {s} ¦ p ¦ i-akhawunti 'imakethe' ilungile
herwinningskodeRekening ¦ {s} ¦ rc ¦ rekening 'mark' is gereed
moDePas ¦ {s} ¦ p ¦ kont 'bazar' pare
patnum_hesab ¦ {s} ¦ p ¦ حساب 'بازار' چمتو دی
wisheyNiheni ¦ {s} ¦ p ¦ هەژماری 'بازاڕ' ئامادەیە
kurtarmaKoduPazar ¦ {s} ¦ rc ¦ hesap 'pazar' hazır
sifre_kodu_bazar ¦ {s} ¦ pin ¦ hesab 'bazar' hazırdır
sismatHaheshbon ¦ {s} ¦ p ¦ החשבון 'שוק' מוכן
gizliSoz ¦ {s} ¦ p ¦ hesab 'bazar' hazır
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
