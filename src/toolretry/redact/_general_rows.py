"""The generalizing rows: a generated-looking value near a credential word, passwords in any
language, command-line flags, every authorization scheme, percent-encoded pairs, and the other
finders that read a family rather than a vendor's format (``_table`` puts them in order).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from ._authorization import authorization_values
from ._command_flags import command_flags, looks_like_password
from ._config_rows import record_field, secretish
from ._drawn_passwords import drawn_passwords
from ._engine import REDACTED, Found, Rule, Scan, Span, is_file_path, is_uuid, looks_generated
from ._engine import vectors as _vectors
from ._generated import CUES, generated_near_cue
from ._marks import MARKS
from ._placeholders import NOT_A_PASSWORD, PLACE_WORDS, in_expansion, reads_elsewhere
from ._text_rules import AWS_SECRET, hide_aws_secret
from ._vocabulary import INFLECTED_STEMS, PASSWORD_NAMES

__all__ = ["GENERAL_ROWS", "PASSWORD_CUES", "password_after_words", "passwords"]


def _on_text(find: Callable[[str, str], Iterable[Found]]) -> Callable[[Scan], Iterable[Found]]:
    """A finder that needs only the text and its folded form."""
    return lambda scan: find(scan.text, scan.folded)


_SPACE = "\\s\u00a0\u202f\u3000"
_HSPACE = " \t\u00a0\u202f\u3000"


# --- a password under its name, in any language, after any separator ----------------------------

# Any run of punctuation or symbols but a sentence's (`,;.!?`), brackets, quotes and what
# joins words (`/\\|&@#%*_`): `:`, `=`, `：`, `＝`, `﹕`, `꞉`, `≔`, `->`, `=>`, `«`, `—`...
_NOT_SEPARATOR = "\\w\\s\"'()\\[\\]{}<,;.!?/\\\\|&@#%*" + MARKS  # (a vowel sign: `ಕನಿಷ್ಠ`)
# (dashes only before a blank: `--no-password --verbose` is two flags)
_SEPARATOR = f"(?:[^{_NOT_SEPARATOR}-][^{_NOT_SEPARATOR}]{{0,2}}|-+>?(?=\\s))"
_PASSWORD = re.compile(
    "(?<![a-z0-9])(?:" + "|".join(re.escape(name) for name in PASSWORD_NAMES) + ")"
    # the name ends there (not `password_policy`), a few words may follow (`is`, `refusé`)
    # (the separator on the line of the name or of its words, `Property: …password\n Value:`;
    # a symbol that opens the next line is that line's, `password\n✓ …`)
    f"(?![\\w-])(?:[{_SPACE}]+(?:[^\\W\\d_]|[{MARKS}]){{1,12}}){{0,2}}"
    f"[{_HSPACE}'\"]*{_SEPARATOR}[{_SPACE}]*[\"'\u00ab\u2039]{{0,3}}[{_SPACE}]*"
    "([^\\s\"'\u00ab\u00bb\u2039\u203a,;()\\[\\]{}<>]{3,})"
)
# A word glued to its `=` after a blank: the key of its own pair, not the name's separator.
_OWN_PAIR = re.compile(r"[ \t]([a-z][a-z0-9_.-]{0,40})=[ \t]*[\"']?$")
_NAME_WORDS = frozenset(word for name in PASSWORD_NAMES for word in name.split())
# A `=` that ends its line: in .env, ini, properties and shell files the value is empty.
_EMPTY_BEFORE_LINE = re.compile(r"=[ \t]*\r?\n")
# No separator: a few words (`is set to`, `es`, `war`) then a value shaped like a password;
# also a name its grammar bent (`salasanan`, `паролем`, `lösenordet`: ``INFLECTED_STEMS`` and
# an ending of one to four letters), before a separator or not.
_ENDING_LETTER = "(?:[^\\W\\d_\u0900-\u0dff]|[\u0900-\u0dff])"  # (Indic vowel signs: Tamil's `-லை`)
_INFLECTED = "|".join(re.escape(stem) + _ENDING_LETTER + "{1,4}" for stem in INFLECTED_STEMS)
# A name of several words bends its last one as a one-word name does (Malay `kata laluannya`,
# `kata sandimu`: a possessive glued on), and takes a possessive or an article after its first
# word (Swahili `neno lako la siri`, `neno langu la siri`).
_MULTI_WORD = "|".join(
    re.escape(first)
    + f"(?:[{_SPACE}]+[^\\W\\d_]{{2,5}})?[{_SPACE}]+"
    + re.escape(rest)
    + f"{_ENDING_LETTER}{{0,4}}"
    for name in PASSWORD_NAMES
    # (and other scripts that write spaces and glue endings on: Mongolian `нууц үгээ`)
    if " " in name and "'" not in name and ord(name[0]) < 0x0E00
    for first, rest in (name.split(" ", 1),)
)
_PASSWORD_SPACED = re.compile(
    _PASSWORD.pattern.split("(?![\\w-])")[0][:-1]
    + f"|{_INFLECTED}|{_MULTI_WORD})(?![\\w-])[:=\uff1a]?"
    # (a few words: `is set to`, `của người dùng`, `de 8 dígitos é`, a user's name among them)
    + f"(?:[{_SPACE}]+(?:(?:[^\\W\\d_]|[{MARKS}]){{1,12}}|\\d{{1,2}})){{0,6}}[{_SPACE}]+"
    + "[\"'`(\\[]?([^\\s\"'`()\\[\\]{}<>]{8,128})"
)
# A preposition of place right before the value: it names a place (`password in 1Password`).
_PLACE_BEFORE = re.compile(rf"(?<![^\s])(?:{'|'.join(PLACE_WORDS)})\s+[\"'`(\[]?$")
_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$")
# A prompt answered in a log: `Password for 'https://bob@host':`, `passphrase for key '/k':`.
_PASSWORD_FOR = re.compile(
    _PASSWORD.pattern.split("(?![\\w-])")[0]
    + f"(?![\\w-])[{_SPACE}]+for[{_SPACE}]+"
    + "(?:[^\\n:'\"]{0,60}?(?:'[^'\\n]{1,120}'|\"[^\"\\n]{1,120}\")|[^\\n:'\"]{1,120}?)"
    + f":[{_SPACE}]+([^\\s\"'`]{{8,128}})"
)
# A setting's name (`PASSWORD_RESET_TIMEOUT`) is no password; nor a policy's figure with its
# unit glued on (`90일`, `8文字`).
_NOT_A_VALUE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|\d{1,4}[^\W\d_\x00-\x7f]{1,4}")


# Stems of the names, one of which each ASCII name holds (`contras` in `contrasena`), and the
# names not in ASCII, looked for only in text that is not.
PASSWORD_CUES = (
    "pass", "pwd", "wort", "woord", "senha", "contras", "parol", "hasl", "sifre", "salasana",
    "heslo", "sandi", "lozinka", "geslo", "adgangskode", "laluan", "nenosiri", "slapta",
    "pasahitza", "lykilor", "parool", "cyfrinair", "kupuhipa", "sirri", "kalimi", "pasfhocal",
    # (`pw` as a word of its own, not the letters inside a token: `admin pw is`, `<pw>`)
    " pw", "<pw", "pw:", "pw=", '"pw', "'pw",
    *(name for name in PASSWORD_NAMES if not name.isascii()),
    *(stem for stem in INFLECTED_STEMS if not stem.isascii()),
)  # fmt: skip
# (an ASCII name the stems above miss, from the catalogs: its longest word is its cue)
PASSWORD_CUES += tuple(
    dict.fromkeys(
        max(re.findall("[a-z]+", name), key=len)
        for name in PASSWORD_NAMES
        if name.isascii() and name != "pw" and not any(cue in name for cue in PASSWORD_CUES)
    )
)


def passwords(text: str, folded: str) -> Iterator[Span]:
    for match in _PASSWORD.finditer(folded):
        start, end = match.span(1)
        value = text[start:end].rstrip(".")
        if value.lower() in NOT_A_PASSWORD or value == REDACTED or is_file_path(value):
            continue
        if value.endswith("/") and value[:1].isalpha():  # a folder (`git grep PASSWORD -- app/`)
            continue
        if _EMPTY_BEFORE_LINE.search(text, match.start(), start):
            continue  # (`MAIL_PASSWORD=` ends its line empty: the next line is another record)
        if in_expansion(folded, match.start()) or reads_elsewhere(text, start + len(value), value):
            continue  # (a shell's expansion, code reading the value: neither holds it)
        if value.isalpha() and text[end : end + 2][:1] == " " and text[end + 1 : end + 2].isalnum():
            continue  # a word of a sentence: "Wrong password: try again", "… осталось 2"
        pair = _OWN_PAIR.search(folded, match.start(), start)
        if pair and pair.group(1) not in _NAME_WORDS and not looks_like_password(value):
            continue  # another field's own pair after the name (`SKEEMA_PASSWORD user=skeema`)
        if value.startswith(("[REDACTED]", "*")) or is_uuid(value) or _NOT_A_VALUE.fullmatch(value):
            continue
        yield (start, start + len(value))
    yield from password_after_words(text, folded)
    yield from drawn_passwords(text, folded, PASSWORD_CUES)


def password_after_words(text: str, folded: str) -> Iterator[Span]:
    """A value shaped like a password after a name and a few words, with no separator (`war`,
    `is set to`), or after a prompt (`Password for 'https://bob@host':`)."""
    for match in (*_PASSWORD_SPACED.finditer(folded), *_PASSWORD_FOR.finditer(folded)):
        start, end = match.span(1)
        value = text[start:end].rstrip(".,;:)")
        if record_field(value):
            continue  # another field's name and value (`TRIGGER:-PT15M` on the next line)
        if _PLACE_BEFORE.search(folded, max(0, start - 12), start):
            continue  # where it is kept, not what: `admin password in 1Password vault "ops"`
        if secretish(value) or (value.isdigit() and len(value) <= 12 and not _DATE.match(value)):
            yield (start, start + len(value))  # (digits alone: a numeric password, not a date)


# --- percent-encoded names and values ------------------------------------------------------------

_ENCODED_PAIR = re.compile(
    r"(?<![a-z0-9])(?:password|passwd|pwd|secret|token|api_?key|apikey|access_?token|"
    r"client_?secret|sig|signature|auth)(?:%22)?(?:%3d|%3a(?:%20)*(?:%22)?)"
    # (an earlier step may have hidden the value's start, up to an encoded `&` in it)
    r"(\[redacted\](?:[a-z0-9._~+-]|%[0-9a-f]{2})*?|(?:[a-z0-9._~+-]|%[0-9a-f]{2})+?)"
    r"(?=%22|%26[a-z_]+%3d|[\s&\"'<>,;]|$)"
)


def _encoded_pairs(text: str, folded: str) -> Iterator[Span]:
    for match in _ENCODED_PAIR.finditer(folded):
        if text[match.start(1) : match.end(1)] != REDACTED:
            yield match.span(1)


# --- an AWS secret access key: 40 characters of base64 with both cases and a digit -------------


def _aws_secrets(text: str, folded: str) -> Iterator[Span]:
    for match in AWS_SECRET.finditer(text):
        if hide_aws_secret(match) == REDACTED:
            yield match.span()


# --- a token as a URL's user (`https://<key>@o1.ingest.sentry.io/5`, `nats://<token>@host`) -----


def _url_user_tokens(text: str, folded: str) -> Iterator[Span]:
    scheme = text.find("://")
    while scheme != -1:
        user = _URL_USER.match(text, scheme + 3)
        if user is not None and looks_generated(user.group(1)):
            yield user.span(1)
        scheme = text.find("://", scheme + 3)


_URL_USER = re.compile(r"([A-Za-z0-9_.~-]{16,256}):?@")  # (`<key>:@`: an empty password)


# --- a PuTTY private key: `Private-Lines: N`, then N lines of base64 ----------------------------


def _putty_private_lines(text: str, folded: str) -> Iterator[Span]:
    for match in _PRIVATE_LINES.finditer(folded):
        lines, start = int(match.group(1)), match.end()
        end = start
        for _ in range(min(lines, 256)):
            line = _BASE64_LINE.match(text, end)
            if line is None:
                break
            end = line.end()
        if end > start:
            yield (start, end)


_PRIVATE_LINES = re.compile(r"private-lines:[ \t]*([0-9]{1,3})[ \t]*\r?\n")
_BASE64_LINE = re.compile(r"[A-Za-z0-9+/=]{4,}(?:\r?\n)?")


GENERAL_ROWS: tuple[Rule, ...] = (
    Rule(
        id="generated_value",
        cue=CUES,
        find=lambda scan: generated_near_cue(scan.text, scan.folded, scan.claimed),
        keep="the credential word, and a vendor's prefix of letters (`lin_api_`, `NRAK-`)",
        hides=_vectors(
            ("key rejected: zx81Kq0PLmmQ7vW3nT5yR2uB", f"key rejected: {REDACTED}"),
            ("token pscale_pw_mE7ga7WlU6_RA-VjTDIbtwavL3r", f"token pscale_pw_{REDACTED}"),
            ("人脸令牌 Q7vW3nT5yR2uB9cD4eF6gZx8 无效", f"人脸令牌 {REDACTED} 无效"),
            # the next argument of the same call; a constructor given the key
            (
                "bad client secret (Api('q7vw3nt5yr2ub9cd4ef6', 'z8x1kq0plmmq7vw3nt5y'))",
                f"bad client secret (Api('{REDACTED}', '{REDACTED}'))",
            ),
            (
                'Wrong API key\') sdk.Client("9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c")',
                f'Wrong API key\') sdk.Client("{REDACTED}")',
            ),
            # an id word before another cue's own value; an attribute, not a `.key` file
            (
                "id and key bad (project_id=4, project_key=ca64eae6961ea56619291dd7b23f73ec)",
                f"id and key bad (project_id=4, project_key={REDACTED})",
            ),
            ('tinify.key = "GYH972FonNDgvuFshxYDXaud"', f'tinify.key = "{REDACTED}"'),
            # a UUID is an id, but not right after `secret` (Consul's and Nomad's SecretID)
            (
                "Accessor ID = 7a1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f\nSecret ID = "
                "61e4380e-b6c5-4a83-94e6-7ce01cd4b43e",
                f"Accessor ID = 7a1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f\nSecret ID = {REDACTED}",
            ),
            (
                "hmac bad for webhook secret 0c9a7e51-3b2d-4f6e-a8c1-5d7b9e2f4a60",
                f"hmac bad for webhook secret {REDACTED}",
            ),
        ),
        keeps=(
            "authorized_keys: bad options for ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAy x@y",
            "auth.api_tokens not found in EU (run q4kzt8wyx0m2bn7cvr5s)",
            "approve reverted for token 0x52908400098527886e0f7030069857d2e4169ee7 (allowance 0)",
            "no fee payer credit (signature "
            "3vYq8Tk2LmN5pR7sW9xZ1bC4dF6gH8jK0mQ2nS4uV6wY8aB1cD3eF5gH7iJ9kL1mN3oP5qR7sT9uV1wX3yZ5aB7c)",
            "Idempotency-Key 550e8400-e29b-41d4-a716-446655440000 was reused",
            "NoSuchKey: Key: uploads/2026/a1b2c3d4/e5f6g7h8i9.parquet",
            "The API key for project 12345 was disabled",
            # a key's id; a product's name; a value under a label of its own; an interface
            "expired (keyid d7c5406c330258f0ac61f3202f083534c2d1b03f7312a9bf09e385182dc0ff4c)",
            "image AcmeAuth arm64 <76542fec36aa36cf42292da1c9008848>",
            "range 'API Keys'!A1:Z (spreadsheet 1CoUnKDD49YkW4X04VeEL67JQBfoxfqBNRoyIwM)",
            "bad authentication key from 10.0.12.2, TenGigabitEthernet1/0/1 (area 0)",
        ),
    ),
    Rule(
        id="password_any_language",
        cue=PASSWORD_CUES,
        find=_on_text(passwords),
        keep="the name and its separator; `yes`, `no`, `null`, paths and UUIDs after a name",
        hides=_vectors(
            ("пароль: hunter2!", f"пароль: {REDACTED}"),
            ("The password is: o9XBX0!1", f"The password is: {REDACTED}"),
            ("Mot de passe refusé « Ab12!x »", f"Mot de passe refusé « {REDACTED} »"),
            ("password\u00a0=\u00a0Kz3Sd^y", f"password\u00a0=\u00a0{REDACTED}"),
            # (a name its grammar bent: a case ending, a definite article)
            ("väärä salasanalla Uq4!mZ8wKe", f"väärä salasanalla {REDACTED}"),
            ("lösenordet: Jh6#tR2yLp", f"lösenordet: {REDACTED}"),
            # (Armenian's `՝` after the name, where Latin writes a colon)
            ("Ձեր գաղտնաբառը՝ uyM5J6xK0UcN", f"Ձեր գաղտնաբառը՝ {REDACTED}"),
        ),
        keeps=("Access denied (using password: YES)", "Field 'password' is required"),
    ),
    Rule(
        id="command_flags",
        cue=(" -", "'-", '"-', "pass:", "psk", "/user:", "@", "/p", "net user", "|"),
        find=_on_text(command_flags),
        keep="the command and its flags; ports, paths and plain words after `-p`",
        hides=_vectors(
            ("mysql -uroot -pS3cr+t9 db", f"mysql -uroot -p{REDACTED} db"),
            ("redis-cli -p 6379 -a Kz3&Sdy PING", f"redis-cli -p 6379 -a {REDACTED} PING"),
            ("['docker', '-p', 'hh7&MUR1N']", f"['docker', '-p', '{REDACTED}']"),
            ("openssl pkcs12 -passin pass:Xy7!k2", f"openssl pkcs12 -passin pass:{REDACTED}"),
            (
                "(echo Tz8*qW2m; echo Tz8*qW2m) | vncpasswd -f",
                f"(echo {REDACTED}; echo {REDACTED}) | vncpasswd -f",
            ),
        ),
        keeps=(
            "mkdir -p build/out && ls -a /tmp",
            "ssh -p 2222 deploy@10.0.0.1",
            "(echo start; echo done) | tee build.log",
        ),
    ),
    Rule(
        id="authorization_header",
        cue=("authorization",),
        find=_on_text(authorization_values),
        keep="the header's name and its scheme (Digest, Hawk, AWS4-HMAC-SHA256, ...)",
        hides=_vectors(
            ('Authorization: Hawk id="a1", mac="Zx8="', f"Authorization: Hawk {REDACTED}"),
            (
                "{'Authorization': 'Digest username=\"b\", response=\"6629f\"'}",
                f"{{'Authorization': 'Digest {REDACTED}'}}",
            ),
        ),
        keeps=(
            'WWW-Authenticate: Digest realm="api"',
            "pull denied, may require authorization: registry said: scope missing",
        ),
    ),
    Rule(
        id="percent_encoded",
        cue=("%3d", "%3a"),
        find=_on_text(_encoded_pairs),
        keep="the encoded name and separator, and the next encoded pair",
        hides=_vectors(
            ("next=%2Fcb%3Fsig%3DQ7b8g%2Bns%3D%26a%3D1", f"next=%2Fcb%3Fsig%3D{REDACTED}%26a%3D1"),
            ("password%3Dab%26cd%26user%3Dbob", f"password%3D{REDACTED}%26user%3Dbob"),
        ),
    ),
    Rule(
        id="aws_secret_key",
        cue=("secret", "aws", "akia"),
        find=_on_text(_aws_secrets),
        keep="the access key id before it; runs of one case, without a digit, or ending in `/`",
        hides=_vectors(
            (
                "aws credentials AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                f"aws credentials AKIA[REDACTED] {REDACTED}",
            ),
        ),
        keeps=("aws s3 cp s3://bucket/reports/quarterly/2026/summary-of-sales.csv .",),
    ),
    Rule(
        id="url_user_token",
        cue=("://",),
        find=_on_text(_url_user_tokens),
        keep="the scheme and host; a user name that is a word (`git@`, `deploy@`)",
        hides=_vectors(
            (
                "bad DSN https://3f9a1c2b8e7d6f5a4b3c2d1e0f9a8b7c@o42.ingest.sentry.io/7",
                f"bad DSN https://{REDACTED}@o42.ingest.sentry.io/7",
            ),
            ("nats://Zk81Qw0PLmmQ7vW3nT5y@nats:4222", f"nats://{REDACTED}@nats:4222"),
        ),
        keeps=("ssh://git@github.com/acme/site.git", "https://deploy-bot@ci.example.com/"),
    ),
    Rule(
        id="putty_private_key",
        cue=("private-lines:",),
        find=_on_text(_putty_private_lines),
        keep="the key file's header lines (its type, comment and MAC)",
        hides=_vectors(
            (
                "Private-Lines: 1\nAAAAIGh0dHBzOi8vZXhhbXBsZS5jb20vcHJpdmF0ZQ==\nPrivate-MAC: ab",
                f"Private-Lines: 1\n{REDACTED}Private-MAC: ab",
            ),
        ),
    ),
)
