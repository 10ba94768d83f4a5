"""Innocent set 67: coding-agent output in set 67's tool shapes with no secret, public keys,
key ids, fingerprints, digests and ids beside credential words, set 67's languages, and public
ids of set 67's vendors.

``AGENT``: Claude Code transcripts, Codex CLI rollouts, Aider chat histories, Cline task logs,
OpenHands event streams and Goose sessions where every credential is masked, referenced or
absent, and files named with credential words. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 67's languages saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 67's vendors' public ids (company ids, wallet ids,
applicant ids, publishable keys the vendors document as public).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⏺ ⟦Read(src/auth/password_policy.py)⟧\n  ⎿  ⟦Read 84 lines⟧
agent: ⏺ ⟦Bash(ls config/)⟧\n  ⎿  ⟦credentials.example.json⟧ ⟦secrets.enc.yaml⟧ ⟦token_store.py⟧
agent: ⏺ ⟦Update(src/kyc/client.py)⟧\n  ⎿  ⟦Updated src/kyc/client.py with 3 additions and 1 removal⟧
agent: ⏺ ⟦Update Todos⟧\n  ⎿  ☒ ⟦Rotate the BitGo token (done in vault, not here)⟧\n     ☐ ⟦Add test for token refresh⟧
agent: ⏺ ⟦Search(pattern: "api_key", path: "src")⟧\n  ⎿  ⟦Found 4 files⟧
agent: ⟦Total cost: $0.84⟧ ⟦Total duration (API): 3m 12s⟧ ⟦Total code changes: 41 lines added⟧
agent: ⟦Input tokens: 182,340⟧ ⟦Output tokens: 9,118⟧ ⟦Cache read tokens: 140,002⟧
agent: ⏺ ⟦Bash(git log --oneline -3)⟧\n  ⎿  ⟦«h7» rotate webhook secret reference⟧\n     ⟦«h7» add password reset flow⟧
agent: {"type":"event_msg","payload":{"type":"⟦exec_command_end⟧","call_id":"⟦call_«A4»⟧","exit_code":⟦0⟧,"duration":{"secs":⟦2⟧}}}
agent: {"type":"response_item","payload":{"type":"⟦function_call⟧","name":"⟦shell⟧","arguments":"{\"command\":[\"⟦pytest⟧\",\"⟦-q⟧\"]}"}}
agent: ⟦*** Update File: src/erp/settings.py⟧\n⟦-API_KEY = os.environ["ERP_API_KEY"]⟧\n⟦+API_KEY = os.environ.get("ERP_API_KEY", "")⟧
agent: ⟦session 0199«h28»⟧ ⟦model: o4-mini⟧ ⟦tokens used: 23,881⟧
agent: #### ⟦/add src/tax/vat.py⟧\n> ⟦Added src/tax/vat.py to the chat⟧
agent: ⟦Tokens: 12k sent, 1.1k received.⟧ ⟦Cost: $0.04 message, $0.31 session.⟧
agent: ⟦Applied edit to invoicing/settings.py⟧\n⟦Commit «h7» feat: read einvoice key from env⟧
agent: ⟦Repo-map can't include /home/dev/erp/.env.example⟧ ⟦Has it been deleted from the file system?⟧
agent: [⟦read_file for 'src/auth/tokens.ts'⟧] Result:\n⟦export const TOKEN_HEADER = 'X-Auth-Token';⟧
agent: [⟦execute_command for 'pnpm test'⟧] Result:\n⟦Tests: 212 passed, 212 total⟧ ⟦Time: 8.4 s⟧
agent: {"say":"⟦api_req_started⟧","text":"{\"tokensIn\":⟦14021⟧,\"tokensOut\":⟦880⟧,\"cost\":⟦0.051⟧}"}
agent: ⟦Cline wants to edit this file: server/kyc/webhook.ts⟧ ⟦(secret read from process.env.KYC_WEBHOOK_SECRET)⟧
agent: {"id":⟦57⟧,"action":"⟦run⟧","args":{"command":"⟦grep -rn SECRET_KEY settings/⟧"}}
agent: {"id":⟦58⟧,"observation":"⟦run⟧","content":"⟦settings/base.py:12:SECRET_KEY = env('DJANGO_SECRET_KEY')⟧"}
agent: ⟦AgentStateChangedObservation⟧ ⟦agent_state=awaiting_user_input⟧ ⟦iteration 23 of 100⟧
agent: ⟦[llm] model = "gpt-4o"⟧ ⟦api_key = "${LLM_API_KEY}"⟧ ⟦(from environment)⟧
agent: {"type":"toolRequest","id":"⟦toolu_«A20»⟧","toolCall":{"name":"⟦developer__shell⟧","arguments":{"command":"⟦cargo test -p ledger⟧"}}}
agent: ⟦goose session resume --name erp-fix⟧ ⟦resuming session 20261207_«d6»⟧
agent: ⟦PROCUREMENT_API_TOKEN: ${PROCUREMENT_API_TOKEN}⟧ in ⟦~/.config/goose/config.yaml⟧
agent: $ ⟦rg -l "password" src/⟧\n⟦src/auth/password_reset.py⟧\n⟦src/auth/password_policy.py⟧
agent: $ ⟦git diff --stat⟧\n ⟦src/secrets/loader.py | 12 ++++++------⟧\n ⟦1 file changed⟧
agent: ⟦PASSED tests/test_tokens.py::test_token_expiry⟧ ⟦PASSED tests/test_tokens.py::test_token_refresh⟧
agent: ⟦FAILED tests/test_kyc.py::test_missing_api_key⟧ - ⟦KeyError: 'KYC_API_KEY'⟧
agent: ⟦KeyError: 'client_secret'⟧ at ⟦src/paxos/auth.py:31⟧
agent: ⟦key not found: user_42⟧ in ⟦cache tenant-acme⟧
agent: ⟦.env.example⟧: ⟦FACTURAPI_KEY=⟧ ⟦BITGO_ACCESS_TOKEN=⟧ ⟦(fill in locally)⟧
agent: ⟦docker compose config⟧ ⟦POSTGRES_PASSWORD_FILE: /run/secrets/pg_password⟧
agent: ⟦kubectl get secret erp-api -o jsonpath='{.data}'⟧ ⟦(output hidden by policy)⟧
agent: ⟦npm WARN deprecated jsonwebtoken@8.5.1⟧ ⟦upgrade to 9.x⟧
agent: ⟦wrote secrets.example.yaml (placeholders only)⟧ ⟦3 keys⟧
agent: ⟦MCP server "custody-ledger" started⟧ ⟦12 tools⟧ ⟦pid «d5»⟧
agent: ⟦/mcp⟧ ⟦erp: connected⟧ ⟦kyc: failed (auth required)⟧
agent: ⟦Context left until auto-compact: 14%⟧
agent: ⟦Approve command? git push origin fix/token-refresh⟧ ⟦[y/N]⟧
agent: ⟦commit «h40»⟧ ⟦Author: dev <dev@example.org>⟧ ⟦remove leaked key from history (rotated)⟧
agent: ⟦sha256:«h64»⟧ ⟦ghcr.io/acme/erp-sync:1.4.0⟧
agent: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ ⟦POST /v1/invoices 201⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» ci@erp⟧
public: ⟦-----BEGIN PUBLIC KEY-----⟧ ⟦MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧
public: ⟦signer public key fingerprint SHA256:«b64_43»⟧
public: ⟦GPG key ID «H16»⟧ ⟦expires 2028-01-01⟧
public: ⟦xpub6C«A105»⟧ ⟦(extended public key, watch-only)⟧
public: ⟦Spotii public key pk_spotii_«A8»⟧ ⟦(safe in the browser)⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦used in checkout.js⟧
public: ⟦Twisto public key pk_«A8»⟧ ⟦(client-side)⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦webhook signing key id whk_«A12»⟧ ⟦(id only, secret not shown)⟧
public: ⟦cert serial «H32»⟧ ⟦CN=api.custody.example⟧
public: ⟦TLS SPKI pin sha256/«b64_43»=⟧
public: ⟦Ethereum address 0x«h40»⟧ ⟦ENS treasury.acme.eth⟧
public: ⟦BTC txid «h64»⟧ ⟦2 confirmations⟧
public: ⟦Solana pubkey «A44»⟧ ⟦(program authority)⟧
public: ⟦Peppol participant 0208:«d10»⟧ ⟦registered⟧
public: ⟦API key id ak_«l16»⟧ ⟦last used 2026-12-06⟧ ⟦(value hidden)⟧
public: ⟦client_id «uuid»⟧ ⟦(public client, PKCE)⟧
public: ⟦Smile ID partner id 2417⟧ ⟦(not a secret)⟧
public: ⟦TaxCloud API login id «H8»⟧ ⟦(identifies the site)⟧
public: ⟦Storecove legal entity 218843⟧ ⟦Peppol identifier 10101010-STO-10⟧
public: ⟦uqudo session «h24»⟧ ⟦flow basic-kyc⟧
public: ⟦SHA-256 of invoice PDF «h64»⟧
public: ⟦git commit «h40»⟧ ⟦signed, key «H16»⟧
public: ⟦Veridas flow «uuid»⟧ ⟦status approved⟧
public: ⟦checksum md5 «h32»⟧ ⟦file ledger-2026-11.csv⟧
public: ⟦npm integrity sha512-«b64_86»==⟧
public: ⟦Docker image digest sha256:«h64»⟧
public: ⟦idempotency key «uuid»⟧ ⟦(request replay guard, not a credential)⟧
public: ⟦nonce «h32»⟧ ⟦iat 1796621400⟧ ⟦(JWT claims only)⟧
"""

