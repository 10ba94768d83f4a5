"""Held-out set 41: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of Europe, the Caucasus and Central Asia, regional and minority ones too.

Twelve languages no earlier set named (each grepped for by name, as a whole word, in every
earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Basque, Breton, Sorbian, Chuvash,
Ossetian, Kazakh, Tajik, Karakalpak, Shughni, Wakhi, Udmurt, Veps, Inari Sami, Mirandese,
Pontic, Juhuri and many others did): North Frisian (Mooring), Saterland Frisian, Skolt
Sami, Elfdalian, Guernésiais, Auvergnat, Cimbrian, Griko, Tsakonian, Dargwa, Dungan and
Bukhori. Their phrases were built from the words for secret, word, number, code and your
as remembered (marked so); where a language borrows "parol/пароль" the borrowing is used,
as its speakers do. The better-known languages use the words their localized sign-in and
account-recovery pages use. Scripts: Latin, Cyrillic, Greek, Georgian, Armenian, Hebrew
(Bukhori, Yiddish) and Arabic (Uyghur).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "barbel",
    "bream",
    "burbot",
    "chub",
    "dace",
    "grayling",
    "loach",
    "minnow",
    "perch",
    "roach",
    "rudd",
    "ruffe",
    "tench",
    "vendace",
    "zander",
]

ROWS = r"""
north frisian password ¦ North Frisian (Mooring), din paaswurd (your password), as remembered ¦ p ¦ Din paaswurd as: {t}
saterland frisian code ¦ Saterland Frisian, din Wierhoalengskode (your recovery code), as remembered ¦ ms ¦ Din Wierhoalengskode: {t}
skolt sami password ¦ Skolt Sami, tuu peittsääˊnn (your secret word), as remembered ¦ p ¦ Tuu peittsääˊnn lij {t}
elfdalian password ¦ Elfdalian, lösenuordeð dett (your password), as remembered ¦ p ¦ Lösenuordeð dett ir: {t}
guernesiais password ¦ Guernésiais, vote mot d'passe (your password), as remembered ¦ p ¦ Vote mot d'passe ch'est {t}
auvergnat passphrase ¦ Auvergnat (Occitan), vòstra frasa secreta (your secret phrase), as remembered ¦ w4 ¦ Vòstra frasa secreta: {t}
cimbrian pin ¦ Cimbrian, dai ghoame nummar (your secret number), as remembered ¦ pin6 ¦ Dai ghoame nummar iz {t}
griko password ¦ Griko, o password-ssu (your password), Latin, as remembered ¦ p ¦ O password-ssu ene: {t}
tsakonian password ¦ Tsakonian, ο κωδικό-σι (your password), Greek, as remembered ¦ p ¦ Ο κωδικό-σι ένι: {t}
dargwa password ¦ Dargwa, хIела пароль (your password), Cyrillic, as remembered ¦ p ¦ ХIела пароль: {t}
dungan password ¦ Dungan, ни дэ мима (your password, from 密码), Cyrillic, as remembered ¦ p ¦ Ни дэ мима шы {t}
bukhori code ¦ Bukhori (Judeo-Tajik), קוד בראי בזגרדונדן (recovery code), Hebrew script, as remembered ¦ gh ¦ קוד בראי בזגרדונדן: {t}
basque password ¦ Basque, pasahitza (password) ¦ p ¦ Zure pasahitza: {t}
breton recovery code ¦ Breton, kod adtapout (recovery code), as remembered ¦ ms ¦ Ho kod adtapout: {t}
upper sorbian password ¦ Upper Sorbian, hesło (password) ¦ p ¦ Waše hesło je {t}
chuvash password ¦ Chuvash, вăрттăн сăмах (secret word), Cyrillic ¦ p ¦ Сирĕн вăрттăн сăмах: {t}
ossetian password ¦ Ossetian, сусæг дзырд (secret word), Cyrillic ¦ p ¦ Уæ сусæг дзырд: {t}
kazakh password ¦ Kazakh, құпиясөз (password), Cyrillic ¦ p ¦ Сіздің құпиясөзіңіз: {t}
tajik pin ¦ Tajik, рамзи PIN (PIN code), Cyrillic ¦ pin8 ¦ Рамзи PIN-и шумо: {t}
uzbek api key ¦ Uzbek, API kaliti (API key), Latin ¦ tok ¦ Sizning API kalitingiz: {t}
kyrgyz token ¦ Kyrgyz, кирүү токени (access token), Cyrillic ¦ b64 ¦ Сиздин кирүү токениңиз: {t}
turkmen password ¦ Turkmen, açar söz (password) ¦ p ¦ Siziň açar sözüňiz: {t}
uyghur password ¦ Uyghur, مەخپىي نومۇر (secret number, password), Arabic script ¦ p ¦ سىزنىڭ مەخپىي نومۇرىڭىز: {t}
georgian recovery code ¦ Georgian, აღდგენის კოდი (recovery code) ¦ gh ¦ თქვენი აღდგენის კოდი: {t}
armenian password ¦ Armenian, գաղտնաբառ (password) ¦ p ¦ Ձեր գաղտնաբառը՝ {t}
azerbaijani api key ¦ Azerbaijani, API açarı (API key) ¦ tok ¦ Sizin API açarınız: {t}
greek recovery code ¦ Greek, κωδικός ανάκτησης (recovery code) ¦ google ¦ Ο κωδικός ανάκτησής σας: {t}
albanian password ¦ Albanian, fjalëkalimi (the password) ¦ p ¦ Fjalëkalimi juaj është {t}
macedonian pin ¦ Macedonian, ПИН-код (PIN code), Cyrillic ¦ pin6 ¦ Вашиот ПИН-код е {t}
bulgarian passphrase ¦ Bulgarian, парола фраза (pass phrase), Cyrillic ¦ w5 ¦ Вашата парола фраза: {t}
romanian token ¦ Romanian, token de acces (access token) ¦ b64 ¦ Tokenul dumneavoastră de acces: {t}
slovak recovery code ¦ Slovak, kód na obnovenie (recovery code) ¦ ms ¦ Váš kód na obnovenie: {t}
slovene password ¦ Slovene, geslo (password) ¦ p ¦ Vaše geslo je {t}
icelandic password ¦ Icelandic, lykilorð (password) ¦ p ¦ Lykilorðið þitt er {t}
faroese password ¦ Faroese, loyniorð (secret word, password) ¦ p ¦ Títt loyniorð er {t}
welsh recovery code ¦ Welsh, cod adfer (recovery code) ¦ google ¦ Eich cod adfer: {t}
irish password ¦ Irish, pasfhocal (password) ¦ p ¦ Do phasfhocal: {t}
luxembourgish password ¦ Luxembourgish, Passwuert (password) ¦ p ¦ Äert Passwuert ass {t}
maltese pin ¦ Maltese, numru PIN (PIN number) ¦ pin8 ¦ In-numru PIN tiegħek: {t}
yiddish password ¦ Yiddish, פּאַראָל (password), Hebrew script ¦ p ¦ אײַער פּאַראָל: {t}
belarusian api key ¦ Belarusian, ключ API (API key), Cyrillic ¦ tok ¦ Ваш ключ API: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "args", "oserror", "keyerror", "group", "cause", "context"),
    )
