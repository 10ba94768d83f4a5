"""Innocent set 29: coding-agent output with no secret, public ids beside credential words,
set 29's languages and public ids of set 29's vendors.

``AGENT``: the tool shapes set 29's secrets used, holding nothing secret: AutoGen's
``LocalCommandLineCodeExecutor`` reply, AgentScope's ``execute_shell_command`` result,
crewAI's ``Using tool`` and ``Tool Output``, TaskWeaver's CodeInterpreter, Qoder's agent
terminal, Devon's shell tool, Pythagora, Poolside, gpt-engineer and Semantic Kernel
transcripts, ``jless``, ``xsv``, ``qsv``, ``tomlq`` and ``hclq`` of ordinary settings, and
HTTP tool responses listing tokens by id, name and prefix only. ``PUBLIC``: values public by
design beside credential words (SSH and minisign public keys, PGP fingerprints, JWKS
``kid``, certificate serials, WireGuard public keys, publishable keys, commit, build, trace
and span ids, image digests, checksums). ``WORLD``: set 29's words for recovery and backup
codes, passwords, PINs and keys next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 29's vendors. None holds a secret; each marks what a model
needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦executor (to assistant):⟧\n\n⟦exitcode: 0 (execution succeeded)⟧\n⟦Code output: ghost 5.101.3⟧
agent: ⟦executor (to assistant):⟧\n\n⟦exitcode: 1 (execution failed)⟧\n⟦Code output: grep: chatwoot/.env.local: No such file or directory⟧
agent: ⟦exitcode: 0 (execution succeeded)⟧\n⟦Code output: {"id":1,"name":"Ops Bot","role":"administrator","availability_status":"online"}⟧
agent: ⟦<returncode>0</returncode><stdout>APP_ENV=production⟧\n⟦APP_URL=https://assets.acme.io⟧\n⟦</stdout><stderr></stderr>⟧
agent: ⟦<returncode>0</returncode><stdout>Laravel Framework 11.31.0⟧\n⟦</stdout><stderr></stderr>⟧
agent: ⟦<returncode>2</returncode><stdout></stdout><stderr>docker: 'compose' is not a docker command.⟧\n⟦</stderr>⟧
agent: ⟦## Using tool: Run shell command⟧\n⟦## Tool Output: ⟧\n⟦NC_PUBLIC_URL=https://tables.acme.io⟧\n⟦NC_DISABLE_TELE=true⟧
agent: ⟦## Using tool: Read a file's content⟧\n⟦## Tool Output: ⟧\n⟦APP_URL=https://wiki.acme.io⟧\n⟦REDIS_URL=redis://redis:6379⟧
agent: ⟦## Tool Output: ⟧\n⟦{"response":[{"id":«d3»,"name":"ci","expires":"2027-01-05"}]}⟧ (⟦token list, no token values⟧)
agent: ⟦╭───< CodeInterpreter >⟧\n⟦├─► [execution_status] SUCCESS⟧\n⟦│   The result of above Python code after execution is:⟧\n⟦│   ['DATABASE_URL', 'SECRET_PASSWORD', 'NEXT_PUBLIC_BASE_URL']⟧
agent: ⟦├─► [python] cfg["domain"], cfg["https_only"]⟧\n⟦│   ('tube.acme.io', True)⟧
agent: ⟦Qoder 智能体 · 终端⟧\n⟦> xsv headers exports/legacy_logins.csv⟧\n⟦1   service⟧\n⟦2   user⟧\n⟦3   password⟧\n⟦✓ 命令执行完成，退出码 0⟧
agent: ⟦Qoder 智能体 · 终端⟧\n⟦> qsv count secrets/keys.csv⟧\n⟦14⟧
agent: ⟦Qoder 智能体 · 终端⟧\n⟦> tomlq -r '.registry.url' deploy/config.toml⟧\n⟦registry.acme.io⟧
agent: ⟦Devon ▸ shell(command="hclq get 'variable.db_password.sensitive' < infra/variables.tf")⟧\n⟦stdout:⟧\n⟦true⟧\n⟦exit 0⟧
agent: ⟦Devon ▸ shell(command="grep -c Password ~/.gradle/gradle.properties")⟧\n⟦stdout:⟧\n⟦1⟧
agent: ⟦Pythagora: Running command `npm test`⟧\n⟦  ✔ Command finished (exit code 0)⟧\n⟦  42 passing (3s)⟧
agent: ⟦poolside ▸ read_file  config/sentry.properties  (12 lines)⟧\n⟦  defaults.url=https://sentry.acme.io/⟧\n⟦  defaults.project=checkout⟧
agent: ⟦Do you want to execute this code? (Y/n)⟧\n⟦n⟧\n⟦Ok, not executing the code.⟧
agent: ⟦info: Microsoft.SemanticKernel.KernelFunction[0]⟧\n⟦      Function Shell-Run succeeded.⟧\n⟦      Duration: 0.41s⟧
agent: ⟦$ jless --version⟧\n⟦jless 0.9.0⟧
agent: ⟦$ xsv stats --select rotated_at secrets/keys.csv | xsv table⟧\n⟦field       type  min         max⟧\n⟦rotated_at  Unicode  2026-01-04  2026-11-30⟧
agent: ⟦→ GET https://gql.acme.io/healthz⟧\n⟦← 200 OK  OK⟧
agent: ⟦$ hclq get 'vault.address' < /etc/vault-agent.hcl⟧\n⟦"https://vault.acme.internal:8200"⟧
agent: ⟦$ sqlite3 ghost/content/data/ghost.db "select id, type from api_keys"⟧\n⟦«h24»|admin⟧\n⟦«h24»|content⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ (⟦public key, added to authorized_keys⟧)
public: ⟦minisign public key RW«b64_54»⟧ ⟦for release 2.4.1⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦signing key for the apt repo⟧
public: ⟦JWKS kid «l16»⟧ ⟦alg RS256⟧ ⟦(public key set, no private part)⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦not after 2027-03-01⟧
public: ⟦WireGuard PublicKey = «b64_43»=⟧ ⟦peer office-gw⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(safe in the browser)⟧
public: ⟦commit «h40»⟧ ⟦fix: token refresh backoff⟧
public: ⟦build «d6»⟧ ⟦sha256:«h64»⟧ ⟦image registry.acme.io/shop⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦auth.login 401⟧
public: ⟦SHA256 checksum «h64»⟧ ⟦theremin-fw-1.2.bin⟧
public: ⟦key id «H16»⟧ ⟦(the secret stays in the HSM)⟧
public: ⟦Ghost content API key is public by design⟧ ⟦key «h26»⟧ (⟦read-only content⟧)
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦SPKI pin sha256/«b64_43»=⟧ ⟦backup pin listed⟧
public: ⟦age recipient age1«l58»⟧ ⟦(public)⟧
public: ⟦OIDC client id «l20»⟧ ⟦public client, PKCE⟧
public: ⟦Sentry DSN public key «h32»⟧ ⟦project 42⟧
"""

