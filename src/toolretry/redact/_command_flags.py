"""The rule table's command-line row: flags that take a secret, attached or separate (see
``_table``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Span, is_file_path, is_uuid, looks_generated

__all__ = ["command_flags", "looks_like_password"]


# --- command lines: flags that take a secret, attached or separate ------------------------------

# `-p` (mysql, docker login, sshpass, az), `-a` (redis-cli), `-w` (ldapsearch): the value after
# a blank or, for `-p`, glued (`-pS3cret`); in an argv list (`'-p', 'S3cret'`) too. Any other
# one-letter flag (`-P`, `-k`, `-N`, `-A`...): its value if it is shaped like a password.
# (the dash first, then what may not stand before it: the engine finds a literal first fast)
_SHORT_FLAG = re.compile(
    r"-(?<![\w-]-)(?:(p)|([aw])|[A-Za-z])(?:[ \t]+|(?(1)|(?!)))(['\"]?)([^\s'\"]{4,})\3"
    r"|['\"]-[A-Za-z]['\"],[ \t]*(['\"])([^'\"]{4,})\5"
)
# A flag or a setting named for a credential (`--db-password`, `-storepass`, `wifi-sec.psk`).
_NAMED = r"(?:pass(?:word|wd|phrase)?|pwd|secret|token|psk|api-?key)"
_NAMED_VALUE = r"(?![\w-])[ \t=]+(['\"]?)([^\s'\"]{3,})\1"
_NAMED_FLAG = re.compile(r"-(?<![\w-]-)-?[a-z][\w.-]*?" + _NAMED + _NAMED_VALUE)
_NAMED_SETTING = re.compile(r"(?<![\w-])[a-z][\w-]*\." + _NAMED + _NAMED_VALUE)
_SETTING_CUES = (".pass", ".pwd", ".secret", ".token", ".psk", ".api")
# A password after a user: `-u deploy,S3cret` (lftp), `/user:CORP\\svc S3cret` (net use),
# `scott/S3cret@db` (sqlplus), `-U 'CORP\\svc%S3cret'` (smbclient).
_AFTER_USER = re.compile(
    r"(?<![\w-])(?:-u[ \t]+['\"]?[^\s,'\"]+,|/user:\S+[ \t]+)([^\s'\"]{3,})"
    r"|(?<![\w/])[\w.-]+/([^\s/@'\"]{3,})@"
)
# A user given by its flag (`-u bblp`, `-U sa`, `--username admin`): a `-P` beside it is the
# password (mosquitto, sqlcmd, ipmitool, bcp), whatever its shape.
_USER_FLAG = re.compile(r"(?<![\w-])(?:-[uU]|--user(?:name)?)[ \t=]+['\"]?[\w.@\\-]+")
_PERCENT_USER = re.compile(r"(?<![\w-])-U[ \t]+['\"]?[^\s%'\"]+%([^\s'\"]{3,})")
_OPENSSL_PASS = re.compile(r"(?<![\w-])pass:([^\s'\"]{3,})")
_HTPASSWD = re.compile(r"htpasswd(?:[ \t]+-\w+)*[ \t]+\S+[ \t]+\S+[ \t]+([^\s:]{3,})")
# Windows-style flags (`xfreerdp /p:S3cret`, `/password:`), PowerShell's plain-text secure
# string, `net user NAME S3cret`, and a value echoed into a command that reads it from stdin
# (`echo S3cret | docker login --password-stdin`).
_SLASH_FLAG = re.compile(r"(?<![\w/:])/(?:p|pw|pass|password|pwd|passwd):([^\s'\"]{3,})", re.I)
_SECURE_STRING = re.compile(
    r"convertto-securestring(?:[ \t]+-string)?[ \t]+(['\"]?)([^\s'\"]{3,})\1", re.I
)
_NET_USER = re.compile(r"(?<![\w-])net[ \t]+user[ \t]+\S+[ \t]+(?!/)([^\s*'\"]{3,})", re.I)
# (each `echo` of a group piped as one, `(echo P; echo P) | htdigest …`, the password typed
# twice to confirm it, is looked at: the pipe is asked ahead, not taken)
_ECHOED = re.compile(
    r"(?<![\w-])(?:echo|printf)(?:[ \t]+-[ne]+)?[ \t]+(['\"]?)([^\s'\"|;)]{3,})\1"
    r"(?=(?:[ \t]*;[ \t]*(?:echo|printf)[^|;\n]{1,140})*[ \t]*\)?[ \t]*\|"
    r"[^|\n]{0,200}?(?:[-_]stdin|passwd|chpasswd|login|ssh-add|kinit|sudo[ \t]+-[sS]|cryptsetup|"
    r"htdigest|pure-pw))"
)
# Any value echoed into another command's input that looks generated (`echo -n '…' | kubeseal`,
# `| base64`, `| gh secret set`): what a shell pipes into a tool is its input, and a generated
# value given so is a key or a token. A hash or a UUID echoed into `cut` is not.
_ECHOED_INTO = re.compile(
    r"(?<![\w-])(?:echo|printf)(?:[ \t]+-[ne]+)?(?:[ \t]+'%s')?[ \t]+(['\"]?)([^\s'\"|;)]{16,})\1"
    r"(?=[ \t]*\|)"
)
_HEX_ONLY = re.compile(r"(?:0x)?[0-9a-fA-F]+")


# Lower-case words joined by `-` (`-p my-app-prod`, `-a cache-warmer`): `-p`, `-a` and `-w`
# name a package, project, profile or app as often as a password, and a name reads so.
_KEBAB_NAME = re.compile(r"[a-z]{2,}(?:-[a-z]{2,})+")
# ...but four groups of four letters is the shape of an app-specific password (Apple's
# `abcd-efgh-ijkl-mnop`, which tools that cannot do two-factor logins take after `-p`).
_APP_PASSWORD = re.compile(r"[a-z]{4}(?:-[a-z]{4}){3}")
_PLAIN_PATH = re.compile(r"[a-z0-9_.-]+(?:/[a-z0-9_.-]*)+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PASSWORD_SYMBOLS = frozenset("!@#$%^&*~?+")
_NOT_IN_PASSWORD_SHAPE = frozenset("/=:,;.\\")


def _flag_value_is_secret(value: str) -> bool:
    """A flag's value that can be a password: not a number (`-p 6379` is a port), a path, a
    plain lower-case word (`mkdir -p build`), another flag or a format (`-w '%{http_code}'`)."""
    if value.isdigit() or value[0] in "-$%/.~" or is_file_path(value) or "%{" in value:
        return False
    if value.replace(":", "").replace(".", "").isdigit():
        return False  # a port mapping or an address (`-p 8080:80`)
    if "/" in value and _PLAIN_PATH.fullmatch(value):
        return False
    return not (value.isalpha() and (value.islower() or value.istitle()))


def looks_like_password(value: str) -> bool:
    """Shaped like a password: letters with digits or of both cases, and a symbol; not a path,
    a URL, an email address or a version."""
    return (
        8 <= len(value) <= 64
        and any(map(str.isalpha, value))
        and (any(map(str.isdigit, value)) or not (value.islower() or value.isupper()))
        and not _PASSWORD_SYMBOLS.isdisjoint(value)
        and _NOT_IN_PASSWORD_SHAPE.isdisjoint(value)
        and _EMAIL.fullmatch(value) is None
    )


def _trimmed(match: re.Match[str], group: int) -> tuple[str, Span]:
    """A value and its span without the punctuation that ends a sentence or a command."""
    start = match.start(group)
    value = match.group(group).rstrip(":,;.)")
    return value, (start, start + len(value))


def command_flags(text: str, folded: str) -> Iterator[Span]:
    # Each pattern runs only where a literal all its matches hold is present: a long text
    # with a dash would otherwise pay a dozen full scans (some case-insensitive) for one row.
    if "-" in text:
        for match in _SHORT_FLAG.finditer(text):
            value, span = _trimmed(match, 4 if match.group(4) is not None else 6)
            if not value or value == REDACTED:
                continue
            if value.endswith("]") and "[" in text[max(0, span[0] - 8) : span[0]]:
                continue  # a usage line's option and its placeholder (`[-a alg]`, `[-p pass]`)
            known = match.group(1) or match.group(2)
            if not known and text[match.start() + 1] == "P" and _USER_FLAG.search(text):
                known = "P"  # (`-u bblp -P 33124733`, `-U sa -P …`: the user's password)
            if known and _KEBAB_NAME.fullmatch(value) and not _APP_PASSWORD.fullmatch(value):
                continue  # `dune build -p mirage-crypto-pk`: a package or profile's name
            if known == "P" and value.isdigit():
                if len(value) > 5:  # (digits no port has: `mysql -u root -P 3306` is one)
                    yield span
            elif _flag_value_is_secret(value) if known else looks_like_password(value):
                yield span
    for pattern, cued in (
        (_NAMED_FLAG, "-" in text and (
            "pass" in text or "pwd" in text or "secret" in text or "token" in text
            or "psk" in text or "api" in text
        )),
        (_NAMED_SETTING, "." in text and any(cue in text for cue in _SETTING_CUES)),
    ):  # fmt: skip
        if cued:
            for match in pattern.finditer(text):
                value, span = _trimmed(match, 2)
                if value and value != REDACTED and _flag_value_is_secret(value):
                    yield span
    if "-u" in text or "/user:" in text or ("/" in text and "@" in text):
        for match in _AFTER_USER.finditer(text):
            value, span = _trimmed(match, 1 if match.group(1) is not None else 2)
            if looks_like_password(value):
                yield span
    for pattern, cued in (
        (_PERCENT_USER, "-U" in text and "%" in text),
        (_OPENSSL_PASS, "pass:" in text),
        (_HTPASSWD, "htpasswd" in text),
        (_SLASH_FLAG, "/p" in folded),
        (_NET_USER, "user" in folded and "net" in folded),
    ):
        if cued:
            for match in pattern.finditer(text):
                if match.group(1) != REDACTED:
                    yield match.span(1)
    for pattern, cued in (
        (_SECURE_STRING, "convertto-securestring" in folded),
        (_ECHOED, "|" in text and ("echo" in text or "printf" in text)),
    ):
        if cued:
            for match in pattern.finditer(text):
                if match.group(2) != REDACTED:
                    yield match.span(2)
    if "|" in text and ("echo" in text or "printf" in text):
        for match in _ECHOED_INTO.finditer(text):
            value = match.group(2)
            if looks_generated(value, 16) and not (is_uuid(value) or _HEX_ONLY.fullmatch(value)):
                yield match.span(2)
