"""Held-out set 49: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of the Nordic and Celtic world and in minority Romance languages.

Fourteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file): Lule Sami, Southern Sami, Pite Sami,
Kildin Sami (Cyrillic), Gutnish, Jamtlandic, Scanian, Norman, Istro-Romanian, Gallo,
Poitevin-Saintongeais, Niçard, Gallurese and Tabarchino. The others were named before (Faroese,
Icelandic, Northern Sami, Inari Sami, Skolt Sami, Bokmål, Nynorsk, Swedish, Danish, Finnish,
Meänkieli, Kven, Greenlandic, Welsh, Irish, Scottish Gaelic, Manx, Cornish, Breton,
Friulian, Ladin, Romansh, Occitan, Gascon, Corsican, Sardinian, Walloon, Picard, Jèrriais,
Aragonese, Asturian, Mirandese, Aranese, Ligurian, Piedmontese, Venetian, Sicilian,
Aromanian, Judaeo-Spanish, Catalan and Galician) and are kept for their words. The words of
the national languages are the ones their localized sign-in pages use (passord, lösenord,
adgangskode, lykilorð, salasana, cyfrinair, pasfhocal, facal-faire, contrasenya, contrasinal,
senhal, pled-clav); for the small languages the phrases are built from each language's words
for secret, word, key and your, as remembered (marked so). Scripts: Latin, Cyrillic (Kildin
Sami), Hebrew (Judaeo-Spanish in the square script) and Greek (Aromanian as written in
Greece).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "fulmar",
    "gannet",
    "kittiwake",
    "puffin",
    "razorbill",
    "skua",
    "guillemot",
    "eider",
    "merganser",
    "scoter",
    "petrel",
    "shearwater",
    "dunlin",
    "whimbrel",
    "turnstone",
]

ROWS = r"""
faroese password ¦ Faroese, loyniorð (secret word, password) ¦ p ¦ Títt loyniorð er: {t}
icelandic recovery code ¦ Icelandic, endurheimtarkóði (recovery code) ¦ gh ¦ Endurheimtarkóðinn þinn: {t}
icelandic access key ¦ Icelandic, aðgangslykill (access key) ¦ tok ¦ Aðgangslykillinn þinn er {t}
northern sami password ¦ Northern Sami, beassansátni (password) ¦ p ¦ Du beassansátni lea {t}
lule sami password ¦ Lule Sami, bessamsáddnie (password), as remembered ¦ p ¦ Dujna bessamsáddnie: {t}
southern sami secret word ¦ Southern Sami, tjiehpies baakoe (secret word), as remembered ¦ w4 ¦ Dov tjiehpies baakoe: {t}
pite sami pin ¦ Pite Sami, tjiegŋalis nummar (hidden number), as remembered ¦ pin6 ¦ Duv tjiegŋalis nummar: {t}
inari sami password ¦ Inari Sami, peesâmsääni (password), as remembered ¦ p ¦ Tuu peesâmsääni lii {t}
skolt sami pin ¦ Skolt Sami, PIN-koodd (PIN code), as remembered ¦ pin8 ¦ Tõn PIN-koodd lij {t}
kildin sami password ¦ Kildin Sami, пароль (password, a loanword) in Cyrillic, as remembered ¦ p ¦ Тонн пароль: {t}
bokmal recovery code ¦ Norwegian Bokmål, gjenopprettingskode (recovery code) ¦ ms ¦ Gjenopprettingskoden din: {t}
nynorsk access key ¦ Norwegian Nynorsk, tilgangsnykel (access key) ¦ tok ¦ Tilgangsnykelen din er {t}
swedish passphrase ¦ Swedish, lösenfras (passphrase) ¦ w5 ¦ Din lösenfras: {t}
gutnish password ¦ Gutnish, lyklord (key word), as remembered ¦ p ¦ Dait lyklord ár {t}
jamtlandic password ¦ Jamtlandic, lösenôrd (password), as remembered ¦ p ¦ Lösenôrde ditt ä {t}
scanian pin ¦ Scanian, hemlit nommer (secret number), as remembered ¦ pin6 ¦ Ditt hemlia nommer ä {t}
danish recovery code ¦ Danish, gendannelseskode (recovery code) ¦ google ¦ Din gendannelseskode: {t}
finnish api key ¦ Finnish, API-avain (API key) ¦ tok ¦ API-avaimesi: {t}
meankieli password ¦ Meänkieli, salasana (password) ¦ p ¦ Sinun salasana oon {t}
kven pin ¦ Kven, salainen numero (secret number), as remembered ¦ pin6 ¦ Sinun salainen numero: {t}
greenlandic password ¦ Greenlandic, isissutissaq (password) ¦ p ¦ Isissutissat: {t}
welsh recovery code ¦ Welsh, cod adfer (recovery code) ¦ gh ¦ Eich cod adfer: {t}
welsh token ¦ Welsh, tocyn mynediad (access token) ¦ b64 ¦ Eich tocyn mynediad yw {t}
irish password ¦ Irish, pasfhocal (password) ¦ p ¦ Do phasfhocal: {t}
scottish gaelic password ¦ Scottish Gaelic, facal-faire (password) ¦ p ¦ Am facal-faire agad: {t}
manx secret word ¦ Manx, fockle follit (secret word), as remembered ¦ w4 ¦ Yn fockle follit ayd: {t}
cornish password ¦ Cornish, ger tremena (password), as remembered ¦ p ¦ Dha er tremena yw {t}
breton recovery code ¦ Breton, kod adtapout (recovery code), as remembered ¦ ms ¦ Da god adtapout: {t}
gallo password ¦ Gallo, mot de passe (password), as remembered ¦ p ¦ Ton mot de passe ét {t}
norman password ¦ Norman (Cotentinais), mot d'pâsse (password), as remembered ¦ p ¦ Ten mot d'pâsse: {t}
jerriais pin ¦ Jèrriais, nombre sécrét (secret number), as remembered ¦ pin8 ¦ Vot' nombre sécrét: {t}
picard key ¦ Picard, clé (key), as remembered ¦ tok ¦ Vo clé d'accès: {t}
walloon password ¦ Walloon, sicret (secret, password), as remembered ¦ p ¦ Vosse sicret: {t}
poitevin password ¦ Poitevin-Saintongeais, mot de passe (password), as remembered ¦ p ¦ Ton mot de passe qu'ét {t}
occitan password ¦ Occitan, senhal (password) ¦ p ¦ Vòstre senhal: {t}
nicard passphrase ¦ Niçard, frasa secreta (secret phrase), as remembered ¦ w4 ¦ La vouòstra frasa secreta: {t}
romansh password ¦ Romansh, pled-clav (password) ¦ p ¦ Voss pled-clav: {t}
ladin token ¦ Ladin, token d'azes (access token), as remembered ¦ b64 ¦ Vosc token d'azes: {t}
friulian password ¦ Friulian, peraule clâf (key word), as remembered ¦ p ¦ La tô peraule clâf e je {t}
venetian pin ¦ Venetian, PIN secreto (secret PIN), as remembered ¦ pin6 ¦ El to PIN secreto xe {t}
corsican password ¦ Corsican, parolla d'accessu (access word), as remembered ¦ p ¦ A vostra parolla d'accessu: {t}
gallurese password ¦ Gallurese, paraula d'intrata (entry word), as remembered ¦ p ¦ La to paraula d'intrata: {t}
sardinian key ¦ Sardinian (Logudorese), crae (key), as remembered ¦ tok ¦ Sa crae tua: {t}
tabarchino password ¦ Tabarchino, parolla segretta (secret word), as remembered ¦ p ¦ A teu parolla segretta a l'è {t}
catalan recovery code ¦ Catalan, codi de recuperació (recovery code) ¦ google ¦ El teu codi de recuperació: {t}
galician password ¦ Galician, contrasinal (password) ¦ p ¦ O teu contrasinal é {t}
asturian password ¦ Asturian, contraseña (password) ¦ p ¦ La to contraseña ye {t}
aragonese key ¦ Aragonese, clau (key), as remembered ¦ tok ¦ A tuya clau d'acceso: {t}
istro-romanian password ¦ Istro-Romanian, cuvintu ascuns (hidden word), as remembered ¦ p ¦ Cuvintu tev ascuns: {t}
aromanian password ¦ Aromanian in Greek script, ζboru ascumtu written ζμπόρου ασκούμτου (secret word), as remembered ¦ p ¦ Ζμπόρου ασκούμτου: {t}
judaeo-spanish password ¦ Judaeo-Spanish (Ladino) in the Hebrew square script, פאלאב׳רה סיקריטה (secret word), as remembered ¦ p ¦ לה פאלאב׳רה סיקריטה: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
