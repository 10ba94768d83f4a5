"""Innocent set 49: database-agent output with no secret, public ids beside credential
words, set 49's languages and public ids of set 49's vendors.

``AGENT``: the tool shapes set 49's secrets used, holding nothing secret: LangChain's SQL
agent (``sql_db_list_tables``, ``sql_db_schema``, ``sql_db_query``), Alembic, Sqitch, goose,
Atlas, Dataherald, PandasAI, Bytebase, DBeaver, Outerbase, pgAdmin, WrenAI, Chat2DB,
sqlcoder and ``mariadb-dump`` results, and HTTP tool responses listing keys by id, name and
prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 49's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 49's vendors (organisation ids, tenant ids, event ids, property ids, app ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Invoking: `sql_db_list_tables` with `{}`⟧\n\n\n⟦employees, leave_requests, payroll_integrations⟧
agent: ⟦Invoking: `sql_db_schema` with `{'table_names': 'leave_requests'}`⟧ ⟦CREATE TABLE leave_requests (id INTEGER, days REAL)⟧
agent: ⟦Invoking: `sql_db_query` with `{'query': 'SELECT COUNT(*) FROM employees'}`⟧\n\n\n⟦[(212,)]⟧
agent: ⟦Invoking: `sql_db_query` with `{'query': 'SELECT provider FROM payroll_integrations'}`⟧ ⟦[('breathehr',), ('everee',)]⟧
agent: ⟦INFO  [alembic.runtime.migration] Running upgrade 3f2a1c9d8e7b -> 9c1d2e3f4a5b⟧, ⟦add leave table⟧
agent: ⟦$ grep -n sqlalchemy.url alembic.ini⟧\n⟦63:sqlalchemy.url = driver://user:pass@localhost/dbname⟧
agent: ⟦Rev: 9c1d2e3f4a5b (head)⟧ ⟦Parent: 3f2a1c9d8e7b⟧
agent: ⟦$ sqitch status⟧\n⟦# On database db:pg:tickets⟧ ⟦# Project: tickets⟧ ⟦Nothing to deploy (up-to-date)⟧
agent: ⟦  + venues ...... ok⟧\n⟦  + seed_keys ... ok⟧
agent: ⟦* staging⟧ ⟦URI: db:mysql://app@mysql-stg.acme.io/events⟧
agent: ⟦$ goose status⟧\n⟦Applied At                  Migration⟧ ⟦20261201090000_create_partners.sql⟧
agent: ⟦goose: successfully migrated database to version: 20261206110000⟧
agent: ⟦export GOOSE_DBSTRING="host=127.0.0.1 user=listings dbname=listings sslmode=disable"⟧
agent: ⟦$ atlas migrate status --env prod⟧\n⟦Migration Status: OK⟧ ⟦Current Version: 20261206⟧
agent: ⟦env "prod" {⟧ ⟦url = getenv("ATLAS_URL")⟧ ⟦dev = "docker://postgres/16/dev"⟧
agent: ⟦column "maps_key" {⟧ ⟦type = varchar(64)⟧ ⟦null = true⟧
agent: ⟦{"id": "«h12»", "sql": "SELECT COUNT(*) FROM api_tokens", "status": "VALID"}⟧
agent: ⟦[{"vendor": "airlabs", "rotated_at": "2026-11-02"}]⟧ (⟦key column excluded⟧)
agent: ⟦Question: average ticket price per venue⟧ ⟦Answer: 38.40 EUR⟧
agent: ⟦GET /v1/instances/prod-pg⟧ ⟦{"engine": "POSTGRES", "dataSources": [{"type": "ADMIN", "host": "pg-prod.acme.io", "username": "bytebase"}]}⟧
agent: ⟦"save-password": false⟧, ⟦"host": "pg.acme.io", "database": "hr"⟧
agent: ⟦{"Name": "payroll", "Host": "pg.acme.io", "Port": 5432, "PassFile": "/pgpass"}⟧
agent: ⟦type: postgres⟧ ⟦host: pg.acme.io⟧ ⟦password: ${WREN_PG_PASSWORD}⟧
agent: ⟦[{"alias":"events-prod","url":"jdbc:mysql://mysql.acme.io:3306/events","user":"chat2db"}]⟧
agent: ⟦### Response:⟧\n⟦SELECT venue, COUNT(*) FROM partners GROUP BY venue;⟧
agent: ⟦-- Dumping data for table `integrations`⟧ ⟦-- Dump completed on 2026-12-06 19:04:30⟧
agent: ⟦HTTP 200 GET /v1/users⟧ ⟦[{"name": "users/ci-bot", "userType": "SERVICE_ACCOUNT"}]⟧ (⟦keys not returned⟧)
agent: ⟦HTTP 200 GET /api/v1/workspace/acme/tokens⟧ ⟦[{"id": "«uuid»", "prefix": "ob_«l4»", "expires_at": null}]⟧
agent: ⟦$ rg -n password conf/⟧\n⟦conf/cassandra.yaml:1187:# keystore_password: see vault⟧
agent: ⟦flyway.password=${FLYWAY_PASSWORD}⟧ ⟦flyway.url=jdbc:postgresql://pg.acme.io/tickets⟧
agent: ⟦Invoking: `sql_db_query_checker` with `{'query': 'SELECT COUNT(*) FROM venues'}`⟧ ⟦SELECT COUNT(*) FROM venues;⟧
agent: ⟦$ alembic current⟧\n⟦9c1d2e3f4a5b (head)⟧
agent: ⟦$ alembic upgrade head --sql | tail -1⟧\n⟦UPDATE alembic_version SET version_num='9c1d2e3f4a5b'⟧
agent: ⟦$ sqitch verify⟧\n⟦  * seed_keys .. ok⟧ ⟦Verify successful⟧
agent: ⟦$ goose create add_reporter_role sql⟧\n⟦Created new file: 20261206190500_add_reporter_role.sql⟧
agent: ⟦-- L2: ALTER USER app WITH PASSWORD⟧ ⟦statement redacted by lint config⟧
agent: ⟦POST /api/v1/golden-sqls⟧ ⟦[{"prompt_text": "how many venues?", "sql": "SELECT COUNT(*) FROM venues"}]⟧ ⟦<- 201⟧
agent: ⟦[SQL Review] statement.disallow-plain-password⟧ ⟦passed⟧ (⟦issue #1204⟧)
agent: ⟦{"postgres-jdbc-18c2":{"#connection":{"user":"analyst"}}}⟧
agent: ⟦pg.acme.io:5432:*:payroll:*⟧ ⟦(pgpass entry, password field empty)⟧
agent: ⟦dataSource: POSTGRES⟧ ⟦connectionInfo: {"host":"pg.acme.io","port":"5432","user":"wren"}⟧
agent: ⟦{"success":true,"data":{"apiHost":"https://api.openai.com/","aiSqlSource":"OPENAI"}}⟧
agent: ⟦CREATE USER `etl`@`%`;⟧ ⟦GRANT SELECT ON `hr`.* TO `etl`@`%`;⟧
agent: ⟦security:⟧ ⟦authorization: enabled⟧ ⟦keyFile: /etc/mongo/keyfile⟧
agent: ⟦reporter:SCRAM-SHA-256$4096:«b64_22»==⟧ ⟦(pool_passwd hash, not a password)⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Sqitch release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦pg-prod.acme.io⟧
public: ⟦client_id=trestle_acmerealty_20261206⟧ is the ⟦Trestle client id⟧ (⟦secret not shown⟧)
public: ⟦key id «h16»⟧ signed ⟦atlas v0.31.0⟧ — ⟦signature good⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of arigaio/atlas:latest⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.breezeway.io⟧ (⟦valid until 2027-06-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /public/auth/v1/⟧ (⟦token redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦password rotation job passed⟧
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/hr.yaml⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ — ⟦Employment Hero token signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for Eventzilla webhook verification⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦@freshworks/api-sdk 1.4.0⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦alembic revision «h12»⟧ ⟦rotate api keys⟧ (⟦no values in migration⟧)
public: ⟦Breathe HR key prefix prod-…⟧ (⟦value hidden⟧) ⟦created 2026-11-20⟧
public: ⟦Everee token sk_…«l4»⟧ ⟦last 4 shown in the admin portal⟧
public: ⟦PGP key id 0x«H16»⟧ ⟦for payroll file encryption⟧
public: ⟦X.509 SKI «H40»⟧ ⟦on the Dayforce SFTP certificate⟧
public: ⟦client_id=bzw-acme-stays⟧ ⟦Breezeway client id⟧ (⟦secret kept in vault⟧)
public: ⟦Bold Penguin client_id acme-agency⟧ ⟦token TTL 3600 s⟧
public: ⟦Fountain webhook signature header X-Fountain-Signature⟧ ⟦sha256=«h64»⟧ (⟦a signature, not the key⟧)
public: ⟦OIDC issuer https://api.cotality.com/trestle/oidc⟧ ⟦jwks kid «H40»⟧
public: ⟦sha256:«h64»⟧ ⟦digest of dataherald/engine:1.0.3⟧
public: ⟦commit «h40»⟧ ⟦"remove hard-coded DAYFORCE_PASSWORD"⟧
public: ⟦span_id=«h16»⟧ ⟦db.statement=SELECT ? FROM keys WHERE id = ?⟧
public: ⟦x-request-id «uuid»⟧ ⟦401 invalid api key⟧ (⟦key not logged⟧)
public: ⟦git tag v2026.12.06⟧ ⟦signed by key «H16»⟧
public: ⟦Sigstore log index «d9»⟧ ⟦for goose v3.24.1⟧
"""

