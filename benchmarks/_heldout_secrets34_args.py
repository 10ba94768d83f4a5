"""Held-out set 34: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``edapp-api-token``,
``okwuntughe``, ``kalmarSirri`` and ``ger_tremen`` did and were renamed). Names in many
styles: camel case for set 34's searched vendors (``anchorectlPassword``,
``apigeeConsumerKey``, ``apigeeConsumerSecret``, ``aptibleAuthToken``, ``atlanApiKey``,
``atlanOauthSecret``, ``ayrshareBearer``, ``azureMapsSubKey``, ``bitlyGenericToken``,
``browseAiSecret``, ``bunnyshellToken``, ``clevertapPasscode``, ``crawlbaseJsToken``,
``cubejsApiSecret``, ``cuttlyKey``, ``datahubPat``, ``dubApiKey``, ``dixaBearer``,
``fiberyToken``, ``hootsuiteClientSecret``, ``hotelbedsSecret``, ``anodotDataToken``,
``absmartlyApiKey``, ``freshcallerApiKey``), snake case (``amberflo_api_key``,
``alconost_nitro_key``, ``astarte_credentials_secret``, ``ayet_publisher_key``,
``beetrack_auth_token``, ``bidease_report_token``, ``bulkgate_app_token``,
``bytehouse_api_key``, ``cargoson_bearer``, ``cequens_bearer``, ``edapp_rest_token``), kebab
case (``cludo-customer-key``, ``coassemble-user-token``, ``distancematrix-key``,
``evisort-api-key``, ``expertrec-api-key``, ``fareye-client-secret``,
``findify-secret-key``), upper snake (``FREESTAR_REPORT_PW``, ``GAMELIFT_AUTH_TOKEN``,
``GRADELINK_EXPORT_PW``, ``AMBASSADOR_API_TOKEN``), abbreviations (``avchSecret``,
``batchRestKey``, ``collibraPw``, ``dfCredsPw``, ``elasticioKey``, ``dubsadoTok``,
``ganttproKey``, ``helpwiseSecret``, ``hexoKey``, ``honeybookPw``, ``hospitablePat``,
``hubstaffRefresh``, ``chipperSecret``) and other languages' words in ASCII (Plattdeutsch
``passwoortDeenst``, Meänkieli ``salasanaVarasto``, Gheg ``fjalekalimiJuej``, Jèrriais
``motDpasse``, Aranese ``contrasenhaVosta``, Tarifit ``awalUffir``, Zarma ``sanniTugante``,
Mandinka ``kumaGundoo``, Luhya ``likhuwaLiaSiri``, Kamba ``nambaYaSiri``, Igbo
``okwuNzuzo``, Hausa ``sirrinKalma``, Somali ``erayga_sirta``, Luxembourgish
``passwuert_server``, Breton ``gerTremenBrezhoneg``, Faroese ``loyniord``, Maltese
``kodici_rkupru``, Slovene ``geslo_iz_besed``, Macedonian ``lozinka_mk``, Belarusian
``kod_adnaulennia``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
anchorectlPassword ¦ {s} ¦ p ¦ image 'web:4.2' has 3 critical findings
apigeeConsumerKey ¦ {s} ¦ A32 ¦ product 'shipments-v1' has 12 apps
apigeeConsumerSecret ¦ {s} ¦ A16 ¦ app 'partner-portal' is approved
aptibleAuthToken ¦ {s} ¦ u86 ¦ app 'billing' has 2 containers
atlanApiKey ¦ {s} ¦ u64 ¦ glossary 'Finance' has 214 terms
atlanOauthSecret ¦ {s} ¦ A32 ¦ connection 'snowflake-prod' synced
ayrshareBearer ¦ Bearer {s} ¦ U32 ¦ post scheduled for 2026-12-08 09:00
azureMapsSubKey ¦ {s} ¦ u43 ¦ route is 14.2 km, 23 minutes
bitlyGenericToken ¦ {s} ¦ h40 ¦ link bit.ly/acme-spring has 412 clicks
browseAiSecret ¦ {s} ¦ h40 ¦ robot 'price-watch' ran 3 tasks
bunnyshellToken ¦ {s} ¦ A40 ¦ environment 'pr-812' is deployed
clevertapPasscode ¦ {s} ¦ U16 ¦ campaign 'winback' sent 8,120 pushes
crawlbaseJsToken ¦ {s} ¦ A22 ¦ crawl of 40 pages finished
cubejsApiSecret ¦ {s} ¦ h64 ¦ pre-aggregation 'orders_daily' is fresh
cuttlyKey ¦ {s} ¦ h32 ¦ link cutt.ly/spring26 was created
datahubPat ¦ {s} ¦ u86 ¦ dataset 'orders' has 3 owners
dubApiKey ¦ dub_{s} ¦ A24 ¦ link 'acme.link/demo' has 88 clicks
dixaBearer ¦ {s} ¦ u48 ¦ conversation 4412 is closed
fiberyToken ¦ {s} ¦ h40 ¦ 12 tasks moved to 'Done'
hootsuiteClientSecret ¦ {s} ¦ A32 ¦ 4 posts queued for Monday
hotelbedsSecret ¦ {s} ¦ A10 ¦ 38 hotels available in PMI
anodotDataToken ¦ {s} ¦ l32 ¦ 1,204 metrics accepted
absmartlyApiKey ¦ {s} ¦ u64 ¦ experiment 'checkout_cta' is running
freshcallerApiKey ¦ {s} ¦ u22 ¦ queue 'support' has 2 waiting calls
amberflo_api_key ¦ {s} ¦ uuid ¦ meter 'api_calls' ingested 90,210 events
alconost_nitro_key ¦ {s} ¦ h32 ¦ order 'N-4412' is translated
astarte_credentials_secret ¦ {s} ¦ b44 ¦ device 2TBn-jNESuuHamE2Zo1anA is connected
ayet_publisher_key ¦ {s} ¦ h32 ¦ offerwall paid out 1,200 coins
beetrack_auth_token ¦ {s} ¦ h64 ¦ route 88 has 14 stops
bidease_report_token ¦ {s} ¦ A40 ¦ report for 2026-12-05 is ready
bulkgate_app_token ¦ {s} ¦ A48 ¦ credit 412.20 EUR left
bytehouse_api_key ¦ {s} ¦ A44 ¦ warehouse 'adhoc' is suspended
cargoson_bearer ¦ {s} ¦ A40 ¦ booking CGS-88213 confirmed
cequens_bearer ¦ {s} ¦ u64 ¦ 212 SMS delivered
edapp_rest_token ¦ {s} ¦ A48 ¦ course 'Forklift Safety' 91% complete
cludo-customer-key ¦ {s} ¦ h32 ¦ engine 11244 indexed 4,120 pages
coassemble-user-token ¦ {s} ¦ h64 ¦ course 'Onboarding' published
distancematrix-key ¦ {s} ¦ A40 ¦ matrix 3x4 computed
evisort-api-key ¦ {s} ¦ A40 ¦ contract 'MSA-2026-12' renewed
expertrec-api-key ¦ {s} ¦ h40 ¦ crawl found 1,880 pages
fareye-client-secret ¦ {s} ¦ A36 ¦ 41 deliveries out today
findify-secret-key ¦ {s} ¦ h40 ¦ feed 'products' updated
FREESTAR_REPORT_PW ¦ {s} ¦ p ¦ yesterday's RPM was 4.12
GAMELIFT_AUTH_TOKEN ¦ {s} ¦ uuid ¦ compute 'office-pc-1' is active
GRADELINK_EXPORT_PW ¦ {s} ¦ p ¦ 612 students exported
AMBASSADOR_API_TOKEN ¦ {s} ¦ h40 ¦ ambassador 'ana' has 7 referrals
avchSecret ¦ {s} ¦ h32 ¦ inbox 'Sales' has 5 unread
batchRestKey ¦ {s} ¦ h32 ¦ campaign 'black-friday' delivered 20,412
collibraPw ¦ {s} ¦ p ¦ 88 assets certified
dfCredsPw ¦ {s} ¦ p ¦ 14 actions compiled
elasticioKey ¦ {s} ¦ uuid ¦ flow 'crm-to-erp' is running
dubsadoTok ¦ {s} ¦ A32 ¦ 3 new leads this week
ganttproKey ¦ {s} ¦ h40 ¦ project 'HQ move' is 64% done
helpwiseSecret ¦ {s} ¦ A32 ¦ mailbox 'support' has 12 open
hexoKey ¦ {s} ¦ A36 ¦ automation 'price-scrape' ran 4 times
honeybookPw ¦ {s} ¦ p ¦ 2 invoices paid today
hospitablePat ¦ {s} ¦ u88 ¦ 6 reservations arrive Friday
hubstaffRefresh ¦ {s} ¦ u64 ¦ 38.5 hours tracked this week
chipperSecret ¦ {s} ¦ h64 ¦ payout batch 204 settled
passwoortDeenst ¦ {s} ¦ p ¦ Deenst 'Kasse' löppt
salasanaVarasto ¦ {s} ¦ p ¦ varasto 'Pajala-2' oon auki
fjalekalimiJuej ¦ {s} ¦ p ¦ shërbimi 'arka' punon
motDpasse ¦ {s} ¦ p ¦ la boutique 'St Hélier' est ouvèrte
contrasenhaVosta ¦ {s} ¦ p ¦ servici 'caisha' fonciona
awalUffir ¦ {s} ¦ w4 ¦ taḥanut 'Nnaḍur' teṛẓem
sanniTugante ¦ {s} ¦ w3 ¦ goy 'kasa' ga goy
kumaGundoo ¦ {s} ¦ w3 ¦ dookuu 'jula' be taa la
likhuwaLiaSiri ¦ {s} ¦ p ¦ duka 'Kakamega' liyalukhe
nambaYaSiri ¦ {s} ¦ pin ¦ ũndũ 'kasa' nĩ mũseo
okwuNzuzo ¦ {s} ¦ p ¦ ụlọ ahịa 'Aba' mepere emepe
sirrinKalma ¦ {s} ¦ p ¦ shagon 'Kano' a buɗe yake
erayga_sirta ¦ {s} ¦ p ¦ dukaanka 'Hargeisa' waa furan yahay
passwuert_server ¦ {s} ¦ p ¦ Server 'Kiercheberg' leeft
gerTremenBrezhoneg ¦ {s} ¦ p ¦ servij 'kef' a ya en-dro
loyniord ¦ {s} ¦ p ¦ tænastan 'kassi' koyrir
kodici_rkupru ¦ {s} ¦ rc ¦ il-kont 'kaxxa' miftuħ
geslo_iz_besed ¦ {s} ¦ w5 ¦ skladišče 'Maribor' je odprto
lozinka_mk ¦ {s} ¦ p ¦ сервисот 'каса' работи
kod_adnaulennia ¦ {s} ¦ rc ¦ уліковы запіс 'kasa' актыўны
"""

_WORDS = [
    "baobab",
    "cowrie",
    "dhow",
    "egret",
    "fennec",
    "gerenuk",
    "hornbill",
    "ibis",
    "jacana",
    "kudu",
    "lourie",
    "marabou",
    "nyala",
    "oryx",
    "pangolin",
    "quelea",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
