"""Held-out set 49: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``gjenopprettingskode``
and ``isissutissaq`` did and were shortened). Names in many styles: camel case for set 49's
vendors (``ehClientSecret``, ``keypayApiKey``, ``breatheProdKey``, ``evereeSkToken``,
``fsAppKey``, ``bptDevId``, ``channexUserKey``...), snake case (``estated_token``,
``comeet_company_token``, ``edpuzzle_district_token``, ``eightfold_basic_pw``...), kebab case
(``darwinbox-api-key``, ``ciphr-subscription-key``, ``coursebox-x-api-key``...), upper snake
(``EDUFRAME_BEARER``, ``COALITION_X_API_KEY``, ``EZLYNX_WS_PW``...), abbreviations
(``ezeeAuthCd``, ``bkxApiKy``, ``ctApiKy``, ``evfdPw``, ``avtPw``) and the words of set 49's
languages in ASCII (Icelandic ``lykilord_thjonustu`` and ``endurheimtarkodi``, Northern Sami
``beassansatni``, Welsh ``cyfrinairGwasanaeth``, Irish ``pasfhocalSeirbhise``, Scottish Gaelic
``facal_faire_seirbheis``, Manx ``fockleFollit``, Cornish ``gerTremena``, Romansh
``pledClavServetsch``, Occitan ``senhal_servici``, Galician ``contrasinalServizo``, Catalan
``codiRecuperacio``, Bokmål ``gjenoppKodeLonn``, Swedish ``losenfrasKassa``, Danish
``adgangsnoegle``, Greenlandic ``isissutKiff``, Tabarchino ``parollaSegretta``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
ehClientSecret ¦ {s} ¦ u43 ¦ organisation 'acme-au' has 212 employees
keypayApiKey ¦ {s} ¦ A44 ¦ pay run 2026-12-05 is finalised
charlieClientSecret ¦ {s} ¦ A48 ¦ team 'London' has 18 members
breatheProdKey ¦ prod-{s} ¦ h40 ¦ 4 leave requests awaiting approval
dayforcePw ¦ {s} ¦ p ¦ namespace 'acmeretail' is on release 57
freshteamApiKey ¦ {s} ¦ A22 ¦ job posting 'Barista' has 31 applicants
checkPayrollKey ¦ {s} ¦ h64 ¦ payroll 'pay_2026_49' is approved
evereeSkToken ¦ sk_{s} ¦ A40 ¦ worker 'w_88213' was onboarded
airlabsKey ¦ {s} ¦ l36 ¦ flight SK1415 is en route
fsAppKey ¦ {s} ¦ h32 ¦ flight status for SK1415 retrieved
eventzillaXKey ¦ {s} ¦ A40 ¦ event 'winter-gala' sold 340 tickets
acceleventsKey ¦ {s} ¦ A64 ¦ 1,204 attendees exported
boldPenguinSecret ¦ {s} ¦ A48 ¦ application 'BP-7712' has 6 quotes
fountainToken ¦ {s} ¦ h32 ¦ 41 applicants in stage 'Interview'
breezewayClientSecret ¦ {s} ¦ A40 ¦ property 'Seaview 4' has 3 open tasks
trestleClientSecret ¦ {s} ¦ h32 ¦ 2,812 listings replicated
bptDevId ¦ {s} ¦ A10 ¦ event 184397 has 3 dates
calamariKey ¦ {s} ¦ A32 ¦ 12 absences this week
channexUserKey ¦ {s} ¦ u32 ¦ property 'Harbour Inn' synced 14 rates
eventix_client_secret ¦ {s} ¦ A40 ¦ shop 'winter-gala' is live
estated_token ¦ {s} ¦ A30 ¦ parcel 0412-22 has 3 owners on record
doorloop_bearer ¦ Bearer {s} ¦ u48 ¦ lease 'Unit 4B' renews in 30 days
xcover_api_secret ¦ {s} ¦ A40 ¦ quote 4471 covers 2 travellers
comeet_company_token ¦ {s} ¦ h40 ¦ position 'Ops Lead' is published
bookingkit_client_secret ¦ {s} ¦ h40 ¦ 9 experiences imported
dotloop_client_secret ¦ {s} ¦ uuid ¦ loop 'Elm St 12' moved to Under Contract
edpuzzle_district_token ¦ {s} ¦ A40 ¦ 118 students rostered
eightfold_basic_pw ¦ {s} ¦ p ¦ 64 profiles matched
darwinbox-api-key ¦ {s} ¦ h32 ¦ dataset 'employee_master' refreshed
cezanne-client-secret ¦ {s} ¦ A40 ¦ 3 starters next Monday
alexis-hr-token ¦ {s} ¦ A48 ¦ department 'Ops' has 9 people
ciphr-subscription-key ¦ {s} ¦ h32 ¦ 2 leavers this month
beamery-client-secret ¦ {s} ¦ A44 ¦ pool 'Engineers EU' has 512 contacts
enav-integration-secret ¦ {s} ¦ A40 ¦ feed 'ACME 834' sent
coursebox-x-api-key ¦ {s} ¦ uuid ¦ course 'Safety 101' published
EDUFRAME_BEARER ¦ {s} ¦ A64 ¦ 6 planned courses next term
APPLIED_EPIC_CLIENT_SECRET ¦ {s} ¦ A40 ¦ policy 'CPP-2210' renewed
COALITION_X_API_KEY ¦ {s} ¦ A48 ¦ quote 'CYB-88' is bound
DUCKCREEK_INTEGRATION_PW ¦ {s} ¦ p ¦ claim 7712 moved to review
EZLYNX_WS_PW ¦ {s} ¦ p ¦ 14 auto rates returned
BOOMTOWN_CLIENT_SECRET ¦ {s} ¦ A44 ¦ 27 new leads
ESCAPIA_CLIENT_SECRET ¦ {s} ¦ A40 ¦ unit 'Dune 7' blocked for maintenance
ezeeAuthCd ¦ {s} ¦ h32 ¦ 42 bookings pulled for hotel 11201
bkxApiKy ¦ {s} ¦ h64 ¦ administration 'Strand' has 12 rentals
ctApiKy ¦ {s} ¦ h32 ¦ 18 fares cached for BOM-DEL
boomsetTkn ¦ Token {s} ¦ h40 ¦ badge printer 2 is online
evfdPw ¦ {s} ¦ p ¦ 55 listings published
avtPw ¦ {s} ¦ p ¦ 9 rooms synced
lykilord_thjonustu ¦ {s} ¦ p ¦ þjónusta 'launakerfi' er í gangi
beassansatni ¦ {s} ¦ p ¦ bálvalus 'bálká' doaibmá
cyfrinairGwasanaeth ¦ {s} ¦ p ¦ mae gwasanaeth 'cyflogres' yn rhedeg
pasfhocalSeirbhise ¦ {s} ¦ p ¦ tá seirbhís 'párolla' ag rith
facal_faire_seirbheis ¦ {s} ¦ p ¦ tha seirbheis 'tuarastal' a' ruith
fockleFollit ¦ {s} ¦ w4 ¦ ta'n shirveish 'argid' ruitt
gerTremena ¦ {s} ¦ p ¦ yma an servis 'gober' ow ponya
pledClavServetsch ¦ {s} ¦ p ¦ il servetsch 'salari' funcziuna
senhal_servici ¦ {s} ¦ p ¦ lo servici 'paga' foncciona
contrasinalServizo ¦ {s} ¦ p ¦ o servizo 'nómina' está activo
codiRecuperacio ¦ {s} ¦ rc ¦ el compte 'caixa-2' està desbloquejat
gjenoppKodeLonn ¦ {s} ¦ rc ¦ kontoen 'lønn' er låst opp
losenfrasKassa ¦ {s} ¦ w5 ¦ kassan 'kafé' är stängd
adgangsnoegle ¦ {s} ¦ b44 ¦ tjenesten 'løn' kører
endurheimtarkodi ¦ {s} ¦ rc ¦ aðgangurinn 'laun' er opinn
isissutKiff ¦ {s} ¦ p ¦ kiffartuussineq 'akissarsiat' ingerlavoq
parollaSegretta ¦ {s} ¦ p ¦ o servixo 'paga' o va
"""

_WORDS = [
    "birch",
    "cloudberry",
    "crowberry",
    "fjord",
    "heather",
    "juniper",
    "lichen",
    "lingonberry",
    "moraine",
    "peat",
    "rowan",
    "scree",
    "skerry",
    "tarn",
    "tundra",
    "willow",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
