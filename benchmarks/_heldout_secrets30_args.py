"""Held-out set 30: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``xToken``,
``ps_api_key``, ``ssToken``, ``storePassword``, ``keyPassword``, ``adgangskode``,
``lozinka``, ``heslo``, ``jelszo``, ``passord``, ``kennwort``, ``mot_de_passe``,
``wachtwoord``, ``sifre``, ``katalaluan``, ``mima``, ``tajny_klucz``, ``gizli_anahtar``,
``chave_secreta``, ``chiave_segreta``, ``kunci_rahasia``, ``himitsu_kagi``, ``gupt_kunji``,
``PinCode``, ``refresh_tok``, ``rtoken``, ``hmac_k``, ``sig_key``, ``kek``, ``unseal_key``,
``root_token``, ``keystore_pass``, ``p12_password``, ``jks_pass``, ``ldap_bind_pw``,
``radius_secret``, ``tacacs_key``, ``snmp_auth_pass``, ``bmc_password`` and ``ilo_pass`` did
and were dropped). Names in many styles: camel case (``openstatusKey``, ``flagshipApiKey``,
``odCustomerKey``, ``rentvineSecret``, ``boldsignApiKey``, ``apimSubscriptionKey``,
``whatfixIntegrationKey``, ``recoveryPhrase``, ``oauthRefresh``), snake case
(``ezyvet_client_secret``, ``ascend_client_secret``, ``bokun_secret_key``,
``jibble_client_secret``, ``api_token_secret``, ``mb_encryption_secret_key``,
``access_token_salt``), kebab and header-like names (``x-openstatus-key``,
``x-bokun-signature-key``, ``z-api-token``, ``ocp-apim-subscription-key``,
``x-tallyfy-token``), abbreviations (``mtBearer``, ``cp_ws_password``, ``ca_db_pw``,
``dt_password``, ``reveal_pw``, ``nwcToken``, ``atok``, ``ipmi_pw``, ``idrac_pw``,
``truststore_pw``, ``enc_key_b64``, ``dek_wrapped``), set 30's vendors' own words
(``setmoreRefresh``, ``zcalKey``, ``tallyApiKey``, ``wufooKey``, ``clarityToken``) and
other languages' words written in ASCII (Finnish ``salainen_avain``, Hungarian
``titkos_kulcs``, Dutch ``geheime_sleutel``, Norwegian ``hemmelig_nokkel``, Lithuanian
``slaptas_raktas``, Latvian ``slepena_atslega``, Estonian ``salajane_voti``, Croatian
``tajni_kljuc``, Romanian ``cheie_secreta``, Catalan ``clau_secreta``, Vietnamese
``khoa_bi_mat``, Korean ``bimil_beonho``, Chinese ``mi_yao``, Swahili ``ufunguo_siri``,
Uzbek ``parol_kalit``, Kazakh ``qupiya_soz``, Mongolian ``nuuts_tulkuur``, Hindi
``rahasya_kode``, Welsh ``cyfrinair_ap``, Irish ``dorchlaich``, Turkish ``pin_kodu``,
French ``phrase_secrete``, Spanish ``frase_secreta``, Dutch ``geheimzin``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
openstatusKey ¦ os_{s} ¦ A32 ¦ monitor 'api-eu' is degraded in 2 regions
x-openstatus-key ¦ {s} ¦ A36 ¦ status page 'acme' has an open incident
flagshipApiKey ¦ {s} ¦ A40 ¦ campaign 'checkout-v3' has no traffic allocation
ezyvet_client_secret ¦ {s} ¦ A40 ¦ consult 88213 is locked by another user
vetspireKey ¦ {s} ¦ h48 ¦ patient 'Biscuit' has no weight on record
ascend_client_secret ¦ {s} ¦ u48 ¦ recall list for 2026-12 is empty
odCustomerKey ¦ {s} ¦ A16 ¦ operatory 4 is closed on Fridays
curve_api_token ¦ {s} ¦ A36 ¦ appointment 55102 overlaps another
rets_secret ¦ {s} ¦ l24 ¦ listing 1005192 is off market
rentvineSecret ¦ {s} ¦ A40 ¦ lease 7741 ends before its renewal date
mtBearer ¦ Bearer {s} ¦ A30 ¦ class 'Reformer 45' is waitlisted
parkmobile_secret ¦ {s} ¦ b40 ¦ zone 4410 has no rates this evening
spotheroToken ¦ Token {s} ¦ h40 ¦ facility 2231 is at capacity
cp_ws_password ¦ {s} ¦ h32 ¦ station 'Lot-B-03' is offline
signrequest_token ¦ {s} ¦ h40 ¦ document 'NDA' awaits 1 signer
boldsignApiKey ¦ {s} ¦ b44 ¦ template 'offer-letter' has 2 missing fields
remoteApiToken ¦ ra_live_{s} ¦ A40 ¦ employment 'pt-0412' is in onboarding
ca_db_pw ¦ {s} ¦ p ¦ object 2019.44.7 has no media
axiell_pass ¦ {s} ¦ p ¦ record 40117 is checked out
dt_password ¦ {s} ¦ A24 ¦ vehicle stock 'ZE7-1182' is sold
reveal_pw ¦ {s} ¦ p ¦ vehicle 'Van 12' has no GPS fix
x-bokun-signature-key ¦ {s} ¦ h32 ¦ activity 'Glacier walk' has no availability
setmoreRefresh ¦ r1/{s} ¦ u44 ¦ staff 'Ana' has no slots tomorrow
zcalKey ¦ zcal_{s} ¦ A36 ¦ link 'intro-30' is disabled
jibble_client_secret ¦ {s} ¦ A43 ¦ timesheet for week 49 is not approved
ocp-apim-subscription-key ¦ {s} ¦ h32 ¦ pay run 2026-24 is being processed
apimSubscriptionKey ¦ {s} ¦ H32 ¦ legal entity 118842 has no employees
pipefyPat ¦ Bearer {s} ¦ u120 ¦ card 88120 is in phase 'Done'
kissflowKeySecret ¦ {s} ¦ A52 ¦ process 'purchase_request' has 3 pending items
x-tallyfy-token ¦ {s} ¦ u96 ¦ run 'Onboard Lee' is overdue
nwcToken ¦ {s} ¦ A64 ¦ workflow 'Invoice approval' is unpublished
tallyApiKey ¦ tly-{s} ¦ A32 ¦ form 'wQ1kz' has no submissions
wufooKey ¦ {s} ¦ U19 ¦ form 'contact-us' is at its entry limit
api_token_secret ¦ {s} ¦ A36 ¦ survey 7218842 is closed
z-api-token ¦ {s} ¦ A32 ¦ survey 'NPS-Q4' has 0 responses today
clarityToken ¦ {s} ¦ u160 ¦ project 'acme-web' export is limited to 10 calls a day
whatfixIntegrationKey ¦ {s} ¦ uuid ¦ flow 'expense-tour' is in draft
recoveryPhrase ¦ {s} ¦ w12 ¦ wallet 'treasury' is already restored
oauthRefresh ¦ {s} ¦ u64 ¦ calendar 'rooms' sync is paused
atok ¦ {s} ¦ A40 ¦ queue 'imports' is draining
enc_key_b64 ¦ {s} ¦ b44 ¦ column 'ssn' is already encrypted
dek_wrapped ¦ {s} ¦ b64 ¦ key version 3 is scheduled for rotation
truststore_pw ¦ {s} ¦ p ¦ certificate 'partner-ca' expires in 12 days
ipmi_pw ¦ {s} ¦ p ¦ node 'r740-07' is powered off
idrac_pw ¦ {s} ¦ p ¦ job JID_771204 is queued
mb_encryption_secret_key ¦ {s} ¦ b44 ¦ database 'warehouse' sync is running
access_token_salt ¦ {s} ¦ h64 ¦ portfolio import is already running
salainen_avain ¦ {s} ¦ A32 ¦ raportti 12 on jo lähetetty
titkos_kulcs ¦ {s} ¦ h40 ¦ a 7-es számla le van zárva
geheime_sleutel ¦ {s} ¦ u43 ¦ bestelling 4471 is al verzonden
hemmelig_nokkel ¦ {s} ¦ A36 ¦ faktura 2231 er allerede betalt
slaptas_raktas ¦ {s} ¦ A28 ¦ užsakymas 991 atšauktas
slepena_atslega ¦ {s} ¦ h32 ¦ rēķins 88 jau ir apmaksāts
salajane_voti ¦ {s} ¦ A40 ¦ tellimus 3012 on juba saadetud
tajni_kljuc ¦ {s} ¦ b40 ¦ narudžba 77 je otkazana
cheie_secreta ¦ {s} ¦ A32 ¦ comanda 5520 a fost anulată
clau_secreta ¦ {s} ¦ p ¦ la comanda 19 ja s'ha enviat
khoa_bi_mat ¦ {s} ¦ A40 ¦ đơn hàng 661 đã bị hủy
bimil_beonho ¦ {s} ¦ p ¦ 주문 4410 은 이미 배송되었습니다
mi_yao ¦ {s} ¦ h48 ¦ 订单 7302 已取消
ufunguo_siri ¦ {s} ¦ A32 ¦ agizo 114 limeshatumwa
parol_kalit ¦ {s} ¦ p ¦ buyurtma 52 bekor qilindi
qupiya_soz ¦ {s} ¦ p ¦ тапсырыс 908 жіберілді
nuuts_tulkuur ¦ {s} ¦ A36 ¦ захиалга 31 цуцлагдсан
rahasya_kode ¦ {s} ¦ pin ¦ pesanan 2290 sudah dikirim
cyfrinair_ap ¦ {s} ¦ w4 ¦ mae archeb 17 wedi'i chanslo
dorchlaich ¦ {s} ¦ p ¦ tá ordú 40 seolta cheana
pin_kodu ¦ {s} ¦ pin ¦ sipariş 1187 zaten gönderildi
phrase_secrete ¦ {s} ¦ w5 ¦ la commande 3381 est déjà expédiée
frase_secreta ¦ {s} ¦ w5 ¦ el pedido 4418 ya fue enviado
geheimzin ¦ {s} ¦ w4 ¦ bestelling 9021 is geannuleerd
wallet_seed ¦ {s} ¦ w12 ¦ wallet 'cold-2' is watch-only
backup_codes_txt ¦ {s} ¦ rc ¦ account 'ops' has 2 backup codes left
totp_secret_b32 ¦ {s} ¦ B32 ¦ device 'yubikey-2' is already enrolled
"""

_WORDS = [
    "anvil",
    "bramble",
    "cobble",
    "dovetail",
    "egret",
    "flint",
    "gorse",
    "harrow",
    "ironwood",
    "jasper",
    "kiln",
    "larch",
    "mortise",
    "nutmeg",
    "ochre",
    "pewter",
    "quince",
    "rampart",
    "spindle",
    "thistle",
    "upland",
    "verdigris",
    "wagtail",
    "yarrow",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
