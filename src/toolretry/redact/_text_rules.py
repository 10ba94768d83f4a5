"""The steps of text redaction, kept apart from the policy that orders and switches them."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from . import _secret_shapes as shapes
from ._folding import fold
from ._identifiers import (
    is_identifier_value,
    key_of_something,
    members_decide,
    names_a_cache_key,
    reads_as_phrase,
    starts_a_sentence,
)
from ._look import find_all
from ._placeholders import NOT_A_SECRET, REDACTED, is_placeholder
from ._secret_names import keeps_url, name_words
from ._word_values import GENERATED_NAMES, reads_as_word

__all__ = [
    "AWS_SECRET",
    "ENCODED_END",
    "KEY_VALUE",
    "KEY_VALUE_LEAD",
    "NAME_CHARS",
    "NAME_CHAR_SET",
    "NAME_RUN",
    "NOT_A_SECRET",
    "REDACTED",
    "SCHEME_INSIDE",
    "SEPARATORS",
    "VALUE",
    "after_prefix",
    "basic_value",
    "find_at",
    "find_pem",
    "hide_aws_secret",
    "is_placeholder",
    "is_prose",
    "keeps_bare_colon_value",
    "key_value_cuts",
    "name_start",
    "prose_after_name",
    "safe_str",
    "unquote",
    "user_match",
]


AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
NAME_CHARS = "A-Za-z0-9_.\\-\u0130\u0131\u017f\u212a"
_VALUE_END = "(?=[\\s&\"',;<>(){}\\[\\]\\\\\uff0c\u3002\uff1b\u3001\uff09\u300d]|$)"
_MARK = rf"[A-Za-z0-9_./:-]{{0,60}}\[REDACTED\]{_VALUE_END}"
VALUE = (
    # (a scheme's word before another pair's name, `auth = basic mode = x`, is the value alone;
    # a scheme's own parameters, `Digest username=…`, are glued to their `=`)
    rf"(?P<value>(?P<scheme>(?i:{shapes.AUTH_SCHEMES})(?:[ \t]+|\+|%20)(?=[^\s\"'])"
    rf"(?![{NAME_CHARS}]{{1,96}}[ \t]+=[ \t]))?(?:{_MARK}"
    r"|[bu$]?\"(?:[^\"\\\n]|\\.){0,4000}\"|[bu$]?'(?:[^'\\\n]|\\.|'(?:\\){1,2}''){0,4000}'"
    r"|\\\"(?:[^\"\\\n]|\\[^\"\n]){0,4000}\\\""
    r"|\((?:[^()\n]){0,500}\)|\[(?:[^\[\]\n]){0,500}\]|\{[^{}\n]{0,500}\}"
    r"|[bu]?[\"'][^\"'\n]+"
    "|(?:[^\\s&\"',;<>(){}\\[\\]\\\\\uff0c\u3002\uff1b\u3001\uff09\u300d]+|\\[REDACTED\\]"
    # Not a backslash before a stand-in for an escaped line break (`_policy._BREAKS`).
    "|\\\\(?![\"'\\\\nrtu\x1c\x1d\x1e]))+))"
)
# (`name :: value` between blanks; glued, `a::b` is a namespace path)
_SEP = (
    r"(?P<sep>[ \t]*(?:=>|:=|<=|(?<=[ \t])::(?=[ \t])|[:=\uff1a\uff1d])[ \t]*"
    r"|%3[DdAa]|%253[DdAa]|\\u003[dD])"
)
KEY_VALUE_LEAD = (
    rf"(?:(?<![{NAME_CHARS}])|(?<=%[0-9A-Fa-f]{{2}})|(?<=%25[0-9A-Fa-f]{{2}})"
    r"|(?<=\\u00[0-9A-Fa-f]{2}))"
)
# Matched only where a name was found around a stem: the name's words decide, not this regex.
KEY_VALUE = re.compile(
    # (the name may close a subscript: `$config['db_pass'] = …`, `ENV["API_KEY"] = …`)
    rf"{KEY_VALUE_LEAD}(?P<q1>\\?[\"']?)(?P<name>[{NAME_CHARS}]{{1,96}})(?P<q2>\\?[\"']?\]?){_SEP}"
    + VALUE
)
# Where an encoded value ends; not at `%23`: a `#` in a password is as likely as a fragment.
ENCODED_END = re.compile(r"%(?:26|20|2[Cc]|3[Bb]|22|27|2526)")
SCHEME_INSIDE = re.compile(rf"(?i)((?:{shapes.AUTH_SCHEMES})[ \t]+)(?=\S)")
# In "Wrong password: try again" or "Invalid token: expired" the word after the colon is prose.
_PROSE_WORDS = frozenset({
    "expired", "invalid", "missing", "required", "revoked", "incorrect", "wrong", "not", "empty",
    "malformed", "unauthorized", "denied", "rejected", "unknown", "bad", "absent", "provided",
    "expected", "mismatch", "unset", "too", "must", "is", "was", "the", "a", "an", "please",
    "none", "error", "failed", "forbidden", "unavailable", "disabled", "yes", "no",
})  # fmt: skip
# An object key or file name ("Key: uploads/2026/a1/b2.parquet"): a fact, never a credential.
_FILE_PATH = re.compile(r"[\w.-]*(?:/[\w.-]+)+\.[A-Za-z][A-Za-z0-9]{0,7}")
SEPARATORS = ("=", ":", "%", "\uff1a", "\uff1d", "\\u003")
_PEM_BODY = re.compile(r"(?:[A-Za-z0-9+/=\r\n \t]|\\[nr])*")
NAME_RUN = re.compile(f"[{NAME_CHARS}]*")
NAME_CHAR_SET = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-\u0130\u0131\u017f\u212a"
)
_NAME_CHAR_STRING = "".join(sorted(NAME_CHAR_SET))
_HEX = frozenset("0123456789abcdefABCDEF")


def name_start(text: str, hit: int) -> int:
    """Where the name holding the stem at ``hit`` starts, past a `%3F`/`%253F`/`\\u0026` lead."""
    before = text[max(0, hit - 40) : hit]
    start = hit - len(before) + len(before.rstrip(_NAME_CHAR_STRING))  # in C, not a loop
    if start and text[start - 1] == "%" and _is_hex(text, start, 2):
        start += 4 if text.startswith("25", start) and _is_hex(text, start + 2, 2) else 2
    elif (
        start
        and text[start - 1] == "\\"
        and text.startswith("u00", start)
        and _is_hex(text, start + 3, 2)
    ):
        start += 5
    return min(start, hit)


def _is_hex(text: str, start: int, count: int) -> bool:
    part = text[start : start + count]
    return len(part) == count and all(c in _HEX for c in part)


def find_at(
    text: str,
    folded: str,
    literal: str,
    pattern: re.Pattern[str],
    judge: Callable[[re.Match[str]], tuple[int, int] | None],
) -> Iterator[tuple[int, int]]:
    """What ``judge`` hides of each match of ``pattern`` that starts at ``literal`` (found in
    ``folded``), matches not overlapping."""
    done = 0
    for i in find_all(folded, literal):
        if i >= done and (match := pattern.match(text, i)) is not None:
            span = judge(match)
            if span is not None:
                yield span
            done = match.end()


def after_prefix(match: re.Match[str]) -> tuple[int, int]:
    """The match but its first group (a prefix, a header's name), which stays."""
    return (match.start() + (len(match.group(1)) if match.re.groups else 0), match.end())


def hide_aws_secret(match: re.Match[str]) -> str:
    key = match.group()
    upper = sum(c.isupper() for c in key)
    lower = sum(c.islower() for c in key)
    marks = key.count("/") + key.count("+")
    if upper < 2 or lower < 2 or not any(c.isdigit() for c in key) or marks > 3:
        return key
    return key if key[0] == "/" or key[-1] == "/" else REDACTED


def basic_value(match: re.Match[str]) -> tuple[int, int] | None:
    try:
        base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        return None  # "Basic authentication", not base64 of user:password.
    return after_prefix(match)


_NO_END = 1 << 62


def find_pem(text: str) -> Iterator[tuple[int, int]]:
    """The body of each private key block (its BEGIN and END lines stay)."""
    done = next_end = 0
    for match in shapes.PEM_BEGIN.finditer(text):
        if match.start() < done:
            continue
        body_start = match.end()
        if next_end < body_start:
            found = text.find("-----END", body_start)
            next_end = found if found != -1 else _NO_END
        end = next_end if next_end != _NO_END and next_end - body_start <= 20_000 else -1
        if end == -1:
            end = _PEM_BODY.match(text, body_start).end()  # type: ignore[union-attr]
            if end == body_start:
                continue  # Nothing after the marker (or it is redacted already).
        if text[body_start:end] != REDACTED:
            yield (body_start, end)
        done = end
    if "-----END" in text:
        yield from _body_before_lone_end(text)


# Base64 and line breaks, raw or escaped by repr() (`\\n`); no blank, so prose stays.
# The last three: the stand-ins `_policy` puts for the letters of `\\n`, `\\t`, `\\r`.
_PEM_BODY_CHARS = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\r\n\\\x1c\x1d\x1e"
)
_PEM_END = re.compile(r"-----END ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY(?: BLOCK)?-----")


