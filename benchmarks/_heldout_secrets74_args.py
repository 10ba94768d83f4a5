"""Held-out set 74: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (five that matched were renamed: ``rahasyavakk``, ``guptShabd``, ``gopyaShabda`` and the
Gurmukhi and Thaana words for password alone). Names in many
styles: camel case for set 74's vendors (``zapsignBearer``, ``clicksignAccessTok``,
``d4signCryptKey``, ``docmosisAccessKey``, ``carboneTestKey``, ``repliersKey``, ``bmxToken``,
``chaveApiDados``, ``bagApiKey``, ``ldsKey``, ``nomisUid``, ``idealistaSecret``,
``is24ConsumerSecret``, ``propexoBearer``), snake case (``batchdata_server_token``,
``pricelabs_integration_token``, ``surepass_client_pem``, ``acrobat_integration_key``,
``signaturit_access_token``, ``mlsgrid_bearer``, ``kin_webhook_secret``,
``kasko_secret_key``), kebab case (``boost-client-secret``, ``verisk-client-secret``,
``homegate-ftp-password``, ``foxit-esign-secret``, ``criipto-client-secret``,
``hydroxide-bridge-pw``), upper snake (``AERC_SOURCE_PASSWORD``, ``VDIRSYNCER_CALDAV_PASS``,
``GRAPH_MAIL_BEARER``, ``JMAP_SESSION_BEARER``, ``ICS_FEED_SECRET``), the email and calendar
tools' words (``imapAppPassword``, ``meetingPasscode``, ``dialInPin``, ``dataRoomPassword``),
and set 74's languages' words in ASCII and in their own scripts (Tamil ``kadavuchol_puthiyathu``
and ``கடவுச்சொல்_புதியது``, Telugu ``rahasyaPadabandham``, Kannada ``guptapada_hosa``,
Malayalam ``rahasyavakkuPuthiya``, Marathi ``sanketShabdaNava``, Gujarati ``guptShabdNavo``, Gurmukhi
``ਨਵਾਂ_ਗੁਪਤ_ਸ਼ਬਦ``, Shahmukhi ``پاس_ورڈ_نواں``, Odia ``gupta_sabda``, Assamese ``gopon_xobdo``,
Sinhala ``murapadaya_aluth``, Nepali ``gopyaShabdaNayaa``, Dhivehi ``އާ_ޕާސްވޯޑް``, Sindhi
``ghujhoLafz``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
zapsignBearer ¦ {s} ¦ uuid ¦ ZapSign: documento não encontrado
clicksignAccessTok ¦ {s} ¦ uuid ¦ clicksign: envelope 8821 already closed
d4signCryptKey ¦ live_crypt_{s} ¦ A32 ¦ d4sign: safe not found
docmosisAccessKey ¦ {s} ¦ A62 ¦ docmosis: template lease/addendum.docx missing
carboneTestKey ¦ test_eyJhbGciOiJFUzUxMiJ9.{s} ¦ u90 ¦ carbone: template id unknown
repliersKey ¦ {s} ¦ A30 ¦ repliers: board 91 not enabled
bmxToken ¦ {s} ¦ h64 ¦ SIE: serie SF43718 sin datos para la fecha
chaveApiDados ¦ {s} ¦ h32 ¦ Portal da Transparência: órgão 26000 sem contratos
bagApiKey ¦ l7xx{s} ¦ h32 ¦ BAG: adres niet gevonden
ldsKey ¦ {s} ¦ h32 ¦ LDS: layer 50772 unavailable
nomisUid ¦ 0x{s} ¦ h40 ¦ nomis: dataset NM_1_1 cell limit reached
idealistaSecret ¦ {s} ¦ A16 ¦ idealista: no results in radius
is24ConsumerSecret ¦ {s} ¦ A16 ¦ ImmoScout24: realestate 1182 not published
propexoBearer ¦ {s} ¦ A48 ¦ propexo: integration int_7Y2k syncing
batchdata_server_token ¦ {s} ¦ A40 ¦ batchdata: property not found
pricelabs_integration_token ¦ {s} ¦ h40 ¦ pricelabs: listing 88213 not mapped
surepass_client_pem ¦ -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{s}\n-----END PRIVATE KEY----- ¦ b64 ¦ surepass: PAN format invalid
acrobat_integration_key ¦ 3AAABLblqZhB{s} ¦ u60 ¦ Acrobat Sign: agreement not in signing state
signaturit_access_token ¦ {s} ¦ A86 ¦ signaturit: signature request expired
mlsgrid_bearer ¦ {s} ¦ h40 ¦ mlsgrid: replication window closed
kin_webhook_secret ¦ whsec_{s} ¦ A32 ¦ kin: policy not bound
kasko_secret_key ¦ sk_live_{s} ¦ A32 ¦ kasko: quote expired
boost-client-secret ¦ {s} ¦ A48 ¦ boost: product renters-ho4 unavailable in state
verisk-client-secret ¦ {s} ¦ A40 ¦ verisk: claim search returned 0 matches
homegate-ftp-password ¦ {s} ¦ p ¦ homegate: IDX upload rejected: schema
foxit-esign-secret ¦ {s} ¦ A40 ¦ foxit esign: folder 4412 is locked
criipto-client-secret ¦ {s} ¦ u44 ¦ criipto: acr value not allowed
hydroxide-bridge-pw ¦ {s} ¦ b28 ¦ hydroxide: mailbox sync paused
AERC_SOURCE_PASSWORD ¦ {s} ¦ p ¦ aerc: folder Archive/2026 not found
VDIRSYNCER_CALDAV_PASS ¦ {s} ¦ p ¦ vdirsyncer: collection 'closings' conflicts
GRAPH_MAIL_BEARER ¦ EwBwA8l6BAAU{s} ¦ b120 ¦ graph: mailbox folder not found
JMAP_SESSION_BEARER ¦ fmu1-{s} ¦ h64 ¦ jmap: accountId not in session
ICS_FEED_SECRET ¦ {s} ¦ h32 ¦ ics: feed has 0 events
imapAppPassword ¦ {s} ¦ a16 ¦ IMAP: mailbox INBOX.Closings does not exist
meetingPasscode ¦ {s} ¦ A10 ¦ calendar: event 7k2c1a9v0b3n4m5q moved
dialInPin ¦ {s} ¦ pin ¦ bridge: conference not started
dataRoomPassword ¦ {s} ¦ p ¦ data room: folder 8821 archived
escrowWirePortalCode ¦ {s} ¦ A24 ¦ escrow: wire already released
titlePortalLogin ¦ agent-318:{s} ¦ p ¦ title: order TX-26-0912 on hold
landlordPortalPass ¦ {s} ¦ p ¦ portal: unit 4B has no lease
claimsPortalToken ¦ {s} ¦ u43 ¦ claims: FNOL 2026-77812 duplicate
keyboxShacklePin ¦ {s} ¦ pin ¦ keybox: device offline
kadavuchol_puthiyathu ¦ {s} ¦ p ¦ கணக்கு பூட்டப்பட்டது
கடவுச்சொல்_புதியது ¦ {s} ¦ p ¦ உள்நுழைவு தோல்வி
rahasyaPadabandham ¦ {s} ¦ w4 ¦ ఖాతా కనుగొనబడలేదు
guptapada_hosa ¦ {s} ¦ p ¦ ಖಾತೆ ಲಾಕ್ ಆಗಿದೆ
rahasyavakkuPuthiya ¦ {s} ¦ p ¦ അക്കൗണ്ട് ലോക്ക് ചെയ്തു
sanketShabdaNava ¦ {s} ¦ p ¦ खाते सापडले नाही
guptShabdNavo ¦ {s} ¦ p ¦ ખાતું મળ્યું નથી
ਨਵਾਂ_ਗੁਪਤ_ਸ਼ਬਦ ¦ {s} ¦ p ¦ ਖਾਤਾ ਨਹੀਂ ਮਿਲਿਆ
پاس_ورڈ_نواں ¦ {s} ¦ p ¦ کھاتہ نہیں لبھیا
gupta_sabda ¦ {s} ¦ w3 ¦ ଖାତା ମିଳିଲା ନାହିଁ
gopon_xobdo ¦ {s} ¦ w3 ¦ একাউণ্ট পোৱা নগ'ল
murapadaya_aluth ¦ {s} ¦ p ¦ ගිණුම සොයාගත නොහැක
gopyaShabdaNayaa ¦ {s} ¦ w4 ¦ खाता फेला परेन
އާ_ޕާސްވޯޑް ¦ {s} ¦ p ¦ އެކައުންޓް ނުފެނުނު
ghujhoLafz ¦ {s} ¦ w3 ¦ کاتو نه مليو
otpKuriyeedu ¦ {s} ¦ pin ¦ OTP காலாவதியானது
recoveryCodeMarathi ¦ {s} ¦ rc ¦ पुनर्प्राप्ती अयशस्वी
nepaliPinNumber ¦ {s} ¦ pin ¦ पिन बन्द गरिएको छ
"""

_WORDS = [
    "anchor",
    "brass",
    "canopy",
    "deed",
    "easement",
    "escrow",
    "gable",
    "lintel",
    "mortgage",
    "parcel",
    "plinth",
    "quitclaim",
    "rafter",
    "surety",
    "tenure",
    "veranda",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
