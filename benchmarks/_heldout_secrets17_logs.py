"""Held-out set 17: operations tools' output and runtimes' and logs' layouts.

``tool``: nmcli with ``--show-secrets``, ``helm get values``, ``az webapp config appsettings
list``, ``odbcinst -q -s``, an OpenVPN inline ``<http-proxy-user-pass>`` block, Gunicorn's
printed settings (``raw_env``), honcho starting a Procfile, CloudFormation stack events,
``zappa_settings.json``, a Pipfile source, ``go env GOPROXY``, ``buildah push --creds``,
``smbpasswd`` fed on stdin in an Ansible task, ``mosquitto_pub`` under supervisord,
``wg show all dump``, cloud-init's ``runcmd`` trace, ``kubectl describe pod`` environment,
HAProxy's ``-c`` check quoting an ``http-request set-header`` line, Envoy's ``config_dump``,
SaltStack highstate output, ``journalctl -o verbose``, ``systemd-analyze cat-config``,
lighttpd's ``mod_auth`` error, tinyproxy's ``BasicAuth`` line, Maven ``-X`` server
settings, Composer's ``auth.json``, pnpm's ``config list``, a Vagrantfile, Packer's
``-debug``, ``gcloud secrets versions access``, an Azure Bicep deployment error, Redis
Sentinel's ``SENTINEL CONFIG GET``, ``rabbitmqadmin -v`` of a user's PUT, MinIO's ``mc alias
list``, Apache Kafka's ``kafka-configs --describe`` and a Prometheus ``basic_auth`` scrape
config. ``log``: Go ``goroutine`` dumps with arguments, Rust ``panicked at`` with a
``Debug`` struct, a Node ``util.inspect`` of a fetch ``Request``, Ruby ``from`` frames after
an ``inspect``, .NET's ``ToString()`` of a ``HttpRequestMessage``, Java's ``toString`` of a
record, logfmt with quoted values, syslog RFC 5424 structured data, Windows event XML
``<Data>``, gRPC trailers, nbformat ``outputs``, reStructuredText and Org links, a CSV
log line, an SQL ``INSERT`` in a slow query log and an LDAP ``ldapmodify`` change record.
Each layout was grepped against sets 4-16's files (none matched as placed).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["log_cases", "tool_cases"]

TOOLS = r"""
nmcli show secrets ¦ nmcli -s connection show prints the Wi-Fi PSK ¦ {p} ¦ Error: Connection activation failed: Secrets were required, but not provided.\nconnection.id:                          ACME-Office\n802-11-wireless.ssid:                   ACME-Office\n802-11-wireless-security.key-mgmt:      wpa-psk\n802-11-wireless-security.psk:           {t}
helm get values ¦ helm get values prints the user-supplied values of a failed release ¦ {p} ¦ Error: UPGRADE FAILED: release shop failed, and has been rolled back due to atomic being set: timed out waiting for the condition\n$ helm get values shop -n prod\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n    postgresPassword: {t}\n    database: shop
az appsettings ¦ az webapp config appsettings list output (JSON list of name/value) ¦ {A40} ¦ ERROR: (Conflict) Cannot modify this site because another operation is in progress.\nCurrent settings: [{"name": "WEBSITE_RUN_FROM_PACKAGE", "slotSetting": false, "value": "1"}, {"name": "SENDGRID_KEY", "slotSetting": false, "value": "{t}"}]
odbcinst dsn ¦ odbcinst -q -s -n prints a DSN section of odbc.ini ¦ {p} ¦ [unixODBC][Driver Manager]Can't open lib 'ODBC Driver 17 for SQL Server' : file not found\n[ERP]\nDriver=ODBC Driver 17 for SQL Server\nServer=tcp:sql-erp,1433\nUID=erp_reader\nPWD={t}
openvpn inline proxy auth ¦ OpenVPN's inline <http-proxy-user-pass> block quoted by an options error ¦ {p} ¦ Options error: In [CMD-LINE]:1: Error opening configuration file: client.ovpn\n... <http-proxy-user-pass>\nproxyuser\n{t}\n</http-proxy-user-pass>
gunicorn raw_env ¦ gunicorn --log-level debug prints every setting, raw_env included ¦ {p} ¦ [2026-12-05 03:10:11 +0000] [8] [DEBUG] Current configuration:\n  config: ./gunicorn.conf.py\n  raw_env: ['DJANGO_SETTINGS_MODULE=shop.settings', 'DATABASE_URL=postgres://shop:{t}@db:5432/shop']\n[2026-12-05 03:10:12 +0000] [8] [ERROR] Worker (pid:12) exited with code 3
honcho procfile ¦ honcho start prints each Procfile command it runs ¦ {A32} ¦ 03:10:14 system | web.1 started (pid=41)\n03:10:14 web.1  | + exec uvicorn app:api --env-file .env\n03:10:14 system | worker.1 started (pid=42)\n03:10:14 worker.1 | + exec celery -A tasks worker -b redis://:{t}@cache:6379/1\n03:10:15 system | worker.1 stopped (rc=1)
cloudformation events ¦ aws cloudformation describe-stack-events on a parameter without NoEcho (shape from the CLI's table) ¦ {p} ¦ CREATE_FAILED  AWS::RDS::DBInstance  Database  "The parameter MasterUserPassword is not a valid password because it is shorter than 8 characters."\nParameters: DBUser=admin DBPassword={t} Env=prod
zappa settings ¦ zappa's settings file echoed by an update error ¦ {A40} ¦ Error: Warning! Status check on the deployed lambda failed. A GET request to '/' yielded a 502 response code.\nzappa_settings.json: {"prod": {"app_function": "app.app", "s3_bucket": "zappa-acme", "environment_variables": {"STRIPE_KEY": "rk_live_{t}"}}}
pipfile source ¦ pipenv lock failing on a private index given with credentials in the Pipfile ¦ {p} ¦ [pipenv.exceptions.ResolutionFailure]: ERROR: Could not find a version that satisfies the requirement acme-core==2.4 (from versions: none)\n[[source]]\nname = "acme"\nurl = "https://ci-bot:{t}@pypi.acme.io/simple"\nverify_ssl = true
go env goproxy ¦ go env prints a GOPROXY with userinfo ¦ {A40} ¦ go: github.com/acme/ledger@v1.9.0: reading github.com/acme/ledger/go.mod at revision v1.9.0: 410 Gone\n$ go env GOPROXY GONOSUMDB\nhttps://gitlab-ci-token:{t}@goproxy.acme.io,direct\ngithub.com/acme/*
buildah creds ¦ buildah push --creds user:password in a CI job log ¦ {p} ¦ + buildah push --creds ci:{t} registry.acme.io/shop/api:1.8.2\nError: pushing image "registry.acme.io/shop/api:1.8.2": writing blob: initiating layer upload: unauthorized
smbpasswd stdin ¦ an Ansible shell task feeding smbpasswd -s, printed on failure ¦ {p} ¦ fatal: [nas01]: FAILED! => {"changed": true, "cmd": "printf '%s\\n%s\\n' '{t}' '{t}' | smbpasswd -s -a backup", "rc": 1, "stderr": "Failed to add entry for user backup."}
mosquitto supervisord ¦ supervisord logging the command of a failing mosquitto_pub program ¦ {p} ¦ 2026-12-05 03:10:20,114 INFO spawnerr: command at '/usr/bin/mosquitto_pub -h broker.acme.io -u sensor-07 -P {t} -t plant/7/temp -l' exited too quickly\n2026-12-05 03:10:20,115 INFO gave up: sensor entered FATAL state
wg dump ¦ wg show all dump prints the interface's private key in its first row ¦ {b43}= ¦ wg-quick: `ip link add wg0 type wireguard' failed\n$ wg show all dump\nwg0  {t}  mM9E7rS3o7kQpkaeTZ7mV5i3B8mfA8V3h1cHlp9oPkI=  51820  off
cloud-init runcmd ¦ cloud-init-output.log tracing a runcmd script ¦ {p} ¦ + echo 'admin:{t}' | chpasswd -c SHA512\nchpasswd: (user admin) pam_chauthtok() failed, error:\nAuthentication token manipulation error\nCloud-init v. 24.1 finished — 1 module failed (scripts_user)
kubectl describe pod env ¦ kubectl describe pod lists the container environment ¦ {A32} ¦ Warning  BackOff  2m (x41 over 12m)  kubelet  Back-off restarting failed container api\n    Environment:\n      NODE_ENV:          production\n      MAPBOX_TOKEN:      pk.{t}\n      DATABASE_HOST:     pg-rw
haproxy set-header ¦ haproxy -c quoting a config line it cannot parse ¦ {b32} ¦ [ALERT]    (1) : config : parsing [/etc/haproxy/haproxy.cfg:57] : error detected in proxy 'be_billing' while parsing 'http-request set-header Authorization "Basic {t}" if !{ ssl_fc }' : unknown condition
envoy config dump ¦ Envoy admin /config_dump with an inline secret in a rejected update ¦ {b44} ¦ [warning][config] gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected: Proto constraint validation failed\n{"name": "upstream_tls", "generic_secret": {"secret": {"inline_bytes": "{t}"}}}
salt highstate ¦ salt-run / salt '*' state.apply output of a failed file.managed with its context ¦ {p} ¦ ----------\n          ID: /etc/pgbouncer/userlist.txt\n    Function: file.managed\n      Result: False\n     Comment: Unable to manage file: Jinja variable 'dict object' has no attribute 'port'\n     Changes:\n              diff: +"pgbouncer" "{t}"
journalctl verbose ¦ journalctl -o verbose shows the fields of a unit's log record ¦ {p} ¦ Thu 2026-12-05 03:10:31.118 UTC [s=7e1c;i=2b1;b=9f0a;m=7a;t=62d;x=1f]\n    _SYSTEMD_UNIT=backup.service\n    _CMDLINE=/usr/bin/borg create --rsh "sshpass -p {t} ssh" nas:/srv/borg::daily\n    MESSAGE=Remote: Permission denied, please try again.
systemd cat-config ¦ systemd-analyze cat-config of a unit's drop-in ¦ {A40} ¦ Job for exporter.service failed because the control process exited with error code.\n# /etc/systemd/system/exporter.service.d/override.conf\n[Service]\nEnvironment="GRAFANA_CLOUD_TOKEN=glc_{t}"
lighttpd mod_auth ¦ lighttpd's error log quoting an auth.backend.plain line it could not parse (shape assumed) ¦ {p} ¦ 2026-12-05 03:10:33: (mod_auth.c.412) parsing /etc/lighttpd/users.plain failed at line 3: "ops:{t}:extra"
tinyproxy basicauth ¦ tinyproxy's config error quoting a BasicAuth line (shape assumed) ¦ {p} ¦ tinyproxy[911]: Syntax error on line 41 of /etc/tinyproxy/tinyproxy.conf: BasicAuth proxyuser {t} extra
maven server settings ¦ mvn -X prints the effective settings' server entries on a deploy failure (shape assumed) ¦ {p} ¦ [ERROR] Failed to execute goal deploy: Authentication failed for https://nexus.acme.io/repository/releases/ 401 Unauthorized\n[DEBUG] server nexus-releases: username=deployer, password={t}
composer auth json ¦ composer diagnose printing auth.json after a 403 ¦ {A40} ¦ [Composer\Downloader\TransportException] The "https://repo.packagist.com/acme/packages.json" file could not be downloaded (HTTP/2 403)\nauth.json: {"http-basic": {"repo.packagist.com": {"username": "token", "password": "{t}"}}}
pnpm config list ¦ pnpm config list prints the .npmrc auth line ¦ {u36} ¦ ERR_PNPM_FETCH_401 GET https://npm.acme.io/@acme%2Fui: Unauthorized - 401\n$ pnpm config list\n//npm.acme.io/:_auth={t}\nstore-dir=/home/ci/.pnpm-store
vagrantfile ¦ vagrant up echoing the Vagrantfile line of a syntax error ¦ {p} ¦ There is a syntax error in the following Vagrantfile. The syntax error message is reproduced below for convenience:\n/work/lab/Vagrantfile:14: syntax error, unexpected tIDENTIFIER\n    vb.customize ["modifyvm", :id, "--vrdeproperty", "VNCPassword={t}" "--vrde", "on"]
packer debug ¦ packer build -debug printing the resolved ssh_password of a builder (shape assumed) ¦ {p} ¦ ==> qemu.debian: Waiting for SSH to become available...\n==> qemu.debian: Timeout waiting for SSH.\n    qemu.debian: ssh_username=packer ssh_password={t} ssh_port=2222
gcloud secrets access ¦ gcloud secrets versions access output captured in an error log ¦ {A40} ¦ ERROR: (gcloud.run.deploy) Revision 'api-00042-kav' is not ready: container failed to start.\n$ gcloud secrets versions access latest --secret=openai-key\nsk-proj-{t}
bicep deployment ¦ az deployment group create error listing the parameters it was given ¦ {p} ¦ {"code": "InvalidTemplateDeployment", "message": "The template deployment 'vm-2026' is not valid according to the validation procedure.", "parameters": {"adminUsername": {"value": "azureuser"}, "adminPassword": {"value": "{t}"}}}
sentinel config get ¦ redis-cli SENTINEL CONFIG GET * on a sentinel (7.2) ¦ {A32} ¦ (error) ERR failover-abort-no-good-slave\n127.0.0.1:26379> SENTINEL CONFIG GET *\n1) "sentinel-user"\n2) "sentinel"\n3) "sentinel-pass"\n4) "{t}"
rabbitmq management api ¦ rabbitmqadmin -v echoing the body of a PUT /api/users call that failed ¦ {p} ¦ *** Not found: vhost "/billing" does not exist\nPUT /api/users/billing {"password": "{t}", "tags": "management"} -> 400 Bad Request
mc alias list ¦ MinIO mc alias list prints the secret key ¦ {A40} ¦ mc: <ERROR> Unable to list folder. Access Denied.\n$ mc alias list backup\nbackup\n  URL       : https://s3.acme.internal\n  AccessKey : BKIA7QZ3W1\n  SecretKey : {t}\n  API       : s3v4
kafka-configs describe ¦ kafka-configs --describe of a user's SCRAM credentials and a client property ¦ {p} ¦ Error while executing config command with args '--bootstrap-server kafka:9092 --alter --add-config SCRAM-SHA-512=[password={t}] --entity-type users --entity-name svc-orders'\norg.apache.kafka.common.errors.UnsupportedVersionException
prometheus basic auth ¦ promtool check config quoting a scrape config it rejected ¦ {p} ¦ FAILED: parsing YAML file prometheus.yml: yaml: unmarshal errors:\n  line 22: field pasword not found in type config.BasicAuth\n    basic_auth:\n      username: scraper\n      pasword: {t}
"""

LOGS = r"""
go goroutine args ¦ a Go goroutine dump shows a string argument's words; the panic value quotes it ¦ {A40} ¦ panic: stripe: invalid API key "rk_live_{t}"\n\ngoroutine 1 [running]:\nmain.newClient({0xc000012345, 0x30})\n    /src/cmd/billing/main.go:41 +0x1c5
rust panicked debug ¦ Rust's panic message with a #[derive(Debug)] struct ¦ {p} ¦ thread 'tokio-runtime-worker' panicked at src/db.rs:88:14:\ncalled `Result::unwrap()` on an `Err` value: Connect { config: PgConfig { host: "pg-1", user: "ledger", password: Some("{t}"), dbname: "ledger" }, source: Os { code: 111, kind: ConnectionRefused } }
node inspect request ¦ Node's util.inspect of an undici Request's headers after a fetch failure ¦ {u40} ¦ TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13 {\n  [cause]: Error: connect ECONNREFUSED 10.0.0.9:443\n}\nHeaders { authorization: 'token {t}', 'user-agent': 'acme-sync/2.1' }
ruby from frames ¦ a Ruby NoMethodError with inspect of a hash, then its from frames ¦ {p} ¦ /app/lib/smtp.rb:19:in `deliver': undefined method `starttls' for {:address=>"smtp.acme.io", :user_name=>"mailer", :password=>"{t}"}:Hash (NoMethodError)\n    from /usr/lib/ruby/3.2.0/net/smtp.rb:601:in `start'\n    from bin/mail:7:in `<main>'
dotnet httprequestmessage ¦ .NET HttpRequestMessage.ToString() in a logged HttpRequestException ¦ {A48} ¦ System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).\nRequest: Method: POST, RequestUri: 'https://api.acme.io/v2/sync', Version: 1.1, Content: System.Net.Http.StringContent, Headers:\n{\n  X-Api-Key: {t}\n  Content-Type: application/json\n}
java record tostring ¦ Java's generated toString of a record in an IllegalStateException ¦ {p} ¦ java.lang.IllegalStateException: cannot open pool for DbSettings[url=jdbc:mysql://db-3:3306/erp, user=erp_app, password={t}, poolSize=20]\n    at com.acme.erp.Pool.open(Pool.java:52)
logfmt quoted ¦ logfmt with quoted values, the secret in a quoted command field ¦ {p} ¦ time=2026-12-05T03:11:02Z level=error msg="restore failed" cmd="pg_restore --dbname=postgresql://restore:{t}@pg-2/shop dump.tar" exit=1
syslog sd ¦ an RFC 5424 record with structured data carrying the value ¦ {A32} ¦ <131>1 2026-12-05T03:11:04Z gw-1 apigw 411 AUTH [req@32473 path="/v1/pay" apikey="{t}"] key rejected
windows event data ¦ a Windows event's XML <EventData> carrying a service's command line ¦ {p} ¦ <Event><System><EventID>7000</EventID><Provider Name="Service Control Manager"/></System><EventData><Data Name="param1">BackupAgent</Data><Data Name="param2">"C:\Program Files\Acme\agent.exe" --user svc_backup --password {t}</Data></EventData></Event>
grpc trailers ¦ gRPC response trailers and echoed request metadata in a grpcurl -v error ¦ {u43} ¦ Request metadata to send:\nauthorization: Bearer {t}\n\nResponse trailers received:\n(empty)\nSent 1 request and received 0 responses\nERROR:\n  Code: PermissionDenied\n  Message: caller lacks ledger.write
nbformat outputs ¦ a Jupyter notebook's error output in nbformat JSON ¦ {A40} ¦ {"output_type": "error", "ename": "AuthenticationError", "evalue": "Incorrect API key provided: sk-{t}", "traceback": ["\u001b[0;31mAuthenticationError\u001b[0m"]}
rst link ¦ a reStructuredText hyperlink target with a token in the URL ¦ {u40} ¦ docs build warning: (WARNING/2) Hyperlink target "status-feed" is not referenced.\n.. _status-feed: https://status.acme.io/feed.rss?key={t}
org link ¦ an Org-mode link with credentials in the URL ¦ {p} ¦ org-export error: Unable to resolve link: [[https://admin:{t}@grafana.acme.io/d/uid][ops dashboard]]
csv log line ¦ a CSV audit line where one column is the password ¦ {p} ¦ import row 12 rejected (duplicate username): "2026-12-05 03:11","ldap-sync","create_user","jdoe","{t}","ou=staff"
slow query insert ¦ MySQL's slow query log with an INSERT holding a password ¦ {p} ¦ # Query_time: 12.401  Lock_time: 0.000 Rows_sent: 0  Rows_examined: 0\nSET timestamp=1764904271;\nINSERT INTO mail_accounts (address, imap_password) VALUES ('sales@acme.io', '{t}');
ldif change ¦ ldapmodify echoing the change record it failed on ¦ {p} ¦ ldap_modify: Constraint violation (19)\n    additional info: password fails quality checking policy\nmodifying entry "uid=jdoe,ou=people,dc=acme,dc=io"\nreplace: userPassword\nuserPassword: {t}
php var_export ¦ PHP's var_export of a config array in a fatal error's context ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp'@'10.0.0.5' in /var/www/wp-db.php:20\nconfig: array (\n  'host' => 'db',\n  'user' => 'wp',\n  'pass' => '{t}',\n)
kotlin coroutine ¦ a Kotlin exception carrying a data class in a coroutine's context ¦ {u43} ¦ kotlinx.coroutines.JobCancellationException: Job was cancelled; job=StandaloneCoroutine{Cancelling}@4f2a1c, cause=RetryExhausted(call=ApiCall(url=https://api.acme.io/v1/sync, bearer={t}))
swift error ¦ a Swift error's description with a struct's reflection ¦ {A32} ¦ Fatal error: Error raised at top level: APIError.unauthorized(request: Request(path: "/v1/me", headers: ["X-Auth": "{t}"]))
erlang crash report ¦ an Erlang/OTP crash report with the process state ¦ {p} ¦ =CRASH REPORT==== 5-Dec-2026::03:11:20 ===\n  crasher:\n    initial call: epgsql_sock:init/1\n    exception exit: {econnrefused,[{host,"pg-4"},{username,"billing"},{password,"{t}"}]}
clojure ex-info ¦ a Clojure ex-info map printed with the exception ¦ {A40} ¦ Execution error (ExceptionInfo) at acme.sync/push! (sync.clj:33).\nclj-http: status 403 {:status 403, :request {:url "https://api.acme.io/v1/push", :headers {"x-api-token" "{t}"}}}
haskell show ¦ a Haskell exception showing a record with its Show instance ¦ {p} ¦ app: ConnectionFailure (ConnectInfo {connectHost = "pg-5", connectPort = 5432, connectUser = "hs", connectPassword = "{t}", connectDatabase = "ledger"}) "connection refused"
r stop ¦ an R error printing the call with its arguments ¦ {A32} ¦ Error in httr2::req_perform(req) : HTTP 401 Unauthorized.\nCalled from: request(url = "https://api.acme.io/v1/data", token = "{t}")
ocaml exception ¦ OCaml's Printexc of an exception carrying a record (shape assumed) ¦ {p} ¦ Fatal error: exception Db.Connect_failed({ host = "pg-6"; user = "ml"; password = "{t}" })
dart map ¦ a Flutter error dumping a request's headers map ¦ {u40} ¦ DioException [bad response]: status 403\nrequestOptions.headers: {content-type: application/json, authorization: Bearer {t}}
julia stacktrace ¦ a Julia error with a NamedTuple argument in the stack frame ¦ {p} ¦ ERROR: LoadError: HTTP.Exceptions.StatusError(401, "POST", "/v1/login")\nStacktrace:\n [1] login(creds::NamedTuple{(:user, :pass), Tuple{String, String}}) at ./auth.jl:12 with creds = (user = "ops", pass = "{t}")
"""


def tool_cases(v: Values) -> list[Case]:
    rows = TOOLS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("tool", "\n".join(rows[:third])),
        *v.table("tool", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("tool", "\n".join(rows[2 * third :]), raises="note"),
    ]


def log_cases(v: Values) -> list[Case]:
    rows = LOGS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("log", "\n".join(rows[:half]), raises="group"),
        *v.table("log", "\n".join(rows[half:]), raises="keyerror"),
    ]
