"""Held-out set 10: secrets only in a tool's arguments, and tracebacks whose locals hold them.

Arguments: names no earlier set gave a credential (network gear and radio terms such as
``community`` and ``psk``, key-store terms such as ``storepass``, the twelve languages of
``_heldout_secrets10_i18n.py`` transliterated into identifiers, abbreviations, and positional
looking names such as ``arg2``), generic names holding a value whose shape gives it away, and
structured values (a header line, an ``env`` list, an argv string, a JSON document, a DSN) whose
credential is inside. The message raised holds no secret.

Tracebacks (written): the layouts frameworks print locals in (pytest ``-l``, Django's technical
500 "Local vars", IPython's verbose mode, a Sentry event's frame ``vars``, Celery's task failure
with its arguments, loguru's ``diagnose`` annotations, better-exceptions' arrows, stackprinter's
frame dump). Tracebacks (live) are in ``_heldout_secrets10_tracebacks.py``.
"""

from __future__ import annotations

import json

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases", "written_traceback_cases"]

# name ¦ value kind ¦ what the argument is
_NAMES = r"""
community ¦ p ¦ SNMP v2c community string
psk ¦ A32 ¦ WireGuard / IPsec pre-shared key
wpa_passphrase ¦ p ¦ hostapd passphrase
enable_secret ¦ p ¦ Cisco IOS enable secret
radius_shared ¦ A24 ¦ RADIUS shared secret
tacacs_key ¦ A24 ¦ TACACS+ key
storepass ¦ p ¦ keytool -storepass
keypass ¦ p ¦ keytool -keypass
pkcs12_pin ¦ d8 ¦ PKCS#12 import PIN
so_pin ¦ d8 ¦ HSM security officer PIN
rcon ¦ p ¦ game server RCON password
vnc_passwd ¦ p ¦ VNC password
unlock_phrase ¦ p ¦ wallet unlock phrase
recovery_codes ¦ l10 ¦ 2FA recovery code
totp_seed ¦ B32 ¦ TOTP seed (base32)
pepper ¦ A32 ¦ password-hash pepper
bind_cred ¦ p ¦ LDAP bind credential
sasl_plain ¦ p ¦ SASL PLAIN password
haslo ¦ p ¦ Polish hasło without diacritics
heslo_db ¦ p ¦ Czech heslo with a suffix
jelszo ¦ p ¦ Hungarian jelszó without accents
sifre ¦ p ¦ Turkish şifre without the cedilla
parola_admin ¦ p ¦ Romanian / Italian parola
kodikos ¦ p ¦ Greek κωδικός transliterated
sisma ¦ p ¦ Hebrew סיסמה transliterated
parol ¦ p ¦ Ukrainian пароль transliterated
kata_laluan ¦ p ¦ Malay kata laluan
nywila ¦ p ¦ Swahili nywila
gupt_kunji ¦ A40 ¦ Hindi गुप्त कुंजी transliterated
rahat_phan ¦ p ¦ Thai รหัสผ่าน transliterated
κωδικός ¦ p ¦ Greek identifier (Python allows non-ASCII names)
пароль_бд ¦ p ¦ Ukrainian identifier
şifre ¦ p ¦ Turkish identifier with its cedilla
pwd2 ¦ p ¦ abbreviation with a digit
pw_ ¦ p ¦ abbreviation with a trailing underscore
arg2 ¦ A40 ¦ positional-looking name, vendor-shaped value
value ¦ u43 ¦ the most generic name
x ¦ h64 ¦ a one-letter name
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _NAMES.strip().splitlines():
        name, kind, what = (cell.strip() for cell in line.split(" ¦ "))
        value = v.pw() if kind == "p" else v.fill(kind)
        out.append(
            Case(
                f"argument: {name}",
                f"tool argument named {name!r} ({what})",
                f"configure_device failed: {name} rejected by 10.0.9.1 (code 13)",
                value,
                args=(("target", "10.0.9.1"), (name, value)),
            )
        )
    tok = "sk_live_" + v.gen(ALNUM, 24)
    out.append(
        Case(
            "argument: header line",
            "a whole header line passed as one argument",
            "http_call failed: 401 Unauthorized",
            tok,
            args=(("url", "https://pay.acme.io/v1/charges"), ("header", f"Authorization: {tok}")),
        )
    )
    pw = v.pw()
    out.append(
        Case(
            "argument: env list",
            "an env list of NAME=value strings (as docker run -e takes)",
            "container exited with status 1",
            pw,
            args=(("image", "postgres:16"), ("env", f"['POSTGRES_USER=app', 'POSTGRES_PW={pw}']")),
        )
    )
    pw = v.pw()
    out.append(
        Case(
            "argument: argv string",
            "an argv string holding an attached short flag",
            "mysqldump exited with status 2",
            pw,
            args=(("argv", f"mysqldump -h db01 -uroot -p{pw} --all-databases"),),
        )
    )
    key = v.gen(URLSAFE, 43)
    out.append(
        Case(
            "argument: json document",
            "a JSON document as one argument, the key nested two levels down",
            "webhook registration failed: 422",
            key,
            args=(
                ("body", json.dumps({"hook": {"url": "https://x.acme.io", "cfg": {"sk": key}}})),
            ),
        )
    )
    pw = v.pw()
    out.append(
        Case(
            "argument: odbc string",
            "an ODBC connection string as one argument",
            "connect failed: [08001] TCP Provider: timeout",
            pw,
            args=(("conn", f"Driver={{ODBC Driver 18}};Server=sql01;Uid=sa;Pwd={{{pw}}};"),),
        )
    )
    key = v.gen(HEX, 40)
    out.append(
        Case(
            "argument: list of pairs",
            "a list of (name, value) pairs as a string",
            "request signing failed",
            key,
            args=(("params", f"[('region', 'eu-1'), ('signing_key', '{key}')]"),),
        )
    )
    return out


_WRITTEN = r"""
pytest showlocals ¦ pytest -l (--showlocals) block after the failing line ¦ {p} ¦ ______ test_sync ______\n\n    def test_sync():\n        client = Client(host)\n>       client.login()\nE       AuthError: 401\n\nclient     = <Client host='db01'>\ncreds      = ('etl', '{t}')\nhost       = 'db01'\n\ntests/test_sync.py:14: AuthError
django local vars ¦ Django technical 500 page, "Local vars" table as text ¦ {A40} ¦ Traceback (most recent call last):\n  File "/srv/app/billing/views.py", line 41, in charge\n    resp = gateway.charge(amount)\n\nLocal vars:\nVariable\tValue\namount\t1299\ngateway\t<Gateway merchant='acme'>\nmerchant_secret\t'{t}'\nrequest\t<WSGIRequest: POST '/charge'>
ipython verbose ¦ IPython %xmode Verbose frame with variable values ¦ {u43} ¦ File ~/work/etl.py:22, in load(batch=<Batch 88>, bearer='{t}')\n     20 def load(batch, bearer):\n---> 22     return post(URL, batch, headers={{'Authorization': f'Bearer {{bearer}}'}})\n\nHTTPError: 401 Client Error
sentry frame vars ¦ Sentry event JSON, exception.values[].stacktrace.frames[].vars ¦ {A40} ¦ {{"exception":{{"values":[{{"type":"PermissionError","stacktrace":{{"frames":[{{"function":"upload","lineno":77,"vars":{{"bucket":"'exports'","upload_cred":"'{t}'"}}}}]}}}}]}}}}
celery task failure ¦ Celery worker log of a failed task with its kwargs ¦ {p} ¦ [2026-12-04 06:20:01,114: ERROR/ForkPoolWorker-2] Task acme.tasks.sync_ldap[5f1c2e] raised unexpected: LDAPBindError('invalidCredentials') kwargs={{'host': 'ldap01', 'bind_dn': 'cn=svc', 'bind_pw': '{t}'}}
loguru diagnose ¦ loguru backtrace=True diagnose=True annotations ¦ {A32} ¦ > File "/srv/app/notify.py", line 19, in send\n    client.post(url, auth=(user, token))\n    │                │      │     └ '{t}'\n    │                │      └ 'alerts'\n    │                └ 'https://notify.acme.io/v1/send'\n    └ <httpx.Client object at 0x7f3a>
better exceptions ¦ better-exceptions arrows under the failing line ¦ {p} ¦ File "deploy.py", line 31, in connect\n    return paramiko_client.connect(host, username=user, password=secret_pw)\n           │                       │              │             └ '{t}'\n           │                       │              └ 'deploy'\n           │                       └ '10.0.4.9'\n           └ <paramiko.client.SSHClient object at 0x7f1c>
stackprinter frame ¦ stackprinter frame dump with variable listing ¦ {h64} ¦ File "worker.py", line 52, in verify\n    48   def verify(payload, sig):\n--> 52       assert hmac.compare_digest(expected, sig)\n    ..................................................\n     payload = b'{{"id": 7}}'\n     hook_key = '{t}'\n     expected = '9f2c'\n    ..................................................
rq job failure ¦ RQ failed job with its args in the worker log ¦ {A40} ¦ 06:20:05 default: Job 3d9b: acme.jobs.refresh_feed('north', api_key='{t}') (3d9b)\nTraceback (most recent call last):\n  ...\nrequests.exceptions.HTTPError: 403 Client Error
airflow task log ¦ Airflow task log rendering templated op_kwargs ¦ {p} ¦ [2026-12-04, 06:20:06 UTC] {{taskinstance.py:2698}} ERROR - Task failed with exception; rendered op_kwargs={{'conn_uri': 'mssql://sa:{t}@sql01:1433/dw', 'table': 'orders'}}
go panic args ¦ Go panic with a string argument formatted into the message ¦ {A40} ¦ panic: vault: login failed for role ci with secret_id {t}\n\ngoroutine 1 [running]:\nmain.mustLogin(...)\n\t/src/cmd/agent/main.go:88 +0x1c5
java caused by ¦ Java exception chain with a cause message holding the value ¦ {p} ¦ org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\nCaused by: java.sql.SQLException: Access denied; url=jdbc:mariadb://db01:3306/app?user=app&password={t}\n\tat org.mariadb.jdbc.Driver.connect(Driver.java:99)
rust debug struct ¦ Rust Debug formatting of a config struct in an error ¦ {A40} ¦ Error: failed to start: Config {{ listen: 0.0.0.0:8080, upstream: "https://api.acme.io", api_secret: "{t}", retries: 3 }}
node util inspect ¦ Node util.inspect of an options object in an uncaught error ¦ {u43} ¦ Uncaught FetchError: request to https://api.acme.io failed {{\n  options: {{ method: 'POST', headers: {{ 'x-session-token': '{t}' }} }},\n  code: 'ECONNRESET'\n}}
ruby inspect ¦ Ruby exception with an inspected hash (=> style) ¦ {p} ¦ Net::SMTPAuthenticationError (535 5.7.8 Error: authentication failed) with settings {{:address=>"smtp.acme.io", :user_name=>"alerts", :password=>"{t}", :port=>587}}
php stack args ¦ PHP stack trace printing call arguments ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied\nStack trace:\n#0 /srv/app/db.php(14): PDO->__construct('mysql:host=db01', 'app', '{t}')\n#1 {{main}}
"""


def written_traceback_cases(v: Values) -> list[Case]:
    out = []
    for case in v.table("traceback", _WRITTEN):
        text = case.text.replace("{{", "{").replace("}}", "}")
        out.append(Case(case.kind, case.source, text, case.secret))
    return out
