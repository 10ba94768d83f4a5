"""Innocent set 10: set 10's languages, configuration syntaxes and log formats, with no secret.

Messages in Polish, Czech, Ukrainian, Hungarian, Turkish, Romanian, Greek, Hebrew, Hindi, Thai,
Malay and Swahili that use the inflected credential words of secrets set 10 about policies,
expiry, counts and names (never a value); configurations in set 10's syntaxes that reference a
secret by name, file, environment variable or command; and log lines in set 10's formats whose
generated-looking fields are request, trace and object ids.
"""

from __future__ import annotations

__all__ = ["CONFIGS", "I18N", "LOGS"]

I18N = r"""
pl: Hasło musi mieć co najmniej ⟦12⟧ znaków i zawierać ⟦jedną cyfrę⟧.
pl: Ważność hasła użytkownika ⟦backup⟧ wygaśnie za ⟦7 dni⟧.
pl: Nie znaleziono klucza API o identyfikatorze ⟦key_«A24»⟧ (żądanie ⟦«uuid»⟧).
pl: Token dostępu wygasł ⟦2026-12-04 06:00 UTC⟧; odśwież sesję w ⟦panelu⟧.
cs: Heslo bylo změněno ⟦před 3 dny⟧; další změna je možná za ⟦24 hodin⟧.
cs: Klíč s otiskem ⟦SHA256:«b64_43»⟧ byl přidán k účtu ⟦deploy⟧.
cs: Platnost certifikátu ⟦CN=mail.acme.cz⟧ vyprší ⟦2027-01-31⟧.
uk: Пароль має містити щонайменше ⟦12⟧ символів.
uk: Ключ API ⟦«l5»…«l5»⟧ відкликано ⟦2026-12-01⟧ користувачем ⟦admin⟧.
uk: Токен сесії недійсний; ідентифікатор запиту ⟦«uuid»⟧.
hu: A jelszónak legalább ⟦12⟧ karakterből kell állnia.
hu: A(z) ⟦deploy⟧ kulcsot ⟦2026-12-01⟧-jén visszavonták (azonosító: ⟦«h16»⟧).
hu: A tokent ⟦3⟧ perce frissítették; kérésazonosító: ⟦«uuid»⟧.
tr: Şifreniz ⟦90 gün⟧ sonra sona erecek.
tr: API anahtarınız ⟦pk_«l5»⟧ ile başlıyor; tam değer ⟦gösterilmez⟧.
tr: Belirtecin süresi doldu (istek kimliği: ⟦«uuid»⟧).
ro: Parola trebuie să conțină cel puțin ⟦12⟧ caractere.
ro: Cheia cu amprenta ⟦«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ a fost revocată.
ro: Jetonul a expirat la ⟦06:00 UTC⟧; ID cerere ⟦«uuid»⟧.
el: Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον ⟦12⟧ χαρακτήρες.
el: Το κλειδί ⟦«h16»⟧ ανακλήθηκε από τον χρήστη ⟦admin⟧.
el: Το διακριτικό έληξε· αναγνωριστικό αιτήματος ⟦«uuid»⟧.
he: הסיסמה חייבת להכיל לפחות ⟦12⟧ תווים.
he: המפתח ⟦«h16»⟧ בוטל בתאריך ⟦2026-12-01⟧.
he: תוקף האסימון פג; מזהה בקשה ⟦«uuid»⟧.
hi: पासवर्ड में कम से कम ⟦12⟧ अक्षर होने चाहिए।
hi: कुंजी ⟦«h16»⟧ को ⟦2026-12-01⟧ को रद्द किया गया।
hi: टोकन की अवधि समाप्त; अनुरोध आईडी ⟦«uuid»⟧।
th: รหัสผ่านต้องมีอย่างน้อย⟦12⟧ตัวอักษร
th: คีย์⟦«h16»⟧ถูกเพิกถอนเมื่อ⟦2026-12-01⟧
th: โทเค็นหมดอายุแล้ว รหัสคำขอ ⟦«uuid»⟧
ms: Kata laluan mesti sekurang-kurangnya ⟦12⟧ aksara.
ms: Kunci ⟦«h16»⟧ telah dibatalkan pada ⟦2026-12-01⟧.
ms: Token capaian tamat tempoh; ID permintaan ⟦«uuid»⟧.
sw: Nenosiri lazima liwe na herufi ⟦12⟧ au zaidi.
sw: Ufunguo ⟦«h16»⟧ ulibatilishwa tarehe ⟦2026-12-01⟧.
sw: Tokeni imeisha muda; kitambulisho cha ombi ⟦«uuid»⟧.
vi: Mật khẩu phải có ít nhất ⟦12⟧ ký tự; mã yêu cầu ⟦«uuid»⟧.
fi: Salasanan on oltava vähintään ⟦12⟧ merkkiä pitkä.
bn: পাসওয়ার্ডে কমপক্ষে ⟦12⟧টি অক্ষর থাকতে হবে।
"""

