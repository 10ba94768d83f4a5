"""Held-out set 29: recovery and backup codes, passphrases, PINs, passwords, app passwords,
one-time passwords, API keys and tokens named in 45 languages (11 that no earlier set named)
and 22 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (``復原碼``'s neighbour ``密碼``, ``暗証番号``,
``口令``, ``合言葉``, ``κλειδί ανάκτησης``, ``رمز الاسترداد``, ``পুনরুদ্ধার কোড``,
``கடவுச்சொல்``, ``పాస్‌వర్డ్``, ``ಗುಪ್ತಪದ``, ``പാസ്‌വേഡ്``, ``මුරපදය``, ``รหัสกู้คืน``,
``ລະຫັດຜ່ານ``, ``ពាក្យសម្ងាត់``, ``စကားဝှက်``, ``აღდგენის კოდი``, ``የይለፍ ቃል``, ``kod
zapasowy``, ``lykilorð``, ``cyfrinair``, ``mã khôi phục``, ``нууц үг`` and ``पासवर्ड``
matched and were replaced). Widely spoken languages appear with words earlier sets had not
used for them: recovery codes and keys (Greek ``κωδικός επαναφοράς``, Arabic ``مفتاح
الاسترداد``, Hebrew ``מפתח שחזור``, Armenian ``վերականգնման կոդ``, Tamil ``மீட்புக்
குறியீடு``, Kannada ``ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್``, Malayalam ``വീണ്ടെടുക്കൽ കോഡ്``, Sinhala
``ප්‍රතිසාධන කේතය``, Khmer ``លេខកូដសង្គ្រោះ``, Burmese ``ပြန်လည်ရယူရေးကုဒ်``, Ukrainian
``код відновлення``, Finnish ``palautusavain``, Estonian ``taastekood``, Icelandic
``endurheimtarkóði``, Welsh ``cod adfer``, Indonesian ``kunci pemulihan``, Persian ``کلید
بازیابی``, Mongolian ``сэргээх код``, Japanese ``復旧コード``), backup codes (Korean ``백업
코드``, Chinese ``备用验证码``, Hindi ``बैकअप कोड``, Bengali ``ব্যাকআপ কোড``, Telugu
``బ్యాకప్ కోడ్``, Thai ``รหัสสำรอง``, Lao ``ລະຫັດສຳຮອງ``, Georgian ``სარეზერვო კოდი``,
Amharic ``የምትኬ ኮድ``, Russian ``резервный код``, Turkish ``yedek kod``, Urdu ``بیک اپ
کوڈ``), one-time passwords (Polish ``hasło jednorazowe``) and app passwords (Vietnamese
``mật khẩu ứng dụng``). Eleven languages no earlier set named (each grepped for by name as
a whole word; Tatar, Yakut, Komi, Mari, Sami, Faroese, Breton, Manx, Sorbian, Newar and
about a hundred more did) name a password, a code
or a key: Cantonese (``還原碼``, Han), Teochew (``暗碼``, Han), Okinawan (``パスコード``,
Kana), Veps (``peitsana``), Livonian (``salāzsõnā``), Nenets (``пыдар пароль``, Cyrillic),
Evenki (``синэ пароль``, Cyrillic), Kikongo (``nsabi ya nsweki``), Plautdietsch
(``Jeheemwuat``), Alsatian (``Geheimwort``) and Zhuang (``mizmaz``); Newar (``गुप्त ल्याः``,
Devanagari) was named by set 22, with other words. Their phrases were built from each language's words for "your", "secret",
"hidden", "number" and "word" as remembered, not copied from a localized product, so a
speaker may find some odd; the source column names the form. Scripts: Latin, Cyrillic,
Greek, Arabic, Hebrew, Armenian, Georgian, Ethiopic, Devanagari, Bengali, Tamil, Telugu,
Kannada, Malayalam, Sinhala, Thai, Lao, Khmer, Myanmar, Han, Kana and Hangul.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "amber",
    "bollard",
    "cairn",
    "dormer",
    "eddy",
    "fjord",
    "gimbal",
    "heron",
    "inlet",
    "juniper",
    "kestrel",
    "lintel",
    "marram",
    "nettle",
    "oxbow",
    "plinth",
    "quill",
    "runnel",
]

ROWS = r"""
cantonese recovery ¦ Cantonese, 還原碼 (recovery code) with 嘅 and 係 ¦ ms ¦ 登入失敗。你嘅還原碼係 {t}，請妥善保管。
teochew password ¦ Teochew, 汝个暗碼 (your secret code), as remembered ¦ p ¦ 汝个暗碼是 {t}，勿畀別人知。
okinawan passcode ¦ Okinawan, パスコード with the copula やいびーん, as remembered ¦ pin6 ¦ ヤーぬ パスコードー {t} やいびーん。
veps password ¦ Veps, peitsana (hidden word), as remembered ¦ p ¦ Teiden peitsana: {t}
livonian password ¦ Livonian, salāzsõnā (secret word), as remembered ¦ w4 ¦ Sinān salāzsõnā um "{t}".
nenets password ¦ Nenets, пыдар пароль (your password), Cyrillic ¦ p ¦ Пыдар пароль: {t}
evenki password ¦ Evenki, синэ пароль (your password), Cyrillic ¦ pin8 ¦ Синэ пароль — {t}
kikongo key ¦ Kikongo, nsabi ya nsweki (hidden key), as remembered ¦ tok ¦ Nsabi ya nsweki: {t}
plautdietsch password ¦ Plautdietsch, Jeheemwuat (secret word) ¦ p ¦ Dien Jeheemwuat es {t}
alsatian password ¦ Alsatian, Geheimwort with isch ¦ w5 ¦ Dis Geheimwort isch: {t}
newar pin ¦ Newar (Nepal Bhasa), गुप्त ल्याः (secret number), Devanagari, as remembered ¦ pin6 ¦ छिमिगु गुप्त ल्याः {t} ख।
zhuang password ¦ Zhuang, mizmaz (code) with mwngz and dwg, as remembered ¦ p ¦ Mizmaz mwngz dwg {t}
greek recovery ¦ Greek, κωδικός επαναφοράς ¦ gh ¦ Ο κωδικός επαναφοράς σας: {t}
arabic recovery key ¦ Arabic, مفتاح الاسترداد ¦ bitlocker ¦ مفتاح الاسترداد الخاص بك: {t}
hebrew recovery key ¦ Hebrew, מפתח שחזור ¦ apple ¦ מפתח שחזור: {t}
armenian recovery ¦ Armenian, վերականգնման կոդ ¦ gh ¦ Ձեր վերականգնման կոդը՝ {t}
tamil recovery ¦ Tamil, மீட்புக் குறியீடு ¦ ms ¦ உங்கள் மீட்புக் குறியீடு: {t}
kannada recovery ¦ Kannada, ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ ¦ gh ¦ ನಿಮ್ಮ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್: {t}
malayalam recovery ¦ Malayalam, വീണ്ടെടുക്കൽ കോഡ് ¦ apple ¦ നിങ്ങളുടെ വീണ്ടെടുക്കൽ കോഡ്: {t}
sinhala recovery ¦ Sinhala, ප්‍රතිසාධන කේතය ¦ ms ¦ ඔබේ ප්‍රතිසාධන කේතය: {t}
khmer recovery ¦ Khmer, លេខកូដសង្គ្រោះ ¦ gh ¦ លេខកូដសង្គ្រោះរបស់អ្នក៖ {t}
burmese recovery ¦ Burmese, ပြန်လည်ရယူရေးကုဒ် ¦ bitlocker ¦ သင်၏ ပြန်လည်ရယူရေးကုဒ်: {t}
ukrainian recovery ¦ Ukrainian, код відновлення ¦ gh ¦ Ваш код відновлення: {t}
finnish recovery key ¦ Finnish, palautusavain ¦ bitlocker ¦ BitLocker-palautusavain: {t}
estonian recovery ¦ Estonian, taastekood ¦ gh ¦ Sinu taastekood on {t}
icelandic recovery ¦ Icelandic, endurheimtarkóði ¦ ms ¦ Endurheimtarkóði þinn: {t}
welsh recovery ¦ Welsh, cod adfer ¦ gh ¦ Eich cod adfer: {t}
indonesian recovery key ¦ Indonesian, kunci pemulihan ¦ apple ¦ Kunci pemulihan Anda: {t}
persian recovery key ¦ Persian, کلید بازیابی ¦ tok ¦ کلید بازیابی شما: {t}
mongolian recovery ¦ Mongolian, сэргээх код ¦ gh ¦ Таны сэргээх код: {t}
japanese recovery ¦ Japanese, 復旧コード ¦ ms ¦ 復旧コード：{t}（大切に保管してください）
korean backup ¦ Korean, 백업 코드 ¦ google ¦ 백업 코드: {t} (한 번만 사용할 수 있습니다)
chinese backup ¦ Chinese, 备用验证码 ¦ google ¦ 您的备用验证码：{t}
hindi backup ¦ Hindi, बैकअप कोड ¦ gh ¦ आपका बैकअप कोड: {t}
bengali backup ¦ Bengali, ব্যাকআপ কোড ¦ google ¦ আপনার ব্যাকআপ কোড: {t}
telugu backup ¦ Telugu, బ్యాకప్ కోడ్ ¦ gh ¦ మీ బ్యాకప్ కోడ్: {t}
thai backup ¦ Thai, รหัสสำรอง ¦ google ¦ รหัสสำรองของคุณคือ {t}
lao backup ¦ Lao, ລະຫັດສຳຮອງ ¦ gh ¦ ລະຫັດສຳຮອງຂອງທ່ານ: {t}
georgian backup ¦ Georgian, სარეზერვო კოდი ¦ google ¦ თქვენი სარეზერვო კოდი: {t}
amharic backup ¦ Amharic, የምትኬ ኮድ ¦ gh ¦ የምትኬ ኮድዎ፦ {t}
russian backup ¦ Russian, резервный код ¦ google ¦ Ваш резервный код: {t}
turkish backup ¦ Turkish, yedek kod ¦ gh ¦ Yedek kodunuz: {t}
urdu backup ¦ Urdu, بیک اپ کوڈ ¦ google ¦ آپ کا بیک اپ کوڈ: {t}
polish otp ¦ Polish, hasło jednorazowe ¦ pin8 ¦ Twoje hasło jednorazowe: {t}
vietnamese app password ¦ Vietnamese, mật khẩu ứng dụng ¦ app ¦ Mật khẩu ứng dụng của bạn: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "apple":
        return "-".join(v.gen(_UPPER, 4) for _ in range(7))
    if kind == "bitlocker":  # eight groups of six digits
        return "-".join(v.gen(DIGITS, 6) for _ in range(8))
    if kind == "app":  # four groups of four lower-case letters, as app passwords are shown
        return " ".join(v.gen(string.ascii_lowercase, 4) for _ in range(4))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(v, ROWS, _value, ("runtime", "note", "oserror", "cause", "group"))
