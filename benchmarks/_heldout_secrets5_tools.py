"""Held-out set 5: secrets on real tools' command lines and in their output.

One case a line: ``name ¦ where the syntax or output comes from ¦ secret ¦ message`` (see
``table`` in ``_heldout_secrets_harness.py``); ``\\n`` is a line break. Commands and dumps that
set 4 already had (sshpass, PGPASSWORD, mysqldump, curl -u, docker/podman login, sqlcmd,
keytool, zip, mongosh, helm, terraform -var, printenv, docker inspect, ...) are not repeated.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["tool_cases"]

COMMANDS = """
htpasswd -b ¦ httpd.apache.org/docs/current/programs/htpasswd.html: -b takes the password on the command line ¦ {p} ¦ htpasswd: cannot create file /etc/nginx/.htpasswd (command: htpasswd -b -c /etc/nginx/.htpasswd admin {t})
openssl -passin pass: ¦ openssl-passphrase-options(1): pass:password ¦ {p} ¦ openssl pkcs12 -export -in cert.pem -inkey key.pem -passin pass:{t} -out bundle.p12\\nCould not read private key from key.pem\\n40F7C1B0867F0000:error:1608010C:STORE routines:ossl_store_handle_load_result:unsupported
openssl -passout pass: ¦ openssl-passphrase-options(1) ¦ {p} ¦ Error: command 'openssl genrsa -aes256 -passout pass:{t} -out ca.key 4096' exited 1: Can't open "ca.key" for writing, Permission denied
wget --password ¦ GNU Wget manual: --password=password ¦ {p} ¦ wget --user=deploy --password={t} https://files.acme.io/build.tar.gz\\n--2026-12-03 17:02:11--  https://files.acme.io/build.tar.gz\\nHTTP request sent, awaiting response... 401 Unauthorized\\nUsername/Password Authentication Failed.
wget --http-password ¦ GNU Wget manual: --http-password ¦ {p} ¦ subprocess.CalledProcessError: Command '['wget', '-q', '--http-user=mirror', '--http-password={t}', 'https://mirror.acme.io/iso/']' returned non-zero exit status 6.
redis-cli -a ¦ redis.io/docs redis-cli: -a <password> ¦ {A32} ¦ $ redis-cli -h cache.internal -p 6380 -a {t} --tls PING\\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\\nAUTH failed: WRONGPASS invalid username-password pair or user is disabled.
redis-cli --pass ¦ redis-cli --help: --pass <password> ¦ {A24} ¦ Could not connect to Redis at 10.0.7.3:6379: Connection refused (redis-cli --user app --pass {t} -n 2)
ldapsearch -w ¦ ldapsearch(1): -w passwd simple authentication ¦ {p} ¦ ldapsearch -x -H ldaps://dc1.corp.acme.io -D "cn=svc-ldap,ou=svc,dc=corp,dc=acme,dc=io" -w {t} -b "dc=corp,dc=acme,dc=io" "(uid=jdoe)"\\nldap_bind: Invalid credentials (49)\\n\tadditional info: 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563
ldapmodify -w attached ¦ ldapmodify(1) ¦ {p} ¦ ldapmodify -x -D cn=admin,dc=acme,dc=io -w'{t}' -f add-users.ldif: ldap_add: Already exists (68) matched DN: ou=people,dc=acme,dc=io
smbclient -U user%pass ¦ smbclient(1): -U username[%password] ¦ {p} ¦ smbclient //fs01/finance -U 'ACME\\svc_backup%{t}' -c 'ls'\\nsession setup failed: NT_STATUS_LOGON_FAILURE
mount.cifs -o password= ¦ mount.cifs(8): password=arg ¦ {p} ¦ mount error(13): Permission denied\\nRefer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)\\ncommand: mount -t cifs //nas/media /mnt/media -o username=media,password={t},vers=3.0
lftp -u user,pass ¦ lftp(1): -u user[,pass] ¦ {p} ¦ lftp -u ftpsync,{t} -e 'mirror -R dist/ /www; quit' ftp.acme.io\\nmirror: Login failed: 530 Login incorrect.
ipmitool -P ¦ ipmitool(1): -P password ¦ {p} ¦ ipmitool -I lanplus -H 10.20.0.41 -U ADMIN -P {t} chassis power status\\nError: Unable to establish IPMI v2 / RMCP+ session
snmpwalk -A auth passphrase ¦ snmpcmd(1): -A authPassword, -X privPassword ¦ {p} ¦ snmpwalk -v3 -l authPriv -u monitor -a SHA -A {t} -x AES -X priv0nly0ne 10.1.1.1 system\\nsnmpwalk: Authentication failure (incorrect password, community or key)
xfreerdp /p: ¦ FreeRDP wiki command line: /p:<password> ¦ {p} ¦ [ERROR][com.freerdp.core] - freerdp_post_connect failed (xfreerdp /v:ts01.corp /u:jdoe /p:{t} /cert:ignore): ERRCONNECT_LOGON_FAILURE [0x00020014]
net use /user ¦ learn.microsoft.com net use: net use \\server\\share password /user:name ¦ {p} ¦ C:\\> net use Z: \\\\fs02\\builds {t} /user:CORP\\builder\\nSystem error 1326 has occurred.\\nThe user name or password is incorrect.
psexec -p ¦ learn.microsoft.com sysinternals psexec: -p password ¦ {p} ¦ PsExec v2.43 - Execute processes remotely\\nCouldn't access WS-014: The user name or password is incorrect. (psexec \\\\WS-014 -u CORP\\admin -p {t} cmd)
sqlplus user/pass@db ¦ docs.oracle.com sqlplus: username/password@connect_identifier ¦ {p} ¦ $ sqlplus app_owner/{t}@//db01.acme.io:1521/ORCLPDB1\\nERROR:\\nORA-01017: invalid username/password; logon denied
expdp user/pass ¦ docs.oracle.com data pump export ¦ {p} ¦ expdp system/{t}@PROD schemas=HR directory=DP_DIR dumpfile=hr.dmp\\nORA-39001: invalid argument value\\nORA-39000: bad dump file specification
db2 connect using ¦ ibm.com/docs db2 CONNECT statement: USER ... USING password ¦ {p} ¦ db2 connect to SAMPLE user db2inst1 using {t}\\nSQL30082N  Security processing failed with reason "24" ("USERNAME AND/OR PASSWORD INVALID").  SQLSTATE=08001
bcp -P ¦ learn.microsoft.com bcp utility: -P password ¦ {p} ¦ bcp dbo.Orders out orders.dat -S sql02 -U etl -P {t} -c\\nSQLState = 28000, NativeError = 18456\\nError = [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'etl'.
mongodump --password ¦ mongodb.com/docs database-tools mongodump: --password ¦ {p} ¦ 2026-12-03T17:04:31.112+0000\tFailed: can't create session: failed to connect to mongodb://db3:27017/: connection() error occurred during connection handshake: auth error: sasl conversation error: unable to authenticate using mechanism "SCRAM-SHA-256": (AuthenticationFailed) Authentication failed. (mongodump --username backup --password {t} --authenticationDatabase admin)
cqlsh -p ¦ cassandra.apache.org/doc cqlsh: -p password ¦ {p} ¦ Connection error: ('Unable to connect to any servers', {'10.0.9.2:9042': AuthenticationFailed('Failed to authenticate to 10.0.9.2:9042: Error from server: code=0100 [Bad credentials]')}) (cqlsh -u cassandra -p {t} 10.0.9.2)
nodetool -pw ¦ cassandra.apache.org/doc nodetool: -pw password ¦ {p} ¦ nodetool: Failed to connect to '127.0.0.1:7199' - SecurityException: 'Authentication failed! Credentials required'. (nodetool -u jmx -pw {t} status)
influx -password ¦ docs.influxdata.com influx v1 cli: -password ¦ {p} ¦ Failed to connect to http://localhost:8086: authorization failed\\nPlease check your connection settings and ensure 'influxd' is running. (influx -username admin -password {t} -precision rfc3339)
java -D keystore password ¦ docs.oracle.com JSSE: javax.net.ssl.keyStorePassword system property ¦ {p} ¦ Error: exit 1 from java -Djavax.net.ssl.keyStore=/etc/app/ks.p12 -Djavax.net.ssl.keyStorePassword={t} -jar app.jar: java.io.IOException: keystore password was incorrect
java -D spring datasource password ¦ docs.spring.io externalized configuration: -Dspring.datasource.password ¦ {p} ¦ ps -ef | grep java\\nsvc  4121  1  3 16:58 ?  00:02:11 java -Xmx2g -Dspring.datasource.url=jdbc:postgresql://db/orders -Dspring.datasource.password={t} -jar orders.jar
docker run -e POSTGRES_PASSWORD ¦ hub.docker.com/_/postgres: POSTGRES_PASSWORD ¦ {p} ¦ docker: Error response from daemon: driver failed programming external connectivity on endpoint pg (docker run -d --name pg -e POSTGRES_PASSWORD={t} -p 5432:5432 postgres:16): Bind for 0.0.0.0:5432 failed: port is already allocated.
gpg --passphrase ¦ gnupg.org manual: --passphrase string with --batch ¦ {p} ¦ gpg: signing failed: Bad passphrase\\ngpg: signing failed: Bad passphrase (gpg --batch --pinentry-mode loopback --passphrase '{t}' --detach-sign dist/app.tar.gz)
7z -p ¦ 7-zip.org docs switches: -p{Password} attached ¦ {p} ¦ ERROR: Wrong password : secrets.tar\\nSub items Errors: 1 (7z x -p{t} -o/tmp/out backup.7z)
unrar -p ¦ rarlab unrar manual: -p<pwd> ¦ {p} ¦ unrar x -p{t} archive.rar: archive.rar - checksum error in the encrypted file report.pdf. Corrupt file or wrong password.
ansible-playbook -e ansible_password ¦ docs.ansible.com connection variables: ansible_password, ansible_become_pass ¦ {p} ¦ fatal: [web03]: UNREACHABLE! => {"changed": false, "msg": "Authentication failure.", "unreachable": true} (ansible-playbook site.yml -e ansible_user=deploy -e ansible_become_pass={t})
svn --password ¦ svnbook: --password PASSWD ¦ {p} ¦ svn: E170013: Unable to connect to a repository at URL 'https://svn.acme.io/repos/core'\\nsvn: E215004: No more credentials or we tried too many times. (svn co --username build --password {t} --non-interactive)
p4 -P ¦ perforce p4 command: -P password ¦ {p} ¦ Perforce password (P4PASSWD) invalid or unset. (p4 -u builder -P {t} -p ssl:perforce:1666 sync //depot/main/...)
cargo login token ¦ doc.rust-lang.org cargo login: token argument ¦ {A32} ¦ error: failed to publish to registry at https://crates.io\\nCaused by: the remote server responded with an error (status 403 Forbidden): authentication failed (cargo login cio{t})
poetry config http-basic ¦ python-poetry.org docs repositories: poetry config http-basic.<repo> user password ¦ {p} ¦ HTTP Error 401: Unauthorized for url: https://pkgs.acme.io/simple/ (configured with: poetry config http-basic.acme ci {t})
pip --index-url with password ¦ pip.pypa.io: --index-url with credentials ¦ {p} ¦ ERROR: Could not find a version that satisfies the requirement acme-core==3.2.1 (from versions: none)\\nLooking in indexes: https://ci:{t}@pkgs.acme.io/simple
yarn config set npmAuthToken ¦ yarnpkg.com configuration yarnrc: npmAuthToken ¦ {u40} ¦ Usage Error: Invalid authentication (as an unknown user); yarn config set npmScopes.acme.npmAuthToken {t}
bundle config credentials ¦ bundler.io man bundle-config: credentials for gem sources ¦ {h40} ¦ Bad username or password for https://ci@rubygems.pkg.github.com/acme/. (bundle config set --global rubygems.pkg.github.com ci:{t})
dotnet nuget add source -p ¦ learn.microsoft.com dotnet nuget add source: --password ¦ {p} ¦ error: Unable to load the service index for source https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json. Response status code does not indicate success: 401 (dotnet nuget add source ... -u ci -p {t} --store-password-in-clear-text)
kubectl --token ¦ kubernetes.io kubectl reference: --token string ¦ {u42} ¦ error: You must be logged in to the server (Unauthorized) (kubectl --server=https://10.0.0.1:6443 --token={t} get pods -A)
kubectl set-credentials --password ¦ kubernetes.io kubectl config set-credentials: --password ¦ {p} ¦ kubectl config set-credentials ops --username=ops --password={t}\\nerror: open /home/ops/.kube/config.lock: permission denied
consul http token ¦ developer.hashicorp.com consul ACL tokens: secret ids are UUIDs, CONSUL_HTTP_TOKEN ¦ {uuid} ¦ Error querying Consul agent: Unexpected response code: 403 (ACL not found) CONSUL_HTTP_TOKEN={t}
nomad token ¦ developer.hashicorp.com nomad acl: secret id UUID, -token ¦ {uuid} ¦ Error querying jobs: Unexpected response code: 403 (Permission denied) (nomad job status -token={t})
certbot cloudflare ini ¦ certbot-dns-cloudflare docs: dns_cloudflare_api_token ¦ {u40} ¦ Unsafe permissions on credentials configuration file: /etc/letsencrypt/cloudflare.ini\\nError determining zone_id: 6003 Invalid request headers. Please confirm that you have supplied valid Cloudflare API credentials. (dns_cloudflare_api_token = {t})
nmcli wifi-sec.psk ¦ networkmanager.dev nmcli: wifi-sec.psk ¦ {p} ¦ Error: Connection activation failed: Secrets were required, but not provided (nmcli connection modify office wifi-sec.key-mgmt wpa-psk wifi-sec.psk {t})
restic RESTIC_PASSWORD ¦ restic.readthedocs.io: RESTIC_PASSWORD ¦ {p} ¦ Fatal: wrong password or no key found\\n+ RESTIC_PASSWORD={t} restic -r s3:s3.amazonaws.com/acme-backup snapshots
borg BORG_PASSPHRASE ¦ borgbackup.readthedocs.io: BORG_PASSPHRASE ¦ {p} ¦ passphrase supplied in BORG_PASSPHRASE, by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is incorrect. (environment: BORG_REPO=ssh://borg@nas/./repo BORG_PASSPHRASE={t})
"""


def tool_cases(values: Values) -> list[Case]:
    return values.table("command", COMMANDS)
