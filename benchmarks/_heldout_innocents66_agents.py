"""Innocent set 66: database-agent output in set 66's tool shapes with no secret, public keys,
key ids, fingerprints and digests beside credential words, set 66's languages, and public ids
of set 66's vendors.

``AGENT``: psql, mysql, mongosh, redis-cli, sqlcmd, cqlsh, DataGrip and DBeaver, Prisma,
Alembic, Flyway and dbt output where every credential is masked, referenced or absent.
``PUBLIC``: public halves and identifiers. ``WORLD``: set 66's languages saying that a
password, PIN or code was changed, sent or expired, without one. ``VENDOR_IDS``: set 66's
vendors' public ids (client ids, publisher ids, video ids, ISRCs, game ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦psql (16.4)⟧ ⟦SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384)⟧
agent: ⟦ pid 48211 | active | SELECT count(*) FROM stream_keys⟧ ⟦(1 row)⟧
agent: ⟦ALTER ROLE⟧ ⟦reporting⟧ ⟦password changed (value not shown)⟧
agent: ⟦ERROR:  relation "api_tokens" does not exist⟧ ⟦LINE 1: select token_count from api_tokens⟧
agent: ⟦ key | value⟧\n⟦ billing.webhook_hmac | (set)⟧\n⟦ billing.retry_limit | 5⟧
agent: ⟦FATAL:  password authentication failed for user "analytics"⟧ ⟦host 10.0.3.14 port 6432⟧
agent: ⟦mysql: [Warning] Using a password on the command line interface can be insecure.⟧ ⟦exit 1⟧
agent: ⟦GRANT SELECT, INSERT ON `shop`.* TO `shop`@`%`⟧ ⟦(1 row)⟧
agent: ⟦| id | provider | api_key_last4 |⟧\n⟦|  4 | courier  | 9f2c          |⟧
agent: ⟦ERROR 1045 (28000): Access denied for user 'shop'@'10.0.4.2' (using password: YES)⟧
agent: ⟦Connecting to: mongodb://<credentials>@127.0.0.1:27017/catalog⟧ ⟦Using MongoDB: 7.0.14⟧
agent: ⟦_id: ObjectId('«h24»')⟧ ⟦provider: 'shipstation'⟧ ⟦enabled: true⟧
agent: ⟦MongoServerError: Authentication failed.⟧ ⟦code 18⟧
agent: ⟦db.integrations.countDocuments()⟧ ⟦=> 41⟧
agent: ⟦127.0.0.1:6380> AUTH ********⟧ ⟦OK⟧
agent: ⟦db0:keys=18231,expires=17004,avg_ttl=86211034⟧
agent: ⟦(error) NOAUTH Authentication required.⟧
agent: ⟦1) "user_id"⟧ ⟦2) "4410"⟧ ⟦3) "session_id"⟧ ⟦4) "«uuid»"⟧
agent: ⟦ACL LIST⟧\n⟦user cache on #«h64» ~cache:* +@read⟧ ⟦(a SHA-256 of the password, as ACL LIST prints it)⟧
agent: ⟦Sqlcmd: Error: Login failed for user 'sa'.⟧ ⟦Msg 18456, Level 14, State 1⟧
agent: ⟦Changed database context to 'Orders'.⟧ ⟦(12 rows affected)⟧
agent: ⟦name: etl_login⟧ ⟦is_policy_checked: 1⟧ ⟦password_last_set: 2026-11-30⟧
agent: ⟦Connected to Test Cluster at 127.0.0.1:9042⟧ ⟦[cqlsh 6.1.0 | Cassandra 4.1.7]⟧
agent: ⟦LIST ROLES⟧\n⟦ role   | super | login⟧\n⟦ app_rw | False | True⟧
agent: ⟦ kiosk-7 | token_id «uuid» | read⟧
agent: ⟦DataGrip⟧ ⟦data-source uuid="«uuid»"⟧ ⟦<secret-storage>master_key</secret-storage>⟧
agent: ⟦DBeaver export_users_202612070520.csv⟧ ⟦rows 1,042⟧ ⟦columns id,email,reset_expires⟧
agent: ⟦"save-password": false⟧ ⟦"auth-model": "native"⟧
agent: ⟦Prisma schema loaded from prisma/schema.prisma⟧ ⟦Datasource "db": MySQL database "shop" at "127.0.0.1:3306"⟧
agent: ⟦Applying migration `20261207052000_seed_service_account`⟧ ⟦All migrations have been successfully applied.⟧
agent: ⟦Error: P1000: Authentication failed against database server at `127.0.0.1`⟧
agent: ⟦INFO  [alembic.runtime.migration] Running upgrade a3f9c21b7e04 -> 5e8d0b2c1f9a, add token_count⟧
agent: ⟦alembic current⟧ ⟦5e8d0b2c1f9a (head)⟧
agent: ⟦Flyway OSS Edition 10.21.0⟧ ⟦Database: jdbc:postgresql://db.internal:5432/orders (PostgreSQL 16.4)⟧
agent: ⟦flyway info⟧ ⟦| Versioned | 7.2 | create reporting login | SQL | Success |⟧
agent: ⟦Successfully validated 14 migrations⟧ ⟦checksum «d10»⟧
agent: ⟦05:20:31  Running with dbt=1.8.7⟧ ⟦Registered adapter: snowflake=1.8.4⟧
agent: ⟦Completed successfully⟧ ⟦Done. PASS=42 WARN=0 ERROR=0 SKIP=0 TOTAL=42⟧
agent: ⟦private_key_path: /secrets/dbt.p8⟧ ⟦private_key_passphrase: "{{ env_var('DBT_KEY_PASSPHRASE') }}"⟧
agent: ⟦invocation_id «uuid»⟧ ⟦target prod⟧
agent: ⟦git diff -- models/staging/sources.yml⟧ ⟦+        credentials: "{{ env_var('AWS_RAW_CREDS') }}"⟧
agent: ⟦$ rg -n password config/⟧ ⟦config/database.yml:8:  password: <%= ENV["DB_PASSWORD"] %>⟧
agent: ⟦/home/dev/.pgpass⟧ ⟦permissions should be u=rw (0600) or less⟧
agent: ⟦redis.conf:1044: # requirepass foobared⟧ ⟦(commented out default)⟧
agent: ⟦HTTP 201⟧ ⟦{"role":{"name":"agent_ro","protected":false}}⟧ ⟦password sent to the console only⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» dba@bastion⟧
public: ⟦-----BEGIN PUBLIC KEY-----⟧ of ⟦Cloudflare Stream signing key id «h32»⟧
public: ⟦Streamlabs client_id «uuid»⟧ ⟦(public, in the OAuth URL)⟧
public: ⟦Trovo client-id «h32»⟧ ⟦sent with every API call⟧
public: ⟦ACRCloud access_key «h32»⟧ ⟦(the key id; the access_secret stays private)⟧
public: ⟦Cleeng publisherId «d9»⟧ ⟦broadcaster id, visible in the dashboard⟧
public: ⟦Dailymotion public API key «h20»⟧ ⟦player embeds⟧
public: ⟦PallyCon site id «U4»⟧ ⟦content id «l12»⟧
public: ⟦FairPlay certificate URL https://license-global.pallycon.com/ri/fpsKeyManager.do?siteId=«U4»⟧
public: ⟦Widevine key id «h32»⟧ ⟦PSSH box «b64_44»⟧
public: ⟦JWT kid «h16»⟧ ⟦alg RS256⟧ ⟦jwks.json⟧
public: ⟦SHA256 fingerprint «H64»⟧ of ⟦db.internal TLS certificate⟧
public: ⟦SCRAM-SHA-256 iteration count 4096⟧ ⟦salt length 16⟧
public: ⟦GPG key id «H16»⟧ ⟦signed release v2.4.1⟧
public: ⟦sha256:«h64»⟧ ⟦image acme/transcoder:4.2⟧
public: ⟦commit «h40»⟧ ⟦"rotate stream key docs"⟧
public: ⟦Shorebird-style patch hash «h64»⟧ ⟦release 3.2.0+41⟧
public: ⟦ISRC «U2»-«U3»-«d2»-«d5»⟧ ⟦public identifier of a recording⟧
public: ⟦Spotify-style track id «A22»⟧ ⟦(public URI)⟧
public: ⟦Apple Music id «d10»⟧ ⟦storefront es⟧
public: ⟦YouTube-style video id «A11»⟧ ⟦embed allowed⟧
public: ⟦podcast GUID «uuid»⟧ ⟦RSS <podcast:guid>⟧
public: ⟦Podcast Index feed id «d7»⟧ ⟦iTunes id «d10»⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(documented as safe in the browser)⟧
public: ⟦MongoDB ObjectId «h24»⟧ ⟦(not a secret)⟧
public: ⟦redis key sess:user:4410⟧ ⟦TTL 86400⟧
public: ⟦key not found: user_42⟧
public: ⟦KeyError: 'stream_key'⟧ ⟦in config.get⟧
public: ⟦file secrets.example.env⟧ ⟦tokens_test.go⟧ ⟦password_reset.html⟧
public: ⟦token count 4,096⟧ ⟦max_tokens 1,024⟧
"""

