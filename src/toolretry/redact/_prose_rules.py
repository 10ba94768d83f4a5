"""Secrets named in sentences, with no `=` or `:` to mark them: "Invalid API key 9f8e…",
"token V has expired", "api_key is V", "密码是V". A value is taken only if it looks random, so
that "the token is invalid" and "your password is too short" stay sentences."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from . import _secret_shapes as shapes
from ._engine import is_file_path
from ._look import stem_hits
from ._text_rules import NAME_CHAR_SET, NAME_RUN, REDACTED, name_start

__all__ = [
    "CJK_NOUN_START",
    "PROSE_TRIGGERS",
    "cjk_prose",
    "looks_random",
    "prose_values",
    "spaced_values",
]

PROSE_TRIGGERS = (" key", " token", " secret", "password", "passphrase")


def _not_a_word(rest: str) -> bool:
    """Whether ``rest`` (a value after its first character) holds a character that is not a
    letter, or a capital: asked in C."""
    return bool(rest) and (not rest.isalpha() or any(map(str.isupper, rest)))


def _phrase_start(folded: str, space: int) -> int:
    """The start of the one or two words before ``space`` ("api", "personal access")."""
    start = space
    while start > 0 and folded[start - 1].isalpha() and space - start < 12:  # "subscription"
        start -= 1
    if folded.endswith("personal access", 0, space):
        return space - len("personal access")
    return start


_AFTER_PROSE_NAME = frozenset({" ", "\t", ":", "s"})


def prose_values(
    text: str, folded: str, words: Iterable[str] = PROSE_TRIGGERS
) -> Iterator[tuple[int, int]]:
    """Hide the value after a multi-word name in prose ("Invalid API key 9f8e…"); ``words``:
    those of ``PROSE_TRIGGERS`` that ``folded`` holds, if the caller knows."""
    done = 0
    # Only a space, a tab, a colon or a plural `s` may follow the name (`password=` is a
    # key-value, not prose): checked here, it spares the regex most hits in long text.
    starts: list[int] = []
    for word in words:
        i = folded.find(word)
        while i != -1:
            if folded[i + len(word) : i + len(word) + 1] in _AFTER_PROSE_NAME:
                if word[0] != " ":
                    starts.append(i)
                # "the keys", "a token": only a qualifier before the name makes it a credential.
                elif folded[(start := _phrase_start(folded, i)) : i] in shapes.PROSE_QUALIFIERS:
                    starts.append(start)
            i = folded.find(word, i + 1)
    starts.sort()
    for start in starts:
        if start < done or (match := shapes.PROSE_CREDENTIAL.match(folded, start)) is None:
            continue
        value = text[match.start("value") : match.end("value")]
        # "API key is invalid" is a sentence; "API key 9f8e7d6c" or a long run is not.
        randomish = len(value) >= 16 or _not_a_word(value[1:])
        # A name of lower-case words (`ak_prod_reporting`) or an `id=7731` names the credential.
        if (
            _WORDS_NAME.fullmatch(value) is not None
            or _ID_PAIR.fullmatch(value) is not None
            or _CODE_NAME.fullmatch(value) is not None
            or _NEXT_SETTING.match(match.group("value")) is not None
            or value.startswith("-")
            or _ASSIGNED_AFTER.match(text, match.end("value")) is not None
            or _FILE_NAME.fullmatch(value) is not None
            # (a secret store's path, `vault kv get -field=password kv/ci/db`)
            or ("/" in value and _RESOURCE_NAME.fullmatch(value) is not None)
        ):
            continue  # another pair's name or a flag; a file a search is given
        if randomish and REDACTED.lower() not in match.group() and not is_file_path(value):
            yield match.span("value")
            done = match.end("value")


# (a resource's numbered copy too: `kms-key-prod-01`, `ak_prod_reporting_2`)
_WORDS_NAME = re.compile(r"[a-z]{2,}(?:[_-][a-z]{2,}){2,}(?:[_-][0-9]{1,3})?")
_ID_PAIR = re.compile(r"[a-z_]*id=[0-9]{1,12}")
# The next setting of a listing (`X-Api-Key API_KEY_PREFIX=ak_`: a name and its `=`), or a
# folder a search is given (`rg PASSPHRASE documenso/`): no value of the name before.
_NEXT_SETTING = re.compile(r"[a-z_][a-z0-9_.-]*=(?!=)|[a-z][a-z_.-]*/$")
# A name in code, not a value: camel case (`secretKeyRef`), an enum's member or a constant
# (`SecretType.API_KEY`, `PAPERLESS_SECRET_KEY`: capitals' words), two words joined by `-`
# (`server-side`).
_CODE_NAME = re.compile(
    r"[a-z]+(?:[A-Z][a-z]+)+|[A-Z][A-Za-z]*\.[A-Z]+(?:_[A-Z]+)*|[A-Z]+(?:_[A-Z]+)+"
    r"|[a-z]{2,}-[a-z]{2,}"
)
# A resource's reference: lower-case words joined by `/`, `-`, `_`, `.` (`payments/stripe-keys`).
_RESOURCE_NAME = re.compile(r"[a-z]{2,}(?:[/_.-][a-z]{2,})+")


def looks_random(value: str) -> bool:
    """Whether a word of a sentence is rather a generated credential: letters and digits,
    mixed case past its first letter, or a long run with a `-`/`_` (``token_urlsafe``); not
    "invalid", "required", "ORD" or an all-digit id."""
    if len(value) < 6:
        return False
    # (`map` of the unbound methods: a generator per count would cost more than the count)
    letters = sum(map(str.isalpha, value))
    digits = sum(map(str.isdigit, value))
    if letters and digits:
        return True
    if any(map(str.isupper, value[1:])) and any(map(str.islower, value)):
        return True
    return len(value) >= 24 or (len(value) >= 16 and letters < len(value) and digits == 0)


# After a secret name and blanks: a linking verb ("is", "was", "is set to") or none, maybe a
# quote, then the value. Run on the folded text. One bounded lazy run, then a class that the
# run excludes: linear.
_LINKED_VALUE = re.compile(
    # `\\\x1d`: a repr'd `\t`, its letter swapped by `_policy` for a stand-in.
    "(?P<link>(?:\\\\\x1d)+[ \t]*|"
    r"[ \t]+(?:(?:is|was|has[ \t]+been)(?:[ \t]+(?:set|changed)[ \t]+to)?[ \t]+"
    r"|(?:set|changed)[ \t]+to[ \t]+|equals[ \t]+)?)"
    r"[\"'`]?(?P<value>[a-z0-9_+=~!@#$%^&*/.-]{6,512}?)(?P<dots>\.*)(?![a-z0-9_+=~!@#$%^&*/.\[-])"
)
# What a sentence says of a credential right after it: "token V has expired".
_VERDICT = re.compile(
    r"[\"'`]?[ \t]+(?:has[ \t]+been[ \t]+|has[ \t]+|is[ \t]+|was[ \t]+|is[ \t]+no[ \t]+longer"
    r"[ \t]+)?(?:expired|invalid|revoked|rejected|incorrect|disabled|compromised|not[ \t]+valid"
    r"|valid|deleted|leaked|wrong)(?![a-z])"
)
# Words that may stand right before a bare secret word ("the token", "set API_KEY"): an article
# or an adjective of credentials. Another noun makes it some other thing's key ("cache key",
# "primary key", "idempotency key"), unless a verdict follows.
_BEFORE_BARE_NAME = frozenset({
    "the", "a", "an", "your", "my", "this", "that", "our", "their", "its", "his", "her",
    "invalid", "wrong", "bad", "incorrect", "expired", "revoked", "new", "old", "given",
    "provided", "unknown", "valid", "with", "using", "is", "was", "temporary", "default",
    "current", "generated", "leaked", "set", "export", "setenv", "setx", "use", "got", "and",
    "or", "of", "for", "by", "as", *shapes.PROSE_QUALIFIERS,
})  # fmt: skip


def _word_before(folded: str, start: int) -> str | None:
    """The word of letters right before ``start`` (blanks between), or ``None`` if punctuation,
    a digit or the text's start comes first."""
    end = start
    while end > 0 and folded[end - 1] in " \t":
        end -= 1
    begin = end
    while begin > 0 and folded[begin - 1].isalpha() and end - begin < 20:
        begin -= 1
    return folded[begin:end] if begin < end else None


