"""Held-out set 5: secrets in tools' verbose output, dumps, connection strings and config files.

One case a line: ``name ¦ where the syntax or output comes from ¦ secret ¦ message`` (see
``table`` in ``_heldout_secrets5_base.py``); ``\\n`` is a line break. Kinds set 4 already had
(its .netrc, .pgpass, .pypirc, Azure storage/Cosmos/Service Bus strings, amqp, mongodb+srv,
redis sentinel, kafka, sftp/ftp URLs, ...) are not repeated.
"""

from __future__ import annotations

from _heldout_secrets5_base import Case, table

__all__ = ["dump_cases"]

OUTPUT = """
curl -v basic header ¦ curl(1) --verbose prints request headers after '> ' ¦ {b24} ¦ * Connected to api.acme.io (10.0.3.7) port 443\\n> GET /v2/orders HTTP/2\\n> Host: api.acme.io\\n> Authorization: Basic {t}\\n> User-Agent: curl/8.5.0\\n>\\n< HTTP/2 401\\n< www-authenticate: Basic realm="orders"
curl -v cookie header ¦ curl(1) --verbose ¦ {u43} ¦ > POST /api/checkout HTTP/1.1\\n> Host: shop.acme.io\\n> Cookie: _shop_session={t}; locale=en\\n>\\n< HTTP/1.1 403 Forbidden\\n< x-request-id: 3f1c2b7a-91de-4c55-bb0e-0d6f1e2a9c41
curl -v set-cookie response ¦ curl(1) --verbose prints response headers after '< ' ¦ {A48} ¦ < HTTP/1.1 302 Found\\n< Location: /login\\n< Set-Cookie: laravel_session={t}; expires=Thu, 03 Dec 2026 19:00:00 GMT; path=/; httponly; samesite=lax\\ncurl: (47) Maximum (50) redirects followed
curl -v proxy authorization ¦ curl(1) --proxy-user sends Proxy-Authorization ¦ {b18} ¦ > CONNECT registry.npmjs.org:443 HTTP/1.1\\n> Proxy-Authorization: Basic {t}\\n>\\n< HTTP/1.1 407 Proxy Authentication Required\\ncurl: (56) CONNECT tunnel failed, response 407
curl -v x-api-key ¦ curl(1) --verbose ¦ {A40} ¦ > GET /v1/forecast?lat=52.5 HTTP/2\\n> x-api-key: {t}\\n< HTTP/2 429\\n< retry-after: 30
git remote -v with token ¦ git-remote(1) -v lists fetch and push URLs ¦ {A40} ¦ $ git remote -v\\norigin\thttps://oauth2:{t}@gitlab.acme.io/platform/infra.git (fetch)\\norigin\thttps://oauth2:{t}@gitlab.acme.io/platform/infra.git (push)\\nerror: failed to push some refs to 'gitlab.acme.io/platform/infra.git'
git credential fill output ¦ git-credential(1): protocol/host/username/password lines ¦ {p} ¦ $ git credential fill <<< $'protocol=https\\\\nhost=git.acme.io'\\nprotocol=https\\nhost=git.acme.io\\nusername=builder\\npassword={t}\\nfatal: Authentication failed for 'https://git.acme.io/core.git/'
git config -l extraheader ¦ git-config(1): http.<url>.extraHeader ¦ {b40} ¦ $ git config -l\\ncore.repositoryformatversion=0\\nhttp.https://github.com/.extraheader=AUTHORIZATION: basic {t}\\nremote.origin.url=https://github.com/acme/app\\nfatal: could not read Username for 'https://github.com': terminal prompts disabled
env dump ¦ env(1) output in a CI step ¦ {A40} ¦ + env | sort\\nCI=true\\nHOME=/root\\nHOSTNAME=runner-8x2k\\nPATH=/usr/local/bin:/usr/bin\\nSENDGRID_KEY_OLD=rotated\\nSTORAGE_ACCOUNT_KEY={t}\\nTZ=UTC\\nmake: *** [deploy] Error 2
docker inspect env array ¦ docker inspect: Config.Env is a JSON array of KEY=value ¦ {p} ¦ [{"Id": "5f2b8c1e9d3a", "Config": {"Hostname": "api-7d9f", "Env": ["PATH=/usr/local/sbin:/usr/local/bin", "DB_HOST=postgres", "DB_PASS={t}", "NODE_ENV=production"]}, "State": {"Status": "exited", "ExitCode": 137, "OOMKilled": true}}]
docker compose config ¦ docker compose config prints the resolved file ¦ {p} ¦ services:\\n  db:\\n    environment:\\n      MARIADB_ROOT_PASSWORD: {t}\\n      MARIADB_DATABASE: wiki\\n    image: mariadb:11\\nservice "db" didn't complete successfully: exit 1
kubectl get secret -o yaml ¦ kubernetes.io secrets: data values are base64 ¦ {b30} ¦ apiVersion: v1\\ndata:\\n  password: {t}\\n  username: YXBw\\nkind: Secret\\nmetadata:\\n  name: db-credentials\\n  namespace: shop\\ntype: Opaque\\nError from server (Forbidden): secrets "db-credentials" is forbidden: cannot patch
kubectl describe pod env ¦ kubectl describe shows container Environment ¦ {A32} ¦ Containers:\\n  worker:\\n    State: Waiting\\n      Reason: CrashLoopBackOff\\n    Environment:\\n      QUEUE_URL: amqps://mq.internal:5671\\n      MAILGUN_SIGNING_KEY:  {t}\\n    Mounts: /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-x2k9q (ro)
terraform plan attribute ¦ terraform plan shows unmarked attributes in full ¦ {p} ¦ Terraform will perform the following actions:\\n  # aws_db_instance.main will be created\\n  + resource "aws_db_instance" "main" {\\n      + engine   = "postgres"\\n      + password = "{t}"\\n      + username = "app"\\n    }\\n│ Error: creating RDS DB Instance (main): InvalidParameterValue
terraform output -json ¦ terraform output -json includes sensitive values ¦ {A44} ¦ {"api_key": {"sensitive": true, "type": "string", "value": "{t}"}, "endpoint": {"sensitive": false, "type": "string", "value": "https://api.acme.io"}}\\nError: jq: error (at <stdin>:1): Cannot index string with "url"
ansible -vvv module args ¦ ansible -vvv prints module invocation ¦ {p} ¦ fatal: [db1]: FAILED! => {"changed": false, "invocation": {"module_args": {"login_host": "localhost", "login_password": "{t}", "login_user": "root", "name": "shop"}}, "msg": "unable to connect to database, check login_user and login_password are correct"}
ansible -vvv sshpass command ¦ ansible -vvv ESTABLISH SSH CONNECTION lines ¦ {p} ¦ <10.0.0.12> SSH: EXEC sshpass -d12 ssh -C -o ControlMaster=auto -o User="deploy" 10.0.0.12 '/bin/sh -c '"'"'echo ~deploy && sleep 0'"'"''\\n<10.0.0.12> (255, b'', b'Permission denied, please try again.') ansible_ssh_pass: {t}
npmrc cat ¦ docs.npmjs.com npmrc: //registry/:_authToken ¦ {u36} ¦ $ cat ~/.npmrc\\n@acme:registry=https://npm.pkg.github.com\\n//npm.pkg.github.com/:_authToken={t}\\nnpm ERR! code E403 npm ERR! 403 Forbidden - GET https://npm.pkg.github.com/@acme%2fui
npmrc _password base64 ¦ docs.npmjs.com npmrc: _password is base64 ¦ {b21} ¦ npm error code E401\\nnpm error Incorrect or missing password.\\n; ~/.npmrc\\n//nexus.acme.io/repository/npm/:username=ci\\n//nexus.acme.io/repository/npm/:_password={t}
pip config list ¦ pip.pypa.io pip config list prints key='value' ¦ {p} ¦ $ pip config list\\nglobal.index-url='https://ci:{t}@nexus.acme.io/repository/pypi/simple'\\nglobal.timeout='60'\\nERROR: No matching distribution found for acme-auth
smtp auth plain ¦ RFC 4616: AUTH PLAIN base64(authzid NUL user NUL password) ¦ {b30} ¦ smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.')\\nsend: 'ehlo build.local\\r\\\\n'\\nsend: 'AUTH PLAIN {t}\\r\\\\n'\\nreply: b'535-5.7.8 Username and Password not accepted.\\r\\\\n'
smtp auth login ¦ AUTH LOGIN: server prompts 334 VXNlcm5hbWU6 and 334 UGFzc3dvcmQ6 ¦ {b16} ¦ S: 334 VXNlcm5hbWU6\\nC: bm90aWZ5QGFjbWUuaW8=\\nS: 334 UGFzc3dvcmQ6\\nC: {t}\\nS: 535 5.7.3 Authentication unsuccessful
imap login trace ¦ RFC 3501 LOGIN command in an imaplib debug trace ¦ {p} ¦ imaplib.IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'\\n  17:21.40 > b'DKAL1 LOGIN reports@acme.io "{t}"'\\n  17:21.52 < b'DKAL1 NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)'
ftp client trace ¦ ftplib debug output ¦ {p} ¦ *cmd* 'USER upload'\\n*resp* '331 Please specify the password.'\\n*cmd* 'PASS {t}'\\n*resp* '530 Login incorrect.'\\nftplib.error_perm: 530 Login incorrect.
http request dump with form body ¦ requests-toolbelt dump_all ¦ {p} ¦ < POST /oauth/token HTTP/1.1\\n< Content-Type: application/x-www-form-urlencoded\\n<\\n< grant_type=password&username=svc-report&password={t}&scope=read\\n> HTTP/1.1 400 Bad Request\\n> {"error":"invalid_grant"}
"""

