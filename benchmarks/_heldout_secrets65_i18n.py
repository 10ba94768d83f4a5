"""Held-out set 65: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of the Caucasus and the Iranian plateau, in their own scripts, and in the
registers their banks, carriers, state portals and chats use.

Languages and scripts: Georgian (Mkhedruli), Armenian (Eastern and Western, Armenian script
with its ``։`` and ``՝``), Kurmanji Kurdish (Latin), Sorani Kurdish (Arabic script), Pashto and
Dari (Arabic script), Iranian Persian (formal and colloquial), Tajik, Ossetian (with ``ӕ``),
Chechen, Avar and Lezgian (Cyrillic with the palochka), and Azerbaijani (Latin). Every earlier
set's files were grepped for the language names: all of them but "Iranian Persian" had been
named before, since these languages are this set's share; the sentences here are new (each
grepped for its credential word and wording, and reworded where an earlier set had the same
phrase). The words are as remembered and not verified against a localized sign-in page:
Georgian ``პაროლი``, ``პინ-კოდი``, ``აღდგენის კოდი``, ``API გასაღები``, ``ტოკენი``; Armenian
``գաղտնաբառ``, ``PIN կոդ``, ``վերականգնման կոդեր``, ``API բանալի``; Kurmanji ``şîfre``, ``koda
PIN``, ``mifteya API``; Sorani ``وشەی نهێنی``, ``تێپەڕەوشە``, ``کلیلی API``; Pashto ``پټنوم``,
``پن کوډ``; Dari ``رمز عبور``, ``کود``; Persian ``گذرواژه``, ``رمز پویا``, ``کد بازیابی``,
``کلید API``, ``توکن``; Tajik ``рамз``, ``гузарвожа``, ``калиди API``; Ossetian, Chechen, Avar and
Lezgian the Russian loan ``пароль`` with their own words for your and new (Ossetian ``дӕ
ног``, Chechen ``хьан керла``, Avar ``дур цӀияб``, Lezgian ``ви цӀийи``); Azerbaijani ``şifrə``,
``PIN kod``, ``bərpa kodu``.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "ararat",
    "kazbek",
    "elbrus",
    "sevan",
    "rioni",
    "zagros",
    "pamir",
    "saffron",
    "apricot",
    "walnut",
    "lavash",
    "khachkar",
    "tarragon",
    "sumac",
    "juniper",
    "chinar",
]

ROWS = r"""
georgian bank sms ¦ Georgian, a bank SMS with a temporary password (დროებითი პაროლი) ¦ p ¦ თქვენი დროებითი პაროლია: {t}. არავის გაუზიაროთ!
georgian pin ¦ Georgian, a card PIN (პინ-კოდი) ¦ pin6 ¦ ბარათის ახალი პინ-კოდი: {t}
georgian recovery ¦ Georgian, recovery codes (აღდგენის კოდები), a portal's formal register ¦ ms ¦ შეინახეთ აღდგენის კოდები უსაფრთხო ადგილას — {t}
georgian api ¦ Georgian, an API key (API გასაღები) in a developer console ¦ tok ¦ თქვენი API გასაღები შეიქმნა: {t} (ნახავთ მხოლოდ ერთხელ)
georgian token chat ¦ Georgian, a colloquial chat message with a token (ტოკენი) ¦ b64 ¦ აი ტოკენი, ოღონდ არსად დაპოსტო: {t}
georgian passphrase ¦ Georgian, a wallet passphrase (საიდუმლო ფრაზა) ¦ w6 ¦ საიდუმლო ფრაზა ჩაიწერეთ ქაღალდზე: «{t}»
armenian password ¦ Eastern Armenian, a new password (նոր գաղտնաբառ) with the Armenian full stop ¦ p ¦ Ձեր նոր գաղտնաբառն է՝ {t}։ Մի՛ փոխանցեք այն երրորդ անձանց։
armenian pin ¦ Eastern Armenian, a card PIN (PIN կոդ) ¦ pin6 ¦ Ձեր քարտի PIN կոդը՝ {t}
armenian recovery ¦ Eastern Armenian, recovery codes (վերականգնման կոդեր) ¦ gh ¦ Պահպանեք վերականգնման կոդերը՝ {t}
armenian api ¦ Eastern Armenian, an API key (API բանալի) ¦ tok ¦ API բանալին ստեղծված է՝ {t}։
western armenian ¦ Western Armenian, a temporary password (ժամանակաւոր գաղտնաբառ) in classical spelling ¦ p ¦ Ձեր ժամանակաւոր գաղտնաբառը՝ {t}
armenian otp ¦ Eastern Armenian, a one-time code (մեկանգամյա կոդ) from a carrier ¦ pin6 ¦ Մուտքի մեկանգամյա կոդը՝ {t}։ Կոդը գործում է 5 րոպե։
kurmanji password ¦ Kurmanji Kurdish (Latin), şîfre ¦ p ¦ Şîfreya te ya nû ev e: {t}. Ji kesî re nebêje!
kurmanji pin ¦ Kurmanji Kurdish, koda PIN ¦ pin6 ¦ Koda te ya PIN: {t}
kurmanji api ¦ Kurmanji Kurdish, mifteya API (API key) ¦ tok ¦ Mifteya te ya API hate çêkirin: {t}
kurmanji passphrase ¦ Kurmanji Kurdish, a passphrase (hevoka veşartî) ¦ w5 ¦ Hevoka te ya veşartî: {t}
sorani password ¦ Sorani Kurdish (Arabic script), وشەی نهێنی ¦ p ¦ وشەی نهێنییە نوێیەکەت: {t}
sorani tepereweshe ¦ Sorani Kurdish, تێپەڕەوشە (password) on a carrier portal ¦ p ¦ تێپەڕەوشەی کاتی بۆ هەژمارەکەت: {t}
sorani pin ¦ Sorani Kurdish, PIN code (کۆدی PIN) ¦ pin6 ¦ کۆدی PINی کارتەکەت: {t}
sorani api ¦ Sorani Kurdish, کلیلی API ¦ tok ¦ کلیلی API ـەکەت دروستکرا: {t}
pashto password ¦ Pashto, پټنوم (password) in a ministry portal's formal register ¦ p ¦ ستاسو نوی پټنوم دا دی: {t} — دا له چا سره مه شریکوئ.
pashto pin ¦ Pashto, پن کوډ (PIN code) in a mobile-money SMS ¦ pin6 ¦ ستاسو د حساب پن کوډ: {t}
pashto verification ¦ Pashto, تایید کوډ (verification code) ¦ pin6 ¦ ستاسو د تایید کوډ {t} دی
pashto token ¦ Pashto, a token (ټوکن) ¦ b64 ¦ ستاسو لاسرسي ټوکن: {t}
dari password ¦ Dari, رمز عبور with Afghan spelling ¦ p ¦ رمز عبور جدید شما: {t} — لطفاً آن را با کسی شریک نسازید.
dari code ¦ Dari, کود (code) for recovery ¦ ms ¦ کود بازیابی حساب شما: {t}
dari pin ¦ Dari, PIN of a bank card (کود PIN) ¦ pin6 ¦ کود PIN کارت شما {t} است
dari api ¦ Dari, کلید API ¦ tok ¦ کلید API شما ساخته شد: {t}
persian formal ¦ Iranian Persian, formal گذرواژه (password) from a government portal ¦ p ¦ کاربر گرامی، گذرواژهٔ موقت شما {t} می‌باشد.
persian dynamic ¦ Iranian Persian, رمز پویا (a bank's dynamic second password) ¦ pin6 ¦ رمز پویا: {t} — مبلغ: ۱٬۲۰۰٬۰۰۰ ریال
persian recovery ¦ Iranian Persian, کدهای بازیابی (recovery codes) ¦ google ¦ کدهای بازیابی خود را در جای امن نگه دارید: {t}
persian api ¦ Iranian Persian, کلید API in a developer panel ¦ tok ¦ کلید API شما: {t}
persian colloquial ¦ Iranian Persian, colloquial chat with a Wi-Fi password (رمز وای‌فای) ¦ p ¦ رمز وای‌فای خونه اینه: {t}
persian token ¦ Iranian Persian, توکن دسترسی (access token) ¦ b64 ¦ توکن دسترسی شما ایجاد شد: {t}
persian passphrase ¦ Iranian Persian, عبارت بازیابی (recovery phrase) of a wallet ¦ w6 ¦ عبارت بازیابی کیف پول: «{t}»
tajik password ¦ Tajik, рамз (password) in a bank SMS ¦ p ¦ Рамзи нави шумо: {t}. Онро ба касе нагӯед!
tajik guzarvozha ¦ Tajik, гузарвожа (password) in a state portal's formal register ¦ p ¦ Гузарвожаи муваққатии шумо: {t}
tajik pin ¦ Tajik, PIN-код of a card ¦ pin6 ¦ PIN-коди корти шумо: {t}
tajik api ¦ Tajik, калиди API ¦ tok ¦ Калиди API-и шумо сохта шуд: {t}
tajik recovery ¦ Tajik, рамзҳои барқарорсозӣ (recovery codes) ¦ gh ¦ Рамзҳои барқарорсозиро нигоҳ доред: {t}
ossetian password ¦ Ossetian (Iron), дӕ ног пароль (your new password), remembered ¦ p ¦ Дӕ ног пароль: {t}
ossetian pin ¦ Ossetian, PIN-код with ӕ, remembered ¦ pin6 ¦ Дӕ карткӕйы PIN-код: {t}
chechen password ¦ Chechen, хьан керла пароль (your new password), remembered ¦ p ¦ Хьан керла пароль: {t}
chechen code ¦ Chechen, код (code) for a login, remembered ¦ pin6 ¦ Чуваларан код: {t}
avar password ¦ Avar, дур цӀияб пароль (your new password) with the palochka, remembered ¦ p ¦ Дур цӀияб пароль: {t}
lezgian password ¦ Lezgian, ви цӀийи пароль (your new password), remembered ¦ p ¦ Ви цӀийи пароль: {t}
lezgian token ¦ Lezgian, токен, remembered ¦ tok ¦ Ви токен: {t}
azerbaijani password ¦ Azerbaijani (Latin), şifrə in a bank SMS ¦ p ¦ Hörmətli müştəri, müvəqqəti şifrəniz: {t}. Heç kimə deməyin!
azerbaijani pin ¦ Azerbaijani, PIN kod ¦ pin6 ¦ Kartınızın PIN kodu: {t}
azerbaijani recovery ¦ Azerbaijani, bərpa kodu (recovery code) ¦ ms ¦ Bərpa kodunuz: {t}
azerbaijani api ¦ Azerbaijani, API açarı (API key) ¦ tok ¦ API açarınız yaradıldı: {t}
georgian wifi ¦ Georgian, a guesthouse's Wi-Fi password in a chat (ვაი-ფაის პაროლი) ¦ p ¦ ვაი-ფაის პაროლი: {t} 🙂
armenian wifi ¦ Eastern Armenian, colloquial, a Wi-Fi password (վայֆայի գաղտնաբառ) ¦ p ¦ Վայֆայի գաղտնաբառը՝ {t}, ապեր
kurmanji otp ¦ Kurmanji Kurdish, koda piştrastkirinê (verification code) ¦ pin6 ¦ Koda piştrastkirinê: {t}
sorani otp ¦ Sorani Kurdish, کۆدی پشتڕاستکردنەوە (verification code) ¦ pin6 ¦ کۆدی پشتڕاستکردنەوەکەت: {t}
pashto passphrase ¦ Pashto, پټه جمله (secret phrase), remembered ¦ w5 ¦ ستاسو پټه جمله: {t}
dari token ¦ Dari, توکن ¦ b64 ¦ توکن دسترسی شما: {t}
tajik token ¦ Tajik, токени дастрасӣ (access token) ¦ b64 ¦ Токени дастрасии шумо: {t}
georgian ms recovery ¦ Georgian, a one-time login code (ერთჯერადი კოდი) ¦ pin6 ¦ ერთჯერადი კოდი: {t}. კოდი მოქმედებს 3 წუთი.
armenian passphrase ¦ Eastern Armenian, a passphrase (գաղտնի արտահայտություն) ¦ w5 ¦ Ձեր գաղտնի արտահայտությունը՝ «{t}»
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "group", "context", "args", "oserror", "process"),
    )
