"""Innocent set 78: MCP agent output with no secret, public keys, key ids, fingerprints,
digests and request ids beside credential words, set 78's languages, and public ids of set
78's vendors.

``AGENT``: JSON-RPC frames, ``tools/list`` schemas, MCP Inspector output, OAuth metadata
and flows for MCP servers, server logs and stdio traces where every credential is masked,
referenced, hashed or absent. ``PUBLIC``: public halves and identifiers next to credential
words. ``WORLD``: set 78's ten languages saying that a password, PIN, token or code was
changed, sent, expired or required, without one. ``VENDOR_IDS``: set 78's vendors' public or
non-secret ids (key ids, project ids, app ids, universe names, zone ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦{"jsonrpc":"2.0","id":0,"method":"initialize"}⟧ ⟦clientInfo acme-agent 0.9.2⟧
agent: ⟦Mcp-Session-Id: «uuid»⟧ ⟦event: message⟧ ⟦id 3⟧
agent: ⟦{"jsonrpc":"2.0","method":"notifications/initialized"}⟧
agent: ⟦tools/list → 14 tools⟧ ⟦search_tickets, rotate_db_user, geocode⟧
agent: ⟦"inputSchema":{"type":"object","properties":{"api_token":{"type":"string","description":"token to use"}}}⟧
agent: ⟦"annotations":{"readOnlyHint":true,"destructiveHint":false}⟧ ⟦tool geocode⟧
agent: ⟦🔑 Session token: (hidden, set in MCP_PROXY_AUTH_TOKEN)⟧ ⟦Proxy server listening on localhost:6277⟧
agent: ⟦MCP Inspector is up and running at http://localhost:6274⟧ ⟦Transport Type: STDIO⟧
agent: ⟦ACME_API_TOKEN = ********⟧ ⟦Connected ✓⟧
agent: ⟦WWW-Authenticate: Bearer resource_metadata="https://tools.acme.io/.well-known/oauth-protected-resource"⟧
agent: ⟦"resource":"https://tools.acme.io/mcp"⟧ ⟦"bearer_methods_supported":["header"]⟧
agent: ⟦client_id dcr_«h12»⟧ ⟦token_endpoint_auth_method none⟧ ⟦(public client, no secret)⟧
agent: ⟦code_challenge «b64_43»⟧ ⟦code_challenge_method S256⟧ (PKCE challenge, a hash)
agent: ⟦state «h12»⟧ ⟦redirect_uri http://127.0.0.1:33418/callback⟧
agent: ⟦{"access_token":"[REDACTED]","token_type":"Bearer","expires_in":3600}⟧
agent: ⟦[client] spawn: uvx acme-mcp-server --region eu⟧ ⟦(key read from ACME_API_KEY)⟧
agent: ⟦[server stderr] INFO acme_mcp: listening on stdio⟧ ⟦pid 4411⟧
agent: ⟦[server stderr] ERROR upstream 401 GET /api/v2/search⟧ ⟦request id «h32»⟧
agent: ⟦"env": {"ACME_CI_TOKEN": "${input:acme-ci-token}"}⟧ (a prompt reference)
agent: ⟦"inputs": [{"type":"promptString","id":"acme-ci-token","password":true}]⟧
agent: ⟦Using transport strategy: http-first⟧ ⟦Connected to remote server using StreamableHTTPClientTransport⟧
agent: ⟦[supergateway] SSE endpoint: http://localhost:8000/sse⟧ ⟦port 8000⟧
agent: ⟦Starting MCP server 'warehouse' with transport 'stdio'⟧ ⟦fastmcp 2.12.4⟧
agent: ⟦resources/read config://acme/app.toml⟧ ⟦password = "${SMTP_PASSWORD}"⟧ (placeholder)
agent: ⟦uriTemplate s3://acme-exports/{key}⟧ ⟦name export⟧
agent: ⟦roots: file:///home/dev/src/web⟧ ⟦listChanged true⟧
agent: ⟦sampling/createMessage⟧ ⟦maxTokens 400⟧ ⟦modelPreferences.intelligencePriority 0.8⟧
agent: ⟦elicitation/create⟧ ⟦requestedSchema approval_pin: string, minLength 6⟧ ⟦action decline⟧
agent: ⟦notifications/message level=warning logger=acme.vault⟧ ⟦lease expires in 120 s⟧
agent: ⟦tools/call rotate_db_user → "rotated"⟧ ⟦new password stored in Vault at kv/etl⟧
agent: ⟦{"isError":true,"content":[{"type":"text","text":"GitLab API 401 (token expired)"}]}⟧
agent: ⟦error -32602 Invalid params⟧ ⟦missing required argument "query"⟧
agent: ⟦error -32601 Method not found: resources/subscribe⟧
agent: ⟦"headers":{"authorization":"Bearer ***","mcp-protocol-version":"2025-06-18"}⟧
agent: ⟦claude mcp add --transport http linear https://mcp.acme.io/mcp⟧ ⟦(OAuth, no header)⟧
agent: ⟦configSchema required: [apiKey]⟧ ⟦apiKey: {type: string, description: Acme API key}⟧
agent: ⟦$ git diff -- mcp.json⟧ ⟦+ "-e", "NOTION_TOKEN"⟧ (the name, value from the environment)
agent: ⟦rg -n 'TOKEN|KEY' ~/.config/acme-agent/mcp/⟧ ⟦servers.toml:12: ACME_SEARCH_KEY = env("ACME_SEARCH_KEY")⟧
agent: ⟦HTTP 201 POST /v1/mcp/tokens⟧ ⟦{"id":"tok_«h4»","name":"agent-laptop","last4":"x9Qe"}⟧
agent: ⟦Set-Cookie: mcp_gw_locale=de-DE; Path=/; SameSite=Lax⟧ ⟦X-Request-Id: «uuid»⟧
agent: ⟦docker logs acme-mcp-postgres⟧ ⟦read_only True⟧ ⟦api_key set (sha256 «h12»…)⟧
agent: ⟦kubectl -n mcp get secret gateway-upstreams⟧ ⟦TYPE Opaque⟧ ⟦DATA 4⟧ ⟦AGE 31d⟧
agent: ⟦systemctl status acme-mcp⟧ ⟦Active: active (running) since 2026-12-07 15:02:11 UTC⟧ ⟦Main PID: 4411⟧
agent: ⟦completion/complete⟧ ⟦values: redis://localhost:6379/0, redis://cache.acme.internal:6379/1⟧
agent: ⟦prompts/get deploy-checklist⟧ ⟦"Verify the webhook signature before promoting build 4412."⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ci@acme⟧ (public key)
public: ⟦GPG fingerprint «H40»⟧ ⟦release signing key for acme-tools⟧
public: ⟦Puppet Forge module checksum «h32»⟧ ⟦acme-nginx 3.1.0⟧
public: ⟦X-API-KEY-ID: «uuid»⟧ (Artifact Hub key id; the secret is a separate header)
public: ⟦DNS Made Easy x-dnsme-requestDate: Mon, 07 Dec 2026 15:20:11 GMT⟧ ⟦x-dnsme-requestsRemaining: 148⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ ⟦authorization server https://auth.acme.io⟧
public: ⟦DKIM selector acme-dec26⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ (public key in DNS)
public: ⟦token_count 1,204⟧ ⟦prompt_tokens 812⟧ ⟦completion_tokens 392⟧
public: ⟦KeyError: 'tenant_7731'⟧ ⟦key not found in cache: org_7731⟧
public: ⟦file password-reset-email.html.j2⟧ ⟦templates/auth/⟧
public: ⟦tokenizer.json sha256 «h64»⟧ ⟦vocab 50,257 tokens⟧
public: ⟦secret-scanning alert #«d3»⟧ ⟦state resolved⟧ ⟦type generic_api_key⟧ (no value shown)
public: ⟦S3 object key exports/2026/12/«uuid».csv⟧ ⟦ETag «h32»⟧
public: ⟦commit «h40»⟧ ⟦"rotate API key for staging"⟧ ⟦author ci-bot⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦span name POST /oauth/token⟧
public: ⟦x509 serial «H32»⟧ ⟦CN=tools.acme.io⟧ ⟦not after 2027-03-01⟧
public: ⟦certificate SHA-256 fingerprint «H64»⟧ ⟦(public, pinned in the client)⟧
public: ⟦age recipient age1«l58»⟧ (public recipient)
public: ⟦TLSA 3 1 1 «h64»⟧ ⟦_443._tcp.tools.acme.io⟧
public: ⟦cosign bundle digest sha256:«h64»⟧ ⟦Rekor log index «d8»⟧
public: ⟦WebAuthn credential id «b64_43»⟧ ⟦authenticator aaguid «uuid»⟧ (public)
public: ⟦password policy: argon2id, m=65536, t=3, p=4⟧ ⟦last changed 2026-11-02⟧
public: ⟦passkey added for mlopez⟧ ⟦device Pixel 9⟧ ⟦on 2026-12-04⟧
public: ⟦OAuth client_id «h32»⟧ ⟦public client (PKCE)⟧
public: ⟦nonce «h32»⟧ ⟦used once⟧ ⟦OIDC login⟧
public: ⟦idempotency key «uuid»⟧ ⟦POST /v1/deployments⟧
public: ⟦cache key v3-deps-«h40»⟧ ⟦restore-keys v3-deps-⟧
public: ⟦API key prefix ak_live_«A6»…⟧ ⟦last used 2026-12-06⟧ (prefix only)
public: ⟦repository secret names: VSCE_PAT, BUMP_TOKEN, PREFIX_API_KEY⟧ (names only)
public: ⟦request id req_«A24»⟧ ⟦401 api key revoked on 2026-12-05⟧ (the key is not in the response)
"""

