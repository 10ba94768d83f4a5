"""Innocent set 76: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a couscous cooperative, a simit bakery, a sofer checking mezuzah and tefillin
parchments, a souk stall's stock, a tajine pottery kiln, a halva factory and a tavla
(backgammon) tournament (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while saffron, olive, kilim, carpet, hammam,
falconry, camel, calligraphy and backgammon did), and security-operations, identity and VPN
bookkeeping that looks like credentials and is not (ticket, alert, rule, tunnel and directory
ids). ``FLAGS``: settings whose names say password, token, key, secret, PIN or passphrase and
whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
couscous cooperative: ⟦batch «U2»-«d5»⟧ ⟦hand-rolled, medium grain⟧ — ⟦dried 3 days on terraces⟧
couscous cooperative: ⟦member «d6»⟧ ⟦212 kg durum semolina⟧ — ⟦paid 2026-12-01⟧
couscous cooperative: ⟦sack «l8»⟧ ⟦barley couscous 25 kg⟧ — ⟦lot Tiznit «d3»⟧
simit bakery: ⟦oven «d2»⟧ ⟦1,840 simit since 05:00⟧ — ⟦sesame lot «U3»«d4»⟧
simit bakery: ⟦cart «d4»⟧ ⟦route Karaköy–Eminönü⟧ — ⟦returned 37 unsold⟧
simit bakery: ⟦pekmez batch «d5»⟧ ⟦grape molasses 40 L⟧ — ⟦Brix 71⟧
sofer: ⟦mezuzah «d6»⟧ ⟦checked, 22 lines⟧ — ⟦kosher, re-inked letter 14⟧
sofer: ⟦tefillin shel rosh «d5»⟧ ⟦four parchments checked⟧ — ⟦one letter touching, fixed⟧
sofer: ⟦scroll «U2»«d4»⟧ ⟦computer check pass 2⟧ — ⟦0 errors in 245 columns⟧
souk stall: ⟦stall «d3»⟧ ⟦brass lanterns ×14⟧ — ⟦SKU «U3»-«d4»⟧
souk stall: ⟦stall «d3»⟧ ⟦cumin 3 kg, ras el hanout 2 kg⟧ — ⟦invoice «d8»⟧
souk stall: ⟦consignment «h12»⟧ ⟦leather babouches 60 pairs⟧ — ⟦Fès tannery «d2»⟧
tajine kiln: ⟦firing «d5»⟧ ⟦cone 06, 11 h⟧ — ⟦42 tajines, 3 cracked⟧
tajine kiln: ⟦glaze «l6»⟧ ⟦lead-free green⟧ — ⟦batch «U2»«d5»⟧
halva factory: ⟦line «d2»⟧ ⟦tahini halva 400 g⟧ — ⟦lot «d10»⟧
halva factory: ⟦tahini tank «d3»⟧ ⟦Humera sesame⟧ — ⟦moisture 0.9%⟧
halva factory: ⟦pallet «A16»⟧ ⟦pistachio halva ×480⟧ — ⟦best before 2027-06⟧
tavla tournament: ⟦player «d7»⟧ ⟦mars ×3, won 5–2⟧ — ⟦table «d2»⟧
tavla tournament: ⟦match «l10»⟧ ⟦rolled doubles 9 times⟧ — ⟦round of 16⟧
tavla tournament: ⟦board «U4»«d2»⟧ ⟦walnut, mother-of-pearl⟧ — ⟦lost and found⟧
soc: ⟦alert «d9»⟧ ⟦rule «uuid»⟧ ⟦severity high⟧ — ⟦host ws-«d4».corp.acme.io⟧
soc: ⟦case SOC-«d6»⟧ ⟦IOC sha256 «h64»⟧ — ⟦verdict benign⟧
soc: ⟦detection «h32»⟧ ⟦technique T1110.003 password spraying⟧ — ⟦12 accounts targeted⟧
soc: ⟦incident «d7»⟧ ⟦credential stuffing blocked⟧ — ⟦4,113 login attempts⟧
soc: ⟦yara rule «l12»⟧ ⟦matched 3 samples⟧ — ⟦md5 «h32»⟧
soc: ⟦playbook run «uuid»⟧ ⟦step reset-password skipped⟧ — ⟦user already disabled⟧
edr: ⟦device «h40»⟧ ⟦isolated at 12:31⟧ — ⟦by analyst «d5»⟧
edr: ⟦process tree «h16»⟧ ⟦mimikatz.exe blocked⟧ — ⟦parent explorer.exe pid «d4»⟧
edr: ⟦quarantine «uuid»⟧ ⟦file invoice_password_protected.zip⟧ — ⟦released⟧
scanner: ⟦finding «d8»⟧ ⟦CVE-2024-3094⟧ ⟦xz-utils 5.6.1⟧ — ⟦fixed in 5.6.2⟧
scanner: ⟦scan «uuid»⟧ ⟦1,204 hosts⟧ — ⟦weak SSH key exchange on 17⟧
scanner: ⟦template http-missing-security-headers⟧ ⟦matched 88 urls⟧ — ⟦info⟧
pam: ⟦session «d10»⟧ ⟦recorded 14m 03s⟧ — ⟦target db-prod-02⟧
pam: ⟦checkout «uuid»⟧ ⟦account svc_backup⟧ — ⟦returned, password rotated⟧
pam: ⟦safe «l8»⟧ ⟦212 accounts⟧ — ⟦rotation policy 30d⟧
idp: ⟦user «l20»⟧ ⟦MFA enrolled: WebAuthn⟧ — ⟦last login 2026-12-07 08:14⟧
idp: ⟦app «A20»⟧ ⟦SAML, 412 assignments⟧ — ⟦cert expires 2027-03-01⟧
idp: ⟦group «uuid»⟧ ⟦SCIM push 37 members⟧ — ⟦0 errors⟧
scim: ⟦PATCH /Users/«uuid»⟧ ⟦active false⟧ — ⟦204 No Content⟧
scim: ⟦externalId «d8»⟧ ⟦userName dana@acme.io⟧ — ⟦created⟧
directory sync: ⟦connection «A26»⟧ ⟦synced 1,882 users⟧ — ⟦next sync 13:00⟧
directory sync: ⟦directory «uuid»⟧ ⟦group Engineering⟧ — ⟦+4 −1 members⟧
vpn: ⟦tunnel «d5»⟧ ⟦IKEv2 up 3d 04h⟧ — ⟦peer 203.0.113.44⟧
vpn: ⟦peer «b64_43»=⟧ ⟦allowed 10.8.0.12/32⟧ — ⟦last handshake 41s ago⟧
vpn: ⟦gateway fra-«d2»⟧ ⟦1,204 sessions⟧ — ⟦CPU 38%⟧
zero trust: ⟦policy «uuid»⟧ ⟦allow group «l8» to app grafana⟧ — ⟦device posture: disk encrypted⟧
zero trust: ⟦connector «l10»⟧ ⟦healthy⟧ — ⟦version 2026.11.2⟧
zero trust: ⟦access request «d9»⟧ ⟦approved by dana⟧ — ⟦expires in 8h⟧
secrets manager: ⟦secret path kv/payments/stripe⟧ ⟦version 14⟧ — ⟦rotated 2026-12-01⟧
secrets manager: ⟦lease «uuid»⟧ ⟦renewed, ttl 768h⟧ — ⟦accessor «A24»⟧
"""

