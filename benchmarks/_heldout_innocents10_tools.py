"""Innocent set 10: tool output and tracebacks that look like set 10's secrets but hold none.

The carriers of secrets set 10's live cases (curl -v, git, ssh -G, openssl, psql, kubectl, pip,
node, jq, sqlite3, http.server access logs, POP3 and SMTP dialogues) printing what a model
needs and no credential: request ids, digests, commit ids, fingerprints, serials, resource
names holding "secret", "token" or "key", and tracebacks whose locals are ids, hashes and
names of secrets rather than their values.
"""

from __future__ import annotations

__all__ = ["CLI", "TRACEBACKS"]

CLI = r"""
curl: > GET /v1/orders/⟦ord_«A24»⟧ HTTP/1.1\n> Host: api.acme.io\n< HTTP/1.1 404 Not Found\n< x-request-id: ⟦«uuid»⟧
curl: < HTTP/2 429\n< retry-after: ⟦37⟧\n< x-ratelimit-reset: ⟦1764830400⟧\n< cf-ray: ⟦«h16»-FRA⟧
curl: < HTTP/1.1 301 Moved Permanently\n< Location: ⟦https://cdn.acme.io/assets/app.«h8».js⟧\n< ETag: "⟦«h32»⟧"
curl: * SSL certificate verify result: ⟦unable to get local issuer certificate (20)⟧, continuing anyway.\n*  subject: CN=⟦api.acme.lan⟧\n*  expire date: ⟦Mar  3 00:00:00 2027 GMT⟧
curl: < HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer realm="⟦acme⟧", error="⟦invalid_token⟧", error_description="⟦The access token expired⟧"
curl: < HTTP/1.1 403 Forbidden\n< x-amz-request-id: ⟦«U16»⟧\n< x-amz-id-2: ⟦«b64_76»⟧
curl: > PUT /v2/acme/token-service/blobs/uploads/⟦«uuid»⟧?digest=⟦sha256:«h64»⟧ HTTP/1.1 -> 400 DIGEST_INVALID
git: remote -v: origin ⟦https://github.com/acme/secret-scanner.git⟧ (fetch)
git: config --list: credential.helper=⟦store⟧ credential.https://git.acme.lan.username=⟦ci-bot⟧ user.signingkey=⟦«H16»⟧
git: error: cannot lock ref 'refs/heads/⟦feature/rotate-api-keys⟧': is at ⟦«h40»⟧ but expected ⟦«h40»⟧
git: Merge made by the 'ort' strategy. ⟦src/auth/token_store.py⟧ | ⟦12 +++---⟧ ⟦«h7»⟧..⟦«h7»⟧
git: 22:41:05.118 http.c:684 => Send header: GET /acme/app.git/info/refs?service=⟦git-upload-pack⟧ HTTP/1.1 (Authorization: ⟦<redacted>⟧)
git: error: object file .git/objects/⟦«h2»/«h38»⟧ is empty; fatal: loose object ⟦«h40»⟧ is corrupt
git: warning: ⟦.env.production⟧ is ignored by ⟦.gitignore:4⟧; use -f to add it
ssh: ssh -G: identityfile ⟦~/.ssh/id_ed25519_deploy⟧ hostkeyalias ⟦bastion-eu⟧ user ⟦deploy⟧
ssh: debug1: Server accepts key: ⟦/home/ci/.ssh/id_ecdsa⟧ ECDSA ⟦SHA256:«b64_43»⟧ explicit
ssh: debug1: Authentications that can continue: ⟦publickey,password,keyboard-interactive⟧
ssh: Warning: Permanently added '⟦[10.0.4.9]:2222⟧' (ED25519) to the list of known hosts.
ssh: @@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@ Offending ECDSA key in ⟦/root/.ssh/known_hosts:14⟧
openssl: salt=⟦«H16»⟧ (no key printed: ⟦-P⟧ not given) bad decrypt ⟦error:1C800064:Provider routines::bad decrypt⟧
openssl: x509 -noout -serial: serial=⟦«H32»⟧ notAfter=⟦Jun 30 23:59:59 2027 GMT⟧
openssl: verify error:num=⟦10⟧:certificate has expired depth=⟦0⟧ CN=⟦vault.acme.lan⟧
openssl: Public-Key: (⟦2048 bit⟧) Modulus: ⟦00:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧... Exponent: ⟦65537 (0x10001)⟧
psql: error: connection to server at "⟦10.0.3.14⟧", port ⟦5432⟧ failed: FATAL:  ⟦password authentication failed⟧ for user "⟦etl⟧"
psql: ERROR:  column "⟦api_key_hash⟧" of relation "⟦integrations⟧" does not exist LINE 1: UPDATE integrations SET api_key_hash = ...
psql: ERROR:  duplicate key value violates unique constraint "⟦sessions_token_digest_key⟧" DETAIL:  Key (token_digest)=(⟦«h64»⟧) already exists.
psql: + PGPASSFILE=⟦/run/secrets/pgpass⟧ psql -h ⟦pg01⟧ -U ⟦reporting⟧ -c 'select 1' -> connection refused
kubectl: Error from server (NotFound): secrets "⟦stripe-webhook-secret⟧" not found in namespace "⟦billing⟧"
kubectl: secret/⟦registry-pull-token⟧ created (type ⟦kubernetes.io/dockerconfigjson⟧, ⟦1⟧ data key)
kubectl: NAME ⟦db-credentials⟧ TYPE ⟦Opaque⟧ DATA ⟦3⟧ AGE ⟦41d⟧
kubectl: config view: users: - name: ⟦ci⟧ user: token: ⟦REDACTED⟧ client-certificate-data: ⟦DATA+OMITTED⟧
kubectl: Warning: would violate PodSecurity "⟦restricted:latest⟧": container "⟦vault-agent⟧" must set securityContext.runAsNonRoot=true
pip: global.index-url='⟦https://pypi.acme.lan/simple⟧' global.trusted-host='⟦pypi.acme.lan⟧'
pip: ERROR: Could not find a version that satisfies the requirement ⟦keyring-secretservice==2.1⟧ (from versions: ⟦1.0, 1.1⟧)
pip: Looking in indexes: ⟦https://ci:****@pypi.acme.lan/simple⟧ ERROR: HTTP error ⟦401⟧ while getting ⟦/simple/acme-core/⟧
npm: //registry.npmjs.org/:_authToken = ⟦(protected)⟧ registry = "⟦https://npm.acme.lan/⟧"
npm: npm ERR! 404 Not Found - GET ⟦https://registry.npmjs.org/@acme%2ftoken-utils⟧ - Not found
node: TypeError [ERR_INVALID_URL]: Invalid URL input: '⟦http//api.acme.io/v1⟧' code: ⟦ERR_INVALID_URL⟧
jq: jq: error (at ⟦config.json:14⟧): Cannot index string with "⟦auths⟧"
sqlite3: Parse error near line ⟦3⟧: no such table: ⟦password_resets⟧
sqlite3: CREATE TABLE ⟦api_tokens⟧(id integer primary key, ⟦token_sha256⟧ text not null, ⟦last_used_at⟧ text);
http.server: 127.0.0.1 - - [04/Dec/2026 06:40:11] "GET ⟦/v1/feed?page=3&since=2026-12-01⟧ HTTP/1.1" ⟦304⟧ -
pop3: *cmd* 'USER ⟦alerts@acme.io⟧' *resp* b'+OK' *cmd* 'PASS ⟦****⟧' -ERR ⟦[AUTH] Authentication failed.⟧
smtp: reply: retcode (⟦535⟧); Msg: b'⟦5.7.8 Username and Password not accepted⟧' mechanism ⟦PLAIN⟧
docker: Error response from daemon: pull access denied for ⟦acme/keycloak-theme⟧, repository does not exist or may require 'docker login'
docker: ⟦sha256:«h64»⟧: Pull complete Digest: ⟦sha256:«h64»⟧ Status: Downloaded newer image for ⟦redis:7.2⟧
helm: Error: INSTALLATION FAILED: secrets "⟦sh.helm.release.v1.vault.v3⟧" already exists
terraform: aws_secretsmanager_secret.⟦db_password⟧: Creating... Error: ⟦ResourceExistsException⟧: The operation failed because the secret ⟦prod/db/password⟧ already exists.
"""

