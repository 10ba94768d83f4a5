"""Held-out set 43: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (two matched, ``katasandiGudang`` and
``kataLaluanPelayan``, and were renamed). Names in many styles: camel case for set 43's
vendors (``quickbaseUserToken``, ``refersionSecKey``, ``shotgridScriptKey``,
``skuvaultTenantTok``, ``sophosClientSecret``, ``procoreClientSecret``,
``signl4TeamSecret``, ``raiselyPrivateKey``, ...), snake case (``puffer_client_secret``,
``ozeki_user_pw``, ``qubole_api_token``, ``fieldclimate_priv_key``, ...), kebab case
(``sameday-auth-password``, ``navionics-nav-key``, ``pybytes-device-token``,
``robusta-signing-key``), upper snake (``PACHYDERM_ROOT_TOKEN``,
``REVCONTENT_CLIENT_SECRET``, ``SIMPLELEGAL_API_KEY``, ``STUART_OAUTH_SECRET``),
abbreviations (``qbUTok``, ``sgScrKey``, ``pdsJwtSec``, ``ntxPw``, ``rcvryCd``,
``apiKyHdr``, ``sessnSignKy``) and set 43's languages' words in ASCII or their own letters
(Indonesian ``sandiGudangSby`` and ``kodePemulihanAkun``, Malay ``laluanPelayanKl``,
Vietnamese ``maKhoiPhucTaiKhoan`` and ``matKhauMayChu``, Thai ``rahatPhanThai``, Tok Pisin
``pasawodoTokPisin`` and ``password-bilong-mi``, Māori ``kupuhipaTūmau``, Fijian
``vosaVuniNiMataka``, Tongan ``leaFufuuKoloa``, Tetum ``liafuanXaveServidor``, Sinhala
``murapadaya_sevadayaka``, Khmer ``peakyasamngat_server``, Lao ``lahatphan_khong``,
Assamese ``gupta_shabda_asomiya``, Nepali ``pin_kod_nepal``, Jinghpaw ``na-a-password``,
Batak Toba ``hata-sandi-muna``, Makassarese ``kabbala_sandinu``, Pitjantjatjara
``nyuntumpa_pw`` and Yumplatok ``yu_token_blo_yu``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
quickbaseUserToken ¦ b{s} ¦ l40 ¦ table 'Punch list' has 312 open records
refersionSecKey ¦ sec_{s} ¦ h32 ¦ affiliate 'trailmix' earned 18 conversions
semrushApiUnitsKey ¦ {s} ¦ h32 ¦ 41,200 API units left
shotgridScriptKey ¦ {s} ¦ h40 ¦ version 'sh040_comp_v012' is pending review
skuvaultTenantTok ¦ {s} ¦ u44 ¦ SKU 'TENT-4P-GRN' has 37 on hand
sophosClientSecret ¦ {s} ¦ A64 ¦ 2 endpoints need a reboot
spotinstApiToken ¦ {s} ¦ h64 ¦ elastigroup 'web-eu' runs 14 spot instances
parsehubApiKey ¦ {s} ¦ A12 ¦ run 'prices-daily' extracted 2,210 rows
prismCentralPw ¦ {s} ¦ p ¦ cluster 'ntnx-ams' has 38% storage used
stackpathApiSecret ¦ {s} ¦ h64 ¦ purge of /assets/* completed
redtailSecretKey ¦ {s} ¦ H32 ¦ contact 'J. Ortega' has 3 open activities
sm8PluginKey ¦ smk-{s} ¦ A32 ¦ job 'J-88213' is scheduled Tuesday
procoreClientSecret ¦ {s} ¦ h64 ¦ RFI 112 is overdue
signl4TeamSecret ¦ {s} ¦ l10 ¦ alert 'disk full db-2' acknowledged
raiselyPrivateKey ¦ raisely:{s} ¦ u43 ¦ campaign 'fun-run-2027' raised 41,880
sellsyUserSecret ¦ {s} ¦ h40 ¦ invoice F-2026-1182 is paid
scApiKey ¦ {s} ¦ A40 ¦ order 88213 was refunded
puffer_client_secret ¦ {s} ¦ A48 ¦ server 'survival-1' has 6 players online
ozeki_user_pw ¦ {s} ¦ p ¦ 212 messages queued on SMSC 'modem-1'
qubole_api_token ¦ {s} ¦ A64 ¦ command 771200 finished in 41 s
ringover_api_key ¦ {s} ¦ h40 ¦ 18 missed calls today
stackify_activation_key ¦ {s} ¦ A40 ¦ app 'Billing' error rate 0.3%
fieldclimate_priv_key ¦ {s} ¦ h48 ¦ station 00208E6F reports 18.2 °C
sameday-auth-password ¦ {s} ¦ p ¦ AWB 1ONB44182 is out for delivery
navionics-nav-key ¦ Navionics_webapi_{s} ¦ d9 ¦ chart layer 'sonar' loaded
pybytes-device-token ¦ {s} ¦ uuid ¦ device 'hive-3' last seen 4 min ago
rebuy-widget-key ¦ {s} ¦ h40 ¦ widget 7712 shows 4 products
robusta-signing-key ¦ {s} ¦ uuid ¦ 3 pods restarted in 'checkout'
PACHYDERM_ROOT_TOKEN ¦ {s} ¦ h32 ¦ pipeline 'edges' processed 1,204 datums
REVCONTENT_CLIENT_SECRET ¦ {s} ¦ h40 ¦ widget 'rc-sidebar' CTR 0.41%
SIMPLELEGAL_API_KEY ¦ {s} ¦ h40 ¦ matter 2026-0412 budget 82% spent
STUART_OAUTH_SECRET ¦ {s} ¦ h64 ¦ job 91822 picked up
qbUTok ¦ b{s} ¦ l40 ¦ app 'Field Ops' synced
sgScrKey ¦ {s} ¦ h40 ¦ shot sh050 status 'ip'
pdsJwtSec ¦ {s} ¦ h64 ¦ 18 repos hosted on the PDS
ntxPw ¦ {s} ¦ p ¦ VM 'ci-runner-4' powered on
sandiGudangSby ¦ {s} ¦ p ¦ gudang 'Surabaya' stok 1.204
kodePemulihanAkun ¦ {s} ¦ rc ¦ akun 'toko-batik' aktif
laluanPelayanKl ¦ {s} ¦ p ¦ pelayan 'kl-db-1' berjalan
maKhoiPhucTaiKhoan ¦ {s} ¦ rc ¦ tài khoản 'shop-hn' đã xác minh
matKhauMayChu ¦ {s} ¦ p ¦ máy chủ 'hcm-web-2' đang chạy
rahatPhanThai ¦ {s} ¦ p ¦ เซิร์ฟเวอร์ 'bkk-1' ทำงานปกติ
pasawodoTokPisin ¦ {s} ¦ p ¦ kompyuta 'lae-1' i ron
kupuhipaTūmau ¦ {s} ¦ p ¦ tūmau 'akl-1' kei te rere
vosaVuniNiMataka ¦ {s} ¦ w4 ¦ kumpiuta 'suva-2' sa cakacaka
leaFufuuKoloa ¦ {s} ¦ w4 ¦ koloa 'nuku-1' 18 me'a
liafuanXaveServidor ¦ {s} ¦ p ¦ servidor 'dili-1' la'o hela
murapadaya_sevadayaka ¦ {s} ¦ p ¦ සේවාදායකය 'cmb-1' ක්‍රියාත්මකයි
peakyasamngat_server ¦ {s} ¦ p ¦ ម៉ាស៊ីនមេ 'pnh-1' ដំណើរការ
lahatphan_khong ¦ {s} ¦ p ¦ ເຊີບເວີ 'vte-1' ເຮັດວຽກ
gupta_shabda_asomiya ¦ {s} ¦ p ¦ চাৰ্ভাৰ 'gau-1' চলি আছে
pin_kod_nepal ¦ {s} ¦ pin ¦ सर्भर 'ktm-1' चलिरहेको छ
password-bilong-mi ¦ {s} ¦ p ¦ mesin 'pom-1' i wok
na-a-password ¦ {s} ¦ p ¦ server 'myitkyina-1' ngut ai
hata-sandi-muna ¦ {s} ¦ p ¦ server 'medan-1' mangula
kabbala_sandinu ¦ {s} ¦ pin ¦ server 'mks-1' jama
nyuntumpa_pw ¦ {s} ¦ p ¦ computer 'alice-1' palya
yu_token_blo_yu ¦ {s} ¦ A40 ¦ server 'tis-1' i wok
rcvryCd ¦ {s} ¦ rc ¦ 8 codes left
apiKyHdr ¦ {s} ¦ A36 ¦ header set on 4 routes
sessnSignKy ¦ {s} ¦ h64 ¦ 212 sessions active
"""

_WORDS = [
    "banyan",
    "cowrie",
    "dugong",
    "estuary",
    "frigatebird",
    "gourami",
    "hibiscus",
    "ironwood",
    "kapok",
    "lorikeet",
    "mudskipper",
    "nautilus",
    "orchid",
    "pangolin",
    "reef",
    "sandalwood",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
