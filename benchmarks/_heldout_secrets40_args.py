"""Held-out set 40: secrets only in a tool's arguments, under names no earlier set used
(grepped): set 40's vendors in camel, snake, kebab and upper snake case, and other
languages' words in ASCII (Serbian, Slovak, Danish, Azerbaijani, Uzbek, Somali, Zulu, Kazakh).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
sloctlClientSecret ¦ {s} ¦ u40 ¦ SLO 'checkout-latency' burn rate 2.1
textbeltKey ¦ {s} ¦ h64 ¦ 41 texts left on this plan
zenhubAuthToken ¦ {s} ¦ h64 ¦ pipeline 'Review/QA' has 12 issues
kanbanizeApikey ¦ {s} ¦ A40 ¦ card 8812 moved to Done
zaakpay_secret_key ¦ {s} ¦ h32 ¦ order ZP8812 checksum computed
quix-sdk-token ¦ sdk-{s} ¦ h32 ¦ topic 'car-telemetry' has 3 partitions
WPE_API_PW ¦ {s} ¦ A32 ¦ install 'acme-prod' PHP 8.2
warpstream_agent_key ¦ aks_{s} ¦ h64 ¦ agent pool 'eu-1' has 3 agents
perfectoSecToken ¦ {s} ¦ u88 ¦ device 'Pixel 8' is busy
zoiperSipPw ¦ {s} ¦ p ¦ extension 204 registered
TARABUT_CLIENT_SECRET ¦ {s} ¦ uuid ¦ consent 7712 expires in 90 days
lozinkaNaloga ¦ {s} ¦ p ¦ nalog 'magacin' je zaključan
hesloTerminalu ¦ {s} ¦ p ¦ terminál 4 je offline
gendannelses_kode_lager ¦ {s} ¦ rc ¦ konto 'lager' er låst
sifre_hesab ¦ {s} ¦ p ¦ hesab 'anbar' bağlıdır
maxfiy_pin ¦ {s} ¦ pin ¦ terminal 3 ishlamayapti
furaha-sirta ¦ {s} ¦ A36 ¦ akoonka 'bakhaar' waa xiran
iphasiwedi_lesitolo ¦ {s} ¦ w4 ¦ isitolo 'Durban' sivaliwe
reloadlyClientSecret ¦ {s} ¦ A50 ¦ top-up 88123 delivered to +254
zepto-send-mail-token ¦ {s} ¦ b88 ¦ mail agent 'receipts' is active
memberstack_sk ¦ sk_{s} ¦ l32 ¦ member mem_7Qm2 has plan 'pro'
luccaAppKey ¦ {s} ¦ uuid ¦ 214 employees synced
NORTHBEAM_AUTH ¦ {s} ¦ uuid ¦ export 5512 queued
signifydTeamKey ¦ {s} ¦ A40 ¦ checkout 77 scored 912
weclapp_auth_tok ¦ {s} ¦ uuid ¦ 5 articles returned
weavyApiKey ¦ wys_{s} ¦ A48 ¦ conversation 3301 archived
teamleader-refresh ¦ def50200{s} ¦ h80 ¦ deal 991 won
nextivaPwd ¦ {s} ¦ p ¦ queue 'support' has 4 callers
adgangskode_lager ¦ {s} ¦ p ¦ lageret er åbent
parol_ombor ¦ {s} ¦ p ¦ ombor 2 yopiq
qupiyasoz_kassa ¦ {s} ¦ p ¦ касса 3 жабық
"""

_WORDS = ["amber", "bramble", "cobalt", "driftwood", "ember", "fennel", "garnet", "heron"]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
