"""Held-out set 76: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of the Middle East and North Africa other than Modern Standard Arabic, in
their scripts and registers.

Languages and scripts: Hebrew (Hebrew script, formal and chat registers), Kurdish Sorani
(Arabic script) and Kurmanji (Latin), Pashto and Dari (Arabic script), Tamazight in Tifinagh
and in Latin (Kabyle and Moroccan standard), Moroccan Darija, Algerian, Tunisian and Egyptian
Arabic in Arabic script and in Arabizi (digits as letters: 3 for ع, 7 for ح, 9 for ق, 5 for
خ, 2 for ء), Syriac (Syriac script), Ottoman Turkish (Arabic script) and modern Turkish with
its older circumflexed spellings. The core words for password and code in these languages are
few, and earlier sets used most of them (a grep of every earlier ``benchmarks/*heldout*`` file
found ``şîfre``, ``پټنوم``, ``وشەی نهێنی``, ``رمز عبور``, ``awal uffir``, ``dyalek`` and
``קוד שחזור``); this set puts them in other sentences, registers and word orders, and adds
words no earlier set used (``ביטוי שחזור``, Egyptian ``bta3ak``, Tunisian ``mte3ek``,
Algerian ``ta3k``, Darija ``dyalk``, Ottoman ``شفره``). Every phrase is as remembered,
not checked against a localized sign-in page; the Syriac and Ottoman ones least surely.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "argan",
    "cardamom",
    "cedar",
    "dromedary",
    "fennec",
    "henna",
    "ibex",
    "jasmine",
    "kasbah",
    "loquat",
    "mastic",
    "oasis",
    "pistachio",
    "saffron",
    "sumac",
    "tamarisk",
]

ROWS = r"""
hebrew sisma ¦ Hebrew, סיסמה (password), bank SMS register ¦ p ¦ הסיסמה הזמנית שלך היא: {t}. אין למסור אותה לאף אחד, גם לא לנציג הבנק.
hebrew otp ¦ Hebrew, קוד אימות (verification code) ¦ pin6 ¦ קוד האימות שלך לכניסה לאזור האישי: {t}
hebrew recovery phrase ¦ Hebrew, ביטוי שחזור (recovery phrase) ¦ w5 ¦ רשמו את ביטוי השחזור על דף ושמרו אותו במקום בטוח: {t}
hebrew api key ¦ Hebrew, מפתח API ¦ tok ¦ נוצר מפתח API חדש עבור הפרויקט: {t} — הוא יוצג פעם אחת בלבד.
hebrew token chat ¦ Hebrew chat register, טוקן ¦ b64 ¦ אחי, הנה הטוקן לסביבת הבדיקות {t} אל תעלה את זה לגיט
hebrew backup codes ¦ Hebrew, קודי גיבוי (backup codes) ¦ gh ¦ קודי הגיבוי לאימות דו-שלבי: {t}
hebrew pin ¦ Hebrew, קוד סודי (PIN) for a card ¦ pin4x ¦ הקוד הסודי של הכרטיס החדש: {t}
sorani wshay nheni ¦ Kurdish Sorani, وشەی نهێنی (password), in a different sentence ¦ p ¦ بەڕێز، وشەی نهێنییە کاتییەکەت {t}ە، تکایە دوای چوونەژوورەوە بیگۆڕە.
sorani kod ¦ Kurdish Sorani, کۆدی پشتڕاستکردنەوە (verification code) ¦ pin6 ¦ کۆدی پشتڕاستکردنەوەت: {t}
sorani klil ¦ Kurdish Sorani, کلیلی API (API key) ¦ tok ¦ کلیلی API ی نوێت دروست کرا: {t}
kurmanji sifre ¦ Kurmanji, şîfre (password), imperative register ¦ p ¦ Şîfreya xwe ya demkî bi kesî re parve neke: {t}
kurmanji kod ¦ Kurmanji, koda piştrastkirinê (verification code) ¦ pin6 ¦ Koda te ya piştrastkirinê {t} e.
kurmanji kilit ¦ Kurmanji, kilîta API (API key) ¦ tok ¦ Kilîta API ya nû hat çêkirin — {t}
pashto patnum ¦ Pashto, پټنوم (password), SMS register ¦ p ¦ ستاسو نوی پټنوم دا دی: {t} — له هیچا سره یې شریک نه کړئ.
pashto kod ¦ Pashto, تصدیقي کوډ (verification code) ¦ pin6 ¦ ستاسو تصدیقي کوډ {t} دی.
pashto tok ¦ Pashto, د لاسرسي ټوکن (access token) ¦ tok ¦ ستاسو د لاسرسي ټوکن: {t}
dari ramz ¦ Dari, رمز عبور (password), formal ¦ p ¦ رمز عبور موقت شما {t} است. لطفاً پس از ورود آن را تغییر دهید.
dari kod ¦ Dari, کود تأیید (verification code) ¦ pin6 ¦ کود تأیید شما: {t}
dari kalid ¦ Dari, کلید API ¦ b64 ¦ کلید API جدید شما ساخته شد: {t}
dari bazyabi ¦ Dari, کودهای بازیابی (recovery codes) ¦ ms ¦ کودهای بازیابی خود را در جای امن نگه دارید: {t}
tifinagh awal uzray ¦ Tamazight in Tifinagh, ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ (password, IRCAM usage), remembered ¦ p ¦ ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏⵏⴽ: {t}
tifinagh tangalt ¦ Tamazight in Tifinagh, ⵜⴰⵏⴳⴰⵍⵜ (code), remembered ¦ pin6 ¦ ⵜⴰⵏⴳⴰⵍⵜ ⵏ ⵓⵙⵙⵏⵜⵎ: {t}
kabyle awal uffir ¦ Kabyle in Latin, awal uffir (password), new sentence ¦ p ¦ Awal-ik uffir amaynut d {t}. Ur t-id-sekkan i yiwen.
kabyle tangalt ¦ Kabyle in Latin, tangalt n usentem (verification code), remembered ¦ pin6 ¦ Tangalt-ik n usentem: {t}
kabyle tasarut ¦ Kabyle in Latin, tasarut n API (API key), remembered ¦ tok ¦ Tasarut-ik n API: {t}
darija arabic ¦ Moroccan Darija in Arabic script, الكود ديالك ¦ pin6 ¦ الكود ديالك هو {t}، ما تعطيه لحتى واحد.
darija arabizi ¦ Moroccan Darija in Arabizi, mot de passe dyalk ¦ p ¦ salam, l mot de passe dyalk jdid howa {t} bddlo mn b3d ma tdkhol
darija token ¦ Moroccan Darija in Arabizi, token dyal l API ¦ tok ¦ ha l token dyal l API li tlbti: {t} ma t7tohch f github
algerian arabizi ¦ Algerian Arabic in Arabizi, le code ta3k ¦ pin6 ¦ le code ta3k howa {t}, ma t3tih l 7ta wa7ed
algerian password ¦ Algerian Arabic in Arabizi, le mot de passe ta3k ¦ p ¦ kho le mot de passe ta3k taa wifi ta3 dar: {t}
algerian arabic ¦ Algerian Arabic in Arabic script, كلمة السر نتاعك ¦ p ¦ كلمة السر نتاعك الجديدة: {t}
tunisian arabizi ¦ Tunisian Arabic in Arabizi, el code mte3ek ¦ pin6 ¦ el code mte3ek {t}, ma t3adih l 7ad
tunisian password ¦ Tunisian Arabic in Arabizi, el mot de passe mte3ek ¦ p ¦ 3aslema, el mot de passe mte3ek jdid: {t}
tunisian arabic ¦ Tunisian Arabic in Arabic script, الكود متاعك ¦ pin6 ¦ الكود متاعك للدخول: {t}
egyptian arabizi ¦ Egyptian Arabic in Arabizi, el password bta3ak ¦ p ¦ ya basha el password bta3ak el gdeed {t} ghayaro awel ma tedkhol
egyptian code ¦ Egyptian Arabic in Arabizi, el code bta3ak ¦ pin6 ¦ el code bta3ak howa {t} matedihoosh le 7ad
egyptian arabic ¦ Egyptian Arabic in Arabic script, الباسورد بتاعك ¦ p ¦ الباسورد بتاعك الجديد {t} متقولوش لحد
egyptian token ¦ Egyptian Arabic in Arabizi, el token bta3 el API ¦ tok ¦ 5od el token bta3 el API: {t} w e3mel revoke lel adeem
egyptian recovery ¦ Egyptian Arabic in Arabizi, akwad el esterga3 (recovery codes) ¦ google ¦ akwad el esterga3 bta3tak: {t} e7tafez beeha
syriac raza ¦ Syriac in Syriac script, ܡܠܬܐ ܕܐܪܙܐ (word of the secret), remembered ¦ p ¦ ܡܠܬܐ ܕܐܪܙܐ ܕܝܠܟ: {t}
syriac pin ¦ Syriac in Syriac script, ܡܢܝܢܐ ܟܣܝܐ (hidden number), remembered ¦ pin8 ¦ ܡܢܝܢܐ ܟܣܝܐ: {t}
ottoman sifre ¦ Ottoman Turkish in Arabic script, شفره (şifre), remembered ¦ p ¦ شفره‌ڭز: {t}
ottoman rumuz ¦ Ottoman Turkish in Arabic script, رموز (code), remembered ¦ pin6 ¦ تصدیق رموزی: {t}
turkish sifreniz ¦ Turkish, şifreniz (your password), formal ¦ p ¦ Sayın müşterimiz, geçici şifreniz {t} olarak belirlenmiştir.
turkish parola ¦ Turkish, parola (password), informal ¦ p ¦ Wi-Fi parolası {t}, kimseye verme.
turkish dogrulama ¦ Turkish, doğrulama kodu (verification code) ¦ pin6 ¦ Doğrulama kodunuz: {t}. Bu kodu kimseyle paylaşmayın.
turkish kurtarma ¦ Turkish, kurtarma kodları (recovery codes) ¦ gh ¦ Yedek kurtarma kodlarınızı saklayın: {t}
turkish anahtar ¦ Turkish, API anahtarı ¦ tok ¦ Yeni API anahtarınız: {t}
turkish belirtec ¦ Turkish, erişim belirteci (access token) ¦ b64 ¦ Erişim belirteciniz oluşturuldu → {t}
turkish circumflex ¦ Turkish, older circumflexed spelling, gizli kelâm (secret word), remembered ¦ w4 ¦ Kurtarma ibâresi (gizli kelâm): {t}
turkish sifre cumlesi ¦ Turkish, şifre cümlesi (passphrase) ¦ w5 ¦ Cüzdan şifre cümleniz: {t}
hebrew passphrase ¦ Hebrew, משפט סיסמה (passphrase) ¦ w4 ¦ משפט הסיסמה לארנק: {t}
sorani recovery ¦ Kurdish Sorani, کۆدی گەڕانەوە (recovery code) ¦ ms ¦ کۆدی گەڕانەوەکەت: {t}
kurmanji pin ¦ Kurmanji, PIN-a kartê (card PIN) ¦ pin4x ¦ PIN-a karta te ya nû: {t}
pashto pin ¦ Pashto, د کارت پن کوډ (card PIN code) ¦ pin4x ¦ ستاسو د کارت پن کوډ: {t}
darija recovery ¦ Moroccan Darija in Arabic script, كلمات الاسترجاع (recovery words) ¦ w5 ¦ هادو هوما كلمات الاسترجاع ديالك: {t}
egyptian pin ¦ Egyptian Arabic in Arabic script, الرقم السري بتاع الكارت ¦ pin4x ¦ الرقم السري بتاع الكارت الجديد: {t}
tamazight latin token ¦ Moroccan standard Tamazight in Latin, ajiṭun (token), remembered ¦ tok ¦ Ajiṭun-nnk n unekcum: {t}
dari pin ¦ Dari, رمز کارت (card PIN) ¦ pin4x ¦ رمز کارت جدید شما: {t}
hebrew slang ¦ Hebrew chat register, mixed with English, the password for a shared account ¦ p ¦ הפאסוורד של החשבון המשותף זה {t} תחליפו אחרי הדמו
"""


def _value(v: Values, kind: str) -> str:
    # A four-digit PIN is too short to count; eight digits with a space stand for a card PIN.
    if kind == "pin4x":
        return phrase_value(v, "pin4", _WORDS) + " " + phrase_value(v, "pin4", _WORDS)
    return phrase_value(v, kind, _WORDS)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("runtime", "note", "cause", "keyerror", "args", "group", "oserror", "context"),
    )
