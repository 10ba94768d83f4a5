"""Innocent set 31: coding-agent output with no secret, public ids beside credential words,
set 31's languages and public ids of set 31's vendors.

``AGENT``: the tool shapes set 31's secrets used, holding nothing secret: JetBrains AI
Assistant's terminal-command step, Wave Terminal's Wave AI command blocks, a Mastra agent's
``toolResults``, phidata's ``show_tool_calls`` panels, DSPy ``ReAct`` trajectories, Haystack
``ToolInvoker`` replies, Fitten Code, Supermaven, Phind, ChatDev, Marvin and ControlFlow
transcripts and HTTP tool responses listing keys by id, name and prefix only. ``PUBLIC``:
values public by design beside credential words (SSH host key fingerprints, age, minisign and Nostr public
keys, reCAPTCHA site keys, Rekor entries, Vault accessors, PGP key ids,
JWKS ``kid``, certificate serials and fingerprints, publishable keys, commit, build, trace and
span ids, image digests, checksums). ``WORLD``: set 31's words for app passwords, code words,
secret codes, one-time and backup codes, PINs and passwords next to counts, dates and
policies, holding no value. ``VENDOR_IDS``: public ids of set 31's vendors (project, account,
page, nation, device and container ids). None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦AI Assistant › Terminal command⟧\n⟦$ docker compose ps planka⟧\n⟦planka   Up 2 hours (healthy)⟧\n⟦✔ Command finished (exit code 0)⟧
agent: ⟦AI Assistant › Read file focalboard/config.json (lines 1-4)⟧\n⟦"serverRoot": "https://boards.acme.io"⟧\n⟦"port": 8000⟧
agent: ⟦AI Assistant › Terminal command⟧\n⟦$ grep -c SECRET_KEY planka/.env⟧\n⟦1⟧\n⟦✔ Command finished (exit code 0)⟧
agent: ⟦Wave AI ▸ ran in block 3 (crater)⟧\n  ⟦> php artisan --version⟧\n  ⟦Laravel Framework 10.48.4⟧\n  ⟦[exit 0 · 212 ms]⟧
agent: ⟦Wave AI ▸ ran in block 4 (mautic)⟧\n  ⟦> grep -c mailer_password app/config/local.php⟧\n  ⟦1⟧\n  ⟦[exit 0 · 8 ms]⟧
agent: ⟦[onStepFinish] toolResults:⟧ ⟦toolName: 'readFile'⟧, ⟦args: { path: 'kutt/.env.example' }⟧, ⟦result: 'JWT_SECRET=(empty)'⟧
agent: ⟦[onStepFinish] toolResults:⟧ ⟦toolName: 'shell'⟧, ⟦result: { stdout: 'typebot v3.4.2', exitCode: 0 }⟧
agent: ⟦- read_file(file_name=statping/config.yml)⟧ ⟦connection: sqlite⟧ ⟦location: /app⟧
agent: ⟦- run_command(args=['kitchenowl', '--version'])⟧ ⟦KitchenOwl v0.6.4⟧
agent: ⟦'tool_name_0': 'read_file'⟧, ⟦'tool_args_0': {'path': 'app/config/parameters.php.dist'}⟧, ⟦'observation_0': "setParameter('database_password', null)"⟧
agent: ⟦'tool_name_1': 'run_shell'⟧, ⟦'observation_1': 'flame 2.3.1 listening on :5005'⟧
agent: ⟦ToolCallResult(result='SCRYPTED_ADMIN_USERNAME=admin'⟧, ⟦origin=ToolCall(tool_name='read_env'⟧, ⟦id='call_01')⟧, ⟦error=False)⟧
agent: ⟦ToolCallResult(result='DBNAME=mailcow DBUSER=mailcow'⟧, ⟦tool_name='grep_file'⟧ ⟦id='call_02'⟧
agent: ⟦Fitten Code ▸ Run: maddy version⟧ ⟦maddy 0.7.1⟧ ⟦✓ done⟧
agent: ⟦Supermaven › ran `grep -c LDAP_BIND_PW mailserver.env`⟧ ⟦1⟧
agent: ⟦Phind ran: sogo-tool --help⟧ ⟦usage: sogo-tool [-v|--verbose] command⟧
agent: ⟦[Reviewer] Please rotate the admin password after the upgrade⟧ (⟦ticket «d5»⟧)
agent: ⟦marvin ▸ tool read_file(path='configs/application.ini')⟧ → ⟦[security] admin_login = "admin"⟧ ⟦allow_admin_panel = On⟧
agent: ⟦Task 'list Planka projects' succeeded⟧ ⟦items: 4⟧ ⟦first id «d18»⟧
agent: ⟦GET https://s.acme.io/api/v2/users/me⟧ ⟦200 OK⟧ ⟦{"apikey_last4":"q8Zk","role":"USER"}⟧
agent: ⟦GET https://typebot.acme.io/api/v1/users/me/api-tokens⟧ ⟦{"apiTokens":[{"id":"clq8x1","name":"ci"}]}⟧
agent: ⟦GET /api/v1/management/api-keys⟧ ⟦[{"id":"cm4k2x","label":"zapier","createdAt":"2026-11-02"}]⟧
agent: ⟦GET https://parts.acme.io/api/user/me/token/⟧ ⟦{"name":"agent","expiry":"2027-12-06","active":true}⟧
agent: ⟦$ doveadm pw -l⟧ ⟦SHA1 SSHA512 BLF-CRYPT PLAIN SHA512-CRYPT⟧
agent: ⟦$ tar -tvf vault.tar⟧ ⟦backups/⟧ ⟦backups/restore-notes.txt⟧
agent: ⟦[read] taiga-back/settings/config.py (lines 5-6)⟧ ⟦DEBUG = False⟧ ⟦SITES = {"api": {"domain": "taiga.acme.io"}}⟧
agent: ⟦$ ./bin/config get mysql.host⟧ ⟦"value": "db.internal"⟧ ⟦"source": "local"⟧
agent: ⟦$ grep -n DatabaseName /opt/rt5/etc/RT_SiteConfig.pm⟧ ⟦8:Set($DatabaseName, 'rt5');⟧
agent: ⟦$ grep -n registration_token conduit.toml⟧ ⟦(exit 1, no match)⟧
agent: ⟦$ grep -n serverpassword /etc/mumble-server.ini⟧ ⟦41:serverpassword=⟧ (⟦empty: no password⟧)
agent: ⟦$ grep -n db-type gotosocial/config.yaml⟧ ⟦52:db-type: "sqlite"⟧
agent: ⟦$ grep -n secret_key searxng/settings.yml⟧ ⟦19:  secret_key: "ultrasecretkey"  # change this!⟧ (⟦the shipped placeholder⟧)
agent: ⟦$ jq -r .ConnectionStrings.umbracoDbDSN_ProviderName appsettings.json⟧ ⟦Microsoft.Data.SqlClient⟧
agent: ⟦$ docker exec kroki printenv KROKI_SAFE_MODE⟧ ⟦secure⟧
agent: ⟦$ grep -c adminKeys cryptpad/config/config.js⟧ ⟦1⟧
agent: ⟦$ git log --oneline -3⟧ ⟦«h7» ci: rotate release token (value in vault)⟧
"""

