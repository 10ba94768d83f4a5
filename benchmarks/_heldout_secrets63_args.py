"""Held-out set 63: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 63's
vendors and tools (``adsDevToken``, ``lwaRefreshTok``, ``msadsAuthTok``, ``mpServerSecret``,
``ga4ApiSecret``, ``smilePrivKey``, ``dubWorkspaceKey``, ``shortioSk``, ``mcAuthHeader``,
``talonMgmtKey``, ``sentryUserTok``, ``glsaToken``, ``pdRoutingKey``, ``genieKeyValue``),
snake case (``sailthru_sig_secret``, ``pardot_bearer``, ``ctct_client_secret``,
``eloqua_basic_pw``, ``responsys_auth_token``, ``acoustic_refresh``, ``sprout_api_tok``,
``loki_basic_pw``, ``es_api_key_value``, ``otlp_header_api_key``), kebab case
(``drip-api-token``, ``sharpspring-secret``, ``ometria-auth``, ``friendbuy-secret``,
``k9s-plugin-token``, ``promtail-push-pw``), upper snake (``METRICOOL_USER_TOKEN``,
``AIRBRIDGE_API_TOKEN``, ``REPLYIO_KEY``, ``MOLTIN_CLIENT_SECRET``, ``DD_APPKEY_RO``,
``GF_ADMIN_PW``) and set 63's languages' words in ASCII (Polish ``hasloTymczasowe`` and
``kluczApiSklepu``, Czech ``obnovovaciKod``, Hungarian ``jelszoUj`` and ``helyreallitasiKod``,
Romanian ``parolaNoua``, Turkish ``yeniSifre`` and ``apiAnahtari``, Azerbaijani
``berpa_kodu``, Kazakh ``qupiasoz_jana``, Uzbek ``tiklash_kodi``, Tatar ``yana_sersuz``,
Kyrgyz ``syrsoz_jany``, Turkmen ``acar_soz``, Lithuanian ``slaptazodis_laikinas``, Latvian
``vienreizeja_parole``, Ukrainian ``kodVidnovlennia``, Polish ``frazaOdzyskiwania`` and Croatian ``tajnaFraza`` (recovery phrases), Bulgarian ``parola_za_vhod``, Serbian
``lozinkaNova``, Slovene ``novoGeslo``, Crimean Tatar ``yanyParol``, Polish ``kod_PIN_karty``, Uzbek ``kalitMaxfiy``), and dotted
and Pascal-case names (``x.mc.auth``, ``ApiSecretGA4``, ``CampaignMonitorKey``,
``snap_refresh``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["bazaar", "caravan", "danube", "elbrus", "kumis", "lynx", "pamir", "tatra", "volga"]

_ROWS = r"""
adsDevToken ¦ {s} ¦ u22 ¦ google ads: customer not enabled
lwaRefreshTok ¦ Atzr|IwEB{s} ¦ u160 ¦ amazon ads: profile 3194485092155114 not found
msadsAuthTok ¦ {s} ¦ u200 ¦ bing ads: CampaignService fault 105
mpServerSecret ¦ {s} ¦ u64 ¦ mparticle: batch rejected (schema)
ga4ApiSecret ¦ {s} ¦ u22 ¦ ga4: event name reserved
smilePrivKey ¦ api_{s} ¦ A20 ¦ smile: customer not found
dubWorkspaceKey ¦ dub_{s} ¦ A24 ¦ dub: domain not verified
shortioSk ¦ sk_{s} ¦ A24 ¦ short.io: slug already taken
mcAuthHeader ¦ {s} ¦ U40 ¦ metricool: brand 2941188 not linked
talonMgmtKey ¦ ManagementKey-v1 {s} ¦ h64 ¦ talon.one: application 41 not found
sentryUserTok ¦ sntryu_{s} ¦ h64 ¦ sentry: organization slug not found
glsaToken ¦ glsa_{s}_5c1e9a0b ¦ A32 ¦ grafana: dashboard uid not found
pdRoutingKey ¦ {s} ¦ h32 ¦ pagerduty: service disabled
genieKeyValue ¦ GenieKey {s} ¦ uuid ¦ opsgenie: team not found
sailthru_sig_secret ¦ {s} ¦ h32 ¦ sailthru: template not found
pardot_bearer ¦ {s} ¦ u112 ¦ pardot: prospect 8812 not found
ctct_client_secret ¦ {s} ¦ u22 ¦ constant contact: list not found
eloqua_basic_pw ¦ {s} ¦ p ¦ eloqua: site not found
responsys_auth_token ¦ {s} ¦ u110 ¦ responsys: folder not found
acoustic_refresh ¦ r{s} ¦ u40 ¦ acoustic: database 811203 locked
sprout_api_tok ¦ {s} ¦ A44 ¦ sprout: profile not in customer 1837462
loki_basic_pw ¦ {s} ¦ A40 ¦ loki: query timed out after 30s
es_api_key_value ¦ {s} ¦ u22 ¦ elasticsearch: index_not_found_exception
otlp_header_api_key ¦ api-key={s} ¦ h32 ¦ otlp exporter: 404 on /v1/traces
drip-api-token ¦ {s} ¦ h32 ¦ drip: subscriber not found
sharpspring-secret ¦ {s} ¦ H32 ¦ sharpspring: method not allowed
ometria-auth ¦ {s} ¦ h40 ¦ ometria: collection id unknown
friendbuy-secret ¦ {s} ¦ u48 ¦ friendbuy: campaign ended
k9s-plugin-token ¦ {s} ¦ A40 ¦ k9s: plugin exited 1
promtail-push-pw ¦ {s} ¦ p ¦ promtail: positions file locked
METRICOOL_USER_TOKEN ¦ {s} ¦ U48 ¦ metricool: network not connected
AIRBRIDGE_API_TOKEN ¦ {s} ¦ h32 ¦ airbridge: report still processing
REPLYIO_KEY ¦ {s} ¦ A24 ¦ reply: sequence paused
MOLTIN_CLIENT_SECRET ¦ {s} ¦ A40 ¦ moltin: product not found
DD_APPKEY_RO ¦ {s} ¦ h40 ¦ datadog: monitor 88231 not found
GF_ADMIN_PW ¦ {s} ¦ p ¦ grafana: datasource proxy error
hasloTymczasowe ¦ {s} ¦ p ¦ nie udało się wysłać wiadomości powitalnej
kluczApiSklepu ¦ {s} ¦ A40 ¦ sklep: produkt niedostępny
obnovovaciKod ¦ {s} ¦ rc ¦ účet je zablokován
jelszoUj ¦ {s} ¦ p ¦ a szolgáltatás nem érhető el
helyreallitasiKod ¦ {s} ¦ rc ¦ a fiók zárolva van
parolaNoua ¦ {s} ¦ p ¦ serviciul nu este disponibil
yeniSifre ¦ {s} ¦ p ¦ hizmet şu anda kullanılamıyor
apiAnahtari ¦ {s} ¦ A40 ¦ mağaza bulunamadı
berpa_kodu ¦ {s} ¦ rc ¦ hesab bloklanıb
qupiasoz_jana ¦ {s} ¦ p ¦ qyzmet qoljetimsiz
tiklash_kodi ¦ {s} ¦ rc ¦ hisob bloklangan
yana_sersuz ¦ {s} ¦ p ¦ xezmät eşlämi
syrsoz_jany ¦ {s} ¦ p ¦ kyzmat jetkiliktüü emes
acar_soz ¦ {s} ¦ p ¦ hyzmat elýeterli däl
slaptazodis_laikinas ¦ {s} ¦ p ¦ paslauga nepasiekiama
vienreizeja_parole ¦ {s} ¦ pin ¦ pakalpojums nav pieejams
kodVidnovlennia ¦ {s} ¦ rc ¦ обліковий запис заблоковано
parola_za_vhod ¦ {s} ¦ p ¦ услугата не е достъпна
lozinkaNova ¦ {s} ¦ p ¦ услуга није доступна
novoGeslo ¦ {s} ¦ p ¦ storitev ni na voljo
yanyParol ¦ {s} ¦ p ¦ hızmet qullanılmay
frazaOdzyskiwania ¦ {s} ¦ w5 ¦ portfel niezsynchronizowany
tajnaFraza ¦ {s} ¦ w4 ¦ novčanik nije sinkroniziran
x.mc.auth ¦ {s} ¦ U40 ¦ scheduler: post rejected by network
ApiSecretGA4 ¦ {s} ¦ u22 ¦ collect: 204 but no events recorded
snap_refresh ¦ hCgw{s} ¦ u120 ¦ snap: ad account paused
CampaignMonitorKey ¦ {s} ¦ b64 ¦ createsend: list has no custom fields
kod_PIN_karty ¦ {s} ¦ pin ¦ karta zablokowana
kalitMaxfiy ¦ {s} ¦ A40 ¦ xizmat vaqtincha mavjud emas
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
