"""Held-out set 32: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``cyfrinair``, ``lykilord``, ``pasfhocal``, ``iphasiwedi``,
``kalmar_sirri`` and ``kupuhipa`` did and were lengthened). Names in many styles: camel case for set 32's vendors (``bugfenderAppKey``,
``trackJsToken``, ``nodepingToken``, ``blackfireClientToken``, ``oneskySecret``,
``cartoApiKey``, ``instabugAppToken``, ``lightrunCompanyKey``, ``rookoutToken``,
``gremlinTeamSecret``, ``logscaleIngestToken``, ``whylabsApiKey``, ``jeedomApiKey``,
``ecmApiKey``, ``fotaWebToken``, ``peplinkClientSecret``, ``homeyClientSecret``,
``fibaroPass``, ``openlitApiKey``, ``hsAccessToken``), snake case (``tideways_api_key``,
``matecat_key_secret``, ``domoticz_basic_pw``, ``wordbee_api_key``, ``textmaster_api_secret``,
``unicourt_client_secret``, ``magaya_pass``, ``epsagon_token``, ``gamebase_secret_key``,
``openhab_api_token``), kebab case (``uptime-com-token``, ``pulsetic-api-token``,
``xio-subscription-key``), upper snake (``CP_API_KEY``,
``ASPECTO_AUTH``), abbreviations (``rconPw``, ``sftpPw``, ``iotHubSec``, ``hstTok``,
``bfSrvTok``) and other languages' words in ASCII (Welsh ``cyfrinairBlwch``, Icelandic
``lykilord_postholfs``, Irish ``pasfhocalBosca``, Azerbaijani ``sifre_kodu``, Uzbek ``maxfiy_soz``, Zulu
``iphasiwedi_yesitolo``, Hausa ``kalmarSirrinKanti``, Maori ``kupuhipa_pouaka``, Haitian Creole ``kod_sekre``,
Mongolian ``nuuts_ug``, Kazakh ``kalpyna_keltiru_kody``, Sinhala ``murapadaya``, Khmer
``peakyasomngat``, Tibetan ``sangtsik``, Cape Verdean ``kodigu_sekretu``, Hunsrik
``passwortKode``, Patois ``yuhPassword``, Pennsylvania Dutch ``geheemiNummer``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
bugfenderAppKey ¦ {s} ¦ A32 ¦ device 'pixel-7-qa' sent 412 logs today
trackJsToken ¦ {s} ¦ h32 ¦ error 'ChunkLoadError' rose 40% after deploy 88
nodepingToken ¦ {s} ¦ U20 ¦ check 'api-eu' is passing from 6 regions
tideways_api_key ¦ {s} ¦ A32 ¦ transaction 'checkout' p95 is 820 ms
blackfireClientToken ¦ {s} ¦ h64 ¦ profile 'home-page' used 48 MB
bfSrvTok ¦ {s} ¦ h64 ¦ agent 'web-3' is collecting
oneskySecret ¦ {s} ¦ A32 ¦ project 284113 has 12 untranslated phrases
matecat_key_secret ¦ {s} ¦ A40 ¦ job 'handbook-it' is 64% revised
cartoApiKey ¦ {s} ¦ h40 ¦ table 'parcels' has 12,044 rows
instabugAppToken ¦ {s} ¦ h32 ¦ bug report 5521 has 3 attachments
lightrunCompanyKey ¦ {s} ¦ uuid ¦ snapshot 'order-total' hit 2 times
rookoutToken ¦ {s} ¦ h64 ¦ breakpoint 'cart.py:88' is pending
gremlinTeamSecret ¦ {s} ¦ uuid ¦ attack 'cpu-50' finished on 3 hosts
logscaleIngestToken ¦ {s} ¦ uuid ¦ parser 'nginx-json' dropped 0 events
whylabsApiKey ¦ {s} ¦ A64 ¦ model-7 shows drift on 'basket_size'
jeedomApiKey ¦ {s} ¦ A32 ¦ scenario 'volets-soir' ran at 19:30
CP_API_KEY ¦ {s} ¦ h32 ¦ router 'bus-114' is on LTE band 12
ecmApiKey ¦ {s} ¦ h40 ¦ group 'transit-fleet' has 2 routers offline
fotaWebToken ¦ {s} ¦ A48 ¦ device 352093081234567 awaits firmware 03.28
peplinkClientSecret ¦ {s} ¦ h32 ¦ WAN 2 (Cellular) is green
homeyClientSecret ¦ {s} ¦ h40 ¦ flow 'Good night' has 7 cards
fibaroPass ¦ {s} ¦ p ¦ device 41 (Garage door) is closed
domoticz_basic_pw ¦ {s} ¦ p ¦ idx 164 reports 12 °C
openlitApiKey ¦ openlit-{s} ¦ A40 ¦ prompt 'support-triage' is at v4
hsAccessToken ¦ {s} ¦ h40 ¦ trace 'POST /orders' has 14 spans
uptime-com-token ¦ Token {s} ¦ h40 ¦ check 'www' had 99.98% uptime in November
wordbee_api_key ¦ {s} ¦ h32 ¦ order 'WB-2211' is in review
textmaster_api_secret ¦ {s} ¦ A40 ¦ document 'terms-fr' is being proofread
unicourt_client_secret ¦ {s} ¦ A48 ¦ case 'Acme v. Birch' has a new docket entry
magaya_pass ¦ {s} ¦ p ¦ shipment 'MAG-88122' cleared customs
hstTok ¦ {s} ¦ h32 ¦ component 'API' is operational
pulsetic-api-token ¦ {s} ¦ A48 ¦ monitor 'shop' responded in 212 ms
epsagon_token ¦ {s} ¦ uuid ¦ function 'orders-api' had 3 cold starts
ASPECTO_AUTH ¦ {s} ¦ uuid ¦ service 'billing' has 2 error spans
gamebase_secret_key ¦ {s} ¦ A16 ¦ user 'p-88213' is banned until 2026-12-13
rconPw ¦ {s} ¦ p ¦ server 'Acme EU 2x' has 41 players
sftpPw ¦ {s} ¦ p ¦ world 'survival' is 2.1 GB
iotHubSec ¦ {s} ¦ A40 ¦ thing 'pump-7' reported 3.2 bar
openhab_api_token ¦ oh.ci.{s} ¦ A64 ¦ item 'LivingRoom_Temp' is 21.5 °C
xio-subscription-key ¦ {s} ¦ h32 ¦ room 'Board 4' touch panel is offline
cyfrinairBlwch ¦ {s} ¦ p ¦ blwch 'archebion' yn llawn
lykilord_postholfs ¦ {s} ¦ p ¦ pósthólf 'reikningar' er fullt
pasfhocalBosca ¦ {s} ¦ p ¦ bosca 'sonraisc' lán
sifre_kodu ¦ {s} ¦ rc ¦ hesab 'kassa' bloklanıb
maxfiy_soz ¦ {s} ¦ w3 ¦ hisob 'dokon' bloklangan
iphasiwedi_yesitolo ¦ {s} ¦ p ¦ i-akhawunti 'isitolo' ivaliwe
kalmarSirrinKanti ¦ {s} ¦ w3 ¦ asusun 'kanti' an kulle
kupuhipa_pouaka ¦ {s} ¦ p ¦ pouaka 'nama' kua kī
kod_sekre ¦ {s} ¦ rc ¦ kont 'boutik' bloke
nuuts_ug ¦ {s} ¦ p ¦ данс 'дэлгүүр' түгжигдсэн
kalpyna_keltiru_kody ¦ {s} ¦ U25 ¦ құрылғы 'ноутбук' құлыпталған
murapadaya ¦ {s} ¦ p ¦ ගිණුම 'වෙළඳසැල' අගුළු දමා ඇත
peakyasomngat ¦ {s} ¦ p ¦ គណនី 'ហាង' ត្រូវបានចាក់សោ
sangtsik ¦ {s} ¦ w4 ¦ account 'gompa-office' is locked
kodigu_sekretu ¦ {s} ¦ rc ¦ konta 'loja' sta trankadu
passwortKode ¦ {s} ¦ pin ¦ terminal 'Kasse-2' is offline
yuhPassword ¦ {s} ¦ p ¦ account 'cookshop' lock up
geheemiNummer ¦ {s} ¦ pin ¦ card ending 7731 is blocked
"""

_WORDS = [
    "alder",
    "beacon",
    "clover",
    "drumlin",
    "eider",
    "fescue",
    "gorse",
    "heather",
    "islet",
    "juncus",
    "kittiwake",
    "lichen",
    "merlin",
    "nutcracker",
    "ouzel",
    "puffin",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