CONFIGS = r"""
yaml: bind_credential: !vault ⟦ldap/bind⟧ # resolved at runtime from ⟦vault.acme.lan⟧
yaml: environment: DB_PASS_FILE: ⟦/run/secrets/db_pass⟧ DB_HOST: ⟦pg01⟧
yaml: signing-material: {secretKeyRef: {name: ⟦webhook-hmac⟧, key: ⟦current⟧}}
yaml: image: ⟦ghcr.io/acme/api@sha256:«h64»⟧ imagePullSecrets: [{name: ⟦ghcr-pull⟧}]
toml: [registries.internal] index = "⟦sparse+https://crates.acme.lan/⟧" credential-provider = "⟦cargo:token-from-stdout pass show crates⟧"
toml: tool.acme.upload.credential = { env = "⟦ACME_UPLOAD_TOKEN⟧" } # set in CI only
toml: [[plugins]] package = "⟦@acme/deploy⟧" [plugins.inputs] deployHookSecretEnv = "⟦DEPLOY_HOOK⟧"
ini: [mssql] logonsecret_file = ⟦/etc/acme/mssql.secret⟧ server = ⟦sql01⟧
ini: [warehouse-prod.acme.lan] Driver=⟦ODBC Driver 18⟧ Authentication=⟦ActiveDirectoryMsi⟧
dotenv: SIGNING_SEED_FILE=⟦/run/secrets/seed⟧ # value never committed
dotenv: CACHE_URL=redis://⟦cache:6379/0⟧ REDIS_PW=${⟦REDIS_PW⟧:?must be set}
hcl: client_passphrase = var.⟦client_passphrase⟧ # sensitive = true
hcl: webhook_hmac = data.vault_generic_secret.⟦hooks⟧.data["⟦hmac⟧"]
hcl: template { data = "{{ with secret \"⟦kv/data/mailgun⟧\" }}..." destination = "⟦secrets/env⟧" }
xml: <SMTP name="mail" smtpHost="⟦mail.acme.lan⟧" smtpUsername="⟦alerts⟧" smtpPassword="${env:⟦SMTP_PASS⟧}"/>
xml: <property><name>⟦fs.azure.account.keyprovider.acmelake.dfs.core.windows.net⟧</name><value>⟦org.apache.hadoop.fs.azurebfs.services.ShellDecryptionKeyProvider⟧</value></property>
xml: <server><id>⟦acme-releases⟧</id><username>⟦ci⟧</username><password>${env.⟦MAVEN_PASS⟧}</password></server>
xml: <add key="ClearTextPassword" value="%⟦NUGET_FEED_PAT⟧%" /> (NuGet.Config)
json: {"auths":{"⟦harbor.acme.lan⟧":{}},"credsStore":"⟦desktop⟧"}
json: {"credHelpers":{"⟦123456789012.dkr.ecr.eu-west-1.amazonaws.com⟧":"⟦ecr-login⟧"}}
kubeconfig: users: - name: ⟦ci⟧ user: exec: command: ⟦aws⟧ args: [⟦eks⟧, ⟦get-token⟧, --cluster-name, ⟦prod⟧]
systemd: LoadCredential=⟦amqp-password:/etc/credstore/amqp⟧ Environment=AMQP_USER=⟦worker⟧
netrc: machine ⟦ftp.acme.lan⟧ login ⟦mirror⟧ (password from ⟦~/.netrc.gpg⟧)
pgpass: ⟦/home/etl/.pgpass⟧ has mode ⟦0644⟧; permissions should be u=rw (0600) or less
"""

