"""Innocent corpus 4, operations: kubernetes, cloud SDKs, storage keys, HTTP logs, OS errors.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set4.py``).
"""

from __future__ import annotations

__all__ = ["OPS"]

OPS = r"""
kubernetes: Warning FailedMount pod/⟦api-«h10»-«l5»⟧ MountVolume.SetUp failed for volume "⟦db-credentials⟧" : secret "⟦db-credentials⟧" not found
kubernetes: Warning Failed pod/⟦worker-«h10»-«l5»⟧ Error: couldn't find key ⟦password⟧ in Secret ⟦payments/stripe-keys⟧
kubernetes: Warning BackOff pod/⟦token-service-«h10»-«l5»⟧ Back-off restarting failed container ⟦token-service⟧ in pod
kubernetes: Warning FailedScheduling pod/⟦ml-train-0⟧ 0/⟦12⟧ nodes are available: ⟦3⟧ Insufficient nvidia.com/gpu
kubernetes: Normal Pulled pod/⟦auth-«h10»-«l5»⟧ Successfully pulled image "⟦ghcr.io/acme/auth@sha256:«h64»⟧" in ⟦2.1s⟧
kubernetes: Warning Failed pod/⟦auth-«h10»-«l5»⟧ Failed to pull image "⟦ghcr.io/acme/auth:v2.4.1⟧": rpc error: code = NotFound
kubernetes: Warning Unhealthy pod/⟦keycloak-0⟧ Readiness probe failed: HTTP probe failed with statuscode: ⟦503⟧
kubernetes: Error from server (Forbidden): secrets "⟦tls-cert⟧" is forbidden: User "⟦system:serviceaccount:ci:deployer⟧" cannot get resource "secrets" in API group "" in the namespace "⟦prod⟧"
kubernetes: error: unable to recognize "⟦k8s/sealed-secret.yaml⟧": no matches for kind "⟦SealedSecret⟧" in version "⟦bitnami.com/v1alpha1⟧"
kubernetes: The ServiceAccount "⟦vault-auth⟧" is invalid: secrets[0].name: Invalid value: "⟦vault-auth-token-«l5»⟧"
kubernetes: OOMKilled container ⟦tokenizer⟧ in pod ⟦embed-«h10»-«l5»⟧ (limit ⟦2Gi⟧, restarts ⟦7⟧)
kubernetes: node ⟦ip-10-0-3-17.ec2.internal⟧ condition ⟦DiskPressure⟧ is ⟦True⟧
kubernetes: certificate ⟦apiserver-kubelet-client⟧ expires in ⟦6d⟧ (serial ⟦«H32»⟧)
kubernetes: Job ⟦rotate-api-keys-«d8»⟧ has reached the specified backoff limit (⟦6⟧)
kubernetes: cert-manager: Certificate ⟦prod/api-tls⟧ not ready: Issuing certificate as Secret does not exist (secret ⟦api-tls⟧)
aws: An error occurred (⟦AccessDenied⟧) when calling the ⟦GetSecretValue⟧ operation: User: ⟦arn:aws:sts::«d12»:assumed-role/ci-deploy/«d10»⟧ is not authorized to perform: ⟦secretsmanager:GetSecretValue⟧ on resource: ⟦arn:aws:secretsmanager:us-east-1:«d12»:secret:prod/db-«A6»⟧
aws: An error occurred (⟦ResourceNotFoundException⟧) when calling the GetParameter operation: Parameter ⟦/prod/api/token_ttl⟧ not found.
aws: An error occurred (⟦NoSuchKey⟧) when calling the GetObject operation: The specified key does not exist. Key: ⟦exports/2026/12/03/«h32».parquet⟧
aws: An error occurred (⟦InvalidInstanceID.NotFound⟧) when calling the DescribeInstances operation: The instance ID '⟦i-0«h16»⟧' does not exist
aws: An error occurred (⟦ThrottlingException⟧): Rate exceeded (Service: ⟦KMS⟧, Status Code: ⟦400⟧, Request ID: ⟦«uuid»⟧)
aws: An error occurred (⟦KMSInvalidStateException⟧) when calling the Decrypt operation: ⟦arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧ is pending deletion.
aws: An error occurred (⟦ExpiredToken⟧) when calling the ListBuckets operation: The provided token has expired. (request ⟦«H16»⟧)
aws: Lambda ⟦token-authorizer⟧ timed out after ⟦3.00⟧ seconds (RequestId: ⟦«uuid»⟧)
aws: CloudFormation stack ⟦auth-prod⟧ ⟦UPDATE_ROLLBACK_COMPLETE⟧: Resource ⟦ApiKeySecret⟧ failed: ⟦Secret name already exists⟧
aws: s3 upload failed: ⟦./build/keys-manifest.json⟧ to ⟦s3://acme-artifacts/releases/«h7»/keys-manifest.json⟧ An error occurred (⟦SlowDown⟧)
aws: ECR: Image tag '⟦v1.9.0⟧' already exists in the '⟦token-service⟧' repository (digest ⟦sha256:«h64»⟧)
aws: IAM: Cannot exceed quota for ⟦AccessKeysPerUser⟧: ⟦2⟧ (user ⟦ci-bot⟧)
aws: STS: AssumeRole ⟦arn:aws:iam::«d12»:role/secrets-reader⟧ denied: MultiFactorAuthentication required
gcloud: ERROR: (gcloud.secrets.versions.access) NOT_FOUND: Secret [⟦projects/«d12»/secrets/api-token⟧] not found or has no versions.
gcloud: ERROR: (gcloud.run.deploy) Revision '⟦token-svc-00042-«l3»⟧' is not ready and cannot serve traffic.
gcloud: ERROR: (gcloud.storage.cp) ⟦gs://acme-ml/checkpoints/step-«d6»/optimizer.pt⟧: 404 No such object
google.api_core.exceptions.PermissionDenied: 403 Permission '⟦secretmanager.versions.access⟧' denied on resource '⟦projects/acme-prod/secrets/stripe-key/versions/latest⟧'
google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric '⟦Generate content input tokens⟧' and limit '⟦input tokens per minute⟧' of service '⟦generativelanguage.googleapis.com⟧'
google.auth.exceptions.DefaultCredentialsError: File ⟦/var/secrets/google/key.json⟧ was not found.
azure: (⟦SecretNotFound⟧) A secret with (name/id) ⟦db-password⟧ was not found in this key vault. Code: ⟦SecretNotFound⟧
azure: (⟦AuthorizationFailed⟧) The client '⟦«uuid»⟧' with object id '⟦«uuid»⟧' does not have authorization to perform action '⟦Microsoft.KeyVault/vaults/read⟧'
azure: (⟦ResourceGroupNotFound⟧) Resource group '⟦rg-token-prod⟧' could not be found. (subscription ⟦«uuid»⟧)
azure: ⟦BlobNotFound⟧ The specified blob does not exist. RequestId:⟦«uuid»⟧ Time:⟦2026-12-03T10:02:11.3184210Z⟧ (blob ⟦backups/keyvault/«h32».bak⟧)
azure: AADSTS700016: Application with identifier '⟦«uuid»⟧' was not found in the directory '⟦acme.onmicrosoft.com⟧'.
azure: AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication (trace ID ⟦«uuid»⟧, correlation ID ⟦«uuid»⟧)
S3: 403 Forbidden: ⟦AccessDenied⟧ for key ⟦tenants/«uuid»/uploads/passport_scan_«d6».jpg⟧ (x-amz-request-id ⟦«H16»⟧, x-amz-id-2 ⟦«b64_56»⟧)
S3: 404 NoSuchKey ⟦private/keys/user-«d6»/avatar-«h12».png⟧
S3: 412 PreconditionFailed: ETag ⟦"«h32»"⟧ does not match If-Match for ⟦datasets/tokens/shard-00017.jsonl.zst⟧
GCS: 409 conflict on ⟦gs://acme-backups/postgres/2026-12-03T02:00:00Z/base/«h40».tar.gz⟧ (generation ⟦«d16»⟧)
MinIO: XMinioStorageFull: Storage backend has reached its minimum free drive threshold (object ⟦secrets-audit/2026/12/«uuid».json⟧)
R2: 404 The specified key does not exist: ⟦cache/«h64»⟧
object store: key ⟦model-registry/tokenizers/bpe-«h8»/merges.txt⟧ not found (bucket ⟦ml-artifacts⟧)
DynamoDB: ConditionalCheckFailedException for item (⟦pk=TENANT#«uuid»⟧, ⟦sk=APIKEY#«h12»⟧)
DynamoDB: ProvisionedThroughputExceededException on table ⟦audit_events⟧ (partition key ⟦request_id⟧ = ⟦«h32»⟧)
Cosmos DB: (⟦Conflict⟧) Entity with the specified id already exists in the system. id: ⟦«uuid»⟧, partitionKey: ⟦["tenant-«d5»"]⟧
Bigtable: row key ⟦user#«d9»#token#«d13»⟧ exceeds ⟦4 KB⟧
nginx: ⟦10.0.4.12⟧ - - [03/Dec/2026:10:02:11 +0000] "⟦POST /api/v1/password/reset⟧ HTTP/1.1" ⟦429⟧ 162 "-" "⟦okhttp/4.12.0⟧" rt=⟦0.004⟧ req_id=⟦«h32»⟧
nginx: ⟦172.16.0.9⟧ - - [03/Dec/2026:10:02:12 +0000] "⟦GET /oauth/authorize⟧?⟦client_id=web⟧&response_type=code&state=«h16» HTTP/2.0" ⟦302⟧ 0
nginx: [error] 31#31: *⟦4412⟧ upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "⟦http://10.0.2.8:8080/v1/tokens/introspect⟧"
envoy: [⟦2026-12-03T10:02:13.004Z⟧] "⟦GET /v2/keys/«uuid»⟧ HTTP/2" ⟦503⟧ ⟦UF⟧ upstream_reset_before_response_started{connection_failure} x-request-id=⟦«uuid»⟧
traefik: level=error msg="⟦service \"auth@kubernetescrd\" error⟧: 502 Bad Gateway" requestId=⟦«h16»⟧
apache: [⟦authn_file:error⟧] [pid ⟦4121⟧] AH01620: Could not open password file: ⟦/etc/apache2/.htpasswd⟧
haproxy: backend ⟦be_auth⟧ has no server available! (request ⟦«H8»:«H4»_«H8»:01BB_«H8»_«H4»:«H4»⟧)
cloudflare: Error ⟦1020⟧: Access denied (Ray ID: ⟦«h16»⟧ • ⟦2026-12-03 10:02:14 UTC⟧)
api gateway: 429 Too Many Requests (x-amzn-RequestId: ⟦«uuid»⟧, x-amzn-ErrorType: ⟦TooManyRequestsException⟧, usage plan ⟦free-tier⟧)
api gateway: 403 {"message":"Forbidden"} x-amzn-apigw-id: ⟦«A16»⟧ (API key required for stage ⟦prod⟧)
HTTP: 401 Unauthorized; ⟦WWW-Authenticate: Basic realm="Restricted", charset="UTF-8"⟧
HTTP: 400 Bad Request: ⟦invalid_grant⟧ (⟦Authorization code expired⟧) trace ⟦00-«h32»-«h16»-01⟧
HTTP: 409 Conflict: API key name '⟦ci-readonly⟧' already in use (request ⟦req_«A24»⟧)
HTTP: 422: {"errors":[{"field":"⟦password⟧","code":"⟦too_short⟧","min_length":⟦12⟧}]}
HTTP: 410 Gone: export ⟦/v1/exports/«uuid»⟧ has expired (requested by the password-reset audit job)
grpc: StatusCode.⟦UNAUTHENTICATED⟧ details = "⟦Request had invalid authentication credentials. Expected OAuth 2 access token⟧"
grpc: StatusCode.⟦DEADLINE_EXCEEDED⟧ on ⟦/acme.keys.v1.KeyService/RotateKey⟧ after ⟦5s⟧
OSError: [Errno ⟦28⟧] No space left on device: '⟦/var/lib/tokens/cache.db⟧'
PermissionError: [Errno ⟦13⟧] Permission denied: '⟦/etc/ssl/private/server.key⟧'
FileNotFoundError: [Errno ⟦2⟧] No such file or directory: '⟦~/.config/acme/credentials.json⟧'
IsADirectoryError: [Errno ⟦21⟧] Is a directory: '⟦/run/secrets⟧'
ConnectionResetError: [Errno ⟦104⟧] Connection reset by peer (peer ⟦10.0.0.7:5432⟧)
BrokenPipeError: [Errno ⟦32⟧] Broken pipe while writing ⟦4096⟧ bytes to ⟦/tmp/token-pipe⟧
TimeoutError: [Errno ⟦110⟧] Connection timed out (⟦ldap.acme.local:636⟧)
OSError: [Errno ⟦24⟧] Too many open files (ulimit ⟦1024⟧, process ⟦gunicorn: worker [auth]⟧)
sshd[⟦4121⟧]: Failed password for invalid user ⟦admin⟧ from ⟦203.0.113.7⟧ port ⟦50422⟧ ssh2
sshd[⟦4122⟧]: Accepted publickey for ⟦deploy⟧ from ⟦10.0.0.5⟧ port ⟦51522⟧ ssh2: ED25519 ⟦SHA256:«b64_43»⟧
ssh: Host key verification failed. (⟦github.com⟧ RSA key fingerprint is ⟦SHA256:«b64_43»⟧)
sudo: ⟦ci⟧ : 3 incorrect password attempts ; TTY=⟦pts/0⟧ ; PWD=⟦/home/ci⟧ ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart vault⟧
pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=⟦198.51.100.23⟧ user=⟦backup⟧
passwd: password for ⟦deploy⟧ is unchanged (⟦BAD PASSWORD: The password is shorter than 8 characters⟧)
chage: password for ⟦svc-etl⟧ expires on ⟦2026-12-10⟧ (⟦7⟧ days)
systemd[1]: ⟦vault.service⟧: Main process exited, code=exited, status=⟦2⟧/INVALIDARGUMENT
systemd[1]: Failed to start ⟦gpg-agent.socket⟧ - GnuPG cryptographic agent and passphrase cache.
kernel: [⟦81234.118⟧] ⟦oom-kill⟧:constraint=CONSTRAINT_MEMCG,task=⟦tokenizer⟧,pid=⟦8812⟧,uid=⟦1000⟧
kernel: EXT4-fs error (device ⟦nvme0n1p2⟧): ext4_find_entry:⟦1455⟧: inode #⟦2⟧: comm ⟦vault⟧: reading directory lblock ⟦0⟧
dmesg: ⟦audit⟧: type=⟦1400⟧ apparmor="DENIED" operation="open" profile="⟦/usr/bin/keepassxc⟧" name="⟦/home/ci/Passwords.kdbx⟧"
Windows: Event ID ⟦4625⟧: An account failed to log on. Account Name: ⟦svc-backup⟧ Failure Reason: ⟦Unknown user name or bad password.⟧ Status: ⟦0xC000006D⟧
Windows: The trust relationship between this workstation and the primary domain failed. (⟦NETLOGON⟧ event ⟦5719⟧)
macOS: security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain. (service ⟦com.acme.cli⟧, account ⟦token⟧)
launchd: Service ⟦com.acme.token-refresher⟧ exited with abnormal code: ⟦78⟧
cron: (⟦root⟧) CMD (⟦/opt/acme/bin/rotate_passwords.sh --dry-run⟧) exit ⟦1⟧
logrotate: error: failed to rename ⟦/var/log/auth.log⟧ to ⟦/var/log/auth.log.1⟧: Permission denied
fail2ban: ⟦sshd⟧ Ban ⟦203.0.113.77⟧ (⟦5⟧ failures in ⟦600⟧ s)
""".strip().splitlines()
