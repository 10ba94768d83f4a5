"""Innocent set 17: the carriers, languages, vendors and encodings of secrets set 17, holding
no secret.

Output of the tools and runtimes secrets set 17 used (nmcli, Helm, az, odbcinst, OpenVPN,
Gunicorn, honcho, CloudFormation, pipenv, go, buildah, Ansible, supervisord, wg, cloud-init,
kubectl describe, HAProxy, Envoy, Salt, journald, Maven, Composer, pnpm, Packer, gcloud,
Sentinel, MinIO, Kafka, Prometheus; jq, sqlite3, psql, tclsh, Node, Perl, curl; Go, Rust,
.NET, Java, Ruby, Erlang, Haskell and Julia printouts, logfmt, RFC 5424, Windows events,
gRPC, nbformat; Python libraries' errors) carrying ids, hashes, paths, key names and masked
values but no secret; set 17's language forms on policies, counts and public codes; public
ids of set 17's vendors; and public data in set 17's encodings. None holds a secret; each
marks what a model needs.
"""

from __future__ import annotations

__all__ = ["CARRIERS", "VENDOR_IDS", "WORLD"]

CARRIERS = r"""
nmcli: ⟦Error: Connection activation failed: (7) Secrets were required, but not provided⟧ for ⟦ACME-Office⟧ (⟦802-11-wireless-security.psk: <hidden>⟧)
helm: ⟦Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress⟧ — release ⟦shop⟧ revision ⟦42⟧ (⟦helm rollback shop 41⟧)
az: ⟦(AuthorizationFailed) The client '«uuid»' does not have authorization to perform action 'Microsoft.Web/sites/config/list/action'⟧
odbc: ⟦[unixODBC][Driver Manager]Data source name not found and no default driver specified⟧ (DSN ⟦ERP⟧, ⟦PWD is set⟧)
openvpn: ⟦TLS Error: TLS key negotiation failed to occur within 60 seconds⟧ (⟦auth-user-pass file /etc/openvpn/creds.txt⟧, peer ⟦vpn.acme.io:1194⟧)
gunicorn: ⟦[CRITICAL] WORKER TIMEOUT (pid:«d4»)⟧ after ⟦30 s⟧; ⟦raw_env: ['DJANGO_SETTINGS_MODULE=shop.settings']⟧
honcho: ⟦worker.1 stopped (rc=137)⟧ — ⟦killed by the OOM killer⟧ (Procfile ⟦worker: celery -A tasks worker -c 4⟧)
cloudformation: ⟦UPDATE_ROLLBACK_COMPLETE⟧ stack ⟦arn:aws:cloudformation:eu-west-1:«d12»:stack/shop-db/«uuid»⟧ (⟦DBPassword: ****⟧)
pipenv: ⟦Pipfile.lock («h6») out of date, updating to («h6»)⟧ — ⟦CRITICAL: Locking failed⟧
go: ⟦verifying github.com/acme/ledger@v1.9.0: checksum mismatch⟧ downloaded ⟦h1:«b64_43»=⟧ go.sum ⟦h1:«b64_43»=⟧
buildah: ⟦Error: committing container for step {Env:[PATH=/usr/bin] Command:run}: copying layers: no space left on device⟧ (image ⟦sha256:«h64»⟧)
ansible: ⟦fatal: [nas01]: FAILED! => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result"}⟧ (task ⟦Set Samba password⟧)
supervisord: ⟦INFO exited: sensor (exit status 5; not expected)⟧ (program ⟦sensor⟧, ⟦startretries 3 exhausted⟧)
wg: ⟦interface: wg0⟧ ⟦public key: «b64_43»=⟧ ⟦private key: (hidden)⟧ ⟦listening port: 51820⟧ — ⟦peer handshake older than 3 minutes⟧
cloud-init: ⟦2026-12-05 03:20:11 - util.py[WARNING]: Failed to set passwords with chpasswd for ['admin']⟧ (⟦ssh_pwauth: false⟧)
kubectl: ⟦Warning  FailedMount  kubelet  MountVolume.SetUp failed for volume "api-secrets" : secret "api-secrets" not found⟧ (pod ⟦api-«l10»-«l5»⟧)
haproxy: ⟦[WARNING] (1) : Server be_billing/bill-2 is DOWN, reason: Layer7 wrong status, code: 401⟧ (⟦check uses http-check send hdr Authorization <redacted>⟧)
envoy: ⟦[critical][main] error initializing configuration '/etc/envoy/envoy.yaml': Invalid path: /etc/envoy/certs/upstream.key⟧ (⟦sds secret "upstream_tls" warming⟧)
salt: ⟦[ERROR] Rendering SLS 'base:pgbouncer' failed: Jinja variable 'dict object' has no attribute 'auth_password'⟧ (minion ⟦db-«d2»⟧)
journald: ⟦backup.service: Main process exited, code=exited, status=12/n/a⟧ (⟦_CMDLINE=/usr/bin/borg create --rsh "ssh -i /root/.ssh/borg_ed25519" nas:/srv/borg::daily⟧)
maven: ⟦[ERROR] Failed to execute goal on project api: Could not resolve dependencies⟧: ⟦com.acme:core:jar:2.4.1 was not found in https://nexus.acme.io/repository/releases/⟧ (⟦server id nexus-releases⟧)
composer: ⟦Your requirements could not be resolved to an installable set of packages⟧: ⟦acme/billing 3.x requires php ^8.3⟧ (⟦auth.json has http-basic for repo.packagist.com⟧)
pnpm: ⟦ERR_PNPM_OUTDATED_LOCKFILE⟧ ⟦Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with packages/ui/package.json⟧
packer: ⟦Build 'qemu.debian' errored after 12 minutes 3 seconds: Timeout waiting for SSH⟧ (⟦ssh_password: <sensitive>⟧, ⟦ssh_port 2222⟧)
gcloud: ⟦ERROR: (gcloud.secrets.versions.access) NOT_FOUND: Secret [projects/«d12»/secrets/openai-key] not found or has no versions⟧
sentinel: ⟦-odown master mymaster 10.0.0.12 6379 #quorum 2/2⟧ ⟦+switch-master mymaster 10.0.0.12 6379 10.0.0.13 6379⟧
minio: ⟦mc: <ERROR> Unable to validate source backup/db/⟧: ⟦The access key ID you provided does not exist in our records⟧ (alias ⟦backup⟧, ⟦AccessKey: BKIA7QZ3W1⟧)
kafka: ⟦org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512⟧ (user ⟦svc-orders⟧)
prometheus: ⟦level=warn component="scrape manager" scrape_pool=node target=http://10.0.0.7:9100/metrics msg="Append failed" err="out of bounds"⟧ (⟦basic_auth password_file /etc/prometheus/node.pw⟧)
jq: ⟦jq: error (at <stdin>:1): Cannot index string with "token"⟧ (filter ⟦.data.token⟧, input ⟦"expired"⟧)
sqlite3: ⟦Parse error: near "KEY": syntax error⟧ — ⟦the stock sqlite3 shell has no encryption extension⟧ (database ⟦vault.db⟧)
psql: ⟦psql: error: connection to server at "pg-ro.acme.internal" («d2».0.«d1».«d2»), port 5432 failed: FATAL: no pg_hba.conf entry for host "10.0.3.7", user "report", database "analytics", no encryption⟧
tclsh: ⟦can't read "password": no such variable⟧\n    while executing\n⟦"db connect $host $user $password"⟧\n    (file ⟦conf.tcl⟧ line ⟦7⟧)
node: ⟦AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal⟧: ⟦+ tokenCount: 4096⟧ ⟦- tokenCount: 8192⟧
perl: ⟦DBI connect('dbname=shop;host=pg','shop',...) failed: FATAL: password authentication failed for user "shop"⟧ at ⟦lib/Shop/DB.pm⟧ line ⟦22⟧
curl: ⟦< HTTP/1.1 407 Proxy Authentication Required⟧ ⟦< Proxy-Authenticate: Basic realm="gw"⟧ ⟦* Proxy auth using Basic with user 'gw'⟧
go: ⟦panic: runtime error: invalid memory address or nil pointer dereference⟧ ⟦[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x«h6»]⟧ ⟦goroutine «d3» [running]⟧
rust: ⟦thread 'main' panicked at src/keys.rs:41:9⟧: ⟦key id «h16» not found in keyring (3 keys loaded)⟧
dotnet: ⟦System.Security.Cryptography.CryptographicException: The system cannot find the file specified⟧ (⟦certificate thumbprint «H40»⟧, ⟦store LocalMachine\My⟧)
java: ⟦java.security.UnrecoverableKeyException: Get Key failed: Given final block not properly padded⟧ (⟦keystore /opt/app/keystore.p12⟧, alias ⟦api-signing⟧)
ruby: ⟦ActiveSupport::MessageEncryptor::InvalidMessage⟧ — ⟦config/credentials.yml.enc cannot be decrypted with RAILS_MASTER_KEY⟧ (⟦key length 32⟧)
erlang: ⟦{badmatch,{error,invalid_password}}⟧ in ⟦epgsql_sock:handle_auth/2 line 311⟧ (pool ⟦billing_pool⟧)
haskell: ⟦app: PasswordTooShort {minLength = 12, actualLength = 8}⟧ (field ⟦user.password⟧)
julia: ⟦ERROR: KeyError: key :api_token not found⟧ (dict ⟦ENV_CONFIG⟧ has ⟦7 entries⟧)
logfmt: ts=2026-12-05T03:21:00Z level=warn ⟦msg="token refresh failed"⟧ ⟦token_id=«h12»⟧ ⟦expires_in=0⟧ ⟦attempt=3⟧
syslog: <134>1 2026-12-05T03:21:02Z ⟦gw-2⟧ apigw 77 ⟦KEYROT⟧ [⟦key@32473 id="«h16»" state="retired"⟧] ⟦signing key rotated⟧
winevent: ⟦EventID 4625⟧ ⟦An account failed to log on⟧ ⟦Failure Reason: Unknown user name or bad password⟧ (⟦Logon Type 3⟧, ⟦Workstation WS-«d4»⟧)
grpc: ⟦Code: Unauthenticated⟧ ⟦Message: token expired at 2026-12-05T03:00:00Z⟧ (⟦grpc-status-details-bin present⟧, method ⟦/ledger.v1.Ledger/Post⟧)
nbformat: {"output_type": "error", "ename": "⟦KeyError⟧", "evalue": "⟦'OPENAI_API_KEY'⟧"} (cell ⟦12⟧ of ⟦eval.ipynb⟧)
python: ⟦dateutil.parser._parser.ParserError: day is out of range for month: 2026-02-30⟧ (column ⟦shipped_at⟧)
python: ⟦netaddr.core.AddrFormatError: invalid IPNetwork 10.0.0.0/33⟧ (rule ⟦allow-backup⟧)
python: ⟦jinja2.exceptions.UndefinedError: 'secrets' is undefined⟧ in ⟦templates/deploy.yaml.j2⟧ line ⟦14⟧
python: ⟦dacite.exceptions.MissingValueError: missing value for field "api_key"⟧ (config ⟦settings/prod.toml⟧)
python: ⟦sqlglot.errors.ParseError: Invalid expression / Unexpected token. Line 1, Col: 31⟧ ⟦SELECT id, password_changed_at FROM users WHERE⟧
python: ⟦subprocess.TimeoutExpired: Command '['pg_dump', '--dbname=shop', '--file=/backup/shop.sql']' timed out after 3600 seconds⟧
python: ⟦ValueError: could not convert string to float: 'N/A'⟧ (column ⟦unit_price⟧, row ⟦4,812⟧)
duckdb: ⟦Catalog Error: Secret with name "s3c" does not exist!⟧ (⟦CREATE SECRET first or use PERSISTENT⟧)
"""

