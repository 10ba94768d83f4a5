"""Held-out set 41: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``apyApiKey`` did and
was dropped). Names in many styles: camel case for set 41's vendors (``bingMapsKey``,
``aeroDataBoxKey``, ``five9AdminPw``, ``colissimoPassword``, ``donatelyToken``,
``fundraiseupApiKey``, ``featureflowServerKey``, ``evgApiKey``, ``admobClientSecret``,
``arkosePrivateKey``, ``diditApiKey``, ``ulcaApiKey``, ``cirunApiKey``, ``mapkitJwt``,
``getdpdApiKey``, ``cainiaoHashKey``, ``apitallyClientId``), snake case
(``bugsink_secret``, ``coroot_api_key``, ``depfu_token``, ``exaroton_token``,
``cftools_secret``, ``fogwing_key``, ``easyling_key``, ``flitto_key``, ``amap_key``,
``felt_pat``, ``diafaan_pw``), kebab case (``dexatel-key``, ``findologic-shopkey``,
``factfinder-pw``, ``adkernel-token``, ``bidtellect-secret``, ``connatix-key``),
upper snake (``EDUFLOW_TOKEN``, ``CHARITYENGINE_PW``, ``CASEFOX_TOKEN``, ``CERES_TOKEN``,
``FASTWAY_KEY``), abbreviations (``ffKey``, ``f9pw``, ``arkPk``, ``bmk``) and other
languages' words in ASCII (Basque ``pasahitzaZerbitzua``, Breton ``gerTremenServij``, Upper Sorbian
``hesloKonta``, Kazakh ``kupiyaSozShot``, Tajik ``ramzi_pin``, Uzbek ``apiKaliti``, Kyrgyz
``syrsoz``, Turkmen ``acarSozHasap``, Georgian ``paroli_agdgena``, Armenian ``gaghtnabarHashiv``,
Albanian ``fjalekalimiFatura``, Icelandic ``lykilordReikningar``, Faroese ``loyniordRokning``, Welsh
``cyfrinairBiliau``, Irish ``pasfhocalBilli``, Luxembourgish ``passwuertRechnung``, Maltese ``kelmaSigrieta``,
North Frisian ``paaswurd``, Skolt Sami ``peittsaann``, Dungan ``mimaJonmu``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
bingMapsKey ¦ A{s} ¦ u63 ¦ geocoded 'Rua Augusta 12' to 38.7107,-9.1365
aeroDataBoxKey ¦ {s} ¦ A32 ¦ flight TP1351 departed 15:05
five9AdminPw ¦ {s} ¦ p ¦ campaign 'winback-eu' has 212 records
colissimoPassword ¦ {s} ¦ p ¦ label 6A20811423155 created
donatelyToken ¦ Bearer {s} ¦ A40 ¦ 31 donations this week
fundraiseupApiKey ¦ {s} ¦ A48 ¦ campaign 'FUNXQZ' raised 4,120 EUR
featureflowServerKey ¦ srv-env-{s} ¦ h32 ¦ feature 'new-checkout' is on
evgApiKey ¦ {s} ¦ h32 ¦ patch 6571 finished 14 tasks
admobClientSecret ¦ GOCSPX-{s} ¦ u28 ¦ report for 2026-12-05 has 9 rows
arkosePrivateKey ¦ {s} ¦ uuid ¦ session verified, risk band low
diditApiKey ¦ {s} ¦ u43 ¦ session 8f2e is 'Approved'
ulcaApiKey ¦ {s} ¦ h32 ¦ pipeline 'hi-en' returned 3 sentences
cirunApiKey ¦ {s} ¦ A40 ¦ runner 'gpu-t4' is idle
mapkitJwt ¦ eyJhbGciOiJFUzI1NiJ9.{s} ¦ u80 ¦ map 'depots' loaded 48 pins
getdpdApiKey ¦ {s} ¦ h40 ¦ parcel 01906005224571 delivered
cainiaoHashKey ¦ {s} ¦ A19 ¦ waybill LP00512345678 printed
apitallyClientId ¦ {s} ¦ uuid ¦ 3 endpoints slower than 500 ms
bugsink_secret ¦ {s} ¦ h32 ¦ issue 'KeyError: sku' seen 12 times
coroot_api_key ¦ {s} ¦ a32 ¦ node 'db-2' CPU 71%
depfu_token ¦ {s} ¦ u40 ¦ 4 dependency PRs open
exaroton_token ¦ {s} ¦ b64 ¦ server 'blockparty' is online
cftools_secret ¦ {s} ¦ h40 ¦ 38 players on 'Chernarus #2'
fogwing_key ¦ {s} ¦ A32 ¦ pump 07 pressure 3.2 bar
easyling_key ¦ {s} ¦ h32 ¦ 1,204 segments in 'acme-shop' de-DE
flitto_key ¦ {s} ¦ A40 ¦ request 88112 translated
amap_key ¦ {s} ¦ h32 ¦ geocode 杭州 returned 1 result
felt_pat ¦ felt_pat_{s} ¦ u43 ¦ map 'flood zones' has 5 layers
diafaan_pw ¦ {s} ¦ p ¦ 3 messages queued on modem 2
dexatel-key ¦ {s} ¦ h32 ¦ sender 'ACME' approved
findologic-shopkey ¦ {s} ¦ H32 ¦ 18,220 products indexed
factfinder-pw ¦ {s} ¦ p ¦ channel 'de' search latency 41 ms
adkernel-token ¦ {s} ¦ h40 ¦ zone 1142 fill 63%
bidtellect-secret ¦ {s} ¦ A40 ¦ 12 native campaigns live
connatix-key ¦ {s} ¦ uuid ¦ player 'in-article' viewability 71%
EDUFLOW_TOKEN ¦ {s} ¦ A48 ¦ flow 'Onboarding 101' has 40 learners
CHARITYENGINE_PW ¦ {s} ¦ p ¦ batch 'Dec appeal' posted
CASEFOX_TOKEN ¦ {s} ¦ A40 ¦ matter 2026-112 logged 3.2 hours
CERES_TOKEN ¦ {s} ¦ u40 ¦ flight over 'westside-12' processed
FASTWAY_KEY ¦ {s} ¦ h32 ¦ parcel Z60012345678 at depot
ffKey ¦ {s} ¦ A36 ¦ field 'north-40' NDVI 0.62
f9pw ¦ {s} ¦ p ¦ skill 'billing-es' has 6 agents
arkPk ¦ {s} ¦ uuid ¦ 0 challenges served today
bmk ¦ {s} ¦ u48 ¦ tile cache warmed for zoom 12
pasahitzaZerbitzua ¦ {s} ¦ p ¦ zerbitzua 'fakturak' martxan dago
gerTremenServij ¦ {s} ¦ p ¦ servij 'kontadurezh' o vont en-dro
hesloKonta ¦ {s} ¦ p ¦ słužba 'zličbowanje' běži
kupiyaSozShot ¦ {s} ¦ p ¦ қызмет 'шот' жұмыс істеп тұр
ramzi_pin ¦ {s} ¦ pin ¦ хизмат 'ҳисоб' кор мекунад
apiKaliti ¦ {s} ¦ A40 ¦ xizmat 'hisob' ishlamoqda
syrsoz ¦ {s} ¦ p ¦ кызмат 'эсеп' иштеп жатат
acarSozHasap ¦ {s} ¦ p ¦ hyzmat 'hasap' işleýär
paroli_agdgena ¦ {s} ¦ rc ¦ სერვისი 'ანგარიში' მუშაობს
gaghtnabarHashiv ¦ {s} ¦ p ¦ ծառայությունը 'հաշիվ' աշխատում է
fjalekalimiFatura ¦ {s} ¦ p ¦ shërbimi 'fatura' punon
lykilordReikningar ¦ {s} ¦ p ¦ þjónustan 'reikningar' er í gangi
loyniordRokning ¦ {s} ¦ w4 ¦ tænastan 'rokning' koyrir
cyfrinairBiliau ¦ {s} ¦ p ¦ mae'r gwasanaeth 'biliau' yn rhedeg
pasfhocalBilli ¦ {s} ¦ p ¦ tá an tseirbhís 'billí' ag rith
passwuertRechnung ¦ {s} ¦ p ¦ de Service 'Rechnungen' leeft
kelmaSigrieta ¦ {s} ¦ w4 ¦ is-servizz 'kontijiet' qed jaħdem
paaswurd ¦ {s} ¦ p ¦ tjiinst 'rääkninge' lääpt
peittsaann ¦ {s} ¦ rc ¦ pääiˊǩǩ 'lååǥǥ' rääˊjj
mimaJonmu ¦ {s} ¦ p ¦ фущы 'жонму' гунзуәдини
"""

_WORDS = [
    "aspen",
    "birch",
    "cedar",
    "elder",
    "fir",
    "hornbeam",
    "juniper",
    "larch",
    "linden",
    "maple",
    "poplar",
    "rowan",
    "spruce",
    "sycamore",
    "willow",
    "yew",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
