"""A secret printed for a person: the lone word on the line after a line that names a credential
(`$ pass show db/prod`, `security find-generic-password -w`, `kubectl create token ci`, `aws ecr
get-login-password | …`, `op read op://…/credential`, redis-cli's `CONFIG GET masterauth` answer
of the name, then the value). What a secret store or a token command prints is the secret
alone on its line; a line of words, a path, a date or an id after such a line stays. And a key
or codes printed in groups for a person to type or keep (`I1lT 6Qpd gRUe nskS …` to enter
by hand in an authenticator, backup codes `882b-e883  e05a-887b …`) after a word that says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import record_field, secretish
from ._engine import (
    ESCAPED_BREAK,
    REDACTED,
    Rule,
    Scan,
    Span,
    is_uuid,
    looks_generated,
    real_breaks,
)
from ._selected_columns import selects_columns

__all__ = ["PRINTED_ROWS"]

# A line holding one run of non-blank characters, as a command prints a secret (up to a long
# registry token: a few thousand characters of base64). The search starts at a line break
# only, so each line is looked at once.
# (redis-cli numbers and quotes each answer: `2) "…"`; an agent's transcript marks a tool's
# output, `⎿  …`; an API answers one member, `{"result": "…"}`)
_LONE_WORD = re.compile(
    r"\n[ \t]*(?:[\u23bf\u2502\u2503>][ \t]+)?(?:\d{1,3}\)[ \t]+)?"
    r"(?:\{[ \t]*\"[\w.-]{1,40}\"[ \t]*:[ \t]*)?\"?([^\s\"]{8,8192})\"?(?:[ \t]*\})?"
    # (the line's end, or a repr's string's end: `'…\\n<value>', 401)`)
    r"[ \t]*(?=\r?\n|$|['\"](?:[,)\]}]|$))"
)
# What names a credential on the line before: a word's stem (not `--author`), a secret store's
# read command (1Password's `op read`, Vault's `-field=`) whose name says nothing of what it
# prints.
_NAMES_A_CREDENTIAL = re.compile(
    r"pass|pwd|(?<![a-z])pw(?![a-z])|token|secret|cred|auth(?!or)|api[-_ ]?key|private[-_ ]?key"
    r"|\bop (?:read|item get)"
    r"|-field[= ]|\w\.key(?![\w.])"  # (a key file read: `config/master.key`, `tls.key`)
    # (a pre-shared key's file; a command that makes a random value: `openssl rand -base64 32`)
    r"|psk|\brand\b|random"
    # (a call that makes a key: `crypto.generateKeySync(…)`, `derive_key(…)`, `genkey`)
    r"|generate\w{0,12}key|derive\w{0,8}key|gen_?key"
)
# A shell's prompt: the command line a few lines up, past what the command printed first (at
# the line's start, or after a message's label: `RuntimeError: $ python …`).
_PROMPT = re.compile(r"(?:^|: )[ \t]*(?:\$|#|>|ps [^>\n]{0,60}>)[ \t]")
_LINES_UP = 8
# A fence that opens a shell's code block (```shell): its first line is a command, as a
# prompt's is (an agent shows the command it runs so, then asks, then prints its output).
_SHELL_FENCE = re.compile(
    r"[ \t]*(?:```|~~~)(?:shell|bash|sh|zsh|console|powershell|ps1|cmd)[ \t]*"
)
# A Markdown fence opening (```, ```text) between the line that names the file and its content.
_FENCE = re.compile(r"[ \t]*(?:```|~~~)[\w+-]{0,20}[ \t]*")
_LINE_BEFORE = 400  # how far back the line before is read (a longer one: its end only)
# A long token of one alphabet (base64, a JWT, a registry's login token), past the length
# `looks_generated` asks of a key.
_LONG_TOKEN = re.compile(r"[A-Za-z0-9+/_.-]{40,}={0,2}")


def _printed_secret(value: str) -> bool:
    """Whether a lone word is shaped as a printed secret is: a password's or a key's shape, or
    a long token that mixes cases and digits."""
    if value == REDACTED or value.startswith(REDACTED):
        return False
    if record_field(value):
        return False  # a record's field (`TRIGGER:-PT15M` of an iCalendar alarm), not a value
    if secretish(value) or looks_generated(value, 12) or is_uuid(value):
        return True  # (a UUID printed alone under a credential's name is one: Nexus, Consul)
    return (
        _LONG_TOKEN.fullmatch(value) is not None
        and any(map(str.isdigit, value))
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
    )


def _printed_secrets(scan: Scan) -> Iterator[Span]:
    text, folded = real_breaks(scan.text), real_breaks(scan.folded)
    # (each line break found with `find`, the lone word matched there: no search of the text)
    newline = text.find("\n")
    while newline != -1:
        match = _LONE_WORD.match(text, newline)
        newline = text.find("\n", newline + 1)
        if match is None:
            continue
        before = folded.rfind("\n", max(0, match.start() - _LINE_BEFORE), match.start())
        line = folded[before + 1 : match.start()]
        if before > 0 and _FENCE.fullmatch(line):
            start_of_line = folded.rfind("\n", max(0, before - _LINE_BEFORE), before)
            line = folded[start_of_line + 1 : before]
        if _NAMES_A_CREDENTIAL.search(line) is None and not _command_up(folded, before):
            continue
        start, end = match.span(1)
        value = text[start:end]
        if any(cell in line and cell in value for cell in ",;|"):
            continue  # a table's header and one of its rows (`id;passwd;role`)
        if ("|" in value or "," in value) and selects_columns(line):
            continue  # a row of the columns a query named: ``_selected_columns`` reads it
        if REDACTED in value:
            # (a row hid a piece of it, `[REDACTED]=xsss!7w…`: the word alone on its line is
            # the secret, so the rest of it goes too)
            at = start
            for piece in value.split(REDACTED):
                if len(piece) >= 4:
                    yield (at, at + len(piece))
                at += len(piece) + len(REDACTED)
        elif _printed_secret(value):
            yield (start, end)
        elif (colon := value.find(":")) > 0 and _printed_secret(value[colon + 1 :]):
            yield (start + colon + 1, end)  # (`identity:key`, a pre-shared key file's line)


def _command_up(folded: str, before: int) -> bool:
    """Whether one of the few lines above ``before`` is a command line that names a credential
    (`$ python -c "…get_random_secret_key()…"`, then a line it printed, a blank, the key), or
    the first line of a shell's code block."""
    for _ in range(_LINES_UP):
        if before <= 0:
            return False
        start = folded.rfind("\n", max(0, before - _LINE_BEFORE), before)
        line = folded[start + 1 : before]
        if _PROMPT.search(line) is not None:
            return _NAMES_A_CREDENTIAL.search(line) is not None
        if start > 0:
            above = folded.rfind("\n", max(0, start - _LINE_BEFORE), start)
            if _SHELL_FENCE.fullmatch(folded, above + 1, start):
                return _NAMES_A_CREDENTIAL.search(line) is not None
        before = start
    return False


