"""Held-out set 46: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 46's vendors (``fleetbaseLiveKey``, ``permitPdpKey``, ``brandfetchBearer``,
``booqableAccessTok``, ``docparserSecretKey``, ``flatfileSk``, ``neynarApiKey``,
``parseurApiKey``, ``dhqApiKey``, ``fonosterKeySecret``, ``namesiloKey``, ``luaDnsToken``,
``njallaTok``, ``hertzbeatJwt``, ``datafoldKey``, ``farmbotPw``, ``planyoHashKey``, ``hiveageBasicKey``, ``fientaBearer``,
``automowerAppSecret``, ``brightpearlPw``, ``jumpsellerAuthtoken``,
``frenetToken``, ``fruApiKey``), snake case (``freepbx_client_secret``,
``formspark_key``, ``beeceptor_api_token``, ``billetto_keypair``, ``pathao_client_secret``,
``dinstar_api_pw``, ``fishbowl_login_pw``, ``flagright_x_api_key``, ``fieldnet_api_key``,
``lessonly_basic_key``), kebab case (``jadlog-bearer``, ``packhelp-api-key``,
``he-ddns-key``, ``fleek-pat``, ``doctave-deploy-token``), upper snake
(``JUPYSQL_DSN_PW``, ``PAPERMILL_DW_TOKEN``, ``SQLMESH_GATEWAY_PW``, ``KEDRO_CON_PW``),
abbreviations (``dbxPat``, ``lvyKsPw``, ``geCnxPw``, ``bqParamKey``) and West and Central
African languages' words in ASCII (Hausa ``kalmarSirriNaka``, Igbo ``mkpuruOkwuNzuzo``, Wolof
``baatuJall``, Twi ``ahintasem``, Ewe ``nyaGhaghla``, Lingala ``fungolaApi``, Pulaar
``finndeSuturo``, Bambara ``gundoKumaden``, Fon ``xoNugloe``, Sango ``motDePasseTiMo``,
Kikongo ``mpovoNsweki``, Krio ``yuPaswod``, Nigerian Pidgin ``your_access_token_no_show``,
Dagbani ``yeltoghaSoghirili``, Zarma ``tiiraLamba``, Ciluba ``diyiMusokoko``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
fleetbaseLiveKey ¦ flb_live_{s} ¦ A32 ¦ order 'ord_8Yq2' is out for delivery
permitPdpKey ¦ permit_key_{s} ¦ A60 ¦ policy bundle 41 loaded
brandfetchBearer ¦ {s} ¦ A44 ¦ brand 'acme.io' has 3 logos
booqableAccessTok ¦ {s} ¦ h64 ¦ order 1022 starts 2026-12-08
docparserSecretKey ¦ {s} ¦ h40 ¦ parser 'invoices' has 12 documents queued
flatfileSk ¦ sk_{s} ¦ l32 ¦ workbook 'contacts' has 1,204 records
neynarApiKey ¦ {s} ¦ uuid ¦ cast 0x9f21 has 14 recasts
parseurApiKey ¦ {s} ¦ h40 ¦ mailbox 'orders' parsed 88 emails
dhqApiKey ¦ {s} ¦ l40 ¦ deployment to production finished in 41 s
fonosterKeySecret ¦ {s} ¦ A48 ¦ number +22670112233 routed to app 'ivr'
namesiloKey ¦ {s} ¦ h24 ¦ domain acme.io renews 2027-03-14
luaDnsToken ¦ {s} ¦ h32 ¦ zone acme.io serial 2026120601
njallaTok ¦ {s} ¦ h40 ¦ domain acme.se is locked
hertzbeatJwt ¦ eyJhbGciOiJIUzUxMiJ9.{s} ¦ u60 ¦ monitor 'api' is up
datafoldKey ¦ {s} ¦ A40 ¦ diff 7712 found 0 differences
farmbotPw ¦ {s} ¦ p ¦ sequence 'water bed 2' ran at 06:00
planyoHashKey ¦ {s} ¦ A24 ¦ resource 'kayak 3' booked 4 times
fientaBearer ¦ {s} ¦ h32 ¦ event 4811 sold 96 tickets in Tallinn
automowerAppSecret ¦ {s} ¦ uuid ¦ mower 'front lawn' is parked
brightpearlPw ¦ {s} ¦ p ¦ warehouse 2 has 14 pick lists
jumpsellerAuthtoken ¦ {s} ¦ h32 ¦ product 4411 has 6 variants
frenetToken ¦ {s} ¦ H32 ¦ quote for CEP 04542051 returned 5 services
hiveageBasicKey ¦ {s} ¦ A20 ¦ invoice INV-0412 was paid
fruApiKey ¦ {s} ¦ A40 ¦ campaign 'winter' raised 12,480 EUR
freepbx_client_secret ¦ {s} ¦ h40 ¦ queue 400 has 2 waiting calls
formspark_key ¦ {s} ¦ A32 ¦ form 'contact' received 9 submissions
beeceptor_api_token ¦ {s} ¦ h40 ¦ mock rule 'orders' matched 31 requests
billetto_keypair ¦ {s} ¦ A48 ¦ event 'Jazz at Vega' sold 210 tickets
pathao_client_secret ¦ {s} ¦ A40 ¦ consignment DL0612 picked up in Dhaka
dinstar_api_pw ¦ {s} ¦ p ¦ port 1 signal -71 dBm
fishbowl_login_pw ¦ {s} ¦ p ¦ part 'BRKT-22' has 340 on hand
flagright_x_api_key ¦ {s} ¦ A40 ¦ transaction T-88213 passed screening
fieldnet_api_key ¦ {s} ¦ uuid ¦ pivot 4 completed pass at 62%
lessonly_basic_key ¦ {s} ¦ h32 ¦ lesson 'Safety 101' assigned to 14 learners
jadlog-bearer ¦ {s} ¦ u88 ¦ shipment 10084112 delivered
packhelp-api-key ¦ {s} ¦ h48 ¦ order PH-4471 is in production
he-ddns-key ¦ {s} ¦ A16 ¦ record home.acme.io points to 203.0.113.9
fleek-pat ¦ pat_{s} ¦ A36 ¦ site 'docs' deployed build 311
doctave-deploy-token ¦ {s} ¦ A40 ¦ docs version 2.4 published
JUPYSQL_DSN_PW ¦ {s} ¦ p ¦ query returned 1 row
PAPERMILL_DW_TOKEN ¦ {s} ¦ A40 ¦ notebook daily.ipynb ran 14 cells
SQLMESH_GATEWAY_PW ¦ {s} ¦ p ¦ plan 'dev' has 3 changed models
KEDRO_CON_PW ¦ {s} ¦ p ¦ pipeline 'features' ran 9 nodes
dbxPat ¦ dapi{s} ¦ h32 ¦ cluster 'etl-shared' is running
lvyKsPw ¦ {s} ¦ p ¦ session 12 is idle
geCnxPw ¦ {s} ¦ p ¦ checkpoint 'orders' passed 18 expectations
bqParamKey ¦ {s} ¦ b60 ¦ job bqjob_r1a2 processed 2.1 GB
kalmarSirriNaka ¦ {s} ¦ p ¦ an aika saƙo zuwa lambar waya
mkpuruOkwuNzuzo ¦ {s} ¦ p ¦ ezigara ozi na nọmba ekwentị
baatuJall ¦ {s} ¦ p ¦ yónnee nañu bataaxal
ahintasem ¦ {s} ¦ p ¦ yɛde nkra akɔ wo fon so
nyaGhaghla ¦ {s} ¦ p ¦ wodo gbedasi ɖe wò fon dzi
fungolaApi ¦ {s} ¦ A40 ¦ basali batɛ́lɛ́fɔnɛ 12
finndeSuturo ¦ {s} ¦ p ¦ bataake neldaama
gundoKumaden ¦ {s} ¦ w4 ¦ cikan bɛ taa i ka telefɔni kan
xoNugloe ¦ {s} ¦ p ¦ wɛn ɖé sɛ́ dó telefɔ́nu towe
motDePasseTiMo ¦ {s} ¦ p ¦ a tokua mbëtï na mo
mpovoNsweki ¦ {s} ¦ w5 ¦ nsangu me kwenda na telefone
yuPaswod ¦ {s} ¦ p ¦ wi don sen mesej to yu fon
your_access_token_no_show ¦ {s} ¦ A40 ¦ dem don send message go your phone
yeltoghaSoghirili ¦ {s} ¦ rc ¦ ti tooi tim yɛltɔɣa
tiiraLamba ¦ {s} ¦ pin ¦ i na tiira sanba ni se
diyiMusokoko ¦ {s} ¦ p ¦ mukanda mmutumina ku telefone webe
"""

_WORDS = [
    "savanna",
    "harmattan",
    "laterite",
    "mangrove",
    "lagoon",
    "escarpment",
    "plateau",
    "delta",
    "estuary",
    "floodplain",
    "inselberg",
    "sahel",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
