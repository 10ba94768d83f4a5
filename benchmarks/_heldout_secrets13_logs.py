"""Held-out set 13: secrets in operations tools' output and in log and wire layouts.

Tools whose output earlier sets did not take (grepped: ``radtest``, ``ldapwhoami``, ``slapd``,
``FailedMount``, ``journalctl`` units, GELF's ``_short_message``, ``DKIM-Signature``,
``Received:`` and ``Authentication-Results`` headers, Node ``at Object.`` and Ruby ``.rb:``
frames were absent): Ansible and Salt task output, systemd and journald lines, nginx, Apache,
HAProxy, Envoy and Traefik logs, Kubernetes events and ``kubectl describe``, Helm, the gcloud,
az, oci and doctl CLIs as their docs show them, JDBC and ODBC strings in driver errors, LDAP
binds, SNMP and RADIUS tools, and the positions: Go, Rust, Node, Ruby, .NET, Elixir and
Kotlin stack traces, logfmt, GELF, CEF, LEEF and syslog RFC 5424 structured data, HTTP/2
and HPACK dumps, e-mail headers and bodies, and URLs in Markdown, reStructuredText and HTML.
Shapes of the tools' lines follow their manuals; the values are generated.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["log_cases", "tool_cases"]

TOOLS = r"""
ansible failed task ¦ ansible-playbook failed task with a module's invocation echoed (no_log unset) ¦ {p} ¦ fatal: [db01]: FAILED! => {"changed": false, "invocation": {"module_args": {"login_user": "root", "login_password": "{t}", "name": "app"}}, "msg": "unable to connect to database"}
ansible vault password file ¦ ansible-vault error quoting a script's output ¦ {A40} ¦ ERROR! Decryption failed (no vault secrets were found that could decrypt) on group_vars/prod/vault.yml; vault-id prod@/usr/local/bin/vault-pass.sh printed '{t}'
ansible -vvv ssh ¦ ansible -vvv SSH EXEC line with sshpass ¦ {p} ¦ <web3> SSH: EXEC sshpass -p '{t}' ssh -o ControlMaster=auto -o User=deploy web3 '/bin/sh -c '"'"'echo ~deploy'"'"''\nfatal: [web3]: UNREACHABLE!
ansible become ¦ ansible ad-hoc with extra vars on the command line ¦ {p} ¦ ansible all -i hosts -m ping -e "ansible_become_pass={t}"\nweb1 | FAILED! => {"msg": "Incorrect sudo password"}
salt state output ¦ salt state.apply failure listing a pillar value ¦ {A32} ¦ ----------\n          ID: grafana-datasource\n    Function: file.managed\n      Result: False\n     Comment: Unable to render: jinja error, pillar['grafana']['admin_key'] = {t}
chef-client attribute ¦ chef-client run with a node attribute in the error ¦ {p} ¦ Chef::Exceptions::ValidationFailed: Option password's value {t} does not match regular expression /^[a-z]+$/ (mysql_user[app] line 12)
journalctl unit ¦ journalctl -u line of a unit's ExecStart ¦ {A48} ¦ Dec 04 13:02:11 web1 systemd[1]: Started metrics-push.service.\nDec 04 13:02:12 web1 pushgw[4412]: level=error msg="push failed" url=https://push.acme.io basic_auth=metrics:{t}
systemd environment ¦ systemctl show -p Environment output ¦ {A40} ¦ Job for worker.service failed because the control process exited with error code.\nEnvironment=QUEUE_URL=sqs://eu-west-1/jobs WORKER_SECRET={t} GOMAXPROCS=2
systemd credentials ¦ systemd-creds/LoadCredential misuse: secret as SetCredential ¦ {b32} ¦ /etc/systemd/system/api.service:14: SetCredential=db-password:{t}\napi.service: Failed to set up credentials: Permission denied
nginx error log ¦ nginx error.log with a request line carrying the key ¦ {A32} ¦ 2026/12/04 13:05:10 [error] 3121#3121: *88 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.0.7, server: api.acme.io, request: "GET /v2/export?key={t} HTTP/1.1", upstream: "http://10.0.1.4:8080/v2/export?key={t}"
nginx auth_basic ¦ nginx error.log for basic auth with user in log ¦ {p} ¦ 2026/12/04 13:06:00 [error] 3121#3121: *91 user "admin:{t}" was not found in "/etc/nginx/.htpasswd", client: 10.0.0.9, server: admin.acme.io
apache access log ¦ Apache combined log with credentials in the URL ¦ {p} ¦ 10.0.0.8 - - [04/Dec/2026:13:07:12 +0000] "GET /cgi-bin/login.cgi?user=ops&pass={t} HTTP/1.1" 500 612 "-" "curl/8.5.0"\n[Wed Dec 04 13:07:12.2211 2026] [cgid:error] AH01215: login.cgi: malformed header
haproxy log ¦ HAProxy HTTP log format with a captured header ¦ {u43} ¦ Dec  4 13:08:01 lb1 haproxy[771]: 10.0.0.5:51234 [04/Dec/2026:13:08:01.112] fe_https~ be_api/api2 0/0/1/-1/5002 504 194 - - sH-- 12/12/3/1/0 0/0 {api.acme.io|Bearer {t}} "POST /v1/orders HTTP/1.1"
envoy access log ¦ Envoy JSON access log with a request header ¦ {A40} ¦ {"start_time":"2026-12-04T13:09:00.001Z","method":"GET","path":"/internal/metrics","response_code":503,"response_flags":"UF","x-api-key":"{t}","upstream_host":"10.0.2.9:9090"}
traefik log ¦ Traefik debug log of a middleware config ¦ {p} ¦ time="2026-12-04T13:10:00Z" level=error msg="Error while creating middleware" middlewareName=auth@docker error="invalid basicauth user admin:{t} (not a hash)"
k8s event ¦ kubectl get events with a failing probe's command ¦ {A32} ¦ LAST SEEN   TYPE      REASON      OBJECT            MESSAGE\n12s         Warning   Unhealthy   pod/api-7c9d-xk   Liveness probe failed: redis-cli -a {t} ping: NOAUTH Authentication required
k8s failedmount ¦ kubectl describe pod FailedMount of a CIFS volume with options ¦ {p} ¦ Events:\n  Warning  FailedMount  2m  kubelet  MountVolume.SetUp failed for volume "share" : mount failed: exit status 32\nMounting command: mount\nMounting arguments: -t cifs -o username=svc,password={t},vers=3.0 //fs01/share /var/lib/kubelet/pods/x/volumes/share
k8s describe secret data ¦ kubectl get secret -o yaml pasted in an error ¦ {b40} ¦ error validating "secret.yaml": unknown field "datas" in io.k8s.api.core.v1.Secret\napiVersion: v1\nkind: Secret\ndatas:\n  apiKey: {t}
helm set ¦ helm upgrade with --set of a password ¦ {p} ¦ Error: UPGRADE FAILED: timed out waiting for the condition\n+ helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={t} --wait
helm values render ¦ helm template error quoting a value ¦ {A40} ¦ Error: template: app/templates/secret.yaml:9:21: executing "app/templates/secret.yaml" at <b64enc>: wrong type for value; expected string; got map[string]interface {} (stripeKey: {t})
gcloud auth print ¦ gcloud auth print-access-token piped into curl (gcloud docs' example) ¦ ya29.{u150} ¦ + curl -H 'Authorization: Bearer {t}' https://storage.googleapis.com/storage/v1/b/acme\n{"error":{"code":403,"message":"acme-ci@acme.iam.gserviceaccount.com does not have storage.buckets.get access"}}
gcloud sql users ¦ gcloud sql users set-password as documented ¦ {p} ¦ ERROR: (gcloud.sql.users.set-password) HTTPError 409: Operation failed because another operation was already in progress.\ngcloud sql users set-password app --instance=pg-prod --password={t}
az connection string ¦ az storage account show-connection-string output ¦ {b64} ¦ ERROR: The specified container does not exist.\n{"connectionString": "DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName=acmedata;AccountKey={t}"}
az sp create ¦ az ad sp create-for-rbac output (password field) ¦ {A3}8Q~{u34} ¦ WARNING: The output includes credentials that you must protect.\n{"appId": "5b2c6e8d-2f3a-4b7c-9d0e-1f2a3b4c5d6e", "displayName": "ci", "password": "{t}", "tenant": "72f988bf-86f1-41af-91ab-2d7cd011db47"}
oci config ¦ OCI CLI config file pass_phrase in an error ¦ {p} ¦ oci: error: ConfigFileError: pass_phrase for key_file ~/.oci/oci_api_key.pem is wrong\n[DEFAULT]\nuser=ocid1.user.oc1..aaaa\npass_phrase={t}
doctl token ¦ doctl auth init --access-token as documented ¦ dop_v1_{h64} ¦ Error: unable to use default access token: GET https://api.digitalocean.com/v2/account: 401 (doctl auth init --context ci --access-token {t})
jdbc oracle thin ¦ Oracle JDBC thin URL with user/password@ ¦ {p} ¦ java.sql.SQLRecoverableException: IO Error: The Network Adapter could not establish the connection (url=jdbc:oracle:thin:scott/{t}@//db.acme.lan:1521/ORCLPDB1)
jdbc sqlserver ¦ SQL Server JDBC URL with password= property ¦ {p} ¦ com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'app'. ClientConnectionId:8c1f2d3e url=jdbc:sqlserver://sql01:1433;databaseName=shop;user=app;password={t};encrypt=true
jdbc snowflake-like private key pwd ¦ a JDBC URL with private_key_file_pwd ¦ {p} ¦ net.snowflake.client.jdbc.SnowflakeSQLException: Private key provided is invalid or not supported: jdbc:snowflake://acme.eu-west-1.snowflakecomputing.com/?user=ETL&private_key_file=/k/rsa.p8&private_key_file_pwd={t}
odbc dsn ¦ ODBC connection string in a pyodbc error ¦ {p} ¦ pyodbc.InterfaceError: ('28000', "[28000] [unixODBC][FreeTDS][SQL Server]Login failed for user 'etl'. (18456)") conn_str='DRIVER={FreeTDS};SERVER=10.0.3.3;PORT=1433;UID=etl;PWD={t};TDS_Version=7.4'
odbc odbc.ini ¦ odbc.ini section quoted by isql -v ¦ {p} ¦ [ISQL]ERROR: Could not SQLConnect\n[pgprod]\nDriver = PostgreSQL Unicode\nServername = pg.acme.lan\nUsername = report\nPassword = {t}
ldapwhoami ¦ ldapwhoami -w with bash -x ¦ {p} ¦ + ldapwhoami -x -H ldaps://dc1.acme.lan -D 'CN=svc-ldap,OU=Service,DC=acme,DC=lan' -w '{t}'\nldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 52e, v3839
slapd config ¦ slapd olcRootPW in an ldapmodify error ¦ {p} ¦ ldap_modify: Other (e.g., implementation specific) error (80)\n\tadditional info: <olcRootPW> can only be set when rootdn is under suffix\nolcRootPW: {t}
python-ldap bind ¦ python-ldap simple_bind_s call in a traceback line ¦ {p} ¦   File "/srv/sync.py", line 41, in bind\n    conn.simple_bind_s("uid=sync,ou=svc,dc=acme,dc=io", "{t}")\nldap.INVALID_CREDENTIALS: {'msgtype': 97, 'msgid': 1, 'result': 49, 'desc': 'Invalid credentials'}
snmpwalk v3 ¦ snmpwalk -v3 with auth and priv passphrases ¦ {p} ¦ + snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{t}' -x AES -X 'Zq81!kLm02Pa' 10.0.9.1 ifDescr\nsnmpwalk: Authentication failure (incorrect password, community or key)
snmp community ¦ snmpd.conf rocommunity string in a config check ¦ {A16} ¦ /etc/snmp/snmpd.conf: line 12: Warning: Unknown token: rocomunity.\nrocomunity {t} 10.0.0.0/8
radtest ¦ radtest command line (user password server port secret) ¦ {A24} ¦ + radtest alice 'Wonder!land7' 10.0.0.2 0 {t}\n(0) No reply from server for ID 112 socket 3
radius clients.conf ¦ FreeRADIUS clients.conf shared secret in radiusd -X ¦ {A24} ¦ radiusd: #### Loading Clients ####\n  client wlc01 {\n  \tipaddr = 10.0.4.2\n  \tsecret = "{t}"\n  }\nIgnoring request to auth address * port 1812 from unknown client 10.0.4.3
ipsec psk ¦ strongSwan ipsec.secrets line quoted by charon ¦ {p} ¦ charon: 13[IKE] tried 1 shared key for 'vpn.acme.io' - '203.0.113.7', but MAC mismatched\n/etc/ipsec.secrets: vpn.acme.io 203.0.113.7 : PSK "{t}"
wireguard conf ¦ wg-quick error with a PrivateKey line ¦ {b32}= ¦ wg-quick: `/etc/wireguard/wg0.conf' does not exist\n# last good config:\n[Interface]\nPrivateKey = {t}\nAddress = 10.8.0.2/24
"""

LOGS = r"""
go panic args ¦ Go panic with goroutine trace and a string argument ¦ {A40} ¦ panic: stripe: invalid key "{t}"\n\ngoroutine 1 [running]:\nmain.mustClient(...)\n\t/src/main.go:42 +0x1a5\nmain.main()\n\t/src/main.go:17 +0x25
go fmt struct ¦ Go %+v of a config struct ¦ {p} ¦ 2026/12/04 13:11:00 config: &{Host:db.acme.lan Port:5432 User:app Password:{t} SSLMode:require}: dial tcp 10.0.3.3:5432: connect: connection refused
rust panicked ¦ Rust panic with a Debug-printed struct ¦ {A32} ¦ thread 'main' panicked at src/main.rs:31:10:\ncalled `Result::unwrap()` on an `Err` value: Auth(Credentials { access_key: "AKIA4QXZ2BY7M3KCLN5R", secret: "{t}" })\nnote: run with `RUST_BACKTRACE=1`
node at object ¦ Node error with an options object in the message ¦ {A48} ¦ Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n    at Object.<anonymous> (/app/src/sync.js:12:9)\n  config: { headers: { 'X-Shopify-Storefront-Token': '{t}' } }
node util.inspect ¦ Node util.inspect of a Map ¦ {u43} ¦ TypeError [ERR_INVALID_ARG_TYPE]: The "data" argument must be of type string. Received Map(2) { 'session' => '{t}', 'ttl' => 3600 }
ruby backtrace ¦ Ruby exception with an inspected hash ¦ {p} ¦ /app/lib/ftp_sync.rb:22:in `login': 530 Login incorrect. (Net::FTPPermError)\n\tfrom /app/lib/ftp_sync.rb:8:in `run'\nopts = {:host=>"ftp.acme.lan", :user=>"mirror", :password=>"{t}"}
ruby 3.4 hash inspect ¦ Ruby 3.4 Hash#inspect with "key: value" ¦ {A40} ¦ ArgumentError: unknown keyword: :tls (given {host: "smtp.acme.io", user_name: "mailer", api_secret: "{t}", tls: true})
dotnet exception ¦ .NET exception with a connection string ¦ {p} ¦ Unhandled exception. System.ArgumentException: Format of the initialization string does not conform to specification starting at index 57.\n   at System.Data.Common.DbConnectionOptions.GetKeyValuePair(String connectionString)\n   ConnectionString: Host=pg;Username=api;Password={t};Pooling=true;;=x
elixir error ¦ Elixir ** (MatchError) with a keyword list ¦ {A32} ¦ ** (MatchError) no match of right hand side value: {:error, [host: "mq.acme.io", username: "bus", password: "{t}", port: 5671]}\n    (bus 0.3.1) lib/bus/conn.ex:14: Bus.Conn.open/1
kotlin data class ¦ Kotlin data class toString in an exception ¦ {A36} ¦ kotlin.IllegalStateException: cannot refresh SmtpSettings(host=smtp.acme.io, port=587, login=noreply, appPassword={t})\n\tat io.acme.mail.Sender.send(Sender.kt:44)
logfmt ¦ logfmt line from a Go service ¦ {A40} ¦ ts=2026-12-04T13:12:00Z level=error caller=client.go:88 msg="token refresh failed" tenant=acme client_secret={t} status=401
logfmt quoted ¦ logfmt with a quoted value containing spaces and the secret ¦ {u40} ¦ level=warn msg="retrying" req="POST /oauth/token grant_type=refresh_token&refresh_token={t}" attempt=3
gelf ¦ GELF 1.1 JSON message with an additional field ¦ {A32} ¦ {"version":"1.1","host":"worker-3","short_message":"upstream auth failed","level":3,"_service":"billing","_api_key":"{t}","timestamp":1733317920.1}
cef ¦ ArcSight CEF line with an extension key ¦ {p} ¦ CEF:0|Acme|Gateway|4.2|401|Authentication failed|7|src=10.0.0.4 suser=svc-bk cs1Label=attemptedPassword cs1={t} request=https://gw.acme.io/login
leef ¦ QRadar LEEF 2.0 line ¦ {A40} ¦ LEEF:2.0|Acme|Proxy|1.0|AuthFail|^|devTime=Dec 04 2026 13:14:00^src=10.1.1.1^usrName=etl^apiKey={t}^url=/v1/export
syslog sd ¦ RFC 5424 syslog with structured data ¦ {A32} ¦ <131>1 2026-12-04T13:15:00Z app1 payments 812 AUTH [auth@32473 user="ops" token="{t}"] upstream rejected credentials
http2 headers ¦ nghttp -v HEADERS frame dump ¦ {u43} ¦ [  0.012] send HEADERS frame <length=92, flags=0x25, stream_id=13>\n          ; END_STREAM | END_HEADERS | PRIORITY\n          :method: GET\n          :path: /v1/me\n          authorization: Bearer {t}\n[  0.031] recv (stream_id=13) :status: 401
hpack dynamic table ¦ HPACK dynamic table dump (h2 debug) ¦ {A40} ¦ hpack: dynamic table size 4096:\n[  1] (s =  55) x-api-key: {t}\n[  2] (s =  42) user-agent: acme-sync/2.1\nh2 stream 5 RST_STREAM REFUSED_STREAM
email headers ¦ an e-mail bounced with an X- header holding a key ¦ {A32} ¦ Delivery Status Notification (Failure)\nReceived: from app1.acme.io (10.0.0.3) by mx.acme.io\nX-Mailgun-Variables: {"tenant": "acme"}\nX-Api-Key: {t}\nAuthentication-Results: mx.acme.io; dkim=fail
email body reset ¦ a bounced password-reset mail quoting the temporary password ¦ {p} ¦ 550 5.1.1 <jan@old.acme.io>: Recipient address rejected\n----- Original message -----\nSubject: Your account\n\nYour temporary password is {t} — change it after signing in.
email smtp auth plain ¦ SMTP dialogue AUTH PLAIN with base64 of \0user\0pass (RFC 4616) ¦ {b24} ¦ smtplib.SMTPAuthenticationError: (535, b'5.7.8 Authentication failed')\nsend: 'AUTH PLAIN {t}\\r\\n'\nreply: b'535 5.7.8 Authentication failed\\r\\n'
markdown link ¦ URL with credentials in a Markdown link ¦ {p} ¦ Broken link in README.md line 14: [staging dashboard](https://admin:{t}@staging.acme.io/grafana) -> 401
markdown image token ¦ URL with a token in a Markdown image ¦ {A40} ¦ docs build warning: image ![build](https://ci.acme.io/badge.svg?token={t}) returned 403
rst link ¦ reStructuredText hyperlink target with a key ¦ {A32} ¦ sphinx linkcheck: broken https://maps.acme.io/api?key={t} - 403 Client Error (.. _map api: https://maps.acme.io/api?key={t})
html form ¦ an HTML form echoed by an error page ¦ {p} ¦ <h1>500 Internal Server Error</h1><form action="/login" method="post"><input name="user" value="ops"><input type="password" name="pw" value="{t}"></form>
"""


def tool_cases(v: Values) -> list[Case]:
    return v.table("tool", TOOLS, "runtime")


def log_cases(v: Values) -> list[Case]:
    # Raised as a note so that the text reaches the traceback and the export another way.
    return v.table("log", LOGS, "note")