PUBLIC = r"""
⟦ssh host key SHA256:«b64_43»⟧ for ⟦git.acme.io⟧ (⟦ED25519⟧)
⟦PGP key id 0x«H16»⟧ signs ⟦release «d1».«d2».0⟧
⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ (⟦use sig⟧)
⟦certificate serial «H16»«H16»⟧ ⟦SHA-256 fingerprint «H16»«H16»⟧
⟦publishable key pk_live_«A24»⟧ (⟦public, safe in the browser⟧)
⟦commit «h40»⟧ ⟦build «d6»⟧ ⟦pipeline «uuid»⟧
⟦trace id «h32»⟧ ⟦span id «h16»⟧ for ⟦POST /api/token⟧
⟦image sha256:«h64»⟧ (⟦ghcr.io/acme/auth:2.4.1⟧)
⟦sha512 checksum «h64»⟧ of ⟦password-policy.pdf⟧
⟦key fingerprint «h40»⟧ for ⟦deploy key «d7»⟧ (⟦read-only⟧)
⟦secret version 7⟧ ⟦secret id projects/«d12»/secrets/smtp-password⟧
⟦token id tok_«l12»⟧ ⟦revoked 2026-12-01⟧ (⟦last used 2026-11-30⟧)
⟦API key id «uuid»⟧ ⟦name "kentik-export"⟧ ⟦prefix kx_⟧
⟦recovery key id «H8»-«H4»⟧ ⟦BitLocker volume C:⟧ (⟦backed up to Entra ID⟧)
⟦passkey credential id «b64_43»⟧ ⟦aaguid «uuid»⟧
⟦GPG public key block⟧ ⟦uid ops@acme.io⟧ ⟦expires 2027-12-06⟧
⟦webhook id wh_«l16»⟧ ⟦signing algorithm HMAC-SHA256⟧
⟦OAuth client id «l20».apps.acme.io⟧ (⟦public client, PKCE⟧)
⟦age recipient age1«l58»⟧ (⟦public key, encrypts backups⟧)
⟦minisign public key RW«b64_40»⟧ for ⟦release signatures⟧
⟦Nostr npub1«l58»⟧ ⟦relay wss://relay.acme.io⟧
⟦reCAPTCHA site key 6L«A38»⟧ (⟦public, pairs with a server secret⟧)
⟦Sigstore Rekor log index «d9»⟧ ⟦entry uuid «h64»⟧
⟦TLS session id «H32»⟧ ⟦cipher TLS_AES_128_GCM_SHA256⟧
⟦Docker content trust root key id «h64»⟧ (⟦public⟧)
⟦Vault accessor hmac-sha256:«h32»⟧ ⟦policy read-only⟧ (⟦not a token⟧)
"""

