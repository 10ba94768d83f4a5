"""Held-out set 17: secrets only in a tool's arguments, as an agent would pass them.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Names were grepped against the earlier sets' argument files
(none matched): positional secrets in job payloads and reprs (``job_args``, ``celery_args``,
``rpc_params``, ``argv_json``, ``call_repr``), configuration files an agent writes whole
(``pypirc``, ``npmrc``, ``s3cfg``, ``rclone_conf``, ``my_cnf``, ``pgpass_line``,
``nm_keyfile``, ``wg_conf``, ``ovpn``, ``gitconfig``, ``properties_file``, ``toml_config``,
``yaml_config``), QR and link payloads (``wifi_qr``, ``zoom_link``, ``otp_qr``), message
bodies (``sms_body``, ``calendar_description``), connection values (``jdbc_url``,
``amqp_url``, ``connectionString``, ``ConnectionStrings__Default``), names a form or an API
uses (``new_password``, ``current_password``, ``passwordConfirmation``, ``refresh_token``,
``id_token``, ``personal_access_token``, ``consumer_secret``, ``client_key``,
``product_key``, ``door_code``, ``alarm_code``, ``recovery_key``, ``bitlocker_key``,
``mfa_secret``), and "new password" in other languages (``hasło_nowe``, ``nové_heslo``,
``новий_пароль``, ``नया_पासवर्ड``, ``নতুন_পাসওয়ার্ড``, ``رمز_جدید``, ``nenosiri_jipya``,
``รหัสผ่านใหม่``, ``yeni_şifre``, ``סיסמה_חדשה``, ``mật_khẩu_mới``, ``kata_sandi_baru``,
``新密码``, ``新しいパスワード``, ``새_비밀번호``, ``neues_Passwort``,
``nouveau_mot_de_passe``, ``nueva_contraseña``, ``nova_senha``, ``nuova_password``,
``новый_пароль``, ``كلمة_المرور_الجديدة``).
"""

from __future__ import annotations