WORLD = r"""
world: ⟦Таны нууц үг амжилттай солигдлоо.⟧ (Mongolian: your password was changed)
world: ⟦Баталгаажуулах код илгээгдлээ.⟧ ⟦5 минутын дараа дахин оролдоно уу.⟧
world: ⟦Нууц үг 90 хоногийн дараа хүчингүй болно.⟧
world: ⟦ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ ᠰᠣᠯᠢᠭᠳᠠᠪᠠ᠃⟧ (Mongolian script: the password was changed)
world: ⟦གསང་ཚིག་བསྒྱུར་ཟིན།⟧ (Tibetan: the password has been changed)
world: ⟦پارولىڭىز ئۆزگەرتىلدى.⟧ (Uyghur: your password was changed)
world: ⟦دەلىللەش كودى ئەۋەتىلدى.⟧ (Uyghur: a verification code was sent)
world: ⟦Кистэлэҥ тылыҥ уларытылынна.⟧ (Sakha: your password was changed)
world: ⟦Нюуса үгэ хубилгагдаба.⟧ (Buryat: the password was changed)
world: ⟦Чажыт сөс өскертинген.⟧ (Tuvan: the password was changed)
world: ⟦ᐃᓯᖅᑯᑎ ᐊᓯᔾᔨᖅᑕᐅᓚᐅᖅᑐᖅ.⟧ (Inuktitut: the password was changed)
world: ⟦Isertugaq allanngortinneqarpoq.⟧ (Greenlandic: the secret was changed)
world: ⟦הסיסמה שלך שונתה בהצלחה.⟧ (Hebrew: your password was changed)
world: ⟦קוד אימות נשלח למספר המסתיים ב-4471.⟧
world: ⟦הקוד יפוג בעוד 10 דקות.⟧ ⟦לא קיבלת? שלח שוב.⟧
world: ⟦נוצרו 10 קודי שחזור חדשים.⟧ ⟦הקודים הקודמים בוטלו.⟧
world: ⟦מפתח ה-API בוטל ב-2026-12-01.⟧ ⟦מזהה: ak_«l12»⟧
world: ⟦אסימון הגישה פג תוקף.⟧ ⟦יש להתחבר מחדש.⟧
world: ⟦דײַן פּאַראָל איז געביטן געוואָרן.⟧ (Yiddish: your password was changed)
world: ⟦Tu kontrasenya fue trokada.⟧ (Ladino: your password was changed)
world: ⟦El kodigo de verifikasyon fue embiado.⟧
world: ⟦ПИН код 3 удаа буруу оруулсан тул карт түгжигдлээ.⟧
world: ⟦Картын ПИН кодыг банкны салбарт сэргээнэ.⟧
world: ⟦Сэргээх кодоо хадгалсан уу?⟧ ⟦Тийм / Үгүй⟧
world: ⟦ئىم ئۇزۇنلۇقى كەم دېگەندە 12 ھەرپ بولسۇن.⟧
world: ⟦הסיסמה חייבת להכיל לפחות 12 תווים.⟧
world: ⟦Нууц үгэнд дор хаяж нэг тоо байх ёстой.⟧
world: ⟦גיבוי ביטוי הסיסמה אושר.⟧ ⟦24 מילים⟧
world: ⟦Түрийвчний 24 үгээ цаасан дээр бичиж хадгална уу.⟧
world: ⟦Passkey нэмэгдлээ: MacBook Pro⟧ ⟦2026-12-07⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Facturapi organization 65f0c1a2b3d4e5f6a7b8c9d0⟧ ⟦invoice «h24»⟧
vendor-ids: ⟦BitGo enterprise «h32»⟧ ⟦wallet «h32»⟧ ⟦coin tbtc⟧
vendor-ids: ⟦ComplyCube client «h24»⟧ ⟦check «h24»⟧ ⟦outcome clear⟧
vendor-ids: ⟦Storecove guid «uuid»⟧ ⟦legal_entity_id 218843⟧
vendor-ids: ⟦Paxos profile «uuid»⟧ ⟦order «uuid»⟧
vendor-ids: ⟦Smile ID job «d10»⟧ ⟦user «uuid»⟧ ⟦ResultCode 1012⟧
vendor-ids: ⟦iDenfy scanRef «uuid»⟧ ⟦clientId user-8841⟧
vendor-ids: ⟦TaxCloud cartID «l16»⟧ ⟦orderID «d8»⟧
vendor-ids: ⟦Utila vault 5c2e9a7b⟧ ⟦wallet «h16»⟧ ⟦transaction «h24»⟧
vendor-ids: ⟦NFE.io company «h32»⟧ ⟦serviceinvoice «h32»⟧
vendor-ids: ⟦Splitit InstallmentPlanNumber «d14»⟧ ⟦terminal 4471⟧
vendor-ids: ⟦Kyriba account «U4»-«d6»⟧ ⟦statement «d10»⟧
vendor-ids: ⟦Tradeshift document «uuid»⟧ ⟦state DELIVERED⟧
vendor-ids: ⟦Precoro invoice «d5»⟧ ⟦PO «d5»⟧
vendor-ids: ⟦JAGGAER requisition «d8»⟧ ⟦punchout catalog «d4»⟧
vendor-ids: ⟦Taxamo transaction «A8»⟧ ⟦public_test_ token used in browser⟧
vendor-ids: ⟦Komainu request «uuid»⟧ ⟦status SIGNED⟧
vendor-ids: ⟦Zodia wallet «h24»⟧ ⟦asset ETH⟧
vendor-ids: ⟦Veridas validation «uuid»⟧ ⟦score 0.991⟧
vendor-ids: ⟦AU10TIX request «h32»⟧ ⟦workflow standard-id⟧
vendor-ids: ⟦Kueski Pay payment «uuid»⟧ ⟦order MX-«d5»⟧
vendor-ids: ⟦Billie order «uuid»⟧ ⟦debtor «uuid»⟧
vendor-ids: ⟦Omie codigo_cliente «d10»⟧ ⟦pagina 1 de 12⟧
vendor-ids: ⟦Gosocket folio «d6»⟧ ⟦tipo DTE 33⟧ ⟦RUT 76.123.456-7⟧
vendor-ids: ⟦DATEV Mandant «d5»⟧ ⟦Beraternummer «d7»⟧
vendor-ids: ⟦Billit order «d8»⟧ ⟦PartyID 448812⟧
vendor-ids: ⟦Dfns wallet wa-«l5»-«l5»-«l16»⟧ ⟦network Ethereum⟧
vendor-ids: ⟦Mondu order «uuid»⟧ ⟦state confirmed⟧
vendor-ids: ⟦Footprint fp_id_«A22»⟧ ⟦(vault id, not a key)⟧
vendor-ids: ⟦Hokodo organisation org-«l12»⟧ ⟦deferred payment «uuid»⟧
"""
