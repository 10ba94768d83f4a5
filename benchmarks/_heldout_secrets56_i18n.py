"""Held-out set 56: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in creoles, pidgins, constructed languages and minority languages worldwide.

Fifteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Nigerian Pidgin, Krio, Bislama,
Chavacano, Esperanto, Interlingua, Ido, Tok Pisin, Papiamento, Haitian Creole, Sranan,
Jamaican Patois, Mauritian and Seychellois Creole, Kabuverdianu, Klingon, Ossetian, Chuvash,
Sakha, Mingrelian, Dhivehi, Tibetan, Jeju, Okinawan, Maithili, Newar, Uyghur, Sorani,
Ladino, Romansh, Sorbian, Kashubian, Sami, Frisian, Friulian, Sardinian, Occitan and Manx
did, and are used here too): Palenquero, Toki Pona, Lojban, Volapük, Novial, Interlingue,
Lingua Franca Nova, Quenya, Gullah, Sheng, Camfranglais, Réunion Creole, Kristang, Macanese
Patuá and the Naija name of Nigerian Pidgin. Looked up with the ``search`` tool (corpus
``pages``): Toki Pona's ``len`` (cloth; hidden, secret, private) and ``nimi`` (word), and
Bislama's ``blong`` and ``hemi``; Haitian Creole was searched and the pages gave no word for
password (``modpas`` as remembered). The other phrases were built from each language's
words for secret, word, number, key and your, as remembered (marked so); where a community
says "password" or "PIN" as a loan (most creoles and pidgins, Ossetian, Chuvash, Sakha), the
loan is used. Scripts: Latin, Cyrillic, Greek, Georgian, Armenian, Arabic (Uyghur, Sorani),
Thaana, Devanagari (Maithili, Newar), Tibetan, Hangul (Jeju) and Kana (Okinawan).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "calabash",
    "cassava",
    "conch",
    "driftwood",
    "frangipani",
    "guava",
    "hibiscus",
    "kapok",
    "mangrove",
    "nutmeg",
    "pandanus",
    "plantain",
    "sorrel",
    "tamarind",
    "vetiver",
]

ROWS = r"""
naija password ¦ Naija (Nigerian Pidgin), di password wey you go use (the password you will use), as remembered ¦ p ¦ Abeg no show anybody: di password wey you go use na {t}
cameroonian pidgin pin ¦ Cameroonian Pidgin, ya sikret nomba (your secret number), as remembered ¦ pin6 ¦ Ya sikret nomba fo bank na {t}, no tok am fo nobodi
krio password ¦ Krio (Sierra Leone), yu paswɔd (your password), as remembered ¦ p ¦ Yu paswɔd na {t}
bislama password ¦ Bislama, pasword blong yu (your password); blong and hemi from the search ¦ p ¦ Pasword blong yu hemi {t}
tok pisin pin ¦ Tok Pisin, namba hait bilong yu (your hidden number), as remembered ¦ pin8 ¦ Namba hait bilong yu em {t}
pijin code ¦ Solomon Islands Pijin, sikret kod blong iu (your secret code), as remembered ¦ gh ¦ Sikret kod blong iu hem {t}
chavacano password ¦ Chavacano (Zamboangueño), el di tuyo contraseña (your password), as remembered ¦ p ¦ El di tuyo contraseña amo {t}
palenquero secret word ¦ Palenquero, palabra sekreto ri bo (your secret word), as remembered ¦ w4 ¦ Palabra sekreto ri bo ta {t}
papiamento password ¦ Papiamento, bo kòntrasenja (your password), as remembered ¦ p ¦ Bo kòntrasenja ta {t}
haitian creole password ¦ Haitian Creole, modpas ou (your password), searched, word as remembered ¦ p ¦ Modpas ou se {t}
mauritian creole password ¦ Mauritian Creole, to mo-de-pas (your password), as remembered ¦ p ¦ To mo-de-pas se {t}
seychellois recovery code ¦ Seychellois Creole, ou kod pour retrouv ou kont (your code to recover your account), as remembered ¦ ms ¦ Ou kod pour retrouv ou kont: {t}
reunion creole password ¦ Réunion Creole, out mo d'pas (your password), as remembered ¦ p ¦ Out mo d'pas sé {t}
cape verdean pin ¦ Kabuverdianu, bu PIN sigretu (your secret PIN), as remembered ¦ pin6 ¦ Bu PIN sigretu é {t}
sranan secret word ¦ Sranan Tongo, yu kibri wortu (your hidden word), as remembered ¦ w5 ¦ Yu kibri wortu na: {t}
patois password ¦ Jamaican Patois, yuh password (your password), as remembered ¦ p ¦ Yuh password a {t}, nuh gi nobaddi
gullah code ¦ Gullah, ya secret nummuh (your secret number), as remembered ¦ google ¦ Ya secret nummuh da {t}
kristang api key ¦ Kristang (Malacca), bos sa kabi API (your API key), as remembered ¦ tok ¦ Bos sa kabi API: {t}
macanese password ¦ Macanese Patuá, vosso palavra secreto (your secret word), as remembered ¦ p ¦ Vosso palavra secreto sâm {t}
sheng password ¦ Sheng (Nairobi), password yako (your password), as remembered ¦ p ¦ Msee, password yako ni {t}, usiishow mtu
camfranglais code ¦ Camfranglais, ton code, ne le give à personne (your code, give it to nobody), as remembered ¦ gh ¦ Ton code c'est {t}, ne le give à personne
esperanto password ¦ Esperanto, via pasvorto (your password) ¦ p ¦ Via pasvorto estas {t}
interlingua token ¦ Interlingua, vostre token de accesso (your access token), as remembered ¦ b64 ¦ Vostre token de accesso es {t}
ido passphrase ¦ Ido, vua pasfrazo (your passphrase), as remembered ¦ w4 ¦ Vua pasfrazo esas: {t}
toki pona secret word ¦ Toki Pona, nimi len sina (your hidden word); len and nimi from the search ¦ w4 ¦ nimi len sina li ni: {t}
lojban password ¦ Lojban, lo do japyvla (your password word), as remembered ¦ p ¦ lo do japyvla cu du zoi gy {t} gy
volapuk password ¦ Volapük, letavöd olik (your password), as remembered ¦ p ¦ Letavöd olik binon {t}
novial pin ¦ Novial, vun sekreti numere (your secret number), as remembered ¦ pin8 ¦ Vun sekreti numere es {t}
interlingue password ¦ Interlingue (Occidental), vor parol-clave (your password), as remembered ¦ p ¦ Vor parol-clave es {t}
lfn api key ¦ Lingua Franca Nova, tua clave de API (your API key), as remembered ¦ tok ¦ Tua clave de API es {t}
quenya secret word ¦ Quenya, quetta nulda (secret word), as remembered ¦ w3 ¦ Quetta nulda: {t}
klingon password ¦ Klingon, pegh mu' (secret word), as remembered ¦ p ¦ pegh mu'lIj: {t}
ossetian password ¦ Ossetian, дæ пароль (your password), Cyrillic, as remembered ¦ p ¦ Дæ пароль: {t}
chuvash pin ¦ Chuvash, сирӗн PIN-код (your PIN code), Cyrillic, as remembered ¦ pin6 ¦ Сирӗн PIN-код: {t}
sakha recovery code ¦ Sakha (Yakut), чөлүгэр түһэрэр код (restore code), Cyrillic, as remembered ¦ gh ¦ Эн чөлүгэр түһэрэр кодуҥ: {t}
mingrelian password ¦ Mingrelian, თქვანი პაროლი (your password), Georgian script, as remembered ¦ p ¦ თქვანი პაროლი რე {t}
pontic greek password ¦ Pontic Greek, ο κωδικός ιμ' (my password), Greek script, as remembered ¦ p ¦ Ο κωδικός σ' εν {t}
western armenian code ¦ Western Armenian, գաղտնի թիւ (secret number), Armenian script, as remembered ¦ pin8 ¦ Ձեր գաղտնի թիւն է՝ {t}
uyghur password ¦ Uyghur, پارولىڭىز (your password), Arabic script, as remembered ¦ p ¦ پارولىڭىز: {t}
sorani password ¦ Sorani Kurdish, وشەی نهێنی (secret word, password), Arabic script, as remembered ¦ p ¦ وشەی نهێنیی تۆ: {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑް (password, loan), Thaana, as remembered ¦ p ¦ ތިބާގެ ޕާސްވޯޑް: {t}
maithili api key ¦ Maithili, अहाँक API कुंजी (your API key), Devanagari, as remembered ¦ tok ¦ अहाँक API कुंजी: {t}
newar pin ¦ Newar (Nepal Bhasa), छिगु गोप्य PIN (your secret PIN), Devanagari, as remembered ¦ pin6 ¦ छिगु गोप्य PIN: {t}
tibetan password ¦ Tibetan, གསང་ཨང་ (secret number, password), as remembered ¦ p ¦ ཁྱེད་ཀྱི་གསང་ཨང་ནི་ {t}
jeju recovery code ¦ Jeju, 복구 코드 (recovery code) with Jeju endings, Hangul, as remembered ¦ ms ¦ 느네 복구 코드는 {t}이우다
okinawan password ¦ Okinawan, ウンジュぬパスワード (your password), Kana, as remembered ¦ p ¦ ウンジュぬパスワードー {t} やいびーん
ladino password ¦ Ladino (Judeo-Spanish), tu kontrasenya (your password), Latin, as remembered ¦ p ¦ Tu kontrasenya es {t}
romansh password ¦ Romansh (Rumantsch Grischun), tes pled-clav (your password), as remembered ¦ p ¦ Tes pled-clav è {t}
sorbian recovery code ¦ Upper Sorbian, kod za wobnowjenje (recovery code), as remembered ¦ google ¦ Waš kod za wobnowjenje: {t}
kashubian password ¦ Kashubian, twòje parolë (your password), as remembered ¦ p ¦ Twòje parolë to {t}
sami password ¦ Northern Sami, beassansátni (password), as remembered ¦ p ¦ Du beassansátni lea {t}
frisian passphrase ¦ West Frisian, wachtsin (passphrase), as remembered ¦ w5 ¦ Dyn wachtsin is: {t}
friulian password ¦ Friulian, la tô peraule clâf (your password), as remembered ¦ p ¦ La tô peraule clâf e je {t}
sardinian token ¦ Sardinian, su token de atzessu tuo (your access token), as remembered ¦ b64 ¦ Su token de atzessu tuo est {t}
occitan password ¦ Occitan, vòstre senhal (your password), as remembered ¦ p ¦ Vòstre senhal es {t}
manx password ¦ Manx, dty ockle follit (your hidden word), as remembered ¦ p ¦ Dty ockle follit: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
