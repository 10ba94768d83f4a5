"""Innocent set 11: set 11's languages, configurations and logs, with no secret in them.

The forty languages of secrets set 11 using their credential words about policies, counts,
names, dates and files (a password's minimum length, a key's id, a token's expiry), set 11's
configuration formats referring to a secret by name, file, environment variable or vault
path, and set 11's log formats (statement logs, audit records, cloud and proxy access logs,
packet and syscall traces) carrying ids, hashes and paths but no credential.
"""

from __future__ import annotations

__all__ = ["CONFIGS", "I18N", "LOGS"]

I18N = r"""
vi: Mật khẩu phải có ít nhất ⟦12⟧ ký tự và ⟦1⟧ chữ số (chính sách ⟦PW-2026⟧)
vi: Mã truy cập của ứng dụng ⟦billing-api⟧ sẽ hết hạn vào ⟦2026-12-31⟧
id: Token akses untuk proyek ⟦acme-data⟧ kedaluwarsa dalam ⟦3 hari⟧
id: Kata sandi pengguna ⟦budi.santoso⟧ terakhir diubah ⟦14 November 2026⟧
tl: Ang susi ng API na may ID ⟦key_«h16»⟧ ay binawi noong ⟦Disyembre 1⟧
bn: পাসওয়ার্ড কমপক্ষে ⟦১২⟧ অক্ষরের হতে হবে (নীতি ⟦PW-7⟧)
bn: গোপন চাবির আইডি ⟦kid-«h8»⟧ বাতিল করা হয়েছে।
fa: رمز عبور باید حداقل ⟦۱۲⟧ نویسه باشد؛ کاربر ⟦deploy⟧ قفل شد
fa: شناسه کلید ‎⟦ak_«h16»⟧‎ در ⟦2026-12-01⟧ منقضی شد
ur: پاس ورڈ کی میعاد ⟦30⟧ دن میں ختم ہو جائے گی (صارف ⟦admin⟧)
ta: கடவுச்சொல் கொள்கை ⟦PW-12⟧: குறைந்தது ⟦12⟧ எழுத்துகள்
te: సంకేతపదం మార్చబడింది: వినియోగదారు ⟦ravi.k⟧, సమయం ⟦06:40 UTC⟧
mr: प्रवेश टोकनची मुदत ⟦2026-12-31⟧ रोजी संपेल।
ne: पासवर्ड रिसेट लिङ्क ⟦24 घण्टा⟧ मा समाप्त हुन्छ।
si: මුරපදය අවම වශයෙන් අක්ෂර ⟦12⟧ ක් විය යුතුය
km: ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ⟦12⟧ តួអក្សរ
lo: ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ ⟦12⟧ ຕົວອັກສອນ
my: စကားဝှက်သည် အနည်းဆုံး ⟦12⟧ လုံး ရှိရမည်
ka: პაროლი უნდა შეიცავდეს მინიმუმ ⟦12⟧ სიმბოლოს; მომხმარებელი „⟦nino⟧“ დაიბლოკა
hy: Գաղտնաբառը պետք է լինի առնվազն ⟦12⟧ նիշ։ Օգտատեր՝ ⟦aram⟧
am: የይለፍ ቃል ቢያንስ ⟦12⟧ ቁምፊዎች መሆን አለበት።
kk: Құпия сөз ⟦90⟧ күн сайын ауыстырылуы тиіс (пайдаланушы ⟦aidos⟧)
uz: Maxfiy kalit “⟦kms-key-eu-1⟧” ⟦2026-12-31⟧ da yangilanadi
az: Şifrəniz ⟦5⟧ dəfə səhv daxil edildi; hesab ⟦15 dəqiqə⟧ bloklandı
mn: Нууц үг хамгийн багадаа ⟦12⟧ тэмдэгт байх ёстой
sr: Лозинка за корисника ⟦backup⟧ истиче ⟦01.01.2027⟧
sr: Tajni ključ ⟦kid-«h8»⟧ je opozvan ⟦04.12.2026⟧
bg: Паролата трябва да съдържа поне ⟦12⟧ знака (правило ⟦PW-3⟧)
sk: Heslo používateľa ⟦jnovak⟧ vyprší o ⟦7 dní⟧
sl: Geslo mora imeti vsaj ⟦12⟧ znakov
hr: Pristupni token ⟦tok_id=«h12»⟧ istječe za ⟦2 sata⟧
lt: Slaptažodis turi būti bent ⟦12⟧ simbolių
lv: Parole lietotājam ⟦admin⟧ nomainīta ⟦2026-12-04⟧
et: Salasõna aegub ⟦30⟧ päeva pärast (kasutaja ⟦mari⟧)
is: Lykilorðið verður að vera að minnsta kosti ⟦12⟧ stafir
sq: Fjalëkalimi skadon më ⟦31 dhjetor 2026⟧
eu: Pasahitzak gutxienez ⟦12⟧ karaktere izan behar ditu
ca: La clau secreta ⟦kms/prod/app⟧ s'ha rotat el ⟦4 de desembre⟧
gl: O contrasinal caduca en ⟦90⟧ días
cy: Rhaid i'r cyfrinair fod yn o leiaf ⟦12⟧ nod
yo: Ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán ⟦12⟧ lẹ́tà
ha: Kalmar sirri dole ta kasance aƙalla haruffa ⟦12⟧
zu: Iphasiwedi kumele ibe nezinhlamvu okungenani ezingu-⟦12⟧
af: Die wagwoord vir ⟦ops⟧ verval oor ⟦7⟧ dae
so: Furaha sirta ⟦kid-«h8»⟧ waa la beddelay ⟦2026-12-04⟧
ja: 合言葉の有効期限：⟦2026年12月31日⟧（ユーザー ⟦tanaka⟧）
zh: 访问密钥 ID（⟦LTAI«A20»⟧）已于 ⟦2026-12-01⟧ 禁用
ko: 복구 코드 ⟦10⟧개 중 ⟦3⟧개가 남았습니다
"""

