"""Innocent corpus 5, data: databases, drivers and ORMs, caches, queues and streams, search,
warehouses, migrations, backups and data pipelines.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set5.py``). None is a message of set 4.
"""

from __future__ import annotations

__all__ = ["DATA"]

DATA = r"""
psycopg2.OperationalError: connection to server at "⟦pg-replica-2.internal⟧" (⟦10.0.4.19⟧), port ⟦5432⟧ failed: FATAL: no pg_hba.conf entry for host "⟦10.0.9.77⟧", user "⟦grafana⟧", database "⟦metrics⟧", no encryption
asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "⟦orders_rw⟧" (server ⟦orders-pg.internal:5432⟧, sslmode ⟦verify-full⟧)
PostgreSQL: ERROR: permission denied for table ⟦user_passwords_archive⟧ (role ⟦analyst⟧, query id ⟦«d19»⟧)
PostgreSQL: ERROR: value too long for type character varying(⟦64⟧) (column ⟦reset_token_digest⟧, row ⟦«d6»⟧)
PostgreSQL: ERROR: deadlock detected DETAIL: Process ⟦«d5»⟧ waits for ShareLock on transaction ⟦«d8»⟧; blocked by process ⟦«d5»⟧. (relation ⟦refresh_tokens⟧)
PostgreSQL: LOG: checkpoints are occurring too frequently (⟦24⟧ seconds apart) HINT: Consider increasing the configuration parameter "⟦max_wal_size⟧".
PostgreSQL: FATAL: role "⟦token_reader⟧" is not permitted to log in (rolcanlogin ⟦false⟧)
PostgreSQL: ERROR: could not serialize access due to concurrent update (table ⟦api_key_usage⟧, xid ⟦«d9»⟧)
PostgreSQL: WARNING: password_encryption is "⟦md5⟧"; the server is configured for ⟦scram-sha-256⟧ (user ⟦legacy_app⟧)
pg_dump: error: query failed: ERROR: permission denied for sequence ⟦password_history_id_seq⟧
pg_restore: error: could not execute query: ERROR: relation "⟦oauth_clients⟧" already exists (TOC entry ⟦«d4»⟧)
MySQL: ERROR 1227 (42000): Access denied; you need (at least one of) the ⟦SUPER⟧ or ⟦SYSTEM_VARIABLES_ADMIN⟧ privilege(s) for this operation (variable ⟦validate_password.mixed_case_count⟧)
MySQL: ERROR 3159 (HY000): Connections using insecure transport are prohibited while --require_secure_transport=⟦ON⟧. (user ⟦tokens_app⟧@⟦10.2.0.8⟧)
MySQL: ERROR 1054 (42S22): Unknown column '⟦api_secret_last4⟧' in 'field list' (table ⟦merchants⟧)
MySQL: [ERROR] [MY-010584] [Repl] Slave I/O for channel '': error connecting to master '⟦repl@db-primary:3306⟧' - retry-time: ⟦60⟧ retries: ⟦3⟧ message: Access denied for user '⟦repl⟧'@'⟦10.0.3.12⟧' (using password: ⟦YES⟧)
MariaDB: ERROR 1045 (28000): Access denied for user '⟦maxscale⟧'@'⟦10.0.3.40⟧' (using password: ⟦NO⟧)
SQL Server: Msg ⟦18488⟧, Level 14, State 1: Login failed for user '⟦sa_reporting⟧'. Reason: The password of the account must be changed.
SQL Server: Msg ⟦15151⟧: Cannot alter the login '⟦app_user⟧', because it does not exist or you do not have permission. (CHECK_POLICY = ⟦ON⟧)
Oracle: ORA-28000: The account is locked. (user ⟦INTEGRATION_RO⟧, failed logins ⟦10⟧, profile ⟦APP_PROFILE⟧)
Oracle: ORA-01555: snapshot too old: rollback segment number ⟦14⟧ with name "⟦_SYSSMU14_«d10»$⟧" too small
SQLite: sqlite3.OperationalError: database is locked (file ⟦/var/lib/app/secrets-cache.db⟧, busy_timeout ⟦5000⟧)
SQLite: sqlite3.IntegrityError: UNIQUE constraint failed: ⟦password_reset_tokens.user_id⟧
CockroachDB: ERROR: restart transaction: TransactionRetryWithProtoRefreshError: WriteTooOldError: write for key ⟦/Table/112/1/"«uuid»"/0⟧ at timestamp ⟦1733247611.042«d6»,0⟧ too old
Snowflake: 390144 (08004): JWT token is invalid. [⟦«uuid»⟧] (user ⟦SVC_DBT⟧, account ⟦xy12345.eu-central-1⟧)
Snowflake: 002003 (02000): SQL compilation error: Object '⟦ANALYTICS.AUTH.PASSWORD_EVENTS⟧' does not exist or not authorized. (query id ⟦«uuid»⟧)
Redshift: ERROR: permission denied for relation ⟦stg_api_tokens⟧ (pid ⟦«d5»⟧, xid ⟦«d8»⟧)
ClickHouse: Code: 60. DB::Exception: Table ⟦auth.token_events_local⟧ doesn't exist. (UNKNOWN_TABLE) (version ⟦24.8.4.13 (official build)⟧)
ClickHouse: Code: 192. DB::Exception: Unknown user ⟦grafana_ro⟧. (UNKNOWN_USER) (query_id ⟦«uuid»⟧)
MongoDB: MongoServerError: command find requires authentication (collection ⟦auth.password_resets⟧, lsid ⟦«uuid»⟧)
MongoDB: MongoServerError: Document failed validation: field ⟦passwordHash⟧ must be a string of length ⟦60⟧ (_id ⟦ObjectId('«h24»')⟧)
MongoDB: MongoNetworkTimeoutError: connection ⟦17⟧ to ⟦10.0.6.21:27017⟧ timed out (replica set ⟦rs-tokens⟧)
Cassandra: InvalidRequest: Error from server: code=2200 [Invalid query] message="Undefined column name ⟦secret_key_id⟧ in table ⟦auth.api_keys⟧"
Cassandra: WriteTimeout: Error from server: code=1100 [Coordinator node timed out waiting for replica nodes' responses] (consistency ⟦LOCAL_QUORUM⟧, received ⟦1⟧ of ⟦2⟧, keyspace ⟦sessions⟧)
DynamoDB: ValidationException: One or more parameter values were invalid: Missing the key ⟦token_id⟧ in the item (table ⟦refresh-tokens-prod⟧)
Redis: NOAUTH Authentication required. (client ⟦id=«d6» addr=10.0.2.9:«d5»⟧, command ⟦GET session:«h32»⟧)
Redis: ERR unknown command '⟦CLIENT TRACKINGINFO⟧', with args beginning with: (server ⟦6.0.16⟧)
Redis: CROSSSLOT Keys in request don't hash to the same slot (keys ⟦token:«h16»⟧, ⟦token:«h16»:meta⟧)
Redis: -NOPERM User ⟦metrics⟧ has no permissions to run the '⟦config|get⟧' command
Memcached: SERVER_ERROR object too large for cache (key ⟦pw_policy:tenant:«d7»⟧, ⟦1048577⟧ bytes)
Elasticsearch: [⟦illegal_argument_exception⟧] Limit of total fields [⟦1000⟧] has been exceeded while adding new fields [⟦3⟧] (index ⟦audit-password-changes-2026.12⟧)
Elasticsearch: [⟦version_conflict_engine_exception⟧] [⟦«A20»⟧]: version conflict, required seqNo [⟦«d4»⟧], primary term [⟦3⟧]. current document has seqNo [⟦«d4»⟧] (index ⟦api-tokens⟧)
OpenSearch: [⟦security_exception⟧] no permissions for [⟦indices:data/read/search⟧] and User [name=⟦kibana_ro⟧, backend_roles=[], requestedTenant=⟦null⟧]
Kafka: org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [⟦auth.password-reset.requested⟧]
Kafka: org.apache.kafka.common.errors.RecordTooLargeException: The message is ⟦1148231⟧ bytes when serialized which is larger than ⟦1048576⟧ (topic ⟦token-audit⟧, partition ⟦7⟧)
Kafka: [Consumer clientId=⟦token-sync-1⟧, groupId=⟦token-sync⟧] Offset commit failed on partition ⟦tokens-3⟧ at offset ⟦«d8»⟧: The coordinator is not aware of this member.
Kafka: org.apache.kafka.common.errors.ClusterAuthorizationException: Cluster authorization failed. (principal ⟦User:CN=token-sync,OU=svc⟧, operation ⟦IDEMPOTENT_WRITE⟧)
RabbitMQ: NOT_FOUND - no exchange '⟦auth.password.events⟧' in vhost '⟦/prod⟧' (channel ⟦3⟧, method ⟦basic.publish⟧)
RabbitMQ: RESOURCE_LOCKED - cannot obtain exclusive access to locked queue '⟦amq.gen-«A22»⟧' in vhost '⟦/⟧'
NATS: nats: permissions violation for publish to "⟦auth.tokens.revoke⟧" (account ⟦«U56»⟧)
Pulsar: org.apache.pulsar.client.api.PulsarClientException$AuthorizationException: ⟦Role token-consumer is not authorized to consume from persistent://acme/auth/tokens⟧
Celery: Task ⟦auth.tasks.expire_tokens⟧[⟦«uuid»⟧] raised unexpected: SoftTimeLimitExceeded() after ⟦300⟧ s
Sidekiq: ⟦PasswordResetMailerJob⟧ JID-⟦«h24»⟧ failed: Net::ReadTimeout with #<TCPSocket:(closed)> (retry ⟦3⟧ of ⟦25⟧)
Airflow: Task failed with exception; dag_id=⟦rotate_api_keys⟧, task_id=⟦revoke_stale_keys⟧, run_id=⟦scheduled__2026-12-03T00:00:00+00:00⟧, try_number=⟦2⟧
dbt: Database Error in model ⟦stg_password_resets⟧ (models/staging/⟦stg_password_resets.sql⟧) column "⟦token_sent_at⟧" does not exist
dbt: Compilation Error in test ⟦unique_api_keys_key_hash⟧ (models/schema.yml): 'dict object' has no attribute '⟦secret_column⟧'
Spark: org.apache.spark.SparkException: Job aborted due to stage failure: Task ⟦17⟧ in stage ⟦4.0⟧ failed 4 times, most recent failure: Lost task 17.3 in stage 4.0 (TID ⟦«d4»⟧) (executor ⟦12⟧): java.io.FileNotFoundException: ⟦s3a://lake/raw/tokens/dt=2026-12-02/part-«d5»-«uuid».snappy.parquet⟧
Flink: org.apache.flink.runtime.checkpoint.CheckpointException: Checkpoint ⟦«d4»⟧ expired before completing. (job ⟦«h32»⟧)
Alembic: alembic.util.exc.CommandError: Can't locate revision identified by '⟦«h12»⟧' (migration ⟦add_password_changed_at⟧)
Flyway: Validate failed: Migrations have failed validation. Detected applied migration not resolved locally: ⟦V42__hash_api_tokens.sql⟧ (checksum ⟦-«d10»⟧)
Liquibase: liquibase.exception.ValidationFailedException: Validation Failed: 1 changesets check sum ⟦db/changelog/2026-12-secret-rotation.xml::17::jdoe⟧ was: ⟦9:«h32»⟧ but is now: ⟦9:«h32»⟧
Prisma: PrismaClientKnownRequestError: Unique constraint failed on the fields: (`⟦resetTokenHash⟧`) code ⟦P2002⟧ (model ⟦PasswordReset⟧)
Django: django.db.utils.ProgrammingError: column auth_user.⟦password_updated⟧ does not exist LINE 1: ...
Rails: ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR: duplicate key value violates unique constraint "⟦index_api_tokens_on_token_digest⟧" DETAIL: Key (token_digest)=(⟦«h64»⟧) already exists.
Hibernate: org.hibernate.exception.ConstraintViolationException: could not execute statement; constraint [⟦uk_credentials_username⟧]; SQL [n/a] (entity ⟦com.acme.auth.Credential#«d6»⟧)
Entity Framework: Microsoft.EntityFrameworkCore.DbUpdateConcurrencyException: The database operation was expected to affect ⟦1⟧ row(s), but actually affected ⟦0⟧ row(s) (entity ⟦ApiKey⟧ key ⟦«uuid»⟧)
pgBackRest: ERROR: [⟦082⟧]: WAL segment ⟦0000000100000A2F000000«H2»⟧ was not archived before the ⟦60000⟧ms timeout
Velero: Backup ⟦daily-«d14»⟧ PartiallyFailed: error backing up item ⟦secrets/token-signing-key⟧: timeout
restic: Fatal: unable to open config file: Stat: The specified key does not exist. (repository ⟦s3:s3.amazonaws.com/acme-restic/«h8»⟧, snapshot ⟦«h8»⟧)
""".strip().splitlines()
