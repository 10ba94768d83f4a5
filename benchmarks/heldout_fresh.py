"""A second held-out set, written after the rule table and scored once, never tuned on.

``heldout_secrets.py`` was written before the rules, but its misses were looked at while the
rules were written, so its final score is a training score. This set was written afterwards
from vendors and tools that appear nowhere in the rules, their vectors or the first set
(Cloudflare, Airtable, Algolia, Mailchimp, Brevo, Groq, Replicate, Pinecone, OpenRouter,
Azure DevOps, Confluent, Neon, Buildkite, CircleCI, ...; sqlcmd, 7z, keytool, gpg, ipmitool,
snmpwalk, sqlplus, lftp, ...), names in further languages, and other separators and schemes.
Its figures, the first time it ran, are the honest measure of generalization.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_fresh.py [--verbose]
"""

# ruff: noqa: E501  (one real message a line reads better than one cut across lines)
from __future__ import annotations

import argparse
import base64
import random
import string
import sys
import urllib.parse

from heldout_secrets import CHANNELS, Case, channel_outputs, leaked

from toolretry.redact import redact

R = random.Random(4242)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"


def gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return gen(ALNUM, 5) + R.choice("!@#$^&*") + gen(ALNUM, 6)


VENDORS = {
    "cloudflare api token": lambda: gen(URLSAFE, 40),
    "airtable pat": lambda: f"pat{gen(ALNUM, 14)}.{gen(HEX, 64)}",
    "algolia admin key": lambda: gen(HEX, 32),
    "mailchimp": lambda: f"{gen(HEX, 32)}-us{R.randint(1, 20)}",
    "brevo": lambda: f"xkeysib-{gen(HEX, 64)}-{gen(ALNUM, 16)}",
    "groq": lambda: "gsk_" + gen(ALNUM, 52),
    "replicate": lambda: "r8_" + gen(ALNUM, 37),
    "pinecone": lambda: "pcsk_" + gen(ALNUM, 5) + "_" + gen(ALNUM, 60),
    "openrouter": lambda: "sk-or-v1-" + gen(HEX, 64),
    "langfuse": lambda: "sk-lf-" + "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12)),
    "elevenlabs": lambda: "sk_" + gen(HEX, 48),
    "deepseek": lambda: "sk-" + gen(HEX, 32),
    "mistral": lambda: gen(ALNUM, 32),
    "cohere": lambda: gen(ALNUM, 40),
    "together": lambda: gen(HEX, 64),
    "fireworks": lambda: "fw_" + gen(ALNUM, 24),
    "azure devops pat": lambda: gen("abcdefghijklmnopqrstuvwxyz234567", 52),
    "azure storage account key": lambda: gen(B64, 86) + "==",
    "azure ad client secret": lambda: gen(ALNUM, 3) + "8Q~" + gen(URLSAFE + ".~", 34),
    "confluent secret": lambda: gen(ALNUM + "+/", 64),
    "neon": lambda: "napi_" + gen(LOWER, 64),
    "buildkite": lambda: "bkua_" + gen(HEX, 40),
    "circleci": lambda: f"CCIPAT_{gen(ALNUM, 22)}_{gen(HEX, 40)}",
    "netlify": lambda: "nfp_" + gen(ALNUM, 36),
    "render": lambda: "rnd_" + gen(ALNUM, 32),
    "heroku": lambda: "HRKU-AA" + gen(URLSAFE, 58),
    "vercel": lambda: gen(ALNUM, 24),
    "contentful": lambda: "CFPAT-" + gen(URLSAFE, 43),
    "mapbox secret": lambda: "sk.eyJ1Ijoi" + gen(URLSAFE, 40) + "." + gen(URLSAFE, 22),
    "dropbox": lambda: "sl.B" + gen(URLSAFE, 135),
    "twitch": lambda: gen(LOWER, 30),
    "upstash": lambda: "AX" + gen(ALNUM, 4) + "ASQgN" + gen(URLSAFE, 60) + "=",
    "ably": lambda: f"{gen(ALNUM, 6)}.{gen(ALNUM, 6)}:{gen(URLSAFE, 43)}",
    "launchdarkly": lambda: "api-" + "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12)),
    "wandb": lambda: gen(HEX, 40),
    "snyk": lambda: "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12)),
    "sumo logic": lambda: gen(ALNUM, 64),
    "zendesk": lambda: gen(ALNUM, 40),
    "intercom": lambda: "dG9rOj" + gen(ALNUM, 54) + "=",
    "fastly": lambda: gen(URLSAFE, 32),
}
CUES = [
    "CF_API_TOKEN is invalid: {t}",
    "Airtable returned 401 for personal access token {t}",
    "invalid x-algolia-api-key header value {t}",
    "The API key provided ({t}) is not valid for this datacenter",
    "api-key: {t} unauthorized (code 401)",
    "Error code: 401 - {{'error': {{'message': 'Invalid API Key', 'key': '{t}'}}}}",
    "wandb: ERROR api_key not configured correctly ({t})",
    "credentials rejected, secret={t}",
    "auth_token {t} does not have access to project 42",
    "Failed to log in with access key '{t}'",
]


