"""Held-out secrets and innocents for redaction: does it generalize to what it was never shown?

Written down before the rules that must catch them, and kept apart from the tests the rules are
tuned on (nothing under ``tests/`` imports this file). The secrets are built from vendors'
published token formats (GitHub, GitLab, Slack, Stripe, Twilio, SendGrid, Shopify, Doppler,
Vault, npm, PyPI, Hugging Face, Anthropic, OpenAI, Databricks, Azure, GCP, Mailgun, Atlassian,
Linear, Notion, Discord, Telegram, ...) with random bodies, and from real tools' error and
command-line output (mysql, psql, redis-cli, curl, docker, git, kubectl, sshpass, AWS CLI, ...),
credential names in ten languages, odd separators, HTTP authorization schemes, percent-encoded
and line-wrapped values.

Each secret is raised by a decorated tool (and passed to it as an argument) and looked for in
six channels: the observation's text and JSON, ``on_event`` records, the INFO and the DEBUG log
(tracebacks included), and what is exported (``redact_value``). Each innocent message is
redacted and must keep every fact listed with it (object keys, commit hashes, request ids, ...).

Run from the repository root (prints the figures; exit status 0 either way)::

    PYTHONPATH=src python benchmarks/heldout_secrets.py [--verbose]
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

import argparse
import json
import random
import string
import sys
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from _heldout_secrets_harness import CHANNELS, leaked, observe

from toolretry.redact import redact, redact_value

R = random.Random(20261203)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


@dataclass(frozen=True)
class Case:
    kind: str
    text: str  # what the tool raises (and is passed as its `command` argument)
    secret: str  # what must not leave, nor any 8-character piece of it


def password() -> str:
    return gen(ALNUM, 6) + R.choice("!#%&*+?^~") + gen(ALNUM, 5)


# --- vendor token formats (each from the vendor's published shape) -----------------------------

TOKENS: dict[str, Callable[[], str]] = {
    "github fine-grained pat": lambda: f"github_pat_{gen(ALNUM, 22)}_{gen(ALNUM, 59)}",
    "github app installation": lambda: "ghs_" + gen(ALNUM, 36),
    "github refresh": lambda: "ghr_" + gen(ALNUM, 76),
    "gitlab pat": lambda: "glpat-" + gen(URLSAFE, 20),
    "gitlab deploy token": lambda: "gldt-" + gen(URLSAFE, 20),
    "gitlab runner token": lambda: "glrt-" + gen(URLSAFE, 20),
    "gitlab runner registration": lambda: "GR1348941" + gen(URLSAFE, 20),
    "slack bot": lambda: f"xoxb-{gen('0123456789', 12)}-{gen('0123456789', 13)}-{gen(ALNUM, 24)}",
    "slack app-level": lambda: (
        f"xapp-1-A{gen(LOWER.upper(), 10)}-{gen('0123456789', 13)}-" + gen(HEX, 64)
    ),
    "slack config refresh": lambda: f"xoxe-1-{gen(ALNUM, 146)}",
    "stripe restricted": lambda: "rk_live_" + gen(ALNUM, 99),
    "stripe webhook secret": lambda: "whsec_" + gen(ALNUM, 32),
    "twilio api key": lambda: "SK" + gen(HEX, 32),
    "sendgrid": lambda: f"SG.{gen(URLSAFE, 22)}.{gen(URLSAFE, 43)}",
    "shopify admin": lambda: "shpat_" + gen(HEX, 32),
    "shopify shared secret": lambda: "shpss_" + gen(HEX, 32),
    "doppler personal": lambda: "dp.pt." + gen(ALNUM, 43),
    "doppler service": lambda: "dp.st.prd." + gen(ALNUM, 40),
    "vault service token": lambda: "hvs.CAESI" + gen(URLSAFE, 86),
    "vault batch token": lambda: "hvb.AAAAAQ" + gen(URLSAFE, 120),
    "npm": lambda: "npm_" + gen(ALNUM, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + gen(URLSAFE, 150),
    "hugging face": lambda: "hf_" + gen(string.ascii_letters, 34),
    "anthropic": lambda: f"sk-ant-api03-{gen(URLSAFE, 93)}AA",
    "anthropic admin": lambda: f"sk-ant-admin01-{gen(URLSAFE, 93)}AA",
    "openai service account": lambda: "sk-svcacct-" + gen(URLSAFE, 120),
    "openai admin": lambda: "sk-admin-" + gen(URLSAFE, 120),
    "databricks": lambda: "dapi" + gen(HEX, 32) + "-2",
    "gcp api key": lambda: "AIza" + gen(URLSAFE, 35),
    "gcp oauth access": lambda: "ya29.a0" + gen(URLSAFE, 160),
    "mailgun": lambda: f"{gen(HEX, 32)}-{gen(HEX, 8)}-{gen(HEX, 8)}",
    "atlassian api token": lambda: "ATATT3xFfGF0" + gen(URLSAFE, 170) + "=" + gen(HEX.upper(), 8),
    "bitbucket app password": lambda: "ATBB" + gen(ALNUM, 32),
    "linear": lambda: "lin_api_" + gen(ALNUM, 40),
    "notion": lambda: "ntn_" + gen("0123456789", 11) + gen(ALNUM, 35),
    "notion legacy": lambda: "secret_" + gen(ALNUM, 43),
    "discord bot": lambda: f"MT{gen(ALNUM, 24)}.{gen(URLSAFE, 6)}.{gen(URLSAFE, 38)}",
    "telegram bot": lambda: f"{gen('0123456789', 10)}:AA{gen(URLSAFE, 33)}",
    "postman": lambda: f"PMAK-{gen(HEX, 24)}-{gen(HEX, 34)}",
    "digitalocean": lambda: "dop_v1_" + gen(HEX, 64),
    "grafana service account": lambda: f"glsa_{gen(ALNUM, 32)}_{gen(HEX, 8)}",
    "sentry user": lambda: "sntryu_" + gen(HEX, 64),
    "new relic user": lambda: "NRAK-" + gen(ALNUM.upper(), 27),
    "pulumi": lambda: "pul-" + gen(HEX, 40),
    "terraform cloud": lambda: f"{gen(ALNUM, 14)}.atlasv1.{gen(URLSAFE, 67)}",
    "supabase": lambda: "sbp_" + gen(HEX, 40),
    "planetscale": lambda: "pscale_pw_" + gen(URLSAFE, 43),
    "age secret key": lambda: "AGE-SECRET-KEY-1" + gen("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "docker hub pat": lambda: "dckr_pat_" + gen(URLSAFE, 27),
    "dynatrace": lambda: f"dt0c01.{gen(ALNUM.upper(), 24)}.{gen(ALNUM.upper(), 64)}",
    "alibaba access key": lambda: "LTAI" + gen(ALNUM, 20),
    "tencent secret id": lambda: "AKID" + gen(ALNUM, 32),
    "square": lambda: "EAAA" + gen(URLSAFE, 60),
    "okta": lambda: "00" + gen(URLSAFE, 40),
    "rubygems": lambda: "rubygems_" + gen(HEX, 48),
    "nuget": lambda: "oy2" + gen(LOWER, 43),
    "figma": lambda: f"figd_{gen(URLSAFE, 40)}",
    "fly.io": lambda: "fo1_" + gen(URLSAFE, 43),
    "clojars": lambda: "CLOJARS_" + gen(HEX, 60),
    "jfrog": lambda: "AKCp8" + gen(ALNUM, 68),
}

# How the vendor's token shows up next to a credential word in real errors and logs.
CUED = [
    "401 Unauthorized: the token {t} is invalid or has been revoked",
    "Authentication failed with API key {t} (HTTP 403)",
    "error: invalid credentials; HF_TOKEN={t} rejected by the hub",
    "Bad credentials for access token '{t}': Resource not accessible by integration",
    "failed to authenticate: key {t} not found",
    'APIError: {{"error": "invalid_auth", "token": "{t}"}}',
    "Login failed using secret {t} for service account ci-bot",
    "upload refused (403): API token {t} lacks the scope write:packages",
]


def vendor_cases() -> list[Case]:
    cases = []
    for i, (name, make) in enumerate(TOKENS.items()):
        token, other = make(), make()
        # The vendor's literal prefix (what two tokens share) may stay: it names the kind.
        shared = next((n for n, (a, b) in enumerate(zip(token, other, strict=True)) if a != b), 0)
        cases.append(Case(f"vendor: {name}", CUED[i % len(CUED)].format(t=token), token[shared:]))
    return cases


# --- command lines and tools' own output ----------------------------------------------------------


def command_cases() -> list[Case]:
    pw, tok = password(), gen(ALNUM, 32)
    rows = [
        (
            "mysql -p attached",
            "Command 'mysql -uroot -p{p} -h db.internal shop' returned non-zero exit status 1: ERROR 1045 (28000): Access denied for user 'root'@'10.0.0.5' (using password: YES)",
        ),
        (
            "mysql --password=",
            "subprocess failed: mysql --user=app --password={p} --host=127.0.0.1 -e 'SELECT 1'",
        ),
        (
            "mysqldump -p quoted",
            "mysqldump -u backup -p'{p}' --single-transaction prod > dump.sql: exit 2",
        ),
        (
            "PGPASSWORD env",
            "CalledProcessError: Command 'PGPASSWORD={p} psql -h pg -U app -c \\dt' returned non-zero exit status 2.",
        ),
        (
            "redis-cli -a",
            "redis-cli -h cache.internal -p 6379 -a {p} PING failed: NOAUTH Authentication required.",
        ),
        (
            "redis-cli --pass",
            "Could not connect: redis-cli --tls --user default --pass {p} -h redis.example.com",
        ),
        (
            "curl -u",
            "curl -sS -u deploy:{p} https://nexus.example.com/repository/raw/ exited with 22",
        ),
        (
            "curl -H token",
            'curl -H "Authorization: token {t}" https://api.example.com/v1/me failed: 401',
        ),
        (
            "curl -H x-api-key",
            "curl -X POST -H 'X-Api-Key: {t}' -d @body.json https://hooks.example.com/in: exit 7",
        ),
        (
            "docker login --password",
            "docker login registry.example.com --username ci --password {p}: Error response from daemon: unauthorized",
        ),
        (
            "docker login -p",
            "Command ['docker', 'login', '-u', 'ci', '-p', '{p}', 'ghcr.io'] returned non-zero exit status 1.",
        ),
        (
            "git remote with token",
            "fatal: unable to access 'https://oauth2:{t}@gitlab.example.com/team/repo.git/': The requested URL returned error: 403",
        ),
        (
            "kubectl --token",
            "kubectl --server=https://10.0.0.1:6443 --token={t} get pods -n prod: error: You must be logged in to the server (Unauthorized)",
        ),
        (
            "kubectl set-credentials",
            "kubectl config set-credentials admin --username=admin --password={p} failed",
        ),
        (
            "sshpass -p",
            "sshpass -p '{p}' ssh -o StrictHostKeyChecking=no deploy@10.1.2.3 'systemctl restart app' exited 5",
        ),
        (
            "sshpass -p separate",
            "Command 'sshpass -p {p} scp build.tgz ops@bastion:/tmp' returned non-zero exit status 6.",
        ),
        (
            "aws configure set",
            "aws configure set aws_secret_access_key {t} --profile prod: [Errno 13] Permission denied: '/root/.aws/credentials'",
        ),
        (
            "mongosh --password",
            "mongosh mongodb://db:27017/admin --username root --password {p}: MongoServerError: Authentication failed.",
        ),
        (
            "ldapsearch -w",
            "ldapsearch -x -H ldaps://ldap.example.com -D cn=admin,dc=example,dc=com -w {p} -b dc=example,dc=com: ldap_bind: Invalid credentials (49)",
        ),
        (
            "smbclient -U user%pass",
            "smbclient //fs01/share -U 'CORP\\svc_backup%{p}' -c ls: NT_STATUS_LOGON_FAILURE",
        ),
        (
            "openssl -passin",
            "openssl pkcs12 -in cert.p12 -passin pass:{p} -nodes: Mac verify error: invalid password?",
        ),
        (
            "wget --password",
            "wget --user=ci --password={p} https://artifacts.example.com/app.tar.gz: Authorization failed.",
        ),
        ("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd admin {p}: cannot create file"),
        (
            "npm authToken",
            "npm ERR! code E401 while running: npm config set //registry.npmjs.org/:_authToken={t}",
        ),
        (
            "pip index url",
            "ERROR: Could not find a version: pip install --index-url https://__token__:{t}@pypi.example.com/simple pkg",
        ),
        (
            "helm repo add",
            "helm repo add internal https://charts.example.com --username ci --password {p}: Error: looks like the URL is not a valid chart repository",
        ),
        (
            "psql conninfo",
            "psql: error: connection to server failed: psql 'host=pg.internal port=5432 dbname=app user=app password={p} sslmode=require'",
        ),
        (
            "rabbitmqadmin",
            "rabbitmqadmin -H mq -u admin -p {p} list queues: *** Access refused: /api/queues",
        ),
        (
            "influx --token",
            "influx write --bucket metrics --org acme --token {t} --file data.lp: Error: unauthorized access",
        ),
        (
            "vault login",
            "vault login -method=userpass username=ops password={p}: Error authenticating: Code: 400",
        ),
        (
            "gh auth --with-token env",
            "GH_TOKEN={t} gh release create v1.2.3 failed: HTTP 401: Bad credentials",
        ),
        (
            "az login -p",
            "az login --service-principal -u 0f1e2d3c-4b5a-6978-8899-aabbccddeeff -p {p} --tenant acme.onmicrosoft.com: AADSTS7000215: Invalid client secret provided.",
        ),
        ("netrc line", "netrc parse error near: machine api.example.com login bot password {p}"),
        (
            "docker config auth",
            'credentials in ~/.docker/config.json: {{"auths": {{"ghcr.io": {{"auth": "{b}"}}}}}} rejected',
        ),
        (
            "kubeconfig token",
            "Unable to connect with kubeconfig user ci:\n  user:\n    token: {t}\n  cluster: prod",
        ),
    ]
    basic = __import__("base64").b64encode(f"ci:{pw}".encode()).decode()
    out = []
    for name, template in rows:
        secret = pw if "{p}" in template else basic if "{b}" in template else tok
        out.append(Case(f"command: {name}", template.format(p=pw, t=tok, b=basic), secret))
        pw, tok = password(), gen(ALNUM, 32)
    return out


# --- credential names in many languages, odd separators -----------------------------------------

NAMES = [
    ("zh password", "数据库连接失败：密码：{p}，用户：admin"),
    ("zh key", "调用失败，密钥={t}，请检查配置"),
    ("zh token", "认证失败：访问令牌 {t} 已过期"),
    ("ja password", "ログインに失敗しました。パスワード：{p}"),
    ("ja token", "認証エラー: アクセストークン={t}"),
    ("ko password", "로그인 실패: 비밀번호: {p}"),
    ("ko key", "인증 실패, API 키={t}"),
    ("ru password", "Ошибка входа: пароль: {p}"),
    ("ru token", "Неверный токен доступа: {t}"),
    ("de password", "Anmeldung fehlgeschlagen: Passwort={p}"),
    ("de kennwort", "Verbindung abgelehnt (Kennwort: {p})"),
    ("de key", "Ungültiger API-Schlüssel: {t}"),
    ("fr password", "Échec de connexion : mot de passe : {p}"),
    ("fr key", "Clé API invalide : {t}"),
    ("es password", "Error de autenticación: contraseña={p}"),
    ("es key", "clave de API incorrecta: {t}"),
    ("pt password", "Falha no login: senha: {p}"),
    ("pt key", "chave de acesso inválida: {t}"),
    ("ar password", "فشل تسجيل الدخول: كلمة المرور: {p}"),
    ("ar token", "رمز الوصول غير صالح: {t}"),
    ("it password", "Accesso negato: parola d'ordine={p}"),
    ("nl password", "Inloggen mislukt: wachtwoord: {p}"),
    ("pl password", "Błąd logowania: hasło={p}"),
    ("tr password", "Giriş başarısız: şifre: {p}"),
]

SEPARATORS = [
    ("nbsp", "login failed: password\u00a0=\u00a0{p}"),
    ("full-width colon", "connect failed, password\uff1a{p}"),
    ("ideographic space", "api_key\u3000{t} rejected"),
    ("fat arrow", "config: {{ :api_key => '{t}' }} is invalid"),
    ("arrow", "retrying with token -> {t}"),
    ("is colon", "The password is: {p}"),
    ("tab", "secret\t\t{t}\tinvalid"),
    ("guillemets", "Mot de passe refusé « {p} »"),
    ("narrow nbsp colon", "Jeton d'accès\u202f: {t}"),
    ("em dash", "api key — {t} — was revoked"),
]


def name_cases() -> list[Case]:
    out = []
    for group, rows in (("name", NAMES), ("separator", SEPARATORS)):
        for name, template in rows:
            pw, tok = password(), gen(ALNUM, 32)
            secret = pw if "{p}" in template else tok
            out.append(Case(f"{group}: {name}", template.format(p=pw, t=tok), secret))
    return out


# --- HTTP authorization schemes --------------------------------------------------------------------


def scheme_cases() -> list[Case]:
    h64, b64, tok = gen(HEX, 64), gen(B64, 43) + "=", gen(ALNUM, 40)
    rows = [
        (
            "digest",
            f'Authorization: Digest username="bob", realm="api", nonce="{gen(HEX, 32)}", uri="/x", response="{gen(HEX, 32)}"',
            None,
        ),
        (
            "aws4",
            f"Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20260101/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature={h64}",
            h64,
        ),
        (
            "hawk",
            f'Authorization: Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", mac="{b64}"',
            b64,
        ),
        ("negotiate", f"Authorization: Negotiate YIIG{gen(B64, 120)}", None),
        ("ntlm", f"Proxy-Authorization: NTLM TlRMTVNTUAAB{gen(B64, 60)}", None),
        ("token scheme", f"Authorization: Token token={tok}", tok),
        ("ssws", f"Authorization: SSWS 00{gen(URLSAFE, 40)}", None),
        (
            "oauth1",
            f'Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_token="{tok}", oauth_signature="{b64}"',
            tok,
        ),
        ("apikey scheme", f"Authorization: ApiKey {tok}", tok),
        ("sharedkey", f"Authorization: SharedKey myaccount:{b64}", b64),
        (
            "hmac azure",
            f"Authorization: HMAC-SHA256 Credential=app1&SignedHeaders=x-ms-date;host&Signature={b64}",
            b64,
        ),
        ("lowercase bearer header", f"authorization: bearer {tok}", tok),
        (
            "proxy basic",
            f"Proxy-Authorization: Basic {__import__('base64').b64encode(b'proxyuser:S3cr3t-Pr0xy').decode()}",
            "S3cr3t-Pr0xy",
        ),
        ("dpop", f"Authorization: DPoP {tok}", tok),
        ("mac", f'Authorization: MAC id="h480djs93hd8", nonce="264095:dj83hs9s", mac="{b64}"', b64),
        ("gitlab private-token header", f"PRIVATE-TOKEN: {tok}", tok),
    ]
    out = []
    for name, text, secret in rows:
        if secret is None:
            secret = (
                text.rsplit(" ", 1)[-1].split('"')[-2] if '"' in text else text.rsplit(" ", 1)[-1]
            )
        out.append(
            Case(f"scheme: {name}", f"HTTP 401 for GET /v1/items; request headers: {text}", secret)
        )
    return out


# --- percent-encoded, glued and line-wrapped values ---------------------------------------------


def encoded_cases() -> list[Case]:
    out = []
    for name, template in [
        ("query password", "GET /login?user=bob&password%3D{p} -> 500"),
        ("encoded json", "callback failed: data=%7B%22api_key%22%3A%22{t}%22%7D"),
        ("encoded token glued", "redirect to /cb%3Ftoken%3D{t} refused"),
        (
            "azure sas sig",
            "403 AuthenticationFailed: https://acct.blob.core.windows.net/c/b.bin?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00%3A00%3A00Z&sig={s}",
        ),
        (
            "encoded url credentials",
            "proxy https%3A%2F%2Fbob%3A{p}%40proxy.internal%3A3128 refused",
        ),
        ("digit glued", "auth header was key1{t} (expected key=...)"),
        (
            "access_token fragment",
            "OAuth redirect: https://app.example.com/cb#access_token={t}&token_type=bearer&expires_in=3600",
        ),
        (
            "form body",
            "POST body client_id=web&client_secret={t}&grant_type=client_credentials rejected",
        ),
    ]:
        pw, tok = password(), gen(ALNUM, 32)
        sig = urllib.parse.quote(gen(B64, 43) + "=", safe="")
        quoted = urllib.parse.quote(pw, safe="")
        secret = quoted if "{p}" in template else sig if "{s}" in template else tok
        out.append(Case(f"encoded: {name}", template.format(p=quoted, t=tok, s=sig), secret))
    for name, make in [
        ("wrapped api key", lambda t: f"api_key: {t[:20]}\n    {t[20:]}"),
        ("wrapped bearer", lambda t: f"Authorization: Bearer {t[:24]}\n\t{t[24:]}"),
        ("wrapped json", lambda t: f'{{"token": "{t[:16]}\\n{t[16:]}"}}'),
        ("wrapped password", lambda t: f"password={t[:10]}\\\n{t[10:]}"),
    ]:
        tok = gen(ALNUM, 48)
        out.append(Case(f"wrapped: {name}", make(tok), tok))
    return out


def heldout() -> list[Case]:
    return [*vendor_cases(), *command_cases(), *name_cases(), *scheme_cases(), *encoded_cases()]


# --- innocents: real error messages and the facts a model needs from them -----------------------


def innocents() -> list[tuple[str, tuple[str, ...]]]:
    rows: list[tuple[str, tuple[str, ...]]] = []
    for _ in range(6):
        key = f"uploads/2026/{gen(LOWER, 8)}/{gen(LOWER, 12)}.parquet"
        sha, sha40 = gen(HEX, 7), gen(HEX, 40)
        uuid = "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12))
        rid = "req_" + gen(ALNUM, 24)
        amz = gen(ALNUM.upper(), 16)
        etag = gen(HEX, 32)
        pk = f"tenant#{gen(LOWER, 6)}#order#{gen('0123456789', 8)}"
        fname = R.choice(
            [
                "password_reset.html",
                "token_refresh.py",
                "secret_santa.csv",
                "api_key_rotation.md",
                "passwords.md",
                "keystore.jks",
                "credentials_test.go",
                "token.json",
            ]
        )
        n = gen("0123456789", 5)
        rows += [
            (f"NoSuchKey: The specified key does not exist. Key: {key}", (key,)),
            (
                f"botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied (RequestId: {amz})",
                (amz,),
            ),
            (
                f"S3 PutObject failed for s3://data-lake/{key} (ETag mismatch: expected {etag})",
                (key, etag),
            ),
            (f"ConditionalCheckFailedException: partition key {pk} already exists", (pk,)),
            (
                f"DynamoDB ValidationException: One or more parameter values were invalid: Missing the key PK in the item {uuid}",
                (uuid,),
            ),
            (f"error: pathspec '{sha}' did not match any file(s) known to git", (sha,)),
            (f"fatal: bad object {sha40}", (sha40,)),
            (f"merge conflict in src/auth/{fname} at commit {sha40}", (fname, sha40)),
            (
                f"FileNotFoundError: [Errno 2] No such file or directory: 'templates/{fname}'",
                (fname,),
            ),
            (f"PermissionError: [Errno 13] Permission denied: '/etc/app/{fname}'", (fname,)),
            (f"Request {rid} failed: upstream timeout after 30s", (rid,)),
            (f"x-request-id: {uuid} returned 502 Bad Gateway", (uuid,)),
            (f"Order {uuid} not found", (uuid,)),
            (
                f"ERROR 1045 (28000): Access denied for user 'app'@'10.0.{n[:2]}.4' (using password: YES)",
                ("using password: YES", f"10.0.{n[:2]}.4"),
            ),
            (
                "ERROR 1045 (28000): Access denied for user 'report'@'localhost' (using password: NO)",
                ("using password: NO",),
            ),
            (f'FATAL:  password authentication failed for user "svc_{n}"', (f"svc_{n}",)),
            (
                f"redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled. (conn {n})",
                ("invalid username-password pair", n),
            ),
            (f"KeyError: 'token_count' in batch {n}", ("token_count", n)),
            (f"ValueError: max_tokens must be <= 4096, got {n}", ("max_tokens", n)),
            (
                f"openai.BadRequestError: This model's maximum context length is 8192 tokens. However, your messages resulted in {n} tokens.",
                (f"{n} tokens",),
            ),
            (f"Cache key users:{uuid}:profile expired", (f"users:{uuid}:profile",)),
            (f"Idempotency-Key {uuid} was already used with a different request body", (uuid,)),
            (f"Kafka: offset {n} out of range for partition key customer-{n}", (f"customer-{n}",)),
            (
                f"Elasticsearch: document {gen(URLSAFE, 20)} version conflict, current version [3]",
                (),
            ),
            (f"Stripe: No such customer: 'cus_{gen(ALNUM, 14)}'", ()),
            (f"Stripe: No such payment_intent: 'pi_{gen(ALNUM, 24)}'", ()),
            (f"pip: Hashes do not match: sha256={gen(HEX, 64)}", ()),
            (f"docker: manifest for app@sha256:{gen(HEX, 64)} not found", ()),
            (
                f"Twilio: The requested resource /2010-04-01/Accounts/AC{gen(HEX, 32)}/Messages/SM{gen(HEX, 32)}.json was not found",
                (),
            ),
            (
                f"CircleCI job {n} failed at step 'Run tests' on branch feature/token-refresh-{n}",
                (f"feature/token-refresh-{n}",),
            ),
            (f"password_policy: minimum length is 12, got {n[:1]}", ("minimum length is 12",)),
            (
                f"Field 'password' is required (form signup, step {n[:1]})",
                ("'password' is required",),
            ),
            (
                f"auth: token expired at 2026-01-0{n[0]}T12:00:00Z, refresh required",
                ("refresh required",),
            ),
            (
                f"The API key for project {n} has been disabled by an administrator",
                (f"project {n}",),
            ),
            (
                f"SSL: CERTIFICATE_VERIFY_FAILED certificate verify failed: unable to get local issuer certificate (_ssl.c:{n})",
                ("CERTIFICATE_VERIFY_FAILED",),
            ),
            (f"k8s: pod web-{gen(LOWER, 10)}-{gen(LOWER, 5)} CrashLoopBackOff", ()),
            (f"Sentry event {gen(HEX, 32)} dropped: rate limited", ()),
            (f"Celery task {uuid} raised SoftTimeLimitExceeded", (uuid,)),
            (
                f"git push rejected: ! [rejected] main -> main (fetch first) {sha}..{gen(HEX, 7)}",
                (sha,),
            ),
            (f"terraform: Error acquiring the state lock: ID {uuid}", (uuid,)),
            (f"GCS: 404 No such object: bucket-logs/{key}", (key,)),
            (
                f"Azure: BlobNotFound: The specified blob does not exist. RequestId:{uuid} Time:2026-01-01T00:00:00.0000000Z",
                (uuid,),
            ),
            (
                f'psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "users_email_key" DETAIL: Key (email)=(u{n}@example.com) already exists.',
                ("users_email_key", f"u{n}@example.com"),
            ),
            (
                f"IntegrityError: UNIQUE constraint failed: api_keys.name (row {n})",
                ("api_keys.name",),
            ),
            (
                f"Keycloak: user {uuid} has no credential of type password",
                (uuid, "of type password"),
            ),
            (f"JWT decode error: Signature has expired (kid {gen(HEX, 16)})", ()),
            (
                f"Vault: permission denied on path secret/data/app/{gen(LOWER, 6)}",
                ("permission denied",),
            ),
            (f"Shopify: Order #{n} has no fulfillment", (f"#{n}",)),
            (
                f"GitHub API: Not Found for repo acme/{gen(LOWER, 8)} (documentation_url: https://docs.github.com/rest)",
                ("docs.github.com/rest",),
            ),
            (
                f"Slack API error: channel_not_found (channel C{gen(ALNUM.upper(), 10)})",
                ("channel_not_found",),
            ),
        ]
    return rows


# --- the channels --------------------------------------------------------------------------------


def channel_outputs(case: Case) -> dict[str, str]:
    """What each channel shows when a decorated tool, called with the case's text
    (positionally), raises it; the export escapes non-ASCII characters, as this set's always
    did."""

    def tool(command: str) -> str:
        raise RuntimeError(command)

    outputs = observe(tool, case.text)
    outputs["export"] = json.dumps(
        redact_value({"error.message": case.text, "tool.args": {"command": case.text}})
    )
    return outputs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="name each leak and each damage")
    args = parser.parse_args()
    cases = heldout()
    leaks = dict.fromkeys(CHANNELS, 0)
    leaking_cases = []
    for case in cases:
        outputs = channel_outputs(case)
        bad = [name for name in CHANNELS if leaked(case.secret, outputs[name])]
        for name in bad:
            leaks[name] += 1
        if bad:
            leaking_cases.append(case)
            if args.verbose:
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r}")
    damaged = 0
    corpus = innocents()
    for message, facts in corpus:
        out = redact(message)
        lost = [fact for fact in facts if fact not in out]
        if lost:
            damaged += 1
            if args.verbose:
                print(f"DAMAGED {message!r} -> {out!r} lost {lost}")
    print(f"held-out secrets: {len(cases)} cases, {len(leaking_cases)} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    share = damaged / len(corpus)
    print(f"innocents: {len(corpus)} messages, {damaged} lose a needed fact ({share:.1%})")


if __name__ == "__main__":
    sys.exit(main())
