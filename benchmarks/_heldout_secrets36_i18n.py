"""Held-out set 36: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of the Americas and the Middle East, minority languages and a few major ones.

Eleven languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; among those that matched: Quechua,
Aymara, Guarani, Nahuatl, Haitian, Papiamento, Kurmanji, Sorani, Pashto, Dari, Uyghur,
Azerbaijani, Turkmen, Yiddish, Syriac, Dhivehi, Inuktitut, Kʼicheʼ, Yucatec, Cherokee,
Navajo, Adyghe and Armenian): Ojibwe, Lakota, Tzotzil, Kaqchikel, Qʼeqchiʼ, Shipibo-Konibo,
Miskito, Mixtec, Circassian (Kabardian, Cyrillic), Hawrami (Arabic script) and Mandaic
(Mandaic script). Their phrases were built from each language's words for hidden or secret,
word and your, as remembered (marked so); the words for the better-known languages are those
their localized sign-in pages use, also remembered. Scripts: Latin, Cyrillic, Arabic
(Arabic, Persian, Dari, Pashto, Sorani, Hawrami, Uyghur), Hebrew (Hebrew, Yiddish), Syriac,
Mandaic, Thaana, Canadian syllabics and Armenian.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "agave",
    "bromeliad",
    "cacao",
    "ceiba",
    "guava",
    "jacaranda",
    "lupine",
    "mesquite",
    "nopal",
    "ocotillo",
    "quinoa",
    "saguaro",
    "tamarind",
    "yucca",
    "zinnia",
]

ROWS = r"""
ojibwe password ¦ Ojibwe, giimooj-ikidowin (secret word), Latin, as remembered ¦ p ¦ Giin giimooj-ikidowin: {t}
lakota password ¦ Lakota, iyápi nahmáŋ (hidden word), Latin, as remembered ¦ p ¦ Niyé iyápi nahmáŋ kiŋ lé: {t}
tzotzil secret word ¦ Tzotzil, mukul kʼop (hidden word), as remembered ¦ w4 ¦ Li amukul kʼope: {t}
kaqchikel pin ¦ Kaqchikel, ewan ajilabʼäl (hidden number), as remembered ¦ pin6 ¦ Ri awewan ajilabʼäl: {t}
qeqchi password ¦ Qʼeqchiʼ, muqmu aatin (hidden word), as remembered ¦ p ¦ Laa amuqmu aatin: {t}
shipibo password ¦ Shipibo-Konibo, jonea joi (hidden word), as remembered ¦ p ¦ Mia jonea joi: {t}
miskito recovery code ¦ Miskito, bila siakni (secret word) and kod (code), as remembered ¦ gh ¦ Man bila siakni kod ba: {t}
mixtec password ¦ Mixtec, tuʼun yuʼu (word of mouth, used for a spoken password), as remembered ¦ p ¦ Tuʼun yuʼu ndóʼó: {t}
circassian password ¦ Kabardian (Circassian), шэф псалъэ (secret word), Cyrillic, as remembered ¦ p ¦ Уи шэф псалъэр: {t}
hawrami secret word ¦ Hawrami, وشەو نەھێنی (secret word), Arabic script, as remembered ¦ w4 ¦ وشەو نەھێنیی تۆ: {t}
mandaic password ¦ Mandaic, ࡌࡉࡋࡀ ࡊࡀࡎࡉࡀ (hidden word), Mandaic script, as remembered ¦ p ¦ ࡌࡉࡋࡀ ࡊࡀࡎࡉࡀ: {t}
quechua password ¦ Quechua, pakasqa simi (hidden word), as remembered ¦ p ¦ Pakasqa simiyki: {t}
aymara password ¦ Aymara, imantat aru (hidden word), as remembered ¦ p ¦ Juman imantat arumaxa: {t}
guarani password ¦ Guarani, ñeʼẽñemi (password) ¦ p ¦ Nde ñeʼẽñemi: {t}
nahuatl secret word ¦ Nahuatl, ichtacatlahtolli (secret word), as remembered ¦ w3 ¦ Moichtacatlahtol: {t}
haitian password ¦ Haitian Creole, modpas (password) ¦ p ¦ Modpas ou se: {t}
papiamento password ¦ Papiamento, kòntraseña (password) ¦ p ¦ Bo kòntraseña ta: {t}
kurmanji password ¦ Kurmanji, şîfre (password) ¦ p ¦ Şîfreya te: {t}
sorani recovery code ¦ Sorani, کۆدی گەڕاندنەوە (recovery code), Arabic script ¦ ms ¦ کۆدی گەڕاندنەوەی تۆ: {t}
pashto password ¦ Pashto, پټنوم (password) ¦ p ¦ ستاسو پټنوم: {t}
dari recovery code ¦ Dari, کود بازیابی (recovery code) ¦ gh ¦ کود بازیابی شما: {t}
uyghur password ¦ Uyghur, مەخپىي نومۇر (secret number, password), Arabic script ¦ p ¦ مەخپىي نومۇرىڭىز: {t}
azerbaijani recovery code ¦ Azerbaijani, bərpa kodu (recovery code) ¦ ms ¦ Bərpa kodunuz: {t}
turkmen password ¦ Turkmen, açar söz (key word, password) ¦ p ¦ Açar sözüňiz: {t}
yiddish password ¦ Yiddish, פּאַראָל (password), Hebrew script ¦ p ¦ אײַער פּאַראָל: {t}
syriac secret word ¦ Classical Syriac, ܡܠܬܐ ܟܣܝܬܐ (hidden word), Syriac script, as remembered ¦ w4 ¦ ܡܠܬܐ ܟܣܝܬܐ ܕܝܠܟ: {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑް (password), Thaana ¦ p ¦ ތިޔަބޭފުޅާގެ ޕާސްވޯޑް: {t}
inuktitut password ¦ Inuktitut, ᐃᓂᒋᐊᖅᑕᐅᑦ ᐅᖃᐅᓯᖅ (password), Canadian syllabics, as remembered ¦ p ¦ ᐃᓂᒋᐊᖅᑕᐅᑦ ᐅᖃᐅᓯᖅ: {t}
spanish recovery code ¦ Spanish, código de recuperación (recovery code) ¦ google ¦ Tu código de recuperación: {t}
portuguese api key ¦ Brazilian Portuguese, chave de API (API key) ¦ tok ¦ Sua chave de API: {t}
arabic recovery code ¦ Arabic, رمز الاسترداد (recovery code) ¦ ms ¦ رمز الاسترداد الخاص بك: {t}
hebrew password ¦ Hebrew, סיסמה (password) ¦ p ¦ הסיסמה שלך: {t}
turkish recovery code ¦ Turkish, kurtarma kodu (recovery code) ¦ gh ¦ Kurtarma kodunuz: {t}
persian passphrase ¦ Persian, عبارت عبور (passphrase) ¦ w5 ¦ عبارت عبور شما: {t}
armenian token ¦ Armenian, մուտքի տոկեն (access token) ¦ b64 ¦ Ձեր մուտքի տոկենը՝ {t}
french canadian pin ¦ Canadian French, NIP (numéro d'identification personnel) ¦ pin8 ¦ Votre NIP : {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "group", "runtime", "oserror", "cause", "keyerror", "args", "context"),
    )
