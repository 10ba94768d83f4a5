"""Innocent set 43: coding-agent output with no secret, public ids beside credential words,
set 43's languages and public ids of set 43's vendors.

``AGENT``: the tool shapes set 43's secrets used, holding nothing secret: RA.Aid's shell
panel with ANSI colours, Grok CLI's bash tool with CRLF line ends, AnythingLLM's truncated
``@agent`` output, Open WebUI's tool-call details with tab tables, Cherry Studio's MCP
results under progress bars, PraisonAI's rich tables, ai-shell, Same.dev, Tusk, Fine.dev,
Conductor, LobeChat, 5ire, Msty, TypingMind and Chatbox results, and HTTP tool responses
listing keys by id, name and prefix only. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, build,
trace and span ids). ``WORLD``: set 43's words for recovery codes, passphrases, PINs,
passwords, API keys and tokens next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 43's vendors (realm ids, project ids, job ids, app ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦╭─ 🐚 Shell ─╮⟧ ⟦$ docker compose ps pds⟧\n⟦pds   Up 3 hours (healthy)⟧
agent: ⟦$ grep -c PDS_ /pds/pds.env⟧\n⟦9⟧ ⟦(exit 0)⟧
agent: ⟦⏺ Bash(type C:\\snac\\VERSION)⟧\n  ⟦⎿ snac 2.61⟧
agent: ⟦⏺ Bash(findstr /c:"port" C:\\polaris\\polaris.toml)⟧\n  ⟦⎿ port = 5050⟧
agent: ⟦@agent: I ran `libretime-api --version`⟧: ⟦LibreTime 4.2.0⟧ ⟦... [truncated 120 chars]⟧
agent: ⟦@agent: Tool `read-file` returned (truncated)⟧: ⟦module.exports = { delay: 30, ... [truncated 2210 chars]⟧
agent: ⟦<details type="tool_calls" done="true" name="run_shell">⟧ ⟦NAME	VALUE⟧ ⟦PG_USER	omnivore⟧ ⟦</details>⟧
agent: ⟦file	line	match⟧ ⟦vars.yaml	12	postgresqlHost: "db"⟧
agent: ⟦🔧 MCP · filesystem.read_file⟧ ⟦━━━━━━━━━━ 100% 0:00:01⟧ ⟦DATABASE_URL=ecto://papercups@db/papercups⟧
agent: ⟦[##################--] 90% reify:tiledesk-server⟧ ⟦added 812 packages in 41s⟧
agent: ⟦┃ Variable          ┃ Value          ┃⟧ ⟦│ ADMIN_EMAIL       │ forms@acme.io  │⟧
agent: ⟦│ security.enableLogin │ true │⟧ ⟦│ system.defaultLocale │ en-GB │⟧
agent: ⟦◆  Your script:⟧ ⟦grep -c DB_ krayin/.env⟧ ⟦◇  Running:⟧ ⟦4⟧
agent: ⟦~/workspace $ agentdvr --version⟧\n⟦Agent DVR 5.8.4.0⟧
agent: ⟦● tusk › integration › mqtt auth⟧ ⟦✓ connect accepted (rc=0)⟧ ⟦nanomq 0.22.10⟧
agent: ⟦Fine: `docker-compose.yml` now reads ENCRYPTION_KEY from `.env`⟧ — ⟦looks good⟧
agent: ⟦[ws:oslo] $ goat pds admin list-invites --count⟧ ⟦12 unused⟧
agent: ⟦🧩 bsky-tools › listAppPasswords⟧ → ⟦[{"name":"ci","createdAt":"2026-12-06T15:14:02Z"}]⟧ (⟦passwords not returned⟧)
agent: ⟦HTTP 200 GET /api/v1/projects⟧ ⟦[{"projectId":7,"name":"web"}]⟧ (⟦project keys hidden⟧)
agent: ⟦HTTP 200 GET /api/v1/auth/tokens⟧ ⟦[{"id":"«uuid»","prefix":"ab12…","expires":"2027-01-05"}]⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the PDS release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦ntnx-ams.acme.io⟧
public: ⟦REFERSION_PUBLIC_KEY=pub_«h24»⟧ is ⟦the public half⟧ (⟦secret key not shown⟧)
public: ⟦key id «h16»⟧ signed ⟦Krayin 2.1.0⟧ — ⟦signature good⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/tiledesk:2.12⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.semrush.com⟧ (⟦valid until 2027-04-02⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /oauth/token⟧ (⟦client secret redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦spotinst token rotation job passed⟧
public: ⟦did:plc:«l24»⟧ (⟦public DID⟧) for ⟦pds.acme.io⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256K⟧ — ⟦public signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for SIGNL4 webhook verification⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦parsehubv2 1.2.0⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦Procore client id «h32»⟧ ⟦(public; client secret kept in CI)⟧
public: ⟦ServiceM8 key prefix smk-…⟧ ⟦created 2026-11-02⟧ (⟦value hidden⟧)
"""

