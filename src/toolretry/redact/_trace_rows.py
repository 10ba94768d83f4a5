"""Rows for credentials in the syntax of data and protocols rather than of `name=value`: a SQL
string after `IDENTIFIED BY` or `PASSWORD`, a pair written as a tuple or term
(`{password,"…"}`, `[SmtpPassword, …]`, `('token', …)`), a Lua long string, a column of a
CSV table or of a SQL row whose header names a credential, a form-data part named for one, a
rejected value echoed for a credential field, an SMTP or IMAP login in a protocol trace, a
name with a note of its encoding (`password(hex)=…`), a shell value spliced with `'\\''`.

Each row declares the literals its finder needs (``Rule.needs``): the gate skips it for a
message without them, so the common message pays nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import ESCAPED_BREAK, REDACTED, Rule, Scan, Span, looks_generated, real_breaks
from ._engine import vectors as _v
from ._grid_rows import table_start
from ._placeholders import reads_elsewhere
from ._sql_values import hidden_value as _hidden
from ._sql_values import sql_columns

__all__ = ["TRACE_ROWS"]

_STEMS = ("pass", "secret", "token", "key", "pwd", "auth", "cred")
# --- a SQL string literal after `IDENTIFIED BY`, `PASSWORD` or `PASSWORD =` ----------------------

_SQL_LITERAL = re.compile(
    r"(?:identified[ \t]+(?:with[ \t]+\w+[ \t]+)?by(?:[ \t]+password)?"
    r"|(?<![\w'\"-])pas{1,2}w(?:or|o|r)?d)"
    r"(?:[ \t]*=[ \t]*|[ \t]+)(?:\[redacted\])?[ \t]*n?'((?:[^'\n]|''){1,256})'"
    # Oracle's unquoted `IDENTIFIED BY p`
    r"|identified[ \t]+by[ \t]+([^\s'\";,)]{3,128})"
)
# `IDENTIFIED BY` sets a password only in a statement about an account (not "revision
# identified by '…'").
_ACCOUNT = re.compile(r"\b(?:user|role|login|grant|schema)\b")


def _sql_literals(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for match in _SQL_LITERAL.finditer(folded):
        if folded.startswith("identified", match.start()):
            line = max(folded.rfind("\n", 0, match.start()), match.start() - 200)
            if _ACCOUNT.search(folded, max(line, 0), match.start()) is None:
                continue
        if match.start(1) != -1:
            yield from _hidden(text, *match.span(1))
        elif secretish(text[match.start(2) : match.end(2)]):
            yield match.span(2)


# --- a pair as a tuple or a term: `{password,"…"}`, `[SmtpPassword, …]`, `{pass, <<"…">>}` ------

_TERM_PAIR = re.compile(
    r"[\[{(][ \t]*(?:<<)?([\"'`]?)([a-z_][\w.-]{0,40})\1(?:>>)?[ \t]*,[ \t]*(?:<<)?"
    r"(?:\"((?:[^\"\\\n]|\\.){1,256})\"|'((?:[^'\\\n]|\\.){1,256})'|([^\s,\]})>\"']{3,256}))"
)
_WORD = re.compile(r"[a-z][a-z_-]*|[0-9]+")
# A Lua long string: `password = [[…]]`, `[==[…]==]`.
_LONG_STRING = re.compile(r"([a-z_][\w.]{0,40})[ \t]*=[ \t]*\[(={0,8})\[([^\n]{1,256}?)\]\2\]")


def _term_pairs(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "," in folded:
        for match in _TERM_PAIR.finditer(folded):
            if scan.is_secret_name(text[match.start(2) : match.end(2)]):
                group = next(g for g in (3, 4, 5) if match.start(g) != -1)
                value = match.group(group)
                if _WORD.fullmatch(value) is not None:
                    continue  # a list of names or words (`['token', 'repository']`), no pair
                opens_call = group == 5 and value[-1:] == "("  # (`getenv(`: code reading it)
                if opens_call and reads_elsewhere(folded, match.end(5) - 1, value[:-1]):
                    continue
                yield from _hidden(text, *match.span(group))
    if "[[" in folded or "[=" in folded:
        for match in _LONG_STRING.finditer(folded):
            if scan.is_secret_name(text[match.start(1) : match.end(1)]):
                yield from _hidden(text, *match.span(3))


# --- a column named for a credential: a CSV header, a SQL insert, a failing row -------------------

# A field of a CSV line: quoted (with `""` inside) or bare.
_CSV_FIELD = re.compile(r"[ \t]*(\"(?:[^\"\n]|\"\"){0,1024}\"|[^,;\t\n\"]{0,1024})[ \t]*([,;\t]|$)")
_HEADER_NAME = re.compile(r"[A-Za-z_][\w .-]{0,40}")


def _fields(line: str, offset: int) -> list[tuple[int, int]]:
    """The spans of the fields of a CSV line (the quotes of a quoted one left out)."""
    spans: list[tuple[int, int]] = []
    at = 0
    while at <= len(line):
        match = _CSV_FIELD.match(line, at)
        if match is None:
            break
        start, end = match.span(1)
        if line[start : start + 1] == '"' and end - start >= 2:
            start, end = start + 1, end - 1
        spans.append((offset + start, offset + end))
        if not match.group(2):
            break
        at = match.end()
    return spans


def _csv_columns(scan: Scan) -> Iterator[Span]:
    text = real_breaks(scan.text)
    lines = text.split("\n")
    offsets = [0]
    for line in lines[:-1]:
        offsets.append(offsets[-1] + len(line) + 1)
    columns: list[int] = []
    width = 0
    for line, offset in zip(lines, offsets, strict=True):
        fields = _fields(line, offset) if line.strip() else []
        if columns and len(fields) == width:
            for column in columns:
                yield from _hidden(text, *fields[column])
            continue
        columns = []
        names = [text[start:end].strip() for start, end in fields]
        start = table_start(line)
        if start != -1 and (not names or not _HEADER_NAME.fullmatch(names[0])):
            # a header after a message's label or a repr's quote (`import failed: user,password`,
            # `('login failed', 'user,password`)
            names = [text[s:e].strip() for s, e in _fields(line[start:], offset + start)]
        if len(names) >= 2 and all(_HEADER_NAME.fullmatch(name) for name in names):
            columns = [i for i, name in enumerate(names) if scan.is_secret_name(name)]
            width = len(names)


# --- a form-data part named for a credential, its value after the blank line ----------------------

_FORM_PART = re.compile(
    r"form-data;[ \t]*name=\"([^\"\n]{1,80})\"[^\n]*\r?\n(?:[^\r\n]{1,200}\r?\n){0,4}?\r?\n"
    r"([^\r\n]{1,1024})"
)


def _form_parts(scan: Scan) -> Iterator[Span]:
    for match in _FORM_PART.finditer(scan.folded):
        if scan.is_secret_name(scan.text[match.start(1) : match.end(1)]):
            yield from _hidden(scan.text, *match.span(2))


# --- a value a validator rejected, echoed for a credential field ---------------------------------

_REJECTED = re.compile(
    r"field[ \t]+'([^'\n]{1,80})':[ \t]*rejected value[ \t]*\[([^\]\n]{1,256})\]"
)


def _rejected_values(scan: Scan) -> Iterator[Span]:
    for match in _REJECTED.finditer(scan.folded):
        if scan.is_secret_name(scan.text[match.start(1) : match.end(1)].rsplit(".", 1)[-1]):
            yield from _hidden(scan.text, *match.span(2))


# --- a login in a protocol trace: SMTP AUTH, IMAP LOGIN ------------------------------------------

# The server's base64 prompt `Password:` (or `password:`), then the client's next line; `AUTH
# PLAIN` with its base64 user and password.
_SMTP_PASSWORD = re.compile(
    r"334[ \t]+[uc]gfzc3dvcmq6[ \t]*\r?\n[ \t]*(?:c:[ \t]*|>+[ \t]*)?([^\s'\"]{1,512})"
    r"|auth[ \t]+plain[ \t]+([a-z0-9+/]{8,1024}=*)"
)
_IMAP_LOGIN = re.compile(
    r"(?<![\w-])[a-z0-9]{1,12}[ \t]+login[ \t]+(?:\"[^\"\n]{1,128}\"|[^\s\"']{1,128})[ \t]+"
    r"(\"(?:[^\"\\\n]|\\.){1,256}\"|[^\s\"']{3,256})"
)


def _protocol_logins(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "gfzc3dvcmq6" in folded or "plain" in folded:
        for match in _SMTP_PASSWORD.finditer(folded):
            yield from _hidden(text, *match.span(1 if match.start(1) != -1 else 2))
    if "login" in folded:
        for match in _IMAP_LOGIN.finditer(folded):
            start, end = match.span(1)
            if text[start] == '"':
                yield from _hidden(text, start + 1, end - 1)
            elif secretish(text[start:end]):
                yield (start, end)


# --- a name with a note of its encoding: `password(hex)=…`, `token (base64): …` -----------------

# (the note names an encoding: `Key (email)=(…)` names a column, whose value is a fact)
_NOTED_NAME = re.compile(
    r"(?<![\w.-])([a-z_][\w.-]{0,40})[ \t]*\((?:hex|base ?64|b64|base ?32|b32|utf-?8|ascii|plain"
    r"(?:text)?|raw|encoded|url-?encoded|encrypted|hashed|sha-?\d{1,3}|md5)\)[ \t]*[:=][ \t]*"
    r"([^\s,;'\"()]{3,512})"
)


def _noted_names(scan: Scan) -> Iterator[Span]:
    for match in _NOTED_NAME.finditer(scan.folded):
        if scan.is_secret_name(scan.text[match.start(1) : match.end(1)]):
            yield from _hidden(scan.text, *match.span(2))


# --- a shell value in single quotes, a quote spliced in with `'\''` -------------------------------

_SPLICED = re.compile(r"([a-z_][\w.-]{0,64})=[ \t]*'((?:[^'\n]|'\\''){1,512})'")


# (Python's `shlex.join` and others splice a quote as `'"'"'`: a value quoted inside a word
# quoted whole, `'password='"'"'…'"'"''`)
_SPLICED_DOUBLE = re.compile(r"""([a-z_][\w.-]{0,64})='"'"'([^'\n]{1,512})'"'"'""")


def _spliced_values(scan: Scan) -> Iterator[Span]:
    if "'\"'\"'" in scan.folded:
        for match in _SPLICED_DOUBLE.finditer(scan.folded):
            if scan.is_secret_name(scan.text[match.start(1) : match.end(1)]):
                yield match.span(2)
    for match in _SPLICED.finditer(scan.folded):
        if "'\\''" in match.group(2) and scan.is_secret_name(
            scan.text[match.start(1) : match.end(1)]
        ):
            yield match.span(2)


_ECHO_WORDS = ("got", "received", "wrong")
# An echo word, maybe a colon, then a quoted run of key length, found at each echo word.
_ECHOED = re.compile(r"(?:got|received|wrong)[ \t]*:?[ \t]*('|\"|`)([^\s'\"`]{16,512})\1")
# The credential's name before the echo, in its sentence.
_CREDENTIAL_BEFORE = re.compile(r"(?:key|token|secret|password|credential)s?\b[^\n.]{0,100}$")
_SEGMENT = re.compile(r"[^/]+")


def _echoed_values(scan: Scan) -> Iterator[Span]:
    """A generated-looking value a validator echoes after a credential's name (`apiKey should
    be a 32 character hexadecimal string, got "…"`, `SDK Key seems to be wrong: '…'`)."""
    folded = scan.folded
    for word in _ECHO_WORDS:
        at = folded.find(word)
        while at != -1:
            match = _ECHOED.match(folded, at)
            at = folded.find(word, at + 1)
            if match is None or (match.start() and folded[match.start() - 1].isalpha()):
                continue
            value = scan.text[match.start(2) : match.end(2)]
            if REDACTED in value or not (
                looks_generated(value) or any(looks_generated(p) for p in _SEGMENT.findall(value))
            ):
                continue
            start = match.start()
            if _CREDENTIAL_BEFORE.search(folded, max(0, start - 120), start) is not None:
                yield match.span(2)


def _credential_syntax(scan: Scan) -> Iterator[Span]:
    """The families whose text names a credential (one of ``_STEMS``), each asked only where
    its own literals are: one row, so that a common message with `key` in it (`KeyError`) is
    looked at by one gate's test, not one per family."""
    folded = scan.folded
    # (single characters first: a `memchr` each, and most messages hold none of them)
    if "[" in folded or "{" in folded or "(" in folded:
        if "," in folded or "[[" in folded or "[=" in folded:
            yield from _term_pairs(scan)
        if "insert" in folded or "failing row" in folded:
            yield from sql_columns(scan)
        if "rejected value" in folded:
            yield from _rejected_values(scan)
    if ")" in folded and (")=" in folded or "):" in folded or ") =" in folded or ") :" in folded):
        yield from _noted_names(scan)
    if ("\\" in folded and "'\\''" in folded) or "'\"'\"'" in folded:
        yield from _spliced_values(scan)
    if "\n" in folded or ESCAPED_BREAK in folded:
        if "form-data" in folded:
            yield from _form_parts(scan)
        if "," in folded or ";" in folded or "\t" in folded:
            yield from _csv_columns(scan)
    if "got" in folded or "wrong" in folded or "received" in folded:
        yield from _echoed_values(scan)


R = REDACTED
TRACE_ROWS: tuple[Rule, ...] = (
    Rule(
        "credential_syntax", _STEMS, _credential_syntax,
        "the name, brackets, quotes, headers, other columns and the statement",
        _v(('{auth_failed,[{login,"ci"},{passwd,"Vq7!ze3"}]}',
            f'{{auth_failed,[{{login,"ci"}},{{passwd,"{R}"}}]}}'),
           ("Data: [ApiToken, Zk28qPxv71Lm]", f"Data: [ApiToken, {R}]"),
           ('conf { secret = [==[Pq8#vz]==] }', f'conf {{ secret = [==[{R}]==] }}'),
           ("export API_TOKEN='ab'\\''Zq9!xT'", f"export API_TOKEN='{R}'"),
           ("token(b64)=Wm9vS2VlcGVy", f"token(b64)={R}"),
           ("INSERT INTO accounts (login, passwd) VALUES ('bo', 'Zx8!q')",
            f"INSERT INTO accounts (login, passwd) VALUES ('bo', '{R}')"),
           ("field 'apiSecret': rejected value [x8Zq1]",
            f"field 'apiSecret': rejected value [{R}]"),
           ('form-data; name="api_secret"\r\n\r\nQ8v!Lz2m\r\n--b--',
            f'form-data; name="api_secret"\r\n\r\n{R}\r\n--b--'),
           ("id;passwd;role\n7;Tq9%mzW2;ops\n", f"id;passwd;role\n7;{R};ops\n"),
           ('token must be 40 characters, got "Zk81Qw0PLmmQ7vW3nT5yR"',
            f'token must be 40 characters, got "{R}"')),
        ("[token, null]", "(password, 2)", "export GREETING='it'\\''s here'",
         "key (optional): none", "on field 'email': rejected value [a@b.io]",
         'form-data; name="username"\r\n\r\nbob\r\n', "name,password_set\nbob,yes",
         'key must be a string, got "undefined_value_here"',
         "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );"),
    ),
    Rule(
        # (`paswd`, `pasword`: a statement the parser rejects for the word still holds it)
        "sql_password_literal", ("identified", "pass", "pasw"), _sql_literals,
        "the statement and the quotes",
        _v(("CREATE ROLE app LOGIN PASSWORD 'Lm3#qT8z'", f"CREATE ROLE app LOGIN PASSWORD '{R}'"),
           ("ALTER USER 'bi' IDENTIFIED BY 'u''Xp4!q'", f"ALTER USER 'bi' IDENTIFIED BY '{R}'"),
           ("CREATE USER rpt IDENTIFIED BY Tiger9#Lm2;", f"CREATE USER rpt IDENTIFIED BY {R};"),
           ("LINE 1: ALTER ROLE web WITH PASWORD 'Kp2~zL9q';",
            f"LINE 1: ALTER ROLE web WITH PASWORD '{R}';")),
        ("CREATE USER bob IDENTIFIED BY ''", "revision identified by 'a1b2c3d4e5f6'"),
    ),
    Rule(
        "protocol_login", ("login", "auth"), _protocol_logins, "the trace and the user",
        _v(("AUTH LOGIN\r\n334 UGFzc3dvcmQ6\r\nTm9wZSE5\r\n",
            f"AUTH LOGIN\r\n334 UGFzc3dvcmQ6\r\n{R}\r\n"),
           ('a01 LOGIN ops "Mz9!kq"', f'a01 LOGIN ops "{R}"')),
        ("please login again",), needs=(("gfzc3dvcmq6", "auth plain", "login"),),
    ),
)  # fmt: skip