def vendor_cases() -> list[Case]:
    out = []
    for i, (name, make) in enumerate(VENDORS.items()):
        token, other = make(), make()
        shared = next((n for n, (a, b) in enumerate(zip(token, other, strict=True)) if a != b), 0)
        out.append(Case(f"vendor: {name}", CUES[i % len(CUES)].format(t=token), token[shared:]))
    return out


COMMANDS = [
    ("sqlcmd -P", "sqlcmd -S db01 -U sa -P {p} -Q 'SELECT 1' failed: Login failed for user 'sa'."),
    ("7z -p", "7z x backup.7z -p{p} -o/tmp/restore: ERROR: Wrong password"),
    ("zip -P", "zip -r -P {p} out.zip data/ exited with status 15"),
    (
        "keytool -storepass",
        "keytool -importcert -alias ca -keystore trust.jks -storepass {p} -noprompt: keystore password was incorrect",
    ),
    (
        "java -D password",
        "java -Djavax.net.ssl.keyStorePassword={p} -jar app.jar: Keystore was tampered with",
    ),
    (
        "gpg --passphrase",
        "gpg --batch --passphrase {p} -d secrets.gpg: decryption failed: Bad session key",
    ),
    ("openssl enc -k", "openssl enc -aes-256-cbc -d -in a.enc -k {p}: bad decrypt"),
    (
        "ipmitool -P",
        "ipmitool -I lanplus -H 10.0.0.9 -U admin -P {p} chassis status: Unable to establish IPMI v2 session",
    ),
    (
        "snmpwalk -A",
        "snmpwalk -v3 -l authPriv -u mon -a SHA -A {p} -x AES -X {p} 10.0.0.1: Authentication failure",
    ),
    (
        "sqlplus user/pass",
        "sqlplus scott/{p}@//db:1521/ORCL: ORA-01017: invalid username/password; logon denied",
    ),
    ("lftp -u", "lftp -u deploy,{p} sftp://files.example.com -e 'mirror -R dist' failed"),
    (
        "RSYNC_PASSWORD",
        "RSYNC_PASSWORD={p} rsync -av rsync://backup@nas/module/ ./: @ERROR: auth failed on module",
    ),
    (
        "svn --password",
        "svn checkout --username ci --password {p} https://svn.example.com/repo: E170001: Authentication required",
    ),
    (
        "jenkins-cli -auth",
        "java -jar jenkins-cli.jar -s https://ci/ -auth admin:{t} build job: 401",
    ),
    ("curl --oauth2-bearer", "curl --oauth2-bearer {t} https://api.example.com/me exited with 22"),
    (
        "mosquitto_pub -P",
        "mosquitto_pub -h mqtt -u sensor -P {p} -t t/1 -m 1: Connection error: Not authorized.",
    ),
    (
        "docker run -e",
        "docker run -e POSTGRES_PASSWORD={p} -p 5432:5432 postgres:16 failed: port is already allocated",
    ),
    (
        "kubectl from-literal",
        "kubectl create secret generic db --from-literal=password={p} -n prod: error: failed to create secret",
    ),
    (
        "helm --set",
        "helm upgrade app ./chart --set db.password={p} --set image.tag=1.2: Error: UPGRADE FAILED",
    ),
    (
        "terraform -var",
        "terraform apply -var 'db_password={p}' -auto-approve: Error: creating RDS instance",
    ),
    ("ssh-keygen -N", "ssh-keygen -t ed25519 -N '{p}' -f ~/.ssh/id_deploy: Saving key failed"),
    ("net use", "net use \\\\fs01\\share /user:CORP\\svc {p}: System error 1326 has occurred."),
    (
        "mongodump --password",
        "mongodump --uri mongodb://db:27017 --username backup --password {p} --out /b: Failed: error connecting",
    ),
    (
        "kafka jaas",
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="{p}"; rejected',
    ),
    (
        "nmcli psk",
        "nmcli con modify wifi wifi-sec.key-mgmt wpa-psk wifi-sec.psk {p}: Error: failed to modify",
    ),
]
LANGUAGES = [
    ("vi", "Đăng nhập thất bại: mật khẩu: {p}"),
    ("id", "Gagal masuk, kata sandi={p}"),
    ("th", "เข้าสู่ระบบล้มเหลว รหัสผ่าน: {p}"),
    ("he", "ההתחברות נכשלה: סיסמה: {p}"),
    ("el", "Αποτυχία σύνδεσης: κωδικός πρόσβασης: {p}"),
    ("fa", "ورود ناموفق: رمز عبور: {p}"),
    ("hi", "लॉगिन विफल: पासवर्ड: {p}"),
    ("uk", "Помилка входу: пароль={p}"),
    ("zh access key", "访问密钥 {t} 无效"),
    ("ja api key", "APIキー：{t} は無効です"),
    ("ko access token", "액세스 토큰: {t} 만료됨"),
    ("ru api key", "Недействительный ключ API: {t}"),
    ("de token", "Zugangstoken abgelehnt: {t}"),
    ("es token", "token de acceso no válido: {t}"),
    ("cs", "Přihlášení selhalo: heslo: {p}"),
    ("sv", "Inloggning misslyckades: lösenord = {p}"),
]
SEPARATORS = [
    ("small colon", "password\ufe55{p}"),
    ("modifier colon", "password\ua789{p}"),
    ("colon-equals sign", "password \u2254 {p}"),
    ("em space", "password:\u2003{p}"),
    ("double colon", "password :: {p}"),
    ("squiggle arrow", "api_key ~> {t}"),
    ("thin spaces", "token\u2009=\u2009{t}"),
    ("fullwidth equals and space", "密码\uff1d\u3000{p}"),
]


