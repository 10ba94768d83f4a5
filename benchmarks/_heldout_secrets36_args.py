"""Held-out set 36: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 36's vendors, snake case, kebab case, upper snake, abbreviations, and
other languages' words in ASCII (Quechua, Guarani, Haitian Creole, Papiamento, Kurmanji,
Turkmen, Azerbaijani, Nahuatl, Ojibwe, Kaqchikel, Tzotzil, Lakota, Spanish, Portuguese,
Turkish, Hebrew, Arabic, Persian, Pashto, Yiddish and Miskito).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
rebrandlyApikey ¦ {s} ¦ h32 ¦ link 'spring-sale' has 1,204 clicks
runscopeAccessTok ¦ {s} ¦ uuid ¦ bucket 'api-smoke' ran 12 tests
rewardfulApiSecret ¦ {s} ¦ h32 ¦ affiliate 'kari-n' earned 3 commissions
ravelryPersonalKey ¦ {s} ¦ A40 ¦ pattern 'Sockhead hat' has 2,201 projects
streakBasicUser ¦ {s} ¦ l40 ¦ pipeline 'Hiring' has 14 boxes
tremendousProdKey ¦ PROD_{s} ¦ A64 ¦ order 'ORD-8812' was delivered
voucherifyClientSecretKey ¦ {s} ¦ uuid ¦ campaign 'WINTER26' has 300 codes left
ynabPat ¦ {s} ¦ h64 ¦ budget 'Household' is 92% assigned
readwiseAuthToken ¦ Token {s} ¦ A50 ¦ 48 highlights synced
raindropTestToken ¦ {s} ¦ uuid ¦ collection 'Reading' has 310 bookmarks
scrapflyKeyParam ¦ {s} ¦ h32 ¦ scrape of web-scraping.dev took 2.1 s
snipcartSecretApiKey ¦ {s} ¦ u60 ¦ order 'SNIP-2201' is shipped
solcast_rooftop_key ¦ {s} ¦ u32 ¦ forecast for site 'barn roof' is 14.2 kWh
weatherstack_access_key ¦ {s} ¦ h32 ¦ Reykjavik is 2 °C and overcast
sss_api_key ¦ {s} ¦ A22 ¦ schedule 'Dentist Oslo' has 9 free slots
toornament_client_secret ¦ {s} ¦ l50 ¦ tournament 'Winter Cup' has 64 teams
travelpayouts_x_access_token ¦ {s} ¦ h32 ¦ LIS to OPO from 39 EUR
zenserp_api_key ¦ {s} ¦ uuid ¦ 100 results for 'pied piper'
twocaptcha_in_key ¦ {s} ¦ h32 ¦ balance is 3.41 USD
d360-api-key ¦ {s} ¦ A32 ¦ template 'order_update' is approved
wit-server-access-token ¦ {s} ¦ U32 ¦ intent 'book_table' confidence 0.97
wavefront-proxy-token ¦ {s} ¦ uuid ¦ proxy 'proxy-eu-1' sent 12,000 points/s
spinitron-access-token ¦ {s} ¦ u24 ¦ 5 spins on WRBB this hour
unbxd-search-apikey ¦ {s} ¦ h32 ¦ 412 products match 'shirt'
xano-bearer ¦ Bearer {s} ¦ u43 ¦ table 'orders' has 5,120 rows
SHOUTCAST_ADMINPASSWORD ¦ {s} ¦ p ¦ stream 1 has 88 listeners
SKYLIGHT_AUTHENTICATION ¦ {s} ¦ u40 ¦ endpoint 'OrdersController#index' p95 212 ms
TEAMUP_TOKEN_HEADER ¦ {s} ¦ h64 ¦ calendar 'Crew' has 40 events
SAFETYCULTURE_ACCESS_TOKEN ¦ {s} ¦ h64 ¦ inspection 'Forklift daily' is complete
rbKeyHdr ¦ {s} ¦ h32 ¦ domain 'go.acme.io' is verified
trmBearer ¦ TEST_{s} ¦ A64 ¦ sandbox balance 100,000 USD
vchfyTok ¦ {s} ¦ uuid ¦ redemption 'r_0c1' succeeded
sfApiKeyAuth ¦ {s} ¦ h32 ¦ invoice 2026/0412 was sent
pakasqaSimi ¦ {s} ¦ p ¦ willakuy 'wasi' llamk'achkan
nheenhemiServidor ¦ {s} ¦ p ¦ servidor 'Asunción-2' oñemoñepyrũ
modpasSevis ¦ {s} ¦ p ¦ sèvis 'peman' ap mache
kontrasenaBanko ¦ {s} ¦ p ¦ banko 'Willemstad' ta habri
sifreyaServere ¦ {s} ¦ p ¦ server 'Amed-1' dixebite
acarSozAmbar ¦ {s} ¦ p ¦ ammar 'Aşgabat-3' açyk
berpaKoduHesab ¦ {s} ¦ rc ¦ hesab 'kassa-2' bərpa edildi
ichtacatlahtolli ¦ {s} ¦ w3 ¦ calli 'tlacuilolli' motlapoa
giimoojIkidowin ¦ {s} ¦ p ¦ mazina'igan 'ishkode' nisidotan
ewan_tzij_wuj ¦ {s} ¦ w4 ¦ wuj 'Chimaltenango' jaqon
mukul_kop ¦ {s} ¦ p ¦ vun 'Jobel' jamal
iyapi_nahman ¦ {s} ¦ p ¦ owápi 'Oglala-2' yuhá
claveDeAccesoBodega ¦ {s} ¦ p ¦ bodega 'Lima-3' abierta
chave_de_api_loja ¦ {s} ¦ A40 ¦ loja 'Recife' sincronizada
kurtarma_kodu ¦ {s} ¦ rc ¦ hesap 'kasa-4' açıldı
sisma_sherut ¦ {s} ¦ p ¦ השירות 'תשלומים' פעיל
ramz_alistirdad ¦ {s} ¦ rc ¦ الحساب 'الخزينة' مفعل
ebarat_obour ¦ {s} ¦ w5 ¦ سرور 'انبار-۲' فعال است
patnum_server ¦ {s} ¦ p ¦ سرور 'کابل-۱' چالان دی
paroul_dinst ¦ {s} ¦ p ¦ דינסט 'קאַסע' לויפֿט
bila_siakni_kod ¦ {s} ¦ pin ¦ wark 'Bilwi' kli daukan
cortinaKey ¦ {s} ¦ A32 ¦ milonga 'La Viruta' starts 23:00
kestrelToken ¦ {s} ¦ u43 ¦ banding station 'MAPS-7' opened
mezcalLotePw ¦ {s} ¦ p ¦ lote 'tobala-12' bottled 312
clave_palenque ¦ {s} ¦ p ¦ palenque 'Santiago Matatlán' activo
senhaRoda ¦ {s} ¦ p ¦ roda 'Pelourinho' começou
taqsuaq ¦ {s} ¦ w4 ¦ ᐃᒡᓗ 'Iqaluit-2' ᐅᒃᑯᐃᑦ
nemiPinKuatia ¦ {s} ¦ pin ¦ kuatia 'Encarnación' oñemondo
"""

_WORDS = [
    "anchovy",
    "barracuda",
    "capybara",
    "condor",
    "guanaco",
    "hoatzin",
    "jaguar",
    "kinkajou",
    "manatee",
    "ocelot",
    "quetzal",
    "rhea",
    "tapir",
    "toucan",
    "vicuna",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
