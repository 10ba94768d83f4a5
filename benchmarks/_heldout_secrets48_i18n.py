"""Held-out set 48: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of the Pacific, Oceania and Indigenous North America.

Twenty-four languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Hawaiian, Māori, Samoan, Tongan,
Fijian, Tahitian, Chamorro, Palauan, Bislama, Tok Pisin, Hiri Motu, Niuean, Tuvaluan,
Kiribati, Nauruan, Marshallese, Chuukese, Pohnpeian, Kosraean, Yapese, Rotuman, Pijin,
Norfuk, Rapa Nui, Pitjantjatjara, Yumplatok, Navajo, Lakota, Ojibwe, Cree, Inuktitut,
Greenlandic, Cherokee, Nahuatl, Yucatec, Tokelauan and Mapudungun did and are used too, in
other words than before): Cook Islands Māori, Carolinian, Ulithian, Drehu, Yolŋu Matha,
Warlpiri, Kriol, Tiwi, Hawaiian Pidgin, Dakota, Kalaallisut, Inuinnaqtun, Central Yup'ik,
Iñupiaq, Mohawk, Mi'kmaq, Blackfoot, Tlingit, Haida, Choctaw, Unangam Tunuu (Aleut),
Naskapi, Michif and Osage. The words: Māori ``kupuhipa`` and Tok Pisin ``paswot`` are the
ones their localized sign-in pages use; for the rest the phrases were built from each
language's words for secret, hidden, word, number and your, as remembered (marked so; five
searches with the ``search`` tool for glossaries of Hawaiian, Māori, Inuktitut, Cherokee and
Kalaallisut computer terms found the scripts but no entry for "password"), and several
languages use the English loan, as their speakers do. Scripts: Latin (with ʻokina, macrons,
ŋ, ł and glottal stops), Canadian Aboriginal syllabics (Inuktitut, Cree, Ojibwe, Naskapi),
the Cherokee syllabary, the Osage script and Cyrillic (Aleut of the Commander Islands,
Siberian Yupik).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "koa",
    "kukui",
    "lehua",
    "maile",
    "naupaka",
    "ohia",
    "pandanus",
    "rimu",
    "taro",
    "tamanu",
    "ulu",
    "wiliwili",
    "kauri",
    "totara",
    "pohutukawa",
]

ROWS = r"""
hawaiian password ¦ Hawaiian, ʻōlelo hūnā (hidden word, password), as remembered ¦ p ¦ ʻO kāu ʻōlelo hūnā: {t}
maori password ¦ Māori, kupuhipa (password), as used by Māori-language sign-in pages ¦ p ¦ Tō kupuhipa: {t}
cook islands maori passphrase ¦ Cook Islands Māori, kupu muna (secret words), as remembered ¦ w4 ¦ Tāau au kupu muna: {t}
samoan recovery code ¦ Samoan, numera toe maua (recovery number), as remembered ¦ gh ¦ Lau numera toe maua: {t}
tongan api key ¦ Tongan, kī API (API key), as remembered ¦ tok ¦ Ko ho kī API: {t}
fijian pin ¦ Fijian, naba vuni (hidden number), as remembered ¦ pin6 ¦ Na nomu naba vuni: {t}
tahitian password ¦ Tahitian, parau huna (hidden word), as remembered ¦ p ¦ Tō ʻoe parau huna: {t}
chamorro password ¦ Chamorro, i sekretu na palabra-mu (your secret word), as remembered ¦ p ¦ I sekretu na palabra-mu: {t}
tok pisin pin ¦ Tok Pisin, namba hait (hidden number, PIN) and paswot ¦ pin8 ¦ Namba hait bilong yu em {t}
bislama password ¦ Bislama, pasword blong yu (your password) ¦ p ¦ Pasword blong yu hemi {t}
pijin token ¦ Solomon Islands Pijin, token bilong iu (your token) ¦ b64 ¦ Token bilong iu hem nao: {t}
hiri motu recovery code ¦ Hiri Motu, namba hunia (hidden number), as remembered ¦ ms ¦ Emu namba hunia be {t}
niuean passphrase ¦ Niuean, tau kupu fufū (hidden words), as remembered ¦ w5 ¦ Hāu a tau kupu fufū: {t}
tuvaluan password ¦ Tuvaluan, upu fakalilolilo (secret word), as remembered ¦ p ¦ Tou upu fakalilolilo ko {t}
kiribati pin ¦ Kiribati (Gilbertese), nambwa ae raba (hidden number), as remembered ¦ pin6 ¦ Am nambwa ae raba bon {t}
carolinian password ¦ Carolinian, password-umw (your password, English loan), as remembered ¦ p ¦ Password-umw: {t}
ulithian recovery code ¦ Ulithian, recovery code, English loan with 'your', as remembered ¦ google ¦ Recovery code-mw: {t}
rotuman password ¦ Rotuman, ʻon pasword (your password), as remembered ¦ p ¦ ʻOn pasword ta: {t}
rapa nui api key ¦ Rapa Nui, kī API, as remembered ¦ tok ¦ Tū kī API ʻa koe: {t}
drehu password ¦ Drehu (Lifou), pasword i eö (your password), as remembered ¦ p ¦ Pasword i eö: {t}
yolngu password ¦ Yolŋu Matha, dhäruk yuwalk ŋarraku (my true word) with the loan pasword, as remembered ¦ p ¦ Nhuŋu pasword: {t}
warlpiri pin ¦ Warlpiri, nampa (number) for a PIN, as remembered ¦ pin6 ¦ Nyuntu-nyangu nampa: {t}
kriol passphrase ¦ Kriol (Northern Australia), pasweds blanga yu, as remembered ¦ w4 ¦ Pasweds blanga yu: {t}
tiwi password ¦ Tiwi, the loan pasword, as remembered ¦ p ¦ Nginja pasword: {t}
hawaiian pidgin password ¦ Hawaiian Pidgin, da password fo you ¦ p ¦ Eh, da password fo you stay {t}
navajo password ¦ Navajo, bee nił ííhasin (what you use to get in), as remembered ¦ p ¦ Bee nił ííhasin: {t}
lakota password ¦ Lakota, wóeye ōkaŋ (secret word), as remembered ¦ p ¦ Niyé nitȟáwa wóeye ōkaŋ: {t}
dakota pin ¦ Dakota, wóyawa wanagi (hidden number), as remembered ¦ pin8 ¦ Nitawa wóyawa: {t}
ojibwe password ¦ Ojibwe, giimooj ikidowin (secret word), in Ojibwe syllabics, as remembered ¦ p ¦ ᑮᒨᒡ ᐃᑭᑐᐎᓐ: {t}
plains cree password ¦ Plains Cree, kîmôc-pîkiskwêwin (secret word), in Cree syllabics, as remembered ¦ p ¦ ᑮᒨᐨ ᐲᑭᐢᑵᐃᐧᐣ: {t}
inuktitut password ¦ Inuktitut, isiqtauti (password), in syllabics, as remembered ¦ p ¦ ᐃᓯᖅᑕᐅᑎᐃᑦ: {t}
inuinnaqtun pin ¦ Inuinnaqtun, nampa (number), Latin, as remembered ¦ pin6 ¦ Nampan: {t}
kalaallisut password ¦ Kalaallisut (Greenlandic), isissutissaq (password), as remembered ¦ p ¦ Isissutissat: {t}
yupik recovery code ¦ Central Yup'ik, recovery code-an, English loan, as remembered ¦ gh ¦ Recovery code-an: {t}
inupiaq password ¦ Iñupiaq, password-ŋa, English loan, as remembered ¦ p ¦ Password-ŋa: {t}
cherokee password ¦ Cherokee, ᎤᏕᎵᏛ ᎧᏁᎢᏍᏗ (secret word), Cherokee syllabary, as remembered ¦ p ¦ ᏣᏤᎵ ᎤᏕᎵᏛ ᎧᏁᎢᏍᏗ: {t}
mohawk password ¦ Mohawk, sa'nikonhra password (your password), as remembered ¦ p ¦ Sa-password: {t}
mikmaq pin ¦ Mi'kmaq, kaqtukwaq (number) with the loan PIN, as remembered ¦ pin6 ¦ Ktinin PIN: {t}
blackfoot password ¦ Blackfoot (Siksiká), password, English loan, as remembered ¦ p ¦ Kitáóʼtoi password: {t}
tlingit api key ¦ Tlingit, API key, English loan with 'your', as remembered ¦ tok ¦ I API key: {t}
haida token ¦ Haida, dang token (your token), as remembered ¦ b64 ¦ Dang token: {t}
choctaw password ¦ Choctaw, chi password (your password), as remembered ¦ p ¦ Chi password: {t}
aleut password ¦ Unangam Tunuu (Commander Islands Aleut), пароль (password), Cyrillic, as remembered ¦ p ¦ Хӣн пароль: {t}
siberian yupik pin ¦ Central Siberian Yupik, пин-код (PIN), Cyrillic, as remembered ¦ pin6 ¦ Пин-кодык: {t}
naskapi password ¦ Naskapi, password in Naskapi syllabics (loan), as remembered ¦ p ¦ ᒋᑦ ᐸᔅᐧᐊᑦ: {t}
michif passphrase ¦ Michif, tii mot saekret (your secret words), as remembered ¦ w4 ¦ Tii mot saekret: {t}
osage password ¦ Osage (Wazhazhe ie), in Osage script with the loan password, as remembered ¦ p ¦ 𐓏𐓘𐓻𐓘𐓻𐓟 password: {t}
nahuatl recovery code ¦ Nahuatl, motlahtol ichtaca (your secret word) for a recovery code, as remembered ¦ ms ¦ Motlahtol ichtaca: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
