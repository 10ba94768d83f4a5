"""Held-out set 67: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; those that did were renamed). Names in many
styles: camel case for set 67's vendors (``facturapiLiveKey``, ``bitgoLongLivedTok``,
``complycubeLiveKey``, ``storecoveBearer``, ``paxosClientSecret``, ``smileIdApiKey``,
``idenfyApiSecret``, ``taxcloudApiKey``, ``utilaSaPrivateKey``, ``nfeioChaveNota``,
``splititTerminalKey``, ...), snake case (``kyriba_client_secret``, ``jaggaer_shared_secret``,
``omie_app_secret``, ``datev_client_secret``, ...), kebab case (``tradeshift-token-secret``,
``procurify-client-secret``, ``komainu-api-secret``, ...), upper snake (``BILLIE_CLIENT_SECRET``,
``MONDU_API_TOKEN``, ``DOJAH_SECRET_KEY``, ...), coding-agent settings (``mcpServerEnvToken``,
``goose_provider_key``, ``aider_openai_key``, ``openhands_llm_api_key``, ...), and set 67's
languages' words in ASCII or their own scripts (Mongolian ``nuutsUgShine`` and ``нууц_үг``,
Tibetan ``gsang_tshig``, Uyghur ``parol_yengi``, Sakha ``kistelen_tyl``, Buryat
``nyuusa_uge``, Tuvan ``chazhyt_sos``, Hebrew ``sisma_zmanit`` and ``סיסמה_לספק``, Yiddish
``parol_nayer``, Ladino ``kontrasenya_nueva``, Greenlandic ``isertugaq_nutaaq``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = [
    "gobi",
    "altai",
    "khangai",
    "kerulen",
    "selenge",
    "orkhon",
    "lhasa",
    "kailash",
    "kashgar",
    "turpan",
    "lena",
    "vilyuy",
    "aldan",
    "baikal",
    "kyzyl",
    "nuuk",
    "iqaluit",
    "safed",
    "vilna",
    "salonika",
]

_ROWS = r"""
facturapiLiveKey ¦ sk_live_{s} ¦ A32 ¦ facturapi: customer RFC not registered
bitgoLongLivedTok ¦ v2x{s} ¦ h64 ¦ BitGo: wallet 6553e5 needs unlock
complycubeLiveKey ¦ live_{s} ¦ A40 ¦ ComplyCube: client not found
storecoveBearer ¦ {s} ¦ A43 ¦ Storecove: legal entity 218843 not found
paxosClientSecret ¦ {s} ¦ A40 ¦ Paxos: profile not found
smileIdApiKey ¦ {s} ¦ uuid ¦ Smile ID: job 5 rejected (id type unsupported)
idenfyApiSecret ¦ {s} ¦ A30 ¦ iDenfy: clientId already has an active session
taxcloudApiKey ¦ {s} ¦ H32 ¦ TaxCloud: cart item TIC 00000 unknown
utilaSaPrivateKey ¦ -----BEGIN PRIVATE KEY-----\n{s}\n-----END PRIVATE KEY----- ¦ b64 ¦ Utila: vault not found
nfeioChaveNota ¦ {s} ¦ A40 ¦ NFE.io: empresa sem certificado A1
splititTerminalKey ¦ {s} ¦ uuid ¦ Splitit: installment plan not eligible
kyriba_client_secret ¦ {s} ¦ A48 ¦ Kyriba: cash position not available for 2026-12-07
tradeshift-token-secret ¦ {s} ¦ A32 ¦ Tradeshift: document not found
precoroAuthToken ¦ {s} ¦ l40 ¦ Precoro: invoice already approved
procurify-client-secret ¦ {s} ¦ A40 ¦ Procurify: PO 10442 closed
jaggaer_shared_secret ¦ {s} ¦ A24 ¦ JAGGAER: punchout session expired
ivalua_integration_pw ¦ {s} ¦ p ¦ Ivalua: supplier not active
airbaseToken ¦ {s} ¦ A36 ¦ Airbase: bill not found
soldo_client_secret ¦ {s} ¦ A32 ¦ Soldo: card frozen
taxamoPrivateToken ¦ priv_test_{s} ¦ A40 ¦ Taxamo: transaction already confirmed
liminalClientSecret ¦ {s} ¦ A44 ¦ Liminal: wallet policy denied
komainu-api-secret ¦ {s} ¦ h64 ¦ Komainu: request not found
zodiaApiKey ¦ {s} ¦ A40 ¦ Zodia: account frozen
finoa_api_key ¦ {s} ¦ A40 ¦ Finoa: balance unavailable
veridasApikey ¦ {s} ¦ A32 ¦ Veridas: document unreadable
au10tix_client_secret ¦ {s} ¦ A40 ¦ AU10TIX: workflow not found
uqudoClientSecret ¦ {s} ¦ A36 ¦ uqudo: session timed out
kueskiPrivateKey ¦ {s} ¦ A40 ¦ Kueski Pay: order amount below minimum
aplazo_api_token ¦ {s} ¦ uuid ¦ Aplazo: loan not found
twistoSecretKey ¦ sk_{s} ¦ A40 ¦ Twisto: invoice not yet due
BILLIE_CLIENT_SECRET ¦ {s} ¦ A64 ¦ Billie: buyer not onboarded
payflexClientSecret ¦ {s} ¦ A40 ¦ Payflex: order expired
sunbit-api-secret ¦ {s} ¦ A40 ¦ Sunbit: application declined
omie_app_secret ¦ {s} ¦ h32 ¦ Omie: cliente não encontrado
gosocketPassword ¦ {s} ¦ p ¦ Gosocket: folio rechazado por el SII
TAXUALLY_BEARER ¦ {s} ¦ A48 ¦ Taxually: VAT return already filed
vicaiToken ¦ {s} ¦ A40 ¦ Vic.ai: invoice needs review
yokoy-client-secret ¦ {s} ¦ A44 ¦ Yokoy: expense report locked
rilletApiKey ¦ rk_{s} ¦ A40 ¦ Rillet: period closed
datev_client_secret ¦ {s} ¦ h32 ¦ DATEV: Mandant nicht gefunden
billitApiKey ¦ {s} ¦ uuid ¦ Billit: party not found
ceffu_signing_key ¦ {s} ¦ b56 ¦ Ceffu: wallet not whitelisted
HEXTRUST_API_SECRET ¦ {s} ¦ A44 ¦ Hex Trust: withdrawal pending approval
dfnsAuthToken ¦ {s} ¦ u120 ¦ Dfns: wallet not found
vatstackSecretKey ¦ sk_live_{s} ¦ h32 ¦ Vatstack: VAT number invalid
MONDU_API_TOKEN ¦ {s} ¦ A32 ¦ Mondu: order declined
footprintSecretKey ¦ sk_{s} ¦ A40 ¦ Footprint: vault field not found
DOJAH_SECRET_KEY ¦ prod_sk_{s} ¦ A24 ¦ Dojah: NIN not found
hokodoToken ¦ Token {s} ¦ h40 ¦ Hokodo: organisation not found
mcpServerEnvToken ¦ {s} ¦ A40 ¦ MCP server exited with code 1
goose_provider_key ¦ {s} ¦ A48 ¦ goose: provider returned 429
aider_openai_key ¦ {s} ¦ A48 ¦ aider: model not found
openhands_llm_api_key ¦ {s} ¦ A48 ¦ openhands: runtime failed to start
clineApiProviderKey ¦ {s} ¦ A44 ¦ cline: task aborted
codexExecEnvSecret ¦ {s} ¦ A40 ¦ codex: sandbox denied network
nuutsUgShine ¦ {s} ¦ p ¦ Нэвтрэх нэр олдсонгүй
нууц_үг ¦ {s} ¦ p ¦ Хэрэглэгч түгжигдсэн
gsang_tshig ¦ {s} ¦ p ¦ ནོར་འཁྲུལ། login failed
parol_yengi ¦ {s} ¦ p ¦ كىرىش مەغلۇپ بولدى
kistelen_tyl ¦ {s} ¦ w4 ¦ Киирии сыыһа
nyuusa_uge ¦ {s} ¦ p ¦ Оролдолго амжалтагүй
chazhyt_sos ¦ {s} ¦ p ¦ Кирип болбады
sisma_zmanit ¦ {s} ¦ p ¦ ההתחברות נכשלה
סיסמה_לספק ¦ {s} ¦ p ¦ המשתמש נחסם
קוד_אימות ¦ {s} ¦ pin ¦ הקוד שגוי
parol_nayer ¦ {s} ¦ p ¦ אַרײַנלאָגירן דורכגעפֿאַלן
kontrasenya_nueva ¦ {s} ¦ p ¦ No se pudo entrar
isertugaq_nutaaq ¦ {s} ¦ p ¦ Iserneq ajorpoq
seed_ugs ¦ {s} ¦ w12 ¦ wallet import failed: checksum mismatch
kyc_recovery_code ¦ {s} ¦ rc ¦ recovery code rejected
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