WORLD = r"""
⟦Bulgarian: парола за приложение⟧ — ⟦16 letters, shown once⟧
⟦Arabic: كلمة مرور التطبيق⟧ ⟦تنتهي بعد 90 يومًا⟧
⟦Hebrew: סיסמת אפליקציה⟧ ⟦נוצרה ב-6 בדצמבר⟧
⟦Hindi: ऐप पासवर्ड⟧ ⟦3 सक्रिय⟧
⟦Bengali: অ্যাপ পাসওয়ার্ড⟧ ⟦বাতিল করা হয়েছে⟧
⟦Thai: รหัสผ่านสำหรับแอป⟧ ⟦ใช้ได้ 2 เครื่อง⟧
⟦Georgian: აპლიკაციის პაროლი⟧ ⟦შეიქმნა 2026-12-06⟧
⟦Chinese: 应用专用密码⟧ ⟦最多 25 个⟧
⟦Japanese: アプリパスワード⟧ ⟦2段階認証が必要⟧
⟦Turkish: uygulama şifresi⟧ ⟦16 karakter⟧
⟦Polish: hasło aplikacji⟧ ⟦wygasa po 1 roku⟧
⟦Czech: heslo aplikace⟧ ⟦vytvořeno 3×⟧
⟦Indonesian: kata sandi aplikasi⟧ ⟦dicabut 1 Des⟧
⟦Spanish: contraseña para apps⟧ ⟦requiere verificación en 2 pasos⟧
⟦Russian: кодовое слово⟧ ⟦не менее 4 букв⟧
⟦Ukrainian: кодове слово⟧ ⟦змінено 2026-11-30⟧
⟦Armenian: գաղտնի կոդ⟧ ⟦6 նիշ⟧
⟦Korean: 보안 코드⟧ ⟦3분 후 만료⟧
⟦Vietnamese: mã bí mật⟧ ⟦gồm 6 chữ số⟧
⟦Swahili: msimbo wa siri⟧ ⟦tarakimu 4⟧
⟦Urdu: خفیہ کوڈ⟧ ⟦5 منٹ میں ختم⟧
⟦Persian: رمز یکبار مصرف⟧ ⟦۲ دقیقه اعتبار⟧
⟦Serbian: резервни кодови⟧ ⟦10 кодова⟧
⟦Amharic: የማረጋገጫ ኮድ⟧ ⟦6 አሃዝ⟧
⟦Tamil: ரகசிய எண்⟧ ⟦4 இலக்கங்கள்⟧
⟦Greek: κλειδί πρόσβασης⟧ ⟦λήγει σε 30 ημέρες⟧
⟦Chhattisgarhi: पासवर्ड⟧ ⟦8 अक्षर⟧ ⟦बदलव⟧
⟦Jeju: 비밀번호⟧ ⟦8자 이상⟧
⟦Betawi: kata sandi lu⟧ ⟦minimal 8 huruf⟧
⟦Krio: paswɔd⟧ ⟦chenj am ɛvri 90 dez⟧
⟦Sepedi: lentšu la sephiri⟧ ⟦ditlhaka tše 8⟧
⟦Morisyen: kod sekre⟧ ⟦6 sif⟧
"""