WORLD = r"""
world: ⟦Catalan⟧ ⟦La vostra contrasenya s'ha canviat correctament.⟧
world: ⟦Catalan⟧ ⟦Us hem enviat un codi per SMS al número acabat en 42.⟧
world: ⟦Basque⟧ ⟦Zure pasahitza aldatu da.⟧ ⟦2026-12-07⟧
world: ⟦Basque⟧ ⟦PIN zenbakia iraungi da; eskatu berri bat.⟧
world: ⟦Galician⟧ ⟦O teu contrasinal caducou. Escolle un novo.⟧
world: ⟦Galician⟧ ⟦Enviamos os códigos de recuperación ao teu correo.⟧
world: ⟦Asturian⟧ ⟦La to clave camudóse.⟧
world: ⟦Asturian⟧ ⟦El códigu caducó; pidi otru.⟧
world: ⟦Occitan⟧ ⟦Vòstre senhal es estat cambiat.⟧
world: ⟦Occitan⟧ ⟦Lo còdi es expirat.⟧
world: ⟦Corsican⟧ ⟦A vostra parolla d'intesa hè stata cambiata.⟧
world: ⟦Corsican⟧ ⟦U codice PIN hè scadutu.⟧
world: ⟦Sardinian⟧ ⟦Sa crae est istada cambiada.⟧
world: ⟦Sardinian⟧ ⟦Su còdighe est iscadidu.⟧
world: ⟦Maltese⟧ ⟦Il-password tiegħek inbidlet b'suċċess.⟧
world: ⟦Maltese⟧ ⟦Bgħatnielek kodiċi ġdid b'SMS.⟧
world: ⟦Sicilian⟧ ⟦La to palora sigreta fu canciata.⟧
world: ⟦Sicilian⟧ ⟦Lu codici scadìu.⟧
world: ⟦Neapolitan⟧ ⟦'A parola segreta toja è stata cagnata.⟧
world: ⟦Neapolitan⟧ ⟦'O codice è scaduto.⟧
world: ⟦Venetian⟧ ⟦La to parola segreta xe stada canbià.⟧
world: ⟦Venetian⟧ ⟦El codice xe scadùo.⟧
world: ⟦Friulian⟧ ⟦La tô peraule clâf e je stade cambiade.⟧
world: ⟦Friulian⟧ ⟦Il codiç al è scjadût.⟧
world: ⟦Ladin⟧ ⟦Tua parora secreta é gnüda mudada.⟧
world: ⟦Romansh⟧ ⟦Tes pled-clav è vegnì midà.⟧
world: ⟦Romansh⟧ ⟦Il code è scadì.⟧
world: ⟦Aromanian⟧ ⟦Zborlu ascumtu fu alăxitu.⟧
world: ⟦Catalan⟧ ⟦Clau d'API revocada: «l8»⟧ ⟦(nom de la clau)⟧
world: ⟦Maltese⟧ ⟦Numru tal-applikazzjoni «d8»⟧
"""