CONNECTIONS = """
jdbc sqlserver properties ¦ learn.microsoft.com jdbc: jdbc:sqlserver://server;user=..;password=.. ¦ {p} ¦ com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'app'. ClientConnectionId:8e1f0a2c-4c1d-4f3a-9f0e-2b7d6c5a4e31 (url jdbc:sqlserver://sql01:1433;databaseName=orders;user=app;password={t};encrypt=true)
jdbc postgresql query ¦ jdbc.postgresql.org: ?user=..&password=.. ¦ {p} ¦ org.postgresql.util.PSQLException: FATAL: password authentication failed for user "report" [jdbc:postgresql://pg.internal:5432/dwh?user=report&password={t}&ssl=true]
jdbc oracle thin user/pass ¦ docs.oracle.com jdbc thin: jdbc:oracle:thin:user/password@ ¦ {p} ¦ java.sql.SQLException: ORA-01017: invalid username/password; logon denied (jdbc:oracle:thin:scott/{t}@//ora01:1521/FREEPDB1)
jdbc mysql userinfo ¦ dev.mysql.com connector-j: jdbc:mysql://user:password@host ¦ {p} ¦ java.sql.SQLException: Access denied for user 'shop'@'10.0.3.9' (using password: YES) url=jdbc:mysql://shop:{t}@mysql-primary:3306/shop
odbc driver connection string ¦ learn.microsoft.com odbc: Driver={..};Server=..;Uid=..;Pwd=.. ¦ {p} ¦ pyodbc.InterfaceError: ('28000', "[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'rpt'. (18456)") conn_str='Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql02,1433;Database=rpt;Uid=rpt;Pwd={t};Encrypt=yes'
ado.net sqlclient string ¦ learn.microsoft.com SqlConnection.ConnectionString: User ID=..;Password=.. ¦ {p} ¦ System.Data.SqlClient.SqlException (0x80131904): Cannot open database "Billing" requested by the login. ConnectionString: "Data Source=sql03;Initial Catalog=Billing;User ID=billing_app;Password={t};MultipleActiveResultSets=True"
ole db provider string ¦ learn.microsoft.com OLE DB connection strings ¦ {p} ¦ Microsoft OLE DB Provider for SQL Server error '80040e4d' Login failed for user 'web'. Provider=SQLOLEDB;Data Source=legacy01;Initial Catalog=cms;User Id=web;Password={t};
mysql connector net string ¦ dev.mysql.com connector-net: Pwd= ¦ {p} ¦ MySqlConnector.MySqlException (0x80004005): Access denied for user 'crm'@'10.1.0.5' (using password: YES) at MySqlConnector.Core.ServerSession (server=mysql01;uid=crm;pwd={t};database=crm)
rediss acl uri ¦ redis.io docs: rediss://user:password@host ¦ {A32} ¦ redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled. (REDIS_URL=rediss://worker:{t}@cache.acme.io:6380/0)
mongodb replica set uri ¦ mongodb.com connection string: mongodb://user:pass@h1,h2/?replicaSet= ¦ {p} ¦ pymongo.errors.ServerSelectionTimeoutError: No replica set members match selector "Primary()" (mongodb://app:{t}@mongo-0.mongo:27017,mongo-1.mongo:27017/shop?replicaSet=rs0&authSource=admin)
nats url with credentials ¦ docs.nats.io: nats://user:password@host ¦ {p} ¦ nats: Authorization Violation (url nats://orders:{t}@nats.internal:4222)
clickhouse dsn ¦ clickhouse.com docs: clickhouse://user:password@host ¦ {p} ¦ clickhouse_connect.driver.exceptions.DatabaseError: Code: 516. DB::Exception: default: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) dsn=clickhouse://default:{t}@ch.internal:8443/analytics
neo4j uri with auth ¦ neo4j.com docs driver: neo4j+s:// with basic auth ¦ {p} ¦ neo4j.exceptions.AuthError: {code: Neo.ClientError.Security.Unauthorized} {message: The client is unauthorized due to authentication failure.} (NEO4J_AUTH=neo4j/{t})
couchdb url ¦ docs.couchdb.org: http://admin:password@host:5984 ¦ {p} ¦ couchdb: {"error":"unauthorized","reason":"Name or password is incorrect."} COUCHDB_URL=http://admin:{t}@couch.internal:5984/
cloudinary url ¦ cloudinary.com/documentation: cloudinary://<key>:<secret>@<cloud> ¦ {u27} ¦ cloudinary.exceptions.AuthorizationRequired: Invalid Signature 6b3f. String to sign - 'timestamp=1733245200'. (CLOUDINARY_URL=cloudinary://394857261038475:{t}@acme-media)
azure signalr connection string ¦ learn.microsoft.com signalr: Endpoint=..;AccessKey=..;Version=1.0; ¦ {b43}= ¦ Microsoft.Azure.SignalR.Common.AzureSignalRUnauthorizedException: Authorization failed. ConnectionString=Endpoint=https://chat-prod.service.signalr.net;AccessKey={t};Version=1.0;
azure app configuration connection string ¦ learn.microsoft.com app configuration: Endpoint=..;Id=..;Secret=.. ¦ {b43}= ¦ Azure.RequestFailedException: Service request failed. Status: 401 (Unauthorized) Endpoint=https://appcs-prod.azconfig.io;Id=Xk3p-l0-s0:9QkLm2PxZ7aB1c;Secret={t}
azure iot hub connection string ¦ learn.microsoft.com iot hub: HostName=..;SharedAccessKeyName=..;SharedAccessKey=.. ¦ {b43}= ¦ UnauthorizedException: Unauthorized (HostName=factory-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={t})
azure communication services string ¦ learn.microsoft.com communication services: endpoint=..;accesskey=.. ¦ {b86}== ¦ Azure.Communication: 401 Denied by the resource provider. (connection string endpoint=https://acs-prod.communication.azure.com/;accesskey={t})
azure storage account key flag ¦ learn.microsoft.com az storage: --account-key ¦ {b86}== ¦ ERROR: Server failed to authenticate the request. ErrorCode:AuthenticationFailed (az storage blob upload --account-name acmelogs --account-key {t} -c raw -f app.log)
gcp service account json fragment ¦ cloud.google.com iam keys: JSON key file private_key_id, private_key ¦ {b64} ¦ google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant'}) key file: {"type": "service_account", "project_id": "acme-prod", "private_key_id": "3f9a1c", "private_key": "-----BEGIN PRIVATE KEY-----\\\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{t}\\\\n-----END PRIVATE KEY-----\\\\n", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}
gcp service account private_key_id ¦ cloud.google.com iam keys: private_key_id 40 hex identifies the key ¦ {h40} ¦ google.auth.exceptions.MalformedError: Service account info was not in the expected format, missing fields token_uri. {"private_key_id": "{t}", "private_key": "-----BEGIN PRIVATE KEY-----\\\\n..."}
gsutil boto oauth refresh token ¦ cloud.google.com storage boto: gs_oauth2_refresh_token ¦ 1//0{u100} ¦ ServiceException: 401 Anonymous caller does not have storage.objects.list access. (-o "Credentials:gs_oauth2_refresh_token={t}")
rclone config dump ¦ rclone.org docs: rclone config dump shows obscured passwords, which are reversible ¦ {u42} ¦ $ rclone config dump\\n{"nas": {"host": "nas.local", "pass": "{t}", "type": "sftp", "user": "backup"}}\\nFailed to create file system for "nas:": couldn't connect SSH: ssh: handshake failed
"""


def dump_cases() -> list[Case]:
    return [*table("output", OUTPUT), *table("connection", CONNECTIONS)]
