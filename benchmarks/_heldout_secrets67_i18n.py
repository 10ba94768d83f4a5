"""Held-out set 67: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Mongolia, Tibet, Xinjiang, Siberia and the Arctic, and in Hebrew, Yiddish
and Ladino, in their scripts.

These languages are set 67's share; earlier sets named most of them (Mongolian, Tibetan,
Uyghur, Yakut/Sakha, Buryat, Tuvan, Inuktitut, Greenlandic, Hebrew, Yiddish and Ladino each
matched one or more earlier files when grepped by name), so the phrases here were written to
differ from theirs: other words, other registers (bank SMS, government portal, exchange 2FA,
app store, ERP login, crypto wallet), other word orders. All words are as remembered, not
verified against a localized sign-in page: Mongolian ``нууц үг``, ``баталгаажуулах код``,
``сэргээх код``, ``нууц түлхүүр`` in Cyrillic and ``ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ`` in the traditional script;
Tibetan ``གསང་ཚིག`` and ``གསང་ཨང``; Uyghur ``پارول``, ``ئىم``, ``دەلىللەش كودى`` and
``ئاچقۇچ`` in Arabic script; Sakha ``кистэлэҥ тыл``; Buryat ``нюуса үгэ``; Tuvan ``чажыт
сөс``; Inuktitut ``ᐃᓯᖅᑯᑎ`` in syllabics; Greenlandic ``isertugaq``; Hebrew ``סיסמה``, ``קוד
אימות``, ``קודי שחזור``, ``אסימון``, ``מפתח API``, ``ביטוי סיסמה``; Yiddish ``פּאַראָל`` and
``געהיים־קאָד``; Ladino ``kontrasenya`` and ``kodigo de verifikasyon``. Scripts: Cyrillic,
Mongolian, Tibetan, Arabic (Uyghur), Unified Canadian Aboriginal Syllabics, Latin and Hebrew.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "argali",
    "bactrian",
    "saiga",
    "taimen",
    "reindeer",
    "narwhal",
    "sable",
    "larch",
    "ger",
    "tundra",
    "airag",
    "morinkhuur",
    "khoomei",
    "ermine",
    "walrus",
    "lemming",
    "manul",
    "ptarmigan",
    "kayak",
    "qulliq",
]

ROWS = r"""
mongolian bank sms ¦ Mongolian (Cyrillic), bank SMS, нууц үг (password), as remembered ¦ p ¦ Таны интернэт банкны түр нууц үг: {t}. Хэнд ч бүү хэлээрэй.
mongolian otp ¦ Mongolian (Cyrillic), баталгаажуулах код (verification code), as remembered ¦ pin6 ¦ Баталгаажуулах код {t}. 5 минутын дотор хүчинтэй.
mongolian recovery ¦ Mongolian (Cyrillic), сэргээх код (recovery code), as remembered ¦ gh ¦ Сэргээх код: {t} — нэг удаа ашиглана.
mongolian secret key ¦ Mongolian (Cyrillic), нууц түлхүүр (secret key) of an exchange API, as remembered ¦ tok ¦ API нууц түлхүүр: {t}
mongolian pin ¦ Mongolian (Cyrillic), ПИН код of a card, as remembered ¦ pin6 ¦ Таны картын шинэ ПИН код {t} боллоо.
mongolian phrase ¦ Mongolian (Cyrillic), сэргээх үгс (recovery words) of a wallet, as remembered ¦ w12 ¦ Түрийвчний сэргээх 12 үг: {t}
mongolian script password ¦ Mongolian (traditional script), ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ (secret word), as remembered ¦ p ¦ ᠲᠠᠨ ᠤ ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ᠄ {t}
mongolian script code ¦ Mongolian (traditional script), a code after the word ᠺᠣᠳ, as remembered ¦ pin8 ¦ ᠨᠢᠭᠤᠴᠠ ᠺᠣᠳ {t} ᠪᠣᠯᠤᠨ᠎ᠠ᠃
tibetan password ¦ Tibetan, གསང་ཚིག (password), as remembered ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག་གསར་པ། {t}
tibetan pin ¦ Tibetan, གསང་ཨང (secret number, a PIN), as remembered ¦ pin6 ¦ གསང་ཨང་ནི་ {t} ཡིན།
tibetan token ¦ Tibetan, ལྡེ་མིག (key) of an API, as remembered ¦ tok ¦ API ལྡེ་མིག། {t}
tibetan phrase ¦ Tibetan, a passphrase after གསང་ཚིག, as remembered ¦ w5 ¦ གསང་ཚིག་ཚིག་གྲུབ། {t}
uyghur parol ¦ Uyghur (Arabic script), پارول (password), as remembered ¦ p ¦ سىزنىڭ يېڭى پارولىڭىز: {t}
uyghur im ¦ Uyghur (Arabic script), ئىم (password, software register), as remembered ¦ p ¦ ئىم: {t} ، ئۇنى ھېچكىمگە ئېيتماڭ.
uyghur code ¦ Uyghur (Arabic script), دەلىللەش كودى (verification code), as remembered ¦ pin6 ¦ دەلىللەش كودى {t} ، 10 مىنۇت ئىچىدە ئىناۋەتلىك.
uyghur key ¦ Uyghur (Arabic script), ئاچقۇچ (key) of an API, as remembered ¦ tok ¦ API ئاچقۇچى: {t}
uyghur latin ¦ Uyghur (Latin script, ULY), parol, as remembered ¦ p ¦ Siz yéngi parolingiz: {t}
sakha password ¦ Sakha (Yakut), кистэлэҥ тыл (secret word), as remembered ¦ p ¦ Эн саҥа кистэлэҥ тылыҥ: {t}
sakha code ¦ Sakha (Yakut), a code (куод) from a government portal SMS, as remembered ¦ pin6 ¦ Госуслуги: куод {t}. Ким да биэримэ.
sakha phrase ¦ Sakha (Yakut), a passphrase of words, as remembered ¦ w4 ¦ Кистэлэҥ тыл (4 тыл): {t}
buryat password ¦ Buryat, нюуса үгэ (secret word), as remembered ¦ p ¦ Таанай шэнэ нюуса үгэ: {t}
buryat pin ¦ Buryat, ПИН-код, as remembered ¦ pin6 ¦ Таанай ПИН-код: {t}
tuvan password ¦ Tuvan, чажыт сөс (secret word), as remembered ¦ p ¦ Силерниң чаа чажыт сөзүңер: {t}
tuvan code ¦ Tuvan, a confirmation code (код), as remembered ¦ pin6 ¦ Бадыткаар код: {t}
inuktitut password ¦ Inuktitut (syllabics), ᐃᓯᖅᑯᑎ (means of entry, a password), as remembered ¦ p ¦ ᐃᓯᖅᑯᑎᑎᑦ ᓄᑖᖅ: {t}
inuktitut code ¦ Inuktitut (syllabics), a code from a territorial portal, as remembered ¦ pin6 ¦ ᓇᓗᓇᐃᔭᐅᑦ ᑲᐅᑦ {t}
greenlandic secret ¦ Greenlandic, isertugaq (secret), as remembered ¦ p ¦ Kode isertugaq nutaaq: {t}
greenlandic pin ¦ Greenlandic, PIN-kode of a NemID/MitID card, as remembered ¦ pin6 ¦ PIN-kodit nutaaq {t}
hebrew temp password ¦ Hebrew, a bank's temporary password SMS ¦ p ¦ הסיסמה הזמנית שלך לאתר הבנק היא: {t}. אין למסור אותה לאף אחד.
hebrew otp ¦ Hebrew, קוד אימות (verification code) in a service SMS ¦ pin6 ¦ קוד האימות שלך הוא {t}. הקוד תקף ל-10 דקות.
hebrew recovery codes ¦ Hebrew, קודי שחזור (recovery codes) of an account ¦ google ¦ קודי השחזור שלך: {t} (כל קוד ניתן לשימוש פעם אחת)
hebrew token ¦ Hebrew, אסימון (token) of an API ¦ tok ¦ אסימון הגישה ל-API: {t}
hebrew api key ¦ Hebrew, מפתח API of an invoicing service ¦ tok ¦ מפתח ה-API של מערכת החשבוניות: "{t}"
hebrew passphrase ¦ Hebrew, ביטוי סיסמה (passphrase) of a wallet ¦ w6 ¦ ביטוי הסיסמה של הארנק: {t}
hebrew pin ¦ Hebrew, קוד סודי of a card ¦ pin6 ¦ הקוד הסודי החדש של הכרטיס: {t}
hebrew ms code ¦ Hebrew, a product recovery key ¦ ms ¦ מפתח השחזור: {t}
hebrew b64 ¦ Hebrew, a webhook secret in base64 ¦ b64 ¦ סוד ה-webhook (base64): {t}
hebrew erp ¦ Hebrew, an ERP user's first password ¦ p ¦ שם משתמש: dana.k | סיסמה ראשונית: {t} | יש להחליף בכניסה הראשונה
yiddish parol ¦ Yiddish, פּאַראָל (password), as remembered ¦ p ¦ דײַן נײַער פּאַראָל איז: {t}
yiddish code ¦ Yiddish, געהיים־קאָד (secret code), as remembered ¦ pin6 ¦ דער געהיים־קאָד: {t}
yiddish phrase ¦ Yiddish, a passphrase of words, as remembered ¦ w5 ¦ דער פּאַראָל־זאַץ: {t}
ladino kontrasenya ¦ Ladino (Latin), kontrasenya (password), as remembered ¦ p ¦ Tu kontrasenya mueva es: {t}
ladino kodigo ¦ Ladino (Latin), kodigo de verifikasyon, as remembered ¦ pin6 ¦ El kodigo de verifikasyon es {t}. No lo des a dinguno.
ladino hebrew script ¦ Ladino (Hebrew script), קונטראסינייה (password), as remembered ¦ p ¦ טו קונטראסינייה נואיב'ה: {t}
mongolian erp login ¦ Mongolian (Cyrillic), an ERP login card ¦ p ¦ Нэвтрэх нэр: b.tsetseg\nНууц үг: {t}\nЭхний нэвтрэлтээр солино уу.
mongolian b64 ¦ Mongolian (Cyrillic), a webhook secret ¦ b64 ¦ Webhook-ийн нууц: {t}
uyghur recovery ¦ Uyghur (Arabic script), ئەسلىگە كەلتۈرۈش كودى (recovery code), as remembered ¦ gh ¦ ئەسلىگە كەلتۈرۈش كودى: {t}
uyghur phrase ¦ Uyghur (Arabic script), a wallet's words, as remembered ¦ w12 ¦ ھەميان سۆزلىرى: {t}
tibetan recovery ¦ Tibetan, a recovery code after སླར་གསོ (restore), as remembered ¦ gh ¦ སླར་གསོའི་ཨང་རྟགས། {t}
hebrew whatsapp ¦ Hebrew, a chat message pasting a password ¦ p ¦ היי, הסיסמה לחשבון הספקים היא {t} — תמחק אחרי שהעתקת 🙏
hebrew mixed rtl ¦ Hebrew with an English key name inside RTL text ¦ tok ¦ שים לב: ה-client_secret הוא {t} ולא ה-client_id.
yiddish pin ¦ Yiddish, פּין־קאָד of a card, as remembered ¦ pin6 ¦ דײַן פּין־קאָד: {t}
sakha token ¦ Sakha (Yakut), a token (токен), as remembered ¦ tok ¦ Киирии токена: {t}
buryat code ¦ Buryat, a confirmation code, as remembered ¦ pin6 ¦ Баталгажуулха код: {t}
tuvan phrase ¦ Tuvan, a passphrase, as remembered ¦ w4 ¦ Чажыт сөс (дөрт сөс): {t}
inuktitut token ¦ Inuktitut (syllabics), an API key written in Latin inside syllabic text, as remembered ¦ tok ¦ API ᑭᐃ: {t}
greenlandic phrase ¦ Greenlandic, a passphrase, as remembered ¦ w5 ¦ Oqaaseqatigiit isertugaq: {t}
ladino token ¦ Ladino (Latin), a token of an API, as remembered ¦ tok ¦ El token de akseso es: {t}
mongolian ms ¦ Mongolian (Cyrillic), a licence recovery key ¦ ms ¦ Лицензийн сэргээх түлхүүр: {t}
hebrew google ¦ Hebrew, backup codes of a Google account ¦ google ¦ קוד גיבוי: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "group", "context", "args", "oserror"),
    )
