"""Held-out set 58: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
African languages and scripts.

Ten language names no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; among the many that did: Yoruba, Igbo,
Hausa, Zulu, Xhosa, Shona, Kinyarwanda, Luganda, Wolof, Fula, Lingala, Somali, Oromo,
Tigrinya, Malagasy, Twi, Ewe, Sesotho, Setswana, Chichewa, Swahili, Amharic, Kikuyu, Venda,
Tsonga, Lozi, Tonga, Krio, Darija, Egyptian, Nigerian Pidgin, Adlam and N'Ko): Haya, Northern
Sotho, Nyanja (Zambia), Borana, Changana, Ronga, Pular, Silozi, Kamtok (Cameroonian Pidgin)
and Tsotsitaal. Their phrases are marked "as remembered": several are the loan word
(phasewete, pasiwedi) that such languages' speakers use, and the rest are built from the
language's words for secret and word; they were not looked up. Kinyarwanda's ijambobanga and
umubare w'ibanga were checked with the ``search`` tool (techinika.com); the better-known
languages' words are the ones their localized sign-in pages use, as remembered. Scripts:
Latin, Ethiopic, Arabic (Egyptian, Darija, Hausa Ajami), Tifinagh, N'Ko, Adlam and Osmanya
(the last three written letter by letter from the Latin spelling, so they read as a
transliteration, as users of those scripts type loan words).
"""

from __future__ import annotations

import unicodedata

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "baobab",
    "kudu",
    "marula",
    "impala",
    "savanna",
    "acacia",
    "sahel",
    "mopane",
    "okapi",
    "eland",
    "sorghum",
    "cassava",
    "teff",
    "fonio",
    "kora",
    "djembe",
]

_NKO = {
    "a": "A", "e": "E", "i": "I", "o": "O", "u": "U", "b": "BA", "p": "PA", "t": "TA",
    "j": "JA", "c": "CHA", "d": "DA", "r": "RA", "s": "SA", "f": "FA", "k": "KA", "l": "LA",
    "m": "MA", "n": "NA", "h": "HA", "w": "WA", "y": "YA", "g": "GBA",
}  # fmt: skip
_ADLAM = {
    "a": "ALIF", "e": "E", "i": "I", "o": "O", "u": "U", "b": "BA", "p": "PE", "t": "TU",
    "j": "JIIM", "c": "CHI", "d": "DAALI", "r": "RA", "s": "SINNYIIYHE", "f": "FA", "k": "KAF",
    "l": "LAAM", "m": "MIIM", "n": "NUN", "h": "HA", "w": "WAW", "y": "YA", "g": "GA",
}  # fmt: skip
_OSMANYA = {
    "a": "A", "e": "E", "i": "I", "o": "O", "u": "U", "b": "BA", "t": "TA", "j": "JA",
    "d": "DEEL", "r": "RA", "s": "SA", "f": "FA", "k": "KAAF", "l": "LAAN", "m": "MIIN",
    "n": "NUUN", "h": "HA", "w": "WAW", "y": "YA", "g": "GA", "q": "QAAF", "x": "XA",
    "c": "CAYN",
}  # fmt: skip


def _script(text: str, table: dict[str, str], prefix: str) -> str:
    """``text`` written letter by letter in a script (spaces kept)."""
    return "".join(
        unicodedata.lookup(f"{prefix} {table[c]}") if c in table else c for c in text.lower()
    )


def _nko(text: str) -> str:
    return _script(text, _NKO, "NKO LETTER")


def _adlam(text: str) -> str:
    return _script(text, _ADLAM, "ADLAM SMALL LETTER")


def _osmanya(text: str) -> str:
    return _script(text, _OSMANYA, "OSMANYA LETTER")