CONFIGS = r"""
config: line vty 0 4\n login authentication ⟦VTY-AAA⟧\n transport input ⟦ssh⟧\n% Invalid input detected at '^' marker (line ⟦14⟧)
config: named-checkconf: /etc/bind/named.conf:⟦14⟧: key '⟦ddns-update⟧': missing 'secret'
config: snmpd: /etc/snmp/snmpd.conf: line ⟦22⟧: Error: Unknown authentication protocol ⟦SHA-512⟧ for user ⟦monitor⟧
config: charon: loaded ⟦3⟧ secrets from '⟦/etc/ipsec.secrets⟧' (⟦2⟧ PSK, 1 RSA)
config: wpa_supplicant: Line ⟦9⟧: invalid ssid '⟦acme-iot-5G⟧' (too long)
config: rclone: Failed to create file system for "⟦nas:backup⟧": ⟦couldn't connect SSH: dial tcp 10.0.8.2:22: i/o timeout⟧
config: FileZilla: Could not connect to server ⟦ftp.acme.lan:21⟧ (⟦ECONNREFUSED - Connection refused by server⟧)
config: ERROR: S3 error: ⟦403⟧ (⟦AccessDenied⟧): bucket ⟦acme-archive⟧ (secret_key read from ⟦$S3_SECRET⟧)
config: msmtp: account ⟦alerts⟧ from ⟦/home/ops/.msmtprc⟧: passwordeval '⟦pass show mail/alerts⟧' failed
config: [unixODBC][FreeTDS][SQL Server]Login failed for user '⟦ledger_ro⟧' (DSN ⟦Ledger⟧, PWD from ⟦odbc.ini⟧)
config: error: failed to publish to registry at ⟦https://cargo.acme.lan⟧: no token found for `⟦acme⟧`, please run `cargo login --registry acme`
config: [Composer\Downloader\TransportException] The '⟦https://repo.acme.lan/packages.json⟧' URL could not be accessed: HTTP/1.1 ⟦401 Unauthorized⟧
config: YN0041: │ ⟦@acme/ui⟧@npm:⟦4.2.0⟧: Invalid authentication (npmAuthToken from ⟦${NPM_TOKEN}⟧ is empty)
config: PHP Warning: Undefined constant "⟦DB_PASSWORD⟧" in ⟦/var/www/wp-config.php⟧ on line ⟦31⟧
config: ImproperlyConfigured: The ⟦SECRET_KEY⟧ setting must not be empty. (settings module ⟦acme.settings.prod⟧)
config: RuntimeException: No application encryption key has been specified. Run ⟦php artisan key:generate⟧
config: [ERROR][logstash.outputs.elasticsearch] Attempted to resurrect connection to dead ES instance: ⟦https://es:9200/⟧ password => "⟦${ES_PWD}⟧"
config: pgbouncer: ⟦auth_file⟧ ⟦/etc/pgbouncer/userlist.txt⟧ loaded: ⟦14⟧ users
config: [WARNING]: Found variable using reserved name: ⟦become_pass⟧ in ⟦group_vars/db.yml⟧
config: Error: secretGenerator ⟦stripe-keys⟧: file sources: [⟦secrets/stripe.env⟧]: no such file
config: WorkflowScript: withCredentials([usernamePassword(credentialsId: '⟦db-backup⟧', passwordVariable: '⟦DBPW⟧')]) line ⟦13⟧: ⟦script returned exit code 2⟧
config: Invalid workflow file: .github/workflows/deploy.yml#L⟦27⟧ Unrecognized named-value: '⟦secret⟧'. Located at position 1 within expression: ⟦secret.DEPLOY_PASSWORD⟧
config: keepalived: (⟦VI_1⟧) Entering ⟦BACKUP⟧ STATE (auth_type ⟦PASS⟧, priority ⟦100⟧)
config: OpenVPN: ⟦--auth-user-pass⟧ file ⟦/etc/openvpn/client/creds.txt⟧ is group or others accessible
config: supervisord: ⟦inet_http_server⟧ ⟦*:9001⟧ is not password-protected; use ⟦username/password⟧
config: sasl.jaas.config not set for listener ⟦SASL_SSL⟧ (mechanism ⟦SCRAM-SHA-512⟧, file ⟦client.properties⟧)
config: hive: ⟦jdbc:hive2://hive.acme.lan:10000/default;ssl=true⟧ - ⟦Could not open client transport⟧
"""

