"""Innocent set 28: coding-agent output with no secret, public ids beside credential words,
set 28's languages and public ids of set 28's vendors.

``AGENT``: the tool shapes set 28's secrets used, holding nothing secret: AutoGPT's ``NEXT
ACTION`` and ``execute_shell`` results, Rovo Dev CLI's ``Calling bash``, Tongyi Lingma's
agent terminal, GitHub Copilot CLI's ``● Run`` with its ``↪`` line, MetaGPT's
``Terminal.run``, Mistral Vibe's bash tool, Sweep, Auggie, Codebuff, Moatless Tools and
Agentless transcripts, ``findstr``, ``sg``, ``zoekt``, ``comby``, ``gron``, ``dasel``,
``yq -o``, ``xmlstarlet``, ``csvlook``, ``q``, ``lnav``, ``podman inspect``, ``ydiff``,
``csvdiff``, ``xmldiff`` and ``ansible-playbook --check --diff`` of ordinary settings, and
HTTP tool responses listing tokens by id, name and prefix only. ``PUBLIC``: values public
by design beside credential words (SSH, age and minisign public keys, PGP fingerprints, JWKS
``kid``, certificate serials and SPKI pins, WireGuard public keys, publishable keys,
Mapillary image ids, Woosmap public keys, commit, build, trace and span ids, image digests,
checksums). ``WORLD``: set 28's words for unlock keys, recovery keys and codes, app
passwords, one-time passwords, PINs and passwords next to counts, dates and policies,
holding no value. ``VENDOR_IDS``: public ids of set 28's vendors. None holds a secret; each
marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦NEXT ACTION:  COMMAND = execute_shell  ARGUMENTS = {'command_line': 'ls outline'}⟧\n⟦SYSTEM:  Command execute_shell returned: STDOUT:⟧\n⟦docker-compose.yml⟧\n⟦.env.sample⟧
agent: ⟦NEXT ACTION:  COMMAND = execute_shell  ARGUMENTS = {'command_line': 'docker ps --format {{.Names}}'}⟧\n⟦SYSTEM:  Command execute_shell returned: STDOUT:⟧\n⟦n8n⟧\n⟦postgres⟧
agent: ⟦└── Calling bash: {'command': 'git log --oneline -3'}⟧\n\n⟦    «h7» fix: retry on 429⟧\n⟦    «h7» chore: bump authentik to 2026.10⟧
agent: ⟦└── Calling bash: {'command': 'jq .Port /kavita/config/appsettings.json'}⟧\n\n⟦    5000⟧
agent: ⟦通义灵码 · 智能体 › 运行终端命令⟧\n⟦$ systemctl is-active mattermost⟧\n⟦active⟧\n⟦命令已执行完成（退出码 0）⟧
agent: ⟦通义灵码 · 智能体 › 运行终端命令⟧\n⟦$ grep -c mysql- /etc/guacamole/guacamole.properties⟧\n⟦4⟧
agent: ⟦● Run `ls dendrite/config`⟧\n⟦  ↪ 3 lines...⟧\n⟦dendrite.yaml⟧\n⟦matrix_key.pem⟧ (⟦file listed, not read⟧)
agent: ⟦● Run `grep -n auth_mechanism /opt/librenms/config.php`⟧\n⟦  ↪ 1 line...⟧\n⟦12:$config['auth_mechanism'] = 'ldap';⟧
agent: ⟦Command Terminal.run executed:⟧\n⟦[command]: php artisan --version⟧\n⟦[command output] : Laravel Framework 11.31.0⟧
agent: ⟦Command Terminal.run executed:⟧\n⟦[command]: grep -c NEXTAUTH karakeep/.env⟧\n⟦[command output] : 2⟧
agent: ⟦⏺ bash(docker compose -f /var/discourse/containers/app.yml config --services)⟧\n⟦  ⎿ app⟧
agent: ⟦⏺ bash(sudo -u www-data php occ status)⟧\n⟦  ⎿ - installed: true⟧\n⟦    - version: 30.0.2.2⟧\n⟦    - maintenance: false⟧
agent: ⟦🧹 Sweep: Sandbox execution passed⟧\n⟦pytest tests/test_payouts.py⟧ — ⟦14 passed in 2.31s⟧
agent: ⟦📄 View semaphore/config.json (lines 1-3)⟧\n⟦{⟧\n⟦  "mysql": {"host": "db:3306", "user": "semaphore", "name": "semaphore"},⟧
agent: ⟦[read_files]⟧\n⟦firezone/.env:⟧\n⟦EXTERNAL_URL=https://vpn.acme.io⟧\n⟦DATABASE_HOST=postgres⟧
agent: ⟦Observation: settings/prod.py⟧\n⟦ 12\tEMAIL_HOST = "smtp.postmarkapp.com"⟧\n⟦ 15\tEMAIL_PORT = 587⟧
agent: ⟦### Localized code for `sync/github_client.py`⟧\n⟦function: GitHubClient.fetch_installations⟧\n⟦line: 44⟧
agent: ⟦> findstr /s /i /n "timeout" config\*.ini⟧\n⟦config\backup.ini:7:Timeout=300⟧
agent: ⟦$ sg --pattern 'initSentry($$$)' src/⟧\n⟦src/boot.ts⟧\n⟦14│initSentry({ dsn: "https://o1.ingest.sentry.io/42", tracesSampleRate: 0.2 })⟧ (⟦a DSN is public⟧)
agent: ⟦$ zoekt 'FASTLY_SERVICE_ID'⟧\n⟦mobile/fastlane/.env.default:2:FASTLY_SERVICE_ID=«A22»⟧ (⟦a service id⟧)
agent: ⟦$ comby 'setRegion(":[r]")' '' .ts -match-only⟧\n⟦src/mail.ts:9:setRegion("eu-west-1")⟧
agent: ⟦$ gron config/prod.json | grep -i rotation⟧\n⟦json.oauth.secretRotationDays = 90;⟧
agent: ⟦$ dasel -f netlify.toml -r toml 'build.command'⟧\n⟦'npm run build'⟧
agent: ⟦$ yq -o json '.services.worker.environment' compose.yml⟧\n⟦{⟧\n⟦  "QUEUE_URL": "redis://queue:6379/0"⟧\n⟦}⟧
agent: ⟦$ csvlook accounts.csv⟧\n⟦| service    | user      | secret |⟧\n⟦| sftp-drop  | partner7  | (vault) |⟧
agent: ⟦$ q -H -d, "select name, active from ./tokens.csv"⟧\n⟦billing-export,1⟧\n⟦legacy-sync,0⟧
agent: ⟦$ lnav -n -c ':filter-in 500' /var/log/nginx/access.log⟧\n⟦10.0.4.7 - - [06/Dec/2026:06:40:02 +0000] "GET /v1/geo?q=Lyon HTTP/1.1" 500 87⟧
agent: ⟦$ podman inspect --format '{{.State.Status}}' billing⟧\n⟦running⟧
agent: ⟦$ ydiff -s -w 60 config/search.yml⟧\n⟦ 5   replicas: 2                           5   replicas: 3⟧
agent: ⟦$ ansible-playbook site.yml --check --diff -l db1⟧\n⟦TASK [postgres : set max_connections]⟧\n⟦-max_connections = 100⟧\n⟦+max_connections = 200⟧\n⟦changed: [db1]⟧
agent: ⟦GET https://auth.acme.io/api/v3/core/tokens/ → 200⟧\n⟦{"results":[{"identifier":"ci-deploy","intent":"api","expiring":true,"expires":"2027-03-01T00:00:00Z"}]}⟧
agent: ⟦GET https://chat.acme.io/api/v4/users/me/tokens → 200⟧\n⟦[{"id":"«l26»","description":"release-bot","is_active":true}]⟧ (⟦ids only⟧)
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@dendrite⟧ (⟦public key⟧)
public: ⟦age1«l58»⟧ is the ⟦recipient (public key)⟧ in ⟦.sops.yaml⟧
public: ⟦minisign public key RW«b64_54»⟧ ⟦verifies release signatures⟧
public: ⟦PGP fingerprint «H4» «H4» «H4» «H4» «H4»  «H4» «H4» «H4» «H4» «H4»⟧ ⟦signs the banjo-tabs releases⟧
public: ⟦JWKS kid «l20»⟧ ⟦alg RS256⟧ — ⟦public keys at /.well-known/jwks.json⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦expires 2027-02-28⟧
public: ⟦SPKI pin sha256/«b64_43»=⟧ ⟦(public key pin)⟧ for ⟦api.acme.io⟧
public: ⟦WireGuard public key «b64_43»=⟧ ⟦peer tuk-tuk-gw⟧ ⟦AllowedIPs 10.8.0.7/32⟧
public: ⟦Radar publishable key prj_live_pk_«h40»⟧ ⟦(client-side, publishable)⟧
public: ⟦Woosmap public key woos-«uuid»⟧ ⟦(public, restricted by referer)⟧
public: ⟦Mapillary image id «d16»⟧ ⟦captured 2026-08-14⟧
public: ⟦commit «h40»⟧ ⟦signed, verified⟧ — ⟦tag v3.8.0⟧
public: ⟦build id «d9»⟧ ⟦pipeline «d7»⟧ ⟦status passed⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦service karrio-api⟧
public: ⟦image digest sha256:«h64»⟧ ⟦(ghcr.io/acme/ship24-sync:1.4.2)⟧
public: ⟦SHA-256 «h64»⟧ ⟦totara-18.3.tar.gz⟧ ⟦(checksum, public)⟧
public: ⟦key id «H16»⟧ ⟦(OpenPGP, public)⟧ ⟦uid Release Signing⟧
public: ⟦X.509 SKI «H40»⟧ ⟦(subject key identifier)⟧
public: ⟦Sentry DSN public key «h32»⟧ ⟦project «d7»⟧ (⟦DSNs are public⟧)
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦(publishable)⟧
public: ⟦DKIM selector s2026⟧ ⟦p=MIIBIjANBgkqh«b64_40»⟧ ⟦(public DNS record)⟧
public: ⟦request id «uuid»⟧ ⟦x-request-id⟧ ⟦401 logged⟧
"""

