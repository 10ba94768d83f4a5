"""Held-out set 31: recovery codes, passphrases, PINs, passwords, app passwords, API keys and
tokens named in 39 languages (13 that no earlier set named) and 16 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (``лозинка за апликацију``, ``συνθηματικό``,
``κωδικός μίας χρήσης``, ``மீட்புக் குறியீடு``, ``վերականգնման կոդ``, ``앱 비밀번호``,
``mật khẩu ứng dụng``, ``nenosiri la programu``, ``contraseña de aplicación``, ``código de
respaldo``, ``तोहर पासवर्ड``, ``စကားဝှက်``, ``Phasewete`` and ``To password`` matched and
were replaced). Widely spoken languages appear with words earlier sets had not used for them:
app passwords (Bulgarian ``парола за приложение``, Arabic ``كلمة مرور التطبيق``, Hebrew
``סיסמת אפליקציה``, Hindi ``ऐप पासवर्ड``, Bengali ``অ্যাপ পাসওয়ার্ড``, Thai
``รหัสผ่านสำหรับแอป``, Georgian ``აპლიკაციის პაროლი``, Chinese ``应用专用密码``, Japanese
``アプリパスワード``, Turkish ``uygulama şifresi``, Polish ``hasło aplikacji``, Czech ``heslo
aplikace``, Indonesian ``kata sandi aplikasi``, Spanish ``contraseña para apps``), code words
and secret codes (Russian ``кодовое слово``, Ukrainian ``кодове слово``, Armenian ``գաղտնի
կոդ``, Korean ``보안 코드``, Vietnamese ``mã bí mật``, Swahili ``msimbo wa siri``, Urdu
``خفیہ کوڈ``), one-time and backup codes (Persian ``رمز یکبار مصرف``, Serbian ``резервни
код``, Amharic ``የማረጋገጫ ኮድ``), a PIN (Tamil ``ரகசிய எண்``) and an access key (Greek
``κλειδί πρόσβασης``). Thirteen languages no earlier set named (each grepped for by name; about
190 others did, among them Faroese, Luxembourgish, Maltese, Basque, Breton, Tatar, Sakha,
Ossetian, Zaza, Konkani, Santali, Meitei, Dhivehi, Dzongkha, Cebuano, Tetum, Malagasy, Yoruba,
Lingala, Kinyarwanda, Quechua, Guarani, Hawaiian, Inuktitut, Yiddish, Udmurt, Adyghe, Tuvan,
Bhojpuri, Awadhi, Garo, Mizo, Zhuang, Teochew, Okinawan, Balinese, Sundanese, Tok Pisin,
Papiamento, Bambara, Efik, Kanuri, Kikuyu, Chichewa and Ndebele) name a password, a PIN or a
code: Chhattisgarhi (``तोर पासवर्ड हावय``), Bundeli (``तुमाओ पासवर्ड``), Nagpuri (``तोयं कर
पासवर्ड``; all Devanagari), Rakhine (``လျှို့ဝှက်နံပါတ်``, Burmese script), Hainanese
(``汝个密码``) and Fuzhounese (``汝其密碼``; Han), Jeju (``느네 비밀번호``, Hangul), Madurese
(``kata sandhi``), Betawi (``kata sandi lu``), Krio (``yu paswɔd``), Sepedi (``lentšu la
sephiri``), Morisyen (``to kod sekre``) and Khasi (``ka password jong phi``). Their phrases
were built from each language's words for "your", "secret", "word" and "is" as remembered,
not copied from a localized product, so a speaker may find some odd. Scripts: Latin,
Cyrillic, Greek, Arabic, Hebrew, Armenian, Georgian, Ethiopic, Devanagari, Bengali, Tamil,
Thai, Burmese, Han, Kana and Hangul.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, B64, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "basalt",
    "cairn",
    "delta",
    "ember",
    "fjord",
    "gannet",
    "heron",
    "inlet",
    "juniper",
    "kestrel",
    "larch",
    "marram",
    "nettle",
    "osprey",
    "plover",
    "quince",
    "rowan",
    "sedge",
    "thistle",
    "upland",
    "vole",
    "willow",
]

ROWS = r"""
chhattisgarhi password ¦ Chhattisgarhi, तोर पासवर्ड (your password) with हावय, Devanagari ¦ p ¦ तोर पासवर्ड हावय: {t}
bundeli password ¦ Bundeli, तुमाओ पासवर्ड (your password), Devanagari ¦ w4 ¦ तुमाओ पासवर्ड है "{t}"
nagpuri pin ¦ Nagpuri, तोयं कर पिन (your PIN), Devanagari ¦ pin6 ¦ तोयं कर पिन हेके — {t}
rakhine pin ¦ Rakhine, လျှို့ဝှက်နံပါတ် (secret number), Burmese script ¦ pin6 ¦ မင်း၏ လျှို့ဝှက်နံပါတ်မှာ {t} ဖြစ်သည်။
hainanese password ¦ Hainanese, 汝个密码 (your password) with 是, Han, as remembered ¦ p ¦ 汝个密码是 {t}，莫乞别人望。
fuzhounese code ¦ Fuzhounese, 汝其密碼 (your password) in traditional characters, Han, as remembered ¦ ms ¦ 汝其密碼是 {t}
jeju password ¦ Jeju, 느네 비밀번호 (your password), Hangul, as remembered ¦ p ¦ 느네 비밀번호는 {t} 이우다.
madurese password ¦ Madurese, kata sandhi (password), as remembered ¦ w4 ¦ Kata sandhi sampeyan: {t}
betawi password ¦ Betawi, kata sandi lu (your password) ¦ p ¦ Kata sandi lu nih: {t} — jangan dikasih tau siape-siape.
krio password ¦ Krio, yu paswɔd (your password) ¦ p ¦ Yu paswɔd na {t}
sepedi secret word ¦ Sepedi, lentšu la sephiri (secret word) with la gago ¦ w5 ¦ Lentšu la sephiri la gago ke: {t}
morisyen code ¦ Morisyen, to kod sekre (your secret code) with se ¦ gh ¦ To kod sekre se {t}
khasi password ¦ Khasi, ka password jong phi (your password) ¦ p ¦ Ka password jong phi ka dei {t}
bulgarian app password ¦ Bulgarian, парола за приложение (app password) ¦ app ¦ Вашата парола за приложение: {t}
arabic app password ¦ Arabic, كلمة مرور التطبيق (app password) ¦ app ¦ كلمة مرور التطبيق: {t}
hebrew app password ¦ Hebrew, סיסמת אפליקציה (app password) ¦ app ¦ סיסמת האפליקציה שלך: {t}
hindi app password ¦ Hindi, ऐप पासवर्ड (app password) ¦ app ¦ आपका ऐप पासवर्ड: {t}
bengali app password ¦ Bengali, অ্যাপ পাসওয়ার্ড (app password) ¦ app ¦ আপনার অ্যাপ পাসওয়ার্ড: {t}
thai app password ¦ Thai, รหัสผ่านสำหรับแอป (app password) ¦ app ¦ รหัสผ่านสำหรับแอปของคุณคือ {t}
georgian app password ¦ Georgian, აპლიკაციის პაროლი (app password) ¦ tok ¦ თქვენი აპლიკაციის პაროლი: {t}
chinese app password ¦ Chinese, 应用专用密码 (app-specific password) ¦ apple16 ¦ 您的应用专用密码：{t}
japanese app password ¦ Japanese, アプリパスワード (app password) ¦ app ¦ アプリパスワード：{t}
turkish app password ¦ Turkish, uygulama şifresi (app password) ¦ app ¦ Uygulama şifreniz: {t}
polish app password ¦ Polish, hasło aplikacji (app password) ¦ app ¦ Hasło aplikacji: {t}
czech app password ¦ Czech, heslo aplikace (app password) ¦ app ¦ Vaše heslo aplikace: {t}
indonesian app password ¦ Indonesian, kata sandi aplikasi (app password) ¦ app ¦ Kata sandi aplikasi Anda: {t}
spanish app password ¦ Spanish, contraseña para apps (app password) ¦ app ¦ Tu contraseña para apps: {t}
russian code word ¦ Russian, кодовое слово (code word, as banks ask) ¦ w3 ¦ Ваше кодовое слово: {t}
ukrainian code word ¦ Ukrainian, кодове слово (code word) ¦ w3 ¦ Ваше кодове слово — {t}
armenian secret code ¦ Armenian, գաղտնի կոդ (secret code) ¦ gh ¦ Ձեր գաղտնի կոդը՝ {t}
korean security code ¦ Korean, 보안 코드 (security code) ¦ pin8 ¦ 보안 코드: {t}
vietnamese secret code ¦ Vietnamese, mã bí mật (secret code) ¦ tok ¦ Mã bí mật của bạn: {t}
swahili secret code ¦ Swahili, msimbo wa siri (secret code) ¦ b64 ¦ Msimbo wako wa siri ni {t}
urdu secret code ¦ Urdu, خفیہ کوڈ (secret code), Arabic script ¦ ms ¦ آپ کا خفیہ کوڈ: {t}
persian one-time code ¦ Persian, رمز یکبار مصرف (one-time code) ¦ pin8 ¦ رمز یکبار مصرف شما: {t}
serbian backup code ¦ Serbian, резервни код (backup code), Cyrillic ¦ google ¦ Ваш резервни код: {t}
amharic verification code ¦ Amharic, የማረጋገጫ ኮድ (verification code), Ethiopic ¦ gh ¦ የማረጋገጫ ኮድዎ፦ {t}
tamil pin ¦ Tamil, ரகசிய எண் (secret number, PIN) ¦ pin6 ¦ உங்கள் ரகசிய எண்: {t}
greek access key ¦ Greek, κλειδί πρόσβασης (access key) ¦ tok ¦ Το κλειδί πρόσβασής σας: {t}
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
    if kind == "apple16":  # an app-specific password as shown: four groups of four letters
        return "-".join(v.gen(string.ascii_lowercase, 4) for _ in range(4))
    if kind == "app":  # four groups of four lower-case letters, as app passwords are shown
        return " ".join(v.gen(string.ascii_lowercase, 4) for _ in range(4))
    if kind == "tok":
        return v.gen(ALNUM, 36)
    if kind == "b64":
        return v.gen(B64, 43) + "="
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("runtime", "note", "oserror", "cause", "group", "keyerror", "args", "context"),
    )
