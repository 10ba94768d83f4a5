"""Held-out set 18: what tools, runtimes and log formats no earlier set used print.

Tools and formats were grepped for in the earlier sets' ``_heldout_secrets*`` files (none
matched). ``tool``: Chef's knife, hiera-eyaml, Fabric, Capistrano, Luigi, Metabase,
Keycloak's kcadm.sh, Nextcloud's occ, Drush, Laravel's artisan, Rails ``credentials:show``,
Django ``dbshell``, Symfony ``debug:container --env-vars``, Spring Boot's actuator ``/env``,
Postfix ``postconf``, Dovecot ``doveconf``, Bacula's bconsole, Nagios ``check_http``, Munin,
collectd, Fluent Bit, Filebeat, Graylog, ``splunk add forward-server``, FreeSWITCH,
Kamailio, EMQX, ``nats context``, ActiveMQ Artemis, Vitess, arangosh, Flink, Barman,
pgBackRest and WAL-G. ``log``: a Fortran namelist, a COBOL DISPLAY and abend, Delphi, VB.NET,
AppleScript, a SAS log, Stata, Prolog, a Pharo (Smalltalk) walkback, PureScript, a Snort
alert, a HAR entry, a JMeter JTL row, a Gatling and a Locust failure, a Playwright network
log, xh's verbose output, an Azure activity log, Charles, Fiddler and Burp exports, an ABAP
short dump (ST22), a JCL job log, PL/SQL ``DBMS_OUTPUT``, T-SQL ``RAISERROR``, an IBM i job
log, a Solidity revert, Verilog ``$display``, a VHDL ``report``, Octave, VBA, ColdFusion,
FoxPro and MUMPS. Where the exact layout of a tool's output was not checked against the tool,
the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["log_cases", "tool_cases"]

TOOLS = r"""
knife data bag ¦ knife data bag show printing an unencrypted item after a failed converge ¦ {p} ¦ ERROR: Chef::Exceptions::ValidationFailed: Option db_port must be a kind of [Integer]!\n$ knife data bag show credentials billing\nid:       billing\npassword: {t}\nuser:     billing_app
hiera eyaml decrypt ¦ eyaml decrypt -f printing a decrypted hieradata file in a puppet agent failure ¦ {p} ¦ Error: Could not retrieve catalog from remote server: Error 500 on SERVER: Evaluation Error\n$ eyaml decrypt -f hieradata/common.eyaml\nprofile::db::password: DEC::PKCS7[{t}]!
fabric run echo ¦ Fabric's UnexpectedExit quoting the command it ran (shape assumed) ¦ {p} ¦ invoke.exceptions.UnexpectedExit: Encountered a bad command exit code!\n\nCommand: "mysql -u deploy -p'{t}' -e 'FLUSH PRIVILEGES'"\n\nExit code: 1
capistrano ssh options ¦ cap production deploy --trace printing the SSH options of a failed host (shape assumed) ¦ {p} ¦ SSHKit::Runner::ExecuteError: Exception while executing as deploy@app-2: Authentication failed for user deploy@app-2\n  ssh_options: {:user=>"deploy", :auth_methods=>["password"], :password=>"{t}"}
luigi parameter ¦ Luigi's task failure listing the task's parameters ¦ {A40} ¦ ERROR: [pid 4411] Worker Worker(salt=2190, workers=1) failed    ExportOrders(date=2026-12-04, bucket=acme-exports, api_token={t})
metabase connection ¦ Metabase's log of a database connection test that failed (shape assumed) ¦ {p} ¦ 2026-12-05 06:17:02,118 ERROR driver.util :: Failed to connect to database: {:host "pg-bi", :port 5432, :dbname "warehouse", :user "metabase", :password "{t}", :ssl true}
kcadm config credentials ¦ kcadm.sh config credentials echoed by a CI shell trace ¦ {p} ¦ + /opt/keycloak/bin/kcadm.sh config credentials --server https://sso.acme.io --realm master --user admin --password {t}\nLogging into https://sso.acme.io as user admin of realm master\nInvalid user credentials [invalid_grant]
nextcloud occ config ¦ occ config:system:get printing the dbpassword of a failed maintenance run ¦ {p} ¦ An unhandled exception has been thrown: Doctrine\DBAL\Exception: Failed to connect to the database\n$ sudo -u www-data php occ config:system:get dbpassword\n{t}
drush sql connect ¦ drush sql:connect prints the mysql command with the password ¦ {p} ¦ [error] SQLSTATE[HY000] [2002] Connection refused\n$ drush sql:connect\nmysql --user=drupal --password={t} --database=drupal --host=db-5 --port=3306 -A
artisan env ¦ php artisan tinker printing config('services.stripe') after an exception (shape assumed) ¦ {A40} ¦ Stripe\Exception\AuthenticationException  Invalid API Key provided\n> config('services.stripe')\n= [\n    "key" => "pk_test_51Nx",\n    "secret" => "sk_test_{t}",\n  ]
rails credentials show ¦ bin/rails credentials:show after a boot failure ¦ {h64} ¦ ActiveSupport::MessageEncryptor::InvalidMessage\n$ bin/rails credentials:show\naws:\n  access_key_id: AKIAACME7Q4\n  secret_access_key: {t}\nsecret_key_base: (elided)
django dbshell ¦ manage.py dbshell's CommandError quoting the psql command it built (shape assumed) ¦ {p} ¦ CommandError: You appear not to have the 'psql' program installed or on your path.\nTried: psql postgresql://shop:{t}@pg-7:5432/shop
symfony env vars ¦ bin/console debug:container --env-vars listing the values ¦ {A32} ¦ In EnvVarProcessor.php line 187: Environment variable not found: "MAILER_DSN".\n$ bin/console debug:container --env-vars\n ------------ ---------------- ------------------------------------\n  Name         Default value    Real value\n ------------ ---------------- ------------------------------------\n  APP_SECRET   n/a              "{t}"
spring actuator env ¦ Spring Boot's /actuator/env with show-values=ALWAYS ¦ {p} ¦ GET /actuator/env/spring.datasource.password -> 200\n{"property":{"source":"applicationConfig: [classpath:/application-prod.yml]","value":"{t}"}}\nwhile debugging HikariPool-1 - Exception during pool initialization
postconf sasl ¦ postconf -n beside a relay's SASL failure and the password map's line ¦ {p} ¦ postfix/smtp[2211]: 4F1A2C0: SASL authentication failed; server smtp.relay.example[198.51.100.4] said: 535 5.7.8 Error\n$ postconf -n | grep sasl\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n$ cat /etc/postfix/sasl_passwd\n[smtp.relay.example]:587 relay@acme.io:{t}
doveconf passdb ¦ doveconf -n showing a static passdb's args ¦ {p} ¦ doveconf: Warning: Obsolete setting in /etc/dovecot/conf.d/10-auth.conf:12: disable_plaintext_auth\npassdb {\n  args = user=vmail password={t}\n  driver = static\n}
bacula director password ¦ bconsole failing to authenticate and its config echoed (shape assumed) ¦ {b32} ¦ Director authorization problem. Most likely the passwords do not agree.\nbconsole.conf: Director { Name = bacula-dir; DIRport = 9101; address = backup-1; Password = "{t}" }
nagios check_http ¦ Nagios showing a service check's command line with check_http -a ¦ {p} ¦ HTTP CRITICAL - Invalid HTTP response received from host on port 443: HTTP/1.1 401 Unauthorized\nCommand: /usr/lib/nagios/plugins/check_http -H intranet.acme.io -S -u /status -a monitor:{t}
munin plugin env ¦ munin-run --debug printing a plugin's env.password (shape assumed) ¦ {p} ¦ # Processing plugin configuration from /etc/munin/plugin-conf.d/mysql\n# Setting /rgid/ruid/ to /99/99/\n# env.mysqlpassword = {t}\nmysql_bytes.value U (DBI connect failed)
collectd write_http ¦ collectd's config error quoting a write_http block ¦ {p} ¦ collectd[904]: write_http plugin: Invalid configuration option: Passwrod.\n<Node "influx">\n  URL "https://metrics.acme.io/write"\n  User "collectd"\n  Passwrod "{t}"\n</Node>
fluent bit output ¦ fluent-bit's dry run printing an output section (shape assumed) ¦ {A40} ¦ [2026/12/05 06:17:11] [error] [output:es:es.0] HTTP status=401 URI=/_bulk\n[OUTPUT]\n    Name        es\n    Host        es.acme.io\n    HTTP_User   shipper\n    HTTP_Passwd {t}
filebeat test output ¦ filebeat export config printing an Elasticsearch output ¦ {u40} ¦ Exiting: error connecting to Elasticsearch at https://es.acme.io:9200: 401 Unauthorized\noutput.elasticsearch:\n  hosts: ["https://es.acme.io:9200"]\n  api_key: "beats_ingest:{t}"
graylog input ¦ Graylog's server log quoting an input's configuration (shape assumed) ¦ {A32} ¦ ERROR [InputLauncher] The [org.graylog2.inputs.syslog.tcp.SyslogTCPInput] input with ID <6571f0> misfired. Configuration: {bind_address=0.0.0.0, port=1514, tls_key_password={t}, tls_enable=true}
splunk forward server ¦ splunk add forward-server -auth echoed by an installer's log ¦ {p} ¦ Running: /opt/splunkforwarder/bin/splunk add forward-server idx-1.acme.io:9997 -auth admin:{t}\nLogin failed
freeswitch gateway ¦ fs_cli sofia status gateway listing a gateway's password (shape assumed) ¦ {p} ¦ 2026-12-05 06:17:13 [WARNING] sofia_reg.c:2928 acme-trunk Failed Registration with status Forbidden [403]\nName     acme-trunk\nUsername 4420881\nPassword {t}\nState    FAIL_WAIT
kamailio auth db ¦ kamctl showing a subscriber row after an auth failure ¦ {p} ¦ ERROR: auth_db [authorize.c:309]: digest authentication failed for 2001@sip.acme.io\n$ kamctl db show subscriber\n| id | username | domain      | password |\n| 14 | 2001     | sip.acme.io | {t} |
emqx authn ¦ emqx ctl printing a built-in database user it failed to create ¦ {p} ¦ emqx ctl admins add ops {t} "operator"\nError: {bad_password_length, 8}
nats context ¦ nats context info printing a context with a user password ¦ {p} ¦ nats: error: nats: Authorization Violation\n$ nats context info prod\n      Server URLs: nats://nats.acme.io:4222\n         Username: billing\n         Password: {t}
artemis broker xml ¦ ActiveMQ Artemis quoting a cluster-password line it rejected (shape assumed) ¦ {A32} ¦ AMQ224000: Failure in initialisation: ActiveMQIllegalStateException: cluster-user and cluster-password must be set\n   at broker.xml line 41: <cluster-password>{t}</cluster-password> <cluster-user>cluster-admin</cluster-user>
vitess vtgate ¦ vtgate's startup error quoting a static auth file entry (shape assumed) ¦ {p} ¦ E1205 06:17:15.221 vtgate.go:211] failed to parse mysql_auth_server_static_string: {"app": [{"Password": "{t}", "UserData": "app", "Groups": ["rw"]}]: json: unknown field "Groups"
arangosh server password ¦ arangosh echoing its options in a connection failure (shape assumed) ¦ {p} ¦ Could not connect to endpoint 'tcp://arango-1:8529', database: '_system', username: 'root'\nError message: 'not authorized to execute this request'\nCommand: arangosh --server.endpoint tcp://arango-1:8529 --server.username root --server.password '{t}'
flink dynamic properties ¦ flink run printing the dynamic properties of a failed submission ¦ {A40} ¦ The program finished with the following exception:\norg.apache.flink.client.program.ProgramInvocationException: The main method caused an error\nDynamic properties: -Ds3.access-key=AKIAACME9L2 -Ds3.secret-key={t} -Dparallelism.default=4
barman conninfo ¦ barman check quoting a server's conninfo ¦ {p} ¦ Server pg-main:\n\tPostgreSQL: FAILED (fe_sendauth: no password supplied)\n\tconninfo: host=pg-main user=barman dbname=postgres password={t}
pgbackrest repo key ¦ pgbackrest info --log-level-console=debug printing an option's value ¦ {b48} ¦ ERROR: [043]: WAL segment 00000001000000A3000000F1 was not archived before the 60000ms timeout\nP00  DEBUG:     config/load::cfgLoad: (repo1-cipher-pass: "{t}", repo1-cipher-type: aes-256-cbc)
walg env ¦ wal-g backup-push failing with its environment echoed by a wrapper ¦ {A40} ¦ ERROR: 2026/12/05 06:17:18.112 failed to upload backup: AccessDenied\nWALG_S3_PREFIX=s3://acme-wal/pg-main AWS_ACCESS_KEY_ID=AKIAACME3X9 AWS_SECRET_ACCESS_KEY={t}
"""

LOGS = r"""
fortran namelist ¦ a Fortran program echoing the namelist group it could not read ¦ {p} ¦ At line 14 of file read_config.f90 (unit = 10, file = 'run.nml')\nFortran runtime error: Cannot match namelist object name pasword\n&CONFIG\n  DB_HOST = 'db-hpc',\n  DB_PASSWORD = '{t}',\n/
cobol display abend ¦ a COBOL batch job's DISPLAY of a working-storage record before an abend (shape assumed) ¦ {p} ¦ IGZ0035S There was an unsuccessful OPEN or CLOSE of file CUSTMAST in program PAYRUN\nWS-DB-CONFIG: USERID=PAYRUN   PASSWD={t}   DSN=PAYDB01\nCEE3250C The system or user abend U4038 was issued.
delphi exception ¦ a Delphi EIdHTTPProtocolException with the request URL ¦ {A32} ¦ Exception class EIdHTTPProtocolException with message 'HTTP/1.1 401 Unauthorized'. Process Inventory.exe (4412)\nURL: https://api.acme.io/v1/stock?apikey={t}
vbnet exception ¦ a VB.NET WebException with the connection string in its Data ¦ {p} ¦ System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'erp'.\n   at Acme.Erp.Db.Open() in C:\src\Db.vb:line 22\nData: ConnStr = Data Source=sql-erp;Initial Catalog=ERP;User ID=erp;Password={t}
applescript error ¦ osascript's error quoting the do shell script command ¦ {p} ¦ execution error: sh: line 1: mount_smbfs: command not found (127)\nscript: do shell script "mount_smbfs //svc_mac:{t}@nas.acme.io/share /Volumes/share"
sas libname ¦ a SAS log echoing a LIBNAME statement with a password ¦ {p} ¦ 12   libname dw oracle user=sas_dw password="{t}" path=DWPROD schema=mart;\nERROR: ORACLE connection error: ORA-01017: invalid username/password; logon denied.\nERROR: Error in the LIBNAME statement.
stata odbc ¦ Stata echoing an odbc load command with a connection string ¦ {p} ¦ . odbc load, exec("select * from visits") connectionstring("DRIVER={PostgreSQL};SERVER=pg-stat;UID=stata;PWD={t}")\nThe ODBC driver reported the following diagnostics\nFATAL: password authentication failed\nr(682);
prolog error term ¦ SWI-Prolog printing an uncaught error term holding the call ¦ {p} ¦ Warning: goal (directive) failed: user:connect(db{host:"pg-9", user:"kb", password:"{t}"})\nERROR: odbc_connect/3: [unixODBC]FATAL: password authentication failed
pharo walkback ¦ a Pharo (Smalltalk) debugger walkback showing the receiver's instance variables ¦ {A40} ¦ ZnHttpUnsuccessful: 401 Unauthorized\nGitHubClient>>get: '/user/repos'\n  Receiver's instance variables:\n    token: '{t}'\n    baseUrl: 'https://api.github.com'
purescript show ¦ a PureScript Aff error showing a record ¦ {u40} ¦ Error: Request failed: { method: "GET", url: "https://api.acme.io/v1/me", headers: [(RequestHeader "X-Api-Key" "{t}")], status: 403 }
snort payload ¦ a Snort alert with the packet payload printed ¦ {p} ¦ [**] [1:2012887:3] ET POLICY Http Client Body contains pass= in cleartext [**]\n[Classification: Potential Corporate Privacy Violation] [Priority: 1]\n12/05-06:17:21.883 10.0.4.17:51512 -> 10.0.9.2:80 TCP\nuser=jdoe&pass={t}&submit=Login
har entry ¦ a HAR file's request entry (headers as name/value objects) ¦ {u43} ¦ HAR import failed: entry 7 has no timings\n{"request": {"method": "GET", "url": "https://api.acme.io/v2/me", "headers": [{"name": "Accept", "value": "*/*"}, {"name": "Authorization", "value": "Bearer {t}"}]}}
jmeter jtl row ¦ a JMeter JTL CSV row whose URL carries the key ¦ {A32} ¦ timeStamp,elapsed,label,responseCode,responseMessage,threadName,success,URL\n1764904641000,212,GET /orders,401,Unauthorized,Thread Group 1-3,false,https://api.acme.io/orders?api_key={t}
gatling failure ¦ a Gatling simulation log's failed request with its headers (shape assumed) ¦ {A40} ¦ REQUEST	Scenario 1	1	login	1764904643000	1764904643211	KO	status.find.is(200), but actually found 401\n> headers: Content-Type: application/json, X-Session-Token: {t}
locust failure ¦ Locust's failure statistics row whose name holds the URL ¦ {A32} ¦ # fails |Method  Name                                                      Error\n------------------------------------------------------------------------------\n   112  GET     /export?token={t}                            HTTPError('401 Client Error: Unauthorized')
playwright network ¦ Playwright's trace of a failed request with its headers ¦ {u40} ¦ Error: page.goto: net::ERR_ABORTED at https://admin.acme.io/\nCall log:\n  - navigating to "https://admin.acme.io/", waiting until "load"\n  - request headers: { 'x-admin-key': '{t}', 'user-agent': 'Playwright/1.49' }
xh verbose ¦ xh -v printing the request it sent ¦ {A40} ¦ POST /v1/deploy HTTP/1.1\nAccept: application/json, */*;q=0.5\nAuthorization: Token {t}\nHost: deploy.acme.io\n\nHTTP/1.1 403 Forbidden\nxh: error: 403 Forbidden
azure activity log ¦ an Azure activity log record of a failed deployment with its request body ¦ {p} ¦ {"operationName": {"value": "Microsoft.Resources/deployments/write"}, "status": {"value": "Failed"}, "properties": {"statusCode": "BadRequest", "requestbody": "{\"properties\":{\"parameters\":{\"sqlAdminPassword\":{\"value\":\"{t}\"}}}}"}}
charles session ¦ a Charles Proxy session export (request section) ¦ {u40} ¦ Charles: session export truncated at request 42\nGET /sync?since=0 HTTP/1.1\nHost: api.acme.io\nCookie: session_token={t}; theme=dark
fiddler raw ¦ a Fiddler raw session saved in a bug report ¦ {p} ¦ POST https://login.acme.io/oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username=qa.lead&password={t}\n\nHTTP/1.1 500 Internal Server Error
burp request ¦ a Burp Suite saved request pasted into a ticket ¦ {A48} ¦ Burp Scanner issue: Cleartext submission of password\nPOST /api/login HTTP/2\nHost: portal.acme.io\nX-Api-Key: {t}\nContent-Length: 41
abap short dump ¦ an ABAP short dump (ST22) showing a local variable (shape assumed) ¦ {p} ¦ Runtime Errors         CX_SY_OPEN_SQL_DB\nShort Text             An exception has occurred in class "CX_SY_OPEN_SQL_DB"\nChosen variables:\nLV_PASSWORD            {t}\nLV_USER                RFC_BATCH
jcl job log ¦ a z/OS job log echoing a JCL PARM with a password ¦ {p} ¦ IEF236I ALLOC. FOR NIGHTLY STEP01\n//STEP01  EXEC PGM=FTPCLNT,PARM='ftp.acme.io USER=BATCH PASS={t}'\nIEF142I NIGHTLY STEP01 - STEP WAS EXECUTED - COND CODE 0012
plsql dbms output ¦ PL/SQL DBMS_OUTPUT of a debugging line before ORA-29273 ¦ {p} ¦ ORA-29273: HTTP request failed\nORA-06512: at "SYS.UTL_HTTP", line 1530\nDBMS_OUTPUT: calling https://api.acme.io/v1/rates with wallet password {t}
tsql raiserror ¦ a T-SQL RAISERROR message built from a variable ¦ {p} ¦ Msg 50000, Level 16, State 1, Procedure usp_LinkServer, Line 22\nsp_addlinkedsrvlogin failed for @rmtuser='report', @rmtpassword='{t}'
ibmi job log ¦ an IBM i job log message with the command it ran ¦ {p} ¦ CPF9897  Escape  40  12/05/26  06:17:30\nMessage . . . . :   FTP login failed\nCommand: STRTCPFTP RMTSYS('ftp.acme.io') USER(BATCH) PASSWORD('{t}')
solidity revert ¦ a Solidity revert reason quoting a string argument (shape assumed) ¦ {h64} ¦ Error: VM Exception while processing transaction: reverted with reason string 'Vault: bad key 0x{t}'\n    at Vault.unlock (contracts/Vault.sol:41)
verilog display ¦ a Verilog testbench $display of a key register ¦ {H32} ¦ # ** Error: tb_aes.sv(88): assertion failed at time 1240 ns\n# key_reg = 128'h{t}  expected ciphertext mismatch
vhdl report ¦ a VHDL report statement in a simulator log ¦ {H64} ¦ ** Failure: tb_hmac.vhd:57: HMAC mismatch with secret x"{t}"\n** Note: simulation stopped at 5400 ns
octave struct ¦ Octave printing a struct after an error ¦ {p} ¦ error: urlread: HTTP response code said error\nerror: called from\n    fetch_data at line 12 column 5\ncfg =\n  scalar structure containing the fields:\n    user = analyst\n    pass = {t}
vba immediate ¦ a VBA error message box copied with the immediate window's output ¦ {p} ¦ Run-time error '-2147217843 (80040e4d)': Login failed for user 'finance'.\nImmediate: ? cn.ConnectionString\nProvider=SQLOLEDB;Data Source=sql-fin;User ID=finance;Password={t};
coldfusion error ¦ a ColdFusion error page listing the datasource arguments ¦ {p} ¦ Error Executing Database Query. [Macromedia][SQLServer JDBC Driver]Login failed\nThe error occurred in /app/orders.cfm: line 12\n<cfquery datasource="orders" username="cf_app" password="{t}">
foxpro error ¦ a Visual FoxPro error log with the SQLSTRINGCONNECT line ¦ {p} ¦ Error 1526: Connectivity error: [Microsoft][ODBC SQL Server Driver]Login failed\nLine 31: lnHandle = SQLSTRINGCONNECT("DRIVER=SQL Server;SERVER=sql-old;UID=vfp;PWD={t}")
mumps zwrite ¦ a MUMPS (GT.M) ZWRITE of a local array in an error trap ¦ {p} ¦ %GTM-E-DEVOPENFAIL, Error opening SOCKET\nZWRITE:\ncfg("host")="mail.acme.io"\ncfg("pass")="{t}"\ncfg("user")="notify"
"""


def tool_cases(v: Values) -> list[Case]:
    rows = TOOLS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("tool", "\n".join(rows[:third]), raises="cause"),
        *v.table("tool", "\n".join(rows[third : 2 * third])),
        *v.table("tool", "\n".join(rows[2 * third :]), raises="process"),
    ]


def log_cases(v: Values) -> list[Case]:
    rows = LOGS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("log", "\n".join(rows[:half])),
        *v.table("log", "\n".join(rows[half:]), raises="group"),
    ]
