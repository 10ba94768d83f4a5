"""Held-out set 81: recovery codes, passphrases, PINs, passwords, API keys and tokens written
and said the way people write and say numbers and codes: in native digits, in Chinese and
Japanese financial numerals, in Roman numerals, spelled out as words, in the NATO and national
spelling alphabets, dictated over the phone, grouped and dashed.

Native digit scripts (each the secret's own digits; the message in that script's language,
as remembered): Arabic-Indic, Persian (Extended Arabic-Indic), Devanagari, Bengali, Thai,
Khmer, Lao, Tibetan, Mongolian, Burmese, full-width, Tamil, Telugu, Kannada, Malayalam,
Gujarati, Gurmukhi and Odia. Earlier files named some of these digits (grepped by the digit
zero of each: Arabic-Indic 2 files, Persian 13, Devanagari 5, Bengali 9, Thai 1, Khmer 1, Lao
1, Tibetan 0, Mongolian 1, Burmese 1, full-width 0, the other Indic 2 each); the share asks for
them, so the messages, the words and the code kinds are new. Numerals: Chinese financial
(大写, simplified and traditional), Japanese daiji and kanji, Roman. Digits spelled as words in
English, German, French, Spanish, Italian, Portuguese, Russian, Ukrainian, Greek, Hebrew,
Turkish, Swahili, Indonesian, Vietnamese, Tagalog, Hindi, Japanese, Mandarin (pinyin with
the phone ``yāo`` for one), Korean (Sino-Korean), Thai, Modern Standard Arabic, Hausa and
Welsh (words as remembered). Spelling alphabets: NATO (``Alfa Bravo`` grepped: 0 files),
German (DIN 5009, the older names), Russian, Italian, French and Spanish (names as
remembered). Scripts: Latin, Arabic, Devanagari, Bengali, Thai, Khmer, Lao, Tibetan,
Mongolian Cyrillic with Mongolian digits, Burmese, Han, Kana, Hangul, Cyrillic, Greek, Hebrew,
Tamil, Telugu, Kannada, Malayalam, Gujarati, Gurmukhi and Odia.
"""

from __future__ import annotations

import dataclasses
import string

from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_ZERO = {
    "arabic": 0x0660,
    "persian": 0x06F0,
    "devanagari": 0x0966,
    "bengali": 0x09E6,
    "thai": 0x0E50,
    "khmer": 0x17E0,
    "lao": 0x0ED0,
    "tibetan": 0x0F20,
    "mongolian": 0x1810,
    "burmese": 0x1040,
    "fullwidth": 0xFF10,
    "tamil": 0x0BE6,
    "telugu": 0x0C66,
    "kannada": 0x0CE6,
    "malayalam": 0x0D66,
    "gujarati": 0x0AE6,
    "gurmukhi": 0x0A66,
    "odia": 0x0B66,
}

_NUMERALS = {
    "zhfin": "零壹贰叁肆伍陆柒捌玖",
    "zhfint": "零壹貳參肆伍陸柒捌玖",
    "kanji": "〇一二三四五六七八九",
    "daiji": "〇壱弐参四五六七八九",
}

_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα",
    "he": "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ",
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう",
    "zh": "líng yāo èr sān sì wǔ liù qī bā jiǔ",
    "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "th": "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า",
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة",
    "ha": "sifili ɗaya biyu uku huɗu biyar shida bakwai takwas tara",
    "cy": "dim un dau tri pedwar pump chwech saith wyth naw",
}

_NATO_NAMES = (
    "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November "
    "Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu "
    "Zero One Two Three Four Five Six Seven Eight Niner"
)
_NATO = dict(zip(string.ascii_uppercase + string.digits, _NATO_NAMES.split(), strict=True))

_SPELLING = {
    "de": "Anton Berta Cäsar Dora Emil Friedrich Gustav Heinrich Ida Julius Kaufmann Ludwig "
    "Martha Nordpol Otto Paula Quelle Richard Samuel Theodor Ulrich Viktor Wilhelm Xanthippe "
    "Ypsilon Zacharias",
    "ru": "Анна Борис Василий Григорий Дмитрий Елена Женя Зинаида Иван Константин Леонид "
    "Михаил Николай Ольга Павел Роман Семён Татьяна Ульяна Фёдор Харитон Цапля Человек Шура",
    "it": "Ancona Bologna Como Domodossola Empoli Firenze Genova Hotel Imola Jolly Kappa Livorno "
    "Milano Napoli Otranto Padova Quarto Roma Savona Torino Udine Venezia Washington Xeres "
    "Yacht Zara",
    "fr": "Anatole Berthe Célestin Désiré Eugène François Gaston Henri Irma Joseph Kléber Louis "
    "Marcel Nicolas Oscar Pierre Quintal Raoul Suzanne Thérèse Ursule Victor William Xavier "
    "Yvonne Zoé",
    "es": "Antonio Barcelona Carmen Dolores Enrique Francia Gerona Historia Inés José Kilo "
    "Lorenzo Madrid Navarra Oviedo París Querido Ramón Sábado Tarragona Ulises Valencia "
    "Washington Xilófono Yegua Zaragoza",
}

