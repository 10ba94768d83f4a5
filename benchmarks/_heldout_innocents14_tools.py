"""Innocent set 14: the carriers of secrets set 14, holding no secret.

CI logs with masked values and ids (GitHub Actions, Jenkins, GitLab, Buildkite, Drone, Tekton,
Argo CD), Nomad, Consul and Vault output with lease ids, accessors and indexes, container
runtimes with digests and ids, job queues with task and job ids, data pipelines with offsets,
LSNs and connector names, database logs and shells with object ids, query ids and SQL ids,
host tools (strace, auditd, fstab UUIDs, Wi-Fi BSSIDs, OpenVPN, Kerberos principals, SMB,
rsync, Windows SIDs and event ids, PowerShell error ids), errors of PHP, Perl, Java/Spring,
Scala, Swift, Dart, Haskell, Lua, Julia and R, and OpenTelemetry, baggage, CloudEvents,
Sentry, CloudTrail, GCP audit, Windows event XML, Loki, Splunk HEC, SQL, HAR and notebook
records whose generated-looking fields are ids. Each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["LOGS", "OPS"]

OPS = r"""
github-actions: ##[group]Run ./deploy.sh\nenv:\n  DEPLOY_KEY: ***\n  IMAGE: ⟦ghcr.io/acme/api@sha256:«h64»⟧\n##[error]⟦Process completed with exit code 22.⟧
github-actions: ⟦Error: Resource not accessible by integration⟧ (run ⟦«d10»⟧, job ⟦«d11»⟧, ref ⟦refs/pull/4412/merge⟧)
github-actions: ⟦actions/cache@v4⟧: ⟦Cache not found for input keys: Linux-pip-«h64»⟧
jenkins: [Pipeline] withCredentials\nMasking supported pattern matches of $NEXUS_PASSWORD\n+ ⟦mvn deploy -s settings.xml⟧\n[ERROR] ⟦Failed to deploy artifacts: status code: 401⟧ (build ⟦#«d4»⟧)
jenkins: ⟦hudson.plugins.git.GitException⟧: ⟦Command "git fetch --tags --force --progress" returned status code 128⟧ (commit ⟦«h40»⟧)
gitlab-ci: ⟦$ docker login -u $CI_REGISTRY_USER --password-stdin $CI_REGISTRY⟧\n⟦Login Succeeded⟧\n⟦ERROR: Job failed: exit code 1⟧ (job ⟦«d10»⟧, pipeline ⟦«d9»⟧)
gitlab-ci: ⟦This job is stuck because the project doesn't have any runners online assigned to it.⟧ (runner tag ⟦secrets-scan⟧)
buildkite: ⟦🚨 Error: The command exited with status 1⟧ (build ⟦«d5»⟧, job ⟦«uuid»⟧, agent ⟦ci-agent-«l8»⟧)
drone: ⟦default: Error response from daemon: pull access denied for acme/api⟧ (build ⟦«d4»⟧, stage ⟦2⟧, commit ⟦«h40»⟧)
tekton: TaskRun ⟦api-build-«l5»⟧ ⟦failed: "step-push" exited with code 1⟧ (pod ⟦api-build-«l5»-pod⟧, secret ⟦docker-credentials⟧ mounted)
argocd: application ⟦payments⟧ ⟦OutOfSync⟧: Secret ⟦payments/stripe-keys⟧ ⟦data changed (values hidden)⟧ revision ⟦«h40»⟧
nomad: alloc ⟦«uuid»⟧ task ⟦api⟧ ⟦Template failed: vault.read(secret/data/api): Code: 403⟧ (eval ⟦«h8»⟧)
consul: ⟦Error reading key: Unexpected response code: 403 (ACL not found)⟧ key ⟦service/billing/partner_token⟧ ModifyIndex ⟦«d6»⟧
vault: Key ⟦lease_id⟧ Value ⟦database/creds/readonly/«A24»⟧ ⟦lease_duration 768h⟧ ⟦renewable true⟧
vault: token accessor ⟦«A24»⟧ ⟦policies: ["default" "deploy"]⟧ ⟦ttl 31m⟧ (display name ⟦approle⟧)
vault: ⟦Error making API request.⟧ URL: ⟦PUT https://vault:8200/v1/auth/approle/login⟧ Code: ⟦400⟧ Errors: ⟦* invalid role or secret ID⟧
docker: ⟦Error response from daemon: manifest for acme/api:2.3 not found⟧ (local image ⟦sha256:«h64»⟧)
docker: container ⟦«h12»⟧ ⟦OOMKilled true⟧ ⟦ExitCode 137⟧ (env has ⟦MEILI_MASTER_KEY_FILE=/run/secrets/meili⟧)
crictl: ⟦FATA[0002] getting the status of the container «h64»⟧: ⟦rpc error: code = NotFound⟧
compose: ⟦service "db" refers to undefined secret db_password: invalid compose project⟧
celery: Task ⟦sync.tasks.pull_mailbox⟧[⟦«uuid»⟧] ⟦retry: Retry in 60s: IMAP4.error('[AUTHENTICATIONFAILED]')⟧
sidekiq: ⟦PartnerSyncJob⟧ JID-⟦«h24»⟧ ⟦Faraday::UnauthorizedError⟧ ⟦retry_count 3⟧
airflow: ⟦Task failed with exception⟧ dag_id=⟦warehouse_load⟧ run_id=⟦scheduled__2026-12-04T00:00:00+00:00⟧ conn_id=⟦snowflake_default⟧
spark: ⟦java.io.FileNotFoundException: s3a://lake/raw/part-00000-«uuid».parquet⟧ (application ⟦application_«d13»_«d4»⟧)
kafka-connect: connector ⟦inventory-connector⟧ task ⟦0⟧ ⟦FAILED⟧: ⟦Config value 'connection.password' is missing⟧
debezium: ⟦Streaming requested from LSN 0/«H8» but not found⟧ (slot ⟦debezium_inventory⟧)
logstash: ⟦[logstash.outputs.elasticsearch] Encountered a retryable error⟧ ⟦:code=>429⟧ pipeline ⟦main⟧ id ⟦«h64»⟧
fluent-bit: ⟦[output:http:http.0] HTTP status=401⟧ URI=⟦/ingest⟧ chunk ⟦«d7»-«d10».«d6».flb⟧
telegraf: ⟦E! [outputs.influxdb_v2] When writing to [https://influx:8086]: 401 Unauthorized: unauthorized access⟧ (bucket ⟦metrics⟧, org ⟦«h16»⟧)
prometheus: ⟦remote_write: non-recoverable error⟧ url=⟦https://prometheus-prod-01.grafana.net/api/prom/push⟧ ⟦sample count 2000⟧ ⟦status 401⟧
grafana: ⟦Failed to provision data source⟧ uid=⟦«l9»⟧ error=⟦secureJsonData.basicAuthPassword must be set when basicAuth is true⟧
mongodb: ⟦E11000 duplicate key error collection: shop.sessions index: token_1 dup key: { token: null }⟧ (_id ⟦ObjectId('«h24»')⟧)
mysql: ⟦ERROR 1045 (28000): Access denied for user 'report'@'10.0.0.7' (using password: YES)⟧ thread ⟦«d5»⟧
postgres: ⟦ERROR:  password authentication failed for user "app"⟧ ⟦DETAIL:  Connection matched pg_hba.conf line 98⟧ xid ⟦«d8»⟧
oracle: ⟦ORA-28001: the password has expired⟧ (SQL_ID ⟦«l13»⟧, user ⟦SCOTT⟧)
sqlserver: ⟦Msg 18456, Level 14, State 8⟧, ⟦Login failed for user 'sa'⟧ (client ⟦10.0.0.7⟧, conn ⟦«uuid»⟧)
redis: ⟦(error) WRONGTYPE Operation against a key holding the wrong kind of value⟧ key ⟦token:refresh:«h32»⟧
cassandra: ⟦Unavailable: Cannot achieve consistency level QUORUM⟧ (session ⟦«uuid»⟧, keyspace ⟦auth_tokens⟧)
neo4j: ⟦Neo.ClientError.Security.Unauthorized⟧ for element ⟦4:«uuid»:«d4»⟧
influxdb: ⟦error: organization name "acme" not found⟧ (org id ⟦«h16»⟧, bucket id ⟦«h16»⟧)
clickhouse: ⟦Code: 516. DB::Exception: etl: Authentication failed⟧ query_id ⟦«uuid»⟧
etcd: ⟦etcdserver: mvcc: required revision has been compacted⟧ (revision ⟦«d7»⟧, key ⟦/registry/secrets/kube-system/bootstrap-token-«l6»⟧)
strace: ⟦openat(AT_FDCWD, "/etc/app/secret.key", O_RDONLY) = -1 EACCES (Permission denied)⟧ pid ⟦«d5»⟧
auditd: type=⟦USER_AUTH⟧ msg=audit(⟦«d10».«d3»:«d4»⟧): ⟦op=PAM:authentication acct="deploy" res=failed⟧
fstab: ⟦mount: /data: can't find UUID=«uuid».⟧ (line ⟦4⟧, options ⟦credentials=/etc/smb-credentials⟧)
wifi: ⟦wlan0: CTRL-EVENT-SSID-TEMP-DISABLED id=0 ssid="ACME-Office" auth_failures=3 reason=WRONG_KEY⟧ bssid ⟦3c:84:6a:«h2»:«h2»:«h2»⟧
openvpn: ⟦AUTH: Received control message: AUTH_FAILED⟧ peer-id ⟦«d4»⟧ (tls-crypt key ⟦/etc/openvpn/ta.key⟧)
kerberos: ⟦kinit: Preauthentication failed while getting initial credentials⟧ principal ⟦svc_etl@ACME.IO⟧ kvno ⟦7⟧ (keytab ⟦/etc/krb5.keytab⟧)
smb: ⟦NT_STATUS_PASSWORD_MUST_CHANGE⟧ for ⟦ACME\report⟧ (session ⟦0x«h16»⟧)
rsync: ⟦@ERROR: auth failed on module nightly⟧ (secrets file ⟦/etc/rsyncd.secrets⟧ mode ⟦0600⟧)
windows: ⟦An account failed to log on.⟧ Event ⟦4625⟧ SID ⟦S-1-5-21-«d10»-«d10»-«d10»-1104⟧ Logon Type ⟦3⟧ Status ⟦0xC000006D⟧
windows: ⟦System error 86 has occurred. The specified network password is not correct.⟧ (share ⟦\\fs01\finance⟧)
powershell: ⟦Connecting to remote server ex01 failed: Access is denied.⟧ FullyQualifiedErrorId ⟦AccessDenied,PSSessionOpenFailed⟧
"""

LOGS = r"""
php: ⟦PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused⟧ in ⟦/var/www/app/db.php:12⟧ (pool ⟦www⟧, pid ⟦«d5»⟧)
php: ⟦Laravel\Sanctum: token ability 'orders:write' missing⟧ (token id ⟦«d6»⟧, user ⟦«d5»⟧)
perl: ⟦DBI connect('dbname=acme;host=pg1','etl',...) failed: FATAL:  database "acme" does not exist⟧ at ⟦sync.pl line 44⟧
spring: ⟦Failed to bind properties under 'spring.datasource.password' to java.lang.String⟧: ⟦Reason: property not set (value hidden)⟧
java: ⟦java.lang.IllegalStateException: KeyStore not initialized⟧ at ⟦acme.tls.Loader.load(Loader.java:41)⟧ (object ⟦KeyStoreSpi@«h8»⟧)
scala: ⟦akka.pattern.AskTimeoutException⟧ on ⟦Actor[akka://etl/user/token-refresher#-«d10»]⟧ after ⟦5000 ms⟧
swift: ⟦Fatal error: Unexpectedly found nil while unwrapping an Optional value⟧ file ⟦Acme/Keychain.swift⟧, line ⟦88⟧ (crash ⟦«uuid»⟧)
dart: ⟦DioException [bad response]: 403⟧ path ⟦/v1/keys/«d6»/rotate⟧ (request id ⟦«h32»⟧)
haskell: ⟦app: SqlError {sqlState = "28P01", sqlExecStatus = FatalError, sqlErrorMsg = "password authentication failed for user \"app\""}⟧
lua: ⟦lua entry thread aborted: runtime error: /etc/nginx/lua/auth.lua:21: attempt to index a nil value (local 'token')⟧
julia: ⟦HTTP.Exceptions.StatusError(401, "GET", "/v1/data")⟧ (request id ⟦«uuid»⟧)
r: ⟦Error in stop_for_status(res) : Unauthorized (HTTP 401)⟧ ⟦X-Request-Id: «h32»⟧
otel: span ⟦«h16»⟧ trace ⟦«h32»⟧ ⟦status ERROR⟧ attributes ⟦{"http.request.header.x_partner_token": ["[REDACTED]"], "http.response.status_code": 401}⟧
baggage: ⟦baggage header too large (8192 bytes)⟧: tenant=⟦acme⟧,region=⟦eu⟧,request.id=⟦«uuid»⟧
cloudevents: ⟦failed to deliver event⟧ id ⟦«uuid»⟧ type ⟦io.acme.key.rotated⟧ source ⟦/keys/«d6»⟧ ⟦status 502⟧
sentry: event ⟦«h32»⟧ ⟦dropped: rate limited⟧ (project ⟦«d7»⟧, release ⟦api@«h12»⟧)
cloudtrail: ⟦AccessDenied⟧ on ⟦secretsmanager:GetSecretValue⟧ for ⟦arn:aws:secretsmanager:eu-west-1:«d12»:secret:prod/partner-«A6»⟧ requestID ⟦«uuid»⟧
gcp-audit: ⟦Permission 'secretmanager.versions.access' denied⟧ resource ⟦projects/acme/secrets/stripe/versions/3⟧ insertId ⟦«l12»⟧
windows-event: ⟦<EventID>4771</EventID>⟧ ⟦Kerberos pre-authentication failed⟧ ⟦<Data Name="TargetUserName">svc_backup</Data>⟧ ⟦EventRecordID «d7»⟧
loki: ⟦entry for stream '{app="billing"}' has timestamp too old⟧ ⟦«d19»⟧
splunk-hec: ⟦{"text":"Data channel is missing","code":10}⟧ channel ⟦«uuid»⟧ ackId ⟦«d4»⟧
sql: ⟦ERROR 1062 (23000): Duplicate entry 'partner-app' for key 'oauth_clients.PRIMARY'⟧ (client id ⟦partner-app⟧)
har: entry ⟦12⟧ ⟦GET https://app.acme.io/api/keys?page=2⟧ ⟦status 440⟧ ⟦_resourceType: fetch⟧ connection ⟦«d6»⟧
ipynb: ⟦CellExecutionError⟧ in cell ⟦«h8»-«h4»⟧: ⟦KeyError: 'OPENAI_API_KEY'⟧
streamlit: ⟦StreamlitSecretNotFoundError: No secrets found. Valid paths for a secrets.toml file are: /root/.streamlit/secrets.toml⟧
kaggle: ⟦403 - Forbidden - Permission 'datasets.get' was denied⟧ dataset ⟦acme/sales-«d4»⟧ (kaggle.json ⟦found⟧)
mlflow: ⟦RESOURCE_DOES_NOT_EXIST: Run '«h32»' not found⟧ (experiment ⟦«d15»⟧)
"""
