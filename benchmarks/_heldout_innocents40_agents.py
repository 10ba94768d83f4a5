"""Innocent set 40: coding-agent output with no secret in set 40's tool shapes (JSON-lines
events, Markdown fences, ANSI colour, truncated output, box tables), public ids beside
credential words, set 40's languages and public ids of set 40's vendors.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦{"type":"tool_call","name":"shell","input":{"cmd":"docker compose ps jackett"}}⟧
agent: ⟦{"type":"tool_result","name":"shell","output":"jackett  Up 3 hours (healthy)⟧\n","exit":0}
agent: **Tool output** (⟦`kresus --version`⟧):\n```\n⟦kresus 0.21.0⟧\n```
agent: ⟦go2rtc.yaml⟧:⟦7⟧:⟦api: listen: ":1984"⟧
agent: {\n  "main": {\n    ⟦"applicationTitle": "Podgrab",⟧\n⟦... [truncated 2048 chars]⟧
agent: ⟦│ user  │ api_token │⟧\n⟦│ admin │ (hidden)  │⟧
agent: ⟦$ rg -c DB_PASS gotenberg/⟧\n⟦gotenberg/data/gotenberg.env:1⟧
agent: ⟦HTTP 200 GET /api/tokens⟧ ⟦[{"id":41,"name":"ci","createdAt":"2026-12-01"}]⟧ (⟦keys not returned⟧)
agent: ⟦{"type":"tool_call","name":"read_file","input":{"path":"fasten/config.yaml"}}⟧
agent: **Tool output** (⟦`moonraker --version`⟧):\n```\n⟦v0.9.3-12⟧\n```
agent: ⟦obico: linked printer 88 (Voron 2.4)⟧ ⟦status: online⟧
agent: ⟦PS C:\manyfold> docker compose ps⟧\n⟦manyfold   running   0.0.0.0:3214->3214/tcp⟧\n
agent: ⟦╭─────────┬─────────╮⟧\n⟦│ pins\t  │ 1,204   │⟧
agent: ⟦$ git diff --stat⟧\n⟦ .env.example | 2 +-⟧
agent: ⟦HTTP 200 GET /api/tokens⟧ ⟦[{"id":3,"description":"ci"}]⟧
agent: ⟦Watcharr v1.43.0 listening on :3080⟧
agent: ⟦streamystats: synced 1,812 items from jellyfin⟧
agent: ⟦multi-scrobbler: source 'me' (lastfm) ready⟧
agent: ⟦hammond: 14 vehicles, 311 fillups⟧
agent: ⟦adventurelog: migrations applied (0042)⟧
agent: ⟦atuin: sync complete, 9,341 history entries⟧
agent: ⟦FlareSolverr 3.3.21 ready on :8191⟧
agent: ⟦mayan: 12,004 documents indexed⟧
agent: ⟦surmai: trip 42 has 6 legs⟧
"""

PUBLIC = r"""
public: ⟦api key id «uuid»⟧ ⟦created 2026-12-01⟧ ⟦last used 2026-12-05⟧
public: ⟦SSH key fingerprint SHA256:«b64_43»⟧ ⟦(ed25519)⟧
public: ⟦commit «h40»⟧ ⟦rotate token reference, no value⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦auth ok⟧
public: ⟦sha256:«h64»⟧ ⟦image digest for secrets-operator 1.4⟧
public: ⟦certificate serial «H16»⟧ ⟦expires 2027-03-01⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci (public key)⟧
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧
public: ⟦build «d7»⟧ ⟦pipeline «l10»⟧ ⟦token step skipped⟧
public: ⟦x-request-id: «uuid»⟧ ⟦401 password expired⟧
"""

WORLD = r"""
world: ⟦Вашата лозинка истекува за 14 дена⟧
world: ⟦Váš PIN kód musí mať 6 číslic⟧
world: ⟦Din gendannelseskode blev brugt 2026-12-04⟧
world: ⟦Сіздің құпиясөзіңіз 90 күн сайын өзгереді⟧
world: ⟦ඔබගේ මුරපදය අක්ෂර 12ක් විය යුතුය⟧
world: ⟦ពាក្យសម្ងាត់របស់អ្នកត្រូវបានប្ដូរ⟧
world: ⟦Iphasiwedi yakho izophelelwa yisikhathi ngomhlaka 2027-01-01⟧
world: ⟦복구 코드 10개 중 3개 남음⟧
world: ⟦Dis Passwort muess mindestens 12 Zeiche ha⟧
world: ⟦كلمة السر ديالك تبدلات 2026-12-01⟧
world: ⟦الكود السري تاعك فيه 6 أرقام⟧
world: ⟦كود الاسترجاع متاعك تستعمل مرة برك⟧
world: ⟦你咯密码要8位以上⟧
world: ⟦तारो पासवर्ड 90 दिन मा बदलो⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Zaakpay merchantIdentifier «h32»⟧ ⟦(public, sent with every order)⟧
vendor-ids: ⟦Nobl9 project checkout⟧ ⟦SLO «l10»⟧
vendor-ids: ⟦Zenhub repo_id «d6»⟧ ⟦workspace «h24»⟧
vendor-ids: ⟦Kanbanize board «d3»⟧ ⟦card «d5»⟧
vendor-ids: ⟦Quix__Workspace__Id=acme-telemetry-prod⟧
vendor-ids: ⟦WP Engine install acme-prod⟧ ⟦account_id «d5»⟧
vendor-ids: ⟦Textbelt textId «d7»⟧ ⟦quotaRemaining 41⟧
vendor-ids: ⟦Reloadly operator 341⟧ ⟦transactionId «d6»⟧
vendor-ids: ⟦ZeptoMail request_id «h24»⟧ ⟦mail agent receipts⟧
vendor-ids: ⟦Memberstack member mem_«l20»⟧ ⟦plan pln_«l12»⟧
vendor-ids: ⟦Lucca user «d6»⟧ ⟦establishment 12⟧
vendor-ids: ⟦WPE_API_USER_ID=«uuid»⟧ ⟦(a user id, public)⟧
vendor-ids: ⟦Weclapp article «d8»⟧
vendor-ids: ⟦Tarabut consent «uuid»⟧ ⟦expires 2027-03-06⟧
vendor-ids: ⟦Mswipe terminal MSW00412⟧
"""
