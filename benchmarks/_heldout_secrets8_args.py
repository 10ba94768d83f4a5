"""Held-out set 8: secrets inside raised exceptions' structure, and secrets passed as arguments.

Traceback cases raise the text in the ways Python code does (``raise ... from``, an implicit
context, ``add_note``, several ``args``, a ``KeyError``, an ``OSError`` file name, a
``CalledProcessError`` command, an ``ExceptionGroup``), so that the DEBUG log's traceback and
the exported stack trace carry it even where the top message does not. Argument cases call the
tool with the secret under a credential-named keyword (English in many case styles, and the
words of 18 languages) while the raised message holds no secret.
"""

from __future__ import annotations

import json

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["argument_cases", "traceback_cases"]

TRACEBACKS = r"""
cause ¦ cause libpq keyword dsn ¦ libpq connection keywords (psycopg2 error text) ¦ {p} ¦ connection to server at "db01" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user "etl" (dsn: host=db01 user=etl password={t} dbname=dw)
cause ¦ cause requests url token ¦ requests ConnectionError text ¦ {A40} ¦ HTTPSConnectionPool(host='api.acme.io', port=443): Max retries exceeded with url: /v2/export?access_token={t} (Caused by NewConnectionError)
cause ¦ cause boto credentials ¦ botocore error with a credentials dump ¦ {A40} ¦ PartialCredentialsError: Partial credentials found in env, missing: aws_session_token (aws_access_key_id=AKIAW2E3R4T5Y6U7I8O9, aws_secret_access_key={t})
context ¦ context smtp login ¦ smtplib.SMTPAuthenticationError ¦ {p} ¦ (535, b'5.7.8 Username and Password not accepted') during server.login('noreply@acme.io', '{t}')
context ¦ context api key url ¦ urllib HTTPError text ¦ {h32} ¦ HTTP Error 401: Unauthorized for https://api.weather.acme.io/v1/now?apikey={t}
context ¦ context password as port ¦ int() of a swapped environment variable ¦ {p} ¦ invalid literal for int() with base 10: '{t}' (DB_PORT read from DB_PASSWORD)
note ¦ note login call ¦ PEP 678 exception notes ¦ {p} ¦ while calling login(user='svc', password='{t}')
note ¦ note request headers ¦ PEP 678 note with headers ¦ {u43} ¦ request headers: {'Accept': 'application/json', 'Authorization': 'Bearer {t}'}
note ¦ note retry hint ¦ PEP 678 note with an API key ¦ {A32} ¦ retry with X-API-KEY={t} and a larger timeout
args ¦ args password pair ¦ exception with several args ¦ {p} ¦ password={t}
args ¦ args token colon ¦ exception with several args ¦ {A40} ¦ token: {t}
args ¦ args dsn ¦ exception with several args ¦ {p} ¦ mysql://root:{t}@db01:3306/app
keyerror ¦ keyerror pasted token as env name ¦ os.environ[...] with the token pasted instead of the name ¦ ghp_{A36} ¦ {t}
keyerror ¦ keyerror bearer header key ¦ dict lookup keyed by an Authorization value ¦ {u43} ¦ Bearer {t}
keyerror ¦ keyerror cache key ¦ cache keyed by a token ¦ {A40} ¦ auth:token:{t}
oserror ¦ oserror git url as path ¦ a URL with credentials opened as a file ¦ {p} ¦ https://deploy:{t}@git.acme.io/acme/app.git
oserror ¦ oserror s3 url as path ¦ an s3a URL with keys opened as a file ¦ {A40} ¦ s3://AKIAQ1W2E3R4T5Y6U7I8:{t}@acme-raw/2026/12/04.csv
oserror ¦ oserror ssh url as path ¦ an ssh URL with a password opened as a file ¦ {p} ¦ ssh://git:{t}@10.0.0.4:2222/srv/repo.git
process ¦ process mysqldump attached password ¦ CalledProcessError of mysqldump -p<password> ¦ {p} ¦ mysqldump -uroot -p{t} --all-databases
process ¦ process sshpass ¦ CalledProcessError of sshpass -p ¦ {p} ¦ sshpass -p {t} ssh deploy@10.0.0.4 uptime
process ¦ process curl user ¦ CalledProcessError of curl -u ¦ {p} ¦ curl -fsS -u admin:{t} https://jenkins.acme.io/crumbIssuer/api/json
process ¦ process psql conninfo ¦ CalledProcessError of psql with a URI ¦ {p} ¦ psql postgresql://app:{t}@db01/app -c select
group ¦ group webhook secret ¦ ExceptionGroup from a TaskGroup ¦ {b32} ¦ webhook 3 failed: signing secret whsec_{t} does not match
group ¦ group api key ¦ ExceptionGroup from a TaskGroup ¦ {h32} ¦ task sync-crm: HTTP 401 with api_key={t}
group ¦ group redis url ¦ ExceptionGroup from a TaskGroup ¦ {p} ¦ redis://default:{t}@cache:6379/0 refused the connection
"""


