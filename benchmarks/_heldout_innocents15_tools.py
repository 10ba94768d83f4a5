"""Innocent set 15: the carriers of secrets set 15, holding no secret.

The command-line tools of secrets set 15's live cases (Node's ``url.parse`` and
``URLSearchParams``, ``pip config list``, ``env -v``, ``GIT_TRACE_CURL``, ``curl -v``,
``gcloud config list``, ``kubectl create configmap``, the AWS CLI, ``openssl ec -text`` of a
public key, Java's ``URISyntaxException``) printing ids, public keys and settings; Salt,
Ansible (``no_log`` censored), systemd, sudo, cron, HAProxy, Envoy, Apache, Kubernetes,
Helm, gcloud, the Azure CLI, VPN clients, MikroTik, ProxySQL, Ignition, CIFS, Dovecot and
Postfix output with ids, digests, hashes and names of secrets; and the positions of set 15's
logs (Go http2 debug, Rust, .NET, Phoenix, Rails, Ktor, Quarkus, Micronaut, logcat, Gleam,
F#, logfmt, RFC 5424, a bounce, Markdown, Jupyter, NGINX Unit, Caddy) whose generated-looking
fields are ids. Each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["CLI", "LOGS", "OPS"]

CLI = r"""
Url {\n  protocol: 'amqp:',\n  auth: null,\n  host: '⟦mq.acme.lan:5672⟧',\n  pathname: '⟦/jobs⟧',\n  href: 'amqp://mq.acme.lan:5672/jobs'\n}\n⟦Error: connect ECONNREFUSED 10.0.3.4:5672⟧
URLSearchParams { 'grant_type' => '⟦client_credentials⟧', 'client_id' => '⟦etl-«l8»⟧', 'scope' => 'read' }\n⟦invalid_scope⟧
global.index-url='⟦https://pypi.acme.lan/simple⟧'\nglobal.trusted-host='pypi.acme.lan'\n⟦ERROR: No matching distribution found for acme-sdk==4.2.0⟧
setenv:   ⟦BUILD_ID=«d7»⟧\nsetenv:   ⟦GIT_COMMIT=«h40»⟧\nexecuting: ./release.sh\n⟦release.sh: line 12: jq: command not found⟧
== Info: Connected to git.acme.lan (10.0.0.12) port 443\n=> Send header: GET ⟦/ops/infra.git/info/refs?service=git-upload-pack⟧ HTTP/1.1\n<= Recv header: HTTP/1.1 ⟦404 Not Found⟧\n<= Recv header: X-Request-Id: ⟦«uuid»⟧
> GET /v1/sys/health HTTP/1.1\n> Host: vault.acme.lan:8200\n> X-Request-Id: ⟦«uuid»⟧\n< HTTP/1.1 ⟦503 Service Unavailable⟧\n{"initialized":true,"sealed":⟦true⟧,"cluster_id":"⟦«uuid»⟧"}
[core]\naccount = ⟦deploy@acme-prod.iam.gserviceaccount.com⟧\nproject = ⟦acme-prod-«d6»⟧\n[proxy]\naddress = proxy.acme.lan\nport = 3128\n⟦ERROR: (gcloud.run.deploy) PERMISSION_DENIED⟧
apiVersion: v1\ndata:\n  ⟦SMTP_HOST: smtp.acme.io⟧\n  SMTP_PASSWORD_FILE: ⟦/run/secrets/smtp_password⟧\nkind: ConfigMap\n⟦error: failed to create configmap: configmaps "billing" already exists⟧
⟦Could not connect to the endpoint URL: "http://127.0.0.1:9000/acme-backups?list-type=2"⟧ (profile ⟦minio-local⟧)
read EC key\npub:\n    ⟦04:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:⟧\nASN1 OID: ⟦prime256v1⟧\nNIST CURVE: P-256\n⟦unable to load Private Key⟧ (file holds only the public key)
⟦java.net.URISyntaxException: Illegal character in query at index 47⟧: https://api.acme.io/v1/search?q=name eq 'x'&page=2
"""

OPS = r"""
local:\n----------\n          ID: ⟦load-schema⟧\n    Function: cmd.run\n        Name: mysql --defaults-extra-file=/root/.my.cnf shop < /srv/salt/files/schema.sql\n      Result: ⟦False⟧\n     Comment: ⟦Command "mysql ..." run⟧\n     retcode: ⟦1⟧
fatal: [web1]: FAILED! => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": false} (task ⟦Create API user⟧, host ⟦web1⟧)
fatal: [build2]: FAILED! => {"changed": false, "msg": "⟦Logging into registry.acme.lan for user ci failed - 401 Client Error⟧"} (image ⟦registry.acme.lan/api@sha256:«h64»⟧)
# /etc/systemd/system/ingest.service\n[Service]\nEnvironmentFile=⟦/etc/ingest/secret.env⟧\nLoadCredential=⟦token:/etc/credstore/ingest.token⟧\n⟦ingest.service: Failed with result 'exit-code'.⟧
Dec 04 22:10:02 app1 systemd[1]: ⟦exporter.service: Main process exited, code=exited, status=2/INVALIDARGUMENT⟧ (InvocationID ⟦«h32»⟧)
Dec  4 22:13:57 db2 sudo:    ops : ⟦3 incorrect password attempts⟧ ; TTY=pts/1 ; PWD=/home/ops ; USER=root ; COMMAND=⟦/usr/bin/mysqladmin flush-privileges⟧
Subject: Cron <root@web1> ⟦/usr/local/bin/backup --bucket acme-backups --key-id «U20»⟧\n\n⟦upload failed: SlowDown (request «U16»)⟧
haproxy[2231]: 10.0.3.7:51844 fe_api be_api/⟦api2⟧ 0/0/1/12/13 ⟦401⟧ 211 {⟦api.acme.io⟧|⟦«uuid»⟧} "GET /v2/orders HTTP/1.1"
[2026-12-04T22:21:07.884Z] "POST /v1/charges HTTP/2" ⟦403⟧ UAEX 88 19 3 - "10.1.2.9" "okhttp/4.12.0" "⟦«uuid»⟧" "pay.acme.io" traceparent=⟦00-«h32»-«h16»-01⟧
[rewrite:trace3] applying pattern '^/legacy/(.*)' to uri '/legacy/export', query '⟦format=csv&commit=«h40»⟧'
12s  Warning  Failed  pod/⟦etl-7c9f⟧  ⟦Failed to pull image "registry.acme.lan/etl@sha256:«h64»": not found⟧
Error: UPGRADE FAILED: ⟦secrets "payments-db" not found⟧ (release ⟦payments⟧, revision ⟦14⟧, chart ⟦payments-2.4.1⟧)
==== request start ====\nuri: ⟦https://sqladmin.googleapis.com/sql/v1beta4/projects/acme-prod/instances/orders/users?name=reporter⟧\nmethod: PUT\n== body start ==\n{"name": "reporter", "type": "⟦CLOUD_IAM_SERVICE_ACCOUNT⟧"}\n== body end ==\n⟦HTTPError 409: user already exists⟧
{\n  "appId": "⟦«uuid»⟧",\n  "displayName": "⟦acme-ci⟧",\n  "keyId": "⟦«uuid»⟧",\n  "endDateTime": "⟦2027-06-04T00:00:00Z⟧"\n}\n⟦ERROR: Insufficient privileges to complete the operation.⟧
POST https://vpn.acme.io/global-protect/prelogin.esp\n⟦GlobalProtect gateway refused connection: portal-userauthcookie expired⟧ (gateway ⟦gw-eu-2⟧)
⟦STATUS::Connecting...⟧\n⟦STATUS::Login failed⟧ (server ⟦vpn.acme.io:10443⟧, realm ⟦contractors⟧)
/ip ipsec identity\nadd auth-method=digital-signature certificate=⟦hq-cert⟧ peer=hq\n# ⟦IKE phase1: hq: peer failed to authorize⟧ (SA ⟦«h16»⟧)
Admin> SELECT hostgroup_id,hostname,status FROM mysql_servers;\n| ⟦10⟧ | ⟦db1.acme.lan⟧ | ⟦SHUNNED⟧ |\n⟦ERROR 9001 (HY000): Max connect timeout reached while reaching hostgroup 10⟧
Error: config is not valid: ⟦error at $.storage.files.0.contents.verification.hash⟧: ⟦sha512-«h64»«h64»⟧ does not match
⟦mount error(13): Permission denied⟧ (//files01/finance, sec=⟦krb5⟧, credentials file ⟦/etc/cifs-creds/finance⟧)
dovecot: imap-login: ⟦Disconnected (auth failed, 3 attempts in 14 secs)⟧: user=<⟦alerts@acme.io⟧>, method=PLAIN, session=<⟦«A16»⟧>
postfix/smtp[9912]: ⟦4KXq1«U6»⟧: to=<⟦ops@acme.io⟧>, relay=smtp.sendrelay.io[⟦203.0.113.8⟧]:587, status=⟦deferred⟧ (SASL authentication failed)
"""

LOGS = r"""
http2: Transport encoding header ":path" = "⟦/v1/objects/«h40»⟧"\nhttp2: Transport encoding header "x-request-id" = "⟦«uuid»⟧"\nhttp2: Transport received ⟦GOAWAY⟧ ErrCode=⟦ENHANCE_YOUR_CALM⟧
thread 'main' panicked at ⟦src/sync.rs:88:14⟧:\ncalled `Result::unwrap()` on an `Err` value: reqwest::Error { kind: ⟦Status(429)⟧, url: "⟦https://api.github.com/repos/acme/api/commits/«h40»⟧" }
info: System.Net.Http.HttpClient.Reports.LogicalHandler[100]\n      Start processing HTTP request GET ⟦https://api.acme.io/v2/report?period=2026-11&tenant=«uuid»⟧\n⟦Response status code does not indicate success: 404 (Not Found).⟧
Parameters: %{"hook" => %{"config" => %{"secret" => "[FILTERED]", "url" => "⟦https://acme.io/hooks⟧"}}, "hook_id" => "⟦«d9»⟧"}\n[info] ⟦Sent 422 in 3ms⟧
Processing by IntegrationsController#update as JSON\n  Parameters: {"integration"=>{"kind"=>"⟦slack⟧", "signing_secret"=>"[FILTERED]"}, "id"=>"⟦7⟧"}\n⟦Completed 422 Unprocessable Entity⟧
REQUEST: ⟦https://api.acme.io/v1/sync⟧\n-> X-Api-Key: ██\n-> ⟦X-Correlation-Id: «uuid»⟧\nRESPONSE: ⟦401 Unauthorized⟧
⟦SRCFG00014: The config property quarkus.datasource.password is required but it could not be found in any config source⟧
⟦io.micronaut.context.exceptions.NoSuchBeanException⟧: No bean of type [⟦io.micronaut.security.token.jwt.signature.SignatureConfiguration⟧] exists
12-04 22:44:10.512  8812  8901 I okhttp.OkHttpClient: --> GET ⟦https://api.acme.io/v3/me⟧\n12-04 22:44:10.830  8812  8901 I okhttp.OkHttpClient: <-- ⟦401⟧ (⟦317ms⟧, ETag ⟦"«h32»"⟧)
runtime error: let assert\nunmatched value:\n  ⟦Error(HttpError(404, "not_found", Path("/v1/users/«d8»")))⟧
System.Exception: ⟦connect failed⟧ for { Host = "⟦db.acme.lan⟧"\n  Port = ⟦5432⟧\n  PasswordFile = "⟦/run/secrets/db⟧" }
time="2026-12-04T22:45:12Z" level=fatal msg="⟦cannot open database⟧" dsn="⟦postgres://pg.acme.lan:5432/ledger?sslmode=require⟧" ⟦error="dial tcp 10.0.2.5:5432: i/o timeout"⟧
<131>1 2026-12-04T22:46:01.003Z gw1 provisioner 4411 ID47 [origin ip="⟦10.0.0.9⟧"][acct@32473 user="⟦radius-sync⟧" secretRef="⟦radius/shared⟧"] ⟦account sync failed⟧
<asha@example.org>: host mx.example.org said: ⟦552 5.2.2 mailbox full⟧\n--- Original message ---\nMessage-ID: <⟦«h32»@mx1.acme.io⟧>\nSubject: ⟦Reset your password⟧
See the [run log](⟦https://ci.acme.io/runs/«d5»/log⟧) for commit [⟦«h8»⟧](https://github.com/acme/api/commit/«h40») — ⟦tests failed: 3⟧
README check failed: ⟦broken image⟧ ![build](⟦https://ci.acme.io/badge/«h40».svg⟧) ⟦returned 404⟧
In [3]: %env WANDB_PROJECT=⟦churn-«l6»⟧\nIn [4]: wandb.init()\n⟦wandb: ERROR Run «l8» errored: CommError⟧
{"error": "⟦Invalid configuration.⟧", "detail": "⟦Unknown parameter \"pasword\" in \"applications/shop/environment\"⟧."}
goroutine ⟦«d4»⟧ [running]:\nmain.(*Syncer).push(0x«h10», {0x«h6», 0x1c})\n\t⟦/src/sync/push.go:88⟧ +0x1a4\n⟦panic: runtime error: invalid memory address or nil pointer dereference⟧
⟦TypeError: Cannot read properties of undefined (reading 'token')⟧\n    at ⟦refresh (/app/dist/auth.js:41:27)⟧\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
⟦ActiveRecord::RecordNotUnique⟧: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "⟦index_api_keys_on_digest⟧"\nDETAIL:  Key (digest)=(⟦«h64»⟧) already exists.
⟦System.Security.Cryptography.CryptographicException: Keyset does not exist⟧ (thumbprint ⟦«H40»⟧)
CEF:0|Acme|Gateway|2.1|⟦401⟧|⟦Auth failed⟧|5|src=⟦10.0.0.5⟧ suser=⟦ops⟧ cs1Label=keyId cs1=⟦«l12»⟧ requestId=⟦«uuid»⟧
Error: adapting config using caddyfile: ⟦Caddyfile:12 - Error during parsing: unrecognized subdirective header_up⟧ (site ⟦api.acme.io⟧)
"""
