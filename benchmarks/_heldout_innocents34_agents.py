"""Innocent set 34: coding-agent output with no secret, public ids beside credential words,
set 34's languages and public ids of set 34's vendors.

``AGENT``: the tool shapes set 34's secrets used, holding nothing secret: Amp's (ampcode)
Bash and Read blocks, Agent Zero's ``code_execution_tool`` responses, OpenManus' tool
results, Refact.ai's ``cat`` and ``shell`` tools, Amazon Q Developer's ``q chat`` tool uses,
Warp AI's command blocks, Browser Use, Skyvern, Stagehand, Langroid, Parlant, Portia, XAgent,
Swarms, CodeAct, Microsandbox, Shell-GPT and Butterfish results, and HTTP tool responses
listing keys by id, name and prefix only. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, build,
trace and span ids). ``WORLD``: set 34's words for recovery codes, passphrases, PINs,
passwords, API keys and tokens next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 34's vendors (account ids, workspace ids, app ids, fleet
ids, robot ids, link ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦✓ Bash docker compose ps psono⟧\n  ⟦psono-server   Up 3 hours (healthy)⟧
agent: ⟦✓ Read pocket-id/.env (lines 1-2)⟧\n  ⟦1 APP_URL=https://id.acme.io⟧\n  ⟦2 TRUST_PROXY=true⟧
agent: ⟦✓ Bash grep -c DATABASE_URL part-db/.env.local⟧\n  ⟦1⟧
agent: ⟦Agent 0: Response from tool 'code_execution_tool'⟧ ⟦{"runtime": "terminal", "output": "APP_ID=opensign"}⟧
agent: ⟦Agent 0: Response from tool 'code_execution_tool'⟧ ⟦{"runtime": "terminal", "output": "documenso 1.9.0 ready on :3000"}⟧
agent: ⟦Agent 0: Response from tool 'code_execution_tool'⟧ ⟦{"runtime": "terminal", "output": "--backup-name=nas-nightly --encryption-module=aes"}⟧
agent: ⟦🎯 Tool 'bash' completed its mission! Result:⟧ ⟦internet_server=backup.acme.io⟧ ⟦internet_mode_enabled=true⟧
agent: ⟦🎯 Tool 'bash' completed its mission! Result:⟧ ⟦{"displayName":"Administrator","status":"ok"}⟧
agent: ⟦🎯 Tool 'str_replace_editor' completed its mission!⟧ ⟦"lang": "en_US", "editor.fontSize": 16⟧
agent: ⟦📎 cat solidtime/.env⟧\n⟦APP_NAME=solidtime⟧\n⟦APP_ENV=production⟧
agent: ⟦🔨 shell `docker exec traggo env | grep TRAGGO_LOG`⟧\n⟦TRAGGO_LOG_LEVEL=info⟧
agent: ⟦📎 cat wakapi/config.yml (lines 12-14)⟧\n⟦security:⟧\n⟦  insecure_cookies: false⟧
agent: ⟦🛠️  Using tool: execute_bash (trusted)⟧ ⟦grep -c MailConfig lubelogger/appsettings.json⟧ ⟦● Completed in 0.38s⟧
agent: ⟦🛠️  Using tool: fs_read (trusted)⟧ ⟦Reading file: spoolman/.env, all lines⟧ ⟦✓ Successfully read 212 bytes⟧
agent: ⟦Requested command: docker compose logs --tail 2 reitti⟧\n⟦reitti  | Started ReittiApplication in 6.1 seconds⟧
agent: ⟦Requested command: systemctl status ot-recorder⟧\n⟦active (running) since Sun 2026-12-06 08:02:11 UTC⟧
agent: ⟦📄 Result: Extracted from page:⟧ ⟦Donetick 0.1.38, 14 chores due today⟧
agent: ⟦{"status": "completed", "extracted_information": {"cocktails": 212}⟧, ⟦"failure_reason": null}⟧
agent: ⟦[stagehand:extraction] got:⟧ ⟦{ "variable": "ENDURAIN_HOST", "value": "https://fit.acme.io" }⟧
agent: ⟦TOOL(read_file_tool) →⟧ ⟦POSTGRES_USER: jellystat⟧ ⟦POSTGRES_IP: db⟧
agent: ⟦{"kind": "tool", "data": {"tool_calls": [{"tool_id": "ops:read_env"⟧, ⟦"result": {"data": "BESZEL_LISTEN=:45876"}⟧
agent: ⟦Step 2 output (read_file):⟧ ⟦host = "https://komodo.acme.io"⟧
agent: ⟦[ToolServer] FileSystemEnv_read_from_file →⟧ ⟦LogPath = /var/log/casaos/⟧
agent: ⟦**IPythonRunCellObservation**⟧\n⟦Out[3]: 'APP_ENV=prod'⟧
agent: ⟦{"output": "ENCRYPTION_KEY_FILE=/run/secrets/pocketid"⟧, ⟦"exit_code": 0⟧
agent: ⟦$ sgpt --shell "show wakapi version"⟧\n⟦wakapi --version⟧\n⟦2.13.1⟧
agent: ⟦🐠 Goal mode: running `lubelogger --healthcheck`⟧ ⟦healthy⟧
agent: ⟦HTTP 200 GET /api/keys⟧ ⟦[{"name":"grafana","prefix":"jst_«l4»","created":"2026-11-30"}]⟧ (⟦key values are not returned⟧)
agent: ⟦HTTP 200 GET /read/ListApiKeys⟧ ⟦[{"name":"ci","key":"K-«h12»","expires":0}]⟧ (⟦secret shown once at creation⟧)
agent: ⟦HTTP 200 GET /api/beszel/universal-token⟧ ⟦{"active":false,"permanent":false}⟧
agent: ⟦$ git diff --stat HEAD~1⟧ ⟦.env.example | 2 +-⟧ ⟦1 file changed⟧
agent: ⟦$ rg -c PASSPHRASE documenso/⟧ ⟦documenso/.env.example:1⟧
agent: ⟦✓ Bash git log --oneline -3⟧\n  ⟦«h7» fix: rotate session secret on deploy⟧\n  ⟦«h7» chore: bump psono to 5.1⟧
agent: ⟦✓ Read documenso/.env.example (lines 20-22)⟧\n  ⟦21 NEXT_PRIVATE_SIGNING_PASSPHRASE=⟧\n  ⟦22 NEXT_PRIVATE_SIGNING_LOCAL_FILE_PATH=/opt/cert.p12⟧
agent: ⟦Agent 0: Response from tool 'code_execution_tool'⟧ ⟦{"runtime": "terminal", "output": "urbackupsrv 2.5.33 running"}⟧
agent: ⟦🎯 Tool 'bash' completed its mission! Result:⟧ ⟦token_ttl=3600⟧ ⟦password_min_length=12⟧
agent: ⟦🔨 shell `spoolman --version`⟧\n⟦0.21.1⟧
agent: ⟦🛠️  Using tool: execute_bash (trusted)⟧ ⟦docker compose ps dawarich⟧ ⟦dawarich_app  running⟧
agent: ⟦Requested command: grep -c SECRET tududi/.env⟧\n⟦1⟧\n⟦✓ Command finished (exit 0)⟧
agent: ⟦📄 Result: Extracted from page:⟧ ⟦API keys: 2 active, last used 2026-12-05⟧
agent: ⟦[stagehand:extraction] got:⟧ ⟦{ "variable": "PASSWORD_RESET_TTL", "value": "3600" }⟧
agent: ⟦TOOL(read_file_tool) →⟧ ⟦JWT_SECRET: from-env⟧ ⟦(read at start-up from /run/secrets/jellystat)⟧
agent: ⟦Step 3 output (list_keys):⟧ ⟦[{"name": "ci", "prefix": "K-«h4»", "scopes": ["read"]}]⟧
agent: ⟦Agent(ops-agent) tool[read_file] output:⟧ ⟦PRIVATE_KEY_FILE: /run/secrets/psono_private_key⟧
agent: ⟦$ sgpt --shell "count api keys"⟧\n⟦sqlite3 app.db "select count(*) from api_keys"⟧\n⟦7⟧
agent: ⟦HTTP 201 POST /api/v1/tokens⟧ ⟦{"id": «d4», "name": "grafana", "last4": "«d4»", "expires_at": "2027-12-06"}⟧ (⟦value delivered by e-mail⟧)
agent: ⟦HTTP 200 GET /api/v2/secrets⟧ ⟦[{"name":"SMTP_PASS","updated":"2026-11-30","value":"<hidden>"}]⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Anchore release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦git.acme.io⟧
public: ⟦X-CleverTap-Account-Id: W9R-486-4W5Z⟧ is the ⟦account id⟧ (⟦passcode not shown⟧)
public: ⟦Apigee app id «uuid»⟧ ⟦status approved⟧ (⟦consumer key hidden⟧)
public: ⟦sha256:«h64»⟧ is the ⟦digest of registry.acme.io/web:4.2⟧ ⟦scanned by anchorectl⟧
public: ⟦certificate serial «H32»⟧ for ⟦atlas.microsoft.com⟧ (⟦valid until 2027-06-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /auth/oauth/v2/token⟧ (⟦client secret redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦token rotation job passed⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ — ⟦DataHub token signing key (public)⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for Beszel agent verification⟧
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/hotelbeds.yaml⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦dub 0.71.5⟧
public: ⟦request id «uuid»⟧ ⟦API key created, shown once⟧
public: ⟦Dub workspace ws_clw65kb1i000014o06p0qaczn⟧ ⟦key prefix dub_…⟧ (⟦value hidden⟧)
public: ⟦Hotelbeds X-Signature is sha256(apiKey + secret + time)⟧ ⟦(the formula, not a value)⟧
public: ⟦X-Signature: «h64»⟧ ⟦(a per-request signature that expires within minutes)⟧
public: ⟦Sigstore bundle logIndex «d8»⟧ ⟦for anchorectl v5.6.0⟧
public: ⟦license key id LK-«d6»⟧ ⟦seats 25⟧ (⟦the key itself is in the vault⟧)
public: ⟦OpenPGP key id «H16»⟧ ⟦signs Refact.ai releases⟧ (⟦public⟧)
public: ⟦TLS fingerprint SHA256 «H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ ⟦for dev.dixa.io⟧
public: ⟦CleverTap campaign «d10»⟧ ⟦passcode scope: read⟧ (⟦no value⟧)
public: ⟦Crawlbase rid «h24»⟧ ⟦JavaScript token used⟧ (⟦token not logged⟧)
public: ⟦git commit «h40»⟧ ⟦"remove hard-coded API key"⟧ ⟦by dev@acme.io⟧
public: ⟦container image ghcr.io/acme/opensign@sha256:«h64»⟧ ⟦signed by cosign⟧
public: ⟦DKIM selector s1._domainkey.acme.io⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_43»⟧ (⟦public key⟧)
"""

