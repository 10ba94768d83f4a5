"""Held-out set 33: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 33's vendors (``goveeApiKey``, ``nukiWebToken``, ``nukiBridgeTok``,
``sinricAppSecret``, ``ipstackAccessKey``, ``ip2locIoKey``, ``statuspalOrgKey``,
``tapjoySdkKey``, ``homebridgeSetupPin``, ``buildbotWorkerPw``, ``zanataApiKey``,
``kannelSmscPw``, ``nearmapApikey``, ``xapiClientSecret``, ``yeastarClientSecret``,
``sakaiLoginPw``, ``machshipToken``, ``sdAccessToken``, ``wyzeApiKey``, ``fhemTelnetPw``,
``ucmApiPassword``), snake case (``wordfast_auth_token``, ``acclaro_bearer``,
``agola_gw_token``, ``craftingstore_api_key``, ``twizo_api_secret``, ``sajari_key_secret``,
``bill4time_api_secret``, ``cargowise_eadaptor_pw``, ``parcelperform_client_secret``), kebab
case (``onomondo-api-key``, ``dataddo-bearer``, ``givelify-client-secret``,
``realm-chms-key``, ``seedtag-x-api-key``), upper snake (``LEGALSERVER_BASIC_PW``,
``TRUCKERTOOLS_APIKEY``, ``HYPRMX_REPORTING_KEY``), abbreviations (``kpwd``, ``smscPw``,
``tjSecKey``) and other languages' words in ASCII (Montenegrin ``lozinkaServisa``, Minnan
``bitBeSoTsuanTe``, Tamazight ``awal_n_uffir``, Aramaic ``miltaDraza``, Marshallese
``nomba_kojela``, Dyula ``gundo_dane``, Pangasinan ``sekretonKodigo``, Tokelauan
``upuFakalilolilo``, Polish ``kodOdzyskiwania``, Finnish ``tunnuslauseKassa``, Hungarian
``jelszoKulcs``, Lithuanian ``slaptazodisSandelio``, Latvian ``piekluvesPilnvara``, Czech
``hesloSkladu``, Ukrainian ``kod_vidnovlennia``, Russian ``kodovaya_fraza``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
goveeApiKey ¦ {s} ¦ uuid ¦ device 'H6159 strip' is offline
nukiWebToken ¦ {s} ¦ h64 ¦ smartlock 537001233 battery is 38%
nukiBridgeTok ¦ {s} ¦ l20 ¦ bridge 'hall' firmware 2.16.4
sinricAppSecret ¦ {s} ¦ uuid ¦ switch 'porch light' turned on
ipstackAccessKey ¦ {s} ¦ h32 ¦ lookup for 203.0.113.77 returned SE
ip2locIoKey ¦ {s} ¦ H32 ¦ 30,000 queries left this month
statuspalOrgKey ¦ ok_{s} ¦ A40 ¦ incident 99812 is resolved
tapjoySdkKey ¦ {s} ¦ u76 ¦ placement 'AppLaunch' has no content
homebridgeSetupPin ¦ {s} ¦ pin ¦ bridge 'Homebridge 3C1F' paired with 2 homes
buildbotWorkerPw ¦ {s} ¦ p ¦ builder 'win-x64' is idle
zanataApiKey ¦ {s} ¦ h32 ¦ version 4.2 is 92% translated
kannelSmscPw ¦ {s} ¦ p ¦ SMSC01 throughput 20/s
nearmapApikey ¦ {s} ¦ A48 ¦ survey 2026-11-04 covers Adelaide
xapiClientSecret ¦ {s} ¦ A32 ¦ queue 800 has 3 waiting calls
yeastarClientSecret ¦ {s} ¦ A32 ¦ extension 1005 is registered
sakaiLoginPw ¦ {s} ¦ p ¦ site 'BIO-101' has 212 members
machshipToken ¦ {s} ¦ u44 ¦ consignment MS88213 was booked
sdAccessToken ¦ {s} ¦ u43 ¦ pipeline 1214 job 'main' succeeded
wyzeApiKey ¦ {s} ¦ A60 ¦ camera 'garage' recorded 4 events
fhemTelnetPw ¦ {s} ¦ p ¦ FS20 lamp 1234 57 is off
ucmApiPassword ¦ {s} ¦ p ¦ trunk 'sip-1' is reachable
wordfast_auth_token ¦ {s} ¦ A32 ¦ TM 'legal-en-fr' has 88,000 units
acclaro_bearer ¦ {s} ¦ A64 ¦ order 'A-55210' is in review
agola_gw_token ¦ {s} ¦ h40 ¦ run 7712 of project 'web' passed
craftingstore_api_key ¦ {s} ¦ A32 ¦ package 'VIP rank' sold 14 times
twizo_api_secret ¦ {s} ¦ A40 ¦ verification 'reg-88' expired
sajari_key_secret ¦ {s} ¦ A64 ¦ collection 'docs' has 41,220 records
bill4time_api_secret ¦ {s} ¦ A40 ¦ matter 2026-0412 logged 6.5 hours
cargowise_eadaptor_pw ¦ {s} ¦ p ¦ shipment S00088213 arrived at port
parcelperform_client_secret ¦ {s} ¦ A48 ¦ parcel 'JD0146000012' is out for delivery
onomondo-api-key ¦ {s} ¦ A40 ¦ SIM 8945000000000012345 is active
dataddo-bearer ¦ Bearer {s} ¦ A40 ¦ flow 'ads-to-bq' ran at 06:00
givelify-client-secret ¦ {s} ¦ A40 ¦ 312 gifts this month
realm-chms-key ¦ {s} ¦ h40 ¦ group 'Youth Choir' has 24 members
seedtag-x-api-key ¦ {s} ¦ uuid ¦ placement 'in-image' fill 72%
LEGALSERVER_BASIC_PW ¦ {s} ¦ p ¦ report 418 exported 1,204 rows
TRUCKERTOOLS_APIKEY ¦ {s} ¦ h32 ¦ load LD88213 is 40 km from pickup
HYPRMX_REPORTING_KEY ¦ {s} ¦ A32 ¦ revenue report for 2026-12-05 is ready
kpwd ¦ {s} ¦ p ¦ queue 'billing' drained
smscPw ¦ {s} ¦ p ¦ bind 'smpp-tx' is up
tjSecKey ¦ {s} ¦ A20 ¦ offerwall opened 88 times
lozinkaServisa ¦ {s} ¦ p ¦ servis 'naplata' radi
bitBeSoTsuanTe ¦ {s} ¦ p ¦ tsuan-te 'siau-hui' i-king tshut-hoat
awal_n_uffir ¦ {s} ¦ w4 ¦ tawuri 'aẓref' tfuk
miltaDraza ¦ {s} ¦ p ¦ kthava 'ledger' is closed
nomba_kojela ¦ {s} ¦ pin ¦ ikien 'rental' ej dreo
gundo_dane ¦ {s} ¦ w3 ¦ baara 'jatebali' banna
sekretonKodigo ¦ {s} ¦ rc ¦ listaan 'nenpaway' so anggapo la
upuFakalilolilo ¦ {s} ¦ p ¦ lisi 'fale' ko ku mā
kodOdzyskiwania ¦ {s} ¦ rc ¦ konto 'kasa-2' odblokowane
tunnuslauseKassa ¦ {s} ¦ w5 ¦ kassa 'kahvila' suljettu
jelszoKulcs ¦ {s} ¦ p ¦ szerver 'raktar-1' fut
slaptazodisSandelio ¦ {s} ¦ p ¦ sandėlis 'Kaunas-3' atidarytas
piekluvesPilnvara ¦ {s} ¦ b44 ¦ projekts 'riga-web' izvietots
hesloSkladu ¦ {s} ¦ p ¦ sklad 'Brno-2' je otevřen
kod_vidnovlennia ¦ {s} ¦ rc ¦ обліковий запис 'kasa' активний
kodovaya_fraza ¦ {s} ¦ w4 ¦ сейф 'архив' закрыт
"""

_WORDS = [
    "alder",
    "bittern",
    "coppice",
    "dipper",
    "eelgrass",
    "fieldfare",
    "godwit",
    "hazel",
    "ivy",
    "jackdaw",
    "knot",
    "linnet",
    "mistle",
    "nuthatch",
    "osprey",
    "plover",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