# --- a key or codes printed in groups ---------------------------------------------------------

# Four or more groups of 4 to 8 letters and digits (each maybe two joined by `-`), one or two
# blanks apart, after a colon (and a line break): how a TOTP seed, a recovery key or a list of
# backup codes is shown to be typed. (The search starts at a colon: few places to try.)
_GROUPS = re.compile(
    r":[ \t]*\r?\n?[ \t]*([A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8})?(?:[ \t]{1,2}[A-Za-z0-9]{4,8}"
    r"(?:-[A-Za-z0-9]{4,8})?){3,})(?![\w-])"
)
# What says the groups are a secret shown to a person to type or to keep: an authenticator's
# setup (a key entered by hand), recovery and backup codes, a seed. (Not `key` or `code`
# alone: most messages that hold them print no groups, and the row would run on each.)
_GROUP_WORDS = ("manual", "authenticator", "totp", "2fa", "mfa", "recovery", "backup", "seed")
_GROUP_CUES = re.compile("|".join(_GROUP_WORDS))
_DUMP_OFFSET = re.compile(r"[ \t]*[0-9a-fA-F]{4,16}:?[ \t]+")
_GROUP_WINDOW = 64  # how far after the word that names them the groups may start


def _grouped_secrets(scan: Scan) -> Iterator[Span]:
    # (the groups are looked for first, in one pass: most texts hold none)
    colon = scan.text.find(":")
    while colon != -1:
        found = _GROUPS.match(scan.text, colon)
        colon = scan.text.find(":", colon + 1)
        if found is None:
            continue
        start, end = found.span(1)
        line = scan.text.rfind("\n", 0, start) + 1
        if _DUMP_OFFSET.fullmatch(scan.text, line, start) is not None:
            continue  # a hex dump's row: `dump_rows` reads its two columns together
        if _GROUP_CUES.search(scan.folded, max(0, start - _GROUP_WINDOW), start):
            pieces = found.group(1).replace("-", "").split()
            # (groups of one shape, as a program prints them; together they look generated)
            if len({len(piece) for piece in pieces}) == 1 and looks_generated("".join(pieces)):
                yield (start, end)


