"""Held-out set 83: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 83's
vendors (``lyftClientSecret``, ``transitlandApiKey``, ``hypertrackSecretKey``,
``tile38AuthPass``, ``unwiredToken``, ``combainKey``, ``sygicAppSecret``,
``indoorAtlasSecret``, ``estimoteAppToken``, ``citymapperApiToken``, ``parkwhizClientSecret``,
``cabifyClientSecret``, ``blablacarKey``, ``skyhookKey``, ``mapirApiKey``, ``careemSecret``,
``tap30Token``, ``swvlClientSecret``, ``heetchBearer``, ``rapidoApiKey``,
``yassirPartnerToken``, ``halanApiKey``), snake case (``tollguru_api_key``, ``swiftly_key``,
``getaround_bearer``, ``karhoo_client_secret``, ``mozio_api_key``, ``icabbi_secret_key``,
``easypark_api_token``, ``mapon_key``, ``salik_portal_password``, ``mawaqif_client_secret``,
``justride_api_secret``, ``bytemark_client_secret``, ``vulog_api_key``,
``navmii_license_key``, ``wheely_token``, ``blacklane_client_secret``), kebab case for the
pipeline tools (``kafka-sasl-password``, ``connect-jdbc-password``, ``debezium-db-password``,
``airbyte-client-secret``, ``fivetran-api-secret``, ``databricks-pat``,
``snowflake-pat-secret``, ``trino-extra-credential``, ``clickhouse-user-password``,
``bq-transfer-secret-key``, ``spark-cassandra-password``, ``schema-registry-secret``,
``zenpark-api-token``), upper snake (``MM2_CLOUD_PASSWORD``, ``KSQL_SR_SECRET``,
``OCTAVIA_SOURCE_SECRET``, ``CH_NAMED_COLLECTION_SECRET``, ``SNOWSQL_PWD``,
``PAYBYPHONE_API_SECRET``) and set 83's languages' words in ASCII (Arabic
``kalimat_alsirr``, Levantine ``kilmetElSer``, Gulf ``raqamSirri``, ``ramzTahaqquq``,
``rumuzIstirja3``, ``ibaratMurur``, Gulf Arabizi ``al-token-7aggi``, Iraqi
``password-maltak``, Persian ``ramz_obour``, ``ramzeDovvom``, ``ramz_pouya``, ``kelidApi``,
Balochi ``taiPassword``, romanized Urdu ``mera_password``, ``aapkaOtp``,
``wallet_ka_passphrase``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
lyftClientSecret ¦ {s} ¦ A32 ¦ lyft: 401 invalid_client for app Qm7dXv2Lk9pA
transitlandApiKey ¦ {s} ¦ A32 ¦ transitland: 401 on /api/v2/rest/stops
hypertrackSecretKey ¦ {s} ¦ u54 ¦ HyperTrack devices list failed: 401 Unauthorized
tile38AuthPass ¦ {s} ¦ p ¦ tile38: invalid password (geo.internal:9851)
unwiredToken ¦ pk.{s} ¦ h30 ¦ LocationAPI: Invalid token
combainKey ¦ {s} ¦ l20 ¦ combain: 401 Invalid key
sygicAppSecret ¦ {s} ¦ b64 ¦ SygicMaps initialization failed: InvalidApiKey
indoorAtlasSecret ¦ {s} ¦ b80 ¦ IndoorAtlas: authentication failed for the venue
estimoteAppToken ¦ {s} ¦ h32 ¦ Estimote Cloud: 403 Forbidden
citymapperApiToken ¦ {s} ¦ h32 ¦ citymapper travel time: 401
parkwhizClientSecret ¦ {s} ¦ h64 ¦ parkwhiz oauth: invalid_client
cabifyClientSecret ¦ {s} ¦ h64 ¦ cabify authorization: 401
blablacarKey ¦ {s} ¦ h32 ¦ blablacar trips search: 401
skyhookKey ¦ {s} ¦ H32 ¦ skyhook: Authentication failed
mapirApiKey ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{s} ¦ u180 ¦ map.ir: Unauthenticated.
careemSecret ¦ {s} ¦ A40 ¦ careem partner: invalid_client
tap30Token ¦ {s} ¦ h48 ¦ tap30: token is not valid
swvlClientSecret ¦ {s} ¦ A36 ¦ swvl b2b: 401
heetchBearer ¦ Bearer {s} ¦ u64 ¦ heetch business: 401 Unauthorized
rapidoApiKey ¦ {s} ¦ h40 ¦ rapido partners: 403 Forbidden
yassirPartnerToken ¦ {s} ¦ u48 ¦ yassir: token_expired_or_invalid
halanApiKey ¦ {s} ¦ A32 ¦ halan merchant: AuthException 401
tollguru_api_key ¦ {s} ¦ U32 ¦ tollguru: 403 invalid x-api-key
swiftly_key ¦ {s} ¦ h32 ¦ swiftly predictions: INVALID_API_KEY
getaround_bearer ¦ {s} ¦ h64 ¦ getaround rentals: 401 Unauthorized
karhoo_client_secret ¦ {s} ¦ A40 ¦ karhoo: authentication failed
mozio_api_key ¦ {s} ¦ h32 ¦ mozio search: 401
icabbi_secret_key ¦ {s} ¦ h40 ¦ icabbi: bad signature
easypark_api_token ¦ {s} ¦ A48 ¦ easypark operator api: 401
mapon_key ¦ {s} ¦ h32 ¦ mapon unit list: Invalid API key
salik_portal_password ¦ {s} ¦ p ¦ salik login failed for account 7731902
mawaqif_client_secret ¦ {s} ¦ A32 ¦ mawaqif token request: invalid_client
justride_api_secret ¦ {s} ¦ b44 ¦ justride: signature mismatch
bytemark_client_secret ¦ {s} ¦ h64 ¦ bytemark oauth: 401
vulog_api_key ¦ {s} ¦ h32 ¦ vulog aima: 403
navmii_license_key ¦ {s} ¦ U40 ¦ navmii sdk: license rejected
wheely_token ¦ {s} ¦ A48 ¦ wheely corporate api: 401
blacklane_client_secret ¦ {s} ¦ A32 ¦ blacklane: invalid_client
kafka-sasl-password ¦ {s} ¦ p ¦ SASL authentication failed for user trips
connect-jdbc-password ¦ {s} ¦ p ¦ JdbcSinkConnector: cannot create PoolableConnectionFactory
debezium-db-password ¦ {s} ¦ p ¦ debezium: Access denied for user 'debezium'@'10.0.4.7'
airbyte-client-secret ¦ {s} ¦ A32 ¦ airbyte api: 401 invalid_client
fivetran-api-secret ¦ {s} ¦ A32 ¦ fivetran: AuthFailed
databricks-pat ¦ dapi{s} ¦ h32 ¦ databricks: 403 Invalid access token
snowflake-pat-secret ¦ {s} ¦ u80 ¦ snowflake: 390100 (08004): Incorrect username or password was specified
trino-extra-credential ¦ s3.secret_key={s} ¦ A40 ¦ trino: Access Denied: Cannot access catalog hive
clickhouse-user-password ¦ {s} ¦ p ¦ clickhouse: Code: 516. Authentication failed
bq-transfer-secret-key ¦ {s} ¦ A40 ¦ bq transfer: Access Denied for s3://trips
spark-cassandra-password ¦ {s} ¦ p ¦ spark: AuthenticationFailed('Failed to authenticate to cass-1.data')
schema-registry-secret ¦ SRKEY7Q2:{s} ¦ A32 ¦ schema registry: 401 Unauthorized
zenpark-api-token ¦ {s} ¦ h48 ¦ zenpark: 401
MM2_CLOUD_PASSWORD ¦ {s} ¦ A36 ¦ MirrorMaker2: SaslAuthenticationException on cloud cluster
KSQL_SR_SECRET ¦ {s} ¦ A32 ¦ ksqlDB: schema registry returned 401
OCTAVIA_SOURCE_SECRET ¦ {s} ¦ A40 ¦ octavia apply: source check failed
CH_NAMED_COLLECTION_SECRET ¦ {s} ¦ A40 ¦ clickhouse: S3_ERROR Access Denied
SNOWSQL_PWD ¦ {s} ¦ p ¦ snowsql: 250001: Could not connect to Snowflake backend
PAYBYPHONE_API_SECRET ¦ {s} ¦ A40 ¦ paybyphone: 401
kalimat_alsirr ¦ {s} ¦ p ¦ فشل تسجيل الدخول: كلمة السر غلط
kilmetElSer ¦ {s} ¦ p ¦ ma zabatet: kilmet el ser ghalat
raqamSirri ¦ {s} ¦ pin ¦ الرقم السري غير صحيح، باقي محاولتين
ramzTahaqquq ¦ {s} ¦ pin ¦ رمز التحقق منتهي
rumuzIstirja3 ¦ {s} ¦ rc ¦ رمز الاسترجاع مستخدم من قبل
ibaratMurur ¦ {s} ¦ w5 ¦ عبارة المرور لا تطابق المحفظة
al-token-7aggi ¦ {s} ¦ u40 ¦ el token mo sale7
password-maltak ¦ {s} ¦ p ¦ الباسورد مالتك غلط
ramz_obour ¦ {s} ¦ p ¦ رمز عبور اشتباه است
ramzeDovvom ¦ {s} ¦ pin ¦ رمز دوم نامعتبر است
ramz_pouya ¦ {s} ¦ pin ¦ رمز پویا منقضی شده است
kelidApi ¦ {s} ¦ A32 ¦ کلید API نامعتبر است
taiPassword ¦ {s} ¦ p ¦ password radd int
mera_password ¦ {s} ¦ p ¦ login nahi hua, password galat hai
aapkaOtp ¦ {s} ¦ pin ¦ OTP expire ho gaya
wallet_ka_passphrase ¦ {s} ¦ w6 ¦ passphrase match nahi hua
"""

_WORDS = [
    "dallah",
    "zaatar",
    "sidr",
    "falaj",
    "dhow",
    "qahwa",
    "nakhla",
    "hamour",
    "luban",
    "mashrabiya",
    "barjeel",
    "kunafa",
    "anar",
    "pesteh",
    "zafaran",
    "kavir",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