WORLD = r"""
world: ⟦codesc de recuperazion⟧ ⟦dl vëi: 3 de 10 adurà⟧
world: ⟦თქვანი პაროლი⟧ ⟦8 ნიშანიშე უმოსი⟧
world: ⟦skani parola⟧ ⟦12 harfi⟧ ⟦2026-11-20⟧
world: ⟦ფარულ სიტყვა⟧ ⟦4 სიტყვა⟧
world: ⟦ته رمز⟧ ⟦۶ رقم⟧ ⟦هر ۹۰ روز⟧
world: ⟦नोंनि पासवार्ड⟧ ⟦12 हांखो⟧ ⟦सोरखौबो⟧
world: ⟦nambar asiri⟧ ⟦8 lamba⟧
world: ⟦culma qangara⟧ ⟦12 qangara⟧
world: ⟦ቃል ምእታው⟧ ⟦12 ፊደል⟧
world: ⟦ᑳᓱᒋᑫᐏᐣ ᐱᑭᐢᑵᐏᐣ⟧ ⟦3 ᐱᑭᐢᑵᐏᓇ⟧
world: ⟦saad bee ííníshjį́⟧ ⟦12 ałtso⟧
world: ⟦clave de desbloqueo⟧ ⟦48 dígitos en 8 grupos⟧ ⟦guardada en Azure AD⟧
world: ⟦clé de déverrouillage⟧ ⟦5 groupes de 5⟧ ⟦régénérée le 2026-12-01⟧
world: ⟦codice di sblocco (PUK)⟧ ⟦8 cifre⟧ ⟦10 tentativi⟧
world: ⟦herstelsleutel⟧ ⟦28 tekens⟧ ⟦aangemaakt 2026-11-02⟧
world: ⟦obnovovací klíč⟧ ⟦uložen v trezoru⟧ ⟦7 skupin⟧
world: ⟦helyreállítási kulcs⟧ ⟦25 karakter⟧ ⟦nyomtatva⟧
world: ⟦kurtarma anahtarı⟧ ⟦48 basamak⟧ ⟦Microsoft hesabında⟧
world: ⟦पुनर्प्राप्ति कुंजी⟧ ⟦25 अक्षर⟧ ⟦सुरक्षित रखें⟧
world: ⟦மீட்பு விசை⟧ ⟦28 எழுத்துகள்⟧
world: ⟦აღდგენის გასაღები⟧ ⟦25 სიმბოლო⟧
world: ⟦恢复密钥⟧ ⟦48 位数字⟧ ⟦已备份到账户⟧
world: ⟦回復用キー⟧ ⟦25 文字⟧ ⟦2026-12-01 に作成⟧
world: ⟦susi sa pagbawi⟧ ⟦40 karakter⟧
world: ⟦gjenopprettingskode⟧ ⟦10 koder, 7 ubrukt⟧
world: ⟦záložný kód⟧ ⟦8 číslic⟧ ⟦zostáva 5⟧
world: ⟦код за възстановяване⟧ ⟦10 кода⟧ ⟦използвани 2⟧
world: ⟦msimbo wa kurejesha⟧ ⟦herufi 11⟧
world: ⟦engångskod⟧ ⟦6 siffror⟧ ⟦giltig 10 minuter⟧
world: ⟦κωδικός μίας χρήσης⟧ ⟦8 ψηφία⟧ ⟦λήγει σε 5 λεπτά⟧
world: ⟦סיסמה חד-פעמית⟧ ⟦6 ספרות⟧ ⟦תקפה ל-5 דקות⟧
world: ⟦گذرواژهٔ یک‌بارمصرف⟧ ⟦۶ رقم⟧ ⟦۲ دقیقه⟧
world: ⟦এককালীন পাসওয়ার্ড⟧ ⟦৬ সংখ্যা⟧
world: ⟦միանգամյա գաղտնաբառ⟧ ⟦8 նիշ⟧
world: ⟦የአንድ ጊዜ የይለፍ ቃል⟧ ⟦6 አሃዝ⟧
world: ⟦senha de aplicativo⟧ ⟦16 letras⟧ ⟦criada para o Outlook⟧
world: ⟦App-Passwort⟧ ⟦widerrufen am 2026-12-05⟧
world: ⟦app-adgangskode⟧ ⟦16 tegn⟧
world: ⟦пароль приложения⟧ ⟦16 символов⟧ ⟦создан 2026-11-28⟧
world: ⟦лозинка за апликацију⟧ ⟦опозвана⟧
world: ⟦รหัสผ่านแอป⟧ ⟦16 ตัวอักษร⟧
world: ⟦앱 비밀번호⟧ ⟦16자리⟧ ⟦2개 사용 중⟧
world: ⟦kata laluan aplikasi⟧ ⟦16 aksara⟧
world: ⟦مفتاح واجهة البرمجة⟧ ⟦أُنشئ في 2026-12-01⟧ ⟦الصلاحية: قراءة فقط⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦KloudMate workspace «l10»⟧ ⟦region eu⟧
vendor-ids: ⟦LogicMonitor collector «d6»⟧ ⟦portal acme⟧
vendor-ids: ⟦PRTG sensor «d4»⟧ ⟦probe Local Probe⟧
vendor-ids: ⟦NinjaOne organization «d4»⟧ ⟦device «d5»⟧
vendor-ids: ⟦Mapillary sequence «l22»⟧ ⟦creator acme-maps⟧
vendor-ids: ⟦Radar user «h24»⟧ ⟦geofence store-«d3»⟧
vendor-ids: ⟦sipgate number +49 211 5555 «d4»⟧ ⟦device p0⟧
vendor-ids: ⟦Hawksearch engine acme-«l6»⟧ ⟦index products-2026-12⟧
vendor-ids: ⟦Kevel network «d5»⟧ ⟦flight «d6»⟧
vendor-ids: ⟦Totara course «d4»⟧ ⟦program «d3»⟧
vendor-ids: ⟦Church Community Builder group «d4»⟧ ⟦campus Main⟧
vendor-ids: ⟦Karrio shipment shp_«h32»⟧ ⟦carrier dhl_express⟧
vendor-ids: ⟦Ship24 tracker «uuid»⟧ ⟦tracking number LX«d9»CN⟧
vendor-ids: ⟦TrackingMore courier yunexpress⟧ ⟦number YT«d16»⟧
vendor-ids: ⟦Sendle order S«U5»⟧ ⟦label «d10»⟧
vendor-ids: ⟦Thunderstore package Acme-BetterLanterns⟧ ⟦version 1.4.0⟧
vendor-ids: ⟦Normcore room lobby-eu⟧ ⟦app id «l12»⟧ (⟦not the app key⟧)
"""
