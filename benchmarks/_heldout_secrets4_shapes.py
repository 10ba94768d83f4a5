"""Held-out set 4: encoded and wrapped values, runtimes' dumps and tracebacks, key material.

Each maker returns a ``Case``; the secret is the exact form in which the value appears in the
message (percent-encoded, base64-wrapped, the second half of a wrapped line, ...).
"""

from __future__ import annotations

import base64
import json
import urllib.parse

from _heldout_secrets4_base import ALNUM, B64, Case, gen, pw
from _heldout_secrets4_keys import key_cases

__all__ = ["shape_cases"]


def _encoded() -> list[Case]:
    out = []
    p = gen(ALNUM, 4) + "@#" + gen(ALNUM, 4) + "/" + gen(ALNUM, 4)
    q = urllib.parse.quote(p, safe="")
    out.append(
        Case(
            "encoded: percent-encoded password in a URI",
            "RFC 3986 userinfo must percent-encode @ # /",
            f"sqlalchemy.exc.OperationalError: could not translate host name (postgresql://app:{q}@db.acme.internal/app)",
            q,
        )
    )
    t = gen(ALNUM, 40)
    inner = urllib.parse.quote(f"https://cb.acme.io/done?api_key={t}", safe="")
    out.append(
        Case(
            "encoded: token in a percent-encoded redirect",
            "OAuth redirect_uri carrying a query string",
            f"400 invalid_request: redirect_uri={inner} is not registered",
            t,
        )
    )
    twice = urllib.parse.quote(urllib.parse.quote(f"secret={t}", safe=""), safe="")
    out.append(
        Case(
            "encoded: double percent-encoded",
            "proxies that re-encode a query",
            f"GET /proxy?u=https%3A%2F%2Fapi%3F{twice} -> 502",
            t,
        )
    )
    p = pw()
    out.append(
        Case(
            "encoded: plus-encoded form body",
            "application/x-www-form-urlencoded (HTML spec)",
            f"POST /oauth/token grant_type=password&username=ci%40acme.io&password={urllib.parse.quote_plus(p)}&client_id=cli -> 400 invalid_grant",
            urllib.parse.quote_plus(p),
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "encoded: access_token in a fragment",
            "RFC 6749 implicit grant: #access_token=",
            f"navigation failed: https://app.acme.io/callback#access_token={t}&token_type=bearer&expires_in=3600",
            t,
        )
    )
    t = gen(ALNUM, 36)
    blob = base64.b64encode(t.encode()).decode()
    out.append(
        Case(
            "base64: token passed base64-encoded",
            "Dockerfile --build-arg with a base64 value",
            f'docker build --build-arg NPM_TOKEN_B64={blob} .: failed to solve: process "/bin/sh -c npm ci" did not complete successfully',
            blob,
        )
    )
    cfg = json.dumps({"auths": {"ghcr.io": {"username": "ci", "password": gen(ALNUM, 36)}}})
    blob = base64.b64encode(cfg.encode()).decode()
    out.append(
        Case(
            "base64: dockerconfigjson",
            "kubernetes.io secret type kubernetes.io/dockerconfigjson",
            f'Failed to pull image: secret "regcred" data: {{".dockerconfigjson": "{blob}"}}',
            blob,
        )
    )
    k = gen(B64, 120)
    out.append(
        Case(
            "wrapped: header folded onto the next line",
            "RFC 5322 folding: CRLF then whitespace",
            f"X-Api-Secret: {k[:60]}\r\n {k[60:]}\r\nX-Request-Id: 4f2c",
            k[60:],
        )
    )
    k = gen(B64, 152)
    out.append(
        Case(
            "wrapped: YAML block scalar",
            "YAML 1.2 literal block scalar (|)",
            f"error: secret.yaml:\nsigning_key: |\n  {k[:76]}\n  {k[76:]}\nissuer: acme",
            k[76:],
        )
    )
    p = pw()
    html = f"&quot;password&quot;:&quot;{p}&quot;"
    out.append(
        Case(
            "escaped: HTML entities",
            "an HTML 500 page echoing the request body",
            f"<pre>ValueError: bad payload {{{html}}}</pre>",
            p,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "escaped: JSON inside a JSON string",
            "a log line holding a serialised request body",
            '{"level": "error", "body": "{\\"grant_type\\": \\"refresh_token\\", \\"refresh_token\\": \\"'
            + t
            + '\\"}"}',
            t,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "escaped: XML CDATA",
            "SOAP fault echoing a WS-Security header",
            f"<soap:Fault><detail><wsse:Password><![CDATA[{t}]]></wsse:Password></detail></soap:Fault>",
            t,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "syntax: TOML table",
            "toml.io v1.0",
            f'tomllib.TOMLDecodeError: Invalid value (at line 4, column 12) in:\n[auth]\napi_token = "{t}"\nretries = x',
            t,
        )
    )
    p = pw()
    out.append(
        Case(
            "syntax: YAML flow mapping",
            "YAML 1.2 flow style",
            f"yaml.constructor.ConstructorError: could not determine a constructor in {{user: ci, pass: '{p}', host: db}}",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "syntax: windows registry export",
            "Winlogon DefaultPassword value (learn.microsoft.com)",
            f'[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{p}"\nreg: ERROR: Access is denied.',
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "syntax: .env with export and quotes",
            "dotenv docs",
            f"dotenv: could not parse statement starting at line 3: export MAIL_PASSWORD='{p}' # prod",
            p,
        )
    )
    return out


