"""Held-out set 34: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in other languages and scripts — mostly languages of Africa and Europe (this set's share),
plus a few major ones for their scripts.

Eleven languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; among about 150 others that did were
Wolof, Igbo, Hausa, Somali, Tigrinya, Luxembourgish, Faroese, Maltese, Slovenian, Albanian,
Macedonian, Belarusian, Breton, Kikuyu, Fula, Lingala, Kinyarwanda, Zulu, Xhosa, Afrikaans,
Twi, Ewe, Bambara, Sardinian, Occitan, Frisian, Welsh, Irish, Icelandic, Sorbian, Sami and
Ossetian): Plattdeutsch (Low German), Meänkieli, Gheg Albanian, Jèrriais, Aranese, Tarifit,
Zarma, Mandinka, Luhya, Kamba and Gurage (in Ethiopic). Their phrases were built from each
language's words for secret, word, number and your, as remembered (marked so); the words for
the better-known languages are the ones their localized sign-in pages use. Scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic, Ethiopic, Devanagari, Bengali, Tamil, Thai, Georgian,
Armenian, Han, Kana and Hangul.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, URLSAFE, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "anvil",
    "bellows",
    "chisel",
    "dovetail",
    "escapement",
    "ferrule",
    "gimlet",
    "hasp",
    "jointer",
    "kerf",
    "lathe",
    "mortise",
    "plumb",
    "rasp",
    "spokeshave",
    "trammel",
]

ROWS = r"""
plattdeutsch password ¦ Plattdeutsch (Low German), Passwoort (password), as remembered ¦ p ¦ Dien Passwoort is: {t}
meankieli password ¦ Meänkieli, salasana (password), as remembered ¦ p ¦ Sinun salasana oon {t}
gheg password ¦ Gheg Albanian, fjalëkalimi juej (your password), as remembered ¦ p ¦ Fjalëkalimi juej âsht: {t}
jerriais password ¦ Jèrriais, vot' mot d'passe (your password), as remembered ¦ p ¦ Vot' mot d'passe est {t}
aranese password ¦ Aranese (Occitan of Val d'Aran), era vòsta contrasenha (your password), as remembered ¦ p ¦ Era vòsta contrasenha ei: {t}
tarifit secret word ¦ Tarifit (Riffian), awal n uffir (word of hiding), Latin, as remembered ¦ w4 ¦ Awal n uffir nnec d: {t}
zarma secret word ¦ Zarma, sanni tugante (hidden word), as remembered ¦ w4 ¦ Ni sanni tugante ga ti: {t}
mandinka secret word ¦ Mandinka, kuma gundoo (secret word), as remembered ¦ w3 ¦ I la kuma gundoo mu: {t}
luhya secret word ¦ Luhya, likhuwa lia siri (word of secret), as remembered ¦ p ¦ Likhuwa lia siri liuwo ni {t}
kamba pin ¦ Kamba, namba ya siri (secret number, PIN), as remembered ¦ pin6 ¦ Namba yaku ya siri nĩ {t}
gurage pin ¦ Gurage, ሚስጢር ቍጥር (secret number), Ethiopic, as remembered ¦ pin8 ¦ የሚስጢር ቍጥርኸ፦ {t}
yoruba password ¦ Yoruba, ọ̀rọ̀ aṣínà (password) ¦ p ¦ Ọ̀rọ̀ aṣínà rẹ ni: {t}
igbo password ¦ Igbo, okwuntughe (password) ¦ p ¦ Okwuntughe gị bụ {t}
hausa password ¦ Hausa, kalmar sirri (password) ¦ p ¦ Kalmar sirrinka ita ce: {t}
wolof secret word ¦ Wolof, baat bu kumpa (secret word), as remembered ¦ w4 ¦ Sa baat bu kumpa mooy: {t}
somali password ¦ Somali, erayga sirta ah (password) ¦ p ¦ Erayga sirta ah waa: {t}
amharic recovery code ¦ Amharic, የመልሶ ማግኛ ኮድ (recovery code), Ethiopic ¦ ms ¦ የመልሶ ማግኛ ኮድዎ፦ {t}
tigrinya password ¦ Tigrinya, መሕለፊ ቃል (password), Ethiopic ¦ p ¦ መሕለፊ ቃልካ፦ {t}
swahili api key ¦ Swahili, ufunguo wa API (API key) ¦ tok ¦ Ufunguo wako wa API ni: {t}
luxembourgish password ¦ Luxembourgish, Passwuert (password) ¦ p ¦ Äert Passwuert ass: {t}
breton password ¦ Breton, ger-tremen (password) ¦ p ¦ Ho ker-tremen eo: {t}
faroese password ¦ Faroese, loyniorð (password) ¦ p ¦ Títt loyniorð er: {t}
maltese recovery code ¦ Maltese, kodiċi ta' rkupru (recovery code) ¦ gh ¦ Il-kodiċi ta' rkupru tiegħek: {t}
slovene passphrase ¦ Slovene, geslo iz besed (passphrase, password of words) ¦ w5 ¦ Vaše geslo iz besed je: {t}
albanian token ¦ Albanian, token aksesi (access token) ¦ b64 ¦ Tokeni juaj i aksesit: {t}
macedonian password ¦ Macedonian, лозинка (password), Cyrillic ¦ p ¦ Вашата лозинка е: {t}
belarusian recovery code ¦ Belarusian, код аднаўлення (recovery code), Cyrillic ¦ google ¦ Ваш код аднаўлення: {t}
greek api key ¦ Greek, κλειδί API (API key) ¦ tok ¦ Το κλειδί API σας: {t}
arabic recovery code ¦ Arabic, رمز الاسترداد (recovery code) ¦ ms ¦ رمز الاسترداد الخاص بك: {t}
hebrew password ¦ Hebrew, סיסמה (password) ¦ p ¦ הסיסמה שלך היא {t}
nepali pin ¦ Nepali, पिन कोड (PIN code), Devanagari ¦ pin6 ¦ तपाईंको पिन कोड: {t}
bengali recovery code ¦ Bengali, পুনরুদ্ধার কোড (recovery code) ¦ gh ¦ আপনার পুনরুদ্ধার কোড: {t}
tamil api key ¦ Tamil, API விசை (API key) ¦ tok ¦ உங்கள் API விசை: {t}
thai password ¦ Thai, รหัสผ่าน (password) ¦ p ¦ รหัสผ่านของคุณคือ {t}
georgian password ¦ Georgian, პაროლი (password) ¦ p ¦ თქვენი პაროლია: {t}
armenian token ¦ Armenian, մուտքի թոքեն (access token) ¦ b64 ¦ Ձեր մուտքի թոքենը՝ {t}
chinese password ¦ Chinese (Traditional), 密碼 (password) ¦ p ¦ 您的密碼：{t}
japanese recovery code ¦ Japanese, リカバリーコード (recovery code) ¦ ms ¦ リカバリーコード：{t}
korean passphrase ¦ Korean, 암호 문구 (passphrase) ¦ w4 ¦ 암호 문구: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind == "b64":
        return v.gen(URLSAFE, 43)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("note", "context", "args", "runtime", "keyerror", "group", "cause", "oserror"),
    )
