"""Held-out set 4: dot-files and config files, connection URIs and cloud connection strings.

Rows as in ``_heldout_secrets4_tools`` (tool, source, message, the placeholder that must not
leave); ``tool_cases`` builds them.
"""

from __future__ import annotations

__all__ = ["FILES", "URIS"]

FILES: list[tuple[str, str, str, str]] = [
    (
        ".netrc",
        "GNU inetutils netrc(5): machine/login/password",
        "error reading ~/.netrc:\nmachine api.heroku.com\n  login ci@acme.io\n  password {t}\nmachine git.heroku.com",
        "t",
    ),
    (
        ".pgpass",
        "PostgreSQL docs libpq-pgpass: host:port:db:user:password",
        'WARNING: password file "/home/app/.pgpass" has group or world access; line: db.acme.internal:5432:app:app:{p}',
        "p",
    ),
    (
        ".my.cnf",
        "MySQL docs option files: [client] password=",
        "mysql: [Warning] World-writable config file '/etc/mysql/conf.d/client.cnf' is ignored.\n[client]\nuser=backup\npassword=\"{p}\"",
        "p",
    ),
    (
        ".git-credentials",
        "git-scm.com/docs/git-credential-store: https://user:pass@host",
        "fatal: unable to read ~/.git-credentials: https://build:{t}@gitea.acme.io",
        "t",
    ),
    (
        ".pypirc",
        "packaging.python.org specifications pypirc",
        "twine: InvalidConfiguration in ~/.pypirc:\n[acme]\nrepository = https://pypi.acme.io/\nusername = ci\npassword = {p}",
        "p",
    ),
    (
        "maven settings.xml",
        "maven.apache.org settings reference: <server><password>",
        "[ERROR] Failed to deploy artifacts: 401 Unauthorized; settings.xml <server><id>releases</id><username>ci</username><password>{p}</password></server>",
        "p",
    ),
    (
        "gradle.properties",
        "docs.gradle.org build environment: gradle.properties",
        "> Could not resolve com.acme:core:1.4.2. Received status code 401 (gradle.properties: acmeRepoUser=ci acmeRepoPassword={p})",
        "p",
    ),
    (
        "cargo credentials.toml",
        "doc.rust-lang.org cargo config: [registry] token",
        'error: failed to publish to registry at https://crates.io\nin ~/.cargo/credentials.toml: [registry]\ntoken = "cio{t}"',
        "t",
    ),
    (
        "composer auth.json",
        "getcomposer.org doc authentication: http-basic in auth.json",
        '[Composer\\Downloader\\TransportException] 401 for repo.packagist.com; auth.json: {{"http-basic": {{"repo.packagist.com": {{"username": "token", "password": "{t}"}}}}}}',
        "t",
    ),
    (
        "databrickscfg",
        "docs.databricks.com config profiles: ~/.databrickscfg",
        "Error: cannot configure default credentials. Config: [DEFAULT]\nhost = https://adb-12345.azuredatabricks.net\ntoken = {t}",
        "t",
    ),
    (
        "aws credentials file",
        "docs.aws.amazon.com cli config files: ~/.aws/credentials",
        "botocore.exceptions.ConfigParseError: Unable to parse config file: ~/.aws/credentials\n[prod]\naws_access_key_id = AKIAZ7EXAMPLE00000\naws_secret_access_key={b}\n",
        "b",
    ),
    (
        "s3cfg",
        "s3tools.org s3cmd config: secret_key =",
        "ERROR: Config file /root/.s3cfg: secret_key = {b} (check line 7)",
        "b",
    ),
    (
        "wpa_supplicant psk",
        "wpa_supplicant.conf(5): network={ psk= }",
        'wpa_supplicant: Line 9: Invalid passphrase length 7 (expected: 8..63) \'network={{ ssid="acme-corp" psk="{p}" }}\'',
        "p",
    ),
    (
        "redis.conf requirepass",
        "redis.io docs: requirepass",
        "*** FATAL CONFIG FILE ERROR (Redis 7.2.4) ***\nReading the configuration file, at line 512\n>>> 'requirepass \"{p}\" extra'\nwrong number of arguments",
        "p",
    ),
    (
        "tomcat-users.xml",
        "tomcat.apache.org realm-howto: tomcat-users.xml",
        'SEVERE: Exception parsing tomcat-users.xml: <user username="manager" password="{p}" roles="manager-gui"/>',
        "p",
    ),
    (
        "haproxy stats auth",
        "docs.haproxy.org: stats auth <user>:<passwd>",
        "[ALERT] parsing [/etc/haproxy/haproxy.cfg:41] : 'stats auth admin:{p}' unknown keyword in 'defaults' section",
        "p",
    ),
    (
        "ipsec.secrets PSK",
        'strongswan ipsec.secrets(5): : PSK "secret"',
        "charon: loading secrets from '/etc/ipsec.secrets' failed: line 3: 203.0.113.7 : PSK \"{s}\" syntax error",
        "s",
    ),
    (
        "snmpd community",
        "net-snmp snmpd.conf(5): rocommunity <string>",
        "snmpd: /etc/snmp/snmpd.conf: line 14: Warning: unknown token: rocommunity6 {s} default",
        "s",
    ),
    (
        "bind tsig key",
        'bind9 named.conf: key { algorithm; secret "base64"; }',
        "named-checkconf: /etc/bind/named.conf:22: unknown key 'xfr' algorithm hmac-sha256; secret \"{b}\";",
        "b",
    ),
    (
        "wireguard private key",
        "wireguard.com quickstart wg0.conf: PrivateKey =",
        "wg-quick: `/etc/wireguard/wg0.conf' is world accessible\n[Interface]\nAddress = 10.8.0.1/24\nPrivateKey = {b}\nListenPort = 51820",
        "b",
    ),
    (
        "keepalived auth_pass",
        "keepalived.conf(5): authentication { auth_pass }",
        "Keepalived_vrrp: (/etc/keepalived/keepalived.conf: Line 18) Truncating auth_pass to 8 characters: auth_pass {s}",
        "s",
    ),
    (
        "rubygems credentials",
        "guides.rubygems.org: ~/.gem/credentials",
        "ERROR:  Your gem push credentials file located at ~/.gem/credentials has file permissions of 0644 (:acme_api_key: {t})",
        "t",
    ),
]