from _heldout_secrets_harness import URLSAFE, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
job_args ¦ ["sync_tenant", "acme-eu", "{s}", 3, false] ¦ A40 ¦ rq: job 5b1c failed: worker killed (OOM)
celery_args ¦ ('export_orders', 'shop-7', 'sk_live_{s}') ¦ A32 ¦ celery: Task export_orders[9c2e] rejected: queue 'exports' not bound
rpc_params ¦ [1, "auth.login", "admin", "{s}"] ¦ p ¦ jsonrpc: -32601 Method not found
argv_json ¦ ["backupctl", "push", "--remote", "s3://acme-bk", "{s}"] ¦ u40 ¦ exec: backupctl: not found in PATH
call_repr ¦ connect('db-4', 5432, 'ledger', '{s}', sslmode='require') ¦ p ¦ sandbox: eval of call_repr is not allowed
pypirc ¦ [distutils]\nindex-servers = acme\n\n[acme]\nrepository = https://pypi.acme.io/\nusername = __token__\npassword = pypi-{s}\n ¦ u60 ¦ write_file: path ~/.pypirc is outside the workspace
npmrc ¦ @acme:registry=https://npm.acme.io/\n//npm.acme.io/:_password={s}\n//npm.acme.io/:username=ci\n ¦ b32 ¦ write_file: file exists (use overwrite=true)
s3cfg ¦ [default]\naccess_key = AKIAACME2QX7\nsecret_key = {s}\nhost_base = s3.acme.io\n ¦ b40 ¦ s3cmd: config validation failed (host_bucket missing)
rclone_conf ¦ [nas]\ntype = webdav\nurl = https://nas.acme.io/dav\nvendor = other\nuser = backup\nbearer_token = {s}\n ¦ u48 ¦ rclone: didn't find section in config file
my_cnf ¦ [mysqldump]\nuser=backup\npassword="{s}"\n ¦ p ¦ chmod: changing permissions of '/etc/mysql/conf.d/backup.cnf': Operation not permitted
pgpass_line ¦ pg-ro.acme.internal:5432:analytics:report:{s} ¦ p ¦ append_line: file is read-only
nm_keyfile ¦ [connection]\nid=ACME-Office\ntype=wifi\n[wifi]\nssid=ACME-Office\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={s}\n ¦ p ¦ nmcli: Error: failed to load connection: invalid permissions
wg_conf ¦ [Interface]\nAddress = 10.8.0.3/32\nPrivateKey = {s}=\n\n[Peer]\nPublicKey = mM9E7rS3o7kQpkaeTZ7mV5i3B8mfA8V3h1cHlp9oPkI=\nEndpoint = vpn.acme.io:51820\n ¦ b43 ¦ wg-quick: interface wg1 already exists
ovpn ¦ client\nremote vpn.acme.io 1194\n<auth-user-pass>\nj.doe\n{s}\n</auth-user-pass>\n ¦ p ¦ openvpn: profile import is disabled by policy
gitconfig ¦ [url "https://oauth2:{s}@gitlab.acme.io/"]\n\tinsteadOf = https://gitlab.acme.io/\n ¦ A20 ¦ git: could not lock config file .git/config: File exists
properties_file ¦ spring.datasource.url=jdbc:postgresql://pg:5432/app\nspring.datasource.username=app\nspring.datasource.password={s}\n ¦ p ¦ config-server: label 'main' not found
toml_config ¦ [sentry]\ndsn = "https://{s}@o4501.ingest.sentry.io/4505"\n ¦ h32 ¦ toml: file is too large to validate (limit 64 KiB)
yaml_config ¦ smtp:\n  host: mail.acme.io\n  port: 587\n  auth:\n    user: noreply\n    pass: "{s}"\n ¦ p ¦ yamllint: 1 error (line too long)
wifi_qr ¦ WIFI:T:WPA;S:ACME-Guest;P:{s};H:false;; ¦ p ¦ qrcode: payload too long for version 2
zoom_link ¦ https://acme.zoom.us/j/86412345678?pwd={s}.1 ¦ A32 ¦ calendar: event not found
otp_qr ¦ otpauth://hotp/ACME:ops?secret={s}&counter=12&issuer=ACME ¦ B32 ¦ qrcode: render failed (no display)
sms_body ¦ ACME: your one-time login PIN is {s}. It expires in 10 minutes. ¦ d8 ¦ sms: sender id 'ACME' not registered for this country
calendar_description ¦ Join the vendor call. Dial-in +1 555 0100, participant code {s}#, host PIN 4711#. ¦ d9 ¦ calendar: attendee limit reached
jdbc_url ¦ jdbc:sqlserver://sql-erp:1433;databaseName=ERP;user=erp_app;password={s};encrypt=true ¦ p ¦ jdbc: driver class not found
amqp_url ¦ amqps://orders:{s}@mq.acme.io:5671/%2Fprod ¦ p ¦ amqp: vhost '/prod' not found
connectionString ¦ HostName=acme-hub.azure-devices.net;DeviceId=pump-17;SharedAccessKey={s}= ¦ b43 ¦ iothub: device 'pump-17' is disabled
ConnectionStrings__Default ¦ Server=sql-7;Database=Crm;User Id=crm;Password={s};TrustServerCertificate=True ¦ p ¦ dotnet: environment variable name is not valid on this platform
new_password ¦ {s} ¦ p ¦ ldap: user jdoe not found
current_password ¦ {s} ¦ p ¦ account: too many requests, retry in 30 s
passwordConfirmation ¦ {s} ¦ p ¦ form: field 'password' is required
refresh_token ¦ {s} ¦ u64 ¦ oauth: provider 'acme-sso' not configured
id_token ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiIxMjMiLCJlbWFpbCI6ImFuYUBhY21lLmlvIn0.{s} ¦ u86 ¦ auth: audience 'acme-web' not allowed
personal_access_token ¦ glpat-{s} ¦ u20 ¦ gitlab: group 'acme/infra' not found
consumer_secret ¦ {s} ¦ A50 ¦ woocommerce: store url is not https
client_key ¦ {s} ¦ h64 ¦ api: client is suspended
product_key ¦ {s} ¦ U25 ¦ activation: server unreachable
door_code ¦ {s} ¦ d6 ¦ access-control: door 'lab-2' is offline
alarm_code ¦ {s} ¦ d8 ¦ alarm: panel firmware update in progress
recovery_key ¦ {s} ¦ A48 ¦ vault: storage is sealed
bitlocker_key ¦ {s} ¦ d48 ¦ intune: device not found
mfa_secret ¦ {s} ¦ B32 ¦ idp: user is not enrolled
hasło_nowe ¦ {s} ¦ p ¦ nie znaleziono użytkownika
nové_heslo ¦ {s} ¦ p ¦ uživatel nenalezen
новий_пароль ¦ {s} ¦ p ¦ користувача не знайдено
नया_पासवर्ड ¦ {s} ¦ p ¦ उपयोगकर्ता नहीं मिला
নতুন_পাসওয়ার্ড ¦ {s} ¦ p ¦ ব্যবহারকারী পাওয়া যায়নি
رمز_جدید ¦ {s} ¦ p ¦ کاربر یافت نشد
nenosiri_jipya ¦ {s} ¦ p ¦ mtumiaji hajapatikana
รหัสผ่านใหม่ ¦ {s} ¦ p ¦ ไม่พบผู้ใช้
yeni_şifre ¦ {s} ¦ p ¦ kullanıcı bulunamadı
סיסמה_חדשה ¦ {s} ¦ p ¦ המשתמש לא נמצא
mật_khẩu_mới ¦ {s} ¦ p ¦ không tìm thấy người dùng
kata_sandi_baru ¦ {s} ¦ p ¦ pengguna tidak ditemukan
新密码 ¦ {s} ¦ p ¦ 用户不存在
新しいパスワード ¦ {s} ¦ p ¦ ユーザーが見つかりません
새_비밀번호 ¦ {s} ¦ p ¦ 사용자를 찾을 수 없습니다
neues_Passwort ¦ {s} ¦ p ¦ Benutzer nicht gefunden
nouveau_mot_de_passe ¦ {s} ¦ p ¦ utilisateur introuvable
nueva_contraseña ¦ {s} ¦ p ¦ usuario no encontrado
nova_senha ¦ {s} ¦ p ¦ usuário não encontrado
nuova_password ¦ {s} ¦ p ¦ utente non trovato
новый_пароль ¦ {s} ¦ p ¦ пользователь не найден
كلمة_المرور_الجديدة ¦ {s} ¦ p ¦ المستخدم غير موجود
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        secret = v.pw() if spec == "p" else v.fill(spec)
        value = template.replace("\\n", "\n").replace("\\t", "\t").replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    # A secret as one keyword among harmless ones, the others ids an agent also passes.
    token = v.gen(URLSAFE, 43)
    out.append(
        Case(
            "argument: among ids",
            "the secret in one of five arguments, the other four harmless ids",
            "crm: 409 Conflict (contact already merged)",
            token,
            args=(
                ("contact_id", "c_8f2a91"),
                ("merge_into", "c_77b0e3"),
                ("request_id", "0b6e4c1d-7a2f-4e19-9c3b-51d0e8a7f624"),
                ("session", token),
                ("trace", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"),
            ),
        )
    )
    return out
