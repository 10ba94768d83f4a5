"""Held-out set 80: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 80's
vendors (``lancedbApiKey``, ``saladApiKey``, ``langtraceKey``, ``langwatchKey``,
``segmindKey``, ``bentoApiToken``, ``cudoKey``, ``shadeformKey``, ``datacrunchSecret``,
``activeloopJwt``, ``athinaKey``, ``gentraceKey``, ``primeIntellectKey``, ``fishAudioKey``,
``requestyKey``, ``lightningApiKey``, ``ragieKey``, ``visionAgentKey``), snake case
(``soniox_api_key``, ``jarvis_token``, ``epsilla_api_key``, ``kdbai_api_key``, ``log10_token``,
``lamini_key``, ``inferless_secret``, ``modelbit_api_key``), kebab case
(``voltage-park-token``, ``massed-compute-key``, ``tnr-login-token``, ``runhouse-den-token``,
``parasail-key``, ``chutes-key``, ``targon-key``), upper snake (``SPHERON_TOKEN``,
``DSS_API_KEY``, ``V3IO_ACCESS_KEY``, ``EVIDENTLY_TOKEN``, ``SCALE_LIVE_KEY``,
``SUPERVISELY_API_TOKEN``, ``NEETS_KEY``), the mobile tools' words (``keyStorePw``,
``uploadKeyPass``, ``ascAppSpecificPw``, ``fastlaneSession``, ``firebaseCiToken``,
``appCheckDebugToken``, ``easRobotToken``, ``playJsonKeyPem``) and set 80's languages' words in
ASCII or in their scripts (Cantonese ``cantoMatMaSan``, Hokkien ``hokkienBitBeSin`` and ``so_si``, Hakka
``met_ma``, Zhuang ``mizmaj``, Hmong ``loLusZaisTshiab`` and ``yuam_sij``, Okinawan
``pasuwaado_yaibiin``, Jeju ``bimilbeonho_uda``, Korean ``認證番號``, kanbun ``暗號``,
Classical ``密令``, Ainu ``エコㇿパスワード``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
lancedbApiKey ¦ sk_{s} ¦ A40 ¦ lancedb: table 'chunks' not found
saladApiKey ¦ salad_cloud_user_{s} ¦ A48 ¦ salad: container group is stopped
langtraceKey ¦ {s} ¦ h64 ¦ langtrace: project quota exceeded
langwatchKey ¦ sk-lw-{s} ¦ A48 ¦ langwatch: evaluator not configured
segmindKey ¦ SG_{s} ¦ h16 ¦ segmind: model is warming up
bentoApiToken ¦ {s} ¦ l20 ¦ bentocloud: deployment is scaling to zero
cudoKey ¦ {s} ¦ A48 ¦ cudo: no capacity in se-smedjebacken-1
shadeformKey ¦ {s} ¦ h32 ¦ shadeform: instance type unavailable
datacrunchSecret ¦ {s} ¦ A42 ¦ datacrunch: volume still attached
activeloopJwt ¦ eyJhbGciOiJIUzUxMiJ9.{s} ¦ u120 ¦ deeplake: dataset is read-only
athinaKey ¦ {s} ¦ A32 ¦ athina: dataset not found
gentraceKey ¦ gen_api_{s} ¦ A40 ¦ gentrace: pipeline slug unknown
primeIntellectKey ¦ {s} ¦ u48 ¦ prime: pod failed to provision
fishAudioKey ¦ {s} ¦ h32 ¦ fish audio: voice model not found
requestyKey ¦ rqsty-sk-{s} ¦ u64 ¦ requesty: fallback policy exhausted
lightningApiKey ¦ {s} ¦ uuid ¦ lightning: studio is sleeping
ragieKey ¦ tnt_{s} ¦ A40 ¦ ragie: partition does not exist
visionAgentKey ¦ land_sk_{s} ¦ A48 ¦ vision agent: tool timed out
soniox_api_key ¦ {s} ¦ h64 ¦ soniox: unsupported audio format
jarvis_token ¦ {s} ¦ A40 ¦ jarvislabs: instance paused
epsilla_api_key ¦ epsilla-{s} ¦ A32 ¦ epsilla: table schema mismatch
kdbai_api_key ¦ {s} ¦ A30 ¦ kdbai: index not ready
log10_token ¦ {s} ¦ A32 ¦ log10: feedback task closed
lamini_key ¦ {s} ¦ h64 ¦ lamini: tuning job queued
inferless_secret ¦ {s} ¦ h32 ¦ inferless: model import failed
modelbit_api_key ¦ {s} ¦ h64 ¦ modelbit: deployment branch not found
voltage-park-token ¦ {s} ¦ A48 ¦ voltage park: reservation expired
massed-compute-key ¦ {s} ¦ h40 ¦ massed compute: out of stock
tnr-login-token ¦ {s} ¦ A64 ¦ thunder compute: snapshot pending
runhouse-den-token ¦ {s} ¦ h40 ¦ runhouse: cluster unreachable
parasail-key ¦ psk-{s} ¦ A48 ¦ parasail: batch window closed
chutes-key ¦ cpk_{s} ¦ h32 ¦ chutes: chute is cold
targon-key ¦ sn4_{s} ¦ l40 ¦ targon: miner unavailable
SPHERON_TOKEN ¦ {s} ¦ u64 ¦ spheron: lease closed
DSS_API_KEY ¦ {s} ¦ A32 ¦ dataiku: scenario already running
V3IO_ACCESS_KEY ¦ {s} ¦ uuid ¦ iguazio: container not found
EVIDENTLY_TOKEN ¦ dG9rbgH{s} ¦ b60 ¦ evidently: project archived
SCALE_LIVE_KEY ¦ live_{s} ¦ h32 ¦ scale: batch finalized
SUPERVISELY_API_TOKEN ¦ {s} ¦ A128 ¦ supervisely: workspace not found
NEETS_KEY ¦ {s} ¦ h32 ¦ neets: voice not found
keyStorePw ¦ {s} ¦ p ¦ keytool: alias 'upload' does not exist
uploadKeyPass ¦ {s} ¦ p ¦ gradle: signing config incomplete
ascAppSpecificPw ¦ {s} ¦ a16 ¦ altool: bundle version already used
fastlaneSession ¦ {s} ¦ b120 ¦ fastlane: two-factor prompt timed out
firebaseCiToken ¦ 1//0{s} ¦ u100 ¦ firebase: project not linked
appCheckDebugToken ¦ {s} ¦ uuid ¦ app check: app not registered
easRobotToken ¦ {s} ¦ u40 ¦ eas: build queue is full
playJsonKeyPem ¦ MIIEvQIBADANBgkqhkiG9w0BAQEFAASC{s} ¦ b160 ¦ supply: track 'internal' has no releases
cantoMatMaSan ¦ {s} ¦ p ¦ 伺服器而家冇回應
hokkienBitBeSin ¦ {s} ¦ p ¦ hok-bū bô hoan-èng
so_si ¦ {s} ¦ A40 ¦ 鎖匙已經過期矣
met_ma ¦ {s} ¦ p ¦ fu̍k-vu mò fán-yin
mizmaj ¦ {s} ¦ p ¦ fuzvu mbouj miz
loLusZaisTshiab ¦ {s} ¦ p ¦ tsis muaj kev sib txuas
yuam_sij ¦ {s} ¦ A40 ¦ yuam sij tas sij hawm lawm
pasuwaado_yaibiin ¦ {s} ¦ p ¦ サーバーぬ応答ねーらん
bimilbeonho_uda ¦ {s} ¦ pin ¦ 서버가 응답 안 햄수다
認證番號 ¦ {s} ¦ pin ¦ 有效時間이 지났습니다
暗號 ¦ {s} ¦ p ¦ 門不開
密令 ¦ {s} ¦ w4 ¦ 守者不應
エコㇿパスワード ¦ {s} ¦ p ¦ サーバー ソモ アン
hakkaMetMaHan ¦ {s} ¦ p ¦ 系統無回應
hmongLejZais ¦ {s} ¦ pin ¦ tus lej zais tsis raug
ltxStudioKey ¦ ltxv_{s} ¦ A48 ¦ ltx: generation queue full
jejuBokguCode ¦ {s} ¦ rc ¦ 복구 코드 쓸 수 어수다
"""

_WORDS = [
    "abacus",
    "azalea",
    "chrysanthemum",
    "crane",
    "hibiscus",
    "jade",
    "koi",
    "magnolia",
    "monsoon",
    "panda",
    "peony",
    "plum",
    "porcelain",
    "rice",
    "silk",
    "tea",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
