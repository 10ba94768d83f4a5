"""Held-out set 31: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``herstelsleutel``,
``gjenopprettingskode``, ``palautusavain``, ``chave_api`` and ``clave_api`` did and were
replaced). Names in many styles: camel case for set 31's vendors (``smartcatApiKey``,
``memsourceApiToken``, ``mapyApiKey``, ``nbAccessToken``, ``guidestarSubscriptionKey``,
``plasmicProjectToken``, ``exceptionlessApiKey``, ``shipsgoAuthCode``, ``catchpointSecret``,
``bitdriftApiKey``, ``benevityClientSecret``, ``kentikApiToken``, ``tenjinBearer``,
``whiparoundKey``, ``unityServiceSecret``, ``f1ConsumerSecret``), snake case
(``phrase_access_token``, ``youdao_app_secret``, ``scalyr_write_token``, ``docketalarm_pw``,
``cayenne_mqtt_pw``, ``ditto_devops_pw``), kebab case (``litmos-api-key``,
``spotdraft-client-secret``, ``webhook-signing-secret``), abbreviations (``jgAppId``,
``icRosterSecret``, ``authHdr``, ``sessCookie``, ``dsnUrl``, ``pinKodu2``) and other languages'
words written in ASCII (Polish ``tokenOdzyskiwania``, Italian ``codice_recupero``, Afrikaans
``herwinningsleutel``, Danish ``gendannelseskode``, Estonian ``taastevoti``, German
``wiederherstellungs_code``, French ``cle_api`` and ``mot_passe_appli``, Portuguese
``chaveDeApi``, Spanish ``claveApiPrivada`` and ``xTokenDeAcceso``, Indonesian
``kata_sandi_aplikasi``, Turkish ``uygulama_sifresi``, Polish ``haslo_aplikacji``, Danish
``kodeword``, Russian ``kodovoe_slovo``, Swahili ``siri_msimbo``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
smartcatApiKey ¦ {s} ¦ A28 ¦ project 'handbook-de' has 3 untranslated segments
phrase_access_token ¦ {s} ¦ h64 ¦ locale 'pt-BR' is 92% complete
memsourceApiToken ¦ ApiToken {s} ¦ A50 ¦ job 'release-notes' is waiting for review
youdao_app_secret ¦ {s} ¦ A32 ¦ glossary 'shipping-terms' has 12 entries
mapyApiKey ¦ {s} ¦ u43 ¦ route Brno-Olomouc has a closure on D46
litmos-api-key ¦ {s} ¦ uuid ¦ course 'Forklift safety' has 4 overdue learners
nbAccessToken ¦ {s} ¦ h64 ¦ list 'volunteers-ward-3' has 211 people
guidestarSubscriptionKey ¦ {s} ¦ h32 ¦ EIN 54-1774039 is in good standing
jgAppId ¦ {s} ¦ h8 ¦ page 'acme-marathon-2026' raised 4,210 GBP
scalyr_write_token ¦ {s} ¦ u44 ¦ parser 'nginx-access' dropped 3 lines
plasmicProjectToken ¦ {s} ¦ A44 ¦ component 'PricingTable' has unpublished changes
docketalarm_pw ¦ {s} ¦ p ¦ docket 5:11-cv-01846 has 2 new entries
pacerPassword ¦ {s} ¦ p ¦ case 1:26-bk-10442 is sealed
nextGenCso ¦ {s} ¦ A128 ¦ court 'nysb' search returned 0 results
geocodeEarthKey ¦ ge-{s} ¦ h16 ¦ address 'Rathausplatz 1' matched 3 places
ordoroPass ¦ {s} ¦ p ¦ order 1-1001 is awaiting fulfilment
exceptionlessApiKey ¦ {s} ¦ A40 ¦ stack 'NullReferenceException' regressed in 4.2.1
shipsgoAuthCode ¦ {s} ¦ h32 ¦ container MSCU1234567 is at Rotterdam
glitchtipDsnKey ¦ {s} ¦ h32 ¦ issue 'TypeError in checkout' has 88 events
catchpointSecret ¦ {s} ¦ uuid ¦ test 'login-eu' failed from 2 nodes
spotdraft-client-secret ¦ {s} ¦ A48 ¦ contract 'MSA-Acme-2026' awaits counter-signature
bitdriftApiKey ¦ {s} ¦ u48 ¦ workflow 'checkout-crash' matched 14 sessions
icRosterSecret ¦ {s} ¦ A32 ¦ section 'ALG1-P3' has 2 unmatched students
benevityClientSecret ¦ {s} ¦ A40 ¦ donation batch 2026-12 is pending match
kentikApiToken ¦ {s} ¦ h32 ¦ device 'edge-fra-2' has no flow for 10 minutes
juroApiKey ¦ {s} ¦ A36 ¦ template 'NDA-mutual' has 1 smart field unset
tenjinBearer ¦ Bearer {s} ¦ A40 ¦ campaign 'winter-promo' has no spend today
loadsmartKey ¦ {s} ¦ A32 ¦ lane CHI-DAL has no carrier quote
whiparoundKey ¦ {s} ¦ A40 ¦ vehicle 'TRK-22' failed its pre-trip inspection
agrimetricsSubKey ¦ {s} ¦ h32 ¦ field 'North 40' has no NDVI this week
cayenne_mqtt_pw ¦ {s} ¦ h40 ¦ sensor 'greenhouse-2' reports 31 C
ditto_devops_pw ¦ {s} ¦ p ¦ thing 'org.acme:pump-7' is disconnected
unityServiceSecret ¦ {s} ¦ A32 ¦ leaderboard 'season-4' is locked
gamesparksSecret ¦ {s} ¦ A32 ¦ event 'LOGIN_BONUS' is disabled
shelbyPass ¦ {s} ¦ p ¦ batch 'Sunday-2026-12-06' is unbalanced
f1ConsumerSecret ¦ {s} ¦ h32 ¦ household 'Okafor' has 2 duplicate people
tokenOdzyskiwania ¦ {s} ¦ U25 ¦ device 'laptop-ana' is locked
codice_recupero ¦ {s} ¦ rc ¦ account 'ops' needs a new second factor
herwinningsleutel ¦ {s} ¦ U25 ¦ volume 'D:' is encrypted
gendannelseskode ¦ {s} ¦ rc ¦ user 'kari' lost her phone
taastevoti ¦ {s} ¦ U25 ¦ disk 'Data' is encrypted
wiederherstellungs_code ¦ {s} ¦ rc ¦ tenant 'acme-de' enforces 2FA
cle_api ¦ {s} ¦ A40 ¦ service 'meteo' is rate limited
chaveDeApi ¦ {s} ¦ A36 ¦ endpoint '/cotacoes' is deprecated
claveApiPrivada ¦ {s} ¦ A32 ¦ region 'sa-east' is degraded
mot_passe_appli ¦ {s} ¦ a16 ¦ mailbox 'factures' is full
kata_sandi_aplikasi ¦ {s} ¦ a16 ¦ kotak surat 'tagihan' penuh
uygulama_sifresi ¦ {s} ¦ a16 ¦ posta kutusu 'fatura' dolu
haslo_aplikacji ¦ {s} ¦ a16 ¦ skrzynka 'faktury' jest pełna
kodeword ¦ {s} ¦ w3 ¦ card ending 4417 is blocked
kodovoe_slovo ¦ {s} ¦ w3 ¦ account 40817 is under review
siri_msimbo ¦ {s} ¦ rc ¦ akaunti 'duka' imefungwa
pinKodu2 ¦ {s} ¦ pin ¦ terminal 'kiosk-3' is offline
xTokenDeAcceso ¦ {s} ¦ u40 ¦ la tienda 'centro' no tiene stock
authHdr ¦ Basic {s} ¦ b40 ¦ proxy 'egress-2' refused the tunnel
sessCookie ¦ sid={s} ¦ u43 ¦ cart 8812 expired
dsnUrl ¦ postgres://app:{s}@db:5432/app ¦ p ¦ migration 0042 is pending
webhook-signing-secret ¦ whsec_{s} ¦ b32 ¦ endpoint 'orders' disabled after 5 failures
"""

_WORDS = [
    "amber",
    "bramble",
    "cobalt",
    "dune",
    "egret",
    "flint",
    "grouse",
    "hazel",
    "iris",
    "jetty",
    "kelp",
    "lupin",
    "moss",
    "nutmeg",
    "otter",
    "pebble",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