def _dumps() -> list[Case]:
    out = []
    p = pw()
    out.append(
        Case(
            "dump: python kwargs repr",
            "pymysql.connect(**kwargs) logged with %r",
            f"OperationalError while connecting with {{'host': 'db', 'user': 'etl', 'passwd': '{p}', 'port': 3306}}",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "dump: go %+v struct",
            "go-redis Options printed with %+v",
            f"redis: connection pool timeout &{{Network:tcp Addr:cache:6379 Username: Password:{p} DB:0 MaxRetries:3}}",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "dump: lombok toString",
            "Lombok @Data toString()",
            f"BindException: Failed to bind DataSourceProperties(url=jdbc:mysql://db/app, username=app, password={p}, driverClassName=null)",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "dump: rust Debug",
            "#[derive(Debug)] output",
            f'Error: connect failed for Config {{ host: "db", user: "app", password: Some("{p}"), port: 5432 }}',
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "dump: node util.inspect",
            "Node.js util.inspect of an options object",
            f"Error: connect ECONNREFUSED 10.0.0.4:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] {{ config: {{ host: 'db', user: 'app', password: '{p}', port: 5432 }} }}",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "dump: ruby inspect hash rocket",
            "Ruby Hash#inspect",
            f'ArgumentError: unknown keyword: :pool for {{:adapter=>"postgresql", :username=>"app", :password=>"{p}"}}',
            p,
        )
    )
    p = gen(ALNUM, 12)
    out.append(
        Case(
            "dump: go mysql DSN",
            "github.com/go-sql-driver/mysql DSN user:password@tcp(host)/db",
            f"2026/12/03 10:00:00 open app:{p}@tcp(db:3306)/shop?parseTime=true: dial tcp: i/o timeout",
            p,
        )
    )
    p = gen(ALNUM, 12)
    out.append(
        Case(
            "dump: .NET Npgsql connection string",
            "npgsql.org connection string parameters",
            f"Npgsql.NpgsqlException: Failed to connect to 10.0.0.4:5432 (Host=db;Username=api;Password={p};Database=api;Pooling=true)",
            p,
        )
    )
    return out


def _tracebacks() -> list[Case]:
    out = []
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "traceback: pytest --showlocals",
            "docs.pytest.org: -l/--showlocals",
            f"    def test_sync():\n>       client.sync()\n\napi_token  = '{t}'\nclient     = <acme.Client object at 0x7f3a>\n\nE   acme.AuthError: 401",
            t,
        )
    )
    p = pw()
    out.append(
        Case(
            "traceback: rich locals panel",
            "rich.readthedocs.io traceback show_locals",
            f"│ ╭──────────── locals ────────────╮ │\n│ │     host = 'db.acme.internal'  │ │\n│ │ password = '{p}'      │ │\n│ ╰────────────────────────────────╯ │\nOperationalError: FATAL",
            p,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "traceback: django debug local vars",
            "Django technical 500 page (text version)",
            f"Traceback:\nFile \"/app/billing/views.py\" in charge\n  41.     resp = gateway.charge(amount)\nLocal vars:\nVariable    Value\namount      1200\nsecret_key  '{t}'",
            t,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "traceback: hard-coded source line",
            "a CPython traceback shows the source line",
            f'Traceback (most recent call last):\n  File "/app/sync.py", line 7, in <module>\n    client = Client(api_key="{t}")\nacme.errors.Unauthorized: 401',
            t,
        )
    )
    t = gen(ALNUM, 40)
    out.append(
        Case(
            "traceback: sentry frame vars",
            "develop.sentry.dev event payloads: frame vars",
            f'{{"frames": [{{"function": "refresh", "vars": {{"self": "<Session>", "refresh_token": "{t}"}}}}]}}',
            t,
        )
    )
    p = gen(ALNUM, 12)
    out.append(
        Case(
            "traceback: php frame arguments",
            "php.net Exception::getTraceAsString shows call arguments",
            f"PDOException: SQLSTATE[HY000] [1045] Access denied\n#0 /var/www/app/db.php(12): PDO->__construct('mysql:host=db;d...', 'app', '{p}')\n#1 {{main}}",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "traceback: java exception message",
            "a Java exception with its constructor arguments",
            f"java.lang.IllegalStateException: cannot open session for user=ci pass={p}\n\tat com.acme.Db.open(Db.java:88)",
            p,
        )
    )
    p = pw()
    out.append(
        Case(
            "traceback: chained exception args",
            "CPython chained exceptions print both",
            f"ConnectionError('db unreachable')\n\nThe above exception was the direct cause of the following exception:\n\nRuntimeError: connect(user='app', secret='{p}') failed",
            p,
        )
    )
    return out


def shape_cases() -> list[Case]:
    return [*_encoded(), *_dumps(), *_tracebacks(), *key_cases()]
