"""Held-out set 48: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 48's vendors (``switchbotOpenToken``, ``switchbotSignSecret``,
``rachioBearer``, ``deconzApiKey``, ``btkApiSecret``, ``coincheckSecretKey``,
``bitmexApiSecret``, ``opennodeInvoiceKey``, ``coingateAuthToken``, ``royaleDevKey``,
``gw2AccountKey``, ``wgApplicationId``, ``pandascoreToken``, ``infermedicaAppKey``,
``openemrClientSecret``, ``fecApiKey``, ``socrataAppToken``, ``troveApiKey``,
``datamallAccountKey``, ``openaqKey``, ``inegiToken``, ``zarinpalMerchantId``,
``paynowIntegrationKey``, ``pawapayBearer``, ``wooviAppId``, ``loxonePassword``,
``digitransitSubKey``), snake case (``payku_private_token``, ``dpo_company_token``,
``payphone_bearer``, ``bancard_private_key``, ``mobbex_access_token``,
``liquipedia_apikey``, ``trn_api_key``, ``hirez_auth_key``, ``availity_client_secret``,
``pverify_client_secret``, ``bls_registration_key``, ``kosis_api_key``,
``coinex_secret_key``, ``btcmarkets_private_key``, ``rpc_password_btc``), kebab case
(``homeseer-pass``, ``ccu-admin-password``, ``knx-backbone-key``, ``tahoma-dev-token``,
``electrum-wallet-pw``), upper snake (``ZUS_CLIENT_SECRET``, ``VALIDIC_ORG_TOKEN``,
``ABIOS_ACCESS_TOKEN``), abbreviations (``sbTok``, ``ckSec``, ``gw2k``, ``lxPw``) and other
languages' words in ASCII (Hawaiian ``olelo_huna``, Māori ``toKupuhipaHou``, Tok Pisin
``paswotBilongYu``, Bislama ``pasword_blong_yu``, Samoan ``upu_lilo``, Fijian ``naba_vuni``,
Kalaallisut ``isissutissatNutaaq``, Inuktitut ``isiqtauti``, Ojibwe ``giimooj_ikidowin``, Navajo
``bee_nil_iihasin``, Chamorro ``sekretu_na_palabra``, Cook Islands Māori ``kupuMuna``,
Tahitian ``parauHunaFare``, Michif ``mot_saekret``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
switchbotOpenToken ¦ {s} ¦ h96 ¦ device 'Curtain 3 living room' is closed
switchbotSignSecret ¦ {s} ¦ h32 ¦ 12 devices listed
rachioBearer ¦ Bearer {s} ¦ uuid ¦ zone 'front lawn' ran 10 minutes
deconzApiKey ¦ {s} ¦ H10 ¦ sensor 14 reports 21.4 °C
btkApiSecret ¦ {s} ¦ h32 ¦ THB wallet balance 12,400.00
coincheckSecretKey ¦ {s} ¦ A32 ¦ btc_jpy last 14,210,000
bitmexApiSecret ¦ {s} ¦ u48 ¦ XBTUSD position is flat
opennodeInvoiceKey ¦ {s} ¦ uuid ¦ charge 'order-8841' is paid
coingateAuthToken ¦ Token {s} ¦ A40 ¦ order 1288410 is confirming
royaleDevKey ¦ {s} ¦ A64 ¦ clan #2CCCP has 48 members
gw2AccountKey ¦ {s} ¦ uuid ¦ bank has 112 item slots
wgApplicationId ¦ {s} ¦ h32 ¦ clan 'VOLCA' has 97 members
pandascoreToken ¦ {s} ¦ u50 ¦ match 636351 is running
infermedicaAppKey ¦ {s} ¦ h32 ¦ triage level is consultation
openemrClientSecret ¦ {s} ¦ u86 ¦ 24 appointments today
fecApiKey ¦ {s} ¦ A40 ¦ committee C00703975 filed form 3
socrataAppToken ¦ {s} ¦ A25 ¦ dataset ydr8-5enu has 812,004 rows
troveApiKey ¦ {s} ¦ A32 ¦ 1,204 newspaper articles matched
datamallAccountKey ¦ {s} ¦ b24 ¦ bus 15 arrives in 4 minutes
openaqKey ¦ {s} ¦ h64 ¦ PM2.5 at location 2178 is 12 µg/m³
inegiToken ¦ {s} ¦ uuid ¦ indicator 1002000001 has 32 states
zarinpalMerchantId ¦ {s} ¦ uuid ¦ payment 'A000000000000000000000000000001' verified
paynowIntegrationKey ¦ {s} ¦ uuid ¦ poll shows status Paid
pawapayBearer ¦ {s} ¦ u120 ¦ deposit afb57b93 is COMPLETED
wooviAppId ¦ {s} ¦ b96 ¦ charge 'pix-2210' expires in 15 minutes
loxonePassword ¦ {s} ¦ p ¦ output 'Gartenlicht' is on
digitransitSubKey ¦ {s} ¦ h32 ¦ tram 3 leaves Kamppi at 15:52
payku_private_token ¦ tkpv{s} ¦ h32 ¦ transaction 4412 approved
dpo_company_token ¦ {s} ¦ uuid ¦ token created for 250.00 KES
payphone_bearer ¦ {s} ¦ u128 ¦ sale 88213 is Approved
bancard_private_key ¦ {s} ¦ A32 ¦ shop_process_id 774 confirmed
mobbex_access_token ¦ {s} ¦ uuid ¦ checkout 'MBX-19' created
liquipedia_apikey ¦ Apikey {s} ¦ A48 ¦ 64 matches synced
trn_api_key ¦ {s} ¦ uuid ¦ profile 'Daltoosh' has 3 segments
hirez_auth_key ¦ {s} ¦ H32 ¦ session created for dev 3911
availity_client_secret ¦ {s} ¦ A32 ¦ coverage 270/271 returned active
pverify_client_secret ¦ {s} ¦ A36 ¦ eligibility check 1188 complete
bls_registration_key ¦ {s} ¦ h32 ¦ CUUR0000SA0 has 36 observations
kosis_api_key ¦ {s} ¦ b44 ¦ table DT_1B04005N has 17 regions
coinex_secret_key ¦ {s} ¦ H64 ¦ BTCUSDT order 77120 filled
btcmarkets_private_key ¦ {s} ¦ b88 ¦ AUD balance 4,120.55
rpc_password_btc ¦ {s} ¦ u32 ¦ block height 872,114
homeseer-pass ¦ {s} ¦ p ¦ device 'Porch' value 100
ccu-admin-password ¦ {s} ¦ p ¦ 41 channels read
knx-backbone-key ¦ {s} ¦ H32 ¦ group 1/2/3 switched on
tahoma-dev-token ¦ {s} ¦ h20 ¦ 6 shutters closed
electrum-wallet-pw ¦ {s} ¦ p ¦ wallet 'shop' has 0.0412 BTC
ZUS_CLIENT_SECRET ¦ {s} ¦ u48 ¦ 3 encounters merged
VALIDIC_ORG_TOKEN ¦ {s} ¦ h64 ¦ 212 users synced
ABIOS_ACCESS_TOKEN ¦ {s} ¦ h40 ¦ series 41882 has 3 matches
sbTok ¦ {s} ¦ h96 ¦ bot 'kettle' pressed
ckSec ¦ {s} ¦ A32 ¦ 2 open orders
gw2k ¦ {s} ¦ uuid ¦ 4 characters listed
lxPw ¦ {s} ¦ p ¦ miniserver 504F94A0 online
olelo_huna ¦ {s} ¦ p ¦ moʻokāki 'ʻohana' ua wehe ʻia
toKupuhipaHou ¦ {s} ¦ p ¦ pūkete 'kura' kua whakahoungia
paswotBilongYu ¦ {s} ¦ p ¦ akaun 'stoa' i op nau
pasword_blong_yu ¦ {s} ¦ p ¦ akaon 'stoa' i open
upu_lilo ¦ {s} ¦ w4 ¦ ua tatala le faila 'aiga'
naba_vuni ¦ {s} ¦ pin ¦ akaude 'koro' sa dola
isissutissatNutaaq ¦ {s} ¦ p ¦ konto 'niuertoq' ammarpoq
isiqtauti ¦ {s} ¦ p ¦ titiraqtait 'Iqaluit' ammaqtut
giimooj_ikidowin ¦ {s} ¦ w4 ¦ mazina'igan 'gikinoo'amaadiiwigamig' baakaakonigaade
bee_nil_iihasin ¦ {s} ¦ p ¦ naaltsoos 'Window Rock' bii' adah
sekretu_na_palabra ¦ {s} ¦ p ¦ kuenta 'tenda' mababa
kupuMuna ¦ {s} ¦ w5 ¦ pūtuatua 'kāinga' kua matara
parauHunaFare ¦ {s} ¦ p ¦ ʻāfata 'fare' ua matara
mot_saekret ¦ {s} ¦ rc ¦ li kont 'magasin' uvert
"""

_WORDS = [
    "breadfruit",
    "coconut",
    "frangipani",
    "hibiscus",
    "ironwood",
    "kava",
    "mangrove",
    "noni",
    "plumeria",
    "sandalwood",
    "screwpine",
    "tamarind",
    "vanilla",
    "yam",
    "cassava",
    "banyan",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
