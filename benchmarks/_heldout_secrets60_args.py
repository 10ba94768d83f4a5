"""Held-out set 60: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``pakasqaSimi``,
``ichtacatlahtolli`` and ``isissutissaq`` did and were renamed). Names in many styles:
camel case for set 60's vendors (``delineaBearer``, ``escAccessTok``, ``onboardbaseScopeToken``,
``beamsSecretKey``, ``pushySecretApiKey``, ``qonversionSk``, ``apphudApiKey``, ``superwallPk``,
``stdbLoginJwt``, ``gjPrivateKey``, ``ngioAesKey``, ``glRunnerTok``, ``bkAgentTok``,
``renovateTok``), snake case (``shorebird_api_key``, ``dsm_app_secret``, ``passwork_refresh``,
``pwstate_list_apikey``, ``glassfy_sdk_key``, ``testfairy_upload_key``, ``ps_auth_key``,
``webengage_rest_key``), kebab case (``ctm-ksctl-password``, ``yubihsm-authkey-pw``,
``nitrokey-so-pin``, ``wallix-x-auth-key``, ``codepush-deployment-key``, ``clave-dinamica``),
upper snake (``PLAYFLOW_API_TOKEN``, ``MCSM_APIKEY``, ``BE_RCON_PASSWORD``, ``ODIN_ACCESS_KEY``,
``TOXMOD_APIKEY``) and set 60's languages' words in ASCII (Brazilian ``senha_provisoria``,
Angolan ``palavraPasseMulticaixa``, Chilean ``claveUnicaTemporal``, Québécois
``nip_guichet`` and ``motDePasseChalet``, Haitian ``modpas_nouvo``, Papiamento
``kontrasenaNobo``, Quechua ``pakasqa_simiy``, Guaraní ``neenemi``, Nahuatl
``ichtacaTlahtolMo``, Rioplatense ``frase_de_recuperacion``, Mozambican
``codigoRecuperacaoMz``, Greenlandic ``nutaaqIsissut``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
delineaBearer ¦ {s} ¦ u64 ¦ Secret Server returned 403 for folder 44
escAccessTok ¦ pul-{s} ¦ h40 ¦ esc env open failed: environment not found
onboardbaseScopeToken ¦ {s} ¦ A48 ¦ onboardbase: scope /srv/api has no project
beamsSecretKey ¦ {s} ¦ H32 ¦ publish rejected: 401
pushySecretApiKey ¦ {s} ¦ h64 ¦ pushy: device token expired
qonversionSk ¦ sk_{s} ¦ A32 ¦ entitlement grant failed: user not found
apphudApiKey ¦ app_{s} ¦ A30 ¦ apphud: paywall not configured
superwallPk ¦ pk_{s} ¦ h48 ¦ superwall: config fetch timed out
stdbLoginJwt ¦ {s} ¦ u110 ¦ spacetime: database not found
gjPrivateKey ¦ {s} ¦ h32 ¦ Game Jolt: signature invalid
ngioAesKey ¦ {s} ¦ b24 ¦ Newgrounds.io: session expired
shorebird_api_key ¦ sb_api_{s} ¦ A40 ¦ shorebird: release not found
dsm_app_secret ¦ {s} ¦ u86 ¦ DSM: group not found
passwork_refresh ¦ {s} ¦ A64 ¦ passwork: vault is locked
pwstate_list_apikey ¦ {s} ¦ h32 ¦ Passwordstate: list 118 not found
glassfy_sdk_key ¦ {s} ¦ h32 ¦ glassfy: offerings empty
testfairy_upload_key ¦ {s} ¦ h40 ¦ testfairy: upload failed (413)
ps_auth_key ¦ {s} ¦ h128 ¦ Password Safe: request pending approval
webengage_rest_key ¦ {s} ¦ uuid ¦ webengage: user not found
ctm-ksctl-password ¦ {s} ¦ p ¦ ksctl: connection refused
yubihsm-authkey-pw ¦ {s} ¦ p ¦ yubihsm: no device found
nitrokey-so-pin ¦ {s} ¦ H16 ¦ sc-hsm-tool: card not present
wallix-x-auth-key ¦ {s} ¦ A64 ¦ bastion: target not found
codepush-deployment-key ¦ {s} ¦ u40 ¦ codepush: no update available
PLAYFLOW_API_TOKEN ¦ {s} ¦ h64 ¦ playflow: region unavailable
MCSM_APIKEY ¦ {s} ¦ h32 ¦ MCSManager: daemon offline
BE_RCON_PASSWORD ¦ {s} ¦ A24 ¦ BattlEye: RCon timed out
ODIN_ACCESS_KEY ¦ {s} ¦ b44 ¦ ODIN: room join failed
TOXMOD_APIKEY ¦ {s} ¦ h48 ¦ ToxMod: region mismatch
glRunnerTok ¦ glrt-{s} ¦ u20 ¦ runner registration failed
bkAgentTok ¦ {s} ¦ h50 ¦ buildkite: cluster not found
renovateTok ¦ {s} ¦ A40 ¦ renovate: repository disabled
senha_provisoria ¦ {s} ¦ p ¦ falha ao enviar e-mail de boas-vindas
palavraPasseMulticaixa ¦ {s} ¦ pin ¦ cartão bloqueado
claveUnicaTemporal ¦ {s} ¦ p ¦ servicio no disponible
clave-dinamica ¦ {s} ¦ pin ¦ transferencia rechazada
nip_guichet ¦ {s} ¦ pin ¦ guichet hors service
motDePasseChalet ¦ {s} ¦ p ¦ routeur injoignable
modpas_nouvo ¦ {s} ¦ p ¦ sèvè a pa disponib
kontrasenaNobo ¦ {s} ¦ p ¦ sistema no ta disponibel
pakasqa_simiy ¦ {s} ¦ p ¦ mana atikunchu
neenemi ¦ {s} ¦ p ¦ ndaikatúi
ichtacaTlahtolMo ¦ {s} ¦ w4 ¦ amo huelitis
frase_de_recuperacion ¦ {s} ¦ w5 ¦ billetera no sincronizada
codigoRecuperacaoMz ¦ {s} ¦ rc ¦ conta suspensa
nutaaqIsissut ¦ {s} ¦ p ¦ attaveqarfik ajorpoq
pushengageSiteKey ¦ {s} ¦ h40 ¦ pushengage: segment not found
appfiguresPat ¦ pat_{s} ¦ A40 ¦ appfigures: product not in account
swrveApiKey ¦ {s} ¦ A20 ¦ swrve: campaign paused
catapush_bearer ¦ {s} ¦ A64 ¦ catapush: recipient unknown
kumulos_secret_key ¦ {s} ¦ b44 ¦ kumulos: install not found
webpushr-auth-token ¦ {s} ¦ h32 ¦ webpushr: no subscribers
aembit-client-secret ¦ {s} ¦ A52 ¦ aembit: trust provider mismatch
keyfactorPw ¦ {s} ¦ p ¦ Keyfactor: orchestrator offline
secrethub_cred ¦ {s} ¦ u156 ¦ secrethub: repo not found
securosysSetupPw ¦ {s} ¦ U30 ¦ primus: partition locked
ibm_kp_apikey ¦ {s} ¦ u44 ¦ key protect: instance not found
senhaseguraClientSecret ¦ {s} ¦ h48 ¦ senhasegura: credential checked out
gravitec_app_secret ¦ {s} ¦ h32 ¦ gravitec: site not verified
umengMasterSecret ¦ {s} ¦ l32 ¦ umeng: device token invalid
purchasely-x-api-key ¦ {s} ¦ uuid ¦ purchasely: no subscription
sensortower_auth_token ¦ {s} ¦ u40 ¦ sensortower: quota exceeded
WINDOWSGSM_RCON_PW ¦ {s} ¦ A20 ¦ WindowsGSM: server stopped
POKI_UPLOAD_TOKEN ¦ {s} ¦ u48 ¦ poki: version exists
bugsplatClientSecret ¦ {s} ¦ A40 ¦ bugsplat: database not found
clave_nauta ¦ {s} ¦ p ¦ portal cautivo no responde
pinMpesaNovo ¦ {s} ¦ pin ¦ transação cancelada
mo_d_pas_kouri_vini ¦ {s} ¦ p ¦ sèrvis-la pa marché
aruJamasata ¦ {s} ¦ w3 ¦ janiw utjkiti
"""

_WORDS = [
    "alpaca",
    "bromeliad",
    "caiman",
    "hoatzin",
    "kinkajou",
    "llama",
    "macaw",
    "margay",
    "oncilla",
    "peccary",
    "piranha",
    "rhea",
    "sloth",
    "tayra",
    "tinamou",
    "viscacha",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
