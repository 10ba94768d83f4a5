"""Held-out set 35: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of Asia and Oceania (and a few major ones) and their scripts.

Twelve languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; about 90 others did, among them
Sinhala, Khmer, Lao, Burmese, Mongolian, Kazakh, Uzbek, Tibetan, Nepali, Marathi, Gujarati,
Punjabi, Odia, Malayalam, Kannada, Telugu, Maori, Samoan, Tongan, Tagalog, Javanese,
Dhivehi, Uyghur, Okinawan, Tahitian, Fijian, Chamorro, Niuean, Tuvaluan and Kiribati, which
are used here too but not counted as new): Chukchi, Chuukese, Futunan, Wallisian, Marquesan,
Kosraean, Pohnpeian, Yapese, Nauruan, Kodava, Sherpa and S'gaw Karen. Their phrases were
built from each language's words for secret, hidden, word, number and your, as remembered
(marked so); the words for the better-known languages are the ones their localized sign-in
pages use. Scripts: Latin, Cyrillic, Tibetan, Myanmar, Kannada, Sinhala, Khmer, Lao,
Devanagari, Gujarati, Gurmukhi, Odia, Malayalam, Telugu, Tamil, Thai, Bengali, Thaana,
Arabic (Uyghur), Hangul, Kana and Han.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "banyan",
    "cassia",
    "deodar",
    "ebony",
    "frangipani",
    "gingko",
    "hibiscus",
    "ironwood",
    "jackfruit",
    "kauri",
    "lychee",
    "mangrove",
    "neem",
    "pandanus",
    "rimu",
    "sandal",
    "teak",
]

ROWS = r"""
chukchi password ¦ Chukchi, гыныкэкин пароль (your password), Cyrillic, as remembered ¦ p ¦ Гыныкэкин пароль: {t}
chuukese pin ¦ Chuukese, ómw nampa mi monomon (your hidden number), as remembered ¦ pin6 ¦ Ómw nampa mi monomon ina {t}
futunan secret word ¦ Futunan, lau upu fakalilo (your secret word), as remembered ¦ w4 ¦ Ko lau upu fakalilo: {t}
wallisian password ¦ Wallisian, tou kupu fakalilolilo (your secret word), as remembered ¦ p ¦ Ko tou kupu fakalilolilo ko {t}
marquesan code ¦ Marquesan, tō 'oe ta'o huna (your hidden word), as remembered ¦ gh ¦ Tō 'oe ta'o huna: {t}
kosraean password ¦ Kosraean, kas lukma lom (your hidden word), as remembered ¦ p ¦ Kas lukma lom pa {t}
pohnpeian pin ¦ Pohnpeian, omw nempe rir (your secret number), as remembered ¦ pin8 ¦ Omw nempe rir: {t}
yapese password ¦ Yapese, fare thin ni mith rom (your hidden word), as remembered ¦ p ¦ Fare thin ni mith rom e {t}
nauruan recovery code ¦ Nauruan, am ekeow ibibuij (your hidden code), as remembered ¦ ms ¦ Am ekeow ibibuij: {t}
kodava secret word ¦ Kodava, ನಿಂಗಡ ಗುಟ್ಟು ಪದ (your secret word), Kannada script, as remembered ¦ w5 ¦ ನಿಂಗಡ ಗುಟ್ಟು ಪದ: {t}
sherpa password ¦ Sherpa, གསང་ཚིག (secret word, password), Tibetan script, as remembered ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག {t}
sgaw karen password ¦ S'gaw Karen, ကျိာ်ခူသူၣ် (secret word), Myanmar script, as remembered ¦ p ¦ နကျိာ်ခူသူၣ်မ့ၢ် {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ මුරපදය: {t}
khmer recovery code ¦ Khmer, លេខកូដស្ដារ (recovery code) ¦ gh ¦ លេខកូដស្ដាររបស់អ្នក៖ {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (password) ¦ p ¦ ລະຫັດຜ່ານຂອງທ່ານແມ່ນ {t}
burmese pin ¦ Burmese, လျှို့ဝှက်နံပါတ် (secret number) ¦ pin6 ¦ သင်၏ လျှို့ဝှက်နံပါတ်မှာ {t}
mongolian password ¦ Mongolian, нууц үг (secret word, password), Cyrillic ¦ p ¦ Таны нууц үг: {t}
kazakh api key ¦ Kazakh, API кілті (API key), Cyrillic ¦ tok ¦ Сіздің API кілтіңіз: {t}
uzbek secret key ¦ Uzbek, maxfiy kalit (secret key), Latin ¦ b64 ¦ Maxfiy kalitingiz: {t}
tibetan pin ¦ Tibetan, གསང་གྲངས (secret number) ¦ pin8 ¦ ཁྱེད་ཀྱི་གསང་གྲངས། {t}
nepali recovery code ¦ Nepali, पुनःप्राप्ति कोड (recovery code), Devanagari ¦ google ¦ तपाईंको पुनःप्राप्ति कोड: {t}
marathi password ¦ Marathi, संकेतशब्द (password), Devanagari ¦ p ¦ तुमचा संकेतशब्द: {t}
gujarati recovery code ¦ Gujarati, પુનઃપ્રાપ્તિ કોડ (recovery code) ¦ ms ¦ તમારો પુનઃપ્રાપ્તિ કોડ: {t}
punjabi secret key ¦ Punjabi, ਗੁਪਤ ਕੁੰਜੀ (secret key), Gurmukhi ¦ tok ¦ ਤੁਹਾਡੀ ਗੁਪਤ ਕੁੰਜੀ: {t}
odia pin ¦ Odia, ଗୁପ୍ତ ସଂଖ୍ୟା (secret number) ¦ pin6 ¦ ଆପଣଙ୍କ ଗୁପ୍ତ ସଂଖ୍ୟା: {t}
malayalam recovery code ¦ Malayalam, വീണ്ടെടുക്കൽ കോഡ് (recovery code) ¦ gh ¦ നിങ്ങളുടെ വീണ്ടെടുക്കൽ കോഡ്: {t}
kannada api key ¦ Kannada, API ಕೀ (API key) ¦ tok ¦ ನಿಮ್ಮ API ಕೀ: {t}
telugu access token ¦ Telugu, యాక్సెస్ టోకెన్ (access token) ¦ b64 ¦ మీ యాక్సెస్ టోకెన్: {t}
maori password ¦ Māori, kupuhipa (password) ¦ p ¦ Ko tō kupuhipa: {t}
samoan secret word ¦ Samoan, upu fa'alilolilo (secret word) ¦ w4 ¦ Lau upu fa'alilolilo: {t}
tongan password ¦ Tongan, lea fufū (hidden word), as remembered ¦ p ¦ Ko ho'o lea fufū: {t}
tagalog recovery code ¦ Tagalog, code sa pagbawi (recovery code) ¦ google ¦ Ang iyong code sa pagbawi: {t}
javanese password ¦ Javanese, tembung sandhi (password) ¦ p ¦ Tembung sandhi panjenengan: {t}
dhivehi password ¦ Dhivehi, ސިއްރު ބަސް (secret word), Thaana, as remembered ¦ p ¦ ތިބާގެ ސިއްރު ބަސް: {t}
uyghur pin ¦ Uyghur, مەخپىي نومۇر (secret number), Arabic script ¦ pin8 ¦ سىزنىڭ مەخپىي نومۇرىڭىز: {t}
bengali passphrase ¦ Bengali, পাসফ্রেজ (passphrase) ¦ w5 ¦ আপনার পাসফ্রেজ: {t}
tamil access token ¦ Tamil, அணுகல் டோக்கன் (access token) ¦ tok ¦ உங்கள் அணுகல் டோக்கன்: {t}
thai pin ¦ Thai, รหัส PIN (PIN code) ¦ pin6 ¦ รหัส PIN ของคุณคือ {t}
korean recovery code ¦ Korean, 복구 코드 (recovery code) ¦ ms ¦ 복구 코드: {t}
japanese password ¦ Japanese, パスワード (password) ¦ p ¦ パスワード：{t}
chinese access token ¦ Chinese, 访问令牌 (access token) ¦ b64 ¦ 您的访问令牌：{t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "group", "cause", "runtime", "keyerror", "args", "context", "oserror"),
    )