def _body_before_lone_end(text: str) -> Iterator[tuple[int, int]]:
    """The key lines before an END marker whose BEGIN is gone: a long text cut in its middle
    (``window``) keeps the block's last lines and its END only."""
    done = 0
    for match in _PEM_END.finditer(text):
        before = text[max(done, match.start() - 20_000) : match.start()]
        lines = before[len(before.rstrip(_PEM_BODY_CHARS)) :]
        key = lines.rstrip("\r\n\\\x1c\x1d\x1e")  # The line break before END stays.
        if len(key) >= 16:  # Key lines, not a word before a lone marker.
            start = match.start() - len(lines)
            yield (start, start + len(key))
            done = start + len(key)


def is_prose(text: str, value_end: int, name: str, value: str, quoted: str) -> bool:
    """In "Wrong password: try again" or "parameter 'key': expected a string" the value (it
    ends at ``value_end`` in ``text``) is a word of a sentence, not a credential."""
    if len(value) > 12 or not value.isalpha():
        return False
    after = text[value_end : value_end + 2]
    continues = after[:1] == " " and after[1:].isalpha()
    if not continues and value.lower() not in _PROSE_WORDS:
        return False  # Neither rule below can hold: spare the name's words.
    one_word = name.isalpha() and (name.islower() or name.isupper() or name.istitle())
    if quoted or not (one_word or len(name_words(name)) == 1):
        return continues and value.lower() in _PROSE_WORDS
    return True


