"""Held-out set 78: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for (as a fixed string,
case-insensitive) in every earlier ``benchmarks/*heldout*`` file; none matched. Names in many
styles: camel case for set 78's vendors (``graviteeApiKey``, ``apisixAdminKey``,
``krakendPartnerKey``, ``galaxyServerToken``, ``forgeUploadToken``, ``artifactHubKeySecret``,
``kellnrCargoToken``, ``pixiPfxToken``, ``treblleSdkToken``, ``bumpDocToken``,
``dnsmeSecretKey``, ``hawkCatcherToken``, ``backtraceSubmitToken``), snake case
(``chartmuseum_basic_pass``, ``vsce_marketplace_pat``, ``jetbrains_perm_token``,
``domeneshop_api_secret``, ``loopia_rpc_password``, ``mythic_api_secret``,
``speakeasy_workspace_key``, ``joker_dmapi_key``, ``moesif_collector_app_id``,
``easydns_user_key``, ``freedns_update_token``), kebab case (``engflow-auth-token``,
``statusio-x-api-key``, ``statusgator-bearer``, ``api7-adc-token``, ``lekko-api-key``,
``staytus-auth-secret``), upper snake (``SHIPYARD_REGISTRY_TOKEN``, ``APIMATIC_AUTH_KEY``,
``STOPLIGHT_CI_TOKEN``, ``REDOCLY_AUTHORIZATION_KEY``, ``ZROK_ACCOUNT_TOKEN``), MCP's own
(``mcpProxyAuthToken``, ``mcp_session_bearer``, ``dcr-client-secret``,
``registrationAccessToken``, ``inspector_session_token``, ``elicitationPin``,
``mcpRefreshTok``), and set 78's languages' words romanized (Chinese ``mimaChongzhi``, ``jiaoyiMima`` and
``lingpai_fangwen``, Japanese ``pasuwaado_shoki``, ``anshoBangou`` and ``kagi_himitsu``, Korean
``bimilbeonho_imsi``, ``bokgu_kodeu`` and ``amhomunguGaein``, Russian ``parol_vremennyi`` and
``kodVosstanovleniya``, German ``kennwortInitial`` and ``zugriffsSchluessel``, French
``motDePasseProvisoire`` and ``jeton_acces_perso``, Spanish ``contrasenaInicial`` and
``frase_semilla``, Portuguese ``senhaTransacao`` and ``palavraPasseInicial``, Arabic
``kalimatMururMuaqqata`` and ``ramz_al_wusul``, Hindi ``guptKunjiNai`` and ``pinSankhyaNaya``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
graviteeApiKey ¦ {s} ¦ uuid ¦ gateway: plan not subscribed
apisixAdminKey ¦ {s} ¦ h32 ¦ apisix: route 42 not found
krakendPartnerKey ¦ {s} ¦ uuid ¦ krakend: endpoint /v1/invoices disabled
galaxyServerToken ¦ {s} ¦ h40 ¦ galaxy: collection acme.netops 2.4.0 already exists
forgeUploadToken ¦ {s} ¦ A64 ¦ forge: module acme-nginx not owned by this account
artifactHubKeySecret ¦ {s} ¦ b44 ¦ artifact hub: repository not found
chartmuseum_basic_pass ¦ {s} ¦ p ¦ chartmuseum: chart acme-web-1.2.0.tgz exists
vsce_marketplace_pat ¦ {s} ¦ l52 ¦ vsce: publisher acme not found
kellnrCargoToken ¦ {s} ¦ A32 ¦ kellnr: crate acme-core 0.9.1 yanked
jetbrains_perm_token ¦ perm:{s} ¦ A30 ¦ marketplace: plugin 21044 pending review
pixiPfxToken ¦ pfx_{s} ¦ u36 ¦ prefix.dev: channel acme-internal is read-only
treblleSdkToken ¦ {s} ¦ A32 ¦ treblle: project Xk3bq0Lr8Yp2Hz1T over quota
bumpDocToken ¦ {s} ¦ A40 ¦ bump: no changes to deploy
dnsmeSecretKey ¦ {s} ¦ uuid ¦ dnsmadeeasy: zone acme.io locked
domeneshop_api_secret ¦ {s} ¦ A64 ¦ domeneshop: record 88142 not found
loopia_rpc_password ¦ {s} ¦ p ¦ loopia: RATE_LIMITED
mythic_api_secret ¦ {s} ¦ u32 ¦ mythic beasts: zone acme.uk not delegated
hawkCatcherToken ¦ {s} ¦ b80 ¦ hawk: project archived
backtraceSubmitToken ¦ {s} ¦ h64 ¦ backtrace: symbol upload pending
speakeasy_workspace_key ¦ {s} ¦ A48 ¦ speakeasy: target acme-python not found
joker_dmapi_key ¦ {s} ¦ A32 ¦ joker: domain acme.eu in transfer
moesif_collector_app_id ¦ {s} ¦ b60 ¦ moesif: batch dropped (413)
easydns_user_key ¦ api{s} ¦ h16 ¦ easydns: sandbox only
freedns_update_token ¦ {s} ¦ b44 ¦ freedns: address has not changed
engflow-auth-token ¦ {s} ¦ u64 ¦ engflow: remote cache unavailable
statusio-x-api-key ¦ {s} ¦ A40 ¦ status.io: component not found
statusgator-bearer ¦ {s} ¦ A40 ¦ statusgator: board acme has no monitors
api7-adc-token ¦ a7ee{s} ¦ h60 ¦ api7: gateway group prod-eu offline
lekko-api-key ¦ lekko_{s} ¦ A40 ¦ lekko: namespace config not found
staytus-auth-secret ¦ {s} ¦ A36 ¦ staytus: issue already resolved
SHIPYARD_REGISTRY_TOKEN ¦ {s} ¦ A40 ¦ shipyard: index out of date
APIMATIC_AUTH_KEY ¦ {s} ¦ b48 ¦ apimatic: validation failed (3 errors)
STOPLIGHT_CI_TOKEN ¦ {s} ¦ A44 ¦ stoplight: branch main protected
REDOCLY_AUTHORIZATION_KEY ¦ {s} ¦ A48 ¦ redocly: destination acme/payments@v2 missing
ZROK_ACCOUNT_TOKEN ¦ {s} ¦ A12 ¦ zrok: environment already enabled
mcpProxyAuthToken ¦ {s} ¦ h64 ¦ inspector: proxy not running
mcp_session_bearer ¦ {s} ¦ u64 ¦ mcp: session 1868a90c expired
dcr-client-secret ¦ {s} ¦ u43 ¦ oauth: redirect_uri mismatch
registrationAccessToken ¦ {s} ¦ u48 ¦ oauth: client dcr_7f3c91ab20e4 not found
inspector_session_token ¦ {s} ¦ h64 ¦ inspector: origin not allowed
elicitationPin ¦ {s} ¦ pin ¦ elicitation declined by user
mcpRefreshTok ¦ {s} ¦ u86 ¦ mcp: authorization server unreachable
mimaChongzhi ¦ {s} ¦ p ¦ 服务暂时不可用
lingpai_fangwen ¦ {s} ¦ A40 ¦ 仓库不存在
pasuwaado_shoki ¦ {s} ¦ p ¦ メールの送信に失敗しました
anshoBangou ¦ {s} ¦ pin ¦ 口座がロックされています
bimilbeonho_imsi ¦ {s} ¦ p ¦ 서버에 연결할 수 없습니다
bokgu_kodeu ¦ {s} ¦ rc ¦ 계정을 찾을 수 없습니다
parol_vremennyi ¦ {s} ¦ p ¦ сервер недоступен
kodVosstanovleniya ¦ {s} ¦ rc ¦ учётная запись заблокирована
kennwortInitial ¦ {s} ¦ p ¦ Verzeichnisdienst nicht erreichbar
zugriffsSchluessel ¦ {s} ¦ A40 ¦ Repository nicht gefunden
motDePasseProvisoire ¦ {s} ¦ p ¦ annuaire injoignable
jeton_acces_perso ¦ {s} ¦ A40 ¦ dépôt introuvable
contrasenaInicial ¦ {s} ¦ p ¦ directorio no disponible
frase_semilla ¦ {s} ¦ w12 ¦ cartera no sincronizada
senhaTransacao ¦ {s} ¦ pin ¦ transação recusada
palavraPasseInicial ¦ {s} ¦ p ¦ servidor de correio indisponível
kalimatMururMuaqqata ¦ {s} ¦ p ¦ الخادم غير متاح
ramz_al_wusul ¦ {s} ¦ A40 ¦ المستودع غير موجود
guptKunjiNai ¦ {s} ¦ A40 ¦ सर्वर उपलब्ध नहीं है
pinSankhyaNaya ¦ {s} ¦ pin ¦ लेन-देन अस्वीकृत
jiaoyiMima ¦ {s} ¦ pin ¦ 交易失败
kagi_himitsu ¦ {s} ¦ A40 ¦ リポジトリが見つかりません
amhomunguGaein ¦ {s} ¦ w6 ¦ 키를 불러올 수 없습니다
"""

_WORDS = [
    "tessellate",
    "quokka",
    "sassafras",
    "gazpacho",
    "zither",
    "wombat",
    "obelisk",
    "nougat",
    "ramekin",
    "whelk",
    "xylem",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