ROWS = r"""
haya secret word ¦ Haya, ekigambo ky'ebanga (word of the secret), as remembered ¦ w4 ¦ Ekigambo kyawe ky'ebanga ni: {t}
northern sotho password ¦ Northern Sotho (Sesotho sa Leboa), phasewete (password, a loan), as remembered ¦ p ¦ Phasewete ya gago ke {t}
nyanja password ¦ Nyanja (Zambia), mawu achinsinsi (secret words, password), as remembered ¦ p ¦ Mawu anu achinsinsi ndi {t}
borana pin ¦ Borana (Oromo), lakkoofsa iccitii (secret number), as remembered ¦ pin6 ¦ Lakkoofsi iccitii kee {t}
changana recovery code ¦ Changana (Xichangana), khodi ya ku vuyisa (code for bringing back), as remembered ¦ gh ¦ Khodi ya wena ya ku vuyisa i {t}
ronga secret word ¦ Ronga, rito ra xihundla (word of the secret), as remembered ¦ w4 ¦ Rito ra wena ra xihundla i: {t}
pular password ¦ Pular (Futa Jallon Fula), konngol sirru (secret word), as remembered ¦ p ¦ Konngol maa sirru ko {t}
silozi password ¦ Silozi, pasiwedi (password, a loan), as remembered ¦ p ¦ Pasiwedi ya mina ki {t}
kamtok pin ¦ Kamtok (Cameroonian Pidgin), secret number (PIN), as remembered ¦ pin6 ¦ Ya secret number na {t}, no show am for anybody
tsotsitaal password ¦ Tsotsitaal, i-password (loan), as remembered ¦ p ¦ Eksê, i-password yakho yi {t}
kinyarwanda password ¦ Kinyarwanda, ijambobanga (password), checked (techinika.com) ¦ p ¦ Ijambobanga ryawe ni {t}
kinyarwanda pin ¦ Kinyarwanda, umubare w'ibanga (PIN), checked (techinika.com) ¦ pin6 ¦ Umubare wawe w'ibanga ni {t}
kirundi password ¦ Kirundi, ijambo ry'ibanga (secret word), as remembered ¦ p ¦ Ijambo ryawe ry'ibanga ni {t}
zulu password ¦ Zulu, iphasiwedi (password) ¦ p ¦ Iphasiwedi yakho ithi {t}
xhosa recovery code ¦ Xhosa, ikhowudi yokubuyisela (recovery code), as remembered ¦ ms ¦ Ikhowudi yakho yokubuyisela: {t}
yoruba password ¦ Yoruba, ọ̀rọ̀ aṣínà (password) ¦ p ¦ Ọ̀rọ̀ aṣínà rẹ ni {t}
igbo password ¦ Igbo, okwuntughe (password) ¦ p ¦ Okwuntughe gị bụ {t}
hausa password ¦ Hausa, kalmar sirri (secret word, password) ¦ p ¦ Kalmar sirrinka ita ce {t}
swahili recovery code ¦ Swahili, msimbo wa kurejesha (recovery code) ¦ google ¦ Msimbo wako wa kurejesha ni {t}
swahili api key ¦ Swahili, ufunguo wa API (API key) ¦ tok ¦ Ufunguo wako wa API: {t}
somali password ¦ Somali, furaha sirta (the secret key, password) ¦ p ¦ Furahaaga sirta waa {t}
oromo password ¦ Oromo, jecha icciitii (secret word, password) ¦ p ¦ Jechi icciitii kee {t}
amharic recovery code ¦ Amharic, የመልሶ ማግኛ ኮድ (recovery code), Ethiopic ¦ gh ¦ የመልሶ ማግኛ ኮድዎ፦ {t}
tigrinya password ¦ Tigrinya, መሕለፊ ቃል (pass word), Ethiopic ¦ p ¦ መሕለፊ ቃልካ፦ {t}
luganda secret word ¦ Luganda, ekigambo eky'ekyama (secret word), as remembered ¦ w4 ¦ Ekigambo kyo eky'ekyama kye kino: {t}
shona pin ¦ Shona, nhamba yakavanzika (hidden number), as remembered ¦ pin8 ¦ Nhamba yako yakavanzika ndeye {t}
chichewa passphrase ¦ Chichewa, mawu achinsinsi (password) for a passphrase ¦ w5 ¦ Mawu anu achinsinsi ndi awa: {t}
sesotho token ¦ Sesotho, thokene ya phihlello (access token, a loan), as remembered ¦ b64 ¦ Thokene ya hao ya phihlello: {t}
setswana password ¦ Setswana, lefoko la sephiri (secret word), as remembered ¦ p ¦ Lefoko la gago la sephiri ke {t}
wolof password ¦ Wolof, baatu jàll (word of passing), as remembered ¦ p ¦ Sa baatu jàll mooy {t}
lingala pin ¦ Lingala, motuya ya sekele (secret number), as remembered ¦ pin6 ¦ Motuya na yo ya sekele ezali {t}
malagasy password ¦ Malagasy, tenimiafina (hidden word, password) ¦ p ¦ Ny tenimiafinao dia {t}
twi recovery code ¦ Twi (Akan), kɔd a wode bɛsan anya (code to get back), as remembered ¦ ms ¦ Wo kɔd a wode bɛsan anya wo account: {t}
ewe password ¦ Ewe, nya ɣaɣla (hidden word), as remembered ¦ p ¦ Wò nya ɣaɣla enye {t}
afrikaans passphrase ¦ Afrikaans, wagwoordfrase (passphrase) ¦ w5 ¦ Jou wagwoordfrase is: {t}
kabyle password ¦ Kabyle, awal uffir (hidden word, password), Latin ¦ p ¦ Awal-ik uffir d {t}
egyptian arabic password ¦ Egyptian Arabic, الباسورد (the password, colloquial), Arabic script ¦ p ¦ الباسورد بتاعك هو {t}
darija api key ¦ Moroccan Darija, ساروت API (API key; sarut = key), Arabic script, as remembered ¦ tok ¦ الساروت ديال API ديالك: {t}
hausa ajami pin ¦ Hausa in Ajami, لَمْبَرْ سِرِّ (secret number), as remembered ¦ pin6 ¦ لَمْبَرْ سِرِّنْكَ: {t}
nigerian pidgin password ¦ Nigerian Pidgin, password (loan) ¦ p ¦ Your password na {t}, no give anybody
mauritian creole password ¦ Mauritian Creole, mo-de-pas (password) ¦ p ¦ To mo-de-pas se {t}
krio token ¦ Krio, tokin (token) ¦ b64 ¦ Yu tokin na {t}
zulu recovery code ¦ Zulu, ikhodi yokubuyisela (recovery code), as remembered ¦ gh ¦ Ikhodi yakho yokubuyisela ithi {t}
xhosa password ¦ Xhosa, iphasiwedi (password) ¦ p ¦ Iphasiwedi yakho ngu {t}
yoruba pin ¦ Yoruba, nọ́mbà àṣírí (secret number), as remembered ¦ pin6 ¦ Nọ́mbà àṣírí rẹ ni {t}
igbo recovery code ¦ Igbo, koodu mgbake (recovery code), as remembered ¦ ms ¦ Koodu mgbake gị: {t}
hausa api key ¦ Hausa, maɓallin API (API key), as remembered ¦ tok ¦ Maɓallin API ɗinka: {t}
somali token ¦ Somali, calaamad gelitaan (access token), as remembered ¦ b64 ¦ Calaamaddaada gelitaanka: {t}
tigrinya pin ¦ Tigrinya, ምስጢራዊ ቁጽሪ (secret number), Ethiopic, as remembered ¦ pin6 ¦ ምስጢራዊ ቁጽርኻ፦ {t}
amharic password ¦ Amharic, የይለፍ ቃል (pass word), Ethiopic ¦ p ¦ የይለፍ ቃልዎ፦ {t}
luganda password ¦ Luganda, ekigambo ky'okuyingira (entry word), as remembered ¦ p ¦ Ekigambo kyo eky'okuyingira kye {t}
lingala password ¦ Lingala, liloba ya kobombama (hidden word), as remembered ¦ p ¦ Liloba na yo ya kobombama ezali {t}
malagasy recovery code ¦ Malagasy, kaody famerenana (recovery code), as remembered ¦ google ¦ Ny kaody famerenanao: {t}
wolof token ¦ Wolof, tokeen (token, a loan), as remembered ¦ b64 ¦ Sa tokeen mooy {t}
swahili passphrase ¦ Swahili, kaulisiri (passphrase) ¦ w5 ¦ Kaulisiri yako ni: {t}
oromo recovery code ¦ Oromo, koodii deebisuu (recovery code), as remembered ¦ gh ¦ Koodiin kee deebisuu: {t}
"""

