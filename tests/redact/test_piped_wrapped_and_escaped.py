"""Values given to a tool through a pipe, wrapped in a call, quoted the shell's `$'…'` way,
spelled as glued `\\xHH` escapes, printed alone after a key file's name (in a Markdown fence, or
in a repr whose line breaks are `\\n`), after the word `API` in a language the vocabulary does
not hold, and a UUID under Vault's `secret_id` in JSON: each hidden; the look-alikes kept."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

_KEY = "Tg5cF1i9noEdvF39tjz6OwAr1J99qUBGxhGzh7B5"
_UUID = "2eaaf77e-80c3-4907-0e7b-f6abb383c71f"
# (`f0gR29.Eje0x` and `Kq9zLm2xWq8rT` written one byte at a time)
_ESCAPED = "\\x66\\x30\\x67\\x52\\x32\\x39\\x2e\\x45\\x6a\\x65\\x30\\x78"
_ESCAPED_UPPER = "\\x4B\\x71\\x39\\x7A\\x4C\\x6D\\x32\\x78\\x57\\x71\\x38\\x72\\x54"

HIDDEN = [
    # a generated value echoed into any command's input
    (f"$ echo -n '{_KEY}' | kubeseal --raw --name repo", _KEY),
    (f"echo {_KEY} | base64 -w0", _KEY),
    (f'printf "%s" "{_KEY}" | gh secret set DEPLOY_KEY', _KEY),
    (f"echo -n {_KEY}|wc -c", _KEY),
    # a generated literal given to a call under a credential's name
    ("privateKeyPass: Binary.createFromBase64('UIzY72Zoc72qm5kChBw50ZAD8VXYLnPA', 0)", "UIzY72Zo"),
    ("apiKey: BinData(0, 'q4UUzAqOpMWn4jhe5HvmvdJEbte5')", "q4UUzAqO"),
    ('signing_secret = Buffer.from("Xk29LmQp7Rt4Vw8ZyB3nC6dF", "utf8")', "Xk29LmQp"),
    # the shell's ANSI-C quoting and its translated string
    ("export DB_PASS=$'f0gR29.Eje0x'", "f0gR29.Eje0x"),
    ('PGPASSWORD=$"Wq8 zLp3 Rt9!"', "Wq8 zLp3"),
    (f"  812  export DB_PASS=$'{_ESCAPED}'", _ESCAPED),
    # bytes written one by one as glued escapes, either case
    (f'key = "{_ESCAPED_UPPER}"', _ESCAPED_UPPER),
    (f"token: b'{_ESCAPED}'", _ESCAPED),
    # a key file's content printed alone: plain, fenced, in a repr's escaped breaks
    ("$ cat config/master.key\nad663967d1c9dbbaf1ce25af1c138457", "ad663967d1c9"),
    ("read_file config/master.key\n```\nad663967d1c9dbbaf1ce25af1c138457\n```", "ad663967d1c9"),
    ("read_file tls/server.key\n~~~text\nZk3hTq8VwP2mLx7RnC4yB9sD\n~~~", "Zk3hTq8V"),
    (
        "No such file: 'read_file config/master.key\\n```\\n"
        "ad663967d1c9dbbaf1ce25af1c138457\\n```'",
        "ad663967d1c9",
    ),
    ("KeyError: '$ pass show db/prod\\nJ2nezz@7QAVSxx9\\n'", "J2nezz@7"),
    # after `API`, words the vocabulary does not read, then a generated value
    ("To nouvo mo-de-pas API se q4UUzAqOpMWn4jhe5HvmvdJEbte5IBcViirfF9Ds.", "q4UUzAqO"),
    ("Аф сатови: API салаваль UQ5CJasR45bRsOBkcamfY24JKYDArogL6MPX аф.", "UQ5CJasR"),
    ("API دا لُکیا لفظ 7aBEZ1UcWk81AtVgjb3GGAfI4xSXsNEV ہے", "7aBEZ1Uc"),
    ("API ᎠᏍᎦᏯ = QQjLlVoXujYg721j7xbpNaXO1sjZNR8hBny5IMUF", "QQjLlVoX"),
    ("API: 7aBEZ1UcWk81AtVgjb3GGAfI4xSXsNEV", "7aBEZ1Uc"),
    # a header's key in a repr whose `\n` follows a URL: the break ends the URL's path
    (
        "('login failed', 'POST https://api.acme.io/login\\nW-Key: "
        "c6be722558ca09f9cc6c4d09c7b71da15bb9b5fd\\nContent-Type: application/json', 401)",
        "c6be722558ca",
    ),
    # a vendor's key behind its prefix, whatever word names it (hypothesis found `IDENTIFIER`)
    ("IDENTIFIER sk-00000000000000000000", "00000000000000000000"),
    ("request identifier: sk-live0000Kq9zLm2xWq8rT4vY", "0000Kq9zLm2xWq8rT4vY"),
    # a UUID under `secret_id`, however the JSON quotes it
    (f'{{"secret_id":"{_UUID}","secret_id_ttl":3600}}', _UUID),
    (f'"{{\\"secret_id\\": \\"{_UUID}\\"}}"', _UUID),
    (f"{{'secret_id': '{_UUID}'}}", _UUID),
]

KEPT = [
    # what is echoed into a pipe and is no key: words, a hash, a UUID, a short value
    ("echo 'hello world' | wc -w", "hello world"),
    ("echo 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 | cut -c1-7", "3f2a9c1d8e7b6a5f4e3d"),
    (f"echo {_UUID} | tr -d -", _UUID),
    ("echo build-2026-12-05 | tee VERSION", "build-2026-12-05"),
    ("echo $HOME | xargs ls", "$HOME"),
    # a variable's name read by a call is where the secret comes from, not the secret
    ("password = os.environ['DB_PASSWORD_PROD_2']", "DB_PASSWORD_PROD_2"),
    ('api_key=getenv("OPENAI_API_KEY")', "OPENAI_API_KEY"),
    ("token = read_secret('payments/stripe')", "payments/stripe"),
    # `$` before a value that is no quote
    ("price=$5 for the key tier", "price=$5"),
    # a hash in hex escapes spells no text; a gpg key id is one word
    ("key \\x9f\\x86\\xd0\\x81\\x88\\x4c\\x7d\\x65\\x9a\\x2f\\xea\\xa0", "\\x9f\\x86\\xd0"),
    ("gpg: signing failed (key 0x3AA5C34371567BD2)", "0x3AA5C34371567BD2"),
    # a file whose name ends `.key…` but is not a key file; a commit printed after a fence
    ("$ cat tls.key.sha256\n```\nad663967d1c9dbbaf1ce25af1c138457\n```", "ad663967d1c9"),
    ("$ git rev-parse HEAD\n```\nad663967d1c9dbbaf1ce25af1c138457ad663967\n```", "ad663967d1c9"),
    ("$ ls secrets.key.d\n```\nREADME\n```", "README"),
    # `API` then English words say what follows: an error, a request, a release
    ("carrier API error for tracking 1ZN8PYZ4BAN7JDY5CK (UPS)", "1ZN8PYZ4BAN7JDY5CK"),
    ("API request req_2Hygd9QXcncCxzcUD3BcRcz1 failed", "req_2Hygd9QXcncCxzcUD3BcRcz1"),
    ("release api@cfb13295347108d826ac345081c5c5dffb468079", "cfb13295347108d826ac"),
    ("rapid deploy 9fK2Lm9Qp4Rt7Zv3Xw8Yq1Bn failed", "9fK2Lm9Qp4Rt7Zv3Xw8Yq1Bn"),
    ("apiVersion: v1 (uid 9fK2Lm9Qp4Rt7Zv3Xw8Yq1Bn)", "9fK2Lm9Qp4Rt7Zv3Xw8Yq1Bn"),
    # Vault's accessor names the secret id; AWS's SecretId is a secret's name
    (f'{{"secret_id_accessor":"{_UUID}"}}', _UUID),
    ("GetSecretValue failed (SecretId prod/billing/stripe-api-key)", "prod/billing/stripe-api-key"),
    (f'{{"request_id":"{_UUID}"}}', _UUID),
]


@pytest.mark.parametrize(("text", "secret"), HIDDEN)
def test_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(("text", "fact"), KEPT)
def test_kept(text: str, fact: str) -> None:
    assert fact in redact(text)