WORLD = r"""
world: ⟦你嘅還原碼已經用咗 3 個⟧ ⟦（剩返 7 個）⟧
world: ⟦パスコードを 3 回間違えました⟧ ⟦30 分後に再試行⟧
world: ⟦Ο κωδικός επαναφοράς λήγει σε 30 ημέρες⟧
world: ⟦مفتاح الاسترداد محفوظ في حسابك⟧ ⟦منذ 2026-10-02⟧
world: ⟦מפתח שחזור נוצר⟧ ⟦לפני 14 ימים⟧
world: ⟦վերականգնման կոդերը՝ 10 հատ⟧ ⟦ստեղծվել են 2026-11-01⟧
world: ⟦மீட்புக் குறியீடுகள்: 8 மீதம்⟧
world: ⟦ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ ಬಳಸಲಾಗಿದೆ⟧ ⟦2026-11-30⟧
world: ⟦വീണ്ടെടുക്കൽ കോഡ് 5 എണ്ണം ബാക്കി⟧
world: ⟦ප්‍රතිසාධන කේතය යාවත්කාලීන කරන ලදී⟧
world: ⟦លេខកូដសង្គ្រោះ ១០ ត្រូវបានបង្កើត⟧
world: ⟦Код відновлення використано⟧ ⟦2026-12-01⟧
world: ⟦Palautusavain tallennettu⟧ ⟦Microsoft-tilille⟧
world: ⟦Taastekoodid: 6 alles⟧ ⟦viimati kasutatud 2026-11-11⟧
world: ⟦Cod adfer wedi'i ddefnyddio⟧ ⟦3 ar ôl⟧
world: ⟦Kunci pemulihan dibuat⟧ ⟦2026-09-20⟧
world: ⟦کلید بازیابی در ۲۰۲۶-۱۱-۰۲ ساخته شد⟧
world: ⟦백업 코드 10개 중 4개 사용⟧
world: ⟦备用验证码已重新生成⟧ ⟦2026-12-02⟧
world: ⟦बैकअप कोड 8 बचे हैं⟧
world: ⟦รหัสสำรองเหลือ 6 รหัส⟧
world: ⟦სარეზერვო კოდები განახლდა⟧ ⟦2026-11-27⟧
world: ⟦Резервный код использован⟧ ⟦осталось 9⟧
world: ⟦Yedek kodlar yenilendi⟧ ⟦2026-12-03⟧
world: ⟦Hasło jednorazowe wygasa po 5 minutach⟧
world: ⟦Mật khẩu ứng dụng: 2 đang dùng⟧
world: ⟦Dien Jeheemwuat es too kort⟧ ⟦(mindstens 12 Teakjen)⟧
world: ⟦Пыдар пароль вэва⟧ ⟦попытка 2 из 3⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Spike.sh escalation «l8»⟧ ⟦team SRE⟧
vendor-ids: ⟦Gatus endpoint core_api-health⟧ ⟦group core⟧
vendor-ids: ⟦HetrixTools monitor «h32»⟧ ⟦(monitor id, not the API key)⟧
vendor-ids: ⟦Dokploy application «A12»⟧ ⟦project shop⟧
vendor-ids: ⟦Pelican server 1a7ce997⟧ ⟦node eu-1⟧
vendor-ids: ⟦flespi channel «d6»⟧ ⟦protocol teltonika⟧
vendor-ids: ⟦TagoIO device «h24»⟧ ⟦bucket greenhouse-2⟧
vendor-ids: ⟦Gridly view «l6»⟧ ⟦branch master⟧
vendor-ids: ⟦Mappls eLoc «U6»⟧ ⟦New Delhi⟧
vendor-ids: ⟦Ozonetel campaign Outbound_Collect⟧ ⟦agent ag104⟧
vendor-ids: ⟦Quickwit index otel-logs-v0_7⟧ ⟦split «U26»⟧
vendor-ids: ⟦Orama index idx_«l4»⟧ ⟦(public search key scope)⟧
vendor-ids: ⟦Adform line item «d6»⟧ ⟦campaign «d7»⟧
vendor-ids: ⟦ExoClick campaign «d6»⟧ ⟦zone «d7»⟧
vendor-ids: ⟦Kahoot game pin «d7»⟧ ⟦(players join with it)⟧
vendor-ids: ⟦ChurchTrac family «d5»⟧ ⟦giving batch 77⟧
vendor-ids: ⟦Relativity workspace «d7»⟧ ⟦artifact «d7»⟧
vendor-ids: ⟦Pix4D project «d6»⟧ ⟦north-field⟧
vendor-ids: ⟦shipcloud shipment «h40»⟧ ⟦carrier dhl⟧
vendor-ids: ⟦Borzo order «d6»⟧ ⟦courier assigned⟧
vendor-ids: ⟦Track123 number YT«d16»⟧ ⟦status InTransit⟧
vendor-ids: ⟦Postmen shipper account «uuid»⟧ ⟦(account id, not the API key)⟧
"""
