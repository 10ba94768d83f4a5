"""The digits right after a word for "code" that no qualifier names, in the languages whose
qualifiers no table holds.

``access_code`` hides a code its qualifier names as a secret (`access code`, `código de
seguridad`, `Zugangscode`). A message in Chechen, Mongolian, Kurdish or Sakha names its code
with words no table holds (`Чуваларан код: 513323`, `Koda piştrastkirinê: 469285`), and
the word for code itself is a loanword every script writes (`код`, `კოდი`, `کوډ`, `קוד`,
`కోడ్`). What such a message sends right after that word is a code to type. The codes a model
needs are named as what they are, in the languages that write the loanword: an error's, a
status's, an exit's or a response's, a place's (postal, country, area), a product's, a
currency's, a tracking number's. Those stay, as do a compound (`Veracode`, `adcode`), a number
word (`номер`, `شماره`) and English's own `code` (its qualifiers are known: ``access_code``,
``code_number_in_clause``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._code_rows import CODE_VALUE_AFTER, after_article, in_word, is_code_word
from ._code_shapes import CODE_STEMS
from ._engine import REDACTED, Rule, Scan, Span, cue_positions
from ._engine import vectors as _v

__all__ = ["NEEDED_CODE_WORDS", "UNQUALIFIED_CODE_ROWS"]

# The code word's stems but those of English and the Romance languages (their qualifiers are
# known), Vietnamese's `mã` (the word for any code: an order's, a post office's) and the
# scripts written without spaces (a qualifier glued on after the word cannot be told apart:
# `รหัสไปรษณีย์`, a postal code). Urdu's and Pashto's word for a PIN, `پن`, too.
# (Thai, Lao, Burmese, Khmer)
_UNSPACED = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")
_CUES = (
    *(
        stem
        for stem in CODE_STEMS
        if stem not in ("code", "codi", "cód", "cod", "mã") and not _UNSPACED.match(stem)
    ),
    "پن",
    # (and the scripts written without spaces, where the words glued on after the code word
    # say it is the reader's own: `รหัสของคุณคือ`, `ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ`, `លេខកូដ…របស់អ្នកគឺ`)
    *(stem for stem in CODE_STEMS if _UNSPACED.match(stem)),
)
# (Thai's, Lao's, Khmer's and Burmese's "yours": `ของคุณ`, `ของท่าน`, `ຂອງທ່ານ`, `ຂອງເຈົ້າ`,
# `របស់អ្នក`, `သင့်`)
_YOURS = re.compile("ของคุณ|ของท่าน|ຂອງທ່ານ|ຂອງເຈົ້າ|របស់អ្នក|របស់លោក|သင့်")
# The kinds of code a model needs, in the languages of the stems above: error, status, exit,
# return, response; postal, country, area, region, city; product, goods, currency, tax,
# national id, tracking.
NEEDED_CODE_WORDS = (
    # (error)
    "error", "err", "fehler", "fejl", "feil", "fel", "virhe", "viga", "ошибк", "помилк", "błęd",
    "chyb", "hib", "hata", "xato", "qate", "қате", "алдаа", "σφάλμ", "შეცდომ", "սխալ", "خطأ",
    "خطا", "غلطی", "خرابی", "שגיא", "त्रुटि", "ত্রুটি", "エラー", "에러", "오류",
    # (status, exit, return, response)
    "status", "статус", "состоян", "стан", "durum", "stan", "stav", "tila", "olek", "κατάστασ",
    "სტატუს", "կարգավիճակ", "وضعیت", "حالة", "exit", "çıkış", "wyjści", "завершени",
    "возврат", "повернен", "return", "retur", "paluu", "ответ", "відповід", "odpowied",
    "odpově", "απόκρισ", "استجابة", "http",
    # (places)
    "post", "почтов", "поштов", "poczt", "pošt", "ταχυδρομ", "საფოსტო", "փոստ", "پست", "بريد",
    "ڈاک", "डाक", "מיקוד", "країн", "стран", "kraj", "země", "ülke", "maa", "riigi", "land",
    "χώρα", "ქვეყ", "երկր", "کشور", "بلد", "دولة", "регион", "город", "alan",
    # (goods, money, tax, identity, tracking)
    "товар", "продукт", "produkt", "ürün", "tuote", "toote", "vare", "προϊόν", "محصول", "منتج",
    "מוצר", "валют", "vergi", "налог", "ملی", "رهگیری", "track",
    # (a support case's or an application's reference: `Код звернення`, `код заявки`)
    "звернен", "обращени", "заявк", "тикет", "zgłoszeni", "başvuru", "talep", "podání",
    # (Thai's, Lao's, Khmer's and Burmese's product, post, parcel, order, tracking, error, status)
    "สินค้า", "ไปรษณีย์", "พัสดุ", "คำสั่งซื้อ", "ติดตาม", "ข้อผิดพลาด", "สถานะ", "ສິນຄ້າ",
    "ໄປສະນີ", "ຂໍ້ຜິດພາດ", "ផលិតផល", "ប្រៃសណីយ៍", "កំហុស", "ကုန်ပစ္စည်း", "စာတိုက်",
)  # fmt: skip
_NEEDED = re.compile("|".join(NEEDED_CODE_WORDS))
# Where the code word's clause starts: after the last colon, quote, bracket or line break.
_CLAUSE_START = re.compile(r"[^\n:'\"(\[«„“]*$")
# (or up to four words of its clause, then a colon and the digits: `קוד האימות שלך הוא: …`,
# `आपका कोड है: …`; the vowel signs of the Indic scripts are part of their words)
# (one way to read each letter: an Indic letter is a word character and in the range too, and a
# run read two ways would be tried 2ⁿ ways where it fails)
_WORDS_THEN_COLON = re.compile(
    r"(?:[^\W\d\u0900-\u0dff]|[\u0900-\u0dff])*"
    r"((?:[ \t]+(?:[^\W\d_\u0900-\u0dff]|[\u0900-\u0dff])+){1,4})[ \t]*[:：]"
    r"[ \t]*(\d{4,8})(?![\w:/-]|[.,]\d)"
)
# A masked number's last digits (`۰۹۱۲•••۴۵۶۷`): the number goes on.
_MASKED = re.compile(r"[•*×xX]")


def _unqualified_codes(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    for start, cue_end in cue_positions(folded, (cue for cue in _CUES if cue in folded)):
        unspaced = _UNSPACED.match(folded, start) is not None
        if start and in_word(folded[start - 1]) and not (after_article(folded, start) or unspaced):
            continue  # (a compound's last word: `Veracode`, `adcode`; not `الكود`, `លេខកូដ`)
        after = CODE_VALUE_AFTER.match(folded, cue_end) or _WORDS_THEN_COLON.match(folded, cue_end)
        if after is None or not is_code_word(folded, start, cue_end, 4):
            continue
        value_start, value_end = after.span(2)
        if unspaced and not _YOURS.search(folded, cue_end, value_start):
            continue  # (a glued qualifier may name any code: `รหัสไปรษณีย์`, a postal code)
        value = folded[value_start:value_end]
        if not (value.isdigit() and 4 <= len(value) <= 8):
            continue
        # (a word after the code word is its genitive, `Kod podtverzhdeniya:`: then a colon
        # ends the name, or the words are a sentence going on)
        if after.group(1).strip() and not {":", "\uff1a"} & set(folded[after.end(1) : value_start]):
            continue
        # (what names the code stands in its clause: not in an exception's name before a
        # quote, `KeyError: '…`, nor in a clause a colon ended, `exit status 1: Koda …`)
        clause = _CLAUSE_START.search(folded, max(0, start - 40), start)
        clause_start = clause.start() if clause else start
        if _MASKED.match(folded, value_end) or _NEEDED.search(folded, clause_start, value_end):
            continue
        yield value_start, value_end


R = REDACTED
UNQUALIFIED_CODE_ROWS = (
    Rule(
        "unqualified_code",
        _CUES,
        _unqualified_codes,
        "an error's, a status's, a place's or a product's code; compounds; number words",
        _v(("Чуваларан код: 513323", f"Чуваларан код: {R}"),
           ("Koda piştrastkirinê: 469285", f"Koda piştrastkirinê: {R}"),
           ("ერთჯერადი კოდი: 856870. კოდი მოქმედებს 3 წუთი.",
            f"ერთჯერადი კოდი: {R}. კოდი მოქმედებს 3 წუთი."),
           ("توهان جو پن 577002 آهي", f"توهان جو پن {R} آهي"),
           ("รหัสของคุณคือ 558690", f"รหัสของคุณคือ {R}")),
        ("код ошибки: 4012", "Posta kodu 34710 Kadıköy", "Veracode app profile 3083932",
         "رمز پویا ارسال شد به شماره ۰۹۱۲•••۴۵۶۷", "код товара 884213 не найден",
         "kod kraju 0048, numer 600700800", "HTTP код 5031 от шлюза",
         "รหัสไปรษณีย์ 10110 กรุงเทพ", "รหัสสินค้าของคุณคือ 884213"),
    ),
)  # fmt: skip