WORLD = r"""
world: ⟦您的密码已成功修改。⟧ ⟦(zh: your password was changed)⟧
world: ⟦访问令牌将于 7 天后过期。⟧ ⟦(zh: the access token expires in 7 days)⟧
world: ⟦恢复码剩余 8 个。⟧ ⟦(zh: 8 recovery codes left)⟧
world: ⟦パスワードは管理者によってリセットされました。⟧ ⟦(ja: reset by an admin)⟧
world: ⟦暗証番号が 3 回間違えたためロックされました。⟧ ⟦(ja: PIN locked after 3 attempts)⟧
world: ⟦アクセストークンを削除しました。⟧ ⟦(ja: access token deleted)⟧
world: ⟦비밀번호가 관리자에 의해 초기화되었습니다.⟧ ⟦(ko: reset by an admin)⟧
world: ⟦복구 코드를 새로 생성했습니다. 이전 코드는 더 이상 사용할 수 없습니다.⟧ ⟦(ko)⟧
world: ⟦Пароль был сброшен администратором.⟧ ⟦(ru: password reset by an admin)⟧
world: ⟦Срок действия токена доступа истёк.⟧ ⟦(ru: the access token expired)⟧
world: ⟦Ihr Kennwort läuft in 5 Tagen ab.⟧ ⟦(de: your password expires in 5 days)⟧
world: ⟦Das Zugriffstoken wurde widerrufen.⟧ ⟦(de: the access token was revoked)⟧
world: ⟦Bitte geben Sie Ihre PIN ein.⟧ ⟦(de: please enter your PIN)⟧
world: ⟦Votre mot de passe a été réinitialisé par l'administrateur.⟧ ⟦(fr)⟧
world: ⟦Le jeton d'accès a expiré, reconnectez-vous.⟧ ⟦(fr)⟧
world: ⟦Clé API régénérée — l'ancienne clé ne fonctionne plus.⟧ ⟦(fr)⟧
world: ⟦Tu contraseña se cambió correctamente.⟧ ⟦(es)⟧
world: ⟦¿Olvidaste tu contraseña? Te enviamos un enlace.⟧ ⟦(es)⟧
world: ⟦El token de acceso caducó.⟧ ⟦(es)⟧
world: ⟦Sua senha foi redefinida pelo administrador.⟧ ⟦(pt-BR)⟧
world: ⟦A palavra-passe expira dentro de 3 dias.⟧ ⟦(pt-PT)⟧
world: ⟦Código de recuperação usado: restam 9.⟧ ⟦(pt)⟧
world: ⟦أعاد المسؤول تعيين كلمة المرور.⟧ ⟦(ar: an admin reset the password)⟧
world: ⟦انتهت صلاحية رمز الوصول.⟧ ⟦(ar: the access token expired)⟧
world: ⟦أدخل الرقم السري المكون من 4 أرقام.⟧ ⟦(ar: enter the 4-digit PIN)⟧
world: ⟦व्यवस्थापक ने आपका पासवर्ड रीसेट कर दिया है।⟧ ⟦(hi: an admin reset your password)⟧
world: ⟦एक्सेस टोकन की समय-सीमा समाप्त हो गई है।⟧ ⟦(hi: the access token expired)⟧
world: ⟦कृपया अपना पिन दर्ज करें।⟧ ⟦(hi: please enter your PIN)⟧
world: ⟦ПИН-код заблокирован после 3 попыток.⟧ ⟦(ru)⟧
world: ⟦API 키가 폐기되었습니다.⟧ ⟦(ko: the API key was revoked)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Gravitee application «uuid»⟧ ⟦plan Gold⟧ ⟦subscription ACCEPTED⟧
vendor: ⟦APISIX route id 42⟧ ⟦upstream id «d18»⟧ ⟦service id «d18»⟧
vendor: ⟦KrakenD endpoint /v1/invoices⟧ ⟦backend host billing:8080⟧ ⟦role partner⟧
vendor: ⟦Ansible Galaxy namespace acme⟧ ⟦collection netops⟧ ⟦import task «d8»⟧
vendor: ⟦Puppet Forge user acme⟧ ⟦release acme-nginx-3.1.0⟧ ⟦file_md5 «h32»⟧
vendor: ⟦Artifact Hub repository id «uuid»⟧ ⟦package acme-web⟧
vendor: ⟦ChartMuseum chart acme-web⟧ ⟦version 1.2.0⟧ ⟦digest «h64»⟧
vendor: ⟦VS Code Marketplace publisher acme⟧ ⟦extension id «uuid»⟧
vendor: ⟦Kellnr crate acme-core⟧ ⟦owner ci⟧ ⟦cksum «h64»⟧
vendor: ⟦JetBrains Marketplace plugin id 21044⟧ ⟦xmlId com.acme.lint⟧
vendor: ⟦prefix.dev channel acme-internal⟧ ⟦package build h4616a5c_0⟧
vendor: ⟦Treblle project id Xk3bq0Lr8Yp2Hz1T⟧ ⟦(project id, shown in the dashboard URL)⟧
vendor: ⟦Bump.sh doc acme-payments⟧ ⟦version «uuid»⟧ ⟦hub acme⟧
vendor: ⟦DNS Made Easy domain id «d7»⟧ ⟦record id «d9»⟧
vendor: ⟦Domeneshop domain id «d7»⟧ ⟦record id «d6»⟧ ⟦acme.no⟧
vendor: ⟦Loopia user ci@loopiaapi⟧ ⟦(the API user name, not its password)⟧
vendor: ⟦Mythic Beasts API key name ci-dns⟧ ⟦zone acme.uk⟧
vendor: ⟦Hawk.so project «h24»⟧ ⟦event «h24»⟧ ⟦release web@4.12.0⟧
vendor: ⟦Backtrace universe acme-games⟧ ⟦project rift⟧ ⟦fingerprint «h64»⟧
vendor: ⟦Speakeasy workspace acme-platform-7f2c⟧ ⟦target acme-python⟧
vendor: ⟦Joker.com Auth-Sid expired⟧ ⟦UID 418832⟧ ⟦Proc-ID «d8»⟧
vendor: ⟦Moesif company id acme-corp⟧ ⟦user id u_«d8»⟧
vendor: ⟦easyDNS zone acme.ca⟧ ⟦record id «d8»⟧
vendor: ⟦FreeDNS subdomain maison.mooo.com⟧ ⟦record id «d8»⟧
vendor: ⟦EngFlow cluster acme.cluster.engflow.com⟧ ⟦invocation «uuid»⟧
vendor: ⟦Status.io page id «h24»⟧ ⟦component «h24»⟧ ⟦container «h24»⟧
vendor: ⟦StatusGator board acme⟧ ⟦monitor «d7»⟧ ⟦status warn⟧
vendor: ⟦APISIX consumer partner-07⟧ ⟦plugin key-auth⟧ ⟦(consumer name, no key)⟧
vendor: ⟦API7 gateway group prod-eu⟧ ⟦instance «uuid»⟧
vendor: ⟦Lekko repository acme/config⟧ ⟦namespace checkout⟧ ⟦commit «h40»⟧
"""
