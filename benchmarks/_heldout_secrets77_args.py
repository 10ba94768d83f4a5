"""Held-out set 77: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for (case-insensitive, as a fixed
string) in every earlier ``benchmarks/*heldout*`` file; none matched. Names in many styles:
camel case for set 77's vendors (``fintocSk``, ``starkPrivPem``, ``oxrAppId``,
``fixerAccessKey``, ``clayerKey``, ``erapiV6Key``, ``cexioApiSecret``, ``bxApiSecret``,
``bmartMemoSecret``, ``vopaySharedSecret``, ``veemClientSecret``, ``coinmatePrivKey``,
``tokoApiSecret``, ``btcdeApiSecret``, ``foxbitHmac``, ``nexusHmacSecret``) and its
helpdesks (``helpscoutAppSecret``, ``frontApiToken``, ``freshdeskApiKey``,
``intercomAccessTok``, ``macroSharedPw``), snake case (``dailypay_client_secret``,
``payfare_program_key``, ``payactiv_hmac``, ``tapcheck_live_key``, ``syncfy_session``,
``finerio_secret``, ``inverite_auth``, ``cobre_api_secret``, ``zendesk_api_token``),
kebab case (``paymentology-issuer-pass``, ``tutuka-terminal-pw``, ``nymbus-api-token``,
``crb-client-secret``, ``jeeves-api-key``, ``uala-client-secret-id``), upper snake
(``MONEYGRAM_AGENT_TOKEN``, ``WU_KEYSTORE_PASS``, ``XOOM_PARTNER_KEY``, ``MUKURU_HMAC_KEY``,
``ZEPZ_PARTNER_TOKEN``, ``TERRAPAY_X_PASSWORD``, ``TRANSFERGO_SECRET``,
``SENDWAVE_HOOK_SECRET``) and the share's languages' words in ASCII (Haitian ``modpasNouvo``
and ``kodPinMoncash``, Papiamento ``kontrasenaMCB`` and ``kodigoRekuperashon``, Jamaican
``patois_passwud``, Sranan ``sranan_pasword``, Quechua ``yaykunaSimiyki``, Aymara
``mantanAruma``, Guarani ``papapyNemi``, Mapudungun ``ellkanDunguMi``, K'iche'
``ajilabal_ewan``, Yucatec ``takbilTaan``, Rioplatense ``claveHomeBanking``, Cuban
``claveTransfermovil`` and ``pinEnzona``, Puerto Rican ``codigoAthMovil``, Peruvian
``claveYapeo``, Brazilian ``senhaDoPix`` and ``fraseRecuperacaoCarteira``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
fintocSk ¦ {s} ¦ A40 ¦ link refresh failed: 401
starkPrivPem ¦ -----BEGIN EC PRIVATE KEY-----\n{s}\n-----END EC PRIVATE KEY----- ¦ b160 ¦ project 5718390162554880 rejected the signature
oxrAppId ¦ {s} ¦ h32 ¦ rates fetch failed: invalid_app_id
fixerAccessKey ¦ {s} ¦ h32 ¦ fixer: 101 invalid_access_key
clayerKey ¦ {s} ¦ h32 ¦ currencylayer request failed
erapiV6Key ¦ {s} ¦ h24 ¦ exchange-rate lookup failed: invalid-key
cexioApiSecret ¦ {s} ¦ A30 ¦ CEX.IO: Invalid API key
hitbtcSecret ¦ {s} ¦ l32 ¦ HitBTC 1002 Authorization failed
bxApiSecret ¦ {s} ¦ A64 ¦ BingX 100001 signature verification failed
bmartMemoSecret ¦ {s} ¦ h64 ¦ BitMart 30005 Header X-BM-SIGN is wrong
lbankApiSecret ¦ {s} ¦ h32 ¦ LBank 10004 sign error
bitrueSecretKey ¦ {s} ¦ h64 ¦ Bitrue -1022 Signature for this request is not valid
vopaySharedSecret ¦ {s} ¦ A40 ¦ VoPay: Invalid Signature
veemClientSecret ¦ {s} ¦ uuid ¦ Veem oauth/token 401
coinmatePrivKey ¦ {s} ¦ A43 ¦ Coinmate: Access denied
tokoApiSecret ¦ {s} ¦ A64 ¦ Tokocrypto: invalid signature
btcdeApiSecret ¦ {s} ¦ h64 ¦ bitcoin.de error 4 Invalid signature
foxbitHmac ¦ {s} ¦ A48 ¦ Foxbit 401 invalid signature
bitbnsSecret ¦ {s} ¦ H32 ¦ Bitbns: unauthorized
nexusHmacSecret ¦ {s} ¦ h64 ¦ nexus exchange 401
dailypay_client_secret ¦ {s} ¦ A48 ¦ DailyPay token request failed
payfare_program_key ¦ {s} ¦ h40 ¦ card issue rejected (403)
payactiv_hmac ¦ {s} ¦ b44 ¦ employer sync failed
tapcheck_live_key ¦ tc_live_{s} ¦ A32 ¦ Tapcheck: unauthorized
syncfy_session ¦ {s} ¦ h32 ¦ Syncfy credentials list failed
finerio_secret ¦ {s} ¦ A40 ¦ Finerio Connect auth failed
inverite_auth ¦ {s} ¦ h32 ¦ Inverite create request forbidden
cobre_api_secret ¦ {s} ¦ A40 ¦ Cobre: token rejected
paymentology-issuer-pass ¦ {s} ¦ p ¦ issuer login failed
tutuka-terminal-pw ¦ {s} ¦ A24 ¦ CreateLinkedCard returned -9
nymbus-api-token ¦ {s} ¦ u48 ¦ core banking call failed
crb-client-secret ¦ {s} ¦ A44 ¦ Cross River auth failed
jeeves-api-key ¦ jvs_{s} ¦ A40 ¦ Jeeves: invalid key
uala-client-secret-id ¦ {s} ¦ A36 ¦ Ualá Bis checkout failed
MONEYGRAM_AGENT_TOKEN ¦ {s} ¦ p ¦ MoneyGram SOAP fault: authentication
WU_KEYSTORE_PASS ¦ {s} ¦ p ¦ could not open partner keystore
XOOM_PARTNER_KEY ¦ {s} ¦ A40 ¦ disbursement rejected
MUKURU_HMAC_KEY ¦ {s} ¦ h64 ¦ Mukuru signature mismatch
ZEPZ_PARTNER_TOKEN ¦ {s} ¦ u64 ¦ quote mutation unauthorized
TERRAPAY_X_PASSWORD ¦ {s} ¦ p ¦ quotation rejected 401
TRANSFERGO_SECRET ¦ {s} ¦ A48 ¦ TransferGo auth failed
SENDWAVE_HOOK_SECRET ¦ {s} ¦ h64 ¦ webhook signature mismatch
zendesk_api_token ¦ {s} ¦ A40 ¦ ticket update failed
helpscoutAppSecret ¦ {s} ¦ A32 ¦ Help Scout OAuth failed
frontApiToken ¦ {s} ¦ A48 ¦ Front 401 unauthorized
freshdeskApiKey ¦ {s} ¦ A20 ¦ Freshdesk 401
intercomAccessTok ¦ {s} ¦ b60 ¦ Intercom token invalid
macroSharedPw ¦ {s} ¦ p ¦ macro apply failed
modpasNouvo ¦ {s} ¦ p ¦ chanjman modpas echwe
kodPinMoncash ¦ {s} ¦ pin ¦ tranzaksyon MonCash refize
kontrasenaMCB ¦ {s} ¦ p ¦ login no a bai bon
kodigoRekuperashon ¦ {s} ¦ rc ¦ rekuperashon no a bai bon
patois_passwud ¦ {s} ¦ p ¦ login nah work
sranan_pasword ¦ {s} ¦ p ¦ a login no waka
yaykunaSimiyki ¦ {s} ¦ p ¦ mana yaykuyta atikunchu
mantanAruma ¦ {s} ¦ p ¦ janiw mantañjamakiti
papapyNemi ¦ {s} ¦ pin ¦ ndaikatúi aike
ellkanDunguMi ¦ {s} ¦ p ¦ petu ellkan dungu weñangkün
ajilabal_ewan ¦ {s} ¦ pin ¦ man utz ta
takbilTaan ¦ {s} ¦ p ¦ ma' páajchaj
claveHomeBanking ¦ {s} ¦ p ¦ no pudimos validar tu clave
claveTransfermovil ¦ {s} ¦ p ¦ operación rechazada
pinEnzona ¦ {s} ¦ pin ¦ PIN incorrecto
codigoAthMovil ¦ {s} ¦ pin ¦ código inválido
senhaDoPix ¦ {s} ¦ pin ¦ senha incorreta
fraseRecuperacaoCarteira ¦ {s} ¦ w12 ¦ carteira não restaurada
claveYapeo ¦ {s} ¦ pin ¦ no se pudo yapear
"""

_WORDS = [
    "agouti",
    "bromelia",
    "cocotero",
    "flamenco",
    "guácharo",
    "iguana",
    "jutía",
    "manglar",
    "ñandú",
    "ocelote",
    "palmiche",
    "quetzal",
    "tatú",
    "tucán",
    "vicuña",
    "zunzún",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