def text_cases() -> list[Case]:
    out = []
    for group, rows in (("command", COMMANDS), ("language", LANGUAGES), ("separator", SEPARATORS)):
        for name, template in rows:
            p, t = pw(), gen(ALNUM, 36)
            out.append(
                Case(f"{group}: {name}", template.format(p=p, t=t), p if "{p}" in template else t)
            )
    return out


def scheme_cases() -> list[Case]:
    h64, b64, tok = gen(HEX, 64), gen(B64, 43) + "=", gen(ALNUM, 40)
    rows = [
        (
            "edgegrid",
            f"Authorization: EG1-HMAC-SHA256 client_token=akab-{gen(LOWER, 16)};access_token=akab-{gen(LOWER, 16)};timestamp=20260101T00:00:00+0000;nonce=abc;signature={b64}",
            b64,
        ),
        ("aliyun oss", f"Authorization: OSS LTAI{gen(ALNUM, 20)}:{b64}", b64),
        (
            "tencent tc3",
            f"Authorization: TC3-HMAC-SHA256 Credential=AKID{gen(ALNUM, 32)}/2026-01-01/cvm/tc3_request, SignedHeaders=content-type;host, Signature={h64}",
            h64,
        ),
        (
            "http signature",
            f'Authorization: Signature keyId="rsa-key-1",algorithm="hs2019",headers="(request-target) host date",signature="{b64}"',
            b64,
        ),
        ("googlelogin", f"Authorization: GoogleLogin auth={tok}", tok),
        ("kerberos", f"Authorization: Kerberos YIIB{gen(B64, 80)}", None),
        ("x-vault-token", f"X-Vault-Token: hvs.{gen(URLSAFE, 90)}", None),
        ("ocp-apim key", f"Ocp-Apim-Subscription-Key: {gen(HEX, 32)}", None),
        ("x-goog-api-key", f"X-Goog-Api-Key: AIza{gen(URLSAFE, 35)}", None),
        ("x-shopify token", f"X-Shopify-Access-Token: shpat_{gen(HEX, 32)}", None),
        ("x-amz-security-token", f"X-Amz-Security-Token: IQoJb3JpZ2luX2Vj{gen(B64, 200)}", None),
        (
            "dict lowercase",
            f"headers={{'authorization': 'token {tok}', 'accept': 'application/json'}}",
            tok,
        ),
    ]
    out = []
    for name, text, secret in rows:
        if secret is None:
            secret = text.rsplit(" ", 1)[-1]
            secret = secret[secret.find(".") + 1 :] if secret.startswith("hvs.") else secret
            secret = secret[6:] if secret.startswith("shpat_") else secret
            secret = secret[4:] if secret.startswith("AIza") else secret
        out.append(Case(f"scheme: {name}", f"request failed (401); sent {text}", secret))
    return out


