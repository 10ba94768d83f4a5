"""Held-out set 75: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in Europe's smaller and minority languages.

Twenty languages, every one of which earlier sets also named (grepped by name in every
earlier ``*heldout*`` file: each matched, from 7 files for Slovene to 46 for Greek), so this
set uses them again with other words and registers where it can: Icelandic ``aðgangsorð``,
``PIN-númer`` and ``endurheimtarkóði``; Faroese ``PIN-kota`` and ``atgongdarorð``; Irish
``cód athshlánaithe``, ``eochair API`` and ``uimhir PIN``; Welsh ``cod adfer``, ``allwedd
API`` and ``rhif PIN``; Basque ``berreskuratze-kodea``, ``PIN kodea`` and ``sarbide-gakoa``;
Catalan ``codi de recuperació``, ``clau d'API`` and ``frase de pas``; Galician ``código de
recuperación``, ``chave de acceso`` and ``PIN``; Maltese ``kodiċi PIN``, ``ċavetta tal-API``
and ``kelma sigrieta``; Albanian ``kodi i rikuperimit``, ``çelësi API`` and ``kodi PIN``;
Macedonian ``код за враќање``, ``ПИН`` and ``API клуч``; Serbian in Cyrillic ``приступни
кључ``, ``ПИН код`` and ``шифра``; Slovene ``obnovitvena koda``, ``dostopni žeton`` and
``koda PIN``; Estonian ``taastekood``, ``PIN1`` and ``API võti``; Latvian ``atkopšanas kods``,
``PIN kods`` and ``piekļuves atslēga``; Lithuanian ``atkūrimo kodas``, ``PIN kodas`` and
``prieigos raktas``; Finnish ``tunnusluku`` (0 earlier files), ``palautuskoodi`` and
``API-avain``; Hungarian ``helyreállítási kód``, ``PIN-kód`` and ``API-kulcs``; Greek
``κωδικός ανάκτησης``, ``κλειδί API`` and ``συνθηματικό``; Luxembourgish ``Passwuert``,
``PIN-Code`` and ``API-Schlëssel``; North Sámi ``PIN-kodda``, ``čoavdda`` and
``beassansátni``. All words as remembered, not verified against a localized sign-in page;
the Faroese and North Sámi ones are the least sure. Scripts: Latin (with Icelandic and
Faroese ð and þ, Maltese ċ, ġ, ħ and ż, Baltic and Sámi diacritics), Cyrillic (Macedonian ѓ,
ќ, ѕ; Serbian ђ, ћ, џ) and Greek (with the Greek question mark ``;``).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "aurora",
    "basalt",
    "bilberry",
    "cormorant",
    "dune",
    "elk",
    "fulmar",
    "gannet",
    "hazel",
    "kelp",
    "lichen",
    "marram",
    "oyster",
    "rowan",
    "sorrel",
    "tern",
]

ROWS = r"""
icelandic adgangsord ¦ Icelandic, aðgangsorð (access word, a password), as remembered ¦ p ¦ Nýja aðgangsorðið þitt er {t}. Ekki deila því með neinum.
icelandic pin ¦ Icelandic, PIN-númer kortsins, as remembered ¦ pin6 ¦ PIN-númerið fyrir kortið þitt er {t}
icelandic endurheimt ¦ Icelandic, endurheimtarkóðar (recovery codes), as remembered ¦ gh ¦ Geymdu endurheimtarkóðana þína á öruggum stað: {t}
faroese pin ¦ Faroese, PIN-kota, as remembered ¦ pin6 ¦ Tín nýggja PIN-kota er {t}
faroese atgongd ¦ Faroese, atgongdarorð (access word), as remembered ¦ p ¦ Atgongdarorðið hjá tær er: {t}
faroese token ¦ Faroese, API-lykil, as remembered ¦ tok ¦ Tín API-lykil: {t} — goym hann trygt.
irish athshlanu ¦ Irish, cód athshlánaithe (recovery code), as remembered ¦ ms ¦ Seo é do chód athshlánaithe: {t}
irish eochair ¦ Irish, eochair API (API key), as remembered ¦ tok ¦ D'eochair API nua: {t}
irish pin ¦ Irish, uimhir PIN, as remembered ¦ pin6 ¦ Is í {t} d'uimhir PIN nua.
welsh adfer ¦ Welsh, cod adfer (recovery code), as remembered ¦ google ¦ Dyma'ch cod adfer: {t}
welsh allwedd ¦ Welsh, allwedd API (API key), as remembered ¦ b64 ¦ Eich allwedd API newydd yw {t}
welsh pin ¦ Welsh, rhif PIN eich cerdyn, as remembered ¦ pin8 ¦ Rhif PIN eich cerdyn yw {t}.
basque berreskuratze ¦ Basque, berreskuratze-kodea (recovery code), as remembered ¦ ms ¦ Zure berreskuratze-kodea: {t}
basque pin ¦ Basque, PIN kodea, as remembered ¦ pin6 ¦ Zure PIN kodea {t} da. Ez eman inori.
basque sarbide ¦ Basque, sarbide-gakoa (access key), as remembered ¦ tok ¦ Sarbide-gako berria sortu da: {t}
catalan recuperacio ¦ Catalan, codi de recuperació, as remembered ¦ gh ¦ El teu codi de recuperació és {t}. Desa'l en un lloc segur.
catalan clau ¦ Catalan, clau d'API, as remembered ¦ tok ¦ La teva clau d'API: {t}
catalan frase ¦ Catalan, frase de pas (passphrase), as remembered ¦ w5 ¦ Frase de pas del moneder: «{t}»
galician recuperacion ¦ Galician, código de recuperación, as remembered ¦ google ¦ O teu código de recuperación é {t}
galician chave ¦ Galician, chave de acceso (access key), as remembered ¦ b64 ¦ A túa chave de acceso: {t}
galician pin ¦ Galician, PIN da tarxeta, as remembered ¦ pin6 ¦ O PIN da túa tarxeta é {t}.
maltese pin ¦ Maltese, kodiċi PIN, as remembered ¦ pin6 ¦ Il-kodiċi PIN tiegħek huwa {t}
maltese cavetta ¦ Maltese, ċavetta tal-API, as remembered ¦ tok ¦ Iċ-ċavetta tal-API l-ġdida hija: {t}
maltese kelma ¦ Maltese, kelma sigrieta (secret word), as remembered ¦ p ¦ Il-kelma sigrieta temporanja hija {t}. Biddilha malajr.
albanian rikuperim ¦ Albanian, kodi i rikuperimit, as remembered ¦ ms ¦ Kodi juaj i rikuperimit: {t}
albanian celes ¦ Albanian, çelësi API, as remembered ¦ tok ¦ Çelësi juaj API është {t}
albanian pin ¦ Albanian, kodi PIN i kartës, as remembered ¦ pin8 ¦ Kodi PIN i kartës suaj është {t}.
macedonian vrakjanje ¦ Macedonian, код за враќање (recovery code), as remembered ¦ gh ¦ Вашиот код за враќање е {t}
macedonian pin ¦ Macedonian, ПИН, as remembered ¦ pin6 ¦ Вашиот нов ПИН е {t}. Не го споделувајте.
macedonian kluch ¦ Macedonian, API клуч, as remembered ¦ tok ¦ API клучот за складот на логови: {t}. Чувајте го, ќе го видите само еднаш.
serbian kljuc ¦ Serbian in Cyrillic, приступни кључ (access key), as remembered ¦ tok ¦ Ваш нови приступни кључ је {t}
serbian pin ¦ Serbian in Cyrillic, ПИН код, as remembered ¦ pin6 ¦ Ваш ПИН код је {t}. Чувајте га у тајности.
serbian sifra ¦ Serbian in Cyrillic, шифра (a password, colloquial), as remembered ¦ p ¦ Шифра за бежичну мрежу у ћошку: {t}
slovene obnovitvena ¦ Slovene, obnovitvena koda, as remembered ¦ ms ¦ Vaša obnovitvena koda je {t}
slovene zeton ¦ Slovene, dostopni žeton (access token), as remembered ¦ b64 ¦ Vaš dostopni žeton: {t}
slovene pin ¦ Slovene, koda PIN, as remembered ¦ pin6 ¦ Vaša koda PIN je {t}.
estonian taastekood ¦ Estonian, taastekood (recovery code), as remembered ¦ gh ¦ Sinu taastekood on {t}
estonian pin1 ¦ Estonian, PIN1 of the ID card, as remembered ¦ pin8 ¦ Sinu ID-kaardi PIN1 on {t}, PUK koodi ära jaga.
estonian voti ¦ Estonian, API võti, as remembered ¦ tok ¦ Uus API võti: {t}
latvian atkopsanas ¦ Latvian, atkopšanas kods, as remembered ¦ google ¦ Jūsu atkopšanas kods ir {t}
latvian pin ¦ Latvian, PIN kods, as remembered ¦ pin6 ¦ Jūsu jaunais PIN kods: {t}
latvian atslega ¦ Latvian, piekļuves atslēga (access key), as remembered ¦ tok ¦ Piekļuves atslēga: {t}
lithuanian atkurimo ¦ Lithuanian, atkūrimo kodas, as remembered ¦ ms ¦ Jūsų atkūrimo kodas: {t}
lithuanian pin ¦ Lithuanian, PIN kodas, as remembered ¦ pin6 ¦ Jūsų naujas PIN kodas yra {t}.
lithuanian raktas ¦ Lithuanian, prieigos raktas (access key), as remembered ¦ b64 ¦ Prieigos raktas sukurtas: {t}
finnish tunnusluku ¦ Finnish, tunnusluku (a card's PIN), as remembered ¦ pin8 ¦ Korttisi tunnusluku on {t}. Älä kerro sitä kenellekään.
finnish palautus ¦ Finnish, palautuskoodi (recovery code), as remembered ¦ gh ¦ Palautuskoodisi: {t}
finnish avain ¦ Finnish, API-avain, as remembered ¦ tok ¦ Uusi API-avaimesi on {t}
hungarian helyreallitasi ¦ Hungarian, helyreállítási kód, as remembered ¦ google ¦ A helyreállítási kódod: {t}
hungarian pin ¦ Hungarian, PIN-kód, as remembered ¦ pin6 ¦ Az új PIN-kódod {t}, ne add meg senkinek!
hungarian kulcs ¦ Hungarian, API-kulcs, as remembered ¦ tok ¦ Az API-kulcsod: {t}
greek anaktisi ¦ Greek, κωδικός ανάκτησης (recovery code), as remembered ¦ ms ¦ Ο κωδικός ανάκτησής σας είναι {t}
greek kleidi ¦ Greek, κλειδί API, as remembered ¦ tok ¦ Το νέο κλειδί API σας: {t}. Το αποθηκεύσατε;
greek synthimatiko ¦ Greek, συνθηματικό (password), as remembered ¦ p ¦ Ποιο είναι το συνθηματικό; Είναι {t}
luxembourgish passwuert ¦ Luxembourgish, Passwuert, as remembered ¦ p ¦ Däi neit Passwuert ass {t}. Gëff et kengem weider.
luxembourgish pin ¦ Luxembourgish, PIN-Code, as remembered ¦ pin6 ¦ Däi PIN-Code ass {t}
luxembourgish schlessel ¦ Luxembourgish, API-Schlëssel, as remembered ¦ tok ¦ Däin API-Schlëssel: {t}
sami pin ¦ North Sámi, PIN-kodda, as remembered ¦ pin8 ¦ Du ođđa PIN-kodda lea {t}
sami coavdda ¦ North Sámi, API-čoavdda (API key), as remembered ¦ tok ¦ Du API-čoavdda: {t}
sami beassansatni ¦ North Sámi, beassansátni (password), as remembered ¦ p ¦ Du gaskaboddasaš beassansátni lea {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
