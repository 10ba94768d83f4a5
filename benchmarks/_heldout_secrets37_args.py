"""Held-out set 37: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 37's vendors (``ecowittAppKey``, ``ambientApplicationKey``,
``adbutlerSecretKey``, ``bitmovinXApiKey``, ``chartmogulAccountToken``, ``closeBasicUser``,
``deskproPersonToken``, ``dotdigitalApiUserPw``, ``emarsysWsseSecret``,
``expensifyPartnerUserSecret``, ``moosendApikeyParam``, ``kisiLoginKey``,
``cloud66AccessToken``, ``modeTokenPassword``, ``heygenApiKeyHdr``, ``dolbyAppSecret``,
``acumaticaSharedSecret``, ``glowmarktBrightPw``, ``iglooClientSecret``,
``muralClientSecretHex``), snake case (``ezviz_app_secret``, ``gameflip_totp_seed``,
``groove_access_token``, ``lalal_license_key``), kebab case (``teamspeak-webquery-apikey``,
``murmur-ice-secret-write``), upper snake (``SOJU_NETWORK_PASS``, ``QUASSELCORE_ADMIN_PW``),
abbreviations (``ecwAppK``, ``glwmPw``) and other languages' words (Acholi ``lokMung``,
Kimbundu ``dizwiDyaKusweka``, Vepsian ``salaineSana``, Romagnol ``parôlaSegrêta``, Swahili
``nenosiriLaSeva``, Portuguese ``senhaDoCofre``, Dutch ``wachtwoordKluis``, Greek
``κωδικόςΠρόσβασης``, Yoruba ``oroAsiriIsura``, Umbundu ``umbundoOndakaYasweka``); and
``bitmovinTenantApiKey``, ``flipsideSdkKey``, ``deepnoteExecToken``, ``aqaraAppKeyLower``,
``ezvizAccessTok``, ``brivo_oauth_client_secret``, ``chilkat_unlock_bundle``,
``lettria-pro-key``, ``latch-api-secret``, ``FLATNOTES_TOTP_SEED``,
``OTTERWIKI_FLASK_SECRET``, ``tlPwLdap`` and ``ffAccTok``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
ecowittAppKey ¦ {s} ¦ H32 ¦ station 'roof' reported 11.4 mm of rain
ambientApplicationKey ¦ {s} ¦ h64 ¦ device 48:3F:DA:54:2C:11 last seen 2 minutes ago
adbutlerSecretKey ¦ {s} ¦ h32 ¦ zone 705374 served 18,204 impressions
bitmovinXApiKey ¦ {s} ¦ uuid ¦ encoding 'trailer-4k' finished in 03:12
chartmogulAccountToken ¦ {s} ¦ h32 ¦ MRR for November is 48,210 EUR
closeBasicUser ¦ api_{s} ¦ A44 ¦ lead 'Acme Hydraulics' moved to Qualified
deskproPersonToken ¦ 363442:{s} ¦ U26 ¦ ticket 88213 was reassigned to L2
dotdigitalApiUserPw ¦ {s} ¦ p ¦ address book 'Newsletter EU' has 12,881 contacts
emarsysWsseSecret ¦ {s} ¦ A20 ¦ campaign 'winter-sale' is scheduled
expensifyPartnerUserSecret ¦ {s} ¦ h40 ¦ report R00aB12 exported as CSV
moosendApikeyParam ¦ {s} ¦ uuid ¦ mailing list 'beta testers' created
kisiLoginKey ¦ {s} ¦ h32 ¦ lock 1184 unlocked at 08:02
cloud66AccessToken ¦ {s} ¦ h64 ¦ stack 'shop-prod' redeployed
modeTokenPassword ¦ {s} ¦ h32 ¦ report 'weekly funnel' refreshed
heygenApiKeyHdr ¦ {s} ¦ b56 ¦ video v_8812 is processing
dolbyAppSecret ¦ {s} ¦ u44 ¦ conference 'standup' has 6 participants
acumaticaSharedSecret ¦ {s} ¦ u22 ¦ sales order SO004411 released
glowmarktBrightPw ¦ {s} ¦ p ¦ electricity meter read 14,221 kWh
iglooClientSecret ¦ {s} ¦ A48 ¦ PIN for guest 'cleaner' expires Friday
muralClientSecretHex ¦ {s} ¦ h128 ¦ mural 'Q1 retro' has 214 widgets
ezviz_app_secret ¦ {s} ¦ h32 ¦ camera C6N-hall is online
gameflip_totp_seed ¦ {s} ¦ B32 ¦ listing 'AWP Asiimov' sold
groove_access_token ¦ {s} ¦ h64 ¦ 14 tickets are waiting
lalal_license_key ¦ {s} ¦ h16 ¦ stems for 'mix.wav' are ready
teamspeak-webquery-apikey ¦ {s} ¦ A40 ¦ virtual server 1 has 23 clients
murmur-ice-secret-write ¦ {s} ¦ p ¦ channel 'Raid' created
SOJU_NETWORK_PASS ¦ {s} ¦ p ¦ network 'libera' reconnected
QUASSELCORE_ADMIN_PW ¦ {s} ¦ p ¦ core is running 0.14.0
ecwAppK ¦ {s} ¦ H32 ¦ gateway GW2000 firmware 3.1.4
glwmPw ¦ {s} ¦ p ¦ gas meter read 2,118 m3
lokMung ¦ {s} ¦ p ¦ akwanyo kwena 12 (Acholi: read 12 entries)
dizwiDyaKusweka ¦ {s} ¦ w4 ¦ mukanda wabwila (Kimbundu: the letter arrived)
salaineSana ¦ {s} ¦ p ¦ fail om ladud (Vepsian: file loaded)
parôlaSegrêta ¦ {s} ¦ p ¦ e' file l'è stè salvè (Romagnol: the file was saved)
nenosiriLaSeva ¦ {s} ¦ p ¦ seva imewashwa upya (Swahili: server restarted)
senhaDoCofre ¦ {s} ¦ p ¦ cofre 'financeiro' aberto (Portuguese)
wachtwoordKluis ¦ {s} ¦ p ¦ kluis 'ops' ontgrendeld (Dutch)
κωδικόςΠρόσβασης ¦ {s} ¦ p ¦ ο διακομιστής επανεκκινήθηκε (Greek)
bitmovinTenantApiKey ¦ {s} ¦ uuid ¦ manifest 'dash-main' written
flipsideSdkKey ¦ {s} ¦ uuid ¦ query run finished with 412 rows
deepnoteExecToken ¦ {s} ¦ A40 ¦ notebook 'churn' queued
aqaraAppKeyLower ¦ {s} ¦ l32 ¦ 14 devices in 'Home'
ezvizAccessTok ¦ at.{s} ¦ l40 ¦ 3 cameras online
brivo_oauth_client_secret ¦ {s} ¦ A36 ¦ door 'loading bay' held open
chilkat_unlock_bundle ¦ {s} ¦ U30 ¦ component version 10.1.2
lettria-pro-key ¦ {s} ¦ u70 ¦ 3 entities found
latch-api-secret ¦ {s} ¦ A44 ¦ door 8812 access granted
FLATNOTES_TOTP_SEED ¦ {s} ¦ B32 ¦ 2FA enrolled for 'notes'
OTTERWIKI_FLASK_SECRET ¦ {s} ¦ A48 ¦ page 'Runbook' saved
tlPwLdap ¦ {s} ¦ p ¦ 23 users synced
ffAccTok ¦ {s} ¦ u43 ¦ flow 'transcode-h265' enabled
oroAsiriIsura ¦ {s} ¦ p ¦ ìsúra 'ops' ti ṣí (Yoruba: the vault is open)
umbundoOndakaYasweka ¦ {s} ¦ w4 ¦ ondaka yatumiwa (Umbundu: the message was sent)
"""

_WORDS = [
    "anvil",
    "bellows",
    "chisel",
    "dowel",
    "gimlet",
    "hasp",
    "lathe",
    "mallet",
    "plumb",
    "rasp",
    "spokeshave",
    "trowel",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
