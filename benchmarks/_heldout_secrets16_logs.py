"""Held-out set 16: operations tools' output and languages' and logs' layouts.

``tool``: mail transfer agents' transcripts (Exim, Sendmail), network gear configs shown in
errors (Juniper, FortiGate, Cisco ASA, MikroTik-free), Airflow, dbt, Elasticsearch's
keystore, GitHub Actions and GitLab job logs without a mask, knex and TypeORM config dumps,
Tomcat ``server.xml``, SQL*Plus, Samba, autofs, NeoMutt, WPScan, Metasploit, Puppet's
``--debug``, Nomad, Vector, Telegraf, Rclone, Borg and Restic, Icinga and Zabbix agents.
``log``: PHP's stack frames with arguments, Go ``%+v`` of a struct, Rust ``{:#?}``, Node's
unhandled rejection of an axios error, Ruby's ``inspect``, .NET's exception with a
connection string, Java's ``Caused by`` with a JDBC URL, Python's ``logging`` with ``%r``,
Kotlin data classes, Swift ``dump``, GELF and CEF records, HTTP/2 HEADERS frames printed by
nghttp, an email's headers, a Markdown link and a Slack unfurl, a HAR entry and a Postman
console line. Each layout was grepped against sets 4-15's files (none matched as placed).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["log_cases", "tool_cases"]

TOOLS = r"""
exim auth plain ¦ Exim's -d+auth debug output: the client's AUTH PLAIN line is base64 of \0user\0password ¦ {b40} ¦ 2026-12-05 01:02:11 SMTP<< AUTH PLAIN {t}\n  plain authenticator: server_condition failed — 535 Incorrect authentication data (set_id=billing@acme.io)
sendmail authinfo ¦ sendmail's authinfo map as makemap prints a bad entry ¦ {p} ¦ makemap: /etc/mail/authinfo: line 3: AuthInfo:smtp.relay.acme.io "U:mailer" "I:mailer" "P:{t}" "M:PLAIN" — duplicate key
juniper plain text ¦ Junos commit error echoing the configuration line (a $9$ secret is reversible) ¦ $9${A40} ¦ error: commit failed: (statements constraint check failed)\n[edit system login user netops authentication]\n  'encrypted-password "{t}"'\n    Missing mandatory statement: 'class'
fortigate set password ¦ FortiOS CLI echo of a config with a reversible ENC value ¦ ENC {b88} ¦ command parse error before 'set password'\nconfig user local\n    edit "vpnuser"\n        set type password\n        set passwd {t}\n    next\nend\nCommand fail. Return code -61
cisco asa ¦ Cisco ASA "show running-config" line rejected by a config push ¦ {p} ¦ ERROR: % Invalid input detected at '^' marker.\n  tunnel-group 198.51.100.7 ipsec-attributes\n   ikev1 pre-shared-key {t}\n   ^
airflow connections ¦ airflow connections get prints the table with the URI ¦ {p} ¦ airflow.exceptions.AirflowException: Task failed. Connection used:\nid | conn_id  | conn_type | host         | login | password     | port\n12 | pg_dwh   | postgres  | dwh.internal | etl   | {t} | 5432
dbt profiles ¦ dbt debug with the profile printed after a connection error ¦ {p} ¦ Runtime Error\n  Database Error\n    connection to server at "wh.acme.io" (10.2.0.4), port 5439 failed: FATAL: password authentication failed\nprofiles.yml [acme.outputs.prod]: {type: redshift, host: wh.acme.io, user: dbt_prod, pass: {t}, dbname: analytics, schema: marts}
es keystore ¦ elasticsearch-keystore list/show output pasted into an error ¦ {A32} ¦ ERROR: setting [xpack.notification.slack.account.ops.secure_url] is not a secure setting; keystore show returned: https://hooks.slack.com/services/T0ACME/B0OPS/{t}
gha unmasked ¦ GitHub Actions log line where a derived value was never masked with ::add-mask:: ¦ {u40} ¦ 2026-12-05T01:03:44.1234567Z ##[group]Run ./scripts/deploy.sh\n2026-12-05T01:03:44.2234567Z + curl -fsS -H 'X-Deploy-Token: {t}' https://deploy.acme.io/hook\n2026-12-05T01:03:45.0000000Z curl: (22) The requested URL returned error: 403\n##[error]Process completed with exit code 22.
gitlab job log ¦ GitLab runner job log echoing a command (section markers kept) ¦ {p} ¦ section_start:1764896400:step_script\n$ mysql -h db.acme.internal -u ci -p{t} -e 'source migrate.sql'\nERROR 2005 (HY000): Unknown MySQL server host 'db.acme.internal' (-2)\nsection_end:1764896401:step_script\nERROR: Job failed: exit code 1
knexfile ¦ knex migrate error printing the knexfile's connection object ¦ {p} ¦ Error: Knex: Timeout acquiring a connection. The pool is probably full.\n    at Client_PG.acquireConnection\n  knexfile.production.connection = { host: 'pg-prod', user: 'knex', password: '{t}', database: 'orders' }
typeorm ormconfig ¦ TypeORM DataSource options logged on an init error ¦ {p} ¦ [Nest] 42  - 12/05/2026, 1:04:00 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (3)...\nDataSourceOptions { type: 'mysql', host: 'mysql-0', port: 3306, username: 'api', password: '{t}', database: 'shop' }
tomcat server.xml ¦ Tomcat's digester error quoting the Connector element ¦ {p} ¦ SEVERE [main] org.apache.tomcat.util.digester.Digester.fatalError Parse fatal error at line 88 column 5\n  <Connector port="8443" protocol="HTTP/1.1" SSLEnabled="true" keystoreFile="conf/acme.p12" keystorePass="{t}" clientAuth="false" sslProtocol="TLS" /
sqlplus connect ¦ SQL*Plus usage echoed by a wrapper script ¦ {p} ¦ run_report.sh: sqlplus -S reports/{t}@//ora-scan.acme.internal:1521/RPTPDB @daily.sql failed: ORA-12541: TNS:no listener
samba smb.conf ¦ testparm warning quoting an include that held a password (shape assumed) ¦ {p} ¦ Unknown parameter encountered: "ldap admin pass"\nIgnoring unknown parameter "ldap admin pass" (value "{t}") in /etc/samba/smb.conf line 41
autofs map ¦ automount -v error echoing a map entry with CIFS options ¦ {p} ¦ automount: lookup(file): >> mount error(13): Permission denied\nmount(generic): failed to mount //nas01/finance (type cifs) on /mnt/finance: -fstype=cifs,rw,username=svc_fin,password={t},uid=1001
neomutt imap ¦ NeoMutt's error line for a bad muttrc setting ¦ {p} ¦ Error in /home/ana/.config/neomutt/neomuttrc, line 12: set imap_pass = "{t}": unknown variable\nsource: errors in /home/ana/.config/neomutt/neomuttrc
wpscan token ¦ WPScan's usage error repeating the command ¦ {A43} ¦ Scan Aborted: The API token provided is invalid (HTTP 401). Command: wpscan --url https://blog.acme.io --api-token {t} --enumerate vp
metasploit set ¦ msfconsole session log with a datastore option set ¦ {p} ¦ msf6 auxiliary(scanner/ssh/ssh_login) > set PASSWORD {t}\nPASSWORD => {t}\nmsf6 auxiliary(scanner/ssh/ssh_login) > run\n[-] 10.0.0.5:22 - Could not connect: The connection timed out
puppet debug ¦ puppet agent --debug printing a resource's parameters ¦ {p} ¦ Debug: /Stage[main]/Profile::Db/Mysql_user[app@%]: Failed to call refresh: Execution of '/usr/bin/mysql --defaults-extra-file=/root/.my.cnf -NBe CREATE USER 'app'@'%' IDENTIFIED BY '{t}'' returned 1: ERROR 1396 (HY000)
nomad alloc ¦ nomad alloc status showing a task's env from a template (shape assumed) ¦ {A40} ¦ Task "api" is "dead"\nRecent Events:\nTime                  Type            Description\n2026-12-05T01:05:00Z  Driver Failure  failed to create container: env MINIO_SECRET_KEY={t} exceeds policy
vector config ¦ Vector's config validation error quoting a sink ¦ {A40} ¦ x Sink "s3_archive": unknown field `secret_acces_key`, expected one of `access_key_id`, `secret_access_key`, `session_token`\n  in `[sinks.s3_archive.auth]` secret_acces_key = "{t}"
telegraf config ¦ telegraf --test with a plugin's error echoing its URL ¦ {p} ¦ 2026-12-05T01:06:00Z E! [inputs.mongodb] Error in plugin: unable to connect: mongodb://telegraf:{t}@mongo-0.mongo:27017/admin?authSource=admin: server selection timeout
rclone config ¦ rclone config show for an SFTP remote (pass obscured, reversible) ¦ {u52} ¦ 2026/12/05 01:06:30 ERROR : Attempt 1/3 failed with 1 errors: couldn't connect SSH\n[backup]\ntype = sftp\nhost = nas.acme.lan\nuser = rclone\npass = {t}
borg passphrase ¦ a wrapper logging BORG_PASSPHRASE before borg create ¦ {p} ¦ borg create failed (exit 2): Repository /mnt/backup/borg does not exist. env: BORG_REPO=/mnt/backup/borg BORG_PASSPHRASE='{t}' BORG_RSH='ssh -i /root/.ssh/borg'
restic password ¦ restic's error after a cron wrapper echoed its env (shape assumed) ¦ {p} ¦ Fatal: unable to open config file: Stat: 403 Forbidden\nIs there a repository at the following location?\nrestic -r s3:s3.amazonaws.com/acme-restic (RESTIC_PASSWORD={t})
zabbix agent psk ¦ Zabbix agent's config check quoting TLSPSK (the PSK is in a file normally) ¦ {h64} ¦ zabbix_agentd [812]: ERROR: invalid entry "TLSPSKValue={t}" (not following "parameter=value" notation) in config file "/etc/zabbix/zabbix_agentd.conf", line 312
icinga api user ¦ Icinga 2 config validation printing an ApiUser object ¦ {p} ¦ critical/config: Error: Validation failed for object 'director' of type 'ApiUser'; Attribute 'permissions': Attribute must not be empty.\nLocation: in /etc/icinga2/conf.d/api-users.conf: 3:3-3:22\n  object ApiUser "director" { password = "{t}" }
"""

LOGS = r"""
php pdo frame ¦ PHP's uncaught exception stack shows each frame's arguments ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.3.4' (using password: YES) in /var/www/app/src/Db.php:14\nStack trace:\n#0 /var/www/app/src/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', '{t}')\n#1 {main}\n  thrown in /var/www/app/src/Db.php on line 14
go struct verb ¦ Go's %+v of a config struct in a wrapped error ¦ {p} ¦ panic: dial tcp 10.0.0.9:5672: connect: connection refused (config: {URL:amqp://10.0.0.9:5672/ User:orders Password:{t} Vhost:/prod Heartbeat:10s})\n\ngoroutine 1 [running]:\nmain.main()\n        /src/cmd/worker/main.go:48 +0x1f4
rust pretty debug ¦ Rust's {:#?} of a settings struct in an anyhow error ¦ {A40} ¦ Error: failed to start\n\nCaused by:\n    0: S3 put failed: SignatureDoesNotMatch\n    settings = Settings {\n        bucket: "acme-ingest",\n        access_key: "AKIA2ACMEEXAMPLE7Q3X",\n        secret_key: "{t}",\n        region: "eu-west-1",\n    }
node axios rejection ¦ Node's unhandledRejection of an AxiosError, config.headers printed ¦ {u43} ¦ [UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block] AxiosError: Request failed with status code 401\n  config: {\n    url: 'https://api.acme.io/v3/orders',\n    method: 'get',\n    headers: Object [AxiosHeaders] { Accept: 'application/json', 'X-Access-Token': '{t}' }\n  }
ruby inspect ¦ Ruby's NoMethodError message with the receiver's inspect ¦ {p} ¦ NoMethodError: undefined method `each' for #<Redis::Client:0x00007f8e1c0a2b18 @options={:host=>"cache-1", :port=>6379, :password=>"{t}", :db=>2}>\n  from app/jobs/sync_job.rb:21:in `perform'
dotnet connection string ¦ .NET's ArgumentException quoting the bad connection string ¦ {p} ¦ System.ArgumentException: Keyword not supported: 'trustservercert'.\n   at Microsoft.Data.SqlClient.SqlConnectionStringBuilder..ctor(String connectionString)\n  connectionString: "Server=tcp:sql-prod.acme.internal,1433;Database=Billing;User ID=billing_app;Pwd={t};TrustServerCert=True"
java caused by jdbc ¦ Java Caused by chain with a JDBC URL holding the password as a parameter ¦ {p} ¦ org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\nCaused by: java.sql.SQLException: No suitable driver found for jdbc:mysql//db-1:3306/crm?user=crm&password={t}&useSSL=true\n        at java.sql/java.sql.DriverManager.getConnection(DriverManager.java:702)
python logging repr ¦ a logging call with %r of a dict of connection kwargs ¦ {p} ¦ ERROR:worker.db:could not connect with {'host': 'pg-replica', 'port': 5432, 'user': 'reader', 'passwd': '{t}', 'connect_timeout': 5}: timeout expired
kotlin data class ¦ Kotlin data class toString in an exception message ¦ {A32} ¦ java.lang.IllegalStateException: Invalid client: OAuthClient(id=android-app, secret={t}, redirectUri=acme://callback, scopes=[openid, profile])
swift dump ¦ Swift's dump() of a struct in a crash log ¦ {u43} ¦ Fatal error: Unexpectedly found nil while unwrapping an Optional value\n▿ APIConfig\n  - baseURL: "https://api.acme.io"\n  - apiKey: "{t}"\n  - timeout: 30.0
gelf record ¦ a GELF JSON record with an extra field ¦ {A40} ¦ {"version":"1.1","host":"api-7","short_message":"upstream rejected request","level":3,"_upstream":"billing","_status":401,"_auth_header":"Token {t}","_request_id":"a31f0c"}
cef record ¦ an ArcSight CEF record with a custom string extension ¦ {p} ¦ CEF:0|Acme|Gateway|4.2|401|Login failed|5|src=203.0.113.10 suser=ops cs1Label=attemptedPassword cs1={t} cs2Label=reason cs2=bad_credentials
nghttp frames ¦ nghttp -v printing a HEADERS frame ¦ {u43} ¦ [  0.012] send HEADERS frame <length=88, flags=0x25, stream_id=13>\n          ; END_STREAM | END_HEADERS | PRIORITY\n          :method: GET\n          :path: /v1/reports\n          authorization: Bearer {t}\n[  0.031] recv (stream_id=13) :status: 401
email headers ¦ a bounced message's quoted headers with a token in a List-Unsubscribe link ¦ {u64} ¦ Delivery Status Notification (Failure)\n------ original message headers ------\nFrom: Acme <no-reply@acme.io>\nList-Unsubscribe: <https://acme.io/u?k=ops@acme.io&auth={t}>\nX-Mailer: acme-mailer 3.2
markdown link ¦ a Markdown report whose link carries an access token ¦ {A40} ¦ Export failed for [Q4 dashboard](https://bi.acme.io/embed/dash/88?access_token={t}&theme=dark): 504 Gateway Timeout
slack unfurl ¦ a Slack unfurl error quoting the posted link ¦ {u48} ¦ slack: chat.unfurl failed: cannot_unfurl_url for <https://share.acme.io/f/8812?token={t}|report.pdf>
har entry ¦ a HAR entry in an exported failure report ¦ {u43} ¦ {"request":{"method":"POST","url":"https://api.acme.io/graphql","headers":[{"name":"content-type","value":"application/json"},{"name":"cookie","value":"_acme_sess={t}; theme=dark"}]},"response":{"status":500}}
postman console ¦ a Postman (newman) console line ¦ {h64} ¦ newman: 1. AssertionError  Status code is 200\n   expected 403 to equal 200\n   at request: GET https://api.acme.io/v1/me (x-api-signature: {t})
haproxy stats ¦ an HAProxy runtime API reply echoing a userlist line (shape assumed) ¦ {p} ¦ Unknown command: 'userlist ops user admin insecure-password {t}', but maybe one of the following ones is a better match: show, set, add
elixir ecto repo ¦ Elixir's Ecto Repo config in a DBConnection error ¦ {p} ¦ ** (DBConnection.ConnectionError) tcp connect (db:5432): connection refused - :econnrefused\n    config: [username: "shop", password: "{t}", hostname: "db", database: "shop_prod", pool_size: 10]
scala config ¦ Typesafe Config ConfigException quoting the origin value ¦ {p} ¦ com.typesafe.config.ConfigException$WrongType: application.conf @ file:/app/conf/application.conf: 17: slick.dbs.default.db.password has type NUMBER rather than STRING (value "{t}")
lua error ¦ an OpenResty Lua error with a table dump (shape assumed) ¦ {A32} ¦ 2026/12/05 01:07:00 [error] 17#17: *4 lua entry thread aborted: runtime error: /etc/nginx/lua/auth.lua:22: bad argument #1 to 'hmac' {secret = "{t}", alg = "sha256"}
perl die dumper ¦ Perl's Data::Dumper of a config in a die ¦ {p} ¦ DBI connect failed: Access denied at lib/Acme/DB.pm line 30.\n$VAR1 = {\n          'dsn' => 'dbi:Pg:dbname=acme;host=pg1',\n          'user' => 'acme',\n          'pass' => '{t}'\n        };
"""


def tool_cases(v: Values) -> list[Case]:
    rows = TOOLS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("tool", "\n".join(rows[:third])),
        *v.table("tool", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("tool", "\n".join(rows[2 * third :]), raises="group"),
    ]


def log_cases(v: Values) -> list[Case]:
    rows = LOGS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("log", "\n".join(rows[:half]), raises="context"),
        *v.table("log", "\n".join(rows[half:]), raises="args"),
    ]
