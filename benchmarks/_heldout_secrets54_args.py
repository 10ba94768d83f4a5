"""Held-out set 54: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``awal_uffir``,
``erayga_sirta``, ``kurtarma_kodu``, ``gaghtnabar`` and ``jecha_icciitii`` did and were
replaced). Names in many styles: camel case for set 54's vendors (``zonarGtcPassword``,
``hyperwalletRestPw``, ``berbixApiSecret``, ``hypervergeAppKey``, ``kycaidAuthToken``,
``banxaApiSecret``, ``tabapayBearer``, ``boxberryToken``, ``traveltimeApiKey``,
``tiandituTk``, ``neshanServiceKey``, ``willyweatherKey``, ``weatherlinkApiSecret``,
``tempestPat``, ``wuStationPassword``, ``knmiApiKey``, ``ecmwfApiKey``,
``bouncieClientSecret``, ``eroadExternalKey``, ``wappstoSession``), snake case
(``eseye_portal_password``, ``kerlink_wmc_token``, ``thingstream_mqtt_pass``,
``zubie_api_key``, ``nextraq_basic_pw``, ``enfuce_client_secret``, ``weavr_api_key``,
``wallester_api_key``, ``zumrails_password``, ``zilch_secret_key``, ``brankas_x_api_key``,
``neonomics_client_secret``), kebab case (``nuapay-api-key``, ``kyckr-password``,
``budbee-api-secret``, ``eurosender-x-api-key``, ``wuunder-bearer``,
``packeta-api-password``, ``nacex-ws-pass``), upper snake (``TRANSPOREON_BEARER``,
``BOSTA_AUTH_KEY``, ``DATAFORSYNINGEN_TOKEN``, ``ZMAPS_KEY``, ``WEATHERKIT_JWT``,
``KACHELMANN_X_API_KEY``), abbreviations (``wgPw``, ``eumCsec``, ``bzmKey``, ``hfyPw``,
``wcKey``, ``qoloSec``, ``tkioSecret``) and set 54's languages' words in ASCII (Levantine
and Libyan Arabizi ``kilmetElSirr``, ``kilmetIsSirrMta3ak``, Darija ``codeSirriDyalek``,
Arabic ``kalimat_al_murur``, ``ibara_murur``, Gulf ``raqm_sirri``, Yemeni
``ramzAlDukhulHaqqak``, Kabyle ``awalUffirNnek``, Mozabite ``tangaltTuffirt``, Tamazight
``tasarut_api``, Tigrinya ``mistir_qal``, Somali ``ereySirtaAh``, Beja ``sirriKalamook``,
Turkish ``kurtarmaKoduTr``, Azerbaijani ``sifreAcari``, Armenian ``gaxtnabarDzer``, Georgian
``parolis``, Hebrew ``kod_shikhzur``, ``mafteach_gisha``, Persian ``ramz_oboor``, Sorani
``wshey_nhenee``, Oromo ``jechaIcciitiiKee``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
zonarGtcPassword ¦ {s} ¦ A16 ¦ asset 'truck 41' last seen 4 min ago
hyperwalletRestPw ¦ {s} ¦ p ¦ payout batch 7731 is queued
berbixApiSecret ¦ {s} ¦ A40 ¦ transaction 'u-1182' awaits review
hypervergeAppKey ¦ {s} ¦ l20 ¦ document type PAN detected
kycaidAuthToken ¦ {s} ¦ A36 ¦ applicant 90213 has 2 documents
banxaApiSecret ¦ {s} ¦ A32 ¦ order 5512 status pendingPayment
tabapayBearer ¦ Bearer {s} ¦ A43 ¦ transaction 3QxK2 settled
boxberryToken ¦ {s} ¦ h32 ¦ 1,204 pickup points in city 68
traveltimeApiKey ¦ {s} ¦ h32 ¦ 17 of 20 locations reachable in 30 min
tiandituTk ¦ {s} ¦ h32 ¦ tile 12/3431/1673 cached
neshanServiceKey ¦ service.{s} ¦ l32 ¦ route 12.4 km, 31 min
willyweatherKey ¦ {s} ¦ A48 ¦ station 13960: 21.4 °C
weatherlinkApiSecret ¦ {s} ¦ l32 ¦ station 184422 reporting every 5 min
tempestPat ¦ {s} ¦ uuid ¦ station 67915 wind 14 kn
wuStationPassword ¦ {s} ¦ p ¦ KUTLOGAN42 uploaded 288 records
knmiApiKey ¦ eyJvcmciOi{s} ¦ b80 ¦ dataset harmonie_arome_cy43_p1 has 49 files
ecmwfApiKey ¦ {s} ¦ h32 ¦ request 4412 is queued
bouncieClientSecret ¦ {s} ¦ A40 ¦ 3 vehicles linked
eroadExternalKey ¦ {s} ¦ uuid ¦ 12 vehicles in depot 'Auckland'
wappstoSession ¦ {s} ¦ uuid ¦ network 'greenhouse' online
eseye_portal_password ¦ {s} ¦ p ¦ 48 SIMs active in portfolio ACME-01
kerlink_wmc_token ¦ {s} ¦ u64 ¦ gateway 7276FF002E06 online
thingstream_mqtt_pass ¦ {s} ¦ A40 ¦ thing 'tracker-9' published 12 messages
zubie_api_key ¦ {s} ¦ h40 ¦ trip 88213 scored 92
nextraq_basic_pw ¦ {s} ¦ p ¦ 14 drivers clocked in
enfuce_client_secret ¦ {s} ¦ u48 ¦ card ending 4417 activated
weavr_api_key ¦ {s} ¦ b44 ¦ corporate 'acme' verified
wallester_api_key ¦ {s} ¦ uuid ¦ 3 cards issued today
zumrails_password ¦ {s} ¦ p ¦ payout 'june-bonus' completed
zilch_secret_key ¦ zk_live_{s} ¦ A32 ¦ checkout 9921 approved
brankas_x_api_key ¦ {s} ¦ h64 ¦ bank 'BPI' available
neonomics_client_secret ¦ {s} ¦ uuid ¦ consent valid for 90 days
nuapay-api-key ¦ {s} ¦ h64 ¦ mandate 22018 active
kyckr-password ¦ {s} ¦ p ¦ company 'Acme Ltd' found in 1 registry
budbee-api-secret ¦ {s} ¦ uuid ¦ box 'Malmö C' has 4 free lockers
eurosender-x-api-key ¦ {s} ¦ h40 ¦ quote 3 options, cheapest €12.40
wuunder-bearer ¦ Bearer {s} ¦ A32 ¦ label created for ORD-88213
packeta-api-password ¦ {s} ¦ h32 ¦ packet Z 123 4567 890 at branch 79
nacex-ws-pass ¦ {s} ¦ h32 ¦ expedición 8821/00412 entregada
TRANSPOREON_BEARER ¦ Bearer {s} ¦ u86 ¦ transport 55120 slot booked 14:30
BOSTA_AUTH_KEY ¦ {s} ¦ h64 ¦ delivery 7712 out for delivery
DATAFORSYNINGEN_TOKEN ¦ {s} ¦ h32 ¦ WMTS layer topo_skaermkort loaded
ZMAPS_KEY ¦ {s} ¦ A40 ¦ map centered on 35.68, 139.76
WEATHERKIT_JWT ¦ eyJhbGciOiJFUzI1NiJ9.{s} ¦ u86 ¦ forecast for 31.77, 35.21 cached
KACHELMANN_X_API_KEY ¦ {s} ¦ A32 ¦ 48 h forecast updated
wgPw ¦ {s} ¦ p ¦ station acme_pier_2 uploaded
eumCsec ¦ {s} ¦ A28 ¦ collection EO:EUM:DAT:MSG:HRSEVIRI has 96 products
bzmKey ¦ {s} ¦ h32 ¦ AQI 42 (good)
hfyPw ¦ {s} ¦ A12 ¦ station 101 wind 18 kn gusting 24
wcKey ¦ {s} ¦ h32 ¦ 288 readings sent
qoloSec ¦ {s} ¦ A48 ¦ program 'acme-rewards' balance loaded
tkioSecret ¦ {s} ¦ u43 ¦ payment initiation accepted
kilmetElSirr ¦ {s} ¦ p ¦ el 7isab 'ops' mafTou7
kilmetIsSirrMta3ak ¦ {s} ¦ p ¦ il 7isab mta3ak jahiz
codeSirriDyalek ¦ {s} ¦ pin ¦ l-compte dyalek m7lol
kalimat_al_murur ¦ {s} ¦ p ¦ تم تسجيل الدخول إلى الخادم 'prod-1'
ibara_murur ¦ {s} ¦ w5 ¦ المحفظة 'الرئيسية' مقفلة
raqm_sirri ¦ {s} ¦ pin ¦ البطاقة 4417 مفعّلة
ramzAlDukhulHaqqak ¦ {s} ¦ rc ¦ الحساب جاهز
awalUffirNnek ¦ {s} ¦ p ¦ amiḍan 'ops' yeldi
tangaltTuffirt ¦ {s} ¦ pin ¦ tawwurt teldi
tasarut_api ¦ {s} ¦ A40 ¦ ⴰⵎⵙⵎⴰⴳⵓ ⵢⵓⵡⵊⴰⴷ
mistir_qal ¦ {s} ¦ p ¦ ሕሳብ 'ops' ክፉት እዩ
ereySirtaAh ¦ {s} ¦ p ¦ akoonka 'ops' waa furan yahay
sirriKalamook ¦ {s} ¦ p ¦ server 'prod-1' tamaam
kurtarmaKoduTr ¦ {s} ¦ rc ¦ hesap 'ops' kurtarıldı
sifreAcari ¦ {s} ¦ p ¦ hesab 'ops' açıqdır
gaxtnabarDzer ¦ {s} ¦ p ¦ հաշիվը 'ops' բաց է
parolis ¦ {s} ¦ p ¦ ანგარიში 'ops' გახსნილია
kod_shikhzur ¦ {s} ¦ rc ¦ החשבון 'ops' שוחזר
mafteach_gisha ¦ {s} ¦ b44 ¦ השרת 'prod-1' זמין
ramz_oboor ¦ {s} ¦ p ¦ حساب 'ops' باز است
wshey_nhenee ¦ {s} ¦ p ¦ هەژماری 'ops' کراوەیە
jechaIcciitiiKee ¦ {s} ¦ w4 ¦ herregni 'ops' banameera
"""

_WORDS = [
    "argan",
    "baobab",
    "cedar",
    "doum",
    "euphorbia",
    "fig",
    "gum",
    "henna",
    "iris",
    "juniper",
    "khat",
    "lotus",
    "myrrh",
    "nigella",
    "olive",
    "papyrus",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
