"""Innocent set 78: ids from set 78's developer-platform domains, flags and settings named like
credentials, and parse errors quoting ordinary values.

``DOMAINS``: package registries, CI/CD runs, feature flags, API gateways, CDN and edge logs,
DNS registrars, error tracking and status pages, and localized database and OS messages of
set 78's ten languages, full of ids, digests, object keys and names that look generated but
are not secret. ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values,
several in set 78's languages.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
registry: ⟦crate acme-core 0.9.1⟧ ⟦checksum «h64»⟧ ⟦yanked: false⟧
registry: ⟦collection acme.netops 2.4.0⟧ ⟦sha256 «h64»⟧ ⟦published by ci⟧
registry: ⟦module acme-nginx 3.1.0⟧ ⟦file_sha256 «h64»⟧ ⟦downloads 1,204⟧
registry: ⟦chart acme-web-1.2.0.tgz⟧ ⟦digest sha256:«h64»⟧ ⟦appVersion 4.12.0⟧
registry: ⟦package acme-tools-1.4.0-h4616a5c_0.conda⟧ ⟦md5 «h32»⟧ ⟦channel acme-internal⟧
registry: ⟦plugin 21044⟧ ⟦update «d6»⟧ ⟦channel eap⟧ ⟦compatible 243.*⟧
registry: ⟦extension acme.acme-lint 0.8.3⟧ ⟦VSIX size 412 KB⟧ ⟦targetPlatform linux-x64⟧
ci: ⟦pipeline «d7»⟧ ⟦job «d9»⟧ ⟦runner acme-docker-3⟧ ⟦commit «h40»⟧ ⟦passed in 4m 12s⟧
ci: ⟦build cache key v3-deps-«h40»⟧ ⟦restored 812 MB⟧
ci: ⟦bazel invocation «uuid»⟧ ⟦remote cache hits 9,412 of 9,980⟧
ci: ⟦artifact dist-«h12».tar.zst⟧ ⟦uploaded to acme-artifacts/«h40»/⟧
ci: ⟦merge queue batch «d5»⟧ ⟦PRs 4412, 4415, 4419⟧ ⟦state merged⟧
feature flags: ⟦flag new-checkout⟧ ⟦variation «uuid»⟧ ⟦rollout 25%⟧ ⟦environment production⟧
feature flags: ⟦experiment exp_«l12»⟧ ⟦bucket 7 of 100⟧ ⟦user u_«d8»⟧
feature flags: ⟦segment beta-testers⟧ ⟦412 members⟧ ⟦revision «h40»⟧
feature flags: ⟦config namespace config⟧ ⟦feature search_v2⟧ ⟦value true⟧ ⟦commit «h12»⟧
gateway: ⟦route 42 /billing/*⟧ ⟦upstream billing:8080⟧ ⟦plugins: limit-count, cors⟧
gateway: ⟦plan Gold⟧ ⟦subscription «uuid»⟧ ⟦application acme-partner-portal⟧ ⟦status ACCEPTED⟧
gateway: ⟦request id «h32»⟧ ⟦429 rate limited⟧ ⟦limit 100/min⟧ ⟦consumer partner-07⟧
gateway: ⟦endpoint /v1/invoices⟧ ⟦role partner⟧ ⟦p99 212 ms⟧
gateway: ⟦X-Request-Id: «uuid»⟧ ⟦X-RateLimit-Remaining: 58⟧
cdn: ⟦purge «uuid»⟧ ⟦3 files⟧ ⟦status done⟧ ⟦zone acme-static⟧
cdn: ⟦edge pop FRA⟧ ⟦cache HIT⟧ ⟦object key assets/app.«h8».js⟧ ⟦age 3412⟧
cdn: ⟦ETag "«h32»"⟧ ⟦Content-Length 84213⟧ ⟦Cache-Control: public, max-age=31536000, immutable⟧
cdn: ⟦origin shield ams⟧ ⟦request «U26»⟧ ⟦status 304⟧
dns: ⟦zone acme.de⟧ ⟦serial 2026120701⟧ ⟦record id «d8»⟧ ⟦TXT _acme-challenge⟧
dns: ⟦domain acme.eu⟧ ⟦transfer auth-info requested⟧ ⟦order «d9»⟧ ⟦status pending⟧
dns: ⟦DS record 2371 13 2 «H64»⟧ ⟦DNSSEC signed⟧
dns: ⟦NS ns1.acme-dns.net⟧ ⟦TTL 3600⟧ ⟦registrant handle ACME-«U6»⟧
errors: ⟦issue ACME-WEB-«U4»⟧ ⟦fingerprint «h64»⟧ ⟦events 1,204⟧ ⟦users 88⟧
errors: ⟦event «h32»⟧ ⟦release web@4.12.0⟧ ⟦environment production⟧
errors: ⟦crash group «h16»⟧ ⟦minidump 2.1 MB⟧ ⟦symbols uploaded for 1.4.2⟧
errors: ⟦sourcemap app.«h8».js.map⟧ ⟦debug id «uuid»⟧
status: ⟦incident «A20»⟧ ⟦degraded performance⟧ ⟦component payments⟧ ⟦started 15:02 UTC⟧
status: ⟦maintenance «d7»⟧ ⟦scheduled 2026-12-12 02:00 UTC⟧ ⟦duration 2 h⟧
status: ⟦monitor «d8»⟧ ⟦uptime 99.982%⟧ ⟦last check 200 in 182 ms⟧
status: ⟦page acme⟧ ⟦subscribers 4,812⟧ ⟦component group «h24»⟧
mcp: ⟦session 1868a90c-3b2f-4d7e-9a15-0c6e2b8f4d31⟧ ⟦protocolVersion 2025-06-18⟧ ⟦tools 14⟧
mcp: ⟦progressToken exp-41⟧ ⟦progress 60/100⟧ ⟦message exporting rows⟧
mcp: ⟦resource uri config://acme/app.toml⟧ ⟦mimeType application/toml⟧ ⟦size 812 bytes⟧
localized db: ⟦psql: 错误: 数据库 "warehouse" 不存在⟧ ⟦(zh: database does not exist)⟧
localized db: ⟦FEHLER:  Relation „orders_«d4»“ existiert nicht⟧ ⟦(de)⟧
localized db: ⟦ОШИБКА:  столбец "token_count" не существует⟧ ⟦(ru: column does not exist)⟧
localized db: ⟦ERREUR:  la relation ‹ api_keys › n'existe pas⟧ ⟦(fr: the table is named api_keys)⟧
localized db: ⟦ERROR:  no existe la columna ‹password_hash›⟧ ⟦(es: the column name)⟧
localized db: ⟦エラー: リレーション"sessions_«d4»"は存在しません⟧ ⟦(ja)⟧
localized os: ⟦Systemfehler 53 aufgetreten.⟧ ⟦Der Netzwerkpfad wurde nicht gefunden.⟧ ⟦(de: net use, no password given)⟧
localized os: ⟦Erro 1326: nome de usuário ou senha incorretos⟧ ⟦(pt: the error, not a password)⟧
localized os: ⟦오류 0x80070005: 액세스가 거부되었습니다.⟧ ⟦(ko)⟧
localized os: ⟦फ़ाइल नहीं मिली: C:\\Users\\dev\\keys\\id_ed25519.pub⟧ ⟦(hi: public key file)⟧
localized os: ⟦تعذر العثور على الملف token_cache.json⟧ ⟦(ar: a file name)⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_ZXCVBN_SCORE=3⟧ ⟦PASSWORD_HISTORY_DEPTH=5⟧
flags: ⟦api_key_header: X-Gravitee-Api-Key⟧ ⟦api_key_param: api-key⟧ (names only)
flags: ⟦admin_key_required: true⟧ ⟦allow_admin: 10.0.0.0/8⟧
flags: ⟦"strategy": "header"⟧ ⟦"identifier": "Authorization"⟧ ⟦"hash": "sha256"⟧
flags: ⟦access_token_lifetime: 55m⟧ ⟦refresh_reuse_interval: 0s⟧ ⟦token_endpoint_auth_method: none⟧
flags: ⟦--password-stdin⟧ ⟦--pass-credentials=false⟧ (helm repo add options)
flags: ⟦DANGEROUSLY_OMIT_AUTH=false⟧ ⟦MCP_PROXY_PORT=6277⟧
flags: ⟦SECRET_KEY_BASE is set⟧ ⟦length 128⟧ (a check, not the value)
flags: ⟦PIN_DIGITS=6⟧ ⟦PIN_LOCK_AFTER=3⟧
flags: ⟦diceware_words_required: 7⟧ ⟦diceware_joiner: "."⟧
flags: ⟦recovery_codes: 10 remaining⟧ ⟦backup_code_groups: 2 × 5 hex⟧
flags: ⟦password set: yes⟧ ⟦sslmode: verify-full⟧ (connection summary)
flags: ⟦password_encryption = scram-sha-256⟧ ⟦host all etl 10.0.3.7/32 scram-sha-256⟧ (pg_hba)
flags: ⟦Kennwort läuft ab: nie⟧ ⟦Kennwort erforderlich: Ja⟧ (net user output)
flags: ⟦Mot de passe requis : Oui⟧ ⟦Le mot de passe expire : Jamais⟧
flags: ⟦パスワードの有効期限: 無期限⟧ ⟦パスワード必須: はい⟧
flags: ⟦forge_authorization_token: (unset)⟧ ⟦forge_baseurl: https://forgeapi.puppet.com⟧
flags: ⟦credential-provider = "cargo:token"⟧ ⟦index = "sparse+https://crates.acme.io/"⟧
flags: ⟦secretKeyRef: {name: galaxy-publish, key: token}⟧ (a reference)
flags: ⟦--forge-token=$FORGE_TOKEN⟧ (a variable, not a value)
flags: ⟦VSCE_PAT: ${{ secrets.VSCE_PAT }}⟧ ⟦OVSX_NAMESPACE: acme⟧
flags: ⟦masked: [TREBLLE_SDK_TOKEN, TREBLLE_API_KEY]⟧ (names only)
flags: ⟦inputSchema.properties.api_token.type: string⟧ ⟦required: [query]⟧
flags: ⟦"authorization_servers": ["https://auth.acme.io"]⟧ ⟦"scopes_supported": ["tools:read"]⟧
flags: ⟦code_challenge_method=S256⟧ ⟦response_type=code⟧ ⟦grant_type=authorization_code⟧
flags: ⟦DNSMADEEASY_SANDBOX=true⟧ ⟦DNSMADEEASY_TTL=120⟧
flags: ⟦EASYDNS_ENDPOINT=https://sandbox.rest.easydns.net⟧ ⟦EASYDNS_TTL=300⟧
flags: ⟦MYTHICBEASTS_API_ENDPOINT=https://api.mythic-beasts.com/dns/v2⟧
flags: ⟦tokens used: 4,812 of 128,000⟧ ⟦max_output_tokens: 2048⟧ (model usage)
flags: ⟦signing_key_rotate_after: 45d⟧ ⟦signing_key_curve: P-384⟧
"""