# A file's name by its kind (`grep -n password evcc.yaml`).
_FILE_NAME = re.compile(
    r"[\w.-]{1,64}\.(?:ya?ml|json|toml|ini|env|conf|cfg|txt|log|md|xml|csv|sql|sh|py|js|ts|go"
    r"|rb|php|java|properties|lock)"
)
# A separator right after a value: the value is the next pair's name.
_ASSIGNED_AFTER = re.compile(r"[ \t]*=(?![=>])")


def _is_english_word(name: str) -> bool:
    """``token``, ``Password``, ``KEY``: a word of a sentence, not an identifier (``api_key``)."""
    return name.isalpha() and (name.islower() or name.isupper() or name.istitle())


def spaced_values(
    text: str, folded: str, stems: Iterable[str], is_secret_name: Callable[[str], bool]
) -> Iterator[tuple[int, int]]:
    """A value after a secret name and a blank, no `=` or `:`: "api_key is V", "api_key\\tV",
    "export API_KEY V", "the password was V", "token V has expired"."""
    hits = stem_hits(folded, stems)
    skip = 0
    for hit in hits:
        if hit < skip:
            continue
        end = NAME_RUN.match(text, hit).end()  # type: ignore[union-attr]
        skip = end
        after = text[end : end + 1]
        if (after not in (" ", "\t") and text[end : end + 2] != "\\\x1d") or text[end - 1] in ".-":
            continue  # The common case: no blank after the name, or a sentence's end.
        start = hit if not hit or text[hit - 1] not in NAME_CHAR_SET else name_start(text, hit)
        name = text[start:end]
        if not is_secret_name(name) or (match := _LINKED_VALUE.match(folded, end)) is None:
            continue
        value_start, value_end = match.span("value")
        value = text[value_start:value_end]
        link = match.group("link")
        tabbed = link[:1] in "\t\\" and not link.strip(" \t\\\x1d")
        if tabbed:
            # A tab parts columns (`env`, TSV): any value but a word of a sentence.
            secret = len(value) >= 16 or _not_a_word(value[1:])
        else:
            secret = looks_random(value)
            if secret and _is_english_word(name):
                if link.strip():  # "the password was V", "your secret is V"
                    before = _word_before(folded, start)
                    secret = before is None or before in _BEFORE_BARE_NAME
                else:
                    # "a token 9f8e… was used" is any word; "token V has expired" says what the
                    # value is. A path or a file name is a thing's key ("key docs/a.csv").
                    secret = (
                        _VERDICT.match(folded, match.end()) is not None
                        and "/" not in value
                        and "." not in value
                    )
        if secret and (
            _ID_PAIR.fullmatch(value.lower()) is not None
            or _CODE_NAME.fullmatch(value) is not None
            or is_file_path(value)
            or _RESOURCE_NAME.fullmatch(value.rstrip(":")) is not None
            or _NEXT_SETTING.match(match.group("value")) is not None
            or value.startswith("-")
            or _ASSIGNED_AFTER.match(text, value_end) is not None
        ):
            # another pair (`a.token_env = X b.ttl = 24`: `b.ttl` is the next one's name), a
            # flag (`--host=…`), an id's (`ApiKey id=7731`), a file or a folder
            secret = False
        if secret:
            yield (value_start, value_end)
        # A word taken as a value ("api_key is api_key") is no name: each hit looked at once.
        skip = value_end