FLAGS = r"""
flags: ⟦password_min_length: 14⟧ ⟦password_history: 24⟧
flags: ⟦token_ttl_seconds: 3600⟧ ⟦refresh_token_rotation: true⟧
flags: ⟦api_key_prefix: "sk_live_"⟧ ⟦(prefix only)⟧
flags: ⟦mfa_required: yes⟧ ⟦passkeys_enabled: yes⟧ ⟦password_login: no⟧
flags: ⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRIES=3⟧
flags: ⟦passphrase_words: 6⟧ ⟦wordlist: eff_large⟧
flags: ⟦client_secret_expiry_days: 180⟧ ⟦client_secret_count: 2⟧
flags: ⟦signing_secret_set: true⟧ ⟦signing_secret_rotated_at: 2026-11-30⟧
flags: ⟦SLACK_SIGNING_SECRET=${SLACK_SIGNING_SECRET}⟧ ⟦(from env)⟧
flags: ⟦bot_token: <set>⟧ ⟦app_token: <unset>⟧
flags: ⟦webhook_secret_header: X-Telegram-Bot-Api-Secret-Token⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦of 10⟧
flags: ⟦password_expired: false⟧ ⟦password_changed: 2026-10-02⟧
flags: ⟦key_rotation_period: 90d⟧ ⟦key_algorithm: ed25519⟧
flags: ⟦token_count: 18,442⟧ ⟦max_tokens: 32,768⟧
flags: ⟦secretRef: {name: cf-access, key: client-secret}⟧
flags: ⟦--password-file /run/secrets/db_password⟧ ⟦(a path)⟧
flags: ⟦api_key_header: X-Api-Key⟧ ⟦api_key_location: header⟧
flags: ⟦passwordless: magic_link⟧ ⟦otp_length: 6⟧
flags: ⟦vault_token_role: ci-readonly⟧ ⟦policies: [default, ci]⟧
flags: ⟦pin_policy: numeric, no sequences⟧ ⟦pin_min: 6⟧
flags: ⟦secrets_backend: aws-secretsmanager⟧ ⟦region: eu-west-1⟧
flags: ⟦enrollment_token_uses: 1⟧ ⟦enrollment_token_ttl: 24h⟧
flags: ⟦password_reset_link_ttl: 15m⟧ ⟦reset_requests_today: 3⟧
flags: ⟦key not found: user_42⟧ ⟦in cache users:v2⟧
flags: ⟦tokenizer: cl100k_base⟧ ⟦token limit reached at 8192⟧
flags: ⟦private_key_path: /etc/wireguard/wg0.key⟧ ⟦mode 0600⟧
flags: ⟦ssh_password_auth: no⟧ ⟦ssh_pubkey_auth: yes⟧
flags: ⟦credential_type: oauth2_client_credentials⟧ ⟦scopes: read:alerts⟧
"""

