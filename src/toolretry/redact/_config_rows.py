"""Rows for secrets in configuration files, tool output and command lines: a directive named
for a credential (`requirepass "…"`, `psk=…`, `stats auth admin:…`), a `.pgpass` line, a
table whose column is a password, a secret printed on the line after its label, a sensitive
attribute of a Terraform resource, the positional arguments of commands whose documented
syntax takes a secret (`vault login <token>`).

They hide only a value shaped like a secret (``secretish``): a setting's name, a path, a word
or a number after the same words stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, is_file_path, is_uuid, looks_generated
from ._engine import vectors as _v
from ._placeholders import reads_elsewhere
from ._secret_names import name_words, without_variants

__all__ = ["CONFIG_ROWS", "record_field", "secretish"]

_ALNUM_PIECES = re.compile(r"[A-Za-z0-9]+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


# A capitalised name and its separator opening a value: a record's next field.
_FIELD = re.compile(r"[A-Z][A-Z0-9-]{2,40}[:=]")


def record_field(value: str) -> bool:
    """Whether a value taken after a credential's name is a record's next field, its name and
    a value no generator made (`TRIGGER:-PT15M` on an iCalendar alarm's next line)."""
    field = _FIELD.match(value)
    return field is not None and not looks_generated(value[field.end() :])


def secretish(value: str) -> bool:
    """Shaped like a password or a key: generated-looking, or 8 to 128 characters of three
    classes (lower, upper, digits, symbols) with one piece that mixes letters with digits or
    cases (`x7wlR!lsqc`), not `Db-Creds-2`; never a path, a URL, an email, a UUID or a name."""
    if not 8 <= len(value) <= 128 or REDACTED in value or "://" in value:
        return False
    if is_uuid(value) or is_file_path(value) or _EMAIL.fullmatch(value) is not None:
        return False
    if looks_generated(value):
        return True
    # (each asked in C: `map` over a str method, no Python frame per character)
    classes = (
        any(map(str.islower, value))
        + any(map(str.isupper, value))
        + any(map(str.isdigit, value))
        + (not value.isalnum())
    )
    if classes < 3 or _DATE.match(value) is not None:
        return False
    for piece in _ALNUM_PIECES.findall(value):
        if len(piece) < 4 or _CAMEL.fullmatch(piece) is not None:
            continue
        letters = sum(map(str.isalpha, piece))
        upper = sum(map(str.isupper, piece))
        if (letters >= 2 and letters < len(piece)) or 0 < upper < letters:
            return True
    return False


_DATE = re.compile(r"\d{4}-\d\d-\d\d|\d\d?:\d\d|v?\d+\.\d+")
# Words in camel case (`NotAllowedError`, `passwordReset`): a name, not a secret. A word of a
# name after the first has two lower-case letters at least: capitals and small letters that
# take turns (`JDdRjp`, `kQwErT`) are random, not words.
_CAMEL = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]{2,})*|[A-Z]+(?:[A-Z][a-z]{2,})+")


# --- a directive named for a credential, its value after blanks, `=` or `:` ---------------------

_DIRECTIVE = re.compile(
    # (a directive's own flags may stand before its value: `rootpw --plaintext …`)
    r"(?<![\w./])-{0,2}([a-z][\w.-]{0,40})(?:[ \t]*[=:][ \t]*|[ \t]+(?:--[a-z][\w-]*[ \t]+){0,2})"
    r"(\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"',;(){}\[\]<>]{3,200})"
)
_DIRECTIVE_WORDS = ("pass", "pwd", "secret", "psk", "auth", "community", "token", "cred", "pw")
_DIRECTIVE_ENDS = (
    "pass",
    "passwd",
    "password",
    "passphrase",
    "pwd",
    "pw",
    "secret",
    "psk",
    "auth",
    "community",
    "community6",
    "token",
)
_DIRECTIVE_WORD = re.compile("|".join(_DIRECTIVE_WORDS))
# Words that hold one of those and name no credential: what splits text into a model's tokens
# (`tokenizer: cl100k_base`, `tokenization`), who wrote or may do a thing (`author`,
# `authority`; an authorization is one), a way through or around (`passage`, `passenger`,
# `bypass`, `compass`).
_NOT_CREDENTIAL_WORDS = re.compile(
    r"tokeni[sz][a-z]*|author(?!i[sz]ation)[a-z]*|[a-z]*pass(?:ag|eng)[a-z]*|bypass|compass"
)
_HEADERS = ("authorization", "authenticate")
_USER_AND_SECRET = re.compile(r"[^\s:@]{1,64}:([^\s]{3,})")


