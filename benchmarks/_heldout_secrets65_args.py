"""Held-out set 65: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier ``*heldout*``
file (none matched; ``rf-token`` did, inside a longer name, and was renamed). Names in many
styles: camel case for set 65's searched vendors (``h1ApiTokenValue``, ``pulsediveKey``,
``otxDirectKey``, ``haFalconKey``, ``lcSecretApiKey``, ``cbcXAuth``, ``hawkScanKey``,
``tcApiSecretKey``, ``cxOneClientSecret``, ...) and for pentest tools (``msfRpcPass``,
``sliverOperatorToken``, ``zapDaemonApiKey``, ``ntHashForPth``), snake case for SIEM, XDR,
scanners and bug-bounty platforms (``logrhythm_bearer``, ``snypr_token``, ``xdr_auth_value``,
``nessus_secret_key``, ``ywh_auth_token``), kebab case for threat-intel and sandboxes
(``detectify-key``, ``rf-connect-token``, ``joe-sandbox-apikey``, ``abusech-auth-key``,
``darktrace-private-token``), upper snake for compliance and legal SaaS (``TERMLY_SECRET_KEY``,
``TRANSCEND_AUTH``, ``WORKIVA_CLIENT_SECRET``, ``NAVEX_SFTP_PASSWORD``), and set 65's
languages' words in ASCII transliteration with messages in their own scripts (Georgian
``paroliAkhali``, ``aghdgenisKodi``; Armenian ``gaghtnabarNor``, ``kodiVerakangnman``;
Kurmanji ``shifreyaNu``, ``mifteyaApi``; Sorani ``wishayNheni``; Pashto ``patnumNawe``; Dari
``ramzObureJadid``; Tajik ``guzarvozhaiNav``, ``kalidiApi``; Persian ``gozarvazheMovaghat``,
``ramzPooya``; Azerbaijani ``pinKoduKart``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["basalt", "obsidian", "tuff", "andesite", "pumice", "scoria", "felsite", "gneiss"]

_ROWS = r"""
h1ApiTokenValue ¦ {s} ¦ b44 ¦ HackerOne: program not found
bugcrowdAuthHeader ¦ Token kiri:{s} ¦ A40 ¦ Bugcrowd: submission 8812 is locked
ptToolsBearer ¦ {s} ¦ A43 ¦ scan target unreachable
pulsediveKey ¦ {s} ¦ h64 ¦ indicator not found
otxDirectKey ¦ {s} ¦ h64 ¦ pulse 64a1f2 not subscribed
haFalconKey ¦ {s} ¦ l64 ¦ sandbox queue full
mimecastClientSecret ¦ {s} ¦ A32 ¦ held message release failed
drataPublicKey ¦ {s} ¦ uuid ¦ control DCF-71 has no owner
netlasApiKey ¦ {s} ¦ A32 ¦ query quota exceeded
lcSecretApiKey ¦ {s} ¦ uuid ¦ sensor offline
beXKey ¦ {s} ¦ uuid ¦ host has no open ports
intezerKey ¦ {s} ¦ uuid ¦ analysis still running
tapServiceSecret ¦ {s} ¦ h64 ¦ campaign id unknown
gmpPassword ¦ {s} ¦ p ¦ task 4b1c has no target
sfKeySecret ¦ {s} ¦ A40 ¦ test 118 is not applicable
otClientSecret ¦ {s} ¦ h32 ¦ DSAR request closed
cbcXAuth ¦ {s}/K8Q2ZP4M1T ¦ U24 ¦ device quarantined already
exabeamClientSecret ¦ {s} ¦ A48 ¦ case 2231 not found
hawkScanKey ¦ hawk.{s}.7Qm2Rb9LxT4pWc6Ns1Vd ¦ A20 ¦ scan config invalid
tcApiSecretKey ¦ {s} ¦ b44 ¦ group not found in owner AcmeSOC
sublimeBearer ¦ {s} ¦ A56 ¦ message group not found
cxOneClientSecret ¦ {s} ¦ A32 ¦ project api has no branch main
leakixApiKey ¦ {s} ¦ A48 ¦ no results for query
vulnersKey ¦ {s} ¦ U64 ¦ CVE not found
logrhythm_bearer ¦ {s} ¦ u140 ¦ alarm 99 already closed
snypr_token ¦ {s} ¦ uuid ¦ violation feed empty
secops_ingest_key ¦ AIza{s} ¦ u35 ¦ log type PAN_FIREWALL unknown
xdr_auth_value ¦ {s} ¦ A128 ¦ incident 812 merged
nessus_secret_key ¦ {s} ¦ h64 ¦ scan 31 paused
invicti_api_token ¦ {s} ¦ b44 ¦ website not verified
probely_token ¦ {s} ¦ u80 ¦ target 3kLx9Qf2Rm busy
synack_api_token ¦ {s} ¦ A64 ¦ listing closed
intigriti_pat ¦ {s} ¦ h64 ¦ program out of scope
ywh_auth_token ¦ {s} ¦ h80 ¦ report 1142 pending triage
detectify-key ¦ {s} ¦ h32 ¦ domain not verified
rf-connect-token ¦ {s} ¦ h32 ¦ entity not found
zoomeye-api-key ¦ {s} ¦ uuid ¦ search quota exhausted
criminalip-x-api-key ¦ {s} ¦ A60 ¦ asset report empty
joe-sandbox-apikey ¦ {s} ¦ h64 ¦ analysis 5512 failed
abusech-auth-key ¦ {s} ¦ h48 ¦ sample not found
darktrace-private-token ¦ {s} ¦ h40 ¦ model breach 77 acknowledged
DMARCIAN_TOKEN ¦ {s} ¦ h40 ¦ no aggregate reports today
TERMLY_SECRET_KEY ¦ {s} ¦ h64 ¦ policy not published
TRANSCEND_AUTH ¦ {s} ¦ h64 ¦ data silo offline
WORKIVA_CLIENT_SECRET ¦ {s} ¦ A40 ¦ workspace locked
NAVEX_SFTP_PASSWORD ¦ {s} ¦ p ¦ export file missing
HYPERPROOF_CLIENT_SECRET ¦ {s} ¦ A48 ¦ control not mapped
msfRpcPass ¦ {s} ¦ p ¦ msfrpcd not reachable
sliverOperatorToken ¦ {s} ¦ h64 ¦ implant not found
zapDaemonApiKey ¦ {s} ¦ l26 ¦ spider still running
burpRestApiKey ¦ {s} ¦ A32 ¦ scan 19 not found
semgrepAppToken ¦ {s} ¦ h64 ¦ ruleset unavailable
ntHashForPth ¦ aad3b435b51404eeaad3b435b51404ee:{s} ¦ h32 ¦ SMB session setup failed
wpscanApiToken ¦ {s} ¦ A43 ¦ no vulnerabilities database access
paroliAkhali ¦ {s} ¦ p ¦ შეცდომა: მომხმარებელი ვერ მოიძებნა
gaghtnabarNor ¦ {s} ¦ p ¦ սխալ՝ օգտատերը չի գտնվել
shifreyaNu ¦ {s} ¦ p ¦ Çewtî: bikarhêner nehat dîtin
wishayNheni ¦ {s} ¦ p ¦ هەڵە: بەکارهێنەر نەدۆزرایەوە
patnumNawe ¦ {s} ¦ p ¦ تېروتنه: کارن ونه موندل شو
ramzObureJadid ¦ {s} ¦ p ¦ خطا: کاربر پیدا نشد
guzarvozhaiNav ¦ {s} ¦ p ¦ Хато: корбар ёфт нашуд
gozarvazheMovaghat ¦ {s} ¦ p ¦ خطا: حساب کاربری یافت نشد
kodiVerakangnman ¦ {s} ¦ rc ¦ վերականգնումը ձախողվեց
aghdgenisKodi ¦ {s} ¦ rc ¦ აღდგენა ვერ მოხერხდა
pinKoduKart ¦ {s} ¦ pin ¦ Kart bloklanıb
ramzPooya ¦ {s} ¦ pin ¦ تراکنش ناموفق
mifteyaApi ¦ {s} ¦ A40 ¦ Mifte nederbas e
kalidiApi ¦ {s} ¦ A40 ¦ Калид нодуруст аст
sirrFrazaWallet ¦ {s} ¦ w6 ¦ wallet locked
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
