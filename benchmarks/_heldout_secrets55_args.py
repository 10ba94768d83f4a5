"""Held-out set 55: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``nuutsUg``,
``peitsana`` and ``mexpiyNomur`` did and were dropped). Names in many styles: camel case for
set 55's vendors (``cdn77BearerTok``, ``fastpixSecretKey``, ``iframelyApiKey``,
``listenApiKey``, ``omeSignedPolicyKey``, ``restreamClientSecret``, ``xirsysIdentSecret``,
``okAppSecretKey``, ``okSessionTok``, ``untappdClientSecret``, ``cjPersonalToken``,
``fpromoterApiKey``, ``impactAuthToken``, ``cscartApiKey``, ``clayerClientSecret``,
``checSecretKey``, ``foxyRefreshTok``, ``orderdeskApiKey``, ``unleashedApiKey``,
``cwsRefreshToken``, ``amoJwtSecret``, ``questAppSecret``, ``ovsxPat``, ``rustorePrivKey``,
``fdroidKeystorePass``, ``lionTokenSecret``, ``leaddynoPrivKey``, ``uspLicenseKey``,
``lengowApiSecret``, ``fourthwallApiPw``), snake case (``conviva_customer_key``,
``flowplayer_api_key``, ``flussonic_edit_pw``, ``omny_org_token``, ``ooyala_api_secret``,
``rumble_stream_key``, ``uscreen_publisher_key``, ``letterboxd_api_secret``,
``odysee_auth_token``, ``liveramp_client_secret``, ``innovid_api_token``,
``channable_bearer``, ``rithum_shared_secret``, ``cratejoy_client_secret``,
``xcart_rest_key``), kebab case (``instacart-idp-key``, ``ubereats-client-secret``,
``cafebazaar-client-secret``, ``onestore-client-secret``, ``flathub-upload-token``), upper
snake (``LIVESTREAM_API_KEY``, ``FEEDONOMICS_X_API_KEY``, ``OROCOMMERCE_WSSE_KEY``),
abbreviations (``lstnKey``, ``rstrmSec``, ``ovsxTok``) and set 55's languages' words in ASCII
(Sakha ``kistelenTyl``, Buryat ``nyuusaUge``, Tuvan ``chazhytSos``, Bashkir ``sersuz``,
Chuvash ``vartanSamakh``, Kalmyk ``kalmykNuutsUgin``, Karachay-Balkar ``dzhashyrynSoz``,
Chechen ``kayladosh``, Ossetian ``susaegDzyrd``, Veps ``vepsPeitsanad``, Uyghur
``imParoli``, Karelian ``salasana_kodi``, a Sakha ``parolSakha`` and Dungan ``mimaDungan``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
cdn77BearerTok ¦ {s} ¦ A64 ¦ purge of resource 41872 queued
fastpixSecretKey ¦ {s} ¦ A48 ¦ asset 'keynote-2026' is still encoding
iframelyApiKey ¦ {s} ¦ h32 ¦ no embed found for https://vimeo.com/76979871
listenApiKey ¦ {s} ¦ h32 ¦ podcast 'Frozen North' has 212 episodes
omeSignedPolicyKey ¦ {s} ¦ A32 ¦ stream 'app/main' has 3 viewers
restreamClientSecret ¦ {s} ¦ h40 ¦ channel 'YouTube main' is offline
xirsysIdentSecret ¦ {s} ¦ uuid ¦ channel 'meetings' has 2 TURN servers
okAppSecretKey ¦ {s} ¦ H24 ¦ group 52223116181643 has 18,204 members
okSessionTok ¦ tkn1{s} ¦ A51 ¦ post scheduled for 19:30 MSK
untappdClientSecret ¦ {s} ¦ H40 ¦ beer 16630 rated 3.92 by 4,118 users
cjPersonalToken ¦ {s} ¦ l26 ¦ 14 commissions found for last week
fpromoterApiKey ¦ {s} ¦ h32 ¦ promoter 'ana-fit' has 7 referrals
impactAuthToken ¦ {s} ¦ A32 ¦ campaign 12871 is paused
cscartApiKey ¦ {s} ¦ A32 ¦ order 10442 is 'processed'
clayerClientSecret ¦ {s} ¦ u43 ¦ market 'EU' has 3 price lists
checSecretKey ¦ sk_{s} ¦ h49 ¦ product 'Parka XL' is out of stock
foxyRefreshTok ¦ {s} ¦ h40 ¦ store 8831 has 2 pending subscriptions
orderdeskApiKey ¦ {s} ¦ A40 ¦ folder 'Ready to ship' holds 31 orders
unleashedApiKey ¦ {s} ¦ b88 ¦ warehouse 'YKS-1' stock synced
cwsRefreshToken ¦ 1//0{s} ¦ u60 ¦ extension ecnglinljpjkbgmdpeiglonddahpbkeb is in review
amoJwtSecret ¦ {s} ¦ h64 ¦ add-on 'acme-tabs' version 3.2.1 signed
questAppSecret ¦ {s} ¦ h32 ¦ build 214 uploaded to ALPHA
ovsxPat ¦ {s} ¦ uuid ¦ namespace 'acme' owns 4 extensions
rustorePrivKey ¦ MIIEv{s} ¦ b80 ¦ version 118234 sent to moderation
fdroidKeystorePass ¦ {s} ¦ p ¦ repo index updated (42 apps)
lionTokenSecret ¦ {s} ¦ h32 ¦ customer 88213 has 1,250 points
leaddynoPrivKey ¦ {s} ¦ h40 ¦ affiliate 'nordic-runs' approved
uspLicenseKey ¦ {s} ¦ b76 ¦ manifest oceans.ism written
lengowApiSecret ¦ {s} ¦ h32 ¦ feed 'Google Shopping' exported 3,904 items
fourthwallApiPw ¦ {s} ¦ A24 ¦ order ord_8Xk2 shipped
conviva_customer_key ¦ {s} ¦ h40 ¦ session 'live-eu' reported 0.4% rebuffering
flowplayer_api_key ¦ {s} ¦ uuid ¦ video 'onboarding' has 3 renditions
flussonic_edit_pw ¦ {s} ¦ p ¦ stream 'cam-gate' is recording
omny_org_token ¦ {s} ¦ A44 ¦ clip 'Episode 88' published
ooyala_api_secret ¦ {s} ¦ A40 ¦ asset 'trailer-4k' has 6 labels
rumble_stream_key ¦ {s} ¦ l40 ¦ live stream scheduled for Saturday
uscreen_publisher_key ¦ {s} ¦ A32 ¦ 318 subscribers renewed today
letterboxd_api_secret ¦ {s} ¦ h64 ¦ list 'Arctic cinema' has 40 films
odysee_auth_token ¦ {s} ¦ A32 ¦ channel '@frozennorth' has 2,114 followers
liveramp_client_secret ¦ {s} ¦ A48 ¦ segment 'lapsed buyers' refreshed
innovid_api_token ¦ {s} ¦ h48 ¦ report for 2026-12-05 is ready
channable_bearer ¦ {s} ¦ A40 ¦ project 'marketplaces' has 12 rules
rithum_shared_secret ¦ {s} ¦ u22 ¦ 48 listings synced to marketplaces
cratejoy_client_secret ¦ {s} ¦ A30 ¦ box 'Winter tea' ships on the 15th
xcart_rest_key ¦ {s} ¦ A32 ¦ product 15 price updated
instacart-idp-key ¦ keys.{s} ¦ u43 ¦ shopping list link created
ubereats-client-secret ¦ {s} ¦ u40 ¦ store 'Yakutsk Deli' is accepting orders
cafebazaar-client-secret ¦ {s} ¦ A40 ¦ app ir.acme.app has 1,203 reviews
onestore-client-secret ¦ {s} ¦ b44 ¦ purchase token verified
flathub-upload-token ¦ {s} ¦ u120 ¦ build 88 published to stable
LIVESTREAM_API_KEY ¦ {s} ¦ h32 ¦ event 27114 starts in 2 hours
FEEDONOMICS_X_API_KEY ¦ {s} ¦ h40 ¦ export 'Meta catalog' finished
OROCOMMERCE_WSSE_KEY ¦ {s} ¦ h40 ¦ price list 'B2B' has 918 rows
lstnKey ¦ {s} ¦ h32 ¦ 12 new episodes found
rstrmSec ¦ {s} ¦ h40 ¦ 3 destinations connected
ovsxTok ¦ {s} ¦ uuid ¦ extension acme-lint 1.4.0 is live
kistelenTyl ¦ {s} ¦ p ¦ дьиэ-уот 'Дьокуускай-2' аһылынна
nyuusaUge ¦ {s} ¦ p ¦ hэлбэри 'Улаан-Үдэ' нээгдэбэ
chazhytSos ¦ {s} ¦ p ¦ склад 'Кызыл-1' ажыттынган
sersuz ¦ {s} ¦ p ¦ склад 'Өфө-3' асылды
vartanSamakh ¦ {s} ¦ w4 ¦ склад 'Шупашкар' уçăлнă
kalmykNuutsUgin ¦ {s} ¦ rc ¦ склад 'Элст' секгдв
dzhashyrynSoz ¦ {s} ¦ p ¦ склад 'Нальчик' ачылды
kayladosh ¦ {s} ¦ p ¦ склад 'Соьлжа-ГIала' схьабиллина
susaegDzyrd ¦ {s} ¦ p ¦ склад 'Дзæуджыхъæу' байгом
vepsPeitsanad ¦ {s} ¦ p ¦ varaait 'Šoutjärv' avaitud
imParoli ¦ {s} ¦ pin ¦ ئامبار 'غۇلجا' ئېچىلدى
salasana_kodi ¦ {s} ¦ w5 ¦ varasto 'Aunus' on avattu
parolSakha ¦ {s} ¦ uuid ¦ сервер 'Мирнэй' үлэлиир
mimaDungan ¦ {s} ¦ pin ¦ кўфон 'Мачин' кэ кэлэ
"""

_WORDS = [
    "kolyma",
    "aldan",
    "vilyuy",
    "anabar",
    "olenyok",
    "indigirka",
    "yana",
    "lena",
    "amga",
    "tunguska",
    "taz",
    "pur",
    "khatanga",
    "popigai",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