def _directives(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    at = 0
    while (match := _DIRECTIVE.search(folded, at)) is not None:
        name = match.group(1)
        at = match.start(2)  # (a value not hidden may be the next directive's name)
        credential_words = _NOT_CREDENTIAL_WORDS.sub("", name)
        if _DIRECTIVE_WORD.search(credential_words) is None or name.endswith(_HEADERS):
            continue  # (an authorization header's scheme and value are its own row's)
        # A name in camel case is read word by word: its last word names what it holds
        # (`AuthRepository: signInWithEmail:success`, an Android log's tag, holds no credential).
        raw_name = text[match.start(1) : match.end(1)]
        if not raw_name.isupper() and not raw_name[1:].islower():
            last = without_variants(name_words(raw_name))[-1:]
            if _DIRECTIVE_WORD.search("".join(last)) is None and not scan.is_secret_name(raw_name):
                continue  # (a later word names it, not the credential's: `…Repository`)
        # Before a blank, the name is the directive's (`requirepass`, `rocommunity`), not a
        # class or a sentence's word (`PasswordExpiryWorker JID-…`).
        if folded[match.end(1)] in " \t" and not name.endswith(_DIRECTIVE_ENDS):
            continue
        start, end = match.span(2)
        if folded[start] in "\"'":
            start, end = start + 1, end - 1
        value = text[start:end].rstrip(".:")
        end = start + len(value)
        if text.startswith(REDACTED, end):
            continue  # a vendor's prefix an earlier row kept (`lsv2_pt_[REDACTED]`)
        if folded[match.end(1)] == ":" and ":" in value and start == match.end(1) + 1:
            continue  # a key path, the name its first segment (`token:16db…:meta`)
        if reads_elsewhere(text, end, value):
            continue  # (a call the value comes from: `auth = base64.b64encode(…)`)
        pair = _USER_AND_SECRET.fullmatch(value)
        if pair is not None and secretish(pair[1]) and not secretish(value[: pair.start(1) - 1]):
            at = match.end()
            yield (start + pair.start(1), end)  # `stats auth admin:S3cr…`, `user.info=ID:S…`
        elif secretish(value):
            at = match.end()
            yield (start, end)


# --- a .pgpass line: hostname:port:database:username:password -----------------------------------

_PGPASS = re.compile(r"(?<![\w.:-])[\w.*-]+:(?:\d{1,5}|\*):[\w.*-]+:[\w.*@-]+:([^\s'\"]+)")


# A port (or `*`) between colons: what a `.pgpass` line holds, and few texts.
_PORT_FIELD = re.compile(r":(?:\d{1,5}|\*):")


def _pgpass_lines(scan: Scan) -> Iterator[Span]:
    # (where the file is not named, a numbered read of it, `1\thost:5432:*:user:…`: the record's
    # shape says where the password is, and a value shaped like one says it is not a MAC's or
    # a fingerprint's last bytes)
    named = "pgpass" in scan.folded
    if not named and _PORT_FIELD.search(scan.text) is None:
        return
    for match in _PGPASS.finditer(scan.text):
        value = match.group(1)
        if value != REDACTED and (named or (":" not in value and secretish(value))):
            yield match.span(1)


# --- a table whose column is a credential (`| user | passwd |`) ---------------------------------

_CREDENTIAL_HEADER = re.compile(r"pass|pwd|secret|token|api.?key|credential|^key$")


def _cells(line: str) -> list[tuple[int, int]]:
    """The spans of a `|` table row's cells, stripped, relative to the line; a bar escaped
    (`\\|`, Markdown's way to write one in a cell) is the cell's own."""
    cells: list[tuple[int, int]] = []
    bar = line.find("|")
    while bar != -1:
        nxt = line.find("|", bar + 1)
        while nxt != -1 and line[nxt - 1] == "\\":
            nxt = line.find("|", nxt + 1)
        if nxt == -1:
            break
        cell = line[bar + 1 : nxt]
        lead = len(cell) - len(cell.lstrip())
        cells.append((bar + 1 + lead, bar + 1 + len(cell.rstrip())))
        bar = nxt
    return cells


def _table_cells(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    columns: set[int] = set()
    offset = 0
    for line in folded.split("\n"):
        cells = _cells(line)
        if not cells:
            columns = set()
        elif not columns:
            columns = {
                i for i, (s, e) in enumerate(cells) if _CREDENTIAL_HEADER.search(line[s:e].strip())
            }
        else:
            for i, (s, e) in enumerate(cells):
                value = text[offset + s : offset + e]
                if i in columns and value and set(value) - set("-:= ") and secretish(value):
                    yield (offset + s, offset + e)
        offset += len(line) + 1


# --- a secret on the line after its label (`Password for the elastic user (…):`) -----------------

_LABEL_THEN_VALUE = re.compile(
    r"(?:password|passphrase|secret|token|api key|credential)[^\n]{0,120}:[ \t]*\r?\n"
    r"[ \t]*([^\s]{8,200})[ \t]*(?=\r?\n|$)"
)


def _next_line_secrets(scan: Scan) -> Iterator[Span]:
    for match in _LABEL_THEN_VALUE.finditer(scan.folded):
        start, end = match.span(1)
        if secretish(scan.text[start:end]):
            yield (start, end)


# --- a sensitive attribute of a resource named for a credential (Terraform state) ---------------

_RESOURCE = re.compile(r"resource[ \t]+\"[\w-]*(?:password|secret|token|key)[\w-]*\"[^\n{]*\{")
_SENSITIVE_ATTRIBUTE = re.compile(
    r"^[ \t]*(?:result|value|secret|password|private_key_pem|private_key_openssh)[ \t]*=[ \t]*"
    r"\"([^\"\n]+)\"",
    re.M,
)


def _resource_attributes(scan: Scan) -> Iterator[Span]:
    for match in _RESOURCE.finditer(scan.folded):
        # (a block is looked at a bounded distance: many resources cost linear time)
        close = scan.text.find("\n}", match.end(), match.end() + 4096)
        stop = min(len(scan.text), match.end() + 4096) if close == -1 else close
        for attribute in _SENSITIVE_ATTRIBUTE.finditer(scan.text, match.end(), stop):
            if attribute.group(1) != REDACTED:
                yield attribute.span(1)


# --- positional secrets of commands whose documented syntax takes one --------------------------

_ARG = r"[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"]+)"
_POSITIONAL = re.compile(
    # vault login <token>; mc alias set <alias> <url> <access-key> <secret-key> (and the
    # older `mc config host add`); rabbitmqctl add_user|change_password <user> <password>;
    # Redis AUTH [<user>] <password> in redis-cli
    r"(?<![\w-])(?:vault[ \t]+login(?:[ \t]+-[\w-]+(?:=\S+)?)*"
    r"|mc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)(?:" + _ARG + "){2}"
    r"|rabbitmqctl[ \t]+(?:add_user|change_password)" + _ARG + "|redis-cli[^\n]*?[ \t]auth"
    r"(?:" + _ARG + r"(?=" + _ARG + r"))?)"
    r"[ \t]+(['\"]?)([^\s'\"]{3,})\1(?:[ \t]+(['\"]?)([^\s'\"]{3,})\3)?"
)


