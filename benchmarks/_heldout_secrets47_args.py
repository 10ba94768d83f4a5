"""Held-out set 47: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py``, ``_heldout_cases.py`` and innocents file (``gupt_shabd`` and
``murapadaya`` matched and were renamed; the rest did not). Names in many styles: camel case
for set 47's looked-up vendors (``wildApricotApiKey``, ``tapfiliateXApiKey``, ``zenviaApiToken``,
``scoroApiKey``, ``salesmateAccessToken``, ``syncroBearer``, ``venlyClientSecret``, Czech-English
``raynetApiKlic``, ``quickfileApiKey``, ``zokoApikey``, ``repslyApiPass``, ``yodeckApiToken``),
snake case for remembered ones (``smappee_client_secret``, ``senec_portal_pw``,
``zerynth_device_key``, ``quipu_app_secret``, ``qwilr_bearer``, ``realpage_soap_pw``,
``remarkety_x_token``, ``shopwired_api_secret``, ``spondyr_api_key``, ``ticketsource_api_key``),
kebab case (``tracktry-api-key``, ``upmind-api-token``, ``wachete-api-key``,
``zipwhip-session``, ``uniqode-token``, ``xoxoday-client-secret``, ``pgbouncer-auth``,
``rgw-secret``, ``vtiger_accesskey``, camel ``spreedlyAccessSecret``), upper snake (``SEVALLA_API_KEY``, ``VONQ_CUSTOMER_API_KEY``,
``SMARTWAIVER_SW_API_KEY``, ``NOMAD_ACL_SECRET_ID``), abbreviations from the infrastructure
scenarios (``vncPasswd``, ``kamalRegistryPw``, ``boshRedisPw``, ``jujuAdminPw``,
``lxcRunnerTok``, ``osAppCredSecret``, ``tfHcloudTok``, ``pwd_ansible_login``,
``cephSecretB64``, ``amq_pw``) and set 47's languages' words in ASCII (Kyrgyz ``sirSoz``,
Uzbek ``parolKaliti``, Kazakh ``qupiyaFraza``, Tajik ``ramziMaxfi``, Pashto ``patNoom``,
Nepali ``guptaVakyansh`` and ``gopya_pin``, Sinhala ``muraPadayaSevava``, Tibetan
``sangTsig``, Assamese ``punaruddharCode``, Turkmen ``dikeldisKody``, Gujarati ``guptaPin``,
Dhivehi ``passwordu``, Punjabi ``rkvrKod``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
wildApricotApiKey ¦ {s} ¦ l30 ¦ 42 members renew this month
tapfiliateXApiKey ¦ {s} ¦ h40 ¦ affiliate 'spring-promo' has 18 conversions
zenviaApiToken ¦ {s} ¦ u32 ¦ SMS campaign 'black-friday' delivered 9,812
scoroApiKey ¦ {s} ¦ h32 ¦ project 'Rebrand 2027' is 64% done
salesmateAccessToken ¦ {s} ¦ uuid ¦ deal 'ACME renewal' moved to Won
syncroBearer ¦ Bearer {s} ¦ A48 ¦ ticket 10442 closed
venlyClientSecret ¦ {s} ¦ A32 ¦ wallet 'drop-treasury' holds 3 NFTs
raynetApiKlic ¦ crm-{s} ¦ h32 ¦ obchodní případ 'OP-2291' uzavřen
quickfileApiKey ¦ {s} ¦ uuid ¦ invoice 1048 is paid
zokoApikey ¦ {s} ¦ uuid ¦ template 'order_shipped' approved
repslyApiPass ¦ {s} ¦ p ¦ 14 visits logged today
yodeckApiToken ¦ signage-sync:{s} ¦ A40 ¦ screen 'lobby-2' is online
smappee_client_secret ¦ {s} ¦ A24 ¦ solar yield 18.4 kWh today
senec_portal_pw ¦ {s} ¦ p ¦ battery at 71%
zerynth_device_key ¦ {s} ¦ A36 ¦ device 'dev-4wq9' reported 120 samples
quipu_app_secret ¦ {s} ¦ A40 ¦ factura F-2026-311 emitida
qwilr_bearer ¦ {s} ¦ u40 ¦ proposal 'Website redesign' viewed 3 times
realpage_soap_pw ¦ {s} ¦ p ¦ unit 4B lease renewed
remarkety_x_token ¦ {s} ¦ h32 ¦ campaign 'cart-rescue' sent 212 emails
shopwired_api_secret ¦ {s} ¦ A40 ¦ product 'Oak Shelf' restocked
spondyr_api_key ¦ {s} ¦ uuid ¦ 88 notices queued
ticketsource_api_key ¦ {s} ¦ A48 ¦ event 'Winter Gala' has 40 seats left
tracktry-api-key ¦ {s} ¦ uuid ¦ parcel 'LX448812' is in transit
upmind-api-token ¦ {s} ¦ u64 ¦ 312 clients synced
wachete-api-key ¦ {s} ¦ h32 ¦ monitor 'pricing page' changed
zipwhip-session ¦ {s} ¦ h36 ¦ thread with +1 555 0123 archived
uniqode-token ¦ Token {s} ¦ h40 ¦ QR 'menu-table-4' scanned 91 times
xoxoday-client-secret ¦ {s} ¦ h64 ¦ 12 gift cards redeemed
SEVALLA_API_KEY ¦ {s} ¦ A48 ¦ app 'web-2' deployed
VONQ_CUSTOMER_API_KEY ¦ {s} ¦ A40 ¦ job ad 'Backend Engineer' live on 6 boards
SMARTWAIVER_SW_API_KEY ¦ {s} ¦ h40 ¦ 37 waivers signed today
NOMAD_ACL_SECRET_ID ¦ {s} ¦ uuid ¦ job 'api' has 3 allocations
vncPasswd ¦ {s} ¦ A12 ¦ domain 'win-build' is running
kamalRegistryPw ¦ {s} ¦ u40 ¦ accessory 'redis' booted
boshRedisPw ¦ {s} ¦ A20 ¦ deployment 'redis' is healthy
jujuAdminPw ¦ {s} ¦ p ¦ unit postgresql-k8s/0 is active
lxcRunnerTok ¦ {s} ¦ A40 ¦ container 'ci-runner' is running
osAppCredSecret ¦ {s} ¦ u86 ¦ server 'build-7' is ACTIVE
tfHcloudTok ¦ {s} ¦ A40 ¦ 4 resources to add
pwd_ansible_login ¦ {s} ¦ p ¦ play 'db' ok=12 changed=0
cephSecretB64 ¦ {s} ¦ b40 ¦ pool 'vms' is 61% full
sirSoz ¦ {s} ¦ p ¦ кызмат 'kassa' иштеп жатат
parolKaliti ¦ {s} ¦ A32 ¦ xizmat 'ombor' ishlayapti
qupiyaFraza ¦ {s} ¦ w4 ¦ сейф 'мұрағат' жабық
ramziMaxfi ¦ {s} ¦ p ¦ хизмат 'анбор' кор мекунад
patNoom ¦ {s} ¦ p ¦ خدمت 'zakhira' fa'al da
guptaVakyansh ¦ {s} ¦ w5 ¦ सेवा 'bhandar' चालू छ
gopya_pin ¦ {s} ¦ pin ¦ खाता 'pasal' खुला छ
muraPadayaSevava ¦ {s} ¦ p ¦ සේවාව 'gabadawa' ක්‍රියාත්මකයි
sangTsig ¦ {s} ¦ p ¦ ཞབས་ཞུ 'mdzod' ལས་ཀ་བྱེད་བཞིན་
punaruddharCode ¦ {s} ¦ rc ¦ হিচাপ 'bhoral' খোলা আছে
dikeldisKody ¦ {s} ¦ rc ¦ hasap 'ammar' açyk
guptaPin ¦ {s} ¦ pin ¦ ખાતું 'godown' ચાલુ છે
passwordu ¦ {s} ¦ p ¦ ޚިދުމަތް 'store' ހިނގަމުން
rkvrKod ¦ {s} ¦ rc ¦ ਖਾਤਾ 'godam' ਚਾਲੂ ਹੈ
amq_pw ¦ {s} ¦ p ¦ vhost '/orders' has 3 queues
pgbouncer-auth ¦ {s} ¦ p ¦ pool 'shop' has 12 clients
rgw-secret ¦ {s} ¦ A40 ¦ bucket 'backups' holds 88 GB
spreedlyAccessSecret ¦ {s} ¦ A48 ¦ gateway 'adyen-eu' retained
vtiger_accesskey ¦ {s} ¦ A16 ¦ 14 leads imported
"""

_WORDS = [
    "anvil",
    "bramble",
    "cobalt",
    "drumlin",
    "escarp",
    "firth",
    "gully",
    "heath",
    "inlet",
    "karst",
    "loess",
    "moraine",
    "nunatak",
    "outwash",
    "paddock",
    "ravine",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