# CJK writes no blank between a noun and a Latin value: "API密钥V无效", "密码是V", "令牌V已过期".
# The nouns, in Chinese, Japanese and Korean; json.dumps writes them as `\uXXXX` escapes.
_CJK_NOUNS = (
    "密钥", "秘钥", "密码", "口令", "令牌", "私钥", "凭证", "凭据", "访问令牌", "授权码", "验证码",
    "密碼", "金鑰", "權杖", "憑證", "驗證碼", "密語", "密语",
    "パスワード", "トークン", "秘密鍵", "暗証番号", "アクセスキー", "シークレット",
    "비밀번호", "토큰", "암호", "비밀 키", "인증 코드",
)  # fmt: skip
_CJK_LINKS = ("是", "为", "為", "係", "：", ":", "は", "：", "는", "은", "=", "＝")


def _escaped(word: str) -> str:
    return "".join(c if c.isascii() else f"\\u{ord(c):04x}" for c in word)


_CJK_NOUN_ALTERNATIVES = sorted(
    {form for noun in _CJK_NOUNS for form in (noun, _escaped(noun))}, key=len, reverse=True
)
_CJK_LINK_ALTERNATIVES = sorted(
    {form for link in _CJK_LINKS for form in (link, _escaped(link))}, key=len, reverse=True
)
# What every match holds: a noun's first character, raw or escaped (one search, not an `in`
# test for each of them).
CJK_NOUN_START = re.compile(
    "|".join(
        re.escape(first)
        for first in sorted({_escaped(noun[0]) for noun in _CJK_NOUNS} | {n[0] for n in _CJK_NOUNS})
    )
)
_CJK_VALUE = re.compile(
    "(?:" + "|".join(re.escape(form) for form in _CJK_NOUN_ALTERNATIVES) + ")"
    # (a copula, then a colon too: Cantonese `係：`)
    r"[ \t]*(?:(?:"
    + "|".join(re.escape(form) for form in _CJK_LINK_ALTERNATIVES)
    + r")[ \t]*){0,2}"
    r"[\"'`「『]?(?P<value>[a-z0-9_+=~!@#$%^&*/.-]{6,512}?)(?P<dots>\.*)"
    r"(?![a-z0-9_+=~!@#$%^&*/.\[-])"
)


def cjk_prose(text: str, folded: str) -> Iterator[tuple[int, int]]:
    """The Latin value right after a CJK secret noun ("API密钥V无效"), on ``folded`` (its
    escapes lowercased); only a value that ``looks_random``."""
    done = 0
    for match in _CJK_VALUE.finditer(folded):
        value_start, value_end = match.span("value")
        value = text[value_start:value_end]
        if value_start < done or not looks_random(value) or _WORDS_NAME.fullmatch(value):
            continue
        yield (value_start, value_end)
        done = value_end