SCRIPT_ROWS = [
    ("bambara nko password", "Bambara in N'Ko, gundo kuma (secret word), transliterated, as remembered", "gundo kuma", "p"),
    ("pular adlam password", "Pular in Adlam, konngol sirru (secret word), transliterated, as remembered", "konngol sirru", "p"),
    ("somali osmanya pin", "Somali in Osmanya, lambarka sirta (the secret number), transliterated, as remembered", "lambarka sirta", "pin6"),
    ("tamazight tifinagh code", "Tamazight in Tifinagh, ⴰⵙⴻⵏⵜⴰⵍ ⵏ ⵓⵔⴰⵔ (code of return), as remembered", "", "gh"),
]  # fmt: skip


def i18n_cases(v: Values) -> list[Case]:
    cases = phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
    writers = (_nko, _adlam, _osmanya)
    for i, (name, source, words, kind) in enumerate(SCRIPT_ROWS):
        value = phrase_value(v, kind, _WORDS)
        label = writers[i](words) if i < len(writers) else "ⴰⵙⴻⵏⵜⴰⵍ ⵏ ⵓⵔⴰⵔ"
        text = f"{label}: {value}"
        cases.append(Case(f"i18n: {name}", source, text, value, raises=("note", "cause")[i % 2]))
    return cases