def encoded_cases() -> list[Case]:
    out = []
    p, t = pw(), gen(ALNUM, 40)
    double = urllib.parse.quote(urllib.parse.quote(f'{{"password": "{p}"}}', safe=""), safe="")
    out.append(
        Case(
            "encoded: double-encoded json",
            f"state={double} rejected",
            urllib.parse.quote(urllib.parse.quote(p, safe=""), safe=""),
        )
    )
    out.append(
        Case("encoded: query api_key", f"GET /v1/search?q=shoes&api_key={t}&page=2 -> 403", t)
    )
    out.append(
        Case(
            "encoded: form token",
            f"body: grant_type=refresh_token&refresh_token={t}&client_id=web",
            t,
        )
    )
    b = base64.b64encode(f"svc-account:{gen(ALNUM, 60)}".encode()).decode()
    out.append(Case("wrapped: basic at 40", f"Authorization: Basic {b[:40]}\n  {b[40:]}", b[40:]))
    k = gen(B64, 120)
    out.append(
        Case(
            "wrapped: key over three lines",
            f"private_key: {k[:40]}\n    {k[40:80]}\n    {k[80:]}",
            k[40:],
        )
    )
    out.append(Case("wrapped: crlf", f"token={t[:20]}\r\n {t[20:]}", t))
    return out


