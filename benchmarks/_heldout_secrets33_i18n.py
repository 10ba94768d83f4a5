"""Held-out set 33: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in other languages and scripts.

Ten languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; about 190 others did, among them
Faroese, Breton, Basque, Maltese, Albanian, Belarusian, Tatar, Kyrgyz, Tajik, Konkani,
Santali, Dzongkha, Cantonese, Hakka, Samoan, Hawaiian, Javanese, Cebuano, Malagasy, Swahili,
Yoruba, Amharic, Oromo, Kabyle, Quechua, Guarani, Inuktitut, Cree, Esperanto, Latin and
Yiddish): Montenegrin, Minnan (Taiwanese Hokkien, in Pe̍h-ōe-jī), Berber (Central Atlas
Tamazight in Tifinagh), Tuareg (Tamasheq), Aramaic (Assyrian Neo-Aramaic in Syriac script),
Marshallese, Palauan, Dyula, Pangasinan and Tokelauan. Their phrases were built from each
language's words for secret, word, number and your, as remembered (marked so); the words for
the better-known languages are the ones their localized sign-in pages use. Scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic (Arabic, Persian, Urdu), Syriac, Tifinagh, Devanagari,
Bengali, Odia, Tamil, Thai, Myanmar, Georgian, Armenian, Ethiopic, Han, Kana and Hangul.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "basalt",
    "cinder",
    "dolomite",
    "feldspar",
    "gneiss",
    "hornfels",
    "jasper",
    "kyanite",
    "marble",
    "obsidian",
    "pumice",
    "quartzite",
    "rhyolite",
    "schist",
    "tuff",
]

ROWS = r"""
montenegrin password ¦ Montenegrin, vaša lozinka (your password), Latin ¦ p ¦ Vaša lozinka je: {t}
minnan password ¦ Minnan (Taiwanese Hokkien), lí ê bi̍t-bé (your password), Pe̍h-ōe-jī, as remembered ¦ p ¦ Lí ê bi̍t-bé sī {t}
tamazight secret word ¦ Central Atlas Tamazight, ⴰⵡⴰⵍ ⵏ ⵓⴼⴼⵉⵔ (word of secret, password), Tifinagh, as remembered ¦ w4 ¦ ⴰⵡⴰⵍ ⵏ ⵓⴼⴼⵉⵔ ⵏⵏⴽ: {t}
tuareg password ¦ Tamasheq (Tuareg), awal n tasɣart (secret word), Latin, as remembered ¦ p ¦ Awal n tasɣart nnek: {t}
aramaic password ¦ Assyrian Neo-Aramaic, ܡܠܬܐ ܕܪܐܙܐ (word of the secret), Syriac script, as remembered ¦ p ¦ ܡܠܬܐ ܕܪܐܙܐ ܕܝܘܟ: {t}
marshallese pin ¦ Marshallese, nōmba in kōjeļā eo am (your secret number), as remembered ¦ pin6 ¦ Nōmba in kōjeļā eo am ej {t}
palauan password ¦ Palauan, a password er kau (your password), as remembered ¦ p ¦ A password er kau a {t}
dyula secret word ¦ Dyula, i ka gundo daɲɛ (your secret word), as remembered ¦ w4 ¦ I ka gundo daɲɛ ye: {t}
pangasinan code ¦ Pangasinan, sekreton kodigo mo (your secret code), as remembered ¦ gh ¦ Say sekreton kodigo mo et {t}
tokelauan password ¦ Tokelauan, tau upu fakalilolilo (your secret word), as remembered ¦ p ¦ Ko tau upu fakalilolilo ko {t}
polish recovery code ¦ Polish, kod odzyskiwania (recovery code) ¦ ms ¦ Twój kod odzyskiwania: {t}
czech password ¦ Czech, heslo (password) ¦ p ¦ Vaše heslo je {t}
hungarian api key ¦ Hungarian, API-kulcs (API key) ¦ tok ¦ Az Ön API-kulcsa: {t}
finnish passphrase ¦ Finnish, tunnuslause (passphrase) ¦ w5 ¦ Tunnuslauseesi on: {t}
estonian pin ¦ Estonian, PIN-kood (PIN code) ¦ pin6 ¦ Teie PIN-kood: {t}
lithuanian password ¦ Lithuanian, slaptažodis (password) ¦ p ¦ Jūsų slaptažodis: {t}
latvian token ¦ Latvian, piekļuves pilnvara (access token) ¦ b64 ¦ Jūsu piekļuves pilnvara: {t}
greek password ¦ Greek, κωδικός πρόσβασης (password) ¦ p ¦ Ο κωδικός πρόσβασής σας είναι {t}
ukrainian recovery code ¦ Ukrainian, код відновлення (recovery code), Cyrillic ¦ gh ¦ Ваш код відновлення: {t}
russian passphrase ¦ Russian, кодовая фраза (code phrase), Cyrillic ¦ w4 ¦ Ваша кодовая фраза: {t}
hebrew recovery code ¦ Hebrew, קוד שחזור (recovery code) ¦ google ¦ קוד השחזור שלך: {t}
arabic password ¦ Arabic, كلمة المرور (password) ¦ p ¦ كلمة المرور الخاصة بك: {t}
persian api key ¦ Persian, کلید API (API key) ¦ tok ¦ کلید API شما: {t}
urdu pin ¦ Urdu, خفیہ پن (secret PIN) ¦ pin8 ¦ آپ کا خفیہ پن: {t}
marathi recovery code ¦ Marathi, पुनर्प्राप्ती कोड (recovery code), Devanagari ¦ ms ¦ तुमचा पुनर्प्राप्ती कोड: {t}
bengali password ¦ Bengali, পাসওয়ার্ড (password) ¦ p ¦ আপনার পাসওয়ার্ড: {t}
odia pin ¦ Odia, ଗୁପ୍ତ PIN (secret PIN) ¦ pin6 ¦ ଆପଣଙ୍କ ଗୁପ୍ତ PIN: {t}
tamil password ¦ Tamil, கடவுச்சொல் (password) ¦ p ¦ உங்கள் கடவுச்சொல்: {t}
thai recovery code ¦ Thai, รหัสกู้คืน (recovery code) ¦ gh ¦ รหัสกู้คืนของคุณคือ {t}
burmese password ¦ Burmese, စကားဝှက် (password), Myanmar script ¦ p ¦ သင်၏ စကားဝှက်မှာ {t}
georgian token ¦ Georgian, წვდომის ტოკენი (access token) ¦ b64 ¦ თქვენი წვდომის ტოკენი: {t}
armenian pin ¦ Armenian, PIN կոդ (PIN code) ¦ pin8 ¦ Ձեր PIN կոդը՝ {t}
amharic password ¦ Amharic, የይለፍ ቃል (pass word), Ethiopic ¦ p ¦ የእርስዎ የይለፍ ቃል፦ {t}
korean api key ¦ Korean, API 키 (API key) ¦ tok ¦ API 키: {t}
japanese passphrase ¦ Japanese, パスフレーズ (passphrase) ¦ w4 ¦ あなたのパスフレーズ：{t}
chinese recovery code ¦ Chinese, 恢复码 (recovery code) ¦ ms ¦ 您的恢复码：{t}
vietnamese recovery code ¦ Vietnamese, mã khôi phục (recovery code) ¦ google ¦ Mã khôi phục của bạn: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
