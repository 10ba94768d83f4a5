"""Innocent corpus 5, cloud and operations: AWS, GCP, Azure, Kubernetes events, Terraform,
Helm, service meshes, secret managers (names, never values), CDNs, DNS, OS and systemd logs.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set5.py``). None is a message of set 4.
"""

from __future__ import annotations

__all__ = ["CLOUD"]

CLOUD = r"""
botocore.exceptions.ClientError: An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist. Key: ⟦exports/2026/12/03/password-reset-audit-«l8».csv.gz⟧ RequestId: ⟦«H16»⟧
botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation on ⟦s3://acme-artifacts/builds/«h40»/app.tar.zst⟧ (HostId ⟦«b64_56»⟧)
An error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can't find the specified secret. (SecretId ⟦prod/payments/stripe-webhook-secret⟧, request ⟦«uuid»⟧)
An error occurred (ThrottlingException) when calling the GetParameter operation (reached max retries: 4): Rate exceeded for ⟦/app/prod/db/password⟧ (version ⟦12⟧)
An error occurred (ConditionalCheckFailedException) when calling the PutItem operation: The conditional request failed (table ⟦api_tokens⟧, partition key ⟦tenant#«d9»⟧, sort key ⟦token#«h32»⟧)
An error occurred (ProvisionedThroughputExceededException) on table ⟦session-store⟧ partition ⟦user#«uuid»⟧; consumed ⟦412.5⟧ RCU
An error occurred (ExpiredTokenException) when calling the AssumeRole operation: The security token included in the request is expired (role ⟦arn:aws:iam::«d12»:role/deploy-ci⟧)
An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid. (region ⟦ap-southeast-2⟧, request id ⟦«uuid»⟧)
An error occurred (KMSInvalidStateException) when calling the Decrypt operation: ⟦arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ is pending deletion.
An error occurred (ValidationException) when calling the CreateFunction operation: 1 validation error detected: Value '⟦«d5»⟧' at 'memorySize' failed to satisfy constraint (function ⟦token-refresher⟧)
Lambda: Task timed out after ⟦15.02⟧ seconds (RequestId: ⟦«uuid»⟧ Version: ⟦$LATEST⟧ function ⟦rotate-db-password⟧)
ECS: service ⟦checkout-api⟧ was unable to place a task because no container instance met all of its requirements; task definition ⟦checkout-api:«d3»⟧, reason ⟦RESOURCE:MEMORY⟧
CloudFormation: ⟦SecretsRotationRole⟧ CREATE_FAILED: Resource handler returned message: "Role with name ⟦secrets-rotation-«l6»⟧ already exists" (RequestToken: ⟦«uuid»⟧)
ECR: image with digest ⟦sha256:«h64»⟧ and tag ⟦v4.12.0⟧ already exists in repository ⟦auth-service⟧
STS: AccessDenied: User: ⟦arn:aws:sts::«d12»:assumed-role/ReadOnly/jdoe⟧ is not authorized to perform: ⟦secretsmanager:GetSecretValue⟧ on resource ⟦db-master-password-«A6»⟧
SQS: ReceiptHandle is invalid. Reason: The receipt handle has expired. (queue ⟦https://sqs.us-east-1.amazonaws.com/«d12»/token-events.fifo⟧, MessageId ⟦«uuid»⟧)
CloudWatch Logs: InvalidSequenceTokenException: The given sequenceToken is invalid. The next expected sequenceToken is: ⟦«d56»⟧ (log stream ⟦auth/«h32»⟧)
google.api_core.exceptions.NotFound: 404 Secret [⟦projects/«d12»/secrets/smtp-password/versions/7⟧] not found or has no versions.
google.api_core.exceptions.FailedPrecondition: 400 Secret Version [⟦projects/«d12»/secrets/webhook-signing-secret/versions/3⟧] is in DISABLED state.
google.api_core.exceptions.AlreadyExists: 409 Secret [⟦projects/acme-prod/secrets/github-app-private-key⟧] already exists. (etag ⟦"«h16»"⟧)
gcloud: ERROR: (gcloud.functions.deploy) OperationError: code=3, message=Build failed with status: FAILURE; see logs ⟦https://console.cloud.google.com/cloud-build/builds;region=europe-west1/«uuid»⟧ (function ⟦rotate-signing-keys⟧)
GCS: 412 Precondition Failed: At least one of the pre-conditions you specified did not hold. (object ⟦gs://acme-backups/pg/basebackup-«d14»/base.tar⟧, generation ⟦«d16»⟧)
BigQuery: Access Denied: Table ⟦acme-prod:auth.password_reset_events⟧: User does not have permission to query table. (job ⟦bquxjob_«h8»_«h12»⟧)
Pub/Sub: DEADLINE_EXCEEDED while acknowledging ⟦1000⟧ messages on subscription ⟦projects/acme/subscriptions/token-revocations⟧ (ack id prefix ⟦«A24»⟧)
Cloud SQL Auth Proxy: failed to connect to instance ⟦acme-prod:europe-west1:orders-pg⟧: the caller does not have permission (IAM user ⟦ci-deployer@acme-prod.iam.gserviceaccount.com⟧)
Azure: (AuthorizationFailed) The client '⟦«uuid»⟧' with object id '⟦«uuid»⟧' does not have authorization to perform action '⟦Microsoft.KeyVault/vaults/secrets/read⟧' over scope '⟦/subscriptions/«uuid»/resourceGroups/rg-auth⟧'
Azure Key Vault: (SecretNotFound) A secret with (name/id) ⟦sql-admin-password⟧ was not found in this key vault. Status: ⟦404⟧ (x-ms-request-id ⟦«uuid»⟧)
Azure Key Vault: (Forbidden) Operation ⟦get⟧ is not allowed on a disabled secret ⟦https://kv-prod-weu.vault.azure.net/secrets/api-key/«h32»⟧
Azure Storage: The specified blob does not exist. RequestId:⟦«uuid»⟧ Time:2026-12-03T17:44:02Z ErrorCode:⟦BlobNotFound⟧ blob ⟦invoices/«d10»/token-ledger.json⟧
AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '⟦«uuid»⟧'. Trace ID: ⟦«uuid»⟧ Correlation ID: ⟦«uuid»⟧
AADSTS700024: Client assertion is not within its valid time range. Current time: ⟦2026-12-03T17:45:11Z⟧, assertion valid from ⟦2026-12-03T16:40:00Z⟧ (app ⟦«uuid»⟧)
AADSTS50126: Error validating credentials due to invalid username or password. (user ⟦jane.roe@acme.onmicrosoft.com⟧, Trace ID ⟦«uuid»⟧)
az: ERROR: (ResourceGroupNotFound) Resource group '⟦rg-secrets-«l4»⟧' could not be found. Code: ⟦ResourceGroupNotFound⟧
Warning  FailedMount  kubelet  MountVolume.SetUp failed for volume "⟦db-password⟧" : secret "⟦orders-db-password⟧" not found (pod ⟦orders-«l10»-«l5»⟧)
Warning  Failed  kubelet  Error: couldn't find key ⟦API_TOKEN⟧ in Secret ⟦payments/stripe-credentials⟧
Warning  BackOff  kubelet  Back-off restarting failed container ⟦token-refresher⟧ in pod ⟦token-refresher-«l9»-«l5»_auth(«uuid»)⟧
Warning  FailedCreate  replicaset-controller  Error creating: pods "⟦api-«l10»-⟧" is forbidden: exceeded quota: ⟦compute-quota⟧, requested: ⟦limits.memory=2Gi⟧
Warning  Unhealthy  kubelet  Readiness probe failed: HTTP probe failed with statuscode: ⟦503⟧ (path ⟦/healthz/token-cache⟧)
Normal  Pulled  kubelet  Successfully pulled image "⟦ghcr.io/acme/auth:4.2.1@sha256:«h64»⟧" in ⟦2.417s⟧
Error from server (NotFound): secrets "⟦registry-credentials⟧" not found in namespace ⟦ci⟧
Error from server (Conflict): Operation cannot be fulfilled on secrets "⟦tls-«l6»⟧": the object has been modified; please apply your changes to the latest version (resourceVersion ⟦«d8»⟧)
error: unable to recognize "⟦sealed-secret-token.yaml⟧": no matches for kind "⟦SealedSecret⟧" in version "⟦bitnami.com/v1alpha1⟧"
ExternalSecret ⟦payments/stripe-keys⟧: could not get secret data from provider: key "⟦prod/stripe/api_key⟧" from ExternalSecret: Secret does not exist (refreshInterval ⟦1h⟧)
cert-manager: Failed to create Order: 429 urn:ietf:params:acme:error:rateLimited: too many certificates (⟦5⟧) already issued for this exact set of domains (⟦auth.acme.io⟧)
helm: Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress (release ⟦auth-gateway⟧, revision ⟦«d2»⟧)
helm: Error: INSTALLATION FAILED: rendered manifests contain a resource that already exists. Unable to continue with install: Secret "⟦keycloak-admin-password⟧" in namespace "⟦iam⟧" exists
argocd: ComparisonError: failed to load target state: failed to generate manifest for source 1 of 1: rpc error: code = Unknown desc = ⟦secrets.enc.yaml⟧: sops metadata not found (app ⟦billing⟧, revision ⟦«h40»⟧)
flux: kustomization/⟦infra-secrets⟧ reconciliation failed: decryption failed for '⟦apps/token-service/secret.yaml⟧': age: no identity matched any of the recipients
terraform: Error: Error acquiring the state lock: ConditionalCheckFailedException. Lock Info: ID: ⟦«uuid»⟧ Path: ⟦acme-tfstate/prod/auth.tfstate⟧ Who: ⟦runner@ci-«l6»⟧ Version: ⟦1.9.8⟧
terraform: Error: Reference to undeclared input variable: An input variable with the name "⟦db_password_secret_arn⟧" has not been declared. (on ⟦main.tf⟧ line ⟦42⟧)
terraform: Warning: Argument is deprecated: Use ⟦password_wo⟧ instead of ⟦password⟧ (in resource ⟦aws_db_instance.main⟧)
terraform: Error: Invalid for_each argument: sensitive values, or values derived from sensitive values, cannot be used as for_each arguments (variable ⟦var.api_keys⟧)
vault: Error reading ⟦secret/data/ci/npm-token⟧: Error making API request. Code: ⟦403⟧. Errors: * 1 error occurred: * permission denied (accessor ⟦«l24»⟧)
vault: lease ⟦database/creds/readonly/«A24»⟧ not found or lease is not renewable
consul: Unexpected response code: 403 (Permission denied: token with AccessorID '⟦«uuid»⟧' lacks permission 'key:read' on "⟦config/auth/jwt_signing_key_id⟧")
istio: upstream connect error or disconnect/reset before headers. reset reason: ⟦connection failure⟧, transport failure reason: ⟦TLS error: 268436502:SSL routines:OPENSSL_internal:SSLV3_ALERT_CERTIFICATE_EXPIRED⟧ (cluster ⟦outbound|443||token.auth.svc.cluster.local⟧)
envoy: [warning][config] gRPC config for ⟦type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.Secret⟧ rejected: Failed to load certificate chain from ⟦/etc/certs/cert-chain.pem⟧
nginx: [emerg] cannot load certificate key "⟦/etc/nginx/ssl/api.acme.io.key⟧": PEM_read_bio_PrivateKey() failed (SSL: error:⟦1E08010C⟧:DECODER routines::unsupported)
nginx: 2026/12/03 17:40:12 [error] ⟦2718#2718⟧: *⟦«d6»⟧ upstream timed out (110: Connection timed out) while reading response header from upstream, request: "POST ⟦/api/v1/tokens/refresh⟧ HTTP/1.1"
haproxy: Server ⟦be_auth/auth-«d2»⟧ is DOWN, reason: Layer7 wrong status, code: ⟦500⟧, info: "⟦Internal Server Error⟧", check duration: ⟦12ms⟧
Cloudflare: Error ⟦1020⟧: Access denied (Ray ID: ⟦«h16»⟧) rule ⟦block-password-spraying⟧
Fastly: Error 503 Backend fetch failed (x-served-by ⟦cache-fra-etou«d7»-FRA⟧, x-request-id ⟦«uuid»⟧)
dig: ;; ->>HEADER<<- opcode: QUERY, status: ⟦SERVFAIL⟧, id: ⟦«d5»⟧ (query ⟦_acme-challenge.auth.acme.io⟧ TXT)
systemd[1]: ⟦vault-agent.service⟧: Main process exited, code=exited, status=⟦1/FAILURE⟧ (template ⟦/etc/vault/templates/db-password.ctmpl⟧)
systemd[1]: Failed to start ⟦password-expiry-notifier.timer⟧ - Daily password expiry mails. (unit ⟦password-expiry-notifier.timer⟧ result ⟦exit-code⟧)
sshd[⟦«d5»⟧]: Failed password for invalid user ⟦oracle⟧ from ⟦203.0.113.54⟧ port ⟦«d5»⟧ ssh2
sshd[⟦«d5»⟧]: Accepted publickey for ⟦deploy⟧ from ⟦10.0.8.14⟧ port ⟦«d5»⟧ ssh2: ED25519 SHA256:⟦«b64_43»⟧
sudo: ⟦jdoe⟧ : 3 incorrect password attempts ; TTY=⟦pts/2⟧ ; PWD=⟦/home/jdoe⟧ ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart token-api⟧
pam_unix(passwd:chauthtok): password changed for ⟦svc-backup⟧ (uid ⟦«d4»⟧)
pam_faillock(sshd:auth): Consecutive login failures for user ⟦admin⟧ account temporarily locked (⟦5⟧ failures, unlock_time ⟦900⟧)
kernel: ⟦EXT4-fs error (device nvme0n1p2)⟧: ext4_lookup:1855: inode #⟦«d7»⟧: comm ⟦token-api⟧: deleted inode referenced: ⟦«d7»⟧
auditd: type=USER_AUTH msg=audit(⟦1733247611.042:«d5»⟧): pid=⟦«d5»⟧ uid=0 auid=⟦1000⟧ ses=⟦4⟧ msg='op=PAM:authentication grantors=? acct="⟦jdoe⟧" exe="/usr/bin/su" res=failed'
Windows: An account failed to log on. Event ID ⟦4625⟧, Account Name: ⟦svc_sql⟧, Failure Reason: ⟦Unknown user name or bad password.⟧ Status: ⟦0xC000006D⟧ Sub Status: ⟦0xC000006A⟧
Windows: The password for user ⟦CORP\svc_iis⟧ has expired (Event ID ⟦4723⟧), Logon ID ⟦0x«H6»⟧
Active Directory: LDAP bind failed: 8009030C: LdapErr: DSID-⟦0C090569⟧, comment: AcceptSecurityContext error, data ⟦775⟧ (account locked out) for ⟦CN=svc-jenkins,OU=Service,DC=corp,DC=acme,DC=io⟧
""".strip().splitlines()
