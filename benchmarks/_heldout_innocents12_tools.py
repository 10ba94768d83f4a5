"""Innocent set 12: the carriers of secrets set 12, holding no secret.

``bash -x`` traces, ``xargs -t``, ``make``, ``ps`` and environment dumps whose values are not
secrets (sort keys, key ids, cache keys, paths to secret files); configuration snippets in
parser errors that reference a secret by name, file or vault path; SQL that manages users
without a password literal (``IDENTIFIED WITH auth_socket``, ``PASSWORD NULL``, grants);
CI logs with masked values; crash dumps and reprs of objects whose fields look generated.
"""

from __future__ import annotations

__all__ = ["CLI", "CONFIGS", "REPRS", "SQL"]

CLI = r"""
bashx: + psql ⟦'postgresql://etl@db-primary:5432/shop?sslmode=require'⟧ -c ⟦'select 1'⟧\npsql: error: ⟦FATAL:  no pg_hba.conf entry for host "10.4.0.7"⟧
bashx: + pg_dump -h ⟦10.0.3.12⟧ -U ⟦backup⟧ --no-password -Fc ⟦shop⟧\npg_dump: error: ⟦fe_sendauth: no password supplied⟧
bashx: + zip -q -r ⟦release-«h12».zip⟧ dist/\nzip error: ⟦Nothing to do!⟧
bashx: + gpg --batch --recipient ⟦0x«H16»⟧ -e ⟦db.sql⟧\ngpg: ⟦«H16»: skipped: No public key⟧
bashx: + docker login ⟦ghcr.io⟧ -u ⟦ci-bot⟧ --password-stdin\n⟦Error response from daemon: Get "https://ghcr.io/v2/": denied⟧
bashx: + export ⟦PASSWORD_FILE=/run/secrets/db_password⟧\n+ ./start.sh\n⟦start.sh: line 12: /run/secrets/db_password: Permission denied⟧
bashx: + aws s3 cp s3://⟦acme-exports/2026/12/secrets-rotation-report.csv⟧ .\n⟦fatal error: An error occurred (404) when calling the HeadObject operation: Not Found⟧
xargs: rm -f ⟦cache/«h40».pack⟧ ⟦cache/«h40».idx⟧\nrm: cannot remove '⟦cache/«h40».pack⟧': ⟦Read-only file system⟧
xargs: git cat-file -p ⟦«h40»⟧\nfatal: ⟦Not a valid object name «h40»⟧
make: cc -O2 -DBUILD_ID=⟦«h16»⟧ -c ⟦src/token.c⟧ -o build/token.o\nsrc/token.c:⟦88⟧:⟦12⟧: error: ⟦'session_key_len' undeclared⟧
make: ⟦make[2]: *** [Makefile:211: keys/generate] Error 127⟧ (⟦openssl: command not found⟧)
ps: ⟦9931⟧ /usr/sbin/sshd -D -o ⟦PasswordAuthentication=no⟧ -o ⟦PubkeyAuthentication=yes⟧ [listener] ⟦0 of 10-100 startups⟧
ps: ⟦412⟧ /usr/bin/vault server -config=⟦/etc/vault.d/vault.hcl⟧ (state ⟦S⟧, rss ⟦812 MB⟧)
environ: HOME=/root\n⟦SORT_KEY=created_at⟧\n⟦CACHE_KEY_PREFIX=v7-«h8»⟧\n⟦KEY_ID=alias/acme-prod-kms⟧
environ: ⟦VAULT_ADDR=https://vault.acme.lan:8200⟧\n⟦VAULT_NAMESPACE=admin/platform⟧\n⟦SECRET_SOURCE=aws-secretsmanager⟧
environ: ⟦PASSWORD_MIN_LENGTH=14⟧\n⟦TOKEN_TTL=3600⟧\n⟦API_KEY_HEADER=X-Api-Key⟧
aws: ⟦aws configure get region --profile ci⟧ -> ⟦eu-central-1⟧; ⟦The config profile (ci-legacy) could not be found⟧
openssl: ⟦salt=«H16»⟧ needed: ⟦bad decrypt⟧ ⟦error:1C800064:Provider routines::bad decrypt⟧
openssl: ⟦SHA256(release.tar.gz)= «h64»⟧ does not match the published checksum ⟦«h64»⟧
curl: < HTTP/1.1 ⟦407 Proxy Authentication Required⟧\n< Proxy-Authenticate: ⟦Negotiate⟧\n* ⟦Authentication problem. Ignoring this.⟧
curl: < HTTP/2 ⟦429⟧\n< x-ratelimit-reset: ⟦1733317200⟧\n< x-request-id: ⟦«uuid»⟧\n< cf-ray: ⟦«h16»-WAW⟧
envsubst: rendered [smtp]\nuser = relay\n⟦password_file = /etc/relay/pass⟧ but ⟦section smtp is unknown⟧
gha: ##[group]Run ./publish.sh\n  env:\n    ⟦REGISTRY_KEY: ***⟧\n##[endgroup]\n⟦Error: Process completed with exit code 22.⟧
gitlab: $ echo "$CI_JOB_TOKEN" | docker login -u gitlab-ci-token --password-stdin ⟦registry.acme.lan⟧\n⟦Error: Cannot perform an interactive login from a non TTY device⟧
jenkins: [Pipeline] withCredentials\n⟦Masking supported pattern matches of $DEPLOY_KEY⟧\n+ ./deploy.sh ****\n⟦ERROR: script returned exit code 3⟧
core: coredump: ⟦Process 8812 (backupd) of user 0 dumped core.⟧ ⟦Module libcrypto.so.3 with build-id «h40»⟧
go: panic: ⟦runtime error: index out of range [5] with length 5⟧\n\ngoroutine ⟦18⟧ [running]:\nmain.(*Keyring).Get(⟦0xc000126000⟧, {⟦0x8a91e0⟧, ⟦0x9⟧})
jvm: # ⟦SIGSEGV (0xb) at pc=0x00007f3a1c2b, pid=4412, tid=4431⟧\n# Problematic frame: ⟦C  [libsodium.so.23+0x1e2c4]  crypto_secretbox_open+0x24⟧
har: har-validator: ⟦entries[2].request.cookies[0].expires⟧ must be ⟦ISO 8601⟧ (cookie name ⟦session_id⟧)
cookiejar: http.cookiejar.LoadError: ⟦'cookies.txt' does not look like a Netscape format cookies file⟧
grpc: ERROR:\n  Code: ⟦Unauthenticated⟧\n  Message: ⟦missing metadata key "x-service-key"⟧
http2: [ 0.034] recv ⟦GOAWAY⟧ frame <length=⟦8⟧, flags=0x00, stream_id=0>\n  (last_stream_id=⟦13⟧, error_code=⟦ENHANCE_YOUR_CALM(0x0b)⟧)
ws: websockets.exceptions.InvalidStatus: ⟦server rejected WebSocket connection: HTTP 426⟧ (⟦Sec-WebSocket-Version: 13⟧)
"""

