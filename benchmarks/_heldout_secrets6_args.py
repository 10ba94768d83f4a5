"""Held-out set 6: secrets in tracebacks, exception arguments and objects' repr, and in a
tool's arguments.

``TRACEBACKS`` is a table (see ``table`` in ``_heldout_secrets_harness.py``) of runtimes' and
libraries' error formats that carry a value and that set 5 did not use: source lines shown in
a Python traceback, CPython's "--- Logging error ---" block, pytest's ``--showlocals`` and
assertion introspection, rich tracebacks with locals, dataclass, Kotlin, Java record, C#
record, Rust ``Debug`` and Swift ``dump`` reprs, PHP and Perl stack traces with arguments, R's
call echo, Jackson's source excerpt, Go's and Node's URL parse errors. ``ARGUMENTS`` calls the
tool with a keyword argument whose name is a credential word in 30 languages (26 never used
for an argument name before: el, he, fa, th, id, hu, fi, da, nb, ro, uk, cs, gu, pa, kn, ml,
si, km, lo, my, zu, ga, eo, gl, ky, ha; new words in ja, zh-Hant, pl, pt) and naming styles, while the raised message holds no secret.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["argument_cases", "traceback_cases"]

TRACEBACKS = """
python traceback source line ¦ CPython tracebacks print the source line of each frame ¦ {A40} ¦ Traceback (most recent call last):\\n  File "/srv/app/settings.py", line 14, in <module>\\n    SLACK_TOKEN = "{t}"  # TODO move to vault\\n    ^^^^^^^^^^^\\nNameError: name 'os' is not defined
python logging error block ¦ CPython logging.Handler.handleError prints Message: and Arguments: ¦ {p} ¦ --- Logging error ---\\nTraceback (most recent call last):\\n  File "/usr/lib/python3.12/logging/__init__.py", line 1160, in emit\\nTypeError: not all arguments converted during string formatting\\nCall stack:\\nMessage: 'login attempt for %s'\\nArguments: ('ana', '{t}')
python urlsplit port error ¦ urllib.parse: ValueError Port could not be cast to integer value as '...' (a password holding '/') ¦ {A12} ¦ ValueError: Port could not be cast to integer value as '{t}' (url 'https://admin:{t}/x9@nexus.acme.io/repository')
python int of a pin ¦ int() ValueError quotes the literal ¦ {A10} ¦ ValueError: invalid literal for int() with base 10: '{t}' (while reading SIM_PIN from /etc/modem.env)
pytest showlocals ¦ pytest --showlocals (-l) prints each local ¦ {p} ¦ tests/test_login.py:22: AssertionError\\nclient     = <FlaskClient <Flask 'app'>>\\npassword   = '{t}'\\nresp       = <WrapperTestResponse streamed [401 UNAUTHORIZED]>
pytest assertion introspection ¦ pytest rewrites asserts and shows the compared call ¦ {p} ¦ E       AssertionError: assert 401 == 200\\nE        +  where 401 = <Response [401]>.status_code\\nE        +    where <Response [401]> = login('svc-backup', '{t}')
rich traceback locals ¦ rich.traceback with show_locals=True ¦ {u43} ¦ │ ╭──────────── locals ────────────╮                                    │\\n│ │ refresh_token = '{t}' │                                    │\\n│ │       retries = 3                    │\\nHTTPError: 400 invalid_grant
python dataclass repr ¦ dataclasses repr includes every field ¦ {p} ¦ RuntimeError: cannot start worker with Settings(db_host='db01', db_user='app', db_password='{t}', pool_size=10)
python namedtuple repr ¦ collections.namedtuple repr ¦ {A32} ¦ TypeError: Credentials.__new__() missing 1 required positional argument: 'region' (got Credentials(key_id='AKIAZ7Q2M4N6P8R0T2V4', secret='{t}'))
kotlin data class toString ¦ Kotlin data class toString: Name(field=value, ...) ¦ {p} ¦ java.lang.IllegalStateException: Unable to open SMTP session for MailConfig(host=smtp.acme.io, port=587, user=alerts, password={t})
java record toString ¦ Java 16 records: Name[field=value, ...] ¦ {p} ¦ Exception in thread "main" java.sql.SQLException: No suitable driver found for DataSourceProps[url=jdbc:pg://db01/app, user=app, password={t}]
csharp record tostring ¦ C# records ToString: Name { Prop = value } ¦ {p} ¦ Unhandled exception. System.InvalidOperationException: Invalid options: SftpOptions { Host = files.acme.io, User = drop, Password = {t}, Port = 22 }
rust url debug ¦ reqwest::Error Debug shows url::Url with password: Some(..) ¦ {p} ¦ Error: reqwest::Error { kind: Request, url: Url { scheme: "https", cannot_be_a_base: false, username: "ci", password: Some("{t}"), host: Some(Domain("artifacts.acme.io")), port: None, path: "/upload" }, source: hyper::Error(Connect) }
rust derived debug struct ¦ #[derive(Debug)] pretty form {:#?} ¦ {A40} ¦ thread 'main' panicked at src/main.rs:31:10:\\ncalled `Result::unwrap()` on an `Err` value: Config {\\n    endpoint: "https://hooks.acme.io",\\n    signing_secret: "{t}",\\n}
swift dump ¦ Swift dump() output ▿ ¦ {p} ¦ Fatal error: Unexpectedly found nil while unwrapping an Optional value\\n▿ Account\\n  - username: "ana@acme.io"\\n  - password: "{t}"\\n  - server: nil
php pdo stack trace ¦ PHP stack traces include call arguments (zend.exception_ignore_args=Off) ¦ {p} ¦ PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.1.9' (using password: YES) in /var/www/db.php:8\\nStack trace:\\n#0 /var/www/db.php(8): PDO->__construct('mysql:host=db01...', 'shop', '{t}')\\n#1 {main}
php print_r array ¦ PHP print_r of an array ¦ {A32} ¦ Warning: curl_exec(): 401 in /var/www/sync.php on line 40\\nArray\\n(\\n    [endpoint] => https://api.acme.io\\n    [api_secret] => {t}\\n)
perl confess with arguments ¦ Carp::confess prints the call stack with arguments ¦ {p} ¦ Login failed at /opt/app/lib/Auth.pm line 22.\\n\\tAuth::login("ana", "{t}") called at /opt/app/bin/run.pl line 9
perl data dumper ¦ Data::Dumper output $VAR1 = { ... } ¦ {p} ¦ DBI connect failed: Access denied\\n$VAR1 = {\\n          'dsn' => 'dbi:mysql:shop',\\n          'pass' => '{t}',\\n          'user' => 'shop'\\n        };
ruby struct inspect ¦ Ruby Struct#inspect #<struct ...> ¦ {A40} ¦ Net::HTTPUnauthorized (NoMethodError) undefined method `body' for #<struct Client host="api.acme.io", token="{t}">
r call echo ¦ R prints the failing call with its literal arguments ¦ {p} ¦ Error in dbConnect(RPostgres::Postgres(), host = "pg01", user = "analyst", password = "{t}") :\\n  connection to server at "pg01" (10.0.4.2), port 5432 failed: FATAL:  password authentication failed
jackson source excerpt ¦ Jackson JsonMappingException [Source: (String)"..."; line, column] ¦ {p} ¦ com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException: Unrecognized field "passwrd" (class com.acme.Login), not marked as ignorable\\n at [Source: (String)"{"user":"ana","passwrd":"{t}"}"; line: 1, column: 29]
go url parse error ¦ Go net/url: parse "URL": invalid URL escape ¦ {p} ¦ panic: parse "postgres://ledger:{t}%zz@db01:5432/ledger": invalid URL escape "%zz"
node invalid url input ¦ Node.js TypeError [ERR_INVALID_URL] with input: ¦ {p} ¦ TypeError: Invalid URL\\n    at new URL (node:internal/url:816:29) {\\n  code: 'ERR_INVALID_URL',\\n  input: 'https://bot:{t}@hooks.acme.io:99999/'\\n}
jest received value ¦ Jest toEqual diff - Expected + Received ¦ {A40} ¦ expect(received).toEqual(expected)\\n- Expected  - 1\\n+ Received  + 1\\n  Object {\\n-   "apiKey": "test-key",\\n+   "apiKey": "{t}",\\n  }
go testing got want ¦ Go testing t.Errorf("got %q, want %q") ¦ {u43} ¦ --- FAIL: TestRefresh (0.01s)\\n    oauth_test.go:41: refresh token: got "{t}", want ""
elixir function clause ¦ Elixir FunctionClauseError lists the arguments ¦ {p} ¦ ** (FunctionClauseError) no function clause matching in Accounts.authenticate/2\\n    The following arguments were given to Accounts.authenticate/2:\\n        # 1\\n        "ana@acme.io"\\n        # 2\\n        "{t}"
lua table dump ¦ inspect.lua output of a table ¦ {A32} ¦ lua: worker.lua:12: attempt to index a nil value (local 'resp')\\nconfig = {\\n  api_key = "{t}",\\n  url = "https://api.acme.io"\\n}
django debug local vars ¦ Django technical 500 text: Local Vars table ¦ {p} ¦ Traceback (most recent call last):\\n  File "/app/accounts/views.py", line 31, in login_view\\n    user = authenticate(request, username=username, password=raw)\\nLocal Vars:\\n  raw = '{t}'\\n  username = 'ana'
"""

ARGUMENTS = [
    ("κωδικός_πρόσβασης", "el"),
    ("סיסמה", "he"),
    ("رمز_عبور", "fa"),
    ("รหัสผ่าน", "th"),
    ("kata_sandi", "id"),
    ("jelszó", "hu"),
    ("salasana", "fi"),
    ("adgangskode", "da"),
    ("passord", "nb"),
    ("parolă", "ro"),
    ("пароль_доступу", "uk"),
    ("heslo_k_účtu", "cs"),
    ("પાસવર્ડ", "gu"),
    ("ਪਾਸਵਰਡ", "pa"),
    ("ಪಾಸ್‌ವರ್ಡ್", "kn"),
    ("പാസ്‌വേഡ്", "ml"),
    ("මුරපදය", "si"),
    ("ពាក្យសម្ងាត់", "km"),
    ("ລະຫັດຜ່ານ", "lo"),
    ("စကားဝှက်", "my"),
    ("iphasiwedi", "zu"),
    ("pasfhocal", "ga"),
    ("pasvorto", "eo"),
    ("contrasinal", "gl"),
    ("сырсөз", "ky"),
    ("kalmar_sirri", "ha"),
    ("暗証番号", "ja PIN"),
    ("秘鑰", "zh-Hant key"),
]
KEYS = [
    ("κλειδί_api", "el api key"),
    ("klucz_api", "pl api key"),
    ("kulcs", "hu key"),
    ("avain", "fi key"),
    ("nøgle", "da key"),
    ("cheie_api", "ro api key"),
    ("token_de_acesso", "pt access token"),
    ("กุญแจ_api", "th api key"),
]


def argument_cases(values: Values) -> list[Case]:
    """The tool is called with these keyword arguments; only an argument holds the secret."""
    rows = [(name, values.pw(), where) for name, where in ARGUMENTS]
    rows += [(name, values.gen(ALNUM, 36), where) for name, where in KEYS]
    rows += [
        ("PassPhrase", values.pw(), "PascalCase"),
        ("SECRET-KEY", values.gen(HEX, 48), "upper kebab"),
        ("x_auth_token", values.gen(URLSAFE, 43), "header-derived snake case"),
        ("dbPass", values.pw(), "abbreviated camelCase"),
        ("pin_code", values.gen("0123456789", 8), "numeric pin"),
    ]
    out = []
    for name, value, where in rows:
        args = (("endpoint", "https://api.acme.io/v2/sync"), (name, value), ("retries", "2"))
        text = f"sync failed: 502 Bad Gateway (trace {values.uuid()})"
        out.append(Case(f"argument: {name}", f"a tool argument, {where}", text, value, args))
    password, token, key = values.pw(), values.gen(ALNUM, 40), values.gen(ALNUM, 32)
    for name, value, secret in (
        ("config", f"[client]\nuser=etl\npassword={password}\n", password),
        ("env", f"API_BASE=https://api.acme.io\nAPI_TOKEN={token}", token),
        ("query", f"SELECT * FROM sync WHERE api_key = '{key}'", key),
    ):
        args = ((name, value),)
        text = f"tool failed: exit status 2 (trace {values.uuid()})"
        kind = f"argument: credential inside {name}"
        out.append(Case(kind, "an innocently named argument", text, secret, args))
    return out


def traceback_cases(values: Values) -> list[Case]:
    return values.table("traceback", TRACEBACKS)
