"""Held-out set 68: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 68's
vendors (``chatworkApiToken``, ``cybozuApiToken``, ``backlogApiKey``, ``impSecret``,
``bootpayPrivateKey``, ``jpushMasterSecret``, ``rongAppSecret``, ``easemobClientSecret``,
``geetestCaptchaKey``, ``dnspodLoginToken``, ``skywaySecretKey``), snake case
(``microcms_api_key``, ``coolsms_api_secret``, ``upstox_client_secret``, ``fyers_totp_key``,
``smartapi_mpin``, ``ark_api_key``, ``baichuan_secret``, ``sansan_api_key``,
``lineworks_private_key``, ``gitee_private_token``), kebab case (``x-docbase-token``,
``kuroco-access-token``, ``sbps-hash-key``, ``aligo-key``, ``juso-confm-key``), upper snake
(``FREEE_REFRESH_TOKEN``, ``SENSORSDATA_API_KEY``, ``PINELABS_CLIENT_SECRET``,
``N8N_CREDENTIAL_PASSWORD``, ``TEMPORAL_CODEC_KEY``), workflow-tool names
(``airflowConnPassword``, ``prefect_secret_block``, ``crewaiToolKey``, ``langgraphCheckpointDsn``,
``zapWebhookSecret``, ``integromat_conn_token``), and set 68's languages' words in ASCII
(Bengali ``gopon_nombor``, Gujarati ``guptShabd``, Punjabi ``tuhada_password``, Marathi
``gupit_sanket``, Nepali ``pin_number_nepal``, Sinhala ``murapadaya``, Japanese
``anshouBangou`` and ``kariPasuwaado``, Korean ``bimilbeonho`` and ``injeungBeonho``, Chinese
``mima_chushi`` and ``yanzhengma``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
chatworkApiToken ¦ {s} ¦ h32 ¦ chatwork: room not found
cybozuApiToken ¦ {s} ¦ A40 ¦ kintone: app 128 is not published
backlogApiKey ¦ {s} ¦ A64 ¦ backlog: project ACME not found
microcms_api_key ¦ {s} ¦ A36 ¦ microcms: endpoint 'news' does not exist
impSecret ¦ {s} ¦ A80 ¦ portone: merchant_uid already used
bootpayPrivateKey ¦ {s}= ¦ b43 ¦ bootpay: receipt not found
upstox_client_secret ¦ {s} ¦ l10 ¦ upstox: market closed
fyers_totp_key ¦ {s} ¦ B32 ¦ fyers: symbol NSE:ACME-EQ not found
smartapi_mpin ¦ {s} ¦ pin ¦ smartapi: session expired at 05:00
rongAppSecret ¦ {s} ¦ A14 ¦ rongcloud: user not registered
easemobClientSecret ¦ YXA6{s} ¦ u27 ¦ easemob: org not found
geetestCaptchaKey ¦ {s} ¦ h32 ¦ geetest: lot_number expired
dnspodLoginToken ¦ 482917,{s} ¦ h32 ¦ dnspod: record line not supported
ark_api_key ¦ ark-{s} ¦ uuid ¦ modelark: endpoint ep-20261207-xq7kd is stopped
baichuan_secret ¦ sk-{s} ¦ h32 ¦ baichuan: model Baichuan4 busy
skywaySecretKey ¦ {s} ¦ b44 ¦ skyway: channel full
sansan_api_key ¦ {s} ¦ A32 ¦ sansan: bizcard export pending
FREEE_REFRESH_TOKEN ¦ {s} ¦ u43 ¦ freee: company 1902 has no fiscal year 2027
lineworks_private_key ¦ -----BEGIN PRIVATE KEY-----\nMII{s}\n-----END PRIVATE KEY----- ¦ b64 ¦ lineworks: bot 2001 not in channel
SENSORSDATA_API_KEY ¦ #K-{s} ¦ h64 ¦ sensorsdata: project production is read-only
PINELABS_CLIENT_SECRET ¦ {s} ¦ A40 ¦ pinelabs: order already captured
x-docbase-token ¦ {s} ¦ A20 ¦ docbase: group not found
kuroco-access-token ¦ {s} ¦ h64 ¦ kuroco: topics group 7 is private
sbps-hash-key ¦ {s} ¦ h40 ¦ sbps: duplicate order id
aligo-key ¦ {s} ¦ l32 ¦ aligo: receiver rejected
juso-confm-key ¦ {s} ¦ A40 ¦ juso: keyword too short
N8N_CREDENTIAL_PASSWORD ¦ {s} ¦ p ¦ n8n: workflow 41 is inactive
TEMPORAL_CODEC_KEY ¦ {s} ¦ A36 ¦ temporal: namespace acme-prod not found
airflowConnPassword ¦ {s} ¦ p ¦ airflow: dag jp_sync is paused
prefect_secret_block ¦ {s} ¦ A32 ¦ prefect: work pool 'k8s' has no workers
crewaiToolKey ¦ {s} ¦ h40 ¦ crewai: max iterations reached
langgraphCheckpointDsn ¦ postgresql://lg:{s}@pg.acme.internal/checkpoints ¦ p ¦ langgraph: thread 7f3c not found
zapWebhookSecret ¦ {s} ¦ A24 ¦ zapier: zap is turned off
integromat_conn_token ¦ {s} ¦ A36 ¦ make: scenario 2291 hit the operations limit
gopon_nombor ¦ {s} ¦ pin ¦ ব্যাংক সার্ভার ব্যস্ত
guptShabdSamooh ¦ {s} ¦ w4 ¦ સર્વર પ્રતિસાદ આપતું નથી
tuhada_password ¦ {s} ¦ p ¦ ਸਰਵਰ ਜਵਾਬ ਨਹੀਂ ਦੇ ਰਿਹਾ
gupit_sanket ¦ {s} ¦ p ¦ सर्व्हर प्रतिसाद देत नाही
pin_number_nepal ¦ {s} ¦ pin ¦ सर्भर व्यस्त छ
navaMurapadayaLk ¦ {s} ¦ p ¦ සේවාදායකය ප්‍රතිචාර නොදක්වයි
anshou_bangou_yonketa ¦ {s} ¦ pin ¦ ただいま大変混み合っております
kariPasuwaado ¦ {s} ¦ p ¦ メンテナンス中でございます
imsi_bimilbeonho_kr ¦ {s} ¦ p ¦ 서비스 점검 중입니다
injeungBeonho ¦ {s} ¦ pin ¦ 인증 시간이 초과되었습니다
mima_chushi ¦ {s} ¦ p ¦ 服务暂时不可用
duanxinYanzhengmaCn ¦ {s} ¦ pin ¦ 请求过于频繁
yahooJapanClientSecret ¦ {s} ¦ A40 ¦ yahoo: appid rate limited
aupayApiKey ¦ {s} ¦ h64 ¦ aupay: merchant suspended
smarthr_access_token ¦ shr_{s} ¦ A40 ¦ smarthr: crew not found
mf_cloud_bearer ¦ {s} ¦ u43 ¦ moneyforward: billing locked
linkaja-client-secret ¦ {s} ¦ A32 ¦ linkaja: partner inactive
kbank_consumer_secret ¦ {s} ¦ A32 ¦ kbank: qr expired
payosChecksumKey ¦ {s} ¦ h64 ¦ payos: order code exists
CLEARTAX_AUTH_TOKEN ¦ 1.{s} ¦ h64 ¦ cleartax: IRN already generated
karza-x-key ¦ {s} ¦ A16 ¦ karza: consent missing
idfyApiKey ¦ {s} ¦ uuid ¦ idfy: task queued
n8nEncKeyFromConfigFile ¦ {s} ¦ A32 ¦ n8n: migration pending
prefect_api_key_pnu ¦ pnu_{s} ¦ A36 ¦ prefect: flow run cancelled
temporalTlsKeyPassphrase ¦ {s} ¦ p ¦ temporal: workflow already started
serper_api_key_crew ¦ {s} ¦ h40 ¦ crewai: tool timed out
langsmithApiKey ¦ lsv2_sk_{s} ¦ h32 ¦ langgraph: recursion limit 25 reached
kintoneVariableToken ¦ {s} ¦ A40 ¦ airflow: variable imported
mem0_store_password ¦ {s} ¦ p ¦ mem0: vector store unavailable
oriya_pin_sankhya ¦ {s} ¦ pin ¦ ସର୍ଭର ବ୍ୟସ୍ତ ଅଛି
asomiya_gupta_shabda ¦ {s} ¦ w5 ¦ চাৰ্ভাৰ ব্যস্ত
sindhi_raz_lafz ¦ {s} ¦ p ¦ سرور مصروف آهي
dhivehi_sirru_bas ¦ {s} ¦ w4 ¦ ސާވަރު ބިޒީ
recoveryCodeJp ¦ {s} ¦ rc ¦ アカウントがロックされております
"""

_WORDS = [
    "areca",
    "bael",
    "chikoo",
    "dhak",
    "gulmohar",
    "jackfruit",
    "kadamba",
    "karela",
    "kokum",
    "neem",
    "palash",
    "rudraksha",
    "sitaphal",
    "tulsi",
    "vatana",
    "yam",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
