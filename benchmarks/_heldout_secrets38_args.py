"""Held-out set 38: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (``lihim_na_susi``, ``murapadaya``,
``bimilbeonho`` and ``nuutsUg`` matched and were replaced). Names in many styles: camel case
for set 38's vendors (``omnisendApiKey``, ``shotstackStageKey``, ``ocrSpaceApikey``,
``ontraportApiKey``, ``serpstackAccessKey``, ``zamzarKey``, ``wordnikApiKey``,
``nuclinoToken``, ``tyntecApikey``, ``outsetaSecretKey``, ``protomapsKey``, ``ziinaBearer``,
``prodpadApiKey``, ``ringbaToken``, ``targomoKey``, ``twentyAppSecret``, ``planeSecretKey``,
``blinkoNextauth``, ``spliitPgPw``, ``hortusDbPw``, ``pairdropTurnCred``), snake case
(``ninox_personal_key``, ``nozbe_access_token``, ``tiendanube_access_token``,
``ownid_shared_secret``, ``pluralsight_api_token``, ``saasoptics_token``,
``satismeter_api_key``, ``slab_admin_token``, ``maloja_force_pw``), kebab case
(``tripadvisor-content-key``, ``usersnap-api-token``, ``reverso-key``,
``sennder-client-secret``, ``pirate-weather-key``, ``ocm-api-key``, ``waqi-token``,
``mafl-sonar-key``), upper snake (``NUMLOOKUP_APIKEY``, ``ZUPLO_CONSUMER_KEY``,
``PERISKOPE_BEARER``, ``SENDIIO_SECRET``, ``WORLDTIDES_KEY``, ``TROLLEY_SECRET_KEY``),
abbreviations (``wbKey``, ``vwKey``, ``scKey``, ``skCs``) and other languages' words in
ASCII (Indonesian ``kataSandiGudang``, Malay ``kataLaluanPelayan``, Tagalog
``susingLihimApi``, Turkish ``kurtarmaKodu``, Hindi ``guptShabd``, Sinhala
``rahasMurapadaSeva``, Nepali ``gopyaShabda``, Thai ``rahatPhan``, Vietnamese
``matKhauMay``, Korean ``amhoKi``, Japanese ``anshoBango``, Mongolian ``nuutsTulhuur``,
Kazakh ``qupiyaSoz``, Māori ``kupuhipa_tuku``, Hebrew ``sisma_sharat``, Persian
``ramzeObur``, Arabic ``kalimatSirr``, Georgian ``paroli_serveri``, Armenian
``gaghtnabar``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
omnisendApiKey ¦ {s} ¦ A50 ¦ segment 'lapsed buyers' has 4,210 contacts
shotstackStageKey ¦ {s} ¦ A40 ¦ render 7f2c queued at 1080p
ocrSpaceApikey ¦ K{s} ¦ d14 ¦ page 3 of 3 parsed, 412 words
ontraportApiKey ¦ {s} ¦ A15 ¦ contact 88213 tagged 'webinar'
serpstackAccessKey ¦ {s} ¦ h32 ¦ 10 organic results for 'dog groomers'
zamzarKey ¦ {s} ¦ A20 ¦ job 1521 converted docx to pdf
wordnikApiKey ¦ {s} ¦ l40 ¦ word of the day is 'quiddity'
nuclinoToken ¦ {s} ¦ A48 ¦ item 'Onboarding' moved to 'HR'
tyntecApikey ¦ {s} ¦ A32 ¦ message 3f0a2c delivered
outsetaSecretKey ¦ {s} ¦ h32 ¦ person 'kim@acme.io' added to plan Pro
protomapsKey ¦ {s} ¦ h16 ¦ tile 14/8185/5449 is 38 KB
ziinaBearer ¦ {s} ¦ u64 ¦ payment intent for 25.00 AED created
prodpadApiKey ¦ {s} ¦ h40 ¦ idea 'bulk export' has 12 votes
ringbaToken ¦ {s} ¦ A44 ¦ campaign 'auto insurance' routed 301 calls
targomoKey ¦ {s} ¦ U32 ¦ isochrone of 15 min built
twentyAppSecret ¦ {s} ¦ b44 ¦ workspace 'acme' has 14 members
planeSecretKey ¦ {s} ¦ h50 ¦ cycle 'Sprint 41' has 23 issues
blinkoNextauth ¦ {s} ¦ A44 ¦ note 551 archived
spliitPgPw ¦ {s} ¦ p ¦ group 'Lisbon trip' balance settled
hortusDbPw ¦ {s} ¦ p ¦ plant 'monstera' needs water
pairdropTurnCred ¦ {s} ¦ A32 ¦ 2 peers in room 'office'
ninox_personal_key ¦ {s} ¦ uuid ¦ table 'Orders' has 1,204 records
nozbe_access_token ¦ {s} ¦ A40 ¦ task 'renew domain' is due tomorrow
tiendanube_access_token ¦ {s} ¦ h40 ¦ product 1190 stock is 7
ownid_shared_secret ¦ {s} ¦ b44 ¦ login with passkey succeeded for user 2231
pluralsight_api_token ¦ {s} ¦ A64 ¦ 37 licenses assigned
saasoptics_token ¦ {s} ¦ h40 ¦ customer 'Globex' MRR is 4,800
satismeter_api_key ¦ {s} ¦ A32 ¦ NPS for November is 41
slab_admin_token ¦ {s} ¦ u120 ¦ post 'Runbook: failover' updated
maloja_force_pw ¦ {s} ¦ p ¦ 14,022 scrobbles imported
tripadvisor-content-key ¦ {s} ¦ H32 ¦ location 60898 has 4.5 stars
usersnap-api-token ¦ {s} ¦ uuid ¦ 3 new feedback items
reverso-key ¦ {s} ¦ A36 ¦ 240 characters translated to German
sennder-client-secret ¦ {s} ¦ A48 ¦ shipment SND-88213 picked up
pirate-weather-key ¦ {s} ¦ A32 ¦ forecast for Stockholm: 2 °C, light snow
ocm-api-key ¦ {s} ¦ uuid ¦ 500 charging points imported for NZ
waqi-token ¦ {s} ¦ h40 ¦ AQI at the station is 42
mafl-sonar-key ¦ {s} ¦ h32 ¦ 3 services are down
NUMLOOKUP_APIKEY ¦ num_live_{s} ¦ A40 ¦ +6421555014 is a mobile number
ZUPLO_CONSUMER_KEY ¦ zpka_{s} ¦ h32 ¦ route /v1/orders returned 200
PERISKOPE_BEARER ¦ {s} ¦ A40 ¦ message queued for 919876512340
SENDIIO_SECRET ¦ {s} ¦ h64 ¦ subscriber added to list 12
WORLDTIDES_KEY ¦ {s} ¦ uuid ¦ high tide at 14:32, 2.9 m
TROLLEY_SECRET_KEY ¦ {s} ¦ h64 ¦ payout batch B-2211 sent
wbKey ¦ {s} ¦ A48 ¦ query returned 1,204 rows
vwKey ¦ sk_live_{s} ¦ uuid ¦ NFT minted on chain 137
scKey ¦ {s} ¦ A40 ¦ conversation 5521 assigned to 'support'
skCs ¦ {s} ¦ A44 ¦ 120 SMS sent
kataSandiGudang ¦ {s} ¦ p ¦ gudang 'Surabaya 2' stok diperbarui
kataLaluanPelayan ¦ {s} ¦ p ¦ pelayan 'kl-db-1' dimulakan semula
susingLihimApi ¦ {s} ¦ A40 ¦ 12 order ang naproseso
kurtarmaKodu ¦ {s} ¦ rc ¦ hesap 'ops' için 2FA etkin
guptShabd ¦ {s} ¦ w4 ¦ सर्वर 'dl-2' चालू है
rahasMurapadaSeva ¦ {s} ¦ p ¦ server 'cmb-1' restarted
gopyaShabda ¦ {s} ¦ w5 ¦ backup of 'ktm-db' finished
rahatPhan ¦ {s} ¦ p ¦ เซิร์ฟเวอร์ 'bkk-3' ออนไลน์
matKhauMay ¦ {s} ¦ p ¦ máy chủ 'hn-2' đã khởi động lại
amhoKi ¦ {s} ¦ A40 ¦ 서버 'sel-1' 정상
anshoBango ¦ {s} ¦ pin ¦ 端末 'tky-7' をロックしました
nuutsTulhuur ¦ {s} ¦ A32 ¦ сервер 'ub-1' ажиллаж байна
qupiyaSoz ¦ {s} ¦ p ¦ сервер 'ala-2' қайта іске қосылды
kupuhipa_tuku ¦ {s} ¦ p ¦ 4 files uploaded to 'akl-share'
sisma_sharat ¦ {s} ¦ p ¦ השרת 'tlv-1' הופעל מחדש
ramzeObur ¦ {s} ¦ p ¦ سرور 'thr-2' راه‌اندازی شد
kalimatSirr ¦ {s} ¦ p ¦ الخادم 'ruh-1' يعمل
paroli_serveri ¦ {s} ¦ p ¦ სერვერი 'tbs-1' ჩაირთო
gaghtnabar ¦ {s} ¦ p ¦ սերվեր 'evn-1' վերագործարկվեց
"""

_WORDS = [
    "anchor",
    "bamboo",
    "coral",
    "dhow",
    "egret",
    "frigate",
    "ginger",
    "heron",
    "junk",
    "kelp",
    "lotus",
    "monsoon",
    "nutmeg",
    "orchid",
    "pepper",
    "rattan",
    "sampan",
    "teak",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