PARSE = r"""
parse: invalid ⟦port "84a3"⟧ in ⟦listen address 0.0.0.0:84a3⟧
parse: expected ⟦ISO date⟧, got ⟦"07/12/2026"⟧ at ⟦line 14⟧
parse: unknown ⟦channel "#deploy"⟧; did you mean ⟦"#deploys"⟧?
parse: ⟦CIDR 10.8.0.0/33⟧ is invalid: ⟦prefix length > 32⟧
parse: could not decode ⟦event «uuid»⟧: ⟦unexpected field "blocks"⟧
parse: ⟦slash command "/deplyo"⟧ not registered in ⟦app A06RST22⟧
parse: invalid ⟦Telegram chat_id "-100abc"⟧ ⟦(must be an integer)⟧
parse: ⟦Matrix room alias "#ops:acme"⟧ lacks ⟦a server name after ":"⟧
parse: ⟦cron "*/5 * * *"⟧ has ⟦4 fields, expected 5⟧
parse: bad ⟦semver "2026.12"⟧ in ⟦requirement agent>=2026.12⟧
parse: ⟦YAML: mapping values are not allowed here⟧ at ⟦line 7, column 13⟧
parse: ⟦rule id «l10»⟧ references ⟦unknown field "user.pasword"⟧
parse: ⟦Sigma rule «uuid»⟧: ⟦condition "selection and not filter" refers to undefined "filter"⟧
parse: ⟦JSON at position 412⟧: ⟦Unexpected token } in JSON⟧
parse: ⟦Discord snowflake "13132000451234567890"⟧ ⟦out of range⟧
parse: ⟦MAC 00:1A:2B:3C:4D⟧ ⟦has 5 octets⟧
parse: unknown ⟦time zone "Asia/Kabool"⟧ ⟦(did you mean Asia/Kabul?)⟧
parse: ⟦Hebrew date "כ״ו כסלו"⟧ ⟦parsed as 2026-12-06⟧
parse: ⟦duration "90x"⟧ ⟦unit must be s, m, h or d⟧
parse: ⟦IPv6 "2001:db8::g1"⟧ ⟦invalid hex group⟧
parse: ⟦SCIM filter 'userName eq dana'⟧ ⟦string must be quoted with "⟧
parse: ⟦UUID "«h8»-«h4»-«h4»"⟧ ⟦too short⟧
parse: ⟦base64 "Zm9vYmFy="⟧ ⟦incorrect padding⟧
parse: ⟦Turkish decimal "3,5"⟧ ⟦read as 3.5⟧
parse: ⟦webhook event "pull_request.synchronise"⟧ ⟦unknown action⟧
"""
