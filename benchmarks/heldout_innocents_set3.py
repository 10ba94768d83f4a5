"""A fourth innocent corpus, written with set 3 before any rule changed, never tuned on.

Real-looking error messages from many domains (HTTP clients, databases, queues, file systems,
language runtimes, package managers, CI, containers, ML, payments, mail, identity) that hold
no secret, though many hold credential words, object keys, ids, hashes, digests, base64
payload names, version strings and "password: YES"-style flags. The facts a model needs to act
on each are marked ``⟦like this⟧`` and must survive redaction.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set3.py [--verbose]
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

import sys

from _heldout_innocents_harness import main_unseeded

MESSAGES = r"""
requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.acme.io/v2/keys/⟦key_7Hq2Lm⟧/rotate
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦auth.acme.io⟧', port=443): Max retries exceeded with url: /oauth/token (Caused by NewConnectionError: [Errno 111] Connection refused)
httpx.HTTPStatusError: Client error '422 Unprocessable Entity' for url '⟦https://api.acme.io/v1/tokens?limit=50&cursor=eyJvZmZzZXQiOjUwfQ⟧'
httpx.ReadTimeout: timed out reading from ⟦secrets-proxy.internal:8443⟧ after ⟦30.0⟧ s
aiohttp.client_exceptions.ClientResponseError: 409, message='Conflict', url=URL('⟦https://api.acme.io/v1/api-keys/ak_01HF3Z9Q⟧')
urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='⟦vault.acme.internal⟧', port=8200): Max retries exceeded with url: ⟦/v1/auth/token/lookup-self⟧
HTTP 413 Payload Too Large: request body of ⟦10485761⟧ bytes exceeds limit for ⟦/v1/uploads/password-reset-template.html⟧
HTTP 400 Bad Request: field ⟦password_confirmation⟧ does not match ⟦password⟧
HTTP 401 Unauthorized: ⟦WWW-Authenticate: Bearer realm="api", error="invalid_token"⟧
HTTP 403 Forbidden: scope ⟦tokens:write⟧ required for ⟦POST /v1/tokens⟧
HTTP 429 Too Many Requests: ⟦X-RateLimit-Remaining: 0⟧, ⟦X-RateLimit-Reset: 1764757200⟧
HTTP 502 Bad Gateway from upstream ⟦keycloak:8080⟧ (realm ⟦master⟧)
HTTP 503 Service Unavailable: ⟦Retry-After: 120⟧ (service ⟦token-exchange⟧)
HTTP 307 redirect loop: ⟦/login?next=/settings/security/password⟧ -> ⟦/login?next=/settings/security/password⟧
psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "⟦api_keys_key_hash_key⟧" DETAIL: Key (key_hash)=(⟦4f1c2a9be37d0e8f⟧) already exists.
psycopg.errors.UndefinedColumn: column "⟦password_digest⟧" of relation "users" does not exist
psycopg.errors.ForeignKeyViolation: insert or update on table "⟦refresh_tokens⟧" violates foreign key constraint "⟦refresh_tokens_user_id_fkey⟧" DETAIL: Key (user_id)=(⟦48213⟧) is not present in table "users".
psycopg.errors.NotNullViolation: null value in column "⟦secret_ref⟧" of relation "integrations" violates not-null constraint
psycopg.errors.InsufficientPrivilege: permission denied for table ⟦oauth_clients⟧
psycopg.OperationalError: connection to server at "⟦10.4.0.12⟧", port ⟦6432⟧ failed: FATAL: no pg_hba.conf entry for host "10.4.0.9", user "⟦reporting⟧", database "⟦analytics⟧", SSL off
asyncpg.exceptions.DeadlockDetectedError: deadlock detected DETAIL: Process ⟦4121⟧ waits for ShareLock on transaction ⟦99812⟧
sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: ⟦user_credentials.username⟧
sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, "Access denied for user '⟦etl⟧'@'⟦10.0.3.7⟧' (using password: ⟦YES⟧)")
sqlalchemy.exc.ProgrammingError: (psycopg2.errors.UndefinedTable) relation "⟦password_resets⟧" does not exist
pymysql.err.OperationalError: (1045, "Access denied for user '⟦ro_user⟧'@'localhost' (using password: ⟦NO⟧)")
mysql.connector.errors.ProgrammingError: 1146 (42S02): Table '⟦shop.api_tokens⟧' doesn't exist
MySQL: ERROR 1062 (23000): Duplicate entry '⟦tok_live_idx⟧' for key '⟦uniq_token_name⟧'
sqlite3.OperationalError: no such table: ⟦session_keys⟧
sqlite3.DatabaseError: file is not a database (⟦/var/lib/app/keystore.db⟧)
pymongo.errors.DuplicateKeyError: E11000 duplicate key error collection: ⟦auth.apikeys⟧ index: ⟦key_1⟧ dup key: { key: "⟦public-demo⟧" }
pymongo.errors.OperationFailure: Authentication failed., full error: {'ok': 0.0, 'errmsg': 'Authentication failed.', 'code': ⟦18⟧, 'codeName': '⟦AuthenticationFailed⟧'}
pymongo.errors.ServerSelectionTimeoutError: ⟦mongo-0.mongo:27017⟧: timed out, Timeout: 30s
redis.exceptions.ResponseError: WRONGTYPE Operation against a key holding the wrong kind of value (key ⟦ratelimit:token:9f2c⟧)
redis.exceptions.ResponseError: NOAUTH Authentication required. (db ⟦3⟧)
redis.exceptions.ConnectionError: Error 111 connecting to ⟦redis-sessions:6379⟧. Connection refused.
redis: MOVED ⟦3999⟧ ⟦10.0.0.5:6381⟧ for key ⟦session:2c7e91⟧
elasticsearch.NotFoundError: NotFoundError(404, 'index_not_found_exception', 'no such index [⟦api-keys-2026.12⟧]')
elasticsearch.ApiError: ApiError(400, 'illegal_argument_exception', 'unknown setting [⟦index.secret_field⟧]')
opensearchpy.exceptions.AuthorizationException: 403 security_exception: no permissions for [⟦indices:data/read/search⟧] and User [name=⟦reader⟧, backend_roles=[]]
cassandra.InvalidRequest: Error from server: code=2200 [Invalid query] message="Undefined column name ⟦token_hash⟧"
neo4j.exceptions.ConstraintError: Node(⟦1287⟧) already exists with label `User` and property `⟦apiKeyId⟧` = '⟦ak-42⟧'
clickhouse: Code: 60. DB::Exception: Table ⟦default.auth_events⟧ doesn't exist. (UNKNOWN_TABLE)
snowflake.connector.errors.ProgrammingError: 002003 (42S02): SQL compilation error: Object '⟦ANALYTICS.PUBLIC.TOKEN_USAGE⟧' does not exist or not authorized.
BigQuery: 404 Not found: Table ⟦acme-prod:auth.password_events⟧ was not found in location US
kafka.errors.TopicAuthorizationFailedError: [Error 29] TopicAuthorizationFailedError: ⟦payments.token-refresh⟧
confluent_kafka.KafkaException: KafkaError{code=⟦_TRANSPORT⟧,val=-195,str="⟦sasl_ssl://broker-2:9093⟧/2: Disconnected"}
kafka: SASL authentication failed using mechanism ⟦SCRAM-SHA-512⟧ (principal ⟦User:orders⟧)
pika.exceptions.ChannelClosedByBroker: (404, "NOT_FOUND - no queue '⟦secret-rotation⟧' in vhost '⟦/prod⟧'")
nats: error: ⟦nats: maximum payload exceeded⟧ on subject ⟦keys.rotated.v1⟧
celery.exceptions.SoftTimeLimitExceeded: task ⟦app.tasks.rotate_api_keys⟧[⟦c2f1b7e0-3d4a-4e6b-9a8c-1f2e3d4c5b6a⟧] exceeded soft time limit
rq.timeouts.JobTimeoutException: Task exceeded maximum timeout value (⟦180⟧ seconds) for job ⟦send_password_reset⟧
sqs: AWS.SimpleQueueService.NonExistentQueue: queue ⟦https://sqs.us-east-1.amazonaws.com/123456789012/token-events⟧ does not exist
FileNotFoundError: [Errno 2] No such file or directory: '⟦/etc/app/secrets/database-password.txt⟧'
FileNotFoundError: [Errno 2] No such file or directory: '⟦config/credentials.yml.enc⟧'
PermissionError: [Errno 13] Permission denied: '⟦/home/ci/.ssh/id_ed25519⟧'
PermissionError: [Errno 13] Permission denied: '⟦/run/secrets/api_token⟧'
IsADirectoryError: [Errno 21] Is a directory: '⟦/var/lib/tokens/⟧'
OSError: [Errno 28] No space left on device: '⟦/tmp/keys-export-20261203.tar⟧'
FileExistsError: [Errno 17] File exists: '⟦/srv/app/.env.production⟧'
shutil.Error: Destination path '⟦/backup/passwords.kdbx⟧' already exists
zipfile.BadZipFile: File is not a zip file (⟦secret-santa-2026-photos.zip⟧)
json.decoder.JSONDecodeError: Expecting ',' delimiter: line ⟦14⟧ column ⟦3⟧ (char ⟦311⟧) in ⟦service-account-key.json⟧
yaml.scanner.ScannerError: mapping values are not allowed here in "⟦secrets.yaml⟧", line ⟦7⟧, column ⟦15⟧
tomllib.TOMLDecodeError: Invalid value (at line ⟦4⟧, column ⟦12⟧) in ⟦auth.toml⟧
KeyError: '⟦api_key⟧'
KeyError: '⟦STRIPE_SECRET_KEY⟧' (environment variable not set)
KeyError: ⟦'refresh_token'⟧ in response from ⟦https://oauth2.googleapis.com/token⟧
AttributeError: 'NoneType' object has no attribute '⟦access_token⟧'
AttributeError: module '⟦jwt⟧' has no attribute '⟦encode⟧'
TypeError: Client.__init__() got an unexpected keyword argument '⟦api_secret⟧'
TypeError: can't concat str to bytes in ⟦hmac_signature()⟧
ValueError: Invalid isoformat string: '⟦2026-13-01T00:00:00⟧'
ValueError: password must be at least ⟦12⟧ characters (got ⟦9⟧)
ValueError: token_type must be one of ⟦['access', 'refresh']⟧, got '⟦id⟧'
ValueError: invalid literal for int() with base 10: '⟦max_tokens⟧'
UnicodeDecodeError: 'utf-8' codec can't decode byte ⟦0x8b⟧ in position ⟦1⟧: invalid start byte (file ⟦keys.json.gz⟧)
RecursionError: maximum recursion depth exceeded while calling ⟦resolve_secret_ref⟧
ImportError: cannot import name '⟦TokenBucket⟧' from '⟦limits.strategies⟧'
ModuleNotFoundError: No module named '⟦keyring.backends.macOS⟧'
NotImplementedError: ⟦PasswordHasher.needs_rehash⟧ is not implemented for ⟦scrypt⟧
AssertionError: expected ⟦3⟧ api keys, got ⟦2⟧
TimeoutError: lock ⟦secret-rotation-lock⟧ not acquired within ⟦10⟧ s
ConnectionResetError: [Errno 104] Connection reset by peer (⟦smtp.acme.io:587⟧)
ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000) for ⟦keys.acme.io⟧
socket.gaierror: [Errno -2] Name or service not known: '⟦token-service.prod.svc⟧'
TypeError: Cannot read properties of undefined (reading '⟦accessToken⟧')
TypeError: ⟦secretKey⟧ must be a string, received undefined
Error: Cannot find module '⟦./config/keys.prod.js⟧'
Error [ERR_REQUIRE_ESM]: require() of ES Module ⟦/app/node_modules/jose/dist/node/esm/index.js⟧ not supported
UnhandledPromiseRejectionWarning: JsonWebTokenError: ⟦jwt malformed⟧
TokenExpiredError: jwt expired at ⟦2026-12-03T10:00:00.000Z⟧
JsonWebTokenError: ⟦invalid signature⟧ (kid ⟦a1b2c3d4⟧)
NotBeforeError: jwt not active, date ⟦2026-12-04T00:00:00.000Z⟧
ReferenceError: ⟦passwordStrength⟧ is not defined
SyntaxError: Unexpected token '⟦<⟧' in JSON at position ⟦0⟧
RangeError: Invalid key length (⟦aes-256-gcm⟧ needs ⟦32⟧ bytes)
npm ERR! code ⟦E401⟧ npm ERR! Unable to authenticate, need: ⟦Basic realm="Artifactory Realm"⟧
npm ERR! 404 '⟦@acme/secret-scanner@2.4.1⟧' is not in this registry.
npm WARN deprecated ⟦request@2.88.2⟧: request has been deprecated
npm ERR! code ⟦EINTEGRITY⟧ sha512-⟦Qx8Lw0Fz0vM4WbpY2e1kJ0oMmX2GxY5oZp9b8wTt3q6y9vN1m0l5k4j3h2g1f0e9d8c7b6a5Z4Y3X2W1V0U9T8S7R6Q==⟧ integrity checksum failed for ⟦lodash⟧
yarn: error ⟦An unexpected error occurred: "https://registry.yarnpkg.com/jsonwebtoken: ETIMEDOUT"⟧
pnpm: ERR_PNPM_FETCH_401 GET ⟦https://npm.pkg.github.com/@acme%2fauth-tokens⟧: Unauthorized - 401
pip: ERROR: Could not find a version that satisfies the requirement ⟦python-keycloak==9.9.9⟧
pip: ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. ⟦cryptography==43.0.1⟧ from ⟦https://files.pythonhosted.org/packages/cryptography-43.0.1.tar.gz#sha256=203e92a75716d8cfb491dc47c79e17d0d9207ccefccbb0d5a3a3ee7c8a1d6d84⟧
poetry: Because ⟦passlib (1.7.4)⟧ depends on ⟦bcrypt (>=3.1.0)⟧ version solving failed
uv: error: Failed to download ⟦pyjwt==2.10.1⟧: HTTP status ⟦403 Forbidden⟧
cargo: error: failed to select a version for ⟦ring = "^0.17.8"⟧
go: ⟦github.com/golang-jwt/jwt/v5@v5.2.1⟧: verifying module: checksum mismatch downloaded: ⟦h1:Xk9DjNxX5HSmCmY/x0qV8a0V/9l5D3qD6QbXbQ7W1zE=⟧
go: module ⟦golang.org/x/crypto⟧: reading ⟦https://proxy.golang.org/golang.org/x/crypto/@v/list⟧: 410 Gone
maven: Could not resolve dependencies: ⟦io.jsonwebtoken:jjwt-api:jar:0.12.6⟧ was not found in ⟦https://repo.acme.io/releases⟧
gradle: Could not GET '⟦https://plugins.gradle.org/m2/com/auth0/java-jwt/4.4.0/java-jwt-4.4.0.pom⟧'. Received status code 401 from server: Unauthorized
gem: ERROR: Could not find a valid gem '⟦devise-two-factor⟧' (= 6.1.0) in any repository
composer: Your requirements could not be resolved: ⟦firebase/php-jwt v6.10.1⟧ requires ⟦php ^8.0⟧
nuget: error NU1101: Unable to find package ⟦Microsoft.IdentityModel.Tokens⟧
docker: Error response from daemon: pull access denied for ⟦acme/token-svc⟧, repository does not exist or may require 'docker login'
docker: Error response from daemon: manifest for ⟦ghcr.io/acme/auth:1.42.0⟧ not found: manifest unknown
docker: failed to solve: failed to compute cache key: "⟦/secrets/ca.pem⟧": not found
docker: image ⟦sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08⟧ could not be deleted: image is being used by running container ⟦4c1a9e2b7d3f⟧
docker: Error response from daemon: secret ⟦db_password⟧ not found
docker compose: service "⟦keycloak⟧" refers to undefined secret ⟦kc_admin_password⟧: invalid compose project
kubectl: Error from server (NotFound): secrets "⟦registry-credentials⟧" not found
kubectl: Error from server (Forbidden): secrets is forbidden: User "⟦system:serviceaccount:ci:deployer⟧" cannot list resource "secrets" in API group "" in the namespace "⟦payments⟧"
kubectl: error: unable to upgrade connection: container not found ("⟦token-refresher⟧")
kubectl: Warning: ⟦spec.template.spec.containers[0].env[3].valueFrom.secretKeyRef.key⟧: key "⟦password⟧" not found in secret "⟦pg-app⟧"
kubelet: MountVolume.SetUp failed for volume "⟦kube-api-access-7x2kq⟧" : object "default"/"⟦kube-root-ca.crt⟧" not registered
kube-apiserver: Unable to authenticate the request due to an error: [invalid bearer token, ⟦square/go-jose: error in cryptographic primitive⟧]
helm: Error: INSTALLATION FAILED: secrets "⟦sh.helm.release.v1.auth.v12⟧" already exists
helm: Error: template: auth/templates/secret.yaml:⟦9⟧:20: executing "⟦auth/templates/secret.yaml⟧" at <.Values.jwt.secretName>: nil pointer evaluating interface {}.secretName
terraform: Error: creating Secrets Manager Secret (⟦prod/api/openai-key⟧): ResourceExistsException: The operation failed because the secret ⟦prod/api/openai-key⟧ already exists.
terraform: Error: Invalid reference on ⟦main.tf⟧ line ⟦41⟧: A reference to a resource type must be followed by at least one attribute access, specifying the resource name. (⟦random_password.db⟧)
terraform: Error: Error acquiring the state lock: ConditionalCheckFailedException; Lock Info: ID: ⟦3c2d1e0f-4a5b-6c7d-8e9f-0a1b2c3d4e5f⟧ Path: ⟦acme-tfstate/prod/auth.tfstate⟧
ansible: fatal: [⟦web-03⟧]: FAILED! => {"msg": "The task includes an option with an undefined variable. The error was: '⟦vault_db_password⟧' is undefined"}
ansible: ERROR! Attempting to decrypt but no vault secrets found (file ⟦group_vars/prod/vault.yml⟧)
pulumi: error: secrets provider ⟦awskms://alias/pulumi-secrets⟧ could not be loaded
vault: Error reading ⟦secret/data/payments/stripe⟧: Error making API request. Code: ⟦403⟧. Errors: * permission denied
vault: Error writing data to ⟦auth/approle/login⟧: Code: 400. Errors: * invalid role or secret ID
vault: Code: ⟦503⟧. Errors: * Vault is sealed (unseal progress ⟦2/3⟧)
consul: Unexpected response code: 403 (Permission denied: token with AccessorID '⟦00000000-0000-0000-0000-000000000002⟧' lacks permission 'key:read' on "⟦config/app/db⟧")
GitHub Actions: Error: Input required and not supplied: ⟦token⟧
GitHub Actions: Error: The process '/usr/bin/git' failed with exit code 128 (ref ⟦refs/heads/rotate-signing-key⟧)
GitHub Actions: Warning: Unexpected input(s) '⟦api-key⟧', valid inputs are ['⟦token⟧', '⟦repository⟧']
GitHub API: 422 Validation Failed: {"resource": "⟦DeployKey⟧", "code": "⟦custom⟧", "field": "⟦key⟧", "message": "key is already in use"}
GitHub API: 404 Not Found: ⟦/repos/acme/site/actions/secrets/NPM_TOKEN⟧
GitLab CI: ERROR: Job failed: exit code 1 (job ⟦rotate-keys⟧ #⟦882134⟧, runner ⟦#41⟧)
GitLab: 403 Forbidden - Your personal access token has expired (token name ⟦ci-release⟧, expired ⟦2026-11-30⟧)
CircleCI: Error: context ⟦aws-prod-credentials⟧ not found or not authorized
Jenkins: ERROR: Could not find credentials entry with ID '⟦github-app-token⟧'
Jenkins: hudson.plugins.git.GitException: Command "git fetch --tags --force --progress -- ⟦https://github.com/acme/api.git⟧ +refs/heads/*:refs/remotes/origin/*" returned status code 128
git: fatal: ⟦refs/heads/feature/password-policy⟧: not a valid ref
git: error: pathspec '⟦src/auth/token_store.py⟧' did not match any file(s) known to git
git: hint: Updates were rejected because the tip of your current branch is behind (commit ⟦a3f9c2e7b1d4e5f60718293a4b5c6d7e8f901234⟧)
git: error: object file ⟦.git/objects/4b/825dc642cb6eb9a060e54bf8d69288fbee4904⟧ is empty
git: Your branch and 'origin/⟦hotfix/secret-leak-scan⟧' have diverged
pre-commit: detect-private-key...Failed - hook id: ⟦detect-private-key⟧ - files were modified by this hook: Private key found: ⟦tests/fixtures/dummy_key.pem⟧
gitleaks: ⟦0⟧ leaks found in ⟦1284⟧ commits scanned
trufflehog: ⟦🐷🔑🐷⟧ found unverified result in ⟦docs/examples/config.sample.env⟧ line ⟦3⟧ detector ⟦Stripe⟧
torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ⟦2.00 GiB⟧ (GPU 0; ⟦23.65 GiB⟧ total capacity)
RuntimeError: Error(s) in loading state_dict for ⟦BertModel⟧: Missing key(s) in state_dict: "⟦embeddings.position_ids⟧".
RuntimeError: Expected all tensors to be on the same device, but found at least two devices, ⟦cuda:0⟧ and ⟦cpu⟧!
transformers: OSError: ⟦meta-llama/Llama-3.1-8B⟧ is not a local folder and is not a valid model identifier; pass a token having permission to this repo with `token`
transformers: ValueError: Input length of input_ids is ⟦4097⟧, but `max_length` is set to ⟦4096⟧
tokenizers: Exception: data did not match any variant of untagged enum ⟦ModelWrapper⟧ at line ⟦1⟧ column ⟦2207⟧
openai.BadRequestError: Error code: 400 - This model's maximum context length is ⟦128000⟧ tokens. However, your messages resulted in ⟦131072⟧ tokens.
openai.NotFoundError: Error code: 404 - The model `⟦gpt-4o-2024-08-06-ft-acme⟧` does not exist
anthropic.RateLimitError: Error code: 429 - rate_limit_error: ⟦output tokens per minute⟧ limit exceeded (request ⟦req_011CUyq7vQ2c3HJ4kP5mR8sT⟧)
anthropic.BadRequestError: Error code: 400 - prompt is too long: ⟦212345⟧ tokens > ⟦200000⟧ maximum
tiktoken: ValueError: Unknown encoding ⟦o200k_harmony⟧
langchain: OutputParserException: Could not parse LLM output: `⟦I need the api_key parameter to call this tool⟧`
wandb: ERROR Run ⟦a1b2c3d4⟧ errored: artifact ⟦model-checkpoint:v12⟧ not found
mlflow.exceptions.RestException: RESOURCE_DOES_NOT_EXIST: Registered Model with name=⟦fraud-token-classifier⟧ not found
stripe.error.InvalidRequestError: No such customer: '⟦cus_QkZ8r2LmN4pT1v⟧'
stripe.error.CardError: Your card was declined. (decline_code ⟦insufficient_funds⟧, charge ⟦ch_3PqR5sT6uV7wX8yZ⟧)
stripe.error.IdempotencyError: Keys for idempotent requests can only be used with the same parameters they were first used with. (key ⟦order-48213-capture⟧)
stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload (event ⟦evt_1QbC2dE3fG4hI5jK⟧)
paypal: UNPROCESSABLE_ENTITY: ⟦INSTRUMENT_DECLINED⟧ (debug_id ⟦f2a9c3e1b7d45⟧)
adyen: 422 Validation 101: ⟦Invalid card number⟧ (pspReference ⟦8816178952380553⟧)
braintree.exceptions.NotFoundError: payment method token ⟦9kq2m7⟧ not found
smtplib.SMTPRecipientsRefused: {'⟦password-reset@acme.io⟧': (550, b'5.1.1 User unknown')}
smtplib.SMTPDataError: (554, b'5.7.1 Message rejected: DKIM signature for ⟦selector1._domainkey.acme.io⟧ did not verify')
postmark: 422 ⟦InactiveRecipient⟧: You tried to send to recipient(s) that have been marked as inactive (message stream ⟦password-resets⟧)
sendgrid: 400 Bad Request: The template_id ⟦d-5f2e9c1a7b3d4e6f8a0b2c4d6e8f0a1b⟧ is not a valid template ID
twilio: HTTP 400 error: Unable to create record: The 'To' number ⟦+15005550001⟧ is not a valid phone number (code ⟦21211⟧)
ldap: LDAPInvalidCredentialsResult - 49 - invalidCredentials - None - ⟦80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563⟧
keycloak: ⟦invalid_client_credentials⟧: Invalid client or Invalid client credentials (client ⟦admin-cli⟧)
okta: E0000011: Invalid token provided (errorId ⟦oaeXk2Lm9TqR8vW⟧)
auth0: ⟦invalid_grant⟧: Wrong email or password. (user ⟦ops@acme.io⟧)
cognito: NotAuthorizedException: Incorrect username or password. (pool ⟦us-east-1_Ab12Cd34E⟧)
cognito: PasswordResetRequiredException: Password reset required for the user (⟦alice@acme.io⟧)
firebase: auth/weak-password: Password should be at least ⟦6⟧ characters
firebase: auth/invalid-api-key: API key not valid. Please pass a valid API key. (project ⟦acme-web⟧)
django: django.core.exceptions.ImproperlyConfigured: The ⟦SECRET_KEY⟧ setting must not be empty.
django: ValidationError: ['This password is too common.', 'This password is entirely numeric.'] (field ⟦new_password1⟧)
flask: RuntimeError: The session is unavailable because no ⟦secret key⟧ was set.
fastapi: 422 Unprocessable Entity: [{"loc": ["body", "⟦password⟧"], "msg": "⟦field required⟧", "type": "value_error.missing"}]
rails: ActiveSupport::MessageVerifier::InvalidSignature (cookie ⟦_acme_session⟧)
rails: ActiveRecord::RecordNotUnique: PG::UniqueViolation: duplicate key value violates unique constraint "⟦index_api_tokens_on_digest⟧"
laravel: Illuminate\Contracts\Encryption\DecryptException: The MAC is invalid. (cookie ⟦XSRF-TOKEN⟧)
spring: org.springframework.security.authentication.BadCredentialsException: Bad credentials (principal ⟦svc-reports⟧)
spring: java.lang.IllegalStateException: Failed to load ApplicationContext: Could not resolve placeholder '⟦jwt.secret⟧' in value "${jwt.secret}"
java: javax.crypto.AEADBadTagException: Tag mismatch! (keystore ⟦/opt/app/conf/keystore.p12⟧)
java: java.security.UnrecoverableKeyException: Get Key failed: Given final block not properly padded (alias ⟦signing-key⟧)
java: java.io.FileNotFoundException: ⟦/etc/kafka/secrets/kafka.truststore.jks⟧ (No such file or directory)
go: panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=⟦0x18⟧ pc=⟦0x4a3f21⟧]
go: x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error" while trying to verify candidate authority certificate "⟦acme-root-ca⟧")
go: oauth2: "⟦invalid_grant⟧" "⟦Bad Request⟧"
rust: thread 'main' panicked at src/keys.rs:⟦42⟧:17: called `Result::unwrap()` on an `Err` value: ⟦InvalidKeyLength⟧
rust: error[E0433]: failed to resolve: use of undeclared crate or module `⟦jsonwebtoken⟧`
dotnet: System.Security.Cryptography.CryptographicException: Keyset does not exist (certificate thumbprint ⟦3A1F9C2B7D4E5F60718293A4B5C6D7E8F9012345⟧)
dotnet: Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '⟦app_reader⟧'. (error ⟦18456⟧, state ⟦8⟧)
php: Fatal error: Uncaught ⟦Firebase\JWT\SignatureInvalidException⟧: Signature verification failed
nginx: [error] 2211#2211: *⟦9812⟧ auth request unexpected status: ⟦500⟧ while sending to client, client: ⟦203.0.113.5⟧, request: "⟦GET /api/keys HTTP/1.1⟧"
nginx: [crit] SSL_do_handshake() failed (SSL: error:0A00010B:SSL routines::wrong version number) while SSL handshaking, upstream: "⟦https://10.0.2.4:8443/⟧"
haproxy: backend ⟦be_token_api⟧ has no server available!
caddy: tls.obtain: could not get certificate from issuer ⟦acme-v02.api.letsencrypt.org-directory⟧: HTTP 429 urn:ietf:params:acme:error:rateLimited
certbot: Challenge failed for domain ⟦keys.acme.io⟧ (type ⟦http-01⟧, status ⟦invalid⟧)
openssl: error:1E08010C:DECODER routines::unsupported (file ⟦server.key⟧)
ssh: Load key "⟦/home/ci/.ssh/deploy_key⟧": bad permissions
ssh: Host key verification failed. (fingerprint ⟦SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8⟧)
ssh: Permission denied (⟦publickey,keyboard-interactive⟧).
gpg: signing failed: ⟦Inappropriate ioctl for device⟧ (key ⟦0x3AA5C34371567BD2⟧)
gpg: keyserver receive failed: No data (key ⟦ABAF11C65A2970B130ABE3C479BE3E4300411886⟧)
systemd: ⟦token-refresh.timer⟧: Failed with result 'exit-code'.
cron: (⟦rotate_keys.sh⟧) ERROR (exit status ⟦2⟧)
journald: ⟦secret-sync[1822]⟧: level=error msg="sync failed" ⟦store=gcp-sm⟧ ⟦retries=5⟧
windows: The trust relationship between this workstation and the primary domain failed. (event ⟦5722⟧, machine ⟦WS-0421⟧)
windows: Logon failure: the user has not been granted the requested logon type at this computer. (⟦0x80070569⟧)
windows: Event ⟦4625⟧: An account failed to log on. Failure Reason: ⟦Unknown user name or bad password⟧. Account Name: ⟦svc_backup⟧
macOS: security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain. (service ⟦com.acme.cli.token⟧)
Service version ⟦v2.14.0-rc.3+build.7f3a9c1⟧ is incompatible with client ⟦v2.12.1⟧
upload of ⟦payload.b64⟧ failed: base64 decode error at offset ⟦4096⟧
avatar ⟦data:image/png;base64⟧ rejected: larger than ⟦1 MB⟧
field ⟦encrypted_payload_base64⟧ must be at most ⟦65536⟧ characters
feature flag ⟦require_password_change⟧ evaluated to ⟦false⟧ for user ⟦u_48213⟧
audit: user ⟦alice⟧ changed ⟦password_policy.min_length⟧ from ⟦10⟧ to ⟦14⟧
audit: API key ⟦ak_prod_reporting⟧ (last 4: ⟦9f2c⟧) revoked by ⟦bob⟧
config: ⟦password_auth: yes⟧, ⟦pubkey_auth: no⟧ in ⟦/etc/ssh/sshd_config.d/50-cloud.conf⟧
mysql: [Warning] Using a password on the command line interface can be insecure. (line ⟦1⟧)
sshd_config: ⟦PasswordAuthentication yes⟧ is not allowed by policy ⟦CIS-5.2.10⟧
S3: NoSuchKey: ⟦tenants/4821/api-keys/export-2026-12-03.csv⟧
S3: AccessDenied on ⟦s3://acme-backups/vault/snapshots/raft-2026-12-03T04-00-00Z.snap⟧
GCS: 404 No such object: ⟦acme-models/checkpoints/token-classifier/step-120000/model.safetensors⟧
Azure Blob: BlobNotFound: ⟦https://acmestore.blob.core.windows.net/exports/secrets-inventory.json⟧
Cosmos DB: Entity with the specified id ⟦key-rotation-2026-12⟧ does not exist in partition ⟦/tenant/4821⟧
DynamoDB: ValidationException: The provided key element does not match the schema (table ⟦ApiKeys⟧, key ⟦pk=TENANT#4821, sk=KEY#ak_01HF3Z9Q⟧)
webhook delivery ⟦whd_01J9Z2K4M6P8R0T2V4X6Y8⟧ failed after ⟦5⟧ attempts (endpoint ⟦https://hooks.acme.io/stripe⟧)
idempotency key ⟦9b1f2c3d-order-48213⟧ reused with different payload
rate limiter bucket ⟦token-bucket:tenant:4821:write⟧ exhausted, retry in ⟦12⟧ s
cache miss storm on ⟦cache:v3:jwks:https://auth.acme.io/.well-known/jwks.json⟧
JWKS refresh failed: no key with kid ⟦2026-12-rs256⟧ in ⟦https://auth.acme.io/.well-known/jwks.json⟧
OIDC discovery failed for issuer ⟦https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0⟧
SAML: Signature validation failed for assertion ⟦_8e8dc5f69a98cc4c1ff3427e5ce34606fd672f91e6⟧
SCIM: 409 uniqueness: userName ⟦jdoe@acme.io⟧ already exists
password manager export ⟦bitwarden_export_20261203.json⟧ is encrypted with an unsupported ⟦kdf: argon2id⟧
hashcat: Token length exception (hash mode ⟦3200⟧, file ⟦hashes.txt⟧)
bcrypt: ValueError: Invalid salt (length ⟦22⟧ expected)
argon2: VerifyMismatchError: The password does not match the supplied hash (params ⟦m=65536,t=3,p=4⟧)
passlib: ValueError: hash could not be identified (scheme ⟦pbkdf2_sha256⟧ expected)
cryptography: ValueError: Could not deserialize key data. The data may be in an incorrect format (file ⟦public_key.pem⟧)
cryptography.fernet.InvalidToken (file ⟦tokens.enc⟧, version byte ⟦0x80⟧)
Kerberos: kinit: Preauthentication failed while getting initial credentials (principal ⟦svc-etl@ACME.IO⟧)
Kerberos: Clock skew too great (server ⟦dc01.acme.io⟧, skew ⟦312⟧ s)
SNMP: authorizationError (access denied to that object) for OID ⟦1.3.6.1.4.1.2021.10.1.3.1⟧
Prometheus: target ⟦https://10.0.4.2:9100/metrics⟧ down: server returned HTTP status 401 Unauthorized
Grafana: Data source ⟦PostgreSQL-prod⟧: pq: password authentication failed for user "⟦grafana_reader⟧"
Sentry: Event ⟦8d3f9c2a1b7e4d5f⟧ could not be processed: invalid ⟦sentry_key⟧ parameter
Datadog: Agent ⟦7.59.0⟧ check ⟦postgres⟧: FATAL: password authentication failed for user "⟦datadog⟧"
PagerDuty: incident ⟦Q2J8K4M6P0R3T5⟧ escalation policy ⟦P7X9Z1B⟧ has no on-call users
Slack: invalid_auth (team ⟦T0123ABCD⟧, method ⟦chat.postMessage⟧)
Discord: 50001 Missing Access (guild ⟦1187234567890123456⟧, channel ⟦1187234567890123457⟧)
Telegram: Bad Request: chat not found (chat_id ⟦-1001234567890⟧)
Notion: object_not_found: Could not find database with ID: ⟦8e2f4a1b-6c3d-4e5f-9a7b-1c2d3e4f5a6b⟧
Airtable: NOT_FOUND: Could not find table ⟦tblA1b2C3d4E5f6G7⟧ in base ⟦appX9y8Z7w6V5u4T3⟧
Linear: Entity not found: Issue - Could not find referenced Issue ⟦ENG-4821⟧
Jira: 400 Field '⟦customfield_10042⟧' cannot be set. It is not on the appropriate screen, or unknown.
Shopify: 422 Unprocessable Entity: {"errors": {"⟦sku⟧": ["has already been taken"]}} (product ⟦gid://shopify/Product/8123456789012⟧)
Salesforce: INVALID_SESSION_ID: Session expired or invalid (org ⟦00D5g000004XyZ1EAK⟧)
HubSpot: 409 Conflict: Contact already exists. Existing ID: ⟦51234987⟧
Zendesk: 422 RecordInvalid: Requester: ⟦Email: jane@acme.io⟧ is already being used by another user
Cloudflare: 10014: zone ⟦acme.io⟧ record ⟦_acme-challenge.keys⟧ already exists
Vercel: Error: The deployment ⟦dpl_8Kx2Lm9Qp4Rt7Zv3⟧ was canceled
Netlify: Deploy did not succeed: Deploy directory '⟦dist⟧' does not exist (site ⟦token-docs⟧)
Fly.io: Error: failed to update machine ⟦e784079b449483⟧: invalid config for secret ⟦DATABASE_URL⟧
Heroku: Error R14 (Memory quota exceeded) for dyno ⟦web.3⟧ of app ⟦acme-auth⟧
DigitalOcean: 422 Unprocessable Entity: ssh key ⟦deploy-2026⟧ fingerprint ⟦3b:16:bf:e4:8b:00:8b:b8:59:8c:a9:d3:f0:19:45:fa⟧ already in use
Kafka Connect: Connector ⟦jdbc-sink-passwords-audit⟧ is in FAILED state (task ⟦0⟧)
Airflow: Task ⟦rotate_credentials.refresh_gcp_key⟧ failed, marking as ⟦UP_FOR_RETRY⟧ (try ⟦2⟧ of ⟦3⟧)
dbt: Database Error in model ⟦stg_api_keys⟧ (models/staging/stg_api_keys.sql): column "⟦key_prefix⟧" does not exist
Spark: AnalysisException: [UNRESOLVED_COLUMN] A column or function parameter with name ⟦`secret_hash`⟧ cannot be resolved.
pandas: KeyError: "None of [Index(['⟦token_count⟧'], dtype='object')] are in the [columns]"
numpy: ValueError: operands could not be broadcast together with shapes ⟦(3,4)⟧ ⟦(4,3)⟧
""".strip().splitlines()


if __name__ == "__main__":
    sys.exit(main_unseeded("set 3", __doc__ or "", MESSAGES))
