"""Held-out set 50: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in minority and regional languages of East and Southeast Asia.

Ten languages no earlier set named (of 46 in all) (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Teochew, Shanghainese, Zhuang, Hmong,
Karen, Shan, Tetum, Acehnese, Balinese, Sundanese, Minangkabau, Ainu, Okinawan, Hokkien,
Hakka, Naxi, Buginese, Makassarese, Madurese, Banjar, Betawi, Batak, Iban, Tausug, Ilocano,
Hiligaynon, Waray, Bikol, Kapampangan, Chamorro, Uyghur, Tibetan, Mongolian, Jeju, Tày, Akha,
Lisu, Amis and Sasak did): Muong, Kadazan-Dusun, Bajau (Sama), Temuan, Manado Malay,
Gorontalo, Lampung, Mandailing, Atayal and Paiwan. Most of them write "password" with a loan
(Malay ``kata laluan``, Indonesian ``kata sandi``, Vietnamese ``mật khẩu``, Mandarin
``mima``) and their own word for "your"; those phrases are as remembered (marked so), as are
some of the better-known ones; none was looked up for lack of time. Scripts: Latin (with
Vietnamese diacritics and Hmong RPA spelling), Han (Teochew, Shanghainese, Cantonese,
Hakka), Kana (Okinawan), Hangul (Jeju), Thai (Isan, Northern Thai), Arabic (Uyghur), Tibetan
and Cyrillic (Mongolian).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "durian",
    "rambutan",
    "mangosteen",
    "salak",
    "longan",
    "lychee",
    "pomelo",
    "jackfruit",
    "langsat",
    "duku",
    "cempedak",
    "soursop",
    "calamansi",
    "santol",
    "tamarind",
]

ROWS = r"""
muong password ¦ Muong, mật khẩu của mi (your password, a Vietnamese loan), Latin, as remembered ¦ p ¦ Mật khẩu của mi là: {t}
kadazan password ¦ Kadazan-Dusun, kata laluan nu (your password, Malay loan), as remembered ¦ p ¦ Kata laluan nu: {t}
bajau pin ¦ Bajau (West Coast Sama), PIN ka'a (your PIN), as remembered ¦ pin6 ¦ PIN ka'a iyu na {t}
temuan recovery code ¦ Temuan, kod pemulihan kau (your recovery code, Malay loan), as remembered ¦ gh ¦ Kod pemulihan kau: {t}
manado password ¦ Manado Malay, kata sandi ngana (your password) ¦ p ¦ Ini kata sandi ngana: {t}
gorontalo passphrase ¦ Gorontalo, frasa sandi limongoli (your passphrase, Indonesian loan), as remembered ¦ w5 ¦ Frasa sandi limongoli: {t}
lampung api key ¦ Lampung, kunci API niku (your API key), as remembered ¦ tok ¦ Kunci API niku: {t}
mandailing password ¦ Mandailing, kata sandi ni ho (your password), as remembered ¦ p ¦ Kata sandi ni ho: {t}
atayal password ¦ Atayal, mima su (your password, Mandarin loan), as remembered ¦ p ¦ mima su: {t}
paiwan code ¦ Paiwan, tu mima su (your code), as remembered ¦ ms ¦ tu mima su: {t}
teochew password ¦ Teochew, 汝個密碼是 (your password is), Han ¦ p ¦ 汝個密碼是 {t}
shanghainese password ¦ Shanghainese, 侬个密码是 (your password is), Han ¦ p ¦ 侬个密码是：{t}
cantonese token ¦ Cantonese, 你嘅存取權杖 (your access token), Han ¦ tok ¦ 你嘅存取權杖係：{t}
hakka recovery code ¦ Hakka, 你个恢复码 (your recovery code), Han, as remembered ¦ google ¦ 你个恢复码系 {t}
hmong password ¦ Hmong (RPA), koj lo lus zais (your hidden word, password) ¦ p ¦ Koj lo lus zais yog {t}
tetum secret word ¦ Tetum, ó-nia liafuan-segredu (your secret word) ¦ w4 ¦ Ó-nia liafuan-segredu: {t}
acehnese password ¦ Acehnese, kata sandi droeneuh (your password) ¦ p ¦ Kata sandi droeneuh: {t}
balinese password ¦ Balinese, kruna sandi ragane (your password word), as remembered ¦ p ¦ Kruna sandi ragane inggih punika {t}
sundanese password ¦ Sundanese, kecap sandi anjeun (your password) ¦ p ¦ Kecap sandi anjeun nyaéta {t}
javanese pin ¦ Javanese, PIN panjenengan (your PIN, polite) ¦ pin8 ¦ PIN panjenengan: {t}
minangkabau password ¦ Minangkabau, kato sandi ang (your password), as remembered ¦ p ¦ Kato sandi ang: {t}
okinawan password ¦ Okinawan, うんじゅぬ パスワード (your password), Kana ¦ p ¦ うんじゅぬ パスワードー {t} やいびーん
jeju password ¦ Jeju, 느네 비밀번호 (your password), Hangul, as remembered ¦ p ¦ 느네 비밀번호는 {t} 우다
ilocano password ¦ Ilocano, ti password mo (your password) ¦ p ¦ Ti password mo ket {t}
cebuano code ¦ Cebuano, ang imong recovery code (your recovery code) ¦ ms ¦ Ang imong recovery code kay {t}
waray pin ¦ Waray, an imo PIN (your PIN) ¦ pin6 ¦ An imo PIN amo an {t}
kapampangan passphrase ¦ Kapampangan, ing passphrase mu (your passphrase) ¦ w4 ¦ Ing passphrase mu ya ing {t}
chamorro password ¦ Chamorro, i password-mu (your password) ¦ p ¦ I password-mu: {t}
uyghur password ¦ Uyghur, مەخپىي نومۇرىڭىز (your secret number, password), Arabic script ¦ p ¦ مەخپىي نومۇرىڭىز: {t}
tibetan password ¦ Tibetan, ཁྱེད་ཀྱི་གསང་ཨང་ (your secret number, password), Tibetan script ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཨང་ནི། {t}
mongolian token ¦ Mongolian, таны нэвтрэх токен (your login token), Cyrillic ¦ b64 ¦ Таны нэвтрэх токен: {t}
isan password ¦ Isan, รหัสผ่านของเจ้า (your password), Thai script ¦ p ¦ รหัสผ่านของเจ้าแม่น {t}
northern thai pin ¦ Northern Thai (Kham Mueang), รหัส PIN ของตั๋ว (your PIN), Thai script, as remembered ¦ pin6 ¦ รหัส PIN ของตั๋วคือ {t}
tay password ¦ Tày, mật khẩu của mầư (your password), Latin, as remembered ¦ p ¦ Mật khẩu của mầư: {t}
iban password ¦ Iban, kata laluan nuan (your password) ¦ p ¦ Kata laluan nuan: {t}
banjar password ¦ Banjar, kata sandi pian (your password, polite) ¦ p ¦ Kata sandi pian ialah {t}
betawi password ¦ Betawi, kata sandi lu (your password) ¦ p ¦ Kata sandi lu: {t}
madurese pin ¦ Madurese, PIN sampèyan (your PIN), as remembered ¦ pin6 ¦ PIN sampèyan: {t}
sasak recovery code ¦ Sasak, kode pemulihan side (your recovery code), as remembered ¦ gh ¦ Kode pemulihan side: {t}
hiligaynon password ¦ Hiligaynon, ang imo password (your password) ¦ p ¦ Ang imo password amo ang {t}
bikol token ¦ Bikol, an saimong token (your token) ¦ tok ¦ An saimong token iyo an {t}
tausug password ¦ Tausug, in password mu (your password), as remembered ¦ p ¦ In password mu amuna in {t}
mongolian recovery code ¦ Mongolian, таны сэргээх код (your recovery code), Cyrillic ¦ ms ¦ Таны сэргээх код: {t}
uyghur api key ¦ Uyghur, API ئاچقۇچىڭىز (your API key), Arabic script ¦ tok ¦ API ئاچقۇچىڭىز: {t}
okinawan pin ¦ Okinawan, うんじゅぬ 暗証番号 (your PIN), Kana and Han ¦ pin8 ¦ うんじゅぬ 暗証番号ー {t} やいびーん
hokkien passphrase ¦ Taiwanese Hokkien, 你的通關密語 (your passphrase), Han ¦ w4 ¦ 你的通關密語是：{t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
