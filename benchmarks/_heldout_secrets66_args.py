"""Held-out set 66: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier ``*heldout*``
file (none matched). Names in many styles: camel case for set 66's vendors and tools
(``acrAccessSecret``, ``auddApiTok``, ``cleengPublisherTok``, ``chartmetricRefreshTok``,
``streamlabsSocketTok``, ``pallyconCustomData``, ``mongoshConnUri``...), snake case
(``qencode_api_key``, ``soundcharts_client_secret``, ``dacast_api_key``, ``flyway_jdbc_password``,
``dbt_snowflake_passphrase``, ``prisma_shadow_db_url``...), kebab case
(``trovo-client-secret``, ``dailymotion-api-secret``, ``cqlsh-login-password``,
``redis-cli-auth``...), upper snake (``STREAMYARD_RTMP_KEY``, ``SQLCMD_PASSWORD``,
``MONGOSH_URI``...), dotted and bracketed names (``cqlshrc.authentication.password``,
``mysql[client][password]``) and set 66's languages' words in ASCII (Catalan
``clauAcces``, Basque ``pasaesaldia_berria``, Galician ``chave_de_acceso``, Occitan
``motSecretProvisori``, Corsican ``parolla_d_intesa``, Maltese ``cavettaApi``, Sicilian
``chiaviTrasuta``, Venetian ``ciave_acesso``, Friulian ``clafDiAces``, Romansh
``clavDaccess``, Aromanian ``zborAscumtu``, Sardinian ``crae_intrada``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
acrAccessSecret ¦ {s} ¦ A40 ¦ ACRCloud identify failed: signature mismatch (code 3014)
auddApiTok ¦ {s} ¦ h32 ¦ AudD: authorization failed (error 900)
cleengPublisherTok ¦ {s} ¦ A48 ¦ Cleeng API: Publisher token is invalid
chartmetricRefreshTok ¦ {s} ¦ A64 ¦ Chartmetric: POST /api/token returned 401
streamlabsSocketTok ¦ eyJ{s} ¦ u120 ¦ Streamlabs socket closed: unauthorized
pallyconCustomData ¦ {s} ¦ b100 ¦ license request rejected: 4002 token expired
mongoshConnUri ¦ mongodb://ops:{s}@127.0.0.1:27017/admin ¦ p ¦ mongosh: MongoServerError: Authentication failed.
millicastPublishTok ¦ {s} ¦ h64 ¦ WHIP publish failed: 401
sproutvideoApiKey ¦ {s} ¦ h32 ¦ SproutVideo: Invalid API key
picsartApiKey ¦ {s} ¦ A32 ¦ Picsart removebg: 401 Unauthorized
qencode_api_key ¦ {s} ¦ h24 ¦ qencode: Invalid API key
soundcharts_client_secret ¦ {s} ¦ u48 ¦ soundcharts token endpoint: invalid_client
dacast_api_key ¦ {s} ¦ A48 ¦ dacast: 401 Unauthorized on GET /v2/live
flyway_jdbc_password ¦ {s} ¦ p ¦ flyway: Unable to obtain connection from database
dbt_snowflake_passphrase ¦ {s} ¦ p ¦ dbt: Could not deserialize key data (bad decrypt)
prisma_shadow_db_url ¦ postgresql://shadow:{s}@127.0.0.1:5433/shadow ¦ p ¦ prisma: P1001 Can't reach database server at 127.0.0.1:5433
zype_app_secret ¦ {s} ¦ u64 ¦ zype: 403 Forbidden
boomplay_app_secret ¦ {s} ¦ h32 ¦ boomplay openapi: sign error
qobuz_app_secret ¦ {s} ¦ h32 ¦ qobuz: Invalid app secret
balancy_private_key ¦ {s} ¦ A40 ¦ Balancy init failed: 401
irdeto_shared_secret ¦ {s} ¦ A44 ¦ Irdeto key service: 403
gracenote_onconnect_key ¦ {s} ¦ l24 ¦ Gracenote OnConnect: 403 Developer Inactive
trovo-client-secret ¦ {s} ¦ l32 ¦ trovo exchangetoken: 1002 Invalid client secret
dailymotion-api-secret ¦ {s} ¦ h40 ¦ dailymotion oauth: invalid_client
cqlsh-login-password ¦ {s} ¦ p ¦ cqlsh: Connection error: Bad credentials
redis-cli-auth ¦ {s} ¦ A32 ¦ redis-cli: WRONGPASS invalid username-password pair or user is disabled.
axinom-communication-key ¦ {s} ¦ b32 ¦ Axinom license service: invalid message signature
castlabs-merchant-password ¦ {s} ¦ p ¦ DRMtoday: login failed for ingest@acme.tv
nightbot-bearer ¦ Bearer {s} ¦ h40 ¦ Nightbot: 401 Unauthorized
ausha-token ¦ {s} ¦ A60 ¦ Ausha: Unauthenticated.
podigee-token ¦ {s} ¦ h40 ¦ Podigee: 401
STREAMYARD_RTMP_KEY ¦ {s} ¦ l20 ¦ RTMP handshake failed: stream key rejected
SQLCMD_PASSWORD ¦ {s} ¦ p ¦ Sqlcmd: Error: Login failed for user 'sa'.
MONGOSH_URI ¦ mongodb+srv://catalog:{s}@cluster0.internal/catalog ¦ p ¦ mongosh: querySrv ENOTFOUND _mongodb._tcp.cluster0.internal
PGPASSFILE_LINE ¦ 10.0.3.14:6432:warehouse:analytics:{s} ¦ p ¦ psql: FATAL: password authentication failed
DBT_DATABRICKS_TOKEN ¦ dapi{s} ¦ h32 ¦ dbt: Runtime Error: Invalid access token.
LINKFIRE_CLIENT_SECRET ¦ {s} ¦ A44 ¦ linkfire auth: invalid_client
SONGSTATS_APIKEY ¦ {s} ¦ uuid ¦ Songstats: 401 apikey invalid
THEOLIVE_API_SECRET ¦ {s} ¦ A40 ¦ THEOlive: 401 Unauthorized
SUNO_COOKIE ¦ __client={s} ¦ A60 ¦ suno: session expired
cqlshrc.authentication.password ¦ {s} ¦ p ¦ cqlsh: AuthenticationFailed
mysql[client][password] ¦ {s} ¦ p ¦ mysql: ERROR 1045 (28000): Access denied for user 'shop'@'10.0.4.2'
alembic.x.db_url ¦ postgresql+psycopg://ledger:{s}@127.0.0.1/ledger ¦ p ¦ alembic: OperationalError: connection failed
dataSources.local.password ¦ {s} ¦ p ¦ DataGrip: [28P01] FATAL: password authentication failed
sqlcmd.v.LoginPwd ¦ {s} ¦ p ¦ Msg 15118: Password validation failed.
evergent.apiPassword ¦ {s} ¦ p ¦ Evergent: eV2327 invalid credentials
clauAcces ¦ {s} ¦ A40 ¦ Error: la clau no és vàlida
pasaesaldia_berria ¦ {s} ¦ w5 ¦ Errorea: pasaesaldia ez da zuzena
chave_de_acceso ¦ {s} ¦ A36 ¦ Erro: a chave non é válida
motSecretProvisori ¦ {s} ¦ p ¦ Error: lo mot secret es pas bon
parolla_d_intesa ¦ {s} ¦ p ¦ Sbagliu: parolla d'intesa falsa
cavettaApi ¦ {s} ¦ A40 ¦ Żball: iċ-ċavetta mhix valida
chiaviTrasuta ¦ {s} ¦ A32 ¦ Erruri: chiavi sbagghiata
ciave_acesso ¦ {s} ¦ A36 ¦ Erore: ciave sbaià
clafDiAces ¦ {s} ¦ A40 ¦ Erôr: la clâf no je juste
clavDaccess ¦ {s} ¦ A32 ¦ Errur: clav nunvalaivla
zborAscumtu ¦ {s} ¦ p ¦ Lathus: zborlu ascumtu nu easti ghini
crae_intrada ¦ {s} ¦ A32 ¦ Faddina: sa crae no est bona
recuperacioCodis ¦ {s} ¦ rc ¦ Error: codi de recuperació ja utilitzat
pinTxartela ¦ {s} ¦ pin ¦ Errorea: PIN okerra
pinNovuSicilianu ¦ {s} ¦ pin ¦ Erruri: PIN sbagghiatu
frasaClavRumantscha ¦ {s} ¦ w6 ¦ Errur: frasa-clav nunvalaivla
ladinParoraSecreta ¦ {s} ¦ p ¦ Fal: parora secreta nia giusta
napuletanoChiave ¦ {s} ¦ A40 ¦ Errore: 'a chiave nun è bbona
sardinianFraseSegreta ¦ {s} ¦ w4 ¦ Faddina: frase segreta isballiada
"""

_WORDS = [
    "amphora",
    "bergamot",
    "bottarga",
    "calanque",
    "cannonau",
    "chestnut",
    "dolmen",
    "garrigue",
    "lampuka",
    "limoncello",
    "maquis",
    "pecorino",
    "saffron",
    "torre",
    "trullo",
    "vermentino",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
