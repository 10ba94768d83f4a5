"""Held-out set 39: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (``bimilbeonho``, ``kalimatSirr`` and
``rconPw`` matched and were dropped). Names in many styles: camel case for set 39's vendors
(``appopticsRecordToken``, ``baremetricsBearer``, ``elmahioApiKey``, ``callhubAuthToken``,
``docassembleSecretkey``, ``exositeCik``, ``hypertraceAgentTok``, ``bisectPtlcKey``,
``gtxRconPw``, ``clearbladeUserToken``, ``thingparkClientSecret``, ``galliAccessTok``,
``didlogicBearer``, ``epomApiKey``, ``itslClientSecret``, ``flocknoteApiTok``,
``chmeetingsApiKey``, ``agfinitiClientSecret``, ``elogiiKey``), snake case
(``clickpost_key``, ``sharefile_client_secret``, ``everynet_access_token``,
``commio_api_token``, ``casefleet_token``), kebab case (``ultramsg-token``,
``funnelback-sec-token``, ``bablic-api-key``), upper snake (``ERRBIT_PROJECT_KEY``,
``GLEAN_INDEXING_TOKEN``, ``FREIGHTVIEW_KEY``), abbreviations (``cpw``, ``smtpAuthPw``,
``hcPingKey``) and other languages' words in ASCII (Rajasthani ``tharoPasvard``, Hindi
``gupt_shabd``, Swahili ``nenosiriLaSiri``, Turkish ``sifreAnahtari``, French
``mot_de_passe_depot``, Portuguese ``senhaCofre``, Spanish ``contrasenaBoveda``, German
``passwortTresor``, Russian ``parolSklada``, Japanese ``himitsuKagi``, Chinese ``mimaYaoshi``,
Persian ``rmzObur``, Hebrew ``sismaKasefet``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["copper", "dune", "fjord", "glacier", "heron", "lichen", "mesa", "prairie", "tundra"]

_ROWS = r"""
appopticsRecordToken ¦ {s} ¦ h64 ¦ 412 measurements queued
baremetricsBearer ¦ {s} ¦ A32 ¦ MRR for November is 48,120 USD
elmahioApiKey ¦ {s} ¦ h32 ¦ log 'web-prod' has 3 new errors
callhubAuthToken ¦ Token {s} ¦ h40 ¦ campaign 'GOTV north' has 1,204 contacts
docassembleSecretkey ¦ {s} ¦ A32 ¦ interview 'intake.yml' has 88 sessions
exositeCik ¦ {s} ¦ A40 ¦ device 'sensor-14' reported 21.4
hypertraceAgentTok ¦ {s} ¦ A40 ¦ service 'checkout' p99 is 412 ms
bisectPtlcKey ¦ ptlc_{s} ¦ A43 ¦ server 'survival-2' is starting
gtxRconPw ¦ {s} ¦ p ¦ 14 players online on map de_dust2
clearbladeUserToken ¦ {s} ¦ u88 ¦ collection 'telemetry' has 12,331 rows
thingparkClientSecret ¦ {s} ¦ A40 ¦ device EUI 70B3D57ED005A1F2 joined
galliAccessTok ¦ {s} ¦ uuid ¦ 5 places match 'thamel'
didlogicBearer ¦ Bearer {s} ¦ A40 ¦ DID +442071234567 is active
epomApiKey ¦ {s} ¦ h32 ¦ zone 1182 served 9,441 impressions
itslClientSecret ¦ {s} ¦ uuid ¦ course 'MATH-7B' has 28 learners
flocknoteApiTok ¦ {s} ¦ h40 ¦ note sent to 412 members
chmeetingsApiKey ¦ {s} ¦ A36 ¦ group 'Youth' meets on Fridays
agfinitiClientSecret ¦ {s} ¦ A32 ¦ field 'North 40' has 3 yield maps
elogiiKey ¦ {s} ¦ A40 ¦ route 12 has 18 stops
clickpost_key ¦ {s} ¦ uuid ¦ waybill 7781022913 is out for delivery
sharefile_client_secret ¦ {s} ¦ A36 ¦ folder 'Scans 2026' has 211 items
everynet_access_token ¦ {s} ¦ h32 ¦ gateway 'roof-1' last seen 2 min ago
commio_api_token ¦ {s} ¦ h40 ¦ SMS to 9195551234 delivered
casefleet_token ¦ {s} ¦ h48 ¦ case 'Doe v. Roe' has 14 facts
ultramsg-token ¦ {s} ¦ l20 ¦ instance 40211 is authenticated
funnelback-sec-token ¦ {s} ¦ uuid ¦ collection 'staff' has 40,112 documents
bablic-api-key ¦ {s} ¦ h40 ¦ site 5f8a1c2e9b has 3 languages
ERRBIT_PROJECT_KEY ¦ {s} ¦ h32 ¦ app 'billing' has 7 unresolved errors
GLEAN_INDEXING_TOKEN ¦ {s} ¦ b44 ¦ datasource 'wiki' indexed 1,020 docs
FREIGHTVIEW_KEY ¦ {s} ¦ h32 ¦ 4 rates for LTL 1,200 lb
cpw ¦ {s} ¦ p ¦ cache warmed in 3.2 s
smtpAuthPw ¦ {s} ¦ p ¦ 12 messages in the outbound queue
hcPingKey ¦ {s} ¦ u22 ¦ check 'nightly-backup' is up
tharoPasvard ¦ {s} ¦ p ¦ खाता 2211 सक्रिय है
gupt_shabd ¦ {s} ¦ w4 ¦ तिजोरी 3 खुल गई
nenosiriLaSiri ¦ {s} ¦ p ¦ akaunti 88 imefunguliwa
sifreAnahtari ¦ {s} ¦ A32 ¦ kasa 4 açıldı
mot_de_passe_depot ¦ {s} ¦ p ¦ dépôt 'compta' synchronisé
senhaCofre ¦ {s} ¦ p ¦ cofre 12 aberto
contrasenaBoveda ¦ {s} ¦ p ¦ bóveda 'nóminas' abierta
passwortTresor ¦ {s} ¦ p ¦ Tresor 'Buchhaltung' geöffnet
parolSklada ¦ {s} ¦ p ¦ склад 7 открыт
himitsuKagi ¦ {s} ¦ h40 ¦ 金庫 3 を開きました
mimaYaoshi ¦ {s} ¦ A32 ¦ 保险箱 5 已打开
rmzObur ¦ {s} ¦ p ¦ صندوق ۴ باز شد
sismaKasefet ¦ {s} ¦ p ¦ הכספת 2 נפתחה
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