def keeps_bare_colon_value(
    text: str,
    pair_start: int,
    value_end: int,
    name: str,
    value: str,
    is_secret_name: Callable[[str], bool],
) -> bool:
    """After an unquoted name and a colon, whether the unquoted ``value`` stays: a word of a
    sentence ("Wrong password: try again"), or an ordinary key ("cache key: user:1")."""
    if len(value) <= 12 and value.isalpha() and is_prose(text, value_end, name, value, ""):
        return True
    if reads_as_word(value) and not GENERATED_NAMES.isdisjoint(name_words(name)[-1:]):
        return True  # (`signature: envelope 956e…`, `api key: stored`: a word, not the value)
    if starts_a_sentence(text, value_end, value) or reads_as_phrase(text, value_end, value):
        return True
    if names_a_cache_key(text, pair_start):
        return True
    if "/" in value and _FILE_PATH.fullmatch(value):
        return True
    return len(name) <= 4 and key_of_something(text, pair_start, name, is_secret_name)


_OPENINGS = frozenset("([{\\\"'bu$")


def prose_after_name(text: str, end: int) -> int:
    """Where the sentence word ends in `'key': expected a string` (a name, maybe its closing
    quote, a colon, then a word ``is_prose`` takes for prose whatever the name), else -1.

    Such a match is always left as it is: knowing it up front spares the ``KEY_VALUE`` regex.
    """
    # One regex match: the same steps as a Python loop over characters cost far more.
    found = _WORD_AFTER_COLON.match(text, end)
    if found is None or found.group(1).lower() not in _PROSE_WORDS:
        return -1
    word_end = found.end()
    after = text[word_end : word_end + 2]
    return word_end if after[:1] == " " and after[1:].isalpha() else -1


# A closing quote, a colon that is not `:=`, then a word of letters (`[^\W\d_]`: `\w` without
# digits and `_`); 13 letters at most, so that a longer word is seen to be one.
_WORD_AFTER_COLON = re.compile("['\"]?[ \t]*[:\uff1a](?!=)[ \t]*([^\\W\\d_]{1,13})")


def unquote(value: str) -> tuple[str, str, str]:
    """Split a value into its opening (``"``, ``b'``, ``\\"``, a bracket), inner text, closing."""
    first = value[:1]
    if first not in _OPENINGS:
        return "", value, ""  # The common case: a bare value.
    if first in "([{" and value[-1:] in ")]}":
        return value[0], value[1:-1], value[-1]
    # (a bytes literal, or Python 2's text literal in an old repr: `u'…'`)
    for opening in ('\\"', 'b"', "b'", 'u"', "u'", '$"', "$'", '"', "'"):
        if value.startswith(opening) and len(value) > len(opening):
            closing = opening[-1] if opening[-1] in "\"'" else ""
            closing = "\\" + closing if opening.startswith("\\") else closing
            if value.endswith(closing) and len(value) >= len(opening) + len(closing):
                return opening, value[len(opening) : len(value) - len(closing)], closing
            return opening, value[len(opening) :], ""  # A string cut before its end.
    return "", value, ""


def user_match(match: re.Match[str]) -> tuple[int, int]:
    """What a user's pattern hides of its match: its ``secret`` group, or all of it."""
    if "secret" in match.re.groupindex and match.group("secret") is not None:
        return match.span("secret")
    return match.span()


