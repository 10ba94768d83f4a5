"""Held-out set 5: secrets in tracebacks and exception arguments, and in a tool's arguments.

``TRACEBACKS`` is a table (see ``table`` in ``_heldout_secrets_harness.py``) of real runtimes'
and libraries' error formats that carry a value: validation errors with the input, SQL
parameters, HTTP client errors with their request headers, crash reports. ``ARGUMENTS``
calls the tool with a keyword argument whose name is a credential word, in many languages
and naming styles, while the raised message holds no secret.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases", "traceback_cases"]

TRACEBACKS = """
pydantic input_value ¦ docs.pydantic.dev errors: [type=..., input_value=..., input_type=...] ¦ {p} ¦ pydantic_core._pydantic_core.ValidationError: 1 validation error for LoginForm\\npassword\\n  String should match pattern '^(?=.*[A-Z])' [type=string_pattern_mismatch, input_value='{t}', input_type=str]
spring rejected value ¦ Spring BindException: Field error in object .. on field ..: rejected value [..] ¦ {p} ¦ org.springframework.validation.BindException: Field error in object 'signupRequest' on field 'password': rejected value [{t}]; codes [Size.signupRequest.password]; default message [size must be between 14 and 64]
sqlalchemy parameters tuple ¦ SQLAlchemy StatementError: [SQL: ...] [parameters: (...)] ¦ {p} ¦ sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: users.email\\n[SQL: INSERT INTO users (email, password) VALUES (?, ?)]\\n[parameters: ('ann@acme.io', '{t}')]
psycopg failing row ¦ PostgreSQL DETAIL: Failing row contains (...) ¦ {A40} ¦ psycopg.errors.NotNullViolation: null value in column "owner_id" of relation "api_keys" violates not-null constraint\\nDETAIL:  Failing row contains (812, null, {t}, 2026-12-03 17:40:11+00).
axios error config headers ¦ axios AxiosError util.inspect shows config.headers ¦ {A40} ¦ AxiosError: Request failed with status code 401\\n    at settle (node_modules/axios/lib/core/settle.js:19:12) {\\n  code: 'ERR_BAD_REQUEST',\\n  config: {\\n    headers: Object [AxiosHeaders] {\\n      Accept: 'application/json',\\n      'X-Api-Key': '{t}'\\n    },\\n    method: 'get'\\n  }\\n}
requests request headers repr ¦ requests PreparedRequest.headers is a CaseInsensitiveDict ¦ {u40} ¦ HTTPError: 403 Client Error: Forbidden for url: https://api.acme.io/v3/export\\nrequest headers: {'User-Agent': 'python-requests/2.32.3', 'Accept': '*/*', 'Authorization': 'Token token={t}'}
faraday error with request ¦ Faraday::UnauthorizedError#response shows the request ¦ {h40} ¦ Faraday::UnauthorizedError: the server responded with status 401\\n  request: {method: :get, url: "https://api.acme.io/v1/me", headers: {"Private-Token"=>"{t}", "User-Agent"=>"Faraday v2.12.0"}}
keyerror on token ¦ a dict looked up by the token itself ¦ {u43} ¦ Traceback (most recent call last):\\n  File "/srv/app/auth.py", line 41, in current_user\\n    return SESSIONS[token]\\n           ~~~~~~~~^^^^^^^\\nKeyError: '{t}'
dotnet exception data ¦ .NET Exception.Data printed by a logger ¦ {p} ¦ System.InvalidOperationException: Unable to connect to the SMTP server.\\n   at Mailer.Send()\\n  Data: [SmtpUser, notify@acme.io], [SmtpPassword, {t}]
elixir match error ¦ Elixir ** (MatchError) shows the right-hand value ¦ {A32} ¦ ** (MatchError) no match of right hand side value: {:error, %{status: 401, api_key: "{t}", body: "unauthorized"}}\\n    (billing 0.4.1) lib/billing/stripe.ex:22: Billing.Stripe.charge/2
erlang crash report ¦ OTP crash report with process state ¦ {p} ¦ =CRASH REPORT==== 3-Dec-2026::17:41:02.417 ===\\n  crasher:\\n    initial call: epgsql_sock:init/1\\n    exception exit: {invalid_password,[{user,<<"app">>},{password,<<"{t}">>}]}
go panic with struct ¦ Go panic with %v of a struct ¦ {A32} ¦ panic: dial tcp 10.0.0.9:5672: connect: connection refused\\n\\ngoroutine 1 [running]:\\nmain.mustConnect({Host:mq.internal User:svc Secret:{t}})\\n\t/src/main.go:48 +0x1a5
rust anyhow chain ¦ anyhow Error Debug: Caused by ¦ {A40} ¦ Error: failed to sync registry\\n\\nCaused by:\\n    0: request to https://registry.acme.io/v2/ failed\\n    1: invalid header value for authorization: "Bearer {t}\\u{7f}"
jinja undefined context ¦ Jinja2 UndefinedError raised while rendering a context dump ¦ {p} ¦ jinja2.exceptions.UndefinedError: 'dict object' has no attribute 'host' (rendering config.j2 with {'db': {'user': 'app', 'pass': '{t}'}})
celery task args ¦ Celery logs a failed task's args and kwargs ¦ {p} ¦ Task sync.import_mailbox[5c0f9d2e-1a4b-4e0c-9d1f-7a2b3c4d5e6f] raised unexpected: IMAP4.error("LOGIN failed") args=['imap.acme.io', 'reports'] kwargs={'password': '{t}'}
"""


def argument_cases(values: Values) -> list[Case]:
    """The tool is called with these keyword arguments; only an argument holds the secret."""
    rows = [
        ("password", values.pw(), "en"),
        ("passwd", values.pw(), "unix"),
        ("pwd", values.pw(), "abbreviation"),
        ("client_secret", values.gen(URLSAFE, 40), "oauth"),
        ("apiKey", values.gen(ALNUM, 32), "camelCase"),
        ("X-Api-Key", values.gen(ALNUM, 32), "header-style"),
        ("authorization", f"Bearer {values.gen(ALNUM, 40)}", "header value"),
        ("private_key", values.gen(HEX, 64), "hex key"),
        ("passphrase", values.pw(), "key passphrase"),
        ("session_cookie", values.gen(URLSAFE, 43), "cookie"),
        ("signing_key", values.gen(ALNUM, 48), "webhook"),
        ("PGPASSWORD", values.pw(), "environment-style name"),
        ("Passwort", values.pw(), "de"),
        ("mot_de_passe", values.pw(), "fr"),
        ("contraseña", values.pw(), "es"),
        ("senha", values.pw(), "pt"),
        ("пароль", values.pw(), "ru"),
        ("密码", values.pw(), "zh"),
        ("パスワード", values.pw(), "ja"),
        ("비밀번호", values.pw(), "ko"),
        ("كلمة_المرور", values.pw(), "ar"),
        ("wachtwoord", values.pw(), "nl"),
        ("hasło", values.pw(), "pl"),
        ("lösenord", values.pw(), "sv"),
        ("şifre", values.pw(), "tr"),
        ("mật_khẩu", values.pw(), "vi"),
        ("токен", values.gen(ALNUM, 40), "ru token"),
        ("令牌", values.gen(ALNUM, 40), "zh token"),
        ("clave_api", values.gen(ALNUM, 32), "es api key"),
        ("chiave_segreta", values.gen(ALNUM, 32), "it secret key"),
    ]
    out = []
    for name, value, where in rows:
        secret = value.split(" ", 1)[-1]
        args = (("host", "api.acme.io"), (name, value), ("timeout", "30"))
        text = f"upload failed: 503 Service Unavailable (request {values.uuid()})"
        out.append(Case(f"argument: {name}", f"a tool argument, {where}", text, secret, args))
    token, password, bearer, mysql = (
        values.gen(ALNUM, 40),
        values.pw(),
        values.gen(ALNUM, 40),
        values.pw(),
    )
    for name, value, secret in (
        ("url", f"https://deploy:{token}@git.acme.io/core.git", token),
        ("dsn", f"postgresql://app:{password}@db.internal:5432/shop", password),
        ("headers", f'{{"Authorization": "Bearer {bearer}"}}', bearer),
        ("command", f"mysql -u root -p{mysql} -e 'SHOW DATABASES'", mysql),
    ):
        args = ((name, value),)
        text = f"tool failed: exit status 1 (request {values.uuid()})"
        kind = f"argument: credential inside {name}"
        out.append(Case(kind, "an innocently named argument", text, secret, args))
    return out


def traceback_cases(values: Values) -> list[Case]:
    return values.table("traceback", TRACEBACKS)
