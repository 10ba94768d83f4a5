"""Held-out set 44: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of the Americas and East Asia, and in Japanese and Korean dialects.

Seventeen languages and dialects no earlier set named (each grepped for by name in every
earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Quechua, Aymara, Guarani, Nahuatl,
Haitian Creole, Papiamento, K'iche', Yucatec, Kaqchikel, Cantonese, Hokkien, Hakka,
Shanghainese, Mongolian, Uyghur, Tibetan, Okinawan, Jeju and Tosa did, and are used again
here): Tzeltal, Tz'utujil, Ixil, Q'anjob'al, Purépecha, Manchu, Amdo Tibetan, Kansai-ben,
Hakata-ben, Tsugaru-ben, Nagoya-ben, Hiroshima-ben, Sendai-ben, Gyeongsang, Jeolla,
Chungcheong and Munhwaŏ (North Korean standard); 39 languages and dialects in all. Guarani's
ñe'ẽñemi is the term Paraguayan localizations use; Nahuatl's nahuallatolli ("secret word",
nahualli + tlatolli) was found with the ``search`` tool (López Austin's gloss); the phrases
of the Mayan languages, Purépecha, Aymara and Manchu were built from each language's words
for hidden, word and number as remembered (marked so). The dialect rows use each dialect's
sentence endings (やで, ばい, だびょん, やいびーん, だがや, じゃけぇ, ぜよ, だっちゃ, 아이가,
이랑께, 여유, 우다). Scripts: Latin,
Cyrillic, Arabic (Uyghur), Tibetan, traditional Mongolian and Manchu, Han, Kana and Hangul.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "achiote",
    "agave",
    "amaranth",
    "cacao",
    "chayote",
    "chia",
    "epazote",
    "jicama",
    "maize",
    "mesquite",
    "nopal",
    "oca",
    "quinoa",
    "tomatillo",
    "ulluco",
    "yuca",
]

ROWS = r"""
quechua password ¦ Southern Quechua, pakasqa simi (hidden word), as remembered ¦ p ¦ Pakasqa simiykiqa: {t}
quechua api key ¦ Southern Quechua, kichana (key, from kichay, to open), as remembered ¦ tok ¦ API kichanayki: {t}
aymara password ¦ Aymara, imantat aru (hidden word), as remembered ¦ p ¦ Imantat arumaxa: {t}
aymara recovery code ¦ Aymara, kutt'ayañ chimpu (code to bring back), as remembered ¦ ms ¦ Kutt'ayañ chimpumaxa: {t}
guarani password ¦ Guarani, ñe'ẽñemi (secret word) ¦ p ¦ Nde ñe'ẽñemi ha'e: {t}
guarani pin ¦ Guarani, papapy ñemi (secret number) ¦ pin6 ¦ Nde papapy ñemi: {t}
nahuatl secret word ¦ Nahuatl, nahuallatolli (secret word) ¦ w4 ¦ Monahuallatol: {t}
nahuatl pin ¦ Nahuatl, ichtaca tlapohualli (secret count), as remembered ¦ pin8 ¦ Moichtaca tlapohual: {t}
haitian password ¦ Haitian Creole, modpas (password) ¦ p ¦ Modpas ou se: {t}
haitian recovery code ¦ Haitian Creole, kòd rekiperasyon (recovery code) ¦ gh ¦ Kòd rekiperasyon ou: {t}
haitian passphrase ¦ Haitian Creole, fraz sekrè (secret phrase) ¦ w5 ¦ Fraz sekrè ou a se: {t}
papiamento password ¦ Papiamento, kontraseña (password) ¦ p ¦ Bo kontraseña ta: {t}
papiamento pin ¦ Papiamento, kódigo PIN (PIN code) ¦ pin6 ¦ Bo kódigo PIN ta {t}
kiche password ¦ K'iche', ewan tzij (hidden word), as remembered ¦ p ¦ Ri awewan tzij are: {t}
yucatec password ¦ Yucatec Maya, ta'akbil t'aan (hidden word), as remembered ¦ p ¦ A ta'akbil t'aan leti': {t}
kaqchikel passphrase ¦ Kaqchikel, ewan tzij (hidden word), as remembered ¦ w4 ¦ Ri awewan tzij: {t}
tzeltal pin ¦ Tzeltal, mukul ajtal (hidden count), as remembered ¦ pin6 ¦ Mukul ajtal awu'un: {t}
tzutujil password ¦ Tz'utujil, ewa'n tziij (hidden word), as remembered ¦ p ¦ Ja awewa'n tziij: {t}
ixil recovery code ¦ Ixil, ewal yol (hidden word), as remembered ¦ google ¦ Ewal ayol: {t}
qanjobal pin ¦ Q'anjob'al, ewantaj b'aj (hidden number), as remembered ¦ pin8 ¦ Ewantaj hab'aj: {t}
purepecha password ¦ Purépecha, uandakua (word) with ka'ajperi (hidden), as remembered ¦ p ¦ Ka'ajperi uandakua: {t}
cantonese password ¦ Cantonese (Hong Kong), 你嘅密碼係 (your password is) ¦ p ¦ 你嘅密碼係：{t}
cantonese recovery code ¦ Cantonese, 復原碼 (recovery code), 收好佢 (keep it safe) ¦ ms ¦ 你嘅復原碼係 {t}，記得收好佢
cantonese token ¦ Cantonese, 存取權杖 (access token) ¦ b64 ¦ 你嘅存取權杖：{t}
hokkien password ¦ Taiwanese Hokkien in Han-Lô, 你ê密碼 (your password) ¦ p ¦ 你ê密碼是：{t}
mongolian password ¦ Mongolian (Cyrillic), нууц үг (secret word) ¦ p ¦ Таны нууц үг: {t}
mongolian token ¦ Mongolian (Cyrillic), хандалтын токен (access token) ¦ b64 ¦ Таны хандалтын токен: {t}
mongolian script password ¦ Mongolian in the traditional script, ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ (nighucha üge, secret word) ¦ p ¦ ᠲᠠᠨ ᠤ ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ: {t}
manchu password ¦ Manchu in the Manchu script, ᠰᠣᠮᡳᠰᡥᡡᠨ ᡤᡳᠰᡠᠨ (somishūn gisun, hidden word), as remembered ¦ p ¦ ᠰᠣᠮᡳᠰᡥᡡᠨ ᡤᡳᠰᡠᠨ: {t}
uyghur password ¦ Uyghur (Arabic script), مەخپىي نومۇر (secret number, the password) ¦ p ¦ سىزنىڭ مەخپىي نومۇرىڭىز: {t}
uyghur pin ¦ Uyghur (Latin script), mexpiy nomur (secret number) ¦ pin6 ¦ Mexpiy nomuringiz: {t}
tibetan password ¦ Tibetan, གསང་ཚིག (gsang tshig, secret word) ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཚིག་ནི། {t}
amdo api key ¦ Amdo Tibetan, ལྡེ་མིག (lde mig, key) ¦ tok ¦ ཁྱོད་ཀྱི་ API ལྡེ་མིག {t}
kansai password ¦ Kansai-ben (Osaka), あんたのパスワードは…やで ¦ p ¦ あんたのパスワードは {t} やで。忘れたらあかんで
hakata pin ¦ Hakata-ben (Fukuoka), 暗証番号…ばい ¦ pin6 ¦ あんたの暗証番号は {t} ばい
tsugaru recovery code ¦ Tsugaru-ben (Aomori), おめの…だびょん ¦ gh ¦ おめのリカバリーコードだば {t} だびょん
okinawan password ¦ Uchinaaguchi (Okinawan), うんじゅぬ…やいびーん ¦ p ¦ うんじゅぬパスワードー {t} やいびーん
japanese passphrase ¦ Japanese, 合言葉 (watchword, passphrase) ¦ w4 ¦ 合言葉は「{t}」です
gyeongsang password ¦ Gyeongsang dialect (Busan), 비밀번호…아이가 ¦ p ¦ 니 비밀번호 {t} 아이가
jeolla pin ¦ Jeolla dialect (Gwangju), 비밀번호…이랑께 ¦ pin6 ¦ 니 비밀번호는 {t} 이랑께
jeju recovery code ¦ Jeju, 복구 코드…우다 ¦ gh ¦ 복구 코드는 {t} 우다
munhwao password ¦ Munhwaŏ (North Korean standard), 동무의 암호 (comrade's password) ¦ p ¦ 동무의 암호는 {t} 입니다
korean api key ¦ Korean, API 키 발급 (API key issued) ¦ tok ¦ 발급된 API 키: {t}
nagoya password ¦ Nagoya-ben (Aichi), …だがや ¦ p ¦ おみゃーさんのパスワードは {t} だがや
hiroshima pin ¦ Hiroshima-ben, …じゃけぇ ¦ pin8 ¦ 暗証番号は {t} じゃけぇ、忘れんさんなよ
tosa recovery code ¦ Tosa-ben (Kōchi), …ぜよ ¦ ms ¦ リカバリーコードは {t} ぜよ
sendai passphrase ¦ Sendai-ben (Miyagi), …だっちゃ ¦ w4 ¦ 合言葉は「{t}」だっちゃ
chungcheong password ¦ Chungcheong dialect, …여유 ¦ p ¦ 비밀번호는 {t} 여유
shanghainese password ¦ Shanghainese (Wu), 侬个密码是 (your password is) ¦ p ¦ 侬个密码是：{t}
hakka password ¦ Hakka (Taiwan), 你个密碼係 (your password is) ¦ p ¦ 你个密碼係：{t}
taiwan mandarin token ¦ Mandarin (Taiwan), 存取權杖 (access token) ¦ tok ¦ 您的存取權杖：{t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "args", "oserror", "keyerror", "group", "cause", "context"),
    )