_ROMAN = ["nulla", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
_UPPER = string.ascii_uppercase + string.digits


def _digits(v: Values, n: int) -> str:
    return v.gen("123456789", 1) + v.gen(string.digits, n - 1)


def _phone(digits: str) -> str:
    """Digits as they are read out over the phone in English: pairs doubled, 0 said "oh"."""
    said, i = [], 0
    while i < len(digits):
        word = "oh" if digits[i] == "0" else _WORDS["en"].split()[int(digits[i])]
        if i + 1 < len(digits) and digits[i + 1] == digits[i]:
            said.append(f"double {word}")
            i += 2
        else:
            said.append(word)
            i += 1
    return ", ".join(said)


def _value(v: Values, kind: str) -> str:
    """``nd:SCRIPT:N`` native digits, ``num:NAME:N`` numerals, ``w:LANG:N`` digits as words,
    ``nato:N`` a code in NATO words, ``sp:LANG:N`` letters in a national spelling alphabet,
    ``roman:N``, ``ph:N`` dictated, ``grp:SIZES:SEP`` grouped digits (``space`` a space), ``grpa:SIZES:SEP``
    grouped upper alnum."""
    head, *rest = kind.split(":")
    if head == "nd":
        return "".join(chr(_ZERO[rest[0]] + int(d)) for d in _digits(v, int(rest[1])))
    if head == "num":
        return "".join(_NUMERALS[rest[0]][int(d)] for d in _digits(v, int(rest[1])))
    if head == "w":
        words = _WORDS[rest[0]].split()
        return " ".join(words[int(d)] for d in _digits(v, int(rest[1])))
    if head == "nato":
        return " ".join(_NATO[c] for c in v.gen(_UPPER, int(rest[0])))
    if head == "sp":
        names = _SPELLING[rest[0]].split()
        return " ".join(v.r.choice(names) for _ in range(int(rest[1])))
    if head == "roman":
        return "-".join(_ROMAN[int(d)] for d in v.gen("123456789", int(rest[0])))
    if head == "ph":
        return _phone(_digits(v, int(rest[0])))
    if head in ("grp", "grpa"):
        alphabet = string.digits if head == "grp" else _UPPER
        sep = " " if rest[1] == "space" else rest[1]
        return sep.join(v.gen(alphabet, int(n)) for n in rest[0].split(","))
    raise AssertionError(kind)


ROWS = r"""
arabic otp ¦ Arabic, رمز التحقق (verification code) in Arabic-Indic digits ¦ nd:arabic:6 ¦ رمز التحقق الخاص بك هو {t}. لا تشاركه مع أي شخص.
arabic pin ¦ Arabic, الرقم السري (PIN) of a card in Arabic-Indic digits ¦ nd:arabic:8 ¦ الرقم السري المؤقت لبطاقتك: {t}
persian otp ¦ Persian, رمز یکبار مصرف (one-time password) in Persian digits ¦ nd:persian:6 ¦ رمز یکبار مصرف شما: {t}\nاین رمز را در اختیار دیگران قرار ندهید.
persian pin ¦ Persian, رمز دوم کارت (card's second PIN) in Persian digits ¦ nd:persian:8 ¦ رمز دوم کارت شما {t} است.
devanagari otp ¦ Hindi, ओटीपी in Devanagari digits ¦ nd:devanagari:6 ¦ आपका ओटीपी {t} है। इसे किसी के साथ साझा न करें।
devanagari pin ¦ Marathi, पिन in Devanagari digits, as remembered ¦ nd:devanagari:8 ¦ तुमचा नवीन पिन {t} आहे.
bengali otp ¦ Bengali, ওটিপি in Bengali digits ¦ nd:bengali:6 ¦ আপনার ওটিপি {t}। কাউকে জানাবেন না।
bengali pin ¦ Bengali, পিন নম্বর (PIN number) in Bengali digits ¦ nd:bengali:8 ¦ আপনার কার্ডের পিন নম্বর: {t}
thai otp ¦ Thai, รหัส OTP with a reference, in Thai digits ¦ nd:thai:6 ¦ รหัส OTP ของคุณคือ {t} (Ref: KQ7T) ใช้ได้ภายใน 5 นาที
thai password ¦ Thai, รหัสผ่าน (password) in Thai digits ¦ nd:thai:8 ¦ รหัสผ่านชั่วคราวของท่าน: {t}
khmer code ¦ Khmer, លេខកូដ (code) in Khmer digits, as remembered ¦ nd:khmer:6 ¦ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {t}
lao code ¦ Lao, ລະຫັດ (code) in Lao digits, as remembered ¦ nd:lao:6 ¦ ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {t}
tibetan secret number ¦ Tibetan, གསང་ཨང་ (secret number) in Tibetan digits, as remembered ¦ nd:tibetan:6 ¦ ཁྱེད་ཀྱི་གསང་ཨང་ནི། {t}
mongolian code ¦ Mongolian (Cyrillic), нууц код (secret code) in Mongolian digits, as remembered ¦ nd:mongolian:6 ¦ Таны нууц код: {t}
burmese otp ¦ Burmese, OTP ကုဒ် in Burmese digits, as remembered ¦ nd:burmese:6 ¦ သင်၏ OTP ကုဒ်မှာ {t} ဖြစ်သည်။
fullwidth ja ¦ Japanese, 認証コード in full-width digits ¦ nd:fullwidth:6 ¦ 認証コードは{t}です。有効期限は10分です。
fullwidth zh ¦ Chinese, 验证码 in full-width digits ¦ nd:fullwidth:6 ¦ 【快递】您的验证码是{t}，5分钟内有效，请勿泄露。
fullwidth pin ¦ Japanese, 暗証番号 in full-width digits on a form ¦ nd:fullwidth:8 ¦ 暗証番号（８桁）：{t}
tamil otp ¦ Tamil, OTP in Tamil digits, as remembered ¦ nd:tamil:6 ¦ உங்கள் OTP {t}. யாருடனும் பகிர வேண்டாம்.
telugu otp ¦ Telugu, OTP in Telugu digits, as remembered ¦ nd:telugu:6 ¦ మీ OTP {t}. ఎవరితోనూ పంచుకోవద్దు.
kannada otp ¦ Kannada, OTP in Kannada digits, as remembered ¦ nd:kannada:6 ¦ ನಿಮ್ಮ OTP {t}
malayalam otp ¦ Malayalam, OTP in Malayalam digits, as remembered ¦ nd:malayalam:6 ¦ നിങ്ങളുടെ OTP {t} ആണ്.
gujarati pin ¦ Gujarati, પિન in Gujarati digits, as remembered ¦ nd:gujarati:6 ¦ તમારો પિન {t} છે.
gurmukhi otp ¦ Punjabi, OTP in Gurmukhi digits, as remembered ¦ nd:gurmukhi:6 ¦ ਤੁਹਾਡਾ OTP {t} ਹੈ।
odia otp ¦ Odia, OTP in Odia digits, as remembered ¦ nd:odia:6 ¦ ଆପଣଙ୍କ OTP {t}
zh financial ¦ Chinese, 支付密码 (payment password) in financial numerals (大写) ¦ num:zhfin:6 ¦ 我的支付密码是{t}，千万别告诉别人。
zh financial trad ¦ Traditional Chinese, 提款密碼 (withdrawal PIN) in financial numerals ¦ num:zhfint:6 ¦ 提款密碼：{t}（請勿告知他人）
ja kanji ¦ Japanese, 暗証番号 written in kanji numerals ¦ num:kanji:6 ¦ 暗証番号は{t}です。
ja daiji ¦ Japanese, 暗証番号 in daiji (壱弐参) on a handwritten note ¦ num:daiji:6 ¦ メモ：口座の暗証番号　{t}
roman pin ¦ English, a PIN written in Roman numerals on a sticky note ¦ roman:6 ¦ PIN for the franking machine (in Roman numerals, as the note says): {t}
words en ¦ English, a code spelled out in words ¦ w:en:6 ¦ Your verification code is {t}.
words de ¦ German, ein Code in Worten ¦ w:de:6 ¦ Ihr Bestätigungscode lautet: {t}.
words fr ¦ French, un code en toutes lettres ¦ w:fr:6 ¦ Votre code de vérification est : {t}.
words es ¦ Spanish, un código en palabras ¦ w:es:6 ¦ Tu código de verificación es {t}.
words it ¦ Italian, il codice in lettere ¦ w:it:6 ¦ Il tuo codice di verifica è {t}.
words pt ¦ Portuguese, o código por extenso ¦ w:pt:6 ¦ O seu código de verificação é {t}.
words ru ¦ Russian, код прописью ¦ w:ru:6 ¦ Ваш код подтверждения: {t}.
words uk ¦ Ukrainian, код словами ¦ w:uk:6 ¦ Ваш код підтвердження: {t}.
words el ¦ Greek, ο κωδικός ολογράφως ¦ w:el:6 ¦ Ο κωδικός επαλήθευσης είναι: {t}.
words he ¦ Hebrew, קוד האימות במילים ¦ w:he:6 ¦ קוד האימות שלך הוא: {t}
words tr ¦ Turkish, doğrulama kodu yazıyla ¦ w:tr:6 ¦ Doğrulama kodunuz: {t}.
words sw ¦ Swahili, namba ya siri kwa maneno ¦ w:sw:6 ¦ Namba yako ya siri ni {t}.
words id ¦ Indonesian, kode OTP dieja ¦ w:id:6 ¦ Kode OTP Anda adalah {t}. Jangan berikan kepada siapa pun.
words vi ¦ Vietnamese, mã OTP đọc bằng chữ ¦ w:vi:6 ¦ Mã OTP của bạn là {t}.
words tl ¦ Tagalog, ang code sa salita ¦ w:tl:6 ¦ Ang iyong code ay {t}.
words hi ¦ Hindi, कोड शब्दों में ¦ w:hi:6 ¦ आपका कोड है: {t}
words ja ¦ Japanese, 読み上げた暗証番号 ¦ w:ja:6 ¦ 暗証番号は「{t}」です。
words zh ¦ Mandarin in pinyin, a code read out with yāo for one ¦ w:zh:6 ¦ Yànzhèngmǎ shì {t}.
words ko ¦ Korean, 인증번호 read out ¦ w:ko:6 ¦ 인증번호는 {t} 입니다.
words th ¦ Thai, รหัส read out in words ¦ w:th:6 ¦ รหัสของคุณคือ {t}
words ar ¦ Modern Standard Arabic, الرمز بالكلمات ¦ w:ar:6 ¦ رمزك هو: {t}
words ha ¦ Hausa, lambar sirri (secret number) in words, as remembered ¦ w:ha:6 ¦ Lambar sirrinka ita ce {t}.
words cy ¦ Welsh, cod in words, as remembered ¦ w:cy:6 ¦ Eich cod yw {t}.
nato recovery ¦ English, a recovery code read in the NATO alphabet on a support call ¦ nato:10 ¦ Agent: go ahead with the recovery code.\nCaller: sure, it's {t}.
nato api key ¦ English, a courier API key dictated to a colleague over radio ¦ nato:12 ¦ [14:02] ops-radio: copy the Interparcel key: {t}, over.
spelling de ¦ German, Passwort buchstabiert (DIN 5009, older names) ¦ sp:de:6 ¦ Das Passwort lautet, buchstabiert: {t}.
spelling ru ¦ Russian, пароль по буквам (the Soviet spelling names) ¦ sp:ru:6 ¦ Пароль по буквам: {t}.
spelling it ¦ Italian, password compitata con le città ¦ sp:it:6 ¦ La password, lettera per lettera: {t}.
spelling fr ¦ French, mot de passe épelé (alphabet des PTT) ¦ sp:fr:6 ¦ Le mot de passe, épelé : {t}.
spelling es ¦ Spanish, contraseña deletreada ¦ sp:es:6 ¦ La contraseña, deletreada: {t}.
phone dictated ¦ English, a PIN read out over the phone with doubles and oh ¦ ph:10 ¦ Support call transcript: "OK so the PIN is {t}, got that?"
grouped recovery ¦ a recovery key in four-digit groups ¦ grp:4,4,4,4,4,4:space ¦ Recovery key (keep offline): {t}
dashed codes ¦ a backup code grouped with dashes ¦ grpa:4,4,4:- ¦ Backup code: {t}
dotted grouped ¦ a PIN grouped with dots as printed on a letter ¦ grp:3,3,3:. ¦ Votre code d'activation : {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    cases = phrase_rows(
        v,
        ROWS,
        _value,
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
    # ``\n`` in a row is a line break, as in the vendor tables.
    return [dataclasses.replace(case, text=case.text.replace("\\n", "\n")) for case in cases]
