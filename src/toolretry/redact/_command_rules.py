"""Secrets in the shapes of commands and configuration rather than of `name=value` pairs:
`curl -u user:password`, Go's `user:p@ss@tcp(host)/db`, a YAML value on the line after its
name, and a seed phrase of a dozen words."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from ._code_shapes import grouped_code
from ._engine import looks_generated
from ._look import find_all, stem_hits
from ._text_rules import NAME_CHAR_SET, NAME_RUN, REDACTED, name_start

__all__ = ["curl_users", "go_dsns", "next_line_values", "seed_phrases"]

# `curl -u admin:pw`, `--user admin:pw`, `--proxy-user`, `-U` (curl's proxy user), glued
# `-uadmin:pw`, or as items of a repr'd argument list (`'-u', 'admin:pw'`). The dash first: a
# pattern that opens with a literal is searched for it, not tried at every position.
_CURL_USER = re.compile(
    r"(-(?<![A-Za-z0-9_-]-)(?:-(?:proxy-)?user(?:[ \t]+|=|['\"],[ \t]*['\"])"
    # (or after other short flags in one word, `-su`, `-sSu`, `-vu`)
    r"|[a-zA-Z]{0,4}(?<=[-a-zA-Z])[uU](?:[ \t]*|['\"],[ \t]*['\"]))['\"]?)"
    # (the user may be an e-mail address: `-u ops@example.com:<api token>`, as help desks and
    # issue trackers take their API tokens)
    # (no user, `-u ':<key>'`: the key is the password; the password alone quoted, `-u
    # admin:'<password>'`)
    r"([^\s:\"'/\\]{0,128}):(['\"]?)([^\s\"'\\]{0,256})\3"
)


def curl_users(text: str) -> Iterator[tuple[int, int]]:
    """``curl -u admin:pw`` -> ``curl -u admin:[REDACTED]``; not ``docker -u 1000:1000`` nor
    ``-u app:app`` (a user and its group). ``curl -u <key>:`` with nothing after the colon is
    how APIs that take their key as the user are called (Stripe's docs and many since): the
    user is the key, hidden when it is long and holds a digit; so it is before a password when
    it is generated-looking or a key's groups (`-u W9YX-T6GY-S5SI-NMRE:footastic`)."""
    for match in _CURL_USER.finditer(text):
        _, user, _, password = match.groups()
        if not user and (not password or password.isdigit()):
            continue  # (`-u :1000`, a group alone)
        if not password:
            if len(user) >= 12 and "@" not in user and any(c.isdigit() for c in user):
                yield match.span(2)
            continue
        if "@" not in user and (looks_generated(user) or ("-" in user and grouped_code(user))):
            yield match.span(2)  # (a key as the user, a word as the password: Wufoo's, Harvest's)
        if not (
            password == user
            or (user.isdigit() and password.isdigit())
            or REDACTED in password
            or password.lower() in ("null", "none", "")
            # (`user@host:path` or `user@host:port`: scp's and git's remote, not a login)
            or ("@" in user and ("/" in password or "." in password or password.isdigit()))
        ):
            yield match.span(4)


_DSN_USER = re.compile(r"(?<![A-Za-z0-9_.:/@-])[A-Za-z0-9_.-]{1,64}:")
_DSN_ENDS = (" ", "\t", "\n", "\r", '"', "'", "`", "\x1c", "\x1d", "\x1e")


def go_dsns(text: str) -> Iterator[tuple[int, int]]:
    """Go's MySQL DSN has no scheme: ``user:password@tcp(host:3306)/db``. The password may hold
    `@` and `:`, so it is found backwards from the `@tcp(` (or `@unix(`): a regex forwards
    would try every `@` and every start again."""
    hits = sorted(find_all(text, "@tcp(") + find_all(text, "@unix("))
    done = previous = 0
    for hit in hits:
        if hit < done:
            continue
        # Not back past the last `@tcp(`: a password holding one is no password, and each
        # search stays short however many there are.
        window_start, previous = max(done, previous, hit - 330), hit + 1
        # The DSN starts after the last blank or quote (a bounded look back, in C).
        start = max(text.rfind(end, window_start, hit) for end in _DSN_ENDS) + 1
        start = max(start, window_start)
        user = _DSN_USER.search(text, start, hit)
        if user is None or user.end() >= hit or text.startswith("//", user.end()):
            continue
        if text[user.end() : hit] == REDACTED:
            continue
        yield (user.end(), hit)
        done = hit


# After a name: its colon, nothing else on the line but a block indicator (`|`, `>-`) or a
# comment, a line break (raw, or a repr'd `\n` whose letter `_policy` swapped for `\x1c`), then
# the value's line, indented.
_BREAK = r"(?:\r?\n|\\\x1e\\\x1c|\\\x1c)"
_NEXT_LINE = re.compile(
    r"['\"]?[ \t]*:[ \t]*(?P<block>[|>][-+1-9]{0,2}[ \t]*)?(?:#[^\r\n\\]{0,200})?" + _BREAK
    + r"(?P<indent>[ \t]{1,40})(?:-[ \t]+)?(?P<value>[^\s\\#][^\r\n\\]{0,4000}?)[ \t]*"
    r"(?=\r|\n|\\\x1c|\\\x1e|$)"
)  # fmt: skip
# A line that is a key of a nested mapping (`  username: bob`), not a value.
_MAPPING_KEY = re.compile(r"[\"']?[A-Za-z0-9_.$-]{1,96}[\"']?[ \t]*:(?:[ \t]|$)")
_LINE = re.compile(r"(?:\r?\n|\\\x1e\\\x1c|\\\x1c)(?P<indent>[ \t]*)(?P<value>[^\r\n\\]*)")


def next_line_values(
    text: str, stems: Iterable[str], folded: str, is_secret_name: Callable[[str], bool]
) -> Iterator[tuple[int, int]]:
    """``password: |\\n  V`` or ``api_key:\\n  V`` (YAML) -> the value's line(s) hidden."""
    hits = stem_hits(folded, stems)
    done = skip = 0
    for hit in hits:
        if hit < skip:
            continue
        end = NAME_RUN.match(text, hit).end()  # type: ignore[union-attr]
        skip = end
        if (match := _NEXT_LINE.match(text, end)) is None:
            continue
        start = hit if not hit or text[hit - 1] not in NAME_CHAR_SET else name_start(text, hit)
        value = match.group("value")
        if _MAPPING_KEY.match(value) or value == REDACTED or not is_secret_name(text[start:end]):
            continue
        yield match.span("value")
        done = skip = match.end("value")
        if match.group("block"):
            # A block scalar goes on while lines are indented as deep as its first.
            depth = len(match.group("indent"))
            while (line := _LINE.match(text, done)) is not None and (
                len(line.group("indent")) >= depth and line.group("value").strip()
            ):
                if line.group("value").strip() != REDACTED:
                    yield line.span("value")
                    done = skip = line.end("value")
                else:
                    break


# A BIP-39 seed phrase: 12 to 24 lowercase words after its name, a separator or "is".
_SEED_PHRASE = re.compile(
    r"(?P<name>mnemonic|(?:secret[ _-]?)?(?:seed|recovery)[ _-]?(?:phrase|words))"
    r"[\"']?(?:[ \t]*[:=\uff1a][ \t]*|[ \t]+(?:is|was)[ \t]+|[ \t]+)[\"']?"
    r"(?P<value>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})(?![a-z])"
)


def seed_phrases(
    text: str, folded: str, is_secret_name: Callable[[str], bool]
) -> Iterator[tuple[int, int]]:
    """``mnemonic: abandon ability able …`` -> ``mnemonic: [REDACTED]``: the key-value rule
    would hide only the first word."""
    done = 0
    for match in _SEED_PHRASE.finditer(folded):
        if match.start() < done or not is_secret_name(match.group("name").replace(" ", "_")):
            continue
        yield match.span("value")
        done = match.end("value")