VENDOR_IDS = r"""
⟦Smartcat project «uuid»⟧ ⟦de → en⟧
⟦Phrase project id «h32»⟧ ⟦locale pt-BR⟧
⟦Memsource job uid «A22»⟧ ⟦status COMPLETED⟧
⟦Youdao appKey «h16»⟧ (⟦public app id⟧)
⟦Mapy.cz route id «d9»⟧ ⟦Brno → Olomouc⟧
⟦Litmos course id «A16»⟧ ⟦Forklift safety⟧
⟦NationBuilder nation acmeforcouncil⟧ ⟦person id «d6»⟧
⟦GuideStar EIN 54-1774039⟧ ⟦org id «d7»⟧
⟦JustGiving page acme-marathon-2026⟧ ⟦charity id «d6»⟧
⟦Scalyr serverHost web-«d2»⟧ ⟦logfile /var/log/nginx/access.log⟧
⟦Plasmic project id «A22»⟧ ⟦component PricingTable⟧
⟦Docket Alarm docket 5:11-cv-01846⟧ ⟦court N.D. California⟧
⟦PACER case 1:26-bk-«d5»⟧ ⟦court nysb⟧
⟦geocode.earth gid openaddresses:address:«h16»⟧
⟦Ordoro order 1-«d4»⟧ ⟦warehouse «d5»⟧
⟦Exceptionless stack «h24»⟧ ⟦project «h24»⟧
⟦Shipsgo container MSCU«d7»⟧ ⟦B/L «U4»«d8»⟧
⟦GlitchTip issue «d5»⟧ ⟦project 7⟧
⟦Catchpoint test id «d6»⟧ ⟦node 1138⟧
⟦SpotDraft contract id «d6»⟧ ⟦client-id sd_«h8»⟧
⟦Infinite Campus sourcedId «uuid»⟧ ⟦school 0417⟧
⟦Kentik device id «d5»⟧ ⟦edge-fra-2⟧
⟦Benevity cause id «d9»⟧ ⟦match 100%⟧
⟦Tenjin campaign «uuid»⟧ ⟦platform ios⟧
⟦Cayenne device id «uuid»⟧ ⟦channel 3⟧
⟦Teletrac Navman vehicle «d7»⟧ ⟦TN360 group «d4»⟧
⟦Omnitracs route «U3»-«d5»⟧ ⟦region «d3»⟧
⟦Cropio field id «d6»⟧ ⟦crop winter wheat⟧
⟦Westlaw citation 2026 WL «d7»⟧ ⟦document «U1»«h16»⟧
⟦Agiloft KB AcmeContracts⟧ ⟦record «d5»⟧
⟦Raiser's Edge constituent id «d6»⟧ ⟦gift «d7»⟧
⟦OneCause event «d4»⟧ ⟦bid «d6»⟧
⟦Google Classroom course «d12»⟧ ⟦client id «d4»-acme.apps.googleusercontent.com⟧
⟦SpatialOS project acme_mmo⟧ ⟦deployment «l8»⟧
⟦Initial State bucket key «U12»⟧ (⟦public bucket key, not the access key⟧)
"""
