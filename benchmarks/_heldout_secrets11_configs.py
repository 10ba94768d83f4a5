"""Held-out set 11: configuration files and logs no earlier set used, quoted in an error.

Configs: network gear and daemons (Cisco type 7 and type 0 lines, BIND ``key`` blocks, SNMPv3
``createUser``, keepalived, strongSwan ``ipsec.secrets``, chap-secrets, ntp keys, wpa_supplicant,
OpenVPN's two-line auth file), client dotfiles (rclone's obscured ``pass``, FileZilla's base64
``<Pass>``, WinSCP's hex, a VNC ``passwd`` dump, ``.s3cfg``, ``.boto``, ``.curlrc``,
``.wgetrc``, msmtprc, offlineimaprc, muttrc, ``odbc.ini``, ``.Renviron``, ``.cargo``'s
credentials, Composer's ``auth.json``, ``.yarnrc.yml``, ``.gem/credentials``), app settings
(``wp-config.php``, Django's ``settings.py``, Laravel's ``APP_KEY``, Logstash's hash rockets,
supervisord, pgbouncer's userlist, Ansible inventory, Kustomize literals, a Jenkinsfile, a
GitHub Actions ``with:``). Logs: PostgreSQL and MySQL statement logs, MongoDB's JSON log,
auditd EXECVE records, ``/proc/<pid>/cmdline`` with NUL bytes, sudo's COMMAND,
PowerShell script-block logging, Kubernetes audit events, CloudTrail, ALB and CloudFront access
logs, Envoy and Traefik access logs, Varnish, Squid, Zeek, Suricata, ``tcpdump -A``, strace,
Ansible ``-vvv``, Airflow, Spark and Kafka Connect configuration dumps. Formats and prefixes
were grepped against the earlier sets' files.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["config_cases", "log_cases"]

CONFIGS = r"""
cisco type 7 ¦ Cisco IOS 'password 7' (reversible Vigenère, hex) ¦ 0{d1}{H22} ¦ % Invalid input detected at '^' marker.\nline vty 0 4\n password 7 {t}\n login local
cisco type 0 secret ¦ Cisco IOS 'username ... secret 0' (cleartext) ¦ {p} ¦ router(config)# username netops privilege 15 secret 0 {t}\n% Password too weak: use at least 12 characters
bind tsig key ¦ BIND named.conf key block (hmac-sha256 secret, base64) ¦ {b43}= ¦ named-checkconf: /etc/bind/named.conf:14: unknown option 'algoritm'\nkey "ddns-update" {\n    algoritm hmac-sha256;\n    secret "{t}";\n};
snmpv3 createuser ¦ net-snmp snmpd.conf createUser with auth and priv passphrases ¦ {p} ¦ snmpd: /etc/snmp/snmpd.conf: line 22: Error: bad privacy type "AES512"\ncreateUser monitor SHA-256 "{t}" AES512 "same-as-auth"
keepalived auth pass ¦ keepalived vrrp_instance authentication auth_pass ¦ {A8} ¦ Keepalived_vrrp: (VI_1) the first 8 characters of auth_pass are used, rest ignored\nauthentication {\n  auth_type PASS\n  auth_pass {t}XY\n}
strongswan psk ¦ strongSwan ipsec.secrets PSK line ¦ {A32} ¦ charon: loading secrets from '/etc/ipsec.secrets' failed: syntax error in line 3\n10.0.0.1 10.9.0.1 : PSK "{t}
chap secrets ¦ pppd /etc/ppp/chap-secrets line (client server secret IP) ¦ {p} ¦ pppd: CHAP authentication failed for peer isp1\n# client  server  secret        IP\nacme-dsl  *       "{t}"  *
ntp keys ¦ ntpd /etc/ntp.keys (keyid type key) ¦ {H40} ¦ ntpd: authreadkeys: invalid key type "SHA256" on line 2\n1 SHA1 {t}\n2 SHA256 0123
wpa supplicant psk ¦ wpa_supplicant.conf network block with a psk passphrase ¦ {p} ¦ wpa_supplicant: Line 9: Invalid passphrase length 12 (expected: 8..63) '"{t}"'.\nnetwork={ ssid="acme-iot" psk="{t}" }
openvpn auth file ¦ OpenVPN auth-user-pass file: user on line 1, password on line 2 ¦ {p} ¦ OpenVPN: AUTH: Received control message: AUTH_FAILED\n--- /etc/openvpn/client/creds.txt ---\nvpn.jdoe\n{t}
rclone obscured ¦ rclone.conf 'pass' obscured (reversible with a fixed key, base64url) ¦ {u40} ¦ rclone: Failed to create file system for "nas:backup": couldn't connect SSH: ssh: handshake failed\n[nas]\ntype = sftp\nhost = 10.0.8.2\nuser = backup\npass = {t}
filezilla base64 pass ¦ FileZilla sitemanager.xml <Pass encoding="base64"> ¦ {b24} ¦ FileZilla: Could not load site manager entries: XML error at line 12\n<Server><Host>ftp.acme.lan</Host><User>upload</User><Pass encoding="base64">{t}</Pass></Server>
winscp hex password ¦ WinSCP.ini Password= (obfuscated, hex) ¦ {H60} ¦ WinSCP: Error reading session "acme/backup" from WinSCP.ini\n[Sessions\acme/backup]\nHostName=sftp.acme.lan\nUserName=backup\nPassword={t}
vnc passwd hex ¦ a VNC ~/.vnc/passwd file (DES-obfuscated, 8 bytes) printed as hex ¦ {h16} ¦ x11vnc: -rfbauth: cannot read /root/.vnc/passwd (got 8 bytes: {t})
s3cfg secret ¦ s3cmd ~/.s3cfg secret_key ¦ {A40} ¦ ERROR: S3 error: 403 (SignatureDoesNotMatch)\n[default]\naccess_key = AKIA3EXAMPLE7Q2ZLW5M\nhost_base = s3.acme.lan\nsecret_key = {t}
boto gs secret ¦ legacy ~/.boto [Credentials] gs_secret_access_key ¦ {b40} ¦ gsutil: AccessDeniedException: 403 Invalid credentials (from /home/ci/.boto: gs_access_key_id = GOOGTS7C7FUP3AIRVJTE2BCD, gs_secret_access_key = {t})
curlrc user ¦ ~/.curlrc user = "name:password" ¦ {p} ¦ curl: (67) Access denied: 530\nWarning: ~/.curlrc:3: user = "ftpdrop:{t}"
wgetrc password ¦ ~/.wgetrc ftp_password / http_password ¦ {p} ¦ wget: /home/ci/.wgetrc:4: Unknown command ‘http_passwd’.\nhttp_user = mirror\nhttp_passwd = {t}
msmtprc password ¦ msmtp ~/.msmtprc 'password' line ¦ {p} ¦ msmtp: authentication failed (method PLAIN)\nmsmtp: /home/ops/.msmtprc: line 8: account alerts: password {t}
offlineimap remotepass ¦ offlineimaprc remotepass ¦ {p} ¦ ERROR: While attempting to sync account 'work'\n  LOGIN failed. [remotepass = {t}, remoteuser = jdoe@acme.io]
muttrc imap pass ¦ muttrc set imap_pass ¦ {p} ¦ Error in /home/jdoe/.muttrc, line 5: imap_pas: unknown variable\nset imap_pas = "{t}"
odbc pwd ¦ odbc.ini PWD= (a DSN section) ¦ {p} ¦ [unixODBC][Driver Manager]Data source name not found\n[Ledger]\nDriver=FreeTDS\nServer=10.0.5.2\nUID=ledger_ro\nPWD={t}
renviron ¦ R's .Renviron with an API key ¦ {h40} ¦ Error in curl::curl_fetch_memory(url, handle = handle) : HTTP 401\n.Renviron: GITHUB_PAT_WRONG={t}
cargo credentials ¦ ~/.cargo/credentials.toml [registries.<name>] token ¦ {A32} ¦ error: failed to publish to registry at https://cargo.acme.lan\nCaused by: token rejected for `acme` (~/.cargo/credentials.toml: [registries.acme] token = "{t}")
composer auth json ¦ Composer auth.json http-basic ¦ {p} ¦ [Composer\Downloader\TransportException] The 'https://repo.acme.lan/packages.json' URL required authentication.\nauth.json: {"http-basic": {"repo.acme.lan": {"username": "deploy", "password": "{t}"}}}
yarnrc npm auth token ¦ .yarnrc.yml npmScopes.<scope>.npmAuthToken ¦ {uuid} ¦ YN0041: │ Invalid authentication (as an anonymous user)\nnpmScopes:\n  acme:\n    npmRegistryServer: "https://npm.acme.lan"\n    npmAuthToken: "{t}"
gem credentials ¦ ~/.gem/credentials YAML with a symbol key ¦ {h48} ¦ ERROR:  While executing gem ... (Gem::Exception) Access Denied\n---\n:acme_gems_api_key: {t}
wp config ¦ WordPress wp-config.php define('DB_PASSWORD', ...) ¦ {p} ¦ PHP Parse error: syntax error, unexpected ')' in /var/www/wp-config.php on line 31\n31: define( 'DB_PASSWORD', '{t}' ));
django secret key ¦ Django settings.py SECRET_KEY (django-insecure- prefix absent) ¦ {u50} ¦ ImproperlyConfigured: settings.py line 23: SECRET_KEY = '{t}' must not be shared with DEBUG = True on a public host
laravel app key ¦ Laravel .env APP_KEY=base64:... ¦ base64:{b43}= ¦ RuntimeException: Unsupported cipher or incorrect key length. Supported ciphers are: aes-128-cbc, aes-256-cbc. (.env APP_KEY={t})
logstash hash rockets ¦ Logstash pipeline config with password => "..." ¦ {p} ¦ [ERROR][logstash.agent] Failed to execute action: Expected one of [ \t\r\n], "#", "=>" at line 9\noutput { elasticsearch { hosts => ["https://es:9200"] user => "writer" password => "{t}" ilm_enabled => true } }
supervisord password ¦ supervisord.conf [inet_http_server] password ¦ {p} ¦ Error: Invalid value for 'port' in section 'inet_http_server'\n[inet_http_server]\nport=*:90001\nusername=admin\npassword={t}
pgbouncer userlist ¦ pgbouncer userlist.txt ("user" "password" pairs) ¦ {p} ¦ pgbouncer: ERROR broken auth file, line 2: "etl" "{t}
ansible inventory ¦ Ansible INI inventory with ansible_become_pass ¦ {p} ¦ [WARNING]: * Failed to parse /etc/ansible/hosts with ini plugin: /etc/ansible/hosts:6: Expected key=value host variable assignment, got: {t}\ndb1 ansible_host=10.0.1.5 ansible_become_pass {t}
kustomize literals ¦ kustomization.yaml secretGenerator literals ¦ {A32} ¦ Error: accumulating resources: secretGenerator: invalid literal source "STRIPE_KEY:{t}", expected key=value
jenkinsfile literal ¦ a Jenkinsfile sh step with a literal credential ¦ {p} ¦ WorkflowScript: 14: unexpected token: } @ line 14, column 5.\n   13:         sh "mysqldump -u backup -p'{t}' shop > shop.sql"\n   14:     }}
github actions with ¦ GitHub Actions step 'with:' holding a literal password ¦ {p} ¦ Invalid workflow file: .github/workflows/deploy.yml#L27\nThe workflow is not valid. Unexpected value 'pasword'\n      with:\n        username: deploy\n        pasword: {t}
"""

LOGS = r"""
postgres statement log ¦ PostgreSQL log_statement=ddl line for ALTER ROLE ... PASSWORD ¦ {p} ¦ 2026-12-04 06:12:01.114 UTC [41822] etl@ledger LOG:  statement: ALTER ROLE reporting WITH PASSWORD '{t}' VALID UNTIL '2027-01-01'
postgres create user error ¦ PostgreSQL ERROR with STATEMENT echo ¦ {p} ¦ 2026-12-04 06:12:03 UTC ERROR:  role "app_rw" already exists\n2026-12-04 06:12:03 UTC STATEMENT:  CREATE USER app_rw PASSWORD '{t}' IN ROLE app
mysql general log ¦ MySQL general query log 'Query' line ¦ {p} ¦ 2026-12-04T06:20:11.041223Z	   42 Query	CREATE USER 'shop'@'%' IDENTIFIED BY '{t}'
mongodb json log ¦ MongoDB structured log (attr.command) ¦ {p} ¦ {"t":{"$date":"2026-12-04T06:21:00.120+00:00"},"s":"W","c":"COMMAND","id":20525,"ctx":"conn44","msg":"Failed to gather storage statistics","attr":{"command":{"createUser":"analytics","pwd":"{t}","roles":["read"]}}}
auditd execve ¦ auditd EXECVE record (argv quoted, one field each) ¦ {p} ¦ type=EXECVE msg=audit(1764830411.402:9921): argc=3 a0="mysql" a1="-uroot" a2="-p{t}"
proc cmdline nul ¦ /proc/<pid>/cmdline read raw: arguments separated by NUL ¦ {A32} ¦ watchdog: process 8812 hung, cmdline=b'/usr/bin/python3\x00sync.py\x00--api-key\x00{t}\x00--once'
sudo command log ¦ sudo's log line with the COMMAND it ran ¦ {p} ¦ Dec  4 06:30:02 bastion sudo[9912]:    jdoe : TTY=pts/1 ; PWD=/home/jdoe ; USER=root ; COMMAND=/usr/bin/htpasswd -b /etc/nginx/.htpasswd ops {t}
powershell scriptblock ¦ PowerShell script block logging (event 4104) ¦ {p} ¦ EventID 4104 Creating Scriptblock text (1 of 1):\n$cred = New-Object PSCredential('ACME\\svc-sql', (ConvertTo-SecureString '{t}' -AsPlainText -Force))
k8s audit event ¦ Kubernetes audit log event with a Secret's requestObject (base64 data) ¦ {b32} ¦ {"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"RequestResponse","verb":"create","objectRef":{"resource":"secrets","namespace":"payments","name":"psp-creds"},"requestObject":{"data":{"api-key":"{t}"}},"responseStatus":{"code":409}}
cloudtrail request parameters ¦ AWS CloudTrail event with requestParameters ¦ {p} ¦ {"eventSource":"rds.amazonaws.com","eventName":"ModifyDBInstance","errorCode":"InvalidParameterValue","requestParameters":{"dBInstanceIdentifier":"ledger-prod","masterUserPassword":"{t}"}}
alb access log query ¦ AWS ALB access log line (request with the query string) ¦ {A40} ¦ https 2026-12-04T06:40:11.442Z app/acme-prod/50dc6c495c0c9188 10.0.0.7:51412 10.0.3.9:8080 0.001 0.012 0.000 401 401 257 191 "GET https://api.acme.io:443/v1/export?format=csv&apikey={t} HTTP/1.1" "python-requests/2.32.3"
cloudfront log ¦ CloudFront standard log (tab-separated, cs-uri-query column) ¦ {u43} ¦ 2026-12-04	06:41:02	FRA56-P1	912	203.0.113.9	GET	d111111abcdef8.cloudfront.net	/media/v.mp4	403	-	Mozilla/5.0	Policy=-&Signature=-&Key-Pair-Id=-&token={t}
envoy access log json ¦ Envoy JSON access log with a request header field ¦ {u40} ¦ {"start_time":"2026-12-04T06:42:00.001Z","method":"POST","path":"/v2/charge","response_code":401,"x-api-key":"{t}","upstream_host":"10.0.4.2:8443"}
traefik access log ¦ Traefik JSON access log with request_Authorization kept ¦ {A40} ¦ {"ClientHost":"10.0.0.9","DownstreamStatus":502,"RequestPath":"/api/jobs","request_Authorization":"Token {t}","RouterName":"api@docker"}
varnishlog header ¦ varnishlog -g request ReqHeader lines ¦ {u43} ¦ *   << Request  >> 32770\n-   ReqMethod      GET\n-   ReqURL         /private/report\n-   ReqHeader      X-Session-Token: {t}\n-   RespStatus     403
squid access log ¦ Squid access.log with credentials in an ftp:// URL ¦ {p} ¦ 1764830522.101   1205 10.0.0.31 TCP_MISS/530 431 GET ftp://mirror:{t}@ftp.acme.lan/pub/iso/ - HIER_DIRECT/10.0.8.4 text/html
zeek http log ¦ Zeek http.log row with the password column populated ¦ {p} ¦ #fields ts uid id.orig_h host uri username password status_code\n1764830600.1 CHhAvV 10.0.0.4 intranet.acme.lan /admin admin {t} 401
suricata eve http ¦ Suricata eve.json http event with request headers logged ¦ {b40} ¦ {"event_type":"http","src_ip":"10.0.0.8","http":{"hostname":"wiki.acme.lan","url":"/login","status":401,"request_headers":[{"name":"Authorization","value":"Basic {t}"}]}}
tcpdump ascii ¦ tcpdump -A showing an HTTP request's bytes ¦ {u40} ¦ 06:45:11.201 IP 10.0.0.5.51234 > 10.0.3.9.8080: Flags [P.], length 211\nE...@.@.....\nPOST /hooks HTTP/1.1\nHost: 10.0.3.9:8080\nX-Hook-Secret: {t}\nContent-Length: 18
strace write ¦ strace -s 128 of a write() to a socket ¦ {p} ¦ write(5, "LOGIN svc_imap {t}\r\n", 30) = -1 ECONNRESET (Connection reset by peer)
ansible vvv result ¦ ansible -vvv task result JSON with module args ¦ {p} ¦ fatal: [db1]: FAILED! => {"changed": false, "invocation": {"module_args": {"login_user": "root", "login_password": "{t}", "name": "shop"}}, "msg": "unable to connect to database"}
airflow connection uri ¦ an Airflow task log printing a connection URI ¦ {p} ¦ [2026-12-04, 06:50:00 UTC] {base.py:83} INFO - Using connection ID 'ledger_pg' for task execution: postgres://etl:{t}@10.0.3.14:5432/ledger
spark conf dump ¦ a Spark driver log printing its configuration ¦ {A40} ¦ 26/12/04 06:51:02 INFO SparkContext: Spark configuration:\nspark.app.name=nightly\nspark.hadoop.fs.s3a.access.key=AKIA3EXAMPLE7Q2ZLW5M\nspark.hadoop.fs.s3a.secret.key={t}
kafka connect config ¦ a Kafka Connect connector's config values logged by a plugin that does not mask ¦ {p} ¦ [2026-12-04 06:52:00,118] INFO JdbcSinkConfig values:\n\tconnection.url = jdbc:postgresql://10.0.3.14:5432/dw\n\tconnection.user = sink\n\tconnection.pass = {t}\n\tauto.create = true
bash history ¦ a shell history line recorded by a session logger ¦ {A40} ¦ session 77 (jdoe@bastion) ended abnormally; last history entries:\n  501  export CF_API_TOKEN={t}\n  502  terraform apply
"""


def config_cases(values: Values) -> list[Case]:
    return values.table("config", CONFIGS)


def log_cases(values: Values) -> list[Case]:
    return values.table("log", LOGS, raises="note")