WORLD = r"""
world: ⟦Dien Passwoort mutt 12 Teken hebben⟧ ⟦(Plattdeutsch: your password must have 12 characters)⟧
world: ⟦Salasana vanhenee 90 päivän päästä⟧ ⟦(Meänkieli: the password expires in 90 days)⟧
world: ⟦Fjalëkalimi u ndryshue⟧ ⟦më 2026-12-01⟧ ⟦(Gheg: the password was changed)⟧
world: ⟦Vot' mot d'passe⟧ ⟦dait aver 12 lettres⟧ ⟦(Jèrriais)⟧
world: ⟦Era contrasenha⟧ ⟦a de besonh 12 caractèrs⟧ ⟦(Aranese)⟧
world: ⟦Awal n uffir⟧ ⟦(Tarifit: password) — 4 n wawalen⟧
world: ⟦Sanni tugante⟧ ⟦(Zarma: hidden word) — sanni 4⟧
world: ⟦Namba ya siri⟧ ⟦(Kamba: PIN) ina namba 6⟧
world: ⟦የሚስጢር ቍጥር⟧ ⟦(Gurage: secret number) 8 digits⟧
world: ⟦Ọ̀rọ̀ aṣínà rẹ⟧ ⟦yóò parí ní ọjọ́ 90⟧ ⟦(Yoruba: your password expires in 90 days)⟧
world: ⟦Kalmar sirri⟧ ⟦dole ne ta kasance haruffa 12⟧ ⟦(Hausa)⟧
world: ⟦የመልሶ ማግኛ ኮዶች 10⟧ ⟦(Amharic: 10 recovery codes)⟧
world: ⟦Ufunguo wa API⟧ ⟦umebatilishwa tarehe 2026-12-02⟧ ⟦(Swahili: the API key was revoked)⟧
world: ⟦Äert Passwuert⟧ ⟦muss 14 Zeechen hunn⟧ ⟦(Luxembourgish)⟧
world: ⟦Il-kodiċi ta' rkupru⟧ ⟦jiskadu f'30 jum⟧ ⟦(Maltese: recovery codes expire in 30 days)⟧
world: ⟦Geslo iz besed mora imeti 5 besed⟧ ⟦(Slovene: a passphrase must have 5 words)⟧
world: ⟦Вашата лозинка⟧ ⟦е променета на 2026-12-03⟧ ⟦(Macedonian)⟧
world: ⟦Код аднаўлення⟧ ⟦створаны нанава⟧ ⟦(Belarusian: the recovery code was regenerated)⟧
world: ⟦Το κλειδί API⟧ ⟦ανακλήθηκε⟧ ⟦(Greek: the API key was revoked)⟧
world: ⟦רמז: הסיסמה שלך⟧ ⟦צריכה 12 תווים⟧
world: ⟦पिन कोड 6 अङ्कको⟧ ⟦(Nepali: a 6-digit PIN code)⟧
world: ⟦პაროლი⟧ ⟦შეიცვალა 2026-12-04⟧
world: ⟦암호 문구⟧ ⟦단어 4개⟧ ⟦(Korean: passphrase of 4 words)⟧
world: ⟦リカバリーコード 10 個⟧ ⟦(Japanese: 10 recovery codes)⟧
world: ⟦您的密碼已於 2026-12-05 更新⟧
world: ⟦Dien Passwoort is to kort⟧ ⟦(Plattdeutsch: your password is too short)⟧
world: ⟦Kuma gundoo⟧ ⟦(Mandinka: secret word) kumoo 3⟧
world: ⟦Likhuwa lia siri⟧ ⟦(Luhya: password) lifutswe⟧
world: ⟦Okwuntughe gị⟧ ⟦agbanweela⟧ ⟦(Igbo: your password has changed)⟧
world: ⟦Erayga sirta ah⟧ ⟦waa in uu ahaadaa 12 xaraf⟧ ⟦(Somali)⟧
world: ⟦Ho ker-tremen⟧ ⟦a zo bet cheñchet⟧ ⟦(Breton: your password was changed)⟧
world: ⟦Títt loyniorð⟧ ⟦gongur út um 90 dagar⟧ ⟦(Faroese)⟧
world: ⟦መሕለፊ ቃል⟧ ⟦ተቐይሩ⟧ ⟦(Tigrinya: password changed)⟧
world: ⟦আপনার পুনরুদ্ধার কোড⟧ ⟦১০টি⟧
world: ⟦உங்கள் API விசை⟧ ⟦ரத்து செய்யப்பட்டது⟧
world: ⟦รหัสผ่านของคุณ⟧ ⟦จะหมดอายุใน 90 วัน⟧
world: ⟦Ձեր մուտքի թոքենը⟧ ⟦ժամկետանց է⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Anchore image digest sha256:«h64»⟧ ⟦policy default⟧ ⟦result fail⟧
vendor: ⟦Apigee organization acme-prod⟧ ⟦environment test⟧ ⟦proxy shipments-v1 revision 12⟧
vendor: ⟦Aptible app id «d5»⟧ ⟦handle billing⟧ ⟦stack shared-us-west-1⟧
vendor: ⟦Atlan asset guid «uuid»⟧ ⟦typeName Table⟧
vendor: ⟦Ayrshare post id «A20»⟧ ⟦platform instagram⟧ ⟦status success⟧
vendor: ⟦Azure Maps account client id «uuid»⟧ ⟦(used with Entra ID; not a key)⟧
vendor: ⟦Bitly link bit.ly/«A7»⟧ ⟦group Ba1bc23dE4F⟧ ⟦clicks 412⟧
vendor: ⟦Browse AI robot «uuid»⟧ ⟦task «uuid»⟧ ⟦status successful⟧
vendor: ⟦Bunnyshell environment «A8»⟧ ⟦organization 1204⟧
vendor: ⟦CleverTap account W9R-486-4W5Z⟧ ⟦region in1⟧ ⟦campaign «d10»⟧
vendor: ⟦Crawlbase request rid «h24»⟧ ⟦original_status 200⟧ ⟦pc_status 200⟧
vendor: ⟦Cube pre-aggregation orders_daily_«l8»⟧ ⟦partition 20261206⟧
vendor: ⟦Cutt.ly short link cutt.ly/«A8»⟧ ⟦status 7 (shortened)⟧
vendor: ⟦DataHub urn:li:dataset:(urn:li:dataPlatform:snowflake,acme.orders,PROD)⟧
vendor: ⟦Dub link id link_«A24»⟧ ⟦domain acme.link⟧
vendor: ⟦Dixa conversation «d7»⟧ ⟦channel email⟧ ⟦state closed⟧
vendor: ⟦Fibery entity fibery/id «uuid»⟧ ⟦type Project/Task⟧
vendor: ⟦Hootsuite member id «d8»⟧ ⟦organization «d9»⟧
vendor: ⟦Hotelbeds hotel code «d5»⟧ ⟦rateKey 20261210|20261212|W|1|«d5»|DBL.ST|ID_B2B_26|RO||1~2~0||N@«d2»⟧
vendor: ⟦Anodot metric packets_in⟧ ⟦dimension host=host134⟧ ⟦version 1⟧
vendor: ⟦ABsmartly experiment checkout_cta⟧ ⟦unit user_id⟧ ⟦variant 1⟧
vendor: ⟦Freshcaller call id «d9»⟧ ⟦account acme⟧ ⟦duration 4m 12s⟧
vendor: ⟦GameLift fleet fleet-«h8»-«h4»-«h4»-«h4»-«h12»⟧ ⟦compute office-pc-1⟧
vendor: ⟦BulkGate application_id 31512⟧ ⟦(public id; the token is separate)⟧
vendor: ⟦Batch.com API key id 5E1F2A3B4C5D6E7F⟧ ⟦(the app's public key, sent by the SDK)⟧
vendor: ⟦8x8 extension «d4»⟧ ⟦site London⟧ ⟦status available⟧
vendor: ⟦Amberflo meter api_calls⟧ ⟦customer «uuid»⟧ ⟦(ids, not keys)⟧
vendor: ⟦Beetrack route «d6»⟧ ⟦truck «U3»«d3»⟧ ⟦14 dispatches⟧
vendor: ⟦Cargoson booking CGS-«d5»⟧ ⟦carrier DPD⟧
vendor: ⟦Cludo customerId 10312⟧ ⟦engineId 11244⟧ ⟦(public; the customer key is separate)⟧
vendor: ⟦EdApp course «h24»⟧ ⟦completion 91%⟧
vendor: ⟦FarEye order «d9»⟧ ⟦status delivered⟧
vendor: ⟦Findify public key 3b5f7a1c-public⟧ ⟦(used in the storefront by design)⟧
vendor: ⟦Hospitable property «uuid»⟧ ⟦6 reservations⟧
vendor: ⟦Hubstaff organization «d6»⟧ ⟦38.5 hours this week⟧
"""