def innocents() -> list[tuple[str, tuple[str, ...]]]:
    rows = []
    for _ in range(4):
        sha, uuid = gen(HEX, 40), "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12))
        n, word = gen("0123456789", 6), R.choice(["token", "key", "secret", "password", "auth"])
        rows += [
            (
                f"Redis: WRONGTYPE Operation against a key holding the wrong kind of value (key session:{n})",
                (f"session:{n}",),
            ),
            (f"Memcached: key too long: user_profile_{n}_v2", (f"user_profile_{n}_v2",)),
            (f"GitLab: pipeline {n} failed at job build for commit {sha}", (sha,)),
            (
                f"Vault: no handler for route 'secret/data/{word}s/{n}'",
                (f"secret/data/{word}s/{n}",),
            ),
            (f'Kubernetes: secret "{word}-{n}" not found in namespace prod', (f"{word}-{n}",)),
            (f"AWS KMS: key {uuid} is pending deletion", (uuid,)),
            (
                f"GCP: Permission 'secretmanager.versions.access' denied on resource projects/{n}/secrets/db",
                ("secretmanager.versions.access",),
            ),
            (
                f"Stripe: Your card's security code is incorrect. (request req_{gen(ALNUM, 14)})",
                ("security code is incorrect",),
            ),
            (
                f"OpenAI: You exceeded your current quota; tokens per min (TPM): Limit 30000, Used {n}",
                (f"Used {n}",),
            ),
            (
                f"tiktoken: encoding cl100k_base produced {n} tokens for input {R.randint(1, 9)}",
                (f"{n} tokens",),
            ),
            (f"JWT: token has no 'exp' claim (kid {gen(HEX, 12)})", ("'exp' claim",)),
            (
                f"OAuth: authorization_pending for device_code (interval {R.randint(1, 9)}s)",
                ("authorization_pending",),
            ),
            (
                f"ssh: Permission denied (publickey,password) for deploy@10.{R.randint(0, 9)}.0.1",
                ("(publickey,password)",),
            ),
            (f"PAM: authentication token manipulation error for user u{n}", (f"u{n}",)),
            (
                f"MySQL: Unknown column 'password_hash' in 'field list' (query {n})",
                ("password_hash",),
            ),
            (
                f"Django: The password is too similar to the username. (form {n})",
                ("too similar to the username",),
            ),
            (
                f"pydantic: 1 validation error for Settings api_key Field required [type=missing, input_value={{}}, input_type=dict] (run {n})",
                ("Field required",),
            ),
            (
                f"npm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2ftoken-utils - Not found ({n})",
                ("@acme%2ftoken-utils",),
            ),
            (
                f"pip: No matching distribution found for keyring=={R.randint(20, 25)}.0.{R.randint(0, 9)}",
                ("keyring==",),
            ),
            (
                f"git: error: src refspec feature/rotate-{word}-{n} does not match any",
                (f"feature/rotate-{word}-{n}",),
            ),
            (f"S3: NoSuchKey for s3://bucket/{word}s/{n}/report.pdf", (f"{word}s/{n}/report.pdf",)),
            (
                f"DynamoDB: Requested resource not found: Table: {word}_store_{n} not found",
                (f"{word}_store_{n}",),
            ),
            (
                f"Celery: task app.tasks.refresh_{word} [{uuid}] retry in 30s",
                (uuid, f"refresh_{word}"),
            ),
            (
                f"Sentry: Event {gen(HEX, 32)} dropped due to rate limiting (project {n})",
                (f"project {n}",),
            ),
            (
                f"HTTP 429 for https://api.example.com/v1/{word}s?page={R.randint(2, 9)}: retry after 30 seconds",
                ("retry after 30 seconds",),
            ),
        ]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="name each leak and each damage")
    args = parser.parse_args()
    cases = [*vendor_cases(), *text_cases(), *scheme_cases(), *encoded_cases()]
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
    corpus = innocents()
    damaged = 0
    for message, facts in corpus:
        out = redact(message)
        lost = [fact for fact in facts if fact not in out]
        damaged += bool(lost)
        if lost and args.verbose:
            print(f"DAMAGED {message!r} -> {out!r} lost {lost}")
    print(f"fresh held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[name]) for name in CHANNELS) + " |")
    print(
        f"fresh innocents: {len(corpus)} messages, {damaged} lose a needed fact ({damaged / len(corpus):.1%})"
    )


if __name__ == "__main__":
    sys.exit(main())
