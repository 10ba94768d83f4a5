"""Held-out set 59: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of South and Central Asia and their scripts.

Twenty-four languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; nearly every larger language of the
region did, among them Sindhi, Pashto, Dari, Balochi, Uzbek, Kazakh, Kyrgyz, Tajik, Turkmen,
Uyghur, Nepali, Sinhala, Dhivehi, Tibetan, Dzongkha, Mongolian, Maithili, Bhojpuri, Punjabi,
Gujarati, Kannada, Malayalam, Telugu, Assamese, Kashmiri, Newari, Karakalpak, Saraiki,
Brahui, Burushaski, Wakhi, Shina, Lepcha, Limbu, Sherpa, Tamang, Ladakhi, Balti, Sylheti,
Chakma and Kokborok): Khalkha (named so), Oirat, Bukharian, Rajbanshi, Thakali, Chepang,
Sunwar, Yakkha, Kalasha, Pashayi, Palula, Tripuri, Dongxiang, Monguor, Daur, Sarikoli,
Rushani, Munji, Ormuri, Kohistani, Lhomi, Kulung, Bantawa and Lambadi (Karakalpak, Saraiki,
Burushaski, Wakhi, Newari, Ladakhi and Chakma, named before, are used too). Their phrases are built from the words
their speakers' devices and sites use, which are mostly the national language's or English
loanwords (marked "as remembered"); the words for the larger languages are the ones their
localized sign-in pages use. Scripts: Cyrillic (Kazakh, Kyrgyz, Tajik, Khalkha, Oirat,
Bukharian), Latin (Uzbek, Turkmen, Tripuri), Arabic (Pashto, Dari, Sindhi, Balochi, Uyghur,
Kashmiri, Kalasha's and Palula's Arabic spellings), Devanagari (Nepali, Maithili, Bhojpuri,
Thakali, Chepang, Sunwar, Yakkha), Bengali (Assamese, Rajbanshi), Gurmukhi, Gujarati,
Kannada, Malayalam, Telugu, Sinhala, Thaana, Tibetan, Mongolian, Chakma and Han.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "apricot",
    "barchan",
    "caravan",
    "deodar",
    "edelweiss",
    "felt",
    "glacier",
    "juniper",
    "kumis",
    "lapis",
    "moraine",
    "nomad",
    "oasis",
    "pamir",
    "saxaul",
    "yurt",
]

ROWS = r"""
khalkha password ¦ Khalkha Mongolian, нууц үг (secret word, password), Cyrillic ¦ p ¦ Таны нууц үг: {t}
oirat password ¦ Oirat (Kalmyk-Oirat), нуувч үг (hidden word), Cyrillic, as remembered ¦ p ¦ Таднә нуувч үг: {t}
bukharian password ¦ Bukharian (Judeo-Tajik), пароли шумо (your password), Cyrillic, as remembered ¦ p ¦ Пароли шумо: {t}
rajbanshi password ¦ Rajbanshi, পাচৱার্ড (password, loanword), Bengali script, as remembered ¦ p ¦ তোমার পাচৱার্ড: {t}
thakali pin ¦ Thakali, गोप्य पिन (secret PIN, from Nepali), Devanagari, as remembered ¦ pin6 ¦ ङ्यो गोप्य पिन: {t}
chepang recovery code ¦ Chepang, रिकभरी कोड (recovery code, loanword), Devanagari, as remembered ¦ gh ¦ नाङ रिकभरी कोड: {t}
sunwar passphrase ¦ Sunwar (Koĩts), गोप्य वाक्य (secret phrase, from Nepali), Devanagari, as remembered ¦ w4 ¦ गोप्य वाक्य: {t}
yakkha token ¦ Yakkha, पहुँच टोकन (access token, from Nepali), Devanagari, as remembered ¦ b64 ¦ पहुँच टोकन: {t}
kalasha password ¦ Kalasha, پاسورڈ (password, loanword), Arabic script, as remembered ¦ p ¦ ته پاسورڈ: {t}
pashayi pin ¦ Pashayi, پټ پن (secret PIN, from Pashto), Arabic script, as remembered ¦ pin8 ¦ ستا پټ پن: {t}
palula api key ¦ Palula, API کلید (API key, from Urdu), Arabic script, as remembered ¦ tok ¦ API کلید: {t}
tripuri password ¦ Tripuri (Kokborok), password nwngni (your password, loanword), Latin, as remembered ¦ p ¦ Nwngni password: {t}
pashto password ¦ Pashto, پټنوم (password) ¦ p ¦ ستاسو پټنوم: {t}
dari recovery code ¦ Dari, کد بازیابی (recovery code) ¦ ms ¦ کد بازیابی شما: {t}
sindhi password ¦ Sindhi, پاسورڊ (password) ¦ p ¦ توهان جو پاسورڊ: {t}
balochi pin ¦ Balochi, چیردیں پن (hidden PIN), as remembered ¦ pin6 ¦ شمئے چیردیں پن: {t}
uyghur password ¦ Uyghur, ئىم (password), Arabic script ¦ p ¦ سىزنىڭ ئىمىڭىز: {t}
kashmiri token ¦ Kashmiri, ایکسیس ٹوکن (access token), as remembered ¦ b64 ¦ تُہُنٛد ایکسیس ٹوکن: {t}
uzbek recovery code ¦ Uzbek, tiklash kodi (recovery code), Latin ¦ gh ¦ Sizning tiklash kodingiz: {t}
turkmen password ¦ Turkmen, açar sözi (key word, password), Latin ¦ p ¦ Siziň açar sözüňiz: {t}
kazakh password ¦ Kazakh, құпиясөз (password), Cyrillic ¦ p ¦ Сіздің құпиясөзіңіз: {t}
kyrgyz recovery code ¦ Kyrgyz, калыбына келтирүү коду (recovery code), Cyrillic ¦ ms ¦ Калыбына келтирүү кодуңуз: {t}
tajik api key ¦ Tajik, калиди API (API key), Cyrillic ¦ tok ¦ Калиди API-и шумо: {t}
mongolian script passphrase ¦ Mongolian (Inner Mongolia), ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ (secret word), Mongolian script ¦ w4 ¦ ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ: {t}
nepali password ¦ Nepali, पासवर्ड (password) ¦ p ¦ तपाईंको पासवर्ड: {t}
maithili pin ¦ Maithili, गुप्त पिन (secret PIN) ¦ pin8 ¦ अहाँक गुप्त पिन: {t}
bhojpuri recovery code ¦ Bhojpuri, रिकवरी कोड (recovery code) ¦ google ¦ रउआ के रिकवरी कोड: {t}
assamese password ¦ Assamese, পাছৱৰ্ড (password) ¦ p ¦ আপোনাৰ পাছৱৰ্ড: {t}
punjabi password ¦ Punjabi, ਪਾਸਵਰਡ (password), Gurmukhi ¦ p ¦ ਤੁਹਾਡਾ ਪਾਸਵਰਡ: {t}
gujarati pin ¦ Gujarati, ગુપ્ત PIN (secret PIN) ¦ pin6 ¦ તમારો ગુપ્ત PIN: {t}
kannada recovery code ¦ Kannada, ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ (recovery code) ¦ gh ¦ ನಿಮ್ಮ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್: {t}
malayalam password ¦ Malayalam, പാസ്‌വേഡ് (password) ¦ p ¦ നിങ്ങളുടെ പാസ്‌വേഡ്: {t}
telugu api key ¦ Telugu, API కీ (API key) ¦ tok ¦ మీ API కీ: {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ මුරපදය: {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑް (password), Thaana ¦ p ¦ ތިޔަބޭފުޅާގެ ޕާސްވޯޑް: {t}
tibetan passphrase ¦ Tibetan, གསང་ཚིག (secret word) ¦ w5 ¦ ཁྱེད་ཀྱི་གསང་ཚིག: {t}
dzongkha pin ¦ Dzongkha, གསང་གྲངས (secret number), Tibetan script, as remembered ¦ pin6 ¦ ཁྱོད་ཀྱི་གསང་གྲངས: {t}
dongxiang password ¦ Dongxiang (Santa), mimaa (password, from Chinese mima), Latin, as remembered ¦ p ¦ Chini mimaa: {t}
monguor pin ¦ Monguor (Tu), mimaa PIN (secret PIN, from Chinese), Latin, as remembered ¦ pin6 ¦ Chiyi mimaa PIN: {t}
daur recovery code ¦ Daur, 恢复码 huifuma (recovery code, from Chinese), as remembered ¦ gh ¦ Shini huifuma (恢复码): {t}
sarikoli password ¦ Sarikoli, پاسورد (password, loanword), Arabic script, as remembered ¦ p ¦ تو پاسورد: {t}
rushani password ¦ Rushani, парол (password, from Tajik), Cyrillic, as remembered ¦ p ¦ Ту парол: {t}
munji pin ¦ Munji, پټ پن (secret PIN, from Pashto), Arabic script, as remembered ¦ pin6 ¦ پټ پن: {t}
ormuri token ¦ Ormuri, ټوکن (token, loanword), Arabic script, as remembered ¦ b64 ¦ ستا ټوکن: {t}
kohistani password ¦ Indus Kohistani, پاسورڈ (password, from Urdu), as remembered ¦ p ¦ تھو پاسورڈ: {t}
lhomi recovery code ¦ Lhomi, རིཀ་བྷ་རི་ཀོཌ (recovery code, loanword), Tibetan script, as remembered ¦ ms ¦ ཁྱོད་ཀྱི་ཀོཌ: {t}
kulung passphrase ¦ Kulung, गोप्य शब्द (secret word, from Nepali), Devanagari, as remembered ¦ w4 ¦ गोप्य शब्द: {t}
bantawa pin ¦ Bantawa, गोप्य पिन (secret PIN, from Nepali), Devanagari, as remembered ¦ pin8 ¦ आनो गोप्य पिन: {t}
lambadi password ¦ Lambadi (Banjara), पासवर्ड (password), Devanagari, as remembered ¦ p ¦ थारो पासवर्ड: {t}
karakalpak password ¦ Karakalpak, parol (password), Latin ¦ p ¦ Sizin' parolin'iz: {t}
saraiki api key ¦ Saraiki, API چابی (API key), Arabic script, as remembered ¦ tok ¦ تہاݙی API چابی: {t}
burushaski password ¦ Burushaski, پاسورڈ (password, from Urdu), as remembered ¦ p ¦ گو پاسورڈ: {t}
wakhi pin ¦ Wakhi, пин (PIN), Cyrillic, as remembered ¦ pin6 ¦ Та пин: {t}
newari password ¦ Nepal Bhasa (Newari), पासवर्ड (password), Devanagari ¦ p ¦ छिगु पासवर्ड: {t}
ladakhi recovery code ¦ Ladakhi, རིཀ་བྷ་རི་ཀོཌ (recovery code, loanword), Tibetan script, as remembered ¦ google ¦ ཁྱེ་རང་གི་རིཀ་བྷ་རི་ཀོཌ: {t}
chakma pin ¦ Chakma, 𑄛𑄨𑄚𑄴 (PIN), Chakma script, as remembered ¦ pin6 ¦ 𑄖𑄧𑄟𑄢𑄴 𑄛𑄨𑄚𑄴: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "context", "oserror", "args", "group", "keyerror", "cause"),
    )
