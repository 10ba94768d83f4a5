"""A third held-out set of secrets, written down before the rules were changed, never tuned on.

Kinds and formats that appear in none of ``heldout_secrets.py``, ``heldout_fresh.py`` or
``tests/redact``: vendors' published token shapes (Tailscale, Sourcegraph, Prefect, HubSpot,
Flutterwave, EasyPost, Shippo, ReadMe, Adafruit IO, Defined Networking, Typeform, Duffel,
1Password, Modal, Scalingo, Harness, Infracost, Lob, Plaid, Asana, Braintree, PayPal, Square
OAuth secret, PagerDuty, Datadog, New Relic license/insert keys, Sentry DSN, Auth0, Okta SSWS,
Cloudflare origin-CA and global keys, DigitalOcean OAuth, Heroku, Postmark, Twilio, Consul,
Nomad, Vault init output, ...), private-key blocks other than RSA, kubeconfig and docker
``config.json``, cloud CLIs' JSON output, real tools' command lines (``mysqladmin``, libpq
conninfo, ``git clone https://oauth2:…@``, ``mount.cifs``, ``xfreerdp /p:``, ``openssl
-passin pass:``, ``twine -p``, ``rclone``, ``s3cmd``, ...), env dumps (``APP_KEY=base64:``,
``RAILS_MASTER_KEY``), credential names in further languages, config file syntaxes,
authorization schemes, separators, percent-encoded and wrapped values.

Every case is labelled with the part that must not leave (``secret``: the value, never the
vendor prefix, the credential's name or the user name); a case leaks in a channel when that
value or any 8-character piece of it is in the channel's output. The figures of the first run
(before any rule was written for them) are recorded in docs/redaction.md.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set3.py [--verbose]
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

import argparse
import base64
import json
import random
import string
import sys
import urllib.parse
from collections.abc import Callable

from heldout_secrets import CHANNELS, Case, channel_outputs, leaked

from toolretry.redact import redact

R = random.Random(31337)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = "0123456789"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"


def gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def uuid() -> str:
    return "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12))


def pw() -> str:
    return gen(ALNUM, 4) + R.choice("!#%*+?^~") + gen(ALNUM, 7)


def b64(n: int) -> str:
    return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()


# --- vendors' published token shapes --------------------------------------------------------------

VENDORS: dict[str, Callable[[], str]] = {
    "tailscale auth key": lambda: f"tskey-auth-k{gen(ALNUM, 11)}CNTRL-{gen(ALNUM, 33)}",
    "tailscale api key": lambda: f"tskey-api-k{gen(ALNUM, 11)}CNTRL-{gen(ALNUM, 33)}",
    "sourcegraph": lambda: f"sgp_{gen(HEX, 16)}_{gen(HEX, 40)}",
    "prefect": lambda: "pnu_" + gen(ALNUM, 36),
    "flutterwave": lambda: f"FLWSECK_TEST-{gen(HEX, 32)}-X",
    "easypost": lambda: "EZAK" + gen(ALNUM, 54),
    "shippo": lambda: "shippo_live_" + gen(HEX, 40),
    "readme": lambda: "rdme_" + gen(LOWER, 70),
    "adafruit io": lambda: "aio_" + gen(ALNUM, 28),
    "defined networking": lambda: f"dnkey-{gen(UPPER, 26)}-{gen(UPPER, 52)}",
    "typeform": lambda: f"tfp_{gen(URLSAFE, 44)}_{gen(ALNUM, 14)}",
    "duffel": lambda: "duffel_live_" + gen(URLSAFE, 43),
    "1password service account": lambda: "ops_eyJ" + gen(URLSAFE, 240),
    "modal secret": lambda: "as-" + gen(ALNUM, 22),
    "scalingo": lambda: "tk-us-" + gen(URLSAFE, 48),
    "harness": lambda: f"pat.{gen(URLSAFE, 22)}.{gen(HEX, 24)}.{gen(ALNUM, 20)}",
    "infracost": lambda: "ico-" + gen(ALNUM, 32),
    "lob": lambda: "live_" + gen(HEX, 35),
    "asana pat": lambda: f"2/{gen(DIGITS, 16)}/{gen(DIGITS, 16)}:{gen(HEX, 32)}",
    "braintree": lambda: f"access_token$production${gen(LOWER, 16)}${gen(HEX, 32)}",
    "paypal client secret": lambda: "E" + gen(URLSAFE, 79),
    "square oauth secret": lambda: "sq0csp-" + gen(URLSAFE, 43),
    "pagerduty": lambda: "u+" + gen(URLSAFE, 18),
    "datadog api key": lambda: gen(HEX, 32),
    "datadog app key": lambda: gen(HEX, 40),
    "new relic license": lambda: gen(HEX, 36) + "NRAL",
    "new relic insert": lambda: "NRII-" + gen(URLSAFE, 32),
    "auth0 client secret": lambda: gen(URLSAFE, 64),
    "cloudflare origin ca": lambda: f"v1.0-{gen(HEX, 24)}-{gen(HEX, 146)}",
    "cloudflare global key": lambda: gen(HEX, 37),
    "digitalocean oauth": lambda: "doo_v1_" + gen(HEX, 64),
    "digitalocean refresh": lambda: "dor_v1_" + gen(HEX, 64),
    "twilio auth token": lambda: gen(HEX, 32),
    "mailgun private": lambda: "key-" + gen(HEX, 32),
    "zoho oauth": lambda: f"1000.{gen(HEX, 32)}.{gen(HEX, 32)}",
    "yandex oauth": lambda: "y0_AgAAAA" + gen(URLSAFE, 49),
    "sendbird": lambda: gen(HEX, 40),
    "frameio": lambda: "fio-u-" + gen(URLSAFE, 64),
}

# How each shows up: a credential word or header the tool or SDK prints, in varied phrasing.
VENDOR_CUES = [
    "tailscale: backend error: invalid key: {t}",
    "Error: TS_API_KEY {t} is not authorized for tailnet example.com",
    "src: error: 401 Unauthorized (SRC_ACCESS_TOKEN={t})",
    "prefect.exceptions.Unauthorized: Invalid API key {t}",
    "Flutterwave: Invalid authorization key (Authorization: Bearer {t})",
    "EasyPost::Errors::UnauthorizedError: API key {t} is invalid",
    "shippo.error.AuthenticationError: ShippoToken {t} not accepted",
    "rdme: Error: The API key provided ({t}) is not valid",
    "Adafruit IO: 401 invalid X-AIO-Key header: {t}",
    "dnclient: enrollment failed: api key={t}",
    "Typeform API 403: token {t} lacks scope forms:write",
    "DuffelError: 401 Unauthorized - access_token {t} was revoked",
    "[ERROR] OP_SERVICE_ACCOUNT_TOKEN is invalid: {t}",
    "modal.exception.AuthError: token secret {t} rejected",
    "scalingo: login failed with API token {t}",
    "harness: 401 x-api-key: {t}",
    "infracost: Error: Invalid API key ({t}). Run `infracost auth login`",
    "lob.error.AuthenticationError: 401 apiKey={t}",
    "asana.error.NoAuthorizationError: Not Authorized (personal access token {t})",
    "Braintree::AuthenticationError: access token {t} is invalid",
    "paypalrestsdk: 401 invalid_client, client_secret={t}",
    "Square OAuth: 401 client_secret: {t} does not match the application",
    "pdpyras.PDClientError: 401 Authorization: Token token={t}",
    "datadog.api: 403 Forbidden (DD_API_KEY={t})",
    "datadog: DD-APPLICATION-KEY: {t} is invalid",
    "newrelic.core.agent: license_key = {t} rejected by collector (HTTP 401)",
    "New Relic Insights: 403 X-Insert-Key: {t}",
    "auth0.exceptions.Auth0Error: access_denied: Unauthorized (client_secret '{t}')",
    "cloudflared: origin CA key {t} is not valid",
    "CloudFlare.exceptions.CloudFlareAPIError: 9103 Unknown X-Auth-Key {t}",
    "pydo: 401 Unable to authenticate you (token {t})",
    "doctl: refresh_token={t} expired",
    "twilio.base.exceptions.TwilioRestException: HTTP 401 error: Authenticate (TWILIO_AUTH_TOKEN={t})",
    "mailgun: 401 Forbidden with api key {t}",
    "zcrmsdk: INVALID_TOKEN: Authorization: Zoho-oauthtoken {t}",
    "yandex.cloud: 401 OAuth token {t} is invalid",
    "sendbird: 401 Api-Token: {t}",
    "frameio.client.errors: 401 Unauthorized: bearer {t}",
]


def vendor_cases() -> list[Case]:
    out = []
    for (name, make), cue in zip(VENDORS.items(), VENDOR_CUES, strict=True):
        token, other = make(), make()
        shared = next((n for n, (a, b) in enumerate(zip(token, other, strict=True)) if a != b), 0)
        out.append(Case(f"vendor: {name}", cue.format(t=token), token[shared:]))
    return out


# --- whole documents and tools' own output -------------------------------------------------------


def document_cases() -> list[Case]:
    out = []
    ukey, upw, tok = gen(B64, 40), pw(), "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + gen(URLSAFE, 120)
    hexk, root = gen(HEX, 64), "hvs." + gen(ALNUM, 24)
    pem_body = "\n".join(gen(B64, 64) for _ in range(4))
    for kind in ("OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY"):
        body = "\n".join(gen(B64, 64) for _ in range(3))
        out.append(
            Case(
                f"pem: {kind.lower()}",
                f"paramiko: could not load key file:\n-----BEGIN {kind}-----\n{body}\n-----END {kind}-----",
                body.split("\n")[1],
            )
        )
    out.append(
        Case(
            "pem: pgp block",
            f"gpg: import failed:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{pem_body}\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----",
            pem_body.split("\n")[2],
        )
    )
    line = gen(B64, 64)
    out.append(
        Case(
            "putty ppk",
            f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n{line}\nPrivate-MAC: {gen(HEX, 64)}",
            line,
        )
    )
    sa_key = "\\n".join(gen(B64, 64) for _ in range(3))
    out.append(
        Case(
            "gcp service account json",
            '{"type": "service_account", "project_id": "acme", "private_key_id": "'
            + gen(HEX, 40)
            + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            + sa_key
            + '\\n-----END PRIVATE KEY-----\\n", "client_email": "ci@acme.iam.gserviceaccount.com"} rejected',
            sa_key.split("\\n")[1],
        )
    )
    ckd = b64(600)
    out.append(
        Case(
            "kubeconfig client-key-data",
            f"error loading config file: users:\n- name: admin\n  user:\n    client-certificate-data: {b64(300)}\n    client-key-data: {ckd}\n",
            ckd[40:],
        )
    )
    out.append(
        Case(
            "kubeconfig token",
            f"Unable to connect to the server: users:\n- name: sa\n  user:\n    token: {tok}\n",
            tok[29:],
        )
    )
    auth = base64.b64encode(f"robot$ci:{upw}".encode()).decode()
    out.append(
        Case(
            "docker config json",
            f'error reading ~/.docker/config.json: {{"auths": {{"harbor.acme.io": {{"auth": "{auth}"}}}}}}',
            auth,
        )
    )
    sk, st = gen(B64, 40), "IQoJb3JpZ2luX2VjE" + gen(B64, 180)
    out.append(
        Case(
            "aws sts output",
            f'aws sts assume-role output: {{"Credentials": {{"AccessKeyId": "ASIA{gen(UPPER, 16)}", "SecretAccessKey": "{sk}", "SessionToken": "{st}", "Expiration": "2026-12-03T12:00:00Z"}}}}',
            sk,
        )
    )
    azpw = gen(ALNUM, 3) + "8Q~" + gen(URLSAFE, 34)
    out.append(
        Case(
            "az sp create-for-rbac output",
            f'{{"appId": "{uuid()}", "displayName": "ci", "password": "{azpw}", "tenant": "{uuid()}"}}',
            azpw,
        )
    )
    acct = gen(B64, 86) + "=="
    out.append(
        Case(
            "az storage keys list output",
            f'[{{"creationTime": "2026-01-01T00:00:00Z", "keyName": "key1", "permissions": "FULL", "value": "{acct}"}}]',
            acct,
        )
    )
    out.append(
        Case(
            "vault operator init output",
            f"Unseal Key 1: {ukey}\nUnseal Key 2: {gen(B64, 44)}\n\nInitial Root Token: {root}\n\nVault initialized with 5 key shares",
            ukey,
        )
    )
    secret_b64 = base64.b64encode(upw.encode()).decode()
    out.append(
        Case(
            "kubectl get secret yaml",
            f"apiVersion: v1\ndata:\n  password: {secret_b64}\n  username: YWRtaW4=\nkind: Secret",
            secret_b64,
        )
    )
    out.append(
        Case(
            "terraform output",
            f'Outputs:\n\ndb_endpoint = "db.acme.internal"\ndb_master_password = "{upw}"\n',
            upw,
        )
    )
    out.append(
        Case(
            "heroku auth token output",
            f"$ heroku auth:token\n›   Warning: token will expire 2027-01-01\nHRKU-{hexk}",
            hexk,
        )
    )
    return out


# --- command lines ------------------------------------------------------------------------------------


COMMANDS = [
    (
        "mysqladmin -p attached",
        "mysqladmin -uroot -p{p} shutdown: error: 'Access denied for user 'root'@'localhost''",
    ),
    (
        "libpq conninfo",
        "psql: error: connection to server failed (conninfo: host=pg.internal port=5432 dbname=app user=app password={p} sslmode=require)",
    ),
    (
        "git clone oauth2",
        "fatal: repository 'https://oauth2:{t}@gitlab.acme.com/infra/deploy.git/' not found",
    ),
    (
        "git remote x-access-token",
        "git remote set-url origin https://x-access-token:{t}@github.com/acme/site.git failed",
    ),
    (
        "mount.cifs",
        "mount -t cifs //fs01/share /mnt/share -o username=svc,password={p},vers=3.0: mount error(13): Permission denied",
    ),
    (
        "xfreerdp /p:",
        "xfreerdp /v:10.0.0.8 /u:Administrator /p:{p} /cert:ignore: ERRCONNECT_LOGON_FAILURE",
    ),
    (
        "openssl -passin pass:",
        "openssl pkcs12 -in cert.p12 -nodes -passin pass:{p}: Mac verify error: invalid password?",
    ),
    ("twine -p", "twine upload -u __token__ -p {t} dist/*: HTTPError: 403 Forbidden"),
    (
        "rclone secret_access_key",
        "rclone config create s3remote s3 provider=AWS access_key_id=AKIA{u} secret_access_key={t}: Failed to create",
    ),
    (
        "s3cmd --secret_key",
        "s3cmd --access_key=AKIA{u} --secret_key={t} ls s3://bucket: ERROR: S3 error: 403 (SignatureDoesNotMatch)",
    ),
    (
        "wget --http-password",
        "wget --http-user=ci --http-password={p} https://nexus/repo/a.jar: Authorization failed.",
    ),
    (
        "redis-cli --pass",
        "redis-cli -h cache --pass {p} PING: WRONGPASS invalid username-password pair",
    ),
    (
        "rediss empty user",
        "redis.exceptions.AuthenticationError: invalid password for rediss://:{p}@cache.acme.io:6380/0",
    ),
    (
        "ansible -e password",
        "ansible-playbook site.yml -e 'ansible_become_password={p}': FAILED! => Incorrect sudo password",
    ),
    (
        "powershell securestring",
        "ConvertTo-SecureString '{p}' -AsPlainText -Force | New-LocalUser svc: Access is denied",
    ),
    ("net user add", "net user backup {p} /add: System error 5 has occurred. Access is denied."),
    (
        "java -D spring password",
        "java -Dspring.datasource.password={p} -jar api.jar: HikariPool-1 - Exception during pool initialization",
    ),
    (
        "npmrc authToken",
        "npm ERR! 401 Unauthorized; //npm.acme.io/:_authToken={t} in .npmrc was rejected",
    ),
    (
        "pip index-url",
        "pip install --index-url https://ci:{t}@pypi.acme.io/simple acme-core: 401 Client Error",
    ),
    (
        "helm repo add --password",
        "helm repo add acme https://charts.acme.io --username ci --password {p}: 401 Unauthorized",
    ),
    (
        "influx -password",
        "influx -host db -username admin -password {p} -execute 'SHOW DATABASES': authorization failed",
    ),
    (
        "cqlsh -p",
        "cqlsh 10.0.0.3 -u cassandra -p {p}: AuthenticationFailed('Provided username cassandra and/or password are incorrect')",
    ),
    (
        "jdbc password param",
        "SQLException: jdbc:postgresql://db:5432/app?user=app&password={p}&ssl=true: Connection refused",
    ),
    (
        "jdbc sqlserver",
        "com.microsoft.sqlserver.jdbc.SQLServerException: Login failed (jdbc:sqlserver://db:1433;databaseName=app;user=sa;password={p};encrypt=true)",
    ),
    (
        "neo4j uri",
        "neo4j.exceptions.AuthError: neo4j+s://neo4j:{p}@a1b2c3.databases.neo4j.io rejected",
    ),
    ("nats token url", "nats: Authorization Violation connecting to nats://{t}@nats.acme.io:4222"),
    (
        "amqps url",
        "pika.exceptions.ProbableAuthenticationError: amqps://orders:{p}@mq.acme.io:5671/prod",
    ),
    (
        "clickhouse url",
        "clickhouse_driver.errors.ServerException: Code: 516. Authentication failed (clickhouse://default:{p}@ch:9000/logs)",
    ),
    ("sentry dsn", "sentry_sdk: invalid DSN https://{h}@o450000.ingest.sentry.io/5500000 (401)"),
    (
        "twilio url",
        "requests.exceptions.HTTPError: 401 for https://AC{h}:{h2}@api.twilio.com/2010-04-01/Accounts.json",
    ),
    (
        "cloudinary url",
        "cloudinary.exceptions.AuthorizationRequired: CLOUDINARY_URL=cloudinary://{n}:{t}@acme is invalid",
    ),
    (
        "snowflake connector",
        "snowflake.connector.errors.DatabaseError: 250001: Failed to connect: snowflake://etl:{p}@acme-xy12345/analytics",
    ),
    (
        "docker login -p",
        "docker login -u ci -p {p} registry.acme.io: Error response from daemon: unauthorized",
    ),
    (
        "echo to password-stdin",
        "echo '{p}' | docker login --username ci --password-stdin ghcr.io: denied",
    ),
]

ENV_DUMP = [
    ("laravel APP_KEY", "Illuminate\\Encryption\\MissingAppKeyException (APP_KEY=base64:{b})"),
    (
        "RAILS_MASTER_KEY",
        "ActiveSupport::MessageEncryptor::InvalidMessage with RAILS_MASTER_KEY={h}",
    ),
    ("DJANGO_SECRET_KEY", "env: DJANGO_SECRET_KEY={t} DJANGO_DEBUG=0 DJANGO_ALLOWED_HOSTS=*"),
    (
        "NEXTAUTH_SECRET",
        "[next-auth][error][JWT_SESSION_ERROR] decryption operation failed; NEXTAUTH_SECRET={t}",
    ),
    ("SESSION_SECRET export", 'export SESSION_SECRET="{t}"\nexport PORT=8080'),
    (
        "ENCRYPTION_KEY in docker inspect",
        '"Env": ["PATH=/usr/local/bin", "ENCRYPTION_KEY={h}", "TZ=UTC"]',
    ),
    (
        "JWT_SIGNING_KEY systemd",
        "systemd[1]: app.service: Environment=JWT_SIGNING_KEY={t} LOG_LEVEL=info",
    ),
    (
        "DATABASE_URL",
        "prisma: P1000 Authentication failed (DATABASE_URL=postgresql://app:{p}@db:5432/app)",
    ),
]

LANGUAGES = [
    ("bn", "লগইন ব্যর্থ: পাসওয়ার্ড: {p}"),
    ("ta", "உள்நுழைவு தோல்வி: கடவுச்சொல்: {p}"),
    ("ms", "Log masuk gagal: kata laluan={p}"),
    ("sw", "Kuingia kumeshindwa: nenosiri: {p}"),
    ("ur", "لاگ ان ناکام: پاس ورڈ: {p}"),
    ("hr", "Prijava nije uspjela: lozinka: {p}"),
    ("bg", "Неуспешен вход: парола: {p}"),
    ("ka", "შესვლა ვერ მოხერხდა: პაროლი: {p}"),
    ("lt", "Prisijungti nepavyko: slaptažodis: {p}"),
    ("ca", "Error d'inici de sessió: contrasenya: {p}"),
    ("zh-tw token", "驗證失敗：存取權杖：{t}"),
    ("ja secret", "シークレットキー: {t} が無効です"),
    ("ko secret", "클라이언트 시크릿={t} 이(가) 올바르지 않습니다"),
    ("it api key", "Chiave API non valida: {t}"),
    ("nl token", "Ongeldig toegangstoken: {t}"),
    ("pt-br token", "Token de acesso inválido: {t}"),
]

SYNTAXES = [
    ("yaml folded", "config error in db.yml:\n  password: >-\n    {p}\n  host: db"),
    ("toml multi-quote", "invalid config.toml: [database]\npassword = '''{p}'''\nport = 5432"),
    ("ini section", "configparser.Error in app.ini:\n[smtp]\nhost = mail\npasswd = {p}\n"),
    (
        "xml attribute",
        '<DataSource name="main" user="app" password="{p}" url="jdbc:h2:mem"/> failed to bind',
    ),
    ("hcl", 'Error: Invalid value\n  on main.tf line 12:\n  12:   admin_password = "{p}"'),
    ("properties colon", "log4j:ERROR could not load app.properties: mail.smtp.password : {p}"),
    ("arrow", "params => {{ :user => 'ci', :password => '{p}' }} rejected"),
    ("tab separated", "credential dump:\nuser\tci\npassword\t{p}\n"),
    ("fullwidth name", "ｐａｓｓｗｏｒｄ：{p}"),
    ("is:", "login failed: the password is: {p}"),
]

SCHEMES = [
    ("okta ssws", "Authorization: SSWS 00{t}"),
    ("rails token token=", 'Authorization: Token token="{t}", email="ci@acme.io"'),
    ("splunk", "Authorization: Splunk {u4}"),
    ("discord bot", "Authorization: Bot {t}.{t6}.{t38}"),
    ("azure sharedkey", "Authorization: SharedKey acmestore:{b}"),
    ("fal key", "Authorization: Key {u4}:{h}"),
    ("ntlm type 3", "Authorization: NTLM TlRMTVNTUAADAAAAGAAYAEAAAAD{b}"),
    ("proxy basic lowercase", "proxy-authorization: basic {b}"),
]


def text_cases() -> list[Case]:
    out = []
    for group, rows in (
        ("command", COMMANDS),
        ("env", ENV_DUMP),
        ("language", LANGUAGES),
        ("syntax", SYNTAXES),
        ("scheme", SCHEMES),
    ):
        for name, template in rows:
            values = {
                "p": pw(),
                "t": gen(ALNUM, 36),
                "u": gen(UPPER, 16),
                "h": gen(HEX, 32),
                "h2": gen(HEX, 32),
                "n": gen(DIGITS, 15),
                "b": b64(32),
                "u4": uuid(),
                "t6": gen(URLSAFE, 6),
                "t38": gen(URLSAFE, 38),
            }
            text = template.format(**values)
            # The value that must not leave: the first of the secret placeholders used.
            for key in ("p", "t", "b", "h", "u4"):
                if "{" + key + "}" in template:
                    secret = values[key]
                    break
            if name == "twilio url":
                secret = values["h2"]
            if name == "discord bot":  # the first piece is the bot's id, the last the secret
                secret = values["t38"]
            if name == "rclone secret_access_key" or name == "s3cmd --secret_key":
                secret = values["t"]
            out.append(Case(f"{group}: {name}", text, secret))
    return out


def encoded_cases() -> list[Case]:
    out = []
    p, t = pw(), gen(ALNUM, 40)
    body = urllib.parse.quote(json.dumps({"username": "ci", "password": p}), safe="")
    out.append(
        Case(
            "encoded: json in a query",
            f"GET /login?payload={body} -> 400",
            urllib.parse.quote(p, safe=""),
        )
    )
    out.append(
        Case(
            "encoded: client_secret form body",
            f"POST /oauth/token body=grant_type%3Dclient_credentials%26client_secret%3D{t}%26scope%3Dread -> 401",
            t,
        )
    )
    out.append(
        Case(
            "encoded: plus-encoded password",
            f"form data: user=ci&pass+word=x&password={urllib.parse.quote_plus(p)} rejected",
            urllib.parse.quote_plus(p),
        )
    )
    k = gen(B64, 96)
    out.append(
        Case(
            "wrapped: json escaped lines",
            f'{{"error": "bad key", "secret_key": "{k[:48]}\\n{k[48:]}"}}',
            k[48:],
        )
    )
    jwt = "eyJhbGciOiJIUzI1NiJ9." + gen(URLSAFE, 60) + "." + gen(URLSAFE, 43)
    out.append(
        Case(
            "wrapped: jwt continued with backslash", f"id_token={jwt[:50]}\\\n{jwt[50:]}", jwt[50:]
        )
    )
    out.append(
        Case(
            "jwt in set-cookie",
            f"Set-Cookie: __Secure-next-auth.session-token={jwt}; Path=/; HttpOnly",
            jwt[21:],
        )
    )
    out.append(Case("jwt bare after 401", f"401 Unauthorized: jwt expired ({jwt})", jwt[21:]))
    return out


def heldout() -> list[Case]:
    return [*vendor_cases(), *document_cases(), *text_cases(), *encoded_cases()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="name each leak")
    args = parser.parse_args()
    cases = heldout()
    leaks = dict.fromkeys(CHANNELS, 0)
    leaking = 0
    for case in cases:
        outputs = channel_outputs(case)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        leaking += bool(bad)
        if bad and args.verbose:
            print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r}")
    print(f"set 3 held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")


if __name__ == "__main__":
    sys.exit(main())