LOGS = r"""
log: 2026-12-04 06:12:01.114 UTC [⟦41822⟧] etl@ledger LOG:  statement: ⟦ALTER ROLE reporting VALID UNTIL '2027-01-01'⟧
log: 2026-12-04 06:12:03 UTC ERROR:  role "⟦app_rw⟧" already exists\nSTATEMENT:  ⟦CREATE ROLE app_rw IN ROLE app⟧
log: 2026-12-04T06:20:11.041223Z	   ⟦42⟧ Query	⟦GRANT SELECT ON shop.* TO 'shop'@'%'⟧
log: {"t":{"$date":"2026-12-04T06:21:00.120+00:00"},"s":"I","c":"ACCESS","id":⟦20250⟧,"msg":"Authentication succeeded","attr":{"mechanism":"⟦SCRAM-SHA-256⟧","principalName":"⟦analytics⟧"}}
log: type=EXECVE msg=audit(⟦1764830411.402:9921⟧): argc=3 a0="⟦mysql⟧" a1="⟦--defaults-extra-file=/etc/mysql/backup.cnf⟧"
log: Dec  4 06:30:02 bastion sudo[⟦9912⟧]:    jdoe : TTY=pts/1 ; PWD=/home/jdoe ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart vault⟧
log: EventID ⟦4625⟧ An account failed to log on. Account Name: ⟦svc-sql⟧ Failure Reason: ⟦Unknown user name or bad password.⟧ Logon Type: ⟦3⟧
log: {"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"⟦Metadata⟧","verb":"⟦get⟧","objectRef":{"resource":"secrets","namespace":"⟦payments⟧","name":"⟦psp-creds⟧"},"responseStatus":{"code":⟦403⟧}}
log: {"eventSource":"⟦secretsmanager.amazonaws.com⟧","eventName":"⟦GetSecretValue⟧","errorCode":"⟦AccessDenied⟧","requestParameters":{"secretId":"⟦prod/ledger/master⟧"}}
log: https 2026-12-04T06:40:11.442Z app/acme-prod/⟦50dc6c495c0c9188⟧ 10.0.0.7:51412 10.0.3.9:8080 0.001 0.012 0.000 ⟦502⟧ - 257 191 "GET ⟦https://api.acme.io:443/v1/export?format=csv&page=3⟧ HTTP/1.1" "⟦Root=1-«h8»-«h24»⟧"
log: 2026-12-04	06:41:02	⟦FRA56-P1⟧	912	203.0.113.9	GET	⟦d111111abcdef8.cloudfront.net⟧	/media/v.mp4	⟦403⟧	-	Mozilla/5.0	⟦Expires=1764831000&Key-Pair-Id=K2JCJMDEHXQW5F⟧
log: {"start_time":"2026-12-04T06:42:00.001Z","method":"POST","path":"⟦/v2/charge⟧","response_code":⟦503⟧,"x-request-id":"⟦«uuid»⟧","upstream_host":"⟦10.0.4.2:8443⟧"}
log: {"ClientHost":"10.0.0.9","DownstreamStatus":⟦502⟧,"RequestPath":"⟦/api/jobs⟧","request_X-Request-Id":"⟦«h32»⟧","RouterName":"⟦api@docker⟧"}
log: -   ReqHeader      ⟦X-Varnish: 32770⟧\n-   VCL_call       ⟦MISS⟧\n-   RespStatus     ⟦503⟧
log: ⟦1764830522.101⟧   1205 10.0.0.31 ⟦TCP_DENIED/407⟧ 3901 CONNECT ⟦repo.acme.lan:443⟧ - HIER_NONE/- text/html
log: #fields ts uid id.orig_h host uri status_code\n1764830600.1 ⟦CHhAvV«A12»⟧ 10.0.0.4 ⟦intranet.acme.lan⟧ ⟦/admin⟧ ⟦401⟧
log: {"event_type":"alert","alert":{"signature_id":⟦2027865⟧,"signature":"⟦ET POLICY Basic Auth over cleartext⟧"},"flow_id":⟦«d15»⟧}
log: 06:45:11.201 IP 10.0.0.5.51234 > ⟦10.0.3.9.8080⟧: Flags [⟦R.⟧], seq ⟦1⟧, ack ⟦212⟧, win 0, length 0
log: connect(5, {sa_family=AF_INET, sin_port=htons(⟦993⟧), sin_addr=inet_addr("⟦10.0.8.5⟧")}, 16) = -1 ⟦ETIMEDOUT (Connection timed out)⟧
log: fatal: [db1]: FAILED! => {"changed": false, "msg": "⟦unable to connect to database, check login_user and login_password are correct⟧"}
log: [2026-12-04, 06:50:00 UTC] {base.py:83} INFO - Using connection ID '⟦ledger_pg⟧' for task execution.
log: 26/12/04 06:51:02 WARN ⟦S3AFileSystem⟧: fs.s3a.secret.key is set in ⟦core-site.xml⟧; prefer ⟦a credential provider⟧
log: [2026-12-04 06:52:00,118] INFO JdbcSinkConfig values:\n\tconnection.url = ⟦jdbc:postgresql://10.0.3.14:5432/dw⟧\n\tconnection.password = ⟦[hidden]⟧
log: session ⟦77⟧ (⟦jdoe@bastion⟧) ended: last command ⟦terraform apply -var-file=prod.tfvars⟧ exited ⟦1⟧
log: 2026-12-04 06:55:01 [⟦warn⟧] mosquitto: Client ⟦sensor-17⟧ disconnected, ⟦not authorised⟧.
log: ⟦Dec  4 07:01:44⟧ sshd[⟦2231⟧]: Accepted publickey for deploy from 10.0.0.5 port 51522 ssh2: ED25519 ⟦SHA256:«b64_43»⟧
log: ⟦2026-12-04T07:02:00Z⟧ vault: audit: ⟦read⟧ path=⟦kv/data/ci/db⟧ accessor=⟦hmac-sha256:«h64»⟧ remote=⟦10.0.0.8⟧
"""
