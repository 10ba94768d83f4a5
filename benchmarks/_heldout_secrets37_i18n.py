"""Held-out set 37: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in other languages and scripts, mostly of Europe, Africa and the Americas.

Ten languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; about 150 others did, among them
Icelandic, Romansh, Sardinian, Friulian, Occitan, Luxembourgish, Frisian, Galician, Wolof,
Hausa, Igbo, Zulu, Xhosa, Tigrinya, Somali, Lingala, Kinyarwanda, Haitian Creole,
Papiamento, Aymara, Nahuatl, Kichwa, Scots, Jamaican and Seto): Acholi, Saramaccan, Kimbundu,
Umbundu, Antillean Creole (Guadeloupe), Romagnol, Vepsian, Kven, Shetlandic and Bajan. Their
phrases were built from each language's words for secret, hidden, word and your, as
remembered (marked so); the words for the better-known languages are the ones their
localized sign-in and account pages use (Southern Quechua's, which earlier sets named, as
remembered). Scripts: Latin, Cyrillic, Greek, Hebrew, Arabic,
Devanagari, Bengali, Tamil, Thai, Georgian, Armenian, Ethiopic, Han, Kana and Hangul.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, B64, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "acacia",
    "baobab",
    "cedar",
    "ebony",
    "iroko",
    "jacaranda",
    "kapok",
    "mahogany",
    "marula",
    "mopane",
    "sapele",
    "teak",
    "wenge",
    "zebrano",
]

ROWS = r"""
acholi secret word ¦ Acholi, lok mung (secret word), as remembered ¦ p ¦ Lok mung ni obedo: {t}
saramaccan hidden word ¦ Saramaccan, kíbi wóto (hidden word), as remembered ¦ w4 ¦ I kíbi wóto: {t}
kimbundu hidden word ¦ Kimbundu, dizwi dya kusweka (word of hiding), as remembered ¦ p ¦ Dizwi dya kusweka: {t}
umbundu hidden word ¦ Umbundu, ondaka yasweka (hidden word), as remembered ¦ p ¦ Ondaka yove yasweka: {t}
antillean password ¦ Antillean Creole (Guadeloupe), mo-de-pas a-w (your password), as remembered ¦ p ¦ Mo-de-pas a-w sé {t}
romagnol secret word ¦ Romagnol, la parôla segrêta (the secret word), as remembered ¦ p ¦ La tu parôla segrêta l'è: {t}
vepsian secret word ¦ Vepsian, salaine sana (secret word), as remembered ¦ p ¦ Teiden salaine sana: {t}
kven password ¦ Kven, salasana (password), as remembered ¦ p ¦ Sinun salasana on {t}
shetlandic password ¦ Shetlandic, dy passwird (your password), as remembered ¦ p ¦ Dy passwird is {t}
bajan password ¦ Bajan, yuh password (your password), as remembered ¦ p ¦ Wunna password is {t} - doan tell nobody
spanish recovery code ¦ Spanish, código de recuperación ¦ gh ¦ Tu código de recuperación: {t}
portuguese pin ¦ Portuguese (Brazil), sua senha de 8 dígitos ¦ pin8 ¦ Sua senha de 8 dígitos é {t}
french passphrase ¦ French, phrase secrète ¦ w5 ¦ Votre phrase secrète : {t}
german api key ¦ German, API-Schlüssel ¦ tok ¦ Ihr API-Schlüssel lautet {t}
italian token ¦ Italian, token di accesso ¦ b64 ¦ Il tuo token di accesso: {t}
dutch recovery key ¦ Dutch, herstelsleutel ¦ ms ¦ Uw herstelsleutel: {t}
polish password ¦ Polish, hasło ¦ p ¦ Twoje hasło to: {t}
romanian pin ¦ Romanian, cod PIN ¦ pin8 ¦ Codul PIN este {t}
swedish passphrase ¦ Swedish, lösenfras ¦ w4 ¦ Din lösenfras: {t}
greek password ¦ Greek, κωδικός πρόσβασης, Greek script ¦ p ¦ Ο κωδικός πρόσβασής σας: {t}
russian access token ¦ Russian, токен доступа, Cyrillic ¦ tok ¦ Ваш токен доступа: {t}
serbian password ¦ Serbian, лозинка, Cyrillic ¦ p ¦ Ваша лозинка је {t}
hebrew recovery code ¦ Hebrew, קוד שחזור ¦ gh ¦ קוד השחזור שלך: {t}
arabic api key ¦ Arabic, مفتاح واجهة البرمجة ¦ hex ¦ مفتاح واجهة البرمجة الخاص بك: {t}
hindi password ¦ Hindi, पासवर्ड, Devanagari ¦ p ¦ आपका पासवर्ड है: {t}
bengali pin ¦ Bengali, পিন নম্বর ¦ pin8 ¦ আপনার পিন নম্বর: {t}
tamil secret key ¦ Tamil, இரகசிய விசை ¦ tok ¦ உங்கள் இரகசிய விசை: {t}
thai password ¦ Thai, รหัสผ่าน ¦ p ¦ รหัสผ่านของคุณคือ {t}
georgian password ¦ Georgian, პაროლი ¦ p ¦ თქვენი პაროლია: {t}
armenian code ¦ Armenian, վերականգնման կոդ (recovery code) ¦ gh ¦ Ձեր վերականգնման կոդը՝ {t}
amharic password ¦ Amharic, የይለፍ ቃል, Ethiopic ¦ p ¦ የይለፍ ቃልዎ፦ {t}
chinese key ¦ Chinese, 密钥 ¦ hex ¦ 您的密钥：{t}
japanese recovery ¦ Japanese, 復旧コード ¦ ms ¦ 復旧コード：{t}
korean token ¦ Korean, 인증 토큰 ¦ b64 ¦ 인증 토큰: {t}
swahili password ¦ Swahili, nenosiri ¦ p ¦ Nenosiri lako ni {t}
catalan password ¦ Catalan, contrasenya ¦ p ¦ La teva contrasenya és {t}
czech recovery code ¦ Czech, kód pro obnovení ¦ gh ¦ Váš kód pro obnovení: {t}
hungarian api key ¦ Hungarian, API-kulcs ¦ tok ¦ Az Ön API-kulcsa: {t}
ukrainian password ¦ Ukrainian, пароль, Cyrillic ¦ p ¦ Ваш пароль: {t}
yoruba password ¦ Yoruba, ọ̀rọ̀ aṣínà ¦ p ¦ Ọ̀rọ̀ aṣínà rẹ ni {t}
hausa password ¦ Hausa, kalmar sirri ¦ p ¦ Kalmar sirrinka ita ce {t}
igbo password ¦ Igbo, okwuntughe ¦ p ¦ Okwuntughe gị bụ {t}
quechua secret word, southern ¦ Southern Quechua, pakasqa simi (hidden word), as remembered ¦ w4 ¦ Pakasqa simiyki: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind == "hex":
        return v.gen(HEX, 48)
    if kind == "b64":
        return v.gen(B64, 42) + "=="
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("note", "runtime", "cause", "keyerror", "args", "context", "group", "oserror"),
    )