URIS: list[tuple[str, str, str, str]] = [
    (
        "mongodb+srv",
        "mongodb.com connection string docs: mongodb+srv://user:pass@host",
        "pymongo.errors.ConfigurationError: The DNS query name does not exist: _mongodb._tcp.cluster0.ab1cd.mongodb.net (uri mongodb+srv://app:{p}@cluster0.ab1cd.mongodb.net/shop?retryWrites=true)",
        "p",
    ),
    (
        "mysql+pymysql sqlalchemy",
        "docs.sqlalchemy.org engines: dialect+driver://user:pass@host/db",
        'sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can\'t connect") [engine: mysql+pymysql://report:{p}@10.0.0.8:3306/sales]',
        "p",
    ),
    (
        "postgresql+asyncpg",
        "docs.sqlalchemy.org asyncpg dialect",
        'asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "api" (postgresql+asyncpg://api:{p}@pg-primary:5432/api)',
        "p",
    ),
    (
        "mssql+pyodbc odbc_connect",
        "docs.sqlalchemy.org mssql pyodbc: odbc_connect with PWD=",
        "pyodbc.InterfaceError: ('28000', \"Login failed for user 'etl'.\") DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=sql01;UID=etl;PWD={p};Encrypt=yes",
        "p",
    ),
    (
        "oracle easy connect",
        "docs.oracle.com sqlplus user/password@host",
        "sqlplus system/{p}@//ora01.acme.io:1521/ORCLPDB1: ORA-01017: invalid username/password; logon denied",
        "p",
    ),
    (
        "redis sentinel url",
        "redis-py docs: redis+sentinel://:password@host",
        "redis.sentinel.MasterNotFoundError: No master found for 'mymaster' (redis+sentinel://:{p}@sentinel-0:26379/mymaster/0)",
        "p",
    ),
    (
        "amqp url user:pass",
        "rabbitmq.com/docs/uri-spec: amqp://user:pass@host/vhost",
        "kombu.exceptions.OperationalError: [Errno 111] Connection refused (broker amqp://celery:{p}@rabbit.acme.io:5672//)",
        "p",
    ),
    (
        "snowflake url with account",
        "docs.snowflake.com sqlalchemy: snowflake://user:password@account/db",
        "sqlalchemy.exc.DatabaseError: (snowflake.connector.errors.DatabaseError) 250001: Incorrect username or password (snowflake://LOADER:{p}@xy12345.eu-central-1/RAW/PUBLIC?warehouse=LOAD_WH)",
        "p",
    ),
    (
        "elasticsearch url",
        "elastic.co python client: https://user:pass@host:9200",
        "elastic_transport.ConnectionError: Connection error caused by: NewConnectionError(https://elastic:{p}@es01.acme.io:9200)",
        "p",
    ),
    (
        "ftp url",
        "RFC 1738 ftp://user:password@host/path",
        "ftplib.error_perm: 530 Login incorrect. (ftp://upload:{p}@ftp.partner.example/in/)",
        "p",
    ),
    (
        "sftp url",
        "rclone/paramiko style sftp://user:pass@host",
        "paramiko.ssh_exception.AuthenticationException: Authentication failed. sftp://edi:{p}@sftp.bank.example:22/outbound",
        "p",
    ),
    (
        "mqtt url",
        "mqtt.org URI scheme mqtt://user:pass@host",
        "paho.mqtt.client: Connection refused - not authorised (mqtts://sensor-17:{t}@broker.acme.io:8883)",
        "t",
    ),
    (
        "ldap bind in url",
        "RFC 4516 + python-ldap simple_bind_s(who, cred)",
        "ldap.INVALID_CREDENTIALS: {{'desc': 'Invalid credentials'}} simple_bind_s('cn=admin,dc=acme,dc=io', '{p}')",
        "p",
    ),
    (
        "smb url",
        "smbclient(1) smb://user:pass@server/share",
        "smbprotocol.exceptions.LogonFailure: STATUS_LOGON_FAILURE smb://ACME;svc-scan:{p}@fs01.acme.local/scans",
        "p",
    ),
    (
        "kafka sasl url",
        "kcat/kafka-python bootstrap with sasl_plain_password",
        "kafka.errors.NoBrokersAvailable: NoBrokersAvailable (sasl_plain_username='pipeline', sasl_plain_password='{p}', bootstrap_servers='b-1.msk:9096')",
        "p",
    ),
    (
        "cockroachdb url",
        "cockroachlabs.com connection parameters: postgresql://user:pass@host:26257",
        "psycopg2.OperationalError: SSL SYSCALL error: EOF detected (postgresql://maxroach:{p}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full)",
        "p",
    ),
    (
        "azure storage connection string",
        "learn.microsoft.com storage configure connection string: AccountKey=",
        "azure.core.exceptions.ClientAuthenticationError: Server failed to authenticate the request. DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={b}{b};EndpointSuffix=core.windows.net",
        "b",
    ),
    (
        "azure service bus connection string",
        "learn.microsoft.com service bus SAS: SharedAccessKey=",
        "azure.servicebus.exceptions.ServiceBusAuthenticationError: Unauthorized access. Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b}",
        "b",
    ),
    (
        "azure cosmos connection string",
        "learn.microsoft.com cosmos db: AccountEndpoint=…;AccountKey=…",
        "azure.cosmos.exceptions.CosmosHttpResponseError: (Unauthorized) AccountEndpoint=https://acme-db.documents.azure.com:443/;AccountKey={b}{b};",
        "b",
    ),
    (
        "azure sas url",
        "learn.microsoft.com storage SAS overview: ?sv=…&sig=",
        "azure.core.exceptions.HttpResponseError: AuthenticationFailed for https://acmelogs.blob.core.windows.net/exports/2026-12-03.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-04T00:00:00Z&spr=https&sig={t}%3D",
        "t",
    ),
    (
        "aws presigned url",
        "docs.aws.amazon.com AmazonS3 presigned URLs: X-Amz-Security-Token, X-Amz-Signature",
        "botocore.exceptions.ClientError: 403 for https://acme-exports.s3.amazonaws.com/q4.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIAZ7EXAMPLE%2F20261203%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T100000Z&X-Amz-Expires=3600&X-Amz-Security-Token=IQoJb3JpZ2luX2Vj{t}&X-Amz-Signature={h}",
        "t",
    ),
]