def traceback_cases(v: Values) -> list[Case]:
    out: list[Case] = []
    for line in TRACEBACKS.strip().splitlines():
        raises, row = line.split(" ¦ ", 1)
        out.extend(v.table("traceback", row, raises=raises))
    return out


def argument_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, message: str, value: str, secret: str, **others: str) -> None:
        args = ((name, value), *others.items())
        out.append(
            Case(
                f"argument: {name}",
                "tool argument named with a credential word",
                message,
                secret,
                args,
            )
        )

    for name in (
        "passwd",
        "pass_phrase",
        "secretAccessKey",
        "x-api-key",
        "X_AUTH",
        "pwd2",
        "new_password",
        "old_password",
        "passcode",
        "secret_answer",
        "master_key",
        "encryption_key",
        "license_key",
        "sessionToken",
        "口令",
        "パスワード",
        "contraseña",
        "mot_de_passe",
        "пароль",
        "Passwort",
        "senha",
        "كلمة_المرور",
        "wachtwoord",
        "hasło",
        "şifre",
        "mật_khẩu",
        "पासवर्ड",
        "비밀번호",
        "jelszó",
        "lösenord",
        "chiave_segreta",
        "סיסמה",
    ):
        secret = v.pw() if len(out) % 2 else v.gen(ALNUM, 32)
        add(name, "HTTP 401 Unauthorized: login rejected", secret, secret, user="svc")
    token = v.gen(ALNUM + "-_", 43)
    add("Authorization", "403 Forbidden", f"Bearer {token}", token)
    sid = v.gen(HEX, 48)
    add("cookie", "session expired", f"_ga=GA1.2.3; sid={sid}; theme=dark", sid)
    p = v.pw()
    add("db_url", "could not connect to the database", f"postgresql://app:{p}@db01:5432/app", p)
    t = v.gen(ALNUM, 40)
    add(
        "headers",
        "upstream returned 401",
        json.dumps({"Accept": "application/json", "X-Api-Key": t}),
        t,
    )
    t = v.gen(ALNUM, 32)
    add("env", "process exited with status 1", f"LOG_LEVEL=debug\nSTRIPE_SECRET={t}\nPORT=8080", t)
    p = v.pw()
    add("credentials", "invalid credentials", json.dumps({"username": "ops", "password": p}), p)
    p = v.pw()
    add("auth", "basic auth failed", f"ops:{p}", p)
    t = v.gen(ALNUM, 40)
    add("url", "GET failed with 401", f"https://api.acme.io/v1/items?api_token={t}&page=2", t)
    p = v.pw()
    add("proxy", "407 Proxy Authentication Required", f"http://jo:{p}@proxy.acme.lan:3128", p)
    k = v.b64(64)
    add(
        "connection_string",
        "storage request failed",
        f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={k};EndpointSuffix=core.windows.net",
        k,
    )
    body = v.b64(96)
    add(
        "private_key",
        "could not sign the request",
        f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----",
        body,
    )
    return out
