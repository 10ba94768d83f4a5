"""Held-out set 44: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (``nuutsUg`` and ``gsangTshig``
matched and became ``nuutsUgMn`` and ``gsangTshigBod``; the rest matched nothing). Names in
many styles: camel case for set 44's searched vendors (``tdMasterKey``, ``vtexAppToken``,
``vectaraQueryKey``, ``wanikaniV2Token``, ``kiteApiSecret``, ``zeebeClientSecret``,
``airshipMasterSecret``, ``threescaleUserKey``, ``tinyCloudApiKey``, ``wallarmApiToken``
...), snake case (``vmauth_bearer_token``, ``tracetest_api_key``, ``werf_registry_password``,
``unit21_fernet_key``, ``turnitin_tca_key`` ...), kebab case (``zipkin-es-password``,
``thanos-s3-secret-key``, ``xively-feed-apikey``, ``ultravox-x-api-key``, ``telavox-bearer``,
``voxbone-prov-pw``), upper snake (``TEXTUS_API_KEY``, ``TOVUTI_APIKEY``,
``WIZIQ_SECRET_KEY``, ``UNISHIP_PASSWORD``, ``XTRF_ACCESS_TOKEN``), abbreviations
(``tanSessTok``, ``tsClientSec``, ``tdvSec``, ``ultradnsPw``, ``vntqTok``, ``zdrvSdkKey``),
set 44's languages' words (Guarani ``ñe_ẽñemi``, Quechua ``pakasqa_simi``, Aymara
``imantat_aru``, Nahuatl ``nahuallatolli``, Haitian ``modpasOu``, Papiamento
``kontraseñaDiBo``, K'iche' ``ewanTzij``, Tzeltal ``mukulAjtal``, Mongolian ``nuutsUgMn``,
Uyghur ``mexpiyNomur``, Tibetan ``gsangTshigBod``, Cantonese ``miMaa``, Japanese
``aikotoba``, Korean ``ammho`` and ``bokguKodeu``, Manchu ``somishunGisun``) and set 44's
agent shapes (``mcpElicitSecret``, ``progress_token_secret``, ``memoryBankDbPw``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
tdMasterKey ¦ 10477/{s} ¦ h40 ¦ database 'acme_events' has 41 tables
vtexAppToken ¦ {s} ¦ U88 ¦ order 1184320-01 is invoiced
vectaraQueryKey ¦ zqt_{s} ¦ u38 ¦ corpus 2 returned 10 results
wanikaniV2Token ¦ {s} ¦ uuid ¦ level 39, 112 reviews due
kiteApiSecret ¦ {s} ¦ l32 ¦ NSE:INFY last traded at 1,724.30
kiteAccessTok ¦ {s} ¦ A32 ¦ 14 holdings synced
zeebeClientSecret ¦ {s} ¦ u64 ¦ process 'order-flow' deployed as version 7
zenmlStoreApiKey ¦ {s} ¦ b88 ¦ pipeline 'train' run 118 completed
airshipMasterSecret ¦ {s} ¦ u22 ¦ push to 3 channels queued
venafiTppAccessToken ¦ {s} ¦ b24 ¦ zone 'Certificates\Acme' has 412 certificates
threescaleUserKey ¦ {s} ¦ h32 ¦ application 80a4e03 is live
tinyCloudApiKey ¦ {s} ¦ l48 ¦ editor loaded with 12 plugins
truoraApiKey ¦ {s} ¦ u70 ¦ check CHK4d1f2 is completed
wallarmApiToken ¦ {s} ¦ A64 ¦ 18 attacks in the last hour
tiltifyClientSecret ¦ {s} ¦ h64 ¦ campaign 'Play for Kids' raised $4,120
xmattersApiSecret ¦ {s} ¦ uuid ¦ group 'db-oncall' has 4 members
vmauth_bearer_token ¦ {s} ¦ A40 ¦ 3 backends healthy
tracetest_api_key ¦ tttoken_{s} ¦ h40 ¦ test 'checkout' passed 14 of 14 specs
werf_registry_password ¦ {s} ¦ p ¦ image 'web' is up to date
wazo_auth_password ¦ {s} ¦ p ¦ 212 users provisioned
woopra_secret_key ¦ {s} ¦ A32 ¦ 1,204 visitors today
unbounce_api_key ¦ {s} ¦ h32 ¦ page 'spring-sale' converts at 4.1%
upvest_client_secret ¦ {s} ¦ A48 ¦ 7 orders filled
unit21_fernet_key ¦ {s} ¦ u43 ¦ entity 'ACME-4411' created
turnitin_tca_key ¦ {s} ¦ uuid ¦ similarity report 31% ready
zipkin-es-password ¦ {s} ¦ p ¦ 18,220 spans stored
thanos-s3-secret-key ¦ {s} ¦ b40 ¦ 4 blocks compacted
xively-feed-apikey ¦ {s} ¦ A48 ¦ datastream 'temp' at 21.4
ultravox-x-api-key ¦ {s} ¦ A41 ¦ call 'cl_91a' ended after 2m10s
telavox-bearer ¦ {s} ¦ u88 ¦ extension 204 is busy
voxbone-prov-pw ¦ {s} ¦ p ¦ DID +44 20 3318 0000 is active
TEXTUS_API_KEY ¦ {s} ¦ h32 ¦ 41 texts sent
TOVUTI_APIKEY ¦ {s} ¦ h40 ¦ course 'Safety 101' has 88 learners
WIZIQ_SECRET_KEY ¦ {s} ¦ A40 ¦ class 3317 starts at 10:00
UNISHIP_PASSWORD ¦ {s} ¦ p ¦ 6 parcels picked up
XTRF_ACCESS_TOKEN ¦ {s} ¦ u40 ¦ project P-2211 is in QA
tanSessTok ¦ token-{s} ¦ h54 ¦ 1,812 endpoints online
tsClientSec ¦ {s} ¦ A64 ¦ account 11883 equity updated
tdvSec ¦ {s} ¦ uuid ¦ 3 contracts open
ultradnsPw ¦ {s} ¦ p ¦ zone acme.io has 41 records
vntqTok ¦ {s} ¦ u44 ¦ 12 types listed
zdrvSdkKey ¦ {s} ¦ A32 ¦ trip 'tr-118' scored 91
ñe_ẽñemi ¦ {s} ¦ p ¦ Guarani keyboard layout loaded
pakasqa_simi ¦ {s} ¦ p ¦ Quechua spell check enabled
imantat_aru ¦ {s} ¦ p ¦ Aymara locale installed
nahuallatolli ¦ {s} ¦ w4 ¦ 4 entries in the Nahuatl glossary
modpasOu ¦ {s} ¦ p ¦ Haitian Creole strings synced
kontraseñaDiBo ¦ {s} ¦ p ¦ Papiamento release 2.4 shipped
ewanTzij ¦ {s} ¦ p ¦ K'iche' course has 40 learners
mukulAjtal ¦ {s} ¦ pin ¦ Tzeltal radio schedule updated
nuutsUgMn ¦ {s} ¦ p ¦ Mongolian font cached
mexpiyNomur ¦ {s} ¦ pin ¦ Uyghur keyboard enabled
gsangTshigBod ¦ {s} ¦ p ¦ Tibetan OCR job 88 finished
miMaa ¦ {s} ¦ p ¦ Cantonese captions on
aikotoba ¦ {s} ¦ w4 ¦ Kansai voice pack installed
ammho ¦ {s} ¦ p ¦ Munhwaŏ spell list loaded
bokguKodeu ¦ {s} ¦ rc ¦ Jeju word list updated
somishunGisun ¦ {s} ¦ p ¦ Manchu transliteration on
mcpElicitSecret ¦ {s} ¦ A40 ¦ form 'connect-whisparr' accepted
progress_token_secret ¦ {s} ¦ h32 ¦ step 3 of 5 done
memoryBankDbPw ¦ {s} ¦ p ¦ activeContext.md updated
"""

_WORDS = [
    "condor",
    "quetzal",
    "jaguar",
    "vicuna",
    "tapir",
    "capybara",
    "macaw",
    "toucan",
    "ocelot",
    "coati",
    "agouti",
    "manatee",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