# PHP's `var_dump` prints an array's key on one line and its value, with its type and length,
# on the next (`["pass"]=>` then `string(12) "…"`; a property as `["pass":protected]=>`): the
# key names the value as `name => value` would.
_VAR_DUMP = re.compile(
    r"\[\\?\"([^\"\\\n]{1,64})\\?\"(?::[a-z\\\"]{1,40})?\]=>[ \t]*(?:\r?\n|\\n)[ \t]*"
    r"string\(\d{1,6}\)[ \t]+\\?\"([^\"\\\n]{1,4096})\\?\""
)


def _var_dumps(scan: Scan) -> Iterator[Span]:
    for match in _VAR_DUMP.finditer(scan.text):
        if match.group(2) != REDACTED and scan.is_secret_name(match.group(1)):
            yield match.span(2)


PRINTED_ROWS = (
    Rule(
        "printed_secret",
        ("pass", "pwd", "token", "secret", "cred", "auth", "key", "op ", "-field", "psk", "rand"),
        _printed_secrets,
        "the command line and every other line",
        (
            (
                "$ doppler secrets get STRIPE_KEY --plain\n9fQ2xLmP7vT4kZ8wN3bY6u\nexit 1",
                f"$ doppler secrets get STRIPE_KEY --plain\n{REDACTED}\nexit 1",
            ),
            (
                "$ vault kv get -field=value kv/ci\nH7q!mZ2pLx9w\n",
                f"$ vault kv get -field=value kv/ci\n{REDACTED}\n",
            ),
            ('1) "requirepass"\n2) "Wq8.zLp3Rt"', f'1) "requirepass"\n2) "{REDACTED}"'),
        ),
        (
            "$ kubectl get secret db -o name\nsecret/db\n",
            "token expired at\n2026-12-04T05:47:01Z\n",
            "$ gh auth status --hostname github.com\ngithub.example.com\n",
            "$ git log -1 --format=%h --author=ci\n8b1f0c2e9\n",
            "Password reset requested\nPasswordResetRequested\n",
        ),
        needs=(("\n", ESCAPED_BREAK),),
    ),
    Rule(
        "grouped_secret",
        _GROUP_WORDS,
        _grouped_secrets,
        "the words that name the groups",
        (
            (
                "Your recovery key: 7hQ2 xK9m Lp4W zR8t Vn3C",
                f"Your recovery key: {REDACTED}",
            ),
            (
                "backup codes:\n4f2a-91cc  0b7e-d35f  a8c1-77e2  5d09-e4b6",
                f"backup codes:\n{REDACTED}",
            ),
        ),
        (
            "backup error codes: E001 E002 E003 E004",
            "recovery key slots: ABCD EFGH IJKL MNOP",
            "the secret is out there in many more words",
        ),
        needs=((":",),),
    ),
    Rule(
        "php_var_dump",
        ("]=>",),
        _var_dumps,
        "the keys, and the values of keys that name no secret",
        (
            (
                'array(1) {\n  ["api_token"]=>\n  string(10) "Qz8mW3kLp2"\n}',
                f'array(1) {{\n  ["api_token"]=>\n  string(10) "{REDACTED}"\n}}',
            ),
            (
                'array(2) {\n  ["user"]=>\n  string(3) "ops"\n  ["db_passwd"]=>\n'
                '  string(9) "k2#Lm9QzT"\n}',
                f'array(2) {{\n  ["user"]=>\n  string(3) "ops"\n  ["db_passwd"]=>\n'
                f'  string(9) "{REDACTED}"\n}}',
            ),
        ),
        ('array(1) {\n  ["user"]=>\n  string(4) "shop"\n}',),
        needs=(("]=>",),),
    ),
)
