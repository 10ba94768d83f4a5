"""Held-out set 57: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 57's vendors (``bluesnapApiPw``, ``braspagMerchantKey``,
``billsbyApiKey``, ``convergeSslPin``, ``easybillBearer``, ``uxcamAppKey``,
``usermavenServerToken``, ``heidelpaySecuritySender``, ``netaxeptToken``,
``realexSharedSecret``, ``helloassoClientSecret``, ``ecommpaySalt``, ``bookingsyncSecret``,
``heskDbPass``), snake case (``richpanel_key``, ``bolddesk_x_api_key``,
``regiondo_private_key``, ``reservio_bearer``, ``bookwhen_token``, ``resdiary_api_pw``,
``buckaroo_secret_key``, ``nookal_api_key``, ``zeamster_user_api_key``, ``rotessa_token``,
``nomod_sk``, ``kubit_svc_pw``), kebab case (``zipy-project-key``, ``nicereply-private-key``,
``knowledgeowl-key``, ``zowie-api-token``, ``koalendar-whsec``, ``noona-pat``), upper snake
(``ZENCHEF_AUTH_TOKEN``, ``BOOKINGLAYER_CLIENT_SECRET``, ``RAVELIN_SK``,
``EZIDEBIT_DIGITAL_KEY``, ``NOCKS_ACCESS_TOKEN``, ``BILLBEE_API_PW``), abbreviations
(``bsPw``, ``hlasSec``, ``ecpSalt``, ``ntxTok``, ``rlxSec``) and the words of set 57's
languages in ASCII (Tagalog ``susiNgApi`` and ``lihimNaSalita``, Cebuano ``tinagoNgaKodigo``,
Indonesian ``kataSandiLumbung`` and ``kodePemulihanKasir``, Malay ``kataLaluanAkaun``, Javanese
``tembungSandhiToko``, Vietnamese ``matKhauKho`` and ``maKhoiPhucThuNgan``, Thai ``rahatPhanRan``, Khmer
``peakSamngatHang``, Lao ``lahatPhanHan``, Burmese ``sakaWhet``, Hmong ``lusZaisKhw``, Māori
``kupuhipa_kete``, Hawaiian ``olelo_huna_hale``, Samoan ``upu_lilo_faleoloa``, Tongan
``lea_fakapulipuli``, Fijian ``vosa_vuni_sitoa``, Tetum ``liafuanXaveLoja``, Tok Pisin
``pasuwot_bilong_stoa``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
bluesnapApiPw ¦ {s} ¦ p ¦ vaulted shopper 41924 has 2 cards
braspagMerchantKey ¦ {s} ¦ U40 ¦ sale 2014111703 was captured
billsbyApiKey ¦ acme_{s} ¦ l32 ¦ 88 subscriptions renew this week
convergeSslPin ¦ {s} ¦ U64 ¦ batch 0412 settled 1,204.50 USD
easybillBearer ¦ Bearer {s} ¦ A64 ¦ invoice RE-2026-0881 is overdue
uxcamAppKey ¦ {s} ¦ l15 ¦ 412 sessions recorded yesterday
usermavenServerToken ¦ {s} ¦ A40 ¦ event 'signed_up' tracked 31 times
heidelpaySecuritySender ¦ {s} ¦ h32 ¦ channel 'CC' is active
netaxeptToken ¦ {s} ¦ A25 ¦ transaction 8d1f registered
realexSharedSecret ¦ {s} ¦ A12 ¦ order ORD-88213 authorised
helloassoClientSecret ¦ {s} ¦ A32 ¦ form 'gala-2026' sold 140 tickets
ecommpaySalt ¦ {s} ¦ h40 ¦ payment FFCD12-30 is pending
bookingsyncSecret ¦ {s} ¦ h64 ¦ rental 'Sea View 3' synced
heskDbPass ¦ {s} ¦ p ¦ 17 tickets are open
richpanel_key ¦ {s} ¦ l40 ¦ conversation 5521 was assigned
bolddesk_x_api_key ¦ {s} ¦ b44 ¦ ticket 1203 escalated to tier 2
regiondo_private_key ¦ {s} ¦ h64 ¦ product 'Harbour Tour' has 12 seats left
reservio_bearer ¦ {s} ¦ u64 ¦ 9 bookings tomorrow
bookwhen_token ¦ {s} ¦ l40 ¦ event 'pottery taster' is full
resdiary_api_pw ¦ {s} ¦ p ¦ table 14 is free at 19:30
buckaroo_secret_key ¦ {s} ¦ U32 ¦ refund 7710 processed
nookal_api_key ¦ {s} ¦ h40 ¦ clinic 'Northside' has 6 appointments
zeamster_user_api_key ¦ {s} ¦ h32 ¦ terminal T-22 is online
rotessa_token ¦ {s} ¦ h32 ¦ 31 debits scheduled for Friday
nomod_sk ¦ sk_live_{s} ¦ A40 ¦ payment link 'deposit' opened 4 times
kubit_svc_pw ¦ {s} ¦ p ¦ funnel 'trial to paid' recomputed
zipy-project-key ¦ {s} ¦ h24 ¦ 18 sessions had rage clicks
nicereply-private-key ¦ {s} ¦ h32 ¦ CSAT this week is 4.6
knowledgeowl-key ¦ {s} ¦ h32 ¦ article 'Refunds' viewed 301 times
zowie-api-token ¦ {s} ¦ A56 ¦ 72% of chats resolved automatically
koalendar-whsec ¦ whsec_{s} ¦ A32 ¦ 3 meetings booked today
noona-pat ¦ {s} ¦ A48 ¦ stylist 'Sól' has 2 gaps
ZENCHEF_AUTH_TOKEN ¦ {s} ¦ h40 ¦ restaurant 3521 has 44 covers tonight
BOOKINGLAYER_CLIENT_SECRET ¦ {s} ¦ A40 ¦ tour 'kayak sunrise' departs 06:10
RAVELIN_SK ¦ sk_live_{s} ¦ h32 ¦ order 99812 scored 12 (low risk)
EZIDEBIT_DIGITAL_KEY ¦ {s} ¦ uuid ¦ 214 payments collected
NOCKS_ACCESS_TOKEN ¦ {s} ¦ A60 ¦ merchant 'acme-nl' settled 2 payouts
BILLBEE_API_PW ¦ {s} ¦ p ¦ 38 orders imported
bsPw ¦ {s} ¦ p ¦ store 'EU' uses 3-D Secure
hlasSec ¦ {s} ¦ A32 ¦ association 'les-amis' has 412 members
ecpSalt ¦ {s} ¦ h48 ¦ project 20117 is live
ntxTok ¦ {s} ¦ A25 ¦ batch 0098 contains 12 captures
rlxSec ¦ {s} ¦ A10 ¦ account 'internet' is active
susiNgApi ¦ {s} ¦ A40 ¦ tindahan 'Maynila-2' bukas
lihimNaSalita ¦ {s} ¦ w4 ¦ kaban 'ipon' sarado
tinagoNgaKodigo ¦ {s} ¦ rc ¦ asoy 'Sugbo' aktibo
kataSandiLumbung ¦ {s} ¦ p ¦ gudang 'Bekasi-1' dibuka
kodePemulihanKasir ¦ {s} ¦ rc ¦ akun 'kasir-3' dipulihkan
kataLaluanAkaun ¦ {s} ¦ p ¦ akaun 'kedai-KL' aktif
tembungSandhiToko ¦ {s} ¦ p ¦ toko 'Solo-2' bukak
matKhauKho ¦ {s} ¦ p ¦ kho 'Thủ Đức' đang mở
maKhoiPhucThuNgan ¦ {s} ¦ rc ¦ tài khoản 'thu-ngan' đã khôi phục
rahatPhanRan ¦ {s} ¦ p ¦ ran 'Chiang Mai' poet laeo
peakSamngatHang ¦ {s} ¦ p ¦ hang 'Phnom Penh' bek
lahatPhanHan ¦ {s} ¦ p ¦ han 'Vientiane' peut laeo
sakaWhet ¦ {s} ¦ p ¦ hsaing 'Yangon-3' hpwint hta
lusZaisKhw ¦ {s} ¦ w4 ¦ khw 'Fresno' qhib lawm
kupuhipa_kete ¦ {s} ¦ p ¦ toa 'Kirikiriroa' kua tuwhera
olelo_huna_hale ¦ {s} ¦ w4 ¦ hale kūʻai 'Hilo' ua wehe ʻia
upu_lilo_faleoloa ¦ {s} ¦ p ¦ faleoloa 'Apia' ua tatala
lea_fakapulipuli ¦ {s} ¦ p ¦ falekoloa 'Nukuʻalofa' kuo ava
vosa_vuni_sitoa ¦ {s} ¦ pin ¦ sitoa 'Suva' e dola
liafuanXaveLoja ¦ {s} ¦ p ¦ loja 'Dili' loke ona
pasuwot_bilong_stoa ¦ {s} ¦ p ¦ stoa 'Lae' i op nau
"""

_WORDS = [
    "abaca",
    "bangka",
    "calamansi",
    "dalandan",
    "gumamela",
    "ilang",
    "kalachuchi",
    "lanzones",
    "malunggay",
    "narra",
    "pili",
    "sampaguita",
    "talisay",
    "ube",
    "waling",
    "yakal",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
