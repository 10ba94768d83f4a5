"""Held-out set 58: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for (case-insensitive) in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; seven matched (``ijambobanga``,
``okwuntughe``, ``kalmar_sirri``, ``jecha_icciitii``, ``tenimiafina``, ``baatuJall``,
``wagwoordfrase``) and were lengthened until none did. Names in many styles: camel case for set
58's vendors (``cloudnsAuthPassword``, ``constellixSecretKey``, ``freeclimbApiKey``,
``transipBearerJwt``, ``qbAuthSecret``, ``oscSecretKey`` ...), snake case
(``qy_secret_access_key_override``, ``leafcloud_app_cred_secret``, ``firetext_apikey`` ...),
kebab case (``cellcast-appkey``, ``lleida-sms-pass``, ``wasmer-edge-token`` ...), upper snake
(``CLOUDSIGMA_BASIC_PW``, ``IPV64_DOMAIN_UPDATE_KEY`` ...), abbreviations (``ccAppSecret``,
``ipmiPw``, ``wseiPublishPw``), African languages' words in ASCII (Kinyarwanda
``ijambobangaRyanjye``, ``umubare_wibanga``, Igbo ``okwuntugheOhuru``, Hausa
``kalmarSirrinkaSabuwa``, Swahili ``nenosiriMpya``, ``msimboWaKurejesha``, Zulu
``iphasiwedi-entsha``, Yoruba ``oro-asina``, Oromo ``jechaIcciitiiKeeHaaraa``, Somali
``furaha_sirta``, Malagasy ``tenimiafinaVaovao``, Nyanja ``mawuAchinsinsi``, Haya
``ekigambo_kyebanga``, Northern Sotho ``phasewete_ya_gago``, Wolof ``baatu_jall_bu_bees``,
Afrikaans ``wagwoordfraseNuut``) and browser-agent fields (``devtoolsEvalToken``,
``midsceneInputValue``, ``wdioCloudKey``, ``chromedriverCookieVal``, ``crawl4aiProxyPw``,
``agentBrowserHeaderAuth``, ``capsolverClientKey``, ``bsAccessKey``, ``gologinBearer``,
``mlxAutomationTok``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
cloudnsAuthPassword ¦ {s} ¦ p ¦ ClouDNS: Invalid authentication
constellixSecretKey ¦ {s} ¦ uuid ¦ Constellix: 401 Unauthorized
freeclimbApiKey ¦ {s} ¦ h40 ¦ FreeClimb: 401 Unauthorized
telerivetApiKey ¦ {s} ¦ A32 ¦ Telerivet: Invalid API key
transipBearerJwt ¦ {s} ¦ u96 ¦ TransIP: access token revoked
inwxPass ¦ {s} ¦ p ¦ INWX: code 2200 Authentication error
xoxzoAuthToken ¦ {s} ¦ h32 ¦ Xoxzo: Invalid username/password
qbAuthSecret ¦ {s} ¦ A20 ¦ QuickBlox: 401 Unauthorized
infobloxWapiPw ¦ {s} ¦ p ¦ Infoblox: 401 Authorization Required
oscSecretKey ¦ {s} ¦ U40 ¦ Outscale: AuthFailure
qy_secret_access_key_override ¦ {s} ¦ A40 ¦ QingCloud: signature not matched
whispir_api_key_hdr ¦ {s} ¦ A24 ¦ Whispir: 403 Forbidden
lunanode_api_key_128 ¦ {s} ¦ A64 ¦ LunaNode: API key rejected
one_auth_session ¦ oneadmin:{s} ¦ p ¦ OpenNebula: User couldn't be authenticated
leafcloud_app_cred_secret ¦ {s} ¦ u86 ¦ Keystone: 401 The request you have made requires authentication
firetext_apikey ¦ {s} ¦ A40 ¦ FireText: Unauthorised
linkmobility_partner_pw ¦ {s} ¦ p ¦ LINK Mobility: 401 Unauthorized
cellcast-appkey ¦ CELLCAST{s} ¦ h32 ¦ Cellcast: Invalid APPKEY
lleida-sms-pass ¦ {s} ¦ p ¦ Lleida.net: REJDNOK
callfire-api-pass ¦ {s} ¦ h32 ¦ CallFire: 401 Unauthorized
wasmer-edge-token ¦ {s} ¦ A40 ¦ Wasmer: invalid token
webdock-bearer ¦ Bearer {s} ¦ A64 ¦ Webdock: 401
CLOUDSIGMA_BASIC_PW ¦ {s} ¦ p ¦ CloudSigma: Authorization failed
INTELEPEER_SF_TOKEN ¦ {s} ¦ u48 ¦ IntelePeer: 401
IPV64_DOMAIN_UPDATE_KEY ¦ {s} ¦ l32 ¦ IPv64: badauth
TRUMPIA_X_APIKEY ¦ {s} ¦ h32 ¦ Trumpia: MPCE4001
cdnwPurgePw ¦ {s} ¦ A32 ¦ CDNetworks: AuthFailure
ccAppSecret ¦ {s} ¦ h40 ¦ CloudCone: App-Secret rejected
ipmiPw ¦ {s} ¦ p ¦ IPMI: Unable to establish session
lsBucketSecret ¦ {s} ¦ b40 ¦ Lightsail: SignatureDoesNotMatch
telecmiSecret ¦ {s} ¦ uuid ¦ TeleCMI: Invalid appid or secret
xelionAuthTok ¦ {s} ¦ h64 ¦ Xelion: 401
sipDigestPw ¦ {s} ¦ p ¦ PJSIP: 401 Unauthorized (REGISTER)
wseiPublishPw ¦ {s} ¦ p ¦ Wowza: publish rejected
ijambobangaRyanjye ¦ {s} ¦ p ¦ Kinyarwanda portal: login failed
umubare_wibanga ¦ {s} ¦ pin ¦ mobile money: wrong PIN
okwuntugheOhuru ¦ {s} ¦ p ¦ Igbo portal: login failed
kalmarSirrinkaSabuwa ¦ {s} ¦ p ¦ Hausa portal: login failed
nenosiriMpya ¦ {s} ¦ p ¦ Swahili portal: reset failed
msimboWaKurejesha ¦ {s} ¦ rc ¦ Swahili portal: recovery failed
iphasiwedi-entsha ¦ {s} ¦ p ¦ Zulu portal: change failed
oro-asina ¦ {s} ¦ p ¦ Yoruba portal: login failed
jechaIcciitiiKeeHaaraa ¦ {s} ¦ p ¦ Oromo portal: login failed
furaha_sirta ¦ {s} ¦ p ¦ Somali portal: login failed
tenimiafinaVaovao ¦ {s} ¦ p ¦ Malagasy portal: login failed
mawuAchinsinsi ¦ {s} ¦ w5 ¦ Nyanja portal: passphrase rejected
ekigambo_kyebanga ¦ {s} ¦ w4 ¦ Haya portal: passphrase rejected
phasewete_ya_gago ¦ {s} ¦ p ¦ Sepedi portal: login failed
baatu_jall_bu_bees ¦ {s} ¦ p ¦ Wolof portal: login failed
wagwoordfraseNuut ¦ {s} ¦ w5 ¦ Afrikaans portal: passphrase rejected
devtoolsEvalToken ¦ {s} ¦ u43 ¦ evaluate_script failed: page closed
midsceneInputValue ¦ {s} ¦ p ¦ aiInput failed: element not found
wdioCloudKey ¦ {s} ¦ A20 ¦ wdio: could not connect to hub
chromedriverCookieVal ¦ {s} ¦ h64 ¦ chromedriver: invalid cookie domain
crawl4aiProxyPw ¦ {s} ¦ p ¦ crawl4ai: proxy authentication required
agentBrowserHeaderAuth ¦ Bearer {s} ¦ u43 ¦ agent-browser: navigation failed
capsolverClientKey ¦ CAP-{s} ¦ H32 ¦ CapSolver: ERROR_KEY_DENIED_ACCESS
bsAccessKey ¦ {s} ¦ A20 ¦ BrowserStack: 401
gologinBearer ¦ {s} ¦ u120 ¦ GoLogin: 401
mlxAutomationTok ¦ {s} ¦ u88 ¦ Multilogin: token expired
"""

_WORDS = [
    "kilimanjaro",
    "zambezi",
    "okavango",
    "sahara",
    "kalahari",
    "serengeti",
    "limpopo",
    "drakensberg",
    "namib",
    "rwenzori",
    "tanganyika",
    "victoria",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
