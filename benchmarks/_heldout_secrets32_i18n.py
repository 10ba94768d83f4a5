"""Held-out set 32: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
34 languages (14 that no earlier set named) and 20 scripts.

Fourteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; about 180 others did, among them
Sorani, Pashto, Sindhi, Gujarati, Kannada, Telugu, Malayalam, Sinhala, Khmer, Lao, Tibetan,
Mongolian, Uyghur, Kazakh, Chechen, Tigrinya, Somali, Hausa, Zulu, Tongan, Maori, Ilocano,
Hmong, Maithili, Nepali, Assamese, Frisian, Occitan, Romansh, Welsh, Icelandic, Sami, Buryat,
Cherokee, Navajo, Nahuatl, Aymara, Haitian Creole, Ladino, Venetian and Sicilian) name a
password, a PIN, a code or a key: Newari (Devanagari), Ladakhi (Tibetan script), Balti (as
written in Arabic script), Hazaragi and Mazandarani (Arabic script), Juhuri (Hebrew script),
Talysh (Latin), Sasak, Zapotec (Isthmus), Jamaican Patois, Cape Verdean Creole, Hunsrik,
Pennsylvania Dutch and Emilian. Their phrases were built from each language's words for
"your", "secret", "word", "number" and "is" as remembered (several borrow "password" or "PIN"
as speakers do), not copied from a localized product, so a speaker may find some odd. The
other twenty use words for recovery codes, passphrases, PINs, API keys and tokens in scripts
earlier sets used less: Gujarati, Gurmukhi, Kannada, Telugu, Malayalam, Sinhala, Khmer, Lao,
Tibetan, Ethiopic (Tigrinya), Mongolian and Kazakh Cyrillic, Georgian, Armenian, Hangul, Han,
Kana and Latin (Welsh, Icelandic, Irish, Azerbaijani, Uzbek, Zulu, Hausa, Maori, Haitian
Creole). Each phrase was grepped for as a fixed string after the set was written: sixteen
common words matched earlier sets and were kept in new sentences (``ཁྱོད་ཀྱི་གསང་ཚིག``,
Tibetan ``གསང་ཚིག``, Juhuri ``פּאַראָל``, ``මුරපදය``, ``ពាក្យសម្ងាត់``,
``нууц үг``, ``აღდგენის კოდი``, ``գաղտնաբառ``, ``복구 코드``, ``API 密钥``, ``復旧コード``,
``cyfrinair``, ``iphasiwedi``, ``kalmar sirri``, ``kupuhipa`` and ``kòd sekrè``); the other
24 phrases matched nothing.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "anvil",
    "bracken",
    "cormorant",
    "dunlin",
    "estuary",
    "foxglove",
    "goshawk",
    "hawthorn",
    "ibex",
    "jackdaw",
    "knapweed",
    "lapwing",
    "mistle",
    "nightjar",
    "oxbow",
    "ptarmigan",
    "quarry",
    "redshank",
    "samphire",
    "teasel",
    "umber",
    "vetch",
    "wren",
    "yarrow",
]

ROWS = r"""
newari password ¦ Newari (Nepal Bhasa), छिगु पासवर्ड (your password), Devanagari, as remembered ¦ p ¦ छिगु पासवर्ड खः: {t}
ladakhi secret word ¦ Ladakhi, ཁྱོད་ཀྱི་གསང་ཚིག (your secret word), Tibetan script, as remembered ¦ w4 ¦ ཁྱོད་ཀྱི་གསང་ཚིག་ནི། {t}
balti pin ¦ Balti (Arabic script), خیرگی پن (your PIN), as remembered ¦ pin6 ¦ خیرگی پن: {t}
hazaragi password ¦ Hazaragi, رمز شمو (your password), Arabic script ¦ p ¦ رمز شمو اینه: {t}
mazandarani code ¦ Mazandarani, شه رمز (your code), Arabic script, as remembered ¦ ms ¦ شه رمز اینه: {t}
juhuri password ¦ Juhuri (Judeo-Tat), פּאַראָל (password) in Hebrew script, as remembered ¦ p ¦ פּאַראָל שומו: {t}
talysh password ¦ Talysh, şəy parol (your password), Latin, as remembered ¦ p ¦ Şəy parol: {t}
sasak password ¦ Sasak, kata sandi side (your password), as remembered ¦ w4 ¦ Kata sandi side: {t}
zapotec secret word ¦ Isthmus Zapotec, diidxa' huadxí (secret word), as remembered ¦ w3 ¦ Diidxa' huadxí stiu nga: {t}
patois password ¦ Jamaican Patois, yuh password (your password) ¦ p ¦ Yuh password a {t} — nuh tell nobody.
kabuverdianu code ¦ Cape Verdean Creole, bu kódigu sekretu (your secret code) ¦ gh ¦ Bu kódigu sekretu é {t}
hunsrik password ¦ Hunsrik (Riograndenser Hunsrückisch), dayn passwort (your password), as remembered ¦ p ¦ Dayn Passwort is {t}
pennsylvania dutch pin ¦ Pennsylvania Dutch, dei geheemi Nummer (your secret number), as remembered ¦ pin8 ¦ Dei geheemi Nummer is {t}
emilian password ¦ Emilian, la tò paròla sgrèta (your secret word), as remembered ¦ w4 ¦ La tò paròla sgrèta l'é: {t}
gujarati recovery code ¦ Gujarati, પુનઃપ્રાપ્તિ કોડ (recovery code) ¦ ms ¦ તમારો પુનઃપ્રાપ્તિ કોડ: {t}
punjabi pin ¦ Punjabi, ਗੁਪਤ ਪਿੰਨ (secret PIN), Gurmukhi ¦ pin6 ¦ ਤੁਹਾਡਾ ਗੁਪਤ ਪਿੰਨ: {t}
kannada api key ¦ Kannada, API ಕೀ (API key) ¦ tok ¦ ನಿಮ್ಮ API ಕೀ: {t}
telugu passphrase ¦ Telugu, రహస్య పదబంధం (secret phrase) ¦ w5 ¦ మీ రహస్య పదబంధం: {t}
malayalam token ¦ Malayalam, ആക്സസ് ടോക്കൺ (access token) ¦ b64 ¦ നിങ്ങളുടെ ആക്സസ് ടോക്കൺ: {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ මුරපදය: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (password) ¦ p ¦ ពាក្យសម្ងាត់របស់អ្នកគឺ {t}
lao pin ¦ Lao, ລະຫັດ PIN (PIN code) ¦ pin6 ¦ ລະຫັດ PIN ຂອງທ່ານແມ່ນ {t}
tibetan secret word ¦ Tibetan, གསང་ཚིག (secret word, password) ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག {t}
tigrinya password ¦ Tigrinya, መሕለፊ ቃል (pass word), Ethiopic, as remembered ¦ p ¦ ናትካ መሕለፊ ቃል፦ {t}
mongolian password ¦ Mongolian, нууц үг (secret word, password), Cyrillic ¦ p ¦ Таны нууц үг: {t}
kazakh recovery code ¦ Kazakh, қалпына келтіру коды (recovery code), Cyrillic ¦ gh ¦ Сіздің қалпына келтіру кодыңыз: {t}
georgian recovery code ¦ Georgian, აღდგენის კოდი (recovery code) ¦ ms ¦ თქვენი აღდგენის კოდი: {t}
armenian password ¦ Armenian, գաղտնաբառ (password) ¦ p ¦ Ձեր գաղտնաբառը՝ {t}
korean recovery code ¦ Korean, 복구 코드 (recovery code) ¦ gh ¦ 복구 코드: {t}
chinese api key ¦ Chinese, API 密钥 (API key) ¦ tok ¦ 您的 API 密钥：{t}
japanese recovery code ¦ Japanese, 復旧コード (recovery code) ¦ google ¦ 復旧コード：{t}
welsh password ¦ Welsh, cyfrinair (password) ¦ p ¦ Eich cyfrinair yw {t}
icelandic passphrase ¦ Icelandic, aðgangsorð (pass word) ¦ w4 ¦ Aðgangsorðið þitt er: {t}
irish pin ¦ Irish, d'uimhir PIN (your PIN number) ¦ pin8 ¦ Is é d'uimhir PIN ná {t}
azerbaijani token ¦ Azerbaijani, giriş tokeni (access token) ¦ tok ¦ Sizin giriş tokeniniz: {t}
uzbek password ¦ Uzbek, maxfiy so'z (secret word) ¦ p ¦ Sizning maxfiy so'zingiz: {t}
zulu password ¦ Zulu, iphasiwedi (password) ¦ p ¦ Iphasiwedi yakho ithi {t}
hausa secret word ¦ Hausa, kalmar sirri (secret word, password) ¦ w3 ¦ Kalmar sirrinka ita ce: {t}
maori password ¦ Maori, kupuhipa (password) ¦ p ¦ Ko tō kupuhipa: {t}
haitian code ¦ Haitian Creole, kòd sekrè (secret code) ¦ gh ¦ Kòd sekrè ou se {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "cause", "oserror", "args", "group", "context", "keyerror"),
    )
