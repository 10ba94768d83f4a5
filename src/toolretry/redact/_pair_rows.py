"""Rows for a secret that no name stands before, found by the place a tool or a runtime puts it:

* the second half of a `user:password` pair given to a flag (`ab -A u:p`, `wscat --auth u:p`,
  `skopeo --src-creds u:p`, `curl -E cert.pem:p`), and an API key given as the user half
  (`curl -u KEY:X`);
* a password-shaped string in a dump of a call's arguments or a frame's local variables
  (Python's `--- Logging error ---` block, Elixir's `FunctionClauseError`, Django's
  `Local Vars:`), or given to a call named for a credential (`PasswordAuthenticator('u', 'p')`);
* the text a conversion error quotes back (`Port could not be cast to integer value as 'p'`,
  a URL's password taken for its port; `invalid literal for int()` beside a secret's name);
* a password in the user-info of a URI written without `//` (`sip:1001:p@pbx`, `xmpp:`).

Each row declares the literals its finder needs (``Rule.needs``): the gate skips it for a
message without them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v
from ._placeholders import is_placeholder
from ._secret_names import name_words

__all__ = ["PAIR_ROWS"]


# --- a `user:password` pair given to a flag ------------------------------------------------------

# A flag, a blank or `=`, then `user:rest` quoted (the rest may hold blanks: WordPress's
# application passwords are six groups of four) or not.
_FLAG_PAIR = re.compile(
    r"(?<![\w-])(-{1,2}[A-Za-z][\w-]{0,30})(?:[ \t]+|=)"
    r"(?:(['\"])([^\s:'\"@]{1,128}):([^'\"\n]{1,256})\2|([^\s:'\"@]{1,128}):([^\s'\"]{1,256}))"
)
# The words of a flag that takes credentials (`--auth`, `--src-creds`, `--user`, `-u`).
_CREDENTIAL_FLAG_WORDS = frozenset({"auth", "creds", "cred", "credentials", "basic", "login"})
_USER_FLAG_WORDS = frozenset({"user", "u"})
# A digest's algorithm before its hex (`--hash=sha256:…`, `--checksum md5:…`): a file's or a
# package's digest, an identifier the reader compares, not a user and a password.
_DIGEST_ALGORITHM = re.compile(r"(?i)sha\d{0,3}|sha3-\d{3}|md5|blake2[bs]?|crc32c?|xxh\d{0,3}")


def _unclaimed(scan: Scan, start: int, end: int) -> Iterator[Span]:
    """The parts of ``start:end`` no earlier row took (one took the first group of a password
    with blanks: the rest is this row's), without the blanks at their edges."""
    for claim_start, claim_end, _ in scan.claimed:
        if claim_end <= start or claim_start >= end:
            continue
        if claim_start > start:
            yield from _stripped(scan.text, start, claim_start)
        start = max(start, claim_end)
    if start < end:
        yield from _stripped(scan.text, start, end)


def _stripped(text: str, start: int, end: int) -> Iterator[Span]:
    piece = text[start:end]
    if piece.strip():
        start += len(piece) - len(piece.lstrip())
        yield (start, start + len(piece.strip()))


def _flag_pairs(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if " -" not in text and "\t-" not in text:
        return  # (a flag follows a blank: most texts with a dash and a colon hold none)
    for match in _FLAG_PAIR.finditer(text):
        words = set(name_words(match.group(1)))
        quoted = match.group(2) is not None
        user_group, secret_group = (3, 4) if quoted else (5, 6)
        user, secret = match.group(user_group), match.group(secret_group).rstrip(".,;)")
        if _DIGEST_ALGORITHM.fullmatch(user) is not None:
            continue
        start = match.start(secret_group)
        named = not words.isdisjoint(_CREDENTIAL_FLAG_WORDS)
        for_user = named or not words.isdisjoint(_USER_FLAG_WORDS)
        if for_user and looks_generated(user) and REDACTED not in user:
            yield match.span(user_group)  # an API key as the user (`curl -u KEY:X`)
        if secret == REDACTED or secret.isdigit() or len(secret) < 3:
            continue
        if is_placeholder(secret.rsplit(None, 1)[-1] if secret.strip() else secret):
            continue  # (a variable the shell expands, `-H "Authorization: Bearer $TOKEN"`)
        # (a single-letter flag or `--user` takes `uid:gid`, `80:80`, `a:b` as often: only a
        # password-shaped half is one; `--auth`'s and `--creds`' second half always is)
        if named or looks_like_password(secret) or secretish(secret):
            yield from _unclaimed(scan, start, start + len(secret))


# --- a password-shaped string in a dump of arguments or local variables --------------------------

# Where a runtime lists the values a call was given or a frame held: the rest of the line (an
# argument tuple) and the indented lines after it.
_DUMP = re.compile(
    r"(?:^|\n)[ \t]*(?:Arguments:|Local Vars:|Locals:|The following arguments were given to)"
    r"[^\n]*(?:\n[ \t]+[^\n]*)*"
)
_QUOTED = re.compile(r"'([^'\n]{8,128})'|\"([^\"\n]{8,128})\"")
# A call named for a credential (`PasswordAuthenticator('u', 'p')`, `BasicAuth("u", "p")`).
_CREDENTIAL_CALL = re.compile(r"\b\w*(?:Password|Passwd|Auth|Secret|Token)\w*\(([^()\n]{1,512})\)")


def _quoted_secrets(text: str, start: int, end: int) -> Iterator[Span]:
    for match in _QUOTED.finditer(text, start, end):
        group = 1 if match.group(1) is not None else 2
        value = match.group(group)
        if value != REDACTED and (secretish(value) or looks_like_password(value)):
            yield match.span(group)


def _dumped_values(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "arguments" in folded or "locals:" in folded or "local vars" in folded:
        for block in _DUMP.finditer(text):
            yield from _quoted_secrets(text, *block.span())
    if "(" in text:
        for call in _CREDENTIAL_CALL.finditer(text):
            yield from _quoted_secrets(text, *call.span(1))


# --- the text a conversion error quotes back ------------------------------------------------------

_PORT_ERROR = re.compile(r"port could not be cast to integer value as '([^'\n]{3,128})'")
_INT_ERROR = re.compile(r"invalid literal for (?:int|float)\(\)[^:\n]{0,20}: '([^'\n]{3,128})'")
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{1,63}")


def _conversion_errors(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "port could not be cast" in folded:
        # (the text after a netloc's last colon: a password when its `@` went missing)
        for match in _PORT_ERROR.finditer(folded):
            value = match.group(1)
            if value.isdigit() or value == REDACTED.lower():
                continue
            if value.isalpha() and value.isascii() and len(value) <= 12:
                continue  # a word, the port's name or number written out (`http`, `eight`)
            yield match.span(1)
    if "invalid literal" in folded:
        matches = list(_INT_ERROR.finditer(folded))
        # (a PIN or a password read as a number: only where the message names a secret)
        if matches and any(scan.is_secret_name(name) for name in _NAME.findall(text)):
            for match in matches:
                value = text[match.start(1) : match.end(1)]
                if value != REDACTED and (secretish(value) or looks_like_password(value)):
                    yield match.span(1)


# --- a password in a URI's user-info written without `//` ----------------------------------------

_OPAQUE_USERINFO = re.compile(
    r"(?<![\w.+/-])(?:sips?|xmpp|h323|iax2?|tel|mailto|sms|im|pres):"
    r"[^\s:@/]{1,64}:([^\s@/]{3,128})@[\w-]+(?:\.[\w-]+)+"
)


def _opaque_userinfo(scan: Scan) -> Iterator[Span]:
    for match in _OPAQUE_USERINFO.finditer(scan.text):
        if not match.group(1).isdigit() and match.group(1) != REDACTED:
            yield match.span(1)


# --- `user:password@host` with no well-formed URL around it -------------------------------------

# RFC 3986's user-info before a host wherever no `scheme://` the URL rows read precedes it: a
# netloc printed alone (a parse result's `netloc='u:p@h'`, an XML-RPC client's `u:p@h/RPC2`),
# or a URL whose port or scheme is broken (`http://u:p@h:port/`). The host must read as one:
# a dotted name ending in letters, or four numbers (`react-dom@18.2.0` is a package's version).
# (a password may hold an `@` itself: the host follows the last one)
_BARE_USERINFO = re.compile(
    r"(?<![\w.+%:@-])[\w.,=~-]{1,64}:([^\s:@/'\"<>][^\s:/'\"<>]{5,127})"
    r"@(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}"
    r"|(?P<single>[A-Za-z][A-Za-z0-9-]{0,62}))(?![\w.-])"
)


# What follows the host of a well-formed URL: a numeric port or none, then the URL's end.
_URL_GOES_ON = re.compile(r"(?::[0-9]{1,5})?(?:[/?#\s'\")>\]]|$)")


def _bare_userinfo(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for match in _BARE_USERINFO.finditer(text):
        value = match.group(1)
        if text.endswith("://", 0, match.start()) and _URL_GOES_ON.match(text, match.end()):
            continue  # A well-formed URL: the URL rows' to read (and a policy's to switch off).
        if _DIGEST_ALGORITHM.fullmatch(text, match.start(), match.start(1) - 1) is not None:
            continue  # a digest and what it names (`sha256:<hex>@…`), no user and password
        if match.group("single") is not None:
            # A host of one label (`@pypi`, `@db`, a compose service): only a value a generator
            # made says that `name:value@` is a login there.
            if value != REDACTED and looks_generated(value):
                yield match.span(1)
        elif value != REDACTED and (secretish(value) or looks_like_password(value)):
            yield match.span(1)


R = REDACTED
PAIR_ROWS: tuple[Rule, ...] = (
    Rule(
        "flag_pair", (" -",), _flag_pairs,
        "the flag, the user (unless a generated key), a uid:gid or a port mapping",
        _v(("siege -A qa:Zt7#kLm2pQ url", f"siege -A qa:{R} url"),
           ("cli --auth ops:abc.DEFgh x", f"cli --auth ops:{R} x"),
           ('wget --basic-creds "ci:Hq2w Lm9z Rt5x" u', f'wget --basic-creds "ci:{R}" u'),
           ("curl -u 7fa0c1d2e3b4a5968778695a4b3c2d1e:X https://x",
            f"curl -u {R}:{R} https://x")),
        ("docker run -p 8080:80 img", "docker run --user 1000:1000 img", "tar -C a:b",
         "docker run --user app:app img", "ssh -L 5432:db:5432 host"),
        needs=(("-",), (":",)),
    ),
    Rule(
        "value_dump", ("arguments", "locals:", "local vars", "("), _dumped_values,
        "names, emails, paths and words among the values; only password-shaped strings go",
        _v(("Arguments: ('bo', 'Wq8#zLp2xv')", f"Arguments: ('bo', '{R}')"),
           ("Local Vars:\n  pw = 'hX4~mNq9Zt'\n  n = 'b'", f"Local Vars:\n  pw = '{R}'\n  n = 'b'"),
           ("BasicAuthHandler('ops', 'Tz5!qW8mLp')", f"BasicAuthHandler('ops', '{R}')")),
        ("Arguments: ('ana', 'report.pdf')", "Locals:\n  path = '/srv/app/main.py'",
         "TokenBucket('api', 'per-minute')"),
        needs=(("arguments", "locals:", "local vars", "auth", "pass", "secret", "token"),),
    ),
    Rule(
        "conversion_error", ("port could not be cast", "invalid literal"), _conversion_errors,
        "a number, and the text of a conversion with no secret's name near it",
        _v(("Port could not be cast to integer value as 'Qm7kLz'",
            f"Port could not be cast to integer value as '{R}'"),
           ("invalid literal for int() with base 10: 'x8Kd2pQ7z' (reading DEVICE_PIN)",
            f"invalid literal for int() with base 10: '{R}' (reading DEVICE_PIN)")),
        ("invalid literal for int() with base 10: 'abc' (column age)",
         "invalid literal for int() with base 16: 'zz' (register count)"),
        needs=(("port could not be cast", "invalid literal"),),
    ),
    Rule(
        "opaque_userinfo", ("sip", "xmpp", "h323", "iax", "tel:", "mailto:", "sms:", "im:",
                            "pres:"), _opaque_userinfo,
        "the scheme, the user and the host",
        _v(("sip:2001:Xq7#mZ@voip.acme.io", f"sip:2001:{R}@voip.acme.io"),),
        ("sip:2001@voip.acme.io", "sips:alice@pbx.example.org:5061"),
        needs=((":",), ("@",)),
    ),
    Rule(
        "bare_userinfo", ("@",), _bare_userinfo,
        "the user and the host; a package's version, an email, a port",
        _v(("<Fault for svc:Kq7mZx2Lw9pR@10.2.3.4/rpc>", f"<Fault for svc:{R}@10.2.3.4/rpc>"),
           ("netloc='uid=ops,ou=x:Tz5!qW8mLp@dir.corp.example'",
            f"netloc='uid=ops,ou=x:{R}@dir.corp.example'"),
           ("bad port in ftp://ci:Hq2wLm9zRt5x@files.example.org:ftp/",
            f"bad port in ftp://ci:{R}@files.example.org:ftp/")),
        ("npm ERR! npm:react-dom@18.2.0 not found", "mail ops@example.org", "a:b@c",
         "pip install pkg:extra-tools@files.example.org"),
        needs=((":",), ("@",)),
    ),
)  # fmt: skip
