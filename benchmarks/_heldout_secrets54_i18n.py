"""Held-out set 54: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of the Middle East, North Africa and the Horn, in several scripts.

Languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Arabizi, Darija, Levantine, Coptic,
Afar, Tigrinya, Somali, Hassaniya, Sorani, Kurmanji, Turkish, Azerbaijani, Egyptian, Balochi,
Zazaki, Laz, Ladino, Tarifit, Pashto, Dari, Iraqi, Sudanese, Tunisian, Algerian, Syriac,
Assyrian, Armenian, Georgian, Ossetian, Hebrew, Maltese, Kabyle, Tamazight, Amharic and Oromo
did): Mehri, Saho, Beja (Bedawi), Gulf Arabic, Nobiin (Nubian), Siwi, Chaouia, Tachelhit,
Mozabite, Harari, Domari, Libyan Arabic, Yemeni Arabic, Hejazi, Najdi, Emirati, Kuwaiti,
Soqotri, Jibbali (Shehri), Tigre, Chaldean Neo-Aramaic and Samaritan. Also Tarifit,
Hassaniya, Afar, Zazaki, Balochi, Gilaki, Turoyo and Adyghe (the Circassian of Jordan and
Syria), which earlier sets named. The phrases of the
small languages are built from words their speakers use for secret, word, number, code and
key, many of them loans from Arabic, French or English as written in chats and forums; they
are as remembered (marked so), and none was confirmed by a search. Arabic dialects are
written both in Arabic script and in Arabizi (Latin letters with 2, 3, 5, 7 and 9 for
hamza, ʿayn, khāʾ, ḥāʾ and ṣād). Scripts: Latin (Arabizi, Berber, Cushitic, Turkic, Kurdish),
Arabic, Hebrew, Syriac, Samaritan, Ethiopic, Tifinagh, Coptic, Greek, Armenian, Georgian
and Cyrillic.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "wadi",
    "sabkha",
    "oasis",
    "caravan",
    "frankincense",
    "dhow",
    "souk",
    "qanat",
    "falaj",
    "acacia",
    "tamarisk",
    "date",
    "hammada",
    "erg",
    "jebel",
    "khamsin",
]

ROWS = r"""
levantine arabizi password ¦ Levantine Arabic in Arabizi, kilmet el sirr (word of the secret, password) ¦ p ¦ kilmet el sirr taba3ak hiye: {t}
libyan arabizi password ¦ Libyan Arabic in Arabizi, kilmet is-sirr mta3ak (your password), as remembered ¦ p ¦ kilmet is-sirr mta3ak: {t}
moroccan darija code ¦ Moroccan Darija in Arabizi, l-code sirri dyalek (your secret code) ¦ pin6 ¦ l-code sirri dyalek howa {t}
tunisian arabizi recovery ¦ Tunisian Arabic in Arabizi, code mta3 el istirja3 (recovery code), as remembered ¦ gh ¦ el code mta3 el istirja3 mta3ek: {t}
egyptian arabizi api key ¦ Egyptian Arabic in Arabizi, el moftah beta3 el API (the API key) ¦ tok ¦ el moftah beta3ak beta3 el API: {t}
gulf arabic secret code ¦ Gulf Arabic, الرمز السري حقك (your secret code), Arabic script ¦ pin8 ¦ الرمز السري حقك: {t}
emirati pin ¦ Emirati Arabic, الرقم السري مالك (your secret number), Arabic script ¦ pin6 ¦ الرقم السري مالك هو {t}
kuwaiti password ¦ Kuwaiti Arabic, كلمة السر مالتك (your password), Arabic script ¦ p ¦ كلمة السر مالتك: {t}
najdi password ¦ Najdi Arabic, كلمة المرور حقتك (your password), Arabic script ¦ p ¦ كلمة المرور حقتك هي {t}
hejazi password ¦ Hejazi Arabic, الباسورد حقك (your password, loan), Arabic script ¦ p ¦ الباسورد حقك: {t}
yemeni login code ¦ Yemeni Arabic, رمز الدخول حقك (your login code), Arabic script, as remembered ¦ google ¦ رمز الدخول حقك: {t}
iraqi recovery code ¦ Iraqi Arabic, رمز الاسترداد مالتك (your recovery code), Arabic script ¦ ms ¦ رمز الاسترداد مالتك: {t}
sudanese token ¦ Sudanese Arabic, رمز الوصول بتاعك (your access token), Arabic script ¦ b64 ¦ رمز الوصول بتاعك: {t}
msa passphrase ¦ Modern Standard Arabic, عبارة المرور (passphrase), Arabic script ¦ w5 ¦ عبارة المرور الخاصة بك: {t}
kabyle password ¦ Kabyle, awal uffir (hidden word, password), Latin ¦ p ¦ Awal-ik uffir d: {t}
tachelhit password ¦ Tachelhit (Shilha), awal n tuffirt (word of the secret), Latin, as remembered ¦ p ¦ Awal n tuffirt nnk: {t}
chaouia password ¦ Chaouia (Shawiya), awal uffir (hidden word), Latin, as remembered ¦ p ¦ Awal uffir nnek: {t}
mozabite code ¦ Mozabite (Tumẓabt), tangalt tuffirt (hidden code), Latin, as remembered ¦ pin8 ¦ Tangalt tuffirt nnek: {t}
siwi password ¦ Siwi, awal n ssir (word of the secret, Arabic loan), Latin, as remembered ¦ p ¦ Awal n ssir nnek: {t}
tamazight api key ¦ Standard Moroccan Tamazight, ⵜⴰⵙⴰⵔⵓⵜ (tasarut, key), Tifinagh ¦ tok ¦ ⵜⴰⵙⴰⵔⵓⵜ ⵏ API ⵏⵏⴽ: {t}
coptic password ¦ Coptic (Bohairic), ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ (the hidden word), Coptic script, as remembered ¦ p ¦ ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ: {t}
hebrew access token ¦ Hebrew, אסימון גישה (access token) ¦ b64 ¦ אסימון הגישה שלך: {t}
chaldean password ¦ Chaldean Neo-Aramaic, ܡܠܬܐ ܕܐܪܙܐ (word of the secret), Syriac script, as remembered ¦ p ¦ ܡܠܬܐ ܕܐܪܙܐ ܕܝܘܟ: {t}
samaritan key ¦ Samaritan Hebrew, ࠌࠐࠕࠇ (maftēaḥ, key), Samaritan script, as remembered ¦ tok ¦ ࠌࠐࠕࠇ: {t}
mehri password ¦ Mehri, kelmet əs-sər (word of the secret, Arabic loan), Latin, as remembered ¦ p ¦ Kelmet əs-sər hōk: {t}
soqotri pin ¦ Soqotri, raqm sirri (secret number, Arabic loan), Latin, as remembered ¦ pin6 ¦ Raqm sirri hek: {t}
jibbali password ¦ Jibbali (Shehri), kelmét ser (word of the secret), Latin, as remembered ¦ p ¦ Kelmét ser ɛɛk: {t}
maltese recovery code ¦ Maltese, kodiċi ta' rkupru (recovery code) ¦ gh ¦ Il-kodiċi ta' rkupru tiegħek: {t}
tigrinya password ¦ Tigrinya, ምስጢራዊ ቃል (secret word), Ethiopic ¦ p ¦ ምስጢራዊ ቃልካ፦ {t}
tigre password ¦ Tigre, ቃል ምስጢር (word of secret), Ethiopic, as remembered ¦ p ¦ ቃል ምስጢርካ፦ {t}
harari pin ¦ Harari, ሚስጢር ቍጥር (secret number), Ethiopic, as remembered ¦ pin6 ¦ ሚስጢር ቍጥርካ፦ {t}
amharic recovery code ¦ Amharic, የመልሶ ማግኛ ኮድ (recovery code), Ethiopic ¦ ms ¦ የመልሶ ማግኛ ኮድዎ፦ {t}
somali password ¦ Somali, erayga sirta ah (the secret word, password) ¦ p ¦ Erayga sirta ah waa: {t}
oromo passphrase ¦ Oromo, jecha icciitii (secret word), as remembered ¦ w4 ¦ Jechi icciitii kee: {t}
saho password ¦ Saho, siri qangara (secret word, Arabic loan), Latin, as remembered ¦ p ¦ Siri qangara kuu: {t}
beja password ¦ Beja (Bedawi), sirri kalam (secret word, Arabic loans), Latin, as remembered ¦ p ¦ Sirri kalamook: {t}
nobiin code ¦ Nobiin (Nubian), sirri koodi (secret code, loans), Latin, as remembered ¦ pin8 ¦ Ir sirri koodi: {t}
domari password ¦ Domari, kilma sirr (Arabic loans), Latin, as remembered ¦ p ¦ Kilma sirr ehrom: {t}
turkish recovery code ¦ Turkish, kurtarma kodu (recovery code) ¦ gh ¦ Kurtarma kodunuz: {t}
azerbaijani password ¦ Azerbaijani, şifrə (password) ¦ p ¦ Sizin şifrəniz: {t}
kurmanji passphrase ¦ Kurmanji Kurdish, hevoka şîfreyê (password phrase), as remembered ¦ w4 ¦ Hevoka şîfreya te: {t}
sorani token ¦ Sorani Kurdish, تۆکنی دەستگەیشتن (access token), Arabic script ¦ b64 ¦ تۆکنی دەستگەیشتنەکەت: {t}
persian recovery code ¦ Persian, کد بازیابی (recovery code), Arabic script ¦ ms ¦ کد بازیابی شما: {t}
armenian password ¦ Armenian, գաղտնաբառ (password) ¦ p ¦ Ձեր գաղտնաբառը՝ {t}
georgian recovery code ¦ Georgian, აღდგენის კოდი (recovery code) ¦ google ¦ თქვენი აღდგენის კოდი: {t}
cypriot greek pin ¦ Greek (Cyprus), κωδικός PIN (PIN code) ¦ pin6 ¦ Ο κωδικός PIN σου: {t}
ossetian password ¦ Ossetian, пароль (password), Cyrillic ¦ p ¦ Дæ пароль: {t}
tarifit password ¦ Tarifit (Riffian), awal n tuffra (word of the hiding), Latin, as remembered ¦ p ¦ Awal n tuffra nnec: {t}
hassaniya pin ¦ Hassaniya Arabic in Arabizi, raqm sirri mta3ak (your secret number), as remembered ¦ pin6 ¦ raqm sirri mta3ak: {t}
afar password ¦ Afar, qusba maxxaaga (secret word), Latin, as remembered ¦ p ¦ Ku qusba maxxaaga: {t}
zazaki password ¦ Zazaki, parola (password, Turkish loan) ¦ p ¦ Parolaya to: {t}
balochi password ¦ Balochi, رازی لبز (secret word), Arabic script, as remembered ¦ p ¦ تئی رازی لبز: {t}
gilaki recovery code ¦ Gilaki, رمز بازیابی (recovery code, Persian), Arabic script ¦ gh ¦ تی رمز بازیابی: {t}
adyghe password ¦ Adyghe (Circassian of Jordan and Syria), пароль (password), Cyrillic ¦ p ¦ Уипароль: {t}
turoyo passphrase ¦ Turoyo, ܡܠܬܐ ܕܪܐܙܐ (word of the secret), Syriac script, as remembered ¦ w4 ¦ ܡܠܬܐ ܕܪܐܙܐ ܕܝܠܘܟ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