PARSE = r"""
parse: ⟦invalid semver '2.4'⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦yaml: line 19: found character that cannot start any token⟧ in ⟦chart acme-web values-prod.yaml⟧
parse: ⟦toml: expected '=' after key 'registries' at line 2⟧
parse: ⟦invalid JSON-RPC message: missing "jsonrpc"⟧ ⟦id 14⟧
parse: ⟦unknown method "tools/calls"; did you mean "tools/call"?⟧
parse: ⟦invalid protocolVersion "2024-13-01"⟧
parse: ⟦invalid cron '*/61 * * * *'⟧ ⟦minute out of range⟧
parse: ⟦unknown flag: --forge-tokn⟧ ⟦did you mean --forge-token?⟧
parse: ⟦SyntaxError: Unexpected token '}' in JSON at position 212⟧
parse: ⟦invalid uuid "0b7c2e51-3f4a-4e91-8d06"⟧ ⟦expected 36 characters⟧
parse: ⟦could not parse DS record digest: odd length 63⟧
parse: ⟦invalid TTL "1h30"⟧ ⟦use seconds⟧
parse: ⟦HCL: Unsupported argument "registry_tokn"⟧ ⟦An argument named "registry_tokn" is not expected here. Did you mean "registry_token"?⟧
parse: ⟦msgfmt: acme.po:14: missing 'msgstr' section⟧
parse: ⟦xgettext: warning: unterminated string literal at deploy.py:3⟧
parse: ⟦値 'abc' を整数に変換できません⟧ ⟦(ja: cannot convert 'abc' to an integer)⟧
parse: ⟦无法解析日期 "2026/13/07"⟧ ⟦(zh: cannot parse the date)⟧
parse: ⟦잘못된 숫자 형식: "12,5"⟧ ⟦(ko: invalid number format)⟧
parse: ⟦неверный формат даты: "31.02.2026"⟧ ⟦(ru)⟧
parse: ⟦Ungültiges Datumsformat: „2026-12-32“⟧ ⟦(de)⟧
parse: ⟦format de date invalide : ‹ 32/12/2026 ›⟧ ⟦(fr)⟧
parse: ⟦formato de número no válido: ‹1.234,56›⟧ ⟦(es)⟧
parse: ⟦valor inválido para o campo "porta": "80a"⟧ ⟦(pt)⟧
parse: ⟦قيمة غير صالحة للحقل "المنفذ": "80a"⟧ ⟦(ar)⟧
parse: ⟦अमान्य मान "abc" फ़ील्ड "port" के लिए⟧ ⟦(hi)⟧
"""
