"""Held-out set 7: secrets in other runtimes' errors, reprs and tracebacks, and in a tool's
arguments.

Written on 2026-12-03 (21:42-22:05 UTC), blind. ``RUNTIMES`` is a table (see ``table`` in
``_heldout_secrets_harness.py``) of error formats sets 1-6 did not use, from each runtime's
documented output (Go map and panic values, Rust serde_json, toml and anyhow, .NET 8
exceptions, PHP warnings and dumps, Ruby inspect and Rails parameter logs, Deno and Bun,
Python exception notes, groups and f-string ``=``, Spring Boot binding failures, Scala case
classes, Haskell records, Erlang crash reports, Dart maps, Objective-C descriptions,
PowerShell error records, C++ ``what()``, gdb backtraces). ``ARGUMENTS`` calls the tool with a
keyword argument whose name is a credential word in a naming style or abbreviation not used
for an argument before (kebab-case, dotted, SCREAMING_CASE, Hungarian prefixes, pwd/otp/sk/
tkn-style abbreviations, form-field and attribute names) or in a language not used before,
while the raised message holds no secret.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, URLSAFE, Case, Values

__all__ = ["argument_cases", "traceback_cases"]

RUNTIMES = """
go map value in panic ¦ Go fmt %v of a map[string]string: map[k:v k:v] ¦ {A40} ¦ panic: unexpected config: map[api_key:{t} endpoint:https://api.acme.io region:eu]\\n\\ngoroutine 1 [running]:\\nmain.main()\\n\\t/src/cmd/sync/main.go:41 +0x1c5\\nexit status 2
go log fatal struct pointer ¦ Go fmt %v of a struct pointer: &{v v v} (no field names) ¦ {p} ¦ 2026/12/03 21:53:02 smtp: 535 5.7.8 authentication failed for &{smtp.acme.io 587 alerts {t} true}
go errors join ¦ Go errors.Join prints each error on its own line ¦ {A32} ¦ 2 errors occurred:\\nvalidate: webhook secret "{t}" is shorter than 40 bytes\\nvalidate: url "http://hooks.acme.io" is not https
rust serde_json invalid type ¦ serde_json: invalid type: string "...", expected ... at line L column C ¦ {A24} ¦ Error: invalid type: string "{t}", expected u32 at line 1 column 41 (field `pin` in /etc/acme/device.json)
rust toml parse error ¦ toml crate: TOML parse error with the source line and a caret ¦ {p} ¦ Error: TOML parse error at line 4, column 12\\n  |\\n4 | password = {t}\\n  |            ^\\ninvalid string\\nexpected `\\"`, `'`
rust anyhow context chain ¦ anyhow: Error: <context>\\n\\nCaused by:\\n    <source> ¦ {p} ¦ Error: failed to open pool for redis://:{t}@cache01:6379/0\\n\\nCaused by:\\n    0: Connection refused (os error 111)\\n    1: timed out
dotnet format exception ¦ .NET 8 FormatException: The input string '...' was not in a correct format. ¦ {A12} ¦ Unhandled exception. System.FormatException: The input string '{t}' was not in a correct format.\\n   at System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)\\n   at Acme.Kiosk.Unlock(String pinCode) in /src/Kiosk.cs:line 27
dotnet duplicate key ¦ .NET ArgumentException: An item with the same key has already been added. Key: ... ¦ {u43} ¦ System.ArgumentException: An item with the same key has already been added. Key: {t}\\n   at System.Collections.Generic.Dictionary`2.TryInsert(TKey key, TValue value, InsertionBehavior behavior)\\n   at Acme.Sessions.SessionStore.Add(String sessionToken, Session s)
dotnet key not found ¦ .NET KeyNotFoundException: The given key '...' was not present in the dictionary. ¦ {u43} ¦ System.Collections.Generic.KeyNotFoundException: The given key '{t}' was not present in the dictionary.\\n   at Acme.Auth.RefreshTokenCache.Get(String refreshToken)
php file_get_contents url ¦ PHP warnings quote the stream URL ¦ {p} ¦ PHP Warning:  file_get_contents(https://feed:{t}@partner.acme.io/export.csv): Failed to open stream: HTTP request failed! HTTP/1.1 401 Unauthorized in /var/www/cron/import.php on line 12
php var_dump string ¦ PHP var_dump: string(N) "..." ¦ {A40} ¦ Fatal error: Uncaught Exception: upload refused in /app/upload.php:30\\narray(2) {\\n  ["bucket"]=>\\n  string(9) "acme-docs"\\n  ["secret"]=>\\n  string(40) "{t}"\\n}
php var_export array ¦ PHP var_export: array ( 'k' => 'v', ) ¦ {p} ¦ RuntimeException: mailer misconfigured: array (\\n  'host' => 'smtp.acme.io',\\n  'username' => 'alerts',\\n  'password' => '{t}',\\n)
ruby object inspect ivars ¦ Ruby Object#inspect: #<Class:0x... @ivar="..."> ¦ {A32} ¦ NoMethodError: undefined method `fetch' for nil (NoMethodError)\\n  #<Acme::ApiClient:0x00007f3a1c2b4e58 @host="api.acme.io", @api_key="{t}", @timeout=5>
ruby bad uri ¦ Ruby URI::InvalidURIError: bad URI (absolute but no path): "..." ¦ {p} ¦ URI::InvalidURIError: bad URI(is not URI?): "ftp://ops:{t}@files.acme.io/in box/"
ruby integer parse ¦ Ruby Kernel#Integer: invalid value for Integer(): "..." ¦ {A10} ¦ ArgumentError: invalid value for Integer(): "{t}" (reading ENV["VAULT_UNSEAL_PIN"])
ruby 3.4 hash inspect ¦ Ruby 3.4 Hash#inspect: {"k" => "v"} ¦ {u40} ¦ KeyError: key not found: "endpoint" in {"client_id" => "acme-cli", "client_secret" => "{t}"}
rails parameters log ¦ Rails log: Parameters: {...} (filter_parameters misses a short name) ¦ {p} ¦ Started POST "/session" for 10.0.0.4\\nProcessing by SessionsController#create as HTML\\n  Parameters: {"authenticity_token"=>"[FILTERED]", "login"=>"ana", "pwd"=>"{t}"}\\nCompleted 500 Internal Server Error in 12ms
deno uncaught error ¦ Deno: error: Uncaught (in promise) Error: ... with the source line ¦ {A40} ¦ error: Uncaught (in promise) Error: 401 from upstream\\nconst client = new Api({ token: "{t}" });\\n                     ^\\n    at file:///srv/app/main.ts:3:22
bun code frame ¦ Bun error code frame with line numbers ¦ {A40} ¦ 1 | const SIGNING_SECRET = "{t}";\\n2 | verify(req, SIGNING_SECRET);\\n    ^\\nerror: Invalid signature\\n      at /app/webhook.ts:2:1
python exception note ¦ PEP 678: notes added with add_note() print after the exception ¦ {p} ¦ Traceback (most recent call last):\\n  File "/app/sync.py", line 40, in run\\nConnectionError: SFTP login refused\\nwhile connecting as ingest with password {t}
python exception group ¦ PEP 654: ExceptionGroup tracebacks with +-+---- 1 ---- branches ¦ {A40} ¦   | ExceptionGroup: 2 uploads failed (2 sub-exceptions)\\n  +-+---------------- 1 ----------------\\n    | PermissionError: token {t} lacks scope files:write\\n    +---------------- 2 ----------------\\n    | TimeoutError: 30s
python fstring equals ¦ Python f-string = specifier: f"{name=}" prints name='value' ¦ {p} ¦ DEBUG connect attempt 3 failed: host='db01' user='etl' db_pass='{t}' (f-string debug line left in)
spring failed to bind ¦ Spring Boot FailureAnalyzer: Failed to bind properties ... Property/Value/Origin ¦ {p} ¦ ***************************\\nAPPLICATION FAILED TO START\\n***************************\\nDescription:\\nFailed to bind properties under 'app.mail' to com.acme.MailProperties:\\n    Property: app.mail.smtp-password\\n    Value: "{t}"\\n    Origin: System Environment Property "APP_MAIL_SMTPPASSWORD"\\n    Reason: must match "^.{16,}$"
scala case class positional ¦ Scala case class toString: Name(v1,v2,v3) without field names ¦ {p} ¦ java.lang.IllegalArgumentException: requirement failed: bad config DbConfig(jdbc:postgresql://db01/app,app,{t},10)
haskell record show ¦ Haskell derived Show of a record: Name {field = "..."} ¦ {p} ¦ app: user error (cannot connect: ConnectInfo {connectHost = "db01", connectPort = 5432, connectUser = "app", connectPassword = "{t}", connectDatabase = "app"})
erlang crash report state ¦ OTP gen_server crash report: ** Last message / ** State ¦ {p} ¦ =ERROR REPORT==== 3-Dec-2026::21:53:02.123 ===\\n** Generic server amqp_conn terminating\\n** Last message in was connect\\n** When Server state == {state,"mq01",5672,<<"guest">>,<<"{t}">>}\\n** Reason for termination ==\\n** {auth_failure,"ACCESS_REFUSED"}
dart map tostring ¦ Dart Map.toString: {key: value} without quotes ¦ {A40} ¦ Unhandled exception:\\nDioException [bad response]: 401\\nrequestOptions.headers: {content-type: application/json, x-api-key: {t}}
objc description plist ¦ NSDictionary -description: { key = value; } ¦ {p} ¦ *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'login failed' userInfo: {\\n    password = "{t}";\\n    username = "ana@acme.io";\\n}
powershell error record ¦ PowerShell error records echo the command line with + ¦ {A40} ¦ Invoke-RestMethod : {"error":"invalid_token"}\\nAt C:\\ops\\sync.ps1:7 char:1\\n+ Invoke-RestMethod -Uri $u -Headers @{ Authorization = "Bearer {t}" }\\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\\n    + CategoryInfo          : InvalidOperation
cpp terminate what ¦ libstdc++ terminate handler: what(): ¦ {p} ¦ terminate called after throwing an instance of 'std::runtime_error'\\n  what():  mqtt connect refused for user sensor with password {t}\\nAborted (core dumped)
gdb backtrace char args ¦ gdb bt prints char* arguments with their strings ¦ {p} ¦ Program received signal SIGSEGV, Segmentation fault.\\n#0  0x00007ffff7e2a9d5 in __strlen_avx2 () from /lib/x86_64-linux-gnu/libc.so.6\\n#1  0x0000555555555249 in check_login (user=0x5555555592a0 "admin", password=0x5555555592c0 "{t}") at auth.c:42
"""

# A credential word as an argument name, in a naming style or language not used before.
STYLES = [
    ("client-secret", "kebab-case"),
    ("x-api-token", "kebab-case header style"),
    ("db.password", "dotted"),
    ("spring.datasource.password", "dotted Spring property"),
    ("smtp.auth.pass", "dotted, abbreviated"),
    ("DB_PASSWORD", "SCREAMING_CASE"),
    ("STRIPE_SK", "SCREAMING_CASE, sk abbreviation"),
    ("strPassword", "Hungarian str prefix"),
    ("szPwd", "Hungarian sz prefix"),
    ("lpszPassword", "Hungarian lpsz prefix"),
    ("m_sApiKey", "Hungarian member prefix"),
    ("bstrToken", "Hungarian BSTR prefix"),
    ("usr_pwd", "pwd abbreviation"),
    ("PWD", "upper pwd"),
    ("passwd_new", "passwd abbreviation, suffix"),
    ("pw2", "pw with a digit"),
    ("tkn", "tkn abbreviation"),
    ("sk", "sk abbreviation alone"),
    ("pswd", "pswd abbreviation"),
    ("creds", "creds abbreviation"),
    ("__password", "dunder"),
    ("_token", "leading underscore"),
    ("confirmPassword", "camelCase confirm"),
    ("old_pwd", "old prefix"),
    ("user[password]", "Rails form field"),
    ("j_password", "Java EE form login field"),
    ("userPassword", "LDAP attribute"),
    ("$password", "PHP variable name"),
    ("@token", "Ruby instance variable name"),
    ("Password.Value", "dotted .NET property path"),
    ("/credentials/password", "JSON Pointer"),
    ("AccessKeySecret", "Alibaba-style PascalCase"),
    ("appsecret", "run-together lower"),
    ("signingKey", "camelCase signing key"),
    ("webhookSecret", "camelCase webhook secret"),
    ("sharedSecret", "camelCase shared secret"),
    ("joinToken", "cluster join token"),
    ("license_key", "licence key"),
    ("kata_laluan", "ms password"),
    ("kupuhipa", "mi password"),
    ("tessera", "la password (watchword)"),
    ("Passwuert", "lb password"),
    ("wachtwurd", "fy password"),
    ("암호", "ko cipher/password"),
    ("トークン", "ja token"),
    ("토큰", "ko token"),
]
NUMERIC = [
    ("otp", 6, "otp abbreviation, six digits"),
    ("recovery_code", 10, "account recovery code"),
    ("totp_code", 6, "TOTP code"),
    ("unlock_code", 8, "device unlock code"),
    ("sim_pin", 8, "SIM PIN"),
]


def argument_cases(values: Values) -> list[Case]:
    """The tool is called with these keyword arguments; only an argument holds the secret."""
    rows = [
        (name, values.pw() if i % 2 else values.gen(URLSAFE, 40), where)
        for i, (name, where) in enumerate(STYLES)
    ]
    rows += [(name, values.gen(DIGITS, n), where) for name, n, where in NUMERIC]
    words = [
        "acid",
        "bless",
        "cargo",
        "dwarf",
        "elbow",
        "fancy",
        "giant",
        "hover",
        "ivory",
        "jelly",
        "knock",
        "lemon",
    ]
    mnemonic = " ".join(words[int(values.gen(DIGITS, 2)) % 12] for _ in range(12))
    rows.append(("mnemonic", mnemonic, "BIP-39 style seed phrase"))
    out = []
    for name, value, where in rows:
        args = (("endpoint", "https://api.acme.io/v3/jobs"), (name, value), ("attempt", "1"))
        text = f"job submit failed: 503 Service Unavailable (request {values.uuid()})"
        out.append(Case(f"argument: {name}", f"a tool argument, {where}", text, value, args))
    key, token = values.gen(ALNUM, 40), values.gen(ALNUM, 36)
    for name, value, secret in (
        ("headers", f"Accept: application/json\nX-Api-Key: {key}", key),
        ("argv", f"deploy --env prod --tkn {token} --wait", token),
    ):
        args = ((name, value),)
        text = f"tool failed: exit status 3 (trace {values.uuid()})"
        kind = f"argument: credential inside {name}"
        out.append(Case(kind, "an innocently named argument", text, secret, args))
    return out


def traceback_cases(values: Values) -> list[Case]:
    return values.table("traceback", RUNTIMES)
