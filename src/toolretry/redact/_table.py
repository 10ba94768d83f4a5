"""The rule table: each row finds the spans of one family of secrets (see ``_engine.Rule``).

To add a vendor's token format, or a family, add one row (a finder, usually one regex) and its
test vectors; ``tests/redact/test_table.py`` runs every row's vectors.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

from ._command_flags import command_flags
from ._engine import (
    REDACTED,
    Rule,
    Span,
    any_of,
    cue_positions,
    is_file_path,
    is_uuid,
    looks_generated,
)
from ._secret_shapes import AUTH_SCHEMES
from ._text_rules import AWS_SECRET, hide_aws_secret

__all__ = ["FOREIGN_ASCII", "OTHER_CUES", "RULE_IDS", "TABLE"]

_SPACE = "\\s\u00a0\u202f\u3000"
# What a percent-encoded or plain value is made of: token characters, or `%XX` escapes.
_RUN = re.compile(r"[A-Za-z0-9+/_.~%-]+=*")
_LETTERS = re.compile(r"[a-z_]*")
# A vendor's literal prefix, kept to name the kind of token: `lin_api_`, `dop_v1_`, `NRAK-`.
_PREFIX = re.compile(r"(?:[a-z][a-z0-9]{1,11}[_-]){1,3}|[A-Z]{3,8}[_-]")
_NOT_A_SECRET = frozenset({
    "yes", "no", "true", "false", "none", "null", "nil", "undefined", "required", "missing",
    "invalid", "expired", "empty", "set", "unset", "incorrect", "wrong", "redacted", "revoked",
    "denied", "rejected", "unknown", "malformed", "provided", "changed", "reset", "updated",
})  # fmt: skip


def _kept_prefix(value: str) -> int:
    """How many leading characters of a generated value stay: its vendor prefix, if the rest
    is still long enough to say nothing."""
    match = _PREFIX.match(value)
    return match.end() if match is not None and len(value) - match.end() >= 12 else 0


# --- a generated-looking value next to a credential word, in any language -----------------------

_CUES = (
    "key", "token", "secret", "cred", "auth", "pass", "bearer", "sig",
    "令牌", "密钥", "秘钥", "金鑰", "憑證", "トークン", "キー", "토큰", "키", "токен", "ключ",
    "schlüssel", "clé", "jeton", "clave", "chave", "مفتاح", "رمز", "sleutel", "klucz", "anahtar",
    "chiave", "nyckel", "nøgle", "avain", "kulcs", "cheie", "ključ", "klíč", "kunci",
    "秘密", "シークレット", "시크릿", "비밀", "секрет", "geheim", "secreto", "segredo", "segreto",
    "sekret", "gizli", "سر", "сертификат", "कुंजी", "טוקן", "מפתח",
)  # fmt: skip
_ASCII_CUES = tuple(cue for cue in _CUES if cue.isascii())
_WINDOW = 48  # how far after the credential word its value may start


def _generated_near_cue(text: str, folded: str) -> Iterator[Span]:
    seen = 0  # Runs are looked at once: a cue inside one looked at already is skipped.
    cues = _ASCII_CUES if folded.isascii() else _CUES
    runs: list[int] | None = None  # where each run of key length starts, found once
    marked = REDACTED in text  # (asked once: most texts hold no hidden value)
    for cue_start, cue_end in cue_positions(folded, (cue for cue in cues if cue in folded)):
        if cue_start < seen or _in_path(folded, cue_start):
            continue
        # The rest of the cue's word is skipped (`passwordConfirmation`), a glued token is not.
        pos = _LETTERS.match(folded, cue_end).end()  # type: ignore[union-attr]
        stop = min(len(text), pos + _WINDOW)
        # A value hidden already after the cue (an earlier step or pass) is its value.
        hidden = text.find(REDACTED, pos, stop) if marked else -1
        limit = stop if hidden == -1 else hidden
        # A credential word's value is in its sentence: a value after the next one belongs to
        # what that sentence names (`cannot contain secrets. Commit: 8b1f…`).
        period = text.find(". ", pos, limit)
        if period != -1 and text[period + 2 : period + 3].isupper():
            limit = period
        candidates: list[int] = []
        if text[pos : pos + 1] in _RUN_CHARS:
            glued = _RUN.match(text, pos, pos + _SHORTEST)
            if glued is not None and glued.end() - pos == _SHORTEST:
                candidates.append(pos)  # a run glued to the cue (`key1abc…`)
        if len(text) <= _SHORT_TEXT:
            # A message: the runs in this window only (one bounded search each), after one
            # split of the window: a run of key length needs a word of that length at least.
            if not candidates and not _has_long_word(text[pos : limit + _SHORTEST]):
                continue
            found = _LONG_RUN.search(text, pos, limit + _SHORTEST)
            while found is not None and found.start() < limit:
                candidates.append(found.start())
                found = _LONG_RUN.search(text, found.end(), limit + _SHORTEST)
        else:
            # A long text, maybe many cues: every run found once, each window's by bisection.
            if runs is None:
                runs = [match.start() for match in _LONG_RUN.finditer(text)]
            index = bisect.bisect_left(runs, pos)
            while index < len(runs) and runs[index] < limit:
                candidates.append(runs[index])
                index += 1
        for start in candidates:
            if start < seen and start != pos:
                continue
            end = whole = _RUN.match(text, start, start + _LONGEST + 1).end()  # type: ignore[union-attr]
            seen = max(seen, whole)
            while start < end and text[start] in _NOT_A_START:
                start += 1
            while end > start and text[end - 1] in ".-":
                end -= 1
            value = text[start:end]
            if _names_an_identifier(folded, cue_end, pos, start) or _is_compound_name(value):
                break  # `token_hash=…`, `key … fingerprint SHA256:…`: a hash or an id
            prefixed_uuid = _PREFIXED_UUID.fullmatch(value)
            if prefixed_uuid is not None or looks_generated(
                value.replace("%", "") if "%" in value else value
            ):
                # (asked only now: most cues have no candidate)
                if not _in_file_name(folded, cue_start, cue_end):
                    kept = prefixed_uuid.end(1) if prefixed_uuid else _kept_prefix(value)
                    yield _with_pair(text, start + kept, end, pos)
                break


_SHORTEST = 16
_SEGMENTS = re.compile(r"[-_.:/]+")
# Words that say the value after them is a hash, a digest or an id, not a credential: in the
# credential word's own name (`token_hash`), or between it and the value (`key … (zone V)`).
_ID_WORD = re.compile(
    r"(?<![a-z])(?:hash|digest|checksum|fingerprint|thumbprint|sha1|sha256|sha512|md5|uuid|"
    r"zone|event|commit|revision|etag|assertion|trace|request|ref|cursor|kid|ids?)(?![a-z])"
)
# (an `…_id` that is one name with the credential word is a secret: Vault's `secret_id`)
_OWN_ID_WORD = re.compile(r"_?(?:hash|digest|checksum|fingerprint|thumbprint)s?$")
_WORD_BREAKS = frozenset(" \t\r\n'\"`([<{,;=")


def _in_path(folded: str, cue_start: int) -> bool:
    """Whether the credential word is a segment of a URL or path (`github.com/acme/secretstore`,
    `https://api/v1/tokens?cursor=…`): what follows in it is a path or a query, not its value."""
    window = folded[max(0, cue_start - 256) : cue_start]
    slash = window.rfind("/")
    return slash != -1 and _WORD_BREAKS.isdisjoint(window[slash + 1 :])


# A UUID behind a vendor's prefix (`api-<uuid>`, `pat-na1-<uuid>`) is a key: a bare one is an id.
_PREFIXED_UUID = re.compile(
    r"((?:[a-z][a-z0-9]{1,7}-){1,2})[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}", re.I
)
# An id and a secret joined by a colon (`2/1234/5678:9f8e…`, `app.key:secret`): both hidden.
_PAIR_PART = re.compile(r"[A-Za-z0-9+/_.~-]{6,}")


def _with_pair(text: str, start: int, end: int, floor: int) -> Span:
    """The span of a generated value, widened over the other half of an `id:secret` pair."""
    if text[end : end + 1] == ":" and (after := _PAIR_PART.match(text, end + 1)) is not None:
        end = after.end()
    if start > floor and text[start - 1 : start] == ":":
        before = start - 1
        while before > floor and text[before - 1] in _RUN_CHARS:
            before -= 1
        if start - 1 - before >= 6:
            start = before
    return (start, end)


def _is_compound_name(value: str) -> bool:
    """A name of several words with a hash or version in it (`node-cache-Linux-x64-npm-3f9a…`,
    a cache key or an artifact's name): three words of three letters or more, not capitals
    (a vendor's token holds one or two: `tskey-auth-…`, `sk-ant-api03-…`)."""
    words = [piece for piece in _SEGMENTS.split(value) if len(piece) >= 3 and piece.isalpha()]
    return sum(not word.isupper() for word in words) >= 3


def _names_an_identifier(folded: str, cue_end: int, pos: int, start: int) -> bool:
    return (
        _OWN_ID_WORD.search(folded, cue_end, pos) is not None
        or _ID_WORD.search(folded, pos, start) is not None
    )


def _has_long_word(window: str) -> bool:
    return max(map(len, window.split()), default=0) >= _SHORTEST


_LONGEST = 1024
_SHORT_TEXT = 2048
_LONG_RUN = re.compile(r"(?<![A-Za-z0-9+/_.~%-])[A-Za-z0-9+/_.~%-]{16}")
_NOT_A_START = frozenset("=+/._~-")
_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_.~%-")
_FILE_NAME_END = re.compile(r"\.[a-z][a-z0-9]{0,7}$")
_WORD_END = re.compile(r"[^\s'\"`(),;]*")


def _in_file_name(folded: str, start: int, end: int) -> bool:
    """Whether the credential word is part of a path or file name (`src/auth/token.json`)."""
    if folded[start - 1 : start] not in ("/", "_", "-", ".") and folded[end : end + 1] not in (
        "/",
        "_",
        "-",
        ".",
        "s",
    ):
        return False
    word_end = _WORD_END.match(folded, end, end + 256).end()  # type: ignore[union-attr]
    word = folded[max(0, start - 64) : word_end].rsplit(None, 1)[-1].lstrip("'\"`(")
    word = word.rstrip(".,:;")
    return is_file_path(word) or _FILE_NAME_END.search(word) is not None


# --- a password under its name, in any language, after any separator ----------------------------

_PASSWORD_NAMES = (
    "password", "passwd", "passphrase", "pwd", "密码", "密碼", "口令", "パスワード", "暗証番号",
    "비밀번호", "패스워드", "암호", "пароль", "passwort", "kennwort", "mot de passe",
    "contraseña", "contrasena", "senha", "كلمة المرور", "كلمة السر", "parola d'ordine",
    "wachtwoord", "hasło", "haslo", "şifre", "sifre", "parola", "lösenord", "salasana", "heslo",
    "jelszó", "पासवर्ड", "mật khẩu", "kata sandi", "รหัสผ่าน", "סיסמה", "κωδικός πρόσβασης",
    "κωδικός", "رمز عبور", "lozinka", "parolă", "adgangskode", "passord", "geslo",
    "পাসওয়ার্ড", "கடவுச்சொல்", "kata laluan", "nenosiri", "پاس ورڈ", "парола", "лозинка",
    "პაროლი", "slaptažodis", "contrasenya", "contrasinal", "pasahitza", "lykilorð", "parool",
    "parole", "şifrə", "құпия сөз", "нууц үг", "గుప్తపదం", "పాస్‌వర్డ్", "પાસવર્ડ", "ਪਾਸਵਰਡ",
    "ಪಾಸ್‌ವರ್ಡ್", "പാസ്‌വേഡ്", "የይለፍ ቃል", "ពាក្យសម្ងាត់", "ລະຫັດຜ່ານ", "စကားဝှက်", "գաղտնաբառ",
    "fjalëkalimi", "cyfrinair", "kupuhipa", "kalmomin sirri", "ọrọ igbaniwọle",
)  # fmt: skip
# Any run of punctuation or symbols but a sentence's (`,;.!?`), brackets, quotes and what
# joins words (`/\\|&@#%*_`): `:`, `=`, `：`, `＝`, `﹕`, `꞉`, `≔`, `->`, `=>`, `«`, `—`...
_NOT_SEPARATOR = "\\w\\s\"'()\\[\\]{}<,;.!?/\\\\|&@#%*"
# (dashes only before a blank: `--no-password --verbose` is two flags)
_SEPARATOR = f"(?:[^{_NOT_SEPARATOR}-][^{_NOT_SEPARATOR}]{{0,2}}|-+>?(?=\\s))"
_PASSWORD = re.compile(
    "(?<![a-z0-9])(?:" + "|".join(re.escape(name) for name in _PASSWORD_NAMES) + ")"
    # the name ends there (not `password_policy`), a few words may follow (`is`, `refusé`)
    f"(?![\\w-])(?:[{_SPACE}]+[^\\W\\d_]{{1,12}}){{0,2}}"
    f"[{_SPACE}'\"]*{_SEPARATOR}[{_SPACE}]*[\"'\u00ab\u2039]{{0,3}}[{_SPACE}]*"
    "([^\\s\"'\u00ab\u00bb\u2039\u203a,;()\\[\\]{}<>]{3,})"
)


# Stems of the names, one of which each ASCII name holds (`contras` in `contrasena`), and the
# names not in ASCII, looked for only in text that is not.
_PASSWORD_CUES = (
    "pass", "pwd", "wort", "woord", "senha", "contras", "parol", "hasl", "sifre", "salasana",
    "heslo", "sandi", "lozinka", "geslo", "adgangskode", "laluan", "nenosiri", "slapta",
    "pasahitza", "lykilor", "parool", "cyfrinair", "kupuhipa", "sirri", "kalimi",
    *(name for name in _PASSWORD_NAMES if not name.isascii()),
)  # fmt: skip


def _passwords(text: str, folded: str) -> Iterator[Span]:
    for match in _PASSWORD.finditer(folded):
        start, end = match.span(1)
        value = text[start:end].rstrip(".")
        if value.lower() in _NOT_A_SECRET or value == REDACTED or is_file_path(value):
            continue
        if value.isalpha() and text[end : end + 2][:1] == " " and text[end + 1 : end + 2].isalpha():
            continue  # a word of a sentence: "Wrong password: try again"
        if value.startswith(("[REDACTED]", "*")) or is_uuid(value):
            continue
        yield (start, start + len(value))


# --- every HTTP authorization scheme -------------------------------------------------------------

_AUTHORIZATION = re.compile(
    r"(?<![\w-])(?:proxy-)?authorization\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?[ \t]*"
    # (an unknown scheme word an earlier step hid stands as `[redacted]`)
    r"(\[redacted\]|[a-z][\w.-]*)[ \t]+"
)
# The schemes kept before a hidden value: IANA's registry and vendors' (a word not known for
# one is hidden with the value, as the key-value step does).
_KNOWN_SCHEMES = frozenset(AUTH_SCHEMES.split("|"))
# What follows the scheme (RFC 9110 11.4): auth-params (`id="a", mac="b"`), or one token68.
_AUTH_PARAMS = re.compile(
    r"(?:\[REDACTED\])?(?:\"[^\"]*\"[ \t]*,[ \t]*)?"
    r"(?:[\w.-]+[ \t]*=[ \t]*(?:\\?\"[^\"\\]*\\?\"|[^\s,\"']*)(?:[ \t]*,[ \t]*)?)+"
    r"|[A-Za-z0-9._~+/:-]+=*"
)


def _authorization(text: str, folded: str) -> Iterator[Span]:
    for match in _AUTHORIZATION.finditer(folded):
        if match.group(1) not in _KNOWN_SCHEMES:
            start, end = match.start(1), match.end()
            value = _AUTH_PARAMS.match(text, end)
            if value is not None and text[start : value.end()].strip() != REDACTED:
                yield (start, value.end())
            continue
        value = _AUTH_PARAMS.match(text, match.end())
        # A vendor prefix an earlier step kept (`Bearer ghp_[REDACTED]`) stays.
        if (
            value is not None
            and value.group() != REDACTED
            and not text.startswith(REDACTED, value.end())
        ):
            start, end = value.span()
            while end > start and text[end - 1] in ", \t":
                end -= 1
            yield (start, end)


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


_URL_USER = re.compile(r"([A-Za-z0-9_.~-]{16,256})@")


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


def _vectors(*pairs: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    return pairs


TABLE: tuple[Rule, ...] = (
    Rule(
        id="generated_value",
        cue=_CUES,
        find=_generated_near_cue,
        keep="the credential word, and a vendor's prefix of letters (`lin_api_`, `NRAK-`)",
        hides=_vectors(
            ("key rejected: zx81Kq0PLmmQ7vW3nT5yR2uB", f"key rejected: {REDACTED}"),
            ("token pscale_pw_mE7ga7WlU6_RA-VjTDIbtwavL3r", f"token pscale_pw_{REDACTED}"),
            ("人脸令牌 Q7vW3nT5yR2uB9cD4eF6gZx8 无效", f"人脸令牌 {REDACTED} 无效"),
        ),
        keeps=(
            "Idempotency-Key 550e8400-e29b-41d4-a716-446655440000 was reused",
            "NoSuchKey: Key: uploads/2026/a1b2c3d4/e5f6g7h8i9.parquet",
            "The API key for project 12345 was disabled",
        ),
    ),
    Rule(
        id="password_any_language",
        cue=_PASSWORD_CUES,
        find=_passwords,
        keep="the name and its separator; `yes`, `no`, `null`, paths and UUIDs after a name",
        hides=_vectors(
            ("пароль: hunter2!", f"пароль: {REDACTED}"),
            ("The password is: o9XBX0!1", f"The password is: {REDACTED}"),
            ("Mot de passe refusé « Ab12!x »", f"Mot de passe refusé « {REDACTED} »"),
            ("password\u00a0=\u00a0Kz3Sd^y", f"password\u00a0=\u00a0{REDACTED}"),
        ),
        keeps=("Access denied (using password: YES)", "Field 'password' is required"),
    ),
    Rule(
        id="command_flags",
        cue=(" -", "'-", '"-', "pass:", "psk", "/user:", "@", "/p", "net user", "|"),
        find=command_flags,
        keep="the command and its flags; ports, paths and plain words after `-p`",
        hides=_vectors(
            ("mysql -uroot -pS3cr+t9 db", f"mysql -uroot -p{REDACTED} db"),
            ("redis-cli -p 6379 -a Kz3&Sdy PING", f"redis-cli -p 6379 -a {REDACTED} PING"),
            ("['docker', '-p', 'hh7&MUR1N']", f"['docker', '-p', '{REDACTED}']"),
            ("openssl pkcs12 -passin pass:Xy7!k2", f"openssl pkcs12 -passin pass:{REDACTED}"),
        ),
        keeps=("mkdir -p build/out && ls -a /tmp", "ssh -p 2222 deploy@10.0.0.1"),
    ),
    Rule(
        id="authorization_header",
        cue=("authorization",),
        find=_authorization,
        keep="the header's name and its scheme (Digest, Hawk, AWS4-HMAC-SHA256, ...)",
        hides=_vectors(
            ('Authorization: Hawk id="a1", mac="Zx8="', f"Authorization: Hawk {REDACTED}"),
            (
                "{'Authorization': 'Digest username=\"b\", response=\"6629f\"'}",
                f"{{'Authorization': 'Digest {REDACTED}'}}",
            ),
        ),
        keeps=('WWW-Authenticate: Digest realm="api"',),
    ),
    Rule(
        id="percent_encoded",
        cue=("%3d", "%3a"),
        find=_encoded_pairs,
        keep="the encoded name and separator, and the next encoded pair",
        hides=_vectors(
            ("next=%2Fcb%3Fsig%3DQ7b8g%2Bns%3D%26a%3D1", f"next=%2Fcb%3Fsig%3D{REDACTED}%26a%3D1"),
            ("password%3Dab%26cd%26user%3Dbob", f"password%3D{REDACTED}%26user%3Dbob"),
        ),
    ),
    Rule(
        id="aws_secret_key",
        cue=("secret", "aws", "akia"),
        find=_aws_secrets,
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
        find=_url_user_tokens,
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
        find=_putty_private_lines,
        keep="the key file's header lines (its type, comment and MAC)",
        hides=_vectors(
            (
                "Private-Lines: 1\nAAAAIGh0dHBzOi8vZXhhbXBsZS5jb20vcHJpdmF0ZQ==\nPrivate-MAC: ab",
                f"Private-Lines: 1\n{REDACTED}Private-MAC: ab",
            ),
        ),
    ),
)

RULE_IDS: tuple[str, ...] = tuple(rule.id for rule in TABLE)

# The credential words of other languages written in ASCII (`wachtwoord`, `chiave`): the gate
# looks for them where no English one decided.
_ENGLISH = ("key", "token", "secret", "cred", "auth", "pass", "bearer", "sig", "pwd")
FOREIGN_ASCII: tuple[str, ...] = tuple(
    dict.fromkeys(
        cue
        for rule in TABLE
        if rule.id in ("generated_value", "password_any_language")
        for cue in rule.cue
        if cue.isascii() and cue not in _ENGLISH
    )
)
# Every row's cues not in ASCII: the policy's gate looks for them with one search in a text
# that is not (an alternation of ASCII words as well would be tried at most positions).
OTHER_CUES = any_of(cue for rule in TABLE for cue in rule.cue if not cue.isascii())
