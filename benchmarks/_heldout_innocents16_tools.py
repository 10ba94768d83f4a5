"""Innocent set 16: the carriers, languages, vendors and encodings of secrets set 16, holding
no secret.

Output of the tools and runtimes secrets set 16 used (Node and Perl parse errors, ``ssh -v``,
``rsync -vv``, ``psql``, ``curl -w``, Exim, Junos, FortiOS, Airflow, dbt, GitHub Actions with
masked values, knex, Tomcat, Puppet, Nomad, rclone, Borg, Zabbix; PHP frames, Go, Rust,
Node, Ruby, .NET and Java traces, GELF, CEF, nghttp, e-mail headers) carrying ids, hashes,
paths and names of secrets but no value; set 16's forms (questions, conditionals, SMS
templates, help-desk labels) on policies and counts; public ids of set 16's vendors; and
public data in set 16's encodings. None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["CARRIERS", "VENDOR_IDS", "WORLD"]

CARRIERS = r"""
node: SyntaxError: ⟦Unexpected token '}'⟧, ⟦"{"region":"eu-west-1",}"⟧ is not valid JSON (config ⟦/etc/acme/app.json⟧)
perl: ⟦, or } expected while parsing object/hash⟧, at character offset ⟦212⟧ (before "⟦"retry_policy": "ex⟧...") at ⟦lib/Acme/Config.pm⟧ line 41.
ssh: debug1: ⟦Executing proxy command: exec ssh -W db.acme.internal:22 jump.acme.internal⟧\ndebug1: ⟦identity file /home/ci/.ssh/id_ed25519 type 3⟧\n⟦kex_exchange_identification: Connection closed by remote host⟧
rsync: opening connection using: ⟦ssh -i /root/.ssh/backup_key backup.acme.internal rsync --server -vvlogDtpre.iLsfxCIvu . /srv/⟧ (11 args)\n⟦rsync error: unexplained error (code 255)⟧
psql: ⟦FATAL: password authentication failed for user "report"⟧ (host ⟦pg-ro.acme.internal⟧, port ⟦5432⟧, database ⟦analytics⟧, sslmode ⟦require⟧)
curl: ⟦https://api.acme.io/v1/exports/«uuid»?page=3⟧ ⟦504⟧ (time_total ⟦30.001⟧)
exim: ⟦«A6»-«A6»-«A2»⟧ ⟦** ops@partner.example R=dnslookup T=remote_smtp: SMTP error from remote mail server after RCPT TO: 550 5.1.1 user unknown⟧
junos: ⟦error: configuration check-out failed⟧: ⟦[edit system login user netops] 'class super-user'⟧ — ⟦authentication ssh-ed25519 key is missing⟧ (commit ⟦«d10»⟧)
fortios: ⟦Command fail. Return code -651⟧ for ⟦config vpn ipsec phase1-interface / edit "to-dc2"⟧ (⟦psksecret is set: ENC hidden⟧)
airflow: ⟦Connection pg_dwh not found⟧ in the metadata database or secrets backend ⟦airflow.providers.hashicorp.secrets.vault.VaultBackend⟧ (dag ⟦nightly_etl⟧, run ⟦scheduled__2026-12-04T00:00:00+00:00⟧)
dbt: ⟦Env var required but not provided: 'DBT_PROD_PASSWORD'⟧ in ⟦profiles.yml⟧ target ⟦prod⟧ (invocation ⟦«uuid»⟧)
gha: ⟦Run ./deploy.sh --token ***⟧ … ⟦Error: Process completed with exit code 22⟧ (job ⟦«d11»⟧, run ⟦«d10»⟧, sha ⟦«h40»⟧)
gitlab: ⟦$ mysql -h db.acme.internal -u ci -p[MASKED] -e 'source migrate.sql'⟧ ⟦ERROR 2005 (HY000)⟧ (job ⟦«d10»⟧, pipeline ⟦«d9»⟧)
knex: ⟦Knex: Timeout acquiring a connection⟧. pool: ⟦{ min: 2, max: 10, used: 10, pendingAcquires: 37 }⟧ (env ⟦production⟧)
tomcat: ⟦Connector [https-jsse-nio-8443] failed to start⟧: ⟦keystore file conf/acme.p12 was not found⟧ (⟦keystorePass attribute is set⟧)
puppet: ⟦Could not find class ::profile::db::replica⟧ for ⟦db-«d2».acme.internal⟧ (environment ⟦production⟧, catalog ⟦«h40»⟧)
nomad: alloc ⟦«h8»⟧ task ⟦api⟧ ⟦template rendering failed: secret "kv/data/api" not found⟧ (eval ⟦«uuid»⟧)
rclone: ⟦Failed to copy: sftp: "Bad message" (SSH_FX_BAD_MESSAGE)⟧ for ⟦photos/2026/IMG_«d4».HEIC⟧ (remote ⟦backup:⟧)
borg: ⟦Repository «h64» is locked by host nas-01, pid 4711⟧ — ⟦use borg break-lock⟧
zabbix: ⟦TLS handshake with server 10.0.0.5 failed: PSK identity "PSK 001" not found⟧ (agent ⟦web-«d2»⟧)
php: #0 ⟦/var/www/app/src/Order.php(88)⟧: ⟦App\Repo->find(«d6», 'shipped')⟧\n#1 {main}\n thrown in ⟦/var/www/app/src/Repo.php⟧ on line ⟦31⟧ — ⟦PDOException: SQLSTATE[42S22]: Column not found: 1054 Unknown column 'state'⟧
go: ⟦panic: runtime error: index out of range [5] with length 5⟧ (config: {⟦Queue:orders-dlq⟧ Prefetch:50 ⟦ConsumerTag:ctag-«h16»⟧})
rust: ⟦Error: failed to parse manifest at `/src/Cargo.toml`⟧ — ⟦unknown field `pasword`⟧, expected one of `name`, `version` (line ⟦12⟧)
node: ⟦AxiosError: Request failed with status code 404⟧ config.url ⟦https://api.acme.io/v3/orders/«d9»⟧ headers ⟦{ 'X-Request-Id': '«uuid»' }⟧
ruby: ⟦ActiveRecord::RecordNotUnique: PG::UniqueViolation⟧ Key (⟦token_digest⟧)=(⟦«h64»⟧) already exists
dotnet: ⟦System.InvalidOperationException: Unable to resolve service for type 'IPasswordHasher`1[User]'⟧ while activating ⟦AccountController⟧
java: ⟦Caused by: java.net.UnknownHostException: db-1⟧ (jdbc url ⟦jdbc:postgresql://db-1:5432/crm⟧, ⟦user crm_app⟧)
gelf: {"version":"1.1","host":"⟦api-7⟧","short_message":"⟦upstream 503⟧","_request_id":"⟦«h32»⟧","_auth":"⟦present⟧"}
cef: ⟦CEF:0|Acme|Gateway|4.2|401|Login failed|5⟧|src=⟦203.0.113.10⟧ suser=⟦ops⟧ cs1Label=⟦method⟧ cs1=⟦password⟧
nghttp: ⟦recv RST_STREAM frame <length=4, flags=0x00, stream_id=13>⟧ ; ⟦error_code=REFUSED_STREAM(0x07)⟧
email: ⟦DKIM-Signature: v=1; a=rsa-sha256; d=acme.io; s=sel2026; bh=«b64_43»=⟧ ⟦dkim=fail (body hash did not verify)⟧
email: Message-ID ⟦<«h32»@mail.acme.io>⟧ ⟦deferred: 451 4.7.1 greylisted⟧ (queue ⟦«H10»⟧)
"""

WORLD = r"""
i18n: ⟦验证码已过期⟧，⟦请在60秒后重新获取⟧（请求 ⟦«h16»⟧）
i18n: ⟦認証コードの有効期限（5分）が切れました⟧。⟦再送信は残り2回です⟧。
i18n: ⟦인증번호 입력 시간이 초과되었습니다⟧ (⟦3분⟧). ⟦재발송 횟수: 1/5⟧
i18n: ⟦Код подтверждения неверный⟧. ⟦Осталось попыток: 2⟧ (сессия ⟦«uuid»⟧)
i18n: ⟦Ihr Bestätigungscode ist abgelaufen⟧. ⟦Neuer Code in 30 Sekunden möglich⟧.
i18n: ⟦Le code de vérification a expiré⟧ ; ⟦demandez-en un nouveau⟧ (⟦3 envois restants⟧)
i18n: ⟦El código de verificación no es válido⟧. ⟦Te quedan 2 intentos⟧.
i18n: ⟦O código de verificação expirou⟧. ⟦Solicite um novo em 60 segundos⟧.
i18n: ⟦Il codice di verifica è scaduto⟧ (⟦validità 10 minuti⟧)
i18n: ⟦رمز التحقق منتهي الصلاحية⟧، ⟦يمكنك طلب رمز جديد بعد 60 ثانية⟧
i18n: ⟦सत्यापन कोड की समय-सीमा समाप्त हो गई है⟧, ⟦कृपया 60 सेकंड बाद फिर प्रयास करें⟧
i18n: ⟦Kode verifikasi salah⟧. ⟦Sisa percobaan: 2⟧.
i18n: ⟦Doğrulama kodunun süresi doldu⟧; ⟦yeni kod 60 saniye sonra istenebilir⟧.
i18n: question: ⟦is the password policy still 12 characters⟧ or did ⟦IT raise it to 14⟧?
i18n: ⟦如果密码连续输错5次⟧，⟦账号将被锁定30分钟⟧
i18n: ⟦パスワードは12文字以上で合っていますか⟧？（⟦ポリシー PW-3⟧）
i18n: ⟦Ist das Passwort schon abgelaufen⟧? Laut AD: ⟦pwdLastSet 2026-09-01⟧, ⟦maxPwdAge 90 Tage⟧
i18n: ⟦Falls das Kennwort nicht funktioniert⟧, ⟦bitte Ticket unter SD-«d6» eröffnen⟧
i18n: ⟦¿la contraseña sigue caducando cada 90 días⟧? (⟦política GRP-07⟧)
i18n: Логин: ⟦i.petrov⟧\nПароль: ⟦(отправлен отдельным SMS)⟧\n⟦Срок действия учётной записи: 31.12.2026⟧
i18n: Usuario: ⟦lgarcia⟧\nContraseña: ⟦la que elegiste al registrarte⟧\n⟦Soporte: ticket «d6»⟧
i18n: Benutzername: ⟦aweber⟧\nKennwort: ⟦wird per Post zugestellt⟧ (⟦Vorgang «d8»⟧)
i18n: ⟦la nouvelle politique de mot de passe sera appliquée le 15 janvier⟧ (⟦14 caractères minimum⟧)
i18n: ⟦新しいパスワードは次回ログイン時に設定されます⟧（⟦ユーザーID: «d8»⟧）
encoding: ⟦{"url":"https://shop.acme.io/search?q=red\u0026size=38\u0026page=2"}⟧ ⟦404⟧
encoding: ⟦https://maps.acme.io/embed?center\x3d52.52,13.40\x26zoom\x3d12⟧ ⟦failed to load tiles⟧
encoding: <a href="⟦/reports/export?fmt=csv&amp;day=2026-12-04&amp;region=eu⟧">⟦retry⟧</a> (⟦502⟧)
encoding: base64 of the public JWT header ⟦eyJhbGciOiJSUzI1NiIsImtpZCI6IjIwMjYtMTIifQ⟧ ⟦kid "2026-12" not in JWKS⟧
encoding: ⟦X-Registry-Auth header missing⟧ for ⟦reg.acme.io/app:1.4⟧ (⟦pull access denied⟧)
encoding: ⟦otpauth://totp/Acme:ana@acme.io?issuer=Acme&period=30⟧ ⟦is missing the secret parameter⟧
encoding: ⟦set "DEPLOY_ENV=prod^&canary"⟧ — ⟦'canary' is not recognized as an internal or external command⟧
encoding: ⟦[HKEY_LOCAL_MACHINE\SOFTWARE\Acme\Agent]⟧ ⟦"ServerUrl"="https://agent.acme.io"⟧ ⟦"AutoLogon"=dword:00000000⟧
"""

VENDOR_IDS = r"""
vendor: FastSpring order ⟦ACME«d6»-«d4»-«d5»⟧ ⟦refund failed: already refunded⟧
vendor: Monzo ⟦acc_0000«A18»⟧ ⟦pot_0000«A18»⟧ ⟦insufficient funds in pot⟧
vendor: Payoneer payout ⟦«d9»⟧ ⟦on hold: recipient KYC incomplete⟧
vendor: Skrill transaction ⟦«d10»⟧ ⟦status -2 (failed)⟧ for ⟦merchant 4711⟧
vendor: Barion payment ⟦«h32»⟧ ⟦status Canceled⟧ (POSTransactionId ⟦ORD-«d6»⟧)
vendor: Comgate transId ⟦«U4»-«U4»-«U4»⟧ ⟦PAID but notification failed⟧
vendor: Pesapal order_tracking_id ⟦«uuid»⟧ ⟦payment_status_description: Failed⟧
vendor: Hugging Face commit ⟦«h40»⟧ on ⟦acme/support-bert⟧ ⟦LFS object missing⟧
vendor: Anthropic request ⟦req_01«A22»⟧ message ⟦msg_01«A22»⟧ ⟦overloaded_error (529)⟧
vendor: JFrog build ⟦acme-api/«d4»⟧ ⟦promotion failed: target repo docker-prod-local is read-only⟧
vendor: Modal app ⟦ap-«A22»⟧ function call ⟦fc-«A26»⟧ ⟦timed out after 300 s⟧
vendor: Samsara vehicle ⟦«d15»⟧ ⟦HOS violation: 11-hour driving limit⟧ (driver ⟦«d8»⟧)
vendor: Geotab device ⟦b«H3»⟧ ⟦not communicating for 48 h⟧ (database ⟦acme_fleet⟧)
vendor: Pushover receipt ⟦«l30»⟧ ⟦emergency notification not acknowledged⟧ (⟦expired after 3600 s⟧)
vendor: ntfy message ⟦«A12»⟧ on topic ⟦acme-alerts⟧ ⟦was not delivered: topic rate limit⟧
vendor: Steam ⟦steamid 7656119«d10»⟧ ⟦does not own app 480⟧
vendor: PUBG match ⟦«uuid»⟧ ⟦telemetry asset not found⟧ (shard ⟦steam⟧)
vendor: Clash of Clans clan ⟦#«U8»⟧ ⟦notFound⟧ (player ⟦#«U9»⟧)
vendor: WeCom agentid ⟦1000002⟧ ⟦errcode 60020: not allow to access from your ip⟧ (corpid ⟦ww«h16»⟧)
vendor: Viber message_token ⟦«d19»⟧ ⟦status 6: receiver is not subscribed⟧
vendor: Whereby meeting ⟦«d8»⟧ room ⟦/acme-«h8»⟧ ⟦ended: host left⟧
vendor: Tesla vehicle ⟦«d17»⟧ VIN ⟦5YJ3E1EA«U1»«U1»F«d6»⟧ ⟦vehicle unavailable: asleep⟧
vendor: Sonos household ⟦Sonos_«A30».«A22»⟧ group ⟦RINCON_«H12»01400:«d9»⟧ ⟦ERROR_RESOURCE_GONE⟧
vendor: Crunchy Bridge cluster ⟦«l26»⟧ ⟦is upgrading; connections refused⟧
vendor: Bytescale file ⟦/uploads/2026/12/05/«A10»-report.pdf⟧ ⟦exceeds 50 MB limit⟧ (account ⟦«A7»⟧)
vendor: Transloadit assembly ⟦«h32»⟧ ⟦ASSEMBLY_CRASHED⟧ at step ⟦:original⟧
vendor: Fastmail JMAP ⟦accountId u«h8»⟧ ⟦stateMismatch⟧ (mailbox ⟦«A24»⟧)
vendor: USPS tracking ⟦9400 1«d3» «d4» «d4» «d4» «d4» «d2»⟧ ⟦Alert: insufficient address⟧
vendor: api.nasa.gov ⟦OVER_RATE_LIMIT⟧: ⟦1000 requests per hour⟧ (⟦X-RateLimit-Remaining: 0⟧)
vendor: Semaphore workflow ⟦«uuid»⟧ pipeline ⟦«uuid»⟧ ⟦blocked: promotion requires approval⟧
vendor: Kamatera server ⟦«h32»⟧ ⟦power on failed: datacenter EU-FR maintenance⟧
vendor: Telia SMS ⟦messageId «uuid»⟧ ⟦status UNDELIVERABLE (error 34)⟧
"""