VENDOR_IDS = r"""
liqpay: order ⟦«d10»⟧ ⟦status=failure err_code=limit⟧ (public_key ⟦i«d11»⟧, ⟦version 3⟧)
monobank: invoice ⟦«d6»«A8»⟧ ⟦status expired⟧ (⟦ccy 980⟧, ⟦amount 4200⟧)
viva: order code ⟦«d16»⟧ ⟦not found⟧ (merchant ⟦«uuid»⟧)
datatrans: transaction ⟦«d18»⟧ ⟦declined: 3-D Secure authentication failed⟧
payzen: transaction ⟦«h32»⟧ ⟦REFUSED: 05 do not honour⟧ (shopId ⟦«d8»⟧)
paysera: payment ⟦«d9»⟧ ⟦status 0 (not paid)⟧ (projectid ⟦«d6»⟧)
hitpay: payment request ⟦«uuid»⟧ ⟦expired after 30 minutes⟧
intasend: invoice ⟦«U7»⟧ ⟦state FAILED: insufficient M-Pesa balance⟧ (api_ref ⟦order-«d5»⟧)
paydunya: checkout invoice ⟦test_«A10»⟧ ⟦status cancelled by the customer⟧ (⟦sandbox⟧)
ttn: end device ⟦eui-«h16»⟧ ⟦join-request rejected: DevNonce already used⟧ (application ⟦acme-soil⟧)
chirpstack: device ⟦«h16»⟧ ⟦frame-counter reset detected⟧ (⟦fCntUp 0 after 18422⟧)
edgegap: deployment ⟦«h12»⟧ ⟦status Error: no available location for image acme/server:1.4⟧
ksef: invoice ⟦«d10»-20261205-«H12»-«H2»⟧ ⟦rejected: schema FA(2) validation error⟧
mydata: mark ⟦«d15»⟧ ⟦error 101: XML syntax validation⟧ (⟦invoice 12/2026⟧)
correios: object ⟦«U2»«d9»BR⟧ ⟦Objeto não encontrado na base de dados⟧
delhivery: waybill ⟦«d14»⟧ ⟦RTO initiated: consignee refused⟧
porkbun: domain ⟦acme-lab.dev⟧ ⟦DNS record «d9» already exists⟧ (⟦type TXT⟧)
duckdns: domain ⟦acme-home⟧ ⟦updated to 203.0.113.44⟧ (⟦OK⟧)
"""