def _positional_secrets(scan: Scan) -> Iterator[Span]:
    for match in _POSITIONAL.finditer(scan.folded):
        for group in (2, 4):
            start, end = match.span(group)
            value = scan.text[start:end].rstrip(":,;.")
            if start == -1 or value == REDACTED or value.startswith("-"):
                continue
            if group == 4 and not scan.folded.startswith("mc", match.start()):
                continue  # (only `mc` takes two: the access key and the secret key)
            if secretish(value) or looks_generated(value, 12):
                yield (start, start + len(value))


R = REDACTED
CONFIG_ROWS: tuple[Rule, ...] = (
    Rule(
        "config_directive",
        _DIRECTIVE_WORDS,
        _directives,
        "the directive's name and quotes; a user before `:`; values not shaped like a secret",
        _v(
            ('masterauth "Qm4!vT9zLp"', f'masterauth "{R}"'),
            ("wpa psk=Rt6#hUw2Kd ssid=lab", f"wpa psk={R} ssid=lab"),
            ("requirepass Vb7&nP3qXe", f"requirepass {R}"),
            (
                "line 7: rootpw --plaintext Tq8#mZ2wLp --lock",
                f"line 7: rootpw --plaintext {R} --lock",
            ),
            ("basic.auth.user.info=SVC12:Vb7&nP3qXe", f"basic.auth.user.info=SVC12:{R}"),
            ("rwcommunity Hq3-Tz8k-Lm2pWx 10.0.0.0/8", f"rwcommunity {R} 10.0.0.0/8"),
        ),
        ('Secret "db-creds" not found', "token: expired", "tls-auth ta.key 1"),
    ),
    Rule(
        "pgpass_line",
        ("pgpass", ":"),
        _pgpass_lines,
        "host, port, database and user; where the file is not named, a value not shaped like a "
        "password (a fingerprint's, a MAC's bytes)",
        _v(
            (
                "~/.pgpass: pg.local:6432:orders:svc:Zq8!mWx2",
                f"~/.pgpass: pg.local:6432:orders:svc:{R}",
            ),
            ("  3\tdb7.lan:6543:*:etl:Wq4#nZt8Lp", f"  3\tdb7.lan:6543:*:etl:{R}"),
        ),
        (
            "PGPASSFILE=/home/u/.pgpass was ignored",
            "db7.lan:6543:*:etl:ready",
            "fingerprint 3b:16:bf:e4:8b:00:8b:b8",
        ),
    ),
    Rule(
        "credential_column",
        ("|",),
        _table_cells,
        "the table, the header, other columns",
        _v(
            (
                "| name | secret |\n|---|---|\n| api | Rk2$vB8mQz |",
                f"| name | secret |\n|---|---|\n| api | {R} |",
            ),
        ),
        ("| name | password_set |\n|---|---|\n| bob | yes |",),
        needs=(("pass", "pwd", "secret", "token", "key", "credential"),),
    ),
    Rule(
        "next_line_secret",
        ("\n",),  # (the value is on the next line)
        _next_line_secrets,
        "the label line",
        _v(
            (
                "The generated token for bob (keep it):\n    pT4v-Wq9x-Zc2m-Lk7s\n",
                f"The generated token for bob (keep it):\n    {R}\n",
            ),
        ),
        ("Token for the runner (expires 2026-12-31):\n  see the console\n",),
        needs=((":",), ("password", "passphrase", "secret", "token", "api key", "credential")),
    ),
    Rule(
        "sensitive_attribute",
        ('resource "',),
        _resource_attributes,
        "the resource and its other attributes",
        _v(
            (
                'resource "random_password" "x" {\n  result = "Wq3!zK8p"\n}',
                f'resource "random_password" "x" {{\n  result = "{R}"\n}}',
            ),
        ),
        ('resource "aws_s3_bucket" "x" {\n  id = "logs-bucket"\n}',),
    ),
    Rule(
        "command_positional",
        ("vault", "mc ", "rabbitmqctl", "redis-cli"),
        _positional_secrets,
        "the command, its alias, URL and user",
        _v(
            ("vault login hvs.Cq81Kq0PLmmQ7vW3n failed", f"vault login {R} failed"),
            ("rabbitmqctl change_password ops Tq7%pLm2Zx", f"rabbitmqctl change_password ops {R}"),
            (
                "mc alias set s3 http://h:9000 admin Zk2mQ8vWt3Lp9xR4",
                f"mc alias set s3 http://h:9000 admin {R}",
            ),
        ),
        ("vault login -method=oidc", "rabbitmqctl add_user orders"),
    ),
)
