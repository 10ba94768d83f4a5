"""A third innocent corpus: real error messages from domains the other corpora do not cover
(cloud SDKs, databases, Kubernetes, git, package managers, CI and infrastructure logs).

Each message holds no secret; the facts a model needs to act on it (object keys, Redis keys,
resource names, request ids, commit hashes, UUIDs, file names with a credential word, OAuth
error codes, ...) are marked ``⟦like this⟧`` and must survive redaction. Written and labelled
from DESIGN.md's semantics before the rules were changed; scored before and after, never
tuned on.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_ops.py [--verbose]
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

import sys

from _heldout_innocents_harness import main_unseeded

MESSAGES = """
An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist. Key: ⟦reports/2026/11/summary-secret-santa.xlsx⟧
An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist: ⟦acme-prod-artifacts-7f3a9c⟧
An error occurred (AccessDenied) when calling the PutObject operation: User: ⟦arn:aws:iam::123456789012:user/deploy-bot⟧ is not authorized to perform: s3:PutObject on resource: ⟦arn:aws:s3:::acme-logs/2026/keys.txt⟧
An error occurred (ExpiredToken) when calling the AssumeRole operation: The security token included in the request is expired
An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.
An error occurred (ThrottlingException) when calling the DescribeInstances operation (reached max retries: 4): Rate exceeded. RequestId: ⟦8d2f5c1e-4b7a-4c9e-9f3a-2b1d6e8c7a90⟧
An error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can't find the specified secret. SecretId: ⟦prod/payments/stripe-webhook⟧
An error occurred (ConditionalCheckFailedException) when calling the PutItem operation: The conditional request failed for partition key ⟦tenant#4821⟧ sort key ⟦order#2026-11-30T10:15:00Z⟧
An error occurred (ValidationException) when calling the Query operation: One or more parameter values were invalid: Missing the key ⟦session_id⟧ in the item
An error occurred (ProvisionedThroughputExceededException) when calling the BatchWriteItem operation: table ⟦user-sessions⟧ exceeded its provisioned throughput
An error occurred (InvalidParameterValue) when calling the RunInstances operation: Invalid value '⟦ami-0abcdef1234567890⟧' for ImageId
An error occurred (KMSInvalidStateException) when calling the Decrypt operation: ⟦arn:aws:kms:us-east-1:123456789012:key/1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d⟧ is pending deletion.
An error occurred (NotFoundException) when calling the GetParameter operation: Parameter ⟦/app/prod/db_password_rotation_days⟧ not found.
An error occurred (InvalidSignatureException) when calling the Invoke operation: Signature expired: ⟦20261130T101500Z⟧ is now earlier than ⟦20261130T102000Z⟧
botocore.exceptions.NoCredentialsError: Unable to locate credentials
botocore.exceptions.ParamValidationError: Parameter validation failed: Missing required parameter in input: "⟦Key⟧"
botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "⟦https://sqs.eu-west-3.amazonaws.com/⟧"
botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.
An error occurred (TokenRefreshRequired) when calling the GetRoleCredentials operation: Session token not found or invalid for profile ⟦sso-dev-admin⟧
An error occurred (LimitExceededException) when calling the CreateAccessKey operation: Cannot exceed quota for AccessKeysPerUser: 2 (user ⟦ci-runner⟧)
An error occurred (NoSuchEntity) when calling the DeleteAccessKey operation: The Access Key with id ⟦AKIAIOSFODNN7EXAMPLE⟧ cannot be found.
An error occurred (EntityAlreadyExists) when calling the CreateRole operation: Role with name ⟦lambda-token-refresher⟧ already exists.
google.api_core.exceptions.NotFound: 404 GET https://storage.googleapis.com/storage/v1/b/⟦acme-ml-datasets⟧/o/⟦train%2Fshard-00042-of-00128.tfrecord⟧: No such object
google.api_core.exceptions.PermissionDenied: 403 Permission '⟦secretmanager.versions.access⟧' denied for resource '⟦projects/acme-prod/secrets/api-key-rotation/versions/7⟧'
google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric '⟦Read requests⟧' and limit 'Read requests per minute' of service 'sheets.googleapis.com' for consumer 'project_number:⟦871234567890⟧'.
google.api_core.exceptions.FailedPrecondition: 400 The query requires an index. You can create it here: ⟦https://console.firebase.google.com/project/acme-app/firestore/indexes⟧
google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': '⟦invalid_grant⟧', 'error_description': 'Token has been expired or revoked.'})
google.auth.exceptions.DefaultCredentialsError: File ⟦/home/runner/.config/gcloud/application_default_credentials.json⟧ was not found.
google.api_core.exceptions.Conflict: 409 Already exists: projects/acme-prod/topics/⟦billing-events⟧
google.api_core.exceptions.DeadlineExceeded: 504 Deadline Exceeded on ⟦projects/acme/instances/main/databases/orders⟧
google.api_core.exceptions.InvalidArgument: 400 Invalid resource field value in the request. resource name '⟦projects/acme/locations/us-central1/keyRings/app/cryptoKeys/session-signing⟧'
azure.core.exceptions.ResourceNotFoundError: (BlobNotFound) The specified blob does not exist. RequestId:⟦5f2c7a1e-701e-0042-3b1f-6c2d8e000000⟧ Time:2026-11-30T10:15:02.1234567Z
azure.core.exceptions.ResourceExistsError: (ContainerAlreadyExists) The specified container already exists. ErrorCode:⟦ContainerAlreadyExists⟧
azure.core.exceptions.ClientAuthenticationError: (AuthenticationFailed) Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature. ErrorCode:⟦AuthenticationFailed⟧
azure.core.exceptions.HttpResponseError: (KeyVaultErrorException) A secret with (name/id) ⟦stripe-secret-key⟧ was not found in this key vault.
azure.identity.CredentialUnavailableError: EnvironmentCredential authentication unavailable. Environment variables are not fully configured.
(AuthorizationFailed) The client '⟦4f1c2a3b-5d6e-7f80-91a2-b3c4d5e6f708⟧' with object id '⟦4f1c2a3b-5d6e-7f80-91a2-b3c4d5e6f708⟧' does not have authorization to perform action '⟦Microsoft.KeyVault/vaults/secrets/read⟧'
(SubscriptionNotFound) The subscription '⟦0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0⟧' could not be found.
AADSTS700016: Application with identifier '⟦a1b2c3d4-e5f6-7a8b-9c0d-e1f2a3b4c5d6⟧' was not found in the directory 'contoso.onmicrosoft.com'.
AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '⟦a1b2c3d4-e5f6-7a8b-9c0d-e1f2a3b4c5d6⟧'.
AADSTS50173: The provided grant has expired due to it being revoked. Trace ID: ⟦0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0⟧ Correlation ID: ⟦9e8d7c6b-5a49-3827-1605-f4e3d2c1b0a9⟧
psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "⟦api_tokens_token_hash_key⟧" DETAIL: Key (token_hash)=(⟦e3b0c44298fc1c149afbf4c8996fb924⟧) already exists.
psycopg2.errors.UndefinedTable: relation "⟦user_secrets⟧" does not exist LINE 1: SELECT * FROM user_secrets WHERE id = 42
psycopg2.errors.UndefinedColumn: column "⟦password_reset_token⟧" of relation "⟦users⟧" does not exist
psycopg2.errors.ForeignKeyViolation: insert or update on table "⟦sessions⟧" violates foreign key constraint "⟦sessions_user_id_fkey⟧" DETAIL: Key (user_id)=(⟦918273⟧) is not present in table "users".
psycopg2.OperationalError: connection to server at "⟦db.internal⟧" (⟦10.0.3.17⟧), port ⟦5432⟧ failed: FATAL: password authentication failed for user "⟦billing_ro⟧"
psycopg2.OperationalError: FATAL: remaining connection slots are reserved for non-replication superuser connections
psycopg.errors.DeadlockDetected: deadlock detected DETAIL: Process ⟦48213⟧ waits for ShareLock on transaction ⟦9182736⟧; blocked by process ⟦48190⟧.
asyncpg.exceptions.UniqueViolationError: duplicate key value violates unique constraint "⟦idx_keys_fingerprint⟧"
sqlalchemy.exc.IntegrityError: (psycopg2.errors.NotNullViolation) null value in column "⟦secret_ref⟧" of relation "⟦integrations⟧" violates not-null constraint
sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) no such table: ⟦oauth_tokens⟧
sqlalchemy.exc.NoResultFound: No row was found when one was required (query for ⟦ApiKey⟧ id=⟦7731⟧)
sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00
pymysql.err.OperationalError: (1045, "Access denied for user '⟦report⟧'@'⟦10.1.2.3⟧' (using password: ⟦YES⟧)")
pymysql.err.IntegrityError: (1062, "Duplicate entry '⟦deploy-key-17⟧' for key '⟦uniq_key_name⟧'")
mysql.connector.errors.ProgrammingError: 1146 (42S02): Table '⟦shop.password_history⟧' doesn't exist
MySQLdb.OperationalError: (2006, 'MySQL server has gone away')
ERROR 1213 (40001): Deadlock found when trying to get lock; try restarting transaction
ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails (`⟦shop⟧`.`⟦api_keys⟧`, CONSTRAINT `⟦fk_api_keys_user⟧` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`))
pymongo.errors.DuplicateKeyError: E11000 duplicate key error collection: ⟦auth.refresh_tokens⟧ index: ⟦token_1⟧ dup key: { token: "⟦rt_000042⟧" }
pymongo.errors.ServerSelectionTimeoutError: ⟦mongo-0.mongo.svc.cluster.local:27017⟧: timed out, Timeout: 30s, Topology Description: <TopologyDescription id: ⟦6567a1f2c3d4e5f6a7b8c9d0⟧, topology_type: ReplicaSetNoPrimary>
pymongo.errors.OperationFailure: Authentication failed., full error: {'ok': 0.0, 'errmsg': 'Authentication failed.', 'code': ⟦18⟧, 'codeName': '⟦AuthenticationFailed⟧'}
pymongo.errors.WriteError: Document failed validation, full error: {'index': 0, 'code': 121, 'errmsg': 'Document failed validation', 'errInfo': {'failingDocumentId': ObjectId('⟦6567a1f2c3d4e5f6a7b8c9d0⟧')}}
redis.exceptions.ResponseError: WRONGTYPE Operation against a key holding the wrong kind of value (key ⟦session:8812⟧)
redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.
redis.exceptions.ConnectionError: Error 111 connecting to ⟦redis-primary⟧:⟦6379⟧. Connection refused.
redis.exceptions.ResponseError: MOVED ⟦3999⟧ ⟦10.0.0.12:6381⟧
redis.exceptions.ResponseError: CROSSSLOT Keys in request don't hash to the same slot (keys ⟦token:user:17⟧ and ⟦token:user:18⟧)
redis.exceptions.ResponseError: OOM command not allowed when used memory > 'maxmemory'. key ⟦ratelimit:api_key:tenant-42⟧
redis.exceptions.LockError: Cannot release a lock that's no longer owned (lock name ⟦lock:refresh-token:9f3b⟧)
redis.exceptions.ResponseError: NOPERM this user has no permissions to access one of the keys used as arguments (key ⟦auth:blocklist⟧)
cassandra.Unavailable: Error from server: code=1000 [Unavailable exception] message="Cannot achieve consistency level ⟦QUORUM⟧" info={'consistency': 'QUORUM', 'required_replicas': 2, 'alive_replicas': 1}
cassandra.InvalidRequest: Error from server: code=2200 [Invalid query] message="Undefined column name ⟦secret_hash⟧ in table ⟦vault.entries⟧"
elasticsearch.NotFoundError: NotFoundError(404, 'index_not_found_exception', 'no such index [⟦logs-auth-2026.11.30⟧]', ⟦logs-auth-2026.11.30⟧, index_or_alias)
elasticsearch.ConflictError: ConflictError(409, 'version_conflict_engine_exception', '[⟦tok_8812⟧]: version conflict, required seqNo [⟦1042⟧], primary term [1]. current document has seqNo [1043]')
elasticsearch.AuthenticationException: AuthenticationException(401, 'security_exception', 'unable to authenticate user [⟦ingest⟧] for REST request [/_bulk]')
sqlite3.IntegrityError: UNIQUE constraint failed: ⟦credentials.provider⟧, ⟦credentials.account_id⟧
sqlite3.OperationalError: database is locked (file ⟦/var/lib/app/keystore.db⟧)
clickhouse_connect.driver.exceptions.DatabaseError: Code: 60. DB::Exception: Table ⟦analytics.token_usage⟧ does not exist. (UNKNOWN_TABLE)
snowflake.connector.errors.ProgrammingError: 002003 (02000): SQL compilation error: Object '⟦RAW.STRIPE.API_KEYS⟧' does not exist or not authorized.
neo4j.exceptions.ConstraintError: Node(⟦4:2b1c:17⟧) already exists with label `⟦Token⟧` and property `⟦value⟧` = '⟦invite-2026-0042⟧'
Error from server (NotFound): secrets "⟦db-credentials⟧" not found
Error from server (NotFound): pods "⟦api-7d9f8b6c5d-x2k9p⟧" not found
Error from server (Forbidden): secrets is forbidden: User "⟦system:serviceaccount:ci:deployer⟧" cannot list resource "secrets" in API group "" in the namespace "⟦payments⟧"
Error from server (AlreadyExists): error when creating "⟦k8s/secret-tls.yaml⟧": secrets "⟦api-tls⟧" already exists
Error from server (BadRequest): container "⟦token-refresher⟧" in pod "⟦auth-5c8d7f9b4-qq7lm⟧" is waiting to start: ContainerCreating
Error from server (Conflict): Operation cannot be fulfilled on deployments.apps "⟦gateway⟧": the object has been modified; please apply your changes to the latest version and try again
error: unable to recognize "⟦manifests/sealed-secret.yaml⟧": no matches for kind "⟦SealedSecret⟧" in version "bitnami.com/v1alpha1"
Warning  FailedMount  12s  kubelet  MountVolume.SetUp failed for volume "⟦api-keys⟧" : secret "⟦api-keys⟧" not found
Warning  Failed  3m  kubelet  Failed to pull image "⟦ghcr.io/acme/auth-service:1.14.2⟧": rpc error: code = Unknown desc = failed to authorize: failed to fetch anonymous token: unexpected status: 401 Unauthorized
Warning  BackOff  2m (x14 over 5m)  kubelet  Back-off restarting failed container ⟦session-worker⟧ in pod ⟦session-worker-6b7c9d-lp2mz_default(3e9f2a1b-7c4d-4e5f-8a9b-0c1d2e3f4a5b)⟧
Warning  FailedScheduling  default-scheduler  0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are available
error: You must be logged in to the server (Unauthorized)
Unable to connect to the server: x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error" while trying to verify candidate authority certificate "⟦kubernetes⟧")
error: error validating "⟦deploy.yaml⟧": error validating data: ValidationError(Deployment.spec.template.spec.containers[0].env[3].valueFrom.secretKeyRef): missing required field "⟦key⟧"
Error: INSTALLATION FAILED: rendered manifests contain a resource that already exists. Unable to continue with install: Secret "⟦grafana-admin⟧" in namespace "⟦monitoring⟧" exists
Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress for release ⟦keycloak⟧
serviceaccounts "⟦token-reviewer⟧" is forbidden: exceeded quota: ⟦compute-quota⟧, requested: pods=1, used: pods=20, limited: pods=20
Error: secret "⟦regcred⟧" of type "kubernetes.io/dockerconfigjson" has no key "⟦.dockerconfigjson⟧"
The Secret "⟦app-env⟧" is invalid: data[⟦API-KEY!⟧]: Invalid value: "API-KEY!": a valid config key must consist of alphanumeric characters, '-', '_' or '.'
error: failed to push some refs to '⟦git@github.com:acme/auth-service.git⟧'
hint: Updates were rejected because the tip of your current branch is behind its remote counterpart. branch ⟦feature/token-rotation⟧
fatal: Authentication failed for '⟦https://github.com/acme/secrets-operator.git/⟧'
fatal: could not read Username for 'https://github.com': terminal prompts disabled
remote: Permission to ⟦acme/keyring.git⟧ denied to ⟦deploy-bot⟧.
fatal: reference is not a tree: ⟦9fceb02d0ae598e95dc970b74767f19372d61af8⟧
error: pathspec '⟦fix/password-reset-email⟧' did not match any file(s) known to git
CONFLICT (content): Merge conflict in ⟦src/auth/token_store.py⟧
error: Your local changes to the following files would be overwritten by checkout: ⟦config/secrets.example.yaml⟧
fatal: bad object ⟦a94a8fe5ccb19ba61c4c0873d391e987982fbbd3⟧
error: cannot lock ref 'refs/remotes/origin/⟦release/2026.11⟧': is at ⟦e83c5163316f89bfbde7d9ab23ca2e25604af290⟧ but expected ⟦1d3a9b2f4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b⟧
remote: error: GH013: Repository rule violations found for ⟦refs/heads/main⟧. remote: - Push cannot contain secrets. Commit: ⟦8b1f2c3d4e5f60718293a4b5c6d7e8f901234567⟧ Path: ⟦deploy/.env.production:12⟧
fatal: unable to access 'https://gitlab.example.com/acme/api.git/': The requested URL returned error: 403
error: object file ⟦.git/objects/3b/18e512dba79e4c8300dd08aeb37f8e728b8dad⟧ is empty
fatal: detected dubious ownership in repository at '⟦/builds/acme/keys-service⟧'
warning: LF will be replaced by CRLF in ⟦scripts/rotate-keys.ps1⟧.
Host key verification failed. fatal: Could not read from remote repository.
git@github.com: Permission denied (publickey). fatal: Could not read from remote repository.
error: gpg failed to sign the data. fatal: failed to write commit object (signing key ⟦3AA5C34371567BD2⟧)
ERROR: Could not find a version that satisfies the requirement ⟦keyring-backend==9.9.9⟧ (from versions: 1.0, 1.1, 2.0.3)
ERROR: No matching distribution found for ⟦token-bucket-limiter>=3⟧
ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. ⟦boto3 1.35.0⟧ requires ⟦botocore<1.36.0,>=1.35.0⟧, but you have botocore 1.34.162 which is incompatible.
ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. ⟦cryptography==43.0.1⟧ from https://files.pythonhosted.org/packages/cryptography-43.0.1.tar.gz: Expected sha256 ⟦e1a5c3f6b9d2f8a4c7e0b3d6f9a2c5e8b1d4f7a0c3e6b9d2f5a8c1e4b7d0a3f6⟧ Got ⟦0c3e6b9d2f5a8c1e4b7d0a3f6e1a5c3f6b9d2f8a4c7e0b3d6f9a2c5e8b1d4f7a⟧
error: subprocess-exited-with-error × Building wheel for ⟦python-pam⟧ (pyproject.toml) did not run successfully. exit code: 1
ModuleNotFoundError: No module named '⟦jwt_secret_rotator⟧'
ImportError: cannot import name '⟦TokenCredential⟧' from 'azure.core.credentials' (⟦/usr/lib/python3/site-packages/azure/core/credentials.py⟧)
npm ERR! code E404 npm ERR! 404 Not Found - GET https://registry.npmjs.org/⟦@acme%2fsecret-scanner⟧ - Not found
npm ERR! code ERESOLVE npm ERR! ERESOLVE unable to resolve dependency tree npm ERR! Found: ⟦react@18.3.1⟧
npm ERR! code E401 npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! code EINTEGRITY npm ERR! ⟦sha512-Vf2Ktc0ZPqZ8GrlfJlyjpUJf8iEbyM0u0vJwxxoJgg6a8RdwYt7xBe0RjCqxKXhqLHxV4Ro0grl37XXxUF+yCw==⟧ integrity checksum failed when using sha512
npm ERR! code ENOENT npm ERR! syscall open npm ERR! path ⟦/app/packages/auth-token/package.json⟧
npm ERR! code ELIFECYCLE npm ERR! errno 1 npm ERR! ⟦@acme/keys@2.4.0⟧ build: `tsc -p tsconfig.build.json`
yarn install v1.22.19 error An unexpected error occurred: "⟦https://npm.pkg.github.com/@acme/token-utils⟧: Request failed \"401 Unauthorized\"".
ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/⟦@acme%2Fpasswordless⟧: Not Found - 404
error[E0433]: failed to resolve: use of undeclared crate or module `⟦secrecy⟧`
error: failed to select a version for the requirement `⟦ring = "^0.18"⟧` candidate versions found which didn't match: 0.17.8
error: failed to download `⟦keyring v3.6.1⟧` Caused by: unable to get packages from source
go: ⟦github.com/acme/tokenizer@v1.4.0⟧: reading https://proxy.golang.org/github.com/acme/tokenizer/@v/v1.4.0.mod: 410 Gone
go: module ⟦github.com/acme/secretstore⟧: git ls-remote -q origin in /root/go/pkg/mod/cache/vcs/⟦5e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7⟧: exit status 128
verifying ⟦github.com/acme/keys@v0.3.1⟧: checksum mismatch downloaded: ⟦h1:Xb2kXmEq3ZyRr4b7kQ9Jm3cXq0Y8s5T9v2w1u7o6p4A=⟧ go.sum: ⟦h1:Ab3kXmEq3ZyRr4b7kQ9Jm3cXq0Y8s5T9v2w1u7o6p5B=⟧
E: Unable to locate package ⟦libpam-google-authenticator2⟧
E: The repository 'https://apt.example.com/debian bookworm InRelease' is not signed. NO_PUBKEY ⟦B53DC80D13EDEF05⟧
W: GPG error: http://ppa.launchpad.net/acme/ppa/ubuntu jammy InRelease: The following signatures couldn't be verified because the public key is not available: NO_PUBKEY ⟦4A3B2C1D0E9F8A7B⟧
E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process ⟦48211⟧ (apt-get)
Error: Cannot find module '⟦./config/keys.json⟧' Require stack: - ⟦/srv/app/dist/auth/session.js⟧
Error: ENOENT: no such file or directory, open '⟦/run/secrets/db_password⟧'
Error: EACCES: permission denied, open '⟦/etc/ssl/private/api.key⟧'
Error: connect ECONNREFUSED ⟦127.0.0.1:8200⟧
Could not find gem '⟦devise-two-factor (~> 5.1)⟧' in locally installed gems.
Composer could not find a composer.json file in ⟦/var/www/keys-admin⟧
Could not resolve all files for configuration ':app:⟦debugRuntimeClasspath⟧'. Could not find ⟦com.acme:token-client:2.3.1⟧.
[ERROR] Failed to execute goal on project ⟦auth-server⟧: Could not resolve dependencies for project ⟦com.acme:auth-server:jar:4.2.0⟧
NuGet error NU1101: Unable to find package ⟦Acme.Secrets.Client⟧. No packages exist with this id in source(s): nuget.org
conda.exceptions.PackagesNotFoundError: The following packages are not available from current channels: - ⟦pykeychain=2.1⟧
##[error]Process completed with exit code 1.
Error: Input required and not supplied: ⟦token⟧
Error: Resource not accessible by integration (run ⟦11823745521⟧, job ⟦build-and-push⟧)
Error: The `set-output` command is deprecated and will be disabled soon. step ⟦generate-secret-name⟧
Warning: Node.js 16 actions are deprecated. Please update the following actions to use Node.js 20: ⟦actions/checkout@v3⟧
Error: Unable to process file command 'env' successfully. Error: Invalid format '⟦API_KEY_NAME⟧'
Error: failed to solve: failed to compute cache key: failed to calculate checksum of ref ⟦q8k2m7x1v9c3b5n0l4j6h8g2f⟧::⟦z7y6x5w4v3u2t1s0r9q8p7o6n⟧: "⟦/secrets.env⟧": not found
ERROR: failed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1
Error response from daemon: pull access denied for ⟦acme/vault-agent⟧, repository does not exist or may require 'docker login': denied: requested access to the resource is denied
Error response from daemon: Conflict. The container name "⟦/redis-session⟧" is already in use by container "⟦8f2b6c4d1e3a5f7b9c0d2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f1a2b⟧".
Error response from daemon: No such container: ⟦keycloak-db-1⟧
ERROR: Job failed: exit code 137 (job ⟦7712345⟧, runner ⟦gitlab-runner-shared-3⟧)
ERROR: Job failed (system failure): prepare environment: Error response from daemon: pull access denied for ⟦registry.gitlab.com/acme/ci-image⟧
WARNING: Uploading artifacts as "archive" to coordinator... 413 Request Entity Too Large  id=⟦7712345⟧ responseStatus=413 Request Entity Too Large token=⟦glcbt-64⟧
Cache not found for input keys: ⟦node-cache-Linux-x64-npm-3f9a1c2b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a⟧
Restore cache failed: Dependencies file is not found in /home/runner/work/app/app. Supported file pattern: ⟦requirements-keys.txt⟧
Error: Process completed with exit code 2. step ⟦Verify signing key fingerprint⟧
The job running on runner ⟦GitHub Actions 12⟧ has exceeded the maximum execution time of 360 minutes.
CircleCI received exit code 1 in step ⟦restore_cache⟧ key ⟦v2-deps-{{ checksum "poetry.lock" }}⟧
Error: Error acquiring the state lock: ConditionalCheckFailedException: The conditional request failed Lock Info: ID: ⟦4e1b7a2c-9d3f-4a5e-8b6c-1f2e3d4c5b6a⟧ Path: ⟦acme-tfstate/prod/auth/terraform.tfstate⟧
Error: creating Secrets Manager Secret (⟦prod/api/hmac-key⟧): ResourceExistsException: The operation failed because the secret prod/api/hmac-key already exists.
Error: reading KMS Key (⟦mrk-1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6⟧): AccessDeniedException
Error: Invalid reference: A reference to a resource type must be followed by at least one attribute access, specifying the resource name. On ⟦main.tf⟧ line ⟦42⟧
Error: Unsupported argument on ⟦modules/vault/main.tf⟧ line 17: An argument named "⟦token_ttl⟧" is not expected here.
Error: Provider produced inconsistent final plan: When expanding the plan for ⟦aws_iam_access_key.ci⟧ to include new values learned so far during apply
ansible: fatal: [⟦web-03⟧]: FAILED! => {"changed": false, "msg": "Could not find or access '⟦files/ssh_host_ed25519_key⟧'"}
ansible: fatal: [⟦db-01⟧]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Permission denied (publickey,password).", "unreachable": true}
ERROR! Attempting to decrypt but no vault secrets found (file ⟦group_vars/prod/vault.yml⟧)
Vault error: Code: 403. Errors: * permission denied (path ⟦secret/data/payments/stripe⟧)
Error making API request. URL: GET http://127.0.0.1:8200/v1/⟦auth/token/lookup-self⟧ Code: 403. Errors: * permission denied
Error reading secret at ⟦kv/data/app/prod⟧: no secret exists at this path
consul: Error querying key ⟦config/auth/jwt-issuer⟧: Unexpected response code: 403 (Permission denied: token with AccessorID '⟦00000000-0000-0000-0000-000000000002⟧' lacks permission 'key:read')
etcdserver: request timed out, possibly due to connection lost (key ⟦/registry/secrets/default/token-x7k2p⟧)
kafka.errors.TopicAuthorizationFailedError: [Error 29] TopicAuthorizationFailedError: ⟦payments.token-events⟧
kafka.errors.UnknownTopicOrPartitionError: [Error 3] UnknownTopicOrPartitionError: topic ⟦auth.session-expired⟧ partition ⟦7⟧
confluent_kafka.KafkaException: KafkaError{code=_TRANSPORT,val=-195,str="⟦sasl_ssl://b-1.kafka.internal:9096/1⟧: SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism ⟦SCRAM-SHA-512⟧"}
pika.exceptions.ProbableAuthenticationError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was refused using authentication mechanism ⟦PLAIN⟧.'
pika.exceptions.ChannelClosedByBroker: (404, "NOT_FOUND - no queue '⟦token.refresh.dlq⟧' in vhost '⟦/prod⟧'")
celery.exceptions.TimeoutError: The operation timed out. task ⟦rotate_api_keys⟧ id ⟦c2a9e6f4-1b3d-4e7a-9c8b-2d1f0e3a4b5c⟧
nats: permissions violation for publish to "⟦auth.keys.rotated⟧"
stripe.error.InvalidRequestError: Request ⟦req_8fK2mQ9xLp4RtZ⟧: No such customer: '⟦cus_PqR8sT2uVw3xYz⟧'
stripe.error.CardError: Your card was declined. decline_code: ⟦insufficient_funds⟧ charge: ⟦ch_3OqK2mL4nP5rS6tU⟧
stripe.error.IdempotencyError: Keys for idempotent requests can only be used with the same parameters they were first used with. Idempotency-Key: ⟦order-8812-capture⟧
twilio.base.exceptions.TwilioRestException: HTTP 404 error: Unable to fetch record: The requested resource /2010-04-01/Accounts/⟦AC0123456789abcdef0123456789abcdef⟧/Messages/⟦SM0123456789abcdef0123456789abcdef⟧.json was not found
slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage) The server responded with: {'ok': False, 'error': '⟦channel_not_found⟧'}
slack_sdk.errors.SlackApiError: The server responded with: {'ok': False, 'error': '⟦token_revoked⟧'}
github.GithubException.UnknownObjectException: 404 {"message": "Not Found", "documentation_url": "https://docs.github.com/rest/repos/repos#get-a-repository"} repo ⟦acme/api-keys-audit⟧
github.GithubException.BadCredentialsException: 401 {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}
openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model `⟦gpt-4o-mini-2024-07-18-ft-acme⟧` does not exist', 'type': 'invalid_request_error', 'code': '⟦model_not_found⟧'}}
anthropic.BadRequestError: Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'max_tokens: ⟦200000⟧ > 64000, which is the maximum allowed'}}
openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for ⟦gpt-4o⟧ in organization ⟦org-Ab12Cd34Ef56Gh78⟧ on tokens per min (TPM): Limit 30000, Used 29000, Requested 1800.', 'code': 'rate_limit_exceeded'}}
requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.example.com/v2/keys/⟦key_01HQ3ZK8M4N5P6R7S8T9V0W1X2⟧
requests.exceptions.HTTPError: 409 Client Error: Conflict for url: https://api.example.com/v1/tokens/⟦tok_9Fb2Kx7Lm3Np⟧/revoke
httpx.HTTPStatusError: Client error '422 Unprocessable Entity' for url 'https://api.example.com/v1/webhooks/⟦wh_01J9ZQ4C7X8Y2V5B3N6M1K0P9R⟧/secret'
urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='⟦vault.internal⟧', port=8200): Max retries exceeded with url: ⟦/v1/auth/approle/login⟧ (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate')))
aiohttp.client_exceptions.ClientResponseError: 403, message='Forbidden', url=URL('https://api.example.com/v1/projects/⟦prj_7Hq2Lm9Xc4⟧/keys')
OSError: [Errno 28] No space left on device: '⟦/var/cache/app/tokens.sqlite-journal⟧'
PermissionError: [Errno 13] Permission denied: '⟦/home/app/.ssh/id_ed25519⟧'
FileNotFoundError: [Errno 2] No such file or directory: '⟦certs/client-key.pem⟧'
IsADirectoryError: [Errno 21] Is a directory: '⟦/etc/app/secrets.d⟧'
json.decoder.JSONDecodeError: Expecting ',' delimiter: line ⟦14⟧ column ⟦7⟧ (char ⟦311⟧) in ⟦service-account-key.json⟧
yaml.scanner.ScannerError: mapping values are not allowed here in "⟦config/credentials.yml⟧", line ⟦8⟧, column ⟦14⟧
KeyError: '⟦AUTH_TOKEN_TTL⟧' (environment variable not set)
KeyError: '⟦refresh_token⟧' missing from the token endpoint response of ⟦https://login.example.com/oauth2/token⟧
ValueError: invalid literal for int() with base 10: '⟦key-rotation-days⟧'
TypeError: Object of type ⟦SecretStr⟧ is not JSON serializable
AttributeError: 'NoneType' object has no attribute '⟦access_token⟧'
jwt.exceptions.ExpiredSignatureError: Signature has expired (token for subject ⟦user-8812⟧, exp ⟦1764494100⟧)
jwt.exceptions.InvalidAudienceError: Audience doesn't match (expected ⟦api://acme-gateway⟧)
jwt.exceptions.InvalidKeyError: Could not parse the provided public key (kid ⟦2026-11-rsa-01⟧)
cryptography.exceptions.InvalidSignature: signature mismatch for webhook delivery ⟦72d1c9e0-a8f3-11ee-9f1b-0242ac120002⟧
oauthlib.oauth2.rfc6749.errors.InvalidGrantError: (⟦invalid_grant⟧) Bad Request
oauthlib.oauth2.rfc6749.errors.TokenExpiredError: (⟦token_expired⟧)
OAuth error: ⟦slow_down⟧ (polling device code ⟦GQVQ-JKEC⟧ too fast)
OAuth error: ⟦expired_token⟧: The device_code has expired (user code ⟦WDJB-MJHT⟧)
keyring.errors.NoKeyringError: No recommended backend was available. Install a recommended 3rd party backend package (⟦keyrings.alt⟧)
paramiko.ssh_exception.AuthenticationException: Authentication failed. (host ⟦bastion.acme.internal⟧ user ⟦ops⟧)
paramiko.ssh_exception.SSHException: Error reading SSH protocol banner from ⟦10.20.30.40:22⟧
ldap3.core.exceptions.LDAPBindError: automatic bind not successful - invalidCredentials (dn ⟦cn=svc-sync,ou=service,dc=acme,dc=com⟧)
smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted. Learn more at https://support.google.com/mail/?p=⟦BadCredentials⟧ ⟦d9443c01a7336-2a3b4c5d6e7f⟧')
ftplib.error_perm: 530 Login incorrect. (user ⟦backup⟧ on ⟦ftp.acme.com⟧)
ssl.SSLError: [SSL] PEM lib (_ssl.c:3900) while loading ⟦/etc/nginx/certs/server.key⟧
subprocess.CalledProcessError: Command '['⟦gpg⟧', '--batch', '--import', '⟦release-signing-key.asc⟧']' returned non-zero exit status 2.
subprocess.CalledProcessError: Command '['⟦ssh-keygen⟧', '-lf', '⟦/etc/ssh/ssh_host_rsa_key.pub⟧']' returned non-zero exit status 255.
docker.errors.NotFound: 404 Client Error for http+docker://localhost/v1.45/secrets/⟦stripe_api_key⟧: Not Found ("secret stripe_api_key not found")
docker.errors.APIError: 409 Client Error for http+docker://localhost/v1.45/containers/create?name=⟦token-cache⟧: Conflict
minio.error.S3Error: S3 operation failed; code: ⟦NoSuchKey⟧, message: Object does not exist, resource: ⟦/backups/keys/2026-11-30.tar.gz⟧, request_id: ⟦17B3F2A6C9D8E1F0⟧, host_id: ⟦dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7ac2e3e8⟧
firebase_admin.exceptions.NotFoundError: No user record found for the provided uid: ⟦u8Kx2Lm9Qp4Rt7Zv⟧
firebase_admin._auth_utils.UserNotFoundError: No user record found for the given identifier (email=⟦ops@acme.com⟧)
supabase: AuthApiError: Invalid Refresh Token: Refresh Token Not Found (session ⟦8f14e45f-ceea-467f-a8f0-4c5d7e2b9a31⟧)
sentry_sdk: Dropped event ⟦e5f1c2a3b4d5467f8a9b0c1d2e3f4a5b⟧: rate limited (category ⟦error⟧)
prometheus: error parsing config file ⟦/etc/prometheus/prometheus.yml⟧: field ⟦bearer_token_file⟧ already set
nginx: [emerg] cannot load certificate key "⟦/etc/nginx/ssl/api.acme.com.key⟧": BIO_new_file() failed
systemd[1]: ⟦vault-agent.service⟧: Main process exited, code=exited, status=2/INVALIDARGUMENT
sshd[2211]: Failed password for invalid user ⟦admin⟧ from ⟦203.0.113.7⟧ port ⟦51234⟧ ssh2
sshd[2211]: Accepted publickey for ⟦deploy⟧ from ⟦198.51.100.4⟧ port 50022 ssh2: ED25519 SHA256:⟦uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s⟧
sudo: ⟦alice⟧ : 3 incorrect password attempts ; TTY=pts/0 ; PWD=⟦/home/alice⟧ ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart keyd⟧
pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=⟦203.0.113.9⟧ user=⟦backup⟧
postgres[812]: FATAL: password authentication failed for user "⟦grafana⟧" DETAIL: Connection matched pg_hba.conf line ⟦97⟧: "host all all 0.0.0.0/0 scram-sha-256"
mysqld: [Warning] Access denied for user '⟦exporter⟧'@'⟦localhost⟧' (using password: ⟦NO⟧)
redis-server: # WARNING: no config file specified; requirepass is not set (port ⟦6380⟧)
kubelet: E1130 10:15:02.123456 1234 secret.go:195] Couldn't get secret ⟦payments/stripe-keys⟧: secret "stripe-keys" not found
cert-manager: Issuing certificate as Secret does not exist (certificate ⟦api-acme-com-tls⟧, secret ⟦api-acme-com-tls⟧)
external-secrets: could not get secret data from provider: Secret does not exist (key ⟦prod/db/password⟧, store ⟦aws-secretsmanager⟧)
argocd: ComparisonError: rpc error: code = Unknown desc = authentication required (repo ⟦https://github.com/acme/gitops.git⟧)
flux: kustomize build failed: accumulating resources: ⟦./secrets⟧: evalsymlink failure
istio: RBAC: access denied (principal ⟦spiffe://cluster.local/ns/auth/sa/token-service⟧)
envoy: upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: TLS error: ⟦268435581⟧:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED
grpc: rpc error: code = Unauthenticated desc = transport: per-RPC creds failed due to error: oauth2: cannot fetch token: 400 Bad Request Response: {"error":"⟦invalid_client⟧"}
grpc: rpc error: code = PermissionDenied desc = Permission '⟦cloudkms.cryptoKeyVersions.useToDecrypt⟧' denied on resource
Cloudflare API error: code ⟦10000⟧: Authentication error (zone ⟦023e105f4ecef8ad9ca31a8372d0c353⟧)
Datadog API error: 403 Forbidden: {"errors":["Forbidden"]} (org ⟦acme-prod⟧, key name ⟦ci-readonly⟧)
PagerDuty API error: 400 Invalid Input Provided: Incident key ⟦srv-01/disk-full⟧ already resolved
Heroku: ! ▸ Couldn't find that app. (app ⟦acme-auth-staging⟧)
Vercel: Error: The specified token is not valid. Use `vercel login` to generate a new token. (scope ⟦acme-team⟧)
fly: Error: failed to fetch an image or build from source: app ⟦token-svc⟧ not found
gcloud: ERROR: (gcloud.secrets.versions.access) NOT_FOUND: Secret [⟦projects/871234567890/secrets/smtp-password⟧] not found or has no versions.
aws: An error occurred (UnrecognizedClientException) when calling the ListFunctions operation: The security token included in the request is invalid.
az: ERROR: (KeyNotFound) A key with (name/id) ⟦signing-key-2026⟧ was not found in this key vault.
""".strip().splitlines()


if __name__ == "__main__":
    sys.exit(main_unseeded("ops", __doc__ or "", MESSAGES))
