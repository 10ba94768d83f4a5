"""Rows for a password's name where the grammar or the script of its language puts it: after
its value (Turkish, Hungarian, Finnish, Japanese and Korean put the object before the word
that governs it, and bend that word: `<value> şifresiyle`, `<value> jelszóval`), or glued to
the words around it in a script written without spaces (Thai, Chinese, Japanese, Lao, Khmer,
Myanmar: `รหัสผ่าน<value>ไม่ถูกต้อง`, `密码是<value>`).

Both rows look only at a text that is not all ASCII; an ASCII message asks their cues by the
gate's shared look at its words (plain words), never by a search of its characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v
from ._general_rows import PASSWORD_CUES, password_after_words
from ._generated import generated_near_cue
from ._vocabulary import (
    ENGLISH_PASSWORD_NAMES,
    FOREIGN_CUES,
    FOREIGN_WORD_CUES,
    INFLECTED_STEMS,
    PASSWORD_NAMES,
)

__all__ = ["BENT_ROWS"]


def _unspaced(word: str) -> bool:
    """Whether ``word`` is of a script written without spaces between words: Thai, Lao,
    Myanmar, Khmer, the Japanese kana and the Han ideographs (not Korean: it has spaces)."""
    first = ord(word[0])
    return (
        0x0E00 <= first <= 0x0EFF
        or 0x1000 <= first <= 0x109F
        or 0x1780 <= first <= 0x17FF
        or (0x3040 <= first <= 0x9FFF)
    )


# Every name of a password beside the English ones, and the stems of those the grammar bends.
_NAMES = tuple(
    dict.fromkeys(
        name
        for name in (*PASSWORD_NAMES[ENGLISH_PASSWORD_NAMES:], *INFLECTED_STEMS)
        if len(name) >= 3
    )
)
# The other languages' words for a key, a token and a secret: of three letters or more (`سر`
# and `키` are pieces of too many words to stand after a value), or two Korean syllables
# (`토큰`: a syllable is a block of two or three letters).
_KEY_WORDS = tuple(
    cue
    for cue in FOREIGN_CUES
    if not _unspaced(cue) and (len(cue) >= 3 or (len(cue) == 2 and "\uac00" <= cue[0] <= "\ud7a3"))
)


def _alternation(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


# --- a value before a password's, key's or token's name ------------------------------------------

# A value standing alone (after a blank, a bracket or a quote), then at most one quote or
# bracket and a blank or two, then a name starting a word, with up to six letters its grammar
# glues on (`şifresiyle`: a stem and a possessive and a case) and nothing more of the word.
_VALUE = "([^\\s\"'`«»“”„()\\[\\]{}<>,;]{8,128})[\"'`»”)\\]]?[ \t\u00a0]{1,2}"
_VALUE_BEFORE_PASSWORD = re.compile(
    f"(?<![^\\s(\\[«\"'“„:：]){_VALUE}(?:{_alternation(_NAMES)})[^\\W\\d_]{{0,6}}(?![\\w-])"
)
_VALUE_BEFORE_KEY = re.compile(
    f"(?<![^\\s(\\[«\"'“„:：]){_VALUE}(?:{_alternation(_KEY_WORDS)})[^\\W\\d_]{{0,6}}(?![\\w-])"
)

_ENGLISH_KEY_NAMES = ("api key", "api token", "access token", "secret key")
# A value, then a few words of a sentence that says what it is (`«V» no es una clave de API
# válida`, `use V como chave da API`, `V — неверный ключ API`, `V is not a valid API key`): the
# name is further, so only a run no word or id has is taken (``_random_run``).
_RANDOM_RUN = re.compile("[A-Za-z0-9_-]{20,128}")
# A run standing alone: after a blank, a bracket or a quote (or at the text's start). Found by a
# scan for those characters: a scan for the run's own characters tries every letter of a word.
_LONE_RUN = re.compile("[ \t\n\r(\\[«\"'“„:：]([A-Za-z0-9_-]{20,128})")
_WORDS_THEN_KEY = re.compile(
    "[\"'`»”)\\]]?(?:[ \t\u00a0]+(?:[—–-]|[^\\W\\d_]{1,16})){1,4}[ \t\u00a0]+"
    f"(?:{_alternation((*_KEY_WORDS, *_ENGLISH_KEY_NAMES))})"
    "[^\\W\\d_]{0,6}(?![\\w-])"
)


def _random_run(value: str) -> bool:
    """Generated-looking, and of the three kinds of character a random key draws from (upper
    case, lower case, digits): no word, name, hash or id is."""
    return (
        looks_generated(value, 20)
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
        and any(map(str.isdigit, value))
    )


def _lone_runs(text: str) -> Iterator[Span]:
    """The runs of ``_RANDOM_RUN`` that stand alone (a run's later 128-character pieces do not:
    a run's character is before them)."""
    first = _RANDOM_RUN.match(text)
    if first is not None:
        yield first.span()
    for run in _LONE_RUN.finditer(text):
        yield run.span(1)


def _values_before_names(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    # (each long run first, the words after it only where it looks random: the search for the
    # key's names runs where a value may be, not at every character)
    for start, end in _lone_runs(text):
        if _random_run(text[start:end]) and _WORDS_THEN_KEY.match(folded, end) is not None:
            yield (start, end)
    if text.isascii():
        return  # (a value hidden already brings every row to look again)
    for pattern, shaped in ((_VALUE_BEFORE_PASSWORD, secretish), (_VALUE_BEFORE_KEY, None)):
        for match in pattern.finditer(folded):
            start, end = match.span(1)
            value = text[start:end]
            if REDACTED in value:
                continue
            # A password is shaped like one; a key or a token generated-looking.
            if (shaped or looks_generated)(value):
                yield (start, end)


# --- a name glued to its neighbours in a script without spaces -----------------------------------

_GLUED_NAMES = tuple(name for name in PASSWORD_NAMES if _unspaced(name))
# The name, up to six more characters of its script (a particle or a verb: `คือ`, `は`,
# `是`), a separator or blanks, then a run of ASCII that is not punctuation alone: where the
# script changes, the value ends.
_GLUED = re.compile(
    f"(?:{_alternation(_GLUED_NAMES)})[^\\x00-\\x7f\\s]{{0,6}}?[ \t\u00a0\u3000:=：＝]*"
    "([^\\x00-\\x20\"'`()\\[\\]{}<>,;\\x7f-\\uffff]{8,128})"
)


def _glued_passwords(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if text.isascii():
        return
    for match in _GLUED.finditer(scan.folded):
        start, end = match.span(1)
        value = text[start:end].rstrip(".")
        if REDACTED not in value and secretish(value):
            yield (start, start + len(value))


# --- another language's name in a text all in ASCII, with no separator -------------------------

# The stems of the credential words of other languages written in ASCII (`laluan`, `sandi`,
# `siri`, `chei`, `jeton`, `chiave`): the general rows ask them only beside a `:` or `=` (an
# ASCII text is seldom in another language); a sentence of one (`Neno lako la siri ni <value>`,
# `Valabilitatea cheii API <key>`) names its value with no separator. Plain words: the gate's
# shared look answers them, so an English message pays nothing for them.
_ENGLISH = frozenset({"key", "token", "secret", "cred", "auth", "pass", "bearer", "sig", "pwd"})
_ASCII_STEMS = tuple(
    dict.fromkeys(
        cue
        for cue in (*PASSWORD_CUES, *INFLECTED_STEMS, *FOREIGN_CUES, *FOREIGN_WORD_CUES)
        if cue.isascii() and cue.isalpha() and cue not in _ENGLISH and len(cue) >= 4
    )
)


def _unseparated_foreign(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if not text.isascii():
        return  # (the general rows ask a text not in ASCII already)
    yield from password_after_words(text, folded)
    yield from generated_near_cue(text, folded, scan.claimed)


def _cues(words: tuple[str, ...]) -> tuple[str, ...]:
    """A literal each of ``words`` holds: itself, or an ASCII name's longest run of letters
    (plain words cost a common message nothing: the gate's shared look answers them)."""
    return tuple(
        dict.fromkeys(
            word if not word.isascii() else max(re.findall("[a-z]+", word), key=len)
            for word in words
        )
    )


R = REDACTED
BENT_ROWS: tuple[Rule, ...] = (
    Rule(
        "unseparated_foreign_name",
        _ASCII_STEMS,
        _unseparated_foreign,
        "the name and the words after it; a plain word or a number after the name",
        _v(("Neno lake la siri ni Gq7!mW2xPz tafadhali", f"Neno lake la siri ni {R} tafadhali"),
           ("kata sandimu Hw3#pq9Zxy tidak sah", f"kata sandimu {R} tidak sah"),
           ("Cheia API 4f2e8a91c0b7d6e5f4a3b2c1d0e9f8a7 nu mai este valida",
            f"Cheia API {R} nu mai este valida")),
        ("Neno la siri ni lazima liwe na herufi 12", "chiave primaria duplicata 4096",
         "Siri deployed build 20261204 to staging"),
    ),
    Rule(
        "value_before_name",
        _cues((*_NAMES, *_KEY_WORDS, *_ENGLISH_KEY_NAMES)),
        _values_before_names,
        "the name and its endings; a plain word, a number or an id before the name",
        _v(("Giriş Lm4!qz8Rtw parolasıyla reddedildi", f"Giriş {R} parolasıyla reddedildi"),
           ("Hibás (Wq7#mZ2pLx) jelszavad", f"Hibás ({R}) jelszavad"),
           ("Kirjautuminen epäonnistui Tz8*pW2mKq salasanalla",
            f"Kirjautuminen epäonnistui {R} salasanalla"),
           ("Hz3kPq9Lm2Wx7Rt4Yv8Bn6Cd 토큰이 만료되었습니다",
            f"{R} 토큰이 만료되었습니다"),
           ("Süresi dolan 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d anahtarı",
            f"Süresi dolan {R} anahtarı")),
        ("Kullanıcı yedek şifresiyle bağlanamadı", "A 2026-12-04 jelszóval kapcsolatos hiba",
         "Sunucu ERR_LOGIN_DENIED şifreyi reddetti", "v1.2.3-beta parolası değişti"),
    ),
    Rule(
        "glued_password",
        _GLUED_NAMES,
        _glued_passwords,
        "the name and the words glued to it; a value without three kinds of character",
        _v(("เข้าระบบผิดพลาดรหัสผ่านKq8!wZ2pLmไม่ถูก", f"เข้าระบบผิดพลาดรหัสผ่าน{R}ไม่ถูก"),
           ("新しい密码是Tz8*pW2mKq，请保存", f"新しい密码是{R}，请保存"),
           ("ログインのパスワードはHw2#pq8Zxyです", f"ログインのパスワードは{R}です"),
           ("ລະຫັດຜ່ານ:Bn6!cD4xQw ຜິດ", f"ລະຫັດຜ່ານ:{R} ຜິດ")),
        ("รหัสผ่านไม่ถูกต้อง 3 ครั้ง", "密码长度至少8位ABCDEFGHIJ", "パスワードはrequiredです",
         "รหัสผ่านหมดอายุเมื่อ 2026-12-04T10:00"),
    ),
)  # fmt: skip