CONFIGS = r"""
yaml: yaml.scanner.ScannerError: ⟦mapping values are not allowed here⟧ in "⟦deploy.yml⟧", line ⟦9⟧, column ⟦14⟧: ⟦password_secret_ref: vault:kv/data/app#db⟧
yaml: found undefined alias ⟦'creds'⟧ in "⟦compose.yaml⟧", line ⟦18⟧, column ⟦9⟧
toml: tomllib.TOMLDecodeError: ⟦Invalid value (at line 4, column 20)⟧ in credentials = { token_file = "⟦~/.cargo/credentials.toml⟧" }
ini: configparser.DuplicateOptionError: While reading from '⟦/etc/acme/relay.ini⟧' [line ⟦9⟧]: option ⟦'password_command'⟧ in section ⟦'smtp'⟧ already exists
properties: java.lang.IllegalStateException: ⟦spring.datasource.password⟧ resolved from ⟦${DB_PASSWORD}⟧ is empty
xml: org.xml.sax.SAXParseException; lineNumber: ⟦14⟧; ⟦The value of attribute "passwordEncoder" associated with an element type "Resource" must not contain the '<' character⟧
maven: [ERROR] ⟦Failed to decrypt server password for id acme-releases⟧: ⟦settings-security.xml⟧ not found
hcl: Error: ⟦Reference to undeclared input variable⟧ on ⟦main.tf⟧ line ⟦31⟧: ⟦var.db_password_secret_arn⟧
nginx: nginx: [emerg] ⟦unknown directive "auth_basic_user_fil"⟧ in ⟦/etc/nginx/conf.d/admin.conf:12⟧
haproxy: [ALERT] config : parsing [⟦/etc/haproxy/haproxy.cfg:44⟧] : ⟦userlist 'stats': no such group 'ops'⟧
systemd: ⟦worker.service: Failed to load environment files: No such file or directory⟧ (⟦EnvironmentFile=/etc/acme/worker.secrets⟧)
k8s: Error from server (NotFound): ⟦secrets "pg-credentials" not found⟧ (referenced by ⟦secretKeyRef.key=POSTGRES_PASSWORD⟧ in pod ⟦api-«l10»-«l5»⟧)
k8s: error: ⟦data[tls.key]: Invalid value: "<secret contents redacted>": must be valid PEM⟧ for Secret ⟦ingress-tls⟧
compose: validating ⟦compose.yaml⟧: ⟦services.db.secrets.0 must be a string⟧ (secret ⟦db_root_password⟧ from ⟦./secrets/db_root_password.txt⟧)
ansible: ERROR! ⟦Attempting to decrypt but no vault secrets found⟧ (file ⟦group_vars/prod/vault.yml⟧)
netrc: netrc.NetrcParseError: ⟦bad follower token 'port'⟧ (⟦/home/ci/.netrc⟧, line ⟦3⟧)
pgpass: WARNING: ⟦password file "/home/ci/.pgpass" has group or world access⟧; permissions should be ⟦u=rw (0600)⟧ or less
mycnf: mysql: [Warning] ⟦World-writable config file '/etc/mysql/conf.d/client.cnf' is ignored⟧.
npmrc: npm ERR! code ⟦E401⟧ npm ERR! ⟦Unable to authenticate, need: Basic realm="Artifactory Realm"⟧
pip: ERROR: ⟦HTTP error 401 while getting https://pypi.acme.lan/simple/acme-core/⟧ (index ⟦https://pypi.acme.lan/simple⟧)
gradle: ⟦Could not resolve all files for configuration ':app:releaseRuntimeClasspath'⟧: ⟦Username must not be null!⟧
rclone: Failed to create file system for "⟦sftp-backup:⟧": ⟦couldn't connect SSH: ssh: unable to authenticate, attempted methods [none publickey]⟧
wireguard: wg: ⟦Key is not the correct length or format: `/etc/wireguard/private.key'⟧
wireguard: interface: ⟦wg0⟧\n  public key: ⟦«b64_43»=⟧\n  private key: ⟦(hidden)⟧\n  listening port: ⟦51820⟧
openvpn: Options error: ⟦--auth-user-pass fails with 'creds.txt': No such file or directory⟧ (⟦errno=2⟧)
wpa: wpa_supplicant: ⟦WPA: 4-Way Handshake failed - pre-shared key may be incorrect⟧ (ssid ⟦"acme-guest"⟧, reason ⟦15⟧)
"""

