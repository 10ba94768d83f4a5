"""Held-out set 83: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the Arabic of the Levant, the Gulf, Iraq, Sudan and Yemen (in Arabic script and in
Arabizi), colloquial Persian (in Persian script and in Finglish), Balochi and romanized Urdu.

The dialects' names Levantine, Arabizi, Gulf Arabic, Sudanese, Yemeni, Iraqi, Emirati,
Kuwaiti, Syrian, Omani, Persian, Urdu and Balochi matched in earlier held-out files (they
are this set's share, so they are used again, in other words); Saudi, Jordanian, Lebanese,
Palestinian, Bahraini, Qatari, Farsi and romanized ("Roman") Urdu did not. The phrases use
each register's everyday words around a credential, as remembered and not verified against
a localized sign-in page: Levantine ``تبعك``/``taba3ak`` (yours), ``هيدا``/``هاد`` (this),
``ما تعطيه لحدا`` (don't give it to anyone); Gulf ``حقك``/``مالك`` (yours), ``وش``/``شنو``
(what), ``ترى`` (mind you), ``الحين`` (now); Iraqi ``مالتك`` (yours), ``هسه`` (now), ``لا
تنطيه لأحد`` (don't give it to anyone); Sudanese ``بتاعك`` (yours), ``ده`` (this), ``زول``
(anyone); Yemeni ``ذلحين`` (now), ``حقك``; colloquial Persian ``رمزت`` (your password),
``رمز دوم`` (a bank card's second password), ``رمز پویا`` (a one-time bank password), ``به
کسی نده`` (don't give it to anyone), Finglish ``ramzet``; Balochi ``تئی`` (your), loanwords
for password and code (least sure of all: remembered, unverified); romanized Urdu ``aapka``,
``kisi ke saath share na karein``, ``naya wala``. Scripts: Arabic, Persian (Arabic script
with پ چ ژ گ ی ک) and Latin (Arabizi digits 2 3 5 7 9 for ء ع خ ح ق).
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, URLSAFE, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_ARABIC_WORDS = [
    "نخلة",
    "قهوة",
    "جمل",
    "بحر",
    "دلة",
    "صقر",
    "رمل",
    "زيتون",
    "ليمون",
    "سوق",
    "قمر",
    "نجمة",
]
_PERSIAN_WORDS = ["انار", "کوه", "دریا", "ستاره", "چای", "باران", "پسته", "زعفران", "کویر", "ماه"]
_LATIN_WORDS = ["dallah", "zaatar", "sidr", "falaj", "dhow", "qahwa", "nakhla", "buraq", "hamour"]


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "rc":
        return " ".join(v.gen(HEX, 4) + "-" + v.gen(HEX, 4) for _ in range(3))
    if kind == "key":
        return v.gen(ALNUM, 32)
    if kind == "tok":
        return v.gen(URLSAFE, 40)
    words = {"wa": _ARABIC_WORDS, "wf": _PERSIAN_WORDS, "wl": _LATIN_WORDS}[kind[:2]]
    return " ".join(v.r.choice(words) for _ in range(int(kind[2:])))


ROWS = r"""
lebanese password ¦ Lebanese Arabic, كلمة السر تبعك, as remembered ¦ p ¦ هيدي كلمة السر تبعك للسيستم الجديد: {t} — ما تعطيها لحدا
lebanese arabizi ¦ Lebanese Arabizi, el password taba3ak, as remembered ¦ p ¦ hayda el password taba3ak lal dashboard: {t} ma t3ate la 7ada
syrian code ¦ Syrian Arabic, الكود تبعك, as remembered ¦ pin6 ¦ هاد الكود تبعك: {t} لا تبعتو لحدا
syrian arabizi recovery ¦ Syrian Arabizi, codes el recovery, as remembered ¦ rc ¦ 5alli codes el recovery 3indak bi makan amin: {t}
jordanian pin ¦ Jordanian Arabic, الرقم السري للبطاقة, as remembered ¦ pin6 ¦ الرقم السري الجديد لبطاقتك هو {t}، غيّره أول ما تستعمل الصراف
jordanian arabizi key ¦ Jordanian Arabizi, el API key, as remembered ¦ key ¦ ya zalameh hay el API key la tarabeezat el mashawer: {t} bas la t7ottha bil github
palestinian passphrase ¦ Palestinian Arabic, عبارة المرور, as remembered ¦ wa4 ¦ عبارة المرور للمحفظة: {t} — احفظها عندك وما تصورها
palestinian arabizi token ¦ Palestinian Arabizi, el token, as remembered ¦ tok ¦ el token el jdeed: {t} el 2adeem ba6al
saudi password ¦ Saudi (Najdi) Arabic, وش الباسوورد, as remembered ¦ p ¦ وش الباسوورد؟ — الباسوورد حقك الجديد {t} ترى لا تعطيه أحد
saudi otp ¦ Saudi Arabic, رمز التحقق, as remembered ¦ pin6 ¦ رمز التحقق حقك: {t} لا تشاركه مع أي أحد
saudi arabizi key ¦ Saudi Arabizi, el key 7aggak, as remembered ¦ key ¦ hatha el key 7aggak lel API: {t} la t3a6eeh a7ad
emirati code ¦ Emirati Arabic, الكود مالك, as remembered ¦ pin8 ¦ الكود مالك حق الدخول: {t} الحين صالح خمس دقايق
emirati arabizi password ¦ Emirati Arabizi, el password malak, as remembered ¦ p ¦ el password malak 3ashan tdesh el portal: {t}
kuwaiti password ¦ Kuwaiti Arabic, شنو الباسوورد, as remembered ¦ p ¦ شنو الباسوورد مال السيرفر؟ — {t}
kuwaiti recovery ¦ Kuwaiti Arabic, رموز الاسترجاع, as remembered ¦ rc ¦ هذي رموز الاسترجاع مالتك، احتفظ فيها: {t}
qatari token ¦ Qatari Arabic, التوكن مالك, as remembered ¦ tok ¦ التوكن مالك انتهى، هذا الجديد: {t}
qatari arabizi pin ¦ Qatari Arabizi, el PIN malak, as remembered ¦ pin6 ¦ el PIN malak el jdeed {t} la tnsah
bahraini key ¦ Bahraini Arabic, مفتاح الـAPI, as remembered ¦ key ¦ مفتاح الـAPI حق النظام: {t} لا تحطه في القروب
bahraini passphrase ¦ Bahraini Arabic, الجملة السرية, as remembered ¦ wa5 ¦ الجملة السرية مال المحفظة: {t}
omani password ¦ Omani Arabic, كلمة المرور حقك, as remembered ¦ p ¦ كلمة المرور حقك المؤقتة: {t} غيرها بعد أول دخول
omani arabizi code ¦ Omani Arabizi, el code, as remembered ¦ pin8 ¦ el code 7ag el ta6beeq: {t}
iraqi password ¦ Iraqi Arabic, الباسورد مالتك, as remembered ¦ p ¦ شنو الباسورد مالتك؟ هاي مالتي: {t} لا تنطيها لأحد
iraqi otp ¦ Iraqi Arabic, رمز التفعيل, as remembered ¦ pin6 ¦ هسه وصلني رمز التفعيل: {t}
iraqi arabizi key ¦ Iraqi Arabizi, el key malti, as remembered ¦ key ¦ hatha el key malti lel server: {t} hessa ishta3'al
iraqi arabizi passphrase ¦ Iraqi Arabizi, el passphrase, as remembered ¦ wl4 ¦ el passphrase mal el wallet: {t} la tnsaha
iraqi token ¦ Iraqi Arabic, التوكن, as remembered ¦ tok ¦ التوكن الجديد مال البوت: {t}
sudanese password ¦ Sudanese Arabic, الباسورد بتاعك, as remembered ¦ p ¦ ده الباسورد بتاعك الجديد: {t} ما تديهو لأي زول
sudanese pin ¦ Sudanese Arabic, الرقم السري, as remembered ¦ pin6 ¦ الرقم السري بتاع بنكك: {t}
sudanese arabizi code ¦ Sudanese Arabizi, el code bita3ak, as remembered ¦ pin8 ¦ da el code bita3ak: {t} ma tadeeho zol
sudanese recovery ¦ Sudanese Arabic, أكواد الاسترداد, as remembered ¦ rc ¦ أكواد الاسترداد بتاعتك: {t} اكتبها في ورقة
yemeni password ¦ Yemeni (Sanaani) Arabic, كلمة السر حقك, as remembered ¦ p ¦ ذلحين كلمة السر حقك: {t} لا تديها لأحد
yemeni otp ¦ Yemeni Arabic, رمز التأكيد, as remembered ¦ pin6 ¦ رمز التأكيد حقك هو {t}
yemeni arabizi token ¦ Yemeni Arabizi, el token 7aggak, as remembered ¦ tok ¦ el token 7aggak dhal7een: {t}
yemeni key ¦ Yemeni Arabic, المفتاح حق الـAPI, as remembered ¦ key ¦ المفتاح حق الـAPI: {t}
levantine passphrase arabic ¦ Levantine Arabic, كلمات الاسترداد, as remembered ¦ wa6 ¦ كلمات الاسترداد تبعك بالترتيب: {t}
persian password ¦ colloquial Persian, رمزت اینه, as remembered ¦ p ¦ رمزت اینه: {t} به کسی نده‌ها
persian second password ¦ colloquial Persian, رمز دوم کارت, as remembered ¦ pin8 ¦ رمز دوم کارتم {t} ـه، برام خرید اینترنتی رو انجام بده
persian dynamic password ¦ colloquial Persian, رمز پویا, as remembered ¦ pin6 ¦ رمز پویای شما: {t} — این رمز را در اختیار دیگران قرار ندهید
persian card pin ¦ colloquial Persian, رمز اول کارت, as remembered ¦ pin6 ¦ داداش رمز اول کارت {t} ـه، برو از خودپرداز بگیر
persian api key ¦ colloquial Persian, کلید API, as remembered ¦ key ¦ کلید API سرویس نقشه رو گذاشتم تو تنظیمات: {t}
persian token ¦ colloquial Persian, توکن, as remembered ¦ tok ¦ توکن ربات تلگرام عوض شد، جدیده اینه: {t}
persian passphrase ¦ colloquial Persian, عبارت بازیابی, as remembered ¦ wf5 ¦ عبارت بازیابی کیف پولم: {t}
persian recovery ¦ colloquial Persian, کدهای بازیابی, as remembered ¦ rc ¦ کدهای بازیابی رو یه جا نگه دار: {t}
finglish password ¦ Finglish, ramzet ine, as remembered ¦ p ¦ ramzet ine: {t} be kasi nade
finglish otp ¦ Finglish, code taeed, as remembered ¦ pin6 ¦ code taeed: {t} lotfan be hich kas nagid
finglish key ¦ Finglish, kelide API, as remembered ¦ key ¦ kelide API ro too group nazar, ine: {t}
finglish second password ¦ Finglish, ramze dovvom, as remembered ¦ pin8 ¦ ramze dovvom kartam {t}e, ye sharj bokhar
balochi password ¦ Balochi (Arabic script), تئی پاسورڈ, remembered and unverified ¦ p ¦ تئی نوکیں پاسورڈ: {t}
balochi code ¦ Balochi (Arabic script), تئی کوڈ, remembered and unverified ¦ pin6 ¦ تئی کوڈ: {t} — اے کوڈا کسّے مدئے
balochi latin ¦ Balochi (Latin), tai password, remembered and unverified ¦ p ¦ tai nokeen password: {t}
urdu otp ¦ romanized Urdu, OTP, as remembered ¦ pin6 ¦ Aapka OTP {t} hai. Kisi ke saath share na karein.
urdu password ¦ romanized Urdu, mera password, as remembered ¦ p ¦ yaar mera password ye hai: {t} login kar ke dekh lo
urdu api key ¦ romanized Urdu, API key, as remembered ¦ key ¦ bhai ye API key use kar lo staging ke liye: {t}
urdu token ¦ romanized Urdu, token expire, as remembered ¦ tok ¦ purana token expire ho gaya, naya wala ye hai: {t}
urdu pin ¦ romanized Urdu, PIN code, as remembered ¦ pin6 ¦ ATM ka PIN code {t} hai, ammi ko mat batana
urdu recovery ¦ romanized Urdu, recovery codes, as remembered ¦ rc ¦ recovery codes sambhal ke rakhna: {t}
urdu passphrase ¦ romanized Urdu, passphrase, as remembered ¦ wl5 ¦ wallet ka passphrase likh lo: {t}
gulf arabizi otp ¦ Gulf Arabizi, el OTP, as remembered ¦ pin6 ¦ wsalni el OTP: {t} shu asawi feeh?
levantine arabic key ¦ Levantine Arabic, مفتاح الـAPI تبعنا, as remembered ¦ key ¦ مفتاح الـAPI تبعنا للخرايط: {t} — حطيتو بالـ.env
iraqi recovery arabizi ¦ Iraqi Arabizi, codes el isterja3, as remembered ¦ rc ¦ codes el isterja3 malti: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