VENDOR_IDS = r"""
vendor: ⟦ACRCloud project id «d5»⟧ ⟦bucket «d5»⟧ ⟦host identify-eu-west-1.acrcloud.com⟧
vendor: ⟦AudD request_id «h32»⟧ ⟦song_link https://lis.tn/«A10»⟧
vendor: ⟦Dacast content id «h8»-live-«d6»⟧ ⟦channel «d6»⟧
vendor: ⟦Cleeng offerId S«d9»_ES⟧ ⟦customerId «d9»⟧
vendor: ⟦Qencode task_token «h32»⟧ ⟦status encoding 64%⟧
vendor: ⟦Chartmetric artist id «d6»⟧ ⟦cm score 87⟧
vendor: ⟦Soundcharts artist uuid «uuid»⟧ ⟦team_id acme-records⟧
vendor: ⟦Streamlabs donation id «d9»⟧ ⟦amount 5.00 EUR⟧
vendor: ⟦Trovo channel_id «d9»⟧ ⟦category «d5»⟧
vendor: ⟦Cloudflare Stream video uid «h32»⟧ ⟦readyToStream true⟧
vendor: ⟦Dailymotion video x«l6»⟧ ⟦channel music⟧
vendor: ⟦StreamYard broadcast «l12»⟧ ⟦destination YouTube⟧
vendor: ⟦Adobe Stock asset «d9»⟧ ⟦license STANDARD⟧
vendor: ⟦SmugMug album key «A6»⟧ ⟦image key «A7»⟧ ⟦(public in URLs)⟧
vendor: ⟦Podchaser podcast id «d6»⟧ ⟦episode id «d9»⟧
vendor: ⟦Bandsintown event id «d9»⟧ ⟦venue Razzmatazz⟧
vendor: ⟦Odesli entityUniqueId SPOTIFY_SONG::«A22»⟧
vendor: ⟦Millicast stream name «l10»⟧ ⟦account id «A6»⟧ ⟦(viewer side)⟧
vendor: ⟦SproutVideo video id «h18»⟧ ⟦embed width 640⟧
vendor: ⟦Qobuz album id «l13»⟧ ⟦app_id «d9»⟧ ⟦(public client id)⟧
vendor: ⟦Beatport track «d8»⟧ ⟦release «d7»⟧
vendor: ⟦DistroKid UPC «d12»⟧ ⟦release «h20»⟧
vendor: ⟦Pixieset collection «l10»⟧ ⟦photos 412⟧
vendor: ⟦GameDistribution game id «h32»⟧ ⟦(public, in the game URL)⟧
vendor: ⟦Balancy game id «uuid»⟧ ⟦branch production⟧
vendor: ⟦THEOplayer source id «l12»⟧ ⟦player v9.2.0⟧
vendor: ⟦Axinom key id «uuid»⟧ ⟦(a key id, not the key)⟧
vendor: ⟦castLabs asset id «l10»⟧ ⟦variant id «l6»⟧
vendor: ⟦Gracenote TMS id MV«d10»⟧ ⟦program type movie⟧
vendor: ⟦Crunchyroll series id G«U8»⟧ ⟦episode «U9»⟧
"""
