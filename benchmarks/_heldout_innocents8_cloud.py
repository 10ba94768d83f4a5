"""Innocent set 8: cloud CLIs, Kubernetes, databases and HTTP APIs.

Real-looking error text (each service's documented error shapes); none holds a secret. Many
hold what a redactor may mistake for one: object and partition keys, KMS key ARNs, secret
*names*, key ids, request ids, ETags, digests, constraint names ending in ``_key``, page
tokens and cursors, "password used: YES" flags.
"""

from __future__ import annotations

__all__ = ["CLOUD", "DATA_STORES", "HTTP_APIS"]

CLOUD = r"""
aws s3: An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist. Key: ⟦exports/2026/12/04/passwords-reset-report.csv⟧ RequestId: ⟦«U16»⟧
aws s3: upload failed: ./dist/app.zip to s3://acme-artifacts/⟦builds/«h40»/app.zip⟧ An error occurred (AccessDenied) when calling the PutObject operation
aws kms: An error occurred (AccessDeniedException) when calling the Decrypt operation: User is not authorized to perform kms:Decrypt on resource ⟦arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧
aws secretsmanager: An error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can't find the specified secret. (SecretId ⟦prod/billing/stripe-api-key⟧)
aws iam: An error occurred (LimitExceeded) when calling the CreateAccessKey operation: Cannot exceed quota for AccessKeysPerUser: ⟦2⟧ (user ⟦ci-deployer⟧)
aws sts: An error occurred (ExpiredToken) when calling the AssumeRole operation: The security token included in the request is expired (role ⟦arn:aws:iam::«d12»:role/deploy⟧, request ⟦«uuid»⟧)
aws dynamodb: An error occurred (ValidationException) when calling the PutItem operation: One or more parameter values were invalid: Missing the key ⟦tenant_id⟧ in the item (partition key ⟦TENANT#acme#«d6»⟧)
aws lambda: Task timed out after ⟦30.03⟧ seconds (RequestId: ⟦«uuid»⟧ Version: $LATEST function ⟦rotate-secrets⟧)
aws cloudformation: Resource handler returned message: "Secret with name ⟦rds!db-«uuid»⟧ already exists" (HandlerErrorCode: ⟦AlreadyExists⟧)
gcloud: ERROR: (gcloud.secrets.versions.access) NOT_FOUND: Secret [⟦projects/«d12»/secrets/api-token⟧] not found or has no versions.
gcloud: ERROR: (gcloud.kms.decrypt) PERMISSION_DENIED: Permission 'cloudkms.cryptoKeyVersions.useToDecrypt' denied on resource '⟦projects/acme-prod/locations/global/keyRings/app/cryptoKeys/session-key⟧'
gcloud storage: ERROR: 404 gs://acme-backups/⟦pg/«h40».tar.zst⟧ not found (generation ⟦«d16»⟧)
gcloud: ERROR: (gcloud.iam.service-accounts.keys.create) FAILED_PRECONDITION: Precondition check failed. Key creation is not allowed on this service account (constraint ⟦iam.disableServiceAccountKeyCreation⟧)
az: (SecretNotFound) A secret with (name/id) ⟦sql-admin-password⟧ was not found in this key vault. Code: SecretNotFound (vault ⟦kv-acme-prod⟧)
az: (KeyVaultAccessForbidden) Key vault ⟦kv-acme⟧ is not enabled for deployment. ⟦keyId https://kv-acme.vault.azure.net/keys/tde/«h32»⟧
az storage: The specified blob does not exist. RequestId:⟦«uuid»⟧ Time:2026-12-04T02:59:10Z ErrorCode:⟦BlobNotFound⟧ (blob ⟦reports/token-usage-2026-11.parquet⟧)
az: (AuthorizationFailed) The client '⟦«uuid»⟧' with object id '«uuid»' does not have authorization to perform action '⟦Microsoft.KeyVault/vaults/secrets/read⟧'
doctl: Error: GET https://api.digitalocean.com/v2/droplets/⟦«d9»⟧: 404 (request "⟦«uuid»⟧") The resource you were accessing could not be found.
hcloud: hcloud: ssh key not found: ⟦deploy-key-2026⟧ (fingerprint ⟦«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧)
flyctl: Error: failed to fetch an image or build from source: app ⟦acme-auth⟧ has no machines; secrets set: ⟦3⟧, image ⟦registry.fly.io/acme-auth@sha256:«h64»⟧
vercel: Error: The Environment Variable "⟦NEXTAUTH_SECRET⟧" references Secret "⟦nextauth-secret⟧", which does not exist.
heroku: ! Couldn't find that app. (app ⟦acme-token-service⟧, request id ⟦«uuid»⟧)
kubectl: Error from server (NotFound): secrets "⟦db-credentials⟧" not found (namespace ⟦payments⟧)
kubectl: Error from server (Forbidden): secrets is forbidden: User "⟦system:serviceaccount:ci:deployer⟧" cannot list resource "secrets" in API group "" in the namespace "⟦kube-system⟧"
k8s event: Warning FailedMount pod/⟦api-7c9d8f6b5-x2k4q⟧ MountVolume.SetUp failed for volume "⟦tls-certs⟧" : secret "⟦acme-io-tls⟧" not found
k8s event: Warning Failed pod/⟦worker-«l10»-«l5»⟧ Error: couldn't find key ⟦REDIS_PASSWORD⟧ in Secret ⟦cache/redis-auth⟧
k8s: The Deployment "⟦auth-gateway⟧" is invalid: spec.template.spec.containers[0].env[3].valueFrom.secretKeyRef.key: Required value (secretKeyRef name ⟦jwt-signing⟧)
helm: Error: INSTALLATION FAILED: secrets "⟦sh.helm.release.v1.keycloak.v7⟧" already exists
istio: Warning: envoy config rejected: secret ⟦kubernetes://istio-ingressgateway-certs⟧ not ready (version ⟦2026-12-04T02:59:10Z/«d3»⟧)
cert-manager: Failed to wait for order resource "⟦acme-io-tls-«d10»⟧" to become ready: order is in "invalid" state: key ⟦tls.key⟧ regenerated
"""