SQL = r"""
mysql: ERROR ⟦1396 (HY000)⟧: Operation CREATE USER failed for ⟦'report'@'%'⟧ -- CREATE USER 'report'@'%' ⟦IDENTIFIED WITH auth_socket⟧
mysql: ERROR ⟦1045 (28000)⟧: Access denied for user ⟦'backup'@'10.0.3.12'⟧ (⟦using password: YES⟧)
mysql: ERROR ⟦1045 (28000)⟧: Access denied for user ⟦'root'@'localhost'⟧ (⟦using password: NO⟧)
postgres: ERROR:  ⟦role "reporter" does not exist⟧\nSTATEMENT:  ⟦ALTER ROLE reporter WITH LOGIN PASSWORD NULL⟧
postgres: FATAL:  ⟦password authentication failed for user "etl"⟧\nDETAIL:  ⟦Connection matched pg_hba.conf line 98: "host all all 10.0.0.0/8 scram-sha-256"⟧
postgres: ERROR:  ⟦permission denied for table secrets_audit⟧ (query ⟦SELECT * FROM secrets_audit LIMIT 10⟧)
redshift: ERROR: ⟦S3ServiceException:Access Denied⟧ DETAIL: COPY sales FROM ⟦'s3://acme-dw/sales/'⟧ ⟦IAM_ROLE 'arn:aws:iam::«d12»:role/RedshiftCopy'⟧
oracle: ⟦ORA-28001: the password has expired⟧ for user ⟦APP_OWNER⟧ (profile ⟦DEFAULT⟧, grace ⟦7⟧ days)
mssql: Msg ⟦18456⟧, Level 14, State ⟦8⟧: ⟦Login failed for user 'svc_report'⟧. Reason: ⟦Password did not match that for the login provided⟧.
snowflake: ⟦SQL compilation error: Object 'RAW_STAGE' does not exist or not authorized⟧ (query id ⟦01b«h5»-0000-«h4»-0000-«h12»⟧)
clickhouse: Code: ⟦516⟧. DB::Exception: ⟦default: Authentication failed: password is incorrect, or there is no user with such name⟧. (⟦AUTHENTICATION_FAILED⟧)
sqlite: sqlite3.DatabaseError: ⟦file is not a database⟧ (⟦vault.db⟧, page size ⟦4096⟧)
duckdb: Binder Error: ⟦Secret "s3_prod" does not exist⟧ (⟦SELECT * FROM 's3://acme-raw/e.parquet'⟧)
mongo: MongoServerError: ⟦Authentication failed.⟧ (⟦mechanism SCRAM-SHA-256⟧, db ⟦admin⟧, code ⟦18⟧)
neo4j: Neo.ClientError.Security.⟦CredentialsExpired⟧: ⟦The credentials you provided were valid, but must be changed before you can use this instance.⟧
"""

