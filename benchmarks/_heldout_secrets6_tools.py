"""Held-out set 6: real tools' command lines and verbose or debug output.

One case a line: ``name ¦ source ¦ secret ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). Rows marked "run here" copy the output of the tool run on
this machine on 2026-12-03 (wget 1.21.3, git, curl, keytool 17, OpenSSL 3, ssh-keygen, zip,
psql, pg_dump, pgbench, redis-cli, node, python 3); the rest follow each tool's manual page.
No flag or tool here is one of set 5's (htpasswd -b, openssl -passin/-passout, wget
--password, redis-cli -a/--pass, ldapsearch -w, smbclient -U, lftp -u, sqlplus, bcp -P, 7z -p,
gpg --passphrase, svn --password, ...).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["tool_cases"]

RUN_HERE = """
wget -d echoes the option ¦ run here: wget -d --user=ci --password=... prints "Setting --password (password) to" ¦ {p} ¦ wget: server returned error: HTTP/1.1 401 Unauthorized\\nDEBUG output created by Wget 1.21.3 on linux-gnu.\\nSetting --password (password) to {t}\\nGET /nope HTTP/1.1
git trace run_command with url ¦ run here: GIT_TRACE=1 git ls-remote http://user:token@host/repo.git ¦ {A24} ¦ fatal: unable to access 'http://127.0.0.1:18765/repo.git/': The requested URL returned error: 404\\n20:55:11.331930 run-command.c:655       trace: run_command: git remote-http http://deploy:{t}@127.0.0.1:18765/repo.git
curl oauth2-bearer verbose ¦ run here: curl -v --oauth2-bearer X prints > Authorization: Bearer X ¦ {u40} ¦ curl: (22) The requested URL returned error: 401\\n* Server auth using Bearer with user ''\\n> Authorization: Bearer {t}
curl aws-sigv4 user secret ¦ run here: curl --aws-sigv4 "aws:amz:us-east-1:s3" --user KEYID:SECRET ¦ {b30} ¦ curl --aws-sigv4 "aws:amz:eu-west-1:s3" --user "AKIAQX7Z2M4N6P8R0T2V:{t}" https://s3.eu-west-1.amazonaws.com/acme-exports/ failed: 403 SignatureDoesNotMatch
curl client cert passphrase ¦ run here: curl -E cert.pem:passphrase (man curl: --cert <certificate[:password]>) ¦ {p} ¦ curl: (58) could not load PEM client certificate from client.pem, OpenSSL error error:1E08010C:DECODER routines::unsupported (curl -v -E client.pem:{t} https://mtls.acme.io/)
keytool storepass on command line ¦ run here: keytool -list -storepass wrong prints "keystore password was incorrect" ¦ {p} ¦ keytool -list -v -keystore /etc/app/ks.p12 -storetype PKCS12 -storepass {t}\\nkeytool error: java.io.IOException: keystore password was incorrect
keytool importkeystore two passwords ¦ keytool -importkeystore -srcstorepass -deststorepass (JDK keytool docs) ¦ {p} ¦ keytool -importkeystore -srckeystore old.jks -srcstorepass changeit -destkeystore new.p12 -deststoretype PKCS12 -deststorepass {t}\\nkeytool error: java.lang.Exception: Alias <app> already exists
keytool keypass ¦ keytool -genkeypair -keypass (JDK keytool docs) ¦ {p} ¦ keytool -genkeypair -alias tomcat -keyalg RSA -keystore tomcat.jks -storepass changeit -keypass {t} -dname CN=tomcat\\nkeytool error: java.lang.Exception: Key pair not generated, alias <tomcat> already exists
jarsigner storepass ¦ jarsigner -storepass -keypass (JDK jarsigner docs) ¦ {p} ¦ jarsigner: unable to sign jar: java.io.IOException: Keystore was tampered with, or password was incorrect (jarsigner -keystore release.jks -storepass {t} app.jar release)
openssl enc -k and -P output ¦ run here: openssl enc -aes-256-cbc -pbkdf2 -k PASS -P prints key= and iv= ¦ {H64} ¦ openssl enc -aes-256-cbc -pbkdf2 -P -nosalt\\nkey={t}\\niv =A93AB4D908AF3D49273EA580DBDABF03
openssl enc password on command line ¦ run here: openssl enc -k PASS ¦ {p} ¦ bad decrypt\\n40B7E1C1A17F0000:error:1C800064:Provider routines:ossl_cipher_unpadded_final:bad decrypt (openssl enc -d -aes-256-cbc -pbkdf2 -in backup.tar.enc -k {t})
openssl pkcs12 -password ¦ openssl-pkcs12(1): -password pass:arg ¦ {p} ¦ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -password pass:{t}\\nCould not open file or uri for loading private key from key.pem
openssl passwd plaintext argument ¦ run here: openssl passwd -6 -salt S PASS prints the crypt hash ¦ {p} ¦ usermod: failed to set password for ops (openssl passwd -6 -salt Xy12Ab34 '{t}' returned $6$Xy12Ab34$alvGy/xnHfJFyIBZns0T1SG1uFNYpI5STxykyoK6s0eY)
ssh-keygen -N new passphrase ¦ run here: ssh-keygen -N PASS -f key ¦ {p} ¦ ssh-keygen -q -t ed25519 -N '{t}' -f /home/ci/.ssh/deploy_ed25519 -C ci: Saving key "/home/ci/.ssh/deploy_ed25519" failed: Permission denied
ssh-keygen -P old passphrase ¦ run here: ssh-keygen -y -P PASS prints incorrect passphrase supplied ¦ {p} ¦ Load key "/home/ci/.ssh/id_ed25519": incorrect passphrase supplied to decrypt private key (ssh-keygen -y -P {t} -f /home/ci/.ssh/id_ed25519)
zip -P ¦ run here: zip -P PASS a.zip a.txt ¦ {p} ¦ zip I/O error: No space left on device\\nzip error: Output file write failure (write error on zip file) -- zip -r -P {t} /backups/hr-2026-12.zip hr/
unzip -P ¦ run here: unzip -P PASS prints "incorrect password" ¦ {p} ¦ Archive:  invoices.zip\\n   skipping: 2026-11.pdf              incorrect password (unzip -o -P {t} invoices.zip)
psql conninfo keywords ¦ run here: psql "host=... user=... password=..." ¦ {p} ¦ psql "host=10.0.0.12 port=6432 dbname=ledger user=report password={t} sslmode=require"\\npsql: error: connection to server at "10.0.0.12", port 6432 failed: Connection refused
pg_dump uri ¦ run here: pg_dump -d postgres://user:pass@host/db ¦ {p} ¦ pg_dump: error: connection to server at "127.0.0.1", port 5433 failed: FATAL:  password authentication failed for user "bk" (pg_dump -Fc -d postgres://bk:{t}@127.0.0.1:5433/app -f app.dump)
pgbench uri ¦ run here: pgbench postgresql://user:pass@host/db ¦ {p} ¦ pgbench -c 8 -T 60 postgresql://bench:{t}@pg-bench.internal/bench\\npgbench: error: connection to server at "pg-bench.internal" (10.0.2.7), port 5432 failed: Connection refused
redis-cli -u uri ¦ run here: redis-cli -u redis://default:pass@host prints the -a/-u warning ¦ {A32} ¦ Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\\nCould not connect to Redis at 10.0.0.5:6380: Connection refused (redis-cli -u redis://default:{t}@10.0.0.5:6380/2 ping)
node util.inspect of a URL ¦ run here: console.log(new URL("amqps://u:p@host")) shows password: ¦ {p} ¦ Error: connect ECONNREFUSED 10.0.0.8:5671\\nURL {\\n  href: 'amqps://relay:{t}@mq.acme.io:5671/vh',\\n  username: 'relay',\\n  password: '{t}',\\n  host: 'mq.acme.io:5671'\\n}
node Headers inspect ¦ run here: console.log(new Headers({...})) prints Headers { 'x-goog-api-key': ... } ¦ {u39} ¦ TypeError: fetch failed\\n  cause: Error: getaddrinfo ENOTFOUND generativelanguage.googleapis.com\\nrequest headers: Headers { 'content-type': 'application/json', 'x-goog-api-key': '{t}' }
python urlsplit repr ¦ run here: repr(urlsplit("sftp://u:p@host")) shows netloc='u:p@host' ¦ {p} ¦ paramiko.ssh_exception.AuthenticationException: Authentication failed. target=SplitResult(scheme='sftp', netloc='drop:{t}@files.acme.io:2222', path='/in', query='', fragment='')
python SimpleCookie repr ¦ run here: repr(SimpleCookie) prints <SimpleCookie: name='value'> ¦ {u43} ¦ AssertionError: expected a redirect to /login, got 200; jar=<SimpleCookie: sessionid='{t}'>
python argparse Namespace ¦ run here: print(argparse.Namespace(...)) ¦ {p} ¦ main.py: error: could not connect to ldap.acme.io:636 (args: Namespace(host='ldap.acme.io', bind_dn='cn=svc,dc=acme,dc=io', password='{t}', verbose=True))
"""

MANUALS = """
sqlcmd -P ¦ sqlcmd(1): -U login -P password ¦ {p} ¦ Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'.. (sqlcmd -S tcp:sql01,1433 -U sa -P {t} -Q "BACKUP DATABASE shop")
mysqlsh --password= ¦ MySQL Shell: --password[=password] ¦ {p} ¦ MySQL Error 1045 (28000): Access denied for user 'admin'@'10.0.1.4' (using password: YES) -- mysqlsh --uri admin@db01:3306 --password={t} --sql
percona toolkit dsn ¦ Percona Toolkit DSN syntax h=,u=,p= ¦ {p} ¦ pt-online-schema-change --alter "ADD COLUMN note TEXT" D=shop,t=orders,h=db01,u=osc,p={t} --execute\\nCannot connect to MySQL: DBI connect('shop;host=db01;mysql_read_default_group=client','osc',...) failed: Access denied
xtrabackup --password ¦ Percona XtraBackup: --password=PASSWORD ¦ {p} ¦ xtrabackup: Error: failed to connect to MySQL server: Access denied for user 'bkp'@'localhost' (xtrabackup --backup --user=bkp --password={t} --target-dir=/data/bkp)
clickhouse-client --password ¦ clickhouse.com docs: clickhouse-client --password ¦ {p} ¦ Code: 516. DB::Exception: Received from ch01:9000. DB::Exception: default: Authentication failed: password is incorrect. (clickhouse-client --host ch01 --user default --password {t})
etcdctl --user user:pass ¦ etcd docs: etcdctl --user=root:password ¦ {p} ¦ {"level":"warn","msg":"retrying of unary invoker failed","error":"rpc error: code = InvalidArgument desc = etcdserver: authentication failed, invalid user ID or password"} etcdctl --user root:{t} get /config
rabbitmqctl add_user positional ¦ rabbitmqctl(8): add_user username password ¦ {p} ¦ Error: user 'billing' already exists -- rabbitmqctl add_user billing {t}
rabbitmqctl change_password ¦ rabbitmqctl(8): change_password username newpassword ¦ {p} ¦ Error: Failed to change password for user "monitoring": {:no_such_user, "monitoring"} (rabbitmqctl change_password monitoring {t})
mc alias set positional keys ¦ min.io docs: mc alias set ALIAS URL ACCESSKEY SECRETKEY ¦ {A40} ¦ mc: <ERROR> Unable to initialize new alias from the provided credentials. The request signature we calculated does not match (mc alias set backup https://minio.acme.io:9000 Q8XZK2M4N6P8R0T2V4B6 {t})
aws configure set secret ¦ AWS CLI: aws configure set aws_secret_access_key ¦ {b30} ¦ aws configure set aws_secret_access_key {t} --profile ci: [Errno 13] Permission denied: '/home/ci/.aws/credentials'
az login service principal -p ¦ learn.microsoft.com az login: --password ¦ {u40} ¦ AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID (az login --service-principal -u 5f0e1d2c-3b4a-4968-8776-a5b4c3d2e1f0 -p {t} --tenant acme.onmicrosoft.com)
kubectl create secret from-literal ¦ kubectl create secret generic --from-literal=key=value ¦ {p} ¦ error: failed to create secret secrets "db" already exists (kubectl create secret generic db --from-literal=username=app --from-literal=password={t})
helm repo add --password ¦ helm.sh docs: helm repo add --username --password ¦ {p} ¦ Error: looks like "https://charts.acme.io" is not a valid chart repository or cannot be reached: failed to fetch index.yaml : 401 Unauthorized (helm repo add acme https://charts.acme.io --username ci --password {t})
argocd login --password ¦ argo-cd docs: argocd login --username --password ¦ {p} ¦ FATA[0001] rpc error: code = Unauthenticated desc = Invalid username or password (argocd login argocd.acme.io --username admin --password {t} --grpc-web)
vault login userpass ¦ developer.hashicorp.com vault login -method=userpass password= ¦ {p} ¦ Error authenticating: Error making API request. URL: PUT https://vault.acme.io/v1/auth/userpass/login/ana Code: 400. Errors: * invalid username or password (vault login -method=userpass username=ana password={t})
skopeo --src-creds ¦ skopeo-copy(1): --src-creds USERNAME[:PASSWORD] ¦ {p} ¦ FATA[0002] initializing source docker://quay.io/acme/api:1.4: reading manifest 1.4 in quay.io/acme/api: unauthorized (skopeo copy --src-creds robot:{t} docker://quay.io/acme/api:1.4 dir:/tmp/api)
podman login --password ¦ podman-login(1): --password, -p ¦ {p} ¦ Error: logging into "registry.acme.io": invalid username/password (podman login -u ci --password {t} registry.acme.io)
crane auth login -p ¦ go-containerregistry crane auth login -u -p ¦ {A36} ¦ Error: logging in to ghcr.io: GET https://ghcr.io/token: DENIED (crane auth login ghcr.io -u acme-bot -p {t})
terraform -var password ¦ developer.hashicorp.com terraform: -var 'name=value' ¦ {p} ¦ Error: Invalid value for variable (terraform apply -var 'db_password={t}' -var region=eu-west-1) -- must be at least 16 characters.
pulumi config set --secret ¦ pulumi.com docs: pulumi config set --secret key value ¦ {p} ¦ error: could not set config: passphrase must be set with PULUMI_CONFIG_PASSPHRASE (pulumi config set --secret dbPassword {t})
gh secret set --body ¦ cli.github.com: gh secret set NAME --body value ¦ {A40} ¦ failed to fetch public key: HTTP 403: Resource not accessible by integration (gh secret set NPM_TOKEN --body {t} --repo acme/web)
twine upload -p ¦ twine docs: -p, --password ¦ {p} ¦ ERROR HTTPError: 403 Forbidden from https://nexus.acme.io/repository/pypi-internal/ (twine upload -r internal -u deployer -p {t} dist/*)
gradle -P signing password ¦ docs.gradle.org signing plugin: signing.password property ¦ {p} ¦ Execution failed for task ':lib:signMavenPublication'. > Unable to retrieve secret key from key ring file (./gradlew publish -Psigning.keyId=24875D73 -Psigning.password={t})
dotnet user-secrets set ¦ learn.microsoft.com app secrets: dotnet user-secrets set "key" "value" ¦ {p} ¦ Could not find the global property 'UserSecretsId' in MSBuild project (dotnet user-secrets set "ConnectionStrings:Db:Password" "{t}")
ab -A basic ¦ Apache ab(1): -A auth-username:password ¦ {p} ¦ apr_socket_recv: Connection reset by peer (104) Total of 412 requests completed (ab -n 10000 -c 50 -A loadtest:{t} https://staging.acme.io/api/)
sqlmap --auth-cred ¦ sqlmap usage: --auth-cred=AUTH_CRED ¦ {p} ¦ [CRITICAL] not authorized, try to provide right HTTP authentication type and valid credentials (401) (sqlmap -u https://qa.acme.io/item?id=1 --auth-type=basic --auth-cred=qa:{t})
ffmpeg rtsp url ¦ ffmpeg-protocols(1): rtsp://user:pass@host ¦ {p} ¦ [rtsp @ 0x55d0c1a2e340] method DESCRIBE failed: 401 Unauthorized\\nrtsp://admin:{t}@10.20.0.31:554/Streaming/Channels/101: Server returned 401 Unauthorized (authorization failed)
gst rtspsrc user-pw ¦ gstreamer rtspsrc properties user-id, user-pw ¦ {p} ¦ ERROR: from element /GstPipeline:pipeline0/GstRTSPSrc:rtspsrc0: Unauthorized (gst-launch-1.0 rtspsrc location=rtsp://cam7.lan/stream user-id=viewer user-pw={t} ! fakesink)
yt-dlp --password ¦ yt-dlp README: -u, --username; -p, --password ¦ {p} ¦ ERROR: [vimeo] 912734650: Unable to log in: Invalid username or password (yt-dlp -u media@acme.io -p {t} https://vimeo.com/912734650)
aria2c rpc secret ¦ aria2c(1): --rpc-secret=TOKEN ¦ {A32} ¦ aria2c: Exception caught: RPC: Unauthorized -- aria2c --enable-rpc --rpc-secret={t} --rpc-listen-port=6800
transmission-remote -n ¦ transmission-remote(1): -n --auth username:password ¦ {p} ¦ transmission-remote: Unexpected response: <h1>401: Unauthorized</h1> (transmission-remote nas:9091 -n torrent:{t} -l)
plink -pw ¦ PuTTY plink: -pw password ¦ {p} ¦ FATAL ERROR: Remote side unexpectedly closed network connection (plink -ssh -batch -pw {t} deploy@10.0.5.12 "systemctl restart api")
qpdf --password ¦ qpdf manual: --password=password ¦ {p} ¦ qpdf: statement-2026-11.pdf: invalid password (qpdf --password={t} --decrypt statement-2026-11.pdf out.pdf)
ghostscript PDFPassword ¦ Ghostscript Use.htm: -sPDFPassword= ¦ {p} ¦ **** Error: Password did not work. Cannot decrypt PDF file. (gs -q -dNOPAUSE -dBATCH -sPDFPassword={t} -sDEVICE=png16m -o p%d.png payslip.pdf)
veracrypt --password ¦ VeraCrypt command line: --password= ¦ {p} ¦ Error: Incorrect password or not a VeraCrypt volume. (veracrypt --text --mount /dev/sdb1 /mnt/vault --password={t} --pim=0)
sqlcipher pragma key ¦ zetetic.net sqlcipher api: PRAGMA key = 'passphrase' ¦ {p} ¦ Error: file is not a database (sqlcipher app.db "PRAGMA key = '{t}'; SELECT count(*) FROM sqlite_master;")
x11vnc -passwd ¦ x11vnc(1): -passwd string ¦ {p} ¦ x11vnc: ListenOnTCPPort: Address already in use (x11vnc -display :0 -forever -passwd {t} -rfbport 5900)
racadm -p ¦ Dell iDRAC racadm: -r host -u user -p password ¦ {p} ¦ ERROR: Unable to connect to RAC at specified IP address. (racadm -r 10.9.0.21 -u root -p {t} serveraction powercycle)
k6 -e env ¦ k6 docs: -e, --env VAR=value ¦ {A40} ¦ ERRO[0003] GoError: HTTP 401 for https://api.acme.io/v1/orders (k6 run -e API_TOKEN={t} -e BASE=https://api.acme.io load.js)
newman --env-var ¦ newman README: --env-var "key=value" ¦ {A40} ¦ newman: 3 failed assertions; AssertionError expected response to have status code 200 but got 401 (newman run api.json --env-var "accessToken={t}")
grpcurl -H authorization ¦ grpcurl README: -H 'header: value' ¦ {u43} ¦ ERROR:\\n  Code: Unauthenticated\\n  Message: invalid token (grpcurl -H 'authorization: Bearer {t}' api.acme.io:443 billing.v1.Invoices/List)
wscat --auth ¦ wscat README: --auth username:password ¦ {p} ¦ error: Unexpected server response: 401 (wscat -c wss://stream.acme.io/feed --auth feed:{t})
"""


def tool_cases(values: Values) -> list[Case]:
    return [*values.table("tool", RUN_HERE), *values.table("tool", MANUALS)]