DATA_STORES = r"""
postgres: ERROR: duplicate key value violates unique constraint "⟦users_email_key⟧" DETAIL: Key (email)=(⟦ana@acme.io⟧) already exists.
postgres: ERROR: insert or update on table "⟦api_keys⟧" violates foreign key constraint "⟦api_keys_owner_id_fkey⟧" DETAIL: Key (owner_id)=(⟦«d6»⟧) is not present in table "users".
postgres: FATAL: password authentication failed for user "⟦report_ro⟧" (connection from ⟦10.0.4.17⟧, pg_hba.conf line ⟦97⟧)
postgres: ERROR: column "⟦password_changed_at⟧" of relation "accounts" does not exist LINE 1: UPDATE accounts SET password_changed_at = now() WHERE id = ⟦«d7»⟧
mysql: ERROR 1045 (28000): Access denied for user '⟦etl⟧'@'⟦10.0.3.9⟧' (using password: ⟦YES⟧)
mysql: ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: ⟦NO⟧)
mysql: ERROR 1062 (23000): Duplicate entry '⟦«uuid»⟧' for key '⟦sessions.PRIMARY⟧'
sqlite: sqlite3.IntegrityError: UNIQUE constraint failed: ⟦tokens.token_hash⟧ (row ⟦«d5»⟧)
mongodb: MongoServerError: E11000 duplicate key error collection: ⟦auth.refresh_tokens⟧ index: ⟦token_hash_1⟧ dup key: { token_hash: "⟦«h64»⟧" }
redis: (error) WRONGTYPE Operation against a key holding the wrong kind of value (key ⟦session:user:«d6»⟧)
redis: (error) NOAUTH Authentication required. (requirepass ⟦set⟧, client ⟦10.0.2.5:51844⟧)
cassandra: InvalidRequest: Error from server: code=2200 [Invalid query] message="Undefined column name ⟦api_key_id⟧ in table ⟦gateway.keys_by_owner⟧"
elasticsearch: version_conflict_engine_exception: [⟦«A20»⟧]: version conflict, required seqNo [⟦1042⟧], primary term [1] (index ⟦tokens-2026.12⟧)
clickhouse: Code: 516. DB::Exception: ⟦default⟧: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version ⟦24.8.4.13⟧)
snowflake: 390144 (08004): JWT token is invalid. [⟦«uuid»⟧] (user ⟦SVC_LOADER⟧, key fingerprint ⟦SHA256:«b64_43»=⟧)
bigquery: google.api_core.exceptions.NotFound: 404 Not found: Table ⟦acme-prod:auth.password_resets⟧ was not found in location ⟦EU⟧ (job ⟦«l30»⟧)
kafka: org.apache.kafka.common.errors.RecordTooLargeException: The message is ⟦1572912⟧ bytes (topic ⟦auth.token-issued⟧, partition ⟦7⟧, key ⟦user-«d8»⟧)
rabbitmq: PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue '⟦password-reset-emails⟧' in vhost '⟦/⟧': received 'quorum' but current is 'classic'
etcd: etcdserver: mvcc: required revision has been compacted (key ⟦/registry/secrets/default/«l12»⟧, revision ⟦«d7»⟧)
vault: Error reading ⟦secret/data/app/db⟧: Error making API request. URL: GET https://vault.acme.io/v1/secret/data/app/db Code: ⟦403⟧. Errors: * permission denied (request_id ⟦«uuid»⟧)
vault: Code: 400. Errors: * ⟦token_ttl⟧ must be less than ⟦token_max_ttl⟧ (role ⟦ci-runner⟧)
ldap: ldap_bind: Invalid credentials (49) additional info: 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data ⟦52e⟧, v4563
keycloak: WARN [org.keycloak.events] type=⟦LOGIN_ERROR⟧, realmId=⟦«uuid»⟧, clientId=⟦account-console⟧, userId=null, error=⟦invalid_user_credentials⟧, auth_method=openid-connect
"""

