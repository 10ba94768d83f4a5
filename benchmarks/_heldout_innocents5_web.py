"""Innocent corpus 5, web and services: HTTP APIs and gateways, OAuth/OIDC and SAML, identity
providers, payments, mail, webhooks, LLM and search APIs, browsers, mobile and desktop apps.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set5.py``). None is a message of set 4.
"""

from __future__ import annotations

__all__ = ["WEB"]

WEB = r"""
HTTP 401 Unauthorized: {"error":"invalid_token","error_description":"The access token expired at ⟦2026-12-03T17:00:00Z⟧","request_id":"⟦req_«A24»⟧"}
HTTP 403 Forbidden: {"code":"⟦insufficient_scope⟧","required_scopes":["⟦tokens:write⟧","⟦secrets:read⟧"],"trace_id":"⟦«h32»⟧"}
HTTP 429 Too Many Requests: Retry-After: ⟦37⟧; X-RateLimit-Limit: ⟦5000⟧; X-RateLimit-Remaining: ⟦0⟧; X-RateLimit-Reset: ⟦1733248800⟧ (endpoint ⟦POST /v1/password/reset⟧)
HTTP 413 Payload Too Large: request body ⟦10485761⟧ bytes exceeds limit ⟦10485760⟧ for ⟦/api/uploads/«uuid»⟧
HTTP 409 Conflict: {"type":"https://api.acme.io/problems/duplicate","title":"API key name already in use","detail":"An API key named '⟦ci-deploy-token⟧' already exists","instance":"⟦/v2/api-keys/«uuid»⟧"}
HTTP 400 Bad Request: {"errors":[{"field":"⟦password_confirmation⟧","code":"⟦mismatch⟧","message":"does not match password"}],"request_id":"⟦«uuid»⟧"}
HTTP 422 Unprocessable Entity: {"message":"Validation Failed","errors":[{"resource":"⟦PersonalAccessToken⟧","field":"⟦expires_at⟧","code":"⟦invalid⟧"}],"documentation_url":"https://docs.github.com/rest"}
HTTP 502 Bad Gateway from ⟦kong/3.8.0⟧: An invalid response was received from the upstream server (upstream ⟦token-svc.internal:8443⟧, X-Kong-Request-Id ⟦«h32»⟧)
HTTP 504 Gateway Timeout: upstream request timeout (x-envoy-upstream-service-time ⟦15003⟧, x-request-id ⟦«uuid»⟧, route ⟦/oauth/token⟧)
API Gateway: {"message":"Forbidden"} x-amzn-RequestId: ⟦«uuid»⟧ x-amzn-ErrorType: ⟦MissingAuthenticationTokenException⟧ (stage ⟦prod⟧, path ⟦/secrets/rotate⟧)
OAuth: error=⟦invalid_grant⟧&error_description=⟦Authorization+code+has+expired⟧&state=«A32» (client ⟦web-dashboard⟧)
OAuth: {"error":"⟦unauthorized_client⟧","error_description":"Client ⟦mobile-ios⟧ is not allowed to use grant type ⟦client_credentials⟧"}
OAuth: {"error":"⟦invalid_request⟧","error_description":"PKCE ⟦code_verifier⟧ is required for public clients (length ⟦43⟧-⟦128⟧)"}
OIDC: id_token validation failed: ⟦iss⟧ mismatch: expected ⟦https://login.acme.io/realms/prod⟧, got ⟦https://login.acme.io/realms/staging⟧ (kid ⟦«A43»⟧)
OIDC: JWKS refresh failed for ⟦https://accounts.acme.io/.well-known/jwks.json⟧: no key with kid "⟦«h16»⟧" (alg ⟦RS256⟧)
JWT: jwt.exceptions.ImmatureSignatureError: The token is not yet valid (nbf ⟦1733247900⟧, now ⟦1733247611⟧, clock skew ⟦289⟧ s, iss ⟦https://id.acme.io⟧)
JWT: jose.exceptions.JWSError: Signature verification failed (alg ⟦ES256⟧, kid ⟦«h16»⟧, JWKS fetched ⟦2026-12-03T17:30:02Z⟧)
SAML: SAMLResponse rejected: ⟦InResponseTo⟧ '⟦_«h40»⟧' does not match any outstanding request (IdP ⟦https://sts.windows.net/«uuid»/⟧)
SAML: Signature validation failed: certificate with fingerprint ⟦«H40»⟧ is not trusted for ⟦urn:amazon:webservices⟧
Keycloak: type=⟦LOGIN_ERROR⟧, realmId=⟦prod⟧, clientId=⟦account-console⟧, userId=⟦«uuid»⟧, ipAddress=⟦198.51.100.23⟧, error=⟦invalid_user_credentials⟧, auth_method=⟦openid-connect⟧
Keycloak: WARN [org.keycloak.events] type=⟦UPDATE_PASSWORD_ERROR⟧, error=⟦password_history_violation⟧ (policy ⟦passwordHistory(5)⟧, user ⟦jdoe⟧)
Okta: E0000014: Update of credentials failed. Password requirements were not met: ⟦at least 14 characters⟧, ⟦no parts of your username⟧ (user ⟦00u«A17»⟧)
Okta: E0000011: Invalid token provided (errorSummary for API call ⟦GET /api/v1/users/«A20»⟧, errorId ⟦oae«A19»⟧)
Auth0: {"statusCode":429,"error":"Too Many Requests","message":"Global limit has been reached","errorCode":"⟦too_many_requests⟧"} (tenant ⟦acme-prod.eu⟧, x-ratelimit-reset ⟦1733247671⟧)
Auth0: Failed Login (wrong password) for ⟦ann@acme.io⟧, connection ⟦Username-Password-Authentication⟧, log_id ⟦«d56»⟧
Cognito: LimitExceededException: Attempt limit exceeded, please try after some time. (operation ⟦ForgotPassword⟧, UserPool ⟦eu-west-1_«A9»⟧)
Cognito: InvalidPasswordException: Password did not conform with policy: Password must have ⟦symbol⟧ characters (UserPool ⟦ap-northeast-1_«A9»⟧)
Firebase Auth: FirebaseAuthError: There is no user record corresponding to the provided identifier. (code ⟦auth/user-not-found⟧, uid ⟦«A28»⟧)
Firebase Auth: Firebase: Error (⟦auth/weak-password⟧). Password should be at least ⟦6⟧ characters
Clerk: ⟦form_password_pwned⟧: Password has been found in an online data breach. For account safety, please use a different password. (trace ⟦«h32»⟧)
Supabase: AuthApiError: ⟦Email rate limit exceeded⟧ (status ⟦429⟧, code ⟦over_email_send_rate_limit⟧, x-sb-request-id ⟦«uuid»⟧)
Stripe: InvalidRequestError: No such payment_intent: '⟦pi_«A24»⟧' (request ⟦req_«A14»⟧, idempotency key ⟦«uuid»⟧)
Stripe: CardError: Your card was declined. (code ⟦card_declined⟧, decline_code ⟦insufficient_funds⟧, charge ⟦ch_«A24»⟧)
Stripe: Webhook endpoint ⟦we_«A24»⟧ disabled after ⟦3⟧ days of failed deliveries (last event ⟦evt_«A24»⟧, status ⟦500⟧)
Adyen: Refused (refusalReasonCode ⟦24⟧: CVC Declined), pspReference ⟦«U16»⟧, merchantReference ⟦order-«d8»⟧
PayPal: UNPROCESSABLE_ENTITY: ⟦INSTRUMENT_DECLINED⟧ (debug_id ⟦«h13»⟧, order ⟦«U17»⟧)
Braintree: Braintree::NotFoundError: transaction with id '⟦«l8»⟧' not found (merchant ⟦acme_eur⟧)
Square: 400 INVALID_REQUEST_ERROR: ⟦VALUE_TOO_LONG⟧ Field ⟦idempotency_key⟧ must not be greater than ⟦45⟧ length. (location ⟦L«U12»⟧)
Shopify: [API] Exceeded ⟦2⟧ calls per second for api client. Reduce request rates to resume uninterrupted service. (X-Request-Id ⟦«uuid»⟧, shop ⟦acme-store.myshopify.com⟧)
SendGrid: 403 {"errors":[{"field":null,"message":"The from address does not match a verified Sender Identity. (⟦no-reply@acme.io⟧)"}]} (X-Message-Id ⟦«A22»⟧)
Postmark: 406 ⟦Inactive recipient⟧ - You tried to send to recipient(s) that have been marked as inactive: ⟦jane@example.org⟧ (MessageID ⟦«uuid»⟧)
Mailgun: 400 'to' parameter is not a valid address. please check documentation (domain ⟦mg.acme.io⟧, message ⟦<«d14».«h16»@mg.acme.io>⟧)
SES: MessageRejected: Email address is not verified. The following identities failed the check in region ⟦EU-WEST-1⟧: ⟦password-reset@acme.io⟧
SMTP: 550 5.1.1 <⟦ops-alerts@acme.io⟧>: Recipient address rejected: User unknown in virtual mailbox table (queue id ⟦«H10»⟧)
SMTP: 421 4.7.0 [⟦203.0.113.9⟧] Our system has detected an unusual rate of unsolicited mail originating from your IP address. (⟦gsmtp⟧ ⟦«l20»⟧)
DMARC: report for ⟦acme.io⟧: ⟦42⟧ messages from ⟦198.51.100.77⟧ failed ⟦dkim=fail⟧ (selector ⟦s2026⟧), policy ⟦quarantine⟧
Twilio: HTTP 400 error: Unable to create record: The 'To' number ⟦+15005550001⟧ is not a valid phone number. (code ⟦21211⟧, more_info https://www.twilio.com/docs/errors/21211, Sid ⟦SM«h32»⟧)
Slack: slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage) The server responded with: {'ok': False, 'error': '⟦channel_not_found⟧'} (channel ⟦C«U10»⟧)
Discord: 50013 Missing Permissions (guild ⟦«d18»⟧, channel ⟦«d18»⟧, permission ⟦MANAGE_WEBHOOKS⟧)
Telegram: telegram.error.BadRequest: ⟦Chat not found⟧ (chat_id ⟦-100«d10»⟧)
GitHub webhook: delivery ⟦«uuid»⟧ failed: ⟦X-Hub-Signature-256⟧ mismatch for hook ⟦«d9»⟧ (event ⟦push⟧)
Stripe webhook: No signatures found matching the expected signature for payload (event ⟦evt_«A24»⟧, timestamp ⟦1733247611⟧, tolerance ⟦300⟧ s)
OpenAI: openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for ⟦gpt-4o⟧ in organization ⟦org-«A24»⟧ on tokens per min (TPM): Limit ⟦30000⟧, Used ⟦29811⟧, Requested ⟦1204⟧.', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}
OpenAI: openai.BadRequestError: Error code: 400 - This model's maximum context length is ⟦128000⟧ tokens. However, your messages resulted in ⟦131072⟧ tokens. (request ⟦req_«h32»⟧)
Anthropic: anthropic.APIStatusError: Error code: 529 - {'type': 'error', 'error': {'type': '⟦overloaded_error⟧', 'message': 'Overloaded'}, 'request_id': '⟦req_«A24»⟧'}
Anthropic: anthropic.BadRequestError: prompt is too long: ⟦215431⟧ tokens > ⟦200000⟧ maximum (model ⟦claude-sonnet-4-5⟧)
Gemini: google.genai.errors.ClientError: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'The input token count (⟦1048577⟧) exceeds the maximum number of tokens allowed (⟦1048576⟧).', 'status': 'INVALID_ARGUMENT'}}
Bedrock: ThrottlingException: Too many tokens, please wait before trying again. (model ⟦anthropic.claude-3-5-sonnet-20241022-v2:0⟧, request ⟦«uuid»⟧)
Hugging Face: huggingface_hub.errors.GatedRepoError: 403 Client Error. Cannot access gated repo for url https://huggingface.co/⟦meta-llama/Llama-3.1-8B⟧/resolve/main/⟦tokenizer.json⟧ (Request ID: ⟦Root=1-«h8»-«h24»⟧)
tokenizers: Exception: data did not match any variant of untagged enum ⟦ModelWrapper⟧ at line ⟦«d6»⟧ column ⟦3⟧ (file ⟦tokenizer.json⟧)
Algolia: ApiError: Record at the position ⟦0⟧ objectID=⟦«d8»⟧ is too big size=⟦12415/10000⟧ bytes (index ⟦prod_articles⟧)
Mapbox: 422 {"message":"Coordinate is invalid: ⟦181.2,95.3⟧"} (tile request ⟦mapbox.mapbox-streets-v8/14/«d4»/«d4»⟧)
Chrome: Refused to connect to '⟦https://api.acme.io/v1/token⟧' because it violates the following Content Security Policy directive: "⟦connect-src 'self'⟧".
Chrome: Access to fetch at '⟦https://auth.acme.io/oauth/token⟧' from origin '⟦https://app.acme.io⟧' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.
Chrome: [DOM] Input elements should have autocomplete attributes (suggested: "⟦current-password⟧"): <input type="password" id="⟦login-password⟧">
Chrome: A cookie associated with a cross-site resource at ⟦https://id.acme.io/⟧ was set without the `⟦SameSite⟧` attribute. (cookie name ⟦__Host-session⟧)
Firefox: Uncaught (in promise) DOMException: ⟦The operation is insecure.⟧ (navigator.credentials.get, rpId ⟦acme.io⟧)
WebAuthn: InvalidStateError: The user attempted to register an authenticator that contains one of the credentials already registered with the relying party (rpId ⟦acme.io⟧, aaguid ⟦«uuid»⟧)
iOS: Keychain error ⟦-25300⟧ (errSecItemNotFound) for service ⟦io.acme.app.refresh-token⟧, account ⟦«uuid»⟧
Android: android.security.keystore.KeyPermanentlyInvalidatedException: Key permanently invalidated (alias ⟦biometric_token_key⟧)
Android: java.lang.SecurityException: Permission Denial: reading ⟦com.acme.provider.CredentialsProvider⟧ uri ⟦content://com.acme.credentials/tokens⟧ from pid=⟦«d5»⟧, uid=⟦«d5»⟧ requires ⟦com.acme.permission.READ_TOKENS⟧
macOS: SecKeychainItemCopyContent failed: ⟦User interaction is not allowed.⟧ (-25308) item ⟦Chrome Safe Storage⟧
Windows: CredRead failed with error ⟦1168⟧ (Element not found) for target ⟦git:https://dev.azure.com/acme⟧
1Password CLI: [ERROR] ⟦2026/12/03 17:44:10⟧ "⟦Stripe prod key⟧" isn't an item in the "⟦Engineering⟧" vault. Specify the item with its UUID, name, or domain.
Bitwarden CLI: Not found. (item ⟦«uuid»⟧, collection ⟦deploy-secrets⟧)
pass: Error: ⟦email/work/smtp-password⟧ is not in the password store.
KeePassXC: Error while reading the database: Invalid credentials were provided, please try again. (file ⟦/home/jdoe/vaults/team-passwords.kdbx⟧)
Sentry: Event ⟦«h32»⟧ dropped due to rate limiting (project ⟦auth-service⟧, category ⟦error⟧, retry after ⟦60⟧ s)
Grafana: alert ⟦TokenRefreshErrorRate⟧ firing: ⟦7.3%⟧ of ⟦POST /oauth/token⟧ requests failed over ⟦5m⟧ (rule uid ⟦«l14»⟧)
Prometheus: Error on ingesting samples with different value but same timestamp (series ⟦auth_password_resets_total{tenant="«d6»"}⟧, ⟦3⟧ samples)
PagerDuty: incident ⟦#«d5»⟧ triggered: ⟦Vault seal status: sealed⟧ on ⟦vault-2.prod⟧ (dedup key ⟦«h32»⟧)
Datadog: monitor ⟦«d8»⟧ [Triggered] ⟦API key usage anomaly⟧ on ⟦service:gateway⟧ (avg ⟦4213⟧ req/min)
""".strip().splitlines()