WORLD = r"""
world: ⟦Títt loyniorð má hava 12 tekn⟧ ⟦(Faroese: your password must have 12 characters)⟧
world: ⟦Endurheimtarkóðinn rennur út eftir 30 daga⟧ ⟦(Icelandic: the recovery code expires after 30 days)⟧
world: ⟦Beassansátni⟧ ⟦(Northern Sami: password)⟧ ⟦rievdaduvvon 2026-12-01⟧
world: ⟦Bessamsáddnie⟧ ⟦(Lule Sami: password, as remembered)⟧ ⟦— 14 bustávva⟧
world: ⟦Тонн пароль⟧ ⟦(Kildin Sami: your password)⟧ ⟦changed on 2026-11-30⟧
world: ⟦Gjenopprettingskoden er gyldig i 30 dager⟧ ⟦(Bokmål: the recovery code is valid for 30 days)⟧
world: ⟦Lösenfrasen måste ha fem ord⟧ ⟦(Swedish: the passphrase must have five words)⟧
world: ⟦Adgangskoden skal have 12 tegn⟧ ⟦(Danish: the password must have 12 characters)⟧
world: ⟦API-avaimia: 3⟧ ⟦(Finnish: API keys: 3)⟧
world: ⟦Rhaid i'ch cyfrinair fod yn 12 nod⟧ ⟦(Welsh: your password must be 12 characters)⟧
world: ⟦Caithfidh 12 charachtar a bheith i do phasfhocal⟧ ⟦(Irish)⟧
world: ⟦Feumaidh 12 caractar a bhith san fhacal-fhaire⟧ ⟦(Scottish Gaelic)⟧
world: ⟦Fockle follit⟧ ⟦(Manx: secret word)⟧ ⟦— 4 fockleyn⟧
world: ⟦Ger tremena⟧ ⟦(Cornish: password)⟧ ⟦chanjys 2026-12-02⟧
world: ⟦Pled-clav⟧ ⟦(Romansh: password)⟧ ⟦sto avair almain 12 caracters⟧
world: ⟦Lo senhal deu aver 12 caractèrs⟧ ⟦(Occitan)⟧
world: ⟦O contrasinal caduca en 90 días⟧ ⟦(Galician)⟧
world: ⟦El codi de recuperació caduca en 30 dies⟧ ⟦(Catalan)⟧
world: ⟦La paraula d'intrata⟧ ⟦(Gallurese, as remembered)⟧ ⟦à 12 caràttari⟧
world: ⟦לה פאלאב׳רה סיקריטה⟧ ⟦(Judaeo-Spanish: the secret word)⟧ ⟦— 12 letras⟧
world: ⟦Ζμπόρου ασκούμτου⟧ ⟦(Aromanian in Greek script: secret word)⟧ ⟦2026-12-01⟧
world: ⟦PIN-koodd⟧ ⟦(Skolt Sami: PIN code)⟧ ⟦6 nââmar⟧
world: ⟦Aðgangslykillinn rann út⟧ ⟦(Icelandic: the access key expired) 2026-11-28⟧
world: ⟦Tilgangsnykelen vart oppretta⟧ ⟦(Nynorsk: the access key was created)⟧ ⟦2026-12-03⟧
world: ⟦Isissutissaq allanngortinneqarpoq⟧ ⟦(Greenlandic: the password was changed)⟧
world: ⟦Salasana vanhenee 90 päivässä⟧ ⟦(Meänkieli/Finnish: the password expires in 90 days)⟧
world: ⟦Lykilord⟧ ⟦(Gutnish, as remembered: key word)⟧ ⟦— 12 bukstäver⟧
world: ⟦Lösenôrde⟧ ⟦(Jamtlandic, as remembered: password)⟧ ⟦byttes varje år⟧
world: ⟦Kod adtapout⟧ ⟦(Breton, as remembered: recovery code)⟧ ⟦— 10 kod⟧
world: ⟦Mot d'pâsse⟧ ⟦(Norman, as remembered: password)⟧ ⟦12 lettres⟧
world: ⟦Paraula clâf⟧ ⟦(Friulian, as remembered: key word)⟧ ⟦cambiade ai 2026-12-01⟧
world: ⟦Parolla d'accessu⟧ ⟦(Corsican, as remembered: access word)⟧ ⟦12 caratteri⟧
world: ⟦Sa crae⟧ ⟦(Sardinian: key)⟧ ⟦iscadet in 30 dies⟧
world: ⟦Cuvintu ascuns⟧ ⟦(Istro-Romanian, as remembered: hidden word)⟧ ⟦2026-12-05⟧
world: ⟦A to contraseña caduca en 90 díes⟧ ⟦(Asturian)⟧
world: ⟦Token d'azes⟧ ⟦(Ladin, as remembered: access token)⟧ ⟦valid 24 ores⟧
world: ⟦Frasa secreta de 4 mots⟧ ⟦(Niçard, as remembered: secret phrase of 4 words)⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Employment Hero organisation «uuid»⟧ ⟦(public id; OAuth secret kept in vault)⟧
vendor-ids: ⟦KeyPay business id 189241⟧ ⟦pay run «d6»⟧
vendor-ids: ⟦CharlieHR team member «d7»⟧ ⟦office London⟧
vendor-ids: ⟦Breathe HR employee «d5»⟧ ⟦department «d4»⟧
vendor-ids: ⟦Dayforce XRefCode «d5»⟧ ⟦client namespace acmeretail⟧
vendor-ids: ⟦Freshteam job posting «d12»⟧ ⟦branch «d12»⟧
vendor-ids: ⟦Check company com_«A20»⟧ ⟦payroll pay_«A20»⟧
vendor-ids: ⟦Everee tenant 12345⟧ ⟦worker «uuid»⟧
vendor-ids: ⟦AirLabs flight_icao SAS1415⟧ ⟦hex «h6»⟧
vendor-ids: ⟦FlightStats flightId «d10»⟧ ⟦appId 8a1f3c2e⟧ (⟦app key not shown⟧)
vendor-ids: ⟦Eventzilla event «d10»⟧ ⟦ticket type «d7»⟧
vendor-ids: ⟦Accelevents event url summit26⟧ ⟦order «d8»⟧
vendor-ids: ⟦Bold Penguin application «uuid»⟧ ⟦carrier 88⟧
vendor-ids: ⟦Fountain applicant «uuid»⟧ ⟦stage «uuid»⟧
vendor-ids: ⟦Breezeway property «d7»⟧ ⟦task «d9»⟧
vendor-ids: ⟦Trestle ListingKey «d9»⟧ ⟦OriginatingSystemName ACME MLS⟧
vendor-ids: ⟦Brown Paper Tickets event_id 184397⟧ ⟦date_id «d7»⟧
vendor-ids: ⟦Channex property «uuid»⟧ ⟦room type «uuid»⟧
vendor-ids: ⟦Dotloop loop «d9»⟧ ⟦profile «d7»⟧
vendor-ids: ⟦Comeet position «U2».«d3»⟧ ⟦company uid A3.00D⟧
vendor-ids: ⟦Eventix shop «uuid»⟧ ⟦event «uuid»⟧
vendor-ids: ⟦Estated property «d9»⟧ ⟦fips 36055⟧
vendor-ids: ⟦DoorLoop lease «h24»⟧ ⟦unit «h24»⟧
vendor-ids: ⟦Cover Genius quote «U5»-«U5»-INS⟧ ⟦partner CG-PARTNER-ACME⟧
vendor-ids: ⟦bookingkit experience «h32»⟧ ⟦vendor «d5»⟧
vendor-ids: ⟦Edpuzzle classroom «h24»⟧ ⟦assignment «h24»⟧
vendor-ids: ⟦Eightfold position «d12»⟧ ⟦profile «d12»⟧
vendor-ids: ⟦Calamari employee «d6»⟧ ⟦absence type «d3»⟧
vendor-ids: ⟦Darwinbox employee id «U3»«d5»⟧ ⟦dataset employee_master⟧
vendor-ids: ⟦Coursebox course «uuid»⟧ ⟦lesson «d6»⟧
vendor-ids: ⟦Applied Epic policy «U3»-«d6»⟧ ⟦agency ACMEINS⟧
vendor-ids: ⟦eZee hotel code 11201⟧ ⟦booking «d8»⟧
vendor-ids: ⟦Booking Experts administration «d5»⟧ ⟦rental «d6»⟧
vendor-ids: ⟦Boomset event «d6»⟧ ⟦attendee «d8»⟧
vendor-ids: ⟦Eventim event «d8»⟧ ⟦venue «d5»⟧
"""
