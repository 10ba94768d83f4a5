"""Held-out set 62: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; ``anshoBango`` did and was renamed
``anshoBangoEtc``). Names in many styles: camel case for set 62's searched vendors
(``t49Token``, ``vizionApiKey``, ``maerskConsumerKey``, ``kd100Key``, ``onenetAccessKey``,
``cdekSecurePassword``, ``urdbApiKey``, ``solaxTokenId``, ``dimoPrivateKey``, ``semsPwd``,
``hlagClientSecret``, ``thingsMobileToken``, ``torizonCloudSecret`` …), snake case for the
remembered ones (``melhor_envio_bearer``, ``sf_check_word``, ``coupang_secret_key``,
``pochta_access_token`` …), kebab case (``andreani-auth-token``, ``servientrega-pwd``,
``bluelink-pin``, ``fordpass-client-secret`` …), upper snake for charging and energy
(``OCPI_TOKEN_B``, ``GOE_CLOUD_TOKEN``, ``SOLIS_KEY_SECRET``, ``LELY_HORIZON_KEY`` …), the IaC
tools' own (``tofu_registry_token``, ``ansibleBecomePass``, ``pulumiConfigPassphrase``,
``nixNetrcPassword``, ``cachixAuthToken``, ``terrakubePat`` …) and set 62's languages' words in
ASCII (Chinese ``mima_cangku`` and ``tiquma``, Japanese ``pasuwado_soko`` and
``anshoBangoEtc``, Korean ``bibeon_changgo``, Russian ``parol_sklad``, German
``kennwort_lager``, French ``mdp_entrepot``, Spanish ``contrasenaAlmacen``, Portuguese
``senhaGalpao``, Arabic ``kalimatAlsirr``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
t49Token ¦ Token {s} ¦ A32 ¦ terminal49: container not found
vizionApiKey ¦ {s} ¦ h32 ¦ vizion: carrier code unknown
maerskConsumerKey ¦ {s} ¦ A32 ¦ maersk: booking 229775123 not found
maerskClientSecret ¦ {s} ¦ A32 ¦ maersk: token endpoint timed out
kd100Key ¦ {s} ¦ L16 ¦ 快递100: 单号不存在
onenetAccessKey ¦ {s} ¦ b44 ¦ OneNET: device offline
cdekSecurePassword ¦ {s} ¦ A32 ¦ CDEK: tariff not available
urdbApiKey ¦ {s} ¦ A40 ¦ URDB: no rates for eia 14328
wallboxPassword ¦ {s} ¦ p ¦ wallbox: charger locked
zaptecPassword ¦ {s} ¦ p ¦ zaptec: installation not found
myenergiHubKey ¦ {s} ¦ A24 ¦ myenergi: hub not responding
isolarcloudAppkey ¦ {s} ¦ H32 ¦ iSolarCloud: plant not authorized
solaxTokenId ¦ {s} ¦ d20 ¦ SolaX: inverter offline
melcloudPassword ¦ {s} ¦ p ¦ MELCloud: unit unreachable
vicareClientPassword ¦ {s} ¦ p ¦ ViCare: feature not supported
dimoPrivateKey ¦ 0x{s} ¦ h64 ¦ DIMO: vehicle not shared
hmClientSecret ¦ {s} ¦ u43 ¦ high mobility: consent pending
semsPwd ¦ {s} ¦ p ¦ SEMS: station id unknown
hlagClientSecret ¦ {s} ¦ A32 ¦ hapag-lloyd: schedule unavailable
thingsMobileToken ¦ {s} ¦ uuid ¦ things mobile: sim blocked
torizonCloudSecret ¦ {s} ¦ A40 ¦ torizon: fleet not found
melhor_envio_bearer ¦ {s} ¦ u200 ¦ melhor envio: cotação indisponível
skydropx_token ¦ {s} ¦ A24 ¦ skydropx: paquetería no disponible
marketcheck_api_key ¦ {s} ¦ A32 ¦ marketcheck: vin not listed
vinaudit_key ¦ {s} ¦ U16 ¦ vinaudit: report pending
sf_check_word ¦ {s} ¦ A32 ¦ 顺丰: 下单失败
coupang_secret_key ¦ {s} ¦ h40 ¦ 쿠팡: 상품 조회 실패
jdl_app_secret ¦ {s} ¦ h32 ¦ 京东物流: 运单不存在
zto_app_secret ¦ {s} ¦ h32 ¦ 中通: 网点不可达
pochta_access_token ¦ {s} ¦ u32 ¦ Почта России: отправление не найдено
andreani-auth-token ¦ {s} ¦ A60 ¦ andreani: envío no encontrado
chilexpress-subscription-key ¦ {s} ¦ h32 ¦ chilexpress: comuna inválida
servientrega-pwd ¦ {s} ¦ p ¦ servientrega: guía no generada
dat-identity-password ¦ {s} ¦ p ¦ DAT: load board unavailable
pcmiler-api-key ¦ {s} ¦ H32 ¦ PC*MILER: route failed
cartrack-basic-pass ¦ {s} ¦ p ¦ cartrack: vehicle offline
bluelink-pin ¦ {s} ¦ pin ¦ bluelink: remote start refused
fordpass-client-secret ¦ {s} ¦ A40 ¦ fordpass: vehicle asleep
OCPI_TOKEN_B ¦ {s} ¦ uuid ¦ OCPI: versions endpoint 404
GIREVE_OCPI_TOKEN ¦ {s} ¦ A48 ¦ Gireve: party not registered
GOE_CLOUD_TOKEN ¦ {s} ¦ A32 ¦ go-e: charger offline
SOLIS_KEY_SECRET ¦ {s} ¦ h32 ¦ SolisCloud: station list empty
FOXESS_API_TOKEN ¦ {s} ¦ uuid ¦ FoxESS: rate limited
LELY_HORIZON_KEY ¦ {s} ¦ h48 ¦ Lely: robot A5-02 offline
HALTER_API_TOKEN ¦ {s} ¦ A40 ¦ Halter: collar battery low
tofu_registry_token ¦ {s} ¦ A48 ¦ tofu: provider not found in registry
tfTokenRegistryAcme ¦ {s} ¦ A48 ¦ terraform: module version not found
ansibleBecomePass ¦ {s} ¦ p ¦ ansible: host unreachable
ansible_vault_pass_text ¦ {s} ¦ w5 ¦ ansible-vault: decryption failed
pulumiConfigPassphrase ¦ {s} ¦ w4 ¦ pulumi: stack is locked
cdkMasterUserPassword ¦ {s} ¦ p ¦ cdk: stack in UPDATE_ROLLBACK_FAILED
crossplaneProviderCreds ¦ [default]\naws_secret_access_key = {s} ¦ A40 ¦ crossplane: provider not healthy
nixNetrcPassword ¦ {s} ¦ A40 ¦ nix: substituter unreachable
cachixAuthToken ¦ {s} ¦ u120 ¦ cachix: cache not found
terrakubePat ¦ {s} ¦ u96 ¦ terrakube: workspace locked
mima_cangku ¦ {s} ¦ p ¦ 仓库网络不可用
tiquma ¦ {s} ¦ A6 ¦ 链接已失效
pasuwado_soko ¦ {s} ¦ p ¦ 倉庫サーバーに接続できません
anshoBangoEtc ¦ {s} ¦ pin ¦ カードが無効です
bibeon_changgo ¦ {s} ¦ p ¦ 창고 서버 연결 실패
parol_sklad ¦ {s} ¦ p ¦ склад недоступен
kennwort_lager ¦ {s} ¦ p ¦ Lager-Server nicht erreichbar
mdp_entrepot ¦ {s} ¦ p ¦ entrepôt injoignable
contrasenaAlmacen ¦ {s} ¦ p ¦ almacén sin conexión
senhaGalpao ¦ {s} ¦ p ¦ galpão sem conexão
kalimatAlsirr ¦ {s} ¦ p ¦ الخادم غير متاح
"""

_WORDS = [
    "anchor",
    "barge",
    "cargo",
    "depot",
    "freight",
    "granary",
    "lorry",
    "orchard",
    "pasture",
    "pylon",
    "quay",
    "rotor",
    "stevedore",
    "tanker",
    "vineyard",
    "windmill",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