WORLD = r"""
i18n: ⟦Mật khẩu phải có ít nhất 12 ký tự⟧ (⟦đang có 8⟧) — tài khoản ⟦ketoan⟧
i18n: ⟦tk/mk sai quá 5 lần⟧, ⟦tài khoản bị khoá 15 phút⟧ (mã lỗi ⟦AUTH-«d3»⟧)
i18n: ⟦Kata sandi kedaluwarsa dalam 3 hari⟧; ⟦ganti di menu Profil⟧
i18n: ⟦Hasło musi zawierać co najmniej jedną cyfrę⟧ (⟦zasada PWD-03⟧)
i18n: ⟦Heslo bylo změněno před 2 dny⟧ (⟦uživatel novak.j⟧)
i18n: ⟦Пароль не збігається з підтвердженням⟧ (поле ⟦password_confirmation⟧)
i18n: ⟦Логин/пароль неверны⟧ — ⟦осталось 2 попытки⟧
i18n: ⟦पासवर्ड में कम से कम एक विशेष वर्ण होना चाहिए⟧ (⟦नीति P-4⟧)
i18n: ⟦পাসওয়ার্ড ৯০ দিন পর পরিবর্তন করতে হবে⟧ (⟦শেষ পরিবর্তন 2026-09-01⟧)
i18n: ⟦کلمه عبور باید حداقل ۱۰ نویسه باشد⟧ (⟦کاربر rezaei⟧)
i18n: ⟦Neno la siri limekwisha muda⟧; ⟦badilisha kabla ya 2026-12-31⟧
i18n: ⟦รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร⟧ (⟦นโยบาย SEC-2⟧)
i18n: ⟦Şifreniz 3 kez yanlış girildi⟧; ⟦hesap 10 dakika kilitlendi⟧
i18n: ⟦הסיסמא חייבת להכיל לפחות 10 תווים⟧ (⟦מדיניות 7⟧)
i18n: ⟦wifi密码已更新⟧，⟦请在前台领取新卡⟧（工单 ⟦«d8»⟧）
i18n: ⟦パスの有効期限は90日です⟧（⟦残り5日⟧）
i18n: ⟦비번 변경 주기: 90일⟧ (⟦마지막 변경 2026-10-01⟧)
i18n: ⟦mdp : 12 caractères minimum⟧ (⟦règle R-12⟧)
i18n: ⟦contra: mínimo 10 caracteres⟧ (⟦política P-10⟧)
i18n: ⟦login e senha obrigatórios⟧ (campo ⟦senha⟧ vazio)
i18n: ⟦PW muss 12 Zeichen haben⟧ (⟦Richtlinie IT-7⟧)
i18n: ⟦The password, as the policy says, must be rotated every 90 days⟧ (⟦last rotation 2026-09-06⟧)
encoding: ⟦%2Fapi%2Fexport%3Fformat%3Dcsv%26page%3D2⟧ ⟦redirect target not allowed⟧
encoding: ⟦&#83;&#105;&#116;&#101;&#32;&#115;&#101;&#116;&#116;&#105;&#110;&#103;&#115;⟧ (⟦"Site settings"⟧) rendered escaped in the page title
encoding: bytea ⟦\x«h24»⟧ is the ⟦thumbnail hash⟧ of asset ⟦«d7»⟧
encoding: multipart part ⟦name="avatar"; filename="me.png"⟧ ⟦exceeds 2 MiB⟧
encoding: data URI ⟦data:image/png;base64,iVBORw0KGgo«b64_40»⟧ ⟦not allowed in emails⟧
encoding: Go ⟦%+v⟧ ⟦{Host:ldap.acme.io Port:636 TLS:true Timeout:5s}⟧ ⟦dial timeout⟧
encoding: YAML ⟦line 6: found character that cannot start any token⟧ in ⟦webhook.yaml⟧ (block ⟦description: |⟧)
encoding: TSV ⟦line 3 has 6 columns, header has 5⟧ (⟦users.tsv⟧)
encoding: Basic realm ⟦"acme"⟧ ⟦charset="UTF-8"⟧ challenge from ⟦127.0.0.1:3128⟧
encoding: git ⟦http.https://github.com/.extraheader⟧ ⟦unset by actions/checkout post step⟧
"""
