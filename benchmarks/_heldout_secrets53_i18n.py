"""Held-out set 53: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Western and Central Europe's regions and diasporas (this helper's share).

Twelve languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; Alsatian, Arpitan, Cimbrian,
Limburgish, Rusyn, Swiss German, Zeelandic, Bavarian, Low German, Walloon, Picard, Kashubian,
Aromanian, Ladino, Sorbian, Frisian, Luxembourgish, Romansh, Yiddish and Romani did, and are
used here beside the new ones): Walser German, West Flemish, Dutch Low Saxon (Twents),
Provençal, Wymysorys (Vilamovian), Gottscheerish, Hutterite German, Yenish, Lovari Romani,
Kalderash Romani, Caló and Shelta. Their phrases were built from each language's words for
secret, word, number and your, as remembered (marked so): for Yenish the Rotwelsch
``Zinken`` (a secret sign), for the Romani varieties ``garado lav`` (hidden word), for Caló
``garabá`` (hidden), for Shelta ``gammon`` (the cant itself) in an English frame. The words for
the better-known languages are the ones their localized sign-in pages use. Scripts: Latin,
Cyrillic (Rusyn, Serbian), Hebrew (Yiddish), Greek, Armenian (Western Armenian) and Arabic
(Darija of the Maghrebi diaspora).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "danube",
    "elbe",
    "oder",
    "vistula",
    "rhine",
    "moselle",
    "meuse",
    "scheldt",
    "inn",
    "drava",
    "sava",
    "tisza",
    "morava",
    "vltava",
    "saale",
    "spree",
    "neckar",
    "lech",
    "isar",
    "ourthe",
]

ROWS = r"""
walser password ¦ Walser German, ds gheime Wort (the secret word), as remembered ¦ p ¦ Dis gheime Wort isch: {t}
west flemish password ¦ West Flemish, joun paswoord (your password), as remembered ¦ p ¦ Joun paswoord is {t}
low saxon passphrase ¦ Dutch Low Saxon (Twents), oew geheime woorden (your secret words), as remembered ¦ w4 ¦ Oew geheime woorden bint: {t}
provencal password ¦ Provençal (Mistralian), vosto mot de passo (your password), as remembered ¦ p ¦ Vosto mot de passo es {t}
wymysorys pin ¦ Wymysorys (Vilamovian), dy gihajmy cål (the secret number), as remembered ¦ pin6 ¦ Dy gihajmy cål: {t}
gottscheerish password ¦ Gottscheerish, dai gahaimes bort (your secret word), as remembered ¦ p ¦ Dai gahaimes bort ischt {t}
hutterite recovery ¦ Hutterite German, dei Wiedrherstellungs-Code (your recovery code), as remembered ¦ gh ¦ Dei Wiedrherstellungs-Code: {t}
yenish token ¦ Yenish, dei Zinken (your secret sign, Rotwelsch), as remembered ¦ tok ¦ Dei Zinken fürs Portal: {t}
lovari passphrase ¦ Lovari Romani, o garado lav (the hidden word), as remembered ¦ w5 ¦ Tyo garado lav si: {t}
kalderash pin ¦ Kalderash Romani, tjo garado numero (your hidden number), as remembered ¦ pin8 ¦ Tjo garado numero: {t}
calo password ¦ Caló, tu clave garabá (your hidden key), as remembered ¦ p ¦ Tu clave garabá es {t}
shelta password ¦ Shelta (Gammon), the gammon word in an English frame, as remembered ¦ p ¦ The gammon word for the yard gate is {t}
luxembourgish password ¦ Luxembourgish, Äert Passwuert (your password) ¦ p ¦ Äert Passwuert ass: {t}
alsatian password ¦ Alsatian, ejer Kennwort (your password), as remembered ¦ p ¦ Ejer Kennwort isch {t}
west frisian password ¦ West Frisian, jo wachtwurd (your password) ¦ p ¦ Jo wachtwurd is: {t}
limburgish passphrase ¦ Limburgish, dien wachwaord (your password) ¦ w4 ¦ Dien wachwaord is: {t}
yiddish password ¦ Yiddish, אײַער פּאַראָל (your password), Hebrew script ¦ p ¦ אײַער פּאַראָל איז: {t}
ladino password ¦ Ladino (Judeo-Spanish), tu palavra sekreta (your secret word), Latin script ¦ p ¦ Tu palavra sekreta es {t}
romani recovery ¦ Romani (Arli), tlo kodo vaš palemlijipe (your recovery code), as remembered ¦ ms ¦ Tlo kodo vaš palemlijipe: {t}
upper sorbian password ¦ Upper Sorbian, Waše hesło (your password) ¦ p ¦ Waše hesło je: {t}
lower sorbian password ¦ Lower Sorbian, wašo gronidło (your password), as remembered ¦ p ¦ Wašo gronidło jo: {t}
rusyn password ¦ Rusyn, ваше гесло (your password), Cyrillic ¦ p ¦ Ваше гесло: {t}
aromanian passphrase ¦ Aromanian, zborlu ascumtu (the hidden word), as remembered ¦ w4 ¦ Zborlu ascumtu a tãu easte: {t}
swiss german token ¦ Swiss German, dis Zuegangstoken (your access token) ¦ tok ¦ Dis Zuegangstoken isch: {t}
romansh password ¦ Romansh, Voss pled-clav (your password) ¦ p ¦ Voss pled-clav è: {t}
friulian password ¦ Friulian, la tô peraule clâf (your password) ¦ p ¦ La tô peraule clâf e je {t}
sardinian password ¦ Sardinian (LSC), sa paràula segreta tua (your secret word) ¦ p ¦ Sa paràula segreta tua est {t}
corsican password ¦ Corsican, a vostra parolla secreta (your secret word) ¦ p ¦ A vostra parolla secreta hè {t}
walloon password ¦ Walloon, vosse sicret mot (your secret word), as remembered ¦ p ¦ Vosse sicret mot c' est {t}
picard password ¦ Picard, vo mot d'passe (your password), as remembered ¦ p ¦ Vo mot d'passe ch'est {t}
breton password ¦ Breton, ho ker-tremen (your password) ¦ p ¦ Ho ker-tremen eo: {t}
welsh recovery ¦ Welsh, cod adfer (recovery code) ¦ google ¦ Eich cod adfer yw {t}
irish password ¦ Irish, do phasfhocal (your password) ¦ p ¦ Is é do phasfhocal: {t}
scottish gaelic password ¦ Scottish Gaelic, am facal-faire agad (your password) ¦ p ¦ Seo am facal-faire agad: {t}
manx password ¦ Manx, yn fockle follit (the secret word), as remembered ¦ p ¦ Yn fockle follit ayd: {t}
cornish password ¦ Cornish, dha er-tremena (your password), as remembered ¦ p ¦ Dha er-tremena yw {t}
basque api key ¦ Basque, API gakoa (API key) ¦ tok ¦ Zure API gakoa: {t}
catalan recovery ¦ Catalan, codi de recuperació (recovery code) ¦ ms ¦ El vostre codi de recuperació: {t}
galician password ¦ Galician, contrasinal (password) ¦ p ¦ O teu contrasinal é {t}
occitan password ¦ Occitan (Lengadocian), vòstre senhal (your password) ¦ p ¦ Vòstre senhal es {t}
asturian recovery ¦ Asturian, códigu de recuperación (recovery code) ¦ gh ¦ El to códigu de recuperación: {t}
slovene pin ¦ Slovene, koda PIN (PIN code) ¦ pin6 ¦ Vaša koda PIN je {t}
slovak recovery ¦ Slovak, obnovovací kód (recovery code) ¦ google ¦ Váš obnovovací kód: {t}
czech api key ¦ Czech, klíč API (API key) ¦ tok ¦ Váš klíč API: {t}
polish passphrase ¦ Polish, fraza odzyskiwania (recovery phrase) ¦ w6 ¦ Twoja fraza odzyskiwania: {t}
german recovery ¦ German, Wiederherstellungscode (recovery code) ¦ ms ¦ Ihr Wiederherstellungscode lautet {t}
dutch token ¦ Dutch, toegangstoken (access token) ¦ b64 ¦ Uw toegangstoken: {t}
french passphrase ¦ French, phrase secrète (passphrase) ¦ w5 ¦ Votre phrase secrète : {t}
italian api key ¦ Italian, chiave API (API key) ¦ tok ¦ La tua chiave API è {t}
maltese recovery ¦ Maltese, kodiċi ta' rkupru (recovery code) ¦ gh ¦ Il-kodiċi ta' rkupru tiegħek: {t}
hungarian recovery ¦ Hungarian, helyreállítási kód (recovery code) ¦ google ¦ Az Ön helyreállítási kódja: {t}
western armenian password ¦ Western Armenian, գաղտնաբառ (password), Armenian script ¦ p ¦ Ձեր գաղտնաբառն է՝ {t}
darija password ¦ Maghrebi Arabic (Darija), كلمة السر ديالك (your password), Arabic script ¦ p ¦ كلمة السر ديالك هي: {t}
turkish recovery ¦ Turkish (German diaspora), kurtarma kodu (recovery code) ¦ gh ¦ Kurtarma kodunuz: {t}
kurmanji password ¦ Kurmanji, şîfreya te (your password) ¦ p ¦ Şîfreya te ev e: {t}
greek pin ¦ Greek (diaspora), κωδικός PIN (PIN code), Greek script ¦ pin8 ¦ Ο κωδικός PIN σας: {t}
serbian token ¦ Serbian (Vienna diaspora), токен за приступ (access token), Cyrillic ¦ b64 ¦ Ваш токен за приступ: {t}
portuguese recovery ¦ Portuguese (Luxembourg diaspora), código de recuperação (recovery code) ¦ ms ¦ O seu código de recuperação: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