REPRS = r"""
repr: KeyError: ⟦'LEDGER_API_SECRET'⟧ not in environ({'HOME': '/root', ⟦'SECRET_BACKEND': 'vault'⟧, 'TZ': 'UTC'})
repr: unsupported scheme: ParseResult(scheme=⟦'amqps'⟧, netloc=⟦'mq.acme.lan:5671'⟧, path='/prod', params='', query=⟦'heartbeat=30'⟧, fragment='')
repr: TypeError: ⟦unhashable type: 'dict_items'⟧ -> dict_items([('client', 'web'), ⟦('token_type', 'Bearer')⟧])
repr: short read after ⟦b'\\x00\\x00\\x01\\x2c'⟧ (expected ⟦12⟧ bytes, header ⟦«h16»⟧)
repr: invalid mode <Mode.⟦LIVE⟧: ⟦'live'⟧> for merchant ⟦mrc_«l16»⟧
repr: FileNotFoundError: ⟦['pg_dump', '--dbname=shop', '--no-password', '-Fc']⟧
repr: client state at failure: {'base': ⟦'https://api.acme.io'⟧, 'key_id': ⟦'kid_«l12»'⟧, 'retries': ⟦3⟧}
repr: pytest: E       AssertionError: ⟦assert 'token_expired' == 'password_expired'⟧\n⟦tests/test_auth.py:19⟧: AssertionError
repr: rich: │ ⟦/app/sync.py:44⟧ in push │ ⟦secret_name = 'prod/sync/api'⟧ │ ConnectionError: ⟦503⟧
repr: django: Local vars:\nrequest\t⟦<WSGIRequest: POST '/password/reset/'>⟧\nform\t⟦<PasswordResetForm bound=True, valid=False>⟧
repr: node: Error: ⟦connect ECONNREFUSED 127.0.0.1:6379⟧ options: { host: '127.0.0.1', port: ⟦6379⟧, ⟦passwordRequired: true⟧ }
repr: rust: Error: config rejected: DbConfig { host: ⟦"db"⟧, ⟦password_env: "DB_PASS"⟧, pool: ⟦16⟧ }
repr: go: error: auth failed for {Endpoint:⟦https://api.acme.io⟧ ClientID:⟦web⟧ ⟦ClientSecret:<redacted>⟧ Scopes:[read]}
repr: php: PDOException: ⟦SQLSTATE[HY000] [2002] Connection refused⟧ array(1) { ["host"]=> string(2) ⟦"db"⟧ }
repr: dotnet: ⟦System.InvalidOperationException⟧: Invalid options StorageOptions { Account = ⟦acme⟧, ⟦AccountKeySecretName = storage-key⟧, Container = ⟦media⟧ }
"""
