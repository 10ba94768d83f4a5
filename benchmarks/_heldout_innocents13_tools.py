"""Innocent set 13: the carriers of secrets set 13, holding no secret.

Ansible and Salt output with ``no_log`` censoring, systemd and journald lines, web server and
proxy logs whose query strings and headers hold ids, Kubernetes events and Helm errors, cloud
CLIs printing resource ids, JDBC and ODBC errors without passwords, LDAP, SNMP, RADIUS, IPsec
and WireGuard messages with public values, stack traces of Go, Rust, Node, Ruby, .NET, Elixir
and Kotlin, structured logs (logfmt, GELF, CEF, LEEF, RFC 5424), HTTP/2 dumps, e-mail headers
(Message-ID, DKIM body hashes, ARC) and links in Markdown. Each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["LOGS", "OPS"]

OPS = r"""
ansible: fatal: [⟦db02⟧]: FAILED! => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": false}\n⟦PLAY RECAP⟧ db02 : ok=⟦14⟧ changed=⟦2⟧ failed=⟦1⟧
ansible: ERROR! ⟦the role 'geerlingguy.postgresql' was not found⟧ in ⟦/srv/ansible/roles⟧; vault-id ⟦prod@prompt⟧
ansible: TASK [⟦password policy : set minlen⟧] fatal: [⟦web4⟧]: FAILED! => {"msg": "⟦Unsupported parameters for (pamd) module: minlen⟧"}
ansible: [WARNING]: ⟦Found variable using reserved name: password⟧ in ⟦group_vars/all/users.yml⟧
salt: ID: ⟦ssh-keys-«h8»⟧ Function: ⟦ssh_auth.present⟧ Result: False Comment: ⟦User deploy does not exist⟧
salt: [ERROR] ⟦Pillar render error: Rendering SLS 'secrets.prod' failed⟧: ⟦Jinja variable 'dict object' has no attribute 'api_token'⟧
chef: ⟦Chef::Exceptions::EncryptedDataBagSecretNotFound⟧: could not find encrypted data bag secret in ⟦/etc/chef/encrypted_data_bag_secret⟧
systemd: Dec 04 13:02:11 web1 systemd[1]: ⟦vault-agent.service⟧: Main process exited, code=exited, status=⟦2/INVALIDARGUMENT⟧
systemd: ⟦api.service⟧: ⟦Failed to set up credentials: No such file or directory⟧ (LoadCredential=⟦db-password:/etc/creds/db⟧)
systemd: ⟦certbot-renew.timer⟧ ⟦Trigger: Fri 2026-12-04 18:00:00 UTC⟧; last ⟦certbot-renew.service⟧ result ⟦exit-code⟧
journald: kernel: ⟦audit: type=1400 apparmor="DENIED" operation="open" profile="/usr/sbin/mysqld" name="/etc/mysql/secrets/" pid=1123⟧
nginx: [error] 3121#3121: *⟦88⟧ ⟦open() "/var/www/html/.env" failed (2: No such file or directory)⟧, client: ⟦203.0.113.50⟧, request: "⟦GET /.env HTTP/1.1⟧"
nginx: [error] 3121#3121: *⟦92⟧ upstream prematurely closed connection, request: "⟦GET /v2/objects/«h40» HTTP/1.1⟧", upstream: "⟦http://10.0.1.4:8080⟧"
nginx: [crit] ⟦SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share)⟧ while SSL handshaking, client: ⟦198.51.100.7⟧
apache: [⟦auth_basic:error⟧] [pid 2211] [client ⟦10.0.0.8:51122⟧] ⟦AH01617: user ops: authentication failure for "/admin": Password Mismatch⟧
apache: ⟦AH00558: apache2: Could not reliably determine the server's fully qualified domain name⟧, using ⟦127.0.1.1⟧
haproxy: ⟦be_api/api2⟧ is DOWN, reason: ⟦Layer7 wrong status⟧, code: ⟦401⟧, info: "⟦Unauthorized⟧", check duration: ⟦3ms⟧. 1 active and 0 backup servers left.
haproxy: 10.0.0.5:51234 [04/Dec/2026:13:08:01.112] fe_https be_api/api1 ⟦0/0/1/12/13⟧ ⟦200⟧ 512 - - ---- unique-id ⟦«H8»-«H8»-«H4»⟧ "⟦GET /v1/sessions/«h32» HTTP/1.1⟧"
envoy: [warning][config] ⟦gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected⟧: ⟦Unknown field 'tls_secret'⟧ (version_info ⟦«h16»⟧)
traefik: level=error msg="⟦Unable to obtain ACME certificate for domains \"api.acme.io\"⟧" providerName=⟦le.acme⟧ error="⟦acme: error: 429 :: rateLimited⟧"
k8s: ⟦Warning⟧ ⟦FailedMount⟧ pod/⟦api-7c9d8b-xk2pq⟧ ⟦MountVolume.SetUp failed for volume "db-credentials" : secret "db-credentials" not found⟧
k8s: ⟦Warning⟧ ⟦Failed⟧ pod/⟦worker-«l5»⟧ ⟦Error: couldn't find key api_key in Secret default/stripe⟧
k8s: ⟦Normal⟧ ⟦Pulled⟧ ⟦Successfully pulled image "ghcr.io/acme/api@sha256:«h64»" in 2.1s⟧
k8s: ⟦Warning⟧ ⟦BackOff⟧ ⟦Back-off restarting failed container token-refresher⟧ in pod ⟦token-refresher-«l10»-«l5»⟧
k8s: serviceaccount ⟦ci/deployer⟧ token request denied: ⟦audience "vault" not allowed⟧ (uid ⟦«uuid»⟧)
helm: Error: ⟦INSTALLATION FAILED: cannot re-use a name that is still in use⟧ (release ⟦keycloak⟧, revision ⟦7⟧)
helm: Error: ⟦execution error at (app/templates/secret.yaml:4:14): .Values.auth.existingSecret is required⟧
gcloud: ERROR: (⟦gcloud.secrets.versions.access⟧) ⟦NOT_FOUND: Secret [projects/«d12»/secrets/stripe-key] not found or has no versions⟧
gcloud: ERROR: (gcloud.run.deploy) ⟦Revision 'api-00042-«l3»' is not ready⟧: ⟦Container failed to start and listen on PORT=8080⟧
az: ERROR: (⟦SecretNotFound⟧) A secret with (name/id) ⟦db-password⟧ was not found in this key vault ⟦kv-acme-prod⟧
az: ERROR: ⟦AADSTS7000215: Invalid client secret provided⟧. Trace ID: ⟦«uuid»⟧ Correlation ID: ⟦«uuid»⟧
oci: ServiceError: {"code": "⟦NotAuthorizedOrNotFound⟧", "opc-request-id": "⟦«H32»/«H32»⟧", "status": ⟦404⟧}
doctl: Error: ⟦GET https://api.digitalocean.com/v2/droplets/«d9»: 404 (request "«uuid»") The resource you were accessing could not be found⟧
jdbc: ⟦java.sql.SQLInvalidAuthorizationSpecException⟧: (conn=⟦4471⟧) ⟦Access denied for user 'rep'@'10.0.3.9' (using password: YES)⟧
jdbc: ⟦ORA-01017: invalid username/password; logon denied⟧ (url ⟦jdbc:oracle:thin:@//db.acme.lan:1521/ORCLPDB1⟧)
jdbc: ⟦org.postgresql.util.PSQLException: FATAL: password authentication failed for user "report"⟧ (url=⟦jdbc:postgresql://pg:5432/dw⟧)
odbc: ⟦[IM002] [unixODBC][Driver Manager]Data source name not found and no default driver specified⟧ (DSN=⟦pgprod⟧)
ldap: ⟦ldap_bind: Invalid credentials (49)⟧ additional info: ⟦80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532⟧ (⟦password expired⟧)
ldap: ⟦ldap_sasl_bind(SIMPLE): Can't contact LDAP server (-1)⟧ for ⟦ldaps://dc1.acme.lan⟧
ldap: entry ⟦uid=jdoe,ou=people,dc=acme,dc=io⟧ attribute ⟦userPassword⟧: ⟦constraint violation (password in history)⟧
snmp: ⟦snmpwalk: Timeout: No Response from 10.0.9.1⟧ (OID ⟦1.3.6.1.2.1.2.2.1.2⟧, engineID ⟦0x80001f8880«h16»⟧)
snmp: ⟦usmStatsWrongDigests⟧ for user ⟦monitor⟧ on ⟦10.0.9.1⟧ (⟦authentication failure⟧)
radius: ⟦(5) Login incorrect (pap: Cleartext password does not match "known good" password)⟧: [⟦alice⟧] (from client ⟦wlc01⟧ port ⟦1⟧)
radius: ⟦Dropping packet without response because of error: Received packet from 10.0.4.3 with invalid Message-Authenticator!  (Shared secret is incorrect.)⟧
ipsec: charon: ⟦no shared key found for 'vpn.acme.io' - '203.0.113.7'⟧ (IKE_SA ⟦home[3]⟧ SPIs ⟦«h16»_i «h16»_r⟧)
wireguard: ⟦peer «b64_43»= (#3): Handshake did not complete after 5 seconds⟧, retrying (endpoint ⟦198.51.100.20:51820⟧)
"""

LOGS = r"""
go: panic: ⟦runtime error: invalid memory address or nil pointer dereference⟧\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=⟦0x4a1f3c⟧]\ngoroutine ⟦17⟧ [running]:\nmain.(*Store).Get(...)\n\t⟦/src/store.go:88⟧
go: ⟦dial tcp 10.0.3.3:5432: connect: connection refused⟧ (config: &{Host:⟦db.acme.lan⟧ Port:⟦5432⟧ User:⟦app⟧ PasswordFile:⟦/run/secrets/pg⟧})
rust: thread 'main' panicked at ⟦src/keys.rs:57:22⟧:\n⟦called `Option::unwrap()` on a `None` value⟧ (key_id: ⟦"k-«h8»"⟧)
rust: Error: ⟦reqwest::Error { kind: Status(401), url: "https://api.acme.io/v1/tokens/introspect" }⟧
node: ⟦Error: ENOENT: no such file or directory, open '/app/config/secrets.production.json'⟧\n    at Object.openSync (node:fs:⟦573⟧:3)
node: ⟦TypeError: Cannot read properties of undefined (reading 'apiKey')⟧\n    at ⟦/app/src/payments.js:41:28⟧
ruby: ⟦/app/lib/vault.rb:31:in `read': permission denied (Vault::HTTPClientError)⟧ path ⟦secret/data/app/prod⟧ request_id ⟦«uuid»⟧
ruby: ⟦ActiveSupport::MessageEncryptor::InvalidMessage⟧ while reading ⟦config/credentials.yml.enc⟧ (⟦check RAILS_MASTER_KEY⟧)
dotnet: ⟦System.Security.Cryptography.CryptographicException: The payload was invalid⟧ key ⟦{«uuid»}⟧ not found in the key ring
dotnet: ⟦Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'api'⟧. ClientConnectionId:⟦«uuid»⟧ Error Number:⟦18456⟧,State:⟦1⟧
elixir: ** (⟦DBConnection.ConnectionError⟧) ⟦tcp connect (db:5432): connection refused - :econnrefused⟧ (repo ⟦Acme.Repo⟧)
kotlin: ⟦java.lang.IllegalArgumentException: Secret key must be at least 256 bits⟧\n\tat ⟦io.jsonwebtoken.security.Keys.hmacShaKeyFor(Keys.java:96)⟧
logfmt: ts=2026-12-04T13:12:00Z level=error msg="⟦token refresh failed⟧" tenant=⟦acme⟧ token_id=⟦tok_«l12»⟧ trace_id=⟦«h32»⟧ status=⟦401⟧
logfmt: level=warn msg="⟦secret rotation skipped⟧" secret_name=⟦prod/db/password⟧ version=⟦«uuid»⟧ reason=⟦not due⟧
gelf: {"version":"1.1","host":"⟦worker-3⟧","short_message":"⟦password reset email sent⟧","_user_id":⟦«d8»⟧,"_request_id":"⟦«uuid»⟧"}
cef: CEF:0|Acme|Gateway|4.2|⟦401⟧|⟦Authentication failed⟧|7|src=⟦10.0.0.4⟧ suser=⟦svc-bk⟧ reason=⟦wrong password⟧ cnt=⟦5⟧
leef: LEEF:2.0|Acme|Proxy|1.0|⟦AuthFail⟧|^|src=⟦10.1.1.1⟧^usrName=⟦etl⟧^keyId=⟦AKIA«U16»⟧^url=⟦/v1/export⟧
syslog: <131>1 2026-12-04T13:15:00Z ⟦app1⟧ payments 812 AUTH [auth@32473 user="⟦ops⟧" method="⟦password⟧" result="⟦fail⟧"] ⟦account locked after 5 attempts⟧
http2: [  0.031] recv GOAWAY frame <length=8, flags=0x00, stream_id=0>\n          (last_stream_id=⟦13⟧, error_code=⟦ENHANCE_YOUR_CALM(0x0b)⟧, opaque_data(0)=[])
http2: recv HEADERS: :status: ⟦401⟧, www-authenticate: ⟦Bearer realm="api", error="invalid_token", error_description="The access token expired"⟧
email: ⟦550 5.7.26 Unauthenticated email from acme.io is not accepted due to domain's DMARC policy⟧ Message-ID: ⟦<«h16».«d10»@mail.acme.io>⟧
email: Authentication-Results: mx.example.net; ⟦dkim=fail (body hash did not verify)⟧ header.d=⟦acme.io⟧ header.s=⟦s2026⟧ header.b=⟦«b64_8»⟧
email: DKIM-Signature: v=1; a=rsa-sha256; d=⟦acme.io⟧; s=⟦s2026⟧; bh=⟦«b64_43»=⟧ -> ⟦signature verification failed: key too short⟧
markdown: broken link in ⟦docs/setup.md⟧ line ⟦14⟧: ⟦[Reset your password](https://id.acme.io/password/reset)⟧ -> ⟦404⟧
markdown: image ⟦![build](https://ci.acme.io/badge/«h12».svg)⟧ in ⟦README.md⟧ returned ⟦410 Gone⟧
"""
