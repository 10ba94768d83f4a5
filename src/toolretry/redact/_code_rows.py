"""An access code in any language: the digits after a word for "code" that a word for access,
entry, login or unlock qualifies, glued into one compound (`Zugangscode`, `ligipääsukood`),
beside it (`access code`, `código de acceso`, `giriş kodu`) or in a genitive after it. The
code word is found by its stems, shared by many languages (`code`, `kod`, `kood`, `kód`,
`koodi`, `código`, `код`, `კოდ`, `կոդ`); an error, exit or status code names no access and
stays.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from ._code_shapes import CODE_STEMS, grouped_code
from ._engine import REDACTED, Rule, Scan, Span, cue_positions, looks_generated
from ._recovery_words import RECOVERY_STEMS
from ._vocabulary import KEY_WORDS

__all__ = [
    "CODE_ROWS",
    "CODE_VALUE_AFTER",
    "QUALIFIER",
    "SECRET_WORDS",
    "after_article",
    "in_word",
    "is_code_word",
]

# (`cod` and `kod` hold the other Latin stems but `kood`: each looked for with `find`)
# Chinese, Japanese and Korean write a secret number as one compound of a qualifier and a word
# for a number or a code (`暗証番号`, `密码`, `验证码`, `비밀번호`, `인증번호`): the qualifier must
# stand right before it, since a sentence without spaces would otherwise lend a number word
# (`電話番号`, a phone number) a qualifier from anywhere in it.
# (with the traditional forms a Japanese or Korean text in old characters writes: `番號`)
_GLUED_NUMBER_WORDS = ("番号", "番號", "번호", "码", "碼")
_GLUED_QUALIFIERS = (
    "暗証", "認証", "認證", "密", "验证", "驗證", "비밀", "인증", "보안", "パス",
    # (a code that recovers an account: `恢复码`, `復旧コード`, `복구코드`)
    "恢复", "恢復", "回復", "復旧", "复原", "备用", "備用", "복구", "백업",
)  # fmt: skip
# The word for a key in other languages (`リカバリーキー`, `klíč pro obnovení`): a value
# after it is a key when it has a recovery code's groups (``grouped_code``).
# (Those of other scripts or with marks only: an ASCII text is asked for this row by its code
# words alone, `_quiet_rows`.)
_KEY_CUES = tuple(word for word in KEY_WORDS if not word.isascii())
# The word for a number in scripts other than Latin (`গোপন নম্বর`, `गुप्त नंबर`, `секретный
# номер`, `מספר סודי`): a secret's word must qualify it (``_SECRET``), not an access's.
_NUMBER_WORDS = (
    "নম্বর", "नंबर", "नम्बर", "संख्या", "ਨੰਬਰ", "નંબર", "номер", "αριθμ", "מספר", "رقم", "شماره",
    "ნომერ", "համար", "எண்", "နံပါတ်", "پن",
)  # fmt: skip
_CODE_CUES = (
    "cod", "kod", "kood", "msimbo",
    *(stem for stem in CODE_STEMS if not stem.isascii()),
    *_GLUED_NUMBER_WORDS,
    *_KEY_CUES,
    *_NUMBER_WORDS,
)  # fmt: skip
# Stems of the words for access, entry, login and unlocking, in the languages that write the
# code word above: English, Romance, Germanic, Nordic, Finnic, Baltic, Slavic, Celtic, Basque,
# Turkic, Georgian, Armenian, Albanian.
# The words for a secret that make a code or a number a secret one (`secret code`, `kod rahsia`,
# `código secreto`, `Geheimcode`, `গোপন নম্বর`; Sanskrit's `rahasya` in the Indic scripts,
# `ரகசிய குறியீடு`), and a PIN's (`PIN կոդ`, `код PIN`: the word alone, not `ping` or `spin`).
_SECRET_WORDS = (
    "secret", "secreto", "segreto", "secrète", "geheim", "سري", "سرّي", "rahsia", "rahasia",
    "siri", "gizli", "salai", "titk", "tajn", "таємн", "секрет", "गुप्त", "গোপন", "비밀", "μυστικ",
    "κρυφ", "סוד", "လျှို့ဝှက်", "خفیہ", "خفيه",
    "रहस्य", "রহস্য", "ਰਹੱਸ", "રહસ્ય", "ରହସ୍ୟ", "ரகசிய", "రహస్య", "ರಹಸ್ಯ", "രഹസ്യ",
    # (Persian's and Dari's `makhfi`, Uyghur's `mexpiy`, Tibetan's `gsang`, Odia's `gupta`,
    # Amharic's and Tigrinya's `mistir`, Hausa's `sirri`, Tagalog's `lihim`, Uzbek, Kazakh,
    # Mongolian, Georgian, Armenian, Nepali, Sinhala, Khmer)
    "مخفی", "مەخپىي", "གསང", "ଗୁପ୍ତ", "ምስጢ", "ሚስጢ", "ሚስጥ", "ምስጥ", "sirri", "lihim",
    "maxfiy", "құпия", "нууц", "საიდუმლ", "գաղտնի", "गोप्य", "රහස", "សម្ងាត់",
    # (the cognates the creoles, pidgins and minority languages write, `sekretu`, `sikrit`,
    # `sekreti`, `hemlia`, `geheemi`: each a stem that takes an ending)
    "sekre", "sikre", "sikri", "hemli", "geheem",
)  # fmt: skip
SECRET_WORDS = _SECRET_WORDS
_PIN_WORDS = ("(?<![a-zа-я])(?:pin|пин|пін)(?![a-zа-я])", "पिन", "পিন")
_QUALIFIERS = (
    "access", "entry", "login", "logon", "sign-in", "signin", "door", "gate",
    # (what a code opens: a lockbox, a padlock, a keypad, an alarm, a garage)
    "lockbox", "padlock", "keypad", "keybox", "key box", "alarm", "garage",
    "acces", "accès", "acceso", "accesso", "acesso", "entrada", "entrée", "ingresso",
    "zugang", "zugriff", "eingang", "toegang", "toegangs", "tilgang", "adgang", "åtkomst",
    "pääsy", "pääsu", "ligipääs", "juurdepääs", "aðgang", "innskrán", "piekļuv", "prieig",
    "доступ", "вход", "входа", "pristup", "přístup", "prístup", "dostęp", "dostep",
    "hozzáférés", "belépés", "mynediad", "rochtain", "sarbide", "sarrera", "giriş", "erişim",
    "kirish", "кіру", "kirü", "წვდომ", "შესვლ", "մուտք", "hyrj", "qasj",
    # a code that is a secret or a pass by its name (`passcode`, `secret code`, `kod rahsia`,
    # `código secreto`, `Geheimcode`, `पासकोड`, `パスコード`): it opens what it guards too
    "pass", "पास", "পাস", "パス", "패스", *_SECRET_WORDS, *_PIN_WORDS,
    # a security code (a card's, a bank's, an account's: `보안 코드`, `código de seguridad`)
    "security", "sécurité", "securite", "seguridad", "segurança", "sicurezza", "sicherheit",
    "veiligheid", "säkerhet", "sikkerhe", "bezpiecze", "безопасн", "güvenlik", "keamanan",
    "bảo mật", "ασφαλεί", "אבטחה", "सुरक्षा", "보안", "セキュリティ", "安全",
    # a code that recovers an account (a recovery or backup code: it replaces the second factor)
    *RECOVERY_STEMS, "backup", "back-up", "restor", "rescue", "respaldo", "zapas", "logowan",
    "secour", "emergenc", "urgence",
    "varmuus", "yedek", "резервн", "helyreáll", "回復", "復旧", "恢复",
    "恢復", "备用", "備用", "복구", "백업", "استرداد", "استعادة", "احتياط", "שחזור", "גיבוי",
    "पुनर्प्राप्त", "बैकअप", "pemulihan", "cadangan", "khôi phục", "dự phòng",
    # (Arabic's other word and its dialects' Arabizi, Persian's, the loanword in the Indic
    # scripts, Bengali's, Greek's, Swahili's, Thai's and Japanese's)
    "استرجاع", "isterja", "istirja", "estirja", "esterja", "esterdad", "istirdad", "بازیابی",
    "بازگردانی", "bazyabi", "रिकवरी", "রিকভারি", "পুনরুদ্ধার", "ανάκτησ", "kurejesh", "urejesh",
    "กู้คืน", "リカバリ",
)  # fmt: skip
# After the code word: the rest of its word (an ending), a genitive of up to two words
# (`Kodi i hyrjes`, `code d'accès`) or a verb (`ist`, `est`), a separator, then the code: 4
# to 12 digits (a PIN, an access code), or groups as recovery codes are printed (of digits
# between blanks, `2149 9453`; of letters and digits between dashes, `0d03e-69fd5`,
# `SUWX-0QX6-J5RR-…`), not a part of a number, a date or a version.
CODE_VALUE_AFTER = re.compile(
    r"(?:(?:[^\W\d]|[\u0900-\u0dff]){0,8}|[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]{0,24})((?:[\s'’]+[^\W\d]{1,16}(?!\w)){0,2})[\s'’]*"
    r"[^\w\s\"'«„“]?[\s]*[\"'«„“]?"
    r"(\d{3,8}(?:[ -]\d{3,8}){1,7}(?![\w:/.,-])|[a-z0-9]{2,10}(?:-[a-z0-9]{2,10}){1,11}"
    r"(?![\w:/-])|\d{4,12}|[a-z0-9]{6,64})(?![\w:/-]|[.,]\d)"
)

# The same code after a colon that ends the code word's clause (`Kod zapasowy do logowania:
# 3278 7358`, `backup code if you lose your phone: 9815 0459`): asked where the code word is
# qualified, and what qualifies it is looked for up to the colon.
_LATER = re.compile(
    r"[^.!?;\n:\uff1a\u3002]{1,60}?[:\uff1a][ \t]*[\"'«„“]?"
    r"(\d{3,8}(?:[ -]\d{3,8}){1,7}(?![\w:/.,-])|[a-z0-9]{2,10}(?:-[a-z0-9]{2,10}){1,11}"
    r"(?![\w:/-])|\d{4,12})(?![\w:/-]|[.,]\d)"
)


def _code_shaped(value: str) -> bool:
    """Digits; groups between dashes that mix letters and digits or are all of one length
    (`0d03e-69fd5`, `LRBRG-CYPRR-9OK9M-…`; not a word joined to a number, `v2-beta`, nor a
    date, `2026-12-05`); or one generated-looking run (`KEWA802FG8EEY9JC…`)."""
    if "-" not in value or value.replace("-", "").isdigit():
        if value.replace("-", "").replace(" ", "").isdigit():
            return not _DATE.match(value)
        if len(value) < 12:  # (letters of both cases and digits: `gZCgqLpo`, `k7Qx2m`)
            return _SHORT_CODE.fullmatch(value) is not None
        return looks_generated(value, 12)
    groups = value.split("-")
    lengths = {len(group) for group in groups}
    return (
        len(value) - len(groups) + 1 >= 8
        and any(c.isdigit() for c in value)
        and (
            sum(any(c.isdigit() for c in group) for group in groups) * 2 >= len(groups)
            or (len(lengths) == 1 and min(lengths) >= 4)
        )
    )


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# A short code that is no word: letters and digits both, or three changes of case.
_SHORT_CODE = re.compile(
    r"(?=[A-Za-z]*[0-9])(?=[0-9]*[A-Za-z])[A-Za-z0-9]{6,11}"
    r"|[A-Za-z]*(?:[a-z][A-Z]|[A-Z][a-z]{1,2}[A-Z])[A-Za-z]*(?:[a-z][A-Z]|[A-Z][a-z])[A-Za-z]*"
)
# (a word's letters, and the vowel marks of the Indic scripts, which are not word characters)
_LETTER = "(?:[^\\W\\d\u0900-\u0dff]|[\u0900-\u0dff])"
_WORD_BEFORE = re.compile(rf"{_LETTER}+(?:[-'’]{_LETTER}+)?[\s]+(?:{_LETTER}{{1,3}}[\s]+)?$")


QUALIFIER = re.compile("|".join(_QUALIFIERS))
# The kinds of code a model needs, named by the words after the code word: a tax id, a postal
# code, a product's, an error's (their groups are no recovery code's).
_NAMED_KIND = re.compile(
    r"fisc|tribut|postal|produ|article|artikel|error|errore|erreur|fehler|ошибк|товар|налог"
)
# (and right before the word or in its compound: a report's, a rate's; a reference or a receipt
# number, `参考编号`, `受付番号`)
_NAMED_BEFORE = re.compile(r"(?:report|rate|tarif|参考|參考|受付|受理|照会|संदर्भ)[ \t]*$")
# What makes a number word name a PIN: a secret's word or a PIN's.
_SECRET = re.compile("|".join((*_SECRET_WORDS, *_PIN_WORDS)))


def is_code_word(folded: str, start: int, cue_end: int, ending: int = 2) -> bool:
    """Whether the cue is the word for code itself, with at most ``ending`` letters of an
    ending (`kodu`, `kodi`, `codes`; four before a code's groups, `кодыңыз`), or a compound's
    last word with at most a vowel after it (`herstelkode`); not a piece of another word
    (`encoding`, `decoder`). Thai, Japanese and the scripts written without spaces glue the
    qualifier on (`รหัสกู้คืน`): any cue of theirs is the word."""
    if folded[start] >= "\u0e00":
        return True
    end = cue_end
    while end < len(folded) and end - cue_end <= ending and in_word(folded[end]):
        end += 1
    if end < len(folded) and in_word(folded[end]):
        return False
    if start and in_word(folded[start - 1]) and not after_article(folded, start):
        return end - cue_end <= 1 and folded[cue_end:end] in ("", "e", "i", "u", "a", "o", "у")
    return True


# Arabic's article glued on, with a conjunction or a preposition before it (`الكود`, `والكود`,
# `بالكود`): the word is the code word still, not a compound's last.
_ARTICLE = re.compile(r"(?<![^\W\d_])[وفبكل]?ال$|(?<![^\W\d_])لل$")


def after_article(folded: str, start: int) -> bool:
    """Whether the code word at ``start`` has Arabic's article glued on before it."""
    return _ARTICLE.search(folded, max(0, start - 3), start) is not None


def _a_word(value: str) -> bool:
    """A value of 6 to 11 letters and digits that is no short code: a word after the code word."""
    if not (6 <= len(value) < 12 and value.isalnum()) or value.isdigit():
        return False  # (digits, groups: `3606 8980`, `0d03e-69fd5`)
    return _SHORT_CODE.fullmatch(value) is None


def in_word(char: str) -> bool:
    """Whether ``char`` is part of a word: a letter, or a mark that an Indic script writes its
    vowels with (`पासकोड`: `ा` is a mark, not a letter)."""
    return char.isalpha() or unicodedata.category(char)[0] == "M"


def _access_codes(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for start, cue_end in cue_positions(folded, (cue for cue in _CODE_CUES if cue in folded)):
        if start and (folded[start - 1].isdigit() or folded[start - 1] in "_/."):
            continue  # a path's or a name's piece (`/decode/`, `_code`)
        after = CODE_VALUE_AFTER.match(folded, cue_end)
        if after is not None and _a_word(text[after.start(2) : after.end(2)]):
            after = None  # (a word of the sentence: `Codice di sblocco (PUK) …: 12462432`)
        if after is None:
            later = _LATER.match(folded, cue_end)
            if later is not None and is_code_word(folded, start, cue_end):
                value = text[later.start(1) : later.end(1)]
                clause = folded[max(0, start - 40) : later.start(1)]
                if QUALIFIER.search(clause) is not None and _code_shaped(value):
                    yield later.span(1)
            continue
        value_start, value_end = after.span(2)
        value = text[value_start:value_end]
        if value == REDACTED:
            continue
        if _NAMED_BEFORE.search(folded, max(0, start - 12), start) is not None:
            continue  # (named right before it or in its compound: `report code`, `受付番号`)
        if folded[start:cue_end] in _GLUED_NUMBER_WORDS:
            if (
                folded.endswith(_GLUED_QUALIFIERS, 0, start) and _code_shaped(value)
            ) or grouped_code(value):
                yield after.span(2)
            continue
        if _NAMED_KIND.search(after.group(1)) is not None:
            continue  # a tax id, a postal or a product code (`codice fiscale RSSMRA80A01H501U`)
        # (before a recovery code's groups, the longer endings of the Turkic possessives too:
        # `кодыңыз`, `kodunuz`)
        if is_code_word(folded, start, cue_end, 4) and grouped_code(value):
            # A recovery code's or a key's groups say what it is whatever qualifies the word
            # (`Bərpa kodu`, `tiklash kodi`, `リカバリーキー`: no list holds every language's
            # word for recovering); an error's or a status's code has no such groups.
            yield (value_start, value_end)
            continue
        if folded.startswith(_KEY_CUES, start):
            continue  # (a key word's value: only a grouped one here, the other rows see the rest)
        # The word holding the code word (a compound), the word before it (and a particle
        # between: `code d'accès`'s mirror `tilgangs kode`), or the genitive after it: the
        # qualifier is looked for in these few words only.
        word_start = start  # (a compound's head: 40 letters at most, so many hits stay linear)
        while word_start > start - 40 and word_start and in_word(folded[word_start - 1]):
            word_start -= 1
        before = _WORD_BEFORE.search(folded, max(0, word_start - 40), word_start)
        words = folded[word_start:cue_end] + " " + after.group(1)
        if before is not None:
            words += " " + before.group()
        qualifier = _SECRET if folded.startswith(_NUMBER_WORDS, start) else QUALIFIER
        if qualifier.search(words) is not None and _code_shaped(value):
            yield (value_start, value_end)


CODE_ROWS = (
    Rule(
        "access_code",
        _CODE_CUES,
        _access_codes,
        "the words, an error's or a status's code",
        (
            ("Wrong access code: 48213377", f"Wrong access code: {REDACTED}"),
            ("Código de acceso 551203 incorrecto", f"Código de acceso {REDACTED} incorrecto"),
            ("Falscher Zugangscode 90817", f"Falscher Zugangscode {REDACTED}"),
        ),
        (
            "access denied, error code 80070005",
            "exit code 137 after login",
            "HTTP status code 4031 for /access",
        ),
    ),
)