WORLD = r"""
world: ⟦මුරපදය අකුරු 12ක් විය යුතුය⟧ ⟦(Sinhala: the password must be 12 characters)⟧
world: ⟦ពាក្យសម្ងាត់⟧ ⟦ផុតកំណត់ក្នុង 90 ថ្ងៃ⟧ ⟦(Khmer: password expires in 90 days)⟧
world: ⟦ລະຫັດຜ່ານ⟧ ⟦ປ່ຽນແລ້ວ 2026-12-01⟧ ⟦(Lao: password changed)⟧
world: ⟦কোড পুনৰুদ্ধাৰ 10টা⟧ ⟦(Assamese: 10 recovery codes)⟧
world: ⟦Kode pemulihan⟧ ⟦berlaku 30 hari⟧ ⟦(Indonesian: recovery code valid 30 days)⟧
world: ⟦Kata laluan mesti 12 aksara⟧ ⟦(Malay)⟧
world: ⟦Mật khẩu⟧ ⟦đã được đổi lúc 15:14⟧ ⟦(Vietnamese: password changed at 15:14)⟧
world: ⟦Paswot bilong yu⟧ ⟦i mas gat 12 leta⟧ ⟦(Tok Pisin)⟧
world: ⟦Me 12 ngā pū o tō kupuhipa⟧ ⟦(Māori: your password needs 12 characters)⟧
world: ⟦Na nomu vosa vuni⟧ ⟦e dodonu me 12 na matanivola⟧ ⟦(Fijian)⟧
world: ⟦Ko ho‘o lea fufū⟧ ⟦‘oku ‘i ai ‘a e lea ‘e 5⟧ ⟦(Tongan: your passphrase has 5 words)⟧
world: ⟦Na a password⟧ ⟦galai sai⟧ ⟦(Jinghpaw: your password was changed, as remembered)⟧
world: ⟦API కీలు 3⟧ ⟦(Telugu: 3 API keys)⟧
world: ⟦ரகசிய PIN 6 இலக்கங்கள்⟧ ⟦(Tamil: secret PIN, 6 digits)⟧
world: ⟦ޕާސްވޯޑް⟧ ⟦90 ދުވަހުން ބަދަލުކުރޭ⟧ ⟦(Dhivehi: change the password every 90 days)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Quickbase table bq8xk2p9⟧ ⟦312 records⟧
vendor: ⟦Refersion affiliate «d6»⟧ ⟦18 conversions⟧
vendor: ⟦Semrush project «d7»⟧ ⟦database us⟧
vendor: ⟦ShotGrid version «d6»⟧ ⟦sh040_comp_v012⟧ ⟦status rev⟧
vendor: ⟦SkuVault SKU TENT-4P-GRN⟧ ⟦37 on hand⟧
vendor: ⟦Sophos tenant «uuid»⟧ ⟦region eu01⟧
vendor: ⟦Spot elastigroup sig-«h8»⟧ ⟦14 instances⟧
vendor: ⟦ParseHub project tXyA1bC2dE3f⟧ ⟦run «l12»⟧
vendor: ⟦Nutanix VM uuid «uuid»⟧ ⟦ci-runner-4⟧
vendor: ⟦StackPath stack «uuid»⟧ ⟦site cdn.acme.io⟧
vendor: ⟦ServiceM8 job J-«d5»⟧ ⟦status Quote⟧
vendor: ⟦Procore project «d7»⟧ ⟦RFI 112⟧
vendor: ⟦SIGNL4 alert «uuid»⟧ ⟦acknowledged by J. Ortega⟧
vendor: ⟦Raisely campaign fun-run-2027⟧ ⟦41,880 raised⟧
vendor: ⟦SamCart order «d6»⟧ ⟦refunded⟧
"""