LOGS = r"""
logfmt: level=error ts=⟦2026-12-04T06:12:01Z⟧ msg="⟦upstream rejected⟧" upstream=⟦billing⟧ key_id=⟦«h16»⟧ status=⟦401⟧
logfmt: level=info msg="⟦rotated signing key⟧" old_kid=⟦«h8»⟧ new_kid=⟦«h8»⟧ next_rotation=⟦2027-01-04⟧
logfmt: time=⟦2026-12-04T06:12:02Z⟧ level=WARN msg="⟦slow query⟧" trace_id=⟦«h32»⟧ duration_ms=⟦2210⟧
syslog: <134>1 2026-12-04T06:12:03.001Z ⟦api01⟧ acme-api 4412 AUTH [origin ip="⟦10.0.4.2⟧"][acme@32473 tenant="⟦north⟧" reqid="⟦«uuid»⟧"] ⟦login failed: bad password⟧
syslog: Dec  4 06:12:04 ⟦bastion⟧ sudo[9921]:   deploy : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart vault-agent⟧
syslog: Dec  4 06:12:05 ⟦mail01⟧ postfix/smtpd[7712]: warning: unknown[⟦203.0.113.9⟧]: SASL LOGIN authentication failed: ⟦UGFzc3dvcmQ6⟧
syslog: Dec  4 06:12:06 ⟦vpn01⟧ charon: 09[IKE] ⟦tunnel-eu⟧ authentication of '⟦10.0.9.1⟧' with pre-shared key ⟦successful⟧
journald: _SYSTEMD_UNIT=⟦acme-etl.service⟧ MESSAGE=⟦password authentication failed for user "etl"⟧ PRIORITY=⟦3⟧
cef: CEF:0|Acme|Gateway|4.2|401|⟦Login failure⟧|5|src=⟦10.0.4.9⟧ suser=⟦backup⟧ cs1Label=⟦reason⟧ cs1=⟦bad_password⟧
gelf: {"version":"1.1","host":"⟦api01⟧","short_message":"⟦webhook signature mismatch⟧","_hook_id":"⟦wh_«A24»⟧","_route":"⟦/hooks/in⟧"}
apache: [proxy:error] [pid 4121] (111)Connection refused: AH00957: http: attempt to connect to backend ⟦http://10.0.4.8:8080/⟧ failed
nginx: [error] 31#31: *8812 upstream timed out, request: "⟦GET /v1/export?job=«d8»&fmt=csv HTTP/1.1⟧", upstream: "⟦http://10.0.4.7:9000/v1/export⟧"
haproxy: ⟦10.0.4.2:51844⟧ [04/Dec/2026:06:12:09.101] fe_api be_api/⟦api02⟧ 0/0/1/-1/2 ⟦502⟧ {⟦api.acme.io⟧|⟦«uuid»⟧}
windows: EventID ⟦4625⟧: An account failed to log on. Account Name: ⟦backup⟧ Failure Reason: ⟦Unknown user name or bad password.⟧
log4j: ERROR [http-nio-8080-exec-4] [traceId=⟦«h16»⟧ spanId=⟦«h16»⟧] ⟦c.a.g.AuthFilter⟧ - token rejected by introspection
python: ERROR:acme.sync:push failed for {'endpoint': '⟦https://sync.acme.io⟧', 'tenant': '⟦north⟧', 'hmac_key_id': '⟦«h8»⟧'}
w3c: traceparent: ⟦00-«h32»-«h16»-01⟧ tracestate: ⟦acme=«h16»⟧
cloudtrail: {"eventName":"⟦GetSecretValue⟧","requestParameters":{"secretId":"⟦arn:aws:secretsmanager:eu-west-1:«d12»:secret:prod/db-«A6»⟧"},"errorCode":"⟦AccessDenied⟧"}
audit: type=USER_AUTH msg=audit(⟦1764828726.114:8812⟧): pid=⟦9921⟧ uid=0 auid=⟦1001⟧ msg='op=⟦PAM:authentication⟧ acct="⟦deploy⟧" res=⟦failed⟧'
"""