TRACEBACKS = r"""
pytest -l: request_id = '⟦«uuid»⟧'\nstatus     = ⟦503⟧\nurl        = '⟦https://api.acme.io/v1/sync⟧'\nE   ⟦TimeoutError: read timed out⟧
pytest -l: secret_name = '⟦prod/billing/stripe⟧'\nversion_id  = '⟦«uuid»⟧'\nE   ⟦ResourceNotFoundException⟧
pytest -l: key = '⟦uploads/2026/12/04/«h16».pdf⟧'\nbucket = '⟦acme-exports⟧'\nE   ⟦NoSuchKey⟧
rich locals: │ commit_sha = '⟦«h40»⟧' │ │ branch = '⟦release/4.2⟧' │ ⟦CalledProcessError: git push exited 1⟧
rich locals: │ token_id = '⟦tok_«A24»⟧' │ │ expires_at = ⟦1764830400⟧ │ ⟦KeyError: 'scope'⟧
structlog: {"event":"⟦sync failed⟧","exception":[{"name":"push","locals":{"trace_id":"'⟦«h32»⟧'","span_id":"'⟦«h16»⟧'"}}]}
structlog: {"event":"⟦cache miss⟧","locals":{"cache_key":"'⟦user:«d8»:permissions:v3⟧'","ttl":"⟦300⟧"}}
capture_locals: digest = '⟦sha256-«b64_43»=⟧'\n    path = '⟦/srv/static/app.js⟧'\n⟦IntegrityError: SRI mismatch⟧
capture_locals: key_id = '⟦«H16»⟧'\n    fingerprint = '⟦«H40»⟧'\n⟦gnupg: no secret key⟧
capture_locals: settings = Settings(endpoint='⟦https://idp.acme.io⟧', tenant='⟦north⟧', client_secret=⟦<hidden>⟧)
capture_locals: frame = b'⟦HTTP/1.1 502 Bad Gateway⟧\r\n'\n    peer = ('⟦10.0.4.7⟧', ⟦9000⟧)
django: Local vars: order_id ⟦«d12»⟧ idempotency_key '⟦«uuid»⟧' gateway <Gateway merchant='⟦acme⟧'> ⟦CardDeclined⟧
sentry: {"event_id":"⟦«h32»⟧","exception":{"values":[{"type":"⟦OperationalError⟧","value":"⟦could not connect to server⟧"}]},"release":"⟦api@4.2.1⟧"}
celery: Task ⟦acme.tasks.rotate_keys⟧[⟦«uuid»⟧] retry: Retry in ⟦60s⟧: ⟦ConnectionError('vault sealed')⟧
loguru: │ └ '⟦s3://acme-backups/pg/«d8»/base.tar.zst⟧'\n    └ <boto3 S3.Client>\n⟦botocore.exceptions.ClientError: AccessDenied⟧
go panic: panic: runtime error: index out of range [⟦5⟧] with length ⟦5⟧\n\ngoroutine ⟦42⟧ [running]:\nmain.(*KeyRing).Get(...)\n\t⟦/src/keyring/ring.go:77⟧
java: Caused by: ⟦javax.crypto.AEADBadTagException⟧: Tag mismatch!\n\tat ⟦com.acme.crypto.TokenCipher.decrypt(TokenCipher.java:58)⟧
rust: Error: ⟦Config { listen: 0.0.0.0:8080, upstream: "https://api.acme.io", api_secret: <redacted>, retries: 3 }⟧
node: FetchError: request to ⟦https://api.acme.io/v1/keys/«l5»⟧ failed, reason: ⟦getaddrinfo ENOTFOUND api.acme.io⟧
php: #0 ⟦/srv/app/db.php(14)⟧: PDO->__construct('⟦mysql:host=db01⟧', '⟦app⟧', Object(SensitiveParameterValue))
"""
