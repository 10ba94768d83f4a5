"""Held-out set 61: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in Northern and Western Europe's Germanic, Celtic and Nordic minority languages and dialects,
in their registers (a bank's formal SMS, a chat message, a game launcher's error, a council's
letter).

Every language of the share had been named by earlier sets (grepped for by name in every
earlier ``benchmarks/*heldout*`` file: Frisian, Low German, Luxembourgish, Faroese, Sami,
Scots, Manx, Cornish, Breton, Walloon, Alemannic, Welsh, Irish, Scottish Gaelic, Limburgish,
Shetland all matched), and so had their commonest words for a password (``wachtwurd``,
``Passwuert``, ``loyniorð``, ``beassansátni``, ``ger-tremen``, ``fockle follit``,
``cyfrinair``, ``pasfhocal``, ``facal-faire``, ``passwird``, ``lykil``). So this set leans on
other words and frames that matched nothing: Low German ``Geheemtall`` and ``Slötel``, West
Frisian ``tagongskoade`` and ``befêstigingskoade`` (and North Frisian, Mooring, and
Saterland Frisian phrases), Luxembourgish ``Schlëssel`` and
``Sécherheetscode``, Faroese ``PIN-kota``, Scots ``Dinnae``, Shetlandic ``Dunna``, Breton
``kod kuzh``, Kölsch ``Passwoot``, Scottish Gaelic ``iuchair``, Welsh ``allwedd`` in new
frames; and on registers and dialects no earlier set named: Kölsch (Ripuarian), Westphalian, Doric,
Orcadian and Gronings (each grepped: none matched; Alsatian, Swabian, Zeelandic and Twents
did match and are used again in other sentences). Where an old word comes back (``cyfrinair``, ``pasfhocal``, ``facal-faire``,
``ger-tremen``, ``fockle follit``, ``Passwuert``, ``beassansátni``) it is in a sentence no
earlier set wrote. All words as remembered, not checked against a localized sign-in page;
Celtic mutations were avoided where unsure. Script: Latin (with ð, ø, á, č, đ, ŋ, ê, ë, ù).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "auk",
    "bothy",
    "curlew",
    "dyke",
    "fulmar",
    "gannet",
    "haar",
    "kelp",
    "machair",
    "peat",
    "polder",
    "selkie",
    "skerry",
    "sneck",
    "terp",
    "wadden",
]

ROWS = r"""
frisian tagong ¦ West Frisian, tagongskoade (access code), as remembered ¦ pin6 ¦ Jo tagongskoade foar Mijn Gemeente is {t}. Diel dizze koade mei gjinien.
frisian befestiging ¦ West Frisian, befêstigingskoade (confirmation code), as remembered ¦ pin8 ¦ Befêstigingskoade: {t} — jildich foar 10 minuten
frisian api ¦ West Frisian, API-kaai in a developer portal, as remembered ¦ tok ¦ Dyn nije API-kaai: {t} (wurdt mar ien kear toand)
frisian chat ¦ West Frisian chat register, the password in a message ¦ p ¦ hee, it wachtwurd fan 'e wifi yn 'e skuorre is {t} hear
lowgerman geheemtall ¦ Low German, Geheemtall (PIN), as remembered ¦ pin6 ¦ Dien ne'e Geheemtall för de Kaart: {t}. Nich wiedervertellen!
lowgerman sloetel ¦ Low German, API-Slötel (API key), as remembered ¦ tok ¦ Dien API-Slötel is {t} – goot opbewohren
lowgerman passwoort ¦ Low German, Passwoort in a chat ¦ p ¦ Moin! Dat Passwoort för den Server is {t}, snack dor man nich över
westphalian passwoart ¦ Westphalian, Passwoart (as remembered) ¦ p ¦ Dat nigge Passwoart is {t}, dat mouss du di marken
luxembourgish schlessel ¦ Luxembourgish, API-Schlëssel, as remembered ¦ tok ¦ Ären API-Schlëssel: {t}. Deelt en mat kengem.
luxembourgish secherheet ¦ Luxembourgish, Sécherheetscode (security code), as remembered ¦ pin6 ¦ Äre Sécherheetscode fir LuxTrust ass {t}
luxembourgish passwuert ¦ Luxembourgish, Passwuert in a formal letter frame ¦ p ¦ Léif Madame, léiwen Här, Äert provisorescht Passwuert lautet: {t}
faroese pinkota ¦ Faroese, PIN-kota, as remembered ¦ pin6 ¦ Tín nýggja PIN-kota er {t}. Goym hana væl.
faroese lykil ¦ Faroese, API-lykil in a new frame, as remembered ¦ tok ¦ Hesin API-lykilin er bara tín: {t}
faroese loyniord ¦ Faroese, loyniorð in a new frame ¦ p ¦ Vit hava nullstillað loyniorðið. Nýtt loyniorð: {t}
sami pin ¦ Northern Sami, PIN-koda, as remembered ¦ pin6 ¦ Du ođđa PIN-koda lea {t}
sami beassan ¦ Northern Sami, beassansátni in a new frame ¦ p ¦ Gaskaboddosaš beassansátni: {t}. Rievdat dan dalán.
sami ciegus ¦ Northern Sami, čiegus (secret) with a passphrase, as remembered ¦ w4 ¦ Du čiegus cealkka: {t}
scots dinnae ¦ Scots, Dinnae share, a PIN ¦ pin6 ¦ Dinnae share yer PIN wi onybody. Yer new PIN is {t}
scots apikey ¦ Scots, API key kept tae yersel ¦ tok ¦ Here's yer API key, keep it tae yersel: {t}
scots recovery ¦ Scots, recovery codes in a council letter ¦ gh ¦ Gin ye tyne yer phone, use this recovery code: {t}
doric fit ¦ Doric (North-East Scots), fit's yer passwird ¦ p ¦ Fit's the passwird for the loonie's laptop? Aye, it's {t}
shetland dunna ¦ Shetlandic, Dunna gie yon code ¦ pin6 ¦ Dunna gie yon code tae naebody: {t}
orcadian peedie ¦ Orcadian, a peedie (small) code ¦ pin8 ¦ Here's thee peedie code for the ferry app: {t}
manx follit ¦ Manx, fockle follit in a new frame, as remembered ¦ p ¦ Fockle follit noa: {t}
manx coad ¦ Manx, coad (code) for a sign-in, as remembered ¦ pin6 ¦ Coad son goll stiagh: {t}
cornish gertremen ¦ Cornish, ger-tremen nowydh (new password), as remembered ¦ p ¦ Ger-tremen nowydh: {t}
cornish alhwedh ¦ Cornish, alhwedh API (API key), as remembered ¦ tok ¦ Alhwedh API: {t}
breton kodkuzh ¦ Breton, kod kuzh (PIN) of a card, as remembered ¦ pin6 ¦ Kod kuzh ar gartenn: {t}
breton gertremen ¦ Breton, ger-tremen nevez (new password), as remembered ¦ p ¦ Ger-tremen nevez: {t} — na roit anezhañ da zen ebet
breton api ¦ Breton, alc'hwez API (API key), as remembered ¦ tok ¦ Alc'hwez API: {t}
walloon motdpasse ¦ Walloon, vosse novea mot d' passe, as remembered ¦ p ¦ Vosse novea mot d' passe, c' est {t}
walloon code ¦ Walloon, côde d' såvtaedje (recovery code), as remembered ¦ ms ¦ Côde di rapexhaedje: {t}
swissgerman zuegang ¦ Swiss German, Zuegangscode ¦ pin6 ¦ Din nöie Zuegangscode isch {t}. Gib en niemertem wiiter.
swissgerman passwort ¦ Swiss German chat register, Passwort isch ¦ p ¦ hoi! s'Passwort für s'WLAN im Ferielager isch {t} 😊
alsatian ditt ¦ Alsatian, Ditt Passwort esch ¦ p ¦ Ditt Passwort esch {t}, vergess's nitt
swabian gell ¦ Swabian, Dei Passwort isch ... gell ¦ p ¦ Dei nuis Passwort isch {t}, gell, ned rumverzähla
bavarian ned ¦ Bavarian, Passwort, ned weidasogn ¦ p ¦ Servus, dei Passwort fürn Stammtisch-Server is {t}, ned weidasogn!
koelsch passwoot ¦ Kölsch (Ripuarian), Dinge Passwoot ¦ p ¦ Dinge neue Passwoot es {t}, dat sählste keinem
limburgish wachwaord ¦ Limburgish, wachwaord in a new frame, as remembered ¦ p ¦ Dien nui wachwaord is {t}, zeg 't aan niemes
gronings wachtwoord ¦ Gronings, joen wachtwoord, as remembered ¦ p ¦ Joen nij wachtwoord is {t}, nait vergeten
zeelandic code ¦ Zeelandic, je toegangscode, as remembered ¦ pin6 ¦ Je toegangscode voe de haven is {t}
twents sleutel ¦ Twents, oen API-sleutel, as remembered ¦ tok ¦ Oen API-sleutel is {t}, good bewaarn
welsh allwedd ¦ Welsh, allwedd API (API key) in a developer portal ¦ tok ¦ Dyma'ch allwedd API: {t}. Cadwch hi'n ddiogel.
welsh cod ¦ Welsh, cod diogelwch (security code) ¦ pin6 ¦ Eich cod diogelwch yw {t}. Peidiwch â'i rannu.
welsh cyfrinair ¦ Welsh, cyfrinair in a chat frame ¦ p ¦ cyfrinair y wifi yn y caffi ydy {t} btw
irish eochair ¦ Irish, eochair API (API key) ¦ tok ¦ D'eochair API nua: {t}
irish cod ¦ Irish, cód slándála (security code) ¦ pin6 ¦ Is é {t} do chód slándála. Ná roinn é.
irish pasfhocal ¦ Irish, pasfhocal in a new frame ¦ p ¦ Athshocraíodh do phasfhocal. An ceann nua: {t}
gaelic iuchair ¦ Scottish Gaelic, iuchair API (API key), as remembered ¦ tok ¦ An iuchair API agad: {t}
gaelic facal ¦ Scottish Gaelic, facal-faire in a new frame ¦ p ¦ Seo am facal-faire sealach agad: {t}
gaelic abairt ¦ Scottish Gaelic, abairt-fhaire (passphrase), as remembered ¦ w5 ¦ Abairt-fhaire: {t}
northfrisian code ¦ North Frisian (Mooring), din kode, as remembered ¦ pin6 ¦ Din kode för't Onlinebanking as {t}
saterfrisian passwoud ¦ Saterland Frisian, Paaswoud, as remembered ¦ p ¦ Dien näi Paaswoud is {t}
luxembourgish chat ¦ Luxembourgish chat register, de Code ass ¦ pin8 ¦ moien, de Code fir d'Garage ass {t} 👍
faroese recovery ¦ Faroese, endurstillingarkota (reset code), as remembered ¦ ms ¦ Endurstillingarkota: {t}
scots sms ¦ Scots SMS register, yer code ¦ pin6 ¦ Yer code's {t}. If ye didnae ask for it, gie us a phone.
welsh recovery ¦ Welsh, codau adfer (recovery codes) ¦ gh ¦ Codau adfer: {t} (defnyddiwch bob un unwaith yn unig)
frisian passphrase ¦ West Frisian, wachtsin (passphrase), as remembered ¦ w4 ¦ Dyn wachtsin foar de kluis: {t}
lowgerman recovery ¦ Low German, Trüchhaal-Code (recovery code), as remembered ¦ google ¦ Dien Trüchhaal-Code: {t}
faroese token ¦ Faroese, atgongdstekin (access token), as remembered ¦ b64 ¦ Atgongdstekin: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "group", "context", "args", "oserror"),
    )
