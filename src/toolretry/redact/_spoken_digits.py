"""Codes read out as words: digits spelled as number words (`eight four three zero two six`,
`deux quatre zéro huit`, `девять два восемь`, `いち さん よん`), a phone's `double seven`, and
letters and digits in the ICAO spelling alphabet (`Zero Niner Yankee Two`).

The decoded view (``_views``) reads a run of four such words or more, all of one language,
as the digits (and letters) they spell, so the rows judge `your code is eight four three zero
two six` as they judge `your code is 843026`; what they hide is the run of words. A run mixing
languages is not read (`to one null` is Norwegian, English and German: three words of prose).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["may_speak", "spoken_runs"]

# The words for zero to nine, by language (alternatives joined by `|`): the forty-odd languages
# most written, and the ones each script is read out in.
_DIGIT_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("zero|oh|nought|naught", "one", "two", "three", "four", "five", "six", "seven",
           "eight", "nine"),
    # (the ICAO alphabet's digits; its letters are below)
    "icao": ("zero", "one|wun", "two", "three|tree", "four|fower", "five|fife", "six", "seven",
             "eight|ait", "nine|niner"),
    "fr": ("zéro", "un|une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "es": ("cero", "uno|una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
           "nueve"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
    "pt": ("zero", "um|uma", "dois|duas", "três", "quatro", "cinco", "seis|meia", "sete", "oito",
           "nove"),
    "ca": ("zero", "un|una", "dos|dues", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"),
    "ro": ("zero", "unu", "doi", "trei", "patru", "cinci", "șase|şase", "șapte|şapte", "opt",
           "nouă"),
    "de": ("null", "eins", "zwei|zwo", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "nl": ("nul", "een|één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    "af": ("nul", "een", "twee", "drie", "vier", "vyf", "ses", "sewe", "agt", "nege"),
    "sv": ("noll", "ett|en", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"),
    "no": ("null|nul", "en|ett|et|ein|eitt", "to", "tre", "fire", "fem", "seks", "sju|syv",
           "åtte|otte", "ni"),
    "is": ("núll", "einn|eitt", "tveir|tvö", "þrír|þrjú", "fjórir|fjögur", "fimm", "sex", "sjö",
           "átta", "níu"),
    "fi": ("nolla", "yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi", "seitsemän",
           "kahdeksan", "yhdeksän"),
    "et": ("null", "üks", "kaks", "kolm", "neli", "viis", "kuus", "seitse", "kaheksa", "üheksa"),
    "hu": ("nulla", "egy", "kettő|két", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"),
    "pl": ("zero", "jeden|jedna", "dwa|dwie", "trzy", "cztery", "pięć", "sześć", "siedem",
           "osiem", "dziewięć"),
    "cs": ("nula", "jedna|jeden", "dva|dvě", "tři", "čtyři", "pět", "šest", "sedm", "osm",
           "devět"),
    "sk": ("nula", "jeden|jedna", "dva|dve", "tri", "štyri", "päť", "šesť", "sedem", "osem",
           "deväť"),
    "hr": ("nula", "jedan|jedna", "dva|dvije", "tri", "četiri", "pet", "šest", "sedam", "osam",
           "devet"),
    "sl": ("nič", "ena", "dva", "tri", "štiri", "pet", "šest", "sedem", "osem", "devet"),
    "lt": ("nulis", "vienas", "du", "trys", "keturi", "penki", "šeši", "septyni", "aštuoni",
           "devyni"),
    "lv": ("nulle", "viens", "divi", "trīs", "četri", "pieci", "seši", "septiņi", "astoņi",
           "deviņi"),
    "sr": ("нула", "један|једна", "два|две", "три", "четири", "пет", "шест", "седам", "осам",
           "девет"),
    "ru": ("ноль|нуль", "один|одна", "два|две", "три", "четыре", "пять", "шесть", "семь",
           "восемь", "девять"),
    "uk": ("нуль", "один|одна", "два|дві", "три", "чотири", "п'ять|пʼять|п’ять", "шість",
           "сім", "вісім", "дев'ять|девʼять|дев’ять"),
    "bg": ("нула", "едно|едно", "две", "три", "четири", "пет", "шест", "седем", "осем",
           "девет"),
    "el": ("μηδέν", "ένα|μία|μια", "δύο", "τρία", "τέσσερα", "πέντε", "έξι", "επτά|εφτά",
           "οκτώ|οχτώ", "εννέα|εννιά"),
    "tr": ("sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"),
    "az": ("sıfır", "bir", "iki", "üç", "dörd", "beş", "altı", "yeddi", "səkkiz", "doqquz"),
    "he": ("אפס", "אחת|אחד", "שתיים|שתים|שניים", "שלוש|שלושה", "ארבע|ארבעה", "חמש|חמישה",
           "שש|שישה", "שבע|שבעה", "שמונה", "תשע|תשעה"),
    "ar": ("صفر", "واحد", "اثنان|اثنين|إثنين|اتنين|تنين", "ثلاثة|ثلاث|تلاتة|تلاته",
           "أربعة|اربعة|أربع|اربع", "خمسة|خمس|خمسه", "ستة|ست|سته", "سبعة|سبع|سبعه",
           "ثمانية|ثمان|تمانية|تمنية", "تسعة|تسع|تسعه"),
    "fa": ("صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"),
    "ur": ("صفر", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو"),
    "hi": ("शून्य", "एक", "दो", "तीन", "चार", "पाँच|पांच", "छह|छः|छे", "सात", "आठ", "नौ"),
    "bn": ("শূন্য", "এক", "দুই", "তিন", "চার", "পাঁচ", "ছয়|ছয়", "সাত", "আট", "নয়|নয়"),
    "ta": ("பூஜ்ஜியம்|சுழியம்", "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு",
           "ஏழு", "எட்டு", "ஒன்பது"),
    "te": ("సున్నా", "ఒకటి", "రెండు", "మూడు", "నాలుగు", "ఐదు", "ఆరు", "ఏడు", "ఎనిమిది",
           "తొమ్మిది"),
    "sw": ("sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"),
    "ha": ("sifili", "ɗaya|daya", "biyu", "uku", "huɗu|hudu", "biyar", "shida", "bakwai",
           "takwas", "tara"),
    "zu": ("iqanda", "kunye|nye", "kubili|mbili", "kuthathu|thathu", "kune|ne", "kuhlanu|hlanu",
           "isithupha", "isikhombisa", "isishiyagalombili", "isishiyagalolunye"),
    "am": ("ዜሮ", "አንድ", "ሁለት", "ሶስት|ሦስት", "አራት", "አምስት", "ስድስት", "ሰባት", "ስምንት",
           "ዘጠኝ"),
    "id": ("nol|kosong|sifar", "satu|se", "dua", "tiga", "empat", "lima", "enam", "tujuh",
           "delapan|lapan", "sembilan"),
    "tl": ("sero|wala", "isa", "dalawa", "tatlo", "apat", "lima", "anim", "pito", "walo",
           "siyam"),
    "vi": ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"),
    "th": ("ศูนย์", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"),
    "ko": ("공|영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"),
    "ko-native": ("공|영", "하나|한", "둘|두", "셋|세", "넷|네", "다섯", "여섯", "일곱", "여덟",
                  "아홉"),
    "ja": ("ゼロ|ぜろ|れい|まる|零", "いち|イチ|ひと", "に|ニ|ふた", "さん|サン|み",
           "よん|し|ヨン|よ", "ご|ゴ|いつ", "ろく|ロク|む", "なな|しち|ナナ", "はち|ハチ|や",
           "きゅう|く|キュウ|ここの"),
    "zh": ("零|〇|líng|ling", "一|幺|yī|yi|yāo|yao", "二|两|èr|er|liǎng", "三|sān|san",
           "四|sì|si", "五|wǔ|wu", "六|liù|liu", "七|qī|qi", "八|bā|ba", "九|jiǔ|jiu"),
    "cy": ("dim", "un", "dau|dwy", "tri|tair", "pedwar|pedair", "pump", "chwech", "saith",
           "wyth", "naw"),
    "ga": ("náid", "haon", "dó", "trí", "ceathair", "cúig", "sé", "seacht", "ocht", "naoi"),
    "eu": ("zero", "bat", "bi", "hiru", "lau", "bost", "sei", "zazpi", "zortzi", "bederatzi"),
    "ka": ("ნული", "ერთი", "ორი", "სამი", "ოთხი", "ხუთი", "ექვსი", "შვიდი", "რვა", "ცხრა"),
    "hy": ("զրո", "մեկ", "երկու", "երեք", "չորս", "հինգ", "վեց", "յոթ|յոթը", "ութ", "ինը"),
}  # fmt: skip
# The ICAO alphabet's letters (as pilots, the military and call centres spell).
_ICAO_LETTERS = (
    "alfa|alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett|juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey|whisky", "xray", "yankee", "zulu",
)  # fmt: skip
# A word that repeats the digit after it, as a phone number or a code is read out.
_REPEATS = {"double": 2, "triple": 3, "treble": 3}
_REPEATING = ("en", "icao")


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _spellings() -> dict[str, dict[str, str]]:
    """Each word with what it spells in each language it is a digit or a letter of (and, for
    the Latin-script words with marks, the same as typed without them: `tres`, `zero`)."""
    table: dict[str, dict[str, str]] = {}
    for language, digits in _DIGIT_WORDS.items():
        for digit, words in enumerate(digits):
            for word in words.split("|"):
                for form in {word, _plain(word)}:
                    table.setdefault(form, {})[language] = str(digit)
    for index, words in enumerate(_ICAO_LETTERS):
        for word in words.split("|"):
            table.setdefault(word, {})["icao"] = chr(ord("A") + index)
    return table


_SPELLS = _spellings()
_WORDS = frozenset(_SPELLS) | frozenset(_REPEATS)
_ASCII_WORDS = frozenset(word.encode() for word in _WORDS if word.isascii())
# ASCII letters stay, every other byte becomes a blank (as ``_look.letter_runs``).
_LETTERS_MASK = bytes(b if 97 <= b <= 122 else 32 for b in range(256))
# A word: a run of what is not a blank or punctuation (an apostrophe inside it stays, `п'ять`;
# marks are part of their word, `पाँच`, `ห้า`).
_WORD = re.compile(r"[^\s,;:!?.。、，：；！？\-–—/·\"«»“”„()\[\]{}<>|=「」『』【】（）*#]+")
# What may stand between two words of a run: blanks, commas, dashes (not a sentence's end).
_GAP = re.compile(r"[ \t,;\-–—/·、，]{1,4}")
# The fewest words a run holds: of digits only; with a letter (a spelled name is not a code).
_FEWEST_DIGITS = 4
_FEWEST_WITH_LETTERS = 6


def may_speak(text: str) -> bool:
    """Whether ``text`` may hold a run of spoken digits: four of the words or more (asked of
    its runs of ASCII letters in C; a text that is not ASCII, of its words)."""
    if text.isascii():
        runs = text.lower().encode().translate(_LETTERS_MASK).split()
        return sum(map(_ASCII_WORDS.__contains__, runs)) >= _FEWEST_DIGITS
    return sum(map(_WORDS.__contains__, _WORD.findall(text.lower()))) >= _FEWEST_DIGITS


def spoken_runs(text: str) -> list[tuple[int, int, str]]:
    """Each run of spoken digits of ``text``: where it is and the digits and letters it spells."""
    runs: list[tuple[int, int, str]] = []
    # The run being read: its start, end, languages still possible, symbols by language.
    start = end = -1
    languages: set[str] = set()
    spelled: dict[str, str] = {}
    repeat = 1

    def close() -> None:
        if start < 0:
            return
        for language in sorted(languages):
            value = spelled[language]
            fewest = _FEWEST_DIGITS if value.isdigit() else _FEWEST_WITH_LETTERS
            if len(value) >= fewest:
                runs.append((start, end, value))
                return

    for match in _WORD.finditer(text):
        word = match.group().lower().strip("'’ʼ")
        joined = start >= 0 and _GAP.fullmatch(text, end, match.start()) is not None
        if word in _REPEATS:
            if not joined:
                close()
                start, languages, spelled = match.start(), set(_REPEATING), {}
            end, repeat = match.end(), _REPEATS[word]
            languages &= set(_REPEATING)
            continue
        meanings = _SPELLS.get(word)
        if meanings is None:
            close()
            start, repeat = -1, 1
            continue
        if not joined or not languages.intersection(meanings):
            close()
            start, languages, spelled = match.start(), set(meanings), {}
        else:
            languages &= set(meanings)
        end = match.end()
        for language in languages:
            spelled[language] = spelled.get(language, "") + meanings[language] * repeat
        repeat = 1
    close()
    return runs
