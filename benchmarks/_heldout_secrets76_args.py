"""Held-out set 76: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; ``sisma_zmanit`` and ``awalUffir`` did and were
renamed ``sismaLeshimushEhad`` and ``awal-uffir-amaynut``). Names in many styles: camel case
for set 76's searched vendors (``cfAccessClientSecret``, ``ziaCloudApiKey``,
``pingoneWorkerSecret``, ``xdrStandardKey``, ``zitiEnrollJwt`` and others), snake case for
more vendors (``mullvad_account_number``, ``cone_client_secret``, ``runzero_export_token``,
``umbrella_api_secret``), kebab case (``defguard-enrollment-token``, ``ejbca-enrollment-code``,
``airvpn-wg-private-key``, ``saviynt-rest-password``), upper snake for chat-ops bots
(``SLACK_SLASH_VERIFICATION``, ``DISCORD_INTERACTION_TOKEN``, ``TELEGRAM_WEBHOOK_SECRET``,
``MATRIX_AS_TOKEN``, ``DINGTALK_ROBOT_SECRET``, ``FEISHU_APP_SECRET``, ``WEBEX_BOT_TOKEN``,
``ROCKETCHAT_AUTH_TOKEN``) and set 76's languages' words in ASCII (Hebrew
``sismaLeshimushEhad``, ``mafteach_api``; Sorani ``wshayNheni``; Kurmanji ``sifreyaDemki``;
Pashto ``patnum_nawe``; Dari ``ramzUbur``; Tamazight ``awal_n_uzray``, ``awal-uffir-amaynut``,
``ajitun_unekcum``; Darija ``lmotdepasse_dyalk``; Egyptian ``elPasswordBta3ak``; Tunisian
``elCodeMte3ek``; Algerian ``leCodeTa3k``; Turkish ``parolaGecici``, ``kurtarmaIbaresi``,
``dogrulamaKodu``; Syriac ``milta_draza``; Ottoman ``sifre_osmanli``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
cfAccessClientSecret ¦ {s} ¦ h64 ¦ Access denied: policy "ci-only" did not match
ziaCloudApiKey ¦ {s} ¦ A12 ¦ ZIA: activation pending
pingoneWorkerSecret ¦ {s} ¦ u64 ¦ PingOne: population not found
sailpointPatSecret ¦ {s} ¦ h64 ¦ ISC: source aggregation still running
sysdigSecureToken ¦ {s} ¦ uuid ¦ sysdig: image not scanned yet
xdrStandardKey ¦ {s} ¦ A128 ¦ XDR: incident 4412 already resolved
pdcpApiKey ¦ {s} ¦ uuid ¦ nuclei: template not found
sekoiaApiKey ¦ {s} ¦ A64 ¦ sekoia: intake not found
corbadoApiSecret ¦ corbado1_{s} ¦ A30 ¦ corbado: user has no passkeys
contrastServiceKey ¦ {s} ¦ U16 ¦ contrast: application not onboarded
endorApiSecret ¦ {s} ¦ A40 ¦ endor: namespace not found
mandiantApiSecret ¦ {s} ¦ h64 ¦ mandiant: indicator not found
anyrunApiKey ¦ {s} ¦ A32 ¦ any.run: task queue full
fofaKey ¦ {s} ¦ h32 ¦ fofa: query syntax error
spurContextToken ¦ {s} ¦ A30 ¦ spur: ip not in dataset
shadowserverSecret ¦ {s} ¦ A24 ¦ shadowserver: no reports for date
zitiEnrollJwt ¦ {s} ¦ u140 ¦ ziti: identity already enrolled
loginradiusApiSecret ¦ {s} ¦ uuid ¦ loginradius: email not verified
pmpAuthtoken ¦ {s} ¦ uuid ¦ PMP: resource 3001 not shared with user
gravityzoneApiKey ¦ {s} ¦ h64 ¦ gravityzone: endpoint offline
mullvad_account_number ¦ {s} ¦ d16 ¦ mullvad: relay unavailable
cone_client_secret ¦ secret-token:conductorone.com:{s} ¦ u86 ¦ cone: entitlement not requestable
britive_api_token ¦ {s} ¦ A48 ¦ britive: profile checkout pending approval
runzero_export_token ¦ XT{s} ¦ H32 ¦ runzero: site not found
enclave_enrolment_key ¦ {s} ¦ U25 ¦ enclave: tag policy denies traffic
uptycs_api_secret ¦ {s} ¦ h64 ¦ uptycs: query timed out
veza_api_key ¦ {s} ¦ b64 ¦ veza: provider sync failed
expel_apikey ¦ {s} ¦ uuid ¦ expel: investigation closed
redcanary_api_key ¦ {s} ¦ h40 ¦ red canary: detection not found
vectra_api_token ¦ {s} ¦ h40 ¦ vectra: host not found
umbrella_api_secret ¦ {s} ¦ h32 ¦ umbrella: destination list full
defguard-enrollment-token ¦ {s} ¦ A32 ¦ defguard: user already enrolled
ejbca-enrollment-code ¦ {s} ¦ A20 ¦ ejbca: certificate profile not allowed
hoop-agent-key ¦ {s} ¦ u48 ¦ hoop: connection not found
nordvpn-access-token ¦ {s} ¦ h64 ¦ nordvpn: no servers in group
ivpn-account-id ¦ i-{s} ¦ U12 ¦ ivpn: device limit reached
airvpn-wg-private-key ¦ {s}= ¦ b43 ¦ airvpn: key not authorized
securden-authtoken ¦ {s} ¦ A32 ¦ securden: account locked by another user
saviynt-rest-password ¦ {s} ¦ p ¦ saviynt: connection test failed
SLACK_SLASH_VERIFICATION ¦ {s} ¦ A24 ¦ slash command timed out (3 s)
DISCORD_INTERACTION_TOKEN ¦ {s} ¦ u180 ¦ interaction already acknowledged
TELEGRAM_WEBHOOK_SECRET ¦ {s} ¦ u64 ¦ telegram: chat not found
MATRIX_AS_TOKEN ¦ {s} ¦ A64 ¦ matrix: room alias in use
DINGTALK_ROBOT_SECRET ¦ SEC{s} ¦ h64 ¦ dingtalk: keywords not matched
FEISHU_APP_SECRET ¦ {s} ¦ A32 ¦ feishu: chat not in app scope
WEBEX_BOT_TOKEN ¦ {s} ¦ A64 ¦ webex: room not found
ROCKETCHAT_AUTH_TOKEN ¦ {s} ¦ u43 ¦ rocket.chat: channel archived
sismaLeshimushEhad ¦ {s} ¦ p ¦ השירות אינו זמין כעת
mafteach_api ¦ {s} ¦ A40 ¦ הפרויקט לא נמצא
wshayNheni ¦ {s} ¦ p ¦ خزمەتگوزاری بەردەست نییە
sifreyaDemki ¦ {s} ¦ p ¦ xizmet niha ne amade ye
patnum_nawe ¦ {s} ¦ p ¦ خدمت اوس شتون نه لري
ramzUbur ¦ {s} ¦ p ¦ سرویس در دسترس نیست
awal_n_uzray ¦ {s} ¦ p ¦ ⵜⴰⵎⵙⵙⵓⵔⵜ ⵓⵔ ⵜⵍⵍⵉ
awal-uffir-amaynut ¦ {s} ¦ p ¦ ameẓlu ulac-it
ajitun_unekcum ¦ {s} ¦ A40 ¦ tuccḍa deg unekcum
lmotdepasse_dyalk ¦ {s} ¦ p ¦ service ma khdamch daba
elPasswordBta3ak ¦ {s} ¦ p ¦ el service wa2ef dilwa2ty
elCodeMte3ek ¦ {s} ¦ pin ¦ el service ma5dmch tawa
leCodeTa3k ¦ {s} ¦ pin ¦ service rah habes
parolaGecici ¦ {s} ¦ p ¦ hizmet şu anda kullanılamıyor
kurtarmaIbaresi ¦ {s} ¦ w5 ¦ cüzdan senkronize değil
dogrulamaKodu ¦ {s} ¦ pin ¦ kod süresi doldu
milta_draza ¦ {s} ¦ p ¦ ܬܫܡܫܬܐ ܠܝܬ
sifre_osmanli ¦ {s} ¦ p ¦ خدمت موجود دکل
"""

_WORDS = [
    "acacia",
    "barbary",
    "caracal",
    "date",
    "garnet",
    "gazelle",
    "hoopoe",
    "lapis",
    "mint",
    "nile",
    "onyx",
    "papyrus",
    "quince",
    "sirocco",
    "turquoise",
    "wadi",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