def safe_str(value: object) -> str:
    try:
        return str(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"


Cut = tuple[int, int] | tuple[int, int, str]


_SCHEME_PARAM = re.compile(r'"([^"\n]{0,4000})"')  # (a scheme's quoted parameter's value)


def key_value_cuts(
    match: re.Match[str], is_secret_name: Callable[[str], bool], *, secret_name: bool = False
) -> list[Cut]:
    """What to hide of one ``KEY_VALUE`` match: the value if the name is secret
    (``secret_name``: the caller knows it is); nothing if it stays."""
    q1, name, q2, sep, value, scheme = match.groups()  # KEY_VALUE's six groups, in order
    whole: list[Cut] = []
    value_start, match_end = match.start("value"), match.end()
    if value.endswith(REDACTED) and (
        len(value) == len(REDACTED) or (scheme and value == scheme + REDACTED)
    ):
        return whole  # Done already (the common case of a second pass).
    if not secret_name and not is_secret_name(name):
        # Not a secret itself; a secret may still follow inside it (`a=token=x`).
        if "=" not in value:
            return whole
        return [
            (value_start + cut[0], value_start + cut[1], *cut[2:])
            for inner in KEY_VALUE.finditer(value)
            for cut in key_value_cuts(inner, is_secret_name)
        ]
    scheme = scheme or ""
    body = value[len(scheme) :]
    # Asked only of a scheme or a quoted value: a bare value (the common case) needs no answer.
    is_auth = bool(scheme or body[:1] in _OPENINGS) and ("auth" in name or "auth" in fold(name))
    if scheme and not is_auth:
        scheme, body = "", value  # Only an Authorization header has a scheme to keep.
    if body.endswith(REDACTED) and shapes.KEPT_PREFIX.fullmatch(body[: -len(REDACTED)]):
        return whole  # `sk-[REDACTED]`: the vendor's prefix helps the reader.
    if scheme and body.endswith("=") and (param := _SCHEME_PARAM.match(match.string, match.end())):
        # (`Token token="…"`: the quoted value is the credential, or a placeholder for it)
        return whole if is_placeholder(param.group(1)) else [(param.start(1), param.end(1))]
    # A bare value (the common case) has nothing to unquote.
    opening, inner, closing = unquote(body) if body[:1] in _OPENINGS else ("", body, "")
    after = match.string[match.end("value") : match.end("value") + 1]
    if is_placeholder(inner) or (not opening and after in ("(", "[")):
        return whole  # (or code that reads it: `std::env::var(…)`, `getToken()`)
    if keeps_url(name, inner):
        # The URL rules hide its password; a credential in its query (`?api_key=…`) is a pair
        # of its own.
        return [
            (value_start + cut[0], value_start + cut[1], *cut[2:])
            for pair in KEY_VALUE.finditer(value)
            for cut in key_value_cuts(pair, is_secret_name)
        ]
    # (quoted too: `cache key: "/secrets/ca.pem"` names a file, `"error": "invalid_grant"`)
    if (
        opening in ("", '"', "'")
        and not scheme
        and is_identifier_value(name, inner, sep == ":" and not q2)
    ):
        return whole
    sep = sep.strip()
    if sep in (":", "\uff1a") and not opening and not q1 + q2:
        if keeps_bare_colon_value(
            match.string, match.start(), match.end(), name, inner, is_secret_name
        ):
            return whole
    elif (
        sep in (":", "\uff1a")
        and not opening
        # (a quote before the name that none closes opens a string: `"auth: shorten …"`)
        and is_prose(match.string, match.end(), name, inner, q2)
    ):
        return whole
    if opening in ("(", "[", "{"):
        if sep == ":" and key_of_something(match.string, match.start(), name, is_secret_name):
            return whole  # `dup key: { token: "rt_42" }`: a database key, its fields decide
        if opening == "{" and members_decide(name, inner, is_secret_name):
            return whole  # `OAuth: {"error": …}`, `"jwt": {"alg": …}`: its members' names decide
        quote = '\\"' if q1.startswith("\\") else q1[-1:]
        return [(value_start, match_end, f"{quote}{REDACTED}{quote}")]
    if opening and not scheme and is_auth and (inside := SCHEME_INSIDE.match(inner)):
        return [(value_start + len(opening) + inside.end(1), match_end - len(closing))]
    rest = 0
    if not opening and sep.startswith(("%", "\\")) and (cut := ENCODED_END.search(inner, 1)):
        rest = len(inner) - cut.start()
    return [(value_start + len(scheme) + len(opening), match_end - len(closing) - rest)]
