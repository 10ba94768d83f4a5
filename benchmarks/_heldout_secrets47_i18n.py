"""Held-out set 47: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of South Asia, Central Asia and the Himalayas (set 47's share).

Fifteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py``, ``_heldout_cases.py`` and innocents file): Khowar, Tamang, Magar,
Sourashtra, Badaga, Beary, Kinnauri, Jaunsari, Kangri, Gojri, Torwali, Angami, Bishnupriya Manipuri, Lotha and
Tangkhul. For these
the phrase is the English loanword most speakers use for the thing (password, PIN, code) in
the language's usual script with its own words for "your" and "is", as remembered (marked
so). The better-known languages use the words their localized sign-in pages use (as
remembered; not looked up). Scripts: Latin, Cyrillic, Arabic (Sindhi, Saraiki, Pashto, Dari,
Urdu-style Shahmukhi, Uyghur), Devanagari, Bengali-Assamese, Gurmukhi, Gujarati, Odia, Tamil,
Telugu, Kannada, Malayalam, Sinhala, Thaana and Tibetan.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "apricot",
    "barley",
    "cardamom",
    "deodar",
    "ember",
    "fennel",
    "glacier",
    "himal",
    "indigo",
    "juniper",
    "kestrel",
    "lentil",
    "monsoon",
    "nilgai",
    "oxbow",
    "pashmina",
]

ROWS = r"""
sindhi password ¦ Sindhi, ڳجهو لفظ (secret word, password), Arabic script, as remembered ¦ p ¦ توهان جو ڳجهو لفظ آهي: {t}
saraiki pin ¦ Saraiki, خفیہ پن (secret PIN), Arabic script, as remembered ¦ pin6 ¦ تہاݙا خفیہ پن: {t}
konkani recovery code ¦ Konkani, परतून मेळोवपाचो कोड (recovery code), Devanagari, as remembered ¦ gh ¦ तुमचो परतून मेळोवपाचो कोड: {t}
tulu password ¦ Tulu, ಪಾಸ್‌ವರ್ಡ್ (password), Kannada script, as remembered ¦ p ¦ ಈರೆನ ಪಾಸ್‌ವರ್ಡ್: {t}
maithili api key ¦ Maithili, एपीआई कुंजी (API key), Devanagari, as remembered ¦ tok ¦ अहाँक एपीआई कुंजी अछि: {t}
bhojpuri password ¦ Bhojpuri, पासवर्ड (password), Devanagari, as remembered ¦ p ¦ रउआ के पासवर्ड बा: {t}
dzongkha pin ¦ Dzongkha, གསང་བའི་ཨང་ (secret number), Tibetan script, as remembered ¦ pin6 ¦ ཁྱོད་ཀྱི་གསང་བའི་ཨང་: {t}
kyrgyz password ¦ Kyrgyz, сырсөз (password), Cyrillic ¦ p ¦ Сиздин сырсөзүңүз: {t}
turkmen recovery code ¦ Turkmen, dikeldiş kody (recovery code), Latin, as remembered ¦ ms ¦ Siziň dikeldiş koduňyz: {t}
karakalpak password ¦ Karakalpak, parol (password), Latin, as remembered ¦ p ¦ Sizdiń parolińiz: {t}
uzbek api key ¦ Uzbek, API kaliti (API key), Latin ¦ tok ¦ Sizning API kalitingiz: {t}
kazakh passphrase ¦ Kazakh, құпия фраза (secret phrase), Cyrillic ¦ w4 ¦ Сіздің құпия фразаңыз: {t}
tajik password ¦ Tajik, рамз (password), Cyrillic ¦ p ¦ Рамзи шумо: {t}
pashto password ¦ Pashto, پټنوم (hidden name, password), Arabic script ¦ p ¦ ستاسو پټنوم: {t}
dari recovery code ¦ Dari, کود بازیابی (recovery code), Arabic script ¦ google ¦ کود بازیابی شما: {t}
shahmukhi punjabi password ¦ Punjabi in Shahmukhi, پاس ورڈ (password) ¦ p ¦ تہاڈا پاس ورڈ: {t}
gurmukhi recovery code ¦ Punjabi in Gurmukhi, ਰਿਕਵਰੀ ਕੋਡ (recovery code) ¦ gh ¦ ਤੁਹਾਡਾ ਰਿਕਵਰੀ ਕੋਡ: {t}
gujarati pin ¦ Gujarati, ગુપ્ત પિન (secret PIN) ¦ pin8 ¦ તમારો ગુપ્ત પિન: {t}
kannada api key ¦ Kannada, API ಕೀ (API key) ¦ tok ¦ ನಿಮ್ಮ API ಕೀ: {t}
telugu password ¦ Telugu, పాస్‌వర్డ్ (password) ¦ p ¦ మీ పాస్‌వర్డ్: {t}
malayalam recovery code ¦ Malayalam, വീണ്ടെടുക്കൽ കോഡ് (recovery code) ¦ ms ¦ നിങ്ങളുടെ വീണ്ടെടുക്കൽ കോഡ്: {t}
tamil pin ¦ Tamil (Sri Lanka), இரகசிய இலக்கம் (secret number) ¦ pin6 ¦ உங்கள் இரகசிய இலக்கம்: {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ මුරපදය: {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑު (password), Thaana ¦ p ¦ ތިޔަބޭފުޅާގެ ޕާސްވޯޑު: {t}
nepali passphrase ¦ Nepali, गोप्य वाक्यांश (secret phrase) ¦ w5 ¦ तपाईंको गोप्य वाक्यांश: {t}
newari password ¦ Nepal Bhasa, पासवर्ड (password), as remembered ¦ p ¦ छिगु पासवर्ड: {t}
tibetan password ¦ Tibetan, གསང་ཚིག (secret word, password) ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག: {t}
assamese password ¦ Assamese, গুপ্তশব্দ (secret word, password) ¦ p ¦ আপোনাৰ গুপ্তশব্দ: {t}
odia api key ¦ Odia, API କି (API key) ¦ tok ¦ ଆପଣଙ୍କ API କି: {t}
uyghur password ¦ Uyghur, مەخپىي نومۇر (secret number, password), Arabic script ¦ p ¦ سىزنىڭ مەخپىي نومۇرىڭىز: {t}
mongolian token ¦ Mongolian, хандалтын токен (access token), Cyrillic, as remembered ¦ b64 ¦ Таны хандалтын токен: {t}
bengali recovery code ¦ Bengali (Bangladesh), পুনরুদ্ধার কোড (recovery code) ¦ google ¦ আপনার পুনরুদ্ধার কোড: {t}
khowar password ¦ Khowar, پاسورڈ (password) with تہ (your), Arabic script, as remembered ¦ p ¦ تہ پاسورڈ: {t}
tamang pin ¦ Tamang, पिन (PIN) with एनला (your), Devanagari, as remembered ¦ pin6 ¦ एनला पिन: {t}
magar password ¦ Magar, पासवर्ड (password) with नाको (your), Devanagari, as remembered ¦ p ¦ नाको पासवर्ड: {t}
sourashtra code ¦ Sourashtra, ரிகவரி கோட் (recovery code) with துமொ (your), Tamil script, as remembered ¦ gh ¦ துமொ ரிகவரி கோட்: {t}
badaga password ¦ Badaga, ಪಾಸ್‌ವರ್ಡ್ (password) with ನಿನ್ನ (your), Kannada script, as remembered ¦ p ¦ ನಿನ್ನ ಪಾಸ್‌ವರ್ಡ್: {t}
beary pin ¦ Beary, ಪಿನ್ (PIN) with ನಿಂಗೊ (your), Kannada script, as remembered ¦ pin8 ¦ ನಿಂಗೊ ಪಿನ್: {t}
kinnauri password ¦ Kinnauri, पासवर्ड (password) with कानु (your), Devanagari, as remembered ¦ p ¦ कानु पासवर्ड: {t}
jaunsari api key ¦ Jaunsari, एपीआई की (API key) with तेरी (your), Devanagari, as remembered ¦ tok ¦ तेरी एपीआई की: {t}
kangri passphrase ¦ Kangri, गुप्त शब्द (secret words) with तुहाड़े (your), Devanagari, as remembered ¦ w4 ¦ तुहाड़े गुप्त शब्द: {t}
gojri password ¦ Gojri, پاس ورڈ (password) with تھارو (your), Arabic script, as remembered ¦ p ¦ تھارو پاس ورڈ: {t}
torwali code ¦ Torwali, کوڈ (code) with تو (your), Arabic script, as remembered ¦ ms ¦ تو کوڈ: {t}
angami password ¦ Angami, password with no (your), Latin, as remembered ¦ p ¦ No password ü: {t}
bishnupriya password ¦ Bishnupriya Manipuri, পাসওয়ার্ড (password) with তর (your), Bengali script, as remembered ¦ p ¦ তর পাসওয়ার্ড: {t}
lotha pin ¦ Lotha, PIN with na (your), Latin, as remembered ¦ pin6 ¦ Na PIN ji: {t}
tangkhul api key ¦ Tangkhul, API key with nali (your), Latin, as remembered ¦ tok ¦ Nali API key: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
