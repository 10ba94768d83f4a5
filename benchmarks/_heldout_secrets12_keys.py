"""Held-out set 12: private key material and connection strings of drivers no earlier set used.

Key blocks earlier sets did not carry (grepped: ``OPENSSH PRIVATE``, ``BEGIN PGP PRIVATE``,
``EC PRIVATE KEY``, ``PuTTY-User-Key-File``, ``SSLKEYLOGFILE``'s ``CLIENT_RANDOM`` lines, a
NATS credentials file's NKEY seed), each inside the error that printed it; and connection
strings or client commands of drivers and shells no earlier set used (``hdbuserstore``,
``bolt://``, the Presto and Trino CLIs, ``beeline``, ``sqlcmd``-free ADO forms, ``.cqlshrc``
variants, Elasticsearch ``cloud_auth``, Pulsar ``authParams``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["key_cases"]

ROWS = r"""
openssh private key ¦ OpenSSH private key format (openssh-key-v1), body in base64 lines ¦ {b70} ¦ Load key "/home/ci/.ssh/deploy": error in libcrypto\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{t}\n-----END OPENSSH PRIVATE KEY-----
pgp private key block ¦ RFC 4880 ASCII armor, PGP PRIVATE KEY BLOCK ¦ {b64} ¦ gpg: no valid OpenPGP data found.\ngpg: Total number processed: 0\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQVYBGVx2z0BDADL{t}\n=Xq7P\n-----END PGP PRIVATE KEY BLOCK-----
ec private key ¦ SEC1 EC PRIVATE KEY PEM (prime256v1) ¦ {b64} ¦ ssl.SSLError: [SSL] PEM lib (_ssl.c:3917) loading client.key:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI{t}\n-----END EC PRIVATE KEY-----
putty ppk ¦ PuTTY-User-Key-File-3 Private-Lines ¦ {b64} ¦ FATAL ERROR: Couldn't load private key (unsupported key version)\nPuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIGh0dHBzOi8vd3d3\nPrivate-Lines: 1\n{t}\nPrivate-MAC: 1d2f0c
sslkeylogfile ¦ NSS key log format CLIENT_RANDOM <random> <master secret> ¦ {h96} ¦ wireshark: tshark: failed to parse keylog line 3 in /tmp/sslkeys.log: CLIENT_RANDOM 5f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0 {t} extra
tls13 traffic secret ¦ NSS key log, CLIENT_TRAFFIC_SECRET_0 ¦ {h64} ¦ keylog: duplicate entry ignored: CLIENT_TRAFFIC_SECRET_0 a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90 {t}
nats creds nkey seed ¦ NATS .creds file, NKEY SEED block (SU prefix, base32) ¦ SU{B56} ¦ nats: error: nkeys: invalid seed in /etc/nats/app.creds\n-----BEGIN USER NKEY SEED-----\n{t}\n------END USER NKEY SEED------
age identity in file ¦ age identity file line (AGE-SECRET-KEY-1, Bech32) ¦ AGE-SECRET-KEY-1{U58} ¦ age: error: failed to read "keys.txt": malformed secret key: unknown type\n# created: 2026-12-04T13:00:00Z\n# public key: age1qz7h8w0l0x3jv3q0wq\n{t}
ssh agent add ¦ ssh-add reading a key from stdin, error shows the armored first lines ¦ {b70} ¦ Error loading key "(stdin)": invalid format\n> -----BEGIN OPENSSH PRIVATE KEY-----\n> {t}
hana hdbuserstore ¦ SAP HANA hdbuserstore SET <key> <host:port> <user> <password> ¦ {p} ¦ * -10709: Connection failed (RTE:[89006] System call 'connect' failed)\n$ hdbuserstore SET BACKUP hana01:30015 SYSTEM {t}
neo4j bolt url ¦ Neo4j bolt+s URL with userinfo ¦ {p} ¦ neo4j.exceptions.ServiceUnavailable: Couldn't connect to bolt+s://neo4j:{t}@graph.acme.lan:7687 (resolved to ('10.0.4.2', 7687))
trino cli password ¦ Trino CLI with TRINO_PASSWORD in the environment and --password ¦ {p} ¦ Error running command: Authentication failed: Unauthorized\n+ TRINO_PASSWORD='{t}' trino --server https://trino.acme.lan --user analyst --password
presto jdbc url ¦ Presto JDBC URL with password parameter ¦ {p} ¦ java.sql.SQLException: Error executing query: jdbc:presto://presto.acme.lan:8443/hive/default?SSL=true&user=etl&password={t}
beeline ¦ Hive beeline -p ¦ {p} ¦ Error: Could not open client transport with JDBC Uri: jdbc:hive2://hive.acme.lan:10000/default: Peer indicated failure: Error validating the login (state=08S01,code=0)\nbeeline -u jdbc:hive2://hive.acme.lan:10000 -n etl -p {t}
cqlshrc credentials ¦ cqlsh credentials file [PlainTextAuthProvider] ¦ {p} ¦ Connection error: ('Unable to connect to any servers', {'10.0.5.1:9042': AuthenticationFailed('Failed to authenticate')})\n~/.cassandra/credentials:\n[PlainTextAuthProvider]\nusername = app\npassword = {t}
elastic cloud auth ¦ Elasticsearch cloud_auth user:password ¦ {p} ¦ elasticsearch.AuthenticationException: AuthenticationException(401, 'security_exception') cloud_id=acme:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyQ cloud_auth=elastic:{t}
pulsar auth params ¦ Apache Pulsar client.conf authParams token: ¦ {u120} ¦ org.apache.pulsar.client.api.PulsarClientException$AuthenticationException: Unable to authenticate\nauthPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\nauthParams=token:{t}
ibm db2 clp connect ¦ Db2 CLP CONNECT TO ... USER ... USING ¦ {p} ¦ SQL30082N  Security processing failed with reason "24" ("USERNAME AND/OR PASSWORD INVALID").  SQLSTATE=08001\ndb2 => CONNECT TO SAMPLE USER db2inst1 USING {t}
firebird isql ¦ Firebird isql -user -password ¦ {p} ¦ Statement failed, SQLSTATE = 28000\nYour user name and password are not defined. Ask your database administrator to set up a Firebird login.\n$ isql-fb -user SYSDBA -password {t} localhost:/data/shop.fdb
exasol dsn ¦ Exasol pyexasol connect with password= ¦ {p} ¦ pyexasol.exceptions.ExaAuthError: (message => Connection exception - authentication failed.) dsn='exa.acme.lan:8563' user='sys' password='{t}'
rabbitmq mgmt url ¦ RabbitMQ management API URL with userinfo ¦ {p} ¦ rabbitmqadmin: Could not connect: [Errno 111] Connection refused (url http://admin:{t}@rabbit.acme.lan:15672/api/overview)
odbc connection string ¦ ODBC connection string with PWD={...} braces ¦ {p} ¦ pyodbc.InterfaceError: ('28000', "[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'etl'. (18456)") DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01;UID=etl;PWD={{t}};Encrypt=yes
"""


def key_cases(values: Values) -> list[Case]:
    return values.table("keys", ROWS)
