"""Held-out set 14: secrets in operations tools' output and in log and data layouts.

Tools and files whose output earlier sets did not take, or took in another form (grepped:
``GITHUB_ENV``, ``consul kv``, ``crictl``, ``debezium``, ``remote_write``, ``secureJsonData``,
``cypher-shell``, ``sc.exe``, ``PDO::``, ``baggage``, ``CloudEvents``, ``breadcrumb``,
``protoPayload``, ``EventData``, ``loki``, ``fstab``, ``keytab``, ``krb5``, ``ipynb``,
``secrets.toml``, ``kaggle.json`` and ``mlflow`` were absent): CI logs (GitHub Actions,
Jenkins, GitLab, Buildkite, Drone, Tekton, Argo CD), orchestration and service mesh (Nomad,
Consul, Vault CLI tables), container runtimes (docker inspect, crictl, compose config), job
queues (Celery, Sidekiq, Airflow), data pipelines (Spark, Kafka Connect, Debezium, Logstash,
Fluent Bit, Telegraf, Prometheus, Grafana provisioning), database logs and shells (MongoDB,
MySQL general log, PostgreSQL statement log, sqlplus, sqlcmd, Redis MONITOR, cqlsh,
cypher-shell, influx, clickhouse-client, etcdctl), host tools (strace, auditd, fstab,
wpa_supplicant, NetworkManager, OpenVPN, kinit, smbclient, xfreerdp, lftp, rsync, Windows
``net use``, ``cmdkey``, ``schtasks``, ``sc.exe``, PowerShell); and positions: PHP, Perl,
Java/Spring, Scala, Swift, Dart, Haskell, Lua, Julia and R errors, OpenTelemetry spans, W3C
baggage, CloudEvents, Sentry breadcrumbs, CloudTrail and GCP audit records, Windows event
XML, Loki and Splunk HEC pushes, SQL inserts, HAR entries, notebook outputs and data-science
config files. Shapes follow the tools' manuals; the values are generated.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["log_cases", "tool_cases"]

TOOLS = r"""
github actions env ¦ GitHub Actions step log printing the step's env block (a value not registered as a secret) ¦ {A40} ¦ ##[group]Run ./scripts/deploy.sh\n./scripts/deploy.sh\nshell: /usr/bin/bash -e {0}\nenv:\n  REGISTRY: ghcr.io/acme\n  DEPLOY_HOOK_KEY: {t}\n##[endgroup]\n##[error]Process completed with exit code 22.
github actions set-env ¦ a step writing to GITHUB_ENV with set -x ¦ {u43} ¦ + echo SESSION_TOKEN={t}\n+ echo SESSION_TOKEN=... >> /home/runner/work/_temp/_runner_file_commands/set_env_8812\nError: Unable to process file command 'env' successfully.
jenkins console ¦ Jenkins Pipeline console with a shell step echoing a curl ¦ {p} ¦ [Pipeline] sh\n+ curl -fsS --user deployer:{t} https://nexus.acme.io/service/rest/v1/components?repository=releases\ncurl: (22) The requested URL returned error: 401\n[Pipeline] }\nERROR: script returned exit code 22
gitlab ci job log ¦ GitLab CI job log, docker login with -p in the script ¦ {A32} ¦ $ docker login -u ci-bot -p {t} registry.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nError response from daemon: Get "https://registry.acme.io/v2/": unauthorized\nCleaning up project directory and file based variables\nERROR: Job failed: exit code 1
buildkite agent ¦ buildkite-agent log with a plugin's configuration JSON ¦ {A40} ¦ 2026-12-04 13:20:01 ERROR  Plugin "docker-login#v3.0.0" failed: BUILDKITE_PLUGIN_DOCKER_LOGIN_PASSWORD_ENV not set\nBUILDKITE_PLUGINS=[{"github.com/buildkite-plugins/docker-login-buildkite-plugin#v3.0.0":{"username":"acme","password":"{t}"}}]
drone step ¦ Drone CI step with settings printed by the plugin ¦ {p} ¦ + /bin/drone-docker\nPLUGIN_USERNAME=acme PLUGIN_PASSWORD={t} PLUGIN_REPO=acme/api\ntime="2026-12-04T13:21:00Z" level=fatal msg="Error authenticating: exit status 1"
tekton taskrun ¦ tkn taskrun logs with a param echoed ¦ {A48} ¦ [fetch : clone] + git clone https://oauth2:{t}@git.acme.io/api.git /workspace/src\n[fetch : clone] fatal: could not read Username for 'https://git.acme.io': terminal prompts disabled\nTaskRun api-build-88213 failed
argocd app diff ¦ argocd app diff of a Secret in stringData ¦ {A32} ¦ ===== /Secret api/api-env ======\n9c9\n<   STRIPE_WEBHOOK_SECRET: old\n---\n>   PARTNER_HMAC_KEY: {t}\nFATA[0003] rpc error: code = Unknown desc = Manifest generation error (cached)
nomad alloc status ¦ nomad alloc status with the task's template-rendered env ¦ {A36} ¦ Recent Events:\nTime                  Type            Description\n2026-12-04T13:23:00Z  Driver Failure  failed to create container: API error (400): invalid env var "LICENSE_KEY={t}\\n"
consul kv get ¦ consul kv get -detailed output ¦ {u40} ¦ CreateIndex      881\nFlags            0\nKey              service/billing/partner_token\nLockIndex        0\nModifyIndex      902\nSession          -\nValue            {t}\nError: unexpected EOF reading watch response
vault kv get table ¦ vault kv get table output pasted in an error ¦ {p} ¦ ====== Data ======\nKey         Value\n---         -----\nusername    reporting\npassword    {t}\nError writing data to database/config/reporting: Code: 400. Errors: * error verifying connection
docker inspect env ¦ docker inspect .Config.Env array ¦ {A32} ¦ Error response from daemon: container 3f9a2b exited (1)\n"Env": [\n  "PATH=/usr/local/sbin:/usr/local/bin",\n  "MEILI_MASTER_KEY={t}",\n  "MEILI_ENV=production"\n]
crictl inspect ¦ crictl inspect JSON of a pod container's envs ¦ {b40} ¦ FATA[0000] getting the status of the container: rpc error: code = NotFound\n{"info":{"config":{"envs":[{"key":"ENCRYPTION_KEY","value":"{t}"},{"key":"TZ","value":"UTC"}]}}}
compose config ¦ docker compose config output with an interpolated variable ¦ {p} ¦ service "db" refers to undefined network backend: invalid compose project\nservices:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {t}\n    image: mariadb:11
celery task args ¦ Celery worker log of a failed task's args ¦ {p} ¦ [2026-12-04 13:25:00,112: ERROR/ForkPoolWorker-2] Task sync.tasks.pull_mailbox[4f1c0e9b-8a7d] raised unexpected: IMAP4.error('[AUTHENTICATIONFAILED] Invalid credentials')\nargs=('imap.acme.io', 'ops@acme.io', '{t}') kwargs={}
sidekiq retry ¦ Sidekiq retry set JSON of a job ¦ {A40} ¦ WARN: {"context":"Job raised exception","job":{"class":"PartnerSyncJob","args":["acme","{t}"],"retry_count":3,"jid":"b4f1c2e9a8d7"},"error_class":"Faraday::UnauthorizedError"}
airflow connection ¦ Airflow task log with a connection URI ¦ {p} ¦ [2026-12-04, 13:26:00 UTC] {base.py:73} INFO - Using connection ID 'warehouse' for task execution.\n[2026-12-04, 13:26:01 UTC] {taskinstance.py:1937} ERROR - could not connect: snowflake://etl:{t}@acme-eu/ANALYTICS/PUBLIC?warehouse=ETL_WH
spark conf ¦ spark-submit --conf echoed by a failing driver ¦ {A40} ¦ Exception in thread "main" java.nio.file.AccessDeniedException: s3a://lake/raw: getFileStatus on s3a://lake/raw: 403 Forbidden\nSpark config: spark.hadoop.fs.s3a.access.key=AKIAIOSFODNN7LAKE01 spark.hadoop.fs.s3a.secret.key={t}
kafka connect ¦ Kafka Connect REST 400 with the submitted config ¦ {p} ¦ {"error_code":400,"message":"Connector configuration is invalid and contains the following 1 error(s):\nconnection.password: Invalid value {t} for configuration connection.password: Could not connect"}
debezium ¦ Debezium connector task failure log ¦ {p} ¦ ERROR WorkerSourceTask{id=inventory-connector-0} Task threw an uncaught exception (org.apache.kafka.connect.runtime.WorkerTask)\nio.debezium.DebeziumException: Access denied; database.user=debezium database.password={t}
logstash pipeline ¦ Logstash pipeline config error quoting the output block ¦ {A24} ¦ [ERROR][logstash.agent] Failed to execute action {:id=>:main, :message=>"Expected one of [ \\t\\r\\n], \"#\", \"=>\" at line 12, column 5 (byte 311) after output { elasticsearch { hosts => [\"https://es:9200\"] user => \"logstash_writer\" password => \"{t}\" "}
fluent bit output ¦ Fluent Bit output plugin error with its properties ¦ {A40} ¦ [2026/12/04 13:27:00] [error] [output:http:http.0] HTTP status=401 URI=/ingest\n[output:http:http.0] http_user=fluent http_passwd={t} host=logs.acme.io port=443
telegraf config ¦ telegraf --test with a parse error in the output section ¦ {A64} ¦ E! [telegraf] Error running agent: error loading config file /etc/telegraf/telegraf.conf: line 41: [[outputs.influxdb_v2]] token = "{t}" bucket = 12 (type mismatch)
prometheus remote write ¦ Prometheus log of a remote_write failure with its basic_auth ¦ {p} ¦ ts=2026-12-04T13:28:00Z caller=dedupe.go:112 component=remote level=error remote_name=grafana-cloud url="https://1184:{t}@prometheus-prod-01.grafana.net/api/prom/push" msg="non-recoverable error" err="server returned HTTP status 401 Unauthorized"
grafana provisioning ¦ Grafana provisioning error with secureJsonData ¦ {A32} ¦ logger=provisioning.datasources t=2026-12-04T13:29:00Z level=error msg="Failed to provision data source" error="invalid datasource: {\"name\":\"Loki\",\"secureJsonData\":{\"basicAuthPassword\":\"{t}\"}}"
mongod log ¦ MongoDB JSON log of a failed connection string in a command ¦ {p} ¦ {"t":{"$date":"2026-12-04T13:30:00.000Z"},"s":"E","c":"REPL","id":21426,"msg":"Error connecting to source","attr":{"source":"mongodb://repl:{t}@mongo-2:27017/?authSource=admin","error":"AuthenticationFailed"}}
mysql general log ¦ MySQL general query log with CREATE USER ¦ {p} ¦ 2026-12-04T13:31:00.123456Z    42 Query     CREATE USER 'report'@'%' IDENTIFIED BY '{t}'\nERROR 1396 (HY000): Operation CREATE USER failed for 'report'@'%'
postgres statement log ¦ PostgreSQL log_statement=ddl with ALTER ROLE ¦ {p} ¦ 2026-12-04 13:32:00.001 UTC [8812] LOG:  statement: ALTER ROLE app WITH LOGIN PASSWORD '{t}' VALID UNTIL '2027-01-01';\n2026-12-04 13:32:00.002 UTC [8812] ERROR:  permission denied to alter role
sqlplus ¦ sqlplus invoked with user/password@connect ¦ {p} ¦ $ sqlplus scott/{t}@//db.acme.io:1521/ORCLPDB1\nERROR:\nORA-01017: invalid username/password; logon denied
sqlcmd ¦ sqlcmd with -P in a failing script ¦ {p} ¦ + sqlcmd -S tcp:sql01,1433 -U sa -P '{t}' -Q "SELECT 1"\nSqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'..
redis monitor ¦ redis-cli MONITOR output showing an AUTH ¦ {A32} ¦ 1733318000.112233 [0 10.0.0.7:51122] "AUTH" "cache-rw" "{t}"\n1733318000.112301 [0 10.0.0.7:51122] "GET" "session:88213"\n(error) WRONGPASS invalid username-password pair or user is disabled.
cqlsh ¦ cqlsh connection error with -p ¦ {p} ¦ cqlsh -u cassandra -p {t} cass-1 9042\nConnection error: ('Unable to connect to any servers', {'10.0.4.2:9042': AuthenticationFailed('Failed to authenticate to 10.0.4.2:9042: Error from server: code=0100 [Bad credentials]')})
cypher-shell ¦ cypher-shell with -p in a bash -x trace ¦ {p} ¦ + cypher-shell -a neo4j://graph:7687 -u neo4j -p {t} 'RETURN 1'\nThe client is unauthorized due to authentication failure.
influx cli ¦ influx CLI with --token on the command line ¦ {u86}== ¦ influx query 'from(bucket:"m")' --host http://influx:8086 --org acme --token {t}\nError: failed to execute query: 401 Unauthorized: unauthorized access
clickhouse client ¦ clickhouse-client --password in a failing cron mail ¦ {p} ¦ Subject: Cron <etl@ch1> clickhouse-client --user etl --password {t} -q "OPTIMIZE TABLE events"\nCode: 516. DB::Exception: etl: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)
etcdctl ¦ etcdctl with --user user:password ¦ {p} ¦ + etcdctl --endpoints=https://etcd-1:2379 --user root:{t} get /registry --prefix --keys-only\n{"level":"warn","msg":"retrying of unary invoker failed","error":"rpc error: code = InvalidArgument desc = etcdserver: authentication failed, invalid user ID or password"}
strace write ¦ strace -e write of a process writing its config ¦ {A40} ¦ write(3, "POST /v1/ingest HTTP/1.1\\r\\nHost: in.acme.io\\r\\nX-Ingest-Key: {t}\\r\\n\\r\\n", 92) = -1 EPIPE (Broken pipe)\n--- SIGPIPE {si_signo=SIGPIPE, si_code=SI_USER} ---
auditd execve ¦ auditd EXECVE record with plain arguments ¦ {p} ¦ type=EXECVE msg=audit(1733318100.221:4412): argc=5 a0="mysqldump" a1="-uroot" a2="-p{t}" a3="--all-databases" a4="--single-transaction"\ntype=SYSCALL msg=audit(1733318100.221:4412): arch=c000003e syscall=59 success=yes exit=0
fstab cifs ¦ mount -a error quoting an fstab line with inline credentials ¦ {p} ¦ mount error(13): Permission denied\n/etc/fstab:7: //nas01/backup /mnt/backup cifs username=backup,password={t},uid=1000,iocharset=utf8 0 0
wpa_supplicant ¦ wpa_supplicant debug with the network block ¦ {p} ¦ wlan0: WPA: 4-Way Handshake failed - pre-shared key may be incorrect\nnetwork={\n    ssid="ACME-Office"\n    psk="{t}"\n    key_mgmt=WPA-PSK\n}
nmconnection ¦ nmcli error citing a keyfile's [wifi-security] section ¦ {p} ¦ Error: Connection activation failed: Secrets were required, but not provided\n/etc/NetworkManager/system-connections/Lab.nmconnection: [wifi-security] key-mgmt=wpa-psk psk={t}
openvpn inline auth ¦ OpenVPN log with an inline <auth-user-pass> block ¦ {p} ¦ Options error: Unrecognized option or missing or extra parameter(s) in client.ovpn:31: <auth-user-pass>\nvpnuser\n{t}\n</auth-user-pass>
kinit ¦ kinit piped a password in a bash -x trace ¦ {p} ¦ + echo '{t}'\n+ kinit svc_etl@ACME.IO\nkinit: Password incorrect while getting initial credentials
smbclient ¦ smbclient -U user%password ¦ {p} ¦ smbclient //fs01/finance -U 'ACME\\\\report%{t}' -c 'ls'\nsession setup failed: NT_STATUS_LOGON_FAILURE
xfreerdp ¦ xfreerdp with /p: ¦ {p} ¦ xfreerdp /v:ts01.acme.io /u:ops /p:{t} /cert:ignore\n[ERROR][com.freerdp.core] - transport_connect_tls:freerdp_set_last_error_ex ERRCONNECT_LOGON_FAILURE [0x00020014]
lftp ¦ lftp -u user,password ¦ {p} ¦ lftp -u upload,{t} sftp://files.partner.io -e "put report.csv; bye"\nput: Login failed: Login incorrect
rsync daemon ¦ rsync with RSYNC_PASSWORD in the environment line ¦ {A20} ¦ + RSYNC_PASSWORD={t} rsync -av /srv/ backup@nas01::nightly/\n@ERROR: auth failed on module nightly\nrsync error: error starting client-server protocol (code 5) at main.c(1850)
windows net use ¦ Windows net use with the password inline ¦ {p} ¦ C:\\> net use Z: \\\\fs01\\share {t} /user:ACME\\svc_report\nSystem error 1326 has occurred.\n\nThe user name or password is incorrect.
windows cmdkey ¦ cmdkey /pass: in a logged script ¦ {p} ¦ cmdkey /generic:TERMSRV/ts01 /user:ACME\\ops /pass:{t}\nCMDKEY: Credential added successfully.\nmstsc.exe exited with code 0x2
windows schtasks ¦ schtasks /RU /RP in a failed install script ¦ {p} ¦ ERROR: The user name or password is incorrect.\nschtasks /Create /TN "Nightly ETL" /TR C:\\etl\\run.cmd /SC DAILY /RU ACME\\etl /RP {t}
windows sc config ¦ sc.exe config obj= password= ¦ {p} ¦ [SC] ChangeServiceConfig FAILED 1057:\n\nThe account name is invalid or does not exist, or the password is invalid for the account name specified.\nsc.exe config AcmeAgent obj= "ACME\\svc_agent" password= "{t}"
powershell securestring ¦ PowerShell error record with ConvertTo-SecureString -AsPlainText ¦ {p} ¦ New-PSSession : [ex01] Connecting to remote server ex01 failed: Access is denied.\nAt line:3 char:1\n+ $pw = ConvertTo-SecureString '{t}' -AsPlainText -Force\n    + CategoryInfo          : OpenError: (System.Manageme....RemoteRunspace:RemoteRunspace) [], PSRemotingTransportException
"""

LOGS = r"""
php pdo trace ¦ PHP uncaught PDOException stack trace with constructor arguments ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.0.5' (using password: YES) in /var/www/app/db.php:12\nStack trace:\n#0 /var/www/app/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', '{t}')\n#1 {main}\n  thrown in /var/www/app/db.php on line 12
php laravel log ¦ Laravel log line with the request payload in context ¦ {p} ¦ [2026-12-04 13:40:00] production.ERROR: Login attempt failed {"email":"ops@acme.io","password":"{t}","exception":"[object] (Illuminate\\\\Auth\\\\AuthenticationException(code: 0): Unauthenticated.)"}
perl die dumper ¦ Perl die with a Data::Dumper of the config ¦ {A32} ¦ DBI connect('dbname=acme;host=pg1','etl',...) failed: FATAL:  password authentication failed for user "etl" at sync.pl line 44.\n$VAR1 = {\n          'api_secret' => '{t}',\n          'api_base' => 'https://api.acme.io'\n        };
java spring bind ¦ Spring Boot failure analysis printing a bound property ¦ {p} ¦ ***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.datasource.password' to java.lang.String:\n\n    Property: spring.datasource.password\n    Value: "{t}"\n    Origin: System Environment Property "SPRING_DATASOURCE_PASSWORD"
scala case class ¦ Scala exception whose message is a case class toString ¦ {A40} ¦ java.lang.IllegalStateException: cannot start consumer for KafkaSettings(broker-1:9093,etl,SaslConfig(PLAIN,etl-consumer,{t}),earliest)\n\tat acme.etl.Main$.run(Main.scala:41)
swift error ¦ Swift fatal error with a struct dump ¦ {u43} ¦ Fatal error: Unexpectedly found nil while unwrapping an Optional value: file Acme/APIClient.swift, line 88\nAPIClient.Config(baseURL: https://api.acme.io, token: "{t}", timeout: 30.0)
dart exception ¦ Dart/Flutter unhandled exception with the request options ¦ {A40} ¦ E/flutter ( 8812): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioException [bad response]: 403\nE/flutter ( 8812): RequestOptions(headers: {x-app-secret: {t}, accept: application/json})
haskell show ¦ Haskell exception with a derived Show of the settings record ¦ {p} ¦ app: user error (connect failed: ConnectInfo {connectHost = "db", connectPort = 5432, connectUser = "app", connectPassword = "{t}", connectDatabase = "acme"})
lua error ¦ OpenResty Lua error with a table dump ¦ {A32} ¦ 2026/12/04 13:41:00 [error] 77#77: *5 lua entry thread aborted: runtime error: /etc/nginx/lua/auth.lua:21: redis auth failed: { host = "redis", password = "{t}", db = 2 }
julia error ¦ Julia HTTP.jl StatusError with the request headers ¦ {u40} ¦ ERROR: HTTP.Exceptions.StatusError(401, "GET", "/v1/data", HTTP.Messages.Response:\nHTTP/1.1 401 Unauthorized\n)\nrequest headers: ["Authorization" => "Token {t}", "Accept" => "*/*"]
r httr error ¦ R httr error with the config printed ¦ {h40} ¦ Error in stop_for_status(res) : Unauthorized (HTTP 401). Failed to get data.\n<request>\nOptions:\n* useragent: libcurl/8.5.0 r-curl/5.2 httr/1.4.7\nHeaders:\n* X-Auth-Key: {t}
otel span ¦ OpenTelemetry span JSON with an attribute that holds a token ¦ {u43} ¦ {"name":"POST /v1/charge","context":{"trace_id":"0x5b8aa5a2d2c872e8321cf37308d69df2"},"status":{"status_code":"ERROR"},"attributes":{"http.request.header.x_partner_token":["{t}"],"http.response.status_code":401}}
w3c baggage ¦ W3C baggage header carrying a credential as a member ¦ {A32} ¦ propagation error: baggage header too large (8192 bytes): baggage: tenant=acme,region=eu,api_secret={t},user.id=4412
cloudevents ¦ CloudEvents JSON with a secret in an extension attribute ¦ {u40} ¦ knative: failed to deliver event: 401 {"specversion":"1.0","type":"io.acme.order.created","source":"/orders","id":"A234-1234-1234","authtoken":"{t}","data":{"id":88213}}
sentry breadcrumb ¦ Sentry event breadcrumbs with a query string ¦ {A32} ¦ sentry_sdk: event dropped (before_send) breadcrumbs=[{"category":"httplib","data":{"method":"GET","url":"https://api.acme.io/v2/export?signature={t}","status_code":403}}]
cloudtrail event ¦ CloudTrail record with requestParameters echoing a secret ¦ {A40} ¦ {"eventSource":"secretsmanager.amazonaws.com","eventName":"PutSecretValue","errorCode":"AccessDenied","requestParameters":{"secretId":"prod/partner","secretString":"{t}"}}
gcp audit ¦ GCP audit log protoPayload with a request body ¦ {b44} ¦ protoPayload.status.message: "Permission 'secretmanager.versions.add' denied"\nprotoPayload.request: {"parent":"projects/acme/secrets/stripe","payload":{"data":"{t}"}}
windows event xml ¦ Windows Event Log XML EventData ¦ {p} ¦ <Event><System><EventID>4625</EventID></System><EventData><Data Name="TargetUserName">svc_backup</Data><Data Name="CommandLine">robocopy \\\\nas01\\bk D:\\bk /user:svc_backup /pass:{t}</Data></EventData></Event>
loki push ¦ Loki push JSON with a log line that holds a key ¦ {A40} ¦ loki: 400 Bad Request "entry too far behind" for {"streams":[{"stream":{"app":"billing"},"values":[["1733318400000000000","retrying with key={t}"]]}]}
splunk hec ¦ Splunk HEC event JSON in a forwarder error ¦ {uuid} ¦ splunk-hec: 403 {"text":"Invalid token","code":4} sending {"event":{"msg":"start"},"sourcetype":"_json"} with Authorization: Splunk {t}
sql insert ¦ SQL INSERT in a migration error with a client secret ¦ {A48} ¦ ERROR 1062 (23000) at line 7: Duplicate entry 'partner-app' for key 'PRIMARY'\nINSERT INTO oauth_clients (client_id, client_secret, redirect_uri) VALUES ('partner-app', '{t}', 'https://partner.io/cb');
har entry ¦ a HAR entry's request cookies pasted in a bug report ¦ {u48} ¦ HAR replay failed at entry 12: {"request":{"method":"GET","url":"https://app.acme.io/api/me","cookies":[{"name":"sid","value":"{t}","httpOnly":true}]},"response":{"status":440}}
ipynb output ¦ a Jupyter notebook output cell with a printed key ¦ {A40} ¦ nbconvert: CellExecutionError in cell 4:\n{"output_type": "stream", "name": "stdout", "text": ["using key {t}\\n", "fetching page 1\\n"]}
streamlit secrets toml ¦ Streamlit secrets.toml error ¦ {A32} ¦ streamlit.errors.StreamlitSecretNotFoundError: Error parsing secrets file at .streamlit/secrets.toml: Expected '=' after a key (line 3)\n[connections.db]\npassword = "{t}\n
kaggle json ¦ kaggle CLI error quoting kaggle.json ¦ {h32} ¦ OSError: Could not find kaggle.json. Make sure it's located in /root/.kaggle. Found instead ./kaggle.json: {"username":"ana","key":"{t}"}
mlflow tracking uri ¦ MLflow tracking URI with basic credentials ¦ {p} ¦ mlflow.exceptions.MlflowException: API request to https://ml:{t}@mlflow.acme.io/api/2.0/mlflow/runs/create failed with exception HTTPSConnectionPool: 401
dockerfile build arg ¦ docker history/build output with a --build-arg ¦ {A36} ¦ #7 [build 3/6] RUN NPM_TOKEN={t} npm ci\n#7 2.311 npm ERR! code E401\n#7 2.311 npm ERR! Unable to authenticate, need: Basic realm="GitHub Package Registry"
crontab line ¦ a crontab entry quoted by crond ¦ {p} ¦ crond[812]: (etl) CMD (PGPASSWORD='{t}' /usr/bin/pg_dump -h pg1 acme > /bk/acme.sql)\ncrond[812]: (etl) MAIL (mailed 211 bytes of output but got status 0x004b)
"""


def tool_cases(v: Values) -> list[Case]:
    return v.table("tool", TOOLS, "runtime")


def log_cases(v: Values) -> list[Case]:
    # Raised as a KeyError, whose repr escapes line breaks: another way the text is shown.
    return v.table("log", LOGS, "keyerror")
