"""Held-out set 51: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in Indigenous languages of South America and Central America's Caribbean coast and in the
Creoles of the Caribbean and the Atlantic (this set's share of languages).

Thirteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file): Papiamentu, Wayuunaiki (Wayuu),
Garifuna, Saint Lucian Kwéyòl, Belizean Kriol, Trinidadian Creole, Nheengatu, Ndyuka,
Santome (Forro), Ngäbere, Emberá, Warao and Kaingang; twelve that earlier sets named too
(Haitian Creole, Sranan Tongo, Jamaican Patois, Kabuverdianu, Guinea-Bissau Kriol,
Antillean Creole, Mapudungun, Kichwa, Shipibo, Aymara, Guarani and Quechua). None was looked
up (the deadline left no time): the Creoles' words are the ones their speakers use (modpas,
kontraseña, palavra-pasi, passwud), and for the Indigenous languages, where a native word for
password is rare in use, a sentence with the language's own pronoun or possessive and the
Spanish or Portuguese loan its speakers use (marked "as remembered"); Guarani's ñe'ẽñemi,
Kichwa's pakalla shimi and Aymara's jamasat aru are native coinages. All are in the Latin
script, with the letters these orthographies add (ñ, ẽ, ʌ, ä, ò, ü, ɨ).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "cassava",
    "achiote",
    "mangrove",
    "hammock",
    "canoe",
    "calabash",
    "plantain",
    "trade wind",
    "coral",
    "tamarind",
    "breadfruit",
    "sisal",
    "soursop",
    "manatee",
    "guava",
    "cacao",
]

ROWS = r"""
papiamentu password ¦ Papiamentu, bo kontraseña (your password) ¦ p ¦ Bo kontraseña ta: {t}
papiamentu recovery code ¦ Papiamentu, kódigo di rekuperashon (recovery code) ¦ gh ¦ Bo kódigo di rekuperashon: {t}
wayuunaiki password ¦ Wayuunaiki, pü- (your) with the loan kontraseña, as remembered ¦ p ¦ Pükontraseña: {t}
garifuna pin ¦ Garifuna, PIN with the loan, as remembered ¦ pin6 ¦ Bu PIN: {t}
kweyol password ¦ Saint Lucian Kwéyòl, modpas ou (your password) ¦ p ¦ Modpas ou sé {t}
belizean kriol passphrase ¦ Belizean Kriol, yu paaswod (your password), as remembered ¦ w4 ¦ Yu paaswod da: {t}
trinidadian token ¦ Trinidadian Creole, yuh access token ¦ tok ¦ Yuh access token is {t} — doh share it
nheengatu password ¦ Nheengatu, ne (your) with the loan senha, as remembered ¦ p ¦ Ne senha: {t}
ndyuka recovery code ¦ Ndyuka, i (your) with kodo (code), as remembered ¦ ms ¦ I kodo fu dray baka: {t}
santome password ¦ Santome (Forro), palavla-pasa bô (your password), as remembered ¦ p ¦ Palavla-pasa bô sa {t}
ngabere pin ¦ Ngäbere, mä (you) with the loan, as remembered ¦ pin8 ¦ Mä PIN: {t}
embera api key ¦ Emberá, bʌ (you) with the loan, as remembered ¦ tok ¦ Bʌ API clave: {t}
warao password ¦ Warao, ihi (you) with the loan contraseña, as remembered ¦ p ¦ Ihi contraseña: {t}
kaingang token ¦ Kaingang, ã (you) with the loan, as remembered ¦ b64 ¦ Ã token: {t}
haitian recovery code ¦ Haitian Creole, kòd rekiperasyon (recovery code) ¦ google ¦ Kòd rekiperasyon ou: {t}
sranan password ¦ Sranan Tongo, yu pasword (your password) ¦ p ¦ Yu pasword na {t}
jamaican passphrase ¦ Jamaican Patois, yuh passwud (your password) ¦ w5 ¦ Yuh passwud a: {t}
kabuverdianu password ¦ Kabuverdianu, bu palavra-pasi (your password) ¦ p ¦ Bu palavra-pasi é {t}
guinea-bissau kriol pin ¦ Guinea-Bissau Kriol, bu kodigu sekretu (your secret code), as remembered ¦ pin6 ¦ Bu kodigu sekretu i {t}
antillean password ¦ Antillean Creole (Martinique), mòdpas-ou (your password) ¦ p ¦ Mòdpas-ou sé: {t}
mapudungun password ¦ Mapudungun, tami (your) with the loan kontraseña, as remembered ¦ p ¦ Tami kontraseña: {t}
kichwa secret word ¦ Kichwa, pakalla shimi (hidden word) ¦ w4 ¦ Kanpak pakalla shimi: {t}
shipibo token ¦ Shipibo-Konibo, mia (you) with the loan, as remembered ¦ b64 ¦ Mia token: {t}
aymara password ¦ Aymara, jamasat aru (secret word) ¦ p ¦ Jumana jamasat arumaxa: {t}
guarani password ¦ Guarani, ñe'ẽñemi (secret word, password) ¦ p ¦ Nde ñe'ẽñemi: {t}
quechua recovery code ¦ Quechua, kutichina yupay (recovery number), as remembered ¦ gh ¦ Kutichina yupayniyki: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "context", "keyerror", "args", "group", "oserror", "cause"),
    )
