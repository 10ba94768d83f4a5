"""Innocent corpus 4, applications: databases, queues, identity, LLM APIs, payments, config docs.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set4.py``). Many hold credential words next to
values that are not secrets: flags, counts, names, lengths, policies, file and column names.
"""

from __future__ import annotations

__all__ = ["APP"]

APP = r"""
MySQL: ERROR 1045 (28000): Access denied for user '⟦reporting⟧'@'⟦10.0.2.15⟧' (using password: ⟦YES⟧)
MariaDB: ERROR 1698 (28000): Access denied for user '⟦root⟧'@'⟦localhost⟧' (using password: ⟦NO⟧)
MySQL: ERROR 1819 (HY000): Your password does not satisfy the current policy requirements (⟦validate_password.policy=MEDIUM⟧, ⟦validate_password.length=12⟧)
MySQL: ERROR 1862 (HY000): Your password has expired. To log in you must change it using a client that supports expired passwords. (user ⟦etl⟧)
MySQL: [Warning] [MY-013360] [Server] Plugin ⟦mysql_native_password⟧ reported: ''mysql_native_password' is deprecated'
PostgreSQL: FATAL: password authentication failed for user "⟦analytics_ro⟧" (connection ⟦10.0.4.2:5432⟧, database ⟦warehouse⟧)
PostgreSQL: ERROR: duplicate key value violates unique constraint "⟦api_tokens_token_hash_idx⟧" DETAIL: Key (token_hash)=(⟦«h64»⟧) already exists.
PostgreSQL: ERROR: column "⟦password_changed_at⟧" does not exist LINE 1: SELECT ⟦password_changed_at⟧ FROM users
PostgreSQL: ERROR: relation "⟦oauth_access_tokens⟧" does not exist at character ⟦15⟧
PostgreSQL: ERROR: canceling statement due to statement timeout (query ⟦«d7»⟧, ⟦30000⟧ ms, table ⟦secret_versions⟧)
PostgreSQL: WARNING: there is no transaction in progress (session ⟦«h8».«h4»⟧)
PostgreSQL: FATAL: remaining connection slots are reserved for non-replication superuser connections (max_connections=⟦200⟧)
PostgreSQL: ERROR: new row for relation "⟦users⟧" violates check constraint "⟦password_hash_length_check⟧"
SQLite: sqlite3.IntegrityError: NOT NULL constraint failed: ⟦credentials.secret_ciphertext⟧
SQL Server: Msg ⟦18456⟧, Level 14, State 8, Server ⟦SQL01⟧, Line 1 Login failed for user '⟦app_login⟧'. Reason: ⟦Password did not match that for the login provided.⟧
SQL Server: Msg ⟦2627⟧: Violation of PRIMARY KEY constraint '⟦PK_ApiKeys⟧'. The duplicate key value is (⟦«uuid»⟧).
Oracle: ORA-28001: the password has expired (user ⟦BATCH_OWNER⟧)
Oracle: ORA-00942: table or view does not exist (⟦SEC.PASSWORD_HISTORY⟧)
MongoDB: MongoServerError: E11000 duplicate key error collection: ⟦auth.refresh_tokens⟧ index: ⟦jti_1⟧ dup key: { jti: "⟦«uuid»⟧" }
MongoDB: MongoServerError: ⟦Authentication failed.⟧ (mechanism ⟦SCRAM-SHA-256⟧, user ⟦app⟧, db ⟦admin⟧)
MongoDB: ObjectId ⟦«h24»⟧ not found in ⟦sessions⟧
Redis: ERR max number of clients reached (⟦10000⟧) on ⟦cache-prod-2⟧
Redis: WRONGPASS invalid username-password pair or user is disabled. (user ⟦default⟧, acl ⟦on⟧)
Redis: MOVED ⟦12182⟧ ⟦10.0.5.4:6379⟧ (key ⟦rl:token_bucket:user:«d7»⟧)
Redis: OOM command not allowed when used memory > 'maxmemory' (key ⟦cache:render:«h32»⟧)
Cassandra: com.datastax.driver.core.exceptions.AuthenticationException: Authentication error on host ⟦/10.0.6.3:9042⟧: Provided username ⟦loader⟧ and/or password are incorrect
Elasticsearch: [⟦security_exception⟧] missing authentication credentials for REST request [⟦/_cluster/health⟧]
Elasticsearch: index [⟦api-keys-2026.12⟧] blocked by: [⟦TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark⟧]
ClickHouse: Code: ⟦516⟧. DB::Exception: ⟦default⟧: Authentication failed: password is incorrect, or there is no user with such name.
Snowflake: 390100 (08004): Incorrect username or password was specified. (account ⟦xy12345⟧, user ⟦LOADER⟧)
BigQuery: 400 Query exceeded resource limits. ⟦1234.5⟧ CPU seconds were used (job ⟦bquxjob_«h8»_«h12»⟧)
Kafka: org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism ⟦SCRAM-SHA-512⟧
Kafka: Offset commit failed on partition ⟦orders-7⟧ at offset ⟦«d8»⟧: The coordinator is not aware of this member. (group ⟦token-consumers⟧)
RabbitMQ: ACCESS_REFUSED - Login was refused using authentication mechanism ⟦PLAIN⟧. For details see the broker logfile. (vhost ⟦/prod⟧)
RabbitMQ: PRECONDITION_FAILED - inequivalent arg 'x-message-ttl' for queue '⟦password-reset-emails⟧' in vhost '/': received ⟦60000⟧ but current is ⟦30000⟧
SQS: AWS.SimpleQueueService.NonExistentQueue: The specified queue does not exist: ⟦https://sqs.us-east-1.amazonaws.com/«d12»/token-revocations.fifo⟧
Celery: Task ⟦app.tasks.send_password_reset⟧[⟦«uuid»⟧] raised unexpected: SMTPAuthenticationError(⟦535⟧, b'5.7.8 Username and Password not accepted.')
Sidekiq: ⟦PasswordExpiryWorker⟧ JID-⟦«h24»⟧ FAIL: ⟦Net::ReadTimeout⟧ after ⟦3⟧ retries
SMTP: 535 5.7.8 Authentication credentials invalid (server ⟦smtp.sendgrid.net:587⟧, user ⟦apikey⟧)
SMTP: 550 5.1.1 <⟦jane.doe@acme.io⟧>: Recipient address rejected: User unknown in virtual mailbox table (queue ⟦«H10»⟧)
Postfix: warning: ⟦unknown[203.0.113.9]⟧: SASL LOGIN authentication failed: UGFzc3dvcmQ6
Keycloak: type=⟦LOGIN_ERROR⟧, realmId=⟦acme⟧, clientId=⟦web-portal⟧, userId=⟦«uuid»⟧, ipAddress=⟦10.0.0.12⟧, error=⟦invalid_user_credentials⟧
Keycloak: WARN [org.keycloak.events] type=⟦REFRESH_TOKEN_ERROR⟧, error=⟦invalid_token⟧, reason=⟦Token is not active⟧
Okta: ⟦E0000004⟧: Authentication failed (user ⟦jdoe@acme.io⟧, event ⟦«A20»⟧)
Okta: ⟦E0000080⟧: The password does not meet the complexity requirements of the current password policy (minLength ⟦12⟧, history ⟦24⟧)
Auth0: ⟦too_many_attempts⟧: Your account has been blocked after multiple consecutive login attempts. (user_id ⟦auth0|«h24»⟧)
Auth0: ⟦invalid_grant⟧: Unknown or invalid refresh token. (client ⟦«A32»⟧)
Cognito: ⟦NotAuthorizedException⟧: Incorrect username or password. (user pool ⟦us-east-1_«A9»⟧)
Cognito: ⟦PasswordResetRequiredException⟧: Password reset required for the user (username ⟦«uuid»⟧)
Entra ID: AADSTS50126: Error validating credentials due to invalid username or password. (user ⟦ci@acme.onmicrosoft.com⟧, trace ⟦«uuid»⟧)
LDAP: ldap_bind: Invalid credentials (⟦49⟧) additional info: ⟦80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563⟧
OAuth: error=⟦invalid_client⟧ error_description="⟦Client authentication failed (e.g., unknown client, no client authentication included)⟧"
OAuth: error=⟦invalid_scope⟧ scope ⟦repo:write⟧ is not allowed for client ⟦cli-«h8»⟧
JWT: jwt.exceptions.ExpiredSignatureError: Signature has expired (exp ⟦1764756000⟧, now ⟦1764759600⟧, kid ⟦«h16»⟧)
JWT: jose.exceptions.JWTClaimsError: Invalid audience (expected ⟦api://acme-prod⟧, got ⟦api://acme-staging⟧)
JWT: JsonWebTokenError: invalid algorithm (expected ⟦RS256⟧, header ⟦HS256⟧)
JWKS: no key found for kid ⟦«h40»⟧ at ⟦https://auth.acme.io/.well-known/jwks.json⟧
SAML: Signature validation failed. SAML Response rejected (issuer ⟦https://idp.acme.io/metadata⟧, InResponseTo ⟦_«h32»⟧)
MFA: TOTP code rejected for user ⟦jdoe⟧ (drift ⟦2⟧ steps, device ⟦Authenticator-«d4»⟧)
WebAuthn: NotAllowedError: The operation either timed out or was not allowed. (rpId ⟦acme.io⟧, credential ⟦«b64_22»⟧ unknown)
Vault: Error making API request. URL: PUT ⟦https://vault.acme.internal:8200/v1/auth/approle/login⟧ Code: ⟦400⟧. Errors: * ⟦invalid role or secret ID⟧
Vault: ⟦core: security barrier not initialized⟧ (seal type ⟦shamir⟧, threshold ⟦3⟧ of ⟦5⟧)
Vault: lease ⟦database/creds/readonly/«A24»⟧ expired; renew failed: ⟦lease not found⟧
Vault: * permission denied on path ⟦secret/data/payments/stripe⟧ (policy ⟦ci-read⟧, accessor ⟦«A24»⟧)
1Password: [ERROR] 2026/12/03 10:02:11 "⟦Prod DB⟧" isn't an item in the "⟦Infrastructure⟧" vault. Specify the item with its UUID, name, or domain.
Doppler: Unable to fetch secrets: Could not find requested config '⟦prd_backend⟧' (project ⟦api⟧)
External Secrets: could not get secret data from provider: key "⟦prod/api/keys⟧" property "⟦signing_key⟧" not found (ExternalSecret ⟦api-keys⟧)
OpenAI: 429 Rate limit reached for ⟦gpt-4o⟧ in organization ⟦org-«A24»⟧ on tokens per min (TPM): Limit ⟦30000⟧, Used ⟦29871⟧, Requested ⟦1540⟧.
OpenAI: 400 This model's maximum context length is ⟦128000⟧ tokens. However, your messages resulted in ⟦131072⟧ tokens.
Anthropic: 400 prompt is too long: ⟦212345⟧ tokens > ⟦200000⟧ maximum (request_id ⟦req_«A24»⟧)
Anthropic: 529 overloaded_error: Overloaded (request-id ⟦req_«A24»⟧)
LLM: finish_reason=⟦length⟧; token count: ⟦4096⟧ of max_tokens ⟦4096⟧ (prompt_tokens ⟦3120⟧, completion_tokens ⟦976⟧)
tokenizer: Token indices sequence length is longer than the specified maximum sequence length for this model (⟦1034⟧ > ⟦512⟧)
transformers: OSError: ⟦meta-llama/Llama-3.1-8B⟧ is a gated repo; access to model requires approval (revision ⟦«h40»⟧)
huggingface_hub: RepositoryNotFoundError: 404 Client Error. (Request ID: ⟦Root=1-«h8»-«h24»⟧) Repository Not Found for url: ⟦https://huggingface.co/api/models/acme/token-classifier⟧
torch: CUDA out of memory. Tried to allocate ⟦2.00 GiB⟧ (GPU ⟦0⟧; ⟦79.15 GiB⟧ total capacity; ⟦76.02 GiB⟧ already allocated)
vLLM: ValueError: The model's max seq len (⟦32768⟧) is larger than the maximum number of tokens that can be stored in KV cache (⟦21984⟧).
Stripe: card_declined: Your card was declined. (decline_code ⟦insufficient_funds⟧, charge ⟦ch_3«A24»⟧, request ⟦req_«A14»⟧)
Stripe: No such customer: '⟦cus_«A14»⟧' (request ⟦req_«A14»⟧)
Stripe: idempotency key ⟦«uuid»⟧ reused with different parameters
PayPal: ⟦INSTRUMENT_DECLINED⟧: The instrument presented was either declined by the processor or bank (order ⟦«A17»⟧, debug_id ⟦«h13»⟧)
Adyen: Refused (refusalReason ⟦CVC Declined⟧, pspReference ⟦«A16»⟧)
Shopify: 429 Exceeded 2 calls per second for api client. (X-Request-Id: ⟦«uuid»⟧, shop ⟦acme-store.myshopify.com⟧)
Twilio: 21211 Invalid 'To' Phone Number: ⟦+1555010«d4»⟧ (message ⟦SM«h32»⟧)
SendGrid: 403 The from address does not match a verified Sender Identity (⟦noreply@acme.io⟧, message-id ⟦«A22»⟧)
Slack: ⟦channel_not_found⟧ (channel ⟦C0«A9»⟧, method ⟦chat.postMessage⟧, response_metadata ⟦{"messages":["[ERROR] missing required field: text"]}⟧)
GitHub API: 422 Validation Failed: {"resource":"⟦DeployKey⟧","code":"⟦custom⟧","message":"⟦key is already in use⟧"}
GitHub API: 404 Not Found for ⟦GET /repos/acme/secrets-scanner/actions/secrets/public-key⟧ (x-github-request-id ⟦«H4»:«H5»:«H7»:«H7»:«H8»⟧)
GitLab API: 403 Forbidden ⟦insufficient_scope⟧: this token requires ⟦api⟧ scope (token name ⟦ci-mirror⟧, expires ⟦2026-12-31⟧)
Jira: 401 ⟦Basic auth with password is not allowed on this instance⟧ (site ⟦acme.atlassian.net⟧)
Sentry: Event ⟦«h32»⟧ dropped: ⟦ratelimit⟧ (project ⟦«d7»⟧, key ⟦public⟧)
Datadog: Monitor ⟦«d8»⟧ triggered: ⟦avg(last_5m):avg:auth.token.refresh.errors{env:prod} > 50⟧
Grafana: alert ⟦Password reset emails failing⟧ firing (rule ⟦«A14»⟧, instance ⟦smtp-relay-1⟧)
PagerDuty: incident ⟦#«d5»⟧ ⟦[P1] Vault sealed in eu-west-1⟧ assigned to ⟦Security On-Call⟧
config docs: ⟦password_min_length⟧ (int, default ⟦12⟧): minimum length for new passwords
config docs: ⟦token_ttl⟧: how long an issued token lives, e.g. ⟦15m⟧, ⟦1h⟧; default ⟦3600⟧ seconds
config docs: set ⟦SECRET_KEY_FILE⟧ to the path of a file holding the key (e.g. ⟦/run/secrets/django_key⟧), never the key itself
config docs: ⟦api_key_header⟧ (string, default ⟦"X-API-Key"⟧): the header the gateway reads the key from
config docs: ⟦auth.password.enabled⟧: ⟦true⟧ | ⟦false⟧ — allow password logins in addition to SSO
config: ⟦require_password: NO⟧, ⟦require_mfa: YES⟧, ⟦session_timeout: 30m⟧ (profile ⟦kiosk⟧)
config: ⟦password_auth = yes⟧ and ⟦pubkey_auth = yes⟧ loaded from ⟦/etc/ssh/sshd_config.d/50-cloud-init.conf⟧
config: PasswordAuthentication ⟦no⟧ (⟦/etc/ssh/sshd_config:57⟧); ⟦KbdInteractiveAuthentication no⟧
config: ⟦secrets.backend⟧ = ⟦"vault"⟧ (valid: ⟦env, file, vault, aws-sm⟧)
config: unknown key ⟦tokn_ttl⟧ in ⟦[auth]⟧ (did you mean ⟦token_ttl⟧?)
audit: user ⟦jdoe⟧ changed password at ⟦2026-12-03T09:41:00Z⟧ (ip ⟦10.0.0.44⟧, session ⟦«h16»⟧)
audit: API key ⟦ak_live_…«h4»⟧ (name ⟦zapier⟧) revoked by ⟦admin@acme.io⟧
audit: secret ⟦prod/db/password⟧ rotated; new version ⟦«d3»⟧, previous ⟦AWSPREVIOUS⟧
metrics: ⟦tokens_issued_total⟧=⟦18422⟧ ⟦tokens_revoked_total⟧=⟦311⟧ ⟦token_bucket_capacity⟧=⟦100⟧
metrics: ⟦password_reset_requests⟧ p99 latency ⟦812ms⟧ over ⟦5m⟧ (SLO ⟦500ms⟧)
report: ⟦42⟧ users with password age > ⟦90⟧ days; ⟦7⟧ with MFA disabled
data: CSV row ⟦1834⟧: column '⟦token_count⟧' expected int, got '⟦n/a⟧'
data: parquet schema mismatch: field ⟦secret_hash⟧ is ⟦BINARY⟧ in ⟦part-00003-«uuid»-c000.snappy.parquet⟧ but ⟦STRING⟧ in table
""".strip().splitlines()