HTTP_APIS = r"""
http: 429 Too Many Requests: rate limit for API key tier ⟦free⟧ exceeded (limit ⟦60⟧/min, X-Request-Id: ⟦«uuid»⟧)
http: 409 Conflict: Idempotency-Key ⟦«uuid»⟧ was already used with a different request body
http: 412 Precondition Failed: If-Match ⟦"«h32»"⟧ does not match current ETag ⟦"«h32»"⟧
http: 401 Unauthorized: WWW-Authenticate: Bearer realm="⟦api.acme.io⟧", error="⟦invalid_token⟧", error_description="The access token expired"
http: 400 Bad Request: {"error":"⟦invalid_grant⟧","error_description":"⟦Invalid authorization code⟧"} (trace ⟦«h32»⟧)
http: 403 Forbidden: CSRF token missing or incorrect. (view ⟦accounts.views.change_password⟧)
http: 404 Not Found: GET /v1/users/⟦«d8»⟧/api-keys/⟦key_«A24»⟧ (this is the key's public id; the key itself is shown only once)
stripe: No such payment_intent: '⟦pi_«A24»⟧'; a similar object exists in test mode, but a live mode key was used to make this request. (request ⟦req_«A14»⟧)
stripe: Invalid API Key provided: ⟦sk_live_****************4xQ2⟧ (key ends in ⟦4xQ2⟧)
openai: openai.BadRequestError: Error code: 400 - This model's maximum context length is ⟦128000⟧ tokens. However, your messages resulted in ⟦131072⟧ tokens. (request ⟦req_«h32»⟧)
anthropic: anthropic.RateLimitError: 429 {"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}} (request-id ⟦req_«A24»⟧, limit ⟦400000⟧ input tokens)
github api: 422 Validation Failed: {"resource":"PublicKey","code":"custom","field":"key","message":"⟦key is already in use⟧"} (deploy key title ⟦ci-2026⟧)
github api: 404 Not Found: GET /repos/acme/api/actions/secrets/⟦NPM_TOKEN⟧ (secret names are uppercase; created ⟦2026-11-02⟧)
slack api: {"ok":false,"error":"⟦token_revoked⟧","warning":"missing_charset"} (team ⟦T«U10»⟧)
google api: 400 Invalid page token. pageToken=⟦CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA2⟧ is from a different query (nextPageToken is only valid for the same filter)
graphql: Cursor ⟦eyJpZCI6IDQyLCAidHMiOiAxNzY0ODE1MzkwfQ==⟧ is stale; start again without `after` (query ⟦listSessions⟧)
oauth: AADSTS700016: Application with identifier '⟦«uuid»⟧' was not found in the directory '⟦acme.onmicrosoft.com⟧'. Trace ID: ⟦«uuid»⟧
oauth: AADSTS7000222: The provided client secret keys for app '⟦«uuid»⟧' are expired. Visit the Azure portal to create new keys for your app (expired ⟦2026-11-30⟧)
okta: E0000011: Invalid token provided (errorId ⟦oae«A19»⟧, errorSummary ⟦Invalid token provided⟧)
twilio: HTTP 400 error: Unable to create record: The 'To' number ⟦+15005550001⟧ is not a valid phone number. (code ⟦21211⟧, account ⟦AC«h32»⟧)
webhook: signature verification failed for event ⟦evt_«A24»⟧: timestamp ⟦1764815390⟧ outside the tolerance zone (header t=1764815390,v1=<redacted>)
sendgrid: HTTP Error 403: Forbidden - The from address does not match a verified Sender Identity (from ⟦no-reply@acme.io⟧, message id ⟦«A22»⟧)
jwt: jwt.exceptions.InvalidAudienceError: Audience doesn't match (expected ⟦api://acme-orders⟧, kid ⟦«A43»⟧)
jwks: Unable to find a signing key that matches '⟦«A43»⟧' in https://login.acme.io/.well-known/jwks.json (keys: ⟦2⟧)
"""
