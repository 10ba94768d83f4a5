"""Held-out set 25: recovery codes, passphrases and passwords named in 33 languages and 18
scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py`` and ``_heldout_cases.py`` file; none
matched. Earlier sets named passwords, keys and tokens in many languages but not recovery
codes or passphrases, so the widely spoken languages appear here with those words (German
``Wiederherstellungscode``, French ``code de récupération``, Spanish ``código de
recuperación``, Polish ``kod odzyskiwania``, Swedish ``återställningskod``, Finnish
``palautuskoodi``, Turkish ``kurtarma kodu``, Russian ``код восстановления``, Japanese
``回復コード``, Arabic ``رمز الاسترداد``, Hebrew ``קוד שחזור``, Hindi ``पुनर्प्राप्ति कोड``;
Greek ``φράση πρόσβασης``, Thai ``วลีรหัสผ่าน``, Korean ``암호 문구``, Chinese ``密码短语``,
Persian ``عبارت عبور``, Armenian ``գաղտնի բառակապակցություն``, Georgian ``საიდუმლო ფრაზა``,
Amharic ``የይለፍ ሐረግ``, Sinhala ``මුර වැකිය``, Tamil ``கடவுச்சொற்றொடர்``), and eleven languages
no earlier set used (each grepped for by name as a whole word; Maori, Sakha, Tswana, Sotho,
Zazaki, Ingush and Khakas were dropped because a word or the name matched) name a password:
K'iche' (``ewan tzij``), Mapudungun (``ellkan dungu``), Kashubian (``skrëtë słowò``), Twi
(``kokoam asɛmfua``), Kirundi (``ijambo ry'ibanga``), Bikol (``sekretong tataramon``) in
Latin letters, Abkhaz (``амаӡа ажәа``) in Cyrillic, Central Atlas Tamazight in Tifinagh
(``ⵜⴰⴳⵓⵔⵉ ⵏ ⵓⵣⵔⴰⵢ``), Shan in Myanmar script (``ၵႂၢမ်းလပ်ႉ``), Tulu in Kannada script
(``ಗುಟ್ಟುದ ಪದ``) and Yiddish in Hebrew script (``פּאַראָל``). Phrases in the eleven were built
from each language's words for "secret", "hidden" and "word" as remembered, not copied from a
localized product, so a speaker may find some odd; the source column names the form. Scripts:
Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Hangul, Han, Kana, Armenian,
Georgian, Ethiopic, Sinhala, Tamil, Tifinagh, Myanmar and Kannada.

Values vary as such values do: GitHub-style recovery codes (``xxxxx-xxxxx`` hex), Google
backup codes (two groups of four digits), Microsoft-style 25-character codes in five groups,
Apple-style recovery keys (seven groups of four), 1Password-style secret keys, Bitwarden-style
32-character codes, passphrases of four to six words with spaces, and typed passwords.
"""

from __future__ import annotations

import dataclasses
import string

from _heldout_secrets_harness import DIGITS, HEX, Case, Values

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
# Words for the passphrases (a diceware-like list would be longer; these are enough to vary).
_WORDS = [
    "amber",
    "basin",
    "cedar",
    "dune",
    "ember",
    "fjord",
    "glacier",
    "harbor",
    "inlet",
    "juniper",
    "kelp",
    "lagoon",
    "mesa",
    "nectar",
    "orchard",
    "prairie",
    "quarry",
    "reef",
    "savanna",
    "thicket",
    "upland",
    "valley",
    "willow",
    "yarrow",
    "zephyr",
    "canyon",
    "delta",
    "estuary",
    "grove",
    "heath",
]

