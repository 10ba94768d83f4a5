"""A passphrase of ordinary words after a label that names a phrase, in any language
(`passphrase: zephyr reef fjord willow`, `φράση πρόσβασης: …`, `密码短语：…`, `საიდუმლო ფრაზა:
…`): three to twenty-four lower-case words of three letters or more (a wallet's mnemonic holds
12 or 24), none of them a word of English prose (`does not match`, `must be longer`), are the
phrase itself. In a sentence of another script, the label may also stand before the words
with no colon (`วลีรหัสผ่าน prairie …`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, cue_positions

__all__ = ["DRAWN_WORD", "PHRASE_ROWS", "PROSE_WORDS", "drawn_prefix", "drawn_words"]

# The word for a phrase (or a passphrase) in the major languages and the scripts of the
# vocabulary's credential words: a label holding one names the words after it.
_PHRASE_WORDS = (
    "phrase", "fras", "fraz", "fráze", "frázis", "fraasi", "φράση", "фраз", "短语", "短語", "口令",
    # (Chinese's passphrase, a pass's secret words: `通關密語`, `通关密语`)
    "密語", "密语",
    "문구", "구문", "フレーズ", "合言葉", "ფრაზ", "բառակապակց",
    "արտահայտ", "ሐረግ", "วลี", "عبارت", "عبارة", "ביטוי", "वाक्यांश", "वाक्य", "বাক্যাংশ",
    "சொற்றொடர", "වැකිය", "cụm từ", "mnemonic", "мнемон",
    # (a wallet's mnemonic words: Chinese `助记词`, Japanese and Korean loanwords)
    "助记词", "助記詞", "ニーモニック", "니모닉",
    # (Telugu's, Kannada's and Tamil's words for a phrase; Finnish `tunnuslause`, a passphrase)
    "పదబంధ", "ಪದಗುಚ್ಛ", "சொற்றொடர்", "tunnuslau",
    # (the words of a wallet's or an account's secret, in English and the Romance languages:
    # `secret words`, `seed words`, `palabras secretas`, `mots secrets`)
    "secret word", "seed word", "recovery word", "backup word", "palabras secret",
    "palavras secret", "mots secret", "parole segret",
    # (Danish's and Norwegian's word for a sentence, a passphrase's `adgangssætning`,
    # `passordsetning`; Slovak's `fráza`; Dutch's `wachtzin`)
    "sætning", "setning", "fráz", "wachtzin",
    # (a word that proves who one is: a guard's challenge and countersign, a safe word)
    "challenge word", "countersign", "safe word", "safeword",
)  # fmt: skip
# A drawn word: three to twelve lower-case Latin letters, accented ones too (a list drawn in a
# creole or a Romance language: `mangú coquí kenèp`).
DRAWN_WORD = "[a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f]{3,12}"
# After the label's word: the rest of its word and up to two more (`φράση πρόσβασης`), the
# separator, then the words.
_AFTER = re.compile(
    r"[^\s:\uff1a]{0,24}"
    # (each a word of another script, or a short one, `frase de contraseña`)
    r"(?:[ \t\u00a0]+(?:(?=[^\s:\uff1a]{0,23}[^\s:\uff1a\x00-\x7f])[^\s:\uff1a\"«»“„「]{1,24}"
    r"|[a-z]{1,3})(?=[\s:\uff1a])){0,2}"
    r"[ \t\u00a0]*(?P<sep>[:\uff1a])?[ \t\u00a0]*"
    rf"(?<![a-z])(?P<words>{DRAWN_WORD}(?:[ ]{DRAWN_WORD}){{2,23}})(?![\w-]|'\w)"
)
# Or up to six words of its sentence, then the colon (`Wiederherstellungsphrase lautet:`,
# `Frasa pemulihan Anda:`, `Fraz sekrè ou a se:`) or an opening quote (`la frase de paso es
# "…"`, `c'est « … »`): the words after it must then read as drawn (``drawn_words``).
# (or the copula of its sentence, `the passphrase is corbel trowel soffit gable`, `er`, `är`,
# `ist`, `est`, `es`, `é`, `è`, `je`, `jest`: the words after it then read as drawn up to the
# first word of prose, ``drawn_prefix``)
_AFTER_WORDS = re.compile(
    r"[^\s:\uff1a]{0,24}(?:[ \t\u00a0]+[^\s:\uff1a\"«»“„「]{1,24}){0,6}[ \t\u00a0]*"
    r"(?:[:\uff1a][ \t\u00a0]*[\"«»“„「]?|[\"«»“„「]"
    r"|(?<=[ \t])(?P<copula>is|was|er|ist|est|es|é|è|är|je|jest|lautet)[ \t]+[\"«»“„「]?)"
    rf"[ \t\u00a0]*(?<![a-z])(?P<words>{DRAWN_WORD}(?:[ ]{DRAWN_WORD}){{2,23}})"
    r"(?![\w-]|'\w)"
)
# Words of English prose, which a phrase of random words holds none of.
PROSE_WORDS = frozenset({
    "the", "and", "for", "not", "you", "your", "are", "was", "were", "has", "have", "had",
    "does", "did", "must", "should", "can", "cannot", "will", "with", "from", "this", "that",
    "been", "too", "than", "into", "when", "then", "there", "here", "its", "our", "any", "all",
    "set", "use", "used", "match", "matches", "expired", "invalid", "missing", "required",
    "empty", "incorrect", "wrong", "rejected", "failed", "changed", "updated", "reset",
    "accepted", "long", "short", "longer", "shorter", "least", "more", "less", "contain",
    "contains", "please", "enter", "entered", "provided", "given", "words", "characters",
    # (a flag's values: `passphrase set: true unlocked false`)
    "true", "false", "yes", "null", "none", "nil", "enabled", "disabled", "locked", "unlocked",
    # (a pointer to where it is: `passphrase: see sealed envelope`, `ask IT`, `in the vault`)
    "see", "ask", "in", "on", "at", "via", "stored", "kept", "check", "contact", "refer",
})  # fmt: skip


# Words of an error's message, which a phrase of drawn words holds none of either.
_ERROR_WORDS = frozenset({
    "error", "errors", "unexpected", "token", "input", "output", "end", "near", "timeout",
    "connection", "request", "response", "server", "client", "file", "found", "denied",
    "refused", "reset", "exceeded", "unknown", "permission", "access", "quota", "disk",
    "volume", "network", "host", "port", "peer", "socket", "read", "write", "data", "value",
})  # fmt: skip


def drawn_words(words: list[str]) -> bool:
    """Words a passphrase's generator drew, not English prose: none of ``PROSE_WORDS`` or of
    an error's vocabulary, at most one with a verb's or an adverb's ending (a drawn noun may
    have one, `grayling`, `seabed`; a sentence has more)."""
    return (
        PROSE_WORDS.isdisjoint(words)
        and _ERROR_WORDS.isdisjoint(words)
        and sum(word.endswith(("ed", "ing", "ly")) for word in words) <= 1
    )


def drawn_prefix(words: list[str]) -> int:
    """How many of ``words``, from the first, read as drawn (``drawn_words``): up to the first
    word of prose or of an error, or the second with a verb's or an adverb's ending."""
    endings = 0
    for count, word in enumerate(words):
        endings += word.endswith(("ed", "ing", "ly"))
        if word in PROSE_WORDS or word in _ERROR_WORDS or endings > 1:
            return count
    return len(words)


def _after_words(match: re.Match[str]) -> Span | None:
    """The drawn words ``_AFTER_WORDS`` found: all of them after a colon or a quote; after a
    copula, those up to the first word of prose (four at least)."""
    words = match.group("words").split(" ")
    if match.group("copula") is None:
        return match.span("words") if drawn_words(words) else None
    count = drawn_prefix(words)
    if count < 4:
        return None
    start = match.start("words")
    return start, start + len(" ".join(words[:count]))


def _phrases(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    cues = [word for word in _PHRASE_WORDS if word in folded]
    for start, end in cue_positions(folded, cues):
        after = _AFTER.match(folded, end)
        if after is None or (
            after.group("sep") is None and (folded[start:end].isascii() or text.isascii())
        ):
            # (a label in ASCII says its phrase after a colon, `passphrase prompt …`, or after
            # more of its sentence: `frase segreta del portafogio xe: …`)
            words_after = _AFTER_WORDS.match(folded, end)
            if words_after is not None and (span := _after_words(words_after)) is not None:
                yield span
            continue
        words = after.group("words").split(" ")
        if PROSE_WORDS.isdisjoint(words) and text[after.start("words")] != "[":
            yield after.span("words")


PHRASE_ROWS: tuple[Rule, ...] = (
    Rule(
        "word_passphrase",
        _PHRASE_WORDS,
        _phrases,
        "the label; English prose after it",
        (
            ("passphrase: zephyr reef fjord willow", f"passphrase: {REDACTED}"),
            ("密码短语：mesa nectar zephyr dune，请保管。", f"密码短语：{REDACTED}，请保管。"),
            ("frase de contraseña: amber lagoon cedar", f"frase de contraseña: {REDACTED}"),
            (
                "the pass phrase is mortar plumb joist gable, all lower case",
                f"the pass phrase is {REDACTED}, all lower case",
            ),
        ),
        (
            "passphrase: does not match the key",
            "passphrase prompt timed out waiting",
            "Seed phrase: must hold twelve words",
            "the passphrase is stored in the team vault",
            "this phrase is commonly misspelled by people",
        ),
    ),
)
