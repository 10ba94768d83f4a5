"""Held-out set 38: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in other languages and scripts, mostly of Asia, Oceania and the Middle East.

Twenty languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Sinhala, Nepali, Lao, Khmer,
Mongolian, Uyghur, Kazakh, Uzbek, Pashto, Sindhi, Gujarati, Kannada, Telugu, Malayalam,
Tibetan, Dhivehi, Tagalog, Tetum, Fijian, Tongan, Maori, Bislama, Tok Pisin, Chamorro, Hmong,
Balinese, Acehnese, Waray, Chuukese, Kiribati, Maithili, Meitei, Mizo, Khasi, Balochi,
Saraiki and about sixty others did): Bugis, Gilbertese, Hiri Motu, Lepcha, Chakma, Rohingya,
Brahui, Turoyo, Tausug, Maranao, Toraja, Pitkern, Norfuk, Tolai (Kuanua), Kurukh, Mundari,
Burushaski, Wakhi, Hindko and Shughni. Their phrases are built from each language's words
for your, secret, word and number, or from the loanword "password" that their speakers
use, as remembered (marked so); the better-known languages use the words their localized
sign-in pages use. Scripts: Latin, Cyrillic, Arabic (Arabic, Persian, Hindko's Shahmukhi),
Hebrew, Devanagari, Bengali, Gurmukhi, Gujarati, Kannada, Telugu, Malayalam,
Sinhala, Tibetan, Thaana, Thai, Lao, Khmer, Georgian, Armenian, Han, Kana and Hangul.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "atoll",
    "banyan",
    "cassowary",
    "dugong",
    "frangipani",
    "gecko",
    "hibiscus",
    "ironwood",
    "kauri",
    "lagoon",
    "mangrove",
    "nautilus",
    "outrigger",
    "pandanus",
    "reef",
    "sago",
    "taro",
]

ROWS = r"""
bugis password ¦ Bugis, password-mu (your password), Latin, as remembered ¦ p ¦ Password-mu iyanaritu: {t}
gilbertese password ¦ Gilbertese (Kiribati), am password (your password), as remembered ¦ p ¦ Am password bon {t}
hiri motu pin ¦ Hiri Motu, emu namba hunia (your hidden number), as remembered ¦ pin6 ¦ Emu namba hunia be {t}
lepcha password ¦ Lepcha, transliterated, password (loanword), as remembered ¦ p ¦ Ho sa password re: {t}
chakma recovery code ¦ Chakma, in Bengali script as often typed, রিকভারি কোড (recovery code), as remembered ¦ gh ¦ তুমার রিকভারি কোড: {t}
rohingya password ¦ Rohingya (Rohingyalish Latin), tuar gupon gaiththa (your secret word), as remembered ¦ w4 ¦ Tuar gupon gaiththa: {t}
brahui pin ¦ Brahui, in Arabic script, پن کوڈ (PIN code), as remembered ¦ pin8 ¦ نا پن کوڈ: {t}
turoyo passphrase ¦ Turoyo (Ṭuroyo Neo-Aramaic), Latin, i melṯo d-rozo (the word of the secret), as remembered ¦ w5 ¦ I melṯo d-rozo didux: {t}
tausug password ¦ Tausug, password mu (your password), as remembered ¦ p ¦ In password mu amu in {t}
maranao code ¦ Maranao, so sekreto a code iyo (your secret code), as remembered ¦ ms ¦ So sekreto a code iyo na {t}
toraja password ¦ Toraja (Sa'dan), password-mu (your password), as remembered ¦ p ¦ Password-mu iamotu: {t}
pitkern password ¦ Pitkern, yo password (your password), as remembered ¦ p ¦ Yo password es {t}
norfuk token ¦ Norfuk, yorlye token (your token), as remembered ¦ tok ¦ Yorlye token es: {t}
tolai password ¦ Tolai (Kuanua), kaum password (my password), as remembered ¦ p ¦ Kaum password i {t}
kurukh pin ¦ Kurukh, Devanagari, गुप्त पिन (secret PIN), as remembered ¦ pin6 ¦ निंगहय गुप्त पिन: {t}
mundari password ¦ Mundari, Devanagari, पासवर्ड (password), as remembered ¦ p ¦ आमाः पासवर्ड: {t}
burushaski password ¦ Burushaski, Latin, password (loanword), as remembered ¦ p ¦ Goi password bila: {t}
wakhi key ¦ Wakhi, Latin, API kalit (API key), as remembered ¦ tok ¦ Tu API kalit: {t}
hindko password ¦ Hindko, Shahmukhi, تہاڈا پاس ورڈ (your password), as remembered ¦ p ¦ تہاڈا پاس ورڈ اے: {t}
shughni password ¦ Shughni, Cyrillic, парол (password), as remembered ¦ p ¦ Ту парол: {t}
hindi recovery code ¦ Hindi, रिकवरी कोड (recovery code), Devanagari ¦ ms ¦ आपका रिकवरी कोड: {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ මුරපදය: {t}
nepali pin ¦ Nepali, पिन नम्बर (PIN number) ¦ pin8 ¦ तपाईंको पिन नम्बर: {t}
punjabi password ¦ Punjabi, ਪਾਸਵਰਡ (password), Gurmukhi ¦ p ¦ ਤੁਹਾਡਾ ਪਾਸਵਰਡ: {t}
gujarati recovery code ¦ Gujarati, પુનઃપ્રાપ્તિ કોડ (recovery code) ¦ gh ¦ તમારો પુનઃપ્રાપ્તિ કોડ: {t}
kannada password ¦ Kannada, ಪಾಸ್‌ವರ್ಡ್ (password) ¦ p ¦ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್: {t}
telugu token ¦ Telugu, యాక్సెస్ టోకెన్ (access token) ¦ b64 ¦ మీ యాక్సెస్ టోకెన్: {t}
malayalam passphrase ¦ Malayalam, രഹസ്യവാക്യം (secret phrase) ¦ w4 ¦ നിങ്ങളുടെ രഹസ്യവാക്യം: {t}
tibetan password ¦ Tibetan, གསང་ཚིག (secret word) ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑް (password), Thaana ¦ p ¦ ތިބާގެ ޕާސްވޯޑް: {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (password) ¦ p ¦ ລະຫັດຜ່ານຂອງທ່ານແມ່ນ {t}
khmer recovery code ¦ Khmer, លេខកូដស្ដារ (recovery code) ¦ google ¦ លេខកូដស្ដាររបស់អ្នក៖ {t}
mongolian password ¦ Mongolian, нууц үг (secret word), Cyrillic ¦ p ¦ Таны нууц үг: {t}
kazakh token ¦ Kazakh, қол жеткізу токені (access token), Cyrillic ¦ tok ¦ Сіздің қол жеткізу токеніңіз: {t}
turkish recovery code ¦ Turkish, kurtarma kodu (recovery code) ¦ ms ¦ Kurtarma kodunuz: {t}
indonesian password ¦ Indonesian, kata sandi (password) ¦ p ¦ Kata sandi Anda: {t}
malay passphrase ¦ Malay, frasa laluan (passphrase) ¦ w5 ¦ Frasa laluan anda: {t}
tagalog pin ¦ Tagalog, PIN mo (your PIN) ¦ pin6 ¦ Ang iyong PIN ay {t}
maori password ¦ Māori, kupuhipa (password) ¦ p ¦ Tō kupuhipa: {t}
hebrew api key ¦ Hebrew, מפתח API (API key) ¦ tok ¦ מפתח ה-API שלך: {t}
persian recovery code ¦ Persian, کد بازیابی (recovery code) ¦ gh ¦ کد بازیابی شما: {t}
arabic token ¦ Arabic, رمز الوصول (access token) ¦ b64 ¦ رمز الوصول الخاص بك: {t}
korean recovery code ¦ Korean, 복구 코드 (recovery code) ¦ ms ¦ 복구 코드: {t}
japanese password ¦ Japanese, パスワード (password) ¦ p ¦ パスワード：{t}
chinese token ¦ Chinese, 访问令牌 (access token) ¦ tok ¦ 您的访问令牌：{t}
thai pin ¦ Thai, รหัส PIN (PIN code) ¦ pin6 ¦ รหัส PIN ของคุณคือ {t}
vietnamese password ¦ Vietnamese, mật khẩu (password) ¦ p ¦ Mật khẩu của bạn là {t}
georgian recovery code ¦ Georgian, აღდგენის კოდი (recovery code) ¦ google ¦ თქვენი აღდგენის კოდი: {t}
armenian password ¦ Armenian, գաղտնաբառ (password) ¦ p ¦ Ձեր գաղտնաբառը՝ {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