# name ¦ source ¦ value kind ¦ message ({t} is the value)
ROWS = r"""
de recovery ¦ de, "Wiederherstellungscode: X" in a support chat ¦ gh ¦ Ich komme nicht mehr rein, das Handy ist weg. Mein Wiederherstellungscode ist {t} — geht der noch?
fr recovery ¦ fr, "code de récupération : X" in a ticket ¦ ms ¦ Bonjour, voici mon code de récupération : {t}. Pouvez-vous réactiver mon compte ?
es recovery ¦ es, "código de recuperación X" in an export note ¦ google ¦ Códigos de respaldo de la cuenta ops@acme.io — código de recuperación {t} (no usado)
pl recovery ¦ pl, "kod odzyskiwania: X" in a handover note ¦ apple ¦ Przekazanie konta: login admin@acme.pl, kod odzyskiwania: {t}
sv recovery ¦ sv, "återställningskod: X" in a log ¦ bw ¦ INFO konto: tvåstegsverifiering återställd för anna@acme.se med återställningskod: {t}
fi recovery ¦ fi, "palautuskoodi: X" in an email draft ¦ gh ¦ Hei, tässä tilin palautuskoodi: {t} — säilytä se turvassa.
tr recovery ¦ tr, "kurtarma kodu: X" in a chat ¦ ms ¦ Hesabıma giremiyorum, kurtarma kodu: {t} işe yaramıyor.
ru recovery ¦ ru, "код восстановления: X" in a ticket ¦ onep ¦ Добрый день! Код восстановления: {t}. Прошу сбросить двухфакторную аутентификацию.
ja recovery ¦ ja, "回復コード: X" in a note ¦ gh ¦ アカウント引き継ぎメモ — ユーザー: admin、回復コード: {t}(未使用)
ar recovery ¦ ar, "رمز الاسترداد: X" in a message ¦ apple ¦ لا أستطيع الدخول إلى الحساب. رمز الاسترداد: {t}
he recovery ¦ he, "קוד שחזור: X" in a message ¦ google ¦ שלום, איבדתי את הטלפון. קוד שחזור: {t}
hi recovery ¦ hi, "पुनर्प्राप्ति कोड: X" in a message ¦ bw ¦ मेरा खाता लॉक हो गया है। पुनर्प्राप्ति कोड: {t}
el passphrase ¦ el, "φράση πρόσβασης: X" ¦ w5 ¦ Το κλειδί SSH είναι κρυπτογραφημένο· φράση πρόσβασης: {t}
th passphrase ¦ th, "วลีรหัสผ่าน X" ¦ w4 ¦ ไฟล์สำรองถูกเข้ารหัสด้วยวลีรหัสผ่าน {t} ห้ามเผยแพร่
ko passphrase ¦ ko, "암호 문구: X" ¦ w5 ¦ 백업 저장소 암호 문구: {t} (변경 금지)
zh passphrase ¦ zh, "密码短语：X" ¦ w6 ¦ 钱包已导出，密码短语：{t}，请妥善保管。
fa passphrase ¦ fa, "عبارت عبور: X" ¦ w4 ¦ کلید خصوصی رمزگذاری شده است؛ عبارت عبور: {t}
hy passphrase ¦ hy, "գաղտնի բառակապակցություն: X" ¦ w5 ¦ Պահուստային ֆայլը կոդավորված է։ Գաղտնի բառակապակցություն: {t}
ka passphrase ¦ ka, "საიდუმლო ფრაზა: X" ¦ w4 ¦ საფულის აღდგენა — საიდუმლო ფრაზა: {t}
am passphrase ¦ am, "የይለፍ ሐረግ: X" ¦ w5 ¦ የመጠባበቂያ ፋይሉ ተመስጥሯል። የይለፍ ሐረግ: {t}
si passphrase ¦ si, "මුර වැකිය: X" ¦ w4 ¦ SSH යතුර සඳහා මුර වැකිය: {t}
ta passphrase ¦ ta, "கடவுச்சொற்றொடர்: X" ¦ w5 ¦ காப்புப்பிரதி கோப்பு குறியாக்கம் செய்யப்பட்டுள்ளது. கடவுச்சொற்றொடர்: {t}
quc password ¦ quc (K'iche'), "ewan tzij: X" (hidden word) ¦ p ¦ Man xok ta — b'i'aj: admin, ewan tzij: {t}
arn password ¦ arn (Mapudungun), "ellkan dungu: X" (hidden word) ¦ p ¦ Pepi konlay — üy: admin, ellkan dungu: {t}
csb password ¦ csb (Kashubian), "skrëtë słowò: X" (hidden word) ¦ p ¦ Lëchi przistãp — brëkòwnik: admin, skrëtë słowò: {t}
tw password ¦ tw (Twi), "kokoam asɛmfua: X" (secret word) ¦ p ¦ Wontumi nkɔ mu — din: admin, kokoam asɛmfua: {t}
tw prose ¦ tw, "wo kokoam asɛmfua foforo ne X" ¦ p ¦ Wo akawnt no asi. Wo kokoam asɛmfua foforo ne {t} — sesa no ntɛm.
rn password ¦ rn (Kirundi), "ijambo ry'ibanga: X" (word of the secret) ¦ p ¦ Ntivyakunze kwinjira — izina: admin, ijambo ry'ibanga: {t}
bcl password ¦ bcl (Bikol), "sekretong tataramon: X" ¦ p ¦ Dai nakalaog — pangaran: admin, sekretong tataramon: {t}
ab password ¦ ab (Abkhaz), "амаӡа ажәа: X" (secret word) ¦ p ¦ Анырра ауам — ахьӡ: admin, амаӡа ажәа: {t}
tzm password ¦ tzm (Central Atlas Tamazight in Tifinagh), "ⵜⴰⴳⵓⵔⵉ ⵏ ⵓⵣⵔⴰⵢ: X" (word of passing) ¦ p ¦ ⴰⵣⴳⴰⵍ ⴳ ⵓⴽⵛⵛⵓⵎ — admin, ⵜⴰⴳⵓⵔⵉ ⵏ ⵓⵣⵔⴰⵢ: {t}
shn password ¦ shn (Shan in Myanmar script), "ၵႂၢမ်းလပ်ႉ: X" (secret word) ¦ p ¦ ၶဝ်ႈ ဢမ်ႇလႆႈ — admin, ၵႂၢမ်းလပ်ႉ: {t}
tcy password ¦ tcy (Tulu in Kannada script), "ಗುಟ್ಟುದ ಪದ: X" (word of the secret) ¦ p ¦ ಲಾಗಿನ್ ಆಯಿಜಿ — admin, ಗುಟ್ಟುದ ಪದ: {t}
yi password ¦ yi (Yiddish in Hebrew script), "פּאַראָל: X" ¦ p ¦ אַרײַנלאָגירן איז דורכגעפֿאַלן — באַניצער: admin, פּאַראָל: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind == "gh":  # GitHub-style: two groups of five hex digits
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":  # Google backup codes: two groups of four digits
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":  # five groups of five upper-case letters and digits
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "apple":  # seven groups of four
        return "-".join(v.gen(_UPPER, 4) for _ in range(7))
    if kind == "bw":  # 32 upper-case letters and digits
        return v.gen(_UPPER, 32)
    if kind == "onep":  # a 1Password-style secret key
        return "A3-" + "-".join(v.gen(_UPPER, n) for n in (6, 6, 5, 5, 5, 5))
    if kind.startswith("w"):  # a passphrase of words with spaces
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    raises = ("runtime", "note", "args", "cause")
    out = []
    for i, line in enumerate(rows):
        name, source, kind, message = (cell.strip() for cell in line.split(" ¦ "))
        value = _value(v, kind)
        case = Case(f"i18n: {name}", source, message.replace("{t}", value), value)
        out.append(dataclasses.replace(case, raises=raises[i % len(raises)]))
    return out
